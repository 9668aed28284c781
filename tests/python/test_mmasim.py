# SPDX-License-Identifier: MIT
"""Differential test of every AMD row against MMA-Sim (docs/models.md section 3a).

The oracle is Microsoft's MMA-Sim as published on PyPI (package ``mmasim``
2.1.1, a test-only dependency pinned in python/requirements-test.txt), which
models CDNA1, CDNA2 and CDNA3.  Its CDNA3 model leaves zero products out of the
alignment, so the ``zero-align`` variants (a zero operand at exponent -126, as
MMA-Sim's January 2026 source did; not on PyPI) differ from it in the zeros
class by design; tests/models/check_models.c checks them on hand-worked
vectors.  MMA-Sim has no CDNA4 model; the gfx950 rows are compared with MMA-Sim's CDNA3
arithmetic (``MMA_TR_FDPA`` / ``MMA_GTR_FDPA``) at the row's step length, which
checks that each gfx950 hypothesis is the CDNA3 datapath it claims to be, not
that it is CDNA4.

For each (arch, instruction, formats, variant) and input class the same bits go
into both, one instruction per dot product, and the test asserts the agreement
that docs/models.md states: every output equal where the docs claim 100 %, and
the documented range where a systematic difference is explained.  ``make
check`` runs SAMPLE dot products per cell; MMAEMU_LONG=1 (make check-long)
runs 100,000.  ``python tests/python/test_mmasim.py [N]`` prints the agreement
table of docs/models.md for N dot products per cell.
"""
import os
import sys
from typing import Callable, Dict, List, Optional, Tuple

import numpy as np
import pytest
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
if os.path.join(ROOT, "python") not in sys.path:
    sys.path.insert(0, os.path.join(ROOT, "python"))

import mmasim  # noqa: E402  (PyPI mmasim 2.1.1)
import mmasim.amd  # noqa: E402
from mmasim.arithmetic import fdpa as mmasim_fdpa  # noqa: E402

import mmaemu  # noqa: E402

LONG = os.environ.get("MMAEMU_LONG") == "1"
SAMPLE = 300
N_LONG = 100_000
CLASSES = ("normal", "wide", "cancel", "subnormal", "cdom", "zeros")

TORCH_DTYPE = {
    "bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32, "tf32": torch.float32,
    "e4m3fnuz": torch.float8_e4m3fnuz, "e5m2fnuz": torch.float8_e5m2fnuz,
    "e4m3": torch.float8_e4m3fn, "e5m2": torch.float8_e5m2,
}
# (width, fraction bits, minimum normal exponent, maximum exponent) per format
FMT = {
    "bf16": (16, 7, -126, 127), "fp16": (16, 10, -14, 15), "fp32": (32, 23, -126, 127),
    "tf32": (32, 23, -126, 127), "e4m3fnuz": (8, 3, -7, 7), "e5m2fnuz": (8, 2, -15, 15),
    "e4m3": (8, 3, -6, 8), "e5m2": (8, 2, -14, 15),
}
INT_VIEW = {8: (np.uint8, torch.uint8), 16: (np.int16, torch.int16), 32: (np.int32, torch.int32)}


# ---------------------------------------------------------------- inputs

def from_bits(bits: np.ndarray, fmt: str) -> torch.Tensor:
    width = FMT[fmt][0]
    npt, _ = INT_VIEW[width]
    return torch.from_numpy(np.ascontiguousarray(bits.astype(np.int64).astype(npt))).view(TORCH_DTYPE[fmt])


def to_bits(t: torch.Tensor, fmt: str) -> np.ndarray:
    width = FMT[fmt][0]
    _, tt = INT_VIEW[width]
    u = {8: np.uint8, 16: np.uint16, 32: np.uint32}[width]
    return t.contiguous().view(tt).numpy().view(u)


