/* SPDX-License-Identifier: MIT */
/* certify.c -- the certified path's plan (which instructions and
 * schedules it covers, with the per-step error constants of each family),
 * operand loading, and the interval that bounds the emulated result
 * (kernels/certify.h; the derivation: docs/certified.md). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"

int mmaemu_cert_exact_forced(void)
{
    const char *e = getenv("MMAEMU_EXACT");
    return e && *e && strcmp(e, "0") != 0;
}

int mmaemu_cert_fp32_forced(void)
{
    const char *e = getenv("MMAEMU_CERT_FP32");
    return e && *e && strcmp(e, "0") != 0;
}

/* alpha, beta, eta of one step family (docs/certified.md, section 2);
 * -1 when the family is not covered. */
static int family_constants(const mmaemu_step_params *p, mmaemu_cert_plan *cp)
{
    const double L = p->L;
    /* a product with the largest exponent keeps every bit when its
     * fraction fits in F bits (fp32's C likewise) */
    const int fab = mmaemu_format_get(p->a_fmt)->frac_bits + mmaemu_format_get(p->b_fmt)->frac_bits;
    switch (p->alg) {
    case MMAEMU_ALG_T_FDPA: {
        if (p->out != MMAEMU_OUT_RZ_FP32 || p->c_entry != MMAEMU_C_FUSED)
            return -1;
        const int ef = p->e_zero > -126 ? p->e_zero : -126;
        const double lossy = fab <= p->F && 23 <= p->F ? L : L + 1;
        cp->beta = ldexp(1, -23);
        cp->alpha = lossy * ldexp(1, -p->F) * (1 + cp->beta);
        /* E raised to e_zero above every term: all L + 1 may lose bits */
        cp->eta = (L + 1) * ldexp(1, ef - p->F) * (1 + cp->beta) + ldexp(1, -149);
        cp->L = p->L;
        return 0;
    }
    case MMAEMU_ALG_TR_FDPA: {
        /* zero_align M126: a zero times a large operand can set E far above
         * every product and C, which (1) does not bound (certified.md 2) */
        if (p->zero_align != MMAEMU_ZALIGN_SKIP)
            return -1;
        const double f2 = ldexp(1, -p->F2), lossp = fab <= p->F ? L - 1 : L, lossy = lossp + 2;
        cp->beta = f2 + ldexp(1, -24) * (1 + f2);
        /* C's floor (grid 2^(E - F)) and the product sum's (2^(E - F2 - x)):
         * C loses bits only where the products set E above e_c (C's 24 bits
         * fit F >= 23), the sum only where C sets E above e_dot (F2 + x >=
         * F), so one of them per step; else both.  The products' own
         * truncation is relative to their largest (e_dot), not E. */
        const int x = p->tr_variant == MMAEMU_TR_FLOOR_BEFORE ? 0 : 1;
        const double floors = p->F >= 23 && p->F2 + x >= p->F ? 1 : 2;
        cp->alpha = floors * ldexp(1, -p->F) * (1 + cp->beta);
        cp->alpha_p = lossp * ldexp(1, -p->F) * (1 + cp->beta);
        cp->eta = lossy * ldexp(1, -126 - p->F) * (1 + cp->beta) +
                  ldexp(1, -126 - p->F2) * (1 + ldexp(1, -24)) + ldexp(1, -150);
        cp->L = p->L;
        return 0;
    }
    case MMAEMU_ALG_E_FDPA:
    case MMAEMU_ALG_FMA:
        if (p->out != MMAEMU_OUT_RNE_FP32)
            return -1;
        cp->alpha = 0;
        cp->beta = ldexp(1, -24);
        cp->eta = ldexp(1, -150);
        /* An FMA chain rounds after every product: steps of one. */
        cp->L = p->alg == MMAEMU_ALG_FMA ? 1 : p->L;
        return 0;
    default:
        return -1;
    }
}

/* An fp32 value >= v (v >= 0). */
static float up32(double v);

/* An fp32 upper bound of an absolute term, at least 2^-126. */
static float up32_abs(double v)
{
    const float f = up32(v);
    return f > 0x1p-126f ? f : 0x1p-126f;
}

/* A double computed from exact constants by a few double operations,
 * rounded up to fp32 past their rounding errors (each < 2^-53 relative). */
