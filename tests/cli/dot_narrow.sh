#!/bin/sh
# SPDX-License-Identifier: MIT
# `mmaemu dot` with the narrow, integer, block-scaled and sparse syntax of
# issue 28: known answers worked by hand (each line's comment gives the
# arithmetic) on sm100, fast engine equal to the reference engine, and one
# line, exit 2, nothing on stdout for each malformed option or line.
. "$(dirname "$0")/expect.sh"

# check NAME WANT INPUT ARGS...: stdout equals WANT with --engine fast and ref
check() {
    name=$1; want=$2; input=$3; shift 3
    for e in fast ref; do
        got=$(printf '%b' "$input" | "$MMAEMU" dot --engine $e "$@" 2>"$tmp/err")
        if [ "$got" = "$want" ]; then pass; else fail "$name ($e): got '$got' want '$want'"; fi
    done
}
# dot_error NAME PATTERN INPUT ARGS...: expect_error with stdin
dot_error() {
    name=$1; pattern=$2; input=$3; shift 3
    printf '%b' "$input" >"$tmp/in"
    expect_error "$name" "$pattern" dot "$@" --engine fast <"$tmp/in"
}

B=--arch; S=sm100
# e2m1 0x1 = 0.5, 0x2 = 1.0, 0x7 = 6, 0xF = -6: 0.5*1 + 6*(-6) + 1 = -34.5
check fp4 c20a0000 '01 07 | 02 0f | 3f800000\n' $B $S --in e2m1 --instr tcgen05
# e2m3 0x1F = 7.5 times e3m2 0x1F = 28: 210, fp16 0x5A90; 0x3F = -7.5 (bit 5 is the sign)
check fp6-mixed-fp16 5a90 '1f | 1f | 0\n' $B $S --in e2m3,e3m2 --out fp16 --instr tcgen05
check fp6-sign da90 '3f | 1f | 0\n' $B $S --in e2m3,e3m2 --out fp16 --instr tcgen05
# s8 0x80 = -128 times u8 0xFF = 255: -32640, plus C = -2^31: wraps to 2^31 - 32640
check i8-wrap 7fff8080 '80 | ff | 80000000\n' $B $S --in s8,u8 --instr tcgen05
check i8-sat 80000000 '80 | ff | 80000000\n' $B $S --in s8,u8 --instr tcgen05 --saturate
# 2 * (-3) + 1 * 1 + (-1) = -6
check i8-decimal -6 '02 01 | fd 01 | ffffffff\n' $B $S --in s8 --instr tcgen05 --decimal
# integer mma.sync / wgmma / MFMA (docs/models.md 2c).  32 x 127*127 = 516128 = 0x7E020 onto
# C = 0x7FFFFF00: 0x8007DF20 wrapped, 0x7FFFFFFF with .satfinite
x7f32=$(printf '7f %.0s' $(seq 32)); x8032=$(printf '80 %.0s' $(seq 32))
check mma-wrap 8007df20 "$x7f32| $x7f32| 7fffff00\n" $B sm90 --in s8 --instr mma.m16n8k32
check mma-sat 7fffffff "$x7f32| $x7f32| 7fffff00\n" $B sm90 --in s8 --instr mma.m16n8k32 --saturate
check wgmma-wrap 8007df20 "$x7f32| $x7f32| 7fffff00\n" $B sm90 --in s8 --instr wgmma.m64n64k32
# two chained instructions: the first clamps at 0x7FFFFFFF, the second adds 32 x (-128*127)
# = -520192 (0x7F000): 0x7FF80FFF; one clamp at the end would give the wrapped 0x7FFFEF20
check mma-sat-chain 7ff80fff "$x7f32$x8032| $x7f32$x7f32| 7fffff00\n" $B sm80 --in s8 --instr mma.m16n8k32 --saturate
check mma-wrap-chain 7fffef20 "$x7f32$x8032| $x7f32$x7f32| 7fffff00\n" $B sm80 --in s8 --instr mma.m16n8k32
# u8 0xFF = 255 times s8 0x80 = -128: -32640
check mma-u8s8 -32640 'ff | 80 | 0\n' $B sm75 --in u8,s8 --instr mma.m8n8k16 --decimal
check mma-s8u8 -32640 '80 | ff | 0\n' $B sm120 --in s8,u8 --instr mma.m16n8k16 --decimal
# MFMA i8: (-128)(-128) + (-128)(127) = 128 onto 0x7FFFFFFF wraps to 0x8000007F
check mfma-wrap 8000007f '80 80 | 80 7f | 7fffffff\n' $B gfx942 --in s8 --instr mfma.16x16x32
check mfma-950 8000007f '80 80 | 80 7f | 7fffffff\n' $B gfx950 --in s8 --instr mfma.16x16x64
# mxf8f6f4: e4m3 1.0 (0x38) x 32 with scales 2^3 (0x82) and 2^-1 (0x7E): 32 * 4 = 128
check mx-e4m3 43000000 "$(printf '38 %.0s' $(seq 32))| $(printf '38 %.0s' $(seq 32))| 0 | 82 | 7e\n" \
    $B $S --in e4m3 --scale ue8m0 --block 32
