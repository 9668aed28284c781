# SPDX-License-Identifier: MIT
"""Write kernels/lib_choice_h100.bin: the calls of validation/data/cublas-choice-h100 that the
cuBLAS decision procedure learns from, as the table file kernels/lib_choice_table.c reads.

    python3 validation/analysis/cublas_choice_table.py [--check | --check-inputs]

The rows: every recorded call with output bits that is not held out (a quarter of the sweep's
shapes, the models named in cublas_choice.HELD_OUT_MODELS, the whole of models3.jsonl.gz), then
the dense choice-only recordings (dense.jsonl.gz, dense2.jsonl.gz: 1163819 calls; and from
validation/data/cublas-choice-h200-as-h100 the third, 979458 calls, and decode, 262144) condensed: a dense call is kept
only where the nearest row kept so far (lib_choice.c's distance) would give it another program
(Hart's condensed nearest neighbour, two passes), so the table answers every dense call as the
whole recording would.  Dense calls with the shape (m, n, k) of a held-out call are left out.

Each row: the call's kind (operand format, output type, the coarsest alignment of its leading
dimensions in bytes, bias, C, alpha/beta), its shape and layout, and what cuBLAS ran: the main
kernel's name (up to its tile and layout) and the cuBLASLt split (numSplitsK, reductionScheme).
--check: exit 1 when the file in the tree differs from what this script writes (minutes);
--check-inputs: exit 1 when the inputs' digest written in the file is not today's (seconds).
"""
import os
import re
import sys
import zlib
from typing import Dict, List

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cublas_choice as C  # noqa: E402

OUT = os.path.join(C.ROOT, 'kernels', 'lib_choice_h100.bin')
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
    o = re.search(r'customOption=(\d+)', lt)
    name = main_name(rec)
    return dict(fmt=FMT[rec['fmt']], out=EPI[C.out_name(rec)], align=al,
                bias=int(rec['op'] in ('addmm_bias', 'linear_bias')),
                c=int(rec['op'] in ('addmm_c', 'baddbmm') and rec['beta'] != 0),
                scaled=int(rec['alpha'] != 1 or rec['beta'] != 1), a_km=rec['a_km'],
                b_nk=rec['b_nk'], batch=c['batch'], m=c['m'], n=c['n'], k=c['k'],
                name=name, splits=splits if splits > 1 else 1,
                option=int(o.group(1)) if o and ('gemvx' in name or 'gemmSN_NN' in name)
                and int(o.group(1)) < 256 else 0,
                scheme=SCHEMES.index(s.group(1)) if (s and splits > 1 and s.group(1) in SCHEMES) else 0,
                id=rec['id'])


def _dense_align(kd: Dict, m: int, n: int, k: int, batch: int) -> int:
    """The alignment row() gives a dense call (the same algorithm text names an align1, align2
    or align8 kernel by the call's alignment)."""
    odt = 'float32' if kd['out'] == 'fp32' or kd['fmt'] in ('fp32', 'tf32') else 'half'
    c = C.call_of(dict(kd, m=m, n=n, k=k, batch=batch))
    width = 2 if kd['fmt'] in ('bf16', 'fp16') else 4
    return min(align_bytes(c['lda'], width), align_bytes(c['ldb'], width),
               align_bytes(c['ldc'], 4 if odt == 'float32' else 2))


def nvjet_beta(name: str, kd: Dict) -> str:
    """An nvjet kernel's beta field as the call has it (lib_choice.c's nvjet_beta_for): bz without
    C or with beta 0, badd with beta 1, bx otherwise -- a borrowed name may come from a call of
    another beta, as the algorithm text does not tell them apart."""
    if not name.startswith('nvjet_'):
        return name
    beta = kd.get('beta', 1.0)
    want = ('bz' if kd['op'] not in ('addmm_c', 'baddbmm') or beta == 0
            else 'badd' if beta == 1 else 'bx')
    return re.sub(r'_(bz|badd|bx)_', '_%s_' % want, name, count=1)


def held_key(r: Dict) -> tuple:
    """What a held-out call keeps out of the table: dense calls of its shape (m, n, k) and of its
    format class, output type and alignment, at any batch, layout, bias, C and alpha/beta (the
    rows the search, its fallbacks included, could answer the call with)."""
    return (r['m'], r['n'], r['k']) + kind_key(r)[:3]


