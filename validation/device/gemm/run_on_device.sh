#!/bin/bash
# SPDX-License-Identifier: MIT
# Run on the GPU machine from the repository root:  OUT=<dir> bash validation/device/gemm/run_on_device.sh
# Records every case of validation/device/gemm/cases.py and packs the results into $OUT:
#   gemm.tar (outputs/, cases/, meta/ with versions, compile artefacts, cuBLAS log heads), console.log.
# Two processes: all ordinary cases, then the `risky` ones (a compiler abort there cannot lose the rest).
set -u
W=/tmp/gemm_work
. "$(dirname "$0")/../common/recording_env.sh"
{ python3 -c 'import torch, triton, numpy; print("torch", torch.__version__, "cuda", torch.version.cuda, "triton", triton.__version__, "numpy", numpy.__version__)'; nvidia-smi --query-gpu=name,driver_version,uuid --format=csv; } 2>&1 | tee "$OUT/console.log"
timeout 360 python3 validation/device/gemm/record.py --device "${GEMM_DEVICE:-cuda}" --out "$W/rec" --skip-risky --tag main 2>&1 | tee -a "$OUT/console.log"
echo "record.py (main) exit: ${PIPESTATUS[0]}" | tee -a "$OUT/console.log"
CUBLASLT_LOG_FILE="$W/cublaslt-risky.log" CUBLAS_LOGDEST_DBG="$W/cublas-risky.log" \
  timeout 120 python3 validation/device/gemm/record.py --device "${GEMM_DEVICE:-cuda}" --out "$W/rec" --risky-only --tag risky 2>&1 | tee -a "$OUT/console.log"
echo "record.py (risky) exit: ${PIPESTATUS[0]}" | tee -a "$OUT/console.log"
keep_log_heads 1500000 -9n cublaslt.log cublas.log cublaslt-risky.log cublas-risky.log
# every matmul call line of the cuBLASLt log (the algorithm chosen), in full
[ -f "$W/cublaslt.log" ] && grep -E 'Matmul\]|algo=|splitK|reductionScheme' "$W/cublaslt.log" | gzip -9n > "$W/rec/meta/cublaslt.matmul-lines.gz"
ls -lR "$W/rec" >> "$OUT/console.log"
du -sh "$W/rec" "$W/rec"/* >> "$OUT/console.log"
cd "$W/rec" && tar cf "$OUT/gemm.tar" outputs cases meta
ls -l "$OUT"
