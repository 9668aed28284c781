# SPDX-License-Identifier: MIT
"""matmul, dot, round, models, compare: the library's entry points on arrays."""
from __future__ import annotations

import ctypes
import functools
import inspect
import math
from typing import Any, Dict, List, Mapping, Optional, Tuple, Union

import numpy as np

from . import _lib
from ._arrays import Operand, aligned, elem_strides, operand, out_format, result
from ._blockscale import BYTE_FORMATS, attach as _attach_scales, check_narrow
from ._lib import lib
from ._text import c_text

ArrayLike = Any   # numpy.ndarray or torch.Tensor
TritonConfig = Union[Mapping[str, Union[int, str]], str]

TRITON_KEYS = ("BLOCK_M", "BLOCK_N", "BLOCK_K", "num_warps", "num_stages", "kpack",
               "matrix_instr_nonkdim", "input_precision", "max_num_imprecise_acc")


def model_spec(arch: str, lib_preset: Optional[str] = None) -> _lib.ModelSpec:
    """Parse 'ARCH[:VARIANT][+LIBPRESET]' (lib_preset appends '+NAME')."""
    if not isinstance(arch, str) or not arch:
        raise TypeError("arch must be a model name such as 'sm90', 'H100:default' or "
                        "'sm90+cublas13.1-h100', not %r" % (arch,))
    if lib_preset is not None:
        if not isinstance(lib_preset, str):
            raise TypeError("lib must be a library preset name, not %r" % (lib_preset,))
        if "+" in arch:
            raise ValueError("arch=%r already names a library preset; lib=%r too" % (arch, lib_preset))
        arch = arch + "+" + lib_preset
    spec, err = _lib.ModelSpec(), _lib.errbuf()
    if lib.mmaemu_model_spec_parse(c_text(arch, "arch"), ctypes.byref(spec), err, len(err)):
        raise ValueError(err.value.decode())
    return spec


def triton_config(cfg: TritonConfig) -> _lib.TritonConfig:
    """A tl.dot tile config from a dict (the CLI's keys) or its text form."""
    if isinstance(cfg, Mapping):
        items = []
        for k, v in cfg.items():
            if not isinstance(k, str):
                raise TypeError("triton config keys are names such as 'BLOCK_M', not %r" % (k,))
            if isinstance(v, bool) or not isinstance(v, (int, str, np.integer)):
                raise TypeError("triton config %s=%r: expected an int (or tf32/ieee for "
                                "input_precision)" % (k, v))
            if isinstance(v, str) and (not v or any(ch in v for ch in " ,\t=")):
                raise ValueError("triton config %s=%r: not a single value" % (k, v))
            items.append("%s=%s" % (k, v))
        text = " ".join(items)
    elif isinstance(cfg, str):
        text = cfg
    else:
        raise TypeError("triton must be a dict such as {'BLOCK_M': 64, 'BLOCK_N': 64, "
                        "'BLOCK_K': 32, 'num_warps': 4} or its text form, not %r" % (cfg,))
    c, err = _lib.TritonConfig(), _lib.errbuf()
    if lib.mmaemu_triton_config_parse(c_text(text, "triton"), ctypes.byref(c), err, len(err)):
        raise ValueError(err.value.decode())
    return c


def _mat(bits: np.ndarray) -> _lib.Mat:
    sb, si, sj = elem_strides(bits)
    return _lib.Mat(bits.ctypes.data, sb, si, sj)


def _batched(op: Operand, what: str) -> Operand:
    if op.bits.ndim not in (2, 3):
        raise ValueError("%s: expected a 2-D (rows, cols) or 3-D (batch, rows, cols) array, got "
                         "shape %s" % (what, op.bits.shape))
    bits = aligned(op.bits)
    if bits.ndim == 2:
        bits = bits[None]
    op.bits = bits
    return op


def _batch_of(ops: List[Operand], what: str) -> int:
    sizes = {o.bits.shape[0] for o in ops if o.bits.shape[0] != 1}
    if len(sizes) > 1:
        raise ValueError("%s: batch sizes differ: %s" % (what, sorted(sizes)))
    batch = sizes.pop() if sizes else 1
    for o in ops:   # a batch of one broadcasts
        if o.bits.shape[0] == 1 and batch > 1:
            o.bits = np.lib.stride_tricks.as_strided(o.bits, (batch,) + o.bits.shape[1:],
                                                    (0,) + o.bits.strides[1:])
    return batch


def _is_transposed(bits: np.ndarray) -> int:
    """1 when a (rows, cols) view is stored column-major (rows stride 1)."""
    _, si, sj = elem_strides(bits)
    return int(si == 1 and sj != 1 and bits.shape[1] > 1 and bits.shape[2] > 1)


