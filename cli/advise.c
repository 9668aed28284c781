/* SPDX-License-Identifier: MIT */
/* advise.c -- `mmaemu advise dcpp`: what closes the Helion/Inductor gap of
 * DCPP, per device model (docs/triage.md, "What closes the gap").
 *
 * The candidate remedies (validation/advise_candidates.c, the first
 * --budget of them) run through every model on the same inputs; each is
 * ranked per model by its predicted residual, bit-identical ones flagged.
 * Under `mpirun -n N` the units (remedy x model x batch) are split over
 * the ranks and merged on rank 0 (advise_mpi.c): the same report and the
 * same JSON bytes as one process. */
#include "advise.h"
#include "explain_dcpp.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

static const char *const CMD = "advise dcpp";
static const char *const DEFAULT_MODELS =
    "sm90+cublas13.1-h100,gfx942,gfx950:as-gfx942,gfx950:step16,gfx950:fused-k";

typedef struct {
    const char *arch, *atol, *rtol, *json, *html, *threads, *full_batch, *budget, *top;
    xr_input_opts in;
    cli_dcpp_knobs knobs;
} opts;

static const cli_option options[] = {
    CLI_ROW("--arch", CLI_VALUE, "MODELS",
      arch, "ARCH[:VARIANT][+LIBPRESET], comma-separated (the H100\n"
            "preset, gfx942 and the three gfx950 hypotheses)"),
    XR_INPUT_ROWS("the output gradient (B,3219,64)", "b (B,256,64), or --chained",
                  "backward with b = each path's own forward xty"),
    CLI_ROW("--full-batch", CLI_VALUE, "N", full_batch, "the batch the estimates are for (1152)"),
    CLI_ROW("--budget", CLI_VALUE, "N", budget, "remedies searched, simplest first (48)"),
    CLI_ROW("--top", CLI_VALUE, "N", top, "remedies listed per model in the text (8)"),
    XR_TOLERANCE_ROWS,
    XR_KNOB_ROWS("as for mmaemu dcpp: the base config of\nevery model, under each remedy"),
    CLI_ROW("--json", CLI_VALUE, "FILE", json, "machine-readable report (deterministic bytes)"),
    CLI_ROW("--html", CLI_VALUE, "DIR", html, "self-contained page with a chart per model"),
    CLI_ROW("--threads", CLI_VALUE, "N", threads, "OpenMP threads (under mpirun: cores / ranks)"),
    CLI_END};

static const cli_command command = {
    "advise dcpp", "--arch MODELS [inputs] [--budget N] [--json F] [--html DIR]",
    "inputs: --x X --y Y --dout DOUT (--b B | --chained)   tensor files as for dcpp\n"
    "     or --seed S [--batch N | --sample N] [--chained]   the recorded generator\n"
    "Candidate remedies (Inductor's library bmm vs its Triton template, the dx\n"
    "epilogue in fp32, Inductor template and Helion tile configs) run through\n"
    "each model; ranked per model by the predicted residual of Helion against\n"
    "Inductor.  mpirun -n N mmaemu advise ... splits the search over N ranks.",
    options,
    "One banner line on stderr.  Exit status: 0 the report was written, 2 bad\n"
    "input (or mpirun with several ranks and no MPI in this build).",
    0};

typedef struct {
    int n;
    char name[ADVISE_MAX_MODELS][96];
    const char *names[ADVISE_MAX_MODELS];
    mmaemu_model_spec spec[ADVISE_MAX_MODELS];
    mmaemu_dcpp_config cfg[ADVISE_MAX_MODELS];
} model_list;

