/* SPDX-License-Identifier: MIT */
/* certify_bf16.c -- the certified path's blocked kernel for bf16 operands
 * (kernels/certify.h): R rows x P panels of 16 columns at once, so that one
 * load of B serves R rows, in two forms: AVX512_BF16's vdpbf16ps (two bf16
 * products per fp32 lane; one broadcast of A serves P panels), and fp32
 * FMAs (cf_block, one panel at a time), which this CPU family issues at
 * twice the rate.
 *
 * Per step s of L products (L % 4 == 0): the step's pairs go alternately
 * into two chains y0, y1 (each vdpbf16ps adds its two products with at most
 * two roundings, RNE, flushing subnormal inputs and results), y = y0 + y1,
 * X += y, SX += f(X) (the binade term, docs/certified.md 3b).  A chain's
 * first addition, to +0, is exact, so every product passes at most L / 2
 * roundings, as in certify_kernel.h; the
 * flushes are counted in the plan's absolute terms (docs/certified.md,
 * section 3, "The blocked bf16 kernel").  Only called where the CPU has
 * AVX512_BF16 (mmaemu_cert_bf16_available). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__) && !defined(__clang__)
#define CERT_HAVE_BF16 1
#pragma GCC target("avx512f,avx512bf16,avx512bw,avx512vl,popcnt")
#include <immintrin.h>

#define CB_INLINE static inline __attribute__((always_inline))

/* The binade terms of 16 partial sums (c = f_binc). */
CB_INLINE __m512 cb_binade(__m512 x, __m512i c)
{
    return _mm512_castsi512_ps(CERT_BINADE512(_mm512_castps_si512(x), c));
}

