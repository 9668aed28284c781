/* SPDX-License-Identifier: MIT */
/* check_triton_lower.c -- Triton's lowering of one tl.dot per arch
 * (kernels/triton_lower.c) and the vendor-library default schedule.
 *
 * Independent grounds: the sm90 instructions the H100 recording's
 * TTGIR/PTX/SASS show (validation/data/dcpp-h100/README.md); every dot the
 * real Triton 3.6 compiler lowered for sm80/90/100 and gfx90a/942/950
 * (validation/data/triton-lowering/lowering.txt); the selection rules of
 * the research sheets (shared/research/nvidia-tensor-cores.md 7: MMAv2 /
 * MMAv3 conditions, K = 256 / bits; amd-mfma.md 5.1-5.2: 32x32 when
 * min(M, N) >= 32, the largest K that BLOCK_K allows, kpack 1 or 2, forced
 * to 1 on gfx950). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

/* BLOCK_M, BLOCK_N, BLOCK_K with Triton's defaults for the rest of a dot's
 * config: num_warps = 4, no matrix_instr_nonkdim, kpack = 1. */
#define TILE(m, n, k) m, n, k, 4, 0, 1

/* A tl.dot tile (bf16 -> fp32) and the instruction Triton lowers it to. */
static const struct lowering {
    const char *arch;
    size_t m, n, k;
    unsigned warps, nonk, kpack;
    const char *want;
    unsigned want_kpack, want_groups;
} lowerings[] = {
    /* sm90: the recording's TTGIR/PTX (README "Which MMA instruction"). */
    {"sm90", TILE(256, 64, 32), "wgmma.m64nNk16", 1, 1},      /* Helion fwd acc */
    {"sm90", TILE(32, 64, 256), "mma.m16n8k16", 1, 1},        /* Helion fwd out */
    {"sm90", TILE(256, 64, 16), "wgmma.m64nNk16", 1, 1},      /* Helion bwd db */
    {"sm90", TILE(16, 64, 256), "mma.m16n8k16", 1, 1},        /* dy */
    {"sm90", TILE(16, 256, 64), "mma.m16n8k16", 1, 1},        /* dx1 */
    {"sm90", TILE(256, 16, 64), "wgmma.m64nNk16", 1, 1},      /* dxt */
    {"sm90", 256, 64, 64, 8, 16, 2, "wgmma.m64nNk16", 1, 1},  /* Inductor template */
    {"sm90", 256, 64, 64, 2, 0, 1, "mma.m16n8k16", 1, 1},     /* num_warps % 4 != 0 */
    {"sm80", 256, 64, 64, 8, 0, 1, "mma.m16n8k16", 1, 1},
    /* gfx942 (research sheet 5.2): 32x32 when min(M,N) >= 32, else 16x16. */
    {"gfx942", TILE(256, 64, 32), "mfma.32x32x8", 1, 2},
    {"gfx942", TILE(32, 64, 256), "mfma.32x32x8", 1, 2},
    {"gfx942", TILE(16, 64, 256), "mfma.16x16x16", 1, 4},
    {"gfx942", TILE(256, 16, 64), "mfma.16x16x16", 1, 4},
    {"gfx942", 256, 64, 64, 8, 16, 2, "mfma.16x16x16", 2, 4},
    /* gfx950: the double-K instructions when BLOCK_K allows; kpack forced 1. */
    {"gfx950", TILE(256, 64, 32), "mfma.32x32x16", 1, 2},
    {"gfx950", TILE(256, 64, 16), "mfma.32x32x16", 1, 2},
    {"gfx950", TILE(16, 64, 256), "mfma.16x16x32", 1, 4},
    {"gfx950", 256, 64, 64, 8, 16, 2, "mfma.16x16x32", 1, 4},
    {"gfx950", 256, 64, 8, 8, 32, 1, "mfma.32x32x8", 1, 2},
    {"gfx90a", TILE(256, 64, 32), "mfma.32x32x8bf16_1k", 1, 2},
    {"gfx90a", TILE(16, 64, 256), "mfma.16x16x16bf16_1k", 1, 4},
};

