/* SPDX-License-Identifier: MIT */
/* mmaemu/advise.h -- what closes the Helion/Inductor gap of DCPP, per
 * device model: candidate remedies run through the models (validation/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_ADVISE_H
#define MMAEMU_ADVISE_H

#include "mmaemu/dcpp.h"
#include "mmaemu/analysis.h"
#include "mmaemu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A remedy: a named set of DCPP config knobs (mmaemu_dcpp_config_set
 * syntax), applied to both paths over the model's own config.  Names:
 * "baseline", "inductor-buf3-template", "inductor-all-template",
 * "dx-fp32-sum", and tile-config parts "helion:KEY=VAL,..." /
 * "inductor:KEY=VAL,...", joined by '+' (docs/triage.md, "What closes the
 * gap"). */
#define MMAEMU_ADVISE_MAX_KNOBS 8
typedef struct mmaemu_advise_remedy {
    char name[128];
    int n_knobs;
    char knob[MMAEMU_ADVISE_MAX_KNOBS][40];
    /* What it costs against the report's kernels, in GEMM count and memory
     * traffic (per batch element; bytes scale with B). */
    int gemms_to_template;          /* library bmms replaced by the Triton template */
    double extra_bytes_per_batch;   /* memory traffic added per batch element */
    char cost[200];
} mmaemu_advise_remedy;

/* The searched space in its fixed order: the baseline, then remedies by
 * the number of axes they change (library vs template, the dx epilogue,
 * Inductor's template tile, Helion's tiles), simplest first.  Fills up to
 * max remedies; returns how many the full space holds. */
MMAEMU_API int mmaemu_advise_candidates(mmaemu_advise_remedy *out, int max);

/* One remedy on one model over some batches: Helion (A) against Inductor
 * (B), as explain compares them.  Every field merges across batches by
 * sum or max (mmaemu_advise_merge), so the split of the work does not
 * change the result. */
typedef struct mmaemu_advise_tally {
    int evaluated;          /* batches evaluated */
    int inapplicable;       /* the knobs do not apply on this model (why) */
    char why[200];
    uint64_t out_differ, out_not_close, dy_differ, dy_not_close, dx_differ, dx_not_close;
    uint64_t batches_not_close;     /* batches where any of out, dy, dx is not close */
    double out_max_abs, dy_max_abs, dx_max_abs;
    double dx_atol_need, dx_rtol_need;  /* smallest atol at rtol, rtol at atol (dx) */
    /* max |A - B| / (|dx1| + |dxt|) over the differing dx elements (run
     * A's summands): the rtol a summand-scaled tolerance needs. */
    double dx_rtol_summands;
} mmaemu_advise_tally;

/* The inputs: B batches of x, y, dout and b (b unused when chained: each
 * path's own forward xty). */
typedef struct mmaemu_advise_inputs {
    size_t B;
    const uint16_t *x, *y, *dout, *b;
    int chained;
    double atol, rtol;      /* the tolerance judged (the report's 0.2, 0.01) */
} mmaemu_advise_inputs;

/* Evaluate remedy r on the model config over batches [b0, b1) into t
 * (zeroed first).  A remedy that does not apply (a knob refused, a GEMM
 * the lowering refuses) sets t->inapplicable and returns 0; -1 with a
 * reason on other failures (memory). */
MMAEMU_API int mmaemu_advise_eval(const mmaemu_dcpp_config *model, const mmaemu_advise_remedy *r,
                                  const mmaemu_advise_inputs *in, size_t b0, size_t b1,
                                  mmaemu_advise_tally *t, char *err, size_t errlen);
MMAEMU_API void mmaemu_advise_merge(mmaemu_advise_tally *into, const mmaemu_advise_tally *t);
/* Bit-identical: evaluated, applicable, and no element of out, dy, dx
 * differs. */
MMAEMU_API int mmaemu_advise_bit_identical(const mmaemu_advise_tally *t);
/* Ranking order of two tallies of one model (<0: a ranks first):
 * applicable, bit-identical, fewest elements outside the tolerance (all
 * tensors), fewest bits differing, smallest dx max abs; ties keep the
 * list order (qsort is not stable: compare indices after this). */
MMAEMU_API int mmaemu_advise_cmp(const mmaemu_advise_tally *a, const mmaemu_advise_tally *b);

/* The work of a search: remedies x models x batches, unit u =
 * (model, batch, remedy) in that nesting (remedies innermost).  Worker
 * `rank` of `size` takes the contiguous block of units [U rank / size,
 * U (rank + 1) / size) and merges them into tally[remedy * n_models +
 * model] (n_remedies * n_models, zeroed here).  Within a (model, batch)
 * each path's outputs are computed once per distinct config of that path.
 * 0 or -1 with a reason. */
typedef struct mmaemu_advise_work {
    const mmaemu_advise_remedy *remedy;
    int n_remedies;
    const mmaemu_dcpp_config *model;
    int n_models;
    const mmaemu_advise_inputs *in;
} mmaemu_advise_work;
MMAEMU_API int mmaemu_advise_run(const mmaemu_advise_work *w, int rank, int size,
                                 mmaemu_advise_tally *tally, char *err, size_t errlen);

/* Model m's remedies in rank order (order: n_remedies indices). */
MMAEMU_API void mmaemu_advise_order(const mmaemu_advise_work *w, const mmaemu_advise_tally *tally,
                                    int m, int *order);

/* The report as JSON text: {"remedies": [{"name", "knobs", "cost",
 * "models": {MODEL: {...}}}], "baseline": {MODEL: {...}}, "ranking":
 * {MODEL: [names]}, ...}.  names[i] is model i's name; full_batch the
 * batch the Poisson estimates are for.  Deterministic bytes (no times).
 * NULL with a reason; free with free(). */
MMAEMU_API char *mmaemu_advise_json(const mmaemu_advise_work *w, const char *const *names,
                                    const mmaemu_advise_tally *tally, size_t full_batch,
                                    const char *inputs, char *err, size_t errlen);

/* The full-size estimate of count at full_batch from B batches: the
 * scaled count and its exact Poisson 95% interval, est[0..2]. */
MMAEMU_API void mmaemu_advise_estimate(uint64_t count, size_t B, size_t full_batch, double est[3]);

/* The honest tolerance for what remains: a sentence with its derivation
 * (validation/advise.c). */
MMAEMU_API void mmaemu_advise_tolerance_text(const mmaemu_advise_remedy *r,
                                             const mmaemu_advise_tally *t,
                                             const mmaemu_advise_inputs *in, char *buf, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_ADVISE_H */
