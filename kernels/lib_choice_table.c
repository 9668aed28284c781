/* SPDX-License-Identifier: MIT */
/* lib_choice_table.c -- reads the cuBLAS decision procedure's table
 * (kernels/lib_choice_h100.bin, inside the library through
 * lib_choice_blob.S).  The file: text lines up to an empty line
 *
 *     mmaemu cuBLAS choice table 2
 *     inputs sha256 <64 hex digits>
 *     rows <N> names <K> name_bytes <B>
 *     columns <CHOICE_COLUMNS below>
 *     trees <T> nodes <M>
 *     tree_columns <TREE_COLUMNS below>
 *     node_columns <NODE_COLUMNS below>
 *     features <CHOICE_FEATURE_NAMES below>
 *
 * (other lines are comments), then one zlib stream: the K kernel names,
 * each ended by a NUL (B bytes in all), the N rows, the T trees and the M
 * nodes, each table column after column, a column of w-byte little-endian
 * values stored as w byte planes (the low bytes of every row, then the next
 * ones), which compress far better than rows of C.  A node's threshold is
 * a float32's bits.  The nodes of each tree are in preorder: a node's left
 * child follows it and its right child lies further on, inside the tree,
 * so that every walk ends. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "lib_choice.h"

#define CHOICE_MAGIC "mmaemu cuBLAS choice table 2"
#define CHOICE_COLUMNS "fmt:1 out:1 align:1 bias:1 c:1 scaled:1 a_km:1 b_nk:1 batch:4 m:4 n:4 " \
                       "k:4 name:2 splits:2 scheme:1 option:1"
#define TREE_COLUMNS "fmt:1 out:1 align:1 bias:1 c:1 scaled:1 root:4 size:4"
#define NODE_COLUMNS "feature:1 threshold:4 next:4 calls:4"
#define CHOICE_FEATURE_NAMES "m n k batch a_km b_nk fp16 m/64 n/64 m/128 n/128 m/256 n/256 " \
    "tiles64x64 tiles64x128 tiles128x64 tiles128x128 tiles128x256 tiles256x128 m%8 n%8 k%8 " \
    "m%16 n%16 k%64 mnb mnkb k/m k/n m/n k/sqrt(mn) mnb/132"
#define ROW_BYTES 30
#define TREE_BYTES 14
#define NODE_BYTES 13
#define MAX_ROWS ((size_t)1 << 26)
#define MAX_TREES 4096
#define MAX_NODES ((size_t)1 << 26)
#define MAX_NAMES 65536
#define MAX_NAME_BYTES ((size_t)1 << 24)
#define MAX_HEADER 4096

static const unsigned char column_width[16] = {1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 2, 2, 1, 1};

static int fail(char *why, size_t whylen, const char *what)
{
    snprintf(why, whylen, "kernels/lib_choice_h100.bin: %s", what);
    return -1;
}

/* What the header says besides the digest: the counts, and which lines were seen. */
typedef struct header_counts {
    size_t name_bytes;
    unsigned seen;               /* HAVE_ bits */
} header_counts;

enum { HAVE_ROWS = 1, HAVE_COLUMNS = 2, HAVE_DIGEST = 4, HAVE_TREES = 8, HAVE_TREE_COLUMNS = 16,
       HAVE_NODE_COLUMNS = 32, HAVE_FEATURES = 64, HAVE_ALL = 127 };

/* A header line's columns or features: exactly the text this library reads. */
static int same_text(const char *line, const char *key, const char *want, unsigned bit,
                     header_counts *h)
{
    const size_t n = strlen(key);
    if (strncmp(line, key, n))
        return 0;
    if (strcmp(line + n, want))
        return -1;
    h->seen |= bit;
    return 1;
}

