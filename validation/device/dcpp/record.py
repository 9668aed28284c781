# SPDX-License-Identifier: MIT
"""Record the DCPP kernel pair (pytorch/helion#1661) on a real GPU, bit for bit.

    python3 validation/device/dcpp/record.py --out DIR [--seeds 1 2] [--batch 2]

Writes DIR/seed<N>/ (tensors as gzip-compressed .npy, manifest.json, headline.json) and DIR/meta/
(versions, instruction summary, compile artefacts, profiler kernel list, determinism results).
Run on the device by validation/device/dcpp/run_on_device.sh; see validation/data/dcpp-h100/README.md.

Storage conventions:
- bf16 tensors are stored as uint16 bit patterns, fp32 as float32, fp64 as float64; every file is
  `np.save` output compressed with gzip (level 9, mtime 0).
- `NAME.npy.gz` holds the tensor itself; `NAME.xor-BASE.npy.gz` holds NAME's bit patterns XOR BASE's (same
  shape and width), so NAME = that array XOR BASE.
- inputs are not stored: dcpp_gen.py defines them; their FNV-1a 64 checksums are in manifest.json.
"""
import argparse
import glob
import gzip
import hashlib
import json
import os
import platform
import re
import shutil
import sys
import time
import traceback

import numpy as np
import torch
import triton

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'common'))
import dcpp_gen  # noqa: E402
import dcpp_kernels as K  # noqa: E402
from recording import LOG, MMA_PTX, cublas_runtime_versions, log, npy_gz_bytes, pip_packages, sh  # noqa: E402,F401


def section(name):
    log('==== %s  (t=%.1fs)' % (name, time.time() - T0))


T0 = time.time()


# ---------------------------------------------------------------------------------------------------
# conversions and storage
# ---------------------------------------------------------------------------------------------------
def to_np(t):
    t = t.contiguous()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).cpu().numpy().view(np.uint16)
    if t.dtype == torch.float32:
        return t.cpu().numpy()
    if t.dtype == torch.float64:
        return t.cpu().numpy()
    raise TypeError(t.dtype)


class Store:
    def __init__(self, d):
        self.d = d
        os.makedirs(d, exist_ok=True)
        self.manifest = {'files': {}, 'inputs': {}}
        self.arrays = {}

    def put(self, name, t, logical, base=None, note=None):
        arr = to_np(t) if isinstance(t, torch.Tensor) else t
        self.arrays[name] = arr
        if base is not None:
            b = self.arrays[base]
            assert b.shape == arr.shape and b.dtype.itemsize == arr.dtype.itemsize, (name, base)
            ut = {2: np.uint16, 4: np.uint32, 8: np.uint64}[arr.dtype.itemsize]
            stored = np.bitwise_xor(arr.view(ut), b.view(ut))
            fname = '%s.xor-%s.npy.gz' % (name, base)
            ndiff = int(np.count_nonzero(stored))
        else:
            stored = arr
            fname = '%s.npy.gz' % name
            ndiff = None
        data = npy_gz_bytes(stored)
        with open(os.path.join(self.d, fname), 'wb') as f:
            f.write(data)
        ent = {'tensor': name, 'logical_dtype': logical, 'stored_dtype': str(stored.dtype),
               'shape': list(arr.shape), 'bytes_gz': len(data),
               'sha256_of_tensor': hashlib.sha256(np.ascontiguousarray(arr).tobytes()).hexdigest()}
        if base is not None:
            ent['xor_base'] = base
            ent['elements_differing_from_base'] = ndiff
        if note:
            ent['note'] = note
        self.manifest['files'][fname] = ent
        return fname

    def write_manifest(self):
        with open(os.path.join(self.d, 'manifest.json'), 'w') as f:
            json.dump(self.manifest, f, indent=1, sort_keys=True)


# ---------------------------------------------------------------------------------------------------
# comparisons
# ---------------------------------------------------------------------------------------------------
def bits_equal(a, b):
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    ia = a.contiguous().view({2: torch.int16, 4: torch.int32, 8: torch.int64}[a.element_size()])
    ib = b.contiguous().view({2: torch.int16, 4: torch.int32, 8: torch.int64}[b.element_size()])
    return bool(torch.equal(ia, ib))


