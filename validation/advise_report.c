/* SPDX-License-Identifier: MIT */
/* advise_report.c -- the search's results as a ranking per model, the
 * honest tolerance of what remains, and the JSON document (deterministic
 * bytes: no times, fixed key order, the remedies in the search's order). */
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu/advise.h"

static const mmaemu_advise_tally *tally_of(const mmaemu_advise_work *w,
                                           const mmaemu_advise_tally *tally, int r, int m)
{
    return &tally[(size_t)r * (size_t)w->n_models + (size_t)m];
}

void mmaemu_advise_order(const mmaemu_advise_work *w, const mmaemu_advise_tally *tally, int model,
                         int *order)
{
    /* insertion sort: stable, and the lists are short */
    for (int i = 0; i < w->n_remedies; i++) {
        int j = i;
        while (j > 0 && mmaemu_advise_cmp(tally_of(w, tally, i, model),
                                          tally_of(w, tally, order[j - 1], model)) < 0) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
}

void mmaemu_advise_tolerance_text(const mmaemu_advise_remedy *r, const mmaemu_advise_tally *t,
                                  const mmaemu_advise_inputs *in, char *buf, size_t len)
{
    int fp32 = 0;
    for (int k = 0; k < r->n_knobs; k++)
        fp32 |= !strcmp(r->knob[k], "helion.dx_sum=fp32");
    if (t->inapplicable) {
        snprintf(buf, len, "not applicable on this model: %s", t->why);
        return;
    }
    if (mmaemu_advise_bit_identical(t)) {
        snprintf(buf, len, "bit-identical on the %d batches evaluated: exact equality holds there "
                 "(a full-size run is the check at B > %d)", t->evaluated, t->evaluated);
        return;
    }
    size_t n = (size_t)snprintf(buf, len, "dx needs atol %.4g at rtol %g, or rtol %.4g at atol %g; "
                                "|A - B| <= rtol (|dx1| + |dxt|) needs rtol %.4g. ",
                                t->dx_atol_need, in->rtol, t->dx_rtol_need, in->atol,
                                t->dx_rtol_summands);
    if (n >= len)
        return;
    if (fp32)
        snprintf(buf + n, len - n, "Derivation: dx = bf16(fp32(dx1) + fp32(dxt)): the paths' fp32 "
                 "accumulators differ only by their GEMMs' truncations, then one fp32 add and one "
                 "bf16 rounding; so |A - B| <= 2^-7 |dx| + e (|dx1| + |dxt|), with e the "
                 "GEMMs' fp32 truncation difference (a few fp32 ulps, ~2^-21); assert_close "
                 "with rtol 2^-7 and a small atol holds, and the summand rtol above includes "
                 "dx's own rounding.");
    else
        snprintf(buf + n, len - n, "Derivation: dx1 and dxt are each one bf16 rounding of fp32 "
                 "accumulators computed with different truncations, so each may differ by one "
                 "bf16 ulp (<= 2^-7 of its size), and dx's rounding adds one ulp of dx (<= 2^-7 "
                 "|dx| <= 2^-7 (|dx1| + |dxt|)): |A - B| <= 2^-6 (|dx1| + |dxt|) holds %s.",
                 t->dx_rtol_summands <= 1.0 / 64 ? "(and here does)" : "(here it does NOT: "
                 "look for another cause)");
}

/* A real, or null where it is not finite (JSON has no inf). */
static json_t *real(double v)
{
    return isfinite(v) ? json_real(v) : json_null();
}

static json_t *triple(uint64_t count, size_t B, size_t full)
{
    double e[3];
    mmaemu_advise_estimate(count, B, full, e);
    return json_pack("[o,o,o]", real(e[0]), real(e[1]), real(e[2]));
}

static json_t *model_json(const mmaemu_advise_tally *t, size_t B, size_t full, int rank)
{
    json_t *o = json_pack("{s:I,s:I,s:o,s:I,s:I,s:b}", "dx_differ", (json_int_t)t->dx_differ,
                          "dx_not_close", (json_int_t)t->dx_not_close, "max_abs",
                          real(t->dx_max_abs), "out_differ", (json_int_t)t->out_differ,
                          "dy_differ", (json_int_t)t->dy_differ, "bit_identical",
                          mmaemu_advise_bit_identical(t));
    json_object_set_new(o, "applicable", json_boolean(!t->inapplicable));
    if (t->inapplicable)
        json_object_set_new(o, "why", json_string(t->why));
    json_object_set_new(o, "rank", json_integer(rank));
    json_object_set_new(o, "batches", json_integer(t->evaluated));
    json_object_set_new(o, "batches_not_close", json_integer((json_int_t)t->batches_not_close));
    json_object_set_new(o, "out_not_close", json_integer((json_int_t)t->out_not_close));
    json_object_set_new(o, "dy_not_close", json_integer((json_int_t)t->dy_not_close));
    json_object_set_new(o, "out_max_abs", real(t->out_max_abs));
    json_object_set_new(o, "dy_max_abs", real(t->dy_max_abs));
    json_object_set_new(o, "dx_atol_need", real(t->dx_atol_need));
    json_object_set_new(o, "dx_rtol_need", real(t->dx_rtol_need));
    json_object_set_new(o, "dx_rtol_summands", real(t->dx_rtol_summands));
    json_object_set_new(o, "full_size_dx_differ", triple(t->dx_differ, B, full));
    json_object_set_new(o, "full_size_dx_not_close", triple(t->dx_not_close, B, full));
    return o;
}

static json_t *remedy_json(const mmaemu_advise_work *w, const char *const *names,
                           const mmaemu_advise_tally *tally, const int *ranks, int r, size_t full)
{
    const mmaemu_advise_remedy *rm = &w->remedy[r];
    json_t *knobs = json_array(), *models = json_object();
    for (int k = 0; k < rm->n_knobs; k++)
        json_array_append_new(knobs, json_string(rm->knob[k]));
    for (int m = 0; m < w->n_models; m++) {
        json_t *o = model_json(tally_of(w, tally, r, m), w->in->B, full,
                               ranks[(size_t)m * (size_t)w->n_remedies + (size_t)r]);
        char tol[1200];
        mmaemu_advise_tolerance_text(rm, tally_of(w, tally, r, m), w->in, tol, sizeof tol);
        json_object_set_new(o, "tolerance", json_string(tol));
        json_object_set_new(models, names[m], o);
    }
    return json_pack("{s:s,s:o,s:s,s:i,s:o,s:o}", "name", rm->name, "knobs", knobs, "cost",
                     rm->cost, "gemms_to_template", rm->gemms_to_template,
                     "extra_bytes_per_batch", json_real(rm->extra_bytes_per_batch), "models",
                     models);
}

/* ranks[m * n_remedies + r]: remedy r's 1-based rank on model m; and the
 * "ranking" object (names in rank order per model). */
static json_t *rankings(const mmaemu_advise_work *w, const char *const *names,
                        const mmaemu_advise_tally *tally, int *ranks, int *order)
{
    json_t *all = json_object();
    for (int m = 0; m < w->n_models; m++) {
        json_t *list = json_array();
        mmaemu_advise_order(w, tally, m, order);
        for (int i = 0; i < w->n_remedies; i++) {
            ranks[(size_t)m * (size_t)w->n_remedies + (size_t)order[i]] = i + 1;
            json_array_append_new(list, json_string(w->remedy[order[i]].name));
        }
        json_object_set_new(all, names[m], list);
    }
    return all;
}

char *mmaemu_advise_json(const mmaemu_advise_work *w, const char *const *names,
                         const mmaemu_advise_tally *tally, size_t full_batch, const char *inputs,
                         char *err, size_t errlen)
{
    int *ranks = malloc((size_t)w->n_models * (size_t)w->n_remedies * sizeof *ranks);
    int *order = malloc((size_t)w->n_remedies * sizeof *order);
    if (!ranks || !order) {
        free(ranks), free(order);
        snprintf(err, errlen, "advise: out of memory");
        return NULL;
    }
    json_t *ranking = rankings(w, names, tally, ranks, order), *list = json_array(),
           *baseline = json_object();
    for (int r = 0; r < w->n_remedies; r++)
        json_array_append_new(list, remedy_json(w, names, tally, ranks, r, full_batch));
    for (int r = 0; r < w->n_remedies; r++)
        if (!strcmp(w->remedy[r].name, "baseline"))
            for (int m = 0; m < w->n_models; m++)
                json_object_set_new(baseline, names[m],
                                    model_json(tally_of(w, tally, r, m), w->in->B, full_batch,
                                               ranks[(size_t)m * (size_t)w->n_remedies + (size_t)r]));
    json_t *doc = json_pack("{s:s,s:s,s:I,s:I,s:b,s:f,s:f,s:o,s:o,s:o}", "command", "advise dcpp",
                            "inputs", inputs, "batches", (json_int_t)w->in->B, "full_batch",
                            (json_int_t)full_batch, "chained", w->in->chained, "atol",
                            w->in->atol, "rtol", w->in->rtol, "remedies", list, "baseline",
                            baseline, "ranking", ranking);
    char *text = doc ? json_dumps(doc, JSON_INDENT(1) | JSON_PRESERVE_ORDER) : NULL;
    json_decref(doc);
    free(ranks), free(order);
    if (!text)
        snprintf(err, errlen, "advise: the JSON document could not be built");
    return text;
}
