/* cli_dot.c -- `mmaemu dot`: one dot product per input line through one
 * device model.  Input:  a_1 ... a_K | b_1 ... b_K | c   (hex patterns);
 * output: the hex pattern of d.  Nothing is printed unless every line
 * parses: results are buffered until the input ends. */
#include "cli.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static void dot_usage(FILE *to)
{
    fputs("usage: mmaemu dot --arch ARCH --in FMT [--out fp32|fp16] [--instr NAME]\n"
          "                  [--variant NAME] [--engine fast|ref] < lines\n"
          "       mmaemu dot --model FILE [--in FMT] [--out FMT] [--engine fast|ref] < lines\n"
          "--model reads a model file (mmaemu infer writes them) instead of selecting\n"
          "a registry row; --in/--out may be omitted and must agree with the file.\n"
          "Each line: a_1 ... a_K | b_1 ... b_K | c, hex bit patterns in their\n"
          "formats' widths (bf16/fp16 4 digits, fp8 2, tf32 8 as an fp32\n"
          "container; c 8 digits for fp32 out, 4 for fp16 out). Blank lines and\n"
          "lines starting with # are skipped. Prints one hex pattern of d per line.\n", to);
}

#define MAX_K (1u << 20)   /* values per operand on one line */

int mmaemu_cli_dot(int argc, char **argv)
{
    const char *arch_name = NULL, *in_name = NULL, *out_name = NULL, *model_path = NULL;
    const char *instr = NULL, *variant = NULL, *engine = "fast";
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i];
        const char **slot = NULL;
        if (!strcmp(opt, "--help") || !strcmp(opt, "-h")) {
            dot_usage(stdout);
            return 0;
        }
        if (!strcmp(opt, "--arch")) slot = &arch_name;
        else if (!strcmp(opt, "--in")) slot = &in_name;
        else if (!strcmp(opt, "--out")) slot = &out_name;
        else if (!strcmp(opt, "--instr")) slot = &instr;
        else if (!strcmp(opt, "--variant")) slot = &variant;
        else if (!strcmp(opt, "--engine")) slot = &engine;
        else if (!strcmp(opt, "--model")) slot = &model_path;
        if (cli_take_value("dot", argc, argv, &i, slot))
            return 2;
    }
    /* --model FILE: the model file replaces the registry selection. */
    mmaemu_instr model = {0};
    char err[512];
    if (model_path) {
        if (arch_name || instr || variant) {
            cli_error("dot: --model replaces --arch, --instr and --variant");
            return 2;
        }
        if (mmaemu_model_load(model_path, &model, err, sizeof err)) {
            cli_error("dot: %s", err);
            return 2;
        }
        const char *fin = mmaemu_format_get(model.step.a_fmt)->name;
        const char *facc = mmaemu_format_get(model.step.acc_fmt)->name;
        mmaemu_format f;
        if ((in_name && (mmaemu_format_parse(in_name, &f) || f != model.step.a_fmt)) ||
            (out_name && (mmaemu_format_parse(out_name, &f) || f != model.step.acc_fmt))) {
            cli_error("dot: --in/--out %s -> %s disagree with the model file (%s -> %s)",
                      in_name ? in_name : fin, out_name ? out_name : facc, fin, facc);
            mmaemu_model_free(&model);
            return 2;
        }
        in_name = fin;
        out_name = facc;
        arch_name = "";
    }
    if (!out_name)
        out_name = "fp32";
    if (!arch_name || !in_name) {
        cli_error("dot: --arch and --in are required (mmaemu dot --help)");
        return 2;
    }
    const mmaemu_arch *arch = model_path ? NULL : mmaemu_arch_find(arch_name);
    if (!arch && !model_path) {
        cli_error("dot: unknown arch '%s' (mmaemu models lists them)", arch_name);
        return 2;
    }
    mmaemu_format in, acc;
    if (mmaemu_format_parse(in_name, &in) || in == MMAEMU_E8M13) {
        cli_error("dot: unknown input format '%s' (bf16 fp16 tf32 e4m3 e5m2 e4m3fnuz e5m2fnuz fp32)",
                  in_name);
        return 2;
    }
    if (mmaemu_format_parse(out_name, &acc) || (acc != MMAEMU_FP32 && acc != MMAEMU_FP16)) {
        cli_error("dot: unknown output format '%s' (fp32 or fp16)", out_name);
        return 2;
    }
    int use_ref = 0;
    if (!strcmp(engine, "ref"))
        use_ref = 1;
    else if (strcmp(engine, "fast")) {
        cli_error("dot: unknown engine '%s' (fast or ref)", engine);
        return 2;
    }
    const mmaemu_instr *ins = model_path ? &model
                                         : mmaemu_instr_select(arch, variant, instr, in, acc, err,
                                                               sizeof err);
    if (!ins) {
        cli_error("dot: %s", err);
        return 2;
    }

    uint32_t *a = malloc(MAX_K * sizeof *a), *b = malloc(MAX_K * sizeof *b);
    uint32_t *out = NULL;
    size_t nout = 0, outcap = 0;
    char *line = NULL;
    size_t cap = 0;
    unsigned long lineno = 0;
    int status = 0;
    if (!a || !b) {
        cli_error("dot: out of memory");
        status = 1;
    }
    while (!status && getline(&line, &cap, stdin) >= 0) {
        lineno++;
        char *s = line;
        while (isspace((unsigned char)*s))
            s++;
        if (!*s || *s == '#')
            continue;
        uint32_t c = 0;
        size_t k = 0;
        char msg[200];
        if (mmaemu_probe_parse_line(s, in, acc, a, b, MAX_K, &k, &c, msg, sizeof msg)) {
            cli_error("<stdin>:%lu: %s", lineno, msg);
            status = 1;
            break;
        }
        if (nout == outcap) {
            outcap = outcap ? 2 * outcap : 1024;
            uint32_t *grown = realloc(out, outcap * sizeof *out);
            if (!grown) {
                cli_error("<stdin>:%lu: out of memory", lineno);
                status = 1;
                break;
            }
            out = grown;
        }
        out[nout++] = use_ref ? mmaemu_ref_dot(ins, a, b, k, c) : mmaemu_dot(ins, a, b, k, c);
    }
    if (!status && ferror(stdin)) {
        cli_error("<stdin>: read error");
        status = 1;
    }
    if (!status) {
        int digits = mmaemu_format_get(acc)->width / 4;
        for (size_t i = 0; i < nout; i++)
            printf("%0*x\n", digits, out[i]);
        if (fflush(stdout)) {
            cli_error("write error on standard output");
            status = 1;
        }
    }
    free(line);
    free(a);
    free(b);
    free(out);
    mmaemu_model_free(&model);
    return status;
}
