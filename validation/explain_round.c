/* SPDX-License-Identifier: MIT */
/* explain_round.c -- one GEMM rounding on two runs (two schedules, two
 * models): the values before the cast and their place on the output grid,
 * the exact value (MPFR), where the two step chains part, and the schedule
 * feature responsible, found by counterfactual.  Shared by `explain dcpp`
 * (validation/explain_dcpp.c) and `explain gemm` (validation/explain_gemm.c). */
#include <math.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain_impl.h"


static double fp32_value(uint32_t u)
{
    return mmaemu_bits_to_float(u);
}

double mmaemu_explain_value(mmaemu_format f, uint32_t bits)
{
    mmaemu_value v;
    mmaemu_decode(f, bits, &v);
    if (v.cls == MMAEMU_CLASS_NAN)
        return NAN;
    if (v.cls == MMAEMU_CLASS_INF)
        return v.sign ? -INFINITY : INFINITY;
    double x = ldexp((double)v.sig, v.exp - v.frac_bits);
    return v.sign ? -x : x;
}

long mmaemu_explain_ulps(mmaemu_format f, uint32_t a, uint32_t b)
{
    const uint32_t sign = 1u << (mmaemu_format_get(f)->width - 1);
    long x = a & sign ? -(long)(a & (sign - 1)) : (long)a;
    long y = b & sign ? -(long)(b & (sign - 1)) : (long)b;
    return labs(x - y);
}

/* The ulp of format f at |v| (subnormal spacing below the smallest normal). */
static double ulp_at(mmaemu_format f, double v)
{
    const mmaemu_format_info *fi = mmaemu_format_get(f);
    if (v == 0)
        return ldexp(1, fi->emin - fi->frac_bits);
    int e = ilogb(v);
    return ldexp(1, (e < fi->emin ? fi->emin : e) - fi->frac_bits);
}

void mmaemu_explain_grid(mmaemu_format f, double v, double *frac, double *margin, int *tie)
{
    double a = fabs(v), ulp = ulp_at(f, a);
    double lo = floor(a / ulp) * ulp;
    *frac = (a - lo) / ulp;
    *margin = fabs(*frac - 0.5);
    *tie = *frac == 0.5;
}

/* The fp32 accumulator of one element before the output cast. */
static uint32_t gemm_pre(const mmaemu_schedule *s, const mmaemu_instr *ins, const uint32_t *a,
                         const uint32_t *w, size_t K, uint32_t c)
{
    mmaemu_schedule t = *s;
    t.epilogue = MMAEMU_EPI_NONE;
    return mmaemu_schedule_eval(&t, ins, a, w, K, c);
}

/* The exact sum c + a[k] w[k] for the k in idx[0..n) below K (products of
 * formats up to tf32 are exact in double; 1200 bits hold any sum of them). */
static double exact_sum(const mmaemu_instr *ins, const uint32_t *a, const uint32_t *w,
                        const size_t *idx, size_t n, size_t K, uint32_t c)
{
    const mmaemu_step_params *p = &ins->step;
    mpfr_t s;
    mpfr_init2(s, 1200);
    mpfr_set_d(s, mmaemu_explain_value(p->acc_fmt, c), MPFR_RNDN);
    for (size_t q = 0; q < n; q++) {
        size_t k = idx ? idx[q] : q;
        if (k < K)
            mpfr_add_d(s, s, mmaemu_explain_value(p->a_fmt, a[k]) * mmaemu_explain_value(p->b_fmt, w[k]),
                       MPFR_RNDN);
    }
    double r = mpfr_get_d(s, MPFR_RNDN);
    mpfr_clear(s);
    return r;
}

/* ----------------------------------------------------------- step chains */

typedef struct {
    uint32_t *acc;      /* acc[s] = accumulator before step s */
    size_t n, cap;
} trace;

static void record(void *ctx, const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b,
                   int n, uint32_t c)
{
    (void)p;
    (void)a;
    (void)b;
    (void)n;
    trace *t = ctx;
    if (t->n < t->cap)
        t->acc[t->n++] = c;
}

static int plain_chain(const mmaemu_schedule *s, const mmaemu_instr *ins)
{
    return mmaemu_schedule_is_chain(s) && !ins->widen_fp16 && !ins->k_interleave &&
           !ins->c_after;
}

/* One run's chain of step accumulators for an element: order[q] the K
 * index consumed q-th; acc after q consumed = acc[q / L] (q multiple of L). */
typedef struct {
    size_t *order, kp;
    int L;
    trace tr;
} chain_view;

