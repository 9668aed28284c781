/* SPDX-License-Identifier: MIT */
/* nvidia.c -- NVIDIA tensor-core models: one table of instruction rows per
 * architecture (design.md section 5).  Every parameter and its source is
 * listed in docs/models.md; the citation keys in the `source` strings are
 * defined there.
 *
 * All NVIDIA paths are T-FDPA (design.md 3.2): products exact and not
 * renormalised, every term (C included) truncated to F fraction bits below
 * the largest exponent, one exact sum, one rounding (RZ for fp32, RZ to a
 * 13-bit fraction for Ada/Hopper fp8, RNE for fp16).  A NaN result is
 * 0x7FFFFFFF / 0x7FFF and an exact zero is +0 on every arch. */
#include "tables.h"

#define FP16 MMAEMU_FP16
#define BF16 MMAEMU_BF16
#define TF32 MMAEMU_TF32
#define E4M3 MMAEMU_E4M3
#define E5M2 MMAEMU_E5M2

#define MMA MMAEMU_FAMILY_MMA
#define WGMMA MMAEMU_FAMILY_WGMMA
#define TCGEN05 MMAEMU_FAMILY_TCGEN05

/* One T-FDPA step.  Fields not named are 0: F2, tr_variant, ftz_pair are
 * unused by T-FDPA. */
#define TFDPA(in, acc, L_, F_, ez, rule, out_, nan)                               \
    { .alg = MMAEMU_ALG_T_FDPA, .a_fmt = (in), .b_fmt = (in), .acc_fmt = (acc),   \
      .L = (L_), .F = (F_), .e_zero = (ez), .ezero_rule = (rule), .out = (out_),  \
      .c_entry = MMAEMU_C_FUSED, .zero_sign = MMAEMU_ZERO_POSITIVE, .nan_bits = (nan) }

/* T-FDPA with two operand formats (and an optional scale format). */
#define TFDPA_AB(a, b, acc, L_, F_, ez, out_, nan, sf)                              \
    { .alg = MMAEMU_ALG_T_FDPA, .a_fmt = (a), .b_fmt = (b), .acc_fmt = (acc),       \
      .L = (L_), .F = (F_), .e_zero = (ez), .ezero_rule = MMAEMU_EZERO_TERMS,       \
      .out = (out_), .c_entry = MMAEMU_C_FUSED, .zero_sign = MMAEMU_ZERO_POSITIVE,  \
      .nan_bits = (nan), .scale_fmt = (sf) }

/* fp32 accumulator, RZ to fp32.  Zero terms take e_zero (MMA-Sim); for an
 * fp32 accumulator this equals Khattak's floor (docs/models.md). */
#define RZ32(in, L, F, ez) TFDPA(in, MMAEMU_FP32, L, F, ez, MMAEMU_EZERO_TERMS, MMAEMU_OUT_RZ_FP32, 0x7FFFFFFFu)
/* fp32 accumulator, RZ to a 13-bit fraction (Ada/Hopper fp8). */
#define RZ13(in, L, F, ez) TFDPA(in, MMAEMU_FP32, L, F, ez, MMAEMU_EZERO_TERMS, MMAEMU_OUT_RZ_E8M13, 0x7FFFFFFFu)
/* The same with A and B in different fp8 formats (e4m3 x e5m2). */
#define RZ13AB(a, b, L, F, ez) TFDPA_AB(a, b, MMAEMU_FP32, L, F, ez, MMAEMU_OUT_RZ_E8M13, 0x7FFFFFFFu, MMAEMU_FP32)
/* fp16 accumulator, RNE to fp16, MMA-Sim's zero-term exponent. */
#define RNE16(in, L, F, ez) TFDPA(in, MMAEMU_FP16, L, F, ez, MMAEMU_EZERO_TERMS, MMAEMU_OUT_RNE_FP16, 0x7FFFu)
/* fp16 accumulator with Khattak & Mikaitis' unconditional exponent floor. */
#define RNE16K(in, L, F, fl) TFDPA(in, MMAEMU_FP16, L, F, fl, MMAEMU_EZERO_FLOOR, MMAEMU_OUT_RNE_FP16, 0x7FFFu)

/* An IEEE fp32 fma per k, RNE, subnormals kept: the FFMA of cuBLAS's SIMT
 * kernels (sgemm, gemv, ...), not a tensor-core path; bf16 / fp16 operands
 * are widened exactly first. */
#define FFMA(in) { .alg = MMAEMU_ALG_FMA, .a_fmt = (in), .b_fmt = (in), .acc_fmt = MMAEMU_FP32, \
                   .L = 1, .out = MMAEMU_OUT_RNE_FP32, .zero_sign = MMAEMU_ZERO_IEEE,          \
                   .nan_bits = 0x7FFFFFFFu }

/* Row flags, for readability. */
#define TD 1   /* Triton's instruction for these formats */
#define NO 0
#define VER 1  /* confirmed by device data */
#define HYP 0  /* not confirmed */
#define MMASIM "mmasim"

