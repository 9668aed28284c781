# SPDX-License-Identifier: MIT
"""mmaemu: what GPU matrix units produce, bit for bit, on a CPU.

A thin ctypes layer over libmmaemu (no copy of the engine in Python):

    matmul(a, b, c=None, *, arch, in_format=None, out_dtype=None, acc=None,
           triton=None, schedule=None, lib=None)     a GEMM through a model
    plan(a, b, *, arch, ...)                         which schedule it runs
    dot(a, b, c=None, *, arch, in_format=None, acc='fp32', instr=None)
    round(x, fmt, mode='rne', *, saturate=False, bits=False)
    models()                                         archs, variants, instructions
    compare(actual, expected, *, atol=None, rtol=None)
    explain_gemm(a, b, *, arch_a, arch_b=None, ...)  where two GEMM runs diverge
    explain_dcpp(x, y, dout=None, b=None, *, arch, bwd=False, ...)
                                                     where Helion's and Inductor's DCPP diverge

    mmaemu.triton.emulate(arch)       tl.dot through the model in Triton's interpreter
    mmaemu.torch.emulate(arch, lib=None)   torch matmuls through the model

docs/python.md in the repository describes all of it.
"""
from ._lib import lib as _cdll, path as library_path
from ._core import compare, dot, matmul, models, plan, round, triton_config, model_spec, Plan
from ._explain import explain_gemm
from ._explain_dcpp import explain_dcpp

#: The version, from the one place it is written: configure.ac's AC_INIT, which the library
#: reports (mmaemu_version) and the wheel's metadata is read from (python/build_native.py).
__version__: str = _cdll.mmaemu_version().decode()
__all__ = ["matmul", "plan", "dot", "round", "models", "compare", "explain_gemm", "explain_dcpp",
           "Plan", "library_path", "triton_config", "model_spec"]

#: Submodules that need torch, Triton or Helion: imported on first use (``mmaemu.torch``), so a
#: plain ``import mmaemu`` costs numpy users nothing.
_LAZY = ("torch", "triton", "helion", "pytest")


def __getattr__(name: str) -> object:
    """``mmaemu.torch`` and its siblings after a plain ``import mmaemu`` (PEP 562)."""
    if name in _LAZY:
        import importlib
        return importlib.import_module("." + name, __name__)
    raise AttributeError("module 'mmaemu' has no attribute %r" % name)
