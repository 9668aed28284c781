# SPDX-License-Identifier: MIT
"""Kernels derived from the report's by text edits at import (dcpp_kernels.derive): the Helion
probes and the backward template in validation/device/dcpp/dcpp_kernels.py, the three remedy
kernels in remedy_kernels.py.  The device recordings ran earlier forms of these files that spelled
the kernels out: validation/data/dcpp-h100 (probes included) with dcpp_kernels.py as of commit
56900f4, the commit of that recording (unchanged until the derivation), and
validation/data/dcpp-h100-remedies with remedy_kernels.py as of commit a5ef04f.  The derived
kernels must compile to the same PTX for sm_90 (no GPU needed: Triton 3.6.0, pinned by
.ci/install-deps, compiles for a target it is given); the expected hashes are those of the
spelled-out kernels of those commits, compiled the same way."""
import json
import os
import subprocess
import sys

from conftest import ROOT

DCPP = os.path.join(ROOT, "validation", "device", "dcpp")

# sha256 (first 16 hex digits) of the PTX without debug lines, one per case of CHILD.
RECORDED = {
    "probe fwd": "d874ce9a69d58128",
    "probe bwd": "e9de852723bed5f7",
    "template bwd": "242dff83fb32367d",
    "helion bf16-sum": "35c00a6f4aa817e4",
    "helion bf16-sum parts": "85694d815e60cb08",
    "helion fp32-sum": "3669da6ef2a6d596",
    "helion fp32-sum parts": "3d73c9dc5fb0b6ba",
    "tem xty/buf0 bf16": "c71f273d8f7d7238",
    "tem buf1 bf16": "52a53f8795634182",
    "tem buf1 fp32": "15be7210bf295f4e",
    "tem buf3 bf16": "c253093d525a5f67",
    "tem buf3 fp32": "a28f4afb190831d0",
    "poi fp32": "b82327a6afb30742",
}

# Runs in a child: the tests run under TRITON_INTERPRET=1, which gives no compiler.  argv[1], when
# given, is a dcpp_kernels.py to load instead of the repository's (the hashes of an old form).
CHILD = r'''
import hashlib, importlib.util, json, os, sys
import triton
from triton.compiler import ASTSource
from triton.backends.compiler import GPUTarget
if len(sys.argv) > 1:
    spec = importlib.util.spec_from_file_location("dcpp_kernels", sys.argv[1])
    K = importlib.util.module_from_spec(spec)
    sys.modules["dcpp_kernels"] = K
    spec.loader.exec_module(K)
import dcpp_kernels as K

def ptx(fn, sig, const, **opts):
    k = triton.compile(ASTSource(fn, sig, const), target=GPUTarget("cuda", 90, 32), options=opts)
    keep, debug = [], False
    for line in k.asm["ptx"].split("\n"):
        s = line.strip()
        debug = debug or (s.startswith(".section") and "debug" in s)
        if debug:
            debug = s != "}"
        elif s and not s.startswith((".loc", ".file", "//")):
            keep.append(line)
    return hashlib.sha256("\n".join(keep).encode()).hexdigest()[:16]

RD = dict(_RDIM_SIZE_2="constexpr", _RDIM_SIZE_3="constexpr")
RDV = dict(_RDIM_SIZE_2=256, _RDIM_SIZE_3=64)
HEL = dict(num_warps=4, num_stages=1)
out = {}
sig = dict(x="*bf16", y="*bf16", xty="*bf16", out="*bf16", acc_out="*fp32", **RD)
out["probe fwd"] = ptx(K._helion_dcpp_mm_fwd_probe, sig, RDV, **HEL)
sig = dict(x="*bf16", d_out="*bf16", dy="*bf16", b="*bf16", y="*bf16", dx="*bf16", db_out="*fp32",
           db2_out="*bf16", dx1_out="*bf16", dxt_out="*bf16", **RD)
out["probe bwd"] = ptx(K._helion_dcpp_bwd_probe, sig, RDV, **HEL)
sig = dict(arg_A="*bf16", arg_B="*bf16", out_ptr0="*bf16")
out["template bwd"] = ptx(K.triton_tem_fused_bmm_transpose_0, sig, {}, num_warps=8, num_stages=2)
if len(sys.argv) > 1:
    json.dump(out, sys.stdout)
    sys.exit(0)

import remedy_kernels as RK
for fp32 in (False, True):
    for parts in (False, True):
        p = "*fp32" if fp32 else "*bf16"
        sig = dict(x="*bf16", d_out="*bf16", dy="*bf16", b="*bf16", y="*bf16", dx="*bf16", dx1_out=p, dxt_out=p,
                   FP32_SUM="constexpr", STORE_PARTS="constexpr", **RD)
        name = "helion %s-sum%s" % ("fp32" if fp32 else "bf16", " parts" if parts else "")
        out[name] = ptx(RK._helion_bwd_remedy, sig, dict(FP32_SUM=fp32, STORE_PARTS=parts, **RDV), **HEL)
shapes = {"xty/buf0": (256, 64, 3219, (824064, 1, 256), (206016, 64, 1)),
          "buf1": (3219, 256, 64, (206016, 64, 1), (16384, 1, 64)),
          "buf3": (256, 3219, 64, (16384, 64, 1), (206016, 1, 64))}
keys = ("M", "N", "K", "stride_aq", "stride_am", "stride_ak", "stride_bq", "stride_bk", "stride_bn")
for nm, (m, n, k, sa, sb) in shapes.items():
    for o in ("bf16", "fp32") if nm != "xty/buf0" else ("bf16",):
        sig = dict(arg_A="*bf16", arg_B="*bf16", out_ptr0="*" + o, **{key: "constexpr" for key in keys})
        out["tem %s %s" % (nm, o)] = ptx(RK.tem_bmm, sig, dict(zip(keys, (m, n, k) + sa + sb)),
                                         num_warps=8, num_stages=2)
sig = dict(in_ptr1="*fp32", in_ptr0="*fp32", out_ptr0="*bf16", ynumel="i32", xnumel="i32", YBLOCK="constexpr",
           XBLOCK="constexpr")
out["poi fp32"] = ptx(RK.poi_add_permute_f32, sig, dict(YBLOCK=32, XBLOCK=32), **HEL)
# The check can fail: the same kernel with one edit left out (the report's in-place barrier kept).
edits = [e for e in RK.POI_EDITS if "debug_barrier" not in e[0]]
kept = K.derive(K.triton_poi_fused_add_permute_1, "poi_add_permute_f32", edits)
out["poi fp32 with the barrier"] = ptx(kept, sig, dict(YBLOCK=32, XBLOCK=32), **HEL)
json.dump(out, sys.stdout)
'''


def child(*args):
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    env["PYTHONPATH"] = DCPP
    r = subprocess.run([sys.executable, "-c", CHILD, *args], env=env, capture_output=True, text=True,
                       timeout=900)
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(r.stdout)


def test_derived_kernels_compile_as_recorded():
    got = child()
    barrier = got.pop("poi fp32 with the barrier")
    assert got == RECORDED
    assert barrier != RECORDED["poi fp32"]


def test_an_edit_must_match_once():
    sys.path.insert(0, DCPP)
    import dcpp_kernels as K
    for edits in ([("tl.debug_barrier()", "")] * 2, [("no such text", "")]):
        try:
            K.derive(K.triton_poi_fused_add_permute_1, "poi_x", edits)
        except ValueError as e:
            assert "poi_x: edit target found" in str(e)
        else:
            raise AssertionError("derive accepted %r" % (edits,))
