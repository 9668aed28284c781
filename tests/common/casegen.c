/* SPDX-License-Identifier: MIT */
/* casegen.c -- random and edge-biased inputs for one engine step. */
#include "casegen.h"
#include "probe_gen.h"

#include <stdlib.h>

/* ------------------------------------------------------------------ */
/* Formats: the probe generator's pattern arithmetic (probe_gen.h)    */
/* ------------------------------------------------------------------ */

typedef mmaemu_pfmt cg_fmt;

static uint32_t sign_bit(const cg_fmt *g)
{
    return 1u << (g->width - 1);
}

static uint32_t width_mask(const cg_fmt *g)
{
    return g->width == 32 ? 0xFFFFFFFFu : (1u << g->width) - 1;
}

static uint32_t fmask(const cg_fmt *g)
{
    return (1u << g->fb) - 1;
}

static int clampi(int x, int lo, int hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

uint32_t casegen_normal(mmaemu_format f, int neg, int e, uint64_t frac)
{
    const cg_fmt g = mmaemu_pfmt_of(f);
    return mmaemu_pfmt_make(&g, neg, (uint32_t)(clampi(e, g.emin, g.emax) + g.bias), frac);
}

uint32_t casegen_pow2(mmaemu_format f, int neg, int e)
{
    const cg_fmt g = mmaemu_pfmt_of(f);
    e = clampi(e, g.emin - g.fb, g.emax);
    if (e >= g.emin)
        return mmaemu_pfmt_make(&g, neg, (uint32_t)(e + g.bias), 0);
    return mmaemu_pfmt_make(&g, neg, 0, 1ull << (e - (g.emin - g.fb)));
}

/* ------------------------------------------------------------------ */
/* Single values                                                       */
/* ------------------------------------------------------------------ */

static int coin(test_rng *r)
{
    return (int)(test_rng_next(r) & 1);
}

static int rint_in(test_rng *r, int lo, int hi)   /* uniform in [lo, hi] */
{
    if (hi <= lo)
        return lo;
    return lo + (int)test_rng_below(r, (uint64_t)(hi - lo) + 1);
}

/* A fraction field: random, or one of the patterns that stress carries
 * and ties (0, all ones, only the top or the bottom bit). */
static uint64_t rfrac(test_rng *r, const cg_fmt *g)
{
    switch (test_rng_below(r, 8)) {
    case 0: return 0;
    case 1: return fmask(g);
    case 2: return 1;
    case 3: return 1ull << (g->fb - 1);
    default: return test_rng_next(r) & fmask(g);
    }
}

/* Random garbage in a container's unused low bits (tf32 truncation). */
static uint32_t low_junk(test_rng *r, const cg_fmt *g)
{
    if (!g->shift || coin(r))
        return 0;
    return (uint32_t)test_rng_next(r) & ((1u << g->shift) - 1);
}

static uint32_t v_normal(test_rng *r, const cg_fmt *g, int neg, int e)
{
    e = clampi(e, g->emin, g->emax);
    return mmaemu_pfmt_make(g, neg, (uint32_t)(e + g->bias), rfrac(r, g)) | low_junk(r, g);
}

static uint32_t v_sub(test_rng *r, const cg_fmt *g, int neg)
{
    uint64_t f = rfrac(r, g);
    if (!f)
        f = 1;
    return mmaemu_pfmt_make(g, neg, 0, f) | low_junk(r, g);
}

/* NaN with a random payload: quiet, signalling, or (tf32) a payload only in
 * the container's dropped bits, which decodes as Inf. */
static uint32_t v_nan(test_rng *r, const cg_fmt *g)
{
    if (g->sp == MMAEMU_SPECIALS_FNUZ)
        return sign_bit(g);
    if (g->sp == MMAEMU_SPECIALS_FN)
        return (coin(r) ? sign_bit(g) : 0) | (width_mask(g) >> 1);
    uint32_t inf = mmaemu_pfmt_inf(g, coin(r));
    uint64_t pl = test_rng_next(r) & fmask(g);
    switch (test_rng_below(r, 4)) {
    case 0: pl = 1ull << (g->fb - 1); break;          /* default quiet */
    case 1: pl = 1; break;                            /* signalling */
    default: break;
    }
    if (!pl)
        pl = 1;
    if (g->shift && test_rng_below(r, 4) == 0)
        return inf | (((uint32_t)test_rng_next(r) & ((1u << g->shift) - 1)) | 1u);
    return inf | ((uint32_t)pl << g->shift) | low_junk(r, g);
}

static uint32_t v_any(test_rng *r, const cg_fmt *g)
{
    const int neg = coin(r);
    switch (test_rng_below(r, 16)) {
    case 0: return (uint32_t)test_rng_next(r) & width_mask(g);
    case 1: return mmaemu_pfmt_zero(g, neg);
    case 2: return v_sub(r, g, neg);
    case 3: return mmaemu_pfmt_max(g, neg);
    case 4: return mmaemu_pfmt_inf(g, neg);
    case 5: return v_nan(r, g);
    case 6: return mmaemu_pfmt_make(g, neg, 1, 0);     /* smallest normal */
    case 7: return mmaemu_pfmt_make(g, neg, 0, 1);     /* smallest subnormal */
    case 8: return v_normal(r, g, neg, rint_in(r, g->emin, g->emax));
    default: return v_normal(r, g, neg, rint_in(r, -3, 3));
    }
}

uint32_t casegen_operand(test_rng *r, mmaemu_format f)
{
    const cg_fmt g = mmaemu_pfmt_of(f);
    return v_any(r, &g);
}

/* ------------------------------------------------------------------ */
/* Exact values for building C from products                          */
/* ------------------------------------------------------------------ */

uint32_t casegen_to_fp16(mmaemu_format f, uint32_t bits)
{
    const cg_fmt g = mmaemu_pfmt_of(f), h = mmaemu_pfmt_of(MMAEMU_FP16);
    const int neg = (int)(bits >> (g.width - 1)) & 1;
    uint64_t sig;
    int e, n;
    uint32_t out;
    bits &= width_mask(&g);
    if (mmaemu_pfmt_decode(&g, bits, &sig, &e, &n)) {
        if (mmaemu_pfmt_encode(&h, n, sig, e, &out))
            return out;
        return 0x7E00u;                      /* not exact: not an fp8 value */
    }
    if (g.sp == MMAEMU_SPECIALS_IEEE && !((bits >> g.shift) & fmask(&g)))
        return neg ? 0xFC00u : 0x7C00u;      /* Inf */
    return 0x7E00u;                          /* NaN */
}

/* ------------------------------------------------------------------ */
/* Case kinds                                                          */
/* ------------------------------------------------------------------ */

typedef struct cg_ctx {
    test_rng *r;
    const mmaemu_step_params *p;
    cg_fmt fa, fb, fc;
    int L;
    uint32_t *a, *b, *c;
    int *n;
} cg_ctx;

/* Operand exponents ea + eb = t within both formats' normal ranges. */
static void split_exp(cg_ctx *x, int t, int *ea, int *eb)
{
    int lo = x->fa.emin > t - x->fb.emax ? x->fa.emin : t - x->fb.emax;
    int hi = x->fa.emax < t - x->fb.emin ? x->fa.emax : t - x->fb.emin;
    if (lo > hi) {
        lo = hi = clampi(t / 2, x->fa.emin, x->fa.emax);
    }
    *ea = rint_in(x->r, lo, hi);
    *eb = clampi(t - *ea, x->fb.emin, x->fb.emax);
}

static void set_prod(cg_ctx *x, int i, int neg, int t)
{
    int ea, eb;
    const int nb = coin(x->r);
    split_exp(x, t, &ea, &eb);
    x->a[i] = v_normal(x->r, &x->fa, neg ^ nb, ea);
    x->b[i] = v_normal(x->r, &x->fb, nb, eb);
}

static void k_uniform(cg_ctx *x)
{
    for (int i = 0; i < x->L; i++) {
        x->a[i] = (uint32_t)test_rng_next(x->r) & width_mask(&x->fa);
        x->b[i] = (uint32_t)test_rng_next(x->r) & width_mask(&x->fb);
    }
    *x->c = (uint32_t)test_rng_next(x->r) & width_mask(&x->fc);
}

static void k_normal(cg_ctx *x)
{
    static const int spreads[] = { 0, 1, 2, 3, 5, 8, 13, 20, 30, 60, 300 };
    const int sa = spreads[test_rng_below(x->r, 11)];
    const int ca = rint_in(x->r, -4, 4), cb = rint_in(x->r, -4, 4);
    const int mode = (int)test_rng_below(x->r, 4);   /* 0: all +, 1: all - */
    for (int i = 0; i < x->L; i++) {
        const int neg = mode == 0 ? 0 : mode == 1 ? 1 : coin(x->r);
        x->a[i] = v_normal(x->r, &x->fa, neg, ca + rint_in(x->r, -sa, sa));
        x->b[i] = v_normal(x->r, &x->fb, 0, cb + rint_in(x->r, -sa, sa));
    }
    if (test_rng_below(x->r, 8) == 0)
        *x->c = mmaemu_pfmt_zero(&x->fc, coin(x->r));
    else
        *x->c = v_normal(x->r, &x->fc, mode == 0 ? 0 : mode == 1 ? 1 : coin(x->r),
                         ca + cb + rint_in(x->r, -sa - 3, sa + 3));
}

/* Sums that land in the accumulator's subnormal range (or just above it),
 * where the output grid is fixed and the last bits decide ties. */
static void k_acc_subnormal(cg_ctx *x)
{
    const int top = x->fc.emin + rint_in(x->r, -x->fc.fb - 2, 2);
    const int m = rint_in(x->r, 1, x->L);
    for (int i = 0; i < x->L; i++) {
        if (i < m) {
            set_prod(x, i, coin(x->r), top - (i ? rint_in(x->r, 0, 30) : 0));
        } else {
            x->a[i] = mmaemu_pfmt_zero(&x->fa, coin(x->r));
            x->b[i] = mmaemu_pfmt_zero(&x->fb, 0);
        }
    }
    switch (test_rng_below(x->r, 3)) {
    case 0: *x->c = mmaemu_pfmt_zero(&x->fc, coin(x->r)); break;
    case 1: *x->c = v_sub(x->r, &x->fc, coin(x->r)); break;
    default: *x->c = v_normal(x->r, &x->fc, coin(x->r), x->fc.emin + rint_in(x->r, 0, 2));
    }
}

static void k_subnormal(cg_ctx *x)
{
    if (coin(x->r)) {
        k_acc_subnormal(x);
        return;
    }
    for (int i = 0; i < x->L; i++) {
        const cg_fmt *g[2] = { &x->fa, &x->fb };
        uint32_t v[2];
        for (int j = 0; j < 2; j++) {
            switch (test_rng_below(x->r, 5)) {
            case 0: case 1: v[j] = v_sub(x->r, g[j], coin(x->r)); break;
            case 2: v[j] = v_normal(x->r, g[j], coin(x->r),
                                    g[j]->emin + rint_in(x->r, 0, 3)); break;
            case 3: v[j] = mmaemu_pfmt_zero(g[j], coin(x->r)); break;
            default: v[j] = v_normal(x->r, g[j], coin(x->r),
                                     rint_in(x->r, -3, 3)); break;
            }
        }
        x->a[i] = v[0];
        x->b[i] = v[1];
    }
    switch (test_rng_below(x->r, 4)) {
    case 0: *x->c = v_sub(x->r, &x->fc, coin(x->r)); break;
    case 1: *x->c = v_normal(x->r, &x->fc, coin(x->r),
                             x->fc.emin + rint_in(x->r, 0, 3)); break;
    case 2: *x->c = mmaemu_pfmt_zero(&x->fc, coin(x->r)); break;
    default: *x->c = v_normal(x->r, &x->fc, coin(x->r),
                              x->fa.emin + x->fb.emin + rint_in(x->r, -10, 30));
    }
}

static void k_special(cg_ctx *x)
{
    k_normal(x);
    const int m = rint_in(x->r, 1, 3);
    for (int k = 0; k < m; k++) {
        const int w = (int)test_rng_below(x->r, 3);
        const cg_fmt *g = w == 0 ? &x->fa : w == 1 ? &x->fb : &x->fc;
        uint32_t *slot = w == 2 ? x->c
                         : &(w == 0 ? x->a : x->b)[test_rng_below(x->r, (uint64_t)x->L)];
        const int neg = coin(x->r);
        switch (test_rng_below(x->r, 6)) {
        case 0: *slot = mmaemu_pfmt_zero(g, neg); break;
        case 1: case 2: *slot = mmaemu_pfmt_inf(g, neg); break;
        case 3: *slot = v_nan(x->r, g); break;
        case 4: *slot = mmaemu_pfmt_max(g, neg); break;
        default: *slot = mmaemu_pfmt_make(g, neg, 0, 1); break;
        }
    }
}

static void k_gap(cg_ctx *x)
{
    const int pmin = x->fa.emin + x->fb.emin, pmax = x->fa.emax + x->fb.emax;
    switch (test_rng_below(x->r, 3)) {
    case 0:   /* tiny products, large or huge C */
        for (int i = 0; i < x->L; i++)
            set_prod(x, i, coin(x->r), pmin + rint_in(x->r, 0, 12));
        *x->c = v_normal(x->r, &x->fc, coin(x->r),
                         coin(x->r) ? x->fc.emax - rint_in(x->r, 0, 8)
                                    : rint_in(x->r, 0, 40));
        break;
    case 1:   /* large products, tiny C */
        for (int i = 0; i < x->L; i++)
            set_prod(x, i, coin(x->r), pmax - rint_in(x->r, 0, 40));
        *x->c = coin(x->r) ? v_sub(x->r, &x->fc, coin(x->r))
                           : v_normal(x->r, &x->fc, coin(x->r),
                                      x->fc.emin + rint_in(x->r, 0, 4));
        break;
    default: { /* one leading term, the rest just around the F cut */
        const int top = rint_in(x->r, -6, 6);
        const int F = x->p->F > 0 ? x->p->F : 24;
        for (int i = 0; i < x->L; i++) {
            const int t = i == 0 ? top : top - F + rint_in(x->r, -4, 4)
                                         - (coin(x->r) ? rint_in(x->r, 0, 40) : 0);
            set_prod(x, i, coin(x->r), t);
        }
        if (coin(x->r))   /* C leads instead */
            *x->c = v_normal(x->r, &x->fc, coin(x->r), top + rint_in(x->r, 0, 3));
        else
            *x->c = v_normal(x->r, &x->fc, coin(x->r),
                             top - F + rint_in(x->r, -4, 4));
    }
    }
    /* Shuffle the leading product somewhere else. */
    const int j = (int)test_rng_below(x->r, (uint64_t)x->L);
    uint32_t t = x->a[0]; x->a[0] = x->a[j]; x->a[j] = t;
    t = x->b[0]; x->b[0] = x->b[j]; x->b[j] = t;
}

/* A product with short significands, so that its exact value is easy to
 * write into the accumulator: a = +-(1 + u/4) 2^ea, b likewise. */
static void short_prod(cg_ctx *x, int i, int t)
{
    int ea, eb;
    split_exp(x, t, &ea, &eb);
    const uint64_t ua = test_rng_below(x->r, 4), ub = test_rng_below(x->r, 4);
    x->a[i] = mmaemu_pfmt_make(&x->fa, coin(x->r), (uint32_t)(ea + x->fa.bias),
                               x->fa.fb >= 2 ? ua << (x->fa.fb - 2) : 0);
    x->b[i] = mmaemu_pfmt_make(&x->fb, coin(x->r), (uint32_t)(eb + x->fb.bias),
                               x->fb.fb >= 2 ? ub << (x->fb.fb - 2) : 0);
}

/* C = -(a_i * b_i) exactly, if the accumulator can hold it. */
static int c_neg_prod(cg_ctx *x, int i)
{
    uint64_t sa, sb;
    int ea, eb, na, nb;
    if (!mmaemu_pfmt_decode(&x->fa, x->a[i], &sa, &ea, &na) ||
        !mmaemu_pfmt_decode(&x->fb, x->b[i], &sb, &eb, &nb))
        return 0;
    if (sa >= (1ull << 31) || sb >= (1ull << 31))
        return 0;
    return mmaemu_pfmt_encode(&x->fc, !(na ^ nb), sa * sb, ea + eb, x->c);
}

static void k_cancel(cg_ctx *x)
{
    k_normal(x);
    int *idx = malloc((size_t)x->L * sizeof *idx);
    for (int i = 0; i < x->L; i++)
        idx[i] = i;
    for (int i = x->L - 1; i > 0; i--) {   /* random pairing */
        const int j = (int)test_rng_below(x->r, (uint64_t)i + 1);
        const int t = idx[i]; idx[i] = idx[j]; idx[j] = t;
    }
    const int swap_ok = x->p->a_fmt == x->p->b_fmt;
    for (int k = 0; k + 1 < x->L; k += 2) {
        const int i = idx[k], j = idx[k + 1];
        if (swap_ok && coin(x->r)) {
            x->a[j] = x->b[i];
            x->b[j] = x->a[i];
        } else {
            x->a[j] = x->a[i];
            x->b[j] = x->b[i];
        }
        /* Flip the sign of a_j: never on FNUZ's zero (that is NaN). */
        if ((x->a[j] & width_mask(&x->fa) & ~sign_bit(&x->fa))
            || x->fa.sp != MMAEMU_SPECIALS_FNUZ)
            x->a[j] ^= sign_bit(&x->fa);
    }
    /* One product left over (odd L, or made so): C cancels it. */
    const int lone = idx[x->L - 1];
    if (x->L % 2 == 0 && coin(x->r)) {
        x->a[lone] = mmaemu_pfmt_zero(&x->fa, coin(x->r));   /* its partner stays */
    }
    if (coin(x->r)) {
        short_prod(x, lone, rint_in(x->r, -10, 10));
        if (!c_neg_prod(x, lone))
            *x->c = mmaemu_pfmt_zero(&x->fc, coin(x->r));
        else if (test_rng_below(x->r, 3) == 0 && (*x->c & ~sign_bit(&x->fc)))
            *x->c += coin(x->r) ? 1u : (uint32_t)-1;   /* near miss: +-1 ulp */
    } else if (coin(x->r)) {
        *x->c = mmaemu_pfmt_zero(&x->fc, coin(x->r));
    }
    free(idx);
}

static void k_tie(cg_ctx *x)
{
    const cg_fmt *c = &x->fc;
    /* A product of powers of two 2^t, half an ulp of C. */
    const int tmin = (x->fa.emin - x->fa.fb) + (x->fb.emin - x->fb.fb);
    const int tmax = x->fa.emax + x->fb.emax;
    const int sub_t = c->emin - c->fb - 1;
    int t, ec;
    for (int i = 0; i < x->L; i++) {
        x->a[i] = mmaemu_pfmt_zero(&x->fa, 0);
        x->b[i] = mmaemu_pfmt_zero(&x->fb, 0);
    }
    if (sub_t >= tmin && test_rng_below(x->r, 4) == 0) {
        t = sub_t;                          /* tie in the subnormal range */
        *x->c = v_sub(x->r, c, coin(x->r));
        ec = c->emin;
    } else {
        int lo = tmin + c->fb + 1, hi = tmax + c->fb + 1;
        if (lo < c->emin)
            lo = c->emin;
        if (hi > c->emax)
            hi = c->emax;
        if (lo > hi) {
            k_normal(x);
            return;
        }
        /* Mostly near 1, sometimes anywhere. */
        ec = coin(x->r) ? clampi(rint_in(x->r, -8, 8), lo, hi) : rint_in(x->r, lo, hi);
        t = ec - c->fb - 1;
        *x->c = v_normal(x->r, c, coin(x->r), ec);
    }
    int ta = clampi(t / 2, x->fa.emin - x->fa.fb, x->fa.emax);
    if (t - ta < x->fb.emin - x->fb.fb)
        ta = t - (x->fb.emin - x->fb.fb);
    if (t - ta > x->fb.emax)
        ta = t - x->fb.emax;
    const int pos = (int)test_rng_below(x->r, (uint64_t)x->L);
    x->a[pos] = casegen_pow2(x->p->a_fmt, coin(x->r), ta);
    x->b[pos] = casegen_pow2(x->p->b_fmt, 0, t - ta);
    int used = pos + 1;
    /* Variations: a second tiny product just above or below the tie, or
     * cancelling pairs that move the alignment point. */
    if (x->L >= 2 && coin(x->r)) {
        const int q = (pos + 1) % x->L;
        const int d = rint_in(x->r, 1, 40);
        x->a[q] = casegen_pow2(x->p->a_fmt, coin(x->r), ta - d / 2);
        x->b[q] = casegen_pow2(x->p->b_fmt, 0, t - ta - (d - d / 2));
        used = used > q + 1 ? used : q + 1;
    }
    if (x->L >= 4 && test_rng_below(x->r, 4) == 0) {
        const int i = (pos + 2) % x->L, j = (pos + 3) % x->L;
        set_prod(x, i, coin(x->r), ec + rint_in(x->r, -2, 3));
        x->a[j] = x->a[i] ^ sign_bit(&x->fa);
        x->b[j] = x->b[i];
        used = x->L;
    }
    *x->n = coin(x->r) ? x->L : used;
}

static void k_huge(cg_ctx *x)
{
    const cg_fmt *c = &x->fc;
    const int top = c->emax;
    const int cneg = coin(x->r);
    switch (test_rng_below(x->r, 3)) {
    case 0: *x->c = mmaemu_pfmt_max(c, cneg); break;
    case 1: *x->c = v_normal(x->r, c, cneg, top - rint_in(x->r, 0, 2)); break;
    default: *x->c = mmaemu_pfmt_zero(c, 0); break;
    }
    const int m = rint_in(x->r, 1, x->L);
    for (int i = 0; i < x->L; i++) {
        if (i < m) {
            set_prod(x, i, coin(x->r) ? cneg : coin(x->r),
                     top - rint_in(x->r, 0, coin(x->r) ? 2 : 30));
        } else {
            x->a[i] = mmaemu_pfmt_zero(&x->fa, 0);
            x->b[i] = mmaemu_pfmt_zero(&x->fb, 0);
        }
    }
    if (coin(x->r)) {   /* the largest operands of both formats */
        const int i = (int)test_rng_below(x->r, (uint64_t)x->L);
        x->a[i] = mmaemu_pfmt_max(&x->fa, coin(x->r));
        x->b[i] = mmaemu_pfmt_max(&x->fb, coin(x->r));
    }
}

static void k_zero(cg_ctx *x)
{
    const int mode = (int)test_rng_below(x->r, 3);  /* all -0, all +0, mixed */
    for (int i = 0; i < x->L; i++) {
        const int na = mode == 0 ? 1 : mode == 1 ? 0 : coin(x->r);
        x->a[i] = mmaemu_pfmt_zero(&x->fa, na);
        x->b[i] = mmaemu_pfmt_zero(&x->fb, mode == 2 && coin(x->r));
        if (mode == 2 && test_rng_below(x->r, 4) == 0)
            x->b[i] = v_normal(x->r, &x->fb, coin(x->r), rint_in(x->r, -3, 3));
    }
    switch (test_rng_below(x->r, 4)) {
    case 0: *x->c = mmaemu_pfmt_zero(&x->fc, 1); break;
    case 1: *x->c = mmaemu_pfmt_zero(&x->fc, 0); break;
    case 2: *x->c = v_sub(x->r, &x->fc, coin(x->r)); break;
    default: *x->c = v_normal(x->r, &x->fc, coin(x->r), rint_in(x->r, -10, 10));
    }
}

static void k_carry(cg_ctx *x)
{
    const int neg = coin(x->r);
    const int ea = rint_in(x->r, -3, 3), eb = rint_in(x->r, -3, 3);
    for (int i = 0; i < x->L; i++) {
        x->a[i] = mmaemu_pfmt_make(&x->fa, neg,
                                   (uint32_t)(clampi(ea, x->fa.emin, x->fa.emax) + x->fa.bias),
                                   fmask(&x->fa));
        x->b[i] = mmaemu_pfmt_make(&x->fb, 0,
                                   (uint32_t)(clampi(eb, x->fb.emin, x->fb.emax) + x->fb.bias),
                                   fmask(&x->fb));
    }
    const int ec = ea + eb + rint_in(x->r, -1, 6);
    *x->c = mmaemu_pfmt_make(&x->fc, coin(x->r) ? neg : !neg,
                             (uint32_t)(clampi(ec, x->fc.emin, x->fc.emax) + x->fc.bias),
                             coin(x->r) ? fmask(&x->fc) : rfrac(x->r, &x->fc));
}

/* ------------------------------------------------------------------ */

static const char *const kind_names[CG_KIND_COUNT] = {
    "uniform", "normal", "subnormal", "special", "gap", "cancel", "tie",
    "huge", "zero", "carry"
};

const char *casegen_kind_name(casegen_kind k)
{
    return (unsigned)k < CG_KIND_COUNT ? kind_names[k] : "?";
}

void casegen_fill_kind(test_rng *r, casegen_kind kind,
                       const mmaemu_step_params *p, uint32_t *a, uint32_t *b,
                       int *n, uint32_t *c)
{
    cg_ctx x;
    x.r = r;
    x.p = p;
    x.fa = mmaemu_pfmt_of(p->a_fmt);
    x.fb = mmaemu_pfmt_of(p->b_fmt);
    x.fc = mmaemu_pfmt_of(p->acc_fmt);
    x.L = p->L < 1 ? 1 : p->L > CASEGEN_MAX_L ? CASEGEN_MAX_L : p->L;
    x.a = a;
    x.b = b;
    x.c = c;
    x.n = n;
    *n = x.L;
    switch (kind) {
    case CG_UNIFORM: k_uniform(&x); break;
    case CG_NORMAL: k_normal(&x); break;
    case CG_SUBNORMAL: k_subnormal(&x); break;
    case CG_SPECIAL: k_special(&x); break;
    case CG_GAP: k_gap(&x); break;
    case CG_CANCEL: k_cancel(&x); break;
    case CG_TIE: k_tie(&x); break;
    case CG_HUGE: k_huge(&x); break;
    case CG_ZERO: k_zero(&x); break;
    case CG_CARRY: default: k_carry(&x); break;
    }
    /* Now and then a short step: the tail products are missing. */
    if (kind != CG_TIE && test_rng_below(r, 8) == 0)
        *n = (int)test_rng_below(r, (uint64_t)x.L + 1);
}

casegen_kind casegen_fill(test_rng *r, const mmaemu_step_params *p,
                          uint32_t *a, uint32_t *b, int *n, uint32_t *c)
{
    const casegen_kind k = (casegen_kind)test_rng_below(r, CG_KIND_COUNT);
    casegen_fill_kind(r, k, p, a, b, n, c);
    return k;
}
