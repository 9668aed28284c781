# SPDX-License-Identifier: MIT
"""Build libmmaemu with the project's own autotools build and bundle it in the wheel.

Shared by the two setuptools entry points: ``setup.py`` at the repository root
(``pip install .``, ``python -m build``) and ``python/setup.py``
(``pip install ./python``). Not part of the installed package.

``build_py`` is extended so that, after the Python files are copied, the C
library is built from the repository's sources and copied into the build tree
as ``mmaemu/_native/libmmaemu.so``, which ``mmaemu._lib`` loads before anything
else but ``MMAEMU_LIBRARY``. The build runs in a fresh temporary copy of the
sources (never in them): ``autoreconf -fi`` when the copy has no ``configure``,
then ``./configure`` and ``make libmmaemu.la``. The wheel is tagged
``py3-none-<platform>``: the library is native code, but ctypes needs no
particular Python ABI.

Environment:
  MMAEMU_BUILD_JOBS        ``make -j`` count (default: the CPUs this process may use).
  MMAEMU_CONFIGURE_FLAGS   extra ``./configure`` arguments (shell words).
"""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Set, Tuple

from setuptools.command.build_py import build_py as _build_py

try:  # setuptools >= 70.1 carries bdist_wheel; older ones take it from the wheel package.
    from setuptools.command.bdist_wheel import bdist_wheel as _bdist_wheel
except ImportError:  # pragma: no cover - depends on the build environment
    from wheel.bdist_wheel import bdist_wheel as _bdist_wheel  # type: ignore[no-redef]

#: Where the library goes inside the package, relative to ``mmaemu/``.
BUNDLED = ("_native", "libmmaemu.so")
#: The host driver (kernels/host_driver), bundled beside it where configure could build it.
BUNDLED_HOST_DRIVER = ("_native", "host-driver", "libcuda.so.1")

# Top-level entries of the source tree that the library build does not need:
# version control, virtual environments, Python build outputs, recorded data.
_SKIP_TOP = {".git", ".venv", "build", "dist", "autom4te.cache", ".libs", ".deps",
             "Makefile", "config.status", "config.log", "libtool", "stamp-h1", "mmaemu",
             "mmaemu.pc"}
_SKIP_SUB = {"validation/data", "validation/device", "tests/data", "tests/fuzz",
             "python/build", "python/dist"}
_SKIP_ANY = {"__pycache__", ".libs", ".deps", ".dirstamp"}
_SKIP_SUFFIX = (".o", ".lo", ".la", ".log", ".trs", ".egg-info")


def source_root(start: Path) -> Path:
    """The mmaemu source tree: ``start`` or its parent, whichever holds configure.ac.

    Raises RuntimeError when neither does (for instance an sdist of python/ alone,
    which cannot carry the C sources).
    """
    for cand in (start, start.parent):
        if (cand / "configure.ac").is_file() and (cand / "include" / "mmaemu.h").is_file():
            return cand
    raise RuntimeError("mmaemu: the C sources (configure.ac, include/mmaemu.h) are neither in "
                       f"{start} nor in {start.parent}: build the package from a copy of the "
                       "whole repository (pip install . at its root, or pip install ./python)")


def read_version(root: Path) -> str:
    """The project version: the second argument of AC_INIT in configure.ac (the one source)."""
    text = (root / "configure.ac").read_text(encoding="utf-8")
    m = re.search(r"AC_INIT\(\s*\[[^\]]*\]\s*,\s*\[([^\]]+)\]", text)
    if not m:
        raise RuntimeError(f"mmaemu: no AC_INIT([name], [version], ...) in {root / 'configure.ac'}")
    return m.group(1).strip()


def _ignore(root: Path) -> Callable[[str, List[str]], Set[str]]:
    """A shutil.copytree ignore function that leaves out build outputs and data."""
    def ignore(folder: str, names: List[str]) -> Set[str]:
        rel = Path(folder).resolve().relative_to(root.resolve()).as_posix()
        out = set()
        for n in names:
            path = n if rel == "." else f"{rel}/{n}"
            if ((rel == "." and n in _SKIP_TOP) or path in _SKIP_SUB or n in _SKIP_ANY
                    or n.endswith(_SKIP_SUFFIX)):
                out.add(n)
        return out
    return ignore


