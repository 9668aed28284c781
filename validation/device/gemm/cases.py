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

TRITON = [
    dict(name='tri_bf16_f32_b64x64x32_w4', kernel='matmul', in_fmt='bf16', out='fp32', M=200, N=136, K=512,
         BLOCK_M=64, BLOCK_N=64, BLOCK_K=32, num_warps=4, num_stages=3, seed=101),
    dict(name='tri_bf16_f32_b128x128x64_w8', kernel='matmul', in_fmt='bf16', out='fp32', M=257, N=200, K=1024,
         BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, num_warps=8, num_stages=3, seed=102),
    dict(name='tri_bf16_f32_K777', kernel='matmul', in_fmt='bf16', out='fp32', M=150, N=130, K=777,
         BLOCK_M=64, BLOCK_N=64, BLOCK_K=32, num_warps=4, num_stages=3, seed=103),
    dict(name='tri_bf16_bf16out', kernel='matmul', in_fmt='bf16', out='bf16', M=180, N=140, K=384,
         BLOCK_M=64, BLOCK_N=64, BLOCK_K=64, num_warps=4, num_stages=3, seed=104),
    dict(name='tri_fp16_f32_K777', kernel='matmul', in_fmt='fp16', out='fp32', M=144, N=160, K=777,
         BLOCK_M=64, BLOCK_N=128, BLOCK_K=32, num_warps=4, num_stages=3, seed=105),
    dict(name='tri_fp16_fp16out', kernel='matmul', in_fmt='fp16', out='fp16', M=130, N=120, K=512,
         BLOCK_M=64, BLOCK_N=64, BLOCK_K=32, num_warps=4, num_stages=3, seed=106),
    dict(name='tri_tf32_f32_K777', kernel='matmul', in_fmt='fp32', out='fp32', M=150, N=140, K=777,
         BLOCK_M=64, BLOCK_N=64, BLOCK_K=32, num_warps=4, num_stages=3, input_precision='tf32', seed=107),
    dict(name='tri_fp32ieee_f32', kernel='matmul', in_fmt='fp32', out='fp32', M=100, N=120, K=256,
         BLOCK_M=32, BLOCK_N=32, BLOCK_K=32, num_warps=4, num_stages=2, input_precision='ieee', seed=108),
    dict(name='tri_e4m3_f32', kernel='matmul', in_fmt='e4m3', out='fp32', M=160, N=144, K=1024,
         BLOCK_M=64, BLOCK_N=64, BLOCK_K=64, num_warps=4, num_stages=3, seed=109),
    dict(name='tri_e4m3_f32_Bnk', kernel='matmul', in_fmt='e4m3', out='fp32', M=136, N=120, K=512,
         BLOCK_M=64, BLOCK_N=64, BLOCK_K=64, num_warps=4, num_stages=3, b_layout='nk', seed=110),
    dict(name='tri_e5m2_f32_K777', kernel='matmul', in_fmt='e5m2', out='fp32', M=130, N=200, K=777,
         BLOCK_M=64, BLOCK_N=64, BLOCK_K=64, num_warps=4, num_stages=3, seed=111),
    dict(name='tri_bf16_f32_w2', kernel='matmul', in_fmt='bf16', out='fp32', M=120, N=136, K=300,
         BLOCK_M=32, BLOCK_N=32, BLOCK_K=32, num_warps=2, num_stages=2, seed=112),
    dict(name='tri_bf16_f32_bm16_K777', kernel='matmul', in_fmt='bf16', out='fp32', M=100, N=130, K=777,
         BLOCK_M=16, BLOCK_N=64, BLOCK_K=32, num_warps=4, num_stages=3, seed=113),
    dict(name='tri_tf32_f32_w2', kernel='matmul', in_fmt='fp32', out='fp32', M=110, N=100, K=200,
         BLOCK_M=32, BLOCK_N=32, BLOCK_K=32, num_warps=2, num_stages=2, input_precision='tf32', seed=114),
    dict(name='tri_fp16_f32_w2', kernel='matmul', in_fmt='fp16', out='fp32', M=104, N=112, K=256,
         BLOCK_M=32, BLOCK_N=32, BLOCK_K=32, num_warps=2, num_stages=2, seed=115),
    dict(name='chain_bf16', kernel='chained', in_fmt='bf16', out='fp32', M=200, K1=96, N1=250, N2=64,
         BLOCK_M=64, BLOCK_N1=64, BLOCK_K=32, BLOCK_N2=64, num_warps=4, num_stages=2, seed=121),
    dict(name='chain_fp16', kernel='chained', in_fmt='fp16', out='fp32', M=130, K1=128, N1=190, N2=80,
         BLOCK_M=64, BLOCK_N1=64, BLOCK_K=64, BLOCK_N2=64, num_warps=4, num_stages=2, seed=122),
    # fp8 with num_warps=2: mma.sync (or an upcast) instead of wgmma; may be rejected -> separate process
    dict(name='tri_e4m3_f32_w2', kernel='matmul', in_fmt='e4m3', out='fp32', M=100, N=104, K=256,
         BLOCK_M=32, BLOCK_N=32, BLOCK_K=64, num_warps=2, num_stages=2, seed=116, risky=True),
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
