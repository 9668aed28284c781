#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""How Triton lowers the `tl.dot`s of the DCPP kernels, per target: compile without launching, then read the IR.

The kernels are the reconstructed DCPP kernels of validation/device/dcpp/dcpp_kernels.py:
  helion_fwd    _helion_helion_dcpp_mm_fwd_impl   num_warps=4 num_stages=1 (AMD: waves_per_eu=1 matrix_instr_nonkdim=0)
  helion_bwd    _helion_helion_dcpp_bwd_impl      num_warps=4 num_stages=1 (AMD: waves_per_eu=1 matrix_instr_nonkdim=0)
  inductor_tem  triton_tem_fused_bmm_0            num_warps=8 num_stages=2 (AMD: matrix_instr_nonkdim=16 kpack=2)
for the targets cuda:80, cuda:90, cuda:100, hip:gfx90a, hip:gfx942, hip:gfx950, plus, for inductor_tem on the
three AMD targets, the sweep kpack in {1, 2} x matrix_instr_nonkdim in {0, 16, 32}.

Each case is compiled in its own subprocess (a C++ abort in one target loses only that case) by running the
backend's stages by hand, the way triton.compiler.compile() does (ASTSource -> make_ir -> backend.add_stages ->
each stage in turn), keeping the text of every stage: ttir, ttgir, llir, ptx (CUDA) / amdgcn (HIP).  The binary
stage (cubin / hsaco) is tried too and its failure is only recorded (no ROCm ld.lld on an NVIDIA machine).  If
the manual path fails before TTGIR, triton.compile() is tried and the stage files are picked from its cache.

Modes:
  compile  (device; needs triton):  probe_lowering.py compile --work DIR --out OUTDIR [--jobs N] [--budget S]
           writes OUTDIR/{lowering.txt, lowering.json, ttgir_default.tar.gz, raw_cuda.tar.gz, raw_hip.tar.gz}
  one      (internal): one case into DIR/raw/<case_id>/
  analyze  (anywhere, stdlib only):  probe_lowering.py analyze --raw DIR/raw --out OUTDIR
           re-derives lowering.txt / lowering.json from the raw stage texts.

