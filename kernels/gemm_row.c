/* SPDX-License-Identifier: MIT */
/* gemm_row.c -- one output row of a batch (kernels/gemm_impl.h): the
 * lanes of each kernel call, the exact fast path over whole or gathered
 * panels, the certified path's decision per element (kernels/certify.h),
 * Stream-K tiles, the combine and the epilogue through schedule_eval.c. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gemm_impl.h"
#include "mmaemu/format.h"


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

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#include <immintrin.h>
/* gather_panel for 16-bit operands in the plain order taken as they are
 * (convert=trunc), nl lanes from b (column j0 of this batch), K rows, K >= 2.
 * Rows contiguous (sj == 1): one widening load per position.  Columns
 * contiguous (si == 1, sj < 2^27): one 32-bit gather per two positions,
 * the low halves position q, the high halves q + 1; an odd K's last
 * position is the high half of the word before it (no read past the
 * column).  Positions K .. kp - 1 are zeros. */
__attribute__((target("avx512f,avx512bw,avx512vl"))) static void
gather_panel16(const uint16_t *b, ptrdiff_t si, ptrdiff_t sj, size_t nl, size_t K, size_t kp,
               uint32_t *raw)
{
    const size_t W = MMAEMU_FAST_LANES;
    const __mmask16 m = (__mmask16)((1u << nl) - 1u);
    if (sj == 1) {
        for (size_t q = 0; q < K; q++)
            _mm512_storeu_si512(raw + q * W,
                                _mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16(m, b + (ptrdiff_t)q * si)));
    } else {
        const __m512i ix = _mm512_mullo_epi32(_mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6,
                                                               5, 4, 3, 2, 1, 0),
                                              _mm512_set1_epi32((int)sj));
        const __m512i lo16 = _mm512_set1_epi32(0xFFFF);
        size_t q = 0;
        for (; q + 1 < K; q += 2) {
            const __m512i v = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), m, ix, b + q, 2);
            _mm512_storeu_si512(raw + q * W, _mm512_and_si512(v, lo16));
            _mm512_storeu_si512(raw + (q + 1) * W, _mm512_srli_epi32(v, 16));
        }
        if (q < K) {
            const __m512i v = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), m, ix, b + q - 1, 2);
            _mm512_storeu_si512(raw + q * W, _mm512_srli_epi32(v, 16));
        }
    }
    for (size_t q = K; q < kp; q++)
        _mm512_storeu_si512(raw + q * W, _mm512_setzero_si512());
}
#endif

void mmaemu_gemm_gather_panel(const batch_ctx *x, size_t pi, uint32_t *raw)
{
    const mmaemu_gemm *g = x->g;
    const size_t W = MMAEMU_FAST_LANES, N = g->n, kp = x->kp, j0 = pi * W;
    const size_t nl = j0 >= N ? 0 : N - j0 < W ? N - j0 : W;
    const ptrdiff_t base = (ptrdiff_t)x->bi * g->b.sb + (ptrdiff_t)j0 * g->b.sj;
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
    if (x->wide && x->wb == 16 && x->s->convert == MMAEMU_CONVERT_TRUNC && x->src_id &&
        x->K >= 2 && nl && (g->b.sj == 1 || (g->b.si == 1 && g->b.sj > 0 && g->b.sj < (1 << 27)))) {
        gather_panel16((const uint16_t *)g->b.data + base, g->b.si, g->b.sj, nl, x->K, kp, raw);
        return;
    }
#endif
    /* the panel's columns inner where B's rows are contiguous */
    const int cols_inner = (g->b.sj > 0 ? g->b.sj : -g->b.sj) <= (g->b.si > 0 ? g->b.si : -g->b.si);
    if (nl < W)
        memset(raw, 0, kp * W * sizeof *raw);
    for (size_t q = 0; q < kp && cols_inner; q++) {
        const size_t k = x->src[q];
        for (size_t l = 0; l < nl; l++)
            raw[q * W + l] = k < x->K ? mmaemu_sched_operand(
                                            x->s, load(g->b.data, x->wb,
                                                       base + (ptrdiff_t)k * g->b.si +
                                                           (ptrdiff_t)l * g->b.sj))
                                      : 0u;
    }
    for (size_t l = 0; l < nl && !cols_inner; l++)
        for (size_t q = 0; q < kp; q++) {
            const size_t k = x->src[q];
            raw[q * W + l] = k < x->K ? mmaemu_sched_operand(
                                            x->s, load(g->b.data, x->wb,
                                                       base + (ptrdiff_t)k * g->b.si +
                                                           (ptrdiff_t)l * g->b.sj))
                                      : 0u;
        }
}

/* pack_panel on the AVX-512 path: the panel's sixteen columns side by
 * side at once; a column with a NaN or Inf becomes a zero column, as the
 * column-by-column decode makes it.  flags: set colbad and pemax too (else
 * mmaemu_gemm_panel_flags has). */
static void pack_panel_side(const batch_ctx *x, size_t pi, const uint32_t *raw, int flags)
{
    const size_t W = MMAEMU_FAST_LANES, N = x->g->n, kp = x->kp, nst = kp / (size_t)x->plan.L;
    int32_t *e = x->pe + pi * kp * W, *sg = x->ps + pi * kp * W, *z = x->pz + pi * nst * W;
    int32_t emax[MMAEMU_FAST_LANES];
    const unsigned bad = mmaemu_fast_decode_side_avx512(
        &x->plan, mmaemu_format_get(x->ins->step.b_fmt), raw, kp, x->plan.lsb, e, sg, z, emax);
    int pmax = MMAEMU_FAST_ZERO_EXP;
    for (size_t l = 0; l < W; l++) {
        const size_t j = pi * W + l;
        if (bad >> l & 1) {   /* the reference way; zeros keep the lane tame */
            for (size_t q = 0; q < kp; q++) {
                e[q * W + l] = MMAEMU_FAST_ZERO_EXP;
                sg[q * W + l] = 0;
            }
            for (size_t t = 0; t < nst; t++)
                z[t * W + l] = x->plan.e_zero;
            emax[l] = MMAEMU_FAST_ZERO_EXP;
        }
        if (j < N && flags)
            x->colbad[j] = (unsigned char)(bad >> l & 1);
        pmax = emax[l] > pmax ? emax[l] : pmax;
    }
    if (flags)
        x->pemax[pi] = pmax;
}

/* colbad of panel pi as one mask (colbadm: mmaemu_gemm_lanes_row reads the
 * panel's columns' flags at once). */
static void panel_badmask(const batch_ctx *x, size_t pi)
{
    const size_t W = MMAEMU_FAST_LANES, N = x->g->n;
    unsigned bad = 0;
    for (size_t l = 0; l < W && pi * W + l < N; l++)
        bad |= (unsigned)(x->colbad[pi * W + l] != 0) << l;
    x->colbadm[pi] = (uint16_t)bad;
}

/* Panel pi's exponents in pairs, where the plan takes them. */
static void panel_pairs(const batch_ctx *x, size_t pi)
{
    const size_t W = MMAEMU_FAST_LANES, kp = x->kp;
    if (x->pe2)
        x->prg[pi] = mmaemu_fast_pair_exps(x->pe + pi * kp * W, kp, W, x->pe2 + pi * (kp / 2) * W);
}

