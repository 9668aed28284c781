/* SPDX-License-Identifier: MIT */
/* gemm_side.c -- a block's rows of A side by side (kernels/gemm_impl.h):
 * position q of block row r at [q * LANES + r], the layout the element
 * lanes (kernels/gemm_lanes.c) take A's operands from.  Two ways there:
 * the block's decoded rows transposed a K chunk at a time
 * (mmaemu_gemm_side_transpose), or -- the certified path with the blocked
 * bf16 kernel -- the raw operands put side by side once per block
 * (mmaemu_gemm_side_fill: one load per position where A's rows are inner
 * in memory, as DCPP's xty = x^T y has them; 16 x 16 tiles widened and
 * transposed where they are contiguous; else the rows loaded and
 * transposed once), from which come the bound kernel's pairs
 * (mmaemu_cert_pack16), each row's checks, and each K chunk's decoded
 * operands (mmaemu_fast_decode_side_avx512), with no row-major decode and
 * no transposes back. */

#include <string.h>

#include "gemm_impl.h"

int mmaemu_gemm_side_usable(const batch_ctx *x)
{
#if !((defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__))
    return 0;   /* the fills below are AVX-512 */
#endif
    return x->wide && x->lanes && x->chunked && x->cert && x->cbf16 && x->wa == 16 &&
           x->s->convert == MMAEMU_CONVERT_TRUNC;
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
#define SIDE_X86 1
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

/* The block's first row of A (16-bit operands) in this batch element. */
static const uint16_t *block_a16(const batch_ctx *x, size_t i0)
{
    const mmaemu_gemm *g = x->g;
    return (const uint16_t *)g->a.data + (ptrdiff_t)x->bi * g->a.sb + (ptrdiff_t)i0 * g->a.si;
}

/* The checks of the element lanes on 16 raw operands v (lanes m): *bad
 * gets the NaN / Inf lanes, emax the largest exponent of a non-zero value
 * (as the fast path decodes: emin for subnormals). */
typedef struct {
    __m512i emask, nzmask, bias, emin, emax;
    __mmask16 bad;
    unsigned fb;
} side_stats;

__attribute__((target("avx512f"), always_inline)) static inline void
stats16(side_stats *st, __m512i v, __mmask16 m)
{
    const __m512i ec = _mm512_and_si512(_mm512_srli_epi32(v, st->fb), st->emask);
    st->bad |= _mm512_mask_cmpeq_epi32_mask(m, ec, st->emask);
    const __mmask16 nz = _mm512_mask_test_epi32_mask(m, v, st->nzmask);
    const __m512i ex = _mm512_mask_sub_epi32(st->emin, _mm512_test_epi32_mask(ec, ec), ec, st->bias);
    st->emax = _mm512_mask_max_epi32(st->emax, nz, st->emax, ex);
}

__attribute__((target("avx512f"))) static side_stats stats_start(const batch_ctx *x)
{
    const mmaemu_format_info *fi = mmaemu_format_get(x->ins->step.a_fmt);
    const int eb = fi->exp_bits, fb = fi->frac_bits;
    return (side_stats){_mm512_set1_epi32((1 << eb) - 1), _mm512_set1_epi32((1 << (eb + fb)) - 1),
                        _mm512_set1_epi32(fi->bias), _mm512_set1_epi32(fi->emin),
                        _mm512_set1_epi32(MMAEMU_FAST_ZERO_EXP), 0, (unsigned)fb};
}

__attribute__((target("avx512f"))) static void stats_to(const side_stats *st, uint16_t *bad,
                                                       int32_t *emax)
{
    *bad = st->bad;
    _mm512_storeu_si512(emax, st->emax);
}

__attribute__((target("avx512f"))) static void stats_end(const side_stats *st, row_bufs *rb)
{
    stats_to(st, &rb->sbad, rb->semax);
}

/* A's rows inner in memory (unit stride between rows): one masked load of
 * the block's nr operands per position, each from another line (xty: 512
 * bytes apart), which the hardware does not fetch ahead: we do. */
#define SIDE_AHEAD 16
__attribute__((target("avx512f,avx512bw,avx512vl"))) static void
fill_direct(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const size_t W = MMAEMU_FAST_LANES;
    const uint16_t *a = block_a16(x, i0);
    const __mmask16 m = (__mmask16)((1u << nr) - 1u);
    side_stats st = stats_start(x);
    for (size_t q = 0; q < x->kp; q++) {
        const size_t k = x->src[q], kf = q + SIDE_AHEAD < x->kp ? x->src[q + SIDE_AHEAD] : x->K;
        if (kf < x->K)   /* one line per position, SIDE_AHEAD positions on */
            _mm_prefetch((const char *)(a + (ptrdiff_t)kf * g->a.sj), _MM_HINT_T0);
        const __m512i v = k < x->K ? _mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16(
                                         m, a + (ptrdiff_t)k * g->a.sj))
                                   : _mm512_setzero_si512();
        _mm512_storeu_si512(rb->traw + q * W, v);
        stats16(&st, v, m);
    }
    stats_end(&st, rb);
}

