/* SPDX-License-Identifier: MIT */
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
 * results do not depend on the threads.  This file: checks, buffers, the
 * decoded operands and the schedule groups; one row is kernels/gemm_row.c. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

#include "gemm_impl.h"
#include "workspace.h"

static void bufs_free(row_bufs *rb)
{
    mmaemu_ws_put(rb->rows);
    mmaemu_ws_put(rb->col);
    mmaemu_ws_put(rb->raw);
    mmaemu_ws_put(rb->bound);
    mmaemu_ws_put(rb->parts);
    mmaemu_ws_put(rb->tmp);
    mmaemu_ws_put(rb->v);
    mmaemu_ws_put(rb->ca);
    mmaemu_ws_put(rb->cam);
    mmaemu_ws_put(rb->can);
    mmaemu_ws_put(rb->cwa);
    mmaemu_ws_put(rb->need);
    mmaemu_ws_put(rb->bea);
    mmaemu_ws_put(rb->bsa);
    mmaemu_ws_put(rb->bza);
    mmaemu_ws_put(rb->sets);
    mmaemu_ws_put(rb->pacc);
    mmaemu_ws_put(rb->uni);
    mmaemu_ws_put(rb->ge);
    mmaemu_ws_put(rb->gs);
    mmaemu_ws_put(rb->gz);
    mmaemu_ws_put(rb->esets);
    mmaemu_ws_put(rb->tae);
    mmaemu_ws_put(rb->tas);
    mmaemu_ws_put(rb->taz);
    mmaemu_ws_put(rb->traw);
    mmaemu_ws_put(rb->traw2);
    mmaemu_ws_put(rb->rows2);
    mmaemu_ws_put(rb->tfa);
    mmaemu_ws_put(rb->rsc);
    mmaemu_ws_put(rb->csc);
    mmaemu_ws_put(rb->order);
    mmaemu_ws_put(rb->bea2);
    mmaemu_ws_put(rb->tae2);
}