/* Triton's instruction for each DCPP dot. */
static void lower(const struct lowering *l)
{
    mmaemu_triton_dot d = {l->m, l->n, l->k, l->warps, l->nonk, l->kpack, MMAEMU_BF16, MMAEMU_FP32};
    mmaemu_schedule s;
    char why[256];
    ck_assert_msg(!mmaemu_triton_schedule(mmaemu_arch_find(l->arch), &d, &s, why, sizeof why), "%s",
                  why);
    ck_assert_msg(!strcmp(s.instr, l->want) && s.kpack == l->want_kpack &&
                      s.kgroups == l->want_groups && s.block_k == l->k,
                  "%s %zux%zux%zu: %s kpack %u groups %u, want %s %u %u (%s)", l->arch, l->m, l->n,
                  l->k, s.instr, s.kpack, s.kgroups, l->want, l->want_kpack, l->want_groups, why);
    /* The instruction exists in the registry. */
    const mmaemu_instr *ins = test_instr(l->arch, s.instr, MMAEMU_BF16, MMAEMU_FP32);
    char err[256];
    ck_assert_msg(!mmaemu_schedule_check(&s, ins, err, sizeof err), "%s", err);
}

START_TEST(triton_lowering)
{
    for (size_t i = 0; i < TEST_N(lowerings); i++)
        lower(&lowerings[i]);
    /* FMA paths are refused with a reason. */
    mmaemu_triton_dot d = {TILE(8, 8, 64), MMAEMU_BF16, MMAEMU_FP32};
    mmaemu_schedule s;
    char why[256];
    ck_assert_int_eq(mmaemu_triton_schedule(mmaemu_arch_find("gfx942"), &d, &s, why, sizeof why), -1);
    ck_assert_msg(strstr(why, "FMA"), "%s", why);
}
END_TEST

/* The instruction Triton picks for a dot of format IN (fp32 accumulator;
 * s32 for s8/u8),
 * or NULL when it refuses; why gets the reason. */
static const char *pick(const char *arch, size_t m, size_t n, size_t k, unsigned warps,
                        unsigned nonk, unsigned kpack, mmaemu_format in, char *why, size_t len)
{
    static mmaemu_schedule s;
    mmaemu_triton_dot d = {m, n, k, warps, nonk, kpack, in,
                           mmaemu_format_is_int(in) ? MMAEMU_S32 : MMAEMU_FP32};
    const mmaemu_arch *a = mmaemu_arch_find(arch);
    ck_assert_msg(a != NULL, "%s", arch);
    if (mmaemu_triton_schedule(a, &d, &s, why, len))
        return NULL;
    ck_assert_uint_eq(s.block_k, k);
    ck_assert(s.split_k == 1 && s.promote == 0 && s.epilogue == MMAEMU_EPI_NONE);
    return s.instr;
}

#define ck_pick(want, ...)                                                                    \
    do {                                                                                      \
        char why_[256] = "";                                                                  \
        const char *got_ = pick(__VA_ARGS__, why_, sizeof why_);                              \
        ck_assert_msg(got_ && !strcmp(got_, want), "line %d: %s, want %s (%s)", __LINE__,     \
                      got_ ? got_ : "refused", want, why_);                                   \
    } while (0)

/* NVIDIA (nvidia sheet 7): MMAv3 on sm90 only for M % 64, N % 8,
 * num_warps % 4 and K >= 256 / bits; MMAv5 on sm100; else mma.sync with
 * the format's shape. */
