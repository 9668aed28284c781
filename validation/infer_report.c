/* SPDX-License-Identifier: MIT */
/* infer_report.c -- what `mmaemu infer` found, as the text report, the
 * model file and the JSON summary. */
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

static const char *term_rounding(mmaemu_algorithm a)
{
    switch (a) {
    case MMAEMU_ALG_T_FDPA: return "terms truncated toward zero below the largest exponent, exact sum, one rounding";
    case MMAEMU_ALG_TR_FDPA: return "products truncated, C and sum floored (toward -inf), renormalised";
    case MMAEMU_ALG_GTR_FDPA: return "as TR-FDPA with even-k and odd-k products fused apart";
    case MMAEMU_ALG_E_FDPA: return "exact sum, one RNE rounding";
    case MMAEMU_ALG_FTZ_ADDMUL: return "fp32 products, pairwise fp32 RNE adds, subnormals flushed";
    default: return "sequential fp32 fma";
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

/* The rows of the model's parameters, algorithm first; model_is_tf and
 * the algorithm decide which apply. */
#define N_PARAM_ROWS 9
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

/* Undetermined parameters as "F (25..27 fit; 25 chosen)" into buf. */
static void collect_open(const mmaemu_infer_result *r, char *buf, size_t n);

static void composition_text(const mmaemu_instr *m, char *buf, size_t n)
{
    int nsteps = m->k / m->step.L;
    size_t len = 0;
    len += (size_t)snprintf(buf + len, n - len, "k = %d as %d step%s of L = %d", m->k, nsteps,
                            nsteps == 1 ? "" : "s", m->step.L);
    if (nsteps > 1 && len < n)
        len += (size_t)(m->k_interleave < 0
                            ? snprintf(buf + len, n - len, "; the upper K half first")
                        : m->k_interleave
                            ? snprintf(buf + len, n - len, "; step s takes the k with (k/%d) mod %d = s",
                                       m->k_interleave, nsteps)
                            : snprintf(buf + len, n - len, "; contiguous k, ascending"));
    if (m->widen_fp16 && len < n)
        len += (size_t)snprintf(buf + len, n - len, "; operands widened to fp16");
    if (len < n)
        snprintf(buf + len, n - len, m->c_after ? "; steps chain from +0, C added last (RNE)"
                                                : "; C enters the first step");
}

static int model_is_tf(const mmaemu_infer_result *r)
{
    return r->model.step.alg == MMAEMU_ALG_T_FDPA;
}

static void print_param(FILE *f, const char *label, const char *value, const char *evidence)
{
    fprintf(f, "  %-13s %-22s %s\n", label, value, evidence);
}

/* The data, the search and the verdict. */
static void report_summary(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r)
{
    fprintf(f, "data: %zu lines, %s -> %s, %d..%d values per line, instruction k = %d (%s)\n",
            d->n, mmaemu_format_get(d->in)->name, mmaemu_format_get(d->acc)->name, d->kmin, d->kmax,
            r->k, r->k_source ? r->k_source : "");
    fprintf(f, "search: %zu candidates; %zu left after %zu pruning lines; %zu fit every line "
            "(%zu bit for bit)  [%.2f s]\n", r->n_candidates, r->n_after_prune, r->n_prune_lines,
            r->n_relaxed, r->n_exact, r->seconds_total);
    if (r->found)
        fprintf(f, "result: the model reproduces all %zu lines bit for bit\n", r->lines);
    else if (r->n_surv)
        fprintf(f, "result: NO model reproduces every line bit for bit: the best fits every line up "
                "to NaN payloads and zero signs and matches %zu of %zu bit for bit (%.2f%%)\n",
                r->matched, r->lines, 100.0 * (double)r->matched / (double)r->lines);
    else
        fprintf(f, "result: NO candidate fits every line; the best match is %zu of %zu lines "
                "(%.2f%%)%s\n", r->matched, r->lines, 100.0 * (double)r->matched / (double)r->lines,
                r->k_source && !strcmp(r->k_source, "values per line")
                    ? "\n        (the instruction k was taken as the values per line; if the lines "
                      "span several instructions, give --instr-k)"
                    : "");
}

/* The rows of the datapath parameters: algorithm, L .. ezero_rule, e_zero. */
static void report_params(FILE *f, const mmaemu_infer_result *r, const mmaemu_infer_cand *c,
                          size_t nc)
{
    const mmaemu_instr *m = &r->model;
    const mmaemu_step_params *p = &m->step;
    char buf[512], val[96], ev[700];
    int vals[64], nv;
    fprintf(f, "\n  %-13s %-22s %s\n", "parameter", "value", "evidence");
    alg_text(m, val, sizeof val);
    nv = distinct(c, nc, f_alg, vals, 64);
    if (nc && nv > 1) {
        values_text(vals, nv, fmt_alg, buf, sizeof buf);
        snprintf(ev, sizeof ev, "NOT determined: %s fit; first in canonical order chosen", buf);
    } else
        snprintf(ev, sizeof ev, "%s (%s)", nc ? "determined" : "best match", term_rounding(p->alg));
    print_param(f, "algorithm", val, ev);

    param_row rows[N_PARAM_ROWS];
    param_rows(p, rows);
    for (size_t i = 1; i < N_PARAM_ROWS; i++) {
        if (!rows[i].applies)
            continue;
        rows[i].fmt(rows[i].field(m), val, sizeof val);
        nv = distinct(c, nc, rows[i].field, vals, 64);
        if (nc && nv > 1) {
            values_text(vals, nv, rows[i].fmt, buf, sizeof buf);
            snprintf(ev, sizeof ev, "NOT determined: %s fit; canonical choice", buf);
        } else
            snprintf(ev, sizeof ev, nc ? "determined" : "best match");
        print_param(f, rows[i].label, val, ev);
    }
    if (!model_is_tf(r))
        return;
    snprintf(val, sizeof val, "%d", p->e_zero);
    int pref = infer_canon_ez(p->acc_fmt, p->F);
    if (!r->n_surv)
        snprintf(ev, sizeof ev, "best match (not searched)");
    else if (r->ez_lo == r->ez_hi)
        snprintf(ev, sizeof ev, "determined");
    else
        snprintf(ev, sizeof ev, "NOT determined: the data allow %d..%d%s; %s", r->ez_lo, r->ez_hi,
                 r->ez_runs > 1 ? " (with gaps)" : "",
                 p->e_zero == pref ? (p->acc_fmt == MMAEMU_FP16 ? "canonical 4-F" : "canonical -108-F")
                                   : "nearest allowed to the canonical value");
    print_param(f, "e_zero", val, ev);
}

/* The rows that outputs decide directly: the sign of zero, NaN. */
static void report_zero_nan(FILE *f, const mmaemu_infer_result *r)
{
    const mmaemu_step_params *p = &r->model.step;
    char val[96], ev[700];
    snprintf(val, sizeof val, "%s", p->zero_sign == MMAEMU_ZERO_IEEE ? "ieee" : "positive");
    const int fit = r->model_index < r->n_surv ? r->surv[r->model_index].zero_fit : -1;
    if (p->alg == MMAEMU_ALG_FTZ_ADDMUL || p->alg == MMAEMU_ALG_FMA)
        snprintf(ev, sizeof ev, "IEEE fp32 arithmetic (%zu zero outputs, %zu of them -0)",
                 r->zero_lines, r->negzero_lines);
    else if (!r->n_surv)
        snprintf(ev, sizeof ev, "%zu zero outputs, %zu of them -0", r->zero_lines, r->negzero_lines);
    else if (fit == 3)
        snprintf(ev, sizeof ev, "NOT determined (%zu zero outputs, %zu of them -0, fit both); "
                 "canonical choice", r->zero_lines, r->negzero_lines);
    else if (fit == 0)
        snprintf(ev, sizeof ev, "neither rule fits the %zu zero outputs", r->zero_lines);
    else
        snprintf(ev, sizeof ev, "determined by %zu zero outputs (%zu of them -0)", r->zero_lines,
                 r->negzero_lines);
    print_param(f, "zero_sign", val, ev);
    snprintf(val, sizeof val, "0x%0*X", p->acc_fmt == MMAEMU_FP16 ? 4 : 8, (unsigned)p->nan_bits);
    if (!r->nan_lines)
        snprintf(ev, sizeof ev, "NOT determined: no NaN output; canonical choice");
    else if (r->nan_patterns == 1)
        snprintf(ev, sizeof ev, "determined by %zu NaN output%s (one pattern)", r->nan_lines,
                 r->nan_lines == 1 ? "" : "s");
    else
        snprintf(ev, sizeof ev, "%zu NaN outputs in %d patterns (most frequent: %zu); the model "
                 "has one", r->nan_lines, r->nan_patterns, r->nan_pattern_count);
    print_param(f, "nan", val, ev);
}

/* Subnormals: flushed only by FTZ-AddMul, which the engine has for
 * fp16/bf16 -> fp32 only. */
static void report_subnormals(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r,
                              const mmaemu_infer_cand *c, size_t nc)
{
    char val[96], ev[700];
    snprintf(val, sizeof val, "%s", r->model.step.alg == MMAEMU_ALG_FTZ_ADDMUL ? "flushed" : "kept");
    int some_ftz = 0, some_kept = 0;
    for (size_t i = 0; i < nc; i++) {
        if (c[i].ins.step.alg == MMAEMU_ALG_FTZ_ADDMUL)
            some_ftz = 1;
        else
            some_kept = 1;
    }
    int ftz_searched = (d->in == MMAEMU_FP16 || d->in == MMAEMU_BF16) && d->acc == MMAEMU_FP32;
    if (!r->sub_in_lines && !r->sub_out_lines)
        snprintf(ev, sizeof ev, "NOT exercised: no subnormal operand, C or output in the data");
    else if (!nc)
        snprintf(ev, sizeof ev, "best match (%zu lines with a subnormal operand or C, %zu "
                 "subnormal outputs)", r->sub_in_lines, r->sub_out_lines);
    else if (some_ftz && some_kept)
        snprintf(ev, sizeof ev, "NOT determined: flushing and keeping models both fit");
    else if (ftz_searched)
        snprintf(ev, sizeof ev, "determined: %zu lines with a subnormal operand or C, %zu "
                 "subnormal outputs; the %s models fail", r->sub_in_lines, r->sub_out_lines,
                 some_ftz ? "keeping" : "flushing (FTZ-AddMul)");
    else
        snprintf(ev, sizeof ev, "%zu lines with a subnormal operand or C, %zu subnormal "
                 "outputs reproduced (a flushing model exists only for fp16/bf16 -> fp32)",
                 r->sub_in_lines, r->sub_out_lines);
    print_param(f, "subnormals", val, ev);
}

/* The candidates that reproduce the data, the first 12. */
static void report_candidates(FILE *f, const mmaemu_infer_cand *c, size_t nc)
{
    char val[96];
    fprintf(f, "\n%zu candidates reproduce the data%s:\n", nc,
            nc > 12 ? " (first 12 in canonical order)" : "");
    for (size_t i = 0; i < nc && i < 12; i++) {
        const mmaemu_instr *q = &c[i].ins;
        alg_text(q, val, sizeof val);
        fprintf(f, "  %s L=%d", val, q->step.L);
        if (q->step.alg <= MMAEMU_ALG_GTR_FDPA)
            fprintf(f, " F=%d", q->step.F);
        if (q->step.alg == MMAEMU_ALG_TR_FDPA || q->step.alg == MMAEMU_ALG_GTR_FDPA)
            fprintf(f, " F2=%d", q->step.F2);
        fprintf(f, " %s", mmaemu_model_out_name(q->step.out));
        if (q->step.alg == MMAEMU_ALG_T_FDPA)
            fprintf(f, " %s", q->step.ezero_rule ? "floor" : "terms");
        fprintf(f, " widen=%d interleave=%d c_after=%d\n", q->widen_fp16, q->k_interleave,
                q->c_after);
    }
}

void mmaemu_infer_report(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r)
{
    char buf[512];
    size_t nc;
    const mmaemu_infer_cand *c = cands_for_report(r, &nc);
    report_summary(f, d, r);
    report_params(f, r, c, nc);
    report_zero_nan(f, r);
    report_subnormals(f, d, r, c, nc);
    composition_text(&r->model, buf, sizeof buf);
    fprintf(f, "\n  k split: %s\n", buf);
    if (nc > 1)
        report_candidates(f, c, nc);
    collect_open(r, buf, sizeof buf);
    fprintf(f, "\nnot determined by the data: %s\n", buf[0] ? buf : "nothing");
    if (r->n_mism) {
        int w = mmaemu_format_get(d->acc)->width / 4;
        fprintf(f, "\nfirst mismatches (line: device / model):\n");
        for (int i = 0; i < r->n_mism; i++)
            fprintf(f, "  data line %zu: %0*x / %0*x\n", r->mism_line[i] + 1, w,
                    (unsigned)r->mism_dev[i], w, (unsigned)r->mism_model[i]);
    }
}

static void collect_open(const mmaemu_infer_result *r, char *buf, size_t n)
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
    collect_open(r, open, sizeof open);
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

static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            fprintf(f, "\\u%04x", (unsigned char)*s);
        else
            fputc(*s, f);
    }
    fputc('"', f);
}

