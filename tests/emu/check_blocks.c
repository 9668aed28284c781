/* SPDX-License-Identifier: MIT */
/* check_blocks.c -- the integer and block-scaled datapaths (design.md
 * 3.8-3.10) and the sparse metadata (4.1):
 *  - every registry row with the integer, GST-FDPA or BSW algorithm or
 *    with block scales: the fast engine against the GMP reference on
 *    random, edge-biased operands, scales and C (scales spread wide, NaN,
 *    zero; C zero, huge, tiny, cancelling), bit for bit;
 *  - integer MMA against plain 64-bit sums (wrap and saturate);
 *  - the sparse selector decoding against PTX's table. */
#include <check.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

#define CASES 4000ul   /* per configuration, x test_scale() */
#define MAXL 64

static int is_block(const mmaemu_step_params *p)
{
    return p->alg == MMAEMU_ALG_INT || p->alg == MMAEMU_ALG_GST_FDPA ||
           p->alg == MMAEMU_ALG_BSW || mmaemu_params_scaled(p);
}

#define MAX_CFG 128
static const mmaemu_instr *cfg[MAX_CFG];
static int n_cfg;

/* One registry row per distinct step configuration of these kinds. */
static void collect(void)
{
    for (size_t i = 0; i < mmaemu_arch_count(); i++) {
        const mmaemu_arch *ar = mmaemu_arch_at(i);
        for (size_t j = 0; j < ar->n_instrs; j++) {
            const mmaemu_instr *r = &ar->instrs[j];
            int k = 0;
            if (!is_block(&r->step))
                continue;
            while (k < n_cfg && memcmp(&cfg[k]->step, &r->step, sizeof r->step))
                k++;
            if (k == n_cfg && n_cfg < MAX_CFG)
                cfg[n_cfg++] = r;
        }
    }
}

static uint32_t rnd(test_rng *r, uint32_t n) { return (uint32_t)test_rng_below(r, n); }

/* A scale pattern: near 1, anywhere, tiny, NaN or (ue4m3) zero. */
static uint32_t scale(test_rng *r, mmaemu_format f, int mode)
{
    const int ue8 = f == MMAEMU_UE8M0;
    switch (mode) {
    case 0: return ue8 ? 0x78 + rnd(r, 16) : 0x30 + rnd(r, 16);
    case 1: return rnd(r, ue8 ? 255 : 127);
    case 2: return ue8 ? rnd(r, 40) : rnd(r, 12);
    default: return rnd(r, 50) ? (ue8 ? 0x7F : 0x38) : rnd(r, 2) ? (ue8 ? 0xFF : 0x7F) : 0;
    }
}

/* C: zero, random, near a power of two around the products, special. */
static uint32_t pick_c(test_rng *r, const mmaemu_step_params *p)
{
    if (p->acc_fmt == MMAEMU_S32)
        return (uint32_t)test_rng_next(r);
    const int fp16 = p->acc_fmt == MMAEMU_FP16;
    switch (rnd(r, 6)) {
    case 0: return rnd(r, 2) ? (fp16 ? 0x8000u : 0x80000000u) : 0;
    case 1: return (uint32_t)test_rng_next(r) & (fp16 ? 0xFFFFu : 0xFFFFFFFFu);
    case 2: return fp16 ? (rnd(r, 2) << 15) | ((10 + rnd(r, 12)) << 10) | rnd(r, 1024)
                        : (rnd(r, 2) << 31) | ((100 + rnd(r, 60)) << 23) | rnd(r, 1u << 23);
    case 3: return fp16 ? rnd(r, 0x400) : rnd(r, 1u << 23);   /* subnormal */
    case 4: return rnd(r, 4) ? 0 : (fp16 ? 0x7C00u : 0x7F800000u) | rnd(r, 2);
    default: return fp16 ? (rnd(r, 2) << 15) | ((13 + rnd(r, 6)) << 10) | rnd(r, 1024)
                         : (rnd(r, 2) << 31) | ((124 + rnd(r, 10)) << 23) | rnd(r, 1u << 23);
    }
}

