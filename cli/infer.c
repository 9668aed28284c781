/* cli_infer.c -- `mmaemu infer`: a model from device outputs alone.
 *
 *     mmaemu infer [options] INPUTS OUTPUTS [INPUTS OUTPUTS ...] [-o MODEL]
 *
 * INPUTS: a probe file (`mmaemu probe gen`) or plain dot lines, .gz or not;
 * OUTPUTS: the device's d, one hex pattern per line.  Several pairs are
 * pooled (same formats).  Prints the report (docs/validation.md) and writes
 * the model file that `mmaemu dot --model` reads. */
#include "cli.h"
#include "infer.h"

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

int mmaemu_cli_infer(int argc, char **argv)
{
    const char *in_fmt = NULL, *out_fmt = NULL, *model_path = NULL, *json_path = NULL;
    const char *name = NULL, *family = NULL;
    const char *files[64];
    int nfiles = 0, quiet = 0;
    mmaemu_infer_options opt = {0, 0, 0, NULL, -1};
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        if (!strcmp(o, "--help") || !strcmp(o, "-h")) {
            infer_usage(stdout);
            return 0;
        }
        if (!strcmp(o, "-q") || !strcmp(o, "--quiet")) {
            quiet = 1;
            continue;
        }
        if (!strcmp(o, "-v") || !strcmp(o, "--verbose")) {
            opt.verbose = 1;
            continue;
        }
        if (o[0] == '-' && o[1]) {
            const char **slot = NULL;
            int *islot = NULL;
            if (!strcmp(o, "--in")) slot = &in_fmt;
            else if (!strcmp(o, "--out")) slot = &out_fmt;
            else if (!strcmp(o, "-o") || !strcmp(o, "--output")) slot = &model_path;
            else if (!strcmp(o, "--json")) slot = &json_path;
            else if (!strcmp(o, "--name")) slot = &name;
            else if (!strcmp(o, "--family")) slot = &family;
            else if (!strcmp(o, "--instr-k") || !strcmp(o, "--k")) islot = &opt.instr_k;
            else if (!strcmp(o, "--prune")) islot = &opt.prune_lines;
            if (!slot && !islot) {
                cli_error("infer: unknown option '%s' (mmaemu infer --help)", o);
                return 2;
            }
            if (i + 1 >= argc) {
                cli_error("infer: option %s needs a value", o);
                return 2;
            }
            const char *v = argv[++i];
            if (slot) {
                *slot = v;
            } else {
                char *end;
                long x = strtol(v, &end, 10);
                if (*end || end == v || x < 1 || x > 65536) {
                    cli_error("infer: %s '%s' is not a positive integer", o, v);
                    return 2;
                }
                *islot = (int)x;
            }
            continue;
        }
        if (nfiles == (int)(sizeof files / sizeof files[0])) {
            cli_error("infer: too many files");
            return 2;
        }
        files[nfiles++] = o;
    }
    if (nfiles < 2 || nfiles % 2) {
        cli_error("infer: give INPUTS OUTPUTS file pairs (mmaemu infer --help)");
        return 2;
    }
    if (family) {
        static const mmaemu_family fams[] = {MMAEMU_FAMILY_MMA, MMAEMU_FAMILY_WGMMA,
                                             MMAEMU_FAMILY_TCGEN05, MMAEMU_FAMILY_MFMA};
        for (size_t i = 0; i < sizeof fams / sizeof fams[0]; i++)
            if (!strcasecmp(family, mmaemu_model_family_name(fams[i])))
                opt.family = (int)fams[i];
        if (opt.family < 0) {
            cli_error("infer: --family '%s' is not mma, wgmma, tcgen05 or mfma", family);
            return 2;
        }
    }
    opt.name = name;

    mmaemu_infer_data data;
    mmaemu_infer_data_init(&data);
    char err[1024];
    for (int i = 0; i < nfiles; i += 2)
        if (mmaemu_infer_data_read(&data, files[i], files[i + 1], in_fmt, out_fmt, err, sizeof err)) {
            cli_error("infer: %s", err);
            mmaemu_infer_data_free(&data);
            return 2;
        }
    mmaemu_infer_result res;
    if (mmaemu_infer(&data, &opt, &res, err, sizeof err)) {
        cli_error("infer: %s", err);
        mmaemu_infer_data_free(&data);
        return 2;
    }
    int status = res.found ? 0 : 1;
    if (!quiet) {
        mmaemu_infer_report(stdout, &data, &res);
        if (!model_path)
            fputs("\nmodel file:\n", stdout);
    }
    if (model_path) {
        FILE *f = fopen(model_path, "w");
        if (!f || mmaemu_infer_write_model(f, &data, &res) || fclose(f)) {
            cli_error("infer: cannot write %s", model_path);
            status = 2;
        } else if (!quiet) {
            printf("\nmodel written to %s\n", model_path);
        }
    } else if (mmaemu_infer_write_model(stdout, &data, &res)) {
        cli_error("infer: write error on standard output");
        status = 2;
    }
    if (json_path) {
        FILE *f = fopen(json_path, "w");
        if (!f) {
            cli_error("infer: cannot write %s", json_path);
            status = 2;
        } else {
            mmaemu_infer_json(f, &data, &res);
            if (fclose(f)) {
                cli_error("infer: cannot write %s", json_path);
                status = 2;
            }
        }
    }
    if (fflush(stdout)) {
        cli_error("write error on standard output");
        status = 2;
    }
    mmaemu_infer_result_free(&res);
    mmaemu_infer_data_free(&data);
    return status;
}
