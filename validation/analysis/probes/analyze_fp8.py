#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Score hypotheses for how H100 fp8 mma.sync computes D = A*B + C against device outputs.

    python3 analyze_fp8.py [--data DIR] [--km DIR] [--show N] [--sets NAME,...]

For every set <name>.in.gz / <name>.out.gz in DIR (validation/data/h100-fp8-probe) the script
evaluates each candidate model exactly (Python integers, stdlib only) and prints the number of
bit-exact matches (NaN counts as a match when both are NaN). It also compares the device outputs
of the Khattak & Mikaitis input vectors with their published d files (--km).

Building block: one T-FDPA step  d = c + sum_{i<L} a_i*b_i  with parameters (F, e_zero, rounding):
products exact and not renormalised (significand in [0,4), exponent e_a+e_b, subnormal inputs
with exponent emin); E = max over all term exponents incl. C's (zero products and a zero C count
as e_zero); every term truncated toward zero to F fraction bits below 2^E; exact integer sum;
one final rounding (RZ to e8m13 = fp32 with 13 fraction bits, RZ fp32, or RNE fp16).
"""
import argparse
import gzip
import os
import struct
import sys

# fpfmt.py, the format helpers, lives with the probe's input generator
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'device', 'probes'))
from fpfmt import decode, round_to  # noqa: E402

NAN32, NAN16 = 0x7FFFFFFF, 0x7FFF      # canonical NaN of the GPU (MMA-Sim; FADD/HADD2)


# ---------------------------------------------------------------- parsing

def set_info(name):
    """'km-e4m3-f32' -> (in_fmt, acc_fmt, K)"""
    pre, fmt, acc = name.split('-')
    K = 16 if (fmt == 'bf16' or pre.endswith('16')) else 32
    return fmt, ('fp32' if acc == 'f32' else 'fp16'), K


def read_set(d, name):
    fmt, acc, K = set_info(name)
    rows = []
    with gzip.open(os.path.join(d, name + '.in.gz'), 'rt') as f:
        for ln in f:
            if not ln.strip() or ln.startswith('#'):
                continue
            a, b, c = ln.split('|')
            rows.append(([int(x, 16) for x in a.split()], [int(x, 16) for x in b.split()],
                         int(c, 16)))
    outs = None
    p = os.path.join(d, name + '.out.gz')
    if os.path.exists(p):
        with gzip.open(p, 'rt') as f:
            outs = [int(x, 16) for x in f.read().split()]
        assert len(outs) == len(rows), name
    desc = None
    for ext in ('.desc', '.desc.gz'):
        q = os.path.join(d, name + ext)
        if os.path.exists(q):
            op = gzip.open if ext.endswith('gz') else open
            with op(q, 'rt') as f:
                desc = [x.rstrip('\n') for x in f]
    return fmt, acc, K, rows, outs, desc


# ---------------------------------------------------------------- arithmetic

class Special(Exception):
    def __init__(self, kind, neg=0):
        self.kind, self.neg = kind, neg


def products(fmt, a, b, idx):
    """decoded products for the k in idx: list of (neg, sig, lsb, e); sig = 0 for zero.
    Raises Special for NaN / Inf results of the products alone (Inf*0 -> NaN)."""
    out = []
    infs = set()
    for k in idx:
        da, db = decode(fmt, a[k]), decode(fmt, b[k])
        if da[0] == 'nan' or db[0] == 'nan':
            raise Special('nan')
        if da[0] == 'inf' or db[0] == 'inf':
            other = db if da[0] == 'inf' else da
            if other[0] == 'num' and other[2] == 0:
                raise Special('nan')
            na = da[1]
            nb = db[1]
            infs.add(na ^ nb)
            continue
        _, na, sa, la, ea = da
        _, nb, sb, lb, eb = db
        out.append((na ^ nb, sa * sb, la + lb, ea + eb))
    if len(infs) == 2:
        raise Special('nan')
    if infs:
        raise Special('inf', infs.pop())
    return out


def acc_term(acc, cbits):
    """C (bits in the accumulator format acc) as a term (neg, sig, lsb, e); Special for NaN and Inf."""
    d = decode(acc, cbits)
    if d[0] == 'nan':
        raise Special('nan')
    if d[0] == 'inf':
        raise Special('inf', d[1])
    _, n, s, l, e = d
    return (n, s, l, e)


def tfdpa(prods, cterm, F, e_zero, out, mode, late_c=False, F_c=None):
    """one fused step; cterm (neg, sig, lsb, e) or None (= no C). Returns output bits.
    late_c: E from the products only (C aligned to that grid). F_c: C's own fraction width."""
    exps = [p[3] if p[1] else e_zero for p in prods]
    if cterm is not None and not late_c:
        exps.append(cterm[3] if cterm[1] else e_zero)
    E = max(exps) if exps else e_zero
    total = 0
    terms = [(p, F) for p in prods]
    if cterm is not None:
        terms.append((cterm, F if F_c is None else F_c))
    Fm = max(F, F_c or 0)
    for (neg, sig, lsb, e), Ft in terms:
        if not sig:
            continue
        sh = lsb - (E - Ft)
        mag = sig << sh if sh >= 0 else sig >> -sh
        mag <<= (Fm - Ft)                    # to the common grid 2^(E-Fm)
        total += -mag if neg else mag
    return round_to(out, total, E - Fm, mode)


