/* SPDX-License-Identifier: MIT */
/* check_explain.c -- `explain` on grounds it did not produce:
 *
 *  - the H100 recording (validation/data/dcpp-h100, seed 1 and its chained
 *    backward): every element where Helion's dx differs from Inductor's is
 *    attributed to its first divergent rounding, dxt vs buf3, whose values
 *    are the recorded ones; the fp32 value before the cast rounds to the
 *    recorded bf16 by RNE arithmetic done here; the exact value equals a sum
 *    computed here; the model agrees with every observed tensor, and a
 *    corrupted observation is caught at the corrupted tensor;
 *  - schedule differences planted by construction (split-K, the K order,
 *    the step length) are named as the cause;
 *  - the recording's 64-seed sweep (meta/sweep.json: per seed, the device's
 *    mismatch count, elements outside assert_close(0.2, 0.01) and max
 *    abs difference of dx and dy, independent b and chained): predicted
 *    exactly, seeds 1-8 (all 64 under make check-long).
 * The tolerance arithmetic is tested in tests/validation/check_tolerance.c. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "mmaemu.h"
#include "testutil.h"

#define NB 2
#define M_ MMAEMU_DCPP_M
#define D_ MMAEMU_DCPP_D
#define K_ MMAEMU_DCPP_K

static double bf16(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static uint16_t *gen(unsigned tid, size_t n)
{
    uint16_t *v = malloc(n * sizeof *v);
    ck_assert(v != NULL);
    mmaemu_dcpp_fill(1, tid, v, n);
    return v;
}

static void config(mmaemu_dcpp_config *c, const char *arch, const char *set, const char *sched)
{
    char err[512];
    mmaemu_dcpp_config_init(c, mmaemu_arch_find(arch));
    ck_assert(c->arch != NULL);
    if (set)
        ck_assert_msg(!mmaemu_dcpp_config_set(c, set, err, sizeof err), "%s", err);
    if (sched)
        ck_assert_msg(!mmaemu_dcpp_config_schedule(c, sched, err, sizeof err), "%s", err);
}

/* Two runs of the backward on one batch set: A on ca with path pa, B on
 * cb with path pb. */
static void setup(mmaemu_explain *e, const mmaemu_dcpp_config *ca, const mmaemu_dcpp_config *cb,
                  mmaemu_dcpp_path pb, int chained, size_t B, const uint16_t *x, const uint16_t *y,
                  const uint16_t *dout, const uint16_t *b)
{
    memset(e, 0, sizeof *e);
    e->cfg[0] = ca;
    e->cfg[1] = cb;
    e->path[0] = MMAEMU_DCPP_HELION;
    e->path[1] = pb;
    e->bwd = 1;
    e->chained = chained;
    e->B = B;
    e->x = x;
    e->y = y;
    e->dout = dout;
    e->b = b;
}

/* pre lies within half a bf16 ulp of post, and on the boundary only when
 * post is even: RNE, checked in plain double arithmetic. */
static void assert_rne(double pre, uint16_t post)
{
    double v = bf16(post), a = fabs(pre);
    double ulp = ldexp(1, ilogb(a) - 7);
    double d = fabs(pre - v);
    ck_assert_msg(d <= ulp / 2, "pre %.9g is %.9g from bf16 %g (ulp %g)", pre, d, v, ulp);
    if (d == ulp / 2)
        ck_assert_msg((post & 1) == 0, "tie %.9g rounded to odd %04x", pre, post);
}

static const size_t sMD[3] = {NB, M_, D_}, sDM[3] = {NB, D_, M_}, sDK[3] = {NB, D_, K_},
                    sMK[3] = {NB, M_, K_};

/* The recorded tensors of the backward, Helion's (h) and Inductor's (in,
 * stored XOR'ed against Helion's), independent b or chained. */
