/* SPDX-License-Identifier: MIT */
/* fast_avx2.c -- the fast-path tile kernel (fast_kernel.h) compiled for
 * AVX2; kernels/fast.c calls it only where the CPU has AVX2. */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#pragma GCC target("avx2")
#endif
#define FAST_CHAIN mmaemu_fast_chain_avx2
#define FAST_LANES mmaemu_fast_lanes_avx2
#define FK_VB 32
#include "fast_kernel.h"
