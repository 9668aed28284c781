/* SPDX-License-Identifier: MIT */
/* reference.c -- the reference twin of the engine (docs/design.md 3).
 *
 * Slow and deliberately plain.  Every operand pattern is decoded by this
 * file's own copy of the format table (design.md 2) into an exact integer
 * significand and a power of two; every term, truncation, floor and sum is an
 * exact GMP integer; the final rounding is done here by hand on those
 * integers; and the two IEEE-arithmetic algorithms (FTZ-AddMul, FMA) run on
 * MPFR emulating binary32 (precision 24, exponent range and subnormalize).
 * Nothing is shared with the fast engine (engine.c, alg_*.c, format.c,
 * round.c), so that the two can be tested against each other.
 *
 * Conventions used throughout:
 *  - An exact value is a signed mpz N and an exponent X: N * 2^X.
 *  - "Missing" products (n <= i < L) are +0 * +0: the step behaves exactly
 *    as if the caller had passed zero patterns, which is what a zero-padded
 *    register holds on the hardware.
 *  - c_entry = IGNORED: C takes no part at all, not in the special-value
 *    rules and not in the sign of a zero result.
 *  - zero_sign is honoured by every fused algorithm (E-FDPA included; its
 *    registry rows use IEEE, as design.md 3.5 says).
 *  - Thread safety: no static mutable state.  The binary32 emulation changes
 *    MPFR's exponent range, which MPFR keeps per thread (TLS builds), and puts
 *    it back before returning.
 */
#include "reference.h"

#include <limits.h>
#include <stdlib.h>
#include <gmp.h>
#include <mpfr.h>

/* ------------------------------------------------------------------ */
/* Formats: this file's own table (design.md 2)                        */
/* ------------------------------------------------------------------ */

enum { R_IEEE, R_FN, R_FNUZ, R_NONE, R_INT, R_SCALE };

typedef struct ref_fmt {
    int width;      /* bits of the pattern */
    int exp_bits;
    int frac_bits;  /* explicit fraction bits */
    int bias;
    int shift;      /* unused low bits of a container (tf32, e8m13) */
    int kind;       /* R_IEEE, R_FN, R_FNUZ */
} ref_fmt;

static const ref_fmt RF[MMAEMU_FORMAT_COUNT] = {
    [MMAEMU_FP32]     = { 32, 8, 23, 127, 0, R_IEEE },
    [MMAEMU_FP16]     = { 16, 5, 10, 15, 0, R_IEEE },
    [MMAEMU_BF16]     = { 16, 8, 7, 127, 0, R_IEEE },
    [MMAEMU_TF32]     = { 32, 8, 10, 127, 13, R_IEEE },
    [MMAEMU_E4M3]     = { 8, 4, 3, 7, 0, R_FN },
    [MMAEMU_E5M2]     = { 8, 5, 2, 15, 0, R_IEEE },
    [MMAEMU_E4M3FNUZ] = { 8, 4, 3, 8, 0, R_FNUZ },
    [MMAEMU_E5M2FNUZ] = { 8, 5, 2, 16, 0, R_FNUZ },
    [MMAEMU_E8M13]    = { 32, 8, 13, 127, 10, R_IEEE },
    /* OCP MX v1.0: fp4/fp6 in the low bits, every pattern finite */
    [MMAEMU_E2M1]     = { 4, 2, 1, 1, 0, R_NONE },
    [MMAEMU_E2M3]     = { 6, 2, 3, 1, 0, R_NONE },
    [MMAEMU_E3M2]     = { 6, 3, 2, 3, 0, R_NONE },
    [MMAEMU_U8]       = { 8, 0, 0, 0, 0, R_INT },
    [MMAEMU_S8]       = { 8, 0, 0, 0, 0, R_INT },
    [MMAEMU_S32]      = { 32, 0, 0, 0, 0, R_INT },
    /* scales: no sign bit (ue4m3 is 7 bits wide), all-ones NaN */
    [MMAEMU_UE8M0]    = { 8, 8, 0, 127, 0, R_SCALE },
    [MMAEMU_UE4M3]    = { 7, 4, 3, 7, 0, R_SCALE },
};

/* An integer pattern: u8, s8 or s32 with exponent 0. */
static void int_decode(mmaemu_format f, uint32_t bits, ref_val *v)
{
    long long x = f == MMAEMU_U8 ? (long long)(bits & 0xFFu)
                : f == MMAEMU_S8 ? (long long)(bits & 0xFFu) - ((bits & 0x80u) ? 256 : 0)
                : (long long)bits - ((bits & 0x80000000u) ? 4294967296LL : 0);
    v->neg = x < 0;
    v->sig = (uint64_t)(x < 0 ? -x : x);
    v->exp = 0;
    v->frac = 0;
    v->cls = x ? V_FIN : V_ZERO;
}

