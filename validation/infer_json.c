/* SPDX-License-Identifier: MIT */
/* infer_json.c -- the JSON summary of `mmaemu infer` (jansson): the data,
 * the search, the chosen model, the e_zero range the data allow (T-FDPA)
 * and what the data leave open.  The text report is cli/infer_text.c. */
#include "mmaemu/infer.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <jansson.h>

static json_t *model_json(const mmaemu_instr *m)
{
    const mmaemu_step_params *p = &m->step;
    char alg[64], nan[16];
    mmaemu_infer_alg_text(m, alg, sizeof alg);
    snprintf(nan, sizeof nan, "0x%X", (unsigned)p->nan_bits);
    return json_pack("{s:s, s:i, s:i, s:i, s:s, s:i, s:s, s:s, s:s, s:i, s:i, s:i}", "alg", alg,
                     "L", p->L, "F", p->F, "F2", p->F2, "out", mmaemu_model_out_name(p->out),
                     "e_zero", p->e_zero, "ezero_rule", p->ezero_rule ? "floor" : "terms",
                     "zero_sign", p->zero_sign == MMAEMU_ZERO_IEEE ? "ieee" : "positive", "nan",
                     nan, "widen_fp16", m->widen_fp16, "k_interleave", m->k_interleave, "c_after",
                     m->c_after);
}

char *mmaemu_infer_json(const mmaemu_infer_data *d, const mmaemu_infer_result *r)
{
    char open[1024];
    mmaemu_infer_not_determined(r, open, sizeof open);
    /* seconds to the millisecond, as the report states them */
    const double seconds = round(r->seconds_total * 1000.0) / 1000.0;
    json_t *root = json_pack("{s:s, s:I, s:s, s:s, s:i, s:b, s:I, s:I, s:I, s:I, s:I, s:f, s:o}",
                             "files", d->files, "lines", (json_int_t)d->n, "in",
                             mmaemu_format_get(d->in)->name, "out",
                             mmaemu_format_get(d->acc)->name, "k", r->k, "reproduced", r->found,
                             "matched", (json_int_t)r->matched, "candidates",
                             (json_int_t)r->n_candidates, "after_prune",
                             (json_int_t)r->n_after_prune, "fit_relaxed", (json_int_t)r->n_relaxed,
                             "fit_exact", (json_int_t)r->n_exact, "seconds", seconds, "model",
                             model_json(&r->model));
    if (root && r->model.step.alg == MMAEMU_ALG_T_FDPA && r->n_surv)
        json_object_set_new(root, "e_zero_range", json_pack("[i, i]", r->ez_lo, r->ez_hi));
    if (root)
        json_object_set_new(root, "not_determined", json_string(open));
    char *text = root ? json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER |
                                             JSON_REAL_PRECISION(15)) : NULL;
    json_decref(root);
    return text;
}

void mmaemu_infer_json_free(char *text)
{
    free(text);
}