static void load_observed(int chained, uint16_t *h[MMAEMU_DT_COUNT], uint16_t *in[MMAEMU_DT_COUNT])
{
    const int U = MMAEMU_NPY_U16;
    h[MMAEMU_DT_DB2] = test_load_recording("dcpp-h100/seed1/h_db2", U, 3, sDK, NULL);
    h[MMAEMU_DT_DY] = test_load_recording("dcpp-h100/seed1/h_dy", U, 3, sMK, NULL);
    h[MMAEMU_DT_DXT] = test_load_recording("dcpp-h100/seed1/h_dxt", U, 3, sDM, NULL);
    in[MMAEMU_DT_DB2] = test_load_recording("dcpp-h100/seed1/i_buf0.xor-h_db2", U, 3, sDK,
                                            h[MMAEMU_DT_DB2]);
    in[MMAEMU_DT_DY] = test_load_recording("dcpp-h100/seed1/i_dy.xor-h_dy", U, 3, sMK,
                                           h[MMAEMU_DT_DY]);
    in[MMAEMU_DT_DXT] = test_load_recording("dcpp-h100/seed1/i_buf3.xor-h_dxt", U, 3, sDM,
                                            h[MMAEMU_DT_DXT]);
    if (!chained) {
        h[MMAEMU_DT_DX1] = test_load_recording("dcpp-h100/seed1/h_dx1", U, 3, sMD, NULL);
        in[MMAEMU_DT_DX1] = test_load_recording("dcpp-h100/seed1/i_buf1.xor-h_dx1", U, 3, sMD,
                                                h[MMAEMU_DT_DX1]);
        h[MMAEMU_DT_DX] = test_load_recording("dcpp-h100/seed1/h_dx", U, 3, sMD, NULL);
        in[MMAEMU_DT_DX] = test_load_recording("dcpp-h100/seed1/i_dx.xor-h_dx", U, 3, sMD,
                                               h[MMAEMU_DT_DX]);
    } else {
        h[MMAEMU_DT_XTY] = test_load_recording("dcpp-h100/seed1/h_xty", U, 3, sDK, NULL);
        in[MMAEMU_DT_XTY] = test_load_recording("dcpp-h100/seed1/i_xty.xor-h_xty", U, 3, sDK,
                                                h[MMAEMU_DT_XTY]);
        h[MMAEMU_DT_DX] = test_load_recording("dcpp-h100/seed1-chained/hc_dx", U, 3, sMD, NULL);
        in[MMAEMU_DT_DX] = test_load_recording("dcpp-h100/seed1-chained/ic_dx.xor-hc_dx", U, 3,
                                               sMD, h[MMAEMU_DT_DX]);
    }
}

/* The first divergent rounding of dx[bi, m, d]: dxt vs buf3 at [bi, d, m],
 * with the recorded values, RNE roundings, the exact value summed here,
 * and the cause checked directly. */
static void check_first_round(const mmaemu_explain *e, const mmaemu_explain_round *r,
                              uint16_t *const h[], uint16_t *const in[], const uint16_t *y,
                              size_t bi, size_t m, size_t d)
{
    ck_assert_int_eq(r->tensor, MMAEMU_DT_DXT);
    ck_assert_uint_eq(r->row, d);
    ck_assert_uint_eq(r->col, m);
    const size_t ft = (bi * D_ + d) * M_ + m;
    ck_assert_uint_eq(r->post[0], h[MMAEMU_DT_DXT][ft]);
    ck_assert_uint_eq(r->post[1], in[MMAEMU_DT_DXT][ft]);
    ck_assert_uint_ne(r->post[0], r->post[1]);
    assert_rne(r->pre[0], r->post[0]);
    assert_rne(r->pre[1], r->post[1]);
    ck_assert_uint_eq(r->inputs_differ, 0);
    /* The exact value: the recorded db2 row times y, summed here in long
     * double (64 products of 8-bit significands: exact). */
    long double s = 0;
    for (size_t k = 0; k < K_; k++)
        s += (long double)bf16(h[MMAEMU_DT_DB2][(bi * D_ + d) * K_ + k]) *
             bf16(y[(bi * M_ + m) * K_ + k]);
    ck_assert_msg((double)s == r->exact[0], "exact %.17g vs %.17Lg", r->exact[0], s);
    /* Both fp32 accumulators are within the truncation bound of it. */
    for (int p = 0; p < 2; p++)
        ck_assert(fabs(r->pre[p] - r->exact[0]) < ldexp(fabs(r->exact[0]), -15) + 1e-30);
    /* The cause, and the claim checked directly: buf3's operands under
     * Helion's dxt schedule give the recorded Helion dxt. */
    ck_assert_int_eq(r->cause, MMAEMU_CAUSE_STEP_LENGTH);
    uint32_t a32[K_], w32[K_];
    for (size_t k = 0; k < K_; k++) {
        a32[k] = in[MMAEMU_DT_DB2][(bi * D_ + d) * K_ + k];
        w32[k] = y[(bi * M_ + m) * K_ + k];
    }
    ck_assert_uint_eq(mmaemu_schedule_eval(&e->plan[0][MMAEMU_DT_DXT].sched,
                                           e->plan[0][MMAEMU_DT_DXT].instr, a32, w32, K_, 0u),
                      h[MMAEMU_DT_DXT][ft]);
    /* The step chains part at a common step boundary. */
    ck_assert_uint_gt(r->diff_k, r->same_k);
    ck_assert_uint_eq(r->diff_k % 16, 0);
}

