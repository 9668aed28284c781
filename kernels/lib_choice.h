/* SPDX-License-Identifier: MIT */
/* lib_choice.h -- the data of the cuBLAS decision procedure (kernels/lib_choice.c);
 * internal to kernels/. */
#ifndef MMAEMU_LIB_CHOICE_H
#define MMAEMU_LIB_CHOICE_H

#include <stddef.h>

#include "mmaemu/schedule.h"

/* One recorded call: its kind, shape and layout, and what cuBLAS ran. */
typedef struct choice_row {
    mmaemu_format fmt;           /* A and B (tf32: fp32 with allow_tf32) */
    mmaemu_epilogue out;         /* D's type */
    unsigned char align;         /* the coarsest alignment of lda, ldb, ldc, bytes */
    unsigned char bias, c, scaled, a_km, b_nk;
    unsigned batch, m, n, k;
    unsigned short name;         /* index into the names table */
    unsigned short splits;       /* cuBLASLt numSplitsK (1: none) */
    unsigned char scheme;        /* 0 none, 1 COMPUTE_TYPE, 2 OUTPUT_TYPE, 3 INPLACE */
    unsigned char option;        /* gemvx: cuBLASLt customOption (its lanes); else 0 */
} choice_row;

extern const char *const choice_h100_names[];
extern const choice_row choice_h100_rows[];
extern const size_t choice_h100_nrows;

/* cuBLAS 13.1's program on an H100 for g (kernels/lib_choice.c): the main
 * kernel's name, the cuBLASLt split as a trace line would give it ("" for
 * none) and where the answer came from.  0, or -1 when nothing is known. */
int cublas_h100_choice(const mmaemu_lib_gemm *g, char *kernel, size_t klen, char *lt,
                       size_t ltlen, char *src, size_t srclen);

#endif /* MMAEMU_LIB_CHOICE_H */
