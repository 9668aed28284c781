/* SPDX-License-Identifier: MIT */
/* gemm_lanes.c -- element lanes: the certified path's remainder (the
 * uncertain elements of a block of rows, kernels/gemm_row.c) run sixteen
 * to a chain whatever their rows, instead of one chain per row whose lanes
 * are that row's few uncertain columns.  Lane l of a set is block row
 * rows[l] and column cols[l].  The block's decoded rows are put side by
 * side (transposed, one K chunk at a time), the set's columns lie in at
 * most four of B's decoded panels, and the element-lane kernel
 * (kernels/fast.h) takes each lane's operands from those with permutes,
 * running the same steps as the row kernel, lane by lane.  Only for the
 * chunked path (one plain chain per element); rows with an operand or an
 * accumulator that needs the scalar step keep the row route. */
#include <string.h>

#include "gemm_impl.h"
#include "mmaemu/format.h"

static unsigned panels_used(const batch_ctx *x, const uint16_t *need, size_t nr, size_t npanel,
                            size_t p0, const uint16_t *lm);

/* Whether the uncertain columns (need[]) of row i (block row r, decoded:
 * emax_a its largest exponent) can all go to element lanes, as lane_kinds
 * wants them: finite operands and C, TR-FDPA products below 2^128.  The
 * columns' flags a panel at a time; C's patterns one by one where there is
 * a C. */
static int lanes_fit(const batch_ctx *x, size_t i, const uint16_t *need, int emax_a)
{
    const size_t W = MMAEMU_FAST_LANES, npanel = (x->g->n + W - 1) / W;
    const uint16_t all = 0xFFFFu;
    const int cap = x->plan.cap128;
    for (size_t p0 = 0; p0 < npanel; p0 += 16)
        for (unsigned u = panels_used(x, need, 1, npanel, p0, &all); u; u &= u - 1) {
            const size_t p = p0 + (size_t)__builtin_ctz(u);
            if ((need[p] & x->colbadm[p]) || (cap && emax_a + x->pemax[p] > 126))
                return 0;
            for (unsigned bits = x->g->c ? need[p] : 0u; bits; bits &= bits - 1)
                if (!mmaemu_gemm_acc_finite(x, c_at(x, i, p * W + (size_t)__builtin_ctz(bits))))
                    return 0;
        }
    return 1;
}

int mmaemu_gemm_lanes_row(const batch_ctx *x, size_t i, size_t r, const uint16_t *need,
                          row_bufs *rb)
{
    const size_t kp = x->kp;
    int emax_a = 0;
    rb->lrow[r] = 0;
    if (rb->side) {   /* checked when the block's rows were put side by side */
        if (rb->sbad >> r & 1)
            return 0;
        emax_a = rb->semax[r];
    } else if (mmaemu_fast_decode_row(&x->plan, x->ins->step.a_fmt, rb->rows + r * kp, kp,
                                      rb->bea + r * kp, rb->bsa + r * kp, rb->bza + r * kp,
                                      &emax_a)) {
        return 0;   /* NaN or Inf in the row */
    }
    if (!lanes_fit(x, i, need, emax_a))
        return 0;
    rb->lrow[r] = 1;
    return 1;
}

/* Close set es (nl lanes used): idle lanes copy lane 0 (its panel
 * pp[0]) and start at +0. */
static void set_close(elem_set *es, size_t nl)
{
    es->nl = nl;
    for (size_t l = nl; l < MMAEMU_FAST_LANES; l++) {
        es->cols[l] = es->cols[0];
        es->rows[l] = es->rows[0];
        es->bl[l] = es->bl[0];
        es->c[l] = 0u;
    }
}

/* Bit t: panel p0 + t (t < 16, p0 + t < npanel) holds an element of a
 * row that lm[r] (0xFFFF or 0) lets in: the rows' need words or'ed,
 * sixteen panels per vector where the CPU has AVX-512 (wide). */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#include <immintrin.h>
