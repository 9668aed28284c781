#!/bin/sh
# SPDX-License-Identifier: MIT
# `mmaemu gemm`: every element of D equals `mmaemu dot` on that element's
# row of A, column of B and C (bf16, fp16, fp8, tf32 operands; library
# schedules); stored layouts (transposes) and batches give the same D; the
# bf16 output is the RNE cast of the fp32 one (cast here, in awk); bad input
# exits 2 with one line on stderr and no output file.  Tensors are written
# byte by byte from the .npy format (no numpy).
. "$(dirname "$0")/expect.sh"
mkdir -p "$tmp/o"
outputs="$tmp/o/d.npy"; output_dirs=""

# npy FILE DESCR SHAPE BYTES < words: a .npy v1.0 file, one hex word per
# line, each written little-endian in BYTES bytes.
npy() {
    {
        npy_header "$2" "$3"
        printf "$(awk -v n="$4" '{ v = 0; h = tolower($1)
            for (i = 1; i <= length(h); i++) v = v * 16 + index("0123456789abcdef", substr(h, i, 1)) - 1
            for (i = 0; i < n; i++) { printf "\\%03o", v % 256; v = int(v / 256) } }')"
    } >"$1"
}

# words FILE BYTES: the data of a .npy file, one hex word per line.
words() {
    hl=$(od -A n -t u2 -j 8 -N 2 "$1" | tr -d ' ')
    od -A n -v -t x"$2" -j $((10 + hl)) "$1" | tr -s ' ' '\n' | sed '/^$/d'
}

# rand SEED COUNT KIND: random finite patterns, one per line.
rand() {
    awk -v seed="$1" -v n="$2" -v kind="$3" 'BEGIN { srand(seed)
      for (i = 0; i < n; i++) {
        s = int(rand() * 2)
        if (kind == "bf16") printf "%04x\n", s * 32768 + (120 + int(rand() * 12)) * 128 + int(rand() * 128)
        else if (kind == "fp16") printf "%04x\n", s * 32768 + (10 + int(rand() * 10)) * 1024 + int(rand() * 1024)
        else if (kind == "fp32") printf "%08x\n", s * 2147483648 + (120 + int(rand() * 12)) * 8388608 + int(rand() * 8388608)
        else printf "%02x\n", s * 128 + int(rand() * 127) } }'
}

# transpose ROWS COLS < words (row-major) > words of the transpose.
transpose() {
    awk -v r="$1" -v c="$2" '{ w[NR - 1] = $1 } END {
        for (j = 0; j < c; j++) for (i = 0; i < r; i++) print w[i * c + j] }'
}

# dotlines M N K AFILE BFILE CFILE: the dot line of every (i, j), batch by
# batch (A words (batch,)m,k; B words k,n shared; C words (batch,)m,n or "0").
dotlines() {
    awk -v m="$1" -v n="$2" -v k="$3" -v af="$4" -v bf="$5" -v cf="$6" 'BEGIN {
        while ((getline w < af) > 0) a[na++] = w
        while ((getline w < bf) > 0) b[nb++] = w
        if (cf != "0") while ((getline w < cf) > 0) c[nc++] = w
        for (t = 0; t < na / (m * k); t++) for (i = 0; i < m; i++) for (j = 0; j < n; j++) {
            line = ""
            for (q = 0; q < k; q++) line = line a[t * m * k + i * k + q] " "
            line = line "|"
            for (q = 0; q < k; q++) line = line " " b[q * n + j]
            print line " | " (cf == "0" ? "0" : c[t * m * n + i * n + j]) } }'
}

# same NAME FILE1 FILE2: identical files.
same() { if cmp -s "$2" "$3"; then pass; else fail "$1"; fi; }

# operands TAG KIND DESCR BYTES SEED C: random A (M,K) and B (K,N) of KIND
# (seeds SEED, SEED + 1) as words $tmp/aTAG.w, $tmp/bTAG.w and .npy files
# of DESCR, BYTES a word; their dot lines with C (a words file, or 0) in
# $tmp/lines.
operands() {
    rand "$5" $((M * K)) "$2" >"$tmp/a$1.w"
    rand $(($5 + 1)) $((K * N)) "$2" >"$tmp/b$1.w"
    npy "$tmp/a$1.npy" "$3" "($M, $K)" "$4" <"$tmp/a$1.w"
    npy "$tmp/b$1.npy" "$3" "($K, $N)" "$4" <"$tmp/b$1.w"
    dotlines $M $N $K "$tmp/a$1.w" "$tmp/b$1.w" "$6" >"$tmp/lines"
}

