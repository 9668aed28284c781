/* SPDX-License-Identifier: MIT */
/* explain_dcpp.c -- why two DCPP runs disagree, element by element
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


#include "explain_impl.h"

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
    for (int p = 0; p < 2; p++)
        K = operands(e, p, t, b, i, j, a[p], w[p]);
    memset(r, 0, sizeof *r);
    const uint32_t zero[2] = {0, 0};
    const uint32_t *ca[2] = {a[0], a[1]}, *cw[2] = {w[0], w[1]};
    mmaemu_explain_gemm_round(&e->plan[0][t], &e->plan[1][t], ca, cw, zero, K, MMAEMU_BF16, r);
    r->tensor = t;
    r->batch = b;
    r->row = i;
    r->col = j;
    free(buf);
    return 0;
}

/* Run p's dx sum in fp32 (the dx_sum=fp32 knob of its path)? */
static int fp32_sum(const mmaemu_explain *e, int p)
{
    return e->cfg[p]->dx_sum_fp32[e->path[p] == MMAEMU_DCPP_INDUCTOR];
}

/* Element (b, m, d)'s dx sum on run p, before its bf16 rounding: with
 * dx_sum=bf16, the exact sum of the bf16 dx1 and dxt (pre = exact); with
 * fp32, one fp32 RNE add of their fp32 accumulators (recomputed here:
 * the state keeps only their bf16 casts).  -1 out of memory. */
static int sum_inputs(const mmaemu_explain *e, int p, size_t b, size_t m, size_t d, double *pre,
                      double *exact)
{
    if (!fp32_sum(e, p)) {
        const uint16_t x1 = e->pred[p].t[MMAEMU_DT_DX1][(b * M_ + m) * D_ + d];
        const uint16_t xt = e->pred[p].t[MMAEMU_DT_DXT][(b * D_ + d) * M_ + m];
        *pre = *exact = mmaemu_bf16_to_double(x1) + mmaemu_bf16_to_double(xt);
        return 0;
    }
    mmaemu_explain_round r1, rt;
    if (gemm_round(e, MMAEMU_DT_DX1, b, m, d, &r1) || gemm_round(e, MMAEMU_DT_DXT, b, d, m, &rt))
        return -1;
    const float a1 = (float)r1.pre[p], at = (float)rt.pre[p];   /* fp32 values: exact */
    *pre = (double)(a1 + at);                                    /* one fp32 RNE add */
    *exact = (double)a1 + (double)at;
    return 0;
}

static int add_round(const mmaemu_explain *e, size_t b, size_t m, size_t d,
                     mmaemu_explain_round *r)
{
    memset(r, 0, sizeof *r);
    r->tensor = MMAEMU_DT_DX;
    r->batch = b;
    r->row = m;
    r->col = d;
    for (int p = 0; p < 2; p++) {
        if (sum_inputs(e, p, b, m, d, &r->pre[p], &r->exact[p]))
            return -1;
        r->post[p] = e->pred[p].t[MMAEMU_DT_DX][(b * M_ + m) * D_ + d];
        mmaemu_explain_grid(MMAEMU_BF16, r->pre[p], &r->frac[p], &r->margin[p], &r->tie[p]);
        if (p == 1)
            r->inputs_differ =
                (e->pred[1].t[MMAEMU_DT_DX1][(b * M_ + m) * D_ + d] !=
                 e->pred[0].t[MMAEMU_DT_DX1][(b * M_ + m) * D_ + d]) +
                (e->pred[1].t[MMAEMU_DT_DXT][(b * D_ + d) * M_ + m] !=
                 e->pred[0].t[MMAEMU_DT_DXT][(b * D_ + d) * M_ + m]);
    }
    r->cause = r->post[0] == r->post[1] && r->pre[0] == r->pre[1] ? MMAEMU_CAUSE_NONE
               : fp32_sum(e, 0) != fp32_sum(e, 1)                ? MMAEMU_CAUSE_FINAL_ADD
                                                                  : MMAEMU_CAUSE_INPUTS;
    static const char *const how[2] = {"one RNE rounding of the exact sum of the bf16 dx1, dxt",
                                       "bf16(fp32 dx1 + fp32 dxt), their fp32 accumulators "
                                       "added with one fp32 RNE add"};
    snprintf(r->detail, sizeof r->detail, "dx = bf16(dx1 + dxt^T): run A %s; run B %s; %zu of "
             "its 2 inputs differ (as bf16)", how[fp32_sum(e, 0)], how[fp32_sum(e, 1)],
             r->inputs_differ);
    return 0;
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
                          mmaemu_explain_ulps(MMAEMU_BF16, first->post[0], first->post[1]), mmaemu_bf16_to_double(first->post[0]),
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
    x->ulps = mmaemu_explain_ulps(MMAEMU_BF16, x->val[0], x->val[1]);
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
        if (sites[q].t == MMAEMU_DT_DX ? add_round(e, batch, sites[q].r, sites[q].c, r)
                                       : gemm_round(e, sites[q].t, batch, sites[q].r, sites[q].c, r))
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
