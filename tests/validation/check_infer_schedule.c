/* SPDX-License-Identifier: MIT */
/* check_infer_schedule.c -- the schedules of library kernels (split-K
 * cuts, short blocks first, partials in the output type, in-place
 * combines, slices, Stream-K, tf32 rounding, the bias) and their inference
 * (`mmaemu infer-schedule`), against the six cuBLAS GEMMs recorded on an
 * H100 (validation/data/gemm-h100, cuBLAS 13.1 through torch).
 *
 * Independent grounds: the schedules' arithmetic is recomputed here from
 * literal K ranges with the MPFR reference dot (mmaemu_ref_dot), C float
 * adds and the bf16/tf32 rounding formulas; the recorded cases' inputs are
 * regenerated and proven by the manifest's checksums, and their outputs
 * are the device's. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mmaemu.h"
#include "testutil.h"

#ifndef MMAEMU_VALDATA
#define MMAEMU_VALDATA "validation/data"
#endif

static const mmaemu_instr *instr(const char *name, mmaemu_format in)
{
    char err[512];
    const mmaemu_instr *i = mmaemu_instr_select(mmaemu_arch_find("sm90"), NULL, name, in,
                                                MMAEMU_FP32, err, sizeof err);
    ck_assert_msg(i != NULL, "%s", err);
    return i;
}

static float as_float(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static uint32_t as_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

/* fp32 + fp32, RNE (C float arithmetic on IEEE hardware). */
static uint32_t add(uint32_t x, uint32_t y)
{
    return as_bits(as_float(x) + as_float(y));
}

/* fp32 -> bf16 RNE and back (finite values). */
static uint32_t bf16_round(uint32_t u)
{
    return ((u + 0x7FFFu + (u >> 16 & 1u)) >> 16) << 16;
}

/* ------------------------------------------------- the consumed order */

static void order_is(const char *text, const mmaemu_instr *ins, size_t K, const long *want,
                     size_t n)
{
    char err[512];
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    ck_assert_msg(!mmaemu_schedule_parse(text, &s, err, sizeof err), "%s", err);
    size_t order[256];
    const size_t kp = mmaemu_schedule_k_order(&s, ins, K, order, 256);
    ck_assert_msg(kp == n, "%s: %zu consumed, want %zu", text, kp, n);
    for (size_t q = 0; q < n; q++)
        ck_assert_msg(want[q] < 0 ? order[q] >= K : order[q] == (size_t)want[q],
                      "%s: position %zu holds %zu, want %ld", text, q, order[q], want[q]);
}

START_TEST(consumed_order)
{
    const mmaemu_instr *k8 = instr("mma.m16n8k8", MMAEMU_BF16);
    /* align 4: ceil(20 / 2) = 10 -> 12: [0, 12), [12, 20); blocks of 8,
     * the short block first: 4 elements, 4 zeros, then 8. */
    static const long a[] = {0, 1, 2, 3, -1, -1, -1, -1, 4, 5, 6, 7, 8, 9, 10, 11,
                             12, 13, 14, 15, 16, 17, 18, 19};
    order_is("block_k=8 split_k=2 split_cut=align split_align=4 residue=first", k8, 20, a, 24);
    /* the same cut, short block last */
    static const long b[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, -1, -1, -1, -1,
                             12, 13, 14, 15, 16, 17, 18, 19};
    order_is("block_k=8 split_k=2 split_cut=align split_align=4", k8, 20, b, 24);
    /* 5 blocks of 8 over 2 ranges, evenly: 3 + 2 (even), 2 + 3 (even_late) */
    static const long c[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
                             20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37,
                             -1, -1};
    order_is("block_k=8 split_k=2 split_cut=even", k8, 38, c, 40);
    /* 2 slices of whole 8-blocks: 0, 2 | 1, 3 */
    static const long d[] = {0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23,
                             8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31};
    order_is("block_k=8 slices=2", k8, 32, d, 32);
    /* 2 slices of half 16-blocks (warps): 0-7, 16-23 | 8-15, 24-31 */
    order_is("block_k=16 slices=2 slice_k=8", k8, 32, d, 32);
}
END_TEST

/* ------------------------------------------- arithmetic from literals */

/* One part: up to 4 segments [lo, hi) of K chained (a short block first
 * is a segment of its own); one range: up to 4 slices. */
typedef struct {
    unsigned nseg;
    size_t seg[4][2];
} part_def;
typedef struct {
    unsigned nsl;
    part_def sl[4];
} range_def;
typedef struct {
    const char *text;
    const char *instr;
    size_t K;
    unsigned nr;
    range_def r[4];
} sched_def;

