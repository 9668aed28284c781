/* SPDX-License-Identifier: MIT */
/* mmaemu/format.h -- number formats: decode, exact rounding, conversion (emu/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_FORMAT_H
#define MMAEMU_FORMAT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include "mmaemu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum mmaemu_format {
    MMAEMU_FP32 = 0,
    MMAEMU_FP16,
    MMAEMU_BF16,
    MMAEMU_TF32,      /* 1+8+10, held in an fp32 container (low 13 bits) */
    MMAEMU_E4M3,      /* OCP E4M3FN: no Inf, NaN = S.1111.111, max 448 */
    MMAEMU_E5M2,      /* OCP E5M2: IEEE-like, Inf and NaN */
    MMAEMU_E4M3FNUZ,  /* bias 8, NaN = 0x80, no -0, no Inf, max 240 */
    MMAEMU_E5M2FNUZ,  /* bias 16, NaN = 0x80, no -0, no Inf, max 57344 */
    MMAEMU_E8M13,     /* NVIDIA fp8 accumulator: 1+8+13 in an fp32 container */
    MMAEMU_E2M1,      /* OCP MX fp4: 1+2+1, bias 1, all finite (max 6) */
    MMAEMU_E2M3,      /* OCP MX fp6: 1+2+3, bias 1, all finite (max 7.5) */
    MMAEMU_E3M2,      /* OCP MX fp6: 1+3+2, bias 3, all finite (max 28) */
    MMAEMU_U8,        /* unsigned 8-bit integer */
    MMAEMU_S8,        /* two's-complement 8-bit integer */
    MMAEMU_S32,       /* two's-complement 32-bit integer (integer accumulator) */
    MMAEMU_UE8M0,     /* OCP MX scale: 2^(bits-127), 0xFF NaN, no sign */
    MMAEMU_UE4M3,     /* NVFP4 scale: e4m3 without sign (bit 7 ignored), 0x7F NaN */
    MMAEMU_FORMAT_COUNT
} mmaemu_format;

/* How the top exponent code and the sign bit are used. */
typedef enum mmaemu_specials {
    MMAEMU_SPECIALS_IEEE, /* max exponent: Inf (fraction 0) or NaN */
    MMAEMU_SPECIALS_FN,   /* no Inf; only all-ones exponent+fraction is NaN */
    MMAEMU_SPECIALS_FNUZ, /* no Inf, no -0; the pattern 1000..0 is NaN */
    MMAEMU_SPECIALS_NONE, /* every pattern finite (OCP fp6/fp4) */
    MMAEMU_SPECIALS_INT,  /* an integer: u8 (unsigned), s8 and s32 (two's
                             complement); decoded with exp 0, frac_bits 0 */
    MMAEMU_SPECIALS_SCALE /* unsigned scale: no sign bit (ue4m3: bit 7
                             ignored); the all-ones exponent+fraction is NaN */
} mmaemu_specials;

typedef struct mmaemu_format_info {
    const char *name;      /* "fp32", "bf16", "e4m3", ... (CLI spelling) */
    int width;             /* bits of the pattern (tf32/e8m13: 32, fp32 container) */
    int exp_bits;
    int frac_bits;         /* explicit fraction bits (tf32 10, e8m13 13) */
    int bias;
    int emin;              /* exponent of the smallest normal; subnormals use it too */
    int emax;              /* exponent of the largest finite value */
    int container_shift;   /* low fraction bits of the container that are unused */
    mmaemu_specials specials;
} mmaemu_format_info;

MMAEMU_API const mmaemu_format_info *mmaemu_format_get(mmaemu_format f);
/* Parse a CLI spelling ("bf16", "e4m3fnuz", ...); returns 0 on success. */
MMAEMU_API int mmaemu_format_parse(const char *name, mmaemu_format *out);

typedef enum mmaemu_class {
    MMAEMU_CLASS_ZERO,
    MMAEMU_CLASS_FINITE,   /* normal or subnormal, non-zero */
    MMAEMU_CLASS_INF,
    MMAEMU_CLASS_NAN
} mmaemu_class;

/* A decoded value: (-1)^sign * sig * 2^(exp - frac_bits).
 * exp is the alignment exponent used by every matrix-unit model: the
 * unbiased exponent of a normal value, and emin for subnormals and zero.
 * sig includes the hidden bit of normals, so 1 <= sig/2^frac_bits < 2 for
 * normals and < 1 for subnormals. */
typedef struct mmaemu_value {
    mmaemu_class cls;
    int sign;
    uint64_t sig;
    int exp;
    int frac_bits;
} mmaemu_value;

/* Decode a bit pattern.  TF32: the fp32 container is truncated to tf32
 * first (low 13 bits dropped; a NaN whose payload lies only there becomes
 * Inf), which is what NVIDIA tensor cores and CDNA3 xf32 do. */
MMAEMU_API void mmaemu_decode(mmaemu_format f, uint32_t bits, mmaemu_value *v);

