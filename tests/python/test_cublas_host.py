# SPDX-License-Identifier: MIT
"""cuBLAS 13.1's own choice of program on the host driver (kernels/host_driver,
python/mmaemu/_cublas_host.py; docs/library-choice.md, section 6), against the device
recordings: the kernels an H100 launched and its cuBLASLt line for every sampled call
(validation/data/cublas-choice-h100 and cublas-choice-h200-as-h100), the driver's answers to
cuBLAS's occupancy questions on the device (driver-h100.log.gz), and the bits of calls run
through ``mmaemu.torch.emulate('sm90', lib='cublas13.1-h100')``.  ``make check`` samples each
recording, ``make check-long`` (MMAEMU_LONG=1) takes every call."""
import gzip
import os
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
for sub in ("validation/analysis", "validation/device/cublas_choice"):
    sys.path.append(str(ROOT / sub))
import cublas_choice as C  # noqa: E402

from mmaemu import _cublas_host as H  # noqa: E402

LONG = os.environ.get("MMAEMU_LONG") == "1"
DATA2 = ROOT / "validation" / "data" / "cublas-choice-h200-as-h100"
ALGO = re.compile(r"algo=\[[^\]]*\]")

pytestmark = pytest.mark.skipif(H.driver_path() is None,
                                reason="host driver not built (configure found no libtomcrypt "
                                       "or libzstd)")


def gemm_kernels(names):
    """The library's kernels of a call (PyTorch's own copy kernels left out)."""
    return [n for n in names if "elementwise_kernel" not in n]


@pytest.fixture(scope="module")
def host():
    h = H.host()
    assert h is not None, H.why()
    return h


def choices(recs):
    """(recorded, host) kernel names and algo texts of each recorded call."""
    out = []
    for r in recs:
        names, line = C.host_program(r)
        out.append(((gemm_kernels(k["name"] for k in r["kernels"]),
                     ALGO.findall(" ".join(r.get("lt", []))[:100000])),
                    (gemm_kernels(names.split(";")), ALGO.findall(line or ""))))
    return out


RECORDINGS = [(C.DATA, 7), (C.MODELS, 11), (C.MODELS2, 13), (C.MODELS3, 17),
              (str(DATA2 / "models6.jsonl.gz"), 11), (str(DATA2 / "models10.jsonl.gz"), 13)]


@pytest.mark.parametrize("path,every", RECORDINGS, ids=[Path(p).name for p, _ in RECORDINGS])
def test_host_chooses_as_the_h100(host, path, every):
    """Every sampled call: the same kernels (names, in order) and the same cuBLASLt algorithm
    (id, tile, stages, split, reduction, option, cluster) as the H100 recorded."""
    recs = [r for r in C.load(path)[::1 if LONG else every] if r.get("kernels")]
    res = choices(recs)
    bad = [(r["id"], r["op"], r["m"], r["n"], r["k"], got, want)
           for r, (want, got) in zip(recs, res) if want != got]
    assert not bad, bad[:3]


def test_host_chooses_as_the_h200():
    """The same driver answering as an H200 (its memory clock, bus width, L2, name and memory):
    the kernels and cuBLASLt algorithm that the H200 itself chose, on every 8th sweep call
    recorded there (validation/data/cublas-choice-h200; 60 of them differ from the H100's)."""
    recs = [r for r in C.load(str(ROOT / "validation" / "data" / "cublas-choice-h200" / "calls.jsonl.gz"))
            if r.get("kernels")][::1 if LONG else 3]
    bad = []
    for r in recs:
        names, line = C.host_program(r, device="h200")
        got = (gemm_kernels(names.split(";")), ALGO.findall(line or ""))
        want = (gemm_kernels(k["name"] for k in r["kernels"]), ALGO.findall(" ".join(r.get("lt", []))))
        if got != want:
            bad.append((r["id"], got, want))
    assert not bad, bad[:3]


