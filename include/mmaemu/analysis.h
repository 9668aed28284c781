/* SPDX-License-Identifier: MIT */
/* mmaemu/analysis.h -- predictions held against device outputs: compare, tolerance, schedule inference (validation/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_ANALYSIS_H
#define MMAEMU_ANALYSIS_H

#include "mmaemu/gemm.h"
#include "mmaemu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Two tensors compared as torch.testing.assert_close(actual, expected,
 * atol, rtol) does (validation/compare.c): close when |a - e| <= atol +
 * rtol * |e| (equal infinities close, NaN never).  fmt: bf16, fp16 (16-bit
 * patterns) or fp32 (32-bit patterns). */
typedef struct mmaemu_compare_stats {
    size_t n;              /* elements */
    size_t differ;         /* bit patterns differ */
    size_t not_close;      /* outside the tolerance: assert_close fails if > 0 */
    double max_abs, max_rel;
    size_t max_abs_at, max_rel_at;   /* flat indices */
    size_t ulp_hist[8];    /* |ulp distance| 0, 1, 2, 3-4, 5-8, 9-16, 17-256, more */
} mmaemu_compare_stats;
MMAEMU_API void mmaemu_compare(mmaemu_format fmt, const void *actual, const void *expected,
                               size_t n, double atol, double rtol, mmaemu_compare_stats *s);
/* torch's default tolerances for a dtype (bf16 1.6e-2 / 1e-5, fp16 1e-3 /
 * 1e-5, fp32 1.3e-6 / 1e-5). */
MMAEMU_API void mmaemu_compare_default_tol(mmaemu_format fmt, double *rtol, double *atol);
/* The same against a higher-precision reference (fp32 or fp64 values as
 * doubles): compared in the reference's precision; `differ` and the ulp
 * histogram count the distance from the reference rounded (RNE) to fmt,
 * so 0 ulps means the actual value is the correctly rounded one. */
MMAEMU_API void mmaemu_compare_ref(mmaemu_format fmt, const void *actual, const double *expected,
                                   size_t n, double atol, double rtol, mmaemu_compare_stats *s);

/* Tolerance arithmetic (validation/tolerance.c).  The smallest atol that
 * makes |a - e| <= atol + rtol |e| hold for every element at the given
 * rtol, and the smallest rtol at the given atol (inf if an element with
 * e = 0 needs more than atol). */
MMAEMU_API void mmaemu_required_tol(mmaemu_format fmt, const void *actual, const void *expected,
                                    size_t n, double rtol, double atol, double *atol_needed,
                                    double *rtol_needed);
/* Exact (Garwood) two-sided confidence interval for the mean of a Poisson
 * count x at level conf (e.g. 0.95). */
MMAEMU_API void mmaemu_poisson_ci(double x, double conf, double *lo, double *hi);

/* Schedule inference (validation/infer_schedule.c): the schedules of a
 * library GEMM that reproduce a device's output D = epilogue(A B [+ bias]),
 * ranked by matched elements.  The candidates are what library kernels
 * do (docs/validation.md, "Library schedules"): each instruction for the
 * formats (tf32: each operand rounding; fp8: accumulator promotion), as
 * one chain, split-K (2 .. max_split ranges cut by each rule, whole
 * blocks of 16 .. 256, the short block last or first; partials in fp32
 * or the output type, combined in order, pairwise or in place), sliced K
 * and Stream-K; on AMD the kpack groupings.  Equivalent candidates (the
 * same order, parts and combine) are scored once, under the simplest
 * name.
 *
 * Scoring runs on units of 16 adjacent output columns.  Every candidate
 * is scored on `sample` spread elements (0: 256); the best `top` (0: 3)
 * on all elements, their mismatching units (up to 64 each) joining the
 * probe set; candidates that could still beat the best are scored on the
 * grown set and the leaders on all elements, until no candidate scored
 * on part of the output has fewer mismatches on the probe set than the
 * best has on it.  So the best listed candidate is never worse than one
 * it was compared with; and when the best's mismatches all lie in the
 * probe set (at most 64 units), never worse on the whole output. */
