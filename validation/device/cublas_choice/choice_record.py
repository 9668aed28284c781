# SPDX-License-Identifier: MIT
"""Record which program cuBLAS runs for torch products on a GPU, and sampled output bits.

    python3 validation/device/cublas_choice/choice_record.py --out DIR [--every N] [--limit N] [--device cuda|cpu]

For every call of choice_cases.py (or every N-th): the inputs made on the device from their seed
(choice_gen.py), the product run once under the profiler inside a named range, then

    kernels   each kernel launched inside the range: name, grid, block
    lt        the cuBLASLt trace lines of the call (CUBLASLT_LOG_LEVEL=2), pointers and times dropped
    api       the cuBLAS API functions the call went through (CUBLAS_LOGINFO_DBG)
    rows, cols, batches   the sampled output positions (up to 16 x 16 x 2, always the first and last)
    bits      the output at those positions, hex words (uint16 for bf16 / fp16, uint32 for fp32)
    repeat    for every 10th call: 1 when a second run gave the same sample

into DIR/calls.jsonl (one JSON object a line) and DIR/meta.json (device, versions).  --device cpu
is the dry run of the script itself (no kernels, no logs, CPU arithmetic).
"""
import argparse
import ctypes
import json
import os
import random
import re
import sys
import time
import traceback

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import choice_cases as CASES  # noqa: E402
import choice_gen as G  # noqa: E402

DT = {'bf16': torch.bfloat16, 'fp16': torch.float16, 'fp32': torch.float32, 'tf32': torch.float32}
LT_LINES = []            # (level, function, message) from the cuBLASLt logger callback


def install_lt_callback():
    """Route cuBLASLt's log (level 2: one Trace line per matmul) to LT_LINES."""
    with open('/proc/self/maps') as f:
        paths = sorted({ln.split()[-1] for ln in f if 'libcublasLt' in ln})
    if not paths:
        return 'no libcublasLt loaded'
    lib = ctypes.CDLL(paths[0])
    proto = ctypes.CFUNCTYPE(None, ctypes.c_int, ctypes.c_char_p, ctypes.c_char_p)

    def cb(level, fn, msg):
        LT_LINES.append((level, (fn or b'').decode(), (msg or b'').decode()))
    install_lt_callback.keep = proto(cb)
    rc1 = lib.cublasLtLoggerSetCallback(install_lt_callback.keep)
    rc2 = lib.cublasLtLoggerSetLevel(2)
    return 'callback rc %d level rc %d (%s)' % (rc1, rc2, paths[0])


PTR = re.compile(r'\b(A|B|C|D|workSpace|stream)=0X[0-9A-F]+ ?')


def compact_lt(msg):
    return PTR.sub('', msg).strip()


def stored(c, which, device):
    """Operand `which` ('a' or 'b') as the call's view: logical values from the seed, in a
    buffer laid out as the call says (K- or N-major, padded rows)."""
    b, m, n, k, fmt = c['batch'], c['m'], c['n'], c['k'], c['fmt']
    if which == 'a':
        bt = b if c['op'] not in ('mv',) else 1
        logical, trans, pad, tid = (bt, m, k), c['a_km'], c['pad_a'], 1
    else:
        bt = b if c['op'] in ('bmm', 'baddbmm') else 1
        logical, trans, pad, tid = (bt, k, n), c['b_nk'], c['pad_b'], 2
    vals = G.gen_torch(c['seed'], tid, logical, fmt, device).to(DT[fmt])
    r, cc = logical[1], logical[2]
    if trans:
        buf = torch.zeros((bt, cc, r + pad), dtype=DT[fmt], device=device)
        buf[:, :, :r] = vals.transpose(1, 2)
        view = buf[:, :, :r].transpose(1, 2)
    else:
        buf = torch.zeros((bt, r, cc + pad), dtype=DT[fmt], device=device)
        buf[:, :, :cc] = vals
        view = buf[:, :, :cc]
    return view


