/* SPDX-License-Identifier: MIT */
/* check_int_rows.c -- the integer matrix instructions of the registry
 * (docs/models.md §2c):
 *  - which rows exist, per arch, typed from the PTX ISA and the AMD
 *    instruction lists (a missing or extra row fails);
 *  - every integer row through mmaemu_dot and mmaemu_ref_dot against the
 *    exact sum computed here in 64-bit integers, instruction by
 *    instruction (K a multiple of k chains k-element instructions), then
 *    modulo 2^32 or, with .satfinite, the instruction's d clamped to the
 *    s32 range; random operands and ones built to overflow. */
#include <check.h>

#include <stdio.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

#define MAXK 256   /* values per dot: up to 4 instructions of the largest k */

/* The integer instructions each arch holds, with k. */
static const struct int_arch {
    const char *arch;
    const char *names[6];   /* NULL-terminated */
    int k[6];
    int pairs;              /* operand pairs per name: 4 (u8/s8 each side) or 1 (s8 x s8) */
} expected[] = {
    {"sm70", {NULL}, {0}, 4},
    {"sm75", {"mma.m8n8k16", NULL}, {16}, 4},
    {"sm80", {"mma.m8n8k16", "mma.m16n8k16", "mma.m16n8k32", NULL}, {16, 16, 32}, 4},
    {"sm86", {"mma.m8n8k16", "mma.m16n8k16", "mma.m16n8k32", NULL}, {16, 16, 32}, 4},
    {"sm89", {"mma.m8n8k16", "mma.m16n8k16", "mma.m16n8k32", NULL}, {16, 16, 32}, 4},
    {"sm90", {"wgmma.m64nNk32", "mma.m8n8k16", "mma.m16n8k16", "mma.m16n8k32", NULL},
     {32, 16, 16, 32}, 4},
    {"sm100", {"tcgen05.kind::i8", "mma.m8n8k16", "mma.m16n8k16", "mma.m16n8k32", NULL},
     {32, 16, 16, 32}, 4},
    {"sm120", {"mma.m8n8k16", "mma.m16n8k16", "mma.m16n8k32", NULL}, {16, 16, 32}, 4},
    {"gfx908", {"mfma.32x32x8i8", "mfma.16x16x16i8", NULL}, {8, 16}, 1},
    {"gfx90a", {"mfma.32x32x8i8", "mfma.16x16x16i8", NULL}, {8, 16}, 1},
    {"gfx942", {"mfma.32x32x16", "mfma.16x16x32", NULL}, {16, 32}, 1},
    {"gfx950", {"mfma.32x32x32", "mfma.16x16x64", "mfma.32x32x16", "mfma.16x16x32", NULL},
     {32, 64, 16, 32}, 1},
};

static int in_list(const struct int_arch *e, const mmaemu_instr *r)
{
    for (int i = 0; e->names[i]; i++)
        if (!strcmp(e->names[i], r->name))
            return r->k == e->k[i];
    return 0;
}

START_TEST(rows_per_arch)
{
    const struct int_arch *e = &expected[_i];
    const mmaemu_arch *a = mmaemu_arch_find(e->arch);
    ck_assert_ptr_nonnull(a);
    int names = 0, rows = 0;
    while (e->names[names])
        names++;
    for (size_t i = 0; i < a->n_instrs; i++) {
        const mmaemu_instr *r = &a->instrs[i];
        if (r->step.alg != MMAEMU_ALG_INT)
            continue;
        rows++;
        ck_assert_msg(in_list(e, r), "%s: unexpected integer row %s k %d", e->arch, r->name, r->k);
        ck_assert(r->step.acc_fmt == MMAEMU_S32 && r->step.out == MMAEMU_OUT_WRAP_S32);
        ck_assert(e->pairs == 4 || (r->step.a_fmt == MMAEMU_S8 && r->step.b_fmt == MMAEMU_S8));
        /* one step per instruction: .satfinite clamps the instruction's d once */
        ck_assert_int_eq(r->step.L, r->k);
    }
    ck_assert_int_eq(rows, names * e->pairs);
}
END_TEST

static int64_t value(mmaemu_format f, uint32_t x)
{
    return f == MMAEMU_S8 && x > 127 ? (int64_t)x - 256 : (int64_t)x;
}

