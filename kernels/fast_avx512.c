/* SPDX-License-Identifier: MIT */
/* fast_avx512.c -- the fast-path tile kernel (fast_kernel.h) compiled for
 * AVX-512 (F, VL, BW, DQ, CD); kernels/fast.c calls it only where the CPU
 * has all of them. */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#pragma GCC target("avx512f,avx512vl,avx512bw,avx512dq,avx512cd")
#endif
#define FAST_CHAIN mmaemu_fast_chain_avx512
#define FAST_LANES mmaemu_fast_lanes_avx512
#define FAST_PAIR mmaemu_fast_pair_avx512
#define FK_VB 64
#include "fast_kernel.h"

#include "mmaemu/format.h"

#if defined(__AVX512F__)
/* The consts of one decoding: the format's fields. */
typedef struct {
    __m512i emask, fmask, signbit, hidden, bias, emin, shift;
} dec_fmt;

static dec_fmt dec_fmt_of(const mmaemu_format_info *fi, int shift)
{
    const int fb = fi->frac_bits;
    return (dec_fmt){_mm512_set1_epi32((1 << fi->exp_bits) - 1), _mm512_set1_epi32((1 << fb) - 1),
                     _mm512_set1_epi32(1 << (fb + fi->exp_bits)), _mm512_set1_epi32(1 << fb),
                     _mm512_set1_epi32(fi->bias), _mm512_set1_epi32(fi->emin),
                     _mm512_set1_epi32(shift)};
}

/* Decode the 16 values of v (lanes m) as decode_one does: exponent (emin
 * for subnormals, MMAEMU_FAST_ZERO_EXP for zeros), significand << shift
 * with the sign; *kz: the zero lanes, *bad: the NaN / Inf lanes. */
static inline __attribute__((always_inline)) void dec16(const dec_fmt *d, int fb, __m512i v,
                                                       __mmask16 m, __m512i *ex, __m512i *sg,
                                                       __mmask16 *kz, __mmask16 *bad)
{
    const __m512i ec = _mm512_and_si512(_mm512_srli_epi32(v, (unsigned)fb), d->emask);
    const __m512i fr = _mm512_and_si512(v, d->fmask), ef = _mm512_or_si512(ec, fr);
    *bad = _mm512_mask_cmpeq_epi32_mask(m, ec, d->emask);
    const __mmask16 kn = _mm512_test_epi32_mask(ec, ec);
    *kz = _mm512_mask_testn_epi32_mask(m, ef, ef);
    __m512i e = _mm512_mask_sub_epi32(d->emin, kn, ec, d->bias);
    __m512i s = _mm512_sllv_epi32(_mm512_mask_or_epi32(fr, kn, fr, d->hidden), d->shift);
    s = _mm512_mask_sub_epi32(s, _mm512_test_epi32_mask(v, d->signbit), _mm512_setzero_si512(), s);
    *ex = _mm512_mask_mov_epi32(e, *kz, _mm512_set1_epi32(MMAEMU_FAST_ZERO_EXP));
    *sg = s;
}

/* plan.fpval: the values of v as fp32 bits (every conversion exact), +0
 * for the zero lanes kz: bf16 shifted up, fp16 converted, tf32 its
 * container without the unused low bits. */
static inline __attribute__((always_inline)) __m512i dec16_fp(const mmaemu_format_info *fi,
                                                             __m512i v, __mmask16 kz)
{
    const int fb = fi->frac_bits, cs = fi->container_shift;
    const __m512i f =
        cs ? _mm512_and_si512(v, _mm512_set1_epi32((int)(~0u << cs)))
        : fb == 7 ? _mm512_slli_epi32(v, 16)
                  : _mm512_castps_si512(_mm512_cvtph_ps(_mm512_cvtepi32_epi16(v)));
    return _mm512_maskz_mov_epi32((__mmask16)~kz, f);
}

/* kernels/fast.h: 16 values per vector; a group of L values (z) is a
 * part of one vector (L | 16) or whole vectors (16 | L). */