M=3; N=5; K=40
rand 3 $((M * N)) fp32 >"$tmp/c.w"
npy "$tmp/c.npy" '<f4' "($M, $N)" 4 <"$tmp/c.w"

# gemm_vs_dot NAME DOTARGS -- GEMMARGS: D (fp32) equals dot line by line.
gemm_vs_dot() {
    name=$1; shift; dargs=""
    while [ "$1" != "--" ]; do dargs="$dargs $1"; shift; done; shift
    rm -f "$tmp/d.npy"
    if ! "$MMAEMU" gemm "$@" --out "$tmp/d.npy" 2>"$tmp/err"; then
        fail "$name: gemm failed: $(cat "$tmp/err")"; return; fi
    # shellcheck disable=SC2086
    "$MMAEMU" dot $dargs <"$tmp/lines" >"$tmp/want" 2>"$tmp/err" || { fail "$name: dot failed"; return; }
    words "$tmp/d.npy" 4 >"$tmp/got"
    if [ -s "$tmp/want" ] && cmp -s "$tmp/got" "$tmp/want"; then pass; else
        fail "$name: gemm differs from dot"; fi
}

# bf16 with C, through four models' library defaults (and the alias H100).
operands "" bf16 '<u2' 2 1 "$tmp/c.w"
for arch in sm90 H100 sm80 gfx942 gfx950:fused-k; do
    gemm_vs_dot "bf16 $arch" --arch $arch --in bf16 -- --arch $arch --a "$tmp/a.npy" --b "$tmp/b.npy" --c "$tmp/c.npy"
