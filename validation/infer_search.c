/* SPDX-License-Identifier: MIT */
/* infer_search.c -- a device model from device outputs alone (`mmaemu infer`):
 * the search.
 *
 * The data are dot-product lines (a, b, c) with the device's d.  The search
 * enumerates instruction candidates over the engine's whole parameter space
 * -- algorithm, step length L, how the instruction is built from steps
 * (widen_fp16, k_interleave, c_after), F, F2, output rounding, e_zero and
 * its rule -- without looking at the model registry, and keeps those that
 * reproduce every line.  docs/validation.md ("Inferring a model from device
 * outputs") describes the method and how to read the report.  The data
 * are read by infer_read.c, the candidates enumerated and run on a line by
 * infer_space.c, the report written by infer_report.c.
 *
 * Cost control:
 *  - pruning: every candidate first runs a few discriminating lines (dense
 *    lines with finite non-zero outputs); nearly all wrong candidates fail
 *    on the first line.  Survivors then run every line.
 *  - e_zero is not a candidate dimension: each T-FDPA candidate carries the
 *    set of e_zero values still consistent.  A line's result is the same
 *    for every e_zero <= T, where T is the smallest alignment exponent of
 *    a step with a non-zero term (computed while running the chain), so
 *    only e_zero values above T need their own run.
 *  - NaN payloads and the sign of zero are left out of the search (a NaN
 *    matches any NaN, +0 matches -0) and decided afterwards from the lines
 *    with NaN and zero outputs.
 *  - OpenMP over candidates.
 */
#include "infer_impl.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef _OPENMP
#include <omp.h>
#endif

