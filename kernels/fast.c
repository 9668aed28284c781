/* SPDX-License-Identifier: MIT */
/* fast.c -- the GEMM fast path's plan (which instructions it covers and
 * the integer widths that make its kernel exact), operand decoding, and
 * the choice of kernel (MMAEMU_SIMD, CPU features).  See kernels/fast.h. */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <math.h>

#include "fast.h"

static const char *const path_names[MMAEMU_PATH_COUNT] = {"ref", "scalar", "avx2", "avx512"};

static int path_runs(mmaemu_fast_path p)
{
    switch (p) {
    case MMAEMU_PATH_REF:
    case MMAEMU_PATH_SCALAR:
        return 1;
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
    case MMAEMU_PATH_AVX2:
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") != 0;
    case MMAEMU_PATH_AVX512:
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
               __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
               __builtin_cpu_supports("avx512cd");
#endif
    default:
        return 0;
    }
}

int mmaemu_fast_path_choose(mmaemu_fast_path *out, char *err, size_t errlen)
{
    const char *env = getenv("MMAEMU_SIMD");
    if (!env || !*env || !strcmp(env, "auto")) {
        for (int p = MMAEMU_PATH_COUNT - 1; p >= 0; p--)
            if (path_runs((mmaemu_fast_path)p)) {
                *out = (mmaemu_fast_path)p;
                return 0;
            }
    }
    for (int p = 0; p < MMAEMU_PATH_COUNT; p++)
        if (env && !strcmp(env, path_names[p])) {
            if (!path_runs((mmaemu_fast_path)p)) {
                snprintf(err, errlen, "MMAEMU_SIMD=%s: this CPU or build cannot run it", env);
                return -1;
            }
            *out = (mmaemu_fast_path)p;
            return 0;
        }
    snprintf(err, errlen, "MMAEMU_SIMD=%s: expected ref, scalar, avx2, avx512 or auto",
             env ? env : "");
    return -1;
}

const char *mmaemu_gemm_path(void)
{
    mmaemu_fast_path p;
    char err[128];
    return mmaemu_fast_path_choose(&p, err, sizeof err) ? NULL : path_names[p];
}

int mmaemu_gemm_path_available(const char *name)
{
    for (int p = 0; p < MMAEMU_PATH_COUNT; p++)
        if (name && !strcmp(name, path_names[p]))
            return path_runs((mmaemu_fast_path)p);
    return 0;
}

mmaemu_fast_chain_fn mmaemu_fast_kernel(mmaemu_fast_path path)
{
    switch (path) {
    case MMAEMU_PATH_AVX512: return mmaemu_fast_chain_avx512;
    case MMAEMU_PATH_AVX2: return mmaemu_fast_chain_avx2;
    case MMAEMU_PATH_SCALAR: return mmaemu_fast_chain_scalar;
    default: return NULL;
    }
}

mmaemu_fast_pair_fn mmaemu_fast_pair_kernel(mmaemu_fast_path path, const mmaemu_fast_plan *p)
{
    const int tr = p->kind == MMAEMU_FAST_TR_RENORM || p->kind == MMAEMU_FAST_TR_FLOOR;
    const int t = p->kind == MMAEMU_FAST_TFDPA && !p->sum64 && !p->acc16;
    return path == MMAEMU_PATH_AVX512 && p->fpval && (t || tr) ? mmaemu_fast_pair_avx512 : NULL;
}

mmaemu_fast_chain_fn mmaemu_fast_lanes_kernel(mmaemu_fast_path path)
{
    switch (path) {
    case MMAEMU_PATH_AVX512: return mmaemu_fast_lanes_avx512;
    case MMAEMU_PATH_AVX2: return mmaemu_fast_lanes_avx2;
    case MMAEMU_PATH_SCALAR: return mmaemu_fast_lanes_scalar;
    default: return NULL;
    }
}

/* The operand formats of the kernels: bf16, fp16, tf32 in its fp32
 * container (decoded as the container's top 19 bits, as mmaemu_decode),
 * OCP fp8 (e4m3 with its one NaN and no Inf, e5m2), AMD's FNUZ fp8 (the
 * negative-zero pattern is the NaN, no Inf) and OCP fp6 / fp4 (every
 * pattern a number; one value a byte, in its low bits). */
