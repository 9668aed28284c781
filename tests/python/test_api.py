# SPDX-License-Identifier: MIT
"""The numpy/torch API against the CLI on the same data, and its argument checks."""
import ctypes
import subprocess

import ml_dtypes
import numpy as np
import pytest
import torch

import mmaemu
from mmaemu import _lib
from conftest import bits_of

RNG = np.random.default_rng(20261125)


def random_bits(fmt, shape):
    """Finite random patterns of fmt (values near 1, with random exponents)."""
    v = RNG.standard_normal(shape) * np.exp2(RNG.integers(-4, 5, shape))
    if fmt == "tf32":
        return v.astype(np.float32).view(np.uint32)
    return np.asarray(mmaemu.round(v, fmt, saturate=True, bits=True))


def cli_dot(cli, arch, fmt, a, b, c=None):
    """`mmaemu dot` of the rows of a and b (patterns), c fp32 patterns."""
    wd = {8: "%02x", 16: "%04x", 32: "%08x"}[a.itemsize * 8]
    lines = []
    for i in range(a.shape[0]):
        cc = 0 if c is None else int(c[i])
        lines.append("%s | %s | %08x" % (" ".join(wd % v for v in a[i]),
                                         " ".join(wd % v for v in b[i]), cc))
    r = subprocess.run([cli, "dot", "--arch", arch, "--in", fmt], input="\n".join(lines) + "\n",
                       capture_output=True, text=True, check=True)
    return np.array([int(t, 16) for t in r.stdout.split()], dtype=np.uint32)


def test_abi_matches_the_library():
    _lib.check_abi(_lib.lib)
    assert _lib.lib.mmaemu_abi_sizeof(b"mmaemu_matmul") == ctypes.sizeof(_lib.Matmul)
    assert _lib.lib.mmaemu_abi_sizeof(b"no_such_struct") == 0
    assert _lib.lib.mmaemu_abi_offsetof(b"mmaemu_matmul", b"no_such_field") == -1


@pytest.mark.parametrize("arch,fmt", [("sm90", "bf16"), ("sm80", "fp16"), ("gfx942", "bf16"),
                                      ("sm90", "e4m3"), ("sm89", "e5m2"), ("gfx950", "fp16"),
                                      ("sm90", "tf32"), ("gfx942", "e4m3fnuz")])
def test_matmul_equals_cli_dot(cli, arch, fmt):
    m, n, k = 5, 4, 37
    a, b = random_bits(fmt, (m, k)), random_bits(fmt, (k, n))
    c = RNG.standard_normal((m, n)).astype(np.float32)
    d = mmaemu.matmul(a, b, c, arch=arch, in_format=fmt)
    assert d.dtype == np.float32 and d.shape == (m, n)
    rows = np.repeat(a, n, axis=0)
    cols = np.tile(b.T, (m, 1))
    want = cli_dot(cli, arch, fmt, rows, cols, c.view(np.uint32).reshape(-1))
    assert np.array_equal(d.view(np.uint32).reshape(-1), want)
    # mmaemu.dot computes the same products one row at a time
    dd = mmaemu.dot(rows, cols, c.reshape(-1), arch=arch, in_format=fmt)
    assert np.array_equal(dd.view(np.uint32), want)


@pytest.mark.parametrize("arch,fmt,instr", [("gfx950", "e4m3", "mfma.32x32x16"),
                                            ("gfx950", "e5m2", "mfma.16x16x32"),
                                            ("sm100", "e2m1", "tcgen05.kind::f8f6f4")])
def test_matmul_names_an_instruction_where_none_is_default(arch, fmt, instr):
    # gfx950's fp8 and sm100's fp4 have no Triton-default row: the error says how to
    # name one, and the schedule text's instr= then gives a chain of it (mmaemu.dot's)
    m, n, k = 6, 5, 70
    a, b = random_bits(fmt, (m, k)), random_bits(fmt, (k, n))
    with pytest.raises(ValueError, match="instr="):
        mmaemu.matmul(a, b, arch=arch, in_format=fmt)
    d = mmaemu.matmul(a, b, arch=arch, in_format=fmt, schedule="instr=" + instr)
    want = mmaemu.dot(np.repeat(a, n, axis=0), np.tile(b.T, (m, 1)), arch=arch, in_format=fmt,
                      instr=instr)
    assert np.array_equal(d.view(np.uint32).reshape(-1), want.view(np.uint32))


