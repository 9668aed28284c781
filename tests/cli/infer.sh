#!/bin/sh
# SPDX-License-Identifier: MIT
# `mmaemu infer` and `mmaemu dot --model` end to end: inference on the
# recorded H100 bf16 data, the written model replaying the device outputs
# through `dot --model`, a probe-format input without format options,
# synthetic MI300X data made by `mmaemu dot`, and the error paths (one line
# on stderr, non-zero exit).
set -u
MMAEMU=${MMAEMU:-./mmaemu}
VAL=${MMAEMU_VALDATA:-${MMAEMU_TESTDATA:-tests/data}/../../validation/data}/h100-fp8-probe
fails=0; passes=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { passes=$((passes+1)); }
fail() { echo "FAIL $*"; fails=$((fails+1)); }

# expect_error NAME PATTERN CMD...: non-zero exit, nothing on stdout, one
# stderr line matching PATTERN.
expect_error() {
    name=$1; pattern=$2; shift 2
    "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    rc=$?
    if [ "$rc" -eq 0 ]; then fail "$name: exit 0"; return; fi
    if [ -s "$tmp/out" ]; then fail "$name: printed output"; cat "$tmp/out"; return; fi
    if [ "$(wc -l <"$tmp/err")" -ne 1 ] || ! grep -q -- "$pattern" "$tmp/err"; then
        fail "$name: stderr was:"; cat "$tmp/err"; return; fi
    pass
}

# 1. Inference on the H100 bf16 data (random + targeted sets).
"$MMAEMU" infer --in bf16 --out fp32 --name mma.m16n8k16 \
    "$VAL/rnd-bf16-f32.in.gz" "$VAL/rnd-bf16-f32.out.gz" \
    "$VAL/tgt-bf16-f32.in.gz" "$VAL/tgt-bf16-f32.out.gz" \
    -o "$tmp/h100.model" --json "$tmp/h100.json" >"$tmp/report" 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && grep -q "reproduces all 4014 lines bit for bit" "$tmp/report"; then pass; else
    fail "infer bf16: exit $rc"; cat "$tmp/report" "$tmp/err"; fi
for want in "alg T-FDPA" "L 16" "F 25" "out RZ-FP32" "k_interleave 0" "c_after 0" "verified 1" \
            "name mma.m16n8k16" "family mma"; do
    if grep -qx "$want" "$tmp/h100.model"; then pass; else fail "model lacks '$want'"; fi
done
if grep -q '"reproduced": true' "$tmp/h100.json" && grep -q '"e_zero_range": \[' "$tmp/h100.json"
then pass; else fail "json summary"; cat "$tmp/h100.json"; fi
if grep -q "^  e_zero .*NOT determined" "$tmp/report"; then pass; else fail "e_zero not reported open"; fi
# 1b. The --json summary (the library's, jansson) parses, has its keys in
# order, and states what the text report (cli/infer_text.c) states.
python3 - "$tmp/h100.json" "$tmp/report" >"$tmp/py.out" 2>&1 <<'PY' && pass || { fail "json vs report"; cat "$tmp/py.out"; }
import json, re, sys
j = json.load(open(sys.argv[1]))
t = open(sys.argv[2]).read()
keys = ["files", "lines", "in", "out", "k", "reproduced", "matched", "candidates", "after_prune",
        "fit_relaxed", "fit_exact", "seconds", "model", "e_zero_range", "not_determined"]
assert list(j) == keys, list(j)
assert list(j["model"]) == ["alg", "L", "F", "F2", "out", "e_zero", "ezero_rule", "zero_sign",
                            "nan", "widen_fp16", "k_interleave", "c_after"], list(j["model"])
m = re.search(r"^data: (\d+) lines, (\S+) -> (\S+), .* instruction k = (\d+) ", t, re.M)
assert (j["lines"], j["in"], j["out"], j["k"]) == (int(m[1]), m[2], m[3], int(m[4])), m.groups()
m = re.search(r"^search: (\d+) candidates; (\d+) left .*; (\d+) fit every line \((\d+) bit", t, re.M)
assert [j[x] for x in ("candidates", "after_prune", "fit_relaxed", "fit_exact")] == \
    [int(v) for v in m.groups()], m.groups()
