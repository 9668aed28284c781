/* SPDX-License-Identifier: MIT */
/* advise_text.c -- the text report of `mmaemu advise dcpp`: per model the
 * hypothesis it stands for, the ranked remedies, the verdict (bit-identical,
 * or the closest) and the honest tolerance of what remains. */
#include "advise.h"

#include <stdlib.h>
#include <string.h>

const mmaemu_advise_tally *advise_tally_at(const advise_report *r, int rem, int m)
{
    return &r->tally[(size_t)rem * (size_t)r->w->n_models + (size_t)m];
}

/* "gfx950 hypothesis fused-k (unverified): new 32x32x16 ..." or the arch. */
void advise_hypothesis(const mmaemu_model_spec *s, char *buf, size_t len)
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
    const mmaemu_advise_tally *t = advise_tally_at(r, rem, m);
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
    const mmaemu_advise_tally *t = advise_tally_at(r, order[0], m);
    char tol[1200];
    int n_ident = 0;
    for (int i = 0; i < r->w->n_remedies; i++)
        n_ident += mmaemu_advise_bit_identical(advise_tally_at(r, i, m));
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
    advise_hypothesis(&r->spec[m], hyp, sizeof hyp);
    printf("== %s: %s\n", r->names[m], hyp);
    int b = baseline_index(r);
    if (b >= 0) {
        const mmaemu_advise_tally *t = advise_tally_at(r, b, m);
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
