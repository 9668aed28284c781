/* SPDX-License-Identifier: MIT */
/* explain_dcpp_text.c -- the text report of `mmaemu explain dcpp` on stdout:
 * per model the counts, the explained elements and the full-size estimate;
 * with several models, a comparison table. */
#include "explain_dcpp.h"

static const char *tname(const mmaemu_explain_dcpp_report *r, mmaemu_dcpp_tensor t, int p)
{
    return mmaemu_dcpp_tensor_name(t, r->path[p]);
}

static void print_round(const mmaemu_explain_dcpp_report *r, const mmaemu_explain *e,
                        const mmaemu_explain_round *x, int first)
{
    const int gemm = x->tensor != MMAEMU_DT_DX;
    printf("  %s %s/%s[%zu,%zu,%zu] %s\n", first ? "first divergent rounding:" : "then:",
           tname(r, x->tensor, 0), tname(r, x->tensor, 1), r->batch_origin[x->batch], x->row,
           x->col, gemm ? "bf16 cast of the fp32 accumulator" : "bf16 add dx1 + dxt^T");
    for (int p = 0; p < 2; p++)
        printf("    %c %-14s %s %.9g -> %g   (%.6f ulp above the lower bf16; %.3g ulp from "
               "the RNE boundary%s)\n", 'A' + p,
               gemm ? e->plan[p][x->tensor].name : tname(r, x->tensor, p),
               gemm ? "fp32" : "sum ", x->pre[p], mmaemu_bf16_to_double(x->post[p]), x->frac[p], x->margin[p],
               x->frac[p] == 0 ? "; exact, no rounding" : x->tie[p] ? ", a tie: to even" : "");
    if (gemm)
        printf("    exact %.9g%s\n", x->exact[0],
               x->exact[0] != x->exact[1] ? " (run A's inputs)" : "");
    if (x->diff_k)
        printf("    the step chains agree through the first %zu consumed K and part after %zu: "
               "A %.9g, B %.9g, exact %.9g\n", x->same_k, x->diff_k, x->acc_at_diff[0],
               x->acc_at_diff[1], x->exact_at_diff);
    printf("    cause: %s: %s\n", mmaemu_cause_name(x->cause), x->detail);
}

static void print_element(const mmaemu_explain_dcpp_report *r, const mmaemu_explain *e,
                          const mmaemu_explain_elem *x)
{
    printf("%s[%zu,%zu,%zu]: A %g, B %g (%ld ulp, abs %g)\n", tname(r, x->tensor, 0),
           r->batch_origin[x->batch], x->row, x->col, mmaemu_bf16_to_double(x->val[0]), mmaemu_bf16_to_double(x->val[1]), x->ulps,
           x->abs_diff);
    for (int i = 0; i < x->n_rounds; i++)
        print_round(r, e, &x->r[i], i == 0);
    for (int t = 0; t < MMAEMU_DT_COUNT; t++)
        if (x->cone_differ[t] > 1)
            printf("  (%zu of the %zu %s elements it depends on differ; the first %d roundings "
                   "are shown)\n", x->cone_differ[t], x->cone_size[t], tname(r, t, 0),
                   MMAEMU_EXPLAIN_MAX_ROUNDS);
    printf("  propagation: %s\n", x->propagation);
    if (*x->observed)
        printf("  observed: %s\n", x->observed);
}

