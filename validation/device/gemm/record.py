# SPDX-License-Identifier: MIT
"""Record plain Triton GEMMs and cuBLAS GEMMs (through PyTorch) on a real GPU, bit for bit.

    python3 validation/device/gemm/record.py --out DIR [--only NAME ...] [--skip-risky | --risky-only]
                                             [--device cuda|cpu]

Cases: validation/device/gemm/cases.py.  Inputs: validation/device/gemm/gemm_gen.py (not stored; their
SHA-256 are recorded here, their FNV-1a 64 checksums are added by verify.py on the CPU).
Writes DIR/outputs/<case>.npy.gz, DIR/cases/<case>.json (every parameter, input hashes, output hash,
determinism, instruction summary / profiler kernel names, cuBLAS log offsets) and DIR/meta/ (versions,
compile artefacts, record log).  run_on_device.sh drives it on the GPU machine; `--device cpu` with
TRITON_INTERPRET=1 is the CPU dry run (no instruction data, outputs not meaningful bit for bit).

Storage: np.save output gzip-compressed (level 9, mtime 0); fp32 as float32, bf16 as uint16 bit patterns,
fp16 as float16.
"""
import argparse
import glob
import gzip
import hashlib
import json
import os
import platform
import re
import sys
import time
import traceback

import numpy as np
import torch
import triton

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, '..', 'common'))
import cases as CASES  # noqa: E402
import gemm_gen as G  # noqa: E402
import triton_kernels as TK  # noqa: E402
from recording import LOG, MMA_PTX, cublas_runtime_versions, log, npy_gz_bytes, pip_packages, sh  # noqa: E402


T0 = time.time()

if os.environ.get('TRITON_INTERPRET') == '1':
    # CPU dry run only: Triton 3.6's interpreter calls int() on a 1-element 1-d array for range(tl.cdiv(...)),
    # which numpy >= 2.4 refuses; take the element explicitly.  Does not affect compiled (GPU) runs.
    import triton.runtime.interpreter as _TI
    _orig_patch = _TI._patch_lang_tensor

    def _patched(tensor, scope):
        _orig_patch(tensor, scope)
        scope.set_attr(tensor, '__index__', lambda self: int(np.asarray(self.handle.data).reshape(-1)[0]))
    _TI._patch_lang_tensor = _patched
    # ... and its create_dot multiplies bf16 operands as their uint16 storage; decode them to fp32 first.
    _orig_dot = _TI.InterpreterBuilder.create_dot

    def _dot(self, a, b, d, input_precision, max_num_imprecise_acc):
        def dec(h):
            if h.dtype.scalar == triton.language.bfloat16:
                return _TI.TensorHandle((h.data.astype(np.uint32) << np.uint32(16)).view(np.float32),
                                        triton.language.float32)
            return h
        return _orig_dot(self, dec(a), dec(b), d, input_precision, max_num_imprecise_acc)
    _TI.InterpreterBuilder.create_dot = _dot


TORCH_DT = {'bf16': torch.bfloat16, 'fp16': torch.float16, 'fp32': torch.float32,
            'e4m3': torch.float8_e4m3fn, 'e5m2': torch.float8_e5m2}


def to_torch(bits, fmt, device):
    if fmt == 'bf16':
        t = torch.from_numpy(bits.view(np.int16).copy()).view(torch.bfloat16)
    elif fmt == 'fp16':
        t = torch.from_numpy(bits.view(np.float16).copy())
    elif fmt == 'fp32':
        t = torch.from_numpy(bits.view(np.float32).copy())
    else:
        t = torch.from_numpy(bits.copy()).view(TORCH_DT[fmt])
    return t.to(device)


def raw_bytes(t):
    return t.detach().contiguous().cpu().view(torch.uint8).numpy().tobytes()


def out_np(t):
    t = t.detach().contiguous().cpu()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().view(np.uint16)
    if t.dtype in (torch.float16, torch.float32):
        return t.numpy()
    raise TypeError(t.dtype)


def bits_equal(a, b):
    return a.shape == b.shape and a.dtype == b.dtype and raw_bytes(a) == raw_bytes(b)


