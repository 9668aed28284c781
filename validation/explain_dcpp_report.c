/* SPDX-License-Identifier: MIT */
/* explain_dcpp_report.c -- the report of `mmaemu explain dcpp`, one model
 * at a time: both runs predicted, the observations held against the
 * predictions, each output tensor analysed (explain_dcpp_analyse.c); and
 * the whole report from model names and arrays, for bindings, as JSON
 * (explain_dcpp_json.c writes it). */
#include "explain_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Elements that differ between observed and predicted, per run and tensor. */
static void got_vs_pred(const mmaemu_explain *e, mmaemu_explain_dcpp_model *m)
{
    for (int p = 0; p < 2; p++)
        for (int t = 0; t < MMAEMU_DT_COUNT; t++) {
            m->got_vs_pred[p][t] = -1;
            if (!e->got[p].t[t] || !e->pred[p].t[t])
                continue;
            size_t rows, cols, d = 0;
            mmaemu_dcpp_tensor_shape((mmaemu_dcpp_tensor)t, &rows, &cols);
            for (size_t q = 0, n = e->B * rows * cols; q < n; q++)
                d += e->got[p].t[t][q] != e->pred[p].t[t][q];
            m->got_vs_pred[p][t] = (long)d;
        }
}

int mmaemu_explain_dcpp_model_run(mmaemu_explain *e, const mmaemu_explain_dcpp_report *r,
                                  size_t max, mmaemu_explain_dcpp_model *m, char *err,
                                  size_t errlen)
{
    double t0 = seconds();
    if (mmaemu_explain_predict(e, err, errlen))
        return -1;
    m->n_t = r->bwd ? 2 : 1;
    m->t[0].t = r->bwd ? MMAEMU_DT_DX : MMAEMU_DT_OUT;
    m->t[1].t = MMAEMU_DT_DY;
    got_vs_pred(e, m);
    double t1 = seconds();
    for (int k = 0; k < m->n_t; k++) {
        if (explain_dcpp_analyse(e, r, max, &m->t[k])) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        m->explained += m->t[k].n_elems;
    }
    m->t_predict = t1 - t0;
    m->t_explain = seconds() - t1;
    return 0;
}

void mmaemu_explain_dcpp_report_free(mmaemu_explain_dcpp_report *r)
{
    for (int i = 0; i < r->n_models; i++)
        for (int k = 0; k < r->m[i].n_t; k++) {
            free(r->m[i].t[k].diff);
            free(r->m[i].t[k].elems);
            r->m[i].t[k].diff = NULL;
            r->m[i].t[k].elems = NULL;
        }
}

/* ------------------------------------------------- the whole report */

#define MAX_MODELS 8

/* The config of a model "ARCH[:VARIANT][+LIBPRESET]" with the knobs. */
static int model_config(const char *text, const char *const *sets, mmaemu_dcpp_config *c,
                        char *err, size_t errlen)
{
    mmaemu_model_spec spec;
    char buf[512];
    if (mmaemu_model_spec_parse(text, &spec, err, errlen))
        return -1;
    mmaemu_dcpp_config_init(c, spec.arch);
    snprintf(buf, sizeof buf, "variant=%s", spec.variant);
    if (*spec.variant && mmaemu_dcpp_config_set(c, buf, err, errlen))
        return -1;
    snprintf(buf, sizeof buf, "lib=%s", spec.lib);
    if (*spec.lib && mmaemu_dcpp_config_set(c, buf, err, errlen))
        return -1;
    for (; sets && *sets; sets++)
        if (mmaemu_dcpp_config_set(c, *sets, err, errlen))
            return -1;
    return 0;
}

/* The models of the comma-separated list, named as given. */
static int parse_models(const char *models, const char *const *sets,
                        mmaemu_explain_dcpp_report *r, char *err, size_t errlen)
{
    char list[1024];
    if (!models || strlen(models) >= sizeof list) {
        snprintf(err, errlen, "models: %s", models ? "list too long" : "none given");
        return -1;
    }
    snprintf(list, sizeof list, "%s", models);
    for (char *save = NULL, *tok = strtok_r(list, ",", &save); tok;
         tok = strtok_r(NULL, ",", &save)) {
        if (r->n_models == MAX_MODELS) {
            snprintf(err, errlen, "at most %d models", MAX_MODELS);
            return -1;
        }
        mmaemu_explain_dcpp_model *m = &r->m[r->n_models++];
        snprintf(m->name, sizeof m->name, "%s", tok);
        if (model_config(tok, sets, &m->cfg, err, errlen))
            return -1;
    }
    if (!r->n_models)
        snprintf(err, errlen, "models '%s' names no model", models);
    return r->n_models ? 0 : -1;
}

