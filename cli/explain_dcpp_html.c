/* SPDX-License-Identifier: MIT */
/* explain_dcpp_html.c -- `mmaemu explain dcpp --html DIR`: the report
 * as one self-contained page (inline SVG plots, no script), written to a
 * temporary name and renamed when complete. */
#include "explain_dcpp.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MAX_POSITIONS 20000   /* differing positions plotted per tensor */

/* ------------------------------------------------------------------ HTML */

static const char *const cause_colour[MMAEMU_CAUSE_COUNT] = {
    "#999", "#8c564b", "#d62728", "#9467bd", "#e377c2", "#1f77b4",
    "#ff7f0e", "#bcbd22", "#17becf", "#2ca02c", "#7f7f7f",
};

/* Mismatch positions over (col, row), all batches on one plane; explained
 * elements coloured by the cause of their first divergent rounding. */
static void plot_positions(FILE *f, const mmaemu_explain_dcpp_report *r,
                           const mmaemu_explain_dcpp_output *t)
{
    size_t rows, cols;
    mmaemu_dcpp_tensor_shape(t->t, &rows, &cols);
    const double W = 520, H = 300, L = 50, B = 30;
    fprintf(f, "<svg width=\"%g\" height=\"%g\" xmlns=\"http://www.w3.org/2000/svg\">\n", W + L + 10,
            H + B + 20);
    fprintf(f, "<rect x=\"%g\" y=\"10\" width=\"%g\" height=\"%g\" fill=\"#fafafa\" stroke=\"#333\"/>\n",
            L, W, H);
    fprintf(f, "<text x=\"%g\" y=\"%g\" font-size=\"11\" text-anchor=\"middle\">column (0..%zu)</text>\n",
            L + W / 2, H + 10 + 22, cols - 1);
    fprintf(f, "<text x=\"12\" y=\"%g\" font-size=\"11\" transform=\"rotate(-90 12 %g)\" "
            "text-anchor=\"middle\">row (0..%zu)</text>\n", 10 + H / 2, 10 + H / 2, rows - 1);
    size_t per = rows * cols;
    for (size_t q = 0; q < t->n_diff && q < MAX_POSITIONS; q++) {
        size_t fl = t->diff[q], rr = fl % per / cols, cc = fl % cols;
        fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2\" fill=\"#bbb\"/>\n",
                L + W * ((double)cc + 0.5) / (double)cols, 10 + H * ((double)rr + 0.5) / (double)rows);
    }
    for (size_t q = 0; q < t->n_elems; q++) {
        const mmaemu_explain_elem *x = &t->elems[q];
        mmaemu_cause c = x->n_rounds ? x->r[0].cause : MMAEMU_CAUSE_NONE;
        fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>[%zu,%zu,%zu] %g vs %g: "
                "%s</title></circle>\n", L + W * ((double)x->col + 0.5) / (double)cols,
                10 + H * ((double)x->row + 0.5) / (double)rows, cause_colour[c],
                r->batch_origin[x->batch], x->row, x->col, mmaemu_bf16_to_double(x->val[0]), mmaemu_bf16_to_double(x->val[1]),
                mmaemu_cause_name(c));
    }
    fputs("</svg>\n", f);
}

static void bars(FILE *f, const char *title, int n, const char *const *labels, const double *v,
                 int logscale)
{
    const double W = 520, H = 180, L = 60, B = 40;
    double vmax = 0;
    for (int i = 0; i < n; i++) {
        double x = logscale ? log10(1 + v[i]) : v[i];
        if (x > vmax)
            vmax = x;
    }
    if (vmax <= 0)
        vmax = 1;
    fprintf(f, "<svg width=\"%g\" height=\"%g\" xmlns=\"http://www.w3.org/2000/svg\">\n", W + L + 10,
            H + B + 40);
    fprintf(f, "<text x=\"%g\" y=\"12\" font-size=\"12\">", L);
    cli_html_escape(f, title);
    fputs("</text>\n", f);
    double bw = W / (n ? n : 1);
    for (int i = 0; i < n; i++) {
        double x = logscale ? log10(1 + v[i]) : v[i], h = H * x / vmax;
        fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#4477aa\">"
                "<title>%g</title></rect>\n", L + i * bw + 2, 40 + H - h, bw - 4, h, v[i]);
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" text-anchor=\"middle\">%g</text>\n",
                L + i * bw + bw / 2, 40 + H - h - 3, v[i]);
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" text-anchor=\"middle\">", L + i * bw + bw / 2,
                40 + H + 14);
        cli_html_escape(f, labels[i]);
        fputs("</text>\n", f);
    }
    fprintf(f, "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"#333\"/>\n", L, 40 + H,
            L + W, 40 + H);
    if (logscale)
        fprintf(f, "<text x=\"4\" y=\"%g\" font-size=\"10\">log scale</text>\n", 40 + H / 2);
    fputs("</svg>\n", f);
}