def _leading(bits: np.ndarray, transposed: int) -> int:
    """The leading dimension a BLAS call gets for a (batch, rows, cols) view: the stride
    between rows (columns when transposed); a view with no unit stride is copied dense
    first, as torch does."""
    _, si, sj = elem_strides(bits)
    rows, cols = bits.shape[1], bits.shape[2]
    if transposed:
        return max(int(sj), rows) if si == 1 else rows
    if sj == 1 or cols == 1:
        return max(int(si), cols) if rows > 1 else cols
    return cols


class Plan:
    """What a matmul runs: the banner line, the schedule text and the instruction."""

    def __init__(self, banner: str, schedule: str, instr: str):
        self.banner, self.schedule, self.instr = banner, schedule, instr

    def __repr__(self) -> str:
        return "Plan(%r)" % self.banner


def _call_fields(mm: _lib.Matmul, keep: List[Any], alpha: float, beta: float,
                 lib_kernel: Optional[str], lib_log: Optional[str],
                 call: Optional[Mapping[str, Any]]) -> None:
    """The library call around the product: alpha, beta, a recorded program, and the whole
    call's shape and leading dimensions when a, b are a window of it."""
    for name, v in (("alpha", alpha), ("beta", beta)):
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            raise TypeError("%s must be a finite number, not %r" % (name, v))
    if alpha != 1 or beta != 1:
        mm.scaled, mm.alpha, mm.beta = 1, float(alpha), float(beta)
    for name, v in (("lib_kernel", lib_kernel), ("lib_log", lib_log)):
        if v is not None and (not isinstance(v, str) or "\0" in v or len(v) > 65536):
            raise TypeError("%s must be a string without NUL (the profiler's kernel names, ';' "
                            "between), not %r" % (name, v))
    if lib_kernel is not None:
        keep.append(lib_kernel.encode())
        mm.lib_kernel = keep[-1]
    if lib_log is not None:
        keep.append(lib_log.encode())
        mm.lib_log = keep[-1]
    for key, v in (call or {}).items():
        if key not in CALL_KEYS:
            raise ValueError("call: unknown key %r (keys: %s)" % (key, ", ".join(CALL_KEYS)))
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 0:
            raise TypeError("call %s=%r: expected a whole number >= 0" % (key, v))
        setattr(mm, key, int(v))


CALL_KEYS = ("batch", "m", "n", "k", "lda", "ldb", "ldc", "a_km", "b_nk", "win_b", "win_i",
             "win_j")


def _apply_call(mm: _lib.Matmul, call: Optional[Mapping[str, Any]]) -> Optional[Mapping[str, Any]]:
    """call's batch/m/n/k are the whole call's (whole_*), the rest as named."""
    if not call:
        return call
    rest = dict(call)
    for key in ("batch", "m", "n", "k"):
        if key in rest:
            v = rest.pop(key)
            if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 1:
                raise TypeError("call %s=%r: expected a whole number >= 1" % (key, v))
            setattr(mm, "whole_" + key, int(v))
    return rest


def _widened(op: Operand, acc: Optional[str]) -> Operand:
    """A bf16 / fp16 C under an fp32 accumulator, widened exactly to fp32 (a library's C
    has the output's type); any other C must already be in the accumulator's format."""
    want = acc or "fp32"
    if op.fmt == want:
        return op
    if want == "fp32" and op.fmt == "bf16":
        op.bits = op.bits.astype(np.uint32) << np.uint32(16)
    elif want == "fp32" and op.fmt == "fp16":
        op.bits = op.bits.view(np.float16).astype(np.float32).view(np.uint32)
    else:
        raise ValueError("c holds %s: expected %s (or bf16 / fp16 under an fp32 accumulator)"
                         % (op.fmt, want))
    op.fmt = "fp32"
    return op


FP8 = ("e4m3", "e5m2")
INT8 = ("s8", "u8")   # integer MMA: s32 accumulator and result, s8 and u8 mixed freely


