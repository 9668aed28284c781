# SPDX-License-Identifier: MIT
"""One Triton kernel for the dot_scaled cases of scaled_cases.py: a tiled GEMM whose K loop is
`acc = tl.dot_scaled(a, sa, AFMT, b, sb, BFMT, acc, fast_math=FAST)`, the fp32 accumulator stored as it
is.  A (M, K / A_PACK) and B (K / B_PACK, N) row-major (e2m1: two values a byte along K, A_PACK = 2);
scales sa (M, K / 32), sb (N, K / 32), ue8m0 bytes."""
import triton
import triton.language as tl


@triton.jit
def scaled_kernel(a_ptr, sa_ptr, b_ptr, sb_ptr, c_ptr, M, N, K,
                  AFMT: tl.constexpr, BFMT: tl.constexpr, A_PACK: tl.constexpr, B_PACK: tl.constexpr,
                  HAS_SA: tl.constexpr, HAS_SB: tl.constexpr, FAST: tl.constexpr,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    ka = tl.arange(0, BK // A_PACK)
    kb = tl.arange(0, BK // B_PACK)
    ks = tl.arange(0, BK // 32)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * (K // A_PACK) + (k0 // A_PACK + ka)[None, :])
        b = tl.load(b_ptr + (k0 // B_PACK + kb)[:, None] * N + rn[None, :])
        if HAS_SA:
            sa = tl.load(sa_ptr + rm[:, None] * (K // 32) + (k0 // 32 + ks)[None, :])
            if HAS_SB:
                sb = tl.load(sb_ptr + rn[:, None] * (K // 32) + (k0 // 32 + ks)[None, :])
                acc = tl.dot_scaled(a, sa, AFMT, b, sb, BFMT, acc, fast_math=FAST)
            else:
                acc = tl.dot_scaled(a, sa, AFMT, b, None, BFMT, acc, fast_math=FAST)
        else:
            if HAS_SB:
                sb = tl.load(sb_ptr + rn[:, None] * (K // 32) + (k0 // 32 + ks)[None, :])
                acc = tl.dot_scaled(a, None, AFMT, b, sb, BFMT, acc, fast_math=FAST)
            else:
                acc = tl.dot_scaled(a, None, AFMT, b, None, BFMT, acc, fast_math=FAST)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)


def run(case, a, sa, b, sb, c):
    """Launch the case's kernel (a grid of M / BM x N / BN programs); returns the compiled kernel."""
    pack = {'e2m1': 2}
    grid = (case['M'] // case['BM'], case['N'] // case['BN'])
    return scaled_kernel[grid](a, sa, b, sb, c, case['M'], case['N'], case['K'],
                               AFMT=case['afmt'], BFMT=case['bfmt'], A_PACK=pack.get(case['afmt'], 1),
                               B_PACK=pack.get(case['bfmt'], 1), HAS_SA=sa is not None,
                               HAS_SB=sb is not None, FAST=case['fast_math'], BM=case['BM'],
                               BN=case['BN'], BK=case['BK'], num_warps=4)
