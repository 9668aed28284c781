/* cli_util.c -- helpers shared by the subcommands. */
#include "cli.h"

#include <stdarg.h>

void cli_error(const char *fmt, ...)
{
    va_list ap;
    fputs("mmaemu: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}
