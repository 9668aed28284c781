/* SPDX-License-Identifier: MIT */
/* certify_rows.c -- the certified path inside the GEMM driver
 * (kernels/gemm_impl.h): B packed for the bound kernels, and a block of
 * output rows certified at once -- with the blocked bf16 kernel (three or,
 * in its FMA form, six rows against two panels per call; with AMX-BF16
 * the whole block against three panels, certify_panels_amx) where the CPU
 * and the operands allow it,
 * else row by row with the fp32 kernel.  The decision per element is the
 * monotone rounding test of docs/certified.md, section 5. */
#include <math.h>
#include <string.h>
#if defined(__x86_64__) || (defined(__i386__) && defined(__SSE__))
#include <xmmintrin.h>
#endif

#include "gemm_impl.h"

void mmaemu_gemm_pack_cert(batch_ctx *x, size_t pi, const uint32_t *raw, uint32_t *col)
{
    const size_t W = MMAEMU_FAST_LANES, N = x->g->n, kp = x->kp, nst = x->cert->nst;
    const mmaemu_format f = x->ins->step.b_fmt;
    if (x->cbf16) {
        /* bad columns: infinite norms, never certified */
        uint32_t amax[MMAEMU_FAST_LANES];
        const unsigned bad = mmaemu_cert_pack16(raw, kp, x->cert->L, x->cw + pi * (kp / 2) * W,
                                                x->cmb + pi * W, x->cnb + pi * W,
                                                x->lazyb ? amax : NULL, NULL, NULL);
        if (x->lazyb)   /* the decoded panel's flags, the panel itself later */
            mmaemu_gemm_panel_flags(x, pi, amax);
        const float cap = x->cert->f_ncap;
        unsigned ok = 0;
        for (size_t l = 0; l < W; l++) {
            x->cbad[pi * W + l] = (bad >> l) & 1;
            if ((bad >> l) & 1)
                x->cmb[pi * W + l] = x->cnb[pi * W + l] = INFINITY;
            ok |= (unsigned)(x->cmb[pi * W + l] <= cap && x->cnb[pi * W + l] <= cap) << l;
        }
        x->cok[pi] = (uint16_t)ok;
        return;
    }
    for (size_t l = 0; l < W; l++) {
        const size_t j = pi * W + l;
        float *b = x->cb + pi * kp * W + l, *bm = x->cbm + pi * nst * W + l;
        float *bn = x->cbn + pi * nst * W + l;
        for (size_t q = 0; q < kp; q++)
            col[q] = raw[q * W + l];
        x->cbad[j] = 0;
        if (mmaemu_cert_load(f, col, kp, x->cert->L, b, W, bm, bn, W)) {
            /* zeros, and an infinite step maximum: never certified */
            x->cbad[j] = 1;
            memset(col, 0, kp * sizeof *col);
            mmaemu_cert_load(f, col, kp, x->cert->L, b, W, bm, bn, W);
            bm[0] = INFINITY;
        }
    }
    (void)N;
}

/* The initial accumulators of a block without C. */
#define CERT_MAXR (MMAEMU_CERT_FROWS > MMAEMU_CERT_ROWS ? MMAEMU_CERT_FROWS : MMAEMU_CERT_ROWS)
#define CERT_MAXPP \
    (MMAEMU_CERT_FPANELS > MMAEMU_CERT_PANELS ? MMAEMU_CERT_FPANELS : MMAEMU_CERT_PANELS)
static const float cert_zeros[CERT_MAXR * CERT_MAXPP * MMAEMU_FAST_LANES];
/* cert_x0's buffer and the bound's store route hold four panels */
_Static_assert(CERT_MAXPP <= 4, "at most four panels per call of the blocked kernels");

