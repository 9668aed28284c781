/* SPDX-License-Identifier: MIT */
/* fast_step512.h -- the steps of the tile kernel (kernels/fast_kernel.h)
 * written with AVX-512 intrinsics (F, VL, BW, DQ, CD) for one 16-lane
 * vector: T-FDPA on an accumulator kept decoded from step to step
 * (f5_chain_t), TR-FDPA with its wide stage in exact fp64 (fk_step_tr);
 * included by fast_kernel.h in place of its generic steps when it is
 * compiled for AVX-512 (fast_avx512.c).  AV (a compile-time constant):
 * 0, A's operands are one row broadcast to every lane; element lanes:
 * bit 0, each lane's A operand from its own row, bit 1, its B operand
 * from its own column of two panels (bit 2: four), else the panel's lane.
 * The same results, bit for bit, in fewer instructions:
 *
 *   product terms  the operands are their fp32 values (plan.fpval; bf16
 *                  and fp16 convert exactly), and each term is
 *                  vcvttps2dq((a * b) * 2^(F - E)): two multiplies, a
 *                  conversion and an add per product, no shifts or signs
 *                  (proof below; f5_terms);
 *   leading bit    vplzcntd / vplzcntq instead of a float conversion;
 *   rounding       T-FDPA: the value normalised by its leading zeros,
 *                  one variable shift; TR-FDPA: fp64 -> fp32 conversion
 *                  (f5_tr_wide); masks (k registers) for the selects.
 *
 * Proof of the term.  The datapath's term (fast_kernel.h) is
 * trunc(sa sb / 2^(E + kprod - ea - eb)) with sa = a 2^(fa - ea) and
 * sb = b 2^(fb + lsb - eb) the stored significands, kprod = fa + fb + lsb
 * - F: that is trunc(a b 2^(F - E)), E the step's exponent (T-FDPA) or
 * e_dot (TR-FDPA), whatever lsb is.  vcvttps2dq truncates toward zero
 * whatever MXCSR says, so the term is exact once x = a b 2^(F - E) is
 * computed exactly wherever |x| >= 1 (|x| < 2^31: fast.c's widths):
 *  - a b has at most 22 significant bits (11 x 11), so its fp32 product
 *    is exact when |a b| lies in [2^-126, 2^128); |a b| < 2^(P + 2) for P
 *    the products' largest exponent (ea + eb), so P <= 126 keeps it finite;
 *  - 2^(F - E) is a normal fp32 for F - 125 <= E <= F + 126 (and E <=
 *    max(P, 127) <= F + 126), and a product by it is exact unless the
 *    result is below 2^-126: then |x| < 1, a term of 0 however it rounds
 *    or flushes;
 *  - if |a b| < 2^-126 the fp32 product is at most 2^-126 in magnitude
 *    (rounded or flushed), so with E >= F - 125 it scales below 2^-1 and
 *    truncates to 0, as the exact |x| < 2^-1 does.
 * So the guard (f5_terms) runs the fp32 terms when every lane with a
 * non-zero product has E >= F - 125 and P <= 126 (lanes of zero products
 * give 0 * 2^(F - E), the exponent clamped to fp32's); otherwise (tiny or
 * huge operands, rare) f5_terms_wide scales each value to its
 * significand first (exact), multiplies them (exact, in [2^-20, 4)) and
 * scales the product by 2^(F + ea + eb - E) (exact when the result is
 * normal, below 1 otherwise).  Both need MXCSR.DAZ off (bf16 subnormals
 * are fp32 subnormals); fk_chain clears DAZ and FTZ around the kernel. */
#include <immintrin.h>

#define F5_1(x) _mm512_set1_epi32(x)
#define F5_Q(x) _mm512_set1_epi64(x)
#define F5_RN (_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)
#define F5_FLOOR (_MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC)

/* Element lanes (kernels/fast.h): lane l's A row ia[l], its B column
 * ib[l] of the panels at d[] (dz[] for z, d2[] = d[] / 2 for the arrays of
 * pairs: e2, w); khi: the lanes of panels 2, 3. */
typedef struct {
    __m512i ia, ib;
    __mmask16 khi;
    ptrdiff_t d[4], dz[4], d2[4];
} f5_lanes;

FK_INLINE f5_lanes f5_lanes_of(const mmaemu_fast_row *a, const mmaemu_fast_panel *b, const int AV)
{
    f5_lanes lx = {_mm512_setzero_si512(), _mm512_setzero_si512(), 0, {0, 0, 0, 0}, {0, 0, 0, 0},
                   {0, 0, 0, 0}};
    if (AV & 1)
        lx.ia = _mm512_loadu_si512(a->lane);
    if (AV & 2) {
        lx.ib = _mm512_loadu_si512(b->cols->lane);
        lx.khi = _mm512_test_epi32_mask(lx.ib, F5_1(32));
        memcpy(lx.d, b->cols->d, sizeof lx.d);
        memcpy(lx.dz, b->cols->dz, sizeof lx.dz);
        for (int k = 0; k < 4; k++)
            lx.d2[k] = lx.d[k] / 2;
    }
    return lx;
}

/* Operand t of A: one value for every lane (a broadcast of A's row) or,
 * AV, lane l's from row ia[l] of the rows side by side at a + t * LANES. */
FK_INLINE __m512i f5_a(const int32_t *a, int t, f5_lanes lx, const int AV)
{
    return AV & 1 ? _mm512_permutexvar_epi32(lx.ia, _mm512_loadu_si512(a + t * MMAEMU_FAST_LANES))
              : F5_1(a[t]);
}

/* Operand t of B: the panel's vector or, AV bit 1, lane l's from column
 * ib[l] of the panels at b + d[] (two; four with bit 2: two permutes and
 * a blend). */
FK_INLINE __m512i f5_b(const int32_t *b, int t, f5_lanes lx, const ptrdiff_t *d, const int AV)
{
    const int32_t *bt = b + t * MMAEMU_FAST_LANES;
    if (!(AV & 2))
        return _mm512_loadu_si512(bt);
    __m512i v = _mm512_permutex2var_epi32(_mm512_loadu_si512(bt), lx.ib, _mm512_loadu_si512(bt + d[1]));
    if (AV & 4)
        v = _mm512_mask_mov_epi32(v, lx.khi,
                                  _mm512_permutex2var_epi32(_mm512_loadu_si512(bt + d[2]), lx.ib,
                                                            _mm512_loadu_si512(bt + d[3])));
    return v;
}

/* Max exponent of the products t < L, every ST-th, folded into E;
 * c-independent. */
FK_INLINE __m512i f5_emax(const int32_t *ea, const int32_t *eb, __m512i E, f5_lanes ix,
                          const int L, const int AV, const int ST)
{
#pragma GCC unroll 32
    for (int t = 0; t < L; t += ST)
        E = _mm512_max_epi32(E, _mm512_add_epi32(f5_b(eb, t, ix, ix.d, AV),
                                                  f5_a(ea, t, ix, AV)));
    return E;
}

/* f5_emax over all L products from the exponents in pairs (plan.pairs):
 * one 16-bit add and max for two products (their sums stay within int16:
 * fast.h), the low halves folded onto the high ones and widened at the
 * end; 2 MMAEMU_FAST_ZERO_EXP where every product is zero.  Element lanes
 * permute the pairs as f5_a and f5_b permute single exponents (the
 * panels' offsets halve with them). */
FK_INLINE __m512i f5_emax2(const uint32_t *ea2, const uint32_t *eb2, f5_lanes ix, const int L,
                           const int AV)
{
    const int32_t *a2 = (const int32_t *)ea2, *b2 = (const int32_t *)eb2;
    /* every exponent is at least MMAEMU_FAST_ZERO_EXP, every sum at least
     * twice that: the first pair's sums start the max */
    __m512i E2 = _mm512_add_epi16(f5_b(b2, 0, ix, ix.d2, AV), f5_a(a2, 0, ix, AV));
#pragma GCC unroll 16
    for (int u = 1; u < L / 2; u++)
        E2 = _mm512_max_epi16(E2,
                              _mm512_add_epi16(f5_b(b2, u, ix, ix.d2, AV), f5_a(a2, u, ix, AV)));
    return _mm512_srai_epi32(_mm512_max_epi16(E2, _mm512_slli_epi32(E2, 16)), 16);
}

