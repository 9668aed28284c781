#!/bin/bash
# SPDX-License-Identifier: MIT
# run_on_device.sh -- the torch ops of ops_cases.py on the GPU machine (the `run` tool), from the
# repository root: writes $OUT/ops.npz, $OUT/ops.json and $OUT/ops-console.log.
set -u
export PYTHONUNBUFFERED=1 CUBLASLT_LOG_FILE=/dev/null
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > "$OUT/ops-console.log" 2>&1
timeout 300 python3 validation/device/torch_ops/record_ops.py --out "$OUT" >> "$OUT/ops-console.log" 2>&1
echo "record_ops.py exit $?" >> "$OUT/ops-console.log"
tail -n 40 "$OUT/ops-console.log"