__attribute__((target("avx512f,avx512bw,avx512vl"))) static unsigned
panels_used512(const uint16_t *need, size_t nr, size_t npanel, size_t p0, const uint16_t *lm)
{
    const unsigned n = npanel - p0 < 16 ? (unsigned)(npanel - p0) : 16u;
    const __mmask16 m = (__mmask16)((1u << n) - 1u);
    __m256i any = _mm256_setzero_si256();
    for (size_t r = 0; r < nr; r++)
        any = _mm256_or_si256(any, _mm256_maskz_loadu_epi16(m & lm[r], need + r * npanel + p0));
    return _mm256_test_epi16_mask(any, any);
}
#endif

static unsigned panels_used(const batch_ctx *x, const uint16_t *need, size_t nr, size_t npanel,
                            size_t p0, const uint16_t *lm)
{
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
    if (x->wide)
        return panels_used512(need, nr, npanel, p0, lm);
#endif
    (void)x;
    unsigned used = 0;
    for (size_t t = 0; t < 16 && p0 + t < npanel; t++)
        for (size_t r = 0; r < nr; r++)
            used |= (unsigned)((need[r * npanel + p0 + t] & lm[r]) != 0) << t;
    return used;
}

/* The sets being collected: es the open one (nl lanes), ns closed. */
typedef struct {
    elem_set *es;
    size_t ns, nl;
} collector;

static void collect_next(collector *cl, row_bufs *rb)
{
    set_close(cl->es, cl->nl);
    cl->es = &rb->esets[++cl->ns];
    cl->es->np = 0;
    cl->nl = 0;
}

/* The elements of panel p (rows that lm lets in) into the sets: row by
 * row over each row's need bits; the set's panels pp[0 .. np), in
 * increasing order, and each lane's place in them, bl, kept as lanes are
 * added. */
static void collect_panel(const batch_ctx *x, size_t i0, size_t p, unsigned rows, row_bufs *rb,
                          collector *cl)
{
    const size_t W = MMAEMU_FAST_LANES, npanel = (x->g->n + W - 1) / W;
    const int has_c = x->g->c != NULL;
    if ((cl->es->np == 2 && cl->nl >= W / 2) || cl->es->np == 4)
        collect_next(cl, rb);
    for (; rows; rows &= rows - 1) {
        const size_t r = (size_t)__builtin_ctz(rows);
        for (unsigned bits = rb->need[r * npanel + p]; bits; bits &= bits - 1) {
            elem_set *es = cl->es;
            const size_t j = p * W + (size_t)__builtin_ctz(bits), l = cl->nl;
            if (!es->np || es->pp[es->np - 1] != p)
                es->pp[es->np++] = p;
            es->cols[l] = j;
            es->rows[l] = (int32_t)r;
            es->bl[l] = (int32_t)((es->np - 1) * W + j % W);
            es->c[l] = has_c ? c_at(x, i0 + r, j) : 0u;
            if (++cl->nl == W)   /* the next set starts in panel p */
                collect_next(cl, rb);
        }
    }
}

/* For the panels p0 + t (t < 16, within npanel): bit r of rows[t] set when
 * block row r (that lm lets in) has elements there; returns the panels
 * with any (bit t).  AVX-512: each row's sixteen need words tested at once,
 * then each panel's bit gathered from the sixteen rows' masks by one test. */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
__attribute__((target("avx512f,avx512bw,avx512vl"))) static unsigned
panel_rows512(const uint16_t *need, size_t nr, size_t npanel, size_t p0, const uint16_t *lm,
              unsigned *rows)
{
    const unsigned n = npanel - p0 < 16 ? (unsigned)(npanel - p0) : 16u;
    const __mmask16 m = (__mmask16)((1u << n) - 1u);
    uint32_t byrow[16] = {0};
    unsigned used = 0;
    for (size_t r = 0; r < nr; r++) {
        const __m256i v = _mm256_maskz_loadu_epi16(m & lm[r], need + r * npanel + p0);
        byrow[r] = _mm256_test_epi16_mask(v, v);
        used |= byrow[r];
    }
    const __m512i br = _mm512_loadu_si512(byrow);
    for (unsigned u = used; u; u &= u - 1) {
        const unsigned t = (unsigned)__builtin_ctz(u);
        rows[t] = _mm512_test_epi32_mask(br, _mm512_set1_epi32((int)(1u << t)));
    }
    return used;
}
#endif