static float up32_margin(double v)
{
    return up32(v * (1 + ldexp(1, -40)));
}

/* The blocked kernel's bound as one linear form (docs/certified.md,
 * section 4a).  Section 3's en = gstep PN + u SX + tiny_native, sxe = SX +
 * n en, B = grow (th sxe + alpha |c_0| + (alpha + alpha_p) PM + n eta) + en,
 * SX = gsum sx + tiny_sum, expanded with g1 = 1 + n th grow:
 *   B <= g1 gstep PN + (g1 u + grow th) gsum sx + grow (alpha + alpha_p) (PM + |c_0|)
 *       + (g1 u + grow th) tiny_sum + g1 tiny_native + grow n eta,
 * plus 2^-104 for results flushed to zero (section 4a).  The caps: with
 * sx, |c_0|, PN, PM <= cap, sxe + |c_0| + 2B <= ksum cap + k0 must stay
 * below 2^126 (section 4); cap = ncap^2, a power of two, halved for
 * margin. */
static void plan_floats(mmaemu_cert_plan *cp)
{
    const double n = (double)cp->nst, u = ldexp(1, -24), th = cp->alpha + cp->beta;
    const double g1 = 1 + n * th * cp->grow, cs = g1 * u + cp->grow * th;
    const double csx = cs * cp->gsum, cpn = g1 * cp->gstep, cpm = cp->grow * (cp->alpha + cp->alpha_p);
    const double c0 = cs * cp->tiny_sum + g1 * cp->tiny_native + cp->grow * n * cp->eta +
                      ldexp(1, -104);
    cp->f_csx = up32_margin(csx);
    cp->f_cpn = up32_margin(cpn);
    cp->f_cpm = up32_margin(cpm);
    cp->f_c0 = up32_abs(c0 * (1 + ldexp(1, -40)));
    /* sxe <= gsum (1 + n u) sx + n gstep PN + tiny_sum (1 + n u) + n tiny_native */
    const double ksum = cp->gsum * (1 + n * u) + n * cp->gstep + 1 +
                        2 * ((double)cp->f_csx + cp->f_cpn + 2.0 * cp->f_cpm);
    const double k0 = cp->tiny_sum * (1 + n * u) + n * cp->tiny_native + 2.0 * cp->f_c0;
    int t = 62;
    while (t > -60 && !(2 * (ksum * ldexp(1, 2 * t) + k0) < ldexp(1, 126)))
        t--;
    cp->f_cap = ldexpf(1, 2 * t);
    cp->f_ncap = ldexpf(1, t);
}

int mmaemu_cert_plan_make(const mmaemu_instr *ins, const mmaemu_schedule *s, size_t kp,
                          size_t ranges, size_t slices, mmaemu_cert_plan *cp)
{
    const mmaemu_step_params *p = &ins->step;
    memset(cp, 0, sizeof *cp);
    if (ins->widen_fp16 || ins->k_interleave || ins->c_after)
        return -1;
    if ((p->a_fmt != MMAEMU_BF16 && p->a_fmt != MMAEMU_FP16) ||
        (p->b_fmt != MMAEMU_BF16 && p->b_fmt != MMAEMU_FP16) || p->acc_fmt != MMAEMU_FP32)
        return -1;
    /* One chain per element: the bound follows that chain's steps. */
    if (s->epilogue == MMAEMU_EPI_NONE || ranges != 1 || slices != 1 || s->promote ||
        s->streamk || s->convert != MMAEMU_CONVERT_TRUNC)
        return -1;
    if (mmaemu_params_check(p) || ins->k % p->L || family_constants(p, cp))
        return -1;
    if (kp % (size_t)cp->L || (size_t)p->L * 2 * MMAEMU_CERT_LANES > 4096)
        return -1;
    cp->nst = kp / (size_t)cp->L;
    const double u = ldexp(1, -24), n = (double)cp->nst, d = (cp->L + 1) / 2;
    if (n * u > 0.01)
        return -1;
    /* two interleaved chains of ceil(L/2) products, each started from +0 (its
     * first addition exact), then their sum: d roundings per product at most */
    cp->gstep = d * u / (1 - d * u);
    cp->grow = exp((n - 1) * log1p(cp->alpha + cp->beta)) * (1 + ldexp(1, -40));
    const double g = 2 * (n + 1) * u;
    cp->gsum = 1 + g / (1 - g);
    /* absolute error per fp32 operation near underflow: 2^-149 with
     * gradual underflow, below 2^-125 even if the caller's thread flushes
     * subnormals (FTZ / DAZ): the larger one */
    cp->tiny_sum = (n + 1) * ldexp(1, -125);
    cp->tiny_native = ((double)kp + 2 * n + 2) * ldexp(1, -125);
    plan_floats(cp);
    return 0;
}

