# SPDX-License-Identifier: MIT
"""``mmaemu.triton.emulate(arch)``: every ``tl.dot`` of Triton kernels run by
Triton's interpreter (``TRITON_INTERPRET=1``) computed as the arch's matrix
unit computes it.

Inside the context, the interpreter's ``create_dot`` is replaced: each
``tl.dot(a, b, acc)`` becomes one ``mmaemu_matmul`` with the Triton tile config
``BLOCK_M, BLOCK_N, BLOCK_K`` = the dot's operand tile (M x K by K x N),
``num_warps`` / ``kpack`` / ``matrix_instr_nonkdim`` from the kernel launch, and
``input_precision``, ``max_num_imprecise_acc`` and the accumulator type from the
dot; the C lowering (``mmaemu_triton_config_schedule``) then picks the
instruction, K order and kpack exactly as Triton 3.6 compiles that dot for the
arch.  ``acc += tl.dot(a, b)`` is folded into ``tl.dot(a, b, acc)`` as
Triton's compiler folds it.

The interpreter's own arithmetic is otherwise kept, with these repairs
(Triton 3.6 with numpy 2.x; each is needed for GPU-identical bits):
  * bf16 tensors: the interpreter stores them as uint16 and adds, multiplies,
    compares them as integers, casts fp32 -> bf16 by truncation; inside the
    context bf16 arithmetic is the IEEE operation rounded once to bf16 (RNE),
    casts are RNE (``cvt.rn.bf16.f32``) and exact upcasts;
  * fp8 casts: RNE with saturation to the largest finite value
    (``cvt.rn.satfinite``, NVIDIA), exact upcasts; ``fp_downcast_rounding='rtz'``
    honoured;
  * ``range(tl.cdiv(...))``: numpy >= 2.4 refuses ``int()`` of a 1-element array;
  * ``tl.sum(x, axis=k)`` of floats on NVIDIA, x from a ``tl.load`` (through
    element-wise ops and casts): added in the compiled kernel's order
    (mmaemu._reduce: the load's coalesced layout, each thread's registers in
    order, then lane and warp butterflies, highest bit first); ``sums`` counts them.
Not bit-exact (the interpreter computes them with numpy, not the GPU's
instructions): transcendentals (exp, log, sin, sqrt approximations, erf...),
division, fused multiply-add contraction of separate mul/add, other float
reductions (``tl.sum`` with axis=None, of a dot's result, or on AMD;
``tl.reduce`` with its own combine; scans), atomics' order, and
``tl.dot`` with bf16x3 / bf16x6, fp64 or operands of mixed formats other than two fp8 ones
(e4m3 x e5m2: the instruction's mixed row, B's format its own): those raise
NotImplementedError.  ``input_precision='ieee'`` on fp32 is Triton's FMA dot
(one fp32 fma per k) and ``'tf32x3'`` its three tf32 dots (F32DotTC), both
modelled.  Integer (int8 / uint8) dots run Triton's integer instruction (mma.m16n8k32 with
.satfinite: each instruction's d clamped to s32; wgmma k32: wrapping modulo 2^32); where the
lowering is not modelled (sm100, AMD) exact with the s32 accumulator wrapping.
``tl.dot_scaled`` on sm90 is Triton 3.6's decomposition into one bf16 ``tl.dot`` of the
scaled operands (mmaemu._scaled); a bf16 lhs with an e2m1 rhs is the swapped dot Triton
compiles, K mispaired (with a warning) where BLOCK_N % 64 == 0; on sm100 the tcgen05
block-scaled kinds and on gfx950 the scaled MFMA (an unverified hypothesis row) run it
(mmaemu._dot_scaled); other archs, fp16 operands, a bf16 lhs with an fp8 rhs and the dots
Triton decomposes on sm100 raise NotImplementedError.
"""
from __future__ import annotations

import os
from typing import Any, Dict, List, Optional

import numpy as np

from . import _lib, _reduce
from ._core import matmul, model_spec, plan
from ._triton_int import FALLBACK_BANNER, int_dot
from ._dot_scaled import NATIVE, native_dot

