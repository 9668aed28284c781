# SPDX-License-Identifier: MIT
"""`mmaemu gemm --bias`: the bias is one fp32 RNE add to each element's fp32
sum before the cast (F.linear's epilogue).  The expected outputs are built
here, independently of the tool's epilogue: the tool's own fp32 sums (no bias)
plus the bias with numpy's float32 add (IEEE RNE), cast to bf16 with
ml_dtypes (RNE).  Shapes large enough for the certified path, which decides
most bf16 outputs from an interval, checked against --exact too."""
import os
import subprocess
from typing import List

import ml_dtypes
import numpy as np
import pytest

M, N, K, BATCH = 96, 80, 300, 2


def run(cli: str, args: List[str]) -> subprocess.CompletedProcess:
    return subprocess.run([cli, "gemm", "--arch", "sm90", "--quiet"] + args,
                          capture_output=True, text=True)


@pytest.fixture(scope="module")
def operands(tmp_path_factory):
    d = tmp_path_factory.mktemp("bias")
    rng = np.random.default_rng(20261125)
    a = rng.standard_normal((BATCH, M, K)).astype(ml_dtypes.bfloat16)
    b = rng.standard_normal((K, N)).astype(ml_dtypes.bfloat16)
    np.save(d / "a.npy", a)
    np.save(d / "b.npy", b)
    return d


def acc(cli: str, d) -> np.ndarray:
    r = run(cli, ["--a", str(d / "a.npy"), "--b", str(d / "b.npy"),
                  "--out", str(d / "acc.npy"), "--out-dtype", "fp32"])
    assert r.returncode == 0, r.stderr
    return np.load(d / "acc.npy")


BIASES = {
    "fp32 per column": lambda rng: rng.standard_normal(N).astype(np.float32) * 4,
    "bf16 (m,n)": lambda rng: rng.standard_normal((M, N)).astype(ml_dtypes.bfloat16),
    "bf16 per column": lambda rng: (rng.standard_normal(N) * 4).astype(ml_dtypes.bfloat16),
    "fp16 (batch,m,n)": lambda rng: (rng.standard_normal((BATCH, M, N)) * 8).astype(np.float16),
}


@pytest.mark.parametrize("name", sorted(BIASES))
@pytest.mark.parametrize("out", ["bf16", "fp32"])
def test_bias_is_one_fp32_add_before_the_cast(cli, operands, name, out):
    d = operands
    bias = BIASES[name](np.random.default_rng(len(name)))
    np.save(d / "bias.npy", bias)
    want = acc(cli, d) + bias.astype(np.float32)      # broadcast, float32 RNE
    if out == "bf16":
        want_bits = want.astype(ml_dtypes.bfloat16).view(np.uint16)
    else:
        want_bits = want.view(np.uint32)
    for exact in ([], ["--exact"]):
        r = run(cli, ["--a", str(d / "a.npy"), "--b", str(d / "b.npy"), "--bias",
                      str(d / "bias.npy"), "--out", str(d / "d.npy"), "--out-dtype", out] + exact)
        assert r.returncode == 0, r.stderr
        got = np.load(d / "d.npy")
        got_bits = got.view(np.uint16 if out == "bf16" else np.uint32)
        assert got.shape == (BATCH, M, N)
        assert np.array_equal(got_bits, want_bits), (name, out, exact)


def test_bias_of_the_wrong_shape_is_refused(cli, operands):
    d = operands
    np.save(d / "bad.npy", np.zeros((M + 1,), dtype=np.float32))
    out = d / "never.npy"
    r = run(cli, ["--a", str(d / "a.npy"), "--b", str(d / "b.npy"), "--bias", str(d / "bad.npy"),
                  "--out", str(out)])
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "--bias" in lines[0] and "shape (97,), expected (80,)" in lines[0]
    assert not os.path.exists(out)
