/* SPDX-License-Identifier: MIT */
/* alg_int.c -- integer MMA (design.md 3.8): u8/s8 operands, an s32
 * accumulator, the exact sum c + sum a_i*b_i, then modulo 2^32 or clamped
 * once to the s32 range (PTX `.satfinite`; sf-tensor/tcgen05 MODEL.md
 * section 6: "saturating mode clamps once, after the exact sum"). */
#include "internal.h"

uint32_t mmaemu_alg_int(const mmaemu_step_params *p, const uint32_t *a,
                        const uint32_t *b, int n, uint32_t c)
{
    int64_t s = mmaemu_int_value(MMAEMU_S32, c);
    for (int i = 0; i < n; i++)   /* |a_i*b_i| < 2^16: no overflow for L <= 64 */
        s += mmaemu_int_value(p->a_fmt, a[i]) * mmaemu_int_value(p->b_fmt, b[i]);
    if (p->out == MMAEMU_OUT_SAT_S32) {
        if (s > INT32_MAX)
            s = INT32_MAX;
        if (s < INT32_MIN)
            s = INT32_MIN;
    }
    return (uint32_t)(uint64_t)s;
}
