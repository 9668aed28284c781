# SPDX-License-Identifier: MIT
"""Write kernels/lib_choice_h100.bin: what the cuBLAS decision procedure (kernels/lib_choice.c)
knows, learnt from the calls of validation/data/cublas-choice-h100 and
validation/data/cublas-choice-h200-as-h100, as the file kernels/lib_choice_table.c reads.

    python3 validation/analysis/cublas_choice_table.py [--check | --check-inputs]

The calls: every recorded call with output bits that is not held out (a quarter of the sweep's
shapes, the models named in cublas_choice.HELD_OUT_MODELS, the whole of models3.jsonl.gz), then
the dense choice-only recordings (cublas_choice.DENSE, DENSE2, DENSE3), less the dense calls of a
held-out call's shape, format class, output type and alignment (held_key).  Each call's program
is its kernel name and cuBLASLt split decoded into a schedule (program()).

The file holds, per kind of call (kind_key: format, output type, alignment, bias, C,
alpha/beta), one decision tree over the features of features(), grown until each leaf holds the
calls of one program (scikit-learn's CART, one call per shape and layout: the first recorded),
so the file answers every recorded call as the recording says; and rows: every call with output
bits (lib_choice.c answers a call of the same shape from its row) and, for each program a leaf
names, the first call of it.  Each row: the call's kind, shape and layout, and what cuBLAS ran:
the main kernel's name (up to its tile and layout) and the cuBLASLt split (numSplitsK,
reductionScheme) and customOption of gemvx / gemmSN_NN kernels and of split xmma FFMA kernels
(which reduce 3 splits inside themselves as (s0 + s2) + s1 with customOption=1).
--check: exit 1 when the file in the tree differs from what this script writes (minutes);
--check-inputs: exit 1 when the inputs' digest written in the file is not today's (seconds).
"""
import os
import re
import sys
import warnings
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
                option=int(o.group(1)) if o and int(o.group(1)) < 256 and (
                    'gemvx' in name or 'gemmSN_NN' in name
                    or ('xmma' in name and 'ffma' in name and splits > 1)) else 0,
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
        if r['option']:   # gemvx, gemmSN_NN: their lanes; a split xmma FFMA: its reduction
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


def kind_key(r: Dict) -> tuple:
    """lib_choice.c's kind: bf16 and fp16 calls with 16-byte aligned leading dimensions (nvjet)
    are one kind (their programs agree on 99.7 % of the dense recording's shapes), told apart by
    the trees' fp16 feature; the output type then as 16-bit or fp32."""
    if r['fmt'] in HALF and r['align'] == 16:
        return 'half', r['out'] == 'MMAEMU_EPI_NONE', r['align'], r['bias'], r['c'], r['scaled']
    return r['fmt'], r['out'], r['align'], r['bias'], r['c'], r['scaled']


def _same_program(p: str) -> str:
    """A program up to its output type, which follows the call."""
    return re.sub(r' out=(bf16|fp16)', ' out=half', p)


FEATURES = ('m', 'n', 'k', 'batch', 'a_km', 'b_nk', 'fp16',
            'm/64', 'n/64', 'm/128', 'n/128', 'm/256', 'n/256',
            'tiles64x64', 'tiles64x128', 'tiles128x64', 'tiles128x128', 'tiles128x256',
            'tiles256x128', 'm%8', 'n%8', 'k%8', 'm%16', 'n%16', 'k%64', 'mnb', 'mnkb',
            'k/m', 'k/n', 'm/n', 'k/sqrt(mn)', 'mnb/132')
OUTPUT_TILES = ((64, 64), (64, 128), (128, 64), (128, 128), (128, 256), (256, 128))


def features(rows: List[Dict]):
    """The decision trees' features of each call, as lib_choice.c's choice_call_features computes
    them: each in float64 from the call's integers, in this order of operations, then rounded
    to float32 (as the trees compare them): the shape, layout and fp16 flag, the counts of 64-,
    128- and 256-wide tiles along m and n (the heuristic's programs jump where m or n crosses a
    tile), the output tiles of six CTA tiles times the batch (what a wave of 132 SMs holds),
    residues, sizes and aspect ratios."""
    import numpy as np
    a = np.array([[r['m'], r['n'], r['k'], r['batch'], r['a_km'], r['b_nk'],
                   r['fmt'] == 'MMAEMU_FP16'] for r in rows], dtype=np.float64).reshape(-1, 7)
    m, n, k, b = a[:, 0], a[:, 1], a[:, 2], a[:, 3]
    cols = [m, n, k, b, a[:, 4], a[:, 5], a[:, 6]]
    for t in (64, 128, 256):
        cols += [np.ceil(m / t), np.ceil(n / t)]
    for tm, tn in OUTPUT_TILES:
        cols.append(np.ceil(m / tm) * np.ceil(n / tn) * b)
    cols += [np.fmod(m, 8), np.fmod(n, 8), np.fmod(k, 8), np.fmod(m, 16), np.fmod(n, 16),
             np.fmod(k, 64), m * n * b, m * n * k * b, k / np.maximum(m, 1), k / np.maximum(n, 1),
             m / n, k / np.sqrt(m * n), m * n * b / 132.0]
    return np.stack(cols, 1).astype(np.float32)


