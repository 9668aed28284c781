/* SPDX-License-Identifier: MIT */
/* safetensors.c -- read one tensor of a .safetensors file.
 *
 * The format (huggingface/safetensors): 8 bytes N, a little-endian u64; N
 * bytes of UTF-8 JSON, an object (space-padded at the end) mapping each
 * tensor name to {"dtype": "BF16", "shape": [..], "data_offsets": [begin,
 * end]}, plus an optional "__metadata__" object of strings; then the byte
 * buffer, little-endian, C order, the offsets relative to its start.  As
 * the reference reader does, the whole header is validated: at most 100 MB,
 * and the tensors, sorted by offset, tile the buffer exactly (no overlap,
 * no hole, nothing after the last).
 * Every failure is one line "FILE: problem"; nothing is kept on failure. */
#include <errno.h>
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "internal.h"
#include "mmaemu/format.h"
#include "mmaemu/tensor.h"

#define ST_HEADER_MAX 100000000ull /* the reference reader's limit */


/* NAME quoted for a message: at most about 80 bytes, control characters
 * and quotes escaped. */
static const char *quote(const char *name, char *buf, size_t len)
{
    size_t n = 0;
    buf[n++] = '\'';
    for (const unsigned char *p = (const unsigned char *)name; *p && n + 8 < len; p++) {
        if (n > 80) {
            n += (size_t)snprintf(buf + n, len - n, "...");
            break;
        }
        if (*p < 0x20 || *p == 0x7f || *p == '\'' || *p == '\\')
            n += (size_t)snprintf(buf + n, len - n, "\\x%02x", *p);
        else
            buf[n++] = (char)*p;
    }
    snprintf(buf + n, len - n, "'");
    return buf;
}

/* The safetensors dtypes: size in bits; kind -1 where not read here. */
static const struct {
    const char *name;
    unsigned bits;
    int kind;
} dtypes[] = {
    {"BF16", 16, MMAEMU_TENSOR_BF16},   {"F16", 16, MMAEMU_TENSOR_FP16},
    {"F32", 32, MMAEMU_TENSOR_FP32},    {"F64", 64, MMAEMU_TENSOR_FP64},
    {"U16", 16, MMAEMU_TENSOR_BITS16},  {"I16", 16, MMAEMU_TENSOR_BITS16},
    {"U8", 8, MMAEMU_TENSOR_BITS8},     {"F8_E8M0", 8, MMAEMU_TENSOR_BITS8},
    {"I8", 8, MMAEMU_TENSOR_INT8},      {"I32", 32, MMAEMU_TENSOR_INT32},
    {"F8_E4M3", 8, MMAEMU_TENSOR_E4M3}, {"F8_E5M2", 8, MMAEMU_TENSOR_E5M2},
    {"BOOL", 8, -1},    {"U32", 32, -1},
    {"I64", 64, -1},    {"U64", 64, -1},     {"C64", 64, -1},     {"F4", 4, -1},
    {"F6_E2M3", 6, -1}, {"F6_E3M2", 6, -1},
};
#define N_DTYPES (sizeof dtypes / sizeof dtypes[0])
#define SUPPORTED "BF16, F16, F32, F64, U16, I16, U8, I8, I32, F8_E4M3, F8_E5M2, F8_E8M0"

typedef struct entry {
    const char *name; /* owned by the JSON tree */
    size_t dt;        /* index into dtypes */
    int ndim;
    size_t shape[MMAEMU_NPY_MAX_DIMS];
    size_t count;
    uint64_t begin, end;
} entry;

static int by_offsets(const void *a, const void *b)
{
    const entry *x = a, *y = b;
    if (x->begin != y->begin)
        return x->begin < y->begin ? -1 : 1;
    if (x->end != y->end)
        return x->end < y->end ? -1 : 1;
    return 0;
}

/* A JSON integer >= 0 into *v; 0 if it is one. */
static int get_index(const json_t *j, uint64_t *v)
{
    if (!json_is_integer(j) || json_integer_value(j) < 0)
        return -1;
    *v = (uint64_t)json_integer_value(j);
    return 0;
}