void mmaemu_ref_decode(mmaemu_format f, uint32_t bits, ref_val *v)
{
    const ref_fmt *t = &RF[f];
    if (t->kind == R_INT) {
        int_decode(f, bits, v);
        return;
    }
    const uint32_t wmask = t->width == 32 ? 0xFFFFFFFFu : (1u << t->width) - 1;
    const uint32_t fmax = (1u << t->frac_bits) - 1;
    const uint32_t emaxc = (1u << t->exp_bits) - 1;
    const long emin = 1 - t->bias;

    bits &= wmask;
    /* Containers: drop the unused low bits first (tf32 truncation). */
    const uint32_t fr = (bits >> t->shift) & fmax;
    const uint32_t ec = (bits >> (t->shift + t->frac_bits)) & emaxc;

    v->neg = t->kind == R_SCALE ? 0 : (int)(bits >> (t->width - 1));
    v->frac = t->frac_bits;
    v->sig = 0;
    v->exp = emin;

    if (t->kind == R_SCALE && ec == emaxc && fr == fmax) {
        v->cls = V_NAN;                 /* ue8m0 0xFF, ue4m3 0x7F */
        return;
    }
    if (t->kind == R_SCALE && t->frac_bits == 0) {
        v->cls = V_FIN;                 /* ue8m0: 2^(code - 127), no zero */
        v->sig = 1;
        v->exp = (long)ec - t->bias;
        return;
    }

    if (t->kind == R_FNUZ && bits == 1u << (t->width - 1)) {
        v->cls = V_NAN;                 /* the "negative zero" pattern */
        return;
    }
    if (t->kind == R_IEEE && ec == emaxc) {
        v->cls = fr ? V_NAN : V_INF;
        return;
    }
    if (t->kind == R_FN && ec == emaxc && fr == fmax) {
        v->cls = V_NAN;                 /* S.1111.111 */
        return;
    }
    if (ec == 0) {
        v->cls = fr ? V_FIN : V_ZERO;   /* subnormal: exponent emin */
        v->sig = fr;
        return;
    }
    v->cls = V_FIN;
    v->sig = fr | (1ull << t->frac_bits);
    v->exp = (long)ec - t->bias;
}

/* ------------------------------------------------------------------ */
/* Output formats and rounding by hand                                 */
/* ------------------------------------------------------------------ */

ref_out mmaemu_ref_out_of(mmaemu_out_rounding o)
{
    switch (o) {
    case MMAEMU_OUT_RZ_FP32:  return (ref_out){ 23, -126, 127, 0, 0 };
    case MMAEMU_OUT_RZ_E8M13: return (ref_out){ 13, -126, 127, 0, 0 };
    case MMAEMU_OUT_RNE_FP16: return (ref_out){ 10, -14, 15, 1, 1 };
    case MMAEMU_OUT_RNE_FP32:
    case MMAEMU_OUT_WRAP_S32:
    case MMAEMU_OUT_SAT_S32: break;
    }
    return (ref_out){ 23, -126, 127, 0, 1 };
}

/* out = trunc(N * 2^k) (toward zero) and floor(N * 2^k). */
void mmaemu_ref_trunc(mpz_t out, const mpz_t N, long k)
{
    if (k >= 0)
        mpz_mul_2exp(out, N, (mp_bitcnt_t)k);
    else
        mpz_tdiv_q_2exp(out, N, (mp_bitcnt_t)-k);
}

static void scale_floor(mpz_t out, const mpz_t N, long k)
{
    if (k >= 0)
        mpz_mul_2exp(out, N, (mp_bitcnt_t)k);
    else
        mpz_fdiv_q_2exp(out, N, (mp_bitcnt_t)-k);
}

static uint32_t pat_zero(int fp16, int neg)
{
    return neg ? (fp16 ? 0x8000u : 0x80000000u) : 0;
}

static uint32_t pat_inf(int fp16, int neg)
{
    return fp16 ? (neg ? 0xFC00u : 0x7C00u) : (neg ? 0xFF800000u : 0x7F800000u);
}

/* Write (-1)^neg * M * 2^q, which must be exactly representable and finite,
 * as an fp32 (fp16 = 0) or fp16 pattern. */
