#!/bin/sh
# SPDX-License-Identifier: MIT
# run_on_device.sh -- the MI350 / MI355X (gfx950) calibration kit (issue 16): on a machine with the GPU and
# ROCm, build the HIP harness, run the probes that tell the gfx950 hypotheses apart, infer a model of each new
# bf16 MFMA, and say which hypothesis (if any) the device follows.  Minutes: 2 instructions x 4 probe files of
# COUNT lines (default 4000), one build.
#
#   validation/device/gfx950/run_on_device.sh [--out DIR] [--count N] [--seed S]
#   validation/device/gfx950/run_on_device.sh --mock VARIANT [--out DIR] ...   (no GPU: the "device" is the model
#                                      gfx950:VARIANT through `mmaemu dot`; make check tests the kit this way)
#
# Needs: a built mmaemu (./mmaemu, or MMAEMU=path); on the device, hipcc from ROCm (validation/device/run.sh
# builds validation/device/harness.c + mfma_kernels.hip for --offload-arch=gfx950).  Debian's clang-19 cannot
# target gfx950 ("invalid target ID"), so the gfx950 kernels have never been compiled here: the first run on a
# device is also their first compile (run.sh self-tests each kernel's layout before the data).
#
# Writes DIR (default gfx950-calibration/): probes/*.txt (mmaemu probe files), out/*.hex (the device's d, one
# hex pattern a line), gfx950-mfma.32x32x16-bf16.model and gfx950-mfma.16x16x32-bf16.model (mmaemu infer; use
# with `mmaemu dot --model FILE`), infer-*.txt (what the data determined), and report.txt: for every gfx950
# hypothesis (`mmaemu models`) the lines it reproduces bit for bit, and the verdict.  Send DIR back.
#
# The discriminating set: for each new bf16 MFMA (32x32x16, k 16; 16x16x32, k 32) the kinds `discriminate`
# (lines where the hypotheses' step lengths, truncation widths and normalisation differ), `ties` (RNE ties of
# the output rounding), `cancel` (massive cancellation: truncation below the largest exponent) and `mixed`.
# 32x32x16 separates as-gfx942 (L 8) and mmasim-v1 (floor before the add) from step16 / fused-k (L 16); only
# 16x16x32 separates step16 (L 16) from fused-k (L 32).  The old 32x32x8 runs as a control: all four hypotheses
# keep CDNA3's datapath for it, except mmasim-v1.
# Exit status: 0 the data were taken, and for every instruction a model was inferred or a hypothesis
# reproduces every line; 1 a step failed or nothing explains an instruction's data; 2 usage.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
harness=$top/validation/device/run.sh
MMAEMU=${MMAEMU:-$top/mmaemu}
out=gfx950-calibration; count=4000; seed=1; mock=""
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out=$2; shift 2 ;;
        --count) count=$2; shift 2 ;;
        --seed) seed=$2; shift 2 ;;
        --mock) mock=$2; shift 2 ;;
        --help|-h) sed -n '2,30p' "$0"; exit 0 ;;
        *) echo "gfx950/run_on_device.sh: unknown argument $1 (--help)" >&2; exit 2 ;;
    esac
done
[ -x "$MMAEMU" ] || { echo "gfx950/run_on_device.sh: no mmaemu at $MMAEMU (build it, or set MMAEMU)" >&2; exit 2; }
mkdir -p "$out/probes" "$out/out"

KINDS="discriminate ties cancel mixed"
# The AMD zero-operand alignment rule (branch amd17) gets its own probe kind; it is taken when this build has it.
if "$MMAEMU" probe gen --help 2>&1 | grep -q 'zero-operand'; then
    KINDS="$KINDS zero-operand"
else
    echo "gfx950/run_on_device.sh: NOTE this mmaemu has no 'probe gen --kind zero-operand' yet; the zero-operand" \
         "rule is not probed (rebuild after it is merged and run again)" >&2