The per-dot attribution of PTX / AMDGCN MMA instructions uses the `.loc` line directives: each MMA instruction is
charged to the source line of the last `.loc` before it, and each `tl.dot` sits on its own source line.
"""
from __future__ import annotations

import argparse
import concurrent.futures
import gzip
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, '..', '..', '..'))
KERNELS_PY = os.path.join(REPO, 'validation', 'device', 'dcpp', 'dcpp_kernels.py')

# ----------------------------------------------------------------------------------------------------------------
# What is compiled
# ----------------------------------------------------------------------------------------------------------------
_P = '*bf16'
KERNELS = {
    'helion_fwd': dict(
        fn='_helion_helion_dcpp_mm_fwd_impl',
        sig=[('x', _P), ('y', _P), ('xty', _P), ('out', _P), ('_RDIM_SIZE_2', 'constexpr'),
             ('_RDIM_SIZE_3', 'constexpr')],
        constexprs={'_RDIM_SIZE_2': 256, '_RDIM_SIZE_3': 64},
        options=dict(num_warps=4, num_stages=1),
        amd_options=dict(waves_per_eu=1, matrix_instr_nonkdim=0),
        # source order of the tl.dot calls: label, (M, N, K)
        dots=[('acc = x^T y (K-loop, acc carried)', (256, 64, 32)), ('out = x xty', (32, 64, 256))]),
    'helion_bwd': dict(
        fn='_helion_helion_dcpp_bwd_impl',
        sig=[('x', _P), ('d_out', _P), ('dy', _P), ('b', _P), ('y', _P), ('dx', _P), ('_RDIM_SIZE_2', 'constexpr'),
             ('_RDIM_SIZE_3', 'constexpr')],
        constexprs={'_RDIM_SIZE_2': 256, '_RDIM_SIZE_3': 64},
        options=dict(num_warps=4, num_stages=1),
        amd_options=dict(waves_per_eu=1, matrix_instr_nonkdim=0),
        dots=[('db = x^T dout (K-loop, acc carried)', (256, 64, 16)), ('dy = x db2', (16, 64, 256)),
              ('dx1 = dout b^T', (16, 256, 64)), ('dxt = db2 y^T', (256, 16, 64))]),
    'inductor_tem': dict(
        fn='triton_tem_fused_bmm_0',
        sig=[('arg_A', _P), ('arg_B', _P), ('out_ptr0', _P)],
        constexprs={},
        options=dict(num_warps=8, num_stages=2),
        amd_options=dict(matrix_instr_nonkdim=16, kpack=2),
        dots=[('acc += A B (K-loop of 4)', (256, 64, 64))]),
}

TARGETS = [('cuda', 80, 32), ('cuda', 90, 32), ('cuda', 100, 32),
           ('hip', 'gfx90a', 64), ('hip', 'gfx942', 64), ('hip', 'gfx950', 64)]


def target_tag(t):
    return f'{t[0]}_{t[1]}'


def make_cases():
    cases = []
    for t in TARGETS:
        for kname, spec in KERNELS.items():
            opts = dict(spec['options'])
            if t[0] == 'hip':
                opts.update(spec['amd_options'])
            cases.append(dict(id=f'{kname}__{target_tag(t)}__default', kernel=kname, target=list(t), options=opts,
                              default=True))
    for t in TARGETS:
        if t[0] != 'hip':
            continue
        for kp in (1, 2):
            for nk in (0, 16, 32):
                if (nk, kp) == (16, 2):
                    continue  # that is the default case
                opts = dict(KERNELS['inductor_tem']['options'], matrix_instr_nonkdim=nk, kpack=kp)
                cases.append(dict(id=f'inductor_tem__{target_tag(t)}__nk{nk}_kp{kp}', kernel='inductor_tem',
                                  target=list(t), options=opts, default=False))
    return cases


# ----------------------------------------------------------------------------------------------------------------
# Device side: compile one case (runs in its own process)
# ----------------------------------------------------------------------------------------------------------------
def _jsonable(v):
    try:
        json.dumps(v)
        return v
    except (TypeError, ValueError):
        return repr(v)


def _module_text(m):
    if isinstance(m, (bytes, bytearray)):
        return None
    return m if isinstance(m, str) else str(m)


def _module_text_nodebug(m):
    if hasattr(m, 'str_nodebug'):
        try:
            return m.str_nodebug()
        except Exception:  # noqa: BLE001
            pass
    return strip_locs(_module_text(m) or '')


def _sass_counts(cubin_path, rec):
    exe = shutil.which('cuobjdump')
    if exe is None:
        try:
            from triton import knobs  # type: ignore
            exe = knobs.nvidia.cuobjdump.path
        except Exception:  # noqa: BLE001
            exe = None
    if not exe:
        rec['sass_error'] = 'no cuobjdump'
        return
    try:
        p = subprocess.run([exe, '-sass', cubin_path], capture_output=True, text=True, timeout=120)
        if p.returncode != 0:
            rec['sass_error'] = p.stderr[-2000:]
            return
        rec['sass_mma'] = count_sass(p.stdout)
        rec['sass_lines'] = p.stdout.count('\n')
    except Exception as e:  # noqa: BLE001
        rec['sass_error'] = repr(e)


def compile_one(case, raw_dir):
    """Compile `case` into raw_dir/<id>/ (stage texts + meta.json)."""
    cdir = os.path.join(raw_dir, case['id'])
    os.makedirs(cdir, exist_ok=True)
    rec = dict(case=case, stages_done=[], stage_errors={}, stage_seconds={}, path='manual')
    t_start = time.time()

    def save():
        rec['seconds'] = round(time.time() - t_start, 2)
        with open(os.path.join(cdir, 'meta.json'), 'w') as f:
            json.dump(rec, f, indent=1, default=repr)

    try:
        import triton  # type: ignore
        rec['triton_version'] = triton.__version__
        kspec, jitfn, target, backend = _kernel_and_backend(case)
        src = _source(case, rec, kspec, jitfn, backend)
        options = backend.parse_options(dict(case['options']))
        rec['parsed_options'] = {k: _jsonable(v) for k, v in options.__dict__.items()}
        rec['ignored_options'] = [k for k in case['options'] if k not in options.__dict__]
        try:
            src = _run_stages(case, rec, cdir, src, target, backend, options, save)
        except BaseException:  # noqa: BLE001
            rec['manual_error'] = traceback.format_exc()[-4000:]
        if 'ttgir' not in rec['stages_done']:
            _compile_fallback(case, rec, cdir, src, target, kspec)
    except BaseException:  # noqa: BLE001
        rec['fatal'] = traceback.format_exc()[-4000:]
    save()
    return rec


def _kernel_and_backend(case):
    """(the kernel's spec, its JIT function from dcpp_kernels.py, the GPUTarget, its backend)."""
    import importlib.util
    from triton.backends.compiler import GPUTarget  # type: ignore
    from triton.compiler.compiler import make_backend  # type: ignore
    spec_ = importlib.util.spec_from_file_location('dcpp_kernels', KERNELS_PY)
    mod = importlib.util.module_from_spec(spec_)
    sys.modules['dcpp_kernels'] = mod
    spec_.loader.exec_module(mod)
    kspec = KERNELS[case['kernel']]
    target = GPUTarget(*case['target'])
    return kspec, getattr(mod, kspec['fn']), target, make_backend(target)


def _pointer_attrs(case, backend):
    """Pointer arguments as a launch with 16-byte aligned torch tensors gives them (and, on AMD with
    buffer ops, tensors under 2/4 GB -> "S" = tt.pointer_range 32)."""
    desc = 'D'
    if case['target'][0] == 'hip':
        try:
            from triton import knobs  # type: ignore
            if knobs.amd.use_buffer_ops:
                desc += 'S'
        except Exception:  # noqa: BLE001
            pass
    try:
        return backend.parse_attr(desc)
    except Exception:  # noqa: BLE001
        return [['tt.divisibility', 16]]


def _source(case, rec, kspec, jitfn, backend):
    """The kernel's ASTSource with its signature, constexprs and pointer attributes."""
    from triton.compiler.compiler import ASTSource  # type: ignore
    pattr = _pointer_attrs(case, backend)
    rec['pointer_attrs'] = pattr
    names = [n for n, _ in kspec['sig']]
    signature = {n: t for n, t in kspec['sig']}
    attrs = {(i,): pattr for i, (n, t) in enumerate(kspec['sig']) if t.startswith('*')}
    constexprs = {(names.index(k),): v for k, v in kspec['constexprs'].items()}
    try:
        return ASTSource(fn=jitfn, signature=signature, constexprs=constexprs, attrs=attrs)
    except Exception:  # noqa: BLE001
        rec['astsource_retry'] = traceback.format_exc()[-2000:]
        return ASTSource(fn=jitfn, signature=signature, constexprs=dict(kspec['constexprs']), attrs=attrs)


def _make_module(rec, src, target, backend, options):
    """(src, the TTIR module, the stages): make_ir, retried without the pointer attributes."""
    from triton._C.libtriton import ir  # type: ignore
    from triton.compiler.compiler import ASTSource  # type: ignore
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    codegen_fns = backend.get_codegen_implementation(options)
    module_map = backend.get_module_map()
    try:
        module = src.make_ir(target, options, codegen_fns, module_map, context)
    except Exception:  # noqa: BLE001  (retry without the pointer attributes)
        rec['make_ir_retry'] = traceback.format_exc()[-3000:]
        src = ASTSource(fn=src.fn, signature=src.signature, constexprs=src.constants)
        module = src.make_ir(target, options, codegen_fns, module_map, context)
    stages = {}
    lang = getattr(src, 'language', None)
    if lang is not None:
        backend.add_stages(stages, options, lang)
    else:
        backend.add_stages(stages, options)
    rec['stage_names'] = list(stages)
    return src, module, stages


def _write_stage(rec, cdir, ext, module):
    """One stage's output into cdir: its text (and TTIR/TTGIR without locations), or the binary."""
    txt = _module_text(module)
    if txt is not None:
        with open(os.path.join(cdir, ext), 'w') as f:
            f.write(txt)
        if ext in ('ttgir', 'ttir'):
            with open(os.path.join(cdir, ext + '.nodebug'), 'w') as f:
                f.write(_module_text_nodebug(module))
    else:
        with open(os.path.join(cdir, ext + '.bin'), 'wb') as f:
            f.write(module)
        if ext == 'cubin':
            _sass_counts(os.path.join(cdir, ext + '.bin'), rec)


def _run_stages(case, rec, cdir, src, target, backend, options, save):
    """The backend's stages by hand, as triton.compiler.compile() runs them; returns the source."""
    import triton  # type: ignore
    final_text = 'amdgcn' if case['target'][0] == 'hip' else 'ptx'
    src, module, stages = _make_module(rec, src, target, backend, options)
    metadata = {'hash': '0' * 64, 'target': target, **options.__dict__, 'triton_version': triton.__version__}
    passed_final = False
    for ext, stage in stages.items():
        t0 = time.time()
        try:
            module = stage(module, metadata)
        except BaseException as e:  # noqa: BLE001
            rec['stage_errors'][ext] = ''.join(traceback.format_exception_only(type(e), e))[-3000:]
            break
        rec['stage_seconds'][ext] = round(time.time() - t0, 2)
        rec['stages_done'].append(ext)
        _write_stage(rec, cdir, ext, module)
        if ext == final_text:
            passed_final = True
        save()
    rec['metadata_after'] = {k: _jsonable(v) for k, v in metadata.items()
                             if k in ('name', 'shared', 'tmem_size', 'global_scratch_size', 'num_warps',
                                      'num_stages', 'arch', 'kpack', 'matrix_instr_nonkdim',
                                      'waves_per_eu', 'warp_size', 'ptx_version')}
    rec['final_text_stage_reached'] = passed_final
    return src


def _compile_fallback(case, rec, cdir, src, target, kspec):
    """The public entry point, picking stage files from its cache even if a late stage fails."""
    import triton  # type: ignore
    rec['path'] = 'triton.compile'
    cache = os.environ.get('TRITON_CACHE_DIR', '')
    t0 = time.time()
    try:
        k = triton.compile(src, target=target, options=dict(case['options']))
        for ext, txt in k.asm.items():
            if isinstance(txt, str):
                with open(os.path.join(cdir, ext), 'w') as f:
                    f.write(txt)
                rec['stages_done'].append(ext)
    except BaseException:  # noqa: BLE001
        rec['compile_error'] = traceback.format_exc()[-4000:]
        if cache and os.path.isdir(cache):
            for root, _, files in os.walk(cache):
                for fn in files:
                    ext = fn.rsplit('.', 1)[-1]
                    if fn.startswith(kspec['fn'] + '.') and ext in ('ttir', 'ttgir', 'llir', 'ptx', 'amdgcn') \
                            and os.path.getmtime(os.path.join(root, fn)) >= t0 - 1:
                        shutil.copy(os.path.join(root, fn), os.path.join(cdir, ext))
                        rec['stages_done'].append(ext + '(cache)')
    if os.path.exists(os.path.join(cdir, 'ttgir')):
        with open(os.path.join(cdir, 'ttgir')) as f:
            t = f.read()
        with open(os.path.join(cdir, 'ttgir.nodebug'), 'w') as f:
            f.write(strip_locs(t))


# ----------------------------------------------------------------------------------------------------------------
# Analysis (stdlib only)
# ----------------------------------------------------------------------------------------------------------------
def _balanced(text, i, open_ch, close_ch):
    """text[i] == open_ch; return index just past the matching close_ch (quotes skipped)."""
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = text.find('"', i + 1)
            i = n if j < 0 else j + 1
            continue
        if c == open_ch:
            depth += 1
        elif c == close_ch:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


def strip_locs(text):
    out = []
    for line in text.splitlines():
        if re.match(r'^#loc\d*\s*=', line):
            continue
        # remove every ` loc(...)` (balanced)
        while True:
            k = line.find(' loc(')
            if k < 0:
                break
            e = _balanced(line, k + 4, '(', ')')
            line = line[:k] + line[e:]
        out.append(line.rstrip())
    return '\n'.join(out) + '\n'


def dot_source_lines(kernel_fn_name, path=KERNELS_PY):
    """1-based line numbers of the tl.dot calls inside `def kernel_fn_name(` of dcpp_kernels.py, in order."""
    try:
        with open(path) as f:
            lines = f.read().splitlines()
    except OSError:
        return []
    start = None
    for i, l in enumerate(lines):
        if l.startswith(f'def {kernel_fn_name}('):
            start = i
            break
    if start is None:
        return []
    res = []
    for j in range(start + 1, len(lines)):
        l = lines[j]
        if l.startswith('def ') or l.startswith('@') or l.startswith('class '):
            break
        if 'tl.dot(' in l and not l.lstrip().startswith('#'):
            res.append(j + 1)
    return res


def _kv(enc_text):
    """'#ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>' -> dict"""
    m = re.search(r'<\{(.*)\}>', enc_text or '') or re.search(r'<(.*)>', enc_text or '')
    if not m:
        return {}
    body = m.group(1)
    d = {}
    for k, v in re.findall(r'(\w+)\s*=\s*(\[[^\]]*\]|array<[^>]*>|"[^"]*"|[^,{}]+)', body):
        d[k] = v.strip()
    return d


_TYPE_RE = re.compile(r'(tensor|!ttg\.memdesc)<')


def _types(text):
    """All tensor<...> / !ttg.memdesc<...> types in text, in order: dict(kind, dims, elt, enc, raw)."""
    res = []
    for m in _TYPE_RE.finditer(text):
        s = m.end() - 1
        e = _balanced(text, s, '<', '>')
        body = text[s + 1:e - 1]
        mm = re.match(r'((?:\d+x)+)([\w!.<>]+?)(?:,\s*(.*))?$', body, re.S)
        if mm:
            dims = [int(x) for x in mm.group(1).rstrip('x').split('x')]
            res.append(dict(kind='tensor' if m.group(1) == 'tensor' else 'memdesc', dims=dims, elt=mm.group(2),
                            enc=(mm.group(3) or '').strip(), raw=text[m.start():e]))
        else:
            res.append(dict(kind=m.group(1), dims=[], elt='?', enc='', raw=text[m.start():e]))
    return res


_DOT_RE = re.compile(r'\b(tt\.dot|tt\.dot_scaled|ttng\.warp_group_dot|ttng\.tc_gen5_mma|ttng\.tc_gen5_mma_scaled)\s')


def _resolve_loc(loc_text, locs, depth=0):
    if not loc_text or depth > 12:
        return None
    m = re.search(r'"([^"]*)":(\d+):(\d+)', loc_text)
    if m:
        return (m.group(1), int(m.group(2)), int(m.group(3)))
    for ref in re.findall(r'#loc\d*', loc_text):
        if ref in locs:
            r = _resolve_loc(locs[ref], locs, depth + 1)
            if r:
                return r
    return None


def _trailing_loc(line):
    k = line.rfind(' loc(')
    if k < 0:
        return line, None
    e = _balanced(line, k + 4, '(', ')')
    return line[:k] + line[e:], line[k + 1:e]


def parse_ttgir(text):
    aliases, locs, defs = {}, {}, {}
    module_attrs = {}
    dots = []
    stack = []  # (open_depth, iter_args dict)
    depth = 0
    for raw in text.splitlines():
        line = raw.rstrip()
        m = re.match(r'^(#[\w.$-]+)\s*=\s*(.*)$', line)
        if m and depth == 0:
            (locs if re.match(r'#loc\d*$', m.group(1)) else aliases)[m.group(1)] = m.group(2)
            continue
        if line.startswith('module attributes'):
            for k, v in re.findall(r'"?([\w.-]+)"?\s*=\s*("[^"]*"|\d+)', line):
                module_attrs[k] = v.strip('"')
        body, loc = _trailing_loc(line)
        md = re.match(r'^\s*(%[\w.$-]+)(?::\d+)?\s*=\s*(.*)$', body)
        if md:
            defs[md.group(1)] = md.group(2)
        if ' scf.for ' in body or body.lstrip().startswith('scf.for '):
            ia = {}
            k = body.find('iter_args(')
            if k >= 0:
                e = _balanced(body, k + len('iter_args'), '(', ')')
                for a, v in re.findall(r'(%[\w.$-]+)\s*=\s*(%[\w.$#-]+)', body[k:e]):
                    ia[a] = v
                    defs.setdefault(a, f'<iter_arg of scf.for, init {v}>')
            ivm = re.search(r'scf\.for\s+(%[\w.$-]+)\s*=', body)
            if ivm:
                defs.setdefault(ivm.group(1), '<induction variable of scf.for>')
            net = body.count('{') - body.count('}')
            stack.append((depth + net, ia))
        else:
            net = body.count('{') - body.count('}')
            mo = _DOT_RE.search(body)
            if mo:
                dots.append(dict(op=mo.group(1), text=body.strip(), loc=loc, in_loop=bool(stack),
                                 iter_args=dict(kv for _, ia in stack for kv in ia.items())))
        depth += net
        while stack and depth < stack[-1][0]:
            stack.pop()
    return dict(aliases=aliases, locs=locs, defs=defs, module_attrs=module_attrs, dots=dots)


def _resolve_alias(enc, aliases):
    enc = (enc or '').strip()
    m = re.match(r'^(#[\w.$-]+)$', enc)
    if m and m.group(1) in aliases:
        return aliases[m.group(1)]
    return enc


def _origin(name, defs, iter_args, depth=0):
    """Follow an SSA value back to a zero constant / loop iter_arg / other producer."""
    name = re.sub(r'#\d+$', '', name)
    name = re.sub(r'\[.*$', '', name)
    if depth > 8:
        return dict(kind='unknown', chain=[name])
    if name in iter_args:
        init = iter_args[name]
        o = _origin(init, defs, {}, depth + 1)
        return dict(kind='loop-carried', iter_arg=name, init=o)
    d = defs.get(name)
    if d is None:
        return dict(kind='unknown', value=name)
    if d.startswith('arith.constant'):
        v = d.split(':')[0].replace('arith.constant', '').strip()
        zero = bool(re.match(r'^(dense<0\.0+e\+00>|dense<0\.000000e\+00>|dense<0\.0>|false|0)$', v)) or v in (
            'dense<0.000000e+00>',)
        return dict(kind='constant', value=v, zero=zero)
    if d.startswith('<iter_arg'):
        return dict(kind='loop-carried', iter_arg=name, note=d)
    op = d.split()[0] if d.split() else '?'
    if op in ('ttg.convert_layout', 'ttg.local_alloc', 'ttg.local_load', 'ttng.tmem_alloc', 'ttg.memdesc_index',
              'ttg.memdesc_subslice', 'ttg.memdesc_subview', 'ttg.memdesc_trans', 'ttng.tmem_store'):
        ops = re.findall(r'%[\w.$#-]+', d)
        if ops:
            o = _origin(ops[0], defs, iter_args, depth + 1)
            o = dict(o)
            o.setdefault('via', [])
            o['via'] = [op] + list(o['via'])
            return o
    return dict(kind='produced', op=op, value=name)


def analyze_dot(d, parsed):
    aliases, defs = parsed['aliases'], parsed['defs']
    body = d['text']
    op = d['op']
    head = body[body.find(op) + len(op):]
    # operands: before the first ' : ' outside an attribute dict
    pre = head
    k = 0
    out = ''
    while k < len(pre):
        if pre[k] == '{':
            e = _balanced(pre, k, '{', '}')
            k = e
            continue
        if pre.startswith(' : ', k):
            break
        out += pre[k]
        k += 1
    operands = re.findall(r'%[\w.$#-]+(?:\[[^\]]*\])?', out)
    types = _types(head[k:])
    attrs = re.findall(r'\{([^{}]*)\}', head[:k])
    r = dict(op=op, operands=operands, attr_dict=attrs[0] if attrs else '',
             input_precision=(re.search(r'inputPrecision\s*=\s*(\w+)', head) or [None, None])[1])
    if len(types) >= 3:
        A, B, C = types[0], types[1], types[2]
        r['M'], r['K'] = (A['dims'] + [None, None])[:2]
        r['N'] = (B['dims'] + [None, None])[1]
        r['a'] = dict(kind=A['kind'], shape=A['dims'], elt=A['elt'], enc=_resolve_alias(A['enc'].split(',')[0]
                                                                                        if A['kind'] == 'memdesc'
                                                                                        else A['enc'], aliases))
        r['b'] = dict(kind=B['kind'], shape=B['dims'], elt=B['elt'], enc=_resolve_alias(B['enc'].split(',')[0]
                                                                                        if B['kind'] == 'memdesc'
                                                                                        else B['enc'], aliases))
        r['c'] = dict(kind=C['kind'], shape=C['dims'], elt=C['elt'],
                      enc=_resolve_alias(C['enc'].split(',')[0] if C['kind'] == 'memdesc' else C['enc'], aliases))
        for key in ('a', 'b'):
            mk = re.search(r'kWidth\s*=\s*(\d+)', r[key]['enc'])
            r[key]['kWidth'] = int(mk.group(1)) if mk else None
            pm = re.search(r'parent\s*=\s*(#[\w.$-]+)', r[key]['enc'])
            if pm:
                r[key]['parent'] = pm.group(1)
        # the MMA layout: the result's encoding (tensor) or the operands' dot_op parent
        mma_alias = None
        cenc = C['enc'].split(',')[0].strip() if C['kind'] == 'memdesc' else C['enc'].strip()
        if re.match(r'^#[\w.$-]+$', cenc):
            mma_alias = cenc
        r['mma_alias'] = mma_alias
        r['mma'] = _resolve_alias(mma_alias, aliases) if mma_alias else cenc
        r['mma_params'] = _kv(r['mma'])
    if len(operands) >= 3:
        r['acc_operand'] = operands[2]
        r['acc_origin'] = _origin(operands[2], defs, d['iter_args'])
    if op.startswith('ttng.tc_gen5_mma') and len(operands) >= 4:
        r['useD_operand'] = operands[3]
        r['useD_origin'] = _origin(operands[3], defs, d['iter_args'])
    if op == 'ttng.warp_group_dot' and len(operands) >= 4:
        r['useC_operand'] = operands[3]
        r['useC_origin'] = _origin(operands[3], defs, d['iter_args'])
    r['in_loop'] = d['in_loop']
    lo = _resolve_loc(d['loc'], parsed['locs']) if d['loc'] else None
    r['src'] = list(lo) if lo else None
    return r


_PTX_MMA_RE = re.compile(r'^\s*(?:@!?%\w+\s+)?((?:mma|wgmma|tcgen05)\.[\w.:]+)', re.M)
_GCN_MMA_RE = re.compile(r'^\s*(v_mfma_\w+|v_smfmac_\w+|v_wmma_\w+)', re.M)
_LOC_RE = re.compile(r'^\s*\.loc\s+(\d+)\s+(\d+)\s+(\d+)')
_FILE_RE = re.compile(r'^\s*\.file\s+(\d+)\s+(.*)$')


def asm_mma(text, kind):
    """Count MMA instructions; attribute each to the source line of the last .loc before it.
    Returns (totals, by_line {(file_idx,line): {mn: n}}, files {idx: names})."""
    files = {}
    totals, by_line = {}, {}
    cur = None
    rx = _PTX_MMA_RE if kind == 'ptx' else _GCN_MMA_RE
    for line in text.splitlines():
        m = _LOC_RE.match(line)
        if m:
            cur = (int(m.group(1)), int(m.group(2)))
            continue
        mf = _FILE_RE.match(line)
        if mf:
            files[int(mf.group(1))] = ' '.join(re.findall(r'"([^"]*)"', mf.group(2)))
            continue
        mm = rx.match(line)
        if mm:
            mn = mm.group(1)
            totals[mn] = totals.get(mn, 0) + 1
            key = cur if cur else (0, 0)
            by_line.setdefault(key, {})
            by_line[key][mn] = by_line[key].get(mn, 0) + 1
    return totals, by_line, files


def is_mma_mnemonic(mn):
    return (mn.startswith('mma.sync') or mn.startswith('wgmma.mma_async') or mn.startswith('tcgen05.mma')
            or mn.startswith('v_mfma') or mn.startswith('v_smfmac') or mn.startswith('v_wmma'))


_SASS_RE = re.compile(r'\b((?:HMMA|HGMMA|IMMA|QMMA|UTC\w*MMA\w*|OMMA)(?:\.[\w.]+)?)')


def count_sass(text):
    res = {}
    for m in _SASS_RE.finditer(text):
        res[m.group(1)] = res.get(m.group(1), 0) + 1
    return res


def llir_mma(text):
    res = {}
    # call sites only (the `declare` of an intrinsic is not counted)
    for line in text.splitlines():
        if 'call ' not in line:
            continue
        for pat in (r'@llvm\.amdgcn\.mfma\.[\w.]+', r'(?:mma\.sync\.aligned|wgmma\.mma_async|tcgen05\.mma)[\w.:]*'):
            for m in re.finditer(pat, line):
                res[m.group(0)] = res.get(m.group(0), 0) + 1
    return res


def tcgen05_idesc(ptx):
    """Best effort: the instruction descriptors of tcgen05.mma (kind::f16) -> decoded M, N, a/b/c formats."""
    out = {}
    lines = ptx.splitlines()
    movs = {}
    for l in lines:
        m = re.match(r'^\s*mov\.(?:b32|u32|s32)\s+(%r\d+),\s*(-?\d+|0[xX][0-9a-fA-F]+);', l)
        if m:
            movs[m.group(1)] = int(m.group(2), 0) & 0xffffffff
    for l in lines:
        m = re.match(r'^\s*(?:@!?%\w+\s+)?tcgen05\.mma[\w.:]*\s+(.*);', l)
        if not m:
            continue
        ops = [o.strip() for o in re.sub(r'\[[^\]]*\]', 'T', m.group(1)).split(',')]
        if len(ops) < 4:
            continue
        v = ops[3]
        val = None
        if re.match(r'^-?\d+$|^0[xX]', v):
            val = int(v, 0) & 0xffffffff
        elif v in movs:
            val = movs[v]
        key = str(val) if val is not None else f'reg {v}'
        if val is not None:
            dec = dict(idesc=hex(val), c_format=(val >> 4) & 3, a_format=(val >> 7) & 7, b_format=(val >> 10) & 7,
                       a_major=(val >> 15) & 1, b_major=(val >> 16) & 1, N=((val >> 17) & 0x3f) << 3,
                       M=((val >> 24) & 0x1f) << 4)
        else:
            dec = dict(idesc=v)
        out.setdefault(key, dict(dec, count=0))
        out[key]['count'] += 1
    return list(out.values())


def _read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


def analyze_case(cdir):
    meta = json.loads(_read(os.path.join(cdir, 'meta.json')) or '{}')
    case = meta.get('case', {})
    kspec = KERNELS.get(case.get('kernel'), {})
    res = dict(id=case.get('id', os.path.basename(cdir)), kernel=case.get('kernel'), kernel_fn=kspec.get('fn'),
               target=case.get('target'), requested_options=case.get('options'), default=case.get('default'),
               path=meta.get('path'), stages_done=meta.get('stages_done'), stage_errors=meta.get('stage_errors'),
               stage_seconds=meta.get('stage_seconds'))
    po = meta.get('parsed_options') or {}
    res['parsed_options'] = {k: po[k] for k in ('arch', 'num_warps', 'num_stages', 'num_ctas', 'warp_size', 'kpack',
                                                 'matrix_instr_nonkdim', 'waves_per_eu', 'instruction_sched_variant',
                                                 'schedule_hint', 'ptx_version', 'enable_fp_fusion',
                                                 'supported_fp8_dtypes', 'default_dot_input_precision',
                                                 'allowed_dot_input_precisions') if k in po}
    for k in ('fatal', 'manual_error', 'compile_error', 'sass_error'):
        if meta.get(k):
            res[k] = meta[k]
    if meta.get('metadata_after'):
        res['compile_metadata'] = meta['metadata_after']
    ttgir = _read(os.path.join(cdir, 'ttgir'))
    dots = []
    src_lines = dot_source_lines(kspec.get('fn', '')) if kspec else []
    exp = kspec.get('dots', [])
    line_label = {ln: (i, exp[i][0] if i < len(exp) else f'dot#{i}') for i, ln in enumerate(src_lines)}
    if ttgir:
        parsed = parse_ttgir(ttgir)
        res['module_attrs'] = parsed['module_attrs']
        res['mma_layouts'] = {a: v for a, v in parsed['aliases'].items()
                              if re.search(r'nvidia_mma|amd_mfma|amd_wmma|tensor_memory_encoding', v)}
        for i, d in enumerate(parsed['dots']):
            a = analyze_dot(d, parsed)
            a['ttgir_index'] = i
            lab = None
            if a.get('src') and a['src'][1] in line_label:
                a['source_index'], lab = line_label[a['src'][1]]
            else:
                for j, (l, mnk) in enumerate(exp):
                    if (a.get('M'), a.get('N'), a.get('K')) == mnk:
                        a['source_index'], lab = j, l
            a['label'] = lab
            if a.get('source_index') is not None and a['source_index'] < len(exp):
                a['shape_matches_source'] = (a.get('M'), a.get('N'), a.get('K')) == exp[a['source_index']][1]
            dots.append(a)
        dots.sort(key=lambda x: (x.get('source_index') if x.get('source_index') is not None else 99,
                                 x['ttgir_index']))
        # software pipelining can peel a dot: several TTGIR ops for one tl.dot (same source line)
        for dd in dots:
            same = [x for x in dots if x.get('source_index') == dd.get('source_index')]
            dd['ttgir_copies'] = len(same)
            if len(same) == 1:
                dd['role'] = 'only op'
            elif dd['in_loop']:
                dd['role'] = 'loop body'
            else:
                loop_idx = [x['ttgir_index'] for x in same if x['in_loop']]
                dd['role'] = ('peeled before the loop' if loop_idx and dd['ttgir_index'] < min(loop_idx)
                              else 'peeled after the loop' if loop_idx else 'outside a loop')
    res['dots'] = dots
    # PTX / AMDGCN
    for kind in ('ptx', 'amdgcn'):
        txt = _read(os.path.join(cdir, kind))
        if txt is None:
            continue
        totals, by_line, files = asm_mma(txt, kind)
        res[f'{kind}_mma_totals'] = {k: v for k, v in sorted(totals.items()) if is_mma_mnemonic(k)}
        res[f'{kind}_other_matrix_ops'] = {k: v for k, v in sorted(totals.items()) if not is_mma_mnemonic(k)}
        kfiles = {i for i, n in files.items() if 'dcpp_kernels' in n}
        per_line, unattributed = {}, {}
        for (fi, ln), cnt in by_line.items():
            cnt = {k: v for k, v in cnt.items() if is_mma_mnemonic(k)}
            if not cnt:
                continue
            if (fi in kfiles or not kfiles) and ln in line_label:
                per_line[ln] = cnt
            else:
                key = f'{files.get(fi, "?").split("/")[-1]}:{ln}'
                for k, v in cnt.items():
                    unattributed.setdefault(key, {})[k] = unattributed.setdefault(key, {}).get(k, 0) + v
        for dd in dots:
            if dd.get('src') and dd['src'][1] in per_line:
                dd[f'{kind}_mma'] = per_line[dd['src'][1]]
        if unattributed:
            res[f'{kind}_mma_unattributed'] = unattributed
        if kind == 'ptx' and 'tcgen05.mma' in txt:
            res['tcgen05_idesc'] = tcgen05_idesc(txt)
        res[f'{kind}_bytes'] = len(txt)
    llir = _read(os.path.join(cdir, 'llir'))
    if llir is not None:
        res['llir_mma_totals'] = llir_mma(llir)
    if meta.get('sass_mma') is not None:
        res['sass_mma_totals'] = meta['sass_mma']
    ok = bool(dots) and (res.get('ptx_mma_totals') or res.get('amdgcn_mma_totals'))
    res['status'] = 'ok' if ok else ('partial' if dots else 'failed')
    return res


# ----------------------------------------------------------------------------------------------------------------
# Text summary
# ----------------------------------------------------------------------------------------------------------------
def _fmt_counts(d):
    return ', '.join(f'{k} x{v}' for k, v in sorted(d.items())) if d else '-'


def _short_mma(dd):
    p = dd.get('mma_params') or {}
    m = dd.get('mma') or ''
    kind = re.match(r'#(\w+\.\w+)', m)
    kind = kind.group(1) if kind else m[:40]
    keys = [k for k in ('version', 'versionMajor', 'versionMinor', 'warpsPerCTA', 'instrShape', 'isTransposed',
                        'tilesPerWarp', 'elementBitWidth', 'blockM', 'blockN', 'colStride', 'unpacked')
            if k in p]
    return kind + '{' + ', '.join(f'{k}={p[k]}' for k in keys) + '}'


def _acc_str(o):
    if not o:
        return '?'
    if o['kind'] == 'loop-carried':
        init = o.get('init') or {}
        s = f"loop-carried iter_arg {o.get('iter_arg')}"
        if init.get('kind') == 'constant':
            s += f" (init {'zero ' if init.get('zero') else ''}const {init.get('value')})"
        elif init:
            s += f" (init {init.get('kind')} {init.get('op', init.get('value', ''))})"
        return s
    if o['kind'] == 'constant':
        return f"{'zero ' if o.get('zero') else ''}constant {o.get('value')} (not carried)"
    if o['kind'] == 'produced' and o.get('op') == 'scf.for':
        return f"result of the preceding scf.for ({o.get('value')})"
    if o['kind'] == 'produced' and o.get('op') == 'ttng.tmem_alloc':
        return f"TMEM buffer {o.get('value')} (ttng.tmem_alloc; the accumulator lives in tensor memory)"
    return f"{o['kind']} {o.get('op', o.get('value', ''))}"


def render_text(results, env):
    L = []
    L.append('Triton lowering of the DCPP tl.dot calls (compiled, not launched)')
    L.append(f"generated by validation/device/triton_lowering/probe_lowering.py; triton {env.get('triton_version')}, "
             f"torch {env.get('torch_version')}, host {env.get('host_gpu', '?')}")
    L.append('device: OUT=... bash validation/device/triton_lowering/run_on_device.sh; re-derive from the raw stage texts '
             '(raw_cuda/raw_hip.tar.gz): probe_lowering.py analyze --raw <dir>/raw --out <dir>')
    L.append('M x N x K: A is MxK, B is KxN, C/D is MxN.  Instruction counts are static counts in the PTX/AMDGCN text '
             '(per warp / wave, loops not unrolled count once), charged to a dot by the .loc line directives.')
    L.append('')
    for r in results:
        opts = ' '.join(f'{k}={v}' for k, v in (r.get('requested_options') or {}).items())
        L.append(f"== {r['kernel']} ({r.get('kernel_fn')}) | {r['target'][0]}:{r['target'][1]} | {opts} ==")
        po = r.get('parsed_options') or {}
        if r['target'][0] == 'hip':
            L.append('   parsed options: ' + ', '.join(f'{k}={po.get(k)}' for k in
                                                        ('arch', 'kpack', 'matrix_instr_nonkdim', 'waves_per_eu',
                                                         'num_warps', 'num_stages') if k in po))
        L.append(f"   status: {r['status']}; stages: {', '.join(r.get('stages_done') or [])}"
                 + (f"; failed stage(s): {', '.join(r['stage_errors'])}" if r.get('stage_errors') else '')
                 + (f" [path {r.get('path')}]" if r.get('path') != 'manual' else ''))
        for k in ('fatal', 'manual_error', 'compile_error'):
            if r.get(k):
                L.append(f'   {k}: ' + r[k].strip().splitlines()[-1][:300])
        for k, v in (r.get('stage_errors') or {}).items():
            L.append(f'   stage {k} error: ' + (v.strip().splitlines() or [''])[-1][:300])
        groups = []
        for dd in r.get('dots', []):
            if groups and groups[-1][0] == dd.get('source_index') and dd.get('source_index') is not None:
                groups[-1][1].append(dd)
            else:
                groups.append((dd.get('source_index'), [dd]))
        for si, copies in groups:
            d0 = copies[0]
            src = f"line {d0['src'][1]}" if d0.get('src') else 'line ?'
            L.append(f"   [{(si if si is not None else -1) + 1}] {d0.get('label')}  ({src})  "
                     f"{d0.get('M')}x{d0.get('N')}x{d0.get('K')}  "
                     f"{(d0.get('a') or {}).get('elt')}*{(d0.get('b') or {}).get('elt')}->{(d0.get('c') or {}).get('elt')}"
                     + ('' if d0.get('shape_matches_source', True) else '  (SHAPE DIFFERS FROM SOURCE)')
                     + (f'  [{len(copies)} TTGIR ops: software-pipelined]' if len(copies) > 1 else ''))
            for dd in copies:
                pre = f"       ({dd.get('role')}) " if len(copies) > 1 else '       '
                L.append(f"{pre}op {dd['op']}; layout {dd.get('mma_alias')} = {_short_mma(dd)}")
                ab = []
                for key in ('a', 'b'):
                    o = dd.get(key) or {}
                    if o.get('kind') == 'memdesc':
                        ab.append(f"{key.upper()}: smem {re.sub(r'^#ttg[.]', '', o.get('enc', ''))[:90]}")
                    else:
                        ab.append(f"{key.upper()}: regs kWidth={o.get('kWidth')}")
                L.append('         ' + '; '.join(ab))
                acc = f"acc: {_acc_str(dd.get('acc_origin'))}"
                if dd.get('useC_operand'):
                    acc += f"; useC {dd['useC_operand']}: {_acc_str(dd.get('useC_origin'))}"
                if dd.get('useD_operand'):
                    acc += f"; useD {dd['useD_operand']}: {_acc_str(dd.get('useD_origin'))}"
                acc += '; in loop' if dd.get('in_loop') else '; not in a loop'
                L.append('         ' + acc)
            for kind in ('ptx', 'amdgcn'):
                if f'{kind}_mma' in d0:
                    L.append(f"       {kind} (all ops of this line): {_fmt_counts(d0[f'{kind}_mma'])}")
        for kind in ('ptx', 'amdgcn', 'llir', 'sass'):
            if f'{kind}_mma_totals' in r:
                L.append(f"   {kind} totals: {_fmt_counts(r[f'{kind}_mma_totals'])}")
        if r.get('ptx_mma_unattributed') or r.get('amdgcn_mma_unattributed'):
            L.append(f"   unattributed: {r.get('ptx_mma_unattributed') or r.get('amdgcn_mma_unattributed')}")
        if r.get('tcgen05_idesc'):
            L.append('   tcgen05 idesc: ' + '; '.join(
                f"M={x.get('M')} N={x.get('N')} a_fmt={x.get('a_format')} b_fmt={x.get('b_format')} "
                f"c_fmt={x.get('c_format')} x{x['count']}" if 'M' in x else f"{x['idesc']} x{x['count']}"
                for x in r['tcgen05_idesc']))
        L.append('')
    # compact table
    L.append('== table: instruction per dot (static PTX/AMDGCN mnemonics; kWidth A/B; layout instrShape) ==')
    for r in results:
        opts = ','.join(f'{k}={v}' for k, v in (r.get('requested_options') or {}).items()
                        if k in ('matrix_instr_nonkdim', 'kpack'))
        seen = set()
        for dd in r.get('dots', []):
            if dd.get('source_index') in seen and dd.get('source_index') is not None:
                continue
            seen.add(dd.get('source_index'))
            ins = dd.get('ptx_mma') or dd.get('amdgcn_mma') or {}
            p = dd.get('mma_params') or {}
            L.append(f"{r['kernel']:13s} {r['target'][0]}:{str(r['target'][1]):7s} {opts:34s} "
                     f"{str(dd.get('label')).split(' ')[0]:4s} {dd.get('M')}x{dd.get('N')}x{dd.get('K')}: "
                     f"{' + '.join(sorted(ins)) or '?'}  kW={(dd.get('a') or {}).get('kWidth')}/"
                     f"{(dd.get('b') or {}).get('kWidth')} "
                     + (f"instrShape={p.get('instrShape')}" if 'instrShape' in p
                        else f"tmem block={p.get('blockM')}x{p.get('blockN')}" if 'blockM' in p else '?'))
    return '\n'.join(L) + '\n'


def analyze_all(raw_dir, out_dir, env=None):
    os.makedirs(out_dir, exist_ok=True)
    order = {c['id']: i for i, c in enumerate(make_cases())}
    ids = sorted((d for d in os.listdir(raw_dir) if os.path.isdir(os.path.join(raw_dir, d))),
                 key=lambda x: order.get(x, 10 ** 6))
    results = []
    for cid in ids:
        try:
            results.append(analyze_case(os.path.join(raw_dir, cid)))
        except Exception:  # noqa: BLE001
            results.append(dict(id=cid, kernel='?', target=['?', '?'], status='analysis-error',
                                fatal=traceback.format_exc()[-3000:], dots=[]))
    if env is None:
        env = json.loads(_read(os.path.join(raw_dir, '..', 'env.json')) or _read(os.path.join(raw_dir, 'env.json'))
                         or '{}')
    doc = dict(description='How Triton lowers the tl.dots of the DCPP kernels (validation/device/dcpp/'
                           'dcpp_kernels.py) per target; produced by validation/device/triton_lowering/'
                           'probe_lowering.py (compile without launch, stages run by hand).',
               environment=env, cases=results)
    with open(os.path.join(out_dir, 'lowering.json'), 'w') as f:
        json.dump(doc, f, indent=1, default=repr)
    with open(os.path.join(out_dir, 'lowering.txt'), 'w') as f:
        f.write(render_text(results, env))
    return results


# ----------------------------------------------------------------------------------------------------------------
# Driver
# ----------------------------------------------------------------------------------------------------------------
def collect_env():
    env = {}
    try:
        import inspect
        import triton  # type: ignore
        env['triton_version'] = triton.__version__
        env['triton_path'] = os.path.dirname(triton.__file__)
        from triton.compiler.compiler import ASTSource, make_backend  # type: ignore
        env['ASTSource.__init__'] = str(inspect.signature(ASTSource.__init__))
        env['ASTSource.make_ir'] = str(inspect.signature(ASTSource.make_ir))
        try:
            env['triton.compile'] = str(inspect.signature(triton.compile))
        except Exception:  # noqa: BLE001
            pass
        from triton.backends.compiler import GPUTarget  # type: ignore
        for t in (('cuda', 90, 32), ('hip', 'gfx942', 64)):
            b = make_backend(GPUTarget(*t))
            env[f'{t[0]}.add_stages'] = str(inspect.signature(b.add_stages))
        amd = os.path.join(env['triton_path'], 'backends', 'amd')
        nv = os.path.join(env['triton_path'], 'backends', 'nvidia')
        env['amd_backend_files'] = sorted(os.listdir(amd)) if os.path.isdir(amd) else None
        env['amd_lib_files'] = sorted(os.listdir(os.path.join(amd, 'lib'))) if os.path.isdir(
            os.path.join(amd, 'lib')) else None
        env['nvidia_bin_files'] = sorted(os.listdir(os.path.join(nv, 'bin'))) if os.path.isdir(
            os.path.join(nv, 'bin')) else None
        for exe in ('ptxas', 'ptxas-blackwell'):
            p = os.path.join(nv, 'bin', exe)
            if os.path.exists(p):
                try:
                    env[exe + '_version'] = subprocess.run([p, '--version'], capture_output=True, text=True,
                                                           timeout=30).stdout.strip().splitlines()[-1]
                except Exception as e:  # noqa: BLE001
                    env[exe + '_version'] = repr(e)
        env['ld.lld'] = shutil.which('ld.lld')
        try:
            from triton import knobs  # type: ignore
            env['knobs.amd.use_buffer_ops'] = _jsonable(getattr(knobs.amd, 'use_buffer_ops', None))
        except Exception as e:  # noqa: BLE001
            env['knobs'] = repr(e)
    except Exception:  # noqa: BLE001
        env['error'] = traceback.format_exc()[-3000:]
    try:
        import torch  # type: ignore
        env['torch_version'] = torch.__version__
        if torch.cuda.is_available():
            env['host_gpu'] = torch.cuda.get_device_name(0)
    except Exception as e:  # noqa: BLE001
        env['torch_error'] = repr(e)
    try:
        env['nvcc'] = subprocess.run(['nvcc', '--version'], capture_output=True, text=True,
                                     timeout=30).stdout.strip().splitlines()[-1]
    except Exception as e:  # noqa: BLE001
        env['nvcc'] = repr(e)
    return env


def run_compile(args):
    t0 = time.time()
    work = os.path.abspath(args.work)
    raw = os.path.join(work, 'raw')
    os.makedirs(raw, exist_ok=True)
    env = collect_env()
    with open(os.path.join(work, 'env.json'), 'w') as f:
        json.dump(env, f, indent=1)
    print('env:', json.dumps(env, indent=1), flush=True)
    cases = make_cases()
    if args.only:
        cases = [c for c in cases if re.search(args.only, c['id'])]
    print(f'{len(cases)} cases, {args.jobs} at a time', flush=True)

    def one(c):
        if time.time() - t0 > args.budget:
            return c['id'], 'skipped (budget)', 0.0
        cenv = dict(os.environ, TRITON_CACHE_DIR=os.path.join(work, 'cache', c['id']), PYTHONUNBUFFERED='1')
        s = time.time()
        try:
            p = subprocess.run([sys.executable, os.path.abspath(__file__), 'one', '--raw', raw, '--case',
                                json.dumps(c)], capture_output=True, text=True, timeout=args.case_timeout, env=cenv)
            os.makedirs(os.path.join(raw, c['id']), exist_ok=True)
            with open(os.path.join(raw, c['id'], 'log.txt'), 'w') as f:
                f.write(p.stdout[-20000:] + '\n--- stderr ---\n' + p.stderr[-20000:])
            st = f'rc={p.returncode}'
        except subprocess.TimeoutExpired:
            st = 'timeout'
        except Exception as e:  # noqa: BLE001
            st = repr(e)
        return c['id'], st, time.time() - s

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for cid, st, dt in ex.map(one, cases):
            meta = _read(os.path.join(raw, cid, 'meta.json'))
            done = json.loads(meta).get('stages_done') if meta else None
            errs = list((json.loads(meta).get('stage_errors') or {}).keys()) if meta else None
            print(f'[{time.time() - t0:6.1f}s] {cid}: {st} {dt:.1f}s stages={done} errors={errs}', flush=True)

    results = analyze_all(raw, args.out, env)
    for r in results:
        print(f"{r['id']}: {r['status']}", flush=True)
    # packing: TTGIR (no locations) of the default cases; all raw stage texts except llir/binaries, by backend
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode='w:gz') as tf:
        for c in make_cases():
            p = os.path.join(raw, c['id'], 'ttgir.nodebug')
            if c['default'] and os.path.exists(p):
                data = gzip.compress(open(p, 'rb').read(), 9, mtime=0)
                ti = tarfile.TarInfo(f"{c['kernel']}__{target_tag(c['target'])}.ttgir.gz")
                ti.size = len(data)
                tf.addfile(ti, io.BytesIO(data))
    with open(os.path.join(args.out, 'ttgir_default.tar.gz'), 'wb') as f:
        f.write(buf.getvalue())
    for be in ('cuda', 'hip'):
        path = os.path.join(args.out, f'raw_{be}.tar.gz')
        with tarfile.open(path, 'w:gz', compresslevel=6) as tf:
            tf.add(os.path.join(work, 'env.json'), 'env.json')
            for c in make_cases():
                if c['target'][0] != be:
                    continue
                d = os.path.join(raw, c['id'])
                if not os.path.isdir(d):
                    continue
                for fn in sorted(os.listdir(d)):
                    if fn.endswith('.bin') or fn == 'llir':
                        continue
                    tf.add(os.path.join(d, fn), f"raw/{c['id']}/{fn}")
        sz = os.path.getsize(path)
        print(f'{path}: {sz} bytes', flush=True)
        if sz > 15 * 2 ** 20:  # too big to come back: drop the ttir and the located ttgir
            with tarfile.open(path, 'w:gz', compresslevel=9) as tf:
                for c in make_cases():
                    d = os.path.join(raw, c['id'])
                    if c['target'][0] != be or not os.path.isdir(d):
                        continue
                    for fn in ('meta.json', 'ttgir.nodebug', 'ptx', 'amdgcn', 'log.txt'):
                        if os.path.exists(os.path.join(d, fn)):
                            tf.add(os.path.join(d, fn), f"raw/{c['id']}/{fn}")
            print(f'{path}: repacked {os.path.getsize(path)} bytes', flush=True)
    print(f'total {time.time() - t0:.1f}s', flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='mode', required=True)
    a = sub.add_parser('compile')
    a.add_argument('--work', required=True)
    a.add_argument('--out', required=True)
    a.add_argument('--jobs', type=int, default=8)
    a.add_argument('--budget', type=float, default=300.0, help='start no new case after this many seconds')
    a.add_argument('--case-timeout', type=float, default=150.0)
    a.add_argument('--only', default=None, help='regex on case ids')
    b = sub.add_parser('one')
    b.add_argument('--raw', required=True)
    b.add_argument('--case', required=True)
    c = sub.add_parser('analyze')
    c.add_argument('--raw', required=True)
    c.add_argument('--out', required=True)
    c.add_argument('--list', action='store_true')
    args = ap.parse_args()
    if args.mode == 'compile':
        run_compile(args)
    elif args.mode == 'one':
        rec = compile_one(json.loads(args.case), args.raw)
        print(json.dumps({k: rec.get(k) for k in ('stages_done', 'stage_errors', 'path', 'fatal', 'manual_error',
                                                  'compile_error')}, indent=1, default=repr))
    else:
        analyze_all(args.raw, args.out)


if __name__ == '__main__':
    main()
