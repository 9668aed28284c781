/* SPDX-License-Identifier: MIT */
/* check_acc16.c -- fp16 accumulators on the fast path (kernels/fast_kernel.h
 * fk_rne16, plan.acc16) against the definition.
 *
 * Every covered row with an fp16 accumulator (T-FDPA steps rounded to
 * nearest-even fp16: sm70 to sm90 HMMA f16 accumulate, sm89 / sm90 fp8
 * with f16 accumulate, sm100 / sm120 kind::f16 and kind::f8f6f4 with an
 * f16 accumulator) runs GEMMs whose sums are steered to fp16's edges: the
 * overflow boundary (65504, 65520: RNE to Inf), the subnormals (below
 * 2^-14 and 2^-24), ties (operands of few significant bits, so that
 * exact sums fall halfway), and accumulators that are +-0, subnormal,
 * the largest finite, +-Inf or NaN.  Every element on every dispatch path
 * must equal mmaemu_dot (the per-element definition), and a sample the
 * MPFR reference (mmaemu_ref_dot).  MMAEMU_LONG=1: 100x the cases. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

static const char *const paths[] = {"scalar", "avx2", "avx512"};

/* The covered rows with an fp16 accumulator. */
static size_t acc16_rows(const mmaemu_instr **out, size_t cap)
{
    size_t n = 0;
    for (size_t a = 0; a < mmaemu_arch_count(); a++) {
        const mmaemu_arch *arch = mmaemu_arch_at(a);
        for (size_t r = 0; r < arch->n_instrs; r++) {
            const mmaemu_instr *ins = &arch->instrs[r];
            if (ins->step.acc_fmt != MMAEMU_FP16 || !mmaemu_gemm_fast_covers(ins))
                continue;
            ck_assert(n < cap);
            out[n++] = ins;
        }
    }
    return n;
}

/* A value of f near 2^e (pos) or +-2^e with at most `bits` significant
 * bits (few: exact sums and ties), as a pattern of f (RNE; out of f's
 * range: its largest value or Inf, or zero). */
static uint32_t operand(test_rng *r, mmaemu_format f, int e, int bits, int pos)
{
    const float m = 1.0f + (float)test_rng_below(r, 1u << (bits - 1)) / (float)(1u << (bits - 1));
    float v = ldexpf(!pos && test_rng_below(r, 2) ? -m : m, e);
    if (!test_rng_below(r, 16))
        v = 0.0f;
    uint32_t x;
    memcpy(&x, &v, sizeof x);
    return mmaemu_convert(MMAEMU_FP32, x, f, MMAEMU_RNE, 0);
}

/* An fp16 accumulator near 2^e, or now and then a special one; below
 * fp16's range, mostly +-0 (then the products alone set the step's
 * exponent, down to 2^-48 on the e_zero -133 rows). */
static uint32_t accumulator(test_rng *r, int e)
{
    static const uint16_t special[] = {0x0000, 0x8000, 0x0001, 0x83FF, 0x0400, 0x7BFF,
                                       0xFBFF, 0x7C00, 0xFC00, 0x7E00};
    if (e < -24 && test_rng_below(r, 4))
        return test_rng_below(r, 2) ? 0x8000u : 0u;
    if (test_rng_below(r, 4) == 0)
        return special[test_rng_below(r, TEST_N(special))];
    return operand(r, MMAEMU_FP16, e, 1 + (int)test_rng_below(r, 11), 0);
}

/* One case: m x n outputs of K = k, the products' exponents around te
 * (each operand about te / 2), C around tc; every path against the
 * definition.  Returns the elements compared. */