/* The entry's dtype: a name of the table. */
static int entry_dtype(const char *file, const char *q, json_t *jd, entry *e, char *err,
                       size_t errlen)
{
    if (!json_is_string(jd))
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: 'dtype' is not a string", q);
    const char *ds = json_string_value(jd);
    for (e->dt = 0; e->dt < N_DTYPES && strcmp(ds, dtypes[e->dt].name); e->dt++)
        ;
    if (e->dt == N_DTYPES) {
        char qd[128];
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: unknown dtype %s", q, quote(ds, qd, sizeof qd));
    }
    return 0;
}

/* The entry's shape: at most MMAEMU_NPY_MAX_DIMS sizes, product < 2^60. */
static int entry_shape(const char *file, const char *q, json_t *js, entry *e, char *err,
                       size_t errlen)
{
    if (!json_is_array(js))
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: 'shape' is not an array", q);
    size_t nd = json_array_size(js);
    if (nd > MMAEMU_NPY_MAX_DIMS)
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: shape has %zu dimensions, more than %d", q, nd,
                    MMAEMU_NPY_MAX_DIMS);
    e->ndim = (int)nd;
    e->count = 1;
    for (size_t i = 0; i < nd; i++) {
        uint64_t d;
        if (get_index(json_array_get(js, i), &d))
            return mmaemu_error_at(err, errlen, file, 0,
                        "tensor %s: shape entry %zu is not a non-negative integer", q, i);
        if (d > ((size_t)-1 >> 4) || (d && e->count > ((size_t)-1 >> 4) / d))
            return mmaemu_error_at(err, errlen, file, 0, "tensor %s: shape too large", q);
        e->shape[i] = (size_t)d;
        e->count *= (size_t)d;
    }
    return 0;
}

/* The entry's data_offsets [begin, end], begin <= end. */
static int entry_offsets(const char *file, const char *q, json_t *jo, entry *e, char *err,
                         size_t errlen)
{
    if (!json_is_array(jo) || json_array_size(jo) != 2)
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: 'data_offsets' is not an array [begin, end]",
                    q);
    for (size_t i = 0; i < 2; i++) {
        json_t *o = json_array_get(jo, i);
        if (!json_is_integer(o))
            return mmaemu_error_at(err, errlen, file, 0, "tensor %s: data_offsets %s is not an integer", q,
                        i ? "end" : "begin");
        if (json_integer_value(o) < 0)
            return mmaemu_error_at(err, errlen, file, 0, "tensor %s: data_offsets %s %lld is negative", q,
                        i ? "end" : "begin", (long long)json_integer_value(o));
    }
    get_index(json_array_get(jo, 0), &e->begin);
    get_index(json_array_get(jo, 1), &e->end);
    if (e->begin > e->end)
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: data_offsets [%llu, %llu]: begin after end", q,
                    (unsigned long long)e->begin, (unsigned long long)e->end);
    return 0;
}

/* The offsets span exactly the bytes of dtype x shape. */
static int entry_span(const char *file, const char *q, const entry *e, char *err, size_t errlen)
{
    /* count < 2^60, bits <= 64: no overflow in 128 bits; check in parts. */
    uint64_t bits = dtypes[e->dt].bits;
    if (e->count > UINT64_MAX / bits)
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: shape too large", q);
    uint64_t nbits = (uint64_t)e->count * bits;
    if (nbits % 8)
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: %zu %s elements are not a whole number of bytes",
                    q, e->count, dtypes[e->dt].name);
    if (e->end - e->begin != nbits / 8) {
        char s[160];
        size_t n = (size_t)snprintf(s, sizeof s, "[");
        for (int i = 0; i < e->ndim && n < sizeof s; i++)
            n += (size_t)snprintf(s + n, sizeof s - n, "%s%zu", i ? ", " : "", e->shape[i]);
        if (n < sizeof s)
            snprintf(s + n, sizeof s - n, "]");
        return mmaemu_error_at(err, errlen, file, 0,
                    "tensor %s: data_offsets [%llu, %llu] span %llu bytes, but %s %s needs %llu", q,
                    (unsigned long long)e->begin, (unsigned long long)e->end,
                    (unsigned long long)(e->end - e->begin), dtypes[e->dt].name, s,
                    (unsigned long long)(nbits / 8));
    }
    return 0;
}

