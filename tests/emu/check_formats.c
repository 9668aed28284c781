/* SPDX-License-Identifier: MIT */
/* check_formats.c -- formats and rounding against independent oracles:
 * the compiler's _Float16 conversions, the classic bf16 bit formula, MPFR
 * (with explicit emin/emax/subnormalize), and values taken from the OCP
 * 8-bit floating point specification; and the library's growable array
 * (emu/array.c), the one helper of emu/ that is no number format. */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

static float f32(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static uint32_t b32(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }

/* bf16 RNE by the usual integer formula (independent of round.c). */
static uint16_t bf16_formula(uint32_t x)
{
    if ((x & 0x7F800000u) == 0x7F800000u && (x & 0x007FFFFFu))
        return (uint16_t)((x >> 16) | 0x0040u);       /* quiet NaN, payload kept */
    uint32_t bias = 0x7FFFu + ((x >> 16) & 1u);
    return (uint16_t)((x + bias) >> 16);
}

START_TEST(fp32_to_bf16_exhaustive)
{
    unsigned long bad = 0;
    #pragma omp parallel for reduction(+:bad) schedule(static)
    for (int64_t i = 0; i <= 0xFFFFFFFFll; i++) {
        uint32_t x = (uint32_t)i;
        uint32_t got = mmaemu_convert(MMAEMU_FP32, x, MMAEMU_BF16, MMAEMU_RNE, 0);
        bad += got != bf16_formula(x);
    }
    ck_assert_msg(bad == 0, "%lu fp32->bf16 mismatches", bad);
}
END_TEST

/* fp32 -> fp16 RNE by the x86 F16C instruction where the CPU has it (fast),
 * else by the compiler's software conversion (libgcc). */
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
__attribute__((target("f16c"))) static uint16_t fp16_by_f16c(uint32_t x)
{
    __m128 v = _mm_castsi128_ps(_mm_cvtsi32_si128((int)x));
    return (uint16_t)_mm_extract_epi16(_mm_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT), 0);
}
static int have_f16c(void) { return __builtin_cpu_supports("f16c"); }
#else
static uint16_t fp16_by_f16c(uint32_t x) { (void)x; return 0; }
static int have_f16c(void) { return 0; }
#endif

static uint16_t fp16_oracle(uint32_t x, int use_f16c)
{
    if (use_f16c)
        return fp16_by_f16c(x);
    _Float16 h = (_Float16)f32(x);
    uint16_t bits;
    memcpy(&bits, &h, 2);
    return bits;
}

START_TEST(fp32_to_fp16_exhaustive)
{
    const int use_f16c = have_f16c();
    unsigned long bad = 0;
    #pragma omp parallel for reduction(+:bad) schedule(static)
    for (int64_t i = 0; i <= 0xFFFFFFFFll; i++) {
        uint32_t x = (uint32_t)i;
        uint16_t want = fp16_oracle(x, use_f16c);
        uint32_t got = mmaemu_convert(MMAEMU_FP32, x, MMAEMU_FP16, MMAEMU_RNE, 0);
        bad += got != want;
    }
    ck_assert_msg(bad == 0, "%lu fp32->fp16 mismatches", bad);
}
END_TEST

START_TEST(widening_exhaustive)
{
    for (uint32_t h = 0; h <= 0xFFFFu; h++) {
        _Float16 x;
        uint16_t h16 = (uint16_t)h;
        memcpy(&x, &h16, 2);
        float want = (float)x;
        uint32_t got = mmaemu_to_fp32_bits(MMAEMU_FP16, h);
        if (isnan(want))
            ck_assert(isnan(f32(got)));
        else
            ck_assert_msg(got == b32(want), "fp16 %04x -> %08x", h, got);
        ck_assert_uint_eq(mmaemu_to_fp32_bits(MMAEMU_BF16, h), isnan(f32(h << 16))
                          ? (h << 16) | 0x00400000u : h << 16);
    }
}
END_TEST

/* Decode of every 8-bit pattern against the field formula of the OCP
 * spec (E4M3FN, E5M2) and the FNUZ definitions. */
