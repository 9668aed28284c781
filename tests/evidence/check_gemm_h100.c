/* SPDX-License-Identifier: MIT */
/* check_gemm_h100.c -- plain Triton GEMMs recorded on an H100
 * (validation/data/gemm-h100, recorded by validation/device/gemm/) against
 * mmaemu_matmul from the tile config alone: every output element, bit for
 * bit.  The inputs are regenerated (mmaemu_recording_input) and proven by
 * the manifest's checksums; the expected outputs are the device's. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

#ifndef MMAEMU_VALDATA
#define MMAEMU_VALDATA "validation/data"
#endif

static json_t *manifest;

static void load_manifest(void)
{
    char path[1024];
    json_error_t e;
    snprintf(path, sizeof path, "%s/gemm-h100/manifest.json", MMAEMU_VALDATA);
    manifest = json_load_file(path, 0, &e);
    ck_assert_msg(manifest != NULL, "%s: %s", path, e.text);
}

static mmaemu_format fmt_of(const char *name)
{
    mmaemu_format f;
    ck_assert_msg(!mmaemu_format_parse(name, &f), "format %s", name);
    return f;
}

static size_t jsize(json_t *o, const char *key)
{
    json_t *v = json_object_get(o, key);
    ck_assert_msg(json_is_integer(v), "manifest: %s", key);
    return (size_t)json_integer_value(v);
}

/* One regenerated input tensor (its logical C-order array), checked
 * against the manifest's FNV-1a. */
static void *gen_input(json_t *in, size_t *rows, size_t *cols, mmaemu_format *f)
{
    json_t *shape = json_object_get(in, "shape");
    *rows = (size_t)json_integer_value(json_array_get(shape, 0));
    *cols = (size_t)json_integer_value(json_array_get(shape, 1));
    *f = fmt_of(json_string_value(json_object_get(in, "format")));
    const size_t n = *rows * *cols, w = (size_t)mmaemu_format_get(*f)->width / 8;
    unsigned char *v = malloc(n * w);
    const uint64_t seed = jsize(in, "seed");
    const unsigned tid = (unsigned)jsize(in, "tensor_id");
    for (size_t i = 0; i < n; i++) {
        uint32_t x = mmaemu_recording_input(seed, tid, i, *f);
        memcpy(v + i * w, &x, w);   /* little-endian words */
    }
    char hex[20];
    snprintf(hex, sizeof hex, "%016llx", (unsigned long long)mmaemu_fnv1a64(v, n * w));
    ck_assert_str_eq(hex, json_string_value(json_object_get(in, "fnv1a64")));
    return v;
}

static mmaemu_epilogue epilogue_of(const char *out)
{
    return !strcmp(out, "bf16") ? MMAEMU_EPI_BF16 : !strcmp(out, "fp16") ? MMAEMU_EPI_FP16
                                                                         : MMAEMU_EPI_NONE;
}

/* The recorded output as 16- or 32-bit patterns. */
static void *load_output(json_t *c, size_t *count)
{
    char path[1024], err[1024];
    json_t *o = json_object_get(c, "output");
    snprintf(path, sizeof path, "%s/gemm-h100/%s", MMAEMU_VALDATA,
             json_string_value(json_object_get(o, "file")));
    mmaemu_npy a;
    ck_assert_msg(!mmaemu_tensor_read(path, &a, NULL, err, sizeof err), "%s", err);
    *count = a.count;
    return a.data;
}

/* D = epilogue(A B) for one Triton tile config; A (m, k) and B given by
 * their storage ("kn": (k, n) row-major; "nk": (n, k) row-major). */
static int run_tile(const mmaemu_model_spec *spec, const mmaemu_triton_config *tc, mmaemu_format in,
                    mmaemu_epilogue out, size_t m, size_t n, size_t k, const void *a,
                    const void *b, int b_nk, void *d, char *err, size_t errlen)
{
    mmaemu_matmul mm = {0};
    mm.model = *spec;
    mm.in = in;
    mm.acc = MMAEMU_FP32;
    mm.out = out;
    mm.triton = tc;
    mm.batch = 1, mm.m = m, mm.n = n, mm.k = k;
    mm.a = (mmaemu_mat){a, 0, (ptrdiff_t)k, 1};
    mm.b = b_nk ? (mmaemu_mat){b, 0, 1, (ptrdiff_t)k} : (mmaemu_mat){b, 0, (ptrdiff_t)n, 1};
    mm.d = d, mm.d_si = (ptrdiff_t)n, mm.d_sj = 1;
    return mmaemu_matmul_run(&mm, NULL, 0, err, errlen);
}