typedef struct mmaemu_infer_schedule_opts {
    const mmaemu_arch *arch;
    const char *variant;         /* NULL: the arch's default */
    mmaemu_format in, acc;       /* bf16/fp16/tf32 (fp32 containers)/fp8 -> fp32 */
    mmaemu_epilogue out;         /* the device output's cast */
    size_t sample;
    size_t top;
    const mmaemu_mat *bias;      /* NULL, or a (batch, m, n) view (mmaemu_gemm.bias) */
    mmaemu_format bias_fmt;
    unsigned max_split;          /* 0: 16 (and 24, 32 beyond it) */
} mmaemu_infer_schedule_opts;
typedef struct mmaemu_sched_candidate {
    mmaemu_schedule sched;
    const mmaemu_instr *instr;
    size_t tested, matched;      /* elements compared and reproduced */
    size_t order;                /* generation order: lower = simpler */
} mmaemu_sched_candidate;
/* A (batch, m, k), B (batch, k, n) strided; got (batch, m, n) contiguous
 * in the output's width (bf16/fp16: 16 bits, fp32: 32).  Fills out[]
 * (best first) with up to max_out candidates, those scored on every
 * element (tested = batch m n) first.  Returns 0, or -1 with a reason. */
MMAEMU_API int mmaemu_infer_schedule(const mmaemu_infer_schedule_opts *o, size_t batch, size_t m,
                                     size_t n, size_t k, mmaemu_mat a, mmaemu_mat b,
                                     const void *got, mmaemu_sched_candidate *out, size_t max_out,
                                     size_t *n_out, char *err, size_t errlen);
/* How a search went. */
typedef struct mmaemu_infer_schedule_stats {
    size_t candidates;       /* distinct candidates scored */
    size_t probe;            /* elements in the final probe set */
    int whole;               /* 1: the best's mismatches all lie in the probe set, so
                                the ranking holds on the whole output */
} mmaemu_infer_schedule_stats;
/* mmaemu_infer_schedule, also filling *st. */
MMAEMU_API int mmaemu_infer_schedule_ex(const mmaemu_infer_schedule_opts *o, size_t batch, size_t m,
                                        size_t n, size_t k, mmaemu_mat a, mmaemu_mat b,
                                        const void *got, mmaemu_sched_candidate *out,
                                        size_t max_out, size_t *n_out,
                                        mmaemu_infer_schedule_stats *st, char *err, size_t errlen);

/* Where a schedule misses (validation/infer_schedule.c): its mismatching
 * elements by class, next to the count of all elements of the class. */
#define MMAEMU_MISS_MAG 6      /* |D| binades below max |D|: 0, 1-2, 3-4, 5-8, 9-16, more or 0 */
#define MMAEMU_MISS_CANCEL 4   /* log2(sum |a b| / |D|): < 2, 2-5, 6-9, >= 10 (or D = 0) */
#define MMAEMU_MISS_ULP 4      /* distance in output ulps: 1, 2, 3-8, more (or NaN) */
#define MMAEMU_MISS_POS 4      /* row (column) mod 64, by quarter: 0-15, 16-31, 32-47, 48-63 */
typedef struct mmaemu_miss_classes {
    size_t total, missed;
    size_t mag[2][MMAEMU_MISS_MAG];        /* [0] missed, [1] all */
    size_t cancel[2][MMAEMU_MISS_CANCEL];
    size_t row[2][MMAEMU_MISS_POS], col[2][MMAEMU_MISS_POS];
    size_t ulp[MMAEMU_MISS_ULP];           /* missed only */
} mmaemu_miss_classes;
/* The classes of schedule s (instruction ins) on the whole output. */
MMAEMU_API int mmaemu_infer_schedule_misses(const mmaemu_infer_schedule_opts *o,
                                            const mmaemu_schedule *s, const mmaemu_instr *ins,
                                            size_t batch, size_t m, size_t n, size_t k,
                                            mmaemu_mat a, mmaemu_mat b, const void *got,
                                            mmaemu_miss_classes *mc, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_ANALYSIS_H */
