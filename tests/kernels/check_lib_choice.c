/* SPDX-License-Identifier: MIT */
/* check_lib_choice.c -- the cuBLAS decision procedure (kernels/lib_choice.c)
 * and its table file (kernels/lib_choice_table.c).
 *
 * Independent grounds: docs/library-choice.md section 2 and the file format
 * as lib_choice_table.c describes it.  The features of one call are worked
 * out by hand from their definitions; table files are built here, byte by
 * byte, from the format's description (header, zlib stream of names, rows,
 * trees and nodes as byte planes), with trees whose answers follow from
 * their thresholds: a call of the kind goes left where its feature is at
 * most the threshold; a call with output bits of the same kind, format,
 * shape and layout is answered by its row; a kind without a tree is tried
 * without alpha/beta, then C, then bias. */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "lib_choice.h"
#include "testutil.h"

/* 300 x 77 x 1000, batch 3, A stored k-major, fp16. */
START_TEST(features_as_documented)
{
    const float want[CHOICE_FEATURES] = {
        300, 77, 1000, 3, 1, 0, 1,
        5, 2, 3, 1, 2, 1,                    /* 64-, 128-, 256-wide tiles along m, n */
        30, 15, 18, 9, 9, 6,                 /* output tiles of 64x64 ... 256x128, x batch */
        4, 5, 0, 12, 13, 40,                 /* m%8 n%8 k%8 m%16 n%16 k%64 */
        69300, 69300000,                     /* m n b, m n k b */
        (float)(1000.0 / 300), (float)(1000.0 / 77), (float)(300.0 / 77),
        (float)(1000 / sqrt(23100.0)), 525}; /* m n b / 132 */
    mmaemu_lib_gemm g;
    memset(&g, 0, sizeof g);
    g.in = MMAEMU_FP16, g.m = 300, g.n = 77, g.k = 1000, g.batch = 3, g.a_km = 1;
    float x[CHOICE_FEATURES];
    choice_call_features(&g, x);
    for (int i = 0; i < CHOICE_FEATURES; i++)
        ck_assert_msg(x[i] == want[i], "feature %d: %.9g, want %.9g", i, x[i], want[i]);
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
 * the names and the rows, trees and nodes column after column as byte planes. */
#define NCOL 16
static const unsigned widths[NCOL] = {1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 2, 2, 1, 1};
static const unsigned tree_widths[8] = {1, 1, 1, 1, 1, 1, 4, 4};
static const unsigned node_widths[4] = {1, 4, 4, 4};
#define COLUMNS_LINE "columns fmt:1 out:1 align:1 bias:1 c:1 scaled:1 a_km:1 b_nk:1 batch:4 m:4 " \
                     "n:4 k:4 name:2 splits:2 scheme:1 option:1\n"
#define TREE_LINES "tree_columns fmt:1 out:1 align:1 bias:1 c:1 scaled:1 root:4 size:4\n" \
                   "node_columns feature:1 threshold:4 next:4 calls:4\n"
#define FEATURES_LINE "features m n k batch a_km b_nk fp16 m/64 n/64 m/128 n/128 m/256 n/256 " \
    "tiles64x64 tiles64x128 tiles128x64 tiles128x128 tiles128x256 tiles256x128 m%8 n%8 k%8 " \
    "m%16 n%16 k%64 mnb mnkb k/m k/n m/n k/sqrt(mn) mnb/132\n"

typedef struct file_parts {
    const char *magic, *columns, *features;
    const uint32_t (*rows)[NCOL];
    size_t nrows, header_rows, nnames;
    const uint32_t (*trees)[8];
    size_t ntrees;
    const uint32_t (*nodes)[4];
    size_t nnodes, header_nodes;
} file_parts;

static size_t planes(unsigned char *data, size_t n, const uint32_t *values, size_t count,
                     unsigned ncol, const unsigned *width)
{
    for (unsigned c = 0; c < ncol; c++)
        for (unsigned p = 0; p < width[c]; p++)
            for (size_t r = 0; r < count; r++)
                data[n++] = (unsigned char)(values[r * ncol + c] >> (8 * p));
    return n;
}

#define NAMES "nvjet_sm90_tst_128x128\0cutlass_80_simt_sgemm\0"

static size_t table_file(unsigned char *out, size_t cap, const file_parts *f)
{
    unsigned char data[4096];
    size_t n = sizeof NAMES - 1;
    memcpy(data, NAMES, n);
    n = planes(data, n, &f->rows[0][0], f->nrows, NCOL, widths);
    n = planes(data, n, &f->trees[0][0], f->ntrees, 8, tree_widths);
    n = planes(data, n, &f->nodes[0][0], f->nnodes, 4, node_widths);
    int h = snprintf((char *)out, cap, "%s\ncomment line\ninputs sha256 %064d\nrows %zu names %zu "
                     "name_bytes %zu\n%strees %zu nodes %zu\n" TREE_LINES "%s\n", f->magic, 7,
                     f->header_rows, f->nnames, sizeof NAMES - 1, f->columns, f->ntrees,
                     f->header_nodes, f->features);
    uLongf z = (uLongf)(cap - (size_t)h);
    ck_assert_int_eq(compress(out + h, &z, data, (uLong)n), Z_OK);
    return (size_t)h + z;
}

static uint32_t bits_of(float x)
{
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    return u;
}

/* Rows: fmt out align bias c scaled a_km b_nk batch m n k name splits scheme option. */
static const uint32_t good_rows[3][NCOL] = {
    {0, 1, 16, 0, 0, 0, 0, 1, 1, 2048, 1024, 14336, 0, 1, 0, 0},
    {3, 0, 4, 1, 1, 1, 1, 0, 12, 70000, 3, 65537, 1, 513, 3, 115},
    {0, 1, 2, 0, 0, 0, 0, 0, 1, 20, 8, 2000, 1, 4, 2, 0},
};
/* Trees: fmt out align bias c scaled root size.  The first: bf16 -> bf16 calls aligned to 2
 * bytes; the second: the aligned 16-bit kind with 16-bit outputs; the third: fp32 -> fp32
 * calls aligned to 4 bytes. */
static const uint32_t good_trees[3][8] = {
    {0, 1, 2, 0, 0, 0, 0, 5},
    {CHOICE_HALF, CHOICE_SIXTEEN, 16, 0, 0, 0, 5, 1},
    {3, 0, 4, 0, 0, 0, 6, 1},
};
/* Nodes: feature threshold next calls.  k <= 1000 -> row 0; else m % 8 <= 3.5 -> row 1, else
 * row 2; the second tree a single leaf, row 0; the third one, row 1. */
#define NODES(k_threshold) {                                                 \
        {2, bits_of(k_threshold), 2, 0}, {CHOICE_LEAF, 0, 0, 11},            \
        {19, bits_of(3.5f), 4, 0}, {CHOICE_LEAF, 0, 1, 12},                  \
        {CHOICE_LEAF, 0, 2, 13}, {CHOICE_LEAF, 0, 0, 14}, {CHOICE_LEAF, 0, 1, 15}}

