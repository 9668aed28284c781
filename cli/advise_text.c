/* SPDX-License-Identifier: MIT */
/* advise_text.c -- the report of `mmaemu advise dcpp`: per model the
 * hypothesis it stands for, the ranked remedies, the verdict (bit-identical,
 * or the closest) and the honest tolerance of what remains; and the same as
 * one HTML page with a bar chart per model. */
#include "advise.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const mmaemu_advise_tally *at(const advise_report *r, int rem, int m)
{
    return &r->tally[(size_t)rem * (size_t)r->w->n_models + (size_t)m];
}

/* "gfx950 hypothesis fused-k (unverified): new 32x32x16 ..." or the arch. */
static void hypothesis(const mmaemu_model_spec *s, char *buf, size_t len)
{
    const char *v = mmaemu_model_spec_variant(s);
    for (size_t i = 0; v && !strcmp(s->arch->vendor, "AMD") && i < s->arch->n_variants; i++)
        if (!strcmp(s->arch->variants[i].name, v)) {
            snprintf(buf, len, "%s %s %s (%s): %s", s->arch->products, s->arch->name, v,
                     s->arch->variants[i].verified ? "verified" : "a hypothesis, unverified",
                     s->arch->variants[i].summary);
            return;
        }
    snprintf(buf, len, "%s %s%s%s", s->arch->products, s->arch->name, *s->lib ? " + " : "",
             s->lib);
}

static int baseline_index(const advise_report *r)
{
    for (int i = 0; i < r->w->n_remedies; i++)
        if (!strcmp(r->w->remedy[i].name, "baseline"))
            return i;
    return -1;
}

static void print_row(const advise_report *r, int rank, int rem, int m)
{
    const mmaemu_advise_tally *t = at(r, rem, m);
    if (t->inapplicable) {
        printf("  %3d  %-54s  n/a: %s\n", rank, r->w->remedy[rem].name, t->why);
        return;
    }
    double e[3];
    mmaemu_advise_estimate(t->dx_not_close, r->w->in->B, r->full_batch, e);
    printf("  %3d  %-54s %s %7llu %7llu %7g %7llu %7llu  %8.4g [%.3g, %.3g]\n", rank,
           r->w->remedy[rem].name, mmaemu_advise_bit_identical(t) ? "BIT-IDENT" : "         ",
           (unsigned long long)t->dx_differ, (unsigned long long)t->dx_not_close, t->dx_max_abs,
           (unsigned long long)t->out_differ, (unsigned long long)t->dy_differ, e[0], e[1], e[2]);
}

static void print_verdict(const advise_report *r, int m, const int *order)
{
    const mmaemu_advise_remedy *best = &r->w->remedy[order[0]];
    const mmaemu_advise_tally *t = at(r, order[0], m);
    char tol[1200];
    int n_ident = 0;
    for (int i = 0; i < r->w->n_remedies; i++)
        n_ident += mmaemu_advise_bit_identical(at(r, i, m));
    if (n_ident)
        printf("  verdict: %d of the %d remedies searched make Helion and Inductor bit-identical "
               "under this model; the first: %s\n", n_ident, r->w->n_remedies, best->name);
    else
        printf("  verdict: none of the %d remedies searched (of %d) makes the paths bit-identical "
               "under this model; the closest: %s\n", r->w->n_remedies, r->space, best->name);
    printf("  knobs:");
    for (int k = 0; k < best->n_knobs; k++)
        printf(" --set %s", best->knob[k]);
    printf("%s\n  cost: %s\n", best->n_knobs ? "" : " (none)", best->cost);
    mmaemu_advise_tolerance_text(best, t, r->w->in, tol, sizeof tol);
    printf("  tolerance: %s\n", tol);
}

static void print_model(const advise_report *r, int m, int *order)
{
    char hyp[512];
    hypothesis(&r->spec[m], hyp, sizeof hyp);
    printf("== %s: %s\n", r->names[m], hyp);
    int b = baseline_index(r);
    if (b >= 0) {
        const mmaemu_advise_tally *t = at(r, b, m);
        printf("  baseline (the report's kernels): dx %llu bits differ, %llu outside atol %g rtol "
               "%g, max abs %g; out %llu, dy %llu bits differ\n",
               (unsigned long long)t->dx_differ, (unsigned long long)t->dx_not_close,
               r->w->in->atol, r->w->in->rtol, t->dx_max_abs, (unsigned long long)t->out_differ,
               (unsigned long long)t->dy_differ);
    }
    mmaemu_advise_order(r->w, r->tally, m, order);
    printf("  rank remedy                                                          dx bits  !close "
           "max abs out bits dy bits  dx !close at B=%zu [95%%]\n", r->full_batch);
    for (int i = 0; i < r->w->n_remedies && i < r->top; i++)
        print_row(r, i + 1, order[i], m);
    print_verdict(r, m, order);
}

