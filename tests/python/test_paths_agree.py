# SPDX-License-Identifier: MIT
"""The fast paths against the definition, end to end, on hostile random GEMMs.

Every GEMM runs twice through ``mmaemu.matmul``: once on the dispatch path the CPU picks
(the certified path for 16-bit outputs, the SIMD exact kernels, the element lanes, the
side-by-side fills, the threads) and once with ``MMAEMU_SIMD=ref``, the per-element
definition that the MPFR tests and the device recordings check (tests/emu, tests/validation).
The two results must agree bit for bit, NaN payloads included.  The cases are drawn from a
seeded generator over the archs and variants with a fast path (NVIDIA sm80 to sm120, AMD
CDNA1 to CDNA4 with their hypothesis variants, a cuBLAS preset), bf16 / fp16 / fp8 / tf32
operands, fp32 / bf16 / fp16 outputs, shapes from 1 to a few hundred rows and K from 1 to 900,
transposed and strided operands, an initial accumulator or none, batches, and value
distributions meant to hurt: exponents spread over 80 binades, rows scaled apart, exact
cancellation, small integers (ties), values near the subnormal range, NaN, Inf, -0, values
near the format's maximum.  ``make check`` runs CASES of them; ``make check-long``
(MMAEMU_LONG=1) LONG_CASES.  Each failure names its case and its parameters."""
import hashlib
import os
from typing import Any, Dict, Optional, Tuple

import ml_dtypes
import numpy as np

import mmaemu

CASES = 160
LONG_CASES = 16000
#: the certified path's own cases (16-bit outputs of long sums, the blocked kernels' shapes)
CERT_CASES = 40
LONG_CERT_CASES = 600
SEED = 20261203

#: (arch, operand formats it takes here): each has a fast path (docs/gemm.md).
ARCHS = [
    ("sm80", ("bf16", "fp16", "tf32")),
    ("sm89", ("bf16", "fp16", "e4m3", "e5m2")),
    ("sm90", ("bf16", "fp16", "tf32", "e4m3", "e5m2")),
    ("sm90:mmasim", ("bf16", "fp16")),
    ("sm90+cublas13.1-h100", ("bf16", "fp16")),
    ("sm100", ("bf16", "fp16", "e4m3")),
    ("sm120", ("bf16", "fp16", "e5m2")),
    ("gfx908", ("bf16", "fp16")),
    ("gfx908:mmasim-pairwise", ("bf16", "fp16")),
    ("gfx90a", ("bf16", "fp16")),
    ("gfx942", ("bf16", "fp16", "e4m3fnuz")),
    ("gfx942:mmasim-v1", ("bf16", "fp16")),
    ("gfx942:zero-align", ("bf16", "fp16")),
    ("gfx950", ("bf16", "fp16")),
    ("gfx950:step16", ("bf16", "fp16")),
    ("gfx950:fused-k-zero-align", ("bf16", "fp16")),
    ("gfx950:upper-k-first", ("bf16", "fp16")),
]

DTYPES = {"bf16": ml_dtypes.bfloat16, "fp16": np.float16, "tf32": np.float32,
          "e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2,
          "e4m3fnuz": ml_dtypes.float8_e4m3fnuz}
#: a binade near each format's smallest normal value
TINY = {"bf16": -120, "fp16": -12, "tf32": -120, "e4m3": -5, "e5m2": -13, "e4m3fnuz": -6}
SPECIALS = [np.nan, np.inf, -np.inf, 0.0, -0.0, 3e38, -1e38, 6.0e4, -448.0, 1e-40, 1e-7]


def _values(rng: np.random.Generator, shape: Tuple[int, ...], fmt: str,
            hostile: bool) -> np.ndarray:
    """Operand values of one distribution, cast to the format (overflow to Inf or NaN as
    numpy's cast gives it: that too is input)."""
    x = rng.standard_normal(shape)
    kind = int(rng.integers(0, 6))
    if kind == 1:    # exponents spread over 80 binades
        x *= np.exp2(rng.integers(-40, 40, shape))
    elif kind == 2:  # rows (or K positions) scaled apart
        x *= np.exp2(rng.integers(-60, 60, shape[:-1] + (1,)))
    elif kind == 3:  # exact cancellation within a step
        half = x[..., 1::2].shape[-1]
        x[..., 1::2] = -x[..., 0:2 * half:2]
    elif kind == 4:  # small integers: many ties
        x = rng.integers(-4, 5, shape).astype(np.float64)
    elif kind == 5:  # near the subnormal range
        x *= 2.0 ** TINY[fmt]
    if fmt.startswith("e"):
        x = np.clip(x, -400.0, 400.0) if kind != 1 else x
    if hostile:
        where = rng.integers(0, x.size, int(rng.integers(1, 4)))
        x.flat[where] = SPECIALS[int(rng.integers(0, len(SPECIALS)))]
    with np.errstate(all="ignore"):
        return x.astype(np.float32).astype(DTYPES[fmt])


