#!/bin/sh
# SPDX-License-Identifier: MIT
# `mmaemu probe gen` and `mmaemu probe check`: errors give one line on
# stderr (naming file and line for input errors), a non-zero exit, nothing
# on stdout and no output file left behind; outputs of the reference engine
# check 100%; one flipped bit is reported as exactly that mismatch.
set -u
MMAEMU=${MMAEMU:-./mmaemu}
fails=0; passes=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() { echo "FAIL $1"; fails=$((fails+1)); }
pass() { passes=$((passes+1)); }

# expect_error NAME RC PATTERN ARGS...  (RC: the exit status wanted, or 'nz')
expect_error() {
    name=$1; want=$2; pattern=$3; shift 3
    "$MMAEMU" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    rc=$?
    if [ "$want" = nz ] && [ "$rc" -eq 0 ]; then fail "$name: exit 0"; return; fi
    if [ "$want" != nz ] && [ "$rc" -ne "$want" ]; then fail "$name: exit $rc, wanted $want"; cat "$tmp/err"; return; fi
    if [ -s "$tmp/out" ]; then fail "$name: printed output:"; head -3 "$tmp/out"; return; fi
    if [ "$(wc -l <"$tmp/err")" -ne 1 ] || ! grep -q -- "$pattern" "$tmp/err"; then
        fail "$name: stderr was:"; cat "$tmp/err"; return
    fi
    pass
}

# ------------------------------------------------------------ probe gen errors
g="probe gen"
o="$tmp/never.txt"
expect_error gen-unknown-arch 2 "unknown arch 'sm999'" $g --arch sm999 --in bf16 -o "$o"
expect_error gen-unknown-in 2 "unknown input format 'bf17'" $g --arch sm90 --in bf17 -o "$o"
expect_error gen-e8m13-in 2 "unknown input format 'e8m13'" $g --arch sm90 --in e8m13 -o "$o"
expect_error gen-unknown-out 2 "unknown output format 'bf16'" $g --arch sm90 --in bf16 --out bf16 -o "$o"
expect_error gen-unknown-instr 2 'mma.m99' $g --arch sm90 --in bf16 --instr mma.m99 -o "$o"
expect_error gen-fp8-on-ampere 2 'e4m3' $g --arch sm80 --in e4m3 -o "$o"
expect_error gen-unknown-variant 2 'nosuch' $g --arch gfx950 --in bf16 --variant nosuch -o "$o"
expect_error gen-k-not-multiple 2 'not a multiple of mma.m16n8k16' $g --arch sm80 --in bf16 --instr mma --k 24 -o "$o"
expect_error gen-k-zero 2 "--k '0'" $g --arch sm80 --in bf16 --k 0 -o "$o"
expect_error gen-k-huge 2 "--k '70000'" $g --arch sm80 --in bf16 --k 70000 -o "$o"
expect_error gen-k-text 2 "--k '1x'" $g --arch sm80 --in bf16 --k 1x -o "$o"
expect_error gen-k-and-chain 2 'not both' $g --arch sm80 --in bf16 --k 16 --chain 2 -o "$o"
expect_error gen-chain-zero 2 "--chain '0'" $g --arch sm80 --in bf16 --chain 0 -o "$o"
expect_error gen-unknown-kind 2 "unknown kind 'tie'" $g --arch sm80 --in bf16 --kind tie -o "$o"
expect_error gen-bad-seed 2 "--seed '-1'" $g --arch sm80 --in bf16 --seed -1 -o "$o"
expect_error gen-count-zero 2 "--count '0'" $g --arch sm80 --in bf16 --count 0 -o "$o"
expect_error gen-bad-version 2 "--gen-version '3'" $g --arch sm80 --in bf16 --gen-version 3 -o "$o"
expect_error gen-missing-arch 2 'required' $g --in bf16 -o "$o"
expect_error gen-missing-value 2 'needs a value' $g --arch sm80 --in bf16 --seed
expect_error gen-unknown-option 2 "unknown option '--bogus'" $g --arch sm80 --in bf16 --bogus 1
expect_error gen-unwritable 1 'cannot write' $g --arch sm80 --in bf16 -o "$tmp/no/such/dir/p.txt"
expect_error probe-unknown-sub 2 "unknown subcommand 'gne'" probe gne
if [ -e "$o" ]; then fail "gen errors left $o behind"; else pass; fi