static size_t one_case(const mmaemu_instr *ins, test_rng *r, size_t m, size_t n, size_t k,
                       int te, int tc, size_t *mpfr)
{
    const mmaemu_step_params *p = &ins->step;
    const size_t nel = m * n;
    /* few bits (ties), and half the cases of one sign (sums that grow:
     * the overflow boundary, large sums far below 2^-24) */
    const int bits = 1 + (int)test_rng_below(r, 4), pos = (int)test_rng_below(r, 2);
    uint8_t *a8 = malloc(m * k), *b8 = malloc(k * n);
    uint16_t *a16 = malloc(m * k * 2), *b16 = malloc(k * n * 2), *c = malloc(nel * 2);
    uint32_t *av = malloc(k * 4), *bv = malloc(k * 4), *want = malloc(nel * 4);
    uint16_t *d = malloc(nel * 2);
    for (size_t i = 0; i < m * k; i++) {   /* a byte format uses the low byte */
        const uint32_t v = operand(r, p->a_fmt, te / 2 + (int)test_rng_below(r, 3) - 1, bits, pos);
        a16[i] = (uint16_t)v;
        a8[i] = (uint8_t)v;
    }
    for (size_t i = 0; i < k * n; i++) {
        const uint32_t v = operand(r, p->b_fmt, te - te / 2, bits, pos);
        b16[i] = (uint16_t)v;
        b8[i] = (uint8_t)v;
    }
    for (size_t o = 0; o < nel; o++)
        c[o] = (uint16_t)accumulator(r, tc);
    const int wa = mmaemu_format_get(p->a_fmt)->width > 8, wb = mmaemu_format_get(p->b_fmt)->width > 8;
    for (size_t o = 0; o < nel; o++) {
        for (size_t q = 0; q < k; q++) {
            av[q] = wa ? a16[o / n * k + q] : a8[o / n * k + q];
            bv[q] = wb ? b16[q * n + o % n] : b8[q * n + o % n];
        }
        want[o] = mmaemu_dot(ins, av, bv, k, c[o]);
        if (o % 13 == 0 && *mpfr < 2000) {
            ck_assert_msg(want[o] == mmaemu_ref_dot(ins, av, bv, k, c[o]),
                          "%s: mmaemu_dot against MPFR", ins->name);
            ++*mpfr;
        }
    }
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    mmaemu_mat cm = {c, (ptrdiff_t)nel, (ptrdiff_t)n, 1};
    mmaemu_gemm g = {
        .instr = ins, .sched = &s, .batch = 1, .m = m, .n = n, .k = k,
        .a = {wa ? (void *)a16 : (void *)a8, (ptrdiff_t)(m * k), (ptrdiff_t)k, 1},
        .b = {wb ? (void *)b16 : (void *)b8, (ptrdiff_t)(k * n), (ptrdiff_t)n, 1},
        .c = &cm, .d = d, .d_sb = (ptrdiff_t)nel, .d_si = (ptrdiff_t)n, .d_sj = 1,
    };
    size_t compared = 0;
    for (size_t pi = 0; pi < TEST_N(paths); pi++) {
        if (!mmaemu_gemm_path_available(paths[pi]))
            continue;
        setenv("MMAEMU_SIMD", paths[pi], 1);
        memset(d, 0xA5, nel * 2);
        char err[256];
        ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s", err);
        for (size_t o = 0; o < nel; o++)
            ck_assert_msg(d[o] == want[o],
                          "%s [%s x %s] path %s: element %zu (K %zu, products near 2^%d, C %04x): "
                          "got %04x want %04x",
                          ins->name, mmaemu_format_get(p->a_fmt)->name,
                          mmaemu_format_get(p->b_fmt)->name, paths[pi], o, k, te, (unsigned)c[o],
                          (unsigned)d[o], want[o]);
        compared += nel;
    }
    unsetenv("MMAEMU_SIMD");
    free(a8), free(b8), free(a16), free(b16), free(c), free(av), free(bv), free(want), free(d);
    return compared;
}

/* A row a model file may declare and the tables do not: bf16 operands
 * into an fp16 accumulator (sm100 kind::f16's step, e_zero -133), whose
 * products reach far below 2^-24 with sums of many units there. */
static mmaemu_instr bf16_into_fp16(void)
{
    char err[256];
    const mmaemu_instr *row = mmaemu_instr_select(mmaemu_arch_find("sm100"), "ez133",
                                                  "tcgen05.kind::f16", MMAEMU_FP16, MMAEMU_FP16,
                                                  err, sizeof err);
    ck_assert_msg(row && row->step.e_zero == -133, "%s", err);
    mmaemu_instr ins = *row;
    ins.step.a_fmt = ins.step.b_fmt = MMAEMU_BF16;
    ck_assert(mmaemu_params_check(&ins.step) == NULL && mmaemu_gemm_fast_covers(&ins));
    return ins;
}

