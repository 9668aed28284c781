/* SPDX-License-Identifier: MIT */
/* cli_infer.c -- `mmaemu infer`: a model from device outputs alone.
 *
 *     mmaemu infer [options] INPUTS OUTPUTS [INPUTS OUTPUTS ...] [-o MODEL]
 *
 * INPUTS: a probe file (`mmaemu probe gen`) or plain dot lines, .gz or not;
 * OUTPUTS: the device's d, one hex pattern per line.  Several pairs are
 * pooled (same formats).  Prints the report (docs/validation.md; rendered
 * by infer_text.c from the library's result) and writes the model file that
 * `mmaemu dot --model` reads; --json writes the library's JSON summary. */
#include "cli.h"
#include "infer_text.h"
#include "mmaemu/infer.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static void infer_usage(FILE *to)
{
    fputs("usage: mmaemu infer [options] INPUTS OUTPUTS [INPUTS OUTPUTS ...]\n"
          "Finds the engine parameters that reproduce device outputs, with no prior model,\n"
          "and writes a model file for `mmaemu dot --model`.\n"
          "  INPUTS        probe file or dot lines 'a_1 ... a_K | b_1 ... b_K | c' (.gz ok)\n"
          "  OUTPUTS       the device's d for each line, one hex pattern per line (.gz ok)\n"
          "  -o FILE       write the model file (default: print it after the report)\n"
          "  --in FMT      operand format (default: the probe header's #in)\n"
          "  --out FMT     accumulator format, fp32 or fp16 (default: #out)\n"
          "  --instr-k K   the instruction's k, products per output (alias --k; default:\n"
          "                the header's #k, else the number of values per line)\n"
          "  --name NAME   model name (default: the header's #instr, else 'inferred')\n"
          "  --family F    mma, wgmma, tcgen05 or mfma (default: from the name)\n"
          "  --json FILE   also write a JSON summary\n"
          "  --prune N     lines in the pruning pass (default 48)\n"
          "  -q            no report, only the model file\n"
          "  -v            progress on stderr\n"
          "Exit status: 0 a model reproduces every line, 1 none does (the best match is\n"
          "reported and written), 2 usage or input errors.\n", to);
}

typedef struct infer_args {
    const char *in_fmt, *out_fmt, *model_path, *json_path, *name, *family;
    const char *files[64];
    int nfiles, quiet;
} infer_args;

/* Option o with value v (NULL: none left): 0 when stored, 1 if o is no
 * option of infer, 2 after an error. */
static int value_option(const char *o, const char *v, infer_args *a, mmaemu_infer_options *opt)
{
    const char **slot = NULL;
    int *islot = NULL;
    if (!strcmp(o, "--in")) slot = &a->in_fmt;
    else if (!strcmp(o, "--out")) slot = &a->out_fmt;
    else if (!strcmp(o, "-o") || !strcmp(o, "--output")) slot = &a->model_path;
    else if (!strcmp(o, "--json")) slot = &a->json_path;
    else if (!strcmp(o, "--name")) slot = &a->name;
    else if (!strcmp(o, "--family")) slot = &a->family;
    else if (!strcmp(o, "--instr-k") || !strcmp(o, "--k")) islot = &opt->instr_k;
    else if (!strcmp(o, "--prune")) islot = &opt->prune_lines;
    if (!slot && !islot)
        return 1;
    if (!v) {
        cli_error("infer: option %s needs a value", o);
        return 2;
    }
    if (slot) {
        *slot = v;
        return 0;
    }
    char *end;
    long x = strtol(v, &end, 10);
    if (*end || end == v || x < 1 || x > 65536) {
        cli_error("infer: %s '%s' is not a positive integer", o, v);
        return 2;
    }
    *islot = (int)x;
    return 0;
}

/* --family: opt->family. */
static int family_option(const char *family, mmaemu_infer_options *opt)
{
    static const mmaemu_family fams[] = {MMAEMU_FAMILY_MMA, MMAEMU_FAMILY_WGMMA,
                                         MMAEMU_FAMILY_TCGEN05, MMAEMU_FAMILY_MFMA};
    for (size_t i = 0; i < sizeof fams / sizeof fams[0]; i++)
        if (!strcasecmp(family, mmaemu_model_family_name(fams[i])))
            opt->family = (int)fams[i];
    if (opt->family < 0) {
        cli_error("infer: --family '%s' is not mma, wgmma, tcgen05 or mfma", family);
        return 2;
    }
    return 0;
}