static uint32_t encode_exact(int fp16, int neg, const mpz_t M, long q)
{
    const int fb = fp16 ? 10 : 23, bias = fp16 ? 15 : 127;
    const long emin = 1 - bias;
    uint32_t biased, field;
    mpz_t t;

    if (mpz_sgn(M) == 0)
        return pat_zero(fp16, neg);
    mpz_init(t);
    const long e = (long)mpz_sizeinbase(M, 2) - 1 + q;
    if (e < emin) {
        biased = 0;                                 /* subnormal */
        mmaemu_ref_trunc(t, M, q - (emin - fb));         /* exact */
    } else {
        biased = (uint32_t)(e + bias);
        mmaemu_ref_trunc(t, M, q - (e - fb));            /* exact */
        mpz_clrbit(t, (mp_bitcnt_t)fb);             /* hidden bit */
    }
    field = (uint32_t)mpz_get_ui(t);
    mpz_clear(t);
    return (neg ? (fp16 ? 0x8000u : 0x80000000u) : 0)
           | (biased << fb) | field;
}

/* Round the exact non-zero value N * 2^X onto the grid of o.  Overflow
 * happens when the rounded value (exponent unbounded) reaches 2^(emax+1):
 * IEEE overflow for RNE, and the NVIDIA rule "|x| >= 2^128 gives Inf" for
 * RZ (below 2^128 truncation cannot reach it). */
uint32_t mmaemu_ref_round(const mpz_t N, long X, const ref_out *o)
{
    const int neg = mpz_sgn(N) < 0;
    mpz_t mag, M;
    uint32_t r;

    mpz_inits(mag, M, NULL);
    mpz_abs(mag, N);
    const long e = (long)mpz_sizeinbase(mag, 2) - 1 + X;
    const long q = (e > o->emin ? e : o->emin) - o->frac;   /* the ulp */
    if (q <= X) {
        mpz_mul_2exp(M, mag, (mp_bitcnt_t)(X - q));          /* exact */
    } else {
        const mp_bitcnt_t sh = (mp_bitcnt_t)(q - X);
        mpz_tdiv_q_2exp(M, mag, sh);                         /* RZ */
        if (o->rne && mpz_tstbit(mag, sh - 1)) {
            /* At least half an ulp: up unless exactly half and M even. */
            const int above_half = mpz_scan1(mag, 0) < sh - 1;
            if (above_half || mpz_odd_p(M))
                mpz_add_ui(M, M, 1);
        }
    }
    if (mpz_sgn(M) && (long)mpz_sizeinbase(M, 2) - 1 + q > o->emax)
        r = pat_inf(o->fp16, neg);
    else
        r = encode_exact(o->fp16, neg, M, q);   /* M = 0 keeps the sign */
    mpz_clears(mag, M, NULL);
    return r;
}

/* ------------------------------------------------------------------ */
/* The step's inputs                                                   */
/* ------------------------------------------------------------------ */

/* One exact product a_i * b_i = N * 2^(e - ff); m = N / 2^ff, exponent e
 * (not renormalised: e = e_a + e_b). */
typedef struct ref_prod {
    int cls;        /* V_ZERO, V_FIN, V_INF, V_NAN (NaN: Inf*0 too) */
    int neg;
    mpz_t N;        /* signed */
    long e;
    long ez;        /* a zero product's exponent with each zero operand at
                       -126 (MMAEMU_ZALIGN_M126) */
    int ff;
} ref_prod;

typedef struct ref_step {
    int L;
    ref_prod *pr;   /* L products */
    ref_val c;
    int fp16acc;
} ref_step;

static void ref_step_init(ref_step *s, const mmaemu_step_params *p,
                          const uint32_t *a, const uint32_t *b, int n,
                          uint32_t c, const ref_val *sa, const ref_val *sb)
{
    s->L = p->L > 0 ? p->L : 0;
    if (n > s->L)
        n = s->L;
    s->pr = calloc((size_t)(s->L ? s->L : 1), sizeof *s->pr);
    for (int i = 0; i < s->L; i++) {
        ref_val va, vb;
        ref_prod *q = &s->pr[i];
        /* Missing products: the zero pattern, i.e. +0 * +0. */
        mmaemu_ref_decode(p->a_fmt, i < n ? a[i] : 0, &va);
        mmaemu_ref_decode(p->b_fmt, i < n ? b[i] : 0, &vb);
        mpz_init(q->N);
        q->neg = va.neg ^ vb.neg;
        q->e = va.exp + vb.exp;
        q->ez = (va.cls == V_ZERO ? -126 : va.exp) + (vb.cls == V_ZERO ? -126 : vb.exp);
        q->ff = va.frac + vb.frac;
        if (va.cls == V_NAN || vb.cls == V_NAN)
            q->cls = V_NAN;
        else if (va.cls == V_INF || vb.cls == V_INF)
            q->cls = (va.cls == V_ZERO || vb.cls == V_ZERO) ? V_NAN : V_INF;
        else if (va.cls == V_ZERO || vb.cls == V_ZERO)
            q->cls = V_ZERO;
        else {
            q->cls = V_FIN;
            mpz_set_ui(q->N, (unsigned long)va.sig);
            mpz_mul_ui(q->N, q->N, (unsigned long)vb.sig);
            if (sa && i < n) {   /* ST-FDPA: the scales ride on the product */
                mpz_mul_ui(q->N, q->N, (unsigned long)(sa[i].sig * sb[i].sig));
                q->e += sa[i].exp + sb[i].exp;
                q->ff += sa[i].frac + sb[i].frac;
                if (!mpz_sgn(q->N))
                    q->cls = V_ZERO;
            }
            if (q->neg)
                mpz_neg(q->N, q->N);
        }
    }
    mmaemu_ref_decode(p->acc_fmt, c, &s->c);
    s->fp16acc = p->acc_fmt == MMAEMU_FP16;
}