_FP = {"fp32": "fp32", "fp16": "fp16", "bf16": "bf16", "fp8e4nv": "e4m3", "fp8e5": "e5m2",
       "fp8e4b8": "e4m3fnuz", "fp8e5b16": "e5m2fnuz"}
_NP_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32}
_LAUNCH_DEFAULTS = {"num_warps": 4, "kpack": 1, "matrix_instr_nonkdim": 0}

_ABSENT = object()
_active: List["emulate"] = []     # the contexts entered, innermost last
_launches: List[Dict[str, Any]] = []  # launch knobs of the kernels running
_zero_acc: List[bool] = [False]   # the next create_dot had no acc (a constant zero)


def _name(dt) -> str:
    return getattr(dt, "name", str(dt))


def _convert(data: np.ndarray, src: str, dst: str, mode: str = "rne", saturate: bool = False):
    data = np.ascontiguousarray(data)
    out = np.empty(data.shape, dtype=_NP_UINT[_lib.fmt_width(dst)])
    _lib.lib.mmaemu_convert_array(_lib.fmt_id(src), data.ctypes.data, _lib.fmt_id(dst),
                                  out.ctypes.data, data.size, _lib.ROUNDINGS[mode],
                                  _lib.SATURATE if saturate else 0)
    return out


def _bf16_to_f32(u16: np.ndarray) -> np.ndarray:
    return (np.asarray(u16).astype(np.uint32) << np.uint32(16)).view(np.float32)


def _f32_to_bf16(x: np.ndarray) -> np.ndarray:
    return _convert(np.asarray(x, dtype=np.float32).view(np.uint32), "fp32", "bf16")


