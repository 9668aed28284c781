/* SPDX-License-Identifier: MIT */
/* certify_kernel.h -- the certified path's kernel (kernels/certify.h),
 * written once with GCC vector extensions over MMAEMU_CERT_LANES = 16
 * columns and compiled for the base ISA (certify_base.c) and AVX-512
 * (certify_avx512.c), which define CERT_KERNEL.
 *
 * Per step s of L products: y = the step's sum in fp32 (two interleaved
 * FMA chains: any order, the bound allows it), X += y, SX += |X|,
 * PM += max|a|_s * max|b|_s, PN += |a_s|_2 * |b_s|_2.  Plain fp32 arithmetic: the bound
 * (docs/certified.md, section 3) accounts for every rounding of it. */
#include <stdint.h>
#include <string.h>

#include "certify.h"

#pragma GCC diagnostic ignored "-Wpsabi"
/* FMA where the ISA has it (the bound holds with or without). */
#pragma GCC optimize("fp-contract=fast")

typedef float ck_v __attribute__((vector_size(64)));
typedef int32_t ck_i __attribute__((vector_size(64)));
typedef float ck_h __attribute__((vector_size(32)));
typedef int32_t ck_hi __attribute__((vector_size(32)));
typedef double ck_d __attribute__((vector_size(64)));
typedef int64_t ck_l __attribute__((vector_size(64)));

/* Helpers are macros: no 64-byte vector crosses a function boundary
 * (the base ISA build would warn about its ABI). */
typedef float ck_vu __attribute__((vector_size(64), aligned(4), may_alias));
#define ck_load(p) (*(const ck_vu *)(const void *)(p))
#define ck_abs(v) ((ck_v)((ck_i)(v) & 0x7FFFFFFF))
#define ck_dabs(v) ((ck_d)((ck_l)(v) & 0x7FFFFFFFFFFFFFFF))
#define ck_half(v, hi)                                                                   \
    ((hi) ? __builtin_convertvector(                                                     \
                __builtin_shufflevector(v, v, 8, 9, 10, 11, 12, 13, 14, 15), ck_d)       \
          : __builtin_convertvector(__builtin_shufflevector(v, v, 0, 1, 2, 3, 4, 5, 6, 7), \
                                    ck_d))

/* The interval of 8 lanes (docs/certified.md, section 4): lo, hi in
 * double (converted outward to fp32 by the caller's rounding margin), ok
 * where it may be used.  Every constant comes from the plan. */
static inline __attribute__((always_inline)) void
ck_bound(const mmaemu_cert_plan *cp, const ck_d *xp, const ck_d *sxp, const ck_d *pmp,
         const ck_d *pnp, const ck_d *cp0, ck_d *lo, ck_d *hi, ck_l *ok)
{
    /* pm, pn: upper bounds of PM and PN already (the caller's) */
    const ck_d x = *xp, sx = *sxp, PM = *pmp, PN = *pnp, c = *cp0, pm = PM, pn = PN;
    const double n = (double)cp->nst, th = cp->alpha + cp->beta, fmax = 0x1.fffffep127;
    const ck_d ax = ck_dabs(x), ac = ck_dabs(c);
    const ck_d SX = sx * cp->gsum + cp->tiny_sum;
    const ck_d en = cp->gstep * PN + 0x1p-24 * SX + cp->tiny_native;
    const ck_d sxe = SX + n * en;
    const ck_d be = cp->grow * (th * sxe + cp->alpha * ac + (cp->alpha + cp->alpha_p) * PM +
                                n * cp->eta);
    ck_d B = (be + en) * (1 + 0x1p-40);
    *ok = (sxe + ac + 2 * B < 0x1p126) & (ax >= 0x1p-100) & (ax <= fmax) & (sx <= fmax) &
          (pm <= fmax) & (pn <= fmax) & (ac <= fmax);
    B += 0x1p-50 * (ax + B);
    const ck_d l0 = x - B, h0 = x + B;
    *lo = l0 - (ck_dabs(l0) * 0x1p-23 + 0x1p-140);
    *hi = h0 + (ck_dabs(h0) * 0x1p-23 + 0x1p-140);
}

/* fp32 -> bf16 RNE on patterns (finite values): mmaemu_sched_cast's. */
typedef uint32_t ck_hu __attribute__((vector_size(32)));
#define ck_bf16(b) ((ck_hi)(((ck_hu)(b) + 0x7FFFu + ((ck_hu)(b) >> 16 & 1u)) >> 16))

/* The fp32 intervals and flags of one panel's 16 lanes into o; with
 * cp->bf16_out also the bf16 output where both ends give the same
 * normal value (ok cleared elsewhere). */