START_TEST(nvidia_rules)
{
    const mmaemu_format BF = MMAEMU_BF16, TF = MMAEMU_TF32, E4 = MMAEMU_E4M3, E5 = MMAEMU_E5M2;
    ck_pick("wgmma.m64nNk8", "sm90", TILE(128, 64, 32), TF);
    ck_pick("wgmma.m64nNk32", "sm90", TILE(128, 64, 64), E4);
    ck_pick("wgmma.m64nNk32", "sm90", TILE(64, 8, 32), E5);
    /* K < 256 / 8: Triton 3.6 converts fp8 to fp16 for mma.sync on sm90
     * (validation/data/gemm-h100, tri_e4m3_f32_w2: cvt.rn.f16x2.e4m3x2 then
     * mma.m16n8k16.f16) */
    ck_pick("mma.m16n8k16", "sm90", TILE(128, 64, 16), E4);
    ck_pick("mma.m16n8k16", "sm90", TILE(128, 64, 8), BF);           /* K < 256 / 16 */
    ck_pick("mma.m16n8k8", "sm90", TILE(128, 64, 4), TF);            /* K < 256 / 32 */
    ck_pick("mma.m16n8k16", "sm90", TILE(96, 64, 64), BF);           /* M % 64 */
    ck_pick("mma.m16n8k16", "sm90", TILE(128, 12, 64), BF);          /* N % 8 */
    /* s8: the H200 recording's PTX (triton-dot-h200 s8_s32_wgmma: 64x64x64,
     * 4 warps; s8_s32_mma: 32x32x64, 2 warps) */
    ck_pick("wgmma.m64nNk32", "sm90", TILE(64, 64, 64), MMAEMU_S8);
    ck_pick("mma.m16n8k32", "sm90", 32, 32, 64, 2, 0, 1, MMAEMU_S8);
    ck_pick("mma.m16n8k32", "sm80", TILE(64, 64, 64), MMAEMU_U8);
    ck_pick("tcgen05.kind::f16", "sm100", TILE(128, 16, 64), BF);
    ck_pick("tcgen05.kind::tf32", "sm100", 64, 64, 32, 8, 0, 1, TF);
    ck_pick("tcgen05.kind::f8f6f4", "sm100", TILE(128, 64, 64), E4);
    ck_pick("mma.m16n8k16", "sm100", TILE(32, 64, 64), BF);          /* M % 64 */
    ck_pick("mma.m16n8k16", "sm100", 128, 64, 64, 2, 0, 1, BF);      /* num_warps % 4 */
    ck_pick("mma.m16n8k32", "sm89", TILE(128, 128, 64), E5);
    ck_pick("mma.m16n8k8", "sm86", TILE(128, 128, 64), TF);
    ck_pick("mma.m16n8k16", "sm120", TILE(128, 128, 64), MMAEMU_FP16);
    ck_pick("mma.m16n8k32", "sm120", TILE(128, 128, 64), E4);
    /* Below sm80 the Triton version read uses FMA. */
    char why[256];
    ck_assert_ptr_null(pick("sm75", TILE(128, 128, 64), MMAEMU_FP16, why, sizeof why));
    ck_assert_msg(strstr(why, "FMA") && strstr(why, "sm75"), "%s", why);
    ck_assert_ptr_null(pick("V100", TILE(128, 128, 64), MMAEMU_FP16, why, sizeof why));
}
END_TEST