def make_fn(c, device):
    """A zero-argument function running the call, and the tensors it needs kept alive."""
    op, fmt = c['op'], c['fmt']
    A, B = stored(c, 'a', device), stored(c, 'b', device)
    odt = torch.float32 if c['out'] == 'fp32' else DT[fmt]
    ctid = 3
    if op in ('addmm_c', 'baddbmm'):
        shape = (c['batch'], c['m'], c['n']) if op == 'baddbmm' else (c['m'], c['n'])
        C = G.gen_torch(c['seed'], ctid, shape, fmt, device).to(odt)
    elif op in ('addmm_bias', 'linear_bias'):
        C = G.gen_torch(c['seed'], ctid, (c['n'],), fmt, device).to(DT[fmt])
    kw = {'out_dtype': odt} if c['out'] == 'fp32' else {}
    al, be = c['alpha'], c['beta']
    if op == 'mm':
        return lambda: torch.mm(A[0], B[0], **kw)
    if op == 'bmm':
        return lambda: torch.bmm(A, B, **kw)
    if op == 'addmm_bias':
        return lambda: torch.addmm(C, A[0], B[0])
    if op == 'addmm_c':
        return lambda: torch.addmm(C, A[0], B[0], beta=be, alpha=al, **kw)
    if op == 'baddbmm':
        return lambda: torch.baddbmm(C, A, B, beta=be, alpha=al, **kw)
    if op == 'linear':
        W = B[0].t()
        return lambda: F.linear(A[0], W)
    if op == 'linear_bias':
        W = B[0].t()
        return lambda: F.linear(A[0], W, C)
    if op == 'matmul3d':
        return lambda: torch.matmul(A, B[0])
    if op == 'mv':
        x = B[0, :, 0]
        return lambda: torch.mv(A[0], x)
    raise ValueError(op)


def positions(n, r, cap):
    if n <= cap:
        return list(range(n))
    return sorted({0, n - 1} | set(r.sample(range(1, n - 1), cap - 2)))


def sample(out, c):
    r = random.Random(c['seed'])
    o = out.reshape((-1, c['m'], 1 if c['op'] == 'mv' else c['n']))
    rows, cols = positions(o.shape[1], r, 16), positions(o.shape[2], r, 16)
    bats = sorted({0, o.shape[0] - 1})
    s = o[bats][:, rows][:, :, cols].contiguous().cpu()
    word = torch.int16 if s.dtype in (torch.bfloat16, torch.float16) else torch.int32
    w = s.view(word).numpy().astype(np.int64) & (0xFFFF if word == torch.int16 else 0xFFFFFFFF)
    digits = 4 if word == torch.int16 else 8
    return rows, cols, bats, str(s.dtype).replace('torch.', ''), \
        ' '.join('%0*x' % (digits, x) for x in w.reshape(-1))


def kernels_by_range(prof):
    """{call id: [kernel rows]} from the profiler's trace: a kernel belongs to the named range
    holding its launch (matched by correlation id)."""
    import tempfile
    fd, p = tempfile.mkstemp(suffix='.json')
    os.close(fd)
    prof.export_chrome_trace(p)
    with open(p) as f:
        evs = json.load(f).get('traceEvents', [])
    os.remove(p)
    ranges = [(e['ts'], e['ts'] + e.get('dur', 0), int(e['name'].split('_')[-1])) for e in evs
              if e.get('cat') == 'user_annotation' and e.get('name', '').startswith('mmaemu_call_')]
    launch = {e.get('args', {}).get('correlation'): e['ts'] for e in evs
              if e.get('cat') == 'cuda_runtime' or e.get('cat') == 'cuda_driver'}
    res = {}
    for e in sorted((e for e in evs if e.get('cat') == 'kernel'), key=lambda e: e.get('ts', 0)):
        a = e.get('args', {})
        t = launch.get(a.get('correlation'), e.get('ts'))
        for lo, hi, cid in ranges:
            if lo <= t <= hi:
                res.setdefault(cid, []).append({'name': e.get('name'), 'grid': a.get('grid'),
                                                'block': a.get('block')})
                break
    return res


def start_cuda(meta, cuda_meta):
    """The GPU's first GEMM (it loads cuBLASLt), the trace callback installed, and the device's
    name and versions (recording.cuda_meta) in meta: the set-up of the case recorders."""
    torch.mm(torch.ones(8, 8, device='cuda'), torch.ones(8, 8, device='cuda'))
    meta['lt_callback'] = install_lt_callback()
    meta.update(cuda_meta(torch))


def profiled(fn, device):
    """fn() once under the profiler inside the range mmaemu_call_0: (its result, the cuBLASLt
    lines of its matmuls, the kernels it launched; no kernels on the CPU)."""
    from torch.profiler import ProfilerActivity, profile, record_function
    acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if device == 'cuda' else [])
    n0 = len(LT_LINES)
    with profile(activities=acts) as prof:
        with record_function('mmaemu_call_0'):
            out = fn()
            if device == 'cuda':
                torch.cuda.synchronize()
    lt = [compact_lt(m) for lv, f, m in LT_LINES[n0:] if f.endswith('Matmul')]
    return out, lt, kernels_by_range(prof).get(0, []) if device == 'cuda' else []


