/* SPDX-License-Identifier: MIT */
/* lib_choice.c -- cuBLAS 13.1's choice of program on an H100 for any call,
 * predicted from the CPU (docs/library-choice.md).  The data are learnt from
 * the recorded calls of validation/data/cublas-choice-h100 and
 * validation/data/cublas-choice-h200-as-h100 (kernels/lib_choice_h100.bin,
 * written by validation/analysis/cublas_choice_table.py, read by
 * lib_choice_table.c); the procedure:
 *   1. the call's kind: operand format (aligned bf16 and fp16 one kind, told
 *      apart by a feature), output type, the coarsest alignment of its
 *      leading dimensions (16 bytes: nvjet; 4: CUTLASS sm80 align2; 2:
 *      CUTLASS sm75 align1, the rule that held on every recorded call),
 *      bias, C, alpha/beta;
 *   2. a row of that kind, format, shape and layout (the rows: every call
 *      recorded with output bits, and one recorded call of each program a
 *      leaf names): its program ("recorded shape");
 *   3. else the kind's decision tree over the call's features (shape,
 *      layout, tile counts, residues, ratios): the program of its leaf,
 *      which every recorded call there ran ("rule: decision tree": a guess
 *      where the heuristic changes its mind between recorded shapes); a
 *      batched call never splits K (660 of 660 recorded);
 *   4. no call of that kind: the kind without alpha/beta, then without C,
 *      then without bias.
 * The kernel and split then go through mmaemu_library_kernel_schedule. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lib_choice.h"

/* The largest of 16, 8, 4, 2 bytes dividing ld elements of `width` bytes. */
static unsigned align_bytes(size_t ld, unsigned width)
{
    const size_t b = ld * width;
    for (unsigned a = 16; a >= 2; a /= 2)
        if (b % a == 0)
            return a;
    return 1;
}

static unsigned call_align(const mmaemu_lib_gemm *g, mmaemu_epilogue out)
{
    const unsigned w = g->in == MMAEMU_BF16 || g->in == MMAEMU_FP16 ? 2 : 4;
    const unsigned ow = out == MMAEMU_EPI_NONE ? 4 : 2;
    const size_t lda = g->lda ? g->lda : (g->a_km ? g->m : g->k);
    const size_t ldb = g->ldb ? g->ldb : (g->b_nk ? g->k : g->n);
    const size_t ldc = g->ldc ? g->ldc : g->n;
    unsigned a = align_bytes(lda, w), b = align_bytes(ldb, w), c = align_bytes(ldc, ow);
    return a < b ? (a < c ? a : c) : (b < c ? b : c);
}

static int half(mmaemu_format f) { return f == MMAEMU_BF16 || f == MMAEMU_FP16; }

void choice_call_features(const mmaemu_lib_gemm *g, float x[CHOICE_FEATURES])
{
    static const double tiles[6][2] = {{64, 64}, {64, 128}, {128, 64}, {128, 128}, {128, 256},
                                       {256, 128}};
    const double m = (double)g->m, n = (double)g->n, k = (double)g->k, b = (double)g->batch;
    double v[CHOICE_FEATURES] = {m, n, k, b, g->a_km != 0, g->b_nk != 0, g->in == MMAEMU_FP16};
    int i = 7;
    for (double t = 64; t <= 256; t *= 2) {
        v[i++] = ceil(m / t);
        v[i++] = ceil(n / t);
    }
    for (int j = 0; j < 6; j++)
        v[i++] = ceil(m / tiles[j][0]) * ceil(n / tiles[j][1]) * b;
    const double rest[13] = {fmod(m, 8), fmod(n, 8), fmod(k, 8), fmod(m, 16), fmod(n, 16),
                             fmod(k, 64), m * n * b, m * n * k * b, k / (m > 1 ? m : 1),
                             k / (n > 1 ? n : 1), m / n, k / sqrt(m * n), m * n * b / 132.0};
    memcpy(v + i, rest, sizeof rest);
    for (i = 0; i < CHOICE_FEATURES; i++)
        x[i] = (float)v[i];
}

