# SPDX-License-Identifier: MIT
"""Operands in, results out: numpy arrays (ml_dtypes types or bit patterns)
and torch CPU tensors as strided views of bit patterns, without copies."""
from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any, Optional

import numpy as np

from . import _lib

try:
    import ml_dtypes as _mld
except ImportError:  # ml_dtypes is optional: bit patterns work without it
    _mld = None

# containers by format width (fp6 / fp4: a byte each)
UINT = {4: np.uint8, 6: np.uint8, 8: np.uint8, 16: np.uint16, 32: np.uint32}

# numpy dtypes that name their format.
_NP_TYPED = {np.dtype(np.float16): "fp16", np.dtype(np.float32): "fp32", np.dtype(np.int8): "s8",
             np.dtype(np.int32): "s32"}
if _mld is not None:
    _NP_TYPED.update({np.dtype(_mld.bfloat16): "bf16", np.dtype(_mld.float8_e4m3fn): "e4m3",
                      np.dtype(_mld.float8_e5m2): "e5m2",
                      np.dtype(_mld.float8_e4m3fnuz): "e4m3fnuz",
                      np.dtype(_mld.float8_e5m2fnuz): "e5m2fnuz"})
    # fp6 / fp4 one value a byte, in its low bits (ml_dtypes 0.5 on)
    for _name, _fmt in (("float6_e2m3fn", "e2m3"), ("float6_e3m2fn", "e3m2"),
                        ("float4_e2m1fn", "e2m1")):
        if hasattr(_mld, _name):
            _NP_TYPED[np.dtype(getattr(_mld, _name))] = _fmt
# bit-pattern containers and the formats they may hold (in_format says which).
_NP_BITS = {np.dtype(np.uint8): ("e4m3", "e5m2", "e4m3fnuz", "e5m2fnuz", "e2m3", "e3m2", "e2m1",
                                  "u8"),
            np.dtype(np.uint16): ("bf16", "fp16"), np.dtype(np.int16): ("bf16", "fp16"),
            np.dtype(np.uint32): ("fp32", "tf32")}
_TORCH_FMT = {"bfloat16": "bf16", "float16": "fp16", "float32": "fp32",
              "float8_e4m3fn": "e4m3", "float8_e5m2": "e5m2", "float8_e4m3fnuz": "e4m3fnuz",
              "float8_e5m2fnuz": "e5m2fnuz", "int8": "s8", "int32": "s32",
              "float4_e2m1fn_x2": "e2m1"}
_TORCH_INT = {4: "uint8", 8: "uint8", 16: "int16", 32: "int32"}


def is_torch(x: Any) -> bool:
    return type(x).__module__.split(".")[0] == "torch" and "torch" in sys.modules


@dataclass
class Operand:
    """A tensor as patterns: bits (numpy uint view, original strides), its format,
    whether it came from torch, and whether it was given as bit patterns."""
    bits: np.ndarray
    fmt: str
    torch: bool
    as_bits: bool
    keep: Any = None    # the object whose memory bits views


def _same_family(fmt: str, want: str) -> bool:
    return fmt == want or (fmt == "fp32" and want == "tf32")


def operand(x: Any, in_format: Optional[str], what: str) -> Operand:
    """x as bit patterns in its format.  in_format: required for bit-pattern
    containers (uint8/uint16/uint32); for typed arrays it must agree (fp32
    arrays may say tf32)."""
    if in_format is not None and not isinstance(in_format, str):
        raise TypeError("in_format must be a format name such as 'bf16', not %r" % (in_format,))
    if in_format is not None:
        _lib.fmt_id(in_format)
    if is_torch(x):
        return _torch_operand(x, in_format, what)
    if not isinstance(x, np.ndarray):
        if isinstance(x, (list, tuple)) or np.isscalar(x):
            raise TypeError("%s: give a numpy array or torch tensor with a dtype that names the "
                            "format (or uint patterns with in_format), not %s" % (what, type(x).__name__))
        raise TypeError("%s: expected a numpy array or a torch CPU tensor, got %s"
                        % (what, type(x).__name__))
    dt = x.dtype
    if dt in _NP_TYPED:
        fmt = _NP_TYPED[dt]
        if in_format is not None and not _same_family(fmt, in_format):
            raise ValueError("%s: a %s array holds %s, not in_format=%s" % (what, dt, fmt, in_format))
        fmt = in_format or fmt
        width = _lib.fmt_width(fmt)
        return Operand(x.view(UINT[width]), fmt, False, False, x)
    if dt in _NP_BITS:
        if in_format is None:
            raise ValueError("%s: %s bit patterns need in_format (one of %s)"
                             % (what, dt, ", ".join(_NP_BITS[dt])))
        if in_format not in _NP_BITS[dt]:
            raise ValueError("%s: %s patterns cannot hold %s (use one of %s)"
                             % (what, dt, in_format, ", ".join(_NP_BITS[dt])))
        return Operand(x.view(UINT[dt.itemsize * 8]), in_format, False, True, x)
    if dt == np.float64:
        raise TypeError("%s: float64 is not a matrix-unit format; round it first, e.g. "
                        "mmaemu.round(x, 'bf16')" % what)
    hint = "" if _mld is not None else " (install ml_dtypes for bfloat16/float8 arrays)"
    raise TypeError("%s: unsupported dtype %s%s" % (what, dt, hint))