/* AMD (amd sheet 5.2): the MFMA table per target and the refusals. */
START_TEST(amd_rules)
{
    const mmaemu_format BF = MMAEMU_BF16, H = MMAEMU_FP16;
    ck_pick("mfma.32x32x4bf16", "gfx908", TILE(64, 64, 16), BF);
    ck_pick("mfma.16x16x8bf16", "gfx908", TILE(16, 64, 16), BF);
    ck_pick("mfma.32x32x8f16", "gfx90a", TILE(64, 64, 16), H);
    ck_pick("mfma.16x16x16f16", "gfx908", 64, 64, 32, 4, 16, 1, H);  /* nonkdim 16 */
    ck_pick("mfma.32x32x8", "gfx942", 16, 16, 32, 4, 32, 1, H);      /* nonkdim 32 */
    ck_pick("mfma.16x16x16", "gfx950", TILE(16, 64, 16), BF);        /* BLOCK_K < 32 */
    static const struct {
        const char *arch;
        size_t m, n, k;
        unsigned nonk, kpack;
        mmaemu_format in;
        const char *why;
    } refused[] = {
        {"gfx942", 8, 64, 64, 0, 1, MMAEMU_BF16, "min(M, N) = 8 < 16"},
        {"gfx942", 64, 64, 64, 8, 1, MMAEMU_BF16, "matrix_instr_nonkdim = 8"},
        {"gfx942", 64, 64, 64, 0, 3, MMAEMU_BF16, "kpack = 3"},
        {"gfx942", 64, 64, 12, 0, 1, MMAEMU_BF16, "BLOCK_K = 12 is not a multiple of the MFMA K = 8"},
        {"gfx942", 64, 64, 8, 0, 2, MMAEMU_BF16, "does not hold kpack = 2"},
        {"gfx942", 64, 64, 64, 0, 1, MMAEMU_E4M3FNUZ, "no MFMA lowering table entry"},
        {"gfx950", 64, 64, 64, 0, 1, MMAEMU_TF32, "no MFMA lowering table entry"},
    };
    for (size_t i = 0; i < TEST_N(refused); i++) {
        char why[256] = "";
        const char *got = pick(refused[i].arch, refused[i].m, refused[i].n, refused[i].k, 4,
                               refused[i].nonk, refused[i].kpack, refused[i].in, why, sizeof why);
        ck_assert_msg(!got && strstr(why, refused[i].why) && !strchr(why, '\n'),
                      "%s case %zu: %s (%s)", refused[i].arch, i, got ? got : "refused", why);
    }
    /* gfx950 overwrites kpack = 2 with 1 and says so. */
    char why[256];
    mmaemu_triton_dot d = {256, 64, 64, 8, 16, 2, MMAEMU_BF16, MMAEMU_FP32};
    mmaemu_schedule s;
    ck_assert(!mmaemu_triton_schedule(mmaemu_arch_find("gfx950"), &d, &s, why, sizeof why));
    ck_assert_uint_eq(s.kpack, 1);
    ck_assert_msg(strstr(why, "forced on gfx950"), "%s", why);
}
END_TEST

/* fp16 accumulators on NVIDIA (the instruction's f16-accumulator form, chained
 * in fp16: the model's row for that format resolves), not on AMD; only a
 * whole request is lowered. */
START_TEST(refused_requests)
{
    char why[256] = "";
    mmaemu_schedule s;
    mmaemu_triton_dot d = {TILE(128, 128, 64), MMAEMU_FP16, MMAEMU_FP16};
    ck_assert_int_eq(mmaemu_triton_schedule(mmaemu_arch_find("sm90"), &d, &s, why, sizeof why), 0);
    ck_assert_str_eq(s.instr, "wgmma.m64nNk16");
    ck_assert_int_eq(test_instr("sm90", s.instr, MMAEMU_FP16, MMAEMU_FP16)->step.acc_fmt, MMAEMU_FP16);
    mmaemu_triton_dot d2 = {16, 16, 32, 4, 0, 1, MMAEMU_FP16, MMAEMU_FP16};
    ck_assert_int_eq(mmaemu_triton_schedule(mmaemu_arch_find("sm80"), &d2, &s, why, sizeof why), 0);
    ck_assert_str_eq(s.instr, "mma.m16n8k16");
    ck_assert_int_eq(test_instr("sm80", s.instr, MMAEMU_FP16, MMAEMU_FP16)->step.acc_fmt, MMAEMU_FP16);
    ck_assert_int_eq(mmaemu_triton_schedule(mmaemu_arch_find("gfx942"), &d, &s, why, sizeof why), -1);
    ck_assert_msg(strstr(why, "fp16 accumulator on AMD"), "%s", why);
    d.acc = MMAEMU_BF16;
    ck_assert_int_eq(mmaemu_triton_schedule(mmaemu_arch_find("sm90"), &d, &s, why, sizeof why), -1);
    ck_assert_msg(strstr(why, "only fp32 and fp16"), "%s", why);
    d.acc = MMAEMU_FP32;
    ck_assert_int_eq(mmaemu_triton_schedule(NULL, &d, &s, why, sizeof why), -1);
    ck_assert_int_eq(mmaemu_triton_schedule(mmaemu_arch_find("sm90"), NULL, &s, NULL, 0), -1);
}
END_TEST

