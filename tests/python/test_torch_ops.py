# SPDX-License-Identifier: MIT
"""Torch matrix ops beyond mm / bmm / addmm / baddbmm recorded on an H200
(validation/data/torch-ops-h200: addbmm, _addmm_activation with ReLU and GELU, F.linear forward and
backward, torch.matmul of 1-D / 3-D / 4-D operands, mv, dot, vdot; bf16, fp16, fp32 and tf32), run
on the CPU inside ``mmaemu.torch.emulate('sm90', lib='cublas13.1-h200')`` from inputs regenerated
from their seeds (validation/device/torch_ops/ops_cases.py): every result of every modelled op bit
for bit (gradients included), and the ops that are not modelled (the GELU epilogue, the dot
kernels) counted as such and refused by name under ``strict=True``."""
import json
import os
import sys

import numpy as np
import pytest

from conftest import ROOT

torch = pytest.importorskip("torch")
for _sub in ("torch_ops", "gemm"):
    sys.path.insert(0, os.path.join(ROOT, "validation", "device", _sub))
import ops_cases as OC  # noqa: E402
import record_ops as RO  # noqa: E402

import mmaemu.torch as mtorch  # noqa: E402

DATA = os.path.join(ROOT, "validation", "data", "torch-ops-h200")
with open(os.path.join(DATA, "ops.json")) as _f:
    RECORD = json.load(_f)
CASES = RECORD["cases"]
# not modelled: cuBLASLt's GELU epilogue (its tanh is not IEEE tanhf: up to ~1000 ulp apart on the
# recorded fp32 call) and cuBLAS's dot kernels (their reduction tree is not known)
UNMODELLED = {"addmm_act": "use_gelu=True", "dot": "dot", "vdot": "vdot"}


def _unmodelled(case):
    return case["op"] in ("dot", "vdot") or (case["op"] == "addmm_act" and case["gelu"])


@pytest.fixture(scope="module")
def recorded():
    with np.load(os.path.join(DATA, "ops.npz")) as z:
        return {k: z[k] for k in z.files}


def test_the_recording_is_the_matrix():
    """Every case of ops_cases.py ran on the sm_90 GPU."""
    assert RECORD["meta"]["capability"] == "9.0"
    assert [c["name"] for c in CASES] == [c["name"] for c in OC.CASES]
    assert all(c["status"] == "ok" for c in CASES)


@pytest.mark.parametrize("case", [c for c in CASES if not _unmodelled(c)], ids=lambda c: c["name"])
def test_modelled_op_reproduced(case, recorded):
    """Every result (forward and gradients) of the op as the H200 computed it."""
    with mtorch.emulate("sm90", lib="cublas13.1-h200", strict=True) as em:
        out = OC.build(case, torch, "cpu")
    assert em.calls >= 1 and not em.unmodelled
    assert sorted(out) == case["results"]
    bad = {k: int((RO.bits(v) != recorded["%s/%s" % (case["name"], k)]).sum()) for k, v in out.items()}
    assert not any(bad.values()), "%s: elements differing per result %s" % (case["name"], bad)


@pytest.mark.parametrize("case", [c for c in CASES if _unmodelled(c)], ids=lambda c: c["name"])
def test_unmodelled_op_counted_and_refused(case):
    """The GELU epilogue and the dot kernels: counted (run natively), refused under strict."""
    with mtorch.emulate("sm90", lib="cublas13.1-h200") as em:
        OC.build(case, torch, "cpu")
    assert em.calls == 0 and sum(em.unmodelled.values()) == 1
    with pytest.raises(NotImplementedError, match=UNMODELLED[case["op"]]):
        with mtorch.emulate("sm90", lib="cublas13.1-h200", strict=True):
            OC.build(case, torch, "cpu")