def ndiff_bits(a, b):
    ia = a.contiguous().view({2: torch.int16, 4: torch.int32}[a.element_size()])
    ib = b.contiguous().view({2: torch.int16, 4: torch.int32}[b.element_size()])
    return int((ia != ib).sum().item())


def compare(actual, expected, atol=0.2, rtol=0.01):
    """actual = Helion, expected = Inductor (the tritonbench baseline)."""
    a = actual.double()
    e = expected.double()
    diff = (a - e).abs()
    flat = diff.flatten()
    imax = int(torch.argmax(flat).item())
    with torch.no_grad():
        rel = diff / e.abs()
        rel = torch.where(diff == 0, torch.zeros_like(rel), rel)
    rflat = rel.flatten()
    rmax_i = int(torch.argmax(torch.nan_to_num(rflat, nan=0.0, posinf=1e308)).item())
    tol_fail = int((diff > atol + rtol * e.abs()).sum().item())
    res = {
        'elements': actual.numel(),
        'mismatched_bits': ndiff_bits(actual, expected),
        'max_abs_diff': float(flat[imax].item()),
        'max_abs_diff_flat_index': imax,
        'max_abs_diff_values': [float(a.flatten()[imax].item()), float(e.flatten()[imax].item())],
        'max_rel_diff': float(rflat[rmax_i].item()),
        'max_rel_diff_flat_index': rmax_i,
        'max_rel_diff_values': [float(a.flatten()[rmax_i].item()), float(e.flatten()[rmax_i].item())],
        'elements_outside_tolerance': tol_fail,
    }
    try:
        torch.testing.assert_close(actual, expected, atol=atol, rtol=rtol)
        res['assert_close_atol0.2_rtol0.01'] = 'pass'
    except AssertionError as ex:
        res['assert_close_atol0.2_rtol0.01'] = 'FAIL: ' + ' | '.join(str(ex).split('\n'))
    return res


def vs_ref(t, ref):
    """Error of a bf16 result against the float64 reference."""
    d = (t.double() - ref).abs()
    cr = ref.float().to(torch.bfloat16)  # fp64 -> fp32 -> bf16 (RNE, RNE)
    return {'max_abs_err': float(d.max().item()), 'mean_abs_err': float(d.mean().item()),
            'equal_to_rounded_reference': int((t.view(torch.int16) == cr.view(torch.int16)).sum().item()),
            'elements': t.numel()}


# ---------------------------------------------------------------------------------------------------
# environment and compile artefacts
# ---------------------------------------------------------------------------------------------------
def versions():
    v = {}
    v['python'] = sys.version
    v['platform'] = platform.platform()
    v['torch'] = torch.__version__
    v['torch_cuda'] = torch.version.cuda
    v['torch_hip'] = torch.version.hip
    v['triton'] = triton.__version__
    v['numpy'] = np.__version__
    v['cudnn'] = torch.backends.cudnn.version()
    try:
        v['torch_cublas_version_query'] = torch._C._cuda_getCompiledVersion()
    except Exception as ex:  # noqa: BLE001
        v['torch_cublas_version_query'] = repr(ex)
    v['pip_packages'] = pip_packages(('triton', 'torch', 'numpy'))
    p = torch.cuda.get_device_properties(0)
    v['device'] = {'name': p.name, 'cc': '%d.%d' % (p.major, p.minor), 'sms': p.multi_processor_count,
                   'total_memory': p.total_memory}
    v['nvidia_smi'] = sh('nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,vbios_version --format=csv')
    v['nvidia_smi_head'] = sh('nvidia-smi | head -5')
    v['nvcc'] = sh('nvcc --version | tail -2')
    tdir = os.path.dirname(triton.__file__)
    ptx = glob.glob(os.path.join(tdir, 'backends', 'nvidia', 'bin', 'ptxas*'))
    v['triton_ptxas'] = {p_: sh('%s --version | tail -2' % p_) for p_ in ptx}
    try:
        import nvidia
        libs = []
        for p_ in nvidia.__path__:
            libs += glob.glob(os.path.join(p_, '**', 'libcublas*.so*'), recursive=True)
        v['cublas_libs_in_site_packages'] = sorted(libs)
    except Exception as ex:  # noqa: BLE001
        v['cublas_libs_in_site_packages'] = repr(ex)
    bk = torch.backends.cuda.matmul
    v['matmul_flags'] = {
        'allow_tf32': bk.allow_tf32,
        'allow_bf16_reduced_precision_reduction': bk.allow_bf16_reduced_precision_reduction,
        'allow_fp16_reduced_precision_reduction': bk.allow_fp16_reduced_precision_reduction,
        'preferred_blas_library': str(torch.backends.cuda.preferred_blas_library()),
        'deterministic_algorithms': torch.are_deterministic_algorithms_enabled(),
        'float32_matmul_precision': torch.get_float32_matmul_precision(),
    }
    v['env'] = {k: os.environ.get(k) for k in ('CUBLAS_WORKSPACE_CONFIG', 'TORCH_BLAS_PREFER_CUBLASLT',
                                               'CUBLASLT_LOG_LEVEL', 'TRITON_CACHE_DIR', 'CUDA_VISIBLE_DEVICES')}
    return v


