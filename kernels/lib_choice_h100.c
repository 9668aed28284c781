/* lib_choice_h100.c -- written by validation/analysis/cublas_choice_table.py from
 * validation/data/cublas-choice-h100 (cuBLAS 13.1 on an H100 SXM, torch 2.11; the
 * sweep calls.jsonl.gz and the real-model calls models.jsonl.gz, models2.jsonl.gz): the
 * 3809 recorded calls not held out, the data of the decision procedure in
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
    "cutlass_75_tensorop_f16_s1688gemm_f16_128x256_nt_align1",
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
    "cutlass_80_tensorop_bf16_s16816gemm_bf16_256x64_32x4_nn_align2",
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
    "cutlass_80_tensorop_f16_s16816gemm_f16_256x128_64x3_nt_align2",
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
    "cutlass_80_wmma_tensorop_bf16_s161616gemm_bf16_16x16_64x2_nt_align2",
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
    "cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_64x1_nn_align2",
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
    "nvjet_sm90_hsh_128x128_64x6_1x1_h_bz_NNT",
    "nvjet_sm90_hsh_128x128_64x6_1x1_h_bz_TNT",
    "nvjet_sm90_hsh_128x128_64x6_1x2_h_bz_NTT",
    "nvjet_sm90_hsh_128x128_64x6_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_128x128_64x6_2x1_v_bz_NNT",
    "nvjet_sm90_hsh_128x128_64x6_2x1_v_bz_NTT",
    "nvjet_sm90_hsh_128x128_64x6_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_128x128_64x6_4x1_v_bz_NNT",
    "nvjet_sm90_hsh_128x128_64x6_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_128x128_64x6_4x2_h_bz_NTT",
    "nvjet_sm90_hsh_128x144_64x6_2x1_v_bz_NNT",
    "nvjet_sm90_hsh_128x144_64x6_2x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_hsh_128x160_64x5_1x1_h_bz_coopA_bias_NNT",
    "nvjet_sm90_hsh_128x160_64x5_2x1_v_bz_NTT",
    "nvjet_sm90_hsh_128x160_64x5_2x4_h_bz_NTT",
    "nvjet_sm90_hsh_128x160_64x5_4x1_v_bz_NTT",
    "nvjet_sm90_hsh_128x16_64x11_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_128x16_64x11_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_128x16_64x11_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_hsh_128x192_64x5_1x2_h_badd_coopB_TTN",
    "nvjet_sm90_hsh_128x192_64x5_4x2_h_bz_coopB_NTN",
    "nvjet_sm90_hsh_128x200_64x5_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_hsh_128x200_64x5_4x1_v_bz_coopA_TNT",
    "nvjet_sm90_hsh_128x24_64x11_2x4_h_bz_NNT",
    "nvjet_sm90_hsh_128x24_64x11_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_128x24_64x11_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_128x24_64x11_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_128x256_64x4_1x2_h_bz_coopA_NTN",
    "nvjet_sm90_hsh_128x256_64x4_1x2_h_bz_coopA_TNN",
    "nvjet_sm90_hsh_128x256_64x4_2x1_v_badd_coopA_TNN",
    "nvjet_sm90_hsh_128x256_64x4_2x1_v_bz_coopA_NTN",
    "nvjet_sm90_hsh_128x256_64x4_2x1_v_bz_coopA_TNN",
    "nvjet_sm90_hsh_128x256_64x4_2x1_v_bz_coopA_bias_TNN",
    "nvjet_sm90_hsh_128x256_64x4_4x2_h_bz_coopA_TNN",
    "nvjet_sm90_hsh_128x256_64x4_4x2_h_bz_coopA_bias_TNN",
    "nvjet_sm90_hsh_128x32_64x10_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_128x64_64x8_1x1_h_bz_NTT",
    "nvjet_sm90_hsh_128x64_64x8_1x2_h_bz_NNT",
    "nvjet_sm90_hsh_128x64_64x8_1x2_h_bz_NTT",
    "nvjet_sm90_hsh_128x64_64x8_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_128x64_64x8_2x4_h_bz_NNT",
    "nvjet_sm90_hsh_128x64_64x8_2x4_h_bz_NTT",
    "nvjet_sm90_hsh_128x64_64x8_4x1_v_bz_NTT",
    "nvjet_sm90_hsh_128x72_64x8_1x2_h_bz_NNT",
    "nvjet_sm90_hsh_128x72_64x8_1x2_h_bz_bias_TNT",
    "nvjet_sm90_hsh_128x72_64x8_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_128x80_64x8_4x1_v_bz_NNT",
    "nvjet_sm90_hsh_128x80_64x8_4x1_v_bz_bias_TNT",
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
    "nvjet_sm90_hsh_160x64_64x6_1x4_h_bz_bias_NNN",
    "nvjet_sm90_hsh_168x128_64x5_1x2_h_bz_TNN",
    "nvjet_sm90_hsh_168x128_64x5_1x2_h_bz_coopA_bias_TNN",
    "nvjet_sm90_hsh_168x128_64x5_2x1_v_bz_coopA_bias_TNN",
    "nvjet_sm90_hsh_168x64_64x7_1x2_h_bz_TNN",
    "nvjet_sm90_hsh_16x64_64x16_4x1_v_bz_TNN",
    "nvjet_sm90_hsh_16x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_hsh_16x64_64x16_4x2_h_bz_bias_TNN",
    "nvjet_sm90_hsh_192x104_64x5_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_192x128_64x5_1x2_h_bz_coopB_NNT",
    "nvjet_sm90_hsh_192x128_64x5_1x2_h_bz_coopB_TNT",
    "nvjet_sm90_hsh_192x128_64x5_1x2_h_bz_coopB_bias_NNT",
    "nvjet_sm90_hsh_192x128_64x5_1x2_h_bz_coopB_bias_TNT",
    "nvjet_sm90_hsh_192x128_64x5_1x4_h_bz_coopB_NTT",
    "nvjet_sm90_hsh_192x128_64x5_2x1_v_bz_coopB_bias_TNT",
    "nvjet_sm90_hsh_192x128_64x5_4x2_h_bz_coopB_NNT",
    "nvjet_sm90_hsh_192x160_64x4_2x1_v_bz_coopB_bias_NNT",
    "nvjet_sm90_hsh_192x192_64x3_2x1_v_bz_coopB_NNN",
    "nvjet_sm90_hsh_192x192_64x3_2x1_v_bz_coopB_NTN",
    "nvjet_sm90_hsh_192x192_64x3_2x1_v_bz_coopB_bias_NNN",
    "nvjet_sm90_hsh_192x192_64x4_1x2_h_badd_coopB_TNN",
    "nvjet_sm90_hsh_192x192_64x4_1x2_h_bz_coopB_TNN",
    "nvjet_sm90_hsh_192x192_64x4_1x2_h_bz_coopB_bias_TNN",
    "nvjet_sm90_hsh_192x192_64x4_2x1_v_bz_coopB_TNN",
    "nvjet_sm90_hsh_192x192_64x4_2x1_v_bz_coopB_bias_TNN",
    "nvjet_sm90_hsh_192x208_64x4_2x1_v_bz_coopB_TNT",
    "nvjet_sm90_hsh_192x24_64x7_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_192x32_64x7_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_192x48_64x7_1x2_h_badd_TNT",
    "nvjet_sm90_hsh_192x80_64x6_2x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_192x8_64x8_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_192x96_64x5_1x2_h_bz_NTT",
    "nvjet_sm90_hsh_192x96_64x5_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_192x96_64x5_2x1_v_bz_coopB_bias_NNT",
    "nvjet_sm90_hsh_224x64_64x5_1x2_h_bz_NTN",
    "nvjet_sm90_hsh_224x64_64x5_1x4_h_bz_bias_NNN",
    "nvjet_sm90_hsh_24x64_64x16_4x1_v_bz_TNN",
    "nvjet_sm90_hsh_24x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_hsh_24x64_64x16_4x2_h_bz_bias_TNN",
    "nvjet_sm90_hsh_256x104_64x4_4x1_v_bz_coopA_TNT",
    "nvjet_sm90_hsh_256x112_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_hsh_256x128_64x4_1x2_h_bz_coopA_NNT",
    "nvjet_sm90_hsh_256x128_64x4_1x2_h_bz_coopA_TNT",
    "nvjet_sm90_hsh_256x128_64x4_1x2_h_bz_coopA_bias_NNT",
    "nvjet_sm90_hsh_256x128_64x4_1x2_h_bz_coopA_bias_TNT",
    "nvjet_sm90_hsh_256x128_64x4_2x1_v_bz_coopA_NTT",
    "nvjet_sm90_hsh_256x128_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_hsh_256x128_64x4_2x4_h_bz_coopA_NNT",
    "nvjet_sm90_hsh_256x128_64x4_2x4_h_bz_coopA_splitK_NNT",
    "nvjet_sm90_hsh_256x144_64x4_1x2_h_bz_coopA_NNT",
    "nvjet_sm90_hsh_256x144_64x4_1x2_h_bz_coopA_bias_TNT",
    "nvjet_sm90_hsh_256x144_64x4_2x1_v_bz_coopA_NNT",
    "nvjet_sm90_hsh_256x144_64x4_2x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_hsh_256x16_64x6_2x1_v_bz_TNT",
    "nvjet_sm90_hsh_256x16_64x6_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_256x32_64x5_2x1_v_bz_TNT",
    "nvjet_sm90_hsh_256x64_64x5_2x1_v_bz_TNT",
    "nvjet_sm90_hsh_256x72_64x5_2x1_v_bz_NNT",
    "nvjet_sm90_hsh_256x72_64x5_2x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_hsh_256x8_64x6_2x1_v_bz_TNT",
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
    "nvjet_sm90_hsh_32x64_64x16_2x1_v_bz_NTN",
    "nvjet_sm90_hsh_32x64_64x16_2x1_v_bz_TNN",
    "nvjet_sm90_hsh_32x64_64x16_2x2_h_bz_NTN",
    "nvjet_sm90_hsh_32x64_64x16_2x4_h_bz_NNN",
    "nvjet_sm90_hsh_32x64_64x16_4x1_v_bz_NNN",
    "nvjet_sm90_hsh_32x64_64x16_4x1_v_bz_splitK_NNN",
    "nvjet_sm90_hsh_32x64_64x16_4x1_v_bz_splitK_NTN",
    "nvjet_sm90_hsh_32x64_64x16_4x2_h_bz_NNN",
    "nvjet_sm90_hsh_32x64_64x16_4x2_h_bz_NTN",
    "nvjet_sm90_hsh_32x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_hsh_32x64_64x16_4x2_h_bz_bias_NNN",
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
    "nvjet_sm90_hsh_64x128_64x8_1x1_h_bz_NNN",
    "nvjet_sm90_hsh_64x128_64x8_1x1_h_bz_NTN",
    "nvjet_sm90_hsh_64x128_64x8_1x1_h_bz_TNN",
    "nvjet_sm90_hsh_64x128_64x8_1x2_h_bz_NTN",
    "nvjet_sm90_hsh_64x128_64x8_1x4_h_bz_NNN",
    "nvjet_sm90_hsh_64x128_64x8_1x4_h_bz_NTN",
    "nvjet_sm90_hsh_64x128_64x8_1x4_h_bz_TNN",
    "nvjet_sm90_hsh_64x128_64x8_2x1_v_bz_NNN",
    "nvjet_sm90_hsh_64x128_64x8_2x1_v_bz_NTN",
    "nvjet_sm90_hsh_64x128_64x8_2x1_v_bz_TNN",
    "nvjet_sm90_hsh_64x128_64x8_4x1_v_bz_TNN",
    "nvjet_sm90_hsh_64x128_64x8_4x2_h_bz_NTN",
    "nvjet_sm90_hsh_64x128_64x8_4x2_h_bz_TNN",
    "nvjet_sm90_hsh_64x16_64x16_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x16_64x16_1x4_h_bz_NNT",
    "nvjet_sm90_hsh_64x16_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x16_64x16_2x4_h_bz_TNT",
    "nvjet_sm90_hsh_64x16_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_64x16_64x16_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_64x16_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x16_64x16_4x1_v_bz_splitK_bias_NNT",
    "nvjet_sm90_hsh_64x16_64x16_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_hsh_64x16_64x16_4x2_h_bz_NNT",
    "nvjet_sm90_hsh_64x16_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x16_64x16_4x2_h_bz_bias_NNT",
    "nvjet_sm90_hsh_64x16_64x16_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x24_64x16_1x4_h_bz_NNT",
    "nvjet_sm90_hsh_64x24_64x16_2x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x24_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x24_64x16_2x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_hsh_64x24_64x16_2x4_h_bz_NNT",
    "nvjet_sm90_hsh_64x24_64x16_2x4_h_bz_bias_NNT",
    "nvjet_sm90_hsh_64x24_64x16_2x4_h_bz_bias_TNT",
    "nvjet_sm90_hsh_64x24_64x16_4x1_v_badd_NNT",
    "nvjet_sm90_hsh_64x24_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x24_64x16_4x2_h_bz_bias_TNT",
    "nvjet_sm90_hsh_64x32_64x16_1x2_h_bz_NNT",
    "nvjet_sm90_hsh_64x32_64x16_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x32_64x16_1x2_h_bz_splitK_NNT",
    "nvjet_sm90_hsh_64x32_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x32_64x16_2x4_h_bz_NNT",
    "nvjet_sm90_hsh_64x32_64x16_2x4_h_bz_NTT",
    "nvjet_sm90_hsh_64x32_64x16_4x1_v_badd_NTT",
    "nvjet_sm90_hsh_64x32_64x16_4x1_v_bz_NTT",
    "nvjet_sm90_hsh_64x32_64x16_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_64x32_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x32_64x16_4x1_v_bz_splitK_bias_NNT",
    "nvjet_sm90_hsh_64x32_64x16_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_hsh_64x32_64x16_4x2_h_bz_NNT",
    "nvjet_sm90_hsh_64x32_64x16_4x2_h_bz_NTT",
    "nvjet_sm90_hsh_64x32_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x32_64x16_4x2_h_bz_bias_NNT",
    "nvjet_sm90_hsh_64x32_64x16_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x32_64x16_4x2_h_bz_splitK_bias_NNT",
    "nvjet_sm90_hsh_64x40_64x16_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x40_64x16_2x4_h_bz_TNT",
    "nvjet_sm90_hsh_64x40_64x16_2x4_h_bz_bias_NNT",
    "nvjet_sm90_hsh_64x40_64x16_4x2_h_bz_NNT",
    "nvjet_sm90_hsh_64x40_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x40_64x16_4x2_h_bz_bias_TNT",
    "nvjet_sm90_hsh_64x48_64x15_2x1_v_bz_NNT",
    "nvjet_sm90_hsh_64x48_64x15_2x1_v_bz_bias_NNT",
    "nvjet_sm90_hsh_64x48_64x15_2x4_h_bz_NNT",
    "nvjet_sm90_hsh_64x64_64x13_1x1_h_bz_NNT",
    "nvjet_sm90_hsh_64x64_64x13_1x1_h_bz_TNT",
    "nvjet_sm90_hsh_64x64_64x13_1x2_h_bz_NNT",
    "nvjet_sm90_hsh_64x64_64x13_1x2_h_bz_NTT",
    "nvjet_sm90_hsh_64x64_64x13_1x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x64_64x13_1x4_h_bz_NNT",
    "nvjet_sm90_hsh_64x64_64x13_1x4_h_bz_NTT",
    "nvjet_sm90_hsh_64x64_64x13_1x4_h_bz_TNT",
    "nvjet_sm90_hsh_64x64_64x13_2x1_v_bz_NNT",
    "nvjet_sm90_hsh_64x64_64x13_2x1_v_bz_NTT",
    "nvjet_sm90_hsh_64x64_64x13_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_64x64_64x13_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x64_64x13_2x4_h_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x64_64x13_4x1_v_badd_NTT",
    "nvjet_sm90_hsh_64x64_64x13_4x1_v_bz_NTT",
    "nvjet_sm90_hsh_64x64_64x13_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x64_64x13_4x2_h_bz_NNT",
    "nvjet_sm90_hsh_64x64_64x13_4x2_h_bz_bias_NNT",
    "nvjet_sm90_hsh_64x64_64x13_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x72_64x12_2x1_v_bz_NNT",
    "nvjet_sm90_hsh_64x72_64x12_2x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x72_64x12_4x1_v_bz_NNT",
    "nvjet_sm90_hsh_64x72_64x12_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_64x80_64x11_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x8_64x16_1x4_h_bz_NNT",
    "nvjet_sm90_hsh_64x8_64x16_2x1_v_bz_NNT",
    "nvjet_sm90_hsh_64x8_64x16_2x1_v_bz_TNT",
    "nvjet_sm90_hsh_64x8_64x16_2x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x8_64x16_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_64x8_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x8_64x16_2x4_h_bz_NNT",
    "nvjet_sm90_hsh_64x8_64x16_2x4_h_bz_TNT",
    "nvjet_sm90_hsh_64x8_64x16_2x4_h_bz_bias_NNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_NNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_bias_NNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_bias_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_splitK_bias_NNT",
    "nvjet_sm90_hsh_64x8_64x16_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x2_h_bz_bias_NNT",
    "nvjet_sm90_hsh_64x8_64x16_4x2_h_bz_bias_TNT",
    "nvjet_sm90_hsh_64x8_64x16_4x2_h_bz_splitK_NNT",
    "nvjet_sm90_hsh_64x96_64x10_1x2_h_bz_NNT",
    "nvjet_sm90_hsh_64x96_64x8_1x2_h_bz_NTT",
    "nvjet_sm90_hsh_64x96_64x8_4x2_h_bz_NTT",
    "nvjet_sm90_hsh_72x64_64x12_1x2_h_bz_TNN",
    "nvjet_sm90_hsh_72x64_64x12_2x4_h_bz_TNN",
    "nvjet_sm90_hsh_72x64_64x12_2x4_h_bz_bias_TNN",
    "nvjet_sm90_hsh_72x64_64x12_4x2_h_bz_TNN",
    "nvjet_sm90_hsh_72x64_64x12_4x2_h_bz_bias_TNN",
    "nvjet_sm90_hsh_8x64_64x16_4x1_v_badd_TNN",
    "nvjet_sm90_hsh_8x64_64x16_4x1_v_bz_bias_TNN",
    "nvjet_sm90_hsh_8x64_64x16_4x2_h_badd_TNN",
    "nvjet_sm90_hsh_8x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_hsh_8x64_64x16_4x2_h_bz_bias_TNN",
    "nvjet_sm90_hsh_96x128_64x6_1x2_h_bz_NNN",
    "nvjet_sm90_hsh_96x128_64x6_1x4_h_bz_NNN",
    "nvjet_sm90_hsh_96x128_64x6_2x1_v_bz_NNN",
    "nvjet_sm90_hsh_96x128_64x6_2x1_v_bz_NTN",
    "nvjet_sm90_hsh_96x128_64x6_2x1_v_bz_bias_NNN",
    "nvjet_sm90_hsh_96x128_64x6_2x1_v_bz_splitK_NNN",
    "nvjet_sm90_hsh_96x128_64x6_4x1_v_bz_NNN",
    "nvjet_sm90_hsh_96x128_64x6_4x2_h_bz_splitK_NTN",
    "nvjet_sm90_hsh_96x128_64x7_1x2_h_bz_bias_TNN",
    "nvjet_sm90_hsh_96x128_64x7_2x1_v_bz_TNN",
    "nvjet_sm90_hsh_96x128_64x7_2x1_v_bz_bias_TNN",
    "nvjet_sm90_hsh_96x256_64x4_1x2_h_bz_coopA_NNN",
    "nvjet_sm90_hsh_96x64_64x10_1x2_h_bz_TNN",
    "nvjet_sm90_hsh_96x64_64x10_1x2_h_bz_bias_TNN",
    "nvjet_sm90_hsh_96x64_64x10_2x1_v_bz_TNN",
    "nvjet_sm90_hsh_96x64_64x10_4x1_v_bz_TNN",
    "nvjet_sm90_hsh_96x64_64x8_1x1_h_bz_NNN",
    "nvjet_sm90_hsh_96x64_64x8_1x1_h_bz_NTN",
    "nvjet_sm90_hsh_96x64_64x8_1x2_h_bz_NNN",
    "nvjet_sm90_hsh_96x64_64x8_1x2_h_bz_bias_NNN",
    "nvjet_sm90_hsh_96x64_64x8_2x4_h_bz_NTN",
    "nvjet_sm90_hsh_96x64_64x8_2x4_h_bz_bias_NNN",
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
    "nvjet_sm90_tst_128x128_64x6_1x1_h_bz_NNT",
    "nvjet_sm90_tst_128x128_64x6_1x1_h_bz_TNT",
    "nvjet_sm90_tst_128x128_64x6_1x2_h_bz_NNT",
    "nvjet_sm90_tst_128x128_64x6_2x1_v_bz_NNT",
    "nvjet_sm90_tst_128x128_64x6_2x1_v_bz_NTT",
    "nvjet_sm90_tst_128x128_64x6_2x1_v_bz_TNT",
    "nvjet_sm90_tst_128x128_64x6_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_128x128_64x6_4x1_v_bz_TNT",
    "nvjet_sm90_tst_128x128_64x6_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x128_64x6_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_128x128_64x6_4x2_h_bz_NTT",
    "nvjet_sm90_tst_128x128_64x6_4x2_h_bz_TNT",
    "nvjet_sm90_tst_128x144_64x6_2x1_v_bz_NNT",
    "nvjet_sm90_tst_128x144_64x6_2x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_128x152_64x6_1x2_h_bz_TNT",
    "nvjet_sm90_tst_128x160_64x5_2x1_v_bz_NTT",
    "nvjet_sm90_tst_128x160_64x5_2x4_h_bz_NTT",
    "nvjet_sm90_tst_128x160_64x5_4x1_v_bz_NTT",
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
    "nvjet_sm90_tst_128x192_64x5_4x2_h_bz_coopB_NTN",
    "nvjet_sm90_tst_128x200_64x5_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_128x224_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_128x232_64x4_2x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_128x24_64x11_2x1_v_bz_TNT",
    "nvjet_sm90_tst_128x24_64x11_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x24_64x11_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x256_64x4_1x1_h_bz_coopA_NNN",
    "nvjet_sm90_tst_128x256_64x4_1x2_h_bz_coopA_NNN",
    "nvjet_sm90_tst_128x256_64x4_1x2_h_bz_coopA_NTN",
    "nvjet_sm90_tst_128x256_64x4_1x2_h_bz_coopA_TNN",
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
    "nvjet_sm90_tst_128x64_64x8_1x1_h_bz_NTT",
    "nvjet_sm90_tst_128x64_64x8_1x2_h_badd_TNT",
    "nvjet_sm90_tst_128x64_64x8_1x2_h_bz_NNT",
    "nvjet_sm90_tst_128x64_64x8_1x2_h_bz_NTT",
    "nvjet_sm90_tst_128x64_64x8_1x2_h_bz_TNT",
    "nvjet_sm90_tst_128x64_64x8_1x2_h_bz_bias_TNT",
    "nvjet_sm90_tst_128x64_64x8_1x2_h_bz_splitK_NNT",
    "nvjet_sm90_tst_128x64_64x8_2x4_h_bz_NNT",
    "nvjet_sm90_tst_128x64_64x8_2x4_h_bz_NTT",
    "nvjet_sm90_tst_128x64_64x8_2x4_h_bz_TNT",
    "nvjet_sm90_tst_128x64_64x8_4x1_v_bz_NNT",
    "nvjet_sm90_tst_128x64_64x8_4x1_v_bz_NTT",
    "nvjet_sm90_tst_128x64_64x8_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_128x72_64x8_1x2_h_bz_NNT",
    "nvjet_sm90_tst_128x72_64x8_1x2_h_bz_bias_TNT",
    "nvjet_sm90_tst_128x80_64x8_4x1_v_bz_NNT",
    "nvjet_sm90_tst_128x80_64x8_4x1_v_bz_TNT",
    "nvjet_sm90_tst_128x80_64x8_4x1_v_bz_bias_TNT",
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
    "nvjet_sm90_tst_160x64_64x6_1x4_h_bz_bias_NNN",
    "nvjet_sm90_tst_168x128_64x5_1x2_h_bz_TNN",
    "nvjet_sm90_tst_168x128_64x5_1x2_h_bz_coopA_bias_TNN",
    "nvjet_sm90_tst_168x128_64x5_2x1_v_bz_TNN",
    "nvjet_sm90_tst_168x64_64x7_1x2_h_bz_TNN",
    "nvjet_sm90_tst_16x64_64x16_1x4_h_bz_bias_TNN",
    "nvjet_sm90_tst_16x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_tst_176x128_64x5_1x2_h_bz_TNN",
    "nvjet_sm90_tst_176x128_64x5_1x2_h_bz_coopA_bias_TNN",
    "nvjet_sm90_tst_176x128_64x5_2x1_v_bz_coopA_bias_TNN",
    "nvjet_sm90_tst_192x104_64x5_1x2_h_bz_TNT",
    "nvjet_sm90_tst_192x128_64x5_1x2_h_bz_coopB_NNT",
    "nvjet_sm90_tst_192x128_64x5_1x2_h_bz_coopB_TNT",
    "nvjet_sm90_tst_192x128_64x5_1x2_h_bz_coopB_bias_NNT",
    "nvjet_sm90_tst_192x128_64x5_1x2_h_bz_coopB_bias_TNT",
    "nvjet_sm90_tst_192x128_64x5_2x4_h_bz_coopB_NTT",
    "nvjet_sm90_tst_192x128_64x5_4x2_h_bz_coopB_NNT",
    "nvjet_sm90_tst_192x16_64x8_4x1_v_bz_NNT",
    "nvjet_sm90_tst_192x176_64x4_1x2_h_bz_coopB_TNT",
    "nvjet_sm90_tst_192x192_64x3_1x2_h_bz_coopB_NTN",
    "nvjet_sm90_tst_192x192_64x3_2x1_v_bz_coopB_NNN",
    "nvjet_sm90_tst_192x192_64x3_2x1_v_bz_coopB_NTN",
    "nvjet_sm90_tst_192x192_64x3_2x1_v_bz_coopB_bias_NNN",
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
    "nvjet_sm90_tst_192x96_64x5_1x2_h_bz_NTT",
    "nvjet_sm90_tst_192x96_64x5_1x2_h_bz_TNT",
    "nvjet_sm90_tst_192x96_64x5_2x1_v_bz_coopB_bias_NNT",
    "nvjet_sm90_tst_224x128_64x4_2x1_v_badd_coopA_TTN",
    "nvjet_sm90_tst_224x64_64x5_1x2_h_bz_NTN",
    "nvjet_sm90_tst_224x64_64x5_4x2_h_bz_NTN",
    "nvjet_sm90_tst_24x64_64x16_4x2_h_badd_TNN",
    "nvjet_sm90_tst_24x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_tst_24x64_64x16_4x2_h_bz_bias_TNN",
    "nvjet_sm90_tst_256x104_64x4_4x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_256x112_64x4_1x2_h_bz_coopA_NNT",
    "nvjet_sm90_tst_256x112_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_256x128_64x4_1x2_h_bz_coopA_NNT",
    "nvjet_sm90_tst_256x128_64x4_1x2_h_bz_coopA_NTT",
    "nvjet_sm90_tst_256x128_64x4_1x2_h_bz_coopA_TNT",
    "nvjet_sm90_tst_256x128_64x4_1x2_h_bz_coopA_bias_NNT",
    "nvjet_sm90_tst_256x128_64x4_1x2_h_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_256x128_64x4_2x1_v_bz_coopA_NNT",
    "nvjet_sm90_tst_256x128_64x4_2x1_v_bz_coopA_NTT",
    "nvjet_sm90_tst_256x128_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_256x128_64x4_2x4_h_bz_coopA_NNT",
    "nvjet_sm90_tst_256x128_64x4_2x4_h_bz_coopA_NTT",
    "nvjet_sm90_tst_256x128_64x4_2x4_h_bz_coopA_TNT",
    "nvjet_sm90_tst_256x144_64x4_1x2_h_bz_coopA_NNT",
    "nvjet_sm90_tst_256x144_64x4_1x2_h_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_256x144_64x4_2x1_v_bz_coopA_NNT",
    "nvjet_sm90_tst_256x144_64x4_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_256x144_64x4_2x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_256x152_64x4_1x2_h_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_256x16_64x6_2x1_v_badd_TNT",
    "nvjet_sm90_tst_256x16_64x6_2x1_v_bz_TNT",
    "nvjet_sm90_tst_256x16_64x6_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_256x32_64x5_2x1_v_bz_TNT",
    "nvjet_sm90_tst_256x64_64x5_2x1_v_bz_TNT",
    "nvjet_sm90_tst_256x64_64x5_4x1_v_bz_NTT",
    "nvjet_sm90_tst_256x72_64x5_2x1_v_bz_NNT",
    "nvjet_sm90_tst_256x72_64x5_2x1_v_bz_coopA_bias_TNT",
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
    "nvjet_sm90_tst_32x64_64x16_2x1_v_bz_NTN",
    "nvjet_sm90_tst_32x64_64x16_2x1_v_bz_TNN",
    "nvjet_sm90_tst_32x64_64x16_2x4_h_bz_NTN",
    "nvjet_sm90_tst_32x64_64x16_4x1_v_bz_splitK_bias_NTN",
    "nvjet_sm90_tst_32x64_64x16_4x2_h_badd_TNN",
    "nvjet_sm90_tst_32x64_64x16_4x2_h_bz_NNN",
    "nvjet_sm90_tst_32x64_64x16_4x2_h_bz_NTN",
    "nvjet_sm90_tst_32x64_64x16_4x2_h_bz_bias_NNN",
    "nvjet_sm90_tst_384x104_64x3_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_384x104_64x3_2x1_v_bz_coopA_bias_TNT",
    "nvjet_sm90_tst_384x80_64x3_2x1_v_bz_coopA_TNT",
    "nvjet_sm90_tst_384x8_64x4_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_384x8_64x4_4x1_v_bz_TNT",
    "nvjet_sm90_tst_40x64_64x16_4x1_v_bz_TNN",
    "nvjet_sm90_tst_40x64_64x16_4x2_h_bz_TNN",
    "nvjet_sm90_tst_432x64_64x3_2x1_v_bz_coopB_bias_TNN",
    "nvjet_sm90_tst_48x64_64x15_2x1_v_bz_TNN",
    "nvjet_sm90_tst_48x64_64x15_2x1_v_bz_bias_TNN",
    "nvjet_sm90_tst_48x64_64x15_4x2_h_bz_TNN",
    "nvjet_sm90_tst_512x8_64x3_4x1_v_badd_NNT",
    "nvjet_sm90_tst_64x104_64x10_2x1_v_bz_TNT",
    "nvjet_sm90_tst_64x104_64x10_4x1_v_bz_NNT",
    "nvjet_sm90_tst_64x104_64x10_4x1_v_bz_TNT",
    "nvjet_sm90_tst_64x104_64x10_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x104_64x10_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_64x104_64x10_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x128_64x8_1x1_h_bz_NNN",
    "nvjet_sm90_tst_64x128_64x8_1x1_h_bz_NTN",
    "nvjet_sm90_tst_64x128_64x8_1x1_h_bz_TNN",
    "nvjet_sm90_tst_64x128_64x8_1x4_h_bz_NNN",
    "nvjet_sm90_tst_64x128_64x8_1x4_h_bz_NTN",
    "nvjet_sm90_tst_64x128_64x8_1x4_h_bz_TNN",
    "nvjet_sm90_tst_64x128_64x8_2x1_v_bz_NNN",
    "nvjet_sm90_tst_64x128_64x8_2x1_v_bz_NTN",
    "nvjet_sm90_tst_64x128_64x8_2x1_v_bz_TNN",
    "nvjet_sm90_tst_64x128_64x8_4x2_h_badd_TNN",
    "nvjet_sm90_tst_64x128_64x8_4x2_h_bz_TNN",
    "nvjet_sm90_tst_64x16_64x16_1x2_h_bz_TNT",
    "nvjet_sm90_tst_64x16_64x16_1x4_h_bz_NNT",
    "nvjet_sm90_tst_64x16_64x16_1x4_h_bz_TNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_NNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_TNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x16_64x16_2x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_tst_64x16_64x16_2x4_h_bz_NNT",
    "nvjet_sm90_tst_64x16_64x16_2x4_h_bz_TNT",
    "nvjet_sm90_tst_64x16_64x16_2x4_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_NNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_splitK_bias_NNT",
    "nvjet_sm90_tst_64x16_64x16_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_tst_64x16_64x16_4x2_h_bz_NNT",
    "nvjet_sm90_tst_64x16_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x16_64x16_4x2_h_bz_bias_NNT",
    "nvjet_sm90_tst_64x24_64x16_1x1_h_bz_NNT",
    "nvjet_sm90_tst_64x24_64x16_1x4_h_bz_NNT",
    "nvjet_sm90_tst_64x24_64x16_2x4_h_bz_NNT",
    "nvjet_sm90_tst_64x24_64x16_2x4_h_bz_TNT",
    "nvjet_sm90_tst_64x24_64x16_2x4_h_bz_bias_NNT",
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
    "nvjet_sm90_tst_64x32_64x16_1x2_h_bz_splitK_NNT",
    "nvjet_sm90_tst_64x32_64x16_2x1_v_bz_NTT",
    "nvjet_sm90_tst_64x32_64x16_2x1_v_bz_TNT",
    "nvjet_sm90_tst_64x32_64x16_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x32_64x16_2x4_h_bz_NTT",
    "nvjet_sm90_tst_64x32_64x16_4x1_v_bz_NTT",
    "nvjet_sm90_tst_64x32_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_tst_64x32_64x16_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x32_64x16_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_64x32_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x32_64x16_4x1_v_bz_splitK_bias_NNT",
    "nvjet_sm90_tst_64x32_64x16_4x2_h_bz_NNT",
    "nvjet_sm90_tst_64x32_64x16_4x2_h_bz_NTT",
    "nvjet_sm90_tst_64x32_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x32_64x16_4x2_h_bz_bias_NNT",
    "nvjet_sm90_tst_64x32_64x16_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x32_64x16_4x2_h_bz_splitK_bias_NNT",
    "nvjet_sm90_tst_64x32_64x16_4x2_h_bz_splitK_bias_TNT",
    "nvjet_sm90_tst_64x40_64x16_1x2_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x40_64x16_1x2_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x40_64x16_1x4_h_bz_TNT",
    "nvjet_sm90_tst_64x40_64x16_2x1_v_bz_NNT",
    "nvjet_sm90_tst_64x40_64x16_2x4_h_bz_bias_NNT",
    "nvjet_sm90_tst_64x40_64x16_2x4_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x40_64x16_4x2_h_bz_NNT",
    "nvjet_sm90_tst_64x40_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x40_64x16_4x2_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x40_64x16_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x48_64x15_2x1_v_bz_NNT",
    "nvjet_sm90_tst_64x48_64x15_2x1_v_bz_bias_NNT",
    "nvjet_sm90_tst_64x48_64x15_2x4_h_bz_NNT",
    "nvjet_sm90_tst_64x48_64x15_2x4_h_bz_TNT",
    "nvjet_sm90_tst_64x48_64x15_4x1_v_bz_NNT",
    "nvjet_sm90_tst_64x56_64x14_2x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x56_64x14_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x64_64x13_1x1_h_bz_NNT",
    "nvjet_sm90_tst_64x64_64x13_1x1_h_bz_TNT",
    "nvjet_sm90_tst_64x64_64x13_1x2_h_badd_TNT",
    "nvjet_sm90_tst_64x64_64x13_1x2_h_bz_NNT",
    "nvjet_sm90_tst_64x64_64x13_1x2_h_bz_NTT",
    "nvjet_sm90_tst_64x64_64x13_1x2_h_bz_TNT",
    "nvjet_sm90_tst_64x64_64x13_1x4_h_bz_NNT",
    "nvjet_sm90_tst_64x64_64x13_1x4_h_bz_NTT",
    "nvjet_sm90_tst_64x64_64x13_1x4_h_bz_TNT",
    "nvjet_sm90_tst_64x64_64x13_1x4_h_bz_splitK_NNT",
    "nvjet_sm90_tst_64x64_64x13_2x1_v_bz_NNT",
    "nvjet_sm90_tst_64x64_64x13_2x1_v_bz_NTT",
    "nvjet_sm90_tst_64x64_64x13_2x1_v_bz_TNT",
    "nvjet_sm90_tst_64x64_64x13_2x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_64x64_64x13_2x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x64_64x13_2x2_h_bz_NNT",
    "nvjet_sm90_tst_64x64_64x13_2x4_h_badd_TNT",
    "nvjet_sm90_tst_64x64_64x13_4x1_v_bz_NTT",
    "nvjet_sm90_tst_64x64_64x13_4x2_h_bz_NNT",
    "nvjet_sm90_tst_64x64_64x13_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x64_64x13_4x2_h_bz_bias_NNT",
    "nvjet_sm90_tst_64x64_64x13_4x2_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x64_64x13_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x72_64x12_2x1_v_bz_NNT",
    "nvjet_sm90_tst_64x72_64x12_2x1_v_bz_bias_TNT",
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
    "nvjet_sm90_tst_64x8_64x16_2x4_h_bz_bias_NNT",
    "nvjet_sm90_tst_64x8_64x16_2x4_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x8_64x16_2x4_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_badd_NNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_NNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_bias_NNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_bias_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_splitK_NNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_splitK_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_splitK_bias_NNT",
    "nvjet_sm90_tst_64x8_64x16_4x1_v_bz_splitK_bias_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x2_h_bz_NNT",
    "nvjet_sm90_tst_64x8_64x16_4x2_h_bz_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x2_h_bz_bias_NNT",
    "nvjet_sm90_tst_64x8_64x16_4x2_h_bz_bias_TNT",
    "nvjet_sm90_tst_64x8_64x16_4x2_h_bz_splitK_TNT",
    "nvjet_sm90_tst_64x96_64x10_1x1_h_bz_NNT",
    "nvjet_sm90_tst_64x96_64x8_4x2_h_bz_NTT",
    "nvjet_sm90_tst_72x64_64x12_2x4_h_bz_TNN",
    "nvjet_sm90_tst_72x64_64x12_2x4_h_bz_bias_TNN",
    "nvjet_sm90_tst_72x64_64x12_4x2_h_bz_TNN",
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
    "nvjet_sm90_tst_96x128_64x6_2x1_v_bz_bias_NNN",
    "nvjet_sm90_tst_96x128_64x6_2x1_v_bz_splitK_NNN",
    "nvjet_sm90_tst_96x128_64x6_4x1_v_bz_NNN",
    "nvjet_sm90_tst_96x128_64x6_4x2_h_bz_splitK_NTN",
    "nvjet_sm90_tst_96x128_64x7_2x1_v_bz_TNN",
    "nvjet_sm90_tst_96x128_64x7_2x1_v_bz_bias_TNN",
    "nvjet_sm90_tst_96x192_64x5_1x2_h_bz_NNN",
    "nvjet_sm90_tst_96x256_64x4_1x2_h_bz_coopA_NNN",
    "nvjet_sm90_tst_96x256_64x4_1x2_h_bz_coopA_NTN",
    "nvjet_sm90_tst_96x64_64x10_1x2_h_bz_TNN",
    "nvjet_sm90_tst_96x64_64x10_1x2_h_bz_bias_TNN",
    "nvjet_sm90_tst_96x64_64x10_1x2_h_bz_splitK_TNN",
    "nvjet_sm90_tst_96x64_64x10_2x4_h_bz_TNN",
    "nvjet_sm90_tst_96x64_64x10_4x1_v_bz_TNN",
    "nvjet_sm90_tst_96x64_64x8_1x2_h_bz_NNN",
    "nvjet_sm90_tst_96x64_64x8_1x2_h_bz_NTN",
    "nvjet_sm90_tst_96x64_64x8_1x2_h_bz_bias_NNN",
    "nvjet_sm90_tst_96x64_64x8_1x2_h_bz_splitK_NNN",
    "nvjet_sm90_tst_96x64_64x8_1x4_h_bz_NNN",
    "nvjet_sm90_tst_96x64_64x8_2x4_h_bz_NTN",
    "nvjet_sm90_tst_96x64_64x8_2x4_h_bz_bias_NNN",
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
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 15360, 5120, 512, 408, 1, 0}, /* 0 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 3072, 571, 1, 0}, /* 1 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 5120, 5120, 773, 1, 0}, /* 2 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 77, 32001, 1024, 2, 1, 0}, /* 4 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 17, 27648, 1536, 642, 1, 0}, /* 5 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 1024, 8192, 744, 1, 0}, /* 6 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 2048, 2048, 742, 1, 0}, /* 7 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12, 16384, 3072, 629, 1, 0}, /* 9 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 13824, 4096, 772, 1, 0}, /* 12 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 384, 1536, 973, 1, 0}, /* 14 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 11008, 3, 389, 1, 0}, /* 15 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 8192, 8192, 934, 1, 0}, /* 16 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 15360, 5120, 773, 1, 0}, /* 17 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 3072, 1024, 128, 1014, 1, 0}, /* 18 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 64, 1024, 8192, 873, 3, 1}, /* 19 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 100, 1536, 8192, 805, 3, 1}, /* 20 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 11008, 2560, 707, 1, 0}, /* 23 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 1024, 1024, 947, 1, 0}, /* 24 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 4, 1024, 8192, 274, 1, 0}, /* 25 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 512, 2048, 941, 1, 0}, /* 26 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 24, 22016, 2560, 720, 1, 0}, /* 27 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 256, 9216, 3072, 1049, 1, 0}, /* 28 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 13824, 2560, 728, 1, 0}, /* 29 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 5, 768, 2304, 946, 1, 0}, /* 30 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 15360, 5120, 293, 1, 0}, /* 32 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 5120, 11008, 677, 3, 1}, /* 34 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8192, 11008, 4096, 1005, 1, 0}, /* 35 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 12, 2048, 2048, 545, 1, 0}, /* 36 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 2048, 2048, 955, 1, 0}, /* 37 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 15360, 5120, 293, 1, 0}, /* 38 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1000, 11008, 1536, 384, 1, 0}, /* 40 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1000, 15360, 5120, 1018, 1, 0}, /* 41 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 2304, 768, 688, 1, 0}, /* 42 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 77, 6144, 2048, 1024, 1, 0}, /* 43 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 510, 12288, 4096, 703, 1, 0}, /* 44 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16384, 4096, 4096, 771, 1, 0}, /* 45 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 9216, 3072, 689, 1, 0}, /* 46 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 2304, 768, 910, 1, 0}, /* 47 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1024, 12288, 1536, 1023, 1, 0}, /* 48 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12, 512, 2048, 973, 1, 0}, /* 49 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 22016, 768, 703, 1, 0}, /* 50 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 197, 4608, 1536, 330, 1, 0}, /* 52 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 4096, 11008, 903, 1, 0}, /* 53 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1000, 4096, 4096, 316, 1, 0}, /* 54 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 22016, 1536, 512, 362, 1, 0}, /* 55 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 256, 512, 4096, 1051, 1, 0}, /* 56 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 27648, 1536, 638, 1, 0}, /* 57 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 14336, 16, 634, 1, 0}, /* 59 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 12288, 4096, 8192, 743, 1, 0}, /* 61 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 8192, 13824, 935, 1, 0}, /* 62 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 5632, 77, 649, 1, 0}, /* 66 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 2048, 2048, 434, 1, 0}, /* 70 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 2560, 13824, 912, 1, 0}, /* 71 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 3, 32001, 2560, 58, 1, 0}, /* 72 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 2, 1014, 1, 0}, /* 73 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 256, 2048, 941, 1, 0}, /* 74 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 8192, 8192, 901, 1, 0}, /* 75 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 16, 512, 2048, 213, 7, 1}, /* 76 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 3072, 1024, 431, 1, 0}, /* 77 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 9216, 3072, 631, 1, 0}, /* 78 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 27648, 1024, 716, 1, 0}, /* 79 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 8192, 1024, 858, 1, 0}, /* 80 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 197, 1024, 8192, 1051, 1, 0}, /* 81 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4096, 32001, 1024, 2, 1, 0}, /* 82 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 512, 4096, 1043, 1, 0}, /* 83 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 17, 3072, 13824, 1051, 1, 0}, /* 84 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 3, 768, 768, 274, 1, 0}, /* 85 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 2048, 8192, 826, 4, 1}, /* 86 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1000, 2304, 768, 296, 1, 0}, /* 92 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 2304, 768, 341, 1, 0}, /* 95 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 77, 50257, 2048, 2, 2, 3}, /* 96 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 9216, 1536, 602, 1, 0}, /* 99 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 27648, 1536, 793, 1, 0}, /* 100 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 4096, 12288, 744, 1, 0}, /* 101 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 12, 3072, 3072, 460, 2, 1}, /* 102 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 197, 768, 2048, 879, 1, 0}, /* 103 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 5, 3072, 3072, 544, 2, 1}, /* 104 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 3072, 3072, 953, 2, 1}, /* 105 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1024, 4096, 4096, 317, 1, 0}, /* 106 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8192, 8192, 8192, 746, 1, 0}, /* 107 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 15360, 5120, 5, 772, 1, 0}, /* 108 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 3072, 3072, 988, 1, 0}, /* 109 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 511, 128256, 768, 790, 1, 0}, /* 110 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 77, 24576, 3072, 373, 1, 0}, /* 111 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 100, 768, 3072, 457, 1, 0}, /* 113 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1024, 8192, 11008, 1015, 1, 0}, /* 114 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 17, 5120, 11008, 311, 3, 1}, /* 115 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 2048, 8192, 825, 4, 1}, /* 116 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 8, 8192, 8192, 1051, 1, 0}, /* 117 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 16, 3072, 14336, 303, 3, 1}, /* 120 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 2, 6144, 1536, 274, 1, 0}, /* 121 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4, 3072, 3072, 541, 2, 1}, /* 123 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 3, 2560, 320, 946, 1, 0}, /* 124 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 1280, 5120, 890, 2, 1}, /* 126 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 256, 1536, 14336, 554, 1, 0}, /* 127 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 2304, 768, 538, 1, 0}, /* 128 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16384, 768, 768, 316, 1, 0}, /* 130 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 192, 1536, 947, 1, 0}, /* 131 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 77, 7680, 2560, 918, 1, 0}, /* 134 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 5, 4608, 1536, 1051, 1, 0}, /* 137 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8, 1536, 1536, 274, 1, 0}, /* 138 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1000, 2304, 768, 620, 1, 0}, /* 141 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 100, 7680, 2560, 439, 1, 0}, /* 142 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12, 32000, 768, 761, 1, 0}, /* 143 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 77, 5120, 5120, 1015, 6, 1}, /* 144 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 24576, 3072, 1044, 1, 0}, /* 145 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 256, 1024, 972, 1, 0}, /* 146 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 14336, 3072, 823, 1, 0}, /* 147 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 17, 1024, 14336, 470, 8, 1}, /* 149 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 6, 2816, 1024, 537, 1, 0}, /* 150 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 9216, 3072, 686, 1, 0}, /* 151 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 6144, 5, 649, 1, 0}, /* 152 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1024, 2816, 24, 774, 1, 0}, /* 153 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 13824, 197, 712, 1, 0}, /* 154 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 4096, 4096, 901, 1, 0}, /* 155 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 6144, 768, 845, 1, 0}, /* 157 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8192, 3072, 3072, 746, 1, 0}, /* 158 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 100, 50257, 768, 1017, 1, 0}, /* 159 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 27648, 2560, 100, 1014, 1, 0}, /* 160 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 5120, 5120, 409, 1, 0}, /* 162 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 192, 768, 929, 1, 0}, /* 164 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 256, 3072, 1024, 1046, 1, 0}, /* 165 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 384, 512, 4096, 432, 1, 0}, /* 166 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 100, 640, 5120, 1024, 13, 1}, /* 167 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 768, 384, 565, 1, 0}, /* 168 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 768, 11008, 460, 6, 1}, /* 172 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 13824, 4096, 727, 1, 0}, /* 173 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 768, 22016, 702, 1, 0}, /* 174 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 32, 9216, 3072, 654, 1, 0}, /* 175 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 100, 1536, 1536, 1024, 8, 1}, /* 177 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 22016, 4096, 718, 1, 0}, /* 178 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 384, 1536, 1536, 552, 1, 0}, /* 180 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 256, 2048, 972, 1, 0}, /* 181 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 3072, 3072, 951, 2, 1}, /* 182 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 3072, 11008, 988, 1, 0}, /* 183 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1024, 4096, 4096, 746, 1, 0}, /* 185 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 5, 27648, 1536, 430, 1, 0}, /* 186 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 100, 13824, 8192, 606, 1, 0}, /* 187 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 16384, 2304, 768, 366, 1, 0}, /* 188 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 384, 1536, 972, 1, 0}, /* 189 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 11008, 2560, 681, 1, 0}, /* 190 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 100, 1536, 4608, 805, 3, 1}, /* 192 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 7680, 2560, 949, 1, 0}, /* 193 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8, 1536, 1536, 949, 1, 0}, /* 194 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 12288, 4096, 12, 649, 1, 0}, /* 195 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 4608, 1536, 831, 1, 0}, /* 196 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2, 8192, 8192, 933, 1, 0}, /* 197 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 5120, 5120, 5, 622, 1, 0}, /* 199 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16384, 4096, 4096, 771, 1, 0}, /* 200 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 128, 2048, 8192, 1047, 1, 0}, /* 202 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 12, 768, 6144, 548, 3, 1}, /* 203 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 17, 8192, 3072, 1051, 1, 0}, /* 205 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1024, 3072, 32001, 7, 9, 3}, /* 206 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 3072, 1024, 837, 1, 0}, /* 207 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 64, 512, 2048, 213, 16, 1}, /* 208 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 2048, 8192, 937, 4, 1}, /* 209 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 640, 5120, 968, 1, 0}, /* 210 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 6144, 2048, 845, 1, 0}, /* 211 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 16384, 4096, 610, 1, 0}, /* 212 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 32, 6144, 2048, 863, 1, 0}, /* 215 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 22016, 1536, 721, 1, 0}, /* 216 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 6, 32000, 4096, 274, 1, 0}, /* 218 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 511, 512, 2048, 435, 1, 0}, /* 219 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 2048, 1, 11, 1, 0}, /* 220 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1, 1024, 4096, 544, 3, 1}, /* 221 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 100, 5120, 13824, 804, 1, 0}, /* 222 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 512, 4608, 1536, 1024, 1, 0}, /* 223 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 2048, 2048, 903, 1, 0}, /* 224 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 27648, 2048, 793, 1, 0}, /* 225 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 64, 15360, 5120, 670, 1, 0}, /* 227 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 28672, 2048, 77, 649, 1, 0}, /* 228 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 32, 13824, 4096, 1048, 1, 0}, /* 229 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 2304, 768, 947, 1, 0}, /* 230 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2, 320, 2560, 96, 33, 1}, /* 231 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 768, 2048, 842, 1, 0}, /* 232 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 5120, 2048, 710, 1, 0}, /* 234 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 16, 640, 5120, 96, 33, 3}, /* 235 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 768, 2048, 910, 1, 0}, /* 238 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 17, 16384, 3072, 1019, 4, 1}, /* 239 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 4096, 4096, 937, 2, 1}, /* 240 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8, 768, 3072, 213, 8, 1}, /* 241 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 100, 1536, 1536, 496, 1, 0}, /* 242 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 2048, 2816, 1024, 1024, 1, 0}, /* 243 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 13824, 2048, 374, 1, 0}, /* 244 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 320, 2560, 965, 1, 0}, /* 245 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 11008, 1024, 681, 1, 0}, /* 246 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 4096, 32768, 613, 2, 1}, /* 247 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 384, 768, 2048, 520, 1, 0}, /* 248 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 768, 3072, 944, 2, 1}, /* 249 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 10240, 2560, 16, 298, 1, 0}, /* 251 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16384, 1024, 1024, 746, 1, 0}, /* 252 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 28672, 3072, 679, 1, 0}, /* 253 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 7680, 2560, 949, 1, 0}, /* 254 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 8192, 2048, 773, 1, 0}, /* 256 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 6, 4096, 12288, 936, 2, 1}, /* 258 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 192, 768, 929, 1, 0}, /* 260 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16384, 320, 2560, 693, 1, 0}, /* 261 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 768, 2048, 4, 167, 1, 0}, /* 262 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 77, 8192, 14336, 91, 4, 1}, /* 264 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 1000, 3072, 384, 1010, 1, 0}, /* 267 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1000, 13824, 768, 1043, 1, 0}, /* 268 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8192, 3072, 3072, 746, 1, 0}, /* 269 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 5, 22016, 3072, 274, 1, 0}, /* 270 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 6, 4096, 4096, 1051, 1, 0}, /* 271 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 32000, 1536, 767, 1, 0}, /* 272 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 9216, 3072, 686, 1, 0}, /* 273 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 64, 16384, 4096, 1024, 1, 0}, /* 275 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 8192, 1024, 385, 1, 0}, /* 277 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 6144, 2048, 845, 1, 0}, /* 279 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 2304, 768, 910, 1, 0}, /* 280 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 197, 3072, 9216, 84, 5, 3}, /* 281 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 384, 3072, 3072, 673, 1, 0}, /* 282 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 77, 13824, 2560, 1021, 1, 0}, /* 283 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 3072, 13824, 729, 5, 1}, /* 288 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 9216, 1536, 631, 1, 0}, /* 289 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 17, 15360, 5120, 643, 1, 0}, /* 292 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 256, 1024, 11008, 1049, 1, 0}, /* 293 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16, 1536, 13824, 1019, 31, 1}, /* 294 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 12, 4096, 27648, 630, 4, 1}, /* 295 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 2048, 28672, 664, 4, 1}, /* 296 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 24576, 4096, 1024, 772, 1, 0}, /* 297 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1280, 5120, 5, 649, 1, 0}, /* 298 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 6, 32001, 4096, 274, 1, 0}, /* 302 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 12, 16384, 4096, 627, 1, 0}, /* 303 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1024, 7680, 2560, 1015, 1, 0}, /* 304 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 3072, 3072, 964, 1, 0}, /* 307 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 512, 2048, 744, 1, 0}, /* 308 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 7680, 2560, 1000, 408, 1, 0}, /* 309 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 17, 151936, 768, 428, 1, 0}, /* 310 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2, 9216, 3072, 274, 1, 0}, /* 311 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 28672, 1024, 641, 1, 0}, /* 313 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 2304, 768, 8192, 1041, 1, 0}, /* 314 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2048, 1024, 4096, 1015, 1, 0}, /* 317 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8, 2560, 6912, 274, 1, 0}, /* 318 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 4608, 1536, 552, 1, 0}, /* 320 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 4096, 2048, 8192, 1015, 1, 0}, /* 321 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 3, 4096, 4096, 537, 1, 0}, /* 323 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 5632, 2048, 698, 1, 0}, /* 324 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 197, 3072, 1024, 1046, 1, 0}, /* 325 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 1536, 1536, 957, 1, 0}, /* 326 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 77, 4096, 11008, 874, 1, 0}, /* 327 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 4608, 1536, 947, 1, 0}, /* 332 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 32, 1536, 11008, 1020, 16, 1}, /* 335 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 28672, 3072, 679, 1, 0}, /* 336 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 8192, 8192, 650, 1, 0}, /* 338 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2, 8192, 2048, 530, 1, 0}, /* 340 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 24, 3072, 32000, 719, 8, 1}, /* 342 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 13824, 3, 362, 1, 0}, /* 343 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4, 2560, 11008, 337, 4, 1}, /* 344 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 2560, 32000, 392, 3, 1}, /* 345 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 2048, 2048, 744, 1, 0}, /* 346 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 384, 3072, 944, 2, 1}, /* 347 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 5, 2816, 1024, 203, 4, 1}, /* 348 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 16384, 1024, 1024, 317, 1, 0}, /* 350 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 768, 768, 941, 1, 0}, /* 351 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 8192, 11008, 935, 1, 0}, /* 352 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 22016, 768, 723, 1, 0}, /* 353 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 3072, 3072, 845, 1, 0}, /* 354 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 256, 2048, 941, 1, 0}, /* 356 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 5, 11008, 1024, 335, 1, 0}, /* 358 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1024, 640, 5120, 1015, 6, 1}, /* 359 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 6, 8192, 8192, 530, 1, 0}, /* 360 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 1536, 1536, 795, 1, 0}, /* 361 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 640, 2560, 4096, 735, 1, 0}, /* 362 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 5, 3072, 3072, 207, 5, 1}, /* 364 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 768, 13824, 833, 7, 1}, /* 365 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 512, 50257, 2048, 9, 1, 0}, /* 367 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 5, 768, 32000, 532, 11, 1}, /* 368 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 7680, 2560, 77, 649, 1, 0}, /* 369 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 8, 32001, 4096, 13, 5, 3}, /* 372 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 3072, 1048, 1, 0}, /* 373 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16, 4096, 14336, 824, 2, 1}, /* 375 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 8192, 11008, 1024, 361, 1, 0}, /* 376 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 8192, 8192, 744, 1, 0}, /* 378 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 12, 5120, 5120, 458, 1, 0}, /* 379 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 6, 2048, 5632, 274, 1, 0}, /* 380 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 8192, 2048, 742, 1, 0}, /* 382 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1536, 11008, 512, 743, 1, 0}, /* 384 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 511, 32000, 2560, 317, 1, 0}, /* 385 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 2048, 2048, 450, 1, 0}, /* 386 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 12, 32000, 2560, 1048, 1, 0}, /* 387 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 16, 1536, 4608, 459, 3, 1}, /* 389 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 640, 2560, 957, 1, 0}, /* 391 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1, 4096, 768, 540, 1, 0}, /* 392 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 192, 1536, 929, 1, 0}, /* 393 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 22016, 1536, 935, 1, 0}, /* 394 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 6, 18432, 3072, 404, 1, 0}, /* 396 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 100, 27648, 2048, 383, 1, 0}, /* 398 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 197, 512, 4096, 1051, 1, 0}, /* 400 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2, 4096, 4096, 533, 2, 1}, /* 403 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 1, 11, 1, 0}, /* 404 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8, 1536, 11008, 1000, 9, 3}, /* 405 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 100, 1024, 256, 848, 1, 0}, /* 406 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8192, 11008, 1024, 91, 1, 0}, /* 407 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 4608, 1536, 458, 1, 0}, /* 412 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 2048, 2048, 869, 1, 0}, /* 413 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2048, 27648, 2048, 717, 1, 0}, /* 415 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1024, 7680, 2560, 319, 1, 0}, /* 416 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 1536, 1536, 988, 1, 0}, /* 418 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 12288, 4096, 458, 1, 0}, /* 421 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 128, 768, 2304, 1010, 11, 1}, /* 423 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 17, 2048, 8192, 1051, 1, 0}, /* 425 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 1536, 13824, 1018, 1, 0}, /* 426 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 22016, 1536, 692, 1, 0}, /* 427 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 15360, 5120, 6, 772, 1, 0}, /* 428 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 96, 768, 77, 787, 1, 0}, /* 429 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1000, 50304, 2560, 369, 1, 0}, /* 430 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 512, 2560, 2560, 1015, 3, 1}, /* 432 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1000, 22016, 4096, 1018, 1, 0}, /* 434 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 32, 192, 768, 203, 12, 1}, /* 436 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 5120, 20480, 683, 3, 1}, /* 440 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 13824, 8192, 17, 1041, 1, 0}, /* 442 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 77, 5120, 15360, 676, 3, 1}, /* 444 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 8192, 3072, 744, 1, 0}, /* 445 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 2, 192, 768, 558, 1, 0}, /* 446 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 8192, 8192, 32, 649, 1, 0}, /* 447 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 128, 1024, 887, 1, 0}, /* 448 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 3072, 1024, 794, 1, 0}, /* 449 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 2560, 11008, 953, 3, 1}, /* 450 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 4096, 4096, 801, 1, 0}, /* 451 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16384, 768, 768, 1043, 1, 0}, /* 452 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 5120, 5120, 512, 772, 1, 0}, /* 453 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 511, 8192, 14336, 651, 1, 0}, /* 454 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 77, 1536, 1536, 830, 1, 0}, /* 455 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 8192, 24, 743, 1, 0}, /* 456 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16, 3072, 1024, 203, 4, 1}, /* 457 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 100, 15360, 5120, 283, 1, 0}, /* 458 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 4096, 11008, 450, 1, 0}, /* 459 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 256, 3072, 1024, 989, 1, 0}, /* 460 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 50304, 1536, 6, 362, 1, 0}, /* 461 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 24, 320, 2560, 1020, 5, 1}, /* 463 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 12288, 4096, 64, 743, 1, 0}, /* 465 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 2560, 2560, 947, 1, 0}, /* 466 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4, 4096, 13824, 1051, 1, 0}, /* 467 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 28672, 1024, 281, 1, 0}, /* 468 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 3072, 8192, 683, 3, 1}, /* 469 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 4, 768, 3072, 209, 16, 1}, /* 470 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 2560, 2560, 256, 168, 1, 0}, /* 471 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 24, 32001, 2048, 13, 2, 3}, /* 472 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 384, 7680, 2560, 700, 1, 0}, /* 473 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 384, 768, 2048, 912, 1, 0}, /* 475 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 1024, 8192, 951, 5, 1}, /* 476 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 14336, 768, 197, 649, 1, 0}, /* 478 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 17, 323, 1, 0}, /* 479 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 2816, 4096, 357, 1, 0}, /* 481 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 12, 2048, 13824, 456, 4, 1}, /* 482 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 100, 5120, 15360, 440, 1, 0}, /* 484 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 197, 640, 5120, 473, 1, 0}, /* 487 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 511, 9216, 3072, 340, 1, 0}, /* 488 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 15360, 5120, 614, 1, 0}, /* 490 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 3072, 983, 1, 0}, /* 491 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 22016, 2048, 769, 1, 0}, /* 492 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 17, 32001, 1024, 13, 1, 0}, /* 494 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 77, 3072, 3072, 499, 1, 0}, /* 495 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 64, 751, 1, 0}, /* 496 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 76, 2048, 2048, 1051, 1, 0}, /* 497 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 1536, 192, 481, 1, 0}, /* 498 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8192, 11008, 8192, 711, 1, 0}, /* 499 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 2304, 768, 1015, 1, 0}, /* 500 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 6, 2304, 768, 274, 1, 0}, /* 501 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 64, 2048, 6144, 421, 1, 0}, /* 502 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 3, 2304, 768, 203, 4, 1}, /* 503 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 512, 27648, 4096, 693, 1, 0}, /* 504 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 77, 6144, 2048, 919, 1, 0}, /* 506 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 16, 4096, 4096, 273, 1, 0}, /* 507 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 77, 256, 2048, 943, 1, 0}, /* 509 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4096, 1536, 1536, 1043, 1, 0}, /* 511 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12, 4608, 1536, 832, 1, 0}, /* 513 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 8192, 8192, 385, 1, 0}, /* 514 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1, 2048, 13824, 938, 4, 1}, /* 515 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 3, 1536, 1536, 540, 1, 0}, /* 516 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1024, 13824, 100, 611, 1, 0}, /* 517 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 1024, 100, 634, 1, 0}, /* 518 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 22016, 4096, 16, 1041, 1, 0}, /* 519 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 64, 192, 768, 558, 1, 0}, /* 520 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 4096, 4096, 744, 1, 0}, /* 522 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 17, 14336, 2560, 309, 1, 0}, /* 525 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 1024, 1024, 434, 1, 0}, /* 526 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 768, 768, 910, 1, 0}, /* 528 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 2048, 6144, 742, 1, 0}, /* 531 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 512, 4608, 1536, 1048, 1, 0}, /* 532 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 5, 384, 3072, 544, 2, 1}, /* 534 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 5, 3072, 9216, 682, 3, 1}, /* 535 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2560, 2560, 4, 649, 1, 0}, /* 537 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 6144, 2048, 316, 1, 0}, /* 538 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 4608, 1536, 688, 1, 0}, /* 539 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 1024, 13824, 905, 4, 1}, /* 540 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 1536, 1536, 837, 1, 0}, /* 541 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4, 14336, 1536, 935, 1, 0}, /* 542 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 2560, 6912, 771, 1, 0}, /* 544 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 128, 1024, 842, 1, 0}, /* 545 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 50304, 2048, 64, 1041, 1, 0}, /* 546 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16, 12288, 3072, 1019, 2, 1}, /* 547 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 197, 2560, 2560, 525, 1, 0}, /* 548 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 1536, 1536, 538, 1, 0}, /* 549 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 12, 652, 1, 0}, /* 550 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 12288, 4096, 746, 1, 0}, /* 552 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 2048, 13824, 937, 4, 1}, /* 553 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 27648, 2048, 1000, 710, 1, 0}, /* 554 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 384, 8192, 3072, 635, 1, 0}, /* 555 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 8192, 1024, 662, 1, 0}, /* 557 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 4096, 12288, 904, 2, 1}, /* 559 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 511, 2048, 512, 448, 1, 0}, /* 560 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 15360, 5120, 5, 408, 1, 0}, /* 561 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 2048, 8192, 938, 4, 1}, /* 563 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 7680, 2560, 947, 1, 0}, /* 564 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8192, 9216, 1536, 717, 1, 0}, /* 565 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 4096, 4096, 937, 2, 1}, /* 566 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 32, 2560, 640, 1006, 5, 1}, /* 567 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 12, 768, 192, 954, 1, 0}, /* 568 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 128, 256, 2048, 213, 16, 1}, /* 572 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 32000, 768, 767, 1, 0}, /* 573 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 32000, 1536, 768, 1, 0}, /* 574 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 28672, 2048, 628, 1, 0}, /* 575 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 197, 2560, 2560, 916, 1, 0}, /* 576 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 4096, 11008, 1044, 1, 0}, /* 577 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 12288, 3072, 354, 1, 0}, /* 578 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 8192, 14336, 917, 1, 0}, /* 579 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 12, 1024, 8192, 460, 5, 1}, /* 580 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 4096, 16384, 937, 2, 1}, /* 582 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 5, 2560, 22016, 950, 3, 1}, /* 583 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 1024, 1024, 947, 1, 0}, /* 584 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 128, 50304, 1536, 358, 1, 0}, /* 585 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4096, 13824, 8192, 1043, 1, 0}, /* 586 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 512, 6144, 2048, 1024, 1, 0}, /* 589 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 3, 384, 1536, 558, 1, 0}, /* 591 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 511, 512, 2048, 1017, 4, 1}, /* 592 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 6144, 2048, 983, 1, 0}, /* 594 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 384, 13824, 2560, 1017, 1, 0}, /* 597 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 8192, 768, 192, 353, 1, 0}, /* 598 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 2304, 768, 881, 1, 0}, /* 599 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 128, 32001, 3072, 1015, 1, 0}, /* 600 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 16, 3072, 3072, 462, 2, 1}, /* 603 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 768, 768, 949, 1, 0}, /* 604 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 3072, 1024, 947, 1, 0}, /* 605 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 256, 128, 1024, 561, 1, 0}, /* 612 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1024, 6144, 1536, 1043, 1, 0}, /* 613 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 3, 11008, 4096, 680, 1, 0}, /* 615 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3, 4096, 32001, 60, 10, 2}, /* 616 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 4096, 4096, 744, 1, 0}, /* 617 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 5632, 1024, 128, 287, 1, 0}, /* 618 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 28672, 1536, 678, 1, 0}, /* 619 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 7680, 2560, 618, 1, 0}, /* 621 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8, 2560, 7680, 950, 2, 1}, /* 623 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 77, 3072, 16384, 676, 5, 1}, /* 625 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 13824, 4096, 686, 1, 0}, /* 626 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 13824, 3072, 12, 712, 1, 0}, /* 628 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 5120, 13824, 633, 3, 1}, /* 629 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4096, 128, 1024, 1017, 2, 1}, /* 630 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 17, 7680, 2560, 1051, 1, 0}, /* 631 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1000, 5120, 15360, 409, 1, 0}, /* 634 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 5, 2560, 640, 946, 1, 0}, /* 635 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 12, 1536, 1536, 205, 11, 1}, /* 636 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 22016, 1024, 371, 1, 0}, /* 637 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 11008, 5120, 1015, 3, 1}, /* 638 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 8192, 6, 649, 1, 0}, /* 639 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 15360, 5120, 615, 1, 0}, /* 641 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 100, 5120, 1280, 802, 1, 0}, /* 642 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 2048, 6144, 865, 2, 1}, /* 643 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 8192, 2, 649, 1, 0}, /* 645 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 4096, 100, 611, 1, 0}, /* 648 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 5632, 1024, 511, 305, 1, 0}, /* 649 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 76, 1024, 14336, 875, 4, 1}, /* 650 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 512, 4096, 865, 3, 1}, /* 652 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 5, 28672, 1536, 334, 1, 0}, /* 654 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2304, 768, 100, 706, 1, 0}, /* 656 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 13824, 768, 668, 1, 0}, /* 657 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 512, 2048, 973, 1, 0}, /* 658 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 15360, 2560, 605, 1, 0}, /* 659 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 128256, 768, 436, 1, 0}, /* 661 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 768, 27648, 189, 44, 1}, /* 662 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 14336, 2048, 384, 743, 1, 0}, /* 663 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8192, 192, 1536, 571, 1, 0}, /* 664 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 1536, 1536, 703, 1, 0}, /* 666 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 511, 4608, 1536, 687, 1, 0}, /* 669 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 5, 192, 1536, 96, 33, 1}, /* 671 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 511, 15360, 2560, 318, 1, 0}, /* 674 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 197, 2560, 11008, 526, 1, 0}, /* 677 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 6144, 2048, 538, 1, 0}, /* 679 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 96, 768, 934, 1, 0}, /* 680 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 2560, 7680, 542, 2, 1}, /* 681 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 64, 8192, 8192, 1024, 1, 0}, /* 683 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 32, 2048, 8192, 488, 3, 1}, /* 684 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 640, 5120, 833, 3, 1}, /* 685 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 256, 3072, 3072, 989, 1, 0}, /* 686 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 14336, 1536, 934, 1, 0}, /* 687 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 1536, 11008, 967, 2, 1}, /* 688 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16384, 6144, 2048, 716, 1, 0}, /* 690 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 1000, 315, 1, 0}, /* 691 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 256, 1536, 1536, 962, 1, 0}, /* 693 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 32, 3072, 3072, 836, 1, 0}, /* 694 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 8192, 8192, 16, 1041, 1, 0}, /* 695 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 384, 1280, 5120, 1015, 8, 1}, /* 696 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 17, 2304, 768, 1000, 3, 3}, /* 697 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16384, 4608, 1536, 716, 1, 0}, /* 698 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 508, 768, 3072, 433, 1, 0}, /* 699 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 5120, 5120, 746, 1, 0}, /* 700 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 8192, 512, 4096, 317, 1, 0}, /* 701 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 6144, 2048, 989, 1, 0}, /* 702 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1000, 13824, 2048, 1043, 1, 0}, /* 703 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 3072, 768, 555, 1, 0}, /* 705 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 151936, 768, 789, 1, 0}, /* 707 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 8192, 13824, 934, 1, 0}, /* 708 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 13824, 2048, 655, 1, 0}, /* 710 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 6144, 2048, 703, 1, 0}, /* 713 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 4608, 1536, 756, 1, 0}, /* 714 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 76, 512, 4096, 466, 2, 1}, /* 715 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 14336, 4096, 822, 1, 0}, /* 716 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 32000, 768, 762, 1, 0}, /* 717 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 14336, 8192, 8192, 362, 1, 0}, /* 718 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2304, 768, 17, 706, 1, 0}, /* 719 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 5, 2560, 2560, 540, 1, 0}, /* 720 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 1536, 1536, 380, 1, 0}, /* 721 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16384, 2048, 2048, 746, 1, 0}, /* 722 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 320, 2560, 697, 1, 0}, /* 724 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1000, 320, 2560, 1017, 3, 1}, /* 725 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 12, 50257, 2048, 184, 2, 3}, /* 727 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 1280, 5120, 953, 3, 1}, /* 728 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 128, 1024, 100, 860, 1, 0}, /* 729 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 96, 768, 530, 1, 0}, /* 730 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 4, 22016, 1024, 405, 1, 0}, /* 731 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 14336, 768, 694, 1, 0}, /* 732 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 508, 2560, 2560, 1050, 1, 0}, /* 733 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1000, 16384, 4096, 1023, 1, 0}, /* 734 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 4096, 1024, 3, 164, 1, 0}, /* 735 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1000, 768, 192, 580, 1, 0}, /* 736 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 14336, 1024, 315, 1, 0}, /* 738 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 128, 3072, 3072, 1051, 1, 0}, /* 739 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 76, 1024, 4096, 837, 1, 0}, /* 741 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 17, 22016, 2048, 370, 1, 0}, /* 742 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 2560, 7680, 773, 1, 0}, /* 745 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 1024, 1024, 947, 1, 0}, /* 748 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 8192, 2048, 934, 1, 0}, /* 750 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 768, 8, 978, 1, 0}, /* 752 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 1024, 4096, 746, 1, 0}, /* 753 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 16, 2560, 22016, 189, 13, 1}, /* 755 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 4096, 4096, 744, 1, 0}, /* 756 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 7680, 2560, 752, 1, 0}, /* 757 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 7680, 2560, 8192, 1042, 1, 0}, /* 759 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 3072, 1024, 199, 4, 1}, /* 760 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 2048, 2048, 612, 1, 0}, /* 762 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 3, 5120, 5120, 946, 1, 0}, /* 763 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 11008, 5120, 741, 1, 0}, /* 764 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 640, 5120, 842, 1, 0}, /* 765 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 12, 256, 2048, 547, 1, 0}, /* 768 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 77, 5632, 2048, 527, 1, 0}, /* 769 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 5120, 5120, 24, 622, 1, 0}, /* 770 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 4096, 4096, 938, 2, 1}, /* 771 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 5120, 5120, 771, 1, 0}, /* 772 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 3072, 8192, 702, 1, 0}, /* 774 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1536, 11008, 6, 649, 1, 0}, /* 775 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 4096, 1536, 903, 1, 0}, /* 776 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 768, 768, 797, 1, 0}, /* 777 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 3, 27648, 2560, 430, 1, 0}, /* 779 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 12, 50304, 1024, 1050, 1, 0}, /* 780 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16, 768, 768, 96, 8, 1}, /* 782 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 768, 13824, 990, 2, 1}, /* 783 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1, 3072, 14336, 953, 5, 1}, /* 784 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 16384, 3072, 678, 1, 0}, /* 785 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 32000, 2048, 367, 1, 0}, /* 786 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 768, 3072, 828, 1, 0}, /* 787 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 3072, 9216, 702, 1, 0}, /* 788 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 1024, 1024, 947, 1, 0}, /* 789 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 77, 2304, 768, 1024, 5, 1}, /* 790 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 28672, 768, 1044, 1, 0}, /* 791 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 384, 2560, 22016, 616, 2, 1}, /* 793 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16384, 1024, 1024, 746, 1, 0}, /* 794 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 768, 4608, 977, 1, 0}, /* 795 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 512, 4096, 516, 2, 1}, /* 796 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 7680, 2560, 845, 1, 0}, /* 797 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4, 2048, 2048, 538, 1, 0}, /* 798 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 4096, 4096, 937, 2, 1}, /* 799 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 384, 11008, 5120, 747, 1, 0}, /* 802 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4096, 256, 2048, 450, 1, 0}, /* 803 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 24, 3072, 3072, 1000, 4, 3}, /* 805 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 384, 1536, 256, 201, 1, 0}, /* 806 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2, 32000, 768, 1048, 1, 0}, /* 808 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 256, 2304, 768, 1017, 1, 0}, /* 809 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 2, 1024, 8192, 544, 5, 1}, /* 811 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 508, 6912, 2560, 281, 1, 0}, /* 813 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1000, 5120, 14336, 626, 1, 0}, /* 814 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 256, 6144, 768, 1024, 1, 0}, /* 815 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 17, 2560, 11008, 475, 3, 1}, /* 816 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 511, 768, 768, 1024, 4, 1}, /* 819 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 1536, 1536, 538, 1, 0}, /* 820 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 512, 2048, 768, 663, 1, 0}, /* 821 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 2048, 768, 949, 1, 0}, /* 822 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 32, 2560, 11008, 1021, 13, 1}, /* 823 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8, 5120, 1280, 946, 1, 0}, /* 824 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 6, 28672, 2560, 274, 1, 0}, /* 825 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 100, 28672, 4096, 739, 1, 0}, /* 826 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 28672, 2560, 16, 408, 1, 0}, /* 827 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 100, 2048, 50304, 282, 8, 1}, /* 829 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 768, 12, 649, 1, 0}, /* 830 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 768, 13824, 951, 7, 1}, /* 831 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 2560, 2560, 947, 1, 0}, /* 832 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 768, 768, 947, 1, 0}, /* 833 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 24576, 4096, 725, 1, 0}, /* 834 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 2560, 6912, 991, 1, 0}, /* 835 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 320, 2560, 828, 1, 0}, /* 837 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 384, 14336, 2560, 347, 1, 0}, /* 838 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 3072, 768, 867, 1, 0}, /* 839 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 6144, 2048, 703, 1, 0}, /* 840 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2, 5120, 1280, 946, 1, 0}, /* 841 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 2304, 768, 512, 167, 1, 0}, /* 842 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 512, 4096, 542, 3, 1}, /* 843 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 14336, 1536, 2, 712, 1, 0}, /* 844 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 197, 15360, 5120, 307, 1, 0}, /* 847 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 12288, 742, 1, 0}, /* 850 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 2048, 2048, 32, 168, 1, 0}, /* 851 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 16384, 8192, 8192, 1043, 1, 0}, /* 852 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16384, 768, 3072, 744, 1, 0}, /* 857 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 640, 5120, 944, 3, 1}, /* 858 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 2560, 2560, 491, 1, 0}, /* 859 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12, 1536, 1536, 957, 1, 0}, /* 860 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 77, 27648, 2048, 1043, 1, 0}, /* 861 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 3072, 3072, 953, 2, 1}, /* 862 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 6912, 2560, 538, 1, 0}, /* 863 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2, 512, 4096, 542, 3, 1}, /* 865 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 4096, 4096, 454, 1, 0}, /* 866 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 32, 14336, 3072, 656, 1, 0}, /* 868 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 1280, 5120, 920, 1, 0}, /* 871 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 6, 652, 1, 0}, /* 872 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 12, 4096, 12288, 189, 8, 1}, /* 873 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 1000, 998, 1, 0}, /* 874 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 3072, 512, 712, 1, 0}, /* 875 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 256, 1024, 1024, 1024, 6, 1}, /* 876 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2, 13824, 3072, 274, 1, 0}, /* 877 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 256, 32000, 4096, 746, 1, 0}, /* 878 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1024, 8192, 11008, 1045, 1, 0}, /* 879 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4096, 8192, 14336, 1045, 1, 0}, /* 882 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 13824, 5120, 728, 1, 0}, /* 883 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 8192, 1536, 744, 1, 0}, /* 884 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 64, 1024, 2816, 873, 2, 1}, /* 885 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 8192, 32, 315, 1, 0}, /* 886 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 5, 13824, 1536, 726, 1, 0}, /* 887 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 4096, 16384, 983, 1, 0}, /* 888 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 17, 32001, 4096, 1019, 3, 1}, /* 891 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 384, 1536, 972, 1, 0}, /* 892 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4, 50257, 1024, 274, 1, 0}, /* 893 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2560, 10240, 511, 772, 1, 0}, /* 894 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 32768, 4096, 744, 1, 0}, /* 895 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 2048, 2048, 955, 1, 0}, /* 896 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 196, 3072, 1024, 806, 1, 0}, /* 897 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 5632, 2048, 612, 1, 0}, /* 899 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 11008, 768, 632, 1, 0}, /* 900 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 2048, 13824, 859, 4, 1}, /* 901 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 4096, 28672, 4096, 366, 1, 0}, /* 903 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 28672, 2048, 773, 1, 0}, /* 904 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 9216, 3072, 688, 1, 0}, /* 906 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 4608, 768, 686, 1, 0}, /* 907 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 6144, 2048, 512, 743, 1, 0}, /* 909 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 256, 1024, 972, 1, 0}, /* 910 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 3072, 14336, 703, 1, 0}, /* 911 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 6, 27648, 1536, 1048, 1, 0}, /* 912 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1000, 1024, 3072, 324, 1, 0}, /* 913 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 6144, 2048, 803, 1, 0}, /* 914 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 15360, 5120, 4, 1014, 1, 0}, /* 915 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1536, 4096, 1, 11, 1, 0}, /* 918 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 256, 128256, 1024, 388, 1, 0}, /* 919 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 100, 1024, 1024, 849, 1, 0}, /* 920 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 64, 4608, 768, 519, 1, 0}, /* 921 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 768, 2304, 703, 1, 0}, /* 922 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 5120, 1280, 205, 3, 1}, /* 923 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 15360, 5120, 728, 1, 0}, /* 924 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 5, 640, 2560, 213, 7, 1}, /* 925 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 1024, 1024, 903, 1, 0}, /* 926 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1024, 28672, 1536, 1043, 1, 0}, /* 927 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 5632, 2048, 1043, 1, 0}, /* 928 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 17, 32001, 1024, 13, 1, 0}, /* 929 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 64, 1536, 14336, 1052, 1, 0}, /* 932 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 24576, 3072, 6, 1014, 1, 0}, /* 933 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 3, 2048, 13824, 937, 4, 1}, /* 934 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 768, 768, 947, 1, 0}, /* 936 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 4096, 8192, 8192, 1018, 1, 0}, /* 937 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 9216, 3072, 686, 1, 0}, /* 938 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1536, 11008, 24, 315, 1, 0}, /* 940 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 1024, 32001, 3072, 184, 1, 0}, /* 941 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 5, 20480, 5120, 404, 1, 0}, /* 943 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16, 768, 3072, 835, 2, 1}, /* 944 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 1536, 6144, 883, 2, 1}, /* 947 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 12, 768, 768, 954, 1, 0}, /* 948 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 17, 7680, 2560, 845, 1, 0}, /* 949 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2048, 7680, 2560, 1043, 1, 0}, /* 950 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 3072, 22016, 977, 1, 0}, /* 951 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 192, 1536, 955, 1, 0}, /* 954 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 2304, 768, 716, 1, 0}, /* 955 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 12288, 3072, 576, 1, 0}, /* 956 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 511, 768, 2304, 884, 1, 0}, /* 958 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 2560, 13824, 966, 2, 1}, /* 959 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 768, 2304, 702, 1, 0}, /* 960 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 32000, 2560, 763, 1, 0}, /* 961 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 1536, 1536, 881, 1, 0}, /* 962 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 50304, 2048, 791, 1, 0}, /* 963 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 32, 2560, 32000, 657, 6, 1}, /* 964 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 1536, 1536, 837, 1, 0}, /* 965 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 15360, 5120, 727, 1, 0}, /* 966 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 6, 661, 1, 0}, /* 967 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 16, 1536, 384, 199, 4, 1}, /* 968 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8192, 3072, 13824, 316, 1, 0}, /* 971 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 5120, 13824, 746, 1, 0}, /* 972 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 196, 7680, 2560, 284, 1, 0}, /* 973 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 256, 3072, 11008, 1015, 5, 1}, /* 974 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 8192, 192, 1536, 572, 1, 0}, /* 975 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 4608, 1536, 686, 1, 0}, /* 976 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4096, 1024, 11008, 1015, 3, 1}, /* 978 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 17, 8192, 13824, 468, 1, 0}, /* 980 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 17, 32001, 2048, 13, 2, 3}, /* 983 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 12, 28672, 2048, 1021, 1, 0}, /* 984 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 384, 5120, 15360, 292, 1, 0}, /* 985 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 17, 768, 27648, 189, 44, 1}, /* 986 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8, 151936, 768, 792, 1, 0}, /* 987 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 12288, 4096, 17, 649, 1, 0}, /* 989 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8, 3072, 3072, 950, 2, 1}, /* 991 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16384, 4096, 4096, 1045, 1, 0}, /* 992 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 2304, 768, 947, 1, 0}, /* 993 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 3, 2048, 2048, 274, 1, 0}, /* 994 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2, 6144, 1536, 949, 1, 0}, /* 996 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 100, 1024, 50304, 91, 33, 1}, /* 997 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 3, 1024, 1024, 947, 1, 0}, /* 999 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 64, 22016, 4096, 1024, 1, 0}, /* 1000 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 256, 2048, 560, 1, 0}, /* 1001 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 50304, 768, 792, 1, 0}, /* 1002 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1, 1024, 13824, 544, 5, 1}, /* 1003 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2, 1536, 27648, 950, 5, 1}, /* 1004 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 512, 4096, 958, 3, 1}, /* 1006 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 12, 256, 2048, 955, 1, 0}, /* 1007 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2816, 1024, 8, 636, 1, 0}, /* 1008 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1000, 2560, 22016, 625, 1, 0}, /* 1009 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 28672, 1536, 638, 1, 0}, /* 1010 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 511, 27648, 2560, 693, 1, 0}, /* 1011 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 24, 192, 1536, 929, 1, 0}, /* 1013 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 2048, 8192, 1015, 8, 1}, /* 1014 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 3, 2048, 16384, 85, 73, 1}, /* 1015 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 77, 11008, 1536, 674, 1, 0}, /* 1017 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 9216, 3072, 1044, 1, 0}, /* 1018 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 256, 11008, 1024, 346, 1, 0}, /* 1019 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 4096, 11008, 4096, 366, 1, 0}, /* 1020 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 50304, 2560, 792, 1, 0}, /* 1023 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 768, 3072, 426, 1, 0}, /* 1024 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 2, 5120, 15360, 1000, 10, 3}, /* 1025 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 24, 2048, 2048, 206, 8, 1}, /* 1026 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 8192, 13824, 603, 1, 0}, /* 1027 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 15360, 5120, 727, 1, 0}, /* 1028 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 24, 9216, 3072, 643, 1, 0}, /* 1029 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 2048, 6144, 901, 1, 0}, /* 1030 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 27648, 2560, 692, 1, 0}, /* 1031 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 5, 770, 1, 0}, /* 1034 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 24, 3072, 1024, 846, 1, 0}, /* 1037 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 17, 14336, 5120, 310, 1, 0}, /* 1038 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 17, 50257, 2048, 1021, 1, 0}, /* 1039 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 511, 2048, 13824, 813, 1, 0}, /* 1040 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8192, 5120, 11008, 773, 1, 0}, /* 1043 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 256, 3072, 11008, 989, 1, 0}, /* 1044 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 1536, 4608, 256, 168, 1, 0}, /* 1045 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 512, 1536, 1536, 1046, 1, 0}, /* 1046 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 4, 1024, 8192, 274, 1, 0}, /* 1047 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 5632, 1024, 538, 1, 0}, /* 1048 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2560, 2560, 16, 315, 1, 0}, /* 1049 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 5, 8192, 11008, 530, 1, 0}, /* 1050 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 1024, 8192, 951, 5, 1}, /* 1051 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 3072, 3072, 77, 1014, 1, 0}, /* 1053 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 11008, 5120, 128, 408, 1, 0}, /* 1054 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 1024, 4, 634, 1, 0}, /* 1055 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 27648, 1024, 793, 1, 0}, /* 1056 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 384, 5632, 1024, 612, 1, 0}, /* 1057 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 3072, 1024, 867, 1, 0}, /* 1058 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 24, 4096, 4096, 1021, 8, 1}, /* 1059 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 5120, 5120, 12, 168, 1, 0}, /* 1060 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 4096, 1536, 801, 1, 0}, /* 1061 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 320, 2560, 256, 1014, 1, 0}, /* 1062 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 768, 3072, 703, 1, 0}, /* 1064 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 768, 983, 1, 0}, /* 1065 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 192, 1536, 2048, 518, 1, 0}, /* 1066 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 5120, 15360, 771, 1, 0}, /* 1067 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 17, 4096, 11008, 469, 2, 1}, /* 1068 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 64, 3072, 13824, 90, 11, 3}, /* 1069 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 1536, 4608, 977, 1, 0}, /* 1070 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5, 5120, 20480, 684, 3, 1}, /* 1071 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16384, 7680, 2560, 773, 1, 0}, /* 1072 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 1000, 15360, 5120, 1018, 1, 0}, /* 1073 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 2560, 2560, 947, 1, 0}, /* 1074 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 768, 3072, 951, 2, 1}, /* 1075 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 2304, 768, 837, 1, 0}, /* 1076 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 6, 5120, 5120, 947, 1, 0}, /* 1078 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 3072, 768, 993, 1, 0}, /* 1079 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 197, 2048, 14336, 438, 2, 1}, /* 1080 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 3072, 1024, 949, 1, 0}, /* 1081 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 512, 4096, 871, 3, 1}, /* 1082 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 5120, 15360, 683, 3, 1}, /* 1083 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 197, 12288, 4096, 352, 1, 0}, /* 1084 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 12288, 4096, 701, 1, 0}, /* 1085 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1000, 192, 1536, 876, 1, 0}, /* 1086 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 24, 1024, 1024, 535, 1, 0}, /* 1090 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 1536, 1536, 703, 1, 0}, /* 1091 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 128, 16384, 2048, 1043, 1, 0}, /* 1092 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 197, 3072, 1024, 806, 1, 0}, /* 1093 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 20480, 2560, 398, 1, 0}, /* 1094 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2048, 8192, 8192, 746, 1, 0}, /* 1095 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 8192, 14336, 662, 1, 0}, /* 1096 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 8192, 5632, 1024, 1015, 1, 0}, /* 1097 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1, 6144, 768, 949, 1, 0}, /* 1099 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2560, 2560, 8192, 751, 1, 0}, /* 1100 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8192, 4096, 12288, 742, 1, 0}, /* 1101 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 3, 2560, 20480, 950, 3, 1}, /* 1103 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8, 13824, 2560, 728, 1, 0}, /* 1104 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 9216, 3072, 4, 315, 1, 0}, /* 1107 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 32000, 2560, 715, 1, 0}, /* 1108 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 128, 1024, 1000, 425, 1, 0}, /* 1109 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 8, 11008, 4096, 336, 1, 0}, /* 1110 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 197, 1536, 11008, 1047, 1, 0}, /* 1111 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 100, 8192, 14336, 1022, 1, 0}, /* 1112 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 5, 1024, 1024, 947, 1, 0}, /* 1113 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 197, 32001, 768, 17, 1, 0}, /* 1114 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 6144, 1536, 862, 1, 0}, /* 1115 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 511, 8192, 8192, 650, 1, 0}, /* 1116 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 3, 32001, 4096, 53, 1, 0}, /* 1118 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 3072, 9216, 996, 2, 1}, /* 1119 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 28672, 4096, 316, 1, 0}, /* 1121 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 32, 27648, 1536, 653, 1, 0}, /* 1122 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 32, 2048, 8192, 488, 3, 1}, /* 1123 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6, 3072, 8192, 684, 3, 1}, /* 1124 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1024, 3072, 14336, 705, 1, 0}, /* 1125 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 16384, 96, 768, 570, 1, 0}, /* 1126 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 197, 2304, 768, 1020, 1, 0}, /* 1127 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 3072, 3072, 837, 1, 0}, /* 1129 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8192, 384, 3072, 354, 1, 0}, /* 1130 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 256, 2048, 511, 211, 1, 0}, /* 1131 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 7680, 2560, 947, 1, 0}, /* 1134 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 3, 11008, 4096, 335, 1, 0}, /* 1135 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 5, 640, 2560, 558, 1, 0}, /* 1136 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 24, 4096, 4096, 844, 1, 0}, /* 1137 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 13824, 3072, 512, 712, 1, 0}, /* 1139 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 12, 577, 577, 32, 13, 1, 0}, /* 1140 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 2, 64, 128, 96, 213, 1, 0}, /* 1141 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 7, 2049, 32, 13, 1, 0}, /* 1142 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 384, 96, 384, 841, 1, 0}, /* 1143 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 96, 64, 80, 64, 578, 1, 0}, /* 1144 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 8, 77, 128, 77, 49, 1, 0}, /* 1145 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 128, 64, 1000, 419, 1, 0}, /* 1146 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 16, 77, 96, 77, 50, 1, 0}, /* 1147 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1000, 128, 1000, 786, 1, 0}, /* 1148 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 4, 256, 2049, 256, 9, 1, 0}, /* 1149 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 384, 96, 384, 786, 1, 0}, /* 1150 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 8, 384, 80, 384, 776, 1, 0}, /* 1151 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 48, 128, 128, 128, 906, 1, 0}, /* 1153 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 16, 2048, 96, 2048, 573, 1, 0}, /* 1154 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 4, 1000, 1000, 256, 1043, 1, 0}, /* 1155 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 8, 512, 96, 2, 130, 1, 0}, /* 1156 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 77, 64, 77, 64, 1, 0}, /* 1157 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 2, 77, 77, 256, 51, 1, 0}, /* 1158 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 2, 7, 64, 1024, 1040, 1, 0}, /* 1159 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 8, 77, 128, 77, 1028, 1, 0}, /* 1160 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 48, 384, 80, 384, 985, 1, 0}, /* 1163 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 8, 2049, 128, 1, 50, 1, 0}, /* 1164 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 2, 16, 2, 128, 220, 1, 0}, /* 1165 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 32, 7, 7, 128, 51, 1, 0}, /* 1166 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 96, 256, 256, 64, 288, 1, 0}, /* 1167 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 8, 512, 2049, 80, 165, 1, 0}, /* 1168 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 96, 2, 64, 1000, 146, 1, 0}, /* 1169 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 32, 64, 96, 64, 197, 1, 0}, /* 1170 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 32, 512, 80, 512, 976, 1, 0}, /* 1171 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 4, 7, 32, 7, 63, 1, 0}, /* 1172 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 48, 384, 384, 96, 731, 1, 0}, /* 1173 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 16, 16, 80, 16, 939, 1, 0}, /* 1174 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 2, 512, 512, 256, 508, 1, 0}, /* 1176 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 32, 512, 96, 512, 562, 1, 0}, /* 1177 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 2, 128, 1024, 64, 855, 1, 0}, /* 1178 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 197, 128, 5, 11, 1, 0}, /* 1179 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 128, 128, 560, 1, 0}, /* 1180 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 4, 577, 128, 96, 907, 1, 0}, /* 1181 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 12, 7, 96, 7, 1006, 1, 0}, /* 1183 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 12, 77, 64, 5, 49, 1, 0}, /* 1184 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 32, 77, 77, 96, 202, 1, 0}, /* 1186 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 4, 64, 2049, 64, 13, 1, 0}, /* 1187 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 2, 197, 197, 64, 65, 1, 0}, /* 1188 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 32, 64, 64, 64, 853, 1, 0}, /* 1189 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 16, 256, 128, 80, 893, 1, 0}, /* 1190 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 16, 2048, 96, 2048, 987, 1, 0}, /* 1191 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 32, 77, 128, 64, 495, 1, 0}, /* 1193 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 48, 77, 77, 96, 51, 1, 0}, /* 1194 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 80, 434, 1, 0}, /* 1195 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 128, 80, 1, 49, 1, 0}, /* 1196 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 512, 96, 512, 786, 1, 0}, /* 1198 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 32, 2048, 80, 2048, 986, 1, 0}, /* 1199 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 96, 512, 256, 1, 15, 1, 0}, /* 1201 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 96, 1000, 128, 1000, 645, 1, 0}, /* 1202 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 12, 16, 16, 96, 970, 1, 0}, /* 1203 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 8, 77, 128, 77, 57, 1, 0}, /* 1204 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 0, 1, 96, 384, 384, 64, 364, 1, 0}, /* 1205 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 77, 128, 77, 11, 1, 0}, /* 1206 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 17, 80, 7, 35, 60, 1}, /* 1207 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 96, 16, 2, 64, 1020, 1, 0}, /* 1208 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 64, 32, 64, 928, 1, 0}, /* 1209 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 2, 7, 32, 7, 63, 1, 0}, /* 1210 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 8, 197, 197, 80, 51, 1, 0}, /* 1211 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 48, 1, 128, 1, 275, 1, 0}, /* 1212 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 2, 197, 197, 96, 51, 1, 0}, /* 1213 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 16, 577, 80, 5, 1001, 1, 0}, /* 1214 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 16, 128, 80, 384, 211, 1, 0}, /* 1215 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 197, 197, 96, 13, 1, 0}, /* 1216 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 64, 256, 528, 1, 0}, /* 1217 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 32, 512, 80, 512, 975, 1, 0}, /* 1218 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 1, 64, 2049, 256, 1032, 1, 0}, /* 1220 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 16, 32, 5, 49, 1, 0}, /* 1221 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 16, 5, 256, 512, 12, 1, 0}, /* 1223 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 80, 4096, 997, 1, 0}, /* 1225 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 48, 577, 2, 32, 245, 1, 0}, /* 1226 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 8, 512, 2, 128, 253, 1, 0}, /* 1227 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 96, 1024, 1024, 80, 650, 1, 0}, /* 1228 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 48, 1024, 64, 577, 444, 1, 0}, /* 1229 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 96, 64, 32, 64, 777, 1, 0}, /* 1230 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 16, 77, 77, 32, 51, 1, 0}, /* 1231 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 96, 7, 5, 96, 51, 1, 0}, /* 1233 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 1, 96, 1, 275, 1, 0}, /* 1234 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 1, 1, 0, 1, 16, 2048, 2048, 64, 1050, 1, 0}, /* 1235 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 96, 1000, 80, 1024, 986, 1, 0}, /* 1236 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 96, 128, 256, 128, 322, 1, 0}, /* 1238 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 2, 256, 256, 64, 842, 1, 0}, /* 1239 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 1, 0, 1, 32, 512, 512, 32, 648, 1, 0}, /* 1240 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 8, 128, 128, 128, 818, 1, 0}, /* 1242 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 12, 77, 64, 77, 49, 1, 0}, /* 1244 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 7, 32, 7, 1028, 1, 0}, /* 1245 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 2, 577, 5, 32, 51, 1, 0}, /* 1246 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 32, 1024, 80, 17, 0, 1, 0}, /* 1247 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 16, 2048, 2048, 32, 316, 1, 0}, /* 1248 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 2, 128, 128, 256, 203, 1, 0}, /* 1249 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 77, 80, 128, 940, 1, 0}, /* 1250 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 96, 1024, 425, 1, 0}, /* 1251 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 32, 512, 80, 128, 975, 1, 0}, /* 1252 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 77, 96, 77, 34, 60, 1}, /* 1253 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 256, 80, 256, 786, 1, 0}, /* 1254 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 32, 1, 5, 128, 279, 1, 0}, /* 1255 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 8, 1000, 2049, 128, 17, 1, 0}, /* 1256 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 2, 16, 1, 32, 921, 1, 0}, /* 1257 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 4, 77, 32, 2, 233, 1, 0}, /* 1259 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 32, 7, 7, 128, 51, 1, 0}, /* 1261 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 1, 0, 1, 12, 256, 256, 80, 816, 1, 0}, /* 1262 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 1, 16, 1024, 17, 96, 65, 1, 0}, /* 1264 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 1, 0, 1, 1, 64, 64, 32, 557, 1, 0}, /* 1265 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 16, 197, 197, 32, 51, 1, 0}, /* 1267 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 12, 1024, 1024, 96, 316, 1, 0}, /* 1268 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 197, 64, 197, 49, 1, 0}, /* 1270 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 96, 5, 256, 1, 50, 1, 0}, /* 1272 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 4096, 80, 4096, 993, 1, 0}, /* 1275 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 12, 1, 96, 512, 933, 1, 0}, /* 1276 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 32, 1024, 1024, 128, 1050, 1, 0}, /* 1278 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 16, 16, 256, 16, 925, 1, 0}, /* 1280 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 577, 32, 577, 49, 1, 0}, /* 1281 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 32, 197, 128, 197, 24, 1, 0}, /* 1282 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 48, 256, 64, 256, 199, 1, 0}, /* 1283 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 64, 96, 64, 827, 1, 0}, /* 1285 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 12, 128, 128, 96, 785, 1, 0}, /* 1288 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 12, 577, 80, 577, 175, 1, 0}, /* 1289 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 77, 80, 17, 34, 60, 1}, /* 1290 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 16, 7, 128, 32, 934, 1, 0}, /* 1291 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 1, 0, 1, 8, 256, 256, 32, 893, 1, 0}, /* 1292 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 1, 0, 1, 8, 1024, 1024, 32, 648, 1, 0}, /* 1293 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 2, 16, 96, 16, 857, 1, 0}, /* 1294 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 32, 128, 928, 1, 0}, /* 1295 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 8, 577, 577, 96, 9, 1, 0}, /* 1297 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 32, 1024, 1024, 96, 650, 1, 0}, /* 1298 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 8, 2048, 80, 2049, 15, 1, 0}, /* 1299 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 32, 197, 197, 128, 2, 1, 0}, /* 1300 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 0, 1, 1, 77, 128, 32, 559, 1, 0}, /* 1302 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 8, 1, 64, 1, 275, 1, 0}, /* 1303 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 12, 7, 2, 96, 220, 1, 0}, /* 1304 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 4, 7, 7, 64, 1020, 1, 0}, /* 1305 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 197, 64, 197, 49, 1, 0}, /* 1306 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 16, 16, 5, 64, 65, 1, 0}, /* 1307 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 96, 1024, 96, 1024, 987, 1, 0}, /* 1308 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 1, 1, 128, 279, 1, 0}, /* 1309 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 48, 1, 128, 77, 278, 1, 0}, /* 1310 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 8, 128, 128, 128, 424, 1, 0}, /* 1311 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 4, 4096, 4096, 80, 650, 1, 0}, /* 1312 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 384, 64, 384, 897, 1, 0}, /* 1316 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 2, 1024, 96, 128, 416, 1, 0}, /* 1317 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 4096, 80, 4096, 986, 1, 0}, /* 1318 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 48, 1000, 1000, 256, 306, 1, 0}, /* 1319 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 2, 197, 2, 256, 231, 1, 0}, /* 1320 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 48, 197, 197, 96, 2, 1, 0}, /* 1322 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 32, 16, 256, 16, 821, 1, 0}, /* 1324 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 8, 77, 77, 80, 51, 1, 0}, /* 1325 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 197, 128, 197, 35, 3, 1}, /* 1327 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 384, 96, 384, 775, 1, 0}, /* 1328 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 48, 256, 256, 128, 659, 1, 0}, /* 1329 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 1, 48, 1000, 2049, 128, 17, 1, 0}, /* 1331 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 4096, 80, 4096, 993, 1, 0}, /* 1332 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 32, 16, 1024, 128, 759, 1, 0}, /* 1333 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 32, 77, 80, 77, 67, 1, 0}, /* 1334 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 96, 1, 1, 96, 279, 1, 0}, /* 1338 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 77, 64, 77, 49, 1, 0}, /* 1341 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 32, 577, 128, 5, 1001, 1, 0}, /* 1343 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 384, 64, 2049, 0, 1, 0}, /* 1344 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 12, 17, 64, 128, 50, 1, 0}, /* 1345 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 32, 64, 64, 64, 477, 1, 0}, /* 1346 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 2, 577, 2049, 64, 17, 1, 0}, /* 1347 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 2, 77, 77, 96, 51, 1, 0}, /* 1349 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 16, 1000, 64, 128, 199, 1, 0}, /* 1350 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 16, 1, 1024, 32, 334, 1, 0}, /* 1351 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 12, 577, 577, 32, 26, 1, 0}, /* 1352 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 48, 1000, 80, 1000, 562, 1, 0}, /* 1354 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 16, 384, 80, 384, 993, 1, 0}, /* 1355 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 48, 1024, 32, 1024, 413, 1, 0}, /* 1358 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 16, 577, 577, 80, 17, 1, 0}, /* 1359 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 96, 1, 1, 32, 279, 1, 0}, /* 1360 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 12, 1024, 256, 4096, 685, 1, 0}, /* 1362 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 0, 1, 12, 64, 2, 128, 220, 1, 0}, /* 1363 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 4, 2048, 96, 2048, 994, 1, 0}, /* 1364 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 32, 17, 256, 256, 50, 1, 0}, /* 1365 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 4, 512, 256, 512, 211, 1, 0}, /* 1366 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 12, 1, 256, 512, 946, 1, 0}, /* 1367 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 12, 17, 80, 16, 64, 1, 0}, /* 1368 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 12, 1024, 1024, 128, 744, 1, 0}, /* 1369 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 2, 77, 256, 77, 1028, 1, 0}, /* 1370 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 16, 512, 256, 512, 193, 1, 0}, /* 1371 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 96, 1000, 1000, 256, 1043, 1, 0}, /* 1372 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 16, 5, 32, 65, 1, 0}, /* 1373 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 48, 577, 32, 17, 1009, 1, 0}, /* 1375 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 4, 256, 256, 128, 852, 1, 0}, /* 1377 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 8, 256, 64, 256, 783, 1, 0}, /* 1378 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 2, 77, 128, 77, 50, 1, 0}, /* 1379 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 77, 80, 2049, 0, 1, 0}, /* 1382 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 77, 80, 77, 49, 1, 0}, /* 1383 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 8, 1024, 1024, 64, 744, 1, 0}, /* 1384 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 4, 1, 96, 1, 275, 1, 0}, /* 1385 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 64, 855, 1, 0}, /* 1386 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 4, 128, 32, 128, 209, 1, 0}, /* 1387 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 12, 512, 512, 96, 815, 1, 0}, /* 1389 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 96, 128, 128, 128, 203, 1, 0}, /* 1390 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 16, 16, 64, 2, 233, 1, 0}, /* 1391 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 2, 256, 256, 32, 381, 1, 0}, /* 1392 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 96, 1, 64, 1, 275, 1, 0}, /* 1393 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 7, 32, 7, 49, 1, 0}, /* 1394 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 4, 1024, 1024, 128, 1043, 1, 0}, /* 1395 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 4, 256, 256, 32, 782, 1, 0}, /* 1396 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 77, 96, 77, 34, 60, 1}, /* 1397 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 32, 577, 128, 256, 621, 1, 0}, /* 1400 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 12, 197, 197, 32, 1020, 1, 0}, /* 1401 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 512, 96, 512, 997, 1, 0}, /* 1406 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 4, 1, 128, 77, 278, 1, 0}, /* 1407 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 577, 64, 577, 34, 9, 1}, /* 1408 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 96, 77, 32, 1024, 778, 1, 0}, /* 1409 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 384, 80, 2049, 45, 22, 1}, /* 1411 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 32, 197, 80, 197, 12, 1, 0}, /* 1412 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 1, 8, 77, 77, 64, 65, 1, 0}, /* 1413 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 12, 384, 80, 5, 63, 1, 0}, /* 1414 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 2, 256, 32, 2, 233, 1, 0}, /* 1415 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16, 256, 16, 954, 1, 0}, /* 1416 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 32, 77, 77, 32, 1020, 1, 0}, /* 1419 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 256, 32, 256, 840, 1, 0}, /* 1424 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 12, 197, 197, 80, 65, 1, 0}, /* 1425 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 96, 384, 64, 384, 549, 1, 0}, /* 1426 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 96, 64, 32, 2, 233, 1, 0}, /* 1427 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 2, 1024, 96, 1024, 415, 1, 0}, /* 1430 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 2, 197, 64, 197, 50, 1, 0}, /* 1431 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 96, 1, 80, 17, 279, 1, 0}, /* 1434 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 8, 384, 384, 96, 722, 1, 0}, /* 1437 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 512, 256, 512, 209, 4, 1}, /* 1438 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 96, 64, 96, 64, 579, 1, 0}, /* 1439 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 96, 2048, 780, 1, 0}, /* 1441 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 8, 7, 7, 64, 65, 1, 0}, /* 1442 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 4, 77, 32, 77, 49, 1, 0}, /* 1444 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 2, 197, 256, 197, 1030, 1, 0}, /* 1447 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 2, 1, 1, 80, 279, 1, 0}, /* 1448 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 32, 384, 384, 80, 714, 1, 0}, /* 1449 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 1, 0, 1, 1, 64, 64, 32, 557, 1, 0}, /* 1450 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 2, 77, 32, 1024, 1040, 1, 0}, /* 1451 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 48, 1, 128, 1, 275, 1, 0}, /* 1452 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 8, 197, 197, 32, 51, 1, 0}, /* 1453 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 384, 80, 384, 841, 1, 0}, /* 1454 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 77, 77, 96, 36, 16, 1}, /* 1455 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 12, 256, 256, 64, 910, 1, 0}, /* 1456 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 577, 64, 577, 64, 6, 2}, /* 1457 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 256, 64, 256, 840, 1, 0}, /* 1459 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 64, 80, 64, 940, 1, 0}, /* 1461 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 2, 256, 256, 80, 736, 1, 0}, /* 1462 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 32, 197, 128, 197, 11, 1, 0}, /* 1465 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 4, 197, 256, 197, 49, 1, 0}, /* 1466 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 32, 1024, 1024, 32, 650, 1, 0}, /* 1467 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 32, 577, 32, 577, 49, 1, 0}, /* 1468 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 8, 16, 256, 16, 1006, 1, 0}, /* 1470 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 1, 80, 128, 933, 1, 0}, /* 1471 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 2048, 80, 2048, 975, 1, 0}, /* 1476 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 7, 256, 7, 49, 1, 0}, /* 1478 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 4, 384, 384, 32, 451, 1, 0}, /* 1479 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 32, 1024, 32, 1024, 412, 1, 0}, /* 1482 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 2, 512, 2, 128, 253, 1, 0}, /* 1483 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 4096, 256, 17, 11, 1, 0}, /* 1484 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 96, 512, 512, 96, 650, 1, 0}, /* 1486 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 1000, 128, 2049, 49, 1, 0}, /* 1487 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 96, 1024, 96, 1024, 1038, 1, 0}, /* 1490 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 2, 577, 577, 32, 65, 1, 0}, /* 1491 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 12, 256, 128, 1, 49, 1, 0}, /* 1493 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 16, 16, 80, 16, 939, 1, 0}, /* 1495 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 197, 64, 128, 928, 1, 0}, /* 1496 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 16, 384, 384, 80, 173, 1, 0}, /* 1497 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 8, 1024, 80, 1024, 580, 1, 0}, /* 1498 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 77, 96, 77, 1028, 1, 0}, /* 1500 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 16, 128, 128, 128, 855, 1, 0}, /* 1501 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 128, 128, 5, 11, 1, 0}, /* 1502 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 8, 77, 128, 77, 63, 1, 0}, /* 1503 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 8, 4096, 4096, 32, 316, 1, 0}, /* 1504 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 32, 1024, 32, 4096, 412, 1, 0}, /* 1505 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 32, 256, 64, 17, 1006, 1, 0}, /* 1507 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 16, 1, 1, 80, 279, 1, 0}, /* 1510 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 16, 384, 384, 32, 376, 1, 0}, /* 1512 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 4, 512, 64, 512, 420, 1, 0}, /* 1514 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 16, 1, 256, 197, 278, 1, 0}, /* 1515 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 48, 577, 256, 2049, 21, 1, 0}, /* 1517 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 7, 32, 7, 49, 1, 0}, /* 1518 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 32, 7, 64, 7, 63, 1, 0}, /* 1522 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 7, 7, 256, 1032, 1, 0}, /* 1523 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 4096, 128, 4096, 813, 1, 0}, /* 1524 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 8, 256, 128, 17, 49, 1, 0}, /* 1525 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 2, 77, 32, 77, 63, 1, 0}, /* 1527 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 12, 1024, 1024, 256, 316, 1, 0}, /* 1528 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 2, 1, 128, 64, 529, 1, 0}, /* 1529 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 384, 128, 128, 940, 1, 0}, /* 1531 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 4, 128, 128, 256, 842, 1, 0}, /* 1532 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 48, 128, 128, 256, 450, 1, 0}, /* 1533 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 1, 32, 1, 275, 1, 0}, /* 1535 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 32, 64, 64, 32, 478, 1, 0}, /* 1536 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 16, 1024, 1024, 64, 744, 1, 0}, /* 1537 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 384, 80, 384, 775, 1, 0}, /* 1539 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 16, 7, 7, 32, 51, 1, 0}, /* 1541 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 80, 16, 425, 1, 0}, /* 1542 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 4096, 128, 4096, 609, 1, 0}, /* 1543 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 4, 256, 64, 2, 233, 1, 0}, /* 1545 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1000, 64, 1000, 840, 1, 0}, /* 1548 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 384, 64, 384, 783, 1, 0}, /* 1550 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 12, 128, 128, 577, 860, 1, 0}, /* 1551 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 512, 96, 512, 997, 1, 0}, /* 1552 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 577, 64, 577, 34, 9, 1}, /* 1553 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 12, 1000, 128, 1000, 338, 1, 0}, /* 1554 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 4, 1, 1, 80, 279, 1, 0}, /* 1556 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 12, 77, 77, 32, 65, 1, 0}, /* 1557 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 4, 197, 256, 197, 1029, 1, 0}, /* 1558 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 2, 7, 7, 256, 51, 1, 0}, /* 1560 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 8, 384, 96, 384, 410, 1, 0}, /* 1561 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 2, 128, 32, 128, 779, 1, 0}, /* 1564 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 1, 0, 1, 8, 384, 384, 96, 372, 1, 0}, /* 1565 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 2048, 96, 2048, 975, 1, 0}, /* 1566 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 4, 512, 256, 512, 901, 1, 0}, /* 1567 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 12, 512, 128, 512, 179, 1, 0}, /* 1568 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1, 1, 96, 272, 496, 1}, /* 1569 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 4096, 80, 128, 993, 1, 0}, /* 1570 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 12, 1000, 80, 1024, 563, 1, 0}, /* 1571 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 512, 32, 512, 840, 1, 0}, /* 1572 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 32, 1, 2049, 80, 279, 1, 0}, /* 1573 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 4096, 32, 4096, 778, 1, 0}, /* 1575 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 4, 577, 64, 577, 49, 1, 0}, /* 1576 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 96, 577, 32, 577, 60, 1, 0}, /* 1578 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 32, 384, 2049, 96, 9, 1, 0}, /* 1579 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 4, 77, 77, 256, 51, 1, 0}, /* 1580 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 7, 17, 64, 274, 1, 0}, /* 1582 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 32, 577, 80, 577, 170, 1, 0}, /* 1583 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 256, 256, 1, 24, 1, 0}, /* 1584 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 577, 64, 577, 11, 1, 0}, /* 1585 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 8, 1024, 128, 1024, 449, 1, 0}, /* 1586 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 2, 577, 256, 1, 49, 1, 0}, /* 1587 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 1024, 96, 2049, 0, 1, 0}, /* 1588 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 16, 2048, 2048, 128, 316, 1, 0}, /* 1589 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 4, 7, 7, 256, 65, 1, 0}, /* 1590 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 77, 77, 96, 1020, 1, 0}, /* 1591 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 64, 64, 929, 1, 0}, /* 1592 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 96, 2, 64, 577, 124, 1, 0}, /* 1593 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 1, 2049, 128, 279, 1, 0}, /* 1594 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 32, 1024, 32, 1024, 411, 1, 0}, /* 1596 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 96, 128, 32, 128, 779, 1, 0}, /* 1597 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 96, 384, 64, 384, 550, 1, 0}, /* 1599 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 8, 128, 96, 128, 787, 1, 0}, /* 1600 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 48, 512, 512, 256, 744, 1, 0}, /* 1602 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 32, 197, 128, 1024, 437, 1, 0}, /* 1603 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 0, 1, 32, 1024, 1024, 128, 314, 1, 0}, /* 1606 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 4, 1024, 1024, 96, 650, 1, 0}, /* 1607 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 12, 1000, 128, 1000, 1039, 1, 0}, /* 1608 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 1, 256, 1, 275, 1, 0}, /* 1610 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 577, 577, 80, 13, 1, 0}, /* 1611 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 4, 7, 128, 2, 233, 1, 0}, /* 1613 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 2, 2048, 5, 256, 51, 1, 0}, /* 1615 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 4, 128, 96, 577, 482, 1, 0}, /* 1616 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 1, 96, 1024, 933, 1, 0}, /* 1617 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 64, 17, 80, 51, 1, 0}, /* 1618 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1000, 80, 1000, 425, 1, 0}, /* 1619 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 8, 384, 96, 384, 209, 1, 0}, /* 1620 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 48, 577, 577, 96, 17, 1, 0}, /* 1621 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 1, 1, 1, 1810, 488, 127, 27, 1, 0}, /* 1622 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 1, 0, 1, 1, 33, 16, 43, 36, 16, 1}, /* 1624 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 400, 80, 14042, 135, 18, 2}, /* 1625 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 192, 33, 127, 36, 16, 1}, /* 1626 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 64, 11552, 5048, 190, 5, 3}, /* 1627 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 24, 1, 33140, 272, 66, 1}, /* 1629 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 0, 1, 15, 35248, 80, 63, 1, 0}, /* 1631 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 1110, 136, 5606, 184, 14, 1}, /* 1632 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 4, 4405, 288, 273, 1, 0}, /* 1633 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 27000, 1, 71, 279, 1, 0}, /* 1634 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 120, 40077, 40, 1024, 1, 0}, /* 1636 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1875, 1, 6058, 277, 4, 1}, /* 1637 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 46, 12144, 56, 888, 1, 0}, /* 1638 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 50, 24, 1928, 34, 29, 1}, /* 1639 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 32, 50, 120, 250, 1, 0}, /* 1640 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 1, 0, 2, 32, 19057, 13, 1003, 1, 0}, /* 1641 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 8, 178, 51267, 25, 188, 1, 0}, /* 1642 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 12, 48, 8, 234, 1, 0}, /* 1643 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 3, 2048, 350, 12, 263, 1, 0}, /* 1644 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 26, 64621, 80, 185, 1, 0}, /* 1646 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 0, 1, 1110, 576, 1136, 12, 3, 3}, /* 1649 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 1, 16, 248, 4644, 432, 156, 1, 0}, /* 1650 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 120, 64, 703, 79, 10, 1}, /* 1651 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 1, 0, 1, 1, 1, 56, 392, 12, 232, 1, 0}, /* 1653 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 8, 57, 88, 1034, 1, 0}, /* 1655 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 2, 8882, 500, 64, 1, 0}, /* 1656 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 23760, 154, 56, 109, 1, 0}, /* 1657 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 280, 128, 544, 34, 8, 1}, /* 1659 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 13272, 1, 4874, 277, 1, 0}, /* 1660 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 3, 8, 14323, 216, 273, 1, 0}, /* 1661 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 32, 35, 112, 1032, 1, 0}, /* 1662 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 1856, 24, 4981, 34, 13, 1}, /* 1664 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 2331, 177, 10208, 40, 20, 2}, /* 1665 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1824, 19543, 24, 0, 1, 0}, /* 1666 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 5, 73, 424, 273, 1, 0}, /* 1667 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 3, 509, 162, 24, 63, 1, 0}, /* 1668 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 337, 4923, 971, 1, 1, 0}, /* 1669 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 2744, 36, 34, 236, 1, 0}, /* 1670 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 1, 0, 0, 1, 1, 5935, 8152, 36, 131, 1, 0}, /* 1671 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 20, 7071, 10608, 1008, 4, 1}, /* 1673 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 2, 96, 4424, 885, 15, 1, 0}, /* 1675 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 192, 57, 299, 36, 4, 1}, /* 1677 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 15784, 176, 16, 699, 1, 0}, /* 1679 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 14168, 797, 72, 0, 1, 0}, /* 1680 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 504, 80, 40, 1000, 5, 3}, /* 1681 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 96, 766, 24, 64, 1, 0}, /* 1682 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 3968, 174, 13166, 183, 4, 1}, /* 1683 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 1, 1, 0, 16, 92, 32, 13809, 1011, 1, 0}, /* 1684 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 0, 1, 8, 1352, 264, 945, 1, 0}, /* 1685 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 96, 13684, 1160, 91, 2, 1}, /* 1686 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 8, 125, 169, 1030, 1, 0}, /* 1687 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 122, 5248, 52, 233, 1, 0}, /* 1688 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 2, 17, 243, 1032, 1, 0}, /* 1689 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 1864, 16, 949, 1, 0}, /* 1690 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 1, 0, 1, 0, 8, 8, 300, 17569, 216, 1, 0}, /* 1692 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 24, 29754, 496, 118, 1, 0}, /* 1693 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 1, 5504, 274, 1632, 170, 2, 1}, /* 1694 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 2, 2334, 249, 96, 65, 1, 0}, /* 1695 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 13, 1000, 13152, 834, 5, 1}, /* 1696 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3032, 4464, 13, 11, 1, 0}, /* 1698 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 224, 272, 16, 203, 5, 1}, /* 1699 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 2024, 72, 317, 34, 4, 1}, /* 1700 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 2360, 560, 45158, 4, 13, 3}, /* 1702 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 1, 1, 5, 626, 48, 1025, 1, 0}, /* 1703 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 16, 1489, 26488, 78, 32, 1}, /* 1704 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 6608, 1, 484, 277, 1, 0}, /* 1705 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 0, 0, 1, 4, 45, 4625, 73, 316, 1}, /* 1706 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 1, 0, 0, 1, 1080, 10, 30520, 145, 14, 2}, /* 1708 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 823, 1, 130, 279, 1, 0}, /* 1710 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 64, 16, 17, 59299, 59, 1, 0}, /* 1712 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 17, 38001, 42, 65, 1, 0}, /* 1713 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 352, 170, 176, 228, 1, 0}, /* 1715 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 208, 2085, 84, 11, 1, 0}, /* 1716 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 17, 1906, 233, 11, 1, 0}, /* 1717 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 3149, 173, 1952, 182, 5, 1}, /* 1719 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 536, 88, 2456, 1016, 17, 1}, /* 1720 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 11, 1, 80, 279, 1, 0}, /* 1721 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 16, 12320, 176, 586, 1, 0}, /* 1722 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 147, 72, 90, 36, 16, 1}, /* 1723 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 4760, 2392, 25512, 585, 1, 0}, /* 1724 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 5, 13, 40934, 208, 132, 1}, /* 1725 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 7913, 3720, 228, 1043, 1, 0}, /* 1726 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 212, 547, 1083, 28, 8, 1}, /* 1727 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 1, 1, 2, 3928, 264, 1034, 1, 0}, /* 1728 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 12432, 2007, 686, 7, 1, 0}, /* 1729 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 628, 117, 8, 13, 1, 0}, /* 1730 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 776, 48, 1690, 36, 20, 1}, /* 1731 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6, 85, 1056, 1006, 176, 1}, /* 1733 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 3261, 21469, 633, 7, 1, 0}, /* 1734 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 15, 1, 90, 279, 1, 0}, /* 1735 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 40, 16, 579, 34, 16, 1}, /* 1736 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 18, 4629, 1157, 13, 3, 3}, /* 1737 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 25184, 24, 417, 11, 1, 0}, /* 1738 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 1, 0, 0, 0, 0, 1, 3, 360, 188, 236, 1, 0}, /* 1739 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 1, 1, 64, 4, 68, 16008, 1036, 1, 0}, /* 1742 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 16, 10043, 2731, 13, 2, 2}, /* 1743 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1514, 368, 96, 817, 1, 0}, /* 1744 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 8, 9, 9003, 73, 396, 1}, /* 1745 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 2480, 12, 96, 226, 1, 0}, /* 1746 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 8, 424, 24, 22, 64, 1, 0}, /* 1747 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 2848, 279, 2824, 171, 3, 1}, /* 1748 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 1016, 20, 12300, 153, 16, 1}, /* 1749 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3648, 11336, 16, 11, 1, 0}, /* 1751 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 88, 237, 2034, 58, 11, 2}, /* 1752 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 1632, 2118, 2314, 102, 1, 0}, /* 1753 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 3, 7, 267, 28248, 56, 1, 0}, /* 1755 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 0, 1, 8, 217, 9436, 12, 11, 3}, /* 1756 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 3, 5788, 393, 200, 1, 0}, /* 1758 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 200, 8152, 552, 604, 1, 0}, /* 1759 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 44, 168, 7720, 123, 33, 2}, /* 1760 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 1, 1, 2, 4144, 248, 247, 1, 0}, /* 1763 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 15, 1, 109, 279, 1, 0}, /* 1765 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 541, 1, 30080, 277, 16, 1}, /* 1766 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 1, 0, 1, 1, 418, 1480, 7976, 171, 5, 1}, /* 1771 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 2, 11273, 333, 3576, 2, 1, 0}, /* 1772 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 15, 1, 48, 279, 1, 0}, /* 1773 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 20691, 1, 384, 277, 1, 0}, /* 1776 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 16, 1, 192, 923, 1, 0}, /* 1777 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 8, 33, 533, 273, 1, 0}, /* 1778 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 249, 111, 22735, 30, 66, 1}, /* 1779 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 16, 12208, 1632, 1048, 1, 0}, /* 1780 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 0, 1, 30, 98, 468, 1006, 1, 0}, /* 1781 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8, 7368, 1448, 949, 1, 0}, /* 1782 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 0, 2, 57, 9690, 99, 11, 1, 0}, /* 1783 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 32, 2242, 4512, 13, 6, 3}, /* 1784 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 407, 8920, 6873, 17, 5, 3}, /* 1785 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 310, 103, 48, 34, 26, 1}, /* 1786 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 1, 1, 1, 1847, 224, 465, 1035, 1, 0}, /* 1788 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 7, 3216, 1922, 274, 1, 0}, /* 1789 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 4329, 1056, 274, 1, 0}, /* 1790 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 16, 136, 358, 1184, 14, 1, 0}, /* 1791 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 24, 11768, 320, 1020, 1, 0}, /* 1792 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 286, 16, 76, 1000, 5, 3}, /* 1794 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 4735, 9660, 7428, 114, 1, 0}, /* 1795 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 24, 48, 40, 1020, 1, 0}, /* 1797 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 6712, 1904, 75, 15, 1, 0}, /* 1799 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 256, 51, 16744, 36, 66, 1}, /* 1800 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 152, 392, 46, 229, 1, 0}, /* 1802 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4, 1038, 29152, 36, 31, 1}, /* 1803 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 16, 16, 273, 1, 0}, /* 1804 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 7061, 5690, 632, 114, 1, 0}, /* 1805 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 2, 10, 11136, 67, 1011, 1, 0}, /* 1806 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 2039, 1440, 36, 11, 1}, /* 1807 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 5, 96, 38, 220, 1, 0}, /* 1808 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 1, 0, 0, 3, 6, 1082, 19586, 125, 1, 0}, /* 1809 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 26198, 1, 40, 279, 1, 0}, /* 1810 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 55, 7237, 1960, 13, 3, 3}, /* 1811 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 0, 1, 6636, 119, 16, 24, 1, 0}, /* 1812 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 7559, 1043, 48, 12, 1, 0}, /* 1813 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 7736, 344, 3084, 104, 4, 3}, /* 1814 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 10368, 8, 5267, 13, 3, 3}, /* 1815 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 72, 200, 17, 1028, 1, 0}, /* 1816 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 65, 1008, 11, 36, 16, 1}, /* 1817 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 13120, 245, 48, 183, 1, 0}, /* 1818 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 1, 0, 0, 1, 8, 150, 10469, 198, 33, 1}, /* 1819 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 16, 936, 4070, 259, 16, 1}, /* 1820 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 290, 40, 248, 49, 1, 0}, /* 1822 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1832, 136, 902, 109, 8, 2}, /* 1824 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 1539, 6694, 318, 17, 1, 0}, /* 1825 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 45, 170, 16, 257, 1, 0}, /* 1826 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 2172, 1024, 10770, 91, 7, 3}, /* 1828 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 8, 42, 40, 274, 1, 0}, /* 1831 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 23380, 1291, 26, 2, 1, 0}, /* 1833 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 72, 263, 46661, 28, 88, 1}, /* 1834 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 6, 77, 16, 65, 1, 0}, /* 1835 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 2, 1761, 48, 98, 1006, 1, 0}, /* 1836 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 0, 1, 1, 2, 8, 40, 365, 1034, 1, 0}, /* 1837 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 684, 5650, 202, 185, 1, 0}, /* 1838 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 24, 11, 1048, 80, 8, 1}, /* 1839 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 27, 248, 39048, 35, 132, 1}, /* 1841 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 57, 1000, 588, 229, 1, 0}, /* 1842 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 7102, 32, 144, 11, 1, 0}, /* 1844 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 1, 8, 16, 12, 28554, 251, 1, 0}, /* 1846 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 560, 90, 5566, 165, 26, 1}, /* 1847 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 392, 1, 18392, 951, 11, 1}, /* 1849 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 1, 0, 1, 3, 416, 22657, 116, 32, 1, 0}, /* 1850 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8, 32, 48, 922, 1, 0}, /* 1851 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 1, 3, 6167, 36, 126, 1027, 1, 0}, /* 1852 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 752, 14, 1306, 13, 8, 2}, /* 1853 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 104, 2252, 969, 38, 12, 1}, /* 1854 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 536, 4596, 66, 100, 1, 0}, /* 1855 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 1, 8, 12820, 548, 55, 1, 0}, /* 1856 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 48, 5688, 1515, 45, 4, 1}, /* 1858 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 24, 9, 136, 1011, 1, 0}, /* 1859 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 76, 568, 32, 63, 1, 0}, /* 1860 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 424, 118, 104, 58, 1, 0}, /* 1861 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 56, 31366, 744, 1023, 1, 0}, /* 1862 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 14207, 64, 273, 1, 0}, /* 1863 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 1, 8, 360, 14, 200, 242, 1, 0}, /* 1864 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 24, 5266, 168, 1006, 1, 0}, /* 1866 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4480, 4714, 18504, 2, 1, 0}, /* 1867 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 7168, 216, 928, 379, 1, 0}, /* 1869 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 16, 12, 964, 106, 1, 0}, /* 1870 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 7, 6898, 2858, 217, 2, 3}, /* 1871 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 287, 11, 5450, 36, 52, 1}, /* 1874 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 6219, 5200, 721, 22, 1, 0}, /* 1876 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 2, 288, 685, 79, 8, 1}, /* 1877 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 8, 527, 16, 24, 63, 1, 0}, /* 1878 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 1, 1, 8, 9298, 24, 1161, 70, 1, 0}, /* 1882 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 3, 13800, 27, 19, 49, 1, 0}, /* 1884 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 1, 0, 1, 8, 5, 200, 42475, 274, 1, 0}, /* 1885 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 1752, 2493, 592, 15, 2, 3}, /* 1886 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 514, 1, 7589, 277, 10, 1}, /* 1887 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 2, 1632, 44362, 36, 48, 1}, /* 1888 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 2, 3856, 1008, 274, 1, 0}, /* 1890 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16, 312, 1904, 954, 1, 0}, /* 1891 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 3360, 1229, 152, 1016, 1, 0}, /* 1892 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 400, 424, 737, 1, 0}, /* 1894 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3, 39, 37, 273, 1, 0}, /* 1895 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 1224, 147, 275, 1033, 1, 0}, /* 1897 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 1824, 832, 502, 127, 1, 0}, /* 1898 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 31, 102, 9432, 79, 66, 1}, /* 1899 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 4668, 1, 24112, 279, 1, 0}, /* 1900 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 1, 0, 2, 5096, 10, 291, 222, 1, 0}, /* 1901 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 3, 24, 10, 273, 1, 0}, /* 1902 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 3, 400, 2208, 237, 16, 2}, /* 1903 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 4240, 15, 1040, 63, 3, 2}, /* 1904 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 24, 55, 10858, 1032, 8, 1}, /* 1906 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3886, 1, 56, 279, 1, 0}, /* 1908 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 0, 1, 1, 4784, 1026, 15296, 104, 3, 3}, /* 1909 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 8, 144, 104, 946, 1, 0}, /* 1910 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 2, 12842, 22, 245, 1, 0}, /* 1912 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 4216, 410, 2610, 110, 2, 2}, /* 1914 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 174, 29336, 48, 150, 1, 0}, /* 1917 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 64, 3, 405, 416, 274, 1, 0}, /* 1920 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 1, 1, 32, 6256, 634, 155, 1, 0}, /* 1921 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 13, 1577, 48, 72, 1, 0}, /* 1922 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 8, 80, 727, 1006, 176, 1}, /* 1924 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 1, 8, 24, 272, 95, 36, 1}, /* 1925 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 1724, 80, 273, 1, 0}, /* 1927 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 232, 192, 200, 930, 1, 0}, /* 1928 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 1, 0, 1, 16, 104, 3015, 784, 2, 1}, /* 1929 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 1, 1, 1, 5170, 19, 3333, 48, 6, 1}, /* 1930 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 148, 5922, 2939, 1008, 8, 1}, /* 1931 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 11096, 30, 31, 13, 1, 0}, /* 1933 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 218, 24, 25, 34, 16, 1}, /* 1935 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 40, 1517, 1416, 88, 22, 1}, /* 1937 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 7, 496, 29, 36, 99, 1}, /* 1938 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 184, 16, 88, 1000, 5, 3}, /* 1940 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 72, 291, 80, 28, 33, 1}, /* 1942 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 2, 5, 56, 12, 1006, 1, 0}, /* 1943 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 248, 43, 2720, 36, 30, 1}, /* 1944 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 3, 9, 9360, 128, 13, 1, 0}, /* 1945 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 1, 1, 40, 157, 858, 82, 8, 1}, /* 1946 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 173, 19943, 1721, 39, 3, 3}, /* 1947 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 5672, 1, 456, 277, 1, 0}, /* 1948 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 16, 117, 960, 41, 1004, 1, 0}, /* 1950 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 202, 168, 13682, 109, 66, 2}, /* 1951 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 10, 16, 28688, 926, 22, 1}, /* 1953 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 264, 168, 1541, 47, 16, 1}, /* 1954 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 12967, 24, 10, 14, 1, 0}, /* 1955 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 16, 1, 18, 279, 1, 0}, /* 1956 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1512, 104, 104, 878, 1, 0}, /* 1957 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 14, 1513, 24419, 190, 22, 1}, /* 1958 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 516, 80, 72, 199, 1, 0}, /* 1959 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 13, 11, 928, 11, 264, 2}, /* 1960 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 15711, 16, 2634, 148, 1, 0}, /* 1961 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 41, 863, 3184, 6, 37, 2}, /* 1964 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 4640, 1192, 21640, 1024, 1, 0}, /* 1965 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 872, 30080, 591, 184, 1, 0}, /* 1966 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 1, 1, 1, 152, 98, 11160, 251, 6, 3}, /* 1967 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 3, 1128, 11, 10710, 1006, 1, 0}, /* 1968 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 1, 0, 1, 26, 50702, 1560, 143, 3, 3}, /* 1972 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 16, 124, 1616, 642, 159, 1, 0}, /* 1974 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 680, 15832, 4688, 590, 1, 0}, /* 1975 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 3, 112, 242, 6416, 261, 1, 0}, /* 1977 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 64, 20, 136, 21, 63, 1, 0}, /* 1978 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 10, 27904, 688, 1019, 1, 0}, /* 1980 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 10, 32, 2658, 250, 1, 0}, /* 1981 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 2, 4092, 1238, 10, 38, 1, 0}, /* 1982 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 24, 240, 16, 58, 1, 0}, /* 1983 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 646, 16, 2558, 154, 12, 2}, /* 1985 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 1, 1, 976, 1512, 128, 174, 1, 0}, /* 1987 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 228, 24765, 232, 1024, 1, 0}, /* 1988 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 24, 512, 688, 81, 8, 1}, /* 1989 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 24, 29603, 112, 65, 1, 0}, /* 1990 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 71, 458, 25, 1020, 1, 0}, /* 1991 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 11494, 1, 1248, 277, 1, 0}, /* 1992 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 110, 443, 336, 13, 3, 2}, /* 1993 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 12, 4322, 104, 273, 1, 0}, /* 1994 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 927, 1, 20, 279, 1, 0}, /* 1995 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8, 13, 34328, 94, 132, 1}, /* 1996 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 11, 12185, 56, 273, 1, 0}, /* 1998 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 11576, 579, 119, 0, 1, 0}, /* 2000 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 1, 1, 0, 64, 8, 314, 1872, 144, 1, 0}, /* 2001 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 931, 1, 40776, 277, 8, 1}, /* 2002 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 2, 448, 709, 79, 8, 1}, /* 2004 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 12336, 4208, 947, 1, 0}, /* 2006 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 61, 24, 41296, 94, 132, 1}, /* 2007 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 8, 72, 64, 1032, 1, 0}, /* 2008 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 8, 352, 12, 15893, 1020, 1, 0}, /* 2009 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 811, 67, 5184, 28, 18, 1}, /* 2010 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 64, 2552, 10, 368, 122, 1, 0}, /* 2012 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 1, 8934, 73, 48, 1020, 1, 0}, /* 2013 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 1, 0, 2, 552, 2232, 16, 39, 1, 0}, /* 2014 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3058, 5851, 6247, 21, 2, 3}, /* 2015 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 258, 28, 1645, 76, 14, 1}, /* 2016 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 10, 2707, 26, 64, 1, 0}, /* 2018 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 8, 2436, 16, 220, 1, 0}, /* 2019 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 3135, 1344, 4978, 104, 4, 3}, /* 2020 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 1, 0, 1, 18, 56688, 26, 136, 1, 0}, /* 2022 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 514, 1, 440, 279, 1, 0}, /* 2025 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6160, 15, 14296, 196, 5, 1}, /* 2027 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 1, 6, 252, 30632, 85, 66, 1}, /* 2029 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 912, 96, 48104, 30, 33, 1}, /* 2030 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 234, 34, 144, 1000, 5, 3}, /* 2031 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 512, 124, 416, 34, 6, 1}, /* 2032 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 212, 17, 11, 65, 1, 0}, /* 2033 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 1960, 3672, 208, 158, 1, 0}, /* 2034 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 1, 15, 53952, 127, 187, 1, 0}, /* 2035 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 2, 1148, 870, 214, 1, 0}, /* 2036 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 2, 16, 14506, 1315, 13, 1, 0}, /* 2037 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 48, 64, 1151, 34, 18, 1}, /* 2038 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 872, 152, 308, 1, 0}, /* 2040 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 1, 16, 106, 45671, 58, 66, 2}, /* 2042 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 179, 1, 5644, 279, 1, 0}, /* 2043 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 16, 16, 56, 1288, 274, 1, 0}, /* 2044 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 8, 327, 20912, 13, 75, 2}, /* 2045 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 1696, 50, 104, 239, 1, 0}, /* 2046 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 2516, 12467, 544, 16, 1, 0}, /* 2049 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 6672, 16916, 2709, 1015, 1, 0}, /* 2050 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 0, 0, 3, 21, 1342, 1088, 56, 1, 0}, /* 2051 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 3648, 48, 2256, 1051, 1, 0}, /* 2053 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 1, 73, 2236, 555, 13, 7, 2}, /* 2054 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 8, 2459, 28, 14, 1, 0}, /* 2056 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 16, 1, 3180, 272, 16, 1}, /* 2057 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 2495, 1, 8, 279, 1, 0}, /* 2059 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4779, 11, 14080, 13, 7, 2}, /* 2060 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 181, 444, 2190, 29, 33, 1}, /* 2061 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 874, 1072, 31090, 112, 15, 2}, /* 2063 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 432, 1, 54, 279, 1, 0}, /* 2064 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 1, 378, 22, 368, 96, 5, 1}, /* 2065 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 92, 7456, 16, 253, 1, 0}, /* 2066 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 1508, 43, 20400, 35, 22, 1}, /* 2068 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 9, 34, 56, 65, 1, 0}, /* 2070 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 1, 0, 1, 1, 4497, 264, 320, 30, 1, 0}, /* 2071 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 1, 0, 1, 70, 43, 14956, 80, 44, 2}, /* 2074 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 1600, 24, 26, 231, 1, 0}, /* 2075 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 128, 65115, 59, 16, 1, 0}, /* 2076 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 8, 992, 1930, 228, 4, 2}, /* 2077 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 2333, 12317, 14, 17, 1, 0}, /* 2078 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 3, 338, 57208, 24, 709, 1, 0}, /* 2080 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 25, 1, 120, 279, 1, 0}, /* 2083 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 177, 48, 549, 34, 8, 1}, /* 2084 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 0, 0, 0, 1, 2, 744, 146, 248, 1, 0}, /* 2085 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 2, 128, 14112, 598, 11, 1}, /* 2087 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 1, 3, 24, 1024, 18, 269, 1, 0}, /* 2089 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 67, 1, 35, 279, 1, 0}, /* 2090 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 16, 2065, 144, 56, 1, 0}, /* 2094 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 3058, 10, 92, 226, 1, 0}, /* 2095 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 18, 860, 11, 264, 2}, /* 2098 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 168, 374, 10762, 102, 44, 2}, /* 2099 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 3763, 1516, 400, 2, 2, 3}, /* 2100 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 8, 80, 2592, 51, 9, 1, 0}, /* 2101 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 776, 50946, 40, 111, 1, 0}, /* 2102 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 12, 523, 10, 36, 99, 1}, /* 2103 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 9, 14584, 272, 708, 1, 0}, /* 2105 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 11, 432, 26466, 11, 29, 3}, /* 2106 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 16, 5169, 71, 273, 1, 0}, /* 2107 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 7, 16, 21, 274, 1, 0}, /* 2108 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 8, 24, 9112, 67, 592, 1, 0}, /* 2109 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 8, 10, 2277, 769, 66, 1, 0}, /* 2110 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 2, 28, 82, 4200, 1028, 1, 0}, /* 2111 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 3482, 1834, 360, 170, 1, 0}, /* 2113 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 939, 1192, 2262, 42, 3, 1}, /* 2114 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 880, 1, 96, 279, 1, 0}, /* 2115 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 1, 1, 16, 678, 722, 888, 99, 1, 0}, /* 2116 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 0, 0, 64, 8, 216, 512, 333, 1, 0}, /* 2117 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 354, 359, 738, 30, 8, 1}, /* 2118 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 512, 26, 56, 257, 1, 0}, /* 2119 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 5048, 704, 35, 28, 1, 0}, /* 2120 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 696, 1, 5441, 279, 1, 0}, /* 2123 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 232, 63352, 25, 772, 1, 0}, /* 2124 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 2, 11992, 2307, 88, 163, 1, 0}, /* 2127 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 16, 23432, 924, 18, 1}, /* 2128 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 360, 16, 538, 1, 0}, /* 2129 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 1, 1, 13, 170, 4016, 37, 52, 1}, /* 2130 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 1889, 1, 6794, 279, 1, 0}, /* 2131 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 1, 0, 0, 1, 98, 6480, 12091, 91, 5, 1}, /* 2132 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 95, 16, 10488, 231, 16, 2}, /* 2133 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 3, 17, 2090, 665, 1011, 1, 0}, /* 2134 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 354, 16, 48, 94, 22, 1}, /* 2135 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 9474, 1, 1057, 277, 1, 0}, /* 2136 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 1, 8, 11, 16, 273, 1, 0}, /* 2137 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 1, 3, 83, 58152, 24, 33, 1, 0}, /* 2138 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 1, 32, 631, 32, 36, 16, 1}, /* 2139 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 16200, 1, 15, 279, 1, 0}, /* 2141 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 40, 328, 16326, 108, 44, 2}, /* 2142 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 768, 1, 13968, 951, 7, 1}, /* 2143 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 26, 12152, 1416, 591, 1, 0}, /* 2144 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 0, 0, 1, 14, 968, 4496, 34, 27, 1}, /* 2145 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 0, 1, 0, 3, 8, 814, 24, 256, 1, 0}, /* 2148 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 8, 8824, 761, 9, 1022, 1, 0}, /* 2149 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 1328, 3080, 36, 24, 1}, /* 2150 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 10080, 69, 192, 1016, 1, 0}, /* 2151 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 41, 509, 456, 204, 8, 1}, /* 2152 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 160, 53, 768, 202, 12, 1}, /* 2153 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 52, 56808, 1168, 796, 1, 0}, /* 2154 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 26, 30, 29, 65, 1, 0}, /* 2155 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 567, 360, 28, 3, 17, 2}, /* 2157 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 1, 1, 1, 200, 41880, 385, 166, 1, 0}, /* 2158 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 3, 13, 80, 16, 51, 1, 0}, /* 2160 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 1, 32, 44360, 35, 87, 1, 0}, /* 2161 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 752, 301, 24, 13, 1, 0}, /* 2162 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 256, 376, 6920, 1010, 11, 1}, /* 2164 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 120, 25, 1184, 58, 11, 2}, /* 2165 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 2, 605, 580, 428, 1014, 1, 0}, /* 2166 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 0, 1, 9325, 471, 16, 11, 1, 0}, /* 2167 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 8, 24, 3773, 162, 11, 1, 0}, /* 2171 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6, 160, 17, 273, 1, 0}, /* 2172 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 4722, 34, 2107, 1009, 1, 0}, /* 2174 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 56, 256, 923, 1, 0}, /* 2176 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 0, 1, 11, 214, 318, 229, 1, 0}, /* 2177 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 1, 1, 6, 10, 159, 58, 1, 0}, /* 2178 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 2156, 12, 9370, 35, 15, 1}, /* 2179 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 40, 22880, 176, 106, 1, 0}, /* 2181 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 242, 619, 114, 79, 1, 0}, /* 2182 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 2, 3456, 127, 2904, 195, 1, 0}, /* 2183 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 2, 593, 56, 1680, 697, 1, 0}, /* 2184 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 0, 0, 2, 683, 3570, 10, 233, 1, 0}, /* 2185 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8, 784, 8330, 152, 33, 1}, /* 2186 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 8, 25662, 48, 1020, 1, 0}, /* 2187 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 2121, 1, 1887, 279, 1, 0}, /* 2188 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 24, 1137, 82, 1020, 1, 0}, /* 2189 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 164, 308, 49112, 1000, 6, 3}, /* 2190 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8, 17335, 4779, 1000, 8, 3}, /* 2191 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 81, 25, 19598, 34, 132, 1}, /* 2192 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 428, 60592, 736, 1023, 1, 0}, /* 2193 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 11321, 48, 21, 1020, 1, 0}, /* 2194 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 1, 1, 0, 1, 2640, 414, 9, 157, 1, 0}, /* 2195 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4794, 728, 88, 740, 1, 0}, /* 2196 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 8, 69, 91, 8612, 71, 1, 0}, /* 2197 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1288, 32, 784, 974, 1, 0}, /* 2198 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 8, 128, 152, 440, 58, 1, 0}, /* 2199 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1328, 5568, 1056, 639, 1, 0}, /* 2200 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 147, 23, 4272, 11, 21, 2}, /* 2201 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 10, 1, 14664, 272, 66, 1}, /* 2204 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 8, 34, 48, 220, 1, 0}, /* 2205 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 3, 16, 21030, 16, 219, 1, 0}, /* 2206 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 64, 8, 16, 44, 1006, 1, 0}, /* 2207 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 3888, 96, 33284, 102, 8, 2}, /* 2208 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 56, 1872, 4526, 212, 3, 3}, /* 2210 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 65248, 1413, 1000, 8, 3}, /* 2211 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 224, 20640, 238, 164, 1, 0}, /* 2212 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 1, 10, 16, 12023, 36, 105, 1}, /* 2213 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 64, 6, 194, 8035, 274, 1, 0}, /* 2214 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 2, 2827, 176, 7128, 1010, 1, 0}, /* 2216 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 5, 11, 144, 12, 1, 0}, /* 2218 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3376, 1, 24, 538, 1, 0}, /* 2219 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 1, 1, 3528, 52, 1154, 47, 7, 1}, /* 2220 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 4, 23, 13328, 208, 132, 1}, /* 2221 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 88, 48, 5220, 13, 21, 2}, /* 2222 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 3, 1, 970, 493, 279, 1, 0}, /* 2223 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 872, 8, 273, 1, 0}, /* 2224 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 99, 19, 680, 94, 16, 1}, /* 2225 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 880, 1, 3592, 951, 2, 1}, /* 2226 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 2, 504, 4064, 168, 584, 1, 0}, /* 2228 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 7254, 2968, 18208, 23, 3, 3}, /* 2229 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 16, 3738, 1800, 34, 8, 1}, /* 2231 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 1324, 1312, 148, 106, 1, 0}, /* 2233 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 8369, 5848, 147, 17, 1, 0}, /* 2235 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 8, 176, 1608, 77, 18, 1, 0}, /* 2236 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 8, 304, 219, 414, 14, 1, 0}, /* 2237 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 0, 1, 1, 12, 4888, 80, 225, 1, 0}, /* 2239 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1952, 10120, 4576, 343, 1, 0}, /* 2240 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 74, 35976, 2472, 1013, 5, 1}, /* 2241 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 922, 4080, 3304, 640, 1, 0}, /* 2242 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 1, 1, 44, 64, 2824, 97, 44, 1}, /* 2245 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 2144, 1, 102, 279, 1, 0}, /* 2246 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 0, 1, 3341, 122, 32, 12, 1, 0}, /* 2248 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 8, 5624, 24, 201, 194, 1, 0}, /* 2250 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 1024, 370, 24, 64, 1, 0}, /* 2251 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 8, 1240, 16, 12, 1020, 1, 0}, /* 2252 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4, 596, 5098, 36, 32, 1}, /* 2253 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 384, 320, 9632, 900, 3, 1}, /* 2254 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 1205, 768, 12880, 21, 8, 3}, /* 2255 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 290, 19095, 3100, 2, 5, 3}, /* 2256 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 1, 0, 1, 2, 8, 128, 13542, 274, 1, 0}, /* 2258 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 64, 18, 24, 1256, 839, 1, 0}, /* 2259 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 14104, 472, 16, 342, 1, 0}, /* 2260 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 8, 1215, 209, 96, 9, 1, 0}, /* 2261 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 81, 16, 12968, 1020, 16, 1}, /* 2264 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 395, 1, 9760, 277, 16, 1}, /* 2265 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 750, 16, 42, 229, 1, 0}, /* 2266 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 8, 51, 64, 4648, 589, 1, 0}, /* 2268 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 296, 467, 16, 1032, 1, 0}, /* 2269 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 1896, 17474, 64, 109, 1, 0}, /* 2270 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 127, 2032, 1216, 30, 16, 1}, /* 2271 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 8, 14, 160, 58, 1, 0}, /* 2272 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 92, 1, 4656, 279, 1, 0}, /* 2273 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 867, 518, 1857, 29, 7, 1}, /* 2274 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 16, 103, 4939, 36, 58, 1}, /* 2275 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 0, 1, 1010, 8, 13784, 25, 24, 2}, /* 2276 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 408, 1, 42, 279, 1, 0}, /* 2277 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 48, 26, 3672, 94, 57, 1}, /* 2278 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 21, 20395, 40, 13, 1, 0}, /* 2279 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 2424, 2250, 152, 131, 1, 0}, /* 2281 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 16, 2830, 2282, 344, 21, 1, 0}, /* 2282 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 904, 5346, 3542, 151, 3, 3}, /* 2283 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 34, 13, 16, 36, 16, 1}, /* 2284 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 0, 0, 1, 64, 832, 26, 240, 1, 0}, /* 2285 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 15773, 1304, 39, 2, 1, 0}, /* 2288 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 16, 144, 486, 20, 13, 1, 0}, /* 2290 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 5218, 3584, 6824, 114, 2, 3}, /* 2291 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 2, 8, 2810, 1120, 1031, 1, 0}, /* 2292 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 186, 352, 64, 65, 1, 0}, /* 2294 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 98, 25334, 61, 163, 1, 0}, /* 2295 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 1, 79, 87, 4751, 177, 33, 1}, /* 2296 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 8, 11, 170, 1032, 1, 0}, /* 2297 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 89280, 19, 51, 192, 1, 0}, /* 2298 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 3, 219, 24, 1179, 71, 1, 0}, /* 2299 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 61, 37, 1311, 11, 8, 2}, /* 2301 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 7056, 1, 75, 279, 1, 0}, /* 2302 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 760, 59, 2096, 94, 7, 3}, /* 2303 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8136, 4064, 5489, 169, 1, 0}, /* 2304 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 0, 0, 1, 0, 1, 6376, 1124, 20359, 133, 5, 3}, /* 2305 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 0, 1, 1, 1, 2824, 64, 10, 258, 1, 0}, /* 2306 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 10144, 168, 4956, 9, 3, 3}, /* 2308 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 57, 1672, 808, 35, 9, 1}, /* 2310 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 8513, 16, 12880, 58, 3, 3}, /* 2311 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 1685, 1, 3730, 279, 1, 0}, /* 2312 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 8, 12392, 998, 166, 1, 0}, /* 2313 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 8, 120, 41, 7290, 72, 1, 0}, /* 2314 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 24, 33, 6956, 76, 66, 1}, /* 2315 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 73, 1994, 368, 241, 1, 0}, /* 2316 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 1088, 194, 400, 123, 1, 0}, /* 2318 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 8, 2048, 1432, 17, 11, 1, 0}, /* 2322 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 1, 0, 1, 0, 8, 18, 1453, 957, 35, 1, 0}, /* 2324 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 1, 1, 4, 24, 61800, 14, 226, 2}, /* 2327 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 1, 0, 1, 8, 104, 26960, 584, 593, 1, 0}, /* 2328 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 56, 158, 3648, 36, 33, 1}, /* 2329 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 14912, 912, 4952, 43, 3, 3}, /* 2331 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 472, 24, 96, 1000, 5, 3}, /* 2332 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 3840, 296, 3305, 17, 8, 2}, /* 2333 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 1, 1, 0, 0, 1, 24, 736, 3276, 161, 8, 1}, /* 2334 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 8, 1168, 16, 296, 51, 1, 0}, /* 2335 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 16, 2672, 10, 16, 220, 1, 0}, /* 2336 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 40, 17557, 215, 1021, 1, 0}, /* 2337 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 272, 483, 2936, 58, 7, 3}, /* 2338 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 152, 65160, 103, 0, 1, 0}, /* 2339 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 1, 0, 3, 48, 1616, 551, 517, 1, 0}, /* 2344 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 1, 0, 0, 1, 40, 33, 16, 34, 16, 1}, /* 2345 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 1, 11, 37, 24311, 62, 66, 2}, /* 2346 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3336, 1, 8207, 277, 8, 1}, /* 2349 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 15, 62, 504, 14, 1, 0}, /* 2351 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1824, 976, 3072, 1015, 1, 0}, /* 2354 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 24, 16, 17, 92, 132, 1}, /* 2355 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 1, 1, 24, 112, 40659, 82, 66, 1}, /* 2356 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 148, 1, 6344, 279, 1, 0}, /* 2357 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 1, 0, 1, 16, 1278, 664, 230, 1, 0}, /* 2358 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1112, 1, 9, 279, 1, 0}, /* 2359 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 23, 24, 34, 229, 1, 0}, /* 2360 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 8, 21850, 1588, 142, 4, 2}, /* 2361 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 0, 1, 688, 245, 4292, 0, 22, 2}, /* 2362 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 8, 122, 27104, 266, 64, 1}, /* 2364 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 35072, 3624, 25, 0, 1, 0}, /* 2365 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 624, 19197, 39, 184, 1, 0}, /* 2366 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 0, 2, 34, 1176, 536, 847, 1, 0}, /* 2367 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 532, 1658, 23277, 2, 4, 3}, /* 2368 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 1, 142, 883, 600, 36, 8, 1}, /* 2369 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 174, 90, 8882, 88, 44, 1}, /* 2370 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 788, 6938, 3136, 112, 2, 3}, /* 2372 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 669, 25203, 240, 0, 1, 0}, /* 2373 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 16, 28640, 145, 13, 1, 0}, /* 2374 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 0, 1, 680, 17136, 16, 25, 1, 0}, /* 2375 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 808, 40, 1088, 36, 10, 1}, /* 2376 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 56, 147, 12241, 95, 44, 1}, /* 2377 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 0, 0, 0, 0, 1, 48, 584, 11, 63, 1, 0}, /* 2379 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 48, 1720, 680, 34, 10, 1}, /* 2380 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 1, 0, 0, 0, 0, 1, 150, 1704, 748, 125, 1, 0}, /* 2381 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 1, 1, 0, 1, 1, 400, 34240, 24, 594, 1, 0}, /* 2382 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 48, 21672, 11, 1021, 1, 0}, /* 2384 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 12, 809, 48, 35, 1, 0}, /* 2387 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 301, 3336, 496, 1043, 1, 0}, /* 2388 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 96, 2797, 34, 43, 1}, /* 2389 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 6287, 22, 256, 226, 1, 0}, /* 2390 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 184, 5436, 32, 11, 1, 0}, /* 2391 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 296, 2346, 65, 24, 1, 0}, /* 2392 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 2, 16, 11458, 5394, 64, 1, 0}, /* 2393 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 1, 0, 1, 46, 3850, 4239, 35, 8, 1}, /* 2394 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 525, 4794, 80, 137, 1, 0}, /* 2395 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 55, 176, 70, 1032, 1, 0}, /* 2397 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 9789, 5482, 3760, 132, 1, 0}, /* 2398 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 1, 0, 1, 224, 10, 2240, 230, 8, 2}, /* 2399 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 0, 1, 1, 5, 568, 10044, 36, 48, 1}, /* 2400 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 64, 10434, 70, 24, 15, 1, 0}, /* 2402 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 470, 22, 50031, 34, 33, 1}, /* 2403 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 290, 98, 272, 96, 4, 1}, /* 2404 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 243, 162, 200, 228, 1, 0}, /* 2405 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 40, 144, 10, 1000, 5, 3}, /* 2406 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 128, 14155, 7080, 183, 2, 1}, /* 2407 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 3, 4008, 40, 1034, 1, 0}, /* 2408 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 1, 1, 1, 8238, 2919, 1360, 20, 1, 0}, /* 2409 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 5048, 2609, 24476, 42, 3, 3}, /* 2410 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 25, 93, 273, 1, 0}, /* 2411 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 0, 1, 318, 16, 2484, 94, 7, 1}, /* 2412 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 2, 1247, 408, 1160, 339, 1, 0}, /* 2413 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 0, 0, 1, 64, 8, 10, 19176, 274, 1, 0}, /* 2414 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 58168, 13, 273, 1, 0}, /* 2417 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 5883, 1048, 481, 23, 1, 0}, /* 2418 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 10, 71, 10, 79, 1, 0}, /* 2419 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 12, 1, 1104, 272, 32, 1}, /* 2420 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 0, 1, 88, 2352, 28768, 91, 13, 3}, /* 2421 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 8, 80, 40, 935, 1, 0}, /* 2423 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 1, 0, 0, 0, 1, 539, 184, 848, 1010, 9, 1}, /* 2424 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 8, 18, 693, 6568, 208, 1, 0}, /* 2425 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 0, 0, 1, 2395, 117, 128, 63, 1, 0}, /* 2427 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 191, 1, 29400, 277, 33, 1}, /* 2429 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 48, 413, 32, 65, 1, 0}, /* 2430 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 63, 1, 2108, 272, 16, 1}, /* 2431 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 162, 1792, 280, 35, 3, 1}, /* 2432 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 312, 1, 16, 279, 1, 0}, /* 2433 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 1, 8, 2448, 32, 464, 1025, 1, 0}, /* 2434 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 1, 0, 0, 64, 8, 80, 7153, 273, 1, 0}, /* 2435 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 7199, 321, 24, 26, 1, 0}, /* 2436 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 1072, 18, 408, 260, 1, 0}, /* 2437 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 1, 0, 0, 0, 1, 2144, 216, 2948, 139, 7, 2}, /* 2438 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 8, 24, 864, 58, 1, 0}, /* 2439 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 8, 16, 210, 223, 1, 0}, /* 2440 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 104, 64, 396, 248, 1, 0}, /* 2441 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 465920, 152, 45, 15, 1, 0}, /* 2445 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 7, 2712, 8744, 85, 55, 1}, /* 2446 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 112, 3336, 716, 165, 4, 1}, /* 2447 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 16, 144, 21168, 587, 16, 1}, /* 2448 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 1, 7928, 620, 28, 1010, 1, 0}, /* 2449 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 158, 38, 176, 36, 16, 1}, /* 2450 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 32, 32, 52506, 1032, 32, 1}, /* 2451 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 190, 1, 214, 279, 1, 0}, /* 2452 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 444, 32, 19, 63, 1, 0}, /* 2453 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 1, 1, 0, 8, 8, 7176, 921, 176, 1, 0}, /* 2454 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 3, 9, 2544, 32, 830, 1, 0}, /* 2456 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1736, 4456, 23608, 360, 1, 0}, /* 2457 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3, 488, 24824, 938, 16, 1}, /* 2458 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 3, 26, 10592, 384, 70, 1, 0}, /* 2460 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 14, 2744, 256, 36, 4, 1}, /* 2461 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 54, 56, 290, 1028, 1, 0}, /* 2462 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 47, 256, 35, 36, 16, 1}, /* 2464 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 1306, 46, 930, 36, 12, 1}, /* 2465 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 24, 8, 22408, 1032, 16, 1}, /* 2466 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 1, 2, 525, 16, 274, 1, 0}, /* 2467 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 1, 0, 0, 1, 16, 16, 2394, 270, 16, 2}, /* 2469 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 14792, 3400, 608, 134, 1, 0}, /* 2470 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 1, 1, 16, 2, 18, 10, 221, 1, 0}, /* 2471 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 2, 396, 11, 680, 52, 1, 0}, /* 2472 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 1, 1, 1, 2232, 1360, 4920, 304, 1, 0}, /* 2473 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 1, 0, 1, 8, 2793, 15179, 46, 24, 1}, /* 2474 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 128, 236, 6882, 149, 33, 1}, /* 2475 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 10, 34288, 11, 13, 1, 0}, /* 2476 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8192, 72, 51, 11, 1, 0}, /* 2477 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 2912, 43192, 40, 1038, 1, 0}, /* 2478 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 4328, 1, 82, 279, 1, 0}, /* 2479 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 1280, 56, 400, 1020, 4, 1}, /* 2480 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 2, 144, 1112, 600, 1, 0}, /* 2481 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 49, 7454, 7677, 13, 9, 3}, /* 2483 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 11028, 192, 12, 25, 1, 0}, /* 2485 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 100352, 272, 16, 406, 1, 0}, /* 2486 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 864, 42, 3592, 120, 18, 2}, /* 2488 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 220, 96, 23600, 40, 66, 1}, /* 2489 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 4021, 72, 11, 35, 1, 0}, /* 2490 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 5, 136, 1208, 94, 33, 1}, /* 2492 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 1, 1, 616, 33816, 16, 1026, 1, 0}, /* 2494 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 0, 1, 64, 6291, 184, 34, 2, 1}, /* 2495 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 17, 10880, 112, 14, 1, 0}, /* 2496 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 6848, 875, 83, 17, 1, 0}, /* 2497 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 2, 48, 310, 31210, 216, 1, 0}, /* 2498 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 1, 1, 8, 24, 10472, 1040, 429, 1, 0}, /* 2499 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 149, 47248, 317, 0, 1, 0}, /* 2500 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 72, 656, 392, 1028, 1, 0}, /* 2501 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 80, 7208, 2120, 28, 4, 1}, /* 2502 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 16, 1776, 80, 40, 51, 1, 0}, /* 2503 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 8, 8655, 2076, 273, 1, 0}, /* 2506 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 1, 0, 1, 6, 1382, 27009, 46, 24, 1}, /* 2507 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 5, 10, 43171, 210, 132, 1}, /* 2508 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 31, 364, 112, 1028, 1, 0}, /* 2509 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 1, 0, 0, 0, 0, 1, 88, 264, 28, 215, 1, 0}, /* 2511 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 304, 5872, 146, 764, 1, 0}, /* 2513 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 48, 6552, 96, 1020, 1, 0}, /* 2514 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 50, 33, 58, 1032, 1, 0}, /* 2515 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 9881, 192, 56, 26, 1, 0}, /* 2516 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 74, 302, 479, 76, 1, 0}, /* 2517 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 0, 16, 677, 32, 1325, 68, 1, 0}, /* 2518 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 3744, 80, 19, 34, 1, 0}, /* 2519 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 23069, 1, 40, 279, 1, 0}, /* 2520 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 0, 1, 1400, 14, 496, 34, 8, 1}, /* 2521 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 64, 32, 28, 34, 16, 1}, /* 2523 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 1, 1, 3408, 7760, 458, 101, 1, 0}, /* 2524 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 384, 577, 7083, 15, 17, 2}, /* 2525 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 396, 1, 19440, 277, 16, 1}, /* 2526 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 7616, 130, 954, 117, 1, 0}, /* 2527 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 1, 0, 1, 3, 39, 224, 35, 51, 1, 0}, /* 2528 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 64, 1162, 24904, 116, 26, 2}, /* 2529 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 32, 114, 456, 1000, 5, 3}, /* 2530 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 2408, 9, 12489, 78, 5, 1}, /* 2532 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 8, 2, 592, 6313, 274, 1, 0}, /* 2535 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1531, 5152, 16232, 690, 1, 0}, /* 2536 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 12382, 40, 76, 268, 1, 0}, /* 2538 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 2208, 2370, 113, 0, 1, 0}, /* 2539 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 3106, 18351, 109, 2, 1, 0}, /* 2541 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 473, 64, 54755, 1020, 16, 1}, /* 2542 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 5042, 1, 3220, 277, 1, 0}, /* 2543 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 1, 0, 0, 16, 16, 14, 7494, 1028, 1, 0}, /* 2545 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 1, 8, 920, 332, 201, 5, 1}, /* 2547 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 1, 1, 16, 53, 686, 37, 1, 0}, /* 2548 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 41, 3832, 2296, 476, 1, 0}, /* 2549 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 5, 7750, 7648, 35, 8, 1}, /* 2550 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 43, 570, 10591, 89, 52, 1}, /* 2552 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 1, 8, 8, 950, 48, 1025, 1, 0}, /* 2553 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 10, 1687, 1492, 36, 16, 1}, /* 2554 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 136, 16, 3168, 932, 2, 1}, /* 2555 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 2, 8, 4912, 2248, 86, 1, 0}, /* 2556 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 678, 36, 2032, 46, 31, 1}, /* 2557 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6, 951, 1984, 175, 33, 1}, /* 2559 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 50, 4460, 788, 36, 7, 1}, /* 2560 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 84, 14552, 75, 13, 1, 0}, /* 2561 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 10, 1305, 10354, 11, 48, 2}, /* 2562 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8194, 1, 832, 277, 1, 0}, /* 2563 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 3035, 120, 288, 596, 1, 0}, /* 2565 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 2, 256, 15039, 108, 163, 1, 0}, /* 2566 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 4, 34, 1041, 34, 264, 2}, /* 2567 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 40, 9, 28218, 36, 132, 1}, /* 2569 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 1, 0, 0, 0, 1, 1, 8, 16, 8274, 217, 2, 3}, /* 2570 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 8, 56, 510, 274, 1, 0}, /* 2571 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 8, 208, 5169, 168, 10, 1, 0}, /* 2572 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 56, 2814, 40, 267, 1, 0}, /* 2574 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 1, 3, 48, 280, 544, 927, 1, 0}, /* 2575 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 10, 150, 4775, 74, 33, 1}, /* 2576 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 8, 12685, 10186, 191, 5, 1}, /* 2579 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 2, 2, 82, 28387, 273, 1, 0}, /* 2580 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 50, 4500, 23164, 190, 7, 1}, /* 2581 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 1, 1, 0, 1, 1, 3, 96, 495, 96, 33, 1}, /* 2582 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 23, 40968, 40, 1043, 1, 0}, /* 2584 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 2104, 1, 520, 279, 1, 0}, /* 2585 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 6146, 17, 40, 11, 1, 0}, /* 2586 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 896, 1200, 59, 35, 1, 0}, /* 2587 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 1, 7114, 800, 277, 1, 0}, /* 2589 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 1, 1, 1, 4153, 184, 7720, 1026, 1, 0}, /* 2591 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 0, 1, 0, 8, 8, 1520, 32, 483, 1, 0}, /* 2592 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 272, 56, 974, 1, 0}, /* 2593 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 584, 37440, 32, 188, 1, 0}, /* 2594 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 2392, 72, 648, 241, 1, 0}, /* 2595 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 16, 1, 355, 279, 1, 0}, /* 2596 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 1, 0, 0, 1, 2, 101, 2832, 300, 107, 1, 0}, /* 2598 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 1, 11, 178, 1680, 77, 26, 1}, /* 2602 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 32184, 1, 45, 279, 1, 0}, /* 2604 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 1, 0, 0, 1, 800, 184, 874, 175, 5, 1}, /* 2605 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 13708, 9010, 2058, 4, 1, 0}, /* 2606 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 264, 6363, 13, 1002, 1, 0}, /* 2607 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 5421, 1, 1128, 277, 1, 0}, /* 2608 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 512, 1, 1159, 279, 1, 0}, /* 2609 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 117, 2736, 160, 877, 1, 0}, /* 2611 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 98, 14938, 3488, 128, 1, 0}, /* 2612 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 1, 0, 2, 192, 32, 24, 50, 1, 0}, /* 2613 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 8, 24, 4020, 250, 16, 2}, /* 2614 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 624, 37361, 17, 13, 1, 0}, /* 2615 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 9720, 112, 26, 1010, 1, 0}, /* 2616 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 16, 18864, 597, 14, 1}, /* 2617 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 8, 51, 25, 12, 1, 0}, /* 2618 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 1, 0, 0, 1, 8, 863, 136, 273, 1, 0}, /* 2619 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 213, 22, 472, 250, 1, 0}, /* 2620 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 64, 24, 3655, 392, 69, 1, 0}, /* 2622 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 12, 40, 10, 274, 1, 0}, /* 2624 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 10, 17923, 34, 121, 1}, /* 2625 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 0, 8, 458, 167, 76, 25, 1, 0}, /* 2626 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 1, 2390, 16, 91, 1030, 1, 0}, /* 2627 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 106, 16, 1336, 929, 1, 0}, /* 2628 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 2, 8, 44, 40, 268, 1, 0}, /* 2629 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 1, 0, 1, 622, 836, 776, 16, 7, 2}, /* 2630 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 0, 1, 160, 64, 5139, 34, 44, 1}, /* 2631 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1263, 1, 384, 279, 1, 0}, /* 2632 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 3, 208, 40, 12, 51, 1, 0}, /* 2633 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 2, 29, 92, 13, 1, 0}, /* 2635 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 79, 17, 1272, 34, 16, 1}, /* 2637 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 3, 272, 33, 452, 1020, 1, 0}, /* 2638 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 136, 40705, 96, 1021, 1, 0}, /* 2639 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 6875, 2312, 128, 644, 1, 0}, /* 2641 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 48, 24, 62424, 1020, 33, 1}, /* 2643 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 342, 48, 968, 270, 8, 2}, /* 2644 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 1, 0, 0, 1, 8216, 5462, 3930, 132, 1, 0}, /* 2645 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 1, 176, 3239, 33820, 40, 10, 1}, /* 2646 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 1, 0, 2, 32, 157, 576, 50, 1, 0}, /* 2648 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 112, 9704, 136, 13, 1, 0}, /* 2649 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 8, 64, 174, 105, 132, 2}, /* 2650 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 6768, 250, 768, 127, 1, 0}, /* 2652 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 19200, 5304, 343, 21, 1, 0}, /* 2654 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 1, 136, 1081, 945, 89, 9, 1}, /* 2655 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 1, 1, 0, 1, 232, 9, 9167, 35, 66, 1}, /* 2656 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 64, 6914, 45, 9, 25, 1, 0}, /* 2657 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 2251, 5944, 3354, 7, 3, 3}, /* 2658 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 3, 3756, 64, 376, 588, 1, 0}, /* 2659 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 24, 6791, 3978, 37, 24, 1}, /* 2661 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6568, 1, 142, 277, 1, 0}, /* 2665 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 1, 23608, 4832, 277, 1, 0}, /* 2666 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 1098, 7762, 192, 127, 1, 0}, /* 2667 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 104, 16, 496, 63, 1, 0}, /* 2668 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 320, 14421, 864, 1010, 1, 0}, /* 2670 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 344, 1, 34048, 279, 6, 1}, /* 2671 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 4314, 26, 16, 257, 1, 0}, /* 2672 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 5872, 896, 144, 297, 1, 0}, /* 2673 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 3, 256, 549, 273, 1, 0}, /* 2674 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 6, 848, 22232, 259, 16, 1}, /* 2675 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 2, 8, 256, 1856, 946, 1, 0}, /* 2676 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 8, 384, 9246, 217, 22, 2}, /* 2677 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 7, 45728, 2372, 152, 2, 3}, /* 2678 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 3, 288, 1677, 112, 40, 1, 0}, /* 2679 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 20, 7423, 18, 12, 1, 0}, /* 2680 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 56, 24, 80, 930, 1, 0}, /* 2681 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4, 26168, 47, 13, 1, 0}, /* 2682 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3672, 1, 23659, 277, 9, 1}, /* 2683 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 1, 4280, 80, 9073, 28, 15, 1}, /* 2684 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 144, 1054, 1592, 58, 3, 3}, /* 2686 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 1, 1, 0, 1, 10, 3225, 416, 35, 4, 1}, /* 2688 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 16, 1, 165, 279, 1, 0}, /* 2689 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 3568, 504, 13357, 7, 9, 2}, /* 2690 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 6, 18, 46, 13, 1, 0}, /* 2691 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 1, 0, 0, 1, 1, 72, 1216, 24946, 1015, 26, 1}, /* 2692 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 3, 4224, 50, 5564, 36, 1, 0}, /* 2694 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 1, 1, 1, 392, 32, 432, 37, 6, 1}, /* 2695 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 1, 1, 1, 32, 2480, 781, 14, 7, 3}, /* 2700 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 56, 824, 4160, 422, 3, 1}, /* 2701 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 16, 24, 326, 23, 1020, 1, 0}, /* 2702 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 353, 192, 165, 35, 2, 1}, /* 2703 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 1, 0, 0, 1, 1, 8, 180, 280, 223, 1, 0}, /* 2704 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1638, 29, 2752, 13, 15, 2}, /* 2705 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 2, 8496, 725, 6165, 1012, 1, 0}, /* 2706 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 104, 1, 1200, 272, 16, 1}, /* 2707 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 291, 16, 1416, 35, 20, 1}, /* 2708 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 0, 0, 1, 0, 1, 3872, 1244, 72, 126, 1, 0}, /* 2709 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 5, 14, 159, 36, 99, 1}, /* 2710 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 168, 24, 2112, 79, 16, 1}, /* 2713 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 32, 1, 1088, 923, 1, 0}, /* 2715 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 9, 35, 3722, 178, 132, 1}, /* 2716 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 18, 20, 9656, 250, 49, 2}, /* 2717 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 1131, 16, 26, 1032, 1, 0}, /* 2718 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1125, 17811, 178, 2, 1, 0}, /* 2719 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 37, 53, 39301, 56, 16, 2}, /* 2720 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 6, 16680, 24, 273, 1, 0}, /* 2721 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 184, 1, 4706, 279, 1, 0}, /* 2722 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 16104, 1536, 352, 758, 1, 0}, /* 2723 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 8, 6473, 12, 280, 1, 0}, /* 2726 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 32, 1354, 56, 35, 1, 0}, /* 2727 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 7, 808, 23, 65, 1, 0}, /* 2728 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 1, 1, 1, 9, 64080, 2016, 70, 1, 0}, /* 2730 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 4, 232, 22, 220, 1, 0}, /* 2731 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 1, 154, 615, 4880, 41, 26, 1}, /* 2732 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 2, 3507, 13896, 610, 1008, 1, 0}, /* 2733 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 752, 18, 40, 1000, 5, 3}, /* 2734 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 456, 1, 19424, 951, 12, 1}, /* 2736 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 8, 704, 13, 5610, 1006, 1, 0}, /* 2737 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 128, 27824, 36, 2, 1, 0}, /* 2738 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 64, 4896, 42, 233, 1, 0}, /* 2740 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 284, 232, 40, 1020, 1, 0}, /* 2741 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 246, 239, 2610, 13, 8, 2}, /* 2742 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 1, 1, 7525, 2979, 10800, 184, 2, 3}, /* 2743 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 0, 1, 2, 11088, 25, 273, 1, 0}, /* 2744 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 631, 49, 22, 36, 16, 1}, /* 2745 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 1025, 3968, 19858, 1015, 16, 1}, /* 2746 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1788, 24, 29, 36, 9, 1}, /* 2747 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 27, 282, 40, 1000, 5, 3}, /* 2748 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 2, 72, 2094, 4466, 1037, 1, 0}, /* 2751 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 512, 16, 6754, 74, 16, 1}, /* 2752 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 0, 64, 234, 27, 18, 1011, 1, 0}, /* 2753 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 784, 35264, 573, 7, 1, 0}, /* 2754 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 167, 26, 4154, 202, 44, 1}, /* 2755 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 6433, 15, 40, 54, 1, 0}, /* 2757 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 24, 2336, 4635, 34, 14, 1}, /* 2758 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 48, 40, 9528, 94, 132, 1}, /* 2760 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 7048, 28, 98, 1006, 1, 0}, /* 2761 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 1954, 26335, 434, 2, 1, 0}, /* 2762 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 9, 1648, 97, 12, 1, 0}, /* 2763 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 0, 0, 3, 2976, 306, 202, 102, 1, 0}, /* 2764 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 768, 48, 24, 94, 11, 1}, /* 2765 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 1, 0, 1, 8, 48, 18, 211, 1, 0}, /* 2766 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 87, 15573, 7858, 2, 4, 2}, /* 2768 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 12304, 10122, 16, 162, 1, 0}, /* 2770 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 175, 208, 3391, 30, 33, 1}, /* 2771 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 48, 96, 2712, 595, 2, 1}, /* 2773 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 12, 6128, 23, 273, 1, 0}, /* 2774 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 3, 1184, 832, 274, 1, 0}, /* 2775 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 4200, 435, 8448, 31, 2, 1}, /* 2778 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 255, 9, 76, 63, 1, 0}, /* 2779 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 6209, 2408, 224, 2, 1, 0}, /* 2780 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 8, 1, 58, 279, 1, 0}, /* 2781 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3772, 1, 24, 279, 1, 0}, /* 2783 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 6648, 46, 160, 198, 1, 0}, /* 2784 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 1, 1, 0, 1, 1, 128, 88, 88, 601, 1, 0}, /* 2785 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 7776, 48, 1476, 1051, 1, 0}, /* 2786 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 512, 440, 1626, 121, 4, 2}, /* 2787 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 1, 1, 6, 1100, 58124, 244, 16, 2}, /* 2791 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 3, 29, 1077, 1128, 76, 1, 0}, /* 2792 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 228, 19096, 144, 14, 1, 0}, /* 2793 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 1, 0, 1, 7, 29, 126, 12, 1, 0}, /* 2795 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 1, 2, 16, 13072, 210, 132, 1}, /* 2796 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 761, 88, 273, 1, 0}, /* 2797 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 345, 57, 27505, 93, 44, 1}, /* 2798 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 35, 553, 36, 94, 4, 1}, /* 2804 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 56, 136, 2348, 81, 26, 1}, /* 2805 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 20, 161, 50336, 13, 22, 3}, /* 2806 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 1, 8, 2000, 168, 273, 1, 0}, /* 2807 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 3354, 1, 568, 279, 1, 0}, /* 2808 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 56, 122, 479, 13, 7, 2}, /* 2809 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 4280, 22, 88, 257, 1, 0}, /* 2810 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 1, 1, 3026, 472, 651, 5, 2, 3}, /* 2812 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 152, 14, 31, 36, 16, 1}, /* 2813 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 0, 1, 1, 3, 3728, 336, 746, 129, 1, 0}, /* 2814 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 1, 0, 0, 0, 1, 1, 8, 420, 4008, 250, 49, 2}, /* 2815 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 1, 0, 1, 9, 4937, 2600, 35, 4, 1}, /* 2816 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 8, 502, 2455, 271, 16, 1}, /* 2817 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 16, 56, 16, 3120, 854, 1, 0}, /* 2818 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 0, 8, 146, 171, 24, 49, 1, 0}, /* 2821 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 64, 8, 4536, 24, 273, 1, 0}, /* 2822 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 1, 0, 0, 16, 8, 64, 2101, 273, 1, 0}, /* 2823 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 8184, 86, 6816, 104, 4, 2}, /* 2824 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 1264, 874, 7136, 104, 3, 2}, /* 2825 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1437, 1647, 1199, 0, 3, 3}, /* 2826 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 56, 37560, 40, 889, 1, 0}, /* 2831 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 12011, 1200, 7416, 1018, 1, 0}, /* 2832 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 216, 488, 5312, 58, 4, 3}, /* 2833 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 8, 384, 1520, 199, 16, 1}, /* 2835 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 0, 0, 0, 1, 1, 1, 27, 516, 15740, 77, 31, 1}, /* 2836 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 8, 56, 11, 1280, 1006, 1, 0}, /* 2837 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 24, 520, 616, 943, 1, 0}, /* 2838 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 20254, 1, 112, 225, 1, 0}, /* 2839 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 4, 32, 4240, 199, 24, 1}, /* 2840 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 2, 23, 32, 1091, 1006, 1, 0}, /* 2842 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 264, 5534, 53, 1007, 1, 0}, /* 2846 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 566, 1719, 12376, 2, 11, 2}, /* 2847 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 2242, 11216, 40, 2, 1, 0}, /* 2849 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 29, 508, 2939, 85, 33, 1}, /* 2850 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 776, 920, 1290, 109, 4, 2}, /* 2851 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 12503, 9794, 1360, 2, 1, 0}, /* 2852 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 64, 35744, 72, 407, 1, 0}, /* 2853 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 272, 1, 201, 279, 1, 0}, /* 2854 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 455, 32, 407, 36, 6, 1}, /* 2855 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 7, 131, 3296, 75, 16, 1}, /* 2856 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 444, 16, 1960, 203, 16, 1}, /* 2857 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 7912, 1, 4829, 277, 1, 0}, /* 2858 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 1016, 126, 49480, 103, 33, 2}, /* 2859 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 1, 0, 0, 0, 8, 16, 1152, 5348, 273, 1, 0}, /* 2860 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 11, 29, 976, 11, 264, 2}, /* 2861 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 1, 0, 0, 1, 22, 11824, 56, 844, 1, 0}, /* 2862 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 8, 72, 72, 531, 1, 0}, /* 2863 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 16, 2752, 32, 954, 1, 0}, /* 2864 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 16, 92, 2689, 40, 1024, 1, 0}, /* 2865 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 28664, 1, 340, 279, 1, 0}, /* 2866 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 9, 28816, 4565, 273, 1, 0}, /* 2867 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 2, 128, 1980, 592, 211, 1, 0}, /* 2868 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 8, 13260, 122, 223, 1, 0}, /* 2870 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 8, 4874, 17872, 11, 25, 3}, /* 2871 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 96, 40, 51531, 34, 132, 1}, /* 2872 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 3, 360, 3168, 542, 2, 1}, /* 2873 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 8, 399, 9072, 472, 16, 1, 0}, /* 2874 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 139, 9946, 10, 233, 1, 0}, /* 2876 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 1, 1, 6, 72, 37600, 232, 64, 2}, /* 2877 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 442, 393, 30, 11, 1, 0}, /* 2878 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 1768, 16, 24, 1020, 1, 0}, /* 2879 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 8, 1967, 14816, 83, 16, 1}, /* 2881 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 9104, 40, 690, 119, 1, 0}, /* 2883 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 1, 1, 13, 240, 6657, 36, 58, 1}, /* 2884 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 4, 18, 48, 273, 1, 0}, /* 2885 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 416, 1, 53, 279, 1, 0}, /* 2886 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 16, 38, 24200, 243, 64, 2}, /* 2887 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 1048, 40, 72, 1006, 1, 0}, /* 2888 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 1256, 16, 274, 1, 0}, /* 2889 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 577, 1, 17186, 277, 16, 1}, /* 2890 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 1145, 344, 17, 65, 1, 0}, /* 2891 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 8, 144, 82, 24, 233, 1, 0}, /* 2892 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 3, 78, 295, 51, 49, 1, 0}, /* 2893 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 184, 17272, 278, 25, 1, 0}, /* 2894 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 1, 1, 0, 0, 2, 13, 24, 808, 248, 1, 0}, /* 2895 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 1, 0, 1, 1, 1, 19, 16, 253, 37, 16, 1}, /* 2896 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 3360, 8306, 32, 2, 1, 0}, /* 2897 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 48, 648, 53898, 118, 44, 2}, /* 2898 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 467, 273, 88, 11, 1, 0}, /* 2899 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 14637, 196, 4040, 114, 1, 0}, /* 2900 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 65, 23, 15, 11, 1, 0}, /* 2902 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 362, 120, 16, 1034, 1, 0}, /* 2903 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 4328, 30, 84, 65, 1, 0}, /* 2905 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 34, 16671, 3973, 190, 2, 1}, /* 2906 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 0, 1, 37, 28393, 49, 24, 1, 0}, /* 2907 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 1, 0, 0, 1, 24, 4744, 152, 63, 1, 0}, /* 2909 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 0, 1, 3, 6252, 352, 2832, 17, 1, 0}, /* 2910 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 48, 1, 4058, 272, 31, 1}, /* 2911 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 8, 32, 3131, 144, 63, 1, 0}, /* 2912 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 0, 1, 1, 88, 9, 276, 1, 0}, /* 2913 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 8, 49, 1654, 96, 36, 1}, /* 2914 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 78, 425, 2480, 180, 16, 1}, /* 2915 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 1, 1, 12, 204, 7304, 231, 16, 2}, /* 2917 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1488, 16, 56, 971, 1, 0}, /* 2918 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 1024, 1226, 56, 235, 1, 0}, /* 2919 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 1, 8, 295, 2520, 86, 39, 1}, /* 2920 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 2, 10, 1636, 11472, 59, 1, 0}, /* 2921 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 1, 1, 73, 48, 120, 66, 1, 0}, /* 2922 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 726, 1, 1120, 279, 1, 0}, /* 2923 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 1, 1, 53, 3864, 121, 1020, 1, 0}, /* 2924 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 1, 989, 56080, 78, 1024, 1, 0}, /* 2925 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 1, 0, 0, 2, 40, 1812, 72, 1006, 1, 0}, /* 2926 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 59, 1, 36925, 272, 32, 1}, /* 2927 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 26, 74, 33, 65, 1, 0}, /* 2928 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 1, 945, 1672, 279, 1, 0}, /* 2929 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 1, 1, 1, 1408, 9816, 120, 733, 1, 0}, /* 2930 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 1, 0, 1, 1648, 224, 57942, 113, 10, 3}, /* 2931 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 8, 1624, 264, 537, 1, 0}, /* 2932 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 1, 0, 2, 593, 52, 9144, 50, 1, 0}, /* 2933 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 8, 1282, 28006, 217, 6, 2}, /* 2935 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 1, 0, 0, 1, 38, 26, 9, 34, 16, 1}, /* 2936 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 3, 10, 2108, 8534, 147, 1, 0}, /* 2937 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 16, 4, 52, 384, 1020, 1, 0}, /* 2938 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 8, 82, 34, 8160, 264, 1, 0}, /* 2939 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 152, 1, 338, 279, 1, 0}, /* 2940 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 16, 341, 225, 32, 11, 1, 0}, /* 2941 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 1, 75, 31, 1239, 36, 18, 1}, /* 2942 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 4, 0, 1, 1, 1, 0, 2, 8, 22446, 1207, 160, 1, 0}, /* 2943 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 40, 64, 257, 11, 1, 0}, /* 2944 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 41, 5400, 5336, 186, 12, 1}, /* 2945 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 3, 152, 163, 2268, 51, 1, 0}, /* 2947 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 3, 305, 1968, 53, 1, 0}, /* 2948 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1262, 40, 736, 820, 1, 0}, /* 2949 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 1258, 21664, 16, 98, 1, 0}, /* 2950 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 1, 0, 0, 2, 3012, 134, 16, 1001, 1, 0}, /* 2951 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 69, 1, 3432, 272, 16, 1}, /* 2952 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 3, 8, 138, 168, 1032, 1, 0}, /* 2953 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 0, 1, 2, 169, 29, 12, 1, 0}, /* 2954 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 2416, 217, 42149, 17, 20, 2}, /* 2955 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 11, 24520, 106, 273, 1, 0}, /* 2956 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 2040, 24, 16, 229, 1, 0}, /* 2958 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 1, 3, 320, 64, 599, 1, 0}, /* 2960 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 1, 2, 16, 5292, 265, 1, 0}, /* 2961 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 489, 874, 1040, 177, 2, 3}, /* 2962 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 1, 0, 0, 1, 8, 312, 48, 268, 65, 1, 0}, /* 2963 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 4245, 4408, 16, 1010, 1, 0}, /* 2964 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 96, 62, 4465, 204, 49, 1}, /* 2965 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 3, 360, 26128, 181, 44, 1}, /* 2966 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 528, 234, 11048, 114, 26, 2}, /* 2967 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 1, 0, 0, 0, 1, 12402, 5528, 11, 1010, 1, 0}, /* 2968 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 16, 1, 3376, 272, 32, 1}, /* 2969 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 216, 1668, 16, 241, 1, 0}, /* 2970 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 1, 1, 1, 8, 8, 1040, 16, 52, 1, 0}, /* 2972 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 0, 0, 0, 1, 8, 41416, 152, 800, 1, 0}, /* 2973 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 6, 5096, 14, 252, 1, 0}, /* 2974 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 1, 0, 1, 1, 8, 96, 704, 934, 1, 0}, /* 2976 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 1, 1, 0, 1, 144, 32, 320, 414, 1, 0}, /* 2977 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 1, 0, 1, 62, 232, 63, 227, 1, 0}, /* 2978 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 7696, 32, 10, 253, 1, 0}, /* 2979 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 2, 247, 30464, 34, 88, 2}, /* 2981 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 520, 16162, 5626, 114, 2, 3}, /* 2982 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 92, 1, 12, 279, 1, 0}, /* 2983 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 16, 5332, 10, 220, 1, 0}, /* 2985 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 64, 143, 1449, 75, 14, 1, 0}, /* 2986 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 2, 6048, 304, 9, 13, 1, 0}, /* 2989 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 10837, 535, 16, 13, 1, 0}, /* 2991 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 345, 32, 23, 34, 16, 1}, /* 2993 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 96, 248, 552, 941, 1, 0}, /* 2994 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 5584, 16, 256, 696, 1, 0}, /* 2996 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 1, 2, 264, 132, 2829, 1020, 1, 0}, /* 2997 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 14, 1, 256, 279, 1, 0}, /* 2998 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 8, 0, 0, 0, 0, 0, 2, 5920, 16, 12, 219, 1, 0}, /* 3001 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 8, 2257, 32, 13, 1, 0}, /* 3002 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 654, 1, 1024, 279, 1, 0}, /* 3003 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 656, 1, 466, 279, 1, 0}, /* 3004 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 8, 19, 530, 273, 1, 0}, /* 3005 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 672, 54888, 11, 17, 1, 0}, /* 3006 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 1056, 57752, 144, 138, 1, 0}, /* 3007 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 0, 1, 464, 34, 16968, 94, 16, 3}, /* 3008 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 1, 1, 1, 213, 1056, 19272, 172, 14, 1}, /* 3009 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 51, 584, 11, 36, 16, 1}, /* 3010 */
    {MMAEMU_FP16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 1, 3, 1784, 432, 25030, 44, 1, 0}, /* 3011 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 3, 5080, 288, 274, 1, 0}, /* 3013 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 1, 8, 8, 46, 7392, 218, 1, 0}, /* 3015 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 114, 1, 53, 279, 1, 0}, /* 3016 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 1, 16, 40, 608, 1032, 1, 0}, /* 3018 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 8, 2, 4696, 360, 724, 1, 0}, /* 3019 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 0, 1, 1, 0, 0, 16, 1040, 3928, 258, 163, 1, 0}, /* 3020 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 144, 1, 592, 279, 1, 0}, /* 3022 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 112, 266, 344, 11, 3, 2}, /* 3023 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 114, 11112, 8106, 141, 3, 2}, /* 3024 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8, 454, 48, 273, 1, 0}, /* 3026 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 15496, 25, 16, 65, 1, 0}, /* 3029 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 0, 0, 1, 16, 216, 424, 152, 132, 1}, /* 3030 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 1, 64, 16, 24, 5600, 274, 1, 0}, /* 3031 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1456, 9568, 5563, 7, 2, 3}, /* 3032 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 2901, 3301, 48, 13, 1, 0}, /* 3034 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 16, 104, 30, 67, 1011, 1, 0}, /* 3035 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 157, 376, 6307, 30, 44, 1}, /* 3036 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 146, 1656, 85, 238, 1, 0}, /* 3037 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 1, 1, 3, 12, 50096, 1032, 32, 1}, /* 3038 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 2, 8, 45046, 12, 220, 1, 0}, /* 3041 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 5024, 18, 2002, 34, 5, 1}, /* 3043 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 74, 24, 8199, 36, 66, 1}, /* 3044 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 72, 26, 1288, 85, 20, 1}, /* 3045 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 1, 0, 1, 8, 56, 10875, 216, 64, 2}, /* 3046 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 3, 760, 16850, 74, 8, 1, 0}, /* 3047 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 488, 16, 4017, 76, 16, 1}, /* 3050 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 49, 6442, 30, 235, 1, 0}, /* 3052 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 45, 43199, 706, 26, 1, 0}, /* 3054 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 82, 1064, 56, 13, 1, 0}, /* 3055 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 1, 1, 1, 2, 64, 49999, 14, 158, 2}, /* 3056 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 8, 1264, 1298, 11, 11, 3}, /* 3057 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 16, 88, 66, 2130, 248, 1, 0}, /* 3058 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 1, 1, 1, 1, 10912, 656, 222, 101, 1, 0}, /* 3059 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 144, 9602, 10, 262, 1, 0}, /* 3060 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 8, 0, 0, 0, 1, 0, 1, 8, 270, 39438, 86, 132, 1}, /* 3061 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 16, 3229, 977, 34, 7, 1}, /* 3062 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 16, 577, 274, 1, 0}, /* 3063 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 24, 136, 14, 34, 4, 1}, /* 3064 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 8, 86, 576, 1028, 1, 0}, /* 3065 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 112, 13385, 51, 13, 1, 0}, /* 3066 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 1, 1, 0, 0, 1, 24, 21064, 1072, 474, 1, 0}, /* 3067 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 5, 1483, 184, 274, 1, 0}, /* 3068 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 8, 1, 0, 0, 1, 0, 1, 12, 59448, 680, 143, 1, 0}, /* 3069 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 64, 1, 6282, 11, 279, 1, 0}, /* 3070 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 2, 0, 0, 0, 0, 0, 1, 8, 4039, 11176, 34, 8, 1}, /* 3071 */
    {MMAEMU_BF16, MMAEMU_EPI_NONE, 8, 0, 0, 0, 0, 0, 1, 9, 20976, 689, 273, 1, 0}, /* 3072 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 16, 16, 1386, 61, 1, 0}, /* 3075 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 93, 522, 440, 229, 1, 0}, /* 3076 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 24, 16, 1653, 851, 1, 0}, /* 3078 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 8, 144, 3858, 423, 3, 1}, /* 3079 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 800, 512, 492, 35, 5, 1}, /* 3080 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 0, 1, 274, 2253, 24, 11, 1, 0}, /* 3081 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 1003, 3099, 6448, 5, 6, 3}, /* 3082 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 8, 1, 0, 0, 0, 1, 1, 1478, 88, 5670, 180, 5, 3}, /* 3084 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 61, 16, 5472, 931, 4, 1}, /* 3085 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 8, 96, 29464, 250, 49, 2}, /* 3086 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 8, 96, 50, 273, 1, 0}, /* 3087 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 64, 8, 63, 20248, 56, 1, 0}, /* 3088 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 1, 0, 0, 0, 2, 8, 9352, 242, 229, 1, 0}, /* 3089 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 2, 892, 21522, 88, 17, 1, 0}, /* 3090 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 619, 95, 24, 34, 13, 1}, /* 3091 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 16, 8, 7074, 36, 396, 1}, /* 3093 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 123, 437, 376, 13, 5, 2}, /* 3094 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 1, 0, 1, 32, 1560, 10, 249, 1, 0}, /* 3095 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 1, 1, 1, 9894, 216, 18, 254, 1, 0}, /* 3097 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 1, 8, 3292, 274, 231, 1, 0}, /* 3098 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 128, 62, 1576, 226, 16, 2}, /* 3100 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 1, 1, 1, 13922, 16, 279, 1, 0}, /* 3101 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 3306, 2135, 2176, 1005, 1, 0}, /* 3103 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 1, 8, 8916, 184, 274, 1, 0}, /* 3105 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 176, 24, 16, 928, 1, 0}, /* 3106 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 1, 1, 1, 1, 16, 32, 16, 88, 969, 1, 0}, /* 3108 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 8, 88, 155, 58, 1, 0}, /* 3111 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 1, 0, 0, 1, 1, 5000, 3400, 4690, 2, 5, 3}, /* 3112 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 1, 0, 0, 0, 1, 1, 2312, 75, 38496, 2, 13, 3}, /* 3113 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 1, 0, 0, 0, 0, 1, 8, 857, 1484, 94, 12, 1}, /* 3114 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 1, 6, 29992, 94, 246, 1, 0}, /* 3115 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 6, 1634, 24104, 152, 36, 1}, /* 3116 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 1, 0, 0, 0, 1, 1, 336, 6199, 1552, 17, 5, 3}, /* 3117 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 1, 0, 0, 0, 1, 1, 21, 56, 9232, 1020, 9, 1}, /* 3118 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 34, 2248, 272, 850, 1, 0}, /* 3119 */
    {MMAEMU_TF32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 1, 800, 2388, 9024, 1044, 1, 0}, /* 3120 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2048, 2304, 768, 713, 1, 0}, /* 100000 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 48, 512, 512, 64, 744, 1, 0}, /* 100001 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 48, 512, 64, 512, 810, 1, 0}, /* 100002 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2048, 768, 768, 979, 1, 0}, /* 100003 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2048, 3072, 768, 704, 1, 0}, /* 100004 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2048, 768, 3072, 979, 1, 0}, /* 100005 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 2048, 50257, 768, 2, 1, 0}, /* 100006 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 2048, 4, 1, 0}, /* 100007 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 2048, 768, 50257, 7, 11, 3}, /* 100008 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 3072, 768, 703, 1, 0}, /* 100009 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 2048, 730, 1, 0}, /* 100010 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 3072, 983, 1, 0}, /* 100011 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 2048, 730, 1, 0}, /* 100012 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 768, 983, 1, 0}, /* 100013 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 2048, 998, 1, 0}, /* 100014 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 48, 512, 64, 512, 811, 1, 0}, /* 100015 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 48, 64, 512, 512, 669, 1, 0}, /* 100016 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 2304, 983, 1, 0}, /* 100017 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 2048, 617, 1, 0}, /* 100018 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1024, 2304, 768, 732, 1, 0}, /* 100019 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 1024, 64, 1024, 959, 1, 0}, /* 100020 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1024, 768, 768, 995, 1, 0}, /* 100021 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1024, 3072, 768, 704, 1, 0}, /* 100022 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1024, 768, 3072, 995, 1, 0}, /* 100023 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1024, 50257, 768, 2, 1, 0}, /* 100024 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 1024, 4, 1, 0}, /* 100025 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1024, 768, 50257, 7, 22, 3}, /* 100026 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 3072, 768, 703, 1, 0}, /* 100027 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 1024, 730, 1, 0}, /* 100028 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 3072, 988, 1, 0}, /* 100029 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 1024, 730, 1, 0}, /* 100030 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 768, 988, 1, 0}, /* 100031 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 1024, 998, 1, 0}, /* 100032 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 2304, 988, 1, 0}, /* 100033 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 1024, 617, 1, 0}, /* 100034 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 64, 2304, 768, 870, 1, 0}, /* 100035 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 64, 64, 64, 928, 1, 0}, /* 100036 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 64, 768, 768, 942, 1, 0}, /* 100037 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 64, 3072, 768, 870, 1, 0}, /* 100038 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 64, 768, 3072, 872, 2, 1}, /* 100039 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 64, 50257, 768, 13, 1, 0}, /* 100040 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1, 2304, 768, 948, 1, 0}, /* 100041 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 1, 65, 64, 279, 1, 0}, /* 100042 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 12, 1, 64, 65, 278, 1, 0}, /* 100043 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1, 768, 768, 948, 1, 0}, /* 100044 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1, 3072, 768, 948, 1, 0}, /* 100045 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1, 768, 3072, 952, 2, 1}, /* 100046 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1, 50257, 768, 277, 1, 0}, /* 100047 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 12, 1, 66, 64, 279, 1, 0}, /* 100048 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 12, 1, 64, 66, 278, 1, 0}, /* 100049 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 1, 67, 64, 279, 1, 0}, /* 100050 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 12, 1, 64, 67, 278, 1, 0}, /* 100051 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 256, 2304, 768, 999, 1, 0}, /* 100052 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 48, 64, 64, 64, 855, 1, 0}, /* 100053 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 48, 64, 64, 64, 853, 1, 0}, /* 100054 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 256, 768, 768, 878, 1, 0}, /* 100055 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 256, 3072, 768, 995, 1, 0}, /* 100056 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 256, 768, 3072, 878, 1, 0}, /* 100057 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 256, 50257, 768, 2, 1, 0}, /* 100058 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 4, 2304, 768, 948, 1, 0}, /* 100059 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 48, 1, 65, 64, 279, 1, 0}, /* 100060 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 1, 64, 65, 278, 1, 0}, /* 100061 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 4, 768, 768, 948, 1, 0}, /* 100062 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 4, 3072, 768, 948, 1, 0}, /* 100063 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 4, 768, 3072, 952, 2, 1}, /* 100064 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4, 50257, 768, 274, 1, 0}, /* 100065 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 48, 1, 66, 64, 279, 1, 0}, /* 100066 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 48, 1, 64, 66, 278, 1, 0}, /* 100067 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 48, 1, 67, 64, 279, 1, 0}, /* 100068 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 48, 1, 64, 67, 278, 1, 0}, /* 100069 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 512, 2304, 768, 691, 1, 0}, /* 100070 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 96, 64, 64, 64, 855, 1, 0}, /* 100071 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 96, 64, 64, 64, 853, 1, 0}, /* 100072 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 512, 768, 768, 885, 1, 0}, /* 100073 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 512, 3072, 768, 979, 1, 0}, /* 100074 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 512, 768, 3072, 885, 1, 0}, /* 100075 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 512, 50257, 768, 2, 1, 0}, /* 100076 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 8, 2304, 768, 948, 1, 0}, /* 100077 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 96, 1, 65, 64, 279, 1, 0}, /* 100078 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 1, 64, 65, 278, 1, 0}, /* 100079 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 8, 768, 768, 948, 1, 0}, /* 100080 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 8, 3072, 768, 948, 1, 0}, /* 100081 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 8, 768, 3072, 952, 2, 1}, /* 100082 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 50257, 768, 13, 1, 0}, /* 100083 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 96, 1, 66, 64, 279, 1, 0}, /* 100084 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 96, 1, 64, 66, 278, 1, 0}, /* 100085 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 96, 1, 67, 64, 279, 1, 0}, /* 100086 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 1, 64, 67, 278, 1, 0}, /* 100087 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2048, 2304, 768, 363, 1, 0}, /* 100088 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 48, 512, 512, 64, 316, 1, 0}, /* 100089 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 48, 512, 64, 512, 445, 1, 0}, /* 100090 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2048, 768, 768, 566, 1, 0}, /* 100091 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2048, 3072, 768, 355, 1, 0}, /* 100092 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2048, 768, 3072, 566, 1, 0}, /* 100093 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 2048, 50257, 768, 17, 2, 3}, /* 100094 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 2048, 19, 1, 0}, /* 100095 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 2048, 768, 50257, 21, 11, 3}, /* 100096 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 3072, 768, 354, 1, 0}, /* 100097 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 2048, 375, 1, 0}, /* 100098 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 3072, 571, 1, 0}, /* 100099 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 2048, 375, 1, 0}, /* 100100 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 768, 571, 1, 0}, /* 100101 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 2048, 551, 1, 0}, /* 100102 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 48, 512, 64, 512, 446, 1, 0}, /* 100103 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 48, 64, 512, 512, 327, 1, 0}, /* 100104 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 2304, 571, 1, 0}, /* 100105 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 2048, 294, 1, 0}, /* 100106 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1024, 2304, 768, 377, 1, 0}, /* 100107 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 12, 1024, 64, 1024, 445, 1, 0}, /* 100108 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1024, 768, 768, 581, 1, 0}, /* 100109 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1024, 3072, 768, 355, 1, 0}, /* 100110 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1024, 768, 3072, 581, 1, 0}, /* 100111 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 1024, 50257, 768, 17, 1, 0}, /* 100112 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 1024, 22, 1, 0}, /* 100113 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 1024, 768, 50257, 21, 11, 2}, /* 100114 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 3072, 768, 354, 1, 0}, /* 100115 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 1024, 375, 1, 0}, /* 100116 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 3072, 574, 1, 0}, /* 100117 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 1024, 375, 1, 0}, /* 100118 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 768, 574, 1, 0}, /* 100119 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 1024, 551, 1, 0}, /* 100120 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 2304, 574, 1, 0}, /* 100121 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 1024, 378, 1, 0}, /* 100122 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 64, 2304, 768, 492, 1, 0}, /* 100123 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 12, 64, 64, 64, 528, 1, 0}, /* 100124 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 64, 768, 768, 536, 1, 0}, /* 100125 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 64, 3072, 768, 492, 1, 0}, /* 100126 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 64, 768, 3072, 494, 2, 1}, /* 100127 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 64, 50257, 768, 17, 2, 3}, /* 100128 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1, 2304, 768, 539, 1, 0}, /* 100129 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 12, 1, 65, 64, 279, 1, 0}, /* 100130 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 12, 1, 64, 65, 278, 1, 0}, /* 100131 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1, 768, 768, 539, 1, 0}, /* 100132 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1, 3072, 768, 539, 1, 0}, /* 100133 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1, 768, 3072, 543, 2, 1}, /* 100134 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 1, 50257, 768, 277, 1, 0}, /* 100135 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 12, 1, 66, 64, 279, 1, 0}, /* 100136 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 12, 1, 64, 66, 278, 1, 0}, /* 100137 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 12, 1, 67, 64, 279, 1, 0}, /* 100138 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 12, 1, 64, 67, 278, 1, 0}, /* 100139 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 256, 2304, 768, 583, 1, 0}, /* 100140 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 48, 64, 64, 64, 418, 1, 0}, /* 100141 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 48, 64, 64, 64, 477, 1, 0}, /* 100142 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 256, 768, 768, 497, 1, 0}, /* 100143 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 256, 3072, 768, 581, 1, 0}, /* 100144 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 256, 768, 3072, 497, 1, 0}, /* 100145 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 256, 50257, 768, 17, 1, 0}, /* 100146 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 4, 2304, 768, 539, 1, 0}, /* 100147 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 48, 1, 65, 64, 279, 1, 0}, /* 100148 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 48, 1, 64, 65, 278, 1, 0}, /* 100149 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 4, 768, 768, 539, 1, 0}, /* 100150 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 4, 3072, 768, 539, 1, 0}, /* 100151 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 4, 768, 3072, 543, 2, 1}, /* 100152 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 4, 50257, 768, 58, 1, 0}, /* 100153 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 48, 1, 66, 64, 279, 1, 0}, /* 100154 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 48, 1, 64, 66, 278, 1, 0}, /* 100155 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 48, 1, 67, 64, 279, 1, 0}, /* 100156 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 48, 1, 64, 67, 278, 1, 0}, /* 100157 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 512, 2304, 768, 344, 1, 0}, /* 100158 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 96, 64, 64, 64, 418, 1, 0}, /* 100159 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 96, 64, 64, 64, 477, 1, 0}, /* 100160 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 512, 768, 768, 502, 1, 0}, /* 100161 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 512, 3072, 768, 566, 1, 0}, /* 100162 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 512, 768, 3072, 502, 1, 0}, /* 100163 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 512, 50257, 768, 17, 1, 0}, /* 100164 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 8, 2304, 768, 539, 1, 0}, /* 100165 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 96, 1, 65, 64, 279, 1, 0}, /* 100166 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 96, 1, 64, 65, 279, 1, 0}, /* 100167 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 8, 768, 768, 539, 1, 0}, /* 100168 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 8, 3072, 768, 539, 1, 0}, /* 100169 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 8, 768, 3072, 543, 2, 1}, /* 100170 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 8, 50257, 768, 58, 1, 0}, /* 100171 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 96, 1, 66, 64, 279, 1, 0}, /* 100172 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 96, 1, 64, 66, 279, 1, 0}, /* 100173 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 96, 1, 67, 64, 279, 1, 0}, /* 100174 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 96, 1, 64, 67, 279, 1, 0}, /* 100175 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 512, 1, 85, 1, 0}, /* 100176 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 4096, 4096, 744, 1, 0}, /* 100177 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 1024, 4096, 612, 1, 0}, /* 100178 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 11008, 4096, 716, 1, 0}, /* 100179 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 4096, 11008, 744, 1, 0}, /* 100180 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 32000, 4096, 716, 1, 0}, /* 100181 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 2048, 772, 1, 0}, /* 100182 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 32000, 742, 1, 0}, /* 100183 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 2048, 743, 1, 0}, /* 100184 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 11008, 4096, 711, 1, 0}, /* 100185 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 2048, 743, 1, 0}, /* 100186 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 11008, 742, 1, 0}, /* 100187 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 2048, 743, 1, 0}, /* 100188 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 4096, 742, 1, 0}, /* 100189 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 2048, 743, 1, 0}, /* 100190 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 1024, 742, 1, 0}, /* 100191 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 1024, 1, 85, 1, 0}, /* 100192 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 4096, 4096, 744, 1, 0}, /* 100193 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 1024, 4096, 662, 1, 0}, /* 100194 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 11008, 4096, 692, 1, 0}, /* 100195 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 4096, 11008, 744, 1, 0}, /* 100196 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 32000, 4096, 744, 1, 0}, /* 100197 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 1024, 772, 1, 0}, /* 100198 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 32000, 742, 1, 0}, /* 100199 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 1024, 743, 1, 0}, /* 100200 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 11008, 4096, 742, 1, 0}, /* 100201 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 1024, 743, 1, 0}, /* 100202 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 11008, 742, 1, 0}, /* 100203 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 1024, 743, 1, 0}, /* 100204 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 4096, 742, 1, 0}, /* 100205 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 1024, 743, 1, 0}, /* 100206 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 1024, 742, 1, 0}, /* 100207 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 64, 1, 85, 1, 0}, /* 100208 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 4096, 4096, 855, 1, 0}, /* 100209 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 1024, 4096, 871, 2, 1}, /* 100210 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 11008, 4096, 992, 1, 0}, /* 100211 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 4096, 11008, 905, 2, 1}, /* 100212 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 32000, 4096, 763, 1, 0}, /* 100213 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 1, 1, 87, 1, 0}, /* 100214 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 4096, 4096, 937, 2, 1}, /* 100215 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 1024, 4096, 951, 3, 1}, /* 100216 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 11008, 4096, 681, 1, 0}, /* 100217 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 4096, 11008, 937, 2, 1}, /* 100218 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 32000, 4096, 767, 1, 0}, /* 100219 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 4096, 4096, 662, 1, 0}, /* 100220 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 1024, 4096, 855, 1, 0}, /* 100221 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 11008, 4096, 692, 1, 0}, /* 100222 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 4096, 11008, 662, 1, 0}, /* 100223 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 32000, 4096, 744, 1, 0}, /* 100224 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 4096, 4096, 937, 2, 1}, /* 100225 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 1024, 4096, 951, 3, 1}, /* 100226 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 11008, 4096, 681, 1, 0}, /* 100227 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 4096, 11008, 937, 2, 1}, /* 100228 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4, 32000, 4096, 767, 1, 0}, /* 100229 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 4096, 4096, 612, 1, 0}, /* 100230 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 1024, 4096, 903, 1, 0}, /* 100231 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 11008, 4096, 692, 1, 0}, /* 100232 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 4096, 11008, 612, 1, 0}, /* 100233 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 32000, 4096, 744, 1, 0}, /* 100234 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 4096, 4096, 937, 2, 1}, /* 100235 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 1024, 4096, 951, 3, 1}, /* 100236 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 11008, 4096, 681, 1, 0}, /* 100237 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 4096, 11008, 937, 2, 1}, /* 100238 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 32000, 4096, 767, 1, 0}, /* 100239 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 512, 1, 85, 1, 0}, /* 100240 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 4096, 4096, 316, 1, 0}, /* 100241 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 1024, 4096, 288, 1, 0}, /* 100242 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 11008, 4096, 367, 1, 0}, /* 100243 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 4096, 11008, 316, 1, 0}, /* 100244 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 32000, 4096, 367, 1, 0}, /* 100245 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 2048, 408, 1, 0}, /* 100246 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 32000, 385, 1, 0}, /* 100247 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 2048, 315, 1, 0}, /* 100248 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 11008, 4096, 361, 1, 0}, /* 100249 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 2048, 315, 1, 0}, /* 100250 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 11008, 385, 1, 0}, /* 100251 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 2048, 315, 1, 0}, /* 100252 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 4096, 385, 1, 0}, /* 100253 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 2048, 315, 1, 0}, /* 100254 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 1024, 385, 1, 0}, /* 100255 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 1024, 1, 85, 1, 0}, /* 100256 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 4096, 4096, 316, 1, 0}, /* 100257 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 1024, 4096, 450, 1, 0}, /* 100258 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 11008, 4096, 345, 1, 0}, /* 100259 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 4096, 11008, 316, 1, 0}, /* 100260 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 32000, 4096, 316, 1, 0}, /* 100261 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 1024, 408, 1, 0}, /* 100262 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 32000, 385, 1, 0}, /* 100263 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 1024, 315, 1, 0}, /* 100264 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 11008, 4096, 385, 1, 0}, /* 100265 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 1024, 315, 1, 0}, /* 100266 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 11008, 385, 1, 0}, /* 100267 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 1024, 315, 1, 0}, /* 100268 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 4096, 385, 1, 0}, /* 100269 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 1024, 315, 1, 0}, /* 100270 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 1024, 385, 1, 0}, /* 100271 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 64, 1, 85, 1, 0}, /* 100272 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 4096, 4096, 478, 1, 0}, /* 100273 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 1024, 4096, 493, 2, 1}, /* 100274 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 11008, 4096, 577, 1, 0}, /* 100275 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 4096, 11008, 515, 2, 1}, /* 100276 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 32000, 4096, 400, 1, 0}, /* 100277 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 1, 1, 87, 1, 0}, /* 100278 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 4096, 4096, 533, 2, 1}, /* 100279 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 1024, 4096, 542, 3, 1}, /* 100280 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 11008, 4096, 335, 1, 0}, /* 100281 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 4096, 11008, 533, 2, 1}, /* 100282 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 32000, 4096, 403, 1, 0}, /* 100283 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 4096, 4096, 450, 1, 0}, /* 100284 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 1024, 4096, 418, 1, 0}, /* 100285 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 11008, 4096, 345, 1, 0}, /* 100286 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 4096, 11008, 450, 1, 0}, /* 100287 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 32000, 4096, 386, 1, 0}, /* 100288 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4, 4096, 4096, 533, 2, 1}, /* 100289 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4, 1024, 4096, 542, 3, 1}, /* 100290 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4, 11008, 4096, 335, 1, 0}, /* 100291 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4, 4096, 11008, 533, 2, 1}, /* 100292 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4, 32000, 4096, 403, 1, 0}, /* 100293 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 4096, 4096, 288, 1, 0}, /* 100294 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 1024, 4096, 508, 1, 0}, /* 100295 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 11008, 4096, 345, 1, 0}, /* 100296 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 4096, 11008, 288, 1, 0}, /* 100297 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 32000, 4096, 316, 1, 0}, /* 100298 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 4096, 4096, 538, 1, 0}, /* 100299 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 1024, 4096, 542, 3, 1}, /* 100300 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 11008, 4096, 335, 1, 0}, /* 100301 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 4096, 11008, 533, 2, 1}, /* 100302 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 32000, 4096, 403, 1, 0}, /* 100303 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2048, 768, 768, 984, 1, 0}, /* 100304 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 48, 512, 512, 64, 742, 1, 0}, /* 100305 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 48, 512, 64, 512, 810, 1, 0}, /* 100306 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2048, 3072, 768, 705, 1, 0}, /* 100307 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 2048, 768, 3072, 984, 1, 0}, /* 100308 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 2048, 30522, 768, 114, 1, 0}, /* 100309 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 2048, 768, 30522, 102, 8, 3}, /* 100310 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 30522, 768, 2048, 110, 1, 0}, /* 100311 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 768, 768, 977, 1, 0}, /* 100312 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 2048, 998, 1, 0}, /* 100313 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 3072, 768, 702, 1, 0}, /* 100314 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 2048, 730, 1, 0}, /* 100315 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 768, 3072, 977, 1, 0}, /* 100316 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 2048, 730, 1, 0}, /* 100317 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 48, 512, 64, 512, 811, 1, 0}, /* 100318 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 48, 512, 512, 64, 744, 1, 0}, /* 100319 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 48, 64, 512, 512, 669, 1, 0}, /* 100320 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 48, 512, 64, 512, 812, 1, 0}, /* 100321 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 2048, 768, 768, 572, 1, 0}, /* 100322 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 48, 512, 512, 64, 385, 1, 0}, /* 100323 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 48, 512, 64, 512, 445, 1, 0}, /* 100324 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 2048, 3072, 768, 356, 1, 0}, /* 100325 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 2048, 768, 3072, 572, 1, 0}, /* 100326 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 2048, 30522, 768, 134, 1, 0}, /* 100327 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 2048, 768, 30522, 132, 8, 3}, /* 100328 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 30522, 768, 2048, 140, 1, 0}, /* 100329 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 768, 768, 564, 1, 0}, /* 100330 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 2048, 551, 1, 0}, /* 100331 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 3072, 768, 353, 1, 0}, /* 100332 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 2048, 375, 1, 0}, /* 100333 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 768, 3072, 564, 1, 0}, /* 100334 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 2048, 375, 1, 0}, /* 100335 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 48, 512, 64, 512, 446, 1, 0}, /* 100336 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 48, 512, 512, 64, 316, 1, 0}, /* 100337 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 48, 64, 512, 512, 327, 1, 0}, /* 100338 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 48, 512, 64, 512, 447, 1, 0}, /* 100339 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1576, 768, 768, 672, 1, 0}, /* 100340 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1576, 3072, 768, 757, 1, 0}, /* 100341 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1576, 768, 3072, 672, 1, 0}, /* 100342 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 8, 2, 768, 214, 1, 0}, /* 100343 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 8, 768, 2, 237, 1, 0}, /* 100344 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 8, 234, 1, 0}, /* 100345 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1576, 3072, 768, 755, 1, 0}, /* 100346 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 1576, 730, 1, 0}, /* 100347 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1576, 768, 3072, 671, 1, 0}, /* 100348 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 1576, 730, 1, 0}, /* 100349 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1576, 768, 768, 671, 1, 0}, /* 100350 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 1576, 998, 1, 0}, /* 100351 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 394, 768, 768, 882, 1, 0}, /* 100352 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 394, 3072, 768, 675, 1, 0}, /* 100353 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 394, 768, 3072, 882, 1, 0}, /* 100354 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 2, 2, 768, 214, 1, 0}, /* 100355 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 2, 768, 2, 236, 1, 0}, /* 100356 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 2, 234, 1, 0}, /* 100357 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 394, 3072, 768, 673, 1, 0}, /* 100358 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 394, 730, 1, 0}, /* 100359 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 394, 768, 3072, 880, 1, 0}, /* 100360 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 394, 730, 1, 0}, /* 100361 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 394, 768, 768, 880, 1, 0}, /* 100362 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 394, 666, 1, 0}, /* 100363 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1576, 768, 768, 329, 1, 0}, /* 100364 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1576, 3072, 768, 396, 1, 0}, /* 100365 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1576, 768, 3072, 329, 1, 0}, /* 100366 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 8, 2, 768, 250, 1, 0}, /* 100367 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 8, 768, 2, 252, 1, 0}, /* 100368 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 8, 256, 1, 0}, /* 100369 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1576, 3072, 768, 395, 1, 0}, /* 100370 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 1576, 375, 1, 0}, /* 100371 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1576, 768, 3072, 328, 1, 0}, /* 100372 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 1576, 375, 1, 0}, /* 100373 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1576, 768, 768, 328, 1, 0}, /* 100374 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 1576, 551, 1, 0}, /* 100375 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 394, 768, 768, 500, 1, 0}, /* 100376 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 394, 3072, 768, 332, 1, 0}, /* 100377 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 394, 768, 3072, 500, 1, 0}, /* 100378 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 2, 2, 768, 250, 1, 0}, /* 100379 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 2, 768, 2, 273, 1, 0}, /* 100380 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 2, 256, 1, 0}, /* 100381 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 394, 3072, 768, 331, 1, 0}, /* 100382 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 394, 375, 1, 0}, /* 100383 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 394, 768, 3072, 498, 1, 0}, /* 100384 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 394, 375, 1, 0}, /* 100385 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 394, 768, 768, 498, 1, 0}, /* 100386 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 394, 326, 1, 0}, /* 100387 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 512, 887, 1, 0}, /* 100388 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 32, 128, 128, 64, 1006, 1, 0}, /* 100389 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 32, 128, 64, 128, 1006, 1, 0}, /* 100390 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 2048, 512, 662, 1, 0}, /* 100391 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 2048, 887, 1, 0}, /* 100392 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 512, 512, 842, 1, 0}, /* 100393 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 32, 64, 64, 64, 1020, 1, 0}, /* 100394 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 32, 64, 64, 64, 1006, 1, 0}, /* 100395 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 2048, 512, 903, 1, 0}, /* 100396 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 512, 2048, 842, 1, 0}, /* 100397 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 32128, 512, 744, 1, 0}, /* 100398 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 256, 748, 1, 0}, /* 100399 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 32128, 904, 4, 1}, /* 100400 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 256, 661, 1, 0}, /* 100401 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 2048, 512, 901, 1, 0}, /* 100402 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 256, 661, 1, 0}, /* 100403 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 2048, 786, 1, 0}, /* 100404 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 256, 854, 1, 0}, /* 100405 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 512, 786, 1, 0}, /* 100406 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 512, 854, 1, 0}, /* 100407 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 512, 886, 1, 0}, /* 100408 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 32, 64, 64, 64, 1011, 1, 0}, /* 100409 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 512, 661, 1, 0}, /* 100410 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 2048, 512, 660, 1, 0}, /* 100411 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 512, 661, 1, 0}, /* 100412 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 2048, 886, 1, 0}, /* 100413 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 32, 128, 64, 128, 1011, 1, 0}, /* 100414 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 32, 128, 128, 64, 1020, 1, 0}, /* 100415 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 32, 64, 128, 128, 1011, 1, 0}, /* 100416 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 32, 128, 64, 128, 1020, 1, 0}, /* 100417 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 512, 512, 941, 1, 0}, /* 100418 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 8, 64, 64, 64, 1006, 1, 0}, /* 100419 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 2048, 512, 869, 1, 0}, /* 100420 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 512, 2048, 941, 1, 0}, /* 100421 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 32128, 512, 763, 1, 0}, /* 100422 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 64, 611, 1, 0}, /* 100423 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 512, 32128, 856, 8, 1}, /* 100424 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 64, 661, 1, 0}, /* 100425 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 2048, 512, 867, 1, 0}, /* 100426 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 64, 661, 1, 0}, /* 100427 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 512, 2048, 940, 1, 0}, /* 100428 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 64, 854, 1, 0}, /* 100429 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 64, 512, 512, 940, 1, 0}, /* 100430 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 64, 853, 1, 0}, /* 100431 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 64, 512, 512, 868, 1, 0}, /* 100432 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 256, 886, 1, 0}, /* 100433 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 256, 512, 512, 860, 1, 0}, /* 100434 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 512, 434, 1, 0}, /* 100435 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 32, 128, 128, 64, 1006, 1, 0}, /* 100436 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 32, 128, 64, 128, 1006, 1, 0}, /* 100437 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 2048, 512, 450, 1, 0}, /* 100438 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 2048, 434, 1, 0}, /* 100439 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 512, 512, 381, 1, 0}, /* 100440 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 32, 64, 64, 64, 1020, 1, 0}, /* 100441 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 32, 64, 64, 64, 1006, 1, 0}, /* 100442 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 2048, 512, 508, 1, 0}, /* 100443 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 512, 2048, 381, 1, 0}, /* 100444 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 32128, 512, 386, 1, 0}, /* 100445 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 256, 389, 1, 0}, /* 100446 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 32128, 514, 4, 1}, /* 100447 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 256, 449, 1, 0}, /* 100448 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 2048, 512, 512, 1, 0}, /* 100449 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 256, 449, 1, 0}, /* 100450 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 2048, 424, 1, 0}, /* 100451 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 256, 417, 1, 0}, /* 100452 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 512, 424, 1, 0}, /* 100453 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 512, 417, 1, 0}, /* 100454 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 512, 503, 1, 0}, /* 100455 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 32, 64, 64, 64, 1011, 1, 0}, /* 100456 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 512, 449, 1, 0}, /* 100457 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 2048, 512, 322, 1, 0}, /* 100458 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 512, 449, 1, 0}, /* 100459 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 2048, 503, 1, 0}, /* 100460 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 32, 128, 64, 128, 1011, 1, 0}, /* 100461 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 32, 128, 128, 64, 1020, 1, 0}, /* 100462 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 32, 64, 128, 128, 1011, 1, 0}, /* 100463 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 32, 128, 64, 128, 1020, 1, 0}, /* 100464 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 512, 512, 535, 1, 0}, /* 100465 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 8, 64, 64, 64, 1006, 1, 0}, /* 100466 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 2048, 512, 491, 1, 0}, /* 100467 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 512, 2048, 535, 1, 0}, /* 100468 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 32128, 512, 400, 1, 0}, /* 100469 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 64, 290, 1, 0}, /* 100470 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 64, 512, 32128, 479, 8, 1}, /* 100471 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 64, 449, 1, 0}, /* 100472 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 64, 2048, 512, 489, 1, 0}, /* 100473 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 64, 449, 1, 0}, /* 100474 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 64, 512, 2048, 534, 1, 0}, /* 100475 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 64, 417, 1, 0}, /* 100476 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 64, 512, 512, 534, 1, 0}, /* 100477 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 64, 477, 1, 0}, /* 100478 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 64, 512, 512, 490, 1, 0}, /* 100479 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 256, 503, 1, 0}, /* 100480 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 256, 512, 512, 425, 1, 0}, /* 100481 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 128, 2304, 768, 911, 1, 0}, /* 200000 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 128, 64, 128, 840, 1, 0}, /* 200001 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 128, 768, 768, 843, 1, 0}, /* 200002 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 128, 3072, 768, 911, 1, 0}, /* 200003 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 128, 768, 3072, 788, 1, 0}, /* 200004 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 128, 50257, 768, 2, 2, 3}, /* 200005 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 128, 1, 1, 0}, /* 200006 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 128, 768, 50257, 28, 44, 1}, /* 200007 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 3072, 768, 963, 1, 0}, /* 200008 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 128, 730, 1, 0}, /* 200009 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 768, 3072, 828, 1, 0}, /* 200010 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 128, 730, 1, 0}, /* 200011 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 768, 768, 737, 1, 0}, /* 200012 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 128, 666, 1, 0}, /* 200013 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 768, 2304, 737, 1, 0}, /* 200014 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 128, 637, 1, 0}, /* 200015 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 512, 2304, 768, 691, 1, 0}, /* 200016 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 24, 256, 256, 64, 667, 1, 0}, /* 200017 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 24, 256, 64, 256, 897, 1, 0}, /* 200018 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 512, 768, 768, 885, 1, 0}, /* 200019 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 512, 3072, 768, 979, 1, 0}, /* 200020 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 512, 768, 3072, 885, 1, 0}, /* 200021 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 512, 50257, 768, 2, 1, 0}, /* 200022 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 512, 4, 1, 0}, /* 200023 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 512, 768, 50257, 7, 11, 2}, /* 200024 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 3072, 768, 983, 1, 0}, /* 200025 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 512, 730, 1, 0}, /* 200026 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 768, 3072, 797, 1, 0}, /* 200027 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 512, 730, 1, 0}, /* 200028 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 768, 768, 797, 1, 0}, /* 200029 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 512, 666, 1, 0}, /* 200030 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 24, 256, 64, 256, 898, 1, 0}, /* 200031 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 24, 64, 256, 256, 908, 1, 0}, /* 200032 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 768, 2304, 961, 1, 0}, /* 200033 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 512, 734, 1, 0}, /* 200034 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1024, 2304, 768, 732, 1, 0}, /* 200035 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 96, 128, 128, 64, 903, 1, 0}, /* 200036 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 96, 128, 64, 128, 894, 1, 0}, /* 200037 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1024, 768, 768, 995, 1, 0}, /* 200038 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1024, 3072, 768, 704, 1, 0}, /* 200039 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1024, 768, 3072, 995, 1, 0}, /* 200040 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1024, 50257, 768, 2, 1, 0}, /* 200041 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 1024, 4, 1, 0}, /* 200042 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 1024, 768, 50257, 7, 22, 3}, /* 200043 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 3072, 768, 703, 1, 0}, /* 200044 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 1024, 730, 1, 0}, /* 200045 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 3072, 988, 1, 0}, /* 200046 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 1024, 730, 1, 0}, /* 200047 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 768, 988, 1, 0}, /* 200048 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 1024, 998, 1, 0}, /* 200049 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 96, 128, 64, 128, 895, 1, 0}, /* 200050 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 96, 64, 128, 128, 902, 1, 0}, /* 200051 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 2304, 988, 1, 0}, /* 200052 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 1024, 617, 1, 0}, /* 200053 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 192, 64, 64, 64, 855, 1, 0}, /* 200054 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 192, 64, 64, 64, 853, 1, 0}, /* 200055 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 192, 64, 64, 64, 854, 1, 0}, /* 200056 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2048, 2304, 768, 713, 1, 0}, /* 200057 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 24, 1024, 1024, 64, 744, 1, 0}, /* 200058 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 24, 1024, 64, 1024, 810, 1, 0}, /* 200059 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2048, 768, 768, 979, 1, 0}, /* 200060 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2048, 3072, 768, 704, 1, 0}, /* 200061 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2048, 768, 3072, 979, 1, 0}, /* 200062 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 2048, 50257, 768, 2, 1, 0}, /* 200063 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 2048, 4, 1, 0}, /* 200064 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 2048, 768, 50257, 7, 11, 3}, /* 200065 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 3072, 768, 703, 1, 0}, /* 200066 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 2048, 730, 1, 0}, /* 200067 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 3072, 983, 1, 0}, /* 200068 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 2048, 730, 1, 0}, /* 200069 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 768, 983, 1, 0}, /* 200070 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 2048, 998, 1, 0}, /* 200071 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 24, 1024, 64, 1024, 811, 1, 0}, /* 200072 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 24, 64, 1024, 1024, 669, 1, 0}, /* 200073 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 2304, 983, 1, 0}, /* 200074 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 2048, 617, 1, 0}, /* 200075 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 4096, 2304, 768, 713, 1, 0}, /* 200076 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 384, 128, 128, 64, 608, 1, 0}, /* 200077 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 384, 128, 64, 128, 807, 1, 0}, /* 200078 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 4096, 768, 768, 704, 1, 0}, /* 200079 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 4096, 3072, 768, 745, 1, 0}, /* 200080 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 4096, 768, 3072, 704, 1, 0}, /* 200081 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 4096, 50257, 768, 2, 1, 0}, /* 200082 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 4096, 4, 1, 0}, /* 200083 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 1, 4096, 768, 50257, 7, 9, 3}, /* 200084 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 3072, 768, 744, 1, 0}, /* 200085 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 4096, 730, 1, 0}, /* 200086 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 768, 3072, 703, 1, 0}, /* 200087 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 4096, 730, 1, 0}, /* 200088 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 768, 768, 703, 1, 0}, /* 200089 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 4096, 998, 1, 0}, /* 200090 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 384, 128, 64, 128, 808, 1, 0}, /* 200091 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 384, 64, 128, 128, 658, 1, 0}, /* 200092 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 768, 2304, 703, 1, 0}, /* 200093 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 4096, 617, 1, 0}, /* 200094 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 64, 2304, 768, 870, 1, 0}, /* 200095 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 12, 64, 64, 64, 928, 1, 0}, /* 200096 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 64, 768, 768, 942, 1, 0}, /* 200097 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 64, 3072, 768, 870, 1, 0}, /* 200098 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 64, 768, 3072, 872, 2, 1}, /* 200099 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 64, 50257, 768, 13, 1, 0}, /* 200100 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1, 2304, 768, 948, 1, 0}, /* 200101 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 1, 65, 64, 279, 1, 0}, /* 200102 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 12, 1, 64, 65, 278, 1, 0}, /* 200103 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1, 768, 768, 948, 1, 0}, /* 200104 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1, 3072, 768, 948, 1, 0}, /* 200105 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 1, 768, 3072, 952, 2, 1}, /* 200106 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 1, 50257, 768, 277, 1, 0}, /* 200107 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 12, 1, 66, 64, 279, 1, 0}, /* 200108 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 12, 1, 64, 66, 278, 1, 0}, /* 200109 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 12, 1, 67, 64, 279, 1, 0}, /* 200110 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 12, 1, 64, 67, 278, 1, 0}, /* 200111 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 24, 64, 64, 64, 820, 1, 0}, /* 200112 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 24, 64, 64, 64, 819, 1, 0}, /* 200113 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2, 2304, 768, 948, 1, 0}, /* 200114 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 24, 1, 65, 64, 279, 1, 0}, /* 200115 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 24, 1, 64, 65, 278, 1, 0}, /* 200116 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2, 768, 768, 948, 1, 0}, /* 200117 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2, 3072, 768, 948, 1, 0}, /* 200118 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 2, 768, 3072, 952, 2, 1}, /* 200119 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 2, 50257, 768, 274, 1, 0}, /* 200120 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 24, 1, 66, 64, 279, 1, 0}, /* 200121 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 24, 1, 64, 66, 278, 1, 0}, /* 200122 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 24, 1, 67, 64, 279, 1, 0}, /* 200123 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 24, 1, 64, 67, 278, 1, 0}, /* 200124 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 96, 64, 64, 64, 855, 1, 0}, /* 200125 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 96, 64, 64, 64, 853, 1, 0}, /* 200126 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 8, 2304, 768, 948, 1, 0}, /* 200127 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 96, 1, 65, 64, 279, 1, 0}, /* 200128 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 1, 64, 65, 278, 1, 0}, /* 200129 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 8, 768, 768, 948, 1, 0}, /* 200130 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 8, 3072, 768, 948, 1, 0}, /* 200131 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 8, 768, 3072, 952, 2, 1}, /* 200132 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 8, 50257, 768, 13, 1, 0}, /* 200133 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 96, 1, 66, 64, 279, 1, 0}, /* 200134 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 96, 1, 64, 66, 278, 1, 0}, /* 200135 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 96, 1, 67, 64, 279, 1, 0}, /* 200136 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 96, 1, 64, 67, 278, 1, 0}, /* 200137 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 16, 2304, 768, 956, 1, 0}, /* 200138 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 192, 1, 65, 64, 279, 1, 0}, /* 200139 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 192, 1, 64, 65, 279, 1, 0}, /* 200140 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 16, 768, 768, 956, 1, 0}, /* 200141 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 16, 3072, 768, 956, 1, 0}, /* 200142 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 16, 768, 3072, 834, 2, 1}, /* 200143 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 16, 50257, 768, 13, 2, 2}, /* 200144 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 192, 1, 66, 64, 223, 1, 0}, /* 200145 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 192, 1, 64, 66, 279, 1, 0}, /* 200146 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 192, 1, 67, 64, 279, 1, 0}, /* 200147 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 192, 1, 64, 67, 279, 1, 0}, /* 200148 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 384, 64, 64, 64, 892, 1, 0}, /* 200149 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 384, 64, 64, 64, 891, 1, 0}, /* 200150 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 32, 2304, 768, 838, 1, 0}, /* 200151 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 384, 1, 65, 64, 279, 1, 0}, /* 200152 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 384, 1, 64, 65, 279, 1, 0}, /* 200153 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 32, 768, 768, 942, 1, 0}, /* 200154 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 32, 3072, 768, 838, 1, 0}, /* 200155 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 0, 1, 32, 768, 3072, 866, 2, 1}, /* 200156 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 1, 32, 50257, 768, 13, 2, 3}, /* 200157 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 1, 384, 1, 66, 64, 223, 1, 0}, /* 200158 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 384, 1, 64, 66, 279, 1, 0}, /* 200159 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 1, 384, 1, 67, 64, 279, 1, 0}, /* 200160 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 2, 0, 0, 0, 0, 0, 384, 1, 64, 67, 279, 1, 0}, /* 200161 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 128, 2304, 768, 521, 1, 0}, /* 200162 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 12, 128, 64, 128, 467, 1, 0}, /* 200163 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 128, 768, 768, 472, 1, 0}, /* 200164 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 128, 3072, 768, 521, 1, 0}, /* 200165 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 128, 768, 3072, 427, 1, 0}, /* 200166 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 128, 50257, 768, 17, 2, 3}, /* 200167 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 128, 16, 1, 0}, /* 200168 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 128, 768, 50257, 38, 44, 1}, /* 200169 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 3072, 768, 555, 1, 0}, /* 200170 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 128, 375, 1, 0}, /* 200171 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 768, 3072, 350, 1, 0}, /* 200172 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 128, 375, 1, 0}, /* 200173 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 768, 768, 381, 1, 0}, /* 200174 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 128, 452, 1, 0}, /* 200175 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 768, 2304, 381, 1, 0}, /* 200176 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 128, 305, 1, 0}, /* 200177 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 512, 2304, 768, 344, 1, 0}, /* 200178 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 24, 256, 256, 64, 453, 1, 0}, /* 200179 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 24, 256, 64, 256, 509, 1, 0}, /* 200180 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 512, 768, 768, 502, 1, 0}, /* 200181 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 512, 3072, 768, 566, 1, 0}, /* 200182 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 512, 768, 3072, 502, 1, 0}, /* 200183 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 512, 50257, 768, 17, 1, 0}, /* 200184 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 512, 22, 1, 0}, /* 200185 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 512, 768, 50257, 21, 11, 2}, /* 200186 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 3072, 768, 571, 1, 0}, /* 200187 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 512, 375, 1, 0}, /* 200188 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 768, 3072, 433, 1, 0}, /* 200189 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 512, 375, 1, 0}, /* 200190 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 768, 768, 553, 1, 0}, /* 200191 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 512, 452, 1, 0}, /* 200192 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 24, 256, 64, 256, 510, 1, 0}, /* 200193 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 24, 64, 256, 256, 518, 1, 0}, /* 200194 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 768, 2304, 553, 1, 0}, /* 200195 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 512, 378, 1, 0}, /* 200196 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1024, 2304, 768, 377, 1, 0}, /* 200197 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 96, 128, 128, 64, 508, 1, 0}, /* 200198 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 96, 128, 64, 128, 506, 1, 0}, /* 200199 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1024, 768, 768, 581, 1, 0}, /* 200200 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1024, 3072, 768, 355, 1, 0}, /* 200201 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1024, 768, 3072, 581, 1, 0}, /* 200202 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 1024, 50257, 768, 17, 1, 0}, /* 200203 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 1024, 22, 1, 0}, /* 200204 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 1024, 768, 50257, 21, 11, 2}, /* 200205 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 3072, 768, 354, 1, 0}, /* 200206 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 1024, 375, 1, 0}, /* 200207 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 3072, 574, 1, 0}, /* 200208 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 1024, 375, 1, 0}, /* 200209 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 768, 574, 1, 0}, /* 200210 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 1024, 551, 1, 0}, /* 200211 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 96, 128, 64, 128, 507, 1, 0}, /* 200212 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 96, 64, 128, 128, 513, 1, 0}, /* 200213 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 768, 2304, 574, 1, 0}, /* 200214 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 1024, 378, 1, 0}, /* 200215 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 192, 64, 64, 64, 418, 1, 0}, /* 200216 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 192, 64, 64, 64, 477, 1, 0}, /* 200217 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 192, 64, 64, 64, 417, 1, 0}, /* 200218 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2048, 2304, 768, 363, 1, 0}, /* 200219 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 24, 1024, 1024, 64, 316, 1, 0}, /* 200220 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 24, 1024, 64, 1024, 445, 1, 0}, /* 200221 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2048, 768, 768, 566, 1, 0}, /* 200222 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2048, 3072, 768, 355, 1, 0}, /* 200223 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2048, 768, 3072, 566, 1, 0}, /* 200224 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 2048, 50257, 768, 17, 2, 3}, /* 200225 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 2048, 19, 1, 0}, /* 200226 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 2048, 768, 50257, 21, 11, 3}, /* 200227 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 3072, 768, 354, 1, 0}, /* 200228 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 2048, 375, 1, 0}, /* 200229 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 3072, 571, 1, 0}, /* 200230 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 2048, 375, 1, 0}, /* 200231 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 768, 571, 1, 0}, /* 200232 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 2048, 551, 1, 0}, /* 200233 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 24, 1024, 64, 1024, 446, 1, 0}, /* 200234 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 24, 64, 1024, 1024, 327, 1, 0}, /* 200235 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 768, 2304, 571, 1, 0}, /* 200236 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 2048, 294, 1, 0}, /* 200237 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 4096, 2304, 768, 363, 1, 0}, /* 200238 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 384, 128, 128, 64, 286, 1, 0}, /* 200239 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 384, 128, 64, 128, 441, 1, 0}, /* 200240 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 4096, 768, 768, 355, 1, 0}, /* 200241 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 4096, 3072, 768, 387, 1, 0}, /* 200242 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 4096, 768, 3072, 355, 1, 0}, /* 200243 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 4096, 50257, 768, 23, 1, 0}, /* 200244 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 1, 0, 1, 50257, 768, 4096, 22, 1, 0}, /* 200245 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 1, 4096, 768, 50257, 21, 11, 3}, /* 200246 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4096, 3072, 768, 316, 1, 0}, /* 200247 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 4096, 375, 1, 0}, /* 200248 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4096, 768, 3072, 354, 1, 0}, /* 200249 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 4096, 375, 1, 0}, /* 200250 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4096, 768, 768, 354, 1, 0}, /* 200251 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 4096, 551, 1, 0}, /* 200252 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 384, 128, 64, 128, 442, 1, 0}, /* 200253 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 384, 64, 128, 128, 321, 1, 0}, /* 200254 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4096, 768, 2304, 354, 1, 0}, /* 200255 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 2304, 4096, 294, 1, 0}, /* 200256 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 64, 2304, 768, 492, 1, 0}, /* 200257 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 12, 64, 64, 64, 528, 1, 0}, /* 200258 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 64, 768, 768, 536, 1, 0}, /* 200259 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 64, 3072, 768, 492, 1, 0}, /* 200260 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 64, 768, 3072, 494, 2, 1}, /* 200261 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 64, 50257, 768, 17, 2, 3}, /* 200262 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1, 2304, 768, 539, 1, 0}, /* 200263 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 12, 1, 65, 64, 279, 1, 0}, /* 200264 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 12, 1, 64, 65, 278, 1, 0}, /* 200265 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1, 768, 768, 539, 1, 0}, /* 200266 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1, 3072, 768, 539, 1, 0}, /* 200267 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 1, 768, 3072, 543, 2, 1}, /* 200268 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 1, 50257, 768, 277, 1, 0}, /* 200269 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 12, 1, 66, 64, 279, 1, 0}, /* 200270 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 12, 1, 64, 66, 278, 1, 0}, /* 200271 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 12, 1, 67, 64, 279, 1, 0}, /* 200272 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 12, 1, 64, 67, 278, 1, 0}, /* 200273 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 24, 64, 64, 64, 349, 1, 0}, /* 200274 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 24, 64, 64, 64, 455, 1, 0}, /* 200275 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2, 2304, 768, 539, 1, 0}, /* 200276 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 24, 1, 65, 64, 279, 1, 0}, /* 200277 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 24, 1, 64, 65, 278, 1, 0}, /* 200278 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2, 768, 768, 539, 1, 0}, /* 200279 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2, 3072, 768, 539, 1, 0}, /* 200280 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 2, 768, 3072, 543, 2, 1}, /* 200281 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 2, 50257, 768, 274, 1, 0}, /* 200282 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 24, 1, 66, 64, 279, 1, 0}, /* 200283 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 24, 1, 64, 66, 278, 1, 0}, /* 200284 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 24, 1, 67, 64, 279, 1, 0}, /* 200285 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 24, 1, 64, 67, 278, 1, 0}, /* 200286 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 96, 64, 64, 64, 418, 1, 0}, /* 200287 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 96, 64, 64, 64, 477, 1, 0}, /* 200288 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 8, 2304, 768, 539, 1, 0}, /* 200289 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 96, 1, 65, 64, 279, 1, 0}, /* 200290 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 96, 1, 64, 65, 279, 1, 0}, /* 200291 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 8, 768, 768, 539, 1, 0}, /* 200292 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 8, 3072, 768, 539, 1, 0}, /* 200293 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 8, 768, 3072, 543, 2, 1}, /* 200294 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 8, 50257, 768, 58, 1, 0}, /* 200295 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 96, 1, 66, 64, 279, 1, 0}, /* 200296 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 96, 1, 64, 66, 279, 1, 0}, /* 200297 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 96, 1, 67, 64, 279, 1, 0}, /* 200298 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 96, 1, 64, 67, 279, 1, 0}, /* 200299 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 16, 2304, 768, 546, 1, 0}, /* 200300 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 192, 1, 65, 64, 279, 1, 0}, /* 200301 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 192, 1, 64, 65, 279, 1, 0}, /* 200302 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 16, 768, 768, 546, 1, 0}, /* 200303 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 16, 3072, 768, 546, 1, 0}, /* 200304 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 16, 768, 3072, 461, 2, 1}, /* 200305 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 16, 50257, 768, 58, 1, 0}, /* 200306 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 192, 1, 66, 64, 246, 1, 0}, /* 200307 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 192, 1, 64, 66, 279, 1, 0}, /* 200308 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 192, 1, 67, 64, 279, 1, 0}, /* 200309 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 192, 1, 64, 67, 279, 1, 0}, /* 200310 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 384, 64, 64, 64, 505, 1, 0}, /* 200311 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 384, 64, 64, 64, 504, 1, 0}, /* 200312 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 32, 2304, 768, 465, 1, 0}, /* 200313 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 384, 1, 65, 64, 279, 1, 0}, /* 200314 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 384, 1, 64, 65, 279, 1, 0}, /* 200315 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 32, 768, 768, 536, 1, 0}, /* 200316 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 32, 3072, 768, 465, 1, 0}, /* 200317 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 0, 1, 32, 768, 3072, 487, 2, 1}, /* 200318 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 1, 32, 50257, 768, 65, 1, 0}, /* 200319 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 1, 384, 1, 66, 64, 246, 1, 0}, /* 200320 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 384, 1, 64, 66, 279, 1, 0}, /* 200321 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 1, 384, 1, 67, 64, 279, 1, 0}, /* 200322 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 2, 0, 0, 0, 0, 0, 384, 1, 64, 67, 279, 1, 0}, /* 200323 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 128, 1, 85, 1, 0}, /* 200324 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 4096, 4096, 903, 1, 0}, /* 200325 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 1024, 4096, 913, 2, 1}, /* 200326 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 11008, 4096, 695, 1, 0}, /* 200327 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 4096, 11008, 903, 1, 0}, /* 200328 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 32000, 4096, 749, 1, 0}, /* 200329 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 128, 646, 1, 0}, /* 200330 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 4096, 32000, 980, 3, 1}, /* 200331 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 128, 743, 1, 0}, /* 200332 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 11008, 4096, 981, 1, 0}, /* 200333 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 128, 743, 1, 0}, /* 200334 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 4096, 11008, 901, 1, 0}, /* 200335 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 128, 743, 1, 0}, /* 200336 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 4096, 4096, 901, 1, 0}, /* 200337 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 128, 743, 1, 0}, /* 200338 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 4096, 1024, 901, 1, 0}, /* 200339 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 256, 1, 85, 1, 0}, /* 200340 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 4096, 4096, 612, 1, 0}, /* 200341 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 1024, 4096, 903, 1, 0}, /* 200342 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 11008, 4096, 692, 1, 0}, /* 200343 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 4096, 11008, 612, 1, 0}, /* 200344 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 32000, 4096, 744, 1, 0}, /* 200345 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 512, 772, 1, 0}, /* 200346 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 4096, 32000, 610, 1, 0}, /* 200347 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 512, 743, 1, 0}, /* 200348 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 11008, 4096, 707, 1, 0}, /* 200349 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 512, 743, 1, 0}, /* 200350 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 4096, 11008, 610, 1, 0}, /* 200351 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 512, 743, 1, 0}, /* 200352 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 4096, 4096, 610, 1, 0}, /* 200353 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 512, 743, 1, 0}, /* 200354 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 4096, 1024, 610, 1, 0}, /* 200355 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 4096, 4096, 744, 1, 0}, /* 200356 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 1024, 4096, 662, 1, 0}, /* 200357 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 11008, 4096, 692, 1, 0}, /* 200358 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 4096, 11008, 744, 1, 0}, /* 200359 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 32000, 4096, 744, 1, 0}, /* 200360 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 1024, 772, 1, 0}, /* 200361 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 32000, 742, 1, 0}, /* 200362 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 1024, 743, 1, 0}, /* 200363 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 11008, 4096, 742, 1, 0}, /* 200364 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 1024, 743, 1, 0}, /* 200365 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 11008, 742, 1, 0}, /* 200366 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 1024, 743, 1, 0}, /* 200367 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 4096, 742, 1, 0}, /* 200368 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 1024, 743, 1, 0}, /* 200369 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 1024, 742, 1, 0}, /* 200370 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 64, 1, 85, 1, 0}, /* 200371 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 1024, 1, 85, 1, 0}, /* 200372 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 4096, 4096, 744, 1, 0}, /* 200373 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 1024, 4096, 612, 1, 0}, /* 200374 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 11008, 4096, 716, 1, 0}, /* 200375 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 4096, 11008, 744, 1, 0}, /* 200376 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2048, 32000, 4096, 716, 1, 0}, /* 200377 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 2048, 772, 1, 0}, /* 200378 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 32000, 742, 1, 0}, /* 200379 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 2048, 743, 1, 0}, /* 200380 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 11008, 4096, 711, 1, 0}, /* 200381 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 2048, 743, 1, 0}, /* 200382 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 11008, 742, 1, 0}, /* 200383 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 2048, 743, 1, 0}, /* 200384 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 4096, 742, 1, 0}, /* 200385 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 2048, 743, 1, 0}, /* 200386 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 1024, 742, 1, 0}, /* 200387 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 4096, 4096, 744, 1, 0}, /* 200388 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 1024, 4096, 744, 1, 0}, /* 200389 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 11008, 4096, 716, 1, 0}, /* 200390 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 4096, 11008, 744, 1, 0}, /* 200391 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 4096, 32000, 4096, 773, 1, 0}, /* 200392 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 4096, 772, 1, 0}, /* 200393 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 4096, 32000, 742, 1, 0}, /* 200394 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 4096, 712, 1, 0}, /* 200395 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 11008, 4096, 711, 1, 0}, /* 200396 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 4096, 712, 1, 0}, /* 200397 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 4096, 11008, 742, 1, 0}, /* 200398 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 4096, 743, 1, 0}, /* 200399 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 4096, 4096, 742, 1, 0}, /* 200400 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 4096, 743, 1, 0}, /* 200401 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 4096, 1024, 742, 1, 0}, /* 200402 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 4096, 4096, 855, 1, 0}, /* 200403 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 1024, 4096, 871, 2, 1}, /* 200404 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 11008, 4096, 992, 1, 0}, /* 200405 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 4096, 11008, 905, 2, 1}, /* 200406 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 64, 32000, 4096, 763, 1, 0}, /* 200407 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 1, 1, 87, 1, 0}, /* 200408 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 4096, 4096, 937, 2, 1}, /* 200409 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 1024, 4096, 951, 3, 1}, /* 200410 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 11008, 4096, 681, 1, 0}, /* 200411 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 4096, 11008, 937, 2, 1}, /* 200412 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1, 32000, 4096, 767, 1, 0}, /* 200413 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 4096, 4096, 937, 2, 1}, /* 200414 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 1024, 4096, 951, 3, 1}, /* 200415 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 11008, 4096, 681, 1, 0}, /* 200416 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 4096, 11008, 937, 2, 1}, /* 200417 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 2, 32000, 4096, 767, 1, 0}, /* 200418 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 4096, 4096, 937, 2, 1}, /* 200419 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 1024, 4096, 951, 3, 1}, /* 200420 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 11008, 4096, 681, 1, 0}, /* 200421 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 4096, 11008, 937, 2, 1}, /* 200422 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 8, 32000, 4096, 767, 1, 0}, /* 200423 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 4096, 4096, 633, 2, 1}, /* 200424 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 1024, 4096, 833, 3, 1}, /* 200425 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 11008, 4096, 631, 1, 0}, /* 200426 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 4096, 11008, 825, 2, 1}, /* 200427 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 16, 32000, 4096, 760, 1, 0}, /* 200428 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 4096, 4096, 818, 1, 0}, /* 200429 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 1024, 4096, 865, 3, 1}, /* 200430 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 11008, 4096, 655, 1, 0}, /* 200431 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 4096, 11008, 859, 2, 1}, /* 200432 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 32000, 4096, 762, 1, 0}, /* 200433 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 128, 1, 85, 1, 0}, /* 200434 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 4096, 4096, 508, 1, 0}, /* 200435 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 1024, 4096, 522, 2, 1}, /* 200436 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 11008, 4096, 348, 1, 0}, /* 200437 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 4096, 11008, 508, 1, 0}, /* 200438 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 32000, 4096, 390, 1, 0}, /* 200439 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 128, 312, 1, 0}, /* 200440 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 4096, 32000, 567, 3, 1}, /* 200441 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 128, 315, 1, 0}, /* 200442 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 11008, 4096, 568, 1, 0}, /* 200443 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 128, 315, 1, 0}, /* 200444 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 4096, 11008, 512, 1, 0}, /* 200445 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 128, 315, 1, 0}, /* 200446 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 4096, 4096, 512, 1, 0}, /* 200447 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 128, 315, 1, 0}, /* 200448 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 4096, 1024, 512, 1, 0}, /* 200449 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 256, 1, 85, 1, 0}, /* 200450 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 4096, 4096, 288, 1, 0}, /* 200451 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 1024, 4096, 508, 1, 0}, /* 200452 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 11008, 4096, 345, 1, 0}, /* 200453 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 4096, 11008, 288, 1, 0}, /* 200454 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 32000, 4096, 316, 1, 0}, /* 200455 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 512, 408, 1, 0}, /* 200456 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 4096, 32000, 289, 1, 0}, /* 200457 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 512, 315, 1, 0}, /* 200458 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 11008, 4096, 359, 1, 0}, /* 200459 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 512, 315, 1, 0}, /* 200460 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 4096, 11008, 289, 1, 0}, /* 200461 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 512, 315, 1, 0}, /* 200462 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 4096, 4096, 289, 1, 0}, /* 200463 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 512, 315, 1, 0}, /* 200464 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 4096, 1024, 289, 1, 0}, /* 200465 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 4096, 4096, 316, 1, 0}, /* 200466 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 1024, 4096, 450, 1, 0}, /* 200467 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 11008, 4096, 345, 1, 0}, /* 200468 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 4096, 11008, 316, 1, 0}, /* 200469 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 32000, 4096, 316, 1, 0}, /* 200470 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 1024, 408, 1, 0}, /* 200471 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 32000, 385, 1, 0}, /* 200472 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 1024, 315, 1, 0}, /* 200473 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 11008, 4096, 385, 1, 0}, /* 200474 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 1024, 315, 1, 0}, /* 200475 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 11008, 385, 1, 0}, /* 200476 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 1024, 315, 1, 0}, /* 200477 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 4096, 385, 1, 0}, /* 200478 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 1024, 315, 1, 0}, /* 200479 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 4096, 1024, 385, 1, 0}, /* 200480 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 64, 1, 85, 1, 0}, /* 200481 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 1024, 1, 85, 1, 0}, /* 200482 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 4096, 4096, 316, 1, 0}, /* 200483 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 1024, 4096, 288, 1, 0}, /* 200484 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 11008, 4096, 367, 1, 0}, /* 200485 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 4096, 11008, 316, 1, 0}, /* 200486 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2048, 32000, 4096, 367, 1, 0}, /* 200487 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 2048, 408, 1, 0}, /* 200488 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 32000, 385, 1, 0}, /* 200489 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 2048, 315, 1, 0}, /* 200490 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 11008, 4096, 361, 1, 0}, /* 200491 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 2048, 315, 1, 0}, /* 200492 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 11008, 385, 1, 0}, /* 200493 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 2048, 315, 1, 0}, /* 200494 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 4096, 385, 1, 0}, /* 200495 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 2048, 315, 1, 0}, /* 200496 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 2048, 4096, 1024, 385, 1, 0}, /* 200497 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4096, 4096, 4096, 316, 1, 0}, /* 200498 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4096, 1024, 4096, 316, 1, 0}, /* 200499 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4096, 11008, 4096, 365, 1, 0}, /* 200500 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4096, 4096, 11008, 316, 1, 0}, /* 200501 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 4096, 32000, 4096, 409, 1, 0}, /* 200502 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32000, 4096, 4096, 408, 1, 0}, /* 200503 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4096, 4096, 32000, 385, 1, 0}, /* 200504 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 11008, 4096, 315, 1, 0}, /* 200505 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4096, 11008, 4096, 361, 1, 0}, /* 200506 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 11008, 4096, 4096, 315, 1, 0}, /* 200507 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4096, 4096, 11008, 385, 1, 0}, /* 200508 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 4096, 4096, 4096, 315, 1, 0}, /* 200509 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4096, 4096, 4096, 385, 1, 0}, /* 200510 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 1024, 4096, 4096, 315, 1, 0}, /* 200511 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4096, 4096, 1024, 385, 1, 0}, /* 200512 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 4096, 4096, 478, 1, 0}, /* 200513 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 1024, 4096, 493, 2, 1}, /* 200514 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 11008, 4096, 577, 1, 0}, /* 200515 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 4096, 11008, 515, 2, 1}, /* 200516 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 64, 32000, 4096, 400, 1, 0}, /* 200517 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 4, 0, 0, 0, 0, 0, 1, 64, 1, 1, 87, 1, 0}, /* 200518 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 4096, 4096, 533, 2, 1}, /* 200519 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 1024, 4096, 542, 3, 1}, /* 200520 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 11008, 4096, 335, 1, 0}, /* 200521 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 4096, 11008, 533, 2, 1}, /* 200522 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1, 32000, 4096, 403, 1, 0}, /* 200523 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2, 4096, 4096, 533, 2, 1}, /* 200524 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2, 1024, 4096, 542, 3, 1}, /* 200525 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2, 11008, 4096, 335, 1, 0}, /* 200526 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2, 4096, 11008, 533, 2, 1}, /* 200527 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 2, 32000, 4096, 403, 1, 0}, /* 200528 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 4096, 4096, 538, 1, 0}, /* 200529 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 1024, 4096, 542, 3, 1}, /* 200530 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 11008, 4096, 335, 1, 0}, /* 200531 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 4096, 11008, 533, 2, 1}, /* 200532 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 8, 32000, 4096, 403, 1, 0}, /* 200533 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 4096, 4096, 302, 2, 1}, /* 200534 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 1024, 4096, 460, 3, 1}, /* 200535 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 11008, 4096, 301, 1, 0}, /* 200536 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 4096, 11008, 456, 2, 1}, /* 200537 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 16, 32000, 4096, 397, 1, 0}, /* 200538 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 4096, 4096, 454, 1, 0}, /* 200539 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 1024, 4096, 486, 3, 1}, /* 200540 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 11008, 4096, 320, 1, 0}, /* 200541 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 4096, 11008, 480, 2, 1}, /* 200542 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 32000, 4096, 399, 1, 0}, /* 200543 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 768, 768, 738, 1, 0}, /* 200544 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 3072, 768, 964, 1, 0}, /* 200545 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 128, 768, 3072, 829, 1, 0}, /* 200546 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 128, 30522, 768, 114, 1, 0}, /* 200547 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 128, 768, 30522, 112, 44, 2}, /* 200548 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 30522, 768, 128, 110, 1, 0}, /* 200549 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 768, 768, 841, 1, 0}, /* 200550 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 128, 666, 1, 0}, /* 200551 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 3072, 768, 909, 1, 0}, /* 200552 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 128, 730, 1, 0}, /* 200553 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 768, 3072, 786, 1, 0}, /* 200554 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 128, 730, 1, 0}, /* 200555 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 128, 768, 768, 860, 1, 0}, /* 200556 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 768, 768, 128, 665, 1, 0}, /* 200557 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 512, 768, 768, 798, 1, 0}, /* 200558 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 24, 256, 256, 64, 665, 1, 0}, /* 200559 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 24, 256, 64, 256, 897, 1, 0}, /* 200560 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 512, 3072, 768, 984, 1, 0}, /* 200561 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 512, 768, 3072, 962, 1, 0}, /* 200562 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 512, 30522, 768, 114, 1, 0}, /* 200563 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 512, 768, 30522, 102, 11, 2}, /* 200564 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 30522, 768, 512, 98, 1, 0}, /* 200565 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 768, 768, 884, 1, 0}, /* 200566 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 512, 666, 1, 0}, /* 200567 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 3072, 768, 977, 1, 0}, /* 200568 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 512, 730, 1, 0}, /* 200569 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 768, 3072, 909, 1, 0}, /* 200570 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 512, 730, 1, 0}, /* 200571 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 24, 256, 64, 256, 898, 1, 0}, /* 200572 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 24, 256, 256, 64, 667, 1, 0}, /* 200573 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 24, 64, 256, 256, 908, 1, 0}, /* 200574 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 24, 256, 64, 256, 899, 1, 0}, /* 200575 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1024, 768, 768, 989, 1, 0}, /* 200576 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 96, 128, 128, 64, 901, 1, 0}, /* 200577 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 96, 128, 64, 128, 894, 1, 0}, /* 200578 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1024, 3072, 768, 705, 1, 0}, /* 200579 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 1024, 768, 3072, 989, 1, 0}, /* 200580 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 1024, 30522, 768, 114, 1, 0}, /* 200581 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 1024, 768, 30522, 112, 11, 2}, /* 200582 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 30522, 768, 1024, 110, 1, 0}, /* 200583 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 768, 768, 993, 1, 0}, /* 200584 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 1024, 998, 1, 0}, /* 200585 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 3072, 768, 702, 1, 0}, /* 200586 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 1024, 730, 1, 0}, /* 200587 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 768, 3072, 993, 1, 0}, /* 200588 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 1024, 730, 1, 0}, /* 200589 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 96, 128, 64, 128, 895, 1, 0}, /* 200590 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 96, 128, 128, 64, 903, 1, 0}, /* 200591 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 96, 64, 128, 128, 902, 1, 0}, /* 200592 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 96, 128, 64, 128, 896, 1, 0}, /* 200593 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 192, 64, 64, 64, 853, 1, 0}, /* 200594 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 192, 64, 64, 64, 854, 1, 0}, /* 200595 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 192, 64, 64, 64, 855, 1, 0}, /* 200596 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 24, 512, 512, 64, 750, 1, 0}, /* 200597 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 24, 512, 64, 512, 810, 1, 0}, /* 200598 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 24, 512, 64, 512, 811, 1, 0}, /* 200599 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 24, 512, 512, 64, 612, 1, 0}, /* 200600 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 24, 64, 512, 512, 669, 1, 0}, /* 200601 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 24, 512, 64, 512, 812, 1, 0}, /* 200602 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 768, 768, 705, 1, 0}, /* 200603 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 384, 128, 128, 64, 607, 1, 0}, /* 200604 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 384, 128, 64, 128, 807, 1, 0}, /* 200605 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 3072, 768, 746, 1, 0}, /* 200606 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 4096, 768, 3072, 705, 1, 0}, /* 200607 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 4096, 30522, 768, 104, 1, 0}, /* 200608 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 4096, 768, 30522, 102, 4, 3}, /* 200609 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 30522, 768, 4096, 110, 2, 3}, /* 200610 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 768, 768, 702, 1, 0}, /* 200611 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 4096, 998, 1, 0}, /* 200612 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 3072, 768, 742, 1, 0}, /* 200613 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 4096, 730, 1, 0}, /* 200614 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 4096, 768, 3072, 702, 1, 0}, /* 200615 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 4096, 730, 1, 0}, /* 200616 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 384, 128, 64, 128, 808, 1, 0}, /* 200617 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 384, 128, 128, 64, 608, 1, 0}, /* 200618 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 384, 64, 128, 128, 658, 1, 0}, /* 200619 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 384, 128, 64, 128, 809, 1, 0}, /* 200620 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 128, 768, 768, 382, 1, 0}, /* 200621 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 128, 3072, 768, 556, 1, 0}, /* 200622 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 128, 768, 3072, 351, 1, 0}, /* 200623 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 128, 30522, 768, 141, 1, 0}, /* 200624 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 128, 768, 30522, 139, 44, 2}, /* 200625 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 30522, 768, 128, 137, 1, 0}, /* 200626 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 768, 768, 471, 1, 0}, /* 200627 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 128, 452, 1, 0}, /* 200628 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 3072, 768, 520, 1, 0}, /* 200629 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 128, 375, 1, 0}, /* 200630 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 768, 3072, 424, 1, 0}, /* 200631 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 128, 375, 1, 0}, /* 200632 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 128, 768, 768, 425, 1, 0}, /* 200633 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 768, 768, 128, 325, 1, 0}, /* 200634 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 512, 768, 768, 554, 1, 0}, /* 200635 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 24, 256, 256, 64, 325, 1, 0}, /* 200636 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 24, 256, 64, 256, 509, 1, 0}, /* 200637 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 512, 3072, 768, 572, 1, 0}, /* 200638 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 512, 768, 3072, 554, 1, 0}, /* 200639 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 512, 30522, 768, 134, 1, 0}, /* 200640 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 512, 768, 30522, 132, 11, 2}, /* 200641 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 30522, 768, 512, 137, 1, 0}, /* 200642 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 768, 768, 501, 1, 0}, /* 200643 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 512, 452, 1, 0}, /* 200644 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 3072, 768, 564, 1, 0}, /* 200645 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 512, 375, 1, 0}, /* 200646 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 768, 3072, 520, 1, 0}, /* 200647 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 512, 375, 1, 0}, /* 200648 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 24, 256, 64, 256, 510, 1, 0}, /* 200649 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 24, 256, 256, 64, 453, 1, 0}, /* 200650 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 24, 64, 256, 256, 518, 1, 0}, /* 200651 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 24, 256, 64, 256, 511, 1, 0}, /* 200652 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1024, 768, 768, 575, 1, 0}, /* 200653 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 96, 128, 128, 64, 512, 1, 0}, /* 200654 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 96, 128, 64, 128, 506, 1, 0}, /* 200655 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1024, 3072, 768, 356, 1, 0}, /* 200656 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 1024, 768, 3072, 575, 1, 0}, /* 200657 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 1024, 30522, 768, 134, 1, 0}, /* 200658 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 1024, 768, 30522, 132, 5, 2}, /* 200659 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 30522, 768, 1024, 140, 1, 0}, /* 200660 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 768, 768, 580, 1, 0}, /* 200661 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 1024, 551, 1, 0}, /* 200662 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 3072, 768, 353, 1, 0}, /* 200663 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 1024, 375, 1, 0}, /* 200664 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 768, 3072, 580, 1, 0}, /* 200665 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 1024, 375, 1, 0}, /* 200666 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 96, 128, 64, 128, 507, 1, 0}, /* 200667 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 96, 128, 128, 64, 508, 1, 0}, /* 200668 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 96, 64, 128, 128, 513, 1, 0}, /* 200669 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 96, 128, 64, 128, 508, 1, 0}, /* 200670 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 192, 64, 64, 64, 477, 1, 0}, /* 200671 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 192, 64, 64, 64, 417, 1, 0}, /* 200672 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 192, 64, 64, 64, 418, 1, 0}, /* 200673 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 24, 512, 512, 64, 391, 1, 0}, /* 200674 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 24, 512, 64, 512, 445, 1, 0}, /* 200675 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 24, 512, 64, 512, 446, 1, 0}, /* 200676 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 24, 512, 512, 64, 288, 1, 0}, /* 200677 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 24, 64, 512, 512, 327, 1, 0}, /* 200678 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 24, 512, 64, 512, 447, 1, 0}, /* 200679 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 4096, 768, 768, 356, 1, 0}, /* 200680 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 384, 128, 128, 64, 285, 1, 0}, /* 200681 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 384, 128, 64, 128, 441, 1, 0}, /* 200682 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 4096, 3072, 768, 317, 1, 0}, /* 200683 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 4096, 768, 3072, 356, 1, 0}, /* 200684 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 4096, 30522, 768, 134, 1, 0}, /* 200685 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 4096, 768, 30522, 132, 4, 3}, /* 200686 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 30522, 768, 4096, 140, 2, 3}, /* 200687 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4096, 768, 768, 353, 1, 0}, /* 200688 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 4096, 551, 1, 0}, /* 200689 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4096, 3072, 768, 385, 1, 0}, /* 200690 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 4096, 375, 1, 0}, /* 200691 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 4096, 768, 3072, 353, 1, 0}, /* 200692 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 4096, 375, 1, 0}, /* 200693 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 384, 128, 64, 128, 442, 1, 0}, /* 200694 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 384, 128, 128, 64, 286, 1, 0}, /* 200695 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 384, 64, 128, 128, 321, 1, 0}, /* 200696 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 384, 128, 64, 128, 443, 1, 0}, /* 200697 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 394, 768, 768, 882, 1, 0}, /* 200698 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 394, 3072, 768, 675, 1, 0}, /* 200699 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 394, 768, 3072, 882, 1, 0}, /* 200700 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 2, 2, 768, 214, 1, 0}, /* 200701 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 2, 768, 2, 236, 1, 0}, /* 200702 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 2, 234, 1, 0}, /* 200703 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 394, 3072, 768, 673, 1, 0}, /* 200704 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 394, 730, 1, 0}, /* 200705 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 394, 768, 3072, 880, 1, 0}, /* 200706 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 394, 730, 1, 0}, /* 200707 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 394, 768, 768, 880, 1, 0}, /* 200708 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 394, 666, 1, 0}, /* 200709 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 788, 768, 768, 915, 1, 0}, /* 200710 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 788, 3072, 768, 766, 1, 0}, /* 200711 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 788, 768, 3072, 915, 1, 0}, /* 200712 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 4, 2, 768, 214, 1, 0}, /* 200713 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 4, 768, 2, 273, 1, 0}, /* 200714 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 4, 234, 1, 0}, /* 200715 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 788, 3072, 768, 765, 1, 0}, /* 200716 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 788, 730, 1, 0}, /* 200717 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 788, 768, 3072, 914, 1, 0}, /* 200718 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 788, 730, 1, 0}, /* 200719 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 788, 768, 768, 914, 1, 0}, /* 200720 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 788, 666, 1, 0}, /* 200721 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3152, 768, 768, 620, 1, 0}, /* 200722 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3152, 3072, 768, 754, 1, 0}, /* 200723 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 3152, 768, 3072, 620, 1, 0}, /* 200724 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 16, 2, 768, 214, 1, 0}, /* 200725 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 16, 768, 2, 115, 33, 2}, /* 200726 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 16, 234, 1, 0}, /* 200727 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 3152, 3072, 768, 753, 1, 0}, /* 200728 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 3152, 730, 1, 0}, /* 200729 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 3152, 768, 3072, 619, 1, 0}, /* 200730 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 3152, 730, 1, 0}, /* 200731 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 3152, 768, 768, 619, 1, 0}, /* 200732 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 3152, 960, 1, 0}, /* 200733 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6304, 768, 768, 717, 1, 0}, /* 200734 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6304, 3072, 768, 717, 1, 0}, /* 200735 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 6304, 768, 3072, 717, 1, 0}, /* 200736 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 32, 2, 768, 217, 1, 0}, /* 200737 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 32, 768, 2, 240, 1, 0}, /* 200738 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 32, 234, 1, 0}, /* 200739 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 6304, 3072, 768, 711, 1, 0}, /* 200740 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 6304, 624, 1, 0}, /* 200741 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 6304, 768, 3072, 711, 1, 0}, /* 200742 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 6304, 623, 1, 0}, /* 200743 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 6304, 768, 768, 711, 1, 0}, /* 200744 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 6304, 998, 1, 0}, /* 200745 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12608, 768, 768, 717, 1, 0}, /* 200746 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12608, 3072, 768, 717, 1, 0}, /* 200747 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 1, 0, 0, 0, 1, 1, 12608, 768, 3072, 717, 1, 0}, /* 200748 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 1, 0, 0, 0, 1, 1, 64, 2, 768, 217, 1, 0}, /* 200749 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 0, 0, 1, 64, 768, 2, 240, 1, 0}, /* 200750 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 64, 224, 1, 0}, /* 200751 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 12608, 3072, 768, 711, 1, 0}, /* 200752 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 12608, 624, 1, 0}, /* 200753 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 12608, 768, 3072, 711, 1, 0}, /* 200754 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 12608, 623, 1, 0}, /* 200755 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 12608, 768, 768, 711, 1, 0}, /* 200756 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 12608, 982, 2, 1}, /* 200757 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 394, 768, 768, 500, 1, 0}, /* 200758 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 394, 3072, 768, 332, 1, 0}, /* 200759 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 394, 768, 3072, 500, 1, 0}, /* 200760 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 2, 2, 768, 250, 1, 0}, /* 200761 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 2, 768, 2, 273, 1, 0}, /* 200762 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 2, 256, 1, 0}, /* 200763 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 394, 3072, 768, 331, 1, 0}, /* 200764 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 394, 375, 1, 0}, /* 200765 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 394, 768, 3072, 498, 1, 0}, /* 200766 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 394, 375, 1, 0}, /* 200767 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 394, 768, 768, 498, 1, 0}, /* 200768 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 394, 326, 1, 0}, /* 200769 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 788, 768, 768, 524, 1, 0}, /* 200770 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 788, 3072, 768, 402, 1, 0}, /* 200771 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 788, 768, 3072, 524, 1, 0}, /* 200772 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 4, 2, 768, 250, 1, 0}, /* 200773 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 4, 768, 2, 273, 1, 0}, /* 200774 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 4, 256, 1, 0}, /* 200775 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 788, 3072, 768, 401, 1, 0}, /* 200776 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 788, 375, 1, 0}, /* 200777 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 788, 768, 3072, 523, 1, 0}, /* 200778 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 788, 375, 1, 0}, /* 200779 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 788, 768, 768, 523, 1, 0}, /* 200780 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 788, 326, 1, 0}, /* 200781 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 3152, 768, 768, 296, 1, 0}, /* 200782 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 3152, 3072, 768, 394, 1, 0}, /* 200783 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 3152, 768, 3072, 296, 1, 0}, /* 200784 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 16, 2, 768, 250, 1, 0}, /* 200785 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 16, 768, 2, 252, 1, 0}, /* 200786 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 16, 256, 1, 0}, /* 200787 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 3152, 3072, 768, 393, 1, 0}, /* 200788 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 3152, 375, 1, 0}, /* 200789 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 3152, 768, 3072, 295, 1, 0}, /* 200790 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 3152, 375, 1, 0}, /* 200791 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 3152, 768, 768, 295, 1, 0}, /* 200792 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 3152, 551, 1, 0}, /* 200793 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 6304, 768, 768, 368, 1, 0}, /* 200794 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 6304, 3072, 768, 368, 1, 0}, /* 200795 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 6304, 768, 3072, 368, 1, 0}, /* 200796 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 32, 2, 768, 250, 1, 0}, /* 200797 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 32, 768, 2, 255, 1, 0}, /* 200798 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 32, 256, 1, 0}, /* 200799 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 6304, 3072, 768, 361, 1, 0}, /* 200800 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 6304, 300, 1, 0}, /* 200801 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 6304, 768, 3072, 361, 1, 0}, /* 200802 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 6304, 299, 1, 0}, /* 200803 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 6304, 768, 768, 361, 1, 0}, /* 200804 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 6304, 582, 1, 0}, /* 200805 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 12608, 768, 768, 366, 1, 0}, /* 200806 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 12608, 3072, 768, 366, 1, 0}, /* 200807 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 1, 0, 0, 0, 1, 1, 12608, 768, 3072, 366, 1, 0}, /* 200808 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 1, 0, 0, 0, 1, 1, 64, 2, 768, 250, 1, 0}, /* 200809 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 0, 0, 1, 64, 768, 2, 255, 1, 0}, /* 200810 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 4, 0, 0, 0, 1, 0, 1, 2, 768, 64, 256, 1, 0}, /* 200811 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 12608, 3072, 768, 361, 1, 0}, /* 200812 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 3072, 12608, 300, 1, 0}, /* 200813 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 12608, 768, 3072, 361, 1, 0}, /* 200814 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 3072, 768, 12608, 299, 1, 0}, /* 200815 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 12608, 768, 768, 361, 1, 0}, /* 200816 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 768, 768, 12608, 569, 2, 1}, /* 200817 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 512, 512, 941, 1, 0}, /* 200818 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 2048, 512, 837, 1, 0}, /* 200819 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 512, 2048, 941, 1, 0}, /* 200820 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 8, 32, 64, 32, 1006, 1, 0}, /* 200821 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 32, 32128, 512, 762, 1, 0}, /* 200822 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 32, 611, 1, 0}, /* 200823 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 32, 512, 32128, 864, 15, 1}, /* 200824 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 32, 814, 1, 0}, /* 200825 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 32, 2048, 512, 836, 1, 0}, /* 200826 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 32, 814, 1, 0}, /* 200827 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 32, 512, 2048, 940, 1, 0}, /* 200828 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 32, 781, 1, 0}, /* 200829 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 32, 512, 512, 940, 1, 0}, /* 200830 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 32, 853, 1, 0}, /* 200831 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32, 512, 512, 861, 1, 0}, /* 200832 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 512, 512, 737, 1, 0}, /* 200833 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 16, 64, 64, 64, 1006, 1, 0}, /* 200834 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 2048, 512, 799, 1, 0}, /* 200835 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 512, 2048, 737, 1, 0}, /* 200836 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 16, 64, 64, 64, 1020, 1, 0}, /* 200837 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 128, 32128, 512, 749, 1, 0}, /* 200838 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 128, 748, 1, 0}, /* 200839 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 512, 32128, 904, 8, 1}, /* 200840 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 128, 661, 1, 0}, /* 200841 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 2048, 512, 853, 1, 0}, /* 200842 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 128, 661, 1, 0}, /* 200843 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 512, 2048, 841, 1, 0}, /* 200844 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 128, 854, 1, 0}, /* 200845 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 128, 512, 512, 841, 1, 0}, /* 200846 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 16, 64, 64, 64, 1011, 1, 0}, /* 200847 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 512, 512, 842, 1, 0}, /* 200848 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 64, 32, 32, 64, 1006, 1, 0}, /* 200849 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 64, 32, 64, 32, 1006, 1, 0}, /* 200850 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 2048, 512, 903, 1, 0}, /* 200851 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 512, 2048, 842, 1, 0}, /* 200852 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 64, 32, 32, 64, 1020, 1, 0}, /* 200853 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 256, 32128, 512, 744, 1, 0}, /* 200854 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 256, 748, 1, 0}, /* 200855 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 32128, 904, 4, 1}, /* 200856 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 256, 661, 1, 0}, /* 200857 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 2048, 512, 901, 1, 0}, /* 200858 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 256, 661, 1, 0}, /* 200859 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 2048, 786, 1, 0}, /* 200860 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 256, 854, 1, 0}, /* 200861 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 512, 786, 1, 0}, /* 200862 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 64, 32, 64, 32, 1011, 1, 0}, /* 200863 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 64, 64, 32, 32, 1011, 1, 0}, /* 200864 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 64, 32, 64, 32, 1020, 1, 0}, /* 200865 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 128, 16, 16, 64, 273, 1, 0}, /* 200866 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 128, 16, 64, 16, 273, 1, 0}, /* 200867 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 128, 16, 16, 64, 274, 1, 0}, /* 200868 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 128, 16, 64, 16, 1011, 1, 0}, /* 200869 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 128, 64, 16, 16, 1011, 1, 0}, /* 200870 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 128, 16, 64, 16, 1020, 1, 0}, /* 200871 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 512, 887, 1, 0}, /* 200872 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 16, 256, 256, 64, 1006, 1, 0}, /* 200873 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 16, 256, 64, 256, 1006, 1, 0}, /* 200874 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 2048, 512, 662, 1, 0}, /* 200875 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 2048, 887, 1, 0}, /* 200876 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 512, 854, 1, 0}, /* 200877 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 512, 886, 1, 0}, /* 200878 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 512, 661, 1, 0}, /* 200879 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 2048, 512, 660, 1, 0}, /* 200880 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 512, 661, 1, 0}, /* 200881 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 2048, 886, 1, 0}, /* 200882 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 16, 256, 64, 256, 1011, 1, 0}, /* 200883 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 16, 256, 256, 64, 1016, 1, 0}, /* 200884 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 16, 64, 256, 256, 1011, 1, 0}, /* 200885 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 16, 256, 64, 256, 1020, 1, 0}, /* 200886 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 512, 512, 903, 1, 0}, /* 200887 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 256, 32, 32, 64, 1006, 1, 0}, /* 200888 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 256, 32, 64, 32, 1006, 1, 0}, /* 200889 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 2048, 512, 612, 1, 0}, /* 200890 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 512, 2048, 903, 1, 0}, /* 200891 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 256, 32, 32, 64, 1020, 1, 0}, /* 200892 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 1, 1, 1024, 32128, 512, 647, 1, 0}, /* 200893 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 1024, 748, 1, 0}, /* 200894 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 512, 32128, 613, 4, 1}, /* 200895 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 1024, 661, 1, 0}, /* 200896 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 2048, 512, 610, 1, 0}, /* 200897 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 1024, 661, 1, 0}, /* 200898 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 512, 2048, 901, 1, 0}, /* 200899 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 1024, 854, 1, 0}, /* 200900 */
    {MMAEMU_BF16, MMAEMU_EPI_BF16, 16, 0, 0, 0, 0, 0, 1, 1024, 512, 512, 901, 1, 0}, /* 200901 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 256, 32, 64, 32, 1011, 1, 0}, /* 200902 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 256, 64, 32, 32, 1011, 1, 0}, /* 200903 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 256, 32, 64, 32, 1020, 1, 0}, /* 200904 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 512, 512, 535, 1, 0}, /* 200905 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 2048, 512, 464, 1, 0}, /* 200906 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 512, 2048, 535, 1, 0}, /* 200907 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 8, 32, 64, 32, 1006, 1, 0}, /* 200908 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 32, 32128, 512, 399, 1, 0}, /* 200909 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 32, 290, 1, 0}, /* 200910 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 32, 512, 32128, 485, 15, 1}, /* 200911 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 32, 449, 1, 0}, /* 200912 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 32, 2048, 512, 463, 1, 0}, /* 200913 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 32, 449, 1, 0}, /* 200914 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 32, 512, 2048, 534, 1, 0}, /* 200915 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 32, 417, 1, 0}, /* 200916 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 32, 512, 512, 534, 1, 0}, /* 200917 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 32, 477, 1, 0}, /* 200918 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32, 512, 512, 484, 1, 0}, /* 200919 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 512, 512, 381, 1, 0}, /* 200920 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 16, 64, 64, 64, 1006, 1, 0}, /* 200921 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 2048, 512, 434, 1, 0}, /* 200922 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 512, 2048, 381, 1, 0}, /* 200923 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 16, 64, 64, 64, 1020, 1, 0}, /* 200924 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 128, 32128, 512, 390, 1, 0}, /* 200925 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 128, 389, 1, 0}, /* 200926 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 512, 32128, 514, 8, 1}, /* 200927 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 128, 449, 1, 0}, /* 200928 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 2048, 512, 477, 1, 0}, /* 200929 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 128, 449, 1, 0}, /* 200930 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 512, 2048, 471, 1, 0}, /* 200931 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 128, 417, 1, 0}, /* 200932 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 128, 512, 512, 471, 1, 0}, /* 200933 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 16, 64, 64, 64, 1011, 1, 0}, /* 200934 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 512, 512, 381, 1, 0}, /* 200935 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 64, 32, 32, 64, 1006, 1, 0}, /* 200936 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 64, 32, 64, 32, 1006, 1, 0}, /* 200937 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 2048, 512, 508, 1, 0}, /* 200938 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 512, 2048, 381, 1, 0}, /* 200939 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 64, 32, 32, 64, 1020, 1, 0}, /* 200940 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 256, 32128, 512, 386, 1, 0}, /* 200941 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 256, 389, 1, 0}, /* 200942 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 32128, 514, 4, 1}, /* 200943 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 256, 449, 1, 0}, /* 200944 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 2048, 512, 512, 1, 0}, /* 200945 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 256, 449, 1, 0}, /* 200946 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 2048, 424, 1, 0}, /* 200947 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 256, 417, 1, 0}, /* 200948 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 256, 512, 512, 424, 1, 0}, /* 200949 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 64, 32, 64, 32, 1011, 1, 0}, /* 200950 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 64, 64, 32, 32, 1011, 1, 0}, /* 200951 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 64, 32, 64, 32, 1020, 1, 0}, /* 200952 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 128, 16, 16, 64, 273, 1, 0}, /* 200953 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 128, 16, 64, 16, 273, 1, 0}, /* 200954 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 128, 16, 16, 64, 274, 1, 0}, /* 200955 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 128, 16, 64, 16, 1011, 1, 0}, /* 200956 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 128, 64, 16, 16, 1011, 1, 0}, /* 200957 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 128, 16, 64, 16, 1020, 1, 0}, /* 200958 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 512, 434, 1, 0}, /* 200959 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 16, 256, 256, 64, 1006, 1, 0}, /* 200960 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 16, 256, 64, 256, 1006, 1, 0}, /* 200961 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 2048, 512, 450, 1, 0}, /* 200962 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 512, 512, 2048, 434, 1, 0}, /* 200963 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 512, 417, 1, 0}, /* 200964 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 512, 503, 1, 0}, /* 200965 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 512, 449, 1, 0}, /* 200966 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 2048, 512, 322, 1, 0}, /* 200967 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 512, 449, 1, 0}, /* 200968 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 512, 512, 2048, 503, 1, 0}, /* 200969 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 16, 256, 64, 256, 1011, 1, 0}, /* 200970 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 16, 256, 256, 64, 1016, 1, 0}, /* 200971 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 16, 64, 256, 256, 1011, 1, 0}, /* 200972 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 16, 256, 64, 256, 1020, 1, 0}, /* 200973 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 512, 512, 508, 1, 0}, /* 200974 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 256, 32, 32, 64, 1006, 1, 0}, /* 200975 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 0, 256, 32, 64, 32, 1006, 1, 0}, /* 200976 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 2048, 512, 288, 1, 0}, /* 200977 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 512, 2048, 508, 1, 0}, /* 200978 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 256, 32, 32, 64, 1020, 1, 0}, /* 200979 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 1, 1, 1024, 32128, 512, 313, 1, 0}, /* 200980 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 32128, 512, 1024, 315, 1, 0}, /* 200981 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 512, 32128, 291, 4, 1}, /* 200982 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 2048, 1024, 449, 1, 0}, /* 200983 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 2048, 512, 289, 1, 0}, /* 200984 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 2048, 512, 1024, 449, 1, 0}, /* 200985 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 512, 2048, 512, 1, 0}, /* 200986 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 1, 0, 1, 512, 512, 1024, 417, 1, 0}, /* 200987 */
    {MMAEMU_FP16, MMAEMU_EPI_FP16, 16, 0, 0, 0, 0, 0, 1, 1024, 512, 512, 512, 1, 0}, /* 200988 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 256, 32, 64, 32, 1011, 1, 0}, /* 200989 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 1, 0, 256, 64, 32, 32, 1011, 1, 0}, /* 200990 */
    {MMAEMU_FP32, MMAEMU_EPI_NONE, 16, 0, 0, 0, 0, 1, 256, 32, 64, 32, 1020, 1, 0}, /* 200991 */
};

const size_t choice_h100_nrows = sizeof choice_h100_rows / sizeof choice_h100_rows[0];
