/* SPDX-License-Identifier: MIT */
/* compare.c -- `mmaemu compare ACTUAL EXPECTED`: what
 * torch.testing.assert_close(actual, expected) would say, with the bitwise
 * mismatch count and the ulp-distance histogram next to it.  Exit 0 when
 * close, 1 when not, 2 on bad input. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *atol, *rtol, *dtype;
} opts;

static const cli_option options[] = {
    CLI_ROW("--atol", CLI_VALUE, "X", atol, "absolute tolerance (torch's for the dtype)"),
    CLI_ROW("--rtol", CLI_VALUE, "Y", rtol, "relative tolerance (torch's for the dtype)"),
    CLI_ROW("--dtype", CLI_VALUE, "bf16|fp16|fp32|s32", dtype,
      "the format of untyped 16-bit patterns (bf16); must\nmatch typed tensors"),
    CLI_END};

static const cli_command command = {
    "compare", "ACTUAL EXPECTED [--atol X] [--rtol Y] [--dtype FMT]",
    "What torch.testing.assert_close(actual, expected) would say, with the bitwise\n"
    "mismatch count and the ulp-distance histogram.  Tensors: .npy / .npy.gz /\n"
    ".safetensors[:NAME], same shape.  Untyped 16-bit patterns (uint16/int16 .npy)\n"
    "are bf16 unless --dtype says fp16.  Default tolerances are torch's for the\n"
    "dtype (bf16: rtol 1.6e-2, atol 1e-5; int32, an integer GEMM's D: equal, the\n"
    "ulps the integer distance).  EXPECTED may be a float32 or float64\n"
    "reference for a lower-precision ACTUAL: then the values are compared in the\n"
    "reference's precision, the tolerances are the larger of the two dtypes', and\n"
    "bits and ulps count the distance from the reference rounded to ACTUAL's format.",
    options, "Exit status: 0 close, 1 not close, 2 bad input.", 2};

static int format_of(mmaemu_tensor_kind k, const char *dtype, mmaemu_format *f)
{
    switch (k) {
    case MMAEMU_TENSOR_BF16: *f = MMAEMU_BF16; return !dtype || !strcmp(dtype, "bf16");
    case MMAEMU_TENSOR_FP16: *f = MMAEMU_FP16; return !dtype || !strcmp(dtype, "fp16");
    case MMAEMU_TENSOR_FP32: *f = MMAEMU_FP32; return !dtype || !strcmp(dtype, "fp32");
    case MMAEMU_TENSOR_INT32: *f = MMAEMU_S32; return !dtype || !strcmp(dtype, "s32");
    case MMAEMU_TENSOR_BITS16:
        if (!dtype || !strcmp(dtype, "bf16")) { *f = MMAEMU_BF16; return 1; }
        if (!strcmp(dtype, "fp16")) { *f = MMAEMU_FP16; return 1; }
        return 0;
    default: return 0;
    }
}

static void index_of(const mmaemu_npy *a, size_t flat, char *buf, size_t len)
{
    size_t idx[MMAEMU_NPY_MAX_DIMS];
    for (int d = a->ndim - 1; d >= 0; d--) {
        idx[d] = a->shape[d] ? flat % a->shape[d] : 0;
        flat = a->shape[d] ? flat / a->shape[d] : 0;
    }
    size_t n = (size_t)snprintf(buf, len, "(");
    for (int d = 0; d < a->ndim && n < len; d++)
        n += (size_t)snprintf(buf + n, len - n, "%s%zu", d ? ", " : "", idx[d]);
    if (n < len)
        snprintf(buf + n, len - n, ")");
}

/* Both tensors and their formats.  0, or 2 after a one-line error (nothing
 * left to free then). */
/* A reference: EXPECTED in float64, or in float32 for a 16-bit ACTUAL. */
static int is_reference(const mmaemu_format *f, const mmaemu_tensor_kind *k)
{
    return f[0] != MMAEMU_S32 &&
           (k[1] == MMAEMU_TENSOR_FP64 || (f[1] == MMAEMU_FP32 && f[0] != MMAEMU_FP32));
}

