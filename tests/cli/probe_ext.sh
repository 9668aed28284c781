#!/bin/sh
# SPDX-License-Identifier: MIT
# Probe files version 2 (docs/validation.md): `probe gen` with u8/s8 into
# s32, fp4 and mixed A,B formats and block scales writes lines that `mmaemu
# dot` reads as they are; `probe check` of dot's outputs for those lines
# (an independent path: dot's own option parsing and instruction choice)
# matches 100%, and a changed output or the other integer overflow rule is
# a mismatch.  Version 1 files stay version 1; bad input is one line, exit 2.
. "$(dirname "$0")/expect.sh"

# round NAME "GEN OPTIONS" "DOT OPTIONS" [CHECK OPTIONS]: gen, dot, check = 0
round() {
    name=$1; gen=$2; dot=$3; shift 3
    # shellcheck disable=SC2086
    "$MMAEMU" probe gen $gen --count 400 -o "$tmp/$name.probe" 2>"$tmp/err" ||
        { fail "$name: gen: $(cat "$tmp/err")"; return; }
    head -1 "$tmp/$name.probe" | grep -qx '#mmaemu-probe 2' || { fail "$name: not version 2"; return; }
    # shellcheck disable=SC2086
    "$MMAEMU" dot $dot <"$tmp/$name.probe" >"$tmp/$name.out" 2>"$tmp/err" ||
        { fail "$name: dot: $(cat "$tmp/err")"; return; }
    "$MMAEMU" probe check "$@" "$tmp/$name.probe" "$tmp/$name.out" >"$tmp/rep" 2>"$tmp/err"
    rc=$?
    if [ "$rc" -ne 0 ] || ! grep -q ': 400 of 400 match' "$tmp/rep"; then
        fail "$name: check exit $rc"; head -5 "$tmp/rep" "$tmp/err"; return
    fi
    pass
}

round s8 "--arch sm90 --in s8 --chain 2 --kind mixed" "--arch sm90 --in s8 --instr wgmma.m64nNk32"
round s8sat "--arch sm90 --in s8 --chain 2 --kind overflow" \
    "--arch sm90 --in s8 --instr wgmma.m64nNk32 --saturate" --saturate
round u8s8 "--arch sm90 --in u8,s8 --instr mma.m16n8k32" "--arch sm90 --in u8,s8 --instr mma.m16n8k32"
round gfx950s8 "--arch gfx950 --in s8 --instr mfma.16x16x64 --kind overflow" \
    "--arch gfx950 --in s8 --instr mfma.16x16x64"
round mx8 "--arch sm100 --in e2m1,e4m3 --scale ue8m0 --block 32 --chain 2" \
    "--arch sm100 --in e2m1,e4m3 --scale ue8m0 --block 32"
round nvf4 "--arch sm100 --in e2m1 --scale ue4m3 --block 16" \
    "--arch sm100 --in e2m1 --scale ue4m3 --block 16"
round mxf4 "--arch sm100 --in e2m1 --scale ue8m0 --block 32 --scale-kind mxf4" \
    "--arch sm100 --in e2m1 --scale ue8m0 --block 32 --kind mxf4"
round gfx950mx "--arch gfx950 --in e4m3,e2m1 --scale ue8m0 --block 32 --kind specials" \
    "--arch gfx950 --in e4m3,e2m1 --scale ue8m0 --block 32"

# the overflow lines reach past 2^31: wrapped outputs are not the saturated ones
if [ -s "$tmp/s8.out" ]; then
    "$MMAEMU" probe check --saturate "$tmp/s8sat.probe" "$tmp/s8sat.out" >/dev/null 2>&1 || fail "sat self"
    "$MMAEMU" dot --arch sm90 --in s8 --instr wgmma.m64nNk32 <"$tmp/s8sat.probe" >"$tmp/wrap.out" 2>/dev/null
    "$MMAEMU" probe check --saturate "$tmp/s8sat.probe" "$tmp/wrap.out" >"$tmp/rep" 2>&1
    rc=$?
    n=$(sed -n 's/.*: \([0-9]*\) of 400 match.*/\1/p' "$tmp/rep")
    if [ "$rc" -eq 1 ] && [ "${n:-400}" -lt 300 ]; then pass; else fail "wrap vs saturate: exit $rc, $n of 400"; fi
fi
# scale bytes over the whole range, 0x00 and 0xFF (NaN) included
for s in 00 ff; do
    if grep -v '^#' "$tmp/mx8.probe" | awk -F'|' '{print $4, $5}' | grep -qw "$s"; then pass
    else fail "no scale byte $s in mx8"; fi
done
# one changed output is exactly one mismatch
sed '7s/^./f/' "$tmp/nvf4.out" >"$tmp/bad.out"
cmp -s "$tmp/bad.out" "$tmp/nvf4.out" && sed '7s/^./0/' "$tmp/nvf4.out" >"$tmp/bad.out"
"$MMAEMU" probe check "$tmp/nvf4.probe" "$tmp/bad.out" >"$tmp/rep" 2>&1
rc=$?
if [ "$rc" -eq 1 ] && grep -q ': 399 of 400 match' "$tmp/rep"; then pass; else fail "flipped output: exit $rc"; fi
# the old parameters still give a version 1 file
"$MMAEMU" probe gen --arch sm90 --in bf16 --count 1 | head -1 | grep -qx '#mmaemu-probe 1' && pass ||
    fail "bf16 is not version 1"

expect_error block "--block 16 or 32" probe gen --arch sm100 --in e2m1 --scale ue8m0 --block 8
expect_error scale-kind "kind" probe gen --arch sm100 --in e2m1 --scale ue8m0 --block 32 --scale-kind nope
expect_error no-scale "need --scale" probe gen --arch sm100 --in e2m1 --block 32
expect_error mix-int "unknown input format" probe gen --arch sm90 --in s8,ue8m0
expect_error int-kind "not made for these formats" probe gen --arch sm90 --in s8 --kind ties
expect_error sat-float "--saturate" probe check --saturate "$tmp/nvf4.probe" "$tmp/nvf4.out"
expect_error infer "does not search these parameters" infer "$tmp/s8.probe" "$tmp/s8.out"
sed 's/^#mmaemu-probe 2/#mmaemu-probe 1/' "$tmp/nvf4.probe" >"$tmp/v1.probe"
expect_error v1-scale "needs a version 2 file" probe check "$tmp/v1.probe" "$tmp/nvf4.out"
grep -v '^#block' "$tmp/nvf4.probe" >"$tmp/noblock.probe"
expect_error no-block "#scale and #block go together" probe check "$tmp/noblock.probe" "$tmp/nvf4.out"
sed 's/^#in e2m1$/#in e2m1,s8/' "$tmp/nvf4.probe" >"$tmp/mixint.probe"
expect_error in-mix "bad #in formats" probe check "$tmp/mixint.probe" "$tmp/nvf4.out"
awk 'NR == 12 { sub(/ \| [0-9a-f ]*$/, "") } { print }' "$tmp/nvf4.probe" >"$tmp/nosb.probe"
expect_error line-groups "nosb.probe:12: .*groups" probe check "$tmp/nosb.probe" "$tmp/nvf4.out"

finish probe_ext
