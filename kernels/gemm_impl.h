/* SPDX-License-Identifier: MIT */
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
    int src_id;                  /* src[q] = q for q < K, padding after */
    /* ref path: B of this batch packed per column, consumed order */
    uint32_t *bp;
    /* fast path */
    mmaemu_fast_plan plan;
    mmaemu_fast_chain_fn kernel;
    int wide;                    /* the AVX-512 path: gathers with its permutes */
    mmaemu_fast_chain_fn lanes;  /* the element-lane kernel (kernels/gemm_lanes.c) */
    mmaemu_fast_pair_fn pair;    /* NULL, or two row chains at once (fast_chain2) */
    int side;                    /* A's raw rows side by side per block (gemm_side.c) */
    int pair_fill;               /* A's 16-bit rows inner in memory: blocks of 16 rows in
                                  * pairs, 2c and 2c + 1 loaded at once (gemm_side.c) */
    /* one plain chain per element (one schedule, one part, no promotion,
     * no Stream-K): the exact path runs a block's chains in K chunks
     * over [klo, khi), the consumed order's one part */
    int chunked;
    size_t klo, khi;
    size_t npanel;
    int32_t *pe, *ps, *pz;       /* [npanel][kp][LANES], [npanel][kp/L][LANES] */
    uint32_t *pe2;               /* [npanel][kp/2][LANES]: pe in pairs (plan.pairs), or NULL */
    mmaemu_fast_erange *prg;     /* [npanel]: with pe2, each panel's exponent range */
    int *pemax;                  /* [npanel] */
    unsigned char *colbad;       /* [N]: NaN or Inf in the column */
    uint16_t *colbadm;           /* [npanel + 1]: colbad as a mask per panel */
    /* B's panels decoded when first needed (the certified bf16 path: its
     * words-reading kernels need only colbad, colbadm and pemax, which
     * mmaemu_gemm_pack_cert sets): pstate[p] 0 not decoded, 1 being
     * decoded, 2 decoded (mmaemu_gemm_panels_ready) */
    int lazyb;
    int *pstate;                 /* [npanel + 1] */
    /* certified path (kernels/certify.h); cert NULL: exact only */
    const mmaemu_cert_plan *cert;
    mmaemu_cert_kernel_fn ckern;
    float *cb, *cbm, *cbn;       /* [npanel][kp][LANES], [npanel][nst][LANES] x 2 */
    unsigned char *cbad;         /* [npanel * LANES]: column not certifiable */
    /* the blocked bf16 kernel instead of ckern (certify_bf16.c) */
    int cbf16;
    int cfma;                    /* 1: rows side by side take mmaemu_cert_dots_fma
                                  * (when camx is 0) */
    int camx;                    /* 1: every block of the blocked kernel, rows side by
                                  * side or not, takes the AMX-BF16 tiles instead
                                  * (certify_amx.c; L <= 32) */
    uint32_t *cw;                /* [npanel][kp / 2][LANES] bf16 pairs */
    float *cmb, *cnb;            /* [npanel * LANES]: max-norm, 2-norm of each column */
    uint16_t *cok;               /* [npanel]: bit l: column's norms finite, within the cap */
    /* shared by the threads: rows tried, their cost and the exact path's
     * (quarter panels), and 1 once the certified path is found to lose */
    size_t *cstat;
    int *coff;
} batch_ctx;

/* The lanes of one kernel call: columns cols[l] (l < nl used; the rest
 * repeat a used one or lie past N), and their decoded panel. */
typedef struct {
    size_t cols[MMAEMU_FAST_LANES];
    size_t nl;
    const int32_t *pe, *ps, *pz;
    const uint32_t *pe2;         /* the panel's exponents in pairs, or NULL */
    mmaemu_fast_erange prg;      /* with pe2: the panel's exponent range */
    int pemax;
} lane_set;

/* A lane set of one row of a block, run chunk by chunk: gathered (its
 * panel copied chunk by chunk) or a whole panel; its accumulators. */
typedef struct {
    lane_set ls;
    size_t r;                    /* the row in the block */
    int gather;
    unsigned store;              /* bit l: lane l's output is stored */
    uint32_t c[MMAEMU_FAST_LANES];
} chunk_set;

/* Rows per block: at most MMAEMU_GEMM_BLOCK (the buffers; at most
 * MMAEMU_FAST_LANES for gemm_lanes.c and gemm_side.c), 16 where the rows
 * go side by side (a load of A's operands serves all of them), else at
 * most MMAEMU_GEMM_ROWS (a multiple of MMAEMU_CERT_ROWS). */