# ------------------------------------------------------------ happy paths
# bf16 through sm90's mma.m16n8k16, two instructions chained, the outputs
# of the MPFR reference engine: all match, with per-kind counts.
if "$MMAEMU" probe gen --arch H100 --in bf16 --instr mma.m16n8k16 --chain 2 --count 3000 --seed 9 \
        -o "$tmp/p.txt" && "$MMAEMU" dot --arch sm90 --in bf16 --instr mma.m16n8k16 --engine ref \
        <"$tmp/p.txt" >"$tmp/ref.out"; then pass; else fail "gen | dot --engine ref"; fi
head -7 "$tmp/p.txt" >"$tmp/head"
printf '#mmaemu-probe 1\n#arch sm90\n#instr mma.m16n8k16\n#in bf16\n#out fp32\n#k 32\n#gen kind=mixed seed=9 count=3000 version=2\n' >"$tmp/head.want"
if cmp -s "$tmp/head" "$tmp/head.want"; then pass; else fail "header:"; cat "$tmp/head"; fi
"$MMAEMU" probe check "$tmp/p.txt" "$tmp/ref.out" >"$tmp/rep" 2>"$tmp/err"; rc=$?
if [ $rc -eq 0 ] && grep -q 'sm90 mma.m16n8k16 bf16->fp32 .*3000 of 3000 match (100.000%)' "$tmp/rep" \
        && grep -q '^  discriminate  [0-9]* of [0-9]*$' "$tmp/rep" && [ ! -s "$tmp/err" ]; then pass
else fail "check of reference outputs (exit $rc):"; cat "$tmp/rep" "$tmp/err"; fi

# The same, compressed, and the outputs with comment lines.
"$MMAEMU" probe gen --arch H100 --in bf16 --instr mma.m16n8k16 --chain 2 --count 3000 --seed 9 -o "$tmp/p.gz"
{ echo "# device: reference engine"; cat "$tmp/ref.out"; } | gzip >"$tmp/ref.out.gz"
if [ "$(gzip -dc "$tmp/p.gz" | cmp - "$tmp/p.txt" && echo same)" = same ]; then pass; else fail "p.gz differs from p.txt"; fi
if "$MMAEMU" probe check "$tmp/p.gz" "$tmp/ref.out.gz" >/dev/null; then pass; else fail "check of .gz files"; fi
# Defaults to stdout; --start continues a set.
"$MMAEMU" probe gen --arch H100 --in bf16 --instr mma.m16n8k16 --chain 2 --count 1000 --seed 9 --start 2000 \
    | grep -v '^#' >"$tmp/tail.txt"
if tail -n 1000 "$tmp/p.txt" | cmp -s - "$tmp/tail.txt"; then pass; else fail "--start 2000 is not the tail"; fi

# One flipped bit: exit 1, exactly that line reported with its inputs.
v=$(sed -n 1234p "$tmp/ref.out")
flipped=$(printf '%08x' $((0x$v ^ 1)))
awk -v r="$flipped" 'NR == 1234 { $0 = r } { print }' "$tmp/ref.out" >"$tmp/flip.out"
"$MMAEMU" probe check "$tmp/p.txt" "$tmp/flip.out" >"$tmp/rep" 2>"$tmp/err"; rc=$?
want_line=$((1234 + 7))
if [ $rc -eq 1 ] && grep -q '2999 of 3000 match' "$tmp/rep" && grep -q 'first 1 of 1 mismatches' "$tmp/rep" \
        && grep -q "p.txt:$want_line .*device .* (device [+-]1 ulp)" "$tmp/rep" \
        && grep -qF "$(sed -n "${want_line}p" "$tmp/p.txt")" "$tmp/rep"; then pass
