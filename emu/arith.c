/* SPDX-License-Identifier: MIT */
/* arith.c -- the scalar adds that surround matrix instructions: the fp32
 * add that combines partial sums (CUDA cores / VALU) and add.bf16x2, and
 * the value of a bf16 pattern. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu/format.h"

/* C's float addition on the build targets is exactly IEEE binary32 RNE
 * (SSE/NEON, no flush-to-zero). */
uint32_t mmaemu_fp32_add(uint32_t x, uint32_t y)
{
    float a, b, r;
    memcpy(&a, &x, 4);
    memcpy(&b, &y, 4);
    r = a + b;
    uint32_t u;
    memcpy(&u, &r, 4);
    return u;
}

static inline double bf16_value(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

double mmaemu_bf16_to_double(uint16_t h)
{
    return bf16_value(h);
}

/* Zeros, subnormal, infinite and NaN sums: the general rounding. */
static uint16_t bf16_round_rare(double s)
{
    if (isnan(s))
        return 0x7FC0u;
    if (isinf(s))
        return s > 0 ? 0x7F80u : 0xFF80u;
    if (s == 0)
        return signbit(s) ? 0x8000u : 0u;
    int e;
    double fr = frexp(fabs(s), &e);                     /* [0.5, 1) */
    uint64_t mag = (uint64_t)ldexp(fr, 53);             /* exact */
    return (uint16_t)mmaemu_round_exact(MMAEMU_BF16, s < 0, mag, e - 53, 0, MMAEMU_RNE, 0);
}

/* The bf16 pattern of a double sum in bf16's normal binades
 * (2^-126 <= |s| < 2^128), and whether the sum lies there (else
 * bf16_round_rare decides): RNE at the 45th fraction bit, then the
 * exponent rebiased (1023 -> 127); a carry out of 2^127's binade gives
 * exponent 255 with a zero fraction, Inf, which is RNE's overflow. */
static inline int bf16_round_normal(double s, uint16_t *h)
{
    uint64_t u;
    memcpy(&u, &s, sizeof u);
    const uint64_t mag = u & 0x7FFFFFFFFFFFFFFFull, ed = mag >> 52;
    const uint64_t r = (mag + 0x0FFFFFFFFFFFull + (mag >> 45 & 1u)) >> 45;
    *h = (uint16_t)((r - ((uint64_t)(1023 - 127) << 7)) | (u >> 48 & 0x8000u));
    return ed >= 1023 - 126 && ed <= 1023 + 127;
}

/* The double sum is exact unless the exponents are more than 44 apart;
 * then the smaller addend lies far below half a bf16 ulp of the larger and
 * the double result rounds to the larger either way.  DCPP's dx sum runs
 * this per element. */
uint16_t mmaemu_bf16_add(uint16_t x, uint16_t y)
{
    const double s = bf16_value(x) + bf16_value(y);
    uint16_t h;
    return bf16_round_normal(s, &h) ? h : bf16_round_rare(s);
}

/* The same for n pairs, portable: a branch-free pass over a chunk, then
 * the rare sums of the chunk (kept, since out may be x or y). */
static void bf16_add_n_scalar(uint16_t *out, const uint16_t *x, const uint16_t *y, size_t n)
{
    for (size_t i0 = 0; i0 < n; i0 += 256) {
        const size_t m = n - i0 < 256 ? n - i0 : 256;
        double sum[256];
        unsigned char normal[256];
        for (size_t i = 0; i < m; i++) {
            uint16_t h;
            sum[i] = bf16_value(x[i0 + i]) + bf16_value(y[i0 + i]);
            normal[i] = (unsigned char)bf16_round_normal(sum[i], &h);
            out[i0 + i] = h;
        }
        for (size_t i = 0; i < m; i++)
            if (!normal[i])
                out[i0 + i] = bf16_round_rare(sum[i]);
    }
}

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#include <immintrin.h>

/* bf16_round_normal on 8 double sums at once (the same integer steps on
 * each lane's bits); the lanes outside bf16's normal binades are left to
 * the scalar rounding. */
__attribute__((target("avx512f"))) static void
bf16_add8_avx512(uint16_t *out, const uint16_t *x, const uint16_t *y)
{
    const __m256i sx = _mm256_slli_epi32(
        _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(const void *)x)), 16);
    const __m256i sy = _mm256_slli_epi32(
        _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(const void *)y)), 16);
    const __m512d s = _mm512_add_pd(_mm512_cvtps_pd(_mm256_castsi256_ps(sx)),
                                    _mm512_cvtps_pd(_mm256_castsi256_ps(sy)));
    const __m512i u = _mm512_castpd_si512(s);
    const __m512i mag = _mm512_and_si512(u, _mm512_set1_epi64(0x7FFFFFFFFFFFFFFFll));
    const __m512i ed = _mm512_srli_epi64(mag, 52);
    const __m512i odd = _mm512_and_si512(_mm512_srli_epi64(mag, 45), _mm512_set1_epi64(1));
    const __m512i r = _mm512_srli_epi64(
        _mm512_add_epi64(_mm512_add_epi64(mag, _mm512_set1_epi64(0x0FFFFFFFFFFFll)), odd), 45);
    const __m512i h = _mm512_or_si512(
        _mm512_sub_epi64(r, _mm512_set1_epi64((long long)(1023 - 127) << 7)),
        _mm512_and_si512(_mm512_srli_epi64(u, 48), _mm512_set1_epi64(0x8000)));
    const __mmask8 normal = _mm512_cmpge_epu64_mask(ed, _mm512_set1_epi64(1023 - 126)) &
                            _mm512_cmple_epu64_mask(ed, _mm512_set1_epi64(1023 + 127));
    uint16_t h8[8];
    double s8[8];
    _mm_storeu_si128((__m128i *)(void *)h8, _mm512_cvtepi64_epi16(h));
    if (normal != 0xFF)
        _mm512_storeu_pd(s8, s);
    for (int i = 0; i < 8; i++)
        out[i] = (normal >> i & 1) ? h8[i] : bf16_round_rare(s8[i]);
}

static int bf16_add_avx512_ok(void)
{
    static int ok = -1;   /* racing first calls store the same answer */
    if (ok < 0) {
        const char *env = getenv("MMAEMU_SIMD");
        __builtin_cpu_init();
        ok = __builtin_cpu_supports("avx512f") &&
             !(env && (!strcmp(env, "ref") || !strcmp(env, "scalar") || !strcmp(env, "avx2")));
    }
    return ok;
}
#endif

/* DCPP's dx sum runs this on 950 million pairs at full size: 8 at a time
 * with AVX-512 where the CPU has it (unless MMAEMU_SIMD names a narrower
 * path), else the portable pass. */
void mmaemu_bf16_add_n(uint16_t *out, const uint16_t *x, const uint16_t *y, size_t n)
{
    size_t i = 0;
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
    if (bf16_add_avx512_ok())
        for (; i + 8 <= n; i += 8)
            bf16_add8_avx512(out + i, x + i, y + i);
#endif
    bf16_add_n_scalar(out + i, x + i, y + i, n - i);
}
