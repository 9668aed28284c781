/* SPDX-License-Identifier: MIT */
/* alg_tfdpa.c -- NVIDIA's truncated fused dot-product-add (design.md 3.2).
 *
 * Every term, C included, is cut to F fraction bits below the largest
 * exponent E with no guard bits; the integer sum is exact; one rounding
 * follows.  Products keep their [0,4) significand (no renormalisation). */
#include "internal.h"

/* trunc(sig * 2^-shift) for shift of either sign; sig < 2^50. */
static uint64_t shift_trunc(uint64_t sig, int shift)
{
    if (shift <= 0)
        return sig << -shift;
    return shift >= 64 ? 0 : sig >> shift;
}

uint32_t mmaemu_alg_tfdpa(const mmaemu_step_params *p, const mmaemu_value *a,
                          const mmaemu_value *b, int n, const mmaemu_value *c)
{
    const int use_c = p->c_entry != MMAEMU_C_IGNORED;
    int have_zero = n < p->L;   /* padded slots are zero products */
    int have_nonzero = 0;
    int all_neg_zero = n == p->L;
    int emax = 0;

    for (int i = 0; i < n; i++) {
        if (a[i].cls == MMAEMU_CLASS_ZERO || b[i].cls == MMAEMU_CLASS_ZERO) {
            have_zero = 1;
            all_neg_zero &= a[i].sign ^ b[i].sign;
            continue;
        }
        all_neg_zero = 0;
        int e = a[i].exp + b[i].exp;
        if (!have_nonzero || e > emax)
            emax = e;
        have_nonzero = 1;
    }
    if (use_c) {
        if (c->cls == MMAEMU_CLASS_ZERO) {
            have_zero = 1;
            all_neg_zero &= c->sign;
        } else {
            all_neg_zero = 0;
            if (!have_nonzero || c->exp > emax)
                emax = c->exp;
            have_nonzero = 1;
        }
    }

    int E;
    if (p->ezero_rule == MMAEMU_EZERO_FLOOR)
        E = (have_nonzero && emax > p->e_zero) ? emax : p->e_zero;
    else if (!have_nonzero)
        E = p->e_zero;
    else
        E = (have_zero && p->e_zero > emax) ? p->e_zero : emax;

    int64_t S = 0;
    for (int i = 0; i < n; i++) {
        if (a[i].cls == MMAEMU_CLASS_ZERO || b[i].cls == MMAEMU_CLASS_ZERO)
            continue;
        /* t = trunc(m * 2^(F + e - E)), m = sig / 2^(fa+fb) */
        int shift = E - (a[i].exp + b[i].exp) + a[i].frac_bits + b[i].frac_bits - p->F;
        uint64_t t = shift_trunc(a[i].sig * b[i].sig, shift);
        S += (a[i].sign ^ b[i].sign) ? -(int64_t)t : (int64_t)t;
    }
    if (use_c && c->cls != MMAEMU_CLASS_ZERO) {
        uint64_t t = shift_trunc(c->sig, E - c->exp + c->frac_bits - p->F);
        S += c->sign ? -(int64_t)t : (int64_t)t;
    }
    int zero_neg = p->zero_sign == MMAEMU_ZERO_IEEE && all_neg_zero;
    return mmaemu_step_output(p, S, E - p->F, zero_neg);
}