/* fill_direct for this block and the next (nr2 rows from i0 + LANES) at
 * once: one load of both blocks' operands per position (xty: a whole
 * line), the next's into traw2 and its checks into sbad2, semax2. */
__attribute__((target("avx512f,avx512bw,avx512vl"))) static void
fill_direct2(const batch_ctx *x, size_t i0, size_t nr, size_t nr2, row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const size_t W = MMAEMU_FAST_LANES;
    const uint16_t *a = block_a16(x, i0);
    const __mmask16 m = (__mmask16)((1u << nr) - 1u), m2 = (__mmask16)((1u << nr2) - 1u);
    const __mmask32 mm = (__mmask32)m | (__mmask32)m2 << 16;
    side_stats st = stats_start(x), st2 = stats_start(x);
    for (size_t q = 0; q < x->kp; q++) {
        const size_t k = x->src[q], kf = q + SIDE_AHEAD < x->kp ? x->src[q + SIDE_AHEAD] : x->K;
        if (kf < x->K)
            _mm_prefetch((const char *)(a + (ptrdiff_t)kf * g->a.sj), _MM_HINT_T0);
        const __m512i w = k < x->K ? _mm512_maskz_loadu_epi16(mm, a + (ptrdiff_t)k * g->a.sj)
                                   : _mm512_setzero_si512();
        const __m512i v = _mm512_cvtepu16_epi32(_mm512_castsi512_si256(w));
        const __m512i v2 = _mm512_cvtepu16_epi32(_mm512_extracti64x4_epi64(w, 1));
        _mm512_storeu_si512(rb->traw + q * W, v);
        _mm512_storeu_si512(rb->traw2 + q * W, v2);
        stats16(&st, v, m);
        stats16(&st2, v2, m2);
    }
    stats_end(&st, rb);
    stats_to(&st2, &rb->sbad2, rb->semax2);
}

/* The block's rows from the fill of the block before (fill_direct2):
 * the buffers swapped, the checks copied. */
static void take_prefilled(row_bufs *rb)
{
    uint32_t *t = rb->traw;
    rb->traw = rb->traw2;
    rb->traw2 = t;
    rb->sbad = rb->sbad2;
    memcpy(rb->semax, rb->semax2, sizeof rb->semax);
    rb->pre_ok = 0;
}

/* A's rows contiguous, the plain order: 16 positions of the block's rows
 * widened and transposed at a time (rows past nr: row 0's), each row's
 * line TILE_AHEAD positions on fetched ahead. */
