#!/bin/sh
# SPDX-License-Identifier: MIT
# `mmaemu dcpp`: bad input gives one line on stderr naming the file or
# option and the problem, a non-zero exit and no output files; good input
# gives the same files for 1 and 2 threads, and `dcpp gen` reproduces the
# recorded inputs' checksums (validation/data/dcpp-h100/README.md).
. "$(dirname "$0")/expect.sh"
outputs=""; output_dirs="$tmp/out"

in=$tmp/in
"$MMAEMU" dcpp gen --seed 1 --batch 1 --out-dir "$in" || { echo "FAIL gen"; exit 1; }
X=$in/x.npy; Y=$in/y.npy; G=$in/dout.npy; Bm=$in/b.npy
# Known-answer: the first 6 words of x for seed 1 (README test vector
# bf8a 3f33 3f9a bec2 bee9 3f39) sit after the 128-byte .npy header.
words=$(od -A n -t x2 -j 128 -N 12 "$X" | tr -s ' ' | sed 's/^ //')
if [ "$words" = "bf8a 3f33 3f9a bec2 bee9 3f39" ]; then passes=$((passes+1)); else
    echo "FAIL gen words: $words"; fails=$((fails+1)); fi

# Malformed tensors.
printf 'not a numpy file at all' >"$tmp/junk.npy"
head -c 1000 "$X" >"$tmp/trunc.npy"
head -c 100 "$X" >"$tmp/trunchdr.npy"
# y in place of x: wrong shape; b in place of y: wrong shape.
# A NaN in x: patch the first element to 7fc0.
cp "$X" "$tmp/nan.npy"
printf '\300\177' | dd of="$tmp/nan.npy" bs=1 seek=128 conv=notrunc 2>/dev/null
cp "$X" "$tmp/inf.npy"
printf '\200\177' | dd of="$tmp/inf.npy" bs=1 seek=130 conv=notrunc 2>/dev/null

