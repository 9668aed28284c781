/* SPDX-License-Identifier: MIT */
/* fuzz_npy.c -- .npy / .npy.gz files (io/npy.c, io/npy_header.c): the bytes
 * as a tensor file, read untyped, typed, against an expected shape, and
 * the header text alone through numpy's dict rules; what reads is written
 * back (plain or gzip) and must read the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../io/internal.h"
#include "fuzz.h"
#include "mmaemu.h"

/* Arrays the writer must refuse: float64, 9 dimensions, a wrong count. */
static void bad_writes(const mmaemu_npy *a)
{
    char err[1024];
    mmaemu_npy b = *a;
    const char *q = fuzz_file("bad.npy", NULL, 0);
    b.dtype = MMAEMU_NPY_F64;
    if (!mmaemu_npy_write(q, &b, err, sizeof err))
        abort();
    b = *a;
    b.ndim = MMAEMU_NPY_MAX_DIMS + 1;
    if (b.dtype != MMAEMU_NPY_F64 && !mmaemu_npy_write(q, &b, err, sizeof err))
        abort();
    b = *a;
    b.count++;
    if (b.dtype != MMAEMU_NPY_F64 && !mmaemu_npy_write(q, &b, err, sizeof err))
        abort();
}

/* mmaemu_tensor_read_checked's check: at most 2 dimensions. */
static int two_dims(void *ctx, mmaemu_tensor_kind kind, int ndim, const size_t *shape, char *why,
                    size_t whylen)
{
    (void)ctx, (void)kind, (void)shape;
    if (ndim <= 2)
        return 0;
    snprintf(why, whylen, "%d dimensions", ndim);
    return -1;
}

/* What was read, written (plain or gzip) and read again: the same array. */
static void round_trip(const mmaemu_npy *a, int gz)
{
    char err[1024];
    mmaemu_npy b;
    size_t bytes = a->count * mmaemu_io_dtype_size(a->dtype);
    if (a->dtype == MMAEMU_NPY_F64 || bytes > (1u << 20))
        return;
    const char *q = fuzz_file(gz ? "w.npy.gz" : "w.npy", NULL, 0);
    if (mmaemu_npy_write(q, a, err, sizeof err) || mmaemu_tensor_read(q, &b, NULL, err, sizeof err))
        abort();
    if (b.dtype != a->dtype || b.ndim != a->ndim || b.count != a->count ||
        memcmp(b.shape, a->shape, sizeof a->shape) || memcmp(b.data, a->data, bytes))
        abort();
    mmaemu_npy_free(&b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const size_t shape[3] = {1, 2, 2};
    char err[1024];
    mmaemu_npy a;
    mmaemu_tensor_kind kind;
    static int once;
    if (!once++) /* the machine's budget, read once */
        mmaemu_tensor_set_max_memory(0), mmaemu_tensor_max_memory();
    mmaemu_tensor_set_max_memory(64u << 20);
    const char *p = fuzz_file("t.npy", data, size);
    if (mmaemu_tensor_read(p, &a, &kind, err, sizeof err) == 0) {
        round_trip(&a, size & 1);
        bad_writes(&a);
        mmaemu_npy_free(&a);
    }
    if (mmaemu_npy_read(p, &a, err, sizeof err) == 0)
        mmaemu_npy_free(&a);
    if (mmaemu_tensor_read_checked(p, two_dims, NULL, &a, &kind, err, sizeof err) == 0)
        mmaemu_npy_free(&a);
    mmaemu_tensor_set_max_memory(16); /* a budget most arrays exceed */
    if (mmaemu_tensor_read(p, &a, &kind, err, sizeof err) == 0)
        mmaemu_npy_free(&a);
    mmaemu_tensor_set_max_memory(64u << 20);
    if (mmaemu_npy_read_expect(p, MMAEMU_NPY_U16, 3, shape, &a, err, sizeof err) == 0)
        mmaemu_npy_free(&a);
    if (mmaemu_tensor_read_bf16(p, 3, shape, &a, err, sizeof err) == 0)
        mmaemu_npy_free(&a);
    size_t sh[MMAEMU_NPY_MAX_DIMS];
    int nd;
    mmaemu_tensor_header(p, &kind, &nd, sh, err, sizeof err);
    mmaemu_npy_dict d;
    char msg[256];
    mmaemu_io_npy_dict((const char *)data, size, &d, msg, sizeof msg);
    return 0;
}
