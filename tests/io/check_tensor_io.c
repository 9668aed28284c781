/* SPDX-License-Identifier: MIT */
/* check_tensor_io.c -- the tensor files (io/npy.c, io/safetensors.c):
 * mmaemu_tensor_read, mmaemu_tensor_read_bf16, mmaemu_safetensors_read,
 * the dtypes mmaemu_npy_read takes, mapped reads (mmaemu_tensor_map_checked),
 * and the .npy writer, whole and in pieces (mmaemu_npy_stream).
 *
 * Every file here is written byte by byte from the published formats, not
 * by the code under test: .npy version 1.0 (magic "\x93NUMPY", 1, 0, a
 * little-endian u16 header length, a Python dict literal padded with spaces
 * to a multiple of 64 and ended by '\n', then the data), and safetensors (a
 * little-endian u64 header length N, N bytes of JSON, the byte buffer).  One
 * file is the byte string of the reference implementation's own
 * serialization test (huggingface/safetensors, tensor.rs). */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "mmaemu.h"
#include "testutil.h"

#define tmp test_tmp_path

static void write_bytes(const char *path, const void *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    ck_assert_msg(f != NULL, "cannot create %s", path);
    ck_assert_uint_eq(fwrite(p, 1, n, f), n);
    ck_assert_int_eq(fclose(f), 0);
}

/* A .npy v1.0 image into buf: the header dict numpy writes for DESCR and
 * SHAPE as numpy spells them ("<i2", "(2, 3)"), then N data bytes; returns
 * its length. */
static size_t npy_image(unsigned char *buf, size_t cap, const char *descr, const char *shape,
                        const void *data, size_t n)
{
    char dict[128];
    snprintf(dict, sizeof dict, "{'descr': '%s', 'fortran_order': False, 'shape': %s, }", descr,
             shape);
    size_t dl = strlen(dict);
    size_t hlen = dl + 1;             /* the dict and '\n' */
    hlen += (64 - (10 + hlen) % 64) % 64; /* spaces before the '\n' */
    ck_assert(10 + hlen + n <= cap);
    memcpy(buf, "\x93NUMPY\x01\x00", 8);
    buf[8] = (unsigned char)(hlen & 0xff);
    buf[9] = (unsigned char)(hlen >> 8);
    memcpy(buf + 10, dict, dl);
    memset(buf + 10 + dl, ' ', hlen - dl - 1);
    buf[10 + hlen - 1] = '\n';
    memcpy(buf + 10 + hlen, data, n);
    return 10 + hlen + n;
}

/* That image as NAME in the scratch folder, whose path goes to p. */
static void npy_file(char *p, size_t plen, const char *name, const char *descr, const char *shape,
                     const void *data, size_t n)
{
    unsigned char buf[4096];
    tmp(name, p, plen);
    write_bytes(p, buf, npy_image(buf, sizeof buf, descr, shape, data, n));
}

/* A safetensors file: the u64 header length given as hlen_field, the JSON
 * header as it is, then n data bytes. */
static void st_raw(const char *path, unsigned long long hlen_field, const char *json,
                   const void *data, size_t n)
{
    size_t jl = strlen(json);
    unsigned char *buf = malloc(8 + jl + n + 1);
    ck_assert(buf != NULL);
    for (int i = 0; i < 8; i++)
        buf[i] = (unsigned char)(hlen_field >> (8 * i));
    memcpy(buf + 8, json, jl);
    if (n)
        memcpy(buf + 8 + jl, data, n);
    write_bytes(path, buf, 8 + jl + n);
    free(buf);
}

/* As the reference writer does: the JSON padded with spaces to a multiple
 * of 8 bytes, its true length in front. */
static void st_file(const char *path, const char *json, const void *data, size_t n)
{
    char hdr[4096];
    size_t jl = strlen(json), pad = (8 - jl % 8) % 8;
    ck_assert(jl + pad < sizeof hdr);
    memcpy(hdr, json, jl);
    memset(hdr + jl, ' ', pad);
    hdr[jl + pad] = '\0';
    st_raw(path, jl + pad, hdr, data, n);
}

static int zeroed(const mmaemu_npy *a)
{
    mmaemu_npy z;
    memset(&z, 0, sizeof z);
    return !memcmp(a, &z, sizeof z);
}

/* SPEC must fail with an error that names FILE, contains WHAT (and WHAT2
 * unless NULL), is one line, and leaves nothing behind. */
static void expect_err_at(int line, const char *spec, const char *file, const char *what,
                          const char *what2)
{
    char err[1024];
    mmaemu_npy a;
    mmaemu_tensor_kind k = MMAEMU_TENSOR_FP64;
    memset(&a, 0x5a, sizeof a);
    int rc = mmaemu_tensor_read(spec, &a, &k, err, sizeof err);
    ck_assert_msg(rc == -1, "line %d: %s read without error", line, spec);
    ck_assert_msg(zeroed(&a), "line %d: %s: output not zeroed on error", line, spec);
    ck_assert_msg(k == MMAEMU_TENSOR_FP64, "line %d: kind set on error", line);
    ck_assert_msg(!strncmp(err, file, strlen(file)) && err[strlen(file)] == ':',
                  "line %d: error does not start with the path %s: %s", line, file, err);
    ck_assert_msg(strstr(err, what), "line %d: error lacks \"%s\": %s", line, what, err);
    ck_assert_msg(!what2 || strstr(err, what2), "line %d: error lacks \"%s\": %s", line, what2, err);
    ck_assert_msg(!strchr(err, '\n') && !strchr(err, '\r'), "line %d: error has a newline: %s", line,
                  err);
}
#define expect_err(spec, file, what, what2) expect_err_at(__LINE__, spec, file, what, what2)

