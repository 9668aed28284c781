# SPDX-License-Identifier: MIT
"""mmaemu.torch.emulate against the recorded cuBLAS GEMMs (validation/data/gemm-h100, cublas cases).

With 'sm90+cublas13.1-h100' every element of all six reproduces: the preset's measured rules
(kernels/library.c: split-K 12; split-K 8 with bf16 partials; the plain fp16 and bmm chains; F.linear's
in-place split-K 3 with its bias epilogue; tf32 rounded to nearest even with split-K 8) run through the
library's own epilogue (the output type and the bias, as cuBLAS writes them).  With the library default
chain ('sm90') the split-K cases do not: the counts below were measured there and are asserted exactly,
so the test shows both that the preset is needed and that it suffices."""
import os

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import mmaemu
import mmaemu.torch
from conftest import GEMM_DATA, bits_of, load_npy_gz

import cases as CASES  # validation/device/gemm
import gemm_gen as G

TORCH_DT = {"bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32}
DEFAULT_CHAIN = {"cublas_mm_fp16_768x640x2048": 768 * 640, "cublas_bmm_bf16_4x256x192x512": 4 * 256 * 192,
                 "cublas_mm_bf16_64x64x16384": 4057, "cublas_mm_bf16_1000x500x4096": 292894,
                 "cublas_linear_bf16_bias_333x257x515": 54917,
                 "cublas_mm_fp32_tf32_256x256x1024": None}


def tensor(case, tid, shape):
    bits = G.gen_np(case["seed"], tid, shape, case["in_fmt"])
    signed = {2: np.int16, 4: np.int32}[bits.itemsize]
    return torch.from_numpy(bits.view(signed).copy()).view(TORCH_DT[case["in_fmt"]])


def run(case, arch, schedule=None):
    ins = {op: tensor(case, tid, shape) for op, tid, shape in CASES.operands(case)}
    old = torch.backends.cuda.matmul.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = case.get("flags", {}).get("allow_tf32", False)
    try:
        with mmaemu.torch.emulate(arch) as em:
            k = case["kernel"]
            if k == "torch.mm":
                out = torch.mm(ins["A"], ins["B"])
            elif k == "torch.bmm":
                out = torch.bmm(ins["A"], ins["B"])
            else:
                out = F.linear(ins["A"], ins["B"], ins.get("bias"))
    finally:
        torch.backends.cuda.matmul.allow_tf32 = old
    assert em.calls == 1 and not em.unmodelled
    return out


def matches(case, arch):
    out = run(case, arch)
    got = load_npy_gz(os.path.join(GEMM_DATA, "outputs", case["name"] + ".npy.gz"))
    dev = got.view({2: np.uint16, 4: np.uint32}[got.itemsize])
    return int((bits_of(out) == dev).sum()), dev.size


@pytest.mark.parametrize("case", CASES.CUBLAS, ids=[c["name"] for c in CASES.CUBLAS])
def test_recorded_cublas_gemm(case):
    same, n = matches(case, "sm90+cublas13.1-h100")
    assert same == n, "%d of %d" % (same, n)
    want = DEFAULT_CHAIN[case["name"]]
    if want is not None:   # the tf32 case's default-chain count depends on the operand rounding
        assert matches(case, "sm90")[0] == want


def test_tf32_case_with_its_measured_schedule():
    """cuBLAS's tf32 kernel: RNE-rounded tf32 operands, mma.m16n8k8, 8 contiguous K slices summed in
    order: 100% (the torch mode rounds the operands; the schedule is given here by hand)."""
    case = CASES.by_name("cublas_mm_fp32_tf32_256x256x1024")
    a, b = (tensor(case, tid, shape) for _, tid, shape in CASES.operands(case))
    ar, br = mmaemu.round(a, "tf32"), mmaemu.round(b, "tf32")
    d = mmaemu.matmul(ar, br, arch="sm90", in_format="tf32", schedule="instr=mma.m16n8k8 split_k=8")
    got = load_npy_gz(os.path.join(GEMM_DATA, "outputs", case["name"] + ".npy.gz"))
    assert np.array_equal(bits_of(d), got.view(np.uint32))


def test_mode_equals_the_numpy_api_and_covers_backward():
    g = torch.Generator().manual_seed(5)
    x = torch.randn(6, 40, generator=g).bfloat16().requires_grad_()
    w = torch.randn(24, 40, generator=g).bfloat16().requires_grad_()
    bias = torch.randn(24, generator=g).bfloat16()
    with mmaemu.torch.emulate("H100") as em:
        y = F.linear(x, w, bias)
        y.float().sum().backward()
        z = x.detach()[None].expand(3, 6, 40) @ w.detach().t()
    assert em.calls == 4 and not em.unmodelled     # addmm, 2 mm in backward, bmm
    acc = mmaemu.matmul(x.detach(), w.detach().t(), arch="sm90", out_dtype="fp32")
    want = (acc + bias.float()).bfloat16()
    assert np.array_equal(bits_of(y), bits_of(want))
    one = torch.ones(6, 24, dtype=torch.bfloat16)
    gw = mmaemu.matmul(one.t(), x.detach(), arch="sm90", out_dtype="bf16")
    assert np.array_equal(bits_of(w.grad), bits_of(gw))
    assert np.array_equal(bits_of(z[1]), bits_of(mmaemu.matmul(x.detach(), w.detach().t(), arch="sm90",
                                                                out_dtype="bf16")))


def test_fp32_without_tf32_is_not_modelled():
    a = torch.randn(4, 4)
    with mmaemu.torch.emulate("sm90") as em:
        a @ a
    assert em.calls == 0 and sum(em.unmodelled.values()) == 1
    with pytest.raises(NotImplementedError, match="FMA"):
        with mmaemu.torch.emulate("sm90", strict=True):
            a @ a
    with pytest.raises(ValueError, match="unknown arch"):
        mmaemu.torch.emulate("sm91")


def test_out_dtype_products():
    """torch.mm / bmm / addmm with out_dtype=float32 on bf16 tensors (CUDA-only
    kernels in PyTorch: CPU has none) run through the model and equal the
    fp32 product of the numpy-level API; the row bias goes into the sum with
    one fp32 add (F.linear's epilogue), computed here with torch's float32 add."""
    if "dtype" not in torch.ops.aten.bmm.overloads():
        pytest.fail("this PyTorch has no bmm out_dtype overload (the venv pins one that has)")
    g = torch.Generator().manual_seed(11)
    a = torch.randn(3, 20, 48, generator=g).bfloat16()
    b = torch.randn(3, 48, 16, generator=g).bfloat16()
    bias = torch.randn(16, generator=g).bfloat16()
    with mmaemu.torch.emulate("sm90") as em:
        z = torch.bmm(a, b, out_dtype=torch.float32)
        y = torch.mm(a[0], b[0], out_dtype=torch.float32)
        w = torch.addmm(bias, a[1], b[1], out_dtype=torch.float32)
    assert em.calls == 3 and not em.unmodelled
    assert z.dtype == y.dtype == w.dtype == torch.float32
    for i in range(3):
        want = mmaemu.matmul(a[i], b[i], arch="sm90", out_dtype="fp32")
        assert np.array_equal(bits_of(z[i]), bits_of(want))
    assert np.array_equal(bits_of(y), bits_of(z[0]))
    assert np.array_equal(bits_of(w), bits_of(z[1] + bias.float()))


def test_matrix_vector_products_are_the_gemm_with_n_1():
    """mv, matmul(matrix, vector) and addmv are PyTorch's calls of the library GEMM with
    n = 1: the mode plans them as that GEMM (the numpy-level API on the column vector gives
    the same bits) and counts them as modelled; alpha / beta join as the library's C."""
    g = torch.Generator().manual_seed(5)
    a = torch.randn(40, 72, generator=g).bfloat16()
    v = torch.randn(72, generator=g).bfloat16()
    c = torch.randn(40, generator=g).bfloat16()
    with mmaemu.torch.emulate("sm90", lib="cublas13.1-h100", strict=True) as em:
        y, y2 = torch.mv(a, v), a @ v
        z = torch.addmv(c, a, v, beta=0.5, alpha=2.0)
    assert em.calls == 3 and not em.unmodelled
    want = mmaemu.matmul(a, v.unsqueeze(-1), arch="sm90", lib="cublas13.1-h100", out_dtype="bf16")
    assert np.array_equal(bits_of(y), bits_of(want).reshape(-1))
    assert np.array_equal(bits_of(y2), bits_of(y))
    wz = mmaemu.matmul(a, v.unsqueeze(-1), c.unsqueeze(-1), arch="sm90", lib="cublas13.1-h100",
                       out_dtype="bf16", alpha=2.0, beta=0.5)
    assert np.array_equal(bits_of(z), bits_of(wz).reshape(-1))


def test_strict_names_every_product_it_does_not_model():
    """dot, GELU epilogues and fused attention raise under strict=True with the op's
    name; ReLU's _addmm_activation is the bias epilogue clamped at +0; the math attention path
    decomposes into products the mode runs."""
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel
    g = torch.Generator().manual_seed(6)
    v = torch.randn(32, generator=g).bfloat16()
    a = torch.randn(3, 8, 16, generator=g).bfloat16()
    b = torch.randn(3, 16, 8, generator=g).bfloat16()
    m, w, bias = a[0], b[0], torch.randn(8, generator=g).bfloat16()
    for what, fn in (("aten.dot", lambda: torch.dot(v, v)),
                     ("use_gelu", lambda: torch.ops.aten._addmm_activation(bias, m, w, use_gelu=True)),
                     ("fused attention", lambda: F.scaled_dot_product_attention(a[None], a[None],
                                                                                a[None]))):
        with pytest.raises(NotImplementedError, match=what):
            with mmaemu.torch.emulate("sm90", strict=True):
                fn()
    with mmaemu.torch.emulate("sm90", strict=True) as em:
        r = torch.ops.aten._addmm_activation(bias, m, w)
    plain = mmaemu.matmul(m, w, arch="sm90", out_dtype="bf16", bias=bias)
    assert np.array_equal(bits_of(r), bits_of(torch.clamp_min(plain.float(), 0).bfloat16()))
    assert (plain < 0).any() and (plain > 0).any()
    assert em.calls == 1 and not em.unmodelled
    # the math path upcasts bf16 to fp32: FFMA products, which the cuBLAS preset models
    with mmaemu.torch.emulate("sm90", lib="cublas13.1-h100", strict=True) as em:
        with sdpa_kernel(SDPBackend.MATH):
            F.scaled_dot_product_attention(a[None], a[None], a[None], scale=0.25)
    assert em.calls == 2 and not em.unmodelled


def test_scaled_and_integer_products_are_named_and_counted():
    """torch._scaled_mm (fp8 with scales) and torch._weight_int8pack_mm run natively on the CPU in the mode:
    counted in unmodelled, and under strict=True refused with the op's name, not silently
    computed with the CPU's arithmetic."""
    g = torch.Generator().manual_seed(9)
    a8 = torch.randn(16, 32, generator=g).to(torch.float8_e4m3fn)
    b8 = torch.randn(16, 32, generator=g).to(torch.float8_e4m3fn).t()
    one = torch.tensor(1.0)
    ai = torch.randint(-8, 8, (32, 32), generator=g, dtype=torch.int8)
    for what, fn in (("aten._scaled_mm", lambda: torch._scaled_mm(a8, b8, one, one,
                                                                   out_dtype=torch.bfloat16)),
                     ("aten._weight_int8pack_mm",
                      lambda: torch._weight_int8pack_mm(torch.randn(32, 32), ai, torch.ones(32)))):
        with pytest.raises(NotImplementedError, match=what):
            with mmaemu.torch.emulate("sm90", strict=True):
                fn()
        with mmaemu.torch.emulate("sm90") as em:
            fn()
        assert em.calls == 0 and sum(em.unmodelled.values()) == 1, em.unmodelled


def test_banners_and_results_are_plan_and_matmul():
    """The mode takes each product's result and banner from one library run
    (mmaemu._core.matmul_planned): they must be what mmaemu.matmul and mmaemu.plan give
    for the same call, the banner counted once per product (F.linear with bias, a batched
    product of transposed views, baddbmm with C and alpha, beta, an empty product)."""
    import torch.nn.functional as F
    g = torch.Generator().manual_seed(11)
    x, w = torch.randn(40, 96, generator=g).bfloat16(), torch.randn(72, 96, generator=g).bfloat16()
    bias = torch.randn(72, generator=g).bfloat16()
    q = torch.randn(3, 40, 32, generator=g).bfloat16()
    c = torch.randn(3, 40, 40, generator=g).bfloat16()
    kw = dict(arch="sm90", in_format="bf16", out_dtype=torch.bfloat16)
    with mmaemu.torch.emulate("sm90") as em:
        lin = F.linear(x, w, bias)
        qk = q @ q.transpose(-1, -2)
        bb = torch.baddbmm(c, q, q.transpose(-1, -2), beta=0.5, alpha=2.0)
        empty = x[:0] @ w.t()
    want = [(lin, mmaemu.matmul(x, w.t(), bias=bias, **kw), mmaemu.plan(x, w.t(), bias=bias, **kw)),
            (qk, mmaemu.matmul(q, q.transpose(-1, -2), **kw), mmaemu.plan(q, q.transpose(-1, -2), **kw))]
    ckw = dict(kw, alpha=2.0, beta=0.5, schedule="c_add=fp32")
    want.append((bb, mmaemu.matmul(q, q.transpose(-1, -2), c, **ckw),
                 mmaemu.plan(q, q.transpose(-1, -2), c, **ckw)))
    want.append((empty, mmaemu.matmul(x[:0], w.t(), **kw), mmaemu.plan(x[:0], w.t(), **kw)))
    counts = {}
    for got, res, p in want:
        assert np.array_equal(bits_of(got), bits_of(res)) and got.shape == res.shape
        counts[p.banner] = counts.get(p.banner, 0) + 1
    assert em.plans == counts and em.calls == 4 and not em.unmodelled
