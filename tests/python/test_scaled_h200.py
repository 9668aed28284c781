# SPDX-License-Identifier: MIT
"""tl.dot_scaled kernels and torch._scaled_mm calls recorded on an H200 (validation/data/scaled-h200),
replayed bit for bit on the CPU through the front doors: ``mmaemu.triton.emulate('sm90')`` running the
recorded Triton kernel (validation/device/scaled/scaled_kernel.py) in the interpreter, and
``mmaemu.torch.emulate('sm90', lib='cublas13.1-h100')`` around ``torch._scaled_mm``.  The expected
bits are the GPU's; the inputs are regenerated from the cases' seeds by the recording script's own
functions (validation/device/scaled/record_scaled.py).

``make check`` compares a subset of each _scaled_mm output (rows and columns thinned to about 2^22
multiply-adds a call); ``make check-long`` (MMAEMU_LONG=1) every recorded element.  Calls whose recorded
kernel split K are replayed with the recorded kernel names and trace line; cuBLAS 13.1 on the host
driver (mmaemu._cublas_host, as the H200: ``lib='cublas13.1-h200'``) is asked the same 38 calls at
their full size and must name the recorded kernels; under MMAEMU_LONG=1 the split calls run whole
through the torch mode with the host's choice, and every call is also replayed with its recorded
names."""
import json
import os
import sys
import warnings

import numpy as np
import pytest

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "validation", "device", "scaled"))
torch = pytest.importorskip("torch")
pytest.importorskip("triton")

import record_scaled as RS  # noqa: E402
from triton.runtime.errors import InterpreterError  # noqa: E402

import mmaemu.torch as mtorch  # noqa: E402
from mmaemu import _cublas_host as H  # noqa: E402
from mmaemu._core import HOST_BANNER  # noqa: E402
import mmaemu.triton as mtriton  # noqa: E402
from mmaemu._scaled_mm import scaled_mm  # noqa: E402

DATA = os.path.join(ROOT, "validation", "data", "scaled-h200")
LONG = os.environ.get("MMAEMU_LONG") == "1"
with open(os.path.join(DATA, "scaled.json")) as _f:
    CASES = json.load(_f)["cases"]