/* One header line into t and h; -1 with its reason in *what. */
static int header_line(char *line, choice_table *t, header_counts *h, const char **what)
{
    unsigned long long a, b, c;
    char tail;
    int r;
    if (sscanf(line, "rows %llu names %llu name_bytes %llu%c", &a, &b, &c, &tail) == 3) {
        *what = "row, name or name-byte count out of range";
        if (!a || a > MAX_ROWS || !b || b > MAX_NAMES || c < b || c > MAX_NAME_BYTES)
            return -1;
        t->nrows = (size_t)a, t->nnames = (size_t)b, h->name_bytes = (size_t)c;
        h->seen |= HAVE_ROWS;
    } else if (sscanf(line, "trees %llu nodes %llu%c", &a, &b, &tail) == 2) {
        *what = "tree or node count out of range";
        if (!a || a > MAX_TREES || b < a || b > MAX_NODES)
            return -1;
        t->ntrees = (size_t)a, t->nnodes = (size_t)b;
        h->seen |= HAVE_TREES;
    } else if (!strncmp(line, "inputs sha256 ", 14)) {
        *what = "inputs sha256 is not 64 hex digits";
        if (strlen(line + 14) != 64 || strspn(line + 14, "0123456789abcdef") != 64)
            return -1;
        memcpy(t->digest, line + 14, 65);
        h->seen |= HAVE_DIGEST;
    } else {
        *what = "columns or features other than this library reads";
        if ((r = same_text(line, "columns ", CHOICE_COLUMNS, HAVE_COLUMNS, h)) ||
            (r = same_text(line, "tree_columns ", TREE_COLUMNS, HAVE_TREE_COLUMNS, h)) ||
            (r = same_text(line, "node_columns ", NODE_COLUMNS, HAVE_NODE_COLUMNS, h)) ||
            (r = same_text(line, "features ", CHOICE_FEATURE_NAMES, HAVE_FEATURES, h)))
            return r < 0 ? -1 : 0;
    }
    return 0;
}

/* The header's counts and digest; the offset of the zlib stream in *start. */
static int read_header(const unsigned char *blob, size_t len, choice_table *t, header_counts *h,
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
        return fail(why, whylen, "not a choice table of format 2 (first line, or no empty line "
                    "within 4096 bytes)");
    *start = n + 2;
    for (char *line = head, *nl; (nl = strchr(line, '\n')); line = nl + 1) {
        const char *what = "";
        *nl = '\0';
        if (header_line(line, t, h, &what))
            return fail(why, whylen, what);
    }
    if (h->seen != HAVE_ALL)
        return fail(why, whylen, "header lacks its rows, trees, columns, features or inputs line");
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

/* Row i of a table of n rows whose ncol columns of the given widths start at at: v[ncol]. */
static void table_row(const unsigned char *at, size_t n, const unsigned char *width, unsigned ncol,
                      size_t i, uint32_t *v)
{
    for (unsigned c = 0; c < ncol; c++) {
        v[c] = column_value(at, n, width[c], i);
        at += width[c] * n;
    }
}

const mmaemu_format choice_formats[4] = {MMAEMU_BF16, MMAEMU_FP16, MMAEMU_TF32, MMAEMU_FP32};
const mmaemu_epilogue choice_outputs[3] = {MMAEMU_EPI_NONE, MMAEMU_EPI_BF16, MMAEMU_EPI_FP16};

static int alignment_ok(uint32_t al) { return al == 1 || al == 2 || al == 4 || al == 8 || al == 16; }

/* One row from its 16 column values; 0, or -1 for a value out of its range. */
static int make_row(const uint32_t v[16], size_t nnames, choice_row *r)
{
    if (v[0] > 3 || v[1] > 2 || !alignment_ok(v[2]) || (v[3] | v[4] | v[5] | v[6] | v[7]) > 1 ||
        !v[8] || !v[9] || !v[10] || !v[11] || v[12] >= nnames || !v[13] || v[14] > 3)
        return -1;
    *r = (choice_row){.fmt = (unsigned char)choice_formats[v[0]],
                      .out = (unsigned char)choice_outputs[v[1]], .align = (unsigned char)v[2],
                      .bias = (unsigned char)v[3], .c = (unsigned char)v[4],
                      .scaled = (unsigned char)v[5], .a_km = (unsigned char)v[6],
                      .b_nk = (unsigned char)v[7], .batch = v[8], .m = v[9], .n = v[10],
                      .k = v[11], .name = (unsigned short)v[12], .splits = (unsigned short)v[13],
                      .scheme = (unsigned char)v[14], .option = (unsigned char)v[15]};
    return 0;
}

static const unsigned char tree_width[8] = {1, 1, 1, 1, 1, 1, 4, 4};
static const unsigned char node_width[4] = {1, 4, 4, 4};

/* One tree from its 8 column values; -1 for a value out of range or nodes outside the table. */
static int make_tree(const uint32_t v[8], size_t nnodes, choice_tree *t)
{
    if (v[0] > CHOICE_HALF || v[1] > CHOICE_SIXTEEN || !alignment_ok(v[2]) ||
        (v[3] | v[4] | v[5]) > 1 || !v[7] || v[6] >= nnodes || v[7] > nnodes - v[6])
        return -1;
    *t = (choice_tree){(unsigned char)v[0], (unsigned char)v[1], (unsigned char)v[2],
                       (unsigned char)v[3], (unsigned char)v[4], (unsigned char)v[5], v[6], v[7]};
    return 0;
}

/* Node i of tree t: a leaf naming a row, or a split on a feature whose children lie in the
 * tree after it (preorder), with a threshold that is a number. */
static int node_ok(const choice_table *tab, const choice_tree *t, size_t i)
{
    const choice_node *d = &tab->nodes[i];
    const size_t end = (size_t)t->root + t->size;
    if (d->feature == CHOICE_LEAF)
        return d->next < tab->nrows;
    return d->feature < CHOICE_FEATURES && d->threshold == d->threshold && i + 1 < end &&
           d->next > i + 1 && d->next < end;
}

/* The trees and their nodes from the planes at at; 0, or -1 with the reason. */
static int unpack_trees(const unsigned char *at, choice_table *t, char *why, size_t whylen)
{
    const unsigned char *nodes_at = at + TREE_BYTES * t->ntrees;
    for (size_t i = 0; i < t->nnodes; i++) {
        uint32_t v[4];
        table_row(nodes_at, t->nnodes, node_width, 4, i, v);
        memcpy(&t->nodes[i].threshold, &v[1], sizeof(float));
        t->nodes[i].feature = (unsigned char)v[0], t->nodes[i].next = v[2], t->nodes[i].calls = v[3];
    }
    for (size_t i = 0; i < t->ntrees; i++) {
        uint32_t v[8];
        table_row(at, t->ntrees, tree_width, 8, i, v);
        if (make_tree(v, t->nnodes, &t->trees[i]))
            return fail(why, whylen, "a tree's kind or nodes out of range");
        for (size_t j = t->trees[i].root; j < (size_t)t->trees[i].root + t->trees[i].size; j++)
            if (!node_ok(t, &t->trees[i], j))
                return fail(why, whylen, "a node's feature, threshold, child or row out of range");
    }
    return 0;
}

/* The names (K strings, each ended by a NUL, filling the B bytes exactly), the rows, the trees. */
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
    const unsigned char *at = data + name_bytes;
    for (size_t i = 0; i < t->nrows; i++) {
        uint32_t v[16];
        table_row(at, t->nrows, column_width, 16, i, v);
        if (make_row(v, t->nnames, &t->rows[i]))
            return fail(why, whylen, "a row value out of its range");
    }
    return unpack_trees(at + ROW_BYTES * t->nrows, t, why, whylen);
}