/* The kind's codes as the trees carry them (choice_tree); -1 for a format or output type no
 * tree has (fp8, say). */
static int kind_codes(mmaemu_format in, mmaemu_epilogue out, unsigned align, unsigned *fmt,
                      unsigned *outc)
{
    unsigned f = 0, o = 0;
    while (f < 4 && choice_formats[f] != in)
        f++;
    while (o < 3 && choice_outputs[o] != out)
        o++;
    if (f == 4 || o == 3)
        return -1;
    if (half(in) && align == 16)
        f = CHOICE_HALF, o = out == MMAEMU_EPI_NONE ? 0 : CHOICE_SIXTEEN;
    *fmt = f, *outc = o;
    return 0;
}

/* A call's kind: output type, alignment, bias, C, alpha/beta. */
typedef struct choice_kind {
    mmaemu_epilogue out;
    unsigned align;
    int bias, c, scaled;
} choice_kind;

/* The first row of the call's kind, format, shape and layout; NULL if none. */
static const choice_row *same_shape(const choice_table *t, const mmaemu_lib_gemm *g,
                                    const choice_kind *q)
{
    for (size_t i = 0; i < t->nrows; i++) {
        const choice_row *r = &t->rows[i];
        if (r->m == g->m && r->n == g->n && r->k == g->k && r->batch == g->batch &&
            r->fmt == g->in && r->out == q->out && r->align == q->align &&
            r->bias == q->bias && r->c == q->c && r->scaled == q->scaled &&
            r->a_km == !!g->a_km && r->b_nk == !!g->b_nk)
            return r;
    }
    return NULL;
}

/* The leaf of the kind's tree that g reaches; NULL when the kind has no tree. */
static const choice_node *tree_leaf(const choice_table *t, const mmaemu_lib_gemm *g,
                                    const choice_kind *q)
{
    unsigned fmt, out;
    if (kind_codes(g->in, q->out, q->align, &fmt, &out))
        return NULL;
    for (size_t i = 0; i < t->ntrees; i++) {
        const choice_tree *tr = &t->trees[i];
        if (tr->fmt != fmt || tr->out != out || tr->align != q->align || tr->bias != q->bias ||
            tr->c != q->c || tr->scaled != q->scaled)
            continue;
        float x[CHOICE_FEATURES];
        choice_call_features(g, x);
        size_t at = tr->root;   /* children lie after their parent: the walk ends */
        while (t->nodes[at].feature != CHOICE_LEAF)
            at = x[t->nodes[at].feature] <= t->nodes[at].threshold ? at + 1 : t->nodes[at].next;
        return &t->nodes[at];
    }
    return NULL;
}

/* The row's kernel name as the call's format would have it (nvjet tst <-> hsh, CUTLASS bf16
 * <-> f16), for the banner: the decoder takes the format from the call. */
static void name_for(const char *name, mmaemu_format row, mmaemu_format call, char *out, size_t len)
{
    const char *from = row == MMAEMU_BF16 ? "bf16" : "f16", *to = row == MMAEMU_BF16 ? "f16" : "bf16";
    size_t o = 0;
    if (row == call || !half(row) || !half(call)) {
        snprintf(out, len, "%s", name);
        return;
    }
    for (const char *p = name; *p && o + 8 < len;) {
        const int at_word = p == name || p[-1] == '_';
        if (!strncmp(p, "_tst_", 5) || !strncmp(p, "_hsh_", 5)) {
            o += (size_t)snprintf(out + o, len - o, "%s", row == MMAEMU_BF16 ? "_hsh_" : "_tst_");
            p += 5;
        } else if (at_word && !strncmp(p, from, strlen(from))) {
            o += (size_t)snprintf(out + o, len - o, "%s", to);
            p += strlen(from);
        } else {
            out[o++] = *p++;
        }
    }
    out[o < len ? o : len - 1] = '\0';
}

/* An nvjet kernel's beta field as the call has it, whatever the row's call had: bz without
 * C (or beta = 0), badd for C with beta = 1, bx for any other beta (every one of the 9,500
 * recorded nvjet calls; the dense recordings' names are borrowed across these kinds, as
 * cuBLASLt's algorithm text does not tell them apart). */