static int fast_operand(mmaemu_format f)
{
    return f == MMAEMU_BF16 || f == MMAEMU_FP16 || f == MMAEMU_TF32 || f == MMAEMU_E4M3 ||
           f == MMAEMU_E5M2 || f == MMAEMU_E4M3FNUZ || f == MMAEMU_E5M2FNUZ ||
           f == MMAEMU_E2M3 || f == MMAEMU_E3M2 || f == MMAEMU_E2M1;
}

/* The plan of an integer row (alg_int.c): u8 / s8 into s32; products
 * below 2^16, so L of them and C stay exact in the int32 lanes' wrapped
 * and overflow-checked sums. */
static int int_plan(const mmaemu_instr *ins, mmaemu_fast_plan *p)
{
    const mmaemu_step_params *sp = &ins->step;
    const int ok8 = (sp->a_fmt == MMAEMU_S8 || sp->a_fmt == MMAEMU_U8) &&
                    (sp->b_fmt == MMAEMU_S8 || sp->b_fmt == MMAEMU_U8);
    if (!ok8 || sp->acc_fmt != MMAEMU_S32 || sp->L < 1 || sp->L > 64 || ins->k % sp->L ||
        (sp->out != MMAEMU_OUT_WRAP_S32 && sp->out != MMAEMU_OUT_SAT_S32))
        return -1;
    p->kind = MMAEMU_FAST_INT;
    p->L = sp->L;
    p->sat = sp->out == MMAEMU_OUT_SAT_S32;
    p->e_zero = MMAEMU_FAST_ZERO_EXP;
    return 0;
}