def bits_term(outfmt, bits):
    """decode an intermediate result (fp32 bits for 'fp32'/'e8m13', fp16 bits for 'fp16')."""
    return acc_term('fp16' if outfmt == 'fp16' else 'fp32', bits)


def ieee_add(fmt, xbits, ybits, mode='rne'):
    """IEEE RNE addition in fp32 or fp16 (FADD / HADD2), exact-zero sign by the RN rule,
    NaN -> canonical GPU NaN."""
    w = 32 if fmt == 'fp32' else 16
    dx, dy = decode(fmt, xbits), decode(fmt, ybits)
    nan = NAN32 if fmt == 'fp32' else NAN16
    if dx[0] == 'nan' or dy[0] == 'nan':
        return nan
    if dx[0] == 'inf' or dy[0] == 'inf':
        if dx[0] == 'inf' and dy[0] == 'inf' and dx[1] != dy[1]:
            return nan
        return xbits if dx[0] == 'inf' else ybits
    _, nx, sx, lx, _ = dx
    _, ny, sy, ly, _ = dy
    q = min(lx, ly)
    N = (-1 if nx else 1) * (sx << (lx - q)) + (-1 if ny else 1) * (sy << (ly - q))
    if N == 0:
        zs = 1 if (nx and ny and sx == 0 and sy == 0) else 0
        return zs << (w - 1)
    return round_to(fmt, N, q, mode)


def special_out(sp, out):
    if sp.kind == 'nan':
        return NAN16 if out == 'fp16' else NAN32
    return (0xFC00 if sp.neg else 0x7C00) if out == 'fp16' else (0xFF800000 if sp.neg else 0x7F800000)


def model_step_special(fmt, acc, a, b, c, K, fn):
    """evaluate fn; map NaN/Inf found in inputs to the IEEE-style result."""
    try:
        return fn()
    except Special as sp:
        # combine product specials with C's
        try:
            products(fmt, a, b, range(K))
            pk = None
        except Special as s2:
            pk = s2
        dc = decode(acc, c)
        if dc[0] == 'nan' or (pk is not None and pk.kind == 'nan'):
            return special_out(Special('nan'), acc)
        if dc[0] == 'inf' and pk is not None and pk.kind == 'inf' and dc[1] != pk.neg:
            return special_out(Special('nan'), acc)
        if pk is not None:
            return special_out(pk, acc)
        if dc[0] == 'inf':
            return special_out(Special('inf', dc[1]), acc)
        return special_out(sp, acc)


# ---------------------------------------------------------------- hypotheses

