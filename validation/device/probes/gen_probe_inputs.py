#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generate the probe input files (mmaemu `dot` format) for fp8_mma_probe.

    python3 gen_probe_inputs.py [--km DIR] [--out DIR] [--n-random N] [--seed S]

Writes <out>/<name>.in.gz (gzip, one dot product per line: `a_1..a_K | b_1..b_K | c`, hex
patterns in their own widths) and, for the targeted sets, <out>/<name>.desc (one line per
vector: what it probes). Sets (instr given by the name):

  km-e4m3-f32, km-e5m2-f32    Khattak & Mikaitis H100 E4M3/E5M2 vectors, c from c_H100_fp32
  km-e4m3-f16, km-e5m2-f16    same a/b, c = fp16 RNE of the fp32 c (as their harness does)
  km-bf16-f32                 their H100 bf16 vectors (K = 16), control
  tgt-<fmt>-<acc>             hand-made discriminating vectors (see .desc)
  rnd-<fmt>-<acc>             random vectors (fixed seed), C of varied magnitude vs products
  rnd-bf16-f32                random bf16 control vectors
  rnd16-<fmt>-f32, tgt16-<fmt>-f32   K = 16 fp8 (m16n8k16): first 16 a/b of rnd-/tgt-<fmt>-f32

stdlib only; deterministic for a given seed.
"""
import argparse
import gzip
import os
import random
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpfmt import decode, to_fraction, fraction_to_bits, hexw  # noqa: E402

F = Fraction


# ---------------------------------------------------------------- helpers

def fp8_table(fmt):
    """value -> bit pattern for every finite encoding (+0 for zero)."""
    t = {}
    for b in range(256):
        d = decode(fmt, b)
        if d[0] != 'num':
            continue
        v = to_fraction(fmt, b)
        if v == 0 and b != 0:
            continue
        t[v] = b
    return t


TAB = {f: fp8_table(f) for f in ('e4m3', 'e5m2')}
FINITE = {f: [b for b in range(256) if decode(f, b)[0] == 'num'] for f in ('e4m3', 'e5m2')}


def enc_in(fmt, x):
    """exact encoding of value x in an input format (raises if not exact)."""
    x = F(x)
    if fmt in TAB:
        if x not in TAB[fmt]:
            raise ValueError('%s not exact in %s' % (x, fmt))
        return TAB[fmt][x]
    b = fraction_to_bits(fmt, x)
    if to_fraction(fmt, b) != x:
        raise ValueError('%s not exact in %s' % (x, fmt))
    return b


def line(fmt, acc, a_bits, b_bits, c_bits, K):
    a_bits = list(a_bits) + [0] * (K - len(a_bits))
    b_bits = list(b_bits) + [0] * (K - len(b_bits))
    assert len(a_bits) == K and len(b_bits) == K
    return '%s | %s | %s' % (' '.join(hexw(fmt, x) for x in a_bits),
                             ' '.join(hexw(fmt, x) for x in b_bits), hexw(acc, c_bits))


def write_gz(path, lines):
    with gzip.open(path, 'wt', compresslevel=9) as f:
        for ln in lines:
            f.write(ln + '\n')


def fp32_from_bin(s):
    s = s.strip()
    assert len(s) == 32, s
    return int(s, 2)


# ---------------------------------------------------------------- Khattak & Mikaitis sets

def km_sets(kmdir):
    out = {}
    for fmt, sub in (('e4m3', 'E4M3'), ('e5m2', 'E5M2')):
        d = os.path.join(kmdir, 'H100', sub)
        A = open(os.path.join(d, 'a_H100_%s.txt' % sub)).read().split('\n')
        B = open(os.path.join(d, 'b_H100_%s.txt' % sub)).read().split('\n')
        C = open(os.path.join(d, 'c_H100_fp32.txt')).read().split()
        n = len(C)
        l32, l16 = [], []
        for i in range(n):
            av = [to_fraction('fp32', int(x, 16)) for x in A[i].split()]
            bv = [to_fraction('fp32', int(x, 16)) for x in B[i].split()]
            assert len(av) == 32 and len(bv) == 32
            ab = [enc_in(fmt, x) for x in av]
            bb = [enc_in(fmt, x) for x in bv]
            c32 = fp32_from_bin(C[i])
            c16 = fraction_to_bits('fp16', to_fraction('fp32', c32), 'rne')
            l32.append(line(fmt, 'fp32', ab, bb, c32, 32))
            l16.append(line(fmt, 'fp16', ab, bb, c16, 32))
        out['km-%s-f32' % fmt] = l32
        out['km-%s-f16' % fmt] = l16
    d = os.path.join(kmdir, 'H100', 'bf16')
    A = open(os.path.join(d, 'a_H100_bf16.txt')).read().split('\n')
    B = open(os.path.join(d, 'b_H100_bf16.txt')).read().split('\n')
    C = open(os.path.join(d, 'c_H100_fp32.txt')).read().split()
    lb = []
    for i in range(len(C)):
        ab = [int(x, 16) >> 16 for x in A[i].split()]
        bb = [int(x, 16) >> 16 for x in B[i].split()]
        assert all((int(x, 16) & 0xffff) == 0 for x in A[i].split() + B[i].split())
        lb.append(line('bf16', 'fp32', ab, bb, fp32_from_bin(C[i]), 16))
    out['km-bf16-f32'] = lb
    return out


# ---------------------------------------------------------------- targeted sets

class _Lines:
    """The targeted lines of one fp8 format and accumulator, in order: add (values), addbits
    (bit patterns), cv (an exact value as accumulator bits)."""

    def __init__(self, fmt, acc):
        self.fmt, self.acc, self.K, self.res = fmt, acc, 32, []
        self.two = F(2)
        self.big = F(15, 8) if fmt == 'e4m3' else F(7, 4)      # largest significand below 2
        self.n98 = F(9, 8) if fmt == 'e4m3' else F(5, 4)       # 1 + one ulp

    def add(self, desc, a, b, c_bits):
        ab = [enc_in(self.fmt, x) for x in a]
        bb = [enc_in(self.fmt, x) for x in b]
        self.res.append((line(self.fmt, self.acc, ab, bb, c_bits, self.K), desc))

    def addbits(self, desc, ab, bb, c_bits):
        self.res.append((line(self.fmt, self.acc, ab, bb, c_bits, self.K), desc))

    def cv(self, x):  # accumulator-format bits of an exact value
        b = fraction_to_bits(self.acc, F(x))
        assert to_fraction(self.acc, b) == F(x), (x, self.acc)
        return b

    def names(self):
        return self.fmt, self.acc, self.add, self.addbits, self.cv, self.two, self.big, self.n98


def targeted_fp8(fmt, acc):
    """list of (line, description)"""
    p = _Lines(fmt, acc)
    parts = (_fp8_fp32_c, _fp8_fp32_sums, _fp8_fp32_specials) if acc == 'fp32' else \
        (_fp8_fp16_sums, _fp8_fp16_specials)
    for part in parts:
        part(p)
    return p.res


def _fp8_fp32_c(p):
    """fp32 accumulator: C alone, and C with one product 1."""
    fmt, acc, add, addbits, cv, two, big, n98 = p.names()
    # A = B = 0: how is C alone passed through?
    for cb, d in [(0x3F800008, '1+2^-20'), (0x3F800400, '1+2^-13'), (0x3F800800, '1+2^-12'),
                  (0x3F800200, '1+2^-14'), (0x3F8007FF, '1+2^-12-2^-23'),
                  (0x3F800001, '1+2^-23'), (0x3FFFFFFF, '2-2^-23'),
                  (0xBF800008, '-(1+2^-20)'), (0xBF8007FF, '-(1+2^-12-2^-23)'),
                  (0x3FAAAAAB, '4/3 rounded'), (0x4B7FFFFF, '2^24-1'),
                  (0x00000001, 'min subnormal 2^-149'), (0x000003FF, 'subnormal 0x3ff'),
                  (0x00000400, 'subnormal 2^-139'), (0x00000401, 'subnormal 2^-139+2^-149'),
                  (0x007FFFFF, 'max subnormal'), (0x00800000, '2^-126'),
                  (0x00800001, '2^-126(1+2^-23)'), (0x80000001, '-2^-149'),
                  (0x7F7FFFFF, 'FLT_MAX'), (0x7F000001, '2^127(1+2^-23)'),
                  (0x00000000, '+0'), (0x80000000, '-0'),
                  (0x7F800000, '+Inf'), (0xFF800000, '-Inf'), (0x7FC00000, 'qNaN'),
                  (0x7F800001, 'sNaN'), (0xFFFFFFFF, 'NaN all ones')]:
        addbits('A=B=0, C=%s (0x%08X)' % (d, cb), [], [], cb)
    # one product 1.0 plus C
    for cb, d in [(0xBEFFFFFF, '-0x1.fffffep-2'), (0x35800000, '2^-20'),
                  (0xB5800000, '-2^-20'), (0x39000000, '2^-13'), (0xB9000000, '-2^-13'),
                  (0x38800000, '2^-14'), (0xB8800000, '-2^-14'),
                  (0x38C00000, '1.5*2^-14'), (0xB8C00000, '-1.5*2^-14'),
                  (0xBF7FFFF0, '-(1-2^-20)'), (0xBF800000, '-1'), (0xBF800008, '-(1+2^-20)'),
                  (0x3F800008, '1+2^-20'), (0x3F000001, '0.5+2^-24'),
                  (0x3A800000, '2^-10'), (0x3A800001, '2^-10(1+2^-23)'),
                  (0x3C000001, '2^-7(1+2^-23)'), (0x3FFFFFFF, '2-2^-23'),
                  (0x40000001, '2(1+2^-23)'), (0x3F7FFFFF, '1-2^-24'),
                  (0xBF7FFFFF, '-(1-2^-24)'), (0x00000001, '2^-149'),
                  (0x80000001, '-2^-149'), (0x00000000, '+0'), (0x80000000, '-0')]:
        add('a0=b0=1, C=%s (0x%08X)' % (d, cb), [1], [1], cb)


def _fp8_fp32_sums(p):
    """fp32 accumulator: products against a large or a small C, cancellation, the sum's grid."""
    fmt, acc, add, addbits, cv, two, big, n98 = p.names()
    # products dominated by a large C
    add('C=2^20, 32 products 1*1', [1] * 32, [1] * 32, 0x49800000)
    add('C=2^20, 32 products 1*(-1)', [1] * 32, [-1] * 32, 0x49800000)
    add('C=2^20, one product 16*16=256', [16], [16], 0x49800000)
    add('C=2^20, one product 8*8=64', [8], [8], 0x49800000)
    add('C=2^20, 2 products 8*8 (128)', [8, 8], [8, 8], 0x49800000)
    add('C=2^20+2^7+1 (0x49800404+...)', [1], [1], cv(two ** 20 + 2 ** 7 + 1))
    add('C=-2^20, one product 1*1', [1], [1], cv(-two ** 20))
    add('C=2^13, one product 1*1', [1], [1], cv(two ** 13))
    add('C=2^12, one product 1*1', [1], [1], cv(two ** 12))
    add('C=2^14, one product 1*1', [1], [1], cv(two ** 14))
    add('C=2^13, one product -1', [1], [-1], cv(two ** 13))
    add('C=2^13, one product 1.5', [F(3, 2)], [1], cv(two ** 13))
    add('C=2^13, products 1,1,1', [1, 1, 1], [1, 1, 1], cv(two ** 13))
    add('C=2^13+1, product 0.5', [F(1, 2)], [1], cv(two ** 13 + 1))
    add('C=FLT_MAX, product 16*16', [16], [16], 0x7F7FFFFF)
    add('C=-FLT_MAX, product -16*16', [16], [-16], 0xFF7FFFFF)
    # products dominate C
    add('product 16 (4*4), C=1+2^-10+2^-20', [4], [4], cv(1 + two ** -10 + two ** -20))
    add('product 16, C=-(1+2^-10+2^-20)', [4], [4], cv(-(1 + two ** -10 + two ** -20)))
    add('products 16,-16, C=1+2^-10', [4, -4], [4, 4], cv(1 + two ** -10))
    add('products 16,-16, C=1+2^-9', [4, -4], [4, 4], cv(1 + two ** -9))
    add('products 16,-16, C=1+2^-8', [4, -4], [4, 4], cv(1 + two ** -8))
    add('products 16,-16, C=-(1+2^-10)', [4, -4], [4, 4], cv(-(1 + two ** -10)))
    add('products 16,-16, C=2^-20', [4, -4], [4, 4], cv(two ** -20))
    add('products 1,-1, C=2^-20', [1, -1], [1, 1], cv(two ** -20))
    add('products 1,-1, C=2^-13', [1, -1], [1, 1], cv(two ** -13))
    add('products 1,-1, C=2^-14', [1, -1], [1, 1], cv(two ** -14))
    add('products 1,-1, C=-(2^-14)', [1, -1], [1, 1], cv(-two ** -14))
    add('products 1,-1, C=+0', [1, -1], [1, 1], 0)
    add('products 1,-1, C=-0', [1, -1], [1, 1], 0x80000000)
    add('products 1,-1, C=1+2^-20', [1, -1], [1, 1], cv(1 + two ** -20))
    add('product -0 (a=-0,b=1) x32, C=-0', [0] * 32, [1] * 32, 0x80000000)
    # product significand in [2,4): alignment at e_a+e_b, not renormalised
    add('product big^2 (e=0, significand in [2,4)), C=-2^-13', [big], [big], cv(-two ** -13))
    add('product big^2, C=+2^-13', [big], [big], cv(two ** -13))
    add('product big^2, C=-2^-12', [big], [big], cv(-two ** -12))
    add('products big^2 and -2, C=2^-13', [big, -2], [big, 1], cv(two ** -13))
    add('products big^2 and -3.5, C=-2^-13', [big, F(-7, 2)], [big, 1],
        cv(-two ** -13))
    # cancellation C = -(sum) +- small
    add('products n98 (1+ulp), C=-(n98-2^-20)', [n98], [1], cv(-(n98 - two ** -20)))
    add('products n98, C=-(n98+2^-20)', [n98], [1], cv(-(n98 + two ** -20)))
    add('products 3, C=-(3-2^-16)', [3], [1], cv(-(3 - two ** -16)))
    add('products 3, C=-(3-2^-11)', [3], [1], cv(-(3 - two ** -11)))
    add('products 3, C=-(3-2^-12)', [3], [1], cv(-(3 - two ** -12)))
    # exactness of the sum with many products (13-bit grid)
    add('32 products 1, C=2^-8', [1] * 32, [1] * 32, cv(two ** -8))
    add('32 products 1, C=2^-9', [1] * 32, [1] * 32, cv(two ** -9))
    add('products 1 and 2^-13.., C=0', [1, F(1, 64)], [1, F(1, 128)], 0)
    add('products 1 and 2^-13, C=2^-13', [1, F(1, 64)], [1, F(1, 128)], cv(two ** -13))
    add('products 1 and 2^-14 (1/128*1/128), C=2^-14', [1, F(1, 128)], [1, F(1, 128)],
        cv(two ** -14))


