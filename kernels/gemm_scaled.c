/* SPDX-License-Identifier: MIT */
/* gemm_scaled.c -- a GEMM with block scales (mmaemu_gemm.scales) whose
 * scales do not fold into the fast path's operands (kernels/gemm_fold.c:
 * ue4m3 scales, the k64 kinds, MMAEMU_SIMD=ref): every element by a chain
 * over its operands and their scales gathered in the schedule's consumed
 * order, so any K order, padding or split keeps every value with its own
 * block's scale.  The k = 64 e2m1 kinds (kernels/gemm_fp4.c) take their
 * codes and scale bytes from rows and panels of columns gathered once;
 * every other row runs the reference chain (mmaemu_dot_scaled, one scale
 * per element) on operands gathered per element.  OpenMP over rows; each
 * element is computed by one thread alone, so results do not depend on
 * the threads. */
#include <stdio.h>
#include <stdlib.h>

#include "gemm_impl.h"

#define PANEL 64   /* columns of B gathered at once for the byte path */

typedef struct {
    const mmaemu_gemm *g;
    const mmaemu_schedule *s;
    void *d;
    int wd, wa, wb, wc, wbias;   /* widths: output, A, B, C, bias */
    mmaemu_k_layout lay;
    size_t ntiles, np;           /* Stream-K tiles; the most parts of an element */
    uint32_t one;                /* scale 1 in the row's scale format (padding) */
    int bytes;                   /* the byte path (kernels/gemm_fp4.c) */
    mmaemu_fp4_tables t;
    mmaemu_fp4_quads_fn quads;
} scaled_run;

/* The operands of element (bi, i, j) and their scales in the consumed
 * order: a, b, sa, sb each kp words at buf (padding: +0 with scale 1). */
static void gather(const scaled_run *r, size_t bi, size_t i, size_t j, uint32_t *buf)
{
    const mmaemu_gemm *g = r->g;
    const mmaemu_gemm_scales *sc = g->scales;
    const size_t kp = r->lay.kp, K = g->k;
    uint32_t *a = buf, *b = a + kp, *sa = b + kp, *sb = sa + kp;
    for (size_t q = 0; q < kp; q++) {
        const size_t k = r->lay.order[q];
        if (k >= K) {
            a[q] = b[q] = 0u;
            sa[q] = sb[q] = r->one;
            continue;
        }
        a[q] = load(g->a.data, r->wa, at3(&g->a, bi, i, k));
        b[q] = load(g->b.data, r->wb, at3(&g->b, bi, k, j));
        sa[q] = load(sc->a.data, 8, at3(&sc->a, bi, i, k / sc->block));
        sb[q] = load(sc->b.data, 8, at3(&sc->b, bi, k / sc->block, j));
    }
}

/* Element (bi, i, j) by chain over ctx: its parts, their combine, the
 * bias, the cast (parts: np + np + 1 words). */
static void element(const scaled_run *r, size_t bi, size_t i, size_t j, mmaemu_chain_fn chain,
                    void *ctx, uint32_t *parts, size_t *bound)
{
    const mmaemu_gemm *g = r->g;
    uint32_t *v = parts + r->np;
    uint32_t c = g->c ? load(g->c->data, r->wc, at3(g->c, bi, i, j)) : 0u;
    const size_t tile = !r->s->streamk ? 0
                        : mmaemu_sched_tile(r->s, g->whole_m ? g->whole_m : g->m,
                                            g->whole_n ? g->whole_n : g->n, bi + g->win_b,
                                            i + g->win_i, j + g->win_j);
    mmaemu_parts_view pv = mmaemu_sched_parts_at(r->s, g->instr, &r->lay, r->ntiles, tile, bound);
    mmaemu_sched_run_parts(r->s, &pv, 1, &c, parts, chain, ctx);
    const uint32_t bias = g->bias ? mmaemu_to_fp32_bits(g->bias_fmt, load(g->bias->data, r->wbias,
                                                                          at3(g->bias, bi, i, j)))
                                  : 0u;
    const mmaemu_late_partials late = {
        g->partial_epi, mmaemu_float_to_bits(g->partial_scale != 0.0f ? g->partial_scale : 1.0f)};
    /* one part (a plain chain): no combine, as kernels/gemm_row.c */
    const uint32_t x = pv.nparts != 1 ? mmaemu_sched_finish(r->s, g->instr, parts, 1, pv.nparts,
                                                            pv.slices, g->bias ? &bias : NULL,
                                                            &late, v)
                       : g->bias ? mmaemu_fp32_add(parts[0], bias) : parts[0];
    store(r->d, r->wd, (ptrdiff_t)bi * g->d_sb + (ptrdiff_t)i * g->d_si + (ptrdiff_t)j * g->d_sj,
          mmaemu_sched_cast(r->s, g->instr, x));
}