/* Read SPEC and require kind, dtype, shape (ndim dims) and the data bytes. */
static void expect_ok_at(int line, const char *spec, mmaemu_tensor_kind kind, mmaemu_npy_dtype dt,
                         int ndim, const size_t *shape, const void *data, size_t nbytes)
{
    char err[1024];
    mmaemu_npy a;
    mmaemu_tensor_kind k;
    ck_assert_msg(!mmaemu_tensor_read(spec, &a, &k, err, sizeof err), "line %d: %s", line, err);
    ck_assert_msg(k == kind, "line %d: %s: kind %d, want %d", line, spec, (int)k, (int)kind);
    ck_assert_msg(a.dtype == dt, "line %d: %s: dtype %d, want %d", line, spec, (int)a.dtype, (int)dt);
    ck_assert_msg(a.ndim == ndim, "line %d: %s: ndim %d, want %d", line, spec, a.ndim, ndim);
    size_t count = 1;
    for (int i = 0; i < ndim; i++) {
        ck_assert_msg(a.shape[i] == shape[i], "line %d: %s: dim %d is %zu, want %zu", line, spec, i,
                      a.shape[i], shape[i]);
        count *= shape[i];
    }
    ck_assert_uint_eq(a.count, count);
    size_t es = dt == MMAEMU_NPY_U8    ? 1
                : dt == MMAEMU_NPY_U16 ? 2
                : dt == MMAEMU_NPY_F32 || dt == MMAEMU_NPY_I32 ? 4
                                                              : 8;
    ck_assert_uint_eq(count * es, nbytes);
    ck_assert(a.data != NULL);
    ck_assert_msg(!nbytes || !memcmp(a.data, data, nbytes), "line %d: %s: data differ", line, spec);
    mmaemu_npy_free(&a);
}
#define expect_ok(spec, kind, dt, ndim, shape, data, n) \
    expect_ok_at(__LINE__, spec, kind, dt, ndim, shape, data, n)

/* Host values from little-endian bytes, to compare with the reader's. */
static uint16_t le16(const unsigned char *p) { return (uint16_t)(p[0] | p[1] << 8); }

/* ---------------------------------------------------------------- .npy */

START_TEST(npy_int16_fp16_bf16)
{
    char p[128], err[1024];
    mmaemu_npy a;
    /* int16 -1, 1, -32768, 32767, 0, 16256 (0x3f80) as '<i2' bytes. */
    static const unsigned char i2[12] = {0xff, 0xff, 0x01, 0x00, 0x00, 0x80,
                                         0xff, 0x7f, 0x00, 0x00, 0x80, 0x3f};
    const uint16_t i2v[6] = {0xffff, 0x0001, 0x8000, 0x7fff, 0x0000, 0x3f80};
    const size_t s23[2] = {2, 3};
    npy_file(p, sizeof p, "i2.npy", "<i2", "(2, 3)", i2, sizeof i2);
    expect_ok(p, MMAEMU_TENSOR_BITS16, MMAEMU_NPY_U16, 2, s23, i2v, sizeof i2v);
    for (int i = 0; i < 6; i++)
        ck_assert_uint_eq(le16(i2 + 2 * i), i2v[i]);
    /* The kind-less reader takes int16 as 16-bit patterns too. */
    ck_assert_msg(!mmaemu_npy_read(p, &a, err, sizeof err), "%s", err);
    ck_assert_int_eq(a.dtype, MMAEMU_NPY_U16);
    ck_assert_uint_eq(((uint16_t *)a.data)[2], 0x8000);
    mmaemu_npy_free(&a);
    /* And bf16-wise it is fine for mmaemu_tensor_read_bf16. */
    ck_assert_msg(!mmaemu_tensor_read_bf16(p, 2, s23, &a, err, sizeof err), "%s", err);
    mmaemu_npy_free(&a);

    /* float16 1.0, -2.0, +inf. */
    static const unsigned char f2[6] = {0x00, 0x3c, 0x00, 0xc0, 0x00, 0x7c};
    const uint16_t f2v[3] = {0x3c00, 0xc000, 0x7c00};
    const size_t s3[1] = {3};
    npy_file(p, sizeof p, "f2.npy", "<f2", "(3,)", f2, sizeof f2);
    expect_ok(p, MMAEMU_TENSOR_FP16, MMAEMU_NPY_U16, 1, s3, f2v, sizeof f2v);
    /* mmaemu_npy_read cannot say the format, so it refuses typed fp16. */
    memset(&a, 0x5a, sizeof a);
    ck_assert(mmaemu_npy_read(p, &a, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, p) && strstr(err, "'<f2'") && strstr(err, "float16") &&
                      !strchr(err, '\n'),
                  "%s", err);
    ck_assert(zeroed(&a));
    /* ... and mmaemu_tensor_read_bf16 reports what it found. */
    ck_assert(mmaemu_tensor_read_bf16(p, 1, s3, &a, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, p) && strstr(err, "fp16 (3,)") && strstr(err, "expected bf16 (3,)"),
                  "%s", err);
    ck_assert(zeroed(&a));

    /* np.save of an ml_dtypes.bfloat16 array: descr '<V2' (dtype.str of a
     * kind-'V' legacy user dtype).  bf16 1.0, -2.0, 0.5, 3.0. */
    static const unsigned char bf[8] = {0x80, 0x3f, 0x00, 0xc0, 0x00, 0x3f, 0x40, 0x40};
    const uint16_t bfv[4] = {0x3f80, 0xc000, 0x3f00, 0x4040};
    const size_t s22[2] = {2, 2};
    npy_file(p, sizeof p, "bf16.npy", "<V2", "(2, 2)", bf, sizeof bf);
    expect_ok(p, MMAEMU_TENSOR_BF16, MMAEMU_NPY_U16, 2, s22, bfv, sizeof bfv);
    ck_assert_msg(!mmaemu_tensor_read_bf16(p, 2, s22, &a, err, sizeof err), "%s", err);
    ck_assert_uint_eq(((uint16_t *)a.data)[3], 0x4040);
    mmaemu_npy_free(&a);
    ck_assert(mmaemu_npy_read(p, &a, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, "bfloat16"), "%s", err);
    /* The wrong shape names both. */
    const size_t s4[1] = {4};
    ck_assert(mmaemu_tensor_read_bf16(p, 1, s4, &a, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, p) && strstr(err, "is bf16 (2, 2), expected bf16 (4,)"), "%s", err);
    ck_assert(zeroed(&a));
    /* The same array loaded by np.load and saved again: '|V2'. */
    npy_file(p, sizeof p, "v2.npy", "|V2", "(4,)", bf, sizeof bf);
    expect_ok(p, MMAEMU_TENSOR_BF16, MMAEMU_NPY_U16, 1, s4, bfv, sizeof bfv);

    /* gzip-compressed (zlib's gzwrite of the same bytes). */
    unsigned char img[512];
    size_t n = npy_image(img, sizeof img, "<V2", "(4,)", bf, sizeof bf);
    tmp("bf16.npy.gz", p, sizeof p);
    gzFile g = gzopen(p, "wb9");
    ck_assert(g != NULL);
    ck_assert_int_eq(gzwrite(g, img, (unsigned)n), (int)n);
    ck_assert_int_eq(gzclose(g), Z_OK);
    expect_ok(p, MMAEMU_TENSOR_BF16, MMAEMU_NPY_U16, 1, s4, bfv, sizeof bfv);
}
END_TEST

