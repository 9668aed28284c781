# SPDX-License-Identifier: MIT
"""One Triton kernel for every case of dot_cases.py: a tiled GEMM whose K loop is
`acc = tl.dot(a, b, acc, input_precision=..., max_num_imprecise_acc=..., out_dtype=acc's type)`,
masked loads (other=0), the accumulator stored as it is.  Row-major A (M, K), B (K, N), C (M, N)."""
import triton
import triton.language as tl


@triton.jit
def dot_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, ACC_FP16: tl.constexpr,
               PREC: tl.constexpr, IMP: tl.constexpr):
    pid = tl.program_id(axis=0)
    pid_m = pid // tl.cdiv(N, BN)
    pid_n = pid % tl.cdiv(N, BN)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    if ACC_FP16:
        acc = tl.zeros((BM, BN), dtype=tl.float16)
    else:
        acc = tl.zeros((BM, BN), dtype=tl.float32)
    for kb in range(0, tl.cdiv(K, BK)):
        k0 = kb * BK
        a = tl.load(a_ptr + rm[:, None] * K + (k0 + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k0 + rk)[:, None] * N + rn[None, :],
                    mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        if ACC_FP16:
            acc = tl.dot(a, b, acc, input_precision=PREC, max_num_imprecise_acc=IMP, out_dtype=tl.float16)
        else:
            acc = tl.dot(a, b, acc, input_precision=PREC, max_num_imprecise_acc=IMP)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


def run(case, A, B, C, torch_dtype_prec=None):
    """Launch the kernel for `case` on the tensors A (M, K), B (K, N), C (M, N) (device or CPU under
    the interpreter); returns what the launch returns (the compiled kernel on a GPU)."""
    grid = (triton.cdiv(case['M'], case['BM']) * triton.cdiv(case['N'], case['BN']),)
    return dot_kernel[grid](A, B, C, case['M'], case['N'], case['K'], case['BM'], case['BN'], case['BK'],
                            case['acc'] == 'fp16', case['prec'] or 'tf32', case['imp'],
                            num_warps=case['warps'], num_stages=2)