def cast(x: np.ndarray, fmt: str) -> torch.Tensor:
    """float64 values into the format (clamped inside its finite range)."""
    big = float(torch.finfo(TORCH_DTYPE[fmt]).max) / 2
    return torch.from_numpy(np.clip(x, -big, big)).to(torch.float32).to(TORCH_DTYPE[fmt])


def subnormals(rng, fmt: str, shape) -> torch.Tensor:
    width, fb = FMT[fmt][0], FMT[fmt][1]
    frac = rng.integers(1, 1 << fb, size=shape, dtype=np.int64)
    sign = rng.integers(0, 2, size=shape, dtype=np.int64) << (width - 1)
    return from_bits(sign | frac, fmt)


def make_class(cls: str, fmt: str, K: int, N: int, seed: int):
    """a, b: (N, K) in fmt; c: (N,) fp32 -- the input classes of
    shared/research/amd-mmasim-crosscheck.md."""
    rng = np.random.default_rng(seed)
    emin, emax = FMT[fmt][2], FMT[fmt][3]
    w = 20 if FMT[fmt][0] >= 16 and fmt != "fp16" else (10 if fmt == "fp16" else 3)
    a = cast(rng.standard_normal((N, K)), fmt)
    b = cast(rng.standard_normal((N, K)), fmt)
    c = torch.from_numpy(rng.standard_normal(N)).float()
    if cls == "wide":
        a = cast(rng.standard_normal((N, K)) * np.exp2(rng.integers(-w, w + 1, (N, K))), fmt)
        b = cast(rng.standard_normal((N, K)) * np.exp2(rng.integers(-w, w + 1, (N, K))), fmt)
        c = torch.from_numpy(rng.standard_normal(N) * np.exp2(rng.integers(-w, w + 1, N))).float()
    elif cls == "cancel":
        exact = (a.double() * b.double()).sum(-1)
        c = (-exact).float()
        ulps = torch.from_numpy(rng.integers(-2, 3, N)).int()
        c = (c.view(torch.int32) + ulps).view(torch.float32)
    elif cls == "subnormal":
        for t, p in ((a, 0.4), (b, 0.2)):
            m = torch.from_numpy(rng.random((N, K)) < p)
            t[m] = subnormals(rng, fmt, (N, K))[m]
        m = torch.from_numpy(rng.random(N) < 0.3)
        c[m] = subnormals(rng, "fp32", (N,))[m]
    elif cls == "cdom":
        d = rng.integers(8, 25, N)
        lo, hi = emin + 2, min(emax - 2, 10)
        sa = rng.integers(lo, hi + 1, N)
        a = cast(rng.standard_normal((N, K)) * np.exp2(sa)[:, None], fmt)
        E = sa + d
        top = np.where(rng.random(N) < 0.5, 1.0, 2.0 - 2.0 ** -23)
        sign = np.where(rng.random(N) < 0.5, 1.0, -1.0)
        c = torch.from_numpy(sign * top * np.exp2(E)).float()
    elif cls == "zeros":
        zero = torch.from_numpy(rng.random((N, K)) < 0.5)
        signed = fmt not in ("e4m3fnuz", "e5m2fnuz")       # 0x80 is NaN in FNUZ
        zsign = torch.from_numpy(rng.random((N, K)) < 0.5) & signed
        zeros = torch.where(zsign, torch.tensor(-0.0), torch.tensor(0.0)).to(TORCH_DTYPE[fmt])
        a = torch.where(zero, zeros, a)
        large = rng.standard_normal((N, K)) * np.exp2(rng.integers(emax // 2, emax - 1, (N, K)))
        b = torch.where(zero, cast(large, fmt), b)
        small = rng.standard_normal((N, K)) * np.exp2(rng.integers(-w, 1, (N, K)))
        a = torch.where(zero, a, cast(small, fmt))
    return a, b, c


# ---------------------------------------------------------------- the two sides

def mmasim_suffix(arch: str, name: str, fmt: str) -> Tuple[str, str]:
    """(MMA-Sim arch, MFMA suffix) of one of our AMD rows (gfx908..gfx942)."""
    shape = name[len("mfma."):]
    if arch in ("gfx908", "gfx90a"):
        return ("CDNA1" if arch == "gfx908" else "CDNA2"), "f32_" + shape
    t = {"bf16": "bf16", "fp16": "f16", "fp32": "f32", "tf32": None,
         "e4m3fnuz": "fp8_fp8", "e5m2fnuz": "bf8_bf8"}[fmt]
    return "CDNA3", "f32_" + shape if t is None else "f32_%s_%s" % (shape, t)


def oracle_fn(arch: str, row: dict) -> Callable:
    """MMA-Sim's dpa for a row (gfx950: its CDNA3 arithmetic at the row's L)."""
    fmt = row["a_fmt"]
    if arch == "gfx950":
        if fmt in ("e4m3", "e5m2"):
            return mmasim_fdpa.MMA_GTR_FDPA(F=24, F2=31, rho="RNE-FP32", L_max=16).dpa
        if row["algorithm"] == "FMA":
            return mmasim.amd.MFMA("CDNA3", "f32_%s_f32" % row["name"][5:]).dpa
        return mmasim_fdpa.MMA_TR_FDPA(F=24, F2=31, rho="RNE-FP32", L_max=row["L"]).dpa
    march, suffix = mmasim_suffix(arch, row["name"], fmt)
    return mmasim.amd.MFMA(march, suffix).dpa


def ours(arch: str, variant: str, row: dict, a: torch.Tensor, b: torch.Tensor,
         c: torch.Tensor) -> np.ndarray:
    fmt = row["a_fmt"]
    d = mmaemu.dot(to_bits(a, fmt), to_bits(b, fmt), c.view(torch.int32).numpy().view(np.uint32),
                   arch="%s:%s" % (arch, variant), in_format=fmt, instr=row["name"])
    return np.asarray(d, dtype=np.float32).view(np.uint32)


def signature(arch: str, variant: str, row: dict) -> tuple:
    """What decides our output bits: the selected row's step parameters and k
    (rows that share them, e.g. the k = 4 multi-block shapes, compute the
    same function and are measured once)."""
    from mmaemu import _core
    ins = _core._instr("%s:%s" % (arch, variant), row["a_fmt"], "fp32", row["name"])
    return (bytes(ins.contents.step), ins.contents.k)


def oracle_key(arch: str, row: dict) -> tuple:
    """What decides MMA-Sim's output: its arithmetic object's class and
    parameters, the format and k."""
    op = oracle_fn(arch, row).__self__
    op = getattr(op, "arithmetic_op", op)
    return (type(op).__name__, tuple(sorted((k, str(v)) for k, v in vars(op).items())),
            row["a_fmt"], row["k"])


# ---------------------------------------------------------------- the cells

def amd_rows() -> List[Tuple[str, str, dict]]:
    """(arch, variant, row) for every AMD row under every variant it serves, but the integer rows
    (MMA-Sim 2.1.1 has no integer MFMA, docs/models.md 2c) and gfx950's scaled MFMA rows (MMA-Sim has no
    CDNA4 nor scaled AMD model, docs/models.md 4)."""
    out = []
    for A in mmaemu.models():
        if A["vendor"] != "AMD":
            continue
        for v in A["variants"]:
            vn = v["name"]
            tagged = {(r["name"], r["a_fmt"]) for r in A["instructions"] if r["variant"] == vn}
            for r in A["instructions"]:
                if r["a_fmt"] == "s8" or r["name"].startswith("mfma.scale."):
                    continue
                if r["variant"] == vn or (r["variant"] is None and (r["name"], r["a_fmt"]) not in tagged):
                    out.append((A["name"], vn, r))
    return out


N_DOC = 4096     # dot products per cell in the table of docs/models.md 3a

# Cells where docs/models.md section 3a documents a systematic difference:
# (arch, variant, instruction, format, class) -> differences in N_DOC dot
# products (seed 1).  Every other cell agrees on all of them.
EXPECT_MISSES: Dict[Tuple[str, str, str, str, str], int] = {
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x16f16', 'fp16', 'cancel'): 2953,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x16f16', 'fp16', 'cdom'): 5,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x16f16', 'fp16', 'normal'): 1468,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x16f16', 'fp16', 'subnormal'): 1899,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x16f16', 'fp16', 'wide'): 1532,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x16f16', 'fp16', 'zeros'): 809,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x2bf16', 'bf16', 'cancel'): 26,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x2bf16', 'bf16', 'normal'): 13,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x2bf16', 'bf16', 'subnormal'): 120,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x2bf16', 'bf16', 'wide'): 266,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x2bf16', 'bf16', 'zeros'): 40,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x4f16', 'fp16', 'cancel'): 1915,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x4f16', 'fp16', 'cdom'): 1,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x4f16', 'fp16', 'normal'): 815,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x4f16', 'fp16', 'subnormal'): 1044,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x4f16', 'fp16', 'wide'): 1220,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x4f16', 'fp16', 'zeros'): 302,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x8bf16', 'bf16', 'cancel'): 48,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x8bf16', 'bf16', 'normal'): 23,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x8bf16', 'bf16', 'subnormal'): 249,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x8bf16', 'bf16', 'wide'): 413,
    ('gfx908', 'mmasim-pairwise', 'mfma.16x16x8bf16', 'bf16', 'zeros'): 118,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x2bf16', 'bf16', 'cancel'): 26,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x2bf16', 'bf16', 'normal'): 13,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x2bf16', 'bf16', 'subnormal'): 120,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x2bf16', 'bf16', 'wide'): 266,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x2bf16', 'bf16', 'zeros'): 40,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x4bf16', 'bf16', 'cancel'): 35,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x4bf16', 'bf16', 'normal'): 9,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x4bf16', 'bf16', 'subnormal'): 167,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x4bf16', 'bf16', 'wide'): 376,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x4bf16', 'bf16', 'zeros'): 71,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x4f16', 'fp16', 'cancel'): 1915,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x4f16', 'fp16', 'cdom'): 1,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x4f16', 'fp16', 'normal'): 815,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x4f16', 'fp16', 'subnormal'): 1044,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x4f16', 'fp16', 'wide'): 1220,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x4f16', 'fp16', 'zeros'): 302,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x8f16', 'fp16', 'cancel'): 2481,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x8f16', 'fp16', 'cdom'): 4,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x8f16', 'fp16', 'normal'): 1161,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x8f16', 'fp16', 'subnormal'): 1523,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x8f16', 'fp16', 'wide'): 1429,
    ('gfx908', 'mmasim-pairwise', 'mfma.32x32x8f16', 'fp16', 'zeros'): 531,
    ('gfx908', 'mmasim-pairwise', 'mfma.4x4x2bf16', 'bf16', 'cancel'): 26,
    ('gfx908', 'mmasim-pairwise', 'mfma.4x4x2bf16', 'bf16', 'normal'): 13,
    ('gfx908', 'mmasim-pairwise', 'mfma.4x4x2bf16', 'bf16', 'subnormal'): 120,
    ('gfx908', 'mmasim-pairwise', 'mfma.4x4x2bf16', 'bf16', 'wide'): 266,
    ('gfx908', 'mmasim-pairwise', 'mfma.4x4x2bf16', 'bf16', 'zeros'): 40,
    ('gfx908', 'mmasim-pairwise', 'mfma.4x4x4f16', 'fp16', 'cancel'): 1915,
    ('gfx908', 'mmasim-pairwise', 'mfma.4x4x4f16', 'fp16', 'cdom'): 1,
    ('gfx908', 'mmasim-pairwise', 'mfma.4x4x4f16', 'fp16', 'normal'): 815,
    ('gfx908', 'mmasim-pairwise', 'mfma.4x4x4f16', 'fp16', 'subnormal'): 1044,
    ('gfx908', 'mmasim-pairwise', 'mfma.4x4x4f16', 'fp16', 'wide'): 1220,
    ('gfx908', 'mmasim-pairwise', 'mfma.4x4x4f16', 'fp16', 'zeros'): 302,
    ('gfx942', 'mmasim-v1', 'mfma.16x16x16', 'bf16', 'cdom'): 3,
    ('gfx942', 'mmasim-v1', 'mfma.16x16x16', 'fp16', 'cdom'): 7,
    ('gfx942', 'mmasim-v1', 'mfma.16x16x32', 'e4m3fnuz', 'cdom'): 2,
    ('gfx942', 'mmasim-v1', 'mfma.16x16x4_4b', 'bf16', 'cdom'): 4,
    ('gfx942', 'mmasim-v1', 'mfma.16x16x4_4b', 'fp16', 'cdom'): 4,
    ('gfx942', 'mmasim-v1', 'mfma.16x16x8_xf32', 'tf32', 'cdom'): 3,
    ('gfx942', 'mmasim-v1', 'mfma.32x32x16', 'e4m3fnuz', 'cdom'): 2,
    ('gfx942', 'mmasim-v1', 'mfma.32x32x16', 'e5m2fnuz', 'cdom'): 1,
    ('gfx942', 'mmasim-v1', 'mfma.32x32x4_2b', 'bf16', 'cdom'): 4,
    ('gfx942', 'mmasim-v1', 'mfma.32x32x4_2b', 'fp16', 'cdom'): 4,
    ('gfx942', 'mmasim-v1', 'mfma.32x32x4_xf32', 'tf32', 'cdom'): 2,
    ('gfx942', 'mmasim-v1', 'mfma.32x32x8', 'fp16', 'cdom'): 6,
    ('gfx942', 'mmasim-v1', 'mfma.4x4x4_16b', 'bf16', 'cdom'): 4,
    ('gfx942', 'mmasim-v1', 'mfma.4x4x4_16b', 'fp16', 'cdom'): 4,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.16x16x16', 'bf16', 'cdom'): 3,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.16x16x16', 'bf16', 'zeros'): 181,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.16x16x16', 'fp16', 'cdom'): 7,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.16x16x32', 'e4m3fnuz', 'cdom'): 2,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.16x16x4_4b', 'bf16', 'cdom'): 4,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.16x16x4_4b', 'bf16', 'zeros'): 26,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.16x16x4_4b', 'fp16', 'cdom'): 4,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.16x16x8_xf32', 'tf32', 'cdom'): 3,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.16x16x8_xf32', 'tf32', 'zeros'): 88,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.32x32x16', 'e4m3fnuz', 'cdom'): 2,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.32x32x16', 'e5m2fnuz', 'cdom'): 1,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.32x32x4_2b', 'bf16', 'cdom'): 4,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.32x32x4_2b', 'bf16', 'zeros'): 26,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.32x32x4_2b', 'fp16', 'cdom'): 4,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.32x32x4_xf32', 'tf32', 'cdom'): 2,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.32x32x4_xf32', 'tf32', 'zeros'): 54,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.32x32x8', 'bf16', 'zeros'): 84,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.32x32x8', 'fp16', 'cdom'): 6,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.4x4x4_16b', 'bf16', 'cdom'): 4,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.4x4x4_16b', 'bf16', 'zeros'): 26,
    ('gfx942', 'mmasim-v1-zero-align', 'mfma.4x4x4_16b', 'fp16', 'cdom'): 4,
    ('gfx942', 'zero-align', 'mfma.16x16x16', 'bf16', 'zeros'): 181,
    ('gfx942', 'zero-align', 'mfma.16x16x4_4b', 'bf16', 'zeros'): 26,
    ('gfx942', 'zero-align', 'mfma.16x16x8_xf32', 'tf32', 'zeros'): 88,
    ('gfx942', 'zero-align', 'mfma.32x32x4_2b', 'bf16', 'zeros'): 26,
    ('gfx942', 'zero-align', 'mfma.32x32x4_xf32', 'tf32', 'zeros'): 54,
    ('gfx942', 'zero-align', 'mfma.32x32x8', 'bf16', 'zeros'): 84,
    ('gfx942', 'zero-align', 'mfma.4x4x4_16b', 'bf16', 'zeros'): 26,
    ('gfx950', 'fused-k-zero-align', 'mfma.16x16x16', 'bf16', 'zeros'): 181,
    ('gfx950', 'fused-k-zero-align', 'mfma.16x16x32', 'bf16', 'zeros'): 294,
    ('gfx950', 'fused-k-zero-align', 'mfma.16x16x4_4b', 'bf16', 'zeros'): 26,
    ('gfx950', 'fused-k-zero-align', 'mfma.32x32x16', 'bf16', 'zeros'): 179,
    ('gfx950', 'fused-k-zero-align', 'mfma.32x32x4_2b', 'bf16', 'zeros'): 26,
    ('gfx950', 'fused-k-zero-align', 'mfma.32x32x8', 'bf16', 'zeros'): 84,
    ('gfx950', 'fused-k-zero-align', 'mfma.4x4x4_16b', 'bf16', 'zeros'): 26,
    ('gfx950', 'mmasim-v1', 'mfma.16x16x16', 'bf16', 'cdom'): 3,
    ('gfx950', 'mmasim-v1', 'mfma.16x16x16', 'fp16', 'cdom'): 7,
    ('gfx950', 'mmasim-v1', 'mfma.16x16x32', 'bf16', 'cdom'): 3,
    ('gfx950', 'mmasim-v1', 'mfma.16x16x32', 'e4m3', 'cdom'): 1,
    ('gfx950', 'mmasim-v1', 'mfma.16x16x32', 'fp16', 'cdom'): 2,
    ('gfx950', 'mmasim-v1', 'mfma.16x16x4_4b', 'bf16', 'cdom'): 4,
    ('gfx950', 'mmasim-v1', 'mfma.16x16x4_4b', 'fp16', 'cdom'): 4,
    ('gfx950', 'mmasim-v1', 'mfma.32x32x16', 'bf16', 'cdom'): 3,
    ('gfx950', 'mmasim-v1', 'mfma.32x32x16', 'e4m3', 'cdom'): 2,
    ('gfx950', 'mmasim-v1', 'mfma.32x32x16', 'e5m2', 'cdom'): 1,
    ('gfx950', 'mmasim-v1', 'mfma.32x32x16', 'fp16', 'cdom'): 7,
    ('gfx950', 'mmasim-v1', 'mfma.32x32x4_2b', 'bf16', 'cdom'): 4,
    ('gfx950', 'mmasim-v1', 'mfma.32x32x4_2b', 'fp16', 'cdom'): 4,
    ('gfx950', 'mmasim-v1', 'mfma.32x32x8', 'fp16', 'cdom'): 6,
    ('gfx950', 'mmasim-v1', 'mfma.4x4x4_16b', 'bf16', 'cdom'): 4,
    ('gfx950', 'mmasim-v1', 'mfma.4x4x4_16b', 'fp16', 'cdom'): 4,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.16x16x16', 'bf16', 'cdom'): 3,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.16x16x16', 'bf16', 'zeros'): 181,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.16x16x16', 'fp16', 'cdom'): 7,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.16x16x32', 'bf16', 'cdom'): 3,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.16x16x32', 'bf16', 'zeros'): 263,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.16x16x32', 'e4m3', 'cdom'): 1,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.16x16x32', 'fp16', 'cdom'): 2,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.16x16x4_4b', 'bf16', 'cdom'): 4,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.16x16x4_4b', 'bf16', 'zeros'): 26,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.16x16x4_4b', 'fp16', 'cdom'): 4,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.32x32x16', 'bf16', 'cdom'): 3,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.32x32x16', 'bf16', 'zeros'): 181,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.32x32x16', 'e4m3', 'cdom'): 2,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.32x32x16', 'e5m2', 'cdom'): 1,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.32x32x16', 'fp16', 'cdom'): 7,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.32x32x4_2b', 'bf16', 'cdom'): 4,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.32x32x4_2b', 'bf16', 'zeros'): 26,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.32x32x4_2b', 'fp16', 'cdom'): 4,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.32x32x8', 'bf16', 'zeros'): 84,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.32x32x8', 'fp16', 'cdom'): 6,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.4x4x4_16b', 'bf16', 'cdom'): 4,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.4x4x4_16b', 'bf16', 'zeros'): 26,
    ('gfx950', 'mmasim-v1-zero-align', 'mfma.4x4x4_16b', 'fp16', 'cdom'): 4,
    ('gfx950', 'step16-zero-align', 'mfma.16x16x16', 'bf16', 'zeros'): 181,
    ('gfx950', 'step16-zero-align', 'mfma.16x16x32', 'bf16', 'zeros'): 291,
    ('gfx950', 'step16-zero-align', 'mfma.16x16x4_4b', 'bf16', 'zeros'): 26,
    ('gfx950', 'step16-zero-align', 'mfma.32x32x16', 'bf16', 'zeros'): 179,
    ('gfx950', 'step16-zero-align', 'mfma.32x32x4_2b', 'bf16', 'zeros'): 26,
    ('gfx950', 'step16-zero-align', 'mfma.32x32x8', 'bf16', 'zeros'): 84,
    ('gfx950', 'step16-zero-align', 'mfma.4x4x4_16b', 'bf16', 'zeros'): 26,
    ('gfx950', 'zero-align', 'mfma.16x16x16', 'bf16', 'zeros'): 181,
    ('gfx950', 'zero-align', 'mfma.16x16x32', 'bf16', 'zeros'): 263,
    ('gfx950', 'zero-align', 'mfma.16x16x4_4b', 'bf16', 'zeros'): 26,
    ('gfx950', 'zero-align', 'mfma.32x32x16', 'bf16', 'zeros'): 181,
    ('gfx950', 'zero-align', 'mfma.32x32x4_2b', 'bf16', 'zeros'): 26,
    ('gfx950', 'zero-align', 'mfma.32x32x8', 'bf16', 'zeros'): 84,
    ('gfx950', 'zero-align', 'mfma.4x4x4_16b', 'bf16', 'zeros'): 26,
}