/* A vendor library's default: a plain chain of Triton's instruction. */
START_TEST(library_schedule)
{
    static const struct { const char *arch, *instr; mmaemu_format in; } cases[] = {
        {"H100", "wgmma.m64nNk16", MMAEMU_BF16},
        {"A100", "mma.m16n8k16", MMAEMU_FP16},
        {"MI300X", "mfma.32x32x8", MMAEMU_BF16},
        {"MI250X", "mfma.32x32x8bf16_1k", MMAEMU_BF16},
    };
    char err[256], text[256];
    mmaemu_schedule s;
    for (size_t i = 0; i < TEST_N(cases); i++) {
        ck_assert_msg(!mmaemu_library_schedule(mmaemu_arch_find(cases[i].arch), cases[i].in,
                                               MMAEMU_FP32, &s, err, sizeof err), "%s", err);
        mmaemu_schedule_format(&s, text, sizeof text);
        char want[256];
        snprintf(want, sizeof want, "instr=%s block_k=0 kgroups=1 kpack=1 split_k=1 combine=seq "
                 "promote=0 out=fp32", cases[i].instr);
        ck_assert_str_eq(text, want);
    }
    /* gfx950 fp8: no Triton instruction, so no library default either. */
    ck_assert_int_eq(mmaemu_library_schedule(mmaemu_arch_find("gfx950"), MMAEMU_E4M3, MMAEMU_FP32,
                                             &s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "Triton"), "%s", err);
}
END_TEST

#ifndef MMAEMU_VALDATA
#define MMAEMU_VALDATA "validation/data"
#endif

/* The registry name of a PTX / AMDGCN mnemonic. */
static void registry_name(const char *mn, char *out, size_t len)
{
    if (!strncmp(mn, "mma.sync.aligned.", 17)) {
        snprintf(out, len, "mma.%.*s", (int)strcspn(mn + 17, "."), mn + 17);
    } else if (!strncmp(mn, "wgmma.", 6)) {
        const char *k = strstr(mn, "k16");
        snprintf(out, len, "%s", k ? "wgmma.m64nNk16" : "?");
    } else if (!strncmp(mn, "tcgen05.mma", 11) && strstr(mn, "kind::f16")) {
        snprintf(out, len, "tcgen05.kind::f16");
    } else if (!strncmp(mn, "v_mfma_f32_", 11)) {
        char t[160];
        snprintf(t, sizeof t, "%s", mn + 11);
        size_t l = strlen(t);
        if (l > 5 && !strcmp(t + l - 5, "_bf16"))
            t[l - 5] = '\0';
        snprintf(out, len, "mfma.%s", t);
    } else {
        snprintf(out, len, "?%s", mn);
    }
}

/* Every dot Triton 3.6 compiled for sm80/90/100 and gfx90a/942/950
 * (validation/data/triton-lowering/lowering.txt, recorded with the real
 * compiler): our lowering names the same instruction and, on AMD, the same
 * kWidth (= k / kgroups * kpack). */
