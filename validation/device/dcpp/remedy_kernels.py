"""The remedies of issue 16 as small, marked changes of the report's DCPP kernels (dcpp_kernels.py).

Remedy names and knobs (docs/triage.md, section "H100: the remedies on the device"):
- `inductor-buf3-template` (inductor.buf3=template): Inductor's buf3 = bmm(buf0, y^T) through Inductor's Triton
  bmm template (the report's template body and launch config: BLOCK 256 x 64 x 64, num_warps 8, num_stages 2)
  instead of cuBLAS.
- `inductor-all-template` (inductor.{xty,buf0,buf1,buf3}=template): every library bmm through that template.
- `dx-fp32-sum` (helion.dx_sum=fp32, inductor.dx_sum=fp32): dx = bf16(fp32(dx1) + fp32(dxt)^T), dx1 and dxt kept
  as fp32 accumulators, one bf16 cast.  Helion: the two tl.cast(..., bf16) before the add are dropped.  Inductor:
  buf1 and buf3 are written in fp32 (torch.bmm(..., out_dtype=torch.float32), or the template storing fp32) and
  the pointwise kernel reads fp32 and writes a bf16 dx.
  In Helion's kernel, `dx1 + dxt^T` with dx1 a fresh tl.dot of one use is rewritten by Triton's combine pass
  (dot(a, b, 0) + c -> dot(a, b, c)): dxt^T becomes the initial accumulator of dx1's MMA chain, one bf16 cast of
  that chain.  That is what a Helion user who drops the casts gets (remedy `dx-fp32-sum`).  The `:unfused`
  variants store dx1 and dxt as well (STORE_PARTS), a second use of dx1 that keeps the fp32 add separate, which
  is the vocabulary's bf16(fp32(dx1) + fp32(dxt)^T).
Every change is marked `# REMEDY`.  With all knobs off, each function here runs the same arithmetic as the
report's; record_remedies.py checks that the baseline is bit-identical to dcpp_kernels.py's kernels.
"""
from __future__ import annotations

import torch
import triton
import triton.language as tl

import dcpp_kernels as K


