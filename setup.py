# SPDX-License-Identifier: MIT
"""setuptools entry point at the repository root (pip install ., python -m build).

The metadata is in pyproject.toml; this file adds the version (from configure.ac)
and the build step that compiles libmmaemu and bundles it (python/build_native.py).
"""
import sys
from pathlib import Path

from setuptools import setup

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "python"))
from build_native import setup_kwargs, source_root  # noqa: E402

setup(**setup_kwargs(source_root(HERE)))
