# SPDX-License-Identifier: MIT
"""``mmaemu.torch.emulate(arch, lib=None)``: torch matrix products on CPU
tensors computed as the arch's vendor library (cuBLAS, hipBLASLt) computes
them, bit for bit where the library's schedule is known.

A ``TorchDispatchMode``: inside it, ``mm``, ``bmm``, ``addmm``, ``baddbmm``
(and so ``matmul``, ``@``, ``linear`` and their backward, which PyTorch
decomposes into those; also their ``out_dtype`` forms, e.g. ``torch.bmm(a,
b, out_dtype=torch.float32)``, which CPU PyTorch cannot run) on CPU bf16 / fp16 tensors, and on fp32 tensors when
``torch.backends.cuda.matmul.allow_tf32`` is set (tf32 products), run through
``mmaemu_matmul`` with no Triton config: the library's schedule for the model
spec ('sm90', 'sm90+cublas13.1-h100', ...), the operands' storage (a_km, b_nk)
read from their strides (transposed views are common in linear and backward).
The epilogue is the library's: D = cast(alpha * acc + beta * C) in fp32, then
one RNE cast to the output dtype.  tf32 on NVIDIA: cuBLAS rounds the fp32
operands to tf32 with RNE before the products (measured: the recorded cuBLAS
tf32 GEMM is reproduced with RNE inputs, not with the tensor core's own
truncation); other vendors' operands reach the unit as they are.

``mv`` and ``addmv`` (``matmul`` of a matrix and a vector) are the
library's GEMM with n = 1, as PyTorch calls it (the kernel cuBLAS then picks
is a gemv-like one: its FMA order is a hypothesis); ``addbmm`` is one
in-place ``addmm_`` a batch, as PyTorch's CUDA build runs it;
``_addmm_activation`` with ReLU is the bias epilogue then max(x, +0).  fp32
products without tf32 are FMA kernels in the libraries (modelled by a library
preset only); ``_scaled_mm`` (fp8 operands, fp32 per-tensor or row-wise
scales) is cuBLASLt's nvjet fp8 program and scale epilogue (mmaemu._scaled_mm)
under ``emulate('sm90', lib='cublas13.1-h100')`` (or ``-h200``);
``_int_mm`` is the exact int32 matmul (s32 accumulation wrapping modulo 2^32,
as the integer matrix instructions add).  With a cuBLAS preset each library
call's program is cuBLAS 13.1's own choice on the host driver
(mmaemu._cublas_host) where it starts.

Not modelled: ``dot`` and ``vdot`` (the libraries' dot kernels), GELU
epilogues, the fused attention kernels (flash, memory-efficient, cuDNN, CPU
flash: they compute inside one kernel), the other scaled fp8 products
(``_scaled_mm`` under other models, ``_scaled_mm_v2``, grouped ones) and
``_weight_int8pack_mm``: they run natively on the CPU and are counted in
``unmodelled`` (``strict=True`` raises NotImplementedError instead, naming
the op).  ``addmm`` and
``baddbmm`` keep PyTorch's dtype rule (C of the operands' dtype: an fp32 C
with bf16 operands is refused, by PyTorch itself).  Every other op runs as
PyTorch runs it.  ``calls`` counts the products run through the model and
``plans`` maps banner lines (model, schedule source, schedule) to counts.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Tuple

import numpy as np
import torch
from torch.utils._python_dispatch import TorchDispatchMode

from ._core import host_banner, matmul_planned, model_spec
from ._cublas_host import PRESET_DEVICES, program_of
from ._core import round as _round

aten = torch.ops.aten
_FORMATS = {torch.bfloat16: "bf16", torch.float16: "fp16"}


class emulate(TorchDispatchMode):
    """Run torch's matrix products on CPU tensors through the model ``arch``
    ('ARCH[:VARIANT][+LIBPRESET]'); ``lib`` names a library preset (the same
    as '+NAME')."""

    def __init__(self, arch: str, lib: Optional[str] = None, *, strict: bool = False):
        super().__init__()
        spec = model_spec(arch, lib)   # refuse a bad spec now, not at the first product
        self.nvidia = spec.arch.contents.vendor == b"NVIDIA"
        self.preset = bool(spec.lib)
        self.arch, self.lib, self.strict = arch, lib, strict
        # cuBLAS 13.1's own choice, run on the host driver, where it can start (_cublas_host)
        self.host = PRESET_DEVICES.get((spec.lib or b"").decode())
        self._program: Optional[Tuple[str, Optional[str]]] = None
        self.calls = 0
        self.unmodelled: Dict[str, int] = {}
        self.plans: Dict[str, int] = {}

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        h = _HANDLERS.get(func)
        if h is None:
            return func(*args, **kwargs)
        out = kwargs.pop("out", None)
        self._program = None
        if self.host and h in _ONE_LIBRARY_CALL:
            self._program = program_of(func, args, kwargs, torch.backends.cuda.matmul.allow_tf32,
                                       device=self.host)
        res = h(self, func, *args, **kwargs)
        if res is NotImplemented:   # natively, out= included
            return func(*args, **kwargs) if out is None else func(*args, out=out, **kwargs)
        if out is not None:
            out.copy_(res)
            return out
        return res

    # -------------------------------------------------------------------------------------------
    def _format(self, func, *ts) -> Optional[str]:
        dt = ts[0].dtype
        if any(t.dtype != dt for t in ts) or any(t.device.type != "cpu" for t in ts):
            return None
        if dt in _FORMATS:
            return _FORMATS[dt]
        if dt == torch.float32:
            if torch.backends.cuda.matmul.allow_tf32:
                return "tf32"
            if self.preset:      # the preset knows the library's FFMA kernels
                return "fp32"
            self._unmodelled(func, "on fp32 tensors without allow_tf32 is an FMA kernel in the "
                                   "libraries")
            return None
        self._unmodelled(func, None)
        return None

    def _unmodelled(self, func, why: Optional[str]) -> None:
        """Count func as run natively; strict=True raises, saying why when known."""
        if self.strict and why:
            raise NotImplementedError("mmaemu.torch.emulate: %s %s, not modelled" % (func, why))
        self.unmodelled[str(func)] = self.unmodelled.get(str(func), 0) + 1

    def _product(self, a, b, fmt, out_dtype, bias=None, c=None, alpha=1, beta=1):
        """out_dtype(alpha a @ b [+ bias] [+ beta c]) as the library computes it, its
        program chosen for the operands' shapes, strides and dtypes; a, b 2-D or 3-D."""
        kw = dict(arch=self.arch, lib=self.lib, in_format=fmt, out_dtype=out_dtype, bias=bias,
                  alpha=float(alpha), beta=float(beta))
        if fmt == "tf32" and self.nvidia and not self.preset:
            a, b = _round(a, "tf32"), _round(b, "tf32")
        if c is not None and beta == 0:
            c = None
        if c is not None:
            c = c.expand(*a.shape[:-2], a.shape[-2], b.shape[-1]) if c.dim() < 3 and a.dim() == 3 \
                else c.expand(a.shape[-2], b.shape[-1]) if c.dim() < 2 else c
        if c is not None and not self.preset:
            kw["schedule"] = "c_add=fp32"     # the libraries add C after the sum
        if self._program is not None:
            kw["lib_kernel"], kw["lib_log"] = self._program
        res, banner = matmul_planned(a, b, c, **kw)
        self._count(banner)
        return res

    def _count(self, banner: str) -> None:
        """One modelled product, under its program's banner."""
        if self._program is not None:
            banner = host_banner(banner)
        self.plans[banner] = self.plans.get(banner, 0) + 1
        self.calls += 1