static file_parts good_parts(const uint32_t (*nodes)[4])
{
    return (file_parts){"mmaemu cuBLAS choice table 2", COLUMNS_LINE, FEATURES_LINE, good_rows,
                        3, 3, 2, good_trees, 3, nodes, 7, 7};
}

START_TEST(table_file_read_as_documented)
{
    const uint32_t nodes[7][4] = NODES(1000.0f);
    unsigned char file[8192];
    const file_parts parts = good_parts((const uint32_t(*)[4])nodes);
    const size_t len = table_file(file, sizeof file, &parts);
    choice_table t;
    char why[200];
    ck_assert_msg(!choice_table_read(file, len, &t, why, sizeof why), "%s", why);
    ck_assert(t.nrows == 3 && t.ntrees == 3 && t.nnodes == 7);
    ck_assert_str_eq(t.names[0], "nvjet_sm90_tst_128x128");
    ck_assert_str_eq(t.names[1], "cutlass_80_simt_sgemm");
    ck_assert_str_eq(t.digest, "0000000000000000000000000000000000000000000000000000000000000007");
    const choice_row *r = &t.rows[1];
    ck_assert_int_eq(r->fmt, MMAEMU_FP32);
    ck_assert_int_eq(r->out, MMAEMU_EPI_NONE);
    ck_assert(r->align == 4 && r->bias && r->c && r->scaled && r->a_km && !r->b_nk);
    ck_assert(r->batch == 12 && r->m == 70000 && r->n == 3 && r->k == 65537);
    ck_assert(r->name == 1 && r->splits == 513 && r->scheme == 3 && r->option == 115);
    ck_assert_int_eq(t.rows[0].fmt, MMAEMU_BF16);
    ck_assert_int_eq(t.rows[0].out, MMAEMU_EPI_BF16);
    const choice_tree *tr = &t.trees[1];
    ck_assert(tr->fmt == CHOICE_HALF && tr->out == CHOICE_SIXTEEN && tr->align == 16 &&
              tr->root == 5 && tr->size == 1);
    ck_assert(t.nodes[0].feature == 2 && t.nodes[0].threshold == 1000.0f && t.nodes[0].next == 2);
    ck_assert(t.nodes[4].feature == CHOICE_LEAF && t.nodes[4].next == 2 && t.nodes[4].calls == 13);
    choice_table_free(&t);
    const char *own_why;
    const choice_table *own = choice_h100_table(&own_why);
    ck_assert_msg(own && own->nrows > 1000 && own->nnodes > 10000 && strlen(own->digest) == 64,
                  "the library's own table: %s", own_why);
}
END_TEST

