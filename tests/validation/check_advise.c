/* SPDX-License-Identifier: MIT */
/* check_advise.c -- the remedy knobs of kernels/dcpp.c and the advise
 * search (validation/advise*.c) on grounds they did not produce:
 *
 *  - inductor.buf3=template: Inductor's buf3 on the H100 recording's inputs
 *    (validation/data/dcpp-h100/seed1) equals the *recorded* Helion dxt bit
 *    for bit (a wgmma on the device, the template's measured lowering), while
 *    the library preset's buf3 equals the recorded cuBLAS buf3;
 *  - {helion,inductor}.dx_sum=fp32 on exactly representable inputs: dx equals
 *    bf16(fp32(dx1 + dxt)) with dx1, dxt the exact sums computed here, and
 *    the default equals bf16(bf16(dx1) + bf16(dxt)) computed here; the two
 *    differ;
 *  - the search's baseline on the chained recording counts what the test
 *    counts on the recorded device dx of both paths (3 differ, 2 outside
 *    assert_close(0.2, 0.01), max abs 8), and inductor-buf3-template brings
 *    it to 0;
 *  - any split of the work over ranks merges to the single-process tallies,
 *    byte for byte, and those equal each remedy evaluated alone (no cache). */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

#define NB 2
#define M_ MMAEMU_DCPP_M
#define D_ MMAEMU_DCPP_D
#define K_ MMAEMU_DCPP_K

static uint16_t *gen(unsigned tid, size_t n)
{
    uint16_t *v = malloc(n * sizeof *v);
    ck_assert(v != NULL);
    mmaemu_dcpp_fill(1, tid, v, n);
    return v;
}

static void config(mmaemu_dcpp_config *c, const char *arch, const char *const *sets)
{
    char err[512];
    mmaemu_dcpp_config_init(c, mmaemu_arch_find(arch));
    ck_assert(c->arch != NULL);
    for (int i = 0; sets && sets[i]; i++)
        ck_assert_msg(!mmaemu_dcpp_config_set(c, sets[i], err, sizeof err), "%s: %s", sets[i], err);
}

/* RNE of an exact double to bf16, by arithmetic on the value (no library
 * conversion): 8 significant bits, nearbyint ties to even. */
static uint16_t bf16_rne(double v)
{
    if (v == 0)
        return signbit(v) ? 0x8000 : 0;
    int e;
    frexp(v, &e);
    double r = ldexp(nearbyint(ldexp(v, 8 - e)), e - 8);
    float f = (float)r;   /* exact: 8 significant bits */
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return (uint16_t)(u >> 16);
}

