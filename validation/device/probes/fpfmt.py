# SPDX-License-Identifier: MIT
"""Exact decode/encode of the small floating-point formats used by the probes (stdlib only).

A finite value is represented exactly as (neg, sig, lsb, e):
    value = (-1)^neg * sig * 2^lsb,  sig a non-negative int,
    e = the format's alignment exponent (unbiased exponent; emin for subnormals and zero).
"""
from fractions import Fraction

# name: (exponent bits, fraction bits, bias, kind)  kind: 'ieee' (has inf) or 'fn' (e4m3: no inf)
FORMATS = {
    'e4m3': (4, 3, 7, 'fn'),
    'e5m2': (5, 2, 15, 'ieee'),
    'fp16': (5, 10, 15, 'ieee'),
    'bf16': (8, 7, 127, 'ieee'),
    'fp32': (8, 23, 127, 'ieee'),
}
WIDTH = {'e4m3': 8, 'e5m2': 8, 'fp16': 16, 'bf16': 16, 'fp32': 32}


def fmt_params(name):
    eb, fb, bias, kind = FORMATS[name]
    emin = 1 - bias
    emax = (1 << eb) - 1 - bias - (1 if kind == 'ieee' else 0)
    return eb, fb, bias, kind, emin, emax


def decode(name, bits):
    """Return ('nan',), ('inf', neg) or ('num', neg, sig, lsb, e)."""
    eb, fb, bias, kind, emin, emax = fmt_params(name)
    w = WIDTH[name]
    neg = (bits >> (w - 1)) & 1
    be = (bits >> fb) & ((1 << eb) - 1)
    fr = bits & ((1 << fb) - 1)
    if kind == 'fn':
        if be == (1 << eb) - 1 and fr == (1 << fb) - 1:
            return ('nan',)
    elif be == (1 << eb) - 1:
        return ('inf', neg) if fr == 0 else ('nan',)
    if be == 0:
        return ('num', neg, fr, emin - fb, emin)
    return ('num', neg, (1 << fb) | fr, be - bias - fb, be - bias)


def to_fraction(name, bits):
    d = decode(name, bits)
    if d[0] != 'num':
        raise ValueError('not finite')
    _, neg, sig, lsb, _ = d
    v = Fraction(sig) * (Fraction(2) ** lsb)
    return -v if neg else v


def round_int(N, Q, fb, emin, emax, mode):
    """Round the exact value N*2^Q (N signed int) to a binary format with fb fraction bits,
    minimum exponent emin, maximum exponent emax. mode 'rz' or 'rne'.
    Returns ('zero', neg) | ('inf', neg) | ('num', neg, sig, e) with value sig*2^(e-fb);
    sig < 2^fb means subnormal (then e == emin)."""
    if N == 0:
        return ('zero', 0)
    neg = 1 if N < 0 else 0
    A = -N if neg else N
    e = A.bit_length() - 1 + Q          # floor(log2 |v|)
    if mode == 'rz' and e > emax:
        return ('inf', neg)             # |v| >= 2^(emax+1): Inf even under RZ (MMA-Sim hw tests)
    ee = max(e, emin)
    u = ee - fb                          # exponent of one ulp
    if u >= Q:
        sh = u - Q
        q = A >> sh
        r = A - (q << sh)
        if mode == 'rne' and sh > 0:
            half = 1 << (sh - 1)
            if r > half or (r == half and (q & 1)):
                q += 1
        elif mode not in ('rz', 'rne'):
            raise ValueError(mode)
    else:
        q = A << (Q - u)
    if q >> (fb + 1):                    # carried into the next binade
        q >>= 1
        ee += 1
    if ee > emax:
        return ('inf', neg)
    if q == 0:
        return ('zero', neg)
    return ('num', neg, q, ee)


def encode(name, r):
    """Encode a round_int result into the bit pattern of format `name`
    (fp32/fp16/bf16; for fp32 'e8m13' results use encode_e8m13)."""
    eb, fb, bias, kind, emin, emax = fmt_params(name)
    w = WIDTH[name]
    if r[0] == 'zero':
        return r[1] << (w - 1)
    if r[0] == 'inf':
        return (r[1] << (w - 1)) | (((1 << eb) - 1) << fb)
    _, neg, q, e = r
    if q < (1 << fb):
        return (neg << (w - 1)) | q
    return (neg << (w - 1)) | ((e + bias) << fb) | (q - (1 << fb))


def round_to(name_out, N, Q, mode, zero_sign=0):
    """Round N*2^Q to an output format: 'fp32', 'fp16', 'bf16', or 'e8m13' (fp32 with a
    13-bit fraction, returned as an fp32 bit pattern). Exact zero gets sign zero_sign."""
    if name_out == 'e8m13':
        r = round_int(N, Q, 13, -126, 127, mode)
        if r[0] == 'num':
            r = ('num', r[1], r[2] << 10, r[3])
        out = encode('fp32', r)
    else:
        _, fb, _, _, emin, emax = fmt_params(name_out)
        r = round_int(N, Q, fb, emin, emax, mode)
        out = encode(name_out, r)
    if N == 0:
        out = zero_sign << (WIDTH['fp32' if name_out == 'e8m13' else name_out] - 1)
    return out


def fraction_to_bits(name, x, mode='rne'):
    """Round a Fraction to format `name` ('fp32', 'fp16', 'bf16' or 'e8m13'), correctly."""
    x = Fraction(x)
    if x == 0:
        return 0
    neg = x < 0
    n, d = abs(x.numerator), x.denominator
    k = d.bit_length() + 200
    N = (n << k) // d
    sticky = 1 if (n << k) - N * d else 0
    N2 = N * 2 + sticky               # one extra bit below everything kept: exact RNE/RZ
    return round_to(name, -N2 if neg else N2, -k - 1, mode)


def is_exact(name, bits, x):
    d = decode(name, bits)
    if d[0] != 'num':
        return False
    return to_fraction(name, bits) == Fraction(x)


def hexw(name, bits):
    return '%0*x' % (WIDTH[name] // 4, bits)
