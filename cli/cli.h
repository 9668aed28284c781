/* SPDX-License-Identifier: MIT */
/* cli.h -- the mmaemu command's subcommands and their shared helpers
 * (internal to the command; the library's API is include/mmaemu.h). */
#ifndef MMAEMU_CLI_H
#define MMAEMU_CLI_H

#include <stddef.h>
#include <stdio.h>
#include "mmaemu.h"

/* Exit statuses, the same in every subcommand. */
#define CLI_OK 0        /* success; runs agree / close */
#define CLI_DIFFER 1    /* runs disagree / not close */
#define CLI_BAD 2       /* bad input or usage, or any other failure */

/* Each subcommand gets argv after "mmaemu" (argv[0] = its name) and
 * returns the process exit status. */
int mmaemu_cli_gemm(int argc, char **argv);
int mmaemu_cli_dot(int argc, char **argv);
int mmaemu_cli_models(int argc, char **argv);
int mmaemu_cli_demo(int argc, char **argv);
int mmaemu_cli_probe(int argc, char **argv);
int mmaemu_cli_infer(int argc, char **argv);
int mmaemu_cli_dcpp(int argc, char **argv);
int mmaemu_cli_infer_schedule(int argc, char **argv);
int mmaemu_cli_compare(int argc, char **argv);
int mmaemu_cli_explain(int argc, char **argv);
int mmaemu_cli_advise(int argc, char **argv);

/* ------------------------------------------------ options (options.c) */

/* A command's options as a table: the parser and --help read the same
 * rows.  Each row stores into a field of the command's options struct,
 * named by its offset. */
typedef enum cli_opt_kind {
    CLI_FLAG,    /* int field, set to 1 */
    CLI_VALUE,   /* const char * field; giving it twice is an error */
    CLI_LIST     /* cli_list field: every value, in order */
} cli_opt_kind;

#define CLI_LIST_MAX 16
typedef struct cli_list {
    const char *v[CLI_LIST_MAX];
    int n;
} cli_list;

typedef struct cli_option {
    const char *name;     /* "--arch" */
    cli_opt_kind kind;
    const char *arg;      /* the value's name in the help ("ARCH"); NULL for flags */
    size_t offset;        /* of the field in the options struct */
    const char *help;     /* one or more lines ('\n' separated) */
    /* CLI_VALUE rows, when the option is not given: */
    const char *def;      /* the value stored, or NULL */
    const char *missing;  /* a run needs it: the error after "NAME: ", or NULL */
} cli_option;

#define CLI_OPT(name, kind, arg, type, field, help) \
    {name, kind, arg, offsetof(type, field), help, NULL, NULL}
/* Value rows with a default, or that a run needs: cli_parse stores the
 * default or fails with the error, so that neither is written again by
 * each command after parsing. */
#define CLI_OPT_DEF(name, arg, type, field, def, help) \
    {name, CLI_VALUE, arg, offsetof(type, field), help, def, NULL}
#define CLI_OPT_NEED(name, arg, type, field, missing, help) \
    {name, CLI_VALUE, arg, offsetof(type, field), help, NULL, missing}
#define CLI_END {NULL, CLI_FLAG, NULL, 0, NULL, NULL, NULL}
/* A row of a command whose options struct is a typedef named `opts` (the
 * convention of the command files). */
#define CLI_ROW(name, kind, arg, field, help) CLI_OPT(name, kind, arg, opts, field, help)

/* Options that several commands offer with the same words, for an options
 * struct of type T with fields of these names. */
#define CLI_VARIANT_ROW(T) /* dot, dcpp, infer-schedule */                                 \
    CLI_OPT("--variant", CLI_VALUE, "NAME", T, variant, "the model variant (the same as ARCH:NAME)")
#define CLI_DOT_FORMAT_ROWS(T, missing) /* probe gen: the formats of one dot product */     \
    CLI_OPT_NEED("--in", "A_FMT[,B_FMT]", T, in, missing,                                   \
                 "bf16 fp16 tf32 e4m3 e5m2 e4m3fnuz e5m2fnuz fp32\n"                        \
                 "e2m3 e3m2 e2m1 u8 s8; B_FMT defaults to A_FMT"),                          \
    CLI_OPT("--out", CLI_VALUE, "fp32|fp16|s32", T, out,                                      \
            "the accumulator format (fp32; s32 for u8/s8)")
