/* SPDX-License-Identifier: MIT */
/* models.c -- `mmaemu models`: every arch, its variants and every
 * instruction row with all its step parameters, as aligned text tables. */
#include "cli.h"

#include <string.h>

#define NCOLS 16
#define CELL 96

static const char *const heads[NCOLS] = {
    "instruction", "formats", "k", "algorithm", "L", "F", "F2", "e_zero", "output",
    "C", "zero", "NaN", "verified", "triton", "variant", "source"};
/* Numeric columns are right-aligned. */
static const int right[NCOLS] = {0, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0};

/* Enum names are the model-file spellings (models/model_file.c). */
static const char *alg_text(const mmaemu_step_params *p, char *buf, size_t n)
{
    switch (p->alg) {
    case MMAEMU_ALG_TR_FDPA:
    case MMAEMU_ALG_GTR_FDPA:
        snprintf(buf, n, "%s/%s%s", mmaemu_model_alg_name(p->alg), mmaemu_model_tr_name(p->tr_variant),
                 p->zero_align == MMAEMU_ZALIGN_M126 ? "+zero-126" : "");
        return buf;
    case MMAEMU_ALG_FTZ_ADDMUL:
    case MMAEMU_ALG_PAIRWISE:
        snprintf(buf, n, "%s/P%d", mmaemu_model_alg_name(p->alg), p->ftz_pair);
        return buf;
    case MMAEMU_ALG_GST_FDPA:
    case MMAEMU_ALG_BSW:   /* block-scaled: group and scale format */
        snprintf(buf, n, "%s/G%d %s", mmaemu_model_alg_name(p->alg), p->group,
                 mmaemu_format_get(p->scale_fmt)->name);
        return buf;
    default:
        if (!mmaemu_params_scaled(p))
            return mmaemu_model_alg_name(p->alg);
        snprintf(buf, n, "%s %s", mmaemu_model_alg_name(p->alg), mmaemu_format_get(p->scale_fmt)->name);
        return buf;
    }
}

static const char *out_text(mmaemu_out_rounding o)
{
    return mmaemu_model_out_name(o);
}

static int fused_alg(mmaemu_algorithm a)
{
    return a == MMAEMU_ALG_T_FDPA || a == MMAEMU_ALG_TR_FDPA || a == MMAEMU_ALG_GTR_FDPA ||
           a == MMAEMU_ALG_GST_FDPA || a == MMAEMU_ALG_BSW;
}

/* The cells of one instruction row. */
static void row_cells(const mmaemu_instr *r, char cell[NCOLS][CELL])
{
    const mmaemu_step_params *p = &r->step;
    char alg[40];
    int tf = p->alg == MMAEMU_ALG_T_FDPA;
    int tr = p->alg == MMAEMU_ALG_TR_FDPA || p->alg == MMAEMU_ALG_GTR_FDPA;

    snprintf(cell[0], CELL, "%s", r->name);
    if (p->a_fmt == p->b_fmt)
        snprintf(cell[1], CELL, "%s->%s", mmaemu_format_get(p->a_fmt)->name,
                 mmaemu_format_get(p->acc_fmt)->name);
    else
        snprintf(cell[1], CELL, "%sx%s->%s", mmaemu_format_get(p->a_fmt)->name,
                 mmaemu_format_get(p->b_fmt)->name, mmaemu_format_get(p->acc_fmt)->name);
    snprintf(cell[2], CELL, "%d", r->k);
    /* Composed instructions (design.md 4): operands widened, steps interleaved. */
    char inter[32] = "";
    if (r->k_interleave > 0)
        snprintf(inter, sizeof inter, " k/%d%%%d", r->k_interleave, r->k / p->L);
    else if (r->k_interleave < 0)
        snprintf(inter, sizeof inter, " upper-half-first");
    snprintf(cell[3], CELL, "%s%s%s", alg_text(p, alg, sizeof alg),
             r->widen_fp16 ? " on fp16" : "", inter);
    snprintf(cell[4], CELL, "%d", p->L);
    if (fused_alg(p->alg))
        snprintf(cell[5], CELL, "%d", p->F);
    else
        snprintf(cell[5], CELL, "-");
    const int bs = p->alg == MMAEMU_ALG_GST_FDPA || p->alg == MMAEMU_ALG_BSW;
    if (tr || p->alg == MMAEMU_ALG_BSW)
        snprintf(cell[6], CELL, "%d", p->F2);
    else
        snprintf(cell[6], CELL, "-");
    if (tf || (bs && p->e_zero))
        snprintf(cell[7], CELL, "%d %s", p->e_zero,
                 p->ezero_rule == MMAEMU_EZERO_FLOOR || p->alg == MMAEMU_ALG_BSW ? "floor" : "terms");
    else
        snprintf(cell[7], CELL, "-");
    snprintf(cell[8], CELL, "%s", out_text(p->out));
    if (tf || bs)
        snprintf(cell[9], CELL, "%s", r->c_after ? "last+RNE"
                                      : p->c_entry == MMAEMU_C_IGNORED ? "ignored"
                                      : p->c_entry == MMAEMU_C_GROUPWISE ? "groupwise" : "fused");
    else
        snprintf(cell[9], CELL, "-");
    snprintf(cell[10], CELL, "%s", p->zero_sign == MMAEMU_ZERO_IEEE ? "ieee" : "+0");
    if (p->alg == MMAEMU_ALG_INT)
        snprintf(cell[11], CELL, "-");
    else if (p->acc_fmt == MMAEMU_FP16)
        snprintf(cell[11], CELL, "0x%04X", (unsigned)p->nan_bits);
    else
        snprintf(cell[11], CELL, "0x%08X", (unsigned)p->nan_bits);
    snprintf(cell[12], CELL, "%s", r->verified ? "yes" : "no");
    snprintf(cell[13], CELL, "%s", r->triton_default ? "yes" : "-");
    snprintf(cell[14], CELL, "%s", r->variant ? r->variant : "-");
    snprintf(cell[15], CELL, "%s", r->source ? r->source : "");
}