def _fp8_fp32_specials(p):
    """fp32 accumulator: specials and extremes in the products, and each k slot."""
    fmt, acc, add, addbits, cv, two, big, n98 = p.names()
    # specials in products
    if fmt == 'e4m3':
        addbits('a0=NaN(0x7F), b0=1, C=1', [0x7F], [0x38], 0x3F800000)
        addbits('a0=448, b0=448, C=0 (max product)', [0x7E], [0x7E], 0)
        addbits('32 products 448*448, C=0', [0x7E] * 32, [0x7E] * 32, 0)
        addbits('32 products 448*448, C=FLT_MAX', [0x7E] * 32, [0x7E] * 32, 0x7F7FFFFF)
        addbits('min subnormal^2 (2^-18), C=0', [0x01], [0x01], 0)
        addbits('min subnormal^2 (2^-18), C=2^-30', [0x01], [0x01], cv(two ** -30))
        addbits('min subnormal^2 (2^-18), C=2^-31', [0x01], [0x01], cv(two ** -31))
        addbits('min subnormal^2 (2^-18), C=-2^-31', [0x01], [0x01], cv(-two ** -31))
    else:
        addbits('a0=+Inf, b0=1, C=1', [0x7C], [0x3C], 0x3F800000)
        addbits('a0=+Inf, b0=0, C=1', [0x7C], [0x00], 0x3F800000)
        addbits('a0=+Inf, b0=1, C=-Inf', [0x7C], [0x3C], 0xFF800000)
        addbits('a0=+Inf,a1=-Inf, b=1,1, C=0', [0x7C, 0xFC], [0x3C, 0x3C], 0)
        addbits('a0=NaN(0x7E), b0=1, C=1', [0x7E], [0x3C], 0x3F800000)
        addbits('a0=57344,b0=57344 x32, C=0', [0x7B] * 32, [0x7B] * 32, 0)
        addbits('a0=57344,b0=57344 x32, C=FLT_MAX', [0x7B] * 32, [0x7B] * 32, 0x7F7FFFFF)
        addbits('min subnormal^2 (2^-32), C=0', [0x01], [0x01], 0)
        addbits('min subnormal^2 (2^-32), C=2^-44', [0x01], [0x01], cv(two ** -44))
        addbits('min subnormal^2 (2^-32), C=2^-45', [0x01], [0x01], cv(two ** -45))
        addbits('min subnormal^2 (2^-32), C=-2^-45', [0x01], [0x01], cv(-two ** -45))
    # k position: the same product in each k slot with C = 1+2^-20 (is C handled the same?)
    for k in range(32):
        a = [0] * 32
        a[k] = 1
        add('product 1 at k=%d only, C=2^-14' % k, a, a, cv(two ** -14))