static int chain_build(const mmaemu_schedule *s, const mmaemu_instr *ins, const uint32_t *a,
                       const uint32_t *w, size_t K, uint32_t c, chain_view *v)
{
    size_t cap = K + 8 * 256;
    v->order = malloc(cap * sizeof *v->order);
    uint32_t *ca = malloc(2 * cap * sizeof *ca);
    if (!v->order || !ca) {
        free(v->order);
        free(ca);
        return -1;
    }
    v->kp = mmaemu_schedule_k_order(s, ins, K, v->order, cap);
    v->L = ins->step.L;
    for (size_t q = 0; q < v->kp; q++) {
        size_t k = v->order[q];
        ca[q] = k < K ? a[k] : 0u;
        ca[cap + q] = k < K ? w[k] : 0u;
    }
    v->tr.cap = v->kp / (size_t)v->L + 2;
    v->tr.n = 0;
    v->tr.acc = malloc(v->tr.cap * sizeof *v->tr.acc);
    if (!v->tr.acc) {
        free(v->order);
        free(ca);
        return -1;
    }
    uint32_t last = mmaemu_dot_observed(ins, ca, ca + cap, v->kp, c, record, &v->tr);
    if (v->tr.n < v->tr.cap)
        v->tr.acc[v->tr.n++] = last;
    free(ca);
    return 0;
}

static void chain_free(chain_view *v)
{
    free(v->order);
    free(v->tr.acc);
}

/* Compare two chains at the points where both have consumed the same set
 * of real K indices at a step boundary. */
static void chains_compare(const chain_view *A, const chain_view *B, const mmaemu_instr *ins,
                           const uint32_t *a, const uint32_t *w, size_t K, uint32_t c,
                           mmaemu_explain_round *r)
{
    size_t n = A->kp < B->kp ? A->kp : B->kp;
    unsigned char *seen = calloc(K + 1, 1);
    if (!seen)
        return;
    size_t cntA = 0, cntB = 0, common = 0;
    for (size_t q = 1; q <= n; q++) {
        size_t ka = A->order[q - 1], kb = B->order[q - 1];
        if (ka < K) {
            cntA++;
            if (seen[ka] & 2)
                common++;
            seen[ka] |= 1;
        }
        if (kb < K) {
            cntB++;
            if (seen[kb] & 1)
                common++;
            seen[kb] |= 2;
        }
        if (q % (size_t)A->L || q % (size_t)B->L || cntA != cntB || cntA != common)
            continue;
        size_t sa = q / (size_t)A->L, sb = q / (size_t)B->L;
        if (sa >= A->tr.n || sb >= B->tr.n)
            break;
        if (A->tr.acc[sa] == B->tr.acc[sb]) {
            r->same_k = q;
            continue;
        }
        r->diff_k = q;
        r->acc_at_diff[0] = fp32_value(A->tr.acc[sa]);
        r->acc_at_diff[1] = fp32_value(B->tr.acc[sb]);
        r->exact_at_diff = exact_sum(ins, a, w, A->order, q, K, c);
        break;
    }
    free(seen);
}

/* -------------------------------------------------- counterfactual search */

enum field { F_INSTR, F_ORDER, F_SPLIT, F_COMBINE, F_PROMOTE, F_COUNT };
static const char *const field_names[F_COUNT] = {"the instruction", "the K order (block_k, kpack)",
                                                  "split_k", "the split-K combine",
                                                  "promotion"};

static int same_datapath(const mmaemu_instr *x, const mmaemu_instr *y)
{
    return x->k == y->k && !memcmp(&x->step, &y->step, sizeof x->step) &&
           x->widen_fp16 == y->widen_fp16 && x->k_interleave == y->k_interleave &&
           x->c_after == y->c_after;
}

static int field_differs(const mmaemu_gemm_plan *A, const mmaemu_gemm_plan *B, int f)
{
    const mmaemu_schedule *a = &A->sched, *b = &B->sched;
    switch (f) {
    case F_INSTR: return !same_datapath(A->instr, B->instr);
    case F_ORDER:
        return a->block_k != b->block_k || a->kgroups != b->kgroups || a->kpack != b->kpack;
    case F_SPLIT: return a->split_k != b->split_k;
    case F_COMBINE: return a->split_k > 1 && b->split_k > 1 && a->combine != b->combine;
    default: return a->promote != b->promote;
    }
}

static void take_field(mmaemu_schedule *s, const mmaemu_instr **ins, const mmaemu_gemm_plan *A,
                       int f)
{
    switch (f) {
    case F_INSTR:
        *ins = A->instr;
        memcpy(s->instr, A->sched.instr, sizeof s->instr);
        break;
    case F_ORDER:
        s->block_k = A->sched.block_k;
        s->kgroups = A->sched.kgroups;
        s->kpack = A->sched.kpack;
        break;
    case F_SPLIT: s->split_k = A->sched.split_k; break;
    case F_COMBINE: s->combine = A->sched.combine; break;
    default: s->promote = A->sched.promote; break;
    }
}

