/* SPDX-License-Identifier: MIT */
/* mmaemu/explain.h -- why two DCPP runs disagree, element by element (validation/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_EXPLAIN_H
#define MMAEMU_EXPLAIN_H

#include "mmaemu/dcpp.h"
#include "mmaemu/analysis.h"
#include "mmaemu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Why two DCPP runs disagree, element by element (validation/explain_dcpp.c,
 * docs/triage.md).  A run is a path of the program under a config (arch,
 * variant, schedules), so "A" and "B" may be Helion and Inductor on one
 * model, or one path on two models. */
typedef enum mmaemu_dcpp_tensor {
    MMAEMU_DT_XTY,      /* (D,K) Helion xty = bf16(acc); Inductor xty (library) */
    MMAEMU_DT_DB2,      /* (D,K) Helion db2 = bf16(db);  Inductor buf0 (library) */
    MMAEMU_DT_OUT,      /* (M,K) forward output */
    MMAEMU_DT_DY,       /* (M,K) */
    MMAEMU_DT_DX1,      /* (M,D) Helion dx1;  Inductor buf1 (library) */
    MMAEMU_DT_DXT,      /* (D,M) Helion dxt;  Inductor buf3 (library) */
    MMAEMU_DT_DX,       /* (M,D) bf16(dx1 + dxt^T) */
    MMAEMU_DT_COUNT     /* the order is topological: inputs come first */
} mmaemu_dcpp_tensor;
/* The tensor's name on path p ("db2" / "buf0"), and its (rows, cols) at
 * the report's shape. */
MMAEMU_API const char *mmaemu_dcpp_tensor_name(mmaemu_dcpp_tensor t, mmaemu_dcpp_path p);
MMAEMU_API void mmaemu_dcpp_tensor_shape(mmaemu_dcpp_tensor t, size_t *rows, size_t *cols);
/* The same for the problem of config c (mmaemu_dcpp_config_shape). */
MMAEMU_API void mmaemu_dcpp_tensor_dims(const mmaemu_dcpp_config *c, mmaemu_dcpp_tensor t,
                                        size_t *rows, size_t *cols);

/* Every bf16 tensor of one run, (B, rows, cols) each; NULL = absent. */
typedef struct mmaemu_dcpp_state {
    uint16_t *t[MMAEMU_DT_COUNT];
} mmaemu_dcpp_state;

typedef struct mmaemu_explain {
    const mmaemu_dcpp_config *cfg[2];   /* run A, run B */
    mmaemu_dcpp_path path[2];
    int bwd;                /* 0: forward (xty, out); 1: backward */
    int chained;            /* backward with b = each run's own forward xty */
    size_t B;
    const uint16_t *x, *y, *dout, *b;   /* inputs (b unused when chained) */
    mmaemu_dcpp_state pred[2];          /* mmaemu_explain_predict fills these */
    mmaemu_dcpp_state got[2];           /* observed tensors, optional (caller's) */
    /* private: the plans, indexed by tensor (GEMM tensors only) */
    mmaemu_dcpp_gemm_plan plan[2][MMAEMU_DT_COUNT];
} mmaemu_explain;

/* Plan and run both sides, keeping every intermediate.  0 or -1. */
MMAEMU_API int mmaemu_explain_predict(mmaemu_explain *e, char *err, size_t errlen);
MMAEMU_API void mmaemu_explain_free(mmaemu_explain *e);

/* Which schedule difference is responsible for a divergent GEMM rounding. */
typedef enum mmaemu_cause {
    MMAEMU_CAUSE_NONE,          /* the rounding agrees */
    MMAEMU_CAUSE_INPUTS,        /* only propagated: the schedules agree on equal inputs */
    MMAEMU_CAUSE_STEP_LENGTH,   /* instructions fuse different numbers of products (L) */
    MMAEMU_CAUSE_KEPT_BITS,     /* alignment width F / F2 */
    MMAEMU_CAUSE_DATAPATH,      /* another algorithm or rounding (truncate vs floor, ...) */
    MMAEMU_CAUSE_K_ORDER,       /* block_k, kgroups / kpack: the order K is consumed in */
    MMAEMU_CAUSE_SPLIT_K,
    MMAEMU_CAUSE_COMBINE,
    MMAEMU_CAUSE_PROMOTE,
    MMAEMU_CAUSE_SEVERAL,       /* no single schedule field reproduces it */
    MMAEMU_CAUSE_FINAL_ADD,     /* dx's sum itself: the runs add dx1 + dxt in other formats (dx_sum) */
    MMAEMU_CAUSE_COUNT
} mmaemu_cause;
MMAEMU_API const char *mmaemu_cause_name(mmaemu_cause c);

