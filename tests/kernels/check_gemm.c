/* SPDX-License-Identifier: MIT */
/* check_gemm.c -- the batched GEMM driver (kernels/gemm.c): K padding,
 * the initial accumulator, the epilogue casts, strided and transposed
 * operands, batches, the kpack K order, split-K and promotion, and its
 * errors.
 *
 * Independent grounds: every expected element is computed here from its
 * logical operands with the MPFR reference dot (mmaemu_ref_dot) and C
 * float adds, following the schedule's documented meaning
 * (include/mmaemu/schedule.h); the kpack order is the research sheet's
 * table (shared/research/amd-mfma.md 5.3); the epilogue's tie cases are
 * worked out by hand (fp32 -> bf16 / fp16, round to nearest even). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

static uint32_t f32add(uint32_t x, uint32_t y)
{
    float a, b;
    memcpy(&a, &x, 4);
    memcpy(&b, &y, 4);
    a += b;
    memcpy(&x, &a, 4);
    return x;
}

static uint16_t rand_bf16(test_rng *st)
{
    uint64_t r = test_rng_next(st);
    /* exponents around 1 with a wide spread, both signs */
    uint16_t e = (uint16_t)(120 + (r >> 8) % 14);
    return (uint16_t)(((r & 1) << 15) | (e << 7) | ((r >> 20) & 0x7F));
}

/* The expected accumulator of one element of a plain chain: K operands
 * zero-padded to kp, through the MPFR reference. */
static uint32_t ref_element(const mmaemu_instr *ins, const uint32_t *a, const uint32_t *b, size_t K,
                            size_t kp, uint32_t c)
{
    uint32_t pa[256] = {0}, pb[256] = {0};
    ck_assert(kp <= 256 && K <= kp);
    memcpy(pa, a, K * sizeof *pa);
    memcpy(pb, b, K * sizeof *pb);
    return mmaemu_ref_dot(ins, pa, pb, kp, c);
}

/* The K operands of output (i, j) of dense row-major A (M x K) and B (K x N). */
static void operands(const uint16_t *a, const uint16_t *b, size_t i, size_t j, size_t K, size_t N,
                     uint32_t *ra, uint32_t *rb)
{
    for (size_t k = 0; k < K; k++) {
        ra[k] = a[i * K + k];
        rb[k] = b[k * N + j];
    }
}

/* A random finite pattern of fmt with exponents near 1 (16-bit formats)
 * or a random fp32 of moderate size. */
static uint32_t rand_pattern(test_rng *st, mmaemu_format fmt)
{
    uint64_t r = test_rng_next(st);
    if (fmt == MMAEMU_FP32)
        return (uint32_t)(((r & 1) << 31) | ((120 + (r >> 8) % 14) << 23) | ((r >> 24) & 0x7FFFFF));
    if (fmt == MMAEMU_FP16)
        return (uint32_t)(((r & 1) << 15) | ((8 + (r >> 8) % 14) << 10) | ((r >> 20) & 0x3FF));
    return rand_bf16(st);
}

/* A plain GEMM descriptor over dense row-major operands. */
static mmaemu_gemm dense(const mmaemu_instr *ins, const mmaemu_schedule *s, size_t m, size_t n,
                         size_t k, const void *a, const void *b, void *d)
{
    mmaemu_gemm g;
    memset(&g, 0, sizeof g);
    g.instr = ins;
    g.sched = s;
    g.batch = 1;
    g.m = m;
    g.n = n;
    g.k = k;
    g.a = (mmaemu_mat){a, 0, (ptrdiff_t)k, 1};
    g.b = (mmaemu_mat){b, 0, (ptrdiff_t)n, 1};
    g.d = d;
    g.d_si = (ptrdiff_t)n;
    g.d_sj = 1;
    return g;
}

static void run(const mmaemu_gemm *g)
{
    char err[512];
    ck_assert_msg(!mmaemu_gemm_run(g, err, sizeof err), "%s", err);
}

