/* SPDX-License-Identifier: MIT */
/* lib_choice.c -- cuBLAS 13.1's choice of program on an H100 for any call,
 * predicted from the CPU (docs/library-choice.md).  The data are the
 * recorded calls of validation/data/cublas-choice-h100 (kernels/
 * lib_choice_h100.bin, read by lib_choice_table.c); the procedure:
 *   1. the call's kind: operand format (aligned bf16 and fp16 one kind, a
 *      row of the other format FORMAT_DISTANCE further), output type, the coarsest
 *      alignment of its leading dimensions (16 bytes: nvjet; 4: CUTLASS
 *      sm80 align2; 2: CUTLASS sm75 align1, the rule that held on every
 *      recorded call), bias, C, alpha/beta;
 *   2. a recorded call of that kind with the same shape and layout: its
 *      program ("recorded shape");
 *   3. else the nearest recorded call of that kind in (log2 m, log2 n,
 *      log2 k, log2 batch, layout, log2 of the counts of 64-, 128- and
 *      256-wide tiles along m and n), k counted twice, batched calls apart
 *      (a batched call never splits K: 660 of 660 recorded): its kernel and split
 *      ("nearest recorded call": a learnt rule, a guess where the heuristic
 *      changes its mind between recorded shapes);
 *   4. no call of that kind: the kind without alpha/beta, then without C,
 *      then without bias.
 * The kernel and split then go through mmaemu_library_kernel_schedule. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
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

static double lg(double x) { return log2(x > 1 ? x : 1); }

static int half(mmaemu_format f) { return f == MMAEMU_BF16 || f == MMAEMU_FP16; }

/* A row's format serves the call's: the same, or for 16-byte aligned calls (nvjet) bf16 for
 * fp16 and the reverse (their programs agree on 99.7 % of the dense recording's shapes), at
 * FORMAT_DISTANCE. */
#define FORMAT_DISTANCE 0.02

/* The heuristic's programs jump where m or n crosses a multiple of a tile size (at m = 128 a
 * 64-row tile fits twice, at 129 it needs a third): besides log2 m, the distance compares how
 * many tiles of 64, 128 and 256 cover m and n, so that a call at a multiple of 64 takes its
 * neighbour below rather than the one just across the boundary (chosen by leave-one-out over
 * the dense recordings, docs/library-choice.md). */
static double tiles_term(size_t rm, size_t rn, size_t gm, size_t gn)
{
    double sum = 0;
    for (size_t t = 64; t <= 256; t *= 2) {
        const double a = lg((double)((rm + t - 1) / t)) - lg((double)((gm + t - 1) / t));
        const double b = lg((double)((rn + t - 1) / t)) - lg((double)((gn + t - 1) / t));
        sum += a * a + b * b;
    }
    return sum;
}

static double distance(const choice_row *r, const mmaemu_lib_gemm *g)
{
    const double dm = lg((double)r->m) - lg((double)g->m), dn = lg((double)r->n) - lg((double)g->n);
    const double dk = lg((double)r->k) - lg((double)g->k);
    const double db = lg((double)r->batch) - lg((double)g->batch);
    return dm * dm + dn * dn + tiles_term(r->m, r->n, g->m, g->n) + 2 * dk * dk + db * db +
           0.5 * (r->a_km != g->a_km) +
           0.5 * (r->b_nk != g->b_nk) + 100.0 * ((r->batch > 1) != (g->batch > 1)) +
           FORMAT_DISTANCE * (r->fmt != g->in);
}

/* The rows grouped by what every candidate of a call shares (the format's
 * class: 16-bit, tf32, fp32; the alignment; bias, C, alpha/beta), each group
 * in the order of m, so that a call scans its group outwards from its own m
 * and stops where log2 m alone is further than the nearest row found:
 * index[first[grp] .. first[grp + 1]). */
#define GROUPS (3 * 5 * 2 * 2 * 2)
static const choice_table *tab;   /* NULL: the table cannot be read */
static size_t group_first[GROUPS + 1];
static size_t *group_index;
static pthread_once_t grouped = PTHREAD_ONCE_INIT;

static unsigned group_of(mmaemu_format fmt, unsigned align, int bias, int c, int scaled)
{
    const unsigned cls = half(fmt) ? 0 : fmt == MMAEMU_TF32 ? 1 : 2;
    const unsigned al = align >= 16 ? 4 : align >= 8 ? 3 : align >= 4 ? 2 : align >= 2 ? 1 : 0;
    return (((cls * 5 + al) * 2 + !!bias) * 2 + !!c) * 2 + !!scaled;
}

static int by_m(const void *x, const void *y)
{
    const size_t i = *(const size_t *)x, j = *(const size_t *)y;
    const unsigned mi = tab->rows[i].m, mj = tab->rows[j].m;
    return mi != mj ? (mi < mj ? -1 : 1) : (i > j) - (i < j);
}

static void group_rows(void)
{
    size_t count[GROUPS] = {0};
    tab = choice_h100_table(NULL);
    if (!tab)
        return;
    group_index = malloc((tab->nrows ? tab->nrows : 1) * sizeof *group_index);
    if (!group_index)
        return;   /* nearest() then scans every row */
    for (size_t i = 0; i < tab->nrows; i++) {
        const choice_row *r = &tab->rows[i];
        count[group_of(r->fmt, r->align, r->bias, r->c, r->scaled)]++;
    }
    for (unsigned g = 0; g < GROUPS; g++)
        group_first[g + 1] = group_first[g] + count[g];
    size_t fill[GROUPS];
    memcpy(fill, group_first, sizeof fill);
    for (size_t i = 0; i < tab->nrows; i++) {
        const choice_row *r = &tab->rows[i];
        group_index[fill[group_of(r->fmt, r->align, r->bias, r->c, r->scaled)]++] = i;
    }
    for (unsigned g = 0; g < GROUPS; g++)
        qsort(group_index + group_first[g], count[g], sizeof *group_index, by_m);
}

