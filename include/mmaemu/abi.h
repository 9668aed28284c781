/* SPDX-License-Identifier: MIT */
/* mmaemu/abi.h -- what bindings in other languages need (kernels/abi.c):
 * the library's version, the size and field offsets of the public structs
 * (so a binding that declares them itself, python/mmaemu, can check its
 * declarations against this build), and a conversion over whole arrays.
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_ABI_H
#define MMAEMU_ABI_H

#include "mmaemu/gemm.h"
#include "mmaemu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The package version ("0.1.0"). */
MMAEMU_API const char *mmaemu_version(void);
/* sizeof the public struct named type ("mmaemu_matmul"); 0 if unknown. */
MMAEMU_API size_t mmaemu_abi_sizeof(const char *type);
/* offsetof(type, field) ("mmaemu_matmul", "triton"); -1 if unknown. */
MMAEMU_API long mmaemu_abi_offsetof(const char *type, const char *field);
/* out[i] = mmaemu_convert(from, in[i], to, mode, flags) for i < n, the
 * arrays holding patterns of each format's width (8, 16 or 32 bits; fp6 and
 * fp4 one a byte, in its low bits). */
MMAEMU_API void mmaemu_convert_array(mmaemu_format from, const void *in, mmaemu_format to,
                                     void *out, size_t n, mmaemu_rounding mode, unsigned flags);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_ABI_H */