/* The initial accumulators of np <= 4 panels from p0 of row i (fp32). */
static void cert_x0(const batch_ctx *x, size_t i, size_t p0, int np, float *x0)
{
    const size_t W = MMAEMU_FAST_LANES, N = x->g->n;
    uint32_t c0[4 * MMAEMU_FAST_LANES];
    memset(c0, 0, (size_t)np * W * sizeof *c0);
    if (x->g->c)
        for (size_t l = 0; l < (size_t)np * W && p0 * W + l < N; l++)
            c0[l] = c_at(x, i, p0 * W + l);
    memcpy(x0, c0, (size_t)np * W * sizeof *x0);
}

/* The output of element (i, j) from its interval, or 0 when the interval
 * does not decide it (with a bias, or a cast other than bf16). */
static uint32_t cert_cast(const batch_ctx *x, size_t i, size_t j, float flo, float fhi)
{
    const sched_run *r = &x->runs[0];
    uint32_t lo, hi;
    memcpy(&lo, &flo, sizeof lo);
    memcpy(&hi, &fhi, sizeof hi);
    if (x->g->bias) {   /* one fp32 RNE add: monotone too */
        const uint32_t b = bias_at(x, i, j);
        lo = mmaemu_fp32_add(lo, b);
        hi = mmaemu_fp32_add(hi, b);
    }
    const uint32_t fl = mmaemu_sched_cast(r->s, x->ins, lo);
    return fl == mmaemu_sched_cast(r->s, x->ins, hi) && mmaemu_cert_output_ok(r->s->epilogue, fl)
               ? fl
               : 0;   /* a zero pattern is never certified */
}

/* Store the outputs of row i, panels [p0, p0 + np), that the intervals in
 * o decide, clearing their bits of need[p]; the number stored. */
static size_t cert_decide(const batch_ctx *x, size_t i, size_t p0, int np,
                          const mmaemu_cert_sums *o, uint16_t *need)
{
    const mmaemu_gemm *g = x->g;
    const size_t W = MMAEMU_FAST_LANES;
    const sched_run *r = &x->runs[0];
    const ptrdiff_t row = (ptrdiff_t)x->bi * g->d_sb + (ptrdiff_t)i * g->d_si;
    size_t done = 0;
    for (size_t p = 0; p < (size_t)np; p++) {
        const unsigned m = o->okm[p] & need[p0 + p];   /* no lane past N */
        const size_t j0 = (p0 + p) * W;
        if (x->cert->bf16_out && g->d_sj == 1) {   /* decided in the kernel: runs copied */
            uint16_t *d = (uint16_t *)r->d + row + (ptrdiff_t)j0;
            for (unsigned t = m; t;) {
                const unsigned l = (unsigned)__builtin_ctz(t), n = (unsigned)__builtin_ctz(~(t >> l));
                memcpy(d + l, o->bits + p * W + l, n * sizeof *d);
                t &= ~(((1u << n) - 1) << l);
            }
            need[p0 + p] &= (uint16_t)~m;
            for (unsigned t = m; t; t &= t - 1)
                done++;
            continue;
        }
        for (unsigned t = m; t; t &= t - 1) {
            const size_t l = (size_t)__builtin_ctz(t), j = j0 + l;
            const uint32_t fl = x->cert->bf16_out ? o->bits[p * W + l]
                                                  : cert_cast(x, i, j, o->lo[p * W + l],
                                                              o->hi[p * W + l]);
            if (!fl)
                continue;
            store(r->d, r->wd, row + (ptrdiff_t)j * g->d_sj, fl);
            need[p0 + p] &= (uint16_t)~(1u << l);
            done++;
        }
    }
    return done;
}

