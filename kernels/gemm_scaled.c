/* SPDX-License-Identifier: MIT */
/* gemm_scaled.c -- a GEMM with block scales (mmaemu_gemm.scales) whose
 * scales do not fold into the fast path's operands (kernels/gemm_fold.c:
 * ue4m3 scales, the k64 kinds, MMAEMU_SIMD=ref): every element by the
 * reference chain, its operands and their scales gathered in the schedule's
 * consumed order, each chain run by mmaemu_dot_scaled with one scale per
 * element, so any K order, padding or split keeps every value with its
 * own block's scale.  OpenMP over rows; each element is computed by one
 * thread alone, so results do not depend on the threads. */
#include <stdio.h>
#include <stdlib.h>

#include "gemm_impl.h"

typedef struct {
    const mmaemu_gemm *g;
    const mmaemu_schedule *s;
    void *d;
    int wd, wa, wb, wc, wbias;   /* widths: output, A, B, C, bias */
    mmaemu_k_layout lay;
    size_t ntiles, np;           /* Stream-K tiles; the most parts of an element */
    uint32_t one;                /* scale 1 in the row's scale format (padding) */
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

/* Element (bi, i, j): its parts, their combine, the bias, the cast. */
static void element(const scaled_run *r, size_t bi, size_t i, size_t j, uint32_t *buf,
                    size_t *bound)
{
    const mmaemu_gemm *g = r->g;
    const size_t kp = r->lay.kp;
    uint32_t *parts = buf + 4 * kp, *v = parts + r->np;
    gather(r, bi, i, j, buf);
    uint32_t c = g->c ? load(g->c->data, r->wc, at3(g->c, bi, i, j)) : 0u;
    const size_t tile = !r->s->streamk ? 0
                        : mmaemu_sched_tile(r->s, g->whole_m ? g->whole_m : g->m,
                                            g->whole_n ? g->whole_n : g->n, bi + g->win_b,
                                            i + g->win_i, j + g->win_j);
    mmaemu_parts_view pv = mmaemu_sched_parts_at(r->s, g->instr, &r->lay, r->ntiles, tile, bound);
    mmaemu_sched_ref_ctx rc = {g->instr, buf, buf + kp, buf + 2 * kp, buf + 3 * kp};
    mmaemu_sched_run_parts(r->s, &pv, 1, &c, parts, mmaemu_sched_ref_chain, &rc);
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

/* Every element of r; 0, or 1 when out of memory. */
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
                element(r, t / g->m, t % g->m, j, buf, bound);
        free(buf);
        free(bound);
    }
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
                   char *err, size_t errlen)
{
    scaled_run r = {g, s, d, wd, w[0], w[1], w[2], w[3], {0}, 0, 0,
                    g->instr->step.scale_fmt == MMAEMU_UE8M0 ? 0x7Fu : 0x38u};
    if (mmaemu_schedule_layout(s, g->instr, g->k, &r.lay))
        return mmaemu_error(err, errlen, "gemm: out of memory");
    r.ntiles = mmaemu_sched_tiles(s, g->whole_batch ? g->whole_batch : g->batch,
                                  g->whole_m ? g->whole_m : g->m, g->whole_n ? g->whole_n : g->n);
    r.np = mmaemu_sched_max_parts(s, g->instr, &r.lay);
    const int oom = run_all(&r);
    mmaemu_k_layout_free(&r.lay);
    return oom ? mmaemu_error(err, errlen, "gemm: out of memory") : 0;
}

int mmaemu_gemm_run_scaled(const mmaemu_gemm *g, const mmaemu_schedule *const *scheds,
                           void *const *d, size_t ns, const int *w, char *err, size_t errlen)
{
    if (mmaemu_gemm_scales_check(g, err, errlen))
        return -1;
    for (size_t t = 0; t < ns; t++)
        if (run_one(g, scheds[t], d[t], scheds[t]->epilogue == MMAEMU_EPI_NONE ? w[2] : 16, w, err,
                    errlen))
            return -1;
    return 0;
}
