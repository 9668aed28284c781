# SPDX-License-Identifier: MIT
"""The Triton kernels of dot_cases.py.  `dot_kernel`, most cases': a tiled GEMM whose K loop is
`acc = tl.dot(a, b, acc, input_precision=..., max_num_imprecise_acc=..., out_dtype=acc's type)`,
masked loads (other=0), the accumulator stored as it is.  Row-major A (M, K), B (K, N), C (M, N).
The others: two chained dots (`chain_kernel`), K split over two kernels (`partial_kernel` then
`reduce_kernel`, or atomic adds), a batched 3-D dot (`dot3d_kernel`)."""
import triton
import triton.language as tl


@triton.jit
def dot_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, ACC_FP16: tl.constexpr,
               PREC: tl.constexpr, IMP: tl.constexpr, ACC_INT: tl.constexpr = False):
    pid = tl.program_id(axis=0)
    pid_m = pid // tl.cdiv(N, BN)
    pid_n = pid % tl.cdiv(N, BN)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    if ACC_FP16:
        acc = tl.zeros((BM, BN), dtype=tl.float16)
    elif ACC_INT:
        acc = tl.zeros((BM, BN), dtype=tl.int32)
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
        elif ACC_INT:
            acc = tl.dot(a, b, acc, out_dtype=tl.int32)
        else:
            acc = tl.dot(a, b, acc, input_precision=PREC, max_num_imprecise_acc=IMP)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


def run(case, A, B, C, torch_dtype_prec=None):
    """Launch the kernel for `case` on the tensors A (M, K), B (K, N), C (M, N) (device or CPU under
    the interpreter); returns what the launch returns (the compiled kernel on a GPU)."""
    grid = (triton.cdiv(case['M'], case['BM']) * triton.cdiv(case['N'], case['BN']),)
    return dot_kernel[grid](A, B, C, case['M'], case['N'], case['K'], case['BM'], case['BN'], case['BK'],
                            case['acc'] == 'fp16', case['prec'] or 'tf32', case['imp'],
                            case['acc'] == 's32', num_warps=case['warps'], num_stages=2)


@triton.jit
def chain_kernel(a_ptr, b_ptr, c_ptr, o_ptr, M, N, K, P,
                 BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, BP: tl.constexpr):
    """An attention-like chain: for each block of N, s = A[rows, :] @ B[:, block] (fp32, one dot
    over the whole K = BK), then acc += s.to(A's type) @ C[block, :] (the second dot).  A (M, K),
    B (K, N), C (N, P), O (M, P) fp32; one program per BM rows, P = BP."""
    rm = tl.program_id(axis=0) * BM + tl.arange(0, BM)
    rk = tl.arange(0, BK)
    rp = tl.arange(0, BP)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    acc = tl.zeros((BM, BP), dtype=tl.float32)
    for nb in range(0, tl.cdiv(N, BN)):
        rn = nb * BN + tl.arange(0, BN)
        b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
        s = tl.dot(a, b)
        c = tl.load(c_ptr + rn[:, None] * P + rp[None, :])
        acc = tl.dot(s.to(c_ptr.dtype.element_ty), c, acc)
    tl.store(o_ptr + rm[:, None] * P + rp[None, :], acc)


