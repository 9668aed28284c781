/* SPDX-License-Identifier: MIT */
/* recording.c -- load the recorded device tensors of validation/data
 * (apart from testutil.c: the sanitizer build links no .npy reader). */
#include "testutil.h"

#include <check.h>
#include <stdio.h>

#include "mmaemu.h"

#ifndef MMAEMU_VALDATA
#define MMAEMU_VALDATA "validation/data"
#endif

void *test_load_recording(const char *rel, int dtype, int ndim, const size_t *shape,
                          const uint16_t *xor_base)
{
    char path[1024], err[1024];
    mmaemu_npy a;
    snprintf(path, sizeof path, "%s/%s.npy.gz", MMAEMU_VALDATA, rel);
    ck_assert_msg(!mmaemu_npy_read_expect(path, (mmaemu_npy_dtype)dtype, ndim, shape, &a, err,
                                          sizeof err), "%s", err);
    if (xor_base) {
        uint16_t *w = a.data;
        for (size_t i = 0; i < a.count; i++)
            w[i] ^= xor_base[i];
    }
    return a.data;
}