/* K = 100 (n columns in 2 lane groups, one short) */
static const sched_def defs[] = {
    /* ceil(100 / 3) = 34 -> 40 */
    {"block_k=32 split_k=3 split_cut=align", "mma.m16n8k16", 100, 3,
     {{1, {{1, {{0, 40}}}}}, {1, {{1, {{40, 80}}}}}, {1, {{1, {{80, 100}}}}}}},
    /* ceil(100 / 3) = 34 -> 36 (align 4); short blocks first: 36 = 4 + 32, 28 < 32 */
    {"block_k=32 split_k=3 split_cut=align split_align=4 residue=first", "mma.m16n8k8", 100, 3,
     {{1, {{2, {{0, 4}, {4, 36}}}}}, {1, {{2, {{36, 40}, {40, 72}}}}}, {1, {{1, {{72, 100}}}}}}},
    /* 7 blocks of 16: ceil(7 / 3) = 3 each, the last 1 */
    {"block_k=16 split_k=3", "mma.m16n8k16", 100, 3,
     {{1, {{1, {{0, 48}}}}}, {1, {{1, {{48, 96}}}}}, {1, {{1, {{96, 100}}}}}}},
    /* evenly, longer first: 3, 2, 2 blocks */
    {"block_k=16 split_k=3 split_cut=even combine=tree", "mma.m16n8k16", 100, 3,
     {{1, {{1, {{0, 48}}}}}, {1, {{1, {{48, 80}}}}}, {1, {{1, {{80, 100}}}}}}},
    /* longer last: 2, 2, 3 */
    {"block_k=16 split_k=3 split_cut=even_late partials=out", "mma.m16n8k16", 100, 3,
     {{1, {{1, {{0, 32}}}}}, {1, {{1, {{32, 64}}}}}, {1, {{1, {{64, 100}}}}}}},
    {"block_k=16 split_k=3 split_cut=even_late combine=inplace", "mma.m16n8k16", 100, 3,
     {{1, {{1, {{0, 32}}}}}, {1, {{1, {{32, 64}}}}}, {1, {{1, {{64, 100}}}}}}},
    /* 2 slices of 32-blocks: 0-31, 64-95 | 32-63, 96-99 */
    {"block_k=32 slices=2", "mma.m16n8k16", 100, 1,
     {{2, {{2, {{0, 32}, {64, 96}}}, {2, {{32, 64}, {96, 100}}}}}}},
    /* split 2 of 4 blocks, each range 2 warps of 16 */
    {"block_k=32 slice_k=16 slices=2 split_k=2", "mma.m16n8k8", 100, 2,
     {{2, {{2, {{0, 16}, {32, 48}}}, {2, {{16, 32}, {48, 64}}}}},
      {2, {{2, {{64, 80}, {96, 100}}}, {1, {{80, 96}}}}}}},
};

/* The element (a, b: K values) under a literal definition: fp32, or bf16
 * when the schedule rounds partials to the output. */
static uint32_t expect(const sched_def *d, const mmaemu_instr *ins, const mmaemu_schedule *s,
                       const uint32_t *a, const uint32_t *b, uint32_t bias, int has_bias)
{
    uint32_t v[4];
    for (unsigned r = 0; r < d->nr; r++) {
        uint32_t racc = 0;
        for (unsigned q = 0; q < d->r[r].nsl; q++) {
            const part_def *p = &d->r[r].sl[q];
            uint32_t c = 0;
            for (unsigned g = 0; g < p->nseg; g++) {
                const size_t lo = p->seg[g][0], hi = p->seg[g][1];
                c = mmaemu_ref_dot(ins, a + lo, b + lo, hi - lo, c);
            }
            racc = q ? add(racc, c) : c;
        }
        v[r] = racc;
    }
    uint32_t acc;
    if (s->combine == MMAEMU_COMBINE_INPLACE) {
        acc = bf16_round(has_bias ? add(v[0], bias) : v[0]);
        for (unsigned r = 1; r < d->nr; r++)
            acc = bf16_round(add(v[r], acc));
    } else {
        if (s->partials == MMAEMU_PARTIALS_OUT)
            for (unsigned r = 0; r < d->nr; r++)
                v[r] = bf16_round(v[r]);
        if (s->combine == MMAEMU_COMBINE_TREE)   /* 3 ranges: (v0 + v1) + v2 */
            acc = d->nr == 3 ? add(add(v[0], v[1]), v[2]) : add(v[0], v[1]);
        else {
            acc = v[0];
            for (unsigned r = 1; r < d->nr; r++)
                acc = add(acc, v[r]);
        }
        /* cuBLAS's OUTPUT_TYPE reduction casts the sum before the bias joins it
         * (every recorded split-K call with a bias, validation/data/cublas-choice-h100) */
        if (has_bias)
            acc = add(s->partials == MMAEMU_PARTIALS_OUT && d->nr > 1 ? bf16_round(acc) : acc, bias);
    }
    return s->epilogue == MMAEMU_EPI_NONE ? acc : bf16_round(acc) >> 16;
}

/* Random bf16 values of mixed sign and a spread of exponents. */
static void fill(test_rng *rng, uint16_t *x, size_t n)
{
    for (size_t i = 0; i < n; i++)
        x[i] = (uint16_t)((test_rng_below(rng, 2) << 15) | ((118 + test_rng_below(rng, 16)) << 7) |
                          test_rng_below(rng, 128));
}

