/* SPDX-License-Identifier: MIT */
/* fast_kernel.h -- the tile kernel of the GEMM fast path (kernels/fast.h),
 * written once with GCC vector extensions over MMAEMU_FAST_LANES = 16
 * output columns and included by fast_scalar.c, fast_avx2.c and
 * fast_avx512.c, which choose the instruction set and define
 * FAST_CHAIN and FAST_LANES (the functions' names: A's row broadcast to
 * every lane, or A per lane for element lanes).
 *
 * One step of one lane is exactly emu/alg_tfdpa.c or emu/alg_trfdpa.c
 * plus engine.c's output rounding, restated on integers of fixed width
 * (Pairwise: fp32 arithmetic as emu/alg_ieee.c, kernels/fast_pairwise.h):
 *
 *   product term  t = trunc(sa*sb / 2^sh) (B's significand was stored
 *                 << lsb, so sh >= 0), as ((p + n) >> sh) - n with n = -1
 *                 for a negative product p: an arithmetic shift of its
 *                 one's complement (proof in fast_step512.h);
 *   widths        |t| <= max product << (lsb - kprod), and L of them fit
 *                 an int32 (fast.c refuses a plan where they do not);
 *   T-FDPA        S = sum of the L terms (int32) + C's term (int32): the
 *                 33-bit total is rebuilt from the wrapped 32-bit sum and
 *                 the signs of its parts (majority rule);
 *   TR-FDPA       the product sum in int32, then C, the floors and the
 *                 renormalisation in int64 lanes; zero_align: a zero
 *                 operand's exponent -126 in the alignment maximum;
 *   output        the leading bit from an exact float / double conversion,
 *                 then RZ (T-FDPA) or RNE (TR-FDPA) to fp32 with
 *                 subnormals, and Inf at 2^128.
 *
 * Compiled for AVX-512, the steps are fast_step512.h's instead (the same
 * results in intrinsics: product terms from the operands' fp32 values
 * (plan.fpval), T-FDPA keeps the accumulator decoded between steps,
 * TR-FDPA's wide stage runs in exact fp64). */
#include <string.h>

#include "fast.h"

/* Every helper is inlined into FAST_CHAIN: no vector crosses a call. */
#pragma GCC diagnostic ignored "-Wpsabi"

/* FK_VB: bytes of the ISA's vector register (fast_avx512.c 64, fast_avx2.c
 * 32, else 16); a tile of MMAEMU_FAST_LANES columns is FK_NH vectors of
 * FK_W int32 lanes, and the int64 stage works on halves of them, so that
 * every vector operation has the register's width. */
#ifndef FK_VB
#define FK_VB 16
#endif
#define FK_W (FK_VB / 4)
#define FK_NH (MMAEMU_FAST_LANES / FK_W)
typedef int32_t fk_vi __attribute__((vector_size(FK_VB)));
typedef uint32_t fk_vu __attribute__((vector_size(FK_VB)));
typedef float fk_vf __attribute__((vector_size(FK_VB)));
typedef int32_t fk_vh __attribute__((vector_size(FK_VB / 2)));
typedef int64_t fk_vl __attribute__((vector_size(FK_VB)));
typedef uint64_t fk_vul __attribute__((vector_size(FK_VB)));
typedef double fk_vd __attribute__((vector_size(FK_VB)));
#if FK_W == 16
#define FK_LO(v) __builtin_shufflevector(v, v, 0, 1, 2, 3, 4, 5, 6, 7)
#define FK_HI(v) __builtin_shufflevector(v, v, 8, 9, 10, 11, 12, 13, 14, 15)
#define FK_CAT(a, b) \
    __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
#elif FK_W == 8
#define FK_LO(v) __builtin_shufflevector(v, v, 0, 1, 2, 3)
#define FK_HI(v) __builtin_shufflevector(v, v, 4, 5, 6, 7)
#define FK_CAT(a, b) __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7)
#else
#define FK_LO(v) __builtin_shufflevector(v, v, 0, 1)
#define FK_HI(v) __builtin_shufflevector(v, v, 2, 3)
#define FK_CAT(a, b) __builtin_shufflevector(a, b, 0, 1, 2, 3)
#endif

#define FK_INLINE static inline __attribute__((always_inline))

/* The AVX-512 build's steps are fast_step512.h's; FK_GENERIC (fast_avx512g.c)
 * builds the generic ones with AVX-512 vectors instead, for the plans
 * fast_step512.h has no steps for (fp16 accumulators, integers). */
#if FK_VB == 64 && defined(__AVX512F__) && !defined(FK_GENERIC)
#define FK_STEP512 1
#else
#define FK_STEP512 0
#endif

FK_INLINE fk_vi fk_load(const int32_t *p)
{
    fk_vi v;
    memcpy(&v, p, sizeof v);
    return v;
}

FK_INLINE fk_vi fk_sel(fk_vi m, fk_vi a, fk_vi b) { return (a & m) | (b & ~m); }
FK_INLINE fk_vl fk_sell(fk_vl m, fk_vl a, fk_vl b) { return (a & m) | (b & ~m); }
/* gcc does not turn the generic selects into min / max instructions. */
#if FK_VB == 64 && defined(__AVX512F__)
#include <immintrin.h>
FK_INLINE fk_vi fk_max(fk_vi a, fk_vi b) { return (fk_vi)_mm512_max_epi32((__m512i)a, (__m512i)b); }
FK_INLINE fk_vi fk_min(fk_vi a, fk_vi b) { return (fk_vi)_mm512_min_epi32((__m512i)a, (__m512i)b); }
FK_INLINE fk_vl fk_maxl(fk_vl a, fk_vl b) { return (fk_vl)_mm512_max_epi64((__m512i)a, (__m512i)b); }
FK_INLINE fk_vl fk_minl(fk_vl a, fk_vl b) { return (fk_vl)_mm512_min_epi64((__m512i)a, (__m512i)b); }
#else
#if FK_VB == 32 && defined(__AVX2__)
#include <immintrin.h>
FK_INLINE fk_vi fk_max(fk_vi a, fk_vi b) { return (fk_vi)_mm256_max_epi32((__m256i)a, (__m256i)b); }
FK_INLINE fk_vi fk_min(fk_vi a, fk_vi b) { return (fk_vi)_mm256_min_epi32((__m256i)a, (__m256i)b); }
#else
FK_INLINE fk_vi fk_max(fk_vi a, fk_vi b) { return fk_sel(a > b, a, b); }
FK_INLINE fk_vi fk_min(fk_vi a, fk_vi b) { return fk_sel(a < b, a, b); }
#endif
FK_INLINE fk_vl fk_maxl(fk_vl a, fk_vl b) { return fk_sell(a > b, a, b); }
FK_INLINE fk_vl fk_minl(fk_vl a, fk_vl b) { return fk_sell(a < b, a, b); }
#endif