#define CLI_BLOCK_ROWS(T) /* dot, gemm: the block size and kind (models/block_scale.c) */   \
    CLI_OPT("--block", CLI_VALUE, "16|32", T, block, "values of A and B per scale"),          \
    CLI_OPT("--kind", CLI_VALUE, "mxf8f6f4|mxf4|mxf4nvf4", T, kind,                         \
            "the block-scaled kind (default: mxf8f6f4 unless both\n"                       \
            "operands are e2m1; mxf4nvf4 for ue4m3 or block 16)")
#define CLI_EXPLAIN_ROWS(T, max_help, quiet_help) /* explain dcpp, explain gemm: the report */ \
    CLI_OPT("--max", CLI_VALUE, "N", T, max, max_help),                                       \
    CLI_OPT("--json", CLI_VALUE, "FILE", T, json, "the explanation as JSON"),                 \
    CLI_OPT("--threads", CLI_VALUE, "N", T, threads, "OpenMP threads"),                       \
    CLI_OPT("--quiet", CLI_FLAG, NULL, T, quiet, quiet_help)
#define CLI_RUN_ROWS(T) /* gemm, dcpp fwd/bwd: how a long computation runs */               \
    CLI_OPT("--threads", CLI_VALUE, "N", T, threads, "OpenMP threads (results do not depend on it)"), \
    CLI_OPT("--progress", CLI_FLAG, NULL, T, progress, "force the progress bar on stderr"),   \
    CLI_OPT("--quiet", CLI_FLAG, NULL, T, quiet, "no progress bar"),                          \
    CLI_OPT("--exact", CLI_FLAG, NULL, T, exact,                                              \
            "compute every element exactly (MMAEMU_EXACT=1: no\n"                             \
            "certified path; the same bits, slower)")

typedef struct cli_command {
    const char *name;        /* "dcpp fwd": in messages and the help */
    const char *synopsis;    /* after "usage: mmaemu NAME "; '\n' starts another form */
    const char *about;       /* paragraph after the synopsis, or NULL */
    const cli_option *opts;  /* ends with CLI_END */
    const char *after;       /* text after the options (exit status ...), or NULL */
    int max_args;            /* positional arguments taken */
} cli_command;

/* Parse argv[1, argc) (argv[0] is the command's name) into the options
 * struct at out (size bytes, zeroed first; the rows' defaults stored
 * where the option is not given) and the positional arguments
 * into args[0, *nargs) (args may be NULL when max_args is 0).  --help/-h
 * prints the help to stdout.  Returns -1 when the command should run, else
 * the exit status to return at once: 0 after --help, 2 after a one-line
 * error (a row's missing when the option is not given). */
int cli_parse(const cli_command *cmd, int argc, char **argv, void *out, size_t size,
              const char **args, int *nargs);
/* The help of cmd, from its table. */
void cli_help(const cli_command *cmd, FILE *to);

/* A command with sub-commands ("dcpp fwd|bwd|plan|gen"). */
typedef struct cli_sub {
    const char *name;
    int (*run)(int argc, char **argv);   /* argv[0] = the sub-command's name */
    const char *help;                    /* one line */
} cli_sub;
/* Run the sub-command argv[1] of group (argv[0]); subs ends with a NULL
 * name.  No sub-command: the list on stderr, exit 2; --help: on stdout. */
int cli_dispatch(const char *group, const char *about, const cli_sub *subs, int argc,
                 char **argv);
/* Define the command function fn (int fn(int argc, char **argv)) of a
 * group: cli_dispatch of its sub-commands (the cli_sub rows after about,
 * the terminating row added here), about its help. */
