/* SPDX-License-Identifier: MIT */
/* infer.c -- a device model from device outputs alone (`mmaemu infer`).
 *
 * The data are dot-product lines (a, b, c) with the device's d.  The search
 * enumerates instruction candidates over the engine's whole parameter space
 * -- algorithm, step length L, how the instruction is built from steps
 * (widen_fp16, k_interleave, c_after), F, F2, output rounding, e_zero and
 * its rule -- without looking at the model registry, and keeps those that
 * reproduce every line.  docs/validation.md ("Inferring a model from device
 * outputs") describes the method and how to read the report.
 *
 * Cost control:
 *  - pruning: every candidate first runs a few discriminating lines (dense
 *    lines with finite non-zero outputs); nearly all wrong candidates fail
 *    on the first line.  Survivors then run every line.
 *  - e_zero is not a candidate dimension: each T-FDPA candidate carries the
 *    set of e_zero values still consistent.  A line's result is the same
 *    for every e_zero <= T, where T is the smallest alignment exponent of
 *    a step with a non-zero term (computed while running the chain), so
 *    only e_zero values above T need their own run.
 *  - NaN payloads and the sign of zero are left out of the search (a NaN
 *    matches any NaN, +0 matches -0) and decided afterwards from the lines
 *    with NaN and zero outputs.
 *  - OpenMP over candidates.
 */
#include "mmaemu/infer.h"


#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef _OPENMP
#include <omp.h>
#endif

#define ZLO MMAEMU_INFER_ZLO
#define ZN (1 - MMAEMU_INFER_ZLO)     /* e_zero values ZLO .. 0 */
#define ZW MMAEMU_INFER_ZWORDS
#define MAX_LINE_K 4096               /* values per line */
#define MAX_COMPOSED_K 256            /* the instruction driver's limit */

/* ------------------------------------------------------------------ */
/* Device data                                                         */
/* ------------------------------------------------------------------ */

void mmaemu_infer_data_init(mmaemu_infer_data *d)
{
    memset(d, 0, sizeof *d);
}

void mmaemu_infer_data_formats(mmaemu_infer_data *d, mmaemu_format in, mmaemu_format acc)
{
    d->in = in;
    d->acc = acc;
    d->have_formats = 1;
}

void mmaemu_infer_data_free(mmaemu_infer_data *d)
{
    free(d->off);
    free(d->a);
    free(d->b);
    free(d->c);
    free(d->d);
    memset(d, 0, sizeof *d);
}

/* *v resized to n values; -1 (*v unchanged) if out of memory. */
static int grow_u32(uint32_t **v, size_t n)
{
    uint32_t *g = realloc(*v, n * sizeof *g);
    if (!g)
        return -1;
    *v = g;
    return 0;
}

int mmaemu_infer_data_add(mmaemu_infer_data *d, const uint32_t *a, const uint32_t *b,
                          size_t k, uint32_t c, uint32_t dev)
{
    if (d->n + 1 > d->cap) {
        size_t cap = d->cap ? 2 * d->cap : 1024;
        size_t *off = realloc(d->off, (cap + 1) * sizeof *off);
        if (!off)
            return -1;
        d->off = off;
        if (grow_u32(&d->c, cap) || grow_u32(&d->d, cap))
            return -1;
        if (d->n == 0)
            d->off[0] = 0;
        d->cap = cap;
    }
    size_t base = d->off[d->n];
    if (base + k > d->vcap) {
        size_t cap = d->vcap ? d->vcap : 16384;
        while (cap < base + k)
            cap *= 2;
        if (grow_u32(&d->a, cap) || grow_u32(&d->b, cap))
            return -1;
        d->vcap = cap;
    }
    memcpy(d->a + base, a, k * sizeof *a);
    memcpy(d->b + base, b, k * sizeof *b);
    d->c[d->n] = c;
    d->d[d->n] = dev;
    d->off[d->n + 1] = base + k;
    if (d->n == 0 || (int)k < d->kmin)
        d->kmin = (int)k;
    if (d->n == 0 || (int)k > d->kmax)
        d->kmax = (int)k;
    d->n++;
    return 0;
}

/* A format named by a header and/or an option: the two must agree. */
static int resolve_format(const mmaemu_probe_reader *r, const char *what, int have_hdr,
                          mmaemu_format hdr, const char *opt, int acc, mmaemu_format *out,
                          char *err, size_t errlen)
{
    mmaemu_format fo = MMAEMU_FP32;
    const char *hname = mmaemu_format_get(hdr)->name;
    if (opt && (mmaemu_format_parse(opt, &fo) || fo == MMAEMU_E8M13 ||
                (acc && fo != MMAEMU_FP32 && fo != MMAEMU_FP16)))
        return mmaemu_error(err, errlen, "--%s '%s' is not a%s format", what, opt,
                    acc ? "n fp32 or fp16 accumulator" : "n operand");
    if (have_hdr && opt && hdr != fo)
        return mmaemu_error(err, errlen, "%s:%lu: header says #%s %s but --%s %s was given", r->path,
                    r->lineno, what, hname, what, opt);
    if (have_hdr)
        *out = hdr;
    else if (opt)
        *out = fo;
    else
        return mmaemu_error(err, errlen, "%s:%lu: the %s format is unknown: the file has no #%s header, "
                    "give --%s", r->path, r->lineno, acc ? "output" : "input", what, what);
    return 0;
}

/* The formats of one input file (its header's, or the options') and what
 * else its header says. */
static int data_header(mmaemu_infer_data *d, const mmaemu_probe_reader *r, const char *in_fmt,
                       const char *out_fmt, char *err, size_t errlen)
{
    const mmaemu_probe_header *h = &r->header;
    mmaemu_format in, acc;
    if (resolve_format(r, "in", h->probe, h->in, in_fmt, 0, &in, err, errlen) ||
        resolve_format(r, "out", h->probe, h->acc, out_fmt, 1, &acc, err, errlen))
        return -1;
    if (d->have_formats && (d->in != in || d->acc != acc))
        return mmaemu_error(err, errlen, "%s: formats %s -> %s differ from the data read before (%s -> %s)",
                    r->path, mmaemu_format_get(in)->name, mmaemu_format_get(acc)->name,
                    mmaemu_format_get(d->in)->name, mmaemu_format_get(d->acc)->name);
    mmaemu_infer_data_formats(d, in, acc);
    if (h->k)
        d->header_k = (int)h->k;
    if (!d->name[0])
        snprintf(d->name, sizeof d->name, "%.95s", h->instr);
    if (!d->arch[0])
        snprintf(d->arch, sizeof d->arch, "%.63s", h->arch);
    return 0;
}

int mmaemu_infer_data_read(mmaemu_infer_data *d, const char *inputs, const char *outputs,
                           const char *in_fmt, const char *out_fmt, char *err, size_t errlen)
{
    mmaemu_probe_reader in, out;
    if (mmaemu_probe_open(&in, inputs, err, errlen))
        return -1;
    if (mmaemu_probe_open(&out, outputs, err, errlen)) {
        mmaemu_probe_close(&in);
        return -1;
    }
    mmaemu_probe_dot dot = {malloc(MAX_LINE_K * sizeof(uint32_t)),
                            malloc(MAX_LINE_K * sizeof(uint32_t)), MAX_LINE_K, 0, 0};
    int status = !dot.a || !dot.b ? mmaemu_error(err, errlen, "out of memory")
                                  : mmaemu_probe_read_header(&in, 0, err, errlen);
    if (!status)
        status = data_header(d, &in, in_fmt, out_fmt, err, errlen);
    while (!status) {
        uint32_t dev;
        const int got = mmaemu_probe_read_pair(&in, &out, d->in, d->acc, &dot, &dev, err, errlen);
        if (got <= 0) {
            status = got;
            break;
        }
        if (mmaemu_infer_data_add(d, dot.a, dot.b, dot.k, dot.c, dev))
            status = mmaemu_error(err, errlen, "out of memory");
    }
    if (!status) {
        size_t used = strlen(d->files);
        snprintf(d->files + used, sizeof d->files - used, "%s%s", used ? " " : "", inputs);
    }
    free(dot.a);
    free(dot.b);
    mmaemu_probe_close(&in);
    mmaemu_probe_close(&out);
    return status;
}

/* ------------------------------------------------------------------ */
/* Evaluating one candidate on one line                                */
/* ------------------------------------------------------------------ */

typedef struct line_view {
    const uint32_t *a, *b;
    size_t k;
    uint32_t c, d;
} line_view;

