/* SPDX-License-Identifier: MIT */
/* mmaemu/engine.h -- the fused dot-product-add engine and the dot driver (emu/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_ENGINE_H
#define MMAEMU_ENGINE_H

#include "mmaemu/format.h"
#include "mmaemu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum mmaemu_algorithm {
    MMAEMU_ALG_T_FDPA,     /* NVIDIA: truncate every term (C too) to F bits below
                              E = max exponent, exact sum, one output rounding */
    MMAEMU_ALG_TR_FDPA,    /* AMD CDNA3: products truncated to F bits below their
                              max, C and sum floored at E, renormalise, floor F2,
                              RNE to fp32 */
    MMAEMU_ALG_GTR_FDPA,   /* AMD CDNA3 fp8: TR-FDPA with even-k and odd-k
                              products fused separately */
    MMAEMU_ALG_E_FDPA,     /* AMD CDNA1: exact sum, one RNE to fp32 (also an
                              IEEE add: L = 1, b = 1.0; fp16 allowed) */
    MMAEMU_ALG_FTZ_ADDMUL, /* AMD CDNA2: fp32 products, pairwise fp32 RNE adds,
                              subnormals flushed */
    MMAEMU_ALG_FMA,        /* sequential fp32 fma per k (fp32 MFMA, tf32-less) */
    MMAEMU_ALG_PAIRWISE,   /* FTZ-AddMul without any flushing (MMA-Sim's
                              January 2026 CDNA1 model) */
    MMAEMU_ALG_INT,        /* integer MMA: exact c + sum a_i*b_i, then the
                              s32 output rule (wrap or saturate) */
    MMAEMU_ALG_GST_FDPA,   /* MMA-Sim's block-scaled k64 datapath: groups of
                              `group` products summed exactly and scaled, the
                              group terms and C truncated to F bits below the
                              largest scale (or C) exponent */
    MMAEMU_ALG_BSW         /* sf-tensor/tcgen05 MODEL.md's block-scaled
                              window: products reduced exactly in groups of
                              `group`, window max(R - F, S - F2), C-dominant
                              merge, optional 2^e_zero subnormal group floor */
} mmaemu_algorithm;

/* The step's final rounding into the accumulator format. */
typedef enum mmaemu_out_rounding {
    MMAEMU_OUT_RZ_FP32,    /* truncate to fp32; |x| >= 2^128 gives Inf */
    MMAEMU_OUT_RZ_E8M13,   /* truncate to a 13-bit fraction (fp8 on Ada/Hopper) */
    MMAEMU_OUT_RNE_FP16,   /* round to nearest even fp16 */
    MMAEMU_OUT_RNE_FP32,   /* round to nearest even fp32 */
    MMAEMU_OUT_WRAP_S32,   /* integer: the sum modulo 2^32 */
    MMAEMU_OUT_SAT_S32     /* integer: the sum clamped to [-2^31, 2^31-1] */
} mmaemu_out_rounding;

/* Which exponent zero terms (zero products, C = 0) get in T-FDPA. */
typedef enum mmaemu_ezero_rule {
    MMAEMU_EZERO_TERMS,  /* zero terms take e_zero and join the max (MMA-Sim) */
    MMAEMU_EZERO_FLOOR   /* E = max(e of non-zero terms, e_zero) always
                            (Khattak & Mikaitis' min_exp_limit) */
} mmaemu_ezero_rule;

/* How C enters a T-FDPA step. */
typedef enum mmaemu_c_entry {
    MMAEMU_C_FUSED = 0,  /* C is one more term of the truncated sum */
    MMAEMU_C_IGNORED,    /* C does not enter at all (hypothesis only) */
    MMAEMU_C_GROUPWISE   /* BSW: a product group that C outranks is first
                            truncated through C's F2-bit window (MXF4) */
} mmaemu_c_entry;

/* The MMA-Sim CDNA3 variants (differ only after cancellation or carry). */
typedef enum mmaemu_tr_variant {
    MMAEMU_TR_RENORM_FLOOR = 0, /* newest: add, renormalise, floor to F2 bits */
    MMAEMU_TR_FLOOR_BEFORE      /* oldest: floor the sum to F2 bits relative to E
                                   before the add, no renormalise-then-floor */
} mmaemu_tr_variant;

/* TR/GTR-FDPA: whether a zero product takes part in the alignment maximum
 * (docs/models.md, "AMD zero-operand rule"). */
