# SPDX-License-Identifier: MIT
# recording_env.sh -- sourced (bash) by the recording entry points,
# validation/device/dcpp/run_on_device.sh and validation/device/gemm/run_on_device.sh,
# after they set W (the work folder) and with OUT set by the caller: a fresh
# $W/rec/meta, the environment of a recording (unbuffered Python, Triton's
# cache in $W, the cuBLAS / cuBLASLt API logs in $W: which routine and
# algorithm -- tile, split-K, ... -- each GEMM went through) and the device's
# nvidia-smi report in $W/rec/meta/nvidia-smi.txt.
rm -rf "$W"; mkdir -p "$W/rec/meta"
export PYTHONUNBUFFERED=1
export TRITON_CACHE_DIR="$W/triton_cache"
export CUBLASLT_LOG_LEVEL=5 CUBLASLT_LOG_FILE="$W/cublaslt.log"
export CUBLAS_LOGINFO_DBG=1 CUBLAS_LOGDEST_DBG="$W/cublas.log"
{ date -u; nvidia-smi; nvidia-smi -q | head -60; } > "$W/rec/meta/nvidia-smi.txt" 2>&1

# keep_log_heads BYTES GZIP_FLAGS LOG...: for each log $W/LOG that exists,
# its size into $OUT/console.log and its first BYTES bytes, gzipped with
# GZIP_FLAGS, into $W/rec/meta/LOG.head.gz.
keep_log_heads() {
  local bytes=$1 flags=$2 f
  shift 2
  for f in "$@"; do
    if [ -f "$W/$f" ]; then
      ls -l "$W/$f" >> "$OUT/console.log"
      head -c "$bytes" "$W/$f" | gzip $flags > "$W/rec/meta/$f.head.gz"
    fi
  done
}