/* Options into a and opt.  0, 1 (--help) or 2 (an error, printed). */
static int infer_options(int argc, char **argv, infer_args *a, mmaemu_infer_options *opt)
{
    memset(a, 0, sizeof *a);
    *opt = (mmaemu_infer_options){0, 0, 0, NULL, -1};
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        if (!strcmp(o, "--help") || !strcmp(o, "-h"))
            return 1;
        if (!strcmp(o, "-q") || !strcmp(o, "--quiet")) {
            a->quiet = 1;
            continue;
        }
        if (!strcmp(o, "-v") || !strcmp(o, "--verbose")) {
            opt->verbose = 1;
            continue;
        }
        if (o[0] == '-' && o[1]) {
            const int st = value_option(o, i + 1 < argc ? argv[i + 1] : NULL, a, opt);
            if (st == 1)
                cli_error("infer: unknown option '%s' (mmaemu infer --help)", o);
            if (st)
                return 2;
            i++;
            continue;
        }
        if (a->nfiles == (int)(sizeof a->files / sizeof a->files[0])) {
            cli_error("infer: too many files");
            return 2;
        }
        a->files[a->nfiles++] = o;
    }
    if (a->nfiles < 2 || a->nfiles % 2) {
        cli_error("infer: give INPUTS OUTPUTS file pairs (mmaemu infer --help)");
        return 2;
    }
    opt->name = a->name;
    return a->family ? family_option(a->family, opt) : 0;
}

/* The library's JSON summary into tmp (the reserved file of path): 0, or
 * -1 after an error, printed. */
static int infer_write_json(const char *path, const char *tmp, const mmaemu_infer_data *data,
                            const mmaemu_infer_result *res)
{
    char *text = mmaemu_infer_json(data, res);
    if (!text) {
        cli_error("infer: cannot write %s: the JSON summary failed (out of memory, or a file "
                  "name that is not UTF-8)", path);
        return -1;
    }
    errno = 0;
    FILE *f = fopen(tmp, "w");
    int bad = !f || fputs(text, f) < 0 || fputc('\n', f) == EOF;
    if (f && fclose(f))
        bad = 1;
    mmaemu_infer_json_free(text);
    if (bad)
        cli_error("infer: cannot write %s: %s", path, strerror(errno ? errno : EIO));
    return bad ? -1 : 0;
}

/* The report, the model file and the JSON summary: the exit status. */
static int infer_write(const infer_args *a, const mmaemu_infer_data *data,
                       const mmaemu_infer_result *res, cli_outputs *out)
{
    const char *model_tmp = a->model_path ? out->tmp[0] : NULL;
    const char *json_tmp = a->json_path ? out->tmp[a->model_path ? 1 : 0] : NULL;
    int status = res->found ? 0 : 1;
    if (!a->quiet) {
        cli_infer_text(stdout, data, res);
        if (!a->model_path)
            fputs("\nmodel file:\n", stdout);
    }
    if (a->model_path) {
        errno = 0;
        FILE *f = fopen(model_tmp, "w");
        if (!f || mmaemu_infer_write_model(f, data, res) || fclose(f)) {
            cli_error("infer: cannot write %s: %s", a->model_path, strerror(errno ? errno : EIO));
            status = 2;
        }
    } else if (mmaemu_infer_write_model(stdout, data, res)) {
        cli_error("infer: write error on standard output");
        status = 2;
    }
    if (a->json_path && infer_write_json(a->json_path, json_tmp, data, res))
        status = 2;
    if (status == 2)
        cli_outputs_abort(out);
    else if (cli_outputs_commit(out))
        status = 2;
    else if (a->model_path && !a->quiet)
        printf("\nmodel written to %s\n", a->model_path);
    if (fflush(stdout)) {
        cli_error("write error on standard output");
        status = 2;
    }
    return status;
}

int mmaemu_cli_infer(int argc, char **argv)
{
    infer_args a;
    mmaemu_infer_options opt;
    const int st = infer_options(argc, argv, &a, &opt);
    if (st == 1)
        infer_usage(stdout);
    if (st)
        return st == 1 ? 0 : st;
    /* --model and --json reserved before any work */
    const char *paths[2];
    int nout = 0;
    cli_outputs out;
    if (a.model_path)
        paths[nout++] = a.model_path;
    if (a.json_path)
        paths[nout++] = a.json_path;
    if (cli_outputs_reserve(&out, "infer", nout, paths))
        return 2;
    mmaemu_infer_data data;
    mmaemu_infer_data_init(&data);
    char err[1024];
    for (int i = 0; i < a.nfiles; i += 2)
        if (mmaemu_infer_data_read(&data, a.files[i], a.files[i + 1], a.in_fmt, a.out_fmt, err,
                                   sizeof err)) {
            cli_error("infer: %s", err);
            mmaemu_infer_data_free(&data);
            cli_outputs_abort(&out);
            return 2;
        }
    mmaemu_infer_result res;
    if (mmaemu_infer(&data, &opt, &res, err, sizeof err)) {
        cli_error("infer: %s", err);
        mmaemu_infer_data_free(&data);
        cli_outputs_abort(&out);
        return 2;
    }
    const int status = infer_write(&a, &data, &res, &out);
    mmaemu_infer_result_free(&res);
    mmaemu_infer_data_free(&data);
    return status;
}
