# SPDX-License-Identifier: MIT
"""An int8 / uint8 tl.dot as Triton 3.6 compiles it: the C lowering
(mmaemu_triton_config_schedule) names the instruction, the registry's integer row for it
gives its k, and the dot runs instruction by instruction: exact products added into s32,
wrapping modulo 2^32, except that Triton writes .satfinite on mma.sync (and not on wgmma),
so there each instruction's d is clamped to the s32 range (docs/models.md 2c; the PTX of
validation/data/triton-dot-h200).  Where the lowering is not modelled (sm100, AMD) the dot
is the exact sum wrapped modulo 2^32, which any instruction without .satfinite gives."""
from __future__ import annotations

import ctypes
from typing import Dict, Optional, Tuple

import numpy as np

from . import _lib
from ._core import _instr, model_spec, triton_config

FALLBACK_BANNER = "tl.dot of 8-bit integers: exact, s32 accumulation wrapping modulo 2^32"
_FMT = {"int8": "s8", "uint8": "u8"}
_S32 = (np.iinfo(np.int32).min, np.iinfo(np.int32).max)


def lowered(arch: str, fmt: str, cfg: Dict[str, int]) -> Tuple[Optional[str], str]:
    """(Triton's instruction for this s8/u8 -> s32 dot, why), or (None, why) where the
    lowering is not modelled."""
    spec = model_spec(arch)
    c, s, why = triton_config(cfg), _lib.Schedule(), _lib.errbuf()
    if _lib.lib.mmaemu_triton_config_schedule(spec.arch, ctypes.byref(c), _lib.fmt_id(fmt),
                                              _lib.fmt_id("s32"), ctypes.byref(s), why, len(why)):
        return None, why.value.decode()
    return s.instr.decode(), why.value.decode()


def int_dot(arch: str, fa: str, fb: str, a: np.ndarray, b: np.ndarray, acc: np.ndarray,
            launch: Dict[str, int]) -> Tuple[np.ndarray, str]:
    """acc + a @ b for int8/uint8 a (..., M, K), b (..., K, N) and an int32 acc, and the
    banner line naming the instruction."""
    A, B = np.asarray(a).astype(np.int64), np.asarray(b).astype(np.int64)
    C = np.asarray(acc).astype(np.int64)
    M, K = A.shape[-2:]
    cfg = {"BLOCK_M": M, "BLOCK_N": B.shape[-1], "BLOCK_K": K, **launch}
    name, why = lowered(arch, _FMT[fa], cfg) if fa == fb else (None, "mixed operands")
    if name is None:
        d = A @ B + C
        return _wrap(d, acc), FALLBACK_BANNER
    ins = _instr(arch, _FMT[fa], "s32", name).contents
    if name.startswith("mma."):   # .satfinite: each instruction's d clamped
        for k0 in range(0, K, ins.k):
            C = np.clip(C + A[..., k0:k0 + ins.k] @ B[..., k0:k0 + ins.k, :], *_S32)
        d, rule = C, "with .satfinite (each instruction's d clamped to s32)"
    else:
        d, rule = A @ B + C, "s32 wrapping modulo 2^32"
    banner = "tl.dot of %s on %s: instr=%s (k %d), %s; %s" % (
        _FMT[fa], model_spec(arch).arch.contents.name.decode(), name, ins.k, rule, why)
    return _wrap(d, acc), banner


def _wrap(d: np.ndarray, acc: np.ndarray) -> np.ndarray:
    return d.astype(np.uint64).astype(np.uint32).view(np.int32).astype(np.asarray(acc).dtype)