m = re.search(r"reproduces all (\d+) lines bit for bit", t)
assert j["reproduced"] is True and j["matched"] == int(m[1]) == 4014
row = lambda name: re.search(r"^  %s +(\S+)" % name, t, re.M)[1]
jm = j["model"]
for name, key in (("algorithm", "alg"), ("output", "out"), ("ezero_rule", "ezero_rule"),
                  ("zero_sign", "zero_sign"), ("nan", "nan")):
    assert jm[key] == row(name), (key, jm[key], row(name))
for name in ("L", "F", "e_zero", "widen_fp16", "k_interleave", "c_after"):
    assert jm[name] == int(row(name)), (name, jm[name], row(name))
m = re.search(r"the data allow (-?\d+)\.\.(-?\d+)", t)
assert j["e_zero_range"] == [int(m[1]), int(m[2])], j["e_zero_range"]
m = re.search(r"^not determined by the data: (.*)$", t, re.M)
assert j["not_determined"] == m[1], j["not_determined"]
m = re.search(r"\[(\d+\.\d+) s\]", t)
assert abs(j["seconds"] - float(m[1])) <= 0.0051, (j["seconds"], m[1])
f = j["files"].split()
assert jm["F2"] == 0 and len(f) == 2, (jm["F2"], f)
assert f[0].endswith("/rnd-bf16-f32.in.gz") and f[1].endswith("/tgt-bf16-f32.in.gz"), f
PY

# 2. The model file replays the device outputs through dot --model.
for set in rnd-bf16-f32 tgt-bf16-f32 km-bf16-f32; do
    gzip -dc "$VAL/$set.in.gz" | "$MMAEMU" dot --model "$tmp/h100.model" >"$tmp/dot.out" 2>"$tmp/err"
    gzip -dc "$VAL/$set.out.gz" >"$tmp/dev.out"
    if cmp -s "$tmp/dot.out" "$tmp/dev.out"; then pass; else fail "dot --model $set"; fi
done
# --in/--out may be given if they agree.
printf '3f80 | 3f80 | beffffff\n' | "$MMAEMU" dot --model "$tmp/h100.model" --in bf16 --out fp32 >"$tmp/o" 2>"$tmp/e"
if [ "$(cat "$tmp/o")" = 3f000000 ]; then pass; else fail "dot --model --in agree: $(cat "$tmp/o")"; fi

# 3. A probe file: formats and the name come from its header.
{
    printf '#mmaemu-probe 1\n#arch sm90\n#instr mma.m16n8k16\n#in bf16\n#out fp32\n#k 16\n'
    printf '#gen kind=mixed seed=1 count=1500 version=1\n'
    gzip -dc "$VAL/rnd-bf16-f32.in.gz" | head -n 1500
} >"$tmp/probe.txt"
gzip -dc "$VAL/rnd-bf16-f32.out.gz" | head -n 1500 >"$tmp/probe.out"
if "$MMAEMU" infer -q "$tmp/probe.txt" "$tmp/probe.out" >"$tmp/m2" 2>"$tmp/err" &&
   grep -qx "name mma.m16n8k16" "$tmp/m2" && grep -qx "F 25" "$tmp/m2"; then pass; else
    fail "infer probe file"; cat "$tmp/err"; fi

# 3b. Lines of 32 values through two chained fp8 mma.m16n8k16 (a composed
# instruction: C is added after each k = 16): the instruction k comes from
# the header's #instr, not from the line length.
{
    printf '#mmaemu-probe 1\n#arch sm90\n#instr mma.m16n8k16\n#in e4m3\n#out fp32\n#k 32\n'
    gzip -dc "$VAL/rnd-e4m3-f32.in.gz" | head -n 3000
} >"$tmp/fp8k16.txt"
"$MMAEMU" dot --arch sm90 --instr mma.m16n8k16 --in e4m3 <"$tmp/fp8k16.txt" >"$tmp/fp8k16.out"
"$MMAEMU" infer "$tmp/fp8k16.txt" "$tmp/fp8k16.out" -o "$tmp/fp8k16.model" >"$tmp/report" 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && grep -q "instruction k = 16 (from the header's #instr)" "$tmp/report" &&
   grep -qx "k 16" "$tmp/fp8k16.model" && grep -qx "L 8" "$tmp/fp8k16.model" &&
   grep -qx "k_interleave 2" "$tmp/fp8k16.model" && grep -qx "c_after 1" "$tmp/fp8k16.model"