START_TEST(arithmetic_literal)
{
    enum { M = 8, N = 20, K = 100 };
    test_rng rng = {7};
    uint16_t a[M * K], b[K * N], bias[N];
    uint32_t d[2][M * N];
    fill(&rng, a, M * K);
    fill(&rng, b, K * N);
    fill(&rng, bias, N);
    const mmaemu_mat bm = {bias, 0, 0, 1};
    char err[512];
    for (size_t t = 0; t < TEST_N(defs); t++)
        for (int with_bias = 0; with_bias < 2; with_bias++)
            for (int path = 0; path < 2; path++) {
                const sched_def *df = &defs[t];
                const mmaemu_instr *ins = instr(df->instr, MMAEMU_BF16);
                mmaemu_schedule s;
                mmaemu_schedule_init(&s, ins->name);
                ck_assert_msg(!mmaemu_schedule_parse(df->text, &s, err, sizeof err), "%s", err);
                /* fp32 out shows every difference; bf16 where partials are rounded */
                const int w16 = s.partials == MMAEMU_PARTIALS_OUT || s.combine == MMAEMU_COMBINE_INPLACE;
                s.epilogue = w16 ? MMAEMU_EPI_BF16 : MMAEMU_EPI_NONE;
                setenv("MMAEMU_SIMD", path ? "ref" : "auto", 1);
                mmaemu_gemm g;
                memset(&g, 0, sizeof g);
                g.instr = ins, g.sched = &s, g.batch = 1, g.m = M, g.n = N, g.k = K;
                g.a = (mmaemu_mat){a, 0, K, 1};
                g.b = (mmaemu_mat){b, 0, N, 1};
                g.d = d[path], g.d_si = N, g.d_sj = 1;
                g.bias = with_bias ? &bm : NULL;
                g.bias_fmt = MMAEMU_BF16;
                ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s", err);
                for (size_t i = 0; i < M; i++)
                    for (size_t j = 0; j < N; j++) {
                        uint32_t ra[K], cb[K];
                        for (size_t k = 0; k < K; k++) {
                            ra[k] = a[i * K + k];
                            cb[k] = b[k * N + j];
                        }
                        uint32_t want = expect(df, ins, &s, ra, cb, (uint32_t)bias[j] << 16, with_bias);
                        uint32_t got = w16 ? ((uint16_t *)d[path])[i * N + j] : d[path][i * N + j];
                        ck_assert_msg(got == want, "%s%s (%s path) (%zu, %zu): %08x, want %08x",
                                      df->text, with_bias ? " + bias" : "", path ? "ref" : "fast", i, j,
                                      got, want);
                    }
            }
    unsetenv("MMAEMU_SIMD");
}
END_TEST

/* tf32 operands rounded before the instruction: the RNE and RNA formulas. */
START_TEST(tf32_rounding)
{
    enum { K = 40 };
    test_rng rng = {11};
    uint32_t a[K], b[K], ra[K], rb[K];
    const mmaemu_instr *ins = instr("mma.m16n8k8", MMAEMU_TF32);
    char err[512];
    for (int mode = 0; mode < 3; mode++)
        for (int rep = 0; rep < 50; rep++) {
            for (size_t k = 0; k < K; k++) {
                a[k] = (uint32_t)(test_rng_below(&rng, 2) << 31 | (100 + test_rng_below(&rng, 50)) << 23 |
                                  test_rng_below(&rng, 1u << 23));
                b[k] = (uint32_t)(test_rng_below(&rng, 2) << 31 | (100 + test_rng_below(&rng, 50)) << 23 |
                                  test_rng_below(&rng, 1u << 23));
                if (rep % 5 == 0)   /* exact ties */
                    a[k] = (a[k] & ~0x1FFFu) | 0x1000u;
                const uint32_t x[2] = {a[k], b[k]};
                uint32_t y[2];
                for (int i = 0; i < 2; i++)
                    y[i] = mode == 0 ? x[i]
                         : mode == 1 ? (x[i] + 0xFFFu + (x[i] >> 13 & 1u)) & ~0x1FFFu
                                     : (x[i] + 0x1000u) & ~0x1FFFu;
                ra[k] = y[0];
                rb[k] = y[1];
            }
            mmaemu_schedule s;
            mmaemu_schedule_init(&s, ins->name);
            static const char *const names[] = {"convert=trunc", "convert=rne", "convert=rna"};
            ck_assert(!mmaemu_schedule_parse(names[mode], &s, err, sizeof err));
            ck_assert_uint_eq(mmaemu_schedule_eval(&s, ins, a, b, K, 0), mmaemu_ref_dot(ins, ra, rb, K, 0));
        }
    /* only tf32 operands are rounded */
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, "mma.m16n8k16");
    ck_assert(!mmaemu_schedule_parse("convert=rne", &s, err, sizeof err));
    ck_assert_int_eq(mmaemu_schedule_check(&s, instr("mma.m16n8k16", MMAEMU_BF16), err, sizeof err), -1);
    ck_assert_msg(strstr(err, "convert=rne"), "%s", err);
}
END_TEST

/* Stream-K: 4 tiles of 1 x 1, numbered down the rows first (tile 1 is
 * row 1, column 0), K = 64 in 4 blocks of 16, 3 units: runs of
 * ceil(16 / 3) = 6 blocks end at blocks 6 and 12, so only tile 1 (blocks
 * 4-7) is cut, after its 2nd block; then with streamk_dp=2 the first two
 * tiles (column 0) run whole and 3 units share the 8 blocks of the other
 * two: runs of 3 blocks end inside tile 2 (after its 3rd block) and tile 3
 * (after its 2nd). */
/* Element e of the 2 x 2 product of a (2 x K) and b (K x 2): its row and column. */
static void element_operands(const uint16_t *a, const uint16_t *b, size_t K, size_t e, uint32_t *ra,
                             uint32_t *cb)
{
    for (size_t k = 0; k < K; k++) {
        ra[k] = a[e / 2 * K + k];
        cb[k] = b[k * 2 + e % 2];
    }
}

