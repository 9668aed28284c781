#!/bin/sh
# SPDX-License-Identifier: MIT
# `mmaemu explain gemm` on a recorded pair that differs: the H100's dxt of
# the DCPP backward (seed 1, validation/data/dcpp-h100) from Helion's tl.dot
# (a 256 x 16 x 64 tile: wgmma, observed) against cuBLAS's buf3 (the preset
# cublas13.1-h100: mma.m16n8k8, predicted; the recording equals it,
# tests/evidence/check_dcpp.c).  The 15 elements where they differ are all
# explained as the step length; the observation equals its prediction; the
# JSON report says the same; bad input exits 2 with no report written.
. "$(dirname "$0")/expect.sh"
VAL=${MMAEMU_VALDATA:-$(dirname "$0")/../../validation/data}/dcpp-h100/seed1
"$MMAEMU" dcpp gen --seed 1 --batch 2 --out-dir "$tmp/in" >/dev/null 2>&1 || fail "dcpp gen"
gzip -dc "$VAL/h_db2.npy.gz" >"$tmp/db2.npy"
gzip -dc "$VAL/h_dxt.npy.gz" >"$tmp/dxt.npy"
run() {
    "$MMAEMU" explain gemm --a "$tmp/db2.npy" --b "$tmp/in/y.npy" --b-layout nk --out-dtype bf16 "$@"
}
TILE="BLOCK_M=256 BLOCK_N=16 BLOCK_K=64 num_warps=4"

run --arch sm90 --triton "$TILE" --arch-b sm90+cublas13.1-h100 --triton-b none \
    --got-a "$tmp/dxt.npy" --max 100 --json "$tmp/e.json" >"$tmp/out" 2>"$tmp/err"; rc=$?
[ $rc -eq 1 ] && pass || fail "recorded pair: exit $rc"
grep -q '^15 of 1648128 elements differ; 15 explained: step length 15$' "$tmp/out" && pass ||
    fail "recorded pair: $(tail -1 "$tmp/out")"
[ "$(grep -c 'cause: step length; .*run A observed = predicted, run B not observed' "$tmp/out")" -eq 15 ] &&
    pass || fail "15 element lines"
[ "$(grep -c 'run A runs wgmma.m64nNk16 (T-FDPA, L=16, F=25), run B runs mma.m16n8k8 (T-FDPA, L=8' "$tmp/out")" -eq 15 ] &&
    pass || fail "the instruction named"
[ "$(grep -c '^mmaemu explain gemm: run [AB]: model sm90' "$tmp/err")" -eq 2 ] && pass || fail "banners"
grep -q '"differ": 15' "$tmp/e.json" && [ "$(grep -c '"cause": "step length"' "$tmp/e.json")" -eq 15 ] &&
    pass || fail "json report"

# Same model twice (an alias): nothing differs, exit 0.
run --arch sm90 --triton "$TILE" --arch-b H100 --quiet >"$tmp/out" 2>/dev/null; rc=$?
[ $rc -eq 0 ] && grep -q '^0 of 1648128 elements differ$' "$tmp/out" && pass || fail "same model: $rc"

# Bad input: exit 2, one line, no report.
outputs="$tmp/bad.json"
expect_error same-runs "the two runs are the same" explain gemm --arch sm90 --a "$tmp/db2.npy" \
    --b "$tmp/in/y.npy" --b-layout nk --json "$tmp/bad.json"
expect_error bad-arch-b "unknown variant 'nonsense'" explain gemm --arch sm90 --arch-b gfx950:nonsense \
    --a "$tmp/db2.npy" --b "$tmp/in/y.npy" --b-layout nk --json "$tmp/bad.json"
expect_error bad-triton-b "unknown key 'BLOCK'" explain gemm --arch sm90 --triton-b "BLOCK=3" \
    --a "$tmp/db2.npy" --b "$tmp/in/y.npy" --b-layout nk --json "$tmp/bad.json"
expect_error got-shape "shape (2, 256, 64), expected the output's (2, 256, 3219)" explain gemm --arch sm90 --triton "$TILE" \
    --a "$tmp/db2.npy" --b "$tmp/in/y.npy" --b-layout nk --out-dtype bf16 --got-a "$tmp/db2.npy" \
    --json "$tmp/bad.json"
expect_error missing "explain gemm: --a" explain gemm --arch sm90 --arch-b sm80 --a "$tmp/none.npy" \
    --b "$tmp/in/y.npy" --json "$tmp/bad.json"
# compare against a float32 reference: the bf16 output of the same GEMM is
# its RNE cast, so every element is 0 ulp from the rounded reference.
outputs=""
"$MMAEMU" gemm --arch sm90 --a "$tmp/db2.npy" --b "$tmp/in/y.npy" --b-layout nk --out "$tmp/d32.npy" 2>/dev/null
"$MMAEMU" gemm --arch sm90 --a "$tmp/db2.npy" --b "$tmp/in/y.npy" --b-layout nk --out "$tmp/d16.npy" \
    --out-dtype bf16 2>/dev/null
"$MMAEMU" compare "$tmp/d16.npy" "$tmp/d32.npy" >"$tmp/out" 2>&1; rc=$?
[ $rc -eq 0 ] && grep -q 'float32 reference: compared in its precision' "$tmp/out" &&
    grep -q '^bitwise different: 0 ' "$tmp/out" && pass || fail "compare vs fp32 reference: $rc"
"$MMAEMU" compare "$tmp/dxt.npy" "$tmp/d32.npy" --atol 0 --rtol 0 >"$tmp/out" 2>&1; rc=$?
[ $rc -eq 1 ] && pass || fail "observed vs other schedule's reference: exit $rc"
expect_error ref-first "differ in shape or dtype" compare "$tmp/d32.npy" "$tmp/d16.npy"
finish explain_gemm
