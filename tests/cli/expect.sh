# SPDX-License-Identifier: MIT
# expect.sh -- sourced first by the CLI tests (dcpp.sh, explain.sh, gemm.sh,
# models.sh, help.sh): $MMAEMU, a temporary folder $tmp removed at exit,
# the pass/fail counts and `finish NAME`, which reports them and gives the
# script's status; expect_error; npy_header for hand-made .npy files.
set -u
MMAEMU=${MMAEMU:-./mmaemu}
fails=0; passes=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
outputs=""; output_dirs=""
pass() { passes=$((passes+1)); }
fail() { echo "FAIL $*"; fails=$((fails+1)); }
finish() { echo "$1: $passes passed, $fails failed"; [ "$fails" -eq 0 ]; }

# expect_error NAME PATTERN ARGS...: `$MMAEMU ARGS` must exit 2 (bad input)
# with exactly one line on stderr matching PATTERN, nothing on stdout, none of
# the paths in $outputs existing and each folder in $output_dirs absent or
# empty.  The caller sets MMAEMU, tmp, fails, passes, outputs, output_dirs.
expect_error() {
    name=$1; pattern=$2; shift 2
    for o in $outputs $output_dirs; do rm -rf "$o"; done
    "$MMAEMU" "$@" >"$tmp/stdout" 2>"$tmp/err"
    rc=$?
    lines=$(wc -l <"$tmp/err")
    if [ "$rc" -ne 2 ]; then
        echo "FAIL $name: exit $rc, expected 2"; fails=$((fails+1)); return
    fi
    produced=0
    [ -s "$tmp/stdout" ] && produced=1
    for o in $outputs; do [ -e "$o" ] && produced=1; done
    for o in $output_dirs; do [ -d "$o" ] && [ -n "$(ls -A "$o")" ] && produced=1; done
    if [ "$produced" -ne 0 ]; then
        echo "FAIL $name: produced output"; fails=$((fails+1)); return
    fi
    if [ "$lines" -ne 1 ] || ! grep -q -- "$pattern" "$tmp/err"; then
        echo "FAIL $name: stderr was:"; cat "$tmp/err"; fails=$((fails+1)); return
    fi
    passes=$((passes+1))
}

# npy_header DESCR SHAPE: the header of a .npy v1.0 file on stdout (dict
# padded so that the data starts 64-byte aligned), for tensors written
# byte by byte (no numpy).
npy_header() {
    d="{'descr': '$1', 'fortran_order': False, 'shape': $2, }"
    while [ $(( (10 + ${#d} + 1) % 64 )) -ne 0 ]; do d="$d "; done
    hl=$(( ${#d} + 1 ))
    printf '\223NUMPY\001\000'
    printf "\\$(printf %03o $((hl & 255)))\\$(printf %03o $((hl >> 8)))"
    printf '%s\n' "$d"
}