DOT = [c for c in CASES if c["kind"] == "dot_scaled"]
MM = [c for c in CASES if c["kind"] == "scaled_mm"]
# a bf16 lhs times a scaled e2m1 rhs at BLOCK_N 64: Triton 3.6 mispairs the rhs's K elements; the
# H200's (wrong) result is reproduced with a warning
MISPAIRED = {"ds_bf16_e2m1"}
OUT = {"bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32}


@pytest.fixture(scope="module")
def recorded():
    with np.load(os.path.join(DATA, "scaled.npz")) as z:
        return {k: z[k] for k in z.files}


def _bits(t):
    w = {2: torch.int16, 4: torch.int32}[t.element_size()]
    a = t.contiguous().view(w).numpy()
    return a.view({2: np.uint16, 4: np.uint32}[a.itemsize])


def test_every_case_recorded_ok():
    """The recording holds 20 dot_scaled kernels and 38 _scaled_mm calls, every one run."""
    assert (len(DOT), len(MM)) == (20, 38)
    assert all(c["status"] == "ok" for c in CASES)


@pytest.mark.parametrize("case", DOT, ids=[c["name"] for c in DOT])
def test_dot_scaled(case, recorded):
    """The recorded kernel in the interpreter inside the sm90 context: every output bit."""
    with warnings.catch_warnings(record=True) as warned, mtriton.emulate("sm90") as em:
        warnings.simplefilter("always")
        out, _ = RS.dot_scaled_case(case, torch, "cpu")
    mispaired = [str(w.message) for w in warned if "pairs the rhs's K elements wrongly" in str(w.message)]
    assert bool(mispaired) == (case["name"] in MISPAIRED)
    assert em.dots == (case["M"] // case["BM"]) * (case["N"] // case["BN"]) * (case["K"] // case["BK"])
    got = out.numpy().view(np.uint32)
    want = recorded[case["name"]]
    assert got.shape == want.shape
    bad = int((got != want).sum())
    assert bad == 0, "%s: %d of %d outputs differ" % (case["name"], bad, want.size)


def test_dot_scaled_bf16_e2m1_needs_the_mispairing(recorded, monkeypatch):
    """Without the mispaired K (each rhs element at its own K, the operation's meaning) the H200's
    ds_bf16_e2m1 output is not reproduced: almost no element matches."""
    import mmaemu._scaled as S
    monkeypatch.setattr(S, "e2m1_wgmma_k_source", lambda bk: np.arange(bk))
    case = next(c for c in DOT if c["name"] == "ds_bf16_e2m1")
    with mtriton.emulate("sm90"):
        out, _ = RS.dot_scaled_case(case, torch, "cpu")
    same = int((out.numpy().view(np.uint32) == recorded[case["name"]]).sum())
    assert same < recorded[case["name"]].size // 100, same


def test_e2m1_wgmma_k_source():
    """The pairing read off Triton 3.6's PTX at BLOCK_K 128 (position p -> unpacked rhs element):
    0 16 2 18 ... 14 30 | 32 48 ... | ... | 1 17 3 19 ...; a permutation for every BLOCK_K modelled."""
    from mmaemu._scaled import e2m1_wgmma_k_source, E2M1_WGMMA_BLOCK_K
    k = e2m1_wgmma_k_source(128)
    assert list(k[:4]) == [0, 16, 2, 18] and list(k[16:18]) == [32, 48] and list(k[64:66]) == [1, 17]
    for bk in E2M1_WGMMA_BLOCK_K:
        assert sorted(e2m1_wgmma_k_source(bk)) == list(range(bk))
    with pytest.raises(NotImplementedError, match="BLOCK_K 32"):
        e2m1_wgmma_k_source(32)


def _thin(n, keep):
    """Every s-th index of n so that about `keep` remain (all under MMAEMU_LONG)."""
    step = 1 if LONG else max(1, n // max(1, keep))
    return np.arange(0, n, step)


def _mm_call(case):
    """The call's operands as record_scaled.scaled_mm_case builds them, cut to the recorded
    elements, then thinned; returns the call's arguments and the (row, col) indices kept."""
    M, N, K = case["M"], case["N"], case["K"]
    a = RS.values(case, 1, (M, K), case["afmt"], torch)
    b = RS.values(case, 2, (N, K), case["bfmt"], torch).t()
    if case["scale"] == "row":
        sa = torch.from_numpy(RS.fp32_scale(case["seed"], 3, M).copy()).reshape(M, 1)
        sb = torch.from_numpy(RS.fp32_scale(case["seed"], 4, N).copy()).reshape(1, N)
    else:
        s = RS.fp32_scale(case["seed"], 3, 2)
        sa, sb = torch.tensor(float(s[0])), torch.tensor(float(s[1]))
    odt = OUT[case["out"]]
    bias = RS.values(case, 5, (1, N), "bf16", torch).reshape(N).to(odt) if case["bias"] else None
    rows = np.asarray(case.get("rows", range(M)))
    cols = np.asarray(case.get("cols", range(N)))
    keep = max(1, int((1 << 22) / K) // 64)
    ri, ci = _thin(len(rows), max(8, keep)), _thin(len(cols), 64)
    r, c = torch.from_numpy(rows[ri]), torch.from_numpy(cols[ci])
    a, b = a[r], b[:, c].t().contiguous().t()     # B stays column-major, as cuBLASLt needs it
    if case["scale"] == "row":
        sa, sb = sa[r], sb[:, c]
    if bias is not None:
        bias = bias[c]
    return (a, b, sa, sb, bias, odt), np.ix_(ri, ci)


def _split(case):
    return any("splitK" in k["name"] for k in case["kernels"])


@pytest.mark.parametrize("case", MM, ids=[c["name"] for c in MM])
def test_scaled_mm(case, recorded):
    """torch._scaled_mm inside the torch mode (no kernel names: the program from the call),
    or, where cuBLASLt split K, with the recorded kernel names: the recorded bits."""
    (a, b, sa, sb, bias, odt), at = _mm_call(case)
    want = recorded[case["name"]][at]
    if _split(case):
        names = ";".join(k["name"] for k in case["kernels"])
        out, banner = scaled_mm(a, b, sa, sb, arch="sm90", lib="cublas13.1-h100", out_dtype=odt,
                                bias=bias, lib_kernel=names, lib_log=case["lt"][0])
        assert "split_k=3" in banner and "nvjet fp8" in banner
        assert ("promote=0" if case["fast_accum"] else "promote=128") in banner
    else:
        with mtorch.emulate("sm90", lib="cublas13.1-h100", strict=True) as em:
            out = torch._scaled_mm(a, b, sa, sb, bias=bias, out_dtype=odt,
                                   use_fast_accum=case["fast_accum"])
        assert em.calls == 1 and not em.unmodelled
        assert out.dtype == odt
    got = _bits(out)
    bad = int((got != want).sum())
    assert bad == 0, "%s: %d of %d outputs differ" % (case["name"], bad, want.size)


@pytest.mark.skipif(not LONG, reason="MMAEMU_LONG=1: every call through its recorded kernel names")
@pytest.mark.parametrize("case", MM, ids=[c["name"] for c in MM])
def test_scaled_mm_recorded_kernels(case, recorded):
    """The program decoded from the recorded nvjet kernel names gives the recorded bits too."""
    (a, b, sa, sb, bias, odt), at = _mm_call(case)
    names = ";".join(k["name"] for k in case["kernels"])
    out, _ = scaled_mm(a, b, sa, sb, arch="sm90", lib="cublas13.1-h100", out_dtype=odt, bias=bias,
                       lib_kernel=names, lib_log=case["lt"][0])
    assert (_bits(out) == recorded[case["name"]][at]).all()


def _full_call(case, device="meta"):
    """The recorded call's arguments at full size (meta tensors: shapes, strides, dtypes)."""
    M, N, K = case["M"], case["N"], case["K"]
    fp8 = {"e4m3": torch.float8_e4m3fn, "e5m2": torch.float8_e5m2}
    a = torch.empty((M, K), dtype=fp8[case["afmt"]], device=device)
    b = torch.empty((N, K), dtype=fp8[case["bfmt"]], device=device).t()
    shapes = ((M, 1), (1, N)) if case["scale"] == "row" else ((), ())
    sa, sb = (torch.empty(s, dtype=torch.float32, device=device) for s in shapes)
    odt = OUT[case["out"]]
    kw = dict(out_dtype=odt, use_fast_accum=case["fast_accum"])
    if case["bias"]:
        kw["bias"] = torch.empty((N,), dtype=odt, device=device)
    return (a, b, sa, sb), kw


needs_host = pytest.mark.skipif(H.driver_path() is None, reason="host driver not built")


def _spoofed_as_h100():
    with open(os.path.join(ROOT, "validation", "data", "scaled-h200-as-h100", "scaled.json")) as f:
        return json.load(f)["cases"]


@needs_host
@pytest.mark.parametrize("device", ["h200", "h100"])
def test_scaled_mm_host_choice(device):
    """cuBLAS 13.1 on the host driver names the kernels the GPU launched for each of the 38 calls
    (the split-K ones included) and the cuBLASLt algo it logged: as the H200 those of this
    recording, as the H100 those the H200 launched while reporting the H100's properties
    (validation/data/scaled-h200-as-h100)."""
    server = H.host(device)
    assert server is not None, H.why(device)
    cases = MM if device == "h200" else _spoofed_as_h100()
    assert [c["name"] for c in cases] == [c["name"] for c in MM]
    wrong = []
    for case in cases:
        args, kw = _full_call(case)
        names, line = H.program_of(torch.ops.aten._scaled_mm.default, args, kw, False,
                                   device=device)
        want = ";".join(k["name"] for k in case["kernels"])
        algo = case["lt"][0].split("algo=")[1].split("]")[0]
        if names != want or algo not in (line or ""):
            wrong.append((case["name"], names))
    assert not wrong, wrong


@needs_host
@pytest.mark.parametrize("case", [c for c in MM if _split(c)], ids=lambda c: c["name"])
def test_scaled_mm_split_from_host(case, recorded):
    """A call cuBLASLt split K, through the torch mode as the H200 (the host's choice): whole
    under MMAEMU_LONG=1, else the recorded elements thinned with the host's program."""
    if LONG:
        (a, b, sa, sb, bias, odt), _ = _mm_call(dict(case, rows=range(case["M"]),
                                                     cols=range(case["N"])))
        with mtorch.emulate("sm90", lib="cublas13.1-h200", strict=True) as em:
            out = torch._scaled_mm(a, b, sa, sb, bias=bias, out_dtype=odt,
                                   use_fast_accum=case["fast_accum"])
        (banner,) = em.plans
        assert HOST_BANNER in banner and "split_k=3" in banner
        assert (_bits(out) == recorded[case["name"]]).all()
        return
    args, kw = _full_call(case)
    names, line = H.program_of(torch.ops.aten._scaled_mm.default, args, kw, False, device="h200")
    (a, b, sa, sb, bias, odt), at = _mm_call(case)
    out, banner = scaled_mm(a, b, sa, sb, arch="sm90", lib="cublas13.1-h200", out_dtype=odt,
                            bias=bias, fast_accum=case["fast_accum"], lib_kernel=names,
                            lib_log=line)
    assert "split_k=3" in banner
    assert (_bits(out) == recorded[case["name"]][at]).all()


@needs_host
def test_scaled_mm_torch_mode_asks_the_host(recorded):
    """Inside the torch mode with a preset, _scaled_mm's program is the host's choice (said in
    the banner) and gives the recorded bits."""
    case = next(c for c in MM if c["name"] == "mm_48x96x160_bf16_slow")
    (a, b, sa, sb, bias, odt), at = _mm_call(case)
    assert (a.shape[0], b.shape[1]) == (case["M"], case["N"])     # small enough to run whole
    with mtorch.emulate("sm90", lib="cublas13.1-h200", strict=True) as em:
        out = torch._scaled_mm(a, b, sa, sb, bias=bias, out_dtype=odt,
                               use_fast_accum=case["fast_accum"])
    (banner,) = em.plans
    assert HOST_BANNER in banner and "nvjet fp8" in banner
    assert (_bits(out) == recorded[case["name"]][at]).all()


def _fp8(shape, dtype):
    return torch.full(shape, 1.0).to(dtype)


def test_scaled_mm_refusals():
    """What is not modelled is refused under strict=True with the reason, and counted otherwise."""
    a, b = _fp8((16, 32), torch.float8_e4m3fn), _fp8((32, 16), torch.float8_e4m3fn).t().contiguous().t()
    one = torch.tensor(1.0)
    with pytest.raises(NotImplementedError, match="sm90 with lib='cublas13.1-h100' or 'cublas13.1-h200'"):
        with mtorch.emulate("sm90", strict=True):
            torch._scaled_mm(a, b, one, one, out_dtype=torch.bfloat16)
    e5 = _fp8((16, 32), torch.float8_e5m2)
    with pytest.raises(NotImplementedError, match="two e5m2 operands"):
        with mtorch.emulate("sm90", lib="cublas13.1-h100", strict=True):
            torch._scaled_mm(e5, _fp8((32, 16), torch.float8_e5m2).t().contiguous().t(), one, one,
                             out_dtype=torch.bfloat16)
    with mtorch.emulate("sm90", lib="cublas13.1-h100") as em:
        torch._scaled_mm(a, b, one, one)       # an fp8 output: run natively, counted
    assert em.calls == 0 and sum(em.unmodelled.values()) == 1


def test_dot_scaled_other_arch_refused():
    """tl.dot_scaled under an arch without a model of it is refused, naming the arch (sm100 and
    gfx950: tests/python/test_triton_scaled.py)."""
    case = DOT[0]
    with pytest.raises(InterpreterError, match="NotImplementedError.*sm90.*sm100 and gfx950, not on sm80"):
        with mtriton.emulate("sm80"):
            RS.dot_scaled_case(case, torch, "cpu")


def test_mixed_fp8_errors():
    """Mixed operand formats: e4m3 x e5m2 (library GEMMs and Triton dots) on sm90 only, any other
    pairing refused."""
    import mmaemu
    a = np.full((4, 32), 0x38, np.uint8)
    b = np.full((32, 4), 0x3C, np.uint8)
    d = mmaemu.matmul(a, b, arch="sm90", in_format="e4m3", b_format="e5m2")
    assert np.asarray(d).view(np.float32)[0, 0] == 32.0     # 1.0 (e4m3 0x38) x 1.0 (e5m2 0x3C), K = 32
    with pytest.raises(ValueError, match="mixed formats: e4m3 x e5m2 only"):
        mmaemu.matmul(a, b.view(np.uint8).astype(np.uint16), arch="sm90", in_format="e4m3",
                      b_format="bf16")
    # a Triton dot of e4m3 x e5m2 (tl.dot's mixed fp8, recorded in validation/data/triton-dot-h200)
    d = mmaemu.matmul(a, b, arch="sm90", in_format="e4m3", b_format="e5m2",
                      triton={"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32})
    assert np.asarray(d).view(np.float32)[0, 0] == 32.0
    with pytest.raises(ValueError, match="e4m3 x e5m2 only"):
        mmaemu.matmul(a.astype(np.uint16), b, arch="sm90", in_format="bf16", b_format="e5m2")
    with pytest.raises(ValueError):
        mmaemu.matmul(a, b, arch="sm80", in_format="e4m3", b_format="e5m2")