/* Whether some lane of v is non-zero. */
FK_INLINE int fk_any(fk_vi v)
{
#if FK_VB == 64 && defined(__AVX512F__)
    return _mm512_test_epi32_mask((__m512i)v, (__m512i)v) != 0;
#elif FK_VB == 32 && defined(__AVX2__)
    return !_mm256_testz_si256((__m256i)v, (__m256i)v);
#else
    int32_t flag = 0;
    for (int l = 0; l < FK_W; l++)
        flag |= v[l];
    return flag != 0;
#endif
}

/* Index of the leading bit of each non-zero lane (x < 2^32): clear the bit
 * below the leading one, so that the float rounding cannot carry into the
 * next power of two. */
FK_INLINE fk_vi fk_msb32(fk_vu x)
{
    fk_vu y = x & ~(x >> 1);
    fk_vf f = __builtin_convertvector(y, fk_vf);
    fk_vi b;
    memcpy(&b, &f, sizeof b);
    return (b >> 23) - 127;
}

/* The same for 0 <= x < 2^52: 2^52 + x is exact in a double. */
FK_INLINE fk_vl fk_msb64(fk_vl x)
{
    fk_vul u = (fk_vul)x | 0x4330000000000000ull;
    fk_vd d;
    memcpy(&d, &u, sizeof d);
    d -= 4503599627370496.0; /* 2^52 */
    fk_vl b;
    memcpy(&b, &d, sizeof b);
    return (b >> 52) - 1023;
}

#if FK_STEP512
#include "fast_step512.h"
#else
/* The decoded accumulator of every lane. */
typedef struct {
    fk_vi sig, exp, neg, inf, negzero;
} fk_acc;

/* The accumulator's fields from its pattern: fp32 (eb = 8, fb = 23) or,
 * plan.acc16, fp16 in the low 16 bits (5, 10); called with constants. */
FK_INLINE fk_acc fk_decode_c(fk_vi cb, const int eb, const int fb)
{
    fk_acc c;
    const int emask = (1 << eb) - 1, bias = emask >> 1, top = eb + fb;
    fk_vi be = (cb >> fb) & emask, frac = cb & ((1 << fb) - 1);
    fk_vi sub = be == 0;
    c.sig = fk_sel(sub, frac, frac | (1 << fb));
    c.exp = fk_sel(sub, (fk_vi){0} + 1 - bias, be - bias);
    c.neg = (cb << (31 - top)) >> 31;
    c.inf = be == emask;
    c.negzero = cb == (int32_t)(1u << top);
    return c;
}

/* Element lanes (kernels/fast.h) for the FK_W lanes of one vector: A
 * rows la[i], B columns lb[i] of the panels at d[] (dz[] for z); an
 * element at a time (this is not the fast path). */
typedef struct {
    const int32_t *la, *lb;
    ptrdiff_t d[4], dz[4];
} fk_lanes;

FK_INLINE fk_lanes fk_lanes_of(const mmaemu_fast_row *a, const mmaemu_fast_panel *b, int h,
                               const int AV)
{
    fk_lanes lx = {NULL, NULL, {0, 0, 0, 0}, {0, 0, 0, 0}};
    if (AV & 1)
        lx.la = a->lane + h * FK_W;
    if (AV & 2) {
        lx.lb = b->cols->lane + h * FK_W;
        memcpy(lx.d, b->cols->d, sizeof lx.d);
        memcpy(lx.dz, b->cols->dz, sizeof lx.dz);
    }
    return lx;
}

/* Operand t of A: one value for every lane or, AV, lane i's from row
 * la[i] of the rows side by side at a + t * LANES. */
FK_INLINE fk_vi fk_a(const int32_t *a, int t, fk_lanes lx, const int AV)
{
    fk_vi v = (fk_vi){0} + a[AV & 1 ? 0 : t];
    for (int i = 0; i < FK_W && (AV & 1); i++)
        v[i] = a[t * MMAEMU_FAST_LANES + lx.la[i]];
    return v;
}

/* Operand t of B: this vector's lanes of the panel (b: offset to them) or,
 * AV bit 1, lane i's from column lb[i] of the panels at b + d[] (b: not
 * offset). */
FK_INLINE fk_vi fk_b(const int32_t *b, int t, fk_lanes lx, const ptrdiff_t *d, const int AV)
{
    if (!(AV & 2))
        return fk_load(b + t * MMAEMU_FAST_LANES);
    fk_vi v;
    for (int i = 0; i < FK_W; i++)
        v[i] = b[t * MMAEMU_FAST_LANES + (lx.lb[i] & 15) + d[lx.lb[i] >> 4 & 3]];
    return v;
}

/* Arithmetic right shift by sh >= 0; a shift of 31 or more leaves the
 * sign (vpsravd does that itself). */
FK_INLINE fk_vi fk_sra(fk_vi y, fk_vi sh)
{
#if FK_VB == 32 && defined(__AVX2__)
    return (fk_vi)_mm256_srav_epi32((__m256i)y, (__m256i)sh);
#else
    return y >> fk_min(sh, (fk_vi){0} + 31);
#endif
}

/* The signed product sum of one step: terms relative to Ek = (max
 * exponent) + kprod.  trunc(pr / 2^sh) = ((pr + n) >> sh) - n, n = -1 for
 * pr < 0 (the proof is in fast_step512.h); the n are summed apart.  The
 * sums wrap (unsigned): only the total is in range.  Positions t < L, every
 * ST-th (GTR-FDPA's groups: 2). */
