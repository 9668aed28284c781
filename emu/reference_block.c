/* SPDX-License-Identifier: MIT */
/* reference_block.c -- the reference twin (GMP) of the integer and
 * block-scaled datapaths (design.md 3.8-3.10): alg_int.c, alg_gst.c,
 * alg_bsw.c.  Every value is an exact mpz multiple of 2^BASE (operands,
 * products with their scales, C), so no step here shifts right except the
 * truncations the specification names. */
#include "reference.h"

#include <limits.h>

#define BASE (-2400L)   /* every exact value here is a multiple of 2^BASE */

/* x * 2^(e - frac) as a multiple of 2^BASE. */
static void at_base(mpz_t out, const ref_val *x, long extra_exp)
{
    mpz_set_ui(out, x->cls == V_FIN ? (unsigned long)x->sig : 0ul);
    mpz_mul_2exp(out, out, (mp_bitcnt_t)(x->exp - x->frac + extra_exp - BASE));
    if (x->neg)
        mpz_neg(out, out);
}

uint32_t mmaemu_ref_int(const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b,
                        int n, uint32_t c)
{
    mpz_t S, t, lim;
    ref_val x, y;
    mpz_inits(S, t, lim, NULL);
    mmaemu_ref_decode(MMAEMU_S32, c, &x);
    at_base(S, &x, 0);
    for (int i = 0; i < n; i++) {
        mmaemu_ref_decode(p->a_fmt, a[i], &x);
        mmaemu_ref_decode(p->b_fmt, b[i], &y);
        at_base(t, &x, 0);   /* integers: exponent 0; x at 2^BASE like C */
        mpz_mul_ui(t, t, (unsigned long)y.sig);
        if (y.neg)
            mpz_neg(t, t);
        mpz_add(S, S, t);
    }
    mpz_tdiv_q_2exp(S, S, (mp_bitcnt_t)-BASE);   /* exact: C was scaled up */
    if (p->out == MMAEMU_OUT_SAT_S32) {
        mpz_set_si(lim, 2147483647L);
        if (mpz_cmp(S, lim) > 0)
            mpz_set(S, lim);
        mpz_set_si(lim, -2147483647L - 1);
        if (mpz_cmp(S, lim) < 0)
            mpz_set(S, lim);
    }
    mpz_fdiv_r_2exp(S, S, 32);   /* two's complement word */
    uint32_t r = (uint32_t)mpz_get_ui(S);
    mpz_clears(S, t, lim, NULL);
    return r;
}

/* NaN / Inf rules (design.md 3.1) over operands and C; 1 and *r when they
 * decide. */
static int specials(const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b, int n,
                    const ref_val *c, uint32_t *r)
{
    int nan = c->cls == V_NAN, pinf = c->cls == V_INF && !c->neg, ninf = c->cls == V_INF && c->neg;
    for (int i = 0; i < n; i++) {
        ref_val x, y;
        mmaemu_ref_decode(p->a_fmt, a[i], &x);
        mmaemu_ref_decode(p->b_fmt, b[i], &y);
        if (x.cls == V_NAN || y.cls == V_NAN)
            nan = 1;
        else if (x.cls == V_INF || y.cls == V_INF) {
            if (x.cls == V_ZERO || y.cls == V_ZERO)
                nan = 1;
            else if (x.neg ^ y.neg)
                ninf = 1;
            else
                pinf = 1;
        }
    }
    if (nan || (pinf && ninf))
        *r = p->nan_bits;
    else if (pinf || ninf)
        *r = ninf ? 0xFF800000u : 0x7F800000u;
    return nan || pinf || ninf;
}

/* Product i with its scales, a multiple of 2^(2 BASE); 0 if zero. */
static int scaled_product(const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b,
                          const ref_val *sa, const ref_val *sb, int i, mpz_t out)
{
    ref_val x, y;
    mpz_t t;
    mmaemu_ref_decode(p->a_fmt, a[i], &x);
    mmaemu_ref_decode(p->b_fmt, b[i], &y);
    mpz_init(t);
    at_base(out, &x, 0);
    at_base(t, &y, 0);
    mpz_mul(out, out, t);
    at_base(t, &sa[i], 0);
    mpz_mul(out, out, t);
    at_base(t, &sb[i], 0);
    mpz_mul(out, out, t);
    mpz_clear(t);
    return mpz_sgn(out) != 0;   /* now at 2^(4 BASE) */
}