/* A corrupted observation of dxt is caught where it was corrupted. */
static void check_corruption_caught(const mmaemu_explain *e, uint16_t *const h[], size_t bi,
                                    size_t m, size_t d)
{
    char err[512];
    mmaemu_explain_elem xe;
    const size_t ft = (bi * D_ + d) * M_ + m;
    h[MMAEMU_DT_DXT][ft] ^= 1;
    ck_assert(!mmaemu_explain_element(e, MMAEMU_DT_DX, bi, m, d, &xe, err, sizeof err));
    ck_assert_int_eq(xe.observed_first[0], MMAEMU_DT_DXT);
    ck_assert_int_eq(xe.observed_first[1], MMAEMU_DT_COUNT);
    ck_assert_msg(strstr(xe.observed, "first wrong at dxt") != NULL, "%s", xe.observed);
    h[MMAEMU_DT_DXT][ft] ^= 1;
}

/* The recording, independent b (_i = 0) or chained (_i = 1): every dx
 * element where Helion and Inductor differ is explained. */
START_TEST(explain_h100_recording)
{
    const int chained = _i;
    uint16_t *x = gen(1, NB * M_ * D_), *y = gen(2, NB * M_ * K_), *dout = gen(3, NB * M_ * K_),
             *b = gen(4, NB * D_ * K_);
    mmaemu_dcpp_config c;
    config(&c, "sm90", "lib=cublas13.1-h100", NULL);
    mmaemu_explain e;
    setup(&e, &c, &c, MMAEMU_DCPP_INDUCTOR, chained, NB, x, y, dout, b);
    uint16_t *h[MMAEMU_DT_COUNT] = {0}, *in[MMAEMU_DT_COUNT] = {0};
    load_observed(chained, h, in);
    for (int t = 0; t < MMAEMU_DT_COUNT; t++) {
        e.got[0].t[t] = h[t];
        e.got[1].t[t] = in[t];
    }
    char err[512];
    ck_assert_msg(!mmaemu_explain_predict(&e, err, sizeof err), "%s", err);

    const uint16_t *hdx = h[MMAEMU_DT_DX], *idx = in[MMAEMU_DT_DX];
    size_t n_diff = 0, n_fail = 0, n_cancel = 0;
    for (size_t f = 0; f < NB * M_ * D_; f++) {
        if (hdx[f] == idx[f])
            continue;
        n_diff++;
        const size_t bi = f / (M_ * D_), m = f / D_ % M_, d = f % D_;
        mmaemu_explain_elem xe;
        ck_assert_msg(!mmaemu_explain_element(&e, MMAEMU_DT_DX, bi, m, d, &xe, err, sizeof err),
                      "%s", err);
        /* The prediction is the observation. */
        ck_assert_uint_eq(xe.val[0], hdx[f]);
        ck_assert_uint_eq(xe.val[1], idx[f]);
        ck_assert_int_eq(xe.observed_first[0], MMAEMU_DT_COUNT);
        ck_assert_int_eq(xe.observed_first[1], MMAEMU_DT_COUNT);
        ck_assert_int_ge(xe.n_rounds, 2);
        check_first_round(&e, &xe.r[0], h, in, y, bi, m, d);
        /* Last: the dx add of the recorded operands. */
        const mmaemu_explain_round *z = &xe.r[xe.n_rounds - 1];
        ck_assert_int_eq(z->tensor, MMAEMU_DT_DX);
        ck_assert_uint_eq(z->post[0], hdx[f]);
        ck_assert_uint_eq(z->post[1], idx[f]);
        assert_rne(z->pre[0], z->post[0]);
        assert_rne(z->pre[1], z->post[1]);
        ck_assert(xe.abs_diff == fabs(bf16(hdx[f]) - bf16(idx[f])));
        n_fail += xe.abs_diff > 0.2 + 0.01 * fabs(bf16(idx[f]));
        n_cancel += xe.cancellation > 1.5;
        if (n_diff == 1)
            check_corruption_caught(&e, h, bi, m, d);
    }
    /* The recording's headline (README): 6 differ, all pass; chained: 3
     * differ, 2 fail, through cancellation. */
    printf("explain %s: %zu differing dx attributed to dxt/buf3 (step length), %zu outside "
           "tolerance, %zu through cancellation\n", chained ? "chained" : "independent b", n_diff,
           n_fail, n_cancel);
    ck_assert_uint_eq(n_diff, chained ? 3 : 6);
    ck_assert_uint_eq(n_fail, chained ? 2 : 0);
    if (chained)
        ck_assert_uint_ge(n_cancel, 2);
    mmaemu_explain_free(&e);
    for (int t = 0; t < MMAEMU_DT_COUNT; t++) {
        free(h[t]);
        free(in[t]);
    }
    free(x);
    free(y);
    free(dout);
    free(b);
}
END_TEST

