# SPDX-License-Identifier: MIT
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
The three kernels are the report's (dcpp_kernels.py) with a few marked edits, applied to its source text at
import time (dcpp_kernels.derive(): every edit must match exactly once, `# REMEDY` marks each change), so the report's code
stands once.  With all knobs off, each function here runs the same arithmetic as the report's;
record_remedies.py checks that the baseline is bit-identical to dcpp_kernels.py's kernels.  The H100
recording (validation/data/dcpp-h100-remedies) ran an earlier form of this file that spelled the three kernels
out; the derived kernels compile to the same PTX for sm_90 with Triton 3.6.0 (every FP32_SUM x STORE_PARTS,
the template at every bmm shape of the remedies, the pointwise kernel), checked on a CPU by
tests/python/test_derived_kernels.py.
"""
from __future__ import annotations

import textwrap

import torch
import triton

import dcpp_kernels as K


# =====================================================================================================
# Helion backward with an optional fp32 dx sum (derived from K._helion_helion_dcpp_bwd_impl)
# =====================================================================================================
_DOT_DX1 = ("tl.dot(tl.cast(load_4, tl.bfloat16), tl.cast(bt_copy_0, tl.bfloat16), input_precision='ieee', "
            "out_dtype=tl.float32)")
_DOT_DXT = ("tl.dot(tl.cast(v_0_copy_1_0, tl.bfloat16), tl.cast(permute_1, tl.bfloat16), input_precision='ieee', "
            "out_dtype=tl.float32)")
_helion_bwd_remedy = K.derive(K._helion_helion_dcpp_bwd_impl, '_helion_bwd_remedy', [
    ('(x, d_out, dy, b, y, dx, _RDIM_SIZE_2: tl.constexpr, _RDIM_SIZE_3: tl.constexpr):',
     '(x, d_out, dy, b, y, dx, dx1_out, dxt_out, _RDIM_SIZE_2: tl.constexpr,\n'
     '                       _RDIM_SIZE_3: tl.constexpr, FP32_SUM: tl.constexpr, STORE_PARTS: tl.constexpr):'),
    ('dx1 = tl.cast(%s, tl.bfloat16)\n' % _DOT_DX1, 'dx1 = %s\n' % _DOT_DX1),
    ('dxt = tl.cast(%s, tl.bfloat16)\n' % _DOT_DXT, """dxt = %s
        if not FP32_SUM:
            # the report: dx1 and dxt are cast to bf16 before the add
            dx1 = tl.cast(dx1, tl.bfloat16)
            dxt = tl.cast(dxt, tl.bfloat16)
        # REMEDY dx-fp32-sum (FP32_SUM): dx1 and dxt stay fp32; the add is fp32 and the store casts once
        if STORE_PARTS:
""" % _DOT_DXT + textwrap.indent(K.STORE_DX_PARTS, '    ')),
    ('        v_1 = dx1 + permute_2\n', """        v_1 = dx1 + permute_2
        if FP32_SUM:
            v_1 = tl.cast(v_1, tl.bfloat16)   # REMEDY dx-fp32-sum: (dx1 + dxt.t()).to(dx.dtype), one RNE cast
"""),
])


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
# Inductor's bmm template for any library bmm (derived from K.triton_tem_fused_bmm_0 with the problem's M, N, K
# and strides as compile-time constants, as Inductor generates them, and masked loads when K % 64 != 0)
# =====================================================================================================
_TEM_ARGS = ('M', 'N', 'K', 'stride_aq', 'stride_am', 'stride_ak', 'stride_bq', 'stride_bk', 'stride_bn')
tem_bmm = K.derive(K.triton_tem_fused_bmm_0, 'tem_bmm', [
    ('(arg_A, arg_B, out_ptr0):', '(arg_A, arg_B, out_ptr0, %s):' % ', '.join(a + ': tl.constexpr' for a in _TEM_ARGS)),
    ('EVEN_K : tl.constexpr = True', 'EVEN_K : tl.constexpr = K % 64 == 0   # REMEDY: any K'),
    ('xindex = idx_n + 64*idx_m + 206016*idx_q', 'xindex = idx_n + N*idx_m + (M*N)*idx_q   # REMEDY: any M, N'),
], drop=_TEM_ARGS)   # REMEDY: M, N, K and the strides are the arguments, not the report's constants


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
# Inductor pointwise dx = buf1 + buf3^T from fp32 inputs into a bf16 dx (derived from K.triton_poi_fused_add_permute_1)
# =====================================================================================================
POI_EDITS = [
    ('(in_out_ptr0, in_ptr0, ynumel,', '(in_ptr1, in_ptr0, out_ptr0, ynumel,'),
    ("tmp0 = tl.load(in_out_ptr0 + (x2 + 256*y3), xmask & ymask, eviction_policy='evict_last').to(tl.float32)",
     "# REMEDY dx-fp32-sum: buf1 and buf3 are fp32 (no .to(tl.float32) of a bf16), the sum goes to a bf16 dx\n"
     "    tmp0 = tl.load(in_ptr1 + (x2 + 256*y3), xmask & ymask, eviction_policy='evict_last')"),
    ("eviction_policy='evict_last').to(tl.float32)", "eviction_policy='evict_last')"),
    ('    tl.debug_barrier()\n', ''),       # REMEDY: dx is not written in place
    ('tl.store(in_out_ptr0 + (x2 + 256*y3), tmp2, xmask & ymask)',
     'tl.store(out_ptr0 + (x2 + 256*y3), tmp2.to(tl.bfloat16), xmask & ymask)'),
]
poi_add_permute_f32 = K.derive(K.triton_poi_fused_add_permute_1, 'poi_add_permute_f32', POI_EDITS)


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
