#!/bin/sh
# SPDX-License-Identifier: MIT
# The device harness (validation/device/harness.c) on its mock back end
# (validation/device/mock_backend.c: every "kernel" computes with mmaemu_dot), no GPU: the host side
# -- probe-file parsing, tiling and copies, the self-test, --repeat, output order, exit status -- must
# give, line for line, what `mmaemu dot` gives, and on a stored H100 smoke file what the H100 gave.
set -u
top=${abs_top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
bld=${abs_top_builddir:-$top}
H=$bld/tests/validation/harness_mock
MMAEMU=${MMAEMU:-$bld/mmaemu}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
pass() { :; }
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
[ -x "$H" ] || { echo "no $H (make check builds it)"; exit 1; }

# 1. the self-test of every kernel, on archs of both vendors
for a in sm80 sm89 sm90 gfx908 gfx90a gfx942 gfx950; do
    if MH_MOCK_ARCH=$a "$H" --selftest 256 >"$tmp/st.log" 2>&1 && grep -q '^selftest summary: \([0-9]*\) of \1 kernels pass' "$tmp/st.log"
    then pass; else fail "selftest $a:"; tail -5 "$tmp/st.log"; fi
done
MH_MOCK_ARCH=gfx942 "$H" --list >"$tmp/list" 2>&1 && grep -q 'mfma' "$tmp/list" && pass || fail "--list gfx942"

# 2. generated probe files (chains of 2, mixed kinds), run twice: equal to mmaemu dot
for spec in "sm90 mma.m16n8k16 bf16 fp32" "sm90 wgmma.m64nNk32 e5m2 fp16" "gfx942 mfma.32x32x8 bf16 fp32"; do
    set -- $spec
    "$MMAEMU" probe gen --arch "$1" --instr "$2" --in "$3" --out "$4" --chain 2 --count 600 --seed 7 \
        -o "$tmp/p.txt" 2>"$tmp/err" || { fail "probe gen $spec: $(cat "$tmp/err")"; continue; }
    MH_MOCK_ARCH=$1 "$H" --repeat 2 "$tmp/p.txt" "$tmp/h.out" >"$tmp/h.log" 2>&1 ||
        { fail "harness $spec (exit $?):"; tail -3 "$tmp/h.log"; continue; }
    "$MMAEMU" dot --arch "$1" --instr "$2" --in "$3" --out "$4" <"$tmp/p.txt" >"$tmp/d.out" 2>/dev/null
    if [ "$(wc -l <"$tmp/h.out")" -eq 600 ] && cmp -s "$tmp/h.out" "$tmp/d.out"; then pass
    else fail "$spec: the harness's output differs from mmaemu dot"; fi
done

# 3. a stored H100 smoke file: the mock gives what the device gave
s=mma.m16n8k16-e4m3-fp16
gzip -dc "$top/validation/data/h100-smoke/inputs/$s.probe.gz" >"$tmp/s.txt"
if "$H" - "$tmp/s.out" <"$tmp/s.txt" >"$tmp/h.log" 2>&1 &&
    gzip -dc "$top/validation/data/h100-smoke/outputs/$s.out.gz" | cmp -s - "$tmp/s.out"; then pass
else fail "smoke $s differs from the H100's recorded outputs"; tail -3 "$tmp/h.log"; fi

# 4. errors: a missing file (1), a line of the wrong length (1)
"$H" "$tmp/none.txt" "$tmp/x.out" >/dev/null 2>&1; rc=$?
[ $rc -eq 1 ] && pass || fail "missing file: exit $rc, wanted 1"
sed '$s/ | / 00 | /' "$tmp/p.txt" >"$tmp/bad.txt"
MH_MOCK_ARCH=gfx942 "$H" "$tmp/bad.txt" "$tmp/x.out" >/dev/null 2>&1; rc=$?
[ $rc -eq 1 ] && pass || fail "malformed line: exit $rc, wanted 1"

[ $fails -eq 0 ] && echo "harness on the mock back end: all checks pass"
[ $fails -eq 0 ]
