# SPDX-License-Identifier: MIT
"""The accuracy check of the DCPP report (pytorch/helion#1661) as an ordinary pytest test:
Helion's kernels against Inductor's program (its bmm calls and Triton template) on the same
inputs, compared as tritonbench compares them (torch.testing.assert_close, atol 0.2, rtol 0.01).

Run natively it checks CPU numpy arithmetic.  Run "as if on" a GPU:

    pytest -p mmaemu.pytest --mmaemu-arch sm90 --mmaemu-lib cublas13.1-h100 python/examples/dcpp_accuracy
    pytest -p mmaemu.pytest --mmaemu-arch gfx950 python/examples/dcpp_accuracy

The kernels are the report's, reconstructed in validation/device/dcpp/dcpp_kernels.py; the
inputs are the report's shapes at batch B (DCPP_B, default 1) from the seeded generator
validation/device/dcpp/dcpp_gen.py."""
import os
import sys

import numpy as np
import pytest
import torch

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "validation", "device", "dcpp"))
import dcpp_gen as G  # noqa: E402
import dcpp_kernels as K  # noqa: E402

B = int(os.environ.get("DCPP_B", "1"))


@pytest.fixture(scope="module")
def tensors():
    sh = G.shapes(B)
    return {k: torch.from_numpy(G.gen_np(1, G.TENSOR_IDS[k], sh[k]).view(np.int16).copy())
            .view(torch.bfloat16) for k in sh}


def test_forward(tensors):
    x, y = tensors["x"], tensors["y"]
    h_out, _ = K.helion_dcpp_mm_fwd_impl(x, y)
    i_out, _ = K.inductor_fwd_call(x, y)
    torch.testing.assert_close(h_out, i_out, atol=0.2, rtol=0.01)


def test_backward(tensors):
    x, y, dout, b = (tensors[k] for k in ("x", "y", "dout", "b"))
    h_dx, h_dy = K.helion_dcpp_bwd_impl(dout, x, y, b)[:2]
    i_dx, i_dy = K.inductor_bwd_from_tensors(dout, x, y, b)
    torch.testing.assert_close(h_dx, i_dx, atol=0.2, rtol=0.01)
    torch.testing.assert_close(h_dy, i_dy, atol=0.2, rtol=0.01)