static void line_get(const mmaemu_infer_data *D, size_t i, line_view *l)
{
    l->a = D->a + D->off[i];
    l->b = D->b + D->off[i];
    l->k = D->off[i + 1] - D->off[i];
    l->c = D->c[i];
    l->d = D->d[i];
}

static int is_nan(mmaemu_format acc, uint32_t x)
{
    return acc == MMAEMU_FP16 ? (x & 0x7FFFu) > 0x7C00u : (x & 0x7FFFFFFFu) > 0x7F800000u;
}

static int is_zero(mmaemu_format acc, uint32_t x)
{
    return acc == MMAEMU_FP16 ? (x & 0x7FFFu) == 0 : (x & 0x7FFFFFFFu) == 0;
}

static int is_sub(mmaemu_format f, uint32_t x)
{
    mmaemu_value v;
    mmaemu_decode(f, x, &v);
    return v.cls == MMAEMU_CLASS_FINITE && v.sig < (1ull << v.frac_bits);
}

/* relaxed: any NaN matches any NaN, +0 matches -0. */
static int same(mmaemu_format acc, uint32_t m, uint32_t d, int relaxed)
{
    if (m == d)
        return 1;
    if (!relaxed)
        return 0;
    return (is_nan(acc, m) && is_nan(acc, d)) || (is_zero(acc, m) && is_zero(acc, d));
}

/* The smallest alignment exponent of the non-zero finite terms of a step
 * (INT_MAX if it has none): for every e_zero at or below it, E of the step
 * does not depend on e_zero. */
static int step_emax(const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b, int n,
                     uint32_t c)
{
    int have = 0, emax = INT_MIN;
    for (int i = 0; i < n; i++) {
        mmaemu_value x, y;
        mmaemu_decode(p->a_fmt, a[i], &x);
        mmaemu_decode(p->b_fmt, b[i], &y);
        if (x.cls != MMAEMU_CLASS_FINITE || y.cls != MMAEMU_CLASS_FINITE || !x.sig || !y.sig)
            continue;
        if (!have || x.exp + y.exp > emax)
            emax = x.exp + y.exp;
        have = 1;
    }
    if (p->c_entry != MMAEMU_C_IGNORED) {
        mmaemu_value z;
        mmaemu_decode(p->acc_fmt, c, &z);
        if (z.cls == MMAEMU_CLASS_FINITE && (!have || z.exp > emax)) {
            emax = z.exp;
            have = 1;
        }
    }
    return have ? emax : INT_MAX;
}

/* Observer: the smallest step_emax over the steps of one dot product. */
static void observe_emax(void *ctx, const mmaemu_step_params *p, const uint32_t *a,
                         const uint32_t *b, int n, uint32_t c)
{
    int *T = ctx, e = step_emax(p, a, b, n, c);
    if (e < *T)
        *T = e;
}

/* mmaemu_dot for a T-FDPA candidate with e_zero = z, also giving the
 * threshold T (min over steps of step_emax) when thr is not NULL. */
static uint32_t tf_run(const mmaemu_instr *ins, int z, const line_view *l, int *thr)
{
    mmaemu_instr cand = *ins;
    cand.step.e_zero = z;
    int T = INT_MAX;
    uint32_t d = mmaemu_dot_observed(&cand, l->a, l->b, l->k, l->c, thr ? observe_emax : NULL, &T);
    if (thr)
        *thr = T;
    return d;
}

static int ez_get(const uint64_t *ez, int j)
{
    return (int)((ez[j >> 6] >> (j & 63)) & 1u);
}

static void ez_clear(uint64_t *ez, int j)
{
    ez[j >> 6] &= ~(1ull << (j & 63));
}

static int ez_any(const uint64_t *ez)
{
    for (int w = 0; w < ZW; w++)
        if (ez[w])
            return 1;
    return 0;
}

int mmaemu_infer_ez_allows(const uint64_t *ez, int z)
{
    return z >= ZLO && z <= 0 && ez_get(ez, z - ZLO);
}

/* Run a candidate on one line; 1 if it still fits.  T-FDPA candidates
 * shrink their e_zero set. */
static int cand_line(mmaemu_infer_cand *cd, mmaemu_format acc, const line_view *l, int relaxed)
{
    if (cd->ins.step.alg != MMAEMU_ALG_T_FDPA)
        return same(acc, mmaemu_dot(&cd->ins, l->a, l->b, l->k, l->c), l->d, relaxed);
    int T;
    uint32_t r0 = tf_run(&cd->ins, ZLO, l, &T);
    int ok0 = same(acc, r0, l->d, relaxed);
    long jT = T == INT_MAX ? ZN : (long)T - ZLO;   /* bits 0..jT: result r0 */
    if (jT >= ZN - 1) {
        if (!ok0)
            memset(cd->ez, 0, sizeof cd->ez);
        return ok0 && ez_any(cd->ez);
    }
    if (!ok0)
        for (long j = 0; j <= jT; j++)
            ez_clear(cd->ez, (int)j);
    for (long j = jT + 1 > 0 ? jT + 1 : 0; j < ZN; j++) {
        if (!ez_get(cd->ez, (int)j))
            continue;
        uint32_t r = j == 0 ? r0 : tf_run(&cd->ins, ZLO + (int)j, l, NULL);
        if (!same(acc, r, l->d, relaxed))
            ez_clear(cd->ez, (int)j);
    }
    return ez_any(cd->ez);
}

/* ------------------------------------------------------------------ */
/* The candidates                                                      */
/* ------------------------------------------------------------------ */

typedef struct cand_vec {
    mmaemu_infer_cand *v;
    size_t n, cap;
} cand_vec;

static int fp8(mmaemu_format f)
{
    return f == MMAEMU_E4M3 || f == MMAEMU_E5M2 || f == MMAEMU_E4M3FNUZ || f == MMAEMU_E5M2FNUZ;
}

/* Is the step map of interleave g (0: contiguous) new and valid? */
static int owner_map(int k, int L, int g, int *map)
{
    int nsteps = k / L, count[MAX_COMPOSED_K] = {0};
    for (int i = 0; i < k; i++) {
        map[i] = g ? (i / g) % nsteps : i / L;
        count[map[i]]++;
    }
    for (int s = 0; s < nsteps; s++)
        if (count[s] != L)
            return 0;
    return 1;
}

/* The algorithm variants searched, in canonical preference order (the
 * fewest free parameters first; docs/validation.md). */
typedef struct alg_kind {
    mmaemu_algorithm alg;
    mmaemu_tr_variant trv;
    int pair;
} alg_kind;
static const alg_kind alg_kinds[] = {
    {MMAEMU_ALG_FMA, 0, 0},
    {MMAEMU_ALG_E_FDPA, 0, 0},
    {MMAEMU_ALG_FTZ_ADDMUL, 0, 4},
    {MMAEMU_ALG_FTZ_ADDMUL, 0, 2},
    {MMAEMU_ALG_T_FDPA, 0, 0},
    {MMAEMU_ALG_TR_FDPA, MMAEMU_TR_RENORM_FLOOR, 0},
    {MMAEMU_ALG_TR_FDPA, MMAEMU_TR_FLOOR_BEFORE, 0},
    {MMAEMU_ALG_GTR_FDPA, MMAEMU_TR_RENORM_FLOOR, 0},
    {MMAEMU_ALG_GTR_FDPA, MMAEMU_TR_FLOOR_BEFORE, 0},
};
#define N_ALG_KINDS (int)(sizeof alg_kinds / sizeof alg_kinds[0])

/* Search ranges. */
#define T_F_MIN 8
#define T_F_MAX 40
#define TR_F_MIN 16
#define TR_F_MAX 30
#define TR_F2_MAX 40

static int alg_rank(const mmaemu_step_params *p)
{
    for (int i = 0; i < N_ALG_KINDS; i++)
        if (alg_kinds[i].alg == p->alg &&
            (p->alg == MMAEMU_ALG_FTZ_ADDMUL ? alg_kinds[i].pair == p->ftz_pair
                                             : alg_kinds[i].trv == p->tr_variant ||
                                                   (p->alg != MMAEMU_ALG_TR_FDPA &&
                                                    p->alg != MMAEMU_ALG_GTR_FDPA)))
            return i;
    return N_ALG_KINDS;
}

static int out_rank(mmaemu_out_rounding o)
{
    switch (o) {
    case MMAEMU_OUT_RZ_FP32: return 0;
    case MMAEMU_OUT_RNE_FP32: return 1;
    case MMAEMU_OUT_RZ_E8M13: return 2;
    default: return 3;
    }
}

