/* gemm_row.c -- one output row of a batch (kernels/gemm_impl.h): the
 * lanes of each kernel call, the exact fast path over whole or gathered
 * panels, the certified path's decision per element (kernels/certify.h),
 * Stream-K tiles, the combine and the epilogue through schedule_eval.c. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gemm_impl.h"

/* The lanes of one kernel call: columns cols[l] (l < nl used; the rest
 * repeat a used one or lie past N), and their decoded panel. */
typedef struct {
    size_t cols[MMAEMU_FAST_LANES];
    size_t nl;
    const int32_t *pe, *ps, *pz;
    int pemax;
} lane_set;

/* Operand q (consumed order) of B's column j in this batch. */
static uint32_t b_at(const batch_ctx *x, size_t q, size_t j)
{
    const mmaemu_gemm *g = x->g;
    size_t k = x->src[q];
    return k < x->K ? mmaemu_sched_operand(x->s, load(g->b.data, x->wb, (ptrdiff_t)x->bi * g->b.sb +
                                                              (ptrdiff_t)k * g->b.si +
                                                              (ptrdiff_t)j * g->b.sj))
                    : 0u;
}

void mmaemu_gemm_gather_col(const batch_ctx *x, size_t j, uint32_t *col)
{
    for (size_t q = 0; q < x->kp; q++)
        col[q] = b_at(x, q, j);
}

/* Pack column panel pi (fast path). */
void mmaemu_gemm_pack_panel(batch_ctx *x, size_t pi, uint32_t *col)
{
    const size_t W = MMAEMU_FAST_LANES, N = x->g->n, nst = x->kp / (size_t)x->plan.L;
    int32_t *e = x->pe + pi * x->kp * W, *sg = x->ps + pi * x->kp * W, *z = x->pz + pi * nst * W;
    int pmax = MMAEMU_FAST_ZERO_EXP;
    for (size_t l = 0; l < W; l++) {
        size_t j = pi * W + l;
        int emax = MMAEMU_FAST_ZERO_EXP;
        if (j < N)
            mmaemu_gemm_gather_col(x, j, col);
        else
            memset(col, 0, x->kp * sizeof *col);
        if (mmaemu_fast_decode_col(&x->plan, x->ins->step.b_fmt, col, x->kp, (int)l, e, sg, z,
                                   &emax)) {
            x->colbad[j] = 1;   /* its elements go the reference way; zeros keep the lane tame */
            memset(col, 0, x->kp * sizeof *col);
            mmaemu_fast_decode_col(&x->plan, x->ins->step.b_fmt, col, x->kp, (int)l, e, sg, z,
                                   &emax);
        } else if (j < N) {
            x->colbad[j] = 0;
        }
        if (emax > pmax)
            pmax = emax;
    }
    x->pemax[pi] = pmax;
}

/* The fast chain of one row over one panel (kernels/fast.h), with the
 * scalar step for the lanes the kernel hands back. */
typedef struct {
    const batch_ctx *x;
    const uint32_t *arow;        /* raw A row, consumed order */
    mmaemu_fast_row ra;
    mmaemu_fast_panel pb;
    const size_t *cols;
} fast_ctx;

static void fast_chain(void *ctx, size_t lo, size_t hi, uint32_t *c, size_t nl)
{
    const fast_ctx *f = ctx;
    const batch_ctx *x = f->x;
    const size_t L = (size_t)x->plan.L, s1 = hi / L;
    size_t st = lo / L;
    (void)nl;
    while (st < s1) {
        uint32_t redo[MMAEMU_FAST_LANES];
        st = x->kernel(&x->plan, &f->ra, &f->pb, st, s1, c, redo);
        if (st == s1)
            break;
        for (size_t l = 0; l < MMAEMU_FAST_LANES; l++) {
            if (!redo[l])
                continue;
            uint32_t bb[64];   /* L <= 64 (MMAEMU_MAX_L) */
            size_t j = f->cols[l];
            for (size_t t = 0; t < L; t++)
                bb[t] = j < x->g->n ? b_at(x, st * L + t, j) : 0u;
            c[l] = mmaemu_step(&x->ins->step, f->arow + st * L, bb, (int)L, c[l]);
        }
        st++;
    }
}

static int finite32(uint32_t bits)
{
    return (bits & 0x7F800000u) != 0x7F800000u;
}


/* The Stream-K tile of column j in row i (0 without Stream-K), numbered
 * over the whole GEMM when this one is a window of it. */