CB_INLINE void cb_block(const mmaemu_cert_plan *cp, const int R, const int P, const uint32_t *a,
                        size_t astr, size_t aqs, const uint32_t *b, const float *x0, float *Xo,
                        float *SXo)
{
    const size_t W = MMAEMU_CERT_LANES, h = (size_t)cp->L / 2, nst = cp->nst;
    const size_t pstr = nst * h * W;   /* words per panel */
    const __m512i binc = _mm512_set1_epi32((int)cp->f_binc);
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
                const __m512bh a0 = (__m512bh)_mm512_set1_epi32((int)a[r * astr + q * aqs]);
                const __m512bh a1 = (__m512bh)_mm512_set1_epi32((int)a[r * astr + (q + 1) * aqs]);
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
                SX[r][p] = _mm512_add_ps(SX[r][p], cb_binade(X[r][p], binc));
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

/* The same X and SX with fp32 FMAs (docs/certified.md, section 3, "the FMA
 * form"), R <= 8 rows against one panel: A's rows as fp32 side by side,
 * af[k * LANES + r]; B's pairs widened in the registers, once for the R
 * rows (widened once per panel instead, B's bytes double and a panel of
 * K = 64 no longer fits in L1 beside A: measured no faster on DCPP's
 * shapes).  Per step, position 2q's products go into chain y0, 2q + 1's
 * into y1, one RNE fma each (the first from +0: exact), so a product
 * passes at most L / 2 roundings, as with vdpbf16ps.  X and SX stay in Xo
 * / SXo (L1; row r at r * rs), touched once per step, so that the
 * registers hold all 2 R chains.  Steps [s0, s1): X and SX start from x0
 * and 0 at s0 = 0, else go on from Xo, SXo.  Eight rows against one panel
 * instead of six against two: some 8 % faster on DCPP's shapes
 * (docs/performance-log.md, "Issue 26 at 1fdc36f"). */
CB_INLINE void cf_block(const mmaemu_cert_plan *cp, const int R, const float *af, const uint32_t *b,
                        const float *x0, float *Xo, float *SXo, size_t rs, size_t s0, size_t s1)
{
    const size_t W = MMAEMU_CERT_LANES, h = (size_t)cp->L / 2;
    const __m512i binc = _mm512_set1_epi32((int)cp->f_binc), him = _mm512_set1_epi32((int)0xFFFF0000u);
    for (int r = 0; r < R && s0 == 0; r++) {
        _mm512_storeu_ps(Xo + r * rs, _mm512_loadu_ps(x0 + r * rs));
        _mm512_storeu_ps(SXo + r * rs, _mm512_setzero_ps());
    }
    for (size_t s = s0; s < s1; s++) {
        __m512 y0[MMAEMU_CERT_FROWS], y1[MMAEMU_CERT_FROWS];
#pragma GCC unroll 8
        for (int r = 0; r < R; r++)
            y0[r] = y1[r] = _mm512_setzero_ps();
        for (size_t q = s * h; q < s * h + h; q++) {
            const __m512i w = _mm512_loadu_si512(b + q * W);
            const __m512 blo = _mm512_castsi512_ps(_mm512_slli_epi32(w, 16));
            const __m512 bhi = _mm512_castsi512_ps(_mm512_and_si512(w, him));
            const float *a = af + 2 * q * W;
#pragma GCC unroll 8
            for (int r = 0; r < R; r++) {
                y0[r] = _mm512_fmadd_ps(_mm512_set1_ps(a[r]), blo, y0[r]);
                y1[r] = _mm512_fmadd_ps(_mm512_set1_ps(a[W + r]), bhi, y1[r]);
            }
        }
#pragma GCC unroll 8
        for (int r = 0; r < R; r++) {
            float *xo = Xo + r * rs, *so = SXo + r * rs;
            const __m512 X = _mm512_add_ps(_mm512_loadu_ps(xo), _mm512_add_ps(y0[r], y1[r]));
            _mm512_storeu_ps(xo, X);
            _mm512_storeu_ps(so, _mm512_add_ps(_mm512_loadu_ps(so), cb_binade(X, binc)));
        }
        __asm__ volatile("" ::: "memory");   /* X, SX in memory, not registers */
    }
}

/* R rows against P panels, one panel at a time, CF_CHUNK positions at a
 * time (A's part, 16 KB, read from L1 by every panel: a long K, as xty's,
 * would stream all of A from L2 once per panel). */
#define CF_CHUNK 256
CB_INLINE void cf_rows(const mmaemu_cert_plan *cp, const int R, int P, const float *af,
                       const uint32_t *b, const float *x0, float *X, float *SX)
{
    const size_t W = MMAEMU_CERT_LANES, nst = cp->nst, pstr = nst * (size_t)cp->L / 2 * W;
    const size_t ch = CF_CHUNK / (size_t)cp->L > 0 ? CF_CHUNK / (size_t)cp->L : 1;
    for (size_t s0 = 0; s0 < nst; s0 += ch) {
        const size_t s1 = nst - s0 < ch ? nst : s0 + ch;
        for (int p = 0; p < P; p++)
            cf_block(cp, R, af, b + p * pstr, x0 + p * W, X + p * W, SX + p * W, (size_t)P * W,
                     s0, s1);
    }
}

void mmaemu_cert_dots_fma(const mmaemu_cert_plan *cp, int R, int P, const float *af,
                          const uint32_t *b, const float *x0, float *X, float *SX)
{
    switch (R) {
    case 8: cf_rows(cp, 8, P, af, b, x0, X, SX); break;
    case 7: cf_rows(cp, 7, P, af, b, x0, X, SX); break;
    case 6: cf_rows(cp, 6, P, af, b, x0, X, SX); break;
    case 5: cf_rows(cp, 5, P, af, b, x0, X, SX); break;
    case 4: cf_rows(cp, 4, P, af, b, x0, X, SX); break;
    case 3: cf_rows(cp, 3, P, af, b, x0, X, SX); break;
    case 2: cf_rows(cp, 2, P, af, b, x0, X, SX); break;
    default: cf_rows(cp, 1, P, af, b, x0, X, SX); break;
    }
}

/* mmaemu_cert_pairs for a row (wstride 1) with kp % 16 == 0 and L a power of
 * two: 16 values per iteration.  The step maxima: the magnitude patterns
 * of finite bf16 values order like the values, so an unsigned maximum of
 * (bits & 0x7FFF) over a step's lanes (a butterfly within 16 lanes, a
 * running maximum across them) is the step's max |a|.  Sums of squares in
 * double: exact squares, any summation order (the bound of norm_up holds
 * for any order of non-negative terms). */
int mmaemu_cert_pairs_avx512(const uint32_t *bits, size_t kp, int L, uint32_t *words,
                             size_t wstride, float *mnorm, float *norm, const float *wt)
{
    if (wstride != 1 || kp % 16 || L < 1 || (L & (L - 1)))
        return mmaemu_cert_pairs(bits, kp, L, words, wstride, mnorm, norm, wt);
    const __m512i lo16 = _mm512_set1_epi32(0xFFFF), mag = _mm512_set1_epi32(0x7FFF);
    __mmask16 bad = 0;
    __m512d s0 = _mm512_setzero_pd(), s1 = s0, m0 = s0, m1 = s0;
    __m512i run = _mm512_setzero_si512();
    for (size_t q = 0; q < kp; q += 16) {
        const __m512i v = _mm512_and_si512(_mm512_loadu_si512(bits + q), lo16);
        const __m512i e = _mm512_and_si512(_mm512_srli_epi32(v, 7), _mm512_set1_epi32(0xFF));
        bad |= _mm512_cmpeq_epi32_mask(e, _mm512_set1_epi32(0xFF)) |
               (_mm512_cmpeq_epi32_mask(e, _mm512_setzero_si512()) &
                _mm512_test_epi32_mask(v, _mm512_set1_epi32(0x7F)));
        _mm256_storeu_si256((__m256i *)(void *)(words + q / 2), _mm512_cvtepi32_epi16(v));
        __m512i a = _mm512_and_si512(v, mag);
        __m512 f = _mm512_castsi512_ps(_mm512_slli_epi32(a, 16));
        if (wt)   /* positions q % L ..: wt repeats with period L, 16 entries at least */
            f = _mm512_mul_ps(f, _mm512_loadu_ps(wt + q % (size_t)L));   /* exact */
        const __m512d fl = _mm512_cvtps_pd(_mm512_castps512_ps256(f));
        const __m512d fh = _mm512_cvtps_pd(_mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(f), 1)));
        s0 = _mm512_fmadd_pd(fl, fl, s0);
        s1 = _mm512_fmadd_pd(fh, fh, s1);
        if (L >= 16) {   /* a running maximum until the step ends */
            run = _mm512_max_epu32(run, a);
            if ((q + 16) % (size_t)L == 0) {
                const uint32_t m = (_mm512_reduce_max_epu32(run) & 0x7F80u) << 16;
                float mf;
                memcpy(&mf, &m, sizeof mf);
                m0 = _mm512_add_pd(m0, _mm512_set_pd(0, 0, 0, 0, 0, 0, 0, (double)mf * mf));
                run = _mm512_setzero_si512();
            }
            continue;
        }
        /* every lane of a group of L gets the group's maximum; each group
         * then counts L times (divided out below) */
        if (L > 1)
            a = _mm512_max_epu32(a, _mm512_shuffle_epi32(a, _MM_PERM_CDAB));
        if (L > 2)
            a = _mm512_max_epu32(a, _mm512_shuffle_epi32(a, _MM_PERM_BADC));
        if (L > 4)
            a = _mm512_max_epu32(a, _mm512_shuffle_i32x4(a, a, _MM_SHUFFLE(2, 3, 0, 1)));
        if (L > 8)
            a = _mm512_max_epu32(a, _mm512_shuffle_i32x4(a, a, _MM_SHUFFLE(1, 0, 3, 2)));
        const __m512 g =
            _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_and_si512(a, _mm512_set1_epi32(0x7F80)), 16));
        const __m512d gl = _mm512_cvtps_pd(_mm512_castps512_ps256(g));
        const __m512d gh = _mm512_cvtps_pd(_mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(g), 1)));
        m0 = _mm512_fmadd_pd(gl, gl, m0);
        m1 = _mm512_fmadd_pd(gh, gh, m1);
    }
    if (bad)
        return -1;
    const double sqm = _mm512_reduce_add_pd(_mm512_add_pd(m0, m1)) / (L < 16 ? L : 1);
    *norm = mmaemu_cert_norm_up(_mm512_reduce_add_pd(_mm512_add_pd(s0, s1)), kp);
    *mnorm = mmaemu_cert_norm_up(sqm, kp);
    return 0;
}

