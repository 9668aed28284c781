/* SPDX-License-Identifier: MIT */
/* explain_dcpp.c -- `mmaemu explain dcpp fwd|bwd`: why two DCPP runs
 * disagree (docs/triage.md).
 *
 * Both runs are predicted through each model; for the differing output
 * elements (predicted, or observed when both --got files are given) the
 * first divergent rounding, its pre-rounding values and margins, the chain
 * step where the runs part, the responsible schedule feature and the
 * propagation are printed.  Per model: mismatch counts, the smallest
 * tolerances that pass and an estimate for the full batch (--full-batch,
 * the report's 1152 by default). */
#include "explain_dcpp.h"
#include <sys/stat.h>
#include <unistd.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define MAX_MODELS 8

static const char *const CMD = "explain dcpp";

typedef struct {
    const char *arch, *arch_b, *path_a, *path_b, *got[2], *atol, *rtol, *max, *json, *html,
        *threads, *full_batch;
    xr_input_opts in;
    cli_dcpp_knobs knobs;
    int quiet;
} opts;

static const cli_option options[] = {
    CLI_ROW("--arch", CLI_VALUE, "MODELS", arch,
      "ARCH[:VARIANT][+LIBPRESET], comma-separated (several:\n"
      "a model comparison), e.g.\n"
      "sm90+cublas13.1-h100,gfx942,gfx950:fused-k"),
    XR_INPUT_ROWS("bwd: the output gradient (B,3219,64)", "bwd: b (B,256,64), or --chained",
                  "backward with b = each run's own forward xty"),
    CLI_ROW("--full-batch", CLI_VALUE, "N", full_batch,
      "the batch the estimate is for (1152: the report's)"),
    CLI_ROW("--path-a", CLI_VALUE, "P", path_a, "run A, 'actual' (helion)"),
    CLI_ROW("--path-b", CLI_VALUE, "P", path_b, "run B, 'expected' (inductor)"),
    CLI_ROW("--arch-b", CLI_VALUE, "MODEL", arch_b, "run B on another model (one --arch model only)"),
    CLI_ROW("--got-a", CLI_VALUE, "F|DIR", got[0],
      "observed outputs of run A: the final output (fwd out,\n"
      "bwd dx) or a folder of NAME.npy[.gz] intermediates\n"
      "(helion: xty out db2 dy dx1 dxt dx; inductor: xty out\n"
      "buf0 dy buf1 buf3 dx)"),
    CLI_ROW("--got-b", CLI_VALUE, "F|DIR", got[1], "the same for run B"),
    XR_TOLERANCE_ROWS,
    XR_KNOB_ROWS("as for mmaemu dcpp (all models)"),
    CLI_ROW("--html", CLI_VALUE, "DIR", html, "self-contained page with plots"),
    CLI_EXPLAIN_ROWS(opts, "explain at most N elements per tensor in detail (20)",
                     "no per-element detail"),
    CLI_END};

static const cli_command command = {
    "explain dcpp", "fwd|bwd --arch MODELS [inputs] [options]",
    "inputs: --x X --y Y [--dout DOUT (--b B | --chained)]   tensor files as for dcpp\n"
    "     or --seed S [--batch N | --sample N]   the recorded generator's batches",
    options,
    "One banner line on stderr names the models and where the schedules come from.\n"
    "Exit status: 0 when the runs agree within the tolerance, 1 when not, 2 bad\n"
    "input.",
    1};

/* The report's settings from the options. */
static int setup(const opts *o, const char *mode, mmaemu_explain_dcpp_report *r, unsigned long *max)
{
    memset(r, 0, sizeof *r);
    if (strcmp(mode, "fwd") && strcmp(mode, "bwd")) {
        cli_error("%s: '%s' (expected fwd or bwd)", CMD, mode);
        return CLI_BAD;
    }
    r->bwd = !strcmp(mode, "bwd");
    r->chained = o->in.chained;
    r->atol = 0.2;
    r->rtol = 0.01;
    r->path[0] = MMAEMU_DCPP_HELION;
    r->path[1] = MMAEMU_DCPP_INDUCTOR;
    *max = 20;
    unsigned long full = MMAEMU_EXPLAIN_FULL_BATCH;
    if (o->full_batch && cli_parse_count(CMD, "--full-batch", o->full_batch, 1, 1000000, &full))
        return CLI_BAD;
    r->full_batch = full;
    if ((o->path_a && cli_dcpp_path_parse(CMD, "--path-a", o->path_a, &r->path[0])) ||
        (o->path_b && cli_dcpp_path_parse(CMD, "--path-b", o->path_b, &r->path[1])) ||
        (o->atol && cli_parse_real(CMD, "--atol", o->atol, &r->atol)) ||
        (o->rtol && cli_parse_real(CMD, "--rtol", o->rtol, &r->rtol)) ||
        (o->max && cli_parse_count(CMD, "--max", o->max, 0, 1000000, max)))
        return CLI_BAD;
    if (o->in.chained && !r->bwd) {
        cli_error("%s: --chained goes with bwd", CMD);
        return CLI_BAD;
    }
    return cli_set_threads(CMD, o->threads);
}

