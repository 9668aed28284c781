/* npy.c -- read and write NumPy .npy arrays (plain or gzip-compressed):
 * little-endian uint16, float16, float32 (and int16, ml_dtypes bfloat16,
 * float64, uint8 for reading), C order; and mmaemu_tensor_read, which also takes
 * .safetensors files (io/safetensors.c).
 * Every failure is one line naming the file and the problem. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "internal.h"
#include "mmaemu/format.h"
#include "mmaemu/tensor.h"

#define HEADER_MAX 65536


/* Element size and descr of each dtype, in enum order. */
static const struct {
    size_t size;
    const char *descr;
} dtypes[] = {{2, "<u2"}, {4, "<f4"}, {8, "<f8"}, {1, "|u1"}, {2, "<f2"}};

static size_t dtype_size(mmaemu_npy_dtype t)
{
    return dtypes[t].size;
}

static const char *dtype_descr(mmaemu_npy_dtype t)
{
    return dtypes[t].descr;
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

/* Find the value text of 'key' in the header dict; NULL if absent. */
static const char *dict_value(const char *hdr, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "'%s'", key);
    const char *p = strstr(hdr, pat);
    if (!p)
        return NULL;
    p += strlen(pat);
    while (*p == ' ')
        p++;
    if (*p != ':')
        return NULL;
    p++;
    while (*p == ' ')
        p++;
    return p;
}

/* The descr strings read, and what they hold.  '<V2' is what np.save writes
 * for an ml_dtypes bfloat16 array: numpy's format.dtype_to_descr returns
 * dtype.str for a legacy user dtype, and ml_dtypes registers bfloat16 with
 * kind 'V' and byte order '=' (dtype.str '<V2' on little-endian hosts);
 * '|V2' is the plain 2-byte void of such a file loaded and saved again. */
static const struct {
    const char *descr; /* quoted, as in the header */
    mmaemu_npy_dtype dtype;
    mmaemu_tensor_kind kind;
} descrs[] = {
    {"'<u2'", MMAEMU_NPY_U16, MMAEMU_TENSOR_BITS16}, {"'<i2'", MMAEMU_NPY_U16, MMAEMU_TENSOR_BITS16},
    {"'<V2'", MMAEMU_NPY_U16, MMAEMU_TENSOR_BF16},   {"'|V2'", MMAEMU_NPY_U16, MMAEMU_TENSOR_BF16},
    {"'<f2'", MMAEMU_NPY_U16, MMAEMU_TENSOR_FP16},   {"'<f4'", MMAEMU_NPY_F32, MMAEMU_TENSOR_FP32},
    {"'<f8'", MMAEMU_NPY_F64, MMAEMU_TENSOR_FP64},   {"'|u1'", MMAEMU_NPY_U8, MMAEMU_TENSOR_BITS8},
};

/* typed: also accept the typed 16-bit kinds (bf16, fp16), which only
 * mmaemu_tensor_read can report to its caller. */
