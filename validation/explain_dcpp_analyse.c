/* SPDX-License-Identifier: MIT */
/* explain_dcpp_analyse.c -- one output tensor of one model in the report
 * of `mmaemu explain dcpp`: how the two runs differ, the full-size
 * estimate, and the worst differing elements explained (first divergent
 * rounding and its cause). */
#include "explain_impl.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A differing element and what orders it: first those outside the
 * tolerance, then by size, then by place. */
typedef struct badness {
    size_t i;
    int far;
    double d;
} badness;

static int by_badness(const void *p, const void *q)
{
    const badness *x = p, *y = q;
    if (x->far != y->far)
        return y->far - x->far;
    if (x->d != y->d)
        return x->d < y->d ? 1 : -1;
    return x->i < y->i ? -1 : x->i > y->i;
}

/* The differing indices of xt, worst first; NULL when out of memory. */
static badness *worst_first(const mmaemu_explain_dcpp_report *r, const uint16_t *a,
                            const uint16_t *b, const mmaemu_explain_dcpp_output *xt)
{
    badness *v = malloc((xt->n_diff ? xt->n_diff : 1) * sizeof *v);
    if (!v)
        return NULL;
    for (size_t q = 0; q < xt->n_diff; q++) {
        size_t i = xt->diff[q];
        v[q].i = i;
        v[q].d = fabs(mmaemu_bf16_to_double(a[i]) - mmaemu_bf16_to_double(b[i]));
        v[q].far = v[q].d > r->atol + r->rtol * fabs(mmaemu_bf16_to_double(b[i]));
    }
    qsort(v, xt->n_diff, sizeof *v, by_badness);
    return v;
}

/* From B sampled batches to the full size: counts scaled, Poisson 95%. */
static void estimate(mmaemu_explain_dcpp_output *xt, size_t B, size_t full_batch)
{
    const double scale = (double)full_batch / (double)B;
    double lo, hi;
    mmaemu_poisson_ci((double)xt->st.differ, 0.95, &lo, &hi);
    xt->est_differ[0] = xt->st.differ * scale;
    xt->est_differ[1] = lo * scale;
    xt->est_differ[2] = hi * scale;
    mmaemu_poisson_ci((double)xt->st.not_close, 0.95, &lo, &hi);
    xt->est_not_close[0] = xt->st.not_close * scale;
    xt->est_not_close[1] = lo * scale;
    xt->est_not_close[2] = hi * scale;
    for (int k = 0; k < 3; k++)
        xt->p_fail[k] = 1 - exp(-xt->est_not_close[k]);
}

/* Statistics of a against b, the differing indices, per-batch failures. */
static int compare_runs(const mmaemu_explain_dcpp_report *r, size_t B, size_t per,
                        const uint16_t *a, const uint16_t *b, mmaemu_explain_dcpp_output *xt)
{
    const size_t n = B * per;
    mmaemu_compare(MMAEMU_BF16, a, b, n, r->atol, r->rtol, &xt->st);
    mmaemu_required_tol(MMAEMU_BF16, a, b, n, r->rtol, r->atol, &xt->atol_needed,
                        &xt->rtol_needed);
    xt->diff = malloc((xt->st.differ ? xt->st.differ : 1) * sizeof *xt->diff);
    if (!xt->diff)
        return -1;
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            xt->diff[xt->n_diff++] = i;
    for (size_t bi = 0; bi < B; bi++) {
        mmaemu_compare_stats s;
        mmaemu_compare(MMAEMU_BF16, a + bi * per, b + bi * per, per, r->atol, r->rtol, &s);
        xt->batches_not_close += s.not_close > 0;
    }
    estimate(xt, B, r->full_batch);
    return 0;
}

/* The worst `max` differing elements, explained in parallel. */
static int explain_worst(const mmaemu_explain *e, const mmaemu_explain_dcpp_report *r, size_t max,
                         size_t cols, size_t per, const uint16_t *a, const uint16_t *b,
                         mmaemu_explain_dcpp_output *xt)
{
    badness *order = worst_first(r, a, b, xt);
    if (!order)
        return -1;
    xt->n_elems = xt->n_diff < max ? xt->n_diff : max;
    xt->elems = calloc(xt->n_elems ? xt->n_elems : 1, sizeof *xt->elems);
    int bad = !xt->elems;
#pragma omp parallel for schedule(dynamic, 1) reduction(| : bad)
    for (size_t q = 0; q < xt->n_elems; q++) {
        char err[512];
        size_t f = order[q].i;
        if (!bad && mmaemu_explain_element(e, xt->t, f / per, f % per / cols, f % cols,
                                           &xt->elems[q], err, sizeof err))
            bad = 1;
    }
    free(order);
    return bad ? -1 : 0;
}

/* Causes by first divergent tensor, and (dx) the rtol that a tolerance
 * scaled by the summands would need. */
static void tally(mmaemu_explain_dcpp_output *xt)
{
    xt->rtol_summands = xt->t == MMAEMU_DT_DX && xt->n_elems ? 0 : -1;
    for (size_t q = 0; q < xt->n_elems; q++) {
        const mmaemu_explain_elem *x = &xt->elems[q];
        if (x->n_rounds)
            xt->causes[x->r[0].tensor][x->r[0].cause]++;
        if (xt->rtol_summands >= 0 && x->n_rounds) {
            double sz = x->cancellation * fabs(x->r[x->n_rounds - 1].pre[0]);
            double need = sz > 0 && isfinite(sz) ? x->abs_diff / sz : INFINITY;
            if (need > xt->rtol_summands)
                xt->rtol_summands = need;
        }
    }
}

int explain_dcpp_analyse(const mmaemu_explain *e, const mmaemu_explain_dcpp_report *r, size_t max,
                         mmaemu_explain_dcpp_output *xt)
{
    size_t rows, cols;
    mmaemu_dcpp_tensor_shape(xt->t, &rows, &cols);
    const uint16_t *a = e->pred[0].t[xt->t], *b = e->pred[1].t[xt->t];
    if (e->got[0].t[xt->t] && e->got[1].t[xt->t]) {
        a = e->got[0].t[xt->t];
        b = e->got[1].t[xt->t];
        xt->observed = 1;
    }
    if (compare_runs(r, e->B, rows * cols, a, b, xt) ||
        explain_worst(e, r, max, cols, rows * cols, a, b, xt))
        return -1;
    tally(xt);
    return 0;
}