int mmaemu_fast_decode_avx512(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                              const uint32_t *bits, size_t kp, size_t stride, int shift,
                              int32_t *e, int32_t *s, int32_t *z, int *emax)
{
    const int L = p->L;
    const dec_fmt d = dec_fmt_of(fi, shift);
    __m512i vmax = _mm512_set1_epi32(MMAEMU_FAST_ZERO_EXP);
    __mmask16 bad = 0;
    unsigned zacc = 0;
    for (size_t q0 = 0; q0 < kp; q0 += 16) {
        const unsigned n = kp - q0 < 16 ? (unsigned)(kp - q0) : 16;
        const __mmask16 m = (__mmask16)((1u << n) - 1u);
        __m512i ex, sg;
        __mmask16 kz, b;
        const __m512i v = _mm512_maskz_loadu_epi32(m, bits + q0);
        dec16(&d, fi->frac_bits, _mm512_srli_epi32(v, (unsigned)fi->container_shift), m, &ex, &sg,
              &kz, &b);
        if (p->fpval)
            sg = dec16_fp(fi, v, kz);
        bad |= b;
        vmax = _mm512_mask_max_epi32(vmax, m & ~kz, vmax, ex);
        if (stride == 1) {
            _mm512_mask_storeu_epi32(e + q0, m, ex);
            _mm512_mask_storeu_epi32(s + q0, m, sg);
        } else {
            int32_t te[16], ts[16];
            _mm512_storeu_si512(te, ex);
            _mm512_storeu_si512(ts, sg);
            for (unsigned i = 0; i < n; i++) {
                e[(q0 + i) * stride] = te[i];
                s[(q0 + i) * stride] = ts[i];
            }
        }
        if (L <= 16) {
            for (unsigned g = 0; g < n; g += (unsigned)L)
                z[(q0 + g) / (size_t)L * stride] =
                    (kz >> g) & ((1u << L) - 1u) ? p->e_zero : MMAEMU_FAST_ZERO_EXP;
        } else {
            zacc |= kz;
            if ((q0 + 16) % (size_t)L == 0) {
                z[q0 / (size_t)L * stride] = zacc ? p->e_zero : MMAEMU_FAST_ZERO_EXP;
                zacc = 0;
            }
        }
    }
    *emax = _mm512_reduce_max_epi32(vmax);
    return bad ? -1 : 0;
}

/* kernels/fast.h: positions side by side, a step of L vectors. */
unsigned mmaemu_fast_decode_side_avx512(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                                        const uint32_t *bits, size_t n, int shift, int32_t *e,
                                        int32_t *s, int32_t *z, int32_t *emax)
{
    const size_t W = 16, L = (size_t)p->L;
    const dec_fmt d = dec_fmt_of(fi, shift);
    __m512i vmax = _mm512_set1_epi32(MMAEMU_FAST_ZERO_EXP);
    __mmask16 bad = 0;
    for (size_t q0 = 0; q0 < n; q0 += L) {
        __mmask16 zero = 0;
        for (size_t q = q0; q < q0 + L; q++) {
            __m512i ex, sg;
            __mmask16 kz, b;
            const __m512i v = _mm512_loadu_si512(bits + q * W);
            dec16(&d, fi->frac_bits, _mm512_srli_epi32(v, (unsigned)fi->container_shift), 0xFFFF,
                  &ex, &sg, &kz, &b);
            if (p->fpval)
                sg = dec16_fp(fi, v, kz);
            _mm512_storeu_si512(e + q * W, ex);
            _mm512_storeu_si512(s + q * W, sg);
            vmax = _mm512_max_epi32(vmax, ex);   /* zeros: MMAEMU_FAST_ZERO_EXP, below all */
            zero |= kz;
            bad |= b;
        }
        _mm512_storeu_si512(z + q0 / L * W,
                            _mm512_mask_blend_epi32(zero, _mm512_set1_epi32(MMAEMU_FAST_ZERO_EXP),
                                                    _mm512_set1_epi32(p->e_zero)));
    }
    if (emax)
        _mm512_storeu_si512(emax, vmax);
    return bad;
}
#else
/* No AVX-512 code from this compiler (no __AVX512F__ after the pragma). */
int mmaemu_fast_decode_avx512(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                              const uint32_t *bits, size_t kp, size_t stride, int shift,
                              int32_t *e, int32_t *s, int32_t *z, int *emax)
{
    return mmaemu_fast_decode_scalar(p, fi, bits, kp, stride, shift, e, s, z, emax);
}