def _layout(rng: np.random.Generator, x: np.ndarray) -> np.ndarray:
    """The same values transposed in memory, or a strided view, or as they are."""
    u = rng.random()
    if u < 0.3:
        return np.ascontiguousarray(np.swapaxes(x, -1, -2)).swapaxes(-1, -2)
    if u < 0.45:
        wide = np.zeros(x.shape[:-1] + (2 * x.shape[-1],), x.dtype)
        wide[..., ::2] = x
        return wide[..., ::2]
    return x


def _case(i: int) -> Dict[str, Any]:
    """Case i: its parameters and operands (the same on every run)."""
    rng = np.random.default_rng([SEED, i])
    arch, fmts = ARCHS[int(rng.integers(0, len(ARCHS)))]
    fmt = fmts[int(rng.integers(0, len(fmts)))]
    big = rng.random() < 0.3   # enough rows for the blocked kernels and the threads
    m = int(rng.integers(64, 200)) if big else int(rng.integers(1, 40))
    n = int(rng.integers(1, 40)) if big else int(rng.integers(1, 50))
    k = int([rng.integers(1, 40), rng.integers(40, 300), rng.integers(300, 900)][int(rng.integers(0, 3))])
    batch = int(rng.integers(2, 4)) if rng.random() < 0.15 else 0
    hostile = bool(rng.random() < 0.25)
    out = ["fp32", "bf16", "fp16"][int(rng.integers(0, 3))]
    lead = (batch,) if batch else ()
    a = _layout(rng, _values(rng, lead + (m, k), fmt, hostile))
    b = _layout(rng, np.swapaxes(_values(rng, lead + (n, k), fmt, hostile), -1, -2))
    c: Optional[np.ndarray] = None
    if rng.random() < 0.3 and not arch.endswith("h100"):
        scale = 2.0 ** float(rng.integers(-12, 12))
        c = (rng.standard_normal(lead + (m, n)) * scale).astype(np.float32)
    params = dict(arch=arch, fmt=fmt, m=m, n=n, k=k, batch=batch, out=out, hostile=hostile,
                  c=c is not None, a_strides=a.strides, b_strides=b.strides)
    return dict(params=params, a=a, b=b, c=c)


def _cert_case(i: int) -> Dict[str, Any]:
    """Case i of the certified path: bf16 operands, bf16 or fp16 outputs, enough rows for the
    blocked kernels and K long enough for many undecided elements (the bound's width)."""
    rng = np.random.default_rng([SEED, 1, i])
    arch = ["sm90", "gfx942", "gfx950", "gfx950:step16", "sm100", "sm80"][int(rng.integers(0, 6))]
    m, n, k = int(rng.integers(64, 260)), int(rng.integers(8, 70)), int(rng.integers(200, 3300))
    a = _layout(rng, _values(rng, (m, k), "bf16", False))
    b = _layout(rng, np.swapaxes(_values(rng, (n, k), "bf16", False), -1, -2))
    c = None
    if rng.random() < 0.3:
        c = (rng.standard_normal((m, n)) * 2.0 ** float(rng.integers(-6, 6))).astype(np.float32)
    out = "bf16" if rng.random() < 0.7 else "fp16"
    params = dict(arch=arch, fmt="bf16", m=m, n=n, k=k, batch=0, out=out, hostile=False,
                  c=c is not None, a_strides=a.strides, b_strides=b.strides)
    return dict(params=params, a=a, b=b, c=c)


def _run(case: Dict[str, Any], simd: str) -> str:
    """The result's bytes as a digest (or the error), on one dispatch path."""
    old = os.environ.get("MMAEMU_SIMD")
    os.environ["MMAEMU_SIMD"] = simd
    p = case["params"]
    try:
        with np.errstate(all="ignore"):
            d = mmaemu.matmul(case["a"], case["b"], case["c"], arch=p["arch"], out_dtype=p["out"],
                              in_format="tf32" if p["fmt"] == "tf32" else None)
        return hashlib.sha1(np.ascontiguousarray(d).view(np.uint8)).hexdigest()
    except (ValueError, TypeError) as e:
        return "error: %s" % e
    finally:
        if old is None:
            del os.environ["MMAEMU_SIMD"]
        else:
            os.environ["MMAEMU_SIMD"] = old


def _agree(make: Any, count: int) -> None:
    """Cases 0..count-1 of make on both paths: every one accepted, every result the same."""
    failures, errors = [], []
    for i in range(count):
        case = make(i)
        fast, ref = _run(case, "auto"), _run(case, "ref")
        if fast.startswith("error") or ref.startswith("error"):
            errors.append("case %d %s: %s / %s" % (i, case["params"], fast, ref))
        elif fast != ref:
            failures.append("case %d %s" % (i, case["params"]))
    assert not errors, "%d cases refused:\n%s" % (len(errors), "\n".join(errors[:10]))
    assert not failures, "%d of %d cases differ from MMAEMU_SIMD=ref:\n%s" % (
        len(failures), count, "\n".join(failures[:20]))


def test_fast_paths_equal_the_definition() -> None:
    _agree(_case, LONG_CASES if os.environ.get("MMAEMU_LONG") == "1" else CASES)


def test_certified_path_equals_the_definition() -> None:
    _agree(_cert_case, LONG_CERT_CASES if os.environ.get("MMAEMU_LONG") == "1" else CERT_CASES)
