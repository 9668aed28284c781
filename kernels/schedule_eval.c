/* SPDX-License-Identifier: MIT */
/* schedule_eval.c -- a schedule's arithmetic around its chains
 * (kernels/schedule_impl.h): promoted chunks, the slices' sums, the
 * combine of split-K ranges (in order, pairwise from the first or the
 * last, in place; partials
 * rounded to the output first), the bias, the epilogue cast, Stream-K's
 * cuts per tile; and one element by the reference chain
 * (mmaemu_schedule_eval). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "schedule_impl.h"

/* An fp32 value rounded to the output type and back (exact widening). */
static uint32_t through_out(const mmaemu_schedule *s, const mmaemu_instr *ins, uint32_t v)
{
    if (s->epilogue == MMAEMU_EPI_NONE)
        return v;
    return mmaemu_to_fp32_bits(mmaemu_sched_out_format(s), mmaemu_sched_cast(s, ins, v));
}

/* a x + y, rounded once (fp32 patterns; a = 1: the plain sum). */
static uint32_t scaled_add(uint32_t a, uint32_t x, uint32_t y)
{
    if (a == 0x3f800000u)
        return mmaemu_fp32_add(x, y);
    volatile float r = fmaf(mmaemu_bits_to_float(a), mmaemu_bits_to_float(x), mmaemu_bits_to_float(y));
    return mmaemu_float_to_bits(r);
}

/* a x, rounded once (a = 1: x as it is, a -0 kept). */
static uint32_t scaled(uint32_t a, uint32_t x)
{
    if (a == 0x3f800000u)
        return x;
    volatile float r = mmaemu_bits_to_float(a) * mmaemu_bits_to_float(x);
    return mmaemu_float_to_bits(r);
}

/* A split range's partial under partials=out: rounded to the output type
 * (scaled first when the output cast comes later: late). */
static uint32_t partial_out(const mmaemu_schedule *s, const mmaemu_instr *ins,
                            const mmaemu_late_partials *late, uint32_t v)
{
    if (!late || late->epi == MMAEMU_EPI_NONE)
        return through_out(s, ins, v);
    const mmaemu_format of = late->epi == MMAEMU_EPI_BF16 ? MMAEMU_BF16 : MMAEMU_FP16;
    const uint32_t o = mmaemu_convert(MMAEMU_FP32, scaled(late->scale, v), of, MMAEMU_RNE, 0);
    return mmaemu_convert(of, o, MMAEMU_FP32, MMAEMU_RNE, 0);
}

static uint32_t sum_parts(mmaemu_combine how, uint32_t *v, unsigned R);

/* Chain v[i], v[i + step], ... below n into v[i], for i < step. */
static void strided_chains(uint32_t *v, unsigned n, unsigned step)
{
    for (unsigned i = 0; i < step && i < n; i++)
        for (unsigned j = i + step; j < n; j += step)
            v[i] = mmaemu_fp32_add(v[i], v[j]);
}

/* cuBLAS's dot_kernel (128 threads a CTA, each two fp32 accumulators:
 * the slices in pairs) and reduce_1Block_kernel over the CTAs' sums, as
 * the order probes and the recorded calls show (docs/library-choice.md
 * section 1).  R is a multiple of 256; v is overwritten. */
static uint32_t sum_dot(uint32_t *v, unsigned R)
{
    const unsigned G = R / 256;
    for (unsigned b = 0; b < G; b++) {
        uint32_t *t = v + (size_t)256 * b;
        for (unsigned i = 0; i < 128; i++)   /* a thread's x + y */
            t[i] = mmaemu_fp32_add(t[2 * i], t[2 * i + 1]);
        v[b] = sum_parts(MMAEMU_COMBINE_BFLY, t, 128);   /* block b's region is read */
    }
    /* the second kernel's 128 threads: CTA sums t, t + 128, ... chained
     * (more than 128 CTAs: not measured); a butterfly's steps 64 and 32
     * (66 CTAs: (c0 + c64) + c32, measured); the 32 left in 4 chains
     * with stride 4, the 4 in order */
    strided_chains(v, G, 128);
    const unsigned S = G < 128 ? G : 128, W = S < 32 ? S : 32;
    for (unsigned h = 64; h >= 32; h /= 2)
        for (unsigned r = 0; r < h && r + h < S; r++)
            v[r] = mmaemu_fp32_add(v[r], v[r + h]);
    strided_chains(v, W, 4);
    return sum_parts(MMAEMU_COMBINE_SEQ, v, W < 4 ? W : 4);
}

