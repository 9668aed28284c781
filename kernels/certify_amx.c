/* SPDX-License-Identifier: MIT */
/* certify_amx.c -- the blocked bf16 kernel's native sums (kernels/certify.h)
 * with AMX-BF16: up to 16 rows against up to 3 panels of 16 columns, one
 * TDPBF16PS per step and panel.
 *
 * Per step s (L / 2 pairs): the A tile holds the step's pairs of the R
 * rows, the B tile the step's L / 2 pair-rows of a panel, the C tile X.
 * TDPBF16PS as the Intel SDM defines it now: per output two fp32 FMA
 * chains from +0, the even positions of the pairs in one and the odd in
 * the other, then C += (even + odd), RNE, denormal inputs read as zero and
 * denormal results flushed, MXCSR not consulted.  So X_s = fl(X_{s-1} +
 * fl(y_even + y_odd)), each chain L / 2 products from +0: d = L / 2
 * roundings per product, as the AVX512_BF16 kernel (docs/certified.md,
 * section 3, "The AMX kernel").  Then the C tile is stored and SX += f(X)
 * (the binade term, section 3b) with AVX-512 under the caller's default
 * MXCSR, two steps at a time and behind the products: SX += (f(X_s) +
 * f(X_s+1)) while step s + 2's products
 * run (two buffers for X; a sum of non-negative terms in any grouping is
 * within the bound's gsum, docs/certified.md section 3).
 *
 * Older SDM revisions defined one chain of all products added into C: the
 * definition is checked once per process on this CPU against a model of
 * it (amx_definition_holds) before the kernel is used. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && defined(__linux__)
#define CERT_HAVE_AMX 1
#pragma GCC target("amx-tile,amx-bf16,avx512f")
#include <immintrin.h>
#include <sys/syscall.h>
#include <unistd.h>

/* GCC's tile intrinsics are asm without memory operands: a compiler
 * barrier before every tile load and after every tile store. */
#define CA_SYNC() __asm__ volatile("" ::: "memory")

/* The 64-byte tile configuration (palette 1). */
typedef struct {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} ca_config;

/* tmm0: A (R rows of h pairs), tmm1-3: B (h pair-rows of 16 columns),
 * tmm4-6: C (R rows of 16 fp32).  Loaded for every block (not once per
 * thread): other AMX code on the thread (oneDNN under torch) may have
 * changed it between two GEMMs. */
void mmaemu_cert_amx_begin(const mmaemu_cert_plan *cp, int R)
{
    const size_t h = (size_t)cp->L / 2;
    ca_config c;
    memset(&c, 0, sizeof c);
    c.palette = 1;
    c.rows[0] = (uint8_t)R;
    c.colsb[0] = (uint16_t)(h * 4);
    for (int t = 1; t <= 3; t++) {
        c.rows[t] = (uint8_t)h;
        c.colsb[t] = 64;
    }
    for (int t = 4; t <= 6; t++) {
        c.rows[t] = (uint8_t)R;
        c.colsb[t] = 64;
    }
    CA_SYNC();
    _tile_loadconfig(&c);
}

/* SX[r][p] += f(X[r][p]) for R rows of P panels ([R][P * 16] floats), f
 * the binade term; fresh: SX = f(X) (SX's first terms, no zeroing before). */
static inline __attribute__((always_inline)) void ca_sum_binade(int R, int P, const float *X,
                                                               float *SX, int fresh, __m512i c)
{
    for (int e = 0; e < R * P; e++) {
        const __m512 ax = _mm512_castsi512_ps(CERT_BINADE512(_mm512_loadu_si512(X + e * 16), c));
        _mm512_storeu_ps(SX + e * 16, fresh ? ax : _mm512_add_ps(_mm512_loadu_ps(SX + e * 16), ax));
    }
}

/* SX += (f(X1) + f(X2)), two steps' terms added first: one load and store
 * of SX for two steps (fresh: SX = f(X1) + f(X2)). */
