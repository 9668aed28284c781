/* SPDX-License-Identifier: MIT */
/* budget.c -- the memory a tensor read may take: set by the caller
 * (mmaemu --max-memory), else what the machine has available now
 * (MemAvailable of /proc/meminfo, or sysconf's available pages). */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"
#include "mmaemu/format.h"

static uint64_t max_memory; /* 0: the machine's */

void mmaemu_tensor_set_max_memory(uint64_t bytes)
{
    max_memory = bytes;
}

/* MemAvailable in bytes; 0 if unknown. */
static uint64_t mem_available(void)
{
    FILE *f = fopen("/proc/meminfo", "r");
    char line[256];
    uint64_t kb = 0;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "MemAvailable: %" SCNu64 " kB", &kb) == 1)
            break;
    if (f)
        fclose(f);
    if (kb)
        return kb * 1024;
    long pages = sysconf(_SC_AVPHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    return pages > 0 && size > 0 ? (uint64_t)pages * (uint64_t)size : 0;
}

uint64_t mmaemu_tensor_max_memory(void)
{
    return max_memory ? max_memory : mem_available();
}

int mmaemu_io_budget_check(const char *path, uint64_t bytes, char *err, size_t errlen)
{
    uint64_t cap = mmaemu_tensor_max_memory();
    if (cap == 0 || bytes <= cap)
        return 0;
    return mmaemu_error_at(err, errlen, path, 0,
                           "the tensor needs %" PRIu64 " bytes, over the memory budget of %" PRIu64
                           " bytes (%s)",
                           bytes, cap,
                           max_memory ? "set by --max-memory"
                                      : "the memory available now; --max-memory sets another");
}

uint64_t mmaemu_size_mul(uint64_t a, uint64_t b)
{
    return b && a > UINT64_MAX / b ? UINT64_MAX : a * b;
}

int mmaemu_memory_check(const char *what, uint64_t bytes, char *err, size_t errlen)
{
    uint64_t cap = mmaemu_tensor_max_memory();
    const char *by = max_memory ? "set by --max-memory"
                                : "the memory available now; --max-memory sets another";
    if (bytes == UINT64_MAX)
        return mmaemu_error(err, errlen, "%s needs more than 2^64 bytes (memory budget %" PRIu64
                            " bytes, %s)", what, cap, by);
    if (cap == 0 || bytes <= cap)
        return 0;
    return mmaemu_error(err, errlen, "%s needs %" PRIu64 " bytes, over the memory budget of %" PRIu64
                        " bytes (%s)", what, bytes, cap, by);
}
