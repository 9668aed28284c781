/* SPDX-License-Identifier: MIT */
/* npy_write.c -- write .npy arrays (gzip-compressed when the path ends in
 * ".gz"), whole (mmaemu_npy_write) or in pieces (mmaemu_npy_stream: the
 * header first, then the elements in order as a program makes them, so
 * that a large output never needs to be held whole).  Little-endian on
 * every host; every failure is one line naming the file. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "internal.h"
#include "mmaemu/format.h"
#include "mmaemu/tensor.h"

struct mmaemu_npy_stream {
    gzFile f;
    char *path;
    size_t es;        /* bytes per element */
    size_t left;      /* elements still to come */
};

/* The header of arr's dtype and shape into head, padded so that the data
 * start at a multiple of 64 (numpy's rule), its length in *len; 0, or -1
 * with the error in err. */
static int npy_header(const char *path, const mmaemu_npy *arr, unsigned char head[600],
                      size_t *len, char *err, size_t errlen)
{
    if (arr->dtype != MMAEMU_NPY_U8 && arr->dtype != MMAEMU_NPY_U16 && arr->dtype != MMAEMU_NPY_F16 &&
        arr->dtype != MMAEMU_NPY_F32 && arr->dtype != MMAEMU_NPY_I32)
        return mmaemu_error_at(err, errlen, path, 0,
                               "can write only uint8, uint16, float16, float32 and int32");
    if (arr->ndim < 0 || arr->ndim > MMAEMU_NPY_MAX_DIMS)
        return mmaemu_error_at(err, errlen, path, 0, "bad number of dimensions %d", arr->ndim);
    char dict[512];
    size_t n = (size_t)snprintf(dict, sizeof dict, "{'descr': '%s', 'fortran_order': False, 'shape': (",
                                mmaemu_io_dtype_descr(arr->dtype));
    size_t count = 1;
    for (int i = 0; i < arr->ndim; i++) {
        n += (size_t)snprintf(dict + n, sizeof dict - n, "%zu,%s", arr->shape[i],
                              i + 1 < arr->ndim ? " " : "");
        count *= arr->shape[i];
    }
    if (arr->ndim > 1)    /* numpy writes "(2, 3)" but "(5,)" */
        n--;
    n += (size_t)snprintf(dict + n, sizeof dict - n, "), }");
    if (count != arr->count)
        return mmaemu_error_at(err, errlen, path, 0, "count %zu does not match the shape (%zu)",
                               arr->count, count);
    /* Pad so that magic + 2 + len + header is a multiple of 64, ending in \n. */
    size_t total = 10 + n + 1;
    size_t pad = (64 - total % 64) % 64;
    size_t hlen = n + pad + 1;
    memcpy(head, "\x93NUMPY\x01\x00", 8);
    head[8] = (unsigned char)(hlen & 0xFF);
    head[9] = (unsigned char)(hlen >> 8);
    memcpy(head + 10, dict, n);
    memset(head + 10 + n, ' ', pad);
    head[10 + n + pad] = '\n';
    *len = 10 + hlen;
    return 0;
}

/* The stream's write error in words (errno's, or zlib's). */
static int write_error(mmaemu_npy_stream *s, char *err, size_t errlen)
{
    int zerr = Z_OK;
    const int saved = errno;
    gzerror(s->f, &zerr);
    return mmaemu_error_at(err, errlen, s->path, 0, "write error: %s",
                           zerr == Z_ERRNO && saved ? strerror(saved) : "compression failed");
}

/* Release s without checking anything (the file stays as it is). */
static void stream_drop(mmaemu_npy_stream *s)
{
    if (s->f)
        gzclose(s->f);
    free(s->path);
    free(s);
}

mmaemu_npy_stream *mmaemu_npy_stream_open(const char *path, const mmaemu_npy *arr, char *err,
                                          size_t errlen)
{
    unsigned char head[600];
    size_t hl = 0;
    if (npy_header(path, arr, head, &hl, err, errlen))
        return NULL;
    mmaemu_npy_stream *s = calloc(1, sizeof *s);
    if (!s || !(s->path = strdup(path))) {
        free(s);
        mmaemu_error_at(err, errlen, path, 0, "out of memory");
        return NULL;
    }
    const size_t plen = strlen(path);
    const int gz = plen > 3 && !strcmp(path + plen - 3, ".gz");
    errno = 0;
    s->f = gzopen(path, gz ? "wb9" : "wbT");
    if (!s->f) {
        mmaemu_error_at(err, errlen, path, 0, "cannot create: %s", strerror(errno ? errno : EIO));
        stream_drop(s);
        return NULL;
    }
    s->es = mmaemu_io_dtype_size(arr->dtype);
    s->left = arr->count;
    if (gzwrite(s->f, head, (unsigned)hl) != (int)hl) {
        write_error(s, err, errlen);
        stream_drop(s);
        return NULL;
    }
    return s;
}

int mmaemu_npy_stream_write(mmaemu_npy_stream *s, const void *data, size_t count, char *err,
                            size_t errlen)
{
    if (count > s->left)
        return mmaemu_error_at(err, errlen, s->path, 0,
                               "%zu more elements than the header declares", count - s->left);
    const size_t es = s->es, bytes = count * es;
    const unsigned char *p = data;
    const uint16_t probe = 1;
    const int swap = *(const unsigned char *)&probe == 0;
    for (size_t off = 0; off < bytes;) {
        unsigned char buf[1 << 16];
        const size_t len = bytes - off < sizeof buf ? bytes - off : sizeof buf;
        const unsigned char *from = p + off;
        if (swap) {   /* big-endian host: the file is little-endian */
            memcpy(buf, from, len);
            for (size_t i = 0; i < len; i += es)
                for (size_t j = 0; j < es / 2; j++) {
                    unsigned char t = buf[i + j];
                    buf[i + j] = buf[i + es - 1 - j];
                    buf[i + es - 1 - j] = t;
                }
            from = buf;
        }
        if (gzwrite(s->f, from, (unsigned)len) != (int)len)
            return write_error(s, err, errlen);
        off += len;
    }
    s->left -= count;
    return 0;
}

int mmaemu_npy_stream_close(mmaemu_npy_stream *s, char *err, size_t errlen)
{
    if (!s)
        return 0;
    int rc = 0;
    if (s->left)
        rc = mmaemu_error_at(err, errlen, s->path, 0, "%zu elements short of the header's count",
                             s->left);
    errno = 0;
    const int zc = gzclose(s->f);
    s->f = NULL;
    if (zc != Z_OK && !rc)
        rc = mmaemu_error_at(err, errlen, s->path, 0, "write error: %s",
                             errno ? strerror(errno) : "compression failed");
    stream_drop(s);
    return rc;
}

void mmaemu_npy_stream_abort(mmaemu_npy_stream *s)
{
    if (s)
        stream_drop(s);
}

int mmaemu_npy_write(const char *path, const mmaemu_npy *arr, char *err, size_t errlen)
{
    mmaemu_npy_stream *s = mmaemu_npy_stream_open(path, arr, err, errlen);
    if (!s)
        return -1;
    if (mmaemu_npy_stream_write(s, arr->data, arr->count, err, errlen)) {
        mmaemu_npy_stream_abort(s);
        return -1;
    }
    return mmaemu_npy_stream_close(s, err, errlen);
}