FK_INLINE fk_vi fk_terms(const int32_t *ea, const int32_t *sa, const int32_t *eb,
                         const int32_t *sb, fk_vi Ek, fk_lanes lane, const int L,
                         const int AV, const int ST)
{
    fk_vu S = {0}, N = {0};
#pragma GCC unroll 16
    for (int t = 0; t < L; t += ST) {
        fk_vi pe = fk_b(eb, t, lane, lane.d, AV) + fk_a(ea, t, lane, AV);
        fk_vi pr = fk_b(sb, t, lane, lane.d, AV) * fk_a(sa, t, lane, AV);
        fk_vi n = pr >> 31;
        S += (fk_vu)fk_sra(pr + n, Ek - pe);
        N -= (fk_vu)n;
    }
    return (fk_vi)(S + N);
}

FK_INLINE fk_vi fk_emax(const int32_t *ea, const int32_t *eb, fk_vi E, fk_lanes lane,
                        const int L, const int AV, const int ST)
{
#pragma GCC unroll 16
    for (int t = 0; t < L; t += ST)
        E = fk_max(E, fk_b(eb, t, lane, lane.d, AV) + fk_a(ea, t, lane, AV));
    return E;
}

/* The same under MMAEMU_ZALIGN_M126: a zero operand (decoded exponent
 * MMAEMU_FAST_ZERO_EXP; every other one is >= -126) aligns as -126. */
FK_INLINE fk_vi fk_emax_z(const int32_t *ea, const int32_t *eb, fk_lanes lane, const int L,
                          const int AV)
{
    const fk_vi m126 = (fk_vi){0} - 126;
    fk_vi E = m126 + m126;
#pragma GCC unroll 16
    for (int t = 0; t < L; t++)
        E = fk_max(E, fk_max(fk_b(eb, t, lane, lane.d, AV), m126) +
                          fk_max(fk_a(ea, t, lane, AV), m126));
    return E;
}

/* plan.sum64: the total of two int32 halves of the terms and C's term
 * (below 2^33 in magnitude) in int64, half a vector at a time; its sign
 * and its magnitude cut to 32 bits: a magnitude of 2^32 or more drops its
 * last bit (*eo + 1), which RZ to 24 bits never keeps (floors of powers
 * of two compose, subnormal grid included; fast.c admits no fp16
 * accumulator, whose RNE would need it, where a magnitude can reach
 * 2^32). */
FK_INLINE fk_vl fk_sum64_half(fk_vh a, fk_vh b, fk_vh c, fk_vl *drop)
{
    fk_vl T = __builtin_convertvector(a, fk_vl) + __builtin_convertvector(b, fk_vl) +
              __builtin_convertvector(c, fk_vl);
    fk_vl sg = T >> 63, mag = (T ^ sg) - sg;
    *drop = (fk_vl)((fk_vul)mag >> 32 != 0) & 1;
    return ((fk_vl)((fk_vul)mag >> (fk_vul)*drop) & 0xFFFFFFFF) | (sg << 32);
}

FK_INLINE void fk_sum64(fk_vi S0, fk_vi S1, fk_vi ct, fk_vi *sign, fk_vu *mag, fk_vi *eo)
{
    fk_vl dl, dh;
    fk_vl lo = fk_sum64_half(FK_LO(S0), FK_LO(S1), FK_LO(ct), &dl);
    fk_vl hi = fk_sum64_half(FK_HI(S0), FK_HI(S1), FK_HI(ct), &dh);
    *mag = (fk_vu)FK_CAT(__builtin_convertvector(lo & 0xFFFFFFFF, fk_vh),
                         __builtin_convertvector(hi & 0xFFFFFFFF, fk_vh));
    *sign = FK_CAT(__builtin_convertvector(lo >> 32, fk_vh),
                   __builtin_convertvector(hi >> 32, fk_vh));
    *eo += FK_CAT(__builtin_convertvector(dl, fk_vh), __builtin_convertvector(dh, fk_vh));
}

/* RNE to fp16 of mag 2^eo with the sign (plan.acc16): subnormals, Inf
 * from 65520 on, +0 for zero.  r: the bits dropped (<= 0: none, a left
 * shift); r >= 32 leaves below 2^-24, which rounds to 0 or, above half
 * of it, to 2^-24. */
FK_INLINE fk_vi fk_rne16(fk_vi sign, fk_vu mag, fk_vi eo)
{
    const fk_vi zero = {0}, k31 = zero + 31;
    fk_vi msb = fk_msb32(mag);
    fk_vi elead = msb + eo;
    fk_vi r = fk_max(msb - 10, -24 - eo);
    fk_vi rp = fk_min(fk_max(r, zero), k31);
    fk_vu q = mag >> (fk_vu)rp;
    fk_vu unit = (fk_vu)(zero + 1) << (fk_vu)rp;
    fk_vu rem = mag & (unit - 1), half = unit >> 1;
    fk_vi up = (rem > half) | ((rem == half) & (rp > 0) & ((q & 1) != 0));
    q = (q - (fk_vu)up) << (fk_vu)fk_min(fk_max(-r, zero), k31);
    fk_vi bits = (fk_min(fk_max(elead + 14, zero), k31) << 10) + (fk_vi)q;
    bits = fk_sel(r == 32, (fk_vi)(mag > 0x80000000u) & 1, bits);
    bits = fk_sel(r > 32, zero, bits);
    bits = fk_sel(bits >= 0x7C00, zero + 0x7C00, bits);
    return fk_sel((mag == 0) | (bits == 0), zero, bits | (sign & 0x8000));
}

/* One T-FDPA step (alg_tfdpa.c with RZ fp32 or e8m13 output, or RNE16
 * with an fp16 accumulator, and +0 for zero). */
