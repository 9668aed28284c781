/* gemm.c -- a batched GEMM over an explicit schedule: every output element
 * is one mmaemu_dot chain (ascending K, optionally cut into chunks whose
 * partials are carried), started from +0 or a given accumulator tile and
 * finished by an epilogue cast.  Operands are strided views, so transposes
 * cost nothing.  OpenMP runs batches and rows in parallel; each element is
 * computed by one thread alone, so results do not depend on the threads. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"

static uint32_t load(const void *data, int width, ptrdiff_t off)
{
    switch (width) {
    case 8: return ((const uint8_t *)data)[off];
    case 16: return ((const uint16_t *)data)[off];
    default: return ((const uint32_t *)data)[off];
    }
}

static void store(void *data, int width, ptrdiff_t off, uint32_t v)
{
    switch (width) {
    case 8: ((uint8_t *)data)[off] = (uint8_t)v; break;
    case 16: ((uint16_t *)data)[off] = (uint16_t)v; break;
    default: ((uint32_t *)data)[off] = v; break;
    }
}

static int width_ok(int w)
{
    return w == 8 || w == 16 || w == 32;
}

int mmaemu_gemm_run(const mmaemu_gemm *g, char *err, size_t errlen)
{
    if (!g->instr) {
        snprintf(err, errlen, "gemm: no instruction");
        return -1;
    }
    const mmaemu_step_params *p = &g->instr->step;
    const int wa = mmaemu_format_get(p->a_fmt)->width, wb = mmaemu_format_get(p->b_fmt)->width;
    const int wc = mmaemu_format_get(p->acc_fmt)->width;
    const int wd = g->epilogue == MMAEMU_EPI_BF16 ? 16 : wc;
    if (!width_ok(wa) || !width_ok(wb) || !width_ok(wc)) {
        snprintf(err, errlen, "gemm: %s: unsupported operand width", g->instr->name);
        return -1;
    }
    if (g->k_order != MMAEMU_K_ASCENDING) {
        snprintf(err, errlen, "gemm: unknown K order %d", (int)g->k_order);
        return -1;
    }
    if (g->epilogue != MMAEMU_EPI_NONE && g->epilogue != MMAEMU_EPI_BF16) {
        snprintf(err, errlen, "gemm: unknown epilogue %d", (int)g->epilogue);
        return -1;
    }
    if (g->epilogue == MMAEMU_EPI_BF16 && p->acc_fmt != MMAEMU_FP32) {
        snprintf(err, errlen, "gemm: the bf16 epilogue needs an fp32 accumulator");
        return -1;
    }
    if (!g->a.data || !g->b.data || !g->d || (g->c && !g->c->data)) {
        snprintf(err, errlen, "gemm: missing operand");
        return -1;
    }
    if (g->batch == 0 || g->m == 0 || g->n == 0)
        return 0;
    const size_t K = g->k, N = g->n, M = g->m, nb = g->batch;
    const size_t kp = K ? K : 1;
    /* B packed column-major per batch, as the dot's contiguous b vectors. */
    uint32_t *bp = malloc(nb * N * kp * sizeof *bp);
    if (!bp) {
        snprintf(err, errlen, "gemm: out of memory");
        return -1;
    }
    for (size_t bi = 0; bi < nb; bi++)
        for (size_t j = 0; j < N; j++) {
            uint32_t *col = bp + (bi * N + j) * kp;
            for (size_t k = 0; k < K; k++)
                col[k] = load(g->b.data, wb,
                              (ptrdiff_t)bi * g->b.sb + (ptrdiff_t)k * g->b.si + (ptrdiff_t)j * g->b.sj);
        }
    const size_t chunk = g->k_chunk && g->k_chunk < K ? g->k_chunk : (K ? K : 1);
    int oom = 0;
#pragma omp parallel reduction(| : oom)
    {
        uint32_t *row = malloc(kp * sizeof *row);
        if (!row)
            oom = 1;
#pragma omp for collapse(2) schedule(dynamic, 4)
        for (size_t bi = 0; bi < nb; bi++)
            for (size_t i = 0; i < M; i++) {
                if (!row)
                    continue;
                for (size_t k = 0; k < K; k++)
                    row[k] = load(g->a.data, wa,
                                  (ptrdiff_t)bi * g->a.sb + (ptrdiff_t)i * g->a.si + (ptrdiff_t)k * g->a.sj);
                for (size_t j = 0; j < N; j++) {
                    const uint32_t *col = bp + (bi * N + j) * kp;
                    uint32_t acc = g->c ? load(g->c->data, wc,
                                               (ptrdiff_t)bi * g->c->sb + (ptrdiff_t)i * g->c->si +
                                                   (ptrdiff_t)j * g->c->sj)
                                        : 0u;
                    if (K == 0)
                        acc = mmaemu_dot(g->instr, row, col, 0, acc);
                    for (size_t k0 = 0; k0 < K; k0 += chunk) {
                        size_t len = K - k0 < chunk ? K - k0 : chunk;
                        acc = mmaemu_dot(g->instr, row + k0, col + k0, len, acc);
                    }
                    if (g->epilogue == MMAEMU_EPI_BF16)
                        acc = mmaemu_convert(p->acc_fmt, acc, MMAEMU_BF16, MMAEMU_RNE, 0);
                    store(g->d, wd, (ptrdiff_t)bi * g->d_sb + (ptrdiff_t)i * g->d_si + (ptrdiff_t)j * g->d_sj,
                          acc);
                }
            }
        free(row);
    }
    free(bp);
    if (oom) {
        snprintf(err, errlen, "gemm: out of memory");
        return -1;
    }
    return 0;
}