def test_torch_mode_as_the_h200():
    """lib='cublas13.1-h200' in the torch mode: the H200's own choice on the host, and the bits
    the H200 computed at the recorded positions (every 8th sweep call ran there)."""
    recs = [r for r in C.load(str(ROOT / "validation" / "data" / "cublas-choice-h200" / "calls.jsonl.gz"))
            if r["m"] * r["n"] * r["k"] * r["batch"] <= C.TORCH_CAP][::1 if LONG else 4]
    res = [C.run_torch(r, lib="cublas13.1-h200") for r in recs]
    bad = [(r["id"], b[2][:200]) for r, b in zip(recs, res) if not b[0]]
    assert len(bad) <= len(recs) // 50, bad
    assert all("own choice on the host driver" in b[2] for b in res), res[0][2]


def _plan_args(func, args, kwargs):
    """mmaemu.plan's operands and options for an aten library call."""
    import torch
    name, overload = str(func).split(".")[1:]
    dt = next((a for a in args if isinstance(a, torch.dtype)), None)
    ts = [a for a in args if isinstance(a, torch.Tensor)]
    kw = dict(alpha=float(kwargs.get("alpha", 1)), beta=float(kwargs.get("beta", 1)),
              out_dtype=dt or ts[-1].dtype)     # PyTorch's result: the operands' dtype
    if name in ("mm", "bmm"):
        return ts[0], ts[1], None, kw
    c, a, b = ts
    if c.dim() == 1:
        return a, b, None, dict(kw, bias=c)
    return a, b, c, kw


def test_plan_takes_the_hosts_program(host):
    """mmaemu.plan / matmul with the preset and no program given ask the host as PyTorch would
    call cuBLAS (mm, addmm with a bias or C, bmm, baddbmm, out_dtype): on recorded calls small
    enough to lay out on the CPU, the schedule equals the one decoded from the recorded kernel
    names and cuBLASLt line, and the banner says where it came from."""
    import torch
    from torch.utils._python_dispatch import TorchDispatchMode
    import choice_dense as DENSE
    import mmaemu

    class Capture(TorchDispatchMode):
        call = None

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            if self.call is None and str(func).split(".")[1] in C.LIBRARY_OPS:
                self.call = (func, args, kwargs or {})
            return func(*args, **(kwargs or {}))

    bufs = DENSE.Buffers(torch, "cpu", 1 << 22)
    recs = [r for r in C.load(C.DATA)[::1 if LONG else 4]
            if r["op"] not in ("mv", "matmul3d") and r.get("kernels")
            and r["batch"] * ((r["m"] + r["pad_a"]) * r["k"] + (r["k"] + r["pad_b"]) * r["n"]
                              + r["m"] * r["n"]) < 1 << 21][:60]
    assert len(recs) >= 40
    for r in recs:
        torch.backends.cuda.matmul.allow_tf32 = r["fmt"] == "tf32"
        try:
            with Capture() as cap:
                DENSE.make_fn(r, bufs, torch)()
        finally:
            torch.backends.cuda.matmul.allow_tf32 = False
        a, b, c, kw = _plan_args(*cap.call)
        fmt = {"tf32": "tf32", "fp32": "fp32"}.get(r["fmt"])
        got = mmaemu.plan(a, b, c, arch="sm90", lib="cublas13.1-h100", in_format=fmt, **kw)
        want = mmaemu.plan(a, b, c, arch="sm90", in_format=fmt, lib_kernel=C.kernel_names(r),
                           lib_log=r["lt"][0] if r.get("lt") else None, **kw)
        assert "own choice on the host driver" in got.banner, (r["id"], got.banner)
        assert got.schedule == want.schedule, (r["id"], got.schedule, want.schedule)


