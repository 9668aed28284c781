#!/bin/bash
# SPDX-License-Identifier: MIT
# Does the numerics of fp8 mma.sync on sm_90 depend on how the probe is compiled?
# Builds fp8_mma_probe several ways, prints the fp8-related SASS of each SASS build, runs a
# subset of the input sets with each build and compares the outputs with the default build
# (-gencode=arch=compute_90a,code=sm_90a). Usage (repository root, GPU machine):
#   OUT=/some/dir bash validation/device/probes/run_variants.sh
set -u
PROBES=validation/device/probes
DATA=validation/data/h100-fp8-probe
OUT=${OUT:-/tmp/probe-out}
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
instr_of() {
    local n=$1 pre fmt acc
    IFS=- read -r pre fmt acc <<<"$n"
    case "$pre" in *16) echo "$fmt.$acc.k16" ;; *) echo "$fmt.$acc" ;; esac
}
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
