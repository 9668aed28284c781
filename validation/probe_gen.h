/* SPDX-License-Identifier: MIT */
/* probe_gen.h -- the bit-pattern arithmetic of the probe generator
 * (probe_gen.c), shared with the tests' case generator
 * (tests/common/casegen.c).  Part of libmmaemu but not installed.
 *
 * A format's patterns built from their parts (sign, exponent code,
 * fraction field), and the exact encoding of finite values.  All are pure
 * functions: each generator draws its own random numbers. */
#ifndef MMAEMU_PROBE_GEN_H
#define MMAEMU_PROBE_GEN_H

#include "mmaemu/format.h"

/* A format as the generators see it. */
typedef struct mmaemu_pfmt {
    int width, eb, fb, bias, emin, emax, shift;
    int pmin;                /* exponent of the smallest subnormal, emin - fb */
    mmaemu_specials sp;
    uint32_t ecmax;          /* largest exponent code of a finite value */
} mmaemu_pfmt;

mmaemu_pfmt mmaemu_pfmt_of(mmaemu_format f);

/* Sign, exponent code and fraction field; asked for a finite value, FN's
 * S.1111.111 gives its neighbour and FNUZ's -0 gives +0. */
uint32_t mmaemu_pfmt_make(const mmaemu_pfmt *f, int neg, uint32_t ecode, uint32_t frac);
uint32_t mmaemu_pfmt_zero(const mmaemu_pfmt *f, int neg);
uint32_t mmaemu_pfmt_max(const mmaemu_pfmt *f, int neg);
/* Inf where the format has one, else its largest finite value. */
uint32_t mmaemu_pfmt_inf(const mmaemu_pfmt *f, int neg);

/* A finite pattern as (-1)^neg * sig * 2^exp; 0 if it is not finite. */
int mmaemu_pfmt_decode(const mmaemu_pfmt *f, uint32_t bits, uint64_t *sig, int *exp, int *neg);
/* The pattern of (-1)^neg * mag * 2^e, if f holds it exactly (1), else 0. */
int mmaemu_pfmt_encode(const mmaemu_pfmt *f, int neg, uint64_t mag, int e, uint32_t *out);

/* Probe files version 2 (probe_gen_ext.c): the spec's check, line `index`
 * with its scales, and the kind of a MIXED line. */
#include "mmaemu/probe.h"
const char *probe_ext_check(const mmaemu_probe_spec *spec);
void probe_ext_line(const mmaemu_probe_spec *spec, uint64_t index, uint32_t *a, uint32_t *b,
                    uint32_t *c, uint32_t *sa, uint32_t *sb);
mmaemu_probe_kind probe_ext_mixed_kind(uint64_t seed, uint64_t index);

#endif