static double fp8_value(uint32_t x, int ebits, int mbits, int bias, int fnuz, int *special)
{
    int s = (int)(x >> 7), e = (int)((x >> mbits) & ((1u << ebits) - 1u));
    int m = (int)(x & ((1u << mbits) - 1u));
    *special = 0;
    if (fnuz && x == 0x80) { *special = 2; return NAN; }
    if (!fnuz && ebits == 4 && e == 15 && m == 7) { *special = 2; return NAN; }
    if (!fnuz && ebits == 5 && e == 31) { *special = m ? 2 : 1; return m ? NAN : (s ? -INFINITY : INFINITY); }
    double v = e ? ldexp(1.0 + m / (double)(1 << mbits), e - bias)
                 : ldexp(m / (double)(1 << mbits), 1 - bias);
    return s ? -v : v;
}

START_TEST(fp8_decode_all)
{
    const struct { mmaemu_format f; int e, m, bias, fnuz; double max; } t[] = {
        {MMAEMU_E4M3, 4, 3, 7, 0, 448.0}, {MMAEMU_E5M2, 5, 2, 15, 0, 57344.0},
        {MMAEMU_E4M3FNUZ, 4, 3, 8, 1, 240.0}, {MMAEMU_E5M2FNUZ, 5, 2, 16, 1, 57344.0},
    };
    for (size_t k = 0; k < sizeof t / sizeof t[0]; k++) {
        double maxseen = 0;
        for (uint32_t x = 0; x < 256; x++) {
            int special;
            double want = fp8_value(x, t[k].e, t[k].m, t[k].bias, t[k].fnuz, &special);
            mmaemu_value v;
            mmaemu_decode(t[k].f, x, &v);
            if (special == 2) {
                ck_assert_int_eq(v.cls, MMAEMU_CLASS_NAN);
                continue;
            }
            if (special == 1) {
                ck_assert_int_eq(v.cls, MMAEMU_CLASS_INF);
                continue;
            }
            double got = ldexp((double)v.sig, v.exp - v.frac_bits) * (v.sign ? -1 : 1);
            ck_assert_msg(got == want, "fmt %zu pattern %02x: %g vs %g", k, x, got, want);
            /* Round trip through fp32 and back is exact. */
            uint32_t w = mmaemu_to_fp32_bits(t[k].f, x);
            ck_assert_double_eq((double)f32(w), want);
            if (!(t[k].fnuz && x == 0))
                ck_assert_uint_eq(mmaemu_convert(MMAEMU_FP32, w, t[k].f, MMAEMU_RNE, 0), x);
            if (fabs(want) > maxseen)
                maxseen = fabs(want);
        }
        ck_assert_double_eq(maxseen, t[k].max);   /* OCP / FNUZ max values */
    }
    /* OCP: E4M3 overflow is NaN when not saturating, 448 when saturating. */
    ck_assert_uint_eq(mmaemu_convert(MMAEMU_FP32, b32(1000.0f), MMAEMU_E4M3, MMAEMU_RNE, 0), 0x7F);
    ck_assert_uint_eq(mmaemu_convert(MMAEMU_FP32, b32(1000.0f), MMAEMU_E4M3, MMAEMU_RNE,
                                     MMAEMU_SATURATE), 0x7E);
    ck_assert_uint_eq(mmaemu_convert(MMAEMU_FP32, b32(1e6f), MMAEMU_E5M2, MMAEMU_RNE, 0), 0x7C);
    ck_assert_uint_eq(mmaemu_convert(MMAEMU_FP32, b32(-0.0f), MMAEMU_E4M3FNUZ, MMAEMU_RNE, 0), 0x00);
    /* 464 is the E4M3 midpoint between 448 and 480 (not representable): RNE to 448. */
    ck_assert_uint_eq(mmaemu_convert(MMAEMU_FP32, b32(463.0f), MMAEMU_E4M3, MMAEMU_RNE, 0), 0x7E);
}
END_TEST

/* fp6/fp4 (OCP MX v1.0 section 5.3.3: no Inf or NaN, max 7.5 / 28 / 6),
 * every pattern against the field formula; the integer and scale formats
 * against their definitions (two's complement; E8M0 = 2^(x - 127), 0xFF
 * NaN; ue4m3 = e4m3 without a sign, 0x7F NaN). */
