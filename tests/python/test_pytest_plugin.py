# SPDX-License-Identifier: MIT
"""The pytest plugin (python/mmaemu/pytest.py): an ordinary test file run with
``-p mmaemu.pytest --mmaemu-arch sm90``: its matmuls emulated, per-test counts reported, a failing
assertion listed as "would fail on sm90", strict mode naming what is not modelled, a bad model
refused as a usage error; and the report's accuracy check (python/examples/dcpp_accuracy) under
the H100 and MI350 models."""
import os
import subprocess
import sys

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

SUITE = '''
import torch
import mmaemu

def _ab():
    g = torch.Generator().manual_seed(3)
    return (torch.randn(64, 4096, generator=g).bfloat16(), torch.randn(4096, 48, generator=g).bfloat16())

def test_emulated():
    a, b = _ab()
    want = mmaemu.matmul(a, b, arch="sm90", out_dtype="bf16")
    assert torch.equal((a @ b).view(torch.int16), want.view(torch.int16))

def test_exact_reference_fails():
    a, b = _ab()
    ref = (a.double() @ b.double()).bfloat16()
    torch.testing.assert_close(a @ b, ref, atol=0, rtol=0)

def test_dot():
    v = torch.ones(8).bfloat16()
    assert float(torch.dot(v, v)) == 8.0
'''


def pytest_run(tmp_path, *args):
    (tmp_path / "test_suite.py").write_text(SUITE)
    env = dict(os.environ)
    env.pop("TRITON_INTERPRET", None)   # the plugin sets it
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "mmaemu.pytest", "-p", "no:cacheprovider",
                           "-q", "-rA"] + list(args) + [str(tmp_path / "test_suite.py")],
                          capture_output=True, text=True, env=env, cwd=tmp_path)


def test_plugin_reports_per_test(tmp_path):
    r = pytest_run(tmp_path, "--mmaemu-arch", "sm90", "--mmaemu-report")
    out = r.stdout
    assert r.returncode == 1, out
    assert "mmaemu: sm90" in out
    assert "test_emulated: 1 torch products, 0 tl.dot calls emulated" in out
    assert "test_exact_reference_fails: 1 torch products, 0 tl.dot calls emulated; not modelled " \
           "(ran natively): aten.mm.default x1" in out
    assert "test_dot: 0 torch products, 0 tl.dot calls emulated; not modelled (ran natively): " \
           "aten.dot.default x1" in out
    assert "would fail on sm90: test_suite.py::test_exact_reference_fails" in out
    assert "PASSED test_suite.py::test_emulated" in out


def test_plugin_strict_and_bad_model(tmp_path):
    r = pytest_run(tmp_path, "--mmaemu-arch", "sm90", "--mmaemu-strict")
    assert "aten.dot.default is a vector dot product" in r.stdout, r.stdout
    assert "FAILED test_suite.py::test_dot" in r.stdout
    bad = pytest_run(tmp_path, "--mmaemu-arch", "sm91")
    assert bad.returncode == 4 and "--mmaemu-arch sm91" in bad.stderr, bad.stderr
    off = pytest_run(tmp_path)     # inert without --mmaemu-arch: the native product fails test_emulated
    assert "mmaemu:" not in off.stdout and "FAILED test_suite.py::test_emulated" in off.stdout


@pytest.mark.skipif(os.environ.get("MMAEMU_LONG") != "1", reason="make check-long (about a minute)")
def test_report_accuracy_check_under_h100_and_mi350_models():
    """The report's tritonbench check as a pytest test: it passes at B = 1 under both models."""
    for args in (["--mmaemu-arch", "sm90", "--mmaemu-lib", "cublas13.1-h100"], ["--mmaemu-arch", "gfx950"]):
        r = subprocess.run([sys.executable, "-m", "pytest", "-p", "mmaemu.pytest", "-p", "no:cacheprovider",
                            "-q"] + args + [os.path.join(ROOT, "python", "examples", "dcpp_accuracy")],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stdout[-2000:]
        assert "2 tests: 4 torch products and 1218 tl.dot calls emulated, 0 products not modelled" in r.stdout
