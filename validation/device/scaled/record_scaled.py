# SPDX-License-Identifier: MIT
"""Record the cases of scaled_cases.py on a GPU: tl.dot_scaled kernels (Triton) and torch._scaled_mm calls.

    python3 validation/device/scaled/record_scaled.py --out DIR [--device cuda|cpu]

DIR/scaled.npz: per case its output bits (uint32 for fp32, uint16 for bf16 / fp16), whole when M N <= 65536,
else at the rows x cols the case's record names; DIR/scaled.json: {"meta": {...}, "cases": [case + status,
error, ptx (dot_scaled: the distinct wgmma / mma / cvt / mul instructions of the PTX), kernels and lt
(scaled_mm: the kernels launched, the cuBLASLt trace line), scale_a, scale_b (per-tensor scales' fp32 bits),
rows, cols]}.  --device cpu: a dry run (the interpreter for dot_scaled, CPU torch for _scaled_mm).
SCALED_KIND=dot_scaled|scaled_mm in the environment: only the cases of that kind."""
import os
import random
import re
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, '..', 'gemm'))
sys.path.insert(0, os.path.join(HERE, '..', 'cublas_choice'))
sys.path.insert(0, os.path.join(HERE, '..', 'common'))
import recording as R  # noqa: E402
import scaled_cases as SC  # noqa: E402

PTX_OPS = re.compile(r'\b(wgmma\.mma_async\.[\w.]+|mma\.sync\.aligned\.[\w.]+|cvt\.[\w.]+|mul\.[\w.]*bf16[\w.]*|'
                     r'fma\.[\w.]*bf16[\w.]*)')
FP8 = {'e4m3': 'float8_e4m3fn', 'e5m2': 'float8_e5m2'}


def values(case, tid, shape, fmt, torch, raw=False):
    """An operand of logical shape (rows, cols) in fmt from the case's seed, as a torch tensor
    (e2m1: packed two a byte along the last axis, low nibble first)."""
    import gemm_gen as G
    n = int(np.prod(shape))
    if fmt == 'e2m1':
        nib = SC.raw_bytes(case['seed'], tid, n) & 0xF
        nib = nib.reshape(shape)
        return torch.from_numpy((nib[:, 0::2] | (nib[:, 1::2] << 4)).astype(np.uint8))
    if raw:
        bits = SC.raw_bytes(case['seed'], tid, n).reshape(shape)
    else:
        bits = G.gen_np(case['seed'], tid, shape, fmt)
    if fmt == 'bf16':
        return torch.from_numpy(bits.view(np.int16)).view(torch.bfloat16)
    return torch.from_numpy(np.ascontiguousarray(bits).view(np.uint8)).view(getattr(torch, FP8[fmt]))


def fp32_scale(seed, tid, count):
    """count fp32 scales 2^e (1 + m / 2^23), e in [-3, 3], from raw bytes."""
    r = SC.raw_bytes(seed, tid, 4 * count).reshape(count, 4).astype(np.uint32)
    e = (r[:, 0] % 7).astype(np.int32) - 3
    m = (r[:, 1] | (r[:, 2] << 8) | ((r[:, 3] & 0x7F) << 16)).astype(np.uint32)
    bits = ((e + 127).astype(np.uint32) << 23) | m
    return bits.view(np.float32)


def positions(n, r, cap):
    if n <= cap:
        return list(range(n))
    return sorted({0, n - 1} | set(r.sample(range(1, n - 1), cap - 2)))


def store(out, case, rec, torch):
    o = out.cpu()
    if case['M'] * case['N'] > 65536:
        r = random.Random(case['seed'])
        rec['rows'], rec['cols'] = positions(case['M'], r, 64), positions(case['N'], r, 64)
        o = o[rec['rows']][:, rec['cols']].contiguous()
    w = {2: torch.int16, 4: torch.int32}[o.element_size()]
    a = o.view(w).numpy()
    return a.view({2: np.uint16, 4: np.uint32}[a.itemsize])


def dot_scaled_case(case, torch, device):
    import scaled_kernel as SK
    M, N, K = case['M'], case['N'], case['K']
    raw = case['values'] == 'raw'
    a = values(case, 1, (M, K), case['afmt'], torch, raw).to(device)
    bt = values(case, 2, (N, K), case['bfmt'], torch, raw)
    b = (bt.view(torch.uint8) if case['bfmt'] != 'bf16' else bt).t().contiguous()
    if case['bfmt'] in FP8:
        b = b.view(getattr(torch, FP8[case['bfmt']]))
    b = b.to(device)
    sa = sb = None
    if case['scales'] != 'none' and case['afmt'] != 'bf16':
        sa = torch.from_numpy(SC.scale_bytes(case['seed'], 3, (M, K // 32), case['scales'])).to(device)
    if case['scales'] != 'none' and case['bfmt'] != 'bf16':
        sb = torch.from_numpy(SC.scale_bytes(case['seed'], 4, (N, K // 32), case['scales'])).to(device)
    c = torch.zeros((M, N), dtype=torch.float32, device=device)
    k = SK.run(case, a, sa, b, sb, c)
    if device == 'cuda':
        torch.cuda.synchronize()
    ptx = sorted(set(PTX_OPS.findall(k.asm['ptx']))) if device == 'cuda' else []
    return c, {'ptx': ptx}


def scaled_mm_case(case, torch, device):
    M, N, K = case['M'], case['N'], case['K']
    a = values(case, 1, (M, K), case['afmt'], torch).to(device)
    b = values(case, 2, (N, K), case['bfmt'], torch).to(device).t()
    extra = {}
    if case['scale'] == 'row':
        sa = torch.from_numpy(fp32_scale(case['seed'], 3, M).copy()).reshape(M, 1).to(device)
        sb = torch.from_numpy(fp32_scale(case['seed'], 4, N).copy()).reshape(1, N).to(device)
    else:
        s = fp32_scale(case['seed'], 3, 2)
        extra['scale_a'], extra['scale_b'] = ['%08x' % x for x in s.view(np.uint32)]
        sa = torch.tensor(float(s[0]), dtype=torch.float32, device=device)
        sb = torch.tensor(float(s[1]), dtype=torch.float32, device=device)
    bias = None
    odt = {'bf16': torch.bfloat16, 'fp16': torch.float16, 'fp32': torch.float32}[case['out']]
    if case['bias']:
        bias = values(case, 5, (1, N), 'bf16', torch).reshape(N).to(odt).to(device)
    import choice_record as CR
    out, extra['lt'], extra['kernels'] = CR.profiled(
        lambda: torch._scaled_mm(a, b, sa, sb, bias=bias, out_dtype=odt, use_fast_accum=case['fast_accum']),
        device)
    return out, extra


def main():
    args, torch, meta = R.start_cases()
    if args.device == 'cuda':
        import choice_record as CR
        CR.start_cuda(meta, R.cuda_meta)

    def record(case, rec):
        fn = dot_scaled_case if case['kind'] == 'dot_scaled' else scaled_mm_case
        out, extra = fn(case, torch, args.device)
        rec.update(extra)
        kept = store(out, case, rec, torch)
        rec['status'] = 'ok'
        return kept

    kind = os.environ.get('SCALED_KIND')     # only the cases of this kind (dot_scaled, scaled_mm)
    cases = [c for c in SC.CASES if kind in (None, c['kind'])]
    arrays, recs = R.record_cases(cases, record, lambda rec: rec.get('error') or rec.get('ptx') or
                                  [k['name'][:60] for k in rec.get('kernels', [])])
    R.save_cases(args.out, 'scaled', arrays, meta, recs)


if __name__ == '__main__':
    main()
