/* SPDX-License-Identifier: MIT */
/* engine.c -- one fused dot-product-add step: parameter checks, decoding,
 * the special-value rules, the output rounding, and dispatch to the
 * algorithm (design.md section 3). */
#include "internal.h"

int mmaemu_params_scaled(const mmaemu_step_params *p)
{
    return p->scale_fmt == MMAEMU_UE8M0 || p->scale_fmt == MMAEMU_UE4M3;
}

/* GST-FDPA and BSW: scaled, fp32 RZ output, groups dividing L. */
static const char *block_check(const mmaemu_step_params *p)
{
    if (!mmaemu_params_scaled(p))
        return "GST-FDPA/BSW need a ue8m0 or ue4m3 scale format";
    if (p->acc_fmt != MMAEMU_FP32 || p->out != MMAEMU_OUT_RZ_FP32)
        return "GST-FDPA/BSW accumulate in fp32 with RZ output";
    if (p->group < 1 || p->L % p->group || 16 % p->group)
        return "GST-FDPA/BSW need a group dividing 16 and L";
    if (p->F < 1 || p->F > 48 || p->F2 < 0 || p->F2 > 48)
        return "GST-FDPA/BSW need 1 <= F <= 48 and 0 <= F2 <= 48";
    if (p->e_zero < -400 || p->e_zero > 0)
        return "e_zero out of range";
    if (p->c_entry != MMAEMU_C_FUSED && p->c_entry != MMAEMU_C_GROUPWISE)
        return "GST-FDPA/BSW take C fused or groupwise";
    if (p->zero_sign != MMAEMU_ZERO_POSITIVE && p->zero_sign != MMAEMU_ZERO_IEEE)
        return "unknown zero-sign rule";
    return NULL;
}

