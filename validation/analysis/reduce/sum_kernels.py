# SPDX-License-Identifier: MIT
"""The kernels ptx_reduce_order.py compiles: one fp32 load of a row-major (A, B) or (A, B, C) tensor at
p_ptr, tl.sum over axis AX, the result stored row-major at o_ptr."""
import triton
import triton.language as tl


@triton.jit
def sum2d(p_ptr, o_ptr, A: tl.constexpr, B: tl.constexpr, AX: tl.constexpr):
    ra, rb = tl.arange(0, A), tl.arange(0, B)
    s = tl.sum(tl.load(p_ptr + ra[:, None] * B + rb[None, :]), axis=AX)
    if AX == 0:
        tl.store(o_ptr + rb, s)
    else:
        tl.store(o_ptr + ra, s)


@triton.jit
def sum3d(p_ptr, o_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr, AX: tl.constexpr):
    ra, rb, rc = tl.arange(0, A), tl.arange(0, B), tl.arange(0, C)
    s = tl.sum(tl.load(p_ptr + ra[:, None, None] * B * C + rb[None, :, None] * C + rc[None, None, :]), axis=AX)
    if AX == 0:
        tl.store(o_ptr + rb[:, None] * C + rc[None, :], s)
    elif AX == 1:
        tl.store(o_ptr + ra[:, None] * C + rc[None, :], s)
    else:
        tl.store(o_ptr + ra[:, None] * B + rb[None, :], s)
