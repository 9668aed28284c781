/* SPDX-License-Identifier: MIT */
/* util.c -- helpers shared by the subcommands: the error and banner lines,
 * option values, model names, the progress bar. */
#include "cli.h"

#include <errno.h>
#include <stdint.h>

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

void cli_error(const char *fmt, ...)
{
    va_list ap;
    fputs("mmaemu: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

int cli_quiet;

void cli_banner(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    if (cli_quiet)
        return;
    fprintf(stderr, "mmaemu %s: ", cmd);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

int cli_parse_count(const char *cmd, const char *opt, const char *v, unsigned long lo,
                    unsigned long hi, unsigned long *out)
{
    char *end;
    errno = 0;
    unsigned long x = strtoul(v, &end, 10);
    if (*v < '0' || *v > '9' || *end || errno || x < lo || x > hi) {
        cli_error("%s: %s '%s' (expected %lu..%lu)", cmd, opt, v, lo, hi);
        return CLI_BAD;
    }
    *out = x;
    return 0;
}

int cli_parse_counts(const char *cmd, const char *opt, const char *what, const char *v, int n,
                     const unsigned long *hi, unsigned long *out)
{
    const char *p = v;
    for (int i = 0; i < n; i++) {
        char *end;
        errno = 0;
        unsigned long x = *p >= '0' && *p <= '9' ? strtoul(p, &end, 10) : 0;
        if (*p < '0' || *p > '9' || (!errno && *end != (i + 1 < n ? ',' : '\0'))) {
            cli_error("%s: %s '%s' (expected %s: %d whole numbers separated by commas)", cmd, opt,
                      v, what, n);
            return CLI_BAD;
        }
        if (errno || x < 1 || x > hi[i]) {
            cli_error("%s: %s '%s': value %d is %s (expected 1..%lu)", cmd, opt, v, i + 1,
                      errno ? "more than 64 bits hold" : x ? "too large" : "0", hi[i]);
            return CLI_BAD;
        }
        out[i] = x;
        p = end + 1;
    }
    return 0;
}

int cli_parse_bytes(const char *opt, const char *v, uint64_t *out)
{
    static const char units[] = "KMGT";
    char *end;
    errno = 0;
    unsigned long long x = strtoull(v, &end, 10);
    const char *u = *end ? strchr(units, *end) : NULL;
    int shift = u ? 10 * (int)(u - units + 1) : 0;
    if (!*v || *v < '0' || *v > '9' || errno || (*end && (!u || end[1])) || x == 0 ||
        x > (UINT64_MAX >> shift)) {
        cli_error("%s '%s' (expected a byte count > 0, optionally with K, M, G or T)", opt, v);
        return CLI_BAD;
    }
    *out = (uint64_t)x << shift;
    return 0;
}

int cli_parse_real(const char *cmd, const char *opt, const char *v, double *out)
{
    char *end;
    double x = strtod(v, &end);
    if (!*v || *end || !(x >= 0) || x > 1e30) {
        cli_error("%s: %s '%s' (expected a number >= 0)", cmd, opt, v);
        return CLI_BAD;
    }
    *out = x;
    return 0;
}

int cli_set_threads(const char *cmd, const char *v)
{
    unsigned long t;
    if (!v)
        return 0;
    if (cli_parse_count(cmd, "--threads", v, 1, 1024, &t))
        return CLI_BAD;
#ifdef _OPENMP
    omp_set_num_threads((int)t);
#endif
    return 0;
}

/* ------------------------------------------------------------- models */

/* An alias part (--variant, --lib) must equal what the text said, when
 * both say it. */
static int agree(const char *cmd, const char *text, const char *what, const char *in_text,
                 const char *alias)
{
    if (alias && *in_text && strcmp(alias, in_text)) {
        cli_error("%s: model '%s' says %s '%s' but --%s says '%s'", cmd, text, what, in_text,
                  what, alias);
        return CLI_BAD;
    }
    return 0;
}

int cli_model_parse(const char *cmd, const char *text, const char *variant, const char *lib,
                    mmaemu_model_spec *spec)
{
    char err[512], full[256];
    if (!text) {
        cli_error("%s: --arch is required (ARCH[:VARIANT][+LIBPRESET]; mmaemu models lists "
                  "them)", cmd);
        return CLI_BAD;
    }
    if (mmaemu_model_spec_parse(text, spec, err, sizeof err)) {
        cli_error("%s: %s", cmd, err);
        return CLI_BAD;
    }
    if (lib && !strcmp(lib, "default") && *spec->lib) {
        cli_error("%s: model '%s' says lib '%s' but --lib says 'default'", cmd, text, spec->lib);
        return CLI_BAD;
    }
    if (agree(cmd, text, "variant", spec->variant, variant) ||
        agree(cmd, text, "lib", spec->lib, lib))
        return CLI_BAD;
    if ((!variant || *spec->variant) && (!lib || *spec->lib))
        return 0;
    /* Check the alias parts as if they had been written in the text. */
    const char *v = *spec->variant ? spec->variant : variant;
    const char *l = *spec->lib ? spec->lib : lib;
    snprintf(full, sizeof full, "%s%s%s%s%s", spec->arch->name, v ? ":" : "", v ? v : "",
             l ? "+" : "", l ? l : "");
    if (mmaemu_model_spec_parse(full, spec, err, sizeof err)) {
        cli_error("%s: %s", cmd, err);
        return CLI_BAD;
    }
    return 0;
}

void cli_model_describe(const mmaemu_model_spec *spec, char *buf, size_t len)
{
    char name[128];
    mmaemu_model_spec_format(spec, name, sizeof name);
    snprintf(buf, len, "%s (variant %s, library preset %s)", name, mmaemu_model_spec_variant(spec),
             spec->lib[0] ? spec->lib : "none");
}

/* ----------------------------------------------------------- progress */

double cli_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

void cli_bar_init(cli_bar *b, const char *label, int force, int quiet)
{
    b->on = !quiet && (force || isatty(2));
    b->label = label;
    b->t0 = cli_seconds();
    b->shown = -1.0;
    b->last = -1;
}

void cli_bar_update(void *ctx, double done)
{
    cli_bar *b = ctx;
    int pct = (int)(done * 100.0 + 0.5);
    if (!b->on || pct == b->last)
        return;
    double t = cli_seconds() - b->t0;
    if (pct < 100 && t - b->shown < 0.25)
        return;   /* a few updates a second are enough */
    b->shown = t;
    b->last = pct;
    char cells[41];
    int full = pct * 40 / 100;
    for (int i = 0; i < 40; i++)
        cells[i] = i < full ? '#' : '.';
    cells[40] = '\0';
    fprintf(stderr, "\r%s [%s] %3d%% %6.1f s", b->label, cells, pct, t);
    if (pct >= 100)
        fputc('\n', stderr);
    fflush(stderr);
}

/* "A[,B]": the operand formats of --in (B defaults to A).  0, or 2 after
 * a one-line error naming cmd. */
int cli_operand_formats(const char *cmd, const char *in, mmaemu_format *a, mmaemu_format *b)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%s", in);
    char *comma = strchr(buf, ',');
    if (comma)
        *comma = '\0';
    const char *names[2] = {buf, comma ? comma + 1 : buf};
    mmaemu_format *out[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        mmaemu_format f;
        if (strlen(in) >= sizeof buf || mmaemu_format_parse(names[i], &f) || f == MMAEMU_E8M13 ||
            f == MMAEMU_S32 || f == MMAEMU_UE8M0 || f == MMAEMU_UE4M3) {
            cli_error("%s: unknown input format '%s' (bf16 fp16 tf32 e4m3 e5m2 e4m3fnuz e5m2fnuz "
                      "fp32 e2m3 e3m2 e2m1 u8 s8)", cmd, names[i]);
            return CLI_BAD;
        }
        *out[i] = f;
    }
    return 0;
}
