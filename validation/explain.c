/* explain.c -- why two DCPP runs disagree, element by element
 * (docs/triage.md).
 *
 * Both runs are predicted whole, every intermediate kept.  For one output
 * element we walk its cone -- the intermediate elements it depends on --
 * in topological order (xty, db2, out, dy, dx1, dxt, dx) and look at every
 * rounding in it that differs between the runs.  The first one is the root
 * cause.  For a GEMM rounding we recompute the element from its operands:
 * the fp32 value before the bf16 cast, its distance to the RNE boundary, the
 * exact result (MPFR), where the two step chains part, and which schedule
 * difference is responsible: run B's schedule with one field at a time
 * replaced by run A's, until it gives A's value. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mpfr.h>

#include "mmaemu/explain.h"

/* The problem's sizes inside functions that hold the explain state e. */
#define M_ (e->cfg[0]->m)
#define D_ (e->cfg[0]->d)
#define K_ (e->cfg[0]->k)

static const struct {
    const char *name[2];        /* Helion, Inductor */
    char rows, cols;            /* 'M', 'D' or 'K' of the config's problem */
    int bwd;                    /* part of the backward program */
    int gemm;                   /* index in mmaemu_dcpp_plan's list, -1: the add */
} meta[MMAEMU_DT_COUNT] = {
    [MMAEMU_DT_XTY] = {{"xty", "xty"}, 'D', 'K', 0, 0},
    [MMAEMU_DT_DB2] = {{"db2", "buf0"}, 'D', 'K', 1, 0},
    [MMAEMU_DT_OUT] = {{"out", "out"}, 'M', 'K', 0, 1},
    [MMAEMU_DT_DY] = {{"dy", "dy"}, 'M', 'K', 1, 1},
    [MMAEMU_DT_DX1] = {{"dx1", "buf1"}, 'M', 'D', 1, 2},
    [MMAEMU_DT_DXT] = {{"dxt", "buf3"}, 'D', 'M', 1, 3},
    [MMAEMU_DT_DX] = {{"dx", "dx"}, 'M', 'D', 1, -1},
};

const char *mmaemu_dcpp_tensor_name(mmaemu_dcpp_tensor t, mmaemu_dcpp_path p)
{
    return (unsigned)t < MMAEMU_DT_COUNT ? meta[t].name[p == MMAEMU_DCPP_INDUCTOR] : "?";
}

static size_t dim(const mmaemu_dcpp_config *c, char which)
{
    return which == 'M' ? c->m : which == 'D' ? c->d : c->k;
}

void mmaemu_dcpp_tensor_dims(const mmaemu_dcpp_config *c, mmaemu_dcpp_tensor t, size_t *rows,
                             size_t *cols)
{
    *rows = dim(c, meta[t].rows);
    *cols = dim(c, meta[t].cols);
}

void mmaemu_dcpp_tensor_shape(mmaemu_dcpp_tensor t, size_t *rows, size_t *cols)
{
    mmaemu_dcpp_config c;
    mmaemu_dcpp_config_init(&c, NULL);
    mmaemu_dcpp_tensor_dims(&c, t, rows, cols);
}

/* Rows and columns of tensor t in the explained problem (run A's config;
 * mmaemu_explain_predict checks that both runs share the shape). */
static size_t rows_of(const mmaemu_explain *e, mmaemu_dcpp_tensor t)
{
    return dim(e->cfg[0], meta[t].rows);
}

static size_t cols_of(const mmaemu_explain *e, mmaemu_dcpp_tensor t)
{
    return dim(e->cfg[0], meta[t].cols);
}

const char *mmaemu_cause_name(mmaemu_cause c)
{
    static const char *const names[MMAEMU_CAUSE_COUNT] = {
        "none", "inputs", "step length", "kept bits", "datapath", "K order",
        "split-K", "split-K combine", "promotion", "several", "final add",
    };
    return (unsigned)c < MMAEMU_CAUSE_COUNT ? names[c] : "?";
}

/* ------------------------------------------------------------ predicting */

static size_t tensor_words(const mmaemu_explain *e, mmaemu_dcpp_tensor t)
{
    return e->B * rows_of(e, t) * cols_of(e, t);
}

