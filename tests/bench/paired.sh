#!/bin/sh
# SPDX-License-Identifier: MIT
# Paired timing of two builds of the certified path (docs/performance.md, "Paired runs").
#
#   tests/bench/paired.sh OLD_BENCH NEW_BENCH MODEL [ROUNDS]
#
# OLD_BENCH and NEW_BENCH are two builds' tests/bench/bench_gemm (self-contained: copy the old
# one aside before rebuilding). Each round runs both workers at once, one thread each, pinned to
# cores 0 and 1 and swapped every round, so a slowdown of the shared host hits both alike; it prints
# each round's per-shape time ratios NEW / OLD (xty, out, dx1, dxt) and at the end their medians
# per shape and over all shapes (30 rounds unless ROUNDS says). A null test (the same binary
# twice) shows the noise: medians 0.99-1.04 in 30 rounds on the 2-core VM of docs/performance.md.
# MMAEMU_EXACT=1 in the environment times the exact-only path instead.
set -eu
if [ $# -lt 3 ]; then
	echo "usage: $0 OLD_BENCH NEW_BENCH MODEL [ROUNDS]" >&2
	exit 2
fi
old=$1 new=$2 model=$3 rounds=${4:-30}
for f in "$old" "$new"; do
	[ -x "$f" ] || { echo "paired.sh: $f: not an executable" >&2; exit 2; }
done
case $rounds in ''|*[!0-9]*) echo "paired.sh: ROUNDS: not a number: $rounds" >&2; exit 2 ;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
worker() { # BENCH CORE OUTPUT: the certified worker, B = 8, 10 reps, one thread
	OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 taskset -c "$2" \
		"$1" --worker cert "$model" 1 8 10 100 > "$3"
}
i=0
while [ "$i" -lt "$rounds" ]; do
	co=$((i % 2)) cn=$((1 - i % 2))
	worker "$old" "$co" "$work/old" & po=$!
	worker "$new" "$cn" "$work/new" & pn=$!
	wait "$po" "$pn"
	# the worker's line: cert, then time, fraction, tried and hash for each of the four shapes
	paste "$work/new" "$work/old" |
		awk '{ printf "%.3f %.3f %.3f %.3f\n", $2/$19, $6/$23, $10/$27, $14/$31 }' |
		tee -a "$work/ratios"
	i=$((i + 1))
done
awk '
function median(v, n,    i, j, t) {
	for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j-1] > v[j]; j--) { t = v[j]; v[j] = v[j-1]; v[j-1] = t }
	return n % 2 ? v[(n+1)/2] : (v[n/2] + v[n/2+1]) / 2
}
{ for (s = 1; s <= 4; s++) r[s, NR] = $s; all[++na] = $1; all[++na] = $2; all[++na] = $3; all[++na] = $4 }
END {
	split("xty out dx1 dxt", name)
	for (s = 1; s <= 4; s++) { for (i = 1; i <= NR; i++) v[i] = r[s, i]; printf "%s %.3f  ", name[s], median(v, NR) }
	printf "all %.3f (%d rounds)\n", median(all, na), NR
}' "$work/ratios"