/* Sums of one sign far below 2^-24 on the bf16 row: the products' common
 * exponent e from -28 to -40, so that RNE16 drops 29 to 41 bits of the
 * step's units (32 and more: the result is 0 however many units), one
 * output per significand pair and K; every path against the definition. */
static size_t far_below(const mmaemu_instr *ins)
{
    static const float sig[] = {1.0f, 1.5f, 1.875f, 1.9921875f};
    uint16_t a[64], b[64 * 16], d[16];
    uint32_t av[64], bv[64];
    size_t compared = 0;
    for (int e = -28; e >= -40; e--)
        for (size_t k = 16; k <= 64; k += 48) {
            for (size_t q = 0; q < k; q++) {
                float x = ldexpf(sig[q % 4], e / 2);
                uint32_t bits;
                memcpy(&bits, &x, sizeof bits);
                av[q] = a[q] = (uint16_t)(bits >> 16);
                for (size_t j = 0; j < 16; j++) {
                    x = ldexpf(sig[(q + j) % 4], e - e / 2);
                    memcpy(&bits, &x, sizeof bits);
                    b[q * 16 + j] = (uint16_t)(bits >> 16);
                }
            }
            mmaemu_schedule s;
            mmaemu_schedule_init(&s, ins->name);
            mmaemu_gemm g = {.instr = ins, .sched = &s, .batch = 1, .m = 1, .n = 16, .k = k,
                             .a = {a, (ptrdiff_t)k, (ptrdiff_t)k, 1},
                             .b = {b, (ptrdiff_t)(16 * k), 16, 1},
                             .d = d, .d_sb = 16, .d_si = 16, .d_sj = 1};
            for (size_t pi = 0; pi < TEST_N(paths); pi++) {
                if (!mmaemu_gemm_path_available(paths[pi]))
                    continue;
                setenv("MMAEMU_SIMD", paths[pi], 1);
                char err[256];
                ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s", err);
                for (size_t j = 0; j < 16; j++) {
                    for (size_t q = 0; q < k; q++)
                        bv[q] = b[q * 16 + j];
                    const uint32_t want = mmaemu_dot(ins, av, bv, k, 0);
                    ck_assert_msg(d[j] == want, "bf16 -> fp16, products 2^%d, K %zu, column %zu, "
                                  "path %s: got %04x want %04x", e, k, j, paths[pi],
                                  (unsigned)d[j], want);
                    compared++;
                }
            }
            unsetenv("MMAEMU_SIMD");
        }
    return compared;
}

START_TEST(rows_at_fp16_edges)
{
    const mmaemu_instr *rows[256];
    static mmaemu_instr synthetic;
    synthetic = bf16_into_fp16();
    size_t nrows = acc16_rows(rows, TEST_N(rows) - 1);
    rows[nrows++] = &synthetic;
    /* sm70 .. sm90 HMMA, sm89 / sm90 fp8, sm100 / sm120 kinds */
    ck_assert_uint_ge(nrows, 60);
    /* the products' exponent targets: the overflow boundary, normal,
     * around 2^-14 and below 2^-24 (far below: e_zero -133 rows) */
    static const int targets[] = {12, 14, 15, 16, 0, 3, -12, -14, -16, -20, -24, -27, -31, -34,
                                  -40};
    test_rng r = {0xACC16001u};
    size_t compared = 0, mpfr = 0;
    for (unsigned long rep = 0; rep < test_scale(); rep++)
        for (size_t ri = 0; ri < nrows; ri++)
            for (size_t t = 0; t < TEST_N(targets); t++) {
                const int te = targets[t];
                const int tc = test_rng_below(&r, 2) ? te : te + (int)test_rng_below(&r, 9) - 4;
                const size_t k = 1 + (size_t)test_rng_below(&r, 3 * rows[ri]->k);
                compared += one_case(rows[ri], &r, 2, 5 + (size_t)test_rng_below(&r, 20), k, te, tc,
                                     &mpfr);
            }
    compared += far_below(&synthetic);
    printf("acc16: %zu rows, %zu element comparisons, %zu against MPFR\n", nrows, compared, mpfr);
}
END_TEST

int main(void)
{
    const test_def tests[] = {TEST_ONCE(rows_at_fp16_edges)};
    return TEST_RUN("acc16", tests);
}