/* PTX: d = c + sum a*b per instruction, wrapped, or clamped with .satfinite. */
static uint32_t expect(const mmaemu_instr *r, const uint32_t *a, const uint32_t *b, int n,
                       uint32_t c, int sat)
{
    int64_t acc = (int32_t)c;
    for (int i0 = 0; i0 < n; i0 += r->k) {
        for (int i = i0; i < i0 + r->k && i < n; i++)
            acc += value(r->step.a_fmt, a[i]) * value(r->step.b_fmt, b[i]);
        if (sat)
            acc = acc > INT32_MAX ? INT32_MAX : acc < INT32_MIN ? INT32_MIN : acc;
        else
            acc = (int32_t)(uint32_t)(uint64_t)acc;
    }
    return (uint32_t)(int32_t)acc;
}

/* Operands for case it: random, or each product at its extreme of one
 * sign (the largest positive, or the most negative for mixed signs), with
 * C near the end of the s32 range it pushes towards. */
static uint32_t fill(const mmaemu_instr *r, test_rng *g, int it, uint32_t *a, uint32_t *b, int n)
{
    const int s_a = r->step.a_fmt == MMAEMU_S8, s_b = r->step.b_fmt == MMAEMU_S8;
    const int kind = it % 4;   /* 0, 1 random; 2 up; 3 down */
    for (int i = 0; i < n; i++) {
        a[i] = (uint32_t)(test_rng_next(g) & 0xFF);
        b[i] = (uint32_t)(test_rng_next(g) & 0xFF);
        if (kind == 2) {   /* largest positive product */
            a[i] = s_a ? (s_b ? 0x80 : 0x7F) : 0xFF;
            b[i] = s_b ? (s_a ? 0x80 : 0x7F) : 0xFF;
        } else if (kind == 3) {   /* a negative product where a sign allows one */
            a[i] = s_a ? 0x80 : 0xFF;
            b[i] = s_b ? (s_a ? 0x7F : 0x80) : 0xFF;
        }
    }
    if (kind == 2)
        return 0x7FFFFF00u - (uint32_t)(test_rng_next(g) & 0xFFFF);
    if (kind == 3)
        return 0x80000100u + (uint32_t)(test_rng_next(g) & 0xFFFF);
    return (uint32_t)test_rng_next(g);
}

START_TEST(int_rows_exact)
{
    uint32_t a[MAXK], b[MAXK];
    test_rng g = {0x1A7Bull};
    long checked = 0, clamped = 0, wrapped = 0;
    for (size_t ai = 0; ai < mmaemu_arch_count(); ai++) {
        const mmaemu_arch *ar = mmaemu_arch_at(ai);
        for (size_t j = 0; j < ar->n_instrs; j++) {
            const mmaemu_instr *r = &ar->instrs[j];
            if (r->step.alg != MMAEMU_ALG_INT)
                continue;
            mmaemu_instr sat = *r;
            sat.step.out = MMAEMU_OUT_SAT_S32;
            for (int it = 0; it < 400; it++) {
                const int n = (it / 4 % 4 + 1) * r->k - (it % 8 == 5);   /* 1-4 instructions */
                const uint32_t c = fill(r, &g, it, a, b, n);
                const uint32_t w = expect(r, a, b, n, c, 0), s = expect(r, a, b, n, c, 1);
                ck_assert_uint_eq(mmaemu_dot(r, a, b, (size_t)n, c), w);
                ck_assert_uint_eq(mmaemu_ref_dot(r, a, b, (size_t)n, c), w);
                ck_assert_uint_eq(mmaemu_dot(&sat, a, b, (size_t)n, c), s);
                ck_assert_uint_eq(mmaemu_ref_dot(&sat, a, b, (size_t)n, c), s);
                clamped += s == 0x7FFFFFFFu || s == 0x80000000u;
                wrapped += w != s;
                checked++;
            }
        }
    }
    printf("integer rows: %ld dots, %ld saturated, %ld where wrap and clamp differ\n", checked,
           clamped, wrapped);
    ck_assert(wrapped > checked / 8);   /* the overflow cases do overflow */
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_EACH(rows_per_arch, expected),
        TEST_ONCE(int_rows_exact),
    };
    return TEST_RUN("int_rows", tests);
}
