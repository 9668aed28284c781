/* SPDX-License-Identifier: MIT */
/* check_tolerance.c -- the tolerance arithmetic of `mmaemu explain`
 * (validation/tolerance.c): the smallest atol / rtol assert_close would
 * accept, and exact Poisson confidence intervals.
 *
 * Independent grounds: tolerances worked out by hand on values whose
 * arithmetic is exact, and held against the verdict of mmaemu_compare
 * (torch's rule); Garwood intervals as tabulated (e.g. Ulm 1990, Am J
 * Epidemiol) and, for 99%, computed with mpmath from the chi-square /
 * incomplete-gamma relation (P(X <= x | mu) = Q(x + 1, mu)), a method
 * unlike the library's summed series; the x = 0 and x = 1 bounds in closed
 * form (-ln(alpha/2), -ln(1 - alpha/2)). */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

START_TEST(tolerance_arithmetic)
{
    /* actual 1, 2, 100; expected 1, 2.0078125, 104 (bf16 exact). */
    const uint16_t a[3] = {0x3F80, 0x4000, 0x42C8}, ex[3] = {0x3F80, 0x4001, 0x42D0};
    double an, rn;
    mmaemu_required_tol(MMAEMU_BF16, a, ex, 3, 0.01, 0.2, &an, &rn);
    /* atol: max(0.0078125 - 0.020078125, 4 - 1.04) = 2.96; rtol: (4 - 0.2) / 104. */
    ck_assert(fabs(an - 2.96) < 1e-12);
    ck_assert(fabs(rn - 3.8 / 104) < 1e-12);
    mmaemu_required_tol(MMAEMU_BF16, a, a, 3, 0.01, 0.2, &an, &rn);
    ck_assert(an == 0 && rn == 0);
    /* Garwood 95% intervals, as tabulated (e.g. Ulm 1990, Am J Epidemiol). */
    static const double table[][3] = {
        {0, 0, 3.689}, {1, 0.0253, 5.572}, {5, 1.623, 11.668}, {10, 4.795, 18.390},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        double lo, hi;
        mmaemu_poisson_ci(table[i][0], 0.95, &lo, &hi);
        ck_assert_msg(fabs(lo - table[i][1]) < 1e-3 && fabs(hi - table[i][2]) < 1e-3,
                      "x=%g: [%g, %g]", table[i][0], lo, hi);
    }
}
END_TEST

/* The returned atol makes assert_close pass at the given rtol, and a
 * slightly smaller one does not (values chosen so that the sums are exact:
 * fp16 6 vs 4 and 0.75 vs 1, rtol 1/4: atol 2 - 1 = 1 and 0.25 - 0.25 = 0). */
START_TEST(tolerance_is_the_bound)
{
    const uint16_t a[3] = {0x4600, 0x3A00, 0x3C00}, e[3] = {0x4400, 0x3C00, 0x3C00};
    double an, rn;
    mmaemu_required_tol(MMAEMU_FP16, a, e, 3, 0.25, 0, &an, &rn);
    ck_assert(an == 1.0);
    ck_assert(rn == 0.5);   /* at atol 0: 2 / 4 */
    mmaemu_compare_stats s;
    mmaemu_compare(MMAEMU_FP16, a, e, 3, an, 0.25, &s);
    ck_assert_uint_eq(s.not_close, 0);
    mmaemu_compare(MMAEMU_FP16, a, e, 3, an - 1e-9, 0.25, &s);
    ck_assert_uint_eq(s.not_close, 1);
    mmaemu_compare(MMAEMU_FP16, a, e, 3, 0, rn, &s);
    ck_assert_uint_eq(s.not_close, 0);
    mmaemu_compare(MMAEMU_FP16, a, e, 3, 0, rn - 1e-9, &s);
    ck_assert_uint_eq(s.not_close, 1);
    /* At atol 1.5, the 6 vs 4 element needs rtol (2 - 1.5) / 4. */
    mmaemu_required_tol(MMAEMU_FP16, a, e, 3, 0.25, 1.5, &an, &rn);
    ck_assert(rn == 0.125);
}
END_TEST