/* One batch element's inputs (seeds 1-4), for the tests that plant a
 * difference between the runs; done frees them and the explanation. */
typedef struct {
    uint16_t *x, *y, *dout, *b;
} one_batch;

static one_batch one_batch_make(void)
{
    one_batch o = {gen(1, M_ * D_), gen(2, M_ * K_), gen(3, M_ * K_), gen(4, D_ * K_)};
    return o;
}

static void one_batch_done(one_batch *o, mmaemu_explain *e)
{
    mmaemu_explain_free(e);
    free(o->x);
    free(o->y);
    free(o->dout);
    free(o->b);
}

/* Run B sums dx in fp32 (helion.dx_sum=fp32: the fp32 accumulators of dx1
 * and dxt added with one fp32 add, then one bf16 cast), run A as the
 * report's kernel (bf16 dx1 + dxt, one rounding).  The GEMMs are the same,
 * so every differing dx comes from the sum: each is explained as such, and
 * each run's value before the rounding rounds to its own dx (run B's is
 * not the exact sum of the bf16 casts, which rounds to run A's dx). */
START_TEST(explain_fp32_dx_sum)
{
    one_batch in = one_batch_make();
    mmaemu_dcpp_config ca, cb;
    config(&ca, "sm90", NULL, NULL);
    config(&cb, "sm90", "helion.dx_sum=fp32", NULL);
    mmaemu_explain e;
    setup(&e, &ca, &cb, MMAEMU_DCPP_HELION, 0, 1, in.x, in.y, in.dout, in.b);
    char err[512];
    ck_assert_msg(!mmaemu_explain_predict(&e, err, sizeof err), "%s", err);
    size_t n = 0;
    for (size_t f = 0; f < M_ * D_ && n < 60; f++) {
        if (e.pred[0].t[MMAEMU_DT_DX][f] == e.pred[1].t[MMAEMU_DT_DX][f])
            continue;
        n++;
        mmaemu_explain_elem xe;
        ck_assert(!mmaemu_explain_element(&e, MMAEMU_DT_DX, 0, f / D_, f % D_, &xe, err, sizeof err));
        const mmaemu_explain_round *z = &xe.r[xe.n_rounds - 1];
        ck_assert_int_eq(z->tensor, MMAEMU_DT_DX);
        ck_assert_int_eq(z->cause, MMAEMU_CAUSE_FINAL_ADD);
        ck_assert_uint_eq(z->inputs_differ, 0);
        for (int p = 0; p < 2; p++) {
            ck_assert_uint_eq(z->post[p], e.pred[p].t[MMAEMU_DT_DX][f]);
            assert_rne(z->pre[p], z->post[p]);
        }
        ck_assert(z->pre[1] == (double)(float)z->pre[1]);   /* an fp32 sum */
        ck_assert_msg(strstr(z->detail, "fp32 RNE add") != NULL, "%s", z->detail);
    }
    printf("dx_sum=fp32 against bf16: %zu differing dx, each explained by the sum\n", n);
    ck_assert_uint_gt(n, 0);
    one_batch_done(&in, &e);
}
END_TEST