def _run(cmd: Iterable[str], cwd: Path) -> None:
    cmd = list(cmd)
    print("mmaemu build:", " ".join(shlex.quote(c) for c in cmd), flush=True)
    try:
        subprocess.run(cmd, cwd=cwd, check=True)
    except FileNotFoundError as e:
        raise RuntimeError(f"mmaemu: {cmd[0]} not found; building libmmaemu needs a C compiler, "
                           "autoconf, automake, libtool, pkg-config and the libraries listed in "
                           ".ci/install-deps (MPFR, GMP, zlib, jansson, Check)") from e
    except subprocess.CalledProcessError as e:
        raise RuntimeError(f"mmaemu: `{' '.join(cmd)}` failed (exit {e.returncode}) in {cwd}; "
                           "see the output above") from e


def _jobs() -> int:
    env = os.environ.get("MMAEMU_BUILD_JOBS")
    if env:
        return max(1, int(env))
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def build_host_driver(src: Path) -> Path:
    """The host driver built in the configured copy ``src``, or a path that does not exist where
    configure found no libtomcrypt or libzstd (the torch mode then takes the decision trees)."""
    out = src / "host-driver" / "libcuda.so.1"
    if "host-driver/libcuda.so.1" in (src / "Makefile").read_text(encoding="utf-8"):
        _run([os.environ.get("MAKE", "make"), f"-j{_jobs()}", "host-driver/libcuda.so.1"], src)
    return out


def build_library(root: Path, work: Path) -> Path:
    """Build libmmaemu from ``root`` in a copy under ``work``; return the shared library's path."""
    src = work / "src"
    shutil.copytree(root, src, ignore=_ignore(root), symlinks=True)
    if not (src / "configure").is_file():
        _run(["autoreconf", "-fi"], src)
    _run(["sh", "./configure", *shlex.split(os.environ.get("MMAEMU_CONFIGURE_FLAGS", ""))], src)
    _run([os.environ.get("MAKE", "make"), f"-j{_jobs()}", "libmmaemu.la"], src)
    lib = src / ".libs" / "libmmaemu.so"
    if not lib.exists():
        raise RuntimeError(f"mmaemu: make libmmaemu.la did not produce {lib}")
    return lib.resolve()


class build_py(_build_py):
    """build_py that also builds libmmaemu and copies it to ``mmaemu/_native/libmmaemu.so``."""

    #: The source tree; set by :func:`setup_kwargs`.
    root: Path = Path()

    def run(self) -> None:
        super().run()
        if self.dry_run:
            return
        dest = Path(self.build_lib, "mmaemu", *BUNDLED)
        with tempfile.TemporaryDirectory(prefix="mmaemu-build-") as tmp:
            lib = build_library(self.root, Path(tmp))
            dest.parent.mkdir(parents=True, exist_ok=True)
            # One regular file: a wheel has no symlinks, and the loader opens it by path.
            shutil.copyfile(lib, dest)
            os.chmod(dest, 0o755)
            host = build_host_driver(Path(tmp) / "src")
            if host.exists():
                hdest = Path(self.build_lib, "mmaemu", *BUNDLED_HOST_DRIVER)
                hdest.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(host, hdest)
                os.chmod(hdest, 0o755)
                print(f"mmaemu build: bundled {hdest}", flush=True)
        print(f"mmaemu build: bundled {dest}", flush=True)

    def get_outputs(self, include_bytecode: bool = True) -> List[str]:
        host = os.path.join(self.build_lib, "mmaemu", *BUNDLED_HOST_DRIVER)
        return [*super().get_outputs(include_bytecode),
                os.path.join(self.build_lib, "mmaemu", *BUNDLED)] + ([host] if os.path.exists(host) else [])


class bdist_wheel(_bdist_wheel):
    """A platform wheel (it carries a native library) usable by any Python 3."""

    def finalize_options(self) -> None:
        super().finalize_options()
        self.root_is_pure = False

    def get_tag(self) -> Tuple[str, str, str]:
        _, _, plat = super().get_tag()
        return "py3", "none", plat


def setup_kwargs(root: Path) -> Dict[str, Any]:
    """The setup() arguments both setup.py files share: version and the build commands."""
    cmd = type("build_py", (build_py,), {"root": root})
    return {"version": read_version(root), "cmdclass": {"build_py": cmd, "bdist_wheel": bdist_wheel}}


if __name__ == "__main__":  # pragma: no cover - a manual check: prints the version
    print(read_version(source_root(Path(sys.argv[1] if len(sys.argv) > 1 else "."))))