static int bufs_alloc(row_bufs *rb, size_t kp, size_t mp, size_t N, int scaled)
{
    const size_t W = MMAEMU_FAST_LANES;
    memset(rb, 0, sizeof *rb);
    rb->rows = mmaemu_ws_get(MMAEMU_GEMM_BLOCK * kp * sizeof *rb->rows);
    rb->row = rb->rows;
    rb->col = mmaemu_ws_get(kp * sizeof *rb->col);
    rb->raw = mmaemu_ws_get(kp * W * sizeof *rb->raw);
    rb->bound = mmaemu_ws_get((mp + 1) * sizeof *rb->bound);
    rb->parts = mmaemu_ws_get(mp * MMAEMU_FAST_LANES * sizeof *rb->parts);
    rb->tmp = mmaemu_ws_get(mp * MMAEMU_FAST_LANES * sizeof *rb->tmp);
    rb->v = mmaemu_ws_get(mp * sizeof *rb->v);
    rb->ca = mmaemu_ws_get((kp + 1) * sizeof *rb->ca);
    rb->cam = mmaemu_ws_get((kp + 1) * sizeof *rb->cam);
    rb->can = mmaemu_ws_get((kp + 1) * sizeof *rb->can);
    rb->cwa = mmaemu_ws_get((2 * W * kp / 2 + 1) * sizeof *rb->cwa);
    rb->traw = mmaemu_ws_get(kp * W * sizeof *rb->traw);
    rb->traw2 = mmaemu_ws_get(kp * W * sizeof *rb->traw2);
    rb->rows2 = mmaemu_ws_get(MMAEMU_GEMM_BLOCK * kp * sizeof *rb->rows2);
    rb->pre_ok = rb->pre_rows = 0;
    rb->tfa = mmaemu_ws_get(kp * W * sizeof *rb->tfa);
    rb->side = 0;
    rb->need = mmaemu_ws_get(MMAEMU_GEMM_BLOCK * ((N + W - 1) / W) * sizeof *rb->need);
    rb->bea = mmaemu_ws_get(MMAEMU_GEMM_BLOCK * kp * sizeof *rb->bea);
    rb->bsa = mmaemu_ws_get(MMAEMU_GEMM_BLOCK * kp * sizeof *rb->bsa);
    rb->bza = mmaemu_ws_get(MMAEMU_GEMM_BLOCK * kp * sizeof *rb->bza);
    rb->bea2 = mmaemu_ws_get((MMAEMU_GEMM_BLOCK * kp / 2 + 1) * sizeof *rb->bea2);
    rb->tae2 = mmaemu_ws_get((kp / 2 * W + 1) * sizeof *rb->tae2);
    rb->sets = mmaemu_ws_get(MMAEMU_GEMM_BLOCK * ((N + W - 1) / W) * sizeof *rb->sets);
    rb->pacc = mmaemu_ws_get(MMAEMU_GEMM_BLOCK * ((N + W - 1) / W) * W * sizeof *rb->pacc);
    rb->order = mmaemu_ws_get(MMAEMU_GEMM_BLOCK * ((N + W - 1) / W) * sizeof *rb->order);
    rb->uni = mmaemu_ws_get(((N + W - 1) / W) * sizeof *rb->uni);
    rb->ea = rb->bea;
    rb->sa = rb->bsa;
    rb->za = rb->bza;
    rb->ge = mmaemu_ws_get(kp * W * sizeof *rb->ge);
    rb->gs = mmaemu_ws_get(kp * W * sizeof *rb->gs);
    rb->gz = mmaemu_ws_get(kp * W * sizeof *rb->gz);
    rb->esets = mmaemu_ws_get(((MMAEMU_GEMM_BLOCK + 1) * ((N + W - 1) / W) + 1) * sizeof *rb->esets);
    rb->tae = mmaemu_ws_get(kp * W * sizeof *rb->tae);
    rb->tas = mmaemu_ws_get(kp * W * sizeof *rb->tas);
    rb->taz = mmaemu_ws_get(kp * W * sizeof *rb->taz);
    if (!rb->esets || !rb->tae || !rb->tas || !rb->taz || !rb->traw || !rb->traw2 || !rb->rows2 ||
        !rb->tfa)
        return 0;
    if (scaled) {
        rb->rsc = mmaemu_ws_get(kp * sizeof *rb->rsc);
        rb->csc = mmaemu_ws_get(kp * sizeof *rb->csc);
        if (!rb->rsc || !rb->csc)
            return 0;
    }
    return rb->rows && rb->cwa && rb->col && rb->raw && rb->bea && rb->bsa && rb->bza && rb->bea2 && rb->tae2 && rb->sets && rb->pacc && rb->order && rb->uni && rb->bound && rb->parts && rb->tmp &&
           rb->v && rb->ca && rb->cam && rb->can && rb->need && rb->ge && rb->gs && rb->gz;
}

