#!/bin/bash
# SPDX-License-Identifier: MIT
# run_on_device.sh [CASES] -- the order probes on the GPU machine (the `run` tool), from the repository
# root, on an H200 made to choose as an H100 (validation/device/cublas_choice/gpu_spoof.c): writes
# $OUT/orders.npz, $OUT/orders.jsonl and $OUT/orders-console.log.
set -u
export PYTHONUNBUFFERED=1 CUBLASLT_LOG_FILE=/dev/null
C=validation/device/cublas_choice
cc -O2 -shared -fPIC -o ${TMPDIR:-/tmp}/gpu_spoof.so $C/gpu_spoof.c -ldl || exit 2
SPOOF="$(python3 -c "import sys; sys.path.insert(0, '$C'); import spoof_check as S; print(';'.join('%s=%s' % kv for kv in S.H100.items()))")"
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > "$OUT/orders-console.log" 2>&1
LD_PRELOAD=${TMPDIR:-/tmp}/gpu_spoof.so MMAEMU_GPU_SPOOF="$SPOOF" timeout 540 python3 \
    validation/device/cublas_order/order_probe.py --cases "${1:-validation/device/cublas_order/cases.jsonl}" \
    --out "$OUT" >> "$OUT/orders-console.log" 2>&1
echo "order_probe.py exit $?" >> "$OUT/orders-console.log"
tail -n 5 "$OUT/orders-console.log"