static int parse_header(const char *path, const char *hdr, int typed, mmaemu_npy *out,
                        mmaemu_tensor_kind *kind, char *err, size_t errlen)
{
    const char *v = dict_value(hdr, "descr");
    if (!v)
        return mmaemu_error_at(err, errlen, path, 0, "header has no 'descr'");
    size_t i, nd = sizeof descrs / sizeof descrs[0];
    for (i = 0; i < nd && strncmp(v, descrs[i].descr, 5); i++)
        ;
    if (i == nd) {
        char d[16];
        size_t n = strcspn(v, ",}");
        snprintf(d, sizeof d, "%.*s", (int)(n < 12 ? n : 12), v);
        for (char *c = d; *c; c++)
            if ((unsigned char)*c < 0x20 || (unsigned char)*c > 0x7e)
                *c = '?';
        return mmaemu_error_at(err, errlen, path, 0,
                    typed ? "unsupported dtype %s (want '<u2', '<i2', '<V2' (bfloat16), '<f2', "
                            "'<f4', '<f8' or '|u1')"
                          : "unsupported dtype %s (want '<u2', '<i2', '<f4' or '<f8')",
                    d);
    }
    if (!typed && (descrs[i].kind == MMAEMU_TENSOR_BF16 || descrs[i].kind == MMAEMU_TENSOR_FP16 ||
                   descrs[i].kind == MMAEMU_TENSOR_BITS8))
        return mmaemu_error_at(err, errlen, path, 0,
                    "dtype %s is %s, not untyped 16-bit patterns ('<u2' or '<i2'); "
                    "read it with mmaemu_tensor_read",
                    descrs[i].descr, descrs[i].kind == MMAEMU_TENSOR_BF16   ? "typed bfloat16"
                                     : descrs[i].kind == MMAEMU_TENSOR_FP16 ? "typed float16"
                                                                            : "uint8");
    out->dtype = descrs[i].dtype;
    *kind = descrs[i].kind;
    v = dict_value(hdr, "fortran_order");
    if (!v)
        return mmaemu_error_at(err, errlen, path, 0, "header has no 'fortran_order'");
    if (strncmp(v, "False", 5))
        return mmaemu_error_at(err, errlen, path, 0, "Fortran-order arrays are not supported");
    v = dict_value(hdr, "shape");
    if (!v || *v != '(')
        return mmaemu_error_at(err, errlen, path, 0, "header has no shape tuple");
    v++;
    out->ndim = 0;
    out->count = 1;
    for (;;) {
        while (*v == ' ' || *v == ',')
            v++;
        if (*v == ')')
            break;
        if (*v < '0' || *v > '9')
            return mmaemu_error_at(err, errlen, path, 0, "malformed shape");
        if (out->ndim == MMAEMU_NPY_MAX_DIMS)
            return mmaemu_error_at(err, errlen, path, 0, "more than %d dimensions", MMAEMU_NPY_MAX_DIMS);
        char *end;
        errno = 0;
        unsigned long long d = strtoull(v, &end, 10);
        if (errno || d > ((size_t)-1 >> 4))
            return mmaemu_error_at(err, errlen, path, 0, "shape dimension out of range");
        if (d && out->count > ((size_t)-1 >> 4) / d)
            return mmaemu_error_at(err, errlen, path, 0, "array too large");
        out->shape[out->ndim++] = (size_t)d;
        out->count *= (size_t)d;
        v = end;
        while (*v == ' ')
            v++;
        if (*v != ',' && *v != ')')
            return mmaemu_error_at(err, errlen, path, 0, "malformed shape");
    }
    return 0;
}

/* The header length of an open .npy file (versions 1, 2 and 3). */
static int npy_header_length(const char *path, gzFile f, size_t *hlen, char *err, size_t errlen)
{
    unsigned char pre[10];
    if (read_all(f, pre, 8) != 8 || memcmp(pre, "\x93NUMPY", 6))
        return mmaemu_error_at(err, errlen, path, 0, "not a .npy file (bad magic)");
    if (pre[6] == 1) {
        if (read_all(f, pre + 8, 2) != 2)
            return mmaemu_error_at(err, errlen, path, 0, "truncated header");
        *hlen = (size_t)pre[8] | (size_t)pre[9] << 8;
    } else if (pre[6] == 2 || pre[6] == 3) {
        unsigned char l[4];
        if (read_all(f, l, 4) != 4)
            return mmaemu_error_at(err, errlen, path, 0, "truncated header");
        *hlen = (size_t)l[0] | (size_t)l[1] << 8 | (size_t)l[2] << 16 | (size_t)l[3] << 24;
    } else {
        return mmaemu_error_at(err, errlen, path, 0, "unsupported .npy version %u", pre[6]);
    }
    if (*hlen == 0 || *hlen > HEADER_MAX)
        return mmaemu_error_at(err, errlen, path, 0, "header length %zu out of range", *hlen);
    return 0;
}

/* The header dict of an open .npy file, parsed into out's dtype and shape. */
static int npy_header(const char *path, gzFile f, int typed, mmaemu_npy *out,
                      mmaemu_tensor_kind *kind, char *err, size_t errlen)
{
    size_t hlen = 0;
    if (npy_header_length(path, f, &hlen, err, errlen))
        return -1;
    char *hdr = malloc(hlen + 1);
    if (!hdr)
        return mmaemu_error_at(err, errlen, path, 0, "out of memory");
    int rc;
    if (read_all(f, hdr, hlen) != hlen) {
        rc = mmaemu_error_at(err, errlen, path, 0, "truncated header");
    } else {
        hdr[hlen] = '\0';
        rc = memchr(hdr, '\0', hlen) ? mmaemu_error_at(err, errlen, path, 0, "malformed header")
                                     : parse_header(path, hdr, typed, out, kind, err, errlen);
    }
    free(hdr);
    return rc;
}

/* The data after the header: exactly out->count elements, then the end of
 * a sound stream (gzclose is the caller's). */
