# SPDX-License-Identifier: MIT
"""Order probes for cuBLAS's FFMA kernels (gemv, gemvx, gemvNSP, gemmSN, sgemm_largek, ...): which sums
a kernel forms, found on the device from designed inputs (the LCA method of FPRev, Xie et al. 2025).

For one output, a dot product over K: the per-output operand holds +BIG at position p, -BIG at q and a
small value U at every position of a set S (zero elsewhere), the shared operand one value SH everywhere.
BIG swallows every partial sum of U's it meets, and +BIG - BIG = 0 exactly; so the output is U times the
number of positions of S outside the subtree of the sum where p and q first meet.  From that count over
many (p, q) the kernel's summation tree follows, or a hypothesis about it is checked.

A case is a recorded call (its op, shape, layout, format); each of its outputs is one probe (p, q, S),
dealt to the outputs of one or more calls in a fixed order (`probes`)."""
import random
from typing import Dict, List, Tuple

# per input format: (shared value, +BIG, U) as Python floats; products SH * BIG and SH * U, and the
# largest count that the output format holds exactly
VALUES = {'bf16': (1.0, 2.0 ** 40, 1.0, 256), 'fp32': (1.0, 2.0 ** 40, 1.0, 1 << 24),
          'tf32': (1.0, 2.0 ** 40, 1.0, 1 << 24), 'fp16': (2.0 ** 10, 2.0 ** 15, 2.0 ** -24, 2048)}
MAX_PAIRS = 12000        # probes per case at most
MAX_CALLS = 48           # calls per case at most


def probe_axis(c: Dict) -> str:
    """'b': the outputs are B's columns (n of them per batch); 'a': A's rows (mv, or n = 1)."""
    return 'a' if c['op'] == 'mv' or c['n'] == 1 else 'b'


def outputs_per_call(c: Dict) -> int:
    if probe_axis(c) == 'a':
        return c['m'] * (c['batch'] if c['op'] in ('bmm', 'baddbmm', 'matmul3d') else 1)
    return c['n'] * (c['batch'] if c['op'] in ('bmm', 'baddbmm') else 1)


def pairs(c: Dict) -> List[Tuple[int, int]]:
    """Every pair p < q when few enough; else (0, q), (p, p + 1), (p, K - 1) and random pairs."""
    K = c['k']
    if K * (K - 1) // 2 <= MAX_PAIRS:
        return [(p, q) for p in range(K) for q in range(p + 1, K)]
    ps = {(0, q) for q in range(1, K)} | {(p, p + 1) for p in range(K - 1)} | {(p, K - 1) for p in range(K - 1)}
    r = random.Random(c['k'] * 7919 + c['n'])
    while len(ps) < MAX_PAIRS:
        p, q = sorted(r.sample(range(K), 2))
        ps.add((p, q))
    return sorted(ps)


def probes(c: Dict) -> List[Tuple[int, int, int, int]]:
    """The probes (p, q, off, step) of a case, in the order they are dealt to outputs: U at the positions
    off, off + step, ... other than p and q (step 1, off 0: every other position).  The step keeps the
    count within what the output format holds exactly."""
    K, cap = c['k'], VALUES[c['fmt']][3]
    pr = pairs(c)
    pr = pr[:min(len(pr), MAX_CALLS * outputs_per_call(c))]
    if K - 2 < cap:
        return [(p, q, 0, 1) for p, q in pr]
    step = -(-K // (cap - 1))
    return [(p, q, (p + q + i) % step, step) for i, (p, q) in enumerate(pr)]


def in_set(probe: Tuple[int, int, int, int], i: int) -> bool:
    """Whether position i holds U in the probe."""
    p, q, off, step = probe
    return i != p and i != q and i % step == off
