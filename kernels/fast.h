/* SPDX-License-Identifier: MIT */
/* fast.h -- the GEMM driver's fast path (not installed): pre-decoded
 * operands and one tile kernel that runs a chain of fused steps for
 * MMAEMU_FAST_LANES output columns at once.
 *
 * The fast path covers the common case exactly as mmaemu_step defines it:
 * bf16, fp16, tf32, fp8 (OCP and FNUZ), fp6 or fp4 operands, an fp32 accumulator (or, T-FDPA,
 * fp16), plain instructions (no widen_fp16 / k_interleave / c_after), and the step algorithms
 *   - T-FDPA with RZ fp32 output (RNE16 with an fp16 accumulator), C fused,
 *     +0 for every zero (NVIDIA);
 *   - TR-FDPA, both variants (AMD CDNA3 and the gfx950 hypotheses), with
 *     zero products left out of the alignment or joining it (zero_align),
 *     and its fp8 form GTR-FDPA (even and odd k truncated apart, then
 *     floored onto the larger group's grid; zero products left out);
 *   - Pairwise (MMA-Sim's January 2026 CDNA1 model): fp32 products and
 *     pairwise fp32 RNE adds, in fp32 arithmetic (kernels/fast_pairwise.h);
 *   - integer MMA: u8 / s8 operands, c plus the step's exact sum modulo 2^32
 *     or clamped once to int32;
 *   - the first three with ue8m0 block scales, folded into the decoded
 *     operands by the driver (kernels/gemm_fold.c, mmaemu_fast_scaled_twin).
 * Everything else -- and every element whose operands hold NaN or Inf, or
 * whose TR-FDPA products could reach 2^128 -- is computed by the scalar
 * definition (mmaemu_dot), decided per tile by kernels/gemm.c.
 *
 * Pre-decoded operand: exponent e (the alignment exponent of mmaemu_value;
 * a zero gets MMAEMU_FAST_ZERO_EXP, far below every product), and the
 * signed significand s (B's shifted left by plan.lsb, so that a product
 * term only ever shifts right) or, plan.fpval (the AVX-512 kernel), the
 * value itself as fp32 bits (exact; +0 for a zero).  T-FDPA also needs, per step, whether a
 * zero term exists: z = e_zero if one of the step's L values is zero,
 * else MMAEMU_FAST_ZERO_EXP (the max over z, C and products is then E).
 *
 * The kernels: kernels/fast_kernel.h written once with GCC vector
 * extensions, compiled for the base ISA (fast_scalar.c), AVX2
 * (fast_avx2.c) and AVX-512 (fast_avx512.c); fast.c plans and dispatches. */
#ifndef MMAEMU_FAST_H
#define MMAEMU_FAST_H

#include <stddef.h>
#include <stdint.h>

#include "mmaemu/gemm.h"

#define MMAEMU_FAST_LANES 16
#define MMAEMU_FAST_ZERO_EXP (-2048)

typedef enum mmaemu_fast_kind {
    MMAEMU_FAST_TFDPA = 0,     /* T-FDPA, RZ fp32, zero sign positive */
    MMAEMU_FAST_TR_RENORM,     /* TR-FDPA, MMAEMU_TR_RENORM_FLOOR */
    MMAEMU_FAST_TR_FLOOR,      /* TR-FDPA, MMAEMU_TR_FLOOR_BEFORE */
    MMAEMU_FAST_PAIRWISE,      /* MMAEMU_ALG_PAIRWISE, L = ftz_pair */
    MMAEMU_FAST_INT            /* MMAEMU_ALG_INT: u8 / s8 into s32 (the generic steps, as
                                * acc16) */
} mmaemu_fast_kind;