FK_INLINE fk_vi fk_step_t(const mmaemu_fast_plan *p, const int32_t *ea, const int32_t *sa,
                          const int32_t *za, const int32_t *eb, const int32_t *sb,
                          const int32_t *zb, fk_vi cb, fk_lanes lane, const int L,
                          const int AV)
{
    fk_acc c = p->acc16 ? fk_decode_c(cb, 5, 10) : fk_decode_c(cb, 8, 23);
    fk_vi czero = (cb & (p->acc16 ? 0x7FFF : 0x7FFFFFFF)) == 0;
    fk_vi cexp = fk_sel(czero, (fk_vi){0} + p->e_zero, c.exp);
    fk_vi E = fk_max(cexp, fk_b(zb, 0, lane, lane.dz, AV));
    E = fk_max(E, fk_a(za, 0, lane, AV));
    if (p->ezero_floor)
        E = fk_max(E, (fk_vi){0} + p->e_zero);
    E = fk_emax(ea, eb, E, lane, L, AV, 1);

    /* C's significand has 23 or (acc16) 10 fraction bits */
    fk_vi shc = fk_min(E - cexp + ((p->acc16 ? 10 : 23) + p->lsc - p->F), (fk_vi){0} + 31);
    fk_vi ct = (fk_vi)((fk_vu)(c.sig << p->lsc) >> (fk_vu)shc);
    ct = (ct ^ c.neg) - c.neg;
    fk_vi sign, eo = E - p->F;
    fk_vu mag;
    if (p->sum64) {
        const size_t h = (size_t)L / 2, aw = AV ? MMAEMU_FAST_LANES : 1;
        fk_vi S0 = fk_terms(ea, sa, eb, sb, E + p->kprod, lane, L / 2, AV, 1);
        fk_vi S1 = fk_terms(ea + h * aw, sa + h * aw, eb + h * MMAEMU_FAST_LANES,
                            sb + h * MMAEMU_FAST_LANES, E + p->kprod, lane, L / 2, AV, 1);
        fk_sum64(S0, S1, ct, &sign, &mag, &eo);
    } else {
        /* S + ct in 33 bits: wrapped sum, sign by majority of the signs. */
        fk_vi S = fk_terms(ea, sa, eb, sb, E + p->kprod, lane, L, AV, 1);
        fk_vu St = (fk_vu)S + (fk_vu)ct;
        sign = ((S & ct) | (S & (fk_vi)St) | (ct & (fk_vi)St)) >> 31;
        mag = (St ^ (fk_vu)sign) - (fk_vu)sign;
    }

    if (p->acc16)
        return fk_sel(c.inf, cb, fk_rne16(sign, mag, eo));
    /* RZ to fp32 (prec 23) or e8m13 (prec 13): value mag * 2^eo, the
     * significand placed as fp32's. */
    fk_vi msb = fk_msb32(mag);
    fk_vi elead = msb + eo;
    fk_vi r = fk_max(msb - p->prec, -126 - p->prec - eo);
    const fk_vi zero = {0}, k31 = zero + 31;
    fk_vu q = (mag >> (fk_vu)fk_min(fk_max(r, zero), k31)) << (fk_vu)fk_min(fk_max(-r, zero), k31);
    q <<= (fk_vu)(zero + (23 - p->prec));
    fk_vi bits = (fk_vi)((fk_vu)(fk_min(fk_max(elead + 126, zero), zero + 255) << 23) + q);
    bits = fk_sel(elead >= 128, (fk_vi){0} + 0x7F800000, bits);
    bits = fk_sel((mag == 0) | (bits == 0), (fk_vi){0}, bits | (sign & (int32_t)0x80000000u));
    return fk_sel(c.inf, cb, bits);
}

/* One integer step (alg_int.c): c plus the exact sum of the L products
 * (each below 2^16 in magnitude, L <= 64), modulo 2^32 or (plan.sat)
 * clamped to int32: c + S overflows exactly where the wrapped sum's sign
 * differs from both c's and S's, which then agree. */
FK_INLINE fk_vi fk_step_int(const mmaemu_fast_plan *p, const int32_t *sa, const int32_t *sb,
                            fk_vi cb, fk_lanes lane, const int L, const int AV)
{
    fk_vi S = {0};
#pragma GCC unroll 16
    for (int t = 0; t < L; t++)
        S += fk_a(sa, t, lane, AV) * fk_b(sb, t, lane, lane.d, AV);
    const fk_vi r = (fk_vi)((fk_vu)cb + (fk_vu)S);
    if (!p->sat)
        return r;
    return fk_sel(((cb ^ r) & (S ^ r)) >> 31, (cb >> 31) ^ INT32_MAX, r);
}

/* RNE of T * 2^grid (T int64, |T| < 2^52) to fp32, IEEE signed zeros. */
FK_INLINE fk_vl fk_rne32(fk_vl T, fk_vl grid)
{
    fk_vl sign = T >> 63;
    fk_vl mag = (T ^ sign) - sign;
    fk_vl msb = fk_msb64(mag);
    fk_vl elead = msb + grid;
    fk_vl r = fk_minl(fk_maxl(msb - 23, -149 - grid), (fk_vl){0} + 40);
    fk_vl rp = fk_maxl(r, (fk_vl){0});
    fk_vl q = mag >> rp;
    fk_vl rem = mag & ((((fk_vl){0} + 1) << rp) - 1);
    fk_vl half = (((fk_vl){0} + 1) << rp) >> 1;
    fk_vl up = (rem > half) | ((rem == half) & (rp > 0) & ((q & 1) != 0));
    q = (q - up) << fk_minl(fk_maxl(-r, (fk_vl){0}), (fk_vl){0} + 40);
    fk_vl bits = (fk_minl(fk_maxl(elead + 126, (fk_vl){0}), (fk_vl){0} + 255) << 23) + q;
    bits = fk_sell((elead >= 128) | (bits >= 0x7F800000), (fk_vl){0} + 0x7F800000, bits);
    return fk_sell(mag == 0, (fk_vl){0}, bits | (sign & (int64_t)0x80000000u));
}

/* The int64 stage of a TR-FDPA step for half a vector: the floors onto
 * E's grid, C, the renormalisation and the rounding. */
