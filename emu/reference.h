/* SPDX-License-Identifier: MIT */
/* reference.h -- pieces of the MPFR/GMP reference engine shared by its
 * files (reference.c, reference_block.c); internal, not installed.  Nothing
 * here is shared with the fast engine. */
#ifndef MMAEMU_REFERENCE_H
#define MMAEMU_REFERENCE_H

#include "mmaemu/engine.h"

#include <gmp.h>

enum { V_ZERO, V_FIN, V_INF, V_NAN };

/* A decoded pattern: (-1)^neg * sig * 2^(exp - frac). */
typedef struct ref_val {
    int cls;        /* V_ZERO, V_FIN, V_INF, V_NAN */
    int neg;
    uint64_t sig;   /* hidden bit included */
    long exp;       /* alignment exponent: unbiased, or emin (subnormal, zero) */
    int frac;
} ref_val;

/* An IEEE-style output grid: frac fraction bits, exponents emin..emax,
 * written into an fp32 or fp16 pattern. */
typedef struct ref_out {
    int frac, emin, emax;
    int fp16;       /* pattern: 1 fp16, 0 fp32 */
    int rne;        /* 1 RNE, 0 RZ */
} ref_out;

/* The reference's own decoding (its own format table). */
void mmaemu_ref_decode(mmaemu_format f, uint32_t bits, ref_val *v);
ref_out mmaemu_ref_out_of(mmaemu_out_rounding o);
/* out = trunc(N * 2^k), toward zero. */
void mmaemu_ref_trunc(mpz_t out, const mpz_t N, long k);
/* The exact non-zero N * 2^X rounded onto o's grid (Inf at overflow). */
uint32_t mmaemu_ref_round(const mpz_t N, long X, const ref_out *o);

/* The algorithms of reference_block.c (design.md 3.8-3.10); sa, sb the
 * decoded scales of each product (already checked for NaN). */
uint32_t mmaemu_ref_int(const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b,
                        int n, uint32_t c);
uint32_t mmaemu_ref_gst(const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b,
                        int n, uint32_t c, const ref_val *sa, const ref_val *sb);
uint32_t mmaemu_ref_bsw(const mmaemu_step_params *p, const uint32_t *a, const uint32_t *b,
                        int n, uint32_t c, const ref_val *sa, const ref_val *sb);

#endif
