/* SPDX-License-Identifier: MIT */
/* explain_dcpp_json.c -- the report of `mmaemu explain dcpp` as JSON
 * (jansson; "format": "mmaemu explain 1"): the settings, per model and
 * output tensor the counts, tolerances, estimate, causes, the differing
 * positions (the first 20000) and the explained elements. */
#include "mmaemu/explain.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <jansson.h>

#define MAX_POSITIONS 20000   /* differing positions listed per tensor */

static const char *path_name(mmaemu_dcpp_path p)
{
    return p == MMAEMU_DCPP_HELION ? "helion" : "inductor";
}

/* JSON has no Inf/NaN: such numbers become strings. */
static json_t *num(double v)
{
    if (isnan(v))
        return json_string("nan");
    if (isinf(v))
        return json_string(v > 0 ? "inf" : "-inf");
    return json_real(v);
}

static json_t *pair(double a, double b)
{
    json_t *j = json_array();
    json_array_append_new(j, num(a));
    json_array_append_new(j, num(b));
    return j;
}

static json_t *triple(const double v[3])
{
    json_t *j = json_array();
    for (int i = 0; i < 3; i++)
        json_array_append_new(j, num(v[i]));
    return j;
}

static json_t *index3(size_t b, size_t r, size_t c)
{
    return json_pack("[I,I,I]", (json_int_t)b, (json_int_t)r, (json_int_t)c);
}

static json_t *round_json(const mmaemu_explain_dcpp_report *r, const mmaemu_explain_round *x)
{
    json_t *j = json_object();
    json_object_set_new(j, "tensor", json_pack("[s,s]", mmaemu_dcpp_tensor_name(x->tensor, r->path[0]),
                                               mmaemu_dcpp_tensor_name(x->tensor, r->path[1])));
    json_object_set_new(j, "index", index3(r->batch_origin[x->batch], x->row, x->col));
    json_object_set_new(j, "pre", pair(x->pre[0], x->pre[1]));
    json_object_set_new(j, "post", pair(mmaemu_bf16_to_double(x->post[0]), mmaemu_bf16_to_double(x->post[1])));
    json_object_set_new(j, "frac_ulp", pair(x->frac[0], x->frac[1]));
    json_object_set_new(j, "margin_ulp", pair(x->margin[0], x->margin[1]));
    json_object_set_new(j, "tie", json_pack("[b,b]", x->tie[0], x->tie[1]));
    json_object_set_new(j, "exact", pair(x->exact[0], x->exact[1]));
    json_object_set_new(j, "inputs_differ", json_integer((json_int_t)x->inputs_differ));
    json_object_set_new(j, "cause", json_string(mmaemu_cause_name(x->cause)));
    json_object_set_new(j, "detail", json_string(x->detail));
    if (x->diff_k) {
        json_object_set_new(j, "chains_same_through_k", json_integer((json_int_t)x->same_k));
        json_object_set_new(j, "chains_part_after_k", json_integer((json_int_t)x->diff_k));
        json_object_set_new(j, "acc_at_part", pair(x->acc_at_diff[0], x->acc_at_diff[1]));
        json_object_set_new(j, "exact_at_part", num(x->exact_at_diff));
    }
    return j;
}

