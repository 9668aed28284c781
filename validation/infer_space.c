/* SPDX-License-Identifier: MIT */
/* infer_space.c -- what `mmaemu infer` searches: every instruction
 * candidate over the engine's parameter space in canonical order, and one
 * candidate run on one line (its e_zero set narrowed on the way). */
#include "infer_impl.h"

#include <limits.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Evaluating one candidate on one line                                */
/* ------------------------------------------------------------------ */

int infer_is_sub(mmaemu_format f, uint32_t x)
{
    mmaemu_value v;
    mmaemu_decode(f, x, &v);
    return v.cls == MMAEMU_CLASS_FINITE && v.sig < (1ull << v.frac_bits);
}

/* relaxed: any NaN matches any NaN, +0 matches -0. */
int infer_same(mmaemu_format acc, uint32_t m, uint32_t d, int relaxed)
{
    if (m == d)
        return 1;
    if (!relaxed)
        return 0;
    return (infer_is_nan(acc, m) && infer_is_nan(acc, d)) ||
           (infer_is_zero(acc, m) && infer_is_zero(acc, d));
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
static uint32_t tf_run(const mmaemu_instr *ins, int z, const infer_line *l, int *thr)
{
    mmaemu_instr cand = *ins;
    cand.step.e_zero = z;
    int T = INT_MAX;
    uint32_t d = mmaemu_dot_observed(&cand, l->a, l->b, l->k, l->c, thr ? observe_emax : NULL, &T);
    if (thr)
        *thr = T;
    return d;
}

int infer_ez_get(const uint64_t *ez, int j)
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
    return z >= ZLO && z <= 0 && infer_ez_get(ez, z - ZLO);
}

/* Run a candidate on one line; 1 if it still fits.  T-FDPA candidates
 * shrink their e_zero set. */
int infer_cand_line(mmaemu_infer_cand *cd, mmaemu_format acc, const infer_line *l, int relaxed)
{
    if (cd->ins.step.alg != MMAEMU_ALG_T_FDPA)
        return infer_same(acc, mmaemu_dot(&cd->ins, l->a, l->b, l->k, l->c), l->d, relaxed);
    int T;
    uint32_t r0 = tf_run(&cd->ins, ZLO, l, &T);
    int ok0 = infer_same(acc, r0, l->d, relaxed);
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
        if (!infer_ez_get(cd->ez, (int)j))
            continue;
        uint32_t r = j == 0 ? r0 : tf_run(&cd->ins, ZLO + (int)j, l, NULL);
        if (!infer_same(acc, r, l->d, relaxed))
            ez_clear(cd->ez, (int)j);
    }
    return ez_any(cd->ez);
}

/* ------------------------------------------------------------------ */
/* The candidates                                                      */
/* ------------------------------------------------------------------ */

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

int infer_alg_rank(const mmaemu_step_params *p)
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

int infer_alg_kind(int rank, mmaemu_instr *m)
{
    if (rank < 0 || rank >= N_ALG_KINDS)
        return -1;
    m->step.alg = alg_kinds[rank].alg;
    m->step.tr_variant = alg_kinds[rank].trv;
    m->step.ftz_pair = alg_kinds[rank].pair;
    return 0;
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
int infer_cand_cmp(const void *x, const void *y)
{
    const mmaemu_instr *a = &((const mmaemu_infer_cand *)x)->ins;
    const mmaemu_instr *b = &((const mmaemu_infer_cand *)y)->ins;
    int d;
    if ((d = infer_alg_rank(&a->step) - infer_alg_rank(&b->step)))
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
int infer_enumerate(const mmaemu_infer_data *D, int k, uint32_t nan_bits, cand_vec *cv)
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

