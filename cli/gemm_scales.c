/* SPDX-License-Identifier: MIT */
/* gemm_scales.c -- the block scales of `mmaemu gemm` read from tensor
 * files and checked against the problem (shape before any data), and the
 * fp6/fp4 operands' bytes checked to hold one value each. */
#include "gemm_operands.h"

#include <stdlib.h>
#include <string.h>

/* What a scale file must be: uint8, rows x cols as stored, optionally
 * with the problem's batch first. */
typedef struct {
    size_t rows, cols, batch;
    const char *what;        /* "(m, K/block)", ... */
    int ue4m3;               /* the scales are ue4m3: safetensors F8_E4M3 holds them too */
} scale_shape;

static int check_shape(void *ctx, mmaemu_tensor_kind kind, int ndim, const size_t *shape,
                       char *why, size_t whylen)
{
    const scale_shape *w = ctx;
    if (kind != MMAEMU_TENSOR_BITS8 && !(w->ue4m3 && kind == MMAEMU_TENSOR_E4M3)) {
        snprintf(why, whylen, "a %s tensor (expected uint8 scale bytes%s)",
                 mmaemu_tensor_kind_name(kind), w->ue4m3 ? " or F8_E4M3" : "");
        return 1;
    }
    const int ok = (ndim == 2 && shape[0] == w->rows && shape[1] == w->cols) ||
                   (ndim == 3 && w->batch && shape[0] == w->batch && shape[1] == w->rows &&
                    shape[2] == w->cols);
    if (!ok) {
        char got[64] = "(";
        for (int i = 0; i < ndim && i < 4; i++)
            snprintf(got + strlen(got), sizeof got - strlen(got), "%zu%s", shape[i],
                     i + 1 < ndim ? ", " : ")");
        snprintf(why, whylen, "shape %s, expected (%s%zu, %zu) = %s", ndim ? got : "()",
                 w->batch ? "[batch,] " : "", w->rows, w->cols, w->what);
    }
    return !ok;
}

/* One scale file: (rows, cols) as its operand is stored, K / block in
 * place of K; its view with K / block along the operand's K. */
static int read_scale(const char *cmd, const char *opt, const char *path, const problem *p,
                      int k_first, size_t other, operand *x, mmaemu_mat *v)
{
    char err[1024];
    const size_t kb = p->k / p->block;
    const int is_a = opt[8] == 'a';   /* "--scale-a" */
    scale_shape w = {k_first ? kb : other, k_first ? other : kb, p->batch,
                     k_first ? (is_a ? "(K/block, m)" : "(K/block, n)")
                             : (is_a ? "(m, K/block)" : "(n, K/block)"),
                     p->scale_fmt == MMAEMU_UE4M3};
    x->opt = opt;
    x->path = path;
    if (mmaemu_tensor_read_checked(path, check_shape, &w, &x->t, &x->kind, err, sizeof err)) {
        cli_error("%s: %s %s", cmd, opt, err);
        return CLI_BAD;
    }
    x->batch = x->t.ndim == 3 ? x->t.shape[0] : 0;
    /* element (row i, K block q) of the GEMM's view */
    *v = (mmaemu_mat){x->t.data, x->batch ? (ptrdiff_t)(w.rows * w.cols) : 0,
                      k_first ? 1 : (ptrdiff_t)w.cols, k_first ? (ptrdiff_t)w.cols : 1};
    return 0;
}

int gemm_read_scales(const char *cmd, const char *sa, const char *sb, const problem *p,
                     operands *x, mmaemu_gemm_scales *s)
{
    if (!sa || !sb) {
        cli_error("%s: block scales need both --scale-a and --scale-b", cmd);
        return CLI_BAD;
    }
    if (p->k % p->block) {
        cli_error("%s: --a %s: K = %zu is not a multiple of --block %zu", cmd, x->a.path, p->k,
                  p->block);
        return CLI_BAD;
    }
    mmaemu_mat vb;
    if (read_scale(cmd, "--scale-a", sa, p, p->a_km, p->m, &x->sa, &s->a) ||
        read_scale(cmd, "--scale-b", sb, p, !p->b_nk, p->n, &x->sb, &vb))
        return CLI_BAD;
    /* B's view is (K block, column): the transpose of read_scale's rows */
    s->b = (mmaemu_mat){vb.data, vb.sb, vb.sj, vb.si};
    s->block = p->block;
    return 0;
}

int gemm_check_narrow(const char *cmd, const operand *x, mmaemu_format f)
{
    const int w = mmaemu_format_get(f)->width;
    if (w >= 8)
        return 0;
    const uint8_t *d = x->t.data;
    for (size_t i = 0; i < x->t.count; i++)
        if (d[i] >> w) {
            cli_error("%s: %s %s: byte %zu is 0x%02x: %s holds one value a byte, in its low %d bits",
                      cmd, x->opt, x->path, i, d[i], mmaemu_format_get(f)->name, w);
            return CLI_BAD;
        }
    return 0;
}