/* A call's kind (fmt, out, align, bias, c, scaled) and the nearest row of it so far. */
typedef struct choice_query {
    const mmaemu_lib_gemm *g;
    mmaemu_epilogue out;
    unsigned align;
    int bias, c, scaled;
    size_t best;              /* a row index; tab->nrows: none yet */
    double best_d;
} choice_query;

/* Row i against the best so far: of the kind, and nearer (or as near and first in table
 * order, so that the answer does not depend on the order rows are visited in). */
static void consider(choice_query *q, size_t i)
{
    const choice_row *r = &tab->rows[i];
    const mmaemu_lib_gemm *g = q->g;
    const int fmt_ok = r->fmt == g->in || (half(r->fmt) && half(g->in) && q->align == 16);
    const int out_ok = r->out == q->out || (q->out != MMAEMU_EPI_NONE && r->out != MMAEMU_EPI_NONE);
    if (!fmt_ok || !out_ok || r->align != q->align || r->bias != q->bias || r->c != q->c ||
        r->scaled != q->scaled)
        return;
    const double d = distance(r, g);
    if (q->best == tab->nrows || d < q->best_d || (d == q->best_d && i < q->best))
        q->best = i, q->best_d = d;
}

/* Outwards from the call's m through a group sorted by m; a row whose log2 m alone is further
 * than the best cannot be nearer (distance adds only non-negative terms to that square). */
static void scan_group(choice_query *q, const size_t *idx, size_t n)
{
    const double lm = lg((double)q->g->m);
    size_t lo = 0, hi = n;
    while (lo < hi) {   /* the first row with m >= the call's */
        const size_t mid = lo + (hi - lo) / 2;
        if (tab->rows[idx[mid]].m < q->g->m)
            lo = mid + 1;
        else
            hi = mid;
    }
    size_t up = lo, down = lo;
    for (;;) {
        const double du = up < n ? lg((double)tab->rows[idx[up]].m) - lm : INFINITY;
        const double dd = down > 0 ? lm - lg((double)tab->rows[idx[down - 1]].m) : INFINITY;
        const double step = du < dd ? du : dd;
        if (step == INFINITY || (q->best != tab->nrows && step * step > q->best_d))
            return;
        consider(q, du < dd ? idx[up++] : idx[--down]);
    }
}

/* The recorded row for g of the kind (fmt, out, align, bias, c, scaled):
 * the same shape, else the nearest (the first of equals in table order);
 * NULL when the kind has no row. */
static const choice_row *nearest(const mmaemu_lib_gemm *g, mmaemu_epilogue out, unsigned align,
                                 int bias, int c, int scaled, int *same)
{
    choice_query q = {g, out, align, bias, c, scaled, tab->nrows, 0.0};
    if (group_index) {
        const unsigned grp = group_of(g->in, align, bias, c, scaled);
        scan_group(&q, group_index + group_first[grp], group_first[grp + 1] - group_first[grp]);
    } else {
        for (size_t i = 0; i < tab->nrows; i++)
            consider(&q, i);
    }
    *same = q.best != tab->nrows && q.best_d == 0.0;
    return q.best != tab->nrows ? &tab->rows[q.best] : NULL;
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

int cublas_h100_choice(const mmaemu_lib_gemm *g, char *kernel, size_t klen, char *lt,
                              size_t ltlen, char *src, size_t srclen)
{
    const mmaemu_epilogue out = g->out_set ? g->out
                                : g->in == MMAEMU_BF16 ? MMAEMU_EPI_BF16
                                : g->in == MMAEMU_FP16 ? MMAEMU_EPI_FP16 : MMAEMU_EPI_NONE;
    const unsigned align = call_align(g, out);
    const int scaled = g->scaled != 0;
    const int tries[4][3] = {{g->bias, g->c, scaled}, {g->bias, g->c, 0}, {g->bias, 0, 0}, {0, 0, 0}};
    int same = 0;
    const choice_row *r = NULL;
    const char *why;
    pthread_once(&grouped, group_rows);
    if (!tab) {
        choice_h100_table(&why);
        snprintf(src, srclen, "%s", why);
        return -2;
    }
    for (int t = 0; t < 4 && !r; t++)
        r = nearest(g, out, align, tries[t][0], tries[t][1], tries[t][2], &same);
    if (!r)
        return -1;
    name_for(tab->names[r->name], r->fmt, g->in, kernel, klen);
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
    if (r->option && n >= 0 && (size_t)n < ltlen)   /* a gemvx or gemmSN_NN kernel's lanes */
        snprintf(lt + n, ltlen - (size_t)n, "%scustomOption=%u", n ? " " : "", r->option);
    if (same)
        snprintf(src, srclen, "recorded shape (call %ux%ux%u, batch %u)", r->m, r->n, r->k, r->batch);
    else
        snprintf(src, srclen, "rule: nearest recorded call %ux%ux%u, batch %u", r->m, r->n, r->k,
                 r->batch);
    return 0;
}
