# SPDX-License-Identifier: MIT
"""``tl.dot_scaled`` on the archs whose matrix units take block scales themselves (sm100, gfx950),
as Triton 3.6 lowers it: the tile's K on one block-scaled instruction row, chained into the
accumulator (mmaemu.matmul with scale_a / scale_b: docs/gemm.md, "Block-scaled GEMMs").

sm100 (Triton's ScaledBlockedToMMAv5 in AccelerateMatmul.cpp, and getMXFPKind /
createScaledGen5MMA in third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/DotOpToLLVM/MMAv5.cpp; the
installed libtriton.so carries their "MMAv5 with kind=mxf4nvf4 ..." assertions): both scales
given, num_warps 4 or 8, BLOCK_M >= 128 and BLOCK_N >= 16 make a tcgen05.mma block-scaled op;
e2m1 x e2m1 packed along K takes kind::mxf4 with uint8 (ue8m0) scales, block 32, and
kind::mxf4nvf4 with float8e4nv (ue4m3) scales, block 16; every other pair (fp8, mixed, fp4
packed along M/N) kind::mxf8f6f4, block 32.  Other dot_scaled calls Triton decomposes into a
bf16 dot (DecomposeScaledBlocked): not modelled on sm100 (NotImplementedError).

gfx950 (ScaledBlockedToScaledMFMAF8F6F4 in AccelerateAMDMatmul.cpp): e2m1, e4m3, e5m2 operands,
num_warps > 1, a missing scale is the constant 0x7F (1.0); v_mfma_scale_f32_16x16x128_f8f6f4, or
32x32x64 with matrix_instr_nonkdim=32.  The row is mmaemu's unverified hypothesis (no public
numerics: docs/models.md 4); the two shapes chain the same steps, so they give the same bits.
"""
from __future__ import annotations

from typing import Any, Dict, Optional, Tuple

import numpy as np

from ._arrays import unpack_e2m1

NATIVE = ("sm100", "gfx950")
_FMT = ("e2m1", "e4m3", "e5m2")


def _operand(bits: np.ndarray, fmt: str, k_axis: int, k_pack: bool) -> np.ndarray:
    b = np.ascontiguousarray(np.asarray(bits).view(np.uint8))
    if fmt == "e2m1":
        return unpack_e2m1(b, k_axis if k_pack else 1 - k_axis)
    return b


def _sm100_kind(fa: str, fb: str, packed: bool, sfmt: str) -> Tuple[str, int]:
    """(kind, block) as getMXFPKind chooses them."""
    if fa == fb == "e2m1" and packed:
        return ("mxf4nvf4", 16) if sfmt == "ue4m3" else ("mxf4", 32)
    if sfmt != "ue8m0":
        raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled of %s x %s with ue4m3 "
                                  "scales is not a tcgen05 kind" % (fa, fb))
    return "mxf8f6f4", 32


def _scale_format(scales) -> str:
    names = {s for s in scales if s is not None}
    if len(names) > 1:
        raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled with scales of two dtypes")
    name = names.pop() if names else "uint8"
    if name == "uint8":
        return "ue8m0"
    if name == "fp8e4nv":
        return "ue4m3"
    raise NotImplementedError("mmaemu.triton.emulate: tl.dot_scaled with %s scales is not modelled "
                              "(uint8 ue8m0 or float8e4nv ue4m3 scales are)" % name)


def _scale_bytes(scale: Optional[np.ndarray], shape) -> np.ndarray:
    if scale is None:
        return np.full(shape, 0x7F, np.uint8)
    return np.asarray(scale).view(np.uint8)


def _check(arch: str, fa: str, fb: str, scales, launch: Dict[str, Any], M: int, N: int) -> None:
    if fa not in _FMT or fb not in _FMT:
        raise NotImplementedError("mmaemu.triton.emulate(%s): tl.dot_scaled of %s x %s operands "
                                  "(Triton decomposes it into a bf16 dot there): not modelled"
                                  % (arch, fa, fb))
    if arch == "sm100":
        native = (all(s is not None for s in scales) and launch["num_warps"] in (4, 8)
                  and M >= 128 and N >= 16)
        if not native:
            raise NotImplementedError(
                "mmaemu.triton.emulate(sm100): this tl.dot_scaled is decomposed into a bf16 dot by "
                "Triton (it needs both scales, num_warps 4 or 8, BLOCK_M >= 128, BLOCK_N >= 16 "
                "for tcgen05): not modelled")
    elif launch["num_warps"] == 1:
        raise NotImplementedError("mmaemu.triton.emulate(gfx950): tl.dot_scaled with num_warps=1 "
                                  "is not lowered to the scaled MFMA: not modelled")


def native_dot(em_arch: str, arch: str, lhs: np.ndarray, fa: str, lhs_scale: Optional[np.ndarray],
               rhs: np.ndarray, fb: str, rhs_scale: Optional[np.ndarray], scale_names,
               acc: np.ndarray, packs: Tuple[bool, bool], launch: Dict[str, Any]):
    """One tile's tl.dot_scaled: (the fp32 result, the arguments of mmaemu.plan for it)."""
    from ._core import matmul
    A, B = _operand(lhs, fa, 1, packs[0]), _operand(rhs, fb, 0, packs[1])
    M, N = A.shape[0], B.shape[1]
    _check(arch, fa, fb, (lhs_scale, rhs_scale), launch, M, N)
    sfmt = _scale_format(scale_names)
    kind, schedule = None, None
    if arch == "sm100":
        kind, block = _sm100_kind(fa, fb, all(packs), sfmt)
    else:
        block = 32
        if launch["matrix_instr_nonkdim"] == 32:
            schedule = "instr=mfma.scale.32x32x64.f8f6f4"
    K = A.shape[1]
    # a missing scale is 1.0 (0x7F); Triton keeps B's scales (N, K/block): scale_b is .T
    sa = _scale_bytes(lhs_scale, (M, K // block))
    sb = _scale_bytes(rhs_scale, (N, K // block)).T
    args = dict(arch=em_arch, in_format=fa, b_format=fb, scale_a=sa, scale_b=sb, block=block,
                scale_format=sfmt, kind=kind, schedule=schedule)
    d = matmul(A, B, np.asarray(acc, dtype=np.float32), **args)
    return np.asarray(d).view(np.float32), (A, B, args)
