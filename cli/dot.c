/* SPDX-License-Identifier: MIT */
/* dot.c -- `mmaemu dot`: one dot product per input line through one device
 * model.  Input:  a_1 ... a_K | b_1 ... b_K | c   (hex patterns, c may be
 * 0); output: the hex pattern of d (or its decimal value).  Nothing is
 * printed unless every line parses: results are buffered until the input
 * ends. */
#include "cli.h"


#include <ctype.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define MAX_K (1u << 20)   /* values per operand on one line */

typedef struct {
    const char *arch, *variant, *in, *out, *instr, *engine, *model, *scale, *block, *kind;
    int decimal, saturate, sparse;
} opts;

static const cli_option options[] = {
    CLI_ROW("--arch", CLI_VALUE, "MODEL", arch,
      "ARCH[:VARIANT][+LIBPRESET] (mmaemu models lists them;\n"
      "a library preset does not change a single dot)"),
    CLI_VARIANT_ROW(opts),
    CLI_ROW("--in", CLI_VALUE, "A_FMT[,B_FMT]", in,
      "operand formats: bf16 fp16 tf32 fp32 e4m3 e5m2 e4m3fnuz\n"
      "e5m2fnuz e2m3 e3m2 e2m1 u8 s8; B_FMT defaults to A_FMT"),
    CLI_ROW("--out", CLI_VALUE, "fp32|fp16|s32", out,
      "the accumulator format (fp32; s32 for u8/s8 operands)"),
    CLI_ROW("--saturate", CLI_FLAG, NULL, saturate,
      "integer MMA (NVIDIA .satfinite): clamp each instruction's\n"
      "exact sum to the s32 range (default: modulo 2^32)"),
    CLI_ROW("--scale", CLI_VALUE, "ue8m0|ue4m3", scale,
      "block scales: each line adds | sa_1 ... sa_G | sb_1 ... sb_G\n"
      "after c (G = A's values / block, 2 hex digits each)"),
    CLI_BLOCK_ROWS(opts),
    CLI_ROW("--sparse", CLI_FLAG, NULL, sparse,
      "structured sparsity: a holds the K/2 stored values, b all\n"
      "K, and a last group the metadata words (8 hex digits)"),
    CLI_ROW("--instr", CLI_VALUE, "NAME", instr,
      "an instruction or family (mma, wgmma, tcgen05, mfma);\n"
      "default: the one Triton emits for the formats"),
    CLI_ROW("--model", CLI_VALUE, "FILE", model,
      "a model file (mmaemu infer writes them) instead of\n"
      "--arch; --in/--out may be omitted and must agree"),
    CLI_ROW("--engine", CLI_VALUE, "fast|ref", engine, "fast, or the MPFR reference (same bits)"),
    CLI_ROW("--decimal", CLI_FLAG, NULL, decimal, "print d's value (%.9g for fp32, %.5g for fp16,\n"
                                             "%d for s32) instead of its hex pattern"),
    CLI_END};

static const cli_command command = {
    "dot", "--arch MODEL --in FMT [options] < lines\n--model FILE [options] < lines",
    "Each line: a_1 ... a_K | b_1 ... b_K | c, hex bit patterns in their formats'\n"
    "widths (bf16/fp16 4 digits; fp8, fp6, fp4, u8, s8 2 (fp6/fp4 in the low\n"
    "bits); tf32 8 as an fp32 container; c 8 digits for fp32 or s32 out, 4 for\n"
    "fp16 out, or 0 for a zero C).  With --scale: | sa_1 ... sa_G | sb_1 ... sb_G\n"
    "follow c; with --sparse a last group holds the metadata words.  Blank lines\n"
    "and lines starting with # are skipped.  Prints d for each line; one banner\n"
    "line on stderr names the model and instruction.",
    options, "Exit status: 0 computed, 2 bad input (nothing printed then).", 0};

