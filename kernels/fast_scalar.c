/* SPDX-License-Identifier: MIT */
/* fast_scalar.c -- the fast-path tile kernel (fast_kernel.h) for the base
 * instruction set: portable, pre-decoded; its 16-lane vectors are lowered
 * to whatever the target has (SSE2 on x86-64, NEON on AArch64, scalar
 * code elsewhere). */
#define FAST_CHAIN mmaemu_fast_chain_scalar
#define FAST_LANES mmaemu_fast_lanes_scalar
#include "fast_kernel.h"
