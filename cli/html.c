/* SPDX-License-Identifier: MIT */
/* html.c -- what the command's HTML pages share (`explain dcpp --html`,
 * `advise dcpp --html`): text escaped for an element or an attribute. */
#include "cli.h"

void cli_html_escape(FILE *f, const char *s)
{
    for (; *s; s++)
        switch (*s) {
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '&': fputs("&amp;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fputc(*s, f);
        }
}
