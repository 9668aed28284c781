#!/bin/sh
# SPDX-License-Identifier: MIT
# make check: the non-device part of the MI350 calibration kit (validation/device/gfx950/run_on_device.sh).
# For each gfx950 hypothesis as a mock device (its outputs from `mmaemu dot --arch gfx950:H`), the kit's
# probes must rule out every hypothesis whose step length differs on an instruction, keep the mock's own, and
# `mmaemu infer` must recover the step length L that the hypothesis states (`mmaemu models gfx950`: as-gfx942
# 2 / 4 steps of 8, step16 1 / 2 steps of 16, fused-k 1 step of 16 / 32; the old 32x32x8 is L 8 for all).
# The expected L values are typed from those descriptions, not taken from infer.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
MMAEMU=${MMAEMU:-$top/mmaemu}
export MMAEMU
count=${MMAEMU_LONG:+2000}; count=${count:-400}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# hypothesis, L of 32x32x16, L of 16x16x32, L of 32x32x8, the hypotheses that must be ruled out on 16x16x32
for row in "as-gfx942 8 8 8 step16,fused-k" "step16 16 16 8 as-gfx942,fused-k,mmasim-v1" \
           "fused-k 16 32 8 as-gfx942,step16,mmasim-v1" "mmasim-v1 8 8 8 step16,fused-k"; do
    set -- $row
    h=$1
    d=$tmp/$h
    if ! "$top/validation/device/gfx950/run_on_device.sh" --mock "$h" --out "$d" --count "$count" >"$tmp/$h.log" 2>&1; then
        fail "$h: the kit failed"; cat "$tmp/$h.log"; continue
    fi
    r=$d/report.txt
    i=0
    for instr in mfma.32x32x16 mfma.16x16x32 mfma.32x32x8; do
        i=$((i + 1))
        want=$(eval echo "\${$((i + 1))}")
        got=$(sed -n 's/^L //p' "$d/gfx950-$instr-bf16.model")
        [ "$got" = "$want" ] || fail "$h $instr: infer's L is '$got', the hypothesis says $want"
        own=$(sed -n "/^== $instr /,/^  mmaemu infer/p" "$r" | awk -v h="$h" '$1 == h {print $NF}')
        [ "$own" = "CONSISTENT" ] || fail "$h $instr: the mock's own hypothesis is '$own'"
    done
    for other in $(echo "$5" | tr ',' ' '); do
        v=$(sed -n "/^== mfma.16x16x32 /,/^  mmaemu infer/p" "$r" | awk -v h="$other" '$1 == h {print $NF}')
        [ "$v" = "out" ] || fail "$h as the device: $other is not ruled out on mfma.16x16x32 ('$v')"
    done
    [ -s "$d/probes/mfma.16x16x32.discriminate.txt" ] || fail "$h: no probe file"
    echo "ok: mock $h: $(grep -c CONSISTENT "$r") consistent rows, L recovered"
done
# a bad argument: exit 2 with one line
"$top/validation/device/gfx950/run_on_device.sh" --bogus >"$tmp/bad.log" 2>&1
rc=$?
[ "$rc" = 2 ] || fail "--bogus: exit $rc, expected 2"
[ "$fails" = 0 ] && echo "PASS" && exit 0
echo "$fails failure(s)"; exit 1