const char *mmaemu_params_check(const mmaemu_step_params *p)
{
    if (!p)
        return "no parameters";
    if ((unsigned)p->a_fmt >= MMAEMU_FORMAT_COUNT || (unsigned)p->b_fmt >= MMAEMU_FORMAT_COUNT)
        return "operand format out of range";
    if (p->a_fmt == MMAEMU_E8M13 || p->b_fmt == MMAEMU_E8M13)
        return "e8m13 is an accumulator format, not an operand format";
    if (p->a_fmt == MMAEMU_UE8M0 || p->b_fmt == MMAEMU_UE8M0 || p->a_fmt == MMAEMU_UE4M3 ||
        p->b_fmt == MMAEMU_UE4M3)
        return "ue8m0/ue4m3 are scale formats, not operand formats";
    if (p->acc_fmt != MMAEMU_FP32 && p->acc_fmt != MMAEMU_FP16 && p->acc_fmt != MMAEMU_S32)
        return "accumulator format must be fp32, fp16 or s32";
    if (p->L < 1 || p->L > MMAEMU_MAX_L)
        return "step length L must be in 1..64";
    switch (p->alg) {
    case MMAEMU_ALG_T_FDPA:
        if (p->F < 1 || p->F > 40)
            return "T-FDPA needs 1 <= F <= 40";
        if (p->e_zero < -400 || p->e_zero > 0)
            return "e_zero out of range";
        if ((p->out == MMAEMU_OUT_RNE_FP16) != (p->acc_fmt == MMAEMU_FP16))
            return "fp16 accumulator needs RNE_FP16 output and only it";
        if (p->ezero_rule != MMAEMU_EZERO_TERMS && p->ezero_rule != MMAEMU_EZERO_FLOOR)
            return "unknown ezero rule";
        if (p->c_entry != MMAEMU_C_FUSED && p->c_entry != MMAEMU_C_IGNORED)
            return "unknown C entry";
        break;
    case MMAEMU_ALG_TR_FDPA:
    case MMAEMU_ALG_GTR_FDPA:
        if (p->F < 1 || p->F > 30 || p->F2 < p->F || p->F2 > 40)
            return "TR-FDPA needs 1 <= F <= 30 and F <= F2 <= 40";
        if (p->acc_fmt != MMAEMU_FP32 || p->out != MMAEMU_OUT_RNE_FP32)
            return "TR-FDPA accumulates in fp32 with RNE output";
        if (p->tr_variant != MMAEMU_TR_RENORM_FLOOR && p->tr_variant != MMAEMU_TR_FLOOR_BEFORE)
            return "unknown TR variant";
        if (p->zero_align != MMAEMU_ZALIGN_SKIP && p->zero_align != MMAEMU_ZALIGN_M126)
            return "unknown zero-align rule";
        break;
    case MMAEMU_ALG_E_FDPA:
        if (!((p->acc_fmt == MMAEMU_FP32 && p->out == MMAEMU_OUT_RNE_FP32) ||
              (p->acc_fmt == MMAEMU_FP16 && p->out == MMAEMU_OUT_RNE_FP16)))
            return "E-FDPA rounds once with RNE into its fp32 or fp16 accumulator";
        break;
    case MMAEMU_ALG_FTZ_ADDMUL:
    case MMAEMU_ALG_PAIRWISE:
        if (p->acc_fmt != MMAEMU_FP32 || p->out != MMAEMU_OUT_RNE_FP32)
            return "FTZ-AddMul accumulates in fp32 with RNE output";
        if ((p->ftz_pair != 2 && p->ftz_pair != 4) || p->L % p->ftz_pair)
            return "FTZ-AddMul needs ftz_pair 2 or 4 dividing L";
        if (p->a_fmt != p->b_fmt || (p->a_fmt != MMAEMU_FP16 && p->a_fmt != MMAEMU_BF16))
            return "FTZ-AddMul takes fp16 or bf16 operands";
        break;
    case MMAEMU_ALG_FMA:
        if (p->acc_fmt != MMAEMU_FP32 || p->out != MMAEMU_OUT_RNE_FP32)
            return "FMA accumulates in fp32 with RNE output";
        break;
    case MMAEMU_ALG_INT:
        if (!mmaemu_format_is_int(p->a_fmt) || !mmaemu_format_is_int(p->b_fmt) ||
            p->a_fmt == MMAEMU_S32 || p->b_fmt == MMAEMU_S32 || p->acc_fmt != MMAEMU_S32)
            return "integer MMA takes u8/s8 operands and an s32 accumulator";
        if (p->out != MMAEMU_OUT_WRAP_S32 && p->out != MMAEMU_OUT_SAT_S32)
            return "integer MMA needs the WRAP-S32 or SAT-S32 output";
        return NULL;
    case MMAEMU_ALG_GST_FDPA:
    case MMAEMU_ALG_BSW:
        return block_check(p);
    default:
        return "unknown algorithm";
    }
    if (mmaemu_format_is_int(p->a_fmt) || mmaemu_format_is_int(p->b_fmt) ||
        p->acc_fmt == MMAEMU_S32 || p->out == MMAEMU_OUT_WRAP_S32 || p->out == MMAEMU_OUT_SAT_S32)
        return "integer formats need the integer algorithm";
    if (mmaemu_params_scaled(p) && p->alg != MMAEMU_ALG_T_FDPA && p->alg != MMAEMU_ALG_TR_FDPA &&
        p->alg != MMAEMU_ALG_GTR_FDPA)
        return "block scales need T-FDPA, TR/GTR-FDPA, GST-FDPA or BSW";
    if (p->zero_sign != MMAEMU_ZERO_POSITIVE && p->zero_sign != MMAEMU_ZERO_IEEE)
        return "unknown zero-sign rule";
    return NULL;
}

