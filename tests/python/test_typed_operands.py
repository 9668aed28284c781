# SPDX-License-Identifier: MIT
"""Operands whose dtype names an fp4 / fp6 / integer format: ml_dtypes float4_e2m1fn,
float6_e2m3fn / e3m2fn (one value a byte), torch.float4_e2m1fn_x2 (two values a byte along K,
the low nibble first, as torch._scaled_mm takes them: A (m, K/2), B the transpose of (n, K/2)),
torch int8 -- each against the same values given as uint8 patterns with in_format, or numpy's
int64 product."""
import ml_dtypes
import numpy as np
import pytest

import mmaemu

torch = pytest.importorskip("torch")
RNG = np.random.default_rng(20261130)
E2M1 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6])


def bits_equal(x, y):
    return np.array_equal(np.asarray(x).view(np.uint32), np.asarray(y).view(np.uint32))


def nvfp4_scales(m, n, k):
    """ue4m3 scales per 16 near 1 (codes 0x30-0x3f)."""
    return (RNG.integers(0x30, 0x40, (m, k // 16)).astype(np.uint8),
            RNG.integers(0x30, 0x40, (k // 16, n)).astype(np.uint8))


def test_ml_dtypes_fp4_and_fp6():
    a = RNG.choice(E2M1, (24, 128)).astype(ml_dtypes.float4_e2m1fn)
    b = RNG.choice(E2M1, (128, 40)).astype(ml_dtypes.float4_e2m1fn)
    sa, sb = nvfp4_scales(24, 40, 128)
    kw = dict(arch="sm100", scale_a=sa, scale_b=sb, block=16, scale_format="ue4m3")
    want = mmaemu.matmul(a.view(np.uint8), b.view(np.uint8), in_format="e2m1", **kw)
    assert bits_equal(mmaemu.matmul(a, b, **kw), want)
    # fp6 on the f8f6f4 kind (named: no Triton-default row)
    sched = "instr=tcgen05.kind::f8f6f4"
    for t, fmt in ((ml_dtypes.float6_e2m3fn, "e2m3"), (ml_dtypes.float6_e3m2fn, "e3m2")):
        x = RNG.standard_normal((16, 64)).astype(t)
        w = RNG.standard_normal((64, 24)).astype(t)
        want = mmaemu.matmul(x.view(np.uint8), w.view(np.uint8), arch="sm100", in_format=fmt,
                             schedule=sched)
        assert bits_equal(mmaemu.matmul(x, w, arch="sm100", schedule=sched), want)


def test_torch_packed_fp4():
    k = 128
    a = RNG.choice(E2M1, (24, k)).astype(ml_dtypes.float4_e2m1fn).view(np.uint8)
    w = RNG.choice(E2M1, (40, k)).astype(ml_dtypes.float4_e2m1fn).view(np.uint8)   # (n, K)
    pack = lambda x: (x[:, 0::2] | (x[:, 1::2] << 4)).astype(np.uint8)   # noqa: E731
    ta = torch.from_numpy(pack(a)).view(torch.float4_e2m1fn_x2)
    tw = torch.from_numpy(pack(w)).view(torch.float4_e2m1fn_x2)
    sa, sb = nvfp4_scales(24, 40, k)
    kw = dict(arch="sm100", scale_a=sa, scale_b=sb, block=16, scale_format="ue4m3")
    want = mmaemu.matmul(a, np.ascontiguousarray(w.T), in_format="e2m1", **kw)
    got = mmaemu.matmul(ta, tw.t(), **kw)
    assert tuple(got.shape) == (24, 40) and bits_equal(got, want)
    # one operand packed, the other not: the nibble order itself
    d = mmaemu.matmul(ta, np.ascontiguousarray(w.T), in_format="e2m1", **kw)
    assert bits_equal(d, want)


def test_torch_int8():
    a = RNG.integers(-128, 128, (2, 17, 64), dtype=np.int8)
    b = RNG.integers(-128, 128, (64, 24), dtype=np.int8)
    d = mmaemu.matmul(torch.from_numpy(a), torch.from_numpy(b), arch="sm90")
    assert d.dtype == torch.int32
    want = a.astype(np.int64) @ b.astype(np.int64)
    assert np.array_equal(d.numpy(), want.astype(np.int32))