static void ref_step_clear(ref_step *s)
{
    for (int i = 0; i < s->L; i++)
        mpz_clear(s->pr[i].N);
    free(s->pr);
}

/* |product| >= 2^128 (TR/GTR overflow rule): N has bits up to
 * sizeinbase-1, value exponent sizeinbase-1 + e - ff. */
static int prod_huge(const ref_prod *q)
{
    return q->cls == V_FIN
           && (long)mpz_sizeinbase(q->N, 2) - 1 + q->e - q->ff >= 128;
}

/* design.md 3.1.  Returns 1 and the result pattern when a special value
 * decides the step; with_c says whether C takes part. */
static int ref_specials(const mmaemu_step_params *p, const ref_step *s,
                        int with_c, int huge_is_inf, const ref_out *o,
                        uint32_t *res)
{
    int nan = 0, pinf = 0, ninf = 0;
    for (int i = 0; i < s->L; i++) {
        const ref_prod *q = &s->pr[i];
        if (q->cls == V_NAN)
            nan = 1;                    /* NaN operand, or Inf * 0 */
        else if (q->cls == V_INF || (huge_is_inf && prod_huge(q)))
            *(q->neg ? &ninf : &pinf) = 1;
    }
    if (with_c) {
        if (s->c.cls == V_NAN)
            nan = 1;
        else if (s->c.cls == V_INF)
            *(s->c.neg ? &ninf : &pinf) = 1;
    }
    if (nan || (pinf && ninf)) {
        *res = p->nan_bits;
        return 1;
    }
    if (pinf || ninf) {
        *res = pat_inf(o->fp16, ninf);
        return 1;
    }
    return 0;
}

/* Sign of an exactly-zero result (design.md 3.2 step 6). */
static uint32_t ref_zero(const mmaemu_step_params *p, const ref_step *s,
                         int with_c, const ref_out *o)
{
    int all_neg = 1;
    if (p->zero_sign == MMAEMU_ZERO_POSITIVE)
        return pat_zero(o->fp16, 0);
    for (int i = 0; i < s->L; i++)
        if (!(s->pr[i].cls == V_ZERO && s->pr[i].neg))
            all_neg = 0;
    if (with_c && !(s->c.cls == V_ZERO && s->c.neg))
        all_neg = 0;
    return pat_zero(o->fp16, all_neg);
}

/* C as an exact N * 2^(e - frac). */
static void c_exact(const ref_val *c, mpz_t N)
{
    mpz_set_ui(N, c->cls == V_FIN ? (unsigned long)c->sig : 0ul);
    if (c->neg)
        mpz_neg(N, N);
}

/* ------------------------------------------------------------------ */
/* T-FDPA (design.md 3.2)                                              */
/* ------------------------------------------------------------------ */

static uint32_t ref_tfdpa(const mmaemu_step_params *p, const ref_step *s)
{
    const ref_out o = mmaemu_ref_out_of(p->out);
    const int with_c = p->c_entry == MMAEMU_C_FUSED;
    uint32_t r;

    if (ref_specials(p, s, with_c, 0, &o, &r))
        return r;

    /* Alignment exponent E. */
    long E = LONG_MIN;
    int any_zero = 0;
    for (int i = 0; i < s->L; i++) {
        if (s->pr[i].cls == V_ZERO)
            any_zero = 1;
        else if (s->pr[i].e > E)
            E = s->pr[i].e;
    }
    if (with_c) {
        if (s->c.cls == V_ZERO)
            any_zero = 1;
        else if (s->c.exp > E)
            E = s->c.exp;
    }
    if ((p->ezero_rule == MMAEMU_EZERO_FLOOR || any_zero || E == LONG_MIN)
        && p->e_zero > E)
        E = p->e_zero;

    /* t = sign * floor(|m| * 2^(F + e - E)): truncation toward zero. */
    mpz_t S, t, Nc;
    mpz_inits(S, t, Nc, NULL);
    for (int i = 0; i < s->L; i++) {
        const ref_prod *q = &s->pr[i];
        if (q->cls != V_FIN)
            continue;
        mmaemu_ref_trunc(t, q->N, p->F + q->e - E - q->ff);
        mpz_add(S, S, t);
    }
    if (with_c && s->c.cls == V_FIN) {
        c_exact(&s->c, Nc);
        mmaemu_ref_trunc(t, Nc, p->F + s->c.exp - E - s->c.frac);
        mpz_add(S, S, t);
    }
    r = mpz_sgn(S) ? mmaemu_ref_round(S, E - p->F, &o) : ref_zero(p, s, with_c, &o);
    mpz_clears(S, t, Nc, NULL);
    return r;
}