static inline __attribute__((always_inline)) void
ck_intervals(const mmaemu_cert_plan *cp, const ck_v *X, const ck_v *SX, const ck_d *PM,
             const ck_d *PN, const float *x0, float *lo, float *hi, uint16_t *okm, uint16_t *bits)
{
    const ck_v C = ck_load(x0);
    unsigned m = 0;
    for (int h = 0; h < 2; h++) {
        ck_d l, u;
        ck_l k;
        const ck_d in[5] = {ck_half(*X, h), ck_half(*SX, h), PM[h], PN[h], ck_half(C, h)};
        ck_bound(cp, &in[0], &in[1], &in[2], &in[3], &in[4], &l, &u, &k);
        const ck_h lf = __builtin_convertvector(l, ck_h), hf = __builtin_convertvector(u, ck_h);
        ck_hi kf = __builtin_convertvector(k, ck_hi);
        if (cp->bf16_out) {
            const ck_hi rl = ck_bf16((ck_hi)lf), rh = ck_bf16((ck_hi)hf), ex = rl & 0x7F80;
            kf &= (rl == rh) & (ex != 0) & (ex != 0x7F80);
            for (int t = 0; t < 8; t++)
                bits[8 * h + t] = (uint16_t)rl[t];
        }
        memcpy(lo + 8 * h, &lf, sizeof lf);
        memcpy(hi + 8 * h, &hf, sizeof hf);
        for (int t = 0; t < 8; t++)
            m |= (unsigned)(kf[t] != 0) << (8 * h + t);
    }
    *okm = (uint16_t)m;
}

/* P panels at once (P independent chains hide the FMA latency). */
static inline __attribute__((always_inline)) void
ck_panels(const mmaemu_cert_plan *cp, int P, const float *a, const float *am, const float *an,
          const float *b, const float *bm, const float *bn, const float *x0, mmaemu_cert_sums *o)
{
    const size_t L = (size_t)cp->L, nst = cp->nst, kp = L * nst, W = MMAEMU_CERT_LANES;
    ck_v X[4], SX[4], PM[4], PN[4];
#pragma GCC unroll 4
    for (int p = 0; p < P; p++) {
        X[p] = ck_load(x0 + p * W);
        SX[p] = PM[p] = PN[p] = (ck_v){0};
    }
    for (size_t s = 0; s < nst; s++) {
        const float *as = a + s * L;
        ck_v y0[4], y1[4];
#pragma GCC unroll 4
        for (int p = 0; p < P; p++)
            y0[p] = y1[p] = (ck_v){0};
        size_t t = 0;
#pragma GCC unroll 4
        for (; t + 1 < L; t += 2)
#pragma GCC unroll 4
            for (int p = 0; p < P; p++) {
                const float *bs = b + p * kp * W + (s * L + t) * W;
                y0[p] += as[t] * ck_load(bs);
                y1[p] += as[t + 1] * ck_load(bs + W);
            }
        for (; t < L; t++)
            for (int p = 0; p < P; p++)
                y0[p] += as[t] * ck_load(b + p * kp * W + (s * L + t) * W);
#pragma GCC unroll 4
        for (int p = 0; p < P; p++) {
            X[p] += y0[p] + y1[p];
            SX[p] += ck_abs(X[p]);
            PM[p] += am[s] * ck_load(bm + p * nst * W + s * W);
            PN[p] += an[s] * ck_load(bn + p * nst * W + s * W);
        }
    }
    for (int p = 0; p < P; p++) {
        /* the fp32 sums of n non-negative terms, rounded up (section 3) */
        const ck_d pm[2] = {ck_half(PM[p], 0) * cp->gsum + cp->tiny_sum,
                            ck_half(PM[p], 1) * cp->gsum + cp->tiny_sum};
        const ck_d pn[2] = {ck_half(PN[p], 0) * cp->gsum + cp->tiny_sum,
                            ck_half(PN[p], 1) * cp->gsum + cp->tiny_sum};
        ck_intervals(cp, &X[p], &SX[p], pm, pn, x0 + p * W, o->lo + p * W, o->hi + p * W,
                     o->okm + p, o->bits + p * W);
    }
}

/* b, bm, x0, x, sx, pm hold np consecutive panels (np <= 4). */
void CERT_KERNEL(const mmaemu_cert_plan *cp, int np, const float *a, const float *am,
                 const float *an, const float *b, const float *bm, const float *bn,
                 const float *x0, mmaemu_cert_sums *o)
{
    switch (np) {
    case 4: ck_panels(cp, 4, a, am, an, b, bm, bn, x0, o); break;
    case 3: ck_panels(cp, 3, a, am, an, b, bm, bn, x0, o); break;
    case 2: ck_panels(cp, 2, a, am, an, b, bm, bn, x0, o); break;
    default: ck_panels(cp, 1, a, am, an, b, bm, bn, x0, o); break;
    }
}
