# SPDX-License-Identifier: MIT
"""Hostile input through the Python API (issue 25, cause 9 and cause 3's
Python path): strings reach C whole or not at all, the torch mode's strict
flag covers every product it does not model, its dtype rules are PyTorch's,
and schedule parameters are bounded by the problem."""
import numpy as np
import pytest
import torch

import mmaemu
import mmaemu.torch

A = np.ones((2, 2), np.float16)


@pytest.mark.parametrize("kw", [dict(arch="sm90\x00:x"), dict(arch="sm90", schedule="block_k=32\x00"),
                                dict(arch="sm90", triton="BLOCK_M=64 BLOCK_N=64 BLOCK_K=32\x00 x"),
                                dict(arch="sm90", lib="cublas13.1-h100\x00")])
def test_nul_in_a_string_is_refused(kw):
    with pytest.raises(ValueError, match="NUL"):
        mmaemu.matmul(A, A, **kw)


def test_strings_are_checked_for_type_and_length():
    with pytest.raises(TypeError, match="arch"):
        mmaemu.matmul(A, A, arch=b"sm90")
    with pytest.raises(ValueError, match="schedule is 5000 characters long"):
        mmaemu.matmul(A, A, arch="sm90", schedule="x" * 5000)
    with pytest.raises(ValueError, match="NUL"):
        mmaemu.torch.emulate("sm90\x00:x")


def test_schedule_parameters_bounded_by_the_problem():
    with pytest.raises(ValueError, match="block_k = 1048576 is larger than this GEMM can use"):
        mmaemu.matmul(A, A, arch="sm90", schedule="block_k=1048576")
    with pytest.raises(ValueError, match="split_k = 4096 is more splits than this GEMM can use"):
        mmaemu.matmul(A, A, arch="sm90", schedule="split_k=4096")


def test_vector_products_are_counted_and_strict_names_dot():
    """mv, addmv and matmul(matrix, vector) are the library GEMM with n = 1 (modelled, out=
    included); dot is the library's dot kernel: counted as unmodelled, refused under strict."""
    a, v = torch.randn(4, 3, dtype=torch.bfloat16), torch.randn(3, dtype=torch.bfloat16)
    with mmaemu.torch.emulate("sm90") as em:
        want = torch.mv(a, v)
        torch.dot(v, v), torch.addmv(torch.zeros(4, dtype=torch.bfloat16), a, v), a @ v
        out = torch.empty(4, dtype=torch.bfloat16)
        torch.mv(a, v, out=out)
    assert torch.equal(out, want)
    assert em.calls == 4 and em.unmodelled == {"aten.dot.default": 1}
    for f in (lambda: torch.mv(a, v), lambda: a @ v,
              lambda: torch.addmv(torch.zeros(4, dtype=torch.bfloat16), a, v)):
        with mmaemu.torch.emulate("sm90", strict=True) as es:
            f()
        assert es.calls == 1
    with pytest.raises(NotImplementedError, match="vector dot product"):
        with mmaemu.torch.emulate("sm90", strict=True):
            torch.dot(v, v)


def test_addbmm_is_one_addmm_a_batch():
    """addbmm runs as PyTorch's CUDA build runs it: one in-place addmm a batch into the output
    (the recorded H200 calls: tests/python/test_torch_ops.py); a mixed-dtype C goes to PyTorch."""
    a, b = torch.randn(2, 4, 3, dtype=torch.bfloat16), torch.randn(2, 3, 5, dtype=torch.bfloat16)
    c = torch.zeros(4, 5, dtype=torch.bfloat16)
    with mmaemu.torch.emulate("sm90", strict=True) as em:
        got = torch.addbmm(c, a, b)
        step = torch.addmm(torch.addmm(c, a[0], b[0]), a[1], b[1])
    assert em.calls == 4 and not em.unmodelled
    assert torch.equal(got.view(torch.int16), step.view(torch.int16))
    with pytest.raises(RuntimeError):
        with mmaemu.torch.emulate("sm90"):
            torch.addbmm(torch.zeros(4, 5), a, b)


def test_addmm_keeps_pytorchs_dtype_rule():
    a, b = torch.ones(2, 2, dtype=torch.bfloat16), torch.ones(2, 3, dtype=torch.bfloat16)
    with pytest.raises(RuntimeError) as native:
        torch.addmm(torch.zeros(3), a, b)
    with mmaemu.torch.emulate("sm90") as em:
        with pytest.raises(RuntimeError) as mode:
            torch.addmm(torch.zeros(3), a, b)
        with pytest.raises(RuntimeError):
            torch.baddbmm(torch.zeros(3), a[None], b[None])
        ok = torch.addmm(torch.zeros(3, dtype=torch.bfloat16), a, b)
    assert str(mode.value) == str(native.value)
    assert em.calls == 1 and ok.dtype == torch.bfloat16
