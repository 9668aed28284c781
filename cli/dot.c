/* dot.c -- `mmaemu dot`: one dot product per input line through one device
 * model.  Input:  a_1 ... a_K | b_1 ... b_K | c   (hex patterns, c may be
 * 0); output: the hex pattern of d (or its decimal value).  Nothing is
 * printed unless every line parses: results are buffered until the input
 * ends. */
#include "cli.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define MAX_K (1u << 20)   /* values per operand on one line */

typedef struct {
    const char *arch, *variant, *in, *out, *instr, *engine, *model;
    int decimal;
} opts;

static const cli_option options[] = {
    CLI_ROW("--arch", CLI_VALUE, "MODEL", arch,
      "ARCH[:VARIANT][+LIBPRESET] (mmaemu models lists them;\n"
      "a library preset does not change a single dot)"),
    CLI_VARIANT_ROW(opts),
    CLI_DOT_FORMAT_ROWS(opts),
    CLI_ROW("--instr", CLI_VALUE, "NAME", instr,
      "an instruction or family (mma, wgmma, tcgen05, mfma);\n"
      "default: the one Triton emits for the formats"),
    CLI_ROW("--model", CLI_VALUE, "FILE", model,
      "a model file (mmaemu infer writes them) instead of\n"
      "--arch; --in/--out may be omitted and must agree"),
    CLI_ROW("--engine", CLI_VALUE, "fast|ref", engine, "fast, or the MPFR reference (same bits)"),
    CLI_ROW("--decimal", CLI_FLAG, NULL, decimal, "print d's value (%.9g for fp32, %.5g for fp16)\n"
                                             "instead of its hex pattern"),
    CLI_END};

static const cli_command command = {
    "dot", "--arch MODEL --in FMT [options] < lines\n--model FILE [options] < lines",
    "Each line: a_1 ... a_K | b_1 ... b_K | c, hex bit patterns in their formats'\n"
    "widths (bf16/fp16 4 digits, fp8 2, tf32 8 as an fp32 container; c 8 digits for\n"
    "fp32 out, 4 for fp16 out, or 0 for a zero C).  Blank lines and lines starting\n"
    "with # are skipped.  Prints d for each line; one banner line on stderr names the\n"
    "model and instruction.",
    options, "Exit status: 0 computed, 2 bad input (nothing printed then).", 0};

/* The instruction: the model file's, or from the registry.  what gets its
 * description for the banner.  0 or 2. */
static int resolve(const opts *o, const mmaemu_instr *file, const mmaemu_instr **ins,
                   mmaemu_format *in, mmaemu_format *acc, char *what, size_t wlen)
{
    char err[512], model[256];
    mmaemu_model_spec spec;
    if (o->model) {   /* loaded already */
        *ins = file;
        snprintf(what, wlen, "model file %s: instruction %s", o->model, file->name);
        return 0;
    }
    if (cli_model_parse("dot", o->arch, o->variant, NULL, &spec))
        return CLI_BAD;
    *ins = mmaemu_instr_select(spec.arch, *spec.variant ? spec.variant : NULL, o->instr, *in,
                               *acc, err, sizeof err);
    if (!*ins) {
        cli_error("dot: %s", err);
        return CLI_BAD;
    }
    cli_model_describe(&spec, model, sizeof model);
    snprintf(what, wlen, "model %s; instruction %s (%s)", model, (*ins)->name,
             o->instr ? "--instr" : "the one Triton emits for the formats");
    return 0;
}

static int parse_formats(const opts *o, const mmaemu_instr *file, mmaemu_format *in,
                         mmaemu_format *acc)
{
    const char *in_name = o->in, *out_name = o->out ? o->out : "fp32";
    if (!in_name && !o->model) {
        cli_error("dot: --arch and --in are required (mmaemu dot --help)");
        return CLI_BAD;
    }
    if (in_name && (mmaemu_format_parse(in_name, in) || *in == MMAEMU_E8M13)) {
        cli_error("dot: unknown input format '%s' (bf16 fp16 tf32 e4m3 e5m2 e4m3fnuz e5m2fnuz "
                  "fp32)", in_name);
        return CLI_BAD;
    }
    if (mmaemu_format_parse(out_name, acc) || (*acc != MMAEMU_FP32 && *acc != MMAEMU_FP16)) {
        cli_error("dot: unknown output format '%s' (fp32 or fp16)", out_name);
        return CLI_BAD;
    }
    if (!o->model)
        return 0;
    /* A model file fixes both; given ones must agree. */
    mmaemu_format fin = file->step.a_fmt, facc = file->step.acc_fmt;
    if ((o->in && *in != fin) || (o->out && *acc != facc)) {
        cli_error("dot: --in/--out %s -> %s disagree with the model file (%s -> %s)",
                  o->in ? o->in : mmaemu_format_get(fin)->name, out_name,
                  mmaemu_format_get(fin)->name, mmaemu_format_get(facc)->name);
        return CLI_BAD;
    }
    *in = fin;
    *acc = facc;
    return 0;
}