START_TEST(npy_other_dtypes)
{
    char p[128];
    /* float32 1.0, -0.5; float64 2.0; uint16 patterns. */
    static const unsigned char f4[8] = {0, 0, 0x80, 0x3f, 0, 0, 0, 0xbf};
    const uint32_t f4v[2] = {0x3f800000u, 0xbf000000u};
    static const unsigned char f8[8] = {0, 0, 0, 0, 0, 0, 0, 0x40};
    const uint64_t f8v[1] = {0x4000000000000000ull};
    static const unsigned char u2[4] = {0x34, 0x12, 0xcd, 0xab};
    const uint16_t u2v[2] = {0x1234, 0xabcd};
    const size_t s2[1] = {2}, s11[2] = {1, 1}, s21[2] = {2, 1};
    npy_file(p, sizeof p, "f4.npy", "<f4", "(2,)", f4, sizeof f4);
    expect_ok(p, MMAEMU_TENSOR_FP32, MMAEMU_NPY_F32, 1, s2, f4v, sizeof f4v);
    npy_file(p, sizeof p, "f8.npy", "<f8", "(1, 1)", f8, sizeof f8);
    expect_ok(p, MMAEMU_TENSOR_FP64, MMAEMU_NPY_F64, 2, s11, f8v, sizeof f8v);
    npy_file(p, sizeof p, "u2.npy", "<u2", "(2, 1)", u2, sizeof u2);
    expect_ok(p, MMAEMU_TENSOR_BITS16, MMAEMU_NPY_U16, 2, s21, u2v, sizeof u2v);
    /* Refused dtypes; fewer data bytes than the shape needs. */
    static const struct { const char *name, *descr, *shape, *what; } refused[] = {
        {"be.npy", ">f2", "(2,)", "unsupported dtype '>f2'"},
        {"v4.npy", "<V4", "(1,)", "unsupported dtype '<V4'"},
        {"u4.npy", "<u4", "(1,)", "unsupported dtype '<u4'"},
        {"short.npy", "<f2", "(3,)", "truncated data"},
    };
    for (size_t i = 0; i < TEST_N(refused); i++) {
        npy_file(p, sizeof p, refused[i].name, refused[i].descr, refused[i].shape, u2, sizeof u2);
        expect_err(p, p, refused[i].what, NULL);
    }
    tmp("missing.npy", p, sizeof p);
    expect_err(p, p, "cannot open", NULL);
}
END_TEST

/* uint8 (fp8 patterns), int8 and int32 are read by mmaemu_tensor_read only;
 * int32 is written as '<i4', float16 as '<f2' (the bytes checked against
 * the format, then read back). */