MMA_SASS = re.compile(r'\b((?:HGMMA|HMMA|QGMMA|IMMA)\.[\w.]+)')


def get_sass(k, name, tmpdir):
    try:
        s = k.asm['sass']
        if s:
            return s
    except Exception:  # noqa: BLE001
        pass
    cubin = k.asm.get('cubin') if hasattr(k.asm, 'get') else None
    if cubin is None:
        return None
    p = os.path.join(tmpdir, name + '.cubin')
    with open(p, 'wb') as f:
        f.write(cubin)
    out = sh('cuobjdump -sass %s' % p)
    return out


def artefacts(kernels, meta_dir):
    adir = os.path.join(meta_dir, 'artefacts')
    os.makedirs(adir, exist_ok=True)
    lines = []
    for name, k in sorted(kernels.items()):
        lines.append('## %s' % name)
        md = getattr(k, 'metadata', None)
        info = {}
        for a in ('num_warps', 'num_stages', 'num_ctas', 'shared', 'enable_fp_fusion', 'arch', 'target'):
            if md is not None and hasattr(md, a):
                info[a] = str(getattr(md, a))
        for a in ('n_regs', 'n_spills', 'n_max_threads'):
            if hasattr(k, a):
                info[a] = getattr(k, a)
        lines.append('metadata: ' + json.dumps(info, sort_keys=True))
        keys = list(k.asm.keys())
        for key in ('ttir', 'ttgir', 'llir', 'ptx'):
            if key in keys:
                with open(os.path.join(adir, '%s.%s.gz' % (name, key)), 'wb') as f:
                    f.write(gzip.compress(k.asm[key].encode(), 9, mtime=0))
        ttgir = k.asm.get('ttgir', '') if hasattr(k.asm, 'get') else k.asm['ttgir']
        for ln in ttgir.splitlines():
            s = ln.strip()
            if re.search(r'#mma\d*\s*=|nvidia_mma|#ttg\.nvidia_mma|tt\.dot\b|warp_group_dot|dot_wait|#shared\d*\s*=', s):
                lines.append('ttgir: ' + re.sub(r'\s+loc\(.*$', '', s)[:400])
        ptx = k.asm.get('ptx', '') if hasattr(k.asm, 'get') else k.asm['ptx']
        cnt = {}
        for m in MMA_PTX.finditer(ptx):
            cnt[m.group(1)] = cnt.get(m.group(1), 0) + 1
        lines.append('ptx mma instructions: ' + json.dumps(cnt, sort_keys=True))
        sass = get_sass(k, name, adir)
        if sass:
            with open(os.path.join(adir, '%s.sass.gz' % name), 'wb') as f:
                f.write(gzip.compress(sass.encode(), 9, mtime=0))
            cnt = {}
            for m in MMA_SASS.finditer(sass):
                cnt[m.group(1)] = cnt.get(m.group(1), 0) + 1
            lines.append('sass mma instructions: ' + json.dumps(cnt, sort_keys=True))
        else:
            lines.append('sass: not available')
        for f_ in glob.glob(os.path.join(adir, '*.cubin')):
            os.remove(f_)
        lines.append('')
    with open(os.path.join(meta_dir, 'instructions.txt'), 'w') as f:
        f.write('\n'.join(lines) + '\n')
    return lines


