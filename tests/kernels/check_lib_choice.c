/* SPDX-License-Identifier: MIT */
/* check_lib_choice.c -- the cuBLAS decision procedure's search
 * (kernels/lib_choice.c) against a plain scan of every table row.
 *
 * Independent grounds: the procedure as docs/library-choice.md section 2
 * states it -- the rows of the call's kind (the same format, or either
 * 16-bit format for 16-byte aligned calls; the output type, or any 16-bit
 * one for a 16-bit output; the alignment, bias, C, alpha/beta), the nearest
 * in (log2 m, log2 n, log2 of the counts of 64-, 128- and 256-wide tiles
 * covering m and n, sqrt 2 log2 k, log2 batch) plus 0.5 for each other
 * transpose, 100 across batched / unbatched and 0.02 across 16-bit formats,
 * the first row of equals in table order; kinds without a row tried without
 * alpha/beta, then C, then bias.  The scan below is that text, row by row;
 * the library searches groups sorted by m and stops early. */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "lib_choice.h"
#include "testutil.h"

static double lg2(double x) { return log2(x > 1 ? x : 1); }

static int sixteen(mmaemu_format f) { return f == MMAEMU_BF16 || f == MMAEMU_FP16; }

static double doc_distance(const choice_row *r, const mmaemu_lib_gemm *g)
{
    const double dm = lg2(r->m) - lg2((double)g->m), dn = lg2(r->n) - lg2((double)g->n);
    const double dk = lg2(r->k) - lg2((double)g->k), db = lg2(r->batch) - lg2((double)g->batch);
    double tiles = 0;
    for (double t = 64; t <= 256; t *= 2) {
        const double a = lg2(ceil(r->m / t)) - lg2(ceil(g->m / t));
        const double b = lg2(ceil(r->n / t)) - lg2(ceil(g->n / t));
        tiles += a * a + b * b;
    }
    return dm * dm + dn * dn + tiles + 2 * dk * dk + db * db + 0.5 * (r->a_km != g->a_km) +
           0.5 * (r->b_nk != g->b_nk) + 100.0 * ((r->batch > 1) != (g->batch > 1)) +
           0.02 * (r->fmt != g->in);
}

/* The documented search, every row: the index of the answer, or -1. */
static long scan(const mmaemu_lib_gemm *g, mmaemu_epilogue out, unsigned align)
{
    const int scaled = g->scaled != 0;
    const int tries[4][3] = {{g->bias, g->c, scaled}, {g->bias, g->c, 0}, {g->bias, 0, 0}, {0, 0, 0}};
    for (int t = 0; t < 4; t++) {
        long best = -1;
        double bd = 0;
        const choice_table *tab = choice_h100_table(NULL);
        for (size_t i = 0; i < tab->nrows; i++) {
            const choice_row *r = &tab->rows[i];
            const int fmt_ok = r->fmt == g->in || (sixteen(r->fmt) && sixteen(g->in) && align == 16);
            const int out_ok = r->out == out || (out != MMAEMU_EPI_NONE && r->out != MMAEMU_EPI_NONE);
            if (!fmt_ok || !out_ok || r->align != align || r->bias != tries[t][0] ||
                r->c != tries[t][1] || r->scaled != tries[t][2])
                continue;
            const double d = doc_distance(r, g);
            if (best < 0 || d < bd)
                best = (long)i, bd = d;
        }
        if (best >= 0)
            return best;
    }
    return -1;
}

/* The largest of 16, 8, 4, 2 bytes dividing ld elements of `width` bytes (1 for none). */
static unsigned ld_align(size_t ld, unsigned width)
{
    for (unsigned a = 16; a >= 2; a /= 2)
        if (ld * width % a == 0)
            return a;
    return 1;
}

/* A call of random kind and shape (log-uniform sides, any alignment) and the coarsest
 * alignment of its dense leading dimensions: lda = k (m transposed), ldb = n (k), ldc = n. */
static mmaemu_lib_gemm random_call(unsigned *seed, unsigned *align)
{
    static const mmaemu_format fmts[] = {MMAEMU_BF16, MMAEMU_FP16, MMAEMU_TF32, MMAEMU_FP32};
    mmaemu_lib_gemm g;
    memset(&g, 0, sizeof g);
    g.in = fmts[rand_r(seed) % 4];
    g.acc = MMAEMU_FP32;
    g.m = 1 + (size_t)exp2((rand_r(seed) % 1500) / 100.0);
    g.n = 8 + (size_t)exp2((rand_r(seed) % 1600) / 100.0);
    g.k = 8 + (size_t)exp2((rand_r(seed) % 1600) / 100.0);
    g.batch = rand_r(seed) % 4 ? 1 : 1 + rand_r(seed) % 32;
    g.a_km = rand_r(seed) % 3 == 0;
    g.b_nk = rand_r(seed) % 2;
    g.bias = rand_r(seed) % 4 == 0;
    g.c = !g.bias && rand_r(seed) % 8 == 0;
    g.scaled = rand_r(seed) % 8 == 0;
    if (rand_r(seed) % 2) {   /* half the calls with sides of whole 16-byte lines */
        g.n = (g.n + 7) / 8 * 8;
        g.k = (g.k + 7) / 8 * 8;
        g.m = (g.m + 7) / 8 * 8;
    }
    const unsigned width = sixteen(g.in) ? 2 : 4, owidth = sixteen(g.in) ? 2 : 4;
    const unsigned a = ld_align(g.a_km ? g.m : g.k, width), b = ld_align(g.b_nk ? g.k : g.n, width);
    const unsigned c = ld_align(g.n, owidth);
    *align = a < b ? (a < c ? a : c) : (b < c ? b : c);
    return g;
}