START_TEST(streamk_cuts)
{
    enum { K = 64 };
    test_rng rng = {5};
    uint16_t a[2 * K], b[K * 2];
    fill(&rng, a, 2 * K);
    fill(&rng, b, K * 2);
    const mmaemu_instr *ins = instr("mma.m16n8k16", MMAEMU_BF16);
    char err[512];
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    s.epilogue = MMAEMU_EPI_NONE;
    ck_assert(!mmaemu_schedule_parse("block_k=16 streamk=3 tile_m=1 tile_n=1", &s, err, sizeof err));
    uint32_t out[4];
    mmaemu_gemm g;
    memset(&g, 0, sizeof g);
    g.instr = ins, g.sched = &s, g.batch = 1, g.m = 2, g.n = 2, g.k = K;
    g.a = (mmaemu_mat){a, 0, K, 1};
    g.b = (mmaemu_mat){b, 0, 2, 1};
    g.d = out, g.d_si = 2, g.d_sj = 1;
    ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s", err);
    for (size_t e = 0; e < 4; e++) {
        uint32_t ra[K], cb[K];
        element_operands(a, b, K, e, ra, cb);
        uint32_t want = e == 2 ? add(mmaemu_ref_dot(ins, ra, cb, 32, 0),
                                     mmaemu_ref_dot(ins, ra + 32, cb + 32, 32, 0))
                               : mmaemu_ref_dot(ins, ra, cb, K, 0);
        ck_assert_msg(out[e] == want, "tile %zu: %08x, want %08x", e, out[e], want);
        /* the element alone, told where it lies */
        mmaemu_elem_at at = {1, 2, 2, 0, e / 2, e % 2, 0, 0};
        ck_assert_uint_eq(mmaemu_schedule_eval_at(&s, ins, ra, cb, K, 0, &at), want);
    }
    /* a window of the GEMM, told the whole: tile 1 alone */
    uint32_t one;
    g.m = 1, g.n = 1, g.a.data = a + K, g.d = &one;
    g.win_i = 1, g.whole_batch = 1, g.whole_m = 2, g.whole_n = 2;
    ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s", err);
    ck_assert_uint_eq(one, out[2]);
    /* data-parallel tiles first */
    ck_assert(!mmaemu_schedule_parse("streamk_dp=2", &s, err, sizeof err));
    g.m = 2, g.n = 2, g.a.data = a, g.d = out, g.win_i = 0;
    ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s", err);
    for (size_t e = 0; e < 4; e++) {
        uint32_t ra[K], cb[K];
        element_operands(a, b, K, e, ra, cb);
        const size_t cut = e == 1 ? 48 : e == 3 ? 32 : K;   /* tiles 2 and 3: (0, 1), (1, 1) */
        const uint32_t want = cut == K ? mmaemu_ref_dot(ins, ra, cb, K, 0)
                                       : add(mmaemu_ref_dot(ins, ra, cb, cut, 0),
                                             mmaemu_ref_dot(ins, ra + cut, cb + cut, K - cut, 0));
        ck_assert_msg(out[e] == want, "streamk_dp: element %zu: %08x, want %08x", e, out[e], want);
    }
}
END_TEST

/* cuBLAS's segment_k cut (streamk_split) and tile order (tile_panel): 4 x 2
 * tiles of 1 x 1, K = 80 in 5 blocks of 16.  In panels of 2 rows, the
 * second walked from the last column, the tiles run (0,0) (1,0) (0,1)
 * (1,1), then (2,1) (3,1) (2,0) (3,0); after streamk_dp=6 the last two,
 * column 0's rows 2 and 3, are each cut in 3 ranges of 1, 2 and 2 blocks
 * (the longer last), added pairwise from the last: (p2 + p1) + p0. */
START_TEST(streamk_split_panels)
{
    enum { M = 4, N = 2, K = 80 };
    test_rng rng = {11};
    uint16_t a[M * K], b[K * N];
    fill(&rng, a, M * K);
    fill(&rng, b, K * N);
    const mmaemu_instr *ins = instr("mma.m16n8k16", MMAEMU_BF16);
    char err[512];
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    s.epilogue = MMAEMU_EPI_NONE;
    ck_assert(!mmaemu_schedule_parse("block_k=16 streamk=6 streamk_split=3 streamk_dp=6 tile_m=1 "
                                     "tile_n=1 tile_panel=2 combine=tree_last", &s, err, sizeof err));
    uint32_t out[M * N];
    mmaemu_gemm g;
    memset(&g, 0, sizeof g);
    g.instr = ins, g.sched = &s, g.batch = 1, g.m = M, g.n = N, g.k = K;
    g.a = (mmaemu_mat){a, 0, K, 1};
    g.b = (mmaemu_mat){b, 0, N, 1};
    g.d = out, g.d_si = N, g.d_sj = 1;
    ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s", err);
    for (size_t e = 0; e < M * N; e++) {
        uint32_t ra[K], cb[K];
        for (size_t k = 0; k < K; k++)
            ra[k] = a[e / N * K + k], cb[k] = b[k * N + e % N];
        uint32_t want = mmaemu_ref_dot(ins, ra, cb, K, 0);
        if (e / N >= 2 && e % N == 0)
            want = add(add(mmaemu_ref_dot(ins, ra + 48, cb + 48, 32, 0),
                           mmaemu_ref_dot(ins, ra + 16, cb + 16, 32, 0)),
                       mmaemu_ref_dot(ins, ra, cb, 16, 0));
        ck_assert_msg(out[e] == want, "element (%zu, %zu): %08x, want %08x", e / N, e % N, out[e],
                      want);
        mmaemu_elem_at at = {1, M, N, 0, e / N, e % N, 0, 0};
        ck_assert_uint_eq(mmaemu_schedule_eval_at(&s, ins, ra, cb, K, 0, &at), want);
    }
}
END_TEST