static void nvjet_beta_for(char *name, size_t len, const mmaemu_lib_gemm *g)
{
    static const char *const fields[] = {"_bz_", "_badd_", "_bx_"};
    if (strncmp(name, "nvjet_", 6))
        return;
    const char *want = !g->c ? "_bz_" : (g->scaled & MMAEMU_LIB_BETA) ? "_bx_" : "_badd_";
    for (int i = 0; i < 3; i++) {
        char *at = strstr(name, fields[i]);
        if (!at)
            continue;
        char rest[256];
        snprintf(rest, sizeof rest, "%s", at + strlen(fields[i]));
        snprintf(at, len - (size_t)(at - name), "%s%s", want, rest);
        return;
    }
}

static const char *const scheme_names[] = {"", "COMPUTE_TYPE", "OUTPUT_TYPE", "INPLACE"};

/* The kernel name and cuBLASLt split text of row r for the call g. */
static void row_program(const choice_table *t, const choice_row *r, const mmaemu_lib_gemm *g,
                        char *kernel, size_t klen, char *lt, size_t ltlen)
{
    name_for(t->names[r->name], r->fmt, g->in, kernel, klen);
    nvjet_beta_for(kernel, klen, g);
    /* batched calls never split K (660 of 660 recorded) */
    unsigned splits = g->batch > 1 ? 1 : r->splits;
    if (splits > g->k)
        splits = (unsigned)g->k;
    int n = 0;
    lt[0] = '\0';
    if (splits > 1)
        n = snprintf(lt, ltlen, "numSplitsK=%u reductionScheme=REDUCTION_SCHEME_%s", splits,
                     scheme_names[r->scheme < 4 ? r->scheme : 0]);
    if (r->option && n >= 0 && (size_t)n < ltlen)   /* gemvx, gemmSN_NN: lanes; xmma FFMA: reduction */
        snprintf(lt + n, ltlen - (size_t)n, "%scustomOption=%u", n ? " " : "", r->option);
}

int choice_predict(const choice_table *t, const mmaemu_lib_gemm *g, char *kernel, size_t klen,
                   char *lt, size_t ltlen, char *src, size_t srclen)
{
    const mmaemu_epilogue out = g->out_set ? g->out
                                : g->in == MMAEMU_BF16 ? MMAEMU_EPI_BF16
                                : g->in == MMAEMU_FP16 ? MMAEMU_EPI_FP16 : MMAEMU_EPI_NONE;
    const int scaled = g->scaled != 0;
    const int tries[4][3] = {{g->bias, g->c, scaled}, {g->bias, g->c, 0}, {g->bias, 0, 0}, {0, 0, 0}};
    for (int i = 0; i < 4; i++) {
        const choice_kind q = {out, call_align(g, out), !!tries[i][0], !!tries[i][1], tries[i][2]};
        const choice_row *r = same_shape(t, g, &q);
        const choice_node *leaf = r ? NULL : tree_leaf(t, g, &q);
        if (!r && !leaf)
            continue;
        if (!r)
            r = &t->rows[leaf->next];
        row_program(t, r, g, kernel, klen, lt, ltlen);
        if (!leaf)
            snprintf(src, srclen, "recorded shape (call %ux%ux%u, batch %u)", r->m, r->n, r->k,
                     r->batch);
        else
            snprintf(src, srclen, "rule: decision tree (a leaf of %u recorded calls of one program, "
                     "such as %ux%ux%u, batch %u)", leaf->calls, r->m, r->n, r->k, r->batch);
        return 0;
    }
    return -1;
}

int cublas_h100_choice(const mmaemu_lib_gemm *g, char *kernel, size_t klen, char *lt,
                       size_t ltlen, char *src, size_t srclen)
{
    const char *why;
    const choice_table *t = choice_h100_table(&why);
    if (!t) {
        snprintf(src, srclen, "%s", why);
        return -2;
    }
    return choice_predict(t, g, kernel, klen, lt, ltlen, src, srclen);
}