def _prepare(a, b, c, arch, in_format, out_dtype, acc, triton, schedule, lib_preset, b_format=None,
             mixed=None):
    """mixed: the formats A and B may mix (default FP8; BYTE_FORMATS with block scales)."""
    mm = _lib.Matmul()
    mm.model = model_spec(arch, lib_preset)
    A = _batched(operand(a, in_format, "a"), "a")
    B = _batched(operand(b, b_format or in_format, "b"), "b")
    check_narrow(A.bits, A.fmt, "a")
    check_narrow(B.bits, B.fmt, "b")
    mixed = mixed or (INT8 if A.fmt in INT8 else FP8)
    if A.fmt != B.fmt:
        if A.fmt not in mixed or B.fmt not in mixed:
            raise ValueError("a holds %s, b holds %s: give both in one format (mixed formats: %s)"
                             % (A.fmt, B.fmt, "e4m3 x e5m2 only" if mixed == FP8 else
                                "any two of " + " ".join(mixed)))
        mm.in_b = _lib.fmt_id(B.fmt)
    if A.bits.shape[2] != B.bits.shape[1]:
        raise ValueError("a is (%d, %d), b is (%d, %d): inner dimensions differ"
                         % (A.bits.shape[1], A.bits.shape[2], B.bits.shape[1], B.bits.shape[2]))
    integer = A.fmt in INT8
    acc = acc or ("s32" if integer else "fp32")
    if acc not in (("s32",) if integer else ("fp32", "fp16")):
        raise ValueError("acc=%r: expected %s" % (acc, "s32 with integer operands" if integer
                                                 else "fp32 or fp16"))
    if integer and out_dtype is not None:
        raise ValueError("out_dtype=%r: an integer GEMM's result is its s32 accumulator" % (out_dtype,))
    ops = [A, B]
    C = None
    if c is not None:
        C = _batched(_widened(operand(c, None, "c"), acc), "c")
        if C.bits.shape[1:] != (A.bits.shape[1], B.bits.shape[2]):
            raise ValueError("c is %s, the result is (%d, %d)" % (C.bits.shape[1:], A.bits.shape[1],
                                                                B.bits.shape[2]))
        ops.append(C)
    batch = _batch_of(ops, "matmul")
    fmt = A.fmt
    if fmt == "fp32" and triton is None and in_format is None:
        fmt = "tf32"    # fp32 operands reach matrix units as tf32 (xf32 on AMD)
    mm.__setattr__("in", _lib.fmt_id(fmt))
    mm.acc = _lib.fmt_id(acc)
    out = out_format(out_dtype)
    mm.out = _lib.EPILOGUES[out]
    keep = [A, B, C]
    if triton is not None:
        cfg = triton_config(triton)
        keep.append(cfg)
        mm.triton = ctypes.pointer(cfg)
    if schedule is not None:
        if not isinstance(schedule, str):
            raise TypeError("schedule must be schedule text such as 'instr=wgmma block_k=64', not %r"
                            % (schedule,))
        mm.schedule = c_text(schedule, "schedule")
    mm.a_km, mm.b_nk = _is_transposed(A.bits), _is_transposed(B.bits)
    mm.lda, mm.ldb = _leading(A.bits, mm.a_km), _leading(B.bits, mm.b_nk)
    mm.ldc = B.bits.shape[2]
    mm.batch, mm.m, mm.k, mm.n = batch, A.bits.shape[1], A.bits.shape[2], B.bits.shape[2]
    mm.a, mm.b = _mat(A.bits), _mat(B.bits)
    if C is not None:
        cm = _mat(C.bits)
        keep.append(cm)
        mm.c = ctypes.pointer(cm)
    return mm, keep, out, A


def plan(a: ArrayLike, b: ArrayLike, c: Optional[ArrayLike] = None, **kwargs: Any) -> Plan:
    """The program matmul(a, b, c, **kwargs) would run, without computing (matmul's keyword
    arguments, checked against its signature): its banner line (where
    the schedule came from), the schedule text (instruction, K order, split, reduction,
    epilogue) and the instruction.  a, b (and c, bias) may be any arrays of the right shapes,
    strides and dtypes (numpy, torch CPU tensors); ``call`` describes the whole library call
    when they are a window of it (see matmul).  With a cuBLAS preset and no program given
    (schedule, triton, lib_kernel) nor call, the program is cuBLAS's own choice on the host
    driver where it starts (mmaemu._cublas_host), else the preset's decision procedure."""
    bound = _matmul_signature().bind(a, b, c, **kwargs)   # matmul's arguments, checked
    bound.apply_defaults()
    mm, _, _, _, host = _request(bound.arguments)
    p = _plan(mm)
    if host:
        p.banner = host_banner(p.banner)
    return p


@functools.lru_cache(maxsize=None)
def _matmul_signature() -> inspect.Signature:
    return inspect.signature(matmul)


def _request(p: Dict[str, Any]) -> Tuple[Any, ...]:
    """(mm, keep, out, A, whether the host chose) for matmul's arguments p, by name: a
    block-scaled GEMM or a library call."""
    if p["scale_a"] is not None or p["scale_b"] is not None or p["block"] is not None:
        scaling = (p["scale_a"], p["scale_b"], p["block"], p["scale_format"], p["kind"])
        return _scaled_call(p["a"], p["b"], p["c"], p["arch"], p["in_format"], p["out_dtype"],
                            p["acc"], p["triton"], p["schedule"], p["lib"], p["b_format"],
                            p["bias"], scaling) + (False,)
    return _library_call(p["a"], p["b"], p["c"], p["arch"], p["in_format"], p["out_dtype"],
                         p["acc"], p["triton"], p["schedule"], p["lib"], p["b_format"], p["bias"],
                         p["alpha"], p["beta"], p["lib_kernel"], p["lib_log"], p["call"])


