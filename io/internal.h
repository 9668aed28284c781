/* SPDX-License-Identifier: MIT */
/* internal.h -- shared by the tensor readers of io/ (not installed). */
#ifndef MMAEMU_IO_INTERNAL_H
#define MMAEMU_IO_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "mmaemu/tensor.h"

/* COUNT little-endian elements of SIZE bytes at data, in host order. */
void mmaemu_io_from_le(void *data, size_t count, size_t size);

/* Bytes per element and numpy descr ("<u2", ...) of a dtype (io/npy.c). */
size_t mmaemu_io_dtype_size(mmaemu_npy_dtype t);
const char *mmaemu_io_dtype_descr(mmaemu_npy_dtype t);

/* BYTES of the file open as fd from OFFSET, mapped private (copy-on-write)
 * and listed for mmaemu_tensor_free; NULL where mmap refuses (io/alloc.c). */
void *mmaemu_io_map(int fd, uint64_t offset, size_t bytes);

/* The header dict of a .npy file (io/npy_header.c). */
typedef struct mmaemu_npy_dict {
    char descr[16];
    int fortran_order;
    int ndim;
    size_t shape[MMAEMU_NPY_MAX_DIMS];
} mmaemu_npy_dict;
/* Parse LEN bytes of header text by numpy's rules; 0, or -1 with the
 * problem (no file name) in msg. */
int mmaemu_io_npy_dict(const char *hdr, size_t len, mmaemu_npy_dict *d, char *msg, size_t msglen);

/* What the caller will accept, checked from the header before any data is
 * read (io/common.c).  on 0: anything. */
typedef struct mmaemu_io_expect {
    int on;
    int bf16;                /* kinds BITS16 or BF16 (else: dtype, untyped) */
    mmaemu_npy_dtype dtype;
    int ndim;
    const size_t *shape;
    mmaemu_tensor_check_fn check; /* also asked, when not NULL */
    void *ctx;
    int map;                 /* a plain .npy's data may be mapped (io/alloc.c) */
} mmaemu_io_expect;
/* 0 if a tensor of this dtype/kind/shape is what x asks; else -1 with the
 * one-line error. */
int mmaemu_io_expect_check(const char *path, const mmaemu_io_expect *x, mmaemu_npy_dtype dtype,
                           mmaemu_tensor_kind kind, int ndim, const size_t *shape, char *err,
                           size_t errlen);
/* 0 if BYTES fit the memory budget (mmaemu_tensor_set_max_memory); else
 * -1 with the refusal in err (io/budget.c). */
int mmaemu_io_budget_check(const char *path, uint64_t bytes, char *err, size_t errlen);

/* One tensor of a safetensors file, checked against x before its data are
 * read (io/safetensors.c). */
int mmaemu_io_safetensors_read(const char *file, const char *name, const mmaemu_io_expect *x,
                               mmaemu_npy *out, mmaemu_tensor_kind *kind, char *err, size_t errlen);

#endif
