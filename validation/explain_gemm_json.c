/* SPDX-License-Identifier: MIT */
/* explain_gemm_json.c -- an `explain gemm` as JSON (jansson): the two runs
 * (banner, schedule, instruction), the count of differing elements, and
 * per differing element (up to a limit) the rounding on both runs, its
 * cause and the model check.  The CLI's --json and the Python package's
 * mmaemu.explain_gemm read this one text. */
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain_impl.h"

/* A double as JSON; NaN/Inf (no JSON number) as null. */
static json_t *num(double v)
{
    return isfinite(v) ? json_real(v) : json_null();
}

static json_t *run_json(const mmaemu_explain_gemm *e, int p)
{
    char text[512];
    mmaemu_schedule_format(&e->plan[p].sched, text, sizeof text);
    const mmaemu_instr *ins = e->plan[p].instr;
    return json_pack("{s:s, s:s, s:s, s:i, s:i, s:i, s:s}", "banner", e->banner[p], "schedule",
                     text, "instruction", ins->name, "k", ins->k, "L", ins->step.L, "F",
                     ins->step.F, "algorithm", mmaemu_model_alg_name(ins->step.alg));
}

static json_t *pair(double a, double b)
{
    return json_pack("[o, o]", num(a), num(b));
}

static json_t *elem_json(const mmaemu_explain_gemm_elem *x)
{
    const mmaemu_explain_round *r = &x->r;
    json_t *o = json_pack("{s:[I, I, I], s:[I, I], s:[I, I], s:o, s:I, s:s, s:s}", "index",
                          (json_int_t)x->batch, (json_int_t)x->row, (json_int_t)x->col, "bits",
                          (json_int_t)x->val[0], (json_int_t)x->val[1], "predicted",
                          (json_int_t)x->pred[0], (json_int_t)x->pred[1], "abs_diff",
                          num(x->abs_diff), "ulps", (json_int_t)x->ulps, "cause",
                          mmaemu_cause_name(r->cause), "detail", r->detail);
    json_object_set_new(o, "pre_rounding", pair(r->pre[0], r->pre[1]));
    json_object_set_new(o, "margin_ulps", pair(r->margin[0], r->margin[1]));
    json_object_set_new(o, "tie", json_pack("[b, b]", r->tie[0], r->tie[1]));
    json_object_set_new(o, "exact", pair(r->exact[0], r->exact[1]));
    json_object_set_new(o, "chains", json_pack("{s:I, s:I, s:o}", "same_k", (json_int_t)r->same_k,
                                               "diff_k", (json_int_t)r->diff_k, "acc_at_diff",
                                               pair(r->acc_at_diff[0], r->acc_at_diff[1])));
    json_object_set_new(o, "observed_ok", json_pack("[i, i]", x->model_ok[0], x->model_ok[1]));
    json_object_set_new(o, "summary", json_string(x->summary));
    return o;
}

char *mmaemu_explain_gemm_json(const mmaemu_explain_gemm *e, size_t max_elements, char *err,
                               size_t errlen)
{
    const mmaemu_matmul *A = &e->run[0];
    const size_t n = A->batch * A->m * A->n;
    json_t *elems = json_array();
    size_t differ = 0;
    size_t causes[MMAEMU_CAUSE_COUNT] = {0};
    for (size_t f = 0; f < n; f++) {
        if (mmaemu_explain_gemm_value(e, 0, f) == mmaemu_explain_gemm_value(e, 1, f))
            continue;
        if (differ++ >= max_elements)
            continue;
        mmaemu_explain_gemm_elem x;
        if (mmaemu_explain_gemm_element(e, f / (A->m * A->n), f / A->n % A->m, f % A->n, &x, err,
                                        errlen)) {
            json_decref(elems);
            return NULL;
        }
        causes[x.r.cause]++;
        json_array_append_new(elems, elem_json(&x));
    }
    json_t *by_cause = json_object();
    for (int c = 0; c < MMAEMU_CAUSE_COUNT; c++)
        if (causes[c])
            json_object_set_new(by_cause, mmaemu_cause_name((mmaemu_cause)c),
                                json_integer((json_int_t)causes[c]));
    json_t *root = json_pack("{s:[o, o], s:[I, I, I, I], s:I, s:I, s:o, s:o, s:[b, b]}", "runs",
                             run_json(e, 0), run_json(e, 1), "shape", (json_int_t)A->batch,
                             (json_int_t)A->m, (json_int_t)A->n, (json_int_t)A->k, "elements",
                             (json_int_t)n, "differ", (json_int_t)differ, "explained_by_cause",
                             by_cause, "explained", elems, "observed", e->got[0] != NULL,
                             e->got[1] != NULL);
    char *text = root ? json_dumps(root, JSON_INDENT(1)) : NULL;
    json_decref(root);
    if (!text)
        snprintf(err, errlen, "explain gemm: out of memory");
    return text;
}

char *mmaemu_explain_gemm_run_json(const mmaemu_matmul *a, const mmaemu_matmul *b,
                                   const void *got_a, const void *got_b, size_t max_elements,
                                   char *err, size_t errlen)
{
    mmaemu_explain_gemm e;
    memset(&e, 0, sizeof e);
    e.run[0] = *a, e.run[1] = *b;
    e.got[0] = got_a, e.got[1] = got_b;
    if (mmaemu_explain_gemm_predict(&e, err, errlen))
        return NULL;
    char *text = mmaemu_explain_gemm_json(&e, max_elements, err, errlen);
    mmaemu_explain_gemm_free(&e);
    return text;
}

void mmaemu_explain_gemm_json_free(char *text)
{
    free(text);
}
