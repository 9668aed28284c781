/* common.c -- shared by the tensor readers of io/ (io/internal.h): the
 * one-line error and the byte order of the data. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

#include "internal.h"

int mmaemu_io_fail(char *err, size_t errlen, const char *file, const char *fmt, ...)
{
    if (err && errlen) {
        char msg[1024];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof msg, fmt, ap);
        va_end(ap);
        snprintf(err, errlen, "%s: %s", file, msg);
        for (char *c = err; *c; c++)
            if (*c == '\n' || *c == '\r')
                *c = ' ';
    }
    return -1;
}

void mmaemu_io_from_le(void *data, size_t count, size_t size)
{
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
}