def device_blocks():
    """{(kernel, block, dynamic shared memory): resident blocks} as the driver answered cuBLAS on
    the device (gpu_spoof.c's log)."""
    kernel, func, out = {}, {}, {}
    with gzip.open(DATA2 / "driver-h100.log.gz", "rt") as f:
        for line in f:
            if line.startswith("kernel "):
                name, handle = re.match(r"kernel (\S+) -> (\S+)", line).groups()
                kernel[handle] = name
            elif line.startswith("function "):
                k, fn = re.match(r"function (\S+) -> (\S+)", line).groups()
                func[fn] = k
            elif line.startswith("blocks "):
                fn, block, smem, n = re.match(
                    r"blocks f=(\S+) block=(\d+) smem=(\d+) flags=\d+ -> rc=0 n=(\d+)", line).groups()
                out[(kernel[func.get(fn, fn)], int(block), int(smem))] = int(n)
    return out


def test_occupancy_as_the_device_answered(tmp_path, monkeypatch):
    """The driver's resident blocks for each (kernel, block, shared memory) that cuBLAS asked
    on the H200 while choosing for the sweep's calls: the same numbers from the kernels'
    cubins (registers, static shared memory) and the occupancy rules (occupancy.c)."""
    log = tmp_path / "driver.log"
    monkeypatch.setenv("MMAEMU_HOST_DRIVER_LOG", str(log))
    h = H.CublasHost(H.driver_path())
    try:
        for r in C.load(C.DATA)[::1 if LONG else 3]:
            names, _ = C.host_program(r, h)
    finally:
        h.close()
    want = device_blocks()
    got = {}
    for line in log.read_text().splitlines():
        m = re.match(r"blocks (\S+) block=(\d+) smem=(\d+) -> (\d+)", line)
        if m:
            got[(m.group(1), int(m.group(2)), int(m.group(3)))] = int(m.group(4))
    common = set(want) & set(got)
    assert len(common) >= (300 if LONG else 150), len(common)
    bad = [(k, got[k], want[k]) for k in common if got[k] != want[k]]
    assert not bad, bad[:5]


def test_torch_mode_takes_the_hosts_program(host):
    """Calls as a user runs them inside mmaemu.torch.emulate('sm90', lib='cublas13.1-h100'),
    the host choosing: bits equal the H100's at the recorded positions, and the banner says
    where the program came from."""
    recs = [r for r in C.load(C.DATA)[::1 if LONG else 5]
            if r["m"] * r["n"] * r["k"] * r["batch"] <= C.TORCH_CAP and r["held_out"]][:40]
    res = [C.run_torch(r) for r in recs]
    bad = [(r["id"], b[2][:200]) for r, b in zip(recs, res) if not b[0]]
    assert not bad, bad
    assert all("own choice on the host driver" in b[2] for b in res), res[0][2]


def _emulated_banner(env):
    """The banner of one bf16 product in the torch mode, in a fresh process with env."""
    import subprocess
    code = ("import torch, mmaemu.torch as mt\n"
            "a = torch.ones(8, 8, dtype=torch.bfloat16)\n"
            "with mt.emulate('sm90', lib='cublas13.1-h100') as em:\n"
            "    a @ a\n"
            "print(list(em.plans)[0])\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env=dict(os.environ, **env), timeout=600)
    return r.returncode, r.stdout + r.stderr


def test_host_switches():
    """MMAEMU_CUBLAS_HOST=0: the decision trees answer; a host driver that is not there: the
    trees answer, and with MMAEMU_CUBLAS_HOST=1 the product is refused with the reason."""
    rc, out = _emulated_banner({"MMAEMU_CUBLAS_HOST": "0"})
    assert rc == 0 and "library preset cublas13.1-h100" in out and "host driver" not in out, out
    rc, out = _emulated_banner({"MMAEMU_HOST_DRIVER": "/nonexistent"})
    assert rc == 0 and "host driver" not in out, out
    rc, out = _emulated_banner({"MMAEMU_HOST_DRIVER": "/nonexistent", "MMAEMU_CUBLAS_HOST": "1"})
    assert rc != 0 and "MMAEMU_HOST_DRIVER=/nonexistent: no libcuda.so.1 there" in out, out[-300:]
    rc, out = _emulated_banner({})
    assert rc == 0 and "own choice on the host driver" in out, out
