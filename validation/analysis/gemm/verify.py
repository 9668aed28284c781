# SPDX-License-Identifier: MIT
"""Check a GEMM recording on the CPU and write its manifest.

    python3 validation/analysis/gemm/verify.py [DATA_DIR] [--write-manifest]
    (DATA_DIR defaults to validation/data/gemm-h100; needs numpy only)

For every case recorded on the device (DATA_DIR/meta/cases/<case>.json, written by record.py):
  1. regenerates every input with gemm_gen.py and checks that its SHA-256 equals the device tensor's
     (so the device computed on exactly the generator's bits), and computes its FNV-1a 64 checksum;
  2. decodes the output file, checks its SHA-256 against the device record, computes its FNV-1a 64;
  3. as an independent sanity check (not a proof of anything bit-level) computes the product in float64
     numpy and reports max|got - ref| / max|ref| and the largest elementwise relative error over elements
     with |ref| >= 1e-2 * max|ref|;
  4. for cuBLAS cases, slices the cuBLAS / cuBLASLt logs at the byte offsets recorded around the first
     call and extracts the API routine and the cuBLASLt algorithm line (tile, split-K, reduction scheme).
With --write-manifest, writes DATA_DIR/manifest.json.  Exit status 1 if any check fails.
"""
import argparse
import gzip
import hashlib
import io
import json
import os
import re
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "device", "gemm"))  # gemm_gen.py, cases.py
import cases as CASES  # noqa: E402
import gemm_gen as G  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..'))


def load_npy_gz(path):
    with open(path, 'rb') as f:
        return np.load(io.BytesIO(gzip.decompress(f.read())))


def decode_out(arr, fmt):
    if fmt == 'bf16':
        return G.bits_to_float64(arr.view(np.uint16), 'bf16')
    return arr.astype(np.float64)


def reference(case, x):
    k = case['kernel']
    if k == 'chained':
        return (x['A'] @ x['B']) @ x['C']
    if k == 'torch.bmm':
        return np.matmul(x['A'], x['B'])
    if case.get('b_layout', 'kn') == 'nk':
        ref = x['A'] @ x['B'].T
        if 'bias' in x:
            ref = ref + x['bias'][None, :]
        return ref
    return x['A'] @ x['B']


def tf32_models(case, dd, arr):
    """Mean/max |got - float64 product| with the fp32 inputs first converted to tf32 by truncation, by
    round-to-nearest ties-away (cvt.rna.tf32.f32) or by round-to-nearest-even, and unconverted: the model with
    by far the smallest error says how the kernel fed its fp32 inputs to the matrix unit (a diagnostic only)."""
    ops = CASES.operands(case)
    A = G.gen_np(case['seed'], 1, ops[0][2], 'fp32')
    B = G.gen_np(case['seed'], 2, ops[1][2], 'fp32')
    m13 = np.uint32(0xFFFFE000)
    conv = {'truncate': lambda u: u & m13,
            'rna': lambda u: (u + np.uint32(0x1000)) & m13,
            'rne': lambda u: (u + np.uint32(0xFFF) + ((u >> np.uint32(13)) & np.uint32(1))) & m13,
            'none (fp32)': lambda u: u}
    got = arr.astype(np.float64)
    res = {}
    for k, f in conv.items():
        ref = f(A).view(np.float32).astype(np.float64) @ f(B).view(np.float32).astype(np.float64)
        e = np.abs(got - ref)
        res[k] = {'mean_abs_err': float(e.mean()), 'max_abs_err': float(e.max())}
    return res


def log_slice(data_dir, fname, a, b):
    p = os.path.join(data_dir, 'meta', fname)
    if not os.path.exists(p):
        return ''
    raw = gzip.decompress(open(p, 'rb').read())
    return raw[a:b].decode('utf-8', 'replace')


def cublas_info(data_dir, rec):
    off = rec.get('cublas_log_offsets', {})
    a, b = off.get('before_first_call', {}), off.get('after_first_call', {})
    res = {}
    lt = log_slice(data_dir, 'cublaslt.log.head.gz', a.get('CUBLASLT_LOG_FILE', 0), b.get('CUBLASLT_LOG_FILE', 0))
    trace = [ln for ln in lt.splitlines() if '[Trace]' in ln and 'Matmul]' in ln]
    algos = []
    for ln in trace:
        routine = re.search(r'\[Trace\]\[(\w+)\]', ln).group(1)
        algo = re.search(r'algo=\[([^\]]*)\]', ln)
        comp = re.search(r'computeDesc=\[([^\]]*)\]', ln)
        descs = re.findall(r'([ABCD])desc=\[([^\]]*)\]', ln)
        algos.append({'routine': routine, 'algo': algo.group(1) if algo else None,
                      'computeDesc': comp.group(1) if comp else None,
                      'descs': {k: v for k, v in descs}})
    res['cublasLt_first_call'] = algos
    cb = log_slice(data_dir, 'cublas.log.head.gz', a.get('CUBLAS_LOGDEST_DBG', 0), b.get('CUBLAS_LOGDEST_DBG', 0))
    res['cublas_api_first_call'] = sorted(set(re.findall(r'function cublasStatus_t (\w+)\(', cb)) -
                                          {'cublasSetStream_v2', 'cublasSetWorkspace_v2', 'cublasGetMathMode',
                                           'cublasSetMathMode'})
    mm = re.findall(r'MathMode=(\w+)', cb)
    res['cublas_math_modes_seen'] = sorted(set(mm))
    return res


