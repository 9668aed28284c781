/* SPDX-License-Identifier: MIT */
/* explain_impl.h -- the per-rounding analysis shared by `explain dcpp`
 * and `explain gemm` (validation/explain_round.c), and the DCPP report's
 * per-tensor analysis (not installed). */
#ifndef MMAEMU_EXPLAIN_IMPL_H
#define MMAEMU_EXPLAIN_IMPL_H

#include "mmaemu/explain.h"

/* The exact value of a pattern (tf32: truncated first, as the hardware). */
double mmaemu_explain_value(mmaemu_format f, uint32_t bits);
/* The ulp distance between two finite patterns of format f. */
long mmaemu_explain_ulps(mmaemu_format f, uint32_t a, uint32_t b);
/* Where v lies between its neighbours in format f: frac in [0, 1) ulps of
 * the lower one (toward zero); the RNE boundary is frac = 0.5. */
void mmaemu_explain_grid(mmaemu_format f, double v, double *frac, double *margin, int *tie);
/* One output element on run A (plan A, operands a[0], w[0], initial
 * accumulator c[0]) and run B, K products each, cast into `out` (FP32: no
 * cast).  Fills r's values, chains and cause (not its place). */
int mmaemu_explain_gemm_round(const mmaemu_gemm_plan *A, const mmaemu_gemm_plan *B,
                              const uint32_t *const a[2], const uint32_t *const w[2],
                              const uint32_t c[2], size_t K, mmaemu_format out,
                              mmaemu_explain_round *r);

/* One output tensor xt->t of a model in the DCPP report: statistics, the
 * full-size estimate, the first max differing elements explained
 * (validation/explain_dcpp_analyse.c).  0 or -1 (out of memory, or an
 * element failed). */
int explain_dcpp_analyse(const mmaemu_explain *e, const mmaemu_explain_dcpp_report *r, size_t max,
                         mmaemu_explain_dcpp_output *xt);

#endif