/* v[0, R) summed as `how` says (seq, tree, tree_last, bfly or dot;
 * anything else in order).  v is overwritten. */
static uint32_t sum_parts(mmaemu_combine how, uint32_t *v, unsigned R)
{
    if (how == MMAEMU_COMBINE_DOT && R % 256 == 0)
        return sum_dot(v, R);
    if (how == MMAEMU_COMBINE_TREE) {
        for (unsigned w = 1; w < R; w *= 2)
            for (unsigned r = 0; r + w < R; r += 2 * w)
                v[r] = mmaemu_fp32_add(v[r], v[r + w]);
        return v[0];
    }
    if (how == MMAEMU_COMBINE_TREE_LAST) {
        for (unsigned w = 1; w < R; w *= 2)
            for (unsigned r = 0; r + w < R; r += 2 * w)
                v[R - 1 - r] = mmaemu_fp32_add(v[R - 1 - r], v[R - 1 - r - w]);
        return v[R - 1];
    }
    if (how == MMAEMU_COMBINE_BFLY) {
        unsigned n = 1;
        while (n < R)
            n *= 2;
        /* a warp's shuffle reduction: part i takes part i + h, h halving
         * (parts past R are the lanes that held nothing: no add) */
        for (unsigned h = n / 2; h >= 1; h /= 2)
            for (unsigned r = 0; r < h && r + h < R; r++)
                v[r] = mmaemu_fp32_add(v[r], v[r + h]);
        return v[0];
    }
    uint32_t acc = v[0];
    for (unsigned r = 1; r < R; r++)
        acc = mmaemu_fp32_add(acc, v[r]);
    return acc;
}

/* One lane's ranges v[0, R) into its value before the epilogue cast:
 * partials=out, the combine, the bias (with partials=out, cuBLAS's
 * OUTPUT_TYPE reduction casts the sum before the bias joins it).  v is
 * overwritten. */
static uint32_t combine_ranges(const mmaemu_schedule *s, const mmaemu_instr *ins, uint32_t *v,
                               unsigned R, const uint32_t *bias, const mmaemu_late_partials *late)
{
    if (s->combine == MMAEMU_COMBINE_INPLACE) {
        /* CUTLASS's serial split-K: D = out(alpha acc_0 + bias), then
         * D = out(alpha acc_r + D), each one fused multiply-add */
        const uint32_t a = late ? late->scale : 0x3f800000u;
        uint32_t d = through_out(s, ins, bias ? scaled_add(a, v[0], *bias) : scaled(a, v[0]));
        for (unsigned r = 1; r < R; r++)
            d = through_out(s, ins, scaled_add(a, v[r], d));
        return d;
    }
    const int out = s->partials == MMAEMU_PARTIALS_OUT && R > 1;
    if (out)
        for (unsigned r = 0; r < R; r++)
            v[r] = partial_out(s, ins, late, v[r]);
    uint32_t acc = sum_parts(s->combine, v, R);
    if (!bias)
        return acc;
    return mmaemu_fp32_add(out ? through_out(s, ins, acc) : acc, *bias);
}

void mmaemu_sched_run_parts(const mmaemu_schedule *s, const mmaemu_parts_view *pv, size_t nl,
                            const uint32_t *c, uint32_t *parts, mmaemu_chain_fn chain, void *ctx)
{
    uint32_t tmp[64];
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
            memset(tmp, 0, sizeof tmp);   /* nl <= 64 lanes */
            chain(ctx, k0, k0 + len, tmp, nl);
            for (size_t l = 0; l < nl; l++)
                acc[l] = mmaemu_fp32_add(acc[l], tmp[l]);
        }
    }
}

