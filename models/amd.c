/* amd.c -- AMD MFMA models: one table of instruction rows per architecture
 * (design.md section 5).  Every parameter and its source is listed in
 * docs/models.md; the citation keys in the `source` strings are defined
 * there.
 *
 * Each generation has its own datapath (MMA-Sim): CDNA1 E-FDPA, CDNA2
 * FTZ-AddMul, CDNA3 TR-FDPA (GTR-FDPA for fp8), and fp32 MFMA is a
 * sequential fp32 FMA on all of them.  CDNA4 (gfx950) has no public model:
 * its rows are hypotheses, offered as named variants.
 *
 * Instruction names: CDNA1/2 keep the ISA's type suffix, because it
 * separates instructions of equal shape (gfx90a `32x32x4bf16` vs
 * `32x32x4bf16_1k`); CDNA3/4 names drop the operand type, which the
 * formats already say, except `_xf32`.  Multi-block shapes (_2b, _4b,
 * _16b on CDNA3) give K per block. */
#include "mmaemu/model.h"

/* The registry (models/registry.c) reads these. */
extern const mmaemu_arch mmaemu_amd_archs[];
extern const size_t mmaemu_amd_n_archs;

#define FP32 MMAEMU_FP32
#define FP16 MMAEMU_FP16
#define BF16 MMAEMU_BF16
#define TF32 MMAEMU_TF32
#define E4M3 MMAEMU_E4M3
#define E5M2 MMAEMU_E5M2
#define E4FNUZ MMAEMU_E4M3FNUZ
#define E5FNUZ MMAEMU_E5M2FNUZ

#define MFMA MMAEMU_FAMILY_MFMA

/* MMA-Sim's canonical NaN for the fused models; the IEEE default quiet NaN
 * for the models built from fp32 arithmetic.  Neither is confirmed: MMA-Sim's
 * AMD hardware comparisons ignore NaN payloads. */
#define NAN_MMASIM 0x7FFFFFFFu
#define NAN_IEEE 0x7FC00000u

#define STEPZ(alg_, in, L_, F_, F2_, trv, pair, nan, za)                           \
    { .alg = (alg_), .a_fmt = (in), .b_fmt = (in), .acc_fmt = MMAEMU_FP32,         \
      .L = (L_), .F = (F_), .F2 = (F2_), .out = MMAEMU_OUT_RNE_FP32,                \
      .tr_variant = (trv), .zero_sign = MMAEMU_ZERO_IEEE, .ftz_pair = (pair),       \
      .nan_bits = (nan), .zero_align = (za) }
#define STEP(alg_, in, L_, F_, F2_, trv, pair, nan) \
    STEPZ(alg_, in, L_, F_, F2_, trv, pair, nan, MMAEMU_ZALIGN_SKIP)

/* CDNA1 fp16/bf16: exact sum of L products and C, one RNE. */
#define EFDPA(in, L) STEP(MMAEMU_ALG_E_FDPA, in, L, 0, 0, MMAEMU_TR_RENORM_FLOOR, 0, NAN_MMASIM)
/* CDNA2 fp16/bf16: fp32 products, pairwise fp32 adds in groups of P, FTZ. */
#define FTZ(in, P) STEP(MMAEMU_ALG_FTZ_ADDMUL, in, P, 0, 0, MMAEMU_TR_RENORM_FLOOR, P, NAN_IEEE)
/* MMA-Sim's January 2026 CDNA1 model: FTZ-AddMul's sums without flushing. */
#define PAIR(in, P) STEP(MMAEMU_ALG_PAIRWISE, in, P, 0, 0, MMAEMU_TR_RENORM_FLOOR, P, NAN_IEEE)
/* fp32 MFMA on every generation: one fma per k. */
#define FMA32 STEP(MMAEMU_ALG_FMA, FP32, 1, 0, 0, MMAEMU_TR_RENORM_FLOOR, 0, NAN_IEEE)
/* CDNA3: F = 24, F2 = 31; newest MMA-Sim (renormalise, then floor) or the
 * first MMA-Sim version (floor before the add). */