static int cert_alloc(batch_ctx *x)
{
    const size_t W = MMAEMU_FAST_LANES, np = (x->g->n + W - 1) / W;
    if (!x->cert)
        return 0;
    x->cbad = mmaemu_ws_get(np * W);
    if (x->cbf16) {
        x->cw = mmaemu_ws_get(np * (x->kp / 2) * W * sizeof *x->cw);
        x->cmb = mmaemu_ws_get(np * W * sizeof *x->cmb);
        x->cnb = mmaemu_ws_get(np * W * sizeof *x->cnb);
        x->cok = mmaemu_ws_get(np * sizeof *x->cok);
        return !x->cw || !x->cmb || !x->cnb || !x->cok || !x->cbad;
    }
    x->cb = mmaemu_ws_get(np * x->kp * W * sizeof *x->cb);
    x->cbm = mmaemu_ws_get(np * x->cert->nst * W * sizeof *x->cbm);
    x->cbn = mmaemu_ws_get(np * x->cert->nst * W * sizeof *x->cbn);
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
        x->pe = mmaemu_ws_get(np1 * kp * W * sizeof *x->pe);
        x->ps = mmaemu_ws_get(np1 * kp * W * sizeof *x->ps);
        x->pz = mmaemu_ws_get(np1 * nst * W * sizeof *x->pz);
        x->pemax = mmaemu_ws_get(np1 * sizeof *x->pemax);
        x->colbad = mmaemu_ws_zeroed(N);
        x->colbadm = mmaemu_ws_zeroed((x->npanel + 1) * sizeof *x->colbadm);
        x->pe2 = x->plan.pairs ? mmaemu_ws_get(np1 * (kp / 2) * W * sizeof *x->pe2) : NULL;
        x->prg = x->plan.pairs ? mmaemu_ws_zeroed(np1 * sizeof *x->prg) : NULL;
        oom |= x->plan.pairs && (!x->pe2 || !x->prg);
        /* the certified bf16 path decodes B's panels only where the exact
         * path needs them (measured: 4-13 % of the torch block's GEMMs) */
        x->lazyb = x->cert && x->cbf16 && x->wide && x->plan.vdecode && !x->g->scales;
        x->pstate = x->lazyb ? mmaemu_ws_zeroed(np1 * sizeof *x->pstate) : NULL;
        oom |= x->lazyb && !x->pstate;
        uint32_t *zc = mmaemu_ws_get(kp * sizeof *zc), *zr = mmaemu_ws_zeroed(kp * W * sizeof *zr);
        oom |= !x->pe || !x->ps || !x->pz || !x->pemax || !x->colbad || !x->colbadm || !zc || !zr;
        if (!oom)
            mmaemu_gemm_pack_panel(x, x->npanel, zr, zc);
        if (!oom && x->lazyb)
            x->pstate[x->npanel] = 2;
        mmaemu_ws_put(zc);
        mmaemu_ws_put(zr);
    } else {
        x->bp = mmaemu_ws_get(N * kp * sizeof *x->bp);
        oom |= !x->bp;
    }
    return oom | cert_alloc(x);
}

/* Pack batch xb->bi of B for every path in use (a worksharing loop of the
 * enclosing parallel region: one barrier per batch). */
