# SPDX-License-Identifier: MIT
"""Pure-Python (no numpy, no torch) regeneration of the DCPP inputs and their FNV-1a 64 checksums.

    python3 validation/analysis/dcpp/regen_checksums.py [--batch 2] [--seeds 1 2]

Prints one line per tensor: seed, name, shape, FNV-1a 64.  These must equal the `inputs` checksums that
record.py stored in validation/data/dcpp-h100/seedN/manifest.json (computed there from the numpy generator).
"""
import argparse
import array
import os
import sys

# dcpp_gen.py, the input generator, lives with the recording scripts
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'device', 'dcpp'))
from dcpp_gen import TENSOR_IDS, shapes, gen_bits_py, fnv1a64  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--batch', type=int, default=2)
    ap.add_argument('--seeds', type=int, nargs='+', default=[1, 2])
    a = ap.parse_args()
    for seed in a.seeds:
        for name, shp in shapes(a.batch).items():
            n = 1
            for s in shp:
                n *= s
            tid = TENSOR_IDS[name]
            arr = array.array('H', (gen_bits_py(seed, tid, i) for i in range(n)))
            if sys.byteorder != 'little':
                arr.byteswap()
            print(seed, name, 'x'.join(map(str, shp)), '%016x' % fnv1a64(arr.tobytes()), flush=True)


if __name__ == '__main__':
    main()
