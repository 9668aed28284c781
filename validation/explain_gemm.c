/* SPDX-License-Identifier: MIT */
/* explain_gemm.c -- why two runs of one GEMM disagree, element by element:
 * the rounding on both runs (validation/explain_round.c), and, where the
 * device's outputs are given, whether each run's model predicted them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain_impl.h"

static mmaemu_format out_format(mmaemu_epilogue e)
{
    return e == MMAEMU_EPI_BF16 ? MMAEMU_BF16 : e == MMAEMU_EPI_FP16 ? MMAEMU_FP16 : MMAEMU_FP32;
}

static size_t width_bytes(mmaemu_format f)
{
    return (size_t)mmaemu_format_get(f)->width / 8;
}

static uint32_t word(const void *data, size_t w, size_t at)
{
    if (w == 1)
        return ((const uint8_t *)data)[at];
    if (w == 2)
        return ((const uint16_t *)data)[at];
    return ((const uint32_t *)data)[at];
}

static size_t count(const mmaemu_matmul *r)
{
    return r->batch * r->m * r->n;
}

void mmaemu_explain_gemm_free(mmaemu_explain_gemm *e)
{
    for (int p = 0; p < 2; p++) {
        free(e->pred[p]);
        e->pred[p] = NULL;
    }
}

int mmaemu_explain_gemm_predict(mmaemu_explain_gemm *e, char *err, size_t errlen)
{
    const mmaemu_matmul *A = &e->run[0], *B = &e->run[1];
    if (A->batch != B->batch || A->m != B->m || A->n != B->n || A->k != B->k) {
        snprintf(err, errlen, "explain gemm: the two runs must have the same shapes");
        return -1;
    }
    memset(e->pred, 0, sizeof e->pred);
    for (int p = 0; p < 2; p++) {
        mmaemu_matmul r = e->run[p];
        mmaemu_gemm_plan *pl = &e->plan[p];
        memset(pl, 0, sizeof *pl);
        pl->name = p ? "run B" : "run A";
        if (mmaemu_matmul_plan(&r, &pl->sched, &pl->instr, e->banner[p], sizeof e->banner[p], err,
                               errlen))
            goto fail;
        e->out[p] = out_format(pl->sched.epilogue);
        const size_t w = width_bytes(e->out[p]);
        if (!(e->pred[p] = calloc(count(&r) ? count(&r) : 1, w))) {
            snprintf(err, errlen, "explain gemm: out of memory");
            goto fail;
        }
        r.d = e->pred[p];
        r.d_sb = (ptrdiff_t)(r.m * r.n), r.d_si = (ptrdiff_t)r.n, r.d_sj = 1;
        if (mmaemu_matmul_run(&r, NULL, 0, err, errlen))
            goto fail;
    }
    return 0;
fail:
    mmaemu_explain_gemm_free(e);
    return -1;
}

uint32_t mmaemu_explain_gemm_value(const mmaemu_explain_gemm *e, int p, size_t f)
{
    const size_t w = width_bytes(e->out[p]);
    return word(e->got[p] ? e->got[p] : e->pred[p], w, f);
}

/* The K operands of element (b, i, j) on run p in the instruction's
 * operand format (fp8 widened exactly where the run widens it). */
static void operands(const mmaemu_explain_gemm *e, int p, size_t b, size_t i, size_t j, uint32_t *a,
                     uint32_t *w, uint32_t *c)
{
    const mmaemu_matmul *r = &e->run[p];
    const mmaemu_format op = e->plan[p].instr->step.a_fmt;
    const size_t wb = width_bytes(r->in);
    for (size_t k = 0; k < r->k; k++) {
        a[k] = word(r->a.data, wb, (size_t)((ptrdiff_t)b * r->a.sb + (ptrdiff_t)i * r->a.si +
                                            (ptrdiff_t)k * r->a.sj));
        w[k] = word(r->b.data, wb, (size_t)((ptrdiff_t)b * r->b.sb + (ptrdiff_t)k * r->b.si +
                                            (ptrdiff_t)j * r->b.sj));
        if (width_bytes(op) != wb) {
            a[k] = mmaemu_convert(r->in, a[k], op, MMAEMU_RNE, 0);
            w[k] = mmaemu_convert(r->in, w[k], op, MMAEMU_RNE, 0);
        }
    }
    *c = r->c ? ((const uint32_t *)r->c->data)[(ptrdiff_t)b * r->c->sb + (ptrdiff_t)i * r->c->si +
                                                (ptrdiff_t)j * r->c->sj]
              : 0u;
}

