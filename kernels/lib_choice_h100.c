/* lib_choice_h100.c -- written by validation/analysis/cublas_choice_table.py from
 * validation/data/cublas-choice-h100 (cuBLAS 13.1 on an H100 SXM, torch 2.11): the
 * 2335 recorded calls not held out, the data of the decision procedure in
 * kernels/lib_choice.c.  Do not edit; rerun the script. */
#include "lib_choice.h"

const char *const choice_h100_names[] = {
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_128x128_nn_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_128x128_nt_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_128x128_tn_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_128x128_tt_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_128x256_nt_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_128x256_tt_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_128x64_nn_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_256x128_nn_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_256x128_nt_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_256x128_tn_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_256x128_tt_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_64x64_nn_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_64x64_nt_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_64x64_tn_align1",
    "cutlass_75_tensorop_bf16_s1688gemm_bf16_64x64_tt_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_128x128_nn_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_128x128_nt_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_128x128_tn_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_128x128_tt_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_128x256_tt_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_256x128_nn_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_256x128_nt_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_256x128_tn_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_64x64_nn_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_64x64_nt_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_64x64_tn_align1",
    "cutlass_75_tensorop_f16_s1688gemm_f16_64x64_tt_align1",
    "cutlass_75_tensorop_s1688gemm_bf16_128x128_nn_align1",
    "cutlass_75_tensorop_s1688gemm_bf16_128x128_nt_align1",
    "cutlass_75_tensorop_s1688gemm_bf16_128x128_tn_align1",
    "cutlass_75_tensorop_s1688gemm_bf16_256x128_nt_align1",
    "cutlass_75_tensorop_s1688gemm_bf16_256x128_tn_align1",
    "cutlass_75_tensorop_s1688gemm_bf16_256x128_tt_align1",
    "cutlass_75_tensorop_s1688gemm_bf16_64x64_nn_align1",
    "cutlass_75_tensorop_s1688gemm_bf16_64x64_nt_align1",
    "cutlass_75_tensorop_s1688gemm_bf16_64x64_tn_align1",
    "cutlass_75_tensorop_s1688gemm_bf16_64x64_tt_align1",
    "cutlass_75_tensorop_s1688gemm_f16_128x128_nn_align1",
    "cutlass_75_tensorop_s1688gemm_f16_128x128_nt_align1",
    "cutlass_75_tensorop_s1688gemm_f16_128x128_tn_align1",
    "cutlass_75_tensorop_s1688gemm_f16_128x128_tt_align1",
    "cutlass_75_tensorop_s1688gemm_f16_256x128_nn_align1",
    "cutlass_75_tensorop_s1688gemm_f16_256x128_nt_align1",
    "cutlass_75_tensorop_s1688gemm_f16_256x128_tn_align1",
    "cutlass_75_tensorop_s1688gemm_f16_64x64_nn_align1",
    "cutlass_75_tensorop_s1688gemm_f16_64x64_nt_align1",
    "cutlass_75_tensorop_s1688gemm_f16_64x64_tn_align1",
    "cutlass_75_tensorop_s1688gemm_f16_64x64_tt_align1",
    "cutlass_75_wmma_tensorop_bf16_s161616gemm_bf16_32x32_32x1_nn_align1",
    "cutlass_75_wmma_tensorop_bf16_s161616gemm_bf16_32x32_32x1_nt_align1",
    "cutlass_75_wmma_tensorop_bf16_s161616gemm_bf16_32x32_32x1_tn_align1",
    "cutlass_75_wmma_tensorop_bf16_s161616gemm_bf16_32x32_32x1_tt_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_16x16_128x1_tn_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_16x16_64x1_nn_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_16x16_64x1_tt_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_128x1_nn_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_128x1_nt_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_128x1_tn_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_128x1_tt_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_128x2_nn_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_128x2_tn_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_128x2_tt_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_64x1_nn_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_64x1_nt_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_64x1_tn_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_64x1_tt_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_64x2_nn_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_64x2_nt_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_64x2_tn_align1",
    "cutlass_75_wmma_tensorop_f16_s161616gemm_f16_32x32_64x2_tt_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_bf16_32x32_32x1_nn_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_bf16_32x32_32x1_tn_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_f16_16x16_128x1_nn_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_f16_32x32_128x1_nn_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_f16_32x32_128x1_nt_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_f16_32x32_128x1_tn_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_f16_32x32_128x1_tt_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_f16_32x32_128x2_nn_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_f16_32x32_64x1_nn_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_f16_32x32_64x1_nt_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_f16_32x32_64x1_tn_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_f16_32x32_64x1_tt_align1",
    "cutlass_75_wmma_tensorop_s161616gemm_f16_32x32_64x2_nn_align1",
    "cutlass_80_simt_sgemm_128x256_8x4_tn_align1",
    "cutlass_80_simt_sgemm_128x32_8x5_nn_align1",
    "cutlass_80_simt_sgemm_128x32_8x5_nt_align1",
    "cutlass_80_simt_sgemm_128x32_8x5_tn_align1",
    "cutlass_80_simt_sgemm_128x64_8x5_nn_align1",
    "cutlass_80_simt_sgemm_128x64_8x5_nt_align1",
    "cutlass_80_simt_sgemm_128x64_8x5_tn_align1",
    "cutlass_80_simt_sgemm_256x128_8x4_nn_align1",
    "cutlass_80_simt_sgemm_32x128_8x5_tt_align1",
    "cutlass_80_simt_sgemm_64x128_8x5_tt_align1",
    "cutlass_80_simt_sgemm_64x64_8x5_nn_align1",
    "cutlass_80_simt_sgemm_64x64_8x5_nt_align1",
    "cutlass_80_simt_sgemm_64x64_8x5_tn_align1",
    "cutlass_80_simt_sgemm_64x64_8x5_tt_align1",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_128x128_32x4_nt_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_128x128_64x3_tt_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_128x256_32x3_nt_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_128x256_32x3_tt_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_128x256_64x3_nn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_128x256_64x3_nt_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_128x256_64x3_tn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_128x64_64x3_nn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_128x64_64x3_tn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_128x64_64x4_tn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_128x64_64x6_tn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_256x128_32x3_nn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_256x128_32x3_nt_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_256x128_32x3_tn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_256x128_64x3_nn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_256x128_64x3_nt_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_256x128_64x3_tn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_256x64_64x3_nn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_256x64_64x3_nt_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_256x64_64x3_tn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_64x128_64x3_tn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_64x128_64x4_nn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_64x128_64x6_tn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_64x256_32x4_nt_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_64x64_32x6_nn_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_64x64_32x6_nt_align2",
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_64x64_64x6_nn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_128x128_32x4_nt_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_128x128_64x3_nn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_128x128_64x3_tn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_128x128_64x3_tt_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_128x256_32x3_nn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_128x256_32x3_tn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_128x256_64x3_nn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_128x256_64x3_nt_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_128x256_64x3_tn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_128x64_64x4_nn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_128x64_64x4_nt_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_256x128_32x3_nt_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_256x128_32x3_tn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_256x128_64x3_nn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_256x128_64x3_tn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_256x64_32x4_nn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_256x64_32x4_nt_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_256x64_64x3_nt_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_64x128_64x4_nn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_64x64_32x6_nt_align2",
    "cutlass_80_tensorop_f16_s16816gemm_f16_64x64_64x6_nn_align2",
    "cutlass_80_tensorop_f16_s16816gemm_relu_f16_64x128_64x6_nt_align8",
    "cutlass_80_tensorop_s16816gemm_bf16_128x64_64x3_tn_align2",
    "cutlass_80_tensorop_s16816gemm_bf16_256x128_32x3_nn_align2",
    "cutlass_80_tensorop_s16816gemm_bf16_256x128_32x3_nt_align2",
    "cutlass_80_tensorop_s16816gemm_bf16_256x64_32x4_nn_align2",
    "cutlass_80_tensorop_s16816gemm_bf16_64x128_64x3_nn_align2",
    "cutlass_80_tensorop_s16816gemm_bf16_64x64_32x6_nn_align2",
    "cutlass_80_tensorop_s16816gemm_bf16_64x64_32x6_tt_align2",
    "cutlass_80_tensorop_s16816gemm_f16_128x256_64x3_tn_align2",
    "cutlass_80_tensorop_s16816gemm_f16_128x64_64x3_nt_align2",
    "cutlass_80_tensorop_s16816gemm_f16_256x128_32x3_nn_align2",
    "cutlass_80_tensorop_s16816gemm_f16_256x128_64x3_tn_align2",
    "cutlass_80_tensorop_s16816gemm_f16_256x64_32x4_nt_align2",
    "cutlass_80_tensorop_s16816gemm_f16_64x64_32x6_nn_align2",
    "cutlass_80_tensorop_s1688gemm_128x128_16x4_tn_align1",
    "cutlass_80_tensorop_s1688gemm_128x128_32x3_nn_align1",
    "cutlass_80_tensorop_s1688gemm_128x128_32x3_nt_align4",
    "cutlass_80_tensorop_s1688gemm_128x128_32x3_tn_align1",
    "cutlass_80_tensorop_s1688gemm_128x128_32x3_tt_align1",
    "cutlass_80_tensorop_s1688gemm_128x128_32x5_nt_align4",
    "cutlass_80_tensorop_s1688gemm_128x256_16x3_nt_align4",
    "cutlass_80_tensorop_s1688gemm_128x256_32x3_nn_align1",
    "cutlass_80_tensorop_s1688gemm_128x256_32x3_nt_align1",
    "cutlass_80_tensorop_s1688gemm_128x256_32x3_tn_align1",
    "cutlass_80_tensorop_s1688gemm_128x256_32x3_tt_align1",
    "cutlass_80_tensorop_s1688gemm_128x64_16x6_tn_align4",
    "cutlass_80_tensorop_s1688gemm_128x64_16x6_tt_align4",
    "cutlass_80_tensorop_s1688gemm_128x64_32x3_nn_align1",
    "cutlass_80_tensorop_s1688gemm_128x64_32x3_nt_align1",
    "cutlass_80_tensorop_s1688gemm_128x64_32x3_tn_align1",
    "cutlass_80_tensorop_s1688gemm_128x64_32x6_nn_align1",
    "cutlass_80_tensorop_s1688gemm_128x64_32x6_nn_align4",
    "cutlass_80_tensorop_s1688gemm_128x64_32x6_tn_align1",
    "cutlass_80_tensorop_s1688gemm_128x64_32x6_tn_align4",
    "cutlass_80_tensorop_s1688gemm_256x128_16x3_nt_align1",
    "cutlass_80_tensorop_s1688gemm_256x128_32x3_nn_align1",
    "cutlass_80_tensorop_s1688gemm_256x128_32x3_tn_align1",
    "cutlass_80_tensorop_s1688gemm_256x64_16x4_nn_align1",
    "cutlass_80_tensorop_s1688gemm_256x64_16x4_nn_align4",
    "cutlass_80_tensorop_s1688gemm_256x64_16x4_nt_align1",
    "cutlass_80_tensorop_s1688gemm_256x64_16x4_tn_align1",
    "cutlass_80_tensorop_s1688gemm_256x64_32x3_nn_align4",
    "cutlass_80_tensorop_s1688gemm_256x64_32x3_tn_align1",
    "cutlass_80_tensorop_s1688gemm_256x64_32x3_tt_align1",
    "cutlass_80_tensorop_s1688gemm_64x128_32x3_nn_align1",
    "cutlass_80_tensorop_s1688gemm_64x128_32x3_nn_align4",
    "cutlass_80_tensorop_s1688gemm_64x128_32x3_nt_align4",
    "cutlass_80_tensorop_s1688gemm_64x128_32x6_nn_align1",
    "cutlass_80_tensorop_s1688gemm_64x256_32x4_nn_align1",
    "cutlass_80_tensorop_s1688gemm_64x64_16x10_nn_align4",
    "cutlass_80_tensorop_s1688gemm_64x64_16x6_nn_align1",
    "cutlass_80_tensorop_s1688gemm_64x64_16x6_nn_align4",
    "cutlass_80_tensorop_s1688gemm_64x64_16x6_nt_align1",
    "cutlass_80_tensorop_s1688gemm_64x64_16x6_nt_align4",
    "cutlass_80_tensorop_s1688gemm_64x64_16x6_tn_align1",
    "cutlass_80_tensorop_s1688gemm_64x64_16x6_tn_align4",
    "cutlass_80_tensorop_s1688gemm_64x64_16x6_tt_align1",
    "cutlass_80_tensorop_s1688gemm_64x64_32x4_nn_align4",
    "cutlass_80_tensorop_s1688gemm_64x64_32x4_tn_align4",
    "cutlass_80_tensorop_s1688gemm_64x64_32x5_tn_align4",
    "cutlass_80_tensorop_s1688gemm_64x64_32x6_nn_align1",
    "cutlass_80_tensorop_s1688gemm_64x64_32x6_nn_align4",
    "cutlass_80_tensorop_s1688gemm_64x64_32x6_nt_align1",
    "cutlass_80_tensorop_s1688gemm_64x64_32x6_nt_align4",
    "cutlass_80_tensorop_s1688gemm_64x64_32x6_tn_align1",
    "cutlass_80_tensorop_s1688gemm_64x64_32x6_tn_align4",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_128x1_tn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_128x2_nn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_128x2_nt_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_128x2_tn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_128x2_tt_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_32x1_nn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_32x1_tn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_32x1_tt_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_64x1_nt_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_64x1_tn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_64x2_tn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_128x1_nn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_128x1_nt_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_128x1_tn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_128x2_nn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_128x2_nt_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_128x2_tn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_128x2_tt_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_32x1_nn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_32x1_nt_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_32x1_tn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_32x2_nn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_64x1_nn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_64x1_nt_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_64x1_tn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_64x2_nn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_64x2_tn_align2",
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_32x32_64x2_tt_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_16x16_128x2_nn_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_16x16_128x2_tt_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_16x16_32x1_tn_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_16x16_64x1_tn_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_16x16_64x1_tt_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_128x2_nn_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_128x2_nt_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_128x2_tn_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_128x2_tt_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_32x1_nn_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_32x1_tn_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_32x1_tt_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_64x1_nt_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_64x1_tn_align2",
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_64x1_tt_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_bf16_16x16_64x2_tn_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_bf16_32x32_128x1_tn_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_bf16_32x32_128x2_nn_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_bf16_32x32_32x1_nn_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_bf16_32x32_32x1_nt_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_f16_32x32_128x2_nn_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_f16_32x32_128x2_nt_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_f16_32x32_128x2_tn_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_f16_32x32_32x1_nt_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_f16_32x32_64x1_tn_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_f16_32x32_64x1_tt_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_f16_32x32_64x2_nn_align2",
    "cutlass_80_wmma_tensorop_s161616gemm_f16_32x32_64x2_nt_align2",
    "dot_kernel",
    "gemmSN_NN_kernel",
    "gemmSN_TN_kernel",
    "gemmk1_kernel",
    "gemv2N_kernel",
    "gemv2T_kernel_val",
    "gemvNSP_kernel",
    "internal::gemvx::kernel",
    "magma_sgemmEx_kernel",
    "nvjet_sm90_hsh_112x128_64x7_2x1_v_bz_TNN",
    "nvjet_sm90_hsh_128x104_64x7_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_128x104_64x7_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_128x104_64x7_4x2_h_bz_TNT",
    "nvjet_sm90_hsh_128x128_64x6_1x2_h_bz_NTT",
    "nvjet_sm90_hsh_128x128_64x6_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_128x128_64x6_4x1_v_bz_NNT",
    "nvjet_sm90_hsh_128x128_64x6_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_128x144_64x6_2x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_hsh_128x160_64x5_1x1_h_bz_coopA_bias_NNT",
    "nvjet_sm90_hsh_128x160_64x5_2x1_v_bz_NTT",
    "nvjet_sm90_hsh_128x16_64x11_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_hsh_128x192_64x5_1x2_h_badd_coopB_TTN",
    "nvjet_sm90_hsh_128x192_64x5_4x2_h_bz_coopB_NTN",
    "nvjet_sm90_hsh_128x200_64x5_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_hsh_128x200_64x5_4x1_v_bz_coopA_TNT",
    "nvjet_sm90_hsh_128x24_64x11_2x4_h_bz_NNT",
    "nvjet_sm90_hsh_128x24_64x11_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_128x24_64x11_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_128x24_64x11_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_128x256_64x4_2x1_v_badd_coopA_TNN",
    "nvjet_sm90_hsh_128x256_64x4_2x1_v_bz_coopA_NTN",
    "nvjet_sm90_hsh_128x256_64x4_2x1_v_bz_coopA_TNN",
    "nvjet_sm90_hsh_128x256_64x4_2x1_v_bz_coopA_bias_TNN",
    "nvjet_sm90_hsh_128x256_64x4_4x2_h_bz_coopA_TNN",
    "nvjet_sm90_hsh_128x256_64x4_4x2_h_bz_coopA_bias_TNN",
    "nvjet_sm90_hsh_128x64_64x8_1x2_h_bz_NNT",
    "nvjet_sm90_hsh_128x64_64x8_1x2_h_bz_NTT",
    "nvjet_sm90_hsh_128x64_64x8_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_128x72_64x8_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_128x8_64x12_2x1_v_badd_NNT",
    "nvjet_sm90_hsh_128x8_64x12_2x1_v_bz_TNT",
    "nvjet_sm90_hsh_128x8_64x12_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_128x8_64x12_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_128x8_64x12_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_128x96_64x7_1x1_h_bz_NNT",
    "nvjet_sm90_hsh_136x64_64x8_1x4_h_bz_TNN",
    "nvjet_sm90_hsh_144x128_64x6_1x2_h_bz_TNN",
    "nvjet_sm90_hsh_144x64_64x8_1x2_h_bz_TNN",
    "nvjet_sm90_hsh_160x128_64x5_1x2_h_bz_NTN",
    "nvjet_sm90_hsh_160x256_64x4_2x1_v_bz_coopA_TNN",
    "nvjet_sm90_hsh_168x128_64x5_1x2_h_bz_coopA_bias_TNN",
    "nvjet_sm90_hsh_168x128_64x5_2x1_v_bz_coopA_bias_TNN",
    "nvjet_sm90_hsh_192x104_64x5_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_192x128_64x5_1x2_h_bz_coopB_NNT",
    "nvjet_sm90_hsh_192x128_64x5_1x2_h_bz_coopB_TNT",
    "nvjet_sm90_hsh_192x128_64x5_1x4_h_bz_coopB_NTT",
    "nvjet_sm90_hsh_192x128_64x5_2x1_v_bz_coopB_bias_TNT",
    "nvjet_sm90_hsh_192x160_64x4_2x1_v_bz_coopB_bias_NNT",
    "nvjet_sm90_hsh_192x192_64x3_2x1_v_bz_coopB_NNN",
    "nvjet_sm90_hsh_192x192_64x3_2x1_v_bz_coopB_NTN",
    "nvjet_sm90_hsh_192x192_64x4_1x2_h_badd_coopB_TNN",
    "nvjet_sm90_hsh_192x192_64x4_1x2_h_bz_coopB_bias_TNN",
    "nvjet_sm90_hsh_192x192_64x4_2x1_v_bz_coopB_TNN",
    "nvjet_sm90_hsh_192x208_64x4_2x1_v_bz_coopB_TNT",
    "nvjet_sm90_hsh_192x24_64x7_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_192x32_64x7_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_192x48_64x7_1x2_h_badd_TNT",
    "nvjet_sm90_hsh_192x80_64x6_2x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_192x8_64x8_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_192x96_64x5_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_224x64_64x5_1x4_h_bz_bias_NNN",
    "nvjet_sm90_hsh_24x64_64x16_4x1_v_bz_TNN",
    "nvjet_sm90_hsh_24x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_hsh_256x104_64x4_4x1_v_bz_coopA_TNT",
    "nvjet_sm90_hsh_256x112_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_hsh_256x128_64x4_1x2_h_bz_coopA_NNT",
    "nvjet_sm90_hsh_256x128_64x4_1x2_h_bz_coopA_bias_TNT",
    "nvjet_sm90_hsh_256x128_64x4_2x1_v_bz_coopA_NTT",
    "nvjet_sm90_hsh_256x128_64x4_2x4_h_bz_coopA_splitK_NNT",
    "nvjet_sm90_hsh_256x16_64x6_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_256x8_64x6_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_256x8_64x6_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_272x128_64x4_1x2_h_bz_coopA_TNN",
    "nvjet_sm90_hsh_288x64_64x4_2x1_v_bz_NNN",
    "nvjet_sm90_hsh_320x128_64x3_1x2_h_bz_coopB_NTT",
    "nvjet_sm90_hsh_320x128_64x3_1x2_h_bz_coopB_TNT",
    "nvjet_sm90_hsh_32x128_64x10_4x1_v_bz_NNN",
    "nvjet_sm90_hsh_32x256_64x5_1x2_h_bz_NNN",
    "nvjet_sm90_hsh_32x256_64x5_1x2_h_bz_NTN",
    "nvjet_sm90_hsh_32x256_64x5_1x4_h_bz_NNN",
    "nvjet_sm90_hsh_32x64_64x16_1x4_h_bx_NTN",
    "nvjet_sm90_hsh_32x64_64x16_1x4_h_bz_NNN",
    "nvjet_sm90_hsh_32x64_64x16_1x4_h_bz_NTN",
    "nvjet_sm90_hsh_32x64_64x16_2x2_h_bz_NTN",
    "nvjet_sm90_hsh_32x64_64x16_2x4_h_bz_NNN",
    "nvjet_sm90_hsh_32x64_64x16_4x1_v_bz_NNN",
    "nvjet_sm90_hsh_32x64_64x16_4x1_v_bz_splitK_NNN",
    "nvjet_sm90_hsh_32x64_64x16_4x1_v_bz_splitK_NTN",
    "nvjet_sm90_hsh_32x64_64x16_4x2_h_bz_NNN",
    "nvjet_sm90_hsh_32x64_64x16_4x2_h_bz_NTN",
    "nvjet_sm90_hsh_32x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_hsh_384x24_64x4_2x1_v_bz_TNT",
    "nvjet_sm90_hsh_384x32_64x4_2x1_v_badd_TTT",
    "nvjet_sm90_hsh_384x8_64x4_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_40x64_64x16_4x1_v_bz_TNN",
    "nvjet_sm90_hsh_40x64_64x16_4x2_h_bz_bias_TNN",
    "nvjet_sm90_hsh_48x64_64x15_2x1_v_bz_TNN",
    "nvjet_sm90_hsh_48x64_64x15_4x2_h_bz_TNN",
    "nvjet_sm90_hsh_48x64_64x15_4x2_h_bz_bias_TNN",
    "nvjet_sm90_hsh_512x32_64x3_2x1_v_bz_TNT",
    "nvjet_sm90_hsh_64x104_64x10_2x1_v_bz_NNT",
    "nvjet_sm90_hsh_64x104_64x10_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x104_64x10_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_64x104_64x10_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x128_64x8_1x2_h_bz_NTN",
    "nvjet_sm90_hsh_64x128_64x8_2x1_v_bz_NNN",
    "nvjet_sm90_hsh_64x128_64x8_2x1_v_bz_NTN",
    "nvjet_sm90_hsh_64x128_64x8_2x1_v_bz_TNN",
    "nvjet_sm90_hsh_64x128_64x8_4x1_v_bz_TNN",
    "nvjet_sm90_hsh_64x16_64x16_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x16_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x16_64x16_2x4_h_bz_TNT",
    "nvjet_sm90_hsh_64x16_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_64x16_64x16_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_64x16_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x16_64x16_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_hsh_64x16_64x16_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x24_64x16_2x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x24_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x24_64x16_2x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_hsh_64x24_64x16_2x4_h_bz_bias_TNT",
    "nvjet_sm90_hsh_64x24_64x16_4x1_v_badd_NNT",
    "nvjet_sm90_hsh_64x24_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x24_64x16_4x2_h_bz_bias_TNT",
    "nvjet_sm90_hsh_64x32_64x16_1x2_h_bz_NNT",
    "nvjet_sm90_hsh_64x32_64x16_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x32_64x16_2x4_h_bz_NNT",
    "nvjet_sm90_hsh_64x32_64x16_2x4_h_bz_NTT",
    "nvjet_sm90_hsh_64x32_64x16_4x1_v_badd_NTT",
    "nvjet_sm90_hsh_64x32_64x16_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_hsh_64x32_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x40_64x16_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x40_64x16_2x4_h_bz_TNT",
    "nvjet_sm90_hsh_64x40_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x64_64x13_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x64_64x13_2x4_h_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x64_64x13_4x1_v_badd_NTT",
    "nvjet_sm90_hsh_64x64_64x13_4x1_v_bz_NTT",
    "nvjet_sm90_hsh_64x64_64x13_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x64_64x13_4x2_h_bz_NNT",
    "nvjet_sm90_hsh_64x72_64x12_4x1_v_bz_NNT",
    "nvjet_sm90_hsh_64x72_64x12_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_64x80_64x11_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x8_64x16_1x4_h_bz_NNT",
    "nvjet_sm90_hsh_64x8_64x16_2x1_v_bz_NNT",
    "nvjet_sm90_hsh_64x8_64x16_2x1_v_bz_TNT",
    "nvjet_sm90_hsh_64x8_64x16_2x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x8_64x16_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_64x8_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x8_64x16_2x4_h_bz_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_NNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x2_h_bz_bias_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x2_h_bz_splitK_NNT",
    "nvjet_sm90_hsh_64x96_64x10_1x2_h_bz_NNT",
    "nvjet_sm90_hsh_64x96_64x8_1x2_h_bz_NTT",
    "nvjet_sm90_hsh_72x64_64x12_1x2_h_bz_TNN",
    "nvjet_sm90_hsh_72x64_64x12_2x4_h_bz_bias_TNN",
    "nvjet_sm90_hsh_72x64_64x12_4x2_h_bz_TNN",
    "nvjet_sm90_hsh_8x64_64x16_4x1_v_badd_TNN",
    "nvjet_sm90_hsh_8x64_64x16_4x1_v_bz_bias_TNN",
    "nvjet_sm90_hsh_8x64_64x16_4x2_h_badd_TNN",
    "nvjet_sm90_hsh_8x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_hsh_8x64_64x16_4x2_h_bz_bias_TNN",
    "nvjet_sm90_hsh_96x128_64x6_1x2_h_bz_NNN",
    "nvjet_sm90_hsh_96x128_64x6_1x4_h_bz_NNN",
    "nvjet_sm90_hsh_96x128_64x6_2x1_v_bz_NTN",
    "nvjet_sm90_hsh_96x128_64x7_1x2_h_bz_bias_TNN",
    "nvjet_sm90_hsh_96x128_64x7_2x1_v_bz_TNN",
    "nvjet_sm90_hsh_96x128_64x7_2x1_v_bz_bias_TNN",
    "nvjet_sm90_hsh_96x256_64x4_1x2_h_bz_coopA_NNN",
    "nvjet_sm90_hsh_96x64_64x10_2x1_v_bz_TNN",
    "nvjet_sm90_hsh_96x64_64x8_1x1_h_bz_NNN",
    "nvjet_sm90_hsh_96x64_64x8_1x1_h_bz_NTN",
    "nvjet_sm90_hsh_96x64_64x8_1x2_h_bz_NNN",
    "nvjet_sm90_hss_128x256_64x4_2x1_v_bz_coopA_NNN",
    "nvjet_sm90_hss_160x192_64x3_1x2_h_bz_coopB_NNN",
    "nvjet_sm90_hss_64x16_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_hss_64x32_64x16_4x1_v_bz_splitK_NTT",
    "nvjet_sm90_hss_64x88_64x11_1x2_h_bz_TNT",
    "nvjet_sm90_hss_64x8_64x16_1x4_h_badd_NNT",
    "nvjet_sm90_tss_128x232_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tss_128x32_64x10_4x1_v_bz_NNT",
    "nvjet_sm90_tss_192x32_64x7_2x1_v_bz_NTT",
    "nvjet_sm90_tss_256x104_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tss_512x80_64x2_1x1_h_bx_coopA_TNT",
    "nvjet_sm90_tss_64x16_64x16_2x4_h_bz_splitK_NNT",
    "nvjet_sm90_tss_64x80_64x11_2x4_h_bz_NNT",
    "nvjet_sm90_tss_64x8_64x16_1x1_h_bz_splitK_NNT",
    "nvjet_sm90_tss_64x8_64x16_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_tss_64x8_64x16_4x1_v_bz_NNT",
    "nvjet_sm90_tss_64x8_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_tss_8x64_64x16_4x2_h_badd_TNN",
    "nvjet_sm90_tst_112x128_64x7_2x1_v_bz_TNN",
    "nvjet_sm90_tst_128x104_64x7_1x2_h_bz_TNT",
    "nvjet_sm90_tst_128x104_64x7_1x2_h_bz_bias_NNT",
    "nvjet_sm90_tst_128x104_64x7_4x1_v_bz_TNT",
    "nvjet_sm90_tst_128x104_64x7_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x128_64x6_1x2_h_bz_NNT",
    "nvjet_sm90_tst_128x128_64x6_2x1_v_bz_NNT",
    "nvjet_sm90_tst_128x128_64x6_2x1_v_bz_NTT",
    "nvjet_sm90_tst_128x128_64x6_2x1_v_bz_TNT",
    "nvjet_sm90_tst_128x128_64x6_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_128x128_64x6_4x1_v_bz_TNT",
    "nvjet_sm90_tst_128x128_64x6_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x128_64x6_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_128x128_64x6_4x2_h_bz_TNT",
    "nvjet_sm90_tst_128x144_64x6_2x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_128x152_64x6_1x2_h_bz_TNT",
    "nvjet_sm90_tst_128x160_64x5_2x1_v_bz_NTT",
    "nvjet_sm90_tst_128x168_64x5_4x2_h_bz_NNT",
    "nvjet_sm90_tst_128x168_64x5_4x2_h_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_128x16_64x11_2x1_v_bz_NNT",
    "nvjet_sm90_tst_128x16_64x11_2x1_v_bz_TNT",
    "nvjet_sm90_tst_128x16_64x11_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x16_64x11_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_128x16_64x11_4x1_v_bz_TNT",
    "nvjet_sm90_tst_128x16_64x11_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x16_64x11_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_128x192_64x5_2x1_v_bz_coopB_NTN",
    "nvjet_sm90_tst_128x192_64x5_2x1_v_bz_coopB_bias_TNN",
    "nvjet_sm90_tst_128x192_64x5_4x1_v_bz_coopB_NTN",
    "nvjet_sm90_tst_128x200_64x5_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_128x224_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_128x232_64x4_2x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_128x24_64x11_2x1_v_bz_TNT",
    "nvjet_sm90_tst_128x24_64x11_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x24_64x11_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x256_64x4_1x1_h_bz_coopA_NNN",
    "nvjet_sm90_tst_128x256_64x4_1x2_h_bz_coopA_NNN",
    "nvjet_sm90_tst_128x256_64x4_2x1_v_badd_coopA_TNN",
    "nvjet_sm90_tst_128x256_64x4_2x1_v_bz_coopA_NTN",
    "nvjet_sm90_tst_128x256_64x4_2x1_v_bz_coopA_TNN",
    "nvjet_sm90_tst_128x256_64x4_2x1_v_bz_coopA_bias_TNN",
    "nvjet_sm90_tst_128x256_64x4_4x1_v_bz_coopA_NTN",
    "nvjet_sm90_tst_128x32_64x10_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x32_64x10_4x1_v_bz_NNT",
    "nvjet_sm90_tst_128x32_64x10_4x1_v_bz_TNT",
    "nvjet_sm90_tst_128x32_64x10_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x32_64x10_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_128x64_64x8_1x2_h_badd_TNT",
    "nvjet_sm90_tst_128x64_64x8_1x2_h_bz_NTT",
    "nvjet_sm90_tst_128x64_64x8_1x2_h_bz_TNT",
    "nvjet_sm90_tst_128x64_64x8_1x2_h_bz_bias_TNT",
    "nvjet_sm90_tst_128x64_64x8_1x2_h_bz_splitK_NNT",
    "nvjet_sm90_tst_128x64_64x8_4x1_v_bz_NNT",
    "nvjet_sm90_tst_128x64_64x8_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x80_64x8_4x1_v_bz_NNT",
    "nvjet_sm90_tst_128x80_64x8_4x1_v_bz_TNT",
    "nvjet_sm90_tst_128x80_64x8_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_128x80_64x8_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_128x8_64x12_2x1_v_bz_TNT",
    "nvjet_sm90_tst_128x8_64x12_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x8_64x12_4x1_v_bz_NNT",
    "nvjet_sm90_tst_128x8_64x12_4x1_v_bz_TNT",
    "nvjet_sm90_tst_128x8_64x12_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_128x8_64x12_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_128x8_64x12_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_tst_128x96_64x6_2x1_v_bz_NTT",
    "nvjet_sm90_tst_144x128_64x6_1x2_h_bz_TNN",
    "nvjet_sm90_tst_144x128_64x6_1x2_h_bz_coopA_bias_TNN",
    "nvjet_sm90_tst_144x64_64x8_1x2_h_bz_TNN",
    "nvjet_sm90_tst_144x64_64x8_1x2_h_bz_bias_TNN",
    "nvjet_sm90_tst_160x192_64x4_1x2_h_bz_coopB_TNN",
    "nvjet_sm90_tst_168x128_64x5_1x2_h_bz_TNN",
    "nvjet_sm90_tst_168x128_64x5_1x2_h_bz_coopA_bias_TNN",
    "nvjet_sm90_tst_168x128_64x5_2x1_v_bz_TNN",
    "nvjet_sm90_tst_16x64_64x16_1x4_h_bz_bias_TNN",
    "nvjet_sm90_tst_16x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_tst_176x128_64x5_1x2_h_bz_TNN",
    "nvjet_sm90_tst_176x128_64x5_1x2_h_bz_coopA_bias_TNN",
    "nvjet_sm90_tst_176x128_64x5_2x1_v_bz_coopA_bias_TNN",
    "nvjet_sm90_tst_192x104_64x5_1x2_h_bz_TNT",
    "nvjet_sm90_tst_192x128_64x5_1x2_h_bz_coopB_NNT",
    "nvjet_sm90_tst_192x128_64x5_1x2_h_bz_coopB_TNT",
    "nvjet_sm90_tst_192x128_64x5_1x2_h_bz_coopB_bias_TNT",
    "nvjet_sm90_tst_192x128_64x5_2x4_h_bz_coopB_NTT",
    "nvjet_sm90_tst_192x128_64x5_4x2_h_bz_coopB_NNT",
    "nvjet_sm90_tst_192x16_64x8_4x1_v_bz_NNT",
    "nvjet_sm90_tst_192x176_64x4_1x2_h_bz_coopB_TNT",
    "nvjet_sm90_tst_192x192_64x3_1x2_h_bz_coopB_NTN",
    "nvjet_sm90_tst_192x192_64x3_2x1_v_bz_coopB_NNN",
    "nvjet_sm90_tst_192x192_64x3_2x1_v_bz_coopB_NTN",
    "nvjet_sm90_tst_192x192_64x4_1x2_h_bz_coopB_TNN",
    "nvjet_sm90_tst_192x192_64x4_1x2_h_bz_coopB_bias_TNN",
    "nvjet_sm90_tst_192x192_64x4_2x1_v_bz_coopB_TNN",
    "nvjet_sm90_tst_192x192_64x4_2x1_v_bz_coopB_bias_TNN",
    "nvjet_sm90_tst_192x208_64x4_4x1_v_bz_coopB_TNT",
    "nvjet_sm90_tst_192x24_64x7_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_192x24_64x7_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_192x32_64x7_4x1_v_bz_TNT",
    "nvjet_sm90_tst_192x48_64x7_1x2_h_bz_TNT",
    "nvjet_sm90_tst_192x80_64x6_4x1_v_bz_TNT",
    "nvjet_sm90_tst_192x8_64x8_1x1_h_bz_NNT",
    "nvjet_sm90_tst_192x8_64x8_2x1_v_bz_TNT",
    "nvjet_sm90_tst_192x8_64x8_4x1_v_bz_NNT",
    "nvjet_sm90_tst_192x8_64x8_4x1_v_bz_TNT",
    "nvjet_sm90_tst_192x8_64x8_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_192x8_64x8_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_192x96_64x5_1x2_h_bz_TNT",
    "nvjet_sm90_tst_224x128_64x4_2x1_v_badd_coopA_TTN",
    "nvjet_sm90_tst_224x64_64x5_4x2_h_bz_NTN",
    "nvjet_sm90_tst_24x64_64x16_4x2_h_badd_TNN",
    "nvjet_sm90_tst_24x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_tst_256x104_64x4_4x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_256x112_64x4_1x2_h_bz_coopA_NNT",
    "nvjet_sm90_tst_256x112_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_256x128_64x4_1x2_h_bz_coopA_NNT",
    "nvjet_sm90_tst_256x128_64x4_1x2_h_bz_coopA_NTT",
    "nvjet_sm90_tst_256x128_64x4_1x2_h_bz_coopA_TNT",
    "nvjet_sm90_tst_256x128_64x4_1x2_h_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_256x128_64x4_2x1_v_bz_coopA_NNT",
    "nvjet_sm90_tst_256x128_64x4_2x4_h_bz_coopA_NTT",
    "nvjet_sm90_tst_256x128_64x4_2x4_h_bz_coopA_TNT",
    "nvjet_sm90_tst_256x144_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_256x152_64x4_1x2_h_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_256x16_64x6_2x1_v_badd_TNT",
    "nvjet_sm90_tst_256x16_64x6_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_256x32_64x5_2x1_v_bz_TNT",
    "nvjet_sm90_tst_256x64_64x5_2x1_v_bz_TNT",
    "nvjet_sm90_tst_256x64_64x5_4x1_v_bz_NTT",
    "nvjet_sm90_tst_256x8_64x6_2x1_v_bz_TNT",
    "nvjet_sm90_tst_256x8_64x6_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_256x8_64x6_4x1_v_bz_TNT",
    "nvjet_sm90_tst_256x96_64x4_2x1_v_bz_coopA_NTT",
    "nvjet_sm90_tst_320x128_64x3_1x2_h_bz_coopB_NNT",
    "nvjet_sm90_tst_320x128_64x3_1x2_h_bz_coopB_NTT",
    "nvjet_sm90_tst_320x128_64x3_1x2_h_bz_coopB_TNT",
    "nvjet_sm90_tst_320x128_64x3_2x4_h_bz_coopB_NTT",
    "nvjet_sm90_tst_32x128_64x10_4x1_v_bz_NNN",
    "nvjet_sm90_tst_32x128_64x10_4x1_v_bz_NTN",
    "nvjet_sm90_tst_32x64_64x16_1x1_h_bz_NTN",
    "nvjet_sm90_tst_32x64_64x16_1x2_h_bz_NNN",
    "nvjet_sm90_tst_32x64_64x16_1x2_h_bz_NTN",
    "nvjet_sm90_tst_32x64_64x16_1x4_h_bz_NTN",
    "nvjet_sm90_tst_32x64_64x16_2x1_v_bz_TNN",
    "nvjet_sm90_tst_32x64_64x16_2x4_h_bz_NTN",
    "nvjet_sm90_tst_32x64_64x16_4x1_v_bz_splitK_bias_NTN",
    "nvjet_sm90_tst_32x64_64x16_4x2_h_badd_TNN",
    "nvjet_sm90_tst_32x64_64x16_4x2_h_bz_NNN",
    "nvjet_sm90_tst_32x64_64x16_4x2_h_bz_NTN",
    "nvjet_sm90_tst_384x104_64x3_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_384x104_64x3_2x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_384x80_64x3_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_384x8_64x4_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_384x8_64x4_4x1_v_bz_TNT",
    "nvjet_sm90_tst_40x64_64x16_4x1_v_bz_TNN",
    "nvjet_sm90_tst_40x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_tst_432x64_64x3_2x1_v_bz_coopB_bias_TNN",
    "nvjet_sm90_tst_48x64_64x15_2x1_v_bz_TNN",
    "nvjet_sm90_tst_512x8_64x3_4x1_v_badd_NNT",
    "nvjet_sm90_tst_64x104_64x10_2x1_v_bz_TNT",
    "nvjet_sm90_tst_64x104_64x10_4x1_v_bz_NNT",
    "nvjet_sm90_tst_64x104_64x10_4x1_v_bz_TNT",
    "nvjet_sm90_tst_64x104_64x10_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x104_64x10_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_64x104_64x10_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x128_64x8_2x1_v_bz_NNN",
    "nvjet_sm90_tst_64x128_64x8_2x1_v_bz_TNN",
    "nvjet_sm90_tst_64x128_64x8_4x2_h_badd_TNN",
    "nvjet_sm90_tst_64x128_64x8_4x2_h_bz_TNN",
    "nvjet_sm90_tst_64x16_64x16_1x2_h_bz_TNT",
    "nvjet_sm90_tst_64x16_64x16_1x4_h_bz_TNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_NNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_TNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_tst_64x16_64x16_2x4_h_bz_NNT",
    "nvjet_sm90_tst_64x16_64x16_2x4_h_bz_TNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_NNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_splitK_bias_NNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_tst_64x16_64x16_4x2_h_bz_NNT",
    "nvjet_sm90_tst_64x16_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x24_64x16_1x1_h_bz_NNT",
    "nvjet_sm90_tst_64x24_64x16_1x4_h_bz_NNT",
    "nvjet_sm90_tst_64x24_64x16_2x4_h_bz_NNT",
    "nvjet_sm90_tst_64x24_64x16_2x4_h_bz_TNT",
    "nvjet_sm90_tst_64x24_64x16_4x1_v_bz_NNT",
    "nvjet_sm90_tst_64x24_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_tst_64x24_64x16_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x24_64x16_4x2_h_badd_NNT",
    "nvjet_sm90_tst_64x24_64x16_4x2_h_bz_NNT",
    "nvjet_sm90_tst_64x24_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x24_64x16_4x2_h_bz_bias_NNT",
    "nvjet_sm90_tst_64x32_64x16_1x1_h_bz_NTT",
    "nvjet_sm90_tst_64x32_64x16_1x2_h_badd_TNT",
    "nvjet_sm90_tst_64x32_64x16_1x2_h_bz_NNT",
    "nvjet_sm90_tst_64x32_64x16_1x2_h_bz_NTT",
    "nvjet_sm90_tst_64x32_64x16_1x2_h_bz_TNT",
    "nvjet_sm90_tst_64x32_64x16_2x1_v_bz_NTT",
    "nvjet_sm90_tst_64x32_64x16_2x1_v_bz_TNT",
    "nvjet_sm90_tst_64x32_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x32_64x16_2x4_h_bz_NTT",
    "nvjet_sm90_tst_64x32_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_tst_64x32_64x16_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x32_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x32_64x16_4x2_h_bz_NNT",
    "nvjet_sm90_tst_64x32_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x32_64x16_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x32_64x16_4x2_h_bz_splitK_bias_TNT",
    "nvjet_sm90_tst_64x40_64x16_1x2_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x40_64x16_1x2_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x40_64x16_1x4_h_bz_TNT",
    "nvjet_sm90_tst_64x40_64x16_2x1_v_bz_NNT",
    "nvjet_sm90_tst_64x40_64x16_2x4_h_bz_bias_NNT",
    "nvjet_sm90_tst_64x40_64x16_2x4_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x40_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x40_64x16_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x48_64x15_2x1_v_bz_NNT",
    "nvjet_sm90_tst_64x48_64x15_2x4_h_bz_TNT",
    "nvjet_sm90_tst_64x48_64x15_4x1_v_bz_NNT",
    "nvjet_sm90_tst_64x56_64x14_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x56_64x14_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x64_64x13_1x2_h_badd_TNT",
    "nvjet_sm90_tst_64x64_64x13_1x4_h_bz_NNT",
    "nvjet_sm90_tst_64x64_64x13_1x4_h_bz_splitK_NNT",
    "nvjet_sm90_tst_64x64_64x13_2x1_v_bz_NNT",
    "nvjet_sm90_tst_64x64_64x13_2x1_v_bz_TNT",
    "nvjet_sm90_tst_64x64_64x13_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_64x64_64x13_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x64_64x13_2x2_h_bz_NNT",
    "nvjet_sm90_tst_64x64_64x13_2x4_h_badd_TNT",
    "nvjet_sm90_tst_64x64_64x13_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x64_64x13_4x2_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x72_64x12_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x80_64x11_2x1_v_bz_TNT",
    "nvjet_sm90_tst_64x80_64x11_4x1_v_bz_NNT",
    "nvjet_sm90_tst_64x80_64x11_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x88_64x11_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x8_64x16_1x1_h_badd_TNT",
    "nvjet_sm90_tst_64x8_64x16_1x1_h_bz_NNT",
    "nvjet_sm90_tst_64x8_64x16_1x1_h_bz_TNT",
    "nvjet_sm90_tst_64x8_64x16_1x1_h_bz_splitK_bias_TNT",
    "nvjet_sm90_tst_64x8_64x16_1x2_h_bz_NNT",
    "nvjet_sm90_tst_64x8_64x16_1x2_h_bz_splitK_bias_NNT",
    "nvjet_sm90_tst_64x8_64x16_1x4_h_badd_TNT",
    "nvjet_sm90_tst_64x8_64x16_1x4_h_bz_NNT",
    "nvjet_sm90_tst_64x8_64x16_1x4_h_bz_TNT",
    "nvjet_sm90_tst_64x8_64x16_1x4_h_bz_bias_NNT",
    "nvjet_sm90_tst_64x8_64x16_1x4_h_bz_splitK_NNT",
    "nvjet_sm90_tst_64x8_64x16_1x4_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x8_64x16_2x1_v_bz_NNT",
    "nvjet_sm90_tst_64x8_64x16_2x1_v_bz_TNT",
    "nvjet_sm90_tst_64x8_64x16_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x8_64x16_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_64x8_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x8_64x16_2x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_tst_64x8_64x16_2x2_h_bz_NNT",
    "nvjet_sm90_tst_64x8_64x16_2x4_h_bz_NNT",
    "nvjet_sm90_tst_64x8_64x16_2x4_h_bz_TNT",
    "nvjet_sm90_tst_64x8_64x16_2x4_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x8_64x16_2x4_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_badd_NNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_NNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x2_h_bz_NNT",
    "nvjet_sm90_tst_64x8_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x2_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_tst_72x64_64x12_2x4_h_bz_bias_TNN",
    "nvjet_sm90_tst_72x64_64x12_4x2_h_bz_bias_TNN",
    "nvjet_sm90_tst_80x128_64x8_2x1_v_bz_TNN",
    "nvjet_sm90_tst_80x128_64x8_2x1_v_bz_splitK_TNN",
    "nvjet_sm90_tst_80x128_64x8_4x1_v_bz_splitK_TNN",
    "nvjet_sm90_tst_80x64_64x11_1x2_h_bz_TNN",
    "nvjet_sm90_tst_8x64_64x16_2x1_v_bx_TTN",
    "nvjet_sm90_tst_8x64_64x16_2x1_v_bz_TNN",
    "nvjet_sm90_tst_8x64_64x16_2x4_h_bz_bias_TNN",
    "nvjet_sm90_tst_8x64_64x16_4x1_v_bz_TNN",
    "nvjet_sm90_tst_8x64_64x16_4x1_v_bz_bias_TNN",
    "nvjet_sm90_tst_8x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_tst_96x128_64x6_1x2_h_bz_NNN",
    "nvjet_sm90_tst_96x128_64x6_1x2_h_bz_NTN",
    "nvjet_sm90_tst_96x128_64x6_2x1_v_bz_NNN",
    "nvjet_sm90_tst_96x128_64x6_2x1_v_bz_NTN",
    "nvjet_sm90_tst_96x128_64x7_2x1_v_bz_TNN",
    "nvjet_sm90_tst_96x192_64x5_1x2_h_bz_NNN",
    "nvjet_sm90_tst_96x256_64x4_1x2_h_bz_coopA_NNN",
    "nvjet_sm90_tst_96x256_64x4_1x2_h_bz_coopA_NTN",
    "nvjet_sm90_tst_96x64_64x10_1x2_h_bz_TNN",
    "nvjet_sm90_tst_96x64_64x10_1x2_h_bz_bias_TNN",
    "nvjet_sm90_tst_96x64_64x10_1x2_h_bz_splitK_TNN",
    "nvjet_sm90_tst_96x64_64x10_2x4_h_bz_TNN",
    "nvjet_sm90_tst_96x64_64x8_1x2_h_bz_NNN",
    "nvjet_sm90_tst_96x64_64x8_1x2_h_bz_NTN",
    "nvjet_sm90_tst_96x64_64x8_1x2_h_bz_splitK_NNN",
    "nvjet_sm90_tst_96x64_64x8_1x4_h_bz_NNN",
    "nvjet_sm90_tst_96x64_64x8_2x4_h_bz_NTN",
    "sgemm_largek_lds64",
    "sm80_xmma_gemm_f16f16_f32f32_f32_nn_n_tilesize32x32x8_stage3_warpsize1x2x1_ffma_aligna2_alignc2_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f16f16_f32f32_f32_nn_n_tilesize64x64x8_stage3_warpsize1x4x1_ffma_aligna2_alignc2_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f16f16_f32f32_f32_nt_n_tilesize32x32x8_stage3_warpsize1x2x1_ffma_aligna2_alignc2_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_nn_n_tilesize128x64x8_stage3_warpsize2x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_nn_n_tilesize256x128x8_stage3_warpsize4x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_nn_n_tilesize32x32x8_stage3_warpsize1x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_nn_n_tilesize32x64x8_stage3_warpsize1x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_nn_n_tilesize64x128x8_stage3_warpsize1x4x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_nn_n_tilesize64x32x8_stage3_warpsize1x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_nn_n_tilesize64x64x8_stage3_warpsize1x4x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_nt_n_tilesize32x32x8_stage3_warpsize1x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_nt_n_tilesize64x128x8_stage3_warpsize1x4x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_nt_n_tilesize64x256x8_stage3_warpsize1x4x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_nt_n_tilesize64x64x8_stage3_warpsize1x4x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize128x128x8_stage3_warpsize2x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize128x32x8_stage3_warpsize2x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize128x64x8_stage3_warpsize2x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize256x64x8_stage3_warpsize2x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize32x128x8_stage3_warpsize1x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize32x32x8_stage3_warpsize1x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize32x64x8_stage3_warpsize1x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize64x128x8_stage3_warpsize1x4x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize64x256x8_stage3_warpsize1x4x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize64x64x8_stage3_warpsize1x4x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tt_n_tilesize32x32x8_stage3_warpsize1x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tt_n_tilesize32x64x8_stage3_warpsize1x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_f32f32_f32_tt_n_tilesize64x64x8_stage3_warpsize1x4x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_tf32f32_f32_nn_n_tilesize32x32x64_stage3_warpsize2x2x1_tensor16x8x8_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_tf32f32_f32_nn_n_tilesize32x64x64_stage4_warpsize2x2x1_tensor16x8x8_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_tf32f32_f32_nt_n_tilesize32x32x64_stage3_warpsize2x2x1_tensor16x8x8_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_tf32f32_f32_nt_n_tilesize32x64x64_stage4_warpsize2x2x1_tensor16x8x8_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize32x32x64_stage3_warpsize2x2x1_tensor16x8x8_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize32x64x64_stage4_warpsize2x2x1_tensor16x8x8_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_tf32f32_f32_tt_n_tilesize32x32x64_stage3_warpsize2x2x1_tensor16x8x8_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm80_xmma_gemm_f32f32_tf32f32_f32_tt_n_tilesize64x64x64_stage4_warpsize2x2x1_tensor16x8x8_aligna4_alignc4_execute_kernel__5x_cublas",
    "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tt_n_tilesize64x64x64_cgasize1x1x1_warpgroupsize1x1x1_aligna2_alignc2_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_bf16f32_bf16f32_f32_nn_n_tilesize64x64x64_cgasize1x1x1_warpgroupsize1x1x1_aligna4_alignc4_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_nn_n_tilesize128x128x32_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_nn_n_tilesize64x128x32_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_nn_n_tilesize64x64x32_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_nt_n_tilesize128x128x32_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_nt_n_tilesize128x256x32_warpgroupsize2x1x1_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x128x32_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x128x32_warpgroupsize1x1x1_execute_segment_k_on_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x256x32_warpgroupsize2x1x1_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x64x32_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x64x32_warpgroupsize1x1x1_execute_segment_k_on_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize64x128x32_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize64x128x32_warpgroupsize1x1x1_execute_segment_k_on_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize64x256x32_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize64x64x32_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
    "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize64x64x32_warpgroupsize1x1x1_execute_segment_k_on_kernel__5x_cublas",
};

