#!/bin/sh
# SPDX-License-Identifier: MIT
# Malformed input to `mmaemu dot` gives one line on stderr naming the
# problem (with the line number for input errors), exit 2, and nothing on
# stdout.
set -u
MMAEMU=${MMAEMU:-./mmaemu}
fails=0; passes=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# expect_error NAME PATTERN INPUT ARGS...
expect_error() {
    name=$1; pattern=$2; input=$3; shift 3
    printf '%b' "$input" | "$MMAEMU" "$@" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    lines=$(wc -l <"$tmp/err")
    if [ "$rc" -ne 2 ]; then
        echo "FAIL $name: exit $rc, expected 2"; fails=$((fails+1)); return
    fi
    if [ -s "$tmp/out" ]; then
        echo "FAIL $name: printed output:"; cat "$tmp/out"; fails=$((fails+1)); return
    fi
    if [ "$lines" -ne 1 ] || ! grep -q -- "$pattern" "$tmp/err"; then
        echo "FAIL $name: stderr was:"; cat "$tmp/err"; fails=$((fails+1)); return
    fi
    passes=$((passes+1))
}

ok='3f80 3f80 | 3f80 0000 | 3f800000\n'
expect_error bad-hex '<stdin>:1: a value .zz80.' 'zz80 | 3f80 | 3f800000\n' dot --arch sm90 --in bf16
expect_error short-value '<stdin>:1: b value .3f8. is not 4 hex digits' '3f80 | 3f8 | 3f800000\n' dot --arch sm90 --in bf16
expect_error long-c '<stdin>:1: c value' '3f80 | 3f80 | 3f8000000\n' dot --arch sm90 --in bf16
expect_error fp16-c-width '<stdin>:1: c value .3f800000. is not 4 hex digits' '3c00 | 3c00 | 3f800000\n' dot --arch sm80 --in fp16 --out fp16
expect_error fp8-width '<stdin>:1: a value .3800. is not 2 hex digits' '3800 | 38 | 3f800000\n' dot --arch sm90 --in e4m3
expect_error missing-bar '<stdin>:1: .*missing' '3f80 3f80 3f800000\n' dot --arch sm90 --in bf16
expect_error missing-c '<stdin>:1: missing c' '3f80 | 3f80 |\n' dot --arch sm90 --in bf16
expect_error extra-bar '<stdin>:1: more than two' '3f80 | 3f80 | 3f800000 | 00\n' dot --arch sm90 --in bf16
expect_error count-mismatch '<stdin>:1: 2 a values but 1 b values' '3f80 3f80 | 3f80 | 3f800000\n' dot --arch sm90 --in bf16
expect_error two-c '<stdin>:1: more than one c' '3f80 | 3f80 | 3f800000 3f800000\n' dot --arch sm90 --in bf16
expect_error zero-c-twice "<stdin>:1: c value '0' is not 8 hex digits" '3f80 | 3f80 | 0 0\n' dot --arch sm90 --in bf16
expect_error zero-c-hex '<stdin>:1: c value .00. is not 8 hex digits' '3f80 | 3f80 | 00\n' dot --arch sm90 --in bf16
expect_error line-number '<stdin>:3: ' "$ok$ok"'3f80 | xx | 3f800000\n' dot --arch sm90 --in bf16
expect_error unknown-arch "unknown arch 'sm999'" "$ok" dot --arch sm999 --in bf16
expect_error unknown-format "unknown input format 'bf17'" "$ok" dot --arch sm90 --in bf17
expect_error unknown-out "unknown output format 'fp8'" "$ok" dot --arch sm90 --in bf16 --out fp8
expect_error unknown-instr 'mma.m99' "$ok" dot --arch sm90 --in bf16 --instr mma.m99
expect_error wrong-family 'wgmma' "$ok" dot --arch sm80 --in bf16 --instr wgmma
expect_error unknown-variant 'nosuch' "$ok" dot --arch gfx950 --in bf16 --variant nosuch
expect_error fp8-on-ampere 'e4m3' '38 | 38 | 3f800000\n' dot --arch sm80 --in e4m3
expect_error missing-arch 'required' "$ok" dot --in bf16
expect_error unknown-option "unknown option '--bogus'" "$ok" dot --arch sm90 --in bf16 --bogus 1
expect_error unknown-command "unknown command 'dott'" "" dott

echo "$passes passed, $fails failed"
[ "$fails" -eq 0 ]
