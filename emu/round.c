/* SPDX-License-Identifier: MIT */
/* round.c -- exact rounding into a format, and conversions between formats.
 *
 * Every rounding in mmaemu ends here: the value arrives exact, as an
 * integer magnitude times a power of two plus a sticky flag, and leaves as
 * a bit pattern.  The steps mirror IEEE 754-2019 section 4.3. */
#include "internal.h"

#include <string.h>

/* Largest finite significand (hidden bit included) at emax. */
static uint64_t max_finite_sig(const mmaemu_format_info *fi)
{
    uint64_t all = (2ull << fi->frac_bits) - 1u;
    /* OCP E4M3FN spends the all-ones pattern on NaN. */
    return fi->specials == MMAEMU_SPECIALS_FN ? all - 1u : all;
}

static uint32_t pack(const mmaemu_format_info *fi, int sign, uint32_t ecode,
                     uint64_t frac)
{
    int width = fi->width - fi->container_shift;
    uint32_t bits = ((uint32_t)sign << (width - 1)) |
                    (ecode << fi->frac_bits) | (uint32_t)frac;
    return bits << fi->container_shift;
}

static uint32_t signed_zero(const mmaemu_format_info *fi, int sign)
{
    return pack(fi, fi->specials == MMAEMU_SPECIALS_FNUZ ? 0 : sign, 0, 0);
}

static uint32_t default_nan(const mmaemu_format_info *fi)
{
    switch (fi->specials) {
    case MMAEMU_SPECIALS_NONE: /* no NaN: the largest finite value */
        return pack(fi, 0, (uint32_t)(fi->emax + fi->bias), (1ull << fi->frac_bits) - 1u);
    case MMAEMU_SPECIALS_FN:
        return pack(fi, 0, (1u << fi->exp_bits) - 1u, (1ull << fi->frac_bits) - 1u);
    case MMAEMU_SPECIALS_FNUZ:
        return pack(fi, 1, 0, 0);
    default:
        return pack(fi, 0, (1u << fi->exp_bits) - 1u, 1ull << (fi->frac_bits - 1));
    }
}

static uint32_t largest_finite(const mmaemu_format_info *fi, int sign)
{
    uint64_t sig = max_finite_sig(fi);
    return pack(fi, sign, (uint32_t)(fi->emax + fi->bias),
                sig & ((1ull << fi->frac_bits) - 1u));
}

/* Overflowed magnitude: Inf, NaN or the largest finite value, by mode. */
static uint32_t overflow_result(const mmaemu_format_info *fi, int sign,
                                mmaemu_rounding mode, unsigned flags)
{
    int to_inf;
    switch (mode) {
    case MMAEMU_RNE:
    case MMAEMU_RNA: to_inf = 1; break;
    case MMAEMU_RU:  to_inf = !sign; break;
    case MMAEMU_RD:  to_inf = sign; break;
    default:         to_inf = 0; break; /* RZ, RTO */
    }
    if (!to_inf || fi->specials == MMAEMU_SPECIALS_NONE)
        return largest_finite(fi, sign);
    if (fi->specials != MMAEMU_SPECIALS_IEEE)
        return (flags & MMAEMU_SATURATE) ? largest_finite(fi, sign) : default_nan(fi);
    return pack(fi, sign, (1u << fi->exp_bits) - 1u, 0);
}