/* ------------------------------------------------- integer mma / wgmma */
/* u8/s8 x u8/s8 -> s32 (PTX `mma` m8n8k16 from sm_75, m16n8k16 and
 * m16n8k32 from sm_80; `wgmma` k32 on sm_90): exact, modulo 2^32, and with
 * `.satfinite` (`mmaemu dot --saturate`) the instruction's d clamped to the
 * s32 range (PTX-INT).  Triton's int8 dot is s8 x s8: mma.m16n8k32 with
 * .satfinite, or wgmma k32 without (TRITON-H200). */
#define IMMA_U8 MMAEMU_U8
#define IMMA_S8 MMAEMU_S8
#define IMMA(nm, fam, k_, a, b, td, ver, src) {nm, fam, k_, MODELS_INT_STEP(a, b, k_), td, ver, NULL, src, 0, 0, 0}
#define IMMA_SRC "PTX-INT"
/* The four signedness pairs; s8 x s8 gets Triton's flag td, flag ver and
 * the sources src. */
#define IMMA4(nm, fam, k_, td, ver, src)                                                     \
    IMMA(nm, fam, k_, IMMA_U8, IMMA_U8, NO, HYP, IMMA_SRC), IMMA(nm, fam, k_, IMMA_U8, IMMA_S8, NO, HYP, IMMA_SRC), \
    IMMA(nm, fam, k_, IMMA_S8, IMMA_U8, NO, HYP, IMMA_SRC), IMMA(nm, fam, k_, IMMA_S8, IMMA_S8, td, ver, src)
/* mma.sync's three integer shapes (sm_80 on); Triton's is m16n8k32. */
#define IMMA_SYNC(td, ver, src)                                                                \
    IMMA4("mma.m8n8k16", MMA, 16, NO, HYP, IMMA_SRC), IMMA4("mma.m16n8k16", MMA, 16, NO, HYP, IMMA_SRC), \
    IMMA4("mma.m16n8k32", MMA, 32, td, ver, src)

/* The fp16-accumulator zero-exponent disagreement is the one named
 * variant on every NVIDIA arch (design.md 5).  Khattak & Mikaitis' floor is
 * the default: on an H100 it matched every fp16-accumulator line of our
 * probe-gen runs where MMA-Sim's e_zero missed 10 of 9000
 * (validation/data/h100-smoke/README.md); on other archs it is the better
 * supported of two unconfirmed values. */
#define NV_VARIANTS(name, ez, fl, verified)                                          \
    static const mmaemu_variant_info name[] = {                                      \
        {"khattak", "fp16 accumulator: max exponent floored at " #fl                  \
                    " (Khattak & Mikaitis min_exp_limit)", verified},                 \
        {"mmasim", "fp16 accumulator: zero terms take e_zero = " #ez                  \
                   " and join the max (MMA-Sim 2.1.1; the same bits as the floor)", 0}, \
    }