/* What the options ask for: the line layout, the instruction spec. */
typedef struct {
    mmaemu_dot_layout lay;
    const char *kind;   /* block-scaled kind, or NULL */
    int span;           /* sparse selector span */
} dot_plan;

/* --in A[,B] and --out into the layout (a model file fixes them). */
static int parse_formats(const opts *o, const mmaemu_instr *file, mmaemu_dot_layout *lay)
{
    if (!o->in && !o->model) {
        cli_error("dot: --arch and --in are required (mmaemu dot --help)");
        return CLI_BAD;
    }
    if (o->in) {
        if (cli_operand_formats("dot", o->in, &lay->a, &lay->b))
            return CLI_BAD;
    } else {
        lay->a = file->step.a_fmt;
        lay->b = file->step.b_fmt;
    }
    int ints = mmaemu_format_is_int(lay->a) || mmaemu_format_is_int(lay->b);
    const char *out = o->out ? o->out : o->model && !o->in ? mmaemu_format_get(file->step.acc_fmt)->name
                                                           : ints ? "s32" : "fp32";
    if (mmaemu_format_parse(out, &lay->acc) ||
        (lay->acc != MMAEMU_FP32 && lay->acc != MMAEMU_FP16 && lay->acc != MMAEMU_S32)) {
        cli_error("dot: unknown output format '%s' (fp32, fp16 or s32)", out);
        return CLI_BAD;
    }
    if (o->model && (lay->a != file->step.a_fmt || lay->b != file->step.b_fmt ||
                     lay->acc != file->step.acc_fmt)) {
        cli_error("dot: --in/--out %s,%s -> %s disagree with the model file (%s,%s -> %s)",
                  mmaemu_format_get(lay->a)->name, mmaemu_format_get(lay->b)->name, out,
                  mmaemu_format_get(file->step.a_fmt)->name,
                  mmaemu_format_get(file->step.b_fmt)->name,
                  mmaemu_format_get(file->step.acc_fmt)->name);
        return CLI_BAD;
    }
    if (o->saturate && lay->acc != MMAEMU_S32) {
        cli_error("dot: --saturate is for integer MMA (u8/s8 operands, --out s32)");
        return CLI_BAD;
    }
    return 0;
}

/* --scale, --block, --kind, --sparse. */
static int parse_scaling(const opts *o, dot_plan *pl)
{
    mmaemu_dot_layout *lay = &pl->lay;
    lay->sparse = o->sparse;
    if (!o->scale && (o->block || o->kind)) {
        cli_error("dot: --block and --kind need --scale ue8m0|ue4m3");
        return CLI_BAD;
    }
    if (o->scale) {
        if (mmaemu_format_parse(o->scale, &lay->scale) ||
            (lay->scale != MMAEMU_UE8M0 && lay->scale != MMAEMU_UE4M3)) {
            cli_error("dot: unknown scale format '%s' (ue8m0 or ue4m3)", o->scale);
            return CLI_BAD;
        }
        if (!o->block || (strcmp(o->block, "16") && strcmp(o->block, "32"))) {
            cli_error("dot: --scale needs --block 16 or 32%s%s", o->block ? ", not " : "",
                      o->block ? o->block : "");
            return CLI_BAD;
        }
        lay->scaled = 1;
        lay->block = (size_t)atoi(o->block);
        pl->kind = o->kind;
        if (o->instr) {
            cli_error("dot: --instr and --scale: the kind names the instruction (--kind)");
            return CLI_BAD;
        }
    }
    return 0;
}

/* The instruction: the model file's, or from the registry.  what gets its
 * description for the banner.  0 or 2. */