static double mx_value(uint32_t x, int ebits, int mbits, int bias)
{
    int w = 1 + ebits + mbits, s = (int)(x >> (w - 1));
    int e = (int)((x >> mbits) & ((1u << ebits) - 1u)), m = (int)(x & ((1u << mbits) - 1u));
    double v = e ? ldexp(1.0 + m / (double)(1 << mbits), e - bias)
                 : ldexp(m / (double)(1 << mbits), 1 - bias);
    return s ? -v : v;
}

static double value_of(const mmaemu_value *v)
{
    return ldexp((double)v->sig, v->exp - v->frac_bits) * (v->sign ? -1 : 1);
}

START_TEST(narrow_decode_all)
{
    const struct { mmaemu_format f; int e, m, bias; double max; } t[] = {
        {MMAEMU_E2M1, 2, 1, 1, 6.0}, {MMAEMU_E2M3, 2, 3, 1, 7.5}, {MMAEMU_E3M2, 3, 2, 3, 28.0}};
    for (size_t k = 0; k < sizeof t / sizeof t[0]; k++) {
        double maxseen = 0;
        const uint32_t n = 1u << (1 + t[k].e + t[k].m);
        for (uint32_t x = 0; x < n; x++) {
            mmaemu_value v;
            mmaemu_decode(t[k].f, x, &v);
            double want = mx_value(x, t[k].e, t[k].m, t[k].bias);
            ck_assert_msg(v.cls == (want == 0 ? MMAEMU_CLASS_ZERO : MMAEMU_CLASS_FINITE),
                          "fmt %zu pattern %02x class %d", k, x, v.cls);
            ck_assert_msg(value_of(&v) == want, "fmt %zu pattern %02x: %g vs %g", k, x,
                          value_of(&v), want);
            ck_assert_double_eq((double)f32(mmaemu_to_fp32_bits(t[k].f, x)), want);
            ck_assert_uint_eq(mmaemu_convert(MMAEMU_FP32, mmaemu_to_fp32_bits(t[k].f, x), t[k].f,
                                             MMAEMU_RNE, 0), x);
            maxseen = fabs(want) > maxseen ? fabs(want) : maxseen;
        }
        ck_assert_double_eq(maxseen, t[k].max);
        /* no Inf: overflow and Inf saturate to the largest value */
        uint32_t top = (n >> 1) - 1u;
        ck_assert_uint_eq(mmaemu_convert(MMAEMU_FP32, b32(1e6f), t[k].f, MMAEMU_RNE, 0), top);
        ck_assert_uint_eq(mmaemu_convert(MMAEMU_FP32, 0xFF800000u, t[k].f, MMAEMU_RNE, 0),
                          top | (n >> 1));
    }
    /* 5.0 is the e2m1 midpoint of 4 and 6: RNE to 4 (0x6); 0.25 to 0 */
    ck_assert_uint_eq(mmaemu_convert(MMAEMU_FP32, b32(5.0f), MMAEMU_E2M1, MMAEMU_RNE, 0), 0x6);
    ck_assert_uint_eq(mmaemu_convert(MMAEMU_FP32, b32(0.25f), MMAEMU_E2M1, MMAEMU_RNE, 0), 0x0);
}
END_TEST

