# SPDX-License-Identifier: MIT
"""Block-scaled GEMMs (issue 28): ``mmaemu gemm --scale-a/--scale-b/--block`` and
``mmaemu.matmul(..., scale_a=, scale_b=, block=)``.

Every element must equal ``mmaemu dot --scale`` (the fast and the MPFR reference engine) on that
element's row of A, column of B, C and their scales: a path that shares no code with the GEMM driver
above the instruction (the dot command parses lines and spreads each block's scale itself).  Hand
cases fix what the scales mean; bad input exits 2 with one line naming the file and no output."""
import os
import subprocess

import numpy as np
import pytest

from conftest import ROOT  # noqa: F401  (sets sys.path)

import mmaemu

RNG = np.random.default_rng(28)
BITS = {"e4m3": 8, "e5m2": 8, "e2m3": 6, "e3m2": 6, "e2m1": 4}


def operand(fmt, shape):
    """Random patterns of fmt, one a byte; no fp8 NaN/Inf (e4m3 0x7f, e5m2 exponent 31)."""
    x = RNG.integers(0, 1 << BITS[fmt], shape, dtype=np.uint8)
    if fmt == "e4m3":
        x[(x & 0x7F) == 0x7F] = 0x3F
    if fmt == "e5m2":
        x[(x & 0x7C) == 0x7C] = 0x3C
    return x


def scales(fmt, shape, wide=False):
    """ue8m0 near 2^0 (or the whole range but NaN), ue4m3 any pattern but NaN."""
    if fmt == "ue4m3":
        s = RNG.integers(0, 0x7F, shape, dtype=np.uint8)
        return s
    lo, hi = (0, 255) if wide else (117, 138)
    return RNG.integers(lo, hi, shape, dtype=np.uint8)


def hexs(v, digits=2):
    return " ".join("%0*x" % (digits, int(x)) for x in v)


def dot_lines(a, b, sa, sb, c):
    """The `mmaemu dot --scale` line of every (i, j), row-major."""
    m, n = a.shape[0], b.shape[1]
    out = []
    for i in range(m):
        for j in range(n):
            cc = "0" if c is None else "%08x" % int(c.view(np.uint32)[i, j])
            out.append("%s | %s | %s | %s | %s" % (hexs(a[i]), hexs(b[:, j]), cc, hexs(sa[i]),
                                                   hexs(sb[:, j])))
    return out