def differs_by_design(arch: str, variant: str) -> bool:
    """The variants that are not MMA-Sim 2.1.1's model (docs/models.md 3a):
    another MMA-Sim version's CDNA3 floor or CDNA1 sums, or the other
    zero-operand rule."""
    return variant.startswith("mmasim-v1") or variant.endswith("zero-align") or \
        variant == "mmasim-pairwise"


def allowed(arch: str, variant: str, row: dict, cls: str, N: int) -> Tuple[int, int]:
    """The band of differences a sample of N may show: none for a variant
    that is MMA-Sim 2.1.1's model (100 % at any N); for the others exactly
    the documented count at N_DOC (the inputs are seeded) and a band around
    its rate at another N."""
    if not differs_by_design(arch, variant):
        return 0, 0
    m = EXPECT_MISSES.get((arch, variant, row["name"], row["a_fmt"], cls), 0)
    if N == N_DOC:
        return m, m
    # None of N_DOC is no proof of a zero rate: up to 3 / N_DOC (the rule of
    # three, 95 %) -- check-long's 1e5 found 59 on a cell with 0 of 4096.
    mean = N * max(m, 3) / N_DOC if m == 0 else N * m / N_DOC
    lo = 0 if m == 0 else max(0, int(mean / 3 - 4 * mean ** 0.5))
    return lo, int(3 * mean + 4 * mean ** 0.5 + 3)


