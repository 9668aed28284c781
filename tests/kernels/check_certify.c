/* SPDX-License-Identifier: MIT */
/* check_certify.c -- the certified path (kernels/certify*.c, docs/certified.md)
 * against the exact path, bit for bit.
 *
 * Every datapath family the certified path covers -- T-FDPA RZ (sm90
 * wgmma, bf16 and fp16), TR-FDPA RNE in both variants (gfx942 mfma and the
 * floor-before hypothesis), E-FDPA and an FMA chain (instructions built
 * here), and TR-FDPA steps out of order (gfx950:upper-k-first) -- runs GEMMs with bf16 / fp16 epilogues, with and without an
 * initial accumulator and a bias, under a plain and a kpack schedule, on
 * random and adversarial operands: sums on, just above and just below
 * bf16 / fp16 rounding boundaries, huge / tiny exponent spreads,
 * cancellation to small or zero results, subnormal, NaN and Inf operands.
 * Each GEMM runs with MMAEMU_EXACT=1 (every element by the exact path,
 * itself checked against the MPFR reference by check_gemm and
 * check_fastpath) and without it; the outputs must be identical and, for
 * the random operands, the certified path must have decided most elements
 * (else the comparison would prove nothing).  MMAEMU_LONG=1: >= 1e7
 * compared elements per family, with K <= 27 for E-FDPA and the FMA
 * chain, whose exact path is mmaemu_dot per element (about a minute each
 * that way); MMAEMU_CERTIFY_ONLY=013 runs only those families (numbers
 * in the order of families()). */
#include <check.h>
#include <math.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../kernels/certify.h"
#include "mmaemu.h"
#include "testutil.h"

typedef enum { V_RANDOM, V_BOUNDARY, V_SPREAD, V_CANCEL, V_SPECIAL, V_COUNT } vkind;

/* A bf16 / fp16 pattern with a biased exponent near ebase (+-d). */
static uint16_t pat(test_rng *r, mmaemu_format f, int ebase, int d)
{
    const int fp16 = f == MMAEMU_FP16, fb = fp16 ? 10 : 7, emax = fp16 ? 30 : 254;
    int e = ebase + (d ? (int)test_rng_below(r, 2 * (uint64_t)d + 1) - d : 0);
    e = e < 1 ? 1 : e > emax ? emax : e;
    return (uint16_t)((test_rng_below(r, 2) << 15) | ((uint32_t)e << fb) |
                      test_rng_below(r, 1u << fb));
}

static uint16_t with_exp(mmaemu_format f, uint16_t p, int e)
{
    const int fb = f == MMAEMU_FP16 ? 10 : 7, eb = f == MMAEMU_FP16 ? 5 : 8;
    const uint16_t emask = (uint16_t)(((1u << eb) - 1) << fb);
    return (uint16_t)((p & ~emask) | ((uint32_t)e << fb));
}

typedef struct {
    mmaemu_format in;
    size_t nb, m, n, k;
    uint16_t *a, *b;             /* (nb, m, k), (nb, k, n) row-major */
    int at;                      /* 1: a is (nb, k, m), A's rows inner (as x^T) */
} gcase;

/* Operands of kind v.  Boundary: A's row i holds v_i, half an output ulp
 * of v_i and tiny terms, B's column ones, so that sums sit on, above and
 * below the midpoints between output values. */
static void fill(gcase *g, test_rng *r, vkind v, mmaemu_epilogue epi)
{
    const mmaemu_format f = g->in;
    const int one = f == MMAEMU_FP16 ? 15 : 127, fb = f == MMAEMU_FP16 ? 10 : 7;
    const int ofb = epi == MMAEMU_EPI_FP16 ? 10 : 7;
    for (size_t bi = 0; bi < g->nb; bi++)
        for (size_t i = 0; i < g->m; i++)
            for (size_t k = 0; k < g->k; k++) {
                uint16_t *a = &g->a[(bi * g->m + i) * g->k + k];
                switch (v) {
                case V_BOUNDARY: {
                    const int e = one + (int)(i % 5);
                    if (k == 0)
                        *a = with_exp(f, pat(r, f, e, 0), e) & 0x7FFF;
                    else if (k == 1)   /* half an output ulp: 2^(e - ofb - 1) */
                        *a = (uint16_t)((uint32_t)(e - ofb - 1) << fb);
                    else
                        *a = test_rng_below(r, 4) ? 0 : pat(r, f, e - ofb - 12 - (int)(k % 14), 0);
                    break;
                }
                case V_SPREAD:
                    *a = pat(r, f, one, f == MMAEMU_FP16 ? 12 : 50);
                    break;
                case V_CANCEL:
                    *a = k % 2 ? g->a[(bi * g->m + i) * g->k + k - 1] ^ 0x8000 : pat(r, f, one, 3);
                    if (k % 2 && test_rng_below(r, 8) == 0)
                        *a ^= 1;   /* a small residual */
                    break;
                case V_SPECIAL:
                    *a = pat(r, f, one, 2);
                    if (test_rng_below(r, 200) == 0)
                        *a = (uint16_t)((f == MMAEMU_FP16 ? 0x7C00 : 0x7F80) |
                                        (test_rng_below(r, 2) ? 1 : 0));   /* Inf / NaN */
                    else if (test_rng_below(r, 100) == 0)
                        *a &= (uint16_t)((1u << fb) - 1);   /* subnormal or zero */
                    break;
                default:
                    *a = pat(r, f, one, 2);
                    break;
                }
            }
    for (size_t bi = 0; bi < g->nb; bi++)
        for (size_t k = 0; k < g->k; k++)
            for (size_t j = 0; j < g->n; j++) {
                uint16_t *b = &g->b[(bi * g->k + k) * g->n + j];
                if (v == V_CANCEL || (v == V_BOUNDARY && k < 2))
                    *b = (uint16_t)((uint32_t)one << fb);   /* 1.0 */
                else if (v == V_BOUNDARY)
                    *b = pat(r, f, one, 1);
                else
                    *b = pat(r, f, one, v == V_SPREAD ? (f == MMAEMU_FP16 ? 10 : 50) : 2);
                if (v == V_BOUNDARY && k < 2 && j % 3 == 1)
                    *b ^= 1;   /* just off the midpoint */
            }
}

typedef struct {
    const mmaemu_instr *ins;
    const char *sched;
} family;

/* The GEMM of case g through family fm with epilogue epi (s: its
 * schedule, filled here): D (nb, m, n) row-major, no C, no bias, no D yet. */
static mmaemu_gemm gemm_of(const family *fm, const gcase *g, mmaemu_epilogue epi,
                           mmaemu_schedule *s)
{
    char err[256];
    mmaemu_schedule_init(s, fm->ins->name);
    ck_assert_msg(!mmaemu_schedule_parse(fm->sched, s, err, sizeof err), "%s", err);
    s->epilogue = epi;
    mmaemu_gemm gm;
    memset(&gm, 0, sizeof gm);
    gm.instr = fm->ins;
    gm.sched = s;
    gm.batch = g->nb;
    gm.m = g->m;
    gm.n = g->n;
    gm.k = g->k;
    gm.a = g->at ? (mmaemu_mat){g->a, (ptrdiff_t)(g->m * g->k), 1, (ptrdiff_t)g->m}
                 : (mmaemu_mat){g->a, (ptrdiff_t)(g->m * g->k), (ptrdiff_t)g->k, 1};
    gm.b = (mmaemu_mat){g->b, (ptrdiff_t)(g->k * g->n), (ptrdiff_t)g->n, 1};
    gm.d_sb = (ptrdiff_t)(g->m * g->n);
    gm.d_si = (ptrdiff_t)g->n;
    gm.d_sj = 1;
    return gm;
}

/* The elements the certified path tried in the last run_both_c. */
static size_t last_tried;

/* One GEMM both ways; returns the elements certified (asserts identity);
 * cset: the initial accumulator (else, with_c, a fixed pattern). */
