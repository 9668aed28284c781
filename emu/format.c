/* SPDX-License-Identifier: MIT */
/* format.c -- the format table, names, and exact decoding of bit patterns. */
#include "internal.h"

#include <string.h>
#include <strings.h>

static const mmaemu_format_info format_table[MMAEMU_FORMAT_COUNT] = {
    /* name        width exp frac bias emin emax shift specials */
    [MMAEMU_FP32]     = {"fp32",     32, 8, 23, 127, -126, 127, 0,  MMAEMU_SPECIALS_IEEE},
    [MMAEMU_FP16]     = {"fp16",     16, 5, 10, 15,  -14,  15,  0,  MMAEMU_SPECIALS_IEEE},
    [MMAEMU_BF16]     = {"bf16",     16, 8, 7,  127, -126, 127, 0,  MMAEMU_SPECIALS_IEEE},
    [MMAEMU_TF32]     = {"tf32",     32, 8, 10, 127, -126, 127, 13, MMAEMU_SPECIALS_IEEE},
    [MMAEMU_E4M3]     = {"e4m3",     8,  4, 3,  7,   -6,   8,   0,  MMAEMU_SPECIALS_FN},
    [MMAEMU_E5M2]     = {"e5m2",     8,  5, 2,  15,  -14,  15,  0,  MMAEMU_SPECIALS_IEEE},
    [MMAEMU_E4M3FNUZ] = {"e4m3fnuz", 8,  4, 3,  8,   -7,   7,   0,  MMAEMU_SPECIALS_FNUZ},
    [MMAEMU_E5M2FNUZ] = {"e5m2fnuz", 8,  5, 2,  16,  -15,  15,  0,  MMAEMU_SPECIALS_FNUZ},
    [MMAEMU_E8M13]    = {"e8m13",    32, 8, 13, 127, -126, 127, 10, MMAEMU_SPECIALS_IEEE},
    /* OCP Microscaling Formats (MX) v1.0 section 5.3; the value in the
     * low bits of the pattern (PTX holds them in 8-bit containers). */
    [MMAEMU_E2M1]     = {"e2m1",     4,  2, 1,  1,   0,    2,   0,  MMAEMU_SPECIALS_NONE},
    [MMAEMU_E2M3]     = {"e2m3",     6,  2, 3,  1,   0,    2,   0,  MMAEMU_SPECIALS_NONE},
    [MMAEMU_E3M2]     = {"e3m2",     6,  3, 2,  3,   -2,   4,   0,  MMAEMU_SPECIALS_NONE},
    [MMAEMU_U8]       = {"u8",       8,  0, 0,  0,   0,    0,   0,  MMAEMU_SPECIALS_INT},
    [MMAEMU_S8]       = {"s8",       8,  0, 0,  0,   0,    0,   0,  MMAEMU_SPECIALS_INT},
    [MMAEMU_S32]      = {"s32",      32, 0, 0,  0,   0,    0,   0,  MMAEMU_SPECIALS_INT},
    /* OCP MX v1.0 section 5.4.1 (E8M0); NVIDIA PTX ISA, tcgen05 block
     * scaling (ue4m3: e4m3 with the sign bit unused). */
    [MMAEMU_UE8M0]    = {"ue8m0",    8,  8, 0,  127, -127, 127, 0,  MMAEMU_SPECIALS_SCALE},
    [MMAEMU_UE4M3]    = {"ue4m3",    8,  4, 3,  7,   -6,   8,   0,  MMAEMU_SPECIALS_SCALE},
};

const mmaemu_format_info *mmaemu_format_get(mmaemu_format f)
{
    if ((unsigned)f >= MMAEMU_FORMAT_COUNT)
        return NULL;
    return &format_table[f];
}

int mmaemu_format_parse(const char *name, mmaemu_format *out)
{
    static const struct { const char *alias; mmaemu_format f; } aliases[] = {
        {"float32", MMAEMU_FP32}, {"f32", MMAEMU_FP32},
        {"float16", MMAEMU_FP16}, {"f16", MMAEMU_FP16}, {"half", MMAEMU_FP16},
        {"bfloat16", MMAEMU_BF16},
        {"xf32", MMAEMU_TF32},
        {"e4m3fn", MMAEMU_E4M3}, {"fp8e4m3", MMAEMU_E4M3},
        {"fp8e5m2", MMAEMU_E5M2},
        {"fp4", MMAEMU_E2M1}, {"fp4e2m1", MMAEMU_E2M1},
        {"fp6e2m3", MMAEMU_E2M3}, {"fp6e3m2", MMAEMU_E3M2},
        {"int8", MMAEMU_S8}, {"uint8", MMAEMU_U8}, {"int32", MMAEMU_S32},
    };
    if (!name)
        return -1;
    for (int f = 0; f < MMAEMU_FORMAT_COUNT; f++)
        if (strcasecmp(name, format_table[f].name) == 0) {
            *out = (mmaemu_format)f;
            return 0;
        }
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
        if (strcasecmp(name, aliases[i].alias) == 0) {
            *out = aliases[i].f;
            return 0;
        }
    return -1;
}

