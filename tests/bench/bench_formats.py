# SPDX-License-Identifier: MIT
"""The operand formats' cost (make bench; docs/performance-log.md, "Formats beyond bf16").

GEMMs through the library's entry point (``mmaemu._core.matmul``) with bf16, fp16, tf32 and fp8
operands (tf32: float32 containers, as PyTorch's and Triton's fp32 matmuls on tensor cores; fp8:
e4m3 bytes: OCP's on NVIDIA models and gfx950, whose schedule names mfma.32x32x16 since it has
no Triton-default fp8 row; FNUZ's on gfx942), each with its
natural output (bf16 -> bf16, fp16 -> fp16, tf32 and fp8 -> fp32), best of REPS, once with the
certified path allowed and once with MMAEMU_EXACT=1: the two outputs must have the same bits (else
MISMATCH, exit 1).  mx: e4m3 with ue8m0 scales per 32 values of K, quantised as OCP's MX recipe
does, on the models with a block-scaled row (sm100 kind::mxf8f6f4, gfx950's scaled MFMA);
fp16acc: fp16 operands into an fp16 accumulator (acc='fp16', NVIDIA's RNE16 rows); nvfp4 and
mxfp4: e2m1 operands with ue4m3 scales per 16 (NVFP4's recipe, without its global scale) or ue8m0
per 32 (OCP MXFP4's) on sm100 (tcgen05 kind::mxf4nvf4 / mxf4, sf-tensor's BSW window); the second
time of these four is the per-element definition (MMAEMU_SIMD=ref), one run.  G MAC/s, and each format's time over bf16's of the same shape, in one run.  A
benchmark, not a test: nothing about the times is asserted.

    python3 tests/bench/bench_formats.py [--reps N] [--models sm90,sm100,gfx942,gfx950] [--shapes MxNxK,...]
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Dict, List, Tuple

import ml_dtypes
import numpy as np

from mmaemu import _core

FORMATS = ('bf16', 'fp16', 'tf32', 'fp8', 'mx', 'fp16acc', 'nvfp4', 'mxfp4')
MX_MODELS = ('sm100', 'gfx950')
FP4 = {'nvfp4': ('ue4m3', 16, 'mxf4nvf4'), 'mxfp4': ('ue8m0', 32, 'mxf4')}   # scales, block, kind
REF_FORMATS = ('mx', 'fp16acc') + tuple(FP4)   # second time: the per-element definition
E2M1 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6])
FP8 = {'e4m3': ml_dtypes.float8_e4m3fn, 'e4m3fnuz': ml_dtypes.float8_e4m3fnuz}


def fp8_of(model: str) -> Tuple[str, str]:
    """The fp8 format of a model's matrix unit, and the schedule text that names its row
    where the model has no Triton-default one (gfx950)."""
    if model.startswith('gfx942'):
        return 'e4m3fnuz', ''
    return 'e4m3', 'instr=mfma.32x32x16' if model.startswith('gfx950') else ''


def operands(fmt: str, m: int, n: int, k: int, seed: int = 1) -> Tuple[np.ndarray, np.ndarray, object]:
    """Seeded operands of one format (activations ~N(0,1), weights ~N(0, 0.02^2)) and the output dtype."""
    rng = np.random.default_rng(seed)
    a, b = rng.standard_normal((m, k)), rng.standard_normal((k, n)) * 0.02
    if fmt == 'bf16':
        return a.astype(ml_dtypes.bfloat16), b.astype(ml_dtypes.bfloat16), ml_dtypes.bfloat16
    if fmt == 'fp16':
        return a.astype(np.float16), b.astype(np.float16), np.float16
    if fmt in FP8:   # the weights scaled up as fp8 recipes do
        return (a.astype(FP8[fmt]).view(np.uint8), (b * 50).astype(FP8[fmt]).view(np.uint8),
                np.float32)
    return a.astype(np.float32), b.astype(np.float32), np.float32


def mx_operands(m: int, n: int, k: int, seed: int = 1) -> Dict[str, np.ndarray]:
    """Seeded e4m3 operands with ue8m0 scales per 32 values of K (OCP MX: the block's scale is
    2^(floor(log2 amax) - 8), e4m3's largest exponent 8, values past 448 clamped), as keyword
    arguments of matmul."""
    rng = np.random.default_rng(seed)

    def quantise(x: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:   # blocks along the last axis
        blocks = x.reshape(x.shape[0], -1, 32)
        e = np.floor(np.log2(np.abs(blocks).max(axis=2))).astype(np.int64) - 8
        q = np.clip(blocks / np.exp2(e)[:, :, None], -448, 448).astype(FP8['e4m3']).view(np.uint8)
        return q.reshape(x.shape), (e + 127).astype(np.uint8)

    a, sa = quantise(rng.standard_normal((m, k)))
    bt, sbt = quantise(rng.standard_normal((n, k)) * 0.02)
    return {'a': a, 'b': bt.T, 'scale_a': sa, 'scale_b': sbt.T}


def fp4_operands(fmt: str, m: int, n: int, k: int, seed: int = 1) -> Dict[str, np.ndarray]:
    """Seeded e2m1 operands (codes, one a byte) with block scales: nvfp4's ue4m3 scale is the
    block's amax / 6 rounded to e4m3, mxfp4's ue8m0 one 2^(floor(log2 amax) - 2); each value
    is rounded to the nearest e2m1 magnitude, as keyword arguments of matmul."""
    sfmt, block, _ = FP4[fmt]
    rng = np.random.default_rng(seed)

    def quantise(x: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:   # blocks along the last axis
        blocks = x.reshape(x.shape[0], -1, block)
        amax = np.abs(blocks).max(axis=2)
        if sfmt == 'ue4m3':
            code = (amax / 6).astype(FP8['e4m3']).view(np.uint8)
            scale = code.view(FP8['e4m3']).astype(np.float64)
        else:
            e = np.floor(np.log2(amax)).astype(np.int64) - 2
            code, scale = (e + 127).astype(np.uint8), np.exp2(e)
        y = blocks / np.where(scale > 0, scale, 1)[:, :, None]
        mag = np.abs(np.clip(y, -6, 6))[..., None]
        q = np.argmin(np.abs(mag - E2M1), axis=-1).astype(np.uint8) | ((y < 0) << 3).astype(np.uint8)
        return q.reshape(x.shape), code

    a, sa = quantise(rng.standard_normal((m, k)))
    bt, sbt = quantise(rng.standard_normal((n, k)) * 0.02)
    return {'a': a, 'b': bt.T, 'scale_a': sa, 'scale_b': sbt.T}


def timed(model: str, fmt: str, a: np.ndarray, b: np.ndarray, out: object, reps: int,
          exact: bool, schedule: str = '') -> Tuple[float, np.ndarray]:
    """Best time of reps calls, and the output; exact turns the certified path off (mx and
    fp16acc: the per-element definition instead of the fast path)."""
    old = os.environ.get('MMAEMU_EXACT')
    os.environ['MMAEMU_EXACT'] = '1' if exact else '0'
    if fmt in REF_FORMATS:
        os.environ['MMAEMU_SIMD'] = 'ref' if exact else 'auto'
    kw: Dict[str, object] = {'arch': model}
    if schedule:
        kw['schedule'] = schedule
    if fmt == 'mx':
        kw.update(in_format='e4m3', block=32, scale_a=out['scale_a'], scale_b=out['scale_b'])
    elif fmt in FP4:
        kw.update(in_format='e2m1', block=FP4[fmt][1], scale_format=FP4[fmt][0],
                  kind=FP4[fmt][2], scale_a=out['scale_a'], scale_b=out['scale_b'])
    elif fmt == 'fp16acc':
        kw.update(acc='fp16')
    elif fmt == 'tf32' or fmt in FP8:
        kw['in_format'] = fmt
    else:
        kw['out_dtype'] = out
    try:
        best, d = float('inf'), None
        for _ in range(reps):
            t = time.perf_counter()
            d = _core.matmul(a, b, **kw)
            best = min(best, time.perf_counter() - t)
        return best, np.asarray(d)
    finally:
        os.environ.pop('MMAEMU_SIMD', None)
        if old is None:
            del os.environ['MMAEMU_EXACT']
        else:
            os.environ['MMAEMU_EXACT'] = old


def parse_shapes(text: str) -> List[Tuple[int, int, int]]:
    """'MxNxK,...' -> [(M, N, K), ...]."""
    shapes = []
    for item in text.split(','):
        m, n, k = (int(v) for v in item.lower().split('x'))
        shapes.append((m, n, k))
    return shapes


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--reps', type=int, default=3)
    ap.add_argument('--models', default='sm90,sm100,gfx942,gfx950')
    ap.add_argument('--shapes', default='2048x256x64,512x768x768')
    args = ap.parse_args()
    try:
        shapes = parse_shapes(args.shapes)
    except ValueError:
        print('bench_formats.py: --shapes: MxNxK[,MxNxK...] with positive integers', file=sys.stderr)
        return 2
    if args.reps < 1 or any(min(s) < 1 for s in shapes):
        print('bench_formats.py: --reps and every size must be positive', file=sys.stderr)
        return 2
    print('formats: certified (default) and exact-only, best of %d; vs bf16 = the time over '
          "bf16's, same shape and run" % args.reps)
    print('%-7s %-14s %-8s %10s %9s %10s %9s %8s  %s' % ('model', 'shape', 'in', 'default s',
                                                       'G MAC/s', 'exact s', 'G MAC/s',
                                                       'vs bf16', 'bits'))
    bad = 0
    for model in args.models.split(','):
        for (m, n, k) in shapes:
            base = None
            for fmt in FORMATS:
                fmt, sched = fp8_of(model) if fmt == 'fp8' else (fmt, '')
                if fmt == 'mx' and (not model.startswith(MX_MODELS) or k % 32):
                    continue
                if fmt == 'fp16acc' and not model.startswith('sm'):
                    continue
                if fmt in FP4 and (not model.startswith('sm100') or k % 64):
                    continue
                if fmt == 'mx' or fmt in FP4:   # the scales ride in out
                    mx = mx_operands(m, n, k) if fmt == 'mx' else fp4_operands(fmt, m, n, k)
                    a, b, out = mx['a'], mx['b'], mx
                else:
                    a, b, out = operands('fp16' if fmt == 'fp16acc' else fmt, m, n, k)
                try:
                    tc, dc = timed(model, fmt, a, b, out, args.reps, False, sched)
                except ValueError as e:   # gfx950 has no xf32: the model has no row
                    print('%-7s %-14s %-8s  (%s)' % (model, '%dx%dx%d' % (m, n, k), fmt, e))
                    continue
                tx, dx = timed(model, fmt, a, b, out, 1, True, sched)
                same = dc.tobytes() == dx.tobytes()
                bad += not same
                base = tc if fmt == 'bf16' else base
                macs = m * n * k / 1e9
                print('%-7s %-14s %-8s %10.4f %9.2f %10.4f %9.2f %7.2fx  %s'
                      % (model, '%dx%dx%d' % (m, n, k), fmt, tc, macs / tc, tx, macs / tx,
                         tc / base, 'same' if same else 'MISMATCH'))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