def _fp8_fp16_sums(p):
    """fp16 accumulator: C alone, C with products, ties and overflow."""
    fmt, acc, add, addbits, cv, two, big, n98 = p.names()
    for x, d in [(1 + two ** -10, '1+2^-10'), (two ** -24, '2^-24 (min subnormal)'),
                 (-(1 + two ** -10), '-(1+2^-10)'), (F(65504), '65504'),
                 (two ** -14, '2^-14'), (two ** -14 - two ** -24, 'max subnormal')]:
        add('A=B=0, C=%s' % d, [], [], cv(x))
    for cb, d in [(0x0000, '+0'), (0x8000, '-0'), (0x7C00, '+Inf'), (0xFC00, '-Inf'),
                  (0x7E00, 'qNaN'), (0x7C01, 'sNaN'), (0xFFFF, 'NaN all ones')]:
        addbits('A=B=0, C=%s (0x%04X)' % (d, cb), [], [], cb)
    for x, d in [(two ** -10, '2^-10'), (-two ** -10, '-2^-10'), (two ** -11, '2^-11'),
                 (-two ** -11, '-2^-11'), (two ** -12, '2^-12'), (-two ** -12, '-2^-12'),
                 (3 * two ** -12, '3*2^-12'), (-3 * two ** -12, '-3*2^-12'),
                 (two ** -13, '2^-13'), (-two ** -13, '-2^-13'),
                 (two ** -14, '2^-14'), (-two ** -14, '-2^-14'),
                 (-(1 - two ** -11), '-(1-2^-11)'), (-(F(1, 2) - two ** -12), '-(0.5-2^-12)'),
                 (F(1, 2) - two ** -12, '0.5-2^-12')]:
        add('a0=b0=1, C=%s' % d, [1], [1], cv(x))
    add('a0=b0=1, C=+0', [1], [1], 0)
    add('a0=b0=1, C=-0', [1], [1], 0x8000)
    add('products 16,-16, C=1+2^-10', [4, -4], [4, 4], cv(1 + two ** -10))
    add('products 16,-16, C=1+2^-9', [4, -4], [4, 4], cv(1 + two ** -9))
    add('products 16,-16, C=-(1+2^-10)', [4, -4], [4, 4], cv(-(1 + two ** -10)))
    add('products 16,-16, C=1+3*2^-10', [4, -4], [4, 4], cv(1 + 3 * two ** -10))
    add('products 1,-1, C=2^-14', [1, -1], [1, 1], cv(two ** -14))
    add('products 1,-1, C=2^-13', [1, -1], [1, 1], cv(two ** -13))
    add('products 1,-1, C=2^-24', [1, -1], [1, 1], cv(two ** -24))
    add('products 1,-1, C=-2^-14', [1, -1], [1, 1], cv(-two ** -14))
    add('products 1,-1, C=+0', [1, -1], [1, 1], 0)
    add('products 1,-1, C=-0', [1, -1], [1, 1], 0x8000)
    add('product -0 x32, C=-0', [0] * 32, [1] * 32, 0x8000)
    add('C=1024, 32 products 1/16 (sum 2)', [F(1, 4)] * 32, [F(1, 4)] * 32, cv(1024))
    add('C=1024, 16 products 1/16 (sum 1: tie)', [F(1, 4)] * 16, [F(1, 4)] * 16, cv(1024))
    add('C=1024, products 1,2^-12', [1, F(1, 64)], [1, F(1, 64)], cv(1024))
    add('C=2048, 1 product 1 (tie, even)', [1], [1], cv(2048))
    add('C=2048, 1 product 1, + 2^-12', [1, F(1, 64)], [1, F(1, 64)], cv(2048))
    add('C=2048, 1 product 1, + 2^-14', [1, F(1, 128)], [1, F(1, 128)], cv(2048))
    add('C=2050, product -1 (tie)', [1], [-1], cv(2050))
    add('C=65504, product 16 (overflow by RNE?)', [4], [4], cv(65504))
    add('C=65504, products 16,16', [4, 4], [4, 4], cv(65504))
    add('C=-65504, product -16', [4], [-4], cv(-65504))
    add('products big^2, C=-2^-13', [big], [big], cv(-two ** -13))
    add('products big^2, C=-2^-12', [big], [big], cv(-two ** -12))
    add('product 3, C=-(3-2^-9)', [3], [1], cv(-(3 - two ** -9)))