/* What the kernel needs of a step's parameters, precomputed. */
typedef struct mmaemu_fast_plan {
    mmaemu_fast_kind kind;
    int L, F, F2;
    int e_zero;        /* T-FDPA */
    int ezero_floor;   /* T-FDPA: MMAEMU_EZERO_FLOOR */
    int lsb;           /* B significands are stored << lsb */
    int kprod;         /* right shift of a product term whose exponent is the max */
    int lsc;           /* C significand shifted << lsc before its (right) shift */
    int vdecode;       /* decode with mmaemu_fast_decode_avx512 (MMAEMU_SIMD's path is avx512) */
    int zero_align;    /* TR-FDPA: MMAEMU_ZALIGN_M126 (a zero operand aligns as 2^-126) */
    int cap128;        /* TR-FDPA: lanes whose products could reach 2^128 go the scalar way */
    int frac;          /* Pairwise: the fraction bits of A's and B's (one) format */
    uint32_t nan_bits; /* Pairwise: the NaN its fp32 arithmetic returns */
    int fpval;         /* s holds each value as fp32 bits (the AVX-512 kernel's operands) */
    int prec;          /* T-FDPA: fraction bits of the RZ output, 23 (fp32) or 13 (e8m13) */
    int groups;        /* TR-FDPA: 2 for GTR-FDPA (fp8: the even and the odd k aligned apart) */
    int sum64;         /* T-FDPA, AVX-512: L terms overflow an int32 sum; halves, then fp64 */
    int acc16;         /* T-FDPA: an fp16 accumulator, RNE to fp16 (fast_kernel.h's generic
                        * steps on every path: on AVX-512 those of fast_avx512g.c) */
    int sat;           /* integer: c + the step's sum clamped to int32, else modulo 2^32 */
    int pairs;         /* the AVX-512 T-FDPA / TR-FDPA steps take the exponents of A
                        * broadcast in pairs (mmaemu_fast_row.e2), where the driver
                        * makes them */
} mmaemu_fast_plan;

/* The range of a row's or a panel's decoded exponents (e): lo the
 * smallest of a non-zero value (4096 where every value is zero), hi the
 * largest (MMAEMU_FAST_ZERO_EXP where every value is zero); known 0: not
 * given (a zero-initialised range), and the kernel tests every step's. */
typedef struct mmaemu_fast_erange {
    int lo, hi, known;
} mmaemu_fast_erange;

/* Decoded operands of one row of A (consumed order, kp values, kp / L
 * steps) and of one panel of MMAEMU_FAST_LANES columns of B. */
typedef struct mmaemu_fast_row {
    const int32_t *e, *s;   /* [kp] */
    const int32_t *z;       /* [kp / L], T-FDPA only */
    const int32_t *lane;    /* element lanes only: see mmaemu_fast_lanes_* */
    const uint32_t *e2;     /* NULL, or e in pairs (mmaemu_fast_pair_exps), [kp / 2] */
    const uint32_t *w;      /* element lanes only: NULL, or see mmaemu_fast_panel.w */
    mmaemu_fast_erange rg;  /* with e2: e's range over all kp positions (the pair kernel) */
} mmaemu_fast_row;
/* Element lanes only (see mmaemu_fast_lanes_*): lane l's column is
 * column lane[l] % LANES of panel p = lane[l] / LANES (p < npan <= 4),
 * whose operands are d[p] words on from the panel's e and s (dz[p] from
 * its z); d[0] = dz[0] = 0. */
typedef struct mmaemu_fast_cols {
    const int32_t *lane;
    ptrdiff_t d[4], dz[4];
    int npan;
} mmaemu_fast_cols;
typedef struct mmaemu_fast_panel {
    const int32_t *e, *s;   /* [kp][LANES] */
    const int32_t *z;       /* [kp / L][LANES], T-FDPA only */
    const mmaemu_fast_cols *cols;   /* element lanes only */
    const uint32_t *e2;     /* NULL, or e in pairs, [kp / 2][LANES] */
    /* Element lanes, the AVX-512 kernel, plan.pairs and plan.fpval, bf16
     * operands that are normal or zero (no subnormal, NaN or Inf in any
     * lane's row or column): NULL, or the raw operands in pairs,
     * [kp / 2][LANES] (position 2u in the low half of word u, 2u + 1 in
     * the high: the certified path's words).  With a->w and b->w both set
     * the kernel reads the products' values and exponents from the words
     * (a third of the bytes of s and e2), e and s only where a step's
     * operands leave fp32's range (f5_terms_wide); z as before. */
    const uint32_t *w;
    mmaemu_fast_erange rg;  /* with e2: e's range over all kp positions and lanes */
} mmaemu_fast_panel;

/* The exponents of n positions (n even) of w rows or columns side by side
 * (e[q * w + l]) in pairs, for the exponent pass of plan.pairs: e2[u * w +
 * l] holds position 2u's in its low 16 bits and 2u + 1's in its high, as
 * two's complement int16 (every decoded exponent, MMAEMU_FAST_ZERO_EXP and
 * folded block scales included, lies within +-4096, and so does the sum
 * of two).  Where A is broadcast (one row against a panel), the kernel
 * adds and compares two products' exponents per 16-bit operation.
 * Returns the range of the n * w exponents (known). */
