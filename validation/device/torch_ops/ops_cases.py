# SPDX-License-Identifier: MIT
"""The torch matrix ops recorded by record_ops.py (validation/data/torch-ops-h200), beyond the mm /
bmm / addmm / baddbmm calls of the cuBLAS recordings: addbmm, _addmm_activation (ReLU and GELU),
F.linear forward and backward, torch.matmul of 1-D / N-D operands, torch.dot / vdot, mv.

Each case: `op` (the builder below), `fmt` (bf16 / fp16 / fp32; `tf32` is fp32 with
allow_tf32), `shape` (the op's sizes), `seed`.  Operand i of a case is gemm_gen.gen_np(seed, i + 1,
shape, fmt) (validation/device/gemm/gemm_gen.py), so the CPU regenerates every input; `build` makes
them on a device and returns the op's results by name (every output the op gives, gradients
included)."""
from typing import Callable, Dict, List

import numpy as np


def case(op: str, fmt: str, shape, seed: int, **kw) -> Dict:
    name = '%s_%s_%s%s' % (op, fmt, 'x'.join(map(str, shape)),
                           ''.join('_%s%s' % (k, v) for k, v in sorted(kw.items())))
    return dict(name=name, op=op, fmt=fmt, shape=list(shape), seed=seed, **kw)


CASES: List[Dict] = []
for i, fmt in enumerate(('bf16', 'fp16', 'fp32', 'tf32')):
    CASES += [case('addbmm', fmt, (4, 128, 64, 96), 900 + i), case('addbmm', fmt, (3, 100, 33, 70), 910 + i)]
CASES += [case('addbmm', 'bf16', (8, 64, 256, 128), 920, alpha=0.5, beta=2.0)]
for i, fmt in enumerate(('bf16', 'fp16', 'fp32')):
    CASES += [case('addmm_act', fmt, (128, 512, 256), 930 + i, gelu=0),
              case('addmm_act', fmt, (128, 512, 256), 930 + i, gelu=1)]
for i, fmt in enumerate(('bf16', 'fp16', 'fp32', 'tf32')):
    CASES += [case('linear_bwd', fmt, (4, 64, 256, 384), 940 + i)]
CASES += [case('matmul_vm', 'bf16', (512, 384), 950), case('matmul_mv', 'bf16', (384, 512), 951),
          case('matmul_3d2d', 'bf16', (4, 96, 256, 128), 952), case('matmul_4d', 'bf16', (2, 3, 64, 32, 80), 953),
          case('matmul_4d', 'fp16', (2, 3, 64, 32, 80), 954), case('matmul_4d', 'tf32', (2, 3, 64, 32, 80), 955)]
for i, fmt in enumerate(('bf16', 'fp16', 'fp32')):
    CASES += [case('dot', fmt, (4096,), 960 + i), case('vdot', fmt, (1000,), 965 + i),
              case('mv', fmt, (200, 4096), 970 + i)]


def _gen(c, i, shape, torch, device):
    import gemm_gen as G
    fmt = 'fp32' if c['fmt'] == 'tf32' else c['fmt']
    bits = np.ascontiguousarray(G.gen_np(c['seed'], i + 1, tuple(shape), fmt))
    signed = {2: np.int16, 4: np.int32}[bits.itemsize]
    dt = {'bf16': torch.bfloat16, 'fp16': torch.float16, 'fp32': torch.float32}[fmt]
    return torch.from_numpy(bits.view(signed)).view(dt).to(device)


def _addbmm(c, g, torch):
    b, n, m, p = c['shape']
    return {'out': torch.addbmm(g(0, (n, p)), g(1, (b, n, m)), g(2, (b, m, p)),
                                beta=c.get('beta', 1.0), alpha=c.get('alpha', 1.0))}


def _addmm_act(c, g, torch):
    m, k, n = c['shape']
    return {'out': torch._addmm_activation(g(0, (n,)), g(1, (m, k)), g(2, (n, k)).t(),
                                           use_gelu=bool(c['gelu']))}


def _linear_bwd(c, g, torch):
    import torch.nn.functional as F
    b, t, h, o = c['shape']
    x = g(0, (b, t, h)).requires_grad_(True)
    w = g(1, (o, h)).requires_grad_(True)
    y = F.linear(x, w, g(2, (o,)))
    y.backward(g(3, (b, t, o)))
    return {'y': y.detach(), 'x_grad': x.grad, 'w_grad': w.grad}


def _matmul(c, g, torch):
    s, op = c['shape'], c['op']
    if op == 'matmul_vm':
        return {'out': torch.matmul(g(0, (s[0],)), g(1, (s[0], s[1])))}
    if op == 'matmul_mv':
        return {'out': torch.matmul(g(0, (s[0], s[1])), g(1, (s[1],)))}
    if op == 'matmul_3d2d':
        return {'out': torch.matmul(g(0, s[:3]), g(1, (s[2], s[3])))}
    b, h, t, d, u = s
    return {'out': torch.matmul(g(0, (b, h, t, d)), g(1, (b, h, d, u)))}


def _vector(c, g, torch):
    s = c['shape']
    if c['op'] == 'mv':
        return {'out': torch.mv(g(0, s), g(1, (s[1],)))}
    fn = torch.dot if c['op'] == 'dot' else torch.vdot
    return {'out': fn(g(0, s), g(1, s))}


BUILDERS: Dict[str, Callable] = {'addbmm': _addbmm, 'addmm_act': _addmm_act, 'linear_bwd': _linear_bwd,
                                 'matmul_vm': _matmul, 'matmul_mv': _matmul, 'matmul_3d2d': _matmul,
                                 'matmul_4d': _matmul, 'dot': _vector, 'vdot': _vector, 'mv': _vector}


def build(c: Dict, torch, device: str) -> Dict:
    """The case's results (torch tensors by name), computed on device with allow_tf32 as the
    case's format says."""
    torch.backends.cuda.matmul.allow_tf32 = c['fmt'] == 'tf32'
    return BUILDERS[c['op']](c, lambda i, shape: _gen(c, i, shape, torch, device), torch)
