/* SPDX-License-Identifier: MIT */
/* check_explain_gemm.c -- `explain gemm` on a recorded pair that differs:
 * the H100's dxt of the DCPP backward, once from Helion's tl.dot (a
 * 256 x 16 x 64 tile, wgmma) and once from cuBLAS (buf3, the s1688 kernel:
 * mma.m16n8k8), seed 1 (validation/data/dcpp-h100).  The two recorded
 * tensors differ in 15 elements; each must be explained, its cause named
 * as the step length (wgmma fuses 16 products, mma.m16n8k8 8), both
 * observations must equal their predictions, and the pre-rounding values
 * must round to the recorded bf16 values by RNE arithmetic done here. */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

enum { B = 2, M = 3219, D = 256, K = 64 };

static uint16_t rne_bf16(double v)
{
    float f = (float)v;   /* the pre-rounding values are fp32 */
    uint32_t u;
    memcpy(&u, &f, 4);
    return (uint16_t)((u + 0x7FFF + ((u >> 16) & 1)) >> 16);
}

static void run_init(mmaemu_matmul *r, const char *model, const uint16_t *db2, const uint16_t *y)
{
    char err[256];
    memset(r, 0, sizeof *r);
    ck_assert_msg(!mmaemu_model_spec_parse(model, &r->model, err, sizeof err), "%s", err);
    r->in = MMAEMU_BF16, r->acc = MMAEMU_FP32, r->out = MMAEMU_EPI_BF16;
    r->batch = B, r->m = D, r->n = M, r->k = K;
    r->a = (mmaemu_mat){db2, D * K, K, 1};
    r->b = (mmaemu_mat){y, M * K, 1, K};   /* y^T: y stored (n, k) */
    r->b_nk = 1;
}

START_TEST(test_recorded_pair)
{
    const size_t sDK[3] = {B, D, K}, sDM[3] = {B, D, M};
    const int U = MMAEMU_NPY_U16;
    uint16_t *h_db2 = test_load_recording("dcpp-h100/seed1/h_db2", U, 3, sDK, NULL);
    uint16_t *i_buf0 = test_load_recording("dcpp-h100/seed1/i_buf0.xor-h_db2", U, 3, sDK, h_db2);
    uint16_t *h_dxt = test_load_recording("dcpp-h100/seed1/h_dxt", U, 3, sDM, NULL);
    uint16_t *i_buf3 = test_load_recording("dcpp-h100/seed1/i_buf3.xor-h_dxt", U, 3, sDM, h_dxt);
    uint16_t *y = malloc((size_t)B * M * K * sizeof *y);
    mmaemu_dcpp_fill(1, 2, y, (size_t)B * M * K);
    mmaemu_triton_config tc;
    char err[512];
    ck_assert(!mmaemu_triton_config_parse("BLOCK_M=256 BLOCK_N=16 BLOCK_K=64 num_warps=4", &tc, err,
                                          sizeof err));
    mmaemu_explain_gemm e;
    memset(&e, 0, sizeof e);
    run_init(&e.run[0], "sm90", h_db2, y);
    e.run[0].triton = &tc;
    run_init(&e.run[1], "sm90+cublas13.1-h100", i_buf0, y);
    e.got[0] = h_dxt, e.got[1] = i_buf3;
    ck_assert_msg(!mmaemu_explain_gemm_predict(&e, err, sizeof err), "%s", err);
    ck_assert_ptr_nonnull(strstr(e.banner[0], "wgmma.m64nNk16"));
    ck_assert_ptr_nonnull(strstr(e.banner[1], "mma.m16n8k8"));
    size_t differ = 0;
    for (size_t f = 0; f < (size_t)B * D * M; f++) {
        if (mmaemu_explain_gemm_value(&e, 0, f) == mmaemu_explain_gemm_value(&e, 1, f))
            continue;
        differ++;
        mmaemu_explain_gemm_elem x;
        ck_assert(!mmaemu_explain_gemm_element(&e, f / (D * M), f / M % D, f % M, &x, err,
                                               sizeof err));
        ck_assert_int_eq(x.model_ok[0], 1);
        ck_assert_int_eq(x.model_ok[1], 1);
        ck_assert_int_eq(x.r.cause, MMAEMU_CAUSE_STEP_LENGTH);
        ck_assert_uint_eq(x.r.inputs_differ, 0);
        ck_assert_uint_eq(rne_bf16(x.r.pre[0]), h_dxt[f]);
        ck_assert_uint_eq(rne_bf16(x.r.pre[1]), i_buf3[f]);
        /* the chains agree up to a common step boundary, part after it */
        ck_assert(x.r.diff_k > x.r.same_k && x.r.diff_k <= K && x.r.diff_k % 16 == 0);
        ck_assert_ptr_nonnull(strstr(x.summary, "step length"));
    }
    ck_assert_uint_eq(differ, 15);
    mmaemu_explain_gemm_free(&e);
    free(h_db2), free(i_buf0), free(h_dxt), free(i_buf3), free(y);
}
END_TEST

START_TEST(test_shape_mismatch)
{
    mmaemu_explain_gemm e;
    memset(&e, 0, sizeof e);
    uint16_t z[4] = {0};
    run_init(&e.run[0], "sm90", z, z);
    run_init(&e.run[1], "sm80", z, z);
    e.run[1].k = 32;
    char err[256];
    ck_assert(mmaemu_explain_gemm_predict(&e, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "same shapes"));
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(test_recorded_pair),
        TEST_ONCE(test_shape_mismatch),
    };
    return TEST_RUN("explain-gemm", tests);
}
