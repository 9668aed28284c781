/* SPDX-License-Identifier: MIT */
/* advise.c -- a remedy evaluated through one device model: both DCPP paths
 * with the remedy's knobs, Helion (A) against Inductor (B), per batch, as
 * `mmaemu explain dcpp` compares them; the tallies merge by sum and max, so
 * that any split of the work (MPI ranks, cli/advise_mpi.c) gives the same
 * numbers.  docs/triage.md, "What closes the gap". */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu/advise.h"

/* The buffers of one batch of one path. */
typedef struct {
    uint16_t *xty, *out, *db2, *dy, *dx1, *dxt, *dx;
} path_bufs;

static void bufs_free(path_bufs *p)
{
    free(p->xty), free(p->out), free(p->db2), free(p->dy), free(p->dx1), free(p->dxt), free(p->dx);
}

static int bufs_alloc(path_bufs *p, const mmaemu_dcpp_config *c)
{
    size_t dk = c->d * c->k, mk = c->m * c->k, md = c->m * c->d;
    p->xty = malloc(dk * 2), p->db2 = malloc(dk * 2), p->out = malloc(mk * 2);
    p->dy = malloc(mk * 2), p->dx1 = malloc(md * 2), p->dxt = malloc(md * 2), p->dx = malloc(md * 2);
    return p->xty && p->db2 && p->out && p->dy && p->dx1 && p->dxt && p->dx ? 0 : -1;
}

/* The model's config with the remedy's knobs; 1 (and why) when a knob or a
 * GEMM's plan is refused on this model. */
static int remedy_config(const mmaemu_dcpp_config *model, const mmaemu_advise_remedy *r,
                         mmaemu_dcpp_config *c, char *why, size_t len)
{
    mmaemu_dcpp_gemm_plan pl[4];
    *c = *model;
    c->progress.fn = NULL;
    for (int k = 0; k < r->n_knobs; k++)
        if (mmaemu_dcpp_config_set(c, r->knob[k], why, len))
            return 1;
    for (int p = 0; p < 2; p++)
        for (int bwd = 0; bwd < 2; bwd++)
            if (mmaemu_dcpp_plan(c, (mmaemu_dcpp_path)p, bwd, pl, why, len) < 0)
                return 1;
    return 0;
}

/* Both passes of path p on batch bi. */
static int run_path(const mmaemu_dcpp_config *c, int p, const mmaemu_advise_inputs *in, size_t bi,
                    path_bufs *o, char *err, size_t errlen)
{
    size_t md = c->m * c->d, mk = c->m * c->k, dk = c->d * c->k;
    const uint16_t *x = in->x + bi * md, *y = in->y + bi * mk;
    mmaemu_dcpp_fwd f = {o->xty, NULL, o->out};
    if (mmaemu_dcpp_forward(c, (mmaemu_dcpp_path)p, 1, x, y, NULL, &f, err, errlen))
        return -1;
    mmaemu_dcpp_bwd g = {NULL, o->db2, o->dy, o->dx1, o->dxt, o->dx};
    const uint16_t *b = in->chained ? o->xty : in->b + bi * dk;
    return mmaemu_dcpp_backward(c, (mmaemu_dcpp_path)p, 1, x, y, in->dout + bi * mk, b, &g, err,
                                errlen);
}

static void tally_tensor(const uint16_t *a, const uint16_t *b, size_t n,
                         const mmaemu_advise_inputs *in, uint64_t *differ, uint64_t *not_close,
                         double *max_abs)
{
    mmaemu_compare_stats st;
    mmaemu_compare(MMAEMU_BF16, a, b, n, in->atol, in->rtol, &st);
    *differ += st.differ;
    *not_close += st.not_close;
    if (st.max_abs > *max_abs)
        *max_abs = st.max_abs;
}

/* dx: the tolerances it needs, plain and scaled by run A's summands. */
static void tally_dx(const mmaemu_dcpp_config *c, const path_bufs *o, const mmaemu_advise_inputs *in,
                     mmaemu_advise_tally *t)
{
    size_t M = c->m, D = c->d;
    double an, rn;
    mmaemu_required_tol(MMAEMU_BF16, o[0].dx, o[1].dx, M * D, in->rtol, in->atol, &an, &rn);
    t->dx_atol_need = fmax(t->dx_atol_need, an);
    t->dx_rtol_need = fmax(t->dx_rtol_need, rn);
    for (size_t m = 0; m < M; m++)
        for (size_t d = 0; d < D; d++) {
            size_t i = m * D + d;
            if (o[0].dx[i] == o[1].dx[i])
                continue;
            double diff = fabs(mmaemu_bf16_to_double(o[0].dx[i]) - mmaemu_bf16_to_double(o[1].dx[i]));
            double s = fabs(mmaemu_bf16_to_double(o[0].dx1[i])) +
                       fabs(mmaemu_bf16_to_double(o[0].dxt[d * M + m]));
            double need = s > 0 ? diff / s : INFINITY;
            if (need > t->dx_rtol_summands)
                t->dx_rtol_summands = need;
        }
}