static void pack_batch(batch_ctx *xb, int ok, uint32_t *raw, uint32_t *col)
{
    const size_t N = xb->g->n, W = MMAEMU_FAST_LANES, np = (N + W - 1) / W;
    if (xb->kernel) {
#pragma omp for schedule(static)
        for (size_t pi = 0; pi < np; pi++)
            if (ok) {
                mmaemu_gemm_gather_panel(xb, pi, raw);
                if (xb->lazyb)   /* the flags from pack_cert, the panel when needed */
                    xb->pstate[pi] = 0;
                else
                    mmaemu_gemm_pack_panel(xb, pi, raw, col);
                if (xb->cert)
                    mmaemu_gemm_pack_cert(xb, pi, raw, col);
            }
        return;
    }
#pragma omp for schedule(static)
    for (size_t pi = 0; pi < np; pi++)
        for (size_t j = pi * W; ok && j < N && j < (pi + 1) * W; j++)
            mmaemu_gemm_gather_col(xb, j, xb->bp + j * xb->kp);
    if (xb->cert) {
#pragma omp for schedule(static)
        for (size_t pi = 0; pi < np; pi++)
            if (ok) {
                mmaemu_gemm_gather_panel(xb, pi, raw);
                mmaemu_gemm_pack_cert(xb, pi, raw, col);
            }
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
    /* Blocks of rows for the blocked certified kernel (enough of them for
     * the threads to share), else single rows in chunks of four. */
    const int blocked = x->cbf16 || x->chunked;
    /* A's 16-bit rows inner in memory (DCPP's xty = x^T y): two blocks of
     * sixteen rows share every line of A, so a thread takes them in pairs
     * and loads both at once (kernels/gemm_side.c) */
    const ptrdiff_t asj = g->a.sj > 0 ? g->a.sj : -g->a.sj;
    x->pair_fill = blocked && x->wide && x->wa == 16 && x->s->convert == MMAEMU_CONVERT_TRUNC &&
                   g->a.si == 1 && asj > 1 && M >= 4 * MMAEMU_GEMM_BLOCK;
    const size_t big = x->side ? MMAEMU_GEMM_BLOCK : MMAEMU_GEMM_ROWS;
    const size_t rows = x->pair_fill                            ? MMAEMU_GEMM_BLOCK
                        : blocked && M >= 64 * MMAEMU_GEMM_ROWS ? big
                        : blocked && M >= 16 * MMAEMU_GEMM_ROWS ? (x->side ? big : big / 2)
                        : blocked && x->side && x->cfma         ? MMAEMU_CERT_FROWS
                        : blocked                               ? MMAEMU_CERT_ROWS
                                                                : 1;
    const size_t nblk = (M + rows - 1) / rows, chunk = x->pair_fill ? 2 : rows > 1 ? 1 : 4;
    /* Small GEMMs in one thread: the barriers would cost more. */
    const int par = (double)nb * (double)M * (double)N * (double)kp * (double)x->nruns > 1e6;
    (void)par, (void)chunk;   /* without OpenMP */
#pragma omp parallel reduction(| : oom) if (par && !oom)
    {
        row_bufs rb;
        const int ok = !oom && bufs_alloc(&rb, kp, x->maxparts, N, x->g->scales != NULL);
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
            pack_batch(&xb, ok, rb.raw, rb.col);
#pragma omp for schedule(dynamic, chunk)
            for (size_t ib = 0; ib < nblk; ib++) {
                const size_t i0 = ib * rows, nr = M - i0 < rows ? M - i0 : rows;
                if (!ok)
                    continue;
                mmaemu_gemm_run_rows(&xb, i0, nr, &rb);
                if (g->progress && g->progress->fn) {
                    size_t now;
#pragma omp atomic capture
                    now = done += nr;
                    if (omp_get_thread_num() == 0 && now / 64 != (now - nr) / 64)
                        g->progress->fn(g->progress->ctx,
                                        g->progress->base + g->progress->span * (double)now / (double)total);
                }
            }
        }
        bufs_free(&rb);
    }
    mmaemu_ws_put(x->pe);
    mmaemu_ws_put(x->pe2);
    mmaemu_ws_put(x->prg);
    mmaemu_ws_put(x->ps);
    mmaemu_ws_put(x->pz);
    mmaemu_ws_put(x->pemax);
    mmaemu_ws_put(x->pstate);
    mmaemu_ws_put(x->colbad);
    mmaemu_ws_put(x->colbadm);
    mmaemu_ws_put(x->bp);
    mmaemu_ws_put(x->cb);
    mmaemu_ws_put(x->cbm);
    mmaemu_ws_put(x->cbn);
    mmaemu_ws_put(x->cbad);
    mmaemu_ws_put(x->cw);
    mmaemu_ws_put(x->cmb);
    mmaemu_ws_put(x->cnb);
    mmaemu_ws_put(x->cok);
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
    /* the blocked bf16 kernel: bf16 operands, pairs of pairs per step */
    const int blocked = path == MMAEMU_PATH_AVX512 && mmaemu_cert_bf16_available() &&
                        x->ins->step.a_fmt == MMAEMU_BF16 && x->ins->step.b_fmt == MMAEMU_BF16 &&
                        cp->L % 4 == 0;
    /* Without it only the row-by-row fp32 kernel is left: 1.1-1.6x the
     * exact time on the avx512 path and 1.0-2.3x on avx2 (sm90, fp16 and
     * bf16 operands, K = 64 to 3072; docs/certified.md section 1), so the
     * certified path runs it on the scalar path only. */
    if (!blocked && path != MMAEMU_PATH_SCALAR && !mmaemu_cert_fp32_forced())
        return;
    cp->bf16_out = r->s->epilogue == MMAEMU_EPI_BF16 && !x->g->bias;
    cp->bf16_bias = r->s->epilogue == MMAEMU_EPI_BF16 && x->g->bias;
    x->cert = cp;
    x->ckern = path == MMAEMU_PATH_AVX512 ? mmaemu_cert_kernel_avx512 : mmaemu_cert_kernel_base;
    x->cbf16 = blocked;
    x->cfma = x->cbf16 && mmaemu_cert_fma_preferred();
    x->camx = x->cbf16 && cp->L <= 32 && mmaemu_cert_amx_available();   /* a tile row: 16 pairs */
}

/* What the rows of a group may take for granted: the plain consumed order
 * (src_id), one plain chain per element (chunked: the exact path may run
 * K in chunks over the one part [klo, khi)). */