static unsigned panel_rows(const batch_ctx *x, const uint16_t *need, size_t nr, size_t npanel,
                           size_t p0, const uint16_t *lm, unsigned *rows)
{
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
    if (x->wide)
        return panel_rows512(need, nr, npanel, p0, lm, rows);
#endif
    unsigned used = 0;
    for (size_t t = 0; t < 16 && p0 + t < npanel; t++) {
        rows[t] = 0;
        for (size_t r = 0; r < nr && r < MMAEMU_GEMM_BLOCK; r++)   /* nr <= BLOCK: lm's size */
            rows[t] |= (unsigned)((need[r * npanel + p0 + t] & lm[r]) != 0) << r;
        used |= (unsigned)(rows[t] != 0) << t;
    }
    return used;
}

/* Whether set es may read its operands from the bf16 words (the
 * certified blocked kernel's: rb->cwa, the block's rows side by side, and
 * x->cw; mmaemu_fast_panel.w), in a block that has them (the AVX-512
 * path, bf16 operands, plan.pairs and plan.fpval: mmaemu_gemm_lanes_collect
 * checks): no lane's row or column holds a NaN, Inf or subnormal.  Its
 * panels' data is then a third of the decoded operands', which the chains
 * otherwise stream from memory for every block. */
static int set_words(const batch_ctx *x, const row_bufs *rb, const elem_set *es)
{
    for (size_t l = 0; l < es->nl; l++)
        if ((rb->cwbad >> es->rows[l] & 1) || x->cbad[es->cols[l]])
            return 0;
    return 1;
}

/* Sets panel by panel, so that a set's columns lie in few panels, from
 * which the kernel takes B's operands straight (one permute for two, two
 * and a blend for four): a set is closed early rather than reach a third
 * panel when half full, and always rather than reach a fifth.  Only the
 * panels holding elements are visited (sixteen tested at once, with the
 * rows that have elements in each). */
void mmaemu_gemm_lanes_collect(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const size_t W = MMAEMU_FAST_LANES, npanel = (x->g->n + W - 1) / W;
    uint16_t lm[MMAEMU_GEMM_BLOCK];
    for (size_t r = 0; r < nr; r++)
        lm[r] = rb->lrow[r] ? 0xFFFFu : 0u;
    collector cl = {&rb->esets[0], 0, 0};
    cl.es->np = 0;
    for (size_t p0 = 0; p0 < npanel; p0 += 16) {
        unsigned rows[16];
        for (unsigned u = panel_rows(x, rb->need, nr, npanel, p0, lm, rows); u; u &= u - 1) {
            const unsigned t = (unsigned)__builtin_ctz(u);
            collect_panel(x, i0, p0 + t, rows[t], rb, &cl);
        }
    }
    if (cl.nl) {
        set_close(cl.es, cl.nl);
        cl.ns++;
    }
    rb->nesets = cl.ns;
    /* the block's conditions once, each set's lanes then */
    const int words = x->wide && x->cbf16 && rb->side && x->pe2 && x->plan.fpval;
    rb->esets_words = words;
    for (size_t t = 0; t < cl.ns; t++)
        rb->esets_words &= rb->esets[t].words = words && set_words(x, rb, &rb->esets[t]);
}

/* The block's rows side by side, decoded, for positions [q0, q1): from
 * the raw rows where they lie side by side, else from the decoded rows. */