typedef enum mmaemu_zero_align {
    MMAEMU_ZALIGN_SKIP = 0, /* zero products are left out of the max
                               (MMA-Sim 2.0.1 to 2.1.1) */
    MMAEMU_ZALIGN_M126      /* a zero operand has exponent -126 (fp32's
                               emin, any format) and its product e_a + e_b
                               joins the max (MMA-Sim's January 2026 source,
                               which decodes every operand through fp32) */
} mmaemu_zero_align;

/* Sign of an exactly-zero result. */
typedef enum mmaemu_zero_sign {
    MMAEMU_ZERO_POSITIVE = 0, /* every zero result is +0, also a non-zero sum
                                 rounded to zero (NVIDIA: measured on H100) */
    MMAEMU_ZERO_IEEE          /* -0 only when every term is -0 (IEEE RNE sum) */
} mmaemu_zero_sign;

typedef struct mmaemu_step_params {
    mmaemu_algorithm alg;
    mmaemu_format a_fmt, b_fmt; /* operand formats */
    mmaemu_format acc_fmt;      /* C and D: MMAEMU_FP32 or MMAEMU_FP16 */
    int L;                      /* products fused in one step */
    int F;                      /* fraction bits kept below the alignment exponent */
    int F2;                     /* TR/GTR: fraction bits after renormalising (31) */
    int e_zero;                 /* T-FDPA: exponent of zero terms */
    mmaemu_ezero_rule ezero_rule;
    mmaemu_out_rounding out;
    mmaemu_c_entry c_entry;
    mmaemu_tr_variant tr_variant;
    mmaemu_zero_sign zero_sign;
    int ftz_pair;               /* FTZ-AddMul: products per pairwise group (2 or 4) */
    uint32_t nan_bits;          /* pattern of a NaN result in acc_fmt */
    mmaemu_zero_align zero_align; /* TR/GTR: zero products in the alignment */
    int group;                  /* GST/BSW: products summed exactly per group */
    mmaemu_format scale_fmt;    /* block-scaled rows: MMAEMU_UE8M0 or
                                   MMAEMU_UE4M3; any other value: unscaled */
} mmaemu_step_params;

/* Whether a row takes block scales (p->scale_fmt is UE8M0 or UE4M3). */
MMAEMU_API int mmaemu_params_scaled(const mmaemu_step_params *p);

/* Check a parameter set; returns NULL if usable, else a static message. */
MMAEMU_API const char *mmaemu_params_check(const mmaemu_step_params *p);

/* One step: d = c + sum_{i<n} a[i]*b[i] with n <= p->L (missing products are
 * zero).  a, b in p->a_fmt / p->b_fmt, c and the result in p->acc_fmt. */
MMAEMU_API uint32_t mmaemu_step(const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b,
                                int n, uint32_t c);

/* The same specification computed with MPFR/GMP (slow, independent). */
MMAEMU_API uint32_t mmaemu_ref_step(const mmaemu_step_params *p, const uint32_t *a,
                                    const uint32_t *b, int n, uint32_t c);

/* A block-scaled step: sa[i], sb[i] (p->scale_fmt patterns) scale product i
 * (a NaN scale gives NaN).  sa, sb NULL: every scale 1. */
MMAEMU_API uint32_t mmaemu_step_scaled(const mmaemu_step_params *p, const uint32_t *a,
                                       const uint32_t *b, int n, uint32_t c, const uint32_t *sa,
                                       const uint32_t *sb);
MMAEMU_API uint32_t mmaemu_ref_step_scaled(const mmaemu_step_params *p, const uint32_t *a,
                                           const uint32_t *b, int n, uint32_t c, const uint32_t *sa,
                                           const uint32_t *sb);


typedef enum mmaemu_family {
    MMAEMU_FAMILY_MMA,     /* mma.sync / wmma */
    MMAEMU_FAMILY_WGMMA,   /* Hopper warpgroup MMA */
    MMAEMU_FAMILY_TCGEN05, /* Blackwell tcgen05.mma */
    MMAEMU_FAMILY_MFMA     /* AMD matrix fused multiply-add */
} mmaemu_family;