def verify_case(case, dd, bad):
    """The manifest entry of one case, checked against its device record in dd (what differs is
    appended to bad); None when the case has no record."""
    name = case['name']
    rp = os.path.join(dd, 'meta', 'cases', name + '.json')
    if not os.path.exists(rp):
        bad.append('%s: no device record' % name)
        return None
    rec = json.load(open(rp))
    if {k: v for k, v in rec['case'].items()} != case:
        bad.append('%s: case table differs from the recorded parameters' % name)
    ent = {k: v for k, v in case.items() if k != 'risky'}
    ent['inputs'] = {}
    x = {}
    for op, tid, shape in CASES.operands(case):
        bits = G.gen_np(case['seed'], tid, shape, case['in_fmt'])
        le = np.ascontiguousarray(bits).astype(bits.dtype.newbyteorder('<'), copy=False)
        sha = hashlib.sha256(le.tobytes()).hexdigest()
        dev = rec['inputs'][op]
        ok = sha == dev['sha256_device_tensor'] == dev['sha256_generated']
        if not ok:
            bad.append('%s.%s: regenerated input differs from the device tensor' % (name, op))
        fnv = '%016x' % G.fnv1a64(le.tobytes())
        ent['inputs'][op] = {'tensor_id': tid, 'seed': case['seed'], 'format': case['in_fmt'],
                             'shape': list(shape), 'layout': 'row-major (C order)',
                             'word': dev['stored_word'], 'fnv1a64': fnv, 'sha256': sha,
                             'regenerated_matches_device': ok}
        x[op] = G.bits_to_float64(bits, case['in_fmt'])
    if case['kernel'] == 'matmul':
        bnk = case.get('b_layout', 'kn') == 'nk'
        ent['strides_elements'] = {'A': [case['K'], 1], 'B': [1, case['K']] if bnk else [case['N'], 1],
                                   'C': [case['N'], 1]}
        ent['b_layout'] = 'nk' if bnk else 'kn'
    elif case['kernel'] == 'chained':
        ent['strides_elements'] = {'A': [case['K1'], 1], 'B': [case['N1'], 1], 'C': [case['N2'], 1],
                                   'O': [case['N2'], 1]}
    o = rec['output']
    arr = load_npy_gz(os.path.join(dd, o['file']))
    sha = hashlib.sha256(np.ascontiguousarray(arr).tobytes()).hexdigest()
    if sha != o['sha256'] or list(arr.shape) != list(CASES.out_shape(case)):
        bad.append('%s: output file does not match the device record' % name)
    ent['output'] = {'file': o['file'], 'dtype': case['out'], 'stored_dtype': str(arr.dtype),
                     'shape': list(arr.shape), 'layout': 'row-major (C order)',
                     'fnv1a64': '%016x' % G.fnv1a64(arr.astype(arr.dtype.newbyteorder('<')).tobytes()),
                     'sha256': sha}
    ref = reference(case, x)
    got = decode_out(arr, case['out'])
    err = np.abs(got - ref)
    mx = float(np.abs(ref).max())
    big = np.abs(ref) >= 1e-2 * mx
    ent['float64_sanity'] = {'max_abs_err': float(err.max()), 'max_abs_ref': mx,
                             'max_err_over_max_abs_ref': float(err.max() / mx),
                             'max_rel_err_where_abs_ref_ge_1pct_of_max': float((err[big] / np.abs(ref[big])).max()),
                             'bit_equal_to_rne_of_float64': None}
    if case['out'] == 'fp32':
        ent['float64_sanity']['bit_equal_to_rne_of_float64'] = int((ref.astype(np.float32) == arr).sum())
    if case['in_fmt'] == 'fp32':
        ent['float64_sanity']['tf32_input_conversion_models'] = tf32_models(case, dd, arr)
    ent['deterministic_3_runs_on_device'] = rec['deterministic_3_runs']
    if 'compiled' in rec:
        c = rec['compiled']
        ent['triton'] = {'instruction_ptx': c.get('ptx_mma'), 'instruction_sass': c.get('sass_mma'),
                         'mma_layouts_ttgir': c.get('ttgir_mma_layouts'),
                         'maxNumImpreciseAcc_ttgir': c.get('ttgir_maxNumImpreciseAcc'),
                         'ptx_cvt_float': {k: v for k, v in (c.get('ptx_cvt') or {}).items()
                                           if re.search(r'f16|bf16|f32|tf32|e4m3|e5m2', k)},
                         'ptx_fp32_arith': c.get('ptx_fp32_arith'),
                         'n_regs': c.get('n_regs'), 'shared_bytes': c.get('shared'),
                         'num_warps': c.get('num_warps'), 'num_stages': c.get('num_stages'),
                         'artefacts': ['meta/artefacts/%s.%s.gz' % (name, k) for k in ('ttgir', 'ptx', 'sass')
                                       if os.path.exists(os.path.join(dd, 'meta', 'artefacts',
                                                                      '%s.%s.gz' % (name, k)))]}
    else:
        ent['cublas'] = {'profiler_kernels': [r['name'] for r in rec.get('profiler', {}).get('kernels', [])],
                         'profiler_aten_ops': [(r['name'], r['input_dims']) for r in
                                               rec.get('profiler', {}).get('aten_ops', [])],
                         'matmul_flags_during_call': rec.get('matmul_flags_during_call')}
        ent['cublas'].update(cublas_info(dd, rec))
    fs = ent['float64_sanity']
    print('%-38s inputs %s  out fnv %s  err/max %.2e  maxrel(|ref|>=1%%) %.2e  %s' % (
        name, 'OK' if all(v['regenerated_matches_device'] for v in ent['inputs'].values()) else 'MISMATCH',
        ent['output']['fnv1a64'], fs['max_err_over_max_abs_ref'],
        fs['max_rel_err_where_abs_ref_ge_1pct_of_max'],
        list((ent.get('triton') or {}).get('instruction_ptx') or {}) or
        (ent.get('cublas') or {}).get('profiler_kernels', [''])[:1]))
    return ent


