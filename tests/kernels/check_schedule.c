/* check_schedule.c -- the schedule language (kernels/schedule.c), the
 * consumption order and split/promote arithmetic of the GEMM driver
 * (kernels/gemm.c), Triton's lowering per arch (kernels/triton_lower.c),
 * the DCPP config, and torch's assert_close (kernels/compare.c).
 *
 * Independent grounds: the kpack K groups are the table of the AMD
 * research sheet (shared/research/amd-mfma.md 5.3, derived from Triton's
 * MFMA.cpp and linear layouts); the sm90 instructions are the ones the
 * H100 recording's TTGIR/PTX/SASS show (validation/data/dcpp-h100/README.md);
 * split-K and promotion are recomputed here with the MPFR reference dot
 * and C float adds. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

static const mmaemu_instr *instr(const char *arch, const char *name)
{
    char err[512];
    const mmaemu_arch *a = mmaemu_arch_find(arch);
    ck_assert(a != NULL);
    const mmaemu_instr *i = mmaemu_instr_select(a, NULL, name, MMAEMU_BF16, MMAEMU_FP32, err, sizeof err);
    ck_assert_msg(i != NULL, "%s", err);
    return i;
}

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
    const mmaemu_instr *m16 = instr("gfx942", "mfma.16x16x16");
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

/* The K of each L = 8 step of a gfx942 MFMA chain, as sets, in order. */
static void steps_of(const char *name, unsigned kgroups, unsigned kpack, size_t K,
                     const char *want)
{
    const mmaemu_instr *ins = instr("gfx942", name);
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

START_TEST(split_and_promote_against_reference)
{
    const mmaemu_instr *ins = instr("sm90", "mma.m16n8k8");
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
                uint32_t ra[256] = {0}, rb[256] = {0}, part[16];
                for (int k = 0; k < K; k++) {
                    ra[k] = a[i * K + k];
                    rb[k] = b[k * N + j];
                }
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

/* Triton's instruction for each DCPP dot. */
static void lower(const char *arch, size_t m, size_t n, size_t k, unsigned warps, unsigned nonk,
                  unsigned kpack, const char *want, unsigned want_kpack, unsigned want_groups)
{
    mmaemu_triton_dot d = {m, n, k, warps, nonk, kpack, MMAEMU_BF16, MMAEMU_FP32};
    mmaemu_schedule s;
    char why[256];
    ck_assert_msg(!mmaemu_triton_schedule(mmaemu_arch_find(arch), &d, &s, why, sizeof why), "%s", why);
    ck_assert_msg(!strcmp(s.instr, want) && s.kpack == want_kpack && s.kgroups == want_groups &&
                      s.block_k == k,
                  "%s %zux%zux%zu: %s kpack %u groups %u, want %s %u %u (%s)", arch, m, n, k, s.instr,
                  s.kpack, s.kgroups, want, want_kpack, want_groups, why);
    /* The instruction exists in the registry. */
    const mmaemu_instr *ins = instr(arch, s.instr);
    char err[256];
    ck_assert_msg(!mmaemu_schedule_check(&s, ins, err, sizeof err), "%s", err);
}

START_TEST(triton_lowering)
{
    /* sm90: the recording's TTGIR/PTX (README "Which MMA instruction"). */
    lower("sm90", 256, 64, 32, 4, 0, 1, "wgmma.m64nNk16", 1, 1);    /* Helion fwd acc */
    lower("sm90", 32, 64, 256, 4, 0, 1, "mma.m16n8k16", 1, 1);      /* Helion fwd out */
    lower("sm90", 256, 64, 16, 4, 0, 1, "wgmma.m64nNk16", 1, 1);    /* Helion bwd db */
    lower("sm90", 16, 64, 256, 4, 0, 1, "mma.m16n8k16", 1, 1);      /* dy */
    lower("sm90", 16, 256, 64, 4, 0, 1, "mma.m16n8k16", 1, 1);      /* dx1 */
    lower("sm90", 256, 16, 64, 4, 0, 1, "wgmma.m64nNk16", 1, 1);    /* dxt */
    lower("sm90", 256, 64, 64, 8, 16, 2, "wgmma.m64nNk16", 1, 1);   /* Inductor template */
    lower("sm90", 256, 64, 64, 2, 0, 1, "mma.m16n8k16", 1, 1);      /* num_warps % 4 != 0 */
    lower("sm80", 256, 64, 64, 8, 0, 1, "mma.m16n8k16", 1, 1);
    /* gfx942 (research sheet 5.2): 32x32 when min(M,N) >= 32, else 16x16. */
    lower("gfx942", 256, 64, 32, 4, 0, 1, "mfma.32x32x8", 1, 2);
    lower("gfx942", 32, 64, 256, 4, 0, 1, "mfma.32x32x8", 1, 2);
    lower("gfx942", 16, 64, 256, 4, 0, 1, "mfma.16x16x16", 1, 4);
    lower("gfx942", 256, 16, 64, 4, 0, 1, "mfma.16x16x16", 1, 4);
    lower("gfx942", 256, 64, 64, 8, 16, 2, "mfma.16x16x16", 2, 4);
    /* gfx950: the double-K instructions when BLOCK_K allows; kpack forced 1. */
    lower("gfx950", 256, 64, 32, 4, 0, 1, "mfma.32x32x16", 1, 2);
    lower("gfx950", 256, 64, 16, 4, 0, 1, "mfma.32x32x16", 1, 2);
    lower("gfx950", 16, 64, 256, 4, 0, 1, "mfma.16x16x32", 1, 4);
    lower("gfx950", 256, 64, 64, 8, 16, 2, "mfma.16x16x32", 1, 4);
    lower("gfx950", 256, 64, 8, 8, 32, 1, "mfma.32x32x8", 1, 2);
    lower("gfx90a", 256, 64, 32, 4, 0, 1, "mfma.32x32x8bf16_1k", 1, 2);
    lower("gfx90a", 16, 64, 256, 4, 0, 1, "mfma.16x16x16bf16_1k", 1, 4);
    /* FMA paths are refused with a reason. */
    mmaemu_triton_dot d = {8, 8, 64, 4, 0, 1, MMAEMU_BF16, MMAEMU_FP32};
    mmaemu_schedule s;
    char why[256];
    ck_assert_int_eq(mmaemu_triton_schedule(mmaemu_arch_find("gfx942"), &d, &s, why, sizeof why), -1);
    ck_assert_msg(strstr(why, "FMA"), "%s", why);
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
            const mmaemu_instr *ins = instr(arch, s.instr);
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

START_TEST(dcpp_config)
{
    char err[512];
    mmaemu_dcpp_config c;
    mmaemu_dcpp_config_init(&c, mmaemu_arch_find("gfx942"));
    ck_assert(!mmaemu_dcpp_config_set(&c, "inductor.block_k=32", err, sizeof err));
    ck_assert_uint_eq(c.inductor_block_k, 32);
    ck_assert_int_eq(mmaemu_dcpp_config_set(&c, "inductor.blockk=32", err, sizeof err), -1);
    ck_assert_msg(strstr(err, "unknown key 'inductor.blockk'"), "%s", err);
    ck_assert_int_eq(mmaemu_dcpp_config_set(&c, "helion.nonkdim=8", err, sizeof err), -1);
    ck_assert_int_eq(mmaemu_dcpp_config_set(&c, "inductor.kpack=x", err, sizeof err), -1);
    ck_assert_int_eq(mmaemu_dcpp_config_schedule(&c, "inductor.buf9=instr=x", err, sizeof err), -1);
    ck_assert_msg(strstr(err, "inductor.buf3"), "%s", err);
    ck_assert_int_eq(mmaemu_dcpp_config_schedule(&c, "helion.dxt=bogus", err, sizeof err), -1);
    ck_assert(!mmaemu_dcpp_config_schedule(&c, "helion.dxt=kpack=2", err, sizeof err));
    mmaemu_dcpp_gemm_plan pl[4];
    ck_assert_int_eq(mmaemu_dcpp_plan(&c, MMAEMU_DCPP_INDUCTOR, 0, pl, err, sizeof err), 2);
    ck_assert_str_eq(pl[1].instr->name, "mfma.16x16x16");
    ck_assert_uint_eq(pl[1].sched.block_k, 32);
    ck_assert_uint_eq(pl[1].sched.kpack, 2);
    ck_assert_int_eq(mmaemu_dcpp_plan(&c, MMAEMU_DCPP_HELION, 1, pl, err, sizeof err), 4);
    ck_assert_str_eq(pl[3].name, "helion.dxt");
    ck_assert_uint_eq(pl[3].sched.kpack, 2);
    ck_assert_msg(strstr(pl[3].why, "overridden"), "%s", pl[3].why);
    /* A cast the program fixes cannot be changed. */
    ck_assert(!mmaemu_dcpp_config_schedule(&c, "helion.dy=out=fp32", err, sizeof err));
    ck_assert_int_eq(mmaemu_dcpp_plan(&c, MMAEMU_DCPP_HELION, 1, pl, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "helion.dy") && strstr(err, "cast"), "%s", err);
}
END_TEST

START_TEST(assert_close_semantics)
{
    /* bf16 patterns: 1.0, 1.0078125 (1 ulp), 100, 0, NaN, +inf */
    const uint16_t e[6] = {0x3F80, 0x3F80, 0x42C8, 0x0000, 0x7FC0, 0x7F80};
    const uint16_t a[6] = {0x3F80, 0x3F81, 0x42C9, 0x8000, 0x7FC0, 0x7F80};
    mmaemu_compare_stats s;
    mmaemu_compare(MMAEMU_BF16, a, e, 6, 0.2, 0.01, &s);
    /* 100 vs 100.5: |d| = 0.5 <= 0.2 + 0.01 * 100 = 1.2: close.  NaN vs NaN
     * is never close (equal_nan = False). */
    ck_assert_uint_eq(s.differ, 3);
    ck_assert_uint_eq(s.not_close, 1);
    ck_assert(s.max_abs == INFINITY);   /* the NaN pair */
    ck_assert_uint_eq(s.ulp_hist[0], 4);   /* equal patterns and +0 / -0 */
    ck_assert_uint_eq(s.ulp_hist[1], 2);
    mmaemu_compare(MMAEMU_BF16, a, e, 4, 0.0, 0.001, &s);
    ck_assert_uint_eq(s.not_close, 2);    /* 1 ulp at 1.0 is 0.0078 > 0.001 */
    ck_assert(fabs(s.max_abs - 0.5) < 1e-12);
    ck_assert_uint_eq(s.max_abs_at, 2);
    double rtol, atol;
    mmaemu_compare_default_tol(MMAEMU_BF16, &rtol, &atol);
    ck_assert(rtol == 1.6e-2 && atol == 1e-5);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("schedule");
    TCase *tc = tcase_create("schedule");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, parse_format_roundtrip);
    tcase_add_test(tc, parse_errors);
    tcase_add_test(tc, check_against_instruction);
    tcase_add_test(tc, kpack_groups_match_research_table);
    tcase_add_test(tc, split_and_promote_against_reference);
    tcase_add_test(tc, triton_lowering);
    tcase_add_test(tc, triton_lowering_matches_compiler);
    tcase_add_test(tc, dcpp_config);
    tcase_add_test(tc, assert_close_semantics);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