/* Margins of the first divergent rounding, log scale 1e-7 .. 0.5 ulp (a
 * tie, margin 0, at the left edge): run A above, run B below. */
static double margin_x(double m, double L, double W)
{
    const double lo = -7, hi = log10(0.5);
    double v = m > 0 ? log10(m) : lo;
    if (v < lo)
        v = lo;
    return L + W * (v - lo) / (hi - lo);
}

static void plot_margins(FILE *f, const mmaemu_explain_dcpp_output *t)
{
    const double W = 520, L = 60;
    fprintf(f, "<svg width=\"%g\" height=\"110\" xmlns=\"http://www.w3.org/2000/svg\">\n", W + L + 10);
    fprintf(f, "<line x1=\"%g\" y1=\"50\" x2=\"%g\" y2=\"50\" stroke=\"#333\"/>\n", L, L + W);
    static const double ticks[] = {0, 1e-6, 1e-5, 1e-4, 1e-3, 1e-2, 1e-1, 0.5};
    static const char *const labels[] = {"tie", "1e-6", "1e-5", "1e-4", "1e-3", "0.01", "0.1", "0.5"};
    for (int k = 0; k < 8; k++)
        fprintf(f, "<text x=\"%.1f\" y=\"100\" font-size=\"10\" text-anchor=\"middle\">%s</text>\n",
                margin_x(ticks[k], L, W), labels[k]);
    fprintf(f, "<text x=\"4\" y=\"30\" font-size=\"11\">run A</text><text x=\"4\" y=\"75\" "
            "font-size=\"11\">run B</text>\n");
    for (size_t q = 0; q < t->n_elems; q++) {
        const mmaemu_explain_elem *x = &t->elems[q];
        if (!x->n_rounds)
            continue;
        for (int p = 0; p < 2; p++)
            fprintf(f, "<circle cx=\"%.1f\" cy=\"%d\" r=\"3.5\" fill=\"%s\" fill-opacity=\"0.7\">"
                    "<title>%.3g ulp</title></circle>\n", margin_x(x->r[0].margin[p], L, W),
                    p ? 70 : 30, cause_colour[x->r[0].cause], x->r[0].margin[p]);
    }
    fprintf(f, "<text x=\"%g\" y=\"88\" font-size=\"10\">distance of the pre-rounding value to the "
            "RNE boundary (bf16 ulps, log scale)</text>\n", L + W / 2 - 160);
    fputs("</svg>\n", f);
}

static void html_tensor(FILE *f, const mmaemu_explain_dcpp_report *r, const mmaemu_explain_dcpp_model *m,
                        const mmaemu_explain_dcpp_output *t)
{
    (void)m;
    const char *na = mmaemu_dcpp_tensor_name(t->t, r->path[0]);
    fprintf(f, "<h3>%s: %zu of %zu differ (%s), assert_close(atol %g, rtol %g) %s</h3>\n", na,
            t->st.differ, t->st.n, t->observed ? "observed" : "predicted", r->atol, r->rtol,
            t->st.not_close ? "<b>fails</b>" : "passes");
    fprintf(f, "<p>max abs %g, max rel %g; smallest atol at rtol %g: %.4g; smallest rtol at atol %g: "
            "%.4g.<br>Full size B = %zu from %zu batches: %.4g [%.4g, %.4g] differ, %.4g [%.4g, %.4g] "
            "outside the tolerance, P(assert_close fails) %.3f [%.3f, %.3f].</p>\n",
            t->st.max_abs, t->st.max_rel, r->rtol, t->atol_needed, r->atol, t->rtol_needed,
            r->full_batch, r->B, t->est_differ[0], t->est_differ[1], t->est_differ[2],
            t->est_not_close[0], t->est_not_close[1], t->est_not_close[2], t->p_fail[0],
            t->p_fail[1], t->p_fail[2]);
    if (!t->st.differ)
        return;
    fputs("<h4>Mismatch positions</h4>\n", f);
    plot_positions(f, r, t);
    static const char *const ulp_labels[7] = {"1", "2", "3-4", "5-8", "9-16", "17-256", ">256"};
    double h[7];
    for (int i = 0; i < 7; i++)
        h[i] = (double)t->st.ulp_hist[i + 1];
    fputs("<h4>ulp distance</h4>\n", f);
    bars(f, "differing elements by bf16 ulp distance", 7, ulp_labels, h, 0);
    fputs("<h4>Pre-rounding margins of the first divergent rounding</h4>\n", f);
    plot_margins(f, t);
    fputs("<h4>Explained elements</h4>\n<table><tr><th>index</th><th>A</th><th>B</th><th>ulp</th>"
          "<th>first divergent</th><th>pre A / B</th><th>margin A / B</th><th>cause</th>"
          "<th>propagation</th></tr>\n", f);
    for (size_t q = 0; q < t->n_elems; q++) {
        const mmaemu_explain_elem *x = &t->elems[q];
        const mmaemu_explain_round *r0 = x->n_rounds ? &x->r[0] : NULL;
        fprintf(f, "<tr><td>[%zu,%zu,%zu]</td><td>%g</td><td>%g</td><td>%ld</td>",
                r->batch_origin[x->batch], x->row, x->col, mmaemu_bf16_to_double(x->val[0]), mmaemu_bf16_to_double(x->val[1]),
                x->ulps);
        if (r0) {
            fprintf(f, "<td>%s/%s[%zu,%zu]</td><td>%.9g / %.9g</td><td>%.3g / %.3g</td><td>",
                    mmaemu_dcpp_tensor_name(r0->tensor, r->path[0]),
                    mmaemu_dcpp_tensor_name(r0->tensor, r->path[1]), r0->row, r0->col, r0->pre[0],
                    r0->pre[1], r0->margin[0], r0->margin[1]);
            fprintf(f, "<span style=\"color:%s\">%s</span>: ", cause_colour[r0->cause],
                    mmaemu_cause_name(r0->cause));
            cli_html_escape(f, r0->detail);
        } else {
            fputs("<td></td><td></td><td></td><td>", f);
        }
        fputs("</td><td>", f);
        cli_html_escape(f, x->propagation);
        if (*x->observed) {
            fputs("<br><i>", f);
            cli_html_escape(f, x->observed);
            fputs("</i>", f);
        }
        fputs("</td></tr>\n", f);
    }
    fputs("</table>\n", f);
}

