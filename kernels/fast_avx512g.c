/* SPDX-License-Identifier: MIT */
/* fast_avx512g.c -- fast_kernel.h's generic steps (FK_GENERIC) compiled for
 * AVX-512: the kernels of the plans fast_step512.h has no steps for (fp16
 * accumulators, integer rows), which the AVX-512 kernels call; kernels/fast.c
 * reaches them only through those, where the CPU has AVX-512. */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#pragma GCC target("avx512f,avx512vl,avx512bw,avx512dq,avx512cd")
#endif
#define FAST_CHAIN mmaemu_fast_chain_avx512g
#define FAST_LANES mmaemu_fast_lanes_avx512g
#define FK_VB 64
#define FK_GENERIC 1
#include "fast_kernel.h"
