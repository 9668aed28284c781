# SPDX-License-Identifier: MIT
"""Block scales of a GEMM for ``mmaemu.matmul(..., scale_a=, scale_b=, block=)``: checked
against the problem and handed to the library as ``mmaemu_gemm_scales`` views.

scale_a is (m, K/block) and scale_b (K/block, n), each optionally with the batch first (one
broadcasts), uint8 patterns of the scale format (or a 1-byte float8 dtype such as ml_dtypes'
float8_e8m0fnu, or a torch uint8 / float8_e8m0fnu tensor), any strides: a scale_b stored
(n, K/block), as Triton's ``tl.dot_scaled`` and CUTLASS keep it, is passed as its transpose.
"""
from __future__ import annotations

import ctypes
from typing import Any, List, Optional

import numpy as np

from . import _lib
from ._arrays import aligned, elem_strides, is_torch
from ._text import c_text

NARROW_BITS = {"e2m1": 4, "e2m3": 6, "e3m2": 6}
BYTE_FORMATS = ("e4m3", "e5m2", "e2m3", "e3m2", "e2m1")


def _bytes(x: Any, what: str) -> np.ndarray:
    """A scale array as uint8 patterns (3-D, batch first)."""
    if is_torch(x):
        import torch
        if x.element_size() != 1:
            raise TypeError("%s: a torch %s tensor (expected 1-byte scales)" % (what, x.dtype))
        x = x.detach().cpu().view(torch.uint8).numpy()
    if not isinstance(x, np.ndarray):
        raise TypeError("%s: expected a numpy array or torch tensor of scale bytes, got %s"
                        % (what, type(x).__name__))
    if x.dtype.itemsize != 1 or (x.dtype.kind not in "uV" and "float8" not in str(x.dtype)):
        raise TypeError("%s: a %s array (expected uint8 scale patterns)" % (what, x.dtype))
    x = x.view(np.uint8)
    if x.ndim not in (2, 3):
        raise ValueError("%s: shape %s, expected 2-D or 3-D (batch first)" % (what, x.shape))
    return aligned(x if x.ndim == 3 else x[None])


def check_narrow(bits: np.ndarray, fmt: str, what: str) -> None:
    """fp6/fp4 operands hold one value a byte, in its low bits."""
    w = NARROW_BITS.get(fmt)
    if w is not None and bits.size and int(bits.max()) >> w:
        raise ValueError("%s: a byte above 0x%x: %s holds one value a byte, in its low %d bits"
                         % (what, (1 << w) - 1, fmt, w))


def attach(mm: _lib.Matmul, keep: List[Any], batch: int, scale_a: Any, scale_b: Any,
           block: Optional[int], scale_format: str, kind: Optional[str]) -> None:
    """mm.scales, scale_fmt and kind from the arguments; ValueError/TypeError on a mismatch."""
    if scale_a is None or scale_b is None or block is None:
        raise ValueError("block scales need scale_a, scale_b and block together")
    if block not in (16, 32):
        raise ValueError("block=%r: expected 16 or 32" % (block,))
    if scale_format not in ("ue8m0", "ue4m3"):
        raise ValueError("scale_format=%r: expected ue8m0 or ue4m3" % (scale_format,))
    if mm.k % block:
        raise ValueError("K = %d is not a multiple of block=%d" % (mm.k, block))
    kb = mm.k // block
    sa, sb = _bytes(scale_a, "scale_a"), _bytes(scale_b, "scale_b")
    for s, want, what in ((sa, (mm.m, kb), "scale_a"), (sb, (kb, mm.n), "scale_b")):
        if s.shape[1:] != want or s.shape[0] not in (1, batch):
            raise ValueError("%s: shape %s, expected %s (or with the batch first)"
                             % (what, s.shape if s.shape[0] != 1 else s.shape[1:], want))
    # a batch of one is shared by every batch: stride 0
    views = [_lib.Mat(s.ctypes.data, *((0,) + elem_strides(s)[1:] if s.shape[0] == 1
                                       else elem_strides(s))) for s in (sa, sb)]
    sc = _lib.GemmScales(views[0], views[1], block)
    keep += [sa, sb, sc]
    mm.scales = ctypes.pointer(sc)
    mm.scale_fmt = _lib.fmt_id(scale_format)
    if kind is not None:
        mm.kind = c_text(kind, "kind")
