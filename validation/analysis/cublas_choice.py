# SPDX-License-Identifier: MIT
"""Replay of the cuBLAS kernel-choice recording (validation/data/cublas-choice-h100) on the CPU.

Each recorded call holds the sampled output bits at some rows and columns; its inputs are
regenerated from the seed (validation/device/cublas_choice/choice_gen.py) for just those rows
and columns, and the program is run on that slice through ``mmaemu.matmul(schedule=...)``.

    python3 validation/analysis/cublas_choice.py [--mode kernel|predict|torch] [--held-out]
        [--models | --models2 | ... | --models10] [--every N] [--family TEXT]
        [--show N]

--mode kernel: the schedule decoded from the recorded kernel names and cuBLASLt line
(``mmaemu.lib_kernel_schedule``); predict: the decision procedure's own choice from the call's
shape (``mmaemu.plan``); torch: the call as a user runs it inside ``mmaemu.torch.emulate``;
host: the kernel names and cuBLASLt line that cuBLAS 13.1 chooses on the host driver
(``mmaemu._cublas_host``), decoded as in kernel mode.
Stream-K programs are replayed element by element at their place in the call.  Prints
per-family counts and writes nothing.
"""
import argparse
import collections
import gzip
import json
import os
import sys
from typing import Dict, Iterator, List, Optional, Tuple

import numpy as np

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.append(os.path.join(ROOT, 'validation', 'device', 'cublas_choice'))
import choice_gen as G  # noqa: E402

DATA = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h100', 'calls.jsonl.gz')
MODELS = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h100', 'models.jsonl.gz')
MODELS2 = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h100', 'models2.jsonl.gz')
MODELS3 = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h100', 'models3.jsonl.gz')
# The every-8th sweep calls as the H200 itself chose and computed them.
H200_CALLS = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h200', 'calls.jsonl.gz')
# A fourth recording of the models (H200 as H100, validation/data/cublas-choice-h200-as-h100),
# made after the table was last written: not among the table's inputs, and nothing left out of
# the table for it -- the situation of a user's new recording.
MODELS4 = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h200-as-h100', 'models4.jsonl.gz')
# A fifth, made the same way after the table with the tile-count distance had been written.
MODELS5 = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h200-as-h100', 'models5.jsonl.gz')
# A sixth: five model families of no other recording (Mistral, Gemma, Phi, GPT-NeoX, SmolLM).
MODELS6 = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h200-as-h100', 'models6.jsonl.gz')
# A seventh and an eighth (the first zoo at 6 x 160, 3 x 420, 9 x 64; the other families at 2 x 200,
# 5 x 96, 1 x 1000), recorded while the table with the nvjet beta field and gemmSN_NN's option was
# being written, never among its inputs.
MODELS7 = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h200-as-h100', 'models7.jsonl.gz')
MODELS8 = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h200-as-h100', 'models8.jsonl.gz')
# A ninth and a tenth (the first zoo at 4 x 250, 2 x 900, 16 x 80, 3 x 700; the other families at
# 3 x 300, 2 x 800, 8 x 150), recorded after the table of decision trees was written.
MODELS9 = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h200-as-h100', 'models9.jsonl.gz')
MODELS10 = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h200-as-h100', 'models10.jsonl.gz')
DENSE = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h100', 'dense.jsonl.gz')
DENSE2 = os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h100', 'dense2.jsonl.gz')
# The dense recordings made on an H200 reporting the H100's properties (their README says why
# their choices are the H100's): the third set in two parts, decode, the fourth set, random
# shapes, the fifth set in two parts, the sixth, the seventh and the eighth in two parts each,
# shapes drawn as the sweep draws them (dense11, a seeded recording: shapes regenerated), and
# fp32 attention products (dense12, seeded; dense13, the other layouts, seeded).
DENSE3 = [os.path.join(ROOT, 'validation', 'data', 'cublas-choice-h200-as-h100', f)
          for f in ('dense3a.jsonl.gz', 'dense3b.jsonl.gz', 'dense4.jsonl.gz', 'dense5.jsonl.gz',
                    'dense6.jsonl.gz', 'dense7a.jsonl.gz', 'dense7b.jsonl.gz',
                    'dense8.jsonl.gz', 'dense9a.jsonl.gz', 'dense9b.jsonl.gz',
                    'dense10a.jsonl.gz', 'dense10b.jsonl.gz', 'dense11.jsonl.gz',
                    'dense12.jsonl.gz', 'dense13.jsonl.gz', 'dense14.jsonl.gz',
                    'dense15.jsonl.gz')]