/* K not a multiple of the block or instruction: zero-padded; C (or +0)
 * starts the chain.  An fp16 accumulator is stored as it is. */
START_TEST(padding_and_accumulator)
{
    static const struct { const char *arch, *instr; mmaemu_format in, acc; } ins_cases[] = {
        {"sm70", "mma.m8n8k4", MMAEMU_FP16, MMAEMU_FP32},
        {"sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32},
        {"sm90", "mma.m16n8k16", MMAEMU_FP16, MMAEMU_FP16},
        {"gfx942", "mfma.32x32x8", MMAEMU_BF16, MMAEMU_FP32},
    };
    static const size_t Ks[] = {1, 15, 16, 17, 37}, blocks[] = {0, 32, 64};
    enum { M = 3, N = 4, KMAX = 37 };
    test_rng st = {777};
    for (size_t ic = 0; ic < sizeof ins_cases / sizeof ins_cases[0]; ic++) {
        const mmaemu_instr *ins = test_instr(ins_cases[ic].arch, ins_cases[ic].instr,
                                             ins_cases[ic].in, ins_cases[ic].acc);
        const int w = mmaemu_format_get(ins->step.acc_fmt)->width;
        uint16_t a[M * KMAX], b[KMAX * N];
        uint32_t c32[M * N], d32[M * N];
        uint16_t c16[M * N], d16[M * N];
        for (size_t t = 0; t < M * KMAX; t++)
            a[t] = (uint16_t)rand_pattern(&st, ins->step.a_fmt);
        for (size_t t = 0; t < KMAX * N; t++)
            b[t] = (uint16_t)rand_pattern(&st, ins->step.b_fmt);
        for (size_t t = 0; t < M * N; t++) {
            c32[t] = rand_pattern(&st, ins->step.acc_fmt);
            c16[t] = (uint16_t)c32[t];
        }
        for (size_t ki = 0; ki < sizeof Ks / sizeof Ks[0]; ki++)
            for (size_t bi = 0; bi < sizeof blocks / sizeof blocks[0]; bi++)
                for (int with_c = 0; with_c < 2; with_c++) {
                    const size_t K = Ks[ki], blk = blocks[bi] ? blocks[bi] : (size_t)ins->k;
                    mmaemu_schedule s;
                    mmaemu_schedule_init(&s, ins->name);
                    s.block_k = blocks[bi];
                    uint16_t ak[M * KMAX];
                    for (size_t i = 0; i < M; i++)
                        memcpy(ak + i * K, a + i * KMAX, K * sizeof *ak);
                    mmaemu_gemm g = dense(ins, &s, M, N, K, ak, b, w == 16 ? (void *)d16 : d32);
                    mmaemu_mat cm = {w == 16 ? (const void *)c16 : c32, 0, N, 1};
                    g.c = with_c ? &cm : NULL;
                    run(&g);
                    const size_t kp = (K + blk - 1) / blk * blk;
                    for (size_t i = 0; i < M; i++)
                        for (size_t j = 0; j < N; j++) {
                            uint32_t ra[KMAX], rb[KMAX];
                            operands(ak, b, i, j, K, N, ra, rb);
                            uint32_t c0 = with_c ? c32[i * N + j] & (w == 16 ? 0xFFFFu : ~0u) : 0;
                            uint32_t want = ref_element(ins, ra, rb, K, kp, c0);
                            uint32_t got = w == 16 ? d16[i * N + j] : d32[i * N + j];
                            ck_assert_msg(got == want, "%s %s K %zu block_k %zu C %d (%zu,%zu): "
                                          "%08x want %08x", ins_cases[ic].arch, ins->name, K,
                                          blocks[bi], with_c, i, j, got, want);
                        }
                }
    }
}
END_TEST

/* The padding is real: under AMD's IEEE zero sign ("-0 only when every
 * term is -0"), -0 products with C = -0 give -0, and one more step of
 * padding products (+0 * +0) turns it into +0. */
START_TEST(padding_zero_sign)
{
    const mmaemu_instr *ins = test_instr("gfx942", "mfma.32x32x8", MMAEMU_BF16, MMAEMU_FP32);
    uint16_t a[8], b[8];
    for (int k = 0; k < 8; k++) {
        a[k] = 0x8000;   /* -0 */
        b[k] = 0x3F80;   /* 1 */
    }
    const uint32_t c = 0x80000000u;
    static const struct { size_t block_k; uint32_t want; } cases[] = {
        {0, 0x80000000u}, {8, 0x80000000u}, {16, 0x00000000u}, {64, 0x00000000u},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        s.block_k = cases[i].block_k;
        uint32_t d = 0x12345678u;
        mmaemu_gemm g = dense(ins, &s, 1, 1, 8, a, b, &d);
        mmaemu_mat cm = {&c, 0, 1, 1};
        g.c = &cm;
        run(&g);
        ck_assert_msg(d == cases[i].want, "block_k %zu: %08x, want %08x", cases[i].block_k, d,
                      cases[i].want);
    }
}
END_TEST

/* The epilogue casts fp32 to bf16 / fp16 by round to nearest even.  A = 0
 * makes the accumulator C itself (NVIDIA: zero products, C exact in F = 25
 * bits; any zero result is +0), so the cast is seen alone. */
START_TEST(epilogue_ties_by_hand)
{
    static const struct { mmaemu_epilogue out; uint32_t c; uint16_t want; } cases[] = {
        {MMAEMU_EPI_BF16, 0x3F808000u, 0x3F80}, /* 1 + 2^-8: tie, to even */
        {MMAEMU_EPI_BF16, 0x3F818000u, 0x3F82}, /* tie, odd below: up */
        {MMAEMU_EPI_BF16, 0x3F808001u, 0x3F81}, /* just above the tie */
        {MMAEMU_EPI_BF16, 0x3F807FFFu, 0x3F80}, /* just below */
        {MMAEMU_EPI_BF16, 0xBF818000u, 0xBF82}, /* negative tie */
        {MMAEMU_EPI_BF16, 0x7F7FFFFFu, 0x7F80}, /* FLT_MAX: past bf16's top, Inf */
        {MMAEMU_EPI_BF16, 0x00000001u, 0x0000}, /* tiniest subnormal */
        {MMAEMU_EPI_BF16, 0x80000000u, 0x0000}, /* -0 through the step: +0 (NVIDIA) */
        {MMAEMU_EPI_FP16, 0x3F801000u, 0x3C00}, /* 1 + 2^-11: tie, to even */
        {MMAEMU_EPI_FP16, 0x3F803000u, 0x3C02}, /* 1 + 3 * 2^-11: tie, up */
        {MMAEMU_EPI_FP16, 0x477FF000u, 0x7C00}, /* 65520: tie between 65504 and 2^16: Inf */
        {MMAEMU_EPI_FP16, 0x477FE000u, 0x7BFF}, /* 65504: fp16 max */
        {MMAEMU_EPI_FP16, 0x33000000u, 0x0000}, /* 2^-25: half the least subnormal, to 0 */
        {MMAEMU_EPI_FP16, 0x33400000u, 0x0001}, /* 3 * 2^-26: to 2^-24 */
        {MMAEMU_EPI_FP16, 0xC0490FDBu, 0xC248}, /* -pi */
    };
    const mmaemu_instr *ins = test_instr("sm90", "wgmma", MMAEMU_BF16, MMAEMU_FP32);
    enum { K = 16 };
    const uint16_t zeros[K] = {0}, bz[K] = {0};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        s.epilogue = cases[i].out;
        uint16_t d = 0xDEAD;
        mmaemu_gemm g = dense(ins, &s, 1, 1, K, zeros, bz, &d);
        mmaemu_mat cm = {&cases[i].c, 0, 1, 1};
        g.c = &cm;
        run(&g);
        ck_assert_msg(d == cases[i].want, "C %08x out %d: %04x, want %04x", cases[i].c,
                      (int)cases[i].out, d, cases[i].want);
    }
}
END_TEST