def profile_kernels(fn, meta_dir, tag):
    from torch.profiler import profile, ProfilerActivity
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], record_shapes=True) as prof:
        fn()
        torch.cuda.synchronize()
    p = os.path.join(meta_dir, 'trace-%s.json' % tag)
    prof.export_chrome_trace(p)
    with open(p) as f:
        tr = json.load(f)
    os.remove(p)
    ev = [e for e in tr.get('traceEvents', []) if e.get('cat') == 'kernel']
    ev.sort(key=lambda e: e.get('ts', 0))
    rows = []
    for e in ev:
        a = e.get('args', {})
        rows.append({'name': e.get('name'), 'grid': a.get('grid'), 'block': a.get('block'),
                     'registers_per_thread': a.get('registers per thread'),
                     'shared_memory': a.get('shared memory'), 'dur_us': e.get('dur')})
    ops = [e for e in tr.get('traceEvents', []) if e.get('cat') == 'cpu_op' and e.get('name', '').startswith('aten::bmm')]
    ops.sort(key=lambda e: e.get('ts', 0))
    bmm = [{'name': e.get('name'), 'input_dims': e.get('args', {}).get('Input Dims'),
            'input_strides': e.get('args', {}).get('Input Strides')} for e in ops]
    return {'kernels': rows, 'aten_bmm_calls': bmm}


# ---------------------------------------------------------------------------------------------------
# the recording
# ---------------------------------------------------------------------------------------------------
def bf16_cuda(bits):
    """The generator's uint16 bits as a bf16 tensor on the GPU."""
    return torch.from_numpy(bits.view(np.int16).copy()).view(torch.bfloat16).cuda()


def inputs(seed, B):
    """The generator's x, y, dout, b for seed, batches 0..B-1, on the GPU: make_inputs's tensors
    without its checks and manifest (record_chained.py, record_remedies.py)."""
    return {name: bf16_cuda(dcpp_gen.gen_np(seed, dcpp_gen.TENSOR_IDS[name], shp))
            for name, shp in dcpp_gen.shapes(B).items()}