static size_t tile_at(const batch_ctx *x, const sched_run *r, size_t i, size_t j)
{
    const mmaemu_gemm *g = x->g;
    if (!r->s->streamk)
        return 0;
    return mmaemu_sched_tile(r->s, g->whole_m ? g->whole_m : g->m, g->whole_n ? g->whole_n : g->n,
                             x->bi + g->win_b, i + g->win_i, j + g->win_j);
}

/* The parts of run r for the lanes of columns [j0, j0 + nl) into
 * rb->parts (part p of lane l at p * LANES + l): the fast lanes through the
 * tile kernel, once per distinct Stream-K tile among them; the others by
 * the reference chain.  cin: the lanes' initial accumulators. */
static void lane_parts(const batch_ctx *x, const sched_run *r, size_t i, const lane_set *ls,
                       const int *scalar, const uint32_t *cin, row_bufs *rb)
{
    const size_t W = MMAEMU_FAST_LANES, kp = x->kp, nl = ls->nl;
    const size_t *cols = ls->cols;
    unsigned char done[MMAEMU_FAST_LANES] = {0};
    if (x->kernel) {
        fast_ctx f = {x, rb->row, {rb->ea, rb->sa, rb->za}, {ls->pe, ls->ps, ls->pz}, cols};
        uint32_t c[MMAEMU_FAST_LANES];
        for (size_t l = 0; l < W; l++)
            c[l] = l < nl && !scalar[l] ? cin[l] : 0u;   /* others: +0, a finite stand-in */
        for (size_t l0 = 0; l0 < nl; l0++) {
            if (scalar[l0] || done[l0])
                continue;
            const size_t t = tile_at(x, r, i, cols[l0]);
            mmaemu_parts_view pv = mmaemu_sched_parts_at(r->s, x->ins, &r->lay, r->ntiles, t, rb->bound);
            /* without Stream-K every lane has these parts: straight in */
            uint32_t *dst = r->s->streamk ? rb->tmp : rb->parts;
            mmaemu_sched_run_parts(r->s, &pv, W, c, dst, fast_chain, &f);
            for (size_t l = l0; l < nl; l++)
                if (!scalar[l] && !done[l] && tile_at(x, r, i, cols[l]) == t) {
                    for (unsigned p = 0; p < pv.nparts && dst != rb->parts; p++)
                        rb->parts[p * W + l] = dst[p * W + l];
                    rb->np[l] = pv.nparts;
                    rb->sl[l] = pv.slices;
                    done[l] = 1;
                }
        }
    }
    for (size_t l = 0; l < nl; l++) {
        if (done[l])
            continue;
        const size_t j = cols[l];
        const uint32_t *col;
        if (x->bp) {
            col = x->bp + j * kp;
        } else {
            mmaemu_gemm_gather_col(x, j, rb->col);
            col = rb->col;
        }
        mmaemu_parts_view pv = mmaemu_sched_parts_at(r->s, x->ins, &r->lay, r->ntiles,
                                                     tile_at(x, r, i, j), rb->bound);
        mmaemu_sched_ref_ctx rc = {x->ins, rb->row, col};
        mmaemu_sched_run_parts(r->s, &pv, 1, cin + l, rb->tmp, mmaemu_sched_ref_chain, &rc);
        for (unsigned p = 0; p < pv.nparts; p++)
            rb->parts[p * W + l] = rb->tmp[p];
        rb->np[l] = pv.nparts;
        rb->sl[l] = pv.slices;
    }
}

/* Which lanes of columns [j0, j0 + nl) the fast kernel can take, and
 * their initial accumulators. */
static void lane_kinds(const batch_ctx *x, size_t i, const lane_set *ls, int rowbad,
                       int emax_a, int *scalar, uint32_t *cin)
{
    const int amd = x->kernel && x->plan.kind != MMAEMU_FAST_TFDPA;
    for (size_t l = 0; l < ls->nl; l++) {
        const size_t j = ls->cols[l];
        cin[l] = c_at(x, i, j);
        /* The fast kernel models finite operands; AMD products must stay
         * below 2^128 (the CDNA3 product-overflow rule). */
        scalar[l] = !x->kernel || rowbad || x->colbad[j] || !finite32(cin[l]) ||
                    (amd && emax_a + ls->pemax > 126);
    }
}

