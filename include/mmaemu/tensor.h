/* SPDX-License-Identifier: MIT */
/* mmaemu/tensor.h -- .npy, .npy.gz and .safetensors tensor files (io/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_TENSOR_H
#define MMAEMU_TENSOR_H

#include <stddef.h>
#include <stdint.h>
#include "mmaemu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */

/* Memory for a tensor of the given size (io/alloc.c): malloc's, large
 * blocks on transparent huge pages where the system offers them.  NULL
 * when out of memory; release with free() or mmaemu_tensor_free. */
MMAEMU_API void *mmaemu_tensor_alloc(size_t bytes);
/* Release a tensor's data: from mmaemu_tensor_alloc, any read below, or
 * mmaemu_tensor_map_checked (whose mapped data only this releases).
 * NULL is fine. */
MMAEMU_API void mmaemu_tensor_free(void *data);

/* .npy arrays (io/npy.c): little-endian, C order.  A path ending in
 * ".gz" is written gzip-compressed; reading accepts plain and gzip files. */
typedef enum mmaemu_npy_dtype {
    MMAEMU_NPY_U16 = 0,  /* '<u2': bf16/fp16 bit patterns */
    MMAEMU_NPY_F32,      /* '<f4' (held as uint32 bit patterns) */
    MMAEMU_NPY_F64,      /* '<f8' (read only; held as uint64 patterns) */
    MMAEMU_NPY_U8,       /* '|u1' / '|i1': fp8 bit patterns, u8 / s8 integers */
    MMAEMU_NPY_F16,      /* '<f2' (write only: reads give U16 and the kind) */
    MMAEMU_NPY_I32       /* '<i4': s32 integers (an integer GEMM's C and D) */
} mmaemu_npy_dtype;

#define MMAEMU_NPY_MAX_DIMS 8

typedef struct mmaemu_npy {
    mmaemu_npy_dtype dtype;
    int ndim;
    size_t shape[MMAEMU_NPY_MAX_DIMS];
    size_t count;        /* product of the shape */
    void *data;          /* uint8_t / uint16_t / uint32_t / uint64_t [count] */
} mmaemu_npy;

/* Read a .npy or .npy.gz file.  Returns 0, or -1 with a one-line
 * "PATH: problem" in err (nothing to free then). */
MMAEMU_API int mmaemu_npy_read(const char *path, mmaemu_npy *out, char *err, size_t errlen);
/* Read and require dtype and shape (ndim dims).  Same returns. */
MMAEMU_API int mmaemu_npy_read_expect(const char *path, mmaemu_npy_dtype dtype, int ndim,
                                      const size_t *shape, mmaemu_npy *out, char *err,
                                      size_t errlen);
/* Write an array (U16, F16 or F32); gzip when the path ends in ".gz". */
MMAEMU_API int mmaemu_npy_write(const char *path, const mmaemu_npy *arr, char *err, size_t errlen);
MMAEMU_API void mmaemu_npy_free(mmaemu_npy *arr);
/* A .npy file written in pieces (io/npy_write.c): open writes the header
 * of arr's dtype and shape (arr->data unused); write appends the next
 * count elements; close checks that exactly arr->count came and closes.
 * Each returns 0 / non-NULL, or -1 / NULL with "PATH: problem" in err;
 * abort closes without checks (the caller removes the file).  close and
 * abort free the stream. */
typedef struct mmaemu_npy_stream mmaemu_npy_stream;
MMAEMU_API mmaemu_npy_stream *mmaemu_npy_stream_open(const char *path, const mmaemu_npy *arr,
                                                     char *err, size_t errlen);
MMAEMU_API int mmaemu_npy_stream_write(mmaemu_npy_stream *s, const void *data, size_t count,
                                       char *err, size_t errlen);
MMAEMU_API int mmaemu_npy_stream_close(mmaemu_npy_stream *s, char *err, size_t errlen);
MMAEMU_API void mmaemu_npy_stream_abort(mmaemu_npy_stream *s);

/* ---- Tensor files (io/npy.c, io/safetensors.c) ------------------- */

/* What a tensor file holds.  The 16-bit kinds come as uint16 patterns. */
typedef enum mmaemu_tensor_kind {
    MMAEMU_TENSOR_BITS16 = 0, /* .npy '<u2' / '<i2', safetensors U16 / I16: 16-bit patterns,
                                 format chosen by the caller */
    MMAEMU_TENSOR_BF16,       /* ml_dtypes bfloat16 .npy ('<V2', or '|V2'), safetensors BF16 */
    MMAEMU_TENSOR_FP16,       /* '<f2', safetensors F16 */
    MMAEMU_TENSOR_FP32,       /* '<f4', safetensors F32 */
    MMAEMU_TENSOR_FP64,       /* '<f8', safetensors F64 */
    MMAEMU_TENSOR_BITS8,      /* .npy '|u1', safetensors U8 and F8_E8M0: 8-bit patterns (fp8,
                                 u8, ue8m0), format chosen by the caller */
    MMAEMU_TENSOR_INT8,       /* .npy '|i1', safetensors I8: s8 integers (MMAEMU_NPY_U8) */
    MMAEMU_TENSOR_INT32,      /* .npy '<i4', safetensors I32: s32 integers (MMAEMU_NPY_I32) */
    MMAEMU_TENSOR_E4M3,       /* safetensors F8_E4M3: OCP e4m3 patterns (MMAEMU_NPY_U8) */
    MMAEMU_TENSOR_E5M2        /* safetensors F8_E5M2: OCP e5m2 patterns (MMAEMU_NPY_U8) */
} mmaemu_tensor_kind;
/* "16-bit patterns", "bf16", "fp16", "fp32", "fp64", "8-bit patterns",
 * "int8", "int32", "e4m3", "e5m2". */
