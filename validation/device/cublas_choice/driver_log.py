# SPDX-License-Identifier: MIT
"""Run the sweep's calls on the GPU so that gpu_spoof.c logs the driver's answers to cuBLAS.

    LD_PRELOAD=gpu_spoof.so MMAEMU_GPU_SPOOF='...' MMAEMU_GPU_SPOOF_LOG=driver-h100.log \\
        python3 validation/device/cublas_choice/driver_log.py [CALLS.jsonl.gz]

Each call of the recording (default validation/data/cublas-choice-h100/calls.jsonl.gz) through
choice_dense.make_fn on operands that are views of one buffer per element type, allow_tf32 set per
call; nothing is read back.  The log is the data (validation/data/cublas-choice-h200-as-h100/README.md).
"""
import gzip
import json
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import choice_dense as D  # noqa: E402

DEFAULT = os.path.join(HERE, '..', '..', 'data', 'cublas-choice-h100', 'calls.jsonl.gz')


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    bufs = D.Buffers(torch, 'cuda', 1 << 31)
    n = 0
    with gzip.open(path, 'rt') as f:
        for line in f:
            c = json.loads(line)
            if 'error' in c:
                continue
            torch.backends.cuda.matmul.allow_tf32 = c['fmt'] == 'tf32'
            D.make_fn(c, bufs, torch)()
            n += 1
    torch.cuda.synchronize()
    print('calls', n)
    return 0


if __name__ == '__main__':
    sys.exit(main())