void mmaemu_gemm_panel_flags(const batch_ctx *x, size_t pi, const uint32_t *amax)
{
    const size_t W = MMAEMU_FAST_LANES, N = x->g->n;
    const mmaemu_format_info *fi = mmaemu_format_get(x->ins->step.b_fmt);
    const uint32_t top = (1u << fi->exp_bits) - 1u;
    int pmax = MMAEMU_FAST_ZERO_EXP;
    for (size_t l = 0; l < W; l++) {
        const uint32_t field = amax[l] >> fi->frac_bits;
        const int b = field == top;   /* a NaN or Inf: a zero column once decoded */
        /* the decode's exponents: a normal's, emin for a subnormal, a zero's */
        const int e = b || !amax[l] ? MMAEMU_FAST_ZERO_EXP
                      : field       ? (int)field - fi->bias
                                    : fi->emin;
        if (pi * W + l < N)
            x->colbad[pi * W + l] = (unsigned char)b;
        pmax = e > pmax ? e : pmax;
    }
    panel_badmask(x, pi);
    x->pemax[pi] = pmax;
}

/* Decode panel pi where mmaemu_gemm_pack_cert left it out (x->lazyb). */
static void decode_panel(const batch_ctx *x, size_t pi, uint32_t *raw)
{
    mmaemu_gemm_gather_panel(x, pi, raw);
    pack_panel_side(x, pi, raw, 0);
    panel_pairs(x, pi);
}

/* Decode panel p unless it is decoded or another thread has it. */
static void panel_claim(const batch_ctx *x, size_t p, uint32_t *raw)
{
    int idle = 0;
    if (__atomic_load_n(&x->pstate[p], __ATOMIC_ACQUIRE) ||
        !__atomic_compare_exchange_n(&x->pstate[p], &idle, 1, 0, __ATOMIC_ACQ_REL,
                                     __ATOMIC_ACQUIRE))
        return;
    decode_panel(x, p, raw);
    __atomic_store_n(&x->pstate[p], 2, __ATOMIC_RELEASE);
}

static void panel_wait(const batch_ctx *x, size_t p)
{
    while (__atomic_load_n(&x->pstate[p], __ATOMIC_ACQUIRE) != 2) {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    }
}

void mmaemu_gemm_panel_ready(const batch_ctx *x, size_t p, uint32_t *raw)
{
    panel_claim(x, p, raw);
    panel_wait(x, p);
}

void mmaemu_gemm_panels_ready(const batch_ctx *x, const uint16_t *need, uint32_t *raw)
{
    for (size_t p = 0; p < x->npanel; p++)   /* first those nobody has taken */
        if (!need || need[p])
            panel_claim(x, p, raw);
    for (size_t p = 0; p < x->npanel; p++)
        if (!need || need[p])
            panel_wait(x, p);
}

static void pack_panel_one(batch_ctx *x, size_t pi, const uint32_t *raw, uint32_t *col);

/* Pack column panel pi (fast path) from its operands raw (col: scratch),
 * its exponents also in pairs where the plan takes them. */
void mmaemu_gemm_pack_panel(batch_ctx *x, size_t pi, const uint32_t *raw, uint32_t *col)
{
    pack_panel_one(x, pi, raw, col);
    panel_badmask(x, pi);
    panel_pairs(x, pi);
}

