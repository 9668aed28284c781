/* SPDX-License-Identifier: MIT */
/* certify_avx512.c -- the certified path's kernel (certify_kernel.h)
 * compiled for AVX-512 with FMA; kernels/gemm.c calls it only where the
 * CPU runs the avx512 path. */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#pragma GCC target("avx512f,avx512vl,avx512bw,avx512dq,avx512cd,fma")
#endif
#define CERT_KERNEL mmaemu_cert_kernel_avx512
#include "certify_kernel.h"
