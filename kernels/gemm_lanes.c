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

static int finite32(uint32_t bits)
{
    return (bits & 0x7F800000u) != 0x7F800000u;
}

int mmaemu_gemm_lanes_row(const batch_ctx *x, size_t i, size_t r, const uint16_t *need,
                          row_bufs *rb)
{
    const size_t N = x->g->n, W = MMAEMU_FAST_LANES, npanel = (N + W - 1) / W, kp = x->kp;
    const int amd = x->plan.kind != MMAEMU_FAST_TFDPA;
    int emax_a = 0;
    rb->lrow[r] = 0;
    if (mmaemu_fast_decode_row(&x->plan, x->ins->step.a_fmt, rb->rows + r * kp, kp,
                               rb->bea + r * kp, rb->bsa + r * kp, rb->bza + r * kp, &emax_a))
        return 0;   /* NaN or Inf in the row */
    for (size_t p = 0; p < npanel; p++)
        for (unsigned bits = need[p]; bits; bits &= bits - 1) {
            const size_t j = p * W + (size_t)__builtin_ctz(bits);
            /* as lane_kinds: finite operands and C, AMD products below 2^128 */
            if (x->colbad[j] || !finite32(c_at(x, i, j)) ||
                (amd && emax_a + x->pemax[p] > 126))
                return 0;
        }
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
static void collect_panel(const batch_ctx *x, size_t i0, size_t nr, size_t p, const uint16_t *lm,
                          row_bufs *rb, collector *cl)
{
    const size_t W = MMAEMU_FAST_LANES, npanel = (x->g->n + W - 1) / W;
    const int has_c = x->g->c != NULL;
    unsigned rows = 0;   /* the rows with elements in this panel, without branches */
    for (size_t r = 0; r < nr; r++)
        rows |= (unsigned)((rb->need[r * npanel + p] & lm[r]) != 0) << r;
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

/* Sets panel by panel, so that a set's columns lie in few panels, from
 * which the kernel takes B's operands straight (one permute for two, two
 * and a blend for four): a set is closed early rather than reach a third
 * panel when half full, and always rather than reach a fifth.  Only the
 * panels holding elements are visited (sixteen tested at once). */
void mmaemu_gemm_lanes_collect(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const size_t W = MMAEMU_FAST_LANES, npanel = (x->g->n + W - 1) / W;
    uint16_t lm[MMAEMU_GEMM_BLOCK];
    for (size_t r = 0; r < nr; r++)
        lm[r] = rb->lrow[r] ? 0xFFFFu : 0u;
    collector cl = {&rb->esets[0], 0, 0};
    cl.es->np = 0;
    for (size_t p0 = 0; p0 < npanel; p0 += 16)
        for (unsigned u = panels_used(x, rb->need, nr, npanel, p0, lm); u; u &= u - 1)
            collect_panel(x, i0, nr, p0 + (size_t)__builtin_ctz(u), lm, rb, &cl);
    if (cl.nl) {
        set_close(cl.es, cl.nl);
        cl.ns++;
    }
    rb->nesets = cl.ns;
}

/* Positions [q0, q1) of the block's rows (src: [BLOCK][kp]) side by side
 * into dst[q * LANES + r] (rows past nr: row 0's values). */
static void transpose_rows(int32_t *dst, const int32_t *src, size_t kp, size_t nr, size_t q0,
                           size_t q1)
{
    const size_t W = MMAEMU_FAST_LANES;
    for (size_t q = q0; q < q1; q++)
        for (size_t r = 0; r < W; r++)
            dst[q * W + r] = src[(r < nr ? r : 0) * kp + q];
}

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#include <immintrin.h>
/* Transpose a 16 x 16 tile of int32 in place: v[r] lane c -> v[c] lane r.
 * Pairs, then quads of rows within 128-bit lanes (unpack), then a 4 x 4
 * transpose of the 128-bit lanes (two rounds of shuffle_i32x4). */
__attribute__((target("avx512f"))) static void transpose16(__m512i *v)
{
    __m512i t[16], u[4];
    for (int i = 0; i < 16; i += 2) {
        t[i] = _mm512_unpacklo_epi32(v[i], v[i + 1]);
        t[i + 1] = _mm512_unpackhi_epi32(v[i], v[i + 1]);
    }
    /* v[4g + c], 128-bit lane k: rows 4g..4g+3 of column 4k + c */
    for (int g = 0; g < 16; g += 4) {
        v[g] = _mm512_unpacklo_epi64(t[g], t[g + 2]);
        v[g + 1] = _mm512_unpackhi_epi64(t[g], t[g + 2]);
        v[g + 2] = _mm512_unpacklo_epi64(t[g + 1], t[g + 3]);
        v[g + 3] = _mm512_unpackhi_epi64(t[g + 1], t[g + 3]);
    }
    for (int c = 0; c < 4; c++) {
        u[0] = _mm512_shuffle_i32x4(v[c], v[4 + c], 0x44);
        u[1] = _mm512_shuffle_i32x4(v[c], v[4 + c], 0xEE);
        u[2] = _mm512_shuffle_i32x4(v[8 + c], v[12 + c], 0x44);
        u[3] = _mm512_shuffle_i32x4(v[8 + c], v[12 + c], 0xEE);
        t[c] = _mm512_shuffle_i32x4(u[0], u[2], 0x88);
        t[4 + c] = _mm512_shuffle_i32x4(u[0], u[2], 0xDD);
        t[8 + c] = _mm512_shuffle_i32x4(u[1], u[3], 0x88);
        t[12 + c] = _mm512_shuffle_i32x4(u[1], u[3], 0xDD);
    }
    /* t[4k + c]: column 4k + c */
    for (int i = 0; i < 16; i++)
        v[i] = t[i];
}

/* transpose_rows a 16 x 16 tile at a time. */
__attribute__((target("avx512f"))) static void transpose_rows512(int32_t *dst, const int32_t *src,
                                                                size_t kp, size_t nr, size_t q0,
                                                                size_t q1)
{
    const size_t W = MMAEMU_FAST_LANES;
    for (size_t q = q0; q < q1; q += W) {
        const unsigned n = q1 - q < W ? (unsigned)(q1 - q) : (unsigned)W;
        const __mmask16 m = (__mmask16)((1u << n) - 1u);
        __m512i v[16];
        for (size_t r = 0; r < W; r++)
            v[r] = _mm512_maskz_loadu_epi32(m, src + (r < nr ? r : 0) * kp + q);
        transpose16(v);
        for (unsigned c = 0; c < n; c++)
            _mm512_storeu_si512(dst + (q + c) * W, v[c]);
    }
}
#endif

void mmaemu_gemm_lanes_chunk(const batch_ctx *x, size_t nr, size_t q0, size_t q1, row_bufs *rb)
{
    const size_t kp = x->kp, L = (size_t)x->plan.L;
    void (*tr)(int32_t *, const int32_t *, size_t, size_t, size_t, size_t) = transpose_rows;
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
    if (x->wide)
        tr = transpose_rows512;
#endif
    tr(rb->tae, rb->bea, kp, nr, q0, q1);
    tr(rb->tas, rb->bsa, kp, nr, q0, q1);
    tr(rb->taz, rb->bza, kp, nr, q0 / L, q1 / L);
    const size_t W = MMAEMU_FAST_LANES, nst = kp / L;
    for (size_t t = 0; t < rb->nesets; t++) {
        elem_set *es = &rb->esets[t];
        const size_t p0 = es->pp[0];
        mmaemu_fast_cols bc = {es->bl, {0}, {0}, (int)es->np};
        for (size_t k = 1; k < es->np; k++) {
            bc.d[k] = (ptrdiff_t)((es->pp[k] - p0) * kp * W);
            bc.dz[k] = (ptrdiff_t)((es->pp[k] - p0) * nst * W);
        }
        const mmaemu_fast_panel pb = {x->pe + p0 * kp * W, x->ps + p0 * kp * W,
                                      x->pz + p0 * nst * W, &bc};
        fast_ctx f = {x, rb->rows, {rb->tae, rb->tas, rb->taz, es->rows}, pb, es->cols, es->rows};
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
