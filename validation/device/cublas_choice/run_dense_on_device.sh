#!/bin/bash
# SPDX-License-Identifier: MIT
# run_dense_on_device.sh [DENSE_ARGS...] -- choice_dense.py on the GPU machine (the `run` tool),
# from the repository root; writes $OUT/dense.jsonl.gz, $OUT/dense-meta.json, $OUT/dense-console.log.
# With --procs P the recorders are P processes (MMAEMU_GPUS: over how many GPUs) and the file is
# their merged, seeded recording (choice_dense.merge).
set -u
W=${TMPDIR:-/tmp}/cublas_dense
rm -rf "$W"; mkdir -p "$W"
export PYTHONUNBUFFERED=1 CUBLASLT_LOG_FILE=/dev/null
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > "$OUT/dense-console.log" 2>&1
python3 validation/device/cublas_choice/choice_dense.py --out "$W/rec" "$@" >> "$OUT/dense-console.log" 2>&1
echo "choice_dense.py exit $?" >> "$OUT/dense-console.log"
if [ -f "$W/rec/dense.jsonl.gz" ]; then       # --procs: the merged, seeded recording
    cp "$W/rec/dense.jsonl.gz" "$OUT/dense.jsonl.gz"
else
    gzip -9 -c "$W/rec/dense.jsonl" > "$OUT/dense.jsonl.gz"
fi
cp "$W/rec/dense-meta.json" "$OUT/dense-meta.json"
tail -n 20 "$OUT/dense-console.log"