/* ------------------------------------------------------------------ */
/* TR-FDPA and GTR-FDPA (design.md 3.3, 3.4)                           */
/* ------------------------------------------------------------------ */

/* Step 1 over the products i = first, first+stride, ...:
 * e_g = max e_i, S_g = sum trunc(m_i * 2^(F + e_i - e_g)).  Zero products
 * count in the max only when zero_emin, with exponent ez (each zero
 * operand at -126).  Returns 0 when no product counts (e_g = -inf). */
static int fuse_group(const ref_step *s, int F, int zero_emin, int first,
                      int stride, mpz_t Sg, long *eg)
{
    long e = LONG_MIN;
    mpz_t t;
    for (int i = first; i < s->L; i += stride) {
        const ref_prod *q = &s->pr[i];
        const long qe = q->cls == V_ZERO ? q->ez : q->e;
        if ((q->cls == V_FIN || (zero_emin && q->cls == V_ZERO)) && qe > e)
            e = qe;
    }
    mpz_set_ui(Sg, 0);
    if (e == LONG_MIN)
        return 0;
    mpz_init(t);
    for (int i = first; i < s->L; i += stride) {
        const ref_prod *q = &s->pr[i];
        if (q->cls != V_FIN)
            continue;
        mmaemu_ref_trunc(t, q->N, F + q->e - e - q->ff);
        mpz_add(Sg, Sg, t);
    }
    mpz_clear(t);
    *eg = e;
    return 1;
}

static uint32_t ref_trfdpa(const mmaemu_step_params *p, const ref_step *s)
{
    const ref_out o = mmaemu_ref_out_of(p->out);
    const int gtr = p->alg == MMAEMU_ALG_GTR_FDPA;
    const long F = p->F, F2 = p->F2;
    const long FP32_EMIN = -126;   /* C = 0 and the renormalise floor */
    const int zemin = p->zero_align == MMAEMU_ZALIGN_M126;
    uint32_t r;

    if (ref_specials(p, s, 1, 1, &o, &r))
        return r;

    mpz_t Sd, Se, So, t, Nc, Cc, D, T, V;
    mpz_inits(Sd, Se, So, t, Nc, Cc, D, T, V, NULL);

    /* Step 1: S_dot on the F grid of e_dot. */
    long ed = LONG_MIN;
    int has_dot;
    if (!gtr) {
        has_dot = fuse_group(s, (int)F, zemin, 0, 1, Sd, &ed);
    } else {
        long ee = LONG_MIN, eo = LONG_MIN;
        const int he = fuse_group(s, (int)F, zemin, 0, 2, Se, &ee);
        const int ho = fuse_group(s, (int)F, zemin, 1, 2, So, &eo);
        has_dot = he || ho;
        ed = ee > eo ? ee : eo;
        if (he) {
            scale_floor(t, Se, ee - ed);
            mpz_add(Sd, Sd, t);
        }
        if (ho) {
            scale_floor(t, So, eo - ed);
            mpz_add(Sd, Sd, t);
        }
    }

    /* Step 2: C and E. */
    long ec = FP32_EMIN, fc = 0;
    c_exact(&s->c, Nc);
    if (s->c.cls == V_FIN) {
        ec = s->c.exp;
        fc = s->c.frac;
    }
    const long E = has_dot && ed > ec ? ed : ec;

    /* C on F fraction bits below 2^E (floor), as an integer Cc: C_F =
     * Cc * 2^(E - F).  GTR drops a C far below E. */
    scale_floor(Cc, Nc, F + ec - E - fc);
    if (gtr && ec < E - F - 1)
        mpz_set_ui(Cc, 0);

    long vexp;   /* v' = V * 2^vexp */
    if (p->tr_variant == MMAEMU_TR_RENORM_FLOOR) {
        /* D: the product sum floored to F2+1 fraction bits below 2^E. */
        if (has_dot)
            scale_floor(D, Sd, ed - F + F2 + 1 - E);
        /* T = D * 2^(E-F2-1) + Cc * 2^(E-F), on the finer of the grids. */
        const long g = (E - F2 - 1 < E - F) ? E - F2 - 1 : E - F;
        mpz_mul_2exp(T, D, (mp_bitcnt_t)(E - F2 - 1 - g));
        mpz_mul_2exp(t, Cc, (mp_bitcnt_t)(E - F - g));
        mpz_add(T, T, t);
        /* Renormalise: v = m * 2^e, 1 <= |m| < 2 or e = -126; then
         * v' = floor(m * 2^F2) * 2^(e - F2). */
        if (mpz_sgn(T)) {
            long e = (long)mpz_sizeinbase(T, 2) - 1 + g;
            if (e < FP32_EMIN)
                e = FP32_EMIN;
            scale_floor(V, T, g - (e - F2));
            vexp = e - F2;
        } else {
            vexp = 0;
        }
    } else {
        /* FLOOR_BEFORE: D on F2 bits below 2^E, v' = D*2^(E-F2) + Cc'. */
        if (has_dot)
            scale_floor(D, Sd, ed - F + F2 - E);
        const long g = (E - F2 < E - F) ? E - F2 : E - F;
        mpz_mul_2exp(V, D, (mp_bitcnt_t)(E - F2 - g));
        mpz_mul_2exp(t, Cc, (mp_bitcnt_t)(E - F - g));
        mpz_add(V, V, t);
        vexp = g;
    }

    r = mpz_sgn(V) ? mmaemu_ref_round(V, vexp, &o) : ref_zero(p, s, 1, &o);
    mpz_clears(Sd, Se, So, t, Nc, Cc, D, T, V, NULL);
    return r;
}

