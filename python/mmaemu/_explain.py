"""explain_gemm: where two runs of one GEMM diverge, element by element.

A minimal version over the library's public functions (mmaemu_matmul_plan,
mmaemu_schedule_k_order, mmaemu_dot_observed); the CLI's ``explain gemm``
(issue 12) is the full one.  For each run: the banner, the schedule and the
instruction; the schedule fields and instruction parameters that differ; per
differing element (up to ``max_elements``): both values, the ulp distance, and,
when both runs are single accumulator chains (split_k = 1, promote = 0), the
first K position (elements consumed) after which the two chains' fp32
accumulators differ, with both accumulators there.
"""
from __future__ import annotations

import ctypes
from typing import Any, Dict, List, Optional

import numpy as np

from . import _lib
from ._core import _prepare, compare
from ._lib import lib

P32 = ctypes.POINTER(ctypes.c_uint32)


def _planned(mm):
    s, ins = _lib.Schedule(), ctypes.POINTER(_lib.Instr)()
    ban, err = _lib.errbuf(2048), _lib.errbuf()
    if lib.mmaemu_matmul_plan(ctypes.byref(mm), ctypes.byref(s), ctypes.byref(ins), ban, len(ban),
                              err, len(err)):
        raise ValueError(err.value.decode())
    txt = _lib.errbuf(512)
    lib.mmaemu_schedule_format(ctypes.byref(s), txt, len(txt))
    return s, ins, ban.value.decode(), txt.value.decode()


def _chain(s, ins, a, b, c):
    """[(consumed K, accumulator bits)] of a single-chain schedule, or None."""
    if s.split_k != 1 or s.promote != 0:
        return None
    K = a.size
    order = (ctypes.c_size_t * (4 * K + 4096))()
    n = lib.mmaemu_schedule_k_order(ctypes.byref(s), ins, K, order, len(order))
    if n > len(order):
        return None
    idx = np.array(order[:n], dtype=np.int64)
    pad = idx >= K
    ao = np.where(pad, 0, a[np.minimum(idx, K - 1)]).astype(np.uint32)
    bo = np.where(pad, 0, b[np.minimum(idx, K - 1)]).astype(np.uint32)
    steps: List[tuple] = []
    done = [0]

    def observe(ctx, params, pa, pb, cnt, cin):
        steps.append((done[0], cin))
        done[0] += params.contents.L

    cb = _lib.STEP_OBSERVER(observe)
    last = lib.mmaemu_dot_observed(ins, ao.ctypes.data_as(P32), bo.ctypes.data_as(P32), n, c, cb, None)
    steps.append((min(done[0], n), last))
    return steps


def _fields(s) -> Dict[str, Any]:
    return {"instr": s.instr.decode(), "block_k": s.block_k, "kgroups": s.kgroups, "kpack": s.kpack,
            "split_k": s.split_k, "combine": s.combine, "promote": s.promote}


def _instr_info(ins) -> Dict[str, Any]:
    st = ins.contents.step
    return {"name": ins.contents.name.decode(), "k": ins.contents.k, "L": st.L, "F": st.F,
            "F2": st.F2, "algorithm": lib.mmaemu_model_alg_name(st.alg).decode(),
            "widen_fp16": ins.contents.widen_fp16, "k_interleave": ins.contents.k_interleave,
            "c_after": ins.contents.c_after}


