#!/bin/sh
# SPDX-License-Identifier: MIT
# run_on_device.sh -- the smoke campaign's one device session: build the harness, self-test every
# kernel, run every smoke probe file (twice: determinism), re-run the
# recorded H100 fp8 probe sets (validation/data/h100-fp8-probe) through the
# new harness, and time a 2-million-line file.
# Usage, from the repository root on the GPU machine:
#   OUT=/some/dir sh validation/device/smoke/run_on_device.sh
# Writes to $OUT: device.log (everything printed), smoke-outputs.tar.gz
# (<stem>.out per smoke file), km-replay.tar.gz (<set>.out per recorded
# set), sass.txt.gz.  Compare here with validation/analysis/smoke/compare.sh.
set -u

OUT=${OUT:-/tmp/harness-smoke}
mkdir -p "$OUT"
work=$(mktemp -d)
mkdir -p "$work/smoke" "$work/km"
log=$OUT/device.log
exec >"$log" 2>&1
echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
nvidia-smi | head -12
t0=$(date +%s)

# 1. build + self-test of every kernel (+ SASS)
timeout 300 sh validation/device/run.sh --selftest-only --sass "$work/sass.txt"
echo "selftest-only status: $?"
gzip -9c "$work/sass.txt" >"$OUT/sass.txt.gz"
bin=$(ls -d validation/device/build/*/mmaemu-harness | head -1)
echo "harness: $bin; build+selftest took $(( $(date +%s) - t0 )) s"

# 2. smoke files, each run twice (--repeat 2)
for f in validation/data/h100-smoke/inputs/*.probe.gz; do
    stem=$(basename "$f" .probe.gz)
    echo "== smoke $stem"
    gzip -dc "$f" | timeout 60 "$bin" --repeat 2 - "$work/smoke/$stem.out"
    echo "status $stem: $?"
done
tar czf "$OUT/smoke-outputs.tar.gz" -C "$work/smoke" .

# 3. the recorded fp8 probe sets (plain dot files), through the new harness
data=validation/data/h100-fp8-probe
grep -v '^#' "$data/MANIFEST" | while read -r stem arch instr fin fout; do
    [ -n "$stem" ] || continue
    echo "== replay $stem ($instr $fin->$fout)"
    gzip -dc "$data/$stem.in.gz" | timeout 60 "$bin" --no-selftest --arch "$arch" --instr "$instr" --in "$fin" \
        --out "$fout" - "$work/km/$stem.out"
    echo "status $stem: $?"
    if gzip -dc "$data/$stem.out.gz" | cmp -s - "$work/km/$stem.out"; then
        echo "replay $stem: identical to the recorded device output"
    else
        echo "replay $stem: DIFFERS from the recorded output in" \
            "$(gzip -dc "$data/$stem.out.gz" | paste -d' ' - "$work/km/$stem.out" | awk '$1!=$2' | wc -l) lines"
    fi
done
tar czf "$OUT/km-replay.tar.gz" -C "$work/km" .

# 4. throughput: 2 000 000 lines (1000 x a smoke file) through one kernel each
for stem in mma.m16n8k16-bf16-fp32 wgmma.m64nNk32-e4m3-fp32; do
    echo "== throughput $stem, 2000000 lines"
    s=$(date +%s.%N)
    for i in $(seq 1000); do gzip -dc "validation/data/h100-smoke/inputs/$stem.probe.gz"; done |
        timeout 120 "$bin" --no-selftest - "$work/big.out"
    echo "status: $?; wall $(awk "BEGIN{print $(date +%s.%N) - $s}") s; $(wc -l <"$work/big.out") results;" \
        "first 2000 equal to the smoke run: $(head -2000 "$work/big.out" | cmp -s - "$work/smoke/$stem.out" && echo yes || echo NO)"
done
echo "total $(( $(date +%s) - t0 )) s"
rm -rf "$work"