uint32_t mmaemu_round_exact(mmaemu_format f, int sign, uint64_t mag, int exp,
                            int sticky, mmaemu_rounding mode, unsigned flags)
{
    const mmaemu_format_info *fi = mmaemu_format_get(f);
    const int fb = fi->frac_bits;

    if (fi->specials == MMAEMU_SPECIALS_INT || fi->specials == MMAEMU_SPECIALS_SCALE)
        return 0;   /* not a rounding target (format.h) */
    if (mag == 0 && !sticky)
        return signed_zero(fi, sign);

    /* Exponent of the leading bit, and the quantum 2^q of the result. */
    int lead = mag ? mmaemu_msb64(mag) + exp : exp - 1;
    int te = lead > fi->emin ? lead : fi->emin;
    int q = te - fb;
    long sh = (long)q - exp;   /* bits of mag below the quantum */

    uint64_t r;
    int guard = 0, rest = sticky;
    if (sh <= 0) {
        r = mag << -sh;        /* exact: r < 2^(fb+1) */
    } else if (sh > 64) {
        r = 0;
        rest |= mag != 0;
    } else {
        r = sh == 64 ? 0 : mag >> sh;
        guard = (int)((mag >> (sh - 1)) & 1u);
        uint64_t below = sh == 1 ? 0 : (mag & ((1ull << (sh - 1)) - 1u));
        rest |= below != 0;
    }

    int inexact = guard || rest;
    int up = 0;
    switch (mode) {
    case MMAEMU_RNE: up = guard && (rest || (r & 1u)); break;
    case MMAEMU_RNA: up = guard; break;
    case MMAEMU_RZ:  up = 0; break;
    case MMAEMU_RU:  up = inexact && !sign; break;
    case MMAEMU_RD:  up = inexact && sign; break;
    case MMAEMU_RTO: if (inexact) r |= 1u; break;
    }
    r += (uint64_t)up;
    if (r >> (fb + 1)) {       /* carry out of the significand */
        r >>= 1;
        te++;
    }
    if (te > fi->emax || (te == fi->emax && r > max_finite_sig(fi)))
        return overflow_result(fi, sign, mode, flags);
    if (r == 0)
        return signed_zero(fi, sign);
    if (r >> fb)               /* normal */
        return pack(fi, sign, (uint32_t)(te + fi->bias), r & ((1ull << fb) - 1u));
    return pack(fi, sign, 0, r); /* subnormal: te == emin */
}

/* NaN between two IEEE-style formats keeps sign and leading payload bits
 * and is quieted, as conversion instructions do; otherwise default NaN. */
static uint32_t convert_nan(const mmaemu_format_info *src, uint32_t bits,
                            const mmaemu_format_info *dst)
{
    if (src->specials != MMAEMU_SPECIALS_IEEE || dst->specials != MMAEMU_SPECIALS_IEEE)
        return default_nan(dst);
    bits >>= src->container_shift;
    int swidth = src->width - src->container_shift;
    int sign = (int)((bits >> (swidth - 1)) & 1u);
    uint64_t payload = bits & ((1ull << src->frac_bits) - 1u);
    if (dst->frac_bits >= src->frac_bits)
        payload <<= dst->frac_bits - src->frac_bits;
    else
        payload >>= src->frac_bits - dst->frac_bits;
    payload |= 1ull << (dst->frac_bits - 1);
    return pack(dst, sign, (1u << dst->exp_bits) - 1u, payload);
}

uint32_t mmaemu_convert(mmaemu_format from, uint32_t bits, mmaemu_format to,
                        mmaemu_rounding mode, unsigned flags)
{
    const mmaemu_format_info *fi = mmaemu_format_get(to);
    mmaemu_value v;
    if (fi->specials == MMAEMU_SPECIALS_INT || fi->specials == MMAEMU_SPECIALS_SCALE)
        return 0;   /* not a rounding target (format.h) */
    mmaemu_decode(from, bits, &v);
    switch (v.cls) {
    case MMAEMU_CLASS_NAN:
        return convert_nan(mmaemu_format_get(from), bits, fi);
    case MMAEMU_CLASS_INF:
        if (fi->specials == MMAEMU_SPECIALS_NONE)
            return largest_finite(fi, v.sign);
        if (fi->specials != MMAEMU_SPECIALS_IEEE)
            return (flags & MMAEMU_SATURATE) ? largest_finite(fi, v.sign) : default_nan(fi);
        return pack(fi, v.sign, (1u << fi->exp_bits) - 1u, 0);
    case MMAEMU_CLASS_ZERO:
        return signed_zero(fi, v.sign);
    default:
        return mmaemu_round_exact(to, v.sign, v.sig, v.exp - v.frac_bits, 0, mode, flags);
    }
}

float mmaemu_bits_to_float(uint32_t bits)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

uint32_t mmaemu_float_to_bits(float f)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    return bits;
}
