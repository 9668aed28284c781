#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Export one recorded DCPP seed folder as plain uint16 .npy files named the
way `mmaemu explain --got-a/--got-b DIR` reads them (stdlib only).

  python3 export_recording.py validation/data/dcpp-h100/seed1 OUT
    -> OUT/helion/{xty,out,db2,dy,dx1,dxt,dx}.npy, OUT/inductor/{xty,out,buf0,dy,buf1,buf3,dx}.npy
  python3 export_recording.py validation/data/dcpp-h100/seed1-chained OUT
    -> OUT/helion/dx.npy, OUT/inductor/dx.npy (plus the b-independent tensors of ../seed1)

XOR files (NAME.xor-BASE.npy.gz) are decoded against BASE, as check_data.py does."""
import gzip
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_data import read_npy_gz, xor_bytes  # noqa: E402

HELION = {'h_xty': 'xty', 'h_out': 'out', 'h_db2': 'db2', 'h_dy': 'dy', 'h_dx1': 'dx1',
          'h_dxt': 'dxt', 'h_dx': 'dx', 'hc_dx': 'dx'}
INDUCTOR = {'i_xty': 'xty', 'i_out': 'out', 'i_buf0': 'buf0', 'i_dy': 'dy', 'i_buf1': 'buf1',
            'i_buf3': 'buf3', 'i_dx': 'dx', 'ic_dx': 'dx'}


def write_npy(path, shape, data):
    header = "{'descr': '<u2', 'fortran_order': False, 'shape': (%s), }" % (
        ', '.join(str(s) for s in shape) + (',' if len(shape) == 1 else ''))
    pad = 64 - (10 + len(header) + 1) % 64
    header += ' ' * pad + '\n'
    with open(path, 'wb') as f:
        f.write(b'\x93NUMPY\x01\x00' + len(header).to_bytes(2, 'little') + header.encode())
        f.write(data)


def decode_folder(d):
    out = {}
    names = sorted((f[:-len('.npy.gz')] for f in os.listdir(d) if f.endswith('.npy.gz')),
                   key=lambda n: ('.xor-' in n, n))
    for n in names:
        descr, shape, data = read_npy_gz(os.path.join(d, n + '.npy.gz'))
        if descr != '<u2':
            continue
        if '.xor-' in n:
            name, base = n.split('.xor-')
            data, _ = xor_bytes(data, out[base][1], 2)
        else:
            name = n
        out[name] = (shape, data)
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit('usage: export_recording.py SEED_FOLDER OUT')
    src, dst = sys.argv[1], sys.argv[2]
    tensors = {}
    if src.rstrip('/').endswith('-chained'):
        base = decode_folder(src.rstrip('/')[:-len('-chained')])
        for k in ('h_xty', 'h_db2', 'h_dy', 'h_dxt', 'i_xty', 'i_buf0', 'i_dy', 'i_buf3'):
            tensors[k] = base[k]
    tensors.update(decode_folder(src))
    for sub, table in (('helion', HELION), ('inductor', INDUCTOR)):
        os.makedirs(os.path.join(dst, sub), exist_ok=True)
        for rec, name in table.items():
            if rec in tensors:
                shape, data = tensors[rec]
                write_npy(os.path.join(dst, sub, name + '.npy'), shape, data)
                print('%s/%s.npy <- %s %s' % (sub, name, rec, shape))


if __name__ == '__main__':
    main()
