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

/* A chain over the consumed elements [lo, hi) of nl lanes at once, each
 * lane's accumulator in c[] (in and out). */
typedef void (*chain_fn)(void *ctx, size_t lo, size_t hi, uint32_t *c, size_t nl);

/* The parts of one element: runs [bound[p], bound[p + 1]) of the
 * consumed order, `slices` consecutive parts making one range. */
typedef struct {
    const size_t *bound;
    unsigned nparts, slices;
} parts_view;

/* The epilogue's format, for partials rounded to the output. */
static mmaemu_format out_format(const mmaemu_schedule *s)
{
    return s->epilogue == MMAEMU_EPI_BF16 ? MMAEMU_BF16 : MMAEMU_FP16;
}

/* The schedule's epilogue cast of a finished accumulator. */
static uint32_t cast_out(const mmaemu_schedule *s, const mmaemu_instr *ins, uint32_t acc)
{
    if (s->epilogue == MMAEMU_EPI_NONE)
        return acc;
    /* fp32 -> bf16 RNE on the bit pattern (NaNs aside): the formula that
     * tests/check_formats.c checks exhaustively against mmaemu_convert;
     * the general converter costs ~19 ns an element, a third of a K = 64 dot. */
    if (s->epilogue == MMAEMU_EPI_BF16 && ins->step.acc_fmt == MMAEMU_FP32 &&
        (acc & 0x7FFFFFFFu) <= 0x7F800000u)
        return (acc + 0x7FFFu + (acc >> 16 & 1u)) >> 16;
    return mmaemu_convert(ins->step.acc_fmt, acc, out_format(s), MMAEMU_RNE, 0);
}

/* An fp32 value rounded to the output type and back (exact widening). */
static uint32_t through_out(const mmaemu_schedule *s, const mmaemu_instr *ins, uint32_t v)
{
    if (s->epilogue == MMAEMU_EPI_NONE)
        return v;
    return mmaemu_to_fp32_bits(out_format(s), cast_out(s, ins, v));
}

/* One lane's ranges v[0, R) into its value before the epilogue cast:
 * partials=out, the combine, the bias.  v is overwritten. */
static uint32_t combine_ranges(const mmaemu_schedule *s, const mmaemu_instr *ins, uint32_t *v,
                               unsigned R, const uint32_t *bias)
{
    if (s->combine == MMAEMU_COMBINE_INPLACE) {
        uint32_t d = through_out(s, ins, bias ? mmaemu_fp32_add(v[0], *bias) : v[0]);
        for (unsigned r = 1; r < R; r++)
            d = through_out(s, ins, mmaemu_fp32_add(v[r], d));
        return d;
    }
    if (s->partials == MMAEMU_PARTIALS_OUT && R > 1)
        for (unsigned r = 0; r < R; r++)
            v[r] = through_out(s, ins, v[r]);
    uint32_t acc;
    if (s->combine == MMAEMU_COMBINE_TREE) {
        for (unsigned w = 1; w < R; w *= 2)
            for (unsigned r = 0; r + w < R; r += 2 * w)
                v[r] = mmaemu_fp32_add(v[r], v[r + w]);
        acc = v[0];
    } else {
        acc = v[0];
        for (unsigned r = 1; r < R; r++)
            acc = mmaemu_fp32_add(acc, v[r]);
    }
    return bias ? mmaemu_fp32_add(acc, *bias) : acc;
}

/* The parts of nl lanes, each a chain (or promoted chunks) from +0, the
 * first from c[l]. */
static void run_parts(const mmaemu_schedule *s, const parts_view *pv, size_t nl, const uint32_t *c,
                      uint32_t *parts, chain_fn chain, void *ctx)
{
    uint32_t tmp[MMAEMU_FAST_LANES];
    for (unsigned p = 0; p < pv->nparts; p++) {
        const size_t lo = pv->bound[p], hi = pv->bound[p + 1];
        uint32_t *acc = parts + (size_t)p * nl;
        for (size_t l = 0; l < nl; l++)
            acc[l] = p == 0 ? c[l] : 0u;
        if (lo >= hi)
            continue;
        if (!s->promote) {
            chain(ctx, lo, hi, acc, nl);
            continue;
        }
        for (size_t k0 = lo; k0 < hi; k0 += s->promote) {
            size_t len = hi - k0 < s->promote ? hi - k0 : s->promote;
            memset(tmp, 0, sizeof tmp);
            chain(ctx, k0, k0 + len, tmp, nl);
            for (size_t l = 0; l < nl; l++)
                acc[l] = mmaemu_fp32_add(acc[l], tmp[l]);
        }
    }
}

