# SPDX-License-Identifier: MIT
"""tl.dot_scaled under ``mmaemu.triton.emulate`` on the archs whose matrix units take the block scales
(sm100 tcgen05 kinds, gfx950's scaled MFMA hypothesis): a tiled kernel's output equals ``mmaemu dot
--scale`` of every element's whole row and column (the K loop chains the tiles' instructions), the
lines built here from the kernel's packed inputs (nibbles unpacked, B's scales read per column) --
a path that shares nothing with the Triton glue or the GEMM driver; and hand cases (scale bytes 0,
255, NaN operands)."""
import subprocess

import numpy as np
import pytest

from conftest import ROOT  # noqa: F401  (sets sys.path)

torch = pytest.importorskip("torch")
triton = pytest.importorskip("triton")
import triton.language as tl  # noqa: E402

import mmaemu.triton as mtriton  # noqa: E402

RNG = np.random.default_rng(2836)


@triton.jit
def kernel(a_ptr, sa_ptr, b_ptr, sb_ptr, c_ptr, M, N, K, AFMT: tl.constexpr, BFMT: tl.constexpr,
           A_PACK: tl.constexpr, B_PACK: tl.constexpr, SB: tl.constexpr, BM: tl.constexpr,
           BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    ka = tl.arange(0, BK // A_PACK)
    kb = tl.arange(0, BK // B_PACK)
    ks = tl.arange(0, BK // SB)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * (K // A_PACK) + (k0 // A_PACK + ka)[None, :])
        b = tl.load(b_ptr + (k0 // B_PACK + kb)[:, None] * N + rn[None, :])
        sa = tl.load(sa_ptr + rm[:, None] * (K // SB) + (k0 // SB + ks)[None, :])
        sb = tl.load(sb_ptr + rn[:, None] * (K // SB) + (k0 // SB + ks)[None, :])
        acc = tl.dot_scaled(a, sa, AFMT, b, sb, BFMT, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)


def values(fmt, shape):
    """Random patterns one a byte (no e4m3 NaN, no e5m2 Inf/NaN)."""
    x = RNG.integers(0, 16 if fmt == "e2m1" else 256, shape, dtype=np.uint8)
    if fmt == "e4m3":
        x[(x & 0x7F) == 0x7F] = 0x3F
    if fmt == "e5m2":
        x[(x & 0x7C) == 0x7C] = 0x3C
    return x


def pack(x, axis):
    """e2m1 values two a byte along axis, low nibble first (how the kernel loads them)."""
    lo = np.take(x, np.arange(0, x.shape[axis], 2), axis)
    hi = np.take(x, np.arange(1, x.shape[axis], 2), axis)
    return (lo | (hi << 4)).astype(np.uint8)


def launch(arch, fa, fb, a, b, sa, sb, block, BM=128, BN=16, BK=128, num_warps=4, **kw):
    """The kernel on the logical a (M, K), b (K, N) patterns, sa (M, K/block), sb (N, K/block)."""
    M, K = a.shape
    N = b.shape[1]
    ap, bp = (pack(a, 1) if fa == "e2m1" else a), (pack(b, 0) if fb == "e2m1" else b)
    sdt = torch.float8_e4m3fn if block == 16 else torch.uint8
    t = [torch.from_numpy(np.ascontiguousarray(x)) for x in (ap, sa, bp, sb)]
    t[1], t[3] = t[1].view(sdt), t[3].view(sdt)
    c = torch.empty((M, N), dtype=torch.float32)
    with mtriton.emulate(arch) as em:
        kernel[(M // BM, N // BN)](t[0], t[1], t[2], t[3], c, M, N, K, AFMT=fa, BFMT=fb,
                                   A_PACK=2 if fa == "e2m1" else 1, B_PACK=2 if fb == "e2m1" else 1,
                                   SB=block, BM=BM, BN=BN, BK=BK, num_warps=num_warps, **kw)
    return c.numpy().view(np.uint32), em


def dot_cli(cli, arch, fa, fb, a, b, sa, sb, block, kind):
    """mmaemu dot --scale of every (i, j), C = 0, row-major."""
    h = lambda v: " ".join("%02x" % int(x) for x in v)  # noqa: E731
    lines = ["%s | %s | 0 | %s | %s" % (h(a[i]), h(b[:, j]), h(sa[i]), h(sb[j]))
             for i in range(a.shape[0]) for j in range(b.shape[1])]
    opts = ["--arch", arch, "--in", "%s,%s" % (fa, fb), "--scale",
            "ue4m3" if block == 16 else "ue8m0", "--block", str(block)]
    r = subprocess.run([cli, "dot"] + opts + (["--kind", kind] if kind else []),
                       input="\n".join(lines) + "\n", capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return np.array([int(w, 16) for w in r.stdout.split()], np.uint32).reshape(a.shape[0], -1)


# (arch, A, B, block, the kind the test expects Triton to pick)
CASES = [
    ("sm100", "e4m3", "e4m3", 32, "mxf8f6f4"),
    ("sm100", "e2m1", "e2m1", 32, "mxf4"),
    ("sm100", "e2m1", "e2m1", 16, "mxf4nvf4"),
    ("sm100", "e2m1", "e4m3", 32, "mxf8f6f4"),
    ("sm100", "e5m2", "e2m1", 32, "mxf8f6f4"),
    ("sm100:mmasim", "e2m1", "e2m1", 32, "mxf4"),
    ("gfx950", "e4m3", "e4m3", 32, None),
    ("gfx950", "e2m1", "e5m2", 32, None),
]


@pytest.mark.parametrize("arch,fa,fb,block,kind", CASES)
def test_dot_scaled_equals_dot(cli, arch, fa, fb, block, kind):
    M, N, K = 128, 32, 256
    a, b = values(fa, (M, K)), values(fb, (K, N))
    if block == 16:
        sa, sb = (RNG.integers(0, 0x7F, s, dtype=np.uint8) for s in ((M, K // 16), (N, K // 16)))
    else:
        sa = RNG.integers(112, 142, (M, K // block), dtype=np.uint8)
        sb = RNG.integers(0, 255, (N, K // block), dtype=np.uint8)
    got, em = launch(arch, fa, fb, a, b, sa, sb, block)
    want = dot_cli(cli, arch, fa, fb, a, b, sa, sb, block, kind)
    assert np.array_equal(got, want), np.argwhere(got != want)[:5]
    assert em.dots == (M // 128) * (N // 16) * (K // 128)
    banner = "".join(em.plans)
    if kind:
        assert "tcgen05.kind::%s" % kind in banner, banner
    else:
        assert "mfma.scale.16x16x128.f8f6f4" in banner and "unverified hypothesis" in banner


def test_hand_cases():
    """mxf8f6f4 e4m3 ones, K = 256: scale 127 everywhere gives 256; A's scale byte 0 is 2^-127 (not
    zero): 256 * 2^-127 = 2^-119 = 0x04000000; a 255 byte anywhere in the row is NaN 0x7fffffff; an
    e4m3 NaN operand too.  e2m1 ones (0x2) with mxf4: 256 as well."""
    M, N, K = 128, 16, 256
    a, b = np.full((M, K), 0x38, np.uint8), np.full((K, N), 0x38, np.uint8)
    sa, sb = np.full((M, K // 32), 127, np.uint8), np.full((N, K // 32), 127, np.uint8)
    sa[1] = 0
    sa[2, 5] = 255
    a[3, 100] = 0x7F
    got, _ = launch("sm100", "e4m3", "e4m3", a, b, sa, sb, 32)
    assert got[0, 0] == 0x43800000 and got[1, 0] == 0x04000000
    assert got[2, 0] == 0x7FFFFFFF and got[3, 0] == 0x7FFFFFFF
    got, _ = launch("sm100", "e2m1", "e2m1", np.full((M, K), 2, np.uint8), np.full((K, N), 2, np.uint8),
                    np.full((M, K // 32), 127, np.uint8), np.full((N, K // 32), 127, np.uint8), 32)
    assert (got == 0x43800000).all()


def test_refused():
    """A tile Triton would decompose on sm100 (BLOCK_M < 128) is refused, not guessed."""
    a, b = values("e4m3", (64, 128)), values("e4m3", (128, 16))
    sa, sb = np.full((64, 4), 127, np.uint8), np.full((16, 4), 127, np.uint8)
    with pytest.raises(Exception, match="decomposed into a bf16 dot"):
        launch("sm100", "e4m3", "e4m3", a, b, sa, sb, 32, BM=64)
