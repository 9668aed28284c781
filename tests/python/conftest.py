# SPDX-License-Identifier: MIT
"""Shared set-up of the Python tests (tests/python/run.sh runs them from make check).

TRITON_INTERPRET must be set before Triton is imported anywhere.  The package is
imported from the source tree (python/), the library from MMAEMU_LIBRARY (run.sh
points it at the build tree's .libs/libmmaemu.so), the CLI from MMAEMU."""
import gzip
import io
import os
import sys

os.environ.setdefault("TRITON_INTERPRET", "1")
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
for sub in ("python", "validation/device/gemm", "validation/device/dcpp", "validation/analysis/dcpp"):
    p = os.path.join(ROOT, sub)
    if p not in sys.path:
        sys.path.insert(0, p)

import numpy as np  # noqa: E402
import pytest  # noqa: E402

GEMM_DATA = os.path.join(ROOT, "validation", "data", "gemm-h100")
DCPP_DATA = os.path.join(ROOT, "validation", "data", "dcpp-h100")


def load_npy_gz(path):
    with open(path, "rb") as f:
        return np.load(io.BytesIO(gzip.decompress(f.read())))


@pytest.fixture(scope="session")
def cli():
    exe = os.environ.get("MMAEMU", os.path.join(ROOT, "mmaemu"))
    if not os.access(exe, os.X_OK):
        pytest.fail("no mmaemu CLI at %s (build the repository, or set MMAEMU)" % exe)
    return exe


def bits_of(x):
    """The stored words of a numpy array or torch tensor (uint view, C order)."""
    if type(x).__module__.startswith("torch"):
        import torch
        x = x.detach().contiguous()
        w = {1: torch.uint8, 2: torch.int16, 4: torch.int32}[x.element_size()]
        x = x.view(w).numpy()
    x = np.ascontiguousarray(x)
    return x.view({1: np.uint8, 2: np.uint16, 4: np.uint32}[x.itemsize])