#define MMAEMU_GEMM_BLOCK 16
#define MMAEMU_GEMM_ROWS 12
/* Positions per K chunk of the chunked exact path (a multiple of every L). */
#define MMAEMU_GEMM_CHUNK 256

/* An element-lane set (kernels/gemm_lanes.c): up to LANES uncertain
 * elements of a block, whatever their rows: lane l is block row rows[l],
 * column cols[l] (l >= nl: a copy of lane 0, computed, never stored). */
typedef struct {
    size_t cols[MMAEMU_FAST_LANES];
    int32_t rows[MMAEMU_FAST_LANES];
    size_t nl;
    uint32_t c[MMAEMU_FAST_LANES];
    /* the columns lie in panels pp[0 .. np) (np <= 4): lane l's is
     * column bl[l] % LANES of panel pp[bl[l] / LANES] */
    size_t pp[4], np;
    int32_t bl[MMAEMU_FAST_LANES];
    int words;                   /* 1: its chains read the bf16 words (set_words) */
} elem_set;

/* Thread-local buffers. */
typedef struct {
    uint32_t *rows;              /* [BLOCK][kp]: the block's A rows, consumed order */
    uint32_t *row, *col;         /* row: the one being computed exactly */
    uint32_t *raw;               /* [kp][LANES]: a panel of B's operands */
    int32_t *ea, *sa, *za;
    size_t *bound;               /* Stream-K parts of one tile */
    uint32_t *parts;             /* [maxparts][LANES]: each lane's parts */
    uint32_t *tmp;               /* [maxparts][LANES]: one Stream-K tile's */
    uint32_t *v;                 /* [maxparts] */
    unsigned np[MMAEMU_FAST_LANES], sl[MMAEMU_FAST_LANES];
    float *ca, *cam, *can;       /* certified path: the row, its step maxima, norms */
    uint32_t *cwa;               /* [BLOCK][kp / 2]: the block's rows as bf16 pairs
                                  * (side: [kp / 2][LANES], then [BLOCK][kp / 2]
                                  * for the AMX kernel) */
    float cma[MMAEMU_FAST_LANES], cna[MMAEMU_FAST_LANES];
    size_t cacc[3];              /* cert_account's rows and costs not yet shared */
    uint16_t *need;              /* [BLOCK][npanel]: bit l of panel p set = column
                                  * p * LANES + l computed exactly */
    int32_t *ge, *gs, *gz;       /* a gathered panel */
    int32_t *bea, *bsa, *bza;    /* [BLOCK][kp] (za: [kp / L]): the block's decoded rows */
    uint32_t *bea2;              /* [BLOCK][kp / 2]: bea in pairs (x->pe2) */
    mmaemu_fast_erange brg[MMAEMU_GEMM_BLOCK];   /* with bea2: each row's exponent range */
    chunk_set *sets;             /* [BLOCK * npanel] */
    uint32_t *pacc;              /* [npanel][BLOCK][LANES]: block_panels' accumulators */
    uint32_t *order;             /* [BLOCK * npanel]: the order sets run in */
    uint16_t *uni;               /* [npanel]: two rows' need words or'ed */
    /* element lanes (kernels/gemm_lanes.c) */
    unsigned char lrow[MMAEMU_GEMM_BLOCK];   /* 1: the row's elements go to element lanes */
    elem_set *esets;             /* [(BLOCK + 1) * npanel + 1]: a set of fewer than
                                  * LANES / 2 spans four panels (lanes_collect) */
    size_t nesets;
    int esets_words;             /* 1: every set reads the words: no decoded rows */
    uint32_t *tae2;              /* [kp / 2][LANES]: tae in pairs (x->pe2) */
    int32_t *tae, *tas, *taz;    /* [kp][LANES], [kp / L][LANES]: the block's decoded
                                  * rows side by side, filled a K chunk at a time */
    /* the block's raw rows side by side (kernels/gemm_side.c) */
    int side;                    /* 1: traw, sbad, semax hold this block's */
    int rowsld;                  /* 1: rows holds the block's rows too */
    uint32_t *traw;              /* [kp][LANES] */
    /* the next block's, filled with this one's where A's rows are inner in
     * memory (the two share each cache line): valid for block pre_i0 of
     * batch pre_bi when pre_ok */
    uint32_t *traw2;
    int pre_ok;
    /* the same for the row route's rows (mmaemu_gemm_load_pair): rows2
     * holds block pre_i0's rows when pre_rows */
    uint32_t *rows2;
    int pre_rows;
    size_t pre_i0, pre_bi;
    uint16_t sbad2;
    int32_t semax2[MMAEMU_FAST_LANES];
    float *tfa;                  /* [kp][LANES]: traw as fp32 (mmaemu_cert_dots_fma) */
    uint16_t sbad;               /* bit r: NaN or Inf in block row r */
    uint16_t cwbad;              /* side only, set by the certified block: bit r: a
                                  * NaN, Inf or subnormal in block row r (cwa's
                                  * words do not serve the element lanes) */
    int32_t semax[MMAEMU_FAST_LANES];   /* the rows' largest exponents (fast.h) */
    /* block scales (kernels/gemm_fold.c) */
    uint32_t *rsc, *csc;         /* [kp]: the row's (row_exact), one column's */
} row_bufs;