HOST_BANNER = "schedule from cuBLAS 13.1's own choice on the host driver: kernel"


def host_banner(banner: str) -> str:
    """A banner of a program decoded from kernel names the host driver gave: says so."""
    return banner.replace("schedule from the recorded kernel", HOST_BANNER)


def _scaled_call(a, b, c, arch, in_format, out_dtype, acc, triton, schedule, lib, b_format, bias,
                 scaling):
    """_prepare for a block-scaled GEMM (any two byte formats), its scales and bias; returns
    (mm, keep, out, A).  scaling: (scale_a, scale_b, block, scale_format, kind)."""
    mm, keep, out, A = _prepare(a, b, c, arch, in_format, out_dtype, acc, triton, schedule, lib,
                                b_format, BYTE_FORMATS)
    _attach_scales(mm, keep, mm.batch, *scaling)
    if bias is not None:
        _bias(mm, bias, keep)
    return mm, keep, out, A


def _library_call(a, b, c, arch, in_format, out_dtype, acc, triton, schedule, lib, b_format, bias,
                  alpha, beta, lib_kernel, lib_log, call):
    """_prepare, then the library call around the product: the bias, alpha and beta, and its
    program (given, or the host's choice); returns (mm, keep, out, A, whether the host chose)."""
    mm, keep, out, A = _prepare(a, b, c, arch, in_format, out_dtype, acc, triton, schedule, lib,
                                b_format)
    if bias is not None:
        _bias(mm, bias, keep)
    host = _host_choice(mm, keep, out, A, bias, alpha, beta, (triton, schedule, lib_kernel, call))
    if host:
        lib_kernel, lib_log = host
    _call_fields(mm, keep, alpha, beta, lib_kernel, lib_log, _apply_call(mm, call))
    return mm, keep, out, A, host is not None


def _host_choice(mm: _lib.Matmul, keep: List[Any], out: str, A: Any, bias: Any, alpha: float,
                 beta: float, given: Tuple[Any, ...]) -> Optional[Tuple[str, Optional[str]]]:
    """cuBLAS's own choice for a library preset's call (mmaemu._cublas_host), unless the caller
    gave the program (triton, schedule, lib_kernel) or a window of a call; None where the host
    has no answer (then the preset's decision procedure chooses)."""
    if any(g is not None for g in given):
        return None
    from ._cublas_host import program_for_matmul
    fmt = {_lib.fmt_id(f): f for f in ("bf16", "fp16", "fp32", "tf32")}.get(getattr(mm, "in"))
    C = keep[2]
    return program_for_matmul(mm.model.lib.decode(), fmt or "", out, A.bits, keep[1].bits,
                              C.bits if C is not None else None, bias is not None, alpha, beta)


def _plan(mm: _lib.Matmul) -> Plan:
    s, ins = _lib.Schedule(), ctypes.POINTER(_lib.Instr)()
    ban, err = _lib.errbuf(2048), _lib.errbuf()
    if _lib.lib.mmaemu_matmul_plan(ctypes.byref(mm), ctypes.byref(s), ctypes.byref(ins), ban,
                                   len(ban), err, len(err)):
        raise ValueError(err.value.decode())
    txt = _lib.errbuf(512)
    _lib.lib.mmaemu_schedule_format(ctypes.byref(s), txt, len(txt))
    return Plan(ban.value.decode(), txt.value.decode(), ins.contents.name.decode())


def _bias(mm: _lib.Matmul, bias: ArrayLike, keep: List[Any]) -> None:
    """A per-column bias (n,) as the library's bias view (strides 0, 0, 1)."""
    op = operand(bias, None, "bias")
    bits = np.ascontiguousarray(op.bits)
    if bits.ndim != 1 or bits.shape[0] != mm.n:
        raise ValueError("bias is %s, expected (n,) = (%d,)" % (tuple(bits.shape), mm.n))
    if op.fmt not in ("fp32", "bf16", "fp16"):
        raise TypeError("bias holds %s: expected float32, bfloat16 or float16" % op.fmt)
    view = _lib.Mat(bits.ctypes.data, 0, 0, 1)
    keep += [bits, view]
    mm.bias = ctypes.pointer(view)
    mm.bias_fmt = _lib.fmt_id(op.fmt)