expect_error unknown-mode "unknown command 'sideways' (expected fwd, bwd, plan or gen)" dcpp sideways
expect_error no-arch "--arch is required" dcpp fwd --path helion --x "$X" --y "$Y" --out-dir "$tmp/out"
expect_error bad-arch "unknown arch 'sm999'" dcpp fwd --arch sm999 --path helion --x "$X" --y "$Y" --out-dir "$tmp/out"
expect_error bad-path "--path 'triton'" dcpp fwd --arch sm90 --path triton --x "$X" --y "$Y" --out-dir "$tmp/out"
expect_error bad-variant "unknown variant 'nope' (variants of gfx950: " dcpp fwd --arch gfx950 --variant nope --path helion --x "$X" --y "$Y" --out-dir "$tmp/out"
expect_error missing-y "--x and --y are required" dcpp fwd --arch sm90 --path helion --x "$X" --out-dir "$tmp/out"
expect_error missing-b "--dout, --x, --y and --b are required" dcpp bwd --arch sm90 --path helion --x "$X" --y "$Y" --dout "$G" --out-dir "$tmp/out"
expect_error no-file "$tmp/none.npy: cannot open" dcpp fwd --arch sm90 --path helion --x "$tmp/none.npy" --y "$Y" --out-dir "$tmp/out"
expect_error junk "$tmp/junk.npy: not a .npy file" dcpp fwd --arch sm90 --path helion --x "$tmp/junk.npy" --y "$Y" --out-dir "$tmp/out"
expect_error truncated "$tmp/trunc.npy: truncated data" dcpp fwd --arch sm90 --path helion --x "$tmp/trunc.npy" --y "$Y" --out-dir "$tmp/out"
expect_error truncated-header "$tmp/trunchdr.npy: truncated header" dcpp fwd --arch sm90 --path helion --x "$tmp/trunchdr.npy" --y "$Y" --out-dir "$tmp/out"
expect_error wrong-shape "$Y: shape (1, 3219, 64), expected (1, 256, cols)" dcpp fwd --arch sm90 --path helion --x "$Bm" --y "$Y" --out-dir "$tmp/out"
expect_error m-mismatch "$Bm: shape (1, 256, 64), expected (1, 3219, cols)" dcpp fwd --arch sm90 --path helion --x "$X" --y "$Bm" --out-dir "$tmp/out"
expect_error k-too-big "K = 256 (the operator needs M, D, K >= 1, D <= 1024, K <= 64)" dcpp fwd --arch sm90 --path helion --x "$X" --y "$X" --out-dir "$tmp/out"
expect_error nan "$tmp/nan.npy: element 0 is NaN" dcpp fwd --arch sm90 --path helion --x "$tmp/nan.npy" --y "$Y" --out-dir "$tmp/out"
expect_error inf "$tmp/inf.npy: element 1 is Inf" dcpp fwd --arch sm90 --path helion --x "$tmp/inf.npy" --y "$Y" --out-dir "$tmp/out"
expect_error bad-set "unknown key 'inductor.blk'" dcpp fwd --arch sm90 --path inductor --set inductor.blk=3 --x "$X" --y "$Y" --out-dir "$tmp/out"
expect_error bad-set-value "inductor.block_k: 'x'" dcpp fwd --arch sm90 --path inductor --set inductor.block_k=x --x "$X" --y "$Y" --out-dir "$tmp/out"
expect_error bad-block "BLOCK_K = 40 is not a multiple" dcpp fwd --arch gfx942 --path inductor --set inductor.block_k=40 --x "$X" --y "$Y" --out-dir "$tmp/out"
expect_error bad-lib "expected xty=, buf0=, buf1= or buf3=" dcpp bwd --arch sm90 --path inductor --lib-schedule buf7=instr=mma --x "$X" --y "$Y" --dout "$G" --b "$Bm" --out-dir "$tmp/out"
expect_error bad-sched-text "unknown key 'speed'" dcpp bwd --arch sm90 --path inductor --lib-schedule buf3=speed=2 --x "$X" --y "$Y" --dout "$G" --b "$Bm" --out-dir "$tmp/out"
expect_error bad-instr "no instruction 'mma.m99'" dcpp bwd --arch sm90 --path inductor --lib-schedule buf3=instr=mma.m99 --x "$X" --y "$Y" --dout "$G" --b "$Bm" --out-dir "$tmp/out"
expect_error fixed-cast "fixes this GEMM's output cast" dcpp fwd --arch sm90 --path helion --schedule helion.out=out=fp32 --x "$X" --y "$Y" --out-dir "$tmp/out"
expect_error fma-dot "FMA" dcpp fwd --arch gfx942 --path inductor --set inductor.nonkdim=0 --set inductor.block_n=8 --x "$X" --y "$Y" --out-dir "$tmp/out"
expect_error bad-threads "--threads '0'" dcpp fwd --arch sm90 --path helion --threads 0 --x "$X" --y "$Y" --out-dir "$tmp/out"
expect_error z-in-bwd "unknown option '--z'" dcpp bwd --arch sm90 --path helion --z "$Bm" --x "$X" --y "$Y" --dout "$G" --b "$Bm" --out-dir "$tmp/out"
expect_error is-no-arch "--arch, --a, --b and --got are required" infer-schedule --a "$X" --b "$Y" --got "$Y"
expect_error is-layout "--a-layout mk|km" infer-schedule --arch sm90 --a "$X" --b "$Y" --got "$Y" --a-layout mn
expect_error is-shape "--b $Bm: shape (1, 256, 64) does not fit" infer-schedule --arch sm90 --a "$X" --a-layout km --b "$Bm" --got "$Bm"
expect_error is-got "--got $Y: shape (1, 3219, 64), expected (1, 256, 64)" infer-schedule --arch sm90 --a "$X" --a-layout km --b "$Y" --got "$Y"
expect_error is-trunc "$tmp/trunc.npy: truncated data" infer-schedule --arch sm90 --a "$tmp/trunc.npy" --b "$Y" --got "$Y"
expect_error demo-option "unknown option '--fast'" demo --fast

# Good runs: identical files for 1 and 2 threads; plan prints schedules.
for t in 1 2; do
    "$MMAEMU" dcpp bwd --arch gfx942 --path inductor --x "$X" --y "$Y" --dout "$G" --b "$Bm" \
        --out-dir "$tmp/t$t" --threads $t --quiet --save-intermediates || { echo "FAIL bwd run"; fails=$((fails+1)); }
done
for f in dx dy db db2 dx1 dxt; do
    if cmp -s "$tmp/t1/$f.npy" "$tmp/t2/$f.npy"; then passes=$((passes+1)); else
        echo "FAIL threads $f"; fails=$((fails+1)); fi
