/* mmaemu/analysis.h -- predictions held against device outputs: compare, tolerance, schedule inference (validation/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_ANALYSIS_H
#define MMAEMU_ANALYSIS_H

#include "mmaemu/gemm.h"

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
void mmaemu_compare(mmaemu_format fmt, const void *actual, const void *expected, size_t n,
                    double atol, double rtol, mmaemu_compare_stats *s);
/* torch's default tolerances for a dtype (bf16 1.6e-2 / 1e-5, fp16 1e-3 /
 * 1e-5, fp32 1.3e-6 / 1e-5). */
void mmaemu_compare_default_tol(mmaemu_format fmt, double *rtol, double *atol);
/* The same against a higher-precision reference (fp32 or fp64 values as
 * doubles): compared in the reference's precision; `differ` and the ulp
 * histogram count the distance from the reference rounded (RNE) to fmt,
 * so 0 ulps means the actual value is the correctly rounded one. */
void mmaemu_compare_ref(mmaemu_format fmt, const void *actual, const double *expected, size_t n,
                        double atol, double rtol, mmaemu_compare_stats *s);

/* Tolerance arithmetic (validation/tolerance.c).  The smallest atol that
 * makes |a - e| <= atol + rtol |e| hold for every element at the given
 * rtol, and the smallest rtol at the given atol (inf if an element with
 * e = 0 needs more than atol). */
void mmaemu_required_tol(mmaemu_format fmt, const void *actual, const void *expected, size_t n,
                         double rtol, double atol, double *atol_needed, double *rtol_needed);
/* Exact (Garwood) two-sided confidence interval for the mean of a Poisson
 * count x at level conf (e.g. 0.95). */
void mmaemu_poisson_ci(double x, double conf, double *lo, double *hi);

/* Schedule inference (validation/infer_schedule.c): the schedules of a
 * library GEMM that reproduce a device's output D = epilogue(A B),
 * ranked by matched elements.  Every candidate is scored on `sample`
 * spread elements (0: 256); the best `top` (0: 3) on all elements, their
 * mismatches joining a probe set of 16 x sample spread elements; every
 * candidate on the probe set; the new best `top` on all elements. */
typedef struct mmaemu_infer_schedule_opts {
    const mmaemu_arch *arch;
    const char *variant;         /* NULL: the arch's default */
    mmaemu_format in, acc;       /* bf16/fp16 -> fp32 */
    mmaemu_epilogue out;         /* the device output's cast */
    size_t sample;
    size_t top;
} mmaemu_infer_schedule_opts;
typedef struct mmaemu_sched_candidate {
    mmaemu_schedule sched;
    const mmaemu_instr *instr;
    size_t tested, matched;      /* elements compared and reproduced */
    size_t order;                /* generation order: lower = simpler */
} mmaemu_sched_candidate;
/* A (batch, m, k), B (batch, k, n) strided; got (batch, m, n) contiguous
 * in the output's width.  Fills out[] (best first) with up to max_out
 * candidates.  Returns 0, or -1 with a reason. */
int mmaemu_infer_schedule(const mmaemu_infer_schedule_opts *o, size_t batch, size_t m, size_t n,
                          size_t k, mmaemu_mat a, mmaemu_mat b, const void *got,
                          mmaemu_sched_candidate *out, size_t max_out, size_t *n_out, char *err,
                          size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_ANALYSIS_H */