/* Does B's schedule with the fields in mask taken from A give A's value? */
static int reproduces(const mmaemu_gemm_plan *A, const mmaemu_gemm_plan *B, unsigned mask,
                      const uint32_t *a, const uint32_t *w, size_t K, uint32_t c, uint32_t want)
{
    mmaemu_schedule s = B->sched;
    const mmaemu_instr *ins = B->instr;
    for (int f = 0; f < F_COUNT; f++)
        if (mask >> f & 1)
            take_field(&s, &ins, A, f);
    char err[256];
    if (mmaemu_schedule_check(&s, ins, err, sizeof err))
        return 0;
    return gemm_pre(&s, ins, a, w, K, c) == want;
}

static void describe_instr(const mmaemu_instr *ins, char *buf, size_t len)
{
    const mmaemu_step_params *p = &ins->step;
    const char *alg = p->alg == MMAEMU_ALG_T_FDPA ? "T-FDPA" :
                      p->alg == MMAEMU_ALG_TR_FDPA ? "TR-FDPA" :
                      p->alg == MMAEMU_ALG_GTR_FDPA ? "GTR-FDPA" :
                      p->alg == MMAEMU_ALG_E_FDPA ? "E-FDPA" : "other";
    snprintf(buf, len, "%s (%s, L=%d, F=%d)", ins->name, alg, p->L, p->F);
}

static mmaemu_cause instr_cause(const mmaemu_instr *x, const mmaemu_instr *y)
{
    if (x->step.L != y->step.L)
        return MMAEMU_CAUSE_STEP_LENGTH;
    if (x->step.F != y->step.F || x->step.F2 != y->step.F2)
        return MMAEMU_CAUSE_KEPT_BITS;
    if (x->step.alg != y->step.alg || x->step.ezero_rule != y->step.ezero_rule ||
        x->step.e_zero != y->step.e_zero || x->step.tr_variant != y->step.tr_variant ||
        x->step.zero_align != y->step.zero_align)
        return MMAEMU_CAUSE_DATAPATH;
    return x->k != y->k ? MMAEMU_CAUSE_K_ORDER : MMAEMU_CAUSE_DATAPATH;
}

static mmaemu_cause field_cause(const mmaemu_gemm_plan *A, const mmaemu_gemm_plan *B, int f)
{
    switch (f) {
    case F_INSTR: return instr_cause(A->instr, B->instr);
    case F_ORDER: return MMAEMU_CAUSE_K_ORDER;
    case F_SPLIT: return MMAEMU_CAUSE_SPLIT_K;
    case F_COMBINE: return MMAEMU_CAUSE_COMBINE;
    default: return MMAEMU_CAUSE_PROMOTE;
    }
}

/* The cause of a GEMM rounding that differs with identical inputs. */
static void attribute(const mmaemu_gemm_plan *A, const mmaemu_gemm_plan *B, const uint32_t *a,
                      const uint32_t *w, size_t K, uint32_t c, uint32_t want,
                      mmaemu_explain_round *r)
{
    char ia[128], ib[128], sa[256], sb[256];
    describe_instr(A->instr, ia, sizeof ia);
    describe_instr(B->instr, ib, sizeof ib);
    mmaemu_schedule_format(&A->sched, sa, sizeof sa);
    mmaemu_schedule_format(&B->sched, sb, sizeof sb);
    unsigned differs = 0;
    for (int f = 0; f < F_COUNT; f++)
        if (field_differs(A, B, f))
            differs |= 1u << f;
    if (!differs) {
        r->cause = MMAEMU_CAUSE_DATAPATH;
        snprintf(r->detail, sizeof r->detail,
                 "the schedules are equal (%s); the models' datapaths differ: %s vs %s", sa, ia, ib);
        return;
    }
    /* Single fields first (all of them that work are named), then pairs. */
    unsigned singles = 0;
    for (int f = 0; f < F_COUNT; f++)
        if ((differs >> f & 1) && reproduces(A, B, 1u << f, a, w, K, c, want))
            singles |= 1u << f;
    if (__builtin_popcount(singles) > 1) {
        int f0 = __builtin_ctz(singles), f1 = __builtin_ctz(singles & (singles - 1));
        r->cause = field_cause(A, B, f0);
        snprintf(r->detail, sizeof r->detail,
                 "%s: %s / %s: %s; taking either %s or %s alone from %s makes %s give its value",
                 A->name, sa, B->name, sb, field_names[f0], field_names[f1], A->name, B->name);
        return;
    }
    for (int size = 1; size <= 2; size++)
        for (unsigned mask = 1; mask < (1u << F_COUNT); mask++) {
            if ((mask & differs) != mask || __builtin_popcount(mask) != size)
                continue;
            if (!reproduces(A, B, mask, a, w, K, c, want))
                continue;
            int f0 = __builtin_ctz(mask);
            r->cause = size == 1 ? field_cause(A, B, f0) : MMAEMU_CAUSE_SEVERAL;
            if (size == 1 && f0 == F_INSTR)
                snprintf(r->detail, sizeof r->detail,
                         "%s runs %s, %s runs %s; with only the instruction swapped, %s "
                         "gives %s's value", A->name, ia, B->name, ib, B->name, A->name);
            else if (size == 1)
                snprintf(r->detail, sizeof r->detail,
                         "%s: %s / %s: %s; with only %s taken from %s, %s gives its value",
                         A->name, sa, B->name, sb, field_names[f0], A->name, B->name);
            else
                snprintf(r->detail, sizeof r->detail,
                         "%s: %s / %s: %s; it takes both %s and %s from %s to give its value",
                         A->name, sa, B->name, sb, field_names[f0],
                         field_names[__builtin_ctz(mask & (mask - 1))], A->name);
            return;
        }
    r->cause = MMAEMU_CAUSE_SEVERAL;
    snprintf(r->detail, sizeof r->detail,
             "%s: %s [%s] / %s: %s [%s]; no one or two schedule fields of %s reproduce %s",
             A->name, sa, ia, B->name, sb, ib, B->name, A->name);
}