def dense_rows(held: set) -> List[Dict]:
    """The rows of the dense recordings: each call with the kernel name the profiler gave its
    (kind, algo) pair, else one that the same algo text got in any recording for the same format,
    layout and alignment, else for the same format and layout, else for the same format (a
    recorder names only the first pairs it meets);
    calls with no name, or of a held-out call's held_key, are left out."""
    held_shapes = {h[:3] for h in held}
    files = [read_dense(p) for p in [C.DENSE, C.DENSE2] + C.DENSE3]
    by_align, by_layout, by_fmt = {}, {}, {}
    for kinds, algos, names, calls in files:
        named_align = {}
        for kid, m, n, k, batch, aid in calls:
            if (kid, aid) in names and (kid, aid) not in named_align:
                named_align[(kid, aid)] = _dense_align(kinds[kid], m, n, k, batch)
        for (kid, aid), n in names.items():
            kd = kinds[kid]
            if (kid, aid) in named_align:
                by_align.setdefault((kd['fmt'], kd['a_km'], kd['b_nk'], named_align[(kid, aid)],
                                     algos[aid]), n)
            by_layout.setdefault((kd['fmt'], kd['a_km'], kd['b_nk'], algos[aid]), n)
            by_fmt.setdefault((kd['fmt'], algos[aid]), n)
    rows = []
    for kinds, algos, names, calls in files:
        for kid, m, n, k, batch, aid in calls:
            kd, text = kinds[kid], algos[aid]
            name = names.get((kid, aid)) or by_align.get(
                (kd['fmt'], kd['a_km'], kd['b_nk'], _dense_align(kd, m, n, k, batch), text)) \
                or by_layout.get((kd['fmt'], kd['a_km'], kd['b_nk'], text)) \
                or by_fmt.get((kd['fmt'], text))
            if not name or (m, n, k) in held_shapes:
                continue
            name = nvjet_beta(name, kd)
            odt = 'float32' if kd['out'] == 'fp32' or kd['fmt'] in ('fp32', 'tf32') else \
                {'bf16': 'bfloat16', 'fp16': 'float16'}[kd['fmt']]
            rec = dict(kd, m=m, n=n, k=k, batch=batch, alpha=kd.get('alpha', 1.0),
                       beta=kd.get('beta', 1.0), id=-1, out_dtype=odt,
                       lt=[text], kernels=[{'name': name}])
            r = row(rec)
            if held_key(r) not in held:
                rows.append(r)
    return rows


def read_dense(path: str):
    """A dense recording (choice_dense.read), each named pair's kernels shortened to the main
    kernel's name."""
    import choice_dense   # validation/device/cublas_choice/choice_dense.py: the format's writer
    kinds, algos, names, calls = choice_dense.read(path)
    names = {key: short_name(main_name({'kernels': [{'name': n} for n in ks]}))
             for key, ks in names.items() if ks}
    return kinds, algos, names, calls


_PROGRAMS: Dict[tuple, str] = {}
_FMT_NAMES = {v: k for k, v in FMT.items()}
_EPI_NAMES = {v: k for k, v in EPI.items()}


def program(r: Dict) -> str:
    """What decides a row's arithmetic: the schedule its kernel name and split decode to
    (mmaemu.plan with lib_kernel and lib_log), so that rows differing only in a tile or a
    raster order are one program."""
    key = (r['fmt'], r['out'], r['name'], r['splits'], r['scheme'], r['bias'], r['c'], r['scaled'],
           r['option'])
    if key not in _PROGRAMS:
        import numpy as np
        import mmaemu
        fmt, out = _FMT_NAMES[r['fmt']], _EPI_NAMES[r['out']]
        dt = {'bf16': 'bfloat16', 'fp16': 'float16'}.get(fmt, 'float32')
        if dt == 'bfloat16':
            import ml_dtypes
            dt = ml_dtypes.bfloat16
        a, b = np.zeros((1, r['k']), dtype=dt), np.zeros((r['k'], 1), dtype=dt)
        lt = ('numSplitsK=%d reductionScheme=REDUCTION_SCHEME_%s' % (r['splits'], SCHEMES[r['scheme']])
              if r['splits'] > 1 else '')
        if r['option']:   # gemvx, gemmSN_NN: their lanes (kernels/lib_simt.c)
            lt = (lt + ' customOption=%d' % r['option']).strip()
        try:
            _PROGRAMS[key] = mmaemu.plan(
                a, b, arch='sm90', in_format={'tf32': 'tf32', 'fp32': 'fp32'}.get(fmt),
                out_dtype=out, bias=np.zeros(1, dtype=dt) if r['bias'] else None,
                lib_kernel=r['name'], lib_log=lt,
                call=dict(batch=r['batch'], m=r['m'], n=r['n'], k=r['k'])).schedule
        except Exception as ex:  # noqa: BLE001  (a name the decoder refuses: its own program)
            _PROGRAMS[key] = 'refused %s %s' % (r['name'], ex)
    return _PROGRAMS[key]