/* Canonical order: simplest algorithm, then plain before composed, then
 * the longest step, the fewest kept bits, RZ before RNE, terms before floor. */
static int cand_cmp(const void *x, const void *y)
{
    const mmaemu_instr *a = &((const mmaemu_infer_cand *)x)->ins;
    const mmaemu_instr *b = &((const mmaemu_infer_cand *)y)->ins;
    int d;
    if ((d = alg_rank(&a->step) - alg_rank(&b->step)))
        return d;
    if ((d = a->widen_fp16 - b->widen_fp16))
        return d;
    if ((d = a->k_interleave - b->k_interleave))
        return d;
    if ((d = a->c_after - b->c_after))
        return d;
    if ((d = b->step.L - a->step.L))
        return d;
    if ((d = a->step.F - b->step.F))
        return d;
    if ((d = a->step.F2 - b->step.F2))
        return d;
    if ((d = out_rank(a->step.out) - out_rank(b->step.out)))
        return d;
    return (int)a->step.ezero_rule - (int)b->step.ezero_rule;
}

/* The distinct valid step maps of k products in steps of L: interleaves
 * 0 (contiguous), 1, 2, 4 into gl; their number. */
static int step_maps(int k, int L, int *gl)
{
    static const int gs[] = {0, 1, 2, 4};
    const int nsteps = k / L;
    int ng = 0;
    int maps[4][MAX_COMPOSED_K];
    for (int gi = 0; gi < 4; gi++) {
        int g = gs[gi];
        if (g && (nsteps == 1 || k > MAX_COMPOSED_K))
            continue;
        if (k > MAX_COMPOSED_K) {
            gl[ng++] = 0;
            continue;
        }
        int m[MAX_COMPOSED_K], dup = 0;
        if (!owner_map(k, L, g, m))
            continue;
        for (int j = 0; j < ng && !dup; j++)
            dup = !memcmp(maps[j], m, (size_t)k * sizeof m[0]);
        if (dup)
            continue;
        memcpy(maps[ng], m, (size_t)k * sizeof m[0]);
        gl[ng++] = g;
    }
    return ng;
}

/* Does algorithm kind A apply to steps of L (in format in)? */
static int alg_applies(const alg_kind *A, int L, mmaemu_format in, int acc32)
{
    if (!acc32 && A->alg != MMAEMU_ALG_T_FDPA && A->alg != MMAEMU_ALG_E_FDPA)
        return 0;
    if (A->alg == MMAEMU_ALG_FTZ_ADDMUL &&
        (L != A->pair || (in != MMAEMU_FP16 && in != MMAEMU_BF16)))
        return 0;   /* step boundaries do not matter to FTZ-AddMul: L = P */
    if (A->alg == MMAEMU_ALG_FMA && L != 1)
        return 0;   /* nor to FMA: L = 1 */
    return A->alg != MMAEMU_ALG_GTR_FDPA || L >= 2;
}

/* Push c if it is a usable instruction. */
static int push_usable(cand_vec *cv, const mmaemu_infer_cand *c)
{
    if (mmaemu_params_check(&c->ins.step) || mmaemu_model_instr_check(&c->ins))
        return 0;
    return mmaemu_array_push(&cv->v, &cv->n, &cv->cap, sizeof *c, c);
}

/* Every F (and F2, output rounding, e_zero rule) of candidate c's
 * algorithm. */
static int push_params(cand_vec *cv, mmaemu_infer_cand *c, int acc32)
{
    mmaemu_step_params *p = &c->ins.step;
    static const mmaemu_out_rounding outs32[] = {MMAEMU_OUT_RZ_FP32, MMAEMU_OUT_RNE_FP32,
                                                 MMAEMU_OUT_RZ_E8M13};
    if (p->alg == MMAEMU_ALG_T_FDPA) {
        for (int F = T_F_MIN; F <= T_F_MAX; F++)
            for (int o = 0; o < (acc32 ? 3 : 1); o++)
                for (int rule = 0; rule < 2; rule++) {
                    p->F = F;
                    p->out = acc32 ? outs32[o] : MMAEMU_OUT_RNE_FP16;
                    p->ezero_rule = rule ? MMAEMU_EZERO_FLOOR : MMAEMU_EZERO_TERMS;
                    p->e_zero = ZLO;
                    if (push_usable(cv, c))
                        return -1;
                }
        return 0;
    }
    if (p->alg == MMAEMU_ALG_TR_FDPA || p->alg == MMAEMU_ALG_GTR_FDPA) {
        for (int F = TR_F_MIN; F <= TR_F_MAX; F++)
            for (int F2 = F; F2 <= TR_F2_MAX; F2++) {
                p->F = F;
                p->F2 = F2;
                if (push_usable(cv, c))
                    return -1;
            }
        return 0;
    }
    return push_usable(cv, c);
}

/* The candidate of one algorithm kind, step L, composition. */
static void cand_init(mmaemu_infer_cand *c, const alg_kind *A, const mmaemu_infer_data *D, int k,
                      int L, int widen, int g, int c_after, uint32_t nan_bits)
{
    memset(c, 0, sizeof *c);
    c->ins.family = MMAEMU_FAMILY_MMA;
    c->ins.k = k;
    c->ins.widen_fp16 = widen;
    c->ins.k_interleave = g;
    c->ins.c_after = c_after;
    mmaemu_step_params *p = &c->ins.step;
    p->alg = A->alg;
    p->a_fmt = p->b_fmt = D->in;
    p->acc_fmt = D->acc;
    p->L = L;
    p->tr_variant = A->trv;
    p->ftz_pair = A->pair;
    p->nan_bits = nan_bits;
    p->zero_sign = A->alg == MMAEMU_ALG_T_FDPA ? MMAEMU_ZERO_POSITIVE : MMAEMU_ZERO_IEEE;
    p->out = D->acc == MMAEMU_FP32 ? MMAEMU_OUT_RNE_FP32 : MMAEMU_OUT_RNE_FP16;
    memset(c->ez, 0xFF, sizeof c->ez);
    c->ez[ZW - 1] &= (1ull << (ZN - 64 * (ZW - 1))) - 1;
}

