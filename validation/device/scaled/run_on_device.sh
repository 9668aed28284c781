#!/bin/bash
# SPDX-License-Identifier: MIT
# run_on_device.sh -- the scaled products on the GPU machine (the `run` tool), from the repository root:
# writes $OUT/scaled.npz, $OUT/scaled.json and $OUT/scaled-console.log.  SCALED_KIND=scaled_mm: only
# the _scaled_mm calls; SPOOF=h100: on an H200 reporting the H100's properties to cuBLAS
# (validation/device/cublas_choice/gpu_spoof.c, as run_spoof_on_device.sh there uses it).
set -u
export PYTHONUNBUFFERED=1 CUBLASLT_LOG_FILE=/dev/null
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > "$OUT/scaled-console.log" 2>&1
if [ "${SPOOF:-}" = h100 ]; then
    D=validation/device/cublas_choice
    cc -O2 -shared -fPIC -o ${TMPDIR:-/tmp}/gpu_spoof.so $D/gpu_spoof.c -ldl || exit 2
    export MMAEMU_GPU_SPOOF="$(python3 -c "import sys; sys.path.insert(0, '$D'); import spoof_check as S; print(';'.join('%s=%s' % kv for kv in S.H100.items()))")"
    echo "spoof: $MMAEMU_GPU_SPOOF" >> "$OUT/scaled-console.log"
    export LD_PRELOAD=${TMPDIR:-/tmp}/gpu_spoof.so
fi
timeout 300 python3 validation/device/scaled/record_scaled.py --out "$OUT" >> "$OUT/scaled-console.log" 2>&1
echo "record_scaled.py exit $?" >> "$OUT/scaled-console.log"
unset LD_PRELOAD
tail -n 70 "$OUT/scaled-console.log"
