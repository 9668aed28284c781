#!/bin/sh
# SPDX-License-Identifier: MIT
# compare.sh -- compare device outputs of the smoke probe files with mmaemu.
#   sh validation/analysis/smoke/compare.sh MMAEMU OUTDIR [ARCH] [-- dot options]
# OUTDIR holds <stem>.out or <stem>.out.gz for $INPUTS/<stem>.probe.gz
# (INPUTS defaults to validation/data/h100-smoke/inputs); ARCH (default H100)
# is passed to `mmaemu dot --arch`.  Prints, per file, the lines that equal
# the model and the first differing lines (line: inputs, device, model).
set -u
here=$(cd "$(dirname "$0")" && pwd)
mmaemu=$1; outdir=$2; arch=${3:-H100}
shift 2; [ $# -gt 0 ] && [ "$1" != "--" ] && shift
[ "${1:-}" = "--" ] && shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%-28s %8s %8s  %s\n' "file" "lines" "match" "note"
for f in "${INPUTS:-$here/../../data/h100-smoke/inputs}"/*.probe.gz; do
    stem=$(basename "$f" .probe.gz)
    dev=$outdir/$stem.out
    if [ ! -f "$dev" ] && [ -f "$dev.gz" ]; then gzip -dc "$dev.gz" >"$tmp/dev"; dev=$tmp/dev; fi
    [ -f "$dev" ] || { printf '%-28s %8s %8s  %s\n' "$stem" - - "no device output"; continue; }
    instr=$(gzip -dc "$f" | sed -n 's/^#instr //p' | head -1)
    fin=$(gzip -dc "$f" | sed -n 's/^#in //p' | head -1)
    fout=$(gzip -dc "$f" | sed -n 's/^#out //p' | head -1)
    if ! gzip -dc "$f" | "$mmaemu" dot --arch "$arch" --instr "$instr" --in "$fin" --out "$fout" "$@" \
        >"$tmp/model" 2>"$tmp/err"; then
        printf '%-28s %8s %8s  %s\n' "$stem" "$(wc -l <"$dev")" - "no model: $(head -c 100 "$tmp/err")"
        continue
    fi
    n=$(wc -l <"$dev")
    same=$(paste -d' ' "$dev" "$tmp/model" | awk '$1 == $2' | wc -l)
    printf '%-28s %8s %8s  %s\n' "$stem" "$n" "$same" "$([ "$same" = "$n" ] && echo bit-exact || echo MISMATCH)"
    if [ "$same" != "$n" ]; then
        gzip -dc "$f" | grep -v '^#' | paste -d'|' - "$dev" "$tmp/model" |
            awk -F'|' '$4 != $5 { if (shown++ < 3) printf "    data line %d: %s | %s | %s  device %s model %s\n", NR, $1, $2, $3, $4, $5 }'
    fi
done