# ---------------------------------------------------------------------------------------------------
# environment
# ---------------------------------------------------------------------------------------------------
def matmul_flags():
    bk = torch.backends.cuda.matmul
    f = {}
    for a in ('allow_tf32', 'allow_bf16_reduced_precision_reduction', 'allow_fp16_reduced_precision_reduction',
              'fp32_precision'):
        try:
            f[a] = getattr(bk, a)
        except Exception as ex:  # noqa: BLE001
            f[a] = 'unavailable: %r' % ex
    try:
        f['preferred_blas_library'] = str(torch.backends.cuda.preferred_blas_library())
    except Exception as ex:  # noqa: BLE001
        f['preferred_blas_library'] = repr(ex)
    f['float32_matmul_precision'] = torch.get_float32_matmul_precision()
    f['deterministic_algorithms'] = torch.are_deterministic_algorithms_enabled()
    return f


def versions(device):
    v = {'python': sys.version, 'platform': platform.platform(), 'torch': torch.__version__,
         'torch_cuda': torch.version.cuda, 'triton': triton.__version__, 'numpy': np.__version__,
         'env': {k: os.environ.get(k) for k in ('CUBLAS_WORKSPACE_CONFIG', 'TORCH_BLAS_PREFER_CUBLASLT',
                                                'CUBLASLT_LOG_LEVEL', 'CUBLASLT_LOG_FILE', 'CUBLAS_LOGINFO_DBG',
                                                'CUBLAS_LOGDEST_DBG', 'TRITON_CACHE_DIR', 'TRITON_INTERPRET',
                                                'CUDA_VISIBLE_DEVICES')}}
    v['pip_packages'] = pip_packages(('triton', 'torch', 'numpy', 'cuda-bindings'))
    if device == 'cuda':
        p = torch.cuda.get_device_properties(0)
        v['device'] = {'name': p.name, 'cc': '%d.%d' % (p.major, p.minor), 'sms': p.multi_processor_count,
                       'total_memory': p.total_memory}
        v['nvidia_smi'] = sh('nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,vbios_version,uuid '
                             '--format=csv')
        tdir = os.path.dirname(triton.__file__)
        v['triton_ptxas'] = {p_: sh('%s --version | tail -2' % p_)
                             for p_ in glob.glob(os.path.join(tdir, 'backends', 'nvidia', 'bin', 'ptxas*'))}
    v['matmul_flags_at_start'] = matmul_flags()
    return v


# ---------------------------------------------------------------------------------------------------
# compiled-kernel inspection
# ---------------------------------------------------------------------------------------------------
CVT_PTX = re.compile(r'\b(cvt\.[\w.]+)')
FMA_PTX = re.compile(r'\b(fma\.rn\.f32|fma\.rn\.ftz\.f32|mul\.rn\.f32|add\.rn\.f32|add\.f32|mul\.f32)\b')
MMA_SASS = re.compile(r'\b((?:HGMMA|HMMA|QGMMA|IMMA|WARPGROUP)\.[\w.]+|FFMA\b)')


def count(rx, text):
    c = {}
    for m in rx.finditer(text or ''):
        c[m.group(1)] = c.get(m.group(1), 0) + 1
    return dict(sorted(c.items()))


def asm_get(h, key):
    try:
        return h.asm[key]
    except Exception:  # noqa: BLE001
        return None


def get_sass(h, name, tmpdir):
    s = None
    try:
        s = h.asm['sass']
    except Exception:  # noqa: BLE001
        s = None
    if s:
        return s
    cubin = asm_get(h, 'cubin')
    if not cubin:
        return None
    p = os.path.join(tmpdir, name + '.cubin')
    with open(p, 'wb') as f:
        f.write(cubin)
    out = sh('cuobjdump -sass %s' % p)
    os.remove(p)
    return out