static size_t run_both_c(const family *fm, const gcase *g, mmaemu_epilogue epi, int with_c,
                         const uint32_t *cset, int with_bias, const char *what)
{
    mmaemu_schedule s;
    mmaemu_gemm gm = gemm_of(fm, g, epi, &s);
    char err[256];
    const size_t n = g->nb * g->m * g->n;
    uint32_t *c = malloc(n * sizeof *c);
    uint16_t *bias = malloc(g->n * sizeof *bias), *d[2];
    d[0] = malloc(n * 2);
    d[1] = malloc(n * 2);
    ck_assert(c && bias && d[0] && d[1]);
    for (size_t e = 0; e < n; e++)
        c[e] = cset ? cset[e] : ((uint32_t)(e * 2654435761u) & 0x80FFFFFFu) | 0x3C000000u;   /* ~ +-2^-7 */
    for (size_t j = 0; j < g->n; j++)
        bias[j] = (uint16_t)(0x3F00u | (j & 0x7F) | (j & 1) << 15);
    mmaemu_mat cm = {c, (ptrdiff_t)(g->m * g->n), (ptrdiff_t)g->n, 1}, bm = {bias, 0, 0, 1};
    gm.c = with_c || cset ? &cm : NULL;
    gm.bias = with_bias ? &bm : NULL;
    gm.bias_fmt = MMAEMU_BF16;
    size_t tried, done;
    for (int exact = 1; exact >= 0; exact--) {
        if (exact)
            setenv("MMAEMU_EXACT", "1", 1);
        else
            unsetenv("MMAEMU_EXACT");
        gm.d = d[exact];
        mmaemu_cert_stats(&tried, &done, 1);
        ck_assert_msg(!mmaemu_gemm_run(&gm, err, sizeof err), "%s", err);
        mmaemu_cert_stats(&tried, &done, 1);
        if (exact)
            ck_assert_uint_eq(tried, 0);
        last_tried = tried;
    }
    for (size_t e = 0; e < n; e++)
        ck_assert_msg(d[0][e] == d[1][e], "%s %s (%s): element %zu: certified %04x, exact %04x",
                      fm->ins->name, fm->sched, what, e, d[0][e], d[1][e]);
    free(c);
    free(bias);
    free(d[0]);
    free(d[1]);
    return done;
}

static size_t run_both(const family *fm, const gcase *g, mmaemu_epilogue epi, int with_c,
                       int with_bias, const char *what)
{
    return run_both_c(fm, g, epi, with_c, NULL, with_bias, what);
}

/* The families (built instructions for E-FDPA and the FMA chain). */
static mmaemu_instr efdpa, fmachain, trfloor;

static size_t families(family *out)
{
    const mmaemu_instr *tr = test_instr("gfx942", NULL, MMAEMU_BF16, MMAEMU_FP32);
    trfloor = *tr;
    trfloor.step.tr_variant = MMAEMU_TR_FLOOR_BEFORE;
    efdpa = *tr;
    efdpa.name = "mfma.32x32x8";
    efdpa.step.alg = MMAEMU_ALG_E_FDPA;
    efdpa.step.L = 4;
    efdpa.step.zero_sign = MMAEMU_ZERO_IEEE;
    fmachain = efdpa;
    fmachain.step.alg = MMAEMU_ALG_FMA;
    fmachain.step.L = 1;
    size_t n = 0;
    out[n++] = (family){test_instr("sm90", "wgmma", MMAEMU_BF16, MMAEMU_FP32), "block_k=64"};
    out[n++] = (family){test_instr("sm90", "wgmma", MMAEMU_FP16, MMAEMU_FP32), "block_k=32"};
    out[n++] = (family){tr, "block_k=32 kgroups=2 kpack=2"};
    out[n++] = (family){&trfloor, "block_k=16"};
    out[n++] = (family){&efdpa, "block_k=16"};
    out[n++] = (family){&fmachain, "block_k=8"};
    /* steps out of order: certified as the plain twin (kernels/gemm_flat.c) */
    char err[256];
    const mmaemu_instr *upper = mmaemu_instr_select(mmaemu_arch_find("gfx950"), "upper-k-first",
                                                    "mfma.32x32x16", MMAEMU_BF16, MMAEMU_FP32, err,
                                                    sizeof err);
    ck_assert_msg(upper && upper->k_interleave, "%s", err);
    out[n++] = (family){upper, "block_k=32"};
    return n;
}

static void gcase_make(gcase *g, mmaemu_format in, size_t nb, size_t m, size_t n, size_t k)
{
    *g = (gcase){in, nb, m, n, k, malloc(nb * m * k * 2), malloc(nb * k * n * 2), 0};
    ck_assert(g->a && g->b);
}

static void gcase_free(gcase *g)
{
    free(g->a);
    free(g->b);
}

/* The set-up of the tests after certified_equals_exact: the families, and
 * a bf16 case of nb x (m x k) x (k x n) filled with random operands from
 * the generator seeded with seed (left in r for more). */
typedef struct {
    family fm[8];
    gcase g;
    test_rng r;
} bf16_setup;

static bf16_setup bf16_setup_make(uint64_t seed, size_t nb, size_t m, size_t n, size_t k)
{
    bf16_setup t = {.r = {seed}};
    families(t.fm);
    gcase_make(&t.g, MMAEMU_BF16, nb, m, n, k);
    fill(&t.g, &t.r, V_RANDOM, MMAEMU_EPI_BF16);
    return t;
}

START_TEST(certified_equals_exact)
{
    family fm[8];
    const size_t nf = families(fm);
    const char *only = getenv("MMAEMU_CERTIFY_ONLY");   /* family numbers, e.g. "012" */
    for (size_t f = 0; f < nf; f++) {
        if (only && !strchr(only, '0' + (int)f))
            continue;
        const mmaemu_format in = fm[f].ins->step.a_fmt;
        const int slow = !mmaemu_gemm_fast_covers(fm[f].ins);   /* exact = mmaemu_dot per element */
        const double want = test_scale() > 1 ? 1e7 : (slow ? 2e4 : 2e5);
        test_rng r = {0xC0FFEEu + f};
        size_t compared = 0, random_done = 0, random_n = 0;
        for (unsigned round = 0; compared < want; round++) {
            /* the slow families (per-element exact path) with short K in long runs */
            const size_t k = slow && test_scale() > 1 ? 4 + test_rng_below(&r, 24)
                             : round % 3 == 0       ? 64 + test_rng_below(&r, 200)
                                                    : 8 + test_rng_below(&r, 120);
            const size_t m = 8 + test_rng_below(&r, 24), n = 17 + test_rng_below(&r, 60);
            gcase g;
            gcase_make(&g, in, 2, m, n, k);
            for (int v = 0; v < V_COUNT; v++) {
                const unsigned rv = round + (unsigned)v;
                const mmaemu_epilogue epi = rv % 3 ? MMAEMU_EPI_BF16 : MMAEMU_EPI_FP16;
                fill(&g, &r, (vkind)v, epi);
                /* both forms of the blocked kernel (rows side by side) */
                setenv("MMAEMU_CERT_KERNEL", rv % 2 ? "dpbf16" : "fma", 1);
                const int wc = rv % 4 == 1, wb = rv % 5 == 2;
                const size_t done =
                    run_both(&fm[f], &g, epi, wc, wb, v == V_RANDOM ? "random" : "adversarial");
                if (v == V_RANDOM) {
                    random_done += done;
                    random_n += 2 * m * n;
                }
                compared += 2 * m * n;
            }
            gcase_free(&g);
        }
        unsetenv("MMAEMU_CERT_KERNEL");
        printf("certify: %-16s %-28s %9zu elements compared, random %.1f%% certified\n",
               fm[f].ins->name, fm[f].sched, compared,
               100.0 * (double)random_done / (double)random_n);
        ck_assert_msg(random_done * 2 > random_n, "%s: the certified path decided only %zu of %zu",
                      fm[f].ins->name, random_done, random_n);
    }
}
END_TEST

/* The value of a bf16 / fp16 pattern (exact in fp32). */
static double val16(mmaemu_format f, uint16_t p)
{
    const uint32_t b = mmaemu_to_fp32_bits(f, p);
    float x;
    memcpy(&x, &b, sizeof x);
    return x;
}

