"""mmaemu.torch.emulate against the recorded cuBLAS GEMMs (validation/data/gemm-h100, cublas cases).

Match fractions with 'sm90+cublas13.1-h100' (the library default chain for these shapes; the preset
has no rule for them yet), measured here and explained in docs/python.md:
  cublas_mm_fp16_768x640x2048          100%        nvjet wgmma chain
  cublas_bmm_bf16_4x256x192x512        100%        nvjet wgmma chain
  cublas_mm_bf16_64x64x16384           99.05%      nvjet split-K (numSplitsK=12, fp32 reduction)
  cublas_mm_bf16_1000x500x4096         58.58%      cutlass s16816 split-K 8 with bf16 partials
  cublas_linear_bf16_bias_333x257x515  64.17%      cutlass s1688 split-K 3 (in place)
  cublas_mm_fp32_tf32_256x256x1024     0.68%       cutlass s1688 tf32 split-K 8 (100% with
                                                   schedule 'instr=mma.m16n8k8 split_k=8')
Exact cases are asserted exact; the others are asserted to match at least the measured count, so a
better preset passes and a regression fails."""
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
AT_LEAST = {"cublas_mm_fp16_768x640x2048": 768 * 640, "cublas_bmm_bf16_4x256x192x512": 4 * 256 * 192,
            "cublas_mm_bf16_64x64x16384": 4057, "cublas_mm_bf16_1000x500x4096": 292894,
            "cublas_linear_bf16_bias_333x257x515": 54917, "cublas_mm_fp32_tf32_256x256x1024": 446}


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


@pytest.mark.parametrize("case", CASES.CUBLAS, ids=[c["name"] for c in CASES.CUBLAS])
def test_recorded_cublas_gemm(case):
    out = run(case, "sm90+cublas13.1-h100")
    got = load_npy_gz(os.path.join(GEMM_DATA, "outputs", case["name"] + ".npy.gz"))
    dev = got.view({2: np.uint16, 4: np.uint32}[got.itemsize])
    same = int((bits_of(out) == dev).sum())
    assert same >= AT_LEAST[case["name"]], "%d of %d" % (same, dev.size)


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