static inline ptrdiff_t at3(const mmaemu_mat *m, size_t bi, size_t i, size_t j)
{
    return (ptrdiff_t)bi * m->sb + (ptrdiff_t)i * m->si + (ptrdiff_t)j * m->sj;
}

/* The initial accumulator and the bias (fp32) of element (i, j). */
static inline uint32_t c_at(const batch_ctx *x, size_t i, size_t j)
{
    const mmaemu_gemm *g = x->g;
    return g->c ? load(g->c->data, x->wc, at3(g->c, x->bi, i, j)) : 0u;
}

/* Whether an accumulator pattern is finite: fp32, or fp16 where the fast
 * plan has an fp16 accumulator (plan.acc16); every s32 is. */
static inline int mmaemu_gemm_acc_finite(const batch_ctx *x, uint32_t bits)
{
    if (x->plan.kind == MMAEMU_FAST_INT)
        return 1;
    return x->plan.acc16 ? (bits & 0x7C00u) != 0x7C00u : (bits & 0x7F800000u) != 0x7F800000u;
}

/* bf16 -> fp32 (exact) inline: the general converter, one call per
 * element, took ~7 % of the torch mode's F.linear GEMMs (perf); a
 * signalling NaN comes out quiet, as mmaemu_to_fp32_bits gives it (checked
 * on all 65536 patterns once; tests/python/test_gemm_bias.py checks the
 * biased outputs against numpy's fp32 add). */
static inline uint32_t bias_bf16_fp32(uint32_t h)
{
    const uint32_t u = h << 16;
    return (h & 0x7FFFu) > 0x7F80u ? u | 0x00400000u : u;
}

static inline uint32_t bias_at(const batch_ctx *x, size_t i, size_t j)
{
    const mmaemu_gemm *g = x->g;
    const uint32_t v = load(g->bias->data, x->wbias, at3(g->bias, x->bi, i, j));
    return g->bias_fmt == MMAEMU_BF16 ? bias_bf16_fp32(v) : mmaemu_to_fp32_bits(g->bias_fmt, v);
}

/* The fast chain of rows (one row broadcast, or lrows[l] per lane) over a
 * panel (kernels/fast.h), the scalar step for the lanes the kernel hands
 * back; fast_ctx.arow: the raw A row, or (lrows) the block's rows. */
typedef struct {
    const batch_ctx *x;
    const uint32_t *arow;
    mmaemu_fast_row ra;
    mmaemu_fast_panel pb;
    const size_t *cols;
    const int32_t *lrows;        /* NULL: one row (x->kernel), else x->lanes */
    const uint32_t *aside;       /* lrows with arow NULL: the raw rows side by side */
} fast_ctx;
void mmaemu_gemm_fast_chain(void *ctx, size_t lo, size_t hi, uint32_t *c, size_t nl);
/* Element lanes (kernels/gemm_lanes.c).  lanes_row: decode block row r
 * (row i) and decide whether its uncertain elements can go to element
 * lanes (1; no operand or accumulator needing the scalar step); collect:
 * the sets of the rows lrow[] marks, column by column; chunk: their
 * chains over positions [q0, q1); store: their outputs. */
int mmaemu_gemm_lanes_row(const batch_ctx *x, size_t i, size_t r, const uint16_t *need,
                          row_bufs *rb);
void mmaemu_gemm_lanes_collect(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb);
void mmaemu_gemm_lanes_chunk(const batch_ctx *x, size_t nr, size_t q0, size_t q1, row_bufs *rb);
void mmaemu_gemm_lanes_store(const batch_ctx *x, size_t i0, const row_bufs *rb);

