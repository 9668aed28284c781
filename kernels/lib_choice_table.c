/* SPDX-License-Identifier: MIT */
/* lib_choice_table.c -- reads the cuBLAS decision procedure's table
 * (kernels/lib_choice_h100.bin, inside the library through
 * lib_choice_blob.S).  The file: text lines up to an empty line
 *
 *     mmaemu cuBLAS choice table 1
 *     inputs sha256 <64 hex digits>
 *     rows <N> names <K> name_bytes <B>
 *     columns <CHOICE_COLUMNS below>
 *
 * (other lines are comments), then one zlib stream: the K kernel names,
 * each ended by a NUL (B bytes in all), and the N rows column after column,
 * each column of w-byte little-endian values stored as w byte planes (the
 * low bytes of every row, then the next ones), which compress far better
 * than rows of C. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "lib_choice.h"

#define CHOICE_MAGIC "mmaemu cuBLAS choice table 1"
#define CHOICE_COLUMNS "fmt:1 out:1 align:1 bias:1 c:1 scaled:1 a_km:1 b_nk:1 batch:4 m:4 n:4 " \
                       "k:4 name:2 splits:2 scheme:1 option:1"
#define ROW_BYTES 30
#define MAX_ROWS ((size_t)1 << 26)
#define MAX_NAMES 65536
#define MAX_NAME_BYTES ((size_t)1 << 24)
#define MAX_HEADER 4096

static const unsigned char column_width[16] = {1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 2, 2, 1, 1};

static int fail(char *why, size_t whylen, const char *what)
{
    snprintf(why, whylen, "kernels/lib_choice_h100.bin: %s", what);
    return -1;
}

/* The header's counts and digest; the offset of the zlib stream in *start. */
static int read_header(const unsigned char *blob, size_t len, choice_table *t, size_t *name_bytes,
                       size_t *start, char *why, size_t whylen)
{
    char head[MAX_HEADER + 1];
    size_t n = 0;   /* the header's length: up to and with its empty line */
    while (n + 1 < len && n + 1 < MAX_HEADER && blob[n] && !(blob[n] == '\n' && blob[n + 1] == '\n'))
        n++;
    if (n + 1 >= len || n + 1 >= MAX_HEADER || !blob[n])
        n = 0;
    memcpy(head, blob, n ? n + 1 : 0);
    head[n ? n + 1 : 0] = '\0';
    if (!n || strncmp(head, CHOICE_MAGIC "\n", strlen(CHOICE_MAGIC) + 1))
        return fail(why, whylen, "not a choice table of format 1 (first line, or no empty line "
                    "within 4096 bytes)");
    *start = n + 2;
    int have_rows = 0, have_columns = 0, have_digest = 0;
    for (char *line = head, *nl; (nl = strchr(line, '\n')); line = nl + 1) {
        *nl = '\0';
        unsigned long long rows, names, bytes;
        char tail;
        if (sscanf(line, "rows %llu names %llu name_bytes %llu%c", &rows, &names, &bytes, &tail) == 3) {
            if (!rows || rows > MAX_ROWS || !names || names > MAX_NAMES || bytes < names ||
                bytes > MAX_NAME_BYTES)
                return fail(why, whylen, "row, name or name-byte count out of range");
            t->nrows = (size_t)rows, t->nnames = (size_t)names, *name_bytes = (size_t)bytes;
            have_rows = 1;
        } else if (!strncmp(line, "columns ", 8)) {
            if (strcmp(line + 8, CHOICE_COLUMNS))
                return fail(why, whylen, "columns other than this library reads");
            have_columns = 1;
        } else if (!strncmp(line, "inputs sha256 ", 14)) {
            if (strlen(line + 14) != 64 || strspn(line + 14, "0123456789abcdef") != 64)
                return fail(why, whylen, "inputs sha256 is not 64 hex digits");
            memcpy(t->digest, line + 14, 65);
            have_digest = 1;
        }
    }
    if (!have_rows || !have_columns || !have_digest)
        return fail(why, whylen, "header lacks its rows, columns or inputs line");
    return 0;
}

/* Row i's value of column `col` from the byte planes at `at`. */
static uint32_t column_value(const unsigned char *at, size_t nrows, unsigned width, size_t i)
{
    uint32_t v = 0;
    for (unsigned p = 0; p < width; p++)
        v |= (uint32_t)at[p * nrows + i] << (8 * p);
    return v;
}

static const mmaemu_format row_formats[4] = {MMAEMU_BF16, MMAEMU_FP16, MMAEMU_TF32, MMAEMU_FP32};
static const mmaemu_epilogue row_outputs[3] = {MMAEMU_EPI_NONE, MMAEMU_EPI_BF16, MMAEMU_EPI_FP16};