/* Parse and check one tensor entry (keys checked in the reference's order:
 * presence of all three first). */
static int parse_entry(const char *file, const char *key, json_t *val, entry *e, char *err,
                       size_t errlen)
{
    char q[128];
    quote(key, q, sizeof q);
    e->name = key;
    if (!json_is_object(val))
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: entry is not a JSON object", q);
    json_t *jd = json_object_get(val, "dtype"), *js = json_object_get(val, "shape"),
           *jo = json_object_get(val, "data_offsets");
    if (!jd)
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: missing key 'dtype'", q);
    if (!js)
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: missing key 'shape'", q);
    if (!jo)
        return mmaemu_error_at(err, errlen, file, 0, "tensor %s: missing key 'data_offsets'", q);
    if (entry_dtype(file, q, jd, e, err, errlen) || entry_shape(file, q, js, e, err, errlen) ||
        entry_offsets(file, q, jo, e, err, errlen))
        return -1;
    return entry_span(file, q, e, err, errlen);
}

/* "a, b, c" (file order), cut to about 400 bytes. */
static void list_names(const entry *ents, size_t n, char *buf, size_t len)
{
    size_t w = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n && w < len; i++) {
        char q[128];
        if (w > 400) {
            snprintf(buf + w, len - w, ", ... (%zu in all)", n);
            return;
        }
        w += (size_t)snprintf(buf + w, len - w, "%s%s", i ? ", " : "",
                              quote(ents[i].name, q, sizeof q));
    }
}

static int read_at(FILE *f, uint64_t off, void *buf, size_t n)
{
    if (off > (uint64_t)INT64_MAX || fseeko(f, (off_t)off, SEEK_SET))
        return -1;
    return fread(buf, 1, n, f) == n ? 0 : -1;
}

/* The 8-byte header length: non-zero, at most 100 MB, inside the file. */
static int header_length(const char *file, FILE *f, uint64_t size, uint64_t *hlen, char *err,
                         size_t errlen)
{
    unsigned char l8[8];
    if (size < 8 || read_at(f, 0, l8, 8))
        return mmaemu_error_at(err, errlen, file, 0, "truncated: %llu bytes, less than the 8-byte header length",
                    (unsigned long long)size);
    *hlen = 0;
    for (int i = 7; i >= 0; i--)
        *hlen = *hlen << 8 | l8[i];
    if (*hlen == 0)
        return mmaemu_error_at(err, errlen, file, 0, "header length is 0 (no JSON header)");
    if (*hlen > ST_HEADER_MAX)
        return mmaemu_error_at(err, errlen, file, 0, "header length %llu is over the 100 MB limit",
                    (unsigned long long)*hlen);
    if (*hlen > size - 8)
        return mmaemu_error_at(err, errlen, file, 0, "header length %llu is larger than the file (%llu bytes)",
                    (unsigned long long)*hlen, (unsigned long long)size);
    return 0;
}

/* The JSON header, an object; NULL with the reason in err. */
static json_t *header_json(const char *file, FILE *f, uint64_t hlen, char *err, size_t errlen)
{
    char *hdr = malloc((size_t)hlen);
    if (!hdr) {
        mmaemu_error_at(err, errlen, file, 0, "out of memory for a %llu-byte header", (unsigned long long)hlen);
        return NULL;
    }
    json_t *root = NULL;
    json_error_t je;
    if (read_at(f, 8, hdr, (size_t)hlen))
        mmaemu_error_at(err, errlen, file, 0, "read error in the header");
    else if (hdr[0] != '{')
        mmaemu_error_at(err, errlen, file, 0, "JSON header does not start with '{'");
    else if (!(root = json_loadb(hdr, (size_t)hlen, JSON_REJECT_DUPLICATES, &je)))
        mmaemu_error_at(err, errlen, file, 0, "JSON header: %s (line %d, column %d)", je.text, je.line,
             je.column);
    else if (!json_is_object(root)) {
        mmaemu_error_at(err, errlen, file, 0, "JSON header is not an object");
        json_decref(root);
        root = NULL;
    }
    free(hdr);
    return root;
}