static inline __attribute__((always_inline)) void ca_sum_binade2(int R, int P, const float *X1,
                                                                const float *X2, float *SX,
                                                                int fresh, __m512i c)
{
    for (int e = 0; e < R * P; e++) {
        const __m512i x1 = CERT_BINADE512(_mm512_loadu_si512(X1 + e * 16), c);
        const __m512i x2 = CERT_BINADE512(_mm512_loadu_si512(X2 + e * 16), c);
        const __m512 t = _mm512_add_ps(_mm512_castsi512_ps(x1), _mm512_castsi512_ps(x2));
        _mm512_storeu_ps(SX + e * 16, fresh ? t : _mm512_add_ps(_mm512_loadu_ps(SX + e * 16), t));
    }
}

static inline __attribute__((always_inline)) void
ca_block(const mmaemu_cert_plan *cp, int R, int P, const uint32_t *a, size_t astr,
         const uint32_t *b, const float *x0, float *X, float *SX)
{
    const size_t W = MMAEMU_CERT_LANES, h = (size_t)cp->L / 2, nst = cp->nst;
    const size_t pstr = nst * h * W, rs = (size_t)P * W * sizeof *X;   /* panel words, row bytes */
    const __m512i c = _mm512_set1_epi32((int)cp->f_binc);
    /* X_s goes to X or to spare by the parity of nst - 1 - s, so that the
     * last step's lands in X */
    float spare[16 * 3 * MMAEMU_CERT_LANES] __attribute__((aligned(64)));
    float *buf[2] = {X, spare};
    _tile_loadd(4, x0, rs);
    if (P > 1)
        _tile_loadd(5, x0 + W, rs);
    if (P > 2)
        _tile_loadd(6, x0 + 2 * W, rs);
    for (size_t s = 0; s < nst; s++) {
        const uint32_t *bs = b + s * h * W;
        float *Xs = buf[(nst - 1 - s) & 1];
        /* the panels' products first, then their stores: independent
         * chains while a store waits for its product */
        _tile_loadd(0, a + s * h, astr * 4);
        _tile_loadd(1, bs, 64);
        _tile_dpbf16ps(4, 0, 1);
        if (P > 1) {
            _tile_loadd(2, bs + pstr, 64);
            _tile_dpbf16ps(5, 0, 2);
        }
        if (P > 2) {
            _tile_loadd(3, bs + 2 * pstr, 64);
            _tile_dpbf16ps(6, 0, 3);
        }
        /* the two previous steps' |X| while these products run (that
         * pair's buffers are free after it) */
        if (s >= 2 && s % 2 == 0)
            ca_sum_binade2(R, P, buf[(nst + 1 - s) & 1], buf[(nst - s) & 1], SX, s == 2, c);
        CA_SYNC();
        _tile_stored(4, Xs, rs);
        if (P > 1)
            _tile_stored(5, Xs + W, rs);
        if (P > 2)
            _tile_stored(6, Xs + 2 * W, rs);
        CA_SYNC();
    }
    if (nst % 2 == 0 && nst > 0)   /* steps nst - 2 and nst - 1 */
        ca_sum_binade2(R, P, buf[1], X, SX, nst == 2, c);
    else if (nst > 0)
        ca_sum_binade(R, P, X, SX, nst == 1, c);
    else
        memset(SX, 0, (size_t)R * P * W * sizeof *SX);
}

void mmaemu_cert_dots_amx(const mmaemu_cert_plan *cp, int R, int P, const uint32_t *a,
                          size_t astr, const uint32_t *b, const float *x0, float *X, float *SX)
{
    if (P == 3)
        ca_block(cp, R, 3, a, astr, b, x0, X, SX);
    else if (P == 2)
        ca_block(cp, R, 2, a, astr, b, x0, X, SX);
    else
        ca_block(cp, R, 1, a, astr, b, x0, X, SX);
}

void mmaemu_cert_amx_end(void)
{
    _tile_release();
}


/* 16 x 16 words: out[r * ostr + q] = in[q * 16 + r] (unpacks of 32 and
 * 64 bits, then two exchanges of 128-bit lanes). */
