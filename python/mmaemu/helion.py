# SPDX-License-Identifier: MIT
"""Helion as a supported route: ``mmaemu.helion.load()`` imports Helion after the one shim it
needs with this PyTorch, so that Helion kernels run on CPU tensors under Triton's interpreter
inside ``mmaemu.triton.emulate(arch)``:

    import os; os.environ["TRITON_INTERPRET"] = "1"      # before triton is imported
    import mmaemu.helion, mmaemu.triton
    helion = mmaemu.helion.load()
    ... @helion.kernel(config=helion.Config(...)) def k(...): ...
    with mmaemu.triton.emulate("sm90"):
        out = k(x_cpu, y_cpu)          # Helion's own generated Triton code, every tl.dot modelled

The shim: Helion 1.5.1 imports ``IntelGPUError`` from ``torch._inductor.runtime.triton_compat``,
which PyTorch 2.11 does not define; ``load`` defines it there (an exception class that nothing
raises) when it is missing.  Give kernels a fixed ``config=``: autotuning times kernels, which
the interpreter cannot do meaningfully."""
from __future__ import annotations

from typing import Any


def shim() -> None:
    """Make this PyTorch importable by Helion 1.5.1 (idempotent)."""
    import torch._inductor.runtime.triton_compat as tc
    if not hasattr(tc, "IntelGPUError"):
        tc.IntelGPUError = type("IntelGPUError", (RuntimeError,), {
            "__doc__": "Defined by mmaemu.helion for Helion 1.5.1 (PyTorch 2.11 has none)."})


def load() -> Any:
    """``import helion`` after the shim; returns the module (ImportError when Helion is not
    installed: ``pip install mmaemu[helion]``)."""
    shim()
    import helion
    return helion