static int npy_data(const char *path, gzFile f, mmaemu_npy *out, char *err, size_t errlen)
{
    size_t es = dtype_size(out->dtype), bytes = out->count * es;
    out->data = malloc(bytes ? bytes : 1);
    if (!out->data)
        return mmaemu_error_at(err, errlen, path, 0, "out of memory for %zu bytes", bytes);
    size_t got = read_all(f, out->data, bytes);
    int zerr;
    gzerror(f, &zerr);
    if (got != bytes)
        return mmaemu_error_at(err, errlen, path, 0, "truncated data: %zu of %zu bytes (%s)", got, bytes,
                    zerr < 0 ? "compressed stream ends early" : "end of file");
    unsigned char extra;
    if (read_all(f, &extra, 1) != 0)
        return mmaemu_error_at(err, errlen, path, 0, "trailing bytes after the data");
    gzerror(f, &zerr);
    if (zerr < 0)
        return mmaemu_error_at(err, errlen, path, 0, "corrupt compressed stream");
    mmaemu_io_from_le(out->data, out->count, es);
    return 0;
}

static int npy_read(const char *path, int typed, mmaemu_npy *out, mmaemu_tensor_kind *kind,
                    char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    gzFile f = gzopen(path, "rb");
    if (!f)
        return mmaemu_error_at(err, errlen, path, 0, "cannot open: %s", strerror(errno ? errno : ENOENT));
    if (npy_header(path, f, typed, out, kind, err, errlen) ||
        npy_data(path, f, out, err, errlen)) {
        gzclose(f);
        mmaemu_npy_free(out);
        return -1;
    }
    if (gzclose(f) != Z_OK) {
        mmaemu_npy_free(out);
        return mmaemu_error_at(err, errlen, path, 0, "corrupt compressed stream");
    }
    return 0;
}