/* Helion on the same model twice, run B with one planted schedule change
 * to dxt: every differing dx must name it. */
static const struct {
    const char *a, *sched;
    mmaemu_cause cause;
} planted[] = {
    {"helion.dxt=block_k=16", "helion.dxt=block_k=16 split_k=2", MMAEMU_CAUSE_SPLIT_K},
    {NULL, "helion.dxt=kgroups=2 kpack=2", MMAEMU_CAUSE_K_ORDER},
    {NULL, "helion.dxt=instr=mma.m16n8k8", MMAEMU_CAUSE_STEP_LENGTH},
};

START_TEST(explain_planted_cause)
{
    one_batch in = one_batch_make();
    mmaemu_dcpp_config ca, cb;
    config(&ca, "sm90", NULL, planted[_i].a);
    config(&cb, "sm90", NULL, planted[_i].sched);
    mmaemu_explain e;
    setup(&e, &ca, &cb, MMAEMU_DCPP_HELION, 0, 1, in.x, in.y, in.dout, in.b);
    char err[512];
    ck_assert_msg(!mmaemu_explain_predict(&e, err, sizeof err), "%s", err);
    size_t n = 0, n_dxt = 0;
    for (size_t f = 0; f < D_ * M_; f++)
        n_dxt += e.pred[0].t[MMAEMU_DT_DXT][f] != e.pred[1].t[MMAEMU_DT_DXT][f];
    for (size_t f = 0; f < M_ * D_ && n < 40; f++) {
        if (e.pred[0].t[MMAEMU_DT_DX][f] == e.pred[1].t[MMAEMU_DT_DX][f])
            continue;
        n++;
        mmaemu_explain_elem xe;
        ck_assert(!mmaemu_explain_element(&e, MMAEMU_DT_DX, 0, f / D_, f % D_, &xe, err, sizeof err));
        ck_assert_int_eq(xe.r[0].tensor, MMAEMU_DT_DXT);
        ck_assert_msg(xe.r[0].cause == planted[_i].cause, "%s: cause %s (%s)", planted[_i].sched,
                      mmaemu_cause_name(xe.r[0].cause), xe.r[0].detail);
    }
    /* Nothing upstream of dxt changed. */
    for (size_t f = 0; f < D_ * K_; f++)
        ck_assert_uint_eq(e.pred[0].t[MMAEMU_DT_DB2][f], e.pred[1].t[MMAEMU_DT_DB2][f]);
    printf("planted %-32s: %zu dxt differ, %zu dx explained, all '%s'\n", planted[_i].sched, n_dxt,
           n, mmaemu_cause_name(planted[_i].cause));
    ck_assert_uint_gt(n, 0);
    one_batch_done(&in, &e);
}
END_TEST