_ORACLE: Dict[tuple, tuple] = {}
_RESULT: Dict[tuple, tuple] = {}


def agreement(arch: str, variant: str, row: dict, cls: str, N: int,
              seed: int = 1) -> Tuple[int, int, Optional[tuple]]:
    """(agreeing, N, first difference) for one cell.  Both sides are
    memoised by what decides their bits (oracle_key, signature)."""
    fmt = row["a_fmt"]
    okey = oracle_key(arch, row) + (cls, N, seed)
    rkey = okey + signature(arch, variant, row)
    if rkey in _RESULT:
        return _RESULT[rkey]
    if okey not in _ORACLE:
        _ORACLE.clear()
        a, b, c = make_class(cls, fmt, row["k"], N, seed)
        want = oracle_fn(arch, row)(a, b, c).contiguous().view(torch.int32).numpy().view(np.uint32)
        _ORACLE[okey] = (a, b, c, want)
    a, b, c, want = _ORACLE[okey]
    got = ours(arch, variant, row, a, b, c)
    bad = np.nonzero(want != got)[0]
    example = None
    if len(bad):
        i = int(bad[0])
        example = (to_bits(a[i], fmt).tolist(), to_bits(b[i], fmt).tolist(),
                   int(c[i:i + 1].view(torch.int32).numpy().view(np.uint32)[0]), int(want[i]), int(got[i]))
    _RESULT[rkey] = (N - len(bad), N, example)
    return _RESULT[rkey]


