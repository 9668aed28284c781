/* cli_explain.h -- what `mmaemu explain` found, shared by its text output
 * (cli_explain.c) and its JSON and HTML reports (cli_explain_report.c). */
#ifndef MMAEMU_CLI_EXPLAIN_H
#define MMAEMU_CLI_EXPLAIN_H

#include "cli.h"

#define XR_FULL_BATCH 1152   /* the report's full size */

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
} xr_model;

typedef struct {
    int bwd, chained;
    mmaemu_dcpp_path path[2];
    double atol, rtol;
    size_t B;
    const size_t *batch_origin;   /* batch i of the run is batch_origin[i] of the full tensors */
    char inputs[256];             /* where the inputs came from */
    int n_models;
    xr_model *m;
} xr_report;

int xr_write_json(const xr_report *r, const char *path);
int xr_write_html(const xr_report *r, const char *dir);

#endif
