/* SPDX-License-Identifier: MIT */
/* alg_trfdpa.c -- AMD CDNA3's truncate-then-floor fused dot product
 * (design.md 3.3) and its fp8 form with even/odd-k groups (3.4).
 *
 * Products are truncated toward zero on a grid F bits below their own
 * maximum exponent; C and the product sum are then floored (toward -inf)
 * onto a grid relative to E = max(e_dot, e_c); the sum is renormalised,
 * floored to F2 bits and rounded to fp32 with RNE.  The floors make the
 * unit biased toward -inf. */
#include "internal.h"

/* floor(x * 2^shift) for a signed x and a shift of either sign. */
static int64_t shift_floor(int64_t x, int shift)
{
    if (shift >= 0)
        return x * ((int64_t)1 << shift);
    if (shift <= -63)
        return x < 0 ? -1 : 0;
    return x >> -shift;   /* arithmetic shift: floor (gcc/clang guarantee) */
}

/* Does product i take part in the alignment maximum, and with which
 * exponent *e?  Zero products only under MMAEMU_ZALIGN_M126, a zero operand
 * then having exponent -126 (slots past n are +0 * +0). */
static int align_exp(const mmaemu_step_params *p, const mmaemu_value *a,
                     const mmaemu_value *b, int n, int i, int *e)
{
    const int za = p->zero_align == MMAEMU_ZALIGN_M126;
    if (i >= n) {
        *e = 2 * -126;
        return za;
    }
    const int a0 = a[i].cls == MMAEMU_CLASS_ZERO, b0 = b[i].cls == MMAEMU_CLASS_ZERO;
    *e = (a0 ? -126 : a[i].exp) + (b0 ? -126 : b[i].exp);
    return (a0 || b0) ? za : 1;
}

/* One truncated fused group over products i = first, first+stride, ...
 * Returns 0 if no product in it takes part in the alignment. */
static int fused_group(const mmaemu_step_params *p, const mmaemu_value *a,
                       const mmaemu_value *b, int n, int first, int stride,
                       int64_t *S, int *e_dot)
{
    int have = 0, emax = 0, e;
    for (int i = first; i < p->L; i += stride) {
        if (!align_exp(p, a, b, n, i, &e))
            continue;
        if (!have || e > emax)
            emax = e;
        have = 1;
    }
    int64_t sum = 0;
    for (int i = first; have && i < n; i += stride) {
        if (a[i].cls == MMAEMU_CLASS_ZERO || b[i].cls == MMAEMU_CLASS_ZERO)
            continue;
        int shift = emax - (a[i].exp + b[i].exp) + a[i].frac_bits + b[i].frac_bits - p->F;
        uint64_t m = a[i].sig * b[i].sig;
        uint64_t t = shift <= 0 ? m << -shift : (shift >= 64 ? 0 : m >> shift);
        sum += (a[i].sign ^ b[i].sign) ? -(int64_t)t : (int64_t)t;
    }
    *S = sum;
    *e_dot = emax;
    return have;
}

uint32_t mmaemu_alg_trfdpa(const mmaemu_step_params *p, const mmaemu_value *a,
                           const mmaemu_value *b, int n, const mmaemu_value *c)
{
    int64_t S_dot = 0;
    int e_dot = 0, have_dot;

    if (p->alg == MMAEMU_ALG_GTR_FDPA) {
        int64_t S_even, S_odd;
        int e_even, e_odd;
        int he = fused_group(p, a, b, n, 0, 2, &S_even, &e_even);
        int ho = fused_group(p, a, b, n, 1, 2, &S_odd, &e_odd);
        have_dot = he || ho;
        if (have_dot) {
            e_dot = !he ? e_odd : !ho ? e_even : (e_even > e_odd ? e_even : e_odd);
            if (he)
                S_dot += shift_floor(S_even, e_even - e_dot);
            if (ho)
                S_dot += shift_floor(S_odd, e_odd - e_dot);
        }
    } else {
        have_dot = fused_group(p, a, b, n, 0, 1, &S_dot, &e_dot);
    }

    /* C: zero takes fp32's emin as its exponent (MMA-Sim frexp rule). */
    int c_zero = c->cls == MMAEMU_CLASS_ZERO;
    int e_c = c->exp;
    int E = (have_dot && e_dot > e_c) ? e_dot : e_c;
    int64_t c_signed = c->sign ? -(int64_t)c->sig : (int64_t)c->sig;

    int zero_neg = 0;
    if (p->zero_sign == MMAEMU_ZERO_IEEE) {
        zero_neg = n == p->L && c_zero && c->sign;
        for (int i = 0; zero_neg && i < n; i++)
            zero_neg = (a[i].cls == MMAEMU_CLASS_ZERO || b[i].cls == MMAEMU_CLASS_ZERO) &&
                       (a[i].sign ^ b[i].sign);
    }

    /* Cc = floor(m_c * 2^(F + e_c - E)), on the grid 2^(E - F). */
    int64_t Cc = c_zero ? 0 : shift_floor(c_signed, p->F + e_c - E - c->frac_bits);
    if (p->alg == MMAEMU_ALG_GTR_FDPA && e_c < E - p->F - 1)
        Cc = 0;

    if (p->tr_variant == MMAEMU_TR_FLOOR_BEFORE) {
        /* Sum floored to F2 bits below 2^E, no renormalise-then-floor. */
        int64_t D = have_dot ? shift_floor(S_dot, e_dot - E + p->F2 - p->F) : 0;
        int64_t T = D + Cc * ((int64_t)1 << (p->F2 - p->F));
        return mmaemu_step_output(p, T, E - p->F2, zero_neg);
    }

    /* D = floor(S_dot * 2^(e_dot - F) * 2^(F2 + 1 - E)), grid 2^(E-F2-1). */
    int64_t D = have_dot ? shift_floor(S_dot, e_dot - E + p->F2 + 1 - p->F) : 0;
    int64_t T = D + Cc * ((int64_t)1 << (p->F2 + 1 - p->F));
    int grid = E - p->F2 - 1;
    if (T != 0) {
        /* Renormalise: leading exponent e (>= -126), keep F2 bits below it. */
        uint64_t mag = T < 0 ? -(uint64_t)T : (uint64_t)T;
        int e = mmaemu_msb64(mag) + grid;
        if (e < -126)
            e = -126;
        int drop = (e - p->F2) - grid;
        if (drop > 0) {
            T = shift_floor(T, -drop);
            grid += drop;
        }
    }
    return mmaemu_step_output(p, T, grid, zero_neg);
}
