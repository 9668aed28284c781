# SPDX-License-Identifier: MIT
"""tl.sum under mmaemu.triton.emulate: the order rule of mmaemu._reduce against the order read from
Triton 3.6's sm_90a PTX on the CPU (validation/analysis/reduce/ptx_reduce_order.py: the kernel
compiled, its add.f32 instructions traced in a PTX interpreter), and the interpreter's tl.sum against
the PTX's own fp32 result for the same input.  The recorded device bits of two split-K kernels with
tl.sum are in test_triton_dots.py (bf16_splitk4_tlsum, fp16_splitk8_tlsum)."""
import json
import os
import subprocess
import sys
from typing import Any, Dict

import numpy as np
import pytest
import torch

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TRACER = os.path.join(ROOT, "validation", "analysis", "reduce")
sys.path.insert(0, TRACER)
import ptx_reduce_order as P  # noqa: E402
import sum_kernels as K  # noqa: E402

import mmaemu.triton  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from mmaemu import _reduce  # noqa: E402

# (shape, axis, num_warps): axis bits on lanes only, lanes + warps, registers + lanes,
# registers (the layout repeated) + lanes + warps, 8 warps, 2 warps
CASES = ["4x64x64:0:4", "8x32x32:0:4", "64x64:1:4", "64x64:0:4", "2x2048:1:8", "128x8:0:2"]


@pytest.fixture(scope="module")
def ptx() -> Dict[str, Any]:
    """The tracer's report per case, computed once with the compiler (TRITON_INTERPRET unset)."""
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    out = subprocess.run([sys.executable, os.path.join(TRACER, "ptx_reduce_order.py"), "--json"] + CASES,
                         env=env, check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def _parse(case: str):
    s, axis, warps = case.split(":")
    return [int(x) for x in s.split("x")], int(axis), int(warps)


def _pair(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Symbolic addition: a pair of trees, ordered as the tracer orders them."""
    out = np.empty(np.shape(a), object)
    for i in np.ndindex(out.shape):
        out[i] = tuple(sorted((a[i], b[i]), key=P._first_leaf))
    return out


def _rule_tree(shape, axis: int, warps: int):
    """The tree mmaemu._reduce adds by, for a row-major fp32 load of `shape` on 16-byte aligned memory."""
    addrs = (P.IN + 4 * np.arange(int(np.prod(shape)), dtype=np.uint64)).reshape(shape)
    layout = _reduce.load_layout(addrs, 4, warps)
    leaves = np.empty(shape, object)
    for idx in np.ndindex(*shape):
        leaves[idx] = idx[axis]
    trees = _reduce.tree_sum(leaves, axis, layout, _pair)
    return {repr(t) for t in np.asarray(trees).ravel()}


@pytest.mark.parametrize("case", CASES)
def test_rule_is_the_ptx_order(ptx, case):
    """Every output element of the compiled kernel adds in the tree the rule gives."""
    shape, axis, warps = _parse(case)
    assert len(ptx[case]["trees"]) == 1
    assert _rule_tree(shape, axis, warps) == set(ptx[case]["trees"])


def _emulated_sum(arch: str, shape, axis: int, warps: int) -> np.ndarray:
    x = torch.from_numpy(P.sample(shape))
    out_shape = [d for i, d in enumerate(shape) if i != axis]
    out = torch.zeros(out_shape, dtype=torch.float32)
    kernel = K.sum2d if len(shape) == 2 else K.sum3d
    with mmaemu.triton.emulate(arch) as em:
        kernel[(1,)](x, out, *shape, axis, num_warps=warps)
    assert em.sums == (1 if arch == "sm90" else 0)
    return out.numpy()


@pytest.mark.parametrize("case", CASES)
def test_interpreter_sum_is_the_ptx_result(ptx, case):
    """tl.sum in the interpreter under emulate('sm90'): the PTX's bits for the same input, which
    numpy's order does not give for these inputs."""
    shape, axis, warps = _parse(case)
    want = np.array(ptx[case]["bits"], np.uint32)
    got = _emulated_sum("sm90", shape, axis, warps).view(np.uint32).ravel()
    assert (got == want).all(), "%d of %d differ" % ((got != want).sum(), want.size)
    numpy_order = np.sum(P.sample(shape), axis=axis).view(np.uint32).ravel()
    assert (numpy_order != want).any()


def test_amd_keeps_numpy_order():
    """AMD archs: the order is not modelled (ReduceOpToLLVM's AMD warp reduction differs)."""
    shape, axis, warps = _parse(CASES[0])
    got = _emulated_sum("gfx942", shape, axis, warps)
    assert (got.view(np.uint32) == np.sum(P.sample(shape), axis=axis).view(np.uint32)).all()


@triton.jit
def _dot_then_sum(a_ptr, o_ptr, ADD_LOAD: tl.constexpr):
    r = tl.arange(0, 16)
    a = tl.load(a_ptr + r[:, None] * 16 + r[None, :])
    d = tl.dot(a, a)
    if ADD_LOAD:
        d = d + a
    tl.store(o_ptr + r, tl.sum(d, axis=0))


@pytest.mark.parametrize("add_load", [False, True])
def test_dot_results_keep_numpy_order(add_load):
    """A dot's result (alone or plus a loaded tensor) has the matrix unit's layout, not a load's: its
    tl.sum is left to numpy (not counted in `sums`)."""
    a = torch.from_numpy(P.sample((16, 16)))
    out = torch.zeros(16, dtype=torch.float32)
    with mmaemu.triton.emulate("sm90") as em:
        _dot_then_sum[(1,)](a, out, add_load)
    assert em.dots >= 1 and em.sums == 0
