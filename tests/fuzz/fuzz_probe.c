/* SPDX-License-Identifier: MIT */
/* fuzz_probe.c -- dot and probe lines and probe headers
 * (validation/probe_file.c, probe_gz.c): the bytes as one line for each
 * format pair, as a u64, and as a whole probe file (plain or gzip) read
 * header first, then dot lines. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "mmaemu.h"

#define CAP 64

static void read_file(const char *path, int need_probe)
{
    char err[1024];
    mmaemu_probe_reader r;
    static uint32_t da[CAP], db[CAP];
    mmaemu_probe_dot dot = {da, db, CAP, 0, 0};
    if (mmaemu_probe_open(&r, path, err, sizeof err))
        return;
    if (mmaemu_probe_read_header(&r, need_probe, err, sizeof err) == 0) {
        mmaemu_format in = r.header.probe ? r.header.in : MMAEMU_BF16;
        mmaemu_format acc = r.header.probe ? r.header.acc : MMAEMU_FP32;
        for (int n = 0; n < 64 && mmaemu_probe_read_dot(&r, in, acc, &dot, err, sizeof err) == 1; n++)
            ;
    }
    mmaemu_probe_close(&r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const mmaemu_format pairs[][2] = {{MMAEMU_BF16, MMAEMU_FP32},
                                             {MMAEMU_FP16, MMAEMU_FP16},
                                             {MMAEMU_E4M3, MMAEMU_FP32},
                                             {MMAEMU_TF32, MMAEMU_FP32}};
    uint32_t a[CAP], b[CAP], c;
    size_t k;
    uint64_t u;
    char err[512];
    const char *s = fuzz_string(data, size);
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        if (mmaemu_probe_parse_line(s, pairs[i][0], pairs[i][1], a, b, CAP, &k, &c, err, sizeof err))
            continue;
        /* formatted back, the line parses to the same values */
        char line[CAP * 2 * 12 + 32];
        uint32_t a2[CAP], b2[CAP], c2;
        size_t k2;
        if (mmaemu_probe_format_line(pairs[i][0], pairs[i][1], a, b, k, c, line, sizeof line) >= sizeof line ||
            mmaemu_probe_parse_line(line, pairs[i][0], pairs[i][1], a2, b2, CAP, &k2, &c2, err, sizeof err) ||
            k2 != k || c2 != c || memcmp(a, a2, k * sizeof *a) || memcmp(b, b2, k * sizeof *b))
            abort();
    }
    mmaemu_probe_parse_u64(s, &u);
    const char *p = fuzz_file("p.txt", data, size);
    read_file(p, 1);
    read_file(p, 0);
    return 0;
}