HALF = ('MMAEMU_BF16', 'MMAEMU_FP16')
FORMAT_DISTANCE = 0.02      # lib_choice.c: a bf16 row for an fp16 call, and the reverse
TILE_SIZES = (64, 128, 256)   # lib_choice.c's tiles_term


def kind_key(r: Dict) -> tuple:
    """lib_choice.c's kind: bf16 and fp16 calls with 16-byte aligned leading dimensions (nvjet)
    are one kind (their programs agree on 99.7 % of the dense recording's shapes), told apart by
    FORMAT_DISTANCE; the output type as the operands' or fp32."""
    if r['fmt'] in HALF and r['align'] == 16:
        return 'half', r['out'] == 'MMAEMU_EPI_NONE', r['align'], r['bias'], r['c'], r['scaled']
    return r['fmt'], r['out'], r['align'], r['bias'], r['c'], r['scaled']


def _same_program(p: str) -> str:
    """A program up to its output type, which follows the call."""
    return re.sub(r' out=(bf16|fp16)', ' out=half', p)


def _features(rows: List[Dict]):
    """Points whose squared Euclidean distance is lib_choice.c's distance: log2 m, log2 n,
    sqrt(2) log2 k, log2 batch, log2 of the number of tiles of each of TILE_SIZES covering m
    and n, sqrt(0.5) for each transposed operand, 10 for batched, sqrt(FORMAT_DISTANCE) for
    fp16."""
    import numpy as np
    f = np.array([[r['m'], r['n'], r['k'], r['batch']] for r in rows], dtype=float)
    lg = np.log2(np.maximum(f, 1.0))
    lg[:, 2] *= np.sqrt(2.0)
    lay = np.array([[r['a_km'], r['b_nk'], r['batch'] > 1, r['fmt'] == 'MMAEMU_FP16']
                    for r in rows], dtype=float)
    tiles = [np.log2(np.ceil(f[:, j:j + 1] / t)) for t in TILE_SIZES for j in (0, 1)]
    return np.hstack([lg] + tiles + [lay * np.array([np.sqrt(0.5), np.sqrt(0.5), 10.0,
                                                     np.sqrt(FORMAT_DISTANCE)])])


GRID_CELL = 1.0


def _grid_rows(feats, first_dense: int, key: tuple):
    """A floor of density for the kinds other than aligned 16-bit (nvjet): the first dense row
    of each occupied cell of side GRID_CELL in the distance's coordinates (a factor of two in m
    or n).  The condensed set alone answers every recorded call but keeps few rows where the
    programs agree, so a call between recorded shapes can take a far row: on the held-out sweep,
    1-NN over the condensed rows gave the recorded program for 675 calls, over every dense row
    687, over the condensed rows and this floor 688 (docs/library-choice.md)."""
    import numpy as np
    if key[0] == 'half' or len(feats) <= first_dense:
        return np.zeros(0, dtype=np.int64)
    cells = np.floor(feats[first_dense:] / GRID_CELL).astype(np.int64)
    _, first = np.unique(cells, axis=0, return_index=True)
    return first + first_dense


def condense(fixed: List[Dict], dense: List[Dict], rounds: int = 40, share: float = 0.1) -> List[Dict]:
    """Condensed nearest neighbour per kind, with lib_choice.c's distance: the fixed rows and
    the density floor of _grid_rows, then
    in rounds a share (every 1/share-th, seeded order) of the dense rows that the rows kept so
    far answer with another program (a k-d tree finds the nearest), from the last round on all of
    them until none is left: the kept rows answer every dense row with its own program.  A small share keeps few rows, as
    Hart's one-at-a-time procedure does."""
    import numpy as np
    from scipy.spatial import cKDTree
    groups: Dict[tuple, List[List[Dict]]] = {}
    for r in fixed:
        groups.setdefault(kind_key(r), [[], []])[0].append(r)
    for r in dense:
        groups.setdefault(kind_key(r), [[], []])[1].append(r)
    ids: Dict[str, int] = {}
    kept: List[Dict] = []
    for key in sorted(groups, key=str):
        fx, dn = groups[key]
        rows = fx + dn
        feats = _features(rows)
        prog = np.array([ids.setdefault(_same_program(program(r)), len(ids)) for r in rows])
        rng = np.random.default_rng(zlib.crc32(repr(key).encode()))
        inset = np.zeros(len(rows), dtype=bool)
        inset[:max(len(fx), 1)] = True
        inset[_grid_rows(feats, len(fx), key)] = True
        for rnd in range(rounds + 20):      # full rounds after `rounds`: a row added can take
            keep = np.flatnonzero(inset)      # another row's nearest, so check until none is wrong
            rest = np.flatnonzero(~inset)
            if not len(rest):
                break
            _, j = cKDTree(feats[keep]).query(feats[rest])
            wrong = rest[prog[keep[j]] != prog[rest]]
            if not len(wrong):
                break
            if rnd < rounds - 1 and len(wrong) > 20:
                wrong = rng.permutation(wrong)[:max(1, int(len(wrong) * share))]
            inset[wrong] = True
        kept += [rows[i] for i in np.flatnonzero(inset)]
    return kept