HELD_OUT_MODELS = ('opt', 'qwen2')   # models.jsonl.gz: never used to build the rules


def load(path: str = DATA) -> List[Dict]:
    """The records of a recording; a model's call is held out when its model is."""
    with gzip.open(path, 'rt') as f:
        recs = [json.loads(line) for line in f]
    for r in recs:
        if path in (MODELS3, MODELS4, MODELS5, MODELS6):   # kept apart whole: never used to build the rules
            r['held_out'] = 1
        elif 'model' in r:
            r['held_out'] = int(r['model'].split('-')[0] in HELD_OUT_MODELS)
    return recs


def _cast(vals: np.ndarray, fmt: str) -> np.ndarray:
    import ml_dtypes
    if fmt == 'bf16':
        return vals.astype(ml_dtypes.bfloat16)
    if fmt == 'fp16':
        return vals.astype(np.float16)
    return vals.astype(np.float32)


def operands(rec: Dict) -> Dict[str, np.ndarray]:
    """The slice of every operand the sample needs: a (nb, R, K), b (nb, K, C), c (nb, R, C)
    or bias (C,), in the call's formats (exact: choice_gen's values fit them)."""
    m, n, k, fmt, seed, op = rec['m'], rec['n'], rec['k'], rec['fmt'], rec['seed'], rec['op']
    rows, cols = np.array(rec['rows']), np.array(rec['cols'])
    bats = np.array(rec['batches'])
    b_batched = op in ('bmm', 'baddbmm')
    a_batched = op not in ('mv',) and op in ('bmm', 'baddbmm', 'matmul3d')
    res = {}
    if op == 'matmul3d':   # rows of the folded (batch * m, k) product
        flat = (bats[:, None] * m + rows[None, :]).reshape(-1)
        a = G.sub_np(seed, 1, (rec['batch'] * m, k), fmt, [flat, np.arange(k)])
        res['a'] = a.reshape(len(bats), len(rows), k)
    else:
        ab = bats if a_batched else np.array([0])
        res['a'] = G.sub_np(seed, 1, (rec['batch'] if a_batched else 1, m, k), fmt,
                            [ab, rows, np.arange(k)])
    bb = bats if b_batched else np.array([0])
    ncols = 1 if op == 'mv' else n
    res['b'] = G.sub_np(seed, 2, (rec['batch'] if b_batched else 1, k, ncols), fmt,
                        [bb, np.arange(k), cols])
    cfmt = 'fp32' if rec['out'] == 'fp32' else fmt
    if op in ('addmm_c', 'baddbmm'):
        if op == 'baddbmm':
            c = G.sub_np(seed, 3, (rec['batch'], m, n), fmt, [bats, rows, cols])
        else:
            c = G.sub_np(seed, 3, (1, m, n), fmt, [np.array([0]), rows, cols])
        res['c'] = _cast(c, cfmt)
    if op in ('addmm_bias', 'linear_bias'):
        res['bias'] = _cast(G.sub_np(seed, 3, (n,), fmt, [cols]), fmt)
    res['a'], res['b'] = _cast(res['a'], fmt), _cast(res['b'], fmt)
    return res


def expected(rec: Dict) -> np.ndarray:
    w = np.array([int(x, 16) for x in rec['bits'].split()], dtype=np.uint32)
    shape = (len(rec['batches']), len(rec['rows']), len(rec['cols']))
    return w.reshape(shape)


def out_name(rec: Dict) -> str:
    return {'bfloat16': 'bf16', 'float16': 'fp16', 'float32': 'fp32'}[rec['out_dtype']]


def replay(rec: Dict, schedule: str, arch: str = 'sm90') -> np.ndarray:
    """The program `schedule` on the recorded slice: output bits (nb, R, C) as uint32."""
    if 'streamk=' in schedule:
        return _replay_at(rec, schedule, arch)
    return _replay_slice(rec, operands(rec), schedule, arch)