static void tally_batch(const mmaemu_dcpp_config *c, const path_bufs *o,
                        const mmaemu_advise_inputs *in, mmaemu_advise_tally *t)
{
    uint64_t nc = t->out_not_close + t->dy_not_close + t->dx_not_close;
    tally_tensor(o[0].out, o[1].out, c->m * c->k, in, &t->out_differ, &t->out_not_close,
                 &t->out_max_abs);
    tally_tensor(o[0].dy, o[1].dy, c->m * c->k, in, &t->dy_differ, &t->dy_not_close,
                 &t->dy_max_abs);
    tally_tensor(o[0].dx, o[1].dx, c->m * c->d, in, &t->dx_differ, &t->dx_not_close,
                 &t->dx_max_abs);
    tally_dx(c, o, in, t);
    t->batches_not_close += t->out_not_close + t->dy_not_close + t->dx_not_close > nc;
    t->evaluated++;
}

int mmaemu_advise_eval(const mmaemu_dcpp_config *model, const mmaemu_advise_remedy *r,
                       const mmaemu_advise_inputs *in, size_t b0, size_t b1,
                       mmaemu_advise_tally *t, char *err, size_t errlen)
{
    mmaemu_dcpp_config c;
    path_bufs o[2];
    memset(t, 0, sizeof *t);
    memset(o, 0, sizeof o);
    if (remedy_config(model, r, &c, t->why, sizeof t->why)) {
        t->inapplicable = 1;
        return 0;
    }
    int rc = -1;
    if (bufs_alloc(&o[0], &c) || bufs_alloc(&o[1], &c)) {
        snprintf(err, errlen, "advise: out of memory");
        goto done;
    }
    for (size_t bi = b0; bi < b1; bi++) {
        for (int p = 0; p < 2; p++)
            if (run_path(&c, p, in, bi, &o[p], err, errlen))
                goto done;
        tally_batch(&c, o, in, t);
    }
    rc = 0;
done:
    bufs_free(&o[0]);
    bufs_free(&o[1]);
    return rc;
}

void mmaemu_advise_merge(mmaemu_advise_tally *into, const mmaemu_advise_tally *t)
{
    if (t->inapplicable && !into->inapplicable) {
        into->inapplicable = 1;
        snprintf(into->why, sizeof into->why, "%s", t->why);
    }
    into->evaluated += t->evaluated;
    into->out_differ += t->out_differ, into->out_not_close += t->out_not_close;
    into->dy_differ += t->dy_differ, into->dy_not_close += t->dy_not_close;
    into->dx_differ += t->dx_differ, into->dx_not_close += t->dx_not_close;
    into->batches_not_close += t->batches_not_close;
    into->out_max_abs = fmax(into->out_max_abs, t->out_max_abs);
    into->dy_max_abs = fmax(into->dy_max_abs, t->dy_max_abs);
    into->dx_max_abs = fmax(into->dx_max_abs, t->dx_max_abs);
    into->dx_atol_need = fmax(into->dx_atol_need, t->dx_atol_need);
    into->dx_rtol_need = fmax(into->dx_rtol_need, t->dx_rtol_need);
    into->dx_rtol_summands = fmax(into->dx_rtol_summands, t->dx_rtol_summands);
}

int mmaemu_advise_bit_identical(const mmaemu_advise_tally *t)
{
    return t->evaluated > 0 && !t->inapplicable && !t->out_differ && !t->dy_differ &&
           !t->dx_differ;
}

static int cmp_u(uint64_t a, uint64_t b)
{
    return (a > b) - (a < b);
}

int mmaemu_advise_cmp(const mmaemu_advise_tally *a, const mmaemu_advise_tally *b)
{
    int c;
    if ((c = a->inapplicable - b->inapplicable))
        return c;
    if ((c = mmaemu_advise_bit_identical(b) - mmaemu_advise_bit_identical(a)))
        return c;
    if ((c = cmp_u(a->out_not_close + a->dy_not_close + a->dx_not_close,
                   b->out_not_close + b->dy_not_close + b->dx_not_close)))
        return c;
    if ((c = cmp_u(a->dx_differ, b->dx_differ)))
        return c;
    if ((c = cmp_u(a->out_differ + a->dy_differ, b->out_differ + b->dy_differ)))
        return c;
    return (a->dx_max_abs > b->dx_max_abs) - (a->dx_max_abs < b->dx_max_abs);
}

/* ------------------------------------------------------------ the search */

/* Within one (model, batch) many remedies share a path's config (a
 * Helion-only knob leaves Inductor as it was, and the reverse), so each
 * path's outputs are kept under a key of the knobs that path reads. */
#define CACHE_MAX 64
typedef struct {
    int n[2];
    char key[2][CACHE_MAX][600];
    path_bufs o[2][CACHE_MAX];
} path_cache;

static void cache_flush(path_cache *pc)
{
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < pc->n[p]; i++)
            bufs_free(&pc->o[p][i]);
        pc->n[p] = 0;
    }
}

