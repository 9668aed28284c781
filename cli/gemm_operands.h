/* SPDX-License-Identifier: MIT */
/* gemm_operands.h -- A, B, C of a GEMM read from tensor files (cli/). */
#ifndef MMAEMU_CLI_GEMM_OPERANDS_H
#define MMAEMU_CLI_GEMM_OPERANDS_H

#include "cli.h"

/* The layout option rows of mmaemu gemm and explain gemm (options struct
 * `opts` with fields a_layout, b_layout; CLI_ROW). */
#define GEMM_LAYOUT_ROWS                                                                     \
    CLI_ROW("--a-layout", CLI_VALUE, "mk|km", a_layout, "A stored (m,k) (default) or (k,m)"), \
    CLI_ROW("--b-layout", CLI_VALUE, "kn|nk", b_layout, "B stored (k,n) (default) or (n,k)")

typedef struct {
    const char *opt, *path;
    mmaemu_npy t;
    mmaemu_tensor_kind kind;
    size_t batch;            /* 0 for a 2-D tensor */
    size_t rows, cols;       /* as stored */
} operand;
typedef struct {
    size_t batch, m, n, k;
    int a_km, b_nk;
    mmaemu_format in;
    mmaemu_epilogue out;
    mmaemu_format in_b;      /* B's format from --in A,B; MMAEMU_FP32 (0): as A's */
    size_t block;            /* --block: values per scale (block-scaled GEMMs) */
    int packed_a, packed_b;  /* --in e2m1x2: two e2m1 values a byte along K */
    mmaemu_format scale_fmt; /* --scale (block-scaled GEMMs) */
} problem;
typedef struct {
    operand a, b, c, bias, sa, sb;
    int has_c, has_bias;
} operands;

/* Layouts, output dtype and --in (NULL: from the dtypes) into p.  0 or CLI_BAD. */
int gemm_parse_problem(const char *cmd, const char *a_layout, const char *b_layout,
                       const char *out_dtype, const char *in, problem *p);
/* Read and check A, B and C (c may be NULL); p gets the shape and format. */
int gemm_read_operands(const char *cmd, const char *a, const char *b, const char *c, int has_in,
                       problem *p, operands *x);
void gemm_operands_free(operands *x);
/* s8 or u8: an integer GEMM (int32 C and D, an s32 accumulator). */
int gemm_is_int8(mmaemu_format f);
/* Read and check --bias: (n,) (F.linear's, one per column), (m,n) or
 * (batch,m,n); float32, float16 or bfloat16.  0 or CLI_BAD. */
int gemm_read_bias(const char *cmd, const char *path, const problem *p, operands *x);
/* The bias's view and format into mm (v: storage for the view). */
void gemm_fill_bias(const problem *p, const operands *x, mmaemu_mat *v, mmaemu_matmul *mm);
/* Read and check the block scales (cli/gemm_scales.c): --scale-a stored
 * like A with K / block in place of K, (m, K/block) or, --a-layout km,
 * (K/block, m); --scale-b like B, (K/block, n) or, --b-layout nk,
 * (n, K/block); uint8, 2-D or with the batch first.  Views into s. */
int gemm_read_scales(const char *cmd, const char *sa, const char *sb, const problem *p,
                     operands *x, mmaemu_gemm_scales *s);
/* An fp6/fp4 operand holds one value a byte, in its low bits: 0 or CLI_BAD. */
int gemm_check_narrow(const char *cmd, const operand *x, mmaemu_format f);
/* The matmul's operands, shape and formats (model, schedule: the caller's);
 * c is storage for C's view. */
void gemm_fill_matmul(const problem *p, const operands *x, const mmaemu_triton_config *tc,
                      mmaemu_mat *c, mmaemu_matmul *mm);

#endif