@triton.jit
def partial_kernel(a_ptr, b_ptr, p_ptr, M, N, K, KS,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, ATOMIC: tl.constexpr):
    """Split K, first kernel: program (tile, s) sums K range [s KS, (s + 1) KS) of its tile and
    stores it in partials[s] (or, ATOMIC, adds it into P[0] with tl.atomic_add)."""
    pid = tl.program_id(axis=0)
    s = tl.program_id(axis=1)
    rm = (pid // tl.cdiv(N, BN)) * BM + tl.arange(0, BM)
    rn = (pid % tl.cdiv(N, BN)) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for kb in range(0, tl.cdiv(KS, BK)):
        k0 = s * KS + kb * BK
        a = tl.load(a_ptr + rm[:, None] * K + (k0 + rk)[None, :])
        b = tl.load(b_ptr + (k0 + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(a, b, acc)
    if ATOMIC:
        tl.atomic_add(p_ptr + rm[:, None] * N + rn[None, :], acc)
    else:
        tl.store(p_ptr + s * M * N + rm[:, None] * N + rn[None, :], acc)


@triton.jit
def reduce_kernel(p_ptr, c_ptr, M, N, S: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr,
                  TLSUM: tl.constexpr):
    """Split K, second kernel: C = the S partials of each element summed, in order s = 0, 1, ...
    (or, TLSUM, with tl.sum over the split axis)."""
    pid = tl.program_id(axis=0)
    rm = (pid // tl.cdiv(N, BN)) * BM + tl.arange(0, BM)
    rn = (pid % tl.cdiv(N, BN)) * BN + tl.arange(0, BN)
    offs = rm[:, None] * N + rn[None, :]
    if TLSUM:
        rs = tl.arange(0, S)
        acc = tl.sum(tl.load(p_ptr + rs[:, None, None] * M * N + offs[None, :, :]), axis=0)
    else:
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for s in range(S):
            acc += tl.load(p_ptr + s * M * N + offs)
    tl.store(c_ptr + offs, acc)


@triton.jit
def dot3d_kernel(a_ptr, b_ptr, c_ptr, M, N, K, NB: tl.constexpr,
                 BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """A batched (3-D) tl.dot: every program holds all NB batches of its (BM, BN) tile; A (NB, M, K),
    B (NB, K, N), C (NB, M, N) fp32."""
    pid = tl.program_id(axis=0)
    rb = tl.arange(0, NB)
    rm = (pid // tl.cdiv(N, BN)) * BM + tl.arange(0, BM)
    rn = (pid % tl.cdiv(N, BN)) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((NB, BM, BN), dtype=tl.float32)
    for kb in range(0, tl.cdiv(K, BK)):
        k0 = kb * BK
        a = tl.load(a_ptr + rb[:, None, None] * M * K + rm[None, :, None] * K + (k0 + rk)[None, None, :])
        b = tl.load(b_ptr + rb[:, None, None] * K * N + (k0 + rk)[None, :, None] * N + rn[None, None, :])
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rb[:, None, None] * M * N + rm[None, :, None] * N + rn[None, None, :], acc)


def run_chain(case, A, B, C, O):
    return chain_kernel[(triton.cdiv(case['M'], case['BM']),)](
        A, B, C, O, case['M'], case['N'], case['K'], case['P'], case['BM'], case['BN'], case['K'],
        case['P'], num_warps=case['warps'])


def run_splitk(case, A, B, partials, C):
    """The two kernels of a split-K case; returns the first (the compiled dot kernel on a GPU)."""
    tiles = triton.cdiv(case['M'], case['BM']) * triton.cdiv(case['N'], case['BN'])
    atomic = case['kernel'] == 'splitk_atomic'
    k = partial_kernel[(tiles, case['S'])](A, B, C if atomic else partials, case['M'], case['N'],
                                           case['K'], case['K'] // case['S'], case['BM'], case['BN'],
                                           case['BK'], atomic, num_warps=case['warps'])
    if not atomic:
        reduce_kernel[(tiles,)](partials, C, case['M'], case['N'], case['S'], case['BM'], case['BN'],
                                case['kernel'] == 'splitk_tlsum', num_warps=4)
    return k


def run_dot3d(case, A, B, C):
    grid = (triton.cdiv(case['M'], case['BM']) * triton.cdiv(case['N'], case['BN']),)
    return dot3d_kernel[grid](A, B, C, case['M'], case['N'], case['K'], case['NB'], case['BM'],
                              case['BN'], case['BK'], num_warps=case['warps'])