void mmaemu_explain_free(mmaemu_explain *e)
{
    for (int p = 0; p < 2; p++)
        for (int t = 0; t < MMAEMU_DT_COUNT; t++) {
            free(e->pred[p].t[t]);
            e->pred[p].t[t] = NULL;
        }
}

static int predict_one(mmaemu_explain *e, int p, char *err, size_t errlen)
{
    const mmaemu_dcpp_config *c = e->cfg[p];
    mmaemu_dcpp_state *s = &e->pred[p];
    mmaemu_dcpp_gemm_plan pl[4];
    const int fwd = !e->bwd || e->chained;
    for (int t = 0; t < MMAEMU_DT_COUNT; t++) {
        if (meta[t].bwd ? !e->bwd : !fwd)
            continue;
        if (!(s->t[t] = malloc(tensor_words(e, (mmaemu_dcpp_tensor)t) * sizeof(uint16_t)))) {
            snprintf(err, errlen, "explain: out of memory");
            return -1;
        }
    }
    if (fwd) {
        if (mmaemu_dcpp_plan(c, e->path[p], 0, pl, err, errlen) < 0)
            return -1;
        e->plan[p][MMAEMU_DT_XTY] = pl[0];
        e->plan[p][MMAEMU_DT_OUT] = pl[1];
        mmaemu_dcpp_fwd f = {s->t[MMAEMU_DT_XTY], NULL, s->t[MMAEMU_DT_OUT]};
        if (mmaemu_dcpp_forward(c, e->path[p], e->B, e->x, e->y, NULL, &f, err, errlen))
            return -1;
    }
    if (e->bwd) {
        if (mmaemu_dcpp_plan(c, e->path[p], 1, pl, err, errlen) < 0)
            return -1;
        e->plan[p][MMAEMU_DT_DB2] = pl[0];
        e->plan[p][MMAEMU_DT_DY] = pl[1];
        e->plan[p][MMAEMU_DT_DX1] = pl[2];
        e->plan[p][MMAEMU_DT_DXT] = pl[3];
        mmaemu_dcpp_bwd g = {NULL, s->t[MMAEMU_DT_DB2], s->t[MMAEMU_DT_DY], s->t[MMAEMU_DT_DX1],
                             s->t[MMAEMU_DT_DXT], s->t[MMAEMU_DT_DX]};
        const uint16_t *b = e->chained ? s->t[MMAEMU_DT_XTY] : e->b;
        if (mmaemu_dcpp_backward(c, e->path[p], e->B, e->x, e->y, e->dout, b, &g, err, errlen))
            return -1;
    }
    return 0;
}

int mmaemu_explain_predict(mmaemu_explain *e, char *err, size_t errlen)
{
    if (!e->cfg[0] || !e->cfg[1] || !e->x || !e->y || !e->B ||
        (e->bwd && (!e->dout || (!e->chained && !e->b)))) {
        snprintf(err, errlen, "explain: missing config or input");
        return -1;
    }
    if (e->cfg[0]->m != e->cfg[1]->m || e->cfg[0]->d != e->cfg[1]->d ||
        e->cfg[0]->k != e->cfg[1]->k) {
        snprintf(err, errlen, "explain: the two runs must share the problem's shape");
        return -1;
    }
    memset(e->pred, 0, sizeof e->pred);
    for (int p = 0; p < 2; p++)
        if (predict_one(e, p, err, errlen)) {
            mmaemu_explain_free(e);
            return -1;
        }
    return 0;
}

/* --------------------------------------------------------------- values */

