/* SPDX-License-Identifier: MIT */
/* compare.c -- torch.testing.assert_close's verdict on two tensors, and
 * the statistics an engineer wants next to it (bitwise mismatches, ulp
 * distances, the worst absolute and relative differences).  Like
 * torch, the values are compared in float64: close when
 * |a - e| <= atol + rtol * |e|, equal infinities close, NaN never. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu/analysis.h"

static uint32_t pattern(mmaemu_format fmt, const void *p, size_t i)
{
    return mmaemu_format_get(fmt)->width == 16 ? ((const uint16_t *)p)[i]
                                                : ((const uint32_t *)p)[i];
}

static double value(mmaemu_format fmt, uint32_t bits)
{
    if (fmt == MMAEMU_S32)
        return (double)(int32_t)bits;
    if (fmt == MMAEMU_BF16)
        bits <<= 16;
    else if (fmt == MMAEMU_FP16)
        bits = mmaemu_convert(MMAEMU_FP16, bits, MMAEMU_FP32, MMAEMU_RNE, 0);
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* Patterns as integers in value order (sign-magnitude to two's complement). */
static int64_t ordered(mmaemu_format fmt, uint32_t bits)
{
    if (fmt == MMAEMU_S32)   /* two's complement already: the distance is |a - e| */
        return (int32_t)bits;
    const int w = mmaemu_format_get(fmt)->width;
    const uint32_t sign = 1u << (w - 1);
    int64_t mag = bits & (sign - 1);
    return bits & sign ? -mag : mag;
}

static int bucket(uint64_t ulps)
{
    static const uint64_t top[7] = {0, 1, 2, 4, 8, 16, 256};
    for (int i = 0; i < 7; i++)
        if (ulps <= top[i])
            return i;
    return 7;
}

/* One element: a and e the values, differs whether their patterns in the
 * compared format differ, ulps their distance (UINT64_MAX: a NaN). */
static void account(mmaemu_compare_stats *s, size_t i, double a, double e, int differs,
                    uint64_t ulps, double atol, double rtol)
{
    int close;
    double abs_diff, rel_diff;
    if (isnan(a) || isnan(e)) {
        close = 0;
        abs_diff = rel_diff = NAN;
    } else if (isinf(a) || isinf(e)) {
        close = a == e;
        abs_diff = rel_diff = close ? 0 : INFINITY;
    } else {
        abs_diff = fabs(a - e);
        rel_diff = abs_diff == 0 ? 0 : e == 0 ? INFINITY : abs_diff / fabs(e);
        close = abs_diff <= atol + rtol * fabs(e);
    }
    if (!close)
        s->not_close++;
    if (differs)
        s->differ++;
    s->ulp_hist[bucket(ulps)]++;
    /* NaN differences count as the largest. */
    if (isnan(abs_diff) ? s->max_abs != INFINITY : abs_diff > s->max_abs) {
        s->max_abs = isnan(abs_diff) ? INFINITY : abs_diff;
        s->max_abs_at = i;
    }
    if (isnan(rel_diff) ? s->max_rel != INFINITY : rel_diff > s->max_rel) {
        s->max_rel = isnan(rel_diff) ? INFINITY : rel_diff;
        s->max_rel_at = i;
    }
}

static uint64_t ulp_distance(mmaemu_format fmt, uint32_t pa, uint32_t pe, double a, double e)
{
    if (pa == pe)
        return 0;
    if (isnan(a) || isnan(e))
        return UINT64_MAX;
    return (uint64_t)llabs(ordered(fmt, pa) - ordered(fmt, pe));
}

void mmaemu_compare(mmaemu_format fmt, const void *actual, const void *expected, size_t n,
                    double atol, double rtol, mmaemu_compare_stats *s)
{
    memset(s, 0, sizeof *s);
    s->n = n;
    for (size_t i = 0; i < n; i++) {
        uint32_t pa = pattern(fmt, actual, i), pe = pattern(fmt, expected, i);
        double a = value(fmt, pa), e = value(fmt, pe);
        account(s, i, a, e, pa != pe, ulp_distance(fmt, pa, pe, a, e), atol, rtol);
    }
}

/* A double rounded to nearest even into fmt (bf16, fp16 or fp32). */
static uint32_t round_double(mmaemu_format fmt, double v)
{
    if (isnan(v))
        return mmaemu_convert(MMAEMU_FP32, 0x7FC00000u, fmt, MMAEMU_RNE, 0);
    if (isinf(v))
        return mmaemu_convert(MMAEMU_FP32, v > 0 ? 0x7F800000u : 0xFF800000u, fmt, MMAEMU_RNE, 0);
    if (v == 0)
        return signbit(v) ? 1u << (mmaemu_format_get(fmt)->width - 1) : 0u;
    int ex;
    double fr = frexp(fabs(v), &ex);                      /* [0.5, 1) */
    uint64_t mag = (uint64_t)ldexp(fr, 53);               /* exact */
    return mmaemu_round_exact(fmt, v < 0, mag, ex - 53, 0, MMAEMU_RNE, 0);
}

void mmaemu_compare_ref(mmaemu_format fmt, const void *actual, const double *expected, size_t n,
                        double atol, double rtol, mmaemu_compare_stats *s)
{
    memset(s, 0, sizeof *s);
    s->n = n;
    for (size_t i = 0; i < n; i++) {
        uint32_t pa = pattern(fmt, actual, i), pe = round_double(fmt, expected[i]);
        double a = value(fmt, pa);
        account(s, i, a, expected[i], pa != pe, ulp_distance(fmt, pa, pe, a, expected[i]), atol,
                rtol);
    }
}

void mmaemu_compare_default_tol(mmaemu_format fmt, double *rtol, double *atol)
{
    /* torch.testing._comparison's default_tolerances table. */
    switch (fmt) {
    case MMAEMU_BF16: *rtol = 1.6e-2; *atol = 1e-5; break;
    case MMAEMU_FP16: *rtol = 1e-3; *atol = 1e-5; break;
    case MMAEMU_S32: *rtol = 0; *atol = 0; break;   /* integers: equal */
    default: *rtol = 1.3e-6; *atol = 1e-5; break;
    }
}
