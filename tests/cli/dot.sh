#!/bin/sh
# SPDX-License-Identifier: MIT
# `mmaemu dot` end to end: published discriminating vectors (expected
# values from the literature, not from mmaemu) and the fast engine against
# the MPFR reference engine on random lines through every arch's default
# instruction, K from 1 to 70 (padding and chaining included).
set -u
MMAEMU=${MMAEMU:-./mmaemu}
fails=0; passes=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check() { # NAME EXPECTED INPUT ARGS...
    name=$1; want=$2; input=$3; shift 3
    got=$(printf '%b' "$input" | "$MMAEMU" dot "$@" 2>"$tmp/err")
    if [ "$got" = "$want" ]; then passes=$((passes+1)); else
        echo "FAIL $name: got '$got' want '$want'"; fails=$((fails+1)); fi
}

# 1.0*1.0 + (-0x1.fffffep-2): F = 23/24/25 give ...02/...01/...00
# (nvidia-tensor-cores research sheet section 1).
check f23 3f000002 '3c00 | 3c00 | beffffff\n' --arch V100 --in fp16
check f24 3f000001 '3f80 | 3f80 | beffffff\n' --arch A100 --in bf16
check f24-ada 3f000001 '3f80 | 3f80 | beffffff\n' --arch L40S --in bf16
check f25 3f000000 '3f80 | 3f80 | beffffff\n' --arch H100 --in bf16
check f25-b200 3f000000 '3f80 | 3f80 | beffffff\n' --arch B200 --in bf16
# MMA-Sim Table 8: 2^23 + (-2^13*2^10) - 0.5 - 0.25 - 0.125.
t8='f000 b800 b400 b000 | 6400 3c00 3c00 3c00 | 4b000000\n'
check t8-volta 00000000 "$t8" --arch sm70 --in fp16
check t8-ampere bf000000 "$t8" --arch sm80 --in fp16
check t8-hopper bf400000 "$t8" --arch sm90 --in fp16
# All -0 inputs with C = -0 give +0 on NVIDIA (MMA-Sim hardware tests).
check negzero 00000000 '8000 8000 | 3c00 3c00 | 80000000\n' --arch sm90 --in fp16
# Hex case and 0x prefixes are accepted; blank and # lines skipped.
check prefix 3f000000 '# comment\n\n0x3F80 | 0x3f80 | 0xBEFFFFFF\n' --arch H100 --in bf16
# One banner line on stderr; -q / --quiet (every command) drops it, the output unchanged.
check banner 3f000000 '3f80 | 3f80 | beffffff\n' --arch H100 --in bf16
if [ "$(wc -l < "$tmp/err")" -eq 1 ] && grep -q '^mmaemu dot: model' "$tmp/err"; then
    passes=$((passes+1)); else echo "FAIL banner: $(cat "$tmp/err")"; fails=$((fails+1)); fi
for q in -q --quiet; do
    check "quiet$q" 3f000000 '3f80 | 3f80 | beffffff\n' --arch H100 --in bf16 "$q"
    if [ -s "$tmp/err" ]; then echo "FAIL $q: stderr '$(cat "$tmp/err")'"; fails=$((fails+1)); else
        passes=$((passes+1)); fi
done
# C may be written 0 (in either output width).
check zero-c 3f800000 '3c00 3c00 | 3c00 0000 | 0\n' --arch V100 --in fp16
check zero-c-fp16 3c00 '3c00 | 3c00 | 0\n' --arch sm80 --in fp16 --out fp16
check zero-c-spaces 3f800000 '3f80 | 3f80 |   0  \n' --arch H100 --in bf16
# --decimal: %.9g of the fp32 value (0x3f000001 = 0.5 + 2^-24), %.5g of fp16.
check decimal-a100 0.50000006 '3f80 | 3f80 | beffffff\n' --arch A100 --in bf16 --decimal
check decimal-h100 0.5 '3f80 | 3f80 | beffffff\n' --arch H100 --in bf16 --decimal
check decimal-fp16 2 '3c00 | 3c00 | 3c00\n' --arch sm80 --in fp16 --out fp16 --decimal
check decimal-neg -3.00000024 '4040 | bf80 | b4800000\n' --arch H100 --in bf16 --decimal

# Random lines: fast engine == reference engine through the CLI.
awk -v seed=7 'BEGIN { srand(seed);
  for (i = 0; i < 300; i++) {
    k = 1 + int(rand() * 70); a = ""; b = "";
    for (j = 0; j < k; j++) {
      a = a sprintf("%04x ", int(rand() * 65536)); b = b sprintf("%04x ", int(rand() * 65536)) }
    printf "%s| %s| %08x\n", a, b, int(rand() * 4294967296) } }' >"$tmp/bf16.txt"
awk -v seed=8 'BEGIN { srand(seed);
  for (i = 0; i < 300; i++) {
    k = 1 + int(rand() * 70); a = ""; b = "";
    for (j = 0; j < k; j++) {
      a = a sprintf("%02x ", int(rand() * 256)); b = b sprintf("%02x ", int(rand() * 256)) }
    printf "%s| %s| %08x\n", a, b, int(rand() * 4294967296) } }' >"$tmp/fp8.txt"
for arch in sm70 sm75 sm80 sm86 sm89 sm90 sm100 sm120 gfx908 gfx90a gfx942 gfx950; do
    for fmt in bf16 fp16 e4m3 e5m2 e4m3fnuz e5m2fnuz; do
        case $fmt in bf16|fp16) in=$tmp/bf16.txt ;; *) in=$tmp/fp8.txt ;; esac
        "$MMAEMU" dot --arch $arch --in $fmt <"$in" >"$tmp/fast" 2>/dev/null || continue
        "$MMAEMU" dot --arch $arch --in $fmt --engine ref <"$in" >"$tmp/ref" 2>"$tmp/err"
        if cmp -s "$tmp/fast" "$tmp/ref" && [ "$(wc -l <"$tmp/fast")" -eq 300 ]; then
            passes=$((passes+1))
        else
            echo "FAIL fast-vs-ref $arch $fmt"; fails=$((fails+1))
        fi
    done
done

echo "$passes passed, $fails failed"
[ "$fails" -eq 0 ]