/* Element lanes from bf16 words (AV bit 3, mmaemu_fast_panel.w): the
 * largest ea + eb over the step's non-zero products.  Per
 * pair of positions the words' exponent fields (a normal bf16's exponent
 * is its field - 127, a zero's field is 0: the words hold no subnormal,
 * NaN or Inf) added as unsigned 16-bit (field sums << 7 stay below 2^16),
 * a product with a zero operand left out of the max; all zero: P =
 * 2 MMAEMU_FAST_ZERO_EXP, as f5_emax2 gives.  *kzero: the lanes with a
 * zero product (a zero operand on either side: what the decoded zero
 * flags za, zb tell T-FDPA). */
FK_INLINE __m512i f5_emaxw(const uint32_t *wa, const uint32_t *wb, __mmask16 *kzero, f5_lanes ix,
                           const int L, const int AV)
{
    const int32_t *a2 = (const int32_t *)wa, *b2 = (const int32_t *)wb;
    const __m512i ef = F5_1(0x7F807F80);
    __m512i E2 = _mm512_setzero_si512();
    __mmask32 all = ~(__mmask32)0;
#pragma GCC unroll 16
    for (int u = 0; u < L / 2; u++) {
        const __m512i fa = _mm512_and_si512(f5_a(a2, u, ix, AV), ef);
        const __m512i fb = _mm512_and_si512(f5_b(b2, u, ix, ix.d2, AV), ef);
        const __mmask32 nz = _mm512_test_epi16_mask(fa, fa) & _mm512_test_epi16_mask(fb, fb);
        E2 = _mm512_mask_max_epu16(E2, nz, E2, _mm512_add_epi16(fa, fb));
        all &= nz;
    }
    const __m512i zh = _mm512_movm_epi16(~all);   /* lane l: halves 2l and 2l + 1 */
    *kzero = _mm512_test_epi32_mask(zh, zh);
    /* the larger half in the high one: its field sum << 7 is m >> 23 */
    const __m512i m = _mm512_max_epu16(E2, _mm512_slli_epi32(E2, 16));
    return _mm512_mask_sub_epi32(F5_1(2 * MMAEMU_FAST_ZERO_EXP),
                                 _mm512_test_epi32_mask(m, F5_1((int32_t)0xFFFF0000u)),
                                 _mm512_srli_epi32(m, 23), F5_1(254));
}

/* Operand t of A or B as an fp32 vector (plan.fpval: s holds the values'
 * bits); A's broadcast is a memory operand of the multiply ({1to16}). */
FK_INLINE __m512 f5_af(const int32_t *a, int t, f5_lanes lx, const int AV)
{
    if (AV & 1)
        return _mm512_castsi512_ps(f5_a(a, t, lx, AV));
    float v;
    memcpy(&v, a + t, sizeof v);
    return _mm512_set1_ps(v);
}

FK_INLINE __m512 f5_bf(const int32_t *b, int t, f5_lanes lx, const int AV)
{
    return _mm512_castsi512_ps(f5_b(b, t, lx, lx.d, AV));
}

/* The sum of the L product terms trunc(a b 2^(F - E)) (the lanes' scale
 * 2^(F - E) in sc): a b and the scaling are exact (see the top). */
FK_INLINE __m512i f5_terms_fp(const int32_t *va, const int32_t *vb, __m512 sc, f5_lanes ix,
                              const int L, const int AV, const int ST)
{
    __m512i S0 = _mm512_setzero_si512(), S1 = S0;
#pragma GCC unroll 32
    for (int t = 0; t < L; t += ST) {
        __m512 pr = _mm512_mul_ps(f5_bf(vb, t, ix, AV), f5_af(va, t, ix, AV));
        __m512i tt = _mm512_cvttps_epi32(_mm512_mul_ps(pr, sc));
        if (t / ST & 1)
            S1 = _mm512_add_epi32(S1, tt);
        else
            S0 = _mm512_add_epi32(S0, tt);
    }
    return _mm512_add_epi32(S0, S1);
}

/* f5_terms_fp from bf16 words (AV bit 3): position 2u's value is word u
 * shifted up 16 bits, 2u + 1's the word's high half, both exact fp32. */
FK_INLINE __m512i f5_terms_fpw(const uint32_t *wa, const uint32_t *wb, __m512 sc, f5_lanes ix,
                               const int L, const int AV)
{
    const int32_t *a2 = (const int32_t *)wa, *b2 = (const int32_t *)wb;
    const __m512i hi = F5_1((int32_t)0xFFFF0000u);
    __m512i S0 = _mm512_setzero_si512(), S1 = S0;
#pragma GCC unroll 16
    for (int u = 0; u < L / 2; u++) {
        const __m512i a = f5_a(a2, u, ix, AV), b = f5_b(b2, u, ix, ix.d2, AV);
        const __m512 p0 = _mm512_mul_ps(_mm512_castsi512_ps(_mm512_slli_epi32(b, 16)),
                                        _mm512_castsi512_ps(_mm512_slli_epi32(a, 16)));
        const __m512 p1 = _mm512_mul_ps(_mm512_castsi512_ps(_mm512_and_si512(b, hi)),
                                        _mm512_castsi512_ps(_mm512_and_si512(a, hi)));
        S0 = _mm512_add_epi32(S0, _mm512_cvttps_epi32(_mm512_mul_ps(p0, sc)));
        S1 = _mm512_add_epi32(S1, _mm512_cvttps_epi32(_mm512_mul_ps(p1, sc)));
    }
    return _mm512_add_epi32(S0, S1);
}

/* The same sum for any exponents (the guard's rare lanes): each value
 * scaled to its significand (2^-e: exact, in [2^-10, 2)), their product
 * (exact), scaled by 2^(F + ea + eb - E); EF = E - F. */
FK_INLINE __m512i f5_terms_wide(const int32_t *ea, const int32_t *va, const int32_t *eb,
                                const int32_t *vb, __m512i EF, f5_lanes ix, const int L,
                                const int AV, const int ST)
{
    __m512i S = _mm512_setzero_si512();
    for (int t = 0; t < L; t += ST) {
        __m512i xa = f5_a(ea, t, ix, AV), xb = f5_b(eb, t, ix, ix.d, AV);
        __m512 ma = _mm512_scalef_ps(_mm512_castsi512_ps(f5_a(va, t, ix, AV)),
                                     _mm512_cvtepi32_ps(_mm512_sub_epi32(_mm512_setzero_si512(), xa)));
        __m512 mb = _mm512_scalef_ps(f5_bf(vb, t, ix, AV),
                                     _mm512_cvtepi32_ps(_mm512_sub_epi32(_mm512_setzero_si512(), xb)));
        __m512 sh = _mm512_cvtepi32_ps(_mm512_sub_epi32(_mm512_add_epi32(xa, xb), EF));
        S = _mm512_add_epi32(S, _mm512_cvttps_epi32(_mm512_scalef_ps(_mm512_mul_ps(ma, mb), sh)));
    }
    return S;
}

/* f5_terms_wide from bf16 words (AV bit 3): each value's significand and
 * exponent by getmant / getexp (a zero: significand 0, exponent -inf,
 * which scales its zero product to 0); EF = E - F. */
