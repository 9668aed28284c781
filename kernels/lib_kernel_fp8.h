/* SPDX-License-Identifier: MIT */
/* lib_kernel_fp8.h -- internal: cuBLASLt's nvjet fp8 kernels decoded
 * (kernels/lib_kernel_fp8.c). */
#ifndef MMAEMU_LIB_KERNEL_FP8_H
#define MMAEMU_LIB_KERNEL_FP8_H

#include "mmaemu/schedule.h"

/* The program of a recorded call with fp8 operands (g->in e4m3 or e5m2):
 * cuBLASLt's nvjet fp8 kernels only.  0, or -1 with a reason in why. */
int lib_kernel_fp8_schedule(const mmaemu_arch *arch, const mmaemu_lib_gemm *g,
                            mmaemu_schedule *out, char *why, size_t whylen);

#endif /* MMAEMU_LIB_KERNEL_FP8_H */
