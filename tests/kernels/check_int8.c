/* SPDX-License-Identifier: MIT */
/* check_int8.c -- integer MMA rows on the fast path (kernels/fast_kernel.h
 * fk_step_int) against the definition.
 *
 * Every covered integer row (u8 / s8 operands into s32: NVIDIA's IMMA
 * mma.sync and wgmma k32, tcgen05 kind::i8, AMD's i8 MFMA), and each
 * again clamping instead of wrapping (out SAT_S32, as `mmaemu dot
 * --saturate` makes it), runs GEMMs on every dispatch path this CPU has.
 * The operands are random bytes or the extremes (0, 255, -128, 127), the
 * accumulators random or within a few products of INT32_MAX / INT32_MIN,
 * so that sums wrap or clamp.  Every element must equal mmaemu_dot (the
 * per-element definition, emu/alg_int.c), and the definition is checked
 * on a sample against a sum in int64 written here.  MMAEMU_LONG=1: 100x
 * the cases. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

static const char *const paths[] = {"scalar", "avx2", "avx512"};

static size_t int_rows(const mmaemu_instr **out, size_t cap)
{
    size_t n = 0;
    for (size_t a = 0; a < mmaemu_arch_count(); a++) {
        const mmaemu_arch *arch = mmaemu_arch_at(a);
        for (size_t r = 0; r < arch->n_instrs; r++)
            if (arch->instrs[r].step.alg == MMAEMU_ALG_INT) {
                ck_assert_msg(mmaemu_gemm_fast_covers(&arch->instrs[r]), "%s %s not covered",
                              arch->name, arch->instrs[r].name);
                ck_assert(n < cap);
                out[n++] = &arch->instrs[r];
            }
    }
    return n;
}

static uint8_t operand(test_rng *r, int extreme)
{
    static const uint8_t ends[] = {0x00, 0xFF, 0x80, 0x7F};
    return extreme ? ends[test_rng_below(r, 4)] : (uint8_t)test_rng_next(r);
}

/* A random s32, or one within 2^20 of either end. */
static uint32_t accumulator(test_rng *r)
{
    const uint32_t near = (uint32_t)test_rng_below(r, 1u << 20);
    switch (test_rng_below(r, 3)) {
    case 0: return 0x7FFFFFFFu - near;
    case 1: return 0x80000000u + near;
    default: return (uint32_t)test_rng_next(r);
    }
}

/* c + sum a_i b_i in int64, then wrapped or clamped: the definition
 * restated. */
static uint32_t int_dot(const mmaemu_instr *ins, const uint32_t *a, const uint32_t *b, size_t k,
                        uint32_t c)
{
    const mmaemu_step_params *p = &ins->step;
    const size_t L = (size_t)p->L;
    int64_t acc = (int32_t)c;
    for (size_t q0 = 0; q0 < k; q0 += L) {   /* one instruction at a time */
        for (size_t q = q0; q < q0 + L && q < k; q++)
            acc += mmaemu_int_value(p->a_fmt, a[q]) * mmaemu_int_value(p->b_fmt, b[q]);
        if (p->out == MMAEMU_OUT_SAT_S32)
            acc = acc > INT32_MAX ? INT32_MAX : acc < INT32_MIN ? INT32_MIN : acc;
        else
            acc = (int32_t)(uint32_t)(uint64_t)acc;
    }
    return (uint32_t)(int32_t)acc;
}

/* One m x n case of K = k on every path against mmaemu_dot; elements
 * compared. */
static size_t one_case(const mmaemu_instr *ins, test_rng *r, size_t m, size_t n, size_t k)
{
    const size_t nel = m * n;
    const int ea = !test_rng_below(r, 3), eb = !test_rng_below(r, 3);
    uint8_t *a = malloc(m * k), *b = malloc(k * n);
    uint32_t *c = malloc(nel * 4), *want = malloc(nel * 4), *d = malloc(nel * 4);
    uint32_t *av = malloc(k * 4), *bv = malloc(k * 4);
    for (size_t i = 0; i < m * k; i++)
        a[i] = operand(r, ea);
    for (size_t i = 0; i < k * n; i++)
        b[i] = operand(r, eb);
    for (size_t o = 0; o < nel; o++) {
        c[o] = accumulator(r);
        for (size_t q = 0; q < k; q++) {
            av[q] = a[o / n * k + q];
            bv[q] = b[q * n + o % n];
        }
        want[o] = mmaemu_dot(ins, av, bv, k, c[o]);
        if (o % 7 == 0)
            ck_assert_msg(want[o] == int_dot(ins, av, bv, k, c[o]), "%s: mmaemu_dot %08x, int64 %08x",
                          ins->name, want[o], int_dot(ins, av, bv, k, c[o]));
    }
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    mmaemu_mat cm = {c, (ptrdiff_t)nel, (ptrdiff_t)n, 1};
    mmaemu_gemm g = {.instr = ins, .sched = &s, .batch = 1, .m = m, .n = n, .k = k,
                     .a = {a, (ptrdiff_t)(m * k), (ptrdiff_t)k, 1},
                     .b = {b, (ptrdiff_t)(k * n), (ptrdiff_t)n, 1},
                     .c = &cm, .d = d, .d_sb = (ptrdiff_t)nel, .d_si = (ptrdiff_t)n, .d_sj = 1};
    size_t compared = 0;
    for (size_t pi = 0; pi < TEST_N(paths); pi++) {
        if (!mmaemu_gemm_path_available(paths[pi]))
            continue;
        setenv("MMAEMU_SIMD", paths[pi], 1);
        memset(d, 0xA5, nel * 4);
        char err[256];
        ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s", err);
        for (size_t o = 0; o < nel; o++)
            ck_assert_msg(d[o] == want[o],
                          "%s [%s x %s]%s path %s: element %zu (K %zu, C %08x): got %08x want %08x",
                          ins->name, mmaemu_format_get(ins->step.a_fmt)->name,
                          mmaemu_format_get(ins->step.b_fmt)->name,
                          ins->step.out == MMAEMU_OUT_SAT_S32 ? " saturating" : "", paths[pi], o, k,
                          c[o], d[o], want[o]);
        compared += nel;
    }
    unsetenv("MMAEMU_SIMD");
    free(a), free(b), free(c), free(want), free(d), free(av), free(bv);
    return compared;
}

START_TEST(rows_wrap_and_clamp)
{
    const mmaemu_instr *rows[256];
    const size_t nrows = int_rows(rows, TEST_N(rows));
    ck_assert_uint_ge(nrows, 20);
    test_rng r = {0x1A78001u};
    size_t compared = 0;
    for (unsigned long rep = 0; rep < test_scale(); rep++)
        for (size_t ri = 0; ri < nrows; ri++)
            for (int sat = 0; sat < 2; sat++) {
                mmaemu_instr ins = *rows[ri];
                if (sat)
                    ins.step.out = MMAEMU_OUT_SAT_S32;
                const size_t k = 1 + (size_t)test_rng_below(&r, 4 * ins.k);
                compared += one_case(&ins, &r, test_scale() > 1 ? 10 : 3,
                                     5 + (size_t)test_rng_below(&r, 30), k);
            }
    printf("int8: %zu rows (wrapping and clamping), %zu element comparisons\n", nrows, compared);
}
END_TEST

int main(void)
{
    const test_def tests[] = {TEST_ONCE(rows_wrap_and_clamp)};
    return TEST_RUN("int8", tests);
}
