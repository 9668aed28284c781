#!/bin/bash
# SPDX-License-Identifier: MIT
# Issue 16 remedies on the GPU machine, from the repository root:
#   OUT=<dir> bash validation/device/dcpp/run_remedies_on_device.sh [SEEDS]
# Smoke step first (GPU visible, torch.bmm with out_dtype=fp32, every remedy kernel compiles on seed 1), then
# record_remedies.py for seeds 1..SEEDS (64), B = 2 -> $OUT/remedies.tar (remedies.json, meta.json,
# seed1-remedies/), $OUT/console.log.  Unpacked into validation/data/dcpp-h100-remedies/ (its README).
set -u
SEEDS=${1:-64}
W=/tmp/dcpp_remedies
rm -rf "$W"; mkdir -p "$W/rec"
export PYTHONUNBUFFERED=1 TRITON_CACHE_DIR="$W/triton_cache"
{ date -u; nvidia-smi --query-gpu=name,driver_version,uuid --format=csv; } > "$W/rec/nvidia-smi.txt" 2>&1
cat "$W/rec/nvidia-smi.txt" | tee "$OUT/console.log"
python3 - <<'PY' 2>&1 | tee -a "$OUT/console.log"
import sys, torch
sys.path.insert(0, 'validation/device/dcpp')
import remedy_kernels as RK
print('smoke: torch', torch.__version__, 'device', torch.cuda.get_device_name(0))
a = torch.randn(2, 64, 32, device='cuda').bfloat16(); b = torch.randn(2, 32, 16, device='cuda').bfloat16()
o = torch.empty(2, 64, 16, device='cuda'); torch.bmm(a, b, out_dtype=torch.float32, out=o)
print('smoke: bmm out_dtype fp32 ok, max err vs fp64', float((o.double() - a.double() @ b.double()).abs().max()))
PY
timeout 480 python3 validation/device/dcpp/record_remedies.py --out "$W/rec" --seeds "$SEEDS" --batch 2 \
    --store-seed 1 2>&1 | tee -a "$OUT/console.log"
echo "record_remedies.py exit: ${PIPESTATUS[0]}" | tee -a "$OUT/console.log"
ls -lR "$W/rec" >> "$OUT/console.log"
cd "$W/rec" && tar cf "$OUT/remedies.tar" .