done
cp "$tmp/d.npy" "$tmp/d-fk.npy"
gemm_vs_dot "bf16 gfx950 default" --arch gfx950 --in bf16 -- --arch gfx950 --a "$tmp/a.npy" --b "$tmp/b.npy" --c "$tmp/c.npy"
if cmp -s "$tmp/d.npy" "$tmp/d-fk.npy"; then fail "gfx950 variants give the same D"; else pass; fi
# The banner names the model, the variant and where the schedule came from.
"$MMAEMU" gemm --arch MI350:step16 --a "$tmp/a.npy" --b "$tmp/b.npy" --out "$tmp/d.npy" 2>"$tmp/err"
if [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q "^mmaemu gemm: model gfx950:step16 (variant step16, library preset none.*schedule from library default" "$tmp/err"; then
    pass; else fail "banner: $(cat "$tmp/err")"; fi

# float16 (typed '<f2'), no C: C = 0 in the dot lines.
operands 16 fp16 '<f2' 2 4 0
gemm_vs_dot "fp16 sm80" --arch sm80 --in fp16 -- --arch sm80 --a "$tmp/a16.npy" --b "$tmp/b16.npy"
gemm_vs_dot "fp16 gfx90a" --arch gfx90a --in fp16 -- --arch gfx90a --a "$tmp/a16.npy" --b "$tmp/b16.npy"
# uint16 patterns read as fp16 with --in fp16.
npy "$tmp/a16u.npy" '<u2' "($M, $K)" 2 <"$tmp/a16.w"
npy "$tmp/b16u.npy" '<u2' "($K, $N)" 2 <"$tmp/b16.w"
gemm_vs_dot "fp16 patterns" --arch sm80 --in fp16 -- --arch sm80 --in fp16 --a "$tmp/a16u.npy" --b "$tmp/b16u.npy"

# fp8: uint8 patterns with --in.
operands 8 e4m3 '|u1' 1 6 "$tmp/c.w"
gemm_vs_dot "e4m3 sm90" --arch sm90 --in e4m3 -- --arch sm90 --in e4m3 --a "$tmp/a8.npy" --b "$tmp/b8.npy" --c "$tmp/c.npy"
gemm_vs_dot "e5m2 sm89" --arch sm89 --in e5m2 -- --arch sm89 --in e5m2 --a "$tmp/a8.npy" --b "$tmp/b8.npy" --c "$tmp/c.npy"
gemm_vs_dot "e4m3fnuz gfx942" --arch gfx942 --in e4m3fnuz -- --arch gfx942 --in e4m3fnuz --a "$tmp/a8.npy" --b "$tmp/b8.npy" --c "$tmp/c.npy"
# gfx950 has no Triton-default fp8 row: the schedule text names one.
gemm_vs_dot "e4m3 gfx950 named" --arch gfx950 --in e4m3 --instr mfma.16x16x32 -- --arch gfx950 --in e4m3 --a "$tmp/a8.npy" --b "$tmp/b8.npy" --c "$tmp/c.npy" --schedule instr=mfma.16x16x32

# tf32: float32 operands with --in tf32 (the low 13 bits ignored, as the hardware does).
operands 32 fp32 '<f4' 4 8 "$tmp/c.w"
gemm_vs_dot "tf32 sm90" --arch sm90 --in tf32 -- --arch sm90 --in tf32 --a "$tmp/a32.npy" --b "$tmp/b32.npy" --c "$tmp/c.npy"

# Layouts: A stored (k,m), B stored (n,k) give the same D.
transpose $M $K <"$tmp/a.w" | npy "$tmp/at.npy" '<u2' "($K, $M)" 2
transpose $K $N <"$tmp/b.w" | npy "$tmp/bt.npy" '<u2' "($N, $K)" 2
for arch in sm90 gfx942; do
    "$MMAEMU" gemm --arch $arch --a "$tmp/a.npy" --b "$tmp/b.npy" --c "$tmp/c.npy" --out "$tmp/d0.npy" 2>/dev/null
    "$MMAEMU" gemm --arch $arch --a "$tmp/at.npy" --a-layout km --b "$tmp/b.npy" --c "$tmp/c.npy" --out "$tmp/d1.npy" 2>/dev/null
    "$MMAEMU" gemm --arch $arch --a "$tmp/a.npy" --b "$tmp/bt.npy" --b-layout nk --c "$tmp/c.npy" --out "$tmp/d2.npy" 2>/dev/null
    "$MMAEMU" gemm --arch $arch --a "$tmp/at.npy" --a-layout km --b "$tmp/bt.npy" --b-layout nk --c "$tmp/c.npy" --out "$tmp/d3.npy" 2>/dev/null
    same "layout km $arch" "$tmp/d0.npy" "$tmp/d1.npy"
    same "layout nk $arch" "$tmp/d0.npy" "$tmp/d2.npy"
    same "layout km nk $arch" "$tmp/d0.npy" "$tmp/d3.npy"
done

# Batches: A (2,m,k) and C (2,m,n) with a shared 2-D B; each batch is dot's.
rand 10 $((M * K)) bf16 >"$tmp/a2.w"
rand 11 $((M * N)) fp32 >"$tmp/c2.w"
cat "$tmp/a.w" "$tmp/a2.w" >"$tmp/ab.w"
cat "$tmp/c.w" "$tmp/c2.w" >"$tmp/cb.w"
npy "$tmp/ab.npy" '<u2' "(2, $M, $K)" 2 <"$tmp/ab.w"
npy "$tmp/cb.npy" '<f4' "(2, $M, $N)" 4 <"$tmp/cb.w"
dotlines $M $N $K "$tmp/ab.w" "$tmp/b.w" "$tmp/cb.w" >"$tmp/lines"
gemm_vs_dot "batched sm90" --arch sm90 --in bf16 -- --arch sm90 --a "$tmp/ab.npy" --b "$tmp/b.npy" --c "$tmp/cb.npy"
if od -A n -c -j 10 -N 80 "$tmp/d.npy" | tr -d ' \n' | grep -q "(2,3,5)"; then pass; else fail "batched shape"; fi

# Output dtypes: bf16 = RNE(fp32 D), here in awk; fp16 is float16 '<f2'.
"$MMAEMU" gemm --arch sm90 --a "$tmp/a.npy" --b "$tmp/b.npy" --c "$tmp/c.npy" --out "$tmp/d32.npy" 2>/dev/null
"$MMAEMU" gemm --arch sm90 --a "$tmp/a.npy" --b "$tmp/b.npy" --c "$tmp/c.npy" --out-dtype bf16 --out "$tmp/d16.npy" 2>/dev/null
words "$tmp/d32.npy" 4 | awk '{ v = 0; for (i = 1; i <= 8; i++) v = v * 16 + index("0123456789abcdef", substr($1, i, 1)) - 1
    hi = int(v / 65536); lo = v % 65536
    if (lo > 32768 || (lo == 32768 && hi % 2 == 1)) hi++
    printf "%04x\n", hi % 65536 }' >"$tmp/want16"