/* ------------------------------------------------------------------ */
/* E-FDPA (design.md 3.5): the exact sum, rounded once                 */
/* ------------------------------------------------------------------ */

static uint32_t ref_efdpa(const mmaemu_step_params *p, const ref_step *s)
{
    const ref_out o = mmaemu_ref_out_of(p->out);
    uint32_t r;

    if (ref_specials(p, s, 1, 0, &o, &r))
        return r;

    /* Common grid: the smallest exponent of any non-zero term. */
    long X = LONG_MAX;
    for (int i = 0; i < s->L; i++)
        if (s->pr[i].cls == V_FIN && s->pr[i].e - s->pr[i].ff < X)
            X = s->pr[i].e - s->pr[i].ff;
    if (s->c.cls == V_FIN && s->c.exp - s->c.frac < X)
        X = s->c.exp - s->c.frac;

    mpz_t S, t;
    mpz_inits(S, t, NULL);
    for (int i = 0; i < s->L; i++) {
        const ref_prod *q = &s->pr[i];
        if (q->cls != V_FIN)
            continue;
        mpz_mul_2exp(t, q->N, (mp_bitcnt_t)(q->e - q->ff - X));
        mpz_add(S, S, t);
    }
    if (s->c.cls == V_FIN) {
        c_exact(&s->c, t);
        mpz_mul_2exp(t, t, (mp_bitcnt_t)(s->c.exp - s->c.frac - X));
        mpz_add(S, S, t);
    }
    r = mpz_sgn(S) ? mmaemu_ref_round(S, X, &o) : ref_zero(p, s, 1, &o);
    mpz_clears(S, t, NULL);
    return r;
}

/* ------------------------------------------------------------------ */
/* FTZ-AddMul and FMA (design.md 3.6, 3.7): binary32 on MPFR           */
/* ------------------------------------------------------------------ */

/* binary32 in MPFR's conventions (x = 0.1b... * 2^EXP): precision 24,
 * smallest subnormal 2^-149 = 0.1b * 2^-148, largest finite below 2^128. */
#define B32_PREC 24
#define B32_EMIN (-148)
#define B32_EMAX 128

static void b32_set(mpfr_t x, const ref_val *v)
{
    switch (v->cls) {
    case V_NAN:
        mpfr_set_nan(x);
        break;
    case V_INF:
        mpfr_set_inf(x, v->neg ? -1 : 1);
        break;
    case V_ZERO:
        mpfr_set_zero(x, v->neg ? -1 : 1);
        break;
    default:
        /* Exact: every operand format has at most 24 significant bits and
         * lies in binary32's range. */
        mpfr_set_ui_2exp(x, (unsigned long)v->sig, v->exp - v->frac,
                         MPFR_RNDN);
        if (v->neg)
            mpfr_neg(x, x, MPFR_RNDN);
    }
}

