/* SPDX-License-Identifier: MIT */
/* check_dcpp_shapes.c -- the DCPP programs at shapes other than the
 * report's equal, bit for bit, the same computation composed from
 * mmaemu_matmul calls (what `mmaemu gemm` runs): each tl.dot as a Triton
 * tile config, each library bmm as a library GEMM, the casts and the final
 * bf16 add written out here.  Forward and backward, Helion and Inductor,
 * on sm90 (+cublas13.1-h100) and gfx942. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

typedef struct {
    size_t B, M, D, K;
    uint16_t *x, *y, *dout, *b;
} problem;

static size_t pow2(size_t n)
{
    size_t p = 1;
    while (p < n)
        p <<= 1;
    return p;
}

static uint16_t *gen(uint64_t seed, unsigned tid, size_t n)
{
    uint16_t *v = malloc(n * sizeof *v);
    mmaemu_dcpp_fill(seed, tid, v, n);
    return v;
}

/* D (B, m, n) = epilogue(A B), A and B strided bf16, through mmaemu_matmul. */
static void mm(const char *model, const char *triton, int a_km, int b_nk, const problem *p,
               size_t m, size_t n, size_t k, mmaemu_mat a, mmaemu_mat b, mmaemu_epilogue out,
               void *d)
{
    char err[512];
    mmaemu_matmul x = {0};
    mmaemu_triton_config tc;
    ck_assert_msg(!mmaemu_model_spec_parse(model, &x.model, err, sizeof err), "%s", err);
    if (triton) {
        ck_assert_msg(!mmaemu_triton_config_parse(triton, &tc, err, sizeof err), "%s", err);
        x.triton = &tc;
    }
    x.in = MMAEMU_BF16, x.acc = MMAEMU_FP32, x.out = out;
    x.a_km = a_km, x.b_nk = b_nk;
    x.batch = p->B, x.m = m, x.n = n, x.k = k, x.a = a, x.b = b;
    x.d = d, x.d_sb = (ptrdiff_t)(m * n), x.d_si = (ptrdiff_t)n, x.d_sj = 1;
    ck_assert_msg(!mmaemu_matmul_run(&x, NULL, 0, err, sizeof err), "%s", err);
}

static mmaemu_mat mat(const void *d, size_t sb, size_t si, size_t sj)
{
    return (mmaemu_mat){d, (ptrdiff_t)sb, (ptrdiff_t)si, (ptrdiff_t)sj};
}

/* The Triton config of a Helion dot (tile m x n, dot K = k) and of
 * Inductor's template on the arch (the report's kernels). */
static void helion_cfg(char *buf, size_t len, size_t m, size_t n, size_t k)
{
    snprintf(buf, len, "BLOCK_M=%zu BLOCK_N=%zu BLOCK_K=%zu num_warps=4", m, n, k);
}

static const char *inductor_cfg(void)
{
    return "BLOCK_M=256 BLOCK_N=64 BLOCK_K=64 num_warps=8 matrix_instr_nonkdim=16 kpack=2";
}

/* Forward composed: xty = bf16(x^T y), out = bf16(x xty). */
static void forward(const char *model, int helion, const problem *p, uint16_t *xty, uint16_t *out)
{
    const size_t M = p->M, D = p->D, K = p->K;
    char t1[128], t2[128];
    helion_cfg(t1, sizeof t1, pow2(D), pow2(K), 32);
    helion_cfg(t2, sizeof t2, 32, pow2(K), pow2(D));
    mm(model, helion ? t1 : NULL, 1, 0, p, D, K, M, mat(p->x, M * D, 1, D), mat(p->y, M * K, K, 1),
       MMAEMU_EPI_BF16, xty);
    mm(model, helion ? t2 : inductor_cfg(), 0, 0, p, M, K, D, mat(p->x, M * D, D, 1),
       mat(xty, D * K, K, 1), MMAEMU_EPI_BF16, out);
}

/* Backward composed: db2, dy, dx1, dxt, dx = bf16(dx1 + dxt^T). */
static void backward(const char *model, int helion, const problem *p, uint16_t *dy, uint16_t *dx)
{
    const size_t B = p->B, M = p->M, D = p->D, K = p->K;
    uint16_t *db2 = malloc(B * D * K * 2), *dx1 = malloc(B * M * D * 2), *dxt = malloc(B * D * M * 2);
    char t[4][128];
    helion_cfg(t[0], 128, pow2(D), pow2(K), 16);
    helion_cfg(t[1], 128, 16, pow2(K), pow2(D));
    helion_cfg(t[2], 128, 16, pow2(D), pow2(K));
    helion_cfg(t[3], 128, pow2(D), 16, pow2(K));
    mm(model, helion ? t[0] : NULL, 1, 0, p, D, K, M, mat(p->x, M * D, 1, D),
       mat(p->dout, M * K, K, 1), MMAEMU_EPI_BF16, db2);
    mm(model, helion ? t[1] : inductor_cfg(), 0, 0, p, M, K, D, mat(p->x, M * D, D, 1),
       mat(db2, D * K, K, 1), MMAEMU_EPI_BF16, dy);
    mm(model, helion ? t[2] : NULL, 0, 1, p, M, D, K, mat(p->dout, M * K, K, 1),
       mat(p->b, D * K, 1, K), MMAEMU_EPI_BF16, dx1);
    mm(model, helion ? t[3] : NULL, 0, 1, p, D, M, K, mat(db2, D * K, K, 1),
       mat(p->y, M * K, 1, K), MMAEMU_EPI_BF16, dxt);
    for (size_t bi = 0; bi < B; bi++)
        for (size_t m = 0; m < M; m++)
            for (size_t d = 0; d < D; d++)
                dx[(bi * M + m) * D + d] =
                    mmaemu_bf16_add(dx1[(bi * M + m) * D + d], dxt[(bi * D + d) * M + m]);
    free(db2), free(dx1), free(dxt);
}

