# SPDX-License-Identifier: MIT
"""Every recorded tl.dot combination (validation/data/triton-dot-h200: 49 kernels recorded with
Triton 3.6 on an H200, sm_90: bf16 / fp16 / e4m3 / e5m2 / mixed fp8 / s8 / fp32 operands; fp32,
fp16 and s32 accumulators; wgmma and mma.sync; max_num_imprecise_acc; tf32, tf32x3 and ieee;
chained dots, K split over two kernels (in order, tl.sum, atomics), a 3-D dot) run on the CPU
under mmaemu.triton.emulate('sm90') from the same kernel source and inputs regenerated from their
seeds: the device's bits, and the instruction family its PTX holds."""
import json
import os
import sys

import numpy as np
import pytest
import torch

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "validation", "device", "triton_dot"))
sys.path.insert(0, os.path.join(ROOT, "validation", "device", "gemm"))
import record_dots as R  # noqa: E402

import mmaemu.triton  # noqa: E402

DATA = os.path.join(ROOT, "validation", "data", "triton-dot-h200")
with open(os.path.join(DATA, "dots.json")) as _f:
    RECORD = json.load(_f)
CASES = [c for c in RECORD["cases"] if c["status"] == "ok"]


def test_the_recording_is_the_matrix():
    """The recording is the device's (an sm_90 GPU, Triton 3.6) and every case ran there."""
    assert RECORD["meta"]["capability"] == "9.0" and RECORD["meta"]["triton"].startswith("3.6")
    assert len(CASES) == len(RECORD["cases"]) >= 49


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_recorded_dot_reproduced(case):
    want = np.load(os.path.join(DATA, "dots.npz"))[case["name"]]
    with mmaemu.triton.emulate("sm90") as em:
        got, _ = R.record_case(case, torch, "cpu")
    got = got.view(want.dtype)
    assert em.dots > 0
    bad = int((got != want).sum())
    assert bad == 0, "%s: %d of %d elements differ" % (case["name"], bad, want.size)
    family = "wgmma" if any(p.startswith("wgmma") for p in case["ptx"]) else \
        "mma" if case["ptx"] else "fma"
    banners = " ".join(em.plans)
    assert ("instr=" + {"wgmma": "wgmma", "mma": "mma.", "fma": "fma.rn.f32"}[family]) in banners, banners


def test_amd_fp16_accumulator_is_an_fp32_dot_cast_each_time():
    """On AMD Triton's AccelerateAMDMatmul widens an fp16 accumulator to fp32, runs the fp32 MFMA
    dot and casts the result to fp16 after every dot: the kernel under emulate('gfx942') equals
    that loop written out with mmaemu.matmul (fp32 accumulator) and numpy's RNE cast."""
    import mmaemu
    case = next(c for c in CASES if c["name"] == "fp16_f16_wgmma")
    with mmaemu.triton.emulate("gfx942") as em:
        got, _ = R.record_case(case, torch, "cpu")
    a, b = (t.numpy().view(np.uint16) for t in R.operands(case, torch, "cpu"))
    cfg = {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 64, "num_warps": 4}
    want = np.zeros((case["M"], case["N"]), np.float16)
    for i in range(0, case["M"], 64):
        for j in range(0, case["N"], 64):
            acc = np.zeros((64, 64), np.float16)
            for k in range(0, case["K"], 64):
                d = mmaemu.matmul(a[i:i + 64, k:k + 64], b[k:k + 64, j:j + 64],
                                  acc.astype(np.float32), arch="gfx942", in_format="fp16",
                                  triton=cfg)
                acc = np.asarray(d).view(np.float32).astype(np.float16)
            want[i:i + 64, j:j + 64] = acc
    assert em.dots == (case["M"] // 64) * (case["N"] // 64) * (case["K"] // 64)
    assert np.array_equal(got.view(np.uint16), want.view(np.uint16))
