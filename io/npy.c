/* SPDX-License-Identifier: MIT */
/* npy.c -- read and write NumPy .npy arrays (plain or gzip-compressed):
 * little-endian uint16, float16, float32 (and int16, ml_dtypes bfloat16,
 * float64, uint8 for reading), C order; and mmaemu_tensor_read, which also takes
 * .safetensors files (io/safetensors.c).
 * Every failure is one line naming the file and the problem.  Nothing is
 * allocated for the data before the header is checked against what the
 * caller expects, the file's size (or, gzip, what its size can hold) and the
 * memory budget (io/budget.c); gzip data are read into a buffer that grows
 * with what actually decompresses. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "internal.h"
#include "mmaemu/format.h"
#include "mmaemu/tensor.h"

#define HEADER_MAX 65536


/* Element size and descr of each dtype, in enum order. */
static const struct {
    size_t size;
    const char *descr;
} dtypes[] = {{2, "<u2"}, {4, "<f4"}, {8, "<f8"}, {1, "|u1"}, {2, "<f2"}, {4, "<i4"}};

size_t mmaemu_io_dtype_size(mmaemu_npy_dtype t)
{
    return dtypes[t].size;
}

const char *mmaemu_io_dtype_descr(mmaemu_npy_dtype t)
{
    return dtypes[t].descr;
}

/* An open tensor file: plain or gzip, what its size allows. */
typedef struct npy_src {
    gzFile f;
    int gz;           /* a gzip stream (magic 1f 8b) */
    int regular;      /* a regular file: fsize is its size */
    uint64_t fsize;
    int have_isize;   /* the gzip trailer's ISIZE read */
    uint32_t isize;   /* uncompressed length mod 2^32 (the last member's) */
    uint64_t hdr_end; /* where the data start in the (uncompressed) stream */
    int fd;           /* the file, for a mapped read */
    int map;          /* the caller takes mapped data (mmaemu_tensor_map_checked) */
} npy_src;

#define MAP_MIN ((size_t)4 << 20)   /* smaller tensors are read: mmap costs more */

/* deflate's largest expansion is 1032:1 (zlib's zlib.h / RFC 1951 blocks):
 * a stream of n bytes cannot decompress to more than this. */
static uint64_t gz_bound(uint64_t n)
{
    return n > UINT64_MAX / 1032 - 1 ? UINT64_MAX : (n + 1) * 1032;
}

static int src_open(const char *path, npy_src *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    s->fd = fd;
    if (fd < 0)
        return mmaemu_error_at(err, errlen, path, 0, "cannot open: %s", strerror(errno));
    struct stat st;
    unsigned char m[4];
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
        s->regular = 1;
        s->fsize = (uint64_t)st.st_size;
        s->gz = pread(fd, m, 2, 0) == 2 && m[0] == 0x1f && m[1] == 0x8b;
        if (s->gz && s->fsize >= 18 && pread(fd, m, 4, (off_t)s->fsize - 4) == 4) {
            s->have_isize = 1;
            s->isize = (uint32_t)m[0] | (uint32_t)m[1] << 8 | (uint32_t)m[2] << 16 |
                       (uint32_t)m[3] << 24;
        }
    }
    s->f = gzdopen(fd, "rb");
    if (!s->f) {
        close(fd);
        return mmaemu_error_at(err, errlen, path, 0, "cannot open: out of memory");
    }
    return 0;
}

/* Why the stream stopped, in words: zlib's report told apart. */
static const char *gz_reason(gzFile f)
{
    int zerr;
    const char *m = gzerror(f, &zerr);
    if (zerr == Z_OK || zerr == Z_STREAM_END)
        return "end of file";
    if (zerr == Z_BUF_ERROR)
        return "truncated compressed stream";
    if (zerr == Z_ERRNO)
        return strerror(errno ? errno : EIO);
    if (zerr == Z_DATA_ERROR && strstr(m, "incorrect data check"))
        return "gzip CRC mismatch (corrupt data)";
    if (zerr == Z_DATA_ERROR && strstr(m, "incorrect length check"))
        return "gzip length check mismatch";
    if (zerr == Z_DATA_ERROR)
        return "corrupt deflate stream";
    return zerr == Z_MEM_ERROR ? "out of memory" : "compressed stream error";
}

/* A short read of the header: what zlib saw, or plain truncation. */
static int short_header(const char *path, gzFile f, char *err, size_t errlen)
{
    const char *why = gz_reason(f);
    if (!strcmp(why, "end of file"))
        return mmaemu_error_at(err, errlen, path, 0, "truncated header");
    return mmaemu_error_at(err, errlen, path, 0, "%s", why);
}