/* The schedule of nl elements at once: the parts, each range's slices
 * summed in slice order, then the combine and the bias (NULL: none, else
 * one fp32 pattern per lane).  out: the values before the epilogue cast. */
static void schedule_lanes(const mmaemu_schedule *s, const mmaemu_instr *ins,
                           const parts_view *pv, size_t nl, const uint32_t *c,
                           const uint32_t *bias, uint32_t *out, chain_fn chain, void *ctx)
{
    if (pv->nparts == 1 && !s->promote) {
        memcpy(out, c, nl * sizeof *out);
        chain(ctx, pv->bound[0], pv->bound[1], out, nl);
        if (bias)
            for (size_t l = 0; l < nl; l++)
                out[l] = mmaemu_fp32_add(out[l], bias[l]);
        return;
    }
    const unsigned P = pv->slices ? pv->slices : 1, R = pv->nparts / P;
    uint32_t local[64 * MMAEMU_FAST_LANES], vl[64], *parts = local, *v = vl, *heap = NULL;
    if (pv->nparts > 64) {
        heap = malloc(((size_t)pv->nparts * nl + R) * sizeof *heap);
        if (!heap)
            abort();   /* a few pages: out of memory here is not recoverable */
        parts = heap;
        v = heap + (size_t)pv->nparts * nl;
    }
    run_parts(s, pv, nl, c, parts, chain, ctx);
    for (size_t l = 0; l < nl; l++) {
        for (unsigned r = 0; r < R; r++) {
            uint32_t acc = parts[(size_t)r * P * nl + l];
            for (unsigned q = 1; q < P; q++)
                acc = mmaemu_fp32_add(acc, parts[((size_t)r * P + q) * nl + l]);
            v[r] = acc;
        }
        out[l] = combine_ranges(s, ins, v, R, bias ? bias + l : NULL);
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

/* One element by the reference path, before the epilogue cast. */
static uint32_t element(const mmaemu_instr *ins, const mmaemu_schedule *s, const uint32_t *a,
                        const uint32_t *b, const parts_view *pv, uint32_t c, const uint32_t *bias)
{
    ref_ctx r = {ins, a, b};
    uint32_t out;
    schedule_lanes(s, ins, pv, 1, &c, bias, &out, ref_chain, &r);
    return out;
}

/* An operand as the instruction sees it: fp32 rounded to tf32 first
 * under convert=rne|rna (the engine itself ignores the low 13 bits). */
static uint32_t operand(const mmaemu_schedule *s, uint32_t v)
{
    if (s->convert == MMAEMU_CONVERT_TRUNC)
        return v;
    return mmaemu_convert(MMAEMU_FP32, v, MMAEMU_TF32,
                          s->convert == MMAEMU_CONVERT_RNA ? MMAEMU_RNA : MMAEMU_RNE, 0);
}

/* Stream-K: the tiles of a batch x M x N GEMM and the one holding (bi, i, j). */
static size_t tiles_of(const mmaemu_schedule *s, size_t batch, size_t M, size_t N)
{
    const size_t tm = s->tile_m ? s->tile_m : M, tn = s->tile_n ? s->tile_n : N;
    return batch * ((M + tm - 1) / tm) * ((N + tn - 1) / tn);
}

static size_t tile_of(const mmaemu_schedule *s, size_t M, size_t N, size_t bi, size_t i, size_t j)
{
    const size_t tm = s->tile_m ? s->tile_m : M, tn = s->tile_n ? s->tile_n : N;
    const size_t tiles_m = (M + tm - 1) / tm, tiles_n = (N + tn - 1) / tn;
    return (bi * tiles_m + i / tm) * tiles_n + j / tn;
}

/* Stream-K: the parts of tile t.  The blocks of all tiles, in tile order,
 * are cut into U runs of ceil(total / U); a tile's K loop is cut where a
 * run ends inside it.  bound: room for kp / pad + 2 values. */
static unsigned streamk_bounds(const mmaemu_schedule *s, size_t kp, size_t pad, size_t ntiles,
                               size_t t, size_t *bound)
{
    const size_t ipt = kp / pad, total = ntiles * ipt, U = s->streamk;
    const size_t share = (total + U - 1) / U;
    unsigned n = 0;
    bound[n++] = 0;
    for (size_t g = (t * ipt / share + 1) * share; share && g < (t + 1) * ipt; g += share)
        bound[n++] = (g - t * ipt) * pad;
    bound[n] = kp;
    return n;
}

/* The parts of element (bi, i, j): the layout's, or its tile's under
 * Stream-K (bound: room for kp / pad + 2). */
static parts_view parts_at(const mmaemu_schedule *s, const mmaemu_instr *ins,
                           const mmaemu_k_layout *l, size_t ntiles, size_t tile, size_t *bound)
{
    parts_view pv = {l->bound, l->ranges * l->slices, l->slices};
    if (s->streamk) {
        pv.nparts = streamk_bounds(s, l->kp, mmaemu_schedule_pad(s, ins), ntiles, tile, bound);
        pv.bound = bound;
        pv.slices = 1;
    }
    return pv;
}

uint32_t mmaemu_schedule_eval_at(const mmaemu_schedule *s, const mmaemu_instr *ins,
                                 const uint32_t *a, const uint32_t *b, size_t K, uint32_t c,
                                 const mmaemu_elem_at *at)
{
    mmaemu_k_layout l;
    if (mmaemu_schedule_layout(s, ins, K, &l))
        abort();   /* a few pages; nothing sensible to return */
    const size_t kp = l.kp, nb = kp / mmaemu_schedule_pad(s, ins) + 2;
    uint32_t *pa = malloc((2 * kp + 1) * sizeof *pa), *pb = pa + kp;
    size_t *bound = malloc(nb * sizeof *bound);
    if (!pa || !bound)
        abort();
    for (size_t q = 0; q < kp; q++) {
        size_t k = l.order[q];
        pa[q] = k < K ? operand(s, a[k]) : 0u;
        pb[q] = k < K ? operand(s, b[k]) : 0u;
    }
    size_t ntiles = 1, tile = 0;
    if (at) {
        ntiles = tiles_of(s, at->batch, at->m, at->n);
        tile = tile_of(s, at->m, at->n, at->bi, at->i, at->j);
    }
    parts_view pv = parts_at(s, ins, &l, ntiles, tile, bound);
    uint32_t r = element(ins, s, pa, pb, &pv, c, at && at->has_bias ? &at->bias : NULL);
    free(pa);
    free(bound);
    mmaemu_k_layout_free(&l);
    return cast_out(s, ins, r);
}

uint32_t mmaemu_schedule_eval(const mmaemu_schedule *s, const mmaemu_instr *ins,
                              const uint32_t *a, const uint32_t *b, size_t K, uint32_t c)
{
    return mmaemu_schedule_eval_at(s, ins, a, b, K, c, NULL);
}

/* Everything the rows of one batch share. */
typedef struct {
    const mmaemu_gemm *g;
    const mmaemu_instr *ins;
    const mmaemu_schedule *s;
    int wa, wb, wc, wd, wbias;
    size_t K, kp, bi, ntiles;
    const mmaemu_k_layout *lay;
    const size_t *src;           /* consumed order -> K index (lay->order) */
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
    return k < x->K ? operand(x->s, load(g->b.data, x->wb, (ptrdiff_t)x->bi * g->b.sb +
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
    size_t *bound;               /* Stream-K parts: kp / pad + 2 */
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

/* The tile of column j in row i (0 without Stream-K). */
static size_t tile_at(const batch_ctx *x, size_t i, size_t j)
{
    return x->s->streamk ? tile_of(x->s, x->g->m, x->g->n, x->bi, i, j) : 0;
}

/* The fast lanes of columns [j0, j0 + W): the schedule once per distinct
 * Stream-K tile among them (once without Stream-K). */
static void fast_lanes(const batch_ctx *x, size_t i, size_t j0, size_t nl, const int *scalar,
                       const uint32_t *bias, row_bufs *rb, uint32_t *out)
{
    const size_t W = MMAEMU_FAST_LANES, pi = j0 / W, nst = x->kp / (size_t)x->plan.L;
    fast_ctx f = {x, rb->row, {rb->ea, rb->sa, rb->za},
                  {x->pe + pi * x->kp * W, x->ps + pi * x->kp * W, x->pz + pi * nst * W}, pi};
    uint32_t cin[MMAEMU_FAST_LANES] = {0}, res[MMAEMU_FAST_LANES];
    unsigned char done[MMAEMU_FAST_LANES] = {0};
    for (size_t l = 0; l < nl; l++)
        if (!scalar[l])
            cin[l] = c_at(x, i, j0 + l);   /* others: +0, a finite stand-in */
    for (size_t l0 = 0; l0 < nl; l0++) {
        if (scalar[l0] || done[l0])
            continue;
        const size_t t = tile_at(x, i, j0 + l0);
        parts_view pv = parts_at(x->s, x->ins, x->lay, x->ntiles, t, rb->bound);
        schedule_lanes(x->s, x->ins, &pv, W, cin, bias, res, fast_chain, &f);
        for (size_t l = l0; l < nl; l++)
            if (!scalar[l] && !done[l] && tile_at(x, i, j0 + l) == t) {
                out[l] = res[l];
                done[l] = 1;
            }
    }
}

static void run_row(const batch_ctx *x, size_t i, row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const size_t N = g->n, kp = x->kp, bi = x->bi;
    for (size_t q = 0; q < kp; q++) {
        size_t k = x->src[q];
        rb->row[q] = k < x->K ? operand(x->s, load(g->a.data, x->wa, at3(&g->a, bi, i, k))) : 0u;
    }
    int rowbad = 1, emax_a = 0;
    if (x->kernel)
        rowbad = mmaemu_fast_decode_row(&x->plan, x->ins->step.a_fmt, rb->row, kp, rb->ea, rb->sa,
                                        rb->za, &emax_a) != 0;
    const int amd = x->kernel && x->plan.kind != MMAEMU_FAST_TFDPA;
    const size_t W = x->kernel ? MMAEMU_FAST_LANES : 1;
    for (size_t j0 = 0; j0 < N; j0 += W) {
        const size_t nl = N - j0 < W ? N - j0 : W;
        uint32_t out[MMAEMU_FAST_LANES], bias[MMAEMU_FAST_LANES] = {0};
        int scalar[MMAEMU_FAST_LANES];
        int any_fast = 0;
        for (size_t l = 0; l < nl; l++) {
            size_t j = j0 + l;
            if (g->bias)
                bias[l] = bias_at(x, i, j);
            /* The fast kernel models finite operands; AMD products must
             * stay below 2^128 (the CDNA3 product-overflow rule). */
            scalar[l] = !x->kernel || rowbad || x->colbad[j] || !finite32(c_at(x, i, j)) ||
                        (amd && emax_a + x->pemax[j0 / W] > 126);
            any_fast |= !scalar[l];
        }
        if (any_fast)
            fast_lanes(x, i, j0, nl, scalar, g->bias ? bias : NULL, rb, out);
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
                parts_view pv = parts_at(x->s, x->ins, x->lay, x->ntiles, tile_at(x, i, j), rb->bound);
                r = element(x->ins, x->s, rb->row, col, &pv, c_at(x, i, j), g->bias ? bias + l : NULL);
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
    if (!g->a.data || !g->b.data || !g->d || (g->c && !g->c->data) ||
        (g->bias && !g->bias->data)) {
        snprintf(err, errlen, "gemm: missing operand");
        return -1;
    }
    const int wbias = g->bias ? mmaemu_format_get(g->bias_fmt)->width : 0;
    if (g->bias && g->bias_fmt != MMAEMU_FP32 && g->bias_fmt != MMAEMU_BF16 &&
        g->bias_fmt != MMAEMU_FP16) {
        snprintf(err, errlen, "gemm: a bias must be fp32, bf16 or fp16");
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
    x.wbias = wbias;
    x.K = K;
    /* The consumed order: K cut into ranges, each zero-padded to whole
     * blocks, dealt to slices (kernels/schedule_layout.c). */
    mmaemu_k_layout lay;
    if (mmaemu_schedule_layout(s, ins, K, &lay)) {
        snprintf(err, errlen, "gemm: out of memory");
        return -1;
    }
    x.lay = &lay;
    x.src = lay.order;
    x.kp = lay.kp;
    x.ntiles = tiles_of(s, nb, M, N);
    const size_t kp = x.kp, nbound = kp / mmaemu_schedule_pad(s, ins) + 2;
    if (path != MMAEMU_PATH_REF && mmaemu_fast_plan_make(ins, &x.plan) == 0)
        x.kernel = mmaemu_fast_kernel(path);
    int oom = 0;
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
        mmaemu_k_layout_free(&lay);
        free(x.pe);
        free(x.ps);
        free(x.pz);
        free(x.pemax);
        free(x.colbad);
        free(x.bp);
        snprintf(err, errlen, "gemm: out of memory");
        return -1;
    }
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
        rb.bound = malloc(nbound * sizeof *rb.bound);
        const int ok = rb.row && rb.col && rb.ea && rb.sa && rb.za && rb.bound;
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
        free(rb.bound);
    }
    mmaemu_k_layout_free(&lay);
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