def _fp8_fp16_specials(p):
    """fp16 accumulator: specials in the products, and each k slot."""
    fmt, acc, add, addbits, cv, two, big, n98 = p.names()
    if fmt == 'e4m3':
        addbits('a0=NaN(0x7F), b0=1, C=1', [0x7F], [0x38], cv(1))
        addbits('32 products 448*448, C=0 (overflow)', [0x7E] * 32, [0x7E] * 32, 0)
        addbits('min subnormal^2 (2^-18), C=0', [0x01], [0x01], 0)
        addbits('min subnormal^2 x32 (2^-13), C=0', [0x01] * 32, [0x01] * 32, 0)
    else:
        addbits('a0=+Inf, b0=1, C=1', [0x7C], [0x3C], cv(1))
        addbits('a0=+Inf, b0=0, C=1', [0x7C], [0x00], cv(1))
        addbits('a0=+Inf,a1=-Inf, b=1,1, C=0', [0x7C, 0xFC], [0x3C, 0x3C], 0)
        addbits('a0=NaN(0x7E), b0=1, C=1', [0x7E], [0x3C], cv(1))
        addbits('products 2^-25 and 2^-32 (e5m2: 2^-12*2^-13, sub*sub), C=0',
                [enc_in(fmt, two ** -12), 0x01], [enc_in(fmt, two ** -13), 0x01], 0)
        addbits('product 2^-25 only, C=0 (tie to 0)', [enc_in(fmt, two ** -12)],
                [enc_in(fmt, two ** -13)], 0)
        addbits('products 2^-25, 2^-28, C=0', [enc_in(fmt, two ** -12), enc_in(fmt, two ** -14)],
                [enc_in(fmt, two ** -13), enc_in(fmt, two ** -14)], 0)
    for k in range(32):
        a = [0] * 32
        a[k] = 4
        b = [0] * 32
        b[k] = 4
        a2 = list(a)
        add('product 16 at k=%d, C=1+2^-10' % k, a, b, cv(1 + two ** -10))