/* The models of --arch (and --arch-b), specs kept for the banner. */
typedef struct {
    mmaemu_explain_dcpp_model m[MAX_MODELS];
    mmaemu_model_spec spec[MAX_MODELS], spec_b;
    mmaemu_dcpp_config cfg_b;
    int has_b;
} models;

static int parse_models(const opts *o, mmaemu_explain_dcpp_report *r, models *ms)
{
    char list[1024];
    if (!o->arch)
        return cli_model_parse(CMD, NULL, NULL, NULL, &ms->spec[0]);
    if (strlen(o->arch) >= sizeof list) {
        cli_error("%s: --arch list too long", CMD);
        return CLI_BAD;
    }
    snprintf(list, sizeof list, "%s", o->arch);
    for (char *save = NULL, *tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (r->n_models == MAX_MODELS) {
            cli_error("%s: at most %d models", CMD, MAX_MODELS);
            return CLI_BAD;
        }
        mmaemu_explain_dcpp_model *m = &ms->m[r->n_models];
        memset(m, 0, sizeof *m);
        snprintf(m->name, sizeof m->name, "%s", tok);
        if (cli_dcpp_config(CMD, tok, NULL, &o->knobs, &m->cfg, &ms->spec[r->n_models++]))
            return CLI_BAD;
    }
    if (!r->n_models) {
        cli_error("%s: --arch '%s' names no model", CMD, o->arch);
        return CLI_BAD;
    }
    r->m = ms->m;
    return 0;
}

static int check_models(const opts *o, mmaemu_explain_dcpp_report *r, models *ms)
{
    char err[1024];
    if (parse_models(o, r, ms))
        return CLI_BAD;
    if ((ms->has_b = o->arch_b != NULL)) {
        if (r->n_models > 1) {
            cli_error("%s: --arch-b compares two models; give one --arch with it", CMD);
            return CLI_BAD;
        }
        if (cli_dcpp_config(CMD, o->arch_b, NULL, &o->knobs, &ms->cfg_b, &ms->spec_b))
            return CLI_BAD;
        size_t l = strlen(ms->m[0].name);
        snprintf(ms->m[0].name + l, sizeof ms->m[0].name - l, " vs %s", o->arch_b);
    }
    if ((o->got[0] || o->got[1]) && r->n_models > 1) {
        cli_error("%s: --got-a/--got-b go with one model", CMD);
        return CLI_BAD;
    }
    /* Plans before data: a bad schedule fails fast. */
    for (int i = 0; i < r->n_models; i++)
        for (int p = 0; p < 2; p++) {
            mmaemu_dcpp_gemm_plan pl[4];
            const mmaemu_dcpp_config *c = p && ms->has_b ? &ms->cfg_b : &ms->m[i].cfg;
            for (int bw = 0; bw <= r->bwd; bw++)
                if ((bw || !r->bwd || r->chained) &&
                    mmaemu_dcpp_plan(c, r->path[p], bw, pl, err, sizeof err) < 0) {
                    cli_error("%s: %s: %s", CMD, ms->m[i].name, err);
                    return CLI_BAD;
                }
        }
    return 0;
}

/* "models sm90:default+... (...), ...; run A helion, run B inductor ..." */
static void banner(const mmaemu_explain_dcpp_report *r, const models *ms, const char *mode)
{
    char line[2048], one[256];
    size_t n = (size_t)snprintf(line, sizeof line, "model%s ", r->n_models > 1 ? "s" : "");
    for (int i = 0; i < r->n_models && n < sizeof line; i++) {
        cli_model_describe(&ms->spec[i], one, sizeof one);
        n += (size_t)snprintf(line + n, sizeof line - n, "%s%s", i ? ", " : "", one);
    }
    if (ms->has_b && n < sizeof line) {
        cli_model_describe(&ms->spec_b, one, sizeof one);
        n += (size_t)snprintf(line + n, sizeof line - n, " (run B on %s)", one);
    }
    if (n < sizeof line)
        snprintf(line + n, sizeof line - n, "; run A %s, run B %s; schedules from the report's "
                 "tile configs lowered as Triton does and inductor's library GEMMs from the "
                 "preset or the library default chain (mmaemu dcpp plan lists them)",
                 cli_dcpp_path_name(r->path[0]), cli_dcpp_path_name(r->path[1]));
    char cmd[32];
    snprintf(cmd, sizeof cmd, "%s %s", CMD, mode);
    cli_banner(cmd, "%s", line);
}

/* Predict both runs through one model, analyse and print.  0 (and *worst
 * set when a tensor is not close), or 2 after a one-line error. */
