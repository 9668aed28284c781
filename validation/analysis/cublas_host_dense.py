# SPDX-License-Identifier: MIT
"""The host driver's choices against the dense choice-only recordings.

    python3 validation/analysis/cublas_host_dense.py [--every N] [--device h100|h200] [FILE.jsonl.gz ...]

Every N-th call (default 200) of each dense recording (validation/data/cublas-choice-h100/
dense*.jsonl.gz and cublas-choice-h200-as-h100/dense*.jsonl.gz unless files are named): its
cuBLASLt algorithm (algo=[...] of each Matmul trace line, choice_dense.algo_text) as recorded on
the device, against the one cuBLAS 13.1 chooses for the same call on the host driver
(mmaemu._cublas_host, through cublas_choice.host_program), the driver answering as --device (h100;
h200 for validation/data/cublas-choice-h200/dense.jsonl.gz, recorded on an H200 as it is).  Prints per file the calls compared
and those that agree, and up to 3 that do not; writes nothing.
"""
import argparse
import glob
import os
import re
import sys
from typing import Dict, List

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.append(os.path.join(ROOT, 'validation', 'device', 'cublas_choice'))
sys.path.append(os.path.join(ROOT, 'validation', 'analysis'))
import choice_dense as DENSE  # noqa: E402
import cublas_choice as C  # noqa: E402


def check(path: str, every: int, device: str) -> List[int]:
    kinds, algos, _, calls = DENSE.read(path)
    seen = agree = 0
    shown = 0
    for row in calls[::every]:
        kind, m, n, k, batch, algo = row[:6]
        rec: Dict = dict(kinds[kind], m=m, n=n, k=k, batch=batch)
        try:
            _, line = C.host_program(rec, device=device)
            got = DENSE.algo_text([line] if line else [])
        except RuntimeError as ex:
            got = 'error: %s' % ex
        seen += 1
        # the first dense recordings' texts also carried the workspace size: left out
        want = re.sub(r' workSpaceSizeInBytes=\d+', '', algos[algo])
        agree += got == want
        if got != want and shown < 3:
            shown += 1
            print('  DIFF %s m=%d n=%d k=%d b=%d: recorded %s, host %s'
                  % ({x: rec[x] for x in ('op', 'fmt', 'out', 'a_km', 'b_nk', 'pad_a', 'pad_b')},
                     m, n, k, batch, want, got))
    return [seen, agree]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--every', type=int, default=200)
    ap.add_argument('--device', default='h100', choices=('h100', 'h200'))
    ap.add_argument('files', nargs='*')
    args = ap.parse_args()
    files = args.files or sorted(
        glob.glob(os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h100', 'dense*.jsonl.gz'))
        + glob.glob(os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h200-as-h100',
                                 'dense*.jsonl.gz')))
    total = [0, 0]
    for f in files:
        seen, agree = check(f, args.every, args.device)
        total[0] += seen
        total[1] += agree
        print('%-40s %7d calls %7d agree' % (os.path.relpath(f, ROOT), seen, agree), flush=True)
    print('TOTAL %d calls, %d agree (%.3f %%)' % (total[0], total[1], 100.0 * total[1] / max(total[0], 1)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