def _mm(em, func, a, b):
    """The library's GEMM writes its output type itself (a preset's partials
    rounded to it, as cuBLAS's OUTPUT_TYPE reduction, need that)."""
    fmt = em._format(func, a, b)
    if fmt is None:
        return NotImplemented
    return em._product(a, b, fmt, a.dtype)


def _mv(em, func, a, v):
    """``mv`` (and ``matmul`` of a matrix and a vector): PyTorch calls the
    library's GEMM with n = 1 (cuBLAS logged a cuBLASLt matmul for every
    recorded ``torch.mv``), so it is planned as one; the library then picks a
    gemv-like kernel whose FMA order is a hypothesis (docs/library-choice.md)."""
    fmt = em._format(func, a, v)
    if fmt is None:
        return NotImplemented
    return em._product(a, v.unsqueeze(-1), fmt, a.dtype).squeeze(-1)


def _addmv(em, func, c, a, v, *, beta=1, alpha=1):
    """``addmv``: beta c + alpha (a v), the GEMM with n = 1 and C = c."""
    if c.dtype != a.dtype:
        return NotImplemented
    fmt = em._format(func, a, v)
    if fmt is None:
        return NotImplemented
    c2 = c.expand(a.shape[0]).unsqueeze(-1)
    return em._product(a, v.unsqueeze(-1), fmt, a.dtype, c=c2, alpha=alpha, beta=beta).squeeze(-1)


