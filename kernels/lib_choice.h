/* SPDX-License-Identifier: MIT */
/* lib_choice.h -- the data of the cuBLAS decision procedure (kernels/lib_choice.c);
 * internal to kernels/. */
#ifndef MMAEMU_LIB_CHOICE_H
#define MMAEMU_LIB_CHOICE_H

#include <stddef.h>

#include "mmaemu/schedule.h"

/* One recorded call: its kind, shape and layout, and what cuBLAS ran. */
typedef struct choice_row {
    unsigned char fmt;           /* A and B, an mmaemu_format (tf32: fp32 with allow_tf32) */
    unsigned char out;           /* D's type, an mmaemu_epilogue */
    unsigned char align;         /* the coarsest alignment of lda, ldb, ldc, bytes */
    unsigned char bias, c, scaled, a_km, b_nk;
    unsigned batch, m, n, k;
    unsigned short name;         /* index into the names table */
    unsigned short splits;       /* cuBLASLt numSplitsK (1: none) */
    unsigned char scheme;        /* 0 none, 1 COMPUTE_TYPE, 2 OUTPUT_TYPE, 3 INPLACE */
    unsigned char option;        /* gemvx: cuBLASLt customOption (its lanes); else 0 */
} choice_row;

/* A decision tree of one kind of call (fmt: an index of choice_formats, or CHOICE_HALF for
 * bf16 and fp16 with 16-byte alignment; out: of choice_outputs, or CHOICE_SIXTEEN for a
 * 16-bit output of that kind): its nodes [root, root + size). */
typedef struct choice_tree {
    unsigned char fmt, out, align, bias, c, scaled;
    unsigned root, size;
} choice_tree;

#define CHOICE_HALF 4
#define CHOICE_SIXTEEN 3
#define CHOICE_LEAF 255          /* a leaf's feature */
#define CHOICE_FEATURES 32

/* A node in preorder (its left child follows it): x[feature] <= threshold goes left, else to
 * node next; a leaf's next is the row of its program, calls the recorded calls it holds. */
typedef struct choice_node {
    float threshold;
    unsigned next, calls;
    unsigned char feature;
} choice_node;

extern const mmaemu_format choice_formats[4];
extern const mmaemu_epilogue choice_outputs[3];

/* The recorded calls, their kernels' names and the trees, read from
 * kernels/lib_choice_h100.bin (kernels/lib_choice_table.c, which describes the file). */
typedef struct choice_table {
    const char **names;
    size_t nnames;
    choice_row *rows;
    size_t nrows;
    choice_tree *trees;
    size_t ntrees;
    choice_node *nodes;
    size_t nnodes;
    char digest[65];             /* the sha256 of the writer's inputs, hex */
    unsigned char *text;         /* the inflated data the names point into */
} choice_table;

/* The file's bytes, inside the library (kernels/lib_choice_blob.S). */
extern const unsigned char choice_h100_blob[], choice_h100_blob_end[];

/* Reads a table file of len bytes into t (0), or says why it cannot (-1, t empty). */
int choice_table_read(const unsigned char *blob, size_t len, choice_table *t, char *why,
                      size_t whylen);
void choice_table_free(choice_table *t);

/* The library's own table, read at first use; NULL, and why, when it cannot be read. */
const choice_table *choice_h100_table(const char **why);

/* The trees' features of a call (validation/analysis/cublas_choice_table.py's features()). */
void choice_call_features(const mmaemu_lib_gemm *g, float x[CHOICE_FEATURES]);

/* The program table t predicts for g (kernels/lib_choice.c): the main kernel's name, the
 * cuBLASLt split as a trace line would give it ("" for none) and where the answer came from;
 * 0, or -1 when t knows no call of g's kind. */
int choice_predict(const choice_table *t, const mmaemu_lib_gemm *g, char *kernel, size_t klen,
                   char *lt, size_t ltlen, char *src, size_t srclen);

/* cuBLAS 13.1's program on an H100 for g (kernels/lib_choice.c): the main
 * kernel's name, the cuBLASLt split as a trace line would give it ("" for
 * none) and where the answer came from.  0; -1 when nothing is known; -2
 * when the table cannot be read (src says why). */
int cublas_h100_choice(const mmaemu_lib_gemm *g, char *kernel, size_t klen, char *lt,
                       size_t ltlen, char *src, size_t srclen);

#endif /* MMAEMU_LIB_CHOICE_H */
