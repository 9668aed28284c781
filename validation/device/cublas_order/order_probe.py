# SPDX-License-Identifier: MIT
"""Run the order probes of order_cases.py on a GPU for the calls listed in a cases file.

    python3 validation/device/cublas_order/order_probe.py --cases FILE --out DIR [--device cuda|cpu]

FILE: JSON lines, each a recorded call (op, fmt, batch, m, n, k, a_km, b_nk, pad_a, pad_b, out, id).
DIR/orders.npz: per case (key: its id) the output words of its probe outputs, in probe order (uint16 for
bf16 / fp16, uint32 for fp32); DIR/orders.jsonl: per case the call, the kernels of its first call and
the cuBLASLt trace line, the number of probes and calls, or the error."""
import argparse
import json
import os
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, '..', 'cublas_choice'))
import order_cases as OC  # noqa: E402

BATCHED = ('bmm', 'baddbmm')


def laid_out(vals, trans, pad, torch):
    """A logical (batch, rows, cols) tensor in a buffer laid out as the recorded call's operand."""
    bt, r, cc = vals.shape
    if trans:
        buf = torch.zeros((bt, cc, r + pad), dtype=vals.dtype, device=vals.device)
        buf[:, :, :r] = vals.transpose(1, 2)
        return buf[:, :, :r].transpose(1, 2)
    buf = torch.zeros((bt, r, cc + pad), dtype=vals.dtype, device=vals.device)
    buf[:, :, :cc] = vals
    return buf[:, :, :cc]


def operands(c, chunk, torch, device, dt):
    """A (ba, m, k) and B (bb, k, n): the probes of chunk on the probe axis, the shared value on the other."""
    sh, big, u, _ = OC.VALUES[c['fmt']]
    m, n, k = c['m'], c['n'], c['k']
    ba = c['batch'] if c['op'] in BATCHED + ('matmul3d',) else 1
    bb = c['batch'] if c['op'] in BATCHED else 1
    if OC.probe_axis(c) == 'a':
        P = torch.zeros((ba * m, k), dtype=torch.float64)
        B = torch.full((bb, k, n), sh, dtype=torch.float64)
    else:
        P = torch.zeros((bb * n, k), dtype=torch.float64)
        A = torch.full((ba, m, k), sh, dtype=torch.float64)
    pr = np.array(chunk, dtype=np.int64).reshape(-1, 4)
    pos = np.arange(k)[None, :]
    mask = pos % pr[:, 3:4] == pr[:, 2:3]
    rows = np.arange(len(pr))
    vals = np.where(mask, u, 0.0)
    vals[rows, pr[:, 0]], vals[rows, pr[:, 1]] = big, -big
    P[:len(pr)] = torch.from_numpy(vals)
    if OC.probe_axis(c) == 'a':
        A = P.reshape(ba, m, k)
    else:
        B = P.reshape(bb, n, k).transpose(1, 2)
    A = laid_out(A.to(dt).to(device), c['a_km'], c['pad_a'], torch)
    B = laid_out(B.to(dt).to(device), c['b_nk'], c['pad_b'], torch)
    return A, B


def call(c, A, B, torch):
    op = c['op']
    kw = {'out_dtype': torch.float32} if c.get('out') == 'fp32' else {}
    if op in ('bmm', 'baddbmm'):
        return torch.bmm(A, B, **kw)
    if op == 'mv':
        return torch.mv(A[0], B[0, :, 0])
    if op == 'matmul3d':
        return torch.matmul(A, B[0])
    return torch.mm(A[0], B[0], **kw)


def probe_words(c, out, count, torch):
    """The outputs that hold probes, in probe order, as integer words."""
    if OC.probe_axis(c) == 'a':
        o = out.reshape(-1)
    else:
        o = out.reshape(-1, c['m'], c['n'])[:, 0, :].reshape(-1)
    o = o[:count].contiguous().cpu()
    w = {2: torch.int16, 4: torch.int32}[o.element_size()]
    a = o.view(w).numpy()
    return a.view({2: np.uint16, 4: np.uint32}[a.itemsize])


def run_case(c, torch, device, CR):
    dt = {'bf16': torch.bfloat16, 'fp16': torch.float16, 'fp32': torch.float32, 'tf32': torch.float32}[c['fmt']]
    torch.backends.cuda.matmul.allow_tf32 = c['fmt'] == 'tf32'
    pr = OC.probes(c)
    per = OC.outputs_per_call(c)
    words, rec = [], {}
    for i in range(0, len(pr), per):
        chunk = pr[i:i + per]
        A, B = operands(c, chunk, torch, device, dt)
        if i == 0 and device == 'cuda':
            from torch.profiler import profile, record_function, ProfilerActivity
            n0 = len(CR.LT_LINES)
            with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
                with record_function('mmaemu_call_0'):
                    out = call(c, A, B, torch)
                    torch.cuda.synchronize()
            rec['lt'] = [CR.compact_lt(m) for lv, f, m in CR.LT_LINES[n0:] if f.endswith('Matmul')]
            rec['kernels'] = CR.kernels_by_range(prof).get(0, [])
        else:
            out = call(c, A, B, torch)
        words.append(probe_words(c, out, len(chunk), torch))
    rec.update(probes=len(pr), calls=(len(pr) + per - 1) // per)
    return np.concatenate(words), rec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--cases', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--device', default='cuda')
    ap.add_argument('--budget-s', type=float, default=400)
    args = ap.parse_args()
    import torch
    import choice_record as CR
    os.makedirs(args.out, exist_ok=True)
    if args.device == 'cuda':
        torch.mm(torch.ones(8, 8, device='cuda'), torch.ones(8, 8, device='cuda'))
        print(CR.install_lt_callback(), flush=True)
    with open(args.cases) as f:
        cases = [json.loads(ln) for ln in f if ln.strip()]
    arrays, t0 = {}, time.time()
    with open(os.path.join(args.out, 'orders.jsonl'), 'w') as outf:
        for j, c in enumerate(cases):
            if time.time() - t0 > args.budget_s:
                print('budget reached at case %d' % j, flush=True)
                break
            rec = dict(c)
            try:
                w, extra = run_case(c, torch, args.device, CR)
                arrays[str(c['id'])] = w
                rec.update(extra)
            except Exception as ex:  # noqa: BLE001
                rec['error'] = '%s: %s' % (type(ex).__name__, str(ex).splitlines()[0][:300] if str(ex) else '')
            outf.write(json.dumps(rec, sort_keys=True) + '\n')
            if j % 50 == 0:
                print('%d/%d cases, %.0f s' % (j, len(cases), time.time() - t0), flush=True)
    np.savez_compressed(os.path.join(args.out, 'orders.npz'), **arrays)


if __name__ == '__main__':
    main()