int mmaemu_fast_plan_make(const mmaemu_instr *ins, mmaemu_fast_plan *p)
{
    const mmaemu_step_params *sp = &ins->step;
    memset(p, 0, sizeof *p);
    if (ins->widen_fp16 || ins->k_interleave || ins->c_after)
        return -1;
    if (sp->alg == MMAEMU_ALG_INT)
        return int_plan(ins, p);
    /* an fp16 accumulator: T-FDPA's RNE16 rows (the generic steps) */
    p->acc16 = sp->acc_fmt == MMAEMU_FP16 && sp->alg == MMAEMU_ALG_T_FDPA &&
               sp->out == MMAEMU_OUT_RNE_FP16;
    if (!fast_operand(sp->a_fmt) || !fast_operand(sp->b_fmt) ||
        (sp->acc_fmt != MMAEMU_FP32 && !p->acc16) || sp->scale_fmt == MMAEMU_UE8M0 ||
        sp->scale_fmt == MMAEMU_UE4M3)
        return -1;
    if (mmaemu_params_check(sp) || sp->L < 1 || ins->k % sp->L)
        return -1;
    switch (sp->alg) {
    case MMAEMU_ALG_T_FDPA:
        /* RZ to fp32, or to e8m13 (NVIDIA's fp8 rows: 13 fraction bits), or
         * RNE to fp16 */
        if ((sp->out != MMAEMU_OUT_RZ_FP32 && sp->out != MMAEMU_OUT_RZ_E8M13 && !p->acc16) ||
            sp->c_entry != MMAEMU_C_FUSED || sp->zero_sign != MMAEMU_ZERO_POSITIVE)
            return -1;
        p->kind = MMAEMU_FAST_TFDPA;
        p->prec = sp->out == MMAEMU_OUT_RZ_E8M13 ? 13 : 23;
        break;
    case MMAEMU_ALG_TR_FDPA:
    case MMAEMU_ALG_GTR_FDPA:
        /* GTR-FDPA: two groups, the even and the odd k, zero products out */
        p->groups = sp->alg == MMAEMU_ALG_GTR_FDPA ? 2 : 1;
        if (sp->zero_sign != MMAEMU_ZERO_IEEE ||
            (p->groups == 2 && (sp->zero_align != MMAEMU_ZALIGN_SKIP || sp->L % 2)))
            return -1;
        p->kind = sp->tr_variant == MMAEMU_TR_RENORM_FLOOR ? MMAEMU_FAST_TR_RENORM
                                                            : MMAEMU_FAST_TR_FLOOR;
        p->zero_align = sp->zero_align == MMAEMU_ZALIGN_M126;
        p->cap128 = 1;
        break;
    case MMAEMU_ALG_PAIRWISE:
        /* one group of ftz_pair products per step (the kernel's sums) */
        if (sp->ftz_pair != sp->L || sp->zero_sign != MMAEMU_ZERO_IEEE)
            return -1;
        p->kind = MMAEMU_FAST_PAIRWISE;
        p->nan_bits = sp->nan_bits;
        p->frac = mmaemu_format_get(sp->a_fmt)->frac_bits;
        break;
    default:
        return -1;
    }
    const int fa = mmaemu_format_get(sp->a_fmt)->frac_bits;
    const int fb = mmaemu_format_get(sp->b_fmt)->frac_bits;
    p->L = sp->L;
    p->F = sp->F;
    p->F2 = sp->F2;
    p->e_zero = sp->e_zero;
    p->ezero_floor = sp->ezero_rule == MMAEMU_EZERO_FLOOR;
    p->lsb = sp->F > fa + fb ? sp->F - fa - fb : 0;
    p->kprod = fa + fb + p->lsb - sp->F;
    /* C's significand (23 or, acc16, 10 fraction bits) << lsc: its term
     * only ever shifts right */
    const int fc = p->acc16 ? 10 : 23;
    p->lsc = sp->F > fc ? sp->F - fc : 0;
    /* Widths (fast_kernel.h): a product of stored significands in int32,
     * L product terms and C's term each in int32; or, T-FDPA (sum64:
     * sm100 / sm120's fp8 kinds, L = 32 and F = 25), each half of the terms
     * in int32, the step's sum wider (fast_kernel.h, fast_step512.h). */
    const int64_t maxa = ((int64_t)2 << fa) - 1, maxb = (((int64_t)2 << fb) - 1) << p->lsb;
    const int64_t maxprod = maxa * maxb, maxterm = maxprod >> p->kprod;
    p->sum64 = (int64_t)p->L * maxterm > INT32_MAX;
    if (maxprod > INT32_MAX || fc + 1 + p->lsc > 31)
        return -1;
    if (p->sum64 && (p->kind != MMAEMU_FAST_TFDPA || p->prec != 23 || p->L % 2 ||
                     (int64_t)(p->L / 2) * maxterm > INT32_MAX))
        return -1;
    /* RNE16 keeps no sticky bit for the int64 total: it must stay below
     * 2^32 (every row of the tables: fp8 products < 4, C < 2^(F + 1)) */
    if (p->sum64 && p->acc16 &&
        (int64_t)p->L * maxterm + ((int64_t)1 << (fc + 1 + p->lsc)) > (int64_t)UINT32_MAX)
        return -1;
    /* TR-FDPA: the int64 stage holds |S| << (F2 + 1 - F) and C's term. */
    if ((p->kind == MMAEMU_FAST_TR_RENORM || p->kind == MMAEMU_FAST_TR_FLOOR) &&
        sp->F2 - sp->F + 1 > 16)
        return -1;
    mmaemu_fast_path path;
    char err[128];
    const int avx512 = mmaemu_fast_path_choose(&path, err, sizeof err) == 0 &&
                       path == MMAEMU_PATH_AVX512;
    /* the vector decoders read 16- and 32-bit patterns (fp8: the scalar one) */
    p->vdecode = avx512 && (16 % p->L == 0 || p->L % 16 == 0) &&
                 mmaemu_format_get(sp->a_fmt)->width > 8 && mmaemu_format_get(sp->b_fmt)->width > 8;
    /* the Pairwise steps rebuild values from (e, s) on every path, and
     * the fp16 accumulators' steps are the generic ones */
    p->fpval = avx512 && p->kind != MMAEMU_FAST_PAIRWISE && !p->acc16;
    p->vdecode &= !p->acc16;
    /* the exponent pass in pairs: fast_step512.h's T-FDPA step (not the
     * halves of sum64) and TR-FDPA's one group, products aligned apart
     * from zeros */
    p->pairs = p->fpval && p->L % 2 == 0 && !p->sum64 && !p->zero_align && p->groups != 2 &&
               (p->kind == MMAEMU_FAST_TFDPA || p->kind == MMAEMU_FAST_TR_RENORM ||
                p->kind == MMAEMU_FAST_TR_FLOOR);
    return 0;
}

mmaemu_fast_erange mmaemu_fast_erange_empty(void)
{
    return (mmaemu_fast_erange){4096, MMAEMU_FAST_ZERO_EXP, 1};
}