/* Every candidate for instruction k, in enumeration order. */
static int enumerate(const mmaemu_infer_data *D, int k, uint32_t nan_bits, cand_vec *cv)
{
    const int acc32 = D->acc == MMAEMU_FP32, composable = k <= MAX_COMPOSED_K;
    for (int L = 1; L <= k && L <= 64; L++) {
        if (k % L)
            continue;
        int gl[4];
        const int ng = step_maps(k, L, gl);
        for (int ak = 0; ak < N_ALG_KINDS; ak++) {
            const alg_kind *A = &alg_kinds[ak];
            if (!alg_applies(A, L, D->in, acc32))
                continue;
            const int widens = fp8(D->in) && composable && A->alg != MMAEMU_ALG_FTZ_ADDMUL;
            for (int widen = 0; widen <= widens; widen++)
                for (int gi = 0; gi < ng; gi++)
                    for (int ca = 0; ca <= composable; ca++) {
                        mmaemu_infer_cand c;
                        cand_init(&c, A, D, k, L, widen, gl[gi], ca, nan_bits);
                        if (push_params(cv, &c, acc32))
                            return -1;
                    }
        }
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* The search                                                          */
/* ------------------------------------------------------------------ */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The e_zero the model file gets when the data leave it open: fp32
 * accumulator -108 - F (MMA-Sim and Khattak & Mikaitis agree), fp16
 * accumulator 4 - F (Khattak's floor, measured on an H100), where the data
 * allow it, else the allowed value nearest to it. */
static int canon_ez(mmaemu_format acc, int F)
{
    return acc == MMAEMU_FP16 ? 4 - F : -108 - F;
}

static int canon_z(const mmaemu_infer_cand *c)
{
    int pref = canon_ez(c->ins.step.acc_fmt, c->ins.step.F);
    if (pref < ZLO)
        pref = ZLO;
    if (pref > 0)
        pref = 0;
    for (int d = 0; d < ZN; d++) {
        if (mmaemu_infer_ez_allows(c->ez, pref - d))
            return pref - d;
        if (mmaemu_infer_ez_allows(c->ez, pref + d))
            return pref + d;
    }
    return pref;
}

/* Lines for the pruning pass: dense lines with a finite non-zero output
 * first (spread over the file), then other finite outputs, then the rest. */
static size_t pick_prune(const mmaemu_infer_data *D, size_t want, size_t *idx)
{
    size_t n = D->n;
    unsigned char *tier = malloc(n ? n : 1);
    size_t cnt[3] = {0, 0, 0};
    if (!tier)
        return 0;
    for (size_t i = 0; i < n; i++) {
        line_view l;
        line_get(D, i, &l);
        int dense = 1;
        for (size_t j = 0; j < l.k && dense; j++) {
            mmaemu_value x, y;
            mmaemu_decode(D->in, l.a[j], &x);
            mmaemu_decode(D->in, l.b[j], &y);
            dense = x.cls == MMAEMU_CLASS_FINITE && y.cls == MMAEMU_CLASS_FINITE;
        }
        mmaemu_value o;
        mmaemu_decode(D->acc, l.d, &o);
        int fin = o.cls == MMAEMU_CLASS_FINITE;
        tier[i] = fin && dense ? 0 : fin ? 1 : 2;
        cnt[tier[i]]++;
    }
    size_t got = 0;
    size_t quota[3] = {want * 2 / 3, want, want};
    for (int t = 0; t < 3 && got < want; t++) {
        size_t take = cnt[t] < quota[t] ? cnt[t] : quota[t];
        if (take > want - got)
            take = want - got;
        if (!take)
            continue;
        /* Evenly spaced among the lines of this tier. */
        size_t seen = 0, next = 0, taken = 0;
        for (size_t i = 0; i < n && taken < take; i++) {
            if (tier[i] != t)
                continue;
            if (seen == next) {
                idx[got++] = i;
                taken++;
                next = taken * cnt[t] / take;
            }
            seen++;
        }
    }
    free(tier);
    return got;
}

void mmaemu_infer_result_free(mmaemu_infer_result *r)
{
    free(r->surv);
    mmaemu_model_free(&r->model);
    memset(r, 0, sizeof *r);
}

/* Exact check of one candidate over all lines; fills the mismatch list. */
static size_t exact_count(const mmaemu_instr *ins, const mmaemu_infer_data *D,
                          mmaemu_infer_result *r)
{
    size_t ok = 0;
    r->n_mism = 0;
    for (size_t i = 0; i < D->n; i++) {
        line_view l;
        line_get(D, i, &l);
        uint32_t m = mmaemu_dot(ins, l.a, l.b, l.k, l.c);
        if (m == l.d)
            ok++;
        else if (r->n_mism < MMAEMU_INFER_MISMATCHES) {
            r->mism_line[r->n_mism] = i;
            r->mism_dev[r->n_mism] = l.d;
            r->mism_model[r->n_mism] = m;
            r->n_mism++;
        }
    }
    return ok;
}

/* The canonical sign of an undetermined exact zero: T-FDPA forms an
 * integer sum (+0); the other algorithms follow the IEEE rule. */
static mmaemu_zero_sign canon_zero(const mmaemu_infer_cand *c)
{
    return c->ins.step.alg == MMAEMU_ALG_T_FDPA ? MMAEMU_ZERO_POSITIVE : MMAEMU_ZERO_IEEE;
}

/* Finish a candidate as a model: e_zero, zero sign, NaN. */
static void finish(const mmaemu_infer_cand *c, uint32_t nan_bits, mmaemu_instr *out)
{
    *out = c->ins;
    if (c->ins.step.alg == MMAEMU_ALG_T_FDPA)
        out->step.e_zero = canon_z(c);
    else
        out->step.e_zero = 0;
    out->step.nan_bits = nan_bits;
    if (c->zero_fit == 1)
        out->step.zero_sign = MMAEMU_ZERO_POSITIVE;
    else if (c->zero_fit == 2)
        out->step.zero_sign = MMAEMU_ZERO_IEEE;
    else
        out->step.zero_sign = canon_zero(c);
}

int mmaemu_infer_k_from_name(const char *name)
{
    if (!name || !*name)
        return 0;
    /* AMD: the first MxNxK after "mfma" (mfma.32x32x8, v_mfma_f32_32x32x8_bf16) -> K */
    const char *m = strstr(name, "mfma");
    if (m) {
        for (const char *p = m + 4; *p; p++) {
            if (!isdigit((unsigned char)*p) || isdigit((unsigned char)p[-1]))
                continue;
            const char *q = p;
            long v[3];
            int ok = 1;
            for (int i = 0; i < 3 && ok; i++) {
                char *end;
                v[i] = strtol(q, &end, 10);
                ok = end != q && (i == 2 || *end == 'x');
                q = end + (i < 2);
            }
            if (ok)
                return v[2] >= 1 && v[2] <= 65536 ? (int)v[2] : 0;
        }
        return 0;
    }
    /* NVIDIA: ...m16n8k16, m64nNk16 -> the digits after the shape's k */
    for (const char *p = name + 1; *p; p++) {
        if (*p != 'k' || !isdigit((unsigned char)p[1]))
            continue;
        if (!isdigit((unsigned char)p[-1]) && p[-1] != 'N')
            continue;
        long v = strtol(p + 1, NULL, 10);
        return v >= 1 && v <= 65536 ? (int)v : 0;
    }
    return 0;
}

/* The instruction k: given; or from the header's #instr where it divides
 * the values per line; else the values per line. */
static int choose_k(const mmaemu_infer_data *D, const mmaemu_infer_options *opt,
                    mmaemu_infer_result *r, char *err, size_t errlen)
{
    int k = opt && opt->instr_k ? opt->instr_k : 0;
    r->k_source = k ? "given" : "";
    if (!k && D->name[0] && D->kmin == D->kmax) {
        int kn = mmaemu_infer_k_from_name(D->name);
        if (kn && D->kmax % kn == 0) {
            k = kn;
            r->k_source = "from the header's #instr";
        }
    }
    if (!k) {
        r->k_source = "values per line";
        if (D->kmin != D->kmax)
            return mmaemu_error(err, errlen, "lines have %d to %d values: give the instruction's k "
                        "(--instr-k)", D->kmin, D->kmax);
        k = D->kmax;
    }
    if (k < 1 || k > 65536)
        return mmaemu_error(err, errlen, "instruction k %d out of range", k);
    r->k = k;
    return 0;
}

/* Evidence from the outputs alone: NaN patterns, zeros, subnormals. */
static void gather_evidence(const mmaemu_infer_data *D, mmaemu_infer_result *r)
{
    const mmaemu_format acc = D->acc;
    uint32_t pats[16];
    size_t counts[16];
    int np = 0;
    for (size_t i = 0; i < D->n; i++) {
        line_view l;
        line_get(D, i, &l);
        uint32_t x = l.d;
        if (is_nan(acc, x)) {
            r->nan_lines++;
            int j = 0;
            while (j < np && pats[j] != x)
                j++;
            if (j == np && np < 16) {
                pats[np] = x;
                counts[np++] = 0;
            }
            if (j < np)
                counts[j]++;
            r->nan_patterns = np;
        } else if (is_zero(acc, x)) {
            r->zero_lines++;
            r->negzero_lines += x != 0;
        }
        if (is_sub(acc, x))
            r->sub_out_lines++;
        int sub = is_sub(acc, l.c);
        for (size_t j = 0; j < l.k && !sub; j++)
            sub = is_sub(D->in, l.a[j]) || is_sub(D->in, l.b[j]);
        r->sub_in_lines += sub;
    }
    r->nan_pattern = acc == MMAEMU_FP16 ? 0x7FFFu : 0x7FFFFFFFu;
    for (int j = 0; j < np; j++)
        if (!j || counts[j] > r->nan_pattern_count) {
            r->nan_pattern = pats[j];
            r->nan_pattern_count = counts[j];
        }
}

/* Move the candidates v[i] with alive[i] (i < n) to the front, in order;
 * their number. */
static size_t keep_alive(mmaemu_infer_cand *v, size_t n, const unsigned char *alive)
{
    size_t kept = 0;
    for (size_t i = 0; i < n; i++)
        if (alive[i])
            v[kept++] = v[i];
    return kept;
}

/* Candidates v[0..n) on lines idx[0..nl) (every line if idx is NULL),
 * relaxed, each stopping at its first misfit: the number that fit all,
 * moved to the front.  OpenMP over candidates. */
static size_t run_lines(const mmaemu_infer_data *D, mmaemu_infer_cand *v, size_t n,
                        const size_t *idx, size_t nl, unsigned char *alive)
{
    const long nc = (long)n;
#pragma omp parallel for schedule(dynamic, idx ? 16 : 1)
    for (long ci = 0; ci < nc; ci++) {
        int ok = 1;
        for (size_t j = 0; j < nl && ok; j++) {
            line_view l;
            line_get(D, idx ? idx[j] : j, &l);
            ok = cand_line(&v[ci], D->acc, &l, 1);
        }
        alive[ci] = (unsigned char)ok;
    }
    return keep_alive(v, n, alive);
}

/* The zero signs each survivor allows (the lines with zero outputs decide)
 * and whether it reproduces every line exactly. */
static void zero_fits(const mmaemu_infer_data *D, mmaemu_infer_cand *v, size_t ns,
                      mmaemu_infer_result *r)
{
    for (size_t ci = 0; ci < ns; ci++) {
        mmaemu_infer_cand *c = &v[ci];
        int fit = 0;
        for (int zs = 0; zs < 2; zs++) {
            mmaemu_instr m;
            finish(c, r->nan_pattern, &m);
            m.step.zero_sign = zs ? MMAEMU_ZERO_IEEE : MMAEMU_ZERO_POSITIVE;
            int ok = 1;
            for (size_t i = 0; i < D->n && ok; i++) {
                if (!is_zero(D->acc, D->d[i]))
                    continue;
                line_view l;
                line_get(D, i, &l);
                ok = mmaemu_dot(&m, l.a, l.b, l.k, l.c) == l.d;
            }
            fit |= ok << zs;
        }
        c->zero_fit = fit;
        c->exact = fit && r->nan_patterns <= 1;
        r->n_exact += (size_t)c->exact;
    }
}

/* Exact survivors first, each group in canonical order. */
static void order_survivors(mmaemu_infer_cand *v, size_t ns)
{
    qsort(v, ns, sizeof v[0], cand_cmp);
    mmaemu_infer_cand *tmp = malloc((ns ? ns : 1) * sizeof *tmp);
    if (!tmp)
        return;
    size_t w = 0;
    for (int pass = 0; pass < 2; pass++)
        for (size_t ci = 0; ci < ns; ci++)
            if (v[ci].exact == !pass)
                tmp[w++] = v[ci];
    memcpy(v, tmp, ns * sizeof *tmp);
    free(tmp);
}

/* Lines of D that model m reproduces, NaN payloads and zero signs aside:
 * of the n lines idx[] (every line if idx is NULL). */
static size_t relaxed_count(const mmaemu_infer_data *D, const mmaemu_instr *m, const size_t *idx,
                            size_t n)
{
    size_t ok = 0;
    for (size_t j = 0; j < n; j++) {
        line_view l;
        line_get(D, idx ? idx[j] : j, &l);
        ok += (size_t)same(D->acc, mmaemu_dot(m, l.a, l.b, l.k, l.c), l.d, 1);
    }
    return ok;
}

/* The (at most) TOP indices of the highest scores, the first among
 * equals first; their number. */
enum { TOP = 16 };
static size_t top_scores(const size_t *score, size_t n, size_t *top)
{
    size_t ntop = 0;
    for (size_t ci = 0; ci < n; ci++) {
        size_t pos = ntop;
        while (pos > 0 && score[top[pos - 1]] < score[ci])
            pos--;
        if (pos >= TOP)
            continue;
        if (ntop < TOP)
            ntop++;
        memmove(top + pos + 1, top + pos, (ntop - 1 - pos) * sizeof top[0]);
        top[pos] = ci;
    }
    return ntop;
}

/* Nothing fits: rank every candidate on the pruning lines (with the
 * canonical e_zero), then the best few on every line.  0, or -1 out of
 * memory. */
static int best_match(const mmaemu_infer_data *D, int k, uint32_t nan, const size_t *pidx,
                      size_t np, mmaemu_infer_cand *best)
{
    cand_vec all = {NULL, 0, 0};
    if (enumerate(D, k, nan, &all)) {
        free(all.v);
        return -1;
    }
    size_t *score = calloc(all.n ? all.n : 1, sizeof *score), top[TOP];
    if (!score) {
        free(all.v);
        return -1;
    }
    qsort(all.v, all.n, sizeof all.v[0], cand_cmp);
    const long nall = (long)all.n;
#pragma omp parallel for schedule(dynamic, 16)
    for (long ci = 0; ci < nall; ci++) {
        mmaemu_instr m;
        finish(&all.v[ci], nan, &m);
        score[ci] = relaxed_count(D, &m, pidx, np);
    }
    const size_t ntop = top_scores(score, all.n, top);
    size_t best_ok = 0;
    for (size_t t = 0; t < ntop; t++) {
        mmaemu_instr m;
        finish(&all.v[top[t]], nan, &m);
        const size_t ok = relaxed_count(D, &m, NULL, D->n);
        if (!t || ok > best_ok) {
            best_ok = ok;
            *best = all.v[top[t]];
        }
    }
    free(score);
    free(all.v);
    return 0;
}

/* "mmaemu-infer" and the input files' base names. */
static char *model_source(const mmaemu_infer_data *D)
{
    char src[600] = "mmaemu-infer";
    const char *f = D->files;
    while (*f) {
        size_t len = strcspn(f, " ");
        const char *base = f;
        for (const char *q = f; q < f + len; q++)
            if (*q == '/')
                base = q + 1;
        size_t used = strlen(src);
        snprintf(src + used, sizeof src - used, " %.*s", (int)(f + len - base), base);
        f += len;
        while (*f == ' ')
            f++;
    }
    return strdup(src);
}

/* The e_zero values a candidate allows: [ez_lo, ez_hi] in ez_runs runs. */
static void ez_range(const mmaemu_infer_cand *c, mmaemu_infer_result *r)
{
    int prev = 0, first = 1;
    for (int j = 0; j < ZN; j++) {
        int on = ez_get(c->ez, j);
        if (on && !prev)
            r->ez_runs++;
        if (on && first) {
            r->ez_lo = ZLO + j;
            first = 0;
        }
        if (on)
            r->ez_hi = ZLO + j;
        prev = on;
    }
}

/* The model from the chosen candidate (ns survivors). */
static void make_model(const mmaemu_infer_data *D, const mmaemu_infer_options *opt,
                       const mmaemu_infer_cand *best, size_t ns, mmaemu_infer_result *r)
{
    finish(best, r->nan_pattern, &r->model);
    const char *nm = opt && opt->name ? opt->name : D->name[0] ? D->name : "inferred";
    r->model.family = opt && opt->family >= 0 ? (mmaemu_family)opt->family
                                              : mmaemu_model_family_of(nm);
    r->model.name = strdup(nm);
    r->matched = exact_count(&r->model, D, r);
    r->found = ns && best->exact && r->matched == D->n;
    r->model.verified = r->found;
    r->model.triton_default = 0;
    r->model.variant = NULL;
    r->model.source = model_source(D);
    r->ez_lo = r->ez_hi = 0;
    r->ez_runs = 0;
    if (best->ins.step.alg == MMAEMU_ALG_T_FDPA && ns)
        ez_range(best, r);
}

int mmaemu_infer(const mmaemu_infer_data *D, const mmaemu_infer_options *opt,
                 mmaemu_infer_result *r, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    r->model_index = (size_t)-1;
    const double t0 = now();
    if (!D->n || !D->have_formats)
        return mmaemu_error(err, errlen, "no data");
    if (choose_k(D, opt, r, err, errlen))
        return -1;
    r->lines = D->n;
    gather_evidence(D, r);
    cand_vec cv = {NULL, 0, 0};
    const size_t want = opt && opt->prune_lines > 0 ? (size_t)opt->prune_lines : 48;
    size_t *pidx = malloc((want ? want : 1) * sizeof *pidx);
    unsigned char *alive = NULL;
    if (!pidx || enumerate(D, r->k, r->nan_pattern, &cv) || !(alive = malloc(cv.n ? cv.n : 1))) {
        free(pidx);
        free(cv.v);
        return mmaemu_error(err, errlen, "out of memory");
    }
    r->n_candidates = cv.n;

    /* Pass 1: the pruning lines; pass 2: the survivors on every line. */
    r->n_prune_lines = pick_prune(D, want, pidx);
    r->n_after_prune = run_lines(D, cv.v, cv.n, pidx, r->n_prune_lines, alive);
    const double t1 = now();
    r->seconds_prune = t1 - t0;
    if (opt && opt->verbose)
        fprintf(stderr, "mmaemu infer: %zu candidates, %zu alive after %zu pruning lines (%.1f s)\n",
                r->n_candidates, r->n_after_prune, r->n_prune_lines, t1 - t0);
    const size_t ns = r->n_relaxed = run_lines(D, cv.v, r->n_after_prune, NULL, D->n, alive);
    const double t2 = now();
    r->seconds_full = t2 - t1;
    if (opt && opt->verbose)
        fprintf(stderr, "mmaemu infer: %zu fit all %zu lines up to NaN payloads and zero signs "
                "(%.1f s)\n", ns, D->n, t2 - t1);

    zero_fits(D, cv.v, ns, r);
    order_survivors(cv.v, ns);
    mmaemu_infer_cand best;
    memset(&best, 0, sizeof best);
    if (ns) {
        best = cv.v[0];
        r->model_index = 0;
    } else if (best_match(D, r->k, r->nan_pattern, pidx, r->n_prune_lines, &best)) {
        free(pidx);
        free(alive);
        free(cv.v);
        return mmaemu_error(err, errlen, "out of memory");
    }
    make_model(D, opt, &best, ns, r);
    if (ns) {   /* keep only the survivors */
        mmaemu_infer_cand *shrunk = realloc(cv.v, ns * sizeof *cv.v);
        if (shrunk)
            cv.v = shrunk;
    }
    r->surv = cv.v;
    r->n_surv = ns;
    free(pidx);
    free(alive);
    r->seconds_total = now() - t0;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Reporting                                                           */
/* ------------------------------------------------------------------ */

static const mmaemu_infer_cand *cands_for_report(const mmaemu_infer_result *r, size_t *n)
{
    size_t ne = 0;
    while (ne < r->n_surv && r->surv[ne].exact)
        ne++;
    *n = ne ? ne : r->n_surv;
    return r->surv;
}

/* The distinct values of one field over the candidates, as text. */
typedef int (*field_fn)(const mmaemu_instr *);
static int f_alg(const mmaemu_instr *i) { return alg_rank(&i->step); }
static int f_L(const mmaemu_instr *i) { return i->step.L; }
static int f_F(const mmaemu_instr *i) { return i->step.F; }
static int f_F2(const mmaemu_instr *i) { return i->step.F2; }
static int f_out(const mmaemu_instr *i) { return (int)i->step.out; }
static int f_rule(const mmaemu_instr *i) { return (int)i->step.ezero_rule; }
static int f_widen(const mmaemu_instr *i) { return i->widen_fp16; }
static int f_inter(const mmaemu_instr *i) { return i->k_interleave; }
static int f_cafter(const mmaemu_instr *i) { return i->c_after; }

static int distinct(const mmaemu_infer_cand *c, size_t n, field_fn f, int *vals, int cap)
{
    int nv = 0;
    for (size_t i = 0; i < n; i++) {
        int v = f(&c[i].ins), j = 0;
        while (j < nv && vals[j] != v)
            j++;
        if (j == nv && nv < cap)
            vals[nv++] = v;
    }
    /* sort ascending */
    for (int i = 1; i < nv; i++)
        for (int j = i; j > 0 && vals[j - 1] > vals[j]; j--) {
            int t = vals[j];
            vals[j] = vals[j - 1];
            vals[j - 1] = t;
        }
    return nv;
}

static void alg_text(const mmaemu_instr *m, char *buf, size_t n)
{
    const mmaemu_step_params *p = &m->step;
    switch (p->alg) {
    case MMAEMU_ALG_TR_FDPA:
    case MMAEMU_ALG_GTR_FDPA:
        snprintf(buf, n, "%s/%s", mmaemu_model_alg_name(p->alg), mmaemu_model_tr_name(p->tr_variant));
        break;
    case MMAEMU_ALG_FTZ_ADDMUL:
        snprintf(buf, n, "FTZ-AddMul/P%d", p->ftz_pair);
        break;
    default:
        snprintf(buf, n, "%s", mmaemu_model_alg_name(p->alg));
    }
}

static const char *term_rounding(mmaemu_algorithm a)
{
    switch (a) {
    case MMAEMU_ALG_T_FDPA: return "terms truncated toward zero below the largest exponent, exact sum, one rounding";
    case MMAEMU_ALG_TR_FDPA: return "products truncated, C and sum floored (toward -inf), renormalised";
    case MMAEMU_ALG_GTR_FDPA: return "as TR-FDPA with even-k and odd-k products fused apart";
    case MMAEMU_ALG_E_FDPA: return "exact sum, one RNE rounding";
    case MMAEMU_ALG_FTZ_ADDMUL: return "fp32 products, pairwise fp32 RNE adds, subnormals flushed";
    default: return "sequential fp32 fma";
    }
}

/* The value set of a field as "a, b, c" with a formatter. */
typedef void (*val_fmt)(int v, char *buf, size_t n);
static void fmt_int(int v, char *b, size_t n) { snprintf(b, n, "%d", v); }
static void fmt_alg(int v, char *b, size_t n)
{
    if (v < 0 || v >= N_ALG_KINDS) {
        snprintf(b, n, "?");
        return;
    }
    mmaemu_instr m;
    memset(&m, 0, sizeof m);
    m.step.alg = alg_kinds[v].alg;
    m.step.tr_variant = alg_kinds[v].trv;
    m.step.ftz_pair = alg_kinds[v].pair;
    alg_text(&m, b, n);
}
static void fmt_out(int v, char *b, size_t n) { snprintf(b, n, "%s", mmaemu_model_out_name((mmaemu_out_rounding)v)); }
static void fmt_rule(int v, char *b, size_t n) { snprintf(b, n, "%s", v ? "floor" : "terms"); }

static void values_text(const int *vals, int nv, val_fmt f, char *buf, size_t n)
{
    buf[0] = '\0';
    /* Runs of consecutive integers as a..b when formatting integers. */
    for (int i = 0; i < nv; i++) {
        char one[48];
        size_t len = strlen(buf);
        int j = i;
        if (f == fmt_int)
            while (j + 1 < nv && vals[j + 1] == vals[j] + 1)
                j++;
        if (j > i + 1) {
            snprintf(one, sizeof one, "%d..%d", vals[i], vals[j]);
            i = j;
        } else
            f(vals[i], one, sizeof one);
        snprintf(buf + len, n - len, "%s%s", len ? ", " : "", one);
    }
}

typedef struct param_row {
    const char *label;
    field_fn field;
    val_fmt fmt;
    int applies;          /* 0: not applicable to the model's algorithm */
} param_row;

/* The rows of the model's parameters, algorithm first; model_is_tf and
 * the algorithm decide which apply. */
#define N_PARAM_ROWS 9
static void param_rows(const mmaemu_step_params *p, param_row rows[N_PARAM_ROWS])
{
    const int tr = p->alg == MMAEMU_ALG_TR_FDPA || p->alg == MMAEMU_ALG_GTR_FDPA;
    const param_row all[N_PARAM_ROWS] = {
        {"algorithm", f_alg, fmt_alg, 1},
        {"L", f_L, fmt_int, 1},
        {"k_interleave", f_inter, fmt_int, 1},
        {"widen_fp16", f_widen, fmt_int, 1},
        {"c_after", f_cafter, fmt_int, 1},
        {"F", f_F, fmt_int, p->alg <= MMAEMU_ALG_GTR_FDPA},
        {"F2", f_F2, fmt_int, tr},
        {"output", f_out, fmt_out, 1},
        {"ezero_rule", f_rule, fmt_rule, p->alg == MMAEMU_ALG_T_FDPA},
    };
    memcpy(rows, all, sizeof all);
}

/* Undetermined parameters as "F (25..27 fit; 25 chosen)" into buf. */
static void collect_open(const mmaemu_infer_result *r, char *buf, size_t n);

static void composition_text(const mmaemu_instr *m, char *buf, size_t n)
{
    int nsteps = m->k / m->step.L;
    size_t len = 0;
    len += (size_t)snprintf(buf + len, n - len, "k = %d as %d step%s of L = %d", m->k, nsteps,
                            nsteps == 1 ? "" : "s", m->step.L);
    if (nsteps > 1 && len < n)
        len += (size_t)(m->k_interleave < 0
                            ? snprintf(buf + len, n - len, "; the upper K half first")
                        : m->k_interleave
                            ? snprintf(buf + len, n - len, "; step s takes the k with (k/%d) mod %d = s",
                                       m->k_interleave, nsteps)
                            : snprintf(buf + len, n - len, "; contiguous k, ascending"));
    if (m->widen_fp16 && len < n)
        len += (size_t)snprintf(buf + len, n - len, "; operands widened to fp16");
    if (len < n)
        snprintf(buf + len, n - len, m->c_after ? "; steps chain from +0, C added last (RNE)"
                                                : "; C enters the first step");
}

static int model_is_tf(const mmaemu_infer_result *r)
{
    return r->model.step.alg == MMAEMU_ALG_T_FDPA;
}

static void print_param(FILE *f, const char *label, const char *value, const char *evidence)
{
    fprintf(f, "  %-13s %-22s %s\n", label, value, evidence);
}

/* The data, the search and the verdict. */
static void report_summary(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r)
{
    fprintf(f, "data: %zu lines, %s -> %s, %d..%d values per line, instruction k = %d (%s)\n",
            d->n, mmaemu_format_get(d->in)->name, mmaemu_format_get(d->acc)->name, d->kmin, d->kmax,
            r->k, r->k_source ? r->k_source : "");
    fprintf(f, "search: %zu candidates; %zu left after %zu pruning lines; %zu fit every line "
            "(%zu bit for bit)  [%.2f s]\n", r->n_candidates, r->n_after_prune, r->n_prune_lines,
            r->n_relaxed, r->n_exact, r->seconds_total);
    if (r->found)
        fprintf(f, "result: the model reproduces all %zu lines bit for bit\n", r->lines);
    else if (r->n_surv)
        fprintf(f, "result: NO model reproduces every line bit for bit: the best fits every line up "
                "to NaN payloads and zero signs and matches %zu of %zu bit for bit (%.2f%%)\n",
                r->matched, r->lines, 100.0 * (double)r->matched / (double)r->lines);
    else
        fprintf(f, "result: NO candidate fits every line; the best match is %zu of %zu lines "
                "(%.2f%%)%s\n", r->matched, r->lines, 100.0 * (double)r->matched / (double)r->lines,
                r->k_source && !strcmp(r->k_source, "values per line")
                    ? "\n        (the instruction k was taken as the values per line; if the lines "
                      "span several instructions, give --instr-k)"
                    : "");
}

/* The rows of the datapath parameters: algorithm, L .. ezero_rule, e_zero. */
static void report_params(FILE *f, const mmaemu_infer_result *r, const mmaemu_infer_cand *c,
                          size_t nc)
{
    const mmaemu_instr *m = &r->model;
    const mmaemu_step_params *p = &m->step;
    char buf[512], val[96], ev[700];
    int vals[64], nv;
    fprintf(f, "\n  %-13s %-22s %s\n", "parameter", "value", "evidence");
    alg_text(m, val, sizeof val);
    nv = distinct(c, nc, f_alg, vals, 64);
    if (nc && nv > 1) {
        values_text(vals, nv, fmt_alg, buf, sizeof buf);
        snprintf(ev, sizeof ev, "NOT determined: %s fit; first in canonical order chosen", buf);
    } else
        snprintf(ev, sizeof ev, "%s (%s)", nc ? "determined" : "best match", term_rounding(p->alg));
    print_param(f, "algorithm", val, ev);

    param_row rows[N_PARAM_ROWS];
    param_rows(p, rows);
    for (size_t i = 1; i < N_PARAM_ROWS; i++) {
        if (!rows[i].applies)
            continue;
        rows[i].fmt(rows[i].field(m), val, sizeof val);
        nv = distinct(c, nc, rows[i].field, vals, 64);
        if (nc && nv > 1) {
            values_text(vals, nv, rows[i].fmt, buf, sizeof buf);
            snprintf(ev, sizeof ev, "NOT determined: %s fit; canonical choice", buf);
        } else
            snprintf(ev, sizeof ev, nc ? "determined" : "best match");
        print_param(f, rows[i].label, val, ev);
    }
    if (!model_is_tf(r))
        return;
    snprintf(val, sizeof val, "%d", p->e_zero);
    int pref = canon_ez(p->acc_fmt, p->F);
    if (!r->n_surv)
        snprintf(ev, sizeof ev, "best match (not searched)");
    else if (r->ez_lo == r->ez_hi)
        snprintf(ev, sizeof ev, "determined");
    else
        snprintf(ev, sizeof ev, "NOT determined: the data allow %d..%d%s; %s", r->ez_lo, r->ez_hi,
                 r->ez_runs > 1 ? " (with gaps)" : "",
                 p->e_zero == pref ? (p->acc_fmt == MMAEMU_FP16 ? "canonical 4-F" : "canonical -108-F")
                                   : "nearest allowed to the canonical value");
    print_param(f, "e_zero", val, ev);
}

/* The rows that outputs decide directly: the sign of zero, NaN. */
static void report_zero_nan(FILE *f, const mmaemu_infer_result *r)
{
    const mmaemu_step_params *p = &r->model.step;
    char val[96], ev[700];
    snprintf(val, sizeof val, "%s", p->zero_sign == MMAEMU_ZERO_IEEE ? "ieee" : "positive");
    const int fit = r->model_index < r->n_surv ? r->surv[r->model_index].zero_fit : -1;
    if (p->alg == MMAEMU_ALG_FTZ_ADDMUL || p->alg == MMAEMU_ALG_FMA)
        snprintf(ev, sizeof ev, "IEEE fp32 arithmetic (%zu zero outputs, %zu of them -0)",
                 r->zero_lines, r->negzero_lines);
    else if (!r->n_surv)
        snprintf(ev, sizeof ev, "%zu zero outputs, %zu of them -0", r->zero_lines, r->negzero_lines);
    else if (fit == 3)
        snprintf(ev, sizeof ev, "NOT determined (%zu zero outputs, %zu of them -0, fit both); "
                 "canonical choice", r->zero_lines, r->negzero_lines);
    else if (fit == 0)
        snprintf(ev, sizeof ev, "neither rule fits the %zu zero outputs", r->zero_lines);
    else
        snprintf(ev, sizeof ev, "determined by %zu zero outputs (%zu of them -0)", r->zero_lines,
                 r->negzero_lines);
    print_param(f, "zero_sign", val, ev);
    snprintf(val, sizeof val, "0x%0*X", p->acc_fmt == MMAEMU_FP16 ? 4 : 8, (unsigned)p->nan_bits);
    if (!r->nan_lines)
        snprintf(ev, sizeof ev, "NOT determined: no NaN output; canonical choice");
    else if (r->nan_patterns == 1)
        snprintf(ev, sizeof ev, "determined by %zu NaN output%s (one pattern)", r->nan_lines,
                 r->nan_lines == 1 ? "" : "s");
    else
        snprintf(ev, sizeof ev, "%zu NaN outputs in %d patterns (most frequent: %zu); the model "
                 "has one", r->nan_lines, r->nan_patterns, r->nan_pattern_count);
    print_param(f, "nan", val, ev);
}

/* Subnormals: flushed only by FTZ-AddMul, which the engine has for
 * fp16/bf16 -> fp32 only. */
static void report_subnormals(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r,
                              const mmaemu_infer_cand *c, size_t nc)
{
    char val[96], ev[700];
    snprintf(val, sizeof val, "%s", r->model.step.alg == MMAEMU_ALG_FTZ_ADDMUL ? "flushed" : "kept");
    int some_ftz = 0, some_kept = 0;
    for (size_t i = 0; i < nc; i++) {
        if (c[i].ins.step.alg == MMAEMU_ALG_FTZ_ADDMUL)
            some_ftz = 1;
        else
            some_kept = 1;
    }
    int ftz_searched = (d->in == MMAEMU_FP16 || d->in == MMAEMU_BF16) && d->acc == MMAEMU_FP32;
    if (!r->sub_in_lines && !r->sub_out_lines)
        snprintf(ev, sizeof ev, "NOT exercised: no subnormal operand, C or output in the data");
    else if (!nc)
        snprintf(ev, sizeof ev, "best match (%zu lines with a subnormal operand or C, %zu "
                 "subnormal outputs)", r->sub_in_lines, r->sub_out_lines);
    else if (some_ftz && some_kept)
        snprintf(ev, sizeof ev, "NOT determined: flushing and keeping models both fit");
    else if (ftz_searched)
        snprintf(ev, sizeof ev, "determined: %zu lines with a subnormal operand or C, %zu "
                 "subnormal outputs; the %s models fail", r->sub_in_lines, r->sub_out_lines,
                 some_ftz ? "keeping" : "flushing (FTZ-AddMul)");
    else
        snprintf(ev, sizeof ev, "%zu lines with a subnormal operand or C, %zu subnormal "
                 "outputs reproduced (a flushing model exists only for fp16/bf16 -> fp32)",
                 r->sub_in_lines, r->sub_out_lines);
    print_param(f, "subnormals", val, ev);
}

/* The candidates that reproduce the data, the first 12. */
static void report_candidates(FILE *f, const mmaemu_infer_cand *c, size_t nc)
{
    char val[96];
    fprintf(f, "\n%zu candidates reproduce the data%s:\n", nc,
            nc > 12 ? " (first 12 in canonical order)" : "");
    for (size_t i = 0; i < nc && i < 12; i++) {
        const mmaemu_instr *q = &c[i].ins;
        alg_text(q, val, sizeof val);
        fprintf(f, "  %s L=%d", val, q->step.L);
        if (q->step.alg <= MMAEMU_ALG_GTR_FDPA)
            fprintf(f, " F=%d", q->step.F);
        if (q->step.alg == MMAEMU_ALG_TR_FDPA || q->step.alg == MMAEMU_ALG_GTR_FDPA)
            fprintf(f, " F2=%d", q->step.F2);
        fprintf(f, " %s", mmaemu_model_out_name(q->step.out));
        if (q->step.alg == MMAEMU_ALG_T_FDPA)
            fprintf(f, " %s", q->step.ezero_rule ? "floor" : "terms");
        fprintf(f, " widen=%d interleave=%d c_after=%d\n", q->widen_fp16, q->k_interleave,
                q->c_after);
    }
}

void mmaemu_infer_report(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r)
{
    char buf[512];
    size_t nc;
    const mmaemu_infer_cand *c = cands_for_report(r, &nc);
    report_summary(f, d, r);
    report_params(f, r, c, nc);
    report_zero_nan(f, r);
    report_subnormals(f, d, r, c, nc);
    composition_text(&r->model, buf, sizeof buf);
    fprintf(f, "\n  k split: %s\n", buf);
    if (nc > 1)
        report_candidates(f, c, nc);
    collect_open(r, buf, sizeof buf);
    fprintf(f, "\nnot determined by the data: %s\n", buf[0] ? buf : "nothing");
    if (r->n_mism) {
        int w = mmaemu_format_get(d->acc)->width / 4;
        fprintf(f, "\nfirst mismatches (line: device / model):\n");
        for (int i = 0; i < r->n_mism; i++)
            fprintf(f, "  data line %zu: %0*x / %0*x\n", r->mism_line[i] + 1, w,
                    (unsigned)r->mism_dev[i], w, (unsigned)r->mism_model[i]);
    }
}

static void collect_open(const mmaemu_infer_result *r, char *buf, size_t n)
{
    size_t nc;
    const mmaemu_infer_cand *c = cands_for_report(r, &nc);
    const mmaemu_instr *m = &r->model;
    const mmaemu_step_params *p = &m->step;
    buf[0] = '\0';
    if (!nc)
        return;
    param_row rows[N_PARAM_ROWS];
    param_rows(p, rows);
    int vals[64];
    for (size_t i = 0; i < N_PARAM_ROWS; i++) {
        if (!rows[i].applies)
            continue;
        int nv = distinct(c, nc, rows[i].field, vals, 64);
        if (nv < 2)
            continue;
        char vt[200], ch[48];
        values_text(vals, nv, rows[i].fmt, vt, sizeof vt);
        rows[i].fmt(rows[i].field(m), ch, sizeof ch);
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, "%s%s (%s fit; %s chosen)", len ? ", " : "", rows[i].label, vt,
                 ch);
    }
    size_t len = strlen(buf);
    if (p->alg == MMAEMU_ALG_T_FDPA && r->ez_lo != r->ez_hi)
        snprintf(buf + len, n - len, "%se_zero (%d..%d fit%s; %d chosen)", len ? ", " : "",
                 r->ez_lo, r->ez_hi, r->ez_runs > 1 ? " with gaps" : "", p->e_zero);
    len = strlen(buf);
    if (r->model_index < r->n_surv && r->surv[r->model_index].zero_fit == 3 &&
        p->alg != MMAEMU_ALG_FTZ_ADDMUL && p->alg != MMAEMU_ALG_FMA)
        snprintf(buf + len, n - len, "%szero_sign (both fit; %s chosen)", len ? ", " : "",
                 p->zero_sign == MMAEMU_ZERO_IEEE ? "ieee" : "positive");
    len = strlen(buf);
    if (!r->nan_lines)
        snprintf(buf + len, n - len, "%snan (no NaN output; 0x%X chosen)", len ? ", " : "",
                 (unsigned)p->nan_bits);
    len = strlen(buf);
    if (!r->sub_in_lines && !r->sub_out_lines)
        snprintf(buf + len, n - len, "%ssubnormal handling (not exercised)", len ? ", " : "");
}

int mmaemu_infer_write_model(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r)
{
    char comment[2048], open[1024];
    collect_open(r, open, sizeof open);
    size_t len = 0;
    len += (size_t)snprintf(comment + len, sizeof comment - len,
                            "inferred by mmaemu infer from device outputs (no prior model)\n"
                            "data: %.400s\n"
                            "%zu lines, %s -> %s, instruction k %d\n",
                            d->files[0] ? d->files : "(in memory)", d->n,
                            mmaemu_format_get(d->in)->name, mmaemu_format_get(d->acc)->name, r->k);
    if (len < sizeof comment)
        len += (size_t)snprintf(comment + len, sizeof comment - len,
                                "this model reproduces %zu of %zu lines bit for bit%s\n"
                                "%zu candidates searched; %zu reproduce every line\n",
                                r->matched, r->lines,
                                r->found ? "" : " -- NOT a complete fit, see the report",
                                r->n_candidates, r->n_exact);
    if (len < sizeof comment)
        len += (size_t)snprintf(comment + len, sizeof comment - len,
                                "not determined by the data: %s\n", open[0] ? open : "nothing");
    if (len < sizeof comment)
        snprintf(comment + len, sizeof comment - len,
                 "evidence: %zu NaN outputs (%d pattern(s)), %zu zero outputs (%zu -0), "
                 "%zu lines with subnormal inputs, %zu subnormal outputs",
                 r->nan_lines, r->nan_patterns, r->zero_lines, r->negzero_lines, r->sub_in_lines,
                 r->sub_out_lines);
    return mmaemu_model_write(f, &r->model, comment);
}

static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            fprintf(f, "\\u%04x", (unsigned char)*s);
        else
            fputc(*s, f);
    }
    fputc('"', f);
}

void mmaemu_infer_json(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r)
{
    const mmaemu_instr *m = &r->model;
    const mmaemu_step_params *p = &m->step;
    char alg[64], open[1024];
    alg_text(m, alg, sizeof alg);
    collect_open(r, open, sizeof open);
    fprintf(f, "{\n  \"files\": ");
    json_str(f, d->files);
    fprintf(f, ",\n  \"lines\": %zu,\n  \"in\": \"%s\",\n  \"out\": \"%s\",\n  \"k\": %d,\n",
            d->n, mmaemu_format_get(d->in)->name, mmaemu_format_get(d->acc)->name, r->k);
    fprintf(f, "  \"reproduced\": %s,\n  \"matched\": %zu,\n", r->found ? "true" : "false",
            r->matched);
    fprintf(f, "  \"candidates\": %zu,\n  \"after_prune\": %zu,\n  \"fit_relaxed\": %zu,\n"
            "  \"fit_exact\": %zu,\n  \"seconds\": %.3f,\n", r->n_candidates, r->n_after_prune,
            r->n_relaxed, r->n_exact, r->seconds_total);
    fprintf(f, "  \"model\": {\"alg\": \"%s\", \"L\": %d, \"F\": %d, \"F2\": %d, \"out\": \"%s\", "
            "\"e_zero\": %d, \"ezero_rule\": \"%s\", \"zero_sign\": \"%s\", \"nan\": \"0x%X\", "
            "\"widen_fp16\": %d, \"k_interleave\": %d, \"c_after\": %d},\n", alg, p->L, p->F, p->F2,
            mmaemu_model_out_name(p->out), p->e_zero, p->ezero_rule ? "floor" : "terms",
            p->zero_sign == MMAEMU_ZERO_IEEE ? "ieee" : "positive", (unsigned)p->nan_bits,
            m->widen_fp16, m->k_interleave, m->c_after);
    if (p->alg == MMAEMU_ALG_T_FDPA && r->n_surv)
        fprintf(f, "  \"e_zero_range\": [%d, %d],\n", r->ez_lo, r->ez_hi);
    fprintf(f, "  \"not_determined\": ");
    json_str(f, open);
    fprintf(f, "\n}\n");
}