def make_inputs(seed, B, store):
    ins = {}
    for name, shp in dcpp_gen.shapes(B).items():
        tid = dcpp_gen.TENSOR_IDS[name]
        bits = dcpp_gen.gen_np(seed, tid, shp)
        # spot-check the numpy generator against the pure-Python definition
        flat = bits.reshape(-1)
        n = flat.size
        for i in list(range(8)) + [n // 3, n // 2, n - 1] + [(i * 7919) % n for i in range(200)]:
            assert int(flat[i]) == dcpp_gen.gen_bits_py(seed, tid, i), (name, i)
        store.manifest['inputs'][name] = {'tensor_id': tid, 'shape': list(shp), 'dtype': 'bfloat16',
                                          'fnv1a64': '%016x' % dcpp_gen.fnv1a64_u16(bits),
                                          'first8_hex': ['%04x' % int(v) for v in flat[:8]]}
        t = bf16_cuda(bits)
        # the device copy round-trips
        assert np.array_equal(to_np(t), bits)
        ins[name] = t
    return ins


def run_helion(ins):
    out, xty = K.helion_dcpp_mm_fwd_impl(ins['x'], ins['y'])
    dx, dy, _ = K.helion_dcpp_bwd_impl(ins['dout'], ins['x'], ins['y'], ins['b'])
    torch.cuda.synchronize()
    return {'out': out, 'xty': xty, 'dx': dx, 'dy': dy}


def run_inductor(ins):
    out, xty = K.inductor_fwd_call(ins['x'], ins['y'])
    keep = {}
    dx, dy = K.inductor_bwd_from_tensors(ins['dout'], ins['x'], ins['y'], ins['b'], keep=keep)
    torch.cuda.synchronize()
    return {'out': out, 'xty': xty, 'dx': dx, 'dy': dy, 'buf0': keep['buf0'], 'buf1': keep['buf1'],
            'buf3': keep['buf3']}


def record_seed(seed, B, out_dir, summary):
    section('seed %d' % seed)
    sd = os.path.join(out_dir, 'seed%d' % seed)
    st = Store(sd)
    st.manifest.update({'seed': seed, 'batch': B, 'generator': 'validation/device/dcpp/dcpp_gen.py'})
    ins = make_inputs(seed, B, st)
    log('inputs', {k: v['fnv1a64'] for k, v in st.manifest['inputs'].items()})
    h1, i1, pf, pb, det, probe_ok = run_paths(ins)
    refs = references(ins)
    head, refstats = headline(h1, i1, pf, pb, refs)
    chained = chained_variant(ins, h1, i1)
    store_seed(seed, st, (h1, i1, pf, pb), refs)
    st.manifest['determinism_run_twice'] = det
    st.manifest['probe_checks'] = probe_ok
    st.write_manifest()
    with open(os.path.join(sd, 'headline.json'), 'w') as f:
        json.dump({'helion_vs_inductor': head, 'vs_float64_reference': refstats,
                   'chained_b_equals_own_forward_xty': chained}, f, indent=1, sort_keys=True)
    summary['seed%d' % seed] = {'determinism_all_identical': all(det.values()), 'probe_checks': probe_ok,
                                'headline': {k_: {kk: v[kk] for kk in ('mismatched_bits', 'max_abs_diff',
                                                                        'max_rel_diff', 'assert_close_atol0.2_rtol0.01')}
                                             for k_, v in head.items()},
                                'stored_bytes': sum(e['bytes_gz'] for e in st.manifest['files'].values())}
    log('stored bytes', summary['seed%d' % seed]['stored_bytes'])
    return ins


def run_paths(ins):
    """Helion, its probe kernels and Inductor, each twice: (h1, i1, pf, pb, determinism, probe checks)."""
    det = {}
    h1 = run_helion(ins)
    h2 = run_helion(ins)
    for k_ in h1:
        det['helion.' + k_] = bits_equal(h1[k_], h2[k_])
    # --- probes (intermediates), twice
    pf = K.helion_fwd_probe(ins['x'], ins['y'])
    pb = K.helion_bwd_probe(ins['dout'], ins['x'], ins['y'], ins['b'])
    pf2 = K.helion_fwd_probe(ins['x'], ins['y'])
    pb2 = K.helion_bwd_probe(ins['dout'], ins['x'], ins['y'], ins['b'])
    torch.cuda.synchronize()
    for i, nm in enumerate(('out', 'xty', 'acc')):
        det['helion_probe.' + nm] = bits_equal(pf[i], pf2[i])
    for nm in pb:
        det['helion_probe.' + nm] = bits_equal(pb[nm], pb2[nm])
    probe_ok = {'out': bits_equal(pf[0], h1['out']), 'xty': bits_equal(pf[1], h1['xty']),
                'dx': bits_equal(pb['dx'], h1['dx']), 'dy': bits_equal(pb['dy'], h1['dy'])}
    # internal consistency of the probes
    probe_ok['xty==bf16(acc)'] = bits_equal(pf[2].to(torch.bfloat16), h1['xty'])
    probe_ok['db2==bf16(db)'] = bits_equal(pb['db'].to(torch.bfloat16), pb['db2'])
    recon = (pb['dx1'].float() + pb['dxt'].float().transpose(1, 2)).to(torch.bfloat16)
    probe_ok['dx==bf16(f32(dx1)+f32(dxt^T))'] = bits_equal(recon, h1['dx'])
    log('probe agreement', probe_ok)

    # --- Inductor, twice
    i1 = run_inductor(ins)
    i2 = run_inductor(ins)
    for k_ in i1:
        det['inductor.' + k_] = bits_equal(i1[k_], i2[k_])
    recon_i = (i1['buf1'].float() + i1['buf3'].float().transpose(1, 2)).to(torch.bfloat16)
    probe_ok['inductor dx==bf16(f32(buf1)+f32(buf3^T))'] = bits_equal(recon_i, i1['dx'])
    log('determinism', det)

    return h1, i1, pf, pb, det, probe_ok


def references(ins):
    """The float64 products (no intermediate rounding)."""
    x64, y64, d64, b64 = (ins[n].double() for n in ('x', 'y', 'dout', 'b'))
    xty_ref = torch.bmm(x64.transpose(1, 2), y64)
    db_ref = torch.bmm(x64.transpose(1, 2), d64)
    out_ref = torch.bmm(x64, xty_ref)
    dy_ref = torch.bmm(x64, db_ref)
    dx_ref = torch.bmm(d64, b64.transpose(1, 2)) + torch.bmm(y64, db_ref.transpose(1, 2))
    torch.cuda.synchronize()

    return dict(xty=xty_ref, db=db_ref, out=out_ref, dy=dy_ref, dx=dx_ref)


def headline(h1, i1, pf, pb, refs):
    """Helion (actual) vs Inductor (expected), and both against the float64 reference."""
    xty_ref, db_ref, out_ref, dy_ref, dx_ref = (refs[k] for k in ('xty', 'db', 'out', 'dy', 'dx'))
    head = {}
    for nm, a, e in (('out', h1['out'], i1['out']), ('dx', h1['dx'], i1['dx']), ('dy', h1['dy'], i1['dy']),
                     ('xty', h1['xty'], i1['xty']), ('db2_vs_buf0', pb['db2'], i1['buf0']),
                     ('dx1_vs_buf1', pb['dx1'], i1['buf1']), ('dxt_vs_buf3', pb['dxt'], i1['buf3'])):
        head[nm] = compare(a, e)
        log('compare', nm, json.dumps({k_: v for k_, v in head[nm].items() if not k_.startswith('assert')}),
            head[nm]['assert_close_atol0.2_rtol0.01'][:300])
    refstats = {}
    for nm, ref, hh, ii in (('out', out_ref, h1['out'], i1['out']), ('dy', dy_ref, h1['dy'], i1['dy']),
                            ('dx', dx_ref, h1['dx'], i1['dx']), ('xty', xty_ref, h1['xty'], i1['xty']),
                            ('db2', db_ref, pb['db2'], i1['buf0'])):
        refstats[nm] = {'helion': vs_ref(hh, ref), 'inductor': vs_ref(ii, ref)}
    refstats['acc_fp32_helion_max_abs_err'] = float((pf[2].double() - xty_ref).abs().max().item())
    refstats['db_fp32_helion_max_abs_err'] = float((pb['db'].double() - db_ref).abs().max().item())
    log('vs float64 reference', json.dumps(refstats))

    return head, refstats


def chained_variant(ins, h1, i1):
    """The backward with b = that path's own forward xty (what autograd would pass)."""
    chained = {}
    try:
        hdx, hdy, _ = K.helion_dcpp_bwd_impl(ins['dout'], ins['x'], ins['y'], h1['xty'])
        idx_, idy_ = K.inductor_bwd_from_tensors(ins['dout'], ins['x'], ins['y'], i1['xty'])
        torch.cuda.synchronize()
        chained = {'dx': compare(hdx, idx_), 'dy': compare(hdy, idy_)}
        log('chained (b = own forward xty)', json.dumps({k_: (v['mismatched_bits'], v['max_abs_diff'],
                                                            v['max_rel_diff'], v['assert_close_atol0.2_rtol0.01'][:120])
                                                       for k_, v in chained.items()}))
    except Exception:  # noqa: BLE001
        log('chained variant failed', traceback.format_exc())

    return chained


def store_seed(seed, st, outputs, refs):
    """The seed's tensors into its store, with float64 references where the paths differ."""
    h1, i1, pf, pb = outputs
    xty_ref, db_ref, out_ref, dy_ref, dx_ref = (refs[k] for k in ('xty', 'db', 'out', 'dy', 'dx'))
    # --- store
    section('store seed %d' % seed)
    st.put('h_xty', h1['xty'], 'bfloat16')
    st.put('h_acc', pf[2], 'float32', note='Helion forward fp32 accumulator before the bf16 cast (probe kernel)')
    st.put('h_out', h1['out'], 'bfloat16')
    st.put('h_db', pb['db'], 'float32', note='Helion backward fp32 accumulator db (probe kernel)')
    st.put('h_db2', pb['db2'], 'bfloat16', note='bf16(db) (probe kernel)')
    st.put('h_dy', h1['dy'], 'bfloat16')
    st.put('h_dx1', pb['dx1'], 'bfloat16', note='(B, M, D) (probe kernel)')
    st.put('h_dxt', pb['dxt'], 'bfloat16', note='(B, D, M), the layout of Inductor buf3 (probe kernel)')
    st.put('h_dx', h1['dx'], 'bfloat16')
    st.put('i_xty', i1['xty'], 'bfloat16', base='h_xty', note='cuBLAS bmm(x^T, y)')
    st.put('i_out', i1['out'], 'bfloat16', base='h_out', note='Triton template bmm(x, i_xty)')
    st.put('i_buf0', i1['buf0'], 'bfloat16', base='h_db2', note='cuBLAS bmm(x^T, dout)')
    st.put('i_buf1', i1['buf1'], 'bfloat16', base='h_dx1', note='cuBLAS bmm(dout, b^T), before the in-place add')
    st.put('i_dy', i1['dy'], 'bfloat16', base='h_dy', note='Triton template bmm(x, i_buf0)')
    st.put('i_buf3', i1['buf3'], 'bfloat16', base='h_dxt', note='cuBLAS bmm(i_buf0, y^T), (B, D, M)')
    st.put('i_dx', i1['dx'], 'bfloat16', base='h_dx', note='pointwise bf16(f32(buf1) + f32(buf3^T))')
    st.put('ref_xty', xty_ref, 'float64', note='float64 x^T y')
    st.put('ref_db', db_ref, 'float64', note='float64 x^T dout')
    # sparse float64 references where Helion and Inductor differ: rows [flat index, reference value]
    for nm, ref, hh, ii in (('out', out_ref, h1['out'], i1['out']), ('dy', dy_ref, h1['dy'], i1['dy']),
                            ('dx', dx_ref, h1['dx'], i1['dx'])):
        m = (hh.view(torch.int16) != ii.view(torch.int16)).flatten()
        idx = torch.nonzero(m).flatten()
        rows = torch.stack([idx.double(), ref.flatten()[idx]], dim=1) if idx.numel() else torch.zeros((0, 2), dtype=torch.float64)
        st.put('ref_%s_at_diff' % nm, rows.cpu().numpy(), 'float64',
               note='rows [flat index, float64 reference] at every index where h_%s != i_%s' % (nm, nm))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', required=True)
    ap.add_argument('--seeds', type=int, nargs='+', default=[1, 2])
    ap.add_argument('--batch', type=int, default=2)
    a = ap.parse_args()
    meta = os.path.join(a.out, 'meta')
    os.makedirs(meta, exist_ok=True)
    summary = {'argv': sys.argv}
    section('versions')
    try:
        summary['versions'] = versions()
        log(json.dumps(summary['versions'], indent=1, default=str))
    except Exception:  # noqa: BLE001
        log('versions failed', traceback.format_exc())
    first = None
    for seed in a.seeds:
        try:
            ins = record_seed(seed, a.batch, a.out, summary)
            if first is None:
                first = ins
        except Exception:  # noqa: BLE001
            log('seed %d failed' % seed, traceback.format_exc())
    summary['cublas_runtime'] = cublas_runtime_versions()
    log('cublas runtime', summary['cublas_runtime'])
    section('artefacts')
    try:
        lines = artefacts(K.last_kernels(), meta)
        log('\n'.join(lines))
    except Exception:  # noqa: BLE001
        log('artefacts failed', traceback.format_exc())
    section('profiler')
    if first is not None:
        try:
            prof = {'inductor_fwd_bwd': profile_kernels(lambda: run_inductor(first), meta, 'inductor'),
                    'helion_fwd_bwd': profile_kernels(lambda: run_helion(first), meta, 'helion')}
            with open(os.path.join(meta, 'profiler_kernels.json'), 'w') as f:
                json.dump(prof, f, indent=1)
            for k_, v in prof.items():
                log(k_)
                for r in v['kernels']:
                    log('  ', json.dumps(r))
                for r in v['aten_bmm_calls']:
                    log('  ', json.dumps(r))
        except Exception:  # noqa: BLE001
            log('profiler failed', traceback.format_exc())
    section('done')
    summary['elapsed_s'] = time.time() - T0
    with open(os.path.join(meta, 'summary.json'), 'w') as f:
        json.dump(summary, f, indent=1, sort_keys=True, default=str)
    with open(os.path.join(meta, 'record.log'), 'w') as f:
        f.write('\n'.join(LOG) + '\n')


if __name__ == '__main__':
    main()
