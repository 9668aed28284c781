# SPDX-License-Identifier: MIT
"""Does cuBLAS on an H200 that reports an H100's properties choose what the H100 chose?

    python3 validation/device/cublas_choice/spoof_check.py --out DIR [--per-set N] [--variants V,...]

cuBLAS picks its program on the host, from the call and the device properties the driver
reports.  An H200 and an H100 SXM are the same chip (GH100, 132 SMs); they differ in memory
(HBM3e, 141 GB, 3201 MHz x 6144 bits against HBM3, 80 GB, 2619 MHz x 5120 bits), L2 (60 MB
against 50 MB) and name.  gpu_spoof.c (LD_PRELOAD) makes the driver report the H100's values.
This script takes calls of the dense recordings (validation/data/cublas-choice-h100 and -h200):
  differ  -- calls both GPUs ran where the H200's choice differed from the H100's,
  agree   -- calls both ran with the same choice,
  h100    -- calls only the H100 ran (the second dense recording),
records each variant's choices (choice_dense.py --calls, one process per variant) and counts
how many equal the H100's recorded choice (the whole algo=[...] text) and the H200's.
--capture: each call captured into a CUDA graph that never runs (choice_dense.py --capture).
DIR/spoof-check.json: the counts; DIR/spoof-VARIANT.log: the shim's log (entry points asked
for, attributes read, their values).  Exit status 0 when the variant h100 chose as the H100 on
at least 99.5 % of every set, else 1 (run_spoof_on_device.sh records under the shim only then).
"""
import argparse
import json
import os
import random
import subprocess
import tempfile
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import choice_dense  # noqa: E402
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..'))
DATA = os.path.join(ROOT, 'validation', 'data')
KIND_FIELDS, ALGO = choice_dense.KIND_FIELDS, choice_dense.ALGO

# The H100 SXM's values: name and memory as torch reported them on the recording's H100
# (validation/data/gemm-h100/meta/device-run1.log); L2, memory clock and bus width from its
# specification (50 MB; 2619 MHz x 5120 bits = 3.35 TB/s).  CUdevice_attribute numbers:
# 36 memory clock (kHz), 37 global memory bus width (bits), 38 L2 size (bytes).
H100 = {'name': 'NVIDIA H100 80GB HBM3', 'mem': '85017493504',
        '36': '2619000', '37': '5120', '38': '52428800'}
VARIANTS = {
    'h200': None,                     # no shim: the H200 as it is
    'shim': {},                       # the shim, reporting nothing else (its log only)
    'h100': H100,
    'memory': {k: H100[k] for k in ('36', '37', '38')},
    'named': {k: H100[k] for k in ('name', 'mem')},
}


def read_dense(path):
    """{(kind fields..., m, n, k, batch): algo text} of a dense recording (the algo=[...] parts
    only: the H200's first recording also logged the workspace size)."""
    kinds, algos, _, calls = choice_dense.read(path)
    text = {a: ' | '.join(ALGO.findall(t)) or t for a, t in algos.items()}
    return {tuple(kinds[r[0]][x] for x in KIND_FIELDS) + tuple(r[1:5]): text[r[5]] for r in calls}


def as_call(key):
    c = dict(zip(KIND_FIELDS, key[:7]))
    c.update(m=key[7], n=key[8], k=key[9], batch=key[10])
    return c


def test_sets(per_set, seed=20261128):
    h100 = read_dense(os.path.join(DATA, 'cublas-choice-h100', 'dense.jsonl.gz'))
    h100b = read_dense(os.path.join(DATA, 'cublas-choice-h100', 'dense2.jsonl.gz'))
    h200 = read_dense(os.path.join(DATA, 'cublas-choice-h200', 'dense.jsonl.gz'))
    both = sorted(k for k in h200 if k in h100)
    r = random.Random(seed)
    differ = [k for k in both if h100[k] != h200[k]]
    agree = [k for k in both if h100[k] == h200[k]]
    only = sorted(k for k in h100b if k not in h100)
    sets = {'differ': r.sample(differ, min(per_set, len(differ))),
            'agree': r.sample(agree, min(per_set, len(agree))),
            'h100': r.sample(only, min(per_set, len(only)))}
    ref100 = dict(h100)
    ref100.update(h100b)
    meta = {'both': len(both), 'differ_all': len(differ)}
    return sets, ref100, h200, meta


def record(name, env_spoof, calls_file, out, extra=()):
    """choice_dense.py --calls under one variant: {key: algo text}."""
    env = dict(os.environ)
    rec = os.path.join(tempfile.gettempdir(), 'spoof_' + name)
    if env_spoof is not None:
        env['LD_PRELOAD'] = os.environ['MMAEMU_SPOOF_SO']
        env['MMAEMU_GPU_SPOOF'] = ';'.join('%s=%s' % kv for kv in env_spoof.items())
        env['MMAEMU_GPU_SPOOF_LOG'] = os.path.join(out, 'spoof-%s.log' % name)
    cmd = [sys.executable, os.path.join(HERE, 'choice_dense.py'), '--calls', calls_file,
           '--out', rec, '--names', '0'] + list(extra)
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    lines = p.stdout.strip().splitlines()
    print(name, 'exit', p.returncode, [x for x in lines if x.startswith('call ')][:3], lines[-1:],
          p.stderr[-2000:], flush=True)
    subprocess.run(['gzip', '-f', os.path.join(rec, 'dense.jsonl')])
    with open(os.path.join(rec, 'dense-meta.json')) as f:
        device = json.load(f).get('device')
    return read_dense(os.path.join(rec, 'dense.jsonl.gz')), device


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', required=True)
    ap.add_argument('--per-set', type=int, default=3000)
    ap.add_argument('--variants', default=','.join(VARIANTS))
    ap.add_argument('--capture', action='store_true', help='record with choice_dense.py --capture')
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    sets, ref100, ref200, meta = test_sets(args.per_set)
    calls_file = os.path.join(tempfile.gettempdir(), 'spoof_calls.json')
    keys = [k for s in sets.values() for k in s]
    with open(calls_file, 'w') as f:
        json.dump([as_call(k) for k in keys], f)
    result = {'sets': {s: len(v) for s, v in sets.items()}, **meta, 'variants': {}}
    for name in args.variants.split(','):
        got, device = record(name, VARIANTS[name], calls_file, args.out,
                             ['--capture'] if args.capture else [])
        row = {'device': device, 'spoof': VARIANTS[name]}
        for s, ks in sets.items():
            row[s] = {'recorded': sum(k in got for k in ks),
                      'as_h100': sum(got.get(k) == ref100.get(k) for k in ks),
                      'as_h200': sum(k in ref200 and got.get(k) == ref200[k] for k in ks)}
        result['variants'][name] = row
        print(name, json.dumps(row), flush=True)
    with open(os.path.join(args.out, 'spoof-check.json'), 'w') as f:
        json.dump(result, f, indent=1)
    row = result['variants'].get('h100')
    ok = row and all(row[s]['as_h100'] >= 0.995 * len(ks) for s, ks in sets.items())
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()
