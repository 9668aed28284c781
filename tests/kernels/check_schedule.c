/* SPDX-License-Identifier: MIT */
/* check_schedule.c -- the schedule language (kernels/schedule.c): its text
 * form, defaults and errors, its checks against an instruction, and the
 * order in which a schedule consumes K (mmaemu_schedule_k_order).
 *
 * Independent grounds: the text form and the meaning of each key are those
 * documented in include/mmaemu/schedule.h; the kpack K groups are the
 * table of the AMD research sheet (shared/research/amd-mfma.md 5.3,
 * derived from Triton's MFMA.cpp and linear layouts). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../kernels/schedule_impl.h"
#include "mmaemu.h"
#include "testutil.h"

/* convert=rne|rna's inline rounding of fp32 to tf32 against the general
 * converter: every sign and exponent (subnormals, the top binade's carry
 * to Inf, Inf and NaN), low 13 bits at both ends, around the half and at
 * random, under upper fractions zero, all ones (the carries) and random. */
START_TEST(tf32_operand_rounding)
{
    static const mmaemu_convert_mode modes[] = {MMAEMU_CONVERT_RNE, MMAEMU_CONVERT_RNA};
    static const mmaemu_rounding rm[] = {MMAEMU_RNE, MMAEMU_RNA};
    test_rng r = {0x7F32u};
    size_t n = 0;
    for (int m = 0; m < 2; m++) {
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, "mma");
        s.convert = modes[m];
        for (uint32_t se = 0; se < 512; se++)
            for (int u = 0; u < 4; u++) {
                const uint32_t up = u == 0 ? 0 : u == 1 ? 0x3FFu : (uint32_t)test_rng_below(&r, 0x400);
                for (uint32_t t = 0; t < 128; t++, n++) {
                    /* the ends, around the half (0x1000) and random */
                    const uint32_t lo = t < 16    ? t
                                        : t < 48  ? 0x1000u - 16 + (t - 16)
                                        : t < 64  ? 0x1FF0u + (t - 48)
                                                  : (uint32_t)test_rng_below(&r, 0x2000);
                    const uint32_t v = se << 23 | up << 13 | lo;
                    const uint32_t want = mmaemu_convert(MMAEMU_FP32, v, MMAEMU_TF32, rm[m], 0);
                    ck_assert_msg(mmaemu_sched_operand(&s, v) == want, "%08x: got %08x want %08x",
                                  v, mmaemu_sched_operand(&s, v), want);
                }
            }
    }
    printf("schedule: %zu fp32 -> tf32 roundings\n", n);
}
END_TEST

START_TEST(parse_format_roundtrip)
{
    char err[512], text[256];
    mmaemu_schedule s, t;
    mmaemu_schedule_init(&s, "wgmma");
    ck_assert_msg(!mmaemu_schedule_parse("instr=mfma.16x16x16, block_k=64 kgroups=4 kpack=2 "
                                         "split_k=3 combine=tree promote=32 out=bf16",
                                         &s, err, sizeof err), "%s", err);
    ck_assert_str_eq(s.instr, "mfma.16x16x16");
    ck_assert_uint_eq(s.block_k, 64);
    ck_assert_uint_eq(s.kgroups, 4);
    ck_assert_uint_eq(s.kpack, 2);
    ck_assert_uint_eq(s.split_k, 3);
    ck_assert_int_eq(s.combine, MMAEMU_COMBINE_TREE);
    ck_assert_uint_eq(s.promote, 32);
    ck_assert_int_eq(s.epilogue, MMAEMU_EPI_BF16);
    ck_assert_int_eq(s.epilogue_set, 1);
    mmaemu_schedule_format(&s, text, sizeof text);
    mmaemu_schedule_init(&t, "other");
    ck_assert_msg(!mmaemu_schedule_parse(text, &t, err, sizeof err), "%s", err);
    ck_assert(!memcmp(&s, &t, sizeof s));
    /* Omitted keys keep their value. */
    ck_assert(!mmaemu_schedule_parse("split_k=1", &t, err, sizeof err));
    ck_assert_uint_eq(t.kpack, 2);
    ck_assert_uint_eq(t.split_k, 1);
}
END_TEST

