/* SPDX-License-Identifier: MIT */
/* alg_bsw.c -- the block-scaled window of sf-tensor/tcgen05 (design.md
 * 3.10): `tcgen05_model/MODEL.md` section 5 ("UE8M0 MXF4 and MXF4NVF4",
 * "UE4M3 NVFP4"), the rules its authors fitted to B200 outputs.
 *
 * Products carry both scales exactly.  R is the largest alignment exponent
 * of a non-zero scaled product (e_a + e_b + x_a + x_b), S the largest scale
 * pair exponent (x_a + x_b) of a non-zero product.  When a non-zero C has
 * e_c >= R, each K = 16 block sum is truncated to F2 bits below e_c and
 * added to C so truncated.  Otherwise the quantum is 2^q, q = max(R - F,
 * S - F2); products are reduced exactly in groups of `group` and each group
 * sum truncated to 2^q (C too), except that with C_GROUPWISE a group whose
 * products C outranks is truncated at max(q, e_c - F2).  With e_zero < 0 a
 * subnormal fp32 result is recomputed without the groups of a smaller scale
 * pair whose units are below 2^(e_zero - q) (the "2^-174 floor"). */
#include "internal.h"

#include <gmp.h>

#define MERGE 16   /* the physical K block of the C-dominant merge */

typedef struct {
    mmaemu_i128 m[MMAEMU_MAX_L]; /* product i = m[i] * 2^v[i], exact */
    int v[MMAEMU_MAX_L];
    int r[MMAEMU_MAX_L];         /* alignment exponent incl. scales */
    int s[MMAEMU_MAX_L];         /* scale pair exponent */
    int nz[MMAEMU_MAX_L];
    int n;
} bsw_prods;

static void products(const mmaemu_value *a, const mmaemu_value *b, const mmaemu_value *sa,
                     const mmaemu_value *sb, int n, bsw_prods *P)
{
    P->n = n;
    for (int i = 0; i < n; i++) {
        uint64_t m = a[i].sig * b[i].sig * sa[i].sig * sb[i].sig;
        P->nz[i] = a[i].cls == MMAEMU_CLASS_FINITE && b[i].cls == MMAEMU_CLASS_FINITE && m;
        P->m[i] = P->nz[i] ? ((a[i].sign ^ b[i].sign) ? -(mmaemu_i128)m : (mmaemu_i128)m) : 0;
        P->v[i] = a[i].exp - a[i].frac_bits + b[i].exp - b[i].frac_bits + sa[i].exp -
                  sa[i].frac_bits + sb[i].exp - sb[i].frac_bits;
        P->s[i] = sa[i].exp + sb[i].exp;
        P->r[i] = a[i].exp + b[i].exp + P->s[i];
    }
}

/* trunc(sum of products [lo, hi) / 2^q), exactly, in GMP: the products'
 * exponents span more than an i128 holds. */
static mmaemu_i128 wide_group_units(const bsw_prods *P, int lo, int hi, int q, int vmin)
{
    mpz_t sum, t;
    mpz_init(sum);
    mpz_init(t);
    for (int i = lo; i < hi && i < P->n; i++) {
        if (!P->nz[i])
            continue;
        const mmaemu_i128 m = P->m[i] < 0 ? -P->m[i] : P->m[i];   /* below 2^64 */
        mpz_set_ui(t, (unsigned long)(uint64_t)m);
        mpz_mul_2exp(t, t, (mp_bitcnt_t)(P->v[i] - vmin));
        if (P->m[i] < 0)
            mpz_sub(sum, sum, t);
        else
            mpz_add(sum, sum, t);
    }
    if (vmin >= q)
        mpz_mul_2exp(sum, sum, (mp_bitcnt_t)(vmin - q));
    else
        mpz_tdiv_q_2exp(sum, sum, (mp_bitcnt_t)(q - vmin));   /* toward zero */
    const int neg = mpz_sgn(sum) < 0;
    mpz_abs(sum, sum);
    /* the units of a step stay far below 2^127 (alg_bsw's F, F2) */
    const mmaemu_i128 mag = (mmaemu_i128)mpz_getlimbn(sum, 1) << 64 | mpz_getlimbn(sum, 0);
    mpz_clear(sum);
    mpz_clear(t);
    return neg ? -mag : mag;
}

/* trunc(sum of products [lo, hi) / 2^q): in an i128 where the products'
 * exponents span at most 100 bits (a group under one pair of scales spans
 * a few), else in GMP (scales that change inside a group: a block size or
 * K order no hardware has). */