static mmaemu_lib_gemm bf16_call(size_t m, size_t n, size_t k, size_t ld)
{
    mmaemu_lib_gemm g;
    memset(&g, 0, sizeof g);
    g.in = MMAEMU_BF16, g.acc = MMAEMU_FP32, g.batch = 1, g.m = m, g.n = n, g.k = k;
    g.lda = ld, g.ldb = ld, g.ldc = ld;
    return g;
}

/* Calls on both sides of each threshold, a recorded shape, a fallback without bias, the
 * aligned 16-bit kind, and a kind the table does not know. */
START_TEST(tree_answers_as_its_thresholds_say)
{
    const uint32_t nodes[7][4] = NODES(1000.0f);
    static const struct {
        size_t m, n, k, ld;
        int bias;
        const char *kernel, *lt, *src;
    } cases[] = {
        {9, 9, 1000, 1001, 0, "nvjet_sm90_tst_128x128", "", "a leaf of 11 recorded calls"},
        {11, 9, 1001, 1001, 0, "cutlass_80_simt_sgemm", "numSplitsK=513 reductionScheme="
                                                        "REDUCTION_SCHEME_INPLACE customOption=115",
         "a leaf of 12"},
        {12, 9, 1001, 1001, 1, "cutlass_80_simt_sgemm", "numSplitsK=4 reductionScheme="
                                                        "REDUCTION_SCHEME_OUTPUT_TYPE", "of 13"},
        {20, 8, 2000, 1001, 0, "cutlass_80_simt_sgemm", "numSplitsK=4", "recorded shape"},
        {64, 64, 64, 64, 0, "nvjet_sm90_tst_128x128", "", "a leaf of 14"},
    };
    unsigned char file[8192];
    const file_parts parts = good_parts(nodes);
    const size_t len = table_file(file, sizeof file, &parts);
    choice_table t;
    char why[200], kernel[256], lt[256], src[256];
    ck_assert_msg(!choice_table_read(file, len, &t, why, sizeof why), "%s", why);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        mmaemu_lib_gemm g = bf16_call(cases[i].m, cases[i].n, cases[i].k, cases[i].ld);
        g.bias = cases[i].bias;
        ck_assert_int_eq(choice_predict(&t, &g, kernel, sizeof kernel, lt, sizeof lt, src,
                                        sizeof src), 0);
        ck_assert_msg(!strcmp(kernel, cases[i].kernel) && strstr(lt, cases[i].lt) &&
                      strstr(src, cases[i].src), "case %zu: %s | %s | %s", i, kernel, lt, src);
    }
    mmaemu_lib_gemm g = bf16_call(64, 64, 64, 64);
    g.in = MMAEMU_FP32;   /* no fp32 tree */
    ck_assert_int_eq(choice_predict(&t, &g, kernel, sizeof kernel, lt, sizeof lt, src, sizeof src),
                     -1);
    g = bf16_call(9, 9, 1000, 1001);   /* fp8 operands: no tree, although aligned as the fp32 one */
    g.in = MMAEMU_E4M3;
    ck_assert_int_eq(choice_predict(&t, &g, kernel, sizeof kernel, lt, sizeof lt, src, sizeof src),
                     -1);
    choice_table_free(&t);
}
END_TEST