class emulate:
    """Context manager: run ``tl.dot`` through the model ``arch``
    ('ARCH[:VARIANT]', e.g. 'sm90', 'H100', 'gfx942') in kernels launched by
    Triton's interpreter inside it.  Set ``TRITON_INTERPRET=1`` before Triton
    is imported.  ``dots`` counts the dots run; ``plans`` maps each banner
    line (model, schedule source, schedule) to the number of dots run under it;
    ``sums`` counts the tl.sum reductions added in the compiled kernel's order.
    """

    def __init__(self, arch: str):
        spec = model_spec(arch)
        if spec.lib:
            raise ValueError("mmaemu.triton.emulate(%r): a library preset applies to library "
                             "GEMMs, not to tl.dot" % arch)
        self.arch = arch
        self.amd = spec.arch.contents.vendor == b"AMD"
        self.nvidia = spec.arch.contents.vendor == b"NVIDIA"
        self.dots = 0
        self.sums = 0     # tl.sum reductions added in the compiled kernel's order
        self.plans: Dict[str, int] = {}   # banner line -> dots run under it
        self._seen: set = set()
        self._banner: Dict[tuple, str] = {}
        self._saved: List[tuple] = []

    # -- the context -------------------------------------------------------------------------------
    def __enter__(self) -> "emulate":
        if os.environ.get("TRITON_INTERPRET") != "1":
            raise RuntimeError("mmaemu.triton.emulate needs Triton's interpreter: set "
                               "TRITON_INTERPRET=1 before importing triton")
        import triton.runtime.interpreter as TI
        if not _active:
            self._install(TI)
        _active.append(self)
        return self

    def __exit__(self, *exc) -> None:
        _active.remove(self)
        if self._saved:
            for obj, name, old in reversed(self._saved):
                if old is _ABSENT:
                    delattr(obj, name)
                else:
                    setattr(obj, name, old)
            self._saved = []

    def _patch(self, obj, name, new):
        self._saved.append((obj, name, obj.__dict__.get(name, _ABSENT)))
        setattr(obj, name, new)

    def _install(self, TI) -> None:
        """Patch the interpreter: launches record their knobs, tl.dot goes through the model,
        and the arithmetic on bf16 / fp8 values rounds as the device does (_install_arith)."""
        from triton.language.semantic import TritonSemantic
        B = TI.InterpreterBuilder
        orig = {n: B.__dict__[n] for n in ("create_dot", "binary_op")}
        orig_run = TI.InterpretedFunction.__dict__["run"]
        orig_sem_dot = TritonSemantic.__dict__["dot"]
        import triton.language as tl
        orig_patch_tensor = TI.__dict__["_patch_lang_tensor"]
        TensorHandle = TI.TensorHandle

        def run(fn, *args, grid, warmup, **kwargs):
            knobs = dict(_LAUNCH_DEFAULTS)
            knobs.update({k: kwargs[k] for k in _LAUNCH_DEFAULTS if k in kwargs})
            _launches.append(knobs)
            try:
                return orig_run(fn, *args, grid=grid, warmup=warmup, **kwargs)
            finally:
                _launches.pop()

        def sem_dot(sem, lhs, rhs, acc, *a, **k):
            _zero_acc[0] = acc is None
            return orig_sem_dot(sem, lhs, rhs, acc, *a, **k)

        def create_dot(builder, a, b, d, input_precision, max_num_imprecise_acc):
            zero = _zero_acc[0]
            _zero_acc[0] = False
            if _name(a.dtype.scalar) in ("int8", "uint8"):
                return TensorHandle(_int_dot(a.data, b.data, d.data, _name(a.dtype.scalar),
                                             _name(b.dtype.scalar)), d.dtype.scalar)
            args = (a, b, input_precision, max_num_imprecise_acc)
            h = TensorHandle(_model_dot(args, d.data, _name(d.dtype.scalar)), d.dtype.scalar)
            h.attr[_MMA_TAG] = True
            if zero:
                h.attr["mmaemu_dot"] = args   # acc + dot(a, b) folds into dot(a, b, acc)
            return h

        def binary_op(builder, lhs, rhs, op):
            if op is np.add:
                for x, y in ((lhs, rhs), (rhs, lhs)):
                    if "mmaemu_dot" in x.attr and "mmaemu_dot" not in y.attr and \
                            np.shape(y.data) == np.shape(x.data) and x.dtype.scalar == y.dtype.scalar:
                        return TensorHandle(_model_dot(x.attr["mmaemu_dot"], y.data,
                                                       _name(y.dtype.scalar)), y.dtype.scalar)
            if _name(lhs.dtype.scalar) == "bf16" and _name(rhs.dtype.scalar) == "bf16":
                out = op(_bf16_to_f32(lhs.data), _bf16_to_f32(rhs.data))
                if out.dtype == np.bool_:
                    return TensorHandle(out, lhs.dtype.scalar)
                return TensorHandle(_f32_to_bf16(out), lhs.dtype.scalar)
            return orig["binary_op"](builder, lhs, rhs, op)

        def sem_dot_scaled(sem, lhs, lhs_scale, lhs_format, rhs, rhs_scale, rhs_format, acc,
                           fast_math, lhs_k_pack=True, rhs_k_pack=True, out_dtype=tl.float32):
            d = _dot_scaled(lhs, lhs_scale, lhs_format, rhs, rhs_scale, rhs_format, acc, fast_math,
                            lhs_k_pack, rhs_k_pack, out_dtype, TensorHandle, tl)
            return sem.tensor(TensorHandle(d, tl.float32), tl.block_type(tl.float32, list(d.shape)))

        def patch_lang_tensor(tensor, scope):
            orig_patch_tensor(tensor, scope)
            scope.set_attr(tensor, "__index__",
                           lambda self: int(np.asarray(self.handle.data).reshape(-1)[0]))

        self._patch(TI.InterpretedFunction, "run", run)
        self._patch(TritonSemantic, "dot", sem_dot)
        self._patch(TritonSemantic, "dot_scaled", sem_dot_scaled)
        self._patch(TI, "_patch_lang_tensor", patch_lang_tensor)
        for name, fn in (("create_dot", create_dot), ("binary_op", binary_op)):
            self._patch(B, name, fn)
        self._install_arith(TI)
        self._install_reduce(TI)

    def _install_reduce(self, TI) -> None:
        """Loads tag their result with the pointers (their layout's source), element-wise results
        inherit the tag, and a float tl.sum of a tagged tensor adds in the compiled order."""
        B = TI.InterpreterBuilder
        orig_load = B.__dict__["create_masked_load"]
        orig_sum = TI.ReduceOps.__dict__["sum"]

        def create_masked_load(builder, ptrs, mask, other, *a):
            h = orig_load(builder, ptrs, mask, other, *a)
            warps = (_launches[-1] if _launches else _LAUNCH_DEFAULTS)["num_warps"]
            h.attr[_LOAD_TAG] = (ptrs.data, h.data.dtype.itemsize, warps)
            return h

        def reduce_sum(ops, input):
            out = _ordered_sum(input.handle, ops.axis)
            if out is None:
                return orig_sum(ops, input)
            return ops.to_tensor(np.expand_dims(out, ops.axis) if ops.keep_dims else out, input.dtype)

        self._patch(B, "create_masked_load", create_masked_load)
        self._patch(TI.ReduceOps, "sum", reduce_sum)
        for name in ("binary_op", "unary_op", "ternary_op", "cast_impl", "create_fp_to_fp",
                     "create_fma"):
            self._patch(B, name, _inheriting(B.__dict__[name]))

    def _install_arith(self, TI) -> None:
        """bf16 casts, unary ops, clip and fma computed wider and rounded back to bf16 (RNE), and
        float-format conversions (fp8 among them) through the library's rounding, saturating as
        Triton's satfinite does."""
        B = TI.InterpreterBuilder
        orig = {n: B.__dict__[n] for n in ("cast_impl", "create_fp_to_fp", "unary_op", "ternary_op",
                                           "create_fma")}
        TensorHandle = TI.TensorHandle

        def cast_impl(builder, src, dst_type):
            s, t = _name(src.dtype.scalar), _name(dst_type.scalar)
            if s != t and "bf16" in (s, t):
                x = _bf16_to_f32(src.data) if s == "bf16" else src.data
                if t == "bf16":
                    if x.dtype == np.float64:
                        return TensorHandle(_round_f64_bf16(x), dst_type.scalar)
                    return TensorHandle(_f32_to_bf16(x.astype(np.float32)), dst_type.scalar)
                return TensorHandle(x.astype(TI._get_np_dtype(dst_type)), dst_type.scalar)
            return orig["cast_impl"](builder, src, dst_type)

        def create_fp_to_fp(builder, src, dst_type, rounding_mode):
            s, t = _name(src.dtype.scalar), _name(dst_type.scalar)
            if s in _FP and t in _FP:
                rtz = rounding_mode is not None and "RTZ" in str(rounding_mode)
                sat = t.startswith("fp8") and _lib.fmt_width(_FP[t]) < _lib.fmt_width(_FP[s])
                bits = np.asarray(src.data).view(_NP_UINT[_lib.fmt_width(_FP[s])])
                out = _convert(bits, _FP[s], _FP[t], "rz" if rtz else "rne", sat)
                if sat and t == "fp8e5":    # satfinite: Inf -> the largest finite value too
                    out = np.where((out & 0x7F) == 0x7C, out - np.uint8(1), out)
                return TensorHandle(out.view(TI._get_np_dtype(dst_type)), dst_type.scalar)
            return orig["create_fp_to_fp"](builder, src, dst_type, rounding_mode)

        def unary_op(builder, arg, op):
            if _name(arg.dtype.scalar) == "bf16":
                return TensorHandle(_f32_to_bf16(op(_bf16_to_f32(arg.data))), arg.dtype.scalar)
            return orig["unary_op"](builder, arg, op)

        def ternary_op(builder, x, y, z, op):
            if op is np.clip and _name(z.dtype.scalar) == "bf16":
                out = np.clip(_bf16_to_f32(x.data), _bf16_to_f32(y.data), _bf16_to_f32(z.data))
                return TensorHandle(_f32_to_bf16(out), z.dtype.scalar)
            return orig["ternary_op"](builder, x, y, z, op)

        def create_fma(builder, x, y, z):
            if _name(z.dtype.scalar) == "bf16":
                f = lambda h: _bf16_to_f32(h.data).astype(np.float64)  # noqa: E731
                return TensorHandle(_round_f64_bf16(f(x) * f(y) + f(z)), z.dtype.scalar)
            return orig["create_fma"](builder, x, y, z)

        for name, fn in (("cast_impl", cast_impl), ("create_fp_to_fp", create_fp_to_fp),
                         ("unary_op", unary_op), ("ternary_op", ternary_op),
                         ("create_fma", create_fma)):
            self._patch(B, name, fn)
        # the fp_trunc/fp_ext/si_to_fp lambdas call self.cast_impl: patched through the class


