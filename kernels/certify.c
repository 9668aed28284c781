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

/* The caps of the linear form: with sx, |c_0|, PN, PM <= cap, every
 * partial sum's bound, at most ksum cap + k0, stays below 2^126 (section
 * 4); cap = ncap^2, a power of two, halved for margin. */
static void plan_caps(mmaemu_cert_plan *cp, double ksum, double k0)
{
    ksum += 2 * ((double)cp->f_csx + cp->f_cpn + 2.0 * cp->f_cpm);
    k0 += 2.0 * cp->f_c0;
    int t = 62;
    while (t > -60 && !(2 * (ksum * ldexp(1, 2 * t) + k0) < ldexp(1, 126)))
        t--;
    cp->f_cap = ldexpf(1, 2 * t);
    cp->f_ncap = ldexpf(1, t);
}

/* The blocked kernels' bound as one linear form B <= c_sx sx + c_pn PN +
 * c_pm (PM + |c_0|) + c_0 (docs/certified.md, section 4a), sx their fp32
 * sum of f(X_s) (the binade sums, mmaemu_cert_binade), in the form of
 * section 3b with margin 2^-r: a = alpha + beta, K = 2^(r + 2) + 2,
 * D = 1 / (1 - a n K), G = 1 + D a n K,
 *   B <= (D a + G u) SX + G gw PN + D (alpha + alpha_p) (PM + |c_0|)
 *       + D (n eta + a n 2^-125) + G tiny_native,   SX = gsum sx + tiny_sum,
 * plus 2^-104 for results flushed to zero (section 4a).  Every partial
 * sum stays below 2 SX + |c_0| + 2 B (section 3b). */
static void plan_floats_binade(mmaemu_cert_plan *cp, int r)
{
    const double n = (double)cp->nst, u = ldexp(1, -24), a = cp->alpha + cp->beta;
    const double anK = a * n * (ldexp(1, r + 2) + 2);
    const double D = 1 / (1 - anK) * (1 + ldexp(1, -40)), G = 1 + D * anK;
    const double cs = D * a + G * u;
    cp->f_binc = 1u << (23 - r);
    cp->binade = 1;
    cp->f_csx = up32_margin(cs * cp->gsum);
    cp->f_cpn = up32_margin(G * cp->gw);
    cp->f_cpm = up32_margin(D * (cp->alpha + cp->alpha_p));
    cp->f_c0 = up32_abs((cs * cp->tiny_sum + G * cp->tiny_native +
                         D * (n * cp->eta + a * n * ldexp(1, -125)) + ldexp(1, -104)) *
                        (1 + ldexp(1, -40)));
    plan_caps(cp, 2 * cp->gsum + 1, 2 * cp->tiny_sum);
}

/* Section 3's form where the binade one's a n K would pass 1/16 (above
 * some 10^4 steps): the kernels' binade sums bound SX' = sum |X_s| too,
 * |x| < 2 f(x) + 2^-126, so sx goes in doubled:
 *   B <= g1 gw PN + (g1 u + grow th) (2 gsum sx + 2 tiny_sum + n 2^-126)
 *       + grow (alpha + alpha_p) (PM + |c_0|) + g1 tiny_native + grow n eta,
 * with g1 = 1 + n th grow, th = alpha + beta; sxe <= SX' + n en. */
static void plan_floats_plain(mmaemu_cert_plan *cp)
{
    const double n = (double)cp->nst, u = ldexp(1, -24), th = cp->alpha + cp->beta;
    const double g1 = 1 + n * th * cp->grow, cs = g1 * u + cp->grow * th;
    const double ts = 2 * cp->tiny_sum + n * ldexp(1, -126);
    cp->f_binc = 1u << 22;
    cp->binade = 0;
    cp->f_csx = up32_margin(cs * cp->gsum * 2);
    cp->f_cpn = up32_margin(g1 * cp->gw);
    cp->f_cpm = up32_margin(cp->grow * (cp->alpha + cp->alpha_p));
    cp->f_c0 = up32_abs((cs * ts + g1 * cp->tiny_native + cp->grow * n * cp->eta +
                         ldexp(1, -104)) * (1 + ldexp(1, -40)));
    plan_caps(cp, 2 * cp->gsum * (1 + n * u) + n * cp->gw + 1,
              ts * (1 + n * u) + n * cp->tiny_native);
}

/* The binade form with the margin r of the smallest expected bound: the
 * binade sums' excess over sum 2^e(X_s) (about 2^-(r + 1) of sum |X_s|
 * on mantissas spread like Benford's, against ln 2 for the sum itself)
 * weighed against the small steps' allowance, a n K of the whole bound. */
static void plan_floats(mmaemu_cert_plan *cp)
{
    const double a = cp->alpha + cp->beta, n = (double)cp->nst;
    int best = 0;
    double score = 0;
    for (int r = 1; r <= 8; r++) {
        const double anK = a * n * (ldexp(1, r + 2) + 2);
        const double sc = -log1p(-ldexp(1, -(r + 1))) / log(2) + 1.4 * anK;
        if (anK <= 1.0 / 16 && (!best || sc < score))
            best = r, score = sc;
    }
    if (best)
        plan_floats_binade(cp, best);
    else
        plan_floats_plain(cp);
}

/* The blocked kernels' roundings per position k of a step (docs/certified.md,
 * section 3, "the weighted norm"): each chain holds h = L / 2 products from
 * +0, so the product at chain place i passes h roundings if i = 0 (its own
 * addition is exact) and h - i + 1 otherwise, the last being y0 + y1.  AMX
 * and the FMA form put position k at place k / 2 of chain k % 2; the
 * vdpbf16ps form puts pair q into chain q % 2, odd position first (the
 * SDM's order), so at place 2 (q / 2) + (k even).  The larger of the two,
 * repeated with period L over f_wt's length; gw = u / (1 - h u), so that
 * gamma_w <= w gw for every w <= h. */
static void plan_weights(mmaemu_cert_plan *cp)
{
    const int L = cp->L, h = L / 2;
    for (size_t k = 0; k < sizeof cp->f_wt / sizeof *cp->f_wt; k++) {
        const int pos = (int)(k % (size_t)L), q = pos / 2;
        const int ia = q, id = 2 * (q / 2) + (pos % 2 == 0);
        const int wa = ia ? h - ia + 1 : h, wd = id ? h - id + 1 : h;
        cp->f_wt[k] = (float)(L == 1 ? 1 : wa > wd ? wa : wd);
    }
    const double u = ldexp(1, -24);
    cp->gw = u / (1 - (h > 1 ? h : 1) * u);
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
    plan_weights(cp);
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
                      size_t wstride, float *mnorm, float *norm, const float *wt)
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
        const double xw = (double)x * (wt ? wt[q % (size_t)L] : 1);   /* exact */
        sq += xw * xw;
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