words "$tmp/d16.npy" 2 >"$tmp/got16"
same "out-dtype bf16 = RNE of fp32" "$tmp/want16" "$tmp/got16"
"$MMAEMU" gemm --arch sm90 --a "$tmp/a.npy" --b "$tmp/b.npy" --out-dtype fp16 --out "$tmp/dh.npy" 2>/dev/null
if head -c 80 "$tmp/dh.npy" | grep -q "'descr': '<f2'"; then pass; else fail "fp16 out descr"; fi
"$MMAEMU" gemm --arch sm90 --a "$tmp/a.npy" --b "$tmp/b.npy" --out "$tmp/d.npy.gz" 2>/dev/null
if gzip -dc "$tmp/d.npy.gz" | head -c 6 | grep -q NUMPY; then pass; else fail ".npy.gz out"; fi

# Triton: float32 operands are tf32 by default, as in Triton; the banner says so.
T="BLOCK_M=64 BLOCK_N=64 BLOCK_K=32 num_warps=4 num_stages=3"
"$MMAEMU" gemm --arch sm90 --a "$tmp/a32.npy" --b "$tmp/b32.npy" --triton "$T" --out "$tmp/t1.npy" 2>"$tmp/err"
"$MMAEMU" gemm --arch sm90 --in tf32 --a "$tmp/a32.npy" --b "$tmp/b32.npy" --triton "$T" --out "$tmp/t2.npy" 2>/dev/null
same "triton fp32 = tf32" "$tmp/t1.npy" "$tmp/t2.npy"
if grep -q "schedule from Triton tile BLOCK_M=64 BLOCK_N=64 BLOCK_K=32 num_warps=4" "$tmp/err"; then pass; else
    fail "triton banner: $(cat "$tmp/err")"; fi
# A 2-D operand is shared by every batch: batch 1 of A (2,m,k) alone.
npy "$tmp/a2.npy" '<u2' "($M, $K)" 2 <"$tmp/a2.w"
"$MMAEMU" gemm --arch gfx942 --a "$tmp/ab.npy" --b "$tmp/b.npy" --triton "$T" --out "$tmp/tb.npy" 2>/dev/null
"$MMAEMU" gemm --arch gfx942 --a "$tmp/a2.npy" --b "$tmp/b.npy" --triton "$T" --out "$tmp/t0.npy" 2>/dev/null
words "$tmp/tb.npy" 4 | tail -n $((M * N)) >"$tmp/tb.w"
words "$tmp/t0.npy" 4 >"$tmp/t0.w"
same "triton batch 1 = its own run" "$tmp/tb.w" "$tmp/t0.w"

# Bad input: exit 2, one line, no output (and no temporary left in the folder).
A="--a $tmp/a.npy"; B="--b $tmp/b.npy"; D="--out $tmp/o/d.npy"
npy "$tmp/f64.npy" '<f8' "(1, 1)" 8 <<EOF
3ff0000000000000
EOF
rand 12 $(((K - 1) * N)) bf16 | npy "$tmp/bk.npy" '<u2' "($((K - 1)), $N)" 2
rand 13 $((3 * K * N)) bf16 | npy "$tmp/b3.npy" '<u2' "(3, $K, $N)" 2
printf 'not a numpy file' >"$tmp/junk.npy"
expect_error missing-file "$tmp/none.npy: cannot open" gemm --arch sm90 --a "$tmp/none.npy" $B $D
expect_error junk-file "$tmp/junk.npy: not a .npy file" gemm --arch sm90 --a "$tmp/junk.npy" $B $D
expect_error float64 "float64" gemm --arch sm90 --a "$tmp/f64.npy" $B $D
expect_error k-mismatch "has K = 40 but --b $tmp/bk.npy has K = 39" gemm --arch sm90 $A --b "$tmp/bk.npy" $D
expect_error batch-mismatch "batches 2 and 3 differ" gemm --arch sm90 --a "$tmp/ab.npy" --b "$tmp/b3.npy" $D
expect_error c-shape "--c $tmp/b.npy" gemm --arch sm90 $A $B --c "$tmp/b.npy" $D
expect_error c-untyped "expected float32" gemm --arch sm90 $A $B --c "$tmp/a.npy" $D
expect_error fp8-no-in "needs --in e4m3" gemm --arch sm90 --a "$tmp/a8.npy" --b "$tmp/b8.npy" $D
expect_error in-disagrees "does not hold the --in format" gemm --arch sm90 --in e4m3 $A $B $D
expect_error no-default-row "name one (mfma.32x32x16 mfma.16x16x32) with instr= in the schedule text" gemm --arch gfx950 --in e4m3 --a "$tmp/a8.npy" --b "$tmp/b8.npy" $D
# hostile library kernel names and trace lines: refused, not run with a made-up program
expect_error lib-k-tile-0 "K tile (1 to 1024)" gemm --arch sm90 $A $B $D \
    --lib-kernel cutlass_80_tensorop_bf16_s16816gemm_bf16_128x64_0x3_tn_align2
