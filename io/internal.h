/* internal.h -- shared by the tensor readers of io/ (not installed). */
#ifndef MMAEMU_IO_INTERNAL_H
#define MMAEMU_IO_INTERNAL_H

#include <stddef.h>

/* COUNT little-endian elements of SIZE bytes at data, in host order. */
void mmaemu_io_from_le(void *data, size_t count, size_t size);

#endif