/* Each damage refused with the file's name and what is wrong, nothing half read. */
START_TEST(damaged_table_files_are_refused)
{
    uint32_t bad_name[3][NCOL], bad_align[3][NCOL], bad_tree[3][8];
    memcpy(bad_name, good_rows, sizeof good_rows);
    memcpy(bad_align, good_rows, sizeof good_rows);
    memcpy(bad_tree, good_trees, sizeof good_trees);
    bad_name[2][12] = 2;
    bad_align[0][2] = 3;
    bad_tree[1][7] = 3;   /* past the last node */
    const uint32_t good_nodes[7][4] = NODES(1000.0f);
    uint32_t bad_nodes[5][7][4];
    for (int i = 0; i < 5; i++)
        memcpy(bad_nodes[i], good_nodes, sizeof good_nodes);
    bad_nodes[0][0][2] = 1;                       /* right child where the left one is */
    bad_nodes[1][2][2] = 6;                       /* right child outside its tree */
    bad_nodes[2][3][2] = 3;                       /* a leaf's row past the rows */
    bad_nodes[3][2][0] = CHOICE_FEATURES;         /* no such feature */
    bad_nodes[4][0][1] = bits_of(NAN);
    static const char *const wants[] = {
        "format 2", "other than this library", "less data", "more data", "out of its range",
        "out of its range", "do not fill", "damaged", "out of range", "other than this library",
        "nodes out of range", "node's", "node's", "node's", "node's", "node's", "node count"};
    for (int i = 0; i < 17; i++) {
        file_parts f = good_parts(i >= 11 && i <= 15 ? (const uint32_t(*)[4])bad_nodes[i - 11]
                                                     : good_nodes);
        f.magic = i == 0 ? "mmaemu cuBLAS choice table 1" : f.magic;
        f.columns = i == 1 ? "columns fmt:1\n" : f.columns;
        f.nnames = i == 6 ? 1 : 2;
        f.rows = i == 4 ? (const uint32_t(*)[NCOL])bad_name : i == 5 ? (const uint32_t(*)[NCOL])bad_align
                                                                     : f.rows;
        f.header_rows = i == 2 ? 4 : i == 3 ? 2 : i == 8 ? 0 : 3;
        f.features = i == 9 ? "features m n k\n" : f.features;
        f.trees = i == 10 ? (const uint32_t(*)[8])bad_tree : f.trees;
        f.header_nodes = i == 16 ? 2 : 7;   /* fewer nodes than trees */
        unsigned char file[8192];
        size_t len = table_file(file, sizeof file, &f);
        if (i == 7)
            len -= 20;   /* the stream cut short, its output too */
        choice_table t;
        char why[200] = "";
        ck_assert_int_eq(choice_table_read(file, len, &t, why, sizeof why), -1);
        ck_assert_msg(!strncmp(why, "kernels/lib_choice_h100.bin: ", 29) && strstr(why, wants[i]),
                      "case %d: %s", i, why);
        ck_assert(!t.rows && !t.names && !t.nrows && !t.nodes && !t.trees);
    }
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(features_as_documented),
        TEST_ONCE(nvjet_beta_field_follows_the_call),
        TEST_ONCE(table_file_read_as_documented),
        TEST_ONCE(tree_answers_as_its_thresholds_say),
        TEST_ONCE(damaged_table_files_are_refused),
    };
    return TEST_RUN("lib_choice", tests);
}
