/* SPDX-License-Identifier: MIT */
/* infer_report.c -- what `mmaemu infer` found, parameter by parameter
 * (mmaemu_infer_params: the rows of the text report cli/infer_text.c
 * renders), what the data leave open, and the model file.  The JSON
 * summary is infer_json.c. */
#include "infer_impl.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Reporting                                                           */
/* ------------------------------------------------------------------ */

static const mmaemu_infer_cand *cands_for_report(const mmaemu_infer_result *r, size_t *n)
{
    size_t ne = 0;
    while (ne < r->n_surv && r->surv[ne].exact)
        ne++;
    *n = ne ? ne : r->n_surv;
    return r->surv;
}

/* The distinct values of one field over the candidates, as text. */
typedef int (*field_fn)(const mmaemu_instr *);
static int f_alg(const mmaemu_instr *i) { return infer_alg_rank(&i->step); }
static int f_L(const mmaemu_instr *i) { return i->step.L; }
static int f_F(const mmaemu_instr *i) { return i->step.F; }
static int f_F2(const mmaemu_instr *i) { return i->step.F2; }
static int f_out(const mmaemu_instr *i) { return (int)i->step.out; }
static int f_rule(const mmaemu_instr *i) { return (int)i->step.ezero_rule; }
static int f_widen(const mmaemu_instr *i) { return i->widen_fp16; }
static int f_inter(const mmaemu_instr *i) { return i->k_interleave; }
static int f_cafter(const mmaemu_instr *i) { return i->c_after; }

static int distinct(const mmaemu_infer_cand *c, size_t n, field_fn f, int *vals, int cap)
{
    int nv = 0;
    for (size_t i = 0; i < n; i++) {
        int v = f(&c[i].ins), j = 0;
        while (j < nv && vals[j] != v)
            j++;
        if (j == nv && nv < cap)
            vals[nv++] = v;
    }
    /* sort ascending */
    for (int i = 1; i < nv; i++)
        for (int j = i; j > 0 && vals[j - 1] > vals[j]; j--) {
            int t = vals[j];
            vals[j] = vals[j - 1];
            vals[j - 1] = t;
        }
    return nv;
}

static void alg_text(const mmaemu_instr *m, char *buf, size_t n)
{
    const mmaemu_step_params *p = &m->step;
    switch (p->alg) {
    case MMAEMU_ALG_TR_FDPA:
    case MMAEMU_ALG_GTR_FDPA:
        snprintf(buf, n, "%s/%s", mmaemu_model_alg_name(p->alg), mmaemu_model_tr_name(p->tr_variant));
        break;
    case MMAEMU_ALG_FTZ_ADDMUL:
        snprintf(buf, n, "FTZ-AddMul/P%d", p->ftz_pair);
        break;
    default:
        snprintf(buf, n, "%s", mmaemu_model_alg_name(p->alg));
    }
}

/* The value set of a field as "a, b, c" with a formatter. */
typedef void (*val_fmt)(int v, char *buf, size_t n);
static void fmt_int(int v, char *b, size_t n) { snprintf(b, n, "%d", v); }
static void fmt_alg(int v, char *b, size_t n)
{
    mmaemu_instr m;
    memset(&m, 0, sizeof m);
    if (infer_alg_kind(v, &m)) {
        snprintf(b, n, "?");
        return;
    }
    alg_text(&m, b, n);
}
static void fmt_out(int v, char *b, size_t n) { snprintf(b, n, "%s", mmaemu_model_out_name((mmaemu_out_rounding)v)); }
static void fmt_rule(int v, char *b, size_t n) { snprintf(b, n, "%s", v ? "floor" : "terms"); }

static void values_text(const int *vals, int nv, val_fmt f, char *buf, size_t n)
{
    buf[0] = '\0';
    /* Runs of consecutive integers as a..b when formatting integers. */
    for (int i = 0; i < nv; i++) {
        char one[48];
        size_t len = strlen(buf);
        int j = i;
        if (f == fmt_int)
            while (j + 1 < nv && vals[j + 1] == vals[j] + 1)
                j++;
        if (j > i + 1) {
            snprintf(one, sizeof one, "%d..%d", vals[i], vals[j]);
            i = j;
        } else
            f(vals[i], one, sizeof one);
        snprintf(buf + len, n - len, "%s%s", len ? ", " : "", one);
    }
}

typedef struct param_row {
    const char *label;
    field_fn field;
    val_fmt fmt;
    int applies;          /* 0: not applicable to the model's algorithm */
} param_row;

/* The rows of the model's parameters, algorithm first; the algorithm
 * decides which apply. */
#define N_PARAM_ROWS 9
_Static_assert(N_PARAM_ROWS == MMAEMU_INFER_PARAMS, "one row per mmaemu_infer_param");
static void param_rows(const mmaemu_step_params *p, param_row rows[N_PARAM_ROWS])
{
    const int tr = p->alg == MMAEMU_ALG_TR_FDPA || p->alg == MMAEMU_ALG_GTR_FDPA;
    const param_row all[N_PARAM_ROWS] = {
        {"algorithm", f_alg, fmt_alg, 1},
        {"L", f_L, fmt_int, 1},
        {"k_interleave", f_inter, fmt_int, 1},
        {"widen_fp16", f_widen, fmt_int, 1},
        {"c_after", f_cafter, fmt_int, 1},
        {"F", f_F, fmt_int, p->alg <= MMAEMU_ALG_GTR_FDPA},
        {"F2", f_F2, fmt_int, tr},
        {"output", f_out, fmt_out, 1},
        {"ezero_rule", f_rule, fmt_rule, p->alg == MMAEMU_ALG_T_FDPA},
    };
    memcpy(rows, all, sizeof all);
}

