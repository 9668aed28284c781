# SPDX-License-Identifier: MIT
"""`mmaemu gemm` on tensors whose file says their 8-bit format: safetensors F8_E4M3 / F8_E5M2
(no --in needed; e4m3 x e5m2 mixed by the dtypes alone), I8 operands with an I32 C, against the
same bytes given as uint8 .npy with --in and against ``mmaemu.matmul``; a dtype that disagrees
with --in is one line naming the file, exit 2, nothing written."""
import json
import os
import struct
import subprocess

import ml_dtypes
import numpy as np

from conftest import ROOT  # noqa: F401  (sets sys.path)

import mmaemu

RNG = np.random.default_rng(20261130)


def cli_path():
    """The command-line tool under test (MMAEMU, else the build's)."""
    return os.environ.get("MMAEMU") or os.path.join(ROOT, "mmaemu")


def write_safetensors(path, tensors):
    """tensors: name -> (safetensors dtype, numpy array of that width), in file order."""
    header, blobs, off = {}, [], 0
    for name, (dtype, arr) in tensors.items():
        raw = np.ascontiguousarray(arr).tobytes()
        header[name] = {"dtype": dtype, "shape": list(arr.shape), "data_offsets": [off, off + len(raw)]}
        blobs.append(raw)
        off += len(raw)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def gemm(args):
    return subprocess.run([cli_path(), "gemm", "-q"] + args, capture_output=True, text=True)


def test_fp8_dtypes_say_the_format(tmp_path):
    a = RNG.standard_normal((48, 64)).astype(ml_dtypes.float8_e4m3fn)
    b = (RNG.standard_normal((64, 40)) * 8).astype(ml_dtypes.float8_e5m2)
    st = tmp_path / "w.safetensors"
    write_safetensors(st, {"x": ("F8_E4M3", a.view(np.uint8)), "w": ("F8_E5M2", b.view(np.uint8))})
    np.save(tmp_path / "a.npy", a.view(np.uint8))
    np.save(tmp_path / "b.npy", b.view(np.uint8))
    d1, d2 = tmp_path / "d1.npy", tmp_path / "d2.npy"
    r = gemm(["--arch", "sm90", "--a", "%s:x" % st, "--b", "%s:w" % st, "--out", str(d1)])
    assert r.returncode == 0, r.stderr
    r = gemm(["--arch", "sm90", "--a", str(tmp_path / "a.npy"), "--b", str(tmp_path / "b.npy"),
              "--in", "e4m3,e5m2", "--out", str(d2)])
    assert r.returncode == 0, r.stderr
    got = np.load(d1)
    assert got.dtype == np.float32 and np.array_equal(got.view(np.uint32), np.load(d2).view(np.uint32))
    want = np.asarray(mmaemu.matmul(a, b, arch="sm90"))
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32))
    # a dtype that disagrees with --in
    never = tmp_path / "never.npy"
    r = gemm(["--arch", "sm90", "--a", "%s:x" % st, "--b", "%s:w" % st, "--in", "e5m2",
              "--out", str(never)])
    assert r.returncode == 2 and "w.safetensors:x" in r.stderr and r.stderr.count("\n") == 1
    assert "e4m3 tensor does not hold the --in format" in r.stderr and not never.exists()


def test_int8_safetensors(tmp_path):
    a = RNG.integers(-128, 128, (24, 96), dtype=np.int8)
    b = RNG.integers(-128, 128, (96, 16), dtype=np.int8)
    c = RNG.integers(-2**31, 2**31, (24, 16), dtype=np.int64).astype(np.int32)
    st = tmp_path / "q.safetensors"
    write_safetensors(st, {"a": ("I8", a), "b": ("I8", b), "c": ("I32", c)})
    d = tmp_path / "d.npy"
    r = gemm(["--arch", "sm90", "--a", "%s:a" % st, "--b", "%s:b" % st, "--c", "%s:c" % st,
              "--out", str(d)])
    assert r.returncode == 0, r.stderr
    want = a.astype(np.int64) @ b.astype(np.int64) + c
    want = (want & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
    got = np.load(d)
    assert got.dtype == np.int32 and np.array_equal(got, want)
