/* SPDX-License-Identifier: MIT */
/* advise.h -- `mmaemu advise dcpp`, internal to the command: the flow
 * (advise.c), the ranks (advise_mpi.c), the text report (advise_text.c)
 * and the HTML page (advise_html.c).  The library's API is include/mmaemu/advise.h. */
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

/* advise_text.c: the text report on stdout. */
void advise_print(const advise_report *r);
/* The tally of remedy rem on model m. */
const mmaemu_advise_tally *advise_tally_at(const advise_report *r, int rem, int m);
/* "gfx950 hypothesis fused-k (unverified): ..." or the arch and preset. */
void advise_hypothesis(const mmaemu_model_spec *s, char *buf, size_t len);
/* advise_html.c: the page of --html DIR written to tmp (its reserved
 * temporary); 0 or 2. */
int advise_write_html(const advise_report *r, const char *dir, const char *tmp);

#endif