void mmaemu_fast_pair_exps_scalar(const int32_t *e, size_t u0, size_t n, size_t w, uint32_t *e2,
                                  mmaemu_fast_erange *rg)
{
    for (size_t u = u0; u < n / 2; u++)
        for (size_t l = 0; l < w; l++) {
            const int32_t x = e[2 * u * w + l], y = e[(2 * u + 1) * w + l];
            e2[u * w + l] = (uint16_t)x | (uint32_t)(uint16_t)y << 16;
            for (int h = 0; h < 2; h++) {
                const int32_t v = h ? y : x;
                rg->hi = v > rg->hi ? v : rg->hi;
                if (v != MMAEMU_FAST_ZERO_EXP && v < rg->lo)
                    rg->lo = v;
            }
        }
}

mmaemu_fast_erange mmaemu_fast_pair_exps(const int32_t *e, size_t n, size_t w, uint32_t *e2)
{
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
    if (__builtin_cpu_supports("avx512bw"))   /* every plan.pairs: the avx512 path */
        return mmaemu_fast_pair_exps_avx512(e, n, w, e2);
#endif
    mmaemu_fast_erange rg = mmaemu_fast_erange_empty();
    mmaemu_fast_pair_exps_scalar(e, 0, n, w, e2, &rg);
    return rg;
}

int mmaemu_fast_scaled_twin(const mmaemu_instr *ins, mmaemu_instr *twin)
{
    const mmaemu_step_params *p = &ins->step;
    /* the zero-align rule's kernels clamp every exponent at -126, which a
     * scaled operand may lie below */
    if (p->scale_fmt != MMAEMU_UE8M0 || p->zero_align == MMAEMU_ZALIGN_M126 ||
        (p->alg != MMAEMU_ALG_T_FDPA && p->alg != MMAEMU_ALG_TR_FDPA &&
         p->alg != MMAEMU_ALG_GTR_FDPA))
        return -1;
    *twin = *ins;
    twin->step.scale_fmt = MMAEMU_FP32;   /* any format but ue8m0 / ue4m3: unscaled */
    return 0;
}

int mmaemu_gemm_fast_covers(const mmaemu_instr *ins)
{
    mmaemu_fast_plan p;
    mmaemu_instr flat;   /* out-of-order steps run as the plain twin (kernels/gemm_flat.c) */
    if (ins && !mmaemu_fast_scaled_twin(ins, &flat))
        ins = &flat;   /* block scales folded into the operands */
    else if (ins && !mmaemu_gemm_flat_instr(ins, &flat))
        ins = &flat;
    return ins && mmaemu_fast_plan_make(ins, &p) == 0;
}

/* Is the pattern NaN or Inf (bits: the value's own, container bits dropped)? */
static int special_of(const mmaemu_format_info *fi, uint32_t bits, uint32_t ecode, uint32_t frac)
{
    const int fb = fi->frac_bits;
    const uint32_t emask = (1u << fi->exp_bits) - 1u;
    switch (fi->specials) {
    case MMAEMU_SPECIALS_NONE:   /* fp6, fp4 */
        return 0;
    case MMAEMU_SPECIALS_FNUZ:   /* every exponent holds values, -0 is the NaN */
        return bits == 1u << (fb + fi->exp_bits);
    case MMAEMU_SPECIALS_FN:     /* e4m3: the top exponent holds values, all ones the NaN */
        return ecode == emask && frac == (1u << fb) - 1u;
    default:
        return ecode == emask;
    }
}

/* One bf16 / fp16 / tf32 / fp8 / fp6 / fp4 value (the operand formats a plan admits),
 * as mmaemu_decode reads them: exponent and signed significand (<< shift);
 * 1 if it is zero, -1 if NaN or Inf (tf32: the container's unused low bits
 * dropped first, so a NaN whose payload lies there only is an Inf, as
 * mmaemu_decode has it; e4m3: only its all-ones pattern is NaN; FNUZ: only
 * the negative zero). */
static int decode_one(const mmaemu_format_info *fi, uint32_t bits, int shift, int32_t *e,
                      int32_t *s, int *emax)
{
    bits >>= fi->container_shift;
    if (fi->width < 32)   /* fp6 / fp4 bytes: as mmaemu_decode, the low bits only */
        bits &= (1u << fi->width) - 1u;
    const int fb = fi->frac_bits;
    const uint32_t emask = (1u << fi->exp_bits) - 1u, frac = bits & ((1u << fb) - 1u);
    const uint32_t ecode = bits >> fb & emask;
    if (special_of(fi, bits, ecode, frac))
        return -1;
    if (ecode == 0 && frac == 0) {
        *e = MMAEMU_FAST_ZERO_EXP;
        *s = 0;
        return 1;
    }
    const int exp = ecode ? (int)ecode - fi->bias : fi->emin;
    const int32_t sig = (int32_t)((ecode ? (1u << fb) | frac : frac) << shift);
    *e = exp;
    *s = bits >> (fb + fi->exp_bits) & 1u ? -sig : sig;
    if (exp > *emax)
        *emax = exp;
    return 0;
}