/* Element (bi, i, j) by the reference chain, its operands gathered. */
static void element_ref(const scaled_run *r, size_t bi, size_t i, size_t j, uint32_t *buf,
                        size_t *bound)
{
    const size_t kp = r->lay.kp;
    gather(r, bi, i, j, buf);
    mmaemu_sched_ref_ctx rc = {r->g->instr, buf, buf + kp, buf + 2 * kp, buf + 3 * kp};
    element(r, bi, i, j, mmaemu_sched_ref_chain, &rc, buf + 4 * kp, bound);
}

/* Every element of r by the reference chain; 0, or 1 when out of memory. */
static int run_all(const scaled_run *r)
{
    const mmaemu_gemm *g = r->g;
    const size_t rows = g->batch * g->m, kp = r->lay.kp;
    int oom = 0;
#pragma omp parallel reduction(| : oom) if ((double)rows * (double)g->n * (double)kp > 1e5)
    {
        uint32_t *buf = malloc((4 * kp + 2 * r->np + 1) * sizeof *buf);
        size_t *bound = malloc((r->np + 2) * sizeof *bound);
        oom = !buf || !bound;
#pragma omp for schedule(dynamic, 1)
        for (size_t t = 0; t < rows; t++)
            for (size_t j = 0; j < g->n && buf && bound; j++)
                element_ref(r, t / g->m, t % g->m, j, buf, bound);
        free(buf);
        free(bound);
    }
    return oom;
}

/* Row i's (or column j's) codes, scale bytes and their runs in the
 * consumed order: 3 kp bytes at o. */
static void gather_side(const scaled_run *r, const mmaemu_mat *m, const mmaemu_mat *sm, int w,
                        size_t bi, size_t i, int col, uint8_t *o)
{
    const size_t kp = r->lay.kp, K = r->g->k, block = r->g->scales->block;
    for (size_t q = 0; q < kp; q++) {
        const size_t k = r->lay.order[q];
        if (k >= K) {
            o[q] = 0;
            o[kp + q] = (uint8_t)r->one;
            continue;
        }
        o[q] = (uint8_t)(load(m->data, w, col ? at3(m, bi, k, i) : at3(m, bi, i, k)) & 0xFu);
        o[kp + q] = (uint8_t)load(sm->data, 8, col ? at3(sm, bi, k / block, i)
                                                   : at3(sm, bi, i, k / block));
    }
    mmaemu_fp4_runs(o + kp, kp, o + 2 * kp);
}

/* Rows t of the batch element bi against columns [j0, j1) of its
 * gathered panel pan (3 kp bytes a column). */
static void bytes_rows(const scaled_run *r, size_t bi, size_t t, size_t j0, size_t j1,
                       const uint8_t *pan, uint8_t *row, uint32_t *parts, size_t *bound)
{
    const mmaemu_gemm *g = r->g;
    const size_t kp = r->lay.kp;
    gather_side(r, &g->a, &g->scales->a, r->wa, bi, t, 0, row);
    for (size_t j = j0; j < j1; j++) {
        const uint8_t *col = pan + (j - j0) * 3 * kp;
        mmaemu_fp4_ctx x = {g->instr, &r->t, r->quads, row, col, row + kp, col + kp,
                            row + 2 * kp, col + 2 * kp};
        element(r, bi, t, j, mmaemu_fp4_chain, &x, parts, bound);
    }
}