def _replay_at(rec: Dict, schedule: str, arch: str) -> np.ndarray:
    """A Stream-K program, whose K cuts depend on the output tile: each sampled element on
    its own, a 1 x 1 window told its place in the whole call."""
    ops = operands(rec)
    call = call_of(rec)
    folded = rec['op'] == 'matmul3d'
    out = np.zeros((len(rec['batches']), len(rec['rows']), len(rec['cols'])), dtype=np.uint32)
    for bi, bat in enumerate(rec['batches']):
        for ri, row in enumerate(rec['rows']):
            for ci, col in enumerate(rec['cols']):
                one = {key: v for key, v in ops.items() if key != 'bias'}
                one['a'] = ops['a'][bi if len(ops['a']) > 1 else 0][ri:ri + 1]
                one['b'] = ops['b'][bi if len(ops['b']) > 1 else 0][:, ci:ci + 1]
                if 'c' in ops:
                    one['c'] = ops['c'][bi if len(ops['c']) > 1 else 0][ri:ri + 1, ci:ci + 1]
                if 'bias' in ops:
                    one['bias'] = ops['bias'][ci:ci + 1]
                where = dict(call, win_b=0 if folded else bat,
                             win_i=bat * rec['m'] + row if folded else row, win_j=col)
                out[bi, ri, ci] = _replay_slice(rec, one, schedule, arch, where)[0, 0]
    return out


def _replay_slice(rec: Dict, ops: Dict[str, np.ndarray], schedule: str, arch: str,
                  call: Dict = None) -> np.ndarray:
    import mmaemu
    fmt = rec['fmt']
    kw = dict(arch=arch, out_dtype=out_name(rec), schedule=schedule,
              in_format='tf32' if fmt == 'tf32' else None)
    if fmt == 'fp32':
        kw['in_format'] = 'fp32'
    alpha, beta = rec.get('alpha', 1.0), rec.get('beta', 1.0)
    res = mmaemu.matmul(ops['a'], ops['b'], ops.get('c'), bias=ops.get('bias'), alpha=alpha,
                        beta=beta, call=call, **kw)
    r = np.asarray(res)
    if r.dtype.itemsize == 2:
        return r.view(np.uint16).astype(np.uint32)
    return r.view(np.uint32)


def family(rec: Dict) -> str:
    """A short family label of the recorded program (for the report's table)."""
    import re
    n = rec['kernels'][0]['name'] if rec.get('kernels') else '?'
    n = re.sub(r'^void |^std::enable_if<[^>]*>::type ', '', n)
    for pat in (r'(nvjet_sm90_\w{3})', r'cutlass::Kernel2<(cutlass_\d+_\w+?)_\d+x\d+',
                r'(sm\d+_xmma_gemm_\w+?)_(?:tn|nn|nt|tt)_', r'([\w:]+?)<'):
        m = re.search(pat, n)
        if m:
            fam = m.group(1)
            break
    else:
        fam = n[:40]
    split = any('splitKreduce' in k['name'] for k in rec['kernels']) or \
        'numSplitsK' in (rec['lt'][0] if rec.get('lt') else '')
    return fam + (' +split' if split else '')


def kernel_names(rec: Dict) -> str:
    return ';'.join(k['name'] for k in rec['kernels'])


def call_of(rec: Dict) -> Dict[str, int]:
    """The whole call's shape and leading dimensions, as mmaemu.matmul's `call` takes them."""
    m, n, k = rec['m'], rec['n'], rec['k']
    batch = rec['batch'] if rec['op'] in ('bmm', 'baddbmm') else 1
    if rec['op'] == 'matmul3d':
        m, batch = m * rec['batch'], 1
    if rec['op'] == 'mv':
        n = 1
    lda = (m if rec['a_km'] else k) + rec['pad_a']
    ldb = (k if rec['b_nk'] else n) + rec['pad_b']
    return dict(batch=batch, m=m, n=n, k=k, lda=lda, ldb=ldb, ldc=n)


def predict(rec: Dict, arch: str = 'sm90', lib: str = 'cublas13.1-h100'):
    """The decision procedure's program for the whole recorded call (``mmaemu.plan`` on
    stand-in operands of the slice, the call's shape, layout and leading dimensions given)."""
    import mmaemu
    ops = operands(rec)
    fmt = rec['fmt']
    call = call_of(rec)
    call['a_km'], call['b_nk'] = rec['a_km'], rec['b_nk']
    return mmaemu.plan(ops['a'], ops['b'], ops.get('c'), arch=arch, lib=lib,
                       in_format={'tf32': 'tf32', 'fp32': 'fp32'}.get(fmt), out_dtype=out_name(rec),
                       bias=ops.get('bias'), alpha=rec['alpha'], beta=rec['beta'], call=call)


