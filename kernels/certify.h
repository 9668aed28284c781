/* SPDX-License-Identifier: MIT */
/* certify.h -- the GEMM driver's certified path (not installed): for an
 * element whose fp32 result is consumed only through a monotone rounding
 * (the bf16/fp16 epilogue cast, after an optional fp32 bias add), a native
 * fp32 computation of the step-wise partial sums and a rigorous bound on
 * how far the emulated result can be from it.  Where both ends of the
 * interval give the same output bits, those are the output; every other
 * element is computed exactly (kernels/gemm.c).  The derivation of the
 * bound, line by line: docs/certified.md.
 *
 * Covered (else the plan is refused and everything is exact): bf16/fp16
 * operands, fp32 accumulator, a plain instruction (no widen / interleave /
 * late C), one part per element (no split-K, slices, promotion or
 * Stream-K; any kpack order), a bf16/fp16 epilogue, and the step families
 * T-FDPA (RZ fp32, C fused), TR-FDPA (both variants), E-FDPA (RNE fp32)
 * and FMA chains (L = 1, RNE fp32).  MMAEMU_EXACT=1 in the environment
 * turns it off (read by every run). */
#ifndef MMAEMU_CERTIFY_H
#define MMAEMU_CERTIFY_H

#include <stddef.h>
#include <stdint.h>

#include "mmaemu/gemm.h"

#define MMAEMU_CERT_LANES 16

/* Per-step error model of the family (docs/certified.md, section 2):
 * |step(c, p) - (c + sum p)| <= alpha * max(|c|, max|p|) + alpha_p * max|p|
 *                               + beta * |c + sum p| + eta
 * (alpha_p: the products' own truncation where it is relative to their
 * largest, TR-FDPA; 0 elsewhere). */
typedef struct mmaemu_cert_plan {
    int L;
    size_t nst;                  /* steps per element: kp / L */
    double alpha, alpha_p, beta, eta;
    /* derived (mmaemu_cert_plan_make): gamma of the kernel's step sums,
     * (1 + alpha + beta)^(nst - 1) rounded up, the inflation of a sum of
     * nst + 1 terms accumulated in fp32, the absolute underflow terms */
    double gstep, grow, gsum, tiny_sum, tiny_native;
    /* the blocked kernels' native error: gw times the 2-norms' product of
     * A's row weighted by f_wt (the roundings per position of a step,
     * period L; certify.c's plan_weights) and B's column */
    double gw;
    float f_wt[128];
    /* the fp32 bound of the blocked kernel (mmaemu_cert_bound16), the
     * bound of section 3b (or 3) as one linear form B <= c_sx sx + c_pn na nb +
     * c_pm (ma mb + |c_0|) + c_0 (docs/certified.md, section 4a; c_pm
     * covers alpha + alpha_p, more than |c_0| needs): the
     * coefficients rounded up to fp32 (c_0 at least 2^-126), and the caps
     * that keep every partial sum below 2^126: sx, |c_0| <= cap, each
     * norm <= ncap (ncap^2 = cap) */
    float f_csx, f_cpn, f_cpm, f_c0, f_cap, f_ncap;
    /* the blocked kernels' sx sums mmaemu_cert_binade(X_s, f_binc); binade:
     * 1 when the coefficients are section 3b's, 0 section 3's (sx doubled) */
    uint32_t f_binc;
    int binade;
    /* set by the driver: a bf16 epilogue with no bias, decided in the
     * kernel (ok then means certified, bits holds the output); a bf16
     * epilogue after a bias, which mmaemu_cert_bound16 adds where it
     * stores (mmaemu_cert_store) */
    int bf16_out, bf16_bias;
} mmaemu_cert_plan;

/* The binade term of an fp32 partial sum x (docs/certified.md, section
 * 3b): the power of two 2^e(y) of the largest y <= |x| + 2^(e(x) - r),
 * c = 2^(23 - r): x's bits plus c (a carry into the exponent field takes
 * the next binade), the exponent field alone.  At least 2^e(x), so
 * |x| < 2 f(x) for normal x; 0 for 0 and for most subnormals; Inf for
 * Inf (a NaN may give 0: a NaN or Inf X_s leaves the final X non-finite,
 * which the decision refuses).  The kernels compute the same with
 * integer SIMD. */