/* An fp32 value >= v (v >= 0). */
static float up32(double v)
{
    float f = (float)v;
    return (double)f < v ? nextafterf(f, INFINITY) : f;
}

int mmaemu_cert_load(mmaemu_format f, const uint32_t *bits, size_t kp, int L, float *v,
                     size_t vstride, float *vmax, float *vnorm, size_t mstride)
{
    const int fp16 = f == MMAEMU_FP16;
    for (size_t s = 0; s * (size_t)L < kp; s++) {
        float m = 0;
        double sq = 0;   /* squares of bf16 / fp16 values: exact in double */
        for (size_t q = s * (size_t)L; q < (s + 1) * (size_t)L; q++) {
            const uint32_t b = bits[q];
            const uint32_t e = fp16 ? (b >> 10) & 0x1F : (b >> 7) & 0xFF;
            const uint32_t emax = fp16 ? 0x1F : 0xFF, frac = fp16 ? b & 0x3FF : b & 0x7F;
            if (e == emax || (e == 0 && frac))
                return -1;   /* NaN, Inf, subnormal: the exact path */
            float x;
            if (fp16) {
                /* exact: 11 significant bits, exponent within fp32's */
                x = e ? ldexpf((float)(0x400 | frac), (int)e - 25) : 0.0f;
                if (b & 0x8000)
                    x = -x;
            } else {
                const uint32_t w = b << 16;
                memcpy(&x, &w, sizeof x);
            }
            v[q * vstride] = x;
            if (fabsf(x) > m)
                m = fabsf(x);
            sq += (double)x * x;
        }
        vmax[s * mstride] = m;
        vnorm[s * mstride] = up32(sqrt(sq) * (1 + ldexp(1, -40)));
    }
    return 0;
}

int mmaemu_cert_pairs(const uint32_t *bits, size_t kp, int L, uint32_t *words,
                      size_t wstride, float *mnorm, float *norm)
{
    double sq = 0, sqm = 0;   /* squares of bf16 values: exact in double */
    float m = 0;
    for (size_t q = 0; q < kp; q++) {
        const uint32_t b = bits[q] & 0xFFFF, e = (b >> 7) & 0xFF;
        if (e == 0xFF || (e == 0 && (b & 0x7F)))
            return -1;   /* NaN, Inf, subnormal: the exact path */
        const uint32_t w = b << 16;
        float x;
        memcpy(&x, &w, sizeof x);
        x = fabsf(x);
        m = x > m ? x : m;
        sq += (double)x * x;
        if (q % 2)
            words[q / 2 * wstride] = (b << 16) | (bits[q - 1] & 0xFFFF);
        if ((q + 1) % (size_t)L == 0) {   /* the power of two of the step's maximum */
            const double pf = m > 0 ? ldexp(1, ilogb(m)) : 0;
            sqm += pf * pf;
            m = 0;
        }
    }
    *mnorm = mmaemu_cert_norm_up(sqm, kp / (size_t)L);
    *norm = mmaemu_cert_norm_up(sq, kp);
    return 0;
}

static size_t n_tried, n_certified;

void mmaemu_cert_count(size_t tried, size_t certified)
{
    __atomic_add_fetch(&n_tried, tried, __ATOMIC_RELAXED);
    __atomic_add_fetch(&n_certified, certified, __ATOMIC_RELAXED);
}

void mmaemu_cert_stats(size_t *tried, size_t *certified, int reset)
{
    *tried = reset ? __atomic_exchange_n(&n_tried, 0, __ATOMIC_RELAXED)
                   : __atomic_load_n(&n_tried, __ATOMIC_RELAXED);
    *certified = reset ? __atomic_exchange_n(&n_certified, 0, __ATOMIC_RELAXED)
                       : __atomic_load_n(&n_certified, __ATOMIC_RELAXED);
}