static double fp32_value(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* The bf16 ulp distance between two finite patterns. */
static long bf16_ulps(uint16_t a, uint16_t b)
{
    long x = a & 0x8000u ? -(long)(a & 0x7FFFu) : (long)a;
    long y = b & 0x8000u ? -(long)(b & 0x7FFFu) : (long)b;
    return labs(x - y);
}

/* The bf16 ulp at |v| (8 significant bits, subnormal below 2^-126). */
static double bf16_ulp(double v)
{
    if (v == 0)
        return ldexp(1, -133);
    int e = ilogb(v);
    return ldexp(1, (e < -126 ? -126 : e) - 7);
}

/* Where v lies between its bf16 neighbours: frac in [0, 1) ulps of the
 * lower one (toward zero); the RNE boundary is frac = 0.5. */
static void grid_position(double v, double *frac, double *margin, int *tie)
{
    double a = fabs(v), ulp = bf16_ulp(a);
    double lo = floor(a / ulp) * ulp;
    *frac = (a - lo) / ulp;
    *margin = fabs(*frac - 0.5);
    *tie = *frac == 0.5;
}

/* ------------------------------------------------------- GEMM operands */

static const uint16_t *tensor_of(const mmaemu_explain *e, int p, mmaemu_dcpp_tensor t)
{
    return e->pred[p].t[t];
}

/* The K operands of GEMM tensor t's element (b, i, j) on run p, in
 * natural K order.  Returns K. */
static size_t operands(const mmaemu_explain *e, int p, mmaemu_dcpp_tensor t, size_t b, size_t i,
                       size_t j, uint32_t *a, uint32_t *w)
{
    const uint16_t *x = e->x + b * M_ * D_, *y = e->y + b * M_ * K_;
    const uint16_t *dout = e->dout ? e->dout + b * M_ * K_ : NULL;
    switch (t) {
    case MMAEMU_DT_XTY:
    case MMAEMU_DT_DB2: {
        const uint16_t *r = t == MMAEMU_DT_XTY ? y : dout;
        for (size_t m = 0; m < M_; m++) {
            a[m] = x[m * D_ + i];
            w[m] = r[m * K_ + j];
        }
        return M_;
    }
    case MMAEMU_DT_OUT:
    case MMAEMU_DT_DY: {
        const uint16_t *r = tensor_of(e, p, t == MMAEMU_DT_OUT ? MMAEMU_DT_XTY : MMAEMU_DT_DB2) +
                            b * D_ * K_;
        for (size_t d = 0; d < D_; d++) {
            a[d] = x[i * D_ + d];
            w[d] = r[d * K_ + j];
        }
        return D_;
    }
    case MMAEMU_DT_DX1: {
        const uint16_t *bm = (e->chained ? tensor_of(e, p, MMAEMU_DT_XTY) : e->b) + b * D_ * K_;
        for (size_t k = 0; k < K_; k++) {
            a[k] = dout[i * K_ + k];
            w[k] = bm[j * K_ + k];
        }
        return K_;
    }
    case MMAEMU_DT_DXT: {
        const uint16_t *db2 = tensor_of(e, p, MMAEMU_DT_DB2) + b * D_ * K_;
        for (size_t k = 0; k < K_; k++) {
            a[k] = db2[i * K_ + k];
            w[k] = y[j * K_ + k];
        }
        return K_;
    }
    default:
        return 0;
    }
}

/* The fp32 accumulator of one element before the program's bf16 cast. */
static uint32_t gemm_pre(const mmaemu_schedule *s, const mmaemu_instr *ins, const uint32_t *a,
                         const uint32_t *w, size_t K)
{
    mmaemu_schedule t = *s;
    t.epilogue = MMAEMU_EPI_NONE;
    return mmaemu_schedule_eval(&t, ins, a, w, K, 0u);
}

/* The exact sum of a[k] w[k] for the k in idx[0..n) below K (bf16
 * products are exact in double; 1200 bits hold any sum of them). */
static double exact_sum(const uint32_t *a, const uint32_t *w, const size_t *idx, size_t n,
                        size_t K)
{
    mpfr_t s;
    mpfr_init2(s, 1200);
    mpfr_set_zero(s, 1);
    for (size_t q = 0; q < n; q++) {
        size_t k = idx ? idx[q] : q;
        if (k < K)
            mpfr_add_d(s, s, mmaemu_bf16_to_double((uint16_t)a[k]) * mmaemu_bf16_to_double((uint16_t)w[k]), MPFR_RNDN);
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
    return s->split_k <= 1 && !s->promote && !ins->widen_fp16 && !ins->k_interleave &&
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
                       const uint32_t *w, size_t K, chain_view *v)
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
    uint32_t last = mmaemu_dot_observed(ins, ca, ca + cap, v->kp, 0u, record, &v->tr);
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
static void chains_compare(const chain_view *A, const chain_view *B, const uint32_t *a,
                           const uint32_t *w, size_t K, mmaemu_explain_round *r)
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
        r->exact_at_diff = exact_sum(a, w, A->order, q, K);
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

static int field_differs(const mmaemu_dcpp_gemm_plan *A, const mmaemu_dcpp_gemm_plan *B, int f)
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

static void take_field(mmaemu_schedule *s, const mmaemu_instr **ins, const mmaemu_dcpp_gemm_plan *A,
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
static int reproduces(const mmaemu_dcpp_gemm_plan *A, const mmaemu_dcpp_gemm_plan *B, unsigned mask,
                      const uint32_t *a, const uint32_t *w, size_t K, uint32_t want)
{
    mmaemu_schedule s = B->sched;
    const mmaemu_instr *ins = B->instr;
    for (int f = 0; f < F_COUNT; f++)
        if (mask >> f & 1)
            take_field(&s, &ins, A, f);
    char err[256];
    if (mmaemu_schedule_check(&s, ins, err, sizeof err))
        return 0;
    return gemm_pre(&s, ins, a, w, K) == want;
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
        x->step.e_zero != y->step.e_zero || x->step.tr_variant != y->step.tr_variant)
        return MMAEMU_CAUSE_DATAPATH;
    return x->k != y->k ? MMAEMU_CAUSE_K_ORDER : MMAEMU_CAUSE_DATAPATH;
}

static mmaemu_cause field_cause(const mmaemu_dcpp_gemm_plan *A, const mmaemu_dcpp_gemm_plan *B, int f)
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
static void attribute(const mmaemu_explain *e, mmaemu_dcpp_tensor t, const uint32_t *a,
                      const uint32_t *w, size_t K, uint32_t want, mmaemu_explain_round *r)
{
    const mmaemu_dcpp_gemm_plan *A = &e->plan[0][t], *B = &e->plan[1][t];
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
        if ((differs >> f & 1) && reproduces(A, B, 1u << f, a, w, K, want))
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
            if (!reproduces(A, B, mask, a, w, K, want))
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

/* -------------------------------------------------------- one rounding */

static int gemm_round(const mmaemu_explain *e, mmaemu_dcpp_tensor t, size_t b, size_t i, size_t j,
                      mmaemu_explain_round *r)
{
    const size_t cap = M_ + 8;
    uint32_t *buf = malloc(4 * cap * sizeof *buf);
    if (!buf)
        return -1;
    uint32_t *a[2] = {buf, buf + 2 * cap}, *w[2] = {buf + cap, buf + 3 * cap};
    size_t K = 0;
    uint32_t pre[2];
    memset(r, 0, sizeof *r);
    r->tensor = t;
    r->batch = b;
    r->row = i;
    r->col = j;
    for (int p = 0; p < 2; p++) {
        K = operands(e, p, t, b, i, j, a[p], w[p]);
        const mmaemu_dcpp_gemm_plan *pl = &e->plan[p][t];
        pre[p] = gemm_pre(&pl->sched, pl->instr, a[p], w[p], K);
        r->pre[p] = fp32_value(pre[p]);
        r->post[p] = (uint16_t)mmaemu_convert(MMAEMU_FP32, pre[p], MMAEMU_BF16, MMAEMU_RNE, 0);
        grid_position(r->pre[p], &r->frac[p], &r->margin[p], &r->tie[p]);
        r->exact[p] = exact_sum(a[p], w[p], NULL, K, K);
    }
    for (size_t k = 0; k < K; k++)
        r->inputs_differ += (a[0][k] != a[1][k]) + (w[0][k] != w[1][k]);
    const mmaemu_dcpp_gemm_plan *A = &e->plan[0][t], *B = &e->plan[1][t];
    if (pre[0] != pre[1] && plain_chain(&A->sched, A->instr) && plain_chain(&B->sched, B->instr) &&
        !r->inputs_differ) {
        chain_view ca, cb;
        if (!chain_build(&A->sched, A->instr, a[0], w[0], K, &ca)) {
            if (!chain_build(&B->sched, B->instr, a[1], w[1], K, &cb)) {
                chains_compare(&ca, &cb, a[0], w[0], K, r);
                chain_free(&cb);
            }
            chain_free(&ca);
        }
    }
    if (r->post[0] == r->post[1] && pre[0] == pre[1]) {
        r->cause = MMAEMU_CAUSE_NONE;
    } else if (!r->inputs_differ) {
        attribute(e, t, a[0], w[0], K, pre[0], r);
    } else {
        /* Propagated: would B's schedule agree with A's on A's inputs? */
        uint32_t bonA = gemm_pre(&B->sched, B->instr, a[0], w[0], K);
        r->cause = MMAEMU_CAUSE_INPUTS;
        snprintf(r->detail, sizeof r->detail,
                 "%zu operand elements differ (earlier roundings); on identical inputs the two "
                 "schedules %s", r->inputs_differ,
                 bonA == pre[0] ? "agree, so the difference is only propagated"
                                : "also differ here");
    }
    free(buf);
    return 0;
}

static void add_round(const mmaemu_explain *e, size_t b, size_t m, size_t d,
                      mmaemu_explain_round *r)
{
    memset(r, 0, sizeof *r);
    r->tensor = MMAEMU_DT_DX;
    r->batch = b;
    r->row = m;
    r->col = d;
    for (int p = 0; p < 2; p++) {
        uint16_t x1 = e->pred[p].t[MMAEMU_DT_DX1][(b * M_ + m) * D_ + d];
        uint16_t xt = e->pred[p].t[MMAEMU_DT_DXT][(b * D_ + d) * M_ + m];
        r->pre[p] = r->exact[p] = mmaemu_bf16_to_double(x1) + mmaemu_bf16_to_double(xt);
        r->post[p] = e->pred[p].t[MMAEMU_DT_DX][(b * M_ + m) * D_ + d];
        grid_position(r->pre[p], &r->frac[p], &r->margin[p], &r->tie[p]);
        if (p == 1)
            r->inputs_differ = (x1 != e->pred[0].t[MMAEMU_DT_DX1][(b * M_ + m) * D_ + d]) +
                               (xt != e->pred[0].t[MMAEMU_DT_DXT][(b * D_ + d) * M_ + m]);
    }
    r->cause = r->post[0] == r->post[1] && r->pre[0] == r->pre[1] ? MMAEMU_CAUSE_NONE
                                                                  : MMAEMU_CAUSE_INPUTS;
    snprintf(r->detail, sizeof r->detail, "dx = bf16(dx1 + dxt^T), one RNE rounding of the exact "
             "sum on both paths; %zu of its 2 inputs differ", r->inputs_differ);
}

/* ------------------------------------------------------------- the cone */

typedef struct {
    mmaemu_dcpp_tensor t;
    size_t b, r, c;
} site;

/* Visit the sites of element (t, b, i, j)'s cone in topological order
 * (t itself last).  Returns the number visited (at most max). */
static size_t cone(const mmaemu_explain *e, mmaemu_dcpp_tensor t, size_t b, size_t i, size_t j,
                   site *out, size_t max)
{
    size_t n = 0;
#define PUT(T, R, C)                                                                             \
    do {                                                                                         \
        if (n < max)                                                                             \
            out[n++] = (site){(T), b, (R), (C)};                                                 \
    } while (0)
    switch (t) {
    case MMAEMU_DT_OUT:
        for (size_t d = 0; d < D_; d++)
            PUT(MMAEMU_DT_XTY, d, j);
        break;
    case MMAEMU_DT_DY:
        for (size_t d = 0; d < D_; d++)
            PUT(MMAEMU_DT_DB2, d, j);
        break;
    case MMAEMU_DT_DX1:
        if (e->chained)
            for (size_t k = 0; k < K_; k++)
                PUT(MMAEMU_DT_XTY, j, k);
        break;
    case MMAEMU_DT_DXT:
        for (size_t k = 0; k < K_; k++)
            PUT(MMAEMU_DT_DB2, i, k);
        break;
    case MMAEMU_DT_DX:
        if (e->chained)
            for (size_t k = 0; k < K_; k++)
                PUT(MMAEMU_DT_XTY, j, k);
        for (size_t k = 0; k < K_; k++)
            PUT(MMAEMU_DT_DB2, j, k);
        PUT(MMAEMU_DT_DX1, i, j);
        PUT(MMAEMU_DT_DXT, j, i);
        break;
    default:
        break;
    }
    PUT(t, i, j);
#undef PUT
    return n;
}

static size_t flat(const mmaemu_explain *e, const site *s)
{
    return (s->b * rows_of(e, s->t) + s->r) * cols_of(e, s->t) + s->c;
}

static int site_differs(const mmaemu_explain *e, const site *s)
{
    size_t f = flat(e, s);
    return e->pred[0].t[s->t][f] != e->pred[1].t[s->t][f];
}

/* --------------------------------------------------------- propagation */

static void describe_propagation(const mmaemu_explain *e, mmaemu_explain_elem *x)
{
    const mmaemu_explain_round *first = &x->r[0], *last = &x->r[x->n_rounds - 1];
    const char *na = mmaemu_dcpp_tensor_name(first->tensor, e->path[0]);
    const char *nb = mmaemu_dcpp_tensor_name(first->tensor, e->path[1]);
    char *s = x->propagation;
    size_t len = sizeof x->propagation, n = 0;
    if (x->n_rounds == 1) {
        snprintf(s, len, "no input differs: the difference is made at this rounding (%s)",
                 mmaemu_cause_name(first->cause));
        return;
    }
    n += (size_t)snprintf(s + n, len - n, "%s/%s differs by %ld ulp (%g vs %g)", na, nb,
                          bf16_ulps(first->post[0], first->post[1]), mmaemu_bf16_to_double(first->post[0]),
                          mmaemu_bf16_to_double(first->post[1]));
    if (x->cone_differ[first->tensor] > 1 && n < len)
        n += (size_t)snprintf(s + n, len - n, " (%zu of its %zu cone elements differ)",
                              x->cone_differ[first->tensor], x->cone_size[first->tensor]);
    double d_in = fabs(mmaemu_bf16_to_double(first->post[0]) - mmaemu_bf16_to_double(first->post[1]));
    double d_pre = fabs(last->pre[0] - last->pre[1]);
    if (n < len)
        n += (size_t)snprintf(s + n, len - n, "; before the last rounding the runs differ by %g",
                              d_pre);
    if (x->tensor == MMAEMU_DT_DX && x->cancellation > 1.5 && n < len)
        n += (size_t)snprintf(s + n, len - n, "; dx1 + dxt cancels: (|dx1| + |dxt|) / |dx| = %.3g, "
                              "so an ulp of dxt is worth that many of dx", x->cancellation);
    if (n < len)
        n += (size_t)snprintf(s + n, len - n,
                              "; the last rounding: run A at %.3f ulp%s, run B at %.3f ulp%s",
                              last->frac[0], last->tie[0] ? " (a tie, to even)" : "",
                              last->frac[1], last->tie[1] ? " (a tie, to even)" : "");
    if (n < len)
        snprintf(s + n, len - n, "; output difference %g = %ld ulp of the output (amplification "
                 "%.3g of the first difference)", x->abs_diff, x->ulps,
                 d_in > 0 ? x->abs_diff / d_in : 0.0);
}

static void check_observed(const mmaemu_explain *e, const site *sites, size_t n,
                           mmaemu_explain_elem *x)
{
    size_t len = 0;
    x->observed[0] = 0;
    for (int p = 0; p < 2; p++) {
        x->observed_first[p] = MMAEMU_DT_COUNT;
        int any = 0;
        for (size_t q = 0; q < n; q++) {
            const uint16_t *got = e->got[p].t[sites[q].t];
            if (!got)
                continue;
            any = 1;
            size_t f = flat(e, &sites[q]);
            if (got[f] == e->pred[p].t[sites[q].t][f])
                continue;
            x->observed_first[p] = sites[q].t;
            if (len < sizeof x->observed)
                len += (size_t)snprintf(
                    x->observed + len, sizeof x->observed - len,
                    "%srun %c: observed %s[%zu,%zu,%zu] = %g, predicted %g: the model is first "
                    "wrong at %s", len ? "; " : "", 'A' + p,
                    mmaemu_dcpp_tensor_name(sites[q].t, e->path[p]), sites[q].b, sites[q].r,
                    sites[q].c, mmaemu_bf16_to_double(got[f]), mmaemu_bf16_to_double(e->pred[p].t[sites[q].t][f]),
                    mmaemu_dcpp_tensor_name(sites[q].t, e->path[p]));
            break;
        }
        if (any && x->observed_first[p] == MMAEMU_DT_COUNT && len < sizeof x->observed)
            len += (size_t)snprintf(x->observed + len, sizeof x->observed - len,
                                    "%srun %c: the observation equals the prediction on every "
                                    "given tensor of the cone", len ? "; " : "", 'A' + p);
    }
}

int mmaemu_explain_element(const mmaemu_explain *e, mmaemu_dcpp_tensor t, size_t batch, size_t row,
                           size_t col, mmaemu_explain_elem *x, char *err, size_t errlen)
{
    if ((unsigned)t >= MMAEMU_DT_COUNT || !e->pred[0].t[t] || !e->pred[1].t[t] ||
        batch >= e->B || row >= rows_of(e, t) || col >= cols_of(e, t)) {
        snprintf(err, errlen, "explain: no element %s[%zu,%zu,%zu] in this run",
                 (unsigned)t < MMAEMU_DT_COUNT ? meta[t].name[0] : "?", batch, row, col);
        return -1;
    }
    const size_t max_sites = 2 * K_ + 3;
    site *sites = malloc((D_ + max_sites) * sizeof *sites);
    if (!sites) {
        snprintf(err, errlen, "explain: out of memory");
        return -1;
    }
    memset(x, 0, sizeof *x);
    x->tensor = t;
    x->batch = batch;
    x->row = row;
    x->col = col;
    size_t f = (batch * rows_of(e, t) + row) * cols_of(e, t) + col;
    x->val[0] = e->pred[0].t[t][f];
    x->val[1] = e->pred[1].t[t][f];
    x->abs_diff = fabs(mmaemu_bf16_to_double(x->val[0]) - mmaemu_bf16_to_double(x->val[1]));
    x->ulps = bf16_ulps(x->val[0], x->val[1]);
    size_t n = cone(e, t, batch, row, col, sites, D_ + max_sites);
    int rc = 0;
    for (size_t q = 0; q < n && !rc; q++) {
        x->cone_size[sites[q].t]++;
        if (!site_differs(e, &sites[q]))
            continue;
        x->cone_differ[sites[q].t]++;
        /* Keep room for the element's own rounding. */
        int last = q + 1 == n;
        if (x->n_rounds >= MMAEMU_EXPLAIN_MAX_ROUNDS - 1 && !last)
            continue;
        mmaemu_explain_round *r = &x->r[x->n_rounds];
        if (sites[q].t == MMAEMU_DT_DX)
            add_round(e, batch, sites[q].r, sites[q].c, r);
        else if (gemm_round(e, sites[q].t, batch, sites[q].r, sites[q].c, r))
            rc = -1;
        x->n_rounds++;
    }
    if (!rc && t == MMAEMU_DT_DX) {
        double x1 = mmaemu_bf16_to_double(e->pred[0].t[MMAEMU_DT_DX1][(batch * M_ + row) * D_ + col]);
        double xt = mmaemu_bf16_to_double(e->pred[0].t[MMAEMU_DT_DXT][(batch * D_ + col) * M_ + row]);
        x->cancellation = x1 + xt != 0 ? (fabs(x1) + fabs(xt)) / fabs(x1 + xt) : INFINITY;
    }
    if (!rc && x->n_rounds)
        describe_propagation(e, x);
    if (!rc)
        check_observed(e, sites, n, x);
    free(sites);
    if (rc)
        snprintf(err, errlen, "explain: out of memory");
    return rc;
}
