/* SPDX-License-Identifier: MIT */
/* advise_html.c -- `mmaemu advise dcpp --html DIR`: the report as one HTML
 * page, the ranked remedies of each model with a bar of the bits that
 * still differ. */
#include "advise.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* One model: the ranked remedies as bars of dx bits differing (log scale). */
static void html_model(FILE *f, const advise_report *r, int m, int *order)
{
    char hyp[512];
    advise_hypothesis(&r->spec[m], hyp, sizeof hyp);
    fputs("<h2>", f);
    cli_html_escape(f, r->names[m]);
    fputs("</h2><p>", f);
    cli_html_escape(f, hyp);
    fputs("</p><table><tr><th>rank</th><th>remedy</th><th>dx bits</th><th>dx !close</th>"
          "<th>max abs</th><th>out bits</th><th>dy bits</th><th></th></tr>\n", f);
    mmaemu_advise_order(r->w, r->tally, m, order);
    for (int i = 0; i < r->w->n_remedies; i++) {
        const mmaemu_advise_tally *t = advise_tally_at(r, order[i], m);
        unsigned long long bits = t->dx_differ + t->out_differ + t->dy_differ;
        int w = 0;
        for (unsigned long long v = bits; v; v >>= 1)
            w += 12;
        fprintf(f, "<tr><td>%d</td><td>", i + 1);
        cli_html_escape(f, r->w->remedy[order[i]].name);
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
    cli_html_escape(f, r->inputs);
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