def inspect_kernel(h, name, meta_dir):
    info = {}
    if h is None or not hasattr(h, 'asm'):
        return {'note': 'no compiled handle (interpreter?)'}
    md = getattr(h, 'metadata', None)
    for a in ('num_warps', 'num_stages', 'num_ctas', 'shared', 'enable_fp_fusion', 'arch', 'target',
              'max_num_imprecise_acc_default', 'default_dot_input_precision', 'allowed_dot_input_precisions'):
        if md is not None and hasattr(md, a):
            info[a] = str(getattr(md, a))
    for a in ('n_regs', 'n_spills', 'n_max_threads'):
        if hasattr(h, a):
            info[a] = getattr(h, a)
    adir = os.path.join(meta_dir, 'artefacts')
    os.makedirs(adir, exist_ok=True)
    ttgir = asm_get(h, 'ttgir') or ''
    ptx = asm_get(h, 'ptx') or ''
    for key, txt in (('ttir', asm_get(h, 'ttir')), ('ttgir', ttgir), ('ptx', ptx)):
        if txt:
            with open(os.path.join(adir, '%s.%s.gz' % (name, key)), 'wb') as f:
                f.write(gzip.compress(txt.encode(), 9, mtime=0))
    tl_ = []
    for ln in ttgir.splitlines():
        s = ln.strip()
        if re.search(r'#mma\d*\s*=|nvidia_mma|tt\.dot\b|warp_group_dot\b|#shared\d*\s*=|maxNumImpreciseAcc|'
                     r'inputPrecision|tt\.fp_to_fp|arith\.truncf|ttg\.convert_layout.*dot_op|memdesc_trans', s):
            tl_.append(re.sub(r'\s+loc\(.*$', '', s)[:500])
    info['ttgir_lines'] = tl_
    info['ttgir_maxNumImpreciseAcc'] = sorted(set(re.findall(r'maxNumImpreciseAcc = (\d+)', ttgir)))
    info['ttgir_inputPrecision'] = sorted(set(re.findall(r'inputPrecision = (\w+)', ttgir)))
    info['ttgir_mma_layouts'] = sorted(set(re.findall(r'nvidia_mma<\{[^}]*\}>', ttgir)))
    info['ptx_mma'] = count(MMA_PTX, ptx)
    info['ptx_cvt'] = count(CVT_PTX, ptx)
    info['ptx_fp32_arith'] = count(FMA_PTX, ptx)
    info['ptx_wgmma_fence_commit_wait'] = {k: len(re.findall(k, ptx)) for k in
                                           (r'wgmma\.fence', r'wgmma\.commit_group', r'wgmma\.wait_group')}
    sass = get_sass(h, name, adir)
    if sass:
        with open(os.path.join(adir, '%s.sass.gz' % name), 'wb') as f:
            f.write(gzip.compress(sass.encode(), 9, mtime=0))
        info['sass_mma'] = count(MMA_SASS, sass)
    else:
        info['sass_mma'] = 'sass not available'
    mm = list(info['ptx_mma'])
    info['instruction'] = mm if mm else (['fp32 FMA (no mma instruction in PTX)'] if info['ptx_fp32_arith'] else [])
    return info


def profile_kernels(fn):
    from torch.profiler import profile, ProfilerActivity
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], record_shapes=True) as prof:
        fn()
        torch.cuda.synchronize()
    import tempfile
    fd, p = tempfile.mkstemp(suffix='.json')
    os.close(fd)
    prof.export_chrome_trace(p)
    with open(p) as f:
        tr = json.load(f)
    os.remove(p)
    evs = tr.get('traceEvents', [])
    ker = sorted([e for e in evs if e.get('cat') == 'kernel'], key=lambda e: e.get('ts', 0))
    rows = [{'name': e.get('name'), 'grid': e.get('args', {}).get('grid'), 'block': e.get('args', {}).get('block'),
             'registers_per_thread': e.get('args', {}).get('registers per thread'),
             'shared_memory': e.get('args', {}).get('shared memory'), 'dur_us': e.get('dur')} for e in ker]
    ops = sorted([e for e in evs if e.get('cat') == 'cpu_op' and e.get('name', '').startswith('aten::')],
                 key=lambda e: e.get('ts', 0))
    aten = [{'name': e.get('name'), 'input_dims': e.get('args', {}).get('Input Dims'),
             'input_strides': e.get('args', {}).get('Input Strides'),
             'input_types': e.get('args', {}).get('Input type')} for e in ops]
    return {'kernels': rows, 'aten_ops': aten}


def log_sizes():
    r = {}
    for k in ('CUBLASLT_LOG_FILE', 'CUBLAS_LOGDEST_DBG'):
        p = os.environ.get(k)
        if p and os.path.exists(p):
            r[k] = os.path.getsize(p)
        elif p:
            r[k] = 0
    return r


# ---------------------------------------------------------------------------------------------------
# one case
# ---------------------------------------------------------------------------------------------------
def make_inputs(case, device):
    ins, desc = {}, {}
    for name, tid, shape in CASES.operands(case):
        bits = G.gen_np(case['seed'], tid, shape, case['in_fmt'])
        flat = bits.reshape(-1)
        for i in list(range(4)) + [flat.size - 1] + [(j * 7919) % flat.size for j in range(24)]:
            assert int(flat[i]) == G.gen_bits_py(case['seed'], tid, i, case['in_fmt']), (case['name'], name, i)
        t = to_torch(bits, case['in_fmt'], device)
        dev_bytes = raw_bytes(t)
        np_bytes = np.ascontiguousarray(bits).astype(bits.dtype.newbyteorder('<'), copy=False).tobytes()
        desc[name] = {'tensor_id': tid, 'shape': list(shape), 'format': case['in_fmt'],
                      'stored_word': 'uint%d' % (8 * bits.dtype.itemsize),
                      'sha256_generated': hashlib.sha256(np_bytes).hexdigest(),
                      'sha256_device_tensor': hashlib.sha256(dev_bytes).hexdigest(),
                      'first4_hex': ['%x' % int(x) for x in flat[:4]]}
        assert dev_bytes == np_bytes, (case['name'], name)
        ins[name] = t
    return ins, desc


