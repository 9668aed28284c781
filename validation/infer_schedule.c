/* SPDX-License-Identifier: MIT */
/* infer_schedule.c -- which schedule did a library GEMM run?  Given its
 * inputs and the device's output, score every candidate
 * (validation/infer_schedule_candidates.c) by how many output elements it
 * reproduces bit for bit, and name the best (include/mmaemu/analysis.h).
 *
 * Elements are scored in units of 4 rows x 16 columns (one lane group of
 * the GEMM fast path; the rows share the decoded columns), the candidates
 * of one consumed order together (mmaemu_gemm_run_many).  The probe set starts as a spread
 * sample of units; every candidate is scored on it.  The leaders are run
 * on the whole output and their mismatching units join the probe set.
 * The probe set only grows, so a candidate's mismatches on the part of
 * it already scored bound its mismatches on the whole from below: a
 * candidate is scored on the new units only while that bound is below the
 * best's mismatches on the probe set, and run on everything when it beats
 * the best there.  Ties go to the simpler candidate (generated first). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer_schedule_impl.h"

#define UNIT 16        /* columns of one unit (a lane group of the fast path) */
#define UROWS 4        /* rows of one unit (they share the decoded columns) */
#define UNIT_CAP 64    /* mismatching units a whole-output run adds */
#define MAX_FULL 24    /* whole-output runs of one search */

static uint32_t load(const void *data, int width, ptrdiff_t off)
{
    switch (width) {
    case 8: return ((const uint8_t *)data)[off];
    case 16: return ((const uint16_t *)data)[off];
    default: return ((const uint32_t *)data)[off];
    }
}

uint32_t mmaemu_infer_got(const mmaemu_infer_problem *p, size_t e)
{
    return load(p->got, p->wd, (ptrdiff_t)e);
}

int mmaemu_infer_problem_init(mmaemu_infer_problem *p, const mmaemu_infer_schedule_opts *o,
                              size_t batch, size_t m, size_t n, size_t k, mmaemu_mat a,
                              mmaemu_mat b, const void *got, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    if (!o->arch || !got || !a.data || !b.data) {
        snprintf(err, errlen, "infer-schedule: missing arch or tensor");
        return -1;
    }
    if (!batch || !m || !n || !k) {
        snprintf(err, errlen, "infer-schedule: empty GEMM (%zu, %zu x %zu x %zu)", batch, m, k, n);
        return -1;
    }
    if (o->acc != MMAEMU_FP32) {
        snprintf(err, errlen, "infer-schedule: library GEMMs accumulate in fp32");
        return -1;
    }
    *p = (mmaemu_infer_problem){o, batch, m, n, k, a, b, got, mmaemu_format_get(o->in)->width,
                                mmaemu_format_get(o->in)->width, o->out == MMAEMU_EPI_NONE ? 32 : 16};
    return 0;
}

/* A view moved by off elements of width w bits. */
static mmaemu_mat shifted(const mmaemu_mat *m, ptrdiff_t off, int w)
{
    mmaemu_mat r = *m;
    r.data = (const char *)m->data + off * (w / 8);
    return r;
}

int mmaemu_infer_window_many(const mmaemu_infer_problem *p, const mmaemu_schedule *const *s,
                             size_t ns, const mmaemu_instr *ins, size_t bi, size_t i0, size_t rows,
                             size_t j0, size_t cols, void *const *d, char *err, size_t errlen)
{
    const mmaemu_infer_schedule_opts *o = p->o;
    mmaemu_gemm g;
    memset(&g, 0, sizeof g);
    g.instr = ins;
    g.batch = 1;
    g.m = rows;
    g.n = cols;
    g.k = p->k;
    g.a = shifted(&p->a, (ptrdiff_t)bi * p->a.sb + (ptrdiff_t)i0 * p->a.si, p->wa);
    g.b = shifted(&p->b, (ptrdiff_t)bi * p->b.sb + (ptrdiff_t)j0 * p->b.sj, p->wb);
    mmaemu_mat bias;
    if (o->bias) {
        bias = shifted(o->bias, (ptrdiff_t)bi * o->bias->sb + (ptrdiff_t)i0 * o->bias->si +
                                    (ptrdiff_t)j0 * o->bias->sj,
                       mmaemu_format_get(o->bias_fmt)->width);
        g.bias = &bias;
        g.bias_fmt = o->bias_fmt;
    }
    g.d_sb = (ptrdiff_t)(rows * cols);
    g.d_si = (ptrdiff_t)cols;
    g.d_sj = 1;
    g.win_b = bi;
    g.win_i = i0;
    g.win_j = j0;
    g.whole_batch = p->batch;
    g.whole_m = p->m;
    g.whole_n = p->n;
    return mmaemu_gemm_run_many(&g, s, d, ns, err, errlen);
}