static inline __attribute__((always_inline)) void ca_transpose16(const uint32_t *in,
                                                                uint32_t *out, size_t ostr)
{
    __m512i v[16], t[16];
    for (int q = 0; q < 16; q++)
        v[q] = _mm512_loadu_si512(in + q * 16);
    for (int q = 0; q < 16; q += 2) {
        t[q] = _mm512_unpacklo_epi32(v[q], v[q + 1]);
        t[q + 1] = _mm512_unpackhi_epi32(v[q], v[q + 1]);
    }
    for (int q = 0; q < 16; q += 4)
        for (int k = 0; k < 2; k++) {
            v[q + k] = _mm512_unpacklo_epi64(t[q + k], t[q + k + 2]);
            v[q + k + 2] = _mm512_unpackhi_epi64(t[q + k], t[q + k + 2]);
        }
    const __m512i lo = _mm512_set_epi64(11, 10, 3, 2, 9, 8, 1, 0);
    const __m512i hi = _mm512_set_epi64(15, 14, 7, 6, 13, 12, 5, 4);
    for (int q = 0; q < 16; q += 8)
        for (int k = 0; k < 4; k++) {
            t[q + k] = _mm512_permutex2var_epi64(v[q + k], lo, v[q + k + 4]);
            t[q + k + 4] = _mm512_permutex2var_epi64(v[q + k], hi, v[q + k + 4]);
        }
    const __m512i lo2 = _mm512_set_epi64(11, 10, 9, 8, 3, 2, 1, 0);
    const __m512i hi2 = _mm512_set_epi64(15, 14, 13, 12, 7, 6, 5, 4);
    for (int k = 0; k < 8; k++) {
        v[k] = _mm512_permutex2var_epi64(t[k], lo2, t[k + 8]);
        v[k + 8] = _mm512_permutex2var_epi64(t[k], hi2, t[k + 8]);
    }
    /* v[j] holds row r: j with bits 0, 1 and bits 2, 3 swapped */
    for (int j = 0; j < 16; j++) {
        const int r = (j & 1) << 1 | (j & 2) >> 1 | (j & 4) << 1 | (j & 8) >> 1;
        _mm512_storeu_si512(out + r * ostr, v[j]);
    }
}

void mmaemu_cert_amx_rows(const uint32_t *side, size_t h, size_t nr, uint32_t *rows)
{
    size_t q = 0;
    if (nr == 16)
        for (; q + 16 <= h; q += 16)
            ca_transpose16(side + q * 16, rows + q, h);
    for (; q < h; q++)
        for (size_t r = 0; r < nr; r++)
            rows[r * h + q] = side[q * 16 + r];
}

/* The current definition on one element: the chains over the pairs of
 * a row of A (a[k]) and a column of B (b[k]), k < h, from C = c. */
static float ca_ftz(float v)
{
    return fabsf(v) < 0x1p-126f ? copysignf(0.0f, v) : v;
}

static float ca_bf16(uint32_t w, int hi)
{
    const uint32_t bits = (hi ? w >> 16 : w & 0xFFFF) << 16;
    float v;
    memcpy(&v, &bits, sizeof v);
    return ca_ftz(v);
}

static float ca_model(const uint32_t *a, const uint32_t *b, size_t bstr, size_t h, float c)
{
    float even = 0, odd = 0;
    for (size_t k = 0; k < h; k++) {
        even = ca_ftz(fmaf(ca_bf16(a[k], 0), ca_bf16(b[k * bstr], 0), even));
        odd = ca_ftz(fmaf(ca_bf16(a[k], 1), ca_bf16(b[k * bstr], 1), odd));
    }
    return ca_ftz(ca_ftz(c) + ca_ftz(even + odd));
}

/* A bf16 pattern of exponent 127 +- 20 (no underflow, no overflow: every
 * sum is a multiple of 2^-50 or 0, so FTZ never acts). */
static uint32_t ca_pattern(uint64_t *s)
{
    *s = *s * 6364136223846793005u + 1442695040888963407u;
    const uint32_t r = (uint32_t)(*s >> 33);
    return (r & 1) << 15 | (107 + (r >> 1) % 41) << 7 | (r >> 7 & 0x7F);
}

