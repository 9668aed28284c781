# SPDX-License-Identifier: MIT
"""The recorded GEMM cases (one table; record.py runs them, verify.py checks them, the manifest repeats them).

Common fields:
  name     case name = output file stem (validation/data/gemm-h100/outputs/<name>.npy.gz)
  kernel   'matmul' | 'chained' (validation/device/gemm/triton_kernels.py) or
           'torch.mm' | 'torch.bmm' | 'F.linear' (cuBLAS through PyTorch)
  in_fmt   input format of every operand (gemm_gen.py): bf16 fp16 fp32 e4m3 e5m2
  out      output dtype: fp32 | bf16 | fp16
  seed     generator seed; tensor ids: A = 1, B = 2, C = 3, bias = 4 (gemm_gen.TID)
Triton matmul: M N K, BLOCK_M BLOCK_N BLOCK_K, num_warps, num_stages, input_precision, b_layout
  ('kn': B generated and stored as (K, N) row-major; 'nk': generated as (N, K) row-major and passed to the
  kernel as its transposed view, strides (1, K)).  A is always (M, K) row-major, C (M, N) row-major.
Triton chained: M K1 N1 N2, BLOCK_M BLOCK_N1 BLOCK_K BLOCK_N2: O (M, N2) fp32 = fmt(A B) C with
  A (M, K1), B (K1, N1), C (N1, N2), all row-major.
cuBLAS: torch.mm: A (M, K) @ B (K, N), both row-major contiguous; torch.bmm: A (batch, M, K) @ B (batch, K, N),
  contiguous; F.linear: x (M, K) row-major, weight (N, K) row-major (b_layout 'nk'), bias (N,):
  out = x @ weight^T + bias.  flags: torch.backends.cuda.matmul settings during the call.
  risky=True: run in a separate process after everything else (a compiler abort must not lose the rest).
"""

def _matmul(name, in_fmt, out, mnk, blocks, warps, stages, seed, **extra):
    """A Triton matmul case: mnk = (M, N, K), blocks = (BLOCK_M, BLOCK_N, BLOCK_K); extra fields
    (input_precision, b_layout) before the seed, risky after it, the order of the recorded manifest."""
    risky = extra.pop('risky', False)
    case = dict(name=name, kernel='matmul', in_fmt=in_fmt, out=out, M=mnk[0], N=mnk[1], K=mnk[2],
                BLOCK_M=blocks[0], BLOCK_N=blocks[1], BLOCK_K=blocks[2], num_warps=warps, num_stages=stages,
                **extra, seed=seed)
    if risky:
        case['risky'] = True
    return case


TRITON = [
    _matmul('tri_bf16_f32_b64x64x32_w4', 'bf16', 'fp32', (200, 136, 512), (64, 64, 32), 4, 3, 101),
    _matmul('tri_bf16_f32_b128x128x64_w8', 'bf16', 'fp32', (257, 200, 1024), (128, 128, 64), 8, 3, 102),
    _matmul('tri_bf16_f32_K777', 'bf16', 'fp32', (150, 130, 777), (64, 64, 32), 4, 3, 103),
    _matmul('tri_bf16_bf16out', 'bf16', 'bf16', (180, 140, 384), (64, 64, 64), 4, 3, 104),
    _matmul('tri_fp16_f32_K777', 'fp16', 'fp32', (144, 160, 777), (64, 128, 32), 4, 3, 105),
    _matmul('tri_fp16_fp16out', 'fp16', 'fp16', (130, 120, 512), (64, 64, 32), 4, 3, 106),
    _matmul('tri_tf32_f32_K777', 'fp32', 'fp32', (150, 140, 777), (64, 64, 32), 4, 3, 107, input_precision='tf32'),
    _matmul('tri_fp32ieee_f32', 'fp32', 'fp32', (100, 120, 256), (32, 32, 32), 4, 2, 108, input_precision='ieee'),
    _matmul('tri_e4m3_f32', 'e4m3', 'fp32', (160, 144, 1024), (64, 64, 64), 4, 3, 109),
    _matmul('tri_e4m3_f32_Bnk', 'e4m3', 'fp32', (136, 120, 512), (64, 64, 64), 4, 3, 110, b_layout='nk'),
    _matmul('tri_e5m2_f32_K777', 'e5m2', 'fp32', (130, 200, 777), (64, 64, 64), 4, 3, 111),
    _matmul('tri_bf16_f32_w2', 'bf16', 'fp32', (120, 136, 300), (32, 32, 32), 2, 2, 112),
    _matmul('tri_bf16_f32_bm16_K777', 'bf16', 'fp32', (100, 130, 777), (16, 64, 32), 4, 3, 113),
    _matmul('tri_tf32_f32_w2', 'fp32', 'fp32', (110, 100, 200), (32, 32, 32), 2, 2, 114, input_precision='tf32'),
    _matmul('tri_fp16_f32_w2', 'fp16', 'fp32', (104, 112, 256), (32, 32, 32), 2, 2, 115),
    dict(name='chain_bf16', kernel='chained', in_fmt='bf16', out='fp32', M=200, K1=96, N1=250, N2=64,
         BLOCK_M=64, BLOCK_N1=64, BLOCK_K=32, BLOCK_N2=64, num_warps=4, num_stages=2, seed=121),
    dict(name='chain_fp16', kernel='chained', in_fmt='fp16', out='fp32', M=130, K1=128, N1=190, N2=80,
         BLOCK_M=64, BLOCK_N1=64, BLOCK_K=64, BLOCK_N2=64, num_warps=4, num_stages=2, seed=122),
    # fp8 with num_warps=2: mma.sync (or an upcast) instead of wgmma; may be rejected -> separate process
    _matmul('tri_e4m3_f32_w2', 'e4m3', 'fp32', (100, 104, 256), (32, 32, 64), 2, 2, 116, risky=True),
]

