#!/bin/sh
# SPDX-License-Identifier: MIT
# run_on_device.sh -- the probe-gen campaign's entry script: make the recorded H100 evidence listed in a MANIFEST of
# `gen` lines (validation/data/h100-1m/MANIFEST): build the harness and run
# every kernel's self-test, generate each set's inputs on this machine with
# probe-gen (the library's generator, no MPFR needed), run them, and pack
# the outputs into $OUT/outputs.tar (one STEM.out.gz per set) with the logs.
#
#   OUT=dir sh validation/device/probe_gen/run_on_device.sh [MANIFEST]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
harness=$top/validation/device/run.sh
manifest=${1:-$top/validation/data/h100-1m/MANIFEST}
out=${OUT:?set OUT to the output folder}
work=$(mktemp -d)
log=$out/record.log

{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nvcc --version | tail -2; } >"$log" 2>&1
sh "$harness" --selftest-only >>"$log" 2>&1 || { tail -40 "$log"; exit 1; }
${CC:-cc} -std=c11 -D_GNU_SOURCE -O2 -I"$top/include" -I"$top/emu" "$here/probe_gen_main.c" \
    "$top/validation/probe_gen.c" "$top/validation/probe_gen_ext.c" "$top/validation/dot_line.c" "$top/validation/probe_file.c" "$top/emu/format.c" "$top/emu/round.c" "$top/emu/error.c" \
    -o "$work/probe-gen"

grep '^gen ' "$manifest" | while read -r _ stem arch instr in o k kind seed count version; do
    start=$(date +%s)
    "$work/probe-gen" "$arch" "$instr" "$in" "$o" "$k" "$kind" "$seed" "$count" "$version" \
        | sh "$harness" - "$work/$stem.out" --quick >>"$log" 2>&1
    lines=$(wc -l <"$work/$stem.out")
    [ "$lines" -eq "$count" ] || { echo "$stem: $lines outputs for $count lines" | tee -a "$log"; exit 1; }
    gzip -9 "$work/$stem.out"
    echo "recorded $stem: $count lines in $(( $(date +%s) - start )) s" | tee -a "$log"
done
(cd "$work" && tar cf "$out/outputs.tar" ./*.out.gz)
echo "done: $(ls "$work"/*.out.gz | wc -l) sets" | tee -a "$log"