/* Headers first: tensors of different shapes are refused before either's
 * data are read (an unreadable header is reported by the read). */
static int shapes_differ(const char *const *paths)
{
    size_t sh[2][MMAEMU_NPY_MAX_DIMS];
    int nd[2];
    mmaemu_tensor_kind k;
    char err[1024], s[2][160];
    for (int i = 0; i < 2; i++)
        if (mmaemu_tensor_header(paths[i], &k, &nd[i], sh[i], err, sizeof err))
            return 0;
    if (nd[0] == nd[1] && !memcmp(sh[0], sh[1], (size_t)nd[0] * sizeof sh[0][0]))
        return 0;
    for (int i = 0; i < 2; i++) {
        size_t n = (size_t)snprintf(s[i], sizeof s[i], "(");
        for (int d = 0; d < nd[i] && n < sizeof s[i]; d++)
            n += (size_t)snprintf(s[i] + n, sizeof s[i] - n, "%s%zu", d ? ", " : "", sh[i][d]);
        if (n < sizeof s[i])
            snprintf(s[i] + n, sizeof s[i] - n, ")");
    }
    cli_error("compare: %s and %s differ in shape or dtype (shape %s vs %s)", paths[0], paths[1], s[0],
              s[1]);
    return 1;
}

static int read_pair(const char *const *paths, const char *dtype, mmaemu_npy *t, mmaemu_format *f,
                     int *ref)
{
    char err[1024];
    mmaemu_tensor_kind k[2];
    if (shapes_differ(paths))
        return CLI_BAD;
    for (int i = 0; i < 2; i++) {
        if (mmaemu_tensor_read(paths[i], &t[i], &k[i], err, sizeof err)) {
            cli_error("compare: %s", err);
        } else if (i == 1 && k[1] == MMAEMU_TENSOR_FP64) {
            f[1] = MMAEMU_FP32;   /* held as doubles below */
            continue;
        } else if (!format_of(k[i], i ? NULL : dtype, &f[i])) {
            cli_error("compare: %s: its dtype does not match --dtype %s (float64 only as the "
                      "EXPECTED reference)", paths[i], dtype ? dtype : "(none)");
            mmaemu_npy_free(&t[i]);
        } else {
            continue;
        }
        if (i)
            mmaemu_npy_free(&t[0]);
        return CLI_BAD;
    }
    *ref = is_reference(f, k);
    int same = t[0].ndim == t[1].ndim && (f[0] == f[1] || *ref);
    for (int d = 0; same && d < t[0].ndim; d++)
        same = t[0].shape[d] == t[1].shape[d];
    if (same)
        return 0;
    char s0[128], s1[128];
    snprintf(s0, sizeof s0, "%d-d %s", t[0].ndim, mmaemu_format_get(f[0])->name);
    snprintf(s1, sizeof s1, "%d-d %s", t[1].ndim, mmaemu_format_get(f[1])->name);
    cli_error("compare: %s and %s differ in shape or dtype (%s vs %s)", paths[0], paths[1], s0, s1);
    mmaemu_npy_free(&t[0]);
    mmaemu_npy_free(&t[1]);
    return CLI_BAD;
}

