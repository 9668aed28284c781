/* SPDX-License-Identifier: MIT */
/* explain_dcpp.h -- the report of `mmaemu explain dcpp`: what it found
 * (xr_*), shared by its parts: the flow (explain_dcpp.c), the inputs
 * (dcpp_inputs.c), the analysis (explain_analyse.c), the text
 * (explain_dcpp_text.c) and the JSON and HTML files (explain_report.c).
 * Internal to the command; the library's explain API is
 * include/mmaemu/explain.h. */
#ifndef MMAEMU_CLI_EXPLAIN_DCPP_H
#define MMAEMU_CLI_EXPLAIN_DCPP_H

#include "cli.h"

#define XR_FULL_BATCH 1152   /* the report's full size: the default of --full-batch */

/* One output tensor of one model: run A (actual) against run B (expected). */
typedef struct {
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
    size_t n_elems;               /* explained in detail (the first --max) */
    mmaemu_explain_elem *elems;
    /* Over the explained elements: first divergent tensor x cause. */
    size_t causes[MMAEMU_DT_COUNT][MMAEMU_CAUSE_COUNT];
    /* Full-size estimate from the B sampled batches (Poisson, 95%). */
    double est_differ[3], est_not_close[3], p_fail[3];
    size_t batches_not_close;
} xr_tensor;

typedef struct {
    char name[96];                /* "sm90+cublas13.1-h100", "gfx950:fused-k" */
    mmaemu_dcpp_config cfg;
    int n_t;
    xr_tensor t[2];
    /* observed vs predicted per run and tensor: elements that differ (-1: not given) */
    long got_vs_pred[2][MMAEMU_DT_COUNT];
    double t_predict, t_explain;  /* seconds */
    size_t explained;             /* elements explained, over the tensors */
} xr_model;

typedef struct {
    int bwd, chained;
    mmaemu_dcpp_path path[2];
    double atol, rtol;
    size_t B;
    size_t full_batch;            /* the estimate's target batch (--full-batch; 1152) */
    const size_t *batch_origin;   /* batch i of the run is batch_origin[i] of the full tensors */
    char inputs[256];             /* where the inputs came from */
    int n_models;
    xr_model *m;
} xr_report;

/* `mmaemu explain dcpp` (argv[0] = "dcpp"), a row of explain.c's table. */
int mmaemu_cli_explain_dcpp(int argc, char **argv);
int mmaemu_cli_explain_gemm(int argc, char **argv);

/* explain_report.c: the JSON file and the HTML page, each written whole
 * or not at all.  0, or -1 after a one-line error. */
/* Write into tmp (the reserved temporary of path / dir's index.html);
 * 0, or -1 after a one-line error. */
int xr_write_json(const xr_report *r, const char *path, const char *tmp);
int xr_write_html(const xr_report *r, const char *dir, const char *tmp);

/* dcpp_inputs.c: the batches compared, from tensor files or the
 * recorded generator. */
typedef struct xr_inputs {
    size_t B;
    uint16_t *x, *y, *dout, *b;
    size_t *origin;   /* batch i = batch origin[i] of the full tensors */
} xr_inputs;
typedef struct xr_input_opts {
    const char *x, *y, *dout, *b, *seed, *batch, *sample;
    int chained;
    size_t full_batch;            /* --sample spreads over batches 0 .. full_batch - 1 */
    const char *cmd;              /* in messages; NULL: "explain dcpp" */
} xr_input_opts;
/* Read or generate; what (wlen) gets a line saying where the inputs came
 * from.  0, or 2 after a one-line error (in may hold partial data: free it). */
int xr_inputs_load(const xr_input_opts *o, int bwd, xr_inputs *in, char *what, size_t wlen);
/* Option rows the same in explain dcpp and advise dcpp (each command's
 * options struct is `opts`, CLI_ROW): the inputs (an xr_input_opts field
 * `in`; the three help texts that differ between the commands are
 * arguments), the tolerance judged, the DCPP knobs (a cli_dcpp_knobs
 * field `knobs`; --set's help is the argument). */
#define XR_INPUT_ROWS(dout_help, b_help, chained_help)                                      \
    CLI_ROW("--x", CLI_VALUE, "X", in.x, "x (B,3219,256), as for mmaemu dcpp"),              \
    CLI_ROW("--y", CLI_VALUE, "Y", in.y, "y (B,3219,64)"),                                   \
    CLI_ROW("--dout", CLI_VALUE, "DOUT", in.dout, dout_help),                                \
    CLI_ROW("--b", CLI_VALUE, "B", in.b, b_help),                                            \
    CLI_ROW("--chained", CLI_FLAG, NULL, in.chained, chained_help),                          \
    CLI_ROW("--seed", CLI_VALUE, "S", in.seed,                                              \
            "inputs from the recorded generator instead of files"),                          \
    CLI_ROW("--batch", CLI_VALUE, "N", in.batch, "with --seed: batches 0..N-1 (1)"),         \
    CLI_ROW("--sample", CLI_VALUE, "N", in.sample,                                          \
            "with --seed: N batches spread over the full batch")
#define XR_TOLERANCE_ROWS                                                                   \
    CLI_ROW("--atol", CLI_VALUE, "X", atol, "the tolerance judged (0.2: the report's)"),    \
    CLI_ROW("--rtol", CLI_VALUE, "Y", rtol, "(0.01: the report's)")
#define XR_KNOB_ROWS(set_help)                                                              \
    CLI_ROW("--set", CLI_LIST, "KEY=VALUE", knobs.sets, set_help),                          \
    CLI_ROW("--schedule", CLI_LIST, "NAME=TEXT", knobs.scheds, "as for mmaemu dcpp"),       \
    CLI_ROW("--lib-schedule", CLI_LIST, "NAME=TEXT", knobs.libs, "as for mmaemu dcpp")
void xr_inputs_free(xr_inputs *in);
/* Observed tensors of one run: a file (the final output) or a folder of
 * intermediates.  0, or 2 after a one-line error. */
int xr_got_load(const char *spec, mmaemu_dcpp_path path, int bwd, size_t B,
                mmaemu_dcpp_state *got);

/* explain_analyse.c: one output tensor of one model -- statistics, the
 * full-size estimate, the first `max` differing elements explained.  0 or
 * -1 (out of memory, or an element failed). */
int xr_analyse_tensor(const mmaemu_explain *e, const xr_report *r, size_t max, xr_tensor *xt);

/* explain_dcpp_text.c: the text report on stdout. */
void xr_print_model(const xr_report *r, const mmaemu_explain *e, const xr_model *m, int quiet);
void xr_print_models(const xr_report *r);

#endif