def matmul(a: ArrayLike, b: ArrayLike, c: Optional[ArrayLike] = None, *, arch: str,
           in_format: Optional[str] = None, out_dtype: Any = None, acc: Optional[str] = None,
           triton: Optional[TritonConfig] = None, schedule: Optional[str] = None,
           lib: Optional[str] = None, bias: Optional[ArrayLike] = None, alpha: float = 1.0,
           beta: float = 1.0, lib_kernel: Optional[str] = None, lib_log: Optional[str] = None,
           call: Optional[Mapping[str, Any]] = None, b_format: Optional[str] = None,
           scale_a: Optional[ArrayLike] = None, scale_b: Optional[ArrayLike] = None,
           block: Optional[int] = None, scale_format: str = "ue8m0",
           kind: Optional[str] = None) -> ArrayLike:
    """D = epilogue(C + A B) as the model computes it, bit for bit.

    a: (m, k) or (batch, m, k); b: (k, n) or (batch, k, n); a batch of one (or a
    2-D operand) broadcasts.  numpy arrays (float16, float32, ml_dtypes bfloat16 /
    float8 types, or uint8/uint16/uint32 bit patterns with ``in_format``) or torch
    CPU tensors, any strides.  c: the initial accumulator, float32 (float16 with
    acc='fp16'), shaped like the result.  int8 arrays (uint8 ones with in_format='u8',
    the two mixed freely) run the integer rows: an int32 c and result, the exact sums
    wrapping modulo 2^32 (acc='s32', no out_dtype).

    arch: 'ARCH[:VARIANT][+LIBPRESET]' ('sm90', 'H100', 'gfx942:default',
    'sm90+cublas13.1-h100'); lib: a library preset, the same as '+NAME'.
    triton: the tl.dot tile config, a dict with the keys of ``mmaemu gemm
    --triton`` (BLOCK_M, BLOCK_N, BLOCK_K, num_warps, num_stages, kpack,
    matrix_instr_nonkdim, input_precision, max_num_imprecise_acc) or its text;
    without it, the library's schedule (default chain or preset rule; a_km /
    b_nk read from the operands' strides).  schedule: text applied over the
    derived schedule ('instr=mma.m16n8k8 split_k=2'); where the formats have no
    default instruction (gfx950 fp8, sm100 fp6/fp4), its instr= names one.  fp32 operands: tf32 on
    the matrix unit (Triton's input_precision=tf32; in_format='tf32' says so).

    out_dtype: fp32 (default), bf16 or fp16 (a name, numpy or torch dtype).
    bias: (n,) float32/bfloat16/float16, added to every row's sums with one fp32
    add before the output cast, as a library's bias epilogue (F.linear's).
    alpha, beta: D = alpha A B + beta C as the library computes it (the schedule's c_add:
    cuBLAS adds C after the sum, in fp32 or after a first cast; without a library, C is
    the initial accumulator).  lib_kernel: the kernel names a profiler recorded for the
    call (';' between), lib_log: its cuBLASLt trace line (CUBLASLT_LOG_LEVEL=2): the
    program is decoded from them instead of being chosen.  call: the whole library call
    when a, b are a window of it -- {'batch', 'm', 'n', 'k'} (its shape), 'lda', 'ldb',
    'ldc' (its leading dimensions, which choose cuBLAS's kernel), 'win_b', 'win_i',
    'win_j' (the window's origin, for programs that depend on the position: Stream-K).
    b_format: b's format when it differs from a's (bit patterns; torch and ml_dtypes float8
    operands carry theirs): a library GEMM of e4m3 x e5m2 operands (torch._scaled_mm's mixed
    fp8), on an arch with those instruction rows (sm90).
    scale_a, scale_b, block: a block-scaled GEMM (sm100 tcgen05 kind::mxf8f6f4 / mxf4 /
    mxf4nvf4, sm120 mma.sync block_scale, gfx950's scaled MFMA): scale_a (m, K/block) and
    scale_b (K/block, n) uint8 patterns in scale_format (ue8m0 or ue4m3; batch first
    optional; a scale_b stored (n, K/block) is passed transposed), block 16 or 32; kind
    names the PTX kind (default: mxf8f6f4 unless both operands are e2m1, mxf4nvf4 for
    ue4m3 or block 16).  a, b: uint8 patterns with in_format / b_format any of e4m3
    e5m2 e2m3 e3m2 e2m1 (fp6/fp4 one value a byte, low bits), mixed freely.  The schedule
    is one chain over K (schedule text may change it); each element equals ``mmaemu dot
    --scale`` on its row and column.  No triton, lib_kernel or library preset with it.
    Returns the kind given: a torch tensor for torch inputs; for numpy, float32
    for fp32 results, float16, and bf16 as ml_dtypes.bfloat16 (uint16 patterns
    when the inputs were patterns).  2-D operands give a 2-D result.
    Raises ValueError/TypeError for malformed arguments (the library's
    one-line reason).
    """
    mm, keep, out, A, _ = _request(dict(locals()))
    return _run(mm, out, A, acc, a, b, None)