else fail "flipped bit (exit $rc):"; cat "$tmp/rep" "$tmp/err"; fi

# Another model of the same file: --arch / --variant / --instr override the header.
"$MMAEMU" probe check --arch sm80 "$tmp/p.txt" "$tmp/ref.out" >"$tmp/rep" 2>"$tmp/err"; rc=$?
if [ $rc -eq 1 ] && grep -q 'sm80 mma.m16n8k16' "$tmp/rep"; then pass; else fail "--arch sm80 (exit $rc)"; cat "$tmp/rep" "$tmp/err"; fi
expect_error check-override-instr 2 'mma.m99' probe check --instr mma.m99 "$tmp/p.txt" "$tmp/ref.out"

# --model: a model file (docs/design.md 5.1) for the same instruction.
cat >"$tmp/m.txt" <<'EOF'
mmaemu-model 1
name mma.m16n8k16
family mma
k 16
in bf16
acc fp32
alg T-FDPA
L 16
F 25
e_zero -133
ezero_rule terms
c_entry fused
out RZ-FP32
zero_sign positive
nan 0x7FFFFFFF
widen_fp16 0
k_interleave 0
c_after 0
verified 0
triton_default 0
source test
end
EOF
if "$MMAEMU" probe check --model "$tmp/m.txt" "$tmp/p.txt" "$tmp/ref.out" >"$tmp/rep" 2>"$tmp/err"; then pass
else fail "--model"; cat "$tmp/rep" "$tmp/err"; fi
sed 's/^F 25$/F 24/' "$tmp/m.txt" >"$tmp/m24.txt"
"$MMAEMU" probe check --model "$tmp/m24.txt" "$tmp/p.txt" "$tmp/ref.out" >/dev/null 2>&1; rc=$?
if [ $rc -eq 1 ]; then pass; else fail "--model with F 24: exit $rc, wanted 1"; fi
sed 's/^in bf16$/in fp16/' "$tmp/m.txt" >"$tmp/mfp16.txt"
expect_error check-model-formats 2 'the model is for fp16->fp32' probe check --model "$tmp/mfp16.txt" "$tmp/p.txt" "$tmp/ref.out"

# The stored H100 smoke files (validation/data/h100-smoke): their #gen names
# another generator (no per-kind counts); every line matches the device.
SMOKE=${MMAEMU_TESTDATA:-tests/data}/../../validation/data/h100-smoke
s=mma.m16n8k16-e4m3-fp16
"$MMAEMU" probe check "$SMOKE/inputs/$s.probe.gz" "$SMOKE/outputs/$s.out.gz" >"$tmp/rep" 2>"$tmp/err"; rc=$?
if [ $rc -eq 0 ] && grep -q '2000 of 2000 match' "$tmp/rep" && [ "$(wc -l <"$tmp/rep")" -eq 1 ]; then pass
else fail "smoke file (exit $rc):"; cat "$tmp/rep" "$tmp/err"; fi

# fp8 with an fp16 accumulator (a composed instruction on sm90), every kind.
for kind in random normal spread cancel c-big c-small subnormal ties overflow specials discriminate; do
    "$MMAEMU" probe gen --arch sm90 --in e5m2 --out fp16 --instr mma.m16n8k32 --kind $kind --count 200 -o "$tmp/k.txt" \
        && "$MMAEMU" dot --arch sm90 --in e5m2 --out fp16 --instr mma.m16n8k32 --engine ref <"$tmp/k.txt" >"$tmp/k.out" \
        && "$MMAEMU" probe check "$tmp/k.txt" "$tmp/k.out" >"$tmp/rep" \
        && grep -q "^  $kind  *200 of 200\$" "$tmp/rep" && pass || { fail "kind $kind"; cat "$tmp/rep"; }
done