/* Operands: uniform patterns, with zeros and exactly cancelling pairs. */
static void operands(test_rng *r, const mmaemu_step_params *p, uint32_t *a, uint32_t *b)
{
    const int wa = mmaemu_format_get(p->a_fmt)->width, wb = mmaemu_format_get(p->b_fmt)->width;
    const int mode = (int)rnd(r, 3);
    for (int i = 0; i < p->L; i++) {
        a[i] = rnd(r, 1u << wa);
        b[i] = rnd(r, 1u << wb);
        if (mode == 1 && rnd(r, 3) == 0)
            a[i] = 0;
        if (mode == 2 && i % 2 == 1 && i < 16 && p->a_fmt == p->b_fmt &&
            !mmaemu_format_is_int(p->a_fmt)) {   /* a*b and a*(-b): the group cancels */
            a[i] = a[i - 1];
            b[i] = b[i - 1] ^ (1u << (wb - 1));
        }
    }
}

static unsigned long run_config(const mmaemu_instr *ins, unsigned long n, uint64_t seed)
{
    const mmaemu_step_params *p = &ins->step;
    uint32_t a[MAXL], b[MAXL], sa[MAXL], sb[MAXL];
    test_rng r = {seed};
    unsigned long bad = 0;
    for (unsigned long it = 0; it < n; it++) {
        operands(&r, p, a, b);
        const int smode = (int)rnd(&r, 4), big = (int)rnd(&r, p->L);
        for (int i = 0; i < p->L; i++) {
            /* one scale per block of 16: spread the exponents between blocks */
            const int blk = i / 16;
            if (i % 16 == 0)
                sa[i] = scale(&r, p->scale_fmt, blk == big / 16 ? 0 : smode),
                sb[i] = scale(&r, p->scale_fmt, smode);
            else
                sa[i] = sa[i - 1], sb[i] = sb[i - 1];
        }
        const uint32_t c = pick_c(&r, p);
        const int n_used = rnd(&r, 8) ? p->L : (int)rnd(&r, (uint32_t)p->L + 1);
        const int scaled = mmaemu_params_scaled(p);
        uint32_t f = mmaemu_step_scaled(p, a, b, n_used, c, scaled ? sa : NULL, scaled ? sb : NULL);
        uint32_t g = mmaemu_ref_step_scaled(p, a, b, n_used, c, scaled ? sa : NULL, scaled ? sb : NULL);
        if (f != g && ++bad <= 3) {
            fprintf(stderr, "%s %s->%s alg %d case %lu: fast %08x ref %08x c %08x n %d scales %02x/%02x\n",
                    ins->name, mmaemu_format_get(p->a_fmt)->name,
                    mmaemu_format_get(p->acc_fmt)->name, (int)p->alg, it, f, g, c, n_used, sa[0], sb[0]);
        }
    }
    return bad;
}

START_TEST(registry_fast_vs_ref)
{
    const mmaemu_instr *ins = cfg[_i];
    ck_assert_msg(mmaemu_params_check(&ins->step) == NULL, "%s: %s", ins->name,
                  mmaemu_params_check(&ins->step));
    unsigned long bad = run_config(ins, CASES * test_scale(), 0xB10C0000ull + (uint64_t)_i);
    ck_assert_msg(bad == 0, "%s: %lu cases differ", ins->name, bad);
}
END_TEST

