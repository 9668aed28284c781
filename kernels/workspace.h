/* SPDX-License-Identifier: MIT */
/* workspace.h -- the GEMM driver's large buffers, kept between calls
 * (kernels/workspace.c).  Not installed.
 *
 * A GEMM decodes B into buffers of tens of megabytes (every panel's
 * exponents and values) and frees them at the end; the next GEMM of the
 * same shape -- a test suite under the torch mode, a model's layers --
 * would get fresh pages from the kernel, which zeroes each one as it is
 * first written (a fifth of a 512 x 3072 x 768 certified GEMM on one
 * thread, more on two: the page faults serialise).  mmaemu_ws_get and
 * mmaemu_ws_put are malloc and free for those buffers, with the freed
 * ones of 64 KiB or more kept for the next request they fit, up to
 * MMAEMU_WS_CACHE_MAX bytes (MMAEMU_WS_CACHE=N in the environment: N MiB,
 * 0 keeps nothing; nothing under AddressSanitizer), released oldest first
 * beyond that.  The memory check before a GEMM (kernels/gemm_bounds.c)
 * counts the kept bytes and releases them when they are what exceeds the
 * budget.  Thread-safe. */
#ifndef MMAEMU_WORKSPACE_H
#define MMAEMU_WORKSPACE_H

#include <stddef.h>

#define MMAEMU_WS_CACHE_MAX ((size_t)256 << 20)

/* A block of at least bytes (64-byte aligned; contents undefined), or NULL. */
void *mmaemu_ws_get(size_t bytes);
/* mmaemu_ws_get, zeroed. */
void *mmaemu_ws_zeroed(size_t bytes);
/* Give back a block of mmaemu_ws_get (NULL: nothing). */
void mmaemu_ws_put(void *p);
/* Release every kept block (the tests; a host short of memory). */
void mmaemu_ws_release(void);
/* Bytes kept now. */
size_t mmaemu_ws_kept(void);

#endif
