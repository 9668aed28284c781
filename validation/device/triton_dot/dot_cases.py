# SPDX-License-Identifier: MIT
"""The tl.dot matrix recorded by record_dots.py (validation/data/triton-dot-h200): one Triton kernel
(dot_kernel.py) per case, every case one combination of what Triton 3.6's tl.dot takes on sm90:

  fmt        operand format (gemm_gen.py): bf16 fp16 e4m3 e5m2 fp32
  acc        the accumulator (tl.dot's out_dtype): fp32 | fp16
  prec       input_precision for fp32 operands: tf32 | tf32x3 | ieee ('' otherwise)
  imp        max_num_imprecise_acc (None: Triton's default)
  BM BN BK   the dot's tile; warps: num_warps (wgmma on sm90 needs BM % 64 == 0 and warps % 4 == 0)
  M N K      the GEMM; K need not be a multiple of BK (masked loads, other=0)
  seed       inputs: A = gen_np(seed, 1, (M, K)), B = gen_np(seed, 2, (K, N)) (validation/device/gemm/gemm_gen.py);
             s8 / u8 operands: `int_operand` below
  kernel     dot (dot_kernel.py's tiled GEMM), chain (two chained dots, C = gen_np(seed, 3, (N, P))),
             splitk_seq / splitk_tlsum / splitk_atomic (K split S ways over two kernels: partials summed in
             order, with tl.sum, or atomically added), dot3d (a batched dot of NB batches, A (NB, M, K))

The output is the accumulator stored as it is (fp32, fp16 or int32): no epilogue cast."""
from typing import Dict, List, Optional


def case(name: str, fmt: str, acc: str, tile, warps: int, mnk=(128, 128, 384), prec: str = '',
         imp: Optional[int] = None, seed: int = 0, **extra) -> Dict:
    return dict(name=name, fmt=fmt, acc=acc, prec=prec, imp=imp, BM=tile[0], BN=tile[1], BK=tile[2],
                warps=warps, M=mnk[0], N=mnk[1], K=mnk[2], seed=seed or 700 + len(CASES), **extra)


def int_operand(seed: int, tid: int, shape, fmt: str):
    """An s8 / u8 operand: bytes drawn by numpy's PCG64 from (seed, tid), the full range of the
    format (s8 -128 .. 127, u8 0 .. 255)."""
    import numpy as np
    rng = np.random.Generator(np.random.PCG64([seed, tid]))
    return rng.integers(0, 256, size=shape, dtype=np.uint8)


CASES: List[Dict] = []
W, S = (64, 64, 64), (32, 32, 32)      # a wgmma tile with 4 warps, an mma.sync tile with 2
for fmt in ('bf16', 'fp16'):
    CASES.append(case('%s_f32_wgmma' % fmt, fmt, 'fp32', W, 4))
    CASES.append(case('%s_f32_mma' % fmt, fmt, 'fp32', S, 2))
# fp16 accumulators: wgmma ...f16.f16.f16 / mma.sync ...f16.f16.f16.f16, chained in fp16
CASES += [case('fp16_f16_wgmma', 'fp16', 'fp16', W, 4),
          case('fp16_f16_wgmma_b128x64x32_w8', 'fp16', 'fp16', (128, 64, 32), 8),
          case('fp16_f16_mma', 'fp16', 'fp16', S, 2),
          case('fp16_f16_mma_b16', 'fp16', 'fp16', (16, 16, 16), 1),
          case('fp16_f16_wgmma_K2000', 'fp16', 'fp16', W, 4, mnk=(64, 64, 2000)),
          case('fp16_f16_mma_K200', 'fp16', 'fp16', S, 2, mnk=(96, 64, 200))]