/* A's rows side by side (kernels/gemm_side.c).  usable: the group may
 * fill them (the certified path, bf16 pairs, element lanes, 16-bit
 * operands as they are); fill: block rows [i0, i0 + nr) into rb->traw
 * with each row's checks (rb->rows too when rb->rowsld); transpose:
 * positions [q0, q1) of the rows src[r * kp + q] into dst[q * LANES + r]
 * (rows past nr: row 0's). */
int mmaemu_gemm_side_usable(const batch_ctx *x);
void mmaemu_gemm_side_fill(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb);
void mmaemu_gemm_side_transpose(const batch_ctx *x, int32_t *dst, const int32_t *src, size_t kp,
                                size_t nr, size_t q0, size_t q1);
/* Out-of-order instructions (kernels/gemm_flat.c; the plain twin is
 * mmaemu_gemm_flat_instr, kernels/fast.h): the runs' consumed order with
 * each instruction's positions listed step by step (malloc'ed; NULL when
 * a part does not start on an instruction or out of memory). */
size_t *mmaemu_gemm_flat_order(const mmaemu_instr *ins, const sched_run *runs, size_t n);
/* The operands of rows [i0, i0 + nr) of A in the consumed order into
 * rows[r * kp + q]. */
void mmaemu_gemm_load_rows(const batch_ctx *x, size_t i0, size_t nr, uint32_t *rows);
/* The same rows where A's rows are inner in memory (unit stride between
 * rows) and 16-bit, on AVX-512 (kernels/gemm_side.c): 1, or 0 when it
 * does not apply. */
int mmaemu_gemm_load_inner(const batch_ctx *x, size_t i0, size_t nr, uint32_t *rows);
/* The block's rows into rb->rows where A's rows are inner in memory and
 * blocks go to threads in pairs (x->pair_fill): the first of a pair loads
 * both at once (the next into rb->rows2), the second takes them; 1, or 0
 * when it does not apply (mmaemu_gemm_load_rows then). */
int mmaemu_gemm_load_pair(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb);

/* Column j of B in this batch, in the consumed order, into col. */
void mmaemu_gemm_gather_col(const batch_ctx *x, size_t j, uint32_t *col);
/* Columns [pi * LANES, (pi + 1) * LANES) of B in this batch, in the
 * consumed order, as raw[q * LANES + l] (zeros past N). */
void mmaemu_gemm_gather_panel(const batch_ctx *x, size_t pi, uint32_t *raw);
/* Decode panel pi of B (16 columns, raw from gather_panel) for the fast
 * path (col: scratch of kp). */
void mmaemu_gemm_pack_panel(batch_ctx *x, size_t pi, const uint32_t *raw, uint32_t *col);
/* Panel pi's colbad, colbadm and pemax, as mmaemu_gemm_pack_panel sets
 * them (bf16 operands, no block scales), from each column's largest
 * magnitude pattern amax[l] (mmaemu_cert_pack16); x->lazyb. */
void mmaemu_gemm_panel_flags(const batch_ctx *x, size_t pi, const uint32_t *amax);
/* With x->lazyb: decode every panel p with need[p] non-zero (need NULL:
 * every panel) not yet decoded in this batch, the panels no other thread
 * has taken first, then wait for those; raw: scratch of kp LANES. */
void mmaemu_gemm_panels_ready(const batch_ctx *x, const uint16_t *need, uint32_t *raw);
/* The same for panel p alone. */
void mmaemu_gemm_panel_ready(const batch_ctx *x, size_t p, uint32_t *raw);
/* Output rows [i0, i0 + nr) of the batch (nr <= MMAEMU_GEMM_BLOCK): every
 * schedule's elements, certified where the certified path decides them,
 * exactly otherwise. */
void mmaemu_gemm_run_rows(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb);
/* The certified path (kernels/certify_rows.c) on rows [i0, i0 + nr),
 * operands in rb->rows: the outputs it decides are stored and their
 * bits in rb->need[r * npanel + p] cleared. */
void mmaemu_gemm_certify_rows(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb);
/* Pack panel pi of B (raw from gather_panel) for the certified path (col:
 * scratch of kp). */
void mmaemu_gemm_pack_cert(batch_ctx *x, size_t pi, const uint32_t *raw, uint32_t *col);

