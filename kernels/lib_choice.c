/* SPDX-License-Identifier: MIT */
/* lib_choice.c -- cuBLAS 13.1's choice of program on an H100 for any call,
 * predicted from the CPU (docs/library-choice.md).  The data are the
 * recorded calls of validation/data/cublas-choice-h100 (kernels/
 * lib_choice_h100.c); the procedure:
 *   1. the call's kind: operand format (aligned bf16 and fp16 one kind, a
 *      row of the other format FORMAT_DISTANCE further), output type, the coarsest
 *      alignment of its leading dimensions (16 bytes: nvjet; 4: CUTLASS
 *      sm80 align2; 2: CUTLASS sm75 align1, the rule that held on every
 *      recorded call), bias, C, alpha/beta;
 *   2. a recorded call of that kind with the same shape and layout: its
 *      program ("recorded shape");
 *   3. else the nearest recorded call of that kind in (log2 m, log2 n,
 *      log2 k, log2 batch, layout), k counted twice, batched calls apart
 *      (a batched call never splits K: 660 of 660 recorded): its kernel and split
 *      ("nearest recorded call": a learnt rule, a guess where the heuristic
 *      changes its mind between recorded shapes);
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

static double lg(double x) { return log2(x > 1 ? x : 1); }

static int half(mmaemu_format f) { return f == MMAEMU_BF16 || f == MMAEMU_FP16; }

/* A row's format serves the call's: the same, or for 16-byte aligned calls (nvjet) bf16 for
 * fp16 and the reverse (their programs agree on 99.7 % of the dense recording's shapes), at
 * FORMAT_DISTANCE. */
#define FORMAT_DISTANCE 0.02

static double distance(const choice_row *r, const mmaemu_lib_gemm *g)
{
    const double dm = lg((double)r->m) - lg((double)g->m), dn = lg((double)r->n) - lg((double)g->n);
    const double dk = lg((double)r->k) - lg((double)g->k);
    const double db = lg((double)r->batch) - lg((double)g->batch);
    return dm * dm + dn * dn + 2 * dk * dk + db * db + 0.5 * (r->a_km != g->a_km) +
           0.5 * (r->b_nk != g->b_nk) + 100.0 * ((r->batch > 1) != (g->batch > 1)) +
           FORMAT_DISTANCE * (r->fmt != g->in);
}

/* The recorded row for g of the kind (fmt, out, align, bias, c, scaled):
 * the same shape, else the nearest; NULL when the kind has no row. */
static const choice_row *nearest(const mmaemu_lib_gemm *g, mmaemu_epilogue out, unsigned align,
                                 int bias, int c, int scaled, int *same)
{
    const choice_row *best = NULL;
    double bd = 0;
    for (size_t i = 0; i < choice_h100_nrows; i++) {
        const choice_row *r = &choice_h100_rows[i];
        const int fmt_ok = r->fmt == g->in || (half(r->fmt) && half(g->in) && align == 16);
        const int out_ok = r->out == out || (out != MMAEMU_EPI_NONE && r->out != MMAEMU_EPI_NONE);
        if (!fmt_ok || !out_ok || r->align != align || r->bias != bias || r->c != c ||
            r->scaled != scaled)
            continue;
        const double d = distance(r, g);
        if (!best || d < bd)
            best = r, bd = d;
    }
    *same = best && bd == 0.0;
    return best;
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

static const char *const scheme_names[] = {"", "COMPUTE_TYPE", "OUTPUT_TYPE", "INPLACE"};

int cublas_h100_choice(const mmaemu_lib_gemm *g, char *kernel, size_t klen, char *lt,
                              size_t ltlen, char *src, size_t srclen)
{
    const mmaemu_epilogue out = g->out_set ? g->out
                                : g->in == MMAEMU_BF16 ? MMAEMU_EPI_BF16
                                : g->in == MMAEMU_FP16 ? MMAEMU_EPI_FP16 : MMAEMU_EPI_NONE;
    const unsigned align = call_align(g, out);
    const int tries[4][3] = {{g->bias, g->c, g->scaled}, {g->bias, g->c, 0}, {g->bias, 0, 0}, {0, 0, 0}};
    int same = 0;
    const choice_row *r = NULL;
    for (int t = 0; t < 4 && !r; t++)
        r = nearest(g, out, align, tries[t][0], tries[t][1], tries[t][2], &same);
    if (!r)
        return -1;
    name_for(choice_h100_names[r->name], r->fmt, g->in, kernel, klen);
    /* batched calls never split K (660 of 660 recorded) */
    unsigned splits = g->batch > 1 ? 1 : r->splits;
    if (splits > g->k)
        splits = (unsigned)g->k;
    if (splits > 1)
        snprintf(lt, ltlen, "numSplitsK=%u reductionScheme=REDUCTION_SCHEME_%s", splits,
                 scheme_names[r->scheme < 4 ? r->scheme : 0]);
    else
        lt[0] = '\0';
    if (same)
        snprintf(src, srclen, "recorded shape (call %ux%ux%u, batch %u)", r->m, r->n, r->k, r->batch);
    else
        snprintf(src, srclen, "rule: nearest recorded call %ux%ux%u, batch %u", r->m, r->n, r->k,
                 r->batch);
    return 0;
}
