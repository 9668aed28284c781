#!/bin/bash
# Run on the GPU machine from the repository root:  OUT=<dir> bash validation/device/dcpp/run_on_device.sh
# Records the DCPP kernel pair for seeds 1 and 2, B = 2, and packs the results into $OUT:
#   seed1.tar, seed2.tar (tensors, manifest.json, headline.json), meta.tar (versions, instruction summary,
#   compile artefacts, profiler kernel list, cuBLAS logs, record.log), console.log.
set -u
W=/tmp/dcpp_work
rm -rf "$W"; mkdir -p "$W/rec/meta"
export PYTHONUNBUFFERED=1
export TRITON_CACHE_DIR="$W/triton_cache"
# cuBLAS / cuBLASLt API logs: which routine and algorithm each bmm went through
export CUBLASLT_LOG_LEVEL=5 CUBLASLT_LOG_FILE="$W/cublaslt.log"
export CUBLAS_LOGINFO_DBG=1 CUBLAS_LOGDEST_DBG="$W/cublas.log"
{ date -u; nvidia-smi; nvidia-smi -q | head -60; } > "$W/rec/meta/nvidia-smi.txt" 2>&1
timeout 420 python3 validation/device/dcpp/record.py --out "$W/rec" --seeds 1 2 --batch 2 2>&1 | tee "$OUT/console.log"
echo "record.py exit: ${PIPESTATUS[0]}" | tee -a "$OUT/console.log"
for f in cublaslt.log cublas.log; do
  if [ -f "$W/$f" ]; then
    ls -l "$W/$f" >> "$OUT/console.log"
    head -c 4000000 "$W/$f" | gzip -9 > "$W/rec/meta/$f.head.gz"
  fi
done
ls -lR "$W/rec" >> "$OUT/console.log"
cd "$W/rec"
for d in seed1 seed2; do [ -d $d ] && tar cf "$OUT/$d.tar" $d; done
tar cf "$OUT/meta.tar" meta
ls -l "$OUT"