FK_INLINE __m512i f5_terms_widew(const uint32_t *wa, const uint32_t *wb, __m512i EF, f5_lanes ix,
                                 const int L, const int AV)
{
    const int32_t *a2 = (const int32_t *)wa, *b2 = (const int32_t *)wb;
    const __m512i hi = F5_1((int32_t)0xFFFF0000u);
    const __m512 ef = _mm512_cvtepi32_ps(EF);
    __m512i S = _mm512_setzero_si512();
    for (int u = 0; u < L / 2; u++) {
        const __m512i a = f5_a(a2, u, ix, AV), b = f5_b(b2, u, ix, ix.d2, AV);
        for (int h = 0; h < 2; h++) {
            const __m512 va =
                _mm512_castsi512_ps(h ? _mm512_and_si512(a, hi) : _mm512_slli_epi32(a, 16));
            const __m512 vb =
                _mm512_castsi512_ps(h ? _mm512_and_si512(b, hi) : _mm512_slli_epi32(b, 16));
            const __m512 ma = _mm512_getmant_ps(va, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_src);
            const __m512 mb = _mm512_getmant_ps(vb, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_src);
            const __m512 sh =
                _mm512_sub_ps(_mm512_add_ps(_mm512_getexp_ps(va), _mm512_getexp_ps(vb)), ef);
            const __m512 t = _mm512_scalef_ps(_mm512_mul_ps(ma, mb), sh);
            S = _mm512_add_epi32(S, _mm512_cvttps_epi32(t));
        }
    }
    return S;
}

/* The bits of 2^(F - E), the exponent field clamped to 254 (2^127): the
 * clamp only meets lanes whose products are all zero.  E <= F + 126 but
 * in lanes that reached Inf (whose terms nobody reads): E <= 126 where a
 * product is non-zero, C's exponent <= 127. */
FK_INLINE __m512i f5_up_bits(const mmaemu_fast_plan *p, __m512i E)
{
    return _mm512_slli_epi32(_mm512_min_epi32(_mm512_sub_epi32(F5_1(p->F + 127), E), F5_1(254)),
                             23);
}

/* f5_terms where every lane with a non-zero product has E within
 * [F - 125, 126] (f5_terms's guard, or the operands' exponent ranges:
 * RANGED steps): the fp32 terms. */
FK_INLINE __m512i f5_terms_in(const mmaemu_fast_plan *p, const int32_t *va, const int32_t *vb,
                              const uint32_t *wa, const uint32_t *wb, __m512i E, f5_lanes ix,
                              const int L, const int AV, const int ST)
{
    const __m512 sc = _mm512_castsi512_ps(f5_up_bits(p, E));
    if (AV & 8 && wa)   /* ST = 1; wa NULL: the steps that never take words */
        return f5_terms_fpw(wa, wb, sc, ix, L, AV);
    return f5_terms_fp(va, vb, sc, ix, L, AV, ST);
}

/* The signed sum of the truncated product terms on the grid 2^(E - F):
 * P, the products' largest exponent (<= E; MMAEMU_FAST_ZERO_EXP / 2 or
 * below: every product is zero).  The fp32 terms unless a lane has a
 * non-zero product and E < F - 125 or P > 126. */
FK_INLINE __m512i f5_terms(const mmaemu_fast_plan *p, const int32_t *ea, const int32_t *va,
                           const int32_t *eb, const int32_t *vb, const uint32_t *wa,
                           const uint32_t *wb, __m512i P, __m512i E, f5_lanes ix, const int L,
                           const int AV, const int ST)
{
    /* E outside [F - 125, 126] (P > 126 included: P <= E) in a lane with a
     * non-zero product; E > 126 with P <= 126 (C near 2^128) takes the
     * wide terms too, as exact */
    __mmask16 kp = _mm512_cmpgt_epi32_mask(P, F5_1(MMAEMU_FAST_ZERO_EXP / 2));
    if (_mm512_mask_cmpgt_epu32_mask(kp, _mm512_sub_epi32(E, F5_1(p->F - 125)),
                                     F5_1(126 - (p->F - 125))))
        return AV & 8 && wa ? f5_terms_widew(wa, wb, _mm512_sub_epi32(E, F5_1(p->F)), ix, L, AV)
                            : f5_terms_wide(ea, va, eb, vb, _mm512_sub_epi32(E, F5_1(p->F)), ix, L,
                                            AV, ST);
    return f5_terms_in(p, va, vb, wa, wb, E, ix, L, AV, ST);
}

/* The T-FDPA accumulator of every lane, kept decoded between steps:
 * significand (hidden bit included), exponent (e_zero for zero), sign;
 * lanes that reached Inf keep their bits in inf_bits and stop. */
typedef struct {
    __m512i sig, exp, inf_bits;
    __m512i e1max;   /* LAZY steps: the largest leading exponent (+ 126) met */
    __mmask16 neg, inf;
} f5_acc;

FK_INLINE f5_acc f5_decode_t(const mmaemu_fast_plan *p, __m512i cb)
{
    f5_acc c;
    __m512i be = _mm512_and_si512(_mm512_srli_epi32(cb, 23), F5_1(0xFF));
    __m512i frac = _mm512_and_si512(cb, F5_1(0x7FFFFF));
    c.sig = _mm512_mask_or_epi32(frac, _mm512_test_epi32_mask(cb, F5_1(0x7F800000)), frac,
                                 F5_1(0x800000));
    c.exp = _mm512_mask_mov_epi32(_mm512_sub_epi32(_mm512_max_epi32(be, F5_1(1)), F5_1(127)),
                                  _mm512_testn_epi32_mask(cb, F5_1(0x7FFFFFFF)), F5_1(p->e_zero));
    c.neg = _mm512_movepi32_mask(cb);
    c.inf = _mm512_cmpeq_epi32_mask(be, F5_1(255));
    c.inf_bits = cb;
    c.e1max = _mm512_setzero_si512();
    return c;
}

/* The fp32 pattern of c (after at least one step: a zero is +0). */
FK_INLINE __m512i f5_encode_t(f5_acc c)
{
    __mmask16 knz = _mm512_test_epi32_mask(c.sig, c.sig);
    /* normal: exp + 126 + the hidden bit; subnormal: exp = -126, no hidden bit */
    __m512i field = _mm512_slli_epi32(_mm512_add_epi32(c.exp, F5_1(126)), 23);
    __m512i bits = _mm512_maskz_add_epi32(knz, field, c.sig);
    bits = _mm512_mask_or_epi32(bits, c.neg & knz, bits, F5_1((int32_t)0x80000000u));
    return _mm512_mask_mov_epi32(bits, c.inf, c.inf_bits);
}

/* A T-FDPA step's E: the largest of its products' exponents (*P; the
 * products' side first, it does not wait for C), e_zero where a zero
 * term exists (or always, ezero_floor) and C's exponent. */
FK_INLINE __m512i f5_step_e(const mmaemu_fast_plan *p, const int32_t *ea, const int32_t *za,
                            const int32_t *eb, const int32_t *zb, const uint32_t *ea2,
                            const uint32_t *eb2, const f5_acc *c, __m512i *P, f5_lanes ix,
                            const int L, const int AV)
{
    __m512i Ep;
    if (AV & 8 && ea2) {   /* the words (f5_emaxw) tell the zero terms too */
        __mmask16 kz;
        *P = f5_emaxw(ea2, eb2, &kz, ix, L, AV);
        Ep = _mm512_mask_mov_epi32(F5_1(MMAEMU_FAST_ZERO_EXP), kz, F5_1(p->e_zero));
    } else {
        Ep = _mm512_max_epi32(f5_b(zb, 0, ix, ix.dz, AV), f5_a(za, 0, ix, AV));
        *P = ea2 ? f5_emax2(ea2, eb2, ix, L, AV)
                 : f5_emax(ea, eb, F5_1(2 * MMAEMU_FAST_ZERO_EXP), ix, L, AV, 1);
    }
    if (p->ezero_floor)
        Ep = _mm512_max_epi32(Ep, F5_1(p->e_zero));
    return _mm512_max_epi32(_mm512_max_epi32(Ep, *P), c->exp);
}

/* C's term on the grid 2^(E - F), truncated and signed; shifts of 32 or
 * more give 0. */
FK_INLINE __m512i f5_cterm(const mmaemu_fast_plan *p, const f5_acc *c, __m512i E)
{
    __m512i shc = _mm512_add_epi32(_mm512_sub_epi32(E, c->exp), F5_1(23 + p->lsc - p->F));
    __m512i ct = _mm512_srlv_epi32(_mm512_sllv_epi32(c->sig, F5_1(p->lsc)), shc);
    return _mm512_mask_sub_epi32(ct, c->neg, _mm512_setzero_si512(), ct);
}