/* Read exactly n bytes; returns the count read (short on EOF or error). */
static size_t read_all(gzFile f, void *buf, size_t n)
{
    size_t got = 0;
    while (got < n) {
        unsigned chunk = n - got > (1u << 30) ? (1u << 30) : (unsigned)(n - got);
        int r = gzread(f, (char *)buf + got, chunk);
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    return got;
}

/* The descr strings read, and what they hold.  '<V2' is what np.save writes
 * for an ml_dtypes bfloat16 array: numpy's format.dtype_to_descr returns
 * dtype.str for a legacy user dtype, and ml_dtypes registers bfloat16 with
 * kind 'V' and byte order '=' (dtype.str '<V2' on little-endian hosts);
 * '|V2' is the plain 2-byte void of such a file loaded and saved again. */
static const struct {
    const char *descr;
    mmaemu_npy_dtype dtype;
    mmaemu_tensor_kind kind;
} descrs[] = {
    {"<u2", MMAEMU_NPY_U16, MMAEMU_TENSOR_BITS16}, {"<i2", MMAEMU_NPY_U16, MMAEMU_TENSOR_BITS16},
    {"<V2", MMAEMU_NPY_U16, MMAEMU_TENSOR_BF16},   {"|V2", MMAEMU_NPY_U16, MMAEMU_TENSOR_BF16},
    {"<f2", MMAEMU_NPY_U16, MMAEMU_TENSOR_FP16},   {"<f4", MMAEMU_NPY_F32, MMAEMU_TENSOR_FP32},
    {"<f8", MMAEMU_NPY_F64, MMAEMU_TENSOR_FP64},   {"|u1", MMAEMU_NPY_U8, MMAEMU_TENSOR_BITS8},
    {"|i1", MMAEMU_NPY_U8, MMAEMU_TENSOR_INT8},    {"<i4", MMAEMU_NPY_I32, MMAEMU_TENSOR_INT32},
};

/* typed: also accept the typed 16-bit kinds (bf16, fp16), uint8 and the
 * integers, which only mmaemu_tensor_read can report to its caller. */
static int header_dtype(const char *path, const mmaemu_npy_dict *d, int typed, mmaemu_npy *out,
                        mmaemu_tensor_kind *kind, char *err, size_t errlen)
{
    size_t i, nd = sizeof descrs / sizeof descrs[0];
    for (i = 0; i < nd && strcmp(d->descr, descrs[i].descr); i++)
        ;
    if (i == nd) {
        char q[16];
        snprintf(q, sizeof q, "%.12s", d->descr);
        for (char *c = q; *c; c++)
            if ((unsigned char)*c < 0x20 || (unsigned char)*c > 0x7e)
                *c = '?';
        return mmaemu_error_at(err, errlen, path, 0,
                    typed ? "unsupported dtype '%s' (want '<u2', '<i2', '<V2' (bfloat16), '<f2', "
                            "'<f4', '<f8', '|u1', '|i1' or '<i4')"
                          : "unsupported dtype '%s' (want '<u2', '<i2', '<f4' or '<f8')",
                    q);
    }
    mmaemu_tensor_kind k = descrs[i].kind;
    if (!typed && k != MMAEMU_TENSOR_BITS16 && k != MMAEMU_TENSOR_FP32 && k != MMAEMU_TENSOR_FP64)
        return mmaemu_error_at(err, errlen, path, 0,
                    "dtype '%s' is %s, not untyped 16-bit patterns ('<u2' or '<i2'); "
                    "read it with mmaemu_tensor_read",
                    descrs[i].descr, k == MMAEMU_TENSOR_BF16    ? "typed bfloat16"
                                     : k == MMAEMU_TENSOR_FP16  ? "typed float16"
                                     : k == MMAEMU_TENSOR_BITS8 ? "uint8"
                                                                : mmaemu_tensor_kind_name(k));
    out->dtype = descrs[i].dtype;
    *kind = k;
    return 0;
}

/* The parsed dict into out (dtype, shape, count < 2^60). */
static int header_fields(const char *path, const mmaemu_npy_dict *d, int typed, mmaemu_npy *out,
                         mmaemu_tensor_kind *kind, char *err, size_t errlen)
{
    if (header_dtype(path, d, typed, out, kind, err, errlen))
        return -1;
    if (d->fortran_order)
        return mmaemu_error_at(err, errlen, path, 0, "Fortran-order arrays are not supported");
    out->ndim = d->ndim;
    out->count = 1;
    for (int i = 0; i < d->ndim; i++) {
        size_t v = d->shape[i];
        if (v && out->count > ((size_t)1 << 60) / v)
            return mmaemu_error_at(err, errlen, path, 0, "array too large");
        out->shape[i] = v;
        out->count *= v;
    }
    return 0;
}

/* The header length of an open .npy file (versions 1, 2 and 3). */
static int npy_header_length(const char *path, npy_src *s, size_t *hlen, char *err, size_t errlen)
{
    unsigned char pre[10];
    if (read_all(s->f, pre, 8) != 8)
        return s->gz ? short_header(path, s->f, err, errlen)
                     : mmaemu_error_at(err, errlen, path, 0, "not a .npy file (bad magic)");
    if (memcmp(pre, "\x93NUMPY", 6))
        return mmaemu_error_at(err, errlen, path, 0, "not a .npy file (bad magic)");
    if (pre[7] != 0 || pre[6] < 1 || pre[6] > 3)
        return mmaemu_error_at(err, errlen, path, 0, "unsupported .npy version %u.%u", pre[6], pre[7]);
    size_t nl = pre[6] == 1 ? 2 : 4;
    unsigned char l[4] = {0, 0, 0, 0};
    if (read_all(s->f, l, nl) != nl)
        return short_header(path, s->f, err, errlen);
    *hlen = (size_t)l[0] | (size_t)l[1] << 8 | (size_t)l[2] << 16 | (size_t)l[3] << 24;
    if (*hlen == 0 || *hlen > HEADER_MAX)
        return mmaemu_error_at(err, errlen, path, 0, "header length %zu out of range", *hlen);
    s->hdr_end = 8 + nl + *hlen;
    if (s->regular && !s->gz && s->hdr_end > s->fsize)
        return mmaemu_error_at(err, errlen, path, 0, "truncated header: %zu bytes declared, the file has %llu",
                               *hlen, (unsigned long long)s->fsize);
    return 0;
}

/* The header dict of an open .npy file, parsed into out's dtype and shape. */
static int npy_header(const char *path, npy_src *s, int typed, mmaemu_npy *out,
                      mmaemu_tensor_kind *kind, char *err, size_t errlen)
{
    size_t hlen = 0;
    if (npy_header_length(path, s, &hlen, err, errlen))
        return -1;
    char *hdr = malloc(hlen + 1);
    if (!hdr)
        return mmaemu_error_at(err, errlen, path, 0, "out of memory");
    int rc;
    mmaemu_npy_dict d;
    char msg[160];
    if (read_all(s->f, hdr, hlen) != hlen)
        rc = short_header(path, s->f, err, errlen);
    else if (memchr(hdr, '\0', hlen))
        rc = mmaemu_error_at(err, errlen, path, 0, "malformed header: a NUL byte");
    else if (mmaemu_io_npy_dict(hdr, hlen, &d, msg, sizeof msg))
        rc = mmaemu_error_at(err, errlen, path, 0, "%s", msg);
    else
        rc = header_fields(path, &d, typed, out, kind, err, errlen);
    free(hdr);
    return rc;
}

/* Before allocating: can the file hold the declared data, and may we
 * take that much memory? */
static int npy_data_fits(const char *path, const npy_src *s, uint64_t bytes, char *err,
                         size_t errlen)
{
    if (s->regular && !s->gz) {
        uint64_t have = s->fsize - s->hdr_end;
        if (bytes > have)
            return mmaemu_error_at(err, errlen, path, 0,
                                   "truncated data: %llu of %llu bytes (end of file)",
                                   (unsigned long long)have, (unsigned long long)bytes);
        if (bytes < have)
            return mmaemu_error_at(err, errlen, path, 0, "trailing bytes after the data");
    }
    if (s->regular && s->gz && s->hdr_end + bytes > gz_bound(s->fsize))
        return mmaemu_error_at(err, errlen, path, 0,
                               "truncated data: the header declares %llu bytes, more than a "
                               "%llu-byte gzip stream can hold",
                               (unsigned long long)bytes, (unsigned long long)s->fsize);
    return mmaemu_io_budget_check(path, bytes, err, errlen);
}

/* Read n bytes into a buffer grown as they come (a compressed or unsized
 * stream: memory follows the data present, not the declared size).  The
 * first allocation is the whole size when the gzip trailer agrees. */
static void *read_grown(npy_src *s, size_t n, size_t *got)
{
    size_t cap = n < (1u << 20) ? n : (1u << 20);
    if (s->have_isize && (uint32_t)(s->hdr_end + n) == s->isize)
        cap = n;
    unsigned char *buf = malloc(cap ? cap : 1);
    *got = 0;
    while (buf) {
        *got += read_all(s->f, buf + *got, cap - *got);
        if (*got < cap || cap == n)
            return buf;
        size_t next = cap > n / 2 ? n : cap * 2;
        unsigned char *nb = realloc(buf, next);
        if (!nb)
            free(buf);
        buf = nb;
        cap = next;
    }
    return NULL;
}

/* The data after the header: exactly out->count elements, then the end of
 * a sound stream (gzclose is the caller's). */
static int npy_data(const char *path, npy_src *s, mmaemu_npy *out, char *err, size_t errlen)
{
    size_t es = mmaemu_io_dtype_size(out->dtype), bytes = out->count * es, got = 0;
    if (npy_data_fits(path, s, bytes, err, errlen))
        return -1;
    /* plain file of the exact size (npy_data_fits): mapped where asked */
    if (s->regular && !s->gz && s->map && bytes >= MAP_MIN &&
        (out->data = mmaemu_io_map(s->fd, s->hdr_end, bytes))) {
        mmaemu_io_from_le(out->data, out->count, es);
        return 0;
    }
    if (s->regular && !s->gz) {
        out->data = mmaemu_tensor_alloc(bytes);
        if (out->data)
            got = read_all(s->f, out->data, bytes);
    } else {
        out->data = read_grown(s, bytes, &got);
    }
    if (!out->data)
        return mmaemu_error_at(err, errlen, path, 0, "out of memory for %zu bytes", bytes);
    const char *why = got != bytes ? gz_reason(s->f) : NULL;
    if (why && (!strcmp(why, "end of file") || !strcmp(why, "truncated compressed stream")))
        return mmaemu_error_at(err, errlen, path, 0, "truncated data: %zu of %zu bytes (%s)", got, bytes,
                               why);
    if (why) /* zlib reports no count with an error: only where */
        return mmaemu_error_at(err, errlen, path, 0, "%s in the data", why);
    unsigned char extra;
    if (read_all(s->f, &extra, 1) != 0)
        return mmaemu_error_at(err, errlen, path, 0, "trailing bytes after the data");
    int zerr;
    gzerror(s->f, &zerr);
    if (zerr != Z_OK && zerr != Z_STREAM_END)
        return mmaemu_error_at(err, errlen, path, 0, "%s after the data", gz_reason(s->f));
    mmaemu_io_from_le(out->data, out->count, es);
    return 0;
}

static int npy_read(const char *path, int typed, const mmaemu_io_expect *x, mmaemu_npy *out,
                    mmaemu_tensor_kind *kind, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    npy_src s;
    if (src_open(path, &s, err, errlen))
        return -1;
    s.map = x && x->map;
    if (npy_header(path, &s, typed, out, kind, err, errlen) ||
        mmaemu_io_expect_check(path, x, out->dtype, *kind, out->ndim, out->shape, err, errlen) ||
        npy_data(path, &s, out, err, errlen)) {
        gzclose(s.f);
        mmaemu_npy_free(out);
        return -1;
    }
    if (gzclose(s.f) != Z_OK) {
        mmaemu_npy_free(out);
        return mmaemu_error_at(err, errlen, path, 0, "corrupt compressed stream");
    }
    return 0;
}

static int npy_read_untyped(const char *path, const mmaemu_io_expect *x, mmaemu_npy *out,
                            char *err, size_t errlen)
{
    mmaemu_tensor_kind kind = MMAEMU_TENSOR_BITS16;
    if (npy_read(path, 0, x, out, &kind, err, errlen)) {
        memset(out, 0, sizeof *out);
        return -1;
    }
    return 0;
}

int mmaemu_npy_read(const char *path, mmaemu_npy *out, char *err, size_t errlen)
{
    return npy_read_untyped(path, NULL, out, err, errlen);
}

/* ---------------------------------------------------------------- tensors */

static const char *const kind_names[] = {"16-bit patterns", "bf16", "fp16", "fp32", "fp64",
                                         "8-bit patterns", "int8", "int32", "e4m3", "e5m2"};

const char *mmaemu_tensor_kind_name(mmaemu_tensor_kind kind)
{
    return (unsigned)kind < sizeof kind_names / sizeof kind_names[0] ? kind_names[kind] : "?";
}

static int tensor_read(const char *path, const mmaemu_io_expect *x, mmaemu_npy *out,
                       mmaemu_tensor_kind *kind, char *err, size_t errlen)
{
    static const char ext[] = ".safetensors";
    const size_t el = sizeof ext - 1;
    mmaemu_tensor_kind k = MMAEMU_TENSOR_BITS16;
    memset(out, 0, sizeof *out);
    size_t plen = strlen(path);
    int rc;
    if (plen >= el && !strcmp(path + plen - el, ext)) {
        rc = mmaemu_io_safetensors_read(path, NULL, x, out, &k, err, errlen);
    } else {
        /* "FILE.safetensors:NAME": the first ".safetensors:" ends the file
         * name, so a tensor name may itself hold ':' (but not ".safetensors:"). */
        const char *sep = strstr(path, ".safetensors:");
        if (sep) {
            size_t flen = (size_t)(sep - path) + el;
            char *file = malloc(flen + 1);
            if (!file)
                return mmaemu_error_at(err, errlen, path, 0, "out of memory");
            memcpy(file, path, flen);
            file[flen] = '\0';
            rc = mmaemu_io_safetensors_read(file, path + flen + 1, x, out, &k, err, errlen);
            free(file);
        } else {
            rc = npy_read(path, 1, x, out, &k, err, errlen);
        }
    }
    if (rc) {
        memset(out, 0, sizeof *out);
        return -1;
    }
    if (kind)
        *kind = k;
    return 0;
}

int mmaemu_tensor_read(const char *path, mmaemu_npy *out, mmaemu_tensor_kind *kind, char *err,
                       size_t errlen)
{
    return tensor_read(path, NULL, out, kind, err, errlen);
}

int mmaemu_tensor_read_checked(const char *path, mmaemu_tensor_check_fn check, void *ctx,
                               mmaemu_npy *out, mmaemu_tensor_kind *kind, char *err, size_t errlen)
{
    mmaemu_io_expect x = {check != NULL, 0, MMAEMU_NPY_U16, 0, NULL, check, ctx, 0};
    return tensor_read(path, &x, out, kind, err, errlen);
}

int mmaemu_tensor_map_checked(const char *path, mmaemu_tensor_check_fn check, void *ctx,
                              mmaemu_npy *out, mmaemu_tensor_kind *kind, char *err, size_t errlen)
{
    mmaemu_io_expect x = {check != NULL, 0, MMAEMU_NPY_U16, 0, NULL, check, ctx, 1};
    return tensor_read(path, &x, out, kind, err, errlen);
}

typedef struct header_seen {
    int seen;
    mmaemu_tensor_kind kind;
    int ndim;
    size_t *shape;
} header_seen;

/* Record the header and stop the read before its data. */
static int record_header(void *ctx, mmaemu_tensor_kind kind, int ndim, const size_t *shape,
                         char *why, size_t whylen)
{
    header_seen *h = ctx;
    h->seen = 1;
    h->kind = kind;
    h->ndim = ndim;
    memcpy(h->shape, shape, (size_t)ndim * sizeof *shape);
    snprintf(why, whylen, "header only");
    return -1;
}

int mmaemu_tensor_header(const char *path, mmaemu_tensor_kind *kind, int *ndim, size_t *shape,
                         char *err, size_t errlen)
{
    header_seen h = {0, MMAEMU_TENSOR_BITS16, 0, shape};
    mmaemu_npy out;
    mmaemu_io_expect x = {1, 0, MMAEMU_NPY_U16, 0, NULL, record_header, &h, 0};
    if (tensor_read(path, &x, &out, NULL, err, errlen) == 0)
        mmaemu_npy_free(&out); /* not reached: the check always stops it */
    if (!h.seen)
        return -1;
    *kind = h.kind;
    *ndim = h.ndim;
    if (errlen)
        err[0] = '\0';
    return 0;
}

int mmaemu_tensor_read_bf16(const char *path, int ndim, const size_t *shape, mmaemu_npy *out,
                            char *err, size_t errlen)
{
    mmaemu_io_expect x = {1, 1, MMAEMU_NPY_U16, ndim, shape, NULL, NULL, 0};
    return tensor_read(path, &x, out, NULL, err, errlen);
}

int mmaemu_npy_read_expect(const char *path, mmaemu_npy_dtype dtype, int ndim,
                           const size_t *shape, mmaemu_npy *out, char *err, size_t errlen)
{
    mmaemu_io_expect x = {1, 0, dtype, ndim, shape, NULL, NULL, 0};
    return npy_read_untyped(path, &x, out, err, errlen);
}

void mmaemu_npy_free(mmaemu_npy *arr)
{
    mmaemu_tensor_free(arr->data);
    arr->data = NULL;
    arr->count = 0;
    arr->ndim = 0;
}