fi
HYPS=$("$MMAEMU" models 2>/dev/null | sed -n '/^gfx950 /,/^  instruction/p' | awk '$2 ~ /^(\(default\)|hypothesis)$/ || $3 == "hypothesis" {print $1}')
[ -n "$HYPS" ] || { echo "gfx950/run_on_device.sh: mmaemu models lists no gfx950 hypotheses" >&2; exit 1; }

device_run() {   # device_run PROBE OUT INSTR
    if [ -n "$mock" ]; then
        "$MMAEMU" dot --arch "gfx950:$mock" --in bf16 --instr "$3" < "$1" > "$2" 2>/dev/null
    else
        "$harness" "$1" "$2" --arch gfx950 $quick
        quick=--quick   # the first run self-tests every kernel; the build is reused after it
    fi
}

quick=""
report=$out/report.txt
: > "$report"
echo "gfx950 calibration: $(date -u '+%Y-%m-%d %H:%M UTC'), $([ -n "$mock" ] && echo "MOCK device = gfx950:$mock" || echo "device run through validation/device/run.sh")" >> "$report"
echo "mmaemu: $("$MMAEMU" --version 2>/dev/null || echo unknown); kinds: $KINDS; $count lines each, seed $seed" >> "$report"
status=0
for instr in mfma.32x32x16 mfma.16x16x32 mfma.32x32x8; do
    pairs=""
    for kind in $KINDS; do
        p=$out/probes/$instr.$kind.txt; o=$out/out/$instr.$kind.hex
        "$MMAEMU" probe gen --arch gfx950 --in bf16 --out fp32 --instr "$instr" --kind "$kind" \
            --seed "$seed" --count "$count" -o "$p"
        device_run "$p" "$o" "$instr" || { echo "gfx950/run_on_device.sh: the device run of $p failed" >&2; exit 1; }
        pairs="$pairs $p $o"
    done
    echo "" >> "$report"
    echo "== $instr bf16 -> fp32: lines each hypothesis reproduces bit for bit" >> "$report"
    consistent=0
    for h in $HYPS; do
        tot=0; ok=0
        for kind in $KINDS; do
            line=$("$MMAEMU" probe check --arch gfx950 --variant "$h" --instr "$instr" \
                   "$out/probes/$instr.$kind.txt" "$out/out/$instr.$kind.hex" 2>&1 | head -1 || true)
            n=$(echo "$line" | sed -n 's/.*: \([0-9]*\) of \([0-9]*\) match.*/\1 \2/p')
            [ -n "$n" ] || { echo "gfx950/run_on_device.sh: probe check failed: $line" >&2; exit 1; }
            ok=$((ok + ${n% *})); tot=$((tot + ${n#* }))
        done
        verdict=$([ "$ok" -eq "$tot" ] && echo "CONSISTENT" || echo "ruled out")
        [ "$ok" -eq "$tot" ] && consistent=$((consistent + 1))
        printf '  %-22s %7d of %7d  %s\n' "$h" "$ok" "$tot" "$verdict" >> "$report"
    done
    model=$out/gfx950-$instr-bf16.model
    # shellcheck disable=SC2086 -- pairs is a list of file names without blanks
    if "$MMAEMU" infer --name "$instr" $pairs -o "$model" > "$out/infer-$instr.txt" 2>&1; then
        echo "  mmaemu infer: $model reproduces every line ($(grep -E '^(alg|L|F|tr_variant) ' "$model" | tr '\n' ' '))" >> "$report"
    else
        echo "  mmaemu infer: no model reproduces every line; the closest is in $model (infer-$instr.txt)" >> "$report"
        # a failure only when no hypothesis explains the data either (infer's search may lack a rule that a
        # hypothesis has, e.g. the zero-operand alignment)
        [ "$consistent" -gt 0 ] || status=1
    fi
done
echo "" >> "$report"
echo "verdict: a hypothesis is the device's only if it is CONSISTENT for all three instructions;" \
     "docs/triage.md ('MI350: predictions per hypothesis') says what each one predicts for DCPP." >> "$report"
cat "$report"
exit $status
