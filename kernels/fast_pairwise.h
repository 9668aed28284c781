/* SPDX-License-Identifier: MIT */
/* fast_pairwise.h -- the Pairwise step of the tile kernel
 * (kernels/fast_kernel.h, which includes this after its steps and runs it
 * in fk_chain_redo under fk_chain_pw's fp32 environment): MMA-Sim's
 * January 2026 CDNA1 model, emu/alg_ieee.c's MMAEMU_ALG_PAIRWISE, on 16
 * lanes in the host's fp32 arithmetic.  A step of L = 2 or 4 products is
 * acc = acc + ((x0 y0 + x1 y1) [+ (x2 y2 + x3 y3)]), every operation an
 * fp32 RNE one, as in the scalar definition:
 *
 *   operands   a decoded value s 2^(e - f) (f = plan.frac; B's s unshifted,
 *              plan.lsb = 0 as F = 0) is a bf16 / fp16 value, which fp32
 *              holds exactly: one scalef (AVX-512), else two multiplies by
 *              powers of two, both exact (the second is not 1 only for a
 *              bf16 subnormal, the first then leaving a normal value);
 *   products   x y rounded once to fp32 (subnormals, Inf at overflow), the
 *              sums likewise; no contraction into fma (-std=c11 turns it
 *              off for gcc, and every product is its own statement);
 *   MXCSR      RNE without FTZ / DAZ while the chain runs (x86; the
 *              caller's settings come back after);
 *   zero signs a decoded zero has lost its sign (it is +0 here), so a
 *              product with a zero operand may have the wrong sign; a lane
 *              whose result is a zero and whose C is -0 (the only case
 *              where a zero's sign can reach the result: x + (+-0) = x for
 *              x != 0, and x + -x = +0) is left to the scalar step (the
 *              redo protocol, kernels/fast.h);
 *   NaN        any NaN result becomes plan.nan_bits. */
#if defined(__SSE__)
#include <xmmintrin.h>
#endif

#if FK_STEP512
#define FK_PW_A(v, t, lx, AV) ((fk_vi)f5_a(v, t, lx, AV))
#define FK_PW_B(v, t, lx, AV) ((fk_vi)f5_b(v, t, lx, (lx).d, AV))
#else
#define FK_PW_A(v, t, lx, AV) fk_a(v, t, lx, AV)
#define FK_PW_B(v, t, lx, AV) fk_b(v, t, lx, (lx).d, AV)
#endif

/* 2^k as fp32, -126 <= k <= 127. */
FK_INLINE fk_vf fk_pw_pow2(fk_vi k)
{
    fk_vi b = (k + 127) << 23;
    fk_vf f;
    memcpy(&f, &b, sizeof f);
    return f;
}

/* The fp32 value of decoded operands (e, s): exact. */
FK_INLINE fk_vf fk_pw_value(fk_vi e, fk_vi s, int frac)
{
#if FK_STEP512
    return (fk_vf)_mm512_scalef_ps(_mm512_cvtepi32_ps((__m512i)s),
                                   _mm512_cvtepi32_ps((__m512i)(e - frac)));
#else
    const fk_vi m126 = (fk_vi){0} - 126, k = e - frac, k1 = fk_max(k, m126);
    /* zeros (e = MMAEMU_FAST_ZERO_EXP, s = 0) stay 0 */
    fk_vf x = __builtin_convertvector(s, fk_vf) * fk_pw_pow2(k1);
    return x * fk_pw_pow2(fk_max(k - k1, m126));
#endif
}

/* One Pairwise step of one vector of lanes; *redo as described above. */
FK_INLINE fk_vi fk_step_pw(const mmaemu_fast_plan *p, const int32_t *ea, const int32_t *sa,
                           const int32_t *eb, const int32_t *sb, fk_vi cb, fk_vi *redo,
                           fk_lane_set lane, const int L, const int AV)
{
    const fk_vf zero = {0};
    fk_vf pr[4] = {zero, zero, zero, zero};   /* L >= 2: for the compiler's sake */
    for (int t = 0; t < L && t < 4; t++) {
        fk_vf x = fk_pw_value(FK_PW_A(ea, t, lane, AV), FK_PW_A(sa, t, lane, AV), p->frac);
        fk_vf y = fk_pw_value(FK_PW_B(eb, t, lane, AV), FK_PW_B(sb, t, lane, AV), p->frac);
        pr[t] = x * y;
    }
    fk_vf sum = pr[0] + pr[1];
    if (L == 4) {
        fk_vf hi = pr[2] + pr[3];
        sum = sum + hi;
    }
    fk_vf c;
    memcpy(&c, &cb, sizeof c);
    fk_vf r = c + sum;
    fk_vi bits;
    memcpy(&bits, &r, sizeof bits);
    *redo = ((bits & 0x7FFFFFFF) == 0) & (cb == (int32_t)0x80000000u);
    return fk_sel(r != r, (fk_vi){0} + (int32_t)p->nan_bits, bits);
}