def write_manifest(dd, out_cases):
    """dd/manifest.json: the recording's description and every case's entry."""
    summ = json.load(open(os.path.join(dd, 'meta', 'summary-main.json')))
    v = summ.get('versions', {})
    man = {
        'what': 'Plain Triton GEMMs and cuBLAS GEMMs (through PyTorch) recorded on an NVIDIA H100, bit for bit',
        'recorded_by': 'validation/device/gemm/run_on_device.sh -> record.py; this file by verify.py',
        'generator': {
            'module': 'validation/device/gemm/gemm_gen.py',
            'definition': 'see the module docstring; v = (S - 131070) / 32768 from splitmix64 over '
                          'state = (seed << 48) + (tid << 40) + i; per-format rounding (bf16/fp16/e4m3/e5m2 '
                          'RNE of v; fp32 = v with its low 13 mantissa bits replaced by mix64(state + '
                          '2*0x9E3779B97F4A7C15) & 0x1FFF)',
            'tensor_ids': G.TID,
            'checksum': 'FNV-1a 64 (basis 0xcbf29ce484222325, prime 0x100000001b3) over the stored words as '
                        'little-endian bytes in C order',
            'test_vectors': G.test_vectors(),
        },
        'storage': 'outputs/<case>.npy.gz: np.save output, gzip level 9 mtime 0; fp32 as float32, bf16 as '
                   'uint16 bit patterns, fp16 as float16; row-major (M, N) or (batch, M, N)',
        'device': {'gpu': v.get('device'), 'nvidia_smi': v.get('nvidia_smi'), 'torch': v.get('torch'),
                   'torch_cuda': v.get('torch_cuda'), 'triton': v.get('triton'),
                   'triton_ptxas': v.get('triton_ptxas'), 'numpy': v.get('numpy'),
                   'cublas_runtime': summ.get('cublas_runtime'),
                   'nvidia_cublas_wheel': (v.get('pip_packages') or {}).get('nvidia-cublas'),
                   'matmul_flags_at_start': v.get('matmul_flags_at_start')},
        'cases': out_cases,
    }
    with open(os.path.join(dd, 'manifest.json'), 'w') as f:
        json.dump(man, f, indent=1)
        f.write('\n')
    print('wrote', os.path.join(dd, 'manifest.json'))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('data_dir', nargs='?', default=os.path.join(ROOT, 'validation', 'data', 'gemm-h100'))
    ap.add_argument('--write-manifest', action='store_true')
    a = ap.parse_args()
    dd = a.data_dir
    bad = []
    out_cases = []
    for case in CASES.ALL:
        ent = verify_case(case, dd, bad)
        if ent is not None:
            out_cases.append(ent)
    if a.write_manifest:
        write_manifest(dd, out_cases)
    if bad:
        print('FAILED:\n  ' + '\n  '.join(bad))
        return 1
    print('all %d cases: inputs regenerated bit for bit, outputs match their device records' % len(out_cases))
    return 0


if __name__ == '__main__':
    sys.exit(main())
