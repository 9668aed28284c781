/* gemm.c -- a batched GEMM over an explicit schedule (mmaemu.h): every
 * output element is a chain of instructions over its K in the schedule's
 * order (padding, kpack interleave, split-K, promotion), started from +0 or
 * a given accumulator tile and finished by an epilogue cast.  Operands are
 * strided views, so transposes cost nothing.  OpenMP runs batches and rows
 * in parallel; each element is computed by one thread alone, so results do
 * not depend on the threads. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

#include "fast.h"
#include "mmaemu/gemm.h"

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

/* Where element q of the consumed order comes from in K (kpack > 1: the
 * Triton AMD operand layout, mmaemu.h). */
static size_t k_source(size_t q, size_t ik, unsigned kgroups, unsigned kpack)
{
    if (kpack <= 1)
        return q;
    const size_t unit = ik * kpack, kbase = ik / kgroups;
    const size_t t = q / unit, r = q % unit;
    const size_t p = r / ik, w = r % ik;
    return t * unit + (w / kbase) * (kbase * kpack) + p * kbase + w % kbase;
}

static size_t padded_k(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t K)
{
    const size_t unit = (size_t)ins->k * (s->kpack ? s->kpack : 1);
    const size_t blk = s->block_k ? s->block_k : unit;
    return K ? (K + blk - 1) / blk * blk : unit;
}

/* The length of each split range: whole blocks, the first ranges full
 * (CUTLASS / Tensile split-K). */
static size_t split_range(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t kp)
{
    const size_t unit = (size_t)ins->k * s->kpack, blk = s->block_k ? s->block_k : unit;
    return (kp / blk + s->split_k - 1) / s->split_k * blk;
}

size_t mmaemu_schedule_k_order(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t K,
                               size_t *order, size_t n)
{
    const size_t kp = padded_k(s, ins, K);
    for (size_t q = 0; q < kp && q < n; q++)
        order[q] = k_source(q, (size_t)ins->k, s->kgroups, s->kpack);
    return kp;
}

/* A chain over the consumed elements [lo, hi) of nl lanes at once, each
 * lane's accumulator in c[] (in and out). */
typedef void (*chain_fn)(void *ctx, size_t lo, size_t hi, uint32_t *c, size_t nl);

/* The schedule of nl elements at once: the split ranges, each a chain (or
 * promoted chunks), then the combine.  kp: the consumed length. */
static void schedule_lanes(const mmaemu_schedule *s, size_t kp, size_t range, size_t nl,
                           const uint32_t *c, uint32_t *out, chain_fn chain, void *ctx)
{
    const unsigned S = s->split_k ? s->split_k : 1;
    if (S == 1 && !s->promote) {
        memcpy(out, c, nl * sizeof *out);
        chain(ctx, 0, kp, out, nl);
        return;
    }
    uint32_t part[64 * MMAEMU_FAST_LANES], *parts = part, tmp[MMAEMU_FAST_LANES];
    uint32_t *heap = NULL;
    if (S > 64) {
        heap = malloc((size_t)S * nl * sizeof *heap);
        if (!heap)
            abort();   /* S <= 4096 words: out of memory here is not recoverable */
        parts = heap;
    }
    for (unsigned i = 0; i < S; i++) {
        size_t lo = i * range, hi = lo + range < kp ? lo + range : kp;
        uint32_t *acc = parts + (size_t)i * nl;
        for (size_t l = 0; l < nl; l++)
            acc[l] = i == 0 ? c[l] : 0u;
        if (lo >= hi)
            continue;
        if (!s->promote) {
            chain(ctx, lo, hi, acc, nl);
        } else {
            for (size_t k0 = lo; k0 < hi; k0 += s->promote) {
                size_t len = hi - k0 < s->promote ? hi - k0 : s->promote;
                memset(tmp, 0, sizeof tmp);
                chain(ctx, k0, k0 + len, tmp, nl);
                for (size_t l = 0; l < nl; l++)
                    acc[l] = mmaemu_fp32_add(acc[l], tmp[l]);
            }
        }
    }
    for (size_t l = 0; l < nl; l++) {
        if (s->combine == MMAEMU_COMBINE_TREE) {
            for (unsigned w = 1; w < S; w *= 2)
                for (unsigned i = 0; i + w < S; i += 2 * w)
                    parts[(size_t)i * nl + l] =
                        mmaemu_fp32_add(parts[(size_t)i * nl + l], parts[(size_t)(i + w) * nl + l]);
            out[l] = parts[l];
        } else {
            uint32_t r = parts[l];
            for (unsigned i = 1; i < S; i++)
                r = mmaemu_fp32_add(r, parts[(size_t)i * nl + l]);
            out[l] = r;
        }
    }
    free(heap);
}