/* Element lanes (kernels/gemm_lanes.c): the uncertain elements of a block
 * of rows run sixteen to a chain whatever their rows, so a mix-up of lanes
 * (a lane computed with another lane's row of A or column of B) must show.
 * The initial accumulator plants them: C = b - a.b for a bf16 midpoint b
 * near 1 + a.b (a.b in double) puts the sum on the midpoint, closer than
 * the bound, for the chosen elements; a quarter of an output ulp off it,
 * decided, for the others.  Their pattern differs from row to row (none
 * to 12 / 64 of a row, few enough for the cost cut-off to leave the
 * certified path on; 800 rows: blocks of 12), over 12 panels and a part
 * (N = 200: sets from one, two, three or four panels) and two K chunks (K = 300); every element is compared with the exact path, and most of
 * the planted ones must have been left to it.  Some rows take the row
 * route instead: one with a NaN, one with an Inf, one with a subnormal
 * operand (never certified), and every 50th planted in more than half its
 * columns.  Then the same GEMM with A stored transposed (A's rows inner in
 * memory, as DCPP's xty = x^T y): for bf16 operands the block's rows are
 * then loaded side by side straight from memory (kernels/gemm_side.c),
 * the rows of the row route one by one. */
START_TEST(element_lanes)
{
    family fm[8];
    families(fm);
    const size_t M = 800, N = 200, K = 300, fams[] = {0, 1, 2, 3};
    for (size_t fi = 0; fi < 4; fi++) {
        const family *f = &fm[fams[fi]];
        const mmaemu_format in = f->ins->step.a_fmt;
        const int one = in == MMAEMU_FP16 ? 15 : 127;
        test_rng r = {101 + fi};
        gcase g;
        gcase_make(&g, in, 1, M, N, K);
        for (size_t e = 0; e < M * K; e++)
            g.a[e] = pat(&r, in, one - 3, 2);
        for (size_t e = 0; e < K * N; e++)
            g.b[e] = pat(&r, in, one, 2);
        const int fp16 = in == MMAEMU_FP16;
        g.a[13 * K + 7] = fp16 ? 0x7E00 : 0x7FC0;    /* NaN */
        g.a[26 * K + 250] = fp16 ? 0xFC00 : 0xFF80;  /* -Inf */
        g.a[39 * K + 3] = 0x0001;                    /* subnormal */
        uint32_t *c = malloc(M * N * sizeof *c);
        ck_assert(c);
        size_t planted = 0;
        for (size_t i = 0; i < M; i++) {
            /* in 64ths; every third block sparse (sets of few lanes over
             * four panels), every 50th row dense (the row route) */
            const unsigned dens = i % 50 == 3     ? 48
                                  : i / 12 % 3    ? (unsigned)(i * 7 % 13)
                                                  : 1;
            for (size_t j = 0; j < N; j++) {
                double dot = 0;
                for (size_t k = 0; k < K; k++)
                    dot += val16(in, g.a[i * K + k]) * val16(in, g.b[k * N + j]);
                const double v = 1 + dot, av = fabs(v);
                const double ulp = ldexp(1, (int)floor(log2(av)) - 7);
                const int plant = test_rng_below(&r, 64) < dens;
                const double b = (floor(av / ulp) + (plant ? 0.5 : 0.25)) * ulp * (v < 0 ? -1 : 1);
                const float cf = (float)(b - dot);
                memcpy(&c[i * N + j], &cf, sizeof cf);
                planted += (size_t)plant;
            }
        }
        uint16_t *at = malloc(M * K * sizeof *at);
        ck_assert(at);
        for (size_t i = 0; i < M; i++)
            for (size_t k = 0; k < K; k++)
                at[k * M + i] = g.a[i * K + k];
        for (int t = 0; t < 2; t++) {
            if (t) {   /* the same GEMM, A stored transposed */
                free(g.a);
                g.a = at;
                g.at = 1;
            }
            const size_t done = run_both_c(f, &g, MMAEMU_EPI_BF16, 1, c, 0,
                                           t ? "element lanes, A transposed" : "element lanes");
            const size_t tried = last_tried;
            printf("certify: element lanes %-12s%s %zu planted, %zu of %zu left to the exact "
                   "path\n",
                   f->ins->name, t ? " (A^T)" : "", planted, tried - done, tried);
            ck_assert_uint_eq(tried, M * N);
            ck_assert_msg(2 * (tried - done) > planted, "%s: %zu exact, %zu planted",
                          f->ins->name, tried - done, planted);
        }
        free(c);
        gcase_free(&g);
    }
}
END_TEST

/* A column of B with a NaN or an Inf is never certified, and the element
 * lanes, which take B's decoded panels (a bad column's decoded as zeros),
 * must leave every row holding one to the row route: certified and exact
 * give the same bits, NaN and Inf included, with and without C. */
START_TEST(bad_columns_take_the_row_route)
{
    family fm[8];
    families(fm);
    const size_t M = 64, N = 100, K = 200;
    for (size_t fi = 0; fi < 4; fi++) {
        const mmaemu_format in = fm[fi].ins->step.a_fmt;
        const int one = in == MMAEMU_FP16 ? 15 : 127, fp16 = in == MMAEMU_FP16;
        test_rng r = {211 + fi};
        gcase g;
        gcase_make(&g, in, 1, M, N, K);
        for (size_t e = 0; e < M * K; e++)
            g.a[e] = pat(&r, in, one, 2);
        for (size_t e = 0; e < K * N; e++)
            g.b[e] = pat(&r, in, one, 2);
        g.b[5 * N + 17] = fp16 ? 0x7E00 : 0x7FC0;    /* NaN in column 17 */
        g.b[150 * N + 90] = fp16 ? 0x7C00 : 0x7F80;  /* +Inf in column 90 */
        for (int c = 0; c < 2; c++)
            run_both(&fm[fi], &g, MMAEMU_EPI_BF16, c, 0, "bad columns");
        gcase_free(&g);
    }
}
END_TEST

/* Element lanes read bf16 operands as raw words only where no lane's row
 * or column holds a subnormal (a subnormal's exponent field reads as a
 * zero's).  Column 17 of B is zero but for 2^-133 at k = 5, where every
 * row of A holds about 2^6 (and B's row 5 is zero elsewhere): without C
 * that product alone sets its step's exponent; read as a zero, the step's
 * grid would be e_zero's, 2^6 times finer, and the term 2^31 or more.
 * None of the column's elements is certified (a subnormal column never
 * is) and each is one of its row's few, so they go to the element lanes:
 * certified and exact give the same bits.  (A row with a subnormal has no
 * certified element at all and takes the row route.) */
START_TEST(subnormal_operands_in_lanes)
{
    family fm[8];
    families(fm);
    const size_t M = 64, N = 112, K = 200, fis[] = {0, 2, 3};
    for (size_t t = 0; t < TEST_N(fis); t++) {
        test_rng r = {307 + t};
        gcase g;
        gcase_make(&g, MMAEMU_BF16, 1, M, N, K);
        for (size_t e = 0; e < M * K; e++)
            g.a[e] = pat(&r, MMAEMU_BF16, 127, 2);
        for (size_t e = 0; e < K * N; e++)
            g.b[e] = pat(&r, MMAEMU_BF16, 127, 2);
        for (size_t k = 0; k < K; k++)   /* column 17: 2^-133 at k = 5, else zero */
            g.b[k * N + 17] = k == 5 ? 0x0001u : 0u;
        for (size_t j = 0; j < N; j++)   /* B's row 5: zero but there */
            g.b[5 * N + j] = j == 17 ? 0x0001u : 0u;
        for (size_t i = 0; i < M; i++)   /* [2^6, 2^7) against it */
            g.a[i * K + 5] = (uint16_t)((6 + 127) << 7 | (g.a[i * K + 5] & 0x807Fu));
        for (int c = 0; c < 2; c++)
            run_both(&fm[fis[t]], &g, MMAEMU_EPI_BF16, c, 0, "subnormal operands");
        gcase_free(&g);
    }
}
END_TEST

/* Under the certified bf16 path B's panels are decoded only when an exact
 * chain first needs them (kernels/gemm_row.c, mmaemu_gemm_panels_ready).
 * Here every output cancels to zero (A's second half repeats its first,
 * B's negates it), so nothing is certified, the driver turns the path off
 * after 32 rows and the rest of batch 0, and all of batch 1, run exactly:
 * by rows (a NaN column) or panel by panel (none), on panels nobody has
 * decoded before in that batch.  Certified and exact give the same bits. */