static inline float mmaemu_cert_binade(float x, uint32_t c)
{
    uint32_t b;
    __builtin_memcpy(&b, &x, sizeof b);
    b = (b + c) & 0x7F800000u;
    __builtin_memcpy(&x, &b, sizeof x);
    return x;
}

/* The same for 16 partial sums in an __m512i, for the AVX-512 kernels
 * (certify_amx.c, certify_bf16.c; their files' targets enable it). */
#define CERT_BINADE512(x, c) \
    _mm512_and_si512(_mm512_add_epi32((x), (c)), _mm512_set1_epi32(0x7F800000))

/* 1 when MMAEMU_EXACT asks for the exact path only. */
int mmaemu_cert_exact_forced(void);
/* 1 when MMAEMU_CERT_FP32 asks for the row-by-row fp32 kernel also on the
 * SIMD paths, where it costs more than the exact path (the tests'). */
int mmaemu_cert_fp32_forced(void);
/* Plan: 0, or -1 when this instruction / schedule is not covered. */
int mmaemu_cert_plan_make(const mmaemu_instr *ins, const mmaemu_schedule *s, size_t kp,
                          size_t ranges, size_t slices, mmaemu_cert_plan *cp);

/* Operands as fp32 values in the consumed order, with the largest
 * magnitude and an upper bound of the 2-norm of every step.  -1 when a
 * value is NaN, Inf or subnormal (the row / column then goes the exact
 * way). */
int mmaemu_cert_load(mmaemu_format f, const uint32_t *bits, size_t kp, int L, float *v,
                     size_t vstride, float *vmax, float *vnorm, size_t mstride);

/* One row against np <= 4 consecutive panels of LANES columns (the
 * kernel).  a[kp] and its step maxima / norms am[nst], an[nst]; per panel
 * b[kp][LANES], bm[nst][LANES], bn[nst][LANES]; x0 the initial
 * accumulators (fp32).  Out per lane: fp32 values lo <= hi between which
 * the emulated fp32 result certainly lies, where ok is non-zero (zero:
 * nothing can be said -- non-finite sums, too near overflow or
 * underflow).  The sums and the bound: docs/certified.md. */
typedef struct mmaemu_cert_sums {
    float lo[4 * MMAEMU_CERT_LANES], hi[4 * MMAEMU_CERT_LANES];
    uint16_t okm[4];                       /* bit l of panel p: ok */
    uint16_t bits[4 * MMAEMU_CERT_LANES];  /* bf16_out: the decided output */
} mmaemu_cert_sums;
typedef void (*mmaemu_cert_kernel_fn)(const mmaemu_cert_plan *cp, int np, const float *a,
                                      const float *am, const float *an, const float *b,
                                      const float *bm, const float *bn, const float *x0,
                                      mmaemu_cert_sums *o);
void mmaemu_cert_kernel_base(const mmaemu_cert_plan *, int, const float *, const float *,
                             const float *, const float *, const float *, const float *,
                             const float *, mmaemu_cert_sums *);
void mmaemu_cert_kernel_avx512(const mmaemu_cert_plan *, int, const float *, const float *,
                               const float *, const float *, const float *, const float *,
                               const float *, mmaemu_cert_sums *);
/* The blocked bf16 kernel (certify_bf16.c, AVX512_BF16 vdpbf16ps): R <= 3
 * rows against P <= 2 consecutive panels, operands as bf16 pairs (one
 * 32-bit word = positions 2q (low half) and 2q + 1 of the consumed
 * order).  a: R rows of kp / 2 words, word q of row r at a[r * astr + q *
 * aqs] (rows one after the other: astr = kp / 2, aqs = 1; side by side:
 * astr = 1, aqs = LANES); b: P panels of [kp / 2][LANES] words; x0
 * [R][P * LANES] initial accumulators.  Out per lane: the native partial
 * sum X (fp32) and SX, the fp32 sum of |X_s| over the steps
 * (docs/certified.md, section 3).  Needs L % 4 == 0. */