/* Several schedules at once equal each run alone. */
START_TEST(run_many_equals_run)
{
    enum { M = 5, N = 40, K = 100, NS = TEST_N(defs) };
    test_rng rng = {9};
    uint16_t a[M * K], b[K * N], one[M * N], many[NS][M * N];
    fill(&rng, a, M * K);
    fill(&rng, b, K * N);
    const mmaemu_instr *ins = instr("mma.m16n8k16", MMAEMU_BF16);
    mmaemu_schedule s[NS];
    const mmaemu_schedule *sp[NS];
    void *dp[NS];
    size_t ns = 0;
    char err[512];
    for (size_t t = 0; t < NS; t++) {
        if (strcmp(defs[t].instr, ins->name))
            continue;
        mmaemu_schedule_init(&s[ns], ins->name);
        s[ns].epilogue = MMAEMU_EPI_BF16;
        ck_assert(!mmaemu_schedule_parse(defs[t].text, &s[ns], err, sizeof err));
        sp[ns] = &s[ns];
        dp[ns] = many[ns];
        ns++;
    }
    mmaemu_gemm g;
    memset(&g, 0, sizeof g);
    g.instr = ins, g.batch = 1, g.m = M, g.n = N, g.k = K;
    g.a = (mmaemu_mat){a, 0, K, 1};
    g.b = (mmaemu_mat){b, 0, N, 1};
    g.d_si = N, g.d_sj = 1;
    ck_assert_msg(!mmaemu_gemm_run_many(&g, sp, dp, ns, err, sizeof err), "%s", err);
    for (size_t t = 0; t < ns; t++) {
        g.sched = sp[t], g.d = one;
        ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s", err);
        ck_assert_msg(!memcmp(one, many[t], sizeof one), "schedule %zu differs run alone", t);
    }
}
END_TEST

/* ------------------------------------------------ the recorded cases */

static json_t *manifest;

static void load_manifest(void)
{
    if (manifest)
        return;
    char path[1024];
    json_error_t e;
    snprintf(path, sizeof path, "%s/gemm-h100/manifest.json", MMAEMU_VALDATA);
    manifest = json_load_file(path, 0, &e);
    ck_assert_msg(manifest != NULL, "%s: %s", path, e.text);
}

/* One cuBLAS case, inputs regenerated (checked against the manifest). */
typedef struct {
    const char *name;
    mmaemu_format in;            /* tf32 for fp32 containers */
    mmaemu_epilogue out;
    size_t batch, m, n, k;
    int b_nk;
    void *a, *b, *bias, *got;
    mmaemu_mat ma, mb, mbias;
    int has_bias;
} rec_case;

static void *gen(json_t *in, mmaemu_format f, size_t *count)
{
    json_t *shape = json_object_get(in, "shape"), *v;
    size_t i, n = 1;
    json_array_foreach(shape, i, v)
        n *= (size_t)json_integer_value(v);
    const size_t w = (size_t)mmaemu_format_get(f)->width / 8;
    unsigned char *x = malloc(n * w);
    const uint64_t seed = (uint64_t)json_integer_value(json_object_get(in, "seed"));
    const unsigned tid = (unsigned)json_integer_value(json_object_get(in, "tensor_id"));
    for (size_t q = 0; q < n; q++) {
        uint32_t bits = mmaemu_recording_input(seed, tid, q, f);
        memcpy(x + q * w, &bits, w);
    }
    char hex[20];
    snprintf(hex, sizeof hex, "%016llx", (unsigned long long)mmaemu_fnv1a64(x, n * w));
    ck_assert_str_eq(hex, json_string_value(json_object_get(in, "fnv1a64")));
    *count = n;
    return x;
}

static void rec_load(const char *name, rec_case *rc)
{
    load_manifest();
    json_t *cases = json_object_get(manifest, "cases"), *c, *found = NULL;
    size_t i;
    json_array_foreach(cases, i, c)
        if (!strcmp(json_string_value(json_object_get(c, "name")), name))
            found = c;
    ck_assert_msg(found != NULL, "%s not in the manifest", name);
    memset(rc, 0, sizeof *rc);
    rc->name = name;
    const char *in = json_string_value(json_object_get(found, "in_fmt"));
    const char *out = json_string_value(json_object_get(found, "out"));
    mmaemu_format f;
    ck_assert(!mmaemu_format_parse(in, &f));
    rc->in = f == MMAEMU_FP32 ? MMAEMU_TF32 : f;
    rc->out = !strcmp(out, "bf16") ? MMAEMU_EPI_BF16 : !strcmp(out, "fp16") ? MMAEMU_EPI_FP16
                                                                          : MMAEMU_EPI_NONE;
    json_t *bt = json_object_get(found, "batch");
    rc->batch = json_is_integer(bt) ? (size_t)json_integer_value(bt) : 1;
    rc->m = (size_t)json_integer_value(json_object_get(found, "M"));
    rc->n = (size_t)json_integer_value(json_object_get(found, "N"));
    rc->k = (size_t)json_integer_value(json_object_get(found, "K"));
    json_t *bl = json_object_get(found, "b_layout");
    rc->b_nk = json_is_string(bl) && !strcmp(json_string_value(bl), "nk");
    json_t *ins = json_object_get(found, "inputs");
    size_t na, nb, nbias;
    rc->a = gen(json_object_get(ins, "A"), f, &na);
    rc->b = gen(json_object_get(ins, "B"), f, &nb);
    ck_assert_uint_eq(na, rc->batch * rc->m * rc->k);
    ck_assert_uint_eq(nb, rc->batch * rc->k * rc->n);
    const ptrdiff_t m = (ptrdiff_t)rc->m, n = (ptrdiff_t)rc->n, k = (ptrdiff_t)rc->k;
    rc->ma = (mmaemu_mat){rc->a, m * k, k, 1};
    rc->mb = rc->b_nk ? (mmaemu_mat){rc->b, n * k, 1, k} : (mmaemu_mat){rc->b, k * n, n, 1};
    json_t *bias = json_object_get(ins, "bias");
    if (bias) {
        rc->bias = gen(bias, f, &nbias);
        ck_assert_uint_eq(nbias, rc->n);
        rc->mbias = (mmaemu_mat){rc->bias, 0, 0, 1};
        rc->has_bias = 1;
    }
    char path[1024], err[1024];
    snprintf(path, sizeof path, "%s/gemm-h100/%s", MMAEMU_VALDATA,
             json_string_value(json_object_get(json_object_get(found, "output"), "file")));
    mmaemu_npy o;
    ck_assert_msg(!mmaemu_tensor_read(path, &o, NULL, err, sizeof err), "%s", err);
    ck_assert_uint_eq(o.count, rc->batch * rc->m * rc->n);
    rc->got = o.data;
}