START_TEST(panels_decoded_on_demand)
{
    family fm[8];
    families(fm);
    const size_t NB = 2, M = 256, N = 100, K = 128, fis[] = {0, 2};
    for (size_t t = 0; t < 2 * TEST_N(fis); t++) {
        test_rng r = {401 + t};
        gcase g;
        gcase_make(&g, MMAEMU_BF16, NB, M, N, K);
        for (size_t e = 0; e < NB * M * K; e++)
            g.a[e] = e % K < K / 2 ? pat(&r, MMAEMU_BF16, 127, 2) : g.a[e - K / 2];
        for (size_t bi = 0; bi < NB; bi++)
            for (size_t k = 0; k < K; k++)
                for (size_t j = 0; j < N; j++) {
                    uint16_t *b = &g.b[(bi * K + k) * N + j];
                    *b = k < K / 2 ? pat(&r, MMAEMU_BF16, 127, 2)
                                   : (uint16_t)(b[-(ptrdiff_t)(K / 2 * N)] ^ 0x8000u);
                }
        if (t % 2)   /* a NaN in column 37 of both batches */
            for (size_t bi = 0; bi < NB; bi++)
                g.b[(bi * K + 9) * N + 37] = 0x7FC0u;
        ck_assert_uint_eq(run_both(&fm[fis[t / 2]], &g, MMAEMU_EPI_BF16, 0, 0, "on demand"), 0);
        gcase_free(&g);
    }
}
END_TEST

/* Outside the covered set the certified path stays off: fp32 outputs,
 * split-K, promotion. */
START_TEST(uncovered_schedules_stay_exact)
{
    bf16_setup t = bf16_setup_make(7, 1, 16, 32, 128);
    const char *scheds[] = {"block_k=64 split_k=2", "block_k=64 promote=64", "block_k=32 slices=2"};
    for (size_t i = 0; i < TEST_N(scheds); i++) {
        family f = {t.fm[0].ins, scheds[i]};
        ck_assert_uint_eq(run_both(&f, &t.g, MMAEMU_EPI_BF16, 0, 0, scheds[i]), 0);
    }
    gcase_free(&t.g);
}
END_TEST

/* TR-FDPA under the zero-align rule (a zero operand aligns as 2^-126, so
 * a zero times 2^50 puts E at 2^-76 whatever the other products): all-zero
 * rows of A against huge B floor a C of 2^-90 onto the grid 2^-100, far
 * more than section 2's bound allows; the C values sit just above bf16
 * midpoints, so a certified rounding of the unfloored C would differ. */
START_TEST(zero_align_stays_exact)
{
    char err[256];
    const mmaemu_instr *ins = mmaemu_instr_select(mmaemu_arch_find("gfx942"), "zero-align", NULL,
                                                  MMAEMU_BF16, MMAEMU_FP32, err, sizeof err);
    ck_assert_msg(ins && ins->step.zero_align == MMAEMU_ZALIGN_M126, "%s", err);
    const family fm = {ins, "block_k=32"};
    gcase g;
    gcase_make(&g, MMAEMU_BF16, 1, 512, 64, 64);
    for (size_t i = 0; i < g.m * g.k; i++)   /* odd rows zero, even rows 1 */
        g.a[i] = i / g.k % 2 ? 0 : 0x3F80u;
    for (size_t i = 0; i < g.k * g.n; i++)
        g.b[i] = (uint16_t)((50 + 127) << 7);
    uint32_t *c = malloc(g.m * g.n * sizeof *c);
    ck_assert(c);
    for (size_t e = 0; e < g.m * g.n; e++)   /* 2^-90: even bf16 value, half an ulp, 0x7FF */
        c[e] = (uint32_t)(127 - 90) << 23 | (uint32_t)(e % 64) << 17 | 0x8000u | 0x7FFu;
    run_both_c(&fm, &g, MMAEMU_EPI_BF16, 0, c, 0, "zero-align, zero rows");
    free(c);
    gcase_free(&g);
}
END_TEST

/* The row-by-row fp32 kernel (fp16 operands, L = 1, or a CPU without
 * AVX512_BF16) costs more than the exact path on the SIMD paths: there the
 * certified path stays off unless MMAEMU_CERT_FP32 asks for it (as every
 * other test here does, to check it); on the scalar path it runs. */
START_TEST(fp32_kernel_only_scalar)
{
    family fm[8];
    families(fm);
    gcase g;
    test_rng r = {43};
    gcase_make(&g, MMAEMU_FP16, 1, 24, 40, 96);
    fill(&g, &r, V_RANDOM, MMAEMU_EPI_FP16);
    const char *paths[] = {"scalar", "avx2", "avx512"};
    for (size_t p = 0; p < TEST_N(paths); p++) {
        if (!mmaemu_gemm_path_available(paths[p]))
            continue;
        setenv("MMAEMU_SIMD", paths[p], 1);
        for (int forced = 0; forced < 2; forced++) {
            if (forced)
                setenv("MMAEMU_CERT_FP32", "1", 1);
            else
                unsetenv("MMAEMU_CERT_FP32");
            run_both(&fm[1], &g, MMAEMU_EPI_FP16, 0, 0, paths[p]);
            const int on = forced || !strcmp(paths[p], "scalar");
            ck_assert_msg(on ? last_tried > 0 : last_tried == 0, "%s, MMAEMU_CERT_FP32 %d: %zu tried",
                          paths[p], forced, last_tried);
        }
    }
    unsetenv("MMAEMU_SIMD");
    setenv("MMAEMU_CERT_FP32", "1", 1);
    gcase_free(&g);
}
END_TEST

/* Every dispatch path (the base and AVX-512 bound kernels) and thread
 * count gives the same bits. */
START_TEST(paths_agree)
{
    bf16_setup t = bf16_setup_make(11, 2, 40, 70, 300);
    const char *paths[] = {"scalar", "avx2", "avx512"};
    for (size_t p = 0; p < TEST_N(paths); p++) {
        if (!mmaemu_gemm_path_available(paths[p]))
            continue;
        setenv("MMAEMU_SIMD", paths[p], 1);
        ck_assert_uint_gt(run_both(&t.fm[0], &t.g, MMAEMU_EPI_BF16, 1, 0, paths[p]), 0);
        ck_assert_uint_gt(run_both(&t.fm[2], &t.g, MMAEMU_EPI_BF16, 0, 1, paths[p]), 0);
    }
    unsetenv("MMAEMU_SIMD");
    gcase_free(&t.g);
}
END_TEST

/* The vectorised operand packing of the blocked kernel against the scalar
 * mmaemu_cert_pairs: the same pairs and bad columns, and norms that bound
 * the exact ones (long double sums of the exact squares, in half the
 * rounds of the values times a weight per position; the max-norms those of
 * each step's 2^e) from above, within 1e-4. */
