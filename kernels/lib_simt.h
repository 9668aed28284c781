/* SPDX-License-Identifier: MIT */
/* lib_simt.h -- the lanes of cuBLAS's FFMA kernels (kernels/lib_simt.c). */
#ifndef MMAEMU_LIB_SIMT_H
#define MMAEMU_LIB_SIMT_H

#include <stddef.h>

#include "mmaemu/schedule.h"

/* Set on s (a plain fma.rn.f32 chain) how the gemv / gemmSN kernel `name`
 * (lt: its cuBLASLt trace line, or NULL) deals the K elements to its lanes and sums
 * them; writes what it did to buf.  0 when the kernel's lanes are known,
 * -1 (s untouched: one chain, a hypothesis) when not. */
int mmaemu_lib_simt_lanes(const char *name, const char *lt, size_t K, mmaemu_schedule *s,
                          char *buf, size_t len);

#endif