static void print_stats(const char *const *paths, const mmaemu_npy *t, mmaemu_format f,
                        double atol, double rtol, const mmaemu_compare_stats *s)
{
    char ia[128], ir[128];
    index_of(&t[0], s->max_abs_at, ia, sizeof ia);
    index_of(&t[0], s->max_rel_at, ir, sizeof ir);
    printf("%s vs %s: %zu elements, %s\n", paths[0], paths[1], s->n, mmaemu_format_get(f)->name);
    printf("bitwise different: %zu (%.6f%%)\n", s->differ,
           s->n ? 100.0 * (double)s->differ / (double)s->n : 0.0);
    printf("ulp distance: 0: %zu  1: %zu  2: %zu  3-4: %zu  5-8: %zu  9-16: %zu  17-256: %zu  "
           "more/NaN: %zu\n", s->ulp_hist[0], s->ulp_hist[1], s->ulp_hist[2], s->ulp_hist[3],
           s->ulp_hist[4], s->ulp_hist[5], s->ulp_hist[6], s->ulp_hist[7]);
    printf("assert_close(atol=%g, rtol=%g): %s\n", atol, rtol, s->not_close ? "FAIL" : "pass");
    printf("Mismatched elements: %zu / %zu (%.1f%%)\n", s->not_close, s->n,
           s->n ? 100.0 * (double)s->not_close / (double)s->n : 0.0);
    printf("Greatest absolute difference: %g at index %s\n", s->max_abs, ia);
    printf("Greatest relative difference: %g at index %s\n", s->max_rel, ir);
}

/* ACTUAL against a float32/float64 reference, in the reference's precision. */
static int compare_reference(const char *const *paths, const mmaemu_npy *t, mmaemu_format fa,
                             double atol, double rtol, mmaemu_compare_stats *s)
{
    double *e = malloc((t[1].count ? t[1].count : 1) * sizeof *e);
    if (!e) {
        cli_error("compare: out of memory");
        return CLI_BAD;
    }
    for (size_t i = 0; i < t[1].count; i++) {
        if (t[1].dtype == MMAEMU_NPY_F64)
            memcpy(&e[i], (const uint64_t *)t[1].data + i, sizeof e[i]);
        else
            e[i] = mmaemu_bits_to_float(((const uint32_t *)t[1].data)[i]);
    }
    mmaemu_compare_ref(fa, t[0].data, e, t[0].count, atol, rtol, s);
    free(e);
    printf("%s is a %s reference: compared in its precision; bits and ulps are the distance "
           "from the reference rounded to %s\n", paths[1],
           t[1].dtype == MMAEMU_NPY_F64 ? "float64" : "float32", mmaemu_format_get(fa)->name);
    return 0;
}

int mmaemu_cli_compare(int argc, char **argv)
{
    opts o;
    const char *paths[2];
    int np;
    int rc = cli_parse(&command, argc, argv, &o, sizeof o, paths, &np);
    if (rc >= 0)
        return rc;
    if (np != 2) {
        cli_error("compare: needs ACTUAL and EXPECTED tensors");
        return CLI_BAD;
    }
    if (o.dtype && strcmp(o.dtype, "bf16") && strcmp(o.dtype, "fp16") && strcmp(o.dtype, "fp32") &&
        strcmp(o.dtype, "s32")) {
        cli_error("compare: --dtype '%s' (expected bf16, fp16, fp32 or s32)", o.dtype);
        return CLI_BAD;
    }
    mmaemu_npy t[2];
    mmaemu_format f[2];
    int ref;
    if (read_pair(paths, o.dtype, t, f, &ref))
        return CLI_BAD;
    double rtol, atol, r1, a1;
    mmaemu_compare_default_tol(f[0], &rtol, &atol);
    mmaemu_compare_default_tol(f[1], &r1, &a1);   /* torch: the larger of the two */
    rtol = rtol > r1 ? rtol : r1;
    atol = atol > a1 ? atol : a1;
    rc = CLI_BAD;
    if ((!o.atol || !cli_parse_real("compare", "--atol", o.atol, &atol)) &&
        (!o.rtol || !cli_parse_real("compare", "--rtol", o.rtol, &rtol))) {
        mmaemu_compare_stats s;
        if (ref)
            rc = compare_reference(paths, t, f[0], atol, rtol, &s);
        else
            mmaemu_compare(f[0], t[0].data, t[1].data, t[0].count, atol, rtol, &s), rc = 0;
        if (!rc) {
            print_stats(paths, t, f[0], atol, rtol, &s);
            rc = s.not_close ? CLI_DIFFER : CLI_OK;
        }
    }
    mmaemu_npy_free(&t[0]);
    mmaemu_npy_free(&t[1]);
    return rc;
}
