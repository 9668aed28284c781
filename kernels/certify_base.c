/* SPDX-License-Identifier: MIT */
/* certify_base.c -- the certified path's kernel (certify_kernel.h) for
 * the base instruction set. */
#define CERT_KERNEL mmaemu_cert_kernel_base
#include "certify_kernel.h"