const choice_row choice_h100_rows[] = {
    /* fmt, out, align, bias, c, scaled, a_km, b_nk, batch, m, n, k, name, splits, scheme (call id) */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 15360, 5120, 512, 351, 1, 0}, /* 0 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 3072, 450, 1, 0}, /* 1 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 5120, 5120, 609, 1, 0}, /* 2 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 77, 32001, 1024, 2, 1, 0}, /* 4 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 17, 27648, 1536, 508, 1, 0}, /* 5 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 1024, 8192, 591, 1, 0}, /* 6 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 2048, 2048, 589, 1, 0}, /* 7 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12, 16384, 3072, 496, 1, 0}, /* 9 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 13824, 4096, 608, 1, 0}, /* 12 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 384, 1536, 761, 1, 0}, /* 14 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 11008, 3, 344, 1, 0}, /* 15 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 8192, 8192, 730, 1, 0}, /* 16 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 15360, 5120, 609, 1, 0}, /* 17 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 3072, 1024, 128, 794, 1, 0}, /* 18 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 64, 1024, 8192, 687, 3, 1}, /* 19 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 100, 1536, 8192, 637, 3, 1}, /* 20 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 11008, 2560, 559, 1, 0}, /* 23 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 1024, 1024, 742, 1, 0}, /* 24 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 4, 1024, 8192, 269, 1, 0}, /* 25 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 512, 2048, 737, 1, 0}, /* 26 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 24, 22016, 2560, 571, 1, 0}, /* 27 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 256, 9216, 3072, 829, 1, 0}, /* 28 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 13824, 2560, 579, 1, 0}, /* 29 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 5, 768, 2304, 741, 1, 0}, /* 30 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 15360, 5120, 283, 1, 0}, /* 32 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 5120, 11008, 532, 3, 1}, /* 34 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8192, 11008, 4096, 785, 1, 0}, /* 35 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 12, 2048, 2048, 433, 1, 0}, /* 36 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 2048, 2048, 748, 1, 0}, /* 37 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 15360, 5120, 283, 1, 0}, /* 38 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1000, 11008, 1536, 341, 1, 0}, /* 40 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1000, 15360, 5120, 798, 1, 0}, /* 41 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 2304, 768, 543, 1, 0}, /* 42 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 77, 6144, 2048, 804, 1, 0}, /* 43 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 510, 12288, 4096, 556, 1, 0}, /* 44 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16384, 4096, 4096, 607, 1, 0}, /* 45 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 9216, 3072, 544, 1, 0}, /* 46 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 2304, 768, 710, 1, 0}, /* 47 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1024, 12288, 1536, 803, 1, 0}, /* 48 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12, 512, 2048, 761, 1, 0}, /* 49 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 22016, 768, 556, 1, 0}, /* 50 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 197, 4608, 1536, 305, 1, 0}, /* 52 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 4096, 11008, 705, 1, 0}, /* 53 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1000, 4096, 4096, 298, 1, 0}, /* 54 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 22016, 1536, 512, 326, 1, 0}, /* 55 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 256, 512, 4096, 831, 1, 0}, /* 56 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 27648, 1536, 504, 1, 0}, /* 57 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 14336, 16, 501, 1, 0}, /* 59 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 12288, 4096, 8192, 590, 1, 0}, /* 61 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 8192, 13824, 731, 1, 0}, /* 62 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 5632, 77, 513, 1, 0}, /* 66 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 2048, 2048, 374, 1, 0}, /* 70 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 2560, 13824, 711, 1, 0}, /* 71 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 3, 32001, 2560, 57, 1, 0}, /* 72 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 2, 794, 1, 0}, /* 73 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 256, 2048, 737, 1, 0}, /* 74 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 8192, 8192, 704, 1, 0}, /* 75 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 16, 512, 2048, 210, 7, 1}, /* 76 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 3072, 1024, 371, 1, 0}, /* 77 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 9216, 3072, 498, 1, 0}, /* 78 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 27648, 1024, 567, 1, 0}, /* 79 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 8192, 1024, 678, 1, 0}, /* 80 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 197, 1024, 8192, 831, 1, 0}, /* 81 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4096, 32001, 1024, 2, 1, 0}, /* 82 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 512, 4096, 823, 1, 0}, /* 83 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 17, 3072, 13824, 831, 1, 0}, /* 84 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 3, 768, 768, 269, 1, 0}, /* 85 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 2048, 8192, 650, 4, 1}, /* 86 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1000, 2304, 768, 284, 1, 0}, /* 92 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 2304, 768, 314, 1, 0}, /* 95 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 77, 50257, 2048, 2, 2, 3}, /* 96 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 9216, 1536, 475, 1, 0}, /* 99 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 27648, 1536, 627, 1, 0}, /* 100 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 4096, 12288, 591, 1, 0}, /* 101 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 12, 3072, 3072, 391, 2, 1}, /* 102 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 197, 768, 2048, 693, 1, 0}, /* 103 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 5, 3072, 3072, 432, 2, 1}, /* 104 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 3072, 3072, 746, 2, 1}, /* 105 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1024, 4096, 4096, 299, 1, 0}, /* 106 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8192, 8192, 8192, 592, 1, 0}, /* 107 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 15360, 5120, 5, 608, 1, 0}, /* 108 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 3072, 3072, 771, 1, 0}, /* 109 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 511, 128256, 768, 624, 1, 0}, /* 110 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 77, 24576, 3072, 334, 1, 0}, /* 111 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 100, 768, 3072, 388, 1, 0}, /* 113 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1024, 8192, 11008, 795, 1, 0}, /* 114 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 17, 5120, 11008, 295, 3, 1}, /* 115 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 2048, 8192, 649, 4, 1}, /* 116 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 8, 8192, 8192, 831, 1, 0}, /* 117 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 16, 3072, 14336, 287, 3, 1}, /* 120 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 2, 6144, 1536, 269, 1, 0}, /* 121 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4, 3072, 3072, 430, 2, 1}, /* 123 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 3, 2560, 320, 741, 1, 0}, /* 124 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 1280, 5120, 700, 2, 1}, /* 126 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 256, 1536, 14336, 439, 1, 0}, /* 127 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 2304, 768, 428, 1, 0}, /* 128 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16384, 768, 768, 298, 1, 0}, /* 130 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 192, 1536, 742, 1, 0}, /* 131 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 77, 7680, 2560, 714, 1, 0}, /* 134 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 5, 4608, 1536, 831, 1, 0}, /* 137 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8, 1536, 1536, 269, 1, 0}, /* 138 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1000, 2304, 768, 489, 1, 0}, /* 141 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 100, 7680, 2560, 379, 1, 0}, /* 142 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12, 32000, 768, 599, 1, 0}, /* 143 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 77, 5120, 5120, 795, 6, 1}, /* 144 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 24576, 3072, 824, 1, 0}, /* 145 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 256, 1024, 760, 1, 0}, /* 146 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 14336, 3072, 647, 1, 0}, /* 147 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 17, 1024, 14336, 396, 8, 1}, /* 149 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 6, 2816, 1024, 427, 1, 0}, /* 150 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 9216, 3072, 541, 1, 0}, /* 151 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 6144, 5, 513, 1, 0}, /* 152 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1024, 2816, 24, 610, 1, 0}, /* 153 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 13824, 197, 564, 1, 0}, /* 154 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 4096, 4096, 704, 1, 0}, /* 155 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 6144, 768, 666, 1, 0}, /* 157 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8192, 3072, 3072, 592, 1, 0}, /* 158 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 100, 50257, 768, 797, 1, 0}, /* 159 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 27648, 2560, 100, 794, 1, 0}, /* 160 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 5120, 5120, 352, 1, 0}, /* 162 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 192, 768, 725, 1, 0}, /* 164 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 256, 3072, 1024, 826, 1, 0}, /* 165 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 384, 512, 4096, 372, 1, 0}, /* 166 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 100, 640, 5120, 804, 13, 1}, /* 167 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 768, 384, 448, 1, 0}, /* 168 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 768, 11008, 391, 6, 1}, /* 172 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 13824, 4096, 578, 1, 0}, /* 173 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 768, 22016, 555, 1, 0}, /* 174 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 32, 9216, 3072, 518, 1, 0}, /* 175 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 100, 1536, 1536, 804, 8, 1}, /* 177 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 22016, 4096, 569, 1, 0}, /* 178 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 384, 1536, 1536, 438, 1, 0}, /* 180 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 256, 2048, 760, 1, 0}, /* 181 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 3072, 3072, 745, 2, 1}, /* 182 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 3072, 11008, 771, 1, 0}, /* 183 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1024, 4096, 4096, 592, 1, 0}, /* 185 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 5, 27648, 1536, 370, 1, 0}, /* 186 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 100, 13824, 8192, 479, 1, 0}, /* 187 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 16384, 2304, 768, 328, 1, 0}, /* 188 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 384, 1536, 760, 1, 0}, /* 189 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 11008, 2560, 536, 1, 0}, /* 190 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 100, 1536, 4608, 637, 3, 1}, /* 192 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 7680, 2560, 743, 1, 0}, /* 193 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8, 1536, 1536, 743, 1, 0}, /* 194 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 12288, 4096, 12, 513, 1, 0}, /* 195 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 4608, 1536, 654, 1, 0}, /* 196 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2, 8192, 8192, 729, 1, 0}, /* 197 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 5120, 5120, 5, 491, 1, 0}, /* 199 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16384, 4096, 4096, 607, 1, 0}, /* 200 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 128, 2048, 8192, 827, 1, 0}, /* 202 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 12, 768, 6144, 435, 3, 1}, /* 203 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 17, 8192, 3072, 831, 1, 0}, /* 205 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1024, 3072, 32001, 7, 9, 3}, /* 206 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 3072, 1024, 660, 1, 0}, /* 207 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 64, 512, 2048, 210, 16, 1}, /* 208 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 2048, 8192, 733, 4, 1}, /* 209 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 640, 5120, 756, 1, 0}, /* 210 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 6144, 2048, 666, 1, 0}, /* 211 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 16384, 4096, 481, 1, 0}, /* 212 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 32, 6144, 2048, 682, 1, 0}, /* 215 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 22016, 1536, 572, 1, 0}, /* 216 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 6, 32000, 4096, 269, 1, 0}, /* 218 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 511, 512, 2048, 375, 1, 0}, /* 219 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 2048, 1, 11, 1, 0}, /* 220 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1, 1024, 4096, 432, 3, 1}, /* 221 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 100, 5120, 13824, 636, 1, 0}, /* 222 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 512, 4608, 1536, 804, 1, 0}, /* 223 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 2048, 2048, 705, 1, 0}, /* 224 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 27648, 2048, 627, 1, 0}, /* 225 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 64, 15360, 5120, 528, 1, 0}, /* 227 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 28672, 2048, 77, 513, 1, 0}, /* 228 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 32, 13824, 4096, 828, 1, 0}, /* 229 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 2304, 768, 742, 1, 0}, /* 230 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2, 320, 2560, 95, 33, 1}, /* 231 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 768, 2048, 664, 1, 0}, /* 232 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 5120, 2048, 562, 1, 0}, /* 234 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 16, 640, 5120, 95, 33, 3}, /* 235 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 768, 2048, 710, 1, 0}, /* 238 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 17, 16384, 3072, 799, 4, 1}, /* 239 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 4096, 4096, 733, 2, 1}, /* 240 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8, 768, 3072, 210, 8, 1}, /* 241 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 100, 1536, 1536, 409, 1, 0}, /* 242 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 2048, 2816, 1024, 804, 1, 0}, /* 243 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 13824, 2048, 335, 1, 0}, /* 244 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 320, 2560, 753, 1, 0}, /* 245 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 11008, 1024, 536, 1, 0}, /* 246 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 4096, 32768, 484, 2, 1}, /* 247 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 384, 768, 2048, 416, 1, 0}, /* 248 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 768, 3072, 739, 2, 1}, /* 249 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 10240, 2560, 16, 286, 1, 0}, /* 251 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16384, 1024, 1024, 592, 1, 0}, /* 252 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 28672, 3072, 534, 1, 0}, /* 253 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 7680, 2560, 743, 1, 0}, /* 254 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 8192, 2048, 609, 1, 0}, /* 256 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 6, 4096, 12288, 732, 2, 1}, /* 258 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 192, 768, 725, 1, 0}, /* 260 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16384, 320, 2560, 547, 1, 0}, /* 261 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 768, 2048, 4, 164, 1, 0}, /* 262 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 77, 8192, 14336, 90, 4, 1}, /* 264 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 1000, 3072, 384, 790, 1, 0}, /* 267 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1000, 13824, 768, 823, 1, 0}, /* 268 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8192, 3072, 3072, 592, 1, 0}, /* 269 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 5, 22016, 3072, 269, 1, 0}, /* 270 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 6, 4096, 4096, 831, 1, 0}, /* 271 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 32000, 1536, 603, 1, 0}, /* 272 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 9216, 3072, 541, 1, 0}, /* 273 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 64, 16384, 4096, 804, 1, 0}, /* 275 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 8192, 1024, 342, 1, 0}, /* 277 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 6144, 2048, 666, 1, 0}, /* 279 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 2304, 768, 710, 1, 0}, /* 280 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 197, 3072, 9216, 83, 5, 3}, /* 281 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 384, 3072, 3072, 529, 1, 0}, /* 282 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 77, 13824, 2560, 801, 1, 0}, /* 283 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 3072, 13824, 580, 5, 1}, /* 288 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 9216, 1536, 498, 1, 0}, /* 289 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 17, 15360, 5120, 509, 1, 0}, /* 292 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 256, 1024, 11008, 829, 1, 0}, /* 293 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16, 1536, 13824, 799, 31, 1}, /* 294 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 12, 4096, 27648, 497, 4, 1}, /* 295 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 2048, 28672, 526, 4, 1}, /* 296 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 24576, 4096, 1024, 608, 1, 0}, /* 297 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1280, 5120, 5, 513, 1, 0}, /* 298 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 6, 32001, 4096, 269, 1, 0}, /* 302 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 12, 16384, 4096, 494, 1, 0}, /* 303 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1024, 7680, 2560, 795, 1, 0}, /* 304 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 3072, 3072, 752, 1, 0}, /* 307 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 512, 2048, 591, 1, 0}, /* 308 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 7680, 2560, 1000, 351, 1, 0}, /* 309 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 17, 151936, 768, 368, 1, 0}, /* 310 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2, 9216, 3072, 269, 1, 0}, /* 311 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 28672, 1024, 507, 1, 0}, /* 313 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 2304, 768, 8192, 821, 1, 0}, /* 314 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2048, 1024, 4096, 795, 1, 0}, /* 317 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8, 2560, 6912, 269, 1, 0}, /* 318 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 4608, 1536, 438, 1, 0}, /* 320 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 4096, 2048, 8192, 795, 1, 0}, /* 321 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 3, 4096, 4096, 427, 1, 0}, /* 323 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 5632, 2048, 551, 1, 0}, /* 324 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 197, 3072, 1024, 826, 1, 0}, /* 325 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 1536, 1536, 749, 1, 0}, /* 326 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 77, 4096, 11008, 688, 1, 0}, /* 327 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 4608, 1536, 742, 1, 0}, /* 332 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 32, 1536, 11008, 800, 16, 1}, /* 335 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 28672, 3072, 534, 1, 0}, /* 336 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 8192, 8192, 514, 1, 0}, /* 338 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2, 8192, 2048, 422, 1, 0}, /* 340 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 24, 3072, 32000, 570, 8, 1}, /* 342 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 13824, 3, 326, 1, 0}, /* 343 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4, 2560, 11008, 310, 4, 1}, /* 344 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 2560, 32000, 345, 3, 1}, /* 345 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 2048, 2048, 591, 1, 0}, /* 346 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 384, 3072, 739, 2, 1}, /* 347 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 5, 2816, 1024, 200, 4, 1}, /* 348 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 16384, 1024, 1024, 299, 1, 0}, /* 350 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 768, 768, 737, 1, 0}, /* 351 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 8192, 11008, 731, 1, 0}, /* 352 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 22016, 768, 574, 1, 0}, /* 353 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 3072, 3072, 666, 1, 0}, /* 354 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 256, 2048, 737, 1, 0}, /* 356 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 5, 11008, 1024, 308, 1, 0}, /* 358 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1024, 640, 5120, 795, 6, 1}, /* 359 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 6, 8192, 8192, 422, 1, 0}, /* 360 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 1536, 1536, 629, 1, 0}, /* 361 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 640, 2560, 4096, 583, 1, 0}, /* 362 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 5, 3072, 3072, 204, 5, 1}, /* 364 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 768, 13824, 656, 7, 1}, /* 365 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 512, 50257, 2048, 9, 1, 0}, /* 367 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 5, 768, 32000, 424, 11, 1}, /* 368 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 7680, 2560, 77, 513, 1, 0}, /* 369 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 8, 32001, 4096, 13, 5, 3}, /* 372 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 3072, 828, 1, 0}, /* 373 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16, 4096, 14336, 648, 2, 1}, /* 375 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 8192, 11008, 1024, 325, 1, 0}, /* 376 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 8192, 8192, 591, 1, 0}, /* 378 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 12, 5120, 5120, 389, 1, 0}, /* 379 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 6, 2048, 5632, 269, 1, 0}, /* 380 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 8192, 2048, 589, 1, 0}, /* 382 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1536, 11008, 512, 590, 1, 0}, /* 384 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 511, 32000, 2560, 299, 1, 0}, /* 385 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 2048, 2048, 384, 1, 0}, /* 386 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 12, 32000, 2560, 828, 1, 0}, /* 387 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 16, 1536, 4608, 390, 3, 1}, /* 389 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 640, 2560, 749, 1, 0}, /* 391 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1, 4096, 768, 429, 1, 0}, /* 392 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 192, 1536, 725, 1, 0}, /* 393 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 22016, 1536, 731, 1, 0}, /* 394 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 6, 18432, 3072, 347, 1, 0}, /* 396 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 100, 27648, 2048, 340, 1, 0}, /* 398 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 197, 512, 4096, 831, 1, 0}, /* 400 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2, 4096, 4096, 425, 2, 1}, /* 403 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 1, 11, 1, 0}, /* 404 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8, 1536, 11008, 780, 9, 3}, /* 405 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 100, 1024, 256, 669, 1, 0}, /* 406 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8192, 11008, 1024, 90, 1, 0}, /* 407 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 4608, 1536, 389, 1, 0}, /* 412 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 2048, 2048, 685, 1, 0}, /* 413 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2048, 27648, 2048, 568, 1, 0}, /* 415 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1024, 7680, 2560, 301, 1, 0}, /* 416 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 1536, 1536, 771, 1, 0}, /* 418 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 12288, 4096, 389, 1, 0}, /* 421 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 128, 768, 2304, 790, 11, 1}, /* 423 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 17, 2048, 8192, 831, 1, 0}, /* 425 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 1536, 13824, 798, 1, 0}, /* 426 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 22016, 1536, 546, 1, 0}, /* 427 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 15360, 5120, 6, 608, 1, 0}, /* 428 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 96, 768, 77, 622, 1, 0}, /* 429 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1000, 50304, 2560, 330, 1, 0}, /* 430 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 512, 2560, 2560, 795, 3, 1}, /* 432 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1000, 22016, 4096, 798, 1, 0}, /* 434 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 32, 192, 768, 200, 12, 1}, /* 436 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 5120, 20480, 538, 3, 1}, /* 440 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 13824, 8192, 17, 821, 1, 0}, /* 442 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 77, 5120, 15360, 531, 3, 1}, /* 444 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 8192, 3072, 591, 1, 0}, /* 445 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 2, 192, 768, 442, 1, 0}, /* 446 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 8192, 8192, 32, 513, 1, 0}, /* 447 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 128, 1024, 697, 1, 0}, /* 448 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 3072, 1024, 628, 1, 0}, /* 449 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 2560, 11008, 746, 3, 1}, /* 450 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 4096, 4096, 633, 1, 0}, /* 451 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16384, 768, 768, 823, 1, 0}, /* 452 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 5120, 5120, 512, 608, 1, 0}, /* 453 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 511, 8192, 14336, 515, 1, 0}, /* 454 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 77, 1536, 1536, 653, 1, 0}, /* 455 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 8192, 24, 590, 1, 0}, /* 456 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16, 3072, 1024, 200, 4, 1}, /* 457 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 100, 15360, 5120, 278, 1, 0}, /* 458 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 4096, 11008, 384, 1, 0}, /* 459 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 256, 3072, 1024, 772, 1, 0}, /* 460 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 50304, 1536, 6, 326, 1, 0}, /* 461 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 24, 320, 2560, 800, 5, 1}, /* 463 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 12288, 4096, 64, 590, 1, 0}, /* 465 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 2560, 2560, 742, 1, 0}, /* 466 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4, 4096, 13824, 831, 1, 0}, /* 467 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 28672, 1024, 276, 1, 0}, /* 468 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 3072, 8192, 538, 3, 1}, /* 469 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 4, 768, 3072, 206, 16, 1}, /* 470 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 2560, 2560, 256, 165, 1, 0}, /* 471 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 24, 32001, 2048, 13, 2, 3}, /* 472 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 384, 7680, 2560, 553, 1, 0}, /* 473 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 384, 768, 2048, 711, 1, 0}, /* 475 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 1024, 8192, 745, 5, 1}, /* 476 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 14336, 768, 197, 513, 1, 0}, /* 478 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 17, 303, 1, 0}, /* 479 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 2816, 4096, 322, 1, 0}, /* 481 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 12, 2048, 13824, 387, 4, 1}, /* 482 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 100, 5120, 15360, 380, 1, 0}, /* 484 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 197, 640, 5120, 397, 1, 0}, /* 487 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 511, 9216, 3072, 313, 1, 0}, /* 488 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 15360, 5120, 485, 1, 0}, /* 490 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 3072, 767, 1, 0}, /* 491 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 22016, 2048, 605, 1, 0}, /* 492 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 17, 32001, 1024, 13, 1, 0}, /* 494 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 77, 3072, 3072, 410, 1, 0}, /* 495 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 64, 594, 1, 0}, /* 496 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 76, 2048, 2048, 831, 1, 0}, /* 497 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 1536, 192, 403, 1, 0}, /* 498 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8192, 11008, 8192, 563, 1, 0}, /* 499 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 2304, 768, 795, 1, 0}, /* 500 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 6, 2304, 768, 269, 1, 0}, /* 501 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 64, 2048, 6144, 362, 1, 0}, /* 502 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 3, 2304, 768, 200, 4, 1}, /* 503 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 512, 27648, 4096, 547, 1, 0}, /* 504 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 77, 6144, 2048, 715, 1, 0}, /* 506 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 16, 4096, 4096, 268, 1, 0}, /* 507 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 77, 256, 2048, 738, 1, 0}, /* 509 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4096, 1536, 1536, 823, 1, 0}, /* 511 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12, 4608, 1536, 655, 1, 0}, /* 513 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 8192, 8192, 342, 1, 0}, /* 514 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1, 2048, 13824, 734, 4, 1}, /* 515 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 3, 1536, 1536, 429, 1, 0}, /* 516 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1024, 13824, 100, 482, 1, 0}, /* 517 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 1024, 100, 501, 1, 0}, /* 518 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 22016, 4096, 16, 821, 1, 0}, /* 519 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 64, 192, 768, 442, 1, 0}, /* 520 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 4096, 4096, 591, 1, 0}, /* 522 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 17, 14336, 2560, 293, 1, 0}, /* 525 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 1024, 1024, 374, 1, 0}, /* 526 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 768, 768, 710, 1, 0}, /* 528 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 2048, 6144, 589, 1, 0}, /* 531 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 512, 4608, 1536, 828, 1, 0}, /* 532 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 5, 384, 3072, 432, 2, 1}, /* 534 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 5, 3072, 9216, 537, 3, 1}, /* 535 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2560, 2560, 4, 513, 1, 0}, /* 537 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 6144, 2048, 298, 1, 0}, /* 538 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 4608, 1536, 543, 1, 0}, /* 539 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 1024, 13824, 707, 4, 1}, /* 540 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 1536, 1536, 660, 1, 0}, /* 541 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4, 14336, 1536, 731, 1, 0}, /* 542 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 2560, 6912, 607, 1, 0}, /* 544 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 128, 1024, 664, 1, 0}, /* 545 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 50304, 2048, 64, 821, 1, 0}, /* 546 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16, 12288, 3072, 799, 2, 1}, /* 547 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 197, 2560, 2560, 417, 1, 0}, /* 548 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 1536, 1536, 428, 1, 0}, /* 549 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 12, 516, 1, 0}, /* 550 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 12288, 4096, 592, 1, 0}, /* 552 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 2048, 13824, 733, 4, 1}, /* 553 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 27648, 2048, 1000, 562, 1, 0}, /* 554 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 384, 8192, 3072, 502, 1, 0}, /* 555 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 8192, 1024, 524, 1, 0}, /* 557 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 4096, 12288, 706, 2, 1}, /* 559 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 511, 2048, 512, 382, 1, 0}, /* 560 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 15360, 5120, 5, 351, 1, 0}, /* 561 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 2048, 8192, 734, 4, 1}, /* 563 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 7680, 2560, 742, 1, 0}, /* 564 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8192, 9216, 1536, 568, 1, 0}, /* 565 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 4096, 4096, 733, 2, 1}, /* 566 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 32, 2560, 640, 786, 5, 1}, /* 567 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 12, 768, 192, 747, 1, 0}, /* 568 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 128, 256, 2048, 210, 16, 1}, /* 572 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 32000, 768, 603, 1, 0}, /* 573 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 32000, 1536, 604, 1, 0}, /* 574 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 28672, 2048, 495, 1, 0}, /* 575 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 197, 2560, 2560, 712, 1, 0}, /* 576 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 4096, 11008, 824, 1, 0}, /* 577 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 12288, 3072, 321, 1, 0}, /* 578 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 8192, 14336, 713, 1, 0}, /* 579 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 12, 1024, 8192, 391, 5, 1}, /* 580 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 4096, 16384, 733, 2, 1}, /* 582 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 5, 2560, 22016, 744, 3, 1}, /* 583 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 1024, 1024, 742, 1, 0}, /* 584 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 128, 50304, 1536, 323, 1, 0}, /* 585 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4096, 13824, 8192, 823, 1, 0}, /* 586 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 512, 6144, 2048, 804, 1, 0}, /* 589 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 3, 384, 1536, 442, 1, 0}, /* 591 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 511, 512, 2048, 797, 4, 1}, /* 592 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 6144, 2048, 767, 1, 0}, /* 594 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 384, 13824, 2560, 797, 1, 0}, /* 597 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 8192, 768, 192, 320, 1, 0}, /* 598 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 2304, 768, 694, 1, 0}, /* 599 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 128, 32001, 3072, 795, 1, 0}, /* 600 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 16, 3072, 3072, 392, 2, 1}, /* 603 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 768, 768, 743, 1, 0}, /* 604 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 3072, 1024, 742, 1, 0}, /* 605 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 256, 128, 1024, 445, 1, 0}, /* 612 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1024, 6144, 1536, 823, 1, 0}, /* 613 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 3, 11008, 4096, 535, 1, 0}, /* 615 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3, 4096, 32001, 59, 10, 2}, /* 616 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 4096, 4096, 591, 1, 0}, /* 617 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 5632, 1024, 128, 280, 1, 0}, /* 618 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 28672, 1536, 533, 1, 0}, /* 619 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 7680, 2560, 488, 1, 0}, /* 621 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8, 2560, 7680, 744, 2, 1}, /* 623 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 77, 3072, 16384, 531, 5, 1}, /* 625 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 13824, 4096, 541, 1, 0}, /* 626 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 13824, 3072, 12, 564, 1, 0}, /* 628 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 5120, 13824, 500, 3, 1}, /* 629 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4096, 128, 1024, 797, 2, 1}, /* 630 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 17, 7680, 2560, 831, 1, 0}, /* 631 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1000, 5120, 15360, 352, 1, 0}, /* 634 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 5, 2560, 640, 741, 1, 0}, /* 635 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 12, 1536, 1536, 202, 11, 1}, /* 636 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 22016, 1024, 332, 1, 0}, /* 637 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 11008, 5120, 795, 3, 1}, /* 638 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 8192, 6, 513, 1, 0}, /* 639 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 15360, 5120, 486, 1, 0}, /* 641 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 100, 5120, 1280, 634, 1, 0}, /* 642 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 2048, 6144, 683, 2, 1}, /* 643 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 8192, 2, 513, 1, 0}, /* 645 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 4096, 100, 482, 1, 0}, /* 648 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 5632, 1024, 511, 289, 1, 0}, /* 649 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 76, 1024, 14336, 689, 4, 1}, /* 650 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 512, 4096, 683, 3, 1}, /* 652 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 5, 28672, 1536, 307, 1, 0}, /* 654 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2304, 768, 100, 558, 1, 0}, /* 656 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 13824, 768, 527, 1, 0}, /* 657 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 512, 2048, 761, 1, 0}, /* 658 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 15360, 2560, 478, 1, 0}, /* 659 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 128256, 768, 376, 1, 0}, /* 661 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 768, 27648, 186, 44, 1}, /* 662 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 14336, 2048, 384, 590, 1, 0}, /* 663 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8192, 192, 1536, 450, 1, 0}, /* 664 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 1536, 1536, 556, 1, 0}, /* 666 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 511, 4608, 1536, 542, 1, 0}, /* 669 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 5, 192, 1536, 95, 33, 1}, /* 671 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 511, 15360, 2560, 300, 1, 0}, /* 674 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 197, 2560, 11008, 418, 1, 0}, /* 677 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 6144, 2048, 428, 1, 0}, /* 679 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 96, 768, 730, 1, 0}, /* 680 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 2560, 7680, 431, 2, 1}, /* 681 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 64, 8192, 8192, 804, 1, 0}, /* 683 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 32, 2048, 8192, 406, 3, 1}, /* 684 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 640, 5120, 656, 3, 1}, /* 685 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 256, 3072, 3072, 772, 1, 0}, /* 686 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 14336, 1536, 730, 1, 0}, /* 687 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 1536, 11008, 755, 2, 1}, /* 688 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16384, 6144, 2048, 567, 1, 0}, /* 690 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 1000, 297, 1, 0}, /* 691 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 256, 1536, 1536, 751, 1, 0}, /* 693 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 32, 3072, 3072, 659, 1, 0}, /* 694 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 8192, 8192, 16, 821, 1, 0}, /* 695 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 384, 1280, 5120, 795, 8, 1}, /* 696 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 17, 2304, 768, 780, 3, 3}, /* 697 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16384, 4608, 1536, 567, 1, 0}, /* 698 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 508, 768, 3072, 373, 1, 0}, /* 699 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 5120, 5120, 592, 1, 0}, /* 700 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 8192, 512, 4096, 299, 1, 0}, /* 701 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 6144, 2048, 772, 1, 0}, /* 702 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1000, 13824, 2048, 823, 1, 0}, /* 703 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 3072, 768, 440, 1, 0}, /* 705 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 151936, 768, 623, 1, 0}, /* 707 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 8192, 13824, 730, 1, 0}, /* 708 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 13824, 2048, 519, 1, 0}, /* 710 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 6144, 2048, 556, 1, 0}, /* 713 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 4608, 1536, 596, 1, 0}, /* 714 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 76, 512, 4096, 393, 2, 1}, /* 715 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 14336, 4096, 646, 1, 0}, /* 716 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 32000, 768, 600, 1, 0}, /* 717 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 14336, 8192, 8192, 326, 1, 0}, /* 718 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2304, 768, 17, 558, 1, 0}, /* 719 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 5, 2560, 2560, 429, 1, 0}, /* 720 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 1536, 1536, 338, 1, 0}, /* 721 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16384, 2048, 2048, 592, 1, 0}, /* 722 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 320, 2560, 550, 1, 0}, /* 724 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1000, 320, 2560, 797, 3, 1}, /* 725 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 12, 50257, 2048, 181, 2, 3}, /* 727 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 1280, 5120, 746, 3, 1}, /* 728 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 128, 1024, 100, 680, 1, 0}, /* 729 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 96, 768, 422, 1, 0}, /* 730 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 4, 22016, 1024, 348, 1, 0}, /* 731 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 14336, 768, 548, 1, 0}, /* 732 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 508, 2560, 2560, 830, 1, 0}, /* 733 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1000, 16384, 4096, 803, 1, 0}, /* 734 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 4096, 1024, 3, 161, 1, 0}, /* 735 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1000, 768, 192, 456, 1, 0}, /* 736 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 14336, 1024, 297, 1, 0}, /* 738 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 128, 3072, 3072, 831, 1, 0}, /* 739 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 76, 1024, 4096, 660, 1, 0}, /* 741 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 17, 22016, 2048, 331, 1, 0}, /* 742 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 2560, 7680, 609, 1, 0}, /* 745 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 1024, 1024, 742, 1, 0}, /* 748 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 8192, 2048, 730, 1, 0}, /* 750 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 768, 8, 766, 1, 0}, /* 752 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 1024, 4096, 592, 1, 0}, /* 753 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 16, 2560, 22016, 186, 13, 1}, /* 755 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 4096, 4096, 591, 1, 0}, /* 756 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 7680, 2560, 595, 1, 0}, /* 757 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 7680, 2560, 8192, 822, 1, 0}, /* 759 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 3072, 1024, 196, 4, 1}, /* 760 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 2048, 2048, 483, 1, 0}, /* 762 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 3, 5120, 5120, 741, 1, 0}, /* 763 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 11008, 5120, 588, 1, 0}, /* 764 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 640, 5120, 664, 1, 0}, /* 765 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 12, 256, 2048, 434, 1, 0}, /* 768 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 77, 5632, 2048, 419, 1, 0}, /* 769 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 5120, 5120, 24, 491, 1, 0}, /* 770 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 4096, 4096, 734, 2, 1}, /* 771 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 5120, 5120, 607, 1, 0}, /* 772 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 3072, 8192, 555, 1, 0}, /* 774 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1536, 11008, 6, 513, 1, 0}, /* 775 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 4096, 1536, 705, 1, 0}, /* 776 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 768, 768, 631, 1, 0}, /* 777 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 3, 27648, 2560, 370, 1, 0}, /* 779 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 12, 50304, 1024, 830, 1, 0}, /* 780 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16, 768, 768, 95, 8, 1}, /* 782 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 768, 13824, 773, 2, 1}, /* 783 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1, 3072, 14336, 746, 5, 1}, /* 784 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 16384, 3072, 533, 1, 0}, /* 785 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 32000, 2048, 329, 1, 0}, /* 786 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 768, 3072, 652, 1, 0}, /* 787 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 3072, 9216, 555, 1, 0}, /* 788 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 1024, 1024, 742, 1, 0}, /* 789 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 77, 2304, 768, 804, 5, 1}, /* 790 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 28672, 768, 824, 1, 0}, /* 791 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 384, 2560, 22016, 487, 2, 1}, /* 793 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16384, 1024, 1024, 592, 1, 0}, /* 794 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 768, 4608, 765, 1, 0}, /* 795 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 512, 4096, 412, 2, 1}, /* 796 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 7680, 2560, 666, 1, 0}, /* 797 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4, 2048, 2048, 428, 1, 0}, /* 798 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 4096, 4096, 733, 2, 1}, /* 799 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 384, 11008, 5120, 593, 1, 0}, /* 802 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4096, 256, 2048, 384, 1, 0}, /* 803 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 24, 3072, 3072, 780, 4, 3}, /* 805 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 384, 1536, 256, 198, 1, 0}, /* 806 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2, 32000, 768, 828, 1, 0}, /* 808 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 256, 2304, 768, 797, 1, 0}, /* 809 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 2, 1024, 8192, 432, 5, 1}, /* 811 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 508, 6912, 2560, 276, 1, 0}, /* 813 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1000, 5120, 14336, 493, 1, 0}, /* 814 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 256, 6144, 768, 804, 1, 0}, /* 815 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 17, 2560, 11008, 399, 3, 1}, /* 816 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 511, 768, 768, 804, 4, 1}, /* 819 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 1536, 1536, 428, 1, 0}, /* 820 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 512, 2048, 768, 525, 1, 0}, /* 821 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 2048, 768, 743, 1, 0}, /* 822 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 32, 2560, 11008, 801, 13, 1}, /* 823 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8, 5120, 1280, 741, 1, 0}, /* 824 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 6, 28672, 2560, 269, 1, 0}, /* 825 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 100, 28672, 4096, 586, 1, 0}, /* 826 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 28672, 2560, 16, 351, 1, 0}, /* 827 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 100, 2048, 50304, 277, 8, 1}, /* 829 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 768, 12, 513, 1, 0}, /* 830 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 768, 13824, 745, 7, 1}, /* 831 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 2560, 2560, 742, 1, 0}, /* 832 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 768, 768, 742, 1, 0}, /* 833 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 24576, 4096, 576, 1, 0}, /* 834 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 2560, 6912, 774, 1, 0}, /* 835 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 320, 2560, 652, 1, 0}, /* 837 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 384, 14336, 2560, 318, 1, 0}, /* 838 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 3072, 768, 684, 1, 0}, /* 839 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 6144, 2048, 556, 1, 0}, /* 840 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2, 5120, 1280, 741, 1, 0}, /* 841 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 2304, 768, 512, 164, 1, 0}, /* 842 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 512, 4096, 431, 3, 1}, /* 843 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 14336, 1536, 2, 564, 1, 0}, /* 844 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 197, 15360, 5120, 291, 1, 0}, /* 847 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 12288, 589, 1, 0}, /* 850 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 2048, 2048, 32, 165, 1, 0}, /* 851 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 16384, 8192, 8192, 823, 1, 0}, /* 852 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16384, 768, 3072, 591, 1, 0}, /* 857 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 640, 5120, 739, 3, 1}, /* 858 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 2560, 2560, 407, 1, 0}, /* 859 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12, 1536, 1536, 749, 1, 0}, /* 860 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 77, 27648, 2048, 823, 1, 0}, /* 861 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 3072, 3072, 746, 2, 1}, /* 862 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 6912, 2560, 428, 1, 0}, /* 863 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2, 512, 4096, 431, 3, 1}, /* 865 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 4096, 4096, 386, 1, 0}, /* 866 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 32, 14336, 3072, 520, 1, 0}, /* 868 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 1280, 5120, 716, 1, 0}, /* 871 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 6, 516, 1, 0}, /* 872 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 12, 4096, 12288, 186, 8, 1}, /* 873 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 1000, 779, 1, 0}, /* 874 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 3072, 512, 564, 1, 0}, /* 875 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 256, 1024, 1024, 804, 6, 1}, /* 876 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2, 13824, 3072, 269, 1, 0}, /* 877 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 256, 32000, 4096, 592, 1, 0}, /* 878 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1024, 8192, 11008, 825, 1, 0}, /* 879 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4096, 8192, 14336, 825, 1, 0}, /* 882 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 13824, 5120, 579, 1, 0}, /* 883 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 8192, 1536, 591, 1, 0}, /* 884 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 64, 1024, 2816, 687, 2, 1}, /* 885 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 8192, 32, 297, 1, 0}, /* 886 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 5, 13824, 1536, 577, 1, 0}, /* 887 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 4096, 16384, 767, 1, 0}, /* 888 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 17, 32001, 4096, 799, 3, 1}, /* 891 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 384, 1536, 760, 1, 0}, /* 892 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4, 50257, 1024, 269, 1, 0}, /* 893 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2560, 10240, 511, 608, 1, 0}, /* 894 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 32768, 4096, 591, 1, 0}, /* 895 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 2048, 2048, 748, 1, 0}, /* 896 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 196, 3072, 1024, 638, 1, 0}, /* 897 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 5632, 2048, 483, 1, 0}, /* 899 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 11008, 768, 499, 1, 0}, /* 900 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 2048, 13824, 679, 4, 1}, /* 901 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 4096, 28672, 4096, 328, 1, 0}, /* 903 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 28672, 2048, 609, 1, 0}, /* 904 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 9216, 3072, 543, 1, 0}, /* 906 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 4608, 768, 541, 1, 0}, /* 907 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 6144, 2048, 512, 590, 1, 0}, /* 909 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 256, 1024, 760, 1, 0}, /* 910 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 3072, 14336, 556, 1, 0}, /* 911 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 6, 27648, 1536, 828, 1, 0}, /* 912 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1000, 1024, 3072, 304, 1, 0}, /* 913 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 6144, 2048, 635, 1, 0}, /* 914 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 15360, 5120, 4, 794, 1, 0}, /* 915 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1536, 4096, 1, 11, 1, 0}, /* 918 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 256, 128256, 1024, 343, 1, 0}, /* 919 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 1024, 1024, 670, 1, 0}, /* 920 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 64, 4608, 768, 415, 1, 0}, /* 921 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 768, 2304, 556, 1, 0}, /* 922 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 5120, 1280, 202, 3, 1}, /* 923 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 15360, 5120, 579, 1, 0}, /* 924 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 5, 640, 2560, 210, 7, 1}, /* 925 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 1024, 1024, 705, 1, 0}, /* 926 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1024, 28672, 1536, 823, 1, 0}, /* 927 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 5632, 2048, 823, 1, 0}, /* 928 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 17, 32001, 1024, 13, 1, 0}, /* 929 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 64, 1536, 14336, 832, 1, 0}, /* 932 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 24576, 3072, 6, 794, 1, 0}, /* 933 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 3, 2048, 13824, 733, 4, 1}, /* 934 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 768, 768, 742, 1, 0}, /* 936 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 4096, 8192, 8192, 798, 1, 0}, /* 937 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 9216, 3072, 541, 1, 0}, /* 938 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1536, 11008, 24, 297, 1, 0}, /* 940 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 1024, 32001, 3072, 181, 1, 0}, /* 941 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 5, 20480, 5120, 347, 1, 0}, /* 943 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 768, 3072, 658, 2, 1}, /* 944 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 1536, 6144, 695, 2, 1}, /* 947 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 12, 768, 768, 747, 1, 0}, /* 948 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 7680, 2560, 666, 1, 0}, /* 949 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2048, 7680, 2560, 823, 1, 0}, /* 950 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 3072, 22016, 765, 1, 0}, /* 951 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 192, 1536, 748, 1, 0}, /* 954 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 2304, 768, 567, 1, 0}, /* 955 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 12288, 3072, 453, 1, 0}, /* 956 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 511, 768, 2304, 696, 1, 0}, /* 958 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 2560, 13824, 754, 2, 1}, /* 959 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 768, 2304, 555, 1, 0}, /* 960 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 32000, 2560, 601, 1, 0}, /* 961 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 1536, 1536, 694, 1, 0}, /* 962 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 50304, 2048, 625, 1, 0}, /* 963 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 32, 2560, 32000, 521, 6, 1}, /* 964 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 1536, 1536, 660, 1, 0}, /* 965 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 15360, 5120, 578, 1, 0}, /* 966 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 6, 523, 1, 0}, /* 967 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 16, 1536, 384, 196, 4, 1}, /* 968 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8192, 3072, 13824, 298, 1, 0}, /* 971 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 5120, 13824, 592, 1, 0}, /* 972 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 196, 7680, 2560, 279, 1, 0}, /* 973 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 256, 3072, 11008, 795, 5, 1}, /* 974 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 8192, 192, 1536, 451, 1, 0}, /* 975 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 4608, 1536, 541, 1, 0}, /* 976 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4096, 1024, 11008, 795, 3, 1}, /* 978 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 17, 8192, 13824, 394, 1, 0}, /* 980 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 17, 32001, 2048, 13, 2, 3}, /* 983 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 12, 28672, 2048, 801, 1, 0}, /* 984 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 384, 5120, 15360, 282, 1, 0}, /* 985 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 17, 768, 27648, 186, 44, 1}, /* 986 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8, 151936, 768, 626, 1, 0}, /* 987 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 12288, 4096, 17, 513, 1, 0}, /* 989 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8, 3072, 3072, 744, 2, 1}, /* 991 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16384, 4096, 4096, 825, 1, 0}, /* 992 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 2304, 768, 742, 1, 0}, /* 993 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 3, 2048, 2048, 269, 1, 0}, /* 994 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 6144, 1536, 743, 1, 0}, /* 996 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 100, 1024, 50304, 90, 33, 1}, /* 997 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 3, 1024, 1024, 742, 1, 0}, /* 999 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 64, 22016, 4096, 804, 1, 0}, /* 1000 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 256, 2048, 444, 1, 0}, /* 1001 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 50304, 768, 626, 1, 0}, /* 1002 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1, 1024, 13824, 432, 5, 1}, /* 1003 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2, 1536, 27648, 744, 5, 1}, /* 1004 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 512, 4096, 750, 3, 1}, /* 1006 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 256, 2048, 748, 1, 0}, /* 1007 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2816, 1024, 8, 503, 1, 0}, /* 1008 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1000, 2560, 22016, 492, 1, 0}, /* 1009 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 28672, 1536, 504, 1, 0}, /* 1010 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 511, 27648, 2560, 547, 1, 0}, /* 1011 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 192, 1536, 725, 1, 0}, /* 1013 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 2048, 8192, 795, 8, 1}, /* 1014 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 3, 2048, 16384, 84, 73, 1}, /* 1015 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 11008, 1536, 530, 1, 0}, /* 1017 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 9216, 3072, 824, 1, 0}, /* 1018 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 256, 11008, 1024, 317, 1, 0}, /* 1019 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 4096, 11008, 4096, 328, 1, 0}, /* 1020 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 50304, 2560, 626, 1, 0}, /* 1023 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 768, 3072, 367, 1, 0}, /* 1024 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 2, 5120, 15360, 780, 10, 3}, /* 1025 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 24, 2048, 2048, 203, 8, 1}, /* 1026 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 8192, 13824, 476, 1, 0}, /* 1027 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 15360, 5120, 578, 1, 0}, /* 1028 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 24, 9216, 3072, 509, 1, 0}, /* 1029 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 2048, 6144, 704, 1, 0}, /* 1030 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 27648, 2560, 546, 1, 0}, /* 1031 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 5, 606, 1, 0}, /* 1034 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 24, 3072, 1024, 667, 1, 0}, /* 1037 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 17, 14336, 5120, 294, 1, 0}, /* 1038 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 17, 50257, 2048, 801, 1, 0}, /* 1039 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 511, 2048, 13824, 639, 1, 0}, /* 1040 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 5120, 11008, 609, 1, 0}, /* 1043 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 256, 3072, 11008, 772, 1, 0}, /* 1044 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 1536, 4608, 256, 165, 1, 0}, /* 1045 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 512, 1536, 1536, 826, 1, 0}, /* 1046 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4, 1024, 8192, 269, 1, 0}, /* 1047 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 5632, 1024, 428, 1, 0}, /* 1048 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2560, 2560, 16, 297, 1, 0}, /* 1049 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 5, 8192, 11008, 422, 1, 0}, /* 1050 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 1024, 8192, 745, 5, 1}, /* 1051 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 3072, 3072, 77, 794, 1, 0}, /* 1053 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 11008, 5120, 128, 351, 1, 0}, /* 1054 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 1024, 4, 501, 1, 0}, /* 1055 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 27648, 1024, 627, 1, 0}, /* 1056 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 5632, 1024, 483, 1, 0}, /* 1057 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 3072, 1024, 684, 1, 0}, /* 1058 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 24, 4096, 4096, 801, 8, 1}, /* 1059 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 5120, 5120, 12, 165, 1, 0}, /* 1060 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 4096, 1536, 633, 1, 0}, /* 1061 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 320, 2560, 256, 794, 1, 0}, /* 1062 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 768, 3072, 556, 1, 0}, /* 1064 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 768, 767, 1, 0}, /* 1065 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 192, 1536, 2048, 414, 1, 0}, /* 1066 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 5120, 15360, 607, 1, 0}, /* 1067 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 17, 4096, 11008, 395, 2, 1}, /* 1068 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 64, 3072, 13824, 89, 11, 3}, /* 1069 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 1536, 4608, 765, 1, 0}, /* 1070 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 5120, 20480, 539, 3, 1}, /* 1071 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16384, 7680, 2560, 609, 1, 0}, /* 1072 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1000, 15360, 5120, 798, 1, 0}, /* 1073 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 2560, 2560, 742, 1, 0}, /* 1074 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 768, 3072, 745, 2, 1}, /* 1075 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 2304, 768, 660, 1, 0}, /* 1076 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 5120, 5120, 742, 1, 0}, /* 1078 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 3072, 768, 775, 1, 0}, /* 1079 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 197, 2048, 14336, 378, 2, 1}, /* 1080 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 3072, 1024, 743, 1, 0}, /* 1081 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 512, 4096, 686, 3, 1}, /* 1082 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 5120, 15360, 538, 3, 1}, /* 1083 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 197, 12288, 4096, 319, 1, 0}, /* 1084 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 12288, 4096, 554, 1, 0}, /* 1085 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 192, 1536, 690, 1, 0}, /* 1086 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 24, 1024, 1024, 426, 1, 0}, /* 1090 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 1536, 1536, 556, 1, 0}, /* 1091 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 128, 16384, 2048, 823, 1, 0}, /* 1092 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 3072, 1024, 638, 1, 0}, /* 1093 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 20480, 2560, 346, 1, 0}, /* 1094 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2048, 8192, 8192, 592, 1, 0}, /* 1095 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 8192, 14336, 524, 1, 0}, /* 1096 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 5632, 1024, 795, 1, 0}, /* 1097 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1, 6144, 768, 743, 1, 0}, /* 1099 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2560, 2560, 8192, 594, 1, 0}, /* 1100 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8192, 4096, 12288, 589, 1, 0}, /* 1101 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 3, 2560, 20480, 744, 3, 1}, /* 1103 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8, 13824, 2560, 579, 1, 0}, /* 1104 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 9216, 3072, 4, 297, 1, 0}, /* 1107 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 32000, 2560, 566, 1, 0}, /* 1108 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 128, 1024, 1000, 366, 1, 0}, /* 1109 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 8, 11008, 4096, 309, 1, 0}, /* 1110 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 1536, 11008, 827, 1, 0}, /* 1111 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 100, 8192, 14336, 802, 1, 0}, /* 1112 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 1024, 1024, 742, 1, 0}, /* 1113 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 197, 32001, 768, 17, 1, 0}, /* 1114 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 6144, 1536, 681, 1, 0}, /* 1115 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 8192, 8192, 514, 1, 0}, /* 1116 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 3, 32001, 4096, 52, 1, 0}, /* 1118 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 3072, 9216, 777, 2, 1}, /* 1119 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 28672, 4096, 298, 1, 0}, /* 1121 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 32, 27648, 1536, 517, 1, 0}, /* 1122 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 32, 2048, 8192, 406, 3, 1}, /* 1123 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 3072, 8192, 539, 3, 1}, /* 1124 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1024, 3072, 14336, 557, 1, 0}, /* 1125 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 16384, 96, 768, 449, 1, 0}, /* 1126 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 197, 2304, 768, 800, 1, 0}, /* 1127 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 3072, 3072, 660, 1, 0}, /* 1129 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8192, 384, 3072, 321, 1, 0}, /* 1130 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 256, 2048, 511, 208, 1, 0}, /* 1131 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 7680, 2560, 742, 1, 0}, /* 1134 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 3, 11008, 4096, 308, 1, 0}, /* 1135 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 5, 640, 2560, 442, 1, 0}, /* 1136 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 24, 4096, 4096, 665, 1, 0}, /* 1137 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 13824, 3072, 512, 564, 1, 0}, /* 1139 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 12, 577, 577, 32, 13, 1, 0}, /* 1140 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 2, 64, 128, 96, 210, 1, 0}, /* 1141 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 7, 2049, 32, 13, 1, 0}, /* 1142 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 384, 96, 384, 663, 1, 0}, /* 1143 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 96, 64, 80, 64, 454, 1, 0}, /* 1144 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 8, 77, 128, 77, 48, 1, 0}, /* 1145 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 128, 64, 1000, 360, 1, 0}, /* 1146 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 16, 77, 96, 77, 49, 1, 0}, /* 1147 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1000, 128, 1000, 621, 1, 0}, /* 1148 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 4, 256, 2049, 256, 9, 1, 0}, /* 1149 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 384, 96, 384, 621, 1, 0}, /* 1150 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 8, 384, 80, 384, 612, 1, 0}, /* 1151 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 48, 128, 128, 128, 708, 1, 0}, /* 1153 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 16, 2048, 96, 2048, 452, 1, 0}, /* 1154 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 4, 1000, 1000, 256, 823, 1, 0}, /* 1155 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 8, 512, 96, 2, 128, 1, 0}, /* 1156 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 77, 64, 77, 63, 1, 0}, /* 1157 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 2, 77, 77, 256, 50, 1, 0}, /* 1158 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 2, 7, 64, 1024, 820, 1, 0}, /* 1159 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 8, 77, 128, 77, 808, 1, 0}, /* 1160 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 48, 384, 80, 384, 768, 1, 0}, /* 1163 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 8, 2049, 128, 1, 49, 1, 0}, /* 1164 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 2, 16, 2, 128, 217, 1, 0}, /* 1165 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 32, 7, 7, 128, 50, 1, 0}, /* 1166 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 96, 256, 256, 64, 281, 1, 0}, /* 1167 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 8, 512, 2049, 80, 162, 1, 0}, /* 1168 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 96, 2, 64, 1000, 143, 1, 0}, /* 1169 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 32, 64, 96, 64, 194, 1, 0}, /* 1170 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 32, 512, 80, 512, 764, 1, 0}, /* 1171 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 4, 7, 32, 7, 62, 1, 0}, /* 1172 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 48, 384, 384, 96, 581, 1, 0}, /* 1173 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 16, 16, 80, 16, 735, 1, 0}, /* 1174 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 2, 512, 512, 256, 411, 1, 0}, /* 1176 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 32, 512, 96, 512, 446, 1, 0}, /* 1177 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 2, 128, 1024, 64, 676, 1, 0}, /* 1178 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 197, 128, 5, 11, 1, 0}, /* 1179 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 128, 128, 444, 1, 0}, /* 1180 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 4, 577, 128, 96, 709, 1, 0}, /* 1181 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 12, 7, 96, 7, 786, 1, 0}, /* 1183 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 12, 77, 64, 5, 48, 1, 0}, /* 1184 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 32, 77, 77, 96, 199, 1, 0}, /* 1186 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 4, 64, 2049, 64, 13, 1, 0}, /* 1187 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 2, 197, 197, 64, 64, 1, 0}, /* 1188 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 32, 64, 64, 64, 674, 1, 0}, /* 1189 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 16, 256, 128, 80, 701, 1, 0}, /* 1190 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 16, 2048, 96, 2048, 770, 1, 0}, /* 1191 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 32, 77, 128, 64, 408, 1, 0}, /* 1193 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 48, 77, 77, 96, 50, 1, 0}, /* 1194 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 80, 374, 1, 0}, /* 1195 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 128, 80, 1, 48, 1, 0}, /* 1196 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 512, 96, 512, 621, 1, 0}, /* 1198 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 32, 2048, 80, 2048, 769, 1, 0}, /* 1199 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 96, 512, 256, 1, 15, 1, 0}, /* 1201 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 96, 1000, 128, 1000, 511, 1, 0}, /* 1202 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 12, 16, 16, 96, 758, 1, 0}, /* 1203 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 8, 77, 128, 77, 56, 1, 0}, /* 1204 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 0, 1, 96, 384, 384, 64, 327, 1, 0}, /* 1205 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 77, 128, 77, 11, 1, 0}, /* 1206 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 17, 80, 7, 34, 60, 1}, /* 1207 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 96, 16, 2, 64, 800, 1, 0}, /* 1208 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 64, 32, 64, 724, 1, 0}, /* 1209 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 2, 7, 32, 7, 62, 1, 0}, /* 1210 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 8, 197, 197, 80, 50, 1, 0}, /* 1211 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 48, 1, 128, 1, 270, 1, 0}, /* 1212 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 2, 197, 197, 96, 50, 1, 0}, /* 1213 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 16, 577, 80, 5, 781, 1, 0}, /* 1214 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 16, 128, 80, 384, 208, 1, 0}, /* 1215 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 197, 197, 96, 13, 1, 0}, /* 1216 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 64, 256, 420, 1, 0}, /* 1217 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 32, 512, 80, 512, 763, 1, 0}, /* 1218 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 1, 64, 2049, 256, 812, 1, 0}, /* 1220 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 16, 32, 5, 48, 1, 0}, /* 1221 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 16, 5, 256, 512, 12, 1, 0}, /* 1223 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 80, 4096, 778, 1, 0}, /* 1225 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 48, 577, 2, 32, 241, 1, 0}, /* 1226 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 8, 512, 2, 128, 249, 1, 0}, /* 1227 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 96, 1024, 1024, 80, 514, 1, 0}, /* 1228 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 48, 1024, 64, 577, 381, 1, 0}, /* 1229 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 96, 64, 32, 64, 613, 1, 0}, /* 1230 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 16, 77, 77, 32, 50, 1, 0}, /* 1231 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 96, 7, 5, 96, 50, 1, 0}, /* 1233 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 1, 96, 1, 270, 1, 0}, /* 1234 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 1, 1, 0, 1, 16, 2048, 2048, 64, 830, 1, 0}, /* 1235 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 96, 1000, 80, 1024, 769, 1, 0}, /* 1236 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 96, 128, 256, 128, 302, 1, 0}, /* 1238 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 2, 256, 256, 64, 664, 1, 0}, /* 1239 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 1, 0, 1, 32, 512, 512, 32, 512, 1, 0}, /* 1240 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 8, 128, 128, 128, 643, 1, 0}, /* 1242 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 12, 77, 64, 77, 48, 1, 0}, /* 1244 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 7, 32, 7, 808, 1, 0}, /* 1245 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 2, 577, 5, 32, 50, 1, 0}, /* 1246 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 32, 1024, 80, 17, 0, 1, 0}, /* 1247 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 16, 2048, 2048, 32, 298, 1, 0}, /* 1248 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 2, 128, 128, 256, 200, 1, 0}, /* 1249 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 77, 80, 128, 736, 1, 0}, /* 1250 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 96, 1024, 366, 1, 0}, /* 1251 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 32, 512, 80, 128, 763, 1, 0}, /* 1252 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 77, 96, 77, 33, 60, 1}, /* 1253 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 256, 80, 256, 621, 1, 0}, /* 1254 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 32, 1, 5, 128, 274, 1, 0}, /* 1255 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 8, 1000, 2049, 128, 17, 1, 0}, /* 1256 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 2, 16, 1, 32, 717, 1, 0}, /* 1257 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 4, 77, 32, 2, 229, 1, 0}, /* 1259 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 32, 7, 7, 128, 50, 1, 0}, /* 1261 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 1, 0, 1, 12, 256, 256, 80, 641, 1, 0}, /* 1262 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 1, 16, 1024, 17, 96, 64, 1, 0}, /* 1264 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 1, 0, 1, 1, 64, 64, 32, 441, 1, 0}, /* 1265 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 16, 197, 197, 32, 50, 1, 0}, /* 1267 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 12, 1024, 1024, 96, 298, 1, 0}, /* 1268 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 197, 64, 197, 48, 1, 0}, /* 1270 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 96, 5, 256, 1, 49, 1, 0}, /* 1272 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 4096, 80, 4096, 775, 1, 0}, /* 1275 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 12, 1, 96, 512, 729, 1, 0}, /* 1276 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 32, 1024, 1024, 128, 830, 1, 0}, /* 1278 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 16, 16, 256, 16, 721, 1, 0}, /* 1280 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 577, 32, 577, 48, 1, 0}, /* 1281 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 32, 197, 128, 197, 23, 1, 0}, /* 1282 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 48, 256, 64, 256, 196, 1, 0}, /* 1283 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 64, 96, 64, 651, 1, 0}, /* 1285 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 12, 128, 128, 96, 620, 1, 0}, /* 1288 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 12, 577, 80, 577, 172, 1, 0}, /* 1289 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 77, 80, 17, 33, 60, 1}, /* 1290 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 16, 7, 128, 32, 730, 1, 0}, /* 1291 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 1, 0, 1, 8, 256, 256, 32, 701, 1, 0}, /* 1292 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 1, 0, 1, 8, 1024, 1024, 32, 512, 1, 0}, /* 1293 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 2, 16, 96, 16, 677, 1, 0}, /* 1294 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 32, 128, 724, 1, 0}, /* 1295 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 8, 577, 577, 96, 9, 1, 0}, /* 1297 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 32, 1024, 1024, 96, 514, 1, 0}, /* 1298 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 8, 2048, 80, 2049, 15, 1, 0}, /* 1299 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 32, 197, 197, 128, 2, 1, 0}, /* 1300 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 0, 1, 1, 77, 128, 32, 443, 1, 0}, /* 1302 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 8, 1, 64, 1, 270, 1, 0}, /* 1303 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 12, 7, 2, 96, 217, 1, 0}, /* 1304 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 4, 7, 7, 64, 800, 1, 0}, /* 1305 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 197, 64, 197, 48, 1, 0}, /* 1306 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 16, 16, 5, 64, 64, 1, 0}, /* 1307 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 96, 1024, 96, 1024, 770, 1, 0}, /* 1308 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 1, 1, 128, 274, 1, 0}, /* 1309 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 48, 1, 128, 77, 273, 1, 0}, /* 1310 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 8, 128, 128, 128, 365, 1, 0}, /* 1311 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 4, 4096, 4096, 80, 514, 1, 0}, /* 1312 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 384, 64, 384, 702, 1, 0}, /* 1316 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 2, 1024, 96, 128, 359, 1, 0}, /* 1317 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 4096, 80, 4096, 769, 1, 0}, /* 1318 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 48, 1000, 1000, 256, 290, 1, 0}, /* 1319 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 2, 197, 2, 256, 227, 1, 0}, /* 1320 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 48, 197, 197, 96, 2, 1, 0}, /* 1322 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 32, 16, 256, 16, 645, 1, 0}, /* 1324 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 8, 77, 77, 80, 50, 1, 0}, /* 1325 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 197, 128, 197, 34, 3, 1}, /* 1327 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 384, 96, 384, 611, 1, 0}, /* 1328 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 48, 256, 256, 128, 522, 1, 0}, /* 1329 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 1, 48, 1000, 2049, 128, 17, 1, 0}, /* 1331 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 4096, 80, 4096, 775, 1, 0}, /* 1332 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 32, 16, 1024, 128, 598, 1, 0}, /* 1333 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 32, 77, 80, 77, 66, 1, 0}, /* 1334 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 96, 1, 1, 96, 274, 1, 0}, /* 1338 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 77, 64, 77, 48, 1, 0}, /* 1341 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 32, 577, 128, 5, 781, 1, 0}, /* 1343 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 384, 64, 2049, 0, 1, 0}, /* 1344 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 12, 17, 64, 128, 49, 1, 0}, /* 1345 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 32, 64, 64, 64, 401, 1, 0}, /* 1346 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 2, 577, 2049, 64, 17, 1, 0}, /* 1347 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 2, 77, 77, 96, 50, 1, 0}, /* 1349 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 16, 1000, 64, 128, 196, 1, 0}, /* 1350 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 16, 1, 1024, 32, 307, 1, 0}, /* 1351 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 12, 577, 577, 32, 25, 1, 0}, /* 1352 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 48, 1000, 80, 1000, 446, 1, 0}, /* 1354 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 16, 384, 80, 384, 775, 1, 0}, /* 1355 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 48, 1024, 32, 1024, 356, 1, 0}, /* 1358 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 16, 577, 577, 80, 17, 1, 0}, /* 1359 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 96, 1, 1, 32, 274, 1, 0}, /* 1360 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 12, 1024, 256, 4096, 540, 1, 0}, /* 1362 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 0, 1, 12, 64, 2, 128, 217, 1, 0}, /* 1363 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 4, 2048, 96, 2048, 776, 1, 0}, /* 1364 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 32, 17, 256, 256, 49, 1, 0}, /* 1365 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 4, 512, 256, 512, 208, 1, 0}, /* 1366 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 12, 1, 256, 512, 741, 1, 0}, /* 1367 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 12, 17, 80, 16, 63, 1, 0}, /* 1368 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 12, 1024, 1024, 128, 591, 1, 0}, /* 1369 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 2, 77, 256, 77, 808, 1, 0}, /* 1370 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 16, 512, 256, 512, 190, 1, 0}, /* 1371 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 96, 1000, 1000, 256, 823, 1, 0}, /* 1372 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 16, 5, 32, 64, 1, 0}, /* 1373 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 48, 577, 32, 17, 789, 1, 0}, /* 1375 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 4, 256, 256, 128, 673, 1, 0}, /* 1377 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 8, 256, 64, 256, 618, 1, 0}, /* 1378 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 2, 77, 128, 77, 49, 1, 0}, /* 1379 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 77, 80, 2049, 0, 1, 0}, /* 1382 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 77, 80, 77, 48, 1, 0}, /* 1383 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 8, 1024, 1024, 64, 591, 1, 0}, /* 1384 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 4, 1, 96, 1, 270, 1, 0}, /* 1385 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 64, 676, 1, 0}, /* 1386 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 4, 128, 32, 128, 206, 1, 0}, /* 1387 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 12, 512, 512, 96, 640, 1, 0}, /* 1389 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 96, 128, 128, 128, 200, 1, 0}, /* 1390 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 16, 16, 64, 2, 229, 1, 0}, /* 1391 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 2, 256, 256, 32, 339, 1, 0}, /* 1392 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 96, 1, 64, 1, 270, 1, 0}, /* 1393 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 7, 32, 7, 48, 1, 0}, /* 1394 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 4, 1024, 1024, 128, 823, 1, 0}, /* 1395 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 4, 256, 256, 32, 617, 1, 0}, /* 1396 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 77, 96, 77, 33, 60, 1}, /* 1397 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 32, 577, 128, 256, 490, 1, 0}, /* 1400 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 12, 197, 197, 32, 800, 1, 0}, /* 1401 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 512, 96, 512, 778, 1, 0}, /* 1406 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 4, 1, 128, 77, 273, 1, 0}, /* 1407 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 577, 64, 577, 33, 9, 1}, /* 1408 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 96, 77, 32, 1024, 614, 1, 0}, /* 1409 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 384, 80, 2049, 44, 22, 1}, /* 1411 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 32, 197, 80, 197, 12, 1, 0}, /* 1412 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 1, 8, 77, 77, 64, 64, 1, 0}, /* 1413 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 12, 384, 80, 5, 62, 1, 0}, /* 1414 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 2, 256, 32, 2, 229, 1, 0}, /* 1415 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16, 256, 16, 747, 1, 0}, /* 1416 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 32, 77, 77, 32, 800, 1, 0}, /* 1419 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 256, 32, 256, 662, 1, 0}, /* 1424 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 12, 197, 197, 80, 64, 1, 0}, /* 1425 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 96, 384, 64, 384, 436, 1, 0}, /* 1426 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 96, 64, 32, 2, 229, 1, 0}, /* 1427 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 2, 1024, 96, 1024, 358, 1, 0}, /* 1430 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 2, 197, 64, 197, 49, 1, 0}, /* 1431 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 96, 1, 80, 17, 274, 1, 0}, /* 1434 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 8, 384, 384, 96, 573, 1, 0}, /* 1437 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 512, 256, 512, 206, 4, 1}, /* 1438 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 96, 64, 96, 64, 455, 1, 0}, /* 1439 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 96, 2048, 616, 1, 0}, /* 1441 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 8, 7, 7, 64, 64, 1, 0}, /* 1442 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 4, 77, 32, 77, 48, 1, 0}, /* 1444 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 2, 197, 256, 197, 810, 1, 0}, /* 1447 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 2, 1, 1, 80, 274, 1, 0}, /* 1448 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 32, 384, 384, 80, 565, 1, 0}, /* 1449 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 1, 0, 1, 1, 64, 64, 32, 441, 1, 0}, /* 1450 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 2, 77, 32, 1024, 820, 1, 0}, /* 1451 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 48, 1, 128, 1, 270, 1, 0}, /* 1452 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 8, 197, 197, 32, 50, 1, 0}, /* 1453 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 384, 80, 384, 663, 1, 0}, /* 1454 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 77, 77, 96, 35, 16, 1}, /* 1455 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 12, 256, 256, 64, 710, 1, 0}, /* 1456 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 577, 64, 577, 63, 6, 2}, /* 1457 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 256, 64, 256, 662, 1, 0}, /* 1459 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 64, 80, 64, 736, 1, 0}, /* 1461 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 2, 256, 256, 80, 584, 1, 0}, /* 1462 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 32, 197, 128, 197, 11, 1, 0}, /* 1465 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 4, 197, 256, 197, 48, 1, 0}, /* 1466 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 32, 1024, 1024, 32, 514, 1, 0}, /* 1467 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 32, 577, 32, 577, 48, 1, 0}, /* 1468 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 8, 16, 256, 16, 786, 1, 0}, /* 1470 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 1, 80, 128, 729, 1, 0}, /* 1471 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 2048, 80, 2048, 763, 1, 0}, /* 1476 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 7, 256, 7, 48, 1, 0}, /* 1478 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 4, 384, 384, 32, 385, 1, 0}, /* 1479 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 32, 1024, 32, 1024, 355, 1, 0}, /* 1482 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 2, 512, 2, 128, 249, 1, 0}, /* 1483 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 4096, 256, 17, 11, 1, 0}, /* 1484 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 96, 512, 512, 96, 514, 1, 0}, /* 1486 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 1000, 128, 2049, 48, 1, 0}, /* 1487 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 96, 1024, 96, 1024, 818, 1, 0}, /* 1490 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 2, 577, 577, 32, 64, 1, 0}, /* 1491 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 12, 256, 128, 1, 48, 1, 0}, /* 1493 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 16, 16, 80, 16, 735, 1, 0}, /* 1495 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 197, 64, 128, 724, 1, 0}, /* 1496 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 16, 384, 384, 80, 170, 1, 0}, /* 1497 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 8, 1024, 80, 1024, 456, 1, 0}, /* 1498 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 77, 96, 77, 808, 1, 0}, /* 1500 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 16, 128, 128, 128, 676, 1, 0}, /* 1501 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 128, 128, 5, 11, 1, 0}, /* 1502 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 8, 77, 128, 77, 62, 1, 0}, /* 1503 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 8, 4096, 4096, 32, 298, 1, 0}, /* 1504 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 32, 1024, 32, 4096, 355, 1, 0}, /* 1505 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 32, 256, 64, 17, 786, 1, 0}, /* 1507 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 16, 1, 1, 80, 274, 1, 0}, /* 1510 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 16, 384, 384, 32, 336, 1, 0}, /* 1512 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 4, 512, 64, 512, 361, 1, 0}, /* 1514 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 16, 1, 256, 197, 273, 1, 0}, /* 1515 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 48, 577, 256, 2049, 20, 1, 0}, /* 1517 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 7, 32, 7, 48, 1, 0}, /* 1518 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 32, 7, 64, 7, 62, 1, 0}, /* 1522 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 7, 7, 256, 812, 1, 0}, /* 1523 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 4096, 128, 4096, 639, 1, 0}, /* 1524 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 8, 256, 128, 17, 48, 1, 0}, /* 1525 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 2, 77, 32, 77, 62, 1, 0}, /* 1527 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 12, 1024, 1024, 256, 298, 1, 0}, /* 1528 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 2, 1, 128, 64, 421, 1, 0}, /* 1529 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 384, 128, 128, 736, 1, 0}, /* 1531 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 4, 128, 128, 256, 664, 1, 0}, /* 1532 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 48, 128, 128, 256, 384, 1, 0}, /* 1533 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 1, 32, 1, 270, 1, 0}, /* 1535 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 32, 64, 64, 32, 402, 1, 0}, /* 1536 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 16, 1024, 1024, 64, 591, 1, 0}, /* 1537 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 384, 80, 384, 611, 1, 0}, /* 1539 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 16, 7, 7, 32, 50, 1, 0}, /* 1541 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 80, 16, 366, 1, 0}, /* 1542 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 4096, 128, 4096, 480, 1, 0}, /* 1543 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 4, 256, 64, 2, 229, 1, 0}, /* 1545 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1000, 64, 1000, 662, 1, 0}, /* 1548 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 384, 64, 384, 618, 1, 0}, /* 1550 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 12, 128, 128, 577, 680, 1, 0}, /* 1551 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 512, 96, 512, 778, 1, 0}, /* 1552 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 577, 64, 577, 33, 9, 1}, /* 1553 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 12, 1000, 128, 1000, 311, 1, 0}, /* 1554 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 4, 1, 1, 80, 274, 1, 0}, /* 1556 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 12, 77, 77, 32, 64, 1, 0}, /* 1557 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 4, 197, 256, 197, 809, 1, 0}, /* 1558 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 2, 7, 7, 256, 50, 1, 0}, /* 1560 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 8, 384, 96, 384, 353, 1, 0}, /* 1561 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 2, 128, 32, 128, 615, 1, 0}, /* 1564 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 1, 0, 1, 8, 384, 384, 96, 333, 1, 0}, /* 1565 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 2048, 96, 2048, 763, 1, 0}, /* 1566 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 512, 256, 512, 704, 1, 0}, /* 1567 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 12, 512, 128, 512, 176, 1, 0}, /* 1568 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1, 1, 96, 267, 496, 1}, /* 1569 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 4096, 80, 128, 775, 1, 0}, /* 1570 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 12, 1000, 80, 1024, 447, 1, 0}, /* 1571 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 512, 32, 512, 662, 1, 0}, /* 1572 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 32, 1, 2049, 80, 274, 1, 0}, /* 1573 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 4096, 32, 4096, 614, 1, 0}, /* 1575 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 4, 577, 64, 577, 48, 1, 0}, /* 1576 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 96, 577, 32, 577, 59, 1, 0}, /* 1578 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 32, 384, 2049, 96, 9, 1, 0}, /* 1579 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 4, 77, 77, 256, 50, 1, 0}, /* 1580 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 7, 17, 64, 269, 1, 0}, /* 1582 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 32, 577, 80, 577, 167, 1, 0}, /* 1583 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 256, 256, 1, 23, 1, 0}, /* 1584 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 577, 64, 577, 11, 1, 0}, /* 1585 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 8, 1024, 128, 1024, 383, 1, 0}, /* 1586 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 577, 256, 1, 48, 1, 0}, /* 1587 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 1024, 96, 2049, 0, 1, 0}, /* 1588 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 16, 2048, 2048, 128, 298, 1, 0}, /* 1589 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 4, 7, 7, 256, 64, 1, 0}, /* 1590 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 77, 77, 96, 800, 1, 0}, /* 1591 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 64, 64, 725, 1, 0}, /* 1592 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 96, 2, 64, 577, 122, 1, 0}, /* 1593 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 1, 2049, 128, 274, 1, 0}, /* 1594 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 32, 1024, 32, 1024, 354, 1, 0}, /* 1596 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 96, 128, 32, 128, 615, 1, 0}, /* 1597 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 96, 384, 64, 384, 437, 1, 0}, /* 1599 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 8, 128, 96, 128, 622, 1, 0}, /* 1600 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 48, 512, 512, 256, 591, 1, 0}, /* 1602 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 32, 197, 128, 1024, 377, 1, 0}, /* 1603 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 0, 1, 32, 1024, 1024, 128, 296, 1, 0}, /* 1606 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 4, 1024, 1024, 96, 514, 1, 0}, /* 1607 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 12, 1000, 128, 1000, 819, 1, 0}, /* 1608 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 1, 256, 1, 270, 1, 0}, /* 1610 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 577, 577, 80, 13, 1, 0}, /* 1611 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 4, 7, 128, 2, 229, 1, 0}, /* 1613 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 2, 2048, 5, 256, 50, 1, 0}, /* 1615 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 4, 128, 96, 577, 404, 1, 0}, /* 1616 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 1, 96, 1024, 729, 1, 0}, /* 1617 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 64, 17, 80, 50, 1, 0}, /* 1618 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1000, 80, 1000, 366, 1, 0}, /* 1619 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 8, 384, 96, 384, 206, 1, 0}, /* 1620 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 48, 577, 577, 96, 17, 1, 0}, /* 1621 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 1, 1, 1, 1810, 488, 127, 26, 1, 0}, /* 1622 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 1, 0, 1, 1, 33, 16, 43, 35, 16, 1}, /* 1624 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 400, 80, 14042, 133, 18, 2}, /* 1625 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 192, 33, 127, 35, 16, 1}, /* 1626 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 64, 11552, 5048, 187, 5, 3}, /* 1627 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 24, 1, 33140, 267, 66, 1}, /* 1629 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 0, 1, 15, 35248, 80, 62, 1, 0}, /* 1631 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 1110, 136, 5606, 181, 14, 1}, /* 1632 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 4, 4405, 288, 268, 1, 0}, /* 1633 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 27000, 1, 71, 274, 1, 0}, /* 1634 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 120, 40077, 40, 804, 1, 0}, /* 1636 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1875, 1, 6058, 272, 4, 1}, /* 1637 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 46, 12144, 56, 698, 1, 0}, /* 1638 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 50, 24, 1928, 33, 29, 1}, /* 1639 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 32, 50, 120, 246, 1, 0}, /* 1640 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 1, 0, 2, 32, 19057, 13, 783, 1, 0}, /* 1641 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 8, 178, 51267, 25, 185, 1, 0}, /* 1642 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 12, 48, 8, 230, 1, 0}, /* 1643 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 3, 2048, 350, 12, 258, 1, 0}, /* 1644 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 26, 64621, 80, 182, 1, 0}, /* 1646 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 0, 1, 1110, 576, 1136, 12, 3, 3}, /* 1649 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 1, 16, 248, 4644, 432, 153, 1, 0}, /* 1650 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 120, 64, 703, 78, 10, 1}, /* 1651 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 1, 0, 1, 1, 1, 56, 392, 12, 228, 1, 0}, /* 1653 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 8, 57, 88, 814, 1, 0}, /* 1655 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 2, 8882, 500, 63, 1, 0}, /* 1656 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 23760, 154, 56, 108, 1, 0}, /* 1657 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 280, 128, 544, 33, 8, 1}, /* 1659 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 13272, 1, 4874, 272, 1, 0}, /* 1660 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 3, 8, 14323, 216, 268, 1, 0}, /* 1661 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 32, 35, 112, 812, 1, 0}, /* 1662 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 1856, 24, 4981, 33, 13, 1}, /* 1664 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 2331, 177, 10208, 39, 20, 2}, /* 1665 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1824, 19543, 24, 0, 1, 0}, /* 1666 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 5, 73, 424, 268, 1, 0}, /* 1667 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 3, 509, 162, 24, 62, 1, 0}, /* 1668 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 337, 4923, 971, 1, 1, 0}, /* 1669 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 2744, 36, 34, 232, 1, 0}, /* 1670 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 1, 0, 0, 1, 1, 5935, 8152, 36, 129, 1, 0}, /* 1671 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 20, 7071, 10608, 788, 4, 1}, /* 1673 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 2, 96, 4424, 885, 15, 1, 0}, /* 1675 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 192, 57, 299, 35, 4, 1}, /* 1677 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 15784, 176, 16, 552, 1, 0}, /* 1679 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 14168, 797, 72, 0, 1, 0}, /* 1680 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 504, 80, 40, 780, 5, 3}, /* 1681 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 96, 766, 24, 63, 1, 0}, /* 1682 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 3968, 174, 13166, 180, 4, 1}, /* 1683 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 1, 1, 0, 16, 92, 32, 13809, 791, 1, 0}, /* 1684 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 0, 1, 8, 1352, 264, 740, 1, 0}, /* 1685 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 96, 13684, 1160, 90, 2, 1}, /* 1686 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 8, 125, 169, 810, 1, 0}, /* 1687 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 122, 5248, 52, 229, 1, 0}, /* 1688 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 2, 17, 243, 812, 1, 0}, /* 1689 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 1864, 16, 743, 1, 0}, /* 1690 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 1, 0, 1, 0, 8, 8, 300, 17569, 213, 1, 0}, /* 1692 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 24, 29754, 496, 116, 1, 0}, /* 1693 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 1, 5504, 274, 1632, 167, 2, 1}, /* 1694 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 2, 2334, 249, 96, 64, 1, 0}, /* 1695 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 13, 1000, 13152, 657, 5, 1}, /* 1696 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3032, 4464, 13, 11, 1, 0}, /* 1698 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 224, 272, 16, 200, 5, 1}, /* 1699 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 2024, 72, 317, 33, 4, 1}, /* 1700 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 2360, 560, 45158, 4, 13, 3}, /* 1702 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 1, 1, 5, 626, 48, 805, 1, 0}, /* 1703 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 16, 1489, 26488, 77, 32, 1}, /* 1704 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 6608, 1, 484, 272, 1, 0}, /* 1705 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 0, 0, 1, 4, 45, 4625, 72, 316, 1}, /* 1706 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 1, 0, 0, 1, 1080, 10, 30520, 142, 14, 2}, /* 1708 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 823, 1, 130, 274, 1, 0}, /* 1710 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 64, 16, 17, 59299, 58, 1, 0}, /* 1712 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 17, 38001, 42, 64, 1, 0}, /* 1713 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 352, 170, 176, 224, 1, 0}, /* 1715 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 208, 2085, 84, 11, 1, 0}, /* 1716 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 17, 1906, 233, 11, 1, 0}, /* 1717 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 3149, 173, 1952, 179, 5, 1}, /* 1719 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 536, 88, 2456, 796, 17, 1}, /* 1720 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 11, 1, 80, 274, 1, 0}, /* 1721 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16, 12320, 176, 459, 1, 0}, /* 1722 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 147, 72, 90, 35, 16, 1}, /* 1723 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 4760, 2392, 25512, 458, 1, 0}, /* 1724 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 5, 13, 40934, 205, 132, 1}, /* 1725 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 7913, 3720, 228, 823, 1, 0}, /* 1726 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 212, 547, 1083, 27, 8, 1}, /* 1727 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 1, 1, 2, 3928, 264, 814, 1, 0}, /* 1728 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 12432, 2007, 686, 7, 1, 0}, /* 1729 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 628, 117, 8, 13, 1, 0}, /* 1730 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 776, 48, 1690, 35, 20, 1}, /* 1731 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6, 85, 1056, 786, 176, 1}, /* 1733 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 3261, 21469, 633, 7, 1, 0}, /* 1734 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 15, 1, 90, 274, 1, 0}, /* 1735 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 40, 16, 579, 33, 16, 1}, /* 1736 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 18, 4629, 1157, 13, 3, 3}, /* 1737 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 25184, 24, 417, 11, 1, 0}, /* 1738 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 1, 0, 0, 0, 0, 1, 3, 360, 188, 232, 1, 0}, /* 1739 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 1, 1, 64, 4, 68, 16008, 816, 1, 0}, /* 1742 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 16, 10043, 2731, 13, 2, 2}, /* 1743 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1514, 368, 96, 642, 1, 0}, /* 1744 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 8, 9, 9003, 72, 396, 1}, /* 1745 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 2480, 12, 96, 222, 1, 0}, /* 1746 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 8, 424, 24, 22, 63, 1, 0}, /* 1747 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 2848, 279, 2824, 168, 3, 1}, /* 1748 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 1016, 20, 12300, 150, 16, 1}, /* 1749 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3648, 11336, 16, 11, 1, 0}, /* 1751 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 88, 237, 2034, 57, 11, 2}, /* 1752 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 1632, 2118, 2314, 101, 1, 0}, /* 1753 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 3, 7, 267, 28248, 55, 1, 0}, /* 1755 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 0, 1, 8, 217, 9436, 12, 11, 3}, /* 1756 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 3, 5788, 393, 197, 1, 0}, /* 1758 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 200, 8152, 552, 477, 1, 0}, /* 1759 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 44, 168, 7720, 121, 33, 2}, /* 1760 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 1, 1, 2, 4144, 248, 243, 1, 0}, /* 1763 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 15, 1, 109, 274, 1, 0}, /* 1765 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 541, 1, 30080, 272, 16, 1}, /* 1766 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 1, 0, 1, 1, 418, 1480, 7976, 168, 5, 1}, /* 1771 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 2, 11273, 333, 3576, 2, 1, 0}, /* 1772 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 15, 1, 48, 274, 1, 0}, /* 1773 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 20691, 1, 384, 272, 1, 0}, /* 1776 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 16, 1, 192, 719, 1, 0}, /* 1777 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 8, 33, 533, 268, 1, 0}, /* 1778 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 249, 111, 22735, 29, 66, 1}, /* 1779 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 16, 12208, 1632, 828, 1, 0}, /* 1780 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 0, 1, 30, 98, 468, 786, 1, 0}, /* 1781 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8, 7368, 1448, 743, 1, 0}, /* 1782 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 0, 2, 57, 9690, 99, 11, 1, 0}, /* 1783 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 32, 2242, 4512, 13, 6, 3}, /* 1784 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 407, 8920, 6873, 17, 5, 3}, /* 1785 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 310, 103, 48, 33, 26, 1}, /* 1786 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 1, 1, 1, 1847, 224, 465, 815, 1, 0}, /* 1788 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 7, 3216, 1922, 269, 1, 0}, /* 1789 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 4329, 1056, 269, 1, 0}, /* 1790 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 16, 136, 358, 1184, 14, 1, 0}, /* 1791 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 24, 11768, 320, 800, 1, 0}, /* 1792 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 286, 16, 76, 780, 5, 3}, /* 1794 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 4735, 9660, 7428, 113, 1, 0}, /* 1795 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 24, 48, 40, 800, 1, 0}, /* 1797 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 6712, 1904, 75, 15, 1, 0}, /* 1799 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 256, 51, 16744, 35, 66, 1}, /* 1800 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 152, 392, 46, 225, 1, 0}, /* 1802 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4, 1038, 29152, 35, 31, 1}, /* 1803 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 16, 16, 268, 1, 0}, /* 1804 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 7061, 5690, 632, 113, 1, 0}, /* 1805 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 2, 10, 11136, 67, 791, 1, 0}, /* 1806 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 2039, 1440, 35, 11, 1}, /* 1807 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 5, 96, 38, 217, 1, 0}, /* 1808 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 1, 0, 0, 3, 6, 1082, 19586, 123, 1, 0}, /* 1809 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 26198, 1, 40, 274, 1, 0}, /* 1810 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 55, 7237, 1960, 13, 3, 3}, /* 1811 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 0, 1, 6636, 119, 16, 23, 1, 0}, /* 1812 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 7559, 1043, 48, 12, 1, 0}, /* 1813 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 7736, 344, 3084, 103, 4, 3}, /* 1814 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 10368, 8, 5267, 13, 3, 3}, /* 1815 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 72, 200, 17, 808, 1, 0}, /* 1816 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 65, 1008, 11, 35, 16, 1}, /* 1817 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 13120, 245, 48, 180, 1, 0}, /* 1818 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 1, 0, 0, 1, 8, 150, 10469, 195, 33, 1}, /* 1819 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 16, 936, 4070, 254, 16, 1}, /* 1820 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 290, 40, 248, 48, 1, 0}, /* 1822 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1832, 136, 902, 108, 8, 2}, /* 1824 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 1539, 6694, 318, 17, 1, 0}, /* 1825 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 45, 170, 16, 252, 1, 0}, /* 1826 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 2172, 1024, 10770, 90, 7, 3}, /* 1828 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 8, 42, 40, 269, 1, 0}, /* 1831 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 23380, 1291, 26, 2, 1, 0}, /* 1833 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 72, 263, 46661, 27, 88, 1}, /* 1834 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 6, 77, 16, 64, 1, 0}, /* 1835 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 2, 1761, 48, 98, 786, 1, 0}, /* 1836 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 0, 1, 1, 2, 8, 40, 365, 814, 1, 0}, /* 1837 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 684, 5650, 202, 182, 1, 0}, /* 1838 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 24, 11, 1048, 79, 8, 1}, /* 1839 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 27, 248, 39048, 34, 132, 1}, /* 1841 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 57, 1000, 588, 225, 1, 0}, /* 1842 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 7102, 32, 144, 11, 1, 0}, /* 1844 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 1, 8, 16, 12, 28554, 247, 1, 0}, /* 1846 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 560, 90, 5566, 162, 26, 1}, /* 1847 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 392, 1, 18392, 745, 11, 1}, /* 1849 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 1, 0, 1, 3, 416, 22657, 116, 31, 1, 0}, /* 1850 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8, 32, 48, 718, 1, 0}, /* 1851 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 1, 3, 6167, 36, 126, 807, 1, 0}, /* 1852 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 752, 14, 1306, 13, 8, 2}, /* 1853 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 104, 2252, 969, 37, 12, 1}, /* 1854 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 536, 4596, 66, 99, 1, 0}, /* 1855 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 1, 8, 12820, 548, 54, 1, 0}, /* 1856 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 48, 5688, 1515, 44, 4, 1}, /* 1858 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 24, 9, 136, 791, 1, 0}, /* 1859 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 76, 568, 32, 62, 1, 0}, /* 1860 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 424, 118, 104, 57, 1, 0}, /* 1861 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 56, 31366, 744, 803, 1, 0}, /* 1862 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 14207, 64, 268, 1, 0}, /* 1863 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 1, 8, 360, 14, 200, 238, 1, 0}, /* 1864 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 24, 5266, 168, 786, 1, 0}, /* 1866 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4480, 4714, 18504, 2, 1, 0}, /* 1867 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 7168, 216, 928, 337, 1, 0}, /* 1869 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 16, 12, 964, 105, 1, 0}, /* 1870 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 7, 6898, 2858, 214, 2, 3}, /* 1871 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 287, 11, 5450, 35, 52, 1}, /* 1874 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 6219, 5200, 721, 21, 1, 0}, /* 1876 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 2, 288, 685, 78, 8, 1}, /* 1877 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 8, 527, 16, 24, 62, 1, 0}, /* 1878 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 1, 1, 8, 9298, 24, 1161, 69, 1, 0}, /* 1882 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 3, 13800, 27, 19, 48, 1, 0}, /* 1884 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 1, 0, 1, 8, 5, 200, 42475, 269, 1, 0}, /* 1885 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 1752, 2493, 592, 15, 2, 3}, /* 1886 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 514, 1, 7589, 272, 10, 1}, /* 1887 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 2, 1632, 44362, 35, 48, 1}, /* 1888 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 2, 3856, 1008, 269, 1, 0}, /* 1890 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16, 312, 1904, 747, 1, 0}, /* 1891 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 3360, 1229, 152, 796, 1, 0}, /* 1892 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 400, 424, 585, 1, 0}, /* 1894 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3, 39, 37, 268, 1, 0}, /* 1895 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 1224, 147, 275, 813, 1, 0}, /* 1897 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 1824, 832, 502, 125, 1, 0}, /* 1898 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 31, 102, 9432, 78, 66, 1}, /* 1899 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 4668, 1, 24112, 274, 1, 0}, /* 1900 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 1, 0, 2, 5096, 10, 291, 219, 1, 0}, /* 1901 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 3, 24, 10, 268, 1, 0}, /* 1902 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 3, 400, 2208, 233, 16, 2}, /* 1903 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 4240, 15, 1040, 62, 3, 2}, /* 1904 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 24, 55, 10858, 812, 8, 1}, /* 1906 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3886, 1, 56, 274, 1, 0}, /* 1908 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 0, 1, 1, 4784, 1026, 15296, 103, 3, 3}, /* 1909 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8, 144, 104, 741, 1, 0}, /* 1910 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 2, 12842, 22, 241, 1, 0}, /* 1912 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 4216, 410, 2610, 109, 2, 2}, /* 1914 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 174, 29336, 48, 147, 1, 0}, /* 1917 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 64, 3, 405, 416, 269, 1, 0}, /* 1920 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 1, 1, 32, 6256, 634, 152, 1, 0}, /* 1921 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 13, 1577, 48, 71, 1, 0}, /* 1922 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 8, 80, 727, 786, 176, 1}, /* 1924 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 1, 8, 24, 272, 94, 36, 1}, /* 1925 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 1724, 80, 268, 1, 0}, /* 1927 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 232, 192, 200, 726, 1, 0}, /* 1928 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 1, 0, 1, 16, 104, 3015, 619, 2, 1}, /* 1929 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 1, 1, 1, 5170, 19, 3333, 47, 6, 1}, /* 1930 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 148, 5922, 2939, 788, 8, 1}, /* 1931 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 11096, 30, 31, 13, 1, 0}, /* 1933 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 218, 24, 25, 33, 16, 1}, /* 1935 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 40, 1517, 1416, 87, 22, 1}, /* 1937 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 7, 496, 29, 35, 99, 1}, /* 1938 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 184, 16, 88, 780, 5, 3}, /* 1940 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 72, 291, 80, 27, 33, 1}, /* 1942 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 2, 5, 56, 12, 786, 1, 0}, /* 1943 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 248, 43, 2720, 35, 30, 1}, /* 1944 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 3, 9, 9360, 128, 13, 1, 0}, /* 1945 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 1, 1, 40, 157, 858, 81, 8, 1}, /* 1946 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 173, 19943, 1721, 38, 3, 3}, /* 1947 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 5672, 1, 456, 272, 1, 0}, /* 1948 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 16, 117, 960, 41, 784, 1, 0}, /* 1950 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 202, 168, 13682, 108, 66, 2}, /* 1951 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 10, 16, 28688, 722, 22, 1}, /* 1953 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 264, 168, 1541, 46, 16, 1}, /* 1954 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 12967, 24, 10, 14, 1, 0}, /* 1955 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 16, 1, 18, 274, 1, 0}, /* 1956 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1512, 104, 104, 692, 1, 0}, /* 1957 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 14, 1513, 24419, 187, 22, 1}, /* 1958 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 516, 80, 72, 196, 1, 0}, /* 1959 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 13, 11, 928, 11, 264, 2}, /* 1960 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 15711, 16, 2634, 145, 1, 0}, /* 1961 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 41, 863, 3184, 6, 37, 2}, /* 1964 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 4640, 1192, 21640, 804, 1, 0}, /* 1965 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 872, 30080, 591, 181, 1, 0}, /* 1966 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 1, 1, 1, 152, 98, 11160, 247, 6, 3}, /* 1967 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 3, 1128, 11, 10710, 786, 1, 0}, /* 1968 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 1, 0, 1, 26, 50702, 1560, 140, 3, 3}, /* 1972 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 16, 124, 1616, 642, 156, 1, 0}, /* 1974 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 680, 15832, 4688, 463, 1, 0}, /* 1975 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 3, 112, 242, 6416, 256, 1, 0}, /* 1977 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 64, 20, 136, 21, 62, 1, 0}, /* 1978 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 10, 27904, 688, 799, 1, 0}, /* 1980 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 10, 32, 2658, 246, 1, 0}, /* 1981 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 2, 4092, 1238, 10, 37, 1, 0}, /* 1982 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 24, 240, 16, 57, 1, 0}, /* 1983 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 646, 16, 2558, 151, 12, 2}, /* 1985 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 1, 1, 976, 1512, 128, 171, 1, 0}, /* 1987 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 228, 24765, 232, 804, 1, 0}, /* 1988 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 24, 512, 688, 80, 8, 1}, /* 1989 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 24, 29603, 112, 64, 1, 0}, /* 1990 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 71, 458, 25, 800, 1, 0}, /* 1991 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 11494, 1, 1248, 272, 1, 0}, /* 1992 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 110, 443, 336, 13, 3, 2}, /* 1993 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 12, 4322, 104, 268, 1, 0}, /* 1994 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 927, 1, 20, 274, 1, 0}, /* 1995 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8, 13, 34328, 93, 132, 1}, /* 1996 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 11, 12185, 56, 268, 1, 0}, /* 1998 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 11576, 579, 119, 0, 1, 0}, /* 2000 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 1, 1, 0, 64, 8, 314, 1872, 141, 1, 0}, /* 2001 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 931, 1, 40776, 272, 8, 1}, /* 2002 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 2, 448, 709, 78, 8, 1}, /* 2004 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 12336, 4208, 742, 1, 0}, /* 2006 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 61, 24, 41296, 93, 132, 1}, /* 2007 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 8, 72, 64, 812, 1, 0}, /* 2008 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 8, 352, 12, 15893, 800, 1, 0}, /* 2009 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 811, 67, 5184, 27, 18, 1}, /* 2010 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 64, 2552, 10, 368, 120, 1, 0}, /* 2012 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 1, 8934, 73, 48, 800, 1, 0}, /* 2013 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 1, 0, 2, 552, 2232, 16, 38, 1, 0}, /* 2014 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3058, 5851, 6247, 20, 2, 3}, /* 2015 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 258, 28, 1645, 75, 14, 1}, /* 2016 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 10, 2707, 26, 63, 1, 0}, /* 2018 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 8, 2436, 16, 217, 1, 0}, /* 2019 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 3135, 1344, 4978, 103, 4, 3}, /* 2020 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 1, 0, 1, 18, 56688, 26, 134, 1, 0}, /* 2022 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 514, 1, 440, 274, 1, 0}, /* 2025 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6160, 15, 14296, 193, 5, 1}, /* 2027 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 1, 6, 252, 30632, 84, 66, 1}, /* 2029 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 912, 96, 48104, 29, 33, 1}, /* 2030 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 234, 34, 144, 780, 5, 3}, /* 2031 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 512, 124, 416, 33, 6, 1}, /* 2032 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 212, 17, 11, 64, 1, 0}, /* 2033 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 1960, 3672, 208, 155, 1, 0}, /* 2034 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 1, 15, 53952, 127, 184, 1, 0}, /* 2035 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 2, 1148, 870, 211, 1, 0}, /* 2036 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 2, 16, 14506, 1315, 13, 1, 0}, /* 2037 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 48, 64, 1151, 33, 18, 1}, /* 2038 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 872, 152, 292, 1, 0}, /* 2040 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 1, 16, 106, 45671, 57, 66, 2}, /* 2042 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 179, 1, 5644, 274, 1, 0}, /* 2043 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 16, 16, 56, 1288, 269, 1, 0}, /* 2044 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 8, 327, 20912, 13, 75, 2}, /* 2045 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 1696, 50, 104, 235, 1, 0}, /* 2046 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 2516, 12467, 544, 16, 1, 0}, /* 2049 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 6672, 16916, 2709, 795, 1, 0}, /* 2050 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 0, 0, 3, 21, 1342, 1088, 55, 1, 0}, /* 2051 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 3648, 48, 2256, 831, 1, 0}, /* 2053 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 1, 73, 2236, 555, 13, 7, 2}, /* 2054 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 8, 2459, 28, 14, 1, 0}, /* 2056 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 16, 1, 3180, 267, 16, 1}, /* 2057 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 2495, 1, 8, 274, 1, 0}, /* 2059 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4779, 11, 14080, 13, 7, 2}, /* 2060 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 181, 444, 2190, 28, 33, 1}, /* 2061 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 874, 1072, 31090, 111, 15, 2}, /* 2063 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 432, 1, 54, 274, 1, 0}, /* 2064 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 1, 378, 22, 368, 95, 5, 1}, /* 2065 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 92, 7456, 16, 249, 1, 0}, /* 2066 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 1508, 43, 20400, 34, 22, 1}, /* 2068 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 9, 34, 56, 64, 1, 0}, /* 2070 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 1, 0, 1, 1, 4497, 264, 320, 29, 1, 0}, /* 2071 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 1, 0, 1, 70, 43, 14956, 79, 44, 2}, /* 2074 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 1600, 24, 26, 227, 1, 0}, /* 2075 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 128, 65115, 59, 16, 1, 0}, /* 2076 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 8, 992, 1930, 224, 4, 2}, /* 2077 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 2333, 12317, 14, 17, 1, 0}, /* 2078 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 3, 338, 57208, 24, 561, 1, 0}, /* 2080 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 25, 1, 120, 274, 1, 0}, /* 2083 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 177, 48, 549, 33, 8, 1}, /* 2084 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 0, 0, 0, 1, 2, 744, 146, 244, 1, 0}, /* 2085 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 2, 128, 14112, 471, 11, 1}, /* 2087 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 1, 3, 24, 1024, 18, 264, 1, 0}, /* 2089 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 67, 1, 35, 274, 1, 0}, /* 2090 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 16, 2065, 144, 55, 1, 0}, /* 2094 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 3058, 10, 92, 222, 1, 0}, /* 2095 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 18, 860, 11, 264, 2}, /* 2098 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 168, 374, 10762, 101, 44, 2}, /* 2099 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 3763, 1516, 400, 2, 2, 3}, /* 2100 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 8, 80, 2592, 51, 9, 1, 0}, /* 2101 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 776, 50946, 40, 110, 1, 0}, /* 2102 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 12, 523, 10, 35, 99, 1}, /* 2103 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 9, 14584, 272, 560, 1, 0}, /* 2105 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 11, 432, 26466, 11, 29, 3}, /* 2106 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 16, 5169, 71, 268, 1, 0}, /* 2107 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 7, 16, 21, 269, 1, 0}, /* 2108 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 8, 24, 9112, 67, 465, 1, 0}, /* 2109 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 8, 10, 2277, 769, 65, 1, 0}, /* 2110 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 2, 28, 82, 4200, 808, 1, 0}, /* 2111 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 3482, 1834, 360, 167, 1, 0}, /* 2113 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 939, 1192, 2262, 41, 3, 1}, /* 2114 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 880, 1, 96, 274, 1, 0}, /* 2115 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 1, 1, 16, 678, 722, 888, 98, 1, 0}, /* 2116 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 0, 0, 64, 8, 216, 512, 306, 1, 0}, /* 2117 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 354, 359, 738, 29, 8, 1}, /* 2118 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 512, 26, 56, 252, 1, 0}, /* 2119 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 5048, 704, 35, 27, 1, 0}, /* 2120 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 696, 1, 5441, 274, 1, 0}, /* 2123 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 232, 63352, 25, 608, 1, 0}, /* 2124 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 2, 11992, 2307, 88, 160, 1, 0}, /* 2127 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 16, 23432, 720, 18, 1}, /* 2128 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 360, 16, 428, 1, 0}, /* 2129 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 1, 1, 13, 170, 4016, 36, 52, 1}, /* 2130 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 1889, 1, 6794, 274, 1, 0}, /* 2131 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 1, 0, 0, 1, 98, 6480, 12091, 90, 5, 1}, /* 2132 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 95, 16, 10488, 227, 16, 2}, /* 2133 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 3, 17, 2090, 665, 791, 1, 0}, /* 2134 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 354, 16, 48, 93, 22, 1}, /* 2135 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 9474, 1, 1057, 272, 1, 0}, /* 2136 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 1, 8, 11, 16, 268, 1, 0}, /* 2137 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 1, 3, 83, 58152, 24, 32, 1, 0}, /* 2138 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 1, 32, 631, 32, 35, 16, 1}, /* 2139 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 16200, 1, 15, 274, 1, 0}, /* 2141 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 40, 328, 16326, 107, 44, 2}, /* 2142 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 768, 1, 13968, 745, 7, 1}, /* 2143 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 26, 12152, 1416, 464, 1, 0}, /* 2144 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 0, 0, 1, 14, 968, 4496, 33, 27, 1}, /* 2145 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 0, 1, 0, 3, 8, 814, 24, 251, 1, 0}, /* 2148 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 8, 8824, 761, 9, 802, 1, 0}, /* 2149 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 1328, 3080, 35, 24, 1}, /* 2150 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 10080, 69, 192, 796, 1, 0}, /* 2151 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 41, 509, 456, 201, 8, 1}, /* 2152 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 160, 53, 768, 199, 12, 1}, /* 2153 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 52, 56808, 1168, 630, 1, 0}, /* 2154 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 26, 30, 29, 64, 1, 0}, /* 2155 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 567, 360, 28, 3, 17, 2}, /* 2157 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 1, 1, 1, 200, 41880, 385, 163, 1, 0}, /* 2158 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 3, 13, 80, 16, 50, 1, 0}, /* 2160 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 1, 32, 44360, 35, 86, 1, 0}, /* 2161 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 752, 301, 24, 13, 1, 0}, /* 2162 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 256, 376, 6920, 790, 11, 1}, /* 2164 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 120, 25, 1184, 57, 11, 2}, /* 2165 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 2, 605, 580, 428, 794, 1, 0}, /* 2166 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 0, 1, 9325, 471, 16, 11, 1, 0}, /* 2167 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 8, 24, 3773, 162, 11, 1, 0}, /* 2171 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6, 160, 17, 268, 1, 0}, /* 2172 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 4722, 34, 2107, 789, 1, 0}, /* 2174 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 56, 256, 719, 1, 0}, /* 2176 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 0, 1, 11, 214, 318, 225, 1, 0}, /* 2177 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 1, 6, 10, 159, 57, 1, 0}, /* 2178 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 2156, 12, 9370, 34, 15, 1}, /* 2179 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 40, 22880, 176, 105, 1, 0}, /* 2181 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 242, 619, 114, 78, 1, 0}, /* 2182 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 2, 3456, 127, 2904, 192, 1, 0}, /* 2183 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 2, 593, 56, 1680, 550, 1, 0}, /* 2184 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 0, 0, 2, 683, 3570, 10, 229, 1, 0}, /* 2185 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8, 784, 8330, 149, 33, 1}, /* 2186 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 8, 25662, 48, 800, 1, 0}, /* 2187 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 2121, 1, 1887, 274, 1, 0}, /* 2188 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 24, 1137, 82, 800, 1, 0}, /* 2189 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 164, 308, 49112, 780, 6, 3}, /* 2190 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8, 17335, 4779, 780, 8, 3}, /* 2191 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 81, 25, 19598, 33, 132, 1}, /* 2192 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 428, 60592, 736, 803, 1, 0}, /* 2193 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 11321, 48, 21, 800, 1, 0}, /* 2194 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 1, 1, 0, 1, 2640, 414, 9, 154, 1, 0}, /* 2195 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4794, 728, 88, 587, 1, 0}, /* 2196 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 8, 69, 91, 8612, 70, 1, 0}, /* 2197 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1288, 32, 784, 762, 1, 0}, /* 2198 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 8, 128, 152, 440, 57, 1, 0}, /* 2199 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1328, 5568, 1056, 505, 1, 0}, /* 2200 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 147, 23, 4272, 11, 21, 2}, /* 2201 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 10, 1, 14664, 267, 66, 1}, /* 2204 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 8, 34, 48, 217, 1, 0}, /* 2205 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 3, 16, 21030, 16, 216, 1, 0}, /* 2206 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 64, 8, 16, 44, 786, 1, 0}, /* 2207 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 3888, 96, 33284, 101, 8, 2}, /* 2208 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 56, 1872, 4526, 209, 3, 3}, /* 2210 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 65248, 1413, 780, 8, 3}, /* 2211 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 224, 20640, 238, 161, 1, 0}, /* 2212 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 1, 10, 16, 12023, 35, 105, 1}, /* 2213 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 64, 6, 194, 8035, 269, 1, 0}, /* 2214 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 2, 2827, 176, 7128, 790, 1, 0}, /* 2216 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 5, 11, 144, 12, 1, 0}, /* 2218 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3376, 1, 24, 428, 1, 0}, /* 2219 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 1, 1, 3528, 52, 1154, 46, 7, 1}, /* 2220 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 4, 23, 13328, 205, 132, 1}, /* 2221 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 88, 48, 5220, 13, 21, 2}, /* 2222 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 3, 1, 970, 493, 274, 1, 0}, /* 2223 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 872, 8, 268, 1, 0}, /* 2224 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 99, 19, 680, 93, 16, 1}, /* 2225 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 880, 1, 3592, 745, 2, 1}, /* 2226 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 2, 504, 4064, 168, 457, 1, 0}, /* 2228 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 7254, 2968, 18208, 22, 3, 3}, /* 2229 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 16, 3738, 1800, 33, 8, 1}, /* 2231 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 1324, 1312, 148, 105, 1, 0}, /* 2233 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 8369, 5848, 147, 17, 1, 0}, /* 2235 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 8, 176, 1608, 77, 18, 1, 0}, /* 2236 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 8, 304, 219, 414, 14, 1, 0}, /* 2237 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 0, 1, 1, 12, 4888, 80, 221, 1, 0}, /* 2239 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1952, 10120, 4576, 316, 1, 0}, /* 2240 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 74, 35976, 2472, 793, 5, 1}, /* 2241 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 922, 4080, 3304, 506, 1, 0}, /* 2242 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 1, 1, 44, 64, 2824, 96, 44, 1}, /* 2245 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 2144, 1, 102, 274, 1, 0}, /* 2246 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 0, 1, 3341, 122, 32, 12, 1, 0}, /* 2248 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 8, 5624, 24, 201, 191, 1, 0}, /* 2250 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 1024, 370, 24, 63, 1, 0}, /* 2251 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 8, 1240, 16, 12, 800, 1, 0}, /* 2252 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4, 596, 5098, 35, 32, 1}, /* 2253 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 384, 320, 9632, 703, 3, 1}, /* 2254 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 1205, 768, 12880, 20, 8, 3}, /* 2255 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 290, 19095, 3100, 2, 5, 3}, /* 2256 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 1, 0, 1, 2, 8, 128, 13542, 269, 1, 0}, /* 2258 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 64, 18, 24, 1256, 661, 1, 0}, /* 2259 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 14104, 472, 16, 315, 1, 0}, /* 2260 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 8, 1215, 209, 96, 9, 1, 0}, /* 2261 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 81, 16, 12968, 800, 16, 1}, /* 2264 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 395, 1, 9760, 272, 16, 1}, /* 2265 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 750, 16, 42, 225, 1, 0}, /* 2266 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 8, 51, 64, 4648, 462, 1, 0}, /* 2268 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 296, 467, 16, 812, 1, 0}, /* 2269 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 1896, 17474, 64, 108, 1, 0}, /* 2270 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 127, 2032, 1216, 29, 16, 1}, /* 2271 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 8, 14, 160, 57, 1, 0}, /* 2272 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 92, 1, 4656, 274, 1, 0}, /* 2273 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 867, 518, 1857, 28, 7, 1}, /* 2274 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 16, 103, 4939, 35, 58, 1}, /* 2275 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 0, 1, 1010, 8, 13784, 24, 24, 2}, /* 2276 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 408, 1, 42, 274, 1, 0}, /* 2277 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 48, 26, 3672, 93, 57, 1}, /* 2278 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 21, 20395, 40, 13, 1, 0}, /* 2279 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 2424, 2250, 152, 129, 1, 0}, /* 2281 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 16, 2830, 2282, 344, 20, 1, 0}, /* 2282 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 904, 5346, 3542, 148, 3, 3}, /* 2283 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 34, 13, 16, 35, 16, 1}, /* 2284 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 0, 0, 1, 64, 832, 26, 236, 1, 0}, /* 2285 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 15773, 1304, 39, 2, 1, 0}, /* 2288 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 16, 144, 486, 20, 13, 1, 0}, /* 2290 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 5218, 3584, 6824, 113, 2, 3}, /* 2291 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 2, 8, 2810, 1120, 811, 1, 0}, /* 2292 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 186, 352, 64, 64, 1, 0}, /* 2294 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 98, 25334, 61, 160, 1, 0}, /* 2295 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 1, 79, 87, 4751, 174, 33, 1}, /* 2296 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 8, 11, 170, 812, 1, 0}, /* 2297 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 89280, 19, 51, 189, 1, 0}, /* 2298 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 3, 219, 24, 1179, 70, 1, 0}, /* 2299 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 61, 37, 1311, 11, 8, 2}, /* 2301 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 7056, 1, 75, 274, 1, 0}, /* 2302 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 760, 59, 2096, 93, 7, 3}, /* 2303 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8136, 4064, 5489, 166, 1, 0}, /* 2304 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 0, 0, 1, 0, 1, 6376, 1124, 20359, 131, 5, 3}, /* 2305 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 0, 1, 1, 1, 2824, 64, 10, 253, 1, 0}, /* 2306 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 10144, 168, 4956, 9, 3, 3}, /* 2308 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 57, 1672, 808, 34, 9, 1}, /* 2310 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 8513, 16, 12880, 57, 3, 3}, /* 2311 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 1685, 1, 3730, 274, 1, 0}, /* 2312 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 8, 12392, 998, 163, 1, 0}, /* 2313 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 8, 120, 41, 7290, 71, 1, 0}, /* 2314 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 24, 33, 6956, 75, 66, 1}, /* 2315 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 73, 1994, 368, 237, 1, 0}, /* 2316 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 1088, 194, 400, 121, 1, 0}, /* 2318 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 8, 2048, 1432, 17, 11, 1, 0}, /* 2322 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 1, 0, 1, 0, 8, 18, 1453, 957, 34, 1, 0}, /* 2324 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 1, 1, 4, 24, 61800, 14, 226, 2}, /* 2327 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 1, 0, 1, 8, 104, 26960, 584, 466, 1, 0}, /* 2328 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 56, 158, 3648, 35, 33, 1}, /* 2329 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 14912, 912, 4952, 42, 3, 3}, /* 2331 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 472, 24, 96, 780, 5, 3}, /* 2332 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 3840, 296, 3305, 17, 8, 2}, /* 2333 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 1, 1, 0, 0, 1, 24, 736, 3276, 158, 8, 1}, /* 2334 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 8, 1168, 16, 296, 50, 1, 0}, /* 2335 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 16, 2672, 10, 16, 217, 1, 0}, /* 2336 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 40, 17557, 215, 801, 1, 0}, /* 2337 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 272, 483, 2936, 57, 7, 3}, /* 2338 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 152, 65160, 103, 0, 1, 0}, /* 2339 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 1, 0, 3, 48, 1616, 551, 413, 1, 0}, /* 2344 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 1, 0, 0, 1, 40, 33, 16, 33, 16, 1}, /* 2345 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 1, 11, 37, 24311, 61, 66, 2}, /* 2346 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3336, 1, 8207, 272, 8, 1}, /* 2349 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 15, 62, 504, 14, 1, 0}, /* 2351 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1824, 976, 3072, 795, 1, 0}, /* 2354 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 24, 16, 17, 91, 132, 1}, /* 2355 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 1, 1, 24, 112, 40659, 81, 66, 1}, /* 2356 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 148, 1, 6344, 274, 1, 0}, /* 2357 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 1, 0, 1, 16, 1278, 664, 226, 1, 0}, /* 2358 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1112, 1, 9, 274, 1, 0}, /* 2359 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 23, 24, 34, 225, 1, 0}, /* 2360 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 8, 21850, 1588, 139, 4, 2}, /* 2361 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 0, 1, 688, 245, 4292, 0, 22, 2}, /* 2362 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 8, 122, 27104, 261, 64, 1}, /* 2364 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 35072, 3624, 25, 0, 1, 0}, /* 2365 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 624, 19197, 39, 181, 1, 0}, /* 2366 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 0, 2, 34, 1176, 536, 668, 1, 0}, /* 2367 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 532, 1658, 23277, 2, 4, 3}, /* 2368 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 1, 142, 883, 600, 35, 8, 1}, /* 2369 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 174, 90, 8882, 87, 44, 1}, /* 2370 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 788, 6938, 3136, 111, 2, 3}, /* 2372 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 669, 25203, 240, 0, 1, 0}, /* 2373 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 16, 28640, 145, 13, 1, 0}, /* 2374 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 0, 1, 680, 17136, 16, 24, 1, 0}, /* 2375 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 808, 40, 1088, 35, 10, 1}, /* 2376 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 56, 147, 12241, 94, 44, 1}, /* 2377 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 0, 0, 0, 0, 1, 48, 584, 11, 62, 1, 0}, /* 2379 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 48, 1720, 680, 33, 10, 1}, /* 2380 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 1, 0, 0, 0, 0, 1, 150, 1704, 748, 123, 1, 0}, /* 2381 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 1, 1, 0, 1, 1, 400, 34240, 24, 467, 1, 0}, /* 2382 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 48, 21672, 11, 801, 1, 0}, /* 2384 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 12, 809, 48, 34, 1, 0}, /* 2387 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 301, 3336, 496, 823, 1, 0}, /* 2388 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 96, 2797, 33, 43, 1}, /* 2389 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 6287, 22, 256, 222, 1, 0}, /* 2390 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 184, 5436, 32, 11, 1, 0}, /* 2391 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 296, 2346, 65, 23, 1, 0}, /* 2392 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 2, 16, 11458, 5394, 63, 1, 0}, /* 2393 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 1, 0, 1, 46, 3850, 4239, 34, 8, 1}, /* 2394 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 525, 4794, 80, 135, 1, 0}, /* 2395 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 55, 176, 70, 812, 1, 0}, /* 2397 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 9789, 5482, 3760, 130, 1, 0}, /* 2398 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 1, 0, 1, 224, 10, 2240, 226, 8, 2}, /* 2399 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 0, 1, 1, 5, 568, 10044, 35, 48, 1}, /* 2400 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 64, 10434, 70, 24, 15, 1, 0}, /* 2402 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 470, 22, 50031, 33, 33, 1}, /* 2403 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 290, 98, 272, 95, 4, 1}, /* 2404 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 243, 162, 200, 224, 1, 0}, /* 2405 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 40, 144, 10, 780, 5, 3}, /* 2406 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 128, 14155, 7080, 180, 2, 1}, /* 2407 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 3, 4008, 40, 814, 1, 0}, /* 2408 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 1, 1, 1, 8238, 2919, 1360, 19, 1, 0}, /* 2409 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 5048, 2609, 24476, 41, 3, 3}, /* 2410 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 25, 93, 268, 1, 0}, /* 2411 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 0, 1, 318, 16, 2484, 93, 7, 1}, /* 2412 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 2, 1247, 408, 1160, 312, 1, 0}, /* 2413 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 0, 0, 1, 64, 8, 10, 19176, 269, 1, 0}, /* 2414 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 58168, 13, 268, 1, 0}, /* 2417 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 5883, 1048, 481, 22, 1, 0}, /* 2418 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 10, 71, 10, 78, 1, 0}, /* 2419 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 12, 1, 1104, 267, 32, 1}, /* 2420 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 0, 1, 88, 2352, 28768, 90, 13, 3}, /* 2421 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8, 80, 40, 731, 1, 0}, /* 2423 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 1, 0, 0, 0, 1, 539, 184, 848, 790, 9, 1}, /* 2424 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 8, 18, 693, 6568, 205, 1, 0}, /* 2425 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 0, 0, 1, 2395, 117, 128, 62, 1, 0}, /* 2427 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 191, 1, 29400, 272, 33, 1}, /* 2429 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 48, 413, 32, 64, 1, 0}, /* 2430 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 63, 1, 2108, 267, 16, 1}, /* 2431 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 162, 1792, 280, 34, 3, 1}, /* 2432 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 312, 1, 16, 274, 1, 0}, /* 2433 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 1, 8, 2448, 32, 464, 805, 1, 0}, /* 2434 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 1, 0, 0, 64, 8, 80, 7153, 268, 1, 0}, /* 2435 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 7199, 321, 24, 25, 1, 0}, /* 2436 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 1072, 18, 408, 255, 1, 0}, /* 2437 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 1, 0, 0, 0, 1, 2144, 216, 2948, 137, 7, 2}, /* 2438 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 8, 24, 864, 57, 1, 0}, /* 2439 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 8, 16, 210, 220, 1, 0}, /* 2440 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 104, 64, 396, 244, 1, 0}, /* 2441 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 465920, 152, 45, 15, 1, 0}, /* 2445 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 7, 2712, 8744, 84, 55, 1}, /* 2446 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 112, 3336, 716, 162, 4, 1}, /* 2447 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 16, 144, 21168, 460, 16, 1}, /* 2448 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 1, 7928, 620, 28, 790, 1, 0}, /* 2449 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 158, 38, 176, 35, 16, 1}, /* 2450 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 32, 32, 52506, 812, 32, 1}, /* 2451 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 190, 1, 214, 274, 1, 0}, /* 2452 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 444, 32, 19, 62, 1, 0}, /* 2453 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 1, 1, 0, 8, 8, 7176, 921, 173, 1, 0}, /* 2454 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 3, 9, 2544, 32, 653, 1, 0}, /* 2456 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1736, 4456, 23608, 324, 1, 0}, /* 2457 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 488, 24824, 734, 16, 1}, /* 2458 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 3, 26, 10592, 384, 69, 1, 0}, /* 2460 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 14, 2744, 256, 35, 4, 1}, /* 2461 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 54, 56, 290, 808, 1, 0}, /* 2462 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 47, 256, 35, 35, 16, 1}, /* 2464 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 1306, 46, 930, 35, 12, 1}, /* 2465 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 24, 8, 22408, 812, 16, 1}, /* 2466 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 1, 2, 525, 16, 269, 1, 0}, /* 2467 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 1, 0, 0, 1, 16, 16, 2394, 265, 16, 2}, /* 2469 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 14792, 3400, 608, 132, 1, 0}, /* 2470 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 1, 1, 16, 2, 18, 10, 218, 1, 0}, /* 2471 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 2, 396, 11, 680, 51, 1, 0}, /* 2472 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 1, 1, 1, 2232, 1360, 4920, 288, 1, 0}, /* 2473 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 1, 0, 1, 8, 2793, 15179, 45, 24, 1}, /* 2474 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 128, 236, 6882, 146, 33, 1}, /* 2475 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 10, 34288, 11, 13, 1, 0}, /* 2476 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8192, 72, 51, 11, 1, 0}, /* 2477 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 2912, 43192, 40, 818, 1, 0}, /* 2478 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 4328, 1, 82, 274, 1, 0}, /* 2479 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1280, 56, 400, 800, 4, 1}, /* 2480 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2, 144, 1112, 473, 1, 0}, /* 2481 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 49, 7454, 7677, 13, 9, 3}, /* 2483 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 11028, 192, 12, 24, 1, 0}, /* 2485 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 100352, 272, 16, 349, 1, 0}, /* 2486 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 864, 42, 3592, 118, 18, 2}, /* 2488 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 220, 96, 23600, 39, 66, 1}, /* 2489 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 4021, 72, 11, 34, 1, 0}, /* 2490 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 5, 136, 1208, 93, 33, 1}, /* 2492 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 1, 1, 616, 33816, 16, 806, 1, 0}, /* 2494 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 0, 1, 64, 6291, 184, 33, 2, 1}, /* 2495 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 17, 10880, 112, 14, 1, 0}, /* 2496 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 6848, 875, 83, 17, 1, 0}, /* 2497 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 2, 48, 310, 31210, 213, 1, 0}, /* 2498 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 1, 1, 8, 24, 10472, 1040, 369, 1, 0}, /* 2499 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 149, 47248, 317, 0, 1, 0}, /* 2500 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 72, 656, 392, 808, 1, 0}, /* 2501 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 80, 7208, 2120, 27, 4, 1}, /* 2502 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 16, 1776, 80, 40, 50, 1, 0}, /* 2503 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 8, 8655, 2076, 268, 1, 0}, /* 2506 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 1, 0, 1, 6, 1382, 27009, 45, 24, 1}, /* 2507 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 5, 10, 43171, 207, 132, 1}, /* 2508 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 31, 364, 112, 808, 1, 0}, /* 2509 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 1, 0, 0, 0, 0, 1, 88, 264, 28, 212, 1, 0}, /* 2511 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 304, 5872, 146, 602, 1, 0}, /* 2513 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 48, 6552, 96, 800, 1, 0}, /* 2514 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 50, 33, 58, 812, 1, 0}, /* 2515 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 9881, 192, 56, 25, 1, 0}, /* 2516 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 74, 302, 479, 75, 1, 0}, /* 2517 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 0, 16, 677, 32, 1325, 67, 1, 0}, /* 2518 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 3744, 80, 19, 33, 1, 0}, /* 2519 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 23069, 1, 40, 274, 1, 0}, /* 2520 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 0, 1, 1400, 14, 496, 33, 8, 1}, /* 2521 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 64, 32, 28, 33, 16, 1}, /* 2523 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 1, 1, 3408, 7760, 458, 100, 1, 0}, /* 2524 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 384, 577, 7083, 15, 17, 2}, /* 2525 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 396, 1, 19440, 272, 16, 1}, /* 2526 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 7616, 130, 954, 115, 1, 0}, /* 2527 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 1, 0, 1, 3, 39, 224, 35, 50, 1, 0}, /* 2528 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 64, 1162, 24904, 114, 26, 2}, /* 2529 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 32, 114, 456, 780, 5, 3}, /* 2530 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 2408, 9, 12489, 77, 5, 1}, /* 2532 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 8, 2, 592, 6313, 269, 1, 0}, /* 2535 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1531, 5152, 16232, 545, 1, 0}, /* 2536 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 12382, 40, 76, 263, 1, 0}, /* 2538 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 2208, 2370, 113, 0, 1, 0}, /* 2539 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 3106, 18351, 109, 2, 1, 0}, /* 2541 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 473, 64, 54755, 800, 16, 1}, /* 2542 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 5042, 1, 3220, 272, 1, 0}, /* 2543 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 1, 0, 0, 16, 16, 14, 7494, 808, 1, 0}, /* 2545 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 8, 920, 332, 198, 5, 1}, /* 2547 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 1, 1, 16, 53, 686, 36, 1, 0}, /* 2548 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 41, 3832, 2296, 400, 1, 0}, /* 2549 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 5, 7750, 7648, 34, 8, 1}, /* 2550 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 43, 570, 10591, 88, 52, 1}, /* 2552 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 1, 8, 8, 950, 48, 805, 1, 0}, /* 2553 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 10, 1687, 1492, 35, 16, 1}, /* 2554 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 136, 16, 3168, 728, 2, 1}, /* 2555 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 2, 8, 4912, 2248, 85, 1, 0}, /* 2556 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 678, 36, 2032, 45, 31, 1}, /* 2557 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6, 951, 1984, 172, 33, 1}, /* 2559 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 50, 4460, 788, 35, 7, 1}, /* 2560 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 84, 14552, 75, 13, 1, 0}, /* 2561 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 10, 1305, 10354, 11, 48, 2}, /* 2562 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8194, 1, 832, 272, 1, 0}, /* 2563 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 3035, 120, 288, 469, 1, 0}, /* 2565 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 2, 256, 15039, 108, 160, 1, 0}, /* 2566 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 4, 34, 1041, 33, 264, 2}, /* 2567 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 40, 9, 28218, 35, 132, 1}, /* 2569 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 1, 0, 0, 0, 1, 1, 8, 16, 8274, 214, 2, 3}, /* 2570 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 8, 56, 510, 269, 1, 0}, /* 2571 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 8, 208, 5169, 168, 10, 1, 0}, /* 2572 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 56, 2814, 40, 262, 1, 0}, /* 2574 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 3, 48, 280, 544, 723, 1, 0}, /* 2575 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 10, 150, 4775, 73, 33, 1}, /* 2576 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 8, 12685, 10186, 188, 5, 1}, /* 2579 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 2, 2, 82, 28387, 268, 1, 0}, /* 2580 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 50, 4500, 23164, 187, 7, 1}, /* 2581 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 1, 1, 0, 1, 1, 3, 96, 495, 95, 33, 1}, /* 2582 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 23, 40968, 40, 823, 1, 0}, /* 2584 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 2104, 1, 520, 274, 1, 0}, /* 2585 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 6146, 17, 40, 11, 1, 0}, /* 2586 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 896, 1200, 59, 34, 1, 0}, /* 2587 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 1, 7114, 800, 272, 1, 0}, /* 2589 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 1, 1, 1, 4153, 184, 7720, 806, 1, 0}, /* 2591 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 1, 0, 8, 8, 1520, 32, 405, 1, 0}, /* 2592 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 272, 56, 762, 1, 0}, /* 2593 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 584, 37440, 32, 185, 1, 0}, /* 2594 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 2392, 72, 648, 237, 1, 0}, /* 2595 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 16, 1, 355, 274, 1, 0}, /* 2596 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 1, 0, 0, 1, 2, 101, 2832, 300, 106, 1, 0}, /* 2598 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 1, 11, 178, 1680, 76, 26, 1}, /* 2602 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 32184, 1, 45, 274, 1, 0}, /* 2604 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 1, 0, 0, 1, 800, 184, 874, 172, 5, 1}, /* 2605 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 13708, 9010, 2058, 4, 1, 0}, /* 2606 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 264, 6363, 13, 782, 1, 0}, /* 2607 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 5421, 1, 1128, 272, 1, 0}, /* 2608 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 512, 1, 1159, 274, 1, 0}, /* 2609 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 117, 2736, 160, 691, 1, 0}, /* 2611 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 98, 14938, 3488, 126, 1, 0}, /* 2612 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 1, 0, 2, 192, 32, 24, 49, 1, 0}, /* 2613 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 8, 24, 4020, 246, 16, 2}, /* 2614 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 624, 37361, 17, 13, 1, 0}, /* 2615 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 9720, 112, 26, 790, 1, 0}, /* 2616 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 16, 18864, 470, 14, 1}, /* 2617 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 8, 51, 25, 12, 1, 0}, /* 2618 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 1, 0, 0, 1, 8, 863, 136, 268, 1, 0}, /* 2619 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 213, 22, 472, 246, 1, 0}, /* 2620 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 64, 24, 3655, 392, 68, 1, 0}, /* 2622 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 12, 40, 10, 269, 1, 0}, /* 2624 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 10, 17923, 33, 121, 1}, /* 2625 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 0, 8, 458, 167, 76, 24, 1, 0}, /* 2626 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 2390, 16, 91, 810, 1, 0}, /* 2627 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 106, 16, 1336, 725, 1, 0}, /* 2628 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 2, 8, 44, 40, 263, 1, 0}, /* 2629 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 0, 1, 622, 836, 776, 16, 7, 2}, /* 2630 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 0, 1, 160, 64, 5139, 33, 44, 1}, /* 2631 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1263, 1, 384, 274, 1, 0}, /* 2632 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 3, 208, 40, 12, 50, 1, 0}, /* 2633 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 2, 29, 92, 13, 1, 0}, /* 2635 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 79, 17, 1272, 33, 16, 1}, /* 2637 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 3, 272, 33, 452, 800, 1, 0}, /* 2638 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 136, 40705, 96, 801, 1, 0}, /* 2639 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 6875, 2312, 128, 510, 1, 0}, /* 2641 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 48, 24, 62424, 800, 33, 1}, /* 2643 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 342, 48, 968, 265, 8, 2}, /* 2644 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 1, 0, 0, 1, 8216, 5462, 3930, 130, 1, 0}, /* 2645 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 1, 176, 3239, 33820, 39, 10, 1}, /* 2646 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 1, 0, 2, 32, 157, 576, 49, 1, 0}, /* 2648 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 112, 9704, 136, 13, 1, 0}, /* 2649 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 8, 64, 174, 104, 132, 2}, /* 2650 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 6768, 250, 768, 125, 1, 0}, /* 2652 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 19200, 5304, 343, 20, 1, 0}, /* 2654 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 1, 136, 1081, 945, 88, 9, 1}, /* 2655 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 1, 1, 0, 1, 232, 9, 9167, 34, 66, 1}, /* 2656 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 64, 6914, 45, 9, 24, 1, 0}, /* 2657 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 2251, 5944, 3354, 7, 3, 3}, /* 2658 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 3, 3756, 64, 376, 461, 1, 0}, /* 2659 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 24, 6791, 3978, 36, 24, 1}, /* 2661 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6568, 1, 142, 272, 1, 0}, /* 2665 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 1, 23608, 4832, 272, 1, 0}, /* 2666 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 1098, 7762, 192, 125, 1, 0}, /* 2667 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 104, 16, 496, 62, 1, 0}, /* 2668 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 320, 14421, 864, 790, 1, 0}, /* 2670 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 344, 1, 34048, 274, 6, 1}, /* 2671 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 4314, 26, 16, 252, 1, 0}, /* 2672 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 5872, 896, 144, 285, 1, 0}, /* 2673 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 3, 256, 549, 268, 1, 0}, /* 2674 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 6, 848, 22232, 254, 16, 1}, /* 2675 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 8, 256, 1856, 741, 1, 0}, /* 2676 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 8, 384, 9246, 214, 22, 2}, /* 2677 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 7, 45728, 2372, 149, 2, 3}, /* 2678 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 3, 288, 1677, 112, 39, 1, 0}, /* 2679 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 20, 7423, 18, 12, 1, 0}, /* 2680 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 56, 24, 80, 726, 1, 0}, /* 2681 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4, 26168, 47, 13, 1, 0}, /* 2682 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3672, 1, 23659, 272, 9, 1}, /* 2683 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 4280, 80, 9073, 27, 15, 1}, /* 2684 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 144, 1054, 1592, 57, 3, 3}, /* 2686 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 1, 1, 0, 1, 10, 3225, 416, 34, 4, 1}, /* 2688 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 16, 1, 165, 274, 1, 0}, /* 2689 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3568, 504, 13357, 7, 9, 2}, /* 2690 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 6, 18, 46, 13, 1, 0}, /* 2691 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 1, 0, 0, 1, 1, 72, 1216, 24946, 795, 26, 1}, /* 2692 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 3, 4224, 50, 5564, 35, 1, 0}, /* 2694 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 1, 1, 1, 392, 32, 432, 36, 6, 1}, /* 2695 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 1, 1, 1, 32, 2480, 781, 14, 7, 3}, /* 2700 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 56, 824, 4160, 363, 3, 1}, /* 2701 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 16, 24, 326, 23, 800, 1, 0}, /* 2702 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 353, 192, 165, 34, 2, 1}, /* 2703 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 1, 0, 0, 1, 1, 8, 180, 280, 220, 1, 0}, /* 2704 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1638, 29, 2752, 13, 15, 2}, /* 2705 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 2, 8496, 725, 6165, 792, 1, 0}, /* 2706 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 104, 1, 1200, 267, 16, 1}, /* 2707 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 291, 16, 1416, 34, 20, 1}, /* 2708 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 0, 0, 1, 0, 1, 3872, 1244, 72, 124, 1, 0}, /* 2709 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 5, 14, 159, 35, 99, 1}, /* 2710 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 168, 24, 2112, 78, 16, 1}, /* 2713 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 32, 1, 1088, 719, 1, 0}, /* 2715 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 9, 35, 3722, 175, 132, 1}, /* 2716 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 18, 20, 9656, 246, 49, 2}, /* 2717 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 1131, 16, 26, 812, 1, 0}, /* 2718 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1125, 17811, 178, 2, 1, 0}, /* 2719 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 37, 53, 39301, 55, 16, 2}, /* 2720 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 6, 16680, 24, 268, 1, 0}, /* 2721 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 184, 1, 4706, 274, 1, 0}, /* 2722 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16104, 1536, 352, 597, 1, 0}, /* 2723 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 8, 6473, 12, 275, 1, 0}, /* 2726 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 32, 1354, 56, 34, 1, 0}, /* 2727 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 7, 808, 23, 64, 1, 0}, /* 2728 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 1, 1, 1, 9, 64080, 2016, 69, 1, 0}, /* 2730 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 4, 232, 22, 217, 1, 0}, /* 2731 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 1, 154, 615, 4880, 40, 26, 1}, /* 2732 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 2, 3507, 13896, 610, 788, 1, 0}, /* 2733 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 752, 18, 40, 780, 5, 3}, /* 2734 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 456, 1, 19424, 745, 12, 1}, /* 2736 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 8, 704, 13, 5610, 786, 1, 0}, /* 2737 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 128, 27824, 36, 2, 1, 0}, /* 2738 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 64, 4896, 42, 229, 1, 0}, /* 2740 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 284, 232, 40, 800, 1, 0}, /* 2741 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 246, 239, 2610, 13, 8, 2}, /* 2742 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 1, 7525, 2979, 10800, 181, 2, 3}, /* 2743 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 0, 1, 2, 11088, 25, 268, 1, 0}, /* 2744 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 631, 49, 22, 35, 16, 1}, /* 2745 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 1025, 3968, 19858, 795, 16, 1}, /* 2746 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1788, 24, 29, 35, 9, 1}, /* 2747 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 27, 282, 40, 780, 5, 3}, /* 2748 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 2, 72, 2094, 4466, 817, 1, 0}, /* 2751 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 512, 16, 6754, 73, 16, 1}, /* 2752 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 64, 234, 27, 18, 791, 1, 0}, /* 2753 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 784, 35264, 573, 7, 1, 0}, /* 2754 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 167, 26, 4154, 199, 44, 1}, /* 2755 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 6433, 15, 40, 53, 1, 0}, /* 2757 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 24, 2336, 4635, 33, 14, 1}, /* 2758 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 48, 40, 9528, 93, 132, 1}, /* 2760 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 7048, 28, 98, 786, 1, 0}, /* 2761 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 1954, 26335, 434, 2, 1, 0}, /* 2762 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 9, 1648, 97, 12, 1, 0}, /* 2763 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 0, 0, 3, 2976, 306, 202, 101, 1, 0}, /* 2764 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 768, 48, 24, 93, 11, 1}, /* 2765 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 1, 0, 1, 8, 48, 18, 208, 1, 0}, /* 2766 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 87, 15573, 7858, 2, 4, 2}, /* 2768 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 12304, 10122, 16, 159, 1, 0}, /* 2770 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 175, 208, 3391, 29, 33, 1}, /* 2771 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 48, 96, 2712, 468, 2, 1}, /* 2773 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 12, 6128, 23, 268, 1, 0}, /* 2774 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 3, 1184, 832, 269, 1, 0}, /* 2775 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 4200, 435, 8448, 30, 2, 1}, /* 2778 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 255, 9, 76, 62, 1, 0}, /* 2779 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 6209, 2408, 224, 2, 1, 0}, /* 2780 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 8, 1, 58, 274, 1, 0}, /* 2781 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3772, 1, 24, 274, 1, 0}, /* 2783 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6648, 46, 160, 195, 1, 0}, /* 2784 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 1, 1, 0, 1, 1, 128, 88, 88, 474, 1, 0}, /* 2785 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 7776, 48, 1476, 831, 1, 0}, /* 2786 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 512, 440, 1626, 119, 4, 2}, /* 2787 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 1, 1, 6, 1100, 58124, 240, 16, 2}, /* 2791 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 3, 29, 1077, 1128, 75, 1, 0}, /* 2792 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 228, 19096, 144, 14, 1, 0}, /* 2793 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 1, 0, 1, 7, 29, 126, 12, 1, 0}, /* 2795 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 1, 2, 16, 13072, 207, 132, 1}, /* 2796 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 761, 88, 268, 1, 0}, /* 2797 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 345, 57, 27505, 92, 44, 1}, /* 2798 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 35, 553, 36, 93, 4, 1}, /* 2804 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 56, 136, 2348, 80, 26, 1}, /* 2805 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 20, 161, 50336, 13, 22, 3}, /* 2806 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 1, 8, 2000, 168, 268, 1, 0}, /* 2807 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3354, 1, 568, 274, 1, 0}, /* 2808 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 56, 122, 479, 13, 7, 2}, /* 2809 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 4280, 22, 88, 252, 1, 0}, /* 2810 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 1, 1, 3026, 472, 651, 5, 2, 3}, /* 2812 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 152, 14, 31, 35, 16, 1}, /* 2813 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 0, 1, 1, 3, 3728, 336, 746, 127, 1, 0}, /* 2814 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 1, 0, 0, 0, 1, 1, 8, 420, 4008, 246, 49, 2}, /* 2815 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 9, 4937, 2600, 34, 4, 1}, /* 2816 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 8, 502, 2455, 266, 16, 1}, /* 2817 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 16, 56, 16, 3120, 675, 1, 0}, /* 2818 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 0, 8, 146, 171, 24, 48, 1, 0}, /* 2821 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 64, 8, 4536, 24, 268, 1, 0}, /* 2822 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 1, 0, 0, 16, 8, 64, 2101, 268, 1, 0}, /* 2823 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 8184, 86, 6816, 103, 4, 2}, /* 2824 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 1264, 874, 7136, 103, 3, 2}, /* 2825 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1437, 1647, 1199, 0, 3, 3}, /* 2826 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 56, 37560, 40, 699, 1, 0}, /* 2831 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 12011, 1200, 7416, 798, 1, 0}, /* 2832 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 216, 488, 5312, 57, 4, 3}, /* 2833 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 384, 1520, 196, 16, 1}, /* 2835 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 0, 0, 1, 1, 1, 27, 516, 15740, 76, 31, 1}, /* 2836 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 8, 56, 11, 1280, 786, 1, 0}, /* 2837 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 24, 520, 616, 738, 1, 0}, /* 2838 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 20254, 1, 112, 221, 1, 0}, /* 2839 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 4, 32, 4240, 196, 24, 1}, /* 2840 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 2, 23, 32, 1091, 786, 1, 0}, /* 2842 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 264, 5534, 53, 787, 1, 0}, /* 2846 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 566, 1719, 12376, 2, 11, 2}, /* 2847 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 2242, 11216, 40, 2, 1, 0}, /* 2849 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 29, 508, 2939, 84, 33, 1}, /* 2850 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 776, 920, 1290, 108, 4, 2}, /* 2851 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 12503, 9794, 1360, 2, 1, 0}, /* 2852 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 64, 35744, 72, 350, 1, 0}, /* 2853 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 272, 1, 201, 274, 1, 0}, /* 2854 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 455, 32, 407, 35, 6, 1}, /* 2855 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 7, 131, 3296, 74, 16, 1}, /* 2856 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 444, 16, 1960, 200, 16, 1}, /* 2857 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 7912, 1, 4829, 272, 1, 0}, /* 2858 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 1016, 126, 49480, 102, 33, 2}, /* 2859 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 8, 16, 1152, 5348, 268, 1, 0}, /* 2860 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 11, 29, 976, 11, 264, 2}, /* 2861 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 1, 0, 0, 1, 22, 11824, 56, 665, 1, 0}, /* 2862 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 8, 72, 72, 423, 1, 0}, /* 2863 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16, 2752, 32, 747, 1, 0}, /* 2864 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 16, 92, 2689, 40, 804, 1, 0}, /* 2865 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 28664, 1, 340, 274, 1, 0}, /* 2866 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 9, 28816, 4565, 268, 1, 0}, /* 2867 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 2, 128, 1980, 592, 208, 1, 0}, /* 2868 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 8, 13260, 122, 220, 1, 0}, /* 2870 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 8, 4874, 17872, 11, 25, 3}, /* 2871 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 96, 40, 51531, 33, 132, 1}, /* 2872 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 3, 360, 3168, 431, 2, 1}, /* 2873 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 8, 399, 9072, 472, 16, 1, 0}, /* 2874 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 139, 9946, 10, 229, 1, 0}, /* 2876 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 1, 1, 6, 72, 37600, 228, 64, 2}, /* 2877 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 442, 393, 30, 11, 1, 0}, /* 2878 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 1768, 16, 24, 800, 1, 0}, /* 2879 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 8, 1967, 14816, 82, 16, 1}, /* 2881 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 9104, 40, 690, 117, 1, 0}, /* 2883 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 1, 13, 240, 6657, 35, 58, 1}, /* 2884 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 4, 18, 48, 268, 1, 0}, /* 2885 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 416, 1, 53, 274, 1, 0}, /* 2886 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 16, 38, 24200, 239, 64, 2}, /* 2887 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 1048, 40, 72, 786, 1, 0}, /* 2888 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 1256, 16, 269, 1, 0}, /* 2889 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 577, 1, 17186, 272, 16, 1}, /* 2890 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 1145, 344, 17, 64, 1, 0}, /* 2891 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 8, 144, 82, 24, 229, 1, 0}, /* 2892 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 3, 78, 295, 51, 48, 1, 0}, /* 2893 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 184, 17272, 278, 24, 1, 0}, /* 2894 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 1, 0, 0, 2, 13, 24, 808, 244, 1, 0}, /* 2895 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 1, 1, 1, 19, 16, 253, 36, 16, 1}, /* 2896 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 3360, 8306, 32, 2, 1, 0}, /* 2897 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 48, 648, 53898, 116, 44, 2}, /* 2898 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 467, 273, 88, 11, 1, 0}, /* 2899 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 14637, 196, 4040, 113, 1, 0}, /* 2900 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 65, 23, 15, 11, 1, 0}, /* 2902 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 362, 120, 16, 814, 1, 0}, /* 2903 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 4328, 30, 84, 64, 1, 0}, /* 2905 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 34, 16671, 3973, 187, 2, 1}, /* 2906 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 37, 28393, 49, 23, 1, 0}, /* 2907 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 0, 1, 24, 4744, 152, 62, 1, 0}, /* 2909 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 0, 1, 3, 6252, 352, 2832, 17, 1, 0}, /* 2910 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 48, 1, 4058, 267, 31, 1}, /* 2911 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 8, 32, 3131, 144, 62, 1, 0}, /* 2912 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 0, 1, 1, 88, 9, 271, 1, 0}, /* 2913 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 8, 49, 1654, 95, 36, 1}, /* 2914 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 78, 425, 2480, 177, 16, 1}, /* 2915 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 12, 204, 7304, 227, 16, 2}, /* 2917 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1488, 16, 56, 759, 1, 0}, /* 2918 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 1024, 1226, 56, 231, 1, 0}, /* 2919 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 1, 8, 295, 2520, 85, 39, 1}, /* 2920 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 2, 10, 1636, 11472, 58, 1, 0}, /* 2921 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 1, 73, 48, 120, 65, 1, 0}, /* 2922 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 726, 1, 1120, 274, 1, 0}, /* 2923 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 1, 53, 3864, 121, 800, 1, 0}, /* 2924 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 989, 56080, 78, 804, 1, 0}, /* 2925 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 2, 40, 1812, 72, 786, 1, 0}, /* 2926 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 59, 1, 36925, 267, 32, 1}, /* 2927 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 26, 74, 33, 64, 1, 0}, /* 2928 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 1, 945, 1672, 274, 1, 0}, /* 2929 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 1, 1, 1, 1408, 9816, 120, 582, 1, 0}, /* 2930 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 1, 0, 1, 1648, 224, 57942, 112, 10, 3}, /* 2931 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 8, 1624, 264, 427, 1, 0}, /* 2932 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 1, 0, 2, 593, 52, 9144, 49, 1, 0}, /* 2933 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 8, 1282, 28006, 214, 6, 2}, /* 2935 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 0, 1, 38, 26, 9, 33, 16, 1}, /* 2936 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 3, 10, 2108, 8534, 144, 1, 0}, /* 2937 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 16, 4, 52, 384, 800, 1, 0}, /* 2938 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 8, 82, 34, 8160, 259, 1, 0}, /* 2939 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 152, 1, 338, 274, 1, 0}, /* 2940 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 341, 225, 32, 11, 1, 0}, /* 2941 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 75, 31, 1239, 35, 18, 1}, /* 2942 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 2, 8, 22446, 1207, 157, 1, 0}, /* 2943 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 40, 64, 257, 11, 1, 0}, /* 2944 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 41, 5400, 5336, 183, 12, 1}, /* 2945 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 3, 152, 163, 2268, 50, 1, 0}, /* 2947 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 3, 305, 1968, 52, 1, 0}, /* 2948 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1262, 40, 736, 644, 1, 0}, /* 2949 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 1258, 21664, 16, 97, 1, 0}, /* 2950 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 0, 0, 2, 3012, 134, 16, 781, 1, 0}, /* 2951 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 69, 1, 3432, 267, 16, 1}, /* 2952 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 3, 8, 138, 168, 812, 1, 0}, /* 2953 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 0, 1, 2, 169, 29, 12, 1, 0}, /* 2954 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 2416, 217, 42149, 17, 20, 2}, /* 2955 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 11, 24520, 106, 268, 1, 0}, /* 2956 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 2040, 24, 16, 225, 1, 0}, /* 2958 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 3, 320, 64, 472, 1, 0}, /* 2960 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 1, 2, 16, 5292, 260, 1, 0}, /* 2961 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 489, 874, 1040, 174, 2, 3}, /* 2962 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 1, 8, 312, 48, 268, 64, 1, 0}, /* 2963 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 4245, 4408, 16, 790, 1, 0}, /* 2964 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 96, 62, 4465, 201, 49, 1}, /* 2965 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 3, 360, 26128, 178, 44, 1}, /* 2966 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 528, 234, 11048, 113, 26, 2}, /* 2967 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 12402, 5528, 11, 790, 1, 0}, /* 2968 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 16, 1, 3376, 267, 32, 1}, /* 2969 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 216, 1668, 16, 237, 1, 0}, /* 2970 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 1, 1, 1, 8, 8, 1040, 16, 51, 1, 0}, /* 2972 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 0, 1, 8, 41416, 152, 632, 1, 0}, /* 2973 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 6, 5096, 14, 248, 1, 0}, /* 2974 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 1, 0, 1, 1, 8, 96, 704, 730, 1, 0}, /* 2976 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 1, 1, 0, 1, 144, 32, 320, 357, 1, 0}, /* 2977 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 1, 0, 1, 62, 232, 63, 223, 1, 0}, /* 2978 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 7696, 32, 10, 249, 1, 0}, /* 2979 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 2, 247, 30464, 33, 88, 2}, /* 2981 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 520, 16162, 5626, 113, 2, 3}, /* 2982 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 92, 1, 12, 274, 1, 0}, /* 2983 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 16, 5332, 10, 217, 1, 0}, /* 2985 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 64, 143, 1449, 75, 14, 1, 0}, /* 2986 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 2, 6048, 304, 9, 13, 1, 0}, /* 2989 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 10837, 535, 16, 13, 1, 0}, /* 2991 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 345, 32, 23, 33, 16, 1}, /* 2993 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 96, 248, 552, 737, 1, 0}, /* 2994 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5584, 16, 256, 549, 1, 0}, /* 2996 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 264, 132, 2829, 800, 1, 0}, /* 2997 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 14, 1, 256, 274, 1, 0}, /* 2998 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 2, 5920, 16, 12, 216, 1, 0}, /* 3001 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 8, 2257, 32, 13, 1, 0}, /* 3002 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 654, 1, 1024, 274, 1, 0}, /* 3003 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 656, 1, 466, 274, 1, 0}, /* 3004 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 19, 530, 268, 1, 0}, /* 3005 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 672, 54888, 11, 17, 1, 0}, /* 3006 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 1056, 57752, 144, 136, 1, 0}, /* 3007 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 0, 1, 464, 34, 16968, 93, 16, 3}, /* 3008 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 213, 1056, 19272, 169, 14, 1}, /* 3009 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 51, 584, 11, 35, 16, 1}, /* 3010 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 3, 1784, 432, 25030, 43, 1, 0}, /* 3011 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 3, 5080, 288, 269, 1, 0}, /* 3013 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 1, 8, 8, 46, 7392, 215, 1, 0}, /* 3015 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 114, 1, 53, 274, 1, 0}, /* 3016 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 16, 40, 608, 812, 1, 0}, /* 3018 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 2, 4696, 360, 575, 1, 0}, /* 3019 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 1, 0, 0, 16, 1040, 3928, 258, 160, 1, 0}, /* 3020 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 144, 1, 592, 274, 1, 0}, /* 3022 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 112, 266, 344, 11, 3, 2}, /* 3023 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 114, 11112, 8106, 138, 3, 2}, /* 3024 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8, 454, 48, 268, 1, 0}, /* 3026 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 15496, 25, 16, 64, 1, 0}, /* 3029 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 0, 0, 1, 16, 216, 424, 149, 132, 1}, /* 3030 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 64, 16, 24, 5600, 269, 1, 0}, /* 3031 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1456, 9568, 5563, 7, 2, 3}, /* 3032 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 2901, 3301, 48, 13, 1, 0}, /* 3034 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 16, 104, 30, 67, 791, 1, 0}, /* 3035 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 157, 376, 6307, 29, 44, 1}, /* 3036 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 146, 1656, 85, 234, 1, 0}, /* 3037 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 3, 12, 50096, 812, 32, 1}, /* 3038 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 2, 8, 45046, 12, 217, 1, 0}, /* 3041 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 5024, 18, 2002, 33, 5, 1}, /* 3043 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 74, 24, 8199, 35, 66, 1}, /* 3044 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 72, 26, 1288, 84, 20, 1}, /* 3045 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 1, 0, 1, 8, 56, 10875, 213, 64, 2}, /* 3046 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 3, 760, 16850, 74, 8, 1, 0}, /* 3047 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 488, 16, 4017, 75, 16, 1}, /* 3050 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 49, 6442, 30, 231, 1, 0}, /* 3052 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 45, 43199, 706, 25, 1, 0}, /* 3054 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 82, 1064, 56, 13, 1, 0}, /* 3055 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 1, 1, 2, 64, 49999, 14, 158, 2}, /* 3056 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 8, 1264, 1298, 11, 11, 3}, /* 3057 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 16, 88, 66, 2130, 244, 1, 0}, /* 3058 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 1, 1, 1, 10912, 656, 222, 100, 1, 0}, /* 3059 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 144, 9602, 10, 257, 1, 0}, /* 3060 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 1, 8, 270, 39438, 85, 132, 1}, /* 3061 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 16, 3229, 977, 33, 7, 1}, /* 3062 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 16, 577, 269, 1, 0}, /* 3063 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 24, 136, 14, 33, 4, 1}, /* 3064 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8, 86, 576, 808, 1, 0}, /* 3065 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 112, 13385, 51, 13, 1, 0}, /* 3066 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 1, 0, 0, 1, 24, 21064, 1072, 398, 1, 0}, /* 3067 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 5, 1483, 184, 269, 1, 0}, /* 3068 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 1, 0, 0, 1, 0, 1, 12, 59448, 680, 140, 1, 0}, /* 3069 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 64, 1, 6282, 11, 274, 1, 0}, /* 3070 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 8, 4039, 11176, 33, 8, 1}, /* 3071 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 9, 20976, 689, 268, 1, 0}, /* 3072 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 16, 16, 1386, 60, 1, 0}, /* 3075 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 93, 522, 440, 225, 1, 0}, /* 3076 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 24, 16, 1653, 672, 1, 0}, /* 3078 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 8, 144, 3858, 364, 3, 1}, /* 3079 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 800, 512, 492, 34, 5, 1}, /* 3080 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 274, 2253, 24, 11, 1, 0}, /* 3081 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 1003, 3099, 6448, 5, 6, 3}, /* 3082 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 1478, 88, 5670, 177, 5, 3}, /* 3084 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 61, 16, 5472, 727, 4, 1}, /* 3085 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 8, 96, 29464, 246, 49, 2}, /* 3086 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 8, 96, 50, 268, 1, 0}, /* 3087 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 64, 8, 63, 20248, 55, 1, 0}, /* 3088 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 0, 0, 2, 8, 9352, 242, 225, 1, 0}, /* 3089 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 2, 892, 21522, 88, 17, 1, 0}, /* 3090 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 619, 95, 24, 33, 13, 1}, /* 3091 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 16, 8, 7074, 35, 396, 1}, /* 3093 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 123, 437, 376, 13, 5, 2}, /* 3094 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 1, 0, 1, 32, 1560, 10, 245, 1, 0}, /* 3095 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 1, 1, 1, 9894, 216, 18, 250, 1, 0}, /* 3097 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 8, 3292, 274, 227, 1, 0}, /* 3098 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 128, 62, 1576, 222, 16, 2}, /* 3100 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 1, 13922, 16, 274, 1, 0}, /* 3101 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 3306, 2135, 2176, 785, 1, 0}, /* 3103 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 1, 8, 8916, 184, 269, 1, 0}, /* 3105 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 176, 24, 16, 724, 1, 0}, /* 3106 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 1, 1, 1, 16, 32, 16, 88, 757, 1, 0}, /* 3108 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 8, 88, 155, 57, 1, 0}, /* 3111 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 1, 5000, 3400, 4690, 2, 5, 3}, /* 3112 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 2312, 75, 38496, 2, 13, 3}, /* 3113 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 8, 857, 1484, 93, 12, 1}, /* 3114 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 6, 29992, 94, 242, 1, 0}, /* 3115 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 6, 1634, 24104, 149, 36, 1}, /* 3116 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 336, 6199, 1552, 17, 5, 3}, /* 3117 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 21, 56, 9232, 800, 9, 1}, /* 3118 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 34, 2248, 272, 671, 1, 0}, /* 3119 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 800, 2388, 9024, 824, 1, 0}, /* 3120 */
};

const size_t choice_h100_nrows = sizeof choice_h100_rows / sizeof choice_h100_rows[0];
