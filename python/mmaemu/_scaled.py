# SPDX-License-Identifier: MIT
"""The operands of ``tl.dot_scaled`` as Triton 3.6 builds them on sm90 (numpy only).

Triton's DecomposeScaledBlocked pass turns ``tl.dot_scaled`` into one bf16 ``tl.dot`` (fp16 when an
operand is fp16): each operand is converted to bf16, multiplied by its ue8m0 block scale as a bf16
value (``mul.bf16``, RNE) and, unless ``fast_math``, set to NaN where the scale byte is 0xFF.  This
module computes those bf16 operands bit for bit; the dot itself runs through the model
(mmaemu.triton).  The rules, each checked against the H200 recording
(validation/data/scaled-h200):

  * scale byte s -> the bf16 pattern s << 7 (bitcast): 2^(s - 127), s = 0 is +0 (not 2^-127),
    s = 255 is +Inf (so fast_math gives Inf * v, and NaN for v = 0);
  * e4m3 -> bf16 exactly (``cvt.rn.f16x2.e4m3x2`` then ``cvt.bf16.f16``; NaN stays NaN);
  * e5m2 -> bf16 by moving the bits (sign, then the 7 low bits shifted left by 5) and one
    ``mul.rn.bf16x2`` by 2^112: exact for finite values, but Inf and NaN become the finite
    2^16 (1 + m / 4) (Triton's own source says its Fp8E5M2_to_Bf16 keeps no NaN; no recorded case
    holds an e5m2 Inf or NaN);
  * e2m1 (two values a byte along K, low nibble first) -> bf16 exactly;
  * bf16 operands are used as they are (no scale);
  * a bf16 lhs with a scaled e2m1 rhs: Triton swaps the dot's operands (the upcast rhs becomes the
    register operand of a dot of the transposed tile) and, where that swapped dot is a wgmma, pairs the
    rhs's K elements wrongly (``e2m1_wgmma_k_source``): the device's result, not the operation's meaning.
"""
from __future__ import annotations

from typing import Optional

import numpy as np

from ._arrays import unpack_e2m1

BF16_NAN = np.uint16(0x7FC0)
_E2M1 = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0], dtype=np.float64)


def _bf16_value(bits: np.ndarray) -> np.ndarray:
    """The float64 values of bf16 patterns."""
    return (bits.astype(np.uint32) << np.uint32(16)).view(np.float32).astype(np.float64)


def _round_bf16(x: np.ndarray) -> np.ndarray:
    """float64 -> bf16 patterns, one RNE rounding (the library's)."""
    from ._core import round as _round
    return np.asarray(_round(np.ascontiguousarray(x, dtype=np.float64), "bf16", bits=True))


def upcast_values(bits: np.ndarray, fmt: str, k_axis: int) -> np.ndarray:
    """The float64 values of an operand after Triton's conversion to bf16 (exact: every value is a
    bf16 value); e2m1 unpacked along k_axis."""
    bits = np.asarray(bits)
    if fmt == "bf16":
        return _bf16_value(bits.view(np.uint16))
    b = bits.view(np.uint8)
    if fmt == "e2m1":
        nib = unpack_e2m1(b, k_axis)
        v = _E2M1[nib & 7]
        return np.where(nib & 8, -v, v)
    if fmt == "e4m3":
        e, m = (b >> 3) & 0xF, (b & 7).astype(np.float64)
        mag = np.where(e == 0, m * 2.0 ** -9, (1 + m / 8) * np.exp2(e.astype(np.float64) - 7))
        mag = np.where((b & 0x7F) == 0x7F, np.nan, mag)
        return np.where(b & 0x80, -mag, mag)
    if fmt == "e5m2":   # bits moved into a bf16 (exponent field e, fraction m << 5), times 2^112
        moved = ((b & np.uint8(0x80)).astype(np.uint16) << 8) | ((b & np.uint8(0x7F)).astype(np.uint16) << 5)
        return _bf16_value(moved) * 2.0 ** 112
    raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled with %s operands is not modelled "
                              "(e2m1, e4m3, e5m2 and bf16 are)" % fmt)


# The tile widths along K whose swapped-wgmma pairing was read off Triton 3.6's sm_90a PTX (the
# kernel of validation/device/scaled/scaled_kernel.py at BLOCK_K 64, 128 and 256).
E2M1_WGMMA_BLOCK_K = (64, 128, 256)


def e2m1_wgmma_k_source(bk: int) -> np.ndarray:
    """Triton 3.6, bf16 lhs x e2m1 rhs on sm90 lowered to a wgmma of the swapped operands: position p
    (0 <= p < bk) of the dot's K, the one the lhs's element p meets, holds the rhs's unpacked element
    k_src(p) of the same tile: the nibble from the top bit of p (low nibbles of the tile first, then
    high ones), the packed byte's bit 3 from p's bit 0, its bits 0..2 from p's bits 1..3 and its bits
    4.. from p's bits 4..  The scale applied at p stays the one of p's own 32-block."""
    if bk not in E2M1_WGMMA_BLOCK_K:
        raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled of a bf16 lhs and an e2m1 rhs with "
                                  "BLOCK_K %d is not modelled (the miscompiled pairing was read for BLOCK_K "
                                  "%s)" % (bk, ", ".join(map(str, E2M1_WGMMA_BLOCK_K))))
    top = bk.bit_length() - 2
    p = np.arange(bk)
    nib = p >> top
    kp = ((p >> 1) & 7) | ((p & 1) << 3) | (((p >> 4) & ((1 << (top - 4)) - 1)) << 4)
    return 2 * kp + nib


def scale_values(scale: np.ndarray) -> np.ndarray:
    """ue8m0 bytes as the bf16 values s << 7 (float64): 0 -> +0, 255 -> +Inf, else 2^(s - 127)."""
    s = np.asarray(scale).view(np.uint8)
    return _bf16_value(s.astype(np.uint16) << np.uint16(7))


def scaled_operand(bits: np.ndarray, fmt: str, scale: Optional[np.ndarray], fast_math: bool,
                   k_axis: int, k_source: Optional[np.ndarray] = None) -> np.ndarray:
    """bf16 patterns of one operand of the decomposed dot: A (M, K) with k_axis 1 and its scale
    (M, K / 32), or B (K, N) with k_axis 0 and its scale (N, K / 32).  k_source: position k of the
    dot takes the unpacked value k_source[k] (a miscompiled pairing), the scale of position k."""
    v = upcast_values(bits, fmt, k_axis)
    if k_source is not None:
        v = np.take(v, k_source, axis=k_axis)
    if scale is None:
        return _round_bf16(v)
    s = np.asarray(scale).view(np.uint8)
    if k_axis == 0:
        s = s.T
    if v.shape[k_axis] != 32 * s.shape[k_axis]:
        raise ValueError("mmaemu.triton.emulate: tl.dot_scaled scale of shape %s for an operand of "
                         "%d values along K: expected one byte per 32" % (np.shape(scale), v.shape[k_axis]))
    s_full = np.repeat(s, 32, axis=k_axis)
    with np.errstate(invalid="ignore", over="ignore"):
        out = _round_bf16(v * scale_values(s_full))
    if not fast_math:
        out = np.where(s_full == 255, BF16_NAN, out).astype(np.uint16)
    return out
