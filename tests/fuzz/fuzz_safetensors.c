/* SPDX-License-Identifier: MIT */
/* fuzz_safetensors.c -- .safetensors files (io/safetensors.c): the only
 * tensor, a named one, and one against an expected bf16 shape. */
#include <stdio.h>

#include "fuzz.h"
#include "mmaemu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const size_t shape[2] = {2, 2};
    char err[1024];
    mmaemu_npy a;
    mmaemu_tensor_kind kind;
    mmaemu_tensor_set_max_memory(64u << 20);
    const char *p = fuzz_file("t.safetensors", data, size);
    if (mmaemu_tensor_read(p, &a, &kind, err, sizeof err) == 0)
        mmaemu_npy_free(&a);
    if (mmaemu_safetensors_read(p, "a", &a, &kind, err, sizeof err) == 0)
        mmaemu_npy_free(&a);
    if (mmaemu_tensor_read_bf16(p, 2, shape, &a, err, sizeof err) == 0)
        mmaemu_npy_free(&a);
    char named[256];
    snprintf(named, sizeof named, "%s:a", p); /* FILE.safetensors:NAME */
    if (mmaemu_tensor_read(named, &a, &kind, err, sizeof err) == 0)
        mmaemu_npy_free(&a);
    return 0;
}
