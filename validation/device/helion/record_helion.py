# SPDX-License-Identifier: MIT
"""Record the Helion cases (helion_cases.py) on a GPU, or run them on the CPU under
mmaemu.triton.emulate('sm90') (--device cpu; TRITON_INTERPRET=1 is set here).

    python3 validation/device/helion/record_helion.py --out DIR [--device cuda|cpu] [--only NAME]

DIR/helion.npz: per case and output i the bit patterns "<case>.<i>" (uint16 bf16, uint32 fp32);
DIR/helion.json: meta (device, versions) and per case its fields, status, the generated Triton
code's sha256 (the code itself in helion-code.json.gz)."""
import argparse
import gzip
import hashlib
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, 'validation', 'device', 'gemm'))
sys.path.insert(0, os.path.join(ROOT, 'python'))


def operands(case, torch, device):
    import numpy as np
    import gemm_gen as G
    out = []
    for tid, shape in enumerate(case['shapes'], 1):
        if case['kernel'] == 'split_k' and tid == 3:
            out.append(torch.zeros(shape, dtype=torch.float32, device=device))
            continue
        bits = G.gen_np(case['seed'], tid, shape, 'bf16')
        out.append(torch.from_numpy(bits.view(np.int16).copy()).view(torch.bfloat16).to(device))
    return out


def run_case(case, torch, device):
    """(output bit arrays, generated Triton code)."""
    import helion_kernels as HK
    k = HK.make(case['kernel'], case['config'])
    args = operands(case, torch, device)
    res = k(*args)
    if device == 'cuda':
        torch.cuda.synchronize()
    code = k.bind(tuple(args)).to_triton_code(HK.helion.Config(**case['config']))
    return output_bits(res, torch), code


def output_bits(res, torch):
    """A kernel's result (a tensor or a tuple) as int16 / int32 arrays of its bits."""
    bits = []
    for t in (res if isinstance(res, tuple) else (res,)):
        w = {2: torch.int16, 4: torch.int32}[t.element_size()]
        bits.append(t.detach().cpu().contiguous().view(w).numpy())
    return bits


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', required=True)
    ap.add_argument('--device', default='cuda')
    ap.add_argument('--only', default=None)
    args = ap.parse_args()
    if args.device == 'cpu':
        os.environ['TRITON_INTERPRET'] = '1'
    import numpy as np
    import torch
    import triton
    import helion_cases as HC
    import helion_kernels as HK
    helion = HK.helion
    os.makedirs(args.out, exist_ok=True)
    from importlib.metadata import version
    meta = {'torch': torch.__version__, 'triton': triton.__version__, 'helion': version('helion'),
            'start': time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}
    if args.device == 'cuda':
        p = torch.cuda.get_device_properties(0)
        meta.update(device=p.name, capability='%d.%d' % (p.major, p.minor), cuda=torch.version.cuda)
    ctx = None
    if args.device == 'cpu':
        import mmaemu.triton
        ctx = mmaemu.triton.emulate('sm90')
        ctx.__enter__()
    arrays, recs, codes = {}, [], {}
    for case in HC.CASES:
        if args.only and args.only not in case['name']:
            continue
        t0 = time.time()
        rec = dict(case)
        try:
            bits, code = run_case(case, torch, args.device)
            for i, b in enumerate(bits):
                arrays['%s.%d' % (case['name'], i)] = b.view({2: np.uint16, 4: np.uint32}[b.itemsize])
            codes[case['name']] = code
            rec.update(status='ok', outputs=len(bits), code_sha256=hashlib.sha256(code.encode()).hexdigest())
        except Exception as ex:  # noqa: BLE001
            rec.update(status='error', error='%s: %s' % (type(ex).__name__, str(ex).splitlines()[0][:300]
                                                        if str(ex) else ''))
        rec['seconds'] = round(time.time() - t0, 2)
        recs.append(rec)
        print('%-36s %s %.1fs %s' % (case['name'], rec['status'], rec['seconds'], rec.get('error', '')),
              flush=True)
    if ctx is not None:
        meta['dots'] = ctx.dots
        ctx.__exit__(None, None, None)
    np.savez_compressed(os.path.join(args.out, 'helion.npz'), **arrays)
    with open(os.path.join(args.out, 'helion.json'), 'w') as f:
        json.dump({'meta': meta, 'cases': recs}, f, indent=1)
    with gzip.open(os.path.join(args.out, 'helion-code.json.gz'), 'wt') as f:
        json.dump(codes, f)


if __name__ == '__main__':
    main()