/* "__metadata__": an object of strings. */
static int check_metadata(const char *file, json_t *val, char *err, size_t errlen)
{
    const char *mk;
    json_t *mv;
    if (!json_is_object(val))
        return mmaemu_error_at(err, errlen, file, 0, "'__metadata__' is not an object");
    json_object_foreach(val, mk, mv)
    {
        if (!json_is_string(mv)) {
            char q[128];
            return mmaemu_error_at(err, errlen, file, 0, "'__metadata__' entry %s is not a string",
                        quote(mk, q, sizeof q));
        }
    }
    return 0;
}

/* Every tensor entry of the header, in file order (jansson keeps insertion
 * order), into *ents (to free); *n of them, at least one. */
static int parse_entries(const char *file, json_t *root, entry **ents, size_t *n, char *err,
                         size_t errlen)
{
    size_t cap = json_object_size(root);
    *n = 0;
    *ents = calloc(cap ? cap : 1, sizeof **ents);
    if (!*ents)
        return mmaemu_error_at(err, errlen, file, 0, "out of memory");
    const char *key;
    json_t *val;
    json_object_foreach(root, key, val)
    {
        if (!strcmp(key, "__metadata__")) {
            if (check_metadata(file, val, err, errlen))
                return -1;
            continue;
        }
        if (parse_entry(file, key, val, &(*ents)[*n], err, errlen))
            return -1;
        (*n)++;
    }
    if (*n == 0)
        return mmaemu_error_at(err, errlen, file, 0, "holds no tensors");
    return 0;
}

/* The tensors, sorted by offset, tile [0, buflen) exactly. */
static int check_tiling(const char *file, const entry *ents, size_t n, uint64_t buflen, char *err,
                        size_t errlen)
{
    entry *sorted = malloc(n * sizeof *sorted);
    if (!sorted)
        return mmaemu_error_at(err, errlen, file, 0, "out of memory");
    memcpy(sorted, ents, n * sizeof *sorted);
    qsort(sorted, n, sizeof *sorted, by_offsets);
    int rc = 0;
    uint64_t at = 0;
    char q1[128], q2[128];
    for (size_t i = 0; i < n && !rc; i++) {
        const entry *e = &sorted[i];
        if (e->begin < at)
            rc = mmaemu_error_at(err, errlen, file, 0, "tensors %s [%llu, %llu] and %s [%llu, %llu] overlap",
                      quote(sorted[i - 1].name, q1, sizeof q1),
                      (unsigned long long)sorted[i - 1].begin,
                      (unsigned long long)sorted[i - 1].end, quote(e->name, q2, sizeof q2),
                      (unsigned long long)e->begin, (unsigned long long)e->end);
        else if (e->begin > at)
            rc = mmaemu_error_at(err, errlen, file, 0, "hole in the data: bytes [%llu, %llu) belong to no tensor",
                      (unsigned long long)at, (unsigned long long)e->begin);
        at = e->end;
    }
    if (!rc && at > buflen)
        rc = mmaemu_error_at(err, errlen, file, 0,
                  "truncated: the tensors need %llu bytes of data (up to the end of %s), the "
                  "file has %llu",
                  (unsigned long long)at, quote(sorted[n - 1].name, q1, sizeof q1),
                  (unsigned long long)buflen);
    else if (!rc && at < buflen)
        rc = mmaemu_error_at(err, errlen, file, 0, "%llu trailing bytes after the last tensor's data",
                  (unsigned long long)(buflen - at));
    free(sorted);
    return rc;
}

/* The tensor asked for (name NULL or "": the only one), of a dtype read
 * here; NULL with the reason in err. */
static const entry *pick_tensor(const char *file, const entry *ents, size_t n, const char *name,
                                char *err, size_t errlen)
{
    const entry *e = NULL;
    char q[128], names[600];
    if (name && *name) {
        for (size_t i = 0; i < n && !e; i++)
            if (!strcmp(ents[i].name, name))
                e = &ents[i];
        if (!e) {
            list_names(ents, n, names, sizeof names);
            mmaemu_error_at(err, errlen, file, 0, "no tensor %s; it holds %s", quote(name, q, sizeof q), names);
            return NULL;
        }
    } else if (n > 1) {
        list_names(ents, n, names, sizeof names);
        mmaemu_error_at(err, errlen, file, 0, "holds %zu tensors (%s): name one as FILE.safetensors:NAME", n,
             names);
        return NULL;
    } else {
        e = &ents[0];
    }
    if (dtypes[e->dt].kind < 0) {
        mmaemu_error_at(err, errlen, file, 0, "tensor %s: dtype %s is not supported (only " SUPPORTED ")",
             quote(e->name, q, sizeof q), dtypes[e->dt].name);
        return NULL;
    }
    return e;
}

