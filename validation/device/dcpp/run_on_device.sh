#!/bin/bash
# SPDX-License-Identifier: MIT
# Run on the GPU machine from the repository root:  OUT=<dir> bash validation/device/dcpp/run_on_device.sh
# Records the DCPP kernel pair for seeds 1 and 2, B = 2, and packs the results into $OUT:
#   seed1.tar, seed2.tar (tensors, manifest.json, headline.json), meta.tar (versions, instruction summary,
#   compile artefacts, profiler kernel list, cuBLAS logs, record.log), console.log.
set -u
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