# Grouped by MMA-Sim's side so that its memo holds one entry at a time.
CELLS = sorted(amd_rows(), key=lambda cell: repr(oracle_key(cell[0], cell[2])))


def cell_id(cell) -> str:
    arch, variant, row = cell
    return "%s:%s-%s-%s" % (arch, variant, row["name"], row["a_fmt"])


@pytest.mark.parametrize("cell", CELLS, ids=[cell_id(c) for c in CELLS])
def test_agreement_with_mmasim(cell):
    arch, variant, row = cell
    N = N_LONG if LONG else SAMPLE
    for cls in CLASSES:
        ok, n, ex = agreement(arch, variant, row, cls, N)
        lo, hi = allowed(arch, variant, row, cls, N)
        assert lo <= n - ok <= hi, "%s %s: %d of %d differ, docs/models.md 3a allows %d..%d; first: %s" % (
            cell_id(cell), cls, n - ok, n, lo, hi, ex)


def test_mmasim_is_microsofts_211():
    """The oracle is the package docs/models.md names."""
    from importlib.metadata import metadata, version
    assert version("mmasim") == "2.1.1"
    assert "microsoft.com" in metadata("mmasim")["Author-email"]
    assert sorted(mmasim.amd.sim.isa_mfma.arch_mfma_suffix) == ["CDNA1", "CDNA2", "CDNA3"]


def main(argv: List[str]) -> None:
    N = int(argv[1]) if len(argv) > 1 else 4096
    results = {}
    for cell in CELLS:
        for cls in CLASSES:
            results[(cell_id(cell), cls)] = agreement(cell[0], cell[1], cell[2], cls, N)
    print("| arch | variant | instruction | formats | " + " | ".join(CLASSES) + " |")
    print("|---|---|---|---|" + "---|" * len(CLASSES))
    for cell in amd_rows():
        arch, variant, row = cell
        res = [results[(cell_id(cell), cls)] for cls in CLASSES]
        cols = ["%.3f%% (%d)" % (100.0 * ok / n, n - ok) if ok < n else "100%" for ok, n, _ in res]
        print("| %s | %s | %s | %s | %s |" % (arch, variant, row["name"], row["a_fmt"], " | ".join(cols)),
              flush=True)
        for cls, (ok, n, ex) in zip(CLASSES, res):
            if ex:
                print("  %s %s: a=%s b=%s c=%08x mmasim=%08x mmaemu=%08x"
                      % ((cell_id(cell), cls) + ex[:2] + ex[2:]), file=sys.stderr, flush=True)


if __name__ == "__main__":
    main(sys.argv)
