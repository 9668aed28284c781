# SPDX-License-Identifier: MIT
"""The DCPP kernels of the report (validation/device/dcpp/dcpp_kernels.py) at B = 1 under
Triton's interpreter with mmaemu.triton.emulate("sm90") (Inductor's extern bmm calls under
mmaemu.torch.emulate) equal `mmaemu dcpp fwd/bwd --arch sm90` and the H100 recording
(validation/data/dcpp-h100/seed1, batch 0) bit for bit."""
import os
import subprocess

import numpy as np
import pytest
import torch

import mmaemu.torch
import mmaemu.triton
from conftest import DCPP_DATA, bits_of, load_npy_gz

import dcpp_gen as G  # validation/device/dcpp
import dcpp_kernels as K

LIB = "cublas13.1-h100"


def recorded(name):
    """seed1/NAME at batch 0 (the recording has B = 2)."""
    return _recorded(name)[0:1]


def _recorded(name):
    d = os.path.join(DCPP_DATA, "seed1")
    for f in os.listdir(d):
        if f.startswith(name + ".") and f.endswith(".npy.gz"):
            a = load_npy_gz(os.path.join(d, f))
            if ".xor-" in f:    # NAME.xor-BASE holds NAME ^ BASE
                a = a ^ _recorded(f.split(".xor-")[1][:-len(".npy.gz")])
            return a
    raise FileNotFoundError(name)


@pytest.fixture(scope="module")
def inputs():
    sh = G.shapes(1)
    return {k: G.gen_np(1, G.TENSOR_IDS[k], sh[k]) for k in sh}


def bf16(bits):
    return torch.from_numpy(bits.view(np.int16).copy()).view(torch.bfloat16)


@pytest.fixture(scope="module")
def cli_runs(cli, inputs, tmp_path_factory):
    """`mmaemu dcpp` on the same inputs: {(path, lib): {tensor: bits}}."""
    d = tmp_path_factory.mktemp("dcpp")
    for k, v in inputs.items():
        np.save(d / (k + ".npy"), v)
    res = {}
    for path, lib in (("helion", ""), ("inductor", ""), ("inductor", LIB)):
        extra = ["--set", "lib=" + lib] if lib else []
        out = {}
        for mode, args in (("fwd", []), ("bwd", ["--dout", str(d / "dout.npy"), "--b", str(d / "b.npy")])):
            od = d / ("%s-%s-%s" % (path, lib or "default", mode))
            subprocess.run([cli, "dcpp", mode, "--arch", "sm90", "--path", path, "--x", str(d / "x.npy"),
                            "--y", str(d / "y.npy"), "--out-dir", str(od), "--quiet"] + args + extra,
                           check=True)
            for f in os.listdir(od):
                out[f[:-4]] = np.load(od / f)
        res[(path, lib)] = out
    return res


def helion(inputs):
    x, y, dout, b = (bf16(inputs[k]) for k in ("x", "y", "dout", "b"))
    with mmaemu.triton.emulate("sm90") as em:
        out, xty = K.helion_dcpp_mm_fwd_impl(x, y)
        dx, dy = K.helion_dcpp_bwd_impl(dout, x, y, b)[:2]
    assert em.dots == 1010
    return {"xty": xty, "out": out, "dx": dx, "dy": dy}


def inductor(inputs, lib, batch=1):
    x, y, dout, b = (bf16(inputs[k]) for k in ("x", "y", "dout", "b"))
    with mmaemu.triton.emulate("sm90") as em, mmaemu.torch.emulate("sm90", lib=lib or None) as et:
        out, xty = K.inductor_fwd_call(x, y)
        dx, dy = K.inductor_bwd_from_tensors(dout, x, y, b)
    # 2 templates x 13 tiles x 4 K steps per batch element
    assert em.dots == 2 * 13 * 4 * 2 * batch and et.calls == 4
    return {"xty": xty, "out": out, "dx": dx, "dy": dy}


H100 = {"helion": {"xty": "h_xty", "out": "h_out", "dx": "h_dx", "dy": "h_dy"},
        "inductor": {"xty": "i_xty", "out": "i_out", "dx": "i_dx", "dy": "i_dy"}}


def check(mine, want, what):
    differ = int((bits_of(mine) != want).sum())
    assert differ == 0, "%s: %d of %d elements differ" % (what, differ, want.size)


def test_helion_kernels(inputs, cli_runs):
    got = helion(inputs)
    for t, v in got.items():
        check(v, cli_runs[("helion", "")][t], "helion %s vs mmaemu dcpp" % t)
        check(v, recorded(H100["helion"][t]), "helion %s vs the H100" % t)


@pytest.fixture(scope="module")
def inputs_b2():
    sh = G.shapes(2)
    return {k: G.gen_np(1, G.TENSOR_IDS[k], sh[k]) for k in sh}


def test_inductor_kernels_with_the_cublas_preset(inputs_b2):
    """At the recorded B = 2: the preset's program depends on the batch (cuBLAS splits K for
    some unbatched calls and never for batched ones, docs/library-choice.md), so the
    recording of a B = 2 run says nothing of a B = 1 run's bmm programs."""
    got = inductor(inputs_b2, LIB, batch=2)
    for t, v in got.items():
        check(v, _recorded(H100["inductor"][t]), "inductor %s vs the H100" % t)


def test_inductor_cli_with_the_cublas_preset(inputs, cli_runs):
    """`mmaemu dcpp --set lib=...` plans its bmm calls as batched (kernels/dcpp.c LIB_BATCH):
    at B = 1 too it equals the B = 2 recording's batch 0."""
    for t in ("xty", "out", "dx", "dy"):
        check(cli_runs[("inductor", LIB)][t], recorded(H100["inductor"][t]),
              "mmaemu dcpp --set lib=%s %s vs the H100" % (LIB, t))


def test_inductor_kernels_default_library(inputs, cli_runs):
    """Without the preset, buf3 is a wgmma chain instead of cuBLAS's mma.m16n8k8 kernel: the hook
    still equals `mmaemu dcpp` bit for bit, and dx differs from the H100 in 3 elements."""
    got = inductor(inputs, "")
    for t, v in got.items():
        check(v, cli_runs[("inductor", "")][t], "inductor %s vs mmaemu dcpp" % t)
    assert int((bits_of(got["dx"]) != recorded("i_dx")).sum()) == 3
