/* SPDX-License-Identifier: MIT */
/* infer_text.c -- the text report of `mmaemu infer`: the data, the search
 * and the verdict, then per parameter the model's value and what the data
 * say of it (mmaemu_infer_params), the k split, the candidates that fit,
 * what the data leave open and the first mismatches.  The JSON summary is
 * the library's (mmaemu_infer_json). */
#include "infer_text.h"

#include <string.h>

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
static void report_params(FILE *f, const mmaemu_infer_result *r,
                          const mmaemu_infer_param p[MMAEMU_INFER_PARAMS], size_t nc)
{
    const mmaemu_step_params *s = &r->model.step;
    char ev[700];
    fprintf(f, "\n  %-13s %-22s %s\n", "parameter", "value", "evidence");
    if (nc && p[0].n_fit > 1)
        snprintf(ev, sizeof ev, "NOT determined: %s fit; first in canonical order chosen", p[0].fit);
    else
        snprintf(ev, sizeof ev, "%s (%s)", nc ? "determined" : "best match", term_rounding(s->alg));
    print_param(f, p[0].name, p[0].value, ev);
    for (int i = 1; i < MMAEMU_INFER_PARAMS; i++) {
        if (!p[i].applies)
            continue;
        if (nc && p[i].n_fit > 1)
            snprintf(ev, sizeof ev, "NOT determined: %s fit; canonical choice", p[i].fit);
        else
            snprintf(ev, sizeof ev, nc ? "determined" : "best match");
        print_param(f, p[i].name, p[i].value, ev);
    }
    if (s->alg != MMAEMU_ALG_T_FDPA)
        return;
    char val[32];
    snprintf(val, sizeof val, "%d", s->e_zero);
    if (!r->n_surv)
        snprintf(ev, sizeof ev, "best match (not searched)");
    else if (r->ez_lo == r->ez_hi)
        snprintf(ev, sizeof ev, "determined");
    else
        snprintf(ev, sizeof ev, "NOT determined: the data allow %d..%d%s; %s", r->ez_lo, r->ez_hi,
                 r->ez_runs > 1 ? " (with gaps)" : "",
                 s->e_zero == mmaemu_infer_canon_ez(s->acc_fmt, s->F)
                     ? (s->acc_fmt == MMAEMU_FP16 ? "canonical 4-F" : "canonical -108-F")
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
                              size_t nc)
{
    char val[96], ev[700];
    snprintf(val, sizeof val, "%s", r->model.step.alg == MMAEMU_ALG_FTZ_ADDMUL ? "flushed" : "kept");
    int some_ftz = 0, some_kept = 0;
    for (size_t i = 0; i < nc; i++) {
        if (r->surv[i].ins.step.alg == MMAEMU_ALG_FTZ_ADDMUL)
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
        mmaemu_infer_alg_text(q, val, sizeof val);
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

void cli_infer_text(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r)
{
    char buf[512];
    mmaemu_infer_param p[MMAEMU_INFER_PARAMS];
    const size_t nc = mmaemu_infer_params(r, p);
    report_summary(f, d, r);
    report_params(f, r, p, nc);
    report_zero_nan(f, r);
    report_subnormals(f, d, r, nc);
    composition_text(&r->model, buf, sizeof buf);
    fprintf(f, "\n  k split: %s\n", buf);
    if (nc > 1)
        report_candidates(f, r->surv, nc);
    mmaemu_infer_not_determined(r, buf, sizeof buf);
    fprintf(f, "\nnot determined by the data: %s\n", buf[0] ? buf : "nothing");
    if (r->n_mism) {
        int w = mmaemu_format_get(d->acc)->width / 4;
        fprintf(f, "\nfirst mismatches (line: device / model):\n");
        for (int i = 0; i < r->n_mism; i++)
            fprintf(f, "  data line %zu: %0*x / %0*x\n", r->mism_line[i] + 1, w,
                    (unsigned)r->mism_dev[i], w, (unsigned)r->mism_model[i]);
    }
}
