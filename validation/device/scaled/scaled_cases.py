# SPDX-License-Identifier: MIT
"""The block-scaled and fp8-scaled products recorded by record_scaled.py (validation/data/scaled-h200).

Two kinds of case:

  dot_scaled   one Triton 3.6 kernel (scaled_kernel.py): C = sum over K blocks of
               tl.dot_scaled(a, sa, AFMT, b, sb, BFMT, acc, fast_math=FM), fp32 accumulator stored as it is.
               A (M, K) and B (K, N) in AFMT / BFMT (e2m1 packed two to a byte along K, low nibble first),
               scales ue8m0 bytes, sa (M, K/32), sb (N, K/32) (None for bf16 operands or when `scales` is
               'none').
  scaled_mm    torch._scaled_mm(a, b, scale_a, scale_b, bias, out_dtype, use_fast_accum): a (M, K)
               row-major, b (K, N) column-major (b = bt.t()), scales per tensor (fp32 scalars) or per row /
               column ('row': scale_a (M, 1), scale_b (1, N)).

Inputs come from their seed (validation/device/gemm/gemm_gen.py for fp8 values |v| < 4, `raw_bytes` below
for e2m1 nibbles and ue8m0 scale bytes), so a CPU regenerates them."""
from typing import Dict, List

import numpy as np

MASK = (1 << 64) - 1


def _mix64(z: np.ndarray) -> np.ndarray:
    z = z.astype(np.uint64)
    z ^= z >> np.uint64(30)
    z *= np.uint64(0xBF58476D1CE4E5B9)
    z ^= z >> np.uint64(27)
    z *= np.uint64(0x94D049BB133111EB)
    z ^= z >> np.uint64(31)
    return z


def raw_bytes(seed: int, tid: int, count: int) -> np.ndarray:
    """count uniform bytes: byte i = the low 8 bits of splitmix64's first output from
    (seed << 48) + (tid << 40) + i (gemm_gen's state, another tensor id)."""
    i = np.arange(count, dtype=np.uint64)
    state = np.uint64((seed << 48) + (tid << 40)) + i
    with np.errstate(over='ignore'):
        r = _mix64(state + np.uint64(0x9E3779B97F4A7C15))
    return (r & np.uint64(0xFF)).astype(np.uint8)


def scale_bytes(seed: int, tid: int, shape, kind: str) -> np.ndarray:
    """ue8m0 scales: 'rand' 2^-7 .. 2^7 (bytes 120..134); 'special' the same with every 7th byte one of
    0 (2^-127), 255 (NaN), 254 (2^127), 1, 127 in turn."""
    n = int(np.prod(shape))
    r = raw_bytes(seed, tid, n)
    s = (120 + r % 15).astype(np.uint8)
    if kind == 'special':
        sp = np.array([0, 255, 254, 1, 127], dtype=np.uint8)
        idx = np.arange(0, n, 7)
        s[idx] = sp[np.arange(len(idx)) % len(sp)]
    return s.reshape(shape)


def _ds(name, af, bf, scales='rand', fm=False, mnk=(128, 128, 256), tile=(64, 64, 128), seed=0,
        values='gen') -> Dict:
    return dict(kind='dot_scaled', name=name, afmt=af, bfmt=bf, scales=scales, fast_math=fm, M=mnk[0],
                N=mnk[1], K=mnk[2], BM=tile[0], BN=tile[1], BK=tile[2], values=values, seed=seed)


def _mm(name, af, bf, out, fast, scale='tensor', bias=False, mnk=(128, 128, 256), seed=0) -> Dict:
    return dict(kind='scaled_mm', name=name, afmt=af, bfmt=bf, out=out, fast_accum=fast, scale=scale,
                bias=bias, M=mnk[0], N=mnk[1], K=mnk[2], seed=seed)


def _cases() -> List[Dict]:
    c: List[Dict] = []
    for af, bf in (('e2m1', 'e2m1'), ('e4m3', 'e4m3'), ('e5m2', 'e5m2'), ('e4m3', 'e5m2'),
                   ('e2m1', 'e4m3'), ('e5m2', 'e2m1')):
        c.append(_ds('ds_%s_%s' % (af, bf), af, bf))
        c.append(_ds('ds_%s_%s_special' % (af, bf), af, bf, scales='special'))
    for af, bf in (('e2m1', 'e2m1'), ('e4m3', 'e4m3')):
        c.append(_ds('ds_%s_%s_fast' % (af, bf), af, bf, scales='special', fm=True))
    c.append(_ds('ds_bf16_e2m1', 'bf16', 'e2m1'))
    c.append(_ds('ds_e4m3_bf16', 'e4m3', 'bf16'))
    c.append(_ds('ds_e4m3_e4m3_noscale', 'e4m3', 'e4m3', scales='none'))
    c.append(_ds('ds_e4m3_e4m3_rawbytes', 'e4m3', 'e4m3', scales='special', values='raw'))
    c.append(_ds('ds_e2m1_e2m1_K1024_bk64', 'e2m1', 'e2m1', mnk=(64, 128, 1024), tile=(64, 64, 64)))
    c.append(_ds('ds_e4m3_e4m3_K2048', 'e4m3', 'e4m3', mnk=(128, 64, 2048), tile=(128, 64, 128)))
    for af, bf in (('e4m3', 'e4m3'), ('e4m3', 'e5m2'), ('e5m2', 'e4m3')):
        for out in ('bf16', 'fp16', 'fp32'):
            for fast in (False, True):
                c.append(_mm('mm_%s_%s_%s_%s' % (af, bf, out, 'fast' if fast else 'slow'), af, bf, out,
                             fast, mnk=(256, 256, 1024)))
    for fast in (False, True):
        tag = 'fast' if fast else 'slow'
        c.append(_mm('mm_row_bf16_%s' % tag, 'e4m3', 'e4m3', 'bf16', fast, scale='row', mnk=(256, 256, 1024)))
        c.append(_mm('mm_bias_bf16_%s' % tag, 'e4m3', 'e4m3', 'bf16', fast, bias=True, mnk=(256, 256, 1024)))
        c.append(_mm('mm_row_bias_bf16_%s' % tag, 'e4m3', 'e4m3', 'bf16', fast, scale='row', bias=True,
                     mnk=(256, 256, 1024)))
        for mnk in ((16, 4096, 4096), (64, 1024, 8192), (1024, 1024, 1024), (2048, 512, 4096),
                    (128, 128, 256), (48, 96, 160)):
            c.append(_mm('mm_%dx%dx%d_bf16_%s' % (mnk + (tag,)), 'e4m3', 'e4m3', 'bf16', fast, mnk=mnk))
        c.append(_mm('mm_row_4096x4096x1024_%s' % tag, 'e4m3', 'e4m3', 'bf16', fast, scale='row',
                     mnk=(4096, 4096, 1024)))
    for i, x in enumerate(c):
        x['seed'] = x['seed'] or 900 + i
    return c


CASES: List[Dict] = _cases()