/* The outputs of the lanes of ls, computed exactly. */
static void run_lanes(const batch_ctx *x, size_t i, const lane_set *ls, int rowbad, int emax_a,
                      row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const size_t LW = MMAEMU_FAST_LANES, bi = x->bi, nl = ls->nl;
    uint32_t bias[MMAEMU_FAST_LANES], cin[MMAEMU_FAST_LANES];
    int scalar[MMAEMU_FAST_LANES];
    for (size_t l = 0; l < nl && g->bias; l++)
        bias[l] = bias_at(x, i, ls->cols[l]);
    lane_kinds(x, i, ls, rowbad, emax_a, scalar, cin);
    for (size_t t = 0; t < x->nruns; t++) {
        const sched_run *r = &x->runs[t];
        if (r->lead)
            lane_parts(x, r, i, ls, scalar, cin, rb);
        for (size_t l = 0; l < nl; l++) {
            const uint32_t *pl = rb->parts + l;
            /* one part (a plain chain): no combine to run */
            uint32_t v = rb->np[l] != 1 ? mmaemu_sched_finish(r->s, x->ins, pl, LW, rb->np[l], rb->sl[l],
                                                              g->bias ? bias + l : NULL, rb->v)
                       : g->bias ? mmaemu_fp32_add(pl[0], bias[l]) : pl[0];
            store(r->d, r->wd, (ptrdiff_t)bi * g->d_sb + (ptrdiff_t)i * g->d_si +
                                   (ptrdiff_t)ls->cols[l] * g->d_sj,
                  mmaemu_sched_cast(r->s, x->ins, v));
        }
    }
}

/* Lanes [0, nl) of the gathered panel from the columns cols[]; the
 * other lanes keep what they held (decoded columns of this group, or the
 * zero columns it started with): computed, never stored. */
static void gather_panel(const batch_ctx *x, row_bufs *rb, const size_t *cols, size_t nl)
{
    const size_t W = MMAEMU_FAST_LANES, kp = x->kp, nst = kp / (size_t)x->plan.L;
    const int32_t *e[MMAEMU_FAST_LANES], *sg[MMAEMU_FAST_LANES], *z[MMAEMU_FAST_LANES];
    for (size_t l = 0; l < nl; l++) {
        const size_t p = cols[l] / W, lp = cols[l] % W;
        e[l] = x->pe + p * kp * W + lp;
        sg[l] = x->ps + p * kp * W + lp;
        z[l] = x->pz + p * nst * W + lp;
    }
    int32_t *restrict ge = rb->ge, *restrict gs = rb->gs, *restrict gz = rb->gz;
    for (size_t q = 0; q < kp; q++)
        for (size_t l = 0; l < nl; l++) {
            ge[q * W + l] = e[l][q * W];
            gs[q * W + l] = sg[l][q * W];
        }
    for (size_t st = 0; st < nst; st++)
        for (size_t l = 0; l < nl; l++)
            gz[st * W + l] = z[l][st * W];
}

/* The lanes of the columns need[] marks, from panel pi on: the next
 * panel holding one, whole, when gathering would not save a panel; else
 * up to LANES of them gathered into rb's panel.  Returns the panel to
 * go on from (npanel: done). */
static size_t next_lanes(const batch_ctx *x, size_t pi, const unsigned char *need, int gather,
                         lane_set *ls, row_bufs *rb)
{
    const size_t N = x->g->n, W = MMAEMU_FAST_LANES, kp = x->kp, npanel = (N + W - 1) / W;
    ls->nl = 0;
    if (!gather) {
        for (; pi < npanel; pi++) {
            const size_t j0 = pi * W, nl = N - j0 < W ? N - j0 : W;
            size_t any = 0;
            for (size_t l = 0; l < nl; l++)
                any |= need[j0 + l];
            if (!any)
                continue;
            for (size_t l = 0; l < W; l++)
                ls->cols[l] = j0 + l;    /* past N: as the panel has them */
            ls->nl = nl;
            if (x->kernel) {
                const size_t nst = kp / (size_t)x->plan.L;
                ls->pe = x->pe + pi * kp * W;
                ls->ps = x->ps + pi * kp * W;
                ls->pz = x->pz + pi * nst * W;
                ls->pemax = x->pemax[pi];
            }
            return pi + 1;
        }
        return npanel;
    }
    /* gather: pi counts columns here */
    size_t j = pi;
    for (; j < N && ls->nl < W; j++)
        if (need[j])
            ls->cols[ls->nl++] = j;
    ls->pemax = x->pemax[x->npanel];
    for (size_t l = 0; l < ls->nl; l++) {
        const int pm = x->pemax[ls->cols[l] / W];
        ls->pemax = pm > ls->pemax ? pm : ls->pemax;
    }
    for (size_t l = ls->nl; l < W; l++)
        ls->cols[l] = ls->cols[0];
    if (ls->nl) {
        gather_panel(x, rb, ls->cols, ls->nl);
        ls->pe = rb->ge;
        ls->ps = rb->gs;
        ls->pz = rb->gz;
    }
    return j;
}

