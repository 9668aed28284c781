/* SPDX-License-Identifier: MIT */
/* alg_gst.c -- MMA-Sim's group-scaled truncated fused dot-product-add
 * (GST-FDPA, design.md 3.9): Microsoft MMA-Sim 2.1.1,
 * `mmasim/arithmetic/fdpa.py` `gst_fdpa`, used for the k = 64 block-scaled
 * kinds (`mxf4`, `mxf4nvf4`) with group 16, F = 35, e_zero = -139.
 *
 * The products of each group are summed exactly and multiplied by the
 * group's scale pair; the group's term takes the scales' exponent sum as
 * its alignment exponent (the products' own exponents do not count); the
 * group terms and C are truncated to F bits below the largest exponent and
 * summed exactly; one RZ rounding to fp32. */
#include "internal.h"

/* The exact sum of products [lo, hi) as P * 2^*vexp; *nonzero: some
 * product is non-zero. */
static mmaemu_i128 group_sum(const mmaemu_value *a, const mmaemu_value *b, int lo, int hi,
                             int *vexp, int *nonzero)
{
    int vmin = 0;
    *nonzero = 0;
    for (int i = lo; i < hi; i++)
        if (a[i].cls == MMAEMU_CLASS_FINITE && b[i].cls == MMAEMU_CLASS_FINITE) {
            int v = a[i].exp - a[i].frac_bits + b[i].exp - b[i].frac_bits;
            vmin = *nonzero && vmin < v ? vmin : v;
            *nonzero = 1;
        }
    mmaemu_i128 P = 0;
    for (int i = lo; *nonzero && i < hi; i++)
        if (a[i].cls == MMAEMU_CLASS_FINITE && b[i].cls == MMAEMU_CLASS_FINITE) {
            int v = a[i].exp - a[i].frac_bits + b[i].exp - b[i].frac_bits;
            mmaemu_i128 t = (mmaemu_i128)(a[i].sig * b[i].sig) << (v - vmin);
            P += (a[i].sign ^ b[i].sign) ? -t : t;
        }
    *vexp = vmin;
    return P;
}

typedef struct {
    mmaemu_i128 m;  /* value m * 2^(vexp) */
    int vexp;
    int e;          /* alignment exponent */
    int zero;       /* takes e_zero */
} gst_term;

uint32_t mmaemu_alg_gst(const mmaemu_step_params *p, const mmaemu_value *a,
                        const mmaemu_value *b, int n, const mmaemu_value *c,
                        const mmaemu_value *sa, const mmaemu_value *sb)
{
    gst_term t[MMAEMU_MAX_L + 1];
    const int G = p->group, ng = p->L / G;
    for (int g = 0; g < ng; g++) {
        int lo = g * G, hi = lo + G < n ? lo + G : n, vexp = 0, nonzero = 0;
        mmaemu_i128 P = lo < n ? group_sum(a, b, lo, hi, &vexp, &nonzero) : 0;
        const mmaemu_value *x = &sa[lo < n ? lo : 0], *y = &sb[lo < n ? lo : 0];
        uint64_t ssig = x->sig * y->sig;
        t[g].m = P * (mmaemu_i128)ssig;
        t[g].vexp = vexp - x->frac_bits - y->frac_bits + x->exp + y->exp;
        t[g].e = x->exp + y->exp;
        t[g].zero = !nonzero || ssig == 0;   /* all products zero, or a zero scale */
    }
    t[ng].m = c->cls == MMAEMU_CLASS_FINITE ? (c->sign ? -(mmaemu_i128)c->sig : (mmaemu_i128)c->sig) : 0;
    t[ng].vexp = c->exp - c->frac_bits;
    t[ng].e = c->exp;
    t[ng].zero = c->cls != MMAEMU_CLASS_FINITE;

    int E = INT32_MIN;
    for (int g = 0; g <= ng; g++) {
        int e = t[g].zero ? p->e_zero : t[g].e;
        E = e > E ? e : E;
    }
    /* t = trunc(value * 2^(F - E)): the term's value is m * 2^vexp. */
    mmaemu_i128 S = 0;
    for (int g = 0; g <= ng; g++)
        if (!t[g].zero)
            S += mmaemu_i128_shift(t[g].m, t[g].vexp + p->F - E);
    return mmaemu_step_output(p, (int64_t)S, E - p->F, 0);
}