# fp8 with an fp32 accumulator: Triton's promotion every max_num_imprecise_acc
for fmt in ('e4m3', 'e5m2'):
    for bk, imp in ((64, None), (64, 32), (64, 64), (128, None), (128, 32), (128, 64), (128, 128)):
        CASES.append(case('%s_f32_wgmma_bk%d_imp%s' % (fmt, bk, imp), fmt, 'fp32', (64, 64, bk), 4,
                          mnk=(128, 64, 1024), imp=imp))
    CASES.append(case('%s_f32_mma' % fmt, fmt, 'fp32', (32, 32, 64), 2))
    CASES.append(case('%s_f16_wgmma' % fmt, fmt, 'fp16', W, 4))
CASES.append(case('e4m3_f32_wgmma_imp32_K1000', 'e4m3', 'fp32', W, 4, mnk=(64, 64, 1000), imp=32))
# fp32 operands: tf32 (the tensor core truncates), tf32x3 (three tf32 dots), ieee (an FMA loop)
for prec in ('tf32', 'tf32x3'):
    CASES.append(case('fp32_%s_wgmma' % prec, 'fp32', 'fp32', (64, 64, 32), 4, prec=prec))
    CASES.append(case('fp32_%s_mma' % prec, 'fp32', 'fp32', (32, 32, 32), 2, prec=prec))
CASES.append(case('fp32_ieee', 'fp32', 'fp32', (32, 32, 32), 4, prec='ieee'))
CASES.append(case('bf16_f32_wgmma_K1000', 'bf16', 'fp32', W, 4, mnk=(64, 64, 1000)))
CASES.append(case('bf16_f32_wgmma_b128x128x64_w8', 'bf16', 'fp32', (128, 128, 64), 8))
CASES.append(case('fp16_f16_wgmma_b64x128x64', 'fp16', 'fp16', (64, 128, 64), 4))
# integer dots: s8 x s8 -> s32 on wgmma and mma.sync (Triton 3.6 takes no u8 dot)
CASES += [case('s8_s32_wgmma', 's8', 's32', W, 4, mnk=(128, 128, 512)),
          case('s8_s32_mma', 's8', 's32', (32, 32, 64), 2, mnk=(64, 64, 512))]
# mixed fp8 operands (e4m3 x e5m2) and fp8 on mma.sync with an fp16 accumulator
CASES += [case('e4m3_e5m2_f32_wgmma', 'e4m3', 'fp32', (64, 64, 64), 4, mnk=(128, 64, 1024), bfmt='e5m2'),
          case('e4m3_f16_mma', 'e4m3', 'fp16', (32, 32, 64), 2)]
# chained dots: an attention-like chain (s = a @ b over K, then acc += s.to(fmt) @ c per block of N)
CASES += [case('bf16_chain_wgmma', 'bf16', 'fp32', (64, 64, 64), 4, mnk=(128, 256, 64),
               kernel='chain', P=64),
          case('fp16_chain_mma', 'fp16', 'fp32', (32, 32, 64), 2, mnk=(64, 128, 64), kernel='chain',
               P=32),
          case('e4m3_chain_wgmma', 'e4m3', 'fp32', (64, 64, 64), 4, mnk=(128, 256, 64),
               kernel='chain', P=64)]
# K split over two kernels: partials summed in order, with tl.sum, or two atomic adds
CASES += [case('bf16_splitk4_seq', 'bf16', 'fp32', W, 4, mnk=(128, 128, 2048), kernel='splitk_seq', S=4),
          case('bf16_splitk4_tlsum', 'bf16', 'fp32', W, 4, mnk=(128, 128, 2048), kernel='splitk_tlsum',
               S=4),
          case('fp16_splitk2_atomic', 'fp16', 'fp32', W, 4, mnk=(128, 128, 1024), kernel='splitk_atomic',
               S=2),
          case('fp16_splitk8_tlsum', 'fp16', 'fp32', S, 2, mnk=(64, 64, 2048), kernel='splitk_tlsum',
               S=8)]
# a batched (3-D) dot
CASES += [case('bf16_dot3d', 'bf16', 'fp32', (32, 32, 32), 4, mnk=(64, 64, 256), kernel='dot3d', NB=2)]