int mmaemu_infer_window(const mmaemu_infer_problem *p, const mmaemu_schedule *s,
                        const mmaemu_instr *ins, size_t bi, size_t i0, size_t rows, size_t j0,
                        size_t cols, void *d, char *err, size_t errlen)
{
    return mmaemu_infer_window_many(p, &s, 1, ins, bi, i0, rows, j0, cols, &d, err, errlen);
}

/* ------------------------------------------------------------ scoring */

typedef struct {
    mmaemu_sched_candidate c;
    uint64_t okey;               /* candidates of one key run together */
    size_t done;                 /* probe units scored */
    size_t miss, tested;         /* on those */
    int full;
    size_t fmiss;                /* on the whole output */
    int covered;                 /* every mismatching unit joined the probe set */
} cand;

typedef struct {
    mmaemu_infer_problem p;
    size_t upr, rblocks, nunits; /* units per row block, row blocks per batch, in all */
    size_t *probe, nprobe, cap;  /* the probe set, in the order added */
    unsigned char *in_probe;     /* [nunits] */
    int failed;
    char err[256];
} search;

static void fail(search *S, const char *err)
{
#pragma omp critical
    if (!S->failed) {
        S->failed = 1;
        snprintf(S->err, sizeof S->err, "%s", err);
    }
}

/* Where unit u lies: batch, first row and column, rows and columns. */
typedef struct {
    size_t bi, i0, j0, rows, cols;
} unit_at;

static unit_at unit_where(const search *S, size_t u)
{
    const mmaemu_infer_problem *p = &S->p;
    const size_t rb = u / S->upr;
    unit_at w = {rb / S->rblocks, rb % S->rblocks * UROWS, u % S->upr * UNIT, 0, 0};
    w.rows = p->m - w.i0 < UROWS ? p->m - w.i0 : UROWS;
    w.cols = p->n - w.j0 < UNIT ? p->n - w.j0 : UNIT;
    return w;
}

/* The unit of element e. */
static size_t unit_of(const search *S, size_t e)
{
    const mmaemu_infer_problem *p = &S->p;
    const size_t plane = p->m * p->n, bi = e / plane, i = e / p->n % p->m, j = e % p->n;
    return (bi * S->rblocks + i / UROWS) * S->upr + j / UNIT;
}

/* Score candidates who[0, ns) (one order key) on unit u; d: ns units. */
static void unit_score(search *S, cand *c, const size_t *who, size_t ns, size_t u,
                       const mmaemu_schedule **sp, void **dp, uint32_t *d)
{
    const mmaemu_infer_problem *p = &S->p;
    const unit_at w = unit_where(S, u);
    char err[256];
    for (size_t t = 0; t < ns; t++) {
        sp[t] = &c[who[t]].c.sched;
        dp[t] = d + t * UROWS * UNIT;
    }
    if (mmaemu_infer_window_many(p, sp, ns, c[who[0]].c.instr, w.bi, w.i0, w.rows, w.j0, w.cols,
                                 dp, err, sizeof err)) {
        fail(S, err);
        return;
    }
    for (size_t t = 0; t < ns; t++) {
        size_t miss = 0;
        for (size_t r = 0; r < w.rows; r++)
            for (size_t l = 0; l < w.cols; l++) {
                const size_t e = (w.bi * p->m + w.i0 + r) * p->n + w.j0 + l, o = r * w.cols + l;
                uint32_t v = p->wd == 16 ? ((uint16_t *)dp[t])[o] : ((uint32_t *)dp[t])[o];
                miss += v != mmaemu_infer_got(p, e);
            }
        cand *x = &c[who[t]];
#pragma omp atomic
        x->miss += miss;
#pragma omp atomic
        x->tested += w.rows * w.cols;
    }
}

