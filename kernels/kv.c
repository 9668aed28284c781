/* SPDX-License-Identifier: MIT */
/* kv.c -- the "key=value key=value" text of schedules and tile configs:
 * items separated by spaces, tabs or commas, each handed to a setter. */
#include <stdio.h>
#include <string.h>

#include "schedule_impl.h"

int mmaemu_kv_parse(const char *text, const char *what, mmaemu_kv_setter set, void *ctx,
                    char *err, size_t errlen)
{
    for (const char *p = text ? text : ""; *p;) {
        p += strspn(p, " ,\t");
        size_t n = strcspn(p, " ,\t");
        if (!n)
            break;
        char tok[128];
        if (n >= sizeof tok)
            return mmaemu_error(err, errlen, "%s: item too long: '%.40s...'", what, p);
        memcpy(tok, p, n);
        tok[n] = '\0';
        p += n;
        char *eq = strchr(tok, '=');
        if (!eq || eq == tok)
            return mmaemu_error(err, errlen, "%s: '%s' is not key=value", what, tok);
        *eq = '\0';
        if (set(ctx, tok, eq + 1, err, errlen))
            return -1;
    }
    return 0;
}