static void print_tensor(const mmaemu_explain_dcpp_report *r, const mmaemu_explain *e,
                         const mmaemu_explain_dcpp_output *t, int quiet)
{
    size_t rows, cols;
    mmaemu_dcpp_tensor_shape(t->t, &rows, &cols);
    printf("%s %s: %zu of %zu elements differ, max abs %g, %zu outside atol %g rtol %g -> "
           "assert_close %s\n", t->observed ? "observed" : "predicted", tname(r, t->t, 0),
           t->st.differ, t->st.n, t->st.max_abs, t->st.not_close, r->atol, r->rtol,
           t->st.not_close ? "FAILS" : "passes");
    if (!t->st.differ)
        return;
    printf("  ulps: 1: %zu, 2: %zu, 3-4: %zu, 5-8: %zu, 9-16: %zu, more: %zu\n", t->st.ulp_hist[1],
           t->st.ulp_hist[2], t->st.ulp_hist[3], t->st.ulp_hist[4], t->st.ulp_hist[5],
           t->st.ulp_hist[6] + t->st.ulp_hist[7]);
    printf("  smallest passing tolerance: atol %.4g at rtol %g, or rtol %.4g at atol %g\n",
           t->atol_needed, r->rtol, t->rtol_needed, r->atol);
    if (t->rtol_summands >= 0)
        printf("  scaled by the summands instead, |A - B| <= rtol (|dx1| + |dxt|) needs rtol %.4g "
               "(%s the %zu explained)\n", t->rtol_summands,
               t->n_elems == t->n_diff ? "all" : "only", t->n_elems);
    if (!quiet)
        for (size_t q = 0; q < t->n_elems; q++)
            print_element(r, e, &t->elems[q]);
    printf("  causes (first divergent rounding) of the %zu explained:", t->n_elems);
    for (int u = 0; u < MMAEMU_DT_COUNT; u++)
        for (int c = 0; c < MMAEMU_CAUSE_COUNT; c++)
            if (t->causes[u][c])
                printf(" %s/%s %s: %zu;", tname(r, u, 0), tname(r, u, 1), mmaemu_cause_name(c),
                       t->causes[u][c]);
    printf("\n");
}

static void print_estimate(const mmaemu_explain_dcpp_report *r, const mmaemu_explain_dcpp_model *m)
{
    printf("full size B = %zu, from %zu batch%s (Poisson 95%%):\n", r->full_batch, r->B,
           r->B == 1 ? "" : "es");
    for (int i = 0; i < m->n_t; i++) {
        const mmaemu_explain_dcpp_output *t = &m->t[i];
        printf("  %-4s differ %.4g [%.4g, %.4g]; outside tolerance %.4g [%.4g, %.4g]; "
               "P(assert_close fails) %.3f [%.3f, %.3f]\n", tname(r, t->t, 0), t->est_differ[0],
               t->est_differ[1], t->est_differ[2], t->est_not_close[0], t->est_not_close[1],
               t->est_not_close[2], t->p_fail[0], t->p_fail[1], t->p_fail[2]);
    }
}

void xr_print_models(const mmaemu_explain_dcpp_report *r)
{
    printf("\nmodel comparison (%s A vs %s B, atol %g rtol %g):\n",
           r->path[0] == MMAEMU_DCPP_HELION ? "helion" : "inductor",
           r->path[1] == MMAEMU_DCPP_HELION ? "helion" : "inductor", r->atol, r->rtol);
    char pf[40];
    snprintf(pf, sizeof pf, "P(fail) at B=%zu", r->full_batch);
    printf("  %-24s %-4s %9s %8s %9s %10s %10s %22s\n", "model", "out", "differ", "max abs",
           "!close", "atol need", "rtol need", pf);
    for (int i = 0; i < r->n_models; i++)
        for (int k = 0; k < r->m[i].n_t; k++) {
            const mmaemu_explain_dcpp_output *t = &r->m[i].t[k];
            printf("  %-24s %-4s %9zu %8g %9zu %10.4g %10.4g %8.3f [%.3f, %.3f]\n",
                   k ? "" : r->m[i].name, tname(r, t->t, 0), t->st.differ, t->st.max_abs,
                   t->st.not_close, t->atol_needed, t->rtol_needed, t->p_fail[0], t->p_fail[1],
                   t->p_fail[2]);
        }
}

void xr_print_model(const mmaemu_explain_dcpp_report *r, const mmaemu_explain *e,
                    const mmaemu_explain_dcpp_model *m, int quiet)
{
    printf("== %s: %s (A) vs %s (B), %s%s, inputs: %s\n"
           "   both runs predicted in %.1f s; %zu elements explained in %.2f s\n", m->name,
           cli_dcpp_path_name(r->path[0]), cli_dcpp_path_name(r->path[1]),
           r->bwd ? "backward" : "forward", r->chained ? " (b = own xty)" : "", r->inputs,
           m->t_predict, m->explained, m->t_explain);
    for (int p = 0; p < 2; p++)
        for (int t = 0; t < MMAEMU_DT_COUNT; t++)
            if (m->got_vs_pred[p][t] >= 0)
                printf("observed run %c %s: %ld elements differ from the prediction\n", 'A' + p,
                       tname(r, t, p), m->got_vs_pred[p][t]);
    for (int k = 0; k < m->n_t; k++)
        print_tensor(r, e, &m->t[k], quiet);
    print_estimate(r, m);
}