def run_case_fn(case, ins):
    """A zero-argument function that runs the case once and returns (output tensor, compiled handle or None)."""
    k = case['kernel']
    outdt = TORCH_DT[case['out']]
    if k == 'matmul':
        b = ins['B'].t() if case.get('b_layout', 'kn') == 'nk' else ins['B']
        return lambda: TK.matmul(ins['A'], b, outdt, case['BLOCK_M'], case['BLOCK_N'], case['BLOCK_K'],
                                 case['num_warps'], case['num_stages'], case.get('input_precision', 'tf32'))
    if k == 'chained':
        return lambda: TK.chained(ins['A'], ins['B'], ins['C'], case['BLOCK_M'], case['BLOCK_N1'], case['BLOCK_K'],
                                  case['BLOCK_N2'], case['num_warps'], case['num_stages'])
    if k == 'torch.mm':
        return lambda: (torch.mm(ins['A'], ins['B']), None)
    if k == 'torch.bmm':
        return lambda: (torch.bmm(ins['A'], ins['B']), None)
    if k == 'F.linear':
        return lambda: (torch.nn.functional.linear(ins['A'], ins['B'], ins.get('bias')), None)
    raise ValueError(k)


class Flags:
    def __init__(self, flags):
        self.flags = flags or {}
        self.old = {}

    def __enter__(self):
        bk = torch.backends.cuda.matmul
        for k, v in self.flags.items():
            self.old[k] = getattr(bk, k)
            setattr(bk, k, v)
        return self

    def __exit__(self, *a):
        bk = torch.backends.cuda.matmul
        for k, v in self.old.items():
            setattr(bk, k, v)


def sync(device):
    if device == 'cuda':
        torch.cuda.synchronize()


def record_case(case, out_dir, device):
    name = case['name']
    log('==== case %s  (t=%.1fs)' % (name, time.time() - T0))
    info = {'case': {k: v for k, v in case.items()}}
    ins, info['inputs'] = make_inputs(case, device)
    fn = run_case_fn(case, ins)
    cublas = case['kernel'] in ('torch.mm', 'torch.bmm', 'F.linear')
    with Flags(case.get('flags')):
        info['matmul_flags_during_call'] = matmul_flags()
        logs0 = log_sizes()
        o1, h = fn()
        sync(device)
        logs1 = log_sizes()
        o2, _ = fn()
        o3, _ = fn()
        sync(device)
        logs2 = log_sizes()
        if cublas and device == 'cuda':
            try:
                info['profiler'] = profile_kernels(lambda: fn())
                log('  profiler kernels:', [r['name'] for r in info['profiler']['kernels']])
            except Exception:  # noqa: BLE001
                info['profiler'] = {'error': traceback.format_exc()}
                log('  profiler failed', info['profiler']['error'])
            sync(device)
        logs3 = log_sizes()
    info['cublas_log_offsets'] = {'before_first_call': logs0, 'after_first_call': logs1,
                                  'after_two_more_calls': logs2, 'after_profiled_call': logs3}
    info['deterministic_3_runs'] = bool(bits_equal(o1, o2) and bits_equal(o1, o3))
    assert tuple(o1.shape) == tuple(CASES.out_shape(case)), (o1.shape, CASES.out_shape(case))
    arr = out_np(o1)
    data = npy_gz_bytes(arr)
    fname = '%s.npy.gz' % name
    with open(os.path.join(out_dir, 'outputs', fname), 'wb') as f:
        f.write(data)
    info['output'] = {'file': 'outputs/' + fname, 'dtype': case['out'], 'stored_dtype': str(arr.dtype),
                      'shape': list(arr.shape), 'strides_elements': list(o1.stride()), 'bytes_gz': len(data),
                      'sha256': hashlib.sha256(np.ascontiguousarray(arr).tobytes()).hexdigest()}
    if case['kernel'] in ('matmul', 'chained'):
        try:
            info['compiled'] = inspect_kernel(h, name, os.path.join(out_dir, 'meta'))
        except Exception:  # noqa: BLE001
            info['compiled'] = {'error': traceback.format_exc()}
        c = info['compiled']
        log('  instruction:', c.get('instruction'), 'maxNumImpreciseAcc:', c.get('ttgir_maxNumImpreciseAcc'),
            'cvt:', {k: v for k, v in (c.get('ptx_cvt') or {}).items() if 'tf32' in k or 'f32' in k},
            'sass:', c.get('sass_mma'))
    # float64 sanity (not a proof): max relative error against the exact product
    try:
        info['float64_check'] = f64_check(case, ins, arr)
        log('  float64 check:', info['float64_check'])
    except Exception:  # noqa: BLE001
        info['float64_check'] = {'error': traceback.format_exc()}
    log('  deterministic:', info['deterministic_3_runs'], 'output sha256', info['output']['sha256'][:16],
        'gz bytes', len(data))
    with open(os.path.join(out_dir, 'cases', name + '.json'), 'w') as f:
        json.dump(info, f, indent=1, sort_keys=True, default=str)
    return info