done
# The same x as a safetensors file (hand-built: 8-byte little-endian header
# length, JSON header, raw BF16 data) gives the same outputs as the .npy.
hdr='{"x":{"dtype":"BF16","shape":[1,3219,256],"data_offsets":[0,1648128]}}'
n=$(printf '%s' "$hdr" | wc -c)
{
    for shift in 0 8 16 24 32 40 48 56; do
        printf "\\$(printf %03o $(( (n >> shift) & 255 )))"
    done
    printf '%s' "$hdr"
    tail -c +129 "$X"
} >"$tmp/x.safetensors"
"$MMAEMU" dcpp fwd --arch sm90 --path helion --x "$X" --y "$Y" --out-dir "$tmp/npy" --quiet &&
"$MMAEMU" dcpp fwd --arch sm90 --path helion --x "$tmp/x.safetensors" --y "$Y" --out-dir "$tmp/st" --quiet &&
"$MMAEMU" dcpp fwd --arch sm90 --path helion --x "$tmp/x.safetensors:x" --y "$Y" --out-dir "$tmp/st2" --quiet
if cmp -s "$tmp/npy/out.npy" "$tmp/st/out.npy" && cmp -s "$tmp/npy/xty.npy" "$tmp/st2/xty.npy"; then
    passes=$((passes+1)); else echo "FAIL safetensors input"; fails=$((fails+1)); fi
expect_error st-name "no tensor 'y'" dcpp fwd --arch sm90 --path helion --x "$tmp/x.safetensors:y" --y "$Y" --out-dir "$tmp/out"

# compare: hand-made bf16 .npy files (header per the .npy format, 64-byte
# aligned).  actual 1.0 1.0078125 100.5 -0 ; expected 1.0 1.0 100 +0.
npy4() {
    npy_header '<u2' '(4,)'
    printf "$1"
}
npy4 '\200\077\201\077\311\102\000\200' >"$tmp/act.npy"
npy4 '\200\077\200\077\310\102\000\000' >"$tmp/exp.npy"
"$MMAEMU" compare "$tmp/act.npy" "$tmp/exp.npy" --atol 0.2 --rtol 0.01 >"$tmp/cmp"; rc=$?
if [ $rc -eq 0 ] && grep -q "bitwise different: 3 " "$tmp/cmp" && grep -q "Mismatched elements: 0 / 4" "$tmp/cmp" &&
   grep -q "Greatest absolute difference: 0.5 at index (2)" "$tmp/cmp"; then passes=$((passes+1)); else
    echo "FAIL compare pass case (rc $rc):"; cat "$tmp/cmp"; fails=$((fails+1)); fi
"$MMAEMU" compare "$tmp/act.npy" "$tmp/exp.npy" --atol 0 --rtol 0.001 >"$tmp/cmp"; rc=$?
if [ $rc -eq 1 ] && grep -q "Mismatched elements: 2 / 4" "$tmp/cmp" && grep -q "FAIL" "$tmp/cmp"; then
    passes=$((passes+1)); else echo "FAIL compare fail case (rc $rc):"; cat "$tmp/cmp"; fails=$((fails+1)); fi
expect_error cmp-shape "differ in shape or dtype" compare "$X" "$Y"
expect_error cmp-one "needs ACTUAL and EXPECTED" compare "$X"
expect_error cmp-tol "--atol 'x'" compare "$tmp/act.npy" "$tmp/exp.npy" --atol x

"$MMAEMU" dcpp plan --arch sm90 --path helion >"$tmp/plan" 2>&1
if grep -q "helion.dxt *instr=wgmma.m64nNk16" "$tmp/plan"; then passes=$((passes+1)); else
    echo "FAIL plan:"; cat "$tmp/plan"; fails=$((fails+1)); fi

# `dcpp fwd|bwd` restart once with OMP_WAIT_POLICY=passive unless the user
# chose a policy (cli/main.c): libgomp's verbose display of its settings
# shows GOMP_SPINCOUNT 0 in the restarted process (300000, spinning, in the
# first), none with OMP_WAIT_POLICY=active set, none for other commands.
# spin0 ARGS...: 1 if a process of `$MMAEMU ARGS` waited passively
spin0() {
    OMP_DISPLAY_ENV=verbose "$MMAEMU" "$@" 2>"$tmp/omp" >/dev/null
    grep -q "GOMP_SPINCOUNT = " "$tmp/omp" || { fail "spin: no libgomp display"; echo 2; return; }
    grep -q "GOMP_SPINCOUNT = '0'" "$tmp/omp" && echo 1 || echo 0
}
fwd="dcpp fwd --arch sm90 --path helion --x $X --y $Y --out-dir $tmp/wait --quiet"
[ "$(spin0 $fwd)" = 1 ] && pass || fail "dcpp fwd does not wait passively"
[ "$(OMP_WAIT_POLICY=active spin0 $fwd)" = 0 ] && pass || fail "dcpp fwd overrode the user's policy"
[ "$(spin0 models)" = 0 ] && pass || fail "models restarted"

finish cli_dcpp
