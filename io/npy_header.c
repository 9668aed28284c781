/* SPDX-License-Identifier: MIT */
/* npy_header.c -- the header dict of a .npy file, parsed by numpy's rules:
 * a Python literal (numpy reads it with ast.literal_eval) that is a dict
 * whose keys are exactly 'descr', 'fortran_order' and 'shape'; descr a
 * string, fortran_order a bool, shape a tuple of ints.  Quotes may be ' or
 * ", whitespace may fall between tokens, a trailing comma is allowed, a
 * repeated key keeps its last value (as in Python).  Not read (refused,
 * where numpy would accept): string prefixes and escapes, and int literals
 * other than decimal (with '_' between digits). */
#include <stdio.h>
#include <string.h>

#include "internal.h"

typedef struct cursor {
    const char *p, *end;
    char *msg;
    size_t msglen;
} cursor;

static int fail(cursor *c, const char *what)
{
    snprintf(c->msg, c->msglen, "malformed header: %s", what);
    return -1;
}

static void skip_ws(cursor *c)
{
    while (c->p < c->end && strchr(" \t\n\r\f", *c->p))
        c->p++;
}

/* A quoted string (no escapes) into buf; -1 if not one. */
static int parse_string(cursor *c, char *buf, size_t len)
{
    char q = c->p < c->end ? *c->p : 0;
    if (q != '\'' && q != '"')
        return fail(c, "expected a quoted string");
    const char *s = ++c->p;
    while (c->p < c->end && *c->p != q && *c->p != '\\' && *c->p != '\n')
        c->p++;
    if (c->p == c->end || *c->p != q)
        return fail(c, "unterminated or escaped string");
    size_t n = (size_t)(c->p - s);
    c->p++;
    if (n >= len)
        return fail(c, "string too long");
    memcpy(buf, s, n);
    buf[n] = '\0';
    return 0;
}

static int is_ident(char ch)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
           ch == '_';
}

static int parse_bool(cursor *c, int *v)
{
    size_t left = (size_t)(c->end - c->p);
    for (int b = 0; b < 2; b++) {
        const char *w = b ? "True" : "False";
        size_t n = strlen(w);
        if (left >= n && !memcmp(c->p, w, n) && (left == n || !is_ident(c->p[n]))) {
            c->p += n;
            *v = b;
            return 0;
        }
    }
    return fail(c, "'fortran_order' is not True or False");
}

/* A decimal int literal as Python writes it: no leading zeros (but "0",
 * "00"), '_' only between digits.  Capped at 2^60. */
static int parse_int(cursor *c, size_t *v)
{
    const char *s = c->p;
    unsigned long long x = 0;
    int digits = 0;
    while (c->p < c->end && ((*c->p >= '0' && *c->p <= '9') || *c->p == '_')) {
        if (*c->p == '_') {
            if (!digits || c->p + 1 == c->end || c->p[1] < '0' || c->p[1] > '9')
                return fail(c, "misplaced '_' in a shape dimension");
        } else {
            if (x > (1ull << 60))
                return fail(c, "shape dimension out of range");
            x = x * 10 + (unsigned)(*c->p - '0');
            digits++;
        }
        c->p++;
    }
    if (!digits || (c->p < c->end && is_ident(*c->p)))
        return fail(c, "shape is not a tuple of ints");
    if (*s == '0' && x != 0)
        return fail(c, "leading zero in a shape dimension");
    if (x > (1ull << 60))
        return fail(c, "shape dimension out of range");
    *v = (size_t)x;
    return 0;
}

/* "(" [int "," [int ("," int)* [","]]] ")": a one-element tuple needs its comma. */
static int parse_shape(cursor *c, mmaemu_npy_dict *d)
{
    if (c->p == c->end || *c->p != '(')
        return fail(c, "'shape' is not a tuple");
    c->p++;
    d->ndim = 0;
    for (;;) {
        skip_ws(c);
        if (c->p < c->end && *c->p == ')')
            break;
        if (d->ndim == MMAEMU_NPY_MAX_DIMS)
            return fail(c, "more than 8 dimensions");
        if (parse_int(c, &d->shape[d->ndim++]))
            return -1;
        skip_ws(c);
        if (c->p < c->end && *c->p == ',') {
            c->p++;
            continue;
        }
        if (c->p < c->end && *c->p == ')' && d->ndim > 1)
            break;
        return fail(c, d->ndim == 1 ? "'shape' is not a tuple (a one-element tuple needs ',')"
                                    : "expected ',' or ')' in 'shape'");
    }
    c->p++;
    return 0;
}

/* One "key: value" pair; bit 1 << k of *seen set for key k. */
static int parse_item(cursor *c, mmaemu_npy_dict *d, int *seen)
{
    char key[32];
    if (parse_string(c, key, sizeof key))
        return -1;
    skip_ws(c);
    if (c->p == c->end || *c->p != ':')
        return fail(c, "expected ':' after a key");
    c->p++;
    skip_ws(c);
    if (!strcmp(key, "descr")) {
        *seen |= 1;
        return parse_string(c, d->descr, sizeof d->descr);
    }
    if (!strcmp(key, "fortran_order")) {
        *seen |= 2;
        return parse_bool(c, &d->fortran_order);
    }
    if (!strcmp(key, "shape")) {
        *seen |= 4;
        return parse_shape(c, d);
    }
    snprintf(c->msg, c->msglen, "header key '%.20s' is not descr, fortran_order or shape", key);
    for (char *p = c->msg; *p; p++)
        if ((unsigned char)*p < 0x20 || (unsigned char)*p > 0x7e)
            *p = '?';
    return -1;
}

int mmaemu_io_npy_dict(const char *hdr, size_t len, mmaemu_npy_dict *d, char *msg, size_t msglen)
{
    cursor c = {hdr, hdr + len, msg, msglen};
    int seen = 0;
    memset(d, 0, sizeof *d);
    skip_ws(&c);
    if (c.p == c.end || *c.p != '{')
        return fail(&c, "not a dict");
    c.p++;
    for (;;) {
        skip_ws(&c);
        if (c.p < c.end && *c.p == '}')
            break;
        if (parse_item(&c, d, &seen))
            return -1;
        skip_ws(&c);
        if (c.p < c.end && *c.p == ',') {
            c.p++;
            continue;
        }
        if (c.p < c.end && *c.p == '}')
            break;
        return fail(&c, "expected ',' or '}'");
    }
    c.p++;
    skip_ws(&c);
    if (c.p != c.end)
        return fail(&c, "text after the dict");
    static const char *const names[] = {"descr", "fortran_order", "shape"};
    for (int k = 0; k < 3; k++)
        if (!(seen & 1 << k)) {
            snprintf(msg, msglen, "header has no '%s'", names[k]);
            return -1;
        }
    return 0;
}
