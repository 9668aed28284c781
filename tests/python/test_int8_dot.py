# SPDX-License-Identifier: MIT
"""Integer products: Triton int8 tl.dot under mmaemu.triton.emulate(arch) runs Triton's integer
instruction (mma.sync m16n8k32 with .satfinite: each instruction's d clamped; wgmma k32: wrapping);
torch._int_mm under mmaemu.torch.emulate(arch) is the exact integer matmul with the s32 accumulator
wrapping modulo 2^32.  The ground is numpy int64 arithmetic, wrapped by ((x + 2^31) mod 2^32) - 2^31
or clamped, cases near 2^31."""
import numpy as np
import pytest

torch = pytest.importorskip("torch")
triton = pytest.importorskip("triton")
import triton.language as tl  # noqa: E402

import mmaemu.torch as mtorch  # noqa: E402
import mmaemu.triton as mtriton  # noqa: E402


def wrap32(x):
    """int64 -> the int32 that s32 wrapping arithmetic leaves."""
    return (((np.asarray(x, dtype=np.int64) + 2 ** 31) % 2 ** 32) - 2 ** 31).astype(np.int32)


@triton.jit
def _int_dot_kernel(a_ptr, b_ptr, c_ptr, START: tl.constexpr, M: tl.constexpr, N: tl.constexpr,
                    K: tl.constexpr):
    rm, rn, rk = tl.arange(0, M), tl.arange(0, N), tl.arange(0, K)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
    acc = tl.full((M, N), START, tl.int32)
    acc = tl.dot(a, b, acc, out_dtype=tl.int32)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)


def sat32(x):
    """int64 -> clamped to the s32 range (PTX .satfinite)."""
    return np.clip(np.asarray(x, dtype=np.int64), -2 ** 31, 2 ** 31 - 1).astype(np.int32)


# (arch, M = N, num_warps, expected rule, instruction in the banner).  Triton writes .satfinite on
# mma.sync and not on wgmma (the PTX of validation/data/triton-dot-h200, cases s8_s32_mma and
# s8_s32_wgmma); 16x16 tiles are mma.sync, 64x64 with 4 warps wgmma on sm90; AMD's lowering of
# integer dots is not modelled: the exact sum wrapped.
INT_CASES = [("sm80", 16, 4, sat32, "instr=mma.m16n8k32"), ("sm90", 16, 4, sat32, "instr=mma.m16n8k32"),
             ("sm90", 64, 4, wrap32, "instr=wgmma.m64nNk32"), ("gfx942", 16, 4, wrap32, None)]


@pytest.mark.parametrize("arch,MN,warps,rule,instr", INT_CASES, ids=[c[0] + "-%d" % c[1] for c in INT_CASES])
def test_triton_int8_dot_overflow(arch, MN, warps, rule, instr):
    """acc = 2^31 - 100 plus 127 * 127 * 32 (and mixed signs, -128 * -128): past 2^31, clamped by
    .satfinite or wrapped."""
    M = N = MN
    K = 32
    rng = np.random.default_rng(7)
    a = rng.integers(-128, 128, (M, K), dtype=np.int64).astype(np.int8)
    b = rng.integers(-128, 128, (K, N), dtype=np.int64).astype(np.int8)
    a[0], b[:, 0] = 127, 127            # row 0 x col 0: 32 * 16129 over the start
    a[1], b[:, 1] = -128, -128
    start = 2 ** 31 - 100
    c = torch.zeros((M, N), dtype=torch.int32)
    with mtriton.emulate(arch) as em:
        _int_dot_kernel[(1,)](torch.from_numpy(a), torch.from_numpy(b), c, START=start, M=M, N=N, K=K,
                              num_warps=warps)
    exact = a.astype(np.int64) @ b.astype(np.int64) + start
    want = rule(exact)
    banners = " ".join(em.plans)
    assert em.dots == 1 and (instr in banners if instr else mtriton.INT_DOT_BANNER in em.plans), banners
    assert exact[0, 0] > 2 ** 31 and exact[1, 1] > 2 ** 31   # the hostile cells do overflow
    assert (c.numpy() == want).all(), int((c.numpy() != want).sum())


def test_satfinite_per_instruction():
    """K = 64 on sm80 is two m16n8k32 instructions: the first clamps at 2^31 - 1, the second takes
    32 x (-128 * 127) off the clamped value (a clamp of the whole sum would not clamp at all)."""
    M = N = 16
    a = np.full((M, 64), 127, np.int8)
    a[:, 32:] = -128
    b = np.full((64, N), 127, np.int8)
    c = torch.zeros((M, N), dtype=torch.int32)
    with mtriton.emulate("sm80"):
        _int_dot_kernel[(1,)](torch.from_numpy(a), torch.from_numpy(b), c, START=2 ** 31 - 256, M=M, N=N,
                              K=64)
    assert int(c[0, 0]) == 2 ** 31 - 1 - 32 * 128 * 127
    assert 2 ** 31 - 256 + 32 * 127 * 127 - 32 * 128 * 127 < 2 ** 31 - 1   # the whole sum is in range


def test_torch_int_mm_modelled_exact():
    """torch._int_mm is modelled (strict=True accepts it): the exact int32 matmul; K = 139264 with every
    value 127 passes 2^31 (16129 K = 2246164736) and wraps, beyond the K <= 131072 of no overflow."""
    rng = np.random.default_rng(3)
    a = rng.integers(-128, 128, (32, 64), dtype=np.int64).astype(np.int8)
    b = rng.integers(-128, 128, (64, 16), dtype=np.int64).astype(np.int8)
    with mtorch.emulate("sm90", strict=True) as em:
        got = torch._int_mm(torch.from_numpy(a), torch.from_numpy(b))
    assert em.calls == 1 and not em.unmodelled and mtorch.INT_MM_BANNER in em.plans
    assert got.dtype == torch.int32
    assert (got.numpy() == wrap32(a.astype(np.int64) @ b.astype(np.int64))).all()
    K = 139264
    a = np.full((16, K), 127, np.int8)
    b = np.full((K, 8), 127, np.int8)
    with mtorch.emulate("sm90", strict=True):
        got = torch._int_mm(torch.from_numpy(a), torch.from_numpy(b))
    assert int(got[0, 0]) == int(wrap32(16129 * K)) == 16129 * K - 2 ** 32
