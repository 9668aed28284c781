/* cli_explain.c -- `mmaemu explain dcpp fwd|bwd`: why two DCPP runs
 * disagree (docs/triage.md).
 *
 * Both runs are predicted through each model; for the differing output
 * elements (predicted, or observed when both --got files are given) the
 * first divergent rounding, its pre-rounding values and margins, the chain
 * step where the runs part, the responsible schedule feature and the
 * propagation are printed.  Per model: mismatch counts, the smallest
 * tolerances that pass and a full-size (B = 1152) estimate. */
#include "explain.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define M_ MMAEMU_DCPP_M
#define D_ MMAEMU_DCPP_D
#define K_ MMAEMU_DCPP_K
#define MAX_MODELS 8

static void usage(FILE *to)
{
    fputs("usage: mmaemu explain dcpp fwd|bwd --arch MODELS [inputs] [options]\n"
          "MODELS: ARCH[:VARIANT][+LIBPRESET], comma-separated (several = model comparison),\n"
          "  e.g. sm90+cublas13.1-h100,gfx942,gfx950:fused-k\n"
          "inputs: --x X --y Y [--dout DOUT (--b B | --chained)]   tensor files as for dcpp\n"
          "     or --seed S [--batch N]   the recorded generator's batches 0..N-1, or\n"
          "        --seed S --sample N    N batches spread over the full B = 1152\n"
          "options:\n"
          "  --path-a P, --path-b P   the runs compared (helion / inductor; default A = helion,\n"
          "                           B = inductor); A is 'actual', B 'expected'\n"
          "  --arch-b MODEL           run B on another model (one model only)\n"
          "  --chained                backward with b = each run's own forward xty\n"
          "  --got-a F|DIR, --got-b F|DIR  observed outputs: the final output (fwd out, bwd dx)\n"
          "                           or a folder of NAME.npy[.gz] intermediates (helion: xty\n"
          "                           out db2 dy dx1 dxt dx; inductor: xty out buf0 dy buf1 buf3 dx)\n"
          "  --atol X --rtol Y        the tolerance judged (default 0.2, 0.01: the report's)\n"
          "  --max N                  explain at most N elements per tensor in detail (20)\n"
          "  --set / --schedule / --lib-schedule  as for mmaemu dcpp (all models)\n"
          "  --json FILE, --html DIR  machine-readable report; self-contained page with plots\n"
          "  --threads N, --quiet\n"
          "Exit status: 0 when the runs agree within the tolerance, 1 when not, 2 bad input.\n",
          to);
}

typedef struct {
    const char *mode, *arch, *arch_b, *path_a, *path_b, *x, *y, *dout, *b, *seed, *batch,
        *sample, *got[2], *atol, *rtol, *max, *json, *html, *threads;
    cli_dcpp_knobs knobs;
    int chained, quiet;
} opts;

static int parse_opts(int argc, char **argv, opts *o)
{
    for (int i = 3; i < argc; i++) {
        const char *a = argv[i];
        const char **slot = NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 1;
        }
        if (!strcmp(a, "--chained")) { o->chained = 1; continue; }
        if (!strcmp(a, "--quiet")) { o->quiet = 1; continue; }
        int knob = cli_dcpp_take_knob("explain", argc, argv, &i, &o->knobs);
        if (knob == 2)
            return 2;
        if (knob)
            continue;
        if (!strcmp(a, "--arch")) slot = &o->arch;
        else if (!strcmp(a, "--arch-b")) slot = &o->arch_b;
        else if (!strcmp(a, "--path-a")) slot = &o->path_a;
        else if (!strcmp(a, "--path-b")) slot = &o->path_b;
        else if (!strcmp(a, "--x")) slot = &o->x;
        else if (!strcmp(a, "--y")) slot = &o->y;
        else if (!strcmp(a, "--dout")) slot = &o->dout;
        else if (!strcmp(a, "--b")) slot = &o->b;
        else if (!strcmp(a, "--seed")) slot = &o->seed;
        else if (!strcmp(a, "--batch")) slot = &o->batch;
        else if (!strcmp(a, "--sample")) slot = &o->sample;
        else if (!strcmp(a, "--got-a")) slot = &o->got[0];
        else if (!strcmp(a, "--got-b")) slot = &o->got[1];
        else if (!strcmp(a, "--atol")) slot = &o->atol;
        else if (!strcmp(a, "--rtol")) slot = &o->rtol;
        else if (!strcmp(a, "--max")) slot = &o->max;
        else if (!strcmp(a, "--json")) slot = &o->json;
        else if (!strcmp(a, "--html")) slot = &o->html;
        else if (!strcmp(a, "--threads")) slot = &o->threads;
        if (cli_take_value("explain", argc, argv, &i, slot))
            return 2;
    }
    return 0;
}