/* The reference chain of one element: mmaemu_dot over its operands in the
 * consumed order. */
typedef struct {
    const mmaemu_instr *ins;
    const uint32_t *a, *b;
} ref_ctx;

static void ref_chain(void *ctx, size_t lo, size_t hi, uint32_t *c, size_t nl)
{
    const ref_ctx *r = ctx;
    (void)nl;
    c[0] = mmaemu_dot(r->ins, r->a + lo, r->b + lo, hi - lo, c[0]);
}

static uint32_t element(const mmaemu_instr *ins, const mmaemu_schedule *s, const uint32_t *a,
                        const uint32_t *b, size_t kp, size_t range, uint32_t c)
{
    ref_ctx r = {ins, a, b};
    uint32_t out;
    schedule_lanes(s, kp, range, 1, &c, &out, ref_chain, &r);
    return out;
}

/* The schedule's epilogue cast of a finished accumulator. */
static uint32_t cast_out(const mmaemu_schedule *s, const mmaemu_instr *ins, uint32_t acc)
{
    if (s->epilogue == MMAEMU_EPI_NONE)
        return acc;
    /* fp32 -> bf16 RNE on the bit pattern (NaNs aside): the formula that
     * tests/emu/check_formats.c checks exhaustively against mmaemu_convert;
     * the general converter costs ~19 ns an element, a third of a K = 64 dot. */
    if (s->epilogue == MMAEMU_EPI_BF16 && ins->step.acc_fmt == MMAEMU_FP32 &&
        (acc & 0x7FFFFFFFu) <= 0x7F800000u)
        return (acc + 0x7FFFu + (acc >> 16 & 1u)) >> 16;
    return mmaemu_convert(ins->step.acc_fmt, acc,
                          s->epilogue == MMAEMU_EPI_BF16 ? MMAEMU_BF16 : MMAEMU_FP16, MMAEMU_RNE, 0);
}

uint32_t mmaemu_schedule_eval(const mmaemu_schedule *s, const mmaemu_instr *ins,
                              const uint32_t *a, const uint32_t *b, size_t K, uint32_t c)
{
    const size_t kp = padded_k(s, ins, K), range = split_range(s, ins, kp);
    uint32_t sa[4096], sb[4096], *pa = sa, *pb = sb, *heap = NULL;
    if (kp > 4096) {
        heap = malloc(2 * kp * sizeof *heap);
        if (!heap)
            abort();   /* a few hundred KB; nothing sensible to return */
        pa = heap;
        pb = heap + kp;
    }
    for (size_t q = 0; q < kp; q++) {
        size_t k = k_source(q, (size_t)ins->k, s->kgroups, s->kpack);
        pa[q] = k < K ? a[k] : 0u;
        pb[q] = k < K ? b[k] : 0u;
    }
    uint32_t r = element(ins, s, pa, pb, kp, range, c);
    free(heap);
    return cast_out(s, ins, r);
}

/* Everything the rows of one batch share. */
typedef struct {
    const mmaemu_gemm *g;
    const mmaemu_instr *ins;
    const mmaemu_schedule *s;
    int wa, wb, wc, wd;
    size_t K, kp, range, bi;
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
} batch_ctx;

/* Operand q (consumed order) of B's column j in this batch. */
static uint32_t b_at(const batch_ctx *x, size_t q, size_t j)
{
    const mmaemu_gemm *g = x->g;
    size_t k = x->src[q];
    return k < x->K ? load(g->b.data, x->wb, (ptrdiff_t)x->bi * g->b.sb + (ptrdiff_t)k * g->b.si +
                                                 (ptrdiff_t)j * g->b.sj)
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
    size_t pi;
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
            size_t j = f->pi * MMAEMU_FAST_LANES + l;
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
} row_bufs;