START_TEST(npy_u1_and_f2_write)
{
    char p[128], err[1024];
    mmaemu_npy a;
    static const unsigned char u1[3] = {0x00, 0x38, 0xff};
    const size_t s3[1] = {3}, s12[2] = {1, 2};
    npy_file(p, sizeof p, "u1.npy", "|u1", "(3,)", u1, sizeof u1);
    expect_ok(p, MMAEMU_TENSOR_BITS8, MMAEMU_NPY_U8, 1, s3, u1, sizeof u1);
    ck_assert_str_eq(mmaemu_tensor_kind_name(MMAEMU_TENSOR_BITS8), "8-bit patterns");
    memset(&a, 0x5a, sizeof a);
    ck_assert(mmaemu_npy_read(p, &a, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, p) && strstr(err, "'|u1'") && strstr(err, "uint8"), "%s", err);
    ck_assert(zeroed(&a));

    /* int8 ('|i1') as its bytes, int32 ('<i4') as int32: mmaemu_tensor_read only */
    static const unsigned char i1[3] = {0x80, 0x00, 0x7f};
    npy_file(p, sizeof p, "i1.npy", "|i1", "(3,)", i1, sizeof i1);
    expect_ok(p, MMAEMU_TENSOR_INT8, MMAEMU_NPY_U8, 1, s3, i1, sizeof i1);
    ck_assert_str_eq(mmaemu_tensor_kind_name(MMAEMU_TENSOR_INT8), "int8");
    ck_assert(mmaemu_npy_read(p, &a, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, p) && strstr(err, "'|i1'") && strstr(err, "int8"), "%s", err);
    const int32_t i4[2] = {INT32_MIN, 7};
    static const unsigned char i4le[8] = {0, 0, 0, 0x80, 7, 0, 0, 0};
    npy_file(p, sizeof p, "i4.npy", "<i4", "(1, 2)", i4le, sizeof i4le);
    expect_ok(p, MMAEMU_TENSOR_INT32, MMAEMU_NPY_I32, 2, s12, i4, sizeof i4);
    ck_assert_str_eq(mmaemu_tensor_kind_name(MMAEMU_TENSOR_INT32), "int32");
    mmaemu_npy w4 = {MMAEMU_NPY_I32, 2, {1, 2}, 2, (void *)i4};
    tmp("w32.npy", p, sizeof p);
    ck_assert_msg(!mmaemu_npy_write(p, &w4, err, sizeof err), "%s", err);
    expect_ok(p, MMAEMU_TENSOR_INT32, MMAEMU_NPY_I32, 2, s12, i4, sizeof i4);

    /* float16 1.0, -2.0 written: descr '<f2', little-endian data. */
    uint16_t h[2] = {0x3c00, 0xc000};
    mmaemu_npy w = {MMAEMU_NPY_F16, 2, {1, 2}, 2, h};
    tmp("w16.npy", p, sizeof p);
    ck_assert_msg(!mmaemu_npy_write(p, &w, err, sizeof err), "%s", err);
    unsigned char want[256], got[256];
    static const unsigned char le[4] = {0x00, 0x3c, 0x00, 0xc0};
    size_t n = npy_image(want, sizeof want, "<f2", "(1, 2)", le, 4);
    FILE *f = fopen(p, "rb");
    ck_assert(f != NULL);
    ck_assert_uint_eq(fread(got, 1, sizeof got, f), n);
    fclose(f);
    ck_assert(!memcmp(got, want, n));
    expect_ok(p, MMAEMU_TENSOR_FP16, MMAEMU_NPY_U16, 2, s12, h, sizeof h);
}
END_TEST

/* The writer: what it writes reads back, in numpy's own header layout;
 * and the reader's refusals of damaged files. */
START_TEST(npy_roundtrip_and_errors)
{
    char err[512], path[256], gzpath[264];
    tmp("rt.npy", path, sizeof path);
    snprintf(gzpath, sizeof gzpath, "%s.gz", path);
    uint16_t h[6] = {1, 2, 3, 0xffff, 0x8000, 7};
    uint32_t f[3] = {0x3f800000u, 0xbf800000u, 0x7fc00000u};
    mmaemu_npy a = {MMAEMU_NPY_U16, 2, {2, 3}, 6, h};
    mmaemu_npy b = {MMAEMU_NPY_F32, 1, {3}, 3, f};
    mmaemu_npy r;
    const size_t s23[2] = {2, 3}, s3[1] = {3}, s32[2] = {3, 2};
    ck_assert_msg(!mmaemu_npy_write(gzpath, &a, err, sizeof err), "%s", err);
    ck_assert_msg(!mmaemu_npy_read_expect(gzpath, MMAEMU_NPY_U16, 2, s23, &r, err, sizeof err), "%s", err);
    ck_assert(!memcmp(r.data, h, sizeof h));
    mmaemu_npy_free(&r);
    ck_assert(mmaemu_npy_read_expect(gzpath, MMAEMU_NPY_U16, 2, s32, &r, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, gzpath) && strstr(err, "expected"), "%s", err);
    ck_assert_msg(!mmaemu_npy_write(path, &b, err, sizeof err), "%s", err);
    ck_assert_msg(!mmaemu_npy_read_expect(path, MMAEMU_NPY_F32, 1, s3, &r, err, sizeof err), "%s", err);
    ck_assert(!memcmp(r.data, f, sizeof f));
    mmaemu_npy_free(&r);
    /* Header must be what numpy writes: 64-byte aligned, "(3,)". */
    FILE *fp = fopen(path, "rb");
    char buf[256];
    size_t n = fread(buf, 1, sizeof buf, fp);
    fclose(fp);
    ck_assert_uint_eq(n, 128 + 12);
    ck_assert(memmem(buf, n, "'shape': (3,), }", 16) != NULL);
    /* Truncated data. */
    fp = fopen(path, "wb");
    fwrite(buf, 1, n - 2, fp);
    fclose(fp);
    ck_assert(mmaemu_npy_read(path, &r, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, path) && strstr(err, "truncated data") && !strchr(err, '\n'), "%s", err);
    /* Truncated header, bad magic, missing file. */
    fp = fopen(path, "wb");
    fwrite(buf, 1, 40, fp);
    fclose(fp);
    ck_assert(mmaemu_npy_read(path, &r, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, "truncated header"), "%s", err);
    fp = fopen(path, "wb");
    fputs("hello world, not numpy", fp);
    fclose(fp);
    ck_assert(mmaemu_npy_read(path, &r, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, "bad magic"), "%s", err);
    remove(path);
    remove(gzpath);
    ck_assert(mmaemu_npy_read(path, &r, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, "cannot open"), "%s", err);
}
END_TEST

/* ---------------------------------------------------------------- safetensors */