int mmaemu_npy_read(const char *path, mmaemu_npy *out, char *err, size_t errlen)
{
    mmaemu_tensor_kind kind;
    if (npy_read(path, 0, out, &kind, err, errlen)) {
        memset(out, 0, sizeof *out);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- tensors */

static const char *const kind_names[] = {"16-bit patterns", "bf16", "fp16", "fp32", "fp64",
                                         "8-bit patterns"};

const char *mmaemu_tensor_kind_name(mmaemu_tensor_kind kind)
{
    return (unsigned)kind < sizeof kind_names / sizeof kind_names[0] ? kind_names[kind] : "?";
}

int mmaemu_tensor_read(const char *path, mmaemu_npy *out, mmaemu_tensor_kind *kind, char *err,
                       size_t errlen)
{
    static const char ext[] = ".safetensors";
    const size_t el = sizeof ext - 1;
    mmaemu_tensor_kind k = MMAEMU_TENSOR_BITS16;
    memset(out, 0, sizeof *out);
    size_t plen = strlen(path);
    int rc;
    if (plen >= el && !strcmp(path + plen - el, ext)) {
        rc = mmaemu_safetensors_read(path, NULL, out, &k, err, errlen);
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
            rc = mmaemu_safetensors_read(file, path + flen + 1, out, &k, err, errlen);
            free(file);
        } else {
            rc = npy_read(path, 1, out, &k, err, errlen);
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

static void shape_str(char *buf, size_t len, int ndim, const size_t *shape)
{
    size_t n = (size_t)snprintf(buf, len, "(");
    for (int i = 0; i < ndim && n < len; i++)
        n += (size_t)snprintf(buf + n, len - n, "%s%zu", i ? ", " : "", shape[i]);
    if (n < len)
        snprintf(buf + n, len - n, ndim == 1 ? ",)" : ")");
}

int mmaemu_tensor_read_bf16(const char *path, int ndim, const size_t *shape, mmaemu_npy *out,
                            char *err, size_t errlen)
{
    mmaemu_tensor_kind kind;
    if (mmaemu_tensor_read(path, out, &kind, err, errlen))
        return -1;
    int ok = (kind == MMAEMU_TENSOR_BITS16 || kind == MMAEMU_TENSOR_BF16) && out->ndim == ndim;
    for (int i = 0; ok && i < ndim; i++)
        ok = out->shape[i] == shape[i];
    if (ok)
        return 0;
    char want[160], got[160];
    shape_str(want, sizeof want, ndim, shape);
    shape_str(got, sizeof got, out->ndim, out->shape);
    mmaemu_error_at(err, errlen, path, 0, "is %s %s, expected bf16 %s", kind_names[kind], got, want);
    mmaemu_npy_free(out);
    memset(out, 0, sizeof *out);
    return -1;
}

int mmaemu_npy_read_expect(const char *path, mmaemu_npy_dtype dtype, int ndim,
                           const size_t *shape, mmaemu_npy *out, char *err, size_t errlen)
{
    if (mmaemu_npy_read(path, out, err, errlen))
        return -1;
    int ok = out->dtype == dtype && out->ndim == ndim;
    for (int i = 0; ok && i < ndim; i++)
        ok = out->shape[i] == shape[i];
    if (ok)
        return 0;
    char want[128] = "", got[128] = "";
    size_t w = 0, g = 0;
    for (int i = 0; i < ndim && w < sizeof want; i++)
        w += (size_t)snprintf(want + w, sizeof want - w, "%s%zu", i ? "," : "", shape[i]);
    for (int i = 0; i < out->ndim && g < sizeof got; i++)
        g += (size_t)snprintf(got + g, sizeof got - g, "%s%zu", i ? "," : "", out->shape[i]);
    mmaemu_error_at(err, errlen, path, 0, "is %s (%s), expected %s (%s)", dtype_descr(out->dtype), got,
         dtype_descr(dtype), want);
    mmaemu_npy_free(out);
    return -1;
}

int mmaemu_npy_write(const char *path, const mmaemu_npy *arr, char *err, size_t errlen)
{
    if (arr->dtype != MMAEMU_NPY_U8 && arr->dtype != MMAEMU_NPY_U16 &&
        arr->dtype != MMAEMU_NPY_F16 && arr->dtype != MMAEMU_NPY_F32)
        return mmaemu_error_at(err, errlen, path, 0, "can write only uint8, uint16, float16 and float32");
    if (arr->ndim < 0 || arr->ndim > MMAEMU_NPY_MAX_DIMS)
        return mmaemu_error_at(err, errlen, path, 0, "bad number of dimensions %d", arr->ndim);
    char dict[512];
    size_t n = (size_t)snprintf(dict, sizeof dict, "{'descr': '%s', 'fortran_order': False, 'shape': (",
                                dtype_descr(arr->dtype));
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
        return mmaemu_error_at(err, errlen, path, 0, "count %zu does not match the shape (%zu)", arr->count, count);
    /* Pad so that magic + 2 + len + header is a multiple of 64, ending in \n. */
    size_t total = 10 + n + 1;
    size_t pad = (64 - total % 64) % 64;
    size_t hlen = n + pad + 1;
    unsigned char head[600];
    memcpy(head, "\x93NUMPY\x01\x00", 8);
    head[8] = (unsigned char)(hlen & 0xFF);
    head[9] = (unsigned char)(hlen >> 8);
    memcpy(head + 10, dict, n);
    memset(head + 10 + n, ' ', pad);
    head[10 + n + pad] = '\n';

    size_t plen = strlen(path);
    int gz = plen > 3 && !strcmp(path + plen - 3, ".gz");
    gzFile f = gzopen(path, gz ? "wb9" : "wbT");
    if (!f)
        return mmaemu_error_at(err, errlen, path, 0, "cannot create: %s", strerror(errno ? errno : EIO));
    int ok = gzwrite(f, head, (unsigned)(10 + hlen)) == (int)(10 + hlen);
    size_t es = dtype_size(arr->dtype), bytes = count * es;
    const unsigned char *p = arr->data;
    const uint16_t probe = 1;
    int swap = *(const unsigned char *)&probe == 0;
    for (size_t off = 0; ok && off < bytes;) {
        unsigned char buf[1 << 16];
        size_t len = bytes - off < sizeof buf ? bytes - off : sizeof buf;
        memcpy(buf, p + off, len);
        if (swap)
            for (size_t i = 0; i < len; i += es)
                for (size_t j = 0; j < es / 2; j++) {
                    unsigned char t = buf[i + j];
                    buf[i + j] = buf[i + es - 1 - j];
                    buf[i + es - 1 - j] = t;
                }
        ok = gzwrite(f, buf, (unsigned)len) == (int)len;
        off += len;
    }
    if (gzclose(f) != Z_OK)
        ok = 0;
    return ok ? 0 : mmaemu_error_at(err, errlen, path, 0, "write error");
}

void mmaemu_npy_free(mmaemu_npy *arr)
{
    free(arr->data);
    arr->data = NULL;
    arr->count = 0;
    arr->ndim = 0;
}