static void rec_free(rec_case *rc)
{
    free(rc->a);
    free(rc->b);
    free(rc->bias);
    free(rc->got);
}

/* Elements of the device output a schedule reproduces (the whole tensor). */
static size_t rec_matched(const rec_case *rc, const mmaemu_schedule *s0)
{
    char err[512];
    mmaemu_schedule s = *s0;
    s.epilogue = rc->out;
    const mmaemu_instr *ins = mmaemu_instr_select(mmaemu_arch_find("sm90"), NULL, s.instr, rc->in,
                                                  MMAEMU_FP32, err, sizeof err);
    ck_assert_msg(ins != NULL, "%s", err);
    const size_t total = rc->batch * rc->m * rc->n, w = rc->out == MMAEMU_EPI_NONE ? 4 : 2;
    void *d = malloc(total * w);
    mmaemu_gemm g;
    memset(&g, 0, sizeof g);
    g.instr = ins, g.sched = &s, g.batch = rc->batch, g.m = rc->m, g.n = rc->n, g.k = rc->k;
    g.a = rc->ma, g.b = rc->mb;
    g.bias = rc->has_bias ? &rc->mbias : NULL;
    g.bias_fmt = rc->in == MMAEMU_TF32 ? MMAEMU_FP32 : rc->in;
    g.d = d, g.d_sb = (ptrdiff_t)(rc->m * rc->n), g.d_si = (ptrdiff_t)rc->n, g.d_sj = 1;
    ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s: %s", rc->name, err);
    size_t ok = 0;
    for (size_t e = 0; e < total; e++)
        ok += !memcmp((char *)d + e * w, (char *)rc->got + e * w, w);
    free(d);
    return ok;
}

/* The six cases: the library default chain (before) and the preset's
 * measured rule (after), on every element; what infer-schedule names. */
typedef struct {
    const char *name;
    size_t before;               /* elements the default chain reproduces */
    const char *need;            /* keys the inferred best must have */
} rec_expect;

static const rec_expect recs[] = {
    {"cublas_mm_bf16_64x64x16384", 4057, "block_k=64 split_k=12 combine=seq"},
    {"cublas_mm_bf16_1000x500x4096", 292894, "block_k=64 split_k=8 combine=seq partials=out"},
    {"cublas_mm_fp16_768x640x2048", 491520, "instr=wgmma.m64nNk16 block_k=0 split_k=1"},
    {"cublas_bmm_bf16_4x256x192x512", 196608, "instr=wgmma.m64nNk16 block_k=0 split_k=1"},
    {"cublas_linear_bf16_bias_333x257x515", 54917,
     "instr=mma.m16n8k8 split_k=3 combine=inplace split_cut=align residue=first"},
    {"cublas_mm_fp32_tf32_256x256x1024", 3, "split_k=8 convert=rne"},
};

static void rec_schedules(int i)
{
    const rec_expect *x = &recs[i];
    rec_case rc;
    rec_load(x->name, &rc);
    char err[512], why[512];
    mmaemu_model_spec spec;
    ck_assert(!mmaemu_model_spec_parse("sm90", &spec, err, sizeof err));
    mmaemu_lib_gemm lg = {.batch = rc.batch, .m = rc.m, .n = rc.n, .k = rc.k, .in = rc.in,
                          .acc = MMAEMU_FP32, .a_km = 0, .b_nk = rc.b_nk};
    mmaemu_schedule s;
    ck_assert_msg(!mmaemu_library_schedule_for(&spec, &lg, &s, why, sizeof why), "%s", why);
    const size_t total = rc.batch * rc.m * rc.n, before = rec_matched(&rc, &s);
    ck_assert_msg(before == x->before, "%s: the default chain reproduces %zu, documented %zu",
                  x->name, before, x->before);
    ck_assert(!mmaemu_model_spec_parse("sm90+cublas13.1-h100", &spec, err, sizeof err));
    ck_assert_msg(!mmaemu_library_schedule_for(&spec, &lg, &s, why, sizeof why), "%s", why);
    ck_assert_msg(strstr(why, "rule measured on validation/data/gemm-h100"), "%s: %s", x->name, why);
    const size_t after = rec_matched(&rc, &s);
    printf("%-36s default chain %7zu/%-7zu (%8.4f%%), preset rule %7zu/%zu\n", x->name, before,
           total, 100.0 * (double)before / (double)total, after, total);
    ck_assert_msg(after == total, "%s: the preset's rule reproduces %zu of %zu", x->name, after,
                  total);
    rec_free(&rc);
}

START_TEST(recorded_rules)
{
    rec_schedules(_i);
}
END_TEST

