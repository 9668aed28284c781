/* fast_avx512.c -- the fast-path tile kernel (fast_kernel.h) compiled for
 * AVX-512 (F, VL, BW, DQ, CD); kernels/fast.c calls it only where the CPU
 * has all of them. */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#pragma GCC target("avx512f,avx512vl,avx512bw,avx512dq,avx512cd")
#endif
#define FAST_CHAIN mmaemu_fast_chain_avx512
#define FAST_LANES mmaemu_fast_lanes_avx512
#define FK_VB 64
#include "fast_kernel.h"

#include "mmaemu/format.h"

#if defined(__AVX512F__)
/* kernels/fast.h: 16 values per vector; a group of L values (z) is a
 * part of one vector (L | 16) or whole vectors (16 | L). */
int mmaemu_fast_decode_avx512(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                              const uint32_t *bits, size_t kp, size_t stride, int shift,
                              int32_t *e, int32_t *s, int32_t *z, int *emax)
{
    const int fb = fi->frac_bits, L = p->L;
#define D5_1(x) _mm512_set1_epi32(x)
    const __m512i emask = D5_1((1 << fi->exp_bits) - 1), fmask = D5_1((1 << fb) - 1);
    const __m512i signbit = D5_1(1 << (fb + fi->exp_bits)), zero = _mm512_setzero_si512();
    __m512i vmax = D5_1(MMAEMU_FAST_ZERO_EXP);
    __mmask16 bad = 0;
    unsigned zacc = 0;
    for (size_t q0 = 0; q0 < kp; q0 += 16) {
        const unsigned n = kp - q0 < 16 ? (unsigned)(kp - q0) : 16;
        const __mmask16 m = (__mmask16)((1u << n) - 1u);
        __m512i v = _mm512_maskz_loadu_epi32(m, bits + q0);
        __m512i ec = _mm512_and_si512(_mm512_srlv_epi32(v, D5_1(fb)), emask);
        __m512i fr = _mm512_and_si512(v, fmask), ef = _mm512_or_si512(ec, fr);
        bad |= _mm512_mask_cmpeq_epi32_mask(m, ec, emask);   /* NaN or Inf */
        __mmask16 kn = _mm512_test_epi32_mask(ec, ec), kz = _mm512_mask_testn_epi32_mask(m, ef, ef);
        /* exponent (emin for subnormals), significand << shift, sign */
        __m512i ex = _mm512_mask_sub_epi32(D5_1(fi->emin), kn, ec, D5_1(fi->bias));
        __m512i sg = _mm512_sllv_epi32(_mm512_mask_or_epi32(fr, kn, fr, D5_1(1 << fb)), D5_1(shift));
        sg = _mm512_mask_sub_epi32(sg, _mm512_test_epi32_mask(v, signbit), zero, sg);
        ex = _mm512_mask_mov_epi32(ex, kz, D5_1(MMAEMU_FAST_ZERO_EXP));
        vmax = _mm512_mask_max_epi32(vmax, m & ~kz, vmax, ex);
#undef D5_1
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

/* A panel of 16 columns, raw[q * 16 + l], one position of every lane per
 * vector, so that the outputs need no transposing: the same values as
 * mmaemu_fast_decode_col lane by lane with shift p->lsb; a lane holding a
 * NaN or Inf is decoded as zeros instead and its bit set in *bad (as
 * kernels/gemm_row.c's pack_panel did); *emax: the largest exponent of a
 * non-zero value in the other lanes (MMAEMU_FAST_ZERO_EXP if none). */
int mmaemu_fast_decode_panel_avx512(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                                    const uint32_t *raw, size_t kp, int32_t *e, int32_t *s,
                                    int32_t *z, int *emax, unsigned *bad)
{
    const int fb = fi->frac_bits;
    const size_t W = 16, L = (size_t)p->L;
#define D5_1(x) _mm512_set1_epi32(x)
    const __m512i emask = D5_1((1 << fi->exp_bits) - 1), fmask = D5_1((1 << fb) - 1);
    const __m512i signbit = D5_1(1 << (fb + fi->exp_bits)), zero = _mm512_setzero_si512();
    const __m512i ezero = D5_1(p->e_zero), nz = D5_1(MMAEMU_FAST_ZERO_EXP);
    __m512i vmax = nz;
    __mmask16 badm = 0, zacc = 0;
    for (size_t q = 0; q < kp; q++) {
        const __m512i v = _mm512_loadu_si512(raw + q * W);
        const __m512i ec = _mm512_and_si512(_mm512_srli_epi32(v, (unsigned)fb), emask);
        const __m512i fr = _mm512_and_si512(v, fmask), ef = _mm512_or_si512(ec, fr);
        badm |= _mm512_cmpeq_epi32_mask(ec, emask);   /* NaN or Inf */
        const __mmask16 kn = _mm512_test_epi32_mask(ec, ec), kz = _mm512_testn_epi32_mask(ef, ef);
        __m512i ex = _mm512_mask_sub_epi32(D5_1(fi->emin), kn, ec, D5_1(fi->bias));
        __m512i sg = _mm512_slli_epi32(_mm512_mask_or_epi32(fr, kn, fr, D5_1(1 << fb)),
                                       (unsigned)p->lsb);
        sg = _mm512_mask_sub_epi32(sg, _mm512_test_epi32_mask(v, signbit), zero, sg);
        ex = _mm512_mask_mov_epi32(ex, kz, nz);
        vmax = _mm512_mask_max_epi32(vmax, (__mmask16)~kz, vmax, ex);
        _mm512_storeu_si512(e + q * W, ex);
        _mm512_storeu_si512(s + q * W, sg);
        zacc |= kz;
        if ((q + 1) % L == 0) {   /* a step's end: a zero in it, lane by lane */
            _mm512_storeu_si512(z + q / L * W, _mm512_mask_blend_epi32(zacc, nz, ezero));
            zacc = 0;
        }
    }
#undef D5_1
    for (size_t q = 0; q < kp && badm; q++) {   /* bad lanes: zeros */
        _mm512_mask_storeu_epi32(e + q * W, badm, nz);
        _mm512_mask_storeu_epi32(s + q * W, badm, zero);
        if (q % L == 0)
            _mm512_mask_storeu_epi32(z + q / L * W, badm, ezero);
    }
    const int m = _mm512_mask_reduce_max_epi32((__mmask16)~badm, vmax);
    *emax = m > MMAEMU_FAST_ZERO_EXP ? m : MMAEMU_FAST_ZERO_EXP;
    *bad = badm;
    return 0;
}
#else
/* No AVX-512 code from this compiler (no __AVX512F__ after the pragma). */
int mmaemu_fast_decode_avx512(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                              const uint32_t *bits, size_t kp, size_t stride, int shift,
                              int32_t *e, int32_t *s, int32_t *z, int *emax)
{
    return mmaemu_fast_decode_scalar(p, fi, bits, kp, stride, shift, e, s, z, emax);
}

int mmaemu_fast_decode_panel_avx512(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                                    const uint32_t *raw, size_t kp, int32_t *e, int32_t *s,
                                    int32_t *z, int *emax, unsigned *bad)
{
    (void)p, (void)fi, (void)raw, (void)kp, (void)e, (void)s, (void)z, (void)emax, (void)bad;
    return -1;   /* not built: the caller decodes column by column */
}
#endif
