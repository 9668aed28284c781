/* certify_kernel.h -- the certified path's kernel (kernels/certify.h),
 * written once with GCC vector extensions over MMAEMU_CERT_LANES = 16
 * columns and compiled for the base ISA (certify_base.c) and AVX-512
 * (certify_avx512.c), which define CERT_KERNEL.
 *
 * Per step s of L products: y = the step's sum in fp32 (two interleaved
 * FMA chains: any order, the bound allows it), X += y, SX += |X|,
 * PM += max|a|_s * max|b|_s.  Plain fp32 arithmetic: the bound
 * (docs/certified.md, section 3) accounts for every rounding of it. */
#include <stdint.h>
#include <string.h>

#include "certify.h"

#pragma GCC diagnostic ignored "-Wpsabi"
/* FMA where the ISA has it (the bound holds with or without). */
#pragma GCC optimize("fp-contract=fast")

typedef float ck_v __attribute__((vector_size(64)));
typedef int32_t ck_i __attribute__((vector_size(64)));

static inline ck_v ck_load(const float *p)
{
    ck_v v;
    memcpy(&v, p, sizeof v);
    return v;
}

static inline ck_v ck_abs(ck_v v)
{
    return (ck_v)((ck_i)v & 0x7FFFFFFF);
}

/* P panels at once (P independent chains hide the FMA latency). */
static inline __attribute__((always_inline)) void
ck_panels(const mmaemu_cert_plan *cp, int P, const float *a, const float *am, const float *b,
          const float *bm, const float *x0, float *x, float *sx, float *pm)
{
    const size_t L = (size_t)cp->L, nst = cp->nst, kp = L * nst, W = MMAEMU_CERT_LANES;
    ck_v X[4], SX[4], PM[4];
    for (int p = 0; p < P; p++) {
        X[p] = ck_load(x0 + p * W);
        SX[p] = (ck_v){0};
        PM[p] = (ck_v){0};
    }
    for (size_t s = 0; s < nst; s++) {
        const float *as = a + s * L;
        ck_v y0[4], y1[4];
        for (int p = 0; p < P; p++)
            y0[p] = y1[p] = (ck_v){0};
        size_t t = 0;
        for (; t + 1 < L; t += 2)
            for (int p = 0; p < P; p++) {
                const float *bs = b + p * kp * W + (s * L + t) * W;
                y0[p] += as[t] * ck_load(bs);
                y1[p] += as[t + 1] * ck_load(bs + W);
            }
        for (; t < L; t++)
            for (int p = 0; p < P; p++)
                y0[p] += as[t] * ck_load(b + p * kp * W + (s * L + t) * W);
        for (int p = 0; p < P; p++) {
            X[p] += y0[p] + y1[p];
            SX[p] += ck_abs(X[p]);
            PM[p] += am[s] * ck_load(bm + p * nst * W + s * W);
        }
    }
    for (int p = 0; p < P; p++) {
        memcpy(x + p * W, &X[p], sizeof X[p]);
        memcpy(sx + p * W, &SX[p], sizeof SX[p]);
        memcpy(pm + p * W, &PM[p], sizeof PM[p]);
    }
}

/* b, bm, x0, x, sx, pm hold np consecutive panels (np <= 4). */
void CERT_KERNEL(const mmaemu_cert_plan *cp, int np, const float *a, const float *am,
                 const float *b, const float *bm, const float *x0, float *x, float *sx,
                 float *pm)
{
    switch (np) {
    case 4: ck_panels(cp, 4, a, am, b, bm, x0, x, sx, pm); break;
    case 3: ck_panels(cp, 3, a, am, b, bm, x0, x, sx, pm); break;
    case 2: ck_panels(cp, 2, a, am, b, bm, x0, x, sx, pm); break;
    default: ck_panels(cp, 1, a, am, b, bm, x0, x, sx, pm); break;
    }
}