# ------------------------------------------------------------ probe check errors
P="$tmp/p.txt"; R="$tmp/ref.out"
c="probe check"
expect_error check-one-file 2 'needs PROBEFILE and OUTFILE' $c "$P"
expect_error check-three-files 2 'more than two files' $c "$P" "$R" "$R"
expect_error check-unknown-option 2 "unknown option '--bogus'" $c --bogus "$P" "$R"
expect_error check-missing-probe 2 "$tmp/none.txt: cannot open" $c "$tmp/none.txt" "$R"
expect_error check-missing-out 2 "$tmp/none.out: cannot open" $c "$P" "$tmp/none.out"
expect_error check-not-probe 2 "$R:1: not a probe file" $c "$R" "$R"
# bad_probe NAME SED PATTERN: the probe file edited by SED, NAME.txt, is
# refused with PATTERN.
bad_probe() {
    sed "$2" "$P" >"$tmp/$1.txt"
    expect_error "check-$1" 2 "$1.txt$3" $c "$tmp/$1.txt" "$R"
}
bad_probe v3 '1s/.*/#mmaemu-probe 3/' ":1: unsupported probe file version"
bad_probe noin '/^#in /d' ":7: no #in line"
bad_probe k16 's/^#k 32$/#k 16/' ":8: 32 values in a, the header says #k 16"
bad_probe kbad 's/^#k 32$/#k lots/' ":6: bad #k value 'lots'"
bad_probe khex 's/^#k 32$/#k 0x20/' ":6: bad #k value '0x20'"
bad_probe gv 's/^#gen .*/#gen kind=mixed seed=9 count=3000 version=7/' ":7: #gen: generator version 7"
bad_probe gk 's/^#gen .*/#gen kind=mixd seed=9/' ":7: #gen: unknown kind 'mixd'"
bad_probe arch 's/^#arch .*/#arch sm999/' ": unknown #arch 'sm999'"
bad_probe inalias 's/^#in .*/#in bfloat16/' ":4: bad #in format 'bfloat16'"
bad_probe twice '3s/.*/#arch sm80/' ":3: a second #arch line"
bad_probe late '20s/.*/#k 32/' ":20: #k after the first dot line"
bad_probe width '10s/^..../3f8/' ":10: a value .* is not 4 hex digits"
bad_probe cw '12s/|[^|]*$/| 3f80/' ":12: c value '3f80' is not 8 hex digits"
head -n 2000 "$R" >"$tmp/short.out"
expect_error check-out-short 2 "short.out:2000: ends after 2000 outputs" $c "$P" "$tmp/short.out"
{ cat "$R"; echo 3f800000; } >"$tmp/long.out"
expect_error check-out-long 2 "long.out:3001: more outputs than" $c "$P" "$tmp/long.out"
sed '5s/.*/3f80000/' "$R" >"$tmp/ow.out"
expect_error check-out-width 2 "ow.out:5: '3f80000' is not 8 hex digits (fp32)" $c "$P" "$tmp/ow.out"
sed '6s/.*/3f80000g/' "$R" >"$tmp/oh.out"
expect_error check-out-hex 2 "oh.out:6: '3f80000g' is not 8 hex digits" $c "$P" "$tmp/oh.out"
head -n 1007 "$P" >"$tmp/cut.txt"
head -n 1000 "$R" >"$tmp/cut.out"
expect_error check-gen-count 2 "cut.txt:1007: 1000 dot lines but #gen count=3000" $c "$tmp/cut.txt" "$tmp/cut.out"
size=$(wc -c <"$tmp/p.gz")
head -c $((size / 2)) "$tmp/p.gz" >"$tmp/trunc.gz"
expect_error check-truncated-gz 2 "trunc.gz:[0-9]*: " $c "$tmp/trunc.gz" "$R"
head -c 5000 "$P" >"$tmp/mid.txt"
expect_error check-truncated-line 2 "mid.txt:[0-9]*: " $c "$tmp/mid.txt" "$R"
printf '#mmaemu-probe 1\n#arch sm90\n#in bf16\n#out fp32\n#k 16\n' >"$tmp/empty.txt"
: >"$tmp/empty.out"
expect_error check-no-lines 2 "empty.txt:5: no dot lines" $c "$tmp/empty.txt" "$tmp/empty.out"

echo "$passes passed, $fails failed"
[ "$fails" -eq 0 ]