void choice_table_free(choice_table *t)
{
    free(t->text);
    free(t->names);
    free(t->rows);
    free(t->trees);
    free(t->nodes);
    memset(t, 0, sizeof *t);
}

int choice_table_read(const unsigned char *blob, size_t len, choice_table *t, char *why,
                      size_t whylen)
{
    header_counts h = {0, 0};
    size_t start = 0;
    memset(t, 0, sizeof *t);
    if (read_header(blob, len, t, &h, &start, why, whylen)) {
        memset(t, 0, sizeof *t);
        return -1;
    }
    /* bounded by the MAX_ limits */
    const size_t want = h.name_bytes + t->nrows * ROW_BYTES + t->ntrees * TREE_BYTES +
                        t->nnodes * NODE_BYTES;
    t->text = malloc(want);
    t->names = malloc(t->nnames * sizeof *t->names);
    t->rows = malloc(t->nrows * sizeof *t->rows);
    t->trees = malloc(t->ntrees * sizeof *t->trees);
    t->nodes = malloc(t->nnodes * sizeof *t->nodes);
    if (!t->text || !t->names || !t->rows || !t->trees || !t->nodes) {
        choice_table_free(t);
        return fail(why, whylen, "out of memory");
    }
    uLongf got = (uLongf)want;
    const int z = uncompress(t->text, &got, blob + start, (uLong)(len - start));
    if (z != Z_OK || got != want) {
        choice_table_free(t);
        return fail(why, whylen, z == Z_BUF_ERROR ? "more data than its header counts (or its "
                                                    "checksum cut off)"
                                 : z != Z_OK      ? "its zlib stream is damaged"
                                                  : "less data than its header counts");
    }
    if (unpack(t->text, h.name_bytes, t, why, whylen)) {
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
