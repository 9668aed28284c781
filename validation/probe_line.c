/* dotline.c -- the text form of one dot product, shared by `mmaemu dot`,
 * the replay tests and anyone feeding the library from files:
 *     a_1 ... a_K | b_1 ... b_K | c
 * every value a hex bit pattern of exactly its format's width (an optional
 * 0x prefix is accepted). */
#include "mmaemu/probe.h"

#include <ctype.h>
#include <stdio.h>

static int hex_digits(mmaemu_format f)
{
    return mmaemu_format_get(f)->width / 4;
}

static int parse_hex(const char *tok, size_t len, int digits, uint32_t *out)
{
    if (len > 2 && tok[0] == '0' && (tok[1] == 'x' || tok[1] == 'X')) {
        tok += 2;
        len -= 2;
    }
    if ((int)len != digits)
        return -1;
    uint32_t v = 0;
    for (size_t i = 0; i < len; i++) {
        int ch = (unsigned char)tok[i];
        if (!isxdigit(ch))
            return -1;
        v = (v << 4) | (uint32_t)(isdigit(ch) ? ch - '0' : tolower(ch) - 'a' + 10);
    }
    *out = v;
    return 0;
}

int mmaemu_probe_parse_line(const char *line, mmaemu_format in, mmaemu_format acc,
                          uint32_t *a, uint32_t *b, size_t cap, size_t *k, uint32_t *c,
                          char *err, size_t errlen)
{
    int bars = 0, section = 0, have_c = 0;
    size_t na = 0, nb = 0;
    for (const char *s = line; *s; s++)
        bars += *s == '|';
    if (bars != 2) {
        snprintf(err, errlen, bars < 2 ? "expected 'a_1 ... a_K | b_1 ... b_K | c' (missing '|')"
                                       : "more than two '|' separators");
        return -1;
    }
    for (const char *s = line; *s;) {
        if (isspace((unsigned char)*s)) {
            s++;
            continue;
        }
        if (*s == '|') {
            section++;
            s++;
            continue;
        }
        const char *t = s;
        while (*s && *s != '|' && !isspace((unsigned char)*s))
            s++;
        size_t len = (size_t)(s - t);
        mmaemu_format f = section == 2 ? acc : in;
        uint32_t v;
        if (parse_hex(t, len, hex_digits(f), &v)) {
            snprintf(err, errlen, "%s value '%.*s' is not %d hex digits (%s)",
                     section == 0 ? "a" : section == 1 ? "b" : "c", (int)(len > 40 ? 40 : len), t,
                     hex_digits(f), mmaemu_format_get(f)->name);
            return -1;
        }
        if (section == 2) {
            if (have_c) {
                snprintf(err, errlen, "more than one c value");
                return -1;
            }
            *c = v;
            have_c = 1;
        } else {
            size_t *n = section == 0 ? &na : &nb;
            if (*n == cap) {
                snprintf(err, errlen, "more than %zu values in a or b", cap);
                return -1;
            }
            (section == 0 ? a : b)[(*n)++] = v;
        }
    }
    if (!have_c) {
        snprintf(err, errlen, "missing c value after the second '|'");
        return -1;
    }
    if (na == 0) {
        snprintf(err, errlen, "no a values");
        return -1;
    }
    if (na != nb) {
        snprintf(err, errlen, "%zu a values but %zu b values", na, nb);
        return -1;
    }
    *k = na;
    return 0;
}