def targeted_bf16():
    fmt, acc, K = 'bf16', 'fp32', 16
    res = []

    def add(desc, a, b, c_bits):
        ab = [enc_in(fmt, x) for x in a]
        bb = [enc_in(fmt, x) for x in b]
        res.append((line(fmt, acc, ab, bb, c_bits, K), desc))

    for cb, d in [(0x3F800008, '1+2^-20'), (0x3F800001, '1+2^-23'), (0x00000001, '2^-149'),
                  (0x00000000, '+0'), (0x80000000, '-0'), (0x7FC00000, 'qNaN')]:
        add('A=B=0, C=%s' % d, [], [], cb)
    for cb, d in [(0xBEFFFFFF, '-0x1.fffffep-2 (F=25 -> 0x3F000000, F=24 -> 0x3F000001)'),
                  (0xB3000000, '-2^-25'), (0xB2800000, '-2^-26'), (0x33000000, '2^-25'),
                  (0xBF7FFFFF, '-(1-2^-24)'), (0x80000001, '-2^-149')]:
        add('a0=b0=1, C=%s' % d, [1], [1], cb)
    add('C=2^23, products -2^13*2^10,-0.5,-0.25,-0.125 (MMA-Sim Table 8)',
        [-F(2) ** 13, F(-1, 2), F(-1, 4), F(-1, 8)], [F(2) ** 10, 1, 1, 1], 0x4B000000)
    add('products 1,-1, C=-0', [1, -1], [1, 1], 0x80000000)
    return res