def matmul_planned(a: ArrayLike, b: ArrayLike, c: Optional[ArrayLike] = None,
                   **kwargs: Any) -> Tuple[ArrayLike, str]:
    """(matmul(a, b, c, **kwargs), plan(a, b, c, **kwargs).banner) from one library call: the
    torch mode's products, which count their banners (the run plans anyway)."""
    bound = _matmul_signature().bind(a, b, c, **kwargs)
    bound.apply_defaults()
    mm, keep, out, A, host = _request(bound.arguments)
    banner = _lib.errbuf(2048)
    d = _run(mm, out, A, bound.arguments["acc"], a, b, banner)
    text = banner.value.decode() if mm.m and mm.n else _plan(mm).banner
    return d, host_banner(text) if host else text


def _run(mm: _lib.Matmul, out: str, A: Operand, acc: Optional[str], a: ArrayLike, b: ArrayLike,
         banner: Any) -> ArrayLike:
    """The library run of a prepared request into a new result (banner: a buffer for the
    banner line, or None)."""
    width = 32 if out == "fp32" else 16
    if acc == "fp16" and out == "fp32":
        width = 16
    integer = A.fmt in INT8
    d = np.empty((mm.batch, mm.m, mm.n), dtype={16: np.uint16, 32: np.uint32}[width])
    if mm.m and mm.n:
        if not mm.k:
            raise ValueError("matmul: k = 0 (an empty reduction)")
        mm.d = d.ctypes.data
        mm.d_sb, mm.d_si, mm.d_sj = mm.m * mm.n, mm.n, 1
        err = _lib.errbuf()
        if _lib.lib.mmaemu_matmul_run(ctypes.byref(mm), banner, len(banner) if banner else 0,
                                      err, len(err)):
            raise ValueError(err.value.decode())
    two_d = all(getattr(x, "ndim", 3) == 2 for x in (a, b))
    if two_d:
        d = d[0]
    fmt = "s32" if integer else out if not (acc == "fp16" and out == "fp32") else "fp16"
    return result(d, fmt, A.torch, A.as_bits)


def _instr(arch: str, in_format: str, acc: str, instr: Optional[str]):
    spec = model_spec(arch)
    if spec.lib:
        raise ValueError("dot: arch=%r names a library preset; dot runs one instruction" % arch)
    err = _lib.errbuf()
    variant = spec.variant or None
    ins = lib.mmaemu_instr_select(spec.arch, variant, c_text(instr, "instr") if instr else None,
                                  _lib.fmt_id(in_format), _lib.fmt_id(acc), err, len(err))
    if not ins:
        raise ValueError(err.value.decode())
    return ins


def dot(a: ArrayLike, b: ArrayLike, c: Optional[ArrayLike] = None, *, arch: str,
        in_format: Optional[str] = None, acc: str = "fp32", instr: Optional[str] = None) -> ArrayLike:
    """Dot products as ``mmaemu dot`` computes them: d[...] = c[...] + sum_i a[..., i] b[..., i]
    through one instruction of the arch (Triton's choice, or ``instr``: a family
    'mma'/'wgmma'/'tcgen05'/'mfma' or a full name), K zero-padded to whole
    instructions and consumed in ascending steps.  a, b: (..., K) in one format;
    c: (...) float32 (float16 for acc='fp16'), default +0.  Returns float32 (or
    float16) of shape a.shape[:-1], or a torch tensor for torch inputs."""
    A, B = operand(a, in_format, "a"), operand(b, in_format, "b")
    if A.fmt != B.fmt:
        raise ValueError("a holds %s, b holds %s: give both in one format" % (A.fmt, B.fmt))
    if A.bits.shape != B.bits.shape or A.bits.ndim < 1 or A.bits.shape[-1] == 0:
        raise ValueError("a %s and b %s: expected equal shapes (..., K) with K >= 1"
                         % (A.bits.shape, B.bits.shape))
    if acc not in ("fp32", "fp16"):
        raise ValueError("acc=%r: expected fp32 or fp16" % (acc,))
    ins = _instr(arch, A.fmt, acc, instr)
    lead = A.bits.shape[:-1]
    av = np.ascontiguousarray(A.bits.reshape(-1, A.bits.shape[-1]), dtype=np.uint32)
    bv = np.ascontiguousarray(B.bits.reshape(-1, B.bits.shape[-1]), dtype=np.uint32)
    cw = 32 if acc == "fp32" else 16
    if c is None:
        cv = np.zeros(av.shape[0], dtype=np.uint32)
    else:
        C = operand(c, acc, "c")
        if C.bits.shape != lead:
            raise ValueError("c is %s; expected %s" % (C.bits.shape, lead))
        cv = C.bits.reshape(-1).astype(np.uint32)
    out = np.empty(av.shape[0], dtype=np.uint32)
    k = av.shape[1]
    P = ctypes.POINTER(ctypes.c_uint32)
    for i in range(av.shape[0]):
        out[i] = lib.mmaemu_dot(ins, av[i].ctypes.data_as(P), bv[i].ctypes.data_as(P), k, int(cv[i]))
    bits = out.astype({32: np.uint32, 16: np.uint16}[cw]).reshape(lead)
    return result(bits, acc, A.torch, A.as_bits)


