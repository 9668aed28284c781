/* SPDX-License-Identifier: MIT */
/* infer_impl.h -- what the parts of `mmaemu infer` share (not installed):
 * the data read (infer_read.c), the search space and one candidate on one
 * line (infer_space.c), the search (infer_search.c) and the report
 * (infer_report.c).  The API is include/mmaemu/infer.h. */
#ifndef MMAEMU_INFER_IMPL_H
#define MMAEMU_INFER_IMPL_H

#include "mmaemu/infer.h"

#define ZLO MMAEMU_INFER_ZLO
#define ZN (1 - MMAEMU_INFER_ZLO)     /* e_zero values ZLO .. 0 */
#define ZW MMAEMU_INFER_ZWORDS
#define MAX_LINE_K 4096               /* values per line */
#define MAX_COMPOSED_K 256            /* the instruction driver's limit */

/* One line of the data: k values of a and b, C, the device's D. */
typedef struct infer_line {
    const uint32_t *a, *b;
    size_t k;
    uint32_t c, d;
} infer_line;

static inline void infer_line_get(const mmaemu_infer_data *D, size_t i, infer_line *l)
{
    l->a = D->a + D->off[i];
    l->b = D->b + D->off[i];
    l->k = D->off[i + 1] - D->off[i];
    l->c = D->c[i];
    l->d = D->d[i];
}

static inline int infer_is_nan(mmaemu_format acc, uint32_t x)
{
    return acc == MMAEMU_FP16 ? (x & 0x7FFFu) > 0x7C00u : (x & 0x7FFFFFFFu) > 0x7F800000u;
}

static inline int infer_is_zero(mmaemu_format acc, uint32_t x)
{
    return acc == MMAEMU_FP16 ? (x & 0x7FFFu) == 0 : (x & 0x7FFFFFFFu) == 0;
}

/* A growable list of candidates. */
typedef struct cand_vec {
    mmaemu_infer_cand *v;
    size_t n, cap;
} cand_vec;

/* infer_space.c.  A subnormal pattern of format f? */
int infer_is_sub(mmaemu_format f, uint32_t x);
/* Model output m matches device output d (relaxed: any NaN matches any
 * NaN, +0 matches -0)? */
int infer_same(mmaemu_format acc, uint32_t m, uint32_t d, int relaxed);
/* Bit j (e_zero = ZLO + j) of an e_zero set. */
int infer_ez_get(const uint64_t *ez, int j);
/* Run a candidate on one line; 1 if it still fits (T-FDPA candidates
 * shrink their e_zero set). */
int infer_cand_line(mmaemu_infer_cand *cd, mmaemu_format acc, const infer_line *l, int relaxed);
/* Every candidate for instruction k, in enumeration order; 0 or -1 (out
 * of memory). */
int infer_enumerate(const mmaemu_infer_data *D, int k, uint32_t nan_bits, cand_vec *cv);
/* qsort order of candidates: the canonical preference. */
int infer_cand_cmp(const void *x, const void *y);
/* The rank of an algorithm kind in the canonical order, and back (m's
 * alg, tr_variant, ftz_pair; -1 for an unknown rank). */
int infer_alg_rank(const mmaemu_step_params *p);
int infer_alg_kind(int rank, mmaemu_instr *m);

/* infer_search.c: the e_zero a model file gets when the data leave it
 * open (-108 - F for fp32 accumulators, 4 - F for fp16). */
int infer_canon_ez(mmaemu_format acc, int F);

#endif