#define MMAEMU_CERT_ROWS 3
#define MMAEMU_CERT_PANELS 2
/* The same sums with fp32 FMAs (certify_bf16.c): R <= 8 rows against P <=
 * 4 panels (MMAEMU_CERT_FPANELS, one at a time), A's rows as fp32 side by
 * side, af[k * LANES + r] (r < R; mmaemu_cert_pack16's wf), B as above. */
#define MMAEMU_CERT_FROWS 8
#define MMAEMU_CERT_FPANELS 4
void mmaemu_cert_dots_fma(const mmaemu_cert_plan *cp, int R, int P, const float *af,
                          const uint32_t *b, const float *x0, float *X, float *SX);
/* 1 when rows side by side should take mmaemu_cert_dots_fma:
 * MMAEMU_CERT_KERNEL=fma or dpbf16 decides; unset, every CPU but AMD's
 * (vdpbf16ps issues at half the rate of an fp32 FMA on Sapphire Rapids,
 * so 32 products per two cycles against 2 x 16 per cycle). */
int mmaemu_cert_fma_preferred(void);
void mmaemu_cert_dots_bf16(const mmaemu_cert_plan *cp, int R, int P, const uint32_t *a,
                           size_t astr, size_t aqs, const uint32_t *b, const float *x0, float *X,
                           float *SX);
/* 1 when this CPU runs mmaemu_cert_dots_bf16. */
int mmaemu_cert_bf16_available(void);
/* The same sums with AMX-BF16 (certify_amx.c): R <= 16 rows against P <= 3
 * panels; a: the rows one after the other, word q of row r at a[r * astr
 * + q]; b, x0, X, SX as mmaemu_cert_dots_bf16's.  X and SX follow the same
 * recursion with the pairs grouped otherwise within a step (the chains of
 * even and of odd positions), the same d (docs/certified.md, section 3). */
void mmaemu_cert_dots_amx(const mmaemu_cert_plan *cp, int R, int P, const uint32_t *a,
                          size_t astr, const uint32_t *b, const float *x0, float *X, float *SX);
/* Around calls of mmaemu_cert_dots_amx with that plan and R: the tile
 * configuration loaded, and the tiles released after. */
void mmaemu_cert_amx_begin(const mmaemu_cert_plan *cp, int R);
void mmaemu_cert_amx_end(void);
/* A block's rows side by side (pair q of row r at side[q * LANES + r])
 * one after the other: rows[r * h + q], r < nr, q < h. */
void mmaemu_cert_amx_rows(const uint32_t *side, size_t h, size_t nr, uint32_t *rows);
/* 1 when this CPU and OS run mmaemu_cert_dots_amx and TDPBF16PS follows
 * the definition the proof assumes (checked once per process), unless
 * MMAEMU_CERT_AMX=0. */
int mmaemu_cert_amx_available(void);

/* The blocked kernels' decision, the bound in fp32 arithmetic rounded upward
 * (AVX-512 embedded rounding, certify_bf16.c; docs/certified.md,
 * section 4a), for R rows against np panels of 16 lanes, X, SX and x0 as
 * mmaemu_cert_dots_bf16 leaves them ([R][np * LANES]), the rows' norms
 * ma[r], na[r] (NaN or Inf: the row is never certified).  cok[p]: the
 * columns of panel p whose norms are finite and within cp->f_ncap
 * (mmaemu_gemm_pack_cert); x0 NULL: no initial accumulator (+0).  Without
 * st: row r's intervals into o[r].  With st (a bf16 epilogue, outputs
 * contiguous): the decided outputs of row r, panel p, that
 * st->need[r * nstr + p] marks are stored at st->dst + r * dstr + p * LANES
 * and their bits cleared, o is not written; with st->bias, each end of the
 * interval first gets its element's bias, bias[r * bias_str + p * LANES + l],
 * by one fp32 RNE add (the epilogue's; monotone: section 5), and only a
 * normal bf16 result is stored.  Returns how many (0 without st). */