static int by_okey(const void *x, const void *y)
{
    const uint64_t *a = x, *b = y;
    return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : (a[1] > b[1]) - (a[1] < b[1]);
}

/* Score the candidates idx[0, n) on the probe units they have not seen:
 * per unit, one mmaemu_gemm_run_many for each order key, which decodes
 * the operands once and runs each distinct set of parts once. */
static void catch_up(search *S, cand *c, const size_t *idx, size_t n)
{
    uint64_t *k = malloc(2 * n * sizeof *k);
    if (!k) {
        fail(S, "out of memory");
        return;
    }
    size_t lo = S->nprobe;
    for (size_t t = 0; t < n; t++) {
        k[2 * t] = c[idx[t]].okey;
        k[2 * t + 1] = idx[t];
        lo = c[idx[t]].done < lo ? c[idx[t]].done : lo;
    }
    qsort(k, n, 2 * sizeof *k, by_okey);
#pragma omp parallel
    {
        size_t *who = malloc(n * sizeof *who);
        const mmaemu_schedule **sp = malloc(n * sizeof *sp);
        void **dp = malloc(n * sizeof *dp);
        uint32_t *d = malloc(n * UROWS * UNIT * sizeof *d);
        if (!who || !sp || !dp || !d)
            fail(S, "out of memory");
#pragma omp for schedule(dynamic, 1)
        for (size_t u = lo; u < S->nprobe; u++)
            for (size_t g0 = 0, g1; g0 < n && d && who && sp && dp; g0 = g1) {
                size_t ns = 0;
                for (g1 = g0; g1 < n && k[2 * g1] == k[2 * g0]; g1++)
                    if (c[k[2 * g1 + 1]].done <= u)
                        who[ns++] = (size_t)k[2 * g1 + 1];
                if (ns)
                    unit_score(S, c, who, ns, S->probe[u], sp, dp, d);
            }
        free(who);
        free(sp);
        free(dp);
        free(d);
    }
    for (size_t t = 0; t < n; t++)
        c[idx[t]].done = S->nprobe;
    free(k);
}

static void probe_add(search *S, size_t u)
{
    if (S->in_probe[u] || S->nprobe == S->cap)
        return;
    S->in_probe[u] = 1;
    S->probe[S->nprobe++] = u;
}

/* Run c on the whole output; its mismatching units (up to UNIT_CAP,
 * spread) join the probe set. */
static void run_full(search *S, cand *c, void *buf)
{
    const mmaemu_infer_problem *p = &S->p;
    const size_t plane = p->m * p->n;
    char err[256];
    for (size_t bi = 0; bi < p->batch; bi++)
        if (mmaemu_infer_window(p, &c->c.sched, c->c.instr, bi, 0, p->m, 0, p->n,
                                (char *)buf + bi * plane * (size_t)(p->wd / 8), err, sizeof err)) {
            S->failed = 1;
            snprintf(S->err, sizeof S->err, "%s", err);
            return;
        }
    size_t *units = NULL, nu = 0, miss = 0;
    unsigned char *seen = calloc(S->nunits, 1);
    int lost = !seen;
    for (size_t e = 0; e < p->batch * plane; e++) {
        if (load(buf, p->wd, (ptrdiff_t)e) == mmaemu_infer_got(p, e))
            continue;
        miss++;
        const size_t u = unit_of(S, e);
        if (lost || seen[u])
            continue;
        seen[u] = 1;
        size_t *t = realloc(units, (nu + 1) * sizeof *units);
        if (!t) {
            lost = 1;
            continue;
        }
        units = t;
        units[nu++] = u;
    }
    free(seen);
    c->full = 1;
    c->fmiss = miss;
    const size_t take = nu < UNIT_CAP ? nu : UNIT_CAP;
    for (size_t t = 0; t < take; t++)
        probe_add(S, units[t * nu / take]);
    c->covered = !lost && nu <= UNIT_CAP;
    for (size_t t = 0; t < nu && c->covered; t++)
        c->covered = S->in_probe[units[t]];
    free(units);
}

