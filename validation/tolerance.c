/* SPDX-License-Identifier: MIT */
/* tolerance.c -- the tolerance arithmetic of `mmaemu explain`: the
 * smallest atol / rtol that torch.testing.assert_close would accept, and
 * exact Poisson confidence intervals for extrapolated mismatch counts. */
#include <math.h>
#include <string.h>

#include "mmaemu/analysis.h"

static double value(mmaemu_format fmt, const void *data, size_t i)
{
    if (fmt == MMAEMU_FP32) {
        float f;
        memcpy(&f, (const uint32_t *)data + i, sizeof f);
        return f;
    }
    uint32_t h = ((const uint16_t *)data)[i];
    if (fmt == MMAEMU_BF16)
        return mmaemu_bf16_to_double((uint16_t)h);
    /* fp16 */
    int e = (int)(h >> 10 & 31), m = (int)(h & 1023);
    double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(1024 + m, e - 25);
    return h & 0x8000u ? -v : v;
}

void mmaemu_required_tol(mmaemu_format fmt, const void *actual, const void *expected, size_t n,
                         double rtol, double atol, double *atol_needed, double *rtol_needed)
{
    double an = 0, rn = 0;
    for (size_t i = 0; i < n; i++) {
        double a = value(fmt, actual, i), e = value(fmt, expected, i);
        if (a == e)
            continue;   /* equal infinities too */
        double d = fabs(a - e);
        if (isnan(d)) {
            an = rn = INFINITY;
            continue;
        }
        double need_a = d - rtol * fabs(e);
        if (need_a > an)
            an = need_a;
        if (d > atol) {
            double need_r = fabs(e) > 0 ? (d - atol) / fabs(e) : INFINITY;
            if (need_r > rn)
                rn = need_r;
        }
    }
    *atol_needed = an;
    *rtol_needed = rn;
}

/* P(Poisson(mu) <= x), summed in log space. */
static double poisson_cdf(double x, double mu)
{
    if (mu <= 0)
        return 1;
    double s = 0, lt = -mu;   /* log of the k = 0 term */
    for (double k = 0; k <= x; k++) {
        if (k > 0)
            lt += log(mu) - log(k);
        s += exp(lt);
    }
    return s > 1 ? 1 : s;
}

/* The mu at which P(Poisson(mu) <= x) equals p (decreasing in mu). */
static double solve_mu(double x, double p)
{
    double lo = 0, hi = x + 10 * sqrt(x + 1) + 20;
    for (int i = 0; i < 200; i++) {
        double mid = (lo + hi) / 2;
        if (poisson_cdf(x, mid) > p)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}

void mmaemu_poisson_ci(double x, double conf, double *lo, double *hi)
{
    double alpha = 1 - conf;
    x = floor(x);
    *hi = solve_mu(x, alpha / 2);
    *lo = x > 0 ? solve_mu(x - 1, 1 - alpha / 2) : 0;
}