typedef struct {
    uint16_t *dst;
    ptrdiff_t dstr;
    uint16_t *need;
    size_t nstr;
    const float *bias;           /* NULL: none */
    size_t bias_str;             /* 0: one row for every row (F.linear's) */
} mmaemu_cert_store;
size_t mmaemu_cert_bound16(const mmaemu_cert_plan *cp, int R, int np, const float *X,
                           const float *SX, const float *ma, const float *na, const float *mb,
                           const float *nb, const uint16_t *cok, const float *x0,
                           mmaemu_cert_sums *o, const mmaemu_cert_store *st);

/* A row or column of bf16 operand patterns (consumed order, kp values)
 * as pairs (words[kp / 2], stride wstride words), with its max-norm (the
 * 2-norm of the steps' 2^e, e the exponent of the step's largest |value|:
 * 2^(ea + eb) bounds what the step model needs, docs/certified.md 2) and
 * 2-norm rounded up to fp32, the value at position q weighted by
 * wt[q % L] (A's rows: the plan's f_wt, period L, at least max(L, 16)
 * entries; NULL: unweighted, B's columns).
 * -1 when a value is NaN, Inf or subnormal. */
int mmaemu_cert_pairs(const uint32_t *bits, size_t kp, int L, uint32_t *words,
                      size_t wstride, float *mnorm, float *norm, const float *wt);
/* A panel of LANES columns, raw[q * LANES + l] (consumed order, bf16
 * patterns), as pairs words[q / 2][LANES] with upper bounds of each
 * column's max-norm and 2-norm (mb[l], nb[l]: fp32 sums rounded upward,
 * at most a few ulps above mmaemu_cert_pairs's; docs/certified.md 3);
 * returns the mask of columns holding NaN, Inf or a subnormal (their
 * norms are then meaningless); amax (NULL: not wanted) each column's
 * largest magnitude pattern (bits 0-14); wt as mmaemu_cert_pairs's (the
 * rows side by side of kernels/gemm_side.c take the plan's f_wt); wf (NULL:
 * not wanted) the values as fp32, wf[q * LANES + l], for
 * mmaemu_cert_dots_fma.  AVX-512 (certify_bf16.c), L even. */
unsigned mmaemu_cert_pack16(const uint32_t *raw, size_t kp, int L, uint32_t *words, float *mb,
                            float *nb, uint32_t *amax, const float *wt, float *wf);
/* The same with AVX-512 (certify_bf16.c; same results, any stride). */
int mmaemu_cert_pairs_avx512(const uint32_t *bits, size_t kp, int L, uint32_t *words,
                             size_t wstride, float *mnorm, float *norm, const float *wt);
/* An fp32 upper bound of the square root of a double sum of n non-negative
 * terms that are exact (section 3): the sum's rounding (< (n - 1) 2^-53
 * relative) and the square root's are covered by the factors, then the
 * smallest fp32 value not below (no libm: it runs per row and column). */
static inline float mmaemu_cert_norm_up(double sum, size_t n)
{
    const double r = __builtin_sqrt(sum * (1 + ((double)n + 1) * 0x1p-52)) * (1 + 0x1p-50);
    float f = (float)r;
    if ((double)f < r) {   /* r >= 0 finite: the next fp32 value up */
        uint32_t b;
        __builtin_memcpy(&b, &f, sizeof b);
        b++;
        __builtin_memcpy(&f, &b, sizeof f);
    }
    return f;
}

/* 1 when an output pattern of the epilogue's format may be certified:
 * normal and finite (zeros, subnormals, Inf and NaN go the exact way). */
static inline int mmaemu_cert_output_ok(mmaemu_epilogue e, uint32_t bits)
{
    const uint32_t m = e == MMAEMU_EPI_BF16 ? 0x7F80u : 0x7C00u, x = bits & m;
    return x != 0 && x != m;
}

/* Elements the certified path was tried on and those it decided, summed
 * over every run since the last reset (for benchmarks and tests). */
void mmaemu_cert_count(size_t tried, size_t certified);
void mmaemu_cert_stats(size_t *tried, size_t *certified, int reset);

#endif