def round(x: ArrayLike, fmt: str, mode: str = "rne", *, saturate: bool = False,
          bits: bool = False) -> ArrayLike:
    """x rounded into fmt ('bf16', 'fp16', 'tf32', 'e4m3', ...) with one exact
    rounding (mode: rne, rz, rd, ru, rna, rto); saturate: a format without Inf
    (e4m3, the fnuz formats) gives its largest finite value on overflow instead
    of NaN (formats with Inf round to Inf as IEEE says).  x: float64, float32, float16 or any
    format mmaemu reads (numpy or torch; Python floats and lists are read as
    float64).  Returns the format's natural type (ml_dtypes.bfloat16 / float8
    types when ml_dtypes is installed, else the uint patterns), float32 for tf32,
    or the uint patterns with bits=True.  The bf16 I/O recipe:
    ``mmaemu.round(np.float64 array, 'bf16', bits=True)`` gives the uint16
    patterns that .npy files for the CLI hold."""
    if not isinstance(mode, str) or mode not in _lib.ROUNDINGS:
        raise ValueError("mode=%r: expected one of %s" % (mode, ", ".join(_lib.ROUNDINGS)))
    if not isinstance(fmt, str):
        raise TypeError("fmt must be a format name such as 'bf16', not %r" % (fmt,))
    to = _lib.fmt_id(fmt)
    flags = _lib.SATURATE if saturate else 0
    rm = _lib.ROUNDINGS[mode]
    like_torch = False
    if isinstance(x, (float, int, list, tuple)) and not isinstance(x, bool):
        x = np.asarray(x, dtype=np.float64)
    if isinstance(x, np.ndarray) and x.dtype == np.float64:
        out = _round_f64(x, to, rm, flags)
    else:
        op = operand(x, None, "x")
        like_torch = op.torch
        src = np.ascontiguousarray(op.bits)
        out = np.empty(src.shape, dtype=_pattern_dtype(_lib.fmt_width(fmt)))
        lib.mmaemu_convert_array(_lib.fmt_id(op.fmt), src.ctypes.data, to, out.ctypes.data,
                                 src.size, rm, flags)
    return result(out, fmt, like_torch, bits)


def _pattern_dtype(width: int) -> Any:
    """The unsigned dtype that holds a format's patterns (fp6 / fp4: a byte each)."""
    return np.uint8 if width <= 8 else np.uint16 if width <= 16 else np.uint32


def _round_f64(x: np.ndarray, to: int, rm: int, flags: int) -> np.ndarray:
    width = lib.mmaemu_format_get(to).contents.width
    out = np.empty(x.shape, dtype=_pattern_dtype(width))
    flat, res = x.reshape(-1), out.reshape(-1)
    nan = lib.mmaemu_convert(0, 0x7FC00000, to, 0, 0)
    inf = lib.mmaemu_convert(0, 0x7F800000, to, 0, flags)
    sign_bit = 1 << (width - 1)
    for i, v in enumerate(flat.tolist()):
        neg = math.copysign(1.0, v) < 0
        if math.isnan(v):
            res[i] = nan
        elif math.isinf(v):
            r = inf if not neg else lib.mmaemu_convert(0, 0xFF800000, to, 0, flags)
            res[i] = r
        elif v == 0:
            res[i] = lib.mmaemu_round_exact(to, int(neg), 0, 0, 0, rm, flags)
        else:
            m, e = math.frexp(abs(v))          # v = m 2^e, 0.5 <= m < 1
            mag = int(m * (1 << 53))
            res[i] = lib.mmaemu_round_exact(to, int(neg), mag, e - 53, 0, rm, flags)
    del sign_bit
    return out