_LOAD_TAG = "mmaemu_load"    # (pointer addresses, element bytes, num_warps) of the load
_MMA_TAG = "mmaemu_mma"      # descends from a dot: the matrix unit's layout, not a load's
_DEVICE_ADD = {
    "fp32": lambda a, b: a + b, "fp64": lambda a, b: a + b,
    "fp16": lambda a, b: a + b,           # through fp32: 24 >= 2 * 11 + 2 bits, one rounding
    "bf16": lambda a, b: _f32_to_bf16(_bf16_to_f32(a) + _bf16_to_f32(b)),
}


def _inheriting(fn):
    """An element-wise builder op whose result keeps the load tag of an operand of its shape (the
    compiler keeps the load's layout through element-wise ops), unless an operand is a dot's (whose
    layout the compiler keeps instead)."""
    def op(builder, *args):
        h = fn(builder, *args)
        if not hasattr(h, "attr"):
            return h
        if any(_MMA_TAG in t or "mmaemu_dot" in t for t in (getattr(x, "attr", {}) for x in args)):
            h.attr[_MMA_TAG] = True
        elif _LOAD_TAG not in h.attr:
            for x in args:
                if _LOAD_TAG in getattr(x, "attr", {}) and np.shape(x.data) == np.shape(h.data):
                    h.attr[_LOAD_TAG] = x.attr[_LOAD_TAG]
                    break
        return h
    return op