static void check_shape(const char *model, size_t B, size_t M, size_t D, size_t K)
{
    problem p = {B, M, D, K, gen(7, 1, B * M * D), gen(7, 2, B * M * K), gen(7, 3, B * M * K),
                 gen(7, 4, B * D * K)};
    char err[512];
    mmaemu_model_spec spec;
    ck_assert(!mmaemu_model_spec_parse(model, &spec, err, sizeof err));
    mmaemu_dcpp_config c;
    mmaemu_dcpp_config_init(&c, spec.arch);
    ck_assert_msg(!mmaemu_dcpp_config_shape(&c, M, D, K, err, sizeof err), "%s", err);
    if (spec.lib[0]) {
        char kv[64];
        snprintf(kv, sizeof kv, "lib=%s", spec.lib);
        ck_assert_msg(!mmaemu_dcpp_config_set(&c, kv, err, sizeof err), "%s", err);
    }
    uint16_t *xty[2], *out[2], *dy[2], *dx[2], *db2 = malloc(B * D * K * 2);
    for (int i = 0; i < 2; i++) {
        xty[i] = malloc(B * D * K * 2), out[i] = malloc(B * M * K * 2);
        dy[i] = malloc(B * M * K * 2), dx[i] = malloc(B * M * D * 2);
    }
    for (int helion = 0; helion < 2; helion++) {
        mmaemu_dcpp_path path = helion ? MMAEMU_DCPP_HELION : MMAEMU_DCPP_INDUCTOR;
        mmaemu_dcpp_fwd f = {xty[0], NULL, out[0]};
        ck_assert_msg(!mmaemu_dcpp_forward(&c, path, B, p.x, p.y, NULL, &f, err, sizeof err), "%s",
                      err);
        forward(model, helion, &p, xty[1], out[1]);
        ck_assert_msg(!memcmp(xty[0], xty[1], B * D * K * 2), "%s xty", model);
        ck_assert_msg(!memcmp(out[0], out[1], B * M * K * 2), "%s out helion=%d", model, helion);
        mmaemu_dcpp_bwd bw = {NULL, db2, dy[0], NULL, NULL, dx[0]};
        ck_assert_msg(!mmaemu_dcpp_backward(&c, path, B, p.x, p.y, p.dout, p.b, &bw, err,
                                            sizeof err), "%s", err);
        backward(model, helion, &p, dy[1], dx[1]);
        ck_assert_msg(!memcmp(dy[0], dy[1], B * M * K * 2), "%s dy helion=%d", model, helion);
        ck_assert_msg(!memcmp(dx[0], dx[1], B * M * D * 2), "%s dx helion=%d", model, helion);
    }
    for (int i = 0; i < 2; i++)
        free(xty[i]), free(out[i]), free(dy[i]), free(dx[i]);
    free(db2), free(p.x), free(p.y), free(p.dout), free(p.b);
}

START_TEST(test_shapes_sm90)
{
    check_shape("sm90+cublas13.1-h100", 2, 300, 200, 48);
    check_shape("sm90", 1, 517, 96, 64);
}
END_TEST

START_TEST(test_shapes_gfx942)
{
    check_shape("gfx942", 1, 300, 200, 48);
}
END_TEST

START_TEST(test_shape_limits)
{
    mmaemu_dcpp_config c;
    char err[256];
    mmaemu_dcpp_config_init(&c, mmaemu_arch_find("sm90"));
    ck_assert(!mmaemu_dcpp_config_shape(&c, 5, 1024, 64, err, sizeof err));
    ck_assert(mmaemu_dcpp_config_shape(&c, 5, 1025, 64, err, sizeof err));
    ck_assert(mmaemu_dcpp_config_shape(&c, 5, 64, 65, err, sizeof err));
    ck_assert(mmaemu_dcpp_config_shape(&c, 0, 64, 64, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "D <= 1024"));
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(test_shapes_sm90),
        TEST_ONCE(test_shapes_gfx942),
        TEST_ONCE(test_shape_limits),
    };
    return TEST_RUN("dcpp-shapes", tests);
}
