/* SPDX-License-Identifier: MIT */
/* fuzz_output.c -- probe output files (validation/probe_file.c): the bytes
 * as one output line for fp32 and fp16 accumulators, and as an output
 * file (plain or gzip) read to its end. */
#include "fuzz.h"
#include "mmaemu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512];
    uint32_t d;
    const char *s = fuzz_string(data, size);
    mmaemu_probe_parse_output(s, MMAEMU_FP32, &d, err, sizeof err);
    mmaemu_probe_parse_output(s, MMAEMU_FP16, &d, err, sizeof err);
    mmaemu_probe_reader r;
    if (mmaemu_probe_open(&r, fuzz_file("o.txt", data, size), err, sizeof err) == 0) {
        for (int n = 0; n < 256 && mmaemu_probe_read_output(&r, MMAEMU_FP32, &d, err, sizeof err) == 1; n++)
            ;
        mmaemu_probe_close(&r);
    }
    return 0;
}