FK_INLINE fk_vh fk_tr_wide(const mmaemu_fast_plan *p, fk_vh Eh, fk_vh edoth, fk_vh Sh, fk_vh Cch)
{
    const int extra = p->kind == MMAEMU_FAST_TR_RENORM; /* one more grid bit */
    fk_vl El = __builtin_convertvector(Eh, fk_vl);
    fk_vl dsh = __builtin_convertvector(edoth - Eh, fk_vl) + (p->F2 + extra - p->F);
    fk_vl Sl = __builtin_convertvector(Sh, fk_vl);
    /* floor(S * 2^dsh): dsh <= F2 + 1 - F; a shift of 63 leaves the sign. */
    fk_vl D = (Sl << fk_maxl(dsh, (fk_vl){0})) >> fk_minl(fk_maxl(-dsh, (fk_vl){0}), (fk_vl){0} + 63);
    fk_vl T = D + (__builtin_convertvector(Cch, fk_vl) << (p->F2 + extra - p->F));
    fk_vl grid = El - (p->F2 + extra);
    if (extra) {
        /* Renormalise: leading exponent e (>= -126), floor to F2 bits below. */
        fk_vl sg = T >> 63;
        fk_vl msb = fk_msb64((T ^ sg) - sg);
        fk_vl e = fk_maxl(msb + grid, (fk_vl){0} - 126);
        fk_vl drop = fk_maxl(e - p->F2 - grid, (fk_vl){0});
        drop = fk_sell(T == 0, (fk_vl){0}, drop);
        T >>= drop;
        grid += drop;
    }
    return __builtin_convertvector(fk_rne32(T, grid), fk_vh);
}

/* One TR-FDPA step (alg_trfdpa.c, one fused group, RNE fp32).  *redo gets
 * the lanes whose zero sign the kernel cannot know (no non-zero product,
 * C = -0: every product's sign decides; under zero_align, where every
 * product aligns, a zero product sum stands for that). */
FK_INLINE fk_vi fk_step_tr(const mmaemu_fast_plan *p, const int32_t *ea, const int32_t *sa,
                           const int32_t *eb, const int32_t *sb, const uint32_t *ea2,
                           const uint32_t *eb2, fk_vi cb, fk_vi *redo, fk_lanes lane, const int L,
                           const int AV)
{
    (void)ea2, (void)eb2;   /* the exponents in pairs are for fast_step512.h */
    fk_acc c = fk_decode_c(cb, 8, 23);
    const size_t aw = AV ? MMAEMU_FAST_LANES : 1, bw = MMAEMU_FAST_LANES;
    fk_vi edot, S;
    if (p->zero_align) {
        edot = fk_emax_z(ea, eb, lane, L, AV);
        S = fk_terms(ea, sa, eb, sb, edot + p->kprod, lane, L, AV, 1);
    } else if (p->groups == 2) {
        /* GTR-FDPA: each group truncated on its own grid, then both
         * floored onto the larger one's */
        fk_vi e0 = fk_emax(ea + 2 * aw, eb + 2 * bw, fk_b(eb, 0, lane, lane.d, AV) +
                           fk_a(ea, 0, lane, AV), lane, L - 2, AV, 2);
        fk_vi e1 = fk_emax(ea + 3 * aw, eb + 3 * bw, fk_b(eb, 1, lane, lane.d, AV) +
                           fk_a(ea, 1, lane, AV), lane, L - 2, AV, 2);
        fk_vi S0 = fk_terms(ea, sa, eb, sb, e0 + p->kprod, lane, L, AV, 2);
        fk_vi S1 = fk_terms(ea + aw, sa + aw, eb + bw, sb + bw, e1 + p->kprod, lane, L - 1, AV, 2);
        edot = fk_max(e0, e1);
        S = fk_sra(S0, edot - e0) + fk_sra(S1, edot - e1);
    } else {
        edot = fk_emax(ea + aw, eb + bw, fk_b(eb, 0, lane, lane.d, AV) + fk_a(ea, 0, lane, AV),
                       lane, L - 1, AV, 1);
        S = fk_terms(ea, sa, eb, sb, edot + p->kprod, lane, L, AV, 1);
    }
    fk_vi havedot = p->zero_align ? S != 0 : edot > MMAEMU_FAST_ZERO_EXP / 2;
    *redo = ~havedot & c.negzero;
    fk_vi E = fk_max(edot, c.exp);
    /* Cc = floor(c * 2^(F + e_c - E)), c = +-sig / 2^23; GTR-FDPA drops a C
     * more than F + 1 binades below E. */
    fk_vi cs = (c.sig ^ c.neg) - c.neg;
    fk_vi Cc = (cs << p->lsc) >> fk_min(E - c.exp + (p->lsc + 23 - p->F), (fk_vi){0} + 31);
    if (p->groups == 2)
        Cc = fk_sel(E - c.exp > p->F + 1, (fk_vi){0}, Cc);

    fk_vi bits = FK_CAT(fk_tr_wide(p, FK_LO(E), FK_LO(edot), FK_LO(S), FK_LO(Cc)),
                        fk_tr_wide(p, FK_HI(E), FK_HI(edot), FK_HI(S), FK_HI(Cc)));
    return fk_sel(c.inf, cb, bits);
}
#endif

/* The lanes' fp32 accumulator patterns into / out of FK_NH vectors. */
FK_INLINE void fk_acc_load(fk_vi *cb, const uint32_t *c)
{
    for (int h = 0; h < FK_NH; h++)
        cb[h] = fk_load((const int32_t *)c + h * FK_W);
}

FK_INLINE void fk_acc_store(uint32_t *c, const fk_vi *cb)
{
    for (int h = 0; h < FK_NH; h++)
        memcpy(c + h * FK_W, &cb[h], sizeof cb[h]);
}

/* The lanes' operand addressing that every step takes. */
#if FK_STEP512
typedef f5_lanes fk_lane_set;
#else
typedef fk_lanes fk_lane_set;
#endif

#include "fast_pairwise.h"

/* The redo protocol's stop at a step that some lanes (rd) cannot take:
 * they keep c, for the scalar step to redo, and redo[] marks them; the
 * others take the step's result n. */
FK_INLINE fk_vi fk_redo_stop(fk_vi rd, fk_vi c, fk_vi n, uint32_t *redo)
{
    for (int l = 0; l < FK_W; l++)
        redo[l] = (uint32_t)rd[l];
    return fk_sel(rd, c, n);
}

