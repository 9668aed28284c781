/* SPDX-License-Identifier: MIT */
/* advise.h -- `mmaemu advise dcpp`, internal to the command: the flow
 * (advise.c), the ranks (advise_mpi.c) and the text / HTML report
 * (advise_text.c).  The library's API is include/mmaemu/advise.h. */
#ifndef MMAEMU_CLI_ADVISE_H
#define MMAEMU_CLI_ADVISE_H

#include "cli.h"

#define ADVISE_MAX_MODELS 8

/* What the report needs besides the library's work and tallies. */
typedef struct advise_report {
    const mmaemu_advise_work *w;
    const mmaemu_advise_tally *tally;
    const char *const *names;            /* model names as given */
    const mmaemu_model_spec *spec;       /* per model */
    size_t full_batch;
    const char *inputs;                  /* where the inputs came from */
    int top;                             /* remedies listed per model */
    int space;                           /* remedies in the full space */
} advise_report;

/* advise_mpi.c.  0 or 2 after a one-line error. */
int cli_advise_ranks_begin(int *rank, int *size);
/* rc: this rank's status; returns the worst over the ranks (0: rank 0
 * holds the merged tallies). */
int cli_advise_gather(int rc, mmaemu_advise_tally *tally, size_t n, int rank, int size);
void cli_advise_ranks_end(int size);

/* advise_text.c: the text report on stdout, the HTML page (0 or 2). */
void advise_print(const advise_report *r);
/* The page of --html DIR written to tmp (its reserved temporary). */
int advise_write_html(const advise_report *r, const char *dir, const char *tmp);

#endif