def explain_gemm(a: Any, b: Any, c: Any = None, *, arch_a: str, arch_b: Optional[str] = None,
                 in_format: Optional[str] = None, out_dtype: Any = None,
                 triton_a: Any = None, triton_b: Any = None, schedule_a: Optional[str] = None,
                 schedule_b: Optional[str] = None, lib_a: Optional[str] = None,
                 lib_b: Optional[str] = None, max_elements: int = 16) -> Dict[str, Any]:
    """Run one GEMM twice -- two models, or two tile configs / schedules / library
    presets on one model (arch_b defaults to arch_a) -- and say where they differ:
    a JSON-ready dict with 'runs' (banner, schedule, instruction of each),
    'differences' (the schedule fields and instruction parameters that differ),
    'compare' (mmaemu.compare of the outputs), and 'elements': per differing
    element (flat C order, at most max_elements) its index, both output patterns
    and values, and 'first_divergence' -- the K consumed before the two fp32
    accumulator chains first differ, and both accumulators there (None when a
    run splits K or promotes: not a single chain)."""
    if not isinstance(max_elements, int) or max_elements < 0:
        raise ValueError("max_elements must be an int >= 0")
    arch_b = arch_b or arch_a
    runs, outs, plans = [], [], []
    for arch, tri, sch, lb in ((arch_a, triton_a, schedule_a, lib_a), (arch_b, triton_b, schedule_b, lib_b)):
        mm, keep, out, A = _prepare(a, b, c, arch, in_format, out_dtype, None, tri, sch, lb)
        s, ins, banner, text = _planned(mm)
        width = 32 if out == "fp32" else 16
        d = np.empty((mm.batch, mm.m, mm.n), dtype={16: np.uint16, 32: np.uint32}[width])
        acc = np.empty((mm.batch, mm.m, mm.n), dtype=np.uint32)
        for buf, epi in ((d, _lib.EPILOGUES[out]), (acc, 0)):
            mm.out = epi
            mm.d = buf.ctypes.data
            mm.d_sb, mm.d_si, mm.d_sj = mm.m * mm.n, mm.n, 1
            err = _lib.errbuf()
            if lib.mmaemu_matmul_run(ctypes.byref(mm), None, 0, err, len(err)):
                raise ValueError(err.value.decode())
        runs.append({"banner": banner, "schedule": text, "instr": _instr_info(ins)})
        outs.append((d, acc, out))
        plans.append((s, ins, mm, keep))
    diffs = {}
    fa, fb = _fields(plans[0][0]), _fields(plans[1][0])
    ia, ib = runs[0]["instr"], runs[1]["instr"]
    for k in fa:
        if fa[k] != fb[k]:
            diffs["schedule." + k] = [fa[k], fb[k]]
    for k in ia:
        if ia[k] != ib[k]:
            diffs["instr." + k] = [ia[k], ib[k]]
    (da, acc_a, out), (db, acc_b, _) = outs
    fmt = out if out != "fp32" else "fp32"
    cmp = compare(da, db, in_format=fmt if da.dtype == np.uint16 else None) \
        if fmt != "fp32" else compare(da.view(np.float32), db.view(np.float32))
    elements = []
    flat = np.flatnonzero(da.reshape(-1) != db.reshape(-1))[:max_elements]
    _, _, mm0, keep0 = plans[0]
    A, B, C = keep0[0].bits, keep0[1].bits, keep0[2].bits if keep0[2] is not None else None
    for f in flat.tolist():
        bi, i, j = (int(v) for v in np.unravel_index(f, da.shape))
        row = np.ascontiguousarray(A[bi, i, :]).astype(np.uint32)
        col = np.ascontiguousarray(B[bi, :, j]).astype(np.uint32)
        cin = int(C[bi, i, j]) if C is not None else 0
        chains = [_chain(s, ins, row, col, cin) for s, ins, _, _ in plans]
        first = None
        if all(ch is not None for ch in chains) and \
                chains[0][-1][1] == int(acc_a[bi, i, j]) and chains[1][-1][1] == int(acc_b[bi, i, j]):
            at = [dict(ch) for ch in chains]
            for q in sorted(set(at[0]) & set(at[1])):
                if at[0][q] != at[1][q]:
                    first = {"k_consumed": q, "acc": ["%08x" % at[0][q], "%08x" % at[1][q]],
                             "acc_value": [float(np.uint32(at[0][q]).view(np.float32)),
                                           float(np.uint32(at[1][q]).view(np.float32))]}
                    break
        w = "%08x" if da.itemsize == 4 else "%04x"
        elements.append({"index": [bi, i, j], "out": [w % int(da[bi, i, j]), w % int(db[bi, i, j])],
                         "acc": ["%08x" % int(acc_a[bi, i, j]), "%08x" % int(acc_b[bi, i, j])],
                         "first_divergence": first})
    return {"runs": runs, "differences": diffs, "compare": cmp, "elements": elements}