def test_typed_inputs_and_outputs():
    x = RNG.standard_normal((3, 8, 16)).astype(np.float32)
    y = RNG.standard_normal((16, 5)).astype(np.float32)
    xb, yb = x.astype(ml_dtypes.bfloat16), y.astype(ml_dtypes.bfloat16)
    d = mmaemu.matmul(xb, yb, arch="H100", out_dtype="bf16")
    assert d.dtype == ml_dtypes.bfloat16 and d.shape == (3, 8, 5)
    # the same bits from uint16 patterns (returned as patterns) and from torch tensors
    p = mmaemu.matmul(xb.view(np.uint16), yb.view(np.uint16), arch="H100", in_format="bf16",
                      out_dtype="bf16")
    assert p.dtype == np.uint16 and np.array_equal(p, d.view(np.uint16))
    t = mmaemu.matmul(torch.from_numpy(x).bfloat16(), torch.from_numpy(y).bfloat16(), arch="H100",
                      out_dtype=torch.bfloat16)
    assert t.dtype == torch.bfloat16 and np.array_equal(bits_of(t), d.view(np.uint16))
    # fp32 results as float32, close to float64
    f = mmaemu.matmul(xb, yb, arch="sm90")
    ref = xb.astype(np.float64) @ yb.astype(np.float64)
    assert f.dtype == np.float32 and np.allclose(f, ref, rtol=1e-5, atol=1e-5)
    # transposed views read through their strides
    yt = np.ascontiguousarray(yb.T).T
    assert np.array_equal(mmaemu.matmul(xb, yt, arch="sm90").view(np.uint32), f.view(np.uint32))
    # fp8 through ml_dtypes
    x8, y8 = x.astype(ml_dtypes.float8_e4m3fn), y.astype(ml_dtypes.float8_e4m3fn)
    e = mmaemu.matmul(x8, y8, arch="sm90")
    assert np.array_equal(e, mmaemu.matmul(x8.view(np.uint8), y8.view(np.uint8), arch="sm90",
                                           in_format="e4m3"))


def test_triton_config_and_plan():
    a = np.zeros((64, 32), ml_dtypes.bfloat16)
    b = np.zeros((32, 64), ml_dtypes.bfloat16)
    p = mmaemu.plan(a, b, arch="sm90", triton={"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32,
                                                "num_warps": 4})
    assert p.instr.startswith("wgmma") and "block_k=32" in p.schedule
    p = mmaemu.plan(a, b, arch="sm90", triton="BLOCK_M=32 BLOCK_N=32 BLOCK_K=32 num_warps=2")
    assert p.instr.startswith("mma.m16n8k16")
    p = mmaemu.plan(a, b, arch="gfx942", triton={"BLOCK_M": 256, "BLOCK_N": 64, "BLOCK_K": 64,
                                                  "num_warps": 8, "kpack": 2,
                                                  "matrix_instr_nonkdim": 16})
    assert "kpack=2" in p.schedule
    assert "cublas13.1-h100" in mmaemu.plan(a, b, arch="sm90", lib="cublas13.1-h100").banner


