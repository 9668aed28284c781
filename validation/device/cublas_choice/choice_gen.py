# SPDX-License-Identifier: MIT
"""Inputs of the cuBLAS kernel-choice recording (validation/device/cublas_choice), regenerated
anywhere from a seed: element i of a logical tensor (C order over its logical shape, whatever its
storage) is a function of (seed, tensor id, i) alone, so a CPU replay can make just the rows and
columns it needs.

    x     = (i * 0x9E3779B1 + seed * 0x85EBCA6B + tid * 0xC2B2AE35) mod 2^32
    h1    = mix32(x),   h2 = mix32(h1 ^ 0x5BD1E995)
    mix32(x): x ^= x >> 16; x *= 0x7FEB352D; x ^= x >> 15; x *= 0x846CA68B; x ^= x >> 16  (mod 2^32)
    m     = h1 & (2^w - 1),   sign = h1 >> 31,   e = h2 & 3
    value = (-1)^sign * m * 2^-(w + e)       w = 8 (bf16), 11 (fp16), 24 (fp32, tf32)

Every value is exact in its format (|value| < 1), so the cast to the device dtype is exact; fp32
values carry 24 significant bits, so the rounding to tf32 matters.  Tensor ids: A = 1, B = 2,
C or bias = 3.  numpy only; ``gen_torch`` computes the same values on a torch device.
"""
from typing import Sequence

import numpy as np

WIDTH = {'bf16': 8, 'fp16': 11, 'fp32': 24, 'tf32': 24}
M32 = 0xFFFFFFFF


def _mix32_np(x: np.ndarray) -> np.ndarray:
    x = x ^ (x >> np.uint64(16))
    x = (x * np.uint64(0x7FEB352D)) & np.uint64(M32)
    x = x ^ (x >> np.uint64(15))
    x = (x * np.uint64(0x846CA68B)) & np.uint64(M32)
    return x ^ (x >> np.uint64(16))


def values_np(seed: int, tid: int, index: np.ndarray, fmt: str) -> np.ndarray:
    """float64 values of the flat logical indices ``index`` (any integer array)."""
    i = np.asarray(index, dtype=np.uint64)
    x = (i * np.uint64(0x9E3779B1) + np.uint64((seed * 0x85EBCA6B + tid * 0xC2B2AE35) & M32)) \
        & np.uint64(M32)
    h1 = _mix32_np(x)
    h2 = _mix32_np(h1 ^ np.uint64(0x5BD1E995))
    w = WIDTH[fmt]
    m = (h1 & np.uint64((1 << w) - 1)).astype(np.float64)
    sign = np.where((h1 >> np.uint64(31)) & np.uint64(1), -1.0, 1.0)
    e = (h2 & np.uint64(3)).astype(np.int64)
    return sign * np.ldexp(m, -(w + e))


def gen_np(seed: int, tid: int, shape: Sequence[int], fmt: str) -> np.ndarray:
    """The whole logical tensor as float64 (C order)."""
    n = int(np.prod(shape)) if len(shape) else 1
    return values_np(seed, tid, np.arange(n, dtype=np.uint64), fmt).reshape(tuple(shape))


def sub_np(seed: int, tid: int, shape: Sequence[int], fmt: str, axes_index: Sequence[np.ndarray]) \
        -> np.ndarray:
    """The logical tensor's sub-block at the index arrays of each axis (np.ix_ order)."""
    strides = [int(np.prod(shape[d + 1:])) for d in range(len(shape))]
    flat = sum(np.asarray(ix, dtype=np.uint64).reshape(
        [-1 if d == k else 1 for k in range(len(shape))]) * np.uint64(strides[d])
        for d, ix in enumerate(axes_index))
    return values_np(seed, tid, flat, fmt)


def gen_torch(seed: int, tid: int, shape: Sequence[int], fmt: str, device):   # pragma: no cover
    """The same values as ``gen_np``, made on a torch device (float64; int64 arithmetic: the
    products wrap, their low 32 bits are those of the unsigned ones)."""
    import torch
    n = 1
    for s in shape:
        n *= int(s)
    i = torch.arange(n, dtype=torch.int64, device=device)
    x = (i * 0x9E3779B1 + ((seed * 0x85EBCA6B + tid * 0xC2B2AE35) & M32)) & M32

    def mix(x):
        x = x ^ (x >> 16)
        x = (x * 0x7FEB352D) & M32
        x = x ^ (x >> 15)
        x = (x * 0x846CA68B) & M32
        return x ^ (x >> 16)
    h1 = mix(x)
    h2 = mix(h1 ^ 0x5BD1E995)
    del x, i
    w = WIDTH[fmt]
    m = (h1 & ((1 << w) - 1)).to(torch.float64)
    sign = 1.0 - 2.0 * ((h1 >> 31) & 1).to(torch.float64)
    e = (h2 & 3)
    del h1, h2
    return (sign * torch.ldexp(m, -(w + e).to(torch.float64))).reshape(tuple(int(s) for s in shape))