def file_size(var):
    p = os.environ.get(var)
    return os.path.getsize(p) if p and os.path.exists(p) else 0


def read_span(var, lo, hi):
    p = os.environ.get(var)
    if not p or hi <= lo:
        return ''
    with open(p, 'rb') as f:
        f.seek(lo)
        return f.read(hi - lo).decode(errors='replace')


def run_chunk(chunk, device, outf):
    from torch.profiler import profile, record_function, ProfilerActivity
    acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if device == 'cuda' else [])
    recs = {}
    with profile(activities=acts) as prof:
        for c in chunk:
            rec = dict(c)
            try:
                torch.backends.cuda.matmul.allow_tf32 = c['fmt'] == 'tf32'
                fn = make_fn(c, device)
                if device == 'cuda':
                    torch.cuda.synchronize()
                n0, s0, d0 = len(LT_LINES), file_size('CUBLASLT_LOG_FILE'), file_size('CUBLAS_LOGDEST_DBG')
                with record_function('mmaemu_call_%d' % c['id']):
                    out = fn()
                    if device == 'cuda':
                        torch.cuda.synchronize()
                lt = [m for lv, f, m in LT_LINES[n0:] if f.endswith('Matmul')]
                if not lt:
                    lt = [ln.split('] ', 1)[-1] for ln in read_span('CUBLASLT_LOG_FILE', s0,
                          file_size('CUBLASLT_LOG_FILE')).splitlines() if '[Trace]' in ln and 'Matmul]' in ln]
                rec['lt'] = [compact_lt(m) for m in lt]
                api = re.findall(r'I! cuBLAS \(v[\d.]+\) function (\w+)', read_span(
                    'CUBLAS_LOGDEST_DBG', d0, file_size('CUBLAS_LOGDEST_DBG')))
                rec['api'] = sorted(set(api))
                rec['rows'], rec['cols'], rec['batches'], rec['out_dtype'], rec['bits'] = sample(out, c)
                if c['id'] % 10 == 0:
                    out2 = fn()
                    rec['repeat'] = int(sample(out2, c)[4] == rec['bits'])
                    del out2
                del out, fn
            except Exception as ex:  # noqa: BLE001
                rec['error'] = '%s: %s' % (type(ex).__name__, str(ex).splitlines()[0][:300])
                traceback.print_exc()
            recs[c['id']] = rec
    ks = kernels_by_range(prof) if device == 'cuda' else {}
    for cid, rec in recs.items():
        rec['kernels'] = ks.get(cid, [])
        outf.write(json.dumps(rec, sort_keys=True) + '\n')
    outf.flush()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', required=True)
    ap.add_argument('--every', type=int, default=1)
    ap.add_argument('--limit', type=int, default=0)
    ap.add_argument('--device', default='cuda')
    ap.add_argument('--budget-s', type=float, default=480)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    calls = CASES.all_calls()[::args.every]
    if args.limit:
        calls = calls[:args.limit]
    meta = {'torch': torch.__version__, 'calls': len(calls), 'every': args.every,
            'start': time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}
    if args.device == 'cuda':
        torch.mm(torch.ones(8, 8, device='cuda'), torch.ones(8, 8, device='cuda'))
        torch.mm(torch.ones(8, 8, device='cuda', dtype=torch.bfloat16),
                 torch.ones(8, 8, device='cuda', dtype=torch.bfloat16))
        torch.cuda.synchronize()
        meta['lt_callback'] = install_lt_callback()
        p = torch.cuda.get_device_properties(0)
        meta.update(device=p.name, sms=p.multi_processor_count, cc='%d.%d' % (p.major, p.minor),
                    cuda=torch.version.cuda, cublaslt=torch._C._cuda_getCompiledVersion())
    t0 = time.time()
    done = 0
    with open(os.path.join(args.out, 'calls.jsonl'), 'w') as outf:
        for i in range(0, len(calls), 50):
            if time.time() - t0 > args.budget_s:
                meta['stopped_at_budget'] = i
                break
            run_chunk(calls[i:i + 50], args.device, outf)
            done = min(i + 50, len(calls))
            print('%d/%d calls, %.0f s' % (done, len(calls), time.time() - t0), flush=True)
    meta['done'] = done
    meta['seconds'] = time.time() - t0
    with open(os.path.join(args.out, 'meta.json'), 'w') as f:
        json.dump(meta, f, indent=1, sort_keys=True)


if __name__ == '__main__':
    main()