KMOD01 = lambda K: [k for k in range(K) if k % 4 in (0, 1)]   # noqa: E731
KMOD23 = lambda K: [k for k in range(K) if k % 4 in (2, 3)]   # noqa: E731
KEVEN = lambda K: [k for k in range(K) if k % 2 == 0]         # noqa: E731
KODD = lambda K: [k for k in range(K) if k % 2 == 1]          # noqa: E731
KLO = lambda K: list(range(K // 2))                            # noqa: E731
KHI = lambda K: list(range(K // 2, K))                         # noqa: E731


def hyp_fused(F, e_zero, outmode, use_c=True, late_c=False, F_c=None):
    def h(fmt, acc, a, b, c, K):
        out, mode = outmode
        ct = acc_term(acc, c) if use_c else None
        return tfdpa(products(fmt, a, b, range(K)), ct, F, e_zero, out, mode, late_c, F_c)
    return h


def hyp_fused_then_add(F, e_zero, outmode):
    """products fused alone (C = +0), rounded, then an IEEE RNE add of C in the acc format."""
    def h(fmt, acc, a, b, c, K):
        out, mode = outmode
        s = tfdpa(products(fmt, a, b, range(K)), (0, 0, 0, 0), F, e_zero, out, mode)
        return ieee_add(acc, s, c)
    return h


def hyp_two_steps(split, F, e_zero, outmode, c_where, add_mode='rne'):
    """two chained fused steps of K/2 products (groups by `split`), each rounded to outmode.
    c_where: 'first' (C is the first step's accumulator), 'add' (steps start from +0, then an
    IEEE RNE add of C in the acc format: the sm_90 ptxas lowering), 'none' (C ignored)."""
    g1f, g2f = split

    def h(fmt, acc, a, b, c, K):
        out, mode = outmode
        c0 = acc_term(acc, c) if c_where == 'first' else (0, 0, 0, 0)
        s1 = tfdpa(products(fmt, a, b, g1f(K)), c0, F, e_zero, out, mode)
        s2 = tfdpa(products(fmt, a, b, g2f(K)), bits_term(out, s1), F, e_zero, out, mode)
        if c_where == 'add':
            return ieee_add(acc, s2, c, add_mode)
        return s2
    return h


def hyp_exact_then_add(outmode):
    def h(fmt, acc, a, b, c, K):
        out, mode = outmode
        s = tfdpa(products(fmt, a, b, range(K)), (0, 0, 0, 0), 400, -10 ** 6, out, mode)
        return ieee_add(acc, s, c)
    return h


E8 = ('e8m13', 'rz')
RZ32 = ('fp32', 'rz')
RNE16 = ('fp16', 'rne')
SPLIT_MOD4 = (KMOD01, KMOD23)
SPLIT_HALF = (KLO, KHI)
SPLIT_SWAP = (KMOD23, KMOD01)
SPLIT_EO = (KEVEN, KODD)
RNE32 = ('fp32', 'rne')
RZ16 = ('fp16', 'rz')


def s_variants(e_zero, out, other_out):
    """Hypothesis S (sm_90's SASS: two HMMA steps k%4 in {0,1} | {2,3}, F=25, rounded to out, then
    the add of C) perturbed one feature at a time, the same for either accumulator: F 24 and 26,
    the other step order, even/odd groups, steps rounded to other_out, C added RZ."""
    return [
        ('S.F24   as S, steps with F=24', hyp_two_steps(SPLIT_MOD4, 24, e_zero, out, 'add')),
        ('S.F26   as S, steps with F=26', hyp_two_steps(SPLIT_MOD4, 26, e_zero, out, 'add')),
        ('S.swap  as S, group {2,3} first', hyp_two_steps(SPLIT_SWAP, 25, e_zero, out, 'add')),
        ('S.eo    as S, groups k even | k odd', hyp_two_steps(SPLIT_EO, 25, e_zero, out, 'add')),
        ('S.%-6sas S, steps rounded %s %s' % (other_out[1], other_out[1].upper(), other_out[0]),
         hyp_two_steps(SPLIT_MOD4, 25, e_zero, other_out, 'add')),
        ('S.addrz as S, final add of C RZ', hyp_two_steps(SPLIT_MOD4, 25, e_zero, out, 'add', 'rz')),
    ]


HYPS_F32 = [
    ('A  fused L=K F=13 e8m13, C a term (wgmma model)', hyp_fused(13, -133, E8)),
    ('B  fused L=K F=13 e8m13, C ignored', hyp_fused(13, -133, E8, use_c=False)),
    ('C  fused L=K F=13 e8m13 (C=+0), then FADD C (RNE)', hyp_fused_then_add(13, -133, E8)),
    ('D  fused L=K F=13 e8m13, late C (E from products)', hyp_fused(13, -133, E8, late_c=True)),
    ('E  fused L=K F=13 e8m13, C term on F=25', hyp_fused(13, -133, E8, F_c=25)),
    ('F  fused L=K F=25 RZ fp32, C a term', hyp_fused(25, -133, RZ32)),
    ('G  fused L=K F=25 RZ fp32 (C=+0), then FADD C', hyp_fused_then_add(25, -133, RZ32)),
    ('H  exact sum RZ fp32, then FADD C', hyp_exact_then_add(RZ32)),
    ('I  2 steps k%4 in{0,1}|{2,3}, F=25 RZ fp32, C in step 1',
     hyp_two_steps(SPLIT_MOD4, 25, -133, RZ32, 'first')),
    ('J  2 steps k<K/2|k>=K/2, F=25 RZ fp32, then FADD C',
     hyp_two_steps(SPLIT_HALF, 25, -133, RZ32, 'add')),
    ('K  2 steps k<K/2|k>=K/2, F=13 e8m13, C in step 1 (Ada model)',
     hyp_two_steps(SPLIT_HALF, 13, -133, E8, 'first')),
    ('S  sm_90 SASS: 2 HMMA k%4 in{0,1}|{2,3}, F=25 RZ fp32 from +0, then FADD C (RNE)',
     hyp_two_steps(SPLIT_MOD4, 25, -133, RZ32, 'add')),
] + s_variants(-133, RZ32, RNE32)

HYPS_F16 = [
    ('A  fused L=K F=13 RNE fp16, C a term (e_zero -133)', hyp_fused(13, -133, RNE16)),
    ('B  fused L=K F=13 RNE fp16, C ignored', hyp_fused(13, -133, RNE16, use_c=False)),
    ('C  fused L=K F=13 RNE fp16 (C=+0), then HADD C (RNE)', hyp_fused_then_add(13, -133, RNE16)),
    ('F  fused L=K F=25 RNE fp16, C a term', hyp_fused(25, -133, RNE16)),
    ('G  fused L=K F=25 RNE fp16 (C=+0), then HADD C', hyp_fused_then_add(25, -22, RNE16)),
    ('H  exact sum RNE fp16, then HADD C', hyp_exact_then_add(RNE16)),
    ('I  2 steps k%4, F=25 RNE fp16, C in step 1 (e_zero -22)',
     hyp_two_steps(SPLIT_MOD4, 25, -22, RNE16, 'first')),
    ('J  2 steps k<K/2|k>=K/2, F=25 RNE fp16, then HADD C',
     hyp_two_steps(SPLIT_HALF, 25, -22, RNE16, 'add')),
    ('K  2 steps k<K/2|k>=K/2, F=13 RNE fp16, C in step 1 (Ada model)',
     hyp_two_steps(SPLIT_HALF, 13, -21, RNE16, 'first')),
    ('S  sm_90 SASS: 2 HMMA k%4, F=25 RNE fp16 from +0 (e_zero -22), then HADD2 C (RNE)',
     hyp_two_steps(SPLIT_MOD4, 25, -22, RNE16, 'add')),
    ('S2 as S with e_zero -21', hyp_two_steps(SPLIT_MOD4, 25, -21, RNE16, 'add')),
    ('S3 as S with e_zero -133', hyp_two_steps(SPLIT_MOD4, 25, -133, RNE16, 'add')),
] + s_variants(-22, RNE16, RZ16)

HYPS_BF16 = [
    ('A  fused L=16 F=25 RZ fp32, C a term (H100 bf16 model)', hyp_fused(25, -133, RZ32)),
    ('A24 fused L=16 F=24 RZ fp32, C a term', hyp_fused(24, -133, RZ32)),
    ('K  2 steps of 8 F=24 RZ (Ampere model)', hyp_two_steps(SPLIT_HALF, 24, -132, RZ32, 'first')),
    ('G  fused F=25 from +0 then FADD C', hyp_fused_then_add(25, -133, RZ32)),
]


def hyps_for(fmt, acc):
    if fmt == 'bf16':
        return HYPS_BF16
    return HYPS_F32 if acc == 'fp32' else HYPS_F16


def same(acc, x, y):
    if acc == 'fp32':
        nx = (x & 0x7F800000) == 0x7F800000 and (x & 0x7FFFFF)
        ny = (y & 0x7F800000) == 0x7F800000 and (y & 0x7FFFFF)
    else:
        nx = (x & 0x7C00) == 0x7C00 and (x & 0x3FF)
        ny = (y & 0x7C00) == 0x7C00 and (y & 0x3FF)
    if nx or ny:
        return bool(nx and ny)
    return x == y


def evaluate(fmt, acc, K, rows, fn):
    res = []
    for a, b, c in rows:
        res.append(model_step_special(fmt, acc, a, b, c, K, lambda: fn(fmt, acc, a, b, c, K)))
    return res


def fmt_val(acc, bits):
    if acc == 'fp32':
        return '%08x (%s)' % (bits, repr(struct.unpack('<f', struct.pack('<I', bits))[0]))
    return '%04x (%s)' % (bits, repr(struct.unpack('<e', struct.pack('<H', bits))[0]))


# ---------------------------------------------------------------- main

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument('--data', default=os.path.normpath(
        os.path.join(here, '..', '..', 'data', 'h100-fp8-probe')))
    ap.add_argument('--km', default='/work/shared/data/tc-vectors-km')
    ap.add_argument('--show', type=int, default=0, help='print up to N mismatches of the best')
    ap.add_argument('--sets', default='')
    ap.add_argument('--markdown', action='store_true')
    args = ap.parse_args()

    names = sorted(f[:-6] for f in os.listdir(args.data) if f.endswith('.in.gz'))
    if args.sets:
        names = [n for n in names if n in args.sets.split(',')]
    for name in names:
        fmt, acc, K, rows, outs, desc = read_set(args.data, name)
        if outs is None:
            print('%s: no device outputs' % name)
            continue
        print('\n## %s  (%d vectors, %s x %s -> %s, K=%d)' % (name, len(rows), fmt, fmt, acc, K))
        best = None
        for hname, fn in hyps_for(fmt, acc):
            pred = evaluate(fmt, acc, K, rows, fn)
            ok = sum(same(acc, p, o) for p, o in zip(pred, outs))
            print('  %6d / %-6d %s' % (ok, len(rows), hname))
            if best is None or ok > best[0]:
                best = (ok, hname, pred)
        if args.show and best[0] < len(rows):
            print('  mismatches of best (%s):' % best[1])
            shown = 0
            for i, (p, o) in enumerate(zip(best[2], outs)):
                if not same(acc, p, o):
                    a, b, c = rows[i]
                    print('   line %d%s: device %s, model %s' % (
                        i + 1, (' [%s]' % desc[i]) if desc else '', fmt_val(acc, o), fmt_val(acc, p)))
                    shown += 1
                    if shown >= args.show:
                        break
        # the Khattak & Mikaitis published outputs for the same inputs
        if name.startswith('km-') and os.path.isdir(args.km):
            sub = {'e4m3': 'E4M3', 'e5m2': 'E5M2', 'bf16': 'bf16'}[fmt]
            fn = os.path.join(args.km, 'H100', sub, 'd_H100_%s.txt' % ('fp32' if acc == 'fp32' else 'fp16'))
            if os.path.exists(fn):
                pub = [int(x, 2) for x in open(fn).read().split()]
                if acc == 'fp16':   # published fp16 results are widened to fp32
                    pub = [struct.unpack('<H', struct.pack('<e', struct.unpack('<f', struct.pack('<I', x))[0]))[0]
                           for x in pub]
                eq = sum(same(acc, p, o) for p, o in zip(pub, outs))
                print('  published d_H100 (%s) equal to our device output: %d / %d' % (
                    os.path.basename(fn), eq, len(outs)))
                for hname, fnh in hyps_for(fmt, acc):
                    if hname[0] in 'ABS':
                        pred = evaluate(fmt, acc, K, rows, fnh)
                        ok = sum(same(acc, p, o) for p, o in zip(pred, pub))
                        print('    published vs model %-60s %d / %d' % (hname[:60], ok, len(pub)))


if __name__ == '__main__':
    main()