/* Block scales on the fast path (kernels/gemm_fold.c; which rows:
 * mmaemu_fast_scaled_twin, kernels/fast.h).  row_scales / col_scales: the
 * scale bytes of A's row i or B's column j (j < N) in the consumed order,
 * kp of them (0x7f, 2^0, for padding); fold: the decoded operands e, s
 * [kp] (stride apart: 1 for a row, LANES for a panel's column) times their
 * scale bytes sc [kp], *emax recomputed; 0, or -1 when a scale is NaN or a
 * value leaves fp32 (the reference way). */
void mmaemu_gemm_row_scales(const batch_ctx *x, size_t i, uint32_t *sa);
void mmaemu_gemm_col_scales(const batch_ctx *x, size_t j, uint32_t *sb);
int mmaemu_gemm_fold(const batch_ctx *x, const uint32_t *sc, int32_t *e, int32_t *s, size_t stride,
                     int *emax);
/* The scales fit the instruction and the problem (kernels/gemm_scaled.c):
 * 0, or -1 with err. */
int mmaemu_gemm_scales_check(const mmaemu_gemm *g, char *err, size_t errlen);

/* A GEMM with block scales (kernels/gemm_scaled.c): schedule t into d[t]
 * for t < ns; w: the widths of A, B, C and the bias; path: on every path
 * but MMAEMU_PATH_REF the k = 64 e2m1 kinds run from gathered bytes
 * (kernels/gemm_fp4.c), else each element by the reference chain.  0 or
 * -1. */
int mmaemu_gemm_run_scaled(const mmaemu_gemm *g, const mmaemu_schedule *const *scheds,
                           void *const *d, size_t ns, const int *w, mmaemu_fast_path path,
                           char *err, size_t errlen);

/* The k = 64 e2m1 kinds (BSW, GST-FDPA) from bytes (kernels/gemm_fp4.c).
 * A scale byte's value sig 2^val_exp and exponent exp; NaN: nan. */
typedef struct {
    int32_t sig;
    int val_exp, exp, nan;
} mmaemu_fp4_scale;
#define MMAEMU_FP4_ZERO_EXP (-64)   /* a zero code's exponent: sums with it stay below -32 */
typedef struct {
    int8_t val2[16];   /* twice the value of each e2m1 code, signed */
    int8_t exp[16];    /* its exponent (mmaemu_decode's), MMAEMU_FP4_ZERO_EXP for zeros */
    mmaemu_fp4_scale scale[256];
} mmaemu_fp4_tables;
/* One step's products (twice-values): the exact sum of each four and the
 * largest exponent sum among them (below -32: none is non-zero); blk,
 * blk_exp the same for each 16-block. */
typedef struct {
    int32_t quad[16], quad_exp[16], blk[4], blk_exp[4];
} mmaemu_fp4_sums;
typedef void (*mmaemu_fp4_quads_fn)(const mmaemu_fp4_tables *t, const uint8_t *a,
                                    const uint8_t *b, int n, mmaemu_fp4_sums *s);
/* The sums of the n <= 64 products of codes a, b; the AVX-512 build reads
 * nothing past n either (kernels/gemm_fp4_avx512.c). */
void mmaemu_fp4_quads(const mmaemu_fp4_tables *t, const uint8_t *a, const uint8_t *b, int n,
                      mmaemu_fp4_sums *s);
void mmaemu_fp4_quads_avx512(const mmaemu_fp4_tables *t, const uint8_t *a, const uint8_t *b,
                             int n, mmaemu_fp4_sums *s);
/* One element's operands in the consumed order: codes a, b (low 4 bits),
 * scale bytes sa, sb, and their runs ra, rb (mmaemu_fp4_runs). */
typedef struct {
    const mmaemu_instr *ins;
    const mmaemu_fp4_tables *t;
    mmaemu_fp4_quads_fn quads;
    const uint8_t *a, *b, *sa, *sb, *ra, *rb;
} mmaemu_fp4_ctx;
/* 1 when ins is a row the tables describe. */
int mmaemu_fp4_covers(const mmaemu_instr *ins);
void mmaemu_fp4_tables_init(mmaemu_fp4_tables *t, mmaemu_format scale_fmt);
/* run[q]: how many scale bytes from q on equal scale[q] (at most 255). */
void mmaemu_fp4_runs(const uint8_t *scale, size_t kp, uint8_t *run);
/* A chain for mmaemu_sched_run_parts; ctx: a mmaemu_fp4_ctx. */
void mmaemu_fp4_chain(void *ctx, size_t lo, size_t hi, uint32_t *c, size_t nl);

#endif