static int parse_count(const char *opt, const char *v, unsigned long lo, unsigned long hi,
                       unsigned long *out)
{
    char *end;
    unsigned long x = strtoul(v, &end, 10);
    if (!*v || *end || *v == '-' || x < lo || x > hi) {
        cli_error("explain: %s '%s' (expected %lu..%lu)", opt, v, lo, hi);
        return 2;
    }
    *out = x;
    return 0;
}

static int parse_real(const char *opt, const char *v, double *out)
{
    char *end;
    double x = strtod(v, &end);
    if (!*v || *end || !(x >= 0) || x > 1e30) {
        cli_error("explain: %s '%s' (expected a number >= 0)", opt, v);
        return 2;
    }
    *out = x;
    return 0;
}

static int parse_path_name(const char *opt, const char *v, mmaemu_dcpp_path *p)
{
    if (!strcmp(v, "helion"))
        *p = MMAEMU_DCPP_HELION;
    else if (!strcmp(v, "inductor"))
        *p = MMAEMU_DCPP_INDUCTOR;
    else {
        cli_error("explain: %s '%s' (expected helion or inductor)", opt, v);
        return 2;
    }
    return 0;
}

/* One model token ARCH[:VARIANT][+LIBPRESET] into a config. */
static int model_config(const opts *o, const char *tok, mmaemu_dcpp_config *c)
{
    char arch[64], variant[64] = "", lib[96] = "";
    size_t n = strcspn(tok, ":+");
    if (!n || n >= sizeof arch) {
        cli_error("explain: --arch '%s': expected ARCH[:VARIANT][+LIBPRESET]", tok);
        return 2;
    }
    memcpy(arch, tok, n);
    arch[n] = 0;
    const char *rest = tok + n;
    if (*rest == ':') {
        size_t v = strcspn(rest + 1, "+");
        if (!v || v >= sizeof variant) {
            cli_error("explain: --arch '%s': empty or long variant", tok);
            return 2;
        }
        memcpy(variant, rest + 1, v);
        variant[v] = 0;
        rest += 1 + v;
    }
    if (*rest == '+') {
        if (!rest[1] || strlen(rest + 1) + 5 > sizeof lib) {
            cli_error("explain: --arch '%s': empty or long library preset", tok);
            return 2;
        }
        snprintf(lib, sizeof lib, "lib=%s", rest + 1);
    }
    /* The preset first, so that --set lib=... can still override it. */
    cli_dcpp_knobs k = o->knobs;
    if (*lib) {
        memmove(k.sets + 1, k.sets, (size_t)k.n_sets * sizeof k.sets[0]);
        k.sets[0] = lib;
        k.n_sets++;
    }
    return cli_dcpp_config("explain", arch, *variant ? variant : NULL, &k, c);
}

/* ---------------------------------------------------------------- inputs */

typedef struct {
    size_t B;
    uint16_t *x, *y, *dout, *b;
    size_t *origin;   /* batch i = batch origin[i] of the full tensors */
} inputs;

static void inputs_free(inputs *in)
{
    free(in->x);
    free(in->y);
    free(in->dout);
    free(in->b);
    free(in->origin);
}

static uint16_t *gen_batches(unsigned long seed, unsigned tid, const size_t *origin, size_t B,
                             size_t per)
{
    uint16_t *v = malloc(B * per * sizeof *v);
    if (!v)
        return NULL;
    for (size_t i = 0; i < B; i++)
        for (size_t k = 0; k < per; k++)
            v[i * per + k] = mmaemu_dcpp_input(seed, tid, origin[i] * per + k);
    return v;
}