static void run_row(const batch_ctx *x, size_t i, row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const size_t N = g->n, kp = x->kp, bi = x->bi;
    for (size_t q = 0; q < kp; q++) {
        size_t k = x->src[q];
        rb->row[q] = k < x->K ? load(g->a.data, x->wa, (ptrdiff_t)bi * g->a.sb + (ptrdiff_t)i * g->a.si +
                                                         (ptrdiff_t)k * g->a.sj)
                              : 0u;
    }
    int rowbad = 1, emax_a = 0;
    if (x->kernel)
        rowbad = mmaemu_fast_decode_row(&x->plan, x->ins->step.a_fmt, rb->row, kp, rb->ea, rb->sa,
                                        rb->za, &emax_a) != 0;
    const int amd = x->kernel && x->plan.kind != MMAEMU_FAST_TFDPA;
    const size_t W = x->kernel ? MMAEMU_FAST_LANES : 1;
    for (size_t j0 = 0; j0 < N; j0 += W) {
        const size_t nl = N - j0 < W ? N - j0 : W;
        uint32_t cin[MMAEMU_FAST_LANES] = {0}, out[MMAEMU_FAST_LANES];
        int scalar[MMAEMU_FAST_LANES];
        for (size_t l = 0; l < nl; l++) {
            size_t j = j0 + l;
            cin[l] = g->c ? load(g->c->data, x->wc, (ptrdiff_t)bi * g->c->sb + (ptrdiff_t)i * g->c->si +
                                                         (ptrdiff_t)j * g->c->sj)
                          : 0u;
            /* The fast kernel models finite operands; AMD products must
             * stay below 2^128 (the CDNA3 product-overflow rule). */
            scalar[l] = !x->kernel || rowbad || x->colbad[j] || !finite32(cin[l]) ||
                        (amd && emax_a + x->pemax[j0 / W] > 126);
        }
        int any_fast = 0;
        for (size_t l = 0; l < nl; l++)
            any_fast |= !scalar[l];
        if (any_fast) {
            const size_t pi = j0 / W, nst = kp / (size_t)x->plan.L;
            fast_ctx f = {x, rb->row, {rb->ea, rb->sa, rb->za},
                          {x->pe + pi * kp * W, x->ps + pi * kp * W, x->pz + pi * nst * W}, pi};
            for (size_t l = 0; l < W; l++)
                if (l >= nl || scalar[l])
                    cin[l] = 0;   /* a finite stand-in; the lane is recomputed below */
            schedule_lanes(x->s, kp, x->range, W, cin, out, fast_chain, &f);
        }
        for (size_t l = 0; l < nl; l++) {
            size_t j = j0 + l;
            uint32_t r;
            if (scalar[l]) {
                const uint32_t *col;
                if (x->bp) {
                    col = x->bp + j * kp;
                } else {
                    gather_col(x, j, rb->col);
                    col = rb->col;
                }
                uint32_t c0 = g->c ? load(g->c->data, x->wc, (ptrdiff_t)bi * g->c->sb +
                                                                 (ptrdiff_t)i * g->c->si +
                                                                 (ptrdiff_t)j * g->c->sj)
                                   : 0u;
                r = element(x->ins, x->s, rb->row, col, kp, x->range, c0);
            } else {
                r = out[l];
            }
            store(g->d, x->wd, (ptrdiff_t)bi * g->d_sb + (ptrdiff_t)i * g->d_si + (ptrdiff_t)j * g->d_sj,
                  cast_out(x->s, x->ins, r));
        }
    }
}