MMAEMU_API const char *mmaemu_tensor_kind_name(mmaemu_tensor_kind kind);

/* Read PATH: .npy, .npy.gz, or .safetensors; "FILE.safetensors:NAME" picks a
 * tensor (the first ".safetensors:" ends the file name), and a safetensors
 * file with exactly one tensor needs no name.  16-bit kinds are held as
 * uint16 in out->data (out->dtype MMAEMU_NPY_U16), fp32 as uint32
 * (MMAEMU_NPY_F32), fp64 as uint64 (MMAEMU_NPY_F64), uint8 .npy as uint8
 * (MMAEMU_NPY_U8, kind BITS8), int8 as its bytes (MMAEMU_NPY_U8, kind INT8),
 * int32 as int32 (MMAEMU_NPY_I32, kind INT32), safetensors' 8-bit dtypes
 * as bytes (their kinds above); mmaemu_npy_write writes each dtype but
 * F64.  kind may be NULL.
 * Returns 0, or -1 with a one-line "PATH: problem" in err (out zeroed,
 * nothing to free).  mmaemu_npy_read, which reports no kind, refuses the
 * typed 16-bit kinds (bf16, fp16) and the 8- and 32-bit integers. */
MMAEMU_API int mmaemu_tensor_read(const char *path, mmaemu_npy *out, mmaemu_tensor_kind *kind,
                                  char *err, size_t errlen);
/* Read a bf16 tensor (BITS16 or BF16 kinds) with exactly this shape (ndim
 * dims); any other kind or shape is an error naming the file, the expected
 * and the found kind and shape.  Same returns. */
MMAEMU_API int mmaemu_tensor_read_bf16(const char *path, int ndim, const size_t *shape,
                                       mmaemu_npy *out, char *err, size_t errlen);
/* Called with a tensor file's kind and shape from its header, before any
 * of its data are read: 0 to read them, else non-zero with a one-line
 * reason in why. */
typedef int (*mmaemu_tensor_check_fn)(void *ctx, mmaemu_tensor_kind kind, int ndim,
                                      const size_t *shape, char *why, size_t whylen);
/* mmaemu_tensor_read, refused with "PATH: why" where check says no (a
 * wrong shape costs no decompression or allocation).  Same returns. */
MMAEMU_API int mmaemu_tensor_read_checked(const char *path, mmaemu_tensor_check_fn check, void *ctx,
                                          mmaemu_npy *out, mmaemu_tensor_kind *kind, char *err,
                                          size_t errlen);
/* mmaemu_tensor_read_checked, but the data of a plain (uncompressed) .npy
 * file of 4 MiB or more are mapped from the file, copy-on-write, instead
 * of read: no copy, no fresh memory.  Release them with mmaemu_npy_free or
 * mmaemu_tensor_free, never free().  The file must not be truncated
 * while they are in use (a mapped read past its end is SIGBUS). */
MMAEMU_API int mmaemu_tensor_map_checked(const char *path, mmaemu_tensor_check_fn check, void *ctx,
                                         mmaemu_npy *out, mmaemu_tensor_kind *kind, char *err,
                                         size_t errlen);
/* Only the header of a tensor file (any path mmaemu_tensor_read takes):
 * its kind and shape (shape: MMAEMU_NPY_MAX_DIMS entries), no data read.
 * Returns 0, or -1 with a one-line "PATH: problem" in err. */
MMAEMU_API int mmaemu_tensor_header(const char *path, mmaemu_tensor_kind *kind, int *ndim,
                                    size_t *shape, char *err, size_t errlen);
/* One tensor of a .safetensors file: NAME, or (name NULL or "") the only
 * one.  The whole header is validated (JSON, dtypes, shapes, offsets that
 * tile the data exactly).  Errors start with "FILE: ".  Same returns. */
MMAEMU_API int mmaemu_safetensors_read(const char *file, const char *name, mmaemu_npy *out,
                                       mmaemu_tensor_kind *kind, char *err, size_t errlen);

/* The memory one tensor read may take (io/budget.c): a tensor whose data
 * would need more is refused, before anything is allocated for them.  0
 * (the default): what the machine has available at the read
 * (/proc/meminfo MemAvailable).  mmaemu --max-memory sets it. */
MMAEMU_API void mmaemu_tensor_set_max_memory(uint64_t bytes);
/* The budget now, in bytes (0 if unknown: no limit). */
MMAEMU_API uint64_t mmaemu_tensor_max_memory(void);
/* The same budget for what a command allocates besides the tensors it
 * reads (outputs, working memory), checked before it allocates: 0 if
 * BYTES fit, else -1 with "WHAT needs N bytes, over the memory budget of
 * M bytes (...)" in err.  BYTES UINT64_MAX: more than 64 bits can count. */
MMAEMU_API int mmaemu_memory_check(const char *what, uint64_t bytes, char *err, size_t errlen);
/* a * b, or UINT64_MAX where that overflows (sizes for mmaemu_memory_check). */
MMAEMU_API uint64_t mmaemu_size_mul(uint64_t a, uint64_t b);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_TENSOR_H */
