/* SPDX-License-Identifier: MIT */
/* check_compare.c -- torch.testing.assert_close's verdict and the
 * comparison statistics (validation/compare.c).
 *
 * Independent grounds: torch's rule |a - e| <= atol + rtol |e| (equal
 * infinities close, NaN never, equal_nan = False) and its default
 * tolerance table (torch.testing._comparison), applied by hand to
 * hand-built tensors whose differences, ulp distances and worst elements
 * are worked out in the comments. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

START_TEST(assert_close_semantics)
{
    /* bf16 patterns: 1.0, 1.0078125 (1 ulp), 100, 0, NaN, +inf */
    const uint16_t e[6] = {0x3F80, 0x3F80, 0x42C8, 0x0000, 0x7FC0, 0x7F80};
    const uint16_t a[6] = {0x3F80, 0x3F81, 0x42C9, 0x8000, 0x7FC0, 0x7F80};
    mmaemu_compare_stats s;
    mmaemu_compare(MMAEMU_BF16, a, e, 6, 0.2, 0.01, &s);
    /* 100 vs 100.5: |d| = 0.5 <= 0.2 + 0.01 * 100 = 1.2: close.  NaN vs NaN
     * is never close (equal_nan = False). */
    ck_assert_uint_eq(s.differ, 3);
    ck_assert_uint_eq(s.not_close, 1);
    ck_assert(s.max_abs == INFINITY);   /* the NaN pair */
    ck_assert_uint_eq(s.ulp_hist[0], 4);   /* equal patterns and +0 / -0 */
    ck_assert_uint_eq(s.ulp_hist[1], 2);
    mmaemu_compare(MMAEMU_BF16, a, e, 4, 0.0, 0.001, &s);
    ck_assert_uint_eq(s.not_close, 2);    /* 1 ulp at 1.0 is 0.0078 > 0.001 */
    ck_assert(fabs(s.max_abs - 0.5) < 1e-12);
    ck_assert_uint_eq(s.max_abs_at, 2);
    double rtol, atol;
    mmaemu_compare_default_tol(MMAEMU_BF16, &rtol, &atol);
    ck_assert(rtol == 1.6e-2 && atol == 1e-5);
}
END_TEST

/* int32 (an integer GEMM's D): torch's tolerance for integers is none;
 * the ulp distance is the integers' distance, across the sign too. */
START_TEST(int32_exact)
{
    const int32_t e[5] = {5, -4, INT32_MAX, 0, 1};
    const int32_t a[5] = {5, -7, INT32_MIN, 0, -1};
    double rtol, atol;
    mmaemu_compare_default_tol(MMAEMU_S32, &rtol, &atol);
    ck_assert(rtol == 0 && atol == 0);
    mmaemu_compare_stats s;
    mmaemu_compare(MMAEMU_S32, a, e, 5, atol, rtol, &s);
    ck_assert_uint_eq(s.differ, 3);
    ck_assert_uint_eq(s.not_close, 3);
    ck_assert_uint_eq(s.ulp_hist[0], 2);
    ck_assert_uint_eq(s.ulp_hist[2], 1);   /* 1 vs -1 */
    ck_assert_uint_eq(s.ulp_hist[3], 1);   /* -7 vs -4 */
    ck_assert_uint_eq(s.ulp_hist[7], 1);   /* INT32_MIN vs INT32_MAX */
    ck_assert(s.max_abs == 4294967295.0 && s.max_abs_at == 2);
    mmaemu_compare(MMAEMU_S32, a, e, 5, 3.0, 0, &s);
    ck_assert_uint_eq(s.not_close, 1);     /* an atol of 3 forgives the small ones */
}
END_TEST

/* bf16 pairs at known ulp distances; the buckets are 0, 1, 2, 3-4, 5-8,
 * 9-16, 17-256, more (NaN counts as more). */
START_TEST(ulp_histogram_by_hand)
{
    static const struct { uint16_t a, e; int bucket; } pairs[] = {
        {0x3F80, 0x3F80, 0}, /* equal */
        {0x3F81, 0x3F80, 1}, {0x3F7F, 0x3F80, 1}, /* one up, one down across the binade */
        {0x7F80, 0x7F7F, 1}, /* +inf is one past the largest finite */
        {0x3F82, 0x3F80, 2}, {0x0001, 0x8001, 2}, /* +-least subnormal: two apart */
        {0x3F83, 0x3F80, 3}, {0x3F84, 0x3F80, 3}, {0x3F85, 0x3F80, 4}, {0x3F88, 0x3F80, 4},
        {0x3F89, 0x3F80, 5}, {0x3F90, 0x3F80, 5}, {0x3F91, 0x3F80, 6},
        {0x4080, 0x3F80, 6}, /* 4.0 vs 1.0: 2 binades of 128 = 256 */
        {0x4081, 0x3F80, 7}, {0x7FC0, 0x3F80, 7}, /* 257; NaN */
    };
    enum { N = sizeof pairs / sizeof pairs[0] };
    uint16_t a[N], e[N];
    size_t want[8] = {0};
    for (size_t i = 0; i < N; i++) {
        a[i] = pairs[i].a;
        e[i] = pairs[i].e;
        want[pairs[i].bucket]++;
    }
    mmaemu_compare_stats s;
    mmaemu_compare(MMAEMU_BF16, a, e, N, 0, 0, &s);
    ck_assert_uint_eq(s.n, N);
    ck_assert_uint_eq(s.differ, N - 1);
    for (int b = 0; b < 8; b++)
        ck_assert_msg(s.ulp_hist[b] == want[b], "bucket %d: %zu, want %zu", b, s.ulp_hist[b],
                      want[b]);
}
END_TEST

