/* cli.h -- the mmaemu command's subcommands and their shared helpers. */
#ifndef MMAEMU_CLI_H
#define MMAEMU_CLI_H

#include <stdio.h>
#include "mmaemu.h"

/* Each subcommand gets argv after the subcommand name (argv[0] = name)
 * and returns the process exit status. */
int mmaemu_cli_dot(int argc, char **argv);
int mmaemu_cli_models(int argc, char **argv);
int mmaemu_cli_demo(int argc, char **argv);
int mmaemu_cli_probe(int argc, char **argv);
int mmaemu_cli_infer(int argc, char **argv);
int mmaemu_cli_dcpp(int argc, char **argv);
int mmaemu_cli_infer_schedule(int argc, char **argv);
int mmaemu_cli_compare(int argc, char **argv);
int mmaemu_cli_explain(int argc, char **argv);

/* cli_dcpp.c, shared with explain.  A finite bf16 tensor (B, rows, cols)
 * (B = 0: any batch, returned in *batch_out), or NULL after a one-line
 * error. */
uint16_t *cli_dcpp_read_bf16(const char *what, const char *path, size_t B, size_t rows,
                             size_t cols, size_t *batch_out);

/* The repeatable options that shape a DCPP config: --set, --schedule,
 * --lib-schedule. */
#define CLI_DCPP_MAX_REPEAT 16
typedef struct cli_dcpp_knobs {
    const char *sets[CLI_DCPP_MAX_REPEAT + 1];   /* one spare for a preset */
    const char *scheds[CLI_DCPP_MAX_REPEAT], *libs[CLI_DCPP_MAX_REPEAT];
    int n_sets, n_scheds, n_libs;
} cli_dcpp_knobs;
/* If argv[*i] is one of them, take its value and return 1; 0 if it is
 * not; 2 (the exit status) after an error. */
int cli_dcpp_take_knob(const char *cmd, int argc, char **argv, int *i, cli_dcpp_knobs *k);
/* The config of arch (with variant, or NULL) and the knobs: 0, or the exit
 * status 2 after a one-line error. */
int cli_dcpp_config(const char *cmd, const char *arch_name, const char *variant,
                    const cli_dcpp_knobs *k, mmaemu_dcpp_config *c);

/* Store the value of option argv[*i] in *slot and step *i past it.  An
 * unknown option (slot NULL) or a missing value gives the one-line error
 * "CMD: unknown option 'X'" / "CMD: option X needs a value".  Returns 0, or
 * 2 (the exit status) on error. */
int cli_take_value(const char *cmd, int argc, char **argv, int *i, const char **slot);

/* Monotonic wall-clock seconds (progress and timings). */
double cli_seconds(void);

/* Print "mmaemu: " + message + newline to stderr (printf-style). */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
