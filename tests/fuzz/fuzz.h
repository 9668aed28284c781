/* SPDX-License-Identifier: MIT */
/* fuzz.h -- shared by the fuzz harnesses of tests/fuzz/ (tests/fuzz/README.md).
 * Each harness defines LLVMFuzzerTestOneInput; it is linked either with
 * libFuzzer (make fuzz) or with tests/fuzz/replay.c, which feeds it the
 * committed corpus and past crash inputs (make check). */
#ifndef MMAEMU_FUZZ_H
#define MMAEMU_FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The bytes as the file NAME in this process's scratch folder (removed at
 * exit); returns its path (static, until the next call with NAME). */
const char *fuzz_file(const char *name, const uint8_t *data, size_t size);
/* The bytes as a NUL-terminated string (a NUL inside ends it early);
 * valid until the next call. */
const char *fuzz_string(const uint8_t *data, size_t size);

#endif