static const char *verdict(int ok)
{
    return ok < 0 ? "not observed" : ok ? "observed = predicted" : "observed != predicted";
}

/* The element in words: what differs, the rounding, the model check. */
static void summarize(const mmaemu_explain_gemm *e, mmaemu_explain_gemm_elem *x)
{
    const mmaemu_explain_round *r = &x->r;
    const int d0 = mmaemu_format_get(e->out[0])->width / 4, d1 = mmaemu_format_get(e->out[1])->width / 4;
    size_t n = (size_t)snprintf(x->summary, sizeof x->summary,
                                "(%zu, %zu, %zu): A %0*x, B %0*x (%ld ulp); cause: %s",
                                x->batch, x->row, x->col, d0, x->val[0], d1, x->val[1], x->ulps,
                                mmaemu_cause_name(r->cause));
    if (e->out[0] != MMAEMU_FP32 && n < sizeof x->summary)
        n += (size_t)snprintf(x->summary + n, sizeof x->summary - n,
                              "; before the cast %.9g / %.9g, %.3g / %.3g ulp from the RNE "
                              "boundary%s", r->pre[0], r->pre[1], r->margin[0], r->margin[1],
                              r->tie[0] || r->tie[1] ? " (a tie)" : "");
    if (r->cause == MMAEMU_CAUSE_NONE && n < sizeof x->summary)
        n += (size_t)snprintf(x->summary + n, sizeof x->summary - n,
                              " (the predictions agree: the %s model mispredicts the device here)",
                              !x->model_ok[0] ? "run A" : "run B");
    if (n < sizeof x->summary)
        snprintf(x->summary + n, sizeof x->summary - n, "; run A %s, run B %s",
                 verdict(x->model_ok[0]), verdict(x->model_ok[1]));
}

int mmaemu_explain_gemm_element(const mmaemu_explain_gemm *e, size_t batch, size_t row, size_t col,
                                mmaemu_explain_gemm_elem *x, char *err, size_t errlen)
{
    const mmaemu_matmul *A = &e->run[0];
    if (!e->pred[0] || batch >= A->batch || row >= A->m || col >= A->n) {
        snprintf(err, errlen, "explain gemm: element (%zu, %zu, %zu) outside (%zu, %zu, %zu)",
                 batch, row, col, A->batch, A->m, A->n);
        return -1;
    }
    memset(x, 0, sizeof *x);
    x->batch = batch, x->row = row, x->col = col;
    const size_t f = (batch * A->m + row) * A->n + col, K = A->k;
    uint32_t *buf = malloc((4 * K + 4) * sizeof *buf);
    if (!buf) {
        snprintf(err, errlen, "explain gemm: out of memory");
        return -1;
    }
    uint32_t *a[2] = {buf, buf + 2 * K + 2}, *w[2] = {buf + K + 1, buf + 3 * K + 3}, c[2];
    for (int p = 0; p < 2; p++) {
        operands(e, p, batch, row, col, a[p], w[p], &c[p]);
        x->val[p] = mmaemu_explain_gemm_value(e, p, f);
        x->pred[p] = word(e->pred[p], width_bytes(e->out[p]), f);
        x->model_ok[p] = e->got[p] ? x->val[p] == x->pred[p] : -1;
    }
    const uint32_t *ca[2] = {a[0], a[1]}, *cw[2] = {w[0], w[1]};
    mmaemu_explain_gemm_round(&e->plan[0], &e->plan[1], ca, cw, c, K, e->out[0], &x->r);
    x->r.tensor = MMAEMU_DT_COUNT;
    x->r.batch = batch, x->r.row = row, x->r.col = col;
    x->abs_diff = fabs(mmaemu_explain_value(e->out[0], x->val[0]) -
                       mmaemu_explain_value(e->out[1], x->val[1]));
    x->ulps = e->out[0] == e->out[1] ? mmaemu_explain_ulps(e->out[0], x->val[0], x->val[1]) : -1;
    summarize(e, x);
    free(buf);
    return 0;
}