/* Steps [s0, s1) of TR-FDPA (PW = 0, fk_step_tr) or Pairwise (PW = 1,
 * fk_step_pw): the two steps that may ask for the scalar step, and the
 * redo protocol of FAST_CHAIN. */
FK_INLINE size_t fk_chain_redo(const mmaemu_fast_plan *p, const mmaemu_fast_row *a,
                               const mmaemu_fast_panel *b, size_t s0, size_t s1, uint32_t *c,
                               uint32_t *redo, const int L, const int AV, const int PW)
{
    const size_t W = MMAEMU_FAST_LANES, aw = AV ? W : 1;
    fk_vi cb[FK_NH];
#if FK_STEP512
    const fk_lane_set lane = f5_lanes_of(a, b, AV);
#endif
    fk_acc_load(cb, c);
    for (size_t s = s0; s < s1; s++) {
        const size_t q = s * (size_t)L;
        fk_vi rd[FK_NH], nb[FK_NH], any = {0};
        for (int h = 0; h < FK_NH; h++) {
#if !FK_STEP512
            const fk_lane_set lane = fk_lanes_of(a, b, h, AV);
#endif
            const size_t bh = AV & 2 ? 0 : (size_t)h * FK_W;   /* this vector's lanes of B */
            const int32_t *ea = a->e + q * aw, *sa = a->s + q * aw;
            const int32_t *eb = b->e + q * W + bh, *sb = b->s + q * W + bh;
            /* plan.pairs: L even (fast.c) */
            const int two = a->e2 && b->e2;
            /* AV bit 3 (element lanes from bf16 words): the words instead */
            const uint32_t *ea2 = AV & 8 ? a->w + q / 2 * aw : two ? a->e2 + q / 2 * aw : NULL;
            const uint32_t *eb2 = AV & 8 ? b->w + q / 2 * W : two ? b->e2 + q / 2 * W : NULL;
            nb[h] = PW ? fk_step_pw(p, ea, sa, eb, sb, cb[h], &rd[h], lane, L, AV)
                       : fk_step_tr(p, ea, sa, eb, sb, ea2, eb2, cb[h], &rd[h], lane, L, AV);
            any |= rd[h];
        }
        if (fk_any(any)) {
            for (int h = 0; h < FK_NH; h++)
                cb[h] = fk_redo_stop(rd[h], cb[h], nb[h], redo + h * FK_W);
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
    size_t r = fk_chain_redo(p, a, b, s0, s1, c, redo, L, AV, 1);
    if (csr != want)
        _mm_setcsr(csr);
    return r;
#else
    return fk_chain_redo(p, a, b, s0, s1, c, redo, L, AV, 1);
#endif
}

FK_INLINE size_t fk_chain_any(const mmaemu_fast_plan *p, const mmaemu_fast_row *a,
                              const mmaemu_fast_panel *b, size_t s0, size_t s1, uint32_t *c,
                              uint32_t *redo, const int L, const int AV)
{
    if (L <= 4 && p->kind == MMAEMU_FAST_PAIRWISE)   /* L = 2 or 4 (fast.c) */
        return fk_chain_pw(p, a, b, s0, s1, c, redo, L, AV);
    if (p->kind != MMAEMU_FAST_TFDPA && p->kind != MMAEMU_FAST_INT)
        return fk_chain_redo(p, a, b, s0, s1, c, redo, L, AV, 0);
#if FK_STEP512
    /* the accumulator stays decoded from step to step */
    (void)redo;
    f5_chain_t(p, a, b, s0, s1, c, L, AV);
#else
    const size_t W = MMAEMU_FAST_LANES, aw = AV ? W : 1;
    fk_vi cb[FK_NH];
    fk_acc_load(cb, c);
    for (size_t s = s0; s < s1; s++) {
        const size_t q = s * (size_t)L;
        for (int h = 0; h < FK_NH; h++) {
            const fk_lanes lane = fk_lanes_of(a, b, h, AV);
            const size_t bh = AV & 2 ? 0 : (size_t)h * FK_W;   /* this vector's lanes of B */
            if (p->kind == MMAEMU_FAST_INT)
                cb[h] = fk_step_int(p, a->s + q * aw, b->s + q * W + bh, cb[h], lane, L, AV);
            else
                cb[h] = fk_step_t(p, a->e + q * aw, a->s + q * aw, a->z + s * aw,
                                  b->e + q * W + bh, b->s + q * W + bh, b->z + s * W + bh, cb[h],
                                  lane, L, AV);
        }
    }
    fk_acc_store(c, cb);
    (void)redo;
#endif
    return s1;
}

FK_INLINE size_t fk_chain(const mmaemu_fast_plan *p, const mmaemu_fast_row *a,
                          const mmaemu_fast_panel *b, size_t s0, size_t s1, uint32_t *c,
                          uint32_t *redo, const int L, const int AV)
{
#if FK_STEP512
    /* fast_step512.h's fp32 products and fp64 rounding need MXCSR.FTZ and
     * DAZ off (subnormal operands and results) */
    const unsigned csr = _mm_getcsr();
    if (csr & 0x8040u)
        _mm_setcsr(csr & ~0x8040u);
    size_t r = fk_chain_any(p, a, b, s0, s1, c, redo, L, AV);
    if (csr & 0x8040u)
        _mm_setcsr(csr);
    return r;
#else
    return fk_chain_any(p, a, b, s0, s1, c, redo, L, AV);
#endif
}

#if FK_STEP512 && defined(FAST_PAIR)
/* The pair kernel (kernels/fast.h): two row chains, one step of each in
 * turn.  A step's tail (C decoded, E, C's term, the rounding: TR-FDPA's
 * fp64 stage) is a serial chain of dependent operations from one step's C
 * to the next's, some 70 cycles for TR-FDPA; one chain alone leaves the
 * core waiting on it, two keep it busy.  TWO: both jobs' exponents in
 * pairs (plan.pairs); PREC as f5_step_t. */
FK_INLINE void f5_step_job(const mmaemu_fast_plan *p, const mmaemu_fast_job *j, size_t s,
                           f5_acc *acc, f5_lanes ix, const int L, const int TWO, const int PREC,
                           const int LAZY)
{
    const size_t W = MMAEMU_FAST_LANES, q = s * (size_t)L;
    const mmaemu_fast_row *a = j->a;
    const mmaemu_fast_panel *b = j->b;
    f5_step_t(p, a->e + q, a->s + q, a->z + s, b->e + q * W, b->s + q * W, b->z + s * W,
              TWO ? a->e2 + q / 2 : NULL, TWO ? b->e2 + q / 2 * W : NULL, acc, ix, L, 0, PREC,
              LAZY);
}

/* T-FDPA's pair: both chains lazy (f5_chain_t) unless C holds an Inf; a
 * chain that reached 2^128 runs again alone, tracking Inf. */
FK_INLINE void f5_pair_t(const mmaemu_fast_plan *p, const mmaemu_fast_job *j, size_t s0,
                         size_t s1, const int L, const int TWO, const int PREC)
{
    const f5_lanes ix = f5_lanes_of(j[0].a, j[0].b, 0);   /* AV = 0: no lane addressing */
    f5_acc c[2] = {f5_decode_t(p, _mm512_loadu_si512(j[0].c)),
                   f5_decode_t(p, _mm512_loadu_si512(j[1].c))};
    int lazy = !c[0].inf && !c[1].inf;
    if (lazy)
        for (size_t s = s0; s < s1; s++) {
            f5_step_job(p, &j[0], s, &c[0], ix, L, TWO, PREC, 1);
            f5_step_job(p, &j[1], s, &c[1], ix, L, TWO, PREC, 1);
        }
    for (int k = 0; k < 2; k++) {
        if (!lazy || !f5_lazy_ok(&c[k])) {
            c[k] = f5_decode_t(p, _mm512_loadu_si512(j[k].c));
            for (size_t s = s0; s < s1; s++)
                f5_step_job(p, &j[k], s, &c[k], ix, L, TWO, PREC, 0);
        }
        _mm512_storeu_si512(j[k].c, f5_encode_t(c[k]));
    }
}

FK_INLINE fk_vi fk_step_tr_job(const mmaemu_fast_plan *p, const mmaemu_fast_job *j, size_t s,
                               fk_vi cb, fk_vi *rd, f5_lanes ix, const int L, const int TWO,
                               const int RANGED, f5_near *nr)
{
    const size_t W = MMAEMU_FAST_LANES, q = s * (size_t)L;
    const mmaemu_fast_row *a = j->a;
    const mmaemu_fast_panel *b = j->b;
    return f5_step_tr(p, a->e + q, a->s + q, b->e + q * W, b->s + q * W,
                      TWO ? a->e2 + q / 2 : NULL, TWO ? b->e2 + q / 2 * W : NULL, cb, rd, ix, L,
                      0, RANGED, nr);
}

/* TR-FDPA's pair, with fk_chain_redo's protocol for both chains.  NZ: no
 * lane of either C is -0, so no step asks for the scalar one (fk_step_tr
 * with redo NULL); fk_pair_any checks the lanes, and a step that gives a
 * -0 (possible only outside RANGED steps) ends the call.  RANGED: f5_step_tr's,
 * as fk_pair_ranged allows. */
FK_INLINE size_t fk_pair_tr(const mmaemu_fast_plan *p, const mmaemu_fast_job *j, size_t s0,
                            size_t s1, const int L, const int TWO, const int NZ, const int RANGED)
{
    const f5_lanes ix = f5_lanes_of(j[0].a, j[0].b, 0);
    fk_vi c0 = fk_load((const int32_t *)j[0].c), c1 = fk_load((const int32_t *)j[1].c);
    size_t s = s0;
    f5_near nr = f5_near_of(p, L);   /* RANGED: the near stages' */
    for (; s < s1; s++) {
        fk_vi r0 = {0}, r1 = {0};
        const fk_vi n0 = fk_step_tr_job(p, &j[0], s, c0, NZ ? NULL : &r0, ix, L, TWO, RANGED, &nr);
        const fk_vi n1 = fk_step_tr_job(p, &j[1], s, c1, NZ ? NULL : &r1, ix, L, TWO, RANGED, &nr);
        if (!NZ && fk_any(r0 | r1)) {
            c0 = fk_redo_stop(r0, c0, n0, j[0].redo);
            c1 = fk_redo_stop(r1, c1, n1, j[1].redo);
            break;
        }
        if (NZ && !RANGED && fk_any((n0 == INT32_MIN) | (n1 == INT32_MIN))) {
            /* a step gave -0 (a negative sum below fp32's least subnormal
             * rounds to it), which NZ's steps would read as +0: stop here
             * with nothing to redo, so that the caller goes on from the
             * next step with the redo test (fk_pair_nz sees the -0) */
            const fk_vi none = {0};
            c0 = fk_redo_stop(none, c0, n0, j[0].redo);
            c1 = fk_redo_stop(none, c1, n1, j[1].redo);
            break;
        }
        c0 = n0;
        c1 = n1;
    }
    memcpy(j[0].c, &c0, sizeof c0);
    memcpy(j[1].c, &c1, sizeof c1);
    return s;
}

/* 1 when no lane of the pair's accumulators is -0. */
FK_INLINE int fk_pair_nz(const mmaemu_fast_job *j)
{
    const __m512i m0 = F5_1((int32_t)0x80000000u);
    return !(_mm512_cmpeq_epi32_mask(_mm512_loadu_si512(j[0].c), m0) |
             _mm512_cmpeq_epi32_mask(_mm512_loadu_si512(j[1].c), m0));
}

/* 1 when f5_step_tr's RANGED steps hold for both jobs: grids that hold
 * C's 24 bits (F >= 23, F2 + extra >= 24), each row's and panel's
 * exponent ranges known (plan.pairs) with every non-zero product in
 * [2^lo, 2^127). */
FK_INLINE int fk_pair_ranged(const mmaemu_fast_plan *p, const mmaemu_fast_job *j)
{
    const int extra = p->kind == MMAEMU_FAST_TR_RENORM;
    const int lo = p->F - 125 > p->F2 + extra - 126 ? p->F - 125 : p->F2 + extra - 126;
    if (p->F < 23 || p->F2 + extra < 24)
        return 0;
    for (int k = 0; k < 2; k++) {
        const mmaemu_fast_erange *ra = &j[k].a->rg, *rb = &j[k].b->rg;
        if (!ra->known || !rb->known || ra->lo + rb->lo < lo || ra->hi + rb->hi > 126)
            return 0;
    }
    return 1;
}

/* fk_pair_tr with both chains' exponents in pairs, without the redo test
 * where fk_pair_nz allows it, without the range tests where
 * fk_pair_ranged does. */
FK_INLINE size_t fk_pair_tr2(const mmaemu_fast_plan *p, const mmaemu_fast_job *j, size_t s0,
                             size_t s1, const int L)
{
    if (fk_pair_ranged(p, j))
        return fk_pair_nz(j) ? fk_pair_tr(p, j, s0, s1, L, 1, 1, 1)
                             : fk_pair_tr(p, j, s0, s1, L, 1, 0, 1);
    return fk_pair_nz(j) ? fk_pair_tr(p, j, s0, s1, L, 1, 1, 0)
                         : fk_pair_tr(p, j, s0, s1, L, 1, 0, 0);
}

FK_INLINE size_t fk_pair_any(const mmaemu_fast_plan *p, const mmaemu_fast_job *j, size_t s0,
                             size_t s1, const int L)
{
    const int two = j[0].a->e2 && j[0].b->e2 && j[1].a->e2 && j[1].b->e2;
    if (p->kind == MMAEMU_FAST_TR_RENORM && p->groups == 1 && !p->zero_align && p->F == 24 &&
        p->F2 == 31 && p->lsc == 1 && two) {
        /* CDNA3's bf16 / fp16 rows: their plan's fields as constants */
        mmaemu_fast_plan q = *p;
        q.kind = MMAEMU_FAST_TR_RENORM, q.groups = 1, q.zero_align = 0, q.F = 24, q.F2 = 31;
        q.lsc = 1;
        return fk_pair_tr2(&q, j, s0, s1, L);
    }
    if (p->kind != MMAEMU_FAST_TFDPA)
        return two ? fk_pair_tr2(p, j, s0, s1, L) : fk_pair_tr(p, j, s0, s1, L, 0, 0, 0);
    if (two && p->prec == 23)
        f5_pair_t(p, j, s0, s1, L, 1, 23);
    else if (two)
        f5_pair_t(p, j, s0, s1, L, 1, 0);
    else
        f5_pair_t(p, j, s0, s1, L, 0, 0);
    return s1;
}

size_t FAST_PAIR(const mmaemu_fast_plan *p, const mmaemu_fast_job *j, size_t s0, size_t s1)
{
    if (s0 >= s1)
        return s1;
    const unsigned csr = _mm_getcsr();   /* MXCSR.FTZ and DAZ off, as fk_chain */
    if (csr & 0x8040u)
        _mm_setcsr(csr & ~0x8040u);
    size_t r;
    switch (p->L) {
    case 8: r = fk_pair_any(p, j, s0, s1, 8); break;
    case 16: r = fk_pair_any(p, j, s0, s1, 16); break;
    default: r = fk_pair_any(p, j, s0, s1, p->L); break;
    }
    if (csr & 0x8040u)
        _mm_setcsr(csr);
    return r;
}
#endif

size_t FAST_CHAIN(const mmaemu_fast_plan *p, const mmaemu_fast_row *a, const mmaemu_fast_panel *b,
                  size_t s0, size_t s1, uint32_t *c, uint32_t *redo)
{
#if FK_STEP512
    /* fp16 accumulators and integers: the generic steps in AVX-512 vectors
     * (fast_avx512g.c; fast_step512.h has none) */
    if (p->acc16 || p->kind == MMAEMU_FAST_INT)
        return mmaemu_fast_chain_avx512g(p, a, b, s0, s1, c, redo);
#endif
    switch (p->L) {
    case 2: return fk_chain(p, a, b, s0, s1, c, redo, 2, 0);
    case 4: return fk_chain(p, a, b, s0, s1, c, redo, 4, 0);
    case 8: return fk_chain(p, a, b, s0, s1, c, redo, 8, 0);
    case 16: return fk_chain(p, a, b, s0, s1, c, redo, 16, 0);
    case 32: return fk_chain(p, a, b, s0, s1, c, redo, 32, 0);
    default: return fk_chain(p, a, b, s0, s1, c, redo, p->L, 0);
    }
}

/* The element-lane kernel (kernels/fast.h): A's operands per lane, B's
 * from two or four panels; AVX-512, both operands' words given
 * (mmaemu_fast_panel.w): read from those (AV bit 3). */
#define FK_LANES3(Lc)                                                                          \
    (b->cols->npan <= 2 ? fk_chain(p, a, b, s0, s1, c, redo, Lc, 3)                                  \
                  : fk_chain(p, a, b, s0, s1, c, redo, Lc, 7))
#define FK_LANESW(Lc)                                                                          \
    (b->cols->npan <= 2 ? fk_chain(p, a, b, s0, s1, c, redo, Lc, 11)                             \
                        : fk_chain(p, a, b, s0, s1, c, redo, Lc, 15))
size_t FAST_LANES(const mmaemu_fast_plan *p, const mmaemu_fast_row *a, const mmaemu_fast_panel *b,
                  size_t s0, size_t s1, uint32_t *c, uint32_t *redo)
{
#if FK_STEP512
    if (p->acc16 || p->kind == MMAEMU_FAST_INT)
        return mmaemu_fast_lanes_avx512g(p, a, b, s0, s1, c, redo);
    if (a->w && b->w && p->pairs && p->fpval)
        switch (p->L) {
        case 8: return FK_LANESW(8);
        case 16: return FK_LANESW(16);
        default: return FK_LANESW(p->L);
        }
#endif
    switch (FK_VB == 64 ? p->L : 0) {   /* the certified path runs the AVX-512 one */
    case 8: return FK_LANES3(8);
    case 16: return FK_LANES3(16);
    default: return FK_LANES3(p->L);
    }
}
#undef FK_LANES3
#undef FK_LANESW
