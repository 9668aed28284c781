/* SPDX-License-Identifier: MIT */
/* check_dcpp.c -- the DCPP programs' configuration (kernels/dcpp.c): knobs,
 * schedule overrides, library presets and the plan of every GEMM; and the
 * deterministic inputs (kernels/dcpp_inputs.c).
 *
 * Independent grounds: the per-GEMM instructions of docs/dcpp.md ("For the
 * DCPP dots, `mmaemu dcpp plan` prints", measured on sm90 from the H100
 * recording's PTX); the report's knobs (docs/dcpp.md, pytorch/helion#1661);
 * the FNV-1a checksums stored with the H100 recording
 * (validation/data/dcpp-h100) and the first values of its x tensor. */
#include <check.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

#define NB 2
#define M_ MMAEMU_DCPP_M
#define D_ MMAEMU_DCPP_D
#define K_ MMAEMU_DCPP_K

static const uint64_t checksums[2][4] = {
    {0x98f497b4b4d8c10bull, 0xb58548cf3da5b851ull, 0xc1e4b62b3b04a92full, 0xdeabd77d6165a9f9ull},
    {0xc3133aafc108d7f7ull, 0x513e776e0ccd23cbull, 0x2184e48ea3e67ab8ull, 0x7df3532bac84199dull},
};
static const size_t sizes[4] = {NB * M_ * D_, NB * M_ * K_, NB * M_ * K_, NB * D_ * K_};