/* Integer MMA: the sum in 64-bit integers, then modulo 2^32 or clamped. */
START_TEST(int_known_sums)
{
    const mmaemu_format fm[2] = {MMAEMU_U8, MMAEMU_S8};
    test_rng r = {0x1A7ull};
    for (int it = 0; it < 20000; it++) {
        mmaemu_step_params p = {0};
        p.alg = MMAEMU_ALG_INT;
        p.a_fmt = fm[it & 1];
        p.b_fmt = fm[(it >> 1) & 1];
        p.acc_fmt = MMAEMU_S32;
        p.L = 32;
        p.out = (it >> 2) & 1 ? MMAEMU_OUT_SAT_S32 : MMAEMU_OUT_WRAP_S32;
        uint32_t a[32], b[32];
        int64_t want = 0;
        for (int i = 0; i < 32; i++) {
            a[i] = rnd(&r, 256);
            b[i] = it % 7 ? rnd(&r, 256) : (p.b_fmt == MMAEMU_S8 ? 0x80 : 0xFF);
            int64_t x = p.a_fmt == MMAEMU_S8 && a[i] > 127 ? (int64_t)a[i] - 256 : (int64_t)a[i];
            int64_t y = p.b_fmt == MMAEMU_S8 && b[i] > 127 ? (int64_t)b[i] - 256 : (int64_t)b[i];
            want += x * y;
        }
        const uint32_t c = it % 3 ? (uint32_t)test_rng_next(&r) : 0x7FFFFF00u + rnd(&r, 256);
        want += (int64_t)(int32_t)c;
        if (p.out == MMAEMU_OUT_SAT_S32)
            want = want > INT32_MAX ? INT32_MAX : want < INT32_MIN ? INT32_MIN : want;
        const uint32_t w = (uint32_t)(uint64_t)want;
        ck_assert_uint_eq(mmaemu_step(&p, a, b, 32, c), w);
        ck_assert_uint_eq(mmaemu_ref_step(&p, a, b, 32, c), w);
    }
}
END_TEST

/* PTX ISA, sparse metadata: 2:4 selectors name the two kept elements of
 * every 4 (0x4 = 0,1; 0xe = 2,3; ...), tf32 one of every 2 (0x4 lower,
 * 0xe upper), the pairwise mxf4 form two adjacent pairs of every 8. */
START_TEST(sparse_selectors)
{
    size_t idx[64];
    char err[128];
    const uint32_t m24[1] = {0xE9C84D64u};   /* selectors 4 6 d 4 8 c 9 e */
    ck_assert_int_eq(mmaemu_sparse_indices(4, m24, 1, 32, idx, err, sizeof err), 0);
    const size_t want24[16] = {0, 1, 6, 5, 9, 11, 12, 13, 16, 18, 20, 23, 25, 26, 30, 31};
    for (int i = 0; i < 16; i++)
        ck_assert_uint_eq(idx[i], want24[i]);
    const uint32_t m12[1] = {0x4E4E4E4Eu};
    ck_assert_int_eq(mmaemu_sparse_indices(2, m12, 1, 16, idx, err, sizeof err), 0);
    for (int i = 0; i < 8; i++)
        ck_assert_uint_eq(idx[i], (size_t)(2 * i + (i % 2 == 0)));
    const uint32_t m48[1] = {0xE4u};
    ck_assert_int_eq(mmaemu_sparse_indices(8, m48, 1, 16, idx, err, sizeof err), 0);
    const size_t want48[8] = {0, 1, 2, 3, 12, 13, 14, 15};
    for (int i = 0; i < 8; i++)
        ck_assert_uint_eq(idx[i], want48[i]);
    const uint32_t bad[1] = {0x44444440u};   /* selector 0 names one element twice */
    ck_assert_int_eq(mmaemu_sparse_indices(4, bad, 1, 32, idx, err, sizeof err), -1);
    ck_assert_ptr_nonnull(strstr(err, "selector 0"));
    ck_assert_int_eq(mmaemu_sparse_indices(4, m24, 1, 64, idx, err, sizeof err), -1);
    ck_assert_ptr_nonnull(strstr(err, "metadata words"));
}
END_TEST

int main(void)
{
    collect();
    const test_def tests[] = {
        TEST_LOOP(registry_fast_vs_ref, n_cfg),
        TEST_ONCE(int_known_sums),
        TEST_ONCE(sparse_selectors),
    };
    return TEST_RUN("blocks", tests);
}
