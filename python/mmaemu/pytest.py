# SPDX-License-Identifier: MIT
"""``pytest -p mmaemu.pytest --mmaemu-arch MODEL [--mmaemu-lib PRESET] [--mmaemu-strict]``:
run an existing test suite "as if on" a GPU.

Every test's body runs inside ``mmaemu.torch.emulate(MODEL, lib=PRESET)`` (torch's matrix
products on CPU tensors computed as MODEL's library computes them) and, when Triton is
installed, ``mmaemu.triton.emulate(MODEL)`` (every ``tl.dot`` of Triton's interpreter as MODEL's
matrix unit; the plugin sets ``TRITON_INTERPRET=1`` before the tests import Triton).  Fixtures
run natively.  The tests must put their tensors on the CPU.

What it reports:
  * per test (``-v`` or ``--mmaemu-report``): the emulated products (torch calls, tl.dot calls)
    and the products it ran natively because they are not modelled (``strict`` raises instead);
  * a test that fails with an AssertionError (``torch.testing.assert_close``, ``assert``) inside
    the emulation is listed as "would fail on MODEL", with the numbers of its emulated products.

The plugin is inert without ``--mmaemu-arch``.
"""
from __future__ import annotations

import os
from typing import Any, Dict, List, Optional

import pytest

_KEY = "mmaemu_results"


class _Session:
    """The options and what each test ran."""

    def __init__(self, arch: str, lib: Optional[str], strict: bool) -> None:
        self.arch, self.lib, self.strict = arch, lib, strict
        self.results: Dict[str, Dict[str, Any]] = {}
        self.would_fail: List[str] = []

    @property
    def name(self) -> str:
        return self.arch + ("+" + self.lib if self.lib else "")


def pytest_addoption(parser: Any) -> None:
    g = parser.getgroup("mmaemu", "emulate a GPU's matrix units (mmaemu)")
    g.addoption("--mmaemu-arch", default=None, metavar="MODEL",
                help="run every test's torch matmuls and tl.dots as MODEL computes them "
                     "('sm90', 'gfx950', 'H100:default', ...)")
    g.addoption("--mmaemu-lib", default=None, metavar="PRESET",
                help="the library preset for torch's products ('cublas13.1-h100')")
    g.addoption("--mmaemu-strict", action="store_true",
                help="a matrix product that is not modelled fails the test instead of running natively")
    g.addoption("--mmaemu-report", action="store_true",
                help="list every test's emulated and unmodelled products at the end")


def pytest_configure(config: Any) -> None:
    arch = config.getoption("--mmaemu-arch")
    if not arch:
        return
    lib = config.getoption("--mmaemu-lib")
    from . import model_spec
    try:
        model_spec(arch, lib)
    except (ValueError, TypeError) as ex:
        raise pytest.UsageError("--mmaemu-arch %s%s: %s" % (arch, " --mmaemu-lib " + lib if lib else "",
                                                             ex)) from None
    os.environ.setdefault("TRITON_INTERPRET", "1")   # before the test modules import triton
    setattr(config, _KEY, _Session(arch, lib, config.getoption("--mmaemu-strict")))


def _session(config: Any) -> Optional[_Session]:
    return getattr(config, _KEY, None)


def _triton_mode(arch: str) -> Any:
    """mmaemu.triton.emulate(arch), or None when Triton or its interpreter is not there."""
    if os.environ.get("TRITON_INTERPRET") != "1":
        return None
    try:
        import triton  # noqa: F401
    except ImportError:
        return None
    from . import triton as mt
    return mt.emulate(arch.split("+")[0])


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: Any) -> Any:
    s = _session(item.config)
    if s is None:
        yield
        return
    from . import torch as mtorch
    tm = _triton_mode(s.arch)
    em = mtorch.emulate(s.arch, lib=s.lib, strict=s.strict)
    if tm is not None:
        tm.__enter__()
    try:
        with em:
            yield
    finally:
        if tm is not None:
            tm.__exit__(None, None, None)
        s.results[item.nodeid] = {
            "torch_products": em.calls, "unmodelled": dict(em.unmodelled),
            "tl_dots": tm.dots if tm is not None else 0,
            "programs": dict(em.plans, **(tm.plans if tm is not None else {}))}
        item.user_properties.append(("mmaemu", s.results[item.nodeid]))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: Any, call: Any) -> Any:
    outcome = yield
    s = _session(item.config)
    rep = outcome.get_result()
    if s is None or call.when != "call" or not rep.failed or call.excinfo is None:
        return
    if call.excinfo.errisinstance(AssertionError):
        r = s.results.get(item.nodeid, {})
        s.would_fail.append(item.nodeid)
        rep.sections.append(("mmaemu", "would fail on %s: the assertion failed with %d torch products "
                             "and %d tl.dot calls emulated" % (s.name, r.get("torch_products", 0),
                                                               r.get("tl_dots", 0))))


def pytest_report_header(config: Any) -> Optional[str]:
    s = _session(config)
    if s is None:
        return None
    return ("mmaemu: torch matmuls and tl.dots emulated as %s%s (CPU tensors; TRITON_INTERPRET=1)"
            % (s.name, ", strict" if s.strict else ""))


def _line(nodeid: str, r: Dict[str, Any]) -> str:
    un = ", ".join("%s x%d" % (k, v) for k, v in sorted(r["unmodelled"].items()))
    return "%s: %d torch products, %d tl.dot calls emulated%s" % (
        nodeid, r["torch_products"], r["tl_dots"], "; not modelled (ran natively): " + un if un else "")


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: Any) -> None:
    s = _session(config)
    if s is None:
        return
    tr = terminalreporter
    tr.section("mmaemu: %s" % s.name)
    if config.getoption("--mmaemu-report") or config.getoption("verbose") > 0:
        for nodeid, r in s.results.items():
            tr.write_line(_line(nodeid, r))
    total = sum(r["torch_products"] for r in s.results.values())
    dots = sum(r["tl_dots"] for r in s.results.values())
    unm = sum(sum(r["unmodelled"].values()) for r in s.results.values())
    tr.write_line("%d tests: %d torch products and %d tl.dot calls emulated, %d products not modelled"
                  % (len(s.results), total, dots, unm))
    for nodeid in s.would_fail:
        tr.write_line("would fail on %s: %s" % (s.name, nodeid))
