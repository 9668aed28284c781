#!/bin/bash
# SPDX-License-Identifier: MIT
# Second pass, after run_on_device.sh's data was placed in validation/data/dcpp-h100/:
#   OUT=<dir> bash validation/device/dcpp/run_on_device2.sh
# -> $OUT/pass2.tar (seed1-chained/, sweep.json, summary2.json, record2.log), $OUT/console2.log
set -u
W=/tmp/dcpp_work2
rm -rf "$W"; mkdir -p "$W/rec"
export PYTHONUNBUFFERED=1 TRITON_CACHE_DIR="$W/triton_cache"
nvidia-smi --query-gpu=name,driver_version,uuid --format=csv > "$W/rec/nvidia-smi2.txt" 2>&1
timeout 400 python3 validation/device/dcpp/record_chained.py --out "$W/rec" --store-seeds 1 --sweep 64 2>&1 | tee "$OUT/console2.log"
echo "record_chained.py exit: ${PIPESTATUS[0]}" | tee -a "$OUT/console2.log"
cd "$W/rec" && tar cf "$OUT/pass2.tar" . && ls -lR "$W/rec" >> "$OUT/console2.log"