/* Random elements: the cast of the reference accumulator (mmaemu_convert,
 * checked exhaustively against MPFR in tests/emu/check_formats.c). */
START_TEST(epilogue_random)
{
    const mmaemu_instr *ins = test_instr("sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32);
    enum { M = 6, N = 5, K = 40 };
    test_rng st = {4242};
    uint16_t a[M * K], b[K * N], d[M * N];
    for (size_t t = 0; t < M * K; t++)
        a[t] = rand_bf16(&st);
    for (size_t t = 0; t < K * N; t++)
        b[t] = rand_bf16(&st);
    for (int out = MMAEMU_EPI_BF16; out <= MMAEMU_EPI_FP16; out++) {
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        s.epilogue = (mmaemu_epilogue)out;
        mmaemu_gemm g = dense(ins, &s, M, N, K, a, b, d);
        run(&g);
        const mmaemu_format to = out == MMAEMU_EPI_BF16 ? MMAEMU_BF16 : MMAEMU_FP16;
        for (size_t i = 0; i < M; i++)
            for (size_t j = 0; j < N; j++) {
                uint32_t ra[K], rb[K];
                operands(a, b, i, j, K, N, ra, rb);
                uint32_t acc = ref_element(ins, ra, rb, K, 48, 0);
                uint32_t want = mmaemu_convert(MMAEMU_FP32, acc, to, MMAEMU_RNE, 0);
                ck_assert_msg(d[i * N + j] == want, "out %d (%zu,%zu): %04x want %04x", out, i, j,
                              d[i * N + j], want);
            }
    }
}
END_TEST

/* Strided views: A and B stored transposed, B shared by every batch
 * (batch stride 0), C with a padded row stride, D column-major with a
 * padded column stride whose gaps stay untouched. */
START_TEST(strides_transposes_batch)
{
    enum { NB = 2, M = 5, N = 3, K = 24, LDD = M + 1, LDC = N + 2 };
    const mmaemu_instr *ins = test_instr("gfx942", "mfma.32x32x8", MMAEMU_BF16, MMAEMU_FP32);
    test_rng st = {99};
    uint16_t A[NB][M][K], B[K][N];      /* logical operands */
    uint16_t at[NB][K][M], bt[N][K];    /* as stored */
    uint32_t c[NB][M][LDC], d[NB][N][LDD];
    for (size_t bi = 0; bi < NB; bi++)
        for (size_t i = 0; i < M; i++)
            for (size_t k = 0; k < K; k++)
                at[bi][k][i] = A[bi][i][k] = rand_bf16(&st);
    for (size_t k = 0; k < K; k++)
        for (size_t j = 0; j < N; j++)
            bt[j][k] = B[k][j] = rand_bf16(&st);
    for (size_t bi = 0; bi < NB; bi++)
        for (size_t i = 0; i < M; i++)
            for (size_t j = 0; j < LDC; j++)
                c[bi][i][j] = rand_pattern(&st, MMAEMU_FP32);
    memset(d, 0xAB, sizeof d);
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    mmaemu_gemm g;
    memset(&g, 0, sizeof g);
    g.instr = ins;
    g.sched = &s;
    g.batch = NB;
    g.m = M;
    g.n = N;
    g.k = K;
    g.a = (mmaemu_mat){at, K * M, 1, M};
    g.b = (mmaemu_mat){bt, 0, 1, K};
    mmaemu_mat cm = {c, M * LDC, LDC, 1};
    g.c = &cm;
    g.d = d;
    g.d_sb = N * LDD;
    g.d_si = 1;
    g.d_sj = LDD;
    run(&g);
    for (size_t bi = 0; bi < NB; bi++)
        for (size_t j = 0; j < N; j++) {
            for (size_t i = 0; i < M; i++) {
                uint32_t ra[K], rb[K];
                for (size_t k = 0; k < K; k++) {
                    ra[k] = A[bi][i][k];
                    rb[k] = B[k][j];
                }
                uint32_t want = ref_element(ins, ra, rb, K, K, c[bi][i][j]);
                ck_assert_msg(d[bi][j][i] == want, "batch %zu (%zu,%zu): %08x want %08x", bi, i,
                              j, d[bi][j][i], want);
            }
            ck_assert_uint_eq(d[bi][j][M], 0xABABABABu);   /* the gap */
        }
}
END_TEST

/* B with contiguous columns (B = y^T, as DCPP's dx1 and dxt), an odd K and
 * a partial panel (N = 19), in a buffer of exactly its size (the
 * sanitizer build sees a read past it), two batches: fp32 outputs
 * against the MPFR reference, bf16 outputs (the certified path where it
 * runs) against the round-to-nearest-even cast of those. */
START_TEST(b_columns_contiguous_odd_k)
{
    enum { NB = 2, M = 40, N = 19, K = 37, KP = 40 };
    const mmaemu_instr *ins = test_instr("gfx942", "mfma.32x32x8", MMAEMU_BF16, MMAEMU_FP32);
    test_rng st = {4242};
    uint16_t *a = malloc(NB * M * K * 2), *bt = malloc(NB * N * K * 2);
    uint32_t *d32 = malloc(NB * M * N * 4);
    uint16_t *d16 = malloc(NB * M * N * 2);
    ck_assert(a && bt && d32 && d16);
    for (size_t t = 0; t < NB * M * K; t++)
        a[t] = rand_bf16(&st);
    for (size_t t = 0; t < NB * N * K; t++)
        bt[t] = rand_bf16(&st);
    for (int bf16 = 0; bf16 < 2; bf16++) {
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        s.epilogue = bf16 ? MMAEMU_EPI_BF16 : MMAEMU_EPI_NONE;
        s.epilogue_set = 1;
        mmaemu_gemm g = dense(ins, &s, M, N, K, a, bt, bf16 ? (void *)d16 : d32);
        g.batch = NB;
        g.a.sb = M * K;
        g.b = (mmaemu_mat){bt, N * K, 1, K};
        g.d_sb = M * N;
        run(&g);
        for (size_t bi = 0; bi < NB; bi++)
            for (size_t i = 0; i < M; i++)
                for (size_t j = 0; j < N; j++) {
                    uint32_t ra[K], rb[K];
                    for (size_t k = 0; k < K; k++) {
                        ra[k] = a[(bi * M + i) * K + k];
                        rb[k] = bt[(bi * N + j) * K + k];
                    }
                    const uint32_t v = ref_element(ins, ra, rb, K, KP, 0), e = (bi * M + i) * N + j;
                    /* fp32 -> bf16, nearest even (finite values) */
                    const uint32_t want = bf16 ? (v + 0x7FFFu + (v >> 16 & 1u)) >> 16 : v;
                    const uint32_t got = bf16 ? d16[e] : d32[e];
                    ck_assert_msg(got == want, "bf16 %d batch %zu (%zu,%zu): %08x want %08x", bf16,
                                  bi, i, j, got, want);
                }
    }
    free(a), free(bt), free(d32), free(d16);
}
END_TEST

/* kpack 2 on gfx942 (research sheet 5.3): the two L = 8 steps of a 16-K
 * block take K {0-3, 8-11} then {4-7, 12-15}. */
START_TEST(kpack_order)
{
    static const size_t perm[16] = {0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7, 12, 13, 14, 15};
    const mmaemu_instr *ins = test_instr("gfx942", "mfma.32x32x8", MMAEMU_BF16, MMAEMU_FP32);
    enum { N = 8, K = 32 };
    test_rng st = {5150};
    uint16_t a[K], b[K * N];
    uint32_t d[N];
    for (size_t t = 0; t < K; t++)
        a[t] = rand_bf16(&st);
    for (size_t t = 0; t < K * N; t++)
        b[t] = rand_bf16(&st);
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    s.kgroups = 2;
    s.kpack = 2;
    s.block_k = 16;
    mmaemu_gemm g = dense(ins, &s, 1, N, K, a, b, d);
    run(&g);
    int moved = 0;
    for (size_t j = 0; j < N; j++) {
        uint32_t ra[K], rb[K], na[K], nb[K];
        for (size_t q = 0; q < K; q++) {
            size_t k = q / 16 * 16 + perm[q % 16];
            ra[q] = a[k];
            rb[q] = b[k * N + j];
            na[q] = a[q];
            nb[q] = b[q * N + j];
        }
        uint32_t want = ref_element(ins, ra, rb, K, K, 0);
        ck_assert_msg(d[j] == want, "column %zu: %08x want %08x", j, d[j], want);
        moved += want != ref_element(ins, na, nb, K, K, 0);
    }
    printf("kpack order: %d of %d columns differ from the natural order\n", moved, N);
}
END_TEST

/* mmaemu_schedule_eval, the one-element entry point, equals the driver. */
START_TEST(schedule_eval_matches_gemm)
{
    static const char *const texts[] = {
        "block_k=64", "block_k=32 split_k=3 combine=tree", "promote=32 out=bf16",
        "block_k=32 kgroups=2 kpack=2 out=fp16",
    };
    const mmaemu_instr *ins = test_instr("gfx942", "mfma.16x16x16", MMAEMU_BF16, MMAEMU_FP32);
    enum { M = 2, N = 3, K = 70 };
    test_rng st = {31337};
    uint16_t a[M * K], b[K * N];
    uint32_t c[M * N], d32[M * N];
    for (size_t t = 0; t < M * K; t++)
        a[t] = rand_bf16(&st);
    for (size_t t = 0; t < K * N; t++)
        b[t] = rand_bf16(&st);
    for (size_t t = 0; t < M * N; t++)
        c[t] = rand_pattern(&st, MMAEMU_FP32);
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
        char err[256];
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        ck_assert_msg(!mmaemu_schedule_parse(texts[t], &s, err, sizeof err), "%s", err);
        uint16_t d16[M * N];
        const int narrow = s.epilogue != MMAEMU_EPI_NONE;
        mmaemu_gemm g = dense(ins, &s, M, N, K, a, b, narrow ? (void *)d16 : d32);
        mmaemu_mat cm = {c, 0, N, 1};
        g.c = &cm;
        run(&g);
        for (size_t i = 0; i < M; i++)
            for (size_t j = 0; j < N; j++) {
                uint32_t ra[K], rb[K];
                operands(a, b, i, j, K, N, ra, rb);
                uint32_t got = narrow ? d16[i * N + j] : d32[i * N + j];
                ck_assert_uint_eq(mmaemu_schedule_eval(&s, ins, ra, rb, K, c[i * N + j]), got);
            }
    }
}
END_TEST