/* Does the text's every key=value appear in the schedule's text form? */
static int has_keys(const mmaemu_schedule *s, const char *need)
{
    char text[512], want[512];
    mmaemu_schedule_format(s, text, sizeof text);
    snprintf(want, sizeof want, "%s", need);
    for (char *t = strtok(want, " "); t; t = strtok(NULL, " ")) {
        char key[80];
        snprintf(key, sizeof key, " %s ", t);
        char padded[520];
        snprintf(padded, sizeof padded, " %s ", text);
        if (!strstr(padded, key))
            return 0;
    }
    return 1;
}

/* infer-schedule on a case: the best reproduces every element and has the
 * keys expected; no candidate it compared beats it. */
static void infer_case(int i)
{
    const rec_expect *x = &recs[i];
    rec_case rc;
    rec_load(x->name, &rc);
    mmaemu_infer_schedule_opts o;
    memset(&o, 0, sizeof o);
    o.arch = mmaemu_arch_find("sm90");
    o.in = rc.in;
    o.acc = MMAEMU_FP32;
    o.out = rc.out;
    o.bias = rc.has_bias ? &rc.mbias : NULL;
    o.bias_fmt = rc.in == MMAEMU_TF32 ? MMAEMU_FP32 : rc.in;
    enum { SHOW = 64 };
    mmaemu_sched_candidate c[SHOW];
    mmaemu_infer_schedule_stats st;
    size_t nc = 0;
    char err[512], text[512];
    ck_assert_msg(!mmaemu_infer_schedule_ex(&o, rc.batch, rc.m, rc.n, rc.k, rc.ma, rc.mb, rc.got, c,
                                            SHOW, &nc, &st, err, sizeof err), "%s", err);
    const size_t total = rc.batch * rc.m * rc.n;
    mmaemu_schedule_format(&c[0].sched, text, sizeof text);
    printf("infer-schedule %-36s %zu candidates, best %zu/%zu: %s\n", x->name, st.candidates,
           c[0].matched, c[0].tested, text);
    ck_assert_uint_eq(c[0].tested, total);
    ck_assert_uint_eq(c[0].matched, total);
    ck_assert_int_eq(st.whole, 1);
    ck_assert_msg(has_keys(&c[0].sched, x->need), "%s: best %s lacks %s", x->name, text, x->need);
    for (size_t t = 1; t < nc; t++)
        ck_assert_msg((double)c[t].matched / (double)c[t].tested <= 1.0 &&
                          (c[t].tested != total || c[t].matched <= c[0].matched),
                      "%s: candidate %zu beats the best", x->name, t);
    /* The best again, on its own, reproduces every element. */
    ck_assert_uint_eq(rec_matched(&rc, &c[0].sched), total);
    rec_free(&rc);
}

START_TEST(recorded_infer)
{
    infer_case(_i);
}
END_TEST

/* When nothing reproduces everything: how far the best is, and where. */
START_TEST(misses_by_class)
{
    rec_case rc;
    rec_load("cublas_linear_bf16_bias_333x257x515", &rc);
    /* five device elements changed by one ulp, rows 3-7 of column 70 */
    uint16_t *got = rc.got;
    for (size_t r = 3; r < 8; r++)
        got[r * rc.n + 70] ^= 1;
    mmaemu_infer_schedule_opts o;
    memset(&o, 0, sizeof o);
    o.arch = mmaemu_arch_find("sm90");
    o.in = rc.in, o.acc = MMAEMU_FP32, o.out = rc.out;
    o.bias = &rc.mbias, o.bias_fmt = MMAEMU_BF16;
    mmaemu_sched_candidate c[4];
    size_t nc = 0;
    char err[512];
    ck_assert_msg(!mmaemu_infer_schedule(&o, 1, rc.m, rc.n, rc.k, rc.ma, rc.mb, got, c, 4, &nc, err,
                                         sizeof err), "%s", err);
    const size_t total = rc.m * rc.n;
    ck_assert_uint_eq(c[0].tested, total);
    ck_assert_uint_eq(c[0].matched, total - 5);
    mmaemu_miss_classes mc;
    ck_assert_msg(!mmaemu_infer_schedule_misses(&o, &c[0].sched, c[0].instr, 1, rc.m, rc.n, rc.k,
                                                rc.ma, rc.mb, got, &mc, err, sizeof err), "%s", err);
    ck_assert_uint_eq(mc.total, total);
    ck_assert_uint_eq(mc.missed, 5);
    ck_assert_uint_eq(mc.ulp[0], 5);            /* one ulp each */
    ck_assert_uint_eq(mc.row[0][0], 5);         /* rows 3-7: 0-15 mod 64 */
    ck_assert_uint_eq(mc.col[0][0], 5);         /* column 70: 6 mod 64 */
    size_t all = 0, mag = 0, cancel = 0;
    for (int q = 0; q < MMAEMU_MISS_POS; q++)
        all += mc.row[1][q];
    for (int q = 0; q < MMAEMU_MISS_MAG; q++)
        mag += mc.mag[0][q];
    for (int q = 0; q < MMAEMU_MISS_CANCEL; q++)
        cancel += mc.cancel[0][q];
    ck_assert_uint_eq(all, total);
    ck_assert_uint_eq(mag, 5);
    ck_assert_uint_eq(cancel, 5);
    rec_free(&rc);
}
END_TEST

/* ------------------------------------------------------- the command */