static int load_inputs(const opts *o, int bwd, inputs *in, char *what, size_t wlen)
{
    memset(in, 0, sizeof *in);
    if (o->seed) {
        if (o->x || o->y || o->dout || o->b) {
            cli_error("explain: give --seed or input files, not both");
            return 2;
        }
        unsigned long seed, n = 1;
        if (parse_count("--seed", o->seed, 0, 65535, &seed))
            return 2;
        if (o->batch && o->sample) {
            cli_error("explain: give --batch or --sample, not both");
            return 2;
        }
        if (o->batch && parse_count("--batch", o->batch, 1, XR_FULL_BATCH, &n))
            return 2;
        if (o->sample && parse_count("--sample", o->sample, 1, XR_FULL_BATCH, &n))
            return 2;
        in->B = n;
        if (!(in->origin = malloc(n * sizeof *in->origin)))
            goto oom;
        for (size_t i = 0; i < n; i++)   /* spread, deterministic */
            in->origin[i] = o->sample ? (size_t)((i + 0.5) * XR_FULL_BATCH / n) : i;
        in->x = gen_batches(seed, 1, in->origin, n, M_ * D_);
        in->y = gen_batches(seed, 2, in->origin, n, M_ * K_);
        if (bwd) {
            in->dout = gen_batches(seed, 3, in->origin, n, M_ * K_);
            in->b = gen_batches(seed, 4, in->origin, n, D_ * K_);
        }
        if (!in->x || !in->y || (bwd && (!in->dout || !in->b)))
            goto oom;
        if (o->sample)
            snprintf(what, wlen, "generator seed %lu, %lu batches spread over 0..%d", seed, n,
                     XR_FULL_BATCH - 1);
        else
            snprintf(what, wlen, "generator seed %lu, batch%s 0..%lu", seed, n > 1 ? "es" : "",
                     n - 1);
        return 0;
    }
    if (o->batch || o->sample) {
        cli_error("explain: --batch and --sample go with --seed");
        return 2;
    }
    if (!o->x || !o->y || (bwd && !o->dout)) {
        cli_error("explain: inputs: --x and --y%s are required (or --seed)", bwd ? " and --dout" : "");
        return 2;
    }
    if (bwd && !o->b == !o->chained) {
        cli_error("explain: bwd: give --b or --chained (b = each run's own forward xty)");
        return 2;
    }
    size_t B2;
    if (!(in->x = cli_dcpp_read_bf16("x", o->x, 0, M_, D_, &in->B)))
        return 1;
    if (!(in->y = cli_dcpp_read_bf16("y", o->y, in->B, M_, K_, &B2)))
        return 1;
    if (bwd && !(in->dout = cli_dcpp_read_bf16("dout", o->dout, in->B, M_, K_, &B2)))
        return 1;
    if (bwd && o->b && !(in->b = cli_dcpp_read_bf16("b", o->b, in->B, D_, K_, &B2)))
        return 1;
    if (!(in->origin = malloc(in->B * sizeof *in->origin)))
        goto oom;
    for (size_t i = 0; i < in->B; i++)
        in->origin[i] = i;
    snprintf(what, wlen, "files (x %s), B = %zu", o->x, in->B);
    return 0;
oom:
    cli_error("explain: out of memory");
    return 1;
}

/* Observed tensors: a file (the final output) or a folder of intermediates. */
static int load_got(const char *spec, mmaemu_dcpp_path path, int bwd, size_t B,
                    mmaemu_dcpp_state *got)
{
    struct stat st;
    if (stat(spec, &st)) {
        cli_error("explain: --got %s: no such file or folder", spec);
        return 2;
    }
    size_t rows, cols, B2;
    if (!S_ISDIR(st.st_mode)) {
        mmaemu_dcpp_tensor t = bwd ? MMAEMU_DT_DX : MMAEMU_DT_OUT;
        mmaemu_dcpp_tensor_shape(t, &rows, &cols);
        return (got->t[t] = cli_dcpp_read_bf16("got", spec, B, rows, cols, &B2)) ? 0 : 1;
    }
    int found = 0;
    for (int t = 0; t < MMAEMU_DT_COUNT; t++) {
        char file[4096];
        const char *name = mmaemu_dcpp_tensor_name((mmaemu_dcpp_tensor)t, path);
        mmaemu_dcpp_tensor_shape((mmaemu_dcpp_tensor)t, &rows, &cols);
        for (int gz = 0; gz < 2 && !got->t[t]; gz++) {
            snprintf(file, sizeof file, "%s/%s.npy%s", spec, name, gz ? ".gz" : "");
            if (stat(file, &st))
                continue;
            if (!(got->t[t] = cli_dcpp_read_bf16("got", file, B, rows, cols, &B2)))
                return 1;
            found++;
        }
    }
    if (!found) {
        cli_error("explain: --got %s: the folder holds none of the %s tensors (NAME.npy or "
                  "NAME.npy.gz)", spec, path == MMAEMU_DCPP_HELION ? "helion" : "inductor");
        return 2;
    }
    return 0;
}

