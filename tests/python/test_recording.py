# SPDX-License-Identifier: MIT
"""validation/device/common/recording.py, the helpers the two device recording scripts share:
reproducible .npy.gz bytes, the loaded cuBLAS versions (with stand-in libraries: no GPU here), and
both record.py scripts importing them rather than keeping copies, and the case loop of the
record_dots.py / record_scaled.py recorders."""
import builtins
import ctypes
import gzip
import io
import os
import subprocess
import sys

import numpy as np

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "validation", "device", "common"))
import recording  # noqa: E402


def test_npy_gz_bytes_reproducible():
    arr = np.arange(24, dtype=np.uint16).reshape(2, 3, 4)
    data = recording.npy_gz_bytes(arr)
    assert data == recording.npy_gz_bytes(arr.copy())
    assert data[4:8] == b"\0\0\0\0"   # gzip mtime 0
    back = np.load(io.BytesIO(gzip.decompress(data)))
    assert back.dtype == arr.dtype and np.array_equal(back, arr)


class _FakeCublas:
    """cublasLtGetVersion / cublasGetProperty as the real libraries answer them."""

    def __init__(self, path):
        self.path = path

    def __getattr__(self, name):
        if name == "cublasLtGetVersion":
            return lambda: 130100
        if name == "cublasGetProperty":
            def prop(which, ref):
                ref._obj.value = (13, 1, 7)[which]
                return 0
            return prop
        raise AttributeError(name)


def test_cublas_runtime_versions(monkeypatch):
    maps = ("7f00 r-xp 0 0:0 0 /x/libcublasLt.so.13\n7f01 r-xp 0 0:0 0 /x/libcublas.so.13\n"
            "7f02 r-xp 0 0:0 0 /x/libcublas.so.13\n7f03 r-xp 0 0:0 0 /lib/libc.so.6\n")
    real_open = builtins.open
    monkeypatch.setattr(builtins, "open", lambda p, *a, **k:
                        io.StringIO(maps) if p == "/proc/self/maps" else real_open(p, *a, **k))
    monkeypatch.setattr(ctypes, "CDLL", _FakeCublas)
    assert recording.cublas_runtime_versions() == {
        "loaded": ["/x/libcublas.so.13", "/x/libcublasLt.so.13"],
        "cublasGetProperty": "13.1.7", "cublasLtGetVersion": 130100}

    def missing(path):
        raise OSError("no " + path)
    monkeypatch.setattr(ctypes, "CDLL", missing)
    got = recording.cublas_runtime_versions()
    assert got["error"] == "OSError('no /x/libcublas.so.13')" and len(got["loaded"]) == 2


def test_record_scripts_use_the_shared_helpers():
    # In a child: gemm's record.py patches Triton's interpreter when TRITON_INTERPRET=1.
    code = (
        "import importlib.util, sys\n"
        "mods = []\n"
        "for kind in ('dcpp', 'gemm'):\n"
        "    path = 'validation/device/%s/record.py' % kind\n"
        "    spec = importlib.util.spec_from_file_location(kind + '_record', path)\n"
        "    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); mods.append(m)\n"
        "import recording as R\n"
        "names = ('LOG', 'log', 'sh', 'npy_gz_bytes', 'pip_packages', 'cublas_runtime_versions', 'MMA_PTX')\n"
        "print(all(getattr(m, n) is getattr(R, n) for m in mods for n in names))\n")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0 and r.stdout.strip().endswith("True"), r.stdout + r.stderr


def test_record_cases_and_save(tmp_path, capsys):
    def record(case, rec):
        if case["name"] == "bad":
            raise ValueError("refused\nsecond line")
        rec["status"] = "ok"
        return np.arange(3, dtype=np.uint32)

    cases = [{"name": "good"}, {"name": "bad"}]
    arrays, recs = recording.record_cases(cases, record, lambda rec: rec.get("error", ""))
    assert list(arrays) == ["good"] and [r["status"] for r in recs] == ["ok", "error"]
    assert recs[1]["error"] == "ValueError: refused" and cases[1] == {"name": "bad"}
    assert capsys.readouterr().out.splitlines()[1] == "%-36s error ValueError: refused" % "bad"
    recording.save_cases(str(tmp_path), "x", arrays, {"m": 1}, recs)
    assert np.array_equal(np.load(tmp_path / "x.npz")["good"], arrays["good"])
    assert (tmp_path / "x.json").read_text().startswith('{\n "meta": {\n  "m": 1\n }')