#define TILE_AHEAD 64
__attribute__((target("avx512f,avx512bw,avx512vl"))) static void
fill_tiles(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const size_t W = MMAEMU_FAST_LANES, K = x->K;
    const uint16_t *a = block_a16(x, i0);
    const __mmask16 m = (__mmask16)((1u << nr) - 1u);
    side_stats st = stats_start(x);
    for (size_t q = 0; q < x->kp; q += W) {
        const unsigned n = q >= K ? 0 : K - q < W ? (unsigned)(K - q) : (unsigned)W;
        const __mmask16 mq = (__mmask16)((1u << n) - 1u);
        __m512i v[16];
        for (size_t r = 0; r < W; r++) {
            const uint16_t *ar = a + (ptrdiff_t)(r < nr ? r : 0) * g->a.si + (ptrdiff_t)q;
            if (q + TILE_AHEAD < K)   /* sixteen rows, each its own stream */
                _mm_prefetch((const char *)(ar + TILE_AHEAD), _MM_HINT_T0);
            v[r] = _mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16(mq, ar));
        }
        transpose16(v);
        for (size_t c = 0; c < W && q + c < x->kp; c++) {
            _mm512_storeu_si512(rb->traw + (q + c) * W, v[c]);
            stats16(&st, v[c], m);
        }
    }
    stats_end(&st, rb);
}

/* The row route's load (mmaemu_gemm_load_rows) where A's rows are inner in
 * memory: 16 positions of the block's nr <= 16 rows (one masked load per
 * position, as fill_direct) widened and transposed into the rows at once,
 * instead of one element at a time with a stride. */
__attribute__((target("avx512f,avx512bw,avx512vl"))) static void
load_inner512(const batch_ctx *x, size_t i0, size_t nr, uint32_t *rows)
{
    const mmaemu_gemm *g = x->g;
    const size_t W = MMAEMU_FAST_LANES, kp = x->kp;
    const uint16_t *a = block_a16(x, i0);
    const __mmask16 m = (__mmask16)((1u << nr) - 1u);
    for (size_t q = 0; q < kp; q += W) {
        __m512i v[16];
        for (size_t t = 0; t < W; t++) {
            const size_t k = q + t < kp ? x->src[q + t] : x->K;
            v[t] = k < x->K ? _mm512_cvtepu16_epi32(
                                  _mm256_maskz_loadu_epi16(m, a + (ptrdiff_t)k * g->a.sj))
                            : _mm512_setzero_si512();
        }
        transpose16(v);
        const __mmask16 mq = (__mmask16)(kp - q < W ? (1u << (kp - q)) - 1u : 0xFFFFu);
        for (size_t r = 0; r < nr; r++)
            _mm512_mask_storeu_epi32(rows + r * kp + q, mq, v[r]);
    }
}

/* load_inner512 for this block (rows) and the next (nr2 rows from i0 +
 * LANES, into rows2) at once: one load of both blocks' operands per
 * position (a whole line of xty's x). */
__attribute__((target("avx512f,avx512bw,avx512vl"))) static void
load_inner512_2(const batch_ctx *x, size_t i0, size_t nr, size_t nr2, uint32_t *rows,
                uint32_t *rows2)
{
    const mmaemu_gemm *g = x->g;
    const size_t W = MMAEMU_FAST_LANES, kp = x->kp;
    const uint16_t *a = block_a16(x, i0);
    const __mmask32 m = (__mmask32)((1u << nr) - 1u) | (__mmask32)((1u << nr2) - 1u) << 16;
    for (size_t q = 0; q < kp; q += W) {
        __m512i v[16], v2[16];
        for (size_t t = 0; t < W; t++) {
            const size_t k = q + t < kp ? x->src[q + t] : x->K;
            const __m512i w = k < x->K ? _mm512_maskz_loadu_epi16(m, a + (ptrdiff_t)k * g->a.sj)
                                       : _mm512_setzero_si512();
            v[t] = _mm512_cvtepu16_epi32(_mm512_castsi512_si256(w));
            v2[t] = _mm512_cvtepu16_epi32(_mm512_extracti64x4_epi64(w, 1));
        }
        transpose16(v);
        transpose16(v2);
        const __mmask16 mq = (__mmask16)(kp - q < W ? (1u << (kp - q)) - 1u : 0xFFFFu);
        for (size_t r = 0; r < nr; r++)
            _mm512_mask_storeu_epi32(rows + r * kp + q, mq, v[r]);
        for (size_t r = 0; r < nr2; r++)
            _mm512_mask_storeu_epi32(rows2 + r * kp + q, mq, v2[r]);
    }
}