static void pack_panel_one(batch_ctx *x, size_t pi, const uint32_t *raw, uint32_t *col)
{
    const size_t W = MMAEMU_FAST_LANES, N = x->g->n, nst = x->kp / (size_t)x->plan.L;
    int32_t *e = x->pe + pi * x->kp * W, *sg = x->ps + pi * x->kp * W, *z = x->pz + pi * nst * W;
    int pmax = MMAEMU_FAST_ZERO_EXP;
    if (x->wide && x->plan.vdecode) {
        pack_panel_side(x, pi, raw, 1);
        return;
    }
    for (size_t l = 0; l < W; l++) {
        size_t j = pi * W + l;
        int emax = MMAEMU_FAST_ZERO_EXP;
        for (size_t q = 0; q < x->kp; q++)
            col[q] = raw[q * W + l];
        int bad = mmaemu_fast_decode_col(&x->plan, x->ins->step.b_fmt, col, x->kp, (int)l, e, sg,
                                         z, &emax);
        if (!bad && x->g->scales && j < N) {   /* block scales: col holds them now */
            mmaemu_gemm_col_scales(x, j, col);
            bad = mmaemu_gemm_fold(x, col, e + l, sg + l, W, &emax);
        }
        if (bad) {
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

/* The scalar step st for the lanes redo[] marks (fast_chain's protocol). */
static void redo_lanes(const fast_ctx *f, size_t st, uint32_t *c, const uint32_t *redo)
{
    const batch_ctx *x = f->x;
    const size_t L = (size_t)x->plan.L;
    for (size_t l = 0; l < MMAEMU_FAST_LANES; l++) {
        if (!redo[l])
            continue;
        uint32_t bb[64], aa[64];   /* L <= 64 (MMAEMU_MAX_L) */
        size_t j = f->cols[l];
        for (size_t t = 0; t < L; t++)
            bb[t] = j < x->g->n ? b_at(x, st * L + t, j) : 0u;
        const uint32_t *ar = f->lrows ? f->arow + f->lrows[l] * x->kp : f->arow;
        if (f->aside) {   /* the rows side by side */
            for (size_t t = 0; t < L; t++)
                aa[t] = f->aside[(st * L + t) * MMAEMU_FAST_LANES + (size_t)f->lrows[l]];
            ar = aa;
        } else {
            ar += st * L;
        }
        /* block scales need not come: a redone step's products are all
         * zero, and a finite scale leaves a zero as it is (a NaN one sends
         * its row or column the reference way) */
        c[l] = mmaemu_step(&x->ins->step, ar, bb, (int)L, c[l]);
    }
}

/* mmaemu_gemm_fast_chain, inlined where it runs once per set and chunk
 * (a short K is a few steps per call). */
static inline __attribute__((always_inline)) void fast_chain(const fast_ctx *f, size_t lo,
                                                             size_t hi, uint32_t *c)
{
    const batch_ctx *x = f->x;
    const size_t L = (size_t)x->plan.L, s1 = hi / L;
    const mmaemu_fast_chain_fn kern = f->lrows ? x->lanes : x->kernel;
    size_t st = lo / L;
    while (st < s1) {
        uint32_t redo[MMAEMU_FAST_LANES];
        st = kern(&x->plan, &f->ra, &f->pb, st, s1, c, redo);
        if (st == s1)
            break;
        redo_lanes(f, st, c, redo);
        st++;
    }
}

/* Two row chains over [lo, hi) side by side through the pair kernel
 * (x->pair), c0 and c1 their lanes' accumulators; one after the other
 * where there is none. */
static void fast_chain2(const fast_ctx *f0, const fast_ctx *f1, size_t lo, size_t hi,
                        uint32_t *c0, uint32_t *c1)
{
    const batch_ctx *x = f0->x;
    if (!x->pair) {
        fast_chain(f0, lo, hi, c0);
        fast_chain(f1, lo, hi, c1);
        return;
    }
    const size_t L = (size_t)x->plan.L, s1 = hi / L;
    uint32_t r0[MMAEMU_FAST_LANES], r1[MMAEMU_FAST_LANES];
    const mmaemu_fast_job j[2] = {{&f0->ra, &f0->pb, c0, r0}, {&f1->ra, &f1->pb, c1, r1}};
    for (size_t st = lo / L; st < s1; st++) {
        st = x->pair(&x->plan, j, st, s1);
        if (st == s1)
            break;
        redo_lanes(f0, st, c0, r0);
        redo_lanes(f1, st, c1, r1);
    }
}

void mmaemu_gemm_fast_chain(void *ctx, size_t lo, size_t hi, uint32_t *c, size_t nl)
{
    (void)nl;   /* the schedule's callback: the kernel runs all LANES lanes */
    fast_chain(ctx, lo, hi, c);
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
        fast_ctx f = {x,    rb->row, {rb->ea, rb->sa, rb->za, NULL, NULL, NULL, {0, 0, 0}},
                      {ls->pe, ls->ps, ls->pz, NULL, NULL, NULL, {0, 0, 0}},
                      cols, NULL,    NULL};
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
            mmaemu_sched_run_parts(r->s, &pv, W, c, dst, mmaemu_gemm_fast_chain, &f);
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
        mmaemu_sched_ref_ctx rc = {x->ins, rb->row, col, NULL, NULL};
        if (x->g->scales) {   /* each value with its block's scale */
            mmaemu_gemm_col_scales(x, j, rb->csc);
            rc.sa = rb->rsc;
            rc.sb = rb->csc;
        }
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
    /* The fast kernel models finite operands; TR-FDPA products must stay
     * below 2^128 (the CDNA3 product-overflow rule). */
    const int cap = x->kernel && x->plan.cap128;
    const int all = !x->kernel || rowbad || (cap && emax_a + ls->pemax > 126);
    if (!x->g->c && x->kernel) {   /* no C: one pass without branches */
        for (size_t l = 0; l < ls->nl; l++) {
            cin[l] = 0u;
            scalar[l] = all | (x->colbad[ls->cols[l]] != 0);
        }
        return;
    }
    for (size_t l = 0; l < ls->nl; l++) {
        const size_t j = ls->cols[l];
        cin[l] = c_at(x, i, j);
        scalar[l] = all || x->colbad[j] || !mmaemu_gemm_acc_finite(x, cin[l]);
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
    const mmaemu_late_partials late = {
        g->partial_epi, mmaemu_float_to_bits(g->partial_scale != 0.0f ? g->partial_scale : 1.0f)};
    for (size_t t = 0; t < x->nruns; t++) {
        const sched_run *r = &x->runs[t];
        if (r->lead)
            lane_parts(x, r, i, ls, scalar, cin, rb);
        for (size_t l = 0; l < nl; l++) {
            const uint32_t *pl = rb->parts + l;
            /* one part (a plain chain): no combine to run */
            uint32_t v = rb->np[l] != 1 ? mmaemu_sched_finish(r->s, x->ins, pl, LW, rb->np[l], rb->sl[l],
                                                              g->bias ? bias + l : NULL, &late, rb->v)
                       : g->bias ? mmaemu_fp32_add(pl[0], bias[l]) : pl[0];
            store(r->d, r->wd, (ptrdiff_t)bi * g->d_sb + (ptrdiff_t)i * g->d_si +
                                   (ptrdiff_t)ls->cols[l] * g->d_sj,
                  mmaemu_sched_cast(r->s, x->ins, v));
        }
    }
}

/* Copy lanes [0, nl) of a gathered panel of rows x LANES words: lane l from
 * lane cols[l] % LANES of panel cols[l] / LANES (panels pstr words apart);
 * the other lanes keep what they held. */
static void gather_words(int32_t *restrict dst, const int32_t *src, size_t rows, size_t pstr,
                         const size_t *cols, size_t nl)
{
    const size_t W = MMAEMU_FAST_LANES;
    for (size_t q = 0; q < rows; q++)
        for (size_t l = 0; l < nl; l++)
            dst[q * W + l] = src[cols[l] / W * pstr + q * W + cols[l] % W];
}

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#include <immintrin.h>
/* The same with AVX-512 for lanes from NG <= 4 source panels: one masked
 * permute per source panel and row, one full store per row. */
__attribute__((target("avx512f"), always_inline)) static inline void
gather_ng(int32_t *restrict dst, const int32_t *src, size_t rows, const size_t *off,
          const __mmask16 *msk, const __m512i *ix, const int NG)
{
    const size_t W = MMAEMU_FAST_LANES;
    const __mmask16 m0 = msk[0], m1 = NG > 1 ? msk[1] : 0, m2 = NG > 2 ? msk[2] : 0;
    const __mmask16 m3 = NG > 3 ? msk[3] : 0;
    const __m512i i0 = ix[0], i1 = NG > 1 ? ix[1] : i0, i2 = NG > 2 ? ix[2] : i0;
    const __m512i i3 = NG > 3 ? ix[3] : i0;
    const int32_t *s0 = src + off[0], *s1 = src + off[NG > 1], *s2 = src + off[NG > 2 ? 2 : 0];
    const int32_t *s3 = src + off[NG > 3 ? 3 : 0];
    const __mmask16 all = m0 | m1 | m2 | m3;
    for (size_t q = 0; q < rows; q++) {
        /* every lane written: no need to read what dst held */
        __m512i o = all == 0xFFFF ? _mm512_maskz_permutexvar_epi32(m0, i0, _mm512_loadu_si512(s0 + q * W))
                                  : _mm512_mask_permutexvar_epi32(_mm512_loadu_si512(dst + q * W), m0,
                                                                  i0, _mm512_loadu_si512(s0 + q * W));
        __m512i o1 = NG > 1 ? _mm512_maskz_permutexvar_epi32(m1, i1, _mm512_loadu_si512(s1 + q * W))
                            : o;
        if (NG > 2)
            o = _mm512_mask_permutexvar_epi32(o, m2, i2, _mm512_loadu_si512(s2 + q * W));
        if (NG > 3)
            o1 = _mm512_mask_permutexvar_epi32(o1, m3, i3, _mm512_loadu_si512(s3 + q * W));
        if (NG > 1)
            o = _mm512_mask_mov_epi32(o, m1 | m3, o1);
        _mm512_storeu_si512(dst + q * W, o);
    }
}

/* Lanes from any number of source panels: one hardware gather per row
 * (indices in int32: else the scalar copy). */
__attribute__((target("avx512f"))) static void
gather_any512(int32_t *restrict dst, const int32_t *src, size_t rows, size_t pstr,
              const size_t *cols, size_t nl)
{
    const size_t W = MMAEMU_FAST_LANES;
    int32_t idx[MMAEMU_FAST_LANES];
    for (size_t l = 0; l < W; l++) {
        const size_t c = cols[l < nl ? l : 0], off = c / W * pstr + c % W;
        if (off + rows * W > INT32_MAX) {
            gather_words(dst, src, rows, pstr, cols, nl);
            return;
        }
        idx[l] = (int32_t)off;
    }
    const __m512i ix = _mm512_loadu_si512(idx);
    const __mmask16 m = nl >= W ? 0xFFFF : (__mmask16)((1u << nl) - 1);
    for (size_t q = 0; q < rows; q++) {
        const __m512i v = _mm512_mask_i32gather_epi32(_mm512_loadu_si512(dst + q * W), m, ix,
                                                      src + q * W, 4);
        _mm512_storeu_si512(dst + q * W, v);
    }
}

__attribute__((target("avx512f"))) static void
gather_words512(int32_t *restrict dst, const int32_t *src, size_t rows, size_t pstr,
                const size_t *cols, size_t nl)
{
    const size_t W = MMAEMU_FAST_LANES;
    size_t off[4], ng = 0;
    __mmask16 msk[4];
    int32_t idx[4][MMAEMU_FAST_LANES];
    for (size_t l = 0; l < nl; l++) {
        size_t g = 0;
        while (g < ng && off[g] != cols[l] / W * pstr)
            g++;
        if (g == 4) {   /* more than four source panels: vpgatherdd */
            gather_any512(dst, src, rows, pstr, cols, nl);
            return;
        }
        if (g == ng) {
            off[ng] = cols[l] / W * pstr;
            msk[ng++] = 0;
        }
        msk[g] |= (__mmask16)(1u << l);
        idx[g][l] = (int32_t)(cols[l] % W);
    }
    __m512i ix[4];
    for (size_t g = 0; g < ng; g++)
        ix[g] = _mm512_maskz_loadu_epi32(msk[g], idx[g]);
    switch (ng) {
    case 1: gather_ng(dst, src, rows, off, msk, ix, 1); break;
    case 2: gather_ng(dst, src, rows, off, msk, ix, 2); break;
    case 3: gather_ng(dst, src, rows, off, msk, ix, 3); break;
    default: gather_ng(dst, src, rows, off, msk, ix, 4); break;
    }
}
#endif

/* Lanes [0, nl) of the gathered panel from the columns cols[]; the
 * other lanes keep what they held (decoded columns of this group, or the
 * zero columns it started with): computed, never stored. */
static void gather_panel(const batch_ctx *x, row_bufs *rb, const size_t *cols, size_t nl,
                         size_t q0, size_t q1)
{
    const size_t W = MMAEMU_FAST_LANES, kp = x->kp, L = (size_t)x->plan.L, nst = kp / L;
    void (*copy)(int32_t *restrict, const int32_t *, size_t, size_t, const size_t *, size_t) =
        gather_words;
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
    if (x->wide)
        copy = gather_words512;
#endif
    /* positions [q0, q1), steps [q0 / L, q1 / L) */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
    if (x->wide)   /* the idle lanes too (they repeat cols[0]): full stores */
        nl = MMAEMU_FAST_LANES;
#endif
    copy(rb->ge + q0 * W, x->pe + q0 * W, q1 - q0, kp * W, cols, nl);
    copy(rb->gs + q0 * W, x->ps + q0 * W, q1 - q0, kp * W, cols, nl);
    copy(rb->gz + q0 / L * W, x->pz + q0 / L * W, q1 / L - q0 / L, nst * W, cols, nl);
}

/* The lanes of panel pi, whole: its columns (past N: as the panel has
 * them) and, with the kernel, its decoded data. */
static void panel_lanes(const batch_ctx *x, size_t pi, lane_set *ls)
{
    const size_t W = MMAEMU_FAST_LANES, N = x->g->n, kp = x->kp, j0 = pi * W;
    for (size_t l = 0; l < W; l++)
        ls->cols[l] = j0 + l;
    ls->nl = N - j0 < W ? N - j0 : W;
    if (x->kernel) {
        const size_t nst = kp / (size_t)x->plan.L;
        ls->pe = x->pe + pi * kp * W;
        ls->ps = x->ps + pi * kp * W;
        ls->pz = x->pz + pi * nst * W;
        ls->pe2 = x->pe2 ? x->pe2 + pi * (kp / 2) * W : NULL;
        ls->prg = x->prg ? x->prg[pi] : (mmaemu_fast_erange){0, 0, 0};
        ls->pemax = x->pemax[pi];
    }
}

/* The lanes of the columns need[] marks (a bit per column, a word per
 * panel), from panel pi on: the next panel holding one, whole, when
 * gathering would not save a panel; else up to LANES of them gathered into
 * rb's panel.  Returns where to go on from (gather: a column, else a
 * panel; N or npanel: done). */
static size_t next_lanes(const batch_ctx *x, size_t pi, const uint16_t *need, int gather,
                         int copy, lane_set *ls, row_bufs *rb)
{
    const size_t N = x->g->n, W = MMAEMU_FAST_LANES, npanel = (N + W - 1) / W;
    ls->nl = 0;
    if (!gather) {
        while (pi < npanel && !need[pi])
            pi++;
        if (pi == npanel)
            return npanel;
        panel_lanes(x, pi, ls);
        return pi + 1;
    }
    /* gather: pi counts columns here */
    size_t j = pi;
    while (j < N && ls->nl < W) {
        const unsigned bits = need[j / W] >> (j % W);
        if (!bits) {
            j = (j / W + 1) * W;
            continue;
        }
        j += (size_t)__builtin_ctz(bits);
        ls->cols[ls->nl++] = j++;
    }
    j = j < N ? j : N;
    ls->pemax = x->pemax[x->npanel];
    for (size_t l = 0; l < ls->nl; l++) {
        const int pm = x->pemax[ls->cols[l] / W];
        ls->pemax = pm > ls->pemax ? pm : ls->pemax;
    }
    for (size_t l = ls->nl; l < W; l++)
        ls->cols[l] = ls->cols[0];
    if (ls->nl) {
        if (copy)
            gather_panel(x, rb, ls->cols, ls->nl, 0, x->kp);
        ls->pe = rb->ge;
        ls->ps = rb->gs;
        ls->pz = rb->gz;
        ls->pe2 = NULL;   /* gathered: no pairs */
        ls->prg = (mmaemu_fast_erange){0, 0, 0};
    }
    return j;
}

/* Set bits of a panel's need word (no libgcc call without -mpopcnt). */
static size_t popcount16(unsigned v)
{
    v = v - ((v >> 1) & 0x5555u);
    v = (v & 0x3333u) + ((v >> 2) & 0x3333u);
    v = (v + (v >> 4)) & 0x0F0Fu;
    return (v + (v >> 8)) & 0x1Fu;
}

/* Set bits of n need words, four at a time (the SWAR count on 64 bits). */
static size_t need_count(const uint16_t *need, size_t n)
{
    size_t c = 0, p = 0;
    for (; p + 4 <= n; p += 4) {
        uint64_t v;
        memcpy(&v, need + p, sizeof v);
        v = v - ((v >> 1) & 0x5555555555555555ull);
        v = (v & 0x3333333333333333ull) + ((v >> 2) & 0x3333333333333333ull);
        v = (v + (v >> 4)) & 0x0F0F0F0F0F0F0F0Full;
        c += (size_t)((v * 0x0101010101010101ull) >> 56);
    }
    for (; p < n; p++)
        c += popcount16(need[p]);
    return c;
}

/* The certified path's cost on a row against the exact path's, in
 * sixteenths of a panel of the fast kernel (rest8: the remainder, in
 * eighths): its own pass per panel plus the remainder.  The pass per
 * panel (native sums, bound, operand pairs; from perf of the DCPP shapes'
 * certified workers against their exact-only times, B = 8, 1 thread):
 * with AMX 0.4-0.8 eighths of a panel (sm90 0.6-0.8, gfx942 0.4-0.65), so
 * one sixteenth; with the AVX512_BF16 kernel about an eighth; a quarter
 * with the fp32 one.  After 32 rows, if it costs more than 90 % of exact,
 * it is turned off for the rest of the run (speed only: both give the
 * same bits).  Counted in the thread's rb->cacc and added to the shared
 * x->cstat every 8 rows: three atomics per row on one cache line cost as
 * much as a row's bound with two threads. */
static void cert_account(const batch_ctx *x, size_t npanel, size_t rest8, row_bufs *rb)
{
    const size_t pass16 = x->camx ? 1 : x->cbf16 ? 2 : 4;
    rb->cacc[0]++;
    rb->cacc[1] += pass16 * npanel + 2 * rest8;
    rb->cacc[2] += 16 * npanel;
    if (rb->cacc[0] < 8)
        return;
    const size_t rows = __atomic_add_fetch(&x->cstat[0], rb->cacc[0], __ATOMIC_RELAXED);
    const size_t cost = __atomic_add_fetch(&x->cstat[1], rb->cacc[1], __ATOMIC_RELAXED);
    const size_t full = __atomic_add_fetch(&x->cstat[2], rb->cacc[2], __ATOMIC_RELAXED);
    memset(rb->cacc, 0, sizeof rb->cacc);
    if (rows >= 32 && 10 * cost > 9 * full)
        __atomic_store_n(x->coff, 1, __ATOMIC_RELAXED);
}

/* Queue the lane set ls of row i (block row r) for run_sets, its outputs
 * stored where need[] marks them; 0 (nothing queued) when a lane needs the
 * reference chain or the row its scalar steps. */
static int chunk_add(const batch_ctx *x, size_t i, size_t r, const lane_set *ls,
                     const uint16_t *need, int gather, int rowbad, int emax_a, row_bufs *rb,
                     size_t *nsets)
{
    const size_t W = MMAEMU_FAST_LANES;
    chunk_set *cs = &rb->sets[*nsets];
    const unsigned lanes = (1u << ls->nl) - 1u;
    if (!gather && !x->g->c && x->kernel) {   /* lane_kinds for a whole panel without C */
        if (rowbad || (x->plan.cap128 && emax_a + ls->pemax > 126) ||
            (x->colbadm[ls->cols[0] / W] & lanes))
            return 0;
        memset(cs->c, 0, sizeof cs->c);
    } else {
        int scalar[MMAEMU_FAST_LANES], any = rowbad;
        lane_kinds(x, i, ls, rowbad, emax_a, scalar, cs->c);
        for (size_t l = 0; l < ls->nl; l++)
            any |= scalar[l];
        if (any)
            return 0;
        for (size_t l = ls->nl; l < W; l++)
            cs->c[l] = 0u;   /* idle lanes: +0 */
    }
    if (!gather) {   /* a whole panel: its columns are its lanes */
        cs->store = need[ls->cols[0] / W] & ((1u << ls->nl) - 1u);
    } else {
        cs->store = 0;
        for (size_t l = 0; l < ls->nl; l++)
            if (need[ls->cols[l] / W] >> (ls->cols[l] % W) & 1)
                cs->store |= 1u << l;
    }
    cs->ls = *ls;
    cs->r = r;
    cs->gather = gather;
    ++*nsets;
    return 1;
}

/* The exact path for the elements of row i (operands in rb->row) that
 * need[] marks; cert: the certified path was tried on the row. */
static void row_exact(const batch_ctx *x, size_t i, size_t r, const uint16_t *need,
                      const uint16_t *uni, int cert, row_bufs *rb, size_t *nsets)
{
    const size_t N = x->g->n, kp = x->kp, W = MMAEMU_FAST_LANES, npanel = (N + W - 1) / W;
    size_t nneed = 0, touched = 0;
    for (size_t p = 0; p < npanel; p++) {
        nneed += popcount16(need[p]);
        touched += need[p] != 0;
    }
    if (!nneed)
        return;   /* every output certified */
    if (x->lazyb)   /* the panels this row reads, decoded (uni holds need's) */
        mmaemu_gemm_panels_ready(x, uni ? uni : need, rb->raw);
    int rowbad = 1, emax_a = 0;
    rb->row = rb->rows + r * kp;
    rb->ea = rb->bea + r * kp;
    rb->sa = rb->bsa + r * kp;
    rb->za = rb->bza + r * kp;
    if (x->g->scales)   /* kernels/gemm_fold.c */
        mmaemu_gemm_row_scales(x, i, rb->rsc);
    if (x->kernel)
        rowbad = mmaemu_fast_decode_row(&x->plan, x->ins->step.a_fmt, rb->row, kp, rb->ea, rb->sa,
                                        rb->za, &emax_a) != 0 ||
                 (x->g->scales && mmaemu_gemm_fold(x, rb->rsc, rb->ea, rb->sa, 1, &emax_a));
    if (x->pe2 && !rowbad)   /* plan.pairs: the exponent pass in pairs */
        rb->brg[r] = mmaemu_fast_pair_exps(rb->ea, kp, 1, rb->bea2 + r * (kp / 2));
    /* Gather when it saves work: copying one column's decoded operands
     * costs about an eighth of a panel's chain (measured on the DCPP
     * shapes, AVX-512 permutes).  The idle lanes of a gathered panel hold
     * earlier columns: lanes are independent, and the AMD exponent check
     * (pemax) covers the used ones. */
    const size_t cg = 8 * ((nneed + W - 1) / W) + nneed;
    const int gather = x->kernel && (uni || 8 * touched > cg);
    if (cert && x->kernel)
        cert_account(x, npanel, gather ? cg : 8 * touched, rb);
    lane_set ls;
    if (uni) {   /* one panel: the union of this row's columns and its partner's */
        next_lanes(x, 0, uni, 1, 0, &ls, rb);
        if (chunk_add(x, i, r, &ls, need, 1, rowbad, emax_a, rb, nsets))
            return;
    }
    for (size_t at = 0, end = gather ? N : npanel; at < end;) {
        at = next_lanes(x, at, need, gather, !x->chunked, &ls, rb);
        if (!ls.nl)
            continue;
        if (x->chunked && chunk_add(x, i, r, &ls, need, gather, rowbad, emax_a, rb, nsets))
            continue;
        if (x->chunked && gather)
            gather_panel(x, rb, ls.cols, ls.nl, 0, kp);
        run_lanes(x, i, &ls, rowbad, emax_a, rb);
    }
}

/* Row i (block row r) to element lanes (kernels/gemm_lanes.c) if it
 * can and has few uncertain elements (at most half its columns: else its
 * whole panels, A broadcast, cost less): 1 (none uncertain, or taken),
 * else 0 for the row route.  The certified path's cost: a chain of
 * sixteen lanes per sixteen elements plus the permutes and the block's
 * transposes, about an eighth of a panel per element (measured on the
 * DCPP shapes). */
static int lanes_row(const batch_ctx *x, size_t i, size_t r, const uint16_t *need, int cert,
                     row_bufs *rb)
{
    const size_t N = x->g->n, W = MMAEMU_FAST_LANES, npanel = (N + W - 1) / W;
    const size_t nneed = need_count(need, npanel);
    rb->lrow[r] = 0;
    if (!nneed)
        return 1;   /* every output certified */
    if (2 * nneed > N || !mmaemu_gemm_lanes_row(x, i, r, need, rb))
        return 0;
    if (cert)
        cert_account(x, npanel, nneed, rb);
    return 1;
}

/* One set's outputs, the epilogue a bf16 or fp16 cast of fp32 or none,
 * without a bias, on AVX-512: the cast of all sixteen lanes at once (bf16:
 * the formula of mmaemu_sched_cast; fp16: VCVTPS2PH with RNE, which the
 * caller takes only with MXCSR's FTZ and DAZ off; a set holding a NaN
 * takes the scalar loop), a whole panel into contiguous outputs with one
 * masked store.  0: not taken. */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#include <immintrin.h>
__attribute__((target("avx512f,avx512bw,avx512vl"))) static int
lanes_store512(const uint32_t *cv, unsigned store, const size_t *cols, int gather, void *d, int wd,
               int fp16, ptrdiff_t row, ptrdiff_t dsj)
{
    const __m512i v = _mm512_loadu_si512(cv);
    const __mmask16 m = (__mmask16)store;
    if (wd == 32) {
        if (gather || dsj != 1)
            return 0;
        _mm512_mask_storeu_epi32((uint32_t *)d + row + (ptrdiff_t)cols[0], m, v);
        return 1;
    }
    const __m512i mag = _mm512_and_si512(v, _mm512_set1_epi32(0x7FFFFFFF));
    if (_mm512_mask_cmpgt_epu32_mask(m, mag, _mm512_set1_epi32(0x7F800000)))
        return 0;   /* a NaN: the converter quietens it */
    __m256i h;
    if (fp16) {   /* IEEE RNE with gradual underflow, Inf above the range */
        h = _mm512_cvt_roundps_ph(_mm512_castsi512_ps(v), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    } else {
        const __m512i odd = _mm512_and_si512(_mm512_srli_epi32(v, 16), _mm512_set1_epi32(1));
        h = _mm512_cvtepi32_epi16(_mm512_srli_epi32(
            _mm512_add_epi32(_mm512_add_epi32(v, _mm512_set1_epi32(0x7FFF)), odd), 16));
    }
    if (!gather && dsj == 1) {
        _mm256_mask_storeu_epi16((uint16_t *)d + row + (ptrdiff_t)cols[0], m, h);
        return 1;
    }
    uint16_t b[MMAEMU_FAST_LANES];
    _mm256_storeu_si256((__m256i *)b, h);
    for (unsigned k = store; k; k &= k - 1) {
        const unsigned l = (unsigned)__builtin_ctz(k);
        ((uint16_t *)d)[row + (ptrdiff_t)cols[l] * dsj] = b[l];
    }
    return 1;
}

static int set_store512(const chunk_set *cs, void *d, int wd, int fp16, ptrdiff_t row,
                        ptrdiff_t dsj)
{
    return lanes_store512(cs->c, cs->store, cs->ls.cols, cs->gather, d, wd, fp16, row, dsj);
}
#endif

/* Whether set_store512 serves this run: AVX-512, no bias, fp32 outputs or
 * a bf16 / fp16 cast of an fp32 accumulator (fp16: MXCSR without FTZ and
 * DAZ, which VCVTPS2PH would obey). */
static int sets_store_wide(const batch_ctx *x, const sched_run *run)
{
    const mmaemu_epilogue e = run->s->epilogue;
    int cast = (e == MMAEMU_EPI_BF16 || e == MMAEMU_EPI_FP16) && run->wd == 16 &&
               x->ins->step.acc_fmt == MMAEMU_FP32;
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
    if (e == MMAEMU_EPI_FP16)
        cast &= (_mm_getcsr() & 0x8040u) == 0;
#endif
    return x->wide && !x->g->bias && ((e == MMAEMU_EPI_NONE && run->wd == 32) || cast);
}

/* The outputs of the block's lane sets: bias, cast, store.  Only the
 * lanes of cs->store (not the partner row's columns); the strides and the
 * output's width are read once, not per element (the stores may alias
 * them for all the compiler knows). */
static void sets_store(const batch_ctx *x, size_t i0, size_t nsets, const row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const sched_run *run = &x->runs[0];
    void *const d = run->d;
    const int wd = run->wd, bias = g->bias != NULL;
    const ptrdiff_t dsi = g->d_si, dsj = g->d_sj, b0 = (ptrdiff_t)x->bi * g->d_sb;
    const int wide = sets_store_wide(x, run), fp16 = run->s->epilogue == MMAEMU_EPI_FP16;
    (void)wide, (void)fp16;
    for (size_t t = 0; t < nsets; t++) {
        const chunk_set *cs = &rb->sets[t];
        const size_t i = i0 + cs->r;
        const ptrdiff_t row = b0 + (ptrdiff_t)i * dsi;
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
        if (wide && set_store512(cs, d, wd, fp16, row, dsj))
            continue;
#endif
        for (unsigned m = cs->store; m; m &= m - 1) {
            const unsigned l = (unsigned)__builtin_ctz(m);
            const size_t j = cs->ls.cols[l];
            const uint32_t v = bias ? mmaemu_fp32_add(cs->c[l], bias_at(x, i, j)) : cs->c[l];
            store(d, wd, row + (ptrdiff_t)j * dsj, mmaemu_sched_cast(run->s, x->ins, v));
        }
    }
}

/* block_panels' outputs (rb->pacc), row by row: every column, no bias
 * (block_panels_fit), the cast and store of sets_store. */
static void panels_store(const batch_ctx *x, size_t i0, size_t nr, const row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const sched_run *run = &x->runs[0];
    void *const d = run->d;
    const int wd = run->wd, fp16 = run->s->epilogue == MMAEMU_EPI_FP16;
    const size_t W = MMAEMU_FAST_LANES, N = g->n, npanel = (N + W - 1) / W;
    const ptrdiff_t dsi = g->d_si, dsj = g->d_sj, b0 = (ptrdiff_t)x->bi * g->d_sb;
    (void)fp16;
    for (size_t r = 0; r < nr; r++) {
        const ptrdiff_t row = b0 + (ptrdiff_t)(i0 + r) * dsi;
        for (size_t p = 0; p < npanel; p++) {
            const uint32_t *c = rb->pacc + (p * nr + r) * W;
            const size_t j0 = p * W, nl = N - j0 < W ? N - j0 : W;
            const unsigned lanes = (1u << nl) - 1u;
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
            if (lanes_store512(c, lanes, &j0, 0, d, wd, fp16, row, dsj))
                continue;
#endif
            for (size_t l = 0; l < nl; l++)
                store(d, wd, row + (ptrdiff_t)(j0 + l) * dsj,
                      mmaemu_sched_cast(run->s, x->ins, c[l]));
        }
    }
}

/* The order the block's sets run in: panel by panel, each panel's sets
 * (one per row) together, so that the panel's chunk stays in L1 for all
 * of the block's rows (row by row, a row of DCPP's dxt, 201 panels of 64
 * positions, streams 1.6 MB of decoded B from L2).  Each row's sets come
 * in ascending panel order (row_exact).  With a gathered set (one
 * buffer, refilled per set) the sets keep the order they were queued in. */
static void sets_order(size_t nsets, const row_bufs *rb, uint32_t *order)
{
    size_t beg[MMAEMU_GEMM_BLOCK + 1], nrow = 0, n = 0;
    for (size_t t = 0; t < nsets; t++) {
        if (rb->sets[t].gather) {
            for (t = 0; t < nsets; t++)
                order[t] = (uint32_t)t;
            return;
        }
        if (!t || rb->sets[t].r != rb->sets[t - 1].r)
            beg[nrow++] = t;
    }
    beg[nrow] = nsets;
    size_t cur[MMAEMU_GEMM_BLOCK];
    memcpy(cur, beg, nrow * sizeof *cur);
    while (n < nsets) {
        const int32_t *next = NULL;   /* the lowest panel any row has left */
        for (size_t r = 0; r < nrow; r++)
            if (cur[r] < beg[r + 1] && (!next || rb->sets[cur[r]].ls.pe < next))
                next = rb->sets[cur[r]].ls.pe;
        for (size_t r = 0; r < nrow; r++)
            if (cur[r] < beg[r + 1] && rb->sets[cur[r]].ls.pe == next)
                order[n++] = (uint32_t)cur[r]++;
    }
}

/* Whether set t's gathered panel is its predecessor's (two rows sharing
 * it: copied once). */
static int gather_kept(const row_bufs *rb, size_t t)
{
    const chunk_set *cs = &rb->sets[t];
    return t && cs->gather && rb->sets[t - 1].gather && cs->ls.nl == rb->sets[t - 1].ls.nl &&
           !memcmp(cs->ls.cols, rb->sets[t - 1].ls.cols, sizeof cs->ls.cols);
}

/* The kernel's view of lane set ls of the block's row r. */
static inline __attribute__((always_inline)) fast_ctx lanes_ctx(const batch_ctx *x,
                                                                  const row_bufs *rb,
                                                                  const lane_set *ls, size_t r)
{
    const size_t kp = x->kp;
    return (fast_ctx){x,
                      rb->rows + r * kp,
                      {rb->bea + r * kp, rb->bsa + r * kp, rb->bza + r * kp, NULL,
                       ls->pe2 ? rb->bea2 + r * (kp / 2) : NULL, NULL,
                       ls->pe2 ? rb->brg[r] : (mmaemu_fast_erange){0, 0, 0}},
                      {ls->pe, ls->ps, ls->pz, NULL, ls->pe2, NULL, ls->prg},
                      ls->cols,
                      NULL,
                      NULL};
}

/* The kernel's view of set cs: its row of the block, its panel. */
static inline __attribute__((always_inline)) fast_ctx set_ctx(const batch_ctx *x,
                                                                const row_bufs *rb,
                                                                const chunk_set *cs)
{
    return lanes_ctx(x, rb, &cs->ls, cs->r);
}

/* The block's chunked lane sets (x->chunked): every set's chain over K
 * chunk by chunk, so that the chunk of B serves every row of the block
 * from cache (panel by panel: sets_order); then the bias, the cast and
 * the store. */
static void run_sets(const batch_ctx *x, size_t i0, size_t nr, size_t nsets, row_bufs *rb)
{
    const size_t L = (size_t)x->plan.L;
    const size_t ch = L * (L < MMAEMU_GEMM_CHUNK ? MMAEMU_GEMM_CHUNK / L : 1);
    sets_order(nsets, rb, rb->order);
    for (size_t q0 = x->klo; q0 < x->khi; q0 += ch) {
        const size_t q1 = x->khi - q0 < ch ? x->khi : q0 + ch;
        for (size_t u = 0; u < nsets;) {
            chunk_set *cs = &rb->sets[rb->order[u]];
            if (cs->gather && !gather_kept(rb, rb->order[u]))
                gather_panel(x, rb, cs->ls.cols, cs->ls.nl, q0, q1);
            const fast_ctx f = set_ctx(x, rb, cs);
            /* the next set beside it, unless it refills the gathered panel */
            chunk_set *cs2 = u + 1 < nsets && x->pair ? &rb->sets[rb->order[u + 1]] : NULL;
            if (cs2 && (!cs2->gather || gather_kept(rb, rb->order[u + 1]))) {
                const fast_ctx f2 = set_ctx(x, rb, cs2);
                fast_chain2(&f, &f2, q0, q1, cs->c, cs2->c);
                u += 2;
            } else {
                fast_chain(&f, q0, q1, cs->c);
                u++;
            }
        }
        if (rb->nesets)
            mmaemu_gemm_lanes_chunk(x, nr, q0, q1, rb);
    }
    mmaemu_gemm_lanes_store(x, i0, rb);
    sets_store(x, i0, nsets, rb);
}

/* Whether block_panels may take the block: the fast kernel, one plain
 * chain per element over at most one K chunk, no C, bias or block
 * scales, outputs stored sixteen at a time, no column with a NaN or Inf;
 * *pmax the panels' largest exponent. */
static int block_panels_fit(const batch_ctx *x, int *pmax)
{
    const mmaemu_gemm *g = x->g;
    const size_t W = MMAEMU_FAST_LANES, npanel = (g->n + W - 1) / W;
    if (!x->kernel || !x->chunked || !x->wide || g->c || g->bias || g->scales || x->nruns != 1 ||
        x->khi - x->klo > MMAEMU_GEMM_CHUNK || g->d_sj != 1 || !sets_store_wide(x, &x->runs[0]))
        return 0;
    *pmax = MMAEMU_FAST_ZERO_EXP;
    for (size_t p = 0; p < npanel; p++) {
        if (x->colbadm[p])
            return 0;
        *pmax = x->pemax[p] > *pmax ? x->pemax[p] : *pmax;
    }
    return 1;
}

/* Every element of rows [i0, i0 + nr) exactly, where block_panels_fit
 * and every row decodes (finite; TR-FDPA products below 2^128): panel by
 * panel, each row's chain straight after the other's while the panel is
 * in L1, without queuing lane sets (row_exact, run_sets: on DCPP's K = 64
 * shapes their glue cost as much as a third of the chains); the block's
 * outputs stored after all its chains (the stores miss in cache, and
 * between the chains they stalled them).  0: the block does not qualify,
 * nothing stored. */
static int block_panels(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const size_t W = MMAEMU_FAST_LANES, N = x->g->n, kp = x->kp, npanel = (N + W - 1) / W;
    int pmax;
    if (!block_panels_fit(x, &pmax))   /* first: without the kernel, plan.L is 0 */
        return 0;
    if (x->lazyb)
        mmaemu_gemm_panels_ready(x, NULL, rb->raw);
    for (size_t r = 0; r < nr; r++) {   /* as row_exact decodes them */
        int emax_a = 0;
        if (mmaemu_fast_decode_row(&x->plan, x->ins->step.a_fmt, rb->rows + r * kp, kp,
                                   rb->bea + r * kp, rb->bsa + r * kp, rb->bza + r * kp, &emax_a) ||
            (x->plan.cap128 && emax_a + pmax > 126))
            return 0;
        if (x->pe2)
            rb->brg[r] = mmaemu_fast_pair_exps(rb->bea + r * kp, kp, 1, rb->bea2 + r * (kp / 2));
    }
    for (size_t p = 0; p < npanel; p++) {
        lane_set ls;   /* the panel's, for each row's chain */
        panel_lanes(x, p, &ls);
        uint32_t *c = rb->pacc + p * nr * W;   /* row r's accumulators: c + r * W */
        memset(c, 0, nr * W * sizeof *c);
        for (size_t r = 0; r + 1 < nr; r += 2) {   /* two rows at a time: fast_chain2 */
            const fast_ctx f0 = lanes_ctx(x, rb, &ls, r), f1 = lanes_ctx(x, rb, &ls, r + 1);
            fast_chain2(&f0, &f1, x->klo, x->khi, c + r * W, c + (r + 1) * W);
        }
        if (nr % 2) {
            const fast_ctx f = lanes_ctx(x, rb, &ls, nr - 1);
            fast_chain(&f, x->klo, x->khi, c + (nr - 1) * W);
        }
    }
    panels_store(x, i0, nr, rb);   /* the block's stores after its chains */
    return 1;
}

/* The longest run of rows from r whose need words or'ed together (into
 * uni) have at most LANES columns; returns its end (at least r + 1). */
static size_t row_group(const uint16_t *need, size_t r, size_t nr, size_t npanel, uint16_t *uni)
{
    size_t r2 = r, nu = 0;
    memset(uni, 0, npanel * sizeof *uni);
    for (; r2 < nr; r2++) {
        size_t n = 0;
        for (size_t p = 0; p < npanel; p++)
            n += popcount16(uni[p] | need[r2 * npanel + p]);
        if (n > MMAEMU_FAST_LANES)
            break;
        for (size_t p = 0; p < npanel; p++)
            uni[p] |= need[r2 * npanel + p];
        nu = n;
    }
    return r2 > r && nu ? r2 : r + 1;
}

/* The operands of rows [i0, i0 + nr) of A, consumed order, into rows[r * kp + q]:
 * rows outer where A's rows are contiguous, else (A transposed) the block's
 * rows inner, which share cache lines; 16-bit operands as they are
 * (convert=trunc) without the generic load. */
void mmaemu_gemm_load_rows(const batch_ctx *x, size_t i0, size_t nr, uint32_t *rows)
{
    const mmaemu_gemm *g = x->g;
    const size_t kp = x->kp, K = x->K;
    const ptrdiff_t si = g->a.si, sj = g->a.sj;
    const int rows_inner = si != 0 && (sj > 0 ? sj : -sj) > (si > 0 ? si : -si);
    if (rows_inner && mmaemu_gemm_load_inner(x, i0, nr, rows))
        return;
    if (x->wa == 16 && x->s->convert == MMAEMU_CONVERT_TRUNC) {
        const uint16_t *a = (const uint16_t *)g->a.data + (ptrdiff_t)x->bi * g->a.sb +
                            (ptrdiff_t)i0 * si;
        for (size_t r = 0; r < nr && !rows_inner; r++) {
            uint32_t *row = rows + r * kp;
            if (x->src_id && sj == 1) {   /* the plain order: a widening copy */
                const uint16_t *ar = a + (ptrdiff_t)r * si;
                for (size_t q = 0; q < K; q++)
                    row[q] = ar[q];
                for (size_t q = K; q < kp; q++)
                    row[q] = 0u;
                continue;
            }
            for (size_t q = 0; q < kp; q++)
                row[q] = x->src[q] < K ? a[(ptrdiff_t)r * si + (ptrdiff_t)x->src[q] * sj] : 0u;
        }
        for (size_t q = 0; q < kp && rows_inner; q++) {
            const size_t k = x->src[q];
            for (size_t r = 0; r < nr; r++)
                rows[r * kp + q] = k < K ? a[(ptrdiff_t)r * si + (ptrdiff_t)k * sj] : 0u;
        }
        return;
    }
    for (size_t r = 0; r < nr; r++)
        for (size_t q = 0; q < kp; q++) {
            const size_t k = x->src[q];
            rows[r * kp + q] = k < K ? mmaemu_sched_operand(
                                           x->s, load(g->a.data, x->wa, at3(&g->a, x->bi, i0 + r, k)))
                                     : 0u;
        }
}

void mmaemu_gemm_run_rows(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const size_t N = x->g->n, kp = x->kp;
    const int cert = x->cert && !__atomic_load_n(x->coff, __ATOMIC_RELAXED);
    rb->side = 0;
    if (cert && x->side)   /* kernels/gemm_side.c; A's rows too where that loads them */
        mmaemu_gemm_side_fill(x, i0, nr, rb);
    else if (!mmaemu_gemm_load_pair(x, i0, nr, rb))
        mmaemu_gemm_load_rows(x, i0, nr, rb->rows);
    const size_t W = MMAEMU_FAST_LANES, npanel = (N + W - 1) / W;
    const uint16_t last = N % W ? (uint16_t)((1u << (N % W)) - 1) : 0xFFFFu;
    for (size_t r = 0; r < nr; r++) {   /* every column, none past N (no division per word) */
        uint16_t *nd = rb->need + r * npanel;
        for (size_t p = 0; p + 1 < npanel; p++)
            nd[p] = 0xFFFFu;
        nd[npanel - 1] = last;
    }
    if (cert)
        mmaemu_gemm_certify_rows(x, i0, nr, rb);
    size_t nsets = 0;
    rb->nesets = 0;
    if (cert && x->chunked && x->lanes) {   /* element lanes, rows that cannot take them as below */
        for (size_t r = 0; r < nr; r++) {
            if (lanes_row(x, i0 + r, r, rb->need + r * npanel, cert, rb))
                continue;
            if (rb->side && !rb->rowsld)   /* the row route reads the row itself */
                mmaemu_gemm_load_rows(x, i0 + r, 1, rb->rows + r * kp);
            row_exact(x, i0 + r, r, rb->need + r * npanel, NULL, cert, rb, &nsets);
        }
        mmaemu_gemm_lanes_collect(x, i0, nr, rb);
            if (nsets || rb->nesets)
            run_sets(x, i0, nr, nsets, rb);
        return;
    }
    if (!cert && block_panels(x, i0, nr, rb))
        return;
    for (size_t r = 0; r < nr;) {
        /* consecutive rows whose uncertain columns together fit one panel
         * share one gathered panel (chunked AVX-512 path) */
        const size_t r2 = x->chunked && x->wide ? row_group(rb->need, r, nr, npanel, rb->uni) : r + 1;
        for (size_t t = r; t < r2; t++)
            row_exact(x, i0 + t, t, rb->need + t * npanel, r2 - r > 1 ? rb->uni : NULL, cert, rb,
                      &nsets);
        r = r2;
    }
    if (nsets)
        run_sets(x, i0, nr, nsets, rb);
}