/* The certified path's cost on a row against the exact path's, in
 * quarter panels of the fast kernel: its own kernel (about a quarter
 * panel per panel, measured on the DCPP shapes) plus the remainder.
 * After 32 rows, if it costs more than 90 % of exact, it is turned off
 * for the rest of the run (speed only: both give the same bits). */
static void cert_account(const batch_ctx *x, size_t npanel, size_t rest4)
{
    const size_t rows = __atomic_add_fetch(&x->cstat[0], 1, __ATOMIC_RELAXED);
    const size_t cost = __atomic_add_fetch(&x->cstat[1], npanel + rest4, __ATOMIC_RELAXED);
    const size_t full = __atomic_add_fetch(&x->cstat[2], 4 * npanel, __ATOMIC_RELAXED);
    if (rows >= 32 && 10 * cost > 9 * full)
        __atomic_store_n(x->coff, 1, __ATOMIC_RELAXED);
}

/* The exact path for the elements of row i (operands in rb->row) that
 * need[] marks; cert: the certified path was tried on the row. */
static void row_exact(const batch_ctx *x, size_t i, const unsigned char *need, int cert,
                      row_bufs *rb)
{
    const size_t N = x->g->n, kp = x->kp;
    size_t j = 0;
    while (j < N && !need[j])
        j++;
    if (j == N)
        return;   /* every output certified */
    int rowbad = 1, emax_a = 0;
    if (x->kernel)
        rowbad = mmaemu_fast_decode_row(&x->plan, x->ins->step.a_fmt, rb->row, kp, rb->ea, rb->sa,
                                        rb->za, &emax_a) != 0;
    /* Gather when it saves work: copying one column's decoded operands
     * costs about a quarter of a panel's chain (measured on the DCPP
     * shapes).  The idle lanes of a gathered panel hold earlier columns:
     * lanes are independent, and the AMD exponent check (pemax) covers
     * the used ones. */
    const size_t W = MMAEMU_FAST_LANES, npanel = (N + W - 1) / W;
    size_t nneed = 0, touched = 0;
    for (size_t p = 0; p < npanel; p++) {
        size_t c = 0;
        for (size_t l = p * W; l < N && l < (p + 1) * W; l++)
            c += need[l];
        nneed += c;
        touched += c != 0;
    }
    const int gather = x->kernel && 4 * touched > 4 * ((nneed + W - 1) / W) + nneed;
    if (cert && x->kernel)
        cert_account(x, npanel, gather ? 4 * ((nneed + W - 1) / W) + nneed : 4 * touched);
    lane_set ls;
    for (size_t at = gather ? j : j / W, end = gather ? N : npanel; at < end;) {
        at = next_lanes(x, at, need, gather, &ls, rb);
        if (ls.nl)
            run_lanes(x, i, &ls, rowbad, emax_a, rb);
    }
}

void mmaemu_gemm_run_rows(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const size_t N = g->n, kp = x->kp, bi = x->bi;
    for (size_t r = 0; r < nr; r++) {
        uint32_t *row = rb->rows + r * kp;
        for (size_t q = 0; q < kp; q++) {
            const size_t k = x->src[q];
            row[q] = k < x->K ? mmaemu_sched_operand(x->s, load(g->a.data, x->wa,
                                                                at3(&g->a, bi, i0 + r, k)))
                              : 0u;
        }
    }
    memset(rb->need, 1, nr * N);
    const int cert = x->cert && !__atomic_load_n(x->coff, __ATOMIC_RELAXED);
    if (cert)
        mmaemu_gemm_certify_rows(x, i0, nr, rb);
    for (size_t r = 0; r < nr; r++) {
        rb->row = rb->rows + r * kp;
        row_exact(x, i0 + r, rb->need + r * N, cert, rb);
    }
}