START_TEST(parse_errors)
{
    static const struct { const char *text, *want; } bad[] = {
        {"instr", "not key=value"},
        {"=3", "not key=value"},
        {"speed=3", "unknown key 'speed'"},
        {"block_k=-1", "block_k=-1 is not a valid number"},
        {"block_k=12x", "not a valid number"},
        {"kpack=0", "kpack=0"},
        {"kgroups=65", "kgroups=65"},
        {"split_k=", "split_k="},
        {"combine=random", "combine 'random'"},
        {"out=fp8", "out 'fp8'"},
        {"instr=", "empty"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[512] = "";
        mmaemu_schedule s, before;
        mmaemu_schedule_init(&s, "wgmma");
        s.block_k = 64;
        before = s;
        /* A good key first: nothing may be applied when a later one fails. */
        char text[128];
        snprintf(text, sizeof text, "kpack=2 %s", bad[i].text);
        ck_assert_int_eq(mmaemu_schedule_parse(text, &s, err, sizeof err), -1);
        ck_assert_msg(strstr(err, bad[i].want) && !strchr(err, '\n'), "'%s': %s", bad[i].text, err);
        ck_assert(!memcmp(&s, &before, sizeof s));
    }
}
END_TEST

START_TEST(check_against_instruction)
{
    char err[512];
    mmaemu_schedule s;
    const mmaemu_instr *m16 = test_instr("gfx942", "mfma.16x16x16", MMAEMU_BF16, MMAEMU_FP32);
    mmaemu_schedule_init(&s, m16->name);
    s.block_k = 40;
    ck_assert_int_eq(mmaemu_schedule_check(&s, m16, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "block_k = 40"), "%s", err);
    s.block_k = 64;
    s.kpack = 2;
    s.kgroups = 3;
    ck_assert_int_eq(mmaemu_schedule_check(&s, m16, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "kgroups = 3"), "%s", err);
    s.kgroups = 4;
    ck_assert_msg(!mmaemu_schedule_check(&s, m16, err, sizeof err), "%s", err);
    s.promote = 16;
    ck_assert_int_eq(mmaemu_schedule_check(&s, m16, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "kpack group"), "%s", err);
}
END_TEST

/* The documented defaults: a plain chain, every key in its text form. */
START_TEST(init_and_text_form)
{
    mmaemu_schedule s;
    char text[256];
    mmaemu_schedule_init(&s, "wgmma");
    const char *want = "instr=wgmma block_k=0 kgroups=1 kpack=1 split_k=1 combine=seq promote=0 "
                       "out=fp32";
    ck_assert_uint_eq(mmaemu_schedule_format(&s, text, sizeof text), strlen(want));
    ck_assert_str_eq(text, want);
    ck_assert_int_eq(s.epilogue_set, 0);
    /* A short buffer: cut, and the length it needs returned. */
    char small[8];
    ck_assert_uint_eq(mmaemu_schedule_format(&s, small, sizeof small), strlen(want));
    ck_assert_str_eq(small, "instr=w");
    /* Separators: spaces, commas, tabs; an empty text changes nothing. */
    char err[256];
    ck_assert_msg(!mmaemu_schedule_parse(" ,kpack=2,\tsplit_k=5  combine=tree, ", &s, err,
                                         sizeof err), "%s", err);
    ck_assert(s.kpack == 2 && s.split_k == 5 && s.combine == MMAEMU_COMBINE_TREE);
    mmaemu_schedule t = s;
    ck_assert(!mmaemu_schedule_parse("", &s, err, sizeof err));
    ck_assert(!mmaemu_schedule_parse(NULL, &s, err, sizeof err));
    ck_assert(!memcmp(&s, &t, sizeof s));
    /* Range limits of the header's keys. */
    ck_assert(!mmaemu_schedule_parse("kgroups=64 kpack=8 split_k=4096", &s, err, sizeof err));
    ck_assert_int_eq(mmaemu_schedule_parse("kpack=9", &s, err, sizeof err), -1);
    ck_assert_int_eq(mmaemu_schedule_parse("split_k=4097", &s, err, sizeof err), -1);
    ck_assert_int_eq(mmaemu_schedule_parse("split_k=0", &s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "split_k=0 is not a valid number"), "%s", err);
    /* Stream-K's keys: written back as read. */
    mmaemu_schedule_init(&s, "wgmma");
    ck_assert(!mmaemu_schedule_parse("combine=tree_last streamk=96 streamk_dp=240", &s, err,
                                     sizeof err));
    ck_assert(s.combine == MMAEMU_COMBINE_TREE_LAST && s.streamk == 96 && s.streamk_dp == 240);
    mmaemu_schedule_format(&s, text, sizeof text);
    ck_assert_msg(strstr(text, " combine=tree_last ") && strstr(text, " streamk=96 streamk_dp=240"),
                  "%s", text);
    ck_assert(!mmaemu_schedule_parse("streamk=90 streamk_dp=103 streamk_split=3 tile_panel=4", &s,
                                     err, sizeof err));
    ck_assert(s.streamk_split == 3 && s.tile_panel == 4);
    mmaemu_schedule_format(&s, text, sizeof text);
    ck_assert_msg(strstr(text, " streamk=90 streamk_dp=103 streamk_split=3 tile_panel=4"), "%s",
                  text);
    ck_assert_int_eq(mmaemu_schedule_parse("combine=backward", &s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "seq, tree, inplace, tree_last or bfly"), "%s", err);
}
END_TEST

/* Every rule of mmaemu_schedule_check, each on its own. */
START_TEST(check_rules)
{
    static const struct {
        const char *arch, *instr;
        mmaemu_format in, acc;
        const char *text, *want;   /* want NULL: accepted */
    } cases[] = {
        {"sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32, "block_k=40", "block_k = 40"},
        {"sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32, "block_k=64 promote=24", "promote = 24"},
        {"sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32, "block_k=64 promote=32 split_k=2", NULL},
        {"sm90", "mma.m16n8k16", MMAEMU_FP16, MMAEMU_FP16, "split_k=2", "fp32 accumulator"},
        {"sm90", "mma.m16n8k16", MMAEMU_FP16, MMAEMU_FP16, "promote=16", "fp32 accumulator"},
        {"sm90", "mma.m16n8k16", MMAEMU_FP16, MMAEMU_FP16, "out=bf16", "out=bf16 needs an fp32"},
        {"sm90", "mma.m16n8k16", MMAEMU_FP16, MMAEMU_FP16, "block_k=32", NULL},
        {"gfx942", "mfma.32x32x8", MMAEMU_BF16, MMAEMU_FP32, "kgroups=3 kpack=2", "kgroups = 3"},
        {"gfx942", "mfma.32x32x8", MMAEMU_BF16, MMAEMU_FP32, "kgroups=3 kpack=1", NULL},
        {"gfx942", "mfma.32x32x8", MMAEMU_BF16, MMAEMU_FP32, "kpack=2 block_k=24", "k x kpack = 16"},
        {"gfx942", "mfma.32x32x8", MMAEMU_BF16, MMAEMU_FP32, "kpack=2 kgroups=2 block_k=32", NULL},
        {"sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32, "streamk_dp=4", "without streamk"},
        {"sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32, "streamk_split=2", "give streamk too"},
        {"sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32, "tile_panel=4", "give streamk too"},
        {"sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32, "streamk=8 streamk_dp=4 split_k=2",
         "streamk replaces split_k"},
        {"sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32,
         "block_k=32 streamk=8 streamk_dp=4 tile_m=64 tile_n=128 combine=tree_last", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char err[512] = "";
        const mmaemu_instr *ins = test_instr(cases[i].arch, cases[i].instr, cases[i].in, cases[i].acc);
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        ck_assert_msg(!mmaemu_schedule_parse(cases[i].text, &s, err, sizeof err), "%s", err);
        int rc = mmaemu_schedule_check(&s, ins, err, sizeof err);
        if (!cases[i].want)
            ck_assert_msg(rc == 0, "%s: %s", cases[i].text, err);
        else
            ck_assert_msg(rc == -1 && strstr(err, cases[i].want) && !strchr(err, '\n'),
                          "%s: rc %d, '%s'", cases[i].text, rc, err);
    }
}
END_TEST

/* Without kpack, K is consumed in order, zero-padded to whole blocks (or
 * whole instructions when block_k is 0). */
START_TEST(k_order_padding)
{
    const mmaemu_instr *ins = test_instr("sm90", "mma.m16n8k16", MMAEMU_BF16, MMAEMU_FP32);
    static const struct { size_t block_k, K, padded; } cases[] = {
        {0, 20, 32}, {0, 16, 16}, {0, 1, 16}, {0, 0, 16}, {64, 20, 64}, {64, 65, 128}, {32, 96, 96},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        s.block_k = cases[i].block_k;
        s.split_k = 3;   /* split and promote do not change the order */
        s.promote = 16;
        size_t order[128];
        size_t kp = mmaemu_schedule_k_order(&s, ins, cases[i].K, order, 128);
        ck_assert_msg(kp == cases[i].padded, "block_k %zu K %zu: %zu, want %zu", cases[i].block_k,
                      cases[i].K, kp, cases[i].padded);
        for (size_t q = 0; q < kp; q++)
            ck_assert_uint_eq(order[q], q);
    }
    /* Room for fewer entries: the length is still returned, nothing written past n. */
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    size_t order[4] = {99, 99, 99, 99};
    ck_assert_uint_eq(mmaemu_schedule_k_order(&s, ins, 20, order, 2), 32);
    ck_assert(order[0] == 0 && order[1] == 1 && order[2] == 99);
}
END_TEST

/* The K of each L = 8 step of a gfx942 MFMA chain, as sets, in order. */
static void steps_of(const char *name, unsigned kgroups, unsigned kpack, size_t K,
                     const char *want)
{
    const mmaemu_instr *ins = test_instr("gfx942", name, MMAEMU_BF16, MMAEMU_FP32);
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    s.kgroups = kgroups;
    s.kpack = kpack;
    size_t order[256];
    size_t kp = mmaemu_schedule_k_order(&s, ins, K, order, 256);
    ck_assert_uint_eq(kp, K);
    char got[1024] = "";
    for (size_t q = 0; q < kp; q += 8) {
        /* Each step's K as ranges "a-b" of consecutive values (sorted). */
        size_t v[8];
        memcpy(v, order + q, sizeof v);
        for (int i = 0; i < 8; i++)
            for (int j = i + 1; j < 8; j++)
                if (v[j] < v[i]) {
                    size_t t = v[i];
                    v[i] = v[j];
                    v[j] = t;
                }
        strcat(got, "{");
        for (int i = 0; i < 8;) {
            int j = i;
            while (j + 1 < 8 && v[j + 1] == v[j] + 1)
                j++;
            char r[32];
            snprintf(r, sizeof r, "%s%zu-%zu", i ? "," : "", v[i], v[j]);
            strcat(got, r);
            i = j + 1;
        }
        strcat(got, "}");
    }
    ck_assert_msg(!strcmp(got, want), "%s kpack %u: %s, want %s", name, kpack, got, want);
}

START_TEST(kpack_groups_match_research_table)
{
    /* amd-mfma.md 5.3: CDNA3 fused groups (L = 8) per output. */
    steps_of("mfma.32x32x8", 2, 1, 16, "{0-7}{8-15}");
    steps_of("mfma.16x16x16", 4, 1, 32, "{0-7}{8-15}{16-23}{24-31}");
    steps_of("mfma.32x32x8", 2, 2, 16, "{0-3,8-11}{4-7,12-15}");
    steps_of("mfma.16x16x16", 4, 2, 32, "{0-3,8-11}{16-19,24-27}{4-7,12-15}{20-23,28-31}");
}
END_TEST

/* How the lanes of a gemv are summed (kernels/schedule_eval.c), on eight
 * products in four lanes of two (blocks of 2 dealt in turn): x0 = 2^30,
 * x4 = -2^30, the others 1.  ulp(2^30) = 128 swallows every 1 that meets
 * 2^30 before -2^30 does, so by hand: in order ((l0 + l1) + l2) + l3 =
 * (2^30 + (-2^30 + 1)) + 2 = 2; pairwise (l0 + l1) + (l2 + l3) = 0; the
 * butterfly (l0 + l2) + (l1 + l3) = 0 + 4 = 4.  The same lanes as four
 * contiguous ranges (split_k) give the same three sums. */
START_TEST(lane_sums)
{
    const mmaemu_instr *ins = test_instr("sm90", "fma.rn.f32", MMAEMU_FP32, MMAEMU_FP32);
    static const struct { const char *text; float want; } cases[] = {
        {"block_k=2 slices=4", 2.0f},
        {"block_k=2 slices=4 slice_combine=tree", 0.0f},
        {"block_k=2 slices=4 slice_combine=bfly", 4.0f},
        {"block_k=2 split_k=4", 2.0f},
        {"block_k=2 split_k=4 combine=tree", 0.0f},
        {"block_k=2 split_k=4 combine=bfly", 4.0f},
        /* three lanes {0,1,6,7} {2,3} {4,5}: (2^30 + -2^30) + 2, no fourth */
        {"block_k=2 slices=3 slice_combine=bfly", 2.0f},
    };
    uint32_t a[8], b[8];
    for (int k = 0; k < 8; k++) {
        a[k] = 0x3f800000u;                                 /* 1 */
        b[k] = k == 0 ? 0x4e800000u : k == 4 ? 0xce800000u : 0x3f800000u;   /* +-2^30, 1 */
    }
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char err[256];
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        ck_assert_msg(!mmaemu_schedule_parse(cases[i].text, &s, err, sizeof err), "%s", err);
        ck_assert_msg(!mmaemu_schedule_check(&s, ins, err, sizeof err), "%s: %s", cases[i].text, err);
        uint32_t got = mmaemu_schedule_eval(&s, ins, a, b, 8, 0);
        float f;
        memcpy(&f, &got, 4);
        ck_assert_msg(f == cases[i].want, "%s: %g, want %g", cases[i].text, f, cases[i].want);
    }
    mmaemu_schedule s;
    char err[256], text[512];
    mmaemu_schedule_init(&s, ins->name);
    ck_assert(!mmaemu_schedule_parse("slices=4 slice_combine=bfly", &s, err, sizeof err));
    mmaemu_schedule_format(&s, text, sizeof text);
    ck_assert_msg(strstr(text, " slice_combine=bfly"), "%s", text);
    ck_assert_int_eq(mmaemu_schedule_parse("slice_combine=inplace", &s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "seq, tree, bfly or dot") && !strchr(err, '\n'), "%s", err);
}
END_TEST

/* slice_combine=dot (cuBLAS's dot_kernel and reduce_1Block_kernel, as the
 * order probes show) on K = 256 G elements, one a slice: 2^40 at element
 * 0, -2^40 at q, 1 elsewhere.  2^40 swallows every count of 1s below
 * 2^16 that meets it, so the sum is the number of 1s outside the subtree
 * where 0 and q meet.  Slices 2t and 2t + 1 are thread t's x and y; the
 * 128 threads of a CTA (256 slices) meet by a butterfly (thread 64 first,
 * thread 1 last); the CTA sums c_b: s_t = (c_t + c_{t+64}) + c_{t+32}
 * (t < 32; butterfly steps 64, 32), then w_i = s_i + s_{i+4} + ...
 * (i < 4), then w0 + w1 + w2 + w3. */
START_TEST(dot_sums)
{
    const mmaemu_instr *ins = test_instr("sm90", "fma.rn.f32", MMAEMU_FP32, MMAEMU_FP32);
    static const struct { unsigned G; size_t q; float want; } cases[] = {
        {2, 1, 510.0f},      /* thread 0's y: x + y first */
        {2, 128, 508.0f},    /* thread 64: the butterfly's first step */
        {2, 2, 256.0f},      /* thread 1: its last step, CTA 0 whole */
        {2, 256, 0.0f},      /* CTA 1: the last add */
        {8, 1024, 1536.0f},  /* CTA 4: c0 + c4 first */
        {8, 256, 1024.0f},   /* CTA 1: w0 + w1, w0 = c0 + c4, w1 = c1 + c5 */
        {8, 768, 0.0f},      /* CTA 3: the last add */
        {36, 8192, 8704.0f}, /* CTA 32: s0 = c0 + c32 first */
        {36, 1024, 8448.0f}, /* CTA 4: s0 + s4 = (c0 + c32) + c4 */
        {66, 16384, 16384.0f}, /* CTA 64: c0 + c64 first */
        {66, 8192, 16128.0f},  /* CTA 32: (c0 + c64) + c32 */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const size_t K = (size_t)256 * cases[i].G;
        uint32_t *a = malloc(2 * K * sizeof *a), *b = a + K;
        ck_assert_ptr_nonnull(a);
        for (size_t k = 0; k < K; k++) {
            a[k] = 0x3f800000u;
            b[k] = k == 0 ? 0x53800000u : k == cases[i].q ? 0xd3800000u : 0x3f800000u;
        }
        char text[96], err[256];
        snprintf(text, sizeof text, "block_k=1 slices=%zu slice_combine=dot", K);
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        ck_assert_msg(!mmaemu_schedule_parse(text, &s, err, sizeof err), "%s", err);
        ck_assert_msg(!mmaemu_schedule_check(&s, ins, err, sizeof err), "%s: %s", text, err);
        const uint32_t got = mmaemu_schedule_eval(&s, ins, a, b, K, 0);
        float f;
        memcpy(&f, &got, 4);
        ck_assert_msg(f == cases[i].want, "G = %u, q = %zu: %g, want %g", cases[i].G, cases[i].q,
                      f, cases[i].want);
        free(a);
    }
    mmaemu_schedule s;
    char err[256], text[512];
    mmaemu_schedule_init(&s, ins->name);
    ck_assert(!mmaemu_schedule_parse("block_k=1 slices=512 slice_combine=dot", &s, err, sizeof err));
    mmaemu_schedule_format(&s, text, sizeof text);
    ck_assert_msg(strstr(text, " slices=512 slice_combine=dot"), "%s", text);
    /* a CTA is 256 slices; more than 256 slices only in one range; no
     * split-K ranges summed as a dot */
    ck_assert(!mmaemu_schedule_parse("slices=300", &s, err, sizeof err));
    ck_assert_int_eq(mmaemu_schedule_check(&s, ins, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "256 slices per CTA"), "%s", err);
    ck_assert(!mmaemu_schedule_parse("slices=512 split_k=2", &s, err, sizeof err));
    ck_assert_int_eq(mmaemu_schedule_check(&s, ins, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "more than 256"), "%s", err);
    ck_assert_int_eq(mmaemu_schedule_parse("combine=dot", &s, err, sizeof err), -1);
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(tf32_operand_rounding),
        TEST_ONCE(parse_format_roundtrip),
        TEST_ONCE(parse_errors),
        TEST_ONCE(check_against_instruction),
        TEST_ONCE(init_and_text_form),
        TEST_ONCE(check_rules),
        TEST_ONCE(k_order_padding),
        TEST_ONCE(kpack_groups_match_research_table),
        TEST_ONCE(lane_sums),
        TEST_ONCE(dot_sums),
    };
    return TEST_RUN("schedule", tests);
}