expect_error lib-tile-huge "out of range" gemm --arch sm90 $A $B $D \
    --lib-kernel nvjet_sm90_tst_99999999999x128_64x5_1x2_h_bz_TNT
expect_error lib-name-long "a kernel name of 1024 characters or more" gemm --arch sm90 $A $B $D \
    --lib-kernel "$(printf '%02000d' 0)"
expect_error lib-splits-huge "numSplitsK out of range" gemm --arch sm90 $A $B $D \
    --lib-kernel nvjet_sm90_tst_192x128_64x5_1x2_h_bz_TNT --lib-log "numSplitsK=99999999999"
expect_error lib-scheme "reductionScheme FOO is none of" gemm --arch sm90 $A $B $D \
    --lib-kernel nvjet_sm90_tst_192x128_64x5_1x2_h_bz_TNT \
    --lib-log "numSplitsK=2 reductionScheme=REDUCTION_SCHEME_FOO"
expect_error lib-workspace "workSpaceSizeInBytes '99999999999999999999999' is no byte count" \
    gemm --arch sm90 $A $B $D --lib-kernel \
    sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64_warpgroupsize1x1x1_execute_segment_k_on_kernel \
    --lib-log "numSplitsK=-1 workSpaceSizeInBytes=99999999999999999999999"
expect_error lib-gsu-huge "GSU 99999999999" gemm --arch gfx942 $A $B $D \
    --lib-kernel Cijk_Ailk_Bljk_BBS_BH_MT128x128x64_MI16x16x16x1_SN_GSU99999999999
expect_error mixed-formats "is fp16 but --b" gemm --arch sm90 --a "$tmp/a16.npy" $B $D
expect_error unknown-arch "unknown arch 'sm999'" gemm --arch sm999 $A $B $D
expect_error unknown-variant "unknown variant 'nonsense' (variants of gfx950: " gemm --arch gfx950:nonsense $A $B $D
expect_error unknown-preset "unknown library preset 'nopreset'" gemm --arch sm90+nopreset $A $B $D
expect_error foreign-preset "unknown library preset 'cublas13.1-h100'" gemm --arch gfx942+cublas13.1-h100 $A $B $D
expect_error lib-disagrees "says lib 'cublas13.1-h100' but --lib says 'default'" gemm --arch sm90+cublas13.1-h100 --lib default $A $B $D
expect_error no-arch "--arch is required" gemm $A $B $D
expect_error no-out "--out is required" gemm --arch sm90 $A $B
expect_error no-b "--b is required" gemm --arch sm90 $A $D
expect_error triton-key "triton config: unknown key 'BLOCK_Q'" gemm --arch sm90 $A $B --triton "BLOCK_M=64 BLOCK_Q=1" $D
expect_error triton-text "is not key=value" gemm --arch sm90 $A $B --triton "BLOCK_M=64 fast" $D
expect_error triton-missing "BLOCK_K are required" gemm --arch sm90 $A $B --triton "BLOCK_M=64 BLOCK_N=64" $D
expect_error schedule-text "unknown key 'speed'" gemm --arch sm90 $A $B --schedule "speed=2" $D
expect_error out-conflict "disagrees with the schedule's out=" gemm --arch sm90 $A $B --schedule out=bf16 --out-dtype fp16 $D
expect_error bad-layout "--a-layout 'mn' (expected mk or km)" gemm --arch sm90 $A $B --a-layout mn $D
expect_error bad-out-dtype "--out-dtype 'fp8'" gemm --arch sm90 $A $B --out-dtype fp8 $D
expect_error bad-in "--in 'bogus8'" gemm --arch sm90 $A $B --in bogus8 $D
expect_error twice "--arch given twice" gemm --arch sm90 --arch sm80 $A $B $D
expect_error unknown-option "unknown option '--bogus'" gemm --arch sm90 $A $B $D --bogus
expect_error no-out-dir "cannot write in $tmp/nodir/" gemm --arch sm90 $A $B --out "$tmp/nodir/d.npy"
if [ -z "$(ls -A "$tmp/o")" ]; then pass; else fail "left in the output folder: $(ls -A "$tmp/o")"; fi

finish gemm
