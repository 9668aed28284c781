# SPDX-License-Identifier: MIT
"""Helion vs Inductor on DCPP under each gfx950 (MI350) hypothesis, at any shape: the numbers of docs/triage.md,
"MI350: predictions per hypothesis".  `mmaemu explain dcpp` takes the report's M = 3219 only; this runs
`mmaemu dcpp fwd/bwd` (any M, D, K) per model and compares the two paths in numpy.

    MMAEMU=./mmaemu python3 validation/analysis/dcpp/predict_gfx950.py --shape 1024,256,64 --batch 16 \
        [--seeds 1-4] [--arch gfx950:as-gfx942,gfx950:step16,...] [--set KEY=V ...] [--schedule NAME=TEXT ...]

Prints one line per model, seed and tensor (out; dx, dy with b independent and b = the path's own xty):
bits differing, elements outside assert_close(atol 0.2, rtol 0.01), max abs and max rel difference, the
report's three numbers.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from typing import Dict, List

import numpy as np

HYPOTHESES = "gfx950:as-gfx942,gfx950:step16,gfx950:fused-k,gfx950:mmasim-v1"


def f32(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def stats(a: np.ndarray, e: np.ndarray) -> Dict[str, float]:
    """a = Helion (actual), e = Inductor (expected), as torch.testing.assert_close judges them."""
    fa, fe = f32(a), f32(e)
    d = np.abs(fa - fe)
    with np.errstate(divide="ignore", invalid="ignore"):
        rel = np.where(d == 0, 0.0, d / np.abs(fe))
    return {"differ": int(np.count_nonzero(a != e)), "not_close": int(np.count_nonzero(d > 0.2 + 0.01 * np.abs(fe))),
            "max_abs": float(d.max()), "max_rel": float(np.nanmax(rel)), "elements": int(a.size)}


def scale(ins: Dict[str, str], s: float) -> None:
    """Multiply the bf16 inputs in place by s, a power of two (so no rounding)."""
    m, e = np.frexp(s)
    if m != 0.5:
        raise SystemExit("predict_gfx950.py: --scale %g is not a power of two" % s)
    for p in ins.values():
        v = f32(np.load(p)) * s
        np.save(p, (v.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16))


def run(cli: str, args: List[str]) -> None:
    subprocess.run([cli] + args, check=True, stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL)


def one(cli: str, work: str, arch: str, ins: Dict[str, str], extra: List[str]) -> Dict[str, Dict[str, float]]:
    o: Dict[str, Dict[str, np.ndarray]] = {}
    for path in ("helion", "inductor"):
        fd = os.path.join(work, "%s-%s-fwd" % (arch, path))
        run(cli, ["dcpp", "fwd", "--arch", arch, "--path", path, "--x", ins["x"], "--y", ins["y"], "--out-dir", fd,
                  "--quiet"] + extra)
        o[path] = {"out": np.load(os.path.join(fd, "out.npy"))}
        for var, b in (("", ins["b"]), ("chained ", os.path.join(fd, "xty.npy"))):
            bd = os.path.join(work, "%s-%s-bwd%s" % (arch, path, var.strip()))
            run(cli, ["dcpp", "bwd", "--arch", arch, "--path", path, "--x", ins["x"], "--y", ins["y"],
                      "--dout", ins["dout"], "--b", b, "--out-dir", bd, "--quiet"] + extra)
            for t in ("dx", "dy"):
                o[path][var + t] = np.load(os.path.join(bd, t + ".npy"))
    return {t: stats(o["helion"][t], o["inductor"][t]) for t in o["helion"]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shape", default="3219,256,64", help="M,D,K")
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--seeds", default="1-1")
    ap.add_argument("--arch", default=HYPOTHESES)
    ap.add_argument("--set", action="append", default=[], help="a DCPP knob for every model (mmaemu dcpp --set)")
    ap.add_argument("--schedule", action="append", default=[], help="NAME=TEXT for every model (mmaemu dcpp)")
    ap.add_argument("--scale", type=float, default=1.0,
                    help="multiply every input by this power of two (exact in bf16): the inputs' scale")
    a = ap.parse_args()
    cli = os.environ.get("MMAEMU", "./mmaemu")
    lo, _, hi = a.seeds.partition("-")
    extra = sum((["--set", s] for s in a.set), []) + sum((["--schedule", s] for s in a.schedule), [])
    print("inputs x %g, shape M,D,K = %s, B = %d, knobs %s; Helion (actual) vs Inductor (expected), assert_close(0.2, 0.01)"
          % (a.scale, a.shape, a.batch, (a.set + a.schedule) or "the report's"))
    for seed in range(int(lo), int(hi or lo) + 1):
        with tempfile.TemporaryDirectory() as work:
            gd = os.path.join(work, "in")
            run(cli, ["dcpp", "gen", "--seed", str(seed), "--batch", str(a.batch), "--shape", a.shape, "--out-dir", gd])
            ins = {k: os.path.join(gd, k + ".npy") for k in ("x", "y", "dout", "b")}
            if a.scale != 1.0:
                scale(ins, a.scale)
            for arch in a.arch.split(","):
                for t, s in one(cli, work, arch, ins, extra).items():
                    print("seed %d %-20s %-11s differ %6d of %d, not close %4d, max abs %-8g max rel %g"
                          % (seed, arch, t, s["differ"], s["elements"], s["not_close"], s["max_abs"], s["max_rel"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