/* Refusals are one line; an empty GEMM writes nothing. */
START_TEST(errors_and_empty)
{
    const mmaemu_instr *ins = test_instr("sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32);
    const uint16_t a[16] = {0}, b[16] = {0};
    uint32_t d = 0x12345678u;
    char err[256];
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    mmaemu_gemm g = dense(ins, &s, 1, 1, 16, a, b, &d);
    g.instr = NULL;
    ck_assert_int_eq(mmaemu_gemm_run(&g, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "no instruction or schedule"), "%s", err);
    g.instr = ins;
    s.block_k = 40;
    ck_assert_int_eq(mmaemu_gemm_run(&g, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "block_k = 40"), "%s", err);
    s.block_k = 0;
    g.a.data = NULL;
    ck_assert_int_eq(mmaemu_gemm_run(&g, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "missing operand"), "%s", err);
    g.a.data = a;
    g.m = 0;
    ck_assert_int_eq(mmaemu_gemm_run(&g, err, sizeof err), 0);
    ck_assert_uint_eq(d, 0x12345678u);
    g.m = 1;
    setenv("MMAEMU_SIMD", "sse9", 1);
    ck_assert_int_eq(mmaemu_gemm_run(&g, err, sizeof err), -1);
    unsetenv("MMAEMU_SIMD");
    ck_assert_msg(strstr(err, "MMAEMU_SIMD=sse9") && !strchr(err, '\n'), "%s", err);
    ck_assert_uint_eq(d, 0x12345678u);
}
END_TEST

START_TEST(split_and_promote_against_reference)
{
    const mmaemu_instr *ins = test_instr("sm90", "mma.m16n8k8", MMAEMU_BF16, MMAEMU_FP32);
    enum { M = 7, N = 5, K = 100 };
    test_rng st = {12345};
    uint16_t a[M * K], b[K * N];
    for (int i = 0; i < M * K; i++)
        a[i] = rand_bf16(&st);
    for (int i = 0; i < K * N; i++)
        b[i] = rand_bf16(&st);
    static const char *const texts[] = {
        "block_k=16 split_k=3 combine=seq",
        "block_k=16 split_k=4 combine=tree",
        "block_k=32 split_k=2",
        "promote=24",
        "block_k=16 split_k=2 promote=16",
        "block_k=16 split_k=9 combine=tree",   /* more splits than blocks: empty ranges add +0 */
    };
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
        char err[512];
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        ck_assert(!mmaemu_schedule_parse(texts[t], &s, err, sizeof err));
        uint32_t d[M * N];
        mmaemu_gemm g;
        memset(&g, 0, sizeof g);
        g.instr = ins;
        g.sched = &s;
        g.batch = 1;
        g.m = M;
        g.n = N;
        g.k = K;
        g.a = (mmaemu_mat){a, 0, K, 1};
        g.b = (mmaemu_mat){b, 0, N, 1};
        g.d = d;
        g.d_si = N;
        g.d_sj = 1;
        ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s", err);
        /* Recompute: pad K to the block, cut ranges, reference dots. */
        size_t blk = s.block_k ? s.block_k : 8, kp = (K + blk - 1) / blk * blk;
        size_t range = (kp / blk + s.split_k - 1) / s.split_k * blk;
        for (int i = 0; i < M; i++)
            for (int j = 0; j < N; j++) {
                uint32_t ra[256] = {0}, rb[256] = {0}, part[16] = {0};
                operands(a, b, (size_t)i, (size_t)j, K, N, ra, rb);
                for (unsigned p = 0; p < s.split_k; p++) {
                    size_t lo = p * range, hi = lo + range < kp ? lo + range : kp;
                    uint32_t acc = 0;
                    if (!s.promote) {
                        if (lo < hi)
                            acc = mmaemu_ref_dot(ins, ra + lo, rb + lo, hi - lo, 0);
                    } else {
                        for (size_t k0 = lo; k0 < hi; k0 += s.promote) {
                            size_t len = hi - k0 < s.promote ? hi - k0 : s.promote;
                            acc = f32add(acc, mmaemu_ref_dot(ins, ra + k0, rb + k0, len, 0));
                        }
                    }
                    part[p] = acc;
                }
                uint32_t want;
                if (s.combine == MMAEMU_COMBINE_TREE) {
                    for (unsigned w = 1; w < s.split_k; w *= 2)
                        for (unsigned p = 0; p + w < s.split_k; p += 2 * w)
                            part[p] = f32add(part[p], part[p + w]);
                    want = part[0];
                } else {
                    want = part[0];
                    for (unsigned p = 1; p < s.split_k; p++)
                        want = f32add(want, part[p]);
                }
                ck_assert_msg(d[i * N + j] == want, "%s: (%d,%d) %08x want %08x", texts[t], i, j,
                              d[i * N + j], want);
            }
    }
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(padding_and_accumulator),
        TEST_ONCE(padding_zero_sign),
        TEST_ONCE(epilogue_ties_by_hand),
        TEST_ONCE(epilogue_random),
        TEST_ONCE(strides_transposes_batch),
        TEST_ONCE(b_columns_contiguous_odd_k),
        TEST_ONCE(kpack_order),
        TEST_ONCE(schedule_eval_matches_gemm),
        TEST_ONCE(errors_and_empty),
        TEST_ONCE(split_and_promote_against_reference),
    };
    return TEST_RUN("gemm", tests);
}
