/* SPDX-License-Identifier: MIT */
/* common.c -- shared by the tensor readers of io/ (io/internal.h): the
 * byte order of the data, and the check of what a caller expects. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

#include "mmaemu/format.h"

#include "internal.h"

void mmaemu_io_from_le(void *data, size_t count, size_t size)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    (void)data;   /* a little-endian host (known when compiled): nothing to do */
    (void)count;
    (void)size;
#else
    const uint16_t probe = 1;
    if (*(const unsigned char *)&probe == 1)
        return;   /* a little-endian host: nothing to do */
    unsigned char *p = data;
    for (size_t i = 0; i < count; i++, p += size)
        for (size_t j = 0; j < size / 2; j++) {
            unsigned char t = p[j];
            p[j] = p[size - 1 - j];
            p[size - 1 - j] = t;
        }
#endif
}

/* ------------------------------------------------ what the caller expects */

static const char *const descr_of[] = {"<u2", "<f4", "<f8", "|u1", "<f2"};

static void shape_str(char *buf, size_t len, int ndim, const size_t *shape, const char *sep)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < ndim && n < len; i++)
        n += (size_t)snprintf(buf + n, len - n, "%s%zu", i ? sep : "", shape[i]);
}

/* The same shape? */
static int same_shape(int n1, const size_t *s1, int n2, const size_t *s2)
{
    if (n1 != n2)
        return 0;
    for (int i = 0; i < n1; i++)
        if (s1[i] != s2[i])
            return 0;
    return 1;
}

int mmaemu_io_expect_check(const char *path, const mmaemu_io_expect *x, mmaemu_npy_dtype dtype,
                           mmaemu_tensor_kind kind, int ndim, const size_t *shape, char *err,
                           size_t errlen)
{
    if (!x || !x->on)
        return 0;
    char want[160], got[160];
    if (x->check) {
        char why[512] = "refused";
        return x->check(x->ctx, kind, ndim, shape, why, sizeof why)
                   ? mmaemu_error_at(err, errlen, path, 0, "%s", why)
                   : 0;
    }
    if (x->bf16) {
        if ((kind == MMAEMU_TENSOR_BITS16 || kind == MMAEMU_TENSOR_BF16) &&
            same_shape(ndim, shape, x->ndim, x->shape))
            return 0;
        char w[150], g[150];
        shape_str(w, sizeof w, x->ndim, x->shape, ", ");
        shape_str(g, sizeof g, ndim, shape, ", ");
        snprintf(want, sizeof want, "(%s%s)", w, x->ndim == 1 ? "," : "");
        snprintf(got, sizeof got, "(%s%s)", g, ndim == 1 ? "," : "");
        return mmaemu_error_at(err, errlen, path, 0, "is %s %s, expected bf16 %s",
                               mmaemu_tensor_kind_name(kind), got, want);
    }
    if (dtype == x->dtype && same_shape(ndim, shape, x->ndim, x->shape))
        return 0;
    shape_str(want, sizeof want, x->ndim, x->shape, ",");
    shape_str(got, sizeof got, ndim, shape, ",");
    return mmaemu_error_at(err, errlen, path, 0, "is %s (%s), expected %s (%s)", descr_of[dtype], got,
                           descr_of[x->dtype], want);
}
