# SPDX-License-Identifier: MIT
"""Helion as a supported route (python/mmaemu/helion.py): Helion 1.5.1, after mmaemu's one shim,
compiles its kernels to Triton and runs them on CPU tensors under Triton's interpreter inside
mmaemu.triton.emulate('sm90'):
  * the report's DCPP kernels as Helion source (python/examples/helion_dcpp) equal the H100
    recording of the report's generated code (validation/data/dcpp-h100, seed 1, batch 0);
  * Helion kernels recorded on an sm_90 GPU (validation/data/helion-h200: the DCPP kernels at
    three configs and three shapes, a matmul with a bias + ReLU epilogue, a batched matmul, a
    split-K matmul, an attention-like chain) equal the device bit for bit (every output's
    sha256 and a sample).  make check runs the report's config at the two smaller shapes and
    the four others, make check-long every case."""
import hashlib
import json
import os
import sys

import numpy as np
import pytest
import torch

from conftest import DCPP_DATA, bits_of, load_npy_gz

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
for sub in ("python/examples/helion_dcpp", "validation/device/helion", "validation/device/dcpp",
            "validation/device/gemm"):
    sys.path.insert(0, os.path.join(ROOT, sub))

import mmaemu.triton  # noqa: E402

LONG = os.environ.get("MMAEMU_LONG") == "1"
DATA = os.path.join(ROOT, "validation", "data", "helion-h200")
with open(os.path.join(DATA, "helion.json")) as _f:
    RECORD = json.load(_f)
CASES = [c for c in RECORD["cases"] if c["status"] == "ok" and
         (LONG or not c["name"].startswith("dcpp") or
          (c["name"].endswith("_report") and "report_b1" not in c["name"]))]


def _recorded(name):
    d = os.path.join(DCPP_DATA, "seed1")
    for f in os.listdir(d):
        if f.startswith(name + ".") and f.endswith(".npy.gz"):
            a = load_npy_gz(os.path.join(d, f))
            if ".xor-" in f:
                a = a ^ _recorded(f.split(".xor-")[1][:-len(".npy.gz")])
            return a
    raise FileNotFoundError(name)


def test_report_kernels_as_helion_source_equal_the_h100():
    import dcpp_gen as G
    import dcpp_helion as H
    sh = G.shapes(1)
    t = {k: torch.from_numpy(G.gen_np(1, G.TENSOR_IDS[k], sh[k]).view(np.int16).copy()).view(torch.bfloat16)
         for k in sh}
    with mmaemu.triton.emulate("sm90") as em:
        out, xty = H.helion_dcpp_mm_fwd_impl(t["x"], t["y"])
        dx, dy = H.helion_dcpp_bwd_impl(t["dout"], t["x"], t["y"], t["b"])
    assert em.dots == 1010
    for name, v in (("h_xty", xty), ("h_out", out), ("h_dx", dx), ("h_dy", dy)):
        want = _recorded(name)[0:1]
        bad = int((bits_of(v) != want).sum())
        assert bad == 0, "%s: %d of %d differ from the H100" % (name, bad, want.size)


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_recorded_helion_kernel(case):
    import record_helion as R
    samples = np.load(os.path.join(DATA, "helion.npz"))
    with mmaemu.triton.emulate("sm90") as em:
        outs, _ = R.run_case(case, torch, "cpu")
    assert em.dots > 0 and len(outs) == case["outputs"]
    for i, got in enumerate(outs):
        key = "%s.%d" % (case["name"], i)
        want = RECORD["outputs"][key]
        got = np.ascontiguousarray(got.view({2: np.uint16, 4: np.uint32}[got.itemsize]))
        sample = samples[key]
        bad = int((got.reshape(-1)[::16] != sample).sum())
        assert bad == 0, "%s: %d of %d sampled elements differ from the device" % (key, bad, sample.size)
        assert hashlib.sha256(got.tobytes()).hexdigest() == want["sha256"], key


with open(os.path.join(DATA, "autotuned.json")) as _f:
    TUNED = json.load(_f)


@pytest.mark.parametrize("case", TUNED["cases"], ids=[c["name"] for c in TUNED["cases"]])
def test_autotuned_helion_kernel(case):
    """The configs Helion's autotuner picked on the H200 (validation/device/helion/autotune_helion.py:
    quick effort, in-process benchmarks), bound again on the CPU: every output bit the device gave.
    The generated code is the device's but for block sizes of 8, which Helion raises to 16 (its
    smallest dot on the CPU) with the masks that needs; an element's sum is the same (each k16
    instruction and the K chain unchanged), which the bits confirm."""
    import record_helion as R
    from mmaemu.helion import cpu_config
    assert case["status"] == "ok"
    tuned = dict(case, config=cpu_config(case["config"]))
    with mmaemu.triton.emulate("sm90") as em:
        outs, code = R.run_case(tuned, torch, "cpu")
    assert em.dots > 0
    small = any(b == 8 for b in case["config"]["block_sizes"])
    assert (hashlib.sha256(code.encode()).hexdigest() == case["code_sha256"]) != small
    with np.load(os.path.join(DATA, "autotuned.npz")) as z:
        for i, got in enumerate(outs):
            want = z["%s.%d" % (case["name"], i)]
            got = np.ascontiguousarray(got.view({2: np.uint16, 4: np.uint32}[got.itemsize]))
            bad = int((got.reshape(want.shape) != want).sum())
            assert bad == 0, "%s.%d: %d of %d elements differ" % (case["name"], i, bad, want.size)