/* The device's statistics of every sweep seed, predicted. */
START_TEST(explain_h100_sweep)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/dcpp-h100/meta/sweep.json", MMAEMU_VALDATA);
    /* Python wrote it: Infinity / NaN are not JSON; they only occur as
     * values of max_rel_diff (unused here), so they become null. */
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "%s: cannot open", path);
    static char text[1 << 20];
    size_t len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    ck_assert(len > 0 && len < sizeof text - 1);
    text[len] = 0;
    static const char *const bad[] = {"-Infinity", "Infinity", "NaN"};
    for (int i = 0; i < 3; i++)
        for (char *p = strstr(text, bad[i]); p; p = strstr(p, bad[i])) {
            size_t n = strlen(bad[i]);
            memset(p, ' ', n);
            memcpy(p, "null", 4);
        }
    json_error_t jerr;
    json_t *root = json_loads(text, 0, &jerr);
    ck_assert_msg(root != NULL, "%s: %s", path, jerr.text);
    json_t *per = json_object_get(root, "per_seed");
    ck_assert(per != NULL);
    const int seeds = test_scale() > 1 ? 64 : 8;
    mmaemu_dcpp_config c;
    config(&c, "sm90", "lib=cublas13.1-h100", NULL);
    const size_t nx = NB * M_ * D_, ny = NB * M_ * K_, nb = NB * D_ * K_;
    uint16_t *x = malloc(nx * 2), *y = malloc(ny * 2), *dout = malloc(ny * 2), *b = malloc(nb * 2);
    ck_assert(x && y && dout && b);
    int checked = 0;
    for (int seed = 1; seed <= seeds; seed++) {
        mmaemu_dcpp_fill((uint64_t)seed, 1, x, nx);
        mmaemu_dcpp_fill((uint64_t)seed, 2, y, ny);
        mmaemu_dcpp_fill((uint64_t)seed, 3, dout, ny);
        mmaemu_dcpp_fill((uint64_t)seed, 4, b, nb);
        char key[16];
        snprintf(key, sizeof key, "%d", seed);
        json_t *rec = json_object_get(per, key);
        ck_assert_msg(rec != NULL, "sweep.json: no seed %d", seed);
        for (int chained = 0; chained < 2; chained++) {
            mmaemu_explain e;
            setup(&e, &c, &c, MMAEMU_DCPP_INDUCTOR, chained, NB, x, y, dout, b);
            char err[512];
            ck_assert_msg(!mmaemu_explain_predict(&e, err, sizeof err), "%s", err);
            static const char *const names[2][2] = {{"dx", "dy"}, {"chained_dx", "chained_dy"}};
            const mmaemu_dcpp_tensor ts[2] = {MMAEMU_DT_DX, MMAEMU_DT_DY};
            const size_t ns[2] = {NB * M_ * D_, NB * M_ * K_};
            for (int k = 0; k < 2; k++) {
                json_t *w = json_object_get(rec, names[chained][k]);
                ck_assert(w != NULL);
                mmaemu_compare_stats st;
                mmaemu_compare(MMAEMU_BF16, e.pred[0].t[ts[k]], e.pred[1].t[ts[k]], ns[k], 0.2, 0.01,
                               &st);
                json_int_t bits = json_integer_value(json_object_get(w, "mismatched_bits"));
                json_int_t out = json_integer_value(json_object_get(w, "elements_outside_tolerance"));
                double mabs = json_number_value(json_object_get(w, "max_abs_diff"));
                ck_assert_msg((json_int_t)st.differ == bits && (json_int_t)st.not_close == out &&
                              st.max_abs == mabs,
                              "seed %d %s: model %zu differ, %zu outside, max abs %g; device %lld, "
                              "%lld, %g", seed, names[chained][k], st.differ, st.not_close,
                              st.max_abs, (long long)bits, (long long)out, mabs);
                checked++;
            }
            mmaemu_explain_free(&e);
        }
    }
    printf("sweep: %d seeds x (dx, dy) x (independent, chained): all %d device statistics "
           "predicted\n", seeds, checked);
    json_decref(root);
    free(x);
    free(y);
    free(dout);
    free(b);
}
END_TEST


int main(void)
{
    const test_def tests[] = {
        TEST_EACH(explain_planted_cause, planted),
        TEST_LOOP(explain_h100_recording, 2),
        TEST_ONCE(explain_h100_sweep),
        TEST_ONCE(explain_fp32_dx_sum),
    };
    return TEST_RUN("explain", tests);
}