uint32_t mmaemu_sched_finish(const mmaemu_schedule *s, const mmaemu_instr *ins,
                             const uint32_t *parts, size_t stride, unsigned nparts,
                             unsigned slices, const uint32_t *bias,
                             const mmaemu_late_partials *late, uint32_t *v)
{
    const unsigned P = slices ? slices : 1, R = nparts / P;
    if (R == 1 && P == 1)
        return bias ? mmaemu_fp32_add(parts[0], *bias) : parts[0];
    /* more than 256 slices only in one range (mmaemu_schedule_check): v,
     * of nparts words, is free to sum them in */
    uint32_t buf[256], *sl = P <= 256 ? buf : v;
    for (unsigned r = 0; r < R; r++) {
        for (unsigned q = 0; q < P; q++)
            sl[q] = parts[((size_t)r * P + q) * stride];
        v[r] = sum_parts(s->slice_combine, sl, P);
    }
    return combine_ranges(s, ins, v, R, bias, late);
}

size_t mmaemu_sched_tiles(const mmaemu_schedule *s, size_t batch, size_t M, size_t N)
{
    const size_t tm = s->tile_m ? s->tile_m : M, tn = s->tile_n ? s->tile_n : N;
    return batch * ((M + tm - 1) / tm) * ((N + tn - 1) / tn);
}

size_t mmaemu_sched_tile(const mmaemu_schedule *s, size_t M, size_t N, size_t bi, size_t i,
                         size_t j)
{
    const size_t tm = s->tile_m ? s->tile_m : M, tn = s->tile_n ? s->tile_n : N;
    const size_t tiles_m = (M + tm - 1) / tm, tiles_n = (N + tn - 1) / tn;
    const size_t r = i / tm, c = j / tn, P = s->tile_panel;
    if (!P || P >= tiles_m)   /* one panel: down the rows first */
        return (bi * tiles_n + c) * tiles_m + r;
    /* panels of P tile rows in turn (the last may be lower), each walked
     * column by column down its rows, odd panels from the last column */
    const size_t p0 = r / P * P, h = tiles_m - p0 < P ? tiles_m - p0 : P;
    const size_t col = r / P % 2 ? tiles_n - 1 - c : c;
    return bi * tiles_m * tiles_n + p0 * tiles_n + col * h + (r - p0);
}

/* Stream-K with streamk_split S: the bounds of a cut tile's S ranges, the
 * ipt blocks dealt as evenly as possible, the longer ranges last (as
 * cuBLAS's segment_k kernels cut the tiles they split). */
static unsigned split_bounds(unsigned S, size_t ipt, size_t pad, size_t kp, size_t *bound)
{
    const size_t n = S < ipt ? S : ipt, q = ipt / n, short_ = n - ipt % n;
    for (size_t r = 1; r < n; r++)
        bound[r] = (r * q + (r > short_ ? r - short_ : 0)) * pad;
    bound[n] = kp;
    return (unsigned)n;
}

/* Stream-K: the parts of tile t.  The first streamk_dp tiles run whole;
 * the blocks of the others, in tile order, are cut into U runs of
 * ceil(total / U); a tile's K loop is cut where a run ends inside it.
 * With streamk_split, each of the others is cut into that many ranges. */
static unsigned streamk_bounds(const mmaemu_schedule *s, size_t kp, size_t pad, size_t ntiles,
                               size_t t, size_t *bound)
{
    const size_t dp = s->streamk_dp < ntiles ? s->streamk_dp : ntiles;
    const size_t ipt = kp / pad, total = (ntiles - dp) * ipt, U = s->streamk;
    const size_t share = (total + U - 1) / U;
    unsigned n = 0;
    bound[n++] = 0;
    if (t < dp) {   /* a data-parallel tile: one part */
        bound[n] = kp;
        return n;
    }
    if (s->streamk_split)
        return split_bounds(s->streamk_split, ipt, pad, kp, bound);
    t -= dp;
    for (size_t g = (t * ipt / share + 1) * share; g < (t + 1) * ipt; g += share)
        bound[n++] = (g - t * ipt) * pad;
    bound[n] = kp;
    return n;
}