/* ----------------------------------------------------------------- work */

/* Differing elements first those outside the tolerance, then by size. */
static const uint16_t *sort_a, *sort_b;
static double sort_atol, sort_rtol;
static int by_badness(const void *p, const void *q)
{
    size_t i = *(const size_t *)p, j = *(const size_t *)q;
    double di = fabs(mmaemu_bf16_to_double(sort_a[i]) - mmaemu_bf16_to_double(sort_b[i]));
    double dj = fabs(mmaemu_bf16_to_double(sort_a[j]) - mmaemu_bf16_to_double(sort_b[j]));
    int fi = di > sort_atol + sort_rtol * fabs(mmaemu_bf16_to_double(sort_b[i]));
    int fj = dj > sort_atol + sort_rtol * fabs(mmaemu_bf16_to_double(sort_b[j]));
    if (fi != fj)
        return fj - fi;
    if (di != dj)
        return di < dj ? 1 : -1;
    return i < j ? -1 : i > j;
}

static int analyse_tensor(const mmaemu_explain *e, const xr_report *r, size_t max, xr_tensor *xt)
{
    size_t rows, cols;
    mmaemu_dcpp_tensor_shape(xt->t, &rows, &cols);
    const size_t n = e->B * rows * cols;
    const uint16_t *a = e->pred[0].t[xt->t], *b = e->pred[1].t[xt->t];
    if (e->got[0].t[xt->t] && e->got[1].t[xt->t]) {
        a = e->got[0].t[xt->t];
        b = e->got[1].t[xt->t];
        xt->observed = 1;
    }
    mmaemu_compare(MMAEMU_BF16, a, b, n, r->atol, r->rtol, &xt->st);
    mmaemu_required_tol(MMAEMU_BF16, a, b, n, r->rtol, r->atol, &xt->atol_needed,
                        &xt->rtol_needed);
    xt->diff = malloc((xt->st.differ ? xt->st.differ : 1) * sizeof *xt->diff);
    if (!xt->diff)
        return -1;
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            xt->diff[xt->n_diff++] = i;
    /* Per-batch not-close counts for the estimate. */
    size_t per = rows * cols;
    for (size_t bi = 0; bi < e->B; bi++) {
        mmaemu_compare_stats s;
        mmaemu_compare(MMAEMU_BF16, a + bi * per, b + bi * per, per, r->atol, r->rtol, &s);
        xt->batches_not_close += s.not_close > 0;
    }
    const double scale = (double)XR_FULL_BATCH / (double)e->B;
    double lo, hi;
    mmaemu_poisson_ci((double)xt->st.differ, 0.95, &lo, &hi);
    xt->est_differ[0] = xt->st.differ * scale;
    xt->est_differ[1] = lo * scale;
    xt->est_differ[2] = hi * scale;
    mmaemu_poisson_ci((double)xt->st.not_close, 0.95, &lo, &hi);
    xt->est_not_close[0] = xt->st.not_close * scale;
    xt->est_not_close[1] = lo * scale;
    xt->est_not_close[2] = hi * scale;
    for (int k = 0; k < 3; k++)
        xt->p_fail[k] = 1 - exp(-xt->est_not_close[k]);

    sort_a = a;
    sort_b = b;
    sort_atol = r->atol;
    sort_rtol = r->rtol;
    size_t *order = malloc((xt->n_diff ? xt->n_diff : 1) * sizeof *order);
    if (!order)
        return -1;
    memcpy(order, xt->diff, xt->n_diff * sizeof *order);
    qsort(order, xt->n_diff, sizeof *order, by_badness);
    xt->n_elems = xt->n_diff < max ? xt->n_diff : max;
    xt->elems = calloc(xt->n_elems ? xt->n_elems : 1, sizeof *xt->elems);
    int bad = !xt->elems;
#pragma omp parallel for schedule(dynamic, 1) reduction(| : bad)
    for (size_t q = 0; q < xt->n_elems; q++) {
        char err[512];
        size_t f = order[q];
        if (!bad && mmaemu_explain_element(e, xt->t, f / per, f % per / cols, f % cols,
                                           &xt->elems[q], err, sizeof err))
            bad = 1;
    }
    free(order);
    int rc = bad ? -1 : 0;
    xt->rtol_summands = xt->t == MMAEMU_DT_DX && xt->n_elems ? 0 : -1;
    for (size_t q = 0; !rc && q < xt->n_elems; q++) {
        const mmaemu_explain_elem *x = &xt->elems[q];
        if (x->n_rounds)
            xt->causes[x->r[0].tensor][x->r[0].cause]++;
        if (xt->rtol_summands >= 0 && x->n_rounds) {
            double sz = x->cancellation * fabs(x->r[x->n_rounds - 1].pre[0]);
            double need = sz > 0 && isfinite(sz) ? x->abs_diff / sz : INFINITY;
            if (need > xt->rtol_summands)
                xt->rtol_summands = need;
        }
    }
    return rc;
}

