#!/bin/bash
# SPDX-License-Identifier: MIT
# run_on_device.sh -- the scaled products on the GPU machine (the `run` tool), from the repository root:
# writes $OUT/scaled.npz, $OUT/scaled.json and $OUT/scaled-console.log.
set -u
export PYTHONUNBUFFERED=1 CUBLASLT_LOG_FILE=/dev/null
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > "$OUT/scaled-console.log" 2>&1
timeout 300 python3 validation/device/scaled/record_scaled.py --out "$OUT" >> "$OUT/scaled-console.log" 2>&1
echo "record_scaled.py exit $?" >> "$OUT/scaled-console.log"
tail -n 70 "$OUT/scaled-console.log"
