#!/bin/bash
# SPDX-License-Identifier: MIT
# On the GPU machine (tool `run`), from the repository root:
#   OUT=<dir> bash validation/device/triton_lowering/run_on_device.sh
# Compiles (never launches) the DCPP kernels for cuda:80/90/100 and hip:gfx90a/gfx942/gfx950 and writes to $OUT:
#   lowering.txt, lowering.json, ttgir_default.tar.gz (TTGIR without locations, default options),
#   raw_cuda.tar.gz, raw_hip.tar.gz (every stage text but LLIR, per case), run.log
# Here, afterwards:  python3 validation/device/triton_lowering/probe_lowering.py analyze --raw <unpacked>/raw --out <dir>
set -u
W=/tmp/triton_lowering_work
rm -rf "$W"; mkdir -p "$W" "$OUT"
export PYTHONUNBUFFERED=1 TRITON_CACHE_DIR="$W/cache"
timeout 390 python3 validation/device/triton_lowering/probe_lowering.py compile --work "$W" --out "$OUT" \
  --jobs "${JOBS:-12}" --budget "${BUDGET:-200}" --case-timeout 120 2>&1 | tee "$OUT/run.log"
echo "probe_lowering.py exit: ${PIPESTATUS[0]}" | tee -a "$OUT/run.log"
ls -l "$OUT"