static int resolve(const opts *o, const mmaemu_instr *file, const dot_plan *pl,
                   const mmaemu_instr **ins, char *what, size_t wlen)
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
    const mmaemu_dot_layout *lay = &pl->lay;
    const char *variant = *spec.variant ? spec.variant : NULL;
    *ins = lay->scaled ? mmaemu_instr_select_scaled(spec.arch, variant, pl->kind, lay->a, lay->b,
                                                    lay->scale, lay->block, lay->acc, err, sizeof err)
                       : mmaemu_instr_select_ab(spec.arch, variant, o->instr, lay->a, lay->b,
                                                MMAEMU_FP32, lay->acc, err, sizeof err);
    if (!*ins) {
        cli_error("dot: %s", err);
        return CLI_BAD;
    }
    cli_model_describe(&spec, model, sizeof model);
    snprintf(what, wlen, "model %s; instruction %s%s (%s)", model, (*ins)->name,
             (*ins)->verified ? "" : " [unverified hypothesis row, docs/models.md]",
             o->instr ? "--instr" : pl->kind ? "--kind"
             : lay->scaled ? "the kind for the formats" : "the one Triton emits for the formats");
    return 0;
}

typedef struct {
    uint32_t *v;
    size_t n, cap;
} results;

/* One parsed line through ins: sparse gather, scales. */
static uint32_t one_dot(const mmaemu_instr *ins, const dot_plan *pl, mmaemu_dot_line *l, uint32_t *bg,
                        size_t *idx, int use_ref, char *msg, size_t mlen, int *bad)
{
    const uint32_t *b = l->b;
    *bad = 0;
    if (pl->lay.sparse) {
        if (mmaemu_sparse_indices(pl->span, l->meta, l->nmeta, l->nb, idx, msg, mlen)) {
            *bad = 1;
            return 0;
        }
        for (size_t i = 0; i < l->na; i++)
            bg[i] = l->b[idx[i]];
        b = bg;
    }
    const mmaemu_dot_scales sc = {l->sa, l->sb, pl->lay.block};
    const mmaemu_dot_scales *s = pl->lay.scaled ? &sc : NULL;
    return use_ref ? mmaemu_ref_dot_scaled(ins, l->a, b, l->na, l->c, s)
                   : mmaemu_dot_scaled(ins, l->a, b, l->na, l->c, s);
}

/* Every line of stdin through ins.  0, or 2 after a one-line error. */
static int compute(const mmaemu_instr *ins, const dot_plan *pl, int use_ref, results *out)
{
    mmaemu_dot_line l = {0};
    l.cap = MAX_K;
    uint32_t *buf = malloc((5 * MAX_K + MAX_K / 8 + 1) * sizeof *buf);
    size_t *idx = malloc(MAX_K * sizeof *idx);
    char *line = NULL, msg[200];
    size_t cap = 0;
    unsigned long lineno = 0;
    int rc = 0, bad;
    if (!buf || !idx) {
        cli_error("dot: out of memory");
        rc = CLI_BAD;
    } else {
        l.a = buf, l.b = buf + MAX_K, l.sa = buf + 2 * MAX_K, l.sb = buf + 3 * MAX_K;
        l.meta = buf + 5 * MAX_K;
    }
    while (!rc && getline(&line, &cap, stdin) >= 0) {
        char *s = line;
        lineno++;
        while (isspace((unsigned char)*s))
            s++;
        if (!*s || *s == '#')
            continue;
        uint32_t d = 0;
        if (mmaemu_dot_line_parse(s, &pl->lay, &l, msg, sizeof msg) ||
            (d = one_dot(ins, pl, &l, buf + 4 * MAX_K, idx, use_ref, msg, sizeof msg, &bad), bad)) {
            cli_error("<stdin>:%lu: %s", lineno, msg);
            rc = CLI_BAD;
        } else if (mmaemu_array_push(&out->v, &out->n, &out->cap, sizeof d, &d)) {
            cli_error("<stdin>:%lu: out of memory", lineno);
            rc = CLI_BAD;
        }
    }
    if (!rc && ferror(stdin)) {
        cli_error("<stdin>: read error");
        rc = CLI_BAD;
    }
    free(line);
    free(buf);
    free(idx);
    return rc;
}