#define CLI_GROUP(fn, group, about, ...)                                        \
    static const cli_sub fn##_subs[] = {__VA_ARGS__, {NULL, NULL, NULL}};       \
    int fn(int argc, char **argv) { return cli_dispatch(group, about, fn##_subs, argc, argv); }
/* The list of sub-commands with their one-line help. */
void cli_sub_list(const char *group, const char *about, const cli_sub *subs, FILE *to);

/* ------------------------------------------------------ util (util.c) */

/* The one error format of the command: "mmaemu: " + message + newline on
 * stderr (printf-style).  Messages start with the subcommand ("dcpp fwd:
 * ...") and name the file or option at fault. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* The one banner line of a run that computes: "mmaemu CMD: TEXT" on
 * stderr, naming the model, variant, library preset and schedule source. */
void cli_banner(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Set by -q / --quiet (every command, cli_parse): cli_banner prints nothing. */
extern int cli_quiet;

/* Option values.  Each returns 0, or 2 after a one-line error naming cmd
 * and opt. */
int cli_parse_count(const char *cmd, const char *opt, const char *v, unsigned long lo,
                    unsigned long hi, unsigned long *out);
int cli_parse_real(const char *cmd, const char *opt, const char *v, double *out);
/* N comma-separated whole decimal numbers ("3219,256,64"), the i-th in
 * [1, hi[i]]; what names them in the error ("M,D,K"). */
int cli_parse_counts(const char *cmd, const char *opt, const char *what, const char *v, int n,
                     const unsigned long *hi, unsigned long *out);
/* A byte count "N" or "N" plus K, M, G, T (powers of 1024), > 0; 0 or 2. */
int cli_parse_bytes(const char *opt, const char *v, uint64_t *out);
/* --threads N: set the OpenMP thread count (v NULL: leave it). */
int cli_set_threads(const char *cmd, const char *v);

/* A model named as everywhere else, ARCH[:VARIANT][+LIBPRESET]
 * (mmaemu_model_spec_parse); variant and lib, when not NULL, are the
 * --variant / --lib spellings of the same parts and must agree with the
 * text.  0, or 2 after a one-line error that lists the known names. */
/* --in "A[,B]": the operand formats (B defaults to A).  0 or CLI_BAD. */
int cli_operand_formats(const char *cmd, const char *in, mmaemu_format *a, mmaemu_format *b);
int cli_model_parse(const char *cmd, const char *text, const char *variant, const char *lib,
                    mmaemu_model_spec *spec);
/* "sm90:default+cublas13.1-h100 (variant default, library preset cublas13.1-h100)". */
void cli_model_describe(const mmaemu_model_spec *spec, char *buf, size_t len);

/* Monotonic wall-clock seconds (progress and timings). */
double cli_seconds(void);

/* A progress bar on stderr (mmaemu_progress.fn), on when forced or when
 * stderr is a terminal, off when quiet. */
typedef struct cli_bar {
    int on;
    const char *label;
    double t0, shown;
    int last;
} cli_bar;
void cli_bar_init(cli_bar *b, const char *label, int force, int quiet);
void cli_bar_update(void *ctx, double done);

/* Write arrays to their paths so that no partial output is ever left:
 * each to a temporary name beside it, all renamed when every write
 * succeeded; on failure every temporary is removed.  0, or 2 after a
 * one-line error. */
int cli_write_npys(const char *cmd, int n, const char *const *paths, const mmaemu_npy *arrs);
/* Output files reserved before any work and committed all or nothing
 * (mmaemu/outset.h): reserve creates each file's temporary (so an
 * unwritable folder fails at once, with the OS's reason); the command
 * writes tmp[i], then commits, or aborts (the targets unchanged). */
#define CLI_OUTPUTS_MAX 8
typedef struct cli_outputs {
    const char *cmd;
    int n;
    mmaemu_outset *set;
    const char *tmp[CLI_OUTPUTS_MAX];
    mmaemu_npy_stream *st[CLI_OUTPUTS_MAX];   /* written in pieces (cli_outputs_open) */
} cli_outputs;
/* 0, or 2 after a one-line error (nothing reserved then). */
int cli_outputs_reserve(cli_outputs *o, const char *cmd, int n, const char *const *paths);
/* Write arrs[0, n) as .npy to the temporaries and commit; aborts on a
 * failure.  0, or 2 after a one-line error. */
int cli_outputs_npys(cli_outputs *o, const mmaemu_npy *arrs);
/* The same in pieces: open writes each file's header (arrs[i]'s dtype and
 * shape, data unused); append adds the next count elements of file i;
 * finish closes every file (each must be complete) and commits.  Each
 * aborts on a failure; 0, or 2 after a one-line error. */
int cli_outputs_open(cli_outputs *o, const mmaemu_npy *arrs);
int cli_outputs_append(cli_outputs *o, int i, const void *data, size_t count);
int cli_outputs_finish(cli_outputs *o);
/* 0, or 2 after a one-line error. */
int cli_outputs_commit(cli_outputs *o);
void cli_outputs_abort(cli_outputs *o);
/* Before any work: can path (the value of option opt) be written into
 * its folder?  0, or 2 after a one-line error. */
int cli_check_output(const char *cmd, const char *opt, const char *path);
/* mkdir -p; 0, or 2 after a one-line error. */
int cli_make_dirs(const char *cmd, const char *dir);

/* HTML pages (html.c): s written to f with < > & " escaped. */
void cli_html_escape(FILE *f, const char *s);

/* ------------------------------------ DCPP options shared with explain */

/* The knobs that shape a DCPP config (cli/dcpp_config.c). */
typedef struct cli_dcpp_knobs {
    cli_list sets, scheds, libs;   /* --set, --schedule, --lib-schedule */
} cli_dcpp_knobs;
/* The config of a model (its text as for --arch; variant: the --variant
 * alias or NULL) and the knobs.  The library preset may come from
 * "+LIBPRESET" or "--set lib=" (they must agree), the variant from
 * ":VARIANT", --variant or "--set variant=" (the same).  The model as
 * resolved goes to *spec.  0, or 2 after a one-line error. */
int cli_dcpp_config(const char *cmd, const char *model, const char *variant,
                    const cli_dcpp_knobs *k, mmaemu_dcpp_config *c, mmaemu_model_spec *spec);
/* A finite bf16 tensor (B, rows, cols) (B = 0: any batch, returned in
 * *batch_out), or NULL after a one-line error. */
uint16_t *cli_dcpp_read_bf16(const char *cmd, const char *what, const char *path, size_t B,
                             size_t rows, size_t cols, size_t *batch_out);
/* The same with rows and cols 0 for "any" (then set to the file's). */
uint16_t *cli_dcpp_read_bf16_any(const char *cmd, const char *what, const char *path, size_t B,
                                 size_t *rows, size_t *cols, size_t *batch_out);
/* cli_dcpp_read_bf16_any, and with map a large plain .npy mapped from its
 * file (mmaemu_tensor_map_checked): release with mmaemu_tensor_free. */
uint16_t *cli_dcpp_load_bf16(const char *cmd, const char *what, const char *path, size_t B,
                             size_t *rows, size_t *cols, size_t *batch_out, int map);
/* Compute B batch elements P at a time (cli/dcpp_pieces.c): fn fills
 * bufs[i] with elements [b0, b0 + nb) of buffer i (nb * elems[i] values of
 * width[i] bytes; NULL where elems[i] is 0); the first out->n buffers are
 * appended to the open output files (cli_outputs_open) by a thread while
 * the next piece is computed; the rest are scratch.  Then the set is
 * committed, or on any failure aborted after a one-line error.  0 or 2. */
typedef int (*cli_piece_fn)(void *ctx, size_t b0, size_t nb, void *const *bufs, char *err,
                            size_t errlen);
int cli_dcpp_run_pieces(const char *cmd, cli_outputs *out, size_t B, size_t P, int nbuf,
                        const size_t *elems, const size_t *width, cli_piece_fn fn, void *ctx);
/* The (B, rows, cols) of a bf16 tensor file from its header alone (no
 * data read); 0, or -1 if it is not one (a later read says why). */
int cli_dcpp_peek_bf16(const char *path, size_t dims[3]);

/* "helion" / "inductor" for --path options; 0 or 2. */
int cli_dcpp_path_parse(const char *cmd, const char *opt, const char *v, mmaemu_dcpp_path *p);
const char *cli_dcpp_path_name(mmaemu_dcpp_path p);
/* The --set keys and GEMM names (dcpp --help-keys). */
void cli_dcpp_keys_help(FILE *to);

#endif