/* Whether f is an integer format (u8, s8, s32), and the value of an
 * integer pattern (u8 0..255, s8 -128..127, s32 two's complement). */
MMAEMU_API int mmaemu_format_is_int(mmaemu_format f);
MMAEMU_API int64_t mmaemu_int_value(mmaemu_format f, uint32_t bits);

typedef enum mmaemu_rounding {
    MMAEMU_RNE = 0, /* to nearest, ties to even */
    MMAEMU_RZ,      /* toward zero */
    MMAEMU_RD,      /* toward -Inf */
    MMAEMU_RU,      /* toward +Inf */
    MMAEMU_RNA,     /* to nearest, ties away from zero */
    MMAEMU_RTO      /* round to odd (sticky into the last bit) */
} mmaemu_rounding;

/* Flags for mmaemu_round_exact. */
#define MMAEMU_SATURATE 1u  /* overflow in a nearest mode gives max finite */

/* Round (-1)^sign * (mag + sticky*eps) * 2^exp into format f, where sticky
 * says that non-zero bits lie below the last bit of mag.  Overflow follows
 * the rounding direction (RZ/RD/RU toward max finite where IEEE says so);
 * a format without Inf gives NaN on overflow unless MMAEMU_SATURATE.
 * A zero result keeps the given sign (FNUZ gives +0).  Sticky bits must lie
 * below the rounding position (give mag two bits more than the format
 * keeps when sticky is set).  Returns the pattern. */
MMAEMU_API uint32_t mmaemu_round_exact(mmaemu_format f, int sign, uint64_t mag, int exp, int sticky,
                                       mmaemu_rounding mode, unsigned flags);

/* Rounding targets are the floating formats: fp6/fp4 have no Inf or NaN,
 * so overflow (and a NaN or Inf converted into them) gives the largest
 * finite value of the sign (the OCP MX conversion saturates); integer and
 * scale formats are not rounding targets (the result is 0).
 * Convert a pattern between formats with the given rounding.  A NaN between
 * IEEE-style formats keeps its sign and leading payload and is quieted;
 * otherwise it becomes the target's default NaN (FN 0x7F, FNUZ 0x80).
 * Inf into a format without Inf gives NaN, or max finite with SATURATE. */
MMAEMU_API uint32_t mmaemu_convert(mmaemu_format from, uint32_t bits, mmaemu_format to,
                                   mmaemu_rounding mode, unsigned flags);

/* Pattern widened exactly to fp32 (defined for every format but FP32 itself
 * returns bits; e8m13/tf32 are fp32 already).  Used for printing and data. */
MMAEMU_API uint32_t mmaemu_to_fp32_bits(mmaemu_format f, uint32_t bits);


/* Errors, the library's one convention (emu/error.c): a one-line reason
 * into err (may be NULL; newlines become spaces), "FILE:LINE: problem"
 * (line > 0) or "FILE: problem" (file given); all return -1. */
MMAEMU_API int mmaemu_error(char *err, size_t errlen, const char *fmt,
                            ...) __attribute__((format(printf, 3, 4)));
MMAEMU_API int mmaemu_error_at(char *err, size_t errlen, const char *file, unsigned long line,
                               const char *fmt, ...) __attribute__((format(printf, 5, 6)));
MMAEMU_API int mmaemu_error_v(char *err, size_t errlen, const char *file, unsigned long line,
                              const char *fmt, va_list ap);

/* Growable arrays, the library's one rule (emu/array.c): append the elem
 * bytes at x to the array *array (array: the address of a T * that is NULL
 * or from malloc; n elements, room for *cap), doubling the room when it is
 * full.  0, or -1 when out of memory (the array, n and cap unchanged). */
MMAEMU_API int mmaemu_array_push(void *array, size_t *n, size_t *cap, size_t elem, const void *x);

/* An fp32 pattern as a C float and back (bit copies). */
MMAEMU_API float mmaemu_bits_to_float(uint32_t bits);
MMAEMU_API uint32_t mmaemu_float_to_bits(float f);

/* The IEEE binary32 RNE sum x + y of two fp32 patterns: the CUDA-core /
 * VALU add that combines split-K and promoted partial sums. */
MMAEMU_API uint32_t mmaemu_fp32_add(uint32_t x, uint32_t y);
/* add.bf16x2: the exact sum of two bf16 values rounded once (RNE). */
MMAEMU_API uint16_t mmaemu_bf16_add(uint16_t x, uint16_t y);
/* out[i] = mmaemu_bf16_add(x[i], y[i]) for i < n (out may be x or y). */
MMAEMU_API void mmaemu_bf16_add_n(uint16_t *out, const uint16_t *x, const uint16_t *y, size_t n);
/* The value of a bf16 pattern (exact in double). */
MMAEMU_API double mmaemu_bf16_to_double(uint16_t h);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_FORMAT_H */
