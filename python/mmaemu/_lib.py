# SPDX-License-Identifier: MIT
"""Loading libmmaemu and declaring its public structs for ctypes.

The library is found, in this order, at
  1. the path in the environment variable MMAEMU_LIBRARY (an explicit choice
     wins, so a test run can point an installed package at a fresh build);
  2. the bundled copy, ``_native/libmmaemu.so`` next to this file, which
     ``pip install`` builds and installs with the package (python/build_native.py);
  3. the build tree: ``<repository>/.libs/libmmaemu.so`` when this package is
     imported from ``<repository>/python``;
  4. the installed library (``ctypes.util.find_library("mmaemu")``).

Every struct declared here is checked, field by field, against the layout the
library reports (``mmaemu_abi_sizeof`` / ``mmaemu_abi_offsetof``) before the
first call, so a binding that disagrees with the C headers fails at import
with a message instead of corrupting memory.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
from ctypes import (POINTER, Structure, c_char, c_char_p, c_double, c_int, c_long, c_size_t,
                    c_ssize_t, c_uint, c_uint8, c_uint16, c_uint32, c_void_p)
from pathlib import Path
from typing import List, Tuple

c_ptrdiff_t = c_ssize_t
c_enum = c_int


class FormatInfo(Structure):
    _fields_ = [("name", c_char_p), ("width", c_int), ("exp_bits", c_int), ("frac_bits", c_int),
                ("bias", c_int), ("emin", c_int), ("emax", c_int), ("container_shift", c_int),
                ("specials", c_enum)]


class StepParams(Structure):
    _fields_ = [("alg", c_enum), ("a_fmt", c_enum), ("b_fmt", c_enum), ("acc_fmt", c_enum),
                ("L", c_int), ("F", c_int), ("F2", c_int), ("e_zero", c_int),
                ("ezero_rule", c_enum), ("out", c_enum), ("c_entry", c_enum),
                ("tr_variant", c_enum), ("zero_sign", c_enum), ("ftz_pair", c_int),
                ("nan_bits", c_uint32), ("zero_align", c_enum), ("group", c_int),
                ("scale_fmt", c_enum)]


class Instr(Structure):
    _fields_ = [("name", c_char_p), ("family", c_enum), ("k", c_int), ("step", StepParams),
                ("triton_default", c_int), ("verified", c_int), ("variant", c_char_p),
                ("source", c_char_p), ("widen_fp16", c_int), ("k_interleave", c_int),
                ("c_after", c_int)]


class VariantInfo(Structure):
    _fields_ = [("name", c_char_p), ("summary", c_char_p), ("verified", c_int)]


class Arch(Structure):
    _fields_ = [("name", c_char_p), ("products", c_char_p), ("vendor", c_char_p),
                ("instrs", POINTER(Instr)), ("n_instrs", c_size_t),
                ("variants", POINTER(VariantInfo)), ("n_variants", c_size_t)]


SPEC_NAME_MAX = 32


class ModelSpec(Structure):
    _fields_ = [("arch", POINTER(Arch)), ("variant", c_char * SPEC_NAME_MAX),
                ("lib", c_char * SPEC_NAME_MAX)]


class LibPreset(Structure):
    _fields_ = [("name", c_char_p), ("arch", c_char_p), ("summary", c_char_p)]


SCHED_INSTR_MAX = 48


class Schedule(Structure):
    _fields_ = [("instr", c_char * SCHED_INSTR_MAX), ("block_k", c_size_t), ("kgroups", c_uint),
                ("kpack", c_uint), ("split_k", c_uint), ("combine", c_enum), ("promote", c_size_t),
                ("epilogue", c_enum), ("epilogue_set", c_int),
                # library kernels (docs/validation.md, "Library schedules")
                ("split_cut", c_enum), ("split_align", c_size_t), ("residue", c_enum),
                ("partials", c_enum), ("slices", c_uint), ("slice_k", c_size_t),
                ("streamk", c_uint), ("tile_m", c_size_t), ("tile_n", c_size_t),
                ("streamk_dp", c_size_t),
                ("convert", c_enum), ("c_add", c_enum), ("slice_combine", c_enum),
                ("streamk_split", c_uint), ("tile_panel", c_size_t)]


class TritonConfig(Structure):
    _fields_ = [("block_m", c_uint), ("block_n", c_uint), ("block_k", c_uint),
                ("num_warps", c_uint), ("num_stages", c_uint), ("kpack", c_uint),
                ("nonkdim", c_uint), ("ieee", c_int), ("max_imprecise", c_long)]


class Mat(Structure):
    _fields_ = [("data", c_void_p), ("sb", c_ptrdiff_t), ("si", c_ptrdiff_t), ("sj", c_ptrdiff_t)]


class Progress(Structure):
    _fields_ = [("fn", c_void_p), ("ctx", c_void_p), ("base", c_double), ("span", c_double)]


class GemmScales(Structure):
    _fields_ = [("a", Mat), ("b", Mat), ("block", c_size_t)]


class Matmul(Structure):
    _fields_ = [("model", ModelSpec), ("in", c_enum), ("acc", c_enum), ("out", c_enum),
                ("triton", POINTER(TritonConfig)), ("a_km", c_int), ("b_nk", c_int),
                ("schedule", c_char_p), ("batch", c_size_t), ("m", c_size_t), ("n", c_size_t),
                ("k", c_size_t), ("a", Mat), ("b", Mat), ("c", POINTER(Mat)), ("d", c_void_p),
                ("d_sb", c_ptrdiff_t), ("d_si", c_ptrdiff_t), ("d_sj", c_ptrdiff_t),
                ("progress", POINTER(Progress)), ("bias", POINTER(Mat)), ("bias_fmt", c_enum),
                ("lda", c_size_t), ("ldb", c_size_t), ("ldc", c_size_t), ("scaled", c_int),
                ("alpha", ctypes.c_float), ("beta", ctypes.c_float), ("lib_kernel", c_char_p),
                ("lib_log", c_char_p), ("win_b", c_size_t), ("win_i", c_size_t),
                ("win_j", c_size_t), ("whole_batch", c_size_t), ("whole_m", c_size_t),
                ("whole_n", c_size_t), ("whole_k", c_size_t), ("in_b", c_enum),
                ("scales", POINTER(GemmScales)), ("scale_fmt", c_enum), ("kind", c_char_p)]


class CompareStats(Structure):
    # validation layer; only size_t and double fields (no padding to check).
    _fields_ = [("n", c_size_t), ("differ", c_size_t), ("not_close", c_size_t),
                ("max_abs", c_double), ("max_rel", c_double), ("max_abs_at", c_size_t),
                ("max_rel_at", c_size_t), ("ulp_hist", c_size_t * 8)]


CHECKED = {"mmaemu_format_info": FormatInfo, "mmaemu_step_params": StepParams,
           "mmaemu_instr": Instr, "mmaemu_variant_info": VariantInfo, "mmaemu_arch": Arch,
           "mmaemu_model_spec": ModelSpec, "mmaemu_lib_preset": LibPreset,
           "mmaemu_schedule": Schedule, "mmaemu_triton_config": TritonConfig, "mmaemu_mat": Mat,
           "mmaemu_progress": Progress, "mmaemu_matmul": Matmul,
           "mmaemu_gemm_scales": GemmScales}

STEP_OBSERVER = ctypes.CFUNCTYPE(None, c_void_p, POINTER(StepParams), POINTER(c_uint32),
                                 POINTER(c_uint32), c_int, c_uint32)


#: The library ``pip install`` bundles with the package (python/build_native.py).
BUNDLED = Path(__file__).resolve().parent / "_native" / "libmmaemu.so"


def _candidates() -> List[str]:
    """The library paths to try, best first (see the module's docstring)."""
    env = os.environ.get("MMAEMU_LIBRARY")
    if env:
        return [env]
    out = []
    if BUNDLED.is_file():
        out.append(str(BUNDLED))
    root = Path(__file__).resolve().parents[2]
    tree = root / ".libs" / "libmmaemu.so"
    if tree.exists() and (root / "include" / "mmaemu.h").exists():
        out.append(str(tree))
    found = ctypes.util.find_library("mmaemu")
    if found:
        out.append(found)
    return out


def _load() -> Tuple[ctypes.CDLL, str]:
    """Open the first candidate library; ImportError says why when none can be opened."""
    cands = _candidates()
    if not cands:
        raise ImportError("mmaemu: libmmaemu not found: install the package with pip (which builds "
                          "and bundles it), set MMAEMU_LIBRARY to libmmaemu.so, build the "
                          "repository (its .libs/libmmaemu.so), or install the library")
    try:
        return ctypes.CDLL(cands[0]), cands[0]
    except OSError as e:
        raise ImportError("mmaemu: cannot load %s: %s" % (cands[0], e)) from None


def _declare(lib):
    sig = {
        "mmaemu_version": (c_char_p, []),
        "mmaemu_abi_sizeof": (c_size_t, [c_char_p]),
        "mmaemu_abi_offsetof": (c_long, [c_char_p, c_char_p]),
        "mmaemu_convert_array": (None, [c_enum, c_void_p, c_enum, c_void_p, c_size_t, c_enum, c_uint]),
        "mmaemu_format_get": (POINTER(FormatInfo), [c_enum]),
        "mmaemu_format_parse": (c_int, [c_char_p, POINTER(c_enum)]),
        "mmaemu_convert": (c_uint32, [c_enum, c_uint32, c_enum, c_enum, c_uint]),
        "mmaemu_round_exact": (c_uint32, [c_enum, c_int, ctypes.c_uint64, c_int, c_int, c_enum,
                                          c_uint]),
        "mmaemu_arch_count": (c_size_t, []),
        "mmaemu_arch_at": (POINTER(Arch), [c_size_t]),
        "mmaemu_arch_find": (POINTER(Arch), [c_char_p]),
        "mmaemu_model_spec_parse": (c_int, [c_char_p, POINTER(ModelSpec), c_char_p, c_size_t]),
        "mmaemu_model_spec_variant": (c_char_p, [POINTER(ModelSpec)]),
        "mmaemu_model_spec_format": (c_size_t, [POINTER(ModelSpec), c_char_p, c_size_t]),
        "mmaemu_instr_select": (POINTER(Instr), [POINTER(Arch), c_char_p, c_char_p, c_enum, c_enum,
                                                 c_char_p, c_size_t]),
        "mmaemu_model_alg_name": (c_char_p, [c_enum]),
        "mmaemu_model_family_name": (c_char_p, [c_enum]),
        "mmaemu_dot": (c_uint32, [POINTER(Instr), POINTER(c_uint32), POINTER(c_uint32), c_size_t,
                                  c_uint32]),
        "mmaemu_dot_observed": (c_uint32, [POINTER(Instr), POINTER(c_uint32), POINTER(c_uint32),
                                           c_size_t, c_uint32, STEP_OBSERVER, c_void_p]),
        "mmaemu_triton_config_parse": (c_int, [c_char_p, POINTER(TritonConfig), c_char_p,
                                               c_size_t]),
        "mmaemu_triton_config_schedule": (c_int, [POINTER(Arch), POINTER(TritonConfig), c_enum,
                                                  c_enum, POINTER(Schedule), c_char_p, c_size_t]),
        "mmaemu_schedule_format": (c_size_t, [POINTER(Schedule), c_char_p, c_size_t]),
        "mmaemu_schedule_k_order": (c_size_t, [POINTER(Schedule), POINTER(Instr), c_size_t,
                                               POINTER(c_size_t), c_size_t]),
        "mmaemu_schedule_eval": (c_uint32, [POINTER(Schedule), POINTER(Instr), POINTER(c_uint32),
                                            POINTER(c_uint32), c_size_t, c_uint32]),
        "mmaemu_matmul_plan": (c_int, [POINTER(Matmul), POINTER(Schedule), POINTER(POINTER(Instr)),
                                       c_char_p, c_size_t, c_char_p, c_size_t]),
        "mmaemu_matmul_run": (c_int, [POINTER(Matmul), c_char_p, c_size_t, c_char_p, c_size_t]),
        "mmaemu_explain_gemm_run_json": (c_void_p, [POINTER(Matmul), POINTER(Matmul), c_void_p,
                                                    c_void_p, c_size_t, c_char_p, c_size_t]),
        "mmaemu_explain_gemm_json_free": (None, [c_void_p]),
        "mmaemu_explain_dcpp_json": (c_void_p, [c_char_p, c_char_p, POINTER(c_char_p), c_int, c_int,
                                                POINTER(c_enum), c_size_t, POINTER(c_void_p),
                                                c_double, c_double, c_size_t, c_size_t, c_char_p,
                                                c_size_t]),
        "mmaemu_explain_dcpp_json_free": (None, [c_void_p]),
        "mmaemu_compare": (None, [c_enum, c_void_p, c_void_p, c_size_t, c_double, c_double,
                                  POINTER(CompareStats)]),
        "mmaemu_compare_default_tol": (None, [c_enum, POINTER(c_double), POINTER(c_double)]),
    }
    for name, (res, args) in sig.items():
        try:
            f = getattr(lib, name)
        except AttributeError:
            raise ImportError("mmaemu: %s lacks %s (an older build? rebuild the library)"
                              % (lib._name, name)) from None
        f.restype, f.argtypes = res, args
    first = LibPreset.in_dll(lib, "mmaemu_lib_presets")
    lib.presets = ctypes.cast(ctypes.addressof(first), POINTER(LibPreset))


def check_abi(lib):
    """Raise ImportError unless every declared struct matches the library's layout."""
    bad = []
    for cname, py in CHECKED.items():
        size = lib.mmaemu_abi_sizeof(cname.encode())
        if size != ctypes.sizeof(py):
            bad.append("sizeof(%s) is %d in C, %d here" % (cname, size, ctypes.sizeof(py)))
        for fname, _ in py._fields_:
            off = lib.mmaemu_abi_offsetof(cname.encode(), fname.encode())
            if off != getattr(py, fname).offset:
                bad.append("offsetof(%s, %s) is %d in C, %d here"
                           % (cname, fname, off, getattr(py, fname).offset))
    if bad:
        raise ImportError("mmaemu: the Python declarations do not match %s: %s"
                          % (lib._name, "; ".join(bad)))


lib, path = _load()
_declare(lib)
check_abi(lib)

# Enumerations (include/mmaemu/*.h).
FORMATS = ["fp32", "fp16", "bf16", "tf32", "e4m3", "e5m2", "e4m3fnuz", "e5m2fnuz", "e8m13",
           "e2m1", "e2m3", "e3m2", "u8", "s8", "s32", "ue8m0", "ue4m3"]
ROUNDINGS = {"rne": 0, "rz": 1, "rd": 2, "ru": 3, "rna": 4, "rto": 5}
EPILOGUES = {"fp32": 0, "bf16": 1, "fp16": 2}
SATURATE = 1


def fmt_id(name: str) -> int:
    try:
        return FORMATS.index(name)
    except ValueError:
        raise ValueError("unknown format %r (formats: %s)" % (name, " ".join(FORMATS[:8]))) from None


def fmt_width(name: str) -> int:
    return lib.mmaemu_format_get(fmt_id(name)).contents.width


def errbuf(n: int = 1024):
    return ctypes.create_string_buffer(n)


__all__ = ["lib", "path", "check_abi", "FORMATS", "ROUNDINGS", "EPILOGUES", "fmt_id", "fmt_width"]
