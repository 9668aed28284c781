"""Write kernels/lib_choice_h100.c: the recorded calls of validation/data/cublas-choice-h100 that
the cuBLAS decision procedure learns from (every call not held out: a quarter of the sweep's
shapes and the models named in cublas_choice.HELD_OUT_MODELS are), as a C table.

    python3 validation/analysis/cublas_choice_table.py [--check]

Each row: the call's kind (operand format, output type, the coarsest alignment of its leading
dimensions in bytes, bias, C, alpha/beta), its shape and layout, and what cuBLAS ran: the main
kernel's name (up to its tile and layout) and the cuBLASLt split (numSplitsK, reductionScheme).
--check: exit 1 when the file in the tree differs from what this script writes.
"""
import os
import re
import sys
from typing import Dict, List

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cublas_choice as C  # noqa: E402

OUT = os.path.join(C.ROOT, 'kernels', 'lib_choice_h100.c')
FMT = {'bf16': 'MMAEMU_BF16', 'fp16': 'MMAEMU_FP16', 'tf32': 'MMAEMU_TF32', 'fp32': 'MMAEMU_FP32'}
EPI = {'fp32': 'MMAEMU_EPI_NONE', 'bf16': 'MMAEMU_EPI_BF16', 'fp16': 'MMAEMU_EPI_FP16'}
SCHEMES = ['', 'COMPUTE_TYPE', 'OUTPUT_TYPE', 'INPLACE']


def align_bytes(ld: int, width: int) -> int:
    """The largest of 16, 8, 4, 2 bytes dividing a leading dimension of `width`-byte elements."""
    b = ld * width
    for a in (16, 8, 4, 2):
        if b % a == 0:
            return a
    return 1


def short_name(name: str) -> str:
    """The kernel's name without its template wrapper and parameter list."""
    m = re.search(r'(cutlass_\w+|nvjet_\w+|sm\d+_xmma_\w+?_execute\w*)', name)
    if m:
        return m.group(1)
    return re.sub(r'^(void |std::enable_if<[^>]*>::type )', '', name).split('<')[0]


def main_name(rec: Dict) -> str:
    for k in rec['kernels']:
        n = k['name']
        if not any(s in n for s in ('splitKreduce', 'scal_kernel', 'scal_64addr', 'epilogue::impl',
                                    'reduce_1Block')):
            return short_name(n)
    return short_name(rec['kernels'][0]['name'])


def row(rec: Dict) -> Dict:
    c = C.call_of(rec)
    width = 2 if rec['fmt'] in ('bf16', 'fp16') else 4
    owidth = 4 if C.out_name(rec) == 'fp32' else 2
    al = min(align_bytes(c['lda'], width), align_bytes(c['ldb'], width),
             align_bytes(c['ldc'], owidth))
    lt = rec['lt'][0] if rec.get('lt') else ''
    m = re.search(r'numSplitsK=(-?\d+)', lt)
    s = re.search(r'reductionScheme=REDUCTION_SCHEME_(\w+)', lt)
    splits = max(1, int(m.group(1))) if m else 1
    return dict(fmt=FMT[rec['fmt']], out=EPI[C.out_name(rec)], align=al,
                bias=int(rec['op'] in ('addmm_bias', 'linear_bias')),
                c=int(rec['op'] in ('addmm_c', 'baddbmm') and rec['beta'] != 0),
                scaled=int(rec['alpha'] != 1 or rec['beta'] != 1), a_km=rec['a_km'],
                b_nk=rec['b_nk'], batch=c['batch'], m=c['m'], n=c['n'], k=c['k'],
                name=main_name(rec), splits=splits if splits > 1 else 1,
                scheme=SCHEMES.index(s.group(1)) if (s and splits > 1 and s.group(1) in SCHEMES) else 0,
                id=rec['id'])


def render(rows: List[Dict]) -> str:
    names = sorted({r['name'] for r in rows})
    idx = {n: i for i, n in enumerate(names)}
    out = ['/* lib_choice_h100.c -- written by validation/analysis/cublas_choice_table.py from',
           ' * validation/data/cublas-choice-h100 (cuBLAS 13.1 on an H100 SXM, torch 2.11; the',
           ' * sweep calls.jsonl.gz and the real-model calls models.jsonl.gz, models2.jsonl.gz): the',
           ' * %d recorded calls not held out, the data of the decision procedure in' % len(rows),
           ' * kernels/lib_choice.c.  Do not edit; rerun the script. */',
           '#include "lib_choice.h"', '',
           'const char *const choice_h100_names[] = {']
    out += ['    "%s",' % n for n in names]
    out += ['};', '', 'const choice_row choice_h100_rows[] = {',
            '    /* fmt, out, align, bias, c, scaled, a_km, b_nk, batch, m, n, k, name, splits, '
            'scheme (call id) */']
    for r in rows:
        out.append('    {%s, %s, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d}, /* %d */'
                   % (r['fmt'], r['out'], r['align'], r['bias'], r['c'], r['scaled'], r['a_km'],
                      r['b_nk'], r['batch'], r['m'], r['n'], r['k'], idx[r['name']], r['splits'],
                      r['scheme'], r['id']))
    out += ['};', '', 'const size_t choice_h100_nrows = sizeof choice_h100_rows / '
            'sizeof choice_h100_rows[0];', '']
    return '\n'.join(out)


def main() -> int:
    recs = C.load(C.DATA) + C.load(C.MODELS) + C.load(C.MODELS2)
    rows = [row(r) for r in recs if not r['held_out'] and not r.get('error')]
    text = render(rows)
    if '--check' in sys.argv:
        with open(OUT) as f:
            return 0 if f.read() == text else 1
    with open(OUT, 'w') as f:
        f.write(text)
    print('%s: %d rows' % (os.path.relpath(OUT, C.ROOT), len(rows)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
