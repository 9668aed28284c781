# SPDX-License-Identifier: MIT
"""setuptools entry point in python/ (pip install ./python, from the repository).

pip builds in place, so the repository's C sources are at ``..``; the build step
(build_native.py) compiles libmmaemu from them and bundles it. The repository
root's pyproject.toml is the same package for ``pip install .`` and
``python -m build`` (whose sdist carries the C sources; one of python/ alone cannot).
"""
import sys
from pathlib import Path

from setuptools import setup

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from build_native import setup_kwargs, source_root  # noqa: E402

setup(**setup_kwargs(source_root(HERE)))