int mmaemu_gemm_run(const mmaemu_gemm *g, char *err, size_t errlen)
{
    if (!g->instr || !g->sched) {
        snprintf(err, errlen, "gemm: no instruction or schedule");
        return -1;
    }
    const mmaemu_instr *ins = g->instr;
    const mmaemu_schedule *s = g->sched;
    const mmaemu_step_params *p = &ins->step;
    if (mmaemu_schedule_check(s, ins, err, errlen))
        return -1;
    const int wa = mmaemu_format_get(p->a_fmt)->width, wb = mmaemu_format_get(p->b_fmt)->width;
    const int wc = mmaemu_format_get(p->acc_fmt)->width;
    const int wd = s->epilogue == MMAEMU_EPI_NONE ? wc : 16;
    if (!width_ok(wa) || !width_ok(wb) || !width_ok(wc)) {
        snprintf(err, errlen, "gemm: %s: unsupported operand width", ins->name);
        return -1;
    }
    if (!g->a.data || !g->b.data || !g->d || (g->c && !g->c->data)) {
        snprintf(err, errlen, "gemm: missing operand");
        return -1;
    }
    mmaemu_fast_path path;
    if (mmaemu_fast_path_choose(&path, err, errlen))
        return -1;
    if (g->batch == 0 || g->m == 0 || g->n == 0)
        return 0;
    const size_t K = g->k, N = g->n, M = g->m, nb = g->batch, W = MMAEMU_FAST_LANES;

    batch_ctx x;
    memset(&x, 0, sizeof x);
    x.g = g;
    x.ins = ins;
    x.s = s;
    x.wa = wa;
    x.wb = wb;
    x.wc = wc;
    x.wd = wd;
    x.K = K;
    /* K zero-padded to whole blocks (or kpack groups of instructions). */
    x.kp = padded_k(s, ins, K);
    x.range = split_range(s, ins, x.kp);
    const size_t kp = x.kp;
    if (path != MMAEMU_PATH_REF && mmaemu_fast_plan_make(ins, &x.plan) == 0)
        x.kernel = mmaemu_fast_kernel(path);
    size_t *src = malloc(kp * sizeof *src);
    int oom = !src;
    /* One batch of B at a time: packed per column (reference path) or
     * decoded per panel of W columns (fast path). */
    if (x.kernel) {
        const size_t nst = kp / (size_t)x.plan.L;
        x.npanel = (N + W - 1) / W;
        x.pe = malloc(x.npanel * kp * W * sizeof *x.pe);
        x.ps = malloc(x.npanel * kp * W * sizeof *x.ps);
        x.pz = malloc(x.npanel * nst * W * sizeof *x.pz);
        x.pemax = malloc(x.npanel * sizeof *x.pemax);
        x.colbad = calloc(N, 1);
        oom |= !x.pe || !x.ps || !x.pz || !x.pemax || !x.colbad;
    } else {
        x.bp = malloc(N * kp * sizeof *x.bp);
        oom |= !x.bp;
    }
    if (oom) {
        free(src);
        free(x.pe);
        free(x.ps);
        free(x.pz);
        free(x.pemax);
        free(x.colbad);
        free(x.bp);
        snprintf(err, errlen, "gemm: out of memory");
        return -1;
    }
    mmaemu_schedule_k_order(s, ins, K, src, kp);
    x.src = src;
    const size_t total = nb * M;
    size_t done = 0;
    /* Small GEMMs in one thread: the barriers would cost more. */
    const int par = (double)nb * (double)M * (double)N * (double)kp > 1e6;
#pragma omp parallel reduction(| : oom) if (par)
    {
        row_bufs rb;
        rb.row = malloc(kp * sizeof *rb.row);
        rb.col = malloc(kp * sizeof *rb.col);
        rb.ea = malloc(kp * sizeof *rb.ea);
        rb.sa = malloc(kp * sizeof *rb.sa);
        rb.za = malloc(kp * sizeof *rb.za);
        const int ok = rb.row && rb.col && rb.ea && rb.sa && rb.za;
        if (!ok)
            oom = 1;
        for (size_t bi = 0; bi < nb; bi++) {
            batch_ctx xb = x;   /* this thread's view of batch bi */
            xb.bi = bi;
            if (x.kernel) {
#pragma omp for schedule(static)
                for (size_t pi = 0; pi < x.npanel; pi++)
                    if (ok)
                        pack_panel(&xb, pi, rb.col);
            } else {
#pragma omp for schedule(static)
                for (size_t j = 0; j < N; j++)
                    gather_col(&xb, j, x.bp + j * kp);
            }
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
        free(rb.row);
        free(rb.col);
        free(rb.ea);
        free(rb.sa);
        free(rb.za);
    }
    free(src);
    free(x.pe);
    free(x.ps);
    free(x.pz);
    free(x.pemax);
    free(x.colbad);
    free(x.bp);
    if (oom) {
        snprintf(err, errlen, "gemm: out of memory");
        return -1;
    }
    if (g->progress && g->progress->fn)
        g->progress->fn(g->progress->ctx, g->progress->base + g->progress->span);
    return 0;
}