/* ------------------------------------------------------------- search */

/* A candidate's place on the probe set: mismatches, then simpler first. */
typedef struct {
    size_t miss, order, i;
} key;

static int by_key(const void *x, const void *y)
{
    const key *a = x, *b = y;
    if (a->miss != b->miss)
        return a->miss < b->miss ? -1 : 1;
    return a->order < b->order ? -1 : a->order > b->order;
}

/* Sort idx[0, n) by the probe set. */
static void sort_probe(const cand *c, size_t *idx, size_t n)
{
    key *k = malloc(n * sizeof *k);
    if (!k)
        return;    /* unsorted: the rounds still end, in another order */
    for (size_t t = 0; t < n; t++)
        k[t] = (key){c[idx[t]].miss, c[idx[t]].c.order, idx[t]};
    qsort(k, n, sizeof *k, by_key);
    for (size_t t = 0; t < n; t++)
        idx[t] = k[t].i;
    free(k);
}

/* The final order: whole-output runs first (by their mismatches), then
 * the rest by the probe set. */
static int by_final(const void *x, const void *y)
{
    const cand *a = x, *b = y;
    if (a->full != b->full)
        return a->full ? -1 : 1;
    size_t ma = a->full ? a->fmiss : a->miss, mb = b->full ? b->fmiss : b->miss;
    if (ma != mb)
        return ma < mb ? -1 : 1;
    return a->c.order < b->c.order ? -1 : a->c.order > b->c.order;
}

/* The best whole-output run, or NULL. */
static const cand *best_full(const cand *c, size_t n)
{
    const cand *b = NULL;
    for (size_t i = 0; i < n; i++)
        if (c[i].full && (!b || c[i].fmiss < b->fmiss ||
                          (c[i].fmiss == b->fmiss && c[i].c.order < b->c.order)))
            b = &c[i];
    return b;
}

/* Does x beat b on the probe set (x up to date)? */
static int beats(const cand *x, const cand *b)
{
    return x->miss < b->miss || (x->miss == b->miss && x->c.order < b->c.order);
}

/* The rounds: leaders on everything, their misses into the probe set,
 * contenders brought up to date, until none beats the best. */
static int rounds(search *S, cand *c, size_t nc, size_t top, size_t *idx, void *buf, int *whole)
{
    size_t nfull = 0;
    *whole = 1;
    /* Round 0: the first `top` by the sample. */
    for (size_t i = 0; i < nc; i++)
        idx[i] = i;
    sort_probe(c, idx, nc);
    for (size_t t = 0; t < top && t < nc; t++, nfull++)
        run_full(S, &c[idx[t]], buf);
    for (;;) {
        if (S->failed)
            return -1;
        /* The best whole run, up to date on the grown probe set. */
        cand *B = (cand *)best_full(c, nc);
        size_t bi = (size_t)(B - c);
        catch_up(S, c, &bi, 1);
        /* Contenders: bound below the best's probe mismatches. */
        size_t nk = 0;
        for (size_t i = 0; i < nc; i++)
            if (!c[i].full && (c[i].miss < B->miss ||
                               (c[i].miss == B->miss && c[i].c.order < B->c.order)))
                idx[nk++] = i;
        catch_up(S, c, idx, nk);
        size_t nb = 0;
        for (size_t t = 0; t < nk; t++)
            if (beats(&c[idx[t]], B))
                idx[nb++] = idx[t];
        if (nb == 0)
            return S->failed ? -1 : 0;
        if (nfull >= MAX_FULL) {
            *whole = 0;    /* stopped short: the ranking rests on the probe set */
            return 0;
        }
        sort_probe(c, idx, nb);
        for (size_t t = 0; t < nb && t < top && nfull < MAX_FULL; t++, nfull++)
            run_full(S, &c[idx[t]], buf);
        /* Every whole run is up to date again before the next best is picked. */
        for (size_t i = 0; i < nc; i++)
            if (c[i].full)
                catch_up(S, c, &i, 1);
    }
}

