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
          "Each line: a_1 ... a_K | b_1 ... b_K | c, hex bit patterns in their\n"
          "formats' widths (bf16/fp16 4 digits, fp8 2, tf32 8 as an fp32\n"
          "container; c 8 digits for fp32 out, 4 for fp16 out). Blank lines and\n"
          "lines starting with # are skipped. Prints one hex pattern of d per line.\n", to);
}

/* Hex digits a format's pattern is written with. */
static int hex_digits(mmaemu_format f)
{
    return mmaemu_format_get(f)->width / 4;
}

/* Parse one token of exactly `digits` hex digits (optional 0x). */
static int parse_hex(const char *tok, size_t len, int digits, uint32_t *out)
{
    if (len > 2 && tok[0] == '0' && (tok[1] == 'x' || tok[1] == 'X')) {
        tok += 2;
        len -= 2;
    }
    if ((int)len != digits)
        return -1;
    uint32_t v = 0;
    for (size_t i = 0; i < len; i++) {
        int ch = (unsigned char)tok[i];
        if (!isxdigit(ch))
            return -2;
        v = (v << 4) | (uint32_t)(isdigit(ch) ? ch - '0' : tolower(ch) - 'a' + 10);
    }
    *out = v;
    return 0;
}

typedef struct {
    uint32_t *v;
    size_t n, cap;
} u32vec;

static int vec_push(u32vec *vec, uint32_t x)
{
    if (vec->n == vec->cap) {
        size_t cap = vec->cap ? vec->cap * 2 : 64;
        uint32_t *nv = realloc(vec->v, cap * sizeof *nv);
        if (!nv)
            return -1;
        vec->v = nv;
        vec->cap = cap;
    }
    vec->v[vec->n++] = x;
    return 0;
}

/* Parse a line into a, b and c.  Returns NULL or a message for the error. */
static const char *parse_line(char *line, mmaemu_format in, mmaemu_format acc,
                              u32vec *a, u32vec *b, uint32_t *c, char *msg, size_t msglen)
{
    int section = 0, have_c = 0, bars = 0;
    a->n = b->n = 0;
    for (const char *s = line; *s; s++)
        bars += *s == '|';
    if (bars < 2)
        return "expected 'a_1 ... a_K | b_1 ... b_K | c' (missing '|')";
    if (bars > 2)
        return "more than two '|' separators";
    for (char *s = line; *s;) {
        if (isspace((unsigned char)*s)) {
            s++;
            continue;
        }
        if (*s == '|') {
            section++;
            s++;
            continue;
        }
        char *t = s;
        while (*s && *s != '|' && !isspace((unsigned char)*s))
            s++;
        size_t len = (size_t)(s - t);
        mmaemu_format f = section == 2 ? acc : in;
        int digits = hex_digits(f);
        uint32_t v;
        int rc = parse_hex(t, len, digits, &v);
        if (rc) {
            snprintf(msg, msglen, "%s value '%.*s' is not %d hex digits (%s)",
                     section == 0 ? "a" : section == 1 ? "b" : "c", (int)(len > 40 ? 40 : len), t,
                     digits, mmaemu_format_get(f)->name);
            return msg;
        }
        if (section == 2) {
            if (have_c)
                return "more than one c value";
            *c = v;
            have_c = 1;
        } else if (vec_push(section == 0 ? a : b, v)) {
            return "out of memory";
        }
    }
    if (!have_c)
        return "missing c value after the second '|'";
    if (a->n == 0)
        return "no a values";
    if (a->n != b->n) {
        snprintf(msg, msglen, "%zu a values but %zu b values", a->n, b->n);
        return msg;
    }
    return NULL;
}

int mmaemu_cli_dot(int argc, char **argv)
{
    const char *arch_name = NULL, *in_name = NULL, *out_name = "fp32";
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
        if (!slot) {
            cli_error("dot: unknown option '%s'", opt);
            return 2;
        }
        if (i + 1 >= argc) {
            cli_error("dot: option %s needs a value", opt);
            return 2;
        }
        *slot = argv[++i];
    }
    if (!arch_name || !in_name) {
        cli_error("dot: --arch and --in are required (mmaemu dot --help)");
        return 2;
    }
    const mmaemu_arch *arch = mmaemu_arch_find(arch_name);
    if (!arch) {
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
    char err[512];
    const mmaemu_instr *ins = mmaemu_instr_select(arch, variant, instr, in, acc, err, sizeof err);
    if (!ins) {
        cli_error("dot: %s", err);
        return 2;
    }

    u32vec a = {0}, b = {0}, out = {0};
    char *line = NULL;
    size_t cap = 0;
    unsigned long lineno = 0;
    int status = 0;
    while (getline(&line, &cap, stdin) >= 0) {
        lineno++;
        char *s = line;
        while (isspace((unsigned char)*s))
            s++;
        if (!*s || *s == '#')
            continue;
        uint32_t c = 0;
        char msg[160];
        const char *bad = parse_line(s, in, acc, &a, &b, &c, msg, sizeof msg);
        if (bad) {
            cli_error("<stdin>:%lu: %s", lineno, bad);
            status = 1;
            break;
        }
        uint32_t d = use_ref ? mmaemu_ref_dot(ins, a.v, b.v, a.n, c)
                             : mmaemu_dot(ins, a.v, b.v, a.n, c);
        if (vec_push(&out, d)) {
            cli_error("<stdin>:%lu: out of memory", lineno);
            status = 1;
            break;
        }
    }
    if (!status && ferror(stdin)) {
        cli_error("<stdin>: read error");
        status = 1;
    }
    if (!status) {
        int digits = hex_digits(acc);
        for (size_t i = 0; i < out.n; i++)
            printf("%0*x\n", digits, out.v[i]);
        if (fflush(stdout)) {
            cli_error("write error on standard output");
            status = 1;
        }
    }
    free(line);
    free(a.v);
    free(b.v);
    free(out.v);
    return status;
}