unsigned mmaemu_fast_decode_side_avx512(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                                        const uint32_t *bits, size_t n, int shift, int32_t *e,
                                        int32_t *s, int32_t *z, int32_t *emax)
{
    const size_t W = MMAEMU_FAST_LANES, L = (size_t)p->L;
    uint32_t col[256];
    unsigned bad = 0;
    for (size_t l = 0; l < W && emax; l++)
        emax[l] = MMAEMU_FAST_ZERO_EXP;
    /* lane by lane, whole steps of up to 256 positions at a time */
    for (size_t q0 = 0, piece = 256 - 256 % L; q0 < n; q0 += piece) {
        const size_t m = n - q0 < piece ? n - q0 : piece;
        for (size_t l = 0; l < W; l++) {
            int em = MMAEMU_FAST_ZERO_EXP;
            for (size_t q = 0; q < m; q++)
                col[q] = bits[(q0 + q) * W + l];
            if (mmaemu_fast_decode_scalar(p, fi, col, m, W, shift, e + q0 * W + l,
                                          s + q0 * W + l, z + q0 / L * W + l, &em))
                bad |= 1u << l;
            if (emax && em > emax[l])
                emax[l] = em;
        }
    }
    return bad;
}
#endif

/* mmaemu_fast_pair_exps with AVX-512 BW: a row's sixteen exponents
 * narrowed to eight pairs at once (vpmovdw), a panel's two positions of
 * sixteen lanes merged by one word blend; the range in the same pass
 * (a zero's exponent left out of the smallest). */
#if defined(__AVX512F__)
static void pair_range(__m512i v, __m512i *lo, __m512i *hi)
{
    *hi = _mm512_max_epi32(*hi, v);
    *lo = _mm512_mask_min_epi32(*lo, _mm512_cmpneq_epi32_mask(v, _mm512_set1_epi32(MMAEMU_FAST_ZERO_EXP)),
                                *lo, v);
}

mmaemu_fast_erange mmaemu_fast_pair_exps_avx512(const int32_t *e, size_t n, size_t w, uint32_t *e2)
{
    mmaemu_fast_erange rg = mmaemu_fast_erange_empty();
    __m512i lo = _mm512_set1_epi32(rg.lo), hi = _mm512_set1_epi32(rg.hi);
    size_t u = 0;
    if (w == 1)
        for (; u + 8 <= n / 2; u += 8) {
            const __m512i v = _mm512_loadu_si512(e + 2 * u);
            pair_range(v, &lo, &hi);
            _mm256_storeu_si256((__m256i *)(e2 + u), _mm512_cvtepi32_epi16(v));
        }
    else if (w == MMAEMU_FAST_LANES)
        for (; u < n / 2; u++) {
            const __m512i v0 = _mm512_loadu_si512(e + 2 * u * w),
                          v1 = _mm512_loadu_si512(e + (2 * u + 1) * w);
            pair_range(v0, &lo, &hi);
            pair_range(v1, &lo, &hi);
            _mm512_storeu_si512(e2 + u * w,
                                _mm512_mask_blend_epi16(0xAAAAAAAAu, v0, _mm512_slli_epi32(v1, 16)));
        }
    rg.lo = _mm512_reduce_min_epi32(lo);
    rg.hi = _mm512_reduce_max_epi32(hi);
    mmaemu_fast_pair_exps_scalar(e, u, n, w, e2, &rg);
    return rg;
}
#else
mmaemu_fast_erange mmaemu_fast_pair_exps_avx512(const int32_t *e, size_t n, size_t w, uint32_t *e2)
{
    mmaemu_fast_erange rg = mmaemu_fast_erange_empty();
    mmaemu_fast_pair_exps_scalar(e, 0, n, w, e2, &rg);
    return rg;
}
#endif