#define TR(in, L) STEP(MMAEMU_ALG_TR_FDPA, in, L, 24, 31, MMAEMU_TR_RENORM_FLOOR, 0, NAN_MMASIM)
#define TR1(in, L) STEP(MMAEMU_ALG_TR_FDPA, in, L, 24, 31, MMAEMU_TR_FLOOR_BEFORE, 0, NAN_MMASIM)
#define GTR(in) STEP(MMAEMU_ALG_GTR_FDPA, in, 16, 24, 31, MMAEMU_TR_RENORM_FLOOR, 0, NAN_MMASIM)
#define GTR1(in) STEP(MMAEMU_ALG_GTR_FDPA, in, 16, 24, 31, MMAEMU_TR_FLOOR_BEFORE, 0, NAN_MMASIM)
/* The same with the other zero-operand rule (docs/models.md, "AMD
 * zero-operand rule"): a zero operand has exponent -126 and its product
 * joins the alignment maximum (MMA-Sim's January 2026 source, c785138).  The
 * rows above leave zero products out (PyPI mmasim 2.0.1 to 2.1.1). */
#define ZA MMAEMU_ZALIGN_M126
#define TRZ(in, L) STEPZ(MMAEMU_ALG_TR_FDPA, in, L, 24, 31, MMAEMU_TR_RENORM_FLOOR, 0, NAN_MMASIM, ZA)
#define TR1Z(in, L) STEPZ(MMAEMU_ALG_TR_FDPA, in, L, 24, 31, MMAEMU_TR_FLOOR_BEFORE, 0, NAN_MMASIM, ZA)
#define GTRZ(in) STEPZ(MMAEMU_ALG_GTR_FDPA, in, 16, 24, 31, MMAEMU_TR_RENORM_FLOOR, 0, NAN_MMASIM, ZA)
#define GTR1Z(in) STEPZ(MMAEMU_ALG_GTR_FDPA, in, 16, 24, 31, MMAEMU_TR_FLOOR_BEFORE, 0, NAN_MMASIM, ZA)

#define TD 1   /* Triton's instruction for these formats */
#define NO 0
#define HYP 0  /* no device data we can check: every AMD row */

#define V1 "mmasim-v1"
#define STEP16 "step16"
#define FUSEDK "fused-k"
#define ZAL "zero-align"
#define V1Z "mmasim-v1-zero-align"
#define STEP16Z "step16-zero-align"
#define FUSEDKZ "fused-k-zero-align"