def models() -> List[Dict[str, Any]]:
    """Every arch: name, products, vendor, variants, instructions, library presets."""
    out = []
    for i in range(lib.mmaemu_arch_count()):
        a = lib.mmaemu_arch_at(i).contents
        s = lambda p: p.decode() if p else None  # noqa: E731
        instrs = []
        for j in range(a.n_instrs):
            ins = a.instrs[j]
            st = ins.step
            instrs.append({"name": s(ins.name), "family": s(lib.mmaemu_model_family_name(ins.family)),
                           "k": ins.k, "a_fmt": _lib.FORMATS[st.a_fmt], "b_fmt": _lib.FORMATS[st.b_fmt],
                           "acc_fmt": _lib.FORMATS[st.acc_fmt], "L": st.L, "F": st.F,
                           "algorithm": s(lib.mmaemu_model_alg_name(st.alg)),
                           "triton_default": bool(ins.triton_default), "verified": bool(ins.verified),
                           "variant": s(ins.variant), "source": s(ins.source)})
        variants = [{"name": s(a.variants[j].name), "summary": s(a.variants[j].summary),
                     "verified": bool(a.variants[j].verified)} for j in range(a.n_variants)]
        presets = []
        p = 0
        while lib.presets[p].name:
            if lib.presets[p].arch == a.name:
                presets.append({"name": s(lib.presets[p].name), "summary": s(lib.presets[p].summary)})
            p += 1
        out.append({"name": s(a.name), "products": s(a.products).split(), "vendor": s(a.vendor),
                    "variants": variants, "instructions": instrs, "library_presets": presets})
    return out


_HIST = ("0", "1", "2", "3-4", "5-8", "9-16", "17-256", "more/NaN")


def compare(actual: ArrayLike, expected: ArrayLike, *, atol: Optional[float] = None,
            rtol: Optional[float] = None, in_format: Optional[str] = None) -> Dict[str, Any]:
    """What ``mmaemu compare`` (torch.testing.assert_close) says of two tensors of
    one format (bf16, fp16, fp32, or s32 for int32 arrays, which must be equal;
    torch's default tolerances for it unless given): a dict with close (the
    verdict), n, differ (bitwise), not_close, max_abs / max_rel and their flat
    indices, the ulp-distance histogram.
    A bf16/fp16 tensor against a float32 reference is compared in float32 (both
    widened exactly), with the lower precision's default tolerances;
    'compared_as' says which."""
    A, E = operand(actual, in_format, "actual"), operand(expected, in_format, "expected")
    if A.bits.shape != E.bits.shape:
        raise ValueError("actual %s and expected %s: shapes differ" % (A.bits.shape, E.bits.shape))
    tol_fmt = A.fmt
    if A.fmt != E.fmt:
        low = [f for f in (A.fmt, E.fmt) if f != "fp32"]
        if len(low) != 1 or low[0] not in ("bf16", "fp16"):
            raise ValueError("actual holds %s, expected %s: compare needs one format (or bf16/fp16 "
                             "against an fp32 reference)" % (A.fmt, E.fmt))
        tol_fmt = low[0]
        A.bits, E.bits = _widen(A), _widen(E)
        A.fmt = E.fmt = "fp32"
    if A.fmt not in ("bf16", "fp16", "fp32", "tf32", "s32"):
        raise ValueError("compare: %s tensors are not supported (bf16, fp16, fp32, s32)" % A.fmt)
    fmt = "fp32" if A.fmt == "tf32" else A.fmt
    r, t = ctypes.c_double(), ctypes.c_double()
    lib.mmaemu_compare_default_tol(_lib.fmt_id(tol_fmt if tol_fmt != "tf32" else "fp32"),
                                   ctypes.byref(r), ctypes.byref(t))
    rtol = r.value if rtol is None else float(rtol)
    atol = t.value if atol is None else float(atol)
    a, e = np.ascontiguousarray(A.bits), np.ascontiguousarray(E.bits)
    st = _lib.CompareStats()
    lib.mmaemu_compare(_lib.fmt_id(fmt), a.ctypes.data, e.ctypes.data, a.size, atol, rtol,
                       ctypes.byref(st))
    shape = a.shape
    idx = lambda i: tuple(int(v) for v in np.unravel_index(i, shape)) if a.size else ()  # noqa: E731
    return {"close": st.not_close == 0, "format": fmt, "compared_as": fmt, "atol": atol,
            "rtol": rtol, "n": st.n, "differ": st.differ, "not_close": st.not_close,
            "max_abs": st.max_abs, "max_abs_at": idx(st.max_abs_at), "max_rel": st.max_rel,
            "max_rel_at": idx(st.max_rel_at), "ulp_hist": dict(zip(_HIST, list(st.ulp_hist)))}


def _widen(op: Operand) -> np.ndarray:
    src = np.ascontiguousarray(op.bits)
    if op.fmt == "fp32":
        return src
    out = np.empty(src.shape, dtype=np.uint32)
    lib.mmaemu_convert_array(_lib.fmt_id(op.fmt), src.ctypes.data, 0, out.ctypes.data, src.size, 0, 0)
    return out