def test_round_and_compare():
    assert list(mmaemu.round([1.0, 1 / 3, 1e40, -0.0, float("nan")], "bf16", bits=True)) == \
        [0x3F80, 0x3EAB, 0x7F80, 0x8000, 0x7FC0]
    assert mmaemu.round([1e40], "bf16", "rz", bits=True)[0] == 0x7F7F
    assert mmaemu.round([1e40], "e4m3", bits=True)[0] == 0x7F
    assert mmaemu.round([1.0 + 2 ** -8], "bf16", "ru", bits=True)[0] == 0x3F81
    assert mmaemu.round(np.float32([500.0]), "e4m3", saturate=True, bits=True)[0] == 0x7E
    x = np.array([1.0, 2.0, 3.0], ml_dtypes.bfloat16)
    y = x.copy()
    y[1] = ml_dtypes.bfloat16(2.015625)
    r = mmaemu.compare(x, y)
    assert r["close"] and r["differ"] == 1 and r["ulp_hist"]["1"] == 1 and r["max_abs_at"] == (1,)
    r = mmaemu.compare(x, y, rtol=0, atol=0)
    assert not r["close"] and r["not_close"] == 1
    r = mmaemu.compare(x, np.array([1.0, 2.0, 3.001], np.float32))
    assert r["compared_as"] == "fp32" and r["rtol"] == 1.6e-2 and r["close"]
    # int32 (an integer GEMM's result): equal or not close, the ulps the integer distance
    i = np.array([5, -7, 2 ** 31 - 1], np.int32)
    r = mmaemu.compare(i, np.array([5, -4, -2 ** 31], np.int32))
    assert r["format"] == "s32" and r["atol"] == 0 and r["rtol"] == 0 and r["not_close"] == 2
    assert r["ulp_hist"]["3-4"] == 1 and r["ulp_hist"]["more/NaN"] == 1 and r["max_abs_at"] == (2,)
    assert mmaemu.compare(i, i.copy())["close"]


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_round_to_fp4_and_fp6(dtype):
    # OCP MX: e2m1's eight magnitudes are 0, 0.5, 1, 1.5, 2, 3, 4, 6 (patterns 0-7, sign
    # bit 8); one byte per value whatever the input's dtype
    mags = [0, 0.5, 1, 1.5, 2, 3, 4, 6]
    v = np.array(mags + [-m for m in mags[1:]], dtype)
    out = mmaemu.round(v, "e2m1", bits=True)
    assert out.dtype == np.uint8 and list(out) == list(range(8)) + list(range(9, 16))
    # e2m3 (max 7.5) and e3m2 (max 28): the largest magnitude is all ones
    assert list(mmaemu.round(np.array([7.5, -7.5], dtype), "e2m3", bits=True)) == [0x1F, 0x3F]
    assert list(mmaemu.round(np.array([28.0, 0.25], dtype), "e3m2", bits=True)) == [0x1F, 0x04]


def test_models():
    ms = mmaemu.models()
    names = [m["name"] for m in ms]
    assert "sm90" in names and "gfx942" in names
    sm90 = ms[names.index("sm90")]
    assert "H100" in sm90["products"] and sm90["library_presets"][0]["name"] == "cublas13.1-h100"
    assert any(i["name"].startswith("wgmma") for i in sm90["instructions"])


@pytest.mark.parametrize("call,exc,words", [
    (lambda a: mmaemu.matmul(a, a, arch="sm91"), ValueError, "unknown arch"),
    (lambda a: mmaemu.matmul(a, a, arch="sm90:nonsense"), ValueError, "variant"),
    (lambda a: mmaemu.matmul(a, a, arch="sm90+nolib"), ValueError, "preset"),
    (lambda a: mmaemu.matmul(a, a, arch=90), TypeError, "model name"),
    (lambda a: mmaemu.matmul(a, a[:3], arch="sm90"), ValueError, "inner dimensions"),
    (lambda a: mmaemu.matmul(a.view(np.uint16), a.view(np.uint16), arch="sm90"), ValueError,
     "need in_format"),
    (lambda a: mmaemu.matmul(a, a, arch="sm90", in_format="fp16"), ValueError, "holds bf16"),
    (lambda a: mmaemu.matmul(a.astype(np.float64), a, arch="sm90"), TypeError, "float64"),
    (lambda a: mmaemu.matmul([[1.0]], a, arch="sm90"), TypeError, "numpy array"),
    (lambda a: mmaemu.matmul(a, a, arch="sm90", triton={"BLOCK_M": 64}), ValueError, "required"),
    (lambda a: mmaemu.matmul(a, a, arch="sm90", triton={"BLOCK_M": 64, "BLOCK_N": 64,
                                                          "BLOCK_K": 16, "warps": 4}),
     ValueError, "unknown key"),
    (lambda a: mmaemu.matmul(a, a, arch="sm90", triton={"BLOCK_M": "x y"}), ValueError, "single"),
    (lambda a: mmaemu.matmul(a, a, arch="sm90", triton=[64]), TypeError, "dict"),
    (lambda a: mmaemu.matmul(a, a, arch="sm90", schedule="instr=nonsense"), ValueError, "nonsense"),
    (lambda a: mmaemu.matmul(a, a, arch="sm90", schedule="split_k=banana"), ValueError, "split_k"),
    (lambda a: mmaemu.matmul(a, a, arch="sm90", out_dtype="fp64"), ValueError, "out_dtype"),
    (lambda a: mmaemu.matmul(a[None].repeat(2, 0), a[None].repeat(3, 0), arch="sm90"), ValueError,
     "batch sizes"),
    (lambda a: mmaemu.matmul(a, a, np.zeros((2, 2), np.float32), arch="sm90"), ValueError, "c is"),
    (lambda a: mmaemu.round(a, "bf17"), ValueError, "unknown format"),
    (lambda a: mmaemu.round(a, "bf16", "nearest"), ValueError, "mode"),
    (lambda a: mmaemu.dot(a, a[:, :3], arch="sm90"), ValueError, "equal shapes"),
    (lambda a: mmaemu.compare(a, a[:2]), ValueError, "shapes differ"),
])
def test_malformed_arguments_raise(call, exc, words):
    a = np.ones((4, 4), ml_dtypes.bfloat16)
    with pytest.raises(exc, match=words):
        call(a)


