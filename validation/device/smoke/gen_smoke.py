#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Smoke probe files for the device harness (stdlib only, deterministic).

One file per (instruction, input format, output format): `#mmaemu-probe 1`
header, then lines `a_1..a_K | b_1..b_K | c` of hex bit patterns with
K = CHAIN * k (a chain of instructions, C carried).  The lines mix:
  dense     random finite operands in a moderate exponent window
  cancel    pairs of products that cancel exactly, plus small residues
  sparse    one to three non-zero products at random k, far apart in exponent
  subnorm   subnormal operands and tiny c
  nearone   operands near 1, c of the opposite sign near the sum
  bits      uniformly random bit patterns (NaN, Inf, everything)
c is chosen at an exponent offset from the largest product (-30..+16 for an
fp32 accumulator, -18..+8 for fp16), or +-0.

usage: gen_smoke.py [--arch sm90] [--lines N] [--chain C] [--seed S] [--only SUBSTR] OUTDIR
Writes OUTDIR/<instr>-<in>-<out>.probe.gz and prints the list.
"""
import argparse
import gzip
import os
import random

# name: (width, exp bits, frac bits, bias, specials, container shift)
FMT = {
    'fp32': (32, 8, 23, 127, 'ieee', 0),
    'fp16': (16, 5, 10, 15, 'ieee', 0),
    'bf16': (16, 8, 7, 127, 'ieee', 0),
    'tf32': (32, 8, 10, 127, 'ieee', 13),
    'e4m3': (8, 4, 3, 7, 'fn', 0),
    'e5m2': (8, 5, 2, 15, 'ieee', 0),
    'e4m3fnuz': (8, 4, 3, 8, 'fnuz', 0),
    'e5m2fnuz': (8, 5, 2, 16, 'fnuz', 0),
}

# The (in, out) format pairs of an instruction, by the kind of its inputs.
NV16 = [('bf16', 'fp32'), ('fp16', 'fp32'), ('fp16', 'fp16')]
AMD16 = [('bf16', 'fp32'), ('fp16', 'fp32')]
TF32 = [('tf32', 'fp32')]
FP32 = [('fp32', 'fp32')]
FP8 = [('e4m3', 'fp32'), ('e5m2', 'fp32'), ('e4m3', 'fp16'), ('e5m2', 'fp16')]
FNUZ8 = [('e4m3fnuz', 'fp32'), ('e5m2fnuz', 'fp32')]


def kernels(*rows):
    """(instr, k, in, out) for every pair of each row (instr, k, pairs), in order."""
    return [(instr, k, fin, fout) for instr, k, pairs in rows for fin, fout in pairs]


# (instr, k, in, out) per arch: what the harness runs there.
KERNELS = {
    'sm90': kernels(
        ('mma.m16n8k8', 8, NV16 + TF32), ('mma.m16n8k4', 4, TF32), ('mma.m16n8k16', 16, NV16 + FP8),
        ('mma.m16n8k32', 32, FP8), ('wgmma.m64nNk16', 16, NV16), ('wgmma.m64nNk8', 8, TF32),
        ('wgmma.m64nNk32', 32, FP8)),
    'gfx942': kernels(
        ('mfma.32x32x8', 8, AMD16), ('mfma.16x16x16', 16, AMD16), ('mfma.32x32x4_2b', 4, AMD16),
        ('mfma.16x16x4_4b', 4, AMD16), ('mfma.32x32x4_xf32', 4, TF32), ('mfma.16x16x8_xf32', 8, TF32),
        ('mfma.32x32x16', 16, FNUZ8), ('mfma.16x16x32', 32, FNUZ8), ('mfma.32x32x2', 2, FP32),
        ('mfma.16x16x4', 4, FP32)),
}


class Fmt:
    def __init__(self, name):
        self.name = name
        (self.width, self.eb, self.fb, self.bias, self.kind, self.shift) = FMT[name]
        self.emin = 1 - self.bias
        top = (1 << self.eb) - 1
        self.emax = top - self.bias - (1 if self.kind == 'ieee' else 0)
        if self.kind == 'fnuz':
            self.emin = 1 - self.bias
            self.emax = top - self.bias
        self.digits = self.width // 4

    def pat(self, neg, e, frac):
        """Normal (e = unbiased exponent) or subnormal (e = None) pattern."""
        frac &= (1 << self.fb) - 1
        if e is None:
            be = 0
        else:
            e = max(self.emin, min(self.emax, e))
            be = e + self.bias
        if self.kind == 'fn' and be == (1 << self.eb) - 1 and frac == (1 << self.fb) - 1:
            frac -= 1  # S.1111.111 is NaN
        if self.kind == 'fnuz' and neg and be == 0 and frac == 0:
            neg = 0  # 0x80 is NaN
        bits = (neg << (self.eb + self.fb)) | (be << self.fb) | frac
        return bits << self.shift

    def zero(self, neg=0):
        return self.pat(0 if self.kind == 'fnuz' else neg, None, 0)

    def hexs(self, bits):
        return '%0*x' % (self.digits, bits)


def rand_val(rng, f, lo, hi, p_zero=0.06):
    """A random operand with unbiased exponent in [lo, hi]; returns (bits, exp or None)."""
    if rng.random() < p_zero:
        return f.zero(rng.getrandbits(1)), None
    e = rng.randint(max(lo, f.emin), min(hi, f.emax))
    bits = f.pat(rng.getrandbits(1), e, rng.getrandbits(f.fb))
    if f.shift and rng.random() < 0.5:  # tf32: junk in the ignored low bits
        bits |= rng.getrandbits(f.shift)
    return bits, e


def c_at(rng, acc, e, neg=None):
    if neg is None:
        neg = rng.getrandbits(1)
    if e < acc.emin:
        return acc.pat(neg, None, rng.getrandbits(acc.fb))
    return acc.pat(neg, e, rng.getrandbits(acc.fb))


def make_line(rng, fi, acc, K, kind):
    win = 6 if fi.width == 8 else (7 if acc.name == 'fp16' else 12)
    a, b, pe = [], [], []
    if kind == 'bits':
        a = [rng.getrandbits(fi.width) for _ in range(K)]
        b = [rng.getrandbits(fi.width) for _ in range(K)]
        return a, b, rng.getrandbits(acc.width)
    if kind in ('dense', 'cancel', 'nearone'):
        lo, hi = (-1, 0) if kind == 'nearone' else (-win, win)
        for _ in range(K):
            x, ex = rand_val(rng, fi, lo, hi)
            y, ey = rand_val(rng, fi, lo, hi)
            a.append(x)
            b.append(y)
            if ex is not None and ey is not None:
                pe.append(ex + ey)
        if kind == 'cancel':
            idx = list(range(K))
            rng.shuffle(idx)
            sign = 1 << (fi.width - 1)
            for i in range(0, K - 1, 2):  # product j = -product i
                p, q = idx[i], idx[i + 1]
                a[q] = a[p]
                nb = b[p] ^ sign
                if fi.kind == 'fnuz' and (nb & ((1 << fi.width) - 1)) == 1 << (fi.width - 1):
                    nb = b[p]  # -0 is NaN in FNUZ: keep +0
                b[q] = nb
    elif kind == 'sparse':
        a = [fi.zero() for _ in range(K)]
        b = [fi.zero() for _ in range(K)]
        for _ in range(rng.randint(1, 3)):
            p = rng.randrange(K)
            a[p], ex = rand_val(rng, fi, -win, win, 0)
            b[p], ey = rand_val(rng, fi, -win, win, 0)
            pe.append(ex + ey)
    elif kind == 'subnorm':
        for _ in range(K):
            if rng.random() < 0.5:
                x = fi.pat(rng.getrandbits(1), None, rng.getrandbits(fi.fb))
                ex = fi.emin
            else:
                x, ex = rand_val(rng, fi, fi.emin, fi.emin + 3)
            y, ey = rand_val(rng, fi, -2, 2)
            a.append(x)
            b.append(y)
            if ex is not None and ey is not None:
                pe.append(ex + ey)
    top = max(pe) if pe else 0
    r = rng.random()
    if r < 0.08:
        c = acc.zero(0)
    elif r < 0.11:
        c = acc.zero(1)
    elif kind == 'nearone':
        c = c_at(rng, acc, top + rng.randint(0, 3), neg=1)
    elif kind == 'subnorm':
        c = c_at(rng, acc, rng.randint(acc.emin - 3, acc.emin + 4))
    else:
        off = rng.randint(-30, 16) if acc.name == 'fp32' else rng.randint(-18, 8)
        c = c_at(rng, acc, top + off)
    return a, b, c


KINDS = [('dense', 35), ('cancel', 20), ('sparse', 12), ('subnorm', 10), ('nearone', 13),
         ('bits', 10)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('outdir')
    ap.add_argument('--arch', default='sm90', choices=sorted(KERNELS))
    ap.add_argument('--lines', type=int, default=2000)
    ap.add_argument('--chain', type=int, default=2)
    ap.add_argument('--seed', type=int, default=20261122)
    ap.add_argument('--only', default='')
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    kinds = [k for k, w in KINDS for _ in range(w)]
    for instr, k, fin, fout in KERNELS[args.arch]:
        stem = '%s-%s-%s' % (instr, fin, fout)
        if args.only not in stem:
            continue
        rng = random.Random('%d/%s/%s' % (args.seed, args.arch, stem))
        fi, acc = Fmt(fin), Fmt(fout)
        K = args.chain * k
        path = os.path.join(args.outdir, stem + '.probe.gz')
        with gzip.GzipFile(path, 'wb', mtime=0) as gz:
            hdr = ['#mmaemu-probe 1', '#arch %s' % args.arch, '#instr %s' % instr, '#in %s' % fin,
                   '#out %s' % fout, '#k %d' % K,
                   '#gen validation/device/smoke/gen_smoke.py --arch %s --lines %d --chain %d '
                   '--seed %d' % (args.arch, args.lines, args.chain, args.seed)]
            out = [h + '\n' for h in hdr]
            for _ in range(args.lines):
                a, b, c = make_line(rng, fi, acc, K, rng.choice(kinds))
                out.append('%s | %s | %s\n' % (' '.join(fi.hexs(x) for x in a),
                                               ' '.join(fi.hexs(x) for x in b), acc.hexs(c)))
            gz.write(''.join(out).encode())
        print(path)


if __name__ == '__main__':
    main()