/* ----------------------------------------------------- one rounding */

/* The step chains of both runs, where they part (plain chains only). */
static void compare_chains(const mmaemu_gemm_plan *A, const mmaemu_gemm_plan *B, const uint32_t *a,
                           const uint32_t *w, size_t K, uint32_t c, mmaemu_explain_round *r)
{
    if (!plain_chain(&A->sched, A->instr) || !plain_chain(&B->sched, B->instr))
        return;
    chain_view ca, cb;
    if (chain_build(&A->sched, A->instr, a, w, K, c, &ca))
        return;
    if (!chain_build(&B->sched, B->instr, a, w, K, c, &cb)) {
        chains_compare(&ca, &cb, A->instr, a, w, K, c, r);
        chain_free(&cb);
    }
    chain_free(&ca);
}

int mmaemu_explain_gemm_round(const mmaemu_gemm_plan *A, const mmaemu_gemm_plan *B,
                              const uint32_t *const a[2], const uint32_t *const w[2],
                              const uint32_t c[2], size_t K, mmaemu_format out,
                              mmaemu_explain_round *r)
{
    uint32_t pre[2];
    const mmaemu_gemm_plan *pl[2] = {A, B};
    for (int p = 0; p < 2; p++) {
        pre[p] = gemm_pre(&pl[p]->sched, pl[p]->instr, a[p], w[p], K, c[p]);
        r->pre[p] = fp32_value(pre[p]);
        r->post[p] = out == MMAEMU_FP32 ? pre[p]
                                        : mmaemu_convert(MMAEMU_FP32, pre[p], out, MMAEMU_RNE, 0);
        if (out == MMAEMU_FP32)
            r->frac[p] = r->margin[p] = NAN;   /* no cast: no grid to place it on */
        else
            mmaemu_explain_grid(out, r->pre[p], &r->frac[p], &r->margin[p], &r->tie[p]);
        r->exact[p] = exact_sum(pl[p]->instr, a[p], w[p], NULL, K, K, c[p]);
    }
    r->inputs_differ = c[0] != c[1];
    for (size_t k = 0; k < K; k++)
        r->inputs_differ += (a[0][k] != a[1][k]) + (w[0][k] != w[1][k]);
    if (pre[0] != pre[1] && !r->inputs_differ)
        compare_chains(A, B, a[0], w[0], K, c[0], r);
    if (r->post[0] == r->post[1] && pre[0] == pre[1]) {
        r->cause = MMAEMU_CAUSE_NONE;
    } else if (!r->inputs_differ) {
        attribute(A, B, a[0], w[0], K, c[0], pre[0], r);
    } else {
        /* Propagated: would B's schedule agree with A's on A's inputs? */
        uint32_t bonA = gemm_pre(&B->sched, B->instr, a[0], w[0], K, c[0]);
        r->cause = MMAEMU_CAUSE_INPUTS;
        snprintf(r->detail, sizeof r->detail,
                 "%zu operand elements differ (earlier roundings); on identical inputs the two "
                 "schedules %s", r->inputs_differ,
                 bonA == pre[0] ? "agree, so the difference is only propagated"
                                : "also differ here");
    }
    return 0;
}