mmaemu_fast_erange mmaemu_fast_pair_exps(const int32_t *e, size_t n, size_t w, uint32_t *e2);
/* The same 16 values at a time (fast_avx512.c), for CPUs with AVX-512 BW;
 * the scalar loop alone, from pair u0 on, its range merged into *rg. */
mmaemu_fast_erange mmaemu_fast_pair_exps_avx512(const int32_t *e, size_t n, size_t w, uint32_t *e2);
void mmaemu_fast_pair_exps_scalar(const int32_t *e, size_t u0, size_t n, size_t w, uint32_t *e2,
                                  mmaemu_fast_erange *rg);
/* The range of no value (lo 4096, hi MMAEMU_FAST_ZERO_EXP, known). */
mmaemu_fast_erange mmaemu_fast_erange_empty(void);

/* Run steps [s0, s1) of every lane, c[lane] the accumulator pattern in
 * and out (finite or +-Inf).  Returns s1, or the first step st at which
 * some lanes need the scalar step (an AMD zero result whose sign may depend
 * on the signs of zero products): their bits are in *redo, their c is left as it
 * was before step st, every other lane has finished step st. */
typedef size_t (*mmaemu_fast_chain_fn)(const mmaemu_fast_plan *p, const mmaemu_fast_row *a,
                                       const mmaemu_fast_panel *b, size_t s0, size_t s1,
                                       uint32_t *c, uint32_t *redo);

size_t mmaemu_fast_chain_scalar(const mmaemu_fast_plan *, const mmaemu_fast_row *,
                                const mmaemu_fast_panel *, size_t, size_t, uint32_t *, uint32_t *);
size_t mmaemu_fast_chain_avx2(const mmaemu_fast_plan *, const mmaemu_fast_row *,
                              const mmaemu_fast_panel *, size_t, size_t, uint32_t *, uint32_t *);
size_t mmaemu_fast_chain_avx512(const mmaemu_fast_plan *, const mmaemu_fast_row *,
                                const mmaemu_fast_panel *, size_t, size_t, uint32_t *, uint32_t *);
/* The generic steps built for AVX-512 (fast_avx512g.c), which the AVX-512
 * kernels call for the plans fast_step512.h has no steps for. */
size_t mmaemu_fast_chain_avx512g(const mmaemu_fast_plan *, const mmaemu_fast_row *,
                                 const mmaemu_fast_panel *, size_t, size_t, uint32_t *, uint32_t *);
size_t mmaemu_fast_lanes_avx512g(const mmaemu_fast_plan *, const mmaemu_fast_row *,
                                 const mmaemu_fast_panel *, size_t, size_t, uint32_t *, uint32_t *);

/* The same kernels for element lanes (each lane its own row of A and its
 * own column of B): a->e, a->s hold up to LANES rows side by side,
 * [kp][LANES] (row r's operand q at q * LANES + r), a->z [kp / L][LANES],
 * and lane l computes with row a->lane[l] (< LANES) and the column
 * b->cols names (up to four panels); the redo protocol as above. */
size_t mmaemu_fast_lanes_scalar(const mmaemu_fast_plan *, const mmaemu_fast_row *,
                                const mmaemu_fast_panel *, size_t, size_t, uint32_t *, uint32_t *);
size_t mmaemu_fast_lanes_avx2(const mmaemu_fast_plan *, const mmaemu_fast_row *,
                              const mmaemu_fast_panel *, size_t, size_t, uint32_t *, uint32_t *);
size_t mmaemu_fast_lanes_avx512(const mmaemu_fast_plan *, const mmaemu_fast_row *,
                                const mmaemu_fast_panel *, size_t, size_t, uint32_t *, uint32_t *);

/* One of the two chains of a pair kernel: a row of A, a panel of B (as
 * mmaemu_fast_chain_fn takes them), the lanes' accumulators and redo bits. */
typedef struct mmaemu_fast_job {
    const mmaemu_fast_row *a;
    const mmaemu_fast_panel *b;
    uint32_t *c, *redo;
} mmaemu_fast_job;
/* Two independent row chains j[0], j[1] over the same steps [s0, s1), one
 * step of each in turn (their serial step-to-step latencies overlap).
 * Returns s1, or the first step st at which some lane of either needs the
 * scalar step: each chain's lanes as mmaemu_fast_chain_fn leaves them at
 * st (a chain without such lanes: redo all zero, step st finished). */
typedef size_t (*mmaemu_fast_pair_fn)(const mmaemu_fast_plan *p, const mmaemu_fast_job *j,
                                      size_t s0, size_t s1);
