/* SPDX-License-Identifier: MIT */
/* dcpp_config.c -- what `mmaemu dcpp` and `mmaemu explain dcpp` share: the
 * model and knobs (--arch, --variant, --set, --schedule, --lib-schedule)
 * made into a DCPP config, and the bf16 input tensors. */
#include "cli.h"

#include <string.h>

/* The value of "--set KEY=..." entries for KEY (the last one), or NULL. */
static const char *set_value(const cli_list *sets, const char *key)
{
    const char *v = NULL;
    size_t n = strlen(key);
    for (int i = 0; i < sets->n; i++)
        if (!strncmp(sets->v[i], key, n) && sets->v[i][n] == '=')
            v = sets->v[i] + n + 1;
    return v;
}

/* The model from its text and the --variant / --set variant= / --set lib=
 * spellings of its parts, which must all agree. */
static int resolve_model(const char *cmd, const char *model, const char *variant,
                         const cli_dcpp_knobs *k, mmaemu_model_spec *spec)
{
    const char *set_variant = set_value(&k->sets, "variant");
    if (variant && set_variant && strcmp(variant, set_variant)) {
        cli_error("%s: --variant %s and --set variant=%s disagree", cmd, variant, set_variant);
        return CLI_BAD;
    }
    return cli_model_parse(cmd, model, variant ? variant : set_variant, set_value(&k->sets, "lib"),
                           spec);
}

static int apply(const char *cmd, const char *what, mmaemu_dcpp_config *c, const char *text,
                 int sched)
{
    char err[1024];
    int rc = sched ? mmaemu_dcpp_config_schedule(c, text, err, sizeof err)
                   : mmaemu_dcpp_config_set(c, text, err, sizeof err);
    if (rc) {
        cli_error("%s: %s%s", cmd, what, err);
        return CLI_BAD;
    }
    return 0;
}

static int is_lib_gemm(const char *s)
{
    return !strncmp(s, "xty=", 4) || !strncmp(s, "buf0=", 5) || !strncmp(s, "buf1=", 5) ||
           !strncmp(s, "buf3=", 5);
}

int cli_dcpp_config(const char *cmd, const char *model, const char *variant,
                    const cli_dcpp_knobs *k, mmaemu_dcpp_config *c, mmaemu_model_spec *spec)
{
    char buf[512];
    if (resolve_model(cmd, model, variant, k, spec))
        return CLI_BAD;
    mmaemu_dcpp_config_init(c, spec->arch);
    snprintf(buf, sizeof buf, "variant=%s", spec->variant);
    if (*spec->variant && apply(cmd, "", c, buf, 0))
        return CLI_BAD;
    /* The preset once, before the knobs and schedules that refine it. */
    snprintf(buf, sizeof buf, "lib=%s", spec->lib);
    if (*spec->lib && apply(cmd, "", c, buf, 0))
        return CLI_BAD;
    for (int i = 0; i < k->sets.n; i++)
        if (strncmp(k->sets.v[i], "variant=", 8) && strncmp(k->sets.v[i], "lib=", 4) &&
            apply(cmd, "", c, k->sets.v[i], 0))
            return CLI_BAD;
    for (int i = 0; i < k->scheds.n; i++)
        if (apply(cmd, "--schedule ", c, k->scheds.v[i], 1))
            return CLI_BAD;
    for (int i = 0; i < k->libs.n; i++) {
        if (!is_lib_gemm(k->libs.v[i])) {
            cli_error("%s: --lib-schedule '%s': expected xty=, buf0=, buf1= or buf3= "
                      "followed by schedule text", cmd, k->libs.v[i]);
            return CLI_BAD;
        }
        snprintf(buf, sizeof buf, "inductor.%s", k->libs.v[i]);
        if (apply(cmd, "--lib-schedule ", c, buf, 1))
            return CLI_BAD;
    }
    return 0;
}

/* ------------------------------------------------------------- inputs */

/* "(1, 3219, 64)" */
static void shape_text(const mmaemu_npy *a, char *got, size_t len)
{
    size_t n = (size_t)snprintf(got, len, "(");
    for (int i = 0; i < a->ndim && n < len; i++)
        n += (size_t)snprintf(got + n, len - n, "%s%zu", i ? ", " : "", a->shape[i]);
    if (n < len)
        snprintf(got + n, len - n, ")");
}

/* NaN/Inf inputs: the programs would run, but the report's question is
 * about finite data; refuse rather than guess what the user meant. */
static int check_finite(const char *cmd, const char *what, const char *path, const mmaemu_npy *a)
{
    const uint16_t *w = a->data;
    for (size_t i = 0; i < a->count; i++)
        if ((w[i] & 0x7F80u) == 0x7F80u) {
            cli_error("%s: --%s %s: element %zu is %s (0x%04x); inputs must be finite", cmd, what,
                      path, i, (w[i] & 0x7Fu) ? "NaN" : "Inf", w[i]);
            return CLI_BAD;
        }
    return 0;
}

uint16_t *cli_dcpp_read_bf16(const char *cmd, const char *what, const char *path, size_t B,
                             size_t rows, size_t cols, size_t *batch_out)
{
    return cli_dcpp_read_bf16_any(cmd, what, path, B, &rows, &cols, batch_out);
}

/* What the caller asks of a bf16 input (B, rows, cols; 0 = free). */
typedef struct want_bf16 {
    size_t dims[3];
} want_bf16;

static void dims_text(int ndim, const size_t *shape, char *got, size_t len)
{
    mmaemu_npy a = {MMAEMU_NPY_U16, ndim, {0}, 0, NULL};
    memcpy(a.shape, shape, (size_t)ndim * sizeof *shape);
    shape_text(&a, got, len);
}

