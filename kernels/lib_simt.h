/* SPDX-License-Identifier: MIT */
/* lib_simt.h -- the lanes of cuBLAS's FFMA kernels (kernels/lib_simt.c). */
#ifndef MMAEMU_LIB_SIMT_H
#define MMAEMU_LIB_SIMT_H

#include <stddef.h>

#include "mmaemu/schedule.h"

/* Set on s (an fma.rn.f32 chain, split_k from the cuBLASLt line already
 * applied) how the gemv / gemmSN / dot / sgemm_largek kernel `name` (lt:
 * its cuBLASLt trace line, or NULL) deals the K elements to its lanes or
 * ranges and sums them; writes what it did to buf.  0 when the kernel's
 * order is known, -1 (s untouched: one chain per range, a hypothesis)
 * when not. */
int mmaemu_lib_simt_lanes(const char *name, const char *lt, size_t K, mmaemu_schedule *s,
                          char *buf, size_t len);

/* The customOption of a cuBLASLt trace line, or -1 when it has none. */
long mmaemu_lib_custom_option(const char *lt);

#endif