static void lanes_decode(const batch_ctx *x, size_t nr, size_t q0, size_t q1, row_bufs *rb)
{
    const size_t W = MMAEMU_FAST_LANES, kp = x->kp, L = (size_t)x->plan.L;
    if (rb->side) {
        mmaemu_fast_decode_side_avx512(&x->plan, mmaemu_format_get(x->ins->step.a_fmt),
                                       rb->traw + q0 * W, q1 - q0, 0, rb->tae + q0 * W,
                                       rb->tas + q0 * W, rb->taz + q0 / L * W, NULL);
    } else {
        mmaemu_gemm_side_transpose(x, rb->tae, rb->bea, kp, nr, q0, q1);
        mmaemu_gemm_side_transpose(x, rb->tas, rb->bsa, kp, nr, q0, q1);
        mmaemu_gemm_side_transpose(x, rb->taz, rb->bza, kp, nr, q0 / L, q1 / L);
    }
    if (x->pe2)   /* plan.pairs; q0 and q1 are whole steps, so even */
        mmaemu_fast_pair_exps(rb->tae + q0 * W, q1 - q0, W, rb->tae2 + q0 / 2 * W);
}

void mmaemu_gemm_lanes_chunk(const batch_ctx *x, size_t nr, size_t q0, size_t q1, row_bufs *rb)
{
    const size_t W = MMAEMU_FAST_LANES, kp = x->kp, nst = kp / (size_t)x->plan.L;
    if (!rb->esets_words)   /* else the kernel reads the words alone */
        lanes_decode(x, nr, q0, q1, rb);
    for (size_t t = 0; t < rb->nesets; t++) {
        elem_set *es = &rb->esets[t];
        const size_t p0 = es->pp[0];
        mmaemu_fast_cols bc = {es->bl, {0}, {0}, (int)es->np};
        for (size_t k = 1; k < es->np; k++) {
            bc.d[k] = (ptrdiff_t)((es->pp[k] - p0) * kp * W);
            bc.dz[k] = (ptrdiff_t)((es->pp[k] - p0) * nst * W);
        }
        const int words = es->words;
        for (size_t k = 0; x->lazyb && !words && k < es->np; k++)
            mmaemu_gemm_panel_ready(x, es->pp[k], rb->raw);
        const mmaemu_fast_panel pb = {x->pe + p0 * kp * W,
                                      x->ps + p0 * kp * W,
                                      x->pz + p0 * nst * W,
                                      &bc,
                                      x->pe2 ? x->pe2 + p0 * (kp / 2) * W : NULL,
                                      words ? x->cw + p0 * (kp / 2) * W : NULL,
                                      {0, 0, 0}};
        fast_ctx f = {x,        rb->side ? NULL : rb->rows,
                      {rb->tae, rb->tas, rb->taz, es->rows, x->pe2 ? rb->tae2 : NULL,
                       words ? rb->cwa : NULL, {0, 0, 0}},
                      pb,       es->cols,                   es->rows,
                      rb->side ? rb->traw : NULL};
        mmaemu_gemm_fast_chain(&f, q0, q1, es->c, MMAEMU_FAST_LANES);
    }
}

void mmaemu_gemm_lanes_store(const batch_ctx *x, size_t i0, const row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const sched_run *run = &x->runs[0];
    for (size_t t = 0; t < rb->nesets; t++) {
        const elem_set *es = &rb->esets[t];
        for (size_t l = 0; l < es->nl; l++) {
            const size_t i = i0 + es->rows[l], j = es->cols[l];
            const uint32_t v = g->bias ? mmaemu_fp32_add(es->c[l], bias_at(x, i, j)) : es->c[l];
            store(run->d, run->wd,
                  (ptrdiff_t)x->bi * g->d_sb + (ptrdiff_t)i * g->d_si + (ptrdiff_t)j * g->d_sj,
                  mmaemu_sched_cast(run->s, x->ins, v));
        }
    }
}