/* ---------------------------------------------------------------- sm70 */
/* Volta: L = 4, F = 23 (no extra alignment bit). */
NV_VARIANTS(sm70_variants, -19, -19, 0);
static const mmaemu_instr sm70_rows[] = {
    {"mma.m8n8k4", MMA, 4, RZ32(FP16, 4, 23, -131),   TD, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-V100 KM FASI TRITON", 0, 0, 0},
    {"mma.m8n8k4", MMA, 4, RNE16(FP16, 4, 23, -19),   TD, VER, MMASIM,  "MS-PTX MS-PYPI MS-HW KMD-V100 TRITON", 0, 0, 0},
    {"mma.m8n8k4", MMA, 4, RNE16K(FP16, 4, 23, -19),  TD, VER, NULL,    "KM KMD-V100 TRITON", 0, 0, 0},
};

/* ---------------------------------------------------------------- sm75 */
/* Turing: L = 8, F = 24.  No Khattak model exists for T4: the khattak
 * floor -20 is their Ampere value (floor = 4 - F on every model they have). */
NV_VARIANTS(sm75_variants, -20, -20, 0);
static const mmaemu_instr sm75_rows[] = {
    {"mma.m16n8k8", MMA, 8, RZ32(FP16, 8, 24, -132),  TD, VER, NULL,    "MS-PTX MS-EZ MS-HW MS-EQ FASI TRITON", 0, 0, 0},
    {"mma.m16n8k8", MMA, 8, RNE16(FP16, 8, 24, -20),  TD, VER, MMASIM,  "MS-PTX MS-PYPI MS-HW MS-EQ TRITON", 0, 0, 0},
    {"mma.m16n8k8", MMA, 8, RNE16K(FP16, 8, 24, -20), TD, VER, NULL,    "KM HYP TRITON", 0, 0, 0},
    IMMA4("mma.m8n8k16", MMA, 16, NO, HYP, IMMA_SRC),
};

/* ---------------------------------------------------------------- sm80 */
/* Ampere: L = 8 for fp16/bf16 (m16n8k16 = two steps), 4 for tf32
 * (m16n8k8 = two steps), F = 24. */
NV_VARIANTS(sm80_variants, -20, -20, 0);
static const mmaemu_instr sm80_rows[] = {
    {"mma.m16n8k16", MMA, 16, RZ32(BF16, 8, 24, -132),  TD, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-A100 KM TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RZ32(FP16, 8, 24, -132),  TD, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-A100 KM TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RNE16(FP16, 8, 24, -20),  TD, VER, MMASIM,  "MS-PTX MS-PYPI MS-EQ KMD-A100 TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RNE16K(FP16, 8, 24, -20), TD, VER, NULL,    "KM KMD-A100 TRITON", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(BF16, 8, 24, -132),  NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(FP16, 8, 24, -132),  NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RNE16(FP16, 8, 24, -20),  NO, VER, MMASIM,  "MS-PTX MS-PYPI MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RNE16K(FP16, 8, 24, -20), NO, VER, NULL,    "KM", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(TF32, 4, 24, -132),  TD, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-A100 KM TRITON", 0, 0, 0},
    {"mma.m16n8k4",  MMA, 4,  RZ32(TF32, 4, 24, -132),  NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    IMMA_SYNC(TD, HYP, IMMA_SRC " TRITON"),
};

/* ---------------------------------------------------------------- sm86 */
/* GA10x: the Ampere model, confirmed by the A2 data for the shapes Khattak
 * measured; the other shapes are inferred from sm80. */
NV_VARIANTS(sm86_variants, -20, -20, 0);
static const mmaemu_instr sm86_rows[] = {
    {"mma.m16n8k16", MMA, 16, RZ32(BF16, 8, 24, -132),  TD, VER, NULL,    "MS-PTX MS-EZ KMD-A2 KM TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RZ32(FP16, 8, 24, -132),  TD, VER, NULL,    "MS-PTX MS-EZ KMD-A2 KM TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RNE16(FP16, 8, 24, -20),  TD, VER, MMASIM,  "MS-PTX MS-PYPI KMD-A2 TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RNE16K(FP16, 8, 24, -20), TD, VER, NULL,    "KM KMD-A2 TRITON", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(BF16, 8, 24, -132),  NO, HYP, NULL,    "MS-PTX MS-EZ", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(FP16, 8, 24, -132),  NO, HYP, NULL,    "MS-PTX MS-EZ", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RNE16(FP16, 8, 24, -20),  NO, HYP, MMASIM,  "MS-PTX MS-PYPI", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RNE16K(FP16, 8, 24, -20), NO, HYP, NULL,    "KM", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(TF32, 4, 24, -132),  TD, VER, NULL,    "MS-PTX MS-EZ KMD-A2 KM TRITON", 0, 0, 0},
    {"mma.m16n8k4",  MMA, 4,  RZ32(TF32, 4, 24, -132),  NO, HYP, NULL,    "MS-PTX MS-EZ", 0, 0, 0},
    IMMA_SYNC(TD, HYP, IMMA_SRC " TRITON"),
};

/* ---------------------------------------------------------------- sm89 */
/* Ada: the Ampere datapath, plus fp8 with F = 13 on L = 16 steps
 * (m16n8k32 = two steps), RZ to a 13-bit fraction for fp32 output.  For
 * fp8 the value of e_zero cannot change a result (docs/models.md), so the
 * fp8 fp16-accumulator rows have no khattak twin. */
NV_VARIANTS(sm89_variants, -20, -20, 0);
static const mmaemu_instr sm89_rows[] = {
    {"mma.m16n8k16", MMA, 16, RZ32(BF16, 8, 24, -132),  TD, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-Ada KMD-L40S KM TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RZ32(FP16, 8, 24, -132),  TD, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-Ada KMD-L40S KM TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RNE16(FP16, 8, 24, -20),  TD, VER, MMASIM,  "MS-PTX MS-PYPI MS-EQ KMD-Ada KMD-L40S TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RNE16K(FP16, 8, 24, -20), TD, VER, NULL,    "KM KMD-Ada KMD-L40S TRITON", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(BF16, 8, 24, -132),  NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(FP16, 8, 24, -132),  NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RNE16(FP16, 8, 24, -20),  NO, VER, MMASIM,  "MS-PTX MS-PYPI MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RNE16K(FP16, 8, 24, -20), NO, VER, NULL,    "KM", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(TF32, 4, 24, -132),  TD, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-Ada KMD-L40S KM TRITON", 0, 0, 0},
    {"mma.m16n8k4",  MMA, 4,  RZ32(TF32, 4, 24, -132),  NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k32", MMA, 32, RZ13(E4M3, 16, 13, -132), TD, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-Ada KMD-L40S KM TRITON", 0, 0, 0},
    {"mma.m16n8k32", MMA, 32, RZ13(E5M2, 16, 13, -132), TD, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-Ada KMD-L40S KM TRITON", 0, 0, 0},
    {"mma.m16n8k32", MMA, 32, RNE16(E4M3, 16, 13, -21), TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ KMD-Ada KMD-L40S TRITON", 0, 0, 0},
    {"mma.m16n8k32", MMA, 32, RNE16(E5M2, 16, 13, -21), TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ KMD-Ada KMD-L40S TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RZ13(E4M3, 16, 13, -132), NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ PTX", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RZ13(E5M2, 16, 13, -132), NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ PTX", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RNE16(E4M3, 16, 13, -21), NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ PTX", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RNE16(E5M2, 16, 13, -21), NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ PTX", 0, 0, 0},
    IMMA_SYNC(TD, HYP, IMMA_SRC " TRITON"),
};

/* ---------------------------------------------------------------- sm90 */
/* Hopper: F = 25 and one fused step per instruction (L = k up to 16; 8 for
 * tf32), for mma.sync and wgmma alike; fp8 keeps F = 13 on L = 32.  The
 * fp16-accumulator zero exponent is -22 for mma but -133 for wgmma (MMA-Sim:
 * the wgmma fp16 datapath is fp32-wide); Khattak has no wgmma model. */
NV_VARIANTS(sm90_variants, -21, -21, 1);
static const mmaemu_instr sm90_rows[] = {
    {"wgmma.m64nNk16", WGMMA, 16, RZ32(BF16, 16, 25, -133),  TD, VER, NULL,    "MS-PTX MS-EZ MS-HW MS-EQ TRITON", 0, 0, 0},
    {"wgmma.m64nNk16", WGMMA, 16, RZ32(FP16, 16, 25, -133),  TD, VER, NULL,    "MS-PTX MS-EZ MS-HW MS-EQ TRITON", 0, 0, 0},
    {"wgmma.m64nNk16", WGMMA, 16, RNE16K(FP16, 16, 25, -21), TD, VER, NULL,    "FIND-H100-HARNESS MS-PTX MS-EQ TRITON", 0, 0, 0},
    {"wgmma.m64nNk16", WGMMA, 16, RNE16(FP16, 16, 25, -21),  TD, HYP, MMASIM,  "MS-PTX MS-PYPI MS-EQ TRITON", 0, 0, 0},
    {"wgmma.m64nNk8",  WGMMA, 8,  RZ32(TF32, 8, 25, -133),   TD, VER, NULL,    "MS-PTX MS-EZ MS-HW MS-EQ TRITON", 0, 0, 0},
    {"wgmma.m64nNk32", WGMMA, 32, RZ13(E4M3, 32, 13, -133),  TD, VER, NULL,    "MS-PTX MS-EZ MS-HW MS-EQ DSV3 TRITON", 0, 0, 0},
    {"wgmma.m64nNk32", WGMMA, 32, RZ13(E5M2, 32, 13, -133),  TD, VER, NULL,    "MS-PTX MS-EZ MS-HW MS-EQ DSV3 TRITON", 0, 0, 0},
    {"wgmma.m64nNk32", WGMMA, 32, RZ13AB(E4M3, E5M2, 32, 13, -133), NO, VER, NULL, "MS-PTX SCALED-H200", 0, 0, 0},
    {"wgmma.m64nNk32", WGMMA, 32, RZ13AB(E5M2, E4M3, 32, 13, -133), NO, VER, NULL, "MS-PTX SCALED-H200", 0, 0, 0},
    {"wgmma.m64nNk32", WGMMA, 32, RNE16(E4M3, 32, 13, -133), TD, VER, NULL,    "MS-PTX MS-EZ MS-HW MS-EQ TRITON", 0, 0, 0},
    {"wgmma.m64nNk32", WGMMA, 32, RNE16(E5M2, 32, 13, -133), TD, VER, NULL,    "MS-PTX MS-EZ MS-HW MS-EQ TRITON", 0, 0, 0},
    {"mma.m16n8k16",   MMA,   16, RZ32(BF16, 16, 25, -133),  NO, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-H100 KMD-H200 KM", 0, 0, 0},
    {"mma.m16n8k16",   MMA,   16, RZ32(FP16, 16, 25, -133),  NO, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-H100 KMD-H200 KM", 0, 0, 0},
    {"mma.m16n8k16",   MMA,   16, RNE16(FP16, 16, 25, -21),  NO, VER, MMASIM,  "MS-PTX MS-PYPI MS-EQ KMD-H100 KMD-H200", 0, 0, 0},
    {"mma.m16n8k16",   MMA,   16, RNE16K(FP16, 16, 25, -21), NO, VER, NULL,    "KM KMD-H100 KMD-H200 FIND-H100-HARNESS", 0, 0, 0},
    {"mma.m16n8k8",    MMA,   8,  RZ32(BF16, 8, 25, -133),   NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",    MMA,   8,  RZ32(FP16, 8, 25, -133),   NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",    MMA,   8,  RNE16(FP16, 8, 25, -21),   NO, VER, MMASIM,  "MS-PTX MS-PYPI MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",    MMA,   8,  RNE16K(FP16, 8, 25, -21),  NO, VER, NULL,    "KM FIND-H100-HARNESS", 0, 0, 0},
    {"mma.m16n8k8",    MMA,   8,  RZ32(TF32, 8, 25, -133),   NO, VER, NULL,    "MS-PTX MS-EZ MS-HW KMD-H100 KMD-H200 KM", 0, 0, 0},
    {"mma.m16n8k4",    MMA,   4,  RZ32(TF32, 4, 25, -133),   NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    /* cuBLAS 13.1's FFMA kernels on an H100 (CUTLASS simt sgemm, xmma
     * f32f32_f32f32): validation/data/cublas-choice-h100. */
    {"fma.rn.f32",     MMA,   1,  FFMA(MMAEMU_FP32),         NO, VER, NULL,    "CUBLAS-H100", 0, 0, 0},
    {"fma.rn.f32",     MMA,   1,  FFMA(BF16),                NO, VER, NULL,    "CUBLAS-H100", 0, 0, 0},
    {"fma.rn.f32",     MMA,   1,  FFMA(FP16),                NO, VER, NULL,    "CUBLAS-H100", 0, 0, 0},
    /* fp8 mma.sync is not a tensor-core fp8 operation on sm_90: ptxas widens
     * the operands to fp16, runs two chained fp16 HMMAs from +0 (the first
     * takes k mod 4 in {0,1}, the second {2,3}) and adds C with FADD/HADD2
     * (RNE).  Measured on an H100: 110,745 vectors, docs/findings-h100-fp8.md. */
    {"mma.m16n8k32",   MMA,   32, RZ32(E4M3, 16, 25, -133),  NO, VER, NULL,    "FIND-H100-FP8", 1, 2, 1},
    {"mma.m16n8k32",   MMA,   32, RZ32(E5M2, 16, 25, -133),  NO, VER, NULL,    "FIND-H100-FP8", 1, 2, 1},
    {"mma.m16n8k32",   MMA,   32, RNE16K(E4M3, 16, 25, -21), NO, VER, NULL,    "FIND-H100-FP8", 1, 2, 1},
    {"mma.m16n8k32",   MMA,   32, RNE16K(E5M2, 16, 25, -21), NO, VER, NULL,    "FIND-H100-FP8", 1, 2, 1},
    {"mma.m16n8k16",   MMA,   16, RZ32(E4M3, 8, 25, -133),   NO, VER, NULL,    "FIND-H100-FP8 FIND-H100-HARNESS", 1, 2, 1},
    {"mma.m16n8k16",   MMA,   16, RZ32(E5M2, 8, 25, -133),   NO, VER, NULL,    "FIND-H100-FP8 FIND-H100-HARNESS", 1, 2, 1},
    {"mma.m16n8k16",   MMA,   16, RNE16K(E4M3, 8, 25, -21),  NO, VER, NULL,    "FIND-H100-HARNESS", 1, 2, 1},
    {"mma.m16n8k16",   MMA,   16, RNE16K(E5M2, 8, 25, -21),  NO, VER, NULL,    "FIND-H100-HARNESS", 1, 2, 1},
    /* integer: Triton's wgmma k32 and mma.sync m16n8k32 .satfinite on an H200 */
    IMMA4("wgmma.m64nNk32", WGMMA, 32, TD, VER, IMMA_SRC " TRITON TRITON-H200"),
    IMMA_SYNC(NO, VER, IMMA_SRC " TRITON-H200"),
};

/* --------------------------------------------------------------- sm100 */
/* Datacenter Blackwell: F = 25, one step per instruction; fp8/fp6/fp4 on
 * tcgen05 keep F = 25 and plain RZ (no 13-bit output), any pair of
 * e4m3 e5m2 e2m3 e3m2 e2m1 operands (PTX kind::f8f6f4).  Block-scaled
 * kinds: mxf8f6f4 is the f8f6f4 datapath with each product's exponent
 * raised by its two ue8m0 scale exponents (MMA-Sim's ST-FDPA; the same in
 * sf-tensor/tcgen05's MODEL.md); the k = 64 kinds mxf4 and mxf4nvf4 have
 * two public descriptions, both rows: sf-tensor/tcgen05's window (BSW, the
 * default: it reproduces the 74 published B200 words) and MMA-Sim 2.1.1's
 * GST-FDPA (variant mmasim).  kind::i8: exact, wrapping (docs/models.md). */
static const mmaemu_variant_info sm100_variants[] = {
    {"khattak", "fp16 accumulator: max exponent floored at -21 (Khattak & Mikaitis "
                "min_exp_limit); k64 block-scaled kinds: sf-tensor/tcgen05's window (BSW)", 0},
    {"mmasim", "MMA-Sim 2.1.1 throughout: fp16 accumulator zero terms at -21 (the same bits "
               "as the floor); k64 block-scaled kinds: GST-FDPA, groups of 16, F = 35, "
               "e_zero -139", 0},
    {"ez133", "tcgen05.kind::f16 with an fp16 accumulator: zero terms at -133 (the earlier "
              "MMA-Sim e_zero table; mmaemu's default before issue 28)", 0},
};

#define E2M1 MMAEMU_E2M1
#define E2M3 MMAEMU_E2M3
#define E3M2 MMAEMU_E3M2
#define U8 MMAEMU_U8
#define S8 MMAEMU_S8

#define NOSCALE MMAEMU_FP32   /* any format but ue8m0/ue4m3: unscaled */
#define KF8_SRC "MS-PTX MS-PYPI-NV MS-EQ TCG PTX"
/* kind::f8f6f4 for A = a, B = b: fp32 and fp16 accumulators (instruction
 * name, family, Triton flag, verified flag, sources). */
#define KF8N(name, fam, a, b, td, ver, src)                                                  \
    {name, fam, 32,                                                                          \
     TFDPA_AB(a, b, MMAEMU_FP32, 32, 25, -133, MMAEMU_OUT_RZ_FP32, 0x7FFFFFFFu, NOSCALE),   \
     td, ver, NULL, src, 0, 0, 0},                                                           \
    {name, fam, 32,                                                                          \
     TFDPA_AB(a, b, MMAEMU_FP16, 32, 25, -21, MMAEMU_OUT_RNE_FP16, 0x7FFFu, NOSCALE),       \
     td, ver, NULL, src, 0, 0, 0}
#define KF8(a, b, td) KF8N("tcgen05.kind::f8f6f4", TCGEN05, a, b, td, VER, KF8_SRC)
/* kind::mxf8f6f4.block32 with ue8m0 scales (ST-FDPA), fp32 only. */
#define KMXN(name, fam, a, b, ver, src)                                                      \
    {name, fam, 32,                                                                          \
     TFDPA_AB(a, b, MMAEMU_FP32, 32, 25, -133, MMAEMU_OUT_RZ_FP32, 0x7FFFFFFFu,             \
              MMAEMU_UE8M0),                                                                 \
     0, ver, NULL, src, 0, 0, 0}
#define KMX(a, b, td) KMXN("tcgen05.kind::mxf8f6f4", TCGEN05, a, b, VER, "MS-PYPI-NV MS-EQ TCG TCG-HW PTX")
#define EACH_B(M, a)                                                                         \
    M(a, E4M3, 0), M(a, E5M2, 0), M(a, E2M3, 0), M(a, E3M2, 0), M(a, E2M1, 0)

/* The k = 64 block-scaled kinds on e2m1: BSW (sf-tensor/tcgen05) with
 * product groups G, C rule cr and subnormal floor fl (0: none); GST
 * (MMA-Sim 2.1.1). */
#define BSW(sf, G, cr, fl)                                                                   \
    { .alg = MMAEMU_ALG_BSW, .a_fmt = E2M1, .b_fmt = E2M1, .acc_fmt = MMAEMU_FP32, .L = 64,  \
      .F = 39, .F2 = 35, .e_zero = (fl), .out = MMAEMU_OUT_RZ_FP32, .c_entry = (cr),        \
      .zero_sign = MMAEMU_ZERO_POSITIVE, .nan_bits = 0x7FFFFFFFu, .group = (G),             \
      .scale_fmt = (sf) }
#define GST(sf)                                                                              \
    { .alg = MMAEMU_ALG_GST_FDPA, .a_fmt = E2M1, .b_fmt = E2M1, .acc_fmt = MMAEMU_FP32,     \
      .L = 64, .F = 35, .e_zero = -139, .out = MMAEMU_OUT_RZ_FP32,                          \
      .c_entry = MMAEMU_C_FUSED, .zero_sign = MMAEMU_ZERO_POSITIVE,                          \
      .nan_bits = 0x7FFFFFFFu, .group = 16, .scale_fmt = (sf) }
#define GROUPWISE MMAEMU_C_GROUPWISE
#define FUSEDC MMAEMU_C_FUSED
#define UE8M0 MMAEMU_UE8M0
#define UE4M3 MMAEMU_UE4M3

/* kind::i8: u8/s8 x u8/s8 -> s32, exact, modulo 2^32 (`--saturate`:
 * clamped once). */
#define KI8(a, b) {"tcgen05.kind::i8", TCGEN05, 32, MODELS_INT_STEP(a, b, 32), 0, VER, NULL, "TCG TCG-HW PTX", 0, 0, 0}

static const mmaemu_instr sm100_rows[] = {
    {"tcgen05.kind::f16",    TCGEN05, 16, RZ32(BF16, 16, 25, -133),  TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ TCG-HW TRITON", 0, 0, 0},
    {"tcgen05.kind::f16",    TCGEN05, 16, RZ32(FP16, 16, 25, -133),  TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ TCG-HW TRITON", 0, 0, 0},
    {"tcgen05.kind::f16",    TCGEN05, 16, RNE16(FP16, 16, 25, -21),  TD, HYP, NULL,    "MS-PYPI-NV FIND-H100-HARNESS TRITON", 0, 0, 0},
    {"tcgen05.kind::f16",    TCGEN05, 16, RNE16(FP16, 16, 25, -133), TD, HYP, "ez133", "MS-PTX MS-EZ TRITON", 0, 0, 0},
    {"tcgen05.kind::tf32",   TCGEN05, 8,  RZ32(TF32, 8, 25, -133),   TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ TCG-HW TRITON", 0, 0, 0},
    KF8(E4M3, E4M3, TD), KF8(E4M3, E5M2, NO), KF8(E4M3, E2M3, NO), KF8(E4M3, E3M2, NO), KF8(E4M3, E2M1, NO),
    KF8(E5M2, E4M3, NO), KF8(E5M2, E5M2, TD), KF8(E5M2, E2M3, NO), KF8(E5M2, E3M2, NO), KF8(E5M2, E2M1, NO),
    KF8(E2M3, E4M3, NO), KF8(E2M3, E5M2, NO), KF8(E2M3, E2M3, NO), KF8(E2M3, E3M2, NO), KF8(E2M3, E2M1, NO),
    KF8(E3M2, E4M3, NO), KF8(E3M2, E5M2, NO), KF8(E3M2, E2M3, NO), KF8(E3M2, E3M2, NO), KF8(E3M2, E2M1, NO),
    KF8(E2M1, E4M3, NO), KF8(E2M1, E5M2, NO), KF8(E2M1, E2M3, NO), KF8(E2M1, E3M2, NO), KF8(E2M1, E2M1, NO),
    EACH_B(KMX, E4M3), EACH_B(KMX, E5M2), EACH_B(KMX, E2M3), EACH_B(KMX, E3M2), EACH_B(KMX, E2M1),
    {"tcgen05.kind::mxf4",     TCGEN05, 64, BSW(UE8M0, 16, GROUPWISE, -174), 0, VER, NULL,     "TCG TCG-HW PTX", 0, 0, 0},
    {"tcgen05.kind::mxf4",     TCGEN05, 64, GST(UE8M0),                      0, HYP, MMASIM,   "MS-PYPI-NV MS-EQ PTX", 0, 0, 0},
    {"tcgen05.kind::mxf4nvf4", TCGEN05, 64, BSW(UE8M0, 16, GROUPWISE, -174), 0, VER, NULL,     "TCG TCG-HW PTX", 0, 0, 0},
    {"tcgen05.kind::mxf4nvf4", TCGEN05, 64, GST(UE8M0),                      0, HYP, MMASIM,   "MS-PYPI-NV MS-EQ PTX", 0, 0, 0},
    {"tcgen05.kind::mxf4nvf4", TCGEN05, 64, BSW(UE4M3, 4, FUSEDC, 0),        0, VER, NULL,     "TCG TCG-HW PTX", 0, 0, 0},
    {"tcgen05.kind::mxf4nvf4", TCGEN05, 64, GST(UE4M3),                      0, HYP, MMASIM,   "MS-PYPI-NV MS-EQ PTX", 0, 0, 0},
    KI8(U8, U8), KI8(U8, S8), KI8(S8, U8), KI8(S8, S8),
    IMMA_SYNC(NO, HYP, IMMA_SRC),
    {"mma.m16n8k16",         MMA,     16, RZ32(BF16, 16, 25, -133),  NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ KMD-B200 KM", 0, 0, 0},
    {"mma.m16n8k16",         MMA,     16, RZ32(FP16, 16, 25, -133),  NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ KMD-B200 KM", 0, 0, 0},
    {"mma.m16n8k16",         MMA,     16, RNE16(FP16, 16, 25, -21),  NO, VER, MMASIM,  "MS-PTX MS-PYPI MS-EQ KMD-B200", 0, 0, 0},
    {"mma.m16n8k16",         MMA,     16, RNE16K(FP16, 16, 25, -21), NO, VER, NULL,    "KM KMD-B200", 0, 0, 0},
    {"mma.m16n8k8",          MMA,     8,  RZ32(BF16, 8, 25, -133),   NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",          MMA,     8,  RZ32(FP16, 8, 25, -133),   NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",          MMA,     8,  RNE16(FP16, 8, 25, -21),   NO, VER, MMASIM,  "MS-PTX MS-PYPI MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",          MMA,     8,  RNE16K(FP16, 8, 25, -21),  NO, VER, NULL,    "KM", 0, 0, 0},
    {"mma.m16n8k8",          MMA,     8,  RZ32(TF32, 8, 25, -133),   NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ KMD-B200 KM", 0, 0, 0},
    {"mma.m16n8k4",          MMA,     4,  RZ32(TF32, 4, 25, -133),   NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    /* fp8 through the legacy mma.sync path: the published B200 data fit the
     * construction ptxas uses on sm_90 (fp16 HMMAs from +0 over k mod 4 in
     * {0,1} then {2,3}, then an RNE add of C) on 5000/5000 per set for fp32
     * and fp16 output (docs/findings-km.md); unverified beyond that data. */
    {"mma.m16n8k32",         MMA,     32, RZ32(E4M3, 16, 25, -133),  NO, VER, NULL,    "KMD-B200 FIND-KM", 1, 2, 1},
    {"mma.m16n8k32",         MMA,     32, RZ32(E5M2, 16, 25, -133),  NO, VER, NULL,    "KMD-B200 FIND-KM", 1, 2, 1},
    {"mma.m16n8k32",         MMA,     32, RNE16K(E4M3, 16, 25, -21), NO, VER, NULL,    "KMD-B200 FIND-KM", 1, 2, 1},
    {"mma.m16n8k32",         MMA,     32, RNE16K(E5M2, 16, 25, -21), NO, VER, NULL,    "KMD-B200 FIND-KM", 1, 2, 1},
};

/* --------------------------------------------------------------- sm120 */
/* RTX Blackwell: mma.sync only; F = 25, one step per instruction, fp8
 * m16n8k32 as one L = 32 step with plain RZ.  The kind:: rows are MMA-Sim
 * 2.1.1's (MMA / MMABlockScale, "RTX Blackwell"): kind::f8f6f4 is the
 * tcgen05 f8f6f4 datapath (T-FDPA, L = 32 bytes, e_zero -133 / -21),
 * kind::mxf8f6f4 ST-FDPA, and the k = 64 kinds mxf4 / mxf4nvf4 GST-FDPA
 * (groups of 16, F = 35, e_zero -139): the only public description of
 * them on sm120 (sf-tensor/tcgen05's BSW was fitted to B200 tcgen05). */
#define K120_SRC "MS-PYPI-NV PTX"
#define KF8_120(a, b, td) KF8N("mma.m16n8k32.kind::f8f6f4", MMA, a, b, NO, HYP, K120_SRC)
#define KMX_120(a, b, td) KMXN("mma.m16n8k32.kind::mxf8f6f4.block_scale", MMA, a, b, HYP, K120_SRC)
NV_VARIANTS(sm120_variants, -21, -21, 0);
static const mmaemu_instr sm120_rows[] = {
    IMMA_SYNC(TD, HYP, IMMA_SRC " TRITON"),
    {"mma.m16n8k16", MMA, 16, RZ32(BF16, 16, 25, -133),  TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RZ32(FP16, 16, 25, -133),  TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RNE16(FP16, 16, 25, -21),  TD, VER, MMASIM,  "MS-PTX MS-PYPI MS-EQ TRITON", 0, 0, 0},
    {"mma.m16n8k16", MMA, 16, RNE16K(FP16, 16, 25, -21), TD, VER, NULL,    "KM TRITON", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(BF16, 8, 25, -133),   NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(FP16, 8, 25, -133),   NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RNE16(FP16, 8, 25, -21),   NO, VER, MMASIM,  "MS-PTX MS-PYPI MS-EQ", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RNE16K(FP16, 8, 25, -21),  NO, VER, NULL,    "KM", 0, 0, 0},
    {"mma.m16n8k8",  MMA, 8,  RZ32(TF32, 8, 25, -133),   TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ TRITON", 0, 0, 0},
    {"mma.m16n8k4",  MMA, 4,  RZ32(TF32, 4, 25, -133),   NO, VER, NULL,    "MS-PTX MS-EZ MS-EQ", 0, 0, 0},
    {"mma.m16n8k32", MMA, 32, RZ32(E4M3, 32, 25, -133),  TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ TRITON", 0, 0, 0},
    {"mma.m16n8k32", MMA, 32, RZ32(E5M2, 32, 25, -133),  TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ TRITON", 0, 0, 0},
    {"mma.m16n8k32", MMA, 32, RNE16(E4M3, 32, 25, -22),  TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ TRITON", 0, 0, 0},
    {"mma.m16n8k32", MMA, 32, RNE16(E5M2, 32, 25, -22),  TD, VER, NULL,    "MS-PTX MS-EZ MS-EQ TRITON", 0, 0, 0},
    EACH_B(KF8_120, E4M3), EACH_B(KF8_120, E5M2), EACH_B(KF8_120, E2M3), EACH_B(KF8_120, E3M2),
    EACH_B(KF8_120, E2M1),
    EACH_B(KMX_120, E4M3), EACH_B(KMX_120, E5M2), EACH_B(KMX_120, E2M3), EACH_B(KMX_120, E3M2),
    EACH_B(KMX_120, E2M1),
    {"mma.m16n8k64.kind::mxf4.block_scale",     MMA, 64, GST(UE8M0), 0, HYP, NULL, K120_SRC, 0, 0, 0},
    {"mma.m16n8k64.kind::mxf4nvf4.block_scale", MMA, 64, GST(UE8M0), 0, HYP, NULL, K120_SRC, 0, 0, 0},
    {"mma.m16n8k64.kind::mxf4nvf4.block_scale", MMA, 64, GST(UE4M3), 0, HYP, NULL, K120_SRC, 0, 0, 0},
};

const models_arch mmaemu_nvidia_archs[] = {
    MODELS_ARCH("NVIDIA", "sm70",  "V100",                         sm70_rows,  sm70_variants),
    MODELS_ARCH("NVIDIA", "sm75",  "T4",                           sm75_rows,  sm75_variants),
    MODELS_ARCH("NVIDIA", "sm80",  "A100 A30",                     sm80_rows,  sm80_variants),
    MODELS_ARCH("NVIDIA", "sm86",  "A2 A40 A10 RTX3090",           sm86_rows,  sm86_variants),
    MODELS_ARCH("NVIDIA", "sm89",  "L40S L40 L4 Ada RTX4090 RTX1000Ada", sm89_rows, sm89_variants),
    MODELS_ARCH("NVIDIA", "sm90",  "H100 H200 H800 GH200",         sm90_rows,  sm90_variants),
    MODELS_ARCH("NVIDIA", "sm100", "B200 GB200",                   sm100_rows, sm100_variants),
    MODELS_ARCH("NVIDIA", "sm120", "RTX5090 RTXPRO6000",           sm120_rows, sm120_variants),
};
const size_t mmaemu_nvidia_n_archs = MODELS_N(mmaemu_nvidia_archs);
