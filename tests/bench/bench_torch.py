# SPDX-License-Identifier: MIT
"""The torch mode's cost (make bench; docs/performance-log.md, "The torch mode").

A GPT-style transformer block forward (T tokens, hidden H, H / 64 heads, MLP 4 H, bf16, causal
attention written out as a user writes it) run natively by CPU PyTorch and inside
``mmaemu.torch.emulate(MODEL)`` for each model, best of REPS runs each, in one process and one
run, so the ratios compare like with like; native PyTorch is timed before the first model and after
each model's certified runs, and every ratio takes its fastest run (its time moves by 2x within
minutes on a shared machine).  The emulated block runs twice more, certified and
with MMAEMU_EXACT=1: the two outputs must have the same bits (else MISMATCH, exit 1), and every
product must have gone through the model (none unmodelled).  A benchmark, not a test: nothing
about the times is asserted.

    python3 tests/bench/bench_torch.py [--tokens T] [--hidden H] [--reps N] [--threads N]
        [--models sm90,gfx942,gfx950]
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Callable, Dict, Tuple

import torch
import torch.nn.functional as F

import mmaemu.torch as mt

Params = Dict[str, torch.Tensor]


def make_block(tokens: int, hidden: int, seed: int = 1) -> Tuple[Callable[[], torch.Tensor], Params]:
    """The block's forward as a closure over seeded bf16 weights and input."""
    g = torch.Generator().manual_seed(seed)
    shapes = dict(wqkv=(3 * hidden, hidden), bqkv=(3 * hidden,), wo=(hidden, hidden),
                  bo=(hidden,), w1=(4 * hidden, hidden), b1=(4 * hidden,),
                  w2=(hidden, 4 * hidden), b2=(hidden,), x=(1, tokens, hidden))
    p = {n: (torch.randn(*s, generator=g) * (1.0 if n == 'x' else 0.02)).to(torch.bfloat16)
         for n, s in shapes.items()}
    heads, width = hidden // 64, 64
    causal = torch.ones(tokens, tokens, dtype=torch.bool).triu(1)

    def split(t: torch.Tensor) -> torch.Tensor:
        return t.view(1, tokens, heads, width).transpose(1, 2)

    def block() -> torch.Tensor:
        x = p['x']
        h = F.layer_norm(x, (hidden,))
        q, k, v = F.linear(h, p['wqkv'], p['bqkv']).split(hidden, dim=-1)
        q, k, v = split(q), split(k), split(v)
        att = (q @ k.transpose(-1, -2)) / width ** 0.5
        att = att.masked_fill(causal, float('-inf')).softmax(-1)
        y = (att @ v).transpose(1, 2).reshape(1, tokens, hidden)
        x = x + F.linear(y, p['wo'], p['bo'])
        h = F.layer_norm(x, (hidden,))
        return x + F.linear(F.gelu(F.linear(h, p['w1'], p['b1'])), p['w2'], p['b2'])

    return block, p


def best_time(run: Callable[[], torch.Tensor], reps: int) -> Tuple[float, torch.Tensor]:
    """The fastest of reps runs after one warm-up, and the last output."""
    out = run()
    best = float('inf')
    for _ in range(reps):
        t = time.perf_counter()
        out = run()
        best = min(best, time.perf_counter() - t)
    return best, out


def emulated(model: str, block: Callable[[], torch.Tensor], reps: int,
             exact: bool) -> Tuple[float, torch.Tensor, int, int]:
    """Time of the block inside the model's torch mode; exact turns the certified path off."""
    old = os.environ.get('MMAEMU_EXACT')
    os.environ['MMAEMU_EXACT'] = '1' if exact else '0'
    try:
        with mt.emulate(model) as mode:
            t, out = best_time(block, reps)
        return t, out, mode.calls, sum(mode.unmodelled.values())
    finally:
        if old is None:
            del os.environ['MMAEMU_EXACT']
        else:
            os.environ['MMAEMU_EXACT'] = old


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--tokens', type=int, default=512)
    ap.add_argument('--hidden', type=int, default=768)
    ap.add_argument('--reps', type=int, default=3)
    ap.add_argument('--threads', type=int, default=2)
    ap.add_argument('--models', default='sm90,gfx942,gfx950')
    args = ap.parse_args()
    if args.hidden % 64 or min(args.tokens, args.hidden, args.reps, args.threads) < 1:
        print('bench_torch.py: --hidden must be a multiple of 64, the others positive',
              file=sys.stderr)
        return 2
    torch.set_num_threads(args.threads)
    block, _ = make_block(args.tokens, args.hidden)
    models = args.models.split(',')
    with torch.no_grad():
        # Native PyTorch's time moves by 2x within minutes on a shared machine: it is
        # timed again beside every model's certified runs, and each ratio takes the
        # fastest native run of the whole benchmark, so that a slow spell of native
        # PyTorch does not flatter the emulated block.
        natives = [best_time(block, args.reps)[0]]
        rows = []
        for model in models:
            tc, oc, calls, unmod = emulated(model, block, args.reps, exact=False)
            natives.append(best_time(block, args.reps)[0])
            tx, ox, _, _ = emulated(model, block, 1, exact=True)
            rows.append((model, tc, oc, calls, unmod, tx, ox))
        native = min(natives)
        print('torch mode: GPT-style block forward, T = %d, H = %d, %d heads, MLP 4H, bf16, '
              '%d threads, best of %d; native PyTorch timed %d times between the models '
              '(%.4f-%.4f s), the fastest taken' % (args.tokens, args.hidden, args.hidden // 64,
                                                   args.threads, args.reps, len(natives),
                                                   min(natives), max(natives)))
        print('%-10s %10s %10s %8s %10s %8s  %s' % ('model', 'native s', 'certified', 'ratio',
                                                   'exact', 'ratio', 'bits'))
        bad = 0
        for model, tc, oc, calls, unmod, tx, ox in rows:
            same = torch.equal(oc.view(torch.int16), ox.view(torch.int16)) and unmod == 0
            bad += not same
            print('%-10s %10.4f %10.4f %7.2fx %10.4f %7.2fx  %s (%d products, %d unmodelled)'
                  % (model, native, tc, tc / native, tx, tx / native,
                     'same' if same else 'MISMATCH', calls // (args.reps + 1), unmod))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