# ---------------------------------------------------------------- random sets

def rand_fp8_value_bits(rng, fmt, maxabs=None, p_zero=0.03, p_sub=0.05):
    while True:
        u = rng.random()
        if u < p_zero:
            b = rng.choice([0x00, 0x80])
        elif u < p_zero + p_sub:
            b = rng.randrange(1, 8 if fmt == 'e4m3' else 4) | rng.choice([0, 0x80])
        else:
            b = rng.choice(FINITE[fmt])
        if maxabs is not None and abs(to_fraction(fmt, b)) > maxabs:
            continue
        return b


def rand_near_one_bits(rng, fmt, span):
    """normal value with unbiased exponent in [-span, span], random sign/fraction."""
    while True:
        b = rng.choice(FINITE[fmt])
        d = decode(fmt, b)
        if d[4] >= -span and d[4] <= span and d[2] != 0 and (b & 0x7f) >= (8 if fmt == 'e4m3' else 4):
            return b


def rand_acc_bits(rng, acc, e):
    """random normal value of acc format with exponent e (clamped), random sign/fraction."""
    if acc == 'fp32':
        e = max(-126, min(127, e))
        return (rng.getrandbits(1) << 31) | ((e + 127) << 23) | rng.getrandbits(23)
    e = max(-14, min(15, e))
    return (rng.getrandbits(1) << 15) | ((e + 15) << 10) | rng.getrandbits(10)


