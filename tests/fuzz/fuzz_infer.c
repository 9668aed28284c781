/* SPDX-License-Identifier: MIT */
/* fuzz_infer.c -- `mmaemu infer` data (validation/infer_read.c): the bytes
 * split at the first "\n--\n" into an inputs file (probe or dot lines) and
 * an outputs file, read as infer reads them. */
#include <string.h>

#include "fuzz.h"
#include "mmaemu/infer.h"
#include "mmaemu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t cut = size;
    for (size_t i = 0; i + 4 <= size; i++)
        if (!memcmp(data + i, "\n--\n", 4)) {
            cut = i;
            break;
        }
    const char *in = fuzz_file("in.txt", data, cut + (cut < size));
    const char *out = fuzz_file("out.txt", data + (cut < size ? cut + 4 : size),
                                cut < size ? size - cut - 4 : 0);
    char err[1024];
    mmaemu_infer_data d;
    mmaemu_infer_data_init(&d);
    mmaemu_infer_data_read(&d, in, out, NULL, NULL, err, sizeof err);
    mmaemu_infer_data_free(&d);
    mmaemu_infer_data_init(&d);
    mmaemu_infer_data_read(&d, in, out, "bf16", "fp32", err, sizeof err);
    mmaemu_infer_data_free(&d);
    /* The open failures, which no input's bytes reach: once per process. */
    static int opened;
    if (!opened++) {
        mmaemu_infer_data_init(&d);
        mmaemu_infer_data_read(&d, "/nonexistent-mmaemu-fuzz/in.txt", out, NULL, NULL, err,
                               sizeof err);
        mmaemu_infer_data_read(&d, in, "/nonexistent-mmaemu-fuzz/out.txt", NULL, NULL, err,
                               sizeof err);
        mmaemu_infer_data_free(&d);
    }
    return 0;
}
