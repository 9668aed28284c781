/* SPDX-License-Identifier: MIT */
/* infer_schedule_misses.c -- where a schedule misses a device's output: its
 * mismatching elements by class (the result's magnitude, how much the sum
 * cancelled, the position in a 64 x 64 tile, the distance in ulps), each
 * next to the number of all elements of the class, so that a class the
 * schedule misses more often than the rest stands out
 * (include/mmaemu/analysis.h, `mmaemu infer-schedule`). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer_schedule_impl.h"

static double value_of(mmaemu_format f, uint32_t bits)
{
    return (double)mmaemu_bits_to_float(mmaemu_to_fp32_bits(f, bits));
}

/* The output format of an epilogue. */
static mmaemu_format out_format(mmaemu_epilogue e)
{
    return e == MMAEMU_EPI_BF16 ? MMAEMU_BF16 : e == MMAEMU_EPI_FP16 ? MMAEMU_FP16 : MMAEMU_FP32;
}

/* Patterns as a monotone integer scale (sign-magnitude to two's). */
static long long ordered(uint32_t bits, int width)
{
    const uint32_t sign = 1u << (width - 1), mag = bits & (sign - 1);
    return bits & sign ? -(long long)mag : (long long)mag;
}

static int ulp_class(uint32_t x, uint32_t y, int width, mmaemu_format f)
{
    if (isnan(value_of(f, x)) || isnan(value_of(f, y)))
        return MMAEMU_MISS_ULP - 1;
    long long d = llabs(ordered(x, width) - ordered(y, width));
    return d <= 1 ? 0 : d == 2 ? 1 : d <= 8 ? 2 : 3;
}

/* Binades below the largest magnitude: 0, 1-2, 3-4, 5-8, 9-16, more or 0. */
static int mag_class(double v, int emax)
{
    if (v == 0 || !isfinite(v))
        return MMAEMU_MISS_MAG - 1;
    int d = emax - ilogb(v);
    return d <= 0 ? 0 : d <= 2 ? 1 : d <= 4 ? 2 : d <= 8 ? 3 : d <= 16 ? 4 : 5;
}

/* log2(sum |a b| / |D|): < 2, 2-5, 6-9, >= 10 or D = 0. */
static int cancel_class(double sabs, double v)
{
    if (v == 0 || !isfinite(v))
        return MMAEMU_MISS_CANCEL - 1;
    double r = log2(sabs / fabs(v));
    return r < 2 ? 0 : r < 6 ? 1 : r < 10 ? 2 : 3;
}

/* |operand| as doubles, A as (batch, m, k) and B transposed, (batch, n,
 * k): rows x cols of x, stored row-major or (t) transposed. */
static double *decode(const mmaemu_infer_problem *p, const mmaemu_mat *x, size_t rows,
                      size_t cols, int w, int t)
{
    double *v = malloc(p->batch * rows * cols * sizeof *v);
    if (!v)
        return NULL;
    for (size_t bi = 0; bi < p->batch; bi++)
        for (size_t r = 0; r < rows; r++)
            for (size_t c = 0; c < cols; c++) {
                ptrdiff_t off = (ptrdiff_t)bi * x->sb + (ptrdiff_t)r * x->si + (ptrdiff_t)c * x->sj;
                uint32_t bits = w == 8 ? ((const uint8_t *)x->data)[off]
                              : w == 16 ? ((const uint16_t *)x->data)[off]
                                        : ((const uint32_t *)x->data)[off];
                v[t ? (bi * cols + c) * rows + r : (bi * rows + r) * cols + c] =
                    fabs(value_of(p->o->in, bits));
            }
    return v;
}

int mmaemu_infer_schedule_misses(const mmaemu_infer_schedule_opts *o, const mmaemu_schedule *s,
                                 const mmaemu_instr *ins, size_t batch, size_t m, size_t n,
                                 size_t k, mmaemu_mat a, mmaemu_mat b, const void *got,
                                 mmaemu_miss_classes *mc, char *err, size_t errlen)
{
    mmaemu_infer_problem p;
    memset(mc, 0, sizeof *mc);
    if (mmaemu_infer_problem_init(&p, o, batch, m, n, k, a, b, got, err, errlen))
        return -1;
    const size_t plane = m * n, total = batch * plane;
    const mmaemu_format of = out_format(o->out);
    uint32_t *d = malloc(total * sizeof *d);
    double *sabs = malloc(total * sizeof *sabs);
    void *buf = malloc(plane * 4);
    double *va = decode(&p, &a, m, k, p.wa, 0), *vb = decode(&p, &b, k, n, p.wb, 1);
    int rc = -1;
    if (!d || !sabs || !buf || !va || !vb) {
        snprintf(err, errlen, "infer-schedule: out of memory");
        goto done;
    }
    for (size_t bi = 0; bi < batch; bi++) {
        if (mmaemu_infer_window(&p, s, ins, bi, 0, m, 0, n, buf, err, errlen))
            goto done;
        for (size_t e = 0; e < plane; e++)
            d[bi * plane + e] = p.wd == 16 ? ((uint16_t *)buf)[e] : ((uint32_t *)buf)[e];
    }
    int emax = -100000;
    for (size_t e = 0; e < total; e++) {
        double v = value_of(of, mmaemu_infer_got(&p, e));
        if (v != 0 && isfinite(v) && ilogb(v) > emax)
            emax = ilogb(v);
    }
    /* sum |a b| of every element (the scale the sum cancelled from) */
#pragma omp parallel for schedule(static)
    for (size_t e = 0; e < total; e++) {
        const size_t bi = e / plane, i = e / n % m, j = e % n;
        const double *ra = va + (bi * m + i) * k, *cb = vb + (bi * n + j) * k;
        double t = 0;
        for (size_t q = 0; q < k; q++)
            t += ra[q] * cb[q];
        sabs[e] = t;
    }
    mc->total = total;
    for (size_t e = 0; e < total; e++) {
        const size_t i = e / n % m, j = e % n;
        const uint32_t g = mmaemu_infer_got(&p, e);
        const double v = value_of(of, g);
        const int miss = d[e] != g;
        for (int w = 0; w < 2; w++) {
            if (w == 0 && !miss)
                continue;
            mc->mag[w][mag_class(v, emax)]++;
            mc->cancel[w][cancel_class(sabs[e], v)]++;
            mc->row[w][i % 64 / 16]++;
            mc->col[w][j % 64 / 16]++;
        }
        if (miss) {
            mc->missed++;
            mc->ulp[ulp_class(d[e], g, p.wd, of)]++;
        }
    }
    rc = 0;
done:
    free(d);
    free(sabs);
    free(buf);
    free(va);
    free(vb);
    return rc;
}