/* -------------------------------------------------------------- gfx908 */
static const mmaemu_variant_info gfx908_variants[] = {
    {"mmasim", "MMA-Sim CDNA1 model (PyPI 2.0.0-2.1.1, paper v2): fp16/bf16 E-FDPA (exact sum of "
               "4 / 2 products and C, one RNE)", 0},
    {"mmasim-pairwise", "MMA-Sim's January 2026 CDNA1 model (c785138): fp32 products, pairwise fp32 "
                        "RNE adds in groups of 4 / 2, no flushing", 0},
};
static const mmaemu_instr gfx908_rows[] = {
    {"mfma.32x32x8f16",  MFMA, 8,  EFDPA(FP16, 4), TD, HYP, NULL, "MS-AMD MS-EQ LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x16f16", MFMA, 16, EFDPA(FP16, 4), NO, HYP, NULL, "MS-AMD MS-EQ LLVM CALC", 0, 0, 0},
    {"mfma.32x32x4f16",  MFMA, 4,  EFDPA(FP16, 4), NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.16x16x4f16",  MFMA, 4,  EFDPA(FP16, 4), NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.4x4x4f16",    MFMA, 4,  EFDPA(FP16, 4), NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.32x32x4bf16", MFMA, 4,  EFDPA(BF16, 2), TD, HYP, NULL, "MS-AMD MS-EQ LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x8bf16", MFMA, 8,  EFDPA(BF16, 2), NO, HYP, NULL, "MS-AMD MS-EQ LLVM CALC", 0, 0, 0},
    {"mfma.32x32x2bf16", MFMA, 2,  EFDPA(BF16, 2), NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.16x16x2bf16", MFMA, 2,  EFDPA(BF16, 2), NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.4x4x2bf16",   MFMA, 2,  EFDPA(BF16, 2), NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.32x32x2f32",  MFMA, 2,  FMA32,          TD, HYP, NULL, "MS-AMD MS-EQ LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x4f32",  MFMA, 4,  FMA32,          NO, HYP, NULL, "MS-AMD MS-EQ LLVM CALC", 0, 0, 0},
    {"mfma.32x32x1f32",  MFMA, 1,  FMA32,          NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.16x16x1f32",  MFMA, 1,  FMA32,          NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.4x4x1f32",    MFMA, 1,  FMA32,          NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    /* mmasim-pairwise */
    {"mfma.32x32x8f16",  MFMA, 8,  PAIR(FP16, 4),  TD, HYP, "mmasim-pairwise", "MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x16f16", MFMA, 16, PAIR(FP16, 4),  NO, HYP, "mmasim-pairwise", "MS-AMD-V1", 0, 0, 0},
    {"mfma.32x32x4f16",  MFMA, 4,  PAIR(FP16, 4),  NO, HYP, "mmasim-pairwise", "MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x4f16",  MFMA, 4,  PAIR(FP16, 4),  NO, HYP, "mmasim-pairwise", "MS-AMD-V1", 0, 0, 0},
    {"mfma.4x4x4f16",    MFMA, 4,  PAIR(FP16, 4),  NO, HYP, "mmasim-pairwise", "MS-AMD-V1", 0, 0, 0},
    {"mfma.32x32x4bf16", MFMA, 4,  PAIR(BF16, 2),  TD, HYP, "mmasim-pairwise", "MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x8bf16", MFMA, 8,  PAIR(BF16, 2),  NO, HYP, "mmasim-pairwise", "MS-AMD-V1", 0, 0, 0},
    {"mfma.32x32x2bf16", MFMA, 2,  PAIR(BF16, 2),  NO, HYP, "mmasim-pairwise", "MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x2bf16", MFMA, 2,  PAIR(BF16, 2),  NO, HYP, "mmasim-pairwise", "MS-AMD-V1", 0, 0, 0},
    {"mfma.4x4x2bf16",   MFMA, 2,  PAIR(BF16, 2),  NO, HYP, "mmasim-pairwise", "MS-AMD-V1", 0, 0, 0},
};

/* -------------------------------------------------------------- gfx90a */
static const mmaemu_variant_info gfx90a_variants[] = {
    {"mmasim", "MMA-Sim CDNA2 model: fp16/bf16 FTZ-AddMul (fp32 products, pairwise fp32 adds, "
               "subnormals flushed; P = 4, legacy bf16 P = 2)", 0},
};
static const mmaemu_instr gfx90a_rows[] = {
    {"mfma.32x32x8f16",      MFMA, 8,  FTZ(FP16, 4), TD, HYP, NULL, "MS-AMD MS-EQ PT-NA LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x16f16",     MFMA, 16, FTZ(FP16, 4), NO, HYP, NULL, "MS-AMD MS-EQ PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.32x32x4f16",      MFMA, 4,  FTZ(FP16, 4), NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.16x16x4f16",      MFMA, 4,  FTZ(FP16, 4), NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.4x4x4f16",        MFMA, 4,  FTZ(FP16, 4), NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.32x32x8bf16_1k",  MFMA, 8,  FTZ(BF16, 4), TD, HYP, NULL, "MS-AMD MS-EQ PT-NA LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x16bf16_1k", MFMA, 16, FTZ(BF16, 4), NO, HYP, NULL, "MS-AMD MS-EQ PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.32x32x4bf16_1k",  MFMA, 4,  FTZ(BF16, 4), NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.16x16x4bf16_1k",  MFMA, 4,  FTZ(BF16, 4), NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.4x4x4bf16_1k",    MFMA, 4,  FTZ(BF16, 4), NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.32x32x4bf16",     MFMA, 4,  FTZ(BF16, 2), NO, HYP, NULL, "MS-AMD MS-EQ PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.16x16x8bf16",     MFMA, 8,  FTZ(BF16, 2), NO, HYP, NULL, "MS-AMD MS-EQ PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.32x32x2bf16",     MFMA, 2,  FTZ(BF16, 2), NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.16x16x2bf16",     MFMA, 2,  FTZ(BF16, 2), NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.4x4x2bf16",       MFMA, 2,  FTZ(BF16, 2), NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.32x32x2f32",      MFMA, 2,  FMA32,        TD, HYP, NULL, "MS-AMD MS-EQ PT-NA LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x4f32",      MFMA, 4,  FMA32,        NO, HYP, NULL, "MS-AMD MS-EQ PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.32x32x1f32",      MFMA, 1,  FMA32,        NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.16x16x1f32",      MFMA, 1,  FMA32,        NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
    {"mfma.4x4x1f32",        MFMA, 1,  FMA32,        NO, HYP, NULL, "MS-AMD PT-NA LLVM CALC", 0, 0, 0},
};

/* -------------------------------------------------------------- gfx942 */
/* CDNA3: fp16/bf16 L = min(8, k), xf32 L = 4 (operands truncated to tf32),
 * FNUZ fp8 L = 16 with even/odd-k halves.  The mmasim-v1 rows are the same
 * shapes with MMA-Sim's first CDNA3 model (floor before the add). */
static const mmaemu_variant_info gfx942_variants[] = {
    {"mmasim", "newest MMA-Sim CDNA3 model: add, renormalise, floor to 31 bits, RNE", 0},
    {"mmasim-v1", "first MMA-Sim CDNA3 model: product sum floored to 31 bits before the add, "
                  "no renormalise-then-floor", 0},
    {"zero-align", "mmasim with a zero operand given exponent -126 in the alignment "
                   "(MMA-Sim's January 2026 source)", 0},
    {"mmasim-v1-zero-align", "mmasim-v1 with the zero-align rule (MMA-Sim's January 2026 source, "
                             "c785138, in both respects)", 0},
};
/* The CDNA3 fused rows, for one datapath (T: TR, TR1, TRZ or TR1Z; G: the
 * matching GTR) and one variant tag. */
#define GFX942_FUSED(T, G, var, src)                                                        \
    {"mfma.32x32x8",      MFMA, 8,  T(BF16, 8),  TD, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x8",      MFMA, 8,  T(FP16, 8),  TD, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x16",     MFMA, 16, T(BF16, 8),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x16",     MFMA, 16, T(FP16, 8),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x4_2b",   MFMA, 4,  T(BF16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x4_2b",   MFMA, 4,  T(FP16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x4_4b",   MFMA, 4,  T(BF16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x4_4b",   MFMA, 4,  T(FP16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.4x4x4_16b",    MFMA, 4,  T(BF16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.4x4x4_16b",    MFMA, 4,  T(FP16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x4_xf32", MFMA, 4,  T(TF32, 4),  TD, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x8_xf32", MFMA, 8,  T(TF32, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x16",     MFMA, 16, G(E4FNUZ),   TD, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x16",     MFMA, 16, G(E5FNUZ),   TD, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x32",     MFMA, 32, G(E4FNUZ),   NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x32",     MFMA, 32, G(E5FNUZ),   NO, HYP, var, src, 0, 0, 0}

static const mmaemu_instr gfx942_rows[] = {
    {"mfma.32x32x8",      MFMA, 8,  TR(BF16, 8),   TD, HYP, NULL, "MS-AMD MS-EQ LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.32x32x8",      MFMA, 8,  TR(FP16, 8),   TD, HYP, NULL, "MS-AMD MS-EQ LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x16",     MFMA, 16, TR(BF16, 8),   NO, HYP, NULL, "MS-AMD MS-EQ LLVM CALC", 0, 0, 0},
    {"mfma.16x16x16",     MFMA, 16, TR(FP16, 8),   NO, HYP, NULL, "MS-AMD MS-EQ LLVM CALC", 0, 0, 0},
    {"mfma.32x32x4_2b",   MFMA, 4,  TR(BF16, 4),   NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.32x32x4_2b",   MFMA, 4,  TR(FP16, 4),   NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.16x16x4_4b",   MFMA, 4,  TR(BF16, 4),   NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.16x16x4_4b",   MFMA, 4,  TR(FP16, 4),   NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.4x4x4_16b",    MFMA, 4,  TR(BF16, 4),   NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.4x4x4_16b",    MFMA, 4,  TR(FP16, 4),   NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.32x32x4_xf32", MFMA, 4,  TR(TF32, 4),   TD, HYP, NULL, "MS-AMD MS-EQ LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x8_xf32", MFMA, 8,  TR(TF32, 4),   NO, HYP, NULL, "MS-AMD MS-EQ LLVM CALC", 0, 0, 0},
    {"mfma.32x32x16",     MFMA, 16, GTR(E4FNUZ),   TD, HYP, NULL, "MS-AMD MS-EQ LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.32x32x16",     MFMA, 16, GTR(E5FNUZ),   TD, HYP, NULL, "MS-AMD MS-EQ LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, GTR(E4FNUZ),   NO, HYP, NULL, "MS-AMD MS-EQ LLVM CALC", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, GTR(E5FNUZ),   NO, HYP, NULL, "MS-AMD MS-EQ LLVM CALC", 0, 0, 0},
    {"mfma.32x32x2",      MFMA, 2,  FMA32,         TD, HYP, NULL, "MS-AMD MS-EQ LLVM CALC TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x4",      MFMA, 4,  FMA32,         NO, HYP, NULL, "MS-AMD MS-EQ LLVM CALC", 0, 0, 0},
    {"mfma.32x32x1_2b",   MFMA, 1,  FMA32,         NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.16x16x1_4b",   MFMA, 1,  FMA32,         NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    {"mfma.4x4x1_16b",    MFMA, 1,  FMA32,         NO, HYP, NULL, "MS-AMD LLVM CALC", 0, 0, 0},
    /* mmasim-v1: MMA-Sim's first CDNA3 model. */
    GFX942_FUSED(TR1, GTR1, V1, "MS-AMD-V1"),
    /* The zero-operand rule of MMA-Sim's January 2026 source, with each datapath. */
    GFX942_FUSED(TRZ, GTRZ, ZAL, "MS-AMD-Z126"),
    GFX942_FUSED(TR1Z, GTR1Z, V1Z, "MS-AMD-V1 MS-AMD-Z126"),
};

/* -------------------------------------------------------------- gfx950 */
/* CDNA4: no public numerics.  Default: the gfx942 datapath unchanged, the
 * new double-K bf16/fp16 instructions being 2 or 4 TR steps of 8.  The
 * other variants fuse those instructions more widely.  No xf32 (LLVM gives
 * gfx950 no xf32-insts).  fp8 is OCP e4m3/e5m2; the GTR rows are the gfx942
 * datapath with OCP decoding.  Triton rewrites fp8 dots on gfx950 to the
 * scaled f8f6f4 MFMA, which is not modelled, so fp8 has no Triton row. */
static const mmaemu_variant_info gfx950_variants[] = {
    {"as-gfx942", "the gfx942 datapath; new 32x32x16 / 16x16x32 bf16/fp16 = 2 / 4 TR steps of 8", 0},
    {"step16", "new 32x32x16 / 16x16x32 bf16/fp16 = 1 / 2 TR steps of 16", 0},
    {"fused-k", "new 32x32x16 / 16x16x32 bf16/fp16 = one TR step of 16 / 32", 0},
    {"mmasim-v1", "as-gfx942 with MMA-Sim's first CDNA3 model (floor before the add)", 0},
    {"zero-align", "as-gfx942 with a zero operand given exponent -126 in the alignment "
                   "(MMA-Sim's January 2026 source)", 0},
    {"step16-zero-align", "step16 with the zero-align rule", 0},
    {"fused-k-zero-align", "fused-k with the zero-align rule", 0},
    {"mmasim-v1-zero-align", "mmasim-v1 with the zero-align rule", 0},
};

/* The gfx950 fused rows other than the new double-K bf16/fp16 ones, for one
 * datapath and variant tag (the zero-align variants). */
#define GFX950_OLD(T, G, var, src)                                                          \
    {"mfma.32x32x8",      MFMA, 8,  T(BF16, 8),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x8",      MFMA, 8,  T(FP16, 8),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x16",     MFMA, 16, T(BF16, 8),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x16",     MFMA, 16, T(FP16, 8),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x4_2b",   MFMA, 4,  T(BF16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x4_2b",   MFMA, 4,  T(FP16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x4_4b",   MFMA, 4,  T(BF16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x4_4b",   MFMA, 4,  T(FP16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.4x4x4_16b",    MFMA, 4,  T(BF16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.4x4x4_16b",    MFMA, 4,  T(FP16, 4),  NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x16",     MFMA, 16, G(E4M3),     NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x16",     MFMA, 16, G(E5M2),     NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x32",     MFMA, 32, G(E4M3),     NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x32",     MFMA, 32, G(E5M2),     NO, HYP, var, src, 0, 0, 0}
/* The new double-K rows: 32x32x16 in steps of L1, 16x16x32 in steps of L2. */
#define GFX950_NEW(T, L1, L2, var, src)                                                     \
    {"mfma.32x32x16",     MFMA, 16, T(BF16, L1), TD, HYP, var, src, 0, 0, 0},               \
    {"mfma.32x32x16",     MFMA, 16, T(FP16, L1), TD, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x32",     MFMA, 32, T(BF16, L2), NO, HYP, var, src, 0, 0, 0},               \
    {"mfma.16x16x32",     MFMA, 32, T(FP16, L2), NO, HYP, var, src, 0, 0, 0}
static const mmaemu_instr gfx950_rows[] = {
    {"mfma.32x32x16",     MFMA, 16, TR(BF16, 8),   TD, HYP, NULL,   "HYP LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.32x32x16",     MFMA, 16, TR(FP16, 8),   TD, HYP, NULL,   "HYP LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, TR(BF16, 8),   NO, HYP, NULL,   "HYP LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, TR(FP16, 8),   NO, HYP, NULL,   "HYP LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.32x32x8",      MFMA, 8,  TR(BF16, 8),   NO, HYP, NULL,   "HYP MS-AMD LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.32x32x8",      MFMA, 8,  TR(FP16, 8),   NO, HYP, NULL,   "HYP MS-AMD LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x16",     MFMA, 16, TR(BF16, 8),   NO, HYP, NULL,   "HYP MS-AMD LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x16",     MFMA, 16, TR(FP16, 8),   NO, HYP, NULL,   "HYP MS-AMD LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.32x32x4_2b",   MFMA, 4,  TR(BF16, 4),   NO, HYP, NULL,   "HYP MS-AMD LLVM", 0, 0, 0},
    {"mfma.32x32x4_2b",   MFMA, 4,  TR(FP16, 4),   NO, HYP, NULL,   "HYP MS-AMD LLVM", 0, 0, 0},
    {"mfma.16x16x4_4b",   MFMA, 4,  TR(BF16, 4),   NO, HYP, NULL,   "HYP MS-AMD LLVM", 0, 0, 0},
    {"mfma.16x16x4_4b",   MFMA, 4,  TR(FP16, 4),   NO, HYP, NULL,   "HYP MS-AMD LLVM", 0, 0, 0},
    {"mfma.4x4x4_16b",    MFMA, 4,  TR(BF16, 4),   NO, HYP, NULL,   "HYP MS-AMD LLVM", 0, 0, 0},
    {"mfma.4x4x4_16b",    MFMA, 4,  TR(FP16, 4),   NO, HYP, NULL,   "HYP MS-AMD LLVM", 0, 0, 0},
    {"mfma.32x32x16",     MFMA, 16, GTR(E4M3),     NO, HYP, NULL,   "HYP MS-AMD LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.32x32x16",     MFMA, 16, GTR(E5M2),     NO, HYP, NULL,   "HYP MS-AMD LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, GTR(E4M3),     NO, HYP, NULL,   "HYP MS-AMD LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, GTR(E5M2),     NO, HYP, NULL,   "HYP MS-AMD LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.32x32x2",      MFMA, 2,  FMA32,         TD, HYP, NULL,   "HYP MS-AMD LLVM TRITON-AMD", 0, 0, 0},
    {"mfma.16x16x4",      MFMA, 4,  FMA32,         NO, HYP, NULL,   "HYP MS-AMD LLVM", 0, 0, 0},
    {"mfma.32x32x1_2b",   MFMA, 1,  FMA32,         NO, HYP, NULL,   "HYP MS-AMD LLVM", 0, 0, 0},
    {"mfma.16x16x1_4b",   MFMA, 1,  FMA32,         NO, HYP, NULL,   "HYP MS-AMD LLVM", 0, 0, 0},
    {"mfma.4x4x1_16b",    MFMA, 1,  FMA32,         NO, HYP, NULL,   "HYP MS-AMD LLVM", 0, 0, 0},
    /* step16 */
    {"mfma.32x32x16",     MFMA, 16, TR(BF16, 16),  TD, HYP, STEP16, "HYP", 0, 0, 0},
    {"mfma.32x32x16",     MFMA, 16, TR(FP16, 16),  TD, HYP, STEP16, "HYP", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, TR(BF16, 16),  NO, HYP, STEP16, "HYP", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, TR(FP16, 16),  NO, HYP, STEP16, "HYP", 0, 0, 0},
    /* fused-k */
    {"mfma.32x32x16",     MFMA, 16, TR(BF16, 16),  TD, HYP, FUSEDK, "HYP", 0, 0, 0},
    {"mfma.32x32x16",     MFMA, 16, TR(FP16, 16),  TD, HYP, FUSEDK, "HYP", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, TR(BF16, 32),  NO, HYP, FUSEDK, "HYP", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, TR(FP16, 32),  NO, HYP, FUSEDK, "HYP", 0, 0, 0},
    /* mmasim-v1 */
    {"mfma.32x32x16",     MFMA, 16, TR1(BF16, 8),  TD, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.32x32x16",     MFMA, 16, TR1(FP16, 8),  TD, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, TR1(BF16, 8),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, TR1(FP16, 8),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.32x32x8",      MFMA, 8,  TR1(BF16, 8),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.32x32x8",      MFMA, 8,  TR1(FP16, 8),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x16",     MFMA, 16, TR1(BF16, 8),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x16",     MFMA, 16, TR1(FP16, 8),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.32x32x4_2b",   MFMA, 4,  TR1(BF16, 4),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.32x32x4_2b",   MFMA, 4,  TR1(FP16, 4),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x4_4b",   MFMA, 4,  TR1(BF16, 4),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x4_4b",   MFMA, 4,  TR1(FP16, 4),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.4x4x4_16b",    MFMA, 4,  TR1(BF16, 4),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.4x4x4_16b",    MFMA, 4,  TR1(FP16, 4),  NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.32x32x16",     MFMA, 16, GTR1(E4M3),    NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.32x32x16",     MFMA, 16, GTR1(E5M2),    NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, GTR1(E4M3),    NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    {"mfma.16x16x32",     MFMA, 32, GTR1(E5M2),    NO, HYP, V1,     "HYP MS-AMD-V1", 0, 0, 0},
    /* The zero-align rule with each of the variants above. */
    GFX950_NEW(TRZ, 8, 8, ZAL, "HYP MS-AMD-Z126"),
    GFX950_OLD(TRZ, GTRZ, ZAL, "HYP MS-AMD-Z126"),
    GFX950_NEW(TRZ, 16, 16, STEP16Z, "HYP MS-AMD-Z126"),
    GFX950_OLD(TRZ, GTRZ, STEP16Z, "HYP MS-AMD-Z126"),
    GFX950_NEW(TRZ, 16, 32, FUSEDKZ, "HYP MS-AMD-Z126"),
    GFX950_OLD(TRZ, GTRZ, FUSEDKZ, "HYP MS-AMD-Z126"),
    GFX950_NEW(TR1Z, 8, 8, V1Z, "HYP MS-AMD-V1 MS-AMD-Z126"),
    GFX950_OLD(TR1Z, GTR1Z, V1Z, "HYP MS-AMD-V1 MS-AMD-Z126"),
};

#define ARCH(nm, prod, rows, vars) \
    {nm, prod, "AMD", rows, sizeof rows / sizeof rows[0], vars, sizeof vars / sizeof vars[0]}

const mmaemu_arch mmaemu_amd_archs[] = {
    ARCH("gfx908", "MI100",               gfx908_rows, gfx908_variants),
    ARCH("gfx90a", "MI250X MI250 MI210",  gfx90a_rows, gfx90a_variants),
    ARCH("gfx942", "MI300X MI300A MI300 MI325X", gfx942_rows, gfx942_variants),
    ARCH("gfx950", "MI350X MI355X MI350 MI355", gfx950_rows, gfx950_variants),
};
const size_t mmaemu_amd_n_archs = sizeof mmaemu_amd_archs / sizeof mmaemu_amd_archs[0];