/* TDPBF16PS on this CPU against ca_model: 16 x 16 outputs of
 * 16 pairs, random over a wide range of exponents (where the chains'
 * grouping shows in the roundings: under the older one-chain definition
 * about half the outputs differ), and row 0 crafted: C = 1 and one pair
 * of products 2^-24 each, 1 + 2^-23 by the current definition, 1 by the
 * older one. */
static int amx_definition_holds(void)
{
    static uint32_t A[16 * 16], B[16 * 16];
    static float C[16 * 16], D[16 * 16];
    uint64_t s = 0x5EED;
    for (size_t e = 0; e < 256; e++) {
        A[e] = ca_pattern(&s) | ca_pattern(&s) << 16;
        B[e] = ca_pattern(&s) | ca_pattern(&s) << 16;
        C[e] = (float)((int)(ca_pattern(&s) % 2001) - 1000) * 0x1p-4f;
    }
    memset(A, 0, 16 * sizeof *A);
    A[0] = 0x3F803F80u;                         /* 1, 1 */
    B[0] = 0x33803380u;                         /* 2^-24, 2^-24 */
    C[0] = 1.0f;
    ca_config c;
    memset(&c, 0, sizeof c);
    c.palette = 1;
    for (int t = 0; t < 3; t++) {
        c.rows[t] = 16;
        c.colsb[t] = 64;
    }
    CA_SYNC();
    _tile_loadconfig(&c);
    _tile_loadd(0, C, 64);
    _tile_loadd(1, A, 64);
    _tile_loadd(2, B, 64);
    _tile_dpbf16ps(0, 1, 2);
    _tile_stored(0, D, 64);
    _tile_release();
    CA_SYNC();
    const unsigned csr = _mm_getcsr();   /* the model's fmaf: RNE, no FTZ / DAZ */
    _mm_setcsr(0x1F80);
    int same = 1;
    for (size_t i = 0; i < 16; i++)
        for (size_t j = 0; j < 16; j++) {
            const float m = ca_model(A + i * 16, B + j, 16, 16, C[i * 16 + j]);
            same &= !memcmp(&m, &D[i * 16 + j], sizeof m);
        }
    _mm_setcsr(csr);
    return same;
}

/* CPUID: AMX-TILE and AMX-BF16, and the OS's permission for the tile
 * data (Linux: asked for once per process). */
static int amx_usable(void)
{
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx512f"))
        return 0;
    unsigned ea, eb, ec, ed;
    __asm__("cpuid" : "=a"(ea), "=b"(eb), "=c"(ec), "=d"(ed) : "a"(7), "c"(0));
    if (!(ed >> 24 & 1) || !(ed >> 22 & 1))   /* AMX-TILE, AMX-BF16 */
        return 0;
    return syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) == 0;
}

int mmaemu_cert_amx_available(void)
{
    static int known = -1;   /* the same answer from every thread: a benign race */
    const char *env = getenv("MMAEMU_CERT_AMX");
    if (env && !strcmp(env, "0"))
        return 0;
    int k = __atomic_load_n(&known, __ATOMIC_ACQUIRE);
    if (k < 0) {
        k = amx_usable() && amx_definition_holds();
        __atomic_store_n(&known, k, __ATOMIC_RELEASE);
    }
    return k;
}
#pragma GCC reset_options
#else
int mmaemu_cert_amx_available(void)
{
    return 0;
}

void mmaemu_cert_amx_begin(const mmaemu_cert_plan *cp, int R)
{
    (void)cp, (void)R;
}

void mmaemu_cert_amx_end(void)
{
}

void mmaemu_cert_amx_rows(const uint32_t *side, size_t h, size_t nr, uint32_t *rows)
{
    for (size_t q = 0; q < h; q++)
        for (size_t r = 0; r < nr; r++)
            rows[r * h + q] = side[q * 16 + r];
}

void mmaemu_cert_dots_amx(const mmaemu_cert_plan *cp, int R, int P, const uint32_t *a,
                          size_t astr, const uint32_t *b, const float *x0, float *X, float *SX)
{
    (void)cp, (void)R, (void)P, (void)a, (void)astr, (void)b, (void)x0, (void)X, (void)SX;
}

#endif
