/* SPDX-License-Identifier: MIT */
/* explain_dcpp.h -- `mmaemu explain dcpp` in parts: the flow
 * (explain_dcpp.c), the inputs (dcpp_inputs.c, shared with advise dcpp),
 * the text (explain_dcpp_text.c) and the HTML page (explain_dcpp_html.c)
 * rendered from the library's report (mmaemu_explain_dcpp_report, its
 * analysis and JSON in validation/, include/mmaemu/explain.h).  Internal
 * to the command. */
#ifndef MMAEMU_CLI_EXPLAIN_DCPP_H
#define MMAEMU_CLI_EXPLAIN_DCPP_H

#include "cli.h"

/* `mmaemu explain dcpp` (argv[0] = "dcpp"), a row of explain.c's table. */
int mmaemu_cli_explain_dcpp(int argc, char **argv);
int mmaemu_cli_explain_gemm(int argc, char **argv);

/* explain_dcpp_html.c: the HTML page of --html DIR, written into tmp (the
 * reserved temporary of DIR/index.html); 0, or -1 after a one-line error. */
int xr_write_html(const mmaemu_explain_dcpp_report *r, const char *dir, const char *tmp);

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

/* explain_dcpp_text.c: the text report on stdout. */
void xr_print_model(const mmaemu_explain_dcpp_report *r, const mmaemu_explain *e,
                    const mmaemu_explain_dcpp_model *m, int quiet);
void xr_print_models(const mmaemu_explain_dcpp_report *r);

#endif