def f64_check(case, ins, arr):
    x = {k: G.bits_to_float64(np.frombuffer(raw_bytes(v), dtype={1: np.uint8, 2: np.uint16, 4: np.uint32}[
        v.element_size()]).reshape(tuple(v.shape)), case['in_fmt']) for k, v in ins.items()}
    k = case['kernel']
    if k == 'chained':
        ref = (x['A'] @ x['B']) @ x['C']
    elif k == 'torch.bmm':
        ref = np.matmul(x['A'], x['B'])
    elif case.get('b_layout', 'kn') == 'nk':
        ref = x['A'] @ x['B'].T
        if 'bias' in x:
            ref = ref + x['bias'][None, :]
    else:
        ref = x['A'] @ x['B']
    got = G.bits_to_float64(arr.view(np.uint16), 'bf16') if case['out'] == 'bf16' else arr.astype(np.float64)
    err = np.abs(got - ref)
    scale = np.abs(ref).max()
    return {'max_abs_err': float(err.max()), 'max_abs_ref': float(scale),
            'max_err_over_max_abs_ref': float(err.max() / scale),
            'median_rel_err': float(np.median(err / np.maximum(np.abs(ref), 1e-30)))}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', required=True)
    ap.add_argument('--only', nargs='*')
    ap.add_argument('--skip-risky', action='store_true')
    ap.add_argument('--risky-only', action='store_true')
    ap.add_argument('--device', default='cuda')
    ap.add_argument('--tag', default='main')
    a = ap.parse_args()
    for d in ('outputs', 'cases', 'meta'):
        os.makedirs(os.path.join(a.out, d), exist_ok=True)
    summary = {'argv': sys.argv}
    try:
        summary['versions'] = versions(a.device)
        log(json.dumps(summary['versions'], indent=1, default=str))
    except Exception:  # noqa: BLE001
        log('versions failed', traceback.format_exc())
    todo = CASES.ALL
    if a.only:
        todo = [c for c in todo if c['name'] in a.only]
    if a.skip_risky:
        todo = [c for c in todo if not c.get('risky')]
    if a.risky_only:
        todo = [c for c in todo if c.get('risky')]
    if a.device != 'cuda' and not a.only:
        todo = [c for c in todo if c['kernel'] in ('matmul', 'chained')]
    results = {}
    for case in todo:
        try:
            info = record_case(case, a.out, a.device)
            results[case['name']] = {'ok': True, 'instruction': (info.get('compiled') or {}).get('instruction'),
                                     'deterministic': info['deterministic_3_runs'],
                                     'profiler_kernels': [r['name'] for r in
                                                          (info.get('profiler') or {}).get('kernels', [])]}
        except Exception:  # noqa: BLE001
            tb = traceback.format_exc()
            log('case %s FAILED' % case['name'], tb)
            results[case['name']] = {'ok': False, 'error': tb[-3000:]}
    if a.device == 'cuda':
        summary['cublas_runtime'] = cublas_runtime_versions()
        summary['matmul_flags_at_end'] = matmul_flags()
    summary['results'] = results
    summary['elapsed_s'] = time.time() - T0
    with open(os.path.join(a.out, 'meta', 'summary-%s.json' % a.tag), 'w') as f:
        json.dump(summary, f, indent=1, sort_keys=True, default=str)
    with open(os.path.join(a.out, 'meta', 'record-%s.log' % a.tag), 'w') as f:
        f.write('\n'.join(LOG) + '\n')
    log('done in %.1fs' % (time.time() - T0))


if __name__ == '__main__':
    main()