START_TEST(st_reference_bytes)
{
    /* huggingface/safetensors tensor.rs test_serialization: "attn.0", F32
     * [1, 2, 3] = 0..5, header 64 bytes. */
    static const unsigned char ref[] = {
        64,  0,   0,   0,   0,   0,   0,   0,   123, 34,  97,  116, 116, 110, 46,  48,  34,  58,
        123, 34,  100, 116, 121, 112, 101, 34,  58,  34,  70,  51,  50,  34,  44,  34,  115, 104,
        97,  112, 101, 34,  58,  91,  49,  44,  50,  44,  51,  93,  44,  34,  100, 97,  116, 97,
        95,  111, 102, 102, 115, 101, 116, 115, 34,  58,  91,  48,  44,  50,  52,  93,  125, 125,
        0,   0,   0,   0,   0,   0,   128, 63,  0,   0,   0,   64,  0,   0,   64,  64,  0,   0,
        128, 64,  0,   0,   160, 64};
    const uint32_t v[6] = {0, 0x3f800000u, 0x40000000u, 0x40400000u, 0x40800000u, 0x40a00000u};
    const size_t s[3] = {1, 2, 3};
    char p[128], spec[160];
    tmp("ref.safetensors", p, sizeof p);
    write_bytes(p, ref, sizeof ref);
    expect_ok(p, MMAEMU_TENSOR_FP32, MMAEMU_NPY_F32, 3, s, v, sizeof v);
    snprintf(spec, sizeof spec, "%s:attn.0", p);
    expect_ok(spec, MMAEMU_TENSOR_FP32, MMAEMU_NPY_F32, 3, s, v, sizeof v);
    snprintf(spec, sizeof spec, "%s:attn.1", p);
    expect_err(spec, p, "no tensor 'attn.1'", "'attn.0'");
}
END_TEST

START_TEST(st_several_tensors)
{
    /* File order differs from offset order; names with '.' and ':'. */
    const char *json =
        "{\"__metadata__\":{\"format\":\"pt\"},"
        "\"s\":{\"dtype\":\"F64\",\"shape\":[],\"data_offsets\":[16,24]},"
        "\"a.weight\":{\"dtype\":\"BF16\",\"shape\":[2,3],\"data_offsets\":[0,12]},"
        "\"b:c\":{\"dtype\":\"F16\",\"shape\":[2],\"data_offsets\":[12,16]},"
        "\"z\":{\"dtype\":\"I16\",\"shape\":[0,4],\"data_offsets\":[24,24]},"
        "\"u\":{\"dtype\":\"U16\",\"shape\":[1],\"data_offsets\":[24,26]},"
        "\"q\":{\"dtype\":\"U8\",\"shape\":[2],\"data_offsets\":[26,28]},"
        "\"bo\":{\"dtype\":\"BOOL\",\"shape\":[2],\"data_offsets\":[28,30]},"
        "\"e\":{\"dtype\":\"F8_E5M2\",\"shape\":[2],\"data_offsets\":[30,32]},"
        "\"i\":{\"dtype\":\"I32\",\"shape\":[1],\"data_offsets\":[32,36]}}";
    static const unsigned char data[36] = {
        0x80, 0x3f, 0x00, 0x40, 0x40, 0x40, 0x80, 0x40, 0xa0, 0x40, 0xc0, 0x40, /* a.weight */
        0x00, 0x3c, 0x00, 0xbc,                                                 /* b:c */
        0, 0, 0, 0, 0, 0, 0xf0, 0x3f,                                           /* s = 1.0 */
        0xef, 0xbe,                                                             /* u */
        1, 2,                                                                   /* q */
        0, 1,                                                                   /* bo */
        0x3c, 0xfb,                                                             /* e */
        0xfe, 0xff, 0xff, 0xff};                                                /* i = -2 */
    const uint16_t av[6] = {0x3f80, 0x4000, 0x4040, 0x4080, 0x40a0, 0x40c0};
    const uint16_t bv[2] = {0x3c00, 0xbc00};
    const uint64_t sv[1] = {0x3ff0000000000000ull};
    const uint16_t uv[1] = {0xbeef};
    const size_t s23[2] = {2, 3}, s2[1] = {2}, s04[2] = {0, 4}, s1[1] = {1};
    char p[128], spec[200], err[1024];
    tmp("multi.safetensors", p, sizeof p);
    st_file(p, json, data, sizeof data);

    snprintf(spec, sizeof spec, "%s:a.weight", p);
    expect_ok(spec, MMAEMU_TENSOR_BF16, MMAEMU_NPY_U16, 2, s23, av, sizeof av);
    mmaemu_npy a;
    ck_assert_msg(!mmaemu_tensor_read_bf16(spec, 2, s23, &a, err, sizeof err), "%s", err);
    mmaemu_npy_free(&a);
    snprintf(spec, sizeof spec, "%s:b:c", p);
    expect_ok(spec, MMAEMU_TENSOR_FP16, MMAEMU_NPY_U16, 1, s2, bv, sizeof bv);
    ck_assert(mmaemu_tensor_read_bf16(spec, 1, s2, &a, err, sizeof err) == -1);
    ck_assert_msg(!strncmp(err, p, strlen(p)) && strstr(err, "fp16 (2,)") &&
                      strstr(err, "expected bf16 (2,)"),
                  "%s", err);
    snprintf(spec, sizeof spec, "%s:s", p);
    expect_ok(spec, MMAEMU_TENSOR_FP64, MMAEMU_NPY_F64, 0, NULL, sv, sizeof sv);
    snprintf(spec, sizeof spec, "%s:z", p);
    expect_ok(spec, MMAEMU_TENSOR_BITS16, MMAEMU_NPY_U16, 2, s04, NULL, 0);
    snprintf(spec, sizeof spec, "%s:u", p);
    expect_ok(spec, MMAEMU_TENSOR_BITS16, MMAEMU_NPY_U16, 1, s1, uv, sizeof uv);
    /* The direct entry point, name separate. */
    mmaemu_tensor_kind k;
    ck_assert_msg(!mmaemu_safetensors_read(p, "b:c", &a, &k, err, sizeof err), "%s", err);
    ck_assert_int_eq(k, MMAEMU_TENSOR_FP16);
    mmaemu_npy_free(&a);
    /* 8-bit tensors as bytes (U8 patterns, F8_E5M2 naming its format), I32
     * as int32; a BOOL tensor is validated but not read. */
    const uint8_t qv[2] = {1, 2}, ev[2] = {0x3c, 0xfb};
    const int32_t iv[1] = {-2};
    snprintf(spec, sizeof spec, "%s:q", p);
    expect_ok(spec, MMAEMU_TENSOR_BITS8, MMAEMU_NPY_U8, 1, s2, qv, sizeof qv);
    snprintf(spec, sizeof spec, "%s:e", p);
    expect_ok(spec, MMAEMU_TENSOR_E5M2, MMAEMU_NPY_U8, 1, s2, ev, sizeof ev);
    ck_assert_str_eq(mmaemu_tensor_kind_name(MMAEMU_TENSOR_E5M2), "e5m2");
    snprintf(spec, sizeof spec, "%s:i", p);
    expect_ok(spec, MMAEMU_TENSOR_INT32, MMAEMU_NPY_I32, 1, s1, iv, sizeof iv);
    snprintf(spec, sizeof spec, "%s:bo", p);
    expect_err(spec, p, "tensor 'bo': dtype BOOL is not supported", NULL);
    /* Several tensors and no name: all named, in file order. */
    expect_err(p, p, "holds 9 tensors ('s', 'a.weight', 'b:c', 'z', 'u', 'q', 'bo', 'e', 'i')", NULL);
    snprintf(spec, sizeof spec, "%s:nope", p);
    expect_err(spec, p, "no tensor 'nope'; it holds 's', 'a.weight', 'b:c', 'z', 'u', 'q', 'bo', 'e', 'i'",
               NULL);
}
END_TEST