/* Finish a binary32 operation: gradual underflow (MPFR's own rounding
 * already saw the exponent range; subnormalize rounds to the shorter
 * precision without double rounding, using the ternary value). */
static void b32_fix(mpfr_t x, int inex)
{
    mpfr_subnormalize(x, inex, MPFR_RNDN);
}

/* FTZ-AddMul's flush of arithmetic results: |x| < 2^-126 -> signed zero
 * (on = 0: the PAIRWISE algorithm, which does not flush). */
static void b32_ftz_if(int on, mpfr_t x)
{
    if (on && mpfr_regular_p(x) && mpfr_get_exp(x) <= -126)   /* |x| < 2^-126 */
        mpfr_set_zero(x, mpfr_signbit(x) ? -1 : 1);
}

/* A binary32 MPFR value as a pattern of the accumulator. */
static uint32_t b32_pattern(const mmaemu_step_params *p, const mpfr_t x)
{
    const int fp16 = p->acc_fmt == MMAEMU_FP16;
    const int neg = mpfr_signbit(x) != 0;
    uint32_t r;
    if (mpfr_nan_p(x))
        return p->nan_bits;
    if (mpfr_inf_p(x))
        return pat_inf(fp16, neg);
    if (mpfr_zero_p(x))
        return pat_zero(fp16, neg);
    mpz_t M;
    mpz_init(M);
    const long q = (long)mpfr_get_z_2exp(M, x);
    if (fp16) {
        /* Not an AMD configuration; an fp16 accumulator gets one RNE. */
        const ref_out o = mmaemu_ref_out_of(MMAEMU_OUT_RNE_FP16);
        r = mmaemu_ref_round(M, q, &o);
    } else {
        mpz_abs(M, M);
        r = encode_exact(0, neg, M, q);
    }
    mpz_clear(M);
    return r;
}

static uint32_t ref_ieee(const mmaemu_step_params *p, const ref_step *s,
                         const uint32_t *a, const uint32_t *b, int n)
{
    const mpfr_exp_t old_emin = mpfr_get_emin(), old_emax = mpfr_get_emax();
    const int L = s->L;
    mpfr_t *pa = malloc((size_t)(L ? L : 1) * sizeof *pa);
    mpfr_t *pb = malloc((size_t)(L ? L : 1) * sizeof *pb);
    mpfr_t c, x, y;
    uint32_t r;

    mpfr_set_emin(B32_EMIN);
    mpfr_set_emax(B32_EMAX);
    mpfr_inits2(B32_PREC, c, x, y, (mpfr_ptr)0);
    if (n > L)
        n = L;
    for (int i = 0; i < L; i++) {
        ref_val va, vb;
        mmaemu_ref_decode(p->a_fmt, i < n ? a[i] : 0, &va);
        mmaemu_ref_decode(p->b_fmt, i < n ? b[i] : 0, &vb);
        mpfr_init2(pa[i], B32_PREC);
        mpfr_init2(pb[i], B32_PREC);
        b32_set(pa[i], &va);
        b32_set(pb[i], &vb);
    }
    b32_set(c, &s->c);

    if (p->alg == MMAEMU_ALG_FMA) {
        for (int i = 0; i < L; i++)
            b32_fix(c, mpfr_fma(c, pa[i], pb[i], c, MPFR_RNDN));
    } else {
        const int P = p->ftz_pair == 2 ? 2 : 4;
        const int ftz = p->alg == MMAEMU_ALG_FTZ_ADDMUL;
        mpfr_t *pr = malloc((size_t)(L + P) * sizeof *pr);
        /* Inputs below the format's smallest normal are +0 (subnormals and
         * -0 alike); then p_i = ftz(a_i * b_i) in binary32. */
        for (int i = 0; i < L + P; i++) {
            mpfr_init2(pr[i], B32_PREC);
            if (i >= L) {
                mpfr_set_zero(pr[i], 1);   /* pad a partial last group */
                continue;
            }
            if (ftz && (mpfr_zero_p(pa[i]) || (mpfr_regular_p(pa[i])
                    && mpfr_get_exp(pa[i]) <= 1 - RF[p->a_fmt].bias)))
                mpfr_set_zero(pa[i], 1);
            if (ftz && (mpfr_zero_p(pb[i]) || (mpfr_regular_p(pb[i])
                    && mpfr_get_exp(pb[i]) <= 1 - RF[p->b_fmt].bias)))
                mpfr_set_zero(pb[i], 1);
            b32_fix(pr[i], mpfr_mul(pr[i], pa[i], pb[i], MPFR_RNDN));
            b32_ftz_if(ftz, pr[i]);
        }
        if (ftz && (mpfr_zero_p(c) || (mpfr_regular_p(c) && mpfr_get_exp(c) <= -126)))
            mpfr_set_zero(c, 1);
        for (int g = 0; g < L; g += P) {
            b32_fix(x, mpfr_add(x, pr[g], pr[g + 1], MPFR_RNDN));
            b32_ftz_if(ftz, x);
            if (P == 4) {
                b32_fix(y, mpfr_add(y, pr[g + 2], pr[g + 3], MPFR_RNDN));
                b32_ftz_if(ftz, y);
                b32_fix(x, mpfr_add(x, x, y, MPFR_RNDN));
                b32_ftz_if(ftz, x);
            }
            b32_fix(c, mpfr_add(c, c, x, MPFR_RNDN));
            b32_ftz_if(ftz, c);
        }
        for (int i = 0; i < L + P; i++)
            mpfr_clear(pr[i]);
        free(pr);
    }
    r = b32_pattern(p, c);

    for (int i = 0; i < L; i++) {
        mpfr_clear(pa[i]);
        mpfr_clear(pb[i]);
    }
    free(pa);
    free(pb);
    mpfr_clears(c, x, y, (mpfr_ptr)0);
    mpfr_set_emin(old_emin);
    mpfr_set_emax(old_emax);
    return r;
}