/* One rounding (a GEMM's output cast, or the final add) on both runs. */
typedef struct mmaemu_explain_round {
    mmaemu_dcpp_tensor tensor;
    size_t batch, row, col;
    double pre[2];          /* the value before rounding (fp32 accumulator, or the exact add) */
    uint32_t post[2];       /* the result pattern (bf16 for DCPP; the GEMM's output format) */
    double frac[2];         /* position between the two bf16 neighbours, in ulps [0, 1) */
    double margin[2];       /* distance to the RNE boundary (frac 0.5), in bf16 ulps */
    int tie[2];             /* exactly on the boundary: round-half-even decided */
    double exact[2];        /* the exact real result on each run's own inputs */
    size_t inputs_differ;   /* operand elements that differ between the runs */
    mmaemu_cause cause;
    char detail[1024];       /* the cause in words, with the schedules' names */
    /* The step chains (when both are single chains): equal accumulators
     * through the first same_k consumed K; first differ after diff_k. */
    size_t same_k, diff_k;
    double acc_at_diff[2], exact_at_diff;
} mmaemu_explain_round;

#define MMAEMU_EXPLAIN_MAX_ROUNDS 8
typedef struct mmaemu_explain_elem {
    mmaemu_dcpp_tensor tensor;
    size_t batch, row, col;
    uint16_t val[2];        /* predicted */
    double abs_diff;
    long ulps;              /* bf16 ulp distance of val[0], val[1] */
    /* Divergent roundings in the element's cone, topological order: r[0]
     * is the first divergent rounding. */
    int n_rounds;
    mmaemu_explain_round r[MMAEMU_EXPLAIN_MAX_ROUNDS];
    size_t cone_differ[MMAEMU_DT_COUNT], cone_size[MMAEMU_DT_COUNT];
    double cancellation;    /* dx: (|dx1| + |dxt|) / |dx1 + dxt| on run A; else 0 */
    char propagation[400];
    /* Observed tensors (when given): the first cone tensor where a run's
     * observation disagrees with the prediction; MMAEMU_DT_COUNT if none. */
    mmaemu_dcpp_tensor observed_first[2];
    char observed[300];
} mmaemu_explain_elem;

/* Explain element (batch, row, col) of tensor t.  0 or -1. */
MMAEMU_API int mmaemu_explain_element(const mmaemu_explain *e, mmaemu_dcpp_tensor t, size_t batch,
                                      size_t row, size_t col, mmaemu_explain_elem *out, char *err,
                                      size_t errlen);

/* The report of `mmaemu explain dcpp` (validation/explain_dcpp_report.c;
 * its JSON validation/explain_dcpp_json.c): per model and output tensor
 * (fwd: out; bwd: dx and dy), how run A (actual) differs from run B
 * (expected), the smallest tolerances that pass, the estimate for the full
 * batch and the worst differing elements explained.  The command renders
 * it as text and HTML. */
#define MMAEMU_EXPLAIN_FULL_BATCH 1152   /* the report's full size (--full-batch) */

/* One output tensor of one model. */
typedef struct mmaemu_explain_dcpp_output {
    mmaemu_dcpp_tensor t;
    int observed;                 /* 1: the pair compared is the observed one */
    mmaemu_compare_stats st;
    double atol_needed, rtol_needed;
    /* dx only: the rtol needed when the tolerance scales with |dx1| + |dxt|
     * (the size of the summands, not of their cancelling sum), over the
     * explained elements; -1 when not computed. */
    double rtol_summands;
    size_t n_diff;                /* differing elements ... */
    size_t *diff;                 /* ... their flat indices (all of them) */
    size_t n_elems;               /* explained in detail (the first max) */
    mmaemu_explain_elem *elems;
    /* Over the explained elements: first divergent tensor x cause. */
    size_t causes[MMAEMU_DT_COUNT][MMAEMU_CAUSE_COUNT];
    /* Full-size estimate from the B sampled batches (Poisson, 95%). */
    double est_differ[3], est_not_close[3], p_fail[3];
    size_t batches_not_close;
} mmaemu_explain_dcpp_output;

typedef struct mmaemu_explain_dcpp_model {
    char name[96];                /* "sm90+cublas13.1-h100", "gfx950:fused-k" */
    mmaemu_dcpp_config cfg;
    int n_t;
    mmaemu_explain_dcpp_output t[2];
    /* observed vs predicted per run and tensor: elements that differ (-1: not given) */
    long got_vs_pred[2][MMAEMU_DT_COUNT];
    double t_predict, t_explain;  /* seconds */
    size_t explained;             /* elements explained, over the tensors */
} mmaemu_explain_dcpp_model;

typedef struct mmaemu_explain_dcpp_report {
    int bwd, chained;
    mmaemu_dcpp_path path[2];
    double atol, rtol;
    size_t B;
    size_t full_batch;            /* the estimate's target batch */
    const size_t *batch_origin;   /* batch i of the run is batch_origin[i] of the full tensors */
    char inputs[256];             /* where the inputs came from */
    int n_models;
    mmaemu_explain_dcpp_model *m;
} mmaemu_explain_dcpp_report;