size_t mmaemu_infer_params(const mmaemu_infer_result *r, mmaemu_infer_param p[MMAEMU_INFER_PARAMS])
{
    size_t nc;
    const mmaemu_infer_cand *c = cands_for_report(r, &nc);
    param_row rows[N_PARAM_ROWS];
    param_rows(&r->model.step, rows);
    for (int i = 0; i < N_PARAM_ROWS; i++) {
        int vals[64];
        p[i].name = rows[i].label;
        p[i].applies = rows[i].applies;
        rows[i].fmt(rows[i].field(&r->model), p[i].value, sizeof p[i].value);
        p[i].n_fit = distinct(c, nc, rows[i].field, vals, 64);
        values_text(vals, p[i].n_fit, rows[i].fmt, p[i].fit, sizeof p[i].fit);
    }
    alg_text(&r->model, p[0].value, sizeof p[0].value);
    return nc;
}

void mmaemu_infer_alg_text(const mmaemu_instr *m, char *buf, size_t n)
{
    alg_text(m, buf, n);
}

int mmaemu_infer_canon_ez(mmaemu_format acc, int F)
{
    return infer_canon_ez(acc, F);
}

void mmaemu_infer_not_determined(const mmaemu_infer_result *r, char *buf, size_t n)
{
    size_t nc;
    const mmaemu_infer_cand *c = cands_for_report(r, &nc);
    const mmaemu_instr *m = &r->model;
    const mmaemu_step_params *p = &m->step;
    buf[0] = '\0';
    if (!nc)
        return;
    param_row rows[N_PARAM_ROWS];
    param_rows(p, rows);
    int vals[64];
    for (size_t i = 0; i < N_PARAM_ROWS; i++) {
        if (!rows[i].applies)
            continue;
        int nv = distinct(c, nc, rows[i].field, vals, 64);
        if (nv < 2)
            continue;
        char vt[200], ch[48];
        values_text(vals, nv, rows[i].fmt, vt, sizeof vt);
        rows[i].fmt(rows[i].field(m), ch, sizeof ch);
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, "%s%s (%s fit; %s chosen)", len ? ", " : "", rows[i].label, vt,
                 ch);
    }
    size_t len = strlen(buf);
    if (p->alg == MMAEMU_ALG_T_FDPA && r->ez_lo != r->ez_hi)
        snprintf(buf + len, n - len, "%se_zero (%d..%d fit%s; %d chosen)", len ? ", " : "",
                 r->ez_lo, r->ez_hi, r->ez_runs > 1 ? " with gaps" : "", p->e_zero);
    len = strlen(buf);
    if (r->model_index < r->n_surv && r->surv[r->model_index].zero_fit == 3 &&
        p->alg != MMAEMU_ALG_FTZ_ADDMUL && p->alg != MMAEMU_ALG_FMA)
        snprintf(buf + len, n - len, "%szero_sign (both fit; %s chosen)", len ? ", " : "",
                 p->zero_sign == MMAEMU_ZERO_IEEE ? "ieee" : "positive");
    len = strlen(buf);
    if (!r->nan_lines)
        snprintf(buf + len, n - len, "%snan (no NaN output; 0x%X chosen)", len ? ", " : "",
                 (unsigned)p->nan_bits);
    len = strlen(buf);
    if (!r->sub_in_lines && !r->sub_out_lines)
        snprintf(buf + len, n - len, "%ssubnormal handling (not exercised)", len ? ", " : "");
}

int mmaemu_infer_write_model(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r)
{
    char comment[2048], open[1024];
    mmaemu_infer_not_determined(r, open, sizeof open);
    size_t len = 0;
    len += (size_t)snprintf(comment + len, sizeof comment - len,
                            "inferred by mmaemu infer from device outputs (no prior model)\n"
                            "data: %.400s\n"
                            "%zu lines, %s -> %s, instruction k %d\n",
                            d->files[0] ? d->files : "(in memory)", d->n,
                            mmaemu_format_get(d->in)->name, mmaemu_format_get(d->acc)->name, r->k);
    if (len < sizeof comment)
        len += (size_t)snprintf(comment + len, sizeof comment - len,
                                "this model reproduces %zu of %zu lines bit for bit%s\n"
                                "%zu candidates searched; %zu reproduce every line\n",
                                r->matched, r->lines,
                                r->found ? "" : " -- NOT a complete fit, see the report",
                                r->n_candidates, r->n_exact);
    if (len < sizeof comment)
        len += (size_t)snprintf(comment + len, sizeof comment - len,
                                "not determined by the data: %s\n", open[0] ? open : "nothing");
    if (len < sizeof comment)
        snprintf(comment + len, sizeof comment - len,
                 "evidence: %zu NaN outputs (%d pattern(s)), %zu zero outputs (%zu -0), "
                 "%zu lines with subnormal inputs, %zu subnormal outputs",
                 r->nan_lines, r->nan_patterns, r->zero_lines, r->negzero_lines, r->sub_in_lines,
                 r->sub_out_lines);
    return mmaemu_model_write(f, &r->model, comment);
}
