# SPDX-License-Identifier: MIT
"""mmaemu.explain_dcpp: the library's DCPP report from Python is the document
`mmaemu explain dcpp --json` writes for the same inputs (only "inputs", where
they came from, differs), forward and backward, one model and several; bad
input raises ValueError."""
import json
import subprocess

import numpy as np
import pytest

import mmaemu


@pytest.fixture(scope="module")
def inputs(cli, tmp_path_factory):
    d = tmp_path_factory.mktemp("explain_dcpp")
    subprocess.run([cli, "dcpp", "gen", "--seed", "1", "--batch", "1", "--out-dir", str(d)],
                   check=True, capture_output=True)
    return d, {n: np.load(d / (n + ".npy")) for n in ("x", "y", "dout", "b")}


def cli_report(cli, d, args):
    out = d / "rep.json"
    r = subprocess.run([cli, "explain", "dcpp"] + args + ["--json", str(out), "--quiet"],
                       capture_output=True, text=True)
    assert r.returncode in (0, 1), r.stderr
    return json.loads(out.read_text())


def same_report(got, want):
    got, want = dict(got), dict(want)
    assert got.pop("inputs") == "arrays, B = 1"
    want.pop("inputs")
    assert got == want


def test_forward_is_the_cli_report(cli, inputs):
    d, t = inputs
    want = cli_report(cli, d, ["fwd", "--arch", "gfx942", "--x", str(d / "x.npy"),
                               "--y", str(d / "y.npy"), "--max", "3"])
    got = mmaemu.explain_dcpp(t["x"], t["y"], arch="gfx942", max_elements=3)
    same_report(got, want)
    out = got["models"][0]["tensors"][0]
    assert got["format"] == "mmaemu explain 1" and out["tensor"] == "out"
    assert out["differ"] > 0 and len(out["explained"]) == min(3, out["differ"])


def test_backward_two_models_is_the_cli_report(cli, inputs):
    d, t = inputs
    want = cli_report(cli, d, ["bwd", "--chained", "--arch", "sm90+cublas13.1-h100,gfx942",
                               "--x", str(d / "x.npy"), "--y", str(d / "y.npy"),
                               "--dout", str(d / "dout.npy"), "--max", "2"])
    got = mmaemu.explain_dcpp(t["x"], t["y"], t["dout"], bwd=True, chained=True,
                              arch=["sm90+cublas13.1-h100", "gfx942"], max_elements=2)
    same_report(got, want)
    assert [m["model"] for m in got["models"]] == ["sm90+cublas13.1-h100", "gfx942"]
    assert [x["tensor"] for x in got["models"][0]["tensors"]] == ["dx", "dy"]


def test_bad_input_raises(inputs):
    _, t = inputs
    with pytest.raises(ValueError, match="unknown arch 'sm9'"):
        mmaemu.explain_dcpp(t["x"], t["y"], arch="sm9")
    with pytest.raises(ValueError, match="dout is required"):
        mmaemu.explain_dcpp(t["x"], t["y"], arch="sm90", bwd=True)
    with pytest.raises(ValueError, match=r"y: shape \(1, 3219, 256\)"):
        mmaemu.explain_dcpp(t["x"], t["x"], arch="sm90")
    with pytest.raises(ValueError, match="path_a"):
        mmaemu.explain_dcpp(t["x"], t["y"], arch="sm90", path_a="triton")
