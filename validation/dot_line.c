/* SPDX-License-Identifier: MIT */
/* dot_line.c -- one input line of `mmaemu dot` and of a version-2 probe
 * file (mmaemu/probe.h "Dot lines"): split it at '|' into its groups and
 * read each group's hex tokens in the group's format, checking digit
 * counts, value ranges and group sizes; and write one.  Needs
 * emu/format.c alone (the device harness compiles it). */
#include "mmaemu/probe.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Hex digits of a token of format f (8-bit containers: 2). */
static int digits_of(mmaemu_format f)
{
    int w = mmaemu_format_get(f)->width;
    return w <= 8 ? 2 : w / 4;
}

/* The largest pattern of f (fp4 0xF, fp6 0x3F, 8-bit 0xFF, ...). */
static uint32_t max_of(mmaemu_format f)
{
    int w = mmaemu_format_get(f)->width;
    return w >= 32 ? 0xFFFFFFFFu : (1u << w) - 1u;
}

/* Tokens of [s, end) in format f (digits hex digits each, max value
 * vmax) into out (room cap); the count into *n. */
static int read_group(const char *s, const char *end, int digits, uint32_t vmax, const char *what,
                      uint32_t *out, size_t cap, size_t *n, char *err, size_t errlen)
{
    *n = 0;
    while (s < end) {
        while (s < end && isspace((unsigned char)*s))
            s++;
        if (s >= end)
            break;
        if (end - s > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
            s += 2;   /* an optional 0x prefix */
        const char *t = s;
        uint32_t v = 0;
        while (s < end && !isspace((unsigned char)*s)) {
            int c = tolower((unsigned char)*s);
            if (!isxdigit(c)) {
                snprintf(err, errlen, "%s value '%.*s' is not hex", what,
                         (int)(strcspn(t, " \t|\n")), t);
                return -1;
            }
            v = v * 16 + (uint32_t)(isdigit(c) ? c - '0' : c - 'a' + 10);
            s++;
        }
        if (s - t != digits) {
            snprintf(err, errlen, "%s value '%.*s' is not %d hex digits", what, (int)(s - t), t,
                     digits);
            return -1;
        }
        if (v > vmax) {
            snprintf(err, errlen, "%s value '%.*s' is above 0x%X, the largest pattern of its "
                     "format", what, (int)(s - t), t, vmax);
            return -1;
        }
        if (*n >= cap) {
            if (cap == 1)
                snprintf(err, errlen, "more than one %s", what);
            else
                snprintf(err, errlen, "more than %zu %s values", cap, what);
            return -1;
        }
        out[(*n)++] = v;
    }
    return 0;
}

/* The groups of s: their starts and ends (at most max). */
static int split(const char *s, const char **start, const char **end, int max)
{
    int g = 0;
    for (;;) {
        const char *bar = strchr(s, '|');
        if (g < max) {
            start[g] = s;
            end[g] = bar ? bar : s + strlen(s);
        }
        g++;
        if (!bar)
            return g;
        s = bar + 1;
    }
}

/* c: one token, or "0". */
static int read_c(const char *s, const char *end, const mmaemu_dot_layout *lay, uint32_t *c,
                  char *err, size_t errlen)
{
    size_t n;
    while (s < end && isspace((unsigned char)*s))
        s++;
    const char *t = s;
    while (t < end && !isspace((unsigned char)*t))
        t++;
    if (t - s == 1 && *s == '0') {
        *c = 0;
        for (; t < end; t++)
            if (!isspace((unsigned char)*t))
                break;
        if (t == end)
            return 0;
    }
    if (read_group(s, end, digits_of(lay->acc), max_of(lay->acc), "c", c, 1, &n, err, errlen))
        return -1;
    if (n != 1) {
        snprintf(err, errlen, "missing c");
        return -1;
    }
    return 0;
}

/* Group sizes: A and B, scales, metadata. */
static int check_counts(const mmaemu_dot_layout *lay, const mmaemu_dot_line *l, char *err, size_t errlen)
{
    if (!l->na) {
        snprintf(err, errlen, "no a values");
        return -1;
    }
    if (l->nb != (lay->sparse ? 2 * l->na : l->na)) {
        snprintf(err, errlen, "%zu a values but %zu b values%s", l->na, l->nb,
                 lay->sparse ? " (sparse: b holds twice as many)" : "");
        return -1;
    }
    if (lay->scaled && l->na % lay->block) {
        snprintf(err, errlen, "%zu a values: not a multiple of the block %zu", l->na, lay->block);
        return -1;
    }
    return 0;
}

int mmaemu_dot_line_parse(const char *s, const mmaemu_dot_layout *lay, mmaemu_dot_line *l, char *err, size_t errlen)
{
    const char *st[8], *en[8];
    const int want = 3 + 2 * lay->scaled + lay->sparse;
    const int got = split(s, st, en, 8);
    if (got != want) {
        if (got < 3)
            snprintf(err, errlen, "missing '|' (a line is a | b | c%s%s)",
                     lay->scaled ? " | sa | sb" : "", lay->sparse ? " | metadata" : "");
        else if (want == 3)
            snprintf(err, errlen, "more than two '|' (a line is a | b | c)");
        else
            snprintf(err, errlen, "%d groups, expected %d (a | b | c%s%s)", got, want,
                     lay->scaled ? " | sa | sb" : "", lay->sparse ? " | metadata" : "");
        return -1;
    }
    if (read_group(st[0], en[0], digits_of(lay->a), max_of(lay->a), "a", l->a, l->cap, &l->na,
                   err, errlen) ||
        read_group(st[1], en[1], digits_of(lay->b), max_of(lay->b), "b", l->b, l->cap, &l->nb,
                   err, errlen) ||
        read_c(st[2], en[2], lay, &l->c, err, errlen) || check_counts(lay, l, err, errlen))
        return -1;
    l->ns = l->nmeta = 0;
    if (lay->scaled) {
        size_t G = l->na / lay->block, nb;
        if (read_group(st[3], en[3], 2, 0xFF, "sa", l->sa, l->cap, &l->ns, err, errlen) ||
            read_group(st[4], en[4], 2, 0xFF, "sb", l->sb, l->cap, &nb, err, errlen))
            return -1;
        if (l->ns != G || nb != G) {
            snprintf(err, errlen, "%zu A values in blocks of %zu need %zu scales each, got %zu and %zu",
                     l->na, lay->block, G, l->ns, nb);
            return -1;
        }
    }
    if (lay->sparse &&
        read_group(st[want - 1], en[want - 1], 8, 0xFFFFFFFFu, "metadata", l->meta,
                   l->cap / 8 + 1, &l->nmeta, err, errlen))
        return -1;
    return 0;
}

/* n hex patterns of `digits` digits at buf + *at, each followed by a blank. */
static void put_group(const uint32_t *v, size_t n, int digits, char *buf, size_t len, size_t *at)
{
    static const char hex[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        for (int d = digits - 1; d >= 0; d--, (*at)++)
            if (*at + 1 < len)
                buf[*at] = hex[(v[i] >> (4 * d)) & 15u];
        if (*at + 1 < len)
            buf[*at] = ' ';
        (*at)++;
    }
}

static void put_bar(char *buf, size_t len, size_t *at)
{
    for (const char *s = "| "; *s; s++, (*at)++)
        if (*at + 1 < len)
            buf[*at] = *s;
}

size_t mmaemu_dot_line_format(const mmaemu_dot_layout *lay, const mmaemu_dot_line *l, char *buf,
                              size_t len)
{
    size_t n = 0;
    put_group(l->a, l->na, digits_of(lay->a), buf, len, &n);
    put_bar(buf, len, &n);
    put_group(l->b, l->nb, digits_of(lay->b), buf, len, &n);
    put_bar(buf, len, &n);
    put_group(&l->c, 1, digits_of(lay->acc), buf, len, &n);
    if (lay->scaled) {
        put_bar(buf, len, &n);
        put_group(l->sa, l->ns, 2, buf, len, &n);
        put_bar(buf, len, &n);
        put_group(l->sb, l->ns, 2, buf, len, &n);
    }
    n--;   /* no blank after the last token */
    if (len)
        buf[n < len ? n : len - 1] = '\0';
    return n;
}