/* One malformed file per row: NAME written with the u64 header length
 * HLEN (PADDED: the JSON space-padded to a multiple of 8, its true length,
 * as the reference writer does), the JSON, then N data bytes; read as the
 * file or FILE:TENSOR, it must be refused with WHAT (and WHAT2). */
#define PADDED ULLONG_MAX
#define ONE "{\"a\":{\"dtype\":\"BF16\",\"shape\":[2,3],\"data_offsets\":[0,12]}}"
#define T1(dtype, shape, offsets) \
    "{\"a\":{\"dtype\":\"" dtype "\",\"shape\":" shape ",\"data_offsets\":" offsets "}}"
/* The common row: NAME.safetensors, a padded header, the whole file, one message. */
#define BAD(name, json, n, what) {__LINE__, name ".safetensors", PADDED, json, n, NULL, what, NULL}
static const struct malformed {
    int line;
    const char *name;
    unsigned long long hlen;
    const char *json;
    size_t n;
    const char *tensor;
    const char *what, *what2;
} malformed[] = {
    /* The header length: past the end of the file, 0, over the reference's
     * 100 MB limit, huge (u64 top bit). */
    {__LINE__, "hlen.safetensors", 1000, ONE, 12, NULL,
     "header length 1000 is larger than the file", NULL},
    {__LINE__, "hlen0.safetensors", 0, "", 12, NULL, "header length is 0", NULL},
    {__LINE__, "hlen100m.safetensors", 100000001ull, ONE, 12, NULL,
     "header length 100000001 is over the 100 MB limit", NULL},
    {__LINE__, "hlenhuge.safetensors", 0x8000000000000000ull, ONE, 12, NULL,
     "over the 100 MB limit", NULL},
    /* JSON syntax error; not an object; a duplicate tensor name. */
    {__LINE__, "syntax.safetensors", PADDED,
     "{\"a\":{\"dtype\":\"BF16\",\"shape\":[2,3],\"data_offsets\":[0,12]}", 12, NULL,
     "JSON header: ", "line 1"},
    BAD("array", "[1,2]", 0, "JSON header does not start with '{'"),
    {__LINE__, "dup.safetensors", PADDED,
     "{\"a\":{\"dtype\":\"BF16\",\"shape\":[1],\"data_offsets\":[0,2]},"
     "\"a\":{\"dtype\":\"BF16\",\"shape\":[1],\"data_offsets\":[2,4]}}", 4, NULL,
     "JSON header: ", "duplicate"},
    /* Missing keys; an entry not an object. */
    BAD("nodtype", "{\"a\":{\"shape\":[2,3],\"data_offsets\":[0,12]}}", 12,
        "tensor 'a': missing key 'dtype'"),
    BAD("noshape", "{\"a\":{\"dtype\":\"BF16\",\"data_offsets\":[0,12]}}", 12,
        "tensor 'a': missing key 'shape'"),
    BAD("nooffs", "{\"a\":{\"dtype\":\"BF16\",\"shape\":[2,3]}}", 12,
        "tensor 'a': missing key 'data_offsets'"),
    BAD("entry", "{\"a\":[1,2,3]}", 0, "tensor 'a': entry is not a JSON object"),
    /* An unknown dtype; a known one not read here. */
    BAD("dtype", T1("BF17", "[2,3]", "[0,12]"), 12, "tensor 'a': unknown dtype 'BF17'"),
    BAD("f4", T1("F4", "[2,4]", "[0,4]"), 4, "tensor 'a': dtype F4 is not supported"),
    /* Span not dtype size x shape product; negative offset; begin after
     * end; not an integer; wrong length. */
    BAD("span", T1("BF16", "[2,3]", "[0,10]"), 10,
        "data_offsets [0, 10] span 10 bytes, but BF16 [2, 3] needs 12"),
    BAD("neg", T1("BF16", "[2,3]", "[-2,10]"), 12, "tensor 'a': data_offsets begin -2 is negative"),
    BAD("rev", T1("BF16", "[0]", "[12,0]"), 12,
        "tensor 'a': data_offsets [12, 0]: begin after end"),
    BAD("str", T1("BF16", "[2,3]", "[0,\"12\"]"), 12,
        "tensor 'a': data_offsets end is not an integer"),
    BAD("three", T1("BF16", "[2,3]", "[0,12,12]"), 12,
        "tensor 'a': 'data_offsets' is not an array [begin, end]"),
    /* Bad shapes. */
    BAD("dim", T1("BF16", "[2,-3]", "[0,12]"), 12,
        "tensor 'a': shape entry 1 is not a non-negative integer"),
    BAD("ndim", T1("BF16", "[1,1,1,1,1,1,1,1,1]", "[0,2]"), 2,
        "tensor 'a': shape has 9 dimensions, more than 8"),
    /* Overlap, hole, truncated data, trailing bytes. */
    BAD("overlap", "{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},"
        "\"b\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[4,12]}}", 12,
        "tensors 'a' [0, 8] and 'b' [4, 12] overlap"),
    BAD("hole", "{\"a\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]},"
        "\"b\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[8,12]}}", 12,
        "hole in the data: bytes [4, 8)"),
    BAD("late", T1("F32", "[1]", "[4,8]"), 8, "hole in the data: bytes [0, 4)"),
    {__LINE__, "trunc.safetensors", PADDED, ONE, 6, NULL,
     "truncated: the tensors need 12 bytes of data", "the file has 6"},
    BAD("trail", ONE, 15, "3 trailing bytes after the last tensor's data"),
    /* Metadata of non-strings; no tensors at all. */
    BAD("meta", "{\"__metadata__\":{\"n\":1},\"a\":{\"dtype\":\"BF16\",\"shape\":[2,3],"
        "\"data_offsets\":[0,12]}}", 12, "'__metadata__' entry 'n' is not a string"),
    BAD("empty", "{\"__metadata__\":{\"format\":\"pt\"}}", 0, "holds no tensors"),
    /* Names with a newline stay on one line; an absent name lists them. */
    {__LINE__, "nl.safetensors", PADDED,
     "{\"x\\ny\":{\"dtype\":\"BF16\",\"shape\":[1],\"data_offsets\":[0,2]},"
     "\"b\":{\"dtype\":\"BF16\",\"shape\":[1],\"data_offsets\":[2,4]}}", 4, "x\ny2",
     "no tensor 'x\\x0ay2'; it holds 'x\\x0ay', 'b'", NULL},
    /* Invalid UTF-8 in the header. */
    BAD("utf8", "{\"\xff\":{\"dtype\":\"BF16\",\"shape\":[1],\"data_offsets\":[0,2]}}", 2,
        "JSON header: "),
};
#undef ONE
#undef T1
#undef BAD