/* From the header, before any data are read. */
static int check_bf16(void *ctx, mmaemu_tensor_kind kind, int ndim, const size_t *shape, char *why,
                      size_t whylen)
{
    const size_t *dims = ((const want_bf16 *)ctx)->dims;
    if (kind != MMAEMU_TENSOR_BITS16 && kind != MMAEMU_TENSOR_BF16) {
        snprintf(why, whylen, "expected a bf16 tensor (uint16/int16 patterns, ml_dtypes "
                 "bfloat16 or safetensors BF16), found %s", mmaemu_tensor_kind_name(kind));
        return -1;
    }
    int ok = ndim == 3;
    for (int i = 0; ok && i < 3; i++)
        ok = shape[i] && (!dims[i] || shape[i] == dims[i]);
    if (ok)
        return 0;
    char got[128], d[3][24];
    static const char *const free_name[3] = {"B", "rows", "cols"};
    for (int i = 0; i < 3; i++) { /* a 0 dimension is free: named, not numbered */
        if (dims[i])
            snprintf(d[i], sizeof d[i], "%zu", dims[i]);
        else
            snprintf(d[i], sizeof d[i], "%s", free_name[i]);
    }
    dims_text(ndim, shape, got, sizeof got);
    snprintf(why, whylen, "shape %s, expected (%s, %s, %s)", got, d[0], d[1], d[2]);
    return -1;
}

int cli_dcpp_peek_bf16(const char *path, size_t dims[3])
{
    size_t shape[MMAEMU_NPY_MAX_DIMS];
    int ndim;
    mmaemu_tensor_kind kind;
    char err[1024];
    if (mmaemu_tensor_header(path, &kind, &ndim, shape, err, sizeof err) || ndim != 3 ||
        (kind != MMAEMU_TENSOR_BITS16 && kind != MMAEMU_TENSOR_BF16))
        return -1;
    memcpy(dims, shape, 3 * sizeof *dims);
    return 0;
}

uint16_t *cli_dcpp_load_bf16(const char *cmd, const char *what, const char *path, size_t B,
                             size_t *rows_io, size_t *cols_io, size_t *batch_out, int map)
{
    char err[1024];
    mmaemu_npy a;
    mmaemu_tensor_kind kind;
    want_bf16 w = {{B, *rows_io, *cols_io}};
    if ((map ? mmaemu_tensor_map_checked : mmaemu_tensor_read_checked)(path, check_bf16, &w, &a,
                                                                       &kind, err, sizeof err)) {
        cli_error("%s: --%s %s", cmd, what, err);
        return NULL;
    }
    if (check_finite(cmd, what, path, &a)) {
        mmaemu_npy_free(&a);
        return NULL;
    }
    *batch_out = a.shape[0];
    *rows_io = a.shape[1];
    *cols_io = a.shape[2];
    return a.data;
}

uint16_t *cli_dcpp_read_bf16_any(const char *cmd, const char *what, const char *path, size_t B,
                                 size_t *rows_io, size_t *cols_io, size_t *batch_out)
{
    return cli_dcpp_load_bf16(cmd, what, path, B, rows_io, cols_io, batch_out, 0);
}

int cli_dcpp_path_parse(const char *cmd, const char *opt, const char *v, mmaemu_dcpp_path *p)
{
    if (v && !strcmp(v, "helion"))
        *p = MMAEMU_DCPP_HELION;
    else if (v && !strcmp(v, "inductor"))
        *p = MMAEMU_DCPP_INDUCTOR;
    else if (!v) {
        cli_error("%s: %s helion|inductor is required", cmd, opt);
        return CLI_BAD;
    } else {
        cli_error("%s: %s '%s' (expected helion or inductor)", cmd, opt, v);
        return CLI_BAD;
    }
    return 0;
}

const char *cli_dcpp_path_name(mmaemu_dcpp_path p)
{
    return p == MMAEMU_DCPP_HELION ? "helion" : "inductor";
}

void cli_dcpp_keys_help(FILE *to)
{
    fputs("--set keys (defaults: the report's launch options):\n"
          "  variant               model variant of the arch (as ARCH:VARIANT)\n"
          "  lib                   library preset (as ARCH+LIBPRESET)\n"
          "  helion.fwd_block_m    rows per tile of the forward's M loops (32)\n"
          "  helion.bwd_block_m    rows per tile of the backward's M loops (16)\n"
          "  helion.num_warps      4\n"
          "  helion.nonkdim        AMD matrix_instr_nonkdim (0 = auto)\n"
          "  helion.kpack          AMD kpack (1)\n"
          "  inductor.block_m      template BLOCK_M (256)\n"
          "  inductor.block_n      template BLOCK_N (64)\n"
          "  inductor.block_k      template BLOCK_K (64)\n"
          "  inductor.num_warps    8\n"
          "  inductor.nonkdim      16\n"
          "  inductor.kpack        2 (gfx950 forces 1)\n"
          "  inductor.xty, .buf0, .buf1, .buf3\n"
          "                        library (default) or template: that bmm as the\n"
          "                        Triton template with the inductor.* tile knobs\n"
          "  helion.dx_sum, inductor.dx_sum\n"
          "                        bf16 (default) or fp32: dx = bf16(fp32(dx1) +\n"
          "                        fp32(dxt)^T) from the fp32 accumulators\n"
          "GEMM names for --schedule:\n", to);
    for (int i = 0; mmaemu_dcpp_gemm_names[i]; i++)
        fprintf(to, "  %s\n", mmaemu_dcpp_gemm_names[i]);
}