def _ordered_sum(h, axis) -> Optional[np.ndarray]:
    """tl.sum of h over one axis in the order Triton 3.6's NVIDIA code adds (mmaemu._reduce), or
    None where that order is not known: a non-float tensor, axis=None, an AMD arch, or a tensor not
    descending from a tl.load through element-wise ops."""
    add = _DEVICE_ADD.get(_name(h.dtype.scalar))
    if add is None or axis is None or _LOAD_TAG not in h.attr or not _active[-1].nvidia:
        return None
    addrs, elem_bytes, warps = h.attr[_LOAD_TAG]
    layout = _reduce.load_layout(np.asarray(addrs), elem_bytes, warps)
    _active[-1].sums += 1
    return _reduce.tree_sum(np.asarray(h.data), axis, layout, add)


def _round_f64_bf16(x: np.ndarray) -> np.ndarray:
    from ._core import round as _round
    return np.asarray(_round(np.asarray(x, dtype=np.float64), "bf16", bits=True))


def _rna_tf32(x: np.ndarray) -> np.ndarray:
    """cvt.rna.tf32.f32: fp32 rounded to a 10-bit fraction, ties away from zero (the low 13
    bits cleared); NaN and infinity kept."""
    u = x.view(np.uint32)
    finite = (u & np.uint32(0x7F800000)) != np.uint32(0x7F800000)
    r = np.where(finite, (u + np.uint32(0x1000)) & np.uint32(0xFFFFE000), u).astype(np.uint32)
    return r.view(np.float32)


