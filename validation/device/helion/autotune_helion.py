# SPDX-License-Identifier: MIT
"""Let Helion autotune kernels of helion_kernels.py on a GPU and record what it picked: the config,
the generated Triton code and the outputs of the picked config.

    python3 validation/device/helion/autotune_helion.py --out DIR [--effort quick] [--only A,B]

DIR/autotuned.json: meta and per case its fields (kernel, shapes, seed as in helion_cases.py),
status, `config` (the picked config, as Helion's Config dict), `seconds` (autotuning), the
generated code's sha256 (the code in autotuned-code.json.gz); DIR/autotuned.npz: the outputs
"<case>.<i>" (uint16 bf16, uint32 fp32).  The CPU replays a case by binding its recorded config
(tests/python/test_helion.py)."""
import argparse
import gzip
import hashlib
import json
import os
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import record_helion as RH  # noqa: E402

# (name, kernel, shapes, seed): shapes and seeds as helion_cases.py builds operands
CASES = [dict(name='tuned_matmul_bias_relu', kernel='matmul_bias_relu',
              shapes=[(200, 384), (384, 136), (136,)], seed=960),
         dict(name='tuned_bmm', kernel='bmm', shapes=[(3, 130, 256), (3, 256, 72)], seed=961),
         dict(name='tuned_chain', kernel='chain', shapes=[(128, 64), (256, 64), (256, 64)], seed=962),
         dict(name='tuned_dcpp_fwd', kernel='dcpp_fwd', shapes=[(1, 3219, 256), (1, 3219, 64)], seed=963)]


def tune(case, torch, effort):
    import helion_kernels as HK
    # benchmarks in this process: a spawned one would import Helion without mmaemu's shim
    k = HK.helion.kernel(static_shapes=True, autotune_effort=effort, autotune_benchmark_subprocess=False,
                         autotune_random_seed=case['seed'])(HK.SOURCES[case['kernel']])
    args = RH.operands(case, torch, 'cuda')
    bound = k.bind(tuple(args))
    t0 = time.time()
    config = bound.autotune(args)
    seconds = time.time() - t0
    res = bound(*args)
    torch.cuda.synchronize()
    return dict(config), seconds, RH.output_bits(res, torch), bound.to_triton_code(config)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', required=True)
    ap.add_argument('--effort', default='quick')
    ap.add_argument('--only', default=None, help='comma-separated case names')
    args = ap.parse_args()
    import numpy as np
    import torch
    import triton
    from importlib.metadata import version
    p = torch.cuda.get_device_properties(0)
    meta = {'torch': torch.__version__, 'triton': triton.__version__, 'helion': version('helion'),
            'device': p.name, 'capability': '%d.%d' % (p.major, p.minor), 'effort': args.effort,
            'start': time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}
    recs, arrays, codes = [], {}, {}
    for case in CASES:
        if args.only and case['name'] not in args.only.split(','):
            continue
        rec = dict(case)
        try:
            config, seconds, bits, code = tune(case, torch, args.effort)
            for i, b in enumerate(bits):
                arrays['%s.%d' % (case['name'], i)] = b.view({2: np.uint16, 4: np.uint32}[b.itemsize])
            codes[case['name']] = code
            rec.update(status='ok', config=config, seconds=round(seconds, 1),
                       code_sha256=hashlib.sha256(code.encode()).hexdigest())
        except Exception as ex:  # noqa: BLE001
            rec.update(status='error', error='%s: %s' % (type(ex).__name__, str(ex)[:300]))
            traceback.print_exc()
        recs.append(rec)
        print('%-28s %s %s' % (case['name'], rec['status'], rec.get('config', rec.get('error'))), flush=True)
        save(args.out, meta, recs, arrays, codes)     # after every case: a timeout keeps the others


def save(out, meta, recs, arrays, codes):
    import numpy as np
    np.savez_compressed(os.path.join(out, 'autotuned.npz'), **arrays)
    with open(os.path.join(out, 'autotuned.json'), 'w') as f:
        json.dump({'meta': meta, 'cases': recs}, f, indent=1, default=str)
    with gzip.open(os.path.join(out, 'autotuned-code.json.gz'), 'wt') as f:
        json.dump(codes, f)


if __name__ == '__main__':
    main()
