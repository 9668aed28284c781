/* gemm.c -- a batched GEMM over an explicit schedule (mmaemu.h): every
 * output element is computed in parts, each a chain of instructions over
 * a run of its K in the schedule's order (padding, kpack interleave,
 * split-K ranges, slices, promotion), the first started from +0 or a given
 * accumulator tile; the parts combined and the bias added
 * (kernels/schedule_eval.c), the epilogue cast.  Operands are strided
 * views, so transposes cost nothing.  Several schedules with the same
 * consumed order share the decoded operands, and those with the same
 * parts share the chains (mmaemu_gemm_run_many).  OpenMP runs batches and
 * rows in parallel; each element is computed by one thread alone, so
 * results do not depend on the threads. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

#include "certify.h"
#include "fast.h"
#include "mmaemu/gemm.h"
#include "schedule_impl.h"

static uint32_t load(const void *data, int width, ptrdiff_t off)
{
    switch (width) {
    case 8: return ((const uint8_t *)data)[off];
    case 16: return ((const uint16_t *)data)[off];
    default: return ((const uint32_t *)data)[off];
    }
}

static void store(void *data, int width, ptrdiff_t off, uint32_t v)
{
    switch (width) {
    case 8: ((uint8_t *)data)[off] = (uint8_t)v; break;
    case 16: ((uint16_t *)data)[off] = (uint16_t)v; break;
    default: ((uint32_t *)data)[off] = v; break;
    }
}

static int width_ok(int w)
{
    return w == 8 || w == 16 || w == 32;
}

/* One schedule of a run. */
typedef struct {
    const mmaemu_schedule *s;
    mmaemu_k_layout lay;
    void *d;
    int wd;
    int lead;                    /* 1: the first schedule with these parts */
    size_t ntiles;
} sched_run;

/* Everything the rows of one batch share: the schedules of one consumed
 * order and operand rounding. */
typedef struct {
    const mmaemu_gemm *g;
    const mmaemu_instr *ins;
    const sched_run *runs;
    size_t nruns;
    const mmaemu_schedule *s;    /* runs[0].s: the operand rounding */
    int wa, wb, wc, wbias;
    size_t K, kp, bi, maxparts;
    const size_t *src;           /* consumed order -> K index */
    /* ref path: B of this batch packed per column, consumed order */
    uint32_t *bp;
    /* fast path */
    mmaemu_fast_plan plan;
    mmaemu_fast_chain_fn kernel;
    size_t npanel;
    int32_t *pe, *ps, *pz;       /* [npanel][kp][LANES], [npanel][kp/L][LANES] */
    int *pemax;                  /* [npanel] */
    unsigned char *colbad;       /* [N]: NaN or Inf in the column */
    /* certified path (kernels/certify.h); cert NULL: exact only */
    const mmaemu_cert_plan *cert;
    mmaemu_cert_kernel_fn ckern;
    float *cb, *cbm, *cbn;       /* [npanel][kp][LANES], [npanel][nst][LANES] x 2 */
    unsigned char *cbad;         /* [npanel * LANES]: column not certifiable */
    /* shared by the threads: rows tried, their cost and the exact path's
     * (quarter panels), and 1 once the certified path is found to lose */
    size_t *cstat;
    int *coff;
} batch_ctx;

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

static void gather_col(const batch_ctx *x, size_t j, uint32_t *col)
{
    for (size_t q = 0; q < x->kp; q++)
        col[q] = b_at(x, q, j);
}

