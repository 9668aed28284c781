/* arith.c -- the scalar adds that surround matrix instructions: the fp32
 * add that combines partial sums (CUDA cores / VALU) and add.bf16x2, and
 * the value of a bf16 pattern. */
#include <math.h>
#include <string.h>

#include "mmaemu/format.h"

/* C's float addition on the build targets is exactly IEEE binary32 RNE
 * (SSE/NEON, no flush-to-zero). */
uint32_t mmaemu_fp32_add(uint32_t x, uint32_t y)
{
    float a, b, r;
    memcpy(&a, &x, 4);
    memcpy(&b, &y, 4);
    r = a + b;
    uint32_t u;
    memcpy(&u, &r, 4);
    return u;
}

double mmaemu_bf16_to_double(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* Zeros, subnormal, infinite and NaN sums: the general rounding. */
static uint16_t bf16_round_rare(double s)
{
    if (isnan(s))
        return 0x7FC0u;
    if (isinf(s))
        return s > 0 ? 0x7F80u : 0xFF80u;
    if (s == 0)
        return signbit(s) ? 0x8000u : 0u;
    int e;
    double fr = frexp(fabs(s), &e);                     /* [0.5, 1) */
    uint64_t mag = (uint64_t)ldexp(fr, 53);             /* exact */
    return (uint16_t)mmaemu_round_exact(MMAEMU_BF16, s < 0, mag, e - 53, 0, MMAEMU_RNE, 0);
}

/* The double sum is exact unless the exponents are more than 44 apart;
 * then the smaller addend lies far below half a bf16 ulp of the larger and
 * the double result rounds to the larger either way.  A sum in bf16's
 * normal binades (2^-126 <= |s| < 2^128) is rounded on its bits: RNE at
 * the 45th fraction bit, then the exponent rebiased (1023 -> 127); a carry
 * out of 2^127's binade gives exponent 255 with a zero fraction, Inf,
 * which is RNE's overflow.  DCPP's dx sum runs this per element. */
uint16_t mmaemu_bf16_add(uint16_t x, uint16_t y)
{
    const double s = mmaemu_bf16_to_double(x) + mmaemu_bf16_to_double(y);
    uint64_t u;
    memcpy(&u, &s, sizeof u);
    const uint64_t mag = u & 0x7FFFFFFFFFFFFFFFull, ed = mag >> 52;
    if (ed < 1023 - 126 || ed > 1023 + 127)
        return bf16_round_rare(s);
    const uint64_t r = (mag + 0x0FFFFFFFFFFFull + (mag >> 45 & 1u)) >> 45;
    return (uint16_t)((r - ((uint64_t)(1023 - 127) << 7)) | (u >> 48 & 0x8000u));
}