START_TEST(pairs_agree)
{
    if (!mmaemu_cert_bf16_available())
        return;
    test_rng r = {17};
    const size_t W = MMAEMU_CERT_LANES;
    for (int round = 0; round < 40; round++) {
        const int L = 4 << (round % 4);   /* 4, 8, 16, 32 */
        const size_t kp = (size_t)L * (1 + test_rng_below(&r, 40)) * (L < 16 ? 16 / (size_t)L : 1);
        uint32_t *raw = malloc(kp * W * 4), *col = malloc(kp * 4), *w = malloc(kp / 2 * W * 4);
        uint32_t *w1 = malloc(kp / 2 * 4), *w2 = malloc(kp / 2 * 4);
        float *wf = round % 3 ? malloc(kp * W * 4) : NULL;   /* the fp32 values, or not wanted */
        ck_assert(raw && col && w && w1 && w2 && (wf || round % 3 == 0));
        for (size_t e = 0; e < kp * W; e++) {
            raw[e] = pat(&r, MMAEMU_BF16, 127, round % 2 ? 60 : 3);
            if (test_rng_below(&r, 3000) == 0)   /* a NaN / Inf or a subnormal */
                raw[e] = test_rng_below(&r, 2) ? 0x7F80u : 0x0001u;
        }
        float mb[16], nb[16], wt[128];   /* the 2-norms weighted by position in half the rounds */
        for (size_t k = 0; k < 128; k++)
            wt[k] = (float)(1 + (k % (size_t)L) * 5 % 8);
        const float *wp = round / 2 % 2 ? wt : NULL;
        uint32_t amax[16];
        const unsigned bad = mmaemu_cert_pack16(raw, kp, L, w, mb, nb, amax, wp, wf);
        for (size_t l = 0; l < W; l++) {
            uint32_t big = 0;   /* the column's largest magnitude pattern */
            for (size_t q = 0; q < kp; q++)
                big = (raw[q * W + l] & 0x7FFFu) > big ? raw[q * W + l] & 0x7FFFu : big;
            ck_assert_uint_eq(amax[l], big);
            for (size_t q = 0; q < kp && wf; q++) {   /* every value as fp32, bad ones too */
                uint32_t v;
                memcpy(&v, wf + q * W + l, sizeof v);
                ck_assert_uint_eq(v, (raw[q * W + l] & 0xFFFFu) << 16);
            }
            long double sq = 0, sqm = 0, m = 0;
            for (size_t q = 0; q < kp; q++) {
                col[q] = raw[q * W + l];
                const uint32_t b = col[q] << 16;
                float x;
                memcpy(&x, &b, sizeof x);
                const long double a = x < 0 ? -x : x, aw = a * (wp ? wp[q % (size_t)L] : 1);
                sq += aw * aw;
                m = a > m ? a : m;
                if ((q + 1) % (size_t)L == 0) {   /* the max-norms: 2^e of each step's max */
                    const long double e2 = m > 0 ? ldexpl(1, ilogbl(m)) : 0;
                    sqm += e2 * e2;
                    m = 0;
                }
            }
            float m1, n1;
            const int b1 = mmaemu_cert_pairs(col, kp, L, w1, 1, &m1, &n1, wp);
            ck_assert_int_eq(b1 != 0, (bad >> l) & 1);
            if (b1)
                continue;
            for (size_t q = 0; q < kp / 2; q++)
                ck_assert_uint_eq(w[q * W + l], w1[q]);
            ck_assert((long double)nb[l] * nb[l] >= sq && (long double)mb[l] * mb[l] >= sqm);
            /* fp32 sums of squares may overflow (Inf: never certified) near 2^128 */
            ck_assert_msg((long double)nb[l] <= 1.0001L * sqrtl(sq) + 1e-30L ||
                              (isinf(nb[l]) && sq > 0x1p100L),
                          "round %d L %d kp %zu: %a against %La", round, L, kp, nb[l], sqrtl(sq));
            ck_assert((long double)mb[l] <= 1.0001L * sqrtl(sqm) + 1e-30L);
            ck_assert((long double)m1 <= 1.0001L * sqrtl(sqm) + 1e-30L);
            float m2, n2;   /* the row version */
            ck_assert_int_eq(mmaemu_cert_pairs_avx512(col, kp, L, w2, 1, &m2, &n2, wp), 0);
            ck_assert(!memcmp(w1, w2, kp / 2 * 4));
            ck_assert((long double)n2 * n2 >= sq && (long double)m2 * m2 >= sqm);
            ck_assert((long double)n1 * n1 >= sq && (long double)n1 <= 1.0001L * sqrtl(sq) + 1e-30L);
            ck_assert((long double)n2 <= 1.0001L * sqrtl(sq) + 1e-30L);
            ck_assert((long double)m1 * m1 >= sqm);
            ck_assert((long double)m2 <= 1.0001L * sqrtl(sqm) + 1e-30L);
        }
        free(raw), free(col), free(w), free(w1), free(w2), free(wf);
    }
}
END_TEST

/* The value of half hi of a pair word (bf16). */
static float pair_half(uint32_t w, int hi)
{
    return (float)val16(MMAEMU_BF16, (uint16_t)(hi ? w >> 16 : w & 0xFFFF));
}

/* A bf16 pattern of value v (exact for small integers). */
static uint32_t bf16_of(float v)
{
    uint32_t b;
    memcpy(&b, &v, sizeof b);
    return b >> 16;
}

/* A pair word: two bf16 values of exponent 127 +- 20 (every rounding of a
 * chain shows; no underflow or overflow), or (exact) two integers in
 * [-8, 8], whose sums are exact in any grouping. */
static uint32_t pair_word(test_rng *r, int exact)
{
    if (!exact)
        return (uint32_t)pat(r, MMAEMU_BF16, 127, 20) |
               (uint32_t)pat(r, MMAEMU_BF16, 127, 20) << 16;
    const float lo = (float)((int)test_rng_below(r, 17) - 8);
    return bf16_of(lo) | bf16_of((float)((int)test_rng_below(r, 17) - 8)) << 16;
}

/* TDPBF16PS as the Intel SDM defines it now, per output of a step: two
 * FMA chains from +0 (even and odd positions of the pairs), then
 * X + (even + odd); no FTZ needed for these operands. */
static float amx_step(const uint32_t *a, const uint32_t *b, size_t h, float x)
{
    float even = 0, odd = 0;
    for (size_t k = 0; k < h; k++) {
        even = fmaf(pair_half(a[k], 0), pair_half(b[k * MMAEMU_CERT_LANES], 0), even);
        odd = fmaf(pair_half(a[k], 1), pair_half(b[k * MMAEMU_CERT_LANES], 1), odd);
    }
    return x + (even + odd);
}

/* The AVX512_BF16 kernel on the same R rows (three a call): on exact
 * operands the same X and SX bits as the AMX kernel's (asserted), else
 * the count of X that differ. */
static size_t against_bf16_kernel(const mmaemu_cert_plan *cp, int R, int P, const uint32_t *a,
                                  size_t kh, const uint32_t *b, const float *x0, const float *X,
                                  const float *SX, int exact)
{
    const size_t rw = (size_t)P * MMAEMU_CERT_LANES;
    size_t differ = 0;
    for (int i = 0; i < R; i += 3) {
        const int rr = R - i < 3 ? R - i : 3;
        float X2[3 * 2 * MMAEMU_CERT_LANES], SX2[3 * 2 * MMAEMU_CERT_LANES];
        mmaemu_cert_dots_bf16(cp, rr, P, a + i * kh, kh, 1, b, x0 + i * rw, X2, SX2);
        for (size_t e = 0; e < rr * rw; e++)
            differ += memcmp(&X2[e], &X[i * rw + e], 4) != 0;
        ck_assert(!exact || !memcmp(SX2, SX + i * rw, rr * rw * 4));
    }
    ck_assert(!exact || !differ);
    return differ;
}

/* The per-step error model the bound rests on (docs/certified.md, section
 * 2), on single steps (mmaemu_step) against the exact sum (MPFR):
 * |step(c, p) - S| <= alpha max(|c|, P) + alpha_p P + beta |S| + eta, P
 * the largest 2^(ea + eb) of the products (not their magnitudes), for every T-FDPA and TR-FDPA row of the families (L = 8, 16, 32),
 * on random steps and on adversarial ones: one product of 1, the others
 * of one sign just below one or two units of the truncation grid (each
 * loses almost a unit, and for F = 24 the truncated sum is a tie that
 * RNE rounds down), C zero, small, large or just below the grid (C's
 * floor then loses almost a unit too).  Leaving out alpha_p (the TR-FDPA
 * products' own truncation), or counting three products short in it,
 * fails it, and so does TR-FDPA's alpha (one floor per step) at 0.8 of
 * its value. */
