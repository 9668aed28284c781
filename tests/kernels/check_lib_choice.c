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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
        for (size_t i = 0; i < choice_h100_nrows; i++) {
            const choice_row *r = &choice_h100_rows[i];
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
        const choice_row *r = &choice_h100_rows[row];
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

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(search_equals_the_documented_scan),
        TEST_ONCE(nvjet_beta_field_follows_the_call),
    };
    return TEST_RUN("lib_choice", tests);
}