#define PB (4 * BASE)   /* exponent of a scaled product's unit */

/* out = trunc(v * 2^(PB - q)), v at 2^PB: units of 2^q. */
static void units_of(mpz_t out, const mpz_t v, long q)
{
    mmaemu_ref_trunc(out, v, PB - q);
}

static uint32_t finish(const mmaemu_step_params *p, const mpz_t S, long q)
{
    const ref_out o = mmaemu_ref_out_of(p->out);
    return mpz_sgn(S) ? mmaemu_ref_round(S, q, &o) : 0u;   /* zero: +0 */
}

uint32_t mmaemu_ref_gst(const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b,
                        int n, uint32_t c, const ref_val *sa, const ref_val *sb)
{
    ref_val vc;
    uint32_t r;
    mmaemu_ref_decode(p->acc_fmt, c, &vc);
    if (specials(p, a, b, n, &vc, &r))
        return r;
    const int ng = p->L / p->group;
    mpz_t V[MMAEMU_MAX_L + 1], t, S;
    long e[MMAEMU_MAX_L + 1], E = LONG_MIN;
    mpz_inits(t, S, NULL);
    for (int g = 0; g <= ng; g++) {
        mpz_init(V[g]);
        int any = 0;
        if (g == ng) {   /* C: at 2^PB */
            at_base(V[g], &vc, -3 * BASE);
            any = vc.cls == V_FIN;
            e[g] = any ? vc.exp : p->e_zero;
        } else {
            const int first = g * p->group;
            for (int i = first; i < first + p->group && i < n; i++) {
                ref_val x, y;
                scaled_product(p, a, b, sa, sb, i, t);
                mpz_add(V[g], V[g], t);
                mmaemu_ref_decode(p->a_fmt, a[i], &x);
                mmaemu_ref_decode(p->b_fmt, b[i], &y);
                /* a group is zero when all its products are (not by
                 * cancellation), or its scale pair is */
                any |= x.cls == V_FIN && y.cls == V_FIN && sa[i].sig * sb[i].sig != 0;
            }
            e[g] = any ? sa[first].exp + sb[first].exp : p->e_zero;
        }
        if (e[g] > E)
            E = e[g];
    }
    for (int g = 0; g <= ng; g++) {
        units_of(t, V[g], E - p->F);
        mpz_add(S, S, t);
        mpz_clear(V[g]);
    }
    r = finish(p, S, E - p->F);
    mpz_clears(t, S, NULL);
    return r;
}

/* BSW (design.md 3.10), written from the rule's statement. */
typedef struct {
    mpz_t v[MMAEMU_MAX_L];   /* scaled products at 2^PB */
    long r[MMAEMU_MAX_L], s[MMAEMU_MAX_L];
    int nz[MMAEMU_MAX_L], n;
} bsw_in;

static void bsw_load(const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b, int n,
                     const ref_val *sa, const ref_val *sb, bsw_in *in)
{
    in->n = n;
    for (int i = 0; i < n; i++) {
        ref_val x, y;
        mpz_init(in->v[i]);
        in->nz[i] = scaled_product(p, a, b, sa, sb, i, in->v[i]);
        mmaemu_ref_decode(p->a_fmt, a[i], &x);
        mmaemu_ref_decode(p->b_fmt, b[i], &y);
        in->s[i] = sa[i].exp + sb[i].exp;
        in->r[i] = x.exp + y.exp + in->s[i];
    }
}

/* max of x over the non-zero products of [lo, hi); LONG_MIN if none. */
static long bsw_max(const bsw_in *in, const long *x, int lo, int hi)
{
    long m = LONG_MIN;
    for (int i = lo; i < hi && i < in->n; i++)
        if (in->nz[i] && x[i] > m)
            m = x[i];
    return m;
}