/* ----------------------------------------------------------------- text */

static const char *tname(const xr_report *r, mmaemu_dcpp_tensor t, int p)
{
    return mmaemu_dcpp_tensor_name(t, r->path[p]);
}

static void print_round(const xr_report *r, const mmaemu_explain *e, const mmaemu_explain_round *x,
                        int first)
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

static void print_element(const xr_report *r, const mmaemu_explain *e, const mmaemu_explain_elem *x)
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

static void print_tensor(const xr_report *r, const mmaemu_explain *e, const xr_tensor *t,
                         int quiet)
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

static void print_estimate(const xr_report *r, const xr_model *m)
{
    printf("full size B = %d, from %zu batch%s (Poisson 95%%):\n", XR_FULL_BATCH, r->B,
           r->B == 1 ? "" : "es");
    for (int i = 0; i < m->n_t; i++) {
        const xr_tensor *t = &m->t[i];
        printf("  %-4s differ %.4g [%.4g, %.4g]; outside tolerance %.4g [%.4g, %.4g]; "
               "P(assert_close fails) %.3f [%.3f, %.3f]\n", tname(r, t->t, 0), t->est_differ[0],
               t->est_differ[1], t->est_differ[2], t->est_not_close[0], t->est_not_close[1],
               t->est_not_close[2], t->p_fail[0], t->p_fail[1], t->p_fail[2]);
    }
}

static void print_models(const xr_report *r)
{
    printf("\nmodel comparison (%s A vs %s B, atol %g rtol %g):\n",
           r->path[0] == MMAEMU_DCPP_HELION ? "helion" : "inductor",
           r->path[1] == MMAEMU_DCPP_HELION ? "helion" : "inductor", r->atol, r->rtol);
    printf("  %-24s %-4s %9s %8s %9s %10s %10s %22s\n", "model", "out", "differ", "max abs",
           "!close", "atol need", "rtol need", "P(fail) at B=1152");
    for (int i = 0; i < r->n_models; i++)
        for (int k = 0; k < r->m[i].n_t; k++) {
            const xr_tensor *t = &r->m[i].t[k];
            printf("  %-24s %-4s %9zu %8g %9zu %10.4g %10.4g %8.3f [%.3f, %.3f]\n",
                   k ? "" : r->m[i].name, tname(r, t->t, 0), t->st.differ, t->st.max_abs,
                   t->st.not_close, t->atol_needed, t->rtol_needed, t->p_fail[0], t->p_fail[1],
                   t->p_fail[2]);
        }
}

/* ----------------------------------------------------------------- main */