/* Else the rows as the row route loads them, transposed once. */
__attribute__((target("avx512f"))) static void fill_rows(const batch_ctx *x, size_t i0, size_t nr,
                                                         row_bufs *rb)
{
    const size_t W = MMAEMU_FAST_LANES, kp = x->kp;
    const __mmask16 m = (__mmask16)((1u << nr) - 1u);
    mmaemu_gemm_load_rows(x, i0, nr, rb->rows);
    transpose_rows512((int32_t *)rb->traw, (const int32_t *)rb->rows, kp, nr, 0, kp);
    side_stats st = stats_start(x);
    for (size_t q = 0; q < kp; q++)
        stats16(&st, _mm512_loadu_si512(rb->traw + q * W), m);
    stats_end(&st, rb);
}
#endif

int mmaemu_gemm_load_pair(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const size_t W = MMAEMU_FAST_LANES, M = x->g->m;
    if (!x->pair_fill || nr > W)
        return 0;
    if (rb->pre_rows && rb->pre_i0 == i0 && rb->pre_bi == x->bi) {   /* loaded with the block before */
        uint32_t *t = rb->rows;
        rb->rows = rb->rows2;
        rb->rows2 = t;
        rb->pre_rows = 0;
        return 1;
    }
    if (i0 / W % 2 || i0 + W >= M)   /* blocks 2c and 2c + 1 go to one thread (kernels/gemm.c) */
        return 0;
#ifdef SIDE_X86
    load_inner512_2(x, i0, nr, M - i0 - W < W ? M - i0 - W : W, rb->rows, rb->rows2);
    rb->pre_rows = 1;
    rb->pre_i0 = i0 + W;
    rb->pre_bi = x->bi;
    return 1;
#else
    return 0;   /* pair_fill is x86 only (x->wide) */
#endif
}

int mmaemu_gemm_load_inner(const batch_ctx *x, size_t i0, size_t nr, uint32_t *rows)
{
#ifdef SIDE_X86
    if (x->wide && x->wa == 16 && x->s->convert == MMAEMU_CONVERT_TRUNC && x->g->a.si == 1 &&
        nr <= MMAEMU_FAST_LANES) {
        load_inner512(x, i0, nr, rows);
        return 1;
    }
#endif
    (void)x, (void)i0, (void)nr, (void)rows;
    return 0;
}

void mmaemu_gemm_side_transpose(const batch_ctx *x, int32_t *dst, const int32_t *src, size_t kp,
                                size_t nr, size_t q0, size_t q1)
{
#ifdef SIDE_X86
    if (x->wide) {
        transpose_rows512(dst, src, kp, nr, q0, q1);
        return;
    }
#endif
    (void)x;
    transpose_rows(dst, src, kp, nr, q0, q1);
}

void mmaemu_gemm_side_fill(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
#ifdef SIDE_X86
    const mmaemu_gemm *g = x->g;
    const ptrdiff_t sj = g->a.sj > 0 ? g->a.sj : -g->a.sj;
    const int inner = g->a.si == 1 && sj > 1, tiles = !inner && sj == 1 && x->src_id;
    rb->rowsld = !inner && !tiles;
    const size_t M = g->m, W = MMAEMU_FAST_LANES;
    if (inner && rb->pre_ok && rb->pre_i0 == i0 && rb->pre_bi == x->bi) {
        take_prefilled(rb);
    } else if (inner && x->pair_fill && i0 / W % 2 == 0 && i0 + W < M) {
        /* blocks 2c and 2c + 1 go to one thread (kernels/gemm.c) */
        fill_direct2(x, i0, nr, M - i0 - W < W ? M - i0 - W : W, rb);
        rb->pre_ok = 1;
        rb->pre_i0 = i0 + W;
        rb->pre_bi = x->bi;
    } else if (inner)
        fill_direct(x, i0, nr, rb);
    else if (tiles)
        fill_tiles(x, i0, nr, rb);
    else
        fill_rows(x, i0, nr, rb);
    rb->side = 1;
#else
    (void)x, (void)i0, (void)nr, (void)rb;   /* mmaemu_gemm_side_usable is 0 off x86 */
#endif
}
