/* SPDX-License-Identifier: MIT */
/* infer_schedule_impl.h -- the parts of schedule inference
 * (validation/infer_schedule.c): its candidates and their scoring.
 * Part of libmmaemu but not installed. */
#ifndef MMAEMU_INFER_SCHEDULE_IMPL_H
#define MMAEMU_INFER_SCHEDULE_IMPL_H

#include "mmaemu/analysis.h"

/* Every distinct candidate for a batch x m x n x K GEMM under o,
 * simplest first (validation/infer_schedule_candidates.c): *out (malloc'd, *n of
 * them), and *okey (malloc'd): per candidate a key equal for candidates
 * with the same instruction, tf32 rounding and consumed order, which
 * mmaemu_gemm_run_many runs together.  Returns 0, or -1 with a reason. */
int mmaemu_infer_candidates(const mmaemu_infer_schedule_opts *o, size_t batch, size_t m,
                            size_t n_, size_t K, mmaemu_sched_candidate **out, uint64_t **okey,
                            size_t *n, char *err, size_t errlen);

/* The problem a search scores candidates on. */
typedef struct mmaemu_infer_problem {
    const mmaemu_infer_schedule_opts *o;
    size_t batch, m, n, k;
    mmaemu_mat a, b;
    const void *got;
    int wa, wb, wd;              /* element widths in bits */
} mmaemu_infer_problem;

/* The problem's widths from its formats; 0, or -1 with a reason. */
int mmaemu_infer_problem_init(mmaemu_infer_problem *p, const mmaemu_infer_schedule_opts *o,
                              size_t batch, size_t m, size_t n, size_t k, mmaemu_mat a,
                              mmaemu_mat b, const void *got, char *err, size_t errlen);
/* The output of schedule s on the window of rows [i0, i0 + rows) and
 * columns [j0, j0 + cols) of batch bi (d: rows x cols, in the output's
 * width).  0, or -1 with a reason. */
int mmaemu_infer_window(const mmaemu_infer_problem *p, const mmaemu_schedule *s,
                        const mmaemu_instr *ins, size_t bi, size_t i0, size_t rows, size_t j0,
                        size_t cols, void *d, char *err, size_t errlen);
/* The same for several schedules of one instruction at once
 * (mmaemu_gemm_run_many): schedule t's output in d[t]. */
int mmaemu_infer_window_many(const mmaemu_infer_problem *p, const mmaemu_schedule *const *s,
                             size_t ns, const mmaemu_instr *ins, size_t bi, size_t i0, size_t rows,
                             size_t j0, size_t cols, void *const *d, char *err, size_t errlen);
/* The device's output at flat index e. */
uint32_t mmaemu_infer_got(const mmaemu_infer_problem *p, size_t e);

#endif