/* Write a (rows x cols, or cols alone when rows == 0) uint16 .npy. */
static void write_u16(const char *path, const void *data, size_t rows, size_t cols)
{
    mmaemu_npy a;
    memset(&a, 0, sizeof a);
    a.dtype = MMAEMU_NPY_U16;
    a.ndim = rows ? 2 : 1;
    a.shape[0] = rows ? rows : cols;
    a.shape[1] = cols;
    a.count = (rows ? rows : 1) * cols;
    a.data = (void *)data;
    char err[1024];
    ck_assert_msg(!mmaemu_npy_write(path, &a, err, sizeof err), "%s", err);
}

/* Run `mmaemu infer-schedule ARGS`; its stdout in out, exit status back. */
static int run_cli(const char *args, char *out, size_t len)
{
    const char *bin = getenv("MMAEMU") ? getenv("MMAEMU") : "./mmaemu";
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "%s infer-schedule %s 2>/dev/null", bin, args);
    FILE *f = popen(cmd, "r");
    ck_assert(f != NULL);
    size_t n = fread(out, 1, len - 1, f);
    out[n] = '\0';
    int st = pclose(f);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* 2-D operands, a 1-D bias, bf16 and fp16 outputs (typed float16 and
 * uint16 with --out-dtype), and a run that reproduces nothing whole. */
START_TEST(command_line)
{
    char dir[] = "/tmp/mmaemu-infer-XXXXXX", args[4096], a[64], b[64], bias[64];
    static char out[1 << 16];
    ck_assert(mkdtemp(dir) != NULL);
    snprintf(a, sizeof a, "%s/a.npy", dir);
    snprintf(b, sizeof b, "%s/b.npy", dir);
    snprintf(bias, sizeof bias, "%s/bias.npy", dir);
    rec_case rc;
    rec_load("cublas_linear_bf16_bias_333x257x515", &rc);
    write_u16(a, rc.a, rc.m, rc.k);
    write_u16(b, rc.b, rc.n, rc.k);   /* F.linear's weight: (n, k) */
    write_u16(bias, rc.bias, 0, rc.n);
    const char *got = MMAEMU_VALDATA "/gemm-h100/outputs/cublas_linear_bf16_bias_333x257x515.npy.gz";
    snprintf(args, sizeof args, "--arch sm90+cublas13.1-h100 --a %s --b %s --b-layout nk --bias %s --got %s",
             a, b, bias, got);
    ck_assert_int_eq(run_cli(args, out, sizeof out), 0);
    ck_assert_msg(strstr(out, "GEMM (1, 333 x 515) . (515 x 257) + bias on sm90, bf16 -> bf16"), "%s", out);
    ck_assert_msg(strstr(out, "every bit reproduced by: instr=mma.m16n8k8 ") &&
                      strstr(out, "split_k=3 combine=inplace"), "%s", out);
    ck_assert_msg(strstr(out, "preset cublas13.1-h100 (library preset cublas13.1-h100, rule measured") &&
                      strstr(out, "85581/85581  100.0000%"), "%s", out);
    /* without the bias nothing fits: how far, and where */
    snprintf(args, sizeof args, "--arch sm90 --a %s --b %s --b-layout nk --got %s --show 3", a, b, got);
    ck_assert_int_eq(run_cli(args, out, sizeof out), 0);
    ck_assert_msg(strstr(out, "no candidate reproduces every element; the best misses") &&
                      strstr(out, "where the best misses") && strstr(out, "row mod 64"), "%s", out);
    rec_free(&rc);
    /* fp16: typed float16 output, then the same as uint16 patterns */
    rec_load("cublas_mm_fp16_768x640x2048", &rc);
    write_u16(a, rc.a, rc.m, rc.k);
    write_u16(b, rc.b, rc.k, rc.n);
    got = MMAEMU_VALDATA "/gemm-h100/outputs/cublas_mm_fp16_768x640x2048.npy.gz";
    snprintf(args, sizeof args, "--arch sm90 --in fp16 --a %s --b %s --got %s --show 2", a, b, got);
    ck_assert_int_eq(run_cli(args, out, sizeof out), 0);
    ck_assert_msg(strstr(out, "fp16 -> fp16") &&
                      strstr(out, "every bit reproduced by: instr=wgmma.m64nNk16 block_k=0"), "%s", out);
    char g16[64];
    snprintf(g16, sizeof g16, "%s/g.npy", dir);
    write_u16(g16, rc.got, rc.m, rc.n);
    snprintf(args, sizeof args, "--arch sm90 --in fp16 --out-dtype fp16 --a %s --b %s --got %s --show 2 --max-split 4",
             a, b, g16);
    ck_assert_int_eq(run_cli(args, out, sizeof out), 0);
    ck_assert_msg(strstr(out, "every bit reproduced by: instr=wgmma.m64nNk16 block_k=0"), "%s", out);
    /* operands that are not float32 are no tf32 */
    snprintf(args, sizeof args, "--arch sm90 --in tf32 --a %s --b %s --got %s", a, b, g16);
    ck_assert_int_eq(run_cli(args, out, sizeof out), 2);
    rec_free(&rc);
    remove(a), remove(b), remove(bias), remove(g16), rmdir(dir);
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(consumed_order),
        TEST_ONCE(arithmetic_literal),
        TEST_ONCE(tf32_rounding),
        TEST_ONCE(streamk_cuts),
        TEST_ONCE(streamk_split_panels),
        TEST_ONCE(run_many_equals_run),
        TEST_EACH(recorded_rules, recs),
        TEST_EACH(recorded_infer, recs),
        TEST_ONCE(misses_by_class),
        TEST_ONCE(command_line),
    };
    int rc = TEST_RUN("infer-schedule", tests);
    json_decref(manifest);
    return rc;
}