static json_t *tensor_json(const mmaemu_explain_dcpp_report *r,
                           const mmaemu_explain_dcpp_output *t)
{
    size_t rows, cols;
    mmaemu_dcpp_tensor_shape(t->t, &rows, &cols);
    json_t *j = json_object();
    json_object_set_new(j, "tensor", json_string(mmaemu_dcpp_tensor_name(t->t, r->path[0])));
    json_object_set_new(j, "compared", json_string(t->observed ? "observed" : "predicted"));
    json_object_set_new(j, "elements", json_integer((json_int_t)t->st.n));
    json_object_set_new(j, "differ", json_integer((json_int_t)t->st.differ));
    json_object_set_new(j, "not_close", json_integer((json_int_t)t->st.not_close));
    json_object_set_new(j, "assert_close", json_string(t->st.not_close ? "fail" : "pass"));
    json_object_set_new(j, "max_abs", num(t->st.max_abs));
    json_object_set_new(j, "max_rel", num(t->st.max_rel));
    json_t *h = json_array();
    for (int i = 0; i < 8; i++)
        json_array_append_new(h, json_integer((json_int_t)t->st.ulp_hist[i]));
    json_object_set_new(j, "ulp_hist", h);
    json_object_set_new(j, "ulp_hist_bins", json_pack("[s,s,s,s,s,s,s,s]", "0", "1", "2", "3-4",
                                                      "5-8", "9-16", "17-256", ">256"));
    json_object_set_new(j, "atol_needed_at_rtol", num(t->atol_needed));
    json_object_set_new(j, "rtol_needed_at_atol", num(t->rtol_needed));
    if (t->rtol_summands >= 0)
        json_object_set_new(j, "rtol_needed_scaled_by_summands", num(t->rtol_summands));
    json_t *est = json_object();
    json_object_set_new(est, "full_batch", json_integer((json_int_t)r->full_batch));
    json_object_set_new(est, "sampled_batches", json_integer((json_int_t)r->B));
    json_object_set_new(est, "differ", triple(t->est_differ));
    json_object_set_new(est, "not_close", triple(t->est_not_close));
    json_object_set_new(est, "p_assert_close_fails", triple(t->p_fail));
    json_object_set_new(est, "batches_not_close", json_integer((json_int_t)t->batches_not_close));
    json_object_set_new(est, "method", json_string("Poisson, exact (Garwood) 95% interval"));
    json_object_set_new(j, "estimate", est);
    json_t *causes = json_array();
    for (int u = 0; u < MMAEMU_DT_COUNT; u++)
        for (int c = 0; c < MMAEMU_CAUSE_COUNT; c++)
            if (t->causes[u][c])
                json_array_append_new(
                    causes, json_pack("{s:s,s:s,s:I}", "first_divergent",
                                      mmaemu_dcpp_tensor_name((mmaemu_dcpp_tensor)u, r->path[0]),
                                      "cause", mmaemu_cause_name((mmaemu_cause)c), "count",
                                      (json_int_t)t->causes[u][c]));
    json_object_set_new(j, "causes", causes);
    json_t *pos = json_array();
    size_t per = rows * cols;
    for (size_t q = 0; q < t->n_diff && q < MAX_POSITIONS; q++) {
        size_t f = t->diff[q];
        json_array_append_new(pos, index3(r->batch_origin[f / per], f % per / cols, f % cols));
    }
    json_object_set_new(j, "differing", pos);
    json_t *els = json_array();
    for (size_t q = 0; q < t->n_elems; q++) {
        const mmaemu_explain_elem *x = &t->elems[q];
        json_t *e = json_object();
        json_object_set_new(e, "index", index3(r->batch_origin[x->batch], x->row, x->col));
        json_object_set_new(e, "values", pair(mmaemu_bf16_to_double(x->val[0]), mmaemu_bf16_to_double(x->val[1])));
        json_object_set_new(e, "ulps", json_integer(x->ulps));
        json_object_set_new(e, "abs_diff", num(x->abs_diff));
        json_t *rs = json_array();
        for (int i = 0; i < x->n_rounds; i++)
            json_array_append_new(rs, round_json(r, &x->r[i]));
        json_object_set_new(e, "rounds", rs);
        if (x->tensor == MMAEMU_DT_DX)
            json_object_set_new(e, "cancellation", num(x->cancellation));
        json_object_set_new(e, "propagation", json_string(x->propagation));
        if (*x->observed)
            json_object_set_new(e, "observed", json_string(x->observed));
        json_array_append_new(els, e);
    }
    json_object_set_new(j, "explained", els);
    return j;
}

char *mmaemu_explain_dcpp_report_json(const mmaemu_explain_dcpp_report *r, char *err,
                                      size_t errlen)
{
    json_t *root = json_object();
    json_object_set_new(root, "format", json_string("mmaemu explain 1"));
    json_object_set_new(root, "program", json_string(r->bwd ? "dcpp bwd" : "dcpp fwd"));
    json_object_set_new(root, "chained", json_boolean(r->chained));
    json_object_set_new(root, "runs", json_pack("[s,s]", path_name(r->path[0]), path_name(r->path[1])));
    json_object_set_new(root, "atol", num(r->atol));
    json_object_set_new(root, "rtol", num(r->rtol));
    json_object_set_new(root, "inputs", json_string(r->inputs));
    json_t *bs = json_array();
    for (size_t i = 0; i < r->B; i++)
        json_array_append_new(bs, json_integer((json_int_t)r->batch_origin[i]));
    json_object_set_new(root, "batches", bs);
    json_t *ms = json_array();
    for (int i = 0; i < r->n_models; i++) {
        const mmaemu_explain_dcpp_model *m = &r->m[i];
        json_t *mj = json_object();
        json_object_set_new(mj, "model", json_string(m->name));
        json_t *ts = json_array();
        for (int k = 0; k < m->n_t; k++)
            json_array_append_new(ts, tensor_json(r, &m->t[k]));
        json_object_set_new(mj, "tensors", ts);
        json_t *obs = json_object();
        for (int p = 0; p < 2; p++)
            for (int t = 0; t < MMAEMU_DT_COUNT; t++)
                if (m->got_vs_pred[p][t] >= 0) {
                    char key[64];
                    snprintf(key, sizeof key, "%c.%s", 'A' + p,
                             mmaemu_dcpp_tensor_name((mmaemu_dcpp_tensor)t, r->path[p]));
                    json_object_set_new(obs, key, json_integer(m->got_vs_pred[p][t]));
                }
        json_object_set_new(mj, "observed_vs_predicted_differ", obs);
        json_array_append_new(ms, mj);
    }
    json_object_set_new(root, "models", ms);
    char *text = json_dumps(root, JSON_INDENT(1) | JSON_REAL_PRECISION(17));
    json_decref(root);
    if (!text)
        snprintf(err, errlen, "out of memory");
    return text;
}