/* The squares of 16 bf16 magnitudes a (patterns & 0x7FFF) added to s in
 * fp32, the square and the sum rounded upward as one FMA: s never falls
 * below the exact sum of squares (docs/certified.md, section 3). */
#define CB_SQ(a, s)                                                                       \
    do {                                                                                  \
        const __m512 f_ = _mm512_castsi512_ps(_mm512_slli_epi32(a, 16));                  \
        s = _mm512_fmadd_round_ps(f_, f_, s, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);  \
    } while (0)

/* An fp32 upper bound of sqrt(s) for the 16 upper-bounded sums s. */
static inline __attribute__((always_inline)) __m512 cb_sqrt_up(__m512 s)
{
    return _mm512_sqrt_round_ps(s, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
}

unsigned mmaemu_cert_pack16(const uint32_t *raw, size_t kp, int L, uint32_t *words, float *mb,
                            float *nb, uint32_t *amax, const float *wt, float *wf)
{
    const size_t W = MMAEMU_CERT_LANES;
    const __m512i lo16 = _mm512_set1_epi32(0xFFFF), mag = _mm512_set1_epi32(0x7FFF);
    const __m512i pfm = _mm512_set1_epi32(0x7F80);   /* a bf16 magnitude's power of two */
    __mmask16 bad = 0;
    __m512 s0 = _mm512_setzero_ps(), s1 = s0, sm = s0;
    __m512i run = _mm512_setzero_si512(), all = run;
    /* a step at a time (no division per position): u, the position in it */
    for (size_t st = 0; st + 1 < kp; st += (size_t)L) {
        const size_t n = kp - st < (size_t)L ? kp - st : (size_t)L;
        for (size_t u = 0; u + 1 < n; u += 2) {
            const size_t q = st + u;
            const __m512i v0 = _mm512_and_si512(_mm512_loadu_si512(raw + q * W), lo16);
            const __m512i v1 = _mm512_and_si512(_mm512_loadu_si512(raw + (q + 1) * W), lo16);
            _mm512_storeu_si512(words + q / 2 * W, _mm512_or_si512(v0, _mm512_slli_epi32(v1, 16)));
            for (int t = 0; t < 2; t++) {
                const __m512i v = t ? v1 : v0;
                const __m512i e = _mm512_and_si512(_mm512_srli_epi32(v, 7), _mm512_set1_epi32(0xFF));
                bad |= _mm512_cmpeq_epi32_mask(e, _mm512_set1_epi32(0xFF)) |
                       (_mm512_cmpeq_epi32_mask(e, _mm512_setzero_si512()) &
                        _mm512_test_epi32_mask(v, _mm512_set1_epi32(0x7F)));
                const __m512i a = _mm512_and_si512(v, mag);
                __m512 f = _mm512_castsi512_ps(_mm512_slli_epi32(a, 16));
                if (wf)   /* the values as fp32 for mmaemu_cert_dots_fma */
                    _mm512_storeu_si512(wf + (q + (size_t)t) * W, _mm512_slli_epi32(v, 16));
                if (wt)   /* the weighted norm: each value times its position's weight, exact */
                    f = _mm512_mul_ps(f, _mm512_set1_ps(wt[u + (size_t)t]));
                if (t)   /* square and sum rounded upward as one FMA, as CB_SQ */
                    s1 = _mm512_fmadd_round_ps(f, f, s1, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
                else
                    s0 = _mm512_fmadd_round_ps(f, f, s0, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
                run = _mm512_max_epu32(run, a);   /* magnitudes order like their patterns */
            }
        }
        if (n == (size_t)L) {   /* the step's maximum per column */
            CB_SQ(_mm512_and_si512(run, pfm), sm);   /* 2^e of the step's largest value */
            all = _mm512_max_epu32(all, run);
            run = _mm512_setzero_si512();
        }
    }
    if (amax)   /* kp is whole steps: every position is in all */
        _mm512_storeu_si512(amax, all);
    const __m512 up = _mm512_add_round_ps(s0, s1, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
    _mm512_storeu_ps(nb, cb_sqrt_up(up));
    _mm512_storeu_ps(mb, cb_sqrt_up(sm));
    return bad;
}

#define RU (_MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC)
#define RD (_MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC)
#define RN (_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)

/* fp32 -> bf16 of 16 values with VCVTNEPS2BF16, whose definition (Intel
 * SDM, convert_fp32_to_bfloat16) is the RNE formula of ck_bf16 on the
 * patterns for every input but NaN (quietened) and subnormals (read as
 * zero): on normal and infinite inputs it is mmaemu_sched_cast's bf16
 * rounding, and a subnormal or NaN input gives a zero or NaN pattern,
 * which the decision rejects (docs/certified.md, section 5). */
CB_INLINE __m256i cb_bf16(__m512 v)
{
    return (__m256i)_mm512_cvtneps_pbh(v);
}

/* The lanes of 16 bf16 patterns that are normal numbers (neither zero,
 * subnormal, Inf nor NaN). */
CB_INLINE __mmask16 cb_bf16_normal(__m256i h)
{
    const __m256i ef = _mm256_and_si256(h, _mm256_set1_epi16(0x7F80));
    return _mm256_test_epi16_mask(ef, ef) & _mm256_cmpneq_epi16_mask(ef, _mm256_set1_epi16(0x7F80));
}

/* The interval [lo, hi] of 16 elements of a row and the mask of those it
 * decides (section 5): ok, the lanes certifiable at all, less those over
 * the caps or too small, less those whose ends round apart (*rl: the
 * bf16 value of the decided ones).  X0: C's initial values at x0;
 * BIAS: the epilogue's bias at bias; else BF16: the plain rounding to
 * bf16; neither: no rounding test (*rl = 0). */
CB_INLINE __mmask16 cb_decide(const mmaemu_cert_plan *cp, __m512 x, __m512 sx, __m512 kn,
                              __m512 km, const float *mb, const float *nb, __mmask16 ok,
                              const float *x0, const float *bias, __m512 *lo, __m512 *hi,
                              __m256i *rl, const int X0, const int BIAS, const int BF16)
{
    const __m512i absm = _mm512_set1_epi32(0x7FFFFFFF);
    const __m512 cap = _mm512_set1_ps(cp->f_cap);
    const __m512 ax = _mm512_castsi512_ps(_mm512_and_si512(_mm512_castps_si512(x), absm));
    ok &= _mm512_cmp_ps_mask(sx, cap, _CMP_LE_OQ) &
          _mm512_cmp_ps_mask(ax, _mm512_set1_ps(0x1p-100f), _CMP_GE_OQ);
    /* B >= c_sx sx + c_pn na nb + c_pm (ma mb + |c_0|) + c_0, all upward */
    __m512 B = _mm512_set1_ps(cp->f_c0);
    if (X0) {
        const __m512 ac = _mm512_castsi512_ps(_mm512_and_si512(_mm512_loadu_si512(x0), absm));
        ok &= _mm512_cmp_ps_mask(ac, cap, _CMP_LE_OQ);
        B = _mm512_fmadd_round_ps(_mm512_set1_ps(cp->f_cpm), ac, B, RU);
    }
    B = _mm512_fmadd_round_ps(_mm512_set1_ps(cp->f_csx), sx, B, RU);
    B = _mm512_fmadd_round_ps(km, _mm512_loadu_ps(mb), B, RU);
    B = _mm512_fmadd_round_ps(kn, _mm512_loadu_ps(nb), B, RU);
    *lo = _mm512_sub_round_ps(x, B, RD);
    *hi = _mm512_add_round_ps(x, B, RU);
    *rl = _mm256_setzero_si256();
    if (BIAS) {   /* the epilogue's bias, one fp32 RNE add at each end (section 5) */
        const __m512 bv = _mm512_loadu_ps(bias);
        *rl = cb_bf16(_mm512_add_round_ps(*lo, bv, RN));
        ok &= _mm256_cmpeq_epi16_mask(*rl, cb_bf16(_mm512_add_round_ps(*hi, bv, RN))) &
              cb_bf16_normal(*rl);
    } else if (BF16) {   /* both ends the same bf16 value: normal, as x (section 5) */
        ok &= _mm256_cmpeq_epi16_mask(*rl = cb_bf16(*lo), cb_bf16(*hi));
    }
    return ok;
}

/* cb_bound_row's store route: the decided lanes written as bf16 to dst
 * and cleared in need; returns how many.  Its own loop per kind of row,
 * so that no test of the kind stays in it and the count stays in a
 * register (a count kept in memory made each panel wait on the last). */
CB_INLINE size_t cb_store_row(const mmaemu_cert_plan *cp, int np, const float *X,
                              const float *SX, __m512 kn, __m512 km, const float *mb,
                              const float *nb, const uint16_t *cok, const float *x0,
                              uint16_t *dst, uint16_t *need, const float *bias, const int X0,
                              const int BIAS)
{
    const size_t W = MMAEMU_CERT_LANES;
    unsigned done = 0;
    for (int p = 0; p < np; p++) {
        __m512 lo, hi;
        __m256i rl;
        const __mmask16 ok =
            cb_decide(cp, _mm512_loadu_ps(X + p * W), _mm512_loadu_ps(SX + p * W), kn, km,
                      mb + p * W, nb + p * W, cok[p], X0 ? x0 + p * W : NULL,
                      BIAS ? bias + p * W : NULL, &lo, &hi, &rl, X0, BIAS, 1);
        const __mmask16 m = ok & need[p];
        _mm256_mask_storeu_epi16(dst + p * W, m, rl);
        need[p] &= (uint16_t)~m;
        done += (unsigned)_mm_popcnt_u32(m);
    }
    return done;
}

/* One row of mmaemu_cert_bound16. */
CB_INLINE size_t cb_bound_row(const mmaemu_cert_plan *cp, int np, const float *X,
                              const float *SX, float ma, float na, const float *mb,
                              const float *nb, const uint16_t *cok, const float *x0,
                              mmaemu_cert_sums *o, uint16_t *dst, uint16_t *need,
                              const float *bias)
{
    const size_t W = MMAEMU_CERT_LANES;
    if (!(na <= cp->f_ncap && ma <= cp->f_ncap)) {   /* the row's norms: over the cap, or NaN */
        for (int p = 0; p < np && !dst; p++)
            o->okm[p] = 0;
        return 0;
    }
    /* the row's factors of the linear form: upper bounds of c_pn na, c_pm ma */
    const __m512 kn = _mm512_mul_round_ps(_mm512_set1_ps(cp->f_cpn), _mm512_set1_ps(na), RU);
    const __m512 km = _mm512_mul_round_ps(_mm512_set1_ps(cp->f_cpm), _mm512_set1_ps(ma), RU);
    if (dst && x0)   /* only decided lanes are written */
        return bias ? cb_store_row(cp, np, X, SX, kn, km, mb, nb, cok, x0, dst, need, bias, 1, 1)
                    : cb_store_row(cp, np, X, SX, kn, km, mb, nb, cok, x0, dst, need, bias, 1, 0);
    if (dst)
        return bias ? cb_store_row(cp, np, X, SX, kn, km, mb, nb, cok, x0, dst, need, bias, 0, 1)
                    : cb_store_row(cp, np, X, SX, kn, km, mb, nb, cok, x0, dst, need, bias, 0, 0);
    for (int p = 0; p < np; p++) {
        __m512 lo, hi;
        __m256i rl;
        o->okm[p] = cb_decide(cp, _mm512_loadu_ps(X + p * W), _mm512_loadu_ps(SX + p * W), kn,
                              km, mb + p * W, nb + p * W, cok[p], x0 ? x0 + p * W : NULL, NULL,
                              &lo, &hi, &rl, x0 != NULL, 0, cp->bf16_out);
        _mm512_storeu_ps(o->lo + p * W, lo);
        _mm512_storeu_ps(o->hi + p * W, hi);
        _mm256_storeu_si256((__m256i *)(void *)(o->bits + p * W), rl);
    }
    return 0;
}

size_t mmaemu_cert_bound16(const mmaemu_cert_plan *cp, int R, int np, const float *X,
                           const float *SX, const float *ma, const float *na, const float *mb,
                           const float *nb, const uint16_t *cok, const float *x0,
                           mmaemu_cert_sums *o, const mmaemu_cert_store *st)
{
    const size_t rw = (size_t)np * MMAEMU_CERT_LANES;   /* words per row of X, SX, x0 */
    size_t done = 0;
    for (int r = 0; r < R; r++)
        done += cb_bound_row(cp, np, X + r * rw, SX + r * rw, ma[r], na[r], mb, nb, cok,
                             x0 ? x0 + r * rw : NULL, st ? NULL : o + r,
                             st ? st->dst + r * st->dstr : NULL,
                             st ? st->need + r * st->nstr : NULL,
                             st && st->bias ? st->bias + r * st->bias_str : NULL);
    return done;
}

void mmaemu_cert_dots_bf16(const mmaemu_cert_plan *cp, int R, int P, const uint32_t *a,
                           size_t astr, size_t aqs, const uint32_t *b, const float *x0, float *X,
                           float *SX)
{
    switch (R * 4 + P) {
    case 3 * 4 + 2: cb_block(cp, 3, 2, a, astr, aqs, b, x0, X, SX); break;
    case 3 * 4 + 1: cb_block(cp, 3, 1, a, astr, aqs, b, x0, X, SX); break;
    case 2 * 4 + 2: cb_block(cp, 2, 2, a, astr, aqs, b, x0, X, SX); break;
    case 2 * 4 + 1: cb_block(cp, 2, 1, a, astr, aqs, b, x0, X, SX); break;
    case 1 * 4 + 2: cb_block(cp, 1, 2, a, astr, aqs, b, x0, X, SX); break;
    default: cb_block(cp, 1, 1, a, astr, aqs, b, x0, X, SX); break;
    }
}
#pragma GCC reset_options
#endif

int mmaemu_cert_fma_preferred(void)
{
    const char *e = getenv("MMAEMU_CERT_KERNEL");
    if (e && *e)
        return strcmp(e, "dpbf16") != 0;
#ifdef CERT_HAVE_BF16
    __builtin_cpu_init();
    return !__builtin_cpu_is("amd");
#else
    return 0;
#endif
}

int mmaemu_cert_bf16_available(void)
{
#ifdef CERT_HAVE_BF16
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bf16") &&
           __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
           __builtin_cpu_supports("popcnt");
#else
    return 0;
#endif
}

#ifndef CERT_HAVE_BF16
unsigned mmaemu_cert_pack16(const uint32_t *raw, size_t kp, int L, uint32_t *words, float *mb,
                            float *nb, uint32_t *amax, const float *wt, float *wf)
{
    (void)raw, (void)kp, (void)L, (void)words, (void)mb, (void)nb, (void)amax, (void)wt, (void)wf;
    return 0xFFFFu;
}

size_t mmaemu_cert_bound16(const mmaemu_cert_plan *cp, int R, int np, const float *X,
                           const float *SX, const float *ma, const float *na, const float *mb,
                           const float *nb, const uint16_t *cok, const float *x0,
                           mmaemu_cert_sums *o, const mmaemu_cert_store *st)
{
    (void)cp, (void)X, (void)SX, (void)ma, (void)na, (void)mb, (void)nb, (void)cok, (void)x0;
    (void)st;
    for (int r = 0; r < R && o; r++)
        for (int p = 0; p < np; p++)
            o[r].okm[p] = 0;   /* never called: the blocked kernel needs AVX512_BF16 */
    return 0;
}

int mmaemu_cert_pairs_avx512(const uint32_t *bits, size_t kp, int L, uint32_t *words,
                             size_t wstride, float *mnorm, float *norm, const float *wt)
{
    return mmaemu_cert_pairs(bits, kp, L, words, wstride, mnorm, norm, wt);
}

void mmaemu_cert_dots_fma(const mmaemu_cert_plan *cp, int R, int P, const float *af,
                          const uint32_t *b, const float *x0, float *X, float *SX)
{
    (void)cp, (void)R, (void)P, (void)af, (void)b, (void)x0, (void)X, (void)SX;
}

void mmaemu_cert_dots_bf16(const mmaemu_cert_plan *cp, int R, int P, const uint32_t *a,
                           size_t astr, size_t aqs, const uint32_t *b, const float *x0, float *X,
                           float *SX)
{
    (void)cp, (void)R, (void)P, (void)a, (void)astr, (void)aqs, (void)b, (void)x0, (void)X,
        (void)SX;
}
#endif