TORCH_CAP = 1 << 24     # m n k batch of the calls the torch mode replays whole


def run_torch(rec: Dict, arch: str = 'sm90', lib: str = 'cublas13.1-h100') -> Tuple[bool, int, str]:
    """The call as a user runs it: CPU tensors laid out as on the device (choice_record.py's own
    code), the torch op inside ``mmaemu.torch.emulate(arch, lib=lib)``, the recorded
    positions sampled."""
    import torch
    import mmaemu.torch as mt
    import choice_record as REC   # validation/device/cublas_choice/choice_record.py
    torch.backends.cuda.matmul.allow_tf32 = rec['fmt'] == 'tf32'
    try:
        fn = REC.make_fn(rec, 'cpu')
        with mt.emulate(arch, lib=lib, strict=True) as em:
            out = fn()
        bits = REC.sample(out, rec)[4]
        banner = next(iter(em.plans), '')
    except Exception as ex:  # noqa: BLE001
        return False, -1, 'error: %s' % ex
    finally:
        torch.backends.cuda.matmul.allow_tf32 = False
    got, exp = bits.split(), rec['bits'].split()
    bad = sum(x != y for x, y in zip(got, exp))
    return bad == 0, bad, banner


LIBRARY_OPS = ('mm', 'bmm', 'addmm', 'baddbmm', 'mv', 'addmv')


def host_program(rec: Dict, server=None, device: str = 'h100') -> Tuple[str, Optional[str]]:
    """(kernel names, cuBLASLt line) that cuBLAS 13.1 chooses for the recorded call on the host
    driver (mmaemu._cublas_host): the call's library op, found by running it on meta tensors
    laid out as on the device (choice_dense.py's own code), asked of the host (server: a
    mmaemu._cublas_host.CublasHost of the caller's own, else the shared one for device)."""
    import torch
    from torch.utils._python_dispatch import TorchDispatchMode
    import choice_dense as DENSE   # validation/device/cublas_choice/choice_dense.py
    from mmaemu._cublas_host import program_of, why

    class FirstLibraryCall(TorchDispatchMode):
        call: Optional[Tuple] = None

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            if self.call is None and str(func).split('.')[1] in LIBRARY_OPS:
                self.call = (func, args, kwargs or {})
                # its result's shape only (meta's addmm.dtype is broken in PyTorch 2.11)
                mats = [a for a in args if isinstance(a, torch.Tensor)][-2:]
                shape = mats[0].shape[:-1] + mats[1].shape[-1:] if mats[1].dim() > 1 \
                    else mats[0].shape[:-1]
                dt = next((a for a in args if isinstance(a, torch.dtype)), mats[0].dtype)
                return torch.empty(shape, dtype=dt, device='meta')
            return func(*args, **(kwargs or {}))

    fn = DENSE.make_fn(rec, DENSE.Buffers(torch, 'meta', 1 << 40), torch)
    with FirstLibraryCall() as cap:
        fn()
    if cap.call is None:
        raise RuntimeError('no library call')
    prog = program_of(*cap.call, tf32=rec['fmt'] == 'tf32', server=server, device=device)
    if prog is None:
        raise RuntimeError('the host gave no program: %s' % (why(device) or 'no kernel launched'))
    return prog