static void path_key(const mmaemu_dcpp_config *c, int p, char *key, size_t len)
{
    size_t n;
    if (!p)
        n = (size_t)snprintf(key, len, "%s|%u %u %u %u %u|%d", c->variant, c->helion_fwd_block_m,
                             c->helion_bwd_block_m, c->helion_num_warps, c->helion_nonkdim,
                             c->helion_kpack, c->dx_sum_fp32[0]);
    else
        n = (size_t)snprintf(key, len, "%s|%s|%u %u %u %u %u %u|%u|%d", c->variant, c->lib,
                             c->inductor_block_m, c->inductor_block_n, c->inductor_block_k,
                             c->inductor_num_warps, c->inductor_nonkdim, c->inductor_kpack,
                             c->inductor_template, c->dx_sum_fp32[1]);
    for (int o = 0; o < c->n_overrides && n < len; o++)
        if (!strncmp(c->override_name[o], p ? "inductor." : "helion.", p ? 9 : 7))
            n += (size_t)snprintf(key + n, len - n, "|%s=%s", c->override_name[o],
                                  c->override_text[o]);
}

/* Path p's outputs on batch bi under config c, from the cache or run. */
static const path_bufs *cached_path(path_cache *pc, const mmaemu_dcpp_config *c, int p,
                                    const mmaemu_advise_inputs *in, size_t bi, path_bufs *tmp,
                                    char *err, size_t errlen)
{
    char key[600];
    path_key(c, p, key, sizeof key);
    for (int i = 0; i < pc->n[p]; i++)
        if (!strcmp(pc->key[p][i], key))
            return &pc->o[p][i];
    int keep = pc->n[p] < CACHE_MAX;
    path_bufs *o = keep ? &pc->o[p][pc->n[p]] : tmp;
    memset(o, 0, sizeof *o);
    if (bufs_alloc(o, c)) {
        bufs_free(o);
        snprintf(err, errlen, "advise: out of memory");
        return NULL;
    }
    if (run_path(c, p, in, bi, o, err, errlen)) {
        bufs_free(o);
        return NULL;
    }
    if (keep)
        snprintf(pc->key[p][pc->n[p]++], sizeof key, "%s", key);
    return o;
}

static int eval_unit(const mmaemu_dcpp_config *model, const mmaemu_advise_remedy *r,
                     const mmaemu_advise_inputs *in, size_t bi, path_cache *pc,
                     mmaemu_advise_tally *t, char *err, size_t errlen)
{
    mmaemu_dcpp_config c;
    path_bufs tmp[2], o[2];
    const path_bufs *q[2] = {NULL, NULL};
    memset(t, 0, sizeof *t);
    memset(tmp, 0, sizeof tmp);
    if (remedy_config(model, r, &c, t->why, sizeof t->why)) {
        t->inapplicable = 1;
        return 0;
    }
    for (int p = 0; p < 2; p++)
        if (!(q[p] = cached_path(pc, &c, p, in, bi, &tmp[p], err, errlen)))
            break;
    if (q[0] && q[1]) {
        o[0] = *q[0], o[1] = *q[1];
        tally_batch(&c, o, in, t);
    }
    bufs_free(&tmp[0]);
    bufs_free(&tmp[1]);
    return q[0] && q[1] ? 0 : -1;
}

int mmaemu_advise_run(const mmaemu_advise_work *w, int rank, int size, mmaemu_advise_tally *tally,
                      char *err, size_t errlen)
{
    const size_t B = w->in->B, nm = (size_t)w->n_models, nr = (size_t)w->n_remedies;
    const size_t units = nr * nm * B;
    /* contiguous blocks of units, remedies innermost: the cache's reach */
    const size_t u0 = units * (size_t)rank / (size_t)size,
                 u1 = units * ((size_t)rank + 1) / (size_t)size;
    path_cache *pc = calloc(1, sizeof *pc);
    int rc = 0;
    memset(tally, 0, nr * nm * sizeof *tally);
    if (!pc) {
        snprintf(err, errlen, "advise: out of memory");
        return -1;
    }
    for (size_t u = u0; u < u1 && !rc; u++) {
        size_t r = u % nr, bi = u / nr % B, m = u / nr / B;
        mmaemu_advise_tally t;
        if (u == u0 || r == 0)
            cache_flush(pc);
        rc = eval_unit(&w->model[m], &w->remedy[r], w->in, bi, pc, &t, err, errlen);
        if (!rc)
            mmaemu_advise_merge(&tally[r * nm + m], &t);
    }
    cache_flush(pc);
    free(pc);
    return rc;
}

void mmaemu_advise_estimate(uint64_t count, size_t B, size_t full_batch, double est[3])
{
    double s = B ? (double)full_batch / (double)B : 0;
    mmaemu_poisson_ci((double)count, 0.95, &est[1], &est[2]);
    est[0] = (double)count * s;
    est[1] *= s;
    est[2] *= s;
}
