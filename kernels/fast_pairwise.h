/* SPDX-License-Identifier: MIT */
/* fast_pairwise.h -- the Pairwise chain of the tile kernel
 * (kernels/fast_kernel.h, which includes this after its steps): MMA-Sim's
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

#if FK_VB == 64 && defined(__AVX512F__)
typedef f5_lanes fk_pw_lanes;
#define FK_PW_A(v, t, lx, AV) ((fk_vi)f5_a(v, t, lx, AV))
#define FK_PW_B(v, t, lx, AV) ((fk_vi)f5_b(v, t, lx, (lx).d, AV))
#else
typedef fk_lanes fk_pw_lanes;
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
#if FK_VB == 64 && defined(__AVX512F__)
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
                           fk_pw_lanes lane, const int L, const int AV)
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

/* Steps [s0, s1) of Pairwise, the redo protocol of FAST_CHAIN. */
FK_INLINE size_t fk_chain_pw_steps(const mmaemu_fast_plan *p, const mmaemu_fast_row *a,
                                   const mmaemu_fast_panel *b, size_t s0, size_t s1, uint32_t *c,
                                   uint32_t *redo, const int L, const int AV)
{
    const size_t W = MMAEMU_FAST_LANES, aw = AV ? W : 1;
    fk_vi cb[FK_NH];
#if FK_VB == 64 && defined(__AVX512F__)
    const fk_pw_lanes lane = f5_lanes_of(a, b, AV);
#endif
    fk_acc_load(cb, c);
    for (size_t s = s0; s < s1; s++) {
        const size_t q = s * (size_t)L;
        fk_vi rd[FK_NH], nb[FK_NH], any = {0};
        for (int h = 0; h < FK_NH; h++) {
#if !(FK_VB == 64 && defined(__AVX512F__))
            const fk_pw_lanes lane = fk_lanes_of(a, b, h, AV);
#endif
            const size_t bh = AV & 2 ? 0 : (size_t)h * FK_W;   /* this vector's lanes of B */
            nb[h] = fk_step_pw(p, a->e + q * aw, a->s + q * aw, b->e + q * W + bh,
                               b->s + q * W + bh, cb[h], &rd[h], lane, L, AV);
            any |= rd[h];
        }
        if (fk_any(any)) {
            for (int h = 0; h < FK_NH; h++) {
                cb[h] = fk_sel(rd[h], cb[h], nb[h]);
                for (int l = 0; l < FK_W; l++)
                    redo[h * FK_W + l] = (uint32_t)rd[h][l];
            }
            fk_acc_store(c, cb);
            return s;
        }
        for (int h = 0; h < FK_NH; h++)
            cb[h] = nb[h];
    }
    fk_acc_store(c, cb);
    return s1;
}

/* The chain under the fp32 environment the definition assumes. */
FK_INLINE size_t fk_chain_pw(const mmaemu_fast_plan *p, const mmaemu_fast_row *a,
                             const mmaemu_fast_panel *b, size_t s0, size_t s1, uint32_t *c,
                             uint32_t *redo, const int L, const int AV)
{
#if defined(__SSE__)
    /* RC = nearest (bits 13-14), FTZ (bit 15) and DAZ (bit 6) off */
    const unsigned csr = _mm_getcsr(), want = csr & ~0xE040u;
    if (csr != want)
        _mm_setcsr(want);
    size_t r = fk_chain_pw_steps(p, a, b, s0, s1, c, redo, L, AV);
    if (csr != want)
        _mm_setcsr(csr);
    return r;
#else
    return fk_chain_pw_steps(p, a, b, s0, s1, c, redo, L, AV);
#endif
}