/* plan.fpval: the value of s 2^(e - frac_bits) (e already less the shift)
 * as fp32 bits, +0 for zero; a bf16 value is its bits << 16, a tf32 value
 * its container without the unused low bits, fp16 and fp8 by ldexpf
 * (exact). */
static int32_t fp32_value_bits(const mmaemu_format_info *fi, uint32_t bits, int32_t s, int e)
{
    if (s == 0)
        return 0;
    if (fi->container_shift)
        return (int32_t)(bits & ~((1u << fi->container_shift) - 1u));
    if (fi->exp_bits == 8)
        return (int32_t)((bits & 0xFFFFu) << 16);
    const float v = ldexpf((float)s, e - fi->frac_bits);
    int32_t out;
    memcpy(&out, &v, sizeof out);
    return out;
}

/* Integer operands (plan kind INT): the value itself, exponent 0. */
static void decode_ints(const mmaemu_fast_plan *p, mmaemu_format f, const uint32_t *bits,
                        size_t kp, size_t stride, int32_t *e, int32_t *s, int32_t *z, int *emax)
{
    for (size_t q = 0; q < kp; q++) {
        e[q * stride] = 0;
        s[q * stride] = (int32_t)mmaemu_int_value(f, bits[q]);
    }
    for (size_t q = 0; q < kp; q += (size_t)p->L)
        z[q / (size_t)p->L * stride] = MMAEMU_FAST_ZERO_EXP;
    *emax = 0;
}

int mmaemu_fast_decode_scalar(const mmaemu_fast_plan *p, const mmaemu_format_info *fi,
                              const uint32_t *bits, size_t kp, size_t stride, int shift,
                              int32_t *e, int32_t *s, int32_t *z, int *emax)
{
    *emax = MMAEMU_FAST_ZERO_EXP;
    const size_t L = (size_t)p->L;
    if (p->kind == MMAEMU_FAST_INT) {
        decode_ints(p, fi == mmaemu_format_get(MMAEMU_S8) ? MMAEMU_S8 : MMAEMU_U8, bits, kp, stride,
                    e, s, z, emax);
        return 0;
    }
    for (size_t q0 = 0; q0 < kp; q0 += L) {
        int zero = 0;
        for (size_t q = q0; q < q0 + L; q++) {
            int r = decode_one(fi, bits[q], shift, &e[q * stride], &s[q * stride], emax);
            if (r < 0)
                return -1;
            if (p->fpval)
                s[q * stride] = fp32_value_bits(fi, bits[q], s[q * stride], e[q * stride] - shift);
            zero |= r;
        }
        z[q0 / L * stride] = zero ? p->e_zero : MMAEMU_FAST_ZERO_EXP;
    }
    return 0;
}

static int decode(const mmaemu_fast_plan *p, mmaemu_format f, const uint32_t *bits, size_t kp,
                  size_t stride, int shift, int32_t *e, int32_t *s, int32_t *z, int *emax)
{
    const mmaemu_format_info *fi = mmaemu_format_get(f);
    return (p->vdecode ? mmaemu_fast_decode_avx512 : mmaemu_fast_decode_scalar)(
        p, fi, bits, kp, stride, shift, e, s, z, emax);
}

int mmaemu_fast_decode_row(const mmaemu_fast_plan *p, mmaemu_format f, const uint32_t *bits,
                           size_t kp, int32_t *e, int32_t *s, int32_t *z, int *emax)
{
    return decode(p, f, bits, kp, 1, 0, e, s, z, emax);
}

int mmaemu_fast_decode_col(const mmaemu_fast_plan *p, mmaemu_format f, const uint32_t *bits,
                           size_t kp, int lane, int32_t *e, int32_t *s, int32_t *z, int *emax)
{
    return decode(p, f, bits, kp, MMAEMU_FAST_LANES, p->lsb, e + lane, s + lane, z + lane, emax);
}
