# SPDX-License-Identifier: MIT
"""The model's predictions for the issue-16 remedies on the H100 (sm90 + the cuBLAS 13.1 preset), computed
with what mmaemu has today, on the inputs record_remedies.py runs on the device.

    PYTHONPATH=python MMAEMU=./mmaemu python3 validation/analysis/dcpp/predict_remedies.py \
        [--seeds 1-8] [--batch 2] [--json FILE]

How each remedy is expressed (docs/triage.md, "H100: the remedies on the device"):
- the schedule remedies run the DCPP programs of `mmaemu dcpp fwd/bwd --arch sm90+cublas13.1-h100` with
  `--schedule inductor.NAME=TEMPLATE`, TEMPLATE being the schedule the report's bmm template lowers to on sm90
  (`mmaemu dcpp plan`: inductor.out/dy, wgmma k16 with BLOCK_K = 64);
- the fp32-sum remedies are not a DCPP knob yet (the advise work adds helion.dx_sum / inductor.dx_sum): db2/buf0
  come from `mmaemu dcpp bwd --save-intermediates`, dx1/buf1 and dxt/buf3 are recomputed in fp32 with
  mmaemu.matmul and the GEMM's schedule from the plan, and dx = bf16(fp32(dx1 + dxt^T)) (numpy fp32 add, RNE
  to bf16 with ml_dtypes).
Output per remedy, seed and variant (chained: b = the path's own forward xty; indep: the generator's b): dx/dy
bits differing, elements outside assert_close(atol 0.2, rtol 0.01), max abs, and the SHA-256 prefixes of the
outputs, in record_remedies.py's format, so the two compare key by key.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional, Tuple

import ml_dtypes
import numpy as np

LIB_ARCH = "sm90+cublas13.1-h100"
# The report's template (BLOCK 256x64x64, num_warps 8) on sm90, as `mmaemu dcpp plan` lowers inductor.dy.
TEMPLATE = "instr=wgmma.m64nNk16 block_k=64"
# The schedules of the four GEMMs the fp32 sum recomputes (`mmaemu dcpp plan --arch sm90+cublas13.1-h100`).
SCHED = {"helion.dx1": "instr=mma.m16n8k16 block_k=64", "helion.dxt": "instr=wgmma.m64nNk16 block_k=64",
         "inductor.buf1": "instr=wgmma.m64nNk16", "inductor.buf3": "instr=mma.m16n8k8"}

# name -> (Inductor GEMMs through the template, fp32 sum, Helion's add unfused); the names of
# remedy_kernels.REMEDIES.  Helion's fp32 sum is folded by Triton into dx1's dot (dxt^T as its initial
# accumulator) unless dx1 has a second use (the ':unfused' variants); remedy_kernels.py says why.
_ALLT = ("xty", "buf0", "buf1", "buf3")
REMEDIES: Dict[str, Tuple[Tuple[str, ...], bool, bool]] = {
    "baseline": ((), False, False),
    "inductor-buf3-template": (("buf3",), False, False),
    "inductor-all-template": (_ALLT, False, False),
    "dx-fp32-sum": ((), True, False),
    "dx-fp32-sum+inductor-buf3-template": (("buf3",), True, False),
    "dx-fp32-sum+inductor-all-template": (_ALLT, True, False),
    "dx-fp32-sum:unfused": ((), True, True),
    "dx-fp32-sum+inductor-buf3-template:unfused": (("buf3",), True, True),
}


def h16(bits: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(bits).tobytes()).hexdigest()[:16]


def stats(a: np.ndarray, e: np.ndarray, atol: float = 0.2, rtol: float = 0.01) -> dict:
    """a = Helion, e = Inductor (bf16 patterns): as record.compare counts them."""
    fa = (a.astype(np.uint32) << 16).view(np.float32)
    fe = (e.astype(np.uint32) << 16).view(np.float32)
    d = np.abs(fa.astype(np.float64) - fe.astype(np.float64))
    return {"differ": int(np.count_nonzero(a != e)),
            "not_close": int(np.count_nonzero(d > atol + rtol * np.abs(fe.astype(np.float64)))),
            "max_abs": float(d.max())}


class Model:
    """Runs the DCPP programs through the CLI in a scratch folder."""

    def __init__(self, cli: str, work: str):
        self.cli, self.work, self.n = cli, work, 0

    def _run(self, args: List[str]) -> str:
        self.n += 1
        od = os.path.join(self.work, "r%d" % self.n)
        quiet = [] if args[1] == "gen" else ["--quiet"]
        subprocess.run([self.cli] + args + ["--out-dir", od] + quiet, check=True, stderr=subprocess.DEVNULL)
        return od

    def gen(self, seed: int, batch: int) -> Dict[str, str]:
        od = self._run(["dcpp", "gen", "--seed", str(seed), "--batch", str(batch)])
        return {k: os.path.join(od, k + ".npy") for k in ("x", "y", "dout", "b")}

    @staticmethod
    def _sched(path: str, tem: Tuple[str, ...]) -> List[str]:
        if path != "inductor":
            return []
        return sum((["--schedule", "inductor.%s=%s" % (g, TEMPLATE)] for g in tem), [])

    def fwd(self, ins: Dict[str, str], path: str, tem: Tuple[str, ...]) -> str:
        od = self._run(["dcpp", "fwd", "--arch", LIB_ARCH, "--path", path, "--x", ins["x"], "--y", ins["y"]]
                       + self._sched(path, tem))
        return os.path.join(od, "xty.npy")

    def bwd(self, ins: Dict[str, str], path: str, tem: Tuple[str, ...], b: str) -> Dict[str, np.ndarray]:
        od = self._run(["dcpp", "bwd", "--arch", LIB_ARCH, "--path", path, "--x", ins["x"], "--y", ins["y"],
                        "--dout", ins["dout"], "--b", b, "--save-intermediates"] + self._sched(path, tem))
        return {k: np.load(os.path.join(od, k + ".npy")) for k in ("dx", "dy", "db2")}


def _bf16(bits: np.ndarray) -> np.ndarray:
    return bits.view(ml_dtypes.bfloat16)


def fp32_sum_dx(path: str, tem: Tuple[str, ...], dout: np.ndarray, y: np.ndarray, b: np.ndarray,
                db2: np.ndarray, fold: bool) -> np.ndarray:
    """dx from fp32 dx1 = dout b^T and dxt = db2 y^T, each through the model with the path's schedule (the
    template's where tem names buf1 / buf3).  fold (Helion, Triton's dot + add combine): dx = bf16(dx1's chain
    started from dxt^T); else dx = bf16(fp32(dx1 + dxt^T)), one fp32 add."""
    import mmaemu
    g1, gt = ("helion.dx1", "helion.dxt") if path == "helion" else ("inductor.buf1", "inductor.buf3")
    s1 = TEMPLATE if path == "inductor" and "buf1" in tem else SCHED[g1]
    st = TEMPLATE if path == "inductor" and "buf3" in tem else SCHED[gt]
    bt = np.ascontiguousarray(np.swapaxes(b, 1, 2))
    yt = np.ascontiguousarray(np.swapaxes(y, 1, 2))
    dxt = mmaemu.matmul(_bf16(db2), _bf16(yt), arch="sm90", schedule=st, out_dtype="fp32")
    dxt_t = np.ascontiguousarray(np.swapaxes(np.asarray(dxt, np.float32), 1, 2))
    if fold:
        s = mmaemu.matmul(_bf16(dout), _bf16(bt), dxt_t, arch="sm90", schedule=s1, out_dtype="fp32")
    else:
        dx1 = mmaemu.matmul(_bf16(dout), _bf16(bt), arch="sm90", schedule=s1, out_dtype="fp32")
        s = np.asarray(dx1, np.float32) + dxt_t
    return np.asarray(s, np.float32).astype(ml_dtypes.bfloat16).view(np.uint16)


def predict_seed(m: Model, seed: int, batch: int, names: List[str]) -> dict:
    ins = m.gen(seed, batch)
    x = {k: np.load(v) for k, v in ins.items()}
    h_xty = m.fwd(ins, "helion", ())
    i_xty = {False: m.fwd(ins, "inductor", ()), True: m.fwd(ins, "inductor", ("xty", "buf0", "buf1", "buf3"))}
    cache: Dict[tuple, Dict[str, np.ndarray]] = {}
    rec = {}
    for name in names:
        tem, fp32, unfused = REMEDIES[name]
        ix = i_xty["xty" in tem]
        r = {"h_xty": h16(np.load(h_xty)), "i_xty": h16(np.load(ix))}
        for var, hb, ib in (("chained", h_xty, ix), ("indep", ins["b"], ins["b"])):
            out = {}
            for path, b in (("helion", hb), ("inductor", ib)):
                t = tem if path == "inductor" else ()
                key = (path, t, b)
                if key not in cache:
                    cache[key] = m.bwd(ins, path, t, b)
                o = dict(cache[key])
                if fp32:
                    o["dx"] = fp32_sum_dx(path, t, x["dout"], x["y"], np.load(b), o["db2"],
                                          path == "helion" and not unfused)
                out[path] = o
            h, i = out["helion"], out["inductor"]
            r[var] = {"dx": stats(h["dx"], i["dx"]), "dy": stats(h["dy"], i["dy"]),
                      "sha256_16": {"h_dx": h16(h["dx"]), "i_dx": h16(i["dx"]), "h_dy": h16(h["dy"]),
                                    "i_dy": h16(i["dy"])}}
        rec[name] = r
    return rec


def predict(cli: str, seeds: List[int], batch: int, names: Optional[List[str]] = None) -> dict:
    names = names or list(REMEDIES)
    with tempfile.TemporaryDirectory() as work:
        m = Model(cli, work)
        return {"batch": batch, "atol": 0.2, "rtol": 0.01,
                "per_seed": {str(s): predict_seed(m, s, batch, names) for s in seeds}}


def _seeds(txt: str) -> List[int]:
    a, _, b = txt.partition("-")
    return list(range(int(a), int(b or a) + 1))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", default="1-8", help="a range, e.g. 1-64")
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--json", help="write the predictions here")
    a = ap.parse_args()
    cli = os.environ.get("MMAEMU", "./mmaemu")
    res = predict(cli, _seeds(a.seeds), a.batch)
    txt = json.dumps(res, indent=1, sort_keys=True)
    if a.json:
        with open(a.json, "w") as f:
            f.write(txt + "\n")
    for name in REMEDIES:
        tot = {v: [sum(r[name][v][t][k] for r in res["per_seed"].values()) for t in ("dx", "dy")
                   for k in ("differ", "not_close")] for v in ("chained", "indep")}
        mx = max(r[name]["chained"]["dx"]["max_abs"] for r in res["per_seed"].values())
        print("%-36s chained dx differ %d not_close %d dy differ %d not_close %d (max abs dx %g); indep dx %d/%d"
              % (name, *tot["chained"], mx, tot["indep"][0], tot["indep"][1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
