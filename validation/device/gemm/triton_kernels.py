# SPDX-License-Identifier: MIT
"""Plain Triton GEMM kernels, written the way users write them (the Triton tutorial pattern), not tuned.

matmul_kernel:   C[m, n] = sum_k A[m, k] * B[k, n]
    one program per (BLOCK_M, BLOCK_N) tile of C (row-major program order, no grouping), a K loop of
    BLOCK_K steps with masked loads (other=0), fp32 accumulator `acc = tl.dot(a, b, acc)`, cast to C's
    element type at the store, general strides for A, B and C.  INPUT_PRECISION is passed to tl.dot
    ("tf32" or "ieee"; it matters only for fp32 inputs).

chained_kernel:  O[m, j] = sum_n bf16_or_fp16( sum_k A[m, k] * B[k, n] ) * C[n, j]
    attention-like (Q K^T, then P V): one program per (BLOCK_M, BLOCK_N2) tile of O; for every BLOCK_N1
    block of the middle dimension, P = tl.dot over K1 (fp32 accumulator, K loop of BLOCK_K steps),
    then O_acc = tl.dot(P.to(A's element type), C_tile, O_acc); O is stored as fp32.
"""
import triton
import triton.language as tl


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                  stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                  INPUT_PRECISION: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n

    offs_am = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_bn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
        acc = tl.dot(a, b, acc, input_precision=INPUT_PRECISION)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c = acc.to(c_ptr.dtype.element_ty)

    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, c, mask=c_mask)


@triton.jit
def chained_kernel(a_ptr, b_ptr, c_ptr, o_ptr, M, K1, N1, N2,
                   stride_am, stride_ak, stride_bk, stride_bn, stride_cn, stride_cj, stride_om, stride_oj,
                   BLOCK_M: tl.constexpr, BLOCK_N1: tl.constexpr, BLOCK_K: tl.constexpr, BLOCK_N2: tl.constexpr):
    pid_m = tl.program_id(axis=0)
    pid_j = tl.program_id(axis=1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_j = pid_j * BLOCK_N2 + tl.arange(0, BLOCK_N2)
    offs_k = tl.arange(0, BLOCK_K)
    offs_n = tl.arange(0, BLOCK_N1)

    o_acc = tl.zeros((BLOCK_M, BLOCK_N2), dtype=tl.float32)
    for n0 in range(0, N1, BLOCK_N1):
        # P = A[rows, :] @ B[:, n0:n0+BLOCK_N1]  (fp32 accumulator)
        p = tl.zeros((BLOCK_M, BLOCK_N1), dtype=tl.float32)
        for k0 in range(0, K1, BLOCK_K):
            a = tl.load(a_ptr + offs_m[:, None] * stride_am + (k0 + offs_k)[None, :] * stride_ak,
                        mask=(offs_m[:, None] < M) & ((k0 + offs_k)[None, :] < K1), other=0.0)
            b = tl.load(b_ptr + (k0 + offs_k)[:, None] * stride_bk + (n0 + offs_n)[None, :] * stride_bn,
                        mask=((k0 + offs_k)[:, None] < K1) & ((n0 + offs_n)[None, :] < N1), other=0.0)
            p = tl.dot(a, b, p)
        # O += P.to(input type) @ C[n0:n0+BLOCK_N1, cols]
        c = tl.load(c_ptr + (n0 + offs_n)[:, None] * stride_cn + offs_j[None, :] * stride_cj,
                    mask=((n0 + offs_n)[:, None] < N1) & (offs_j[None, :] < N2), other=0.0)
        o_acc = tl.dot(p.to(c_ptr.dtype.element_ty), c, o_acc)
    o_ptrs = o_ptr + offs_m[:, None] * stride_om + offs_j[None, :] * stride_oj
    tl.store(o_ptrs, o_acc, mask=(offs_m[:, None] < M) & (offs_j[None, :] < N2))


def matmul(a, b, out_dtype, BLOCK_M, BLOCK_N, BLOCK_K, num_warps, num_stages, input_precision='tf32', c=None):
    """a: (M, K), b: (K, N) torch tensors of any strides; returns (C, compiled-kernel handle)."""
    import torch
    M, K = a.shape
    K2, N = b.shape
    assert K == K2
    if c is None:
        c = torch.empty((M, N), device=a.device, dtype=out_dtype)
    grid = (triton.cdiv(M, BLOCK_M) * triton.cdiv(N, BLOCK_N),)
    h = matmul_kernel[grid](a, b, c, M, N, K,
                            a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
                            BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N, BLOCK_K=BLOCK_K, INPUT_PRECISION=input_precision,
                            num_warps=num_warps, num_stages=num_stages)
    return c, h


def chained(a, b, cmat, BLOCK_M, BLOCK_N1, BLOCK_K, BLOCK_N2, num_warps, num_stages):
    """a: (M, K1), b: (K1, N1), cmat: (N1, N2); returns (O fp32 (M, N2), compiled-kernel handle)."""
    import torch
    M, K1 = a.shape
    _, N1 = b.shape
    _, N2 = cmat.shape
    o = torch.empty((M, N2), device=a.device, dtype=torch.float32)
    grid = (triton.cdiv(M, BLOCK_M), triton.cdiv(N2, BLOCK_N2))
    h = chained_kernel[grid](a, b, cmat, o, M, K1, N1, N2,
                             a.stride(0), a.stride(1), b.stride(0), b.stride(1), cmat.stride(0), cmat.stride(1),
                             o.stride(0), o.stride(1),
                             BLOCK_M=BLOCK_M, BLOCK_N1=BLOCK_N1, BLOCK_K=BLOCK_K, BLOCK_N2=BLOCK_N2,
                             num_warps=num_warps, num_stages=num_stages)
    return o, h