/* One T-FDPA step (alg_tfdpa.c with RZ fp32 or e8m13 output, +0 for zero) on
 * the decoded accumulator; za: A's zero flag of the step (AV: per lane).
 * PREC: plan.prec as a constant (23, fp32), or 0: read it from the plan. */
FK_INLINE void f5_step_t(const mmaemu_fast_plan *p, const int32_t *ea, const int32_t *sa,
                         const int32_t *za, const int32_t *eb, const int32_t *sb,
                         const int32_t *zb, const uint32_t *ea2, const uint32_t *eb2, f5_acc *c,
                         f5_lanes ix, const int L, const int AV, const int PREC, const int LAZY)
{
    const int prec = PREC ? PREC : p->prec;
    const __m512i zero = _mm512_setzero_si512();
    __m512i P;
    const __m512i E = f5_step_e(p, ea, za, eb, zb, ea2, eb2, c, &P, ix, L, AV);
    __m512i S = f5_terms(p, ea, sa, eb, sb, ea2, eb2, P, E, ix, L, AV, 1);
    __m512i ct = f5_cterm(p, c, E);

    /* S + ct in 33 bits: wrapped sum, sign by majority of the signs. */
    __m512i St = _mm512_add_epi32(S, ct);
    __mmask16 kneg = _mm512_movepi32_mask(_mm512_ternarylogic_epi32(S, ct, St, 0xE8));
    __m512i mag = _mm512_mask_sub_epi32(St, kneg, zero, St);

    /* RZ to fp32 (prec 23) or e8m13 (prec 13) of mag 2^(E - F): e1 =
     * leading exponent + 126, the significand the top prec + 1 bits of mag
     * normalised (fewer below 2^-126), placed as fp32's (hidden bit 23). */
    __m512i lz = _mm512_lzcnt_epi32(mag);
    __m512i e1 = _mm512_sub_epi32(_mm512_add_epi32(E, F5_1(157 - p->F)), lz);
    const int drop = 31 - prec;
    __m512i q = _mm512_srlv_epi32(_mm512_sllv_epi32(mag, lz),
                                  _mm512_max_epi32(F5_1(drop), _mm512_sub_epi32(F5_1(drop), e1)));
    if (prec != 23)
        q = _mm512_slli_epi32(q, (unsigned)(23 - prec));
    __mmask16 knz = _mm512_test_epi32_mask(q, q);
    if (LAZY) {   /* no lane is Inf: record e1, f5_chain_t runs again if it reached 254 */
        c->e1max = _mm512_max_epi32(c->e1max, e1);
        c->sig = q;
        c->exp = _mm512_mask_max_epi32(F5_1(p->e_zero), knz, _mm512_sub_epi32(e1, F5_1(126)),
                                       F5_1(-126));
        c->neg = kneg;
        return;
    }
    /* Inf at 2^128 (e1 >= 254); a lane at Inf keeps it. */
    __mmask16 kovf = _mm512_mask_cmpge_epi32_mask(knz & ~c->inf, e1, F5_1(254));
    c->inf_bits = _mm512_mask_mov_epi32(c->inf_bits, kovf,
                                        _mm512_mask_or_epi32(F5_1(0x7F800000), kneg,
                                                             F5_1(0x7F800000),
                                                             F5_1((int32_t)0x80000000u)));
    c->inf |= kovf;
    c->sig = q;
    c->exp = _mm512_mask_max_epi32(F5_1(p->e_zero), knz, _mm512_sub_epi32(e1, F5_1(126)),
                                   F5_1(-126));
    c->neg = kneg;
}

/* One T-FDPA step whose L terms overflow an int32 sum (plan.sum64: L =
 * 32 and F = 25, sm100 / sm120's fp8 kinds; RZ fp32 only): each half of
 * the terms summed in int32 (fast.c checks their width) with C's term,
 * then the total in fp64 for 8 lanes at a time: an integer below 2^34,
 * exact, scaled by 2^(E - F) (exact: E - F > -200, so the value stays in
 * fp64's normal range) and rounded toward zero to fp32 by the conversion,
 * subnormals included (the caller keeps MXCSR.FTZ off).  As f5_step_t,
 * |value| >= 2^128 gives Inf. */