def _tf32x3_dot(em, a, b, acc: np.ndarray, cfg: Dict[str, Any]) -> np.ndarray:
    """input_precision='tf32x3' as Triton's F32DotTC pass rewrites the dot: big = cvt.rna.tf32,
    small = x - big (fp32); d1 = dot(a_small, b_big, 0), d2 = dot(a_big, b_small, d1), NaNs of
    d2 set to 0, d3 = dot(a_big, b_big, d2), result d3 + acc (one fp32 add); each dot a tf32 dot
    of the tile (the tensor core truncates a_small, b_small to tf32)."""
    A = np.asarray(a.data).astype(np.float32)
    B = np.asarray(b.data).astype(np.float32)
    a_big, b_big = _rna_tf32(A), _rna_tf32(B)
    a_small, b_small = (A - a_big).astype(np.float32), (B - b_big).astype(np.float32)

    def dot(x, y, c):
        return np.asarray(matmul(x.view(np.uint32), y.view(np.uint32), c, arch=em.arch,
                                 in_format="tf32", acc="fp32", triton=cfg)).view(np.float32)

    zero = np.zeros(np.shape(acc), dtype=np.float32)
    d2 = dot(a_big, b_small, dot(a_small, b_big, zero))
    d2 = np.where(np.isnan(d2), np.float32(0), d2).astype(np.float32)
    d3 = dot(a_big, b_big, d2)
    em.dots += 3
    _count_plan(em, ("tf32x3",) + tuple(sorted(cfg.items())), lambda: "tf32x3: three dots of " + plan(
        a_big.view(np.uint32), b_big.view(np.uint32), arch=em.arch, in_format="tf32", acc="fp32",
        triton=cfg).banner)
    return (d3 + np.asarray(acc, dtype=np.float32)).astype(np.float32)


INT_DOT_BANNER = FALLBACK_BANNER


def _int_dot(a: np.ndarray, b: np.ndarray, acc: np.ndarray, fa: str, fb: str) -> np.ndarray:
    """An int8 / uint8 tl.dot into an int32 accumulator through Triton's integer instruction
    (mmaemu._triton_int: wrapping, or .satfinite on mma.sync)."""
    em = _active[-1]
    launch = _launches[-1] if _launches else dict(_LAUNCH_DEFAULTS)
    d, banner = int_dot(em.arch, fa, fb, a, b, acc, launch)
    em.dots += 1
    em.plans[banner] = em.plans.get(banner, 0) + 1
    return d


def _count_plan(em, key, banner) -> None:
    """One more dot of the program `key` in em.plans (banner() computed once per key)."""
    if key not in em._seen:
        em._seen.add(key)
        em._banner[key] = banner()
    em.plans[em._banner[key]] = em.plans.get(em._banner[key], 0) + 1


def _mixed_fp8(fa: str, fb: str) -> str:
    """B's format of a dot of two different fp8 formats (the instruction takes A and B in
    their own formats: wgmma .e4m3.e5m2, MFMA fp8_bf8); other mixes are refused."""
    fp8 = ("fp8e4nv", "fp8e5", "fp8e4b8", "fp8e5b16")
    if fa not in fp8 or fb not in fp8:
        raise NotImplementedError("mmaemu.triton.emulate: tl.dot of %s x %s operands (mixed "
                                  "formats other than two fp8 ones) is not modelled" % (fa, fb))
    return _FP[fb]


