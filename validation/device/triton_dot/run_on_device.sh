#!/bin/bash
# SPDX-License-Identifier: MIT
# run_on_device.sh -- the tl.dot matrix on the GPU machine (the `run` tool), from the repository root:
# writes $OUT/dots.npz, $OUT/dots.json and $OUT/console.log.
set -u
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > "$OUT/console.log" 2>&1
PYTHONUNBUFFERED=1 timeout 500 python3 validation/device/triton_dot/record_dots.py --out "$OUT" >> "$OUT/console.log" 2>&1
echo "record_dots.py exit $?" >> "$OUT/console.log"
tail -n 45 "$OUT/console.log"