static void step_bound_check(const mmaemu_instr *ins, test_rng *r, size_t trials, double *worst)
{
    const mmaemu_step_params *p = &ins->step;
    const mmaemu_format f = p->a_fmt;
    mmaemu_schedule sc;
    mmaemu_schedule_init(&sc, ins->name);
    sc.epilogue = MMAEMU_EPI_BF16;
    mmaemu_cert_plan cp;
    ck_assert_msg(!mmaemu_cert_plan_make(ins, &sc, (size_t)ins->k, 1, 1, &cp), "%s", ins->name);
    const int L = p->L, bias = f == MMAEMU_FP16 ? 15 : 127;
    mpfr_t S, t, err, bnd;
    mpfr_inits2(1400, S, t, err, bnd, (mpfr_ptr)0);
    for (size_t trial = 0; trial < trials; trial++) {
        uint32_t a[32], b[32], c;
        const int adv = trial % 2;
        for (int k = 0; k < L; k++) {
            if (adv) {   /* a[0] b[0] = 1; L - 3 just below 2^(-F + 1), two below 2^-F */
                const int e = k ? bias - (p->F + 1) / 2 : bias;
                const uint16_t frac = k ? (uint16_t)(f == MMAEMU_FP16 ? 0x3FF : 0x7F) : 0;
                a[k] = with_exp(f, frac, e);
                b[k] = with_exp(f, frac, !k ? e : k < L - 2 ? e - 1 : e - 2);
            } else {
                a[k] = pat(r, f, bias, 12);
                b[k] = pat(r, f, bias, 12);
            }
        }
        const int ck = (int)test_rng_below(r, 4);
        c = ck == 0 ? 0u : (uint32_t)(127 + (ck == 1 ? -30 : 10)) << 23 |
                               (uint32_t)test_rng_below(r, 1u << 23) |
                               (uint32_t)(adv ? 0 : test_rng_below(r, 2)) << 31;
        if (ck == 3)   /* just below the grid 2^-F of E = 0: its floor or truncation loses it */
            c = (uint32_t)(127 - p->F - 1) << 23 | 0x7FFFFFu;
        const uint32_t d = mmaemu_step(p, a, b, L, c);
        float cf, df, pm = 0;
        memcpy(&cf, &c, 4);
        memcpy(&df, &d, 4);
        mpfr_set_flt(S, cf, MPFR_RNDN);
        for (int k = 0; k < L; k++) {
            float x, y;
            uint32_t xb = mmaemu_to_fp32_bits(f, a[k]), yb = mmaemu_to_fp32_bits(f, b[k]);
            memcpy(&x, &xb, 4);
            memcpy(&y, &yb, 4);
            mpfr_set_flt(t, x, MPFR_RNDN);
            mpfr_mul_d(t, t, y, MPFR_RNDN);   /* exact at 1400 bits */
            mpfr_add(S, S, t, MPFR_RNDN);
            /* 2^(ea + eb), the product's power of two (a bound's input only) */
            const float pp = x * y != 0 ? ldexpf(1, ilogbf(x) + ilogbf(y)) : 0;
            pm = pp > pm ? pp : pm;
        }
        mpfr_set_flt(err, df, MPFR_RNDN);
        mpfr_sub(err, err, S, MPFR_RNDN);
        mpfr_abs(err, err, MPFR_RNDN);
        const double m = fabs((double)cf) > pm ? fabs((double)cf) : pm;
        mpfr_abs(bnd, S, MPFR_RNDU);
        mpfr_mul_d(bnd, bnd, cp.beta, MPFR_RNDU);
        mpfr_add_d(bnd, bnd, cp.alpha * m + cp.alpha_p * pm + cp.eta, MPFR_RNDU);
        ck_assert_msg(mpfr_lessequal_p(err, bnd), "%s %s step %zu: error %g above the model's %g",
                      ins->name, adv ? "adversarial" : "random", trial, mpfr_get_d(err, MPFR_RNDU),
                      mpfr_get_d(bnd, MPFR_RNDU));
        const double q = mpfr_get_d(err, MPFR_RNDU) / mpfr_get_d(bnd, MPFR_RNDD);
        *worst = q > *worst ? q : *worst;
    }
    mpfr_clears(S, t, err, bnd, (mpfr_ptr)0);
}

START_TEST(step_model_holds)
{
    char err[256];
    const mmaemu_arch *g950 = mmaemu_arch_find("gfx950");
    const mmaemu_instr *ins[] = {
        test_instr("sm90", "wgmma", MMAEMU_BF16, MMAEMU_FP32),
        test_instr("sm90", "wgmma", MMAEMU_FP16, MMAEMU_FP32),
        test_instr("gfx942", NULL, MMAEMU_BF16, MMAEMU_FP32),
        &trfloor,
        mmaemu_instr_select(g950, "step16", "mfma.32x32x16", MMAEMU_BF16, MMAEMU_FP32, err, sizeof err),
        mmaemu_instr_select(g950, "fused-k", "mfma.16x16x32", MMAEMU_BF16, MMAEMU_FP32, err, sizeof err),
    };
    family fm[8];
    families(fm);   /* builds trfloor */
    test_rng r = {41};
    for (size_t i = 0; i < sizeof ins / sizeof *ins; i++) {
        ck_assert_msg(ins[i] && ins[i]->k == ins[i]->step.L, "%zu: %s", i, err);
        double worst = 0;
        step_bound_check(ins[i], &r, 20000, &worst);
        printf("certify: step model %-16s L = %2d: error / bound at most %.3f\n", ins[i]->name,
               ins[i]->step.L, worst);
    }
}
END_TEST

/* The AMX kernel (certify_amx.c) against that definition, step by step,
 * bit for bit in X and SX (the binade terms f(X) of two steps added, then
 * into SX, with margins 2^-r, r = 1..8), on R rows x P panels, L = 8 and 16, wide and
 * exact operands; row 0's first step crafted where the older definition
 * (one chain of all products into X) differs: X = 1 and two products
 * 2^-24.  On the exact operands the AVX512_BF16 kernel
 * (mmaemu_cert_dots_bf16, other grouping, the same d) must give the same
 * bits; on the wide ones the count of differing X is printed. */
START_TEST(amx_kernel_agrees)
{
    if (!mmaemu_cert_amx_available()) {
        printf("certify: the AMX kernel is off here (no AMX-BF16, another TDPBF16PS, or "
               "MMAEMU_CERT_AMX=0): amx_kernel_agrees skipped\n");
        return;
    }
    const size_t W = MMAEMU_CERT_LANES;
    test_rng r = {29};
    size_t differ = 0, compared = 0;
    for (int round = 0; round < 24; round++) {
        const int L = round % 2 ? 16 : 8, P = 1 + round / 2 % 3, exact = round / 6 % 2;
        const int R = round % 3 == 0 ? 16 : 1 + (int)test_rng_below(&r, 16);
        mmaemu_cert_plan cp;
        memset(&cp, 0, sizeof cp);
        cp.L = L;
        cp.nst = 1 + test_rng_below(&r, 40);
        cp.f_binc = 1u << (15 + round % 8);
        const size_t h = (size_t)L / 2, kh = cp.nst * h, n = (size_t)R * P * W;
        uint32_t *a = malloc(R * kh * 4), *b = malloc(P * kh * W * 4);
        float *x0 = malloc(n * 4), *X = malloc(n * 4), *SX = malloc(n * 4);
        ck_assert(a && b && x0 && X && SX);
        for (size_t e = 0; e < R * kh; e++)
            a[e] = pair_word(&r, exact);
        for (size_t e = 0; e < P * kh * W; e++)
            b[e] = pair_word(&r, exact);
        for (size_t e = 0; e < n; e++)
            x0[e] = (float)((int)test_rng_below(&r, 2001) - 1000) * (exact ? 1 : 0x1p-4f);
        if (!exact) {   /* the crafted element */
            a[0] = 0x3F803F80u;
            b[0] = 0x33803380u;
            for (size_t k = 1; k < h; k++)
                a[k] = 0;
            x0[0] = 1;
        }
        mmaemu_cert_amx_begin(&cp, R);
        mmaemu_cert_dots_amx(&cp, R, P, a, kh, b, x0, X, SX);
        mmaemu_cert_amx_end();
        for (int i = 0; i < R; i++)
            for (size_t j = 0; j < (size_t)P * W; j++) {
                const size_t e = (size_t)i * P * W + j, p = j / W;
                float x = x0[e], sx = 0, prev = 0;
                for (size_t s = 0; s < cp.nst; s++) {   /* SX two steps at a time */
                    x = amx_step(a + i * kh + s * h, b + p * kh * W + s * h * W + j % W, h, x);
                    const float fx = mmaemu_cert_binade(x, cp.f_binc);
                    if (s % 2)
                        sx += prev + fx;
                    else
                        prev = fx;
                }
                if (cp.nst % 2)
                    sx += prev;
                ck_assert_msg(!memcmp(&x, &X[e], 4) && !memcmp(&sx, &SX[e], 4),
                              "L %d R %d P %d row %d col %zu: X %a SX %a, want %a %a", L, R, P,
                              i, j, X[e], SX[e], x, sx);
            }
        if (mmaemu_cert_bf16_available() && P < 3)   /* it takes two panels at most */
            differ += against_bf16_kernel(&cp, R, P, a, kh, b, x0, X, SX, exact);
        compared += (size_t)R * P * W * (size_t)(!exact && P < 3);
        free(a), free(b), free(x0), free(X), free(SX);
    }
    printf("certify: AMX kernel = the SDM definition; X differs from the AVX512_BF16 kernel's "
           "in %zu of %zu wide-range elements (other grouping)\n",
           differ, compared);
}
END_TEST