# =====================================================================================================
# Helion backward with an optional fp32 dx sum (copy of K._helion_helion_dcpp_bwd_impl)
# =====================================================================================================
@triton.jit
def _helion_bwd_remedy(x, d_out, dy, b, y, dx, dx1_out, dxt_out, _RDIM_SIZE_2: tl.constexpr,
                       _RDIM_SIZE_3: tl.constexpr, FP32_SUM: tl.constexpr, STORE_PARTS: tl.constexpr):
    pid_0 = tl.program_id(0)
    offset_0 = pid_0
    indices_13 = tl.arange(0, _RDIM_SIZE_2).to(tl.int32)
    indices_14 = tl.arange(0, _RDIM_SIZE_3).to(tl.int32)
    db = tl.full([256, 64], 0.0, tl.float32)
    for offset_10 in tl.range(0, 3219, 16):
        indices_10 = offset_10 + tl.arange(0, 16).to(tl.int32)
        mask_1 = indices_10 < 3219
        db_copy = db
        db_copy_0 = db_copy
        load = tl.load(x + (offset_0 * 824064 + indices_10[:, None] * 256 + indices_13[None, :] * 1), mask_1[:, None], other=0)
        permute = tl.permute(load, [1, 0])
        load_1 = tl.load(d_out + (offset_0 * 206016 + indices_10[:, None] * 64 + indices_14[None, :] * 1), mask_1[:, None], other=0)
        db = tl.dot(tl.cast(permute, tl.bfloat16), tl.cast(load_1, tl.bfloat16), acc=db_copy_0, input_precision='ieee', out_dtype=tl.float32)
    v_0 = tl.cast(db, tl.bfloat16)
    for offset_11 in tl.range(0, 3219, 16):
        indices_11 = offset_11 + tl.arange(0, 16).to(tl.int32)
        mask_4 = indices_11 < 3219
        v_0_copy = v_0
        v_0_copy_0 = v_0_copy
        load_2 = tl.load(x + (offset_0 * 824064 + indices_11[:, None] * 256 + indices_13[None, :] * 1), mask_4[:, None], other=0)
        mm = tl.cast(tl.dot(tl.cast(load_2, tl.bfloat16), tl.cast(v_0_copy_0, tl.bfloat16), input_precision='ieee', out_dtype=tl.float32), tl.bfloat16)
        tl.store(dy + (offset_0 * 206016 + indices_11[:, None] * 64 + indices_14[None, :] * 1), mm, mask_4[:, None])
    load_3 = tl.load(b + (offset_0 * 16384 + indices_13[:, None] * 64 + indices_14[None, :] * 1), None)
    bt = tl.permute(load_3, [1, 0])
    for offset_12 in tl.range(0, 3219, 16):
        indices_12 = offset_12 + tl.arange(0, 16).to(tl.int32)
        mask_5 = indices_12 < 3219
        bt_copy = bt
        v_0_copy_1 = v_0
        bt_copy_0 = bt_copy
        v_0_copy_1_0 = v_0_copy_1
        load_4 = tl.load(d_out + (offset_0 * 206016 + indices_12[:, None] * 64 + indices_14[None, :] * 1), mask_5[:, None], other=0)
        dx1 = tl.dot(tl.cast(load_4, tl.bfloat16), tl.cast(bt_copy_0, tl.bfloat16), input_precision='ieee', out_dtype=tl.float32)
        load_5 = tl.load(y + (offset_0 * 206016 + indices_12[:, None] * 64 + indices_14[None, :] * 1), mask_5[:, None], other=0)
        permute_1 = tl.permute(load_5, [1, 0])
        dxt = tl.dot(tl.cast(v_0_copy_1_0, tl.bfloat16), tl.cast(permute_1, tl.bfloat16), input_precision='ieee', out_dtype=tl.float32)
        if not FP32_SUM:
            # the report: dx1 and dxt are cast to bf16 before the add
            dx1 = tl.cast(dx1, tl.bfloat16)
            dxt = tl.cast(dxt, tl.bfloat16)
        # REMEDY dx-fp32-sum (FP32_SUM): dx1 and dxt stay fp32; the add is fp32 and the store casts once
        if STORE_PARTS:
            tl.store(dx1_out + (offset_0 * 824064 + indices_12[:, None] * 256 + indices_13[None, :] * 1), dx1, mask_5[:, None])
            tl.store(dxt_out + (offset_0 * 824064 + indices_13[:, None] * 3219 + indices_12[None, :] * 1), dxt, mask_5[None, :])
        permute_2 = tl.permute(dxt, [1, 0])
        v_1 = dx1 + permute_2
        if FP32_SUM:
            v_1 = tl.cast(v_1, tl.bfloat16)   # REMEDY dx-fp32-sum: (dx1 + dxt.t()).to(dx.dtype), one RNE cast
        tl.store(dx + (offset_0 * 824064 + indices_12[:, None] * 256 + indices_13[None, :] * 1), v_1, mask_5[:, None])


def helion_bwd(d_out, x, y, b, *, fp32_sum=False, parts=False):
    """Helion's backward (dx, dy), or with parts also dx1 (B,M,D) and dxt (B,D,M) in the sum's dtype (a second
    use of dx1: with fp32_sum the add is then not folded into dx1's dot)."""
    B = x.shape[0]
    dev = x.device
    dx = torch.empty((B, K.M_ROWS, K.D_DIM), device=dev, dtype=x.dtype)
    dy = torch.empty((B, K.M_ROWS, K.K_DIM), device=dev, dtype=x.dtype)
    pdt = torch.float32 if fp32_sum else torch.bfloat16
    n = (B, K.M_ROWS, K.D_DIM) if parts else (1,)
    dx1 = torch.empty(n, device=dev, dtype=pdt)
    dxt = torch.empty((B, K.D_DIM, K.M_ROWS) if parts else (1,), device=dev, dtype=pdt)
    K._default_launcher(_helion_bwd_remedy, (B,), x, d_out, dy, b, y, dx, dx1, dxt, 256, 64, fp32_sum, parts,
                        num_warps=4, num_stages=1, **K._amd_options(waves_per_eu=1, matrix_instr_nonkdim=0))
    return (dx, dy, dx1, dxt) if parts else (dx, dy)