/* "... | 0": the zero C in the width the parser wants.  Returns line, or
 * a rewritten copy in *copy (free it). */
static const char *zero_c(const char *line, mmaemu_format acc, char **copy)
{
    const char *bar = strrchr(line, '|');
    if (!bar)
        return line;
    const char *c = bar + 1;
    while (*c == ' ' || *c == '\t')
        c++;
    size_t n = strspn(c, "0");
    const char *end = c + n;
    while (*end && isspace((unsigned char)*end))
        end++;
    if (n != 1 || *end)
        return line;
    size_t head = (size_t)(c - line);
    if (!(*copy = malloc(head + 16)))
        return line;
    snprintf(*copy, head + 16, "%.*s%s", (int)head, line, acc == MMAEMU_FP16 ? "0000" : "00000000");
    return *copy;
}

typedef struct {
    uint32_t *v;
    size_t n, cap;
} results;

/* Every line of stdin through ins.  0, or 2 after a one-line error. */
static int compute(const mmaemu_instr *ins, mmaemu_format in, mmaemu_format acc, int use_ref,
                   results *out)
{
    uint32_t *a = malloc(MAX_K * sizeof *a), *b = malloc(MAX_K * sizeof *b);
    char *line = NULL, msg[200];
    size_t cap = 0;
    unsigned long lineno = 0;
    int rc = 0;
    if (!a || !b) {
        cli_error("dot: out of memory");
        rc = CLI_BAD;
    }
    while (!rc && getline(&line, &cap, stdin) >= 0) {
        char *s = line, *copy = NULL;
        lineno++;
        while (isspace((unsigned char)*s))
            s++;
        if (!*s || *s == '#')
            continue;
        uint32_t c = 0;
        size_t k = 0;
        if (mmaemu_probe_parse_line(zero_c(s, acc, &copy), in, acc, a, b, MAX_K, &k, &c, msg,
                                    sizeof msg)) {
            cli_error("<stdin>:%lu: %s", lineno, msg);
            rc = CLI_BAD;
        } else {
            const uint32_t d = use_ref ? mmaemu_ref_dot(ins, a, b, k, c) : mmaemu_dot(ins, a, b, k, c);
            if (mmaemu_array_push(&out->v, &out->n, &out->cap, sizeof d, &d)) {
                cli_error("<stdin>:%lu: out of memory", lineno);
                rc = CLI_BAD;
            }
        }
        free(copy);
    }
    if (!rc && ferror(stdin)) {
        cli_error("<stdin>: read error");
        rc = CLI_BAD;
    }
    free(line);
    free(a);
    free(b);
    return rc;
}

static int print_results(const results *r, mmaemu_format acc, int decimal)
{
    int digits = mmaemu_format_get(acc)->width / 4;
    for (size_t i = 0; i < r->n; i++)
        if (!decimal)
            printf("%0*x\n", digits, r->v[i]);
        else
            printf(acc == MMAEMU_FP16 ? "%.5g\n" : "%.9g\n",
                   (double)mmaemu_bits_to_float(mmaemu_to_fp32_bits(acc, r->v[i])));
    if (fflush(stdout)) {
        cli_error("dot: write error on standard output");
        return CLI_BAD;
    }
    return 0;
}

int mmaemu_cli_dot(int argc, char **argv)
{
    opts o;
    mmaemu_instr file = {0};
    const mmaemu_instr *ins = NULL;
    mmaemu_format in = MMAEMU_BF16, acc = MMAEMU_FP32;
    results r = {NULL, 0, 0};
    char what[512];
    int rc = cli_parse(&command, argc, argv, &o, sizeof o, NULL, NULL);
    if (rc >= 0)
        return rc;
    if (o.engine && strcmp(o.engine, "fast") && strcmp(o.engine, "ref")) {
        cli_error("dot: unknown engine '%s' (fast or ref)", o.engine);
        return CLI_BAD;
    }
    if (o.model && (o.arch || o.instr || o.variant)) {
        cli_error("dot: --model replaces --arch, --instr and --variant");
        return CLI_BAD;
    }
    if (o.model && mmaemu_model_load(o.model, &file, what, sizeof what)) {
        cli_error("dot: %s", what);
        return CLI_BAD;
    }
    rc = parse_formats(&o, &file, &in, &acc);
    if (!rc)
        rc = resolve(&o, &file, &ins, &in, &acc, what, sizeof what);
    if (!rc)
        rc = compute(ins, in, acc, o.engine && !strcmp(o.engine, "ref"), &r);
    if (!rc) {
        cli_banner("dot", "%s, %s -> %s, engine %s", what, mmaemu_format_get(in)->name,
                   mmaemu_format_get(acc)->name, o.engine ? o.engine : "fast");
        rc = print_results(&r, acc, o.decimal);
    }
    free(r.v);
    mmaemu_model_free(&file);
    return rc;
}