int mmaemu_infer_schedule_ex(const mmaemu_infer_schedule_opts *o, size_t batch, size_t m,
                             size_t n, size_t k, mmaemu_mat a, mmaemu_mat b, const void *got,
                             mmaemu_sched_candidate *out, size_t max_out, size_t *n_out,
                             mmaemu_infer_schedule_stats *st, char *err, size_t errlen)
{
    *n_out = 0;
    search S;
    memset(&S, 0, sizeof S);
    if (mmaemu_infer_problem_init(&S.p, o, batch, m, n, k, a, b, got, err, errlen))
        return -1;
    mmaemu_sched_candidate *gen;
    uint64_t *okey;
    size_t nc;
    if (mmaemu_infer_candidates(o, batch, m, n, k, &gen, &okey, &nc, err, errlen))
        return -1;
    S.upr = (n + UNIT - 1) / UNIT;
    S.rblocks = (m + UROWS - 1) / UROWS;
    S.nunits = batch * S.rblocks * S.upr;
    const size_t top = o->top ? o->top : 3, sample = o->sample ? o->sample : 256;
    const size_t per = UROWS * UNIT, s1 = (sample + per - 1) / per < S.nunits ? (sample + per - 1) / per : S.nunits;
    S.cap = s1 + (MAX_FULL + top) * UNIT_CAP;
    S.probe = malloc(S.cap * sizeof *S.probe);
    S.in_probe = calloc(S.nunits, 1);
    cand *c = calloc(nc, sizeof *c);
    size_t *idx = malloc(nc * sizeof *idx);
    void *buf = malloc(batch * m * n * 4);
    int rc = -1, whole = 0;
    if (!S.probe || !S.in_probe || !c || !idx || !buf) {
        snprintf(err, errlen, "infer-schedule: out of memory");
        goto done;
    }
    for (size_t i = 0; i < nc; i++) {
        c[i].c = gen[i];
        c[i].okey = okey[i];
    }
    for (size_t t = 0; t < s1; t++)
        probe_add(&S, (size_t)((double)t * (double)S.nunits / (double)s1));
    for (size_t i = 0; i < nc; i++)
        idx[i] = i;
    catch_up(&S, c, idx, nc);
    if (S.failed || rounds(&S, c, nc, top, idx, buf, &whole)) {
        snprintf(err, errlen, "infer-schedule: %s", S.err);
        goto done;
    }
    qsort(c, nc, sizeof *c, by_final);
    whole &= c[0].full && c[0].covered;
    *n_out = nc < max_out ? nc : max_out;
    for (size_t i = 0; i < *n_out; i++) {
        out[i] = c[i].c;
        out[i].tested = c[i].full ? batch * m * n : c[i].tested;
        out[i].matched = out[i].tested - (c[i].full ? c[i].fmiss : c[i].miss);
    }
    if (st) {
        st->candidates = nc;
        st->probe = 0;
        for (size_t t = 0; t < S.nprobe; t++)
            st->probe += unit_where(&S, S.probe[t]).rows * unit_where(&S, S.probe[t]).cols;
        st->whole = whole;
    }
    rc = 0;
done:
    free(gen);
    free(okey);
    free(S.probe);
    free(S.in_probe);
    free(c);
    free(idx);
    free(buf);
    return rc;
}

int mmaemu_infer_schedule(const mmaemu_infer_schedule_opts *o, size_t batch, size_t m, size_t n,
                          size_t k, mmaemu_mat a, mmaemu_mat b, const void *got,
                          mmaemu_sched_candidate *out, size_t max_out, size_t *n_out, char *err,
                          size_t errlen)
{
    return mmaemu_infer_schedule_ex(o, batch, m, n, k, a, b, got, out, max_out, n_out, NULL, err,
                                    errlen);
}
