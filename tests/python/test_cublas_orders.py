# SPDX-License-Identifier: MIT
"""The order in which cuBLAS's FFMA kernels (gemvx, gemvNSP, gemv2T, gemmSN) sum, against the order
probes recorded on the device (validation/data/cublas-order-h200-as-h100; docs/library-choice.md
section 1).  Each recorded call's outputs each held one probe (+BIG, -BIG and small values placed so
that the output counts the small values outside the sum where +BIG meets -BIG); the expected words
are the device's.  ``make check`` replays every 4th case with K <= 1024, ``make check-long``
(MMAEMU_LONG=1) every case with K <= 8192."""
import os
import sys

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.append(os.path.join(ROOT, "validation", "analysis"))
import cublas_orders as O  # noqa: E402

LONG = os.environ.get("MMAEMU_LONG") == "1"
CASES, WORDS = O.load()
MEASURED = ("gemvx::kernel", "gemvNSP_kernel", "gemv2T_kernel_val", "gemmSN_TN_kernel")


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