def _model_dot(args, acc: np.ndarray, acc_name: str) -> np.ndarray:
    """One tl.dot through the innermost context's model."""
    a, b, precision, max_imprecise = args
    em = _active[-1]
    fa, fb = _name(a.dtype.scalar), _name(b.dtype.scalar)
    mixed = {} if fa == fb else {"b_format": _mixed_fp8(fa, fb)}
    if fa not in _FP:
        raise NotImplementedError("mmaemu.triton.emulate: tl.dot of %s operands is not modelled" % fa)
    if acc_name not in ("fp32", "fp16"):
        raise NotImplementedError("mmaemu.triton.emulate: a %s accumulator is not modelled" % acc_name)
    if acc_name == "fp16" and em.amd:
        # MFMAs have no fp16 accumulator: Triton's AMD AccelerateMatmul widens C to fp32, runs
        # the fp32 MFMA dot and casts its result back to fp16 (RNE) after every dot
        return _model_dot(args, np.asarray(acc, dtype=np.float32), "fp32").astype(np.float16)
    fmt = _FP[fa]
    launch = _launches[-1] if _launches else dict(_LAUNCH_DEFAULTS)
    M, K = a.data.shape[-2:]
    N = b.data.shape[-1]
    cfg = {"BLOCK_M": M, "BLOCK_N": N, "BLOCK_K": K, "num_warps": launch["num_warps"],
           "kpack": launch["kpack"], "matrix_instr_nonkdim": launch["matrix_instr_nonkdim"],
           "max_num_imprecise_acc": int(max_imprecise or 0)}
    if fmt == "fp32":
        p = str(precision).split(".")[-1].upper()
        if p == "IEEE":     # Triton's FMA dot: the C lowering runs one fma.rn.f32 per k
            cfg["input_precision"] = "ieee"
        elif p == "TF32X3" and acc_name == "fp32":
            cfg["input_precision"] = "tf32"
            return _tf32x3_dot(em, a, b, acc, cfg)
        elif p != "TF32":
            raise NotImplementedError("mmaemu.triton.emulate: input_precision=%s is not modelled"
                                      % p.lower())
        else:
            fmt = "tf32"
            cfg["input_precision"] = "tf32"
    w = _lib.fmt_width(fmt)
    A = np.asarray(a.data).view(_NP_UINT[w])
    Bm = np.asarray(b.data).view(_NP_UINT[w])
    C = np.asarray(acc, dtype=np.float32 if acc_name == "fp32" else np.float16)
    d = matmul(A, Bm, C, arch=em.arch, in_format=fmt, acc=acc_name, triton=cfg, **mixed)
    em.dots += 1
    _count_plan(em, (fmt, acc_name, tuple(mixed.items())) + tuple(sorted(cfg.items())),
                lambda: plan(A, Bm, arch=em.arch, in_format=fmt, acc=acc_name, triton=cfg,
                             **mixed).banner)
    return np.asarray(d).view(np.float32 if acc_name == "fp32" else np.float16)


def _const(x):
    """A constexpr's value (the interpreter passes some unwrapped)."""
    return getattr(x, "value", x)


def _native_dot_scaled(em, arch, lhs, lhs_scale, fa, rhs, rhs_scale, fb, acc, packs,
                       out_dtype) -> np.ndarray:
    """tl.dot_scaled on a block-scaled instruction row (mmaemu._dot_scaled)."""
    if _name(_const(out_dtype)) != "fp32" or len(lhs.shape) != 2:
        raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled is modelled for 2-D operands "
                                  "and an fp32 result")
    scales = [_const(s) for s in (lhs_scale, rhs_scale)]
    data = [None if s is None else np.asarray(s.handle.data) for s in scales]
    names = [None if s is None else _name(s.dtype) for s in scales]
    M, N = lhs.shape[0], rhs.shape[1]
    acc = _const(acc)
    c = np.zeros((M, N), np.float32) if acc is None else np.asarray(acc.handle.data)
    launch = _launches[-1] if _launches else dict(_LAUNCH_DEFAULTS)
    d, (A, B, args) = native_dot(em.arch, arch, np.asarray(lhs.handle.data), fa, data[0],
                                 np.asarray(rhs.handle.data), fb, data[1], names, c, packs, launch)
    em.dots += 1
    key = ("dot_scaled", fa, fb, args["block"], args["scale_format"], args["kind"], args["schedule"])
    _count_plan(em, key, lambda: plan(A, B, **args).banner)
    return d


