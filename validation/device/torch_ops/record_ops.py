# SPDX-License-Identifier: MIT
"""Record the torch ops of ops_cases.py on a GPU: every result's bits, the kernels each case
launched and the cuBLASLt trace lines of its matmuls.

    python3 validation/device/torch_ops/record_ops.py --out DIR [--device cuda|cpu]

DIR/ops.npz: '<case>/<result>' -> the result's bit patterns (uint16 for bf16 / fp16, uint32 for
fp32); DIR/ops.json: {"meta": {device, versions}, "cases": [case + status, error, kernels (name,
grid, block of each kernel launched), lt (cuBLASLt lines, pointers dropped)]}.  --device cpu: a dry
run (CPU arithmetic, no kernels)."""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
for sub in ('', '../gemm', '../common', '../cublas_choice'):
    sys.path.insert(0, os.path.join(HERE, sub))
import ops_cases as OC  # noqa: E402
import recording as R  # noqa: E402


def bits(t) -> np.ndarray:
    """A tensor's bit patterns (uint16 for 16-bit floats, uint32 for fp32)."""
    import torch
    t = t.detach().contiguous().cpu()
    w = {2: torch.int16, 4: torch.int32}[t.element_size()]
    a = t.view(w).numpy()
    return a.view({2: np.uint16, 4: np.uint32}[a.itemsize])


def run_case(case, torch, device, arrays):
    """The case once under the profiler (inside a named range); its results into arrays."""
    import choice_record as CR
    out, lt, kernels = CR.profiled(lambda: OC.build(case, torch, device), device)
    for k, v in out.items():
        arrays['%s/%s' % (case['name'], k)] = bits(v)
    return {'status': 'ok', 'results': sorted(out), 'kernels': kernels, 'lt': lt}


def main():
    args, torch, meta = R.start_cases()
    if args.device == 'cuda':
        import choice_record as CR
        CR.start_cuda(meta, R.cuda_meta)
    arrays = {}

    def record(case, rec):
        rec.update(run_case(case, torch, args.device, arrays))
        return None

    _, recs = R.record_cases(OC.CASES, record, lambda rec: rec.get('error') or
                             [k['name'][:50] for k in rec.get('kernels', [])][:3])
    R.save_cases(args.out, 'ops', arrays, meta, recs)


if __name__ == '__main__':
    main()