int mmaemu_step_specials(const mmaemu_step_params *p, const mmaemu_value *a,
                         const mmaemu_value *b, int n, const mmaemu_value *c,
                         int prod_overflow_inf, uint32_t *out)
{
    int pos_inf = 0, neg_inf = 0, nan = 0;
    for (int i = 0; i < n; i++) {
        const mmaemu_value *x = &a[i], *y = &b[i];
        int s = x->sign ^ y->sign;
        if (x->cls == MMAEMU_CLASS_NAN || y->cls == MMAEMU_CLASS_NAN) {
            nan = 1;
        } else if (x->cls == MMAEMU_CLASS_INF || y->cls == MMAEMU_CLASS_INF) {
            if (x->cls == MMAEMU_CLASS_ZERO || y->cls == MMAEMU_CLASS_ZERO)
                nan = 1;
            else if (s)
                neg_inf = 1;
            else
                pos_inf = 1;
        } else if (prod_overflow_inf && x->cls == MMAEMU_CLASS_FINITE &&
                   y->cls == MMAEMU_CLASS_FINITE) {
            /* value = sig_x*sig_y * 2^(ex+ey-fx-fy) >= 2^128 ? */
            uint64_t m = x->sig * y->sig;
            int lead = mmaemu_msb64(m) + x->exp + y->exp - x->frac_bits - y->frac_bits;
            if (lead >= 128) {
                if (s)
                    neg_inf = 1;
                else
                    pos_inf = 1;
            }
        }
    }
    if (p->c_entry != MMAEMU_C_IGNORED) {
        if (c->cls == MMAEMU_CLASS_NAN)
            nan = 1;
        else if (c->cls == MMAEMU_CLASS_INF) {
            if (c->sign)
                neg_inf = 1;
            else
                pos_inf = 1;
        }
    }
    if (nan || (pos_inf && neg_inf)) {
        *out = p->nan_bits;
        return 1;
    }
    if (pos_inf || neg_inf) {
        *out = p->acc_fmt == MMAEMU_FP16 ? (neg_inf ? 0xFC00u : 0x7C00u)
                                          : (neg_inf ? 0xFF800000u : 0x7F800000u);
        return 1;
    }
    return 0;
}

uint32_t mmaemu_step_output(const mmaemu_step_params *p, int64_t S, int exp,
                            int zero_neg)
{
    if (S == 0)
        return p->acc_fmt == MMAEMU_FP16 ? (zero_neg ? 0x8000u : 0u)
                                         : (zero_neg ? 0x80000000u : 0u);
    int sign = S < 0;
    uint64_t mag = sign ? -(uint64_t)S : (uint64_t)S;
    switch (p->out) {
    case MMAEMU_OUT_RZ_FP32:
    case MMAEMU_OUT_RZ_E8M13:
        /* Truncation never reaches Inf, but the hardware does at 2^128
         * (MMA-Sim hardware tests). */
        if (mmaemu_msb64(mag) + exp >= 128)
            return sign ? 0xFF800000u : 0x7F800000u;
        return mmaemu_round_exact(p->out == MMAEMU_OUT_RZ_FP32 ? MMAEMU_FP32 : MMAEMU_E8M13,
                                  sign, mag, exp, 0, MMAEMU_RZ, 0);
    case MMAEMU_OUT_RNE_FP16:
        return mmaemu_round_exact(MMAEMU_FP16, sign, mag, exp, 0, MMAEMU_RNE, 0);
    case MMAEMU_OUT_RNE_FP32:
    default:
        return mmaemu_round_exact(MMAEMU_FP32, sign, mag, exp, 0, MMAEMU_RNE, 0);
    }
}

static uint32_t step_result(const mmaemu_step_params *p, const uint32_t *a,
                            const uint32_t *b, int n, uint32_t c, const uint32_t *sa,
                            const uint32_t *sb);

uint32_t mmaemu_step(const mmaemu_step_params *p, const uint32_t *a,
                     const uint32_t *b, int n, uint32_t c)
{
    return mmaemu_step_scaled(p, a, b, n, c, NULL, NULL);
}

uint32_t mmaemu_step_scaled(const mmaemu_step_params *p, const uint32_t *a,
                            const uint32_t *b, int n, uint32_t c,
                            const uint32_t *sa, const uint32_t *sb)
{
    uint32_t r = step_result(p, a, b, n, c, sa, sb);
    /* zero_sign POSITIVE: a zero result is +0 however it arose (exact
     * cancellation or a non-zero sum rounded to zero), as an H100 does. */
    if (p->zero_sign == MMAEMU_ZERO_POSITIVE && p->acc_fmt != MMAEMU_S32 &&
        r == (p->acc_fmt == MMAEMU_FP16 ? 0x8000u : 0x80000000u))
        return 0;
    return r;
}

/* Decode the scales of the n products into vs (1 where s is NULL); 1 when
 * one is NaN. */
static int decode_scales(const mmaemu_step_params *p, const uint32_t *s, int n,
                         mmaemu_value *vs)
{
    int nan = 0;
    for (int i = 0; i < n; i++) {
        if (s)
            mmaemu_decode(p->scale_fmt, s[i], &vs[i]);
        else
            vs[i] = (mmaemu_value){MMAEMU_CLASS_FINITE, 0, 1, 0, 0};
        nan |= vs[i].cls == MMAEMU_CLASS_NAN;
    }
    return nan;
}

