/* common.c -- shared by the tensor readers of io/ (io/internal.h): the
 * byte order of the data. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

#include "internal.h"

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
