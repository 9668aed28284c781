/* SPDX-License-Identifier: MIT */
/* probe_gz.c -- probe, dot and output files opened through zlib: plain
 * or gzip-compressed alike (mmaemu_probe_open).  The rest of the format
 * is probe_file.c, which does not need zlib. */
#include "mmaemu/probe.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <zlib.h>

static long gz_read(void *handle, char *buf, size_t len)
{
    const unsigned n = len > (1u << 30) ? 1u << 30 : (unsigned)len;
    const int got = gzread((gzFile)handle, buf, n);
    int zerr;
    gzerror((gzFile)handle, &zerr);
    return got < 0 || (zerr != Z_OK && zerr != Z_STREAM_END) ? -1 : got;
}

static const char *gz_error(void *handle)
{
    int zerr;
    const char *m = gzerror((gzFile)handle, &zerr);
    return zerr == Z_ERRNO ? strerror(errno) : zerr == Z_OK ? "out of memory" : m;
}

static int gz_close(void *handle)
{
    return gzclose((gzFile)handle) == Z_OK ? 0 : -1;
}

int mmaemu_probe_open(mmaemu_probe_reader *r, const char *path, char *err, size_t errlen)
{
    errno = 0;
    gzFile f = gzopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno ? errno : ENOENT));
        return -1;
    }
    gzbuffer(f, 1u << 17);
    const mmaemu_probe_source src = {gz_read, gz_error, gz_close, f};
    mmaemu_probe_open_source(r, path, &src);
    return 0;
}