/* Model m of report r: predict both runs of e (set up as for
 * mmaemu_explain_predict, with r's paths, program and inputs), compare
 * observed (when both runs' are in e->got) or predicted outputs, explain
 * the worst max differing elements of each.  e stays filled for the
 * caller (its plans name the GEMMs; free with mmaemu_explain_free).  0, or
 * -1 with a reason in err. */
MMAEMU_API int mmaemu_explain_dcpp_model_run(mmaemu_explain *e, const mmaemu_explain_dcpp_report *r,
                                             size_t max, mmaemu_explain_dcpp_model *m, char *err,
                                             size_t errlen);
/* Free what the models' outputs hold (not r->m itself). */
MMAEMU_API void mmaemu_explain_dcpp_report_free(mmaemu_explain_dcpp_report *r);
/* The report as JSON text ("format": "mmaemu explain 1"); free with
 * mmaemu_explain_dcpp_json_free.  NULL with a reason in err. */
MMAEMU_API char *mmaemu_explain_dcpp_report_json(const mmaemu_explain_dcpp_report *r, char *err,
                                                 size_t errlen);
/* The whole report for bindings: models "ARCH[:VARIANT][+LIBPRESET],..."
 * (model_b: run B on that model, one model only; NULL: the same), sets
 * NULL-terminated "KEY=VALUE" knobs for every config (NULL: none),
 * path[2] runs A and B, the inputs in[4] = x, y, dout, b (bf16, B
 * batches; dout and b bwd only, b unused when chained), max elements
 * explained per tensor, full_batch (0: MMAEMU_EXPLAIN_FULL_BATCH).  The
 * JSON, or NULL with a reason in err. */
MMAEMU_API char *mmaemu_explain_dcpp_json(const char *models, const char *model_b,
                                          const char *const *sets, int bwd, int chained,
                                          const mmaemu_dcpp_path path[2], size_t B,
                                          const uint16_t *const in[4], double atol, double rtol,
                                          size_t max, size_t full_batch, char *err, size_t errlen);
MMAEMU_API void mmaemu_explain_dcpp_json_free(char *text);


/* Why two runs of one GEMM disagree (validation/explain_gemm.c, `mmaemu
 * explain gemm`).  Each run is a mmaemu_matmul (model, Triton tile config
 * or library, schedule text; its d is ignored); both are predicted whole.
 * An element differs when the compared values differ: the observed output
 * of a run where got[p] is given, else its prediction. */
typedef struct mmaemu_explain_gemm {
    mmaemu_matmul run[2];
    const void *got[2];          /* optional observed outputs (batch, m, n), contiguous */
    /* filled by mmaemu_explain_gemm_predict: */
    mmaemu_gemm_plan plan[2];
    char banner[2][512];
    mmaemu_format out[2];        /* output format of each run (fp32, bf16, fp16) */
    void *pred[2];               /* predictions (batch, m, n), contiguous */
} mmaemu_explain_gemm;

MMAEMU_API int mmaemu_explain_gemm_predict(mmaemu_explain_gemm *e, char *err, size_t errlen);
MMAEMU_API void mmaemu_explain_gemm_free(mmaemu_explain_gemm *e);
/* The compared value of run p at flat index f. */
MMAEMU_API uint32_t mmaemu_explain_gemm_value(const mmaemu_explain_gemm *e, int p, size_t f);

typedef struct mmaemu_explain_gemm_elem {
    size_t batch, row, col;
    uint32_t val[2];             /* compared values */
    int model_ok[2];             /* observed == predicted: 1, 0; -1 when not observed */
    uint32_t pred[2];
    double abs_diff;
    long ulps;                   /* in the output format (runs of equal format) */
    mmaemu_explain_round r;      /* prediction A against prediction B */
    char summary[600];           /* one paragraph in words */
} mmaemu_explain_gemm_elem;
/* Explain element (batch, row, col).  0 or -1. */
MMAEMU_API int mmaemu_explain_gemm_element(const mmaemu_explain_gemm *e, size_t batch, size_t row,
                                           size_t col, mmaemu_explain_gemm_elem *out, char *err,
                                           size_t errlen);
/* The explanation as JSON text (runs, counts, the first max_elements
 * differing elements explained); free with mmaemu_explain_gemm_json_free.
 * NULL with a reason in err. */
MMAEMU_API char *mmaemu_explain_gemm_json(const mmaemu_explain_gemm *e, size_t max_elements,
                                          char *err, size_t errlen);
/* Predict runs a and b (observations optional) and return the JSON. */
MMAEMU_API char *mmaemu_explain_gemm_run_json(const mmaemu_matmul *a, const mmaemu_matmul *b,
                                              const void *got_a, const void *got_b,
                                              size_t max_elements, char *err, size_t errlen);
MMAEMU_API void mmaemu_explain_gemm_json_free(char *text);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_EXPLAIN_H */