def _addmv_(em, func, c, a, v, *, beta=1, alpha=1):
    res = _addmv(em, func, c, a, v, beta=beta, alpha=alpha)
    if res is NotImplemented:
        return res
    return c.copy_(res)


def _not_modelled(why: str) -> Callable[..., Any]:
    """A handler for an op that is not modelled: counted in ``unmodelled`` and run natively
    (``strict=True``: refused, saying why)."""
    def handler(em, func, *args, **kwargs):
        em._unmodelled(func, why)
        return NotImplemented
    return handler


# dot, vdot: the libraries' dot kernels (not a GEMM)
_vector = _not_modelled("is a vector dot product (the library's dot kernel)")


def _addmm_activation(em, func, c, a, b, *, beta=1, alpha=1, use_gelu=False):
    """``_addmm_activation`` (cuBLASLt's bias + ReLU / GELU epilogue): ReLU of
    the bias epilogue's result (rounding commutes with max(x, 0) but for the
    sign of a zero, taken as +0); GELU's fp32 formula on the device is not
    known: not modelled."""
    if use_gelu:
        em._unmodelled(func, "with use_gelu=True (cuBLASLt's GELU epilogue formula is not known)")
        return NotImplemented
    res = _addmm(em, func, c, a, b, beta=beta, alpha=alpha)
    if res is NotImplemented:
        return res
    return torch.clamp_min(res, 0)


def _fused_attention(em, func, *args, **kwargs):
    """PyTorch's fused attention kernels (flash / memory-efficient / cuDNN, or the
    CPU flash kernel) do their products inside one kernel: not modelled; under
    ``torch.nn.attention.sdpa_kernel(SDPBackend.MATH)`` the math path decomposes
    into bmm and softmax, which the mode runs."""
    em._unmodelled(func, "is a fused attention kernel (use sdpa_kernel(SDPBackend.MATH) for the "
                         "math path, whose products are modelled)")
    return NotImplemented


def _scaled_mm(em, func, a, b, scale_a, scale_b, bias=None, scale_result=None, out_dtype=None,
               use_fast_accum=False):
    """``torch._scaled_mm`` (fp8 operands, fp32 scales) as cuBLASLt's nvjet fp8 kernels compute
    it (mmaemu._scaled_mm): modelled for sm90 with lib='cublas13.1-h100'; any other call is
    counted in ``unmodelled`` (strict=True: refused, saying why)."""
    from ._scaled_mm import refusal, scaled_mm
    why = refusal(em.arch, em.lib, a, b, scale_a, scale_b, bias, scale_result,
                  out_dtype if out_dtype is not None else a.dtype)
    if why or any(t.device.type != "cpu" for t in (a, b, scale_a, scale_b)):
        em._unmodelled(func, why or "on tensors not on the CPU")
        return NotImplemented
    lib_kernel, lib_log = em._program or (None, None)
    res, banner = scaled_mm(a, b, scale_a, scale_b, arch=em.arch, lib=em.lib, out_dtype=out_dtype,
                            bias=bias, fast_accum=bool(use_fast_accum), lib_kernel=lib_kernel,
                            lib_log=lib_log)
    em._count(banner)
    return res


