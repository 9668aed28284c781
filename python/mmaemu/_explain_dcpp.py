# SPDX-License-Identifier: MIT
"""explain_dcpp: why Helion's and Inductor's DCPP disagree, element by element.

A front end over the library's DCPP report (``mmaemu_explain_dcpp_json``,
validation/explain_dcpp_*.c, the same code as ``mmaemu explain dcpp --json``):
both paths are predicted through each model; per output tensor (forward: out;
backward: dx and dy) the counts, the smallest tolerances that pass, the estimate
for the full batch, and the worst differing elements explained (the first
divergent rounding, its margins, the schedule feature responsible, the
propagation).
"""
from __future__ import annotations

import ctypes
import json
from typing import Any, Dict, Optional, Sequence

import numpy as np

from . import _lib
from ._arrays import operand
from ._lib import lib

# The report's problem: x (B, M, D), y and dout (B, M, K), b (B, D, K).
_M, _D, _K = 3219, 256, 64
_SHAPES = {"x": (_M, _D), "y": (_M, _K), "dout": (_M, _K), "b": (_D, _K)}
_PATHS = {"helion": 0, "inductor": 1}


def _bf16(v: Any, name: str, batch: Optional[int]) -> np.ndarray:
    """A bf16 tensor (B, rows, cols) of the report's shape as contiguous patterns."""
    bits = np.ascontiguousarray(operand(v, "bf16", name).bits)
    if bits.ndim == 2:
        bits = bits[None]
    if bits.ndim != 3 or bits.shape[1:] != _SHAPES[name]:
        raise ValueError("%s: shape %s, expected (B, %d, %d)" % ((name, v.shape) + _SHAPES[name]))
    if batch is not None and bits.shape[0] != batch:
        raise ValueError("%s: batch %d, x has %d" % (name, bits.shape[0], batch))
    return bits


def _path(p: str, what: str) -> int:
    if p not in _PATHS:
        raise ValueError("%s=%r: expected 'helion' or 'inductor'" % (what, p))
    return _PATHS[p]


def explain_dcpp(x: Any, y: Any, dout: Any = None, b: Any = None, *, arch: Any,
                 bwd: bool = False, chained: bool = False, arch_b: Optional[str] = None,
                 path_a: str = "helion", path_b: str = "inductor", atol: float = 0.2,
                 rtol: float = 0.01, max_elements: int = 20, full_batch: int = 1152,
                 sets: Optional[Sequence[str]] = None) -> Dict[str, Any]:
    """Explain run A (path_a, 'actual') against run B (path_b, 'expected') of the DCPP
    forward (or backward with bwd=True: dout, and b or chained=True) on each model of
    arch (a name "ARCH[:VARIANT][+LIBPRESET]" or a list of them); arch_b runs B on
    another model (one arch only); sets: "KEY=VALUE" knobs for every model, as
    ``mmaemu dcpp --set``.  Inputs are bf16 tensors (torch bfloat16, ml_dtypes
    bfloat16 or uint16 patterns) of the report's shapes x (B,3219,256), y and dout
    (B,3219,64), b (B,256,64).

    Returns the library's JSON as a dict, the document ``mmaemu explain dcpp --json``
    writes ("format": "mmaemu explain 1"): the settings, and per model its
    'tensors' ('differ', 'not_close', 'assert_close', 'ulp_hist', the tolerances
    needed, 'estimate', 'causes', 'differing' positions, 'explained' elements)."""
    if not isinstance(max_elements, int) or max_elements < 0:
        raise ValueError("max_elements must be an int >= 0")
    if not isinstance(full_batch, int) or full_batch < 1:
        raise ValueError("full_batch must be an int >= 1")
    if chained and not bwd:
        raise ValueError("chained goes with bwd=True")
    models = arch if isinstance(arch, str) else ",".join(arch)
    xs = _bf16(x, "x", None)
    ins = [xs, _bf16(y, "y", xs.shape[0])]
    for name, v, need in (("dout", dout, bwd), ("b", b, bwd and not chained)):
        if need and v is None:
            raise ValueError("%s is required%s" % (name, "" if name == "dout" else
                                                   " (or chained=True)"))
        ins.append(_bf16(v, name, xs.shape[0]) if need else None)
    knobs = list(sets or [])
    c_sets = (ctypes.c_char_p * (len(knobs) + 1))(*[s.encode() for s in knobs], None)
    c_in = (ctypes.c_void_p * 4)(*[a.ctypes.data if a is not None else None for a in ins])
    paths = (_lib.c_enum * 2)(_path(path_a, "path_a"), _path(path_b, "path_b"))
    err = _lib.errbuf()
    ptr = lib.mmaemu_explain_dcpp_json(models.encode(), arch_b.encode() if arch_b else None,
                                       c_sets, int(bwd), int(chained), paths, xs.shape[0], c_in,
                                       atol, rtol, max_elements, full_batch, err, len(err))
    if not ptr:
        raise ValueError(err.value.decode())
    try:
        return json.loads(ctypes.string_at(ptr).decode())
    finally:
        lib.mmaemu_explain_dcpp_json_free(ptr)
