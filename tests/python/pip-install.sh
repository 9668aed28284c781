#!/bin/sh
# SPDX-License-Identifier: MIT
# pip-install.sh [python|root|wheel] -- issue 24: the Python package installs
# with pip from a clean copy of the sources and imports with no help.
#
# The working tree's tracked files are copied to a scratch folder; a fresh
# venv gets numpy from PyPI; then the package is installed from the copy:
#   python (default)  pip install ./python
#   root              pip install .
#   wheel             python -m build at the root (sdist, then a wheel from
#                     the sdist), and pip install of that wheel
# which builds libmmaemu (autotools) and bundles it.  The source copy is then
# deleted, and from another folder, with no MMAEMU_* variable and no
# PYTHONPATH, `import mmaemu` must load the bundled library and run a GEMM
# (ones (4,8) @ ones (8,3) through sm90 is 8 everywhere); the metadata must
# say MIT, carry LICENSE and have configure.ac's version.
#
# Needs git, python3 with venv, PyPI (numpy, setuptools for pip's isolated
# build; build for "wheel"): exit 77 (skip) without them.  Each mode builds
# the library once, about 2-3 minutes on 2 cores (MMAEMU_BUILD_JOBS, default
# 2), and it needs the network, so under make (abs_top_builddir set) it runs
# only in `make check-long` (MMAEMU_LONG=1), mode python; `make check` skips it.
set -eu
if [ -n "${abs_top_builddir:-}" ] && [ "${MMAEMU_LONG:-0}" != 1 ]; then
    echo "SKIP: make check-long runs it (a library build and PyPI)"
    exit 77
fi
mode=${1:-python}
case $mode in python|root|wheel) ;; *) echo "usage: $0 [python|root|wheel]" >&2; exit 2;; esac
top=$(cd "$(dirname "$0")/../.." && pwd)
py=${PYTHON:-python3}
skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }

command -v git >/dev/null 2>&1 || skip "no git"
git -C "$top" rev-parse --git-dir >/dev/null 2>&1 || skip "$top is not a git checkout"
"$py" -c 'import venv, ensurepip' 2>/dev/null || skip "$py has no venv/ensurepip"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/mmaemu-pip.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
log=$tmp/pip.log

# The two pyproject.toml files describe one package: their [project] tables
# agree except for the readme's path.
"$py" - "$top" <<'EOF' || fail "pyproject.toml and python/pyproject.toml disagree"
import sys
try:
    import tomllib
except ImportError:  # Python < 3.11: nothing to compare with
    sys.exit(0)
root, sub = ([tomllib.load(open(f"{sys.argv[1]}/{p}", "rb"))["project"]
              for p in ("pyproject.toml", "python/pyproject.toml")])
root.pop("readme"); sub.pop("readme")
if root != sub:
    print({k: (root.get(k), sub.get(k)) for k in root.keys() | sub.keys() if root.get(k) != sub.get(k)})
    sys.exit(1)
EOF

# A clean source copy: the tracked files of the working tree (edits included).
mkdir "$tmp/src"
(cd "$top" && git ls-files -z | xargs -0 sh -c 'for f; do [ -e "$f" ] || [ -L "$f" ] && printf "%s\0" "$f"; done' sh \
    | tar --null -T - -cf -) | tar -xf - -C "$tmp/src"
version=$(sed -n 's/^AC_INIT(\[[^]]*\], *\[\([^]]*\)\].*/\1/p' "$tmp/src/configure.ac")
[ -n "$version" ] || fail "no version in configure.ac's AC_INIT"

"$py" -m venv "$tmp/venv"
vpy=$tmp/venv/bin/python
"$vpy" -m pip install -q numpy >"$log" 2>&1 || { cat "$log"; skip "pip install numpy failed (no PyPI?)"; }

MMAEMU_BUILD_JOBS=${MMAEMU_BUILD_JOBS:-2}
export MMAEMU_BUILD_JOBS
start=$(date +%s)
case $mode in
python) (cd "$tmp/src" && "$vpy" -m pip install ./python) >"$log" 2>&1 || { tail -n 60 "$log"; fail "pip install ./python"; } ;;
root) (cd "$tmp/src" && "$vpy" -m pip install .) >"$log" 2>&1 || { tail -n 60 "$log"; fail "pip install ."; } ;;
wheel)
    "$py" -m venv "$tmp/buildenv"
    "$tmp/buildenv/bin/python" -m pip install -q build >"$log" 2>&1 || { cat "$log"; skip "pip install build failed (no PyPI?)"; }
    (cd "$tmp/src" && "$tmp/buildenv/bin/python" -m build --outdir "$tmp/dist" .) >"$log" 2>&1 \
        || { tail -n 60 "$log"; fail "python -m build"; }
    ls "$tmp/dist"
    set -- "$tmp"/dist/mmaemu-"$version"-py3-none-*.whl
    [ -f "$1" ] || fail "no py3-none-<platform> wheel of version $version in $tmp/dist"
    "$tmp/buildenv/bin/python" -m zipfile -l "$1" | grep -q 'mmaemu/_native/libmmaemu.so' \
        || fail "the wheel has no mmaemu/_native/libmmaemu.so"
    "$vpy" -m pip install "$1" >"$log" 2>&1 || { tail -n 60 "$log"; fail "pip install $1"; } ;;
esac
echo "pip-install.sh: $mode: installed in $(($(date +%s) - start)) s"

# Nothing of the sources is left, and nothing points at a library.
rm -rf "$tmp/src"
mkdir "$tmp/elsewhere"
unset PYTHONPATH LD_LIBRARY_PATH || true
for v in $(env | sed -n 's/^\(MMAEMU[A-Za-z0-9_]*\)=.*/\1/p'); do unset "$v"; done
cd "$tmp/elsewhere"
"$vpy" - "$version" <<'EOF' || fail "import mmaemu from the installed package"
import importlib.metadata as md
import os
import sys

import numpy as np

import mmaemu

a = np.ones((4, 8), np.float32)
b = np.ones((8, 3), np.float32)
d = mmaemu.matmul(a, b, arch="sm90")
print(d)
assert d.shape == (4, 3) and d.dtype == np.float32 and (d == 8).all(), d
pkg = os.path.dirname(mmaemu.__file__)
assert "site-packages" in pkg, pkg
assert mmaemu.library_path == os.path.join(pkg, "_native", "libmmaemu.so"), mmaemu.library_path
meta = md.metadata("mmaemu")
assert meta["License-Expression"] == "MIT", meta["License-Expression"]
assert any(f.name == "LICENSE" for f in md.files("mmaemu")), "no LICENSE in the dist-info"
assert md.version("mmaemu") == mmaemu.__version__ == sys.argv[1], (md.version("mmaemu"),
                                                                 mmaemu.__version__, sys.argv[1])
print("library", mmaemu.library_path, "version", mmaemu.__version__, "licence", meta["License-Expression"])
EOF
echo "PASS: pip-install.sh $mode"