START_TEST(search_equals_the_documented_scan)
{
    unsigned seed = 20261128;
    int checked = 0;
    for (int i = 0; i < 400; i++) {
        unsigned align;
        mmaemu_lib_gemm g = random_call(&seed, &align);
        const mmaemu_epilogue out = sixteen(g.in) ? (g.in == MMAEMU_BF16 ? MMAEMU_EPI_BF16
                                                                          : MMAEMU_EPI_FP16)
                                                  : MMAEMU_EPI_NONE;
        char kernel[1024], lt[128], src[256], want[320];
        if (cublas_h100_choice(&g, kernel, sizeof kernel, lt, sizeof lt, src, sizeof src))
            continue;
        const long row = scan(&g, out, align);
        ck_assert_msg(row >= 0, "no row, yet an answer: %s", src);
        const choice_row *r = &choice_h100_table(NULL)->rows[row];
        snprintf(want, sizeof want, "%ux%ux%u, batch %u", r->m, r->n, r->k, r->batch);
        ck_assert_msg(strstr(src, want), "call %zux%zux%zu batch %zu: '%s', the scan: row %ld (%s)",
                      g.m, g.n, g.k, g.batch, src, row, want);
        checked++;
    }
    ck_assert_int_ge(checked, 300);
}
END_TEST

/* An nvjet kernel's beta field follows the call's C and beta, whatever row answers it: bz
 * without C, badd with beta = 1 (alpha any), bx with another beta -- as on every one of the
 * 9,500 nvjet calls recorded with their kernel names (docs/library-choice.md section 2). */
START_TEST(nvjet_beta_field_follows_the_call)
{
    static const struct {
        int c, scaled;
        const char *field;
    } cases[] = {
        {0, 0, "_bz_"},
        {1, 0, "_badd_"},
        {1, MMAEMU_LIB_ALPHA, "_badd_"},
        {1, MMAEMU_LIB_BETA, "_bx_"},
        {1, MMAEMU_LIB_ALPHA | MMAEMU_LIB_BETA, "_bx_"},
    };
    static const size_t sides[][4] = {{1, 1024, 1024, 1024}, {8, 128, 128, 64}, {1, 16, 24, 456}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        for (size_t j = 0; j < sizeof sides / sizeof sides[0]; j++) {
            mmaemu_lib_gemm g;
            memset(&g, 0, sizeof g);
            g.in = MMAEMU_BF16;
            g.acc = MMAEMU_FP32;
            g.batch = sides[j][0], g.m = sides[j][1], g.n = sides[j][2], g.k = sides[j][3];
            g.lda = g.k, g.ldb = g.n, g.ldc = g.n;
            g.c = cases[i].c, g.scaled = cases[i].scaled;
            char kernel[512], lt[256], src[256];
            ck_assert_int_eq(cublas_h100_choice(&g, kernel, sizeof kernel, lt, sizeof lt, src,
                                                sizeof src), 0);
            ck_assert_msg(!strncmp(kernel, "nvjet_", 6), "%s", kernel);
            ck_assert_msg(strstr(kernel, cases[i].field), "c=%d scaled=%d: %s", cases[i].c,
                          cases[i].scaled, kernel);
        }
    }
}
END_TEST

/* A table file as kernels/lib_choice_table.c describes it: the header, then one zlib stream of
 * the names and the columns as byte planes.  rows[r][c] are the 16 column values of row r. */
#define NCOL 16
static const unsigned widths[NCOL] = {1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 2, 2, 1, 1};
#define COLUMNS_LINE "columns fmt:1 out:1 align:1 bias:1 c:1 scaled:1 a_km:1 b_nk:1 batch:4 m:4 " \
                     "n:4 k:4 name:2 splits:2 scheme:1 option:1\n"