/* One row with the fp32 kernel (up to four panels per call). */
static void certify_row(const batch_ctx *x, size_t i, const uint32_t *arow, uint16_t *need,
                        row_bufs *rb)
{
    const size_t N = x->g->n, W = MMAEMU_FAST_LANES, kp = x->kp, nst = x->cert->nst;
    const size_t npanel = (N + W - 1) / W;
    size_t done = 0;
    if (mmaemu_cert_load(x->ins->step.a_fmt, arow, kp, x->cert->L, rb->ca, 1, rb->cam, rb->can,
                         1)) {
        mmaemu_cert_count(N, 0);
        return;
    }
    for (size_t p0 = 0; p0 < npanel; p0 += 4) {
        const int np = npanel - p0 < 4 ? (int)(npanel - p0) : 4;
        float x0[4 * MMAEMU_FAST_LANES];
        mmaemu_cert_sums o;
        cert_x0(x, i, p0, np, x0);
        x->ckern(x->cert, np, rb->ca, rb->cam, rb->can, x->cb + p0 * kp * W, x->cbm + p0 * nst * W,
                 x->cbn + p0 * nst * W, x0, &o);
        done += cert_decide(x, i, p0, np, &o, need);
    }
    mmaemu_cert_count(N, done);
}

/* The biases of rows [i, i + R) against panels [p0, p0 + P) as fp32
 * values into bb[r * P * LANES + l] (0 past N); one row when the bias
 * does not change along the rows (F.linear's).  The row stride. */
static size_t cert_bias_fill(const batch_ctx *x, size_t i, int R, size_t p0, int P, float *bb)
{
    const size_t W = MMAEMU_FAST_LANES, w = (size_t)P * W, rows = x->g->bias->si ? (size_t)R : 1;
    for (size_t r = 0; r < rows; r++)
        for (size_t l = 0; l < w; l++) {
            const uint32_t v = p0 * W + l < x->g->n ? bias_at(x, i + r, p0 * W + l) : 0u;
            memcpy(bb + r * w + l, &v, sizeof v);
        }
    return rows > 1 ? w : 0;
}

/* The bound and the decision for block rows [r0, r0 + R) (rows i0 + r0
 * on) against panels [p0, p0 + P <= CERT_MAXP), their native sums in X
 * and SX and their initial accumulators in c0 (NULL: +0); the outputs
 * decided.  A bf16 epilogue (after a bias or not) into contiguous outputs
 * is stored by the bound itself, else through cert_decide. */
#define CERT_MAXP 4
static size_t cert_bound_rows(const batch_ctx *x, row_bufs *rb, size_t i0, size_t r0, int R,
                              size_t p0, int P, const float *X, const float *SX, const float *c0)
{
    const mmaemu_gemm *g = x->g;
    const size_t W = MMAEMU_FAST_LANES, npanel = (g->n + W - 1) / W;
    const float *mb = x->cmb + p0 * W, *nb = x->cnb + p0 * W;
    uint16_t *need = rb->need + r0 * npanel;
    if ((x->cert->bf16_out || x->cert->bf16_bias) && g->d_sj == 1 && P <= CERT_MAXP) {
        float bb[MMAEMU_GEMM_BLOCK * CERT_MAXP * MMAEMU_FAST_LANES];
        mmaemu_cert_store st = {(uint16_t *)x->runs[0].d + (ptrdiff_t)x->bi * g->d_sb +
                                    (ptrdiff_t)(i0 + r0) * g->d_si + (ptrdiff_t)(p0 * W),
                                g->d_si, need + p0, npanel, NULL, 0};
        if (x->cert->bf16_bias) {
            st.bias_str = cert_bias_fill(x, i0 + r0, R, p0, P, bb);
            st.bias = bb;
        }
        return mmaemu_cert_bound16(x->cert, R, P, X, SX, rb->cma + r0, rb->cna + r0, mb, nb,
                                   x->cok + p0, c0, NULL, &st);
    }
    mmaemu_cert_sums o[MMAEMU_GEMM_BLOCK];
    size_t done = 0;
    mmaemu_cert_bound16(x->cert, R, P, X, SX, rb->cma + r0, rb->cna + r0, mb, nb, x->cok + p0, c0,
                        o, NULL);
    for (int r = 0; r < R; r++)
        done += cert_decide(x, i0 + r0 + (size_t)r, p0, P, &o[r], need + (size_t)r * npanel);
    return done;
}