/* The library presets measured on this arch (the +LIBPRESET of a model). */
static void print_presets(const mmaemu_arch *a)
{
    int any = 0;
    for (const mmaemu_lib_preset *p = mmaemu_lib_presets; p->name; p++)
        if (!strcmp(p->arch, a->name)) {
            printf("%s    %s  %s\n", any ? "" : "  library presets (ARCH+PRESET):\n", p->name,
                   p->summary);
            any = 1;
        }
}

static void print_arch(const mmaemu_arch *a)
{
    printf("%s  %s  (%s)\n", a->name, a->vendor, a->products);

    size_t vw = 0;
    for (size_t i = 0; i < a->n_variants; i++)
        if (strlen(a->variants[i].name) > vw)
            vw = strlen(a->variants[i].name);
    printf("  variants:\n");
    for (size_t i = 0; i < a->n_variants; i++) {
        const mmaemu_variant_info *v = &a->variants[i];
        printf("    %-*s  %-9s  %-10s  %s\n", (int)vw, v->name, i == 0 ? "(default)" : "",
               v->verified ? "verified" : "hypothesis", v->summary);
    }
    print_presets(a);

    int w[NCOLS];
    for (int c = 0; c < NCOLS; c++)
        w[c] = (int)strlen(heads[c]);
    static char cell[NCOLS][CELL];
    for (size_t i = 0; i < a->n_instrs; i++) {
        row_cells(&a->instrs[i], cell);
        for (int c = 0; c < NCOLS; c++)
            if ((int)strlen(cell[c]) > w[c])
                w[c] = (int)strlen(cell[c]);
    }
    printf("  ");
    for (int c = 0; c + 1 < NCOLS; c++)
        printf("%*s  ", right[c] ? w[c] : -w[c], heads[c]);
    printf("%s\n", heads[NCOLS - 1]);
    for (size_t i = 0; i < a->n_instrs; i++) {
        row_cells(&a->instrs[i], cell);
        printf("  ");
        for (int c = 0; c < NCOLS; c++) {
            if (c + 1 < NCOLS)
                printf("%*s  ", right[c] ? w[c] : -w[c], cell[c]);
            else
                printf("%s\n", cell[c]);
        }
    }
}

typedef struct {
    const char *arch;
} opts;

static const cli_option options[] = {
    CLI_OPT("--arch", CLI_VALUE, "MODEL", opts, arch,
            "only this arch (ARCH[:VARIANT][+LIBPRESET], or a\nproduct name such as H100, MI350)"),
    CLI_END};

static const cli_command command = {
    "models", "[--arch MODEL]",
    "Lists every arch (name, product aliases, vendor), its variants (the first is the\n"
    "default), its library presets and every instruction row with its step\n"
    "parameters.  A row whose variant is '-' belongs to every variant; a tagged row\n"
    "replaces it under that variant.  Sources: citation keys of docs/models.md.\n"
    "A model is named ARCH[:VARIANT][+LIBPRESET] in every command.",
    options, NULL, 0};

int mmaemu_cli_models(int argc, char **argv)
{
    opts o;
    mmaemu_model_spec spec;
    int rc = cli_parse(&command, argc, argv, &o, sizeof o, NULL, NULL);
    if (rc >= 0)
        return rc;
    if (o.arch) {
        if (cli_model_parse("models", o.arch, NULL, NULL, &spec))
            return CLI_BAD;
        print_arch(spec.arch);
        return CLI_OK;
    }
    for (size_t i = 0; i < mmaemu_arch_count(); i++) {
        if (i)
            putchar('\n');
        print_arch(mmaemu_arch_at(i));
    }
    return CLI_OK;
}