def run_one(rec: Dict, mode: str, arch: str = 'sm90', device: str = 'h100') -> Tuple[bool, int, str]:
    """(all sampled elements equal, differing elements, schedule or error); device: the GPU the
    host answers as (mode host) and whose preset the torch mode takes."""
    import mmaemu
    if mode == 'torch':
        return run_torch(rec, arch, lib='cublas13.1-%s' % device)
    try:
        if mode == 'host':
            rec = dict(rec)
            names, line = host_program(rec, device=device)
            rec['kernels'] = [{'name': n} for n in names.split(';')]
            rec['lt'] = [line] if line else []
        if mode in ('kernel', 'host'):
            ops = operands(rec)
            fmt = rec['fmt']
            inf = {'tf32': 'tf32', 'fp32': 'fp32'}.get(fmt)
            p = mmaemu.plan(ops['a'], ops['b'], ops.get('c'), arch=arch, in_format=inf,
                            out_dtype=out_name(rec), bias=ops.get('bias'), alpha=rec['alpha'],
                            beta=rec['beta'], lib_kernel=kernel_names(rec),
                            lib_log=rec['lt'][0] if rec.get('lt') else None,
                            call=call_of(rec) if rec['op'] != 'mv' else None)
            sched = p.schedule
        else:
            sched = predict(rec, arch).schedule
        got = replay(rec, sched, arch)
    except Exception as ex:  # noqa: BLE001
        return False, -1, 'error: %s' % ex
    exp = expected(rec)
    bad = int((got != exp).sum())
    return bad == 0, bad, sched


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--mode', default='kernel', choices=('kernel', 'predict', 'torch', 'host'))
    ap.add_argument('--every', type=int, default=1)
    ap.add_argument('--held-out', action='store_true')
    ap.add_argument('--family', default=None)
    ap.add_argument('--models', action='store_true', help='the real-model calls (models.jsonl.gz)')
    ap.add_argument('--models2', action='store_true',
                    help='the second real-model recording (other batch and sequence sizes)')
    ap.add_argument('--models3', action='store_true',
                    help='the third real-model recording (new sizes), held out whole')
    ap.add_argument('--models4', action='store_true',
                    help='the fourth real-model recording (new sizes), not among the table\'s inputs')
    ap.add_argument('--models5', action='store_true',
                    help='the fifth real-model recording (new sizes), not among the table\'s inputs')
    ap.add_argument('--models6', action='store_true',
                    help='the sixth real-model recording (other model families), not among the '
                    'table\'s inputs')
    ap.add_argument('--models7', action='store_true', help='the seventh model recording (models7.jsonl.gz)')
    ap.add_argument('--models8', action='store_true', help='the eighth model recording (models8.jsonl.gz)')
    ap.add_argument('--models9', action='store_true', help='the ninth model recording (models9.jsonl.gz)')
    ap.add_argument('--models10', action='store_true',
                    help='the tenth model recording (models10.jsonl.gz)')
    ap.add_argument('--h200', action='store_true',
                    help='the sweep calls recorded on the H200 itself (validation/data/cublas-choice-h200); '
                    '--mode host then answers as the H200')
    ap.add_argument('--show', type=int, default=3)
    args = ap.parse_args()
    path = (MODELS10 if args.models10 else MODELS9 if args.models9 else MODELS8 if args.models8 else MODELS7 if args.models7 else MODELS6 if args.models6 else MODELS5 if args.models5 else MODELS4 if args.models4 else MODELS3 if args.models3 else MODELS2 if args.models2
            else MODELS if args.models else H200_CALLS if args.h200 else DATA)
    recs = load(path)[::args.every]
    if args.held_out:
        recs = [r for r in recs if r['held_out']]
    if args.family:
        recs = [r for r in recs if args.family in family(r)]
    if args.mode == 'torch':
        recs = [r for r in recs if r['m'] * r['n'] * r['k'] * r['batch'] <= TORCH_CAP]
    tab: Dict[str, List[int]] = collections.defaultdict(lambda: [0, 0, 0, 0])
    shown: Dict[str, int] = collections.Counter()
    for rec in recs:
        ok, bad, sched = run_one(rec, args.mode, device='h200' if args.h200 else 'h100')
        f = family(rec)
        t = tab[f]
        t[0] += 1
        t[1] += ok
        n = len(rec['bits'].split())
        t[2] += n
        t[3] += n - (bad if bad >= 0 else n)
        if not ok and shown[f] < args.show:
            shown[f] += 1
            print('MISS %s id=%d %s %s m=%d n=%d k=%d b=%d out=%s a_km=%d b_nk=%d ab=%s/%s: %d: %s | %s'
                  % (f, rec['id'], rec['op'], rec['fmt'], rec['m'], rec['n'], rec['k'],
                     rec['batch'], rec['out'], rec['a_km'], rec['b_nk'], rec['alpha'], rec['beta'],
                     bad, sched, (rec['lt'][0][-160:] if rec.get('lt') else '')))
    calls = sum(t[0] for t in tab.values())
    exact = sum(t[1] for t in tab.values())
    el = sum(t[2] for t in tab.values())
    el_ok = sum(t[3] for t in tab.values())
    for f, t in sorted(tab.items(), key=lambda x: -x[1][0]):
        print('%-58s %5d calls %5d exact  %7.3f %% elements' % (f, t[0], t[1], 100.0 * t[3] / max(t[2], 1)))
    print('TOTAL %d calls, %d exact (%.2f %%); %d elements, %.4f %% exact'
          % (calls, exact, 100.0 * exact / max(calls, 1), el, 100.0 * el_ok / max(el, 1)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