/* Pack column panel pi (fast path). */
static void pack_panel(batch_ctx *x, size_t pi, uint32_t *col)
{
    const size_t W = MMAEMU_FAST_LANES, N = x->g->n, nst = x->kp / (size_t)x->plan.L;
    int32_t *e = x->pe + pi * x->kp * W, *sg = x->ps + pi * x->kp * W, *z = x->pz + pi * nst * W;
    int pmax = MMAEMU_FAST_ZERO_EXP;
    for (size_t l = 0; l < W; l++) {
        size_t j = pi * W + l;
        int emax = MMAEMU_FAST_ZERO_EXP;
        if (j < N)
            gather_col(x, j, col);
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

/* Thread-local buffers. */
typedef struct {
    uint32_t *row, *col;
    int32_t *ea, *sa, *za;
    size_t *bound;               /* Stream-K parts of one tile */
    uint32_t *parts;             /* [maxparts][LANES]: each lane's parts */
    uint32_t *tmp;               /* [maxparts][LANES]: one Stream-K tile's */
    uint32_t *v;                 /* [maxparts] */
    unsigned np[MMAEMU_FAST_LANES], sl[MMAEMU_FAST_LANES];
    float *ca, *cam, *can;       /* certified path: the row, its step maxima, norms */
    unsigned char *need;         /* [N]: 1 = compute exactly */
    int32_t *ge, *gs, *gz;       /* a gathered panel */
} row_bufs;

static ptrdiff_t at3(const mmaemu_mat *m, size_t bi, size_t i, size_t j)
{
    return (ptrdiff_t)bi * m->sb + (ptrdiff_t)i * m->si + (ptrdiff_t)j * m->sj;
}

/* The initial accumulator and the bias (fp32) of element (i, j). */
static uint32_t c_at(const batch_ctx *x, size_t i, size_t j)
{
    const mmaemu_gemm *g = x->g;
    return g->c ? load(g->c->data, x->wc, at3(g->c, x->bi, i, j)) : 0u;
}

static uint32_t bias_at(const batch_ctx *x, size_t i, size_t j)
{
    const mmaemu_gemm *g = x->g;
    return mmaemu_to_fp32_bits(g->bias_fmt, load(g->bias->data, x->wbias, at3(g->bias, x->bi, i, j)));
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
            gather_col(x, j, rb->col);
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

/* Try the certified path on row i (raw operands in rb->row): the outputs
 * it decides are stored and need[j] cleared; the rest keep need[j] = 1. */
static void certify_row(const batch_ctx *x, size_t i, row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const size_t N = g->n, W = MMAEMU_FAST_LANES, kp = x->kp, nst = x->cert->nst;
    const size_t npanel = (N + W - 1) / W;
    const sched_run *r = &x->runs[0];
    size_t done = 0;
    if (mmaemu_cert_load(x->ins->step.a_fmt, rb->row, kp, x->cert->L, rb->ca, 1, rb->cam, rb->can,
                         1)) {
        mmaemu_cert_count(N, 0);
        return;
    }
    for (size_t p0 = 0; p0 < npanel; p0 += 4) {
        const int np = npanel - p0 < 4 ? (int)(npanel - p0) : 4;
        float x0[4 * MMAEMU_FAST_LANES];
        mmaemu_cert_sums o;
        uint32_t c0[4 * MMAEMU_FAST_LANES];
        if (g->c)
            for (size_t l = 0; l < (size_t)np * W; l++)
                c0[l] = p0 * W + l < N ? c_at(x, i, p0 * W + l) : 0u;
        else
            memset(c0, 0, sizeof c0);
        memcpy(x0, c0, sizeof x0);
        x->ckern(x->cert, np, rb->ca, rb->cam, rb->can, x->cb + p0 * kp * W, x->cbm + p0 * nst * W,
                 x->cbn + p0 * nst * W, x0, &o);
        const ptrdiff_t row = (ptrdiff_t)x->bi * g->d_sb + (ptrdiff_t)i * g->d_si;
        if (x->cert->bf16_out) {   /* decided in the kernel */
            for (size_t l = 0; l < (size_t)np * W; l++)
                if (o.ok[l]) {
                    store(r->d, 16, row + (ptrdiff_t)(p0 * W + l) * g->d_sj, (uint32_t)o.bits[l]);
                    rb->need[p0 * W + l] = 0;
                    done++;
                }
            continue;
        }
        for (size_t l = 0; l < (size_t)np * W; l++) {
            const size_t j = p0 * W + l;
            uint32_t lo, hi;
            if (j >= N || !o.ok[l])
                continue;
            memcpy(&lo, &o.lo[l], sizeof lo);
            memcpy(&hi, &o.hi[l], sizeof hi);
            if (g->bias) {   /* one fp32 RNE add: monotone too */
                const uint32_t b = bias_at(x, i, j);
                lo = mmaemu_fp32_add(lo, b);
                hi = mmaemu_fp32_add(hi, b);
            }
            const uint32_t fl = mmaemu_sched_cast(r->s, x->ins, lo);
            if (fl != mmaemu_sched_cast(r->s, x->ins, hi) || !mmaemu_cert_output_ok(r->s->epilogue, fl))
                continue;
            store(r->d, r->wd, row + (ptrdiff_t)j * g->d_sj, fl);
            rb->need[j] = 0;
            done++;
        }
    }
    mmaemu_cert_count(N, done);
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

static void run_row(const batch_ctx *x, size_t i, row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const size_t N = g->n, kp = x->kp, bi = x->bi;
    for (size_t q = 0; q < kp; q++) {
        size_t k = x->src[q];
        rb->row[q] = k < x->K ? mmaemu_sched_operand(x->s, load(g->a.data, x->wa, at3(&g->a, bi, i, k)))
                              : 0u;
    }
    memset(rb->need, 1, N);
    const int cert = x->cert && !__atomic_load_n(x->coff, __ATOMIC_RELAXED);
    if (cert)
        certify_row(x, i, rb);
    size_t j = 0;
    while (j < N && !rb->need[j])
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
            c += rb->need[l];
        nneed += c;
        touched += c != 0;
    }
    const int gather = x->kernel && 4 * touched > 4 * ((nneed + W - 1) / W) + nneed;
    if (cert && x->kernel)
        cert_account(x, npanel, gather ? 4 * ((nneed + W - 1) / W) + nneed : 4 * touched);
    lane_set ls;
    for (size_t at = gather ? j : j / W, end = gather ? N : npanel; at < end;) {
        at = next_lanes(x, at, rb->need, gather, &ls, rb);
        if (ls.nl)
            run_lanes(x, i, &ls, rowbad, emax_a, rb);
    }
}

static void bufs_free(row_bufs *rb)
{
    free(rb->row);
    free(rb->col);
    free(rb->ea);
    free(rb->sa);
    free(rb->za);
    free(rb->bound);
    free(rb->parts);
    free(rb->tmp);
    free(rb->v);
    free(rb->ca);
    free(rb->cam);
    free(rb->can);
    free(rb->need);
    free(rb->ge);
    free(rb->gs);
    free(rb->gz);
}

static int bufs_alloc(row_bufs *rb, size_t kp, size_t mp, size_t N)
{
    const size_t W = MMAEMU_FAST_LANES;
    memset(rb, 0, sizeof *rb);
    rb->row = malloc(kp * sizeof *rb->row);
    rb->col = malloc(kp * sizeof *rb->col);
    rb->ea = malloc(kp * sizeof *rb->ea);
    rb->sa = malloc(kp * sizeof *rb->sa);
    rb->za = malloc(kp * sizeof *rb->za);
    rb->bound = malloc((mp + 1) * sizeof *rb->bound);
    rb->parts = malloc(mp * MMAEMU_FAST_LANES * sizeof *rb->parts);
    rb->tmp = malloc(mp * MMAEMU_FAST_LANES * sizeof *rb->tmp);
    rb->v = malloc(mp * sizeof *rb->v);
    rb->ca = malloc((kp + 1) * sizeof *rb->ca);
    rb->cam = malloc((kp + 1) * sizeof *rb->cam);
    rb->can = malloc((kp + 1) * sizeof *rb->can);
    rb->need = malloc(N);
    rb->ge = malloc(kp * W * sizeof *rb->ge);
    rb->gs = malloc(kp * W * sizeof *rb->gs);
    rb->gz = malloc(kp * W * sizeof *rb->gz);
    return rb->row && rb->col && rb->ea && rb->sa && rb->za && rb->bound && rb->parts && rb->tmp &&
           rb->v && rb->ca && rb->cam && rb->can && rb->need && rb->ge && rb->gs && rb->gz;
}

/* Pack column panel pi for the certified path: fp32 values and step
 * maxima; a column with NaN, Inf or a subnormal is marked in cbad. */
static void pack_cert_panel(batch_ctx *x, size_t pi, uint32_t *col)
{
    const size_t W = MMAEMU_FAST_LANES, N = x->g->n, kp = x->kp, nst = x->cert->nst;
    const mmaemu_format f = x->ins->step.b_fmt;
    for (size_t l = 0; l < W; l++) {
        const size_t j = pi * W + l;
        float *b = x->cb + pi * kp * W + l, *bm = x->cbm + pi * nst * W + l;
        float *bn = x->cbn + pi * nst * W + l;
        if (j < N)
            gather_col(x, j, col);
        else
            memset(col, 0, kp * sizeof *col);
        x->cbad[j] = 0;
        if (mmaemu_cert_load(f, col, kp, x->cert->L, b, W, bm, bn, W)) {
            /* zeros, and an infinite step maximum: never certified */
            x->cbad[j] = 1;
            memset(col, 0, kp * sizeof *col);
            mmaemu_cert_load(f, col, kp, x->cert->L, b, W, bm, bn, W);
            bm[0] = INFINITY;
        }
    }
}

static int cert_alloc(batch_ctx *x)
{
    const size_t W = MMAEMU_FAST_LANES, np = (x->g->n + W - 1) / W;
    if (!x->cert)
        return 0;
    x->cb = malloc(np * x->kp * W * sizeof *x->cb);
    x->cbm = malloc(np * x->cert->nst * W * sizeof *x->cbm);
    x->cbn = malloc(np * x->cert->nst * W * sizeof *x->cbn);
    x->cbad = malloc(np * W);
    return !x->cb || !x->cbm || !x->cbn || !x->cbad;
}

/* Every batch and row of one group of runs (the same consumed order). */
/* The buffers of one batch of B: packed per column (reference path) or
 * decoded per panel of W columns (fast path), and the certified path's.
 * 1 when out of memory. */
static int group_alloc(batch_ctx *x)
{
    const size_t N = x->g->n, W = MMAEMU_FAST_LANES, kp = x->kp;
    int oom = 0;
    if (x->kernel) {
        const size_t nst = kp / (size_t)x->plan.L;
        x->npanel = (N + W - 1) / W;
        /* one more panel of zero columns: the idle lanes of a gathered one */
        const size_t np1 = x->npanel + 1;
        x->pe = malloc(np1 * kp * W * sizeof *x->pe);
        x->ps = malloc(np1 * kp * W * sizeof *x->ps);
        x->pz = malloc(np1 * nst * W * sizeof *x->pz);
        x->pemax = malloc(np1 * sizeof *x->pemax);
        x->colbad = calloc(N, 1);
        uint32_t *zc = malloc(kp * sizeof *zc);
        oom |= !x->pe || !x->ps || !x->pz || !x->pemax || !x->colbad || !zc;
        if (!oom)
            pack_panel(x, x->npanel, zc);
        free(zc);
    } else {
        x->bp = malloc(N * kp * sizeof *x->bp);
        oom |= !x->bp;
    }
    return oom | cert_alloc(x);
}

/* Pack batch xb->bi of B for every path in use (a worksharing loop of the
 * enclosing parallel region: one barrier per batch). */
static void pack_batch(batch_ctx *xb, int ok, uint32_t *col)
{
    const size_t N = xb->g->n, W = MMAEMU_FAST_LANES, np = (N + W - 1) / W;
    if (xb->kernel) {
#pragma omp for schedule(static)
        for (size_t pi = 0; pi < np; pi++)
            if (ok) {
                pack_panel(xb, pi, col);
                if (xb->cert)
                    pack_cert_panel(xb, pi, col);
            }
        return;
    }
#pragma omp for schedule(static)
    for (size_t pi = 0; pi < np; pi++)
        for (size_t j = pi * W; ok && j < N && j < (pi + 1) * W; j++)
            gather_col(xb, j, xb->bp + j * xb->kp);
    if (xb->cert) {
#pragma omp for schedule(static)
        for (size_t pi = 0; pi < np; pi++)
            if (ok)
                pack_cert_panel(xb, pi, col);
    }
}

static int run_group(batch_ctx *x)
{
    const mmaemu_gemm *g = x->g;
    const size_t N = g->n, M = g->m, nb = g->batch, W = MMAEMU_FAST_LANES, kp = x->kp;
    int oom = group_alloc(x);
    size_t cstat[3] = {0, 0, 0};
    int coff = 0;
    x->cstat = cstat;
    x->coff = &coff;
    const size_t total = nb * M;
    size_t done = 0;
    /* Small GEMMs in one thread: the barriers would cost more. */
    const int par = (double)nb * (double)M * (double)N * (double)kp * (double)x->nruns > 1e6;
#pragma omp parallel reduction(| : oom) if (par && !oom)
    {
        row_bufs rb;
        const int ok = !oom && bufs_alloc(&rb, kp, x->maxparts, N);
        if (!ok)
            oom = 1;
        else if (x->kernel) {   /* the gathered panel starts as zero columns */
            const size_t nst = kp / (size_t)x->plan.L;
            memcpy(rb.ge, x->pe + x->npanel * kp * W, kp * W * sizeof *rb.ge);
            memcpy(rb.gs, x->ps + x->npanel * kp * W, kp * W * sizeof *rb.gs);
            memcpy(rb.gz, x->pz + x->npanel * nst * W, nst * W * sizeof *rb.gz);
        }
        for (size_t bi = 0; bi < nb; bi++) {
            batch_ctx xb = *x;   /* this thread's view of batch bi */
            xb.bi = bi;
            pack_batch(&xb, ok, rb.col);
#pragma omp for schedule(dynamic, 4)
            for (size_t i = 0; i < M; i++) {
                if (!ok)
                    continue;
                run_row(&xb, i, &rb);
                if (g->progress && g->progress->fn) {
                    size_t now;
#pragma omp atomic capture
                    now = ++done;
                    if (omp_get_thread_num() == 0 && (now & 63) == 0)
                        g->progress->fn(g->progress->ctx,
                                        g->progress->base + g->progress->span * (double)now / (double)total);
                }
            }
        }
        bufs_free(&rb);
    }
    free(x->pe);
    free(x->ps);
    free(x->pz);
    free(x->pemax);
    free(x->colbad);
    free(x->bp);
    free(x->cb);
    free(x->cbm);
    free(x->cbn);
    free(x->cbad);
    return oom ? -1 : 0;
}

/* The certified path for a group (kernels/certify.h): one schedule, any
 * path but ref, a covered instruction and schedule, MMAEMU_EXACT unset. */
static void cert_choose(batch_ctx *x, const sched_run *r, size_t ns, mmaemu_fast_path path,
                        mmaemu_cert_plan *cp)
{
    if (ns != 1 || path == MMAEMU_PATH_REF || mmaemu_cert_exact_forced() ||
        mmaemu_cert_plan_make(x->ins, r->s, x->kp, r->lay.ranges, r->lay.slices, cp))
        return;
    cp->bf16_out = r->s->epilogue == MMAEMU_EPI_BF16 && !x->g->bias;
    x->cert = cp;
    x->ckern = path == MMAEMU_PATH_AVX512 ? mmaemu_cert_kernel_avx512 : mmaemu_cert_kernel_base;
}

/* Do two runs compute the same parts? */
static int same_parts(const sched_run *a, const sched_run *b)
{
    const mmaemu_schedule *s = a->s, *t = b->s;
    const size_t np = (size_t)a->lay.ranges * a->lay.slices;
    return s->promote == t->promote && a->lay.ranges == b->lay.ranges &&
           a->lay.slices == b->lay.slices && s->streamk == t->streamk &&
           (!s->streamk || (s->tile_m == t->tile_m && s->tile_n == t->tile_n &&
                            s->block_k == t->block_k && a->ntiles == b->ntiles)) &&
           !memcmp(a->lay.bound, b->lay.bound, (np + 1) * sizeof *a->lay.bound);
}

/* Do two runs consume K in the same order with the same operands? */
static int same_order(const sched_run *a, const sched_run *b)
{
    return a->s->convert == b->s->convert && a->lay.kp == b->lay.kp &&
           !memcmp(a->lay.order, b->lay.order, a->lay.kp * sizeof *a->lay.order);
}

/* Check the GEMM and every schedule; the widths.  0 or -1. */
static int check(const mmaemu_gemm *g, const mmaemu_schedule *const *scheds, size_t ns, int *w,
                 char *err, size_t errlen)
{
    const mmaemu_instr *ins = g->instr;
    if (!ins || !scheds || !ns) {
        snprintf(err, errlen, "gemm: no instruction or schedule");
        return -1;
    }
    const mmaemu_step_params *p = &ins->step;
    for (size_t t = 0; t < ns; t++)
        if (!scheds[t] || mmaemu_schedule_check(scheds[t], ins, err, errlen))
            return -1;
    w[0] = mmaemu_format_get(p->a_fmt)->width;
    w[1] = mmaemu_format_get(p->b_fmt)->width;
    w[2] = mmaemu_format_get(p->acc_fmt)->width;
    if (!width_ok(w[0]) || !width_ok(w[1]) || !width_ok(w[2])) {
        snprintf(err, errlen, "gemm: %s: unsupported operand width", ins->name);
        return -1;
    }
    if (!g->a.data || !g->b.data || (g->c && !g->c->data) || (g->bias && !g->bias->data)) {
        snprintf(err, errlen, "gemm: missing operand");
        return -1;
    }
    w[3] = g->bias ? mmaemu_format_get(g->bias_fmt)->width : 0;
    if (g->bias && g->bias_fmt != MMAEMU_FP32 && g->bias_fmt != MMAEMU_BF16 &&
        g->bias_fmt != MMAEMU_FP16) {
        snprintf(err, errlen, "gemm: a bias must be fp32, bf16 or fp16");
        return -1;
    }
    return 0;
}

int mmaemu_gemm_run_many(const mmaemu_gemm *g, const mmaemu_schedule *const *scheds,
                         void *const *d, size_t ns, char *err, size_t errlen)
{
    int w[4];
    if (check(g, scheds, ns, w, err, errlen))
        return -1;
    for (size_t t = 0; t < ns; t++)
        if (!d || !d[t]) {
            snprintf(err, errlen, "gemm: missing operand");
            return -1;
        }
    mmaemu_fast_path path;
    if (mmaemu_fast_path_choose(&path, err, errlen))
        return -1;
    if (g->batch == 0 || g->m == 0 || g->n == 0)
        return 0;
    const mmaemu_instr *ins = g->instr;
    sched_run *runs = calloc(ns, sizeof *runs);
    unsigned char *taken = calloc(ns, 1);
    size_t *pick = malloc(ns * sizeof *pick);
    int rc = runs && taken && pick ? 0 : -1;
    const size_t ntiles_of_whole[3] = {g->whole_batch ? g->whole_batch : g->batch,
                                       g->whole_m ? g->whole_m : g->m,
                                       g->whole_n ? g->whole_n : g->n};
    for (size_t t = 0; t < ns && !rc; t++) {
        runs[t].s = scheds[t];
        runs[t].d = d[t];
        runs[t].wd = scheds[t]->epilogue == MMAEMU_EPI_NONE ? w[2] : 16;
        runs[t].ntiles = mmaemu_sched_tiles(scheds[t], ntiles_of_whole[0], ntiles_of_whole[1],
                                            ntiles_of_whole[2]);
        if (mmaemu_schedule_layout(scheds[t], ins, g->k, &runs[t].lay))
            rc = -1;
    }
    /* Groups of the same consumed order, run one after the other; in each,
     * a run leads when no earlier one has its parts. */
    for (size_t t0 = 0; t0 < ns && !rc; t0++) {
        if (taken[t0])
            continue;
        size_t n = 0;
        for (size_t t = t0; t < ns; t++)
            if (!taken[t] && same_order(&runs[t0], &runs[t]))
                pick[n++] = t;
        sched_run *grp = malloc(n * sizeof *grp);
        if (!grp) {
            rc = -1;
            break;
        }
        batch_ctx x;
        memset(&x, 0, sizeof x);
        /* runs with the same parts next to each other, the first leading */
        size_t q = 0;
        for (size_t a = 0; a < n; a++) {
            if (taken[pick[a]])
                continue;
            for (size_t b = a; b < n; b++)
                if (!taken[pick[b]] && same_parts(&runs[pick[a]], &runs[pick[b]])) {
                    taken[pick[b]] = 1;
                    grp[q] = runs[pick[b]];
                    grp[q].lead = b == a;
                    size_t mp = mmaemu_sched_max_parts(grp[q].s, ins, &grp[q].lay);
                    x.maxparts = mp > x.maxparts ? mp : x.maxparts;
                    q++;
                }
        }
        x.g = g;
        x.ins = ins;
        x.runs = grp;
        x.nruns = n;
        x.s = grp[0].s;
        x.wa = w[0];
        x.wb = w[1];
        x.wc = w[2];
        x.wbias = w[3];
        x.K = g->k;
        x.kp = grp[0].lay.kp;
        x.src = grp[0].lay.order;
        if (path != MMAEMU_PATH_REF && mmaemu_fast_plan_make(ins, &x.plan) == 0)
            x.kernel = mmaemu_fast_kernel(path);
        mmaemu_cert_plan cp;
        cert_choose(&x, &grp[0], ns, path, &cp);
        rc = run_group(&x);
        free(grp);
    }
    for (size_t t = 0; runs && t < ns; t++)
        mmaemu_k_layout_free(&runs[t].lay);
    free(runs);
    free(taken);
    free(pick);
    if (rc) {
        snprintf(err, errlen, "gemm: out of memory");
        return -1;
    }
    if (g->progress && g->progress->fn)
        g->progress->fn(g->progress->ctx, g->progress->base + g->progress->span);
    return 0;
}

int mmaemu_gemm_run(const mmaemu_gemm *g, char *err, size_t errlen)
{
    void *d = g->d;
    if (!g->sched) {
        snprintf(err, errlen, "gemm: no instruction or schedule");
        return -1;
    }
    return mmaemu_gemm_run_many(g, &g->sched, &d, 1, err, errlen);
}
