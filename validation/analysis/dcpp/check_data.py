# SPDX-License-Identifier: MIT
"""Check validation/data/dcpp-h100 with the Python standard library alone (no numpy, no torch).

    python3 validation/analysis/dcpp/check_data.py [DATA_DIR] [--inputs]

For every seed folder: decodes each NAME.npy.gz / NAME.xor-BASE.npy.gz (XOR against BASE's decoded bit
patterns), checks shape, dtype and the SHA-256 recorded in manifest.json, and that the number of differing
words matches `elements_differing_from_base`.  With --inputs it also regenerates the inputs (dcpp_gen.py,
pure Python) and checks their FNV-1a 64 against the manifest.
"""
import array
import ast
import gzip
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# dcpp_gen.py, the input generator, lives with the recording scripts
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'device', 'dcpp'))

NPY_TYPES = {'<u2': ('H', 2), '<f4': ('f', 4), '<f8': ('d', 8), '<u4': ('I', 4), '<u8': ('Q', 8), '<i8': ('q', 8)}


def read_npy_gz(path):
    """-> (descr, shape, raw little-endian bytes)."""
    raw = gzip.decompress(open(path, 'rb').read())
    assert raw[:6] == b'\x93NUMPY', path
    major = raw[6]
    if major == 1:
        hlen = raw[8] | (raw[9] << 8)
        off = 10
    else:
        hlen = int.from_bytes(raw[8:12], 'little')
        off = 12
    hdr = ast.literal_eval(raw[off:off + hlen].decode('latin1'))
    assert not hdr['fortran_order'], path
    return hdr['descr'], tuple(hdr['shape']), raw[off + hlen:]


def xor_bytes(a, b, width):
    code = {2: 'H', 4: 'I', 8: 'Q'}[width]
    x = array.array(code, a)
    y = array.array(code, b)
    out = array.array(code, (p ^ q for p, q in zip(x, y)))
    return out.tobytes(), sum(1 for v in x if v)


def check_folder(d):
    man = json.load(open(os.path.join(d, 'manifest.json')))
    decoded = {}
    bad = 0
    # plain files first, then XOR deltas
    order = sorted(man['files'], key=lambda f: ('.xor-' in f, f))
    for fname in order:
        ent = man['files'][fname]
        descr, shape, data = read_npy_gz(os.path.join(d, fname))
        if 'xor_base' in ent:
            base = decoded[ent['xor_base']]
            data, nd = xor_bytes(data, base, NPY_TYPES[descr][1])
            if nd != ent['elements_differing_from_base']:
                print('  MISMATCH differing count', fname, nd, ent['elements_differing_from_base'])
                bad += 1
        decoded[ent['tensor']] = data
        ok = (list(shape) == ent['shape'] and hashlib.sha256(data).hexdigest() == ent['sha256_of_tensor'])
        if not ok:
            print('  BAD', fname, shape, ent['shape'])
            bad += 1
    print('%s: %d files, %s' % (os.path.basename(d), len(order), 'all decode and match' if not bad else '%d bad' % bad))
    return man, bad


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    d = args[0] if args else 'validation/data/dcpp-h100'
    bad = 0
    for sub in sorted(os.listdir(d)):
        p = os.path.join(d, sub)
        if os.path.isfile(os.path.join(p, 'manifest.json')):
            man, b = check_folder(p)
            bad += b
            if '--inputs' in sys.argv and man.get('inputs'):
                import dcpp_gen
                for name, ent in man['inputs'].items():
                    n = 1
                    for s in ent['shape']:
                        n *= s
                    arr = array.array('H', (dcpp_gen.gen_bits_py(man['seed'], ent['tensor_id'], i) for i in range(n)))
                    if sys.byteorder != 'little':
                        arr.byteswap()
                    h = '%016x' % dcpp_gen.fnv1a64(arr.tobytes())
                    print('  input %-4s fnv1a64 %s %s' % (name, h, 'ok' if h == ent['fnv1a64'] else 'MISMATCH'))
                    bad += h != ent['fnv1a64']
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