def run_dot(cli, arch, fa, fb, sfmt, block, kind, lines, engine="fast"):
    opts = ["dot", "--arch", arch, "--in", "%s,%s" % (fa, fb), "--scale", sfmt, "--block",
            str(block), "--engine", engine] + (["--kind", kind] if kind else [])
    r = subprocess.run([cli] + opts, input="\n".join(lines) + "\n", capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return np.array([int(w, 16) for w in r.stdout.split()], dtype=np.uint32)


def save(tmp_path, name, x):
    p = str(tmp_path / name)
    np.save(p, x)
    return p


def run_gemm(cli, tmp_path, arch, fa, fb, a, b, sa, sb, block, sfmt, kind, c=None, extra=()):
    out = str(tmp_path / "d.npy")
    args = [cli, "gemm", "--arch", arch, "--in", "%s,%s" % (fa, fb), "--a", save(tmp_path, "a.npy", a),
            "--b", save(tmp_path, "b.npy", b), "--scale-a", save(tmp_path, "sa.npy", sa),
            "--scale-b", save(tmp_path, "sb.npy", sb), "--block", str(block), "--scale", sfmt,
            "--out", out, "--quiet"] + (["--kind", kind] if kind else []) + list(extra)
    if c is not None:
        args += ["--c", save(tmp_path, "c.npy", c)]
    r = subprocess.run(args, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return np.load(out).view(np.uint32)


# (arch, A format, B format, scale format, block, kind)
CELLS = [
    ("sm100", "e4m3", "e4m3", "ue8m0", 32, None),
    ("sm100", "e2m1", "e4m3", "ue8m0", 32, None),
    ("sm100", "e3m2", "e2m3", "ue8m0", 32, "mxf8f6f4"),
    ("sm100", "e5m2", "e2m1", "ue8m0", 32, None),
    ("sm100", "e2m1", "e2m1", "ue8m0", 32, "mxf4"),
    ("sm100", "e2m1", "e2m1", "ue8m0", 32, "mxf4nvf4"),
    ("sm100", "e2m1", "e2m1", "ue8m0", 16, "mxf4nvf4"),
    ("sm100", "e2m1", "e2m1", "ue4m3", 16, "mxf4nvf4"),
    ("sm100:mmasim", "e2m1", "e2m1", "ue4m3", 16, "mxf4nvf4"),
    ("sm100:mmasim", "e2m1", "e2m1", "ue8m0", 32, "mxf4"),
]


@pytest.mark.parametrize("arch,fa,fb,sfmt,block,kind", CELLS)
def test_gemm_equals_dot(cli, tmp_path, arch, fa, fb, sfmt, block, kind):
    m, n, k = 3, 5, 128
    a, b = operand(fa, (m, k)), operand(fb, (k, n))
    sa, sb = scales(sfmt, (m, k // block)), scales(sfmt, (k // block, n), wide=True)
    c = RNG.standard_normal((m, n)).astype(np.float32)
    d = run_gemm(cli, tmp_path, arch, fa, fb, a, b, sa, sb, block, sfmt, kind, c)
    lines = dot_lines(a, b, sa, sb, c)
    for engine in ("fast", "ref"):
        want = run_dot(cli, arch, fa, fb, sfmt, block, kind, lines, engine)
        assert np.array_equal(d.ravel(), want), (engine, np.flatnonzero(d.ravel() != want))
    py = mmaemu.matmul(a, b, c, arch=arch, in_format=fa, b_format=fb, scale_a=sa, scale_b=sb,
                       block=block, scale_format=sfmt, kind=kind)
    assert np.array_equal(py.view(np.uint32), d)


def test_layouts_and_batches(cli, tmp_path):
    """B stored (n, k) with its scales (n, K/block), and a batch, give the same elements."""
    m, n, k, block = 4, 3, 64, 32
    a, b = operand("e4m3", (2, m, k)), operand("e2m1", (k, n))
    sa, sb = scales("ue8m0", (2, m, k // block)), scales("ue8m0", (k // block, n))
    d = run_gemm(cli, tmp_path, "sm100", "e4m3", "e2m1", a, b, sa, sb, block, "ue8m0", None)
    out = str(tmp_path / "t.npy")
    r = subprocess.run([cli, "gemm", "--arch", "sm100", "--in", "e4m3,e2m1",
                        "--a", save(tmp_path, "a3.npy", a),
                        "--b", save(tmp_path, "bt.npy", np.ascontiguousarray(b.T)),
                        "--b-layout", "nk", "--scale-a", save(tmp_path, "sa3.npy", sa),
                        "--scale-b", save(tmp_path, "sbt.npy", np.ascontiguousarray(sb.T)),
                        "--block", "32", "--out", out, "--quiet"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert np.array_equal(np.load(out).view(np.uint32), d)
    # A stored (k, m) with its scales (K/block, m): --a-layout km
    r = subprocess.run([cli, "gemm", "--arch", "sm100", "--in", "e4m3,e2m1",
                        "--a", save(tmp_path, "at.npy", np.ascontiguousarray(a.transpose(0, 2, 1))),
                        "--a-layout", "km", "--b", str(tmp_path / "b.npy"),
                        "--scale-a", save(tmp_path, "sat.npy", np.ascontiguousarray(sa.transpose(0, 2, 1))),
                        "--scale-b", str(tmp_path / "sb.npy"), "--block", "32", "--out", out, "--quiet"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert np.array_equal(np.load(out).view(np.uint32), d)
    for t in range(2):
        want = run_dot(cli, "sm100", "e4m3", "e2m1", "ue8m0", block, None,
                       dot_lines(a[t], b, sa[t], sb, None))
        assert np.array_equal(d[t].ravel(), want)
    py = mmaemu.matmul(a, b.T.copy().T, arch="sm100", in_format="e4m3", b_format="e2m1",
                       scale_a=sa, scale_b=sb.T.copy().T, block=block)
    assert np.array_equal(py.view(np.uint32), d)


def test_split_k_keeps_scales(cli, tmp_path):
    """split_k=2 (schedule text): the halves' dots, their fp32 sum -- each value with its scale."""
    m, n, k, block = 2, 3, 128, 32
    a, b = operand("e2m1", (m, k)), operand("e2m1", (k, n))
    sa, sb = scales("ue8m0", (m, k // block)), scales("ue8m0", (k // block, n))
    d = run_gemm(cli, tmp_path, "sm100", "e2m1", "e2m1", a, b, sa, sb, block, "ue8m0", "mxf4",
                 extra=("--schedule", "split_k=2"))
    h, hb = k // 2, k // 2 // block
    lo = run_dot(cli, "sm100", "e2m1", "e2m1", "ue8m0", block, "mxf4",
                 dot_lines(a[:, :h], b[:h], sa[:, :hb], sb[:hb], None))
    hi = run_dot(cli, "sm100", "e2m1", "e2m1", "ue8m0", block, "mxf4",
                 dot_lines(a[:, h:], b[h:], sa[:, hb:], sb[hb:], None))
    want = (lo.view(np.float32) + hi.view(np.float32)).view(np.uint32)
    assert np.array_equal(d.ravel(), want)


def test_hand_cases():
    """mxf8f6f4, e4m3 x e4m3, K = 64 (two blocks of 32), by hand.  A row 0: ones, scales
    (2^1, 2^-1); row 1: 1.5 first, scales (2^-24, 2^0).  B col 0: ones, scales (2^0, 2^3);
    col 1: 1 first, scales 2^0; col 2: ones, first scale 0xff (NaN).
      (0, 0): 32 * 2 + 32 * 0.5 * 8 = 192;  (0, 1): 2;  (*, 2): NaN 0x7fffffff;
      (1, 0), C = 1: 1 + 1.5 * 2^-24 = 1 + 0.75 ulp, cut to 1.0 (RZ; RNE gives 0x3f800001);
      (1, 1): 1.5 * 2^-24 = 0x33c00000.
    Then A's scale byte 0 (2^-127, not zero): (1, 1) = 1.5 * 2^-127, the subnormal 0x00600000."""
    one = 0x38
    a = np.zeros((2, 64), np.uint8)
    a[0] = one
    a[1, 0] = 0x3C                                   # 1.5
    b = np.zeros((64, 3), np.uint8)
    b[:, 0] = b[:, 2] = one
    b[0, 1] = one
    sa = np.array([[128, 126], [103, 127]], np.uint8)
    sb = np.array([[127, 127, 255], [130, 127, 127]], np.uint8)
    c = np.array([[0, 0, 0], [1, 0, 0]], np.float32)
    d = mmaemu.matmul(a, b, c, arch="sm100", in_format="e4m3", scale_a=sa, scale_b=sb, block=32)
    assert d.view(np.uint32).tolist() == [[0x43400000, 0x40000000, 0x7FFFFFFF],
                                          [0x3F800000, 0x33C00000, 0x7FFFFFFF]]
    sa[1, 0] = 0
    d = mmaemu.matmul(a, b, arch="sm100", in_format="e4m3", scale_a=sa, scale_b=sb, block=32)
    assert d.view(np.uint32)[1, 1] == 0x00600000


def test_bad_input(cli, tmp_path):
    """One line naming the file or option, exit 2, no output file."""
    a, b = operand("e2m1", (2, 64)), operand("e2m1", (64, 3))
    sa, sb = scales("ue8m0", (2, 2)), scales("ue8m0", (2, 3))
    out = str(tmp_path / "d.npy")
    base = [cli, "gemm", "--arch", "sm100", "--in", "e2m1", "--a", save(tmp_path, "a.npy", a),
            "--b", save(tmp_path, "b.npy", b), "--out", out, "--kind", "mxf4"]
    bad_sb = save(tmp_path, "bad_sb.npy", scales("ue8m0", (3, 2)))
    high = save(tmp_path, "high.npy", a | 0x10)
    f32 = save(tmp_path, "f32.npy", sa.astype(np.float32))
    cases = [
        (["--scale-a", save(tmp_path, "sa.npy", sa), "--scale-b", bad_sb, "--block", "32"],
         "--scale-b %s: shape (3, 2), expected (2, 3) = (K/block, n)" % bad_sb),
        (["--scale-a", f32, "--scale-b", save(tmp_path, "sb.npy", sb), "--block", "32"],
         "--scale-a %s: a fp32 tensor (expected uint8" % f32),
        (["--scale-a", str(tmp_path / "sa.npy"), "--block", "32"], "need both --scale-a and --scale-b"),
        (["--scale-a", str(tmp_path / "sa.npy"), "--scale-b", str(tmp_path / "sb.npy"), "--block", "24"],
         "--block 16 or 32, not 24"),
        (["--scale-a", str(tmp_path / "sa.npy"), "--scale-b", str(tmp_path / "sb.npy"), "--block", "32",
          "--triton", "BLOCK_M=16 BLOCK_N=16 BLOCK_K=32 num_warps=4"], "--triton and block scales"),
        (["--scale-a", str(tmp_path / "sa.npy"), "--scale-b", str(tmp_path / "sb.npy"), "--block", "32",
          "--scale", "ue4m3"], "kind mxf4 does not take ue4m3 scales in blocks of 32"),
        (["--block", "32"], "need --scale-a and --scale-b"),
    ]
    for extra, msg in cases:
        r = subprocess.run(base + extra, capture_output=True, text=True)
        assert r.returncode == 2 and r.stderr.count("\n") == 1 and msg in r.stderr, (extra, r.stderr)
        assert not os.path.exists(out)
    r = subprocess.run([x if x != str(tmp_path / "a.npy") else high for x in base] +
                       ["--scale-a", str(tmp_path / "sa.npy"), "--scale-b", str(tmp_path / "sb.npy"),
                        "--block", "32"], capture_output=True, text=True)
    assert r.returncode == 2 and "--a %s: byte 0 is 0x1" % high in r.stderr, r.stderr
    with pytest.raises(ValueError, match="scale_b: shape"):
        mmaemu.matmul(a, b, arch="sm100", in_format="e2m1", scale_a=sa, scale_b=sb.T, block=32,
                      kind="mxf4")
    with pytest.raises(ValueError, match="in its low 4 bits"):
        mmaemu.matmul(a | 0x10, b, arch="sm100", in_format="e2m1", scale_a=sa, scale_b=sb, block=32,
                      kind="mxf4")