/* One instruction of one arch for one operand/accumulator format pair. */
typedef struct mmaemu_instr {
    const char *name;        /* full shape: "mma.m16n8k16", "wgmma.m64nNk16",
                                "tcgen05.kind::f16", "mfma.32x32x8" */
    mmaemu_family family;
    int k;                   /* products per output element per instruction */
    mmaemu_step_params step; /* the datapath; step.L divides k */
    int triton_default;      /* the instruction Triton emits for this format */
    int verified;            /* 1: checked against device data; 0: hypothesis */
    const char *variant;     /* NULL: every variant; else only that variant */
    const char *source;      /* citation keys, see docs/models.md */
    /* How the instruction is built from steps (design.md 4); 0 = plain. */
    int widen_fp16;          /* operands converted exactly to fp16 first; the
                                steps see fp16 (ptxas's fp8 mma.sync on sm_90) */
    int k_interleave;        /* 0: step s takes k in [s*L, (s+1)*L); g > 0:
                                step s takes the k with (k/g) mod (k/L) == s;
                                -1: the upper K half first (its steps
                                ascending, then the lower half's; k/L even) */
    int c_after;             /* 1: the steps chain from +0 and C is added last
                                with one IEEE RNE add in the acc format */
} mmaemu_instr;

/* The step (0 .. k/L - 1) that consumes element i (0 <= i < k) of one
 * instruction, by its k_interleave (design.md 4). */
MMAEMU_API int mmaemu_instr_step_of(const mmaemu_instr *ins, int i);

/* A dot product of any length through one instruction: K is zero-padded
 * to a multiple of the instruction's k and consumed in ascending steps of
 * step.L; each step's rounded output is the next step's C.  A block-scaled
 * row runs with every scale 1 (mmaemu_dot_scaled takes the scales). */
MMAEMU_API uint32_t mmaemu_dot(const mmaemu_instr *ins, const uint32_t *a, const uint32_t *b,
                               size_t k, uint32_t c);
/* mmaemu_dot with a hook: observe(ctx, params, a, b, n, c) is called
 * before every fused step with exactly that step's operands (after padding,
 * widening and interleaving), e.g. for `mmaemu infer`'s e_zero analysis. */
typedef void (*mmaemu_step_observer)(void *ctx, const mmaemu_step_params *p,
                                     const uint32_t *a, const uint32_t *b, int n,
                                     uint32_t c);
MMAEMU_API uint32_t mmaemu_dot_observed(const mmaemu_instr *ins, const uint32_t *a,
                                        const uint32_t *b, size_t k, uint32_t c,
                                        mmaemu_step_observer observe, void *ctx);

/* Largest L any algorithm accepts. */
#define MMAEMU_MAX_L 64

/* The same through the MPFR/GMP reference engine. */
MMAEMU_API uint32_t mmaemu_ref_dot(const mmaemu_instr *ins, const uint32_t *a, const uint32_t *b,
                                   size_t k, uint32_t c);

/* Block scales of a dot product: element i of A (B) is scaled by
 * sa[i / block] (sb[i / block]), patterns of the row's scale_fmt; padded
 * elements past k get scale 1. */
typedef struct mmaemu_dot_scales {
    const uint32_t *sa, *sb;
    size_t block;
} mmaemu_dot_scales;
/* mmaemu_dot / mmaemu_ref_dot with block scales (s NULL: unscaled). */
MMAEMU_API uint32_t mmaemu_dot_scaled(const mmaemu_instr *ins, const uint32_t *a, const uint32_t *b,
                                      size_t k, uint32_t c, const mmaemu_dot_scales *s);
MMAEMU_API uint32_t mmaemu_ref_dot_scaled(const mmaemu_instr *ins, const uint32_t *a,
                                          const uint32_t *b, size_t k, uint32_t c,
                                          const mmaemu_dot_scales *s);

/* Structured sparsity (PTX sparse MMA metadata, sf-tensor/tcgen05 MODEL.md
 * section 7): the logical K positions that the stored A values pair with.
 * meta holds 4-bit selectors, 8 per word, least significant first; each
 * selector covers `span` logical elements: span 2 (tf32: 0x4 the lower,
 * 0xE the upper element), 4 (two 2-bit indices of the two kept elements),
 * 8 (mxf4 kinds: the two indices name adjacent pairs).  Writes k/2 indices
 * into idx.  0, or -1 (message in err) for a selector that names no legal
 * choice or too few words. */
MMAEMU_API int mmaemu_sparse_indices(int span, const uint32_t *meta, size_t nmeta, size_t k,
                                     size_t *idx, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_ENGINE_H */