mmaemu_parts_view mmaemu_sched_parts_at(const mmaemu_schedule *s, const mmaemu_instr *ins,
                                        const mmaemu_k_layout *l, size_t ntiles, size_t tile,
                                        size_t *bound)
{
    mmaemu_parts_view pv = {l->bound, l->ranges * l->slices, l->slices};
    if (s->streamk) {
        pv.nparts = streamk_bounds(s, l->kp, mmaemu_schedule_pad(s, ins), ntiles, tile, bound);
        pv.bound = bound;
        pv.slices = 1;
    }
    return pv;
}

size_t mmaemu_sched_max_parts(const mmaemu_schedule *s, const mmaemu_instr *ins,
                              const mmaemu_k_layout *l)
{
    if (s->streamk)
        return l->kp / mmaemu_schedule_pad(s, ins) + 1;
    return (size_t)l->ranges * l->slices;
}

void mmaemu_sched_ref_chain(void *ctx, size_t lo, size_t hi, uint32_t *c, size_t nl)
{
    const mmaemu_sched_ref_ctx *r = ctx;
    (void)nl;
    if (r->sa) {
        const mmaemu_dot_scales sc = {r->sa + lo, r->sb + lo, 1};
        c[0] = mmaemu_dot_scaled(r->ins, r->a + lo, r->b + lo, hi - lo, c[0], &sc);
        return;
    }
    c[0] = mmaemu_dot(r->ins, r->a + lo, r->b + lo, hi - lo, c[0]);
}

uint32_t mmaemu_schedule_eval_at(const mmaemu_schedule *s, const mmaemu_instr *ins,
                                 const uint32_t *a, const uint32_t *b, size_t K, uint32_t c,
                                 const mmaemu_elem_at *at)
{
    mmaemu_k_layout l;
    if (mmaemu_schedule_layout(s, ins, K, &l))
        abort();   /* a few pages; nothing sensible to return */
    const size_t kp = l.kp, np = mmaemu_sched_max_parts(s, ins, &l);
    uint32_t *pa = malloc((2 * kp + 2 * np) * sizeof *pa), *pb = pa + kp, *parts = pb + kp;
    size_t *bound = malloc((np + 1) * sizeof *bound);
    if (!pa || !bound)
        abort();
    for (size_t q = 0; q < kp; q++) {
        size_t k = l.order[q];
        pa[q] = k < K ? mmaemu_sched_operand(s, a[k]) : 0u;
        pb[q] = k < K ? mmaemu_sched_operand(s, b[k]) : 0u;
    }
    size_t ntiles = 1, tile = 0;
    if (at) {
        ntiles = mmaemu_sched_tiles(s, at->batch, at->m, at->n);
        tile = mmaemu_sched_tile(s, at->m, at->n, at->bi, at->i, at->j);
    }
    mmaemu_parts_view pv = mmaemu_sched_parts_at(s, ins, &l, ntiles, tile, bound);
    mmaemu_sched_ref_ctx r = {ins, pa, pb, NULL, NULL};
    mmaemu_sched_run_parts(s, &pv, 1, &c, parts, mmaemu_sched_ref_chain, &r);
    uint32_t v = mmaemu_sched_finish(s, ins, parts, 1, pv.nparts, pv.slices,
                                     at && at->has_bias ? &at->bias : NULL, NULL, parts + np);
    free(pa);
    free(bound);
    mmaemu_k_layout_free(&l);
    return mmaemu_sched_cast(s, ins, v);
}

uint32_t mmaemu_schedule_eval(const mmaemu_schedule *s, const mmaemu_instr *ins,
                              const uint32_t *a, const uint32_t *b, size_t K, uint32_t c)
{
    return mmaemu_schedule_eval_at(s, ins, a, b, K, c, NULL);
}