static size_t count_diff(const void *x, const void *y, size_t n, size_t w)
{
    size_t d = 0;
    for (size_t i = 0; i < n; i++)
        d += memcmp((const char *)x + i * w, (const char *)y + i * w, w) != 0;
    return d;
}

static void tile_config(json_t *c, const char *bn, const char *bk, mmaemu_triton_config *tc)
{
    char text[160], err[256];
    snprintf(text, sizeof text, "BLOCK_M=%zu BLOCK_N=%zu BLOCK_K=%zu num_warps=%zu num_stages=%zu",
             jsize(c, "BLOCK_M"), jsize(c, bn), jsize(c, bk), jsize(c, "num_warps"),
             jsize(c, "num_stages"));
    ck_assert_msg(!mmaemu_triton_config_parse(text, tc, err, sizeof err), "%s", err);
}

static const char *case_name(json_t *c)
{
    return json_string_value(json_object_get(c, "name"));
}

/* A matmul_kernel case: returns elements that differ. */
static size_t check_matmul(json_t *c, const mmaemu_model_spec *spec)
{
    json_t *ins = json_object_get(c, "inputs");
    size_t ra, ca, rb, cb, count;
    mmaemu_format fa, fb;
    void *a = gen_input(json_object_get(ins, "A"), &ra, &ca, &fa);
    void *b = gen_input(json_object_get(ins, "B"), &rb, &cb, &fb);
    const int b_nk = !strcmp(json_string_value(json_object_get(c, "b_layout")), "nk");
    const size_t m = jsize(c, "M"), n = jsize(c, "N"), k = jsize(c, "K");
    const mmaemu_epilogue out = epilogue_of(json_string_value(json_object_get(c, "out")));
    mmaemu_triton_config tc;
    tile_config(c, "BLOCK_N", "BLOCK_K", &tc);
    const char *prec = json_string_value(json_object_get(c, "input_precision"));
    tc.ieee = prec && !strcmp(prec, "ieee");
    void *got = load_output(c, &count);
    ck_assert_uint_eq(count, m * n);
    const size_t w = out == MMAEMU_EPI_NONE ? 4 : 2;
    void *d = calloc(m * n, w);
    char err[512];
    /* input_precision=ieee: Triton's FMA dot, one fma.rn.f32 per k */
    int rc = run_tile(spec, &tc, fa, out, m, n, k, a, b, b_nk, d, err, sizeof err);
    ck_assert_msg(!rc, "%s: %s", case_name(c), err);
    const size_t differ = count_diff(d, got, m * n, w);
    free(a), free(b), free(d), free(got);
    return differ;
}

/* A chained_kernel case: P = A B (fp32), O = bf16/fp16(P) C over BLOCK_N1. */
static size_t check_chained(json_t *c, const mmaemu_model_spec *spec)
{
    json_t *ins = json_object_get(c, "inputs");
    size_t ra, ca, rb, cb, rc_, cc, count;
    mmaemu_format fa, fb, fc;
    void *a = gen_input(json_object_get(ins, "A"), &ra, &ca, &fa);
    void *b = gen_input(json_object_get(ins, "B"), &rb, &cb, &fb);
    void *cm = gen_input(json_object_get(ins, "C"), &rc_, &cc, &fc);
    const size_t m = ra, k1 = ca, n1 = cb, n2 = cc;
    mmaemu_triton_config t1, t2;
    tile_config(c, "BLOCK_N1", "BLOCK_K", &t1);
    tile_config(c, "BLOCK_N2", "BLOCK_N1", &t2);
    uint16_t *p = calloc(m * n1, 2);
    uint32_t *o = calloc(m * n2, 4);
    char err[512];
    const mmaemu_epilogue cast = fa == MMAEMU_BF16 ? MMAEMU_EPI_BF16 : MMAEMU_EPI_FP16;
    ck_assert_msg(!run_tile(spec, &t1, fa, cast, m, n1, k1, a, b, 0, p, err, sizeof err), "%s", err);
    ck_assert_msg(!run_tile(spec, &t2, fa, MMAEMU_EPI_NONE, m, n2, n1, p, cm, 0, o, err, sizeof err),
                  "%s", err);
    uint32_t *got = load_output(c, &count);
    ck_assert_uint_eq(count, m * n2);
    size_t differ = count_diff(o, got, m * n2, 4);
    free(a), free(b), free(cm), free(p), free(o), free(got);
    return differ;
}