START_TEST(inputs_checksums)
{
    static const uint16_t x1[6] = {0xbf8a, 0x3f33, 0x3f9a, 0xbec2, 0xbee9, 0x3f39};
    for (int i = 0; i < 6; i++)
        ck_assert_uint_eq(mmaemu_dcpp_input(1, 1, (uint64_t)i), x1[i]);
    for (int s = 0; s < 2; s++)
        for (unsigned t = 1; t <= 4; t++) {
            uint16_t *v = malloc(sizes[t - 1] * sizeof *v);
            ck_assert(v != NULL);
            mmaemu_dcpp_fill((uint64_t)s + 1, t, v, sizes[t - 1]);
            uint64_t h = mmaemu_fnv1a64_u16(v, sizes[t - 1]);
            ck_assert_msg(h == checksums[s][t - 1], "seed %d tensor %u: %016" PRIx64 " want %016" PRIx64,
                          s + 1, t, h, checksums[s][t - 1]);
            free(v);
        }
    printf("dcpp inputs: 8/8 checksums match\n");
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

/* docs/dcpp.md's plan table: the instruction of each GEMM, and the casts
 * (acc, db, xty, buf0 stored fp32; the rest bf16 epilogues). */
static const struct {
    const char *arch;
    mmaemu_dcpp_path path;
    int bwd;
    const char *instr[4];
    unsigned kpack;   /* of the template GEMMs */
} plans[] = {
    {"sm90", MMAEMU_DCPP_HELION, 0, {"wgmma.m64nNk16", "mma.m16n8k16"}, 1},
    {"sm90", MMAEMU_DCPP_HELION, 1, {"wgmma.m64nNk16", "mma.m16n8k16", "mma.m16n8k16", "wgmma.m64nNk16"}, 1},
    {"sm90", MMAEMU_DCPP_INDUCTOR, 0, {"wgmma.m64nNk16", "wgmma.m64nNk16"}, 1},
    {"sm90", MMAEMU_DCPP_INDUCTOR, 1, {"wgmma.m64nNk16", "wgmma.m64nNk16", "wgmma.m64nNk16", "wgmma.m64nNk16"}, 1},
    {"gfx942", MMAEMU_DCPP_HELION, 0, {"mfma.32x32x8", "mfma.32x32x8"}, 1},
    {"gfx942", MMAEMU_DCPP_HELION, 1, {"mfma.32x32x8", "mfma.16x16x16", "mfma.16x16x16", "mfma.16x16x16"}, 1},
    {"gfx942", MMAEMU_DCPP_INDUCTOR, 1, {"mfma.32x32x8", "mfma.16x16x16", "mfma.32x32x8", "mfma.32x32x8"}, 2},
    {"gfx950", MMAEMU_DCPP_HELION, 1, {"mfma.32x32x16", "mfma.16x16x32", "mfma.16x16x32", "mfma.16x16x32"}, 1},
    {"gfx950", MMAEMU_DCPP_INDUCTOR, 0, {"mfma.32x32x16", "mfma.16x16x32"}, 1},
};

START_TEST(plan_per_docs)
{
    char err[512];
    mmaemu_dcpp_config c;
    mmaemu_dcpp_config_init(&c, mmaemu_arch_find(plans[_i].arch));
    mmaemu_dcpp_gemm_plan pl[4];
    const int n = mmaemu_dcpp_plan(&c, plans[_i].path, plans[_i].bwd, pl, err, sizeof err);
    ck_assert_msg(n == (plans[_i].bwd ? 4 : 2), "%s: %d (%s)", plans[_i].arch, n, err);
    for (int g = 0; g < n; g++) {
        const int fp32_out = g == 0;   /* acc, db, xty, buf0 */
        const int template = plans[_i].path == MMAEMU_DCPP_INDUCTOR && (g == 1);
        ck_assert_msg(!strcmp(pl[g].instr->name, plans[_i].instr[g]), "%s %s: %s, docs %s",
                      plans[_i].arch, pl[g].name, pl[g].instr->name, plans[_i].instr[g]);
        ck_assert_int_eq(pl[g].sched.epilogue, fp32_out ? MMAEMU_EPI_NONE : MMAEMU_EPI_BF16);
        ck_assert_uint_eq(pl[g].sched.kpack, template ? plans[_i].kpack : 1);
        ck_assert_msg(pl[g].why[0] && !strchr(pl[g].why, '\n'), "%s: '%s'", pl[g].name, pl[g].why);
    }
}
END_TEST

/* The report's knobs, the library preset, and refusals. */
START_TEST(knobs_and_presets)
{
    char err[512];
    mmaemu_dcpp_config c;
    const mmaemu_arch *h100 = mmaemu_arch_find("H100");
    mmaemu_dcpp_config_init(&c, h100);
    ck_assert(c.helion_fwd_block_m == 32 && c.helion_bwd_block_m == 16 && c.helion_num_warps == 4 &&
              c.helion_nonkdim == 0 && c.helion_kpack == 1);
    ck_assert(c.inductor_block_m == 256 && c.inductor_block_n == 64 && c.inductor_block_k == 64 &&
              c.inductor_num_warps == 8 && c.inductor_nonkdim == 16 && c.inductor_kpack == 2);
    ck_assert(c.n_overrides == 0 && !c.variant[0]);
    /* lib=cublas13.1-h100: buf3 is cutlass s1688 (mma.m16n8k8). */
    ck_assert_msg(!mmaemu_dcpp_config_set(&c, "lib=cublas13.1-h100", err, sizeof err), "%s", err);
    mmaemu_dcpp_gemm_plan pl[4];
    ck_assert_int_eq(mmaemu_dcpp_plan(&c, MMAEMU_DCPP_INDUCTOR, 1, pl, err, sizeof err), 4);
    ck_assert_str_eq(pl[3].name, "inductor.buf3");
    ck_assert_str_eq(pl[3].instr->name, "mma.m16n8k8");
    ck_assert(!mmaemu_dcpp_config_set(&c, "lib=default", err, sizeof err));
    ck_assert_int_eq(mmaemu_dcpp_config_set(&c, "lib=mkl", err, sizeof err), -1);
    ck_assert_msg(strstr(err, "unknown preset"), "%s", err);
    ck_assert(!mmaemu_dcpp_config_set(&c, "variant=mmasim", err, sizeof err));
    ck_assert_str_eq(c.variant, "mmasim");
    ck_assert_int_eq(mmaemu_dcpp_config_set(&c, "helion.kpack=3", err, sizeof err), -1);
    ck_assert_msg(strstr(err, "not a number in [1, 2]"), "%s", err);
    ck_assert_int_eq(mmaemu_dcpp_config_set(&c, "helion.num_warps=-4", err, sizeof err), -1);
    ck_assert_int_eq(mmaemu_dcpp_config_set(&c, "=4", err, sizeof err), -1);
    ck_assert_msg(strstr(err, "expected key=value"), "%s", err);
    /* No Triton matrix instruction below sm80: the plan says why. */
    mmaemu_dcpp_config_init(&c, mmaemu_arch_find("T4"));
    ck_assert_int_eq(mmaemu_dcpp_plan(&c, MMAEMU_DCPP_HELION, 0, pl, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "helion.acc") && strstr(err, "FMA"), "%s", err);
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(inputs_checksums),
        TEST_ONCE(dcpp_config),
        TEST_ONCE(knobs_and_presets),
        TEST_EACH(plan_per_docs, plans),
    };
    return TEST_RUN("dcpp_config", tests);
}