void advise_print(const advise_report *r)
{
    int *order = malloc((size_t)r->w->n_remedies * sizeof *order);
    if (!order)
        return;
    printf("advise dcpp: %d remedies through %d model%s on %s; Helion (A) vs Inductor (B)%s\n",
           r->w->n_remedies, r->w->n_models, r->w->n_models > 1 ? "s" : "", r->inputs,
           r->w->in->chained ? ", b = each path's forward xty" : "");
    for (int m = 0; m < r->w->n_models; m++)
        print_model(r, m, order);
    free(order);
}

/* ---------------------------------------------------------------- HTML */

static void html_escape(FILE *f, const char *s)
{
    for (; *s; s++)
        if (*s == '<')
            fputs("&lt;", f);
        else if (*s == '>')
            fputs("&gt;", f);
        else if (*s == '&')
            fputs("&amp;", f);
        else
            fputc(*s, f);
}

/* One model: the ranked remedies as bars of dx bits differing (log scale). */
static void html_model(FILE *f, const advise_report *r, int m, int *order)
{
    char hyp[512];
    hypothesis(&r->spec[m], hyp, sizeof hyp);
    fputs("<h2>", f);
    html_escape(f, r->names[m]);
    fputs("</h2><p>", f);
    html_escape(f, hyp);
    fputs("</p><table><tr><th>rank</th><th>remedy</th><th>dx bits</th><th>dx !close</th>"
          "<th>max abs</th><th>out bits</th><th>dy bits</th><th></th></tr>\n", f);
    mmaemu_advise_order(r->w, r->tally, m, order);
    for (int i = 0; i < r->w->n_remedies; i++) {
        const mmaemu_advise_tally *t = at(r, order[i], m);
        unsigned long long bits = t->dx_differ + t->out_differ + t->dy_differ;
        int w = 0;
        for (unsigned long long v = bits; v; v >>= 1)
            w += 12;
        fprintf(f, "<tr><td>%d</td><td>", i + 1);
        html_escape(f, r->w->remedy[order[i]].name);
        if (t->inapplicable)
            fputs("</td><td colspan=6>not applicable</td></tr>\n", f);
        else
            fprintf(f, "</td><td>%llu</td><td>%llu</td><td>%g</td><td>%llu</td><td>%llu</td>"
                    "<td><svg width=\"%d\" height=\"10\"><rect width=\"%d\" height=\"10\" "
                    "fill=\"%s\"/></svg>%s</td></tr>\n", (unsigned long long)t->dx_differ,
                    (unsigned long long)t->dx_not_close, t->dx_max_abs,
                    (unsigned long long)t->out_differ, (unsigned long long)t->dy_differ, w + 1,
                    w, t->dx_not_close ? "#c33" : "#36c",
                    mmaemu_advise_bit_identical(t) ? "bit-identical" : "");
    }
    fputs("</table>\n", f);
}

int advise_write_html(const advise_report *r, const char *dir, const char *tmp)
{
    errno = 0;
    FILE *f = fopen(tmp, "w");
    int *order = malloc((size_t)r->w->n_remedies * sizeof *order);
    if (!f || !order) {
        cli_error("advise dcpp: --html %s: cannot write index.html: %s", dir,
                  strerror(errno ? errno : ENOMEM));
        if (f)
            fclose(f);
        free(order);
        return CLI_BAD;
    }
    fputs("<!doctype html><meta charset=\"utf-8\"><title>mmaemu advise dcpp</title><style>"
          "body{font:14px sans-serif}td,th{padding:1px 6px;text-align:right}"
          "td:nth-child(2){text-align:left}</style><h1>What closes the Helion/Inductor gap</h1>"
          "<p>Bars: bits differing over out, dy and dx (log2 scale); red: dx elements outside "
          "the tolerance.  Inputs: ", f);
    html_escape(f, r->inputs);
    fputs("</p>\n", f);
    for (int m = 0; m < r->w->n_models; m++)
        html_model(f, r, m, order);
    free(order);
    errno = 0;
    int bad = ferror(f);
    if (fclose(f) || bad) {
        cli_error("advise dcpp: --html %s: cannot write index.html: %s", dir,
                  strerror(errno ? errno : EIO));
        return CLI_BAD;
    }
    return 0;
}