def _addbmm(em, func, c, b1, b2, *, beta=1, alpha=1):
    """``addbmm`` as PyTorch's CUDA build runs it (aten/src/ATen/native/cuda/Blas.cpp,
    addbmm_impl_cuda): the output starts as C broadcast to (n, p), then one in-place
    ``addmm_`` a batch, C = the output so far in its own dtype, beta the first time and 1
    after (validation/data/torch-ops-h200: one GEMM launched a batch)."""
    if c.dtype != b1.dtype or b1.dim() != 3 or b1.shape[0] == 0:
        return NotImplemented
    fmt = em._format(func, b1, b2)
    if fmt is None:
        return NotImplemented
    out = c.expand(b1.shape[1], b2.shape[2]).contiguous()
    step_beta = beta
    for i in range(b1.shape[0]):
        if em.host:
            em._program = program_of(aten.addmm_.default, (out, b1[i], b2[i]),
                                     {"beta": step_beta, "alpha": alpha},
                                     torch.backends.cuda.matmul.allow_tf32, device=em.host)
        out = em._product(b1[i], b2[i], fmt, b1.dtype, c=out, alpha=alpha, beta=step_beta)
        step_beta = 1
    return out


def _addbmm_(em, func, c, b1, b2, *, beta=1, alpha=1):
    res = _addbmm(em, func, c, b1, b2, beta=beta, alpha=alpha)
    return res if res is NotImplemented else c.copy_(res)


# the other scaled fp8 products: _scaled_mm_v2, the grouped ones
_scaled = _not_modelled("is a scaled fp8 matrix product (its kernels and scale epilogue)")
# int8 weight-only products with dequantised results
_integer = _not_modelled("is an integer matrix product")
INT_MM_BANNER = ("torch._int_mm: exact int8 x int8 -> int32 matmul, s32 accumulation wrapping modulo "
                 "2^32 (cuBLASLt's int8 GEMM; no overflow is possible for K <= 2^31 / (128 * 128) = 131072)")


def _int_mm(em, func, a, b, *, out=None):
    """``torch._int_mm`` (int8 x int8 -> int32): every product and sum is exact in the s32 accumulator
    of the integer matrix instructions (IMMA / wgmma s32 / MFMA i32), so the result is the exact integer
    matmul, wrapped modulo 2^32 where it leaves int32 (the instructions' s32 add wraps; cuBLASLt's int8
    GEMM on H100 accumulates in s32: assumed, and unreachable for K <= 131072)."""
    if any(t.device.type != "cpu" for t in (a, b)):
        em._unmodelled(func, "on tensors not on the CPU")
        return NotImplemented
    wide = a.numpy().astype(np.int64) @ b.numpy().astype(np.int64)
    res = torch.from_numpy(wide.astype(np.uint64).astype(np.uint32).view(np.int32).copy())
    em.plans[INT_MM_BANNER] = em.plans.get(INT_MM_BANNER, 0) + 1
    em.calls += 1
    return res if out is None else out.copy_(res)
# grouped GEMMs: one kernel over a list of products
_grouped = _not_modelled("is a grouped matrix product (one kernel over many)")


