#!/bin/sh
# SPDX-License-Identifier: MIT
# make check: the Python package's tests (pytest, tests/python) with the
# project's venv (.venv, made by .ci/install-deps) and the build tree's
# library.  No venv is a failure, not a skip: the README's test command
# makes it.
top=$(cd "$(dirname "$0")/../.." && pwd)
py=$top/.venv/bin/python
if [ ! -x "$py" ]; then
    echo "tests/python/run.sh: no $py: run sh .ci/install-deps (it makes the venv)" >&2
    exit 1
fi
build=$(dirname "${MMAEMU:-$top/mmaemu}")
MMAEMU_LIBRARY=${MMAEMU_LIBRARY:-$build/.libs/libmmaemu.so}
MMAEMU=${MMAEMU:-$top/mmaemu}
# the host driver, where configure built it (tests/python/test_cublas_host.py)
[ -f "$build/host-driver/libcuda.so.1" ] && MMAEMU_HOST_DRIVER=${MMAEMU_HOST_DRIVER:-$build/host-driver}
PYTHONPATH=$top/python${PYTHONPATH:+:$PYTHONPATH}
TRITON_INTERPRET=1
export MMAEMU MMAEMU_LIBRARY MMAEMU_HOST_DRIVER PYTHONPATH TRITON_INTERPRET
# the slowest tests in the log: where make check's time goes
exec "$py" -m pytest -q -p no:cacheprovider --durations=15 "$top/tests/python"