static int parse_models(const opts *o, model_list *ms)
{
    char list[1024];
    snprintf(list, sizeof list, "%s", o->arch ? o->arch : DEFAULT_MODELS);
    if (o->arch && strlen(o->arch) >= sizeof list) {
        cli_error("%s: --arch list too long", CMD);
        return CLI_BAD;
    }
    ms->n = 0;
    for (char *save = NULL, *tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (ms->n == ADVISE_MAX_MODELS) {
            cli_error("%s: at most %d models", CMD, ADVISE_MAX_MODELS);
            return CLI_BAD;
        }
        snprintf(ms->name[ms->n], sizeof ms->name[0], "%s", tok);
        ms->names[ms->n] = ms->name[ms->n];
        if (cli_dcpp_config(CMD, tok, NULL, &o->knobs, &ms->cfg[ms->n], &ms->spec[ms->n]))
            return CLI_BAD;
        ms->n++;
    }
    if (!ms->n) {
        cli_error("%s: --arch '%s' names no model", CMD, o->arch);
        return CLI_BAD;
    }
    return 0;
}

/* Tolerance, budget, sizes and threads from the options. */
static int settings(const opts *o, mmaemu_advise_inputs *in, unsigned long *budget,
                    unsigned long *top, unsigned long *full, int size)
{
    in->atol = 0.2, in->rtol = 0.01, *budget = 48, *top = 8, *full = MMAEMU_EXPLAIN_FULL_BATCH;
    if ((o->atol && cli_parse_real(CMD, "--atol", o->atol, &in->atol)) ||
        (o->rtol && cli_parse_real(CMD, "--rtol", o->rtol, &in->rtol)) ||
        (o->budget && cli_parse_count(CMD, "--budget", o->budget, 1, 100000, budget)) ||
        (o->top && cli_parse_count(CMD, "--top", o->top, 1, 100000, top)) ||
        (o->full_batch && cli_parse_count(CMD, "--full-batch", o->full_batch, 1, 1000000, full)))
        return CLI_BAD;
#ifdef _OPENMP
    if (!o->threads && size > 1) {   /* the ranks share the node's cores */
        int t = omp_get_num_procs() / size;
        omp_set_num_threads(t > 0 ? t : 1);
    }
#endif
    (void)size;
    return cli_set_threads(CMD, o->threads);
}

static void banner(const model_list *ms, const char *inputs, int n_rem, int space, int size)
{
    char line[1536], one[256];
    size_t n = (size_t)snprintf(line, sizeof line, "models ");
    for (int i = 0; i < ms->n && n < sizeof line; i++) {
        cli_model_describe(&ms->spec[i], one, sizeof one);
        n += (size_t)snprintf(line + n, sizeof line - n, "%s%s", i ? ", " : "", one);
    }
    if (n < sizeof line)
        snprintf(line + n, sizeof line - n, "; %d of the %d remedies, Helion (A) vs Inductor (B); "
                 "inputs %s; %d rank%s", n_rem, space, inputs, size, size > 1 ? "s" : "");
    cli_banner(CMD, "%s", line);
}

/* The JSON report into tmp (the reserved temporary of --json).  0 or 2. */
static int write_json(const opts *o, const advise_report *r, const char *tmp)
{
    char err[512];
    char *text = mmaemu_advise_json(r->w, r->names, r->tally, r->full_batch, r->inputs, err,
                                    sizeof err);
    if (!text) {
        cli_error("%s: --json %s: %s", CMD, o->json, err);
        return CLI_BAD;
    }
    errno = 0;
    FILE *f = fopen(tmp, "w");
    int bad = !f || fputs(text, f) < 0 || fputc('\n', f) < 0;
    if (f && fclose(f))
        bad = 1;
    free(text);
    if (bad) {
        cli_error("%s: --json %s: write error: %s", CMD, o->json, strerror(errno ? errno : EIO));
        return CLI_BAD;
    }
    return 0;
}

/* Rank 0: the text report, then the JSON and HTML files (reserved before
 * the search), committed together or not at all. */
static int report(const opts *o, const advise_report *r, cli_outputs *out)
{
    int k = 0;
    advise_print(r);
    int rc = o->json ? write_json(o, r, out->tmp[k++]) : 0;
    if (!rc && o->html)
        rc = advise_write_html(r, o->html, out->tmp[k++]);
    if (rc) {
        cli_outputs_abort(out);
        return rc;
    }
    return cli_outputs_commit(out);
}