def _dot_scaled(lhs, lhs_scale, lhs_format, rhs, rhs_scale, rhs_format, acc, fast_math, lhs_k_pack,
                rhs_k_pack, out_dtype, TensorHandle, tl) -> np.ndarray:
    """One tl.dot_scaled as Triton 3.6 lowers it on sm90: both operands to bf16 times their block
    scales (mmaemu._scaled), then one bf16 tl.dot of the tile with the accumulator fused."""
    from ._scaled import scaled_operand
    em = _active[-1]
    arch = model_spec(em.arch).arch.contents.name.decode()
    fa, fb = str(_const(lhs_format)), str(_const(rhs_format))
    if arch in NATIVE:
        return _native_dot_scaled(em, arch, lhs, lhs_scale, fa, rhs, rhs_scale, fb, acc,
                                  (bool(_const(lhs_k_pack)), bool(_const(rhs_k_pack))), out_dtype)
    if arch != "sm90":
        raise NotImplementedError("mmaemu.triton.emulate(%r): tl.dot_scaled is modelled on sm90 "
                                  "(recorded on an H200), sm100 and gfx950, not on %s"
                                  % (em.arch, arch))
    if "fp16" in (fa, fb):
        raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled with fp16 operands (an fp16 "
                                  "dot) is not modelled")
    if fa == "bf16" and fb not in ("bf16", "e2m1"):
        raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled of a bf16 lhs and a %s rhs is "
                                  "not modelled (Triton swaps its operands; only bf16 x e2m1 was read "
                                  "and recorded)" % fb)
    if not (_const(lhs_k_pack) and _const(rhs_k_pack)):
        raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled with k_pack=False is not modelled")
    if _name(_const(out_dtype)) != "fp32" or len(lhs.shape) != 2:
        raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled is modelled for 2-D operands "
                                  "and an fp32 result")
    scales = []
    for sc in (lhs_scale, rhs_scale):
        sc = _const(sc)
        if sc is not None and _name(sc.dtype) != "uint8":
            raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled with %s scales is not "
                                      "modelled (ue8m0 uint8 scales are)" % _name(sc.dtype))
        scales.append(None if sc is None else np.asarray(sc.handle.data))
    fm = bool(_const(fast_math))
    swapped = fa == "bf16" and fb == "e2m1"
    k_source = _swapped_e2m1_k_source(em, int(_const(lhs.shape[1])), int(_const(rhs.shape[1]))) if swapped else None
    A = scaled_operand(np.asarray(lhs.handle.data), fa, scales[0], fm, k_axis=1)
    B = scaled_operand(np.asarray(rhs.handle.data), fb, scales[1], fm, k_axis=0, k_source=k_source)
    c = np.zeros((A.shape[0], B.shape[1]), np.float32) if _const(acc) is None else acc.handle.data
    if swapped:     # the dot Triton builds: (B^T A^T)^T, the upcast rhs the register operand
        args = (TensorHandle(np.ascontiguousarray(B.T), tl.bfloat16),
                TensorHandle(np.ascontiguousarray(A.T), tl.bfloat16), "tf32", 0)
        return _model_dot(args, np.ascontiguousarray(np.asarray(c).T), "fp32").T
    args = (TensorHandle(A, tl.bfloat16), TensorHandle(B, tl.bfloat16), "tf32", 0)
    return _model_dot(args, c, "fp32")


MISPAIRED = ("tl.dot_scaled(bf16, e2m1) on sm90 with BLOCK_N %% 64 == 0: Triton 3.6 lowers it to a wgmma of "
             "the swapped operands that pairs the rhs's K elements wrongly (BLOCK_K %d); emulating what the "
             "device computes, not the operation's meaning (docs/python.md)")


def _swapped_e2m1_k_source(em, bk: int, bn: int) -> Optional[np.ndarray]:
    """The rhs's K pairing Triton 3.6 compiles for a bf16 lhs x e2m1 rhs on sm90 (4 warps): the
    swapped dot has BLOCK_N rows, a wgmma where BLOCK_N % 64 == 0 (mispaired: _scaled.
    e2m1_wgmma_k_source, and a warning), an mma.sync below (paired correctly).  Read off the PTX of
    Triton 3.6 for BLOCK_N 16, 32, 64, 128 (validation/analysis/scaled/ptx_pairing.py); the H200 ran
    BLOCK_N 64 (ds_bf16_e2m1)."""
    from ._scaled import e2m1_wgmma_k_source
    warps = (_launches[-1] if _launches else _LAUNCH_DEFAULTS)["num_warps"]
    if warps != 4:
        raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled of a bf16 lhs and an e2m1 rhs is "
                                  "modelled for num_warps=4 only (got %d)" % warps)
    if bn % 64:
        return None
    perm = e2m1_wgmma_k_source(bk)
    line = MISPAIRED % bk
    if line not in em.plans:
        import warnings
        warnings.warn("mmaemu.triton.emulate: " + line, stacklevel=2)
    em.plans[line] = em.plans.get(line, 0) + 1
    return perm
