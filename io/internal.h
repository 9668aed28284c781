/* internal.h -- shared by the tensor readers of io/ (not installed). */
#ifndef MMAEMU_IO_INTERNAL_H
#define MMAEMU_IO_INTERNAL_H

#include <stddef.h>

/* Write "FILE: message" into err (when err is given), on one line whatever
 * the file name or its contents held; returns -1. */
int mmaemu_io_fail(char *err, size_t errlen, const char *file, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* COUNT little-endian elements of SIZE bytes at data, in host order. */
void mmaemu_io_from_le(void *data, size_t count, size_t size);

#endif