/* ------------------------------------------------------------------ */
/* The search                                                          */
/* ------------------------------------------------------------------ */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The e_zero the model file gets when the data leave it open: fp32
 * accumulator -108 - F (MMA-Sim and Khattak & Mikaitis agree), fp16
 * accumulator 4 - F (Khattak's floor, measured on an H100), where the data
 * allow it, else the allowed value nearest to it. */
int infer_canon_ez(mmaemu_format acc, int F)
{
    return acc == MMAEMU_FP16 ? 4 - F : -108 - F;
}

static int canon_z(const mmaemu_infer_cand *c)
{
    int pref = infer_canon_ez(c->ins.step.acc_fmt, c->ins.step.F);
    if (pref < ZLO)
        pref = ZLO;
    if (pref > 0)
        pref = 0;
    for (int d = 0; d < ZN; d++) {
        if (mmaemu_infer_ez_allows(c->ez, pref - d))
            return pref - d;
        if (mmaemu_infer_ez_allows(c->ez, pref + d))
            return pref + d;
    }
    return pref;
}

/* Lines for the pruning pass: dense lines with a finite non-zero output
 * first (spread over the file), then other finite outputs, then the rest. */
static size_t pick_prune(const mmaemu_infer_data *D, size_t want, size_t *idx)
{
    size_t n = D->n;
    unsigned char *tier = malloc(n ? n : 1);
    size_t cnt[3] = {0, 0, 0};
    if (!tier)
        return 0;
    for (size_t i = 0; i < n; i++) {
        infer_line l;
        infer_line_get(D, i, &l);
        int dense = 1;
        for (size_t j = 0; j < l.k && dense; j++) {
            mmaemu_value x, y;
            mmaemu_decode(D->in, l.a[j], &x);
            mmaemu_decode(D->in, l.b[j], &y);
            dense = x.cls == MMAEMU_CLASS_FINITE && y.cls == MMAEMU_CLASS_FINITE;
        }
        mmaemu_value o;
        mmaemu_decode(D->acc, l.d, &o);
        int fin = o.cls == MMAEMU_CLASS_FINITE;
        tier[i] = fin && dense ? 0 : fin ? 1 : 2;
        cnt[tier[i]]++;
    }
    size_t got = 0;
    size_t quota[3] = {want * 2 / 3, want, want};
    for (int t = 0; t < 3 && got < want; t++) {
        size_t take = cnt[t] < quota[t] ? cnt[t] : quota[t];
        if (take > want - got)
            take = want - got;
        if (!take)
            continue;
        /* Evenly spaced among the lines of this tier. */
        size_t seen = 0, next = 0, taken = 0;
        for (size_t i = 0; i < n && taken < take; i++) {
            if (tier[i] != t)
                continue;
            if (seen == next) {
                idx[got++] = i;
                taken++;
                next = taken * cnt[t] / take;
            }
            seen++;
        }
    }
    free(tier);
    return got;
}

void mmaemu_infer_result_free(mmaemu_infer_result *r)
{
    free(r->surv);
    mmaemu_model_free(&r->model);
    memset(r, 0, sizeof *r);
}

/* Exact check of one candidate over all lines; fills the mismatch list. */
static size_t exact_count(const mmaemu_instr *ins, const mmaemu_infer_data *D,
                          mmaemu_infer_result *r)
{
    size_t ok = 0;
    r->n_mism = 0;
    for (size_t i = 0; i < D->n; i++) {
        infer_line l;
        infer_line_get(D, i, &l);
        uint32_t m = mmaemu_dot(ins, l.a, l.b, l.k, l.c);
        if (m == l.d)
            ok++;
        else if (r->n_mism < MMAEMU_INFER_MISMATCHES) {
            r->mism_line[r->n_mism] = i;
            r->mism_dev[r->n_mism] = l.d;
            r->mism_model[r->n_mism] = m;
            r->n_mism++;
        }
    }
    return ok;
}

/* The canonical sign of an undetermined exact zero: T-FDPA forms an
 * integer sum (+0); the other algorithms follow the IEEE rule. */
static mmaemu_zero_sign canon_zero(const mmaemu_infer_cand *c)
{
    return c->ins.step.alg == MMAEMU_ALG_T_FDPA ? MMAEMU_ZERO_POSITIVE : MMAEMU_ZERO_IEEE;
}

/* Finish a candidate as a model: e_zero, zero sign, NaN. */
static void finish(const mmaemu_infer_cand *c, uint32_t nan_bits, mmaemu_instr *out)
{
    *out = c->ins;
    if (c->ins.step.alg == MMAEMU_ALG_T_FDPA)
        out->step.e_zero = canon_z(c);
    else
        out->step.e_zero = 0;
    out->step.nan_bits = nan_bits;
    if (c->zero_fit == 1)
        out->step.zero_sign = MMAEMU_ZERO_POSITIVE;
    else if (c->zero_fit == 2)
        out->step.zero_sign = MMAEMU_ZERO_IEEE;
    else
        out->step.zero_sign = canon_zero(c);
}

int mmaemu_infer_k_from_name(const char *name)
{
    if (!name || !*name)
        return 0;
    /* AMD: the first MxNxK after "mfma" (mfma.32x32x8, v_mfma_f32_32x32x8_bf16) -> K */
    const char *m = strstr(name, "mfma");
    if (m) {
        for (const char *p = m + 4; *p; p++) {
            if (!isdigit((unsigned char)*p) || isdigit((unsigned char)p[-1]))
                continue;
            const char *q = p;
            long v[3];
            int ok = 1;
            for (int i = 0; i < 3 && ok; i++) {
                char *end;
                v[i] = strtol(q, &end, 10);
                ok = end != q && (i == 2 || *end == 'x');
                q = end + (i < 2);
            }
            if (ok)
                return v[2] >= 1 && v[2] <= 65536 ? (int)v[2] : 0;
        }
        return 0;
    }
    /* NVIDIA: ...m16n8k16, m64nNk16 -> the digits after the shape's k */
    for (const char *p = name + 1; *p; p++) {
        if (*p != 'k' || !isdigit((unsigned char)p[1]))
            continue;
        if (!isdigit((unsigned char)p[-1]) && p[-1] != 'N')
            continue;
        long v = strtol(p + 1, NULL, 10);
        return v >= 1 && v <= 65536 ? (int)v : 0;
    }
    return 0;
}

/* The instruction k: given; or from the header's #instr where it divides
 * the values per line; else the values per line. */
static int choose_k(const mmaemu_infer_data *D, const mmaemu_infer_options *opt,
                    mmaemu_infer_result *r, char *err, size_t errlen)
{
    int k = opt && opt->instr_k ? opt->instr_k : 0;
    r->k_source = k ? "given" : "";
    if (!k && D->name[0] && D->kmin == D->kmax) {
        int kn = mmaemu_infer_k_from_name(D->name);
        if (kn && D->kmax % kn == 0) {
            k = kn;
            r->k_source = "from the header's #instr";
        }
    }
    if (!k) {
        r->k_source = "values per line";
        if (D->kmin != D->kmax)
            return mmaemu_error(err, errlen, "lines have %d to %d values: give the instruction's k "
                        "(--instr-k)", D->kmin, D->kmax);
        k = D->kmax;
    }
    if (k < 1 || k > 65536)
        return mmaemu_error(err, errlen, "instruction k %d out of range", k);
    r->k = k;
    return 0;
}

/* Evidence from the outputs alone: NaN patterns, zeros, subnormals. */
static void gather_evidence(const mmaemu_infer_data *D, mmaemu_infer_result *r)
{
    const mmaemu_format acc = D->acc;
    uint32_t pats[16];
    size_t counts[16];
    int np = 0;
    for (size_t i = 0; i < D->n; i++) {
        infer_line l;
        infer_line_get(D, i, &l);
        uint32_t x = l.d;
        if (infer_is_nan(acc, x)) {
            r->nan_lines++;
            int j = 0;
            while (j < np && pats[j] != x)
                j++;
            if (j == np && np < 16) {
                pats[np] = x;
                counts[np++] = 0;
            }
            if (j < np)
                counts[j]++;
            r->nan_patterns = np;
        } else if (infer_is_zero(acc, x)) {
            r->zero_lines++;
            r->negzero_lines += x != 0;
        }
        if (infer_is_sub(acc, x))
            r->sub_out_lines++;
        int sub = infer_is_sub(acc, l.c);
        for (size_t j = 0; j < l.k && !sub; j++)
            sub = infer_is_sub(D->in, l.a[j]) || infer_is_sub(D->in, l.b[j]);
        r->sub_in_lines += sub;
    }
    r->nan_pattern = acc == MMAEMU_FP16 ? 0x7FFFu : 0x7FFFFFFFu;
    for (int j = 0; j < np; j++)
        if (!j || counts[j] > r->nan_pattern_count) {
            r->nan_pattern = pats[j];
            r->nan_pattern_count = counts[j];
        }
}

/* Move the candidates v[i] with alive[i] (i < n) to the front, in order;
 * their number. */
static size_t keep_alive(mmaemu_infer_cand *v, size_t n, const unsigned char *alive)
{
    size_t kept = 0;
    for (size_t i = 0; i < n; i++)
        if (alive[i])
            v[kept++] = v[i];
    return kept;
}

/* Candidates v[0..n) on lines idx[0..nl) (every line if idx is NULL),
 * relaxed, each stopping at its first misfit: the number that fit all,
 * moved to the front.  OpenMP over candidates. */
static size_t run_lines(const mmaemu_infer_data *D, mmaemu_infer_cand *v, size_t n,
                        const size_t *idx, size_t nl, unsigned char *alive)
{
    const long nc = (long)n;
#pragma omp parallel for schedule(dynamic, idx ? 16 : 1)
    for (long ci = 0; ci < nc; ci++) {
        int ok = 1;
        for (size_t j = 0; j < nl && ok; j++) {
            infer_line l;
            infer_line_get(D, idx ? idx[j] : j, &l);
            ok = infer_cand_line(&v[ci], D->acc, &l, 1);
        }
        alive[ci] = (unsigned char)ok;
    }
    return keep_alive(v, n, alive);
}

/* The zero signs each survivor allows (the lines with zero outputs decide)
 * and whether it reproduces every line exactly. */
static void zero_fits(const mmaemu_infer_data *D, mmaemu_infer_cand *v, size_t ns,
                      mmaemu_infer_result *r)
{
    for (size_t ci = 0; ci < ns; ci++) {
        mmaemu_infer_cand *c = &v[ci];
        int fit = 0;
        for (int zs = 0; zs < 2; zs++) {
            mmaemu_instr m;
            finish(c, r->nan_pattern, &m);
            m.step.zero_sign = zs ? MMAEMU_ZERO_IEEE : MMAEMU_ZERO_POSITIVE;
            int ok = 1;
            for (size_t i = 0; i < D->n && ok; i++) {
                if (!infer_is_zero(D->acc, D->d[i]))
                    continue;
                infer_line l;
                infer_line_get(D, i, &l);
                ok = mmaemu_dot(&m, l.a, l.b, l.k, l.c) == l.d;
            }
            fit |= ok << zs;
        }
        c->zero_fit = fit;
        c->exact = fit && r->nan_patterns <= 1;
        r->n_exact += (size_t)c->exact;
    }
}

/* Exact survivors first, each group in canonical order. */
static void order_survivors(mmaemu_infer_cand *v, size_t ns)
{
    qsort(v, ns, sizeof v[0], infer_cand_cmp);
    mmaemu_infer_cand *tmp = malloc((ns ? ns : 1) * sizeof *tmp);
    if (!tmp)
        return;
    size_t w = 0;
    for (int pass = 0; pass < 2; pass++)
        for (size_t ci = 0; ci < ns; ci++)
            if (v[ci].exact == !pass)
                tmp[w++] = v[ci];
    memcpy(v, tmp, ns * sizeof *tmp);
    free(tmp);
}

/* Lines of D that model m reproduces, NaN payloads and zero signs aside:
 * of the n lines idx[] (every line if idx is NULL). */
static size_t relaxed_count(const mmaemu_infer_data *D, const mmaemu_instr *m, const size_t *idx,
                            size_t n)
{
    size_t ok = 0;
    for (size_t j = 0; j < n; j++) {
        infer_line l;
        infer_line_get(D, idx ? idx[j] : j, &l);
        ok += (size_t)infer_same(D->acc, mmaemu_dot(m, l.a, l.b, l.k, l.c), l.d, 1);
    }
    return ok;
}

/* The (at most) TOP indices of the highest scores, the first among
 * equals first; their number. */
enum { TOP = 16 };
static size_t top_scores(const size_t *score, size_t n, size_t *top)
{
    size_t ntop = 0;
    for (size_t ci = 0; ci < n; ci++) {
        size_t pos = ntop;
        while (pos > 0 && score[top[pos - 1]] < score[ci])
            pos--;
        if (pos >= TOP)
            continue;
        if (ntop < TOP)
            ntop++;
        memmove(top + pos + 1, top + pos, (ntop - 1 - pos) * sizeof top[0]);
        top[pos] = ci;
    }
    return ntop;
}

/* Nothing fits: rank every candidate on the pruning lines (with the
 * canonical e_zero), then the best few on every line.  0, or -1 out of
 * memory. */
static int best_match(const mmaemu_infer_data *D, int k, uint32_t nan, const size_t *pidx,
                      size_t np, mmaemu_infer_cand *best)
{
    cand_vec all = {NULL, 0, 0};
    if (infer_enumerate(D, k, nan, &all)) {
        free(all.v);
        return -1;
    }
    size_t *score = calloc(all.n ? all.n : 1, sizeof *score), top[TOP];
    if (!score) {
        free(all.v);
        return -1;
    }
    qsort(all.v, all.n, sizeof all.v[0], infer_cand_cmp);
    const long nall = (long)all.n;
#pragma omp parallel for schedule(dynamic, 16)
    for (long ci = 0; ci < nall; ci++) {
        mmaemu_instr m;
        finish(&all.v[ci], nan, &m);
        score[ci] = relaxed_count(D, &m, pidx, np);
    }
    const size_t ntop = top_scores(score, all.n, top);
    size_t best_ok = 0;
    for (size_t t = 0; t < ntop; t++) {
        mmaemu_instr m;
        finish(&all.v[top[t]], nan, &m);
        const size_t ok = relaxed_count(D, &m, NULL, D->n);
        if (!t || ok > best_ok) {
            best_ok = ok;
            *best = all.v[top[t]];
        }
    }
    free(score);
    free(all.v);
    return 0;
}

/* "mmaemu-infer" and the input files' base names. */
static char *model_source(const mmaemu_infer_data *D)
{
    char src[600] = "mmaemu-infer";
    const char *f = D->files;
    while (*f) {
        size_t len = strcspn(f, " ");
        const char *base = f;
        for (const char *q = f; q < f + len; q++)
            if (*q == '/')
                base = q + 1;
        size_t used = strlen(src);
        snprintf(src + used, sizeof src - used, " %.*s", (int)(f + len - base), base);
        f += len;
        while (*f == ' ')
            f++;
    }
    return strdup(src);
}

/* The e_zero values a candidate allows: [ez_lo, ez_hi] in ez_runs runs. */
static void ez_range(const mmaemu_infer_cand *c, mmaemu_infer_result *r)
{
    int prev = 0, first = 1;
    for (int j = 0; j < ZN; j++) {
        int on = infer_ez_get(c->ez, j);
        if (on && !prev)
            r->ez_runs++;
        if (on && first) {
            r->ez_lo = ZLO + j;
            first = 0;
        }
        if (on)
            r->ez_hi = ZLO + j;
        prev = on;
    }
}

/* The model from the chosen candidate (ns survivors). */
static void make_model(const mmaemu_infer_data *D, const mmaemu_infer_options *opt,
                       const mmaemu_infer_cand *best, size_t ns, mmaemu_infer_result *r)
{
    finish(best, r->nan_pattern, &r->model);
    const char *nm = opt && opt->name ? opt->name : D->name[0] ? D->name : "inferred";
    r->model.family = opt && opt->family >= 0 ? (mmaemu_family)opt->family
                                              : mmaemu_model_family_of(nm);
    r->model.name = strdup(nm);
    r->matched = exact_count(&r->model, D, r);
    r->found = ns && best->exact && r->matched == D->n;
    r->model.verified = r->found;
    r->model.triton_default = 0;
    r->model.variant = NULL;
    r->model.source = model_source(D);
    r->ez_lo = r->ez_hi = 0;
    r->ez_runs = 0;
    if (best->ins.step.alg == MMAEMU_ALG_T_FDPA && ns)
        ez_range(best, r);
}

int mmaemu_infer(const mmaemu_infer_data *D, const mmaemu_infer_options *opt,
                 mmaemu_infer_result *r, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    r->model_index = (size_t)-1;
    const double t0 = now();
    if (!D->n || !D->have_formats)
        return mmaemu_error(err, errlen, "no data");
    if (choose_k(D, opt, r, err, errlen))
        return -1;
    r->lines = D->n;
    gather_evidence(D, r);
    cand_vec cv = {NULL, 0, 0};
    const size_t want = opt && opt->prune_lines > 0 ? (size_t)opt->prune_lines : 48;
    size_t *pidx = malloc((want ? want : 1) * sizeof *pidx);
    unsigned char *alive = NULL;
    if (!pidx || infer_enumerate(D, r->k, r->nan_pattern, &cv) || !(alive = malloc(cv.n ? cv.n : 1))) {
        free(pidx);
        free(cv.v);
        return mmaemu_error(err, errlen, "out of memory");
    }
    r->n_candidates = cv.n;

    /* Pass 1: the pruning lines; pass 2: the survivors on every line. */
    r->n_prune_lines = pick_prune(D, want, pidx);
    r->n_after_prune = run_lines(D, cv.v, cv.n, pidx, r->n_prune_lines, alive);
    const double t1 = now();
    r->seconds_prune = t1 - t0;
    if (opt && opt->verbose)
        fprintf(stderr, "mmaemu infer: %zu candidates, %zu alive after %zu pruning lines (%.1f s)\n",
                r->n_candidates, r->n_after_prune, r->n_prune_lines, t1 - t0);
    const size_t ns = r->n_relaxed = run_lines(D, cv.v, r->n_after_prune, NULL, D->n, alive);
    const double t2 = now();
    r->seconds_full = t2 - t1;
    if (opt && opt->verbose)
        fprintf(stderr, "mmaemu infer: %zu fit all %zu lines up to NaN payloads and zero signs "
                "(%.1f s)\n", ns, D->n, t2 - t1);

    zero_fits(D, cv.v, ns, r);
    order_survivors(cv.v, ns);
    mmaemu_infer_cand best;
    memset(&best, 0, sizeof best);
    if (ns) {
        best = cv.v[0];
        r->model_index = 0;
    } else if (best_match(D, r->k, r->nan_pattern, pidx, r->n_prune_lines, &best)) {
        free(pidx);
        free(alive);
        free(cv.v);
        return mmaemu_error(err, errlen, "out of memory");
    }
    make_model(D, opt, &best, ns, r);
    if (ns) {   /* keep only the survivors */
        mmaemu_infer_cand *shrunk = realloc(cv.v, ns * sizeof *cv.v);
        if (shrunk)
            cv.v = shrunk;
    }
    r->surv = cv.v;
    r->n_surv = ns;
    free(pidx);
    free(alive);
    r->seconds_total = now() - t0;
    return 0;
}