def exact_sum_products(fmt, ab, bb):
    return sum((to_fraction(fmt, x) * to_fraction(fmt, y) for x, y in zip(ab, bb)), F(0))


def max_prod_exp(fmt, ab, bb):
    m = None
    for x, y in zip(ab, bb):
        dx, dy = decode(fmt, x), decode(fmt, y)
        if dx[2] == 0 or dy[2] == 0:
            continue
        e = dx[4] + dy[4]
        m = e if m is None else max(m, e)
    return m


def random_fp8(rng, fmt, acc, n):
    K = 32
    lines = []
    maxabs = None if acc == 'fp32' else 32
    kinds = []
    while len(lines) < n:
        u = rng.random()
        if u < 0.35:
            kind = 'dense'
            ab = [rand_fp8_value_bits(rng, fmt, maxabs) for _ in range(K)]
            bb = [rand_fp8_value_bits(rng, fmt, maxabs) for _ in range(K)]
        elif u < 0.55:
            kind = 'sparse'
            ab, bb = [], []
            for _ in range(K):
                if rng.random() < 0.25:
                    ab.append(rand_fp8_value_bits(rng, fmt, maxabs))
                    bb.append(rand_fp8_value_bits(rng, fmt, maxabs))
                else:
                    ab.append(0)
                    bb.append(rand_fp8_value_bits(rng, fmt, maxabs))
        else:
            kind = 'near1'
            ab = [rand_near_one_bits(rng, fmt, 3) for _ in range(K)]
            bb = [rand_near_one_bits(rng, fmt, 3) for _ in range(K)]
        em = max_prod_exp(fmt, ab, bb)
        if em is None:
            em = 0
        v = rng.random()
        if v < 0.08:
            cb = 0 if rng.random() < 0.5 else (1 << (31 if acc == 'fp32' else 15))
            ck = 'zero'
        elif v < 0.25:
            # cancellation: C ~ -(sum of products), perturbed in its low bits
            S = exact_sum_products(fmt, ab, bb)
            if S == 0:
                cb = rand_acc_bits(rng, acc, em + rng.randint(-20, 4))
            else:
                cb = fraction_to_bits(acc, -S, 'rne')
                mask = (1 << (rng.randint(1, 12 if acc == 'fp32' else 5))) - 1
                cb ^= rng.getrandbits(32) & mask
            ck = 'cancel'
        else:
            lo, hi = (-30, 16) if acc == 'fp32' else (-18, 8)
            off = rng.randint(lo, hi) if rng.random() < 0.5 else rng.randint(-15, 3)
            cb = rand_acc_bits(rng, acc, em + off)
            ck = 'off%+d' % off
        lines.append(line(fmt, acc, ab, bb, cb, K))
        kinds.append('%s,%s' % (kind, ck))
    return lines, kinds