static size_t table_file(unsigned char *out, size_t cap, const char *magic, const char *columns,
                         const char *names, size_t name_bytes, size_t nnames,
                         const uint32_t rows[][NCOL], size_t nrows, size_t header_rows)
{
    unsigned char data[4096];
    size_t n = name_bytes;
    memcpy(data, names, name_bytes);
    for (unsigned c = 0; c < NCOL; c++)
        for (unsigned p = 0; p < widths[c]; p++)
            for (size_t r = 0; r < nrows; r++)
                data[n++] = (unsigned char)(rows[r][c] >> (8 * p));
    int h = snprintf((char *)out, cap, "%s\ncomment line\ninputs sha256 %064d\nrows %zu names %zu "
                     "name_bytes %zu\n%s\n", magic, 7, header_rows, nnames, name_bytes, columns);
    uLongf z = (uLongf)(cap - (size_t)h);
    ck_assert_int_eq(compress(out + h, &z, data, (uLong)n), Z_OK);
    return (size_t)h + z;
}

static const uint32_t good_rows[3][NCOL] = {
    {0, 1, 16, 0, 0, 0, 0, 1, 1, 2048, 1024, 14336, 1, 1, 0, 0},
    {3, 0, 4, 1, 1, 1, 1, 0, 12, 70000, 3, 65537, 0, 513, 3, 115},
    {2, 2, 2, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 2, 1, 7},
};
#define NAMES "nvjet_sm90_tst_128x128\0cutlass_80_simt_sgemm\0"

START_TEST(table_file_read_as_documented)
{
    unsigned char file[8192];
    const size_t len = table_file(file, sizeof file, "mmaemu cuBLAS choice table 1",
                                  COLUMNS_LINE, NAMES, sizeof NAMES - 1, 2, good_rows, 3, 3);
    choice_table t;
    char why[200];
    ck_assert_msg(!choice_table_read(file, len, &t, why, sizeof why), "%s", why);
    ck_assert_uint_eq(t.nrows, 3);
    ck_assert_str_eq(t.names[0], "nvjet_sm90_tst_128x128");
    ck_assert_str_eq(t.names[1], "cutlass_80_simt_sgemm");
    ck_assert_str_eq(t.digest, "0000000000000000000000000000000000000000000000000000000000000007");
    const choice_row *r = &t.rows[1];
    ck_assert_int_eq(r->fmt, MMAEMU_FP32);
    ck_assert_int_eq(r->out, MMAEMU_EPI_NONE);
    ck_assert(r->align == 4 && r->bias && r->c && r->scaled && r->a_km && !r->b_nk);
    ck_assert(r->batch == 12 && r->m == 70000 && r->n == 3 && r->k == 65537);
    ck_assert(r->name == 0 && r->splits == 513 && r->scheme == 3 && r->option == 115);
    ck_assert_int_eq(t.rows[0].fmt, MMAEMU_BF16);
    ck_assert_int_eq(t.rows[0].out, MMAEMU_EPI_BF16);
    ck_assert_int_eq(t.rows[2].fmt, MMAEMU_TF32);
    ck_assert_int_eq(t.rows[2].out, MMAEMU_EPI_FP16);
    choice_table_free(&t);
    const choice_table *own = choice_h100_table(NULL);
    ck_assert_msg(own && own->nrows > 100000 && strlen(own->digest) == 64,
                  "the library's own table");
}
END_TEST

/* Each damage refused with the file's name and what is wrong, nothing half read. */
START_TEST(damaged_table_files_are_refused)
{
    uint32_t bad_name[3][NCOL], bad_align[3][NCOL];
    memcpy(bad_name, good_rows, sizeof good_rows);
    memcpy(bad_align, good_rows, sizeof good_rows);
    bad_name[2][12] = 2;
    bad_align[0][2] = 3;
    static const char *const wants[] = {"format 1", "columns other", "less data", "more data",
                                        "out of its range", "out of its range", "do not fill",
                                        "damaged", "out of range"};
    for (int i = 0; i < 9; i++) {
        unsigned char file[8192];
        size_t len = table_file(
            file, sizeof file, i == 0 ? "mmaemu cuBLAS choice table 2" : "mmaemu cuBLAS choice table 1",
            i == 1 ? "columns fmt:1\n" : COLUMNS_LINE, NAMES, sizeof NAMES - 1, i == 6 ? 1 : 2,
            i == 4 ? bad_name : i == 5 ? bad_align : good_rows, 3,
            i == 2 ? 4 : i == 3 ? 2 : i == 8 ? 0 : 3);
        if (i == 7)
            len -= 5;   /* the stream cut short */
        choice_table t;
        char why[200] = "";
        ck_assert_int_eq(choice_table_read(file, len, &t, why, sizeof why), -1);
        ck_assert_msg(!strncmp(why, "kernels/lib_choice_h100.bin: ", 29) && strstr(why, wants[i]),
                      "case %d: %s", i, why);
        ck_assert(!t.rows && !t.names && !t.nrows);
    }
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(search_equals_the_documented_scan),
        TEST_ONCE(nvjet_beta_field_follows_the_call),
        TEST_ONCE(table_file_read_as_documented),
        TEST_ONCE(damaged_table_files_are_refused),
    };
    return TEST_RUN("lib_choice", tests);
}