/* The roundings a product at position k of a step passes in the native
 * kernel of this kind (docs/certified.md, section 3), from the instruction
 * definitions: two chains of h = L / 2 products from +0, a product at
 * chain place i passing its own addition (none for i = 0: 0 + p is
 * exact), the h - 1 - i later ones and y0 + y1.  AMX (kind 0) and the FMA
 * form (1): place k / 2 of chain k % 2; vdpbf16ps (2): pair q = k / 2 in
 * chain q % 2, each instruction adding its odd position first. */
static int native_roundings(int kind, int L, int k)
{
    const int h = L / 2, q = k / 2, i = kind < 2 ? q : 2 * (q / 2) + (k % 2 == 0);
    return i ? h - i + 1 : h;
}

/* The native sums' own error, what en bounds (docs/certified.md, section
 * 3b): |Xh_n - X_n| <= gw PNw + u SX' + tiny_native, SX' the exact sum of
 * the binade terms f(Xh_s) (at most gsum SX + tiny_sum), PNw = sum over the
 * products of w_k |p_k|, w_k the roundings of native_roundings (which the
 * plan's weights f_wt must cover, asserted).  In each step pair j is (1, 1)
 * on both sides and every other pair (t, t) with t^2 just below 2^-24: in
 * a chain every t^2 added after the 1 is lost against it and C cancels
 * the 2 each step adds, so for j = 0 the error is about (h - 1) / h of the
 * bound (0.87 for L = 16): w two roundings short fails.  The AVX512_BF16
 * kernel (alternate pairs into two chains) loses fewer of them here. */
static long double native_ratio(const mmaemu_cert_plan *cp, int kind, size_t nst, size_t j)
{
    const size_t W = MMAEMU_CERT_LANES, h = (size_t)cp->L / 2, kh = nst * h;
    const uint32_t one = 0x3F803F80u, t = 0x397F397Fu;   /* t = 2^-12 (1 - 2^-8) */
    uint32_t a[32 * 16], b[32 * 16 * 16];
    float af[32 * 32 * 16], x0[16], X[16], SX[16];
    ck_assert(kh <= 32 * 16 && 2 * kh <= 32 * 32);
    for (size_t q = 0; q < kh; q++) {
        a[q] = q % h == j ? one : t;
        for (size_t l = 0; l < W; l++) {
            b[q * W + l] = a[q];
            for (int hi = 0; hi < 2; hi++)   /* the FMA kernel's A: fp32 side by side */
                af[(2 * q + (size_t)hi) * W + l] = pair_half(a[q], hi);
        }
    }
    for (size_t l = 0; l < W; l++)
        x0[l] = -2.0f * (float)nst;
    if (kind == 0) {
        mmaemu_cert_amx_begin(cp, 1);
        mmaemu_cert_dots_amx(cp, 1, 1, a, kh, b, x0, X, SX);
        mmaemu_cert_amx_end();
    } else if (kind == 1) {
        mmaemu_cert_dots_fma(cp, 1, 1, af, b, x0, X, SX);
    } else {
        mmaemu_cert_dots_bf16(cp, 1, 1, a, kh, 1, b, x0, X, SX);
    }
    const long double tv = pair_half(t, 0), t2 = tv * tv;
    const long double Xn = (long double)nst * 2 * (long double)(h - 1) * t2;   /* exact */
    long double pnw = 0;
    for (int k = 0; k < cp->L; k++) {
        const int w = native_roundings(kind, cp->L, k);
        ck_assert_msg(cp->f_wt[k] >= (float)w, "L %d position %d: weight %g under %d roundings",
                      cp->L, k, (double)cp->f_wt[k], w);
        pnw += (long double)nst * w * ((size_t)k / 2 == j ? 1 : t2);
    }
    const long double bound = cp->gw * pnw + 0x1p-24L * (cp->gsum * SX[0] + cp->tiny_sum) +
                              cp->tiny_native;
    const long double err = fabsl((long double)X[0] - Xn);
    ck_assert_msg(err <= bound, "kind %d L %d steps %zu pair %zu: native error %Lg above en %Lg",
                  kind, cp->L, nst, j, err, bound);
    return err / bound;
}

START_TEST(native_error_within_en)
{
    if (!mmaemu_cert_bf16_available()) {
        printf("certify: no AVX512_BF16: native_error_within_en skipped\n");
        return;
    }
    const mmaemu_instr *ins[] = {test_instr("sm90", "wgmma", MMAEMU_BF16, MMAEMU_FP32),
                                 test_instr("gfx942", NULL, MMAEMU_BF16, MMAEMU_FP32)};
    for (size_t i = 0; i < TEST_N(ins); i++)
        for (size_t nst = 1; nst <= 8; nst *= 2) {
            mmaemu_schedule sc;
            mmaemu_schedule_init(&sc, ins[i]->name);
            sc.epilogue = MMAEMU_EPI_BF16;
            mmaemu_cert_plan cp;
            ck_assert(!mmaemu_cert_plan_make(ins[i], &sc, nst * (size_t)ins[i]->step.L, 1, 1, &cp));
            for (int kind = mmaemu_cert_amx_available() ? 0 : 1; kind < 3; kind++) {
                long double q0 = 0, qmax = 0;
                for (size_t j = 0; j < (size_t)cp.L / 2; j++) {
                    const long double q = native_ratio(&cp, kind, nst, j);
                    q0 = j ? q0 : q;
                    qmax = q > qmax ? q : qmax;
                }
                if (nst == 1)
                    printf("certify: native error / en, %s L = %d, %s kernel: %.3Lf (pair 0 the "
                           "large one), %.3Lf at most\n",
                           ins[i]->name, cp.L, kind == 0 ? "AMX" : kind == 1 ? "FMA" : "vdpbf16ps",
                           q0, qmax);
            }
        }
}
END_TEST

/* 2^e(y) of an fp32 magnitude y (section 3b's P^): 2^-126 for a
 * subnormal, 0 for 0. */
static long double pow2_floor(long double y)
{
    if (y == 0)
        return 0;
    return y < 0x1p-126L ? 0x1p-126L : ldexpl(1, ilogbl(y));
}

/* Section 3b's lemma, on the kernels' binade term f(x) = mmaemu_cert_binade(x,
 * 2^(23 - r)): for every y with |y - x| <= 2^(e(x) - r), 2^e(y) <= f(x);
 * and f(x) >= 2^e(x), so |x| < 2 f(x).  x over many exponents, mantissas
 * near the top of the binade (where the margin carries into the next),
 * y at the distance's ends.  Without the margin (f = 2^e(x)) it fails. */
START_TEST(binade_covers_neighbours)
{
    test_rng r = {43};
    for (int trial = 0; trial < 200000; trial++) {
        const int rr = 1 + trial % 8, e = (int)test_rng_below(&r, 250) - 125;
        const uint32_t top = (1u << 23) - 1 - (uint32_t)test_rng_below(&r, 1u << (23 - rr + 1));
        const uint32_t mant = trial % 3 ? top : (uint32_t)test_rng_below(&r, 1u << 23);
        const uint32_t bits = (uint32_t)(e + 127) << 23 | mant | (trial % 2 ? 0x80000000u : 0);
        float x;
        memcpy(&x, &bits, sizeof x);
        const float f = mmaemu_cert_binade(x, 1u << (23 - rr));
        const long double ax = fabsl((long double)x), d = ldexpl(1, e - rr);
        ck_assert_msg((long double)f >= pow2_floor(ax) && ax < 2 * (long double)f, "x %a r %d", x, rr);
        const long double ys[3] = {ax + d, ax + d * (long double)test_rng_below(&r, 1000) / 1000, ax - d};
        for (int k = 0; k < 3; k++)
            ck_assert_msg(pow2_floor(fabsl(ys[k])) <= (long double)f, "x %a r %d y %La: f %a", x,
                          rr, ys[k], f);
    }
}
END_TEST

/* Section 3b's bound (3b) or, where the plan falls back (cp->binade 0),
 * section 3's with the binade sum doubled, recomputed here in long double
 * from the family constants for one lane: sx the kernels' sum, na A's
 * weighted norm, c0 the initial accumulator. */