/* trunc(sum of products [lo, hi) / 2^q) into out. */
static void bsw_group(const bsw_in *in, int lo, int hi, long q, mpz_t out)
{
    mpz_t sum;
    mpz_init(sum);
    for (int i = lo; i < hi && i < in->n; i++)
        mpz_add(sum, sum, in->v[i]);
    units_of(out, sum, q);
    mpz_clear(sum);
}

/* The product-dominant sum at 2^q; with drop_below >= 0 the floor rule:
 * groups of a scale pair below S whose units are under 2^drop_below
 * (2^0 = 1 when the floor is not above q) are left out. */
static void bsw_window(const mmaemu_step_params *p, const bsw_in *in, const ref_val *vc,
                       const mpz_t C, long q, long S, long drop_below, mpz_t units)
{
    mpz_t u, lim;
    mpz_inits(u, lim, NULL);
    units_of(units, C, q);
    for (int lo = 0; lo < in->n; lo += p->group) {
        long qg = q, rg = bsw_max(in, in->r, lo, lo + p->group);
        if (p->c_entry == MMAEMU_C_GROUPWISE && vc->cls == V_FIN && rg != LONG_MIN &&
            vc->exp >= rg && vc->exp - p->F2 > q)
            qg = vc->exp - p->F2;
        bsw_group(in, lo, lo + p->group, qg, u);
        mpz_mul_2exp(u, u, (mp_bitcnt_t)(qg - q));
        long sg = bsw_max(in, in->s, lo, lo + p->group);
        mpz_set_ui(lim, 1);
        mpz_mul_2exp(lim, lim, (mp_bitcnt_t)(drop_below > 0 ? drop_below : 0));
        if (drop_below >= 0 && sg != LONG_MIN && sg < S && mpz_cmpabs(u, lim) < 0)
            continue;
        mpz_add(units, units, u);
    }
    mpz_clears(u, lim, NULL);
}

static uint32_t bsw_eval(const mmaemu_step_params *p, const bsw_in *in, const ref_val *vc)
{
    mpz_t C, units, t;
    uint32_t r;
    mpz_inits(C, units, t, NULL);
    at_base(C, vc, -3 * BASE);
    const long R = bsw_max(in, in->r, 0, in->n), S = bsw_max(in, in->s, 0, in->n);
    if (R == LONG_MIN) {
        r = finish(p, C, PB);   /* C alone, exact */
    } else if (vc->cls == V_FIN && vc->exp >= R) {
        const long q = vc->exp - p->F2;
        units_of(units, C, q);
        for (int lo = 0; lo < in->n; lo += 16) {
            bsw_group(in, lo, lo + 16, q, t);
            mpz_add(units, units, t);
        }
        r = finish(p, units, q);
    } else {
        const long q = R - p->F > S - p->F2 ? R - p->F : S - p->F2;
        bsw_window(p, in, vc, C, q, S, -1, units);
        r = finish(p, units, q);
        if (p->e_zero < 0 && (r & 0x7FFFFFFFu) && (r & 0x7FFFFFFFu) < 0x800000u) {
            bsw_window(p, in, vc, C, q, S, p->e_zero > q ? p->e_zero - q : 0, units);
            r = finish(p, units, q);
        }
    }
    mpz_clears(C, units, t, NULL);
    return r;
}

uint32_t mmaemu_ref_bsw(const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b,
                        int n, uint32_t c, const ref_val *sa, const ref_val *sb)
{
    ref_val vc;
    uint32_t r;
    bsw_in in;
    mmaemu_ref_decode(p->acc_fmt, c, &vc);
    if (specials(p, a, b, n, &vc, &r))
        return r;
    bsw_load(p, a, b, n, sa, sb, &in);
    r = bsw_eval(p, &in, &vc);
    for (int i = 0; i < n; i++)
        mpz_clear(in.v[i]);
    return r;
}
