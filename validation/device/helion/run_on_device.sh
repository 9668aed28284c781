#!/bin/bash
# SPDX-License-Identifier: MIT
# run_on_device.sh -- the Helion cases on the GPU machine (the `run` tool, carry [".whl"] holding
# the wheels of helion 1.5.1 and its pure-Python dependencies), from the repository root:
# writes $OUT/helion.npz, helion.json, helion-code.json.gz and console.log.
set -u
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > "$OUT/console.log" 2>&1
python3 -m pip install --no-deps --no-index --break-system-packages .whl/*.whl >> "$OUT/console.log" 2>&1 ||
  python3 -m pip install --no-deps --no-index .whl/*.whl >> "$OUT/console.log" 2>&1
PYTHONUNBUFFERED=1 timeout 540 python3 validation/device/helion/record_helion.py --out "$OUT" >> "$OUT/console.log" 2>&1
echo "record_helion.py exit $?" >> "$OUT/console.log"
tail -n 40 "$OUT/console.log"