# =====================================================================================================
# Inductor's bmm template for any library bmm (copy of K.triton_tem_fused_bmm_0 with the problem's M, N, K
# and strides as compile-time constants, as Inductor generates them, and masked loads when K % 64 != 0)
# =====================================================================================================
@triton.jit
def tem_bmm(arg_A, arg_B, out_ptr0, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr,
            stride_aq: tl.constexpr, stride_am: tl.constexpr, stride_ak: tl.constexpr,
            stride_bq: tl.constexpr, stride_bk: tl.constexpr, stride_bn: tl.constexpr):
    EVEN_K : tl.constexpr = K % 64 == 0
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 256
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 64
    GROUP_M : tl.constexpr = 4
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N
    rk = tl.arange(0, BLOCK_K)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak + idx_q*stride_aq)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn + idx_q*stride_bq)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)
    xindex = idx_n + N*idx_m + (M*N)*idx_q
    # the store casts the fp32 accumulator to the output's dtype (bf16: RNE; fp32: none)
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)


def template_bmm(a, b, out):
    """out = a @ b (batched) through tem_bmm, launched as the report launches its template."""
    nb, m, k = a.shape
    n = b.shape[2]
    assert out.shape == (nb, m, n) and out.is_contiguous()
    grid = (triton.cdiv(m, 256) * triton.cdiv(n, 64), nb, 1)
    kern = tem_bmm[grid](a, b, out, m, n, k, a.stride(0), a.stride(1), a.stride(2),
                         b.stride(0), b.stride(1), b.stride(2), num_warps=8, num_stages=2,
                         **K._amd_options(matrix_instr_nonkdim=16, kpack=2))
    K._LAST_KERNELS['tem_bmm_%dx%dx%d' % (m, n, k)] = kern
    return out


# =====================================================================================================
# Inductor pointwise dx = buf1 + buf3^T from fp32 inputs into a bf16 dx (copy of K.triton_poi_fused_add_permute_1)
# =====================================================================================================
@triton.jit
def poi_add_permute_f32(in_ptr1, in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 256
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 3219)
    y1 = yindex // 3219
    # REMEDY dx-fp32-sum: buf1 and buf3 are fp32 (no .to(tl.float32) of a bf16), the sum goes to a bf16 dx
    tmp0 = tl.load(in_ptr1 + (x2 + 256*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0 + 3219*x2 + 824064*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x2 + 256*y3), tmp2.to(tl.bfloat16), xmask & ymask)


# =====================================================================================================
# Inductor's forward and backward call() with the remedies' knobs
# =====================================================================================================
def _bmm(a, b, out, template, fp32):
    if template:                                    # REMEDY inductor.*=template
        return template_bmm(a, b, out)
    if fp32:                                        # REMEDY dx-fp32-sum: the library writes fp32
        return torch.bmm(a, b, out_dtype=torch.float32, out=out)
    return torch.bmm(a, b, out=out)


def inductor_fwd(x, y, *, xty_template=False):
    """The report's forward call(); xty through the template when xty_template."""
    nb = x.shape[0]
    xty = torch.empty((nb, 256, 64), dtype=torch.bfloat16, device=x.device)
    _bmm(torch.as_strided(x, (nb, 256, 3219), (824064, 1, 256), 0), y, xty, xty_template, False)
    out = torch.empty((nb, 3219, 64), dtype=torch.bfloat16, device=x.device)
    K._template_launch(K.triton_tem_fused_bmm_0, 'triton_tem_fused_bmm_0', x, xty, out)
    return out, xty