START_TEST(int_and_scale_decode)
{
    for (uint32_t x = 0; x < 256; x++) {
        mmaemu_value v;
        mmaemu_decode(MMAEMU_U8, x, &v);
        ck_assert_double_eq(value_of(&v), (double)x);
        mmaemu_decode(MMAEMU_S8, x, &v);
        ck_assert_double_eq(value_of(&v), x < 128 ? (double)x : (double)x - 256.0);
        ck_assert_int_eq(mmaemu_int_value(MMAEMU_S8, x), x < 128 ? (int)x : (int)x - 256);
        mmaemu_decode(MMAEMU_UE8M0, x, &v);
        if (x == 0xFF)
            ck_assert_int_eq(v.cls, MMAEMU_CLASS_NAN);
        else
            ck_assert_double_eq(value_of(&v), ldexp(1.0, (int)x - 127));
        mmaemu_decode(MMAEMU_UE4M3, x, &v);   /* bit 7 is not a sign */
        if ((x & 0x7F) == 0x7F)
            ck_assert_int_eq(v.cls, MMAEMU_CLASS_NAN);
        else
            ck_assert_double_eq(value_of(&v), mx_value(x & 0x7F, 4, 3, 7));
    }
    mmaemu_value v;
    mmaemu_decode(MMAEMU_S32, 0x80000000u, &v);
    ck_assert_double_eq(value_of(&v), -2147483648.0);
    ck_assert_int_eq(mmaemu_int_value(MMAEMU_S32, 0xFFFFFFFFu), -1);
    ck_assert(mmaemu_format_is_int(MMAEMU_S8) && !mmaemu_format_is_int(MMAEMU_E2M1));
    mmaemu_format f;
    ck_assert(!mmaemu_format_parse("fp4", &f) && f == MMAEMU_E2M1);
    ck_assert(!mmaemu_format_parse("ue4m3", &f) && f == MMAEMU_UE4M3);
}
END_TEST

START_TEST(tf32_container_truncates)
{
    mmaemu_value v;
    mmaemu_decode(MMAEMU_TF32, 0x3F801FFFu, &v);   /* low 13 bits dropped */
    ck_assert_uint_eq(v.sig, 1u << 10);
    mmaemu_decode(MMAEMU_TF32, 0x7F800001u, &v);   /* NaN payload only below: Inf */
    ck_assert_int_eq(v.cls, MMAEMU_CLASS_INF);
    mmaemu_decode(MMAEMU_TF32, 0x00001FFFu, &v);   /* tiny subnormal: zero */
    ck_assert_int_eq(v.cls, MMAEMU_CLASS_ZERO);
}
END_TEST

/* mmaemu_round_exact against MPFR in every mode for fp32, fp16, bf16, e4m3, e5m2. */
static mpfr_rnd_t mpfr_mode(mmaemu_rounding m)
{
    switch (m) {
    case MMAEMU_RNE: return MPFR_RNDN;
    case MMAEMU_RZ: return MPFR_RNDZ;
    case MMAEMU_RD: return MPFR_RNDD;
    case MMAEMU_RU: return MPFR_RNDU;
    default: return MPFR_RNDZ;
    }
}

/* The pattern of an exactly representable double (or +-Inf, +-0) in f,
 * by the compiler's own conversions: fp16 and e5m2 (the top byte of fp16)
 * through _Float16, bf16 (the top half of fp32) and fp32 through float. */
static uint32_t encode_exact(mmaemu_format f, double d)
{
    _Float16 h;
    uint16_t hb;
    switch (f) {
    case MMAEMU_FP16:
    case MMAEMU_E5M2:
        h = (_Float16)d;
        memcpy(&hb, &h, 2);
        return f == MMAEMU_FP16 ? hb : (uint32_t)(hb >> 8);
    case MMAEMU_BF16:
        return b32((float)d) >> 16;
    default:
        return b32((float)d);
    }
}

/* Round x into y's precision within the current exponent range, with
 * gradual underflow.  Returns the ternary value. */
static int round_in_range(mpfr_t y, mpfr_t x, mpfr_rnd_t rnd, const mmaemu_format_info *fi)
{
    mpfr_exp_t old_emin = mpfr_get_emin(), old_emax = mpfr_get_emax();
    mpfr_set_emin(fi->emin - fi->frac_bits + 1);
    mpfr_set_emax(fi->emax + 1);
    int t = mpfr_set(y, x, rnd);
    t = mpfr_check_range(y, t, rnd);   /* x was made in the wide range */
    t = mpfr_subnormalize(y, t, rnd);
    mpfr_set_emin(old_emin);
    mpfr_set_emax(old_emax);
    return t;
}