static void free_report(xr_report *r)
{
    for (int i = 0; i < r->n_models; i++)
        for (int k = 0; k < r->m[i].n_t; k++) {
            free(r->m[i].t[k].diff);
            free(r->m[i].t[k].elems);
        }
}

int mmaemu_cli_explain(int argc, char **argv)
{
    if (argc >= 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        usage(stdout);
        return 0;
    }
    if (argc < 3 || strcmp(argv[1], "dcpp") || (strcmp(argv[2], "fwd") && strcmp(argv[2], "bwd"))) {
        cli_error("explain: expected 'explain dcpp fwd|bwd ...' (mmaemu explain --help)");
        return 2;
    }
    opts o;
    memset(&o, 0, sizeof o);
    o.mode = argv[2];
    int rc = parse_opts(argc, argv, &o);
    if (rc)
        return rc == 1 ? 0 : rc;
    xr_report r;
    memset(&r, 0, sizeof r);
    r.bwd = !strcmp(o.mode, "bwd");
    r.chained = o.chained;
    r.atol = 0.2;
    r.rtol = 0.01;
    unsigned long max = 20;
    r.path[0] = MMAEMU_DCPP_HELION;
    r.path[1] = MMAEMU_DCPP_INDUCTOR;
    if ((o.path_a && parse_path_name("--path-a", o.path_a, &r.path[0])) ||
        (o.path_b && parse_path_name("--path-b", o.path_b, &r.path[1])) ||
        (o.atol && parse_real("--atol", o.atol, &r.atol)) ||
        (o.rtol && parse_real("--rtol", o.rtol, &r.rtol)) ||
        (o.max && parse_count("--max", o.max, 0, 1000000, &max)))
        return 2;
    if (o.chained && !r.bwd) {
        cli_error("explain: --chained goes with bwd");
        return 2;
    }
    if (o.threads) {
        unsigned long t;
        if (parse_count("--threads", o.threads, 1, 1024, &t))
            return 2;
#ifdef _OPENMP
        omp_set_num_threads((int)t);
#endif
    }
    /* Models. */
    if (!o.arch) {
        cli_error("explain: --arch is required (mmaemu models lists them)");
        return 2;
    }
    static xr_model models[MAX_MODELS];
    mmaemu_dcpp_config cfg_b;
    char list[1024];
    if (strlen(o.arch) >= sizeof list) {
        cli_error("explain: --arch list too long");
        return 2;
    }
    snprintf(list, sizeof list, "%s", o.arch);
    for (char *save = NULL, *tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (r.n_models == MAX_MODELS) {
            cli_error("explain: at most %d models", MAX_MODELS);
            return 2;
        }
        xr_model *m = &models[r.n_models++];
        memset(m, 0, sizeof *m);
        snprintf(m->name, sizeof m->name, "%s", tok);
        if ((rc = model_config(&o, tok, &m->cfg)))
            return rc;
    }
    if (!r.n_models) {
        cli_error("explain: --arch '%s' names no model", o.arch);
        return 2;
    }
    if (o.arch_b) {
        if (r.n_models > 1) {
            cli_error("explain: --arch-b compares two models; give one --arch with it");
            return 2;
        }
        if ((rc = model_config(&o, o.arch_b, &cfg_b)))
            return rc;
        size_t l = strlen(models[0].name);
        snprintf(models[0].name + l, sizeof models[0].name - l, " vs %s", o.arch_b);
    }
    if ((o.got[0] || o.got[1]) && r.n_models > 1) {
        cli_error("explain: --got-a/--got-b go with one model");
        return 2;
    }
    r.m = models;
    /* Plans before data: a bad schedule fails fast. */
    char err[1024];
    for (int i = 0; i < r.n_models; i++)
        for (int p = 0; p < 2; p++) {
            mmaemu_dcpp_gemm_plan pl[4];
            const mmaemu_dcpp_config *c = p && o.arch_b ? &cfg_b : &models[i].cfg;
            for (int bw = 0; bw <= r.bwd; bw++)
                if ((bw || !r.bwd || o.chained) &&
                    mmaemu_dcpp_plan(c, r.path[p], bw, pl, err, sizeof err) < 0) {
                    cli_error("explain: %s: %s", models[i].name, err);
                    return 2;
                }
        }
    inputs in;
    if ((rc = load_inputs(&o, r.bwd, &in, r.inputs, sizeof r.inputs))) {
        inputs_free(&in);
        return rc;
    }
    r.B = in.B;
    r.batch_origin = in.origin;
    mmaemu_dcpp_state got[2];
    memset(got, 0, sizeof got);
    for (int p = 0; p < 2 && !rc; p++)
        if (o.got[p])
            rc = load_got(o.got[p], r.path[p], r.bwd, in.B, &got[p]);
    int worst = 0;
    for (int i = 0; i < r.n_models && !rc; i++) {
        xr_model *m = &models[i];
        mmaemu_explain e;
        memset(&e, 0, sizeof e);
        e.cfg[0] = &m->cfg;
        e.cfg[1] = o.arch_b ? &cfg_b : &m->cfg;
        e.path[0] = r.path[0];
        e.path[1] = r.path[1];
        e.bwd = r.bwd;
        e.chained = o.chained;
        e.B = in.B;
        e.x = in.x;
        e.y = in.y;
        e.dout = in.dout;
        e.b = in.b;
        memcpy(e.got, got, sizeof got);
        double t0 = cli_seconds();
        if (mmaemu_explain_predict(&e, err, sizeof err)) {
            cli_error("explain: %s: %s", m->name, err);
            rc = 1;
            break;
        }
        m->n_t = r.bwd ? 2 : 1;
        m->t[0].t = r.bwd ? MMAEMU_DT_DX : MMAEMU_DT_OUT;
        m->t[1].t = MMAEMU_DT_DY;
        for (int p = 0; p < 2; p++)
            for (int t = 0; t < MMAEMU_DT_COUNT; t++) {
                m->got_vs_pred[p][t] = -1;
                if (!got[p].t[t] || !e.pred[p].t[t])
                    continue;
                size_t rows, cols, n, d = 0;
                mmaemu_dcpp_tensor_shape((mmaemu_dcpp_tensor)t, &rows, &cols);
                n = in.B * rows * cols;
                for (size_t q = 0; q < n; q++)
                    d += got[p].t[t][q] != e.pred[p].t[t][q];
                m->got_vs_pred[p][t] = (long)d;
            }
        double t1 = cli_seconds();
        size_t explained = 0;
        for (int k = 0; k < m->n_t && !rc; k++) {
            if (analyse_tensor(&e, &r, max, &m->t[k])) {
                cli_error("explain: out of memory");
                rc = 1;
            }
            explained += m->t[k].n_elems;
        }
        double t2 = cli_seconds();
        if (!rc) {
            printf("== %s: %s (A) vs %s (B), %s%s, inputs: %s\n"
                   "   both runs predicted in %.1f s; %zu elements explained in %.2f s\n", m->name,
                   r.path[0] == MMAEMU_DCPP_HELION ? "helion" : "inductor",
                   r.path[1] == MMAEMU_DCPP_HELION ? "helion" : "inductor",
                   r.bwd ? "backward" : "forward", o.chained ? " (b = own xty)" : "", r.inputs,
                   t1 - t0, explained, t2 - t1);
            for (int p = 0; p < 2; p++)
                for (int t = 0; t < MMAEMU_DT_COUNT; t++)
                    if (m->got_vs_pred[p][t] >= 0)
                        printf("observed run %c %s: %ld elements differ from the prediction\n",
                               'A' + p, tname(&r, t, p), m->got_vs_pred[p][t]);
            for (int k = 0; k < m->n_t; k++) {
                print_tensor(&r, &e, &m->t[k], o.quiet);
                if (m->t[k].st.not_close)
                    worst = 1;
            }
            print_estimate(&r, m);
        }
        mmaemu_explain_free(&e);
    }
    if (!rc && r.n_models > 1)
        print_models(&r);
    if (!rc && o.json && xr_write_json(&r, o.json))
        rc = 1;
    if (!rc && o.html && xr_write_html(&r, o.html))
        rc = 1;
    free_report(&r);
    for (int p = 0; p < 2; p++)
        for (int t = 0; t < MMAEMU_DT_COUNT; t++)
            free(got[p].t[t]);
    inputs_free(&in);
    return rc ? rc : worst;
}