static void group_shape(batch_ctx *x, const sched_run *r0, size_t n)
{
    x->src_id = 1;
    for (size_t t = 0; t < x->kp; t++)
        x->src_id &= t < x->K ? x->src[t] == t : x->src[t] >= x->K;
    x->chunked = x->kernel && n == 1 && r0->lay.ranges == 1 && r0->lay.slices == 1 &&
                 !r0->s->promote && !r0->s->streamk;
    x->klo = r0->lay.bound[0];
    x->khi = r0->lay.bound[1];
}

/* Do two runs compute the same parts? */
static int same_parts(const sched_run *a, const sched_run *b)
{
    const mmaemu_schedule *s = a->s, *t = b->s;
    const size_t np = (size_t)a->lay.ranges * a->lay.slices;
    return s->promote == t->promote && a->lay.ranges == b->lay.ranges &&
           a->lay.slices == b->lay.slices && s->streamk == t->streamk &&
           (!s->streamk || (s->tile_m == t->tile_m && s->tile_n == t->tile_n &&
                            s->streamk_dp == t->streamk_dp && s->block_k == t->block_k &&
                            s->streamk_split == t->streamk_split &&
                            s->tile_panel == t->tile_panel && a->ntiles == b->ntiles)) &&
           !memcmp(a->lay.bound, b->lay.bound, (np + 1) * sizeof *a->lay.bound);
}

/* Do two runs consume K in the same order with the same operands? */
static int same_order(const sched_run *a, const sched_run *b)
{
    return a->s->convert == b->s->convert && a->lay.kp == b->lay.kp &&
           !memcmp(a->lay.order, b->lay.order, a->lay.kp * sizeof *a->lay.order);
}

static int stored_width(int w)
{
    return w < 8 ? 8 : w;
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
        if (!scheds[t] || mmaemu_schedule_check(scheds[t], ins, err, errlen) ||
            mmaemu_schedule_check_problem(scheds[t], ins, g->n, g->k, 0, err, errlen))
            return -1;
    /* fp6 and fp4 values sit one to a byte, in its low bits */
    w[0] = stored_width(mmaemu_format_get(p->a_fmt)->width);
    w[1] = stored_width(mmaemu_format_get(p->b_fmt)->width);
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
    /* block scales: folded into the operands of the fast path where they
     * are powers of two (kernels/gemm_fold.c), else per element */
    mmaemu_instr twin;
    const int fold = path != MMAEMU_PATH_REF && !mmaemu_fast_scaled_twin(ins, &twin);
    if (g->scales && mmaemu_gemm_scales_check(g, err, errlen))
        return -1;
    if (g->scales && !fold)
        return mmaemu_gemm_run_scaled(g, scheds, d, ns, w, path, err, errlen);
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
        /* an out-of-order instruction as its plain twin (kernels/gemm_flat.c) */
        mmaemu_instr flat;
        size_t *flat_src = NULL;
        if (path != MMAEMU_PATH_REF && !fold && !mmaemu_gemm_flat_instr(ins, &flat) &&
            (flat_src = mmaemu_gemm_flat_order(ins, grp, q)) != NULL) {
            x.ins = &flat;
            x.src = flat_src;
        }
        if (fold) {   /* the plan of the unscaled twin; x.ins keeps the scales */
            if (mmaemu_fast_plan_make(&twin, &x.plan) == 0)
                x.kernel = mmaemu_fast_kernel(path);
            x.plan.vdecode = 0;   /* the column-by-column decode, which folds */
        } else if (path != MMAEMU_PATH_REF && mmaemu_fast_plan_make(x.ins, &x.plan) == 0) {
            x.kernel = mmaemu_fast_kernel(path);
        }
        x.wide = path == MMAEMU_PATH_AVX512;
        x.pair = x.kernel ? mmaemu_fast_pair_kernel(path, &x.plan) : NULL;
        /* element lanes for the certified path's remainder (AVX-512) */
        x.lanes = x.kernel && x.wide && !fold ? mmaemu_fast_lanes_kernel(path) : NULL;
        group_shape(&x, &grp[0], n);
        mmaemu_cert_plan cp;
        if (!fold)   /* the certified path knows no scales */
            cert_choose(&x, &grp[0], ns, path, &cp);
        x.side = mmaemu_gemm_side_usable(&x);
        rc = run_group(&x);
        free(flat_src);
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