static double bf16(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

START_TEST(knobs_parse)
{
    char err[512];
    mmaemu_dcpp_config c;
    config(&c, "sm90", NULL);
    ck_assert(!mmaemu_dcpp_config_set(&c, "inductor.buf3=template", err, sizeof err));
    ck_assert(!mmaemu_dcpp_config_set(&c, "inductor.xty=template", err, sizeof err));
    ck_assert_uint_eq(c.inductor_template, 9);
    ck_assert(!mmaemu_dcpp_config_set(&c, "inductor.buf3=library", err, sizeof err));
    ck_assert_uint_eq(c.inductor_template, 1);
    ck_assert_int_eq(mmaemu_dcpp_config_set(&c, "inductor.buf1=triton", err, sizeof err), -1);
    ck_assert_msg(strstr(err, "expected library or template"), "%s", err);
    ck_assert(!mmaemu_dcpp_config_set(&c, "helion.dx_sum=fp32", err, sizeof err));
    ck_assert(c.dx_sum_fp32[0] && !c.dx_sum_fp32[1]);
    ck_assert_int_eq(mmaemu_dcpp_config_set(&c, "inductor.dx_sum=fp16", err, sizeof err), -1);
    ck_assert_msg(strstr(err, "expected bf16 or fp32"), "%s", err);
    ck_assert_int_eq(mmaemu_dcpp_config_set(&c, "inductor.buf2=template", err, sizeof err), -1);
    ck_assert_msg(strstr(err, "unknown key"), "%s", err);
}
END_TEST

/* The plan names the template's measured instruction (docs/dcpp.md: the
 * template dot is a wgmma on sm90, mfma 16x16x16 kpack 2 on gfx942). */
START_TEST(knobs_plan)
{
    static const char *const t3[] = {"lib=cublas13.1-h100", "inductor.buf3=template", NULL};
    static const char *const lib[] = {"lib=cublas13.1-h100", NULL};
    char err[512];
    mmaemu_dcpp_config c;
    mmaemu_dcpp_gemm_plan pl[4];
    config(&c, "sm90", lib);
    ck_assert_int_eq(mmaemu_dcpp_plan(&c, MMAEMU_DCPP_INDUCTOR, 1, pl, err, sizeof err), 4);
    ck_assert_str_eq(pl[3].instr->name, "mma.m16n8k8");   /* the measured cuBLAS rule */
    config(&c, "sm90", t3);
    ck_assert_int_eq(mmaemu_dcpp_plan(&c, MMAEMU_DCPP_INDUCTOR, 1, pl, err, sizeof err), 4);
    ck_assert_str_eq(pl[3].instr->name, "wgmma.m64nNk16");
    ck_assert_msg(strstr(pl[3].why, "inductor.buf3=template"), "%s", pl[3].why);
    config(&c, "gfx942", t3 + 1);
    ck_assert_int_eq(mmaemu_dcpp_plan(&c, MMAEMU_DCPP_INDUCTOR, 1, pl, err, sizeof err), 4);
    ck_assert_str_eq(pl[3].instr->name, "mfma.16x16x16");
    ck_assert_uint_eq(pl[3].sched.kpack, 2);
}
END_TEST

/* buf3 as the template on the recording's inputs, against the device. */
START_TEST(template_buf3_recorded)
{
    static const char *const lib[] = {"lib=cublas13.1-h100", NULL};
    static const char *const t3[] = {"lib=cublas13.1-h100", "inductor.buf3=template", NULL};
    static const size_t sDM[3] = {NB, D_, M_};
    const int U = MMAEMU_NPY_U16;
    char err[512];
    uint16_t *x = gen(1, NB * M_ * D_), *y = gen(2, NB * M_ * K_), *dout = gen(3, NB * M_ * K_),
             *b = gen(4, NB * D_ * K_);
    uint16_t *h_dxt = test_load_recording("dcpp-h100/seed1/h_dxt", U, 3, sDM, NULL);
    uint16_t *i_buf3 = test_load_recording("dcpp-h100/seed1/i_buf3.xor-h_dxt", U, 3, sDM, h_dxt);
    size_t nmd = NB * M_ * D_, nmk = NB * M_ * K_, ndk = NB * D_ * K_;
    uint16_t *db2 = malloc(ndk * 2), *dy = malloc(nmk * 2), *dxt = malloc(nmd * 2),
             *dx = malloc(nmd * 2);
    ck_assert(db2 && dy && dxt && dx);
    for (int t = 0; t < 2; t++) {
        mmaemu_dcpp_config c;
        config(&c, "sm90", t ? t3 : lib);
        mmaemu_dcpp_bwd o = {NULL, db2, dy, NULL, dxt, dx};
        ck_assert_msg(!mmaemu_dcpp_backward(&c, MMAEMU_DCPP_INDUCTOR, NB, x, y, dout, b, &o, err,
                                            sizeof err), "%s", err);
        size_t vs_h = 0, vs_i = 0;
        for (size_t i = 0; i < nmd; i++)
            vs_h += dxt[i] != h_dxt[i], vs_i += dxt[i] != i_buf3[i];
        printf("buf3 %s: %zu elements differ from the recorded Helion dxt, %zu from the recorded "
               "cuBLAS buf3\n", t ? "as the template" : "library preset", vs_h, vs_i);
        ck_assert_uint_eq(t ? vs_h : vs_i, 0);
        ck_assert_uint_gt(t ? vs_i : vs_h, 0);
    }
    free(x), free(y), free(dout), free(b), free(h_dxt), free(i_buf3);
    free(db2), free(dy), free(dxt), free(dx);
}
END_TEST

/* A small problem of exactly representable values: multiples of 1/16 in
 * [-15/16, 15/16], so every GEMM sum here is exact in fp32 and in every
 * model's datapath (at most 22 significant bits). */
#define SM 48
#define SD 32
#define SK 16
static void small_inputs(uint16_t *v, size_t n, test_rng *r)
{
    for (size_t i = 0; i < n; i++)
        v[i] = bf16_rne(((double)test_rng_below(r, 31) - 15) / 16);
}

/* dx of path p under dx_sum (bf16 or fp32) on the small problem. */
static void small_dx(const char *arch, int p, int fp32, const uint16_t *x, const uint16_t *y,
                     const uint16_t *dout, const uint16_t *b, uint16_t *db2, uint16_t *dx)
{
    static const char *const sums[2][2] = {{"helion.dx_sum=bf16", "inductor.dx_sum=bf16"},
                                           {"helion.dx_sum=fp32", "inductor.dx_sum=fp32"}};
    const char *sets[2] = {sums[fp32][p], NULL};
    char err[512];
    mmaemu_dcpp_config c;
    config(&c, arch, sets);
    ck_assert(!mmaemu_dcpp_config_shape(&c, SM, SD, SK, err, sizeof err));
    uint16_t dy[SM * SK];
    mmaemu_dcpp_bwd o = {NULL, db2, dy, NULL, NULL, dx};
    ck_assert_msg(!mmaemu_dcpp_backward(&c, (mmaemu_dcpp_path)p, 1, x, y, dout, b, &o, err,
                                        sizeof err), "%s", err);
}

START_TEST(dx_sum_fp32_exact)
{
    static const char *const arches[2] = {"sm90", "gfx942"};
    test_rng r = {16};
    static uint16_t x[SM * SD], y[SM * SK], dout[SM * SK], b[SD * SK], db2[SD * SK];
    static uint16_t dx[2][SM * SD];
    small_inputs(x, SM * SD, &r), small_inputs(y, SM * SK, &r);
    small_inputs(dout, SM * SK, &r), small_inputs(b, SD * SK, &r);
    size_t n_fp32_vs_bf16 = 0;
    for (int p = 0; p < 2; p++) {
        for (int f = 0; f < 2; f++)
            small_dx(arches[_i], p, f, x, y, dout, b, db2, dx[f]);
        for (size_t d = 0; d < SD; d++)   /* db2 = bf16(exact db) */
            for (size_t k = 0; k < SK; k++) {
                double s = 0;
                for (size_t m = 0; m < SM; m++)
                    s += bf16(x[m * SD + d]) * bf16(dout[m * SK + k]);
                ck_assert_uint_eq(db2[d * SK + k], bf16_rne(s));
            }
        for (size_t m = 0; m < SM; m++)
            for (size_t d = 0; d < SD; d++) {
                double dx1 = 0, dxt = 0;
                for (size_t k = 0; k < SK; k++) {
                    dx1 += bf16(dout[m * SK + k]) * bf16(b[d * SK + k]);
                    dxt += bf16(db2[d * SK + k]) * bf16(y[m * SK + k]);
                }
                uint16_t want32 = bf16_rne((double)(float)(dx1 + dxt));
                uint16_t want16 = bf16_rne(bf16(bf16_rne(dx1)) + bf16(bf16_rne(dxt)));
                ck_assert_msg(dx[1][m * SD + d] == want32 && dx[0][m * SD + d] == want16,
                              "%s path %d dx[%zu,%zu]: fp32 sum %04x want %04x, bf16 sum %04x "
                              "want %04x", arches[_i], p, m, d, dx[1][m * SD + d], want32,
                              dx[0][m * SD + d], want16);
                n_fp32_vs_bf16 += want32 != want16;
            }
    }
    printf("dx_sum on %s: both paths equal the compositions computed here; fp32 and bf16 sums "
           "differ in %zu of %d elements\n", arches[_i], n_fp32_vs_bf16, 2 * SM * SD);
    ck_assert_uint_gt(n_fp32_vs_bf16, 0);
}
END_TEST

START_TEST(candidates_named)
{
    static const char *const first[] = {"baseline", "inductor-buf3-template",
                                        "inductor-all-template", "dx-fp32-sum"};
    int n = mmaemu_advise_candidates(NULL, 0);
    mmaemu_advise_remedy *r = calloc((size_t)n, sizeof *r);
    ck_assert(r != NULL);
    ck_assert_int_eq(mmaemu_advise_candidates(r, n), n);
    ck_assert_int_eq(n, 3 * 2 * 7 * 7);   /* lib x dx x Inductor tile x Helion tile */
    for (int i = 0; i < 4; i++)
        ck_assert_str_eq(r[i].name, first[i]);
    ck_assert_int_eq(r[0].n_knobs, 0);
    ck_assert_int_eq(r[3].n_knobs, 2);
    ck_assert_str_eq(r[3].knob[0], "helion.dx_sum=fp32");
    ck_assert_str_eq(r[3].knob[1], "inductor.dx_sum=fp32");
    int found = 0;
    for (int i = 0; i < n; i++) {
        found |= !strcmp(r[i].name, "dx-fp32-sum+inductor-buf3-template");
        for (int j = 0; j < i; j++)
            ck_assert_msg(strcmp(r[i].name, r[j].name), "duplicate %s", r[i].name);
        mmaemu_dcpp_config c;   /* every knob parses */
        config(&c, "gfx942", NULL);
        for (int k = 0; k < r[i].n_knobs; k++) {
            char err[512];
            ck_assert_msg(!mmaemu_dcpp_config_set(&c, r[i].knob[k], err, sizeof err), "%s", err);
        }
    }
    ck_assert(found);
    free(r);
}
END_TEST

/* The chained recording: what the device's two dx differ by, counted here
 * from the recorded tensors, is the search's baseline; the top H100 remedy
 * removes it. */
START_TEST(advise_h100_recorded)
{
    static const size_t sMD[3] = {NB, M_, D_};
    const int U = MMAEMU_NPY_U16;
    uint16_t *hc = test_load_recording("dcpp-h100/seed1-chained/hc_dx", U, 3, sMD, NULL);
    uint16_t *ic = test_load_recording("dcpp-h100/seed1-chained/ic_dx.xor-hc_dx", U, 3, sMD, hc);
    uint64_t differ = 0, not_close = 0;
    double max_abs = 0;
    for (size_t i = 0; i < NB * M_ * D_; i++) {
        double a = bf16(hc[i]), e = bf16(ic[i]);
        differ += hc[i] != ic[i];
        not_close += fabs(a - e) > 0.2 + 0.01 * fabs(e);
        max_abs = fmax(max_abs, fabs(a - e));
    }
    static const char *const lib[] = {"lib=cublas13.1-h100", NULL};
    mmaemu_dcpp_config c;
    config(&c, "sm90", lib);
    uint16_t *x = gen(1, NB * M_ * D_), *y = gen(2, NB * M_ * K_), *dout = gen(3, NB * M_ * K_);
    mmaemu_advise_inputs in = {NB, x, y, dout, NULL, 1, 0.2, 0.01};
    mmaemu_advise_remedy r[2];
    mmaemu_advise_candidates(r, 2);
    mmaemu_advise_tally t[2];
    char err[512];
    for (int i = 0; i < 2; i++)
        ck_assert_msg(!mmaemu_advise_eval(&c, &r[i], &in, 0, NB, &t[i], err, sizeof err), "%s", err);
    printf("chained recording: device dx %llu differ, %llu not close, max abs %g; baseline "
           "predicted %llu, %llu, %g; %s: %llu\n", (unsigned long long)differ,
           (unsigned long long)not_close, max_abs, (unsigned long long)t[0].dx_differ,
           (unsigned long long)t[0].dx_not_close, t[0].dx_max_abs, r[1].name,
           (unsigned long long)t[1].dx_differ);
    ck_assert_uint_eq(differ, 3);   /* docs/triage.md's numbers, recounted here */
    ck_assert(t[0].dx_differ == differ && t[0].dx_not_close == not_close &&
              t[0].dx_max_abs == max_abs && !t[0].out_differ && !t[0].dy_differ);
    ck_assert(mmaemu_advise_bit_identical(&t[1]));
    ck_assert_int_lt(mmaemu_advise_cmp(&t[1], &t[0]), 0);
    /* summand-scaled need: within the one-ulp bound 2^-6 of docs/triage.md */
    ck_assert(t[0].dx_rtol_summands > 0 && t[0].dx_rtol_summands <= 1.0 / 64);
    free(hc), free(ic), free(x), free(y), free(dout);
}
END_TEST

/* Any split of the units over ranks merges to the same tallies. */
START_TEST(advise_split_merges)
{
    enum { B = 2, R = 4, NM = 2, SMM = 1024 };
    char err[512];
    mmaemu_dcpp_config c[NM];
    config(&c[0], "gfx942", NULL);
    config(&c[1], "gfx950", NULL);
    ck_assert(!mmaemu_dcpp_config_set(&c[1], "variant=fused-k", err, sizeof err));
    for (int m = 0; m < NM; m++)
        ck_assert(!mmaemu_dcpp_config_shape(&c[m], SMM, D_, K_, err, sizeof err));
    uint16_t *x = gen(1, B * SMM * D_), *y = gen(2, B * SMM * K_), *dout = gen(3, B * SMM * K_);
    mmaemu_advise_inputs in = {B, x, y, dout, NULL, 1, 0.2, 0.01};
    mmaemu_advise_remedy r[R];
    mmaemu_advise_candidates(r, R);
    mmaemu_advise_work w = {r, R, c, NM, &in};
    static mmaemu_advise_tally one[R * NM], part[R * NM], merged[R * NM];
    ck_assert_msg(!mmaemu_advise_run(&w, 0, 1, one, err, sizeof err), "%s", err);
    memset(merged, 0, sizeof merged);
    for (int rank = 0; rank < 3; rank++) {
        ck_assert(!mmaemu_advise_run(&w, rank, 3, part, err, sizeof err));
        for (int i = 0; i < R * NM; i++)
            mmaemu_advise_merge(&merged[i], &part[i]);
    }
    uint64_t bits = 0;
    for (int i = 0; i < R * NM; i++)
        bits += one[i].dx_differ + one[i].out_differ + one[i].dy_differ;
    ck_assert_uint_gt(bits, 0);   /* something to merge */
    ck_assert(!memcmp(one, merged, sizeof one));
    /* the search's path cache changes nothing: each remedy alone, uncached */
    for (int i = 0; i < R; i++)
        for (int m = 0; m < NM; m++) {
            mmaemu_advise_tally t;
            ck_assert(!mmaemu_advise_eval(&c[m], &r[i], &in, 0, B, &t, err, sizeof err));
            ck_assert_msg(!memcmp(&t, &one[i * NM + m], sizeof t), "%s on model %d", r[i].name, m);
        }
    free(x), free(y), free(dout);
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(knobs_parse),
        TEST_ONCE(knobs_plan),
        TEST_LOOP(dx_sum_fp32_exact, 2),
        TEST_ONCE(candidates_named),
        TEST_ONCE(template_buf3_recorded),
        TEST_ONCE(advise_h100_recorded),
        TEST_ONCE(advise_split_merges),
    };
    return TEST_RUN("advise", tests);
}
