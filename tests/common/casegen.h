/* SPDX-License-Identifier: MIT */
/* casegen.h -- random and edge-biased inputs for one engine step.
 *
 * Every generator writes bit patterns: operands in the step's a_fmt/b_fmt,
 * C in its acc_fmt.  casegen_fill picks one kind of case at random, so a
 * long run of calls covers every kind; casegen_fill_kind asks for one. */
#ifndef MMAEMU_CASEGEN_H
#define MMAEMU_CASEGEN_H

#include <stdint.h>

#include "mmaemu.h"
#include "testutil.h"

/* Largest step length the generators fill (a and b need this many slots). */
#define CASEGEN_MAX_L 256

typedef enum casegen_kind {
    CG_UNIFORM,    /* uniformly random patterns */
    CG_NORMAL,     /* normal values, random centre and exponent spread */
    CG_SUBNORMAL,  /* subnormals and values near the smallest normal */
    CG_SPECIAL,    /* normal case with +-0, +-Inf, NaN (payloads), max */
    CG_GAP,        /* huge exponent gaps: tiny products vs huge C and back,
                      terms just around the truncation point */
    CG_CANCEL,     /* a_i*b_i = -(a_j*b_j) pairs, C = -(rest), near misses */
    CG_TIE,        /* sums exactly halfway between accumulator values */
    CG_HUGE,       /* near 2^128 / FLT_MAX, or fp16 max */
    CG_ZERO,       /* +-0 vectors, +-0 C */
    CG_CARRY,      /* all-ones significands of one sign: carries */
    CG_KIND_COUNT
} casegen_kind;

const char *casegen_kind_name(casegen_kind k);

/* One edge-biased pattern of format f (any kind of value). */
uint32_t casegen_operand(test_rng *r, mmaemu_format f);

/* Patterns built from parts: a normal value with unbiased exponent e
 * (clamped to the format's range) and fraction field frac; and +-2^e exactly
 * (subnormal where needed; clamped). */
uint32_t casegen_normal(mmaemu_format f, int neg, int e, uint64_t frac);
uint32_t casegen_pow2(mmaemu_format f, int neg, int e);

/* Exact conversion of an fp8 (or fp16) pattern to fp16, for test oracles:
 * finite values keep their value (and sign of zero), Inf stays Inf, NaN
 * becomes 0x7E00. */
uint32_t casegen_to_fp16(mmaemu_format f, uint32_t bits);

/* Fill a[0..L), b[0..L), *n (0..L) and *c for the step p (p->L <=
 * CASEGEN_MAX_L).  Returns the kind chosen. */
casegen_kind casegen_fill(test_rng *r, const mmaemu_step_params *p,
                          uint32_t *a, uint32_t *b, int *n, uint32_t *c);
void casegen_fill_kind(test_rng *r, casegen_kind kind,
                       const mmaemu_step_params *p, uint32_t *a, uint32_t *b,
                       int *n, uint32_t *c);

#endif