START_TEST(triton_lowering_matches_compiler)
{
    char path[1024], line[512];
    snprintf(path, sizeof path, "%s/triton-lowering/lowering.txt", MMAEMU_VALDATA);
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "%s", path);
    int checked = 0;
    while (fgets(line, sizeof line, f)) {
        char kernel[32], target[32], *p;
        if (sscanf(line, "%31s %31s", kernel, target) != 2 || !strstr(line, "kW=") ||
            (strncmp(target, "cuda:", 5) && strncmp(target, "hip:", 4)))
            continue;
        if (strcmp(kernel, "helion_fwd") && strcmp(kernel, "helion_bwd") && strcmp(kernel, "inductor_tem"))
            continue;
        const int ind = !strcmp(kernel, "inductor_tem");
        unsigned nonk = ind ? 16 : 0, kpack = ind ? 2 : 1;
        if ((p = strstr(line, "matrix_instr_nonkdim=")))
            nonk = (unsigned)atoi(p + 21);
        if ((p = strstr(line, "kpack=")))
            kpack = (unsigned)atoi(p + 6);
        size_t m, n, k;
        char mn[128];
        int kw = -1;
        p = strstr(line, ": ");
        ck_assert(p != NULL);
        const char *tile = p;
        while (tile > line && tile[-1] != ' ')
            tile--;
        ck_assert_int_eq(sscanf(tile, "%zux%zux%zu:", &m, &n, &k), 3);
        ck_assert_int_eq(sscanf(p + 2, "%127s", mn), 1);
        if ((p = strstr(line, "kW=")))
            kw = atoi(p + 3);
        const char *arch = !strcmp(target, "cuda:80") ? "sm80" : !strcmp(target, "cuda:90") ? "sm90"
                           : !strcmp(target, "cuda:100") ? "sm100" : target + 4;
        mmaemu_triton_dot d = {m, n, k, ind ? 8u : 4u, nonk, kpack, MMAEMU_BF16, MMAEMU_FP32};
        mmaemu_schedule s;
        char why[256], want[192];
        ck_assert_msg(!mmaemu_triton_schedule(mmaemu_arch_find(arch), &d, &s, why, sizeof why), "%s", why);
        registry_name(mn, want, sizeof want);
        ck_assert_msg(!strcmp(s.instr, want), "%s %s %zux%zux%zu: ours %s, Triton %s (%s)", kernel, target,
                      m, n, k, s.instr, want, mn);
        if (target[0] == 'h') {
            const mmaemu_instr *ins = test_instr(arch, s.instr, MMAEMU_BF16, MMAEMU_FP32);
            int ours = ins->k / (int)s.kgroups * (int)s.kpack;
            ck_assert_msg(ours == kw, "%s %s %zux%zux%zu kpack %u: kWidth ours %d, Triton %d", kernel,
                          target, m, n, k, kpack, ours, kw);
        }
        checked++;
    }
    fclose(f);
    printf("triton lowering: %d dots match the Triton 3.6 compiles\n", checked);
    ck_assert_int_ge(checked, 50);
}
END_TEST

/* fp8 wgmma promotion as Triton 3.6's WGMMA.cpp lowers max_num_imprecise_acc = N:
 * a partial accumulator added back after every wgmma that brings its K to N or more
 * (steps of 32) and at the block's end; N > BLOCK_K (the default 2^30): none.  On
 * an H100, BLOCK_K = 64, N = 32 equals promote=32 bit for bit and BLOCK_K = 128,
 * N = 64 equals promote=64 (issue 27's recordings). */
START_TEST(fp8_promotion)
{
    static const struct {
        unsigned block_k;
        long n;
        size_t promote;    /* (size_t)-1: refused */
    } cases[] = {
        {64, 32, 32}, {128, 64, 64}, {128, 32, 32}, {64, 64, 64}, {64, 40, 64}, {128, 20, 32},
        {64, 1L << 30, 0}, {64, 65, 0}, {128, 96, (size_t)-1}, {128, 48, 64},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[160], why[256] = "";
        mmaemu_triton_config c;
        mmaemu_schedule s;
        snprintf(text, sizeof text, "BLOCK_M=128 BLOCK_N=128 BLOCK_K=%u num_warps=4 "
                 "max_num_imprecise_acc=%ld", cases[i].block_k, cases[i].n);
        ck_assert_msg(!mmaemu_triton_config_parse(text, &c, why, sizeof why), "%s", why);
        int rc = mmaemu_triton_config_schedule(mmaemu_arch_find("sm90"), &c, MMAEMU_E4M3,
                                               MMAEMU_FP32, &s, why, sizeof why);
        if (cases[i].promote == (size_t)-1) {
            ck_assert_msg(rc == -1 && strstr(why, "uneven"), "%s: %s", text, why);
            continue;
        }
        ck_assert_msg(rc == 0, "%s: %s", text, why);
        ck_assert_msg(!strncmp(s.instr, "wgmma", 5), "%s: %s", text, s.instr);
        ck_assert_msg(s.promote == cases[i].promote, "%s: promote=%zu, Triton %zu", text,
                      s.promote, cases[i].promote);
    }
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(triton_lowering),
        TEST_ONCE(nvidia_rules),
        TEST_ONCE(amd_rules),
        TEST_ONCE(refused_requests),
        TEST_ONCE(library_schedule),
        TEST_ONCE(triton_lowering_matches_compiler),
        TEST_ONCE(fp8_promotion),
    };
    return TEST_RUN("triton_lower", tests);
}