START_TEST(st_malformed)
{
    char p[128], spec[200];
    unsigned char d[64];
    for (int i = 0; i < 64; i++)
        d[i] = (unsigned char)i;
    int cases = 0;
    /* Shorter than the 8-byte length. */
    tmp("short.safetensors", p, sizeof p);
    write_bytes(p, "\x10\0\0\0\0", 5);
    expect_err(p, p, "truncated: 5 bytes", NULL), cases++;
    for (size_t i = 0; i < TEST_N(malformed); i++, cases++) {
        const struct malformed *m = &malformed[i];
        tmp(m->name, p, sizeof p);
        if (m->hlen == PADDED)
            st_file(p, m->json, d, m->n);
        else
            st_raw(p, m->hlen, m->json, d, m->n);
        if (m->tensor)
            snprintf(spec, sizeof spec, "%s:%s", p, m->tensor);
        else
            snprintf(spec, sizeof spec, "%s", p);
        expect_err_at(m->line, spec, p, m->what, m->what2);
    }
    /* A missing file. */
    tmp("absent.safetensors", p, sizeof p);
    snprintf(spec, sizeof spec, "%s:a", p);
    expect_err(spec, p, "cannot open", NULL), cases++;
    printf("safetensors: %d malformed files refused\n", cases);
    ck_assert_int_ge(cases, 12);
}
END_TEST

/* mmaemu_tensor_alloc: every byte of small and large blocks writable and
 * kept; large blocks (>= 4 MiB) on a 2 MiB boundary, where the huge-page
 * hint applies. */
START_TEST(tensor_alloc_blocks)
{
    const size_t sizes[] = {0, 1, 4095, (size_t)4 << 20, ((size_t)9 << 20) + 3};
    for (size_t i = 0; i < TEST_N(sizes); i++) {
        unsigned char *p = mmaemu_tensor_alloc(sizes[i]);
        ck_assert_ptr_nonnull(p);
        if (sizes[i] >= ((size_t)4 << 20))
            ck_assert_uint_eq((uintptr_t)p % ((size_t)2 << 20), 0);
        for (size_t k = 0; k < sizes[i]; k++)
            p[k] = (unsigned char)(k * 7 + i);
        for (size_t k = 0; k < sizes[i]; k++)
            ck_assert_uint_eq(p[k], (unsigned char)(k * 7 + i));
        free(p);
    }
}
END_TEST

/* Is PATH mapped into this process (a line of /proc/self/maps ends in it)? */
static int mapped(const char *path)
{
    FILE *f = fopen("/proc/self/maps", "r");
    char line[4608];
    int found = 0;
    const size_t pl = strlen(path);
    while (f && !found && fgets(line, sizeof line, f)) {
        size_t n = strcspn(line, "\n");
        found = n >= pl && !memcmp(line + n - pl, path, pl);
    }
    if (f)
        fclose(f);
    return found;
}

