/* SPDX-License-Identifier: MIT */
/* gemm_fold.c -- block scales on the fast path.  A ue8m0 scale is a power
 * of two, and a scaled step aligns each product as if its exponent were
 * raised by its two scale exponents, the significand unchanged
 * (emu/engine.c fold_scales: NVIDIA's ST-FDPA, and the gfx950 scaled-MFMA
 * hypothesis).  So the operand a with scale 2^d is, to every step, the
 * operand a 2^d: its decoded exponent raised by d and, plan.fpval, its
 * fp32 value scaled by 2^d -- exact unless that value leaves fp32 (a
 * huge scale on a large operand), when the row or column goes the
 * reference way (mmaemu_dot_scaled), as one holding a NaN does.  A zero
 * operand keeps its exponent (zero products align at e_zero, unscaled),
 * and a NaN scale (0xff) makes its row or column go the reference way.
 * Which rows fold: mmaemu_fast_scaled_twin (kernels/fast.c); ue4m3 scales
 * (not powers of two) and the k64 kinds (GST-FDPA, BSW) stay per element
 * (kernels/gemm_scaled.c). */
#include <math.h>
#include <string.h>

#include "gemm_impl.h"

/* The scale byte of position q (consumed order) of A's row i, or of B's
 * column j (0x7f, 2^0, for padding). */
static uint32_t scale_a(const batch_ctx *x, size_t i, size_t q)
{
    const mmaemu_gemm_scales *sc = x->g->scales;
    const size_t k = x->src[q];
    return k < x->K ? load(sc->a.data, 8, at3(&sc->a, x->bi, i, k / sc->block)) : 0x7Fu;
}

static uint32_t scale_b(const batch_ctx *x, size_t j, size_t q)
{
    const mmaemu_gemm_scales *sc = x->g->scales;
    const size_t k = x->src[q];
    return k < x->K ? load(sc->b.data, 8, at3(&sc->b, x->bi, k / sc->block, j)) : 0x7Fu;
}

void mmaemu_gemm_row_scales(const batch_ctx *x, size_t i, uint32_t *sa)
{
    for (size_t q = 0; q < x->kp; q++)
        sa[q] = scale_a(x, i, q);
}

void mmaemu_gemm_col_scales(const batch_ctx *x, size_t j, uint32_t *sb)
{
    for (size_t q = 0; q < x->kp; q++)
        sb[q] = scale_b(x, j, q);
}

/* Operand (e, s) times 2^(sc - 127); 0, or -1 when sc is NaN or the
 * fp32 value would not be exact. */
static int fold_one(const mmaemu_fast_plan *p, uint32_t sc, int32_t *e, int32_t *s, int *emax)
{
    if (sc == 0xFFu)
        return -1;
    if (*s == 0)
        return 0;   /* a zero: aligned at e_zero, whatever its scale */
    const int d = (int)sc - 127;
    *e += d;
    if (*e > *emax)
        *emax = *e;
    if (!p->fpval)
        return 0;
    float v, w;
    memcpy(&v, s, sizeof v);
    w = ldexpf(v, d);
    if (!isfinite(w) || ldexpf(w, -d) != v)
        return -1;
    memcpy(s, &w, sizeof w);
    return 0;
}

int mmaemu_gemm_fold(const batch_ctx *x, const uint32_t *sc, int32_t *e, int32_t *s, size_t stride,
                     int *emax)
{
    *emax = MMAEMU_FAST_ZERO_EXP;
    for (size_t q = 0; q < x->kp; q++)
        if (fold_one(&x->plan, sc[q], &e[q * stride], &s[q * stride], emax))
            return -1;
    return 0;
}
