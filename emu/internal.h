/* SPDX-License-Identifier: MIT */
/* internal.h -- declarations shared inside libmmaemu (not installed). */
#ifndef MMAEMU_INTERNAL_H
#define MMAEMU_INTERNAL_H

#include "mmaemu/engine.h"


/* Index of the highest set bit of x (x != 0). */
static inline int mmaemu_msb64(uint64_t x) { return 63 - __builtin_clzll(x); }

/* The special-value rules shared by the fused algorithms (design.md 3.1).
 * Returns 1 and writes the result pattern if a special value decides the
 * step; 0 if every operand is finite.  prod_overflow_inf: treat finite
 * products >= 2^128 as Inf (CDNA3). */
int mmaemu_step_specials(const mmaemu_step_params *p, const mmaemu_value *a,
                         const mmaemu_value *b, int n, const mmaemu_value *c,
                         int prod_overflow_inf, uint32_t *out);

/* Round a signed exact value S * 2^exp (S an int64) with the step's output
 * rounding (design.md 3.2 step 5); zero_neg: the sign of an exact zero. */
uint32_t mmaemu_step_output(const mmaemu_step_params *p, int64_t S, int exp,
                            int zero_neg);

/* The algorithms: decoded operands in, result pattern out. */
uint32_t mmaemu_alg_tfdpa(const mmaemu_step_params *p, const mmaemu_value *a,
                          const mmaemu_value *b, int n, const mmaemu_value *c);
uint32_t mmaemu_alg_trfdpa(const mmaemu_step_params *p, const mmaemu_value *a,
                           const mmaemu_value *b, int n, const mmaemu_value *c);
uint32_t mmaemu_alg_efdpa(const mmaemu_step_params *p, const mmaemu_value *a,
                          const mmaemu_value *b, int n, const mmaemu_value *c);
uint32_t mmaemu_alg_ftz_addmul(const mmaemu_step_params *p, const uint32_t *a,
                               const uint32_t *b, int n, uint32_t c);
uint32_t mmaemu_alg_int(const mmaemu_step_params *p, const uint32_t *a,
                        const uint32_t *b, int n, uint32_t c);
uint32_t mmaemu_alg_gst(const mmaemu_step_params *p, const mmaemu_value *a,
                        const mmaemu_value *b, int n, const mmaemu_value *c,
                        const mmaemu_value *sa, const mmaemu_value *sb);
uint32_t mmaemu_alg_bsw(const mmaemu_step_params *p, const mmaemu_value *a,
                        const mmaemu_value *b, int n, const mmaemu_value *c,
                        const mmaemu_value *sa, const mmaemu_value *sb);

/* Exact integers wider than 64 bits for the block-scaled datapaths. */
__extension__ typedef __int128 mmaemu_i128;
/* trunc(x * 2^sh) toward zero, x exact; sh of either sign. */
static inline mmaemu_i128 mmaemu_i128_shift(mmaemu_i128 x, int sh)
{
    if (sh >= 0)
        return sh >= 120 ? 0 : x * ((mmaemu_i128)1 << sh);
    if (sh <= -127)
        return 0;
    return x < 0 ? -((-x) >> -sh) : x >> -sh;
}

uint32_t mmaemu_alg_fma(const mmaemu_step_params *p, const uint32_t *a,
                        const uint32_t *b, int n, uint32_t c);

#endif