/* ------------------------------------------------------------------ */

uint32_t mmaemu_ref_step(const mmaemu_step_params *p, const uint32_t *a,
                         const uint32_t *b, int n, uint32_t c)
{
    return mmaemu_ref_step_scaled(p, a, b, n, c, NULL, NULL);
}

/* The scales of the n products (1 where s is NULL); 1 if one is NaN. */
static int ref_scales(const mmaemu_step_params *p, const uint32_t *s, int n, ref_val *v)
{
    int nan = 0;
    for (int i = 0; i < n; i++) {
        if (s)
            mmaemu_ref_decode(p->scale_fmt, s[i], &v[i]);
        else
            v[i] = (ref_val){V_FIN, 0, 1, 0, 0};
        nan |= v[i].cls == V_NAN;
    }
    return nan;
}

uint32_t mmaemu_ref_step_scaled(const mmaemu_step_params *p, const uint32_t *a,
                                const uint32_t *b, int n, uint32_t c,
                                const uint32_t *sa, const uint32_t *sb)
{
    ref_step s;
    uint32_t r;
    ref_val xa[MMAEMU_MAX_L], xb[MMAEMU_MAX_L];
    const int scaled = p->scale_fmt == MMAEMU_UE8M0 || p->scale_fmt == MMAEMU_UE4M3;

    if (n < 0)
        n = 0;
    if (n > p->L)
        n = p->L;
    if (p->alg == MMAEMU_ALG_INT)
        return mmaemu_ref_int(p, a, b, n, c);
    if (scaled && (ref_scales(p, sa, n, xa) | ref_scales(p, sb, n, xb)))
        return p->nan_bits;
    if (p->alg == MMAEMU_ALG_GST_FDPA || p->alg == MMAEMU_ALG_BSW) {
        r = p->alg == MMAEMU_ALG_BSW ? mmaemu_ref_bsw(p, a, b, n, c, xa, xb)
                                     : mmaemu_ref_gst(p, a, b, n, c, xa, xb);
        return p->zero_sign == MMAEMU_ZERO_POSITIVE && r == 0x80000000u ? 0 : r;
    }
    ref_step_init(&s, p, a, b, n, c, scaled ? xa : NULL, scaled ? xb : NULL);
    switch (p->alg) {
    case MMAEMU_ALG_T_FDPA:
        r = ref_tfdpa(p, &s);
        break;
    case MMAEMU_ALG_TR_FDPA:
    case MMAEMU_ALG_GTR_FDPA:
        r = ref_trfdpa(p, &s);
        break;
    case MMAEMU_ALG_E_FDPA:
        r = ref_efdpa(p, &s);
        break;
    case MMAEMU_ALG_FTZ_ADDMUL:
    case MMAEMU_ALG_PAIRWISE:
    case MMAEMU_ALG_FMA:
    default:
        r = ref_ieee(p, &s, a, b, n);
        break;
    }
    ref_step_clear(&s);
    /* zero_sign POSITIVE: a zero result is +0 however it arose (exact
     * cancellation or a tiny sum rounded away) -- measured on an H100. */
    if (p->zero_sign == MMAEMU_ZERO_POSITIVE &&
        r == (p->acc_fmt == MMAEMU_FP16 ? 0x8000u : 0x80000000u))
        r = 0;
    return r;
}
