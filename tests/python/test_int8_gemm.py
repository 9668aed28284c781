# SPDX-License-Identifier: MIT
"""Integer GEMMs through ``mmaemu.matmul`` and ``mmaemu gemm``: int8 (s8) and uint8 with
in_format / b_format 'u8' (--in s8,u8) operands, an int32 C and result, the exact sums wrapping
modulo 2^32 -- held against numpy's int64 product wrapped by hand, on every dispatch path and
several archs' integer rows, and the argument checks."""
import os
import subprocess

import numpy as np
import pytest

from conftest import ROOT  # noqa: F401  (sets sys.path)

import mmaemu
from mmaemu import _lib

RNG = np.random.default_rng(20261130)
PATHS = [p for p in ("ref", "scalar", "avx2", "avx512")
         if _lib.lib.mmaemu_gemm_path_available(p.encode())]


def wrapped(x):
    """int64 values modulo 2^32 as int32."""
    return (np.asarray(x, dtype=np.int64) & 0xFFFFFFFF).astype(np.uint32).view(np.int32)


def c_near_ends(shape):
    """int32 accumulators within a few thousand of either end, so that sums wrap."""
    near = RNG.integers(0, 1 << 12, shape)
    return np.where(RNG.integers(0, 2, shape) == 1, np.iinfo(np.int32).max - near,
                    np.iinfo(np.int32).min + near).astype(np.int32)


# (arch, the schedule text naming the row where the arch has no Triton-default one)
ARCHS = [("sm80", None), ("sm90", None), ("sm100", "instr=tcgen05.kind::i8"),
         ("gfx942", "instr=mfma.32x32x16")]


@pytest.mark.parametrize("arch,schedule", ARCHS)
@pytest.mark.parametrize("path", PATHS)
def test_wraps_like_int64(arch, schedule, path, monkeypatch):
    monkeypatch.setenv("MMAEMU_SIMD", path)
    a = RNG.integers(-128, 128, (2, 33, 96), dtype=np.int8)
    b = RNG.integers(-128, 128, (96, 40), dtype=np.int8)
    c = c_near_ends((2, 33, 40))
    d = mmaemu.matmul(a, b, c, arch=arch, schedule=schedule)
    assert d.dtype == np.int32 and d.shape == (2, 33, 40)
    want = wrapped(a.astype(np.int64) @ b.astype(np.int64) + c)
    assert np.array_equal(d, want)


def test_mixed_signedness_and_layouts():
    a = RNG.integers(-128, 128, (17, 64), dtype=np.int8)
    u = RNG.integers(0, 256, (40, 64), dtype=np.uint8)
    want = a.astype(np.int64) @ u.T.astype(np.int64)
    sched = "instr=wgmma.m64nNk32"   # no Triton-default row takes u8
    d = mmaemu.matmul(a, u.T, arch="sm90", b_format="u8", schedule=sched)   # B stored (n, k)
    assert np.array_equal(d, wrapped(want))
    d = mmaemu.matmul(u, a.T, arch="sm90", in_format="u8", b_format="s8", schedule=sched)
    assert np.array_equal(d, wrapped(u.astype(np.int64) @ a.T.astype(np.int64)))


def test_argument_checks():
    a = RNG.integers(-128, 128, (4, 32), dtype=np.int8)
    with pytest.raises(ValueError, match="integer GEMM's result is its s32 accumulator"):
        mmaemu.matmul(a, a.T, arch="sm90", out_dtype="bf16")
    with pytest.raises(ValueError, match="acc='fp32': expected s32 with integer operands"):
        mmaemu.matmul(a, a.T, arch="sm90", acc="fp32")
    with pytest.raises(ValueError, match="a holds s8, b holds fp16"):
        mmaemu.matmul(a, np.ones((32, 4), np.float16), arch="sm90")
    with pytest.raises(ValueError, match="c holds fp32: expected s32"):
        mmaemu.matmul(a, a.T, np.zeros((4, 4), np.float32), arch="sm90")


def cli_path():
    """The command-line tool under test (MMAEMU, else the build's)."""
    return os.environ.get("MMAEMU") or os.path.join(ROOT, "mmaemu")


def test_cli_reads_int8_and_writes_int32(tmp_path):
    """`mmaemu gemm` with int8 ('|i1') A, uint8 ('|u1') B under --in s8,u8, an int32 ('<i4')
    C and batch: an int32 D equal to numpy's int64 product wrapped, which `mmaemu compare`
    holds exactly; the integer GEMM's refusals name the file or option, exit 2 and write
    nothing."""
    a = RNG.integers(-128, 128, (2, 19, 64), dtype=np.int8)
    b = RNG.integers(0, 256, (64, 24), dtype=np.uint8)
    c = c_near_ends((2, 19, 24))
    for name, x in (("a", a), ("b", b), ("c", c), ("cf", c.astype(np.float32))):
        np.save(tmp_path / (name + ".npy"), x)
    base = [cli_path(), "gemm", "--arch", "sm90", "--a", str(tmp_path / "a.npy"), "--b",
            str(tmp_path / "b.npy"), "-q"]
    out = tmp_path / "d.npy"
    r = subprocess.run(base + ["--in", "s8,u8", "--c", str(tmp_path / "c.npy"), "--out", str(out)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    d = np.load(out)
    assert d.dtype == np.int32 and d.shape == (2, 19, 24)
    assert np.array_equal(d, wrapped(a.astype(np.int64) @ b.astype(np.int64) + c))
    # `mmaemu compare` holds int32 results exactly
    off = tmp_path / "off.npy"
    np.save(off, d + np.int32(1))
    r = subprocess.run([cli_path(), "compare", str(out), str(out)], capture_output=True, text=True)
    assert r.returncode == 0 and "s32" in r.stdout and "atol=0, rtol=0" in r.stdout, r.stdout
    r = subprocess.run([cli_path(), "compare", str(off), str(out)], capture_output=True, text=True)
    assert r.returncode == 1 and "1: %d" % d.size in r.stdout, r.stdout
    bad = {"--c": (["--in", "s8,u8", "--c", str(tmp_path / "cf.npy")], "expected int32"),
           "--out-dtype": (["--in", "s8,u8", "--out-dtype", "bf16"], "s32 accumulator"),
           "--in": (["--in", "s8,e4m3"], "--in 's8,e4m3'"),
           "int8 as e4m3": (["--in", "e4m3"], "does not hold the --in format")}
    for what, (extra, msg) in bad.items():
        out2 = tmp_path / "never.npy"
        r = subprocess.run(base + extra + ["--out", str(out2)], capture_output=True, text=True)
        assert r.returncode == 2 and msg in r.stderr and r.stderr.count("\n") == 1, (what, r.stderr)
        assert not out2.exists(), what
    r = subprocess.run([cli_path(), "gemm", "--arch", "sm90", "--a", str(tmp_path / "c.npy"), "--b",
                        str(tmp_path / "b.npy"), "--out", str(tmp_path / "never.npy")],
                       capture_output=True, text=True)
    assert r.returncode == 2 and "its operands are int8" in r.stderr, r.stderr