/* A (n,) uint16 .npy of words w[i] = i * 40503 (mod 2^16) at path. */
static void words_file(const char *path, size_t n, size_t keep)
{
    unsigned char head[128];
    char shape[32];
    snprintf(shape, sizeof shape, "(%zu,)", n);
    const size_t hl = npy_image(head, sizeof head, "<u2", shape, "", 0);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(head, 1, hl, f), hl);
    for (size_t i = 0; i < keep; i++) {
        const unsigned char b[2] = {(unsigned char)(i * 40503u), (unsigned char)(i * 40503u >> 8)};
        ck_assert_uint_eq(fwrite(b, 1, 2, f), 2);
    }
    ck_assert_int_eq(fclose(f), 0);
}

static void expect_words(const mmaemu_npy *a, size_t n)
{
    ck_assert_uint_eq(a->count, n);
    const uint16_t *w = a->data;
    for (size_t i = 0; i < n; i++)
        ck_assert_uint_eq(w[i], (uint16_t)(i * 40503u));
}

/* mmaemu_tensor_map_checked: a plain .npy of >= 4 MiB is mapped (seen in
 * /proc/self/maps until freed), holds the file's words, and writing to it
 * leaves the file as it was; a smaller one is read; a truncated one is
 * refused as by the reader. */
START_TEST(npy_mapped_read)
{
    char p[4096], q[4096], err[512];
    const size_t n = (size_t)5 << 20 >> 1;   /* 5 MiB of words */
    mmaemu_npy a, b;
    mmaemu_tensor_kind k;
    tmp("big.npy", p, sizeof p);
    words_file(p, n, n);
    ck_assert_msg(!mmaemu_tensor_map_checked(p, NULL, NULL, &a, &k, err, sizeof err), "%s", err);
    ck_assert(mapped(p));
    expect_words(&a, n);
    ((uint16_t *)a.data)[7] ^= 0xFFFF;   /* copy-on-write: the file keeps its word */
    ck_assert_msg(!mmaemu_tensor_read(p, &b, &k, err, sizeof err), "%s", err);
    expect_words(&b, n);
    mmaemu_npy_free(&b);
    mmaemu_npy_free(&a);
    ck_assert(!mapped(p));

    tmp("small.npy", q, sizeof q);
    words_file(q, 1000, 1000);
    ck_assert_msg(!mmaemu_tensor_map_checked(q, NULL, NULL, &a, &k, err, sizeof err), "%s", err);
    ck_assert(!mapped(q));
    expect_words(&a, 1000);
    mmaemu_tensor_free(a.data);

    words_file(p, n, n - 1);   /* one word short */
    ck_assert(mmaemu_tensor_map_checked(p, NULL, NULL, &a, &k, err, sizeof err));
    ck_assert_msg(strstr(err, "truncated data") != NULL, "%s", err);
    ck_assert(!mapped(p));
}
END_TEST

/* mmaemu_npy_stream: a (3, 5) uint16 array written in pieces of 4, 0, 9
 * and 2 elements is the file the .npy format defines (built here), and
 * reads back; one element short or too many is an error naming the file. */
START_TEST(npy_stream_pieces)
{
    char p[4096], err[512];
    uint16_t v[15];
    for (int i = 0; i < 15; i++)
        v[i] = (uint16_t)(0x3f80 + 257 * i);
    unsigned char want[256], le[30], got[256];
    for (int i = 0; i < 15; i++) {
        le[2 * i] = (unsigned char)v[i];
        le[2 * i + 1] = (unsigned char)(v[i] >> 8);
    }
    const size_t wl = npy_image(want, sizeof want, "<u2", "(3, 5)", le, 30);
    const mmaemu_npy shape = {MMAEMU_NPY_U16, 2, {3, 5}, 15, NULL};
    tmp("stream.npy", p, sizeof p);
    mmaemu_npy_stream *s = mmaemu_npy_stream_open(p, &shape, err, sizeof err);
    ck_assert_msg(s != NULL, "%s", err);
    const size_t cuts[5] = {0, 4, 4, 13, 15};
    for (int i = 0; i < 4; i++)
        ck_assert_msg(!mmaemu_npy_stream_write(s, v + cuts[i], cuts[i + 1] - cuts[i], err, sizeof err),
                      "%s", err);
    ck_assert_msg(!mmaemu_npy_stream_close(s, err, sizeof err), "%s", err);
    FILE *f = fopen(p, "rb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fread(got, 1, sizeof got, f), wl);
    fclose(f);
    ck_assert(!memcmp(got, want, wl));

    s = mmaemu_npy_stream_open(p, &shape, err, sizeof err);
    ck_assert_ptr_nonnull(s);
    ck_assert(!mmaemu_npy_stream_write(s, v, 14, err, sizeof err));
    ck_assert(mmaemu_npy_stream_close(s, err, sizeof err));
    ck_assert_msg(strstr(err, p) == err && strstr(err, "1 elements short"), "%s", err);
    s = mmaemu_npy_stream_open(p, &shape, err, sizeof err);
    ck_assert_ptr_nonnull(s);
    ck_assert(mmaemu_npy_stream_write(s, v, 16, err, sizeof err));
    ck_assert_msg(strstr(err, p) == err && strstr(err, "1 more elements than the header declares"),
                  "%s", err);
    mmaemu_npy_stream_abort(s);
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(npy_int16_fp16_bf16),
        TEST_ONCE(npy_other_dtypes),
        TEST_ONCE(npy_roundtrip_and_errors),
        TEST_ONCE(npy_u1_and_f2_write),
        TEST_ONCE(st_reference_bytes),
        TEST_ONCE(st_several_tensors),
        TEST_ONCE(st_malformed),
        TEST_ONCE(tensor_alloc_blocks),
        TEST_ONCE(npy_mapped_read),
        TEST_ONCE(npy_stream_pieces),
    };
    return TEST_RUN("tensor_io", tests);
}