/* The initial accumulators of an AMX block without C. */
static const float amx_zeros[MMAEMU_GEMM_BLOCK * 3 * MMAEMU_FAST_LANES];

/* Where A's rows are contiguous bf16 in the consumed order with no
 * padding (kp = K), they are the AMX tiles' rows as they lie in memory
 * (pair q of row r: word q of the row): the block's first row, its stride
 * in words in *astr; NULL otherwise. */
static const uint32_t *amx_rows_direct(const batch_ctx *x, size_t i0, size_t *astr)
{
    const mmaemu_gemm *g = x->g;
    if (x->wa != 16 || !x->src_id || x->kp != x->K || g->a.sj != 1 || g->a.si <= 0 ||
        g->a.si % 2 || x->s->convert != MMAEMU_CONVERT_TRUNC)
        return NULL;
    const uint16_t *a = (const uint16_t *)g->a.data + (ptrdiff_t)x->bi * g->a.sb +
                        (ptrdiff_t)i0 * g->a.si;
    if ((uintptr_t)a % 4)
        return NULL;
    *astr = (size_t)g->a.si / 2;
    return (const uint32_t *)(const void *)a;
}

/* The panels of rows [i0, i0 + nr) with the AMX kernel (certify_amx.c):
 * all the block's rows against three panels per call, its rows' pairs
 * (rb->cwa, norms and bad rows) ready; returns the outputs decided. */
static size_t certify_panels_amx(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const size_t W = MMAEMU_FAST_LANES, h = x->kp / 2, npanel = (g->n + W - 1) / W;
    const uint32_t *a = rb->cwa;
    size_t done = 0, astr = h;
    const uint32_t *direct = rb->side ? amx_rows_direct(x, i0, &astr) : NULL;
    if (direct) {   /* the tiles load A's rows where they lie */
        a = direct;
    } else if (rb->side) {   /* the tile loads rows: [kp / 2][LANES] -> [nr][kp / 2] */
        mmaemu_cert_amx_rows(rb->cwa, h, nr, rb->cwa + W * h);
        a = rb->cwa + W * h;
        astr = h;
    }
    mmaemu_cert_amx_begin(x->cert, (int)nr);
    for (size_t p0 = 0; p0 < npanel; p0 += 3) {
        const int P = npanel - p0 < 3 ? (int)(npanel - p0) : 3;
        float cx0[MMAEMU_GEMM_BLOCK * 3 * MMAEMU_FAST_LANES];
        float X[sizeof cx0 / sizeof *cx0], SX[sizeof cx0 / sizeof *cx0];
        const float *x0 = g->c ? cx0 : amx_zeros;
        for (size_t r = 0; r < nr && g->c; r++)
            cert_x0(x, i0 + r, p0, P, cx0 + r * (size_t)P * W);
        mmaemu_cert_dots_amx(x->cert, (int)nr, P, a, astr, x->cw + p0 * h * W, x0, X, SX);
        done += cert_bound_rows(x, rb, i0, 0, (int)nr, p0, P, X, SX, g->c ? x0 : NULL);
    }
    mmaemu_cert_amx_end();
    return done;
}

/* Rows [i0, i0 + nr) with the blocked bf16 kernel: for each pair of
 * panels (B from cache for the whole block), three rows per call (with the
 * FMA form, rows side by side: eight rows against four panels per call,
 * so that the bound too takes four panels at once). */
