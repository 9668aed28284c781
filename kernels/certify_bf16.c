/* certify_bf16.c -- the certified path's blocked kernel for bf16 operands
 * (kernels/certify.h): R rows x P panels of 16 columns at once, so that one
 * load of B serves R rows and one broadcast of A serves P panels, with
 * AVX512_BF16's vdpbf16ps (two bf16 products per fp32 lane).
 *
 * Per step s of L products (L % 4 == 0): the step's pairs go alternately
 * into two chains y0, y1 (each vdpbf16ps adds its two products with at most
 * two roundings, RNE, flushing subnormal inputs and results), y = y0 + y1,
 * X += y, SX += |X|.  Every product thus passes at most L / 2 + 1 roundings,
 * as in certify_kernel.h; the flushes are counted in the plan's absolute
 * terms (docs/certified.md, section 3, "The bf16 kernel").  Only called
 * where the CPU has AVX512_BF16 (mmaemu_cert_bf16_available). */
#include <stddef.h>
#include <stdint.h>

#include "certify.h"

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__) && !defined(__clang__)
#define CERT_HAVE_BF16 1
#pragma GCC target("avx512f,avx512bf16")
#include <immintrin.h>

#define CB_INLINE static inline __attribute__((always_inline))

CB_INLINE void cb_block(const mmaemu_cert_plan *cp, const int R, const int P, const uint32_t *a,
                        size_t astr, const uint32_t *b, const float *x0, float *Xo, float *SXo)
{
    const size_t W = MMAEMU_CERT_LANES, h = (size_t)cp->L / 2, nst = cp->nst;
    const size_t pstr = nst * h * W;   /* words per panel */
    const __m512i absm = _mm512_set1_epi32(0x7FFFFFFF);
    __m512 X[MMAEMU_CERT_ROWS][MMAEMU_CERT_PANELS], SX[MMAEMU_CERT_ROWS][MMAEMU_CERT_PANELS];
#pragma GCC unroll 3
    for (int r = 0; r < R; r++)
#pragma GCC unroll 2
        for (int p = 0; p < P; p++) {
            X[r][p] = _mm512_loadu_ps(x0 + (size_t)r * P * W + (size_t)p * W);
            SX[r][p] = _mm512_setzero_ps();
        }
    for (size_t s = 0; s < nst; s++) {
        __m512 y0[MMAEMU_CERT_ROWS][MMAEMU_CERT_PANELS], y1[MMAEMU_CERT_ROWS][MMAEMU_CERT_PANELS];
#pragma GCC unroll 3
        for (int r = 0; r < R; r++)
#pragma GCC unroll 2
            for (int p = 0; p < P; p++)
                y0[r][p] = y1[r][p] = _mm512_setzero_ps();
        const size_t q0 = s * h;
        for (size_t q = q0; q < q0 + h; q += 2) {
            __m512bh b0[MMAEMU_CERT_PANELS], b1[MMAEMU_CERT_PANELS];
#pragma GCC unroll 2
            for (int p = 0; p < P; p++) {
                b0[p] = (__m512bh)_mm512_loadu_si512(b + p * pstr + q * W);
                b1[p] = (__m512bh)_mm512_loadu_si512(b + p * pstr + (q + 1) * W);
            }
#pragma GCC unroll 3
            for (int r = 0; r < R; r++) {
                const __m512bh a0 = (__m512bh)_mm512_set1_epi32((int)a[r * astr + q]);
                const __m512bh a1 = (__m512bh)_mm512_set1_epi32((int)a[r * astr + q + 1]);
#pragma GCC unroll 2
                for (int p = 0; p < P; p++) {
                    y0[r][p] = _mm512_dpbf16_ps(y0[r][p], a0, b0[p]);
                    y1[r][p] = _mm512_dpbf16_ps(y1[r][p], a1, b1[p]);
                }
            }
        }
#pragma GCC unroll 3
        for (int r = 0; r < R; r++)
#pragma GCC unroll 2
            for (int p = 0; p < P; p++) {
                X[r][p] = _mm512_add_ps(X[r][p], _mm512_add_ps(y0[r][p], y1[r][p]));
                SX[r][p] = _mm512_add_ps(SX[r][p], _mm512_castsi512_ps(_mm512_and_si512(_mm512_castps_si512(X[r][p]), absm)));
            }
    }
#pragma GCC unroll 3
    for (int r = 0; r < R; r++)
#pragma GCC unroll 2
        for (int p = 0; p < P; p++) {
            _mm512_storeu_ps(Xo + (size_t)r * P * W + (size_t)p * W, X[r][p]);
            _mm512_storeu_ps(SXo + (size_t)r * P * W + (size_t)p * W, SX[r][p]);
        }
}

void mmaemu_cert_dots_bf16(const mmaemu_cert_plan *cp, int R, int P, const uint32_t *a,
                           size_t astr, const uint32_t *b, const float *x0, float *X, float *SX)
{
    switch (R * 4 + P) {
    case 3 * 4 + 2: cb_block(cp, 3, 2, a, astr, b, x0, X, SX); break;
    case 3 * 4 + 1: cb_block(cp, 3, 1, a, astr, b, x0, X, SX); break;
    case 2 * 4 + 2: cb_block(cp, 2, 2, a, astr, b, x0, X, SX); break;
    case 2 * 4 + 1: cb_block(cp, 2, 1, a, astr, b, x0, X, SX); break;
    case 1 * 4 + 2: cb_block(cp, 1, 2, a, astr, b, x0, X, SX); break;
    default: cb_block(cp, 1, 1, a, astr, b, x0, X, SX); break;
    }
}
#pragma GCC reset_options
#endif

int mmaemu_cert_bf16_available(void)
{
#ifdef CERT_HAVE_BF16
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bf16");
#else
    return 0;
#endif
}

#ifndef CERT_HAVE_BF16
void mmaemu_cert_dots_bf16(const mmaemu_cert_plan *cp, int R, int P, const uint32_t *a,
                           size_t astr, const uint32_t *b, const float *x0, float *X, float *SX)
{
    (void)cp, (void)R, (void)P, (void)a, (void)astr, (void)b, (void)x0, (void)X, (void)SX;
}
#endif