START_TEST(round_vs_mpfr)
{
    test_rng rng = {0x5EEDu};
    const mmaemu_format fmts[] = {MMAEMU_FP32, MMAEMU_FP16, MMAEMU_BF16, MMAEMU_E5M2};
    mpfr_t x, y, yz, ya, dz, da;
    mpfr_init2(x, 128);
    mpfr_init2(y, 64);
    mpfr_inits2(256, dz, da, (mpfr_ptr)0);
    mpfr_inits2(64, yz, ya, (mpfr_ptr)0);
    unsigned long n = 200000ul * test_scale();
    for (unsigned long it = 0; it < n; it++) {
        mmaemu_format f = fmts[it % 4];
        const mmaemu_format_info *fi = mmaemu_format_get(f);
        mmaemu_rounding mode = (mmaemu_rounding)(it / 4 % 6);
        int sign = (int)(test_rng_next(&rng) & 1);
        int bits = 1 + (int)test_rng_below(&rng, 40);
        uint64_t mag = test_rng_next(&rng) >> (64 - bits);
        int exp = fi->emin - fi->frac_bits - 20 + (int)test_rng_below(&rng, (uint64_t)(fi->emax - fi->emin + 60)) - bits;
        if (mag == 0)
            continue;
        uint32_t got = mmaemu_round_exact(f, sign, mag, exp, 0, mode, 0);

        /* MPFR: precision frac+1, exponent range of the format, then
         * subnormalize: the textbook way to get IEEE rounding. */
        mpfr_set_ui_2exp(x, 0, 0, MPFR_RNDN);
        mpfr_set_uj_2exp(x, mag, exp, MPFR_RNDN);
        if (sign)
            mpfr_neg(x, x, MPFR_RNDN);
        mpfr_set_prec(y, fi->frac_bits + 1);
        mpfr_set_prec(yz, fi->frac_bits + 1);
        mpfr_set_prec(ya, fi->frac_bits + 1);
        int t;
        if (mode == MMAEMU_RNA) {
            /* MPFR's RNDNA works only in mpfr_round: take the nearer of
             * the two neighbours, the one away from zero on a tie. */
            int tz = round_in_range(yz, x, MPFR_RNDZ, fi);
            int ta = round_in_range(ya, x, MPFR_RNDA, fi);
            mpfr_sub(dz, x, yz, MPFR_RNDN);
            if (mpfr_inf_p(ya)) {
                /* IEEE rounds as if the exponent were unbounded: the
                 * neighbour above the largest finite value is 2^(emax+1). */
                mpfr_set_ui_2exp(da, 1, fi->emax + 1, MPFR_RNDN);
                if (sign)
                    mpfr_neg(da, da, MPFR_RNDN);
                mpfr_sub(da, da, x, MPFR_RNDN);
            } else {
                mpfr_sub(da, ya, x, MPFR_RNDN);
            }
            int away = mpfr_cmpabs(da, dz) <= 0;
            mpfr_set(y, away ? ya : yz, MPFR_RNDN);
            t = away ? ta : tz;
        } else {
            mpfr_rnd_t rnd = mode == MMAEMU_RTO ? MPFR_RNDZ : mpfr_mode(mode);
            t = round_in_range(y, x, rnd, fi);
        }
        uint32_t want = encode_exact(f, mpfr_get_d(y, MPFR_RNDN));
        if (mode == MMAEMU_RTO && t)
            want |= 1u;   /* round to odd: the sticky goes into the last bit */
        ck_assert_msg(got == want, "fmt %s mode %d: %s%llx*2^%d -> %x, MPFR %x", fi->name, mode,
                      sign ? "-" : "", (unsigned long long)mag, exp, got, want);
    }
    mpfr_clears(x, y, yz, ya, dz, da, (mpfr_ptr)0);
}
END_TEST

/* mmaemu_bf16_add (DCPP's dx = bf16(dx1 + dxt^T), add.bf16x2) against
 * MPFR: the exact sum at 300 bits (two bf16 values are 2^254 apart at
 * most), rounded to bf16 with RNDN and gradual underflow.  Pairs: every
 * exponent distance 0..300 with random significands and signs, sums
 * that are ties or one step off a tie, cancellation to zero (IEEE: +0 in
 * RNE, -0 only for -0 + -0), overflow, subnormals, Inf and NaN. */
