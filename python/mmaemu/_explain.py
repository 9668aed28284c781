# SPDX-License-Identifier: MIT
"""explain_gemm: why two runs of one GEMM disagree, element by element.

A front end over the library's ``mmaemu_explain_gemm`` (validation/explain_gemm.c,
the same code as ``mmaemu explain gemm``): both runs are predicted whole; for
every element where the compared values differ (the observed output of a run
where ``got_a`` / ``got_b`` is given, else its prediction) it reports the values
before the output cast, their distance to the rounding boundary, the exact
value, where the two accumulator chains part, the schedule feature responsible
(found by counterfactual: run B with one, then two fields taken from run A) and
whether each observation equals its prediction.
"""
from __future__ import annotations

import ctypes
import json
from typing import Any, Dict, Optional

import numpy as np

from . import _lib
from ._core import _prepare, compare
from ._lib import lib


def _observed(got: Any, like: np.ndarray, name: str) -> Optional[np.ndarray]:
    """An observed output as contiguous patterns of the prediction's width."""
    if got is None:
        return None
    g = np.asarray(got.detach().numpy() if hasattr(got, "detach") else got)
    if g.dtype.itemsize != like.dtype.itemsize:
        raise ValueError("%s: %d-byte elements, the output has %d" % (name, g.dtype.itemsize,
                                                                      like.dtype.itemsize))
    g = np.ascontiguousarray(g.view(like.dtype))
    if g.size != like.size:
        raise ValueError("%s: %d elements, the output has %d" % (name, g.size, like.size))
    return g.reshape(like.shape)


def explain_gemm(a: Any, b: Any, c: Any = None, *, arch_a: str, arch_b: Optional[str] = None,
                 in_format: Optional[str] = None, out_dtype: Any = None,
                 triton_a: Any = None, triton_b: Any = None, schedule_a: Optional[str] = None,
                 schedule_b: Optional[str] = None, lib_a: Optional[str] = None,
                 lib_b: Optional[str] = None, got_a: Any = None, got_b: Any = None,
                 max_elements: int = 16) -> Dict[str, Any]:
    """Run one GEMM twice -- two models, or two tile configs / schedules / library
    presets on one model (arch_b defaults to arch_a) -- or hold device outputs
    (got_a, got_b) against the predictions, and explain the differing elements.

    Returns the library's JSON as a dict: 'runs' (banner, schedule, instruction,
    k, L, F, algorithm of each), 'shape', 'elements', 'differ', 'explained_by_cause',
    'explained' (per element, up to max_elements: 'index', 'bits', 'predicted',
    'pre_rounding', 'margin_ulps', 'tie', 'exact', 'chains' {same_k, diff_k,
    acc_at_diff}, 'cause', 'detail', 'observed_ok', 'summary'), 'observed'; and
    'compare', mmaemu.compare of the two compared outputs."""
    if not isinstance(max_elements, int) or max_elements < 0:
        raise ValueError("max_elements must be an int >= 0")
    arch_b = arch_b or arch_a
    runs, keep, outs = [], [], []
    for arch, tri, sch, lb in ((arch_a, triton_a, schedule_a, lib_a),
                               (arch_b, triton_b, schedule_b, lib_b)):
        mm, k, out, _ = _prepare(a, b, c, arch, in_format, out_dtype, None, tri, sch, lb)
        runs.append(mm)
        keep.append(k)
        outs.append(out)
    if outs[0] != outs[1]:
        raise ValueError("the two runs' outputs are %s and %s: give one out_dtype" % tuple(outs))
    shape = (runs[0].batch, runs[0].m, runs[0].n)
    like = np.empty(shape, dtype=np.uint32 if outs[0] == "fp32" else np.uint16)
    got = [_observed(got_a, like, "got_a"), _observed(got_b, like, "got_b")]
    err = _lib.errbuf()
    ptr = lib.mmaemu_explain_gemm_run_json(
        ctypes.byref(runs[0]), ctypes.byref(runs[1]),
        got[0].ctypes.data if got[0] is not None else None,
        got[1].ctypes.data if got[1] is not None else None, max_elements, err, len(err))
    if not ptr:
        raise ValueError(err.value.decode())
    try:
        report = json.loads(ctypes.string_at(ptr).decode())
    finally:
        lib.mmaemu_explain_gemm_json_free(ptr)
    compared = []
    for p in range(2):
        if got[p] is not None:
            compared.append(got[p])
            continue
        d = np.empty_like(like)
        mm = runs[p]
        mm.d = d.ctypes.data
        mm.d_sb, mm.d_si, mm.d_sj = mm.m * mm.n, mm.n, 1
        if lib.mmaemu_matmul_run(ctypes.byref(mm), None, 0, err, len(err)):
            raise ValueError(err.value.decode())
        compared.append(d)
    fmt = outs[0]
    report["compare"] = compare(compared[0].view(np.float32), compared[1].view(np.float32)) \
        if fmt == "fp32" else compare(compared[0], compared[1], in_format=fmt)
    return report