CUBLAS = [
    dict(name='cublas_mm_bf16_64x64x16384', kernel='torch.mm', in_fmt='bf16', out='bf16', M=64, N=64, K=16384,
         seed=201),
    dict(name='cublas_mm_bf16_1000x500x4096', kernel='torch.mm', in_fmt='bf16', out='bf16', M=1000, N=500, K=4096,
         seed=202),
    dict(name='cublas_mm_fp16_768x640x2048', kernel='torch.mm', in_fmt='fp16', out='fp16', M=768, N=640, K=2048,
         seed=203),
    dict(name='cublas_bmm_bf16_4x256x192x512', kernel='torch.bmm', in_fmt='bf16', out='bf16', batch=4, M=256, N=192,
         K=512, seed=204),
    dict(name='cublas_linear_bf16_bias_333x257x515', kernel='F.linear', in_fmt='bf16', out='bf16', M=333, N=257,
         K=515, b_layout='nk', bias=True, seed=205),
    dict(name='cublas_mm_fp32_tf32_256x256x1024', kernel='torch.mm', in_fmt='fp32', out='fp32', M=256, N=256, K=1024,
         flags={'allow_tf32': True}, seed=206),
]

ALL = TRITON + CUBLAS


def operands(case):
    """[(operand name, tensor id, generated (logical C-order) shape)] of a case."""
    k = case['kernel']
    if k == 'matmul':
        bshape = (case['N'], case['K']) if case.get('b_layout', 'kn') == 'nk' else (case['K'], case['N'])
        return [('A', 1, (case['M'], case['K'])), ('B', 2, bshape)]
    if k == 'chained':
        return [('A', 1, (case['M'], case['K1'])), ('B', 2, (case['K1'], case['N1'])),
                ('C', 3, (case['N1'], case['N2']))]
    if k == 'torch.mm':
        return [('A', 1, (case['M'], case['K'])), ('B', 2, (case['K'], case['N']))]
    if k == 'torch.bmm':
        return [('A', 1, (case['batch'], case['M'], case['K'])), ('B', 2, (case['batch'], case['K'], case['N']))]
    if k == 'F.linear':
        ops = [('A', 1, (case['M'], case['K'])), ('B', 2, (case['N'], case['K']))]
        if case.get('bias'):
            ops.append(('bias', 4, (case['N'],)))
        return ops
    raise ValueError(k)


def out_shape(case):
    k = case['kernel']
    if k == 'chained':
        return (case['M'], case['N2'])
    if k == 'torch.bmm':
        return (case['batch'], case['M'], case['N'])
    return (case['M'], case['N'])


def by_name(name):
    for c in ALL:
        if c['name'] == name:
            return c
    raise KeyError(name)