void mmaemu_infer_json(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r)
{
    const mmaemu_instr *m = &r->model;
    const mmaemu_step_params *p = &m->step;
    char alg[64], open[1024];
    alg_text(m, alg, sizeof alg);
    collect_open(r, open, sizeof open);
    fprintf(f, "{\n  \"files\": ");
    json_str(f, d->files);
    fprintf(f, ",\n  \"lines\": %zu,\n  \"in\": \"%s\",\n  \"out\": \"%s\",\n  \"k\": %d,\n",
            d->n, mmaemu_format_get(d->in)->name, mmaemu_format_get(d->acc)->name, r->k);
    fprintf(f, "  \"reproduced\": %s,\n  \"matched\": %zu,\n", r->found ? "true" : "false",
            r->matched);
    fprintf(f, "  \"candidates\": %zu,\n  \"after_prune\": %zu,\n  \"fit_relaxed\": %zu,\n"
            "  \"fit_exact\": %zu,\n  \"seconds\": %.3f,\n", r->n_candidates, r->n_after_prune,
            r->n_relaxed, r->n_exact, r->seconds_total);
    fprintf(f, "  \"model\": {\"alg\": \"%s\", \"L\": %d, \"F\": %d, \"F2\": %d, \"out\": \"%s\", "
            "\"e_zero\": %d, \"ezero_rule\": \"%s\", \"zero_sign\": \"%s\", \"nan\": \"0x%X\", "
            "\"widen_fp16\": %d, \"k_interleave\": %d, \"c_after\": %d},\n", alg, p->L, p->F, p->F2,
            mmaemu_model_out_name(p->out), p->e_zero, p->ezero_rule ? "floor" : "terms",
            p->zero_sign == MMAEMU_ZERO_IEEE ? "ieee" : "positive", (unsigned)p->nan_bits,
            m->widen_fp16, m->k_interleave, m->c_after);
    if (p->alg == MMAEMU_ALG_T_FDPA && r->n_surv)
        fprintf(f, "  \"e_zero_range\": [%d, %d],\n", r->ez_lo, r->ez_hi);
    fprintf(f, "  \"not_determined\": ");
    json_str(f, open);
    fprintf(f, "\n}\n");
}
