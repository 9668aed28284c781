#!/bin/bash
# SPDX-License-Identifier: MIT
# run_on_device.sh [RECORD_ARGS...] -- the cuBLAS kernel-choice recording on the GPU machine
# (the `run` tool), from the repository root; OUT is the folder whose files come back.
# Writes $OUT/calls.jsonl.gz, $OUT/meta.json, $OUT/console.log (nvidia-smi, versions, progress).
set -u
W=/tmp/cublas_choice
rm -rf "$W"; mkdir -p "$W"
export PYTHONUNBUFFERED=1
export CUBLASLT_LOG_LEVEL=2 CUBLASLT_LOG_FILE="$W/cublaslt.log"
export CUBLAS_LOGINFO_DBG=1 CUBLAS_LOGDEST_DBG="$W/cublas.log"
{
  date -u; nvidia-smi --query-gpu=name,driver_version,vbios_version,clocks.max.sm,memory.total --format=csv
  python3 -c "import torch, triton; print('torch', torch.__version__, 'cuda', torch.version.cuda, 'triton', triton.__version__)"
  python3 -m pip list 2>/dev/null | grep -i -E "^nvidia-cublas|^torch "
} > "$OUT/console.log" 2>&1
python3 validation/device/cublas_choice/choice_record.py --out "$W/rec" "$@" >> "$OUT/console.log" 2>&1
echo "choice_record.py exit $?" >> "$OUT/console.log"
gzip -9 -c "$W/rec/calls.jsonl" > "$OUT/calls.jsonl.gz"
cp "$W/rec/meta.json" "$OUT/meta.json"
ls -l "$W" >> "$OUT/console.log"
head -c 3000000 "$W/cublaslt.log" | gzip -9 > "$OUT/cublaslt-head.log.gz"
tail -n 30 "$OUT/console.log"