def inductor_bwd(d_out, x, y, b, *, tem=(), fp32_sum=False, keep=None):
    """The report's backward call() (dx, dy).  tem: the library bmm names (buf0, buf1, buf3) that run through
    the template; fp32_sum: buf1 and buf3 in fp32 and one bf16 cast of their sum."""
    nb = x.shape[0]
    dev = x.device
    permute = torch.as_strided(x, (nb, 256, 3219), (824064, 1, 256), 0)
    permute_2 = torch.as_strided(b, (nb, 64, 256), (16384, 1, 64), 0)
    permute_4 = torch.as_strided(y, (nb, 64, 3219), (206016, 1, 64), 0)
    pdt = torch.float32 if fp32_sum else torch.bfloat16
    buf0 = torch.empty((nb, 256, 64), dtype=torch.bfloat16, device=dev)
    _bmm(permute, d_out, buf0, 'buf0' in tem, False)
    buf1 = torch.empty((nb, 3219, 256), dtype=pdt, device=dev)
    _bmm(d_out, permute_2, buf1, 'buf1' in tem, fp32_sum)
    buf2 = torch.empty((nb, 3219, 64), dtype=torch.bfloat16, device=dev)
    K._template_launch(K.triton_tem_fused_bmm_transpose_0, 'triton_tem_fused_bmm_transpose_0', permute, buf0, buf2)
    buf3 = torch.empty((nb, 256, 3219), dtype=pdt, device=dev)
    _bmm(buf0, permute_4, buf3, 'buf3' in tem, fp32_sum)
    if keep is not None:
        keep.update(buf0=buf0.clone(), buf1=buf1.clone(), buf3=buf3.clone())
    ynumel = nb * 3219
    grid = (triton.cdiv(256, K.POI_XBLOCK), triton.cdiv(ynumel, K.POI_YBLOCK), 1)
    if fp32_sum:
        dx = torch.empty((nb, 3219, 256), dtype=torch.bfloat16, device=dev)
        poi_add_permute_f32[grid](buf1, buf3, dx, ynumel, 256, K.POI_YBLOCK, K.POI_XBLOCK,
                                  num_warps=K.POI_WARPS, num_stages=1)
    else:
        dx = buf1
        K.triton_poi_fused_add_permute_1[grid](buf1, buf3, ynumel, 256, K.POI_YBLOCK, K.POI_XBLOCK,
                                               num_warps=K.POI_WARPS, num_stages=1)
    return dx, buf2


# name -> (knobs in the DCPP config syntax, Inductor's template bmms, fp32 sum, Helion's add kept unfused)
_FP32 = ['helion.dx_sum=fp32', 'inductor.dx_sum=fp32']
_ALL = ['inductor.xty=template', 'inductor.buf0=template', 'inductor.buf1=template', 'inductor.buf3=template']
_ALLT = ('xty', 'buf0', 'buf1', 'buf3')
REMEDIES = {
    'baseline': ([], (), False, False),
    'inductor-buf3-template': (['inductor.buf3=template'], ('buf3',), False, False),
    'inductor-all-template': (_ALL, _ALLT, False, False),
    'dx-fp32-sum': (_FP32, (), True, False),
    'dx-fp32-sum+inductor-buf3-template': (_FP32 + ['inductor.buf3=template'], ('buf3',), True, False),
    'dx-fp32-sum+inductor-all-template': (_FP32 + _ALL, _ALLT, True, False),
    'dx-fp32-sum:unfused': (_FP32, (), True, True),
    'dx-fp32-sum+inductor-buf3-template:unfused': (_FP32 + ['inductor.buf3=template'], ('buf3',), True, True),
}
