/* SPDX-License-Identifier: MIT */
/* dot_line.h -- one input line of `mmaemu dot` (cli/dot_line.c):
 *     a_1 ... a_K | b_1 ... b_K | c [| sa_1 ... sa_G | sb_1 ... sb_G] [| m_1 ...]
 * every token a hex bit pattern of its format's width (2 digits for the
 * 8-bit containers of fp4/fp6/fp8/int8 and for scales, 4 for bf16/fp16, 8
 * for tf32/fp32/s32 and for sparse metadata words; c may be 0). */
#ifndef MMAEMU_CLI_DOT_LINE_H
#define MMAEMU_CLI_DOT_LINE_H

#include <stddef.h>
#include <stdint.h>

#include "mmaemu/format.h"

/* What a line holds, from the options. */
typedef struct dot_layout {
    mmaemu_format a, b, acc;
    int scaled;          /* sa and sb groups follow c */
    mmaemu_format scale; /* their format */
    size_t block;        /* A values per scale */
    int sparse;          /* A holds K/2 values; a metadata group ends the line */
} dot_layout;

/* One parsed line; arrays of room `cap` each (meta: cap / 8 + 1). */
typedef struct dot_line {
    uint32_t *a, *b, *sa, *sb, *meta;
    size_t na, nb, ns, nmeta, cap;
    uint32_t c;
} dot_line;

/* Parse s into l.  0, or -1 with a one-line reason in err. */
int dot_line_parse(const char *s, const dot_layout *lay, dot_line *l, char *err, size_t errlen);

#endif