static int print_results(const results *r, mmaemu_format acc, int decimal)
{
    int digits = mmaemu_format_get(acc)->width / 4;
    for (size_t i = 0; i < r->n; i++)
        if (!decimal)
            printf("%0*x\n", digits, r->v[i]);
        else if (acc == MMAEMU_S32)
            printf("%" PRId32 "\n", (int32_t)r->v[i]);
        else
            printf(acc == MMAEMU_FP16 ? "%.5g\n" : "%.9g\n",
                   (double)mmaemu_bits_to_float(mmaemu_to_fp32_bits(acc, r->v[i])));
    if (fflush(stdout)) {
        cli_error("dot: write error on standard output");
        return CLI_BAD;
    }
    return 0;
}

/* Options that exclude each other; the engine name. */
static int check_options(const opts *o)
{
    if (o->engine && strcmp(o->engine, "fast") && strcmp(o->engine, "ref")) {
        cli_error("dot: unknown engine '%s' (fast or ref)", o->engine);
        return CLI_BAD;
    }
    if (o->model && (o->arch || o->instr || o->variant || o->kind)) {
        cli_error("dot: --model replaces --arch, --instr, --kind and --variant");
        return CLI_BAD;
    }
    return 0;
}

/* The banner's description of the formats and options. */
static void describe(const dot_plan *pl, int saturate, char *buf, size_t n)
{
    const mmaemu_dot_layout *lay = &pl->lay;
    char sc[64] = "";
    if (lay->scaled)
        snprintf(sc, sizeof sc, ", %s scales in blocks of %zu", mmaemu_format_get(lay->scale)->name,
                 lay->block);
    snprintf(buf, n, "%s%s%s -> %s%s%s%s", mmaemu_format_get(lay->a)->name,
             lay->a != lay->b ? " x " : "", lay->a != lay->b ? mmaemu_format_get(lay->b)->name : "",
             mmaemu_format_get(lay->acc)->name, saturate ? " (saturating)" : "", sc,
             lay->sparse ? ", sparse (metadata-selected B, the dense datapath)" : "");
}

int mmaemu_cli_dot(int argc, char **argv)
{
    opts o;
    mmaemu_instr file = {0}, sat;
    const mmaemu_instr *ins = NULL;
    dot_plan pl;
    results r = {NULL, 0, 0};
    char what[512], fmts[160];
    memset(&pl, 0, sizeof pl);
    int rc = cli_parse(&command, argc, argv, &o, sizeof o, NULL, NULL);
    if (rc >= 0)
        return rc;
    if (check_options(&o))
        return CLI_BAD;
    if (o.model && mmaemu_model_load(o.model, &file, what, sizeof what)) {
        cli_error("dot: %s", what);
        return CLI_BAD;
    }
    rc = parse_formats(&o, &file, &pl.lay);
    if (!rc)
        rc = parse_scaling(&o, &pl);
    if (!rc)
        rc = resolve(&o, &file, &pl, &ins, what, sizeof what);
    if (!rc && o.saturate && ins->family == MMAEMU_FAMILY_MFMA) {
        cli_error("dot: --saturate: %s has no saturating form (.satfinite is NVIDIA's)", ins->name);
        rc = CLI_BAD;
    }
    /* sparse selectors: 1:2 for tf32, pairs of 8 for the mxf4 kinds */
    pl.span = pl.lay.a == MMAEMU_TF32 ? 2 : ins && strstr(ins->name, "kind::mxf4") ? 8 : 4;
    if (!rc && o.saturate) {   /* .satfinite: the same row, clamped */
        sat = *ins;
        sat.step.out = MMAEMU_OUT_SAT_S32;
        ins = &sat;
    }
    if (!rc)
        rc = compute(ins, &pl, o.engine && !strcmp(o.engine, "ref"), &r);
    if (!rc) {
        describe(&pl, o.saturate, fmts, sizeof fmts);
        cli_banner("dot", "%s, %s, engine %s", what, fmts, o.engine ? o.engine : "fast");
        rc = print_results(&r, pl.lay.acc, o.decimal);
    }
    free(r.v);
    mmaemu_model_free(&file);
    return rc;
}