static int run_model(const opts *o, const mmaemu_explain_dcpp_report *r, const models *ms,
                     mmaemu_explain_dcpp_model *m, const xr_inputs *in,
                     const mmaemu_dcpp_state *got, size_t max, int *worst)
{
    char err[1024];
    mmaemu_explain e = {.cfg = {&m->cfg, ms->has_b ? &ms->cfg_b : &m->cfg},
                        .path = {r->path[0], r->path[1]}, .bwd = r->bwd, .chained = r->chained,
                        .B = in->B, .x = in->x, .y = in->y, .dout = in->dout, .b = in->b,
                        .got = {got[0], got[1]}};
    int rc = mmaemu_explain_dcpp_model_run(&e, r, max, m, err, sizeof err);
    if (rc)
        cli_error("%s: %s%s%s", CMD, m->n_t ? "" : m->name, m->n_t ? "" : ": ", err);
    for (int k = 0; k < m->n_t && !rc; k++)
        *worst |= m->t[k].st.not_close > 0;
    if (!rc)
        xr_print_model(r, &e, m, o->quiet);
    mmaemu_explain_free(&e);
    return rc ? CLI_BAD : 0;
}

/* The JSON of --json, written into tmp; 0, or -1 after a one-line error. */
static int write_json(const mmaemu_explain_dcpp_report *r, const char *path, const char *tmp)
{
    char err[256];
    char *text = mmaemu_explain_dcpp_report_json(r, err, sizeof err);
    errno = 0;
    FILE *f = text ? fopen(tmp, "w") : NULL;
    int ok = f && fputs(text, f) >= 0;
    ok = f && fclose(f) == 0 && ok;
    if (!ok)
        cli_error("%s: --json %s: cannot write: %s", CMD, path,
                  text ? strerror(errno ? errno : EIO) : err);
    mmaemu_explain_dcpp_json_free(text);
    return ok ? 0 : -1;
}

/* Inputs and observed outputs read, every model run, the reports written. */
static int run(const opts *o, mmaemu_explain_dcpp_report *r, models *ms, size_t max,
               const char *mode, cli_outputs *out)
{
    xr_inputs in;
    mmaemu_dcpp_state got[2];
    int rc, worst = 0;
    memset(got, 0, sizeof got);
    xr_input_opts io = o->in;
    io.full_batch = r->full_batch;
    rc = xr_inputs_load(&io, r->bwd, &in, r->inputs, sizeof r->inputs);
    r->B = in.B;
    r->batch_origin = in.origin;
    for (int p = 0; p < 2 && !rc; p++)
        if (o->got[p])
            rc = xr_got_load(o->got[p], r->path[p], r->bwd, in.B, &got[p]);
    if (!rc)
        banner(r, ms, mode);
    for (int i = 0; i < r->n_models && !rc; i++)
        rc = run_model(o, r, ms, &ms->m[i], &in, got, max, &worst);
    if (!rc && r->n_models > 1)
        xr_print_models(r);
    int k = 0;
    if (!rc && o->json && write_json(r, o->json, out->tmp[k++]))
        rc = CLI_BAD;
    if (!rc && o->html && xr_write_html(r, o->html, out->tmp[k++]))
        rc = CLI_BAD;
    if (!rc)
        rc = cli_outputs_commit(out);
    else
        cli_outputs_abort(out);
    mmaemu_explain_dcpp_report_free(r);
    for (int p = 0; p < 2; p++)
        for (int t = 0; t < MMAEMU_DT_COUNT; t++)
            free(got[p].t[t]);
    xr_inputs_free(&in);
    return rc ? rc : worst ? CLI_DIFFER : CLI_OK;
}

int mmaemu_cli_explain_dcpp(int argc, char **argv)
{
    static models ms;
    const char *mode[1];
    int nmode;
    opts o;
    mmaemu_explain_dcpp_report r;
    unsigned long max;
    int rc = cli_parse(&command, argc, argv, &o, sizeof o, mode, &nmode);
    if (rc >= 0)
        return rc;
    if (!nmode) {
        cli_error("%s: fwd or bwd is required (mmaemu explain dcpp --help)", CMD);
        return CLI_BAD;
    }
    if (setup(&o, mode[0], &r, &max) || check_models(&o, &r, &ms))
        return CLI_BAD;
    /* --json FILE and --html DIR/index.html reserved before any work. */
    char page[4200];
    const char *paths[2];
    int n = 0;
    cli_outputs out;
    if (o.json)
        paths[n++] = o.json;
    if (o.html) {
        snprintf(page, sizeof page, "%s/index.html", o.html);
        paths[n++] = page;
    }
    struct stat st;
    int made = o.html && stat(o.html, &st) != 0;
    int rc2 = (o.html && cli_make_dirs(CMD, o.html)) || cli_outputs_reserve(&out, CMD, n, paths)
                  ? CLI_BAD
                  : run(&o, &r, &ms, max, mode[0], &out);
    if (rc2 == CLI_BAD && made)
        rmdir(o.html); /* the folder this run made, left empty */
    return rc2;
}
