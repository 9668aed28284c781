/* cli_util.c -- helpers shared by the subcommands. */
#include "cli.h"

#include <stdarg.h>
#include <time.h>

void cli_error(const char *fmt, ...)
{
    va_list ap;
    fputs("mmaemu: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

int cli_take_value(const char *cmd, int argc, char **argv, int *i, const char **slot)
{
    if (!slot) {
        cli_error("%s: unknown option '%s'", cmd, argv[*i]);
        return 2;
    }
    if (*i + 1 >= argc) {
        cli_error("%s: option %s needs a value", cmd, argv[*i]);
        return 2;
    }
    *slot = argv[++*i];
    return 0;
}

double cli_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
