#!/bin/bash
# SPDX-License-Identifier: MIT
# Build fp8_mma_probe and run every input set of validation/data/h100-fp8-probe on the GPU.
# Usage (from the repository root, on the GPU machine):
#   OUT=/some/dir bash validation/device/probes/run_on_device.sh
# Writes $OUT/outputs.tar.gz (<name>.out.gz per set, plus a second run <name>.out2.gz for the
# determinism check), $OUT/device.log (device, driver, nvcc, self-tests) and $OUT/sass.txt.
set -u
PROBES=validation/device/probes
DATA=validation/data/h100-fp8-probe
OUT=${OUT:-/tmp/probe-out}
WORK=$(mktemp -d)
mkdir -p "$OUT" "$WORK/res"
LOG=$OUT/device.log
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    nvidia-smi --query-gpu=name,driver_version,compute_cap,clocks.max.sm --format=csv
    nvidia-smi | head -5
    nvcc --version
} >"$LOG" 2>&1

nvcc -O2 -gencode=arch=compute_90a,code=sm_90a -o "$WORK/probe" "$PROBES/fp8_mma_probe.cu" >>"$LOG" 2>&1 ||
    { echo "BUILD FAILED" >>"$LOG"; cat "$LOG"; exit 1; }
cuobjdump -sass "$WORK/probe" >"$OUT/sass.txt" 2>&1
echo "== MMA instructions in SASS (per kernel) ==" >>"$LOG"
awk '/Function :/{f=$3} /MMA/{sub(/^[ \t]*\/\*[0-9a-f]*\*\/[ \t]*/,""); sub(/;.*/,""); print f": "$0}' \
    "$OUT/sass.txt" | sed -E 's/R[0-9]+/R/g' | sort | uniq -c >>"$LOG"

for I in e4m3.f32 e5m2.f32 e4m3.f16 e5m2.f16 bf16.f32 e4m3.f32.k16 e5m2.f32.k16; do
    "$WORK/probe" --instr "$I" --selftest 8192 >>"$LOG" 2>&1 || echo "SELFTEST $I rc=$?" >>"$LOG"
done

instr_of() { # km-e4m3-f32 -> e4m3.f32 ; rnd16-e4m3-f32 -> e4m3.f32.k16
    local n=$1 pre fmt acc
    IFS=- read -r pre fmt acc <<<"$n"
    case "$pre" in *16) echo "$fmt.$acc.k16" ;; *) echo "$fmt.$acc" ;; esac
}

for f in "$DATA"/*.in.gz; do
    n=$(basename "$f" .in.gz)
    I=$(instr_of "$n")
    for run in 1 2; do
        suf=out; [ $run = 2 ] && suf=out2
        zcat "$f" | "$WORK/probe" --instr "$I" - "$WORK/res/$n.$suf" >>"$LOG" 2>&1 ||
            echo "RUN $n ($I) run $run rc=$?" >>"$LOG"
    done
    if cmp -s "$WORK/res/$n.out" "$WORK/res/$n.out2"; then
        echo "determinism $n: identical" >>"$LOG"
        rm "$WORK/res/$n.out2"
    else
        echo "determinism $n: RUNS DIFFER" >>"$LOG"
        gzip -9 "$WORK/res/$n.out2"
    fi
    gzip -9 "$WORK/res/$n.out"
done
tar czf "$OUT/outputs.tar.gz" -C "$WORK/res" .
cat "$LOG"
