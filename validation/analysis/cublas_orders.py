# SPDX-License-Identifier: MIT
"""Replay the order probes of cuBLAS's FFMA kernels through the decoder.

    python3 validation/analysis/cublas_orders.py [--every N] [--max-k K] [--probes P (0: all)]

For each case of validation/data/cublas-order-h200-as-h100 (a recorded gemv / gemmSN / dot call whose
outputs each held one probe, validation/device/cublas_order/order_cases.py): the schedule that
``mmaemu.plan`` decodes from the kernel names and the cuBLASLt line the device logged, run by
``mmaemu.matmul`` on the same probe inputs, against the device's output words.  Prints per kernel family
the cases whose probes all agree, and the families that do not."""
import argparse
import gzip
import json
import os
import re
import sys
from typing import Dict, List, Tuple

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
DATA = os.path.join(ROOT, 'validation', 'data', 'cublas-order-h200-as-h100')
sys.path.insert(0, os.path.join(ROOT, 'validation', 'device', 'cublas_order'))
import order_cases as OC  # noqa: E402


def load() -> Tuple[List[Dict], Dict[str, np.ndarray]]:
    """The recorded cases (orders.jsonl.gz) and their output words (orders.npz)."""
    with gzip.open(os.path.join(DATA, 'orders.jsonl.gz'), 'rt') as f:
        cases = [json.loads(ln) for ln in f if ln.strip()]
    z = np.load(os.path.join(DATA, 'orders.npz'))
    return cases, {k: z[k] for k in z.files}


def counts(case: Dict, words: np.ndarray) -> np.ndarray:
    """The device's outputs as counts of the small value U (exact integers)."""
    import ml_dtypes
    sh, _, u, _ = OC.VALUES[case['fmt']]
    if words.dtype == np.uint16:
        v = words.view(ml_dtypes.bfloat16 if case['fmt'] == 'bf16' else np.float16)
    else:
        v = words.view(np.float32)
    return v.astype(np.float64) / (sh * u)


def probe_inputs(case: Dict, probes: List[Tuple[int, int, int, int]]) -> Tuple[np.ndarray, np.ndarray]:
    """A (1, K) of the shared value and B (K, n) with one probe per column, as fp32 (every value is
    exact in the recorded format too)."""
    sh, big, u, _ = OC.VALUES[case['fmt']]
    k = case['k']
    pr = np.array(probes, dtype=np.int64).reshape(-1, 4)
    pos = np.arange(k)[None, :]
    x = np.where(pos % pr[:, 3:4] == pr[:, 2:3], u, 0.0)
    rows = np.arange(len(pr))
    x[rows, pr[:, 0]], x[rows, pr[:, 1]] = big, -big
    return np.full((1, k), sh, np.float32), np.ascontiguousarray(x.T.astype(np.float32))


def family(case: Dict) -> str:
    names = [k['name'] for k in case.get('kernels', [])]
    main = [n for n in names if not re.search(r'splitKreduce|scal_kernel|scal_64addr|reduce_1Block', n)]
    m = re.search(r'(gemvx::kernel|gemvNSP_kernel|gemv2T_kernel_val|gemv2N_kernel|gemmSN_TN_kernel|'
                  r'gemmSN_NN_kernel|dot_kernel|magma_sgemmEx_kernel|sgemm_largek\w*|sm80_xmma_gemm\w*ffma|'
                  r'cutlass\w*)', main[0] if main else '')
    return m.group(1) if m else (main[0][:40] if main else '?')


def as_format(x: np.ndarray, fmt: str) -> np.ndarray:
    """x (fp32, every value exact in fmt) as the array type that carries fmt."""
    import ml_dtypes
    return x.astype({'bf16': ml_dtypes.bfloat16, 'fp16': np.float16}.get(fmt, np.float32))


def replay(case: Dict, words: np.ndarray, limit: int) -> Tuple[bool, str]:
    """(every probe's output equal, the schedule or the error); limit 0: every probe.  An FFMA
    kernel's operands go in as fp32 (its FMAs take the converted values); a tensor-core kernel's
    (a CUTLASS wmma among the recorded calls) in the call's format.  The probes run in batches of
    about 2^24 input elements."""
    import mmaemu
    want = counts(case, words)
    probes = OC.probes(case)[:min(limit or len(want), len(want))]
    names = ';'.join(k['name'] for k in case.get('kernels', []))
    lt = case['lt'][0] if case.get('lt') else None
    sh, _, u, _ = OC.VALUES[case['fmt']]
    step = max(1, (1 << 24) // case['k'])
    sched, fmt = None, 'fp32'
    for i in range(0, len(probes), step):
        a, b = probe_inputs(case, probes[i:i + step])
        try:
            if sched is None:
                sched = mmaemu.plan(as_format(a, case['fmt']), as_format(b, case['fmt']), arch='sm90',
                                    in_format=case['fmt'], out_dtype='fp32', lib_kernel=names,
                                    lib_log=lt).schedule
                fmt = 'fp32' if sched.startswith('instr=fma') else case['fmt']
            d = mmaemu.matmul(as_format(a, fmt), as_format(b, fmt), arch='sm90', schedule=sched,
                              in_format=fmt, out_dtype='fp32')
        except Exception as ex:  # noqa: BLE001  (a name the decoder refuses is a miss)
            return False, 'error: %s' % ex
        got = np.asarray(d, dtype=np.float64).reshape(-1)
        if not np.array_equal(got / (sh * u), want[i:i + len(got)]):
            return False, sched
    return True, sched


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--every', type=int, default=1)
    ap.add_argument('--max-k', type=int, default=8192)
    ap.add_argument('--probes', type=int, default=300, help='probes per case (0: all)')
    args = ap.parse_args()
    cases, words = load()
    fams: Dict[str, List[int]] = {}
    for c in cases[::args.every]:
        if 'error' in c or not c.get('kernels') or c['k'] > args.max_k:
            continue
        ok, _ = replay(c, words[str(c['id'])], args.probes)
        f = fams.setdefault(family(c), [0, 0])
        f[0] += ok
        f[1] += 1
    total = [sum(v[0] for v in fams.values()), sum(v[1] for v in fams.values())]
    for f, (ok, n) in sorted(fams.items(), key=lambda x: -x[1][1]):
        print('%-40s %4d / %4d' % (f, ok, n))
    print('%-40s %4d / %4d cases, every probe equal' % ('all', total[0], total[1]))
    return 0


if __name__ == '__main__':
    sys.exit(main())
