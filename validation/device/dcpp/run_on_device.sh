#!/bin/bash
# SPDX-License-Identifier: MIT
# run_on_device.sh -- the DCPP campaign's entry script (validation/device/dcpp/README.md).  On the GPU
# machine, from the repository root:
#
#   OUT=<dir> bash validation/device/dcpp/run_on_device.sh [record]        # pass 1
#   OUT=<dir> bash validation/device/dcpp/run_on_device.sh chained         # pass 2
#   OUT=<dir> bash validation/device/dcpp/run_on_device.sh remedies [SEEDS]  # issue 16's remedies
#
# record (default): record.py records the DCPP kernel pair for seeds 1 and 2, B = 2 -> $OUT/seed1.tar,
#   $OUT/seed2.tar (tensors, manifest.json, headline.json), $OUT/meta.tar (versions, instruction summary,
#   compile artefacts, profiler kernel list, cuBLAS logs, record.log), $OUT/console.log.
# chained: after pass 1's data was placed in validation/data/dcpp-h100/, record_chained.py ->
#   $OUT/pass2.tar (seed1-chained/, sweep.json, summary2.json, record2.log), $OUT/console2.log.
# remedies: a smoke step (GPU visible, torch.bmm with out_dtype=fp32, every remedy kernel compiles on
#   seed 1), then record_remedies.py for seeds 1..SEEDS (default 64), B = 2 -> $OUT/remedies.tar
#   (remedies.json, meta.json, seed1-remedies/), $OUT/console.log; unpacked into
#   validation/data/dcpp-h100-remedies/ (its README).
set -u
pass=${1:-record}
case "$pass" in
record)
    W=/tmp/dcpp_work
    . "$(dirname "$0")/../common/recording_env.sh"
    timeout 420 python3 validation/device/dcpp/record.py --out "$W/rec" --seeds 1 2 --batch 2 2>&1 | tee "$OUT/console.log"
    echo "record.py exit: ${PIPESTATUS[0]}" | tee -a "$OUT/console.log"
    keep_log_heads 4000000 -9 cublaslt.log cublas.log
    ls -lR "$W/rec" >> "$OUT/console.log"
    cd "$W/rec"
    for d in seed1 seed2; do [ -d $d ] && tar cf "$OUT/$d.tar" $d; done
    tar cf "$OUT/meta.tar" meta
    ls -l "$OUT"
    ;;
chained)
    W=/tmp/dcpp_work2
    rm -rf "$W"; mkdir -p "$W/rec"
    export PYTHONUNBUFFERED=1 TRITON_CACHE_DIR="$W/triton_cache"
    nvidia-smi --query-gpu=name,driver_version,uuid --format=csv > "$W/rec/nvidia-smi2.txt" 2>&1
    timeout 400 python3 validation/device/dcpp/record_chained.py --out "$W/rec" --store-seeds 1 --sweep 64 2>&1 | tee "$OUT/console2.log"
    echo "record_chained.py exit: ${PIPESTATUS[0]}" | tee -a "$OUT/console2.log"
    cd "$W/rec" && tar cf "$OUT/pass2.tar" . && ls -lR "$W/rec" >> "$OUT/console2.log"
    ;;
remedies)
    SEEDS=${2:-64}
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
    ;;
-h|--help) sed -n '2,18p' "$0"; exit 0 ;;
*) echo "run_on_device.sh: unknown pass '$pass' (record, chained, remedies)" >&2; exit 2 ;;
esac