def _torch_operand(x: Any, in_format: Optional[str], what: str) -> Operand:
    import torch
    if x.device.type != "cpu":
        raise TypeError("%s: a %s tensor; mmaemu runs on CPU tensors" % (what, x.device.type))
    name = str(x.dtype).replace("torch.", "")
    if name not in _TORCH_FMT:
        raise TypeError("%s: unsupported torch dtype %s" % (what, x.dtype))
    fmt = _TORCH_FMT[name]
    if in_format is not None and not _same_family(fmt, in_format):
        raise ValueError("%s: a %s tensor holds %s, not in_format=%s" % (what, x.dtype, fmt, in_format))
    fmt = in_format or fmt
    t = x.detach()
    width = _lib.fmt_width(fmt)
    bits = t.view(getattr(torch, _TORCH_INT[width])).numpy().view(UINT[width])
    if name == "float4_e2m1fn_x2":   # two values a byte along K, the low nibble first
        bits = unpack_e2m1(bits, -2 if what == "b" else -1)
        return Operand(bits, fmt, True, False, bits)
    return Operand(bits, fmt, True, False, t)


def unpack_e2m1(packed: np.ndarray, axis: int) -> np.ndarray:
    """e2m1 values packed two a byte along axis (torch.float4_e2m1fn_x2 as torch._scaled_mm
    takes them: the low nibble first) as one a byte: that axis twice as long."""
    axis = axis % packed.ndim
    lo, hi = packed & np.uint8(0xF), packed >> np.uint8(4)
    out = np.stack([lo, hi], axis=axis + 1)
    shape = list(packed.shape)
    shape[axis] *= 2
    return out.reshape(shape)


def elem_strides(a: np.ndarray) -> tuple:
    return tuple(s // a.itemsize for s in a.strides)


def aligned(a: np.ndarray) -> np.ndarray:
    """a itself when its strides are whole elements, else a contiguous copy."""
    if any(s % a.itemsize for s in a.strides):
        return np.ascontiguousarray(a)
    return a


def out_format(out_dtype: Any) -> str:
    """'fp32' / 'bf16' / 'fp16' from a name, a numpy dtype or a torch dtype."""
    if out_dtype is None:
        return "fp32"
    if isinstance(out_dtype, str):
        if out_dtype in _lib.EPILOGUES:
            return out_dtype
        raise ValueError("out_dtype=%r: expected fp32, bf16 or fp16" % out_dtype)
    if type(out_dtype).__module__.split(".")[0] == "torch":
        name = str(out_dtype).replace("torch.", "")
        if _TORCH_FMT.get(name) in _lib.EPILOGUES:
            return _TORCH_FMT[name]
        raise ValueError("out_dtype=%s: expected float32, bfloat16 or float16" % out_dtype)
    try:
        dt = np.dtype(out_dtype)
    except TypeError:
        raise TypeError("out_dtype=%r: expected a format name or a dtype" % (out_dtype,)) from None
    if _NP_TYPED.get(dt) in _lib.EPILOGUES:
        return _NP_TYPED[dt]
    raise ValueError("out_dtype=%s: expected float32, bfloat16 or float16" % dt)


def result(bits: np.ndarray, fmt: str, like_torch: bool, as_bits: bool) -> Any:
    """Patterns of fmt as the kind the caller gave: torch tensors, ml_dtypes/numpy
    typed arrays, or (as_bits, 16-bit and 8-bit formats) the patterns themselves."""
    typed = {"fp32": np.float32, "tf32": np.float32, "fp16": np.float16}
    if _mld is not None:
        typed.update({"bf16": _mld.bfloat16, "e4m3": _mld.float8_e4m3fn, "e5m2": _mld.float8_e5m2,
                      "e4m3fnuz": _mld.float8_e4m3fnuz, "e5m2fnuz": _mld.float8_e5m2fnuz})
    if like_torch:
        import torch
        t = torch.from_numpy(np.ascontiguousarray(bits).view(
            {8: np.uint8, 16: np.int16, 32: np.int32}[bits.itemsize * 8]))
        name = [k for k, v in _TORCH_FMT.items() if v == fmt]
        return t.view(getattr(torch, name[0] if name else "float32"))
    if fmt in ("fp32", "tf32"):
        return bits.view(np.float32)
    if fmt == "s32":
        return bits.view(np.int32)
    if as_bits or fmt not in typed:
        return bits
    return bits.view(typed[fmt])
