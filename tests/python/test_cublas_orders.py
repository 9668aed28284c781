# SPDX-License-Identifier: MIT
"""The order in which cuBLAS's FFMA kernels (gemvx, gemvNSP, gemv2T, gemmSN, dot, sgemm_largek) sum,
against the order probes recorded on the device (validation/data/cublas-order-h200-as-h100; docs/library-choice.md
section 1).  Each recorded call's outputs each held one probe (+BIG, -BIG and small values placed so
that the output counts the small values outside the sum where +BIG meets -BIG); the expected words
are the device's.  ``make check`` replays every 4th case with K <= 1024 (300 probes each) and every
probe of a few cases that show what the first probes do not (a lane's restarts, split-K, the dot
kernel's CTAs), ``make check-long`` (MMAEMU_LONG=1) every case with K <= 8192."""
import os
import sys

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.append(os.path.join(ROOT, "validation", "analysis"))
import cublas_orders as O  # noqa: E402

LONG = os.environ.get("MMAEMU_LONG") == "1"
CASES, WORDS = O.load()
MEASURED = ("gemvx::kernel", "gemvNSP_kernel", "gemv2T_kernel_val", "gemmSN_TN_kernel", "gemmSN_NN_kernel",
            "dot_kernel", "sgemm_largek_lds64", "cutlass")
# Cases whose later probes show what the first 300 do not (ids of orders.jsonl.gz): gemmSN_NN's lanes
# restarting every 128 (K = 530) and 256 (K = 2101) elements; gemv2T's every 32 (K = 3220) and its
# lanes in each split-K range (K = 5695, 8 ranges); the dot kernel's CTAs and its reduction over them
# (fp32 16 CTAs, tf32, fp16 31 CTAs, bf16 32 CTAs); sgemm_largek's 9 ranges of 176 for numSplitsK = 8
# (K = 1413) and 8 of 600 (K = 4779); a CUTLASS wmma kernel replayed in fp16.
EVERY_PROBE = (255, 227, 190, 163, 125, 178, 211, 240, 91, 147, 145, 185)


def selected(families):
    sel = [c for c in CASES[::1 if LONG else 4]
           if "error" not in c and c.get("kernels") and c["k"] <= (8192 if LONG else 1024)
           and O.family(c) in families]
    assert len(sel) > 20
    return sel


@pytest.mark.parametrize("fam", MEASURED)
def test_measured_lanes_every_probe(fam):
    """The gemv kernels and gemmSN_TN: every probe of every selected case, from the recorded kernel
    name and cuBLASLt line (gemvx's lanes come from its customOption)."""
    sel = [c for c in selected(MEASURED) if O.family(c) == fam]
    if not sel:
        pytest.skip("no %s case in this selection" % fam)
    bad = []
    for c in sel:
        ok, sched = O.replay(c, WORDS[str(c["id"])], 300)
        if not ok:
            bad.append((c["id"], c["k"], sched))
    assert not bad, bad[:5]


@pytest.mark.parametrize("cid", EVERY_PROBE)
def test_every_probe(cid):
    """Every recorded probe of the case: the lanes' restarts, split-K ranges and the dot kernel's
    reduction show only in probes past the first few hundred."""
    c = next(c for c in CASES if c["id"] == cid)
    ok, sched = O.replay(c, WORDS[str(cid)], 0)
    assert ok, (cid, O.family(c), c["k"], sched)


def test_one_chain_is_not_the_order():
    """The probes tell orders apart: the plain chain that cuBLAS's gemv kernels were once taken
    to be fails most of them."""
    import mmaemu
    import numpy as np
    sel = [c for c in selected(("gemvx::kernel",)) if c["k"] >= 16][:20]
    same = 0
    for c in sel:
        probes = O.OC.probes(c)[:200]
        a, b = O.probe_inputs(c, probes)
        d = mmaemu.matmul(a, b, arch="sm90", schedule="instr=fma.rn.f32", in_format="fp32",
                          out_dtype="fp32")
        sh, _, u, _ = O.OC.VALUES[c["fmt"]]
        same += bool(np.array_equal(np.asarray(d, dtype=np.float64).reshape(-1) / (sh * u),
                                    O.counts(c, WORDS[str(c["id"])])[:200]))
    assert same < len(sel) // 2


def test_gemmsn_nn_variant_from_the_custom_option():
    """A gemmSN_NN name without its template (what the choice table keeps) takes its lanes from
    cuBLASLt's customOption: 1 is <float, 256, 4, 2>, none <float, 128, 2, 4> -- on every recorded
    order case, whose full names say which ran."""
    import re
    sel = [c for c in CASES if "error" not in c and c.get("kernels") and O.family(c) == "gemmSN_NN_kernel"
           and c["k"] <= (8192 if LONG else 2200)]
    assert len(sel) >= 20
    both = set()
    bad = []
    for c in sel:
        full = next(k["name"] for k in c["kernels"] if "gemmSN_NN" in k["name"])
        both.add(re.search(r"gemmSN_NN_kernel<float, (\d+)", full).group(1))
        short = dict(c, kernels=[{"name": "gemmSN_NN_kernel"}])
        ok, sched = O.replay(short, WORDS[str(c["id"])], 300)
        if not ok:
            bad.append((c["id"], c["k"], sched))
    assert both == {"128", "256"}
    assert not bad, bad[:5]