/* The search on this rank, the merge on rank 0, the report. */
static int search(const opts *o, model_list *ms, int rank, int size, cli_outputs *out, int pre)
{
    mmaemu_advise_inputs in = {0};
    unsigned long budget, top, full;
    xr_inputs xi;
    char what[256], err[1024];
    memset(&xi, 0, sizeof xi);
    if (settings(o, &in, &budget, &top, &full, size))
        return CLI_BAD;
    int space = mmaemu_advise_candidates(NULL, 0);
    int n_rem = (int)budget < space ? (int)budget : space;
    mmaemu_advise_remedy *rem = calloc((size_t)space, sizeof *rem);
    mmaemu_advise_tally *tally = calloc((size_t)n_rem * (size_t)ms->n, sizeof *tally);
    xr_input_opts io = o->in;
    io.full_batch = full;
    io.cmd = CMD;
    int rc = pre                ? pre   /* rank 0 could not reserve its files */
             : !rem || !tally ? (cli_error("%s: out of memory", CMD), CLI_BAD)
                              : xr_inputs_load(&io, 1, &xi, what, sizeof what);
    if (!rc) {
        mmaemu_advise_candidates(rem, space);
        in.B = xi.B, in.x = xi.x, in.y = xi.y, in.dout = xi.dout, in.b = xi.b;
        in.chained = o->in.chained;
        if (!rank)
            banner(ms, what, n_rem, space, size);
    }
    mmaemu_advise_work w = {rem, n_rem, ms->cfg, ms->n, &in};
    if (!rc && mmaemu_advise_run(&w, rank, size, tally, err, sizeof err)) {
        cli_error("%s: %s", CMD, err);
        rc = CLI_BAD;
    }
    rc = cli_advise_gather(rc, tally, (size_t)n_rem * (size_t)ms->n, rank, size);
    advise_report r = {&w, tally, ms->names, ms->spec, full, what, (int)top, space};
    if (!rc && !rank)
        rc = report(o, &r, out);
    free(rem), free(tally);
    xr_inputs_free(&xi);
    return rc;
}

/* Rank 0: --json FILE and --html DIR/index.html reserved before the
 * search (the folder made, and removed again if this run made it and
 * fails).  0 or 2. */
static int reserve(const opts *o, cli_outputs *out, int *made)
{
    char page[4200];
    const char *paths[2];
    int n = 0;
    struct stat st;
    if (o->json)
        paths[n++] = o->json;
    if (o->html) {
        snprintf(page, sizeof page, "%s/index.html", o->html);
        paths[n++] = page;
    }
    *made = o->html && stat(o->html, &st) != 0;
    if ((o->html && cli_make_dirs(CMD, o->html)) || cli_outputs_reserve(out, CMD, n, paths)) {
        if (*made)
            rmdir(o->html);
        return CLI_BAD;
    }
    return 0;
}

static int advise_dcpp(int argc, char **argv)
{
    static model_list ms;
    opts o;
    int rank, size, made = 0;
    cli_outputs out;
    memset(&out, 0, sizeof out);
    int rc = cli_parse(&command, argc, argv, &o, sizeof o, NULL, NULL);
    if (rc >= 0)
        return rc;
    if (parse_models(&o, &ms) || cli_advise_ranks_begin(&rank, &size))
        return CLI_BAD;
    /* a failed reservation still joins the ranks' gather, which ends them all */
    rc = search(&o, &ms, rank, size, &out, !rank ? reserve(&o, &out, &made) : 0);
    if (rc)
        cli_outputs_abort(&out);   /* a no-op once committed */
    if (rc && made)
        rmdir(o.html);
    cli_advise_ranks_end(size);
    return rc;
}

CLI_GROUP(mmaemu_cli_advise, "advise",
          "What closes a gap: candidate remedies run through the device models,\n"
          "ranked by the predicted residual.  Exit status: 0 the report was\n"
          "written, 2 bad input.",
          {"dcpp", advise_dcpp, "remedies for the DCPP Helion/Inductor gap, ranked per model"})