static void certify_block(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const size_t N = x->g->n, W = MMAEMU_FAST_LANES, kp = x->kp, h = kp / 2;
    /* rows side by side: the FMA kernel where it is the faster one (AMX,
     * where it runs, takes the whole block instead) */
    const int fma = rb->side && x->cfma && !x->camx;
    const size_t npanel = (N + W - 1) / W, PP = fma ? MMAEMU_CERT_FPANELS : MMAEMU_CERT_PANELS;
    const size_t RR = fma ? MMAEMU_CERT_FROWS : MMAEMU_CERT_ROWS;
    int bad[MMAEMU_GEMM_BLOCK];
    size_t done = 0;
    /* the block's rows as pairs: side by side (kernels/gemm_side.c) or one
     * after the other */
    const size_t astr = rb->side ? 1 : h, aqs = rb->side ? W : 1;
    if (rb->side) {
        const unsigned b =
            mmaemu_cert_pack16(rb->traw, kp, x->cert->L, rb->cwa, rb->cma, rb->cna, NULL,
                               x->cert->f_wt, fma ? rb->tfa : NULL);
        rb->cwbad = (uint16_t)b;
        for (size_t r = 0; r < nr; r++)
            bad[r] = b >> r & 1;
    }
    for (size_t r = 0; r < nr && !rb->side; r++)
        bad[r] = mmaemu_cert_pairs_avx512(rb->rows + r * kp, kp, x->cert->L, rb->cwa + r * h, 1,
                                          &rb->cma[r], &rb->cna[r], x->cert->f_wt);
    for (size_t r = 0; r < nr; r++)
        if (bad[r])   /* NaN, Inf or a subnormal: never certified (the bound's row guard) */
            rb->cna[r] = INFINITY;
    if (x->camx) {   /* all rows at once with AMX */
        mmaemu_cert_count(nr * N, certify_panels_amx(x, i0, nr, rb));
        return;
    }
    for (size_t p0 = 0; p0 < npanel; p0 += PP) {
        const int P = npanel - p0 < PP ? (int)(npanel - p0) : (int)PP;
        for (size_t r0 = 0; r0 < nr; r0 += RR) {
            const int R = nr - r0 < RR ? (int)(nr - r0) : (int)RR;
            float cx0[CERT_MAXR * CERT_MAXPP * MMAEMU_FAST_LANES];
            float X[sizeof cx0 / sizeof *cx0], SX[sizeof cx0 / sizeof *cx0];
            /* without C every accumulator starts at +0: no copies */
            const float *x0 = g->c ? cx0 : cert_zeros;
            for (int r = 0; r < R && g->c; r++)
                cert_x0(x, i0 + r0 + (size_t)r, p0, P, cx0 + (size_t)r * P * W);
            if (fma)
                mmaemu_cert_dots_fma(x->cert, R, P, rb->tfa + r0, x->cw + p0 * h * W, x0, X, SX);
            else
                mmaemu_cert_dots_bf16(x->cert, R, P, rb->cwa + r0 * astr, astr, aqs,
                                      x->cw + p0 * h * W, x0, X, SX);
            done += cert_bound_rows(x, rb, i0, r0, R, p0, P, X, SX, g->c ? x0 : NULL);
        }
    }
    mmaemu_cert_count(nr * N, done);   /* once per block: a shared cache line */
}

void mmaemu_gemm_certify_rows(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const size_t npanel = (x->g->n + MMAEMU_FAST_LANES - 1) / MMAEMU_FAST_LANES;
#if defined(__x86_64__) || (defined(__i386__) && defined(__SSE__))
    /* The bound assumes round-to-nearest fp32 operations (docs/certified.md,
     * section 3): whatever rounding mode and flushing the host thread set,
     * the bound kernels run under the default MXCSR (RNE, no FTZ / DAZ, all
     * exceptions masked), restored after with its flags. */
    const unsigned csr = _mm_getcsr();
    _mm_setcsr(0x1F80);
#endif
    if (x->cbf16) {
        certify_block(x, i0, nr, rb);
    } else {
        for (size_t r = 0; r < nr; r++)
            certify_row(x, i0 + r, rb->rows + r * x->kp, rb->need + r * npanel, rb);
    }
#if defined(__x86_64__) || (defined(__i386__) && defined(__SSE__))
    _mm_setcsr(csr);
#endif
}