def _addmm(em, func, c, a, b, *, beta=1, alpha=1):
    """A row bias with alpha = beta = 1 is the library's bias epilogue (one
    fp32 add before its cast, F.linear); any other C joins as the library's
    C (the schedule's c_add: after the sum in fp32, or after a first cast).
    A C whose dtype is not the operands' goes to PyTorch, which refuses it."""
    if c.dtype != a.dtype:
        return NotImplemented
    fmt = em._format(func, a, b)
    if fmt is None:
        return NotImplemented
    if alpha == 1 and beta == 1 and c.dim() == 1 and c.shape[0] == b.shape[-1]:
        return em._product(a, b, fmt, a.dtype, bias=c)
    return em._product(a, b, fmt, a.dtype, c=c, alpha=alpha, beta=beta)


def _mm_dtype(em, func, a, b, out_dtype):
    """``torch.mm`` / ``bmm`` with ``out_dtype`` (fp16 / bf16 operands, fp32
    output: CUDA only in PyTorch, so the mode is how to run it on CPU): the
    library writes out_dtype itself."""
    fmt = em._format(func, a, b)
    if fmt is None:
        return NotImplemented
    return em._product(a, b, fmt, out_dtype)


def _addmm_dtype(em, func, c, a, b, out_dtype, *, beta=1, alpha=1):
    """``addmm`` / ``baddbmm`` with ``out_dtype``, as ``_addmm``."""
    fmt = em._format(func, a, b)
    if fmt is None:
        return NotImplemented
    if alpha == 1 and beta == 1 and c.dim() == 1 and c.shape[0] == b.shape[-1]:
        return em._product(a, b, fmt, out_dtype, bias=c)
    return em._product(a, b, fmt, out_dtype, c=c, alpha=alpha, beta=beta)


# the handlers whose aten call is one library call (the host's answer is its program)
_ONE_LIBRARY_CALL = (_mm, _mv, _addmv, _addmv_, _addmm, _mm_dtype, _addmm_dtype, _scaled_mm)

_HANDLERS: Dict[Any, Any] = {
    aten.mm.default: _mm, aten.mm.out: _mm, aten.bmm.default: _mm, aten.bmm.out: _mm,
    aten.addmm.default: _addmm, aten.addmm.out: _addmm,
    aten.baddbmm.default: _addmm, aten.baddbmm.out: _addmm,
}
for _op, _h in ((aten.mv, _mv), (aten.addmv, _addmv), (aten.addmv_, _addmv_),
               (aten.dot, _vector), (aten.vdot, _vector), (aten.addbmm, _addbmm),
               (aten.addbmm_, _addbmm_), (aten._addmm_activation, _addmm_activation)):
    for _name in _op.overloads():
        _HANDLERS[getattr(_op, _name)] = _h
for _name in ("_scaled_dot_product_flash_attention", "_scaled_dot_product_flash_attention_for_cpu",
              "_scaled_dot_product_efficient_attention", "_scaled_dot_product_cudnn_attention",
              "_flash_attention_forward", "_efficient_attention_forward"):
    if hasattr(aten, _name):
        for _ov in getattr(aten, _name).overloads():
            _HANDLERS[getattr(getattr(aten, _name), _ov)] = _fused_attention
for _name, _h in (("_scaled_mm", _scaled_mm), ("_scaled_mm_v2", _scaled),
                  ("_scaled_grouped_mm", _scaled), ("_scaled_grouped_mm_v2", _scaled),
                  ("_int_mm", _int_mm), ("_weight_int8pack_mm", _integer),
                  ("_grouped_mm", _grouped)):
    if hasattr(aten, _name):      # not every PyTorch version has each
        for _ov in getattr(aten, _name).overloads():
            _HANDLERS[getattr(getattr(aten, _name), _ov)] = _h
# PyTorch >= 2.8: the out_dtype overloads
for _op, _h in ((aten.mm, _mm_dtype), (aten.bmm, _mm_dtype), (aten.addmm, _addmm_dtype),
                (aten.baddbmm, _addmm_dtype)):
    for _name in ("dtype", "dtype_out"):
        if _name in _op.overloads():
            _HANDLERS[getattr(_op, _name)] = _h