/* How tensor e is held in memory. */
static mmaemu_npy_dtype npy_dtype_of(const entry *e)
{
    const unsigned bits = dtypes[e->dt].bits;
    if (dtypes[e->dt].kind == MMAEMU_TENSOR_INT32)
        return MMAEMU_NPY_I32;
    return bits == 8 ? MMAEMU_NPY_U8 : bits == 16 ? MMAEMU_NPY_U16 : bits == 32 ? MMAEMU_NPY_F32
                                                                               : MMAEMU_NPY_F64;
}

/* Read tensor e's bytes (at offset base + e->begin) into out. */
static int read_tensor(const char *file, FILE *f, uint64_t base, const entry *e, mmaemu_npy *out,
                       char *err, size_t errlen)
{
    size_t es = dtypes[e->dt].bits / 8, bytes = (size_t)(e->end - e->begin);
    unsigned char *data = malloc(bytes ? bytes : 1);
    if (!data)
        return mmaemu_error_at(err, errlen, file, 0, "out of memory for %zu bytes", bytes);
    if (bytes && read_at(f, base + e->begin, data, bytes)) {
        free(data);
        return mmaemu_error_at(err, errlen, file, 0, "read error in the data of a tensor");
    }
    mmaemu_io_from_le(data, e->count, es);
    out->dtype = npy_dtype_of(e);
    out->ndim = e->ndim;
    memcpy(out->shape, e->shape, sizeof out->shape);
    out->count = e->count;
    out->data = data;
    return 0;
}

/* The tensor e is what x asks, and its bytes fit the memory budget. */
static int check_wanted(const char *file, const entry *e, const mmaemu_io_expect *x, char *err,
                        size_t errlen)
{
    const mmaemu_npy_dtype dt = npy_dtype_of(e);
    if (mmaemu_io_expect_check(file, x, dt, (mmaemu_tensor_kind)dtypes[e->dt].kind, e->ndim, e->shape,
                               err, errlen))
        return -1;
    return mmaemu_io_budget_check(file, e->end - e->begin, err, errlen);
}

int mmaemu_safetensors_read(const char *file, const char *name, mmaemu_npy *out,
                            mmaemu_tensor_kind *kind, char *err, size_t errlen)
{
    return mmaemu_io_safetensors_read(file, name, NULL, out, kind, err, errlen);
}

int mmaemu_io_safetensors_read(const char *file, const char *name, const mmaemu_io_expect *x,
                               mmaemu_npy *out, mmaemu_tensor_kind *kind, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(file, "rb");
    if (!f)
        return mmaemu_error_at(err, errlen, file, 0, "cannot open: %s", strerror(errno ? errno : ENOENT));
    int rc = -1;
    json_t *root = NULL;
    entry *ents = NULL;
    size_t n = 0;
    uint64_t hlen = 0;
    struct stat st;
    const entry *e;
    if (fstat(fileno(f), &st) || !S_ISREG(st.st_mode))
        mmaemu_error_at(err, errlen, file, 0, "not a regular file");
    else if (!header_length(file, f, (uint64_t)st.st_size, &hlen, err, errlen) &&
             (root = header_json(file, f, hlen, err, errlen)) &&
             !parse_entries(file, root, &ents, &n, err, errlen) &&
             !check_tiling(file, ents, n, (uint64_t)st.st_size - 8 - hlen, err, errlen) &&
             (e = pick_tensor(file, ents, n, name, err, errlen)) &&
             !check_wanted(file, e, x, err, errlen) &&
             !read_tensor(file, f, 8 + hlen, e, out, err, errlen)) {
        if (kind)
            *kind = (mmaemu_tensor_kind)dtypes[e->dt].kind;
        rc = 0;
    }
    free(ents);
    json_decref(root);
    fclose(f);
    return rc;
}