FK_INLINE void f5_step_t64(const mmaemu_fast_plan *p, const int32_t *ea, const int32_t *sa,
                           const int32_t *za, const int32_t *eb, const int32_t *sb,
                           const int32_t *zb, f5_acc *c, f5_lanes ix, const int L,
                           const int AV)
{
    const size_t aw = AV ? MMAEMU_FAST_LANES : 1, h = (size_t)L / 2;
    __m512i P;
    const __m512i E = f5_step_e(p, ea, za, eb, zb, NULL, NULL, c, &P, ix, L, AV);
    __m512i S0 = f5_terms(p, ea, sa, eb, sb, NULL, NULL, P, E, ix, L / 2, AV, 1);
    __m512i S1 = f5_terms(p, ea + h * aw, sa + h * aw, eb + h * MMAEMU_FAST_LANES,
                          sb + h * MMAEMU_FAST_LANES, NULL, NULL, P, E, ix, L / 2, AV, 1);
    __m512i ct = f5_cterm(p, c, E);
    __m512i EF = _mm512_sub_epi32(E, F5_1(p->F));
    __m256 r[2];
    for (int k = 0; k < 2; k++) {
#define F5_HALF(v) (k ? _mm512_extracti64x4_epi64(v, 1) : _mm512_castsi512_si256(v))
        __m512d T = _mm512_add_pd(_mm512_add_pd(_mm512_cvtepi32_pd(F5_HALF(S0)),
                                                _mm512_cvtepi32_pd(F5_HALF(S1))),
                                  _mm512_cvtepi32_pd(F5_HALF(ct)));
        T = _mm512_scalef_round_pd(T, _mm512_cvtepi32_pd(F5_HALF(EF)), F5_RN);
        __mmask8 kinf = _mm512_cmp_pd_mask(_mm512_abs_pd(T), _mm512_set1_pd(0x1p128), _CMP_GE_OQ);
        __m256 v = _mm512_cvt_roundpd_ps(T, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
        const __m256i sign = _mm256_and_si256(_mm256_castps_si256(v), _mm256_set1_epi32(INT32_MIN));
        r[k] = _mm256_mask_mov_ps(v, kinf, _mm256_castsi256_ps(_mm256_or_si256(
                                               sign, _mm256_set1_epi32(0x7F800000))));
#undef F5_HALF
    }
    /* a -0 (RZ below the least subnormal) decodes as a zero significand,
     * which f5_encode_t writes as +0 */
    f5_acc n = f5_decode_t(
        p, _mm512_castps_si512(_mm512_insertf32x8(_mm512_castps256_ps512(r[0]), r[1], 1)));
    n.inf_bits = _mm512_mask_mov_epi32(n.inf_bits, c->inf, c->inf_bits);
    n.inf |= c->inf;
    *c = n;
}

/* Steps [s0, s1) of T-FDPA on acc (AV: A per lane; LAZY: f5_step_t's). */
FK_INLINE void f5_run_t(const mmaemu_fast_plan *p, const mmaemu_fast_row *a,
                        const mmaemu_fast_panel *b, size_t s0, size_t s1, f5_acc *acc, f5_lanes ix,
                        const int L, const int AV, const int LAZY)
{
    const size_t W = MMAEMU_FAST_LANES, aw = AV ? W : 1;
    if (AV & 8)   /* the operands' words in place of the exponents in pairs */
        for (size_t s = s0; s < s1; s++) {
            const size_t q = s * (size_t)L;
            f5_step_t(p, a->e + q * aw, a->s + q * aw, a->z + s * aw, b->e + q * W, b->s + q * W,
                      b->z + s * W, a->w + q / 2 * aw, b->w + q / 2 * W, acc, ix, L, AV, 0, LAZY);
        }
    else if (a->e2 && b->e2 && p->prec == 23)   /* pairs (plan.pairs), fp32 out: constants */
        for (size_t s = s0; s < s1; s++) {
            const size_t q = s * (size_t)L;
            f5_step_t(p, a->e + q * aw, a->s + q * aw, a->z + s * aw, b->e + q * W, b->s + q * W,
                      b->z + s * W, a->e2 + q / 2 * aw, b->e2 + q / 2 * W, acc, ix, L, AV, 23,
                      LAZY);
        }
    else if (a->e2 && b->e2)   /* the exponents in pairs (plan.pairs) */
        for (size_t s = s0; s < s1; s++) {
            const size_t q = s * (size_t)L;
            f5_step_t(p, a->e + q * aw, a->s + q * aw, a->z + s * aw, b->e + q * W, b->s + q * W,
                      b->z + s * W, a->e2 + q / 2 * aw, b->e2 + q / 2 * W, acc, ix, L, AV, 0,
                      LAZY);
        }
    else
        for (size_t s = s0; s < s1; s++) {
            const size_t q = s * (size_t)L;
            f5_step_t(p, a->e + q * aw, a->s + q * aw, a->z + s * aw, b->e + q * W, b->s + q * W,
                      b->z + s * W, NULL, NULL, acc, ix, L, AV, 0, LAZY);
        }
}

/* Whether a LAZY run's lanes stayed below 2^128 (else Inf is to be tracked). */
FK_INLINE int f5_lazy_ok(const f5_acc *acc)
{
    return !_mm512_cmpge_epi32_mask(acc->e1max, F5_1(254));
}

/* Steps [s0, s1) of T-FDPA for the 16 lanes of c (AV: A per lane): first
 * without tracking Inf (lazy: a few operations fewer per step), again
 * with it where a lane reached 2^128 or C holds an Inf. */
FK_INLINE void f5_chain_t(const mmaemu_fast_plan *p, const mmaemu_fast_row *a,
                          const mmaemu_fast_panel *b, size_t s0, size_t s1, uint32_t *c,
                          const int L, const int AV)
{
    const size_t W = MMAEMU_FAST_LANES, aw = AV ? W : 1;
    if (s0 >= s1)
        return;
    f5_acc acc = f5_decode_t(p, _mm512_loadu_si512(c));
    const f5_lanes ix = f5_lanes_of(a, b, AV);
    if (p->sum64) {   /* a loop of its own: no test in the steps */
        for (size_t s = s0; s < s1; s++) {
            const size_t q = s * (size_t)L;
            f5_step_t64(p, a->e + q * aw, a->s + q * aw, a->z + s * aw, b->e + q * W,
                        b->s + q * W, b->z + s * W, &acc, ix, L, AV);
        }
    } else if (acc.inf) {
        f5_run_t(p, a, b, s0, s1, &acc, ix, L, AV, 0);
    } else {
        f5_run_t(p, a, b, s0, s1, &acc, ix, L, AV, 1);
        if (!f5_lazy_ok(&acc)) {
            acc = f5_decode_t(p, _mm512_loadu_si512(c));
            f5_run_t(p, a, b, s0, s1, &acc, ix, L, AV, 0);
        }
    }
    _mm512_storeu_si512(c, f5_encode_t(acc));
}

/* The wide stage of a TR-FDPA step for 8 lanes, in fp64: every value in it
 * is an integer below 2^50 times a power of two within fp64's normal
 * range, so each operation below is exact but the floors (roundscale) and
 * the final rounding (fp64 -> fp32 RNE, with fp32 subnormals and Inf at
 * 2^128, the hardware conversion under embedded rounding; the caller keeps
 * MXCSR.FTZ off).  Inputs, int32: S, K - d (d = E - e_dot), Cc, Eg = E -
 * F2 - extra (the grid) and nm = min(E + 125, 0). */
FK_INLINE __m256 f5_tr_wide(const mmaemu_fast_plan *p, __m256i S, __m256i Kmd, __m256i Cc,
                            __m256i Eg, __m256i nm)
{
    const int extra = p->kind == MMAEMU_FAST_TR_RENORM, K = p->F2 + extra - p->F;
    /* D = floor(S 2^(K - d)); T = D + Cc 2^K on the grid 2^Eg */
    __m512d D = _mm512_roundscale_pd(
        _mm512_scalef_round_pd(_mm512_cvtepi32_pd(S), _mm512_cvtepi32_pd(Kmd), F5_RN), F5_FLOOR);
    __m512d T = _mm512_fmadd_round_pd(_mm512_cvtepi32_pd(Cc), _mm512_set1_pd((double)(1 << K)), D,
                                      F5_RN);
    __m512d g = _mm512_cvtepi32_pd(Eg);
    if (extra) {
        /* Renormalise: floor to F2 bits below max(leading exponent, -126):
         * drop = max(msb - F2, -125 - E, 0); getexp(0) = -inf drops nothing. */
        __m512d nd = _mm512_min_pd(_mm512_sub_pd(_mm512_set1_pd(p->F2),
                                                 _mm512_getexp_round_pd(T, _MM_FROUND_NO_EXC)),
                                   _mm512_cvtepi32_pd(nm));
        T = _mm512_roundscale_pd(_mm512_scalef_round_pd(T, nd, F5_RN), F5_FLOOR);
        g = _mm512_sub_pd(g, nd);
    }
    return _mm512_cvt_roundpd_ps(_mm512_scalef_round_pd(T, g, F5_RN), F5_RN);
}

/* f5_emax under MMAEMU_ZALIGN_M126: a zero operand (decoded exponent
 * MMAEMU_FAST_ZERO_EXP; every other one is >= -126) aligns as -126. */
FK_INLINE __m512i f5_emax_z(const int32_t *ea, const int32_t *eb, f5_lanes ix, const int L,
                            const int AV)
{
    const __m512i m126 = F5_1(-126);
    __m512i E = F5_1(-252);
#pragma GCC unroll 32
    for (int t = 0; t < L; t++)
        E = _mm512_max_epi32(E, _mm512_add_epi32(_mm512_max_epi32(f5_b(eb, t, ix, ix.d, AV), m126),
                                                  _mm512_max_epi32(f5_a(ea, t, ix, AV), m126)));
    return E;
}

/* A TR-FDPA step's products, independent of C: their largest exponent
 * *edot and their signed sum *S on the grid 2^(edot - F).  GTR-FDPA: the
 * even and the odd k truncated each on its own grid, then floored onto the
 * larger one's (alg_trfdpa.c). */
FK_INLINE void f5_products_tr(const mmaemu_fast_plan *p, const int32_t *ea, const int32_t *sa,
                              const int32_t *eb, const int32_t *sb, const uint32_t *ea2,
                              const uint32_t *eb2, __m512i *edot, __m512i *S, f5_lanes ix,
                              const int L, const int AV, const int RANGED)
{
    const size_t aw = AV ? MMAEMU_FAST_LANES : 1, bw = MMAEMU_FAST_LANES;
    if (p->zero_align) {
        /* edot bounds the products' largest exponent from above, which is
         * all f5_terms's guard needs of P */
        *edot = f5_emax_z(ea, eb, ix, L, AV);
        *S = f5_terms(p, ea, sa, eb, sb, NULL, NULL, *edot, *edot, ix, L, AV, 1);
    } else if (p->groups == 2) {
        __m512i e0 = f5_emax(ea + 2 * aw, eb + 2 * bw,
                             _mm512_add_epi32(f5_b(eb, 0, ix, ix.d, AV), f5_a(ea, 0, ix, AV)), ix,
                             L - 2, AV, 2);
        __m512i e1 = f5_emax(ea + 3 * aw, eb + 3 * bw,
                             _mm512_add_epi32(f5_b(eb, 1, ix, ix.d, AV), f5_a(ea, 1, ix, AV)), ix,
                             L - 2, AV, 2);
        __m512i S0 = f5_terms(p, ea, sa, eb, sb, NULL, NULL, e0, e0, ix, L, AV, 2);
        __m512i S1 = f5_terms(p, ea + aw, sa + aw, eb + bw, sb + bw, NULL, NULL, e1, e1, ix,
                              L - 1, AV, 2);
        *edot = _mm512_max_epi32(e0, e1);
        *S = _mm512_add_epi32(_mm512_srav_epi32(S0, _mm512_sub_epi32(*edot, e0)),
                              _mm512_srav_epi32(S1, _mm512_sub_epi32(*edot, e1)));
    } else if (ea2) {   /* plan.pairs */
        /* AV bit 3: ea2 and eb2 are the operands' words */
        __mmask16 kz;   /* TR-FDPA has no use for the zero terms */
        *edot = AV & 8 ? f5_emaxw(ea2, eb2, &kz, ix, L, AV)
                       : f5_emax2(ea2, eb2, ix, L, AV);
        (void)kz;
        *S = RANGED ? f5_terms_in(p, sa, sb, ea2, eb2, *edot, ix, L, AV, 1)
                    : f5_terms(p, ea, sa, eb, sb, ea2, eb2, *edot, *edot, ix, L, AV, 1);
    } else {
        *edot = f5_emax(ea + aw, eb + bw,
                        _mm512_add_epi32(f5_b(eb, 0, ix, ix.d, AV), f5_a(ea, 0, ix, AV)), ix, L - 1,
                        AV, 1);
        *S = f5_terms(p, ea, sa, eb, sb, NULL, NULL, *edot, *edot, ix, L, AV, 1);
    }
}

/* The wide stage of a TR-FDPA step for the 16 lanes, f5_tr_wide's way:
 * S (on the grid 2^(edot - F)), E and Cc as fk_step_tr has them. */
FK_INLINE __m512i f5_tr_fp64(const mmaemu_fast_plan *p, __m512i S, __m512i edot, __m512i E,
                             __m512i Cc)
{
    const int extra = p->kind == MMAEMU_FAST_TR_RENORM, K = p->F2 + extra - p->F;
    __m512i Kmd = _mm512_sub_epi32(_mm512_add_epi32(edot, F5_1(K)), E);
    __m512i Eg = _mm512_sub_epi32(E, F5_1(p->F2 + extra));
    __m512i nm = _mm512_min_epi32(_mm512_add_epi32(E, F5_1(125)), _mm512_setzero_si512());
#define F5_HI(v) _mm512_extracti64x4_epi64(v, 1)
    __m256 lo = f5_tr_wide(p, _mm512_castsi512_si256(S), _mm512_castsi512_si256(Kmd),
                           _mm512_castsi512_si256(Cc), _mm512_castsi512_si256(Eg),
                           _mm512_castsi512_si256(nm));
    __m256 hi = f5_tr_wide(p, F5_HI(S), F5_HI(Kmd), F5_HI(Cc), F5_HI(Eg), F5_HI(nm));
#undef F5_HI
    return _mm512_castps_si512(_mm512_insertf32x8(_mm512_castps256_ps512(lo), hi, 1));
}

/* The wide stage's T rounded to fp32 (v, in units of 2^(E - F2 - extra))
 * as a value: scaled by 2^(E - F2 - extra), exact for a normal result,
 * Inf from 2^128 on (f5_tr_int, f5_tr_i32). */
FK_INLINE __m512 f5_tr_scale(const mmaemu_fast_plan *p, __m512 v, __m512i E)
{
    const int extra = p->kind == MMAEMU_FAST_TR_RENORM;
    return _mm512_scalef_round_ps(
        v, _mm512_cvtepi32_ps(_mm512_sub_epi32(E, F5_1(p->F2 + extra))), F5_RN);
}

/* The same stage in fewer operations where every lane with a non-zero
 * term has E >= F2 + extra - 126 (-94 for CDNA3's rows), so that a
 * non-zero result, at least 2^(E - F2 - extra) >= 2^-126, is an fp32
 * normal (or Inf).  T = floor(S 2^(K + edot - E)) + Cc 2^K in int64 lanes
 * (E >= edot: one arithmetic right shift after the left one, a floor; S
 * and Cc are int32 and K <= 16, fast.c, so |T| < 2^48; CDNA3's rows 2^38);
 * TR_RENORM's floor to F2 + 1
 * significant bits on T's fp64 pattern (exact, T < 2^53): a negative T's
 * magnitude rounded up by a carry into its low 52 - F2 bits, which a mask
 * then clears (a positive T's truncated); then the RNE to fp32 of T
 * itself, and the scale by 2^(E - F2 - extra) after it, exact for a
 * normal result and Inf at 2^128 as the RNE of the scaled value gives. */
FK_INLINE __m512 f5_tr_int(const mmaemu_fast_plan *p, __m512i S, __m512i edot, __m512i E,
                           __m512i Cc)
{
    const int extra = p->kind == MMAEMU_FAST_TR_RENORM, K = p->F2 + extra - p->F;
    const long long low = (1LL << (52 - p->F2)) - 1;
    const __m512i r = _mm512_sub_epi32(E, edot);
    __m256 h[2];
    for (int k = 0; k < 2; k++) {
#define F5_HALF(v) (k ? _mm512_extracti64x4_epi64(v, 1) : _mm512_castsi512_si256(v))
        const __m512i D = _mm512_srav_epi64(_mm512_slli_epi64(_mm512_cvtepi32_epi64(F5_HALF(S)), K),
                                            _mm512_cvtepi32_epi64(F5_HALF(r)));
        const __m512i T =
            _mm512_add_epi64(D, _mm512_slli_epi64(_mm512_cvtepi32_epi64(F5_HALF(Cc)), K));
        __m512d x = _mm512_cvtepi64_pd(T);
        if (extra) {
            __m512i xb = _mm512_castpd_si512(x);
            xb = _mm512_mask_add_epi64(xb, _mm512_movepi64_mask(xb), xb, F5_Q(low));
            x = _mm512_castsi512_pd(_mm512_andnot_si512(F5_Q(low), xb));
        }
        h[k] = _mm512_cvt_roundpd_ps(x, F5_RN);
#undef F5_HALF
    }
    return f5_tr_scale(p, _mm512_insertf32x8(_mm512_castps256_ps512(h[0]), h[1], 1), E);
}

/* f5_tr_int for TR_RENORM plans with K = F2 + 1 - F = 8 (CDNA3's bf16 /
 * fp16 rows: F = 24, F2 = 31) and L <= 16, in 32-bit lanes: |S| < 2^30
 * (16 terms below 2^26), |Cc| < 2^25, so H = floor(S 2^-r) + Cc is an
 * int32 and T = H 2^8 + Lo, Lo = floor(S 2^(8 - r)) mod 2^8, lies below
 * 2^39.  T is held as Th 2^16 + Tl (Th = floor(T / 2^16), below 2^23:
 * exact in fp32; Tl in [0, 2^16)), so that one fp32 FMA forms it with
 * one rounding: toward zero first, whose exponent is floor(log2 |T|)
 * and says how many low bits the floor to 32 significant bits clears
 * (d <= 7 < 16: Tl's alone; clearing them floors a two's complement T,
 * a negative one's magnitude rounded up), then RNE of the floored T.
 * Then f5_tr_scale, as f5_tr_int. */
FK_INLINE __m512 f5_tr_i32(const mmaemu_fast_plan *p, __m512i S, __m512i edot, __m512i E,
                           __m512i Cc)
{
    const __m512i r = _mm512_sub_epi32(E, edot), zero = _mm512_setzero_si512();
    const __m512i H = _mm512_add_epi32(Cc, _mm512_srav_epi32(S, r));
    /* Lo: S shifted right by r - 8 or left by 8 - r (wrapping: its low
     * 8 bits are right either way), then its low 8 bits */
    const __m512i down = _mm512_max_epi32(_mm512_sub_epi32(r, F5_1(8)), zero);
    const __m512i up = _mm512_max_epi32(_mm512_sub_epi32(F5_1(8), r), zero);
    const __m512i Lo = _mm512_sllv_epi32(_mm512_srav_epi32(S, down), up);
    const __m512i Th = _mm512_srai_epi32(H, 8);
    /* Tl = ((H << 8) & 0xFF00) | (Lo & 0xFF): a select by 0xFF00 (0xE2), then the low 16 bits */
    __m512i Tl = _mm512_ternarylogic_epi32(_mm512_slli_epi32(H, 8), F5_1(0xFF00), Lo, 0xE2);
    Tl = _mm512_and_si512(Tl, F5_1(0xFFFF));
    const __m512 th = _mm512_cvtepi32_ps(Th), k16 = _mm512_set1_ps(65536.0f);
    const __m512 rz = _mm512_fmadd_round_ps(th, k16, _mm512_cvtepi32_ps(Tl),
                                            _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
    /* d = max(biased exponent - 127 - 31, 0): the low bits past 32 */
    const __m512i be = _mm512_and_si512(_mm512_srli_epi32(_mm512_castps_si512(rz), 23), F5_1(0xFF));
    const __m512i d = _mm512_subs_epu16(be, F5_1(158));
    Tl = _mm512_and_si512(Tl, _mm512_sllv_epi32(F5_1(-1), d));
    return f5_tr_scale(p, _mm512_fmadd_round_ps(th, k16, _mm512_cvtepi32_ps(Tl), F5_RN), E);
}

/* The near stages' state in a pair's call (fk_pair_tr): far, set once
 * f5_tr_near has failed (f5_tr_near64 from then on), and their constants,
 * built once and hidden from the compiler (an empty asm), which otherwise
 * rebuilds each of them (a move and a broadcast) in every step: zlo for
 * the lanes with a product (edot above MMAEMU_FAST_ZERO_EXP / 2), t1 and
 * t2 for f5_tr_near's bound (t - 1, 2t - 1), f254 (254 << 23) for
 * f5_tr_near_out, m2 (-2 in 64-bit lanes) for f5_tr_near64's floor. */
typedef struct {
    int far;
    __m512i zlo, t1, t2, f254, m2;
} f5_near;

FK_INLINE f5_near f5_near_of(const mmaemu_fast_plan *p, const int L)
{
    const int t = (int)((1LL << 31) - ((long long)L << (p->F + 2)));
    f5_near n = {0, F5_1(MMAEMU_FAST_ZERO_EXP / 2), F5_1(t - 1),
                 F5_1((int)(2u * (unsigned)t - 1u)), F5_1(254 << 23), F5_Q(-2)};
    __asm__("" : "+v"(n.zlo), "+v"(n.t1), "+v"(n.t2), "+v"(n.f254), "+v"(n.m2));
    return n;
}

/* 1 when f5_tr_near may serve the plan's steps of L products: one group,
 * no zero alignment, C on the grid of E (F >= 23), the products' sum
 * at most 2^30 (L terms below 2^(F + 2)), and F2 + extra >= 31: K =
 * F2 + extra - F >= 31 - F, and a renormalising floor keeps F2 + 1 >= 31
 * bits. */
FK_INLINE int f5_tr_near_ok(const mmaemu_fast_plan *p, const int L)
{
    const int extra = p->kind == MMAEMU_FAST_TR_RENORM;
    return p->groups == 1 && !p->zero_align && p->F >= 23 && p->F2 + extra >= 31 &&
           (long long)L << (p->F + 2) <= 1LL << 30;
}

/* 2^(F - edot) for the near stages: f5_terms_in's scale, which the
 * compiler keeps once. */
FK_INLINE __m512 f5_tr_up(const mmaemu_fast_plan *p, __m512i edot)
{
    return _mm512_castsi512_ps(f5_up_bits(p, edot));
}

/* A near stage's bits: its RNE value v in units of 2^(edot - F), scaled
 * (exact, Inf from 2^128 on), in the lanes kdot with a product; C in the
 * others.  2^(edot - F) from up = 2^(F - edot) (f5_tr_up): its field is
 * 254 less up's where up's is not clamped, edot in [F - 127, F + 126]:
 * so in the lanes kdot of RANGED steps (edot in [F2 + extra - 126, 126],
 * f5_tr_near_ok: F >= 23, F2 + extra >= 31). */
FK_INLINE __m512i f5_tr_near_out(__m512 v, __m512 up, __m512i cb, __mmask16 kdot,
                                 const f5_near *nr)
{
    const __m512 down = _mm512_castsi512_ps(_mm512_sub_epi32(nr->f254, _mm512_castps_si512(up)));
    return _mm512_mask_mov_epi32(_mm512_castps_si512(_mm512_mul_round_ps(v, down, F5_RN)),
                                 (__mmask16)~kdot, cb);
}

/* A TR-FDPA step (f5_step_tr, RANGED, f5_tr_near_ok) whose C lies less
 * than t = 2^31 - L 2^(F + 2) units of the products' grid 2^(edot - F)
 * from zero, in a few 32-bit operations.  Then r = E - edot <= 30 - F <= K
 * (for r > 0, E is C's exponent and |C| 2^(F - edot) >= 2^(F + r)), so:
 *  - C's floor onto 2^(E - F) is exact when r > 0 (24 bits, F >= 23), and
 *    shifted by r it is Cf = floor(C 2^(F - edot)) for every r;
 *  - the floor of the products' sum onto 2^(E - F2 - extra) shifts S left
 *    by K - r >= 0 bits: exact, so T = 2^(K - r) U, U = S + Cf;
 *  - |U| < t + L 2^(F + 2) = 2^31 has at most 31 significant bits, which
 *    the renormalising floor keeps, and U 2^(edot - F) >= 2^-124 when
 *    U != 0 (RANGED: edot in [F2 + extra - 126, 126], F <= 28; both
 *    scalings below are normal fp32 powers of two);
 * so the step is RNE(U) 2^(edot - F): an int32 conversion and an exact
 * scaling (Inf from 2^128 on, as f5_tr_scale).  Lanes without a non-zero
 * product give C (S = 0, E = C's exponent: f5_step_tr's comment).  The
 * bits into *out, or 0 when a lane with a product misses the bound (a NaN
 * or Inf C does: its conversion is INT32_MIN). */
FK_INLINE int f5_tr_near(const mmaemu_fast_plan *p, __m512i S, __m512i edot, __m512i cb,
                         __m512i *out, const f5_near *nr)
{
    const __mmask16 kdot = _mm512_cmpgt_epi32_mask(edot, nr->zlo);
    const __m512 up = f5_tr_up(p, edot);
    const __m512i Cf = _mm512_cvt_roundps_epi32(
        _mm512_mul_round_ps(_mm512_castsi512_ps(cb), up, F5_FLOOR), F5_FLOOR);
    /* |Cf| < t: Cf + t - 1 in [0, 2t - 1) as unsigned (t >= 2^30) */
    if (_mm512_mask_cmpge_epu32_mask(kdot, _mm512_add_epi32(Cf, nr->t1), nr->t2))
        return 0;
    *out = f5_tr_near_out(_mm512_cvt_roundepi32_ps(_mm512_add_epi32(S, Cf), F5_RN), up, cb, kdot,
                          nr);
    return 1;
}

/* 1 when f5_tr_near64 may serve the plan's steps of L products: those of
 * f5_tr_near_ok whose renormalising floor keeps 32 bits (TR_RENORM, F2 =
 * 31, so K = 32 - F). */
FK_INLINE int f5_tr_near64_ok(const mmaemu_fast_plan *p, const int L)
{
    return f5_tr_near_ok(p, L) && p->kind == MMAEMU_FAST_TR_RENORM && p->F2 == 31;
}

/* f5_tr_near in 64-bit lanes, for C up to t = 2^33 - L 2^(F + 2) units of
 * the products' grid (twice as many operations; the steps after
 * f5_tr_near's first failure).  With U = S + Cf, |U| < 2^33: for r > 0,
 * |Cf| >= 2^(F + r) gives r <= 32 - F = K, so as in f5_tr_near T =
 * 2^(K - r) U exactly (T = 2^K U for r <= 0), and the floor to 32
 * significant bits keeps U whole below 2^32 and clears its bit 0 (a
 * floor, U & ~1 in two's complement) in [2^32, 2^33); then RNE to fp32
 * (vcvtqq2ps) and the scaling by 2^(edot - F), f5_tr_near's.  Cf is
 * floor(C 2^(F - edot)) as there, bounded on its fp32 value (an integer
 * wherever it is that large; a NaN or Inf C fails).  The bits into *out,
 * or 0 when a lane with a product misses the bound. */
FK_INLINE int f5_tr_near64(const mmaemu_fast_plan *p, __m512i S, __m512i edot, __m512i cb,
                           __m512i *out, const int L, const f5_near *nr)
{
    const __mmask16 kdot = _mm512_cmpgt_epi32_mask(edot, nr->zlo);
    const __m512 up = f5_tr_up(p, edot);
    const __m512 cs = _mm512_mul_round_ps(_mm512_castsi512_ps(cb), up, F5_FLOOR);
    const float t = (float)((1LL << 33) - ((long long)L << (p->F + 2)));
    /* |cs| < t, a NaN failing too (_CMP_NLT_UQ: not less, or unordered) */
    if (_mm512_mask_cmp_ps_mask(kdot, _mm512_abs_ps(cs), _mm512_set1_ps(t), _CMP_NLT_UQ))
        return 0;
    __m256 h[2];
    for (int k = 0; k < 2; k++) {
        const __m256 c8 = k ? _mm512_extractf32x8_ps(cs, 1) : _mm512_castps512_ps256(cs);
        const __m256i s8 = k ? _mm512_extracti64x4_epi64(S, 1) : _mm512_castsi512_si256(S);
        __m512i U = _mm512_add_epi64(_mm512_cvt_roundps_epi64(c8, F5_FLOOR),
                                     _mm512_cvtepi32_epi64(s8));
        /* |U| >= 2^32: U + 2^32 - 1 outside [0, 2^33 - 1) as unsigned */
        const __mmask8 wide = _mm512_cmpge_epu64_mask(_mm512_add_epi64(U, F5_Q(0xFFFFFFFFLL)),
                                                      F5_Q(0x1FFFFFFFFLL));
        U = _mm512_mask_and_epi64(U, wide, U, nr->m2);
        h[k] = _mm512_cvt_roundepi64_ps(U, F5_RN);
    }
    *out = f5_tr_near_out(_mm512_insertf32x8(_mm512_castps256_ps512(h[0]), h[1], 1), up, cb, kdot,
                          nr);
    return 1;
}

/* One TR-FDPA step (alg_trfdpa.c, one fused group, RNE fp32).  *redo gets
 * the lanes whose zero sign the kernel cannot know (no non-zero product,
 * C = -0: every product's sign decides; under zero_align, where every
 * product aligns, a zero product sum stands for that).  redo NULL: the
 * caller knows that no lane of C is -0 (then none is, after the step:
 * every zero it gives is +0), and the test is left out.  RANGED: the
 * caller knows (fk_pair_ranged) that every non-zero product lies within
 * [2^lo, 2^127), lo = max(F - 125, F2 + extra - 126): the products' guard
 * (f5_terms) and the subnormal-result test are left out.  A lane with a
 * non-zero product has E >= lo, so its non-zero result is at least
 * 2^(E - F2 - extra) >= 2^-126, a normal, as the test requires; a lane
 * without one has S = 0 and E = C's exponent (-126 for a subnormal C),
 * whose grid 2^(E - F) holds C's bits (F >= 23), so every stage keeps
 * them and the step gives C exactly, a subnormal C too (the scale of an
 * exact value). */
FK_INLINE fk_vi f5_step_tr(const mmaemu_fast_plan *p, const int32_t *ea, const int32_t *sa,
                           const int32_t *eb, const int32_t *sb, const uint32_t *ea2,
                           const uint32_t *eb2, fk_vi cbv, fk_vi *redo, f5_lanes ix, const int L,
                           const int AV, const int RANGED, f5_near *nr)
{
    const __m512i cb = (__m512i)cbv;
    __m512i edot, S;
    f5_products_tr(p, ea, sa, eb, sb, ea2, eb2, &edot, &S, ix, L, AV, RANGED);
    if (redo) {
        __mmask16 knodot = p->zero_align
                               ? _mm512_testn_epi32_mask(S, S)
                               : _mm512_cmple_epi32_mask(edot, F5_1(MMAEMU_FAST_ZERO_EXP / 2));
        *redo = (fk_vi)_mm512_movm_epi32(
            _mm512_mask_cmpeq_epi32_mask(knodot, cb, F5_1((int32_t)0x80000000u)));
    }

    __m512i near;
    if (RANGED && nr && !nr->far && f5_tr_near_ok(p, L)) {
        if (f5_tr_near(p, S, edot, cb, &near, nr))
            return (fk_vi)near;
        nr->far = 1;   /* C has outgrown the products' 31 bits: f5_tr_near64 from here on */
    }
    if (RANGED && nr && nr->far && f5_tr_near64_ok(p, L) &&
        f5_tr_near64(p, S, edot, cb, &near, L, nr))
        return (fk_vi)near;

    /* C's exponent (-126 for zero and subnormals) */
    __m512i be = _mm512_and_si512(_mm512_srli_epi32(cb, 23), F5_1(0xFF));
    __m512i cexp = _mm512_sub_epi32(_mm512_max_epi32(be, F5_1(1)), F5_1(127));
    __m512i E = _mm512_max_epi32(edot, cexp);
    /* Cc = floor(c 2^(F - E)) on C's fp32 value: the scaling is exact
     * (24 significant bits, |c 2^(F - E)| < 2^(F + 1) <= 2^31: fast.c)
     * but below 2^-126, where rounding toward -inf keeps the floor (a
     * negative C far below the grid gives -1, a positive one 0); MXCSR's
     * DAZ is off (the callers).  An Inf or NaN C gives INT32_MIN, a lane
     * the end replaces by C. */
    __m512i Cc = _mm512_cvt_roundps_epi32(
        _mm512_scalef_round_ps(_mm512_castsi512_ps(cb),
                               _mm512_cvtepi32_ps(_mm512_sub_epi32(F5_1(p->F), E)),
                               _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC),
        _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    if (p->groups == 2)   /* GTR-FDPA drops a C more than F + 1 binades below E */
        Cc = _mm512_maskz_mov_epi32(
            _mm512_cmple_epi32_mask(_mm512_sub_epi32(E, cexp), F5_1(p->F + 1)), Cc);
    /* a lane with a non-zero term whose result could be an fp32 subnormal:
     * E < F2 + extra - 126 (-94 for CDNA3's rows) */
    const __m512i SC = _mm512_or_si512(S, Cc);
    const int emin = p->F2 + (p->kind == MMAEMU_FAST_TR_RENORM) - 126;
    __m512i bits;
    if (RANGED || !_mm512_mask_cmplt_epi32_mask(_mm512_test_epi32_mask(SC, SC), E, F5_1(emin)))
        bits = _mm512_castps_si512(p->kind == MMAEMU_FAST_TR_RENORM && p->F2 + 1 - p->F == 8 &&
                                           L <= 16
                                       ? f5_tr_i32(p, S, edot, E, Cc)
                                       : f5_tr_int(p, S, edot, E, Cc));
    else
        bits = f5_tr_fp64(p, S, edot, E, Cc);
    return (fk_vi)_mm512_mask_mov_epi32(bits, _mm512_cmpeq_epi32_mask(be, F5_1(255)), cb);
}

FK_INLINE fk_vi fk_step_tr(const mmaemu_fast_plan *p, const int32_t *ea, const int32_t *sa,
                           const int32_t *eb, const int32_t *sb, const uint32_t *ea2,
                           const uint32_t *eb2, fk_vi cbv, fk_vi *redo, f5_lanes ix, const int L,
                           const int AV)
{
    return f5_step_tr(p, ea, sa, eb, sb, ea2, eb2, cbv, redo, ix, L, AV, 0, NULL);
}
