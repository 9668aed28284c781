/* fast_avx512.c -- the fast-path tile kernel (fast_kernel.h) compiled for
 * AVX-512 (F, VL, BW, DQ, CD); kernels/fast.c calls it only where the CPU
 * has all of them. */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#pragma GCC target("avx512f,avx512vl,avx512bw,avx512dq,avx512cd")
#endif
#define FAST_CHAIN mmaemu_fast_chain_avx512
#define FK_VB 64
#include "fast_kernel.h"
