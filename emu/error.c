/* SPDX-License-Identifier: MIT */
/* error.c -- the library's one error convention: a one-line reason written
 * into the caller's buffer (which may be NULL), "FILE:LINE: problem" or
 * "FILE: problem" where a file is concerned, and -1 returned. */
#include <stdarg.h>
#include <stdio.h>

#include "mmaemu/format.h"

int mmaemu_error_v(char *err, size_t errlen, const char *file, unsigned long line,
                   const char *fmt, va_list ap)
{
    if (!err || !errlen)
        return -1;
    int n = !file ? 0 : line ? snprintf(err, errlen, "%s:%lu: ", file, line)
                             : snprintf(err, errlen, "%s: ", file);
    if (n >= 0 && (size_t)n < errlen)
        vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
    for (char *c = err; *c; c++)   /* one line, whatever a file name holds */
        if (*c == '\n' || *c == '\r')
            *c = ' ';
    return -1;
}

int mmaemu_error_at(char *err, size_t errlen, const char *file, unsigned long line,
                    const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    mmaemu_error_v(err, errlen, file, line, fmt, ap);
    va_end(ap);
    return -1;
}

int mmaemu_error(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    mmaemu_error_v(err, errlen, NULL, 0, fmt, ap);
    va_end(ap);
    return -1;
}