static mmaemu_i128 group_units(const bsw_prods *P, int lo, int hi, int q)
{
    int vmin = INT32_MAX, vmax = INT32_MIN;
    for (int i = lo; i < hi && i < P->n; i++)
        if (P->nz[i]) {
            vmin = P->v[i] < vmin ? P->v[i] : vmin;
            vmax = P->v[i] > vmax ? P->v[i] : vmax;
        }
    if (vmin == INT32_MAX)
        return 0;
    if (vmax - vmin > 100)
        return wide_group_units(P, lo, hi, q, vmin);
    mmaemu_i128 sum = 0;
    for (int i = lo; i < hi && i < P->n; i++)
        if (P->nz[i])
            sum += P->m[i] * ((mmaemu_i128)1 << (P->v[i] - vmin));
    return mmaemu_i128_shift(sum, vmin - q);
}

/* Largest r (or s) of the non-zero products of [lo, hi); INT32_MIN if none. */
static int group_max(const bsw_prods *P, const int *x, int lo, int hi)
{
    int m = INT32_MIN;
    for (int i = lo; i < hi && i < P->n; i++)
        if (P->nz[i] && x[i] > m)
            m = x[i];
    return m;
}

static mmaemu_i128 c_units(const mmaemu_value *c, int q)
{
    if (c->cls != MMAEMU_CLASS_FINITE)
        return 0;
    mmaemu_i128 m = c->sign ? -(mmaemu_i128)c->sig : (mmaemu_i128)c->sig;
    return mmaemu_i128_shift(m, c->exp - c->frac_bits - q);
}

/* Units of each group at quantum 2^q (into u), their sum returned. */
static mmaemu_i128 window_sum(const mmaemu_step_params *p, const bsw_prods *P,
                              const mmaemu_value *c, int q, mmaemu_i128 *u)
{
    const int cnz = c->cls == MMAEMU_CLASS_FINITE;
    mmaemu_i128 units = 0;
    for (int g = 0; g * p->group < P->n; g++) {
        int lo = g * p->group, hi = lo + p->group, qg = q;
        int rg = group_max(P, P->r, lo, hi);
        if (p->c_entry == MMAEMU_C_GROUPWISE && cnz && rg != INT32_MIN && c->exp >= rg &&
            c->exp - p->F2 > q)
            qg = c->exp - p->F2;
        u[g] = mmaemu_i128_shift(group_units(P, lo, hi, qg), qg - q);
        units += u[g];
    }
    return units;
}

/* The subnormal floor: drop small groups of a smaller scale pair. */
static mmaemu_i128 floored(const mmaemu_step_params *p, const bsw_prods *P,
                           const mmaemu_value *c, int q, int S, const mmaemu_i128 *u)
{
    const int d = p->e_zero - q;   /* threshold 2^d units (1 when d <= 0) */
    mmaemu_i128 units = c_units(c, q);
    for (int g = 0; g * p->group < P->n; g++) {
        int sg = group_max(P, P->s, g * p->group, (g + 1) * p->group);
        mmaemu_i128 mag = u[g] < 0 ? -u[g] : u[g];
        int small = d <= 0 ? mag < 1 : (d >= 120 || mag < ((mmaemu_i128)1 << d));
        if (sg != INT32_MIN && sg < S && small)
            continue;
        units += u[g];
    }
    return units;
}

uint32_t mmaemu_alg_bsw(const mmaemu_step_params *p, const mmaemu_value *a,
                        const mmaemu_value *b, int n, const mmaemu_value *c,
                        const mmaemu_value *sa, const mmaemu_value *sb)
{
    bsw_prods local, *PP = &local;
    products(a, b, sa, sb, n, PP);
    const int R = group_max(PP, PP->r, 0, n), S = group_max(PP, PP->s, 0, n);
    const int cnz = c->cls == MMAEMU_CLASS_FINITE;
    if (R == INT32_MIN)   /* no non-zero product: C itself */
        return mmaemu_step_output(p, (int64_t)c_units(c, c->exp - c->frac_bits),
                                  c->exp - c->frac_bits, 0);
    if (cnz && c->exp >= R) {   /* C-dominant: 16-blocks on C's window */
        int q = c->exp - p->F2;
        mmaemu_i128 units = c_units(c, q);
        for (int lo = 0; lo < n; lo += MERGE)
            units += group_units(PP, lo, lo + MERGE, q);
        return mmaemu_step_output(p, (int64_t)units, q, 0);
    }
    int q = R - p->F > S - p->F2 ? R - p->F : S - p->F2;
    mmaemu_i128 u[MMAEMU_MAX_L];
    mmaemu_i128 units = c_units(c, q) + window_sum(p, PP, c, q, u);
    uint32_t r = mmaemu_step_output(p, (int64_t)units, q, 0);
    if (p->e_zero < 0 && (r & 0x7FFFFFFFu) && (r & 0x7FFFFFFFu) < 0x800000u)
        r = mmaemu_step_output(p, (int64_t)floored(p, PP, c, q, S, u), q, 0);
    return r;
}