int xr_write_html(const mmaemu_explain_dcpp_report *r, const char *dir, const char *tmp)
{
    char final[4096];
    snprintf(final, sizeof final, "%s/index.html", dir);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        cli_error("explain dcpp: --html %s: %s", final, strerror(errno));
        return -1;
    }
    fprintf(f, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>mmaemu explain</title>\n"
            "<style>body{font-family:sans-serif;max-width:1100px;margin:auto}table{border-collapse:"
            "collapse;font-size:12px}td,th{border:1px solid #ccc;padding:3px;vertical-align:top}"
            "</style></head><body>\n<h1>mmaemu explain dcpp %s%s: %s (A) vs %s (B)</h1>\n<p>Inputs: ",
            r->bwd ? "bwd" : "fwd", r->chained ? " (b = own xty)" : "", cli_dcpp_path_name(r->path[0]),
            cli_dcpp_path_name(r->path[1]));
    cli_html_escape(f, r->inputs);
    fprintf(f, ". Tolerance judged: atol %g, rtol %g (torch.testing.assert_close).</p>\n", r->atol,
            r->rtol);
    fputs("<p>Colours: the cause of an element's first divergent rounding:", f);
    for (int c = 1; c < MMAEMU_CAUSE_COUNT; c++)
        fprintf(f, " <span style=\"color:%s\">&#9679; %s</span>", cause_colour[c],
                mmaemu_cause_name((mmaemu_cause)c));
    fputs("; grey: differing elements not explained in detail.</p>\n", f);
    if (r->n_models > 1) {
        fputs("<h2>Model comparison</h2>\n", f);
        for (int k = 0; k < r->m[0].n_t; k++) {
            const char *labels[16];
            double v[16], a[16];
            for (int i = 0; i < r->n_models; i++) {
                labels[i] = r->m[i].name;
                v[i] = (double)r->m[i].t[k].st.differ;
                a[i] = r->m[i].t[k].atol_needed;
            }
            char title[128];
            snprintf(title, sizeof title, "%s: differing elements per model",
                     mmaemu_dcpp_tensor_name(r->m[0].t[k].t, r->path[0]));
            bars(f, title, r->n_models, labels, v, 1);
            snprintf(title, sizeof title, "%s: smallest atol that passes at rtol %g",
                     mmaemu_dcpp_tensor_name(r->m[0].t[k].t, r->path[0]), r->rtol);
            bars(f, title, r->n_models, labels, a, 0);
        }
    }
    for (int i = 0; i < r->n_models; i++) {
        fputs("<h2>", f);
        cli_html_escape(f, r->m[i].name);
        fputs("</h2>\n", f);
        for (int k = 0; k < r->m[i].n_t; k++)
            html_tensor(f, r, &r->m[i], &r->m[i].t[k]);
    }
    fputs("</body></html>\n", f);
    errno = 0;
    int ok = !ferror(f);
    ok &= fclose(f) == 0;
    if (!ok)
        cli_error("explain dcpp: --html %s: cannot write: %s", final,
                  strerror(errno ? errno : EIO));
    return ok ? 0 : -1;
}