static long double bound_want(const mmaemu_cert_plan *cp, long double sx, long double na,
                              long double nb, long double ma, long double mb, long double c0)
{
    const long double n = (long double)cp->nst, u = 0x1p-24L, a = cp->alpha + cp->beta;
    const long double PN = na * nb, PM = ma * mb, ac = fabsl(c0);
    if (cp->binade) {
        const int rr = 23 - __builtin_ctz(cp->f_binc);
        const long double anK = a * n * (ldexpl(1, rr + 2) + 2), D = 1 / (1 - anK);
        const long double G = 1 + D * anK, SX = cp->gsum * sx + cp->tiny_sum;
        return (D * a + G * u) * SX + G * cp->gw * PN + D * (cp->alpha + cp->alpha_p) * (PM + ac) +
               D * n * (cp->eta + a * 0x1p-125L) + G * cp->tiny_native;
    }
    const long double SX = 2 * (cp->gsum * sx + cp->tiny_sum) + n * 0x1p-126L;
    const long double en = cp->gw * PN + u * SX + cp->tiny_native, sxe = SX + n * en;
    return cp->grow * (a * sxe + cp->alpha * ac + (cp->alpha + cp->alpha_p) * PM + n * cp->eta) + en;
}

/* The blocked kernels' decision against that bound: for random sums sx,
 * norms and initial accumulators, each end of mmaemu_cert_bound16's
 * interval lies at least bound_want away from x.  (3b): B = (D a + G u)
 * (gsum sx + tiny_sum) + G gw na nb + D (alpha + alpha_p)(ma mb + |c_0|) +
 * D n (eta + a 2^-125) + G tiny_native, a = alpha + beta, K = 2^(r + 2) +
 * 2 (r from the plan's margin), D = 1 / (1 - a n K), G = 1 + D a n K, gw =
 * u / (1 - (L / 2) u); the plan takes it up to kp = 2^16 (sm90) and 2^17
 * (gfx942) and section 3's form at 2^18 and 2^19 (a n K > 1/16 for every
 * r; asserted).  Dropping the small steps' allowance (D = G = 1) fails. */
START_TEST(binade_bound_covers)
{
    const mmaemu_instr *ins[] = {test_instr("sm90", "wgmma", MMAEMU_BF16, MMAEMU_FP32),
                                 test_instr("gfx942", NULL, MMAEMU_BF16, MMAEMU_FP32)};
    test_rng r = {47};
    if (!mmaemu_cert_bf16_available())
        return;
    for (size_t i = 0; i < TEST_N(ins); i++)
        for (size_t kp = ins[i]->step.L; kp <= ((size_t)1 << 19); kp *= 4) {
            mmaemu_schedule sc;
            mmaemu_schedule_init(&sc, ins[i]->name);
            sc.epilogue = MMAEMU_EPI_BF16;
            mmaemu_cert_plan cp;
            ck_assert(!mmaemu_cert_plan_make(ins[i], &sc, kp, 1, 1, &cp));
            ck_assert(cp.f_binc && !(cp.f_binc & (cp.f_binc - 1)));
            const size_t plain_from = (size_t)1 << (i ? 19 : 18);   /* n above ~10^4 */
            ck_assert_msg((kp >= plain_from) == !cp.binade, "%s kp %zu binade %d", ins[i]->name,
                          kp, cp.binade);
            for (int trial = 0; trial < 50; trial++) {
                float X[16], SX[16], mb[16], nb[16], x0[16], ma, na;
                uint16_t cok = 0xFFFF;
                const float s = ldexpf(1, (int)test_rng_below(&r, 40) - 20);
                ma = s * (float)(1 + test_rng_below(&r, 100));
                na = s * (float)(1 + test_rng_below(&r, 100));
                for (size_t l = 0; l < MMAEMU_CERT_LANES; l++) {
                    X[l] = s * (float)((int)test_rng_below(&r, 2001) - 1000);
                    SX[l] = s * (float)(1 + test_rng_below(&r, 100000));
                    mb[l] = s * (float)(1 + test_rng_below(&r, 100));
                    nb[l] = s * (float)(1 + test_rng_below(&r, 100));
                    x0[l] = s * (float)((int)test_rng_below(&r, 201) - 100);
                }
                mmaemu_cert_sums o;
                mmaemu_cert_bound16(&cp, 1, 1, X, SX, &ma, &na, mb, nb, &cok, x0, &o, NULL);
                for (size_t l = 0; l < MMAEMU_CERT_LANES; l++) {
                    if (!(fabsf(X[l]) >= 0x1p-100f))
                        continue;
                    const long double B = bound_want(&cp, SX[l], na, nb[l], ma, mb[l], x0[l]);
                    ck_assert_msg((long double)X[l] - o.lo[l] >= B && o.hi[l] - (long double)X[l] >= B,
                                  "%s kp %zu (binade %d): interval [%a, %a] around %a, want +-%Lg",
                                  ins[i]->name, kp, cp.binade, o.lo[l], o.hi[l], X[l], B);
                }
            }
        }
}
END_TEST

#if defined(__x86_64__)
#include <xmmintrin.h>
/* The bound assumes round-to-nearest fp32 arithmetic: a host thread with
 * MXCSR set to round toward zero, flush-to-zero and denormals-are-zero
 * must get the outputs of the default environment, and its MXCSR back. */
START_TEST(fp_environment_ignored)
{
    bf16_setup t = bf16_setup_make(13, 2, 40, 70, 300);
    for (int v = 0; v < V_SPECIAL; v++) {
        fill(&t.g, &t.r, (vkind)v, MMAEMU_EPI_BF16);
        for (int f = 0; f < 4; f += 2) {
            const size_t n = t.g.nb * t.g.m * t.g.n;
            uint16_t *want = malloc(n * 2), *got = malloc(n * 2);
            mmaemu_schedule s;
            char err[256];
            mmaemu_gemm gm = gemm_of(&t.fm[f], &t.g, MMAEMU_EPI_BF16, &s);
            setenv("MMAEMU_EXACT", "1", 1);
            gm.d = want;
            ck_assert_msg(!mmaemu_gemm_run(&gm, err, sizeof err), "%s", err);
            unsetenv("MMAEMU_EXACT");
            gm.d = got;
            size_t tried, done;
            mmaemu_cert_stats(&tried, &done, 1);
            const unsigned old = _mm_getcsr(), odd = (old & ~0x6000u) | 0x6000u | 0x8040u;
            _mm_setcsr(odd);   /* RZ, FTZ, DAZ */
            const int rc = mmaemu_gemm_run(&gm, err, sizeof err);
            const unsigned after = _mm_getcsr() & ~0x3Fu;   /* flags may differ */
            _mm_setcsr(old);
            mmaemu_cert_stats(&tried, &done, 1);
            ck_assert_msg(!rc, "%s", err);
            ck_assert_uint_eq(after, odd & ~0x3Fu);
            ck_assert_uint_gt(done, 0);
            for (size_t e = 0; e < n; e++)
                ck_assert_msg(got[e] == want[e], "%s kind %d element %zu: %04x, want %04x",
                              t.fm[f].ins->name, v, e, got[e], want[e]);
            free(want);
            free(got);
        }
    }
    gcase_free(&t.g);
}
END_TEST
#endif

int main(void)
{
    /* the fp32 kernel on every path, so that its families are checked
     * (fp32_kernel_only_scalar checks the default) */
    setenv("MMAEMU_CERT_FP32", "1", 1);
    const test_def tests[] = {
#if defined(__x86_64__)
        TEST_ONCE(fp_environment_ignored),
#endif
        TEST_ONCE(pairs_agree),
        TEST_ONCE(step_model_holds),
        TEST_ONCE(binade_covers_neighbours),
        TEST_ONCE(binade_bound_covers),
        TEST_ONCE(amx_kernel_agrees),
        TEST_ONCE(native_error_within_en),
        TEST_ONCE(uncovered_schedules_stay_exact),
        TEST_ONCE(zero_align_stays_exact),
        TEST_ONCE(paths_agree),
        TEST_ONCE(fp32_kernel_only_scalar),
        TEST_ONCE(element_lanes),
        TEST_ONCE(bad_columns_take_the_row_route),
        TEST_ONCE(subnormal_operands_in_lanes),
        TEST_ONCE(panels_decoded_on_demand),
        TEST_ONCE(certified_equals_exact),
    };
    return TEST_RUN("certify", tests);
}
