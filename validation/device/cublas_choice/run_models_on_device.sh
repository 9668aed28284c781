#!/bin/bash
# SPDX-License-Identifier: MIT
# run_models_on_device.sh -- choice_models.py on the GPU machine (the `run` tool), from the
# repository root; writes $OUT/models.jsonl.gz, $OUT/models-meta.json, $OUT/models-console.log.
set -u
W=${TMPDIR:-/tmp}/cublas_models
rm -rf "$W"; mkdir -p "$W"
export PYTHONUNBUFFERED=1 CUBLASLT_LOG_LEVEL=2 CUBLASLT_LOG_FILE="$W/cublaslt.log"
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > "$OUT/models-console.log" 2>&1
python3 validation/device/cublas_choice/choice_models.py --out "$W/rec" "$@" >> "$OUT/models-console.log" 2>&1
echo "choice_models.py exit $?" >> "$OUT/models-console.log"
gzip -9 -c "$W/rec/models.jsonl" > "$OUT/models.jsonl.gz"
cp "$W/rec/meta.json" "$OUT/models-meta.json"
tail -n 40 "$OUT/models-console.log"
