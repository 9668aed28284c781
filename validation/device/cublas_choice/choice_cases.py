# SPDX-License-Identifier: MIT
"""The calls of the cuBLAS kernel-choice recording: a deterministic list (no randomness outside
``random.Random(SEED)``), each call one torch product on the GPU.

A call is a dict:
    id        index in the list
    family    'llm' (transformer linear layers, forward and backward), 'attn' (attention bmm /
              baddbmm), 'sweep' (random shapes, alignments, layouts, ops)
    op        mm | bmm | addmm_bias | addmm_c | baddbmm | linear | linear_bias | matmul3d | mv
    fmt       bf16 | fp16 | fp32 (allow_tf32 off) | tf32 (fp32 tensors, allow_tf32 on)
    out       'same', or 'fp32' for bf16 / fp16 operands (torch's out_dtype)
    batch, m, n, k
    a_km      A is stored K-major: a view .t() of a (k, lda) buffer (lda >= m)
    b_nk      B is stored N-major: a view .t() of an (n, ldb) buffer (ldb >= k), as a weight
    pad_a, pad_b  extra elements per stored row (leading dimension = row length + pad)
    alpha, beta   addmm_c / baddbmm only
    seed      the inputs' seed (choice_gen.py)
    held_out  1 when the shape (m, n, k) is held back from building the rules (a hash of it)
"""
import random
import zlib
from typing import Dict, List

SEED = 20261128
HIDDEN = [768, 1024, 1536, 2048, 2560, 3072, 4096, 5120, 8192]
VOCAB = [32000, 32001, 50257, 50304, 128256, 151936]
TOKENS = [1, 2, 3, 4, 5, 6, 8, 12, 16, 17, 24, 32, 64, 77, 100, 128, 197, 256, 384, 511, 512, 1000,
          1024, 2048, 4096, 8192, 16384]
CAP_ELEMS = 1 << 27        # each operand and the output
CAP_FLOP = 1 << 41         # 2 m n k batch


def held_out(m: int, n: int, k: int) -> int:
    """A quarter of the distinct shapes, by a hash of (m, n, k)."""
    return int(zlib.crc32(('%d,%d,%d' % (m, n, k)).encode()) % 4 == 0)


def fits(c: Dict) -> bool:
    b, m, n, k = c['batch'], c['m'], c['n'], c['k']
    lda = (m if c['a_km'] else k) + c['pad_a']
    ldb = (k if c['b_nk'] else n) + c['pad_b']
    rows_a = k if c['a_km'] else m
    rows_b = n if c['b_nk'] else k
    return (b * rows_a * lda <= CAP_ELEMS and b * rows_b * ldb <= CAP_ELEMS and b * m * n <= CAP_ELEMS
            and 2 * b * m * n * k <= CAP_FLOP)


def call(op, fmt, m, n, k, batch=1, a_km=0, b_nk=0, pad_a=0, pad_b=0, out='same', alpha=1.0,
         beta=1.0, family='sweep') -> Dict:
    return dict(family=family, op=op, fmt=fmt, out=out, batch=batch, m=m, n=n, k=k, a_km=a_km,
                b_nk=b_nk, pad_a=pad_a, pad_b=pad_b, alpha=alpha, beta=beta)