# nvfp4: 64 x (1 * 1) in 4 blocks with ue4m3 scales 2 (0x40), 1, 1, 1 (and B 1):
# 16 * 2 + 48 = 80
ones64=$(printf '02 %.0s' $(seq 64))
check nvfp4 42a00000 "$ones64| $ones64| 0 | 40 38 38 38 | 38 38 38 38\n" $B $S --in e2m1 --scale ue4m3 --block 16
# a NaN scale (ue8m0 0xFF) gives NaN even for zero products
zeros32=$(printf '00 %.0s' $(seq 32))
check nan-scale 7fffffff "$zeros32| $zeros32| 0 | ff | 7f\n" $B $S --in e2m3 --scale ue8m0 --block 32
# sparse f16: selectors 0xe (elements 2, 3) then 0x4 (0, 1) ...: a = (1, 2, 3, 4)
# pair with b[2], b[3], b[4], b[5] = 1, 10, 100, 1000 -> 1 + 20 + 300 + 4000 = 4321,
# fp16 RNE 4320 (0x6C38)
check sparse-f16 6c38 '3c00 4000 4200 4400 | 0000 0000 3c00 4900 5640 63d0 0000 0000 | 0 | 0000004e\n' \
    $B $S --in fp16 --out fp16 --instr tcgen05 --sparse

# malformed options and lines
one='01 | 02 | 0\n'
dot_error saturate-float 'saturate is for integer' "$one" $B $S --in e2m1 --instr tcgen05 --saturate
dot_error mfma-saturate 'mfma.32x32x8i8 has no saturating form' "$one" $B gfx908 --in s8 --instr mfma.32x32x8i8 --saturate
dot_error mfma-u8 'arch gfx90a has no instruction for u8' "$one" $B gfx90a --in u8 --instr mfma.32x32x8i8
dot_error sm70-int 'arch sm70 has no instruction for s8' "$one" $B sm70 --in s8
dot_error block-alone 'need --scale' "$one" $B $S --in e2m1 --block 32
dot_error scale-no-block 'needs --block 16 or 32' "$one" $B $S --in e2m1 --scale ue8m0
dot_error block-24 'not 24' "$one" $B $S --in e2m1 --scale ue8m0 --block 24
dot_error scale-fmt "unknown scale format 'e8m0'" "$one" $B $S --in e2m1 --scale e8m0 --block 32
dot_error fp4-kind 'name the kind' "$one" $B $S --in e2m1 --scale ue8m0 --block 32
dot_error ue4m3-32 'does not take ue4m3 scales in blocks of 32' "$one" $B $S --in e2m1 --scale ue4m3 --block 32
dot_error kind-bad "unknown kind 'mxf6'" "$one" $B $S --in e2m1 --scale ue8m0 --block 32 --kind mxf6
dot_error kind-instr 'the kind names the instruction' "$one" $B $S --in e4m3 --scale ue8m0 --block 32 --instr tcgen05
dot_error mixed-unknown "unknown input format 'bf17'" "$one" $B $S --in e2m1,bf17
dot_error out-s8 "unknown output format 's8'" "$one" $B $S --in s8 --out s8
dot_error no-hopper-fp4 'arch sm90 has no instruction for e2m1' "$one" $B sm90 --in e2m1
dot_error fp4-range "<stdin>:1: a value '10' is above 0xF" '10 | 01 | 0\n' $B $S --in e2m1 --instr tcgen05
dot_error fp6-width "<stdin>:1: b value '1' is not 2 hex digits" '01 | 1 | 0\n' $B $S --in e2m3 --instr tcgen05
dot_error scale-groups '<stdin>:1: 3 groups, expected 5' "$(printf '01 %.0s' $(seq 32))| $(printf '01 %.0s' $(seq 32))| 0\n" \
    $B $S --in e4m3 --scale ue8m0 --block 32
dot_error scale-count '<stdin>:1: 64 A values in blocks of 32 need 2 scales each, got 1 and 1' \
    "$(printf '01 %.0s' $(seq 64))| $(printf '01 %.0s' $(seq 64))| 0 | 7f | 7f\n" $B $S --in e2m1 --scale ue8m0 --block 32 --kind mxf4
dot_error scale-block '<stdin>:1: 8 a values: not a multiple of the block 32' \
    "$(printf '01 %.0s' $(seq 8))| $(printf '01 %.0s' $(seq 8))| 0 | 7f | 7f\n" $B $S --in e4m3 --scale ue8m0 --block 32
dot_error sparse-count '<stdin>:1: 2 a values but 2 b values (sparse' '3c00 3c00 | 3c00 3c00 | 0 | 00000044\n' \
    $B $S --in fp16 --instr tcgen05 --sparse
dot_error sparse-selector '<stdin>:1: sparse selector 0 is 0' '3c00 3c00 | 3c00 3c00 3c00 3c00 | 0 | 00000000\n' \
    $B $S --in fp16 --instr tcgen05 --sparse
dot_error sparse-words '<stdin>:1: sparse K 64 needs 2 metadata words, got 1' \
    "$(printf '3c00 %.0s' $(seq 32))| $(printf '3c00 %.0s' $(seq 64))| 0 | 44444444\n" $B $S --in fp16 --instr tcgen05 --sparse
dot_error meta-width "<stdin>:1: metadata value '44' is not 8 hex digits" '3c00 3c00 | 3c00 3c00 3c00 3c00 | 0 | 44\n' \
    $B $S --in fp16 --instr tcgen05 --sparse
finish dot_narrow