then pass; else fail "infer fp8 k16 from #instr (exit $rc)"; cat "$tmp/report" "$tmp/err"; fi

# 4. Synthetic MI300X data made by `mmaemu dot`: TR-FDPA with L = 8.
awk -v seed=11 'BEGIN { srand(seed);
  for (i = 0; i < 1500; i++) {
    a = ""; b = "";
    for (j = 0; j < 8; j++) {
      e1 = 100 + int(rand() * 50); e2 = 100 + int(rand() * 50);
      a = a sprintf("%04x ", (rand() < 0.5 ? 32768 : 0) + e1 * 128 + int(rand() * 128));
      b = b sprintf("%04x ", (rand() < 0.5 ? 32768 : 0) + e2 * 128 + int(rand() * 128)) }
    printf "%s| %s| %08x\n", a, b, (rand() < 0.5 ? 2147483648 : 0) + (100 + int(rand() * 60)) * 8388608 + int(rand() * 8388608) } }' \
    >"$tmp/mi300.in"
"$MMAEMU" dot --arch MI300X --in bf16 <"$tmp/mi300.in" >"$tmp/mi300.out"
"$MMAEMU" infer -q --in bf16 --out fp32 --name mfma.32x32x8 "$tmp/mi300.in" "$tmp/mi300.out" \
    -o "$tmp/mi300.model" 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && grep -qx "alg TR-FDPA" "$tmp/mi300.model" && grep -qx "L 8" "$tmp/mi300.model" &&
   grep -qx "F 24" "$tmp/mi300.model" && grep -qx "family mfma" "$tmp/mi300.model"; then pass; else
    fail "infer MI300X synthetic (exit $rc)"; cat "$tmp/mi300.model" "$tmp/err"; fi
"$MMAEMU" dot --model "$tmp/mi300.model" <"$tmp/mi300.in" >"$tmp/o"
if cmp -s "$tmp/o" "$tmp/mi300.out"; then pass; else fail "dot --model MI300X"; fi

# 5. Errors.
head -n 10 "$tmp/mi300.out" >"$tmp/short.out"
expect_error infer-short "short.out:10: ends after 10 outputs" \
    "$MMAEMU" infer --in bf16 --out fp32 "$tmp/mi300.in" "$tmp/short.out"
expect_error infer-no-format "the input format is unknown" \
    "$MMAEMU" infer "$tmp/mi300.in" "$tmp/mi300.out"
expect_error infer-pairs "INPUTS OUTPUTS file pairs" "$MMAEMU" infer "$tmp/mi300.in"
expect_error infer-bad-out "bad.out:2: 'xyz' is not 8 hex digits (fp32)" \
    sh -c "printf '00000000\nxyz\n' >'$tmp/bad.out'; '$MMAEMU' infer --in bf16 --out fp32 '$tmp/mi300.in' '$tmp/bad.out'"
expect_error infer-header-mismatch "header says #in bf16 but --in fp16" \
    "$MMAEMU" infer --in fp16 "$tmp/probe.txt" "$tmp/probe.out"
expect_error dot-model-arch "replaces --arch" \
    "$MMAEMU" dot --model "$tmp/h100.model" --arch sm90
expect_error dot-model-in "disagree with the model file" \
    "$MMAEMU" dot --model "$tmp/h100.model" --in fp16
sed 's/^F 25$/F twentyfive/' "$tmp/h100.model" >"$tmp/bad.model"
line=$(grep -n "^F twentyfive" "$tmp/bad.model" | cut -d: -f1)
expect_error dot-model-bad "bad.model:$line: F 'twentyfive' is not an integer" \
    "$MMAEMU" dot --model "$tmp/bad.model"
grep -v '^end$' "$tmp/h100.model" >"$tmp/trunc.model"
expect_error dot-model-truncated "trunc.model:.*truncated" "$MMAEMU" dot --model "$tmp/trunc.model"
expect_error dot-model-missing "nope.model: cannot open" "$MMAEMU" dot --model "$tmp/nope.model"

echo "cli_infer: $passes passed, $fails failed"
[ "$fails" -eq 0 ]