size_t mmaemu_fast_pair_avx512(const mmaemu_fast_plan *, const mmaemu_fast_job *, size_t, size_t);

/* The decoding of kp values behind mmaemu_fast_decode_row / _col:
 * e[q * stride], s[q * stride] (significand << shift), z[q / L * stride];
 * returns 0, or -1 if a value is NaN or Inf.  The scalar one (fast.c), and
 * one 16 values at a time (fast_avx512.c; the scalar one where the
 * compiler does not build AVX-512 code), for p->vdecode: the path is
 * avx512 and L divides 16 or 16 divides L. */
int mmaemu_fast_decode_scalar(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                              const uint32_t *bits, size_t kp, size_t stride, int shift,
                              int32_t *e, int32_t *s, int32_t *z, int *emax);
int mmaemu_fast_decode_avx512(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                              const uint32_t *bits, size_t kp, size_t stride, int shift,
                              int32_t *e, int32_t *s, int32_t *z, int *emax);

/* The decoding of n positions (whole steps) of LANES rows (A) or columns
 * (B: a panel) side by side, bits[q * LANES + l] -> e, s [q * LANES + l]
 * (significand << shift), z [q / L * LANES + l]; returns the lanes holding
 * a NaN or Inf (their outputs unusable), and, unless emax is NULL, each
 * lane's largest exponent of a non-zero value in emax[LANES]. */
unsigned mmaemu_fast_decode_side_avx512(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                                        const uint32_t *bits, size_t n, int shift, int32_t *e,
                                        int32_t *s, int32_t *z, int32_t *emax);

/* The paths (MMAEMU_SIMD names): ref = mmaemu_dot per element. */
typedef enum mmaemu_fast_path {
    MMAEMU_PATH_REF = 0,
    MMAEMU_PATH_SCALAR,
    MMAEMU_PATH_AVX2,
    MMAEMU_PATH_AVX512,
    MMAEMU_PATH_COUNT
} mmaemu_fast_path;

/* The path MMAEMU_SIMD asks for, else the best this CPU runs; -1 with a
 * reason in err when MMAEMU_SIMD names an unknown or unavailable path. */
int mmaemu_fast_path_choose(mmaemu_fast_path *out, char *err, size_t errlen);
/* Plan ins for the fast path: 0, or -1 when it is not covered. */
int mmaemu_fast_plan_make(const mmaemu_instr *ins, mmaemu_fast_plan *p);
/* The plain twin of an instruction whose only composition is k_interleave
 * (its steps take its K out of order): 0 and *flat, else -1.  The GEMM
 * driver runs the twin over a permuted order (kernels/gemm_flat.c). */
int mmaemu_gemm_flat_instr(const mmaemu_instr *ins, mmaemu_instr *flat);
/* A block-scaled row whose scales fold into its operands (ue8m0, powers
 * of two, on T-FDPA, TR-FDPA or GTR-FDPA: kernels/gemm_fold.c): 0 and
 * *twin, the row without scales, whose plan the GEMM driver runs; else -1. */
int mmaemu_fast_scaled_twin(const mmaemu_instr *ins, mmaemu_instr *twin);
mmaemu_fast_chain_fn mmaemu_fast_kernel(mmaemu_fast_path path);
/* The element-lane kernel of a path (NULL for ref). */
mmaemu_fast_chain_fn mmaemu_fast_lanes_kernel(mmaemu_fast_path path);
/* The pair kernel of a path for plan p, or NULL: the avx512 path's
 * T-FDPA (but sum64) and TR-FDPA plans have one. */
mmaemu_fast_pair_fn mmaemu_fast_pair_kernel(mmaemu_fast_path path, const mmaemu_fast_plan *p);

/* Decoding (fast.c).  Each returns 0, or -1 if a value is NaN or Inf
 * (then the outputs are unusable).  *emax: the largest exponent of a
 * non-zero value (MMAEMU_FAST_ZERO_EXP if none). */
int mmaemu_fast_decode_row(const mmaemu_fast_plan *p, mmaemu_format f, const uint32_t *bits,
                           size_t kp, int32_t *e, int32_t *s, int32_t *z, int *emax);
/* One column of a panel: lane `lane`, values bits[kp]. */
int mmaemu_fast_decode_col(const mmaemu_fast_plan *p, mmaemu_format f, const uint32_t *bits,
                           size_t kp, int lane, int32_t *e, int32_t *s, int32_t *z, int *emax);

#endif