static uint16_t bf16_add_mpfr(uint16_t x, uint16_t y)
{
    const double a = f32((uint32_t)x << 16), b = f32((uint32_t)y << 16);
    if (isnan(a) || isnan(b) || (isinf(a) && isinf(b) && (a > 0) != (b > 0)))
        return 0x7FC0u;
    if (a == 0 && b == 0)
        return signbit(a) && signbit(b) ? 0x8000u : 0u;
    mpfr_t s, r;
    mpfr_init2(s, 300);
    mpfr_init2(r, 8);
    mpfr_set_d(s, a, MPFR_RNDN);
    mpfr_add_d(s, s, b, MPFR_RNDN);   /* exact: 300 bits cover the span */
    if (mpfr_zero_p(s)) {
        mpfr_clears(s, r, (mpfr_ptr)0);
        return 0;                      /* x + (-x) = +0 under RNE */
    }
    round_in_range(r, s, MPFR_RNDN, mmaemu_format_get(MMAEMU_BF16));
    const uint16_t h = (uint16_t)encode_exact(MMAEMU_BF16, mpfr_get_d(r, MPFR_RNDN));
    mpfr_clears(s, r, (mpfr_ptr)0);
    return h;
}

static uint16_t bf16_make(int neg, int e, uint32_t frac)   /* e: biased, 0..255 */
{
    return (uint16_t)((neg ? 0x8000u : 0u) | (uint32_t)e << 7 | (frac & 0x7Fu));
}

START_TEST(bf16_add_vs_mpfr)
{
    test_rng rng = {0xADD16u};
    size_t n = 0;
    for (int d = 0; d <= 300; d++)
        for (int t = 0; t < 400; t++) {
            const int ex = (int)(test_rng_next(&rng) % 256), ey = ex - d % 256;
            const uint16_t x = bf16_make(test_rng_next(&rng) & 1, ex, test_rng_next(&rng));
            const uint16_t y = bf16_make(test_rng_next(&rng) & 1, ey < 0 ? ey + 256 : ey,
                                         test_rng_next(&rng));
            ck_assert_uint_eq(mmaemu_bf16_add(x, y), bf16_add_mpfr(x, y));
            ck_assert_uint_eq(mmaemu_bf16_add(y, x), bf16_add_mpfr(x, y));
            n += 2;
        }
    for (int e = 1; e < 255; e++)       /* ties: x + half an ulp of x, and one off */
        for (uint32_t f = 0; f < 128; f += 5)
            for (int k = -1; k <= 1; k++) {
                const uint16_t x = bf16_make(e & 1, e, f);
                const int eh = e - 8 + (k == 1);
                if (eh < 1)
                    continue;
                const uint16_t y = bf16_make(e & 1, eh, k == -1 ? 1u : 0u);
                ck_assert_uint_eq(mmaemu_bf16_add(x, y), bf16_add_mpfr(x, y));
                ck_assert_uint_eq(mmaemu_bf16_add(x, (uint16_t)(y ^ 0x8000u)),
                                  bf16_add_mpfr(x, (uint16_t)(y ^ 0x8000u)));
                ck_assert_uint_eq(mmaemu_bf16_add(x, (uint16_t)(x ^ 0x8000u)), 0u);
                n += 3;
            }
    const uint16_t special[] = {0x0000, 0x8000, 0x0001, 0x8001, 0x007F, 0x0080, 0x8080,
                                0x7F7F, 0xFF7F, 0x7F7E, 0x7F80, 0xFF80, 0x7FC0, 0x3F80, 0xBF80};
    const size_t ns = sizeof special / sizeof *special;
    for (size_t i = 0; i < ns; i++)
        for (size_t j = 0; j < ns; j++, n++)
            ck_assert_uint_eq(mmaemu_bf16_add(special[i], special[j]),
                              bf16_add_mpfr(special[i], special[j]));
    for (int i = 0; i < 200000; i++, n++) {    /* any patterns, NaN excluded above */
        const uint16_t x = (uint16_t)test_rng_next(&rng), y = (uint16_t)test_rng_next(&rng);
        const uint16_t got = mmaemu_bf16_add(x, y), want = bf16_add_mpfr(x, y);
        if ((want & 0x7FFFu) > 0x7F80u)
            ck_assert((got & 0x7FFFu) > 0x7F80u);
        else
            ck_assert_uint_eq(got, want);
    }
    ck_assert_uint_gt(n, 400000);
}
END_TEST