COLUMNS = [('fmt', 1), ('out', 1), ('align', 1), ('bias', 1), ('c', 1), ('scaled', 1), ('a_km', 1),
           ('b_nk', 1), ('batch', 4), ('m', 4), ('n', 4), ('k', 4), ('name', 2), ('splits', 2),
           ('scheme', 1), ('option', 1)]
FMT_CODE = {'MMAEMU_BF16': 0, 'MMAEMU_FP16': 1, 'MMAEMU_TF32': 2, 'MMAEMU_FP32': 3}
OUT_CODE = {'MMAEMU_EPI_NONE': 0, 'MMAEMU_EPI_BF16': 1, 'MMAEMU_EPI_FP16': 2}


def render(rows: List[Dict], digest: str) -> bytes:
    """The table file kernels/lib_choice_table.c reads: a text header, then one zlib stream of
    the kernel names (each ended by a NUL) and the rows column after column, each column's
    little-endian values as byte planes."""
    import numpy as np
    names = sorted({r['name'] for r in rows})
    idx = {n: i for i, n in enumerate(names)}
    blob = b''.join(n.encode() + b'\0' for n in names)
    code = dict(fmt=lambda r: FMT_CODE[r['fmt']], out=lambda r: OUT_CODE[r['out']],
                name=lambda r: idx[r['name']])
    planes = []
    for col, width in COLUMNS:
        get = code.get(col, lambda r, c=col: r[c])
        v = np.array([get(r) for r in rows], dtype='<u%d' % width)
        planes.append(v.view(np.uint8).reshape(-1, width).T.tobytes())
    head = ['mmaemu cuBLAS choice table 1',
            'written by validation/analysis/cublas_choice_table.py from validation/data/'
            'cublas-choice-h100 and validation/data/cublas-choice-h200-as-h100 (cuBLAS 13.1, the '
            "H100's choices); do not edit, rerun the script",
            'inputs sha256 %s' % digest,
            'rows %d names %d name_bytes %d' % (len(rows), len(names), len(blob)),
            'columns ' + ' '.join('%s:%d' % c for c in COLUMNS), '', '']
    return '\n'.join(head).encode() + zlib.compress(blob + b''.join(planes), 6)


def inputs_digest() -> str:
    """sha256 of everything the table is computed from: the recordings, this script, the
    replay helpers, the kernel-name decoder (with its gemv lanes) whose programs the condensation compares and the
    search whose distance it keeps rows for."""
    import hashlib
    h = hashlib.sha256()
    for p in [C.DATA, C.MODELS, C.MODELS2, C.MODELS3, C.DENSE, C.DENSE2] + C.DENSE3 + [
            __file__, C.__file__, os.path.join(C.ROOT, 'kernels', 'lib_kernel.c'),
            os.path.join(C.ROOT, 'kernels', 'lib_simt.c'),
            os.path.join(C.ROOT, 'kernels', 'lib_choice.c'),
            os.path.join(C.ROOT, 'validation', 'device', 'cublas_choice', 'choice_dense.py')]:
        with open(p, 'rb') as f:
            h.update(f.read())
    return h.hexdigest()


def written_digest() -> str:
    with open(OUT, 'rb') as f:
        m = re.search(rb'inputs sha256 ([0-9a-f]{64})', f.read(4096))
    return m.group(1).decode() if m else ''


def main() -> int:
    if '--check-inputs' in sys.argv:     # fast: was the table written from today's inputs?
        return 0 if written_digest() == inputs_digest() else 1
    recs = C.load(C.DATA) + C.load(C.MODELS) + C.load(C.MODELS2)
    held = {held_key(row(r)) for r in recs + C.load(C.MODELS3) if r['held_out'] and not r.get('error')}
    held |= {held_key(dict(row(r), m=r['m'])) for r in recs if r['held_out'] and not r.get('error')}
    rows = [row(r) for r in recs if not r['held_out'] and not r.get('error')]
    rows = condense(rows, dense_rows(held))
    text = render(rows, inputs_digest())
    if '--check' in sys.argv:
        with open(OUT, 'rb') as f:
            return 0 if f.read() == text else 1
    with open(OUT + '.tmp', 'wb') as f:     # all or nothing
        f.write(text)
    os.replace(OUT + '.tmp', OUT)
    print('%s: %d rows' % (os.path.relpath(OUT, C.ROOT), len(rows)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
