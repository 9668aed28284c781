/* SPDX-License-Identifier: MIT */
/* fuzz.c -- the harnesses' scratch files (tests/fuzz/fuzz.h). */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[64];
static char paths[8][128];
static int npaths;

static void cleanup(void)
{
    for (int i = 0; i < npaths; i++)
        unlink(paths[i]);
    if (dir[0])
        rmdir(dir);
}

/* A private folder: /dev/shm (memory) where it can be used, else /tmp. */
static const char *scratch(void)
{
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/dev/shm/mmaemu-fuzz-XXXXXX");
        if (!mkdtemp(dir)) {
            snprintf(dir, sizeof dir, "/tmp/mmaemu-fuzz-XXXXXX");
            if (!mkdtemp(dir))
                abort();
        }
        atexit(cleanup);
    }
    return dir;
}

const char *fuzz_file(const char *name, const uint8_t *data, size_t size)
{
    int i;
    char p[128];
    snprintf(p, sizeof p, "%s/%s", scratch(), name);
    for (i = 0; i < npaths && strcmp(paths[i], p); i++)
        ;
    if (i == npaths) {
        if (npaths == 8)
            abort();
        snprintf(paths[npaths++], sizeof paths[0], "%s", p);
    }
    FILE *f = fopen(paths[i], "wb");
    if (!f || (size && fwrite(data, 1, size, f) != size) || fclose(f))
        abort();
    return paths[i];
}

const char *fuzz_string(const uint8_t *data, size_t size)
{
    static char *buf;
    static size_t cap;
    if (size + 1 > cap) {
        free(buf);
        cap = size + 1;
        buf = malloc(cap);
        if (!buf)
            abort();
    }
    memcpy(buf, data, size);
    buf[size] = '\0';
    return buf;
}
