# SPDX-License-Identifier: MIT
"""`mmaemu gemm` on tensors whose file says their 8-bit format: safetensors F8_E4M3 / F8_E5M2
(no --in needed; e4m3 x e5m2 mixed by the dtypes alone), I8 operands with an I32 C, NVFP4 as
checkpoints hold it (e2m1 packed two a byte along K, F8_E4M3 scales), against the same values
given as uint8 .npy with --in and against ``mmaemu.matmul``; a dtype that disagrees with --in is
one line naming the file, exit 2, nothing written."""
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


def test_packed_nvfp4_checkpoint(tmp_path):
    """An NVFP4 layer as checkpoints hold it: e2m1 packed two a byte along K (U8, the low nibble
    first: --in e2m1x2), the weight stored (n, K/2) (--b-layout nk), ue4m3 scales as F8_E4M3 (n,
    K/16); the activation packed too, also stored K-major (--a-layout km).  The same bits as the
    values one a byte through .npy, and as mmaemu.matmul."""
    m, n, k = 16, 24, 128
    a = RNG.integers(0, 16, (m, k)).astype(np.uint8)
    w = RNG.integers(0, 16, (n, k)).astype(np.uint8)
    sa = RNG.integers(0x30, 0x40, (m, k // 16)).astype(np.uint8)
    sw = RNG.integers(0x30, 0x40, (n, k // 16)).astype(np.uint8)
    pack_last = lambda x: (x[:, 0::2] | (x[:, 1::2] << 4)).astype(np.uint8)   # noqa: E731
    st = tmp_path / "nv.safetensors"
    write_safetensors(st, {"x": ("U8", pack_last(a)), "xt": ("U8", pack_last(a).T.copy()),
                           "w": ("U8", pack_last(w)), "xs": ("F8_E4M3", sa), "ws": ("F8_E4M3", sw),
                           "xst": ("F8_E4M3", sa.T.copy())})
    for name, x in (("a", a), ("w", w), ("sa", sa), ("sw", sw)):
        np.save(tmp_path / (name + ".npy"), x)
    common = ["--arch", "sm100", "--b-layout", "nk", "--scale", "ue4m3", "--block", "16"]
    want = tmp_path / "want.npy"
    r = gemm(common + ["--a", str(tmp_path / "a.npy"), "--b", str(tmp_path / "w.npy"), "--in", "e2m1",
                       "--scale-a", str(tmp_path / "sa.npy"), "--scale-b", str(tmp_path / "sw.npy"),
                       "--out", str(want)])
    assert r.returncode == 0, r.stderr
    got = tmp_path / "got.npy"
    r = gemm(common + ["--a", "%s:x" % st, "--b", "%s:w" % st, "--in", "e2m1x2",
                       "--scale-a", "%s:xs" % st, "--scale-b", "%s:ws" % st, "--out", str(got)])
    assert r.returncode == 0, r.stderr
    assert np.array_equal(np.load(got).view(np.uint32), np.load(want).view(np.uint32))
    ref = mmaemu.matmul(a, np.ascontiguousarray(w.T), arch="sm100", in_format="e2m1", scale_a=sa,
                        scale_b=np.ascontiguousarray(sw.T), block=16, scale_format="ue4m3")
    assert np.array_equal(np.load(got).view(np.uint32), np.asarray(ref).view(np.uint32))
    # A stored (K/2, m), packed along its rows' K, its scales (K/16, m)
    got_km = tmp_path / "got_km.npy"
    r = gemm(common + ["--a", "%s:xt" % st, "--a-layout", "km", "--b", "%s:w" % st, "--in", "e2m1x2",
                       "--scale-a", "%s:xst" % st, "--scale-b", "%s:ws" % st, "--out", str(got_km)])
    assert r.returncode == 0, r.stderr
    assert np.array_equal(np.load(got_km).view(np.uint32), np.load(want).view(np.uint32))
    # packed needs uint8: a typed fp8 tensor is refused, naming it
    never = tmp_path / "never.npy"
    r = gemm(common + ["--a", "%s:xs" % st, "--b", "%s:w" % st, "--in", "e2m1x2",
                       "--scale-a", "%s:xs" % st, "--scale-b", "%s:ws" % st, "--out", str(never)])
    assert r.returncode == 2 and "nv.safetensors:xs" in r.stderr and "packed uint8" in r.stderr
    assert not never.exists()