def test_torch_device_and_dtype_checks():
    with pytest.raises(TypeError, match="unsupported torch dtype"):
        mmaemu.matmul(torch.ones(2, 2, dtype=torch.float64), torch.ones(2, 2), arch="sm90")
    with pytest.raises(TypeError, match="meta tensor"):
        mmaemu.matmul(torch.ones(2, 2, device="meta"), torch.ones(2, 2, device="meta"), arch="sm90")


def test_explain_gemm_names_the_cause():
    a = random_bits("bf16", (4, 100))
    b = random_bits("bf16", (100, 3))
    e = mmaemu.explain_gemm(a, b, arch_a="sm90", arch_b="gfx942", in_format="bf16", max_elements=4)
    assert [r["L"] for r in e["runs"]] == [16, 8]
    assert e["differ"] == e["compare"]["differ"] > 0 and 0 < len(e["explained"]) <= 4
    da = mmaemu.matmul(a, b, arch="sm90", in_format="bf16").view(np.uint32)
    for el in e["explained"]:
        _, i, j = el["index"]
        assert el["bits"][0] == da[i, j] and el["cause"] != "none"
        ch = el["chains"]
        assert ch["diff_k"] % 16 == 0 and ch["same_k"] < ch["diff_k"]
        # the chains agree before that point: the same dot over the first same_k products
        k = ch["same_k"]
        if k:
            pa = mmaemu.dot(a[i, :k], b[:k, j], arch="sm90", in_format="bf16")
            pb = mmaemu.dot(a[i, :k], b[:k, j], arch="gfx942", in_format="bf16")
            assert pa.view(np.uint32) == pb.view(np.uint32)
    # split-K against a chain on one model: the cause is the split
    e = mmaemu.explain_gemm(a, b, arch_a="sm90", schedule_b="split_k=2", in_format="bf16")
    assert e["differ"] > 0
    assert all(el["cause"] in ("split-K", "split-K combine") for el in e["explained"])
    # observed = predicted on both sides: no element differs
    e = mmaemu.explain_gemm(a, b, arch_a="sm90", in_format="bf16", got_a=da, got_b=da)
    assert e["differ"] == 0 and e["observed"] == [True, True]



def test_submodules_load_on_first_use():
    """A plain ``import mmaemu`` imports neither torch nor Triton; ``mmaemu.torch`` and
    ``mmaemu.triton`` are reachable from it all the same, and an unknown name still fails."""
    import sys
    code = ("import sys, mmaemu\n"
            "assert 'torch' not in sys.modules and 'triton' not in sys.modules\n"
            "assert callable(mmaemu.torch.emulate) and callable(mmaemu.triton.emulate)\n"
            "try:\n    mmaemu.no_such_thing\nexcept AttributeError:\n    print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr
