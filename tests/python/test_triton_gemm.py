# SPDX-License-Identifier: MIT
"""The Triton hook on the recorded H100 kernels (validation/data/gemm-h100): every Triton case run
under Triton's interpreter with mmaemu.triton.emulate("sm90"), from the kernel source
(validation/device/gemm/triton_kernels.py) and the case's launch config alone, equals the H100's
output bit for bit; the FMA case (input_precision='ieee' on fp32) is refused with a clear error."""
import os

import numpy as np
import pytest
import torch

import mmaemu.triton
from conftest import GEMM_DATA, bits_of, load_npy_gz

import cases as CASES  # validation/device/gemm
import gemm_gen as G
import triton_kernels as TK

TORCH_DT = {"bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32,
            "e4m3": torch.float8_e4m3fn, "e5m2": torch.float8_e5m2}


def tensor(case, tid, shape):
    bits = G.gen_np(case["seed"], tid, shape, case["in_fmt"])
    width = {1: torch.uint8, 2: torch.int16, 4: torch.int32}[bits.itemsize]
    return torch.from_numpy(bits.view({1: np.uint8, 2: np.int16, 4: np.int32}[bits.itemsize])
                            .copy()).view(width).view(TORCH_DT[case["in_fmt"]])


def run_case(case):
    ins = {op: tensor(case, tid, shape) for op, tid, shape in CASES.operands(case)}
    if case["kernel"] == "matmul":
        b = ins["B"].t() if case.get("b_layout", "kn") == "nk" else ins["B"]
        out, _ = TK.matmul(ins["A"], b, TORCH_DT[case["out"]], case["BLOCK_M"], case["BLOCK_N"],
                           case["BLOCK_K"], case["num_warps"], case["num_stages"],
                           case.get("input_precision", "tf32"))
    else:
        out, _ = TK.chained(ins["A"], ins["B"], ins["C"], case["BLOCK_M"], case["BLOCK_N1"],
                            case["BLOCK_K"], case["BLOCK_N2"], case["num_warps"], case["num_stages"])
    return out


MODELLED = list(CASES.TRITON)   # ieee included: Triton's FMA dot, one fp32 fma per k


@pytest.mark.parametrize("case", MODELLED, ids=[c["name"] for c in MODELLED])
def test_recorded_triton_kernel_reproduced(case):
    with mmaemu.triton.emulate("sm90") as em:
        out = run_case(case)
    got = load_npy_gz(os.path.join(GEMM_DATA, "outputs", case["name"] + ".npy.gz"))
    mine = bits_of(out)
    dev = got.view({2: np.uint16, 4: np.uint32}[got.itemsize])
    differ = int((mine != dev).sum())
    assert em.dots > 0
    assert differ == 0, "%d of %d elements differ from the H100" % (differ, dev.size)


def test_fma_dot_where_no_fma_row():
    """input_precision='ieee' needs the arch's fma.rn.f32 row: refused where there is none."""
    case = CASES.by_name("tri_fp32ieee_f32")
    with mmaemu.triton.emulate("gfx942"):
        with pytest.raises(Exception, match="input_precision=ieee.*not modelled"):
            run_case(case)


def test_context_restores_the_interpreter():
    import triton.runtime.interpreter as TI
    before = dict(TI.InterpreterBuilder.__dict__)
    with mmaemu.triton.emulate("sm90"):
        assert TI.InterpreterBuilder.__dict__["create_dot"] is not before["create_dot"]
    assert dict(TI.InterpreterBuilder.__dict__) == before


def test_bad_arch_and_no_interpreter(monkeypatch):
    with pytest.raises(ValueError, match="unknown arch"):
        mmaemu.triton.emulate("sm91")
    with pytest.raises(ValueError, match="library preset"):
        mmaemu.triton.emulate("sm90+cublas13.1-h100")
    monkeypatch.setenv("TRITON_INTERPRET", "0")
    with pytest.raises(RuntimeError, match="TRITON_INTERPRET=1"):
        with mmaemu.triton.emulate("sm90"):
            pass


def test_launch_knobs_reach_the_lowering():
    """num_warps / kpack / matrix_instr_nonkdim of the launch choose the AMD instruction and K order."""
    a = torch.ones(64, 128, dtype=torch.bfloat16)
    b = torch.ones(128, 64, dtype=torch.bfloat16)
    c = torch.empty(64, 64, dtype=torch.float32)
    for knobs, want in (({"kpack": 2, "matrix_instr_nonkdim": 16}, "kpack=2"),
                        ({"kpack": 1, "matrix_instr_nonkdim": 32}, "kpack=1")):
        with mmaemu.triton.emulate("gfx942") as em:
            TK.matmul_kernel[(1,)](a, b, c, 64, 64, 128, 128, 1, 64, 1, 64, 1, BLOCK_M=64, BLOCK_N=64,
                                   BLOCK_K=64, INPUT_PRECISION="tf32", num_warps=8, **knobs)
        (banner,) = list(em.plans)
        assert want in banner and "num_warps=8" in banner, banner
        assert torch.equal(c, torch.full((64, 64), 128.0))


def test_fp16_accumulator_dot():
    """tl.dot(a, b, acc, out_dtype=tl.float16): on sm90 the wgmma with f16 C and D (the
    model's fp16-accumulator row, checked on an H100 harness), chained in fp16 across the
    K loop: the kernel equals the schedule run directly; on gfx942 each dot is the fp32 MFMA
    dot cast to fp16 (the C lowering refuses it)."""
    import triton
    import triton.language as tl
    import mmaemu

    @triton.jit
    def kern(A, B, C, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr, BK: tl.constexpr):
        rm, rn, rk = tl.arange(0, M), tl.arange(0, N), tl.arange(0, BK)
        acc = tl.zeros((M, N), dtype=tl.float16)
        for k0 in range(0, K, BK):
            a = tl.load(A + rm[:, None] * K + (k0 + rk)[None, :])
            b = tl.load(B + (k0 + rk)[:, None] * N + rn[None, :])
            acc = tl.dot(a, b, acc, out_dtype=tl.float16)
        tl.store(C + rm[:, None] * N + rn[None, :], acc)

    g = torch.Generator().manual_seed(1)
    a = torch.randn(64, 256, generator=g).half()
    b = torch.randn(256, 32, generator=g).half()
    c = torch.empty(64, 32, dtype=torch.float16)
    with mmaemu.triton.emulate("sm90") as em:
        kern[(1,)](a, b, c, 64, 32, 256, 64, num_warps=4)
    assert em.dots == 4
    want = mmaemu.matmul(a, b, arch="sm90", acc="fp16", schedule="instr=wgmma.m64nNk16 block_k=64")
    assert np.array_equal(bits_of(c), bits_of(want))
    f32 = mmaemu.matmul(a, b, arch="sm90", triton="BLOCK_M=64 BLOCK_N=32 BLOCK_K=64 num_warps=4")
    assert not np.array_equal(bits_of(c), bits_of(torch.as_tensor(np.asarray(f32)).half()))
    # gfx942: the hook runs each dot as the fp32 MFMA dot cast to fp16 (test_triton_dots.py checks
    # the values); the C lowering alone refuses an fp16 accumulator on AMD
    with mmaemu.triton.emulate("gfx942") as em:
        kern[(1,)](a, b, c, 64, 32, 256, 64, num_warps=4)
    assert em.dots == 4
    with pytest.raises(ValueError, match="fp16 accumulator on AMD"):
        mmaemu.matmul(a, b, arch="gfx942", acc="fp16",
                      triton="BLOCK_M=64 BLOCK_N=32 BLOCK_K=64 num_warps=4")
