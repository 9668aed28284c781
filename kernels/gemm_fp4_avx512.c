/* SPDX-License-Identifier: MIT */
/* gemm_fp4_avx512.c -- mmaemu_fp4_quads (kernels/gemm_fp4.c) with AVX-512
 * BW: a step's 64 codes a byte each in one register; their twice-values
 * and exponents by table (vpshufb), the products of pairs summed
 * (vpmaddubsw: |a| against b with a's sign), then of quads (vpmaddwd);
 * the exponent sums' maxima within each dword by byte rotations.  Only
 * the AVX-512 path calls it, where the CPU has AVX-512 BW. */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#pragma GCC target("avx512f,avx512bw")
#endif
#include "gemm_impl.h"

#if defined(__AVX512BW__)
#include <immintrin.h>

void mmaemu_fp4_quads_avx512(const mmaemu_fp4_tables *t, const uint8_t *a, const uint8_t *b,
                             int n, mmaemu_fp4_sums *s)
{
    const __m512i tv = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)t->val2));
    const __m512i te = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)t->exp));
    const __m512i rot1 = _mm512_broadcast_i32x4(
        _mm_setr_epi8(1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12));
    const __m512i rot2 = _mm512_broadcast_i32x4(
        _mm_setr_epi8(2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13));
    const __mmask64 m = n >= 64 ? ~(__mmask64)0 : ((__mmask64)1 << n) - 1;
    /* codes past n load as 0: the zero code, value 0 */
    const __m512i ca = _mm512_maskz_loadu_epi8(m, a), cb = _mm512_maskz_loadu_epi8(m, b);
    const __m512i va = _mm512_shuffle_epi8(tv, ca), vb = _mm512_shuffle_epi8(tv, cb);
    const __m512i vbs =
        _mm512_mask_sub_epi8(vb, _mm512_movepi8_mask(va), _mm512_setzero_si512(), vb);
    const __m512i pairs = _mm512_maddubs_epi16(_mm512_abs_epi8(va), vbs);   /* |sum| <= 288 */
    const __m512i quad = _mm512_madd_epi16(pairs, _mm512_set1_epi16(1));
    __m512i e = _mm512_add_epi8(_mm512_shuffle_epi8(te, ca), _mm512_shuffle_epi8(te, cb));
    e = _mm512_max_epi8(e, _mm512_shuffle_epi8(e, rot1));
    e = _mm512_max_epi8(e, _mm512_shuffle_epi8(e, rot2));
    const __m512i qexp = _mm512_srai_epi32(_mm512_slli_epi32(e, 24), 24);
    __m512i blk = _mm512_add_epi32(quad, _mm512_shuffle_epi32(quad, _MM_PERM_BADC));
    blk = _mm512_add_epi32(blk, _mm512_shuffle_epi32(blk, _MM_PERM_CDAB));
    __m512i bexp = _mm512_max_epi32(qexp, _mm512_shuffle_epi32(qexp, _MM_PERM_BADC));
    bexp = _mm512_max_epi32(bexp, _mm512_shuffle_epi32(bexp, _MM_PERM_CDAB));
    _mm512_storeu_si512(s->quad, quad);
    _mm512_storeu_si512(s->quad_exp, qexp);
    /* the blocks through general registers: the tail's loads of single
     * words would wait on a forward from a 64-byte store */
    const __m512i pick = _mm512_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
    const __m512i both = _mm512_permutex2var_epi32(blk, pick, bexp);
    const __m128i sums = _mm512_castsi512_si128(both);
    const __m128i exps = _mm512_extracti32x4_epi32(both, 1);
    s->blk[0] = _mm_cvtsi128_si32(sums);
    s->blk[1] = _mm_extract_epi32(sums, 1);
    s->blk[2] = _mm_extract_epi32(sums, 2);
    s->blk[3] = _mm_extract_epi32(sums, 3);
    s->blk_exp[0] = _mm_cvtsi128_si32(exps);
    s->blk_exp[1] = _mm_extract_epi32(exps, 1);
    s->blk_exp[2] = _mm_extract_epi32(exps, 2);
    s->blk_exp[3] = _mm_extract_epi32(exps, 3);
}
#else
void mmaemu_fp4_quads_avx512(const mmaemu_fp4_tables *t, const uint8_t *a, const uint8_t *b,
                             int n, mmaemu_fp4_sums *s)
{
    mmaemu_fp4_quads(t, a, b, n, s);
}
#endif