/* mmaemu_bf16_add_n equals mmaemu_bf16_add (checked against MPFR above)
 * element for element, on lengths around its chunk of 256, with rare
 * sums (zeros, subnormals, cancellation, overflow, NaN) mixed in, and
 * with out aliasing x or y. */
START_TEST(bf16_add_n_matches)
{
    test_rng rng = {0xADD17u};
    const uint16_t rare[] = {0x0000, 0x8000, 0x0003, 0x7F7F, 0xFF7F, 0x7F80, 0x7FC1, 0x0080};
    const size_t lens[] = {1, 255, 256, 257, 1000};
    for (size_t li = 0; li < sizeof lens / sizeof *lens; li++) {
        const size_t n = lens[li];
        uint16_t *x = malloc(n * 2), *y = malloc(n * 2), *o = malloc(n * 2), *w = malloc(n * 2);
        ck_assert(x && y && o && w);
        for (size_t i = 0; i < n; i++) {
            x[i] = (uint16_t)test_rng_next(&rng);
            y[i] = i % 7 == 3 ? (uint16_t)(x[i] ^ 0x8000u) : (uint16_t)test_rng_next(&rng);
            if (i % 11 == 5)
                x[i] = rare[test_rng_below(&rng, sizeof rare / sizeof *rare)];
            w[i] = mmaemu_bf16_add(x[i], y[i]);
        }
        mmaemu_bf16_add_n(o, x, y, n);
        ck_assert(!memcmp(o, w, n * 2));
        memcpy(o, x, n * 2);
        mmaemu_bf16_add_n(o, o, y, n);      /* out = x */
        ck_assert(!memcmp(o, w, n * 2));
        memcpy(o, y, n * 2);
        mmaemu_bf16_add_n(o, x, o, n);      /* out = y */
        ck_assert(!memcmp(o, w, n * 2));
        free(x), free(y), free(o), free(w);
    }
}
END_TEST

/* mmaemu_array_push: every element kept in order through the doublings,
 * for a 4-byte and a 24-byte element; an impossible size refused with the
 * array untouched. */
START_TEST(array_push)
{
    uint32_t *v = NULL;
    size_t n = 0, cap = 0;
    for (uint32_t i = 0; i < 5000; i++) {
        const uint32_t x = i * 2654435761u;
        ck_assert_int_eq(mmaemu_array_push(&v, &n, &cap, sizeof *v, &x), 0);
        ck_assert_uint_eq(n, i + 1);
        ck_assert(cap >= n && cap <= 2 * n + 1024);
    }
    for (uint32_t i = 0; i < 5000; i++)
        ck_assert_uint_eq(v[i], i * 2654435761u);
    free(v);

    typedef struct { double x; int64_t y; char z[8]; } wide;
    wide *w = NULL, one = {0.5, -7, "abc"};
    n = cap = 0;
    for (int i = 0; i < 3000; i++) {
        one.y = i;
        ck_assert_int_eq(mmaemu_array_push(&w, &n, &cap, sizeof *w, &one), 0);
    }
    for (int i = 0; i < 3000; i++)
        ck_assert(w[i].x == 0.5 && w[i].y == i && !strcmp(w[i].z, "abc"));

    const size_t n0 = n, cap0 = cap;
    wide *w0 = w;
    n = cap;   /* full: the next push must grow, and room * elem overflows */
    ck_assert_int_eq(mmaemu_array_push(&w, &n, &cap, SIZE_MAX / 1024, &one), -1);
    ck_assert(w == w0 && n == cap0 && cap == cap0);
    ck_assert_uint_eq(n0, 3000);
    free(w);
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(fp8_decode_all),
        TEST_ONCE(narrow_decode_all),
        TEST_ONCE(int_and_scale_decode),
        TEST_ONCE(tf32_container_truncates),
        TEST_ONCE(widening_exhaustive),
        TEST_ONCE(round_vs_mpfr),
        TEST_ONCE(fp32_to_bf16_exhaustive),
        TEST_ONCE(fp32_to_fp16_exhaustive),
        TEST_ONCE(bf16_add_vs_mpfr),
        TEST_ONCE(bf16_add_n_matches),
        TEST_ONCE(array_push),
    };
    return TEST_RUN("formats", tests);
}
