# SPDX-License-Identifier: MIT
"""``torch._scaled_mm`` as cuBLASLt 13.1 computes it on an H100-class GPU (sm90).

The fp8 GEMM runs cuBLASLt's nvjet fp8 kernels (``nvjet_sm90_qqtst_...``): wgmma k32 over K tiles of
128, ``use_fast_accum=False`` (the ``_algo2_`` kernels) adding each K tile's sum into an fp32
accumulator (promote=128), ``use_fast_accum=True`` one chain of the tensor core's accumulator.  The
epilogue, measured on an H200 (validation/data/scaled-h200), each step one fp32 RNE operation:

  per-tensor scales   D = out((scale_a * scale_b) * acc [+ bias])
  row-wise scales     D = out(scale_a[i] * (scale_b[j] * acc) [+ bias])

then one RNE cast to the output type (bf16, fp16; fp32 as it is).  The bias (bf16 / fp16 / fp32, one
per column) is widened exactly and added after the scales.  cuBLASLt sometimes splits K
(``_splitK_`` kernels, numSplitsK in its trace): the kernel names and trace line (``lib_kernel``,
``lib_log``) give that program exactly; the torch mode asks cuBLAS 13.1 itself for them on the host
driver (mmaemu._cublas_host, as for mm), and without the host runs the unsplit program.
"""
from __future__ import annotations

from typing import Any, Optional, Tuple

import numpy as np

from ._core import matmul, model_spec, plan
from ._core import round as _round
from ._cublas_host import PRESET_DEVICES

# the library presets whose fp8 kernel choice the host driver answers
PRESETS: Tuple[str, ...] = tuple(PRESET_DEVICES)


def _formats(torch):
    return {torch.float8_e4m3fn: "e4m3", torch.float8_e5m2: "e5m2"}


def refusal(arch: str, lib: Optional[str], a, b, scale_a, scale_b, bias, scale_result,
            out_dtype) -> Optional[str]:
    """Why the call is not modelled (one line), or None when it is."""
    import torch
    spec = model_spec(arch, lib)
    if spec.arch.contents.name.decode() != "sm90" or (spec.lib or b"").decode() not in PRESETS:
        return "is modelled for arch sm90 with lib=%r or %r (cuBLASLt's fp8 kernels, recorded " \
               "on an H200), not %s%s" % (PRESETS + (arch, "+" + lib if lib else ""))
    fm = _formats(torch)
    if a.dtype not in fm or b.dtype not in fm or a.dim() != 2 or b.dim() != 2:
        return "with %s x %s operands (2-D float8_e4m3fn / float8_e5m2 are modelled)" % (a.dtype, b.dtype)
    if fm[a.dtype] == fm[b.dtype] == "e5m2":
        return "with two e5m2 operands (cuBLASLt has no e5m2 x e5m2 kernel)"
    if out_dtype not in (torch.bfloat16, torch.float16, torch.float32) or scale_result is not None:
        return "with an fp8 output (out_dtype %s; bf16, fp16, fp32 are modelled)" % (out_dtype,)
    if any(s.dtype != torch.float32 for s in (scale_a, scale_b)):
        return "with %s / %s scales (fp32 per-tensor and row-wise scales are modelled)" % (
            scale_a.dtype, scale_b.dtype)
    m, n = a.shape[0], b.shape[1]
    tensorwise = scale_a.numel() == 1 and scale_b.numel() == 1
    rowwise = tuple(scale_a.shape) == (m, 1) and tuple(scale_b.shape) == (1, n)
    if not (tensorwise or rowwise):
        return "with scales of shapes %s, %s (per-tensor and row-wise are modelled)" % (
            tuple(scale_a.shape), tuple(scale_b.shape))
    if bias is not None and (bias.dim() != 1 or bias.shape[0] != n):
        return "with a bias of shape %s (one per column is modelled)" % (tuple(bias.shape),)
    return None


def schedule_text(fast_accum: bool) -> str:
    """The nvjet fp8 program of a call whose kernel is not known: wgmma k32 over K tiles of 128,
    promoted per tile unless use_fast_accum (cuBLASLt's algo2 kernels)."""
    return "instr=wgmma.m64nNk32 block_k=128 promote=%d" % (0 if fast_accum else 128)


def _bits(t) -> np.ndarray:
    import torch
    return t.detach().view(torch.uint8).numpy()


def scaled_mm(a, b, scale_a, scale_b, *, arch: str, lib: Optional[str], out_dtype, bias=None,
              fast_accum: bool = False, lib_kernel: Optional[str] = None,
              lib_log: Optional[str] = None) -> Tuple[Any, str]:
    """(result, banner): the bits torch._scaled_mm(a, b, scale_a, scale_b, bias,
    out_dtype=out_dtype, use_fast_accum=fast_accum) gives on the GPU as a CPU torch tensor, and
    the program's banner line; the call must pass ``refusal``.  lib_kernel, lib_log: the
    recorded kernel names and cuBLASLt trace line (the program decoded from them)."""
    import torch
    fm = _formats(torch)
    kw = dict(arch=arch, lib=lib, in_format=fm[a.dtype], b_format=fm[b.dtype], acc="fp32",
              out_dtype="fp32")
    if lib_kernel is not None:
        kw.update(lib_kernel=lib_kernel, lib_log=lib_log)
    else:
        kw["schedule"] = schedule_text(fast_accum)
    A, B = _bits(a), _bits(b)
    banner = plan(A, B, **kw).banner
    acc = np.asarray(matmul(A, B, **kw)).view(np.float32)
    sa = scale_a.detach().float().numpy().astype(np.float32)
    sb = scale_b.detach().float().numpy().astype(np.float32)
    if sa.size == 1 and sb.size == 1:
        d = (np.float32(sa.reshape(())) * np.float32(sb.reshape(()))) * acc
    else:
        d = sa.reshape(-1, 1) * (sb.reshape(1, -1) * acc)
    if bias is not None:
        d = d + bias.detach().float().numpy().astype(np.float32)
    d = np.asarray(d, dtype=np.float32)
    if out_dtype == torch.float32:
        return torch.from_numpy(d.copy()), banner
    name = "bf16" if out_dtype == torch.bfloat16 else "fp16"
    bits = np.asarray(_round(d, name, bits=True)).astype(np.int16)
    return torch.from_numpy(bits).view(out_dtype), banner + "; scale epilogue in fp32, cast to " + name
