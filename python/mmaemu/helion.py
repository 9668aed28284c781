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
the interpreter cannot do meaningfully; a config Helion's autotuner picked on a GPU binds on the CPU
after ``cpu_config`` (the GPU's config has keys the interpreter's backend refuses)."""
from __future__ import annotations

from typing import Any, Dict, Mapping

# config keys Helion's triton backend accepts on a GPU but not under the interpreter, with the
# value that means "not used" (then dropping the key changes no generated code)
_GPU_ONLY_KEYS = {"host_tensor_descriptors": False}


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


def cpu_config(config: Mapping[str, Any]) -> Dict[str, Any]:
    """A GPU's Helion config (an autotuner's pick, as a dict) made bindable under the interpreter:
    the keys only a GPU backend takes are dropped where they hold their "not used" value; any
    other value (host tensor descriptors in use) raises ValueError, since the kernel's code
    would differ."""
    out = dict(config)
    for key, off in _GPU_ONLY_KEYS.items():
        if key in out:
            if out[key] != off:
                raise ValueError("mmaemu.helion.cpu_config: %s=%r needs the GPU backend (the "
                                 "interpreter runs only %s=%r)" % (key, out[key], key, off))
            del out[key]
    return out