LEAF = 255      # a node's feature byte for a leaf


def _preorder(tree, leaf_row):
    """A fitted sklearn tree as the file's nodes, in preorder (a node's left child follows
    it): feature (LEAF for a leaf), the threshold as the largest float32 not above sklearn's
    (a float32 feature x is <= the one exactly when it is <= the other), next (the right
    child's index; a leaf's row), calls (the training calls that reach the node)."""
    import numpy as np
    left, right = tree.children_left, tree.children_right
    order, stack = [], [0]
    while stack:
        i = stack.pop()
        order.append(i)
        if left[i] != -1:
            stack += [right[i], left[i]]
    order = np.array(order)
    pos = np.empty(len(order), dtype=np.int64)
    pos[order] = np.arange(len(order))
    inner = left[order] != -1
    thr = tree.threshold[order].astype(np.float32)
    above = thr.astype(np.float64) > tree.threshold[order]
    thr[above] = np.nextafter(thr[above], np.float32(-np.inf))
    feat = np.where(inner, tree.feature[order], LEAF)
    nxt = np.where(inner, pos[np.maximum(right[order], 0)], leaf_row[np.argmax(
        tree.value[order][:, 0, :], axis=1)])
    return dict(feature=feat, threshold=np.where(inner, thr, np.float32(0)), next=nxt,
                calls=tree.n_node_samples[order])


def walk(nodes, X):
    """Each row of X through the nodes (as lib_choice.c walks them): the leaves' next."""
    import numpy as np
    at = np.zeros(len(X), dtype=np.int64)
    while True:
        f = nodes['feature'][at]
        inner = f != LEAF
        if not inner.any():
            return nodes['next'][at]
        x = X[np.arange(len(X)), np.where(inner, f, 0)]
        go_left = x <= nodes['threshold'][at]
        at = np.where(inner, np.where(go_left, at + 1, nodes['next'][at]), at)


def grow_trees(fixed: List[Dict], dense: List[Dict]):
    """Per kind, one decision tree (sklearn's CART, grown until every leaf holds one program)
    over the recorded calls of the kind, one per shape and layout (the first recorded: the calls
    with output bits, then the dense recordings in their order); its leaves name rows.  Returns
    the rows (every call with output bits, then the first call of each program a leaf names that
    is not among them), the trees (kind, root, node count) and the nodes of all trees, the right
    children's indices counted from the first tree's root.  Checks that the
    nodes, walked as lib_choice.c walks them, give every training call its own program."""
    import numpy as np
    from sklearn.tree import DecisionTreeClassifier
    groups: Dict[tuple, List[Dict]] = {}
    for r in fixed + dense:
        groups.setdefault(kind_key(r), []).append(r)
    rows = list(fixed)
    row_of = {id(r): i for i, r in enumerate(rows)}
    trees, parts, ids, base = [], [], {}, 0
    for key in sorted(groups, key=str):
        seen, calls = set(), []
        for r in groups[key]:
            shape = (r['m'], r['n'], r['k'], r['batch'], r['a_km'], r['b_nk'], r['fmt'])
            if shape not in seen:
                seen.add(shape)
                calls.append(r)
        prog = np.array([ids.setdefault(_same_program(program(r)), len(ids)) for r in calls])
        labels, first = np.unique(prog, return_index=True)
        leaf_row = np.empty(len(labels), dtype=np.int64)
        for j, i in enumerate(first):
            if id(calls[i]) not in row_of:
                row_of[id(calls[i])] = len(rows)
                rows.append(calls[i])
            leaf_row[j] = row_of[id(calls[i])]
        X = features(calls)
        with warnings.catch_warnings():   # "more classes than half the samples": as meant
            warnings.simplefilter('ignore', UserWarning)
            fit = DecisionTreeClassifier(random_state=0).fit(X, np.searchsorted(labels, prog))
        nodes = _preorder(fit.tree_, leaf_row)
        if not np.array_equal(walk(nodes, X), leaf_row[np.searchsorted(labels, prog)]):
            raise SystemExit('cublas_choice_table.py: a tree of %s misses a training call' % (key,))
        nodes['next'] = np.where(nodes['feature'] != LEAF, nodes['next'] + base, nodes['next'])
        trees.append(dict(key=key, root=base, size=len(nodes['next'])))
        base += len(nodes['next'])
        parts.append(nodes)
    nodes = {c: np.concatenate([p[c] for p in parts]) for c in parts[0]}
    return rows, trees, nodes


COLUMNS = [('fmt', 1), ('out', 1), ('align', 1), ('bias', 1), ('c', 1), ('scaled', 1), ('a_km', 1),
           ('b_nk', 1), ('batch', 4), ('m', 4), ('n', 4), ('k', 4), ('name', 2), ('splits', 2),
           ('scheme', 1), ('option', 1)]