/* One row from its 16 column values; 0, or -1 for a value out of its range. */
static int make_row(const uint32_t v[16], size_t nnames, choice_row *r)
{
    const uint32_t al = v[2];
    if (v[0] > 3 || v[1] > 2 || (al != 1 && al != 2 && al != 4 && al != 8 && al != 16) ||
        (v[3] | v[4] | v[5] | v[6] | v[7]) > 1 || !v[8] || !v[9] || !v[10] || !v[11] ||
        v[12] >= nnames || !v[13] || v[14] > 3)
        return -1;
    *r = (choice_row){.fmt = (unsigned char)row_formats[v[0]],
                      .out = (unsigned char)row_outputs[v[1]], .align = (unsigned char)al,
                      .bias = (unsigned char)v[3], .c = (unsigned char)v[4],
                      .scaled = (unsigned char)v[5], .a_km = (unsigned char)v[6],
                      .b_nk = (unsigned char)v[7], .batch = v[8], .m = v[9], .n = v[10],
                      .k = v[11], .name = (unsigned short)v[12], .splits = (unsigned short)v[13],
                      .scheme = (unsigned char)v[14], .option = (unsigned char)v[15]};
    return 0;
}

/* The names (K strings, each ended by a NUL, filling the B bytes exactly) and the rows. */
static int unpack(const unsigned char *data, size_t name_bytes, choice_table *t, char *why,
                  size_t whylen)
{
    const char *p = (const char *)data, *end = p + name_bytes;
    for (size_t i = 0; i < t->nnames; i++) {
        const char *nul = memchr(p, 0, (size_t)(end - p));
        if (!nul)
            return fail(why, whylen, "the names run past their byte count");
        t->names[i] = p;
        p = nul + 1;
    }
    if (p != end)
        return fail(why, whylen, "the names do not fill their byte count");
    const unsigned char *col[16];
    const unsigned char *at = data + name_bytes;
    for (unsigned c = 0; c < 16; c++) {
        col[c] = at;
        at += column_width[c] * t->nrows;
    }
    for (size_t i = 0; i < t->nrows; i++) {
        uint32_t v[16];
        for (unsigned c = 0; c < 16; c++)
            v[c] = column_value(col[c], t->nrows, column_width[c], i);
        if (make_row(v, t->nnames, &t->rows[i]))
            return fail(why, whylen, "a row value out of its range");
    }
    return 0;
}

void choice_table_free(choice_table *t)
{
    free(t->text);
    free(t->names);
    free(t->rows);
    memset(t, 0, sizeof *t);
}

int choice_table_read(const unsigned char *blob, size_t len, choice_table *t, char *why,
                      size_t whylen)
{
    size_t name_bytes = 0, start = 0;
    memset(t, 0, sizeof *t);
    if (read_header(blob, len, t, &name_bytes, &start, why, whylen)) {
        memset(t, 0, sizeof *t);
        return -1;
    }
    const size_t want = name_bytes + t->nrows * ROW_BYTES;   /* bounded by the MAX_ limits */
    t->text = malloc(want);
    t->names = malloc(t->nnames * sizeof *t->names);
    t->rows = malloc(t->nrows * sizeof *t->rows);
    if (!t->text || !t->names || !t->rows) {
        choice_table_free(t);
        return fail(why, whylen, "out of memory");
    }
    uLongf got = (uLongf)want;
    const int z = uncompress(t->text, &got, blob + start, (uLong)(len - start));
    if (z != Z_OK || got != want) {
        choice_table_free(t);
        return fail(why, whylen, z == Z_BUF_ERROR ? "more data than its header counts"
                                 : z != Z_OK      ? "its zlib stream is damaged"
                                                  : "less data than its header counts");
    }
    if (unpack(t->text, name_bytes, t, why, whylen)) {
        choice_table_free(t);
        return -1;
    }
    return 0;
}

static choice_table h100;
static char h100_why[160];
static int h100_ok;
static pthread_once_t h100_once = PTHREAD_ONCE_INIT;

static void read_h100(void)
{
    h100_ok = !choice_table_read(choice_h100_blob, (size_t)(choice_h100_blob_end - choice_h100_blob),
                                 &h100, h100_why, sizeof h100_why);
}

const choice_table *choice_h100_table(const char **why)
{
    pthread_once(&h100_once, read_h100);
    if (why)
        *why = h100_ok ? "" : h100_why;
    return h100_ok ? &h100 : NULL;
}
