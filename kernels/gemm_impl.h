/* gemm_impl.h -- internal to kernels/gemm.c (the driver: batches, schedule
 * groups, buffers) and kernels/gemm_row.c (one output row: the exact fast
 * path and the certified path's decision).  Not installed. */
#ifndef MMAEMU_GEMM_IMPL_H
#define MMAEMU_GEMM_IMPL_H

#include <stdint.h>

#include "certify.h"
#include "fast.h"
#include "mmaemu/gemm.h"
#include "schedule_impl.h"

static inline uint32_t load(const void *data, int width, ptrdiff_t off)
{
    switch (width) {
    case 8: return ((const uint8_t *)data)[off];
    case 16: return ((const uint16_t *)data)[off];
    default: return ((const uint32_t *)data)[off];
    }
}

static inline void store(void *data, int width, ptrdiff_t off, uint32_t v)
{
    switch (width) {
    case 8: ((uint8_t *)data)[off] = (uint8_t)v; break;
    case 16: ((uint16_t *)data)[off] = (uint16_t)v; break;
    default: ((uint32_t *)data)[off] = v; break;
    }
}

static inline int width_ok(int w)
{
    return w == 8 || w == 16 || w == 32;
}

/* One schedule of a run. */
typedef struct {
    const mmaemu_schedule *s;
    mmaemu_k_layout lay;
    void *d;
    int wd;
    int lead;                    /* 1: the first schedule with these parts */
    size_t ntiles;
} sched_run;

/* Everything the rows of one batch share: the schedules of one consumed
 * order and operand rounding. */
typedef struct {
    const mmaemu_gemm *g;
    const mmaemu_instr *ins;
    const sched_run *runs;
    size_t nruns;
    const mmaemu_schedule *s;    /* runs[0].s: the operand rounding */
    int wa, wb, wc, wbias;
    size_t K, kp, bi, maxparts;
    const size_t *src;           /* consumed order -> K index */
    /* ref path: B of this batch packed per column, consumed order */
    uint32_t *bp;
    /* fast path */
    mmaemu_fast_plan plan;
    mmaemu_fast_chain_fn kernel;
    size_t npanel;
    int32_t *pe, *ps, *pz;       /* [npanel][kp][LANES], [npanel][kp/L][LANES] */
    int *pemax;                  /* [npanel] */
    unsigned char *colbad;       /* [N]: NaN or Inf in the column */
    /* certified path (kernels/certify.h); cert NULL: exact only */
    const mmaemu_cert_plan *cert;
    mmaemu_cert_kernel_fn ckern;
    float *cb, *cbm, *cbn;       /* [npanel][kp][LANES], [npanel][nst][LANES] x 2 */
    unsigned char *cbad;         /* [npanel * LANES]: column not certifiable */
    /* shared by the threads: rows tried, their cost and the exact path's
     * (quarter panels), and 1 once the certified path is found to lose */
    size_t *cstat;
    int *coff;
} batch_ctx;

/* Thread-local buffers. */
typedef struct {
    uint32_t *row, *col;
    int32_t *ea, *sa, *za;
    size_t *bound;               /* Stream-K parts of one tile */
    uint32_t *parts;             /* [maxparts][LANES]: each lane's parts */
    uint32_t *tmp;               /* [maxparts][LANES]: one Stream-K tile's */
    uint32_t *v;                 /* [maxparts] */
    unsigned np[MMAEMU_FAST_LANES], sl[MMAEMU_FAST_LANES];
    float *ca, *cam, *can;       /* certified path: the row, its step maxima, norms */
    unsigned char *need;         /* [N]: 1 = compute exactly */
    int32_t *ge, *gs, *gz;       /* a gathered panel */
} row_bufs;

/* Column j of B in this batch, in the consumed order, into col. */
void mmaemu_gemm_gather_col(const batch_ctx *x, size_t j, uint32_t *col);
/* Decode panel pi of B (16 columns) for the fast path (col: scratch). */
void mmaemu_gemm_pack_panel(batch_ctx *x, size_t pi, uint32_t *col);
/* Output row i of the batch: every schedule's elements, certified where
 * the certified path decides them, exactly otherwise. */
void mmaemu_gemm_run_row(const batch_ctx *x, size_t i, row_bufs *rb);

#endif