/* Every model run and analysed; run B on cfg_b when given. */
static int run_models(mmaemu_explain_dcpp_report *r, const mmaemu_dcpp_config *cfg_b,
                      const uint16_t *const in[4], size_t max, char *err, size_t errlen)
{
    for (int i = 0; i < r->n_models; i++) {
        mmaemu_explain_dcpp_model *m = &r->m[i];
        mmaemu_explain e = {.cfg = {&m->cfg, cfg_b ? cfg_b : &m->cfg},
                            .path = {r->path[0], r->path[1]}, .bwd = r->bwd,
                            .chained = r->chained, .B = r->B, .x = in[0], .y = in[1],
                            .dout = in[2], .b = in[3]};
        int rc = mmaemu_explain_dcpp_model_run(&e, r, max, m, err, errlen);
        mmaemu_explain_free(&e);
        if (rc)
            return -1;
    }
    return 0;
}

/* The report's settings and models; 0 or -1. */
static int setup(mmaemu_explain_dcpp_report *r, const char *models, const char *model_b,
                 const char *const *sets, mmaemu_dcpp_config *cfg_b, char *err, size_t errlen)
{
    if (parse_models(models, sets, r, err, errlen))
        return -1;
    if (model_b && r->n_models > 1) {
        snprintf(err, errlen, "model_b compares two models; give one model with it");
        return -1;
    }
    if (model_b) {
        size_t l = strlen(r->m[0].name);
        snprintf(r->m[0].name + l, sizeof r->m[0].name - l, " vs %s", model_b);
    }
    return model_b ? model_config(model_b, sets, cfg_b, err, errlen) : 0;
}

char *mmaemu_explain_dcpp_json(const char *models, const char *model_b,
                               const char *const *sets, int bwd, int chained,
                               const mmaemu_dcpp_path path[2], size_t B,
                               const uint16_t *const in[4], double atol, double rtol,
                               size_t max, size_t full_batch, char *err, size_t errlen)
{
    static const mmaemu_dcpp_path ab[2] = {MMAEMU_DCPP_HELION, MMAEMU_DCPP_INDUCTOR};
    mmaemu_explain_dcpp_model *ms = calloc(MAX_MODELS, sizeof *ms);
    size_t *origin = malloc((B ? B : 1) * sizeof *origin);
    mmaemu_dcpp_config *cfg_b = malloc(sizeof *cfg_b);
    mmaemu_explain_dcpp_report r = {.bwd = bwd, .chained = chained, .atol = atol, .rtol = rtol,
                                    .B = B, .m = ms, .batch_origin = origin,
                                    .full_batch = full_batch ? full_batch
                                                             : MMAEMU_EXPLAIN_FULL_BATCH};
    char *text = NULL;
    for (size_t i = 0; origin && i < B; i++)
        origin[i] = i;
    for (int p = 0; p < 2; p++)
        r.path[p] = path ? path[p] : ab[p];
    snprintf(r.inputs, sizeof r.inputs, "arrays, B = %zu", B);
    if (!ms || !origin || !cfg_b)
        snprintf(err, errlen, "out of memory");
    else if (chained && !bwd)
        snprintf(err, errlen, "chained goes with bwd");
    else if (!B || !in || !in[0] || !in[1] || (bwd && (!in[2] || (!chained && !in[3]))))
        snprintf(err, errlen, "inputs: x and y%s are required, B >= 1",
                 bwd ? (chained ? " and dout" : ", dout and b") : "");
    else if (!setup(&r, models, model_b, sets, cfg_b, err, errlen) &&
             !run_models(&r, model_b ? cfg_b : NULL, in, max, err, errlen))
        text = mmaemu_explain_dcpp_report_json(&r, err, errlen);
    mmaemu_explain_dcpp_report_free(&r);
    free(ms);
    free(origin);
    free(cfg_b);
    return text;
}

void mmaemu_explain_dcpp_json_free(char *text)
{
    free(text);
}