START_TEST(test_triton_cases)
{
    load_manifest();
    mmaemu_model_spec spec;
    char err[256];
    ck_assert(!mmaemu_model_spec_parse("sm90", &spec, err, sizeof err));
    json_t *cases = json_object_get(manifest, "cases"), *c;
    size_t i, n_cases = 0, bad = 0;
    json_array_foreach(cases, i, c) {
        const char *kernel = json_string_value(json_object_get(c, "kernel"));
        size_t differ;
        if (!strcmp(kernel, "matmul"))
            differ = check_matmul(c, &spec);
        else if (!strcmp(kernel, "chained"))
            differ = check_chained(c, &spec);
        else
            continue;   /* cuBLAS cases: tests/validation/check_infer_schedule.c */
        n_cases++;
        if (differ) {
            fprintf(stderr, "%s: %zu elements differ\n", case_name(c), differ);
            bad++;
        }
    }
    ck_assert_uint_eq(n_cases, 18);
    ck_assert_uint_eq(bad, 0);
    json_decref(manifest);
}
END_TEST

/* --dump DIR: each Triton case's inputs as .npy files (DIR/NAME.a.npy,
 * .b.npy, .c.npy) and one line per case in DIR/cases.txt, for
 * tests/cli/gemm_h100.sh to run through `mmaemu gemm`:
 *   NAME KERNEL IN OUT B_LAYOUT BLOCK_M BLOCK_N BLOCK_K NUM_WARPS PRECISION
 * (chained: BLOCK_N is BLOCK_N1 and BLOCK_K of the first dot, then BLOCK_N2). */
static mmaemu_npy_dtype npy_dtype(mmaemu_format f)
{
    return f == MMAEMU_FP32 ? MMAEMU_NPY_F32 : f == MMAEMU_FP16 ? MMAEMU_NPY_F16
           : mmaemu_format_get(f)->width == 8 ? MMAEMU_NPY_U8 : MMAEMU_NPY_U16;
}

static int dump_input(const char *dir, const char *name, const char *which, json_t *in)
{
    char path[2048], err[1024];
    size_t rows, cols;
    mmaemu_format f;
    void *v = gen_input(in, &rows, &cols, &f);
    mmaemu_npy a = {npy_dtype(f), 2, {rows, cols}, rows * cols, v};
    snprintf(path, sizeof path, "%s/%s.%s.npy", dir, name, which);
    int rc = mmaemu_npy_write(path, &a, err, sizeof err);
    if (rc)
        fprintf(stderr, "%s\n", err);
    free(v);
    return rc;
}

static const char *dump_dir;

START_TEST(test_dump)
{
    const char *dir = dump_dir;
    char path[2048];
    load_manifest();
    snprintf(path, sizeof path, "%s/cases.txt", dir);
    FILE *list = fopen(path, "w");
    json_t *c;
    size_t i;
    int rc = !list;
    json_array_foreach(json_object_get(manifest, "cases"), i, c) {
        const char *kernel = json_string_value(json_object_get(c, "kernel"));
        const int chained = !strcmp(kernel, "chained");
        if (rc || (strcmp(kernel, "matmul") && !chained))
            continue;
        json_t *ins = json_object_get(c, "inputs");
        const char *prec = json_string_value(json_object_get(c, "input_precision"));
        const char *bl = json_string_value(json_object_get(c, "b_layout"));
        rc = dump_input(dir, case_name(c), "a", json_object_get(ins, "A")) ||
             dump_input(dir, case_name(c), "b", json_object_get(ins, "B")) ||
             (chained && dump_input(dir, case_name(c), "c", json_object_get(ins, "C")));
        fprintf(list, "%s %s %s %s %s %zu %zu %zu %zu %s %zu\n", case_name(c), kernel,
                json_string_value(json_object_get(c, "in_fmt")),
                json_string_value(json_object_get(c, "out")), bl ? bl : "kn", jsize(c, "BLOCK_M"),
                jsize(c, chained ? "BLOCK_N1" : "BLOCK_N"), jsize(c, "BLOCK_K"),
                jsize(c, "num_warps"), prec ? prec : "tf32", chained ? jsize(c, "BLOCK_N2") : 0);
    }
    if (list && fclose(list))
        rc = 1;
    json_decref(manifest);
    ck_assert_msg(!rc, "%s: could not write the inputs", dir);
}
END_TEST

int main(int argc, char **argv)
{
    Suite *s = suite_create("gemm-h100");
    TCase *tc = tcase_create("triton");
    tcase_set_timeout(tc, 0);
    if (argc == 3 && !strcmp(argv[1], "--dump")) {
        dump_dir = argv[2];
        tcase_add_test(tc, test_dump);
    } else {
        tcase_add_test(tc, test_triton_cases);
    }
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
