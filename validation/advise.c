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

int mmaemu_advise_run(const mmaemu_advise_work *w, int rank, int size, mmaemu_advise_tally *tally,
                      char *err, size_t errlen)
{
    const size_t B = w->in->B, nm = (size_t)w->n_models;
    const size_t units = (size_t)w->n_remedies * nm * B;
    memset(tally, 0, (size_t)w->n_remedies * nm * sizeof *tally);
    for (size_t u = (size_t)rank; u < units; u += (size_t)size) {
        size_t bi = u % B, m = u / B % nm, r = u / B / nm;
        mmaemu_advise_tally t;
        if (mmaemu_advise_eval(&w->model[m], &w->remedy[r], w->in, bi, bi + 1, &t, err, errlen))
            return -1;
        mmaemu_advise_merge(&tally[r * nm + m], &t);
    }
    return 0;
}

void mmaemu_advise_estimate(uint64_t count, size_t B, size_t full_batch, double est[3])
{
    double s = B ? (double)full_batch / (double)B : 0;
    mmaemu_poisson_ci((double)count, 0.95, &est[1], &est[2]);
    est[0] = (double)count * s;
    est[1] *= s;
    est[2] *= s;
}