/* Every element of r by the byte path; 0, or 1 when out of memory. */
static int run_bytes(const scaled_run *r)
{
    const mmaemu_gemm *g = r->g;
    const size_t kp = r->lay.kp;
    uint8_t *pan = malloc(PANEL * 3 * kp);
    int oom = !pan;
#pragma omp parallel reduction(| : oom) if ((double)g->m * (double)g->n * (double)kp > 1e5)
    {
        uint8_t *row = malloc(3 * kp);
        uint32_t *parts = malloc((2 * r->np + 1) * sizeof *parts);
        size_t *bound = malloc((r->np + 2) * sizeof *bound);
        const int ok = pan && row && parts && bound;
        oom = !ok;
        for (size_t bi = 0; bi < g->batch; bi++)
            for (size_t j0 = 0; j0 < g->n; j0 += PANEL) {
                const size_t j1 = j0 + PANEL < g->n ? j0 + PANEL : g->n;
#pragma omp for schedule(static)
                for (size_t j = j0; j < j1; j++)
                    if (pan)
                        gather_side(r, &g->b, &g->scales->b, r->wb, bi, j, 1,
                                    pan + (j - j0) * 3 * kp);
#pragma omp for schedule(dynamic, 1)
                for (size_t t = 0; t < g->m; t++)
                    if (ok)
                        bytes_rows(r, bi, t, j0, j1, pan, row, parts, bound);
            }
        free(row);
        free(parts);
        free(bound);
    }
    free(pan);
    return oom;
}

int mmaemu_gemm_scales_check(const mmaemu_gemm *g, char *err, size_t errlen)
{
    const mmaemu_gemm_scales *sc = g->scales;
    if (!mmaemu_params_scaled(&g->instr->step))
        return mmaemu_error(err, errlen, "gemm: %s takes no block scales", g->instr->name);
    if (!sc->a.data || !sc->b.data || !sc->block)
        return mmaemu_error(err, errlen, "gemm: block scales without data or block size");
    if (g->k % sc->block)
        return mmaemu_error(err, errlen, "gemm: K = %zu is not a multiple of the scale block %zu",
                            g->k, sc->block);
    return 0;
}

/* One schedule s into d (output width wd). */
static int run_one(const mmaemu_gemm *g, const mmaemu_schedule *s, void *d, int wd, const int *w,
                   mmaemu_fast_path path, char *err, size_t errlen)
{
    const int bytes = path != MMAEMU_PATH_REF && mmaemu_fp4_covers(g->instr);
    scaled_run r = {.g = g, .s = s, .d = d, .wd = wd, .wa = w[0], .wb = w[1], .wc = w[2],
                    .wbias = w[3], .bytes = bytes,
                    .one = g->instr->step.scale_fmt == MMAEMU_UE8M0 ? 0x7Fu : 0x38u};
    if (bytes)
        mmaemu_fp4_tables_init(&r.t, g->instr->step.scale_fmt);
    r.quads = path == MMAEMU_PATH_AVX512 ? mmaemu_fp4_quads_avx512 : mmaemu_fp4_quads;
    if (mmaemu_schedule_layout(s, g->instr, g->k, &r.lay))
        return mmaemu_error(err, errlen, "gemm: out of memory");
    r.ntiles = mmaemu_sched_tiles(s, g->whole_batch ? g->whole_batch : g->batch,
                                  g->whole_m ? g->whole_m : g->m, g->whole_n ? g->whole_n : g->n);
    r.np = mmaemu_sched_max_parts(s, g->instr, &r.lay);
    const int oom = r.bytes ? run_bytes(&r) : run_all(&r);
    mmaemu_k_layout_free(&r.lay);
    return oom ? mmaemu_error(err, errlen, "gemm: out of memory") : 0;
}

int mmaemu_gemm_run_scaled(const mmaemu_gemm *g, const mmaemu_schedule *const *scheds,
                           void *const *d, size_t ns, const int *w, mmaemu_fast_path path,
                           char *err, size_t errlen)
{
    if (mmaemu_gemm_scales_check(g, err, errlen))
        return -1;
    for (size_t t = 0; t < ns; t++)
        if (run_one(g, scheds[t], d[t], scheds[t]->epilogue == MMAEMU_EPI_NONE ? w[2] : 16, w,
                    path, err, errlen))
            return -1;
    return 0;
}