/* fp16: the worst absolute and relative differences and where they are. */
START_TEST(worst_elements_fp16)
{
    /* expected 1, 2, -3, 100, 0; actual 1, 2 + 2^-9 (1 ulp), -3.5, 100, 2^-24. */
    const uint16_t e[5] = {0x3C00, 0x4000, 0xC200, 0x5640, 0x0000};
    const uint16_t a[5] = {0x3C00, 0x4001, 0xC300, 0x5640, 0x0001};
    mmaemu_compare_stats s;
    mmaemu_compare(MMAEMU_FP16, a, e, 4, 0, 0, &s);
    ck_assert(s.max_abs == 0.5 && s.max_abs_at == 2);
    ck_assert(s.max_rel == 0.5 / 3 && s.max_rel_at == 2);   /* 2^-9 / 2 is smaller */
    ck_assert_uint_eq(s.differ, 2);
    ck_assert_uint_eq(s.not_close, 2);
    /* atol 0.5 passes -3.5 vs -3 exactly at the bound; 1 ulp at 2 too. */
    mmaemu_compare(MMAEMU_FP16, a, e, 4, 0.5, 0, &s);
    ck_assert_uint_eq(s.not_close, 0);
    mmaemu_compare(MMAEMU_FP16, a, e, 4, 0.25, 0.0625, &s);   /* 0.25 + 3/16 < 0.5 */
    ck_assert_uint_eq(s.not_close, 1);
    /* A difference against an expected 0 is infinitely relative. */
    mmaemu_compare(MMAEMU_FP16, a, e, 5, 0, 0, &s);
    ck_assert(s.max_rel == INFINITY && s.max_rel_at == 4);
    ck_assert(s.max_abs == 0.5 && s.max_abs_at == 2);
    ck_assert_uint_eq(s.ulp_hist[1], 2);   /* 2 vs 2 + 2^-9; 0 vs 2^-24 */
}
END_TEST

/* fp32 patterns; infinities; nothing at all. */
START_TEST(fp32_infinities_and_empty)
{
    /* 1 vs 1 + 2^-23; 1e-3 vs 2e-3 (patterns of the floats); +inf vs +inf;
     * +inf vs -inf; 1 vs +inf. */
    const uint32_t e[5] = {0x3F800001u, 0x3B03126Fu, 0x7F800000u, 0xFF800000u, 0x7F800000u};
    const uint32_t a[5] = {0x3F800000u, 0x3A83126Fu, 0x7F800000u, 0x7F800000u, 0x3F800000u};
    double rtol, atol;
    mmaemu_compare_default_tol(MMAEMU_FP32, &rtol, &atol);
    mmaemu_compare_stats s;
    mmaemu_compare(MMAEMU_FP32, a, e, 3, atol, rtol, &s);
    ck_assert_uint_eq(s.differ, 2);
    ck_assert_uint_eq(s.not_close, 1);   /* 1e-3 off; 2^-23 is within atol 1e-5 */
    ck_assert_uint_eq(s.max_abs_at, 1);
    mmaemu_compare(MMAEMU_FP32, a, e, 5, atol, rtol, &s);
    ck_assert_uint_eq(s.not_close, 3);
    ck_assert(s.max_abs == INFINITY && s.max_abs_at == 3);
    ck_assert_uint_eq(s.ulp_hist[0], 1);   /* the equal infinities */
    mmaemu_compare(MMAEMU_FP32, a, e, 0, atol, rtol, &s);
    ck_assert(s.n == 0 && s.differ == 0 && s.not_close == 0 && s.max_abs == 0 && s.max_rel == 0);
    /* torch's other defaults. */
    mmaemu_compare_default_tol(MMAEMU_FP16, &rtol, &atol);
    ck_assert(rtol == 1e-3 && atol == 1e-5);
    mmaemu_compare_default_tol(MMAEMU_FP32, &rtol, &atol);
    ck_assert(rtol == 1.3e-6 && atol == 1e-5);
}
END_TEST

/* Against a double reference.  bf16 has 7 fraction bits: the neighbours
 * of 1 + 2^-8 are 1 and 1 + 2^-7, it is their midpoint (RNE: 1, even), and
 * 1 + 2^-8 + 2^-30 rounds up.  Values by hand. */
START_TEST(reference_in_its_precision)
{
    const uint16_t actual[4] = {0x3F80, 0x3F80, 0x3F81, 0x3F80};
    const double ref[4] = {1.0 + 0x1p-8, 1.0 + 0x1p-8 + 0x1p-30, 1.0 + 0x1p-8 + 0x1p-30, 1.0};
    mmaemu_compare_stats s;
    mmaemu_compare_ref(MMAEMU_BF16, actual, ref, 4, 0.0, 0.0, &s);
    /* element 0: the correctly rounded value (tie to even), 0 ulp but not
     * equal in the reference's precision; 1: one ulp below the rounded
     * reference; 2: the rounded reference; 3: equal */
    ck_assert_uint_eq(s.differ, 1);
    ck_assert_uint_eq(s.ulp_hist[0], 3);
    ck_assert_uint_eq(s.ulp_hist[1], 1);
    ck_assert_uint_eq(s.not_close, 3);
    ck_assert(s.max_abs == 0x1p-8 + 0x1p-30 && s.max_abs_at == 1);
    mmaemu_compare_ref(MMAEMU_BF16, actual, ref, 4, 0.0, 0x1p-8, &s);
    ck_assert_uint_eq(s.not_close, 0);
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(assert_close_semantics),
        TEST_ONCE(int32_exact),
        TEST_ONCE(ulp_histogram_by_hand),
        TEST_ONCE(worst_elements_fp16),
        TEST_ONCE(fp32_infinities_and_empty),
        TEST_ONCE(reference_in_its_precision),
    };
    return TEST_RUN("compare", tests);
}