FMT_CODE = {'MMAEMU_BF16': 0, 'MMAEMU_FP16': 1, 'MMAEMU_TF32': 2, 'MMAEMU_FP32': 3}
OUT_CODE = {'MMAEMU_EPI_NONE': 0, 'MMAEMU_EPI_BF16': 1, 'MMAEMU_EPI_FP16': 2}


TREE_COLUMNS = [('fmt', 1), ('out', 1), ('align', 1), ('bias', 1), ('c', 1), ('scaled', 1),
                ('root', 4), ('size', 4)]
NODE_COLUMNS = [('feature', 1), ('threshold', 4), ('next', 4), ('calls', 4)]
HALF_CLASS, SIXTEEN = 4, 3    # a tree's fmt and out codes for the aligned 16-bit kind


def _planes(values, width: int) -> bytes:
    """A column's little-endian values as byte planes."""
    import numpy as np
    v = np.ascontiguousarray(values).astype('<u%d' % width)
    return v.view(np.uint8).reshape(-1, width).T.tobytes()


def _tree_columns(t: Dict) -> Dict:
    fmt, out, align, bias, c, scaled = t['key']
    if fmt == 'half':
        fmt_code, out_code = HALF_CLASS, 0 if out else SIXTEEN
    else:
        fmt_code, out_code = FMT_CODE[fmt], OUT_CODE[out]
    return dict(fmt=fmt_code, out=out_code, align=align, bias=bias, c=c, scaled=scaled,
                root=t['root'], size=t['size'])


def render(rows: List[Dict], trees: List[Dict], nodes: Dict, digest: str) -> bytes:
    """The table file kernels/lib_choice_table.c reads: a text header, then one zlib stream of
    the kernel names (each ended by a NUL), the rows, the trees and the nodes, each column after
    column, a column's little-endian values as byte planes."""
    import numpy as np
    names = sorted({r['name'] for r in rows})
    idx = {n: i for i, n in enumerate(names)}
    blob = b''.join(n.encode() + b'\0' for n in names)
    code = dict(fmt=lambda r: FMT_CODE[r['fmt']], out=lambda r: OUT_CODE[r['out']],
                name=lambda r: idx[r['name']])
    planes = [_planes([code.get(col, lambda r, c=col: r[c])(r) for r in rows], w)
              for col, w in COLUMNS]
    tcols = [_tree_columns(t) for t in trees]
    planes += [_planes([t[col] for t in tcols], w) for col, w in TREE_COLUMNS]
    planes += [_planes(nodes[col].view(np.uint32) if col == 'threshold' else nodes[col], w)
               for col, w in NODE_COLUMNS]
    head = ['mmaemu cuBLAS choice table 2',
            'written by validation/analysis/cublas_choice_table.py from validation/data/'
            'cublas-choice-h100 and validation/data/cublas-choice-h200-as-h100 (cuBLAS 13.1, the '
            "H100's choices); do not edit, rerun the script",
            'inputs sha256 %s' % digest,
            'rows %d names %d name_bytes %d' % (len(rows), len(names), len(blob)),
            'columns ' + ' '.join('%s:%d' % c for c in COLUMNS),
            'trees %d nodes %d' % (len(trees), len(nodes['next'])),
            'tree_columns ' + ' '.join('%s:%d' % c for c in TREE_COLUMNS),
            'node_columns ' + ' '.join('%s:%d' % c for c in NODE_COLUMNS),
            'features ' + ' '.join(FEATURES), '', '']
    return '\n'.join(head).encode() + zlib.compress(blob + b''.join(planes), 9)


def inputs_digest() -> str:
    """sha256 of everything the table is computed from: the recordings, this script, the
    replay helpers, the kernel-name decoder (with its gemv lanes) whose programs the trees
    learn."""
    import hashlib
    h = hashlib.sha256()
    for p in [C.DATA, C.MODELS, C.MODELS2, C.MODELS3, C.DENSE, C.DENSE2] + C.DENSE3 + [
            __file__, C.__file__, os.path.join(C.ROOT, 'kernels', 'lib_kernel.c'),
            os.path.join(C.ROOT, 'kernels', 'lib_simt.c'),
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
    rows, trees, nodes = grow_trees(rows, dense_rows(held))
    text = render(rows, trees, nodes, inputs_digest())
    if '--check' in sys.argv:
        with open(OUT, 'rb') as f:
            return 0 if f.read() == text else 1
    with open(OUT + '.tmp', 'wb') as f:     # all or nothing
        f.write(text)
    os.replace(OUT + '.tmp', OUT)
    print('%s: %d rows, %d trees, %d nodes' % (os.path.relpath(OUT, C.ROOT), len(rows), len(trees),
                                                len(nodes['next'])))
    return 0


if __name__ == '__main__':
    sys.exit(main())
