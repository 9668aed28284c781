/* SPDX-License-Identifier: MIT */
/* alg_ieee.c -- the AMD datapaths built from correctly rounded operations:
 * CDNA1's exact sum with one RNE (E-FDPA, design.md 3.5), CDNA2's
 * flush-to-zero pairwise fp32 adds (3.6) and sequential fp32 fma (3.7). */
#include "internal.h"

#include <math.h>
#include <string.h>

/* ---- E-FDPA: a fixed-point accumulator wide enough for every term ----
 * Terms are sig * 2^q with q >= -300 and a leading bit below 2^260 for the
 * formats the engine accepts (bf16 products reach 2^-266 .. 2^256). */
#define ACC_LIMBS 10
#define ACC_LSB (-320)

typedef struct { uint64_t w[ACC_LIMBS]; } wide_acc; /* two's complement */

static void acc_add(wide_acc *acc, uint64_t sig, int q, int negative)
{
    /* Place sig at bit (q - ACC_LSB) as a 3-limb value, then add or
     * subtract it with carry propagation across the whole accumulator. */
    int pos = q - ACC_LSB;
    int limb = pos / 64, off = pos % 64;
    uint64_t part[3] = {sig << off, off ? sig >> (64 - off) : 0, 0};
    unsigned carry = 0;
    for (int i = limb; i < ACC_LIMBS; i++) {
        uint64_t x = i - limb < 3 ? part[i - limb] : 0;
        if (negative) {
            uint64_t old = acc->w[i];
            uint64_t d = old - x - carry;
            carry = (old < x) || (old - x < carry);
            acc->w[i] = d;
        } else {
            uint64_t old = acc->w[i];
            uint64_t s = old + x + carry;
            carry = (s < old) || (carry && s == old);
            acc->w[i] = s;
        }
        if (i - limb >= 2 && !carry)
            break;
    }
}

uint32_t mmaemu_alg_efdpa(const mmaemu_step_params *p, const mmaemu_value *a,
                          const mmaemu_value *b, int n, const mmaemu_value *c)
{
    wide_acc acc;
    memset(&acc, 0, sizeof acc);
    int all_neg_zero = n == p->L && c->cls == MMAEMU_CLASS_ZERO && c->sign;
    for (int i = 0; i < n; i++) {
        if (a[i].cls == MMAEMU_CLASS_ZERO || b[i].cls == MMAEMU_CLASS_ZERO) {
            all_neg_zero &= a[i].sign ^ b[i].sign;
            continue;
        }
        all_neg_zero = 0;
        acc_add(&acc, a[i].sig * b[i].sig,
                a[i].exp + b[i].exp - a[i].frac_bits - b[i].frac_bits,
                a[i].sign ^ b[i].sign);
    }
    if (c->cls != MMAEMU_CLASS_ZERO)
        acc_add(&acc, c->sig, c->exp - c->frac_bits, c->sign);

    int negative = (int)(acc.w[ACC_LIMBS - 1] >> 63);
    if (negative) { /* magnitude = two's complement negation */
        unsigned carry = 1;
        for (int i = 0; i < ACC_LIMBS; i++) {
            uint64_t x = ~acc.w[i] + carry;
            carry = carry && x == 0;
            acc.w[i] = x;
        }
    }
    int top = ACC_LIMBS - 1;
    while (top >= 0 && acc.w[top] == 0)
        top--;
    if (top < 0) {
        int zero_neg = p->zero_sign == MMAEMU_ZERO_IEEE && all_neg_zero;
        return mmaemu_step_output(p, 0, 0, zero_neg);
    }
    /* Take the 64 bits below the leading one, the rest as sticky. */
    int msb = top * 64 + mmaemu_msb64(acc.w[top]);
    int lo = msb - 63 > 0 ? msb - 63 : 0;
    uint64_t mag = 0;
    for (int bit = msb; bit >= lo; bit--)
        mag = (mag << 1) | ((acc.w[bit / 64] >> (bit % 64)) & 1u);
    int sticky = 0;
    for (int i = 0; i < ACC_LIMBS && !sticky && i * 64 < lo; i++) {
        uint64_t w = acc.w[i];
        if ((i + 1) * 64 > lo)
            w &= (1ull << (lo - i * 64)) - 1u;
        sticky = w != 0;
    }
    return mmaemu_round_exact(p->acc_fmt, negative, mag, lo + ACC_LSB, sticky,
                              MMAEMU_RNE, 0);
}

/* ---- FTZ-AddMul (CDNA2) and FMA: IEEE fp32 arithmetic on the host ----
 * C's float operations are IEEE binary32 with RNE on every platform we
 * build for (FLT_EVAL_METHOD 0, no -ffast-math); the reference engine
 * recomputes them with MPFR, so a platform that differs fails the tests. */

static float operand_float(mmaemu_format f, uint32_t bits)
{
    return mmaemu_bits_to_float(mmaemu_to_fp32_bits(f, bits));
}

static uint32_t float_result(const mmaemu_step_params *p, float x)
{
    return isnan(x) ? p->nan_bits : mmaemu_float_to_bits(x);
}

/* Flush |x| < 2^-126 to zero, keeping the sign (FTZ-AddMul only: the
 * PAIRWISE algorithm is the same sums without flushing). */
static float ftz_signed(const mmaemu_step_params *p, float x)
{
    if (p->alg != MMAEMU_ALG_FTZ_ADDMUL)
        return x;
    return fabsf(x) < 0x1p-126f ? copysignf(0.0f, x) : x;
}

uint32_t mmaemu_alg_ftz_addmul(const mmaemu_step_params *p, const uint32_t *a,
                               const uint32_t *b, int n, uint32_t c)
{
    const mmaemu_format_info *fi = mmaemu_format_get(p->a_fmt);
    const float input_min = p->alg == MMAEMU_ALG_FTZ_ADDMUL ? ldexpf(1.0f, fi->emin) : 0.0f;
    float prod[MMAEMU_MAX_L];
    for (int i = 0; i < p->L; i++) {
        float x = 0.0f, y = 0.0f;
        if (i < n) {
            x = operand_float(p->a_fmt, a[i]);
            y = operand_float(p->b_fmt, b[i]);
        }
        /* Subnormal inputs become +0 (not -0). */
        if (fabsf(x) < input_min)
            x = 0.0f;
        if (fabsf(y) < input_min)
            y = 0.0f;
        prod[i] = ftz_signed(p, x * y);
    }
    float acc = mmaemu_bits_to_float(c);
    if (p->alg == MMAEMU_ALG_FTZ_ADDMUL && fabsf(acc) < 0x1p-126f)
        acc = 0.0f;
    for (int i = 0; i < p->L; i += p->ftz_pair) {
        float s = ftz_signed(p, prod[i] + prod[i + 1]);
        if (p->ftz_pair == 4)
            s = ftz_signed(p, s + ftz_signed(p, prod[i + 2] + prod[i + 3]));
        acc = ftz_signed(p, acc + s);
    }
    return float_result(p, acc);
}

uint32_t mmaemu_alg_fma(const mmaemu_step_params *p, const uint32_t *a,
                        const uint32_t *b, int n, uint32_t c)
{
    /* Padded slots are real fma(0, 0, acc) operations: they turn -0 into +0. */
    float acc = mmaemu_bits_to_float(c);
    for (int i = 0; i < p->L; i++) {
        float x = i < n ? operand_float(p->a_fmt, a[i]) : 0.0f;
        float y = i < n ? operand_float(p->b_fmt, b[i]) : 0.0f;
        acc = fmaf(x, y, acc);
    }
    return float_result(p, acc);
}
