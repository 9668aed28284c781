#!/bin/bash
# SPDX-License-Identifier: MIT
# run_on_device.sh -- the fp8 probe campaign's entry script (validation/device/probes/README.md): build
# fp8_mma_probe and run the input sets of validation/data/h100-fp8-probe on the GPU.  From the repository
# root, on the GPU machine:
#
#   OUT=/some/dir bash validation/device/probes/run_on_device.sh [record]
#   OUT=/some/dir bash validation/device/probes/run_on_device.sh variants
#
# record (default): every input set, run twice -> $OUT/outputs.tar.gz (<name>.out.gz per set, plus the
#   second run <name>.out2.gz where the runs differ: the determinism check), $OUT/device.log (device,
#   driver, nvcc, self-tests) and $OUT/sass.txt.
# variants: does the numerics of fp8 mma.sync on sm_90 depend on how the probe is compiled?  Builds
#   fp8_mma_probe several ways, prints the fp8-related SASS of each SASS build, runs a subset of the input
#   sets with each build and compares the outputs with the default build
#   (-gencode=arch=compute_90a,code=sm_90a) -> $OUT/variant_diffs.txt, variant_sass.tar.gz,
#   variant_outputs.tar.gz.
# Analysis, on any machine: validation/analysis/probes/analyze_fp8.py.
set -u
PROBES=validation/device/probes
DATA=validation/data/h100-fp8-probe
OUT=${OUT:-/tmp/probe-out}

instr_of() { # km-e4m3-f32 -> e4m3.f32 ; rnd16-e4m3-f32 -> e4m3.f32.k16
    local n=$1 pre fmt acc
    IFS=- read -r pre fmt acc <<<"$n"
    case "$pre" in *16) echo "$fmt.$acc.k16" ;; *) echo "$fmt.$acc" ;; esac
}

record() {
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
}

variants() {
    W=$(mktemp -d)
    mkdir -p "$OUT"
    export CUDA_CACHE_DISABLE=1
    declare -A FLAGS=(
        [default]="-gencode=arch=compute_90a,code=sm_90a"
        [sm90]="-gencode=arch=compute_90,code=sm_90"
        [jit_ptx89]="-gencode=arch=compute_89,code=compute_89"
        [jit_ptx90]="-gencode=arch=compute_90,code=compute_90"
        [ftz]="-gencode=arch=compute_90a,code=sm_90a -ftz=true"
        [fastmath]="-gencode=arch=compute_90a,code=sm_90a --use_fast_math"
        [ptxasO0]="-gencode=arch=compute_90a,code=sm_90a -Xptxas -O0"
    )
    ORDER="default sm90 jit_ptx89 jit_ptx90 ftz fastmath ptxasO0"
    SETS="tgt-e4m3-f32 tgt-e5m2-f32 tgt-e4m3-f16 tgt-e5m2-f16 tgt16-e4m3-f32 rnd-e4m3-f32 rnd-e5m2-f16 rnd16-e5m2-f32"
    for v in $ORDER; do
        nvcc -O2 ${FLAGS[$v]} -o "$W/probe_$v" "$PROBES/fp8_mma_probe.cu" || { echo "build $v FAILED"; continue; }
        echo "== $v: nvcc -O2 ${FLAGS[$v]}"
        if [[ $v != jit_* ]]; then
            cuobjdump -sass "$W/probe_$v" >"$W/sass_$v.txt" 2>&1
            for k in 0 2 5; do
                awk -v K="_Z12probe_kernelILi${k}E" '$0 ~ "Function : "K {p=1; next} /Function :/{p=0} p' \
                    "$W/sass_$v.txt" | grep -oE "(F2FP|HMMA|QMMA|FADD|HADD2|HFMA2|FFMA)[.A-Z0-9_]*" |
                    sort | uniq -c | tr '\n' ' ' | sed "s/^/  kernel $k: /"
                echo
            done
        fi
        for s in $SETS; do
            zcat "$DATA/$s.in.gz" | "$W/probe_$v" --instr "$(instr_of "$s")" - "$W/$v.$s.out" 2>>"$W/err_$v" ||
                echo "  run $s rc=$?"
            if [ "$v" != default ]; then
                n=$(paste -d' ' "$W/default.$s.out" "$W/$v.$s.out" | awk '$1!=$2' | wc -l)
                echo "  $s: $n lines differ from the default build"
                paste -d' ' <(zcat "$DATA/$s.in.gz") "$W/default.$s.out" "$W/$v.$s.out" |
                    awk '$(NF-1)!=$NF' | head -3 >>"$OUT/variant_diffs.txt"
            fi
        done
    done
    tar czf "$OUT/variant_sass.tar.gz" -C "$W" $(cd "$W" && ls sass_*.txt)
    tar czf "$OUT/variant_outputs.tar.gz" -C "$W" $(cd "$W" && ls *.out)
}

case "${1:-record}" in
    record) record ;;
    variants) variants ;;
    -h|--help) sed -n '2,18p' "$0" ;;
    *) echo "run_on_device.sh: unknown mode '$1' (record, variants)" >&2; exit 2 ;;
esac