/* NaN, infinities and a zero expectation. */
START_TEST(tolerance_special_values)
{
    double an, rn;
    /* fp32: NaN anywhere needs infinite tolerances. */
    const uint32_t fa[2] = {0x3F800000u, 0x7FC00000u}, fe[2] = {0x3F800000u, 0x3F800000u};
    mmaemu_required_tol(MMAEMU_FP32, fa, fe, 2, 0.01, 0.1, &an, &rn);
    ck_assert(an == INFINITY && rn == INFINITY);
    /* Equal infinities need nothing; +inf vs a finite value needs infinity. */
    const uint16_t ia[2] = {0x7F80, 0x7F80}, ie[2] = {0x7F80, 0x4000};
    mmaemu_required_tol(MMAEMU_BF16, ia, ie, 1, 0, 0, &an, &rn);
    ck_assert(an == 0 && rn == 0);
    mmaemu_required_tol(MMAEMU_BF16, ia, ie, 2, 0, 0, &an, &rn);
    ck_assert(an == INFINITY && rn == INFINITY);
    /* Expected 0: within atol no rtol is needed, beyond it none suffices.
     * bf16 0.5 vs 0: atol 0.5 either way. */
    const uint16_t za[1] = {0x3F00}, ze[1] = {0x0000};
    mmaemu_required_tol(MMAEMU_BF16, za, ze, 1, 0.3, 0.5, &an, &rn);
    ck_assert(an == 0.5 && rn == 0);
    mmaemu_required_tol(MMAEMU_BF16, za, ze, 1, 0.3, 0.25, &an, &rn);
    ck_assert(an == 0.5 && rn == INFINITY);
    /* Nothing to compare: nothing needed. */
    mmaemu_required_tol(MMAEMU_BF16, za, ze, 0, 0, 0, &an, &rn);
    ck_assert(an == 0 && rn == 0);
}
END_TEST

/* Garwood intervals at 95% and 99%. */
START_TEST(poisson_intervals)
{
    static const double table[][4] = {
        /* conf, x, lower, upper */
        {0.95, 2, 0.24221, 7.22469},  {0.95, 3, 0.61867, 8.76727},  {0.95, 20, 12.21652, 30.88838},
        {0.95, 100, 81.36399, 121.62679},
        {0.99, 0, 0, 5.29832},        {0.99, 1, 0.0050125, 7.43013}, {0.99, 5, 1.07793, 14.14976},
        {0.99, 20, 10.35327, 34.66800},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        double lo, hi;
        mmaemu_poisson_ci(table[i][1], table[i][0], &lo, &hi);
        ck_assert_msg(fabs(lo - table[i][2]) < 1e-4 && fabs(hi - table[i][3]) < 1e-4,
                      "%g%% x=%g: [%.6f, %.6f], want [%.5f, %.5f]", 100 * table[i][0], table[i][1],
                      lo, hi, table[i][2], table[i][3]);
    }
    /* Closed forms at x = 0 and 1. */
    double lo, hi;
    mmaemu_poisson_ci(0, 0.9, &lo, &hi);
    ck_assert(lo == 0 && fabs(hi + log(0.05)) < 1e-9);
    mmaemu_poisson_ci(1, 0.9, &lo, &hi);
    ck_assert(fabs(lo + log(0.95)) < 1e-9);
    /* A fractional count is floored: 2.7 is 2. */
    double lo2, hi2;
    mmaemu_poisson_ci(2.7, 0.95, &lo, &hi);
    mmaemu_poisson_ci(2, 0.95, &lo2, &hi2);
    ck_assert(lo == lo2 && hi == hi2);
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(tolerance_arithmetic),
        TEST_ONCE(tolerance_is_the_bound),
        TEST_ONCE(tolerance_special_values),
        TEST_ONCE(poisson_intervals),
    };
    return TEST_RUN("tolerance", tests);
}