def random_bf16(rng, n):
    K = 16
    lines, kinds = [], []
    for _ in range(n):
        ab, bb = [], []
        for _ in range(K):
            for arr in (ab, bb):
                e = rng.randint(-8, 8)
                arr.append((rng.getrandbits(1) << 15) | ((e + 127) << 7) | rng.getrandbits(7))
        em = max(((x >> 7) & 0xff) + ((y >> 7) & 0xff) - 254 for x, y in zip(ab, bb))
        if rng.random() < 0.2:
            S = exact_sum_products('bf16', ab, bb)
            cb = fraction_to_bits('fp32', -S, 'rne') if S != 0 else 0
            cb ^= rng.getrandbits(rng.randint(1, 12))
            ck = 'cancel'
        else:
            off = rng.randint(-40, 20)
            cb = rand_acc_bits(rng, 'fp32', em + off)
            ck = 'off%+d' % off
        lines.append(line('bf16', 'fp32', ab, bb, cb, K))
        kinds.append('random,%s' % ck)
    return lines, kinds


# ---------------------------------------------------------------- main

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument('--km', default='/work/shared/data/tc-vectors-km')
    ap.add_argument('--out', default=os.path.normpath(
        os.path.join(here, '..', '..', 'data', 'h100-fp8-probe')))
    ap.add_argument('--n-random', type=int, default=20000)
    ap.add_argument('--n-random-bf16', type=int, default=4000)
    ap.add_argument('--seed', type=int, default=20261117)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)

    sets = {}
    descs = {}
    if os.path.isdir(args.km):
        sets.update(km_sets(args.km))
    else:
        print('warning: %s not found, Khattak sets skipped' % args.km, file=sys.stderr)
    for fmt in ('e4m3', 'e5m2'):
        for acc, tag in (('fp32', 'f32'), ('fp16', 'f16')):
            t = targeted_fp8(fmt, acc)
            sets['tgt-%s-%s' % (fmt, tag)] = [x for x, _ in t]
            descs['tgt-%s-%s' % (fmt, tag)] = [d for _, d in t]
    t = targeted_bf16()
    sets['tgt-bf16-f32'] = [x for x, _ in t]
    descs['tgt-bf16-f32'] = [d for _, d in t]
    for i, fmt in enumerate(('e4m3', 'e5m2')):
        for j, (acc, tag) in enumerate((('fp32', 'f32'), ('fp16', 'f16'))):
            rng = random.Random(args.seed * 10 + 2 * i + j)
            ls, ks = random_fp8(rng, fmt, acc, args.n_random)
            sets['rnd-%s-%s' % (fmt, tag)] = ls
            descs['rnd-%s-%s' % (fmt, tag)] = ks
    rng = random.Random(args.seed * 10 + 7)
    ls, ks = random_bf16(rng, args.n_random_bf16)
    sets['rnd-bf16-f32'] = ls
    descs['rnd-bf16-f32'] = ks

    # K = 16 fp8 (mma.m16n8k16, PTX 8.7): the first 16 a/b of the K = 32 vectors
    def cut16(ln):
        a, b, c = ln.split('|')
        return '%s | %s | %s' % (' '.join(a.split()[:16]), ' '.join(b.split()[:16]), c.strip())
    for fmt in ('e4m3', 'e5m2'):
        src = 'rnd-%s-f32' % fmt
        sets['rnd16-%s-f32' % fmt] = [cut16(x) for x in sets[src][:5000]]
        descs['rnd16-%s-f32' % fmt] = descs[src][:5000]
        src = 'tgt-%s-f32' % fmt
        sets['tgt16-%s-f32' % fmt] = [cut16(x) for x in sets[src]]
        descs['tgt16-%s-f32' % fmt] = ['(first 16 products only) ' + d for d in descs[src]]

    for name, lines in sorted(sets.items()):
        write_gz(os.path.join(args.out, name + '.in.gz'), lines)
        if name.startswith('tgt'):
            with open(os.path.join(args.out, name + '.desc'), 'w') as f:
                for d in descs[name]:
                    f.write(d + '\n')
        elif name in descs:
            write_gz(os.path.join(args.out, name + '.desc.gz'), descs[name])
        print('%-14s %6d lines' % (name, len(lines)))


if __name__ == '__main__':
    main()