def llm_calls(r: random.Random) -> List[Dict]:
    """Linear layers: forward F.linear (weight (n, k), B N-major), dX = dY @ W, dW = dY^T @ X."""
    out = []
    for _ in range(1400):
        h = r.choice(HIDDEN)
        kind = r.choice(['qkv', 'o', 'up', 'down', 'kv', 'vocab', 'gate_up'])
        ffn = r.choice([4 * h, (8 * h // 3 + 255) // 256 * 256, 11008, 13824, 14336, 3 * h])
        n, k = {'qkv': (3 * h, h), 'o': (h, h), 'up': (ffn, h), 'down': (h, ffn),
                'kv': (h // r.choice([4, 8]), h), 'vocab': (r.choice(VOCAB), h),
                'gate_up': (2 * ffn, h)}[kind]
        t = r.choice(TOKENS)
        fmt = r.choice(['bf16'] * 5 + ['fp16'] * 2 + ['tf32', 'fp32'])
        which = r.choice(['fwd'] * 3 + ['fwd_bias'] * 2 + ['dx', 'dw', 'fwd3d'])
        if which == 'fwd':
            c = call('linear', fmt, t, n, k, b_nk=1, family='llm')
        elif which == 'fwd_bias':
            c = call('linear_bias', fmt, t, n, k, b_nk=1, family='llm')
        elif which == 'fwd3d':
            b = r.choice([2, 4, 8])
            c = call('matmul3d', fmt, max(1, t // b), n, k, batch=b, b_nk=1, family='llm')
        elif which == 'dx':    # dY (t, n) @ W (n, k)
            c = call('mm', fmt, t, k, n, family='llm')
        else:                  # dY^T (n, t) @ X (t, k): A K-major
            c = call('mm', fmt, n, k, t, a_km=1, family='llm')
        out.append(c)
    return out


def attn_calls(r: random.Random) -> List[Dict]:
    """QK^T = bmm(q, k^T) (B N-major), PV = bmm(p, v), their backward, baddbmm with a mask."""
    out = []
    for _ in range(500):
        heads = r.choice([1, 2, 4, 8, 12, 16, 32, 48, 96])
        t = r.choice([1, 7, 16, 64, 77, 128, 197, 256, 384, 512, 577, 1000, 1024, 2048, 4096])
        s = t if r.random() < 0.7 else r.choice([1, 2, 5, 17, 128, 1024, 2049])   # decode / cache
        d = r.choice([32, 64, 80, 96, 128, 256])
        fmt = r.choice(['bf16'] * 4 + ['fp16'] * 2 + ['tf32'])
        kind = r.choice(['qk', 'qk', 'pv', 'pv', 'dq', 'dv', 'badd'])
        if kind == 'qk':
            c = call('bmm', fmt, t, s, d, batch=heads, b_nk=1, family='attn')
        elif kind == 'pv':
            c = call('bmm', fmt, t, d, s, batch=heads, family='attn')
        elif kind == 'dq':     # dS (t, s) @ K (s, d)
            c = call('bmm', fmt, t, d, s, batch=heads, family='attn')
        elif kind == 'dv':     # P^T (s, t) @ dO (t, d): A K-major
            c = call('bmm', fmt, s, d, t, batch=heads, a_km=1, family='attn')
        else:
            c = call('baddbmm', fmt, t, s, d, batch=heads, b_nk=1, alpha=r.choice([1.0, 0.125]),
                     beta=1.0, family='attn')
        out.append(c)
    return out


def _dim(r: random.Random, lo: int, hi: int, align: str) -> int:
    x = int(round(2 ** r.uniform(lo, hi)))
    if align == '8':
        x = max(8, (x + 7) // 8 * 8)
    elif align == 'even':
        x = max(2, x // 2 * 2)
        if x % 8 == 0:
            x += 2
    else:
        x = x | 1
    return x


def sweep_calls(r: random.Random) -> List[Dict]:
    out = []
    ops = ['mm'] * 4 + ['bmm'] * 2 + ['addmm_bias', 'addmm_c', 'baddbmm', 'linear', 'linear_bias',
                                       'matmul3d', 'mv']
    for _ in range(1800):
        op = r.choice(ops)
        fmt = r.choice(['bf16'] * 4 + ['fp16'] * 2 + ['tf32', 'fp32'])
        al = lambda: r.choice(['8', '8', 'even', 'odd'])   # noqa: E731
        m = 1 if op == 'mv' else _dim(r, 0, 14, al())
        n = 1 if op == 'mv' else _dim(r, 3, 16, al())
        k = _dim(r, 3, 16, al())
        batch = r.choice([1, 2, 3, 8, 16, 64]) if op in ('bmm', 'baddbmm', 'matmul3d') else 1
        if op == 'mv':         # torch.mv(A (m', k), x): a gemv; stored as m = rows of A
            m, n = _dim(r, 3, 15, al()), 1
        c = call(op, fmt, m, n, k, batch=batch,
                 a_km=0 if op in ('mv', 'linear', 'linear_bias', 'matmul3d') else int(r.random() < 0.3),
                 b_nk=1 if op in ('linear', 'linear_bias') else (0 if op == 'mv' else int(r.random() < 0.4)),
                 pad_a=r.choice([0] * 6 + [1, 2, 8, 3]) if op != 'matmul3d' else 0,
                 pad_b=r.choice([0] * 6 + [1, 2, 8, 3]) if op not in ('mv',) else 0,
                 out='fp32' if fmt in ('bf16', 'fp16') and op in ('mm', 'bmm', 'addmm_c', 'baddbmm')
                 and r.random() < 0.2 else 'same')
        if op in ('addmm_c', 'baddbmm'):
            c['alpha'], c['beta'] = r.choice([(1.0, 1.0)] * 3 + [(0.5, 1.0), (1.0, 0.5), (2.0, 0.0)])
        out.append(c)
    return out


def all_calls() -> List[Dict]:
    r = random.Random(SEED)
    calls = [c for c in llm_calls(r) + attn_calls(r) + sweep_calls(r) if fits(c)]
    for i, c in enumerate(calls):
        c['id'] = i
        c['seed'] = 1000 + i
        c['held_out'] = held_out(c['m'], c['n'], c['k'])
    return calls


if __name__ == '__main__':
    cs = all_calls()
    print(len(cs), 'calls;', sum(c['held_out'] for c in cs), 'held out')