int mmaemu_format_is_int(mmaemu_format f)
{
    return (unsigned)f < MMAEMU_FORMAT_COUNT && format_table[f].specials == MMAEMU_SPECIALS_INT;
}

int64_t mmaemu_int_value(mmaemu_format f, uint32_t bits)
{
    switch (f) {
    case MMAEMU_U8:
        return bits & 0xFFu;
    case MMAEMU_S8:
        return (int64_t)(int8_t)(uint8_t)(bits & 0xFFu);
    default:
        return (int64_t)(int32_t)bits;
    }
}

/* An integer as sign and magnitude with exponent 0. */
static void decode_int(mmaemu_format f, uint32_t bits, mmaemu_value *v)
{
    int64_t x = mmaemu_int_value(f, bits);
    v->sign = x < 0;
    v->sig = (uint64_t)(x < 0 ? -x : x);
    v->exp = 0;
    v->frac_bits = 0;
    v->cls = x ? MMAEMU_CLASS_FINITE : MMAEMU_CLASS_ZERO;
}

void mmaemu_decode(mmaemu_format f, uint32_t bits, mmaemu_value *v)
{
    const mmaemu_format_info *fi = &format_table[f];
    if (fi->specials == MMAEMU_SPECIALS_INT) {
        decode_int(f, bits, v);
        return;
    }
    if (fi->specials == MMAEMU_SPECIALS_SCALE) /* no sign bit */
        bits &= (1u << (fi->exp_bits + fi->frac_bits)) - 1u;
    /* Containers: tf32 and e8m13 values live in fp32 patterns; drop the
     * unused low bits (truncation, as the hardware does for tf32). */
    bits >>= fi->container_shift;
    const int fb = fi->frac_bits;
    const int width = fi->width - fi->container_shift;
    bits &= fi->width == 32 ? 0xFFFFFFFFu : (1u << fi->width) - 1u;
    const uint32_t frac_mask = (1u << fb) - 1u;
    const uint32_t exp_mask = (1u << fi->exp_bits) - 1u;
    const uint32_t frac = bits & frac_mask;
    const uint32_t ecode = (bits >> fb) & exp_mask;

    v->sign = fi->specials == MMAEMU_SPECIALS_SCALE ? 0 : (int)((bits >> (width - 1)) & 1u);
    v->frac_bits = fb;
    v->exp = fi->emin;
    v->sig = 0;

    switch (fi->specials) {
    case MMAEMU_SPECIALS_IEEE:
        if (ecode == exp_mask) {
            v->cls = frac ? MMAEMU_CLASS_NAN : MMAEMU_CLASS_INF;
            return;
        }
        break;
    case MMAEMU_SPECIALS_FN:
        if (ecode == exp_mask && frac == frac_mask) {
            v->cls = MMAEMU_CLASS_NAN;
            return;
        }
        break;
    case MMAEMU_SPECIALS_FNUZ:
        if (v->sign && ecode == 0 && frac == 0) {
            v->cls = MMAEMU_CLASS_NAN;
            return;
        }
        break;
    case MMAEMU_SPECIALS_SCALE:
        if (ecode == exp_mask && frac == frac_mask) {
            v->cls = MMAEMU_CLASS_NAN;
            return;
        }
        if (fb == 0) {   /* ue8m0: 2^(code - 127), no zero */
            v->sig = 1;
            v->exp = (int)ecode - fi->bias;
            v->cls = MMAEMU_CLASS_FINITE;
            return;
        }
        break;
    default:
        break;
    }
    if (ecode == 0) {
        v->sig = frac;
        v->cls = frac ? MMAEMU_CLASS_FINITE : MMAEMU_CLASS_ZERO;
        return;
    }
    v->sig = (1ull << fb) | frac;
    v->exp = (int)ecode - fi->bias;
    v->cls = MMAEMU_CLASS_FINITE;
}

uint32_t mmaemu_to_fp32_bits(mmaemu_format f, uint32_t bits)
{
    if (f == MMAEMU_FP32)
        return bits;
    /* Every format here widens exactly into fp32. */
    return mmaemu_convert(f, bits, MMAEMU_FP32, MMAEMU_RNE, 0);
}