/* ST-FDPA (MMA-Sim): each product of a scaled T-FDPA step carries its
 * scales, its alignment exponent growing by theirs: fold them into a. */
static void fold_scales(mmaemu_value *a, const mmaemu_value *x, const mmaemu_value *y, int n)
{
    for (int i = 0; i < n; i++) {
        if (a[i].cls != MMAEMU_CLASS_FINITE)
            continue;
        a[i].sig *= x[i].sig * y[i].sig;
        a[i].exp += x[i].exp + y[i].exp;
        a[i].frac_bits += x[i].frac_bits + y[i].frac_bits;
        if (!a[i].sig)
            a[i].cls = MMAEMU_CLASS_ZERO;   /* a zero ue4m3 scale */
    }
}

/* Scales that differ inside a GST-FDPA group (a block smaller than the
 * group, which no hardware has): the step is the reference engine's, whose
 * products each carry their own scales (emu/reference_block.c). */
static int gst_mixed(const mmaemu_step_params *p, const uint32_t *sa, const uint32_t *sb, int n)
{
    for (int i = 0; sa && sb && i < n; i++) {
        const int first = i / p->group * p->group;
        if (sa[i] != sa[first] || sb[i] != sb[first])
            return 1;
    }
    return 0;
}

static uint32_t step_result(const mmaemu_step_params *p, const uint32_t *a,
                            const uint32_t *b, int n, uint32_t c, const uint32_t *sa,
                            const uint32_t *sb)
{
    if (n > p->L)
        n = p->L;
    switch (p->alg) {
    case MMAEMU_ALG_INT:
        return mmaemu_alg_int(p, a, b, n, c);
    case MMAEMU_ALG_FTZ_ADDMUL:
    case MMAEMU_ALG_PAIRWISE:
        return mmaemu_alg_ftz_addmul(p, a, b, n, c);
    case MMAEMU_ALG_FMA:
        return mmaemu_alg_fma(p, a, b, n, c);
    case MMAEMU_ALG_GST_FDPA:
        if (gst_mixed(p, sa, sb, n))
            return mmaemu_ref_step_scaled(p, a, b, n, c, sa, sb);
        break;
    default:
        break;
    }

    mmaemu_value va[MMAEMU_MAX_L], vb[MMAEMU_MAX_L], vc;
    for (int i = 0; i < n; i++) {
        mmaemu_decode(p->a_fmt, a[i], &va[i]);
        mmaemu_decode(p->b_fmt, b[i], &vb[i]);
    }
    mmaemu_decode(p->acc_fmt, c, &vc);

    mmaemu_value vsa[MMAEMU_MAX_L], vsb[MMAEMU_MAX_L];
    const int scaled = mmaemu_params_scaled(p);
    if (scaled && (decode_scales(p, sa, n, vsa) | decode_scales(p, sb, n, vsb)))
        return p->nan_bits;
    uint32_t special;
    int amd = p->alg == MMAEMU_ALG_TR_FDPA || p->alg == MMAEMU_ALG_GTR_FDPA;
    /* gfx950's scaled MFMA (a hypothesis, docs/models.md): the scales ride
     * on the products before the 2^128 overflow rule sees them */
    if (scaled && amd)
        fold_scales(va, vsa, vsb, n);
    if (mmaemu_step_specials(p, va, vb, n, &vc, amd, &special))
        return special;

    switch (p->alg) {
    case MMAEMU_ALG_T_FDPA:
        if (scaled)
            fold_scales(va, vsa, vsb, n);
        return mmaemu_alg_tfdpa(p, va, vb, n, &vc);
    case MMAEMU_ALG_GST_FDPA:
        return mmaemu_alg_gst(p, va, vb, n, &vc, vsa, vsb);
    case MMAEMU_ALG_BSW:
        return mmaemu_alg_bsw(p, va, vb, n, &vc, vsa, vsb);
    case MMAEMU_ALG_E_FDPA:
        return mmaemu_alg_efdpa(p, va, vb, n, &vc);
    default:
        return mmaemu_alg_trfdpa(p, va, vb, n, &vc);
    }
}
