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

static inline double bf16_value(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

double mmaemu_bf16_to_double(uint16_t h)
{
    return bf16_value(h);
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

/* The bf16 pattern of a double sum in bf16's normal binades
 * (2^-126 <= |s| < 2^128), and whether the sum lies there (else
 * bf16_round_rare decides): RNE at the 45th fraction bit, then the
 * exponent rebiased (1023 -> 127); a carry out of 2^127's binade gives
 * exponent 255 with a zero fraction, Inf, which is RNE's overflow. */
static inline int bf16_round_normal(double s, uint16_t *h)
{
    uint64_t u;
    memcpy(&u, &s, sizeof u);
    const uint64_t mag = u & 0x7FFFFFFFFFFFFFFFull, ed = mag >> 52;
    const uint64_t r = (mag + 0x0FFFFFFFFFFFull + (mag >> 45 & 1u)) >> 45;
    *h = (uint16_t)((r - ((uint64_t)(1023 - 127) << 7)) | (u >> 48 & 0x8000u));
    return ed >= 1023 - 126 && ed <= 1023 + 127;
}

/* The double sum is exact unless the exponents are more than 44 apart;
 * then the smaller addend lies far below half a bf16 ulp of the larger and
 * the double result rounds to the larger either way.  DCPP's dx sum runs
 * this per element. */
uint16_t mmaemu_bf16_add(uint16_t x, uint16_t y)
{
    const double s = bf16_value(x) + bf16_value(y);
    uint16_t h;
    return bf16_round_normal(s, &h) ? h : bf16_round_rare(s);
}

/* The same for n pairs: a branch-free pass over a chunk that the compiler
 * vectorises, then the rare sums of the chunk (kept, since out may be x
 * or y). */
#if defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("tree-vectorize")))   /* gcc -O2 would not vectorise it */
#endif
void mmaemu_bf16_add_n(uint16_t *out, const uint16_t *x, const uint16_t *y, size_t n)
{
    for (size_t i0 = 0; i0 < n; i0 += 256) {
        const size_t m = n - i0 < 256 ? n - i0 : 256;
        double sum[256];
        unsigned char normal[256];
        for (size_t i = 0; i < m; i++) {
            uint16_t h;
            sum[i] = bf16_value(x[i0 + i]) + bf16_value(y[i0 + i]);
            normal[i] = (unsigned char)bf16_round_normal(sum[i], &h);
            out[i0 + i] = h;
        }
        for (size_t i = 0; i < m; i++)
            if (!normal[i])
                out[i0 + i] = bf16_round_rare(sum[i]);
    }
}
