#!/bin/bash
# SPDX-License-Identifier: MIT
# run_spoof_on_device.sh [DENSE_ARGS...] -- on an H200 (the `run` tool), from the repository root:
# build gpu_spoof.c, check with spoof_check.py that the H200 reporting the H100's properties
# chooses as the recorded H100 did, and only then record choice_dense.py DENSE_ARGS under it
# (run_dense_on_device.sh: $OUT/dense.jsonl.gz, ...), or with SPOOF_RECORD=models the model
# products and their output bits (run_models_on_device.sh ARGS: $OUT/models.jsonl.gz, ...).
# $OUT/spoof-check.json, spoof-*.log, spoof-console.log: the check (SPOOF_CHECK_ARGS: its
# options, e.g. "--variants h100 --capture").
set -u
export PYTHONUNBUFFERED=1 CUBLASLT_LOG_FILE=/dev/null
D=validation/device/cublas_choice
cc -O2 -shared -fPIC -o ${TMPDIR:-/tmp}/gpu_spoof.so $D/gpu_spoof.c -ldl || exit 2
export MMAEMU_SPOOF_SO=${TMPDIR:-/tmp}/gpu_spoof.so
python3 $D/spoof_check.py --out "$OUT" ${SPOOF_CHECK_ARGS:-} > "$OUT/spoof-console.log" 2>&1
rc=$?
cat "$OUT/spoof-console.log"
if [ $rc -ne 0 ] || [ $# -eq 0 ]; then echo "spoof_check.py exit $rc: nothing recorded under the shim"; exit $rc; fi
export LD_PRELOAD=${TMPDIR:-/tmp}/gpu_spoof.so
export MMAEMU_GPU_SPOOF="$(python3 -c "import sys; sys.path.insert(0, '$D'); import spoof_check as S; print(';'.join('%s=%s' % kv for kv in S.H100.items()))")"
case "${SPOOF_RECORD:-dense}" in
    dense|models) bash $D/run_${SPOOF_RECORD:-dense}_on_device.sh "$@" ;;
    *) echo "SPOOF_RECORD=$SPOOF_RECORD: dense or models"; exit 2 ;;
esac
