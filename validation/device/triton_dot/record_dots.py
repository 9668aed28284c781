# SPDX-License-Identifier: MIT
"""Record the tl.dot matrix of dot_cases.py on a GPU: each case's output bits and the matrix
instructions in its PTX.

    python3 validation/device/triton_dot/record_dots.py --out DIR [--device cuda|cpu]

DIR/dots.npz: one array per case (the output's bit patterns, uint16 for an fp16 accumulator, uint32
for fp32); DIR/dots.json: {"meta": {device, versions}, "cases": [{name, status, error, ptx, ...}]},
`ptx` the distinct wgmma / mma.sync instruction names the compiled kernel holds.  --device cpu runs
the same under TRITON_INTERPRET=1 inside mmaemu.triton.emulate('sm90') (a dry run of the script;
no PTX; the interpreter of Triton 3.6 needs the hook's scalar fix)."""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, '..', 'gemm'))
sys.path.insert(0, os.path.join(HERE, '..', 'common'))
import recording as R  # noqa: E402

PTX_MMA = re.compile(r'\b(wgmma\.mma_async\.[\w.]+|mma\.sync\.aligned\.[\w.]+)')


def _tensor(case, tid, shape, fmt, torch, device):
    """One operand from gemm_gen's seeds (int_operand's for s8 / u8) as a torch tensor of fmt."""
    import numpy as np
    import gemm_gen as G
    import dot_cases as DC
    if fmt in ('s8', 'u8'):
        bits = DC.int_operand(case['seed'], tid, shape, fmt)
        return torch.from_numpy(bits).view(torch.int8 if fmt == 's8' else torch.uint8).to(device)
    dt = {'bf16': torch.bfloat16, 'fp16': torch.float16, 'e4m3': torch.float8_e4m3fn,
          'e5m2': torch.float8_e5m2, 'fp32': torch.float32}[fmt]
    carrier = {2: torch.int16, 1: torch.uint8, 4: torch.int32}[torch.tensor([], dtype=dt).element_size()]
    bits = G.gen_np(case['seed'], tid, shape, fmt)
    signed = {np.uint16: np.int16, np.uint32: np.int32, np.uint8: np.uint8}[bits.dtype.type]
    return torch.from_numpy(np.ascontiguousarray(bits).view(signed)).view(carrier).view(dt).to(device)


def operands(case, torch, device):
    """A (M, K) and B (K, N) (with a leading NB for dot3d), as torch tensors of the case's formats."""
    lead = (case['NB'],) if case.get('kernel') == 'dot3d' else ()
    return [_tensor(case, 1, lead + (case['M'], case['K']), case['fmt'], torch, device),
            _tensor(case, 2, lead + (case['K'], case['N']), case.get('bfmt', case['fmt']), torch, device)]


def launch(case, A, B, torch, device):
    """Run the case's kernel(s); returns (output tensor, the compiled dot kernel on a GPU)."""
    import dot_kernel as DK
    kind = case.get('kernel', 'dot')
    odt = {'fp16': torch.float16, 's32': torch.int32}.get(case['acc'], torch.float32)
    if kind == 'chain':
        C = _tensor(case, 3, (case['N'], case['P']), case['fmt'], torch, device)
        out = torch.zeros((case['M'], case['P']), dtype=torch.float32, device=device)
        return out, DK.run_chain(case, A, B, C, out)
    if kind.startswith('splitk'):
        partials = torch.zeros((case['S'], case['M'], case['N']), dtype=torch.float32, device=device)
        out = torch.zeros((case['M'], case['N']), dtype=torch.float32, device=device)
        return out, DK.run_splitk(case, A, B, partials, out)
    if kind == 'dot3d':
        out = torch.zeros((case['NB'], case['M'], case['N']), dtype=odt, device=device)
        return out, DK.run_dot3d(case, A, B, out)
    out = torch.zeros((case['M'], case['N']), dtype=odt, device=device)
    return out, DK.run(case, A, B, out)


def record_case(case, torch, device):
    A, B = operands(case, torch, device)
    C, k = launch(case, A, B, torch, device)
    if device == 'cuda':
        torch.cuda.synchronize()
    ptx = sorted(set(PTX_MMA.findall(k.asm['ptx']))) if device == 'cuda' else []
    w = {2: torch.int16, 4: torch.int32}[C.element_size()]
    return C.cpu().view(w).numpy(), ptx


def main():
    import numpy as np
    args, torch, meta = R.start_cases()
    import dot_cases as DC
    if args.device == 'cuda':
        meta.update(R.cuda_meta(torch))
    ctx = None
    if args.device == 'cpu':
        import mmaemu.triton
        ctx = mmaemu.triton.emulate('sm90')
        ctx.__enter__()

    def record(case, rec):
        out, ptx = record_case(case, torch, args.device)
        kept = out.view({2: np.uint16, 4: np.uint32}[out.itemsize])
        rec.update(status='ok', ptx=ptx)
        return kept

    arrays, recs = R.record_cases(DC.CASES, record, lambda rec: rec.get('ptx') or rec.get('error', ''))
    if ctx is not None:
        ctx.__exit__(None, None, None)
    R.save_cases(args.out, 'dots', arrays, meta, recs)


if __name__ == '__main__':
    main()
