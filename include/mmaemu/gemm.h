/* SPDX-License-Identifier: MIT */
/* mmaemu/gemm.h -- the batched GEMM driver over a schedule (kernels/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_GEMM_H
#define MMAEMU_GEMM_H

#include "mmaemu/schedule.h"
#include "mmaemu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A strided 3-D view (batch, row, column) of a matrix of patterns, the
 * element width given by its format (8, 16 or 32 bits; fp32 as uint32).
 * Element (b, i, j) is at data[b*sb + i*si + j*sj] (strides in elements),
 * so a transpose is a swap of si and sj. */
typedef struct mmaemu_mat {
    const void *data;
    ptrdiff_t sb, si, sj;
} mmaemu_mat;

/* Progress of a long computation: fn(ctx, fraction done in [0, 1]) is
 * called now and then from one thread. */
typedef struct mmaemu_progress {
    void (*fn)(void *ctx, double done);
    void *ctx;
    double base, span;       /* this part covers [base, base + span] */
} mmaemu_progress;

/* Block scales of a GEMM on a block-scaled instruction row (step.scale_fmt
 * ue8m0 or ue4m3): A's element (b, i, k) is scaled by a(b, i, k / block)
 * and B's (b, k, j) by b(b, k / block, j), 8-bit patterns of the row's
 * scale format.  Views as mmaemu_mat, so B's scales stored (n, K/block)
 * are a transpose and a batch stride of 0 shares them.  K must be a
 * multiple of block. */
typedef struct mmaemu_gemm_scales {
    mmaemu_mat a;            /* (batch, m, K / block) */
    mmaemu_mat b;            /* (batch, K / block, n) */
    size_t block;            /* 16 or 32 */
} mmaemu_gemm_scales;

/* One batched GEMM: for every batch and every (m, n), the K of
 * A[m][:] . B[:][n] consumed as the schedule says, C[m][n] (or +0) as the
 * initial accumulator of the first K range, D[m][n] = epilogue(result
 * [+ bias]). */
typedef struct mmaemu_gemm {
    const mmaemu_instr *instr;   /* resolved from sched->instr */
    const mmaemu_schedule *sched;
    size_t batch, m, n, k;
    mmaemu_mat a;            /* (batch, m, k) in instr->step.a_fmt */
    mmaemu_mat b;            /* (batch, k, n) in instr->step.b_fmt */
    const mmaemu_mat *c;     /* NULL: start from +0; else (batch, m, n) in acc_fmt */
    void *d;                 /* output (batch, m, n) ... */
    ptrdiff_t d_sb, d_si, d_sj; /* ... its strides (elements of the epilogue's width) */
    const mmaemu_progress *progress; /* optional */
    /* NULL, or a bias added to every element's sum with one fp32 RNE add
     * before the epilogue cast (combine=inplace: to the first partial):
     * a (batch, m, n) view in bias_fmt, e.g. strides (0, 0, 1) for the
     * per-column bias of F.linear. */
    const mmaemu_mat *bias;
    mmaemu_format bias_fmt;      /* fp32, bf16 or fp16 */
    /* Stream-K numbers its tiles over the whole GEMM: a run over a window
     * of a larger GEMM gives the window's origin and the whole size (all
     * 0: this GEMM is the whole). */
    size_t win_b, win_i, win_j;
    size_t whole_batch, whole_m, whole_n;
    /* partials=out when the output cast comes after this run (mmaemu_matmul's
     * C and alpha epilogue; the schedule's epilogue is none): each split
     * range's partial is multiplied by partial_scale (one fp32 RNE multiply)
     * and rounded to partial_epi's type, as cuBLAS's OUTPUT_TYPE split-K
     * stores it; the sum of the partials stays fp32.  partial_epi none: off. */
    mmaemu_epilogue partial_epi;
    float partial_scale;
    /* NULL, or the block scales of a block-scaled row: ue8m0 scales on
     * T-FDPA / TR-FDPA / GTR-FDPA rows fold into the fast path's operands,
     * other elements take mmaemu_dot_scaled per chain, in the schedule's
     * order; the same bits either way.  A scaled row without scales runs
     * with every scale 1. */
    const mmaemu_gemm_scales *scales;
} mmaemu_gemm;

/* Run it (OpenMP over batches and rows; the result does not depend on the
 * thread count).  Returns 0, or -1 with a one-line reason in err. */
MMAEMU_API int mmaemu_gemm_run(const mmaemu_gemm *g, char *err, size_t errlen);
/* Several schedules of one instruction over the same operands at once
 * (schedule inference): schedule t writes d[t], with g's output strides
 * and its own epilogue's width; g->sched and g->d are not read.  The
 * operands are decoded once for the schedules with the same consumed
 * order and tf32 rounding, and the chains run once for those with the
 * same parts (they differ only in combine, partials or the cast).  Each
 * output equals mmaemu_gemm_run's.  0, or -1 with a reason. */
MMAEMU_API int mmaemu_gemm_run_many(const mmaemu_gemm *g, const mmaemu_schedule *const *scheds,
                                    void *const *d, size_t ns, char *err, size_t errlen);

/* One GEMM as it will run: its schedule, the instruction and why (Triton's
 * choice, a library rule or default, an override). */
typedef struct mmaemu_gemm_plan {
    const char *name;
    mmaemu_schedule sched;
    const mmaemu_instr *instr;
    char why[256];
} mmaemu_gemm_plan;

/* A GEMM as users describe it (kernels/matmul.c; `mmaemu gemm`, the Python
 * package): a model spec, formats, and where the schedule comes from --
 * a Triton tile config, else the library (preset or default) -- with
 * schedule text applied over it.  Operands and output as in mmaemu_gemm. */
typedef struct mmaemu_matmul {
    mmaemu_model_spec model;
    mmaemu_format in;            /* A and B (tf32: fp32 containers) */
    mmaemu_format acc;           /* MMAEMU_FP32 (or FP16 where the arch has it) */
    mmaemu_epilogue out;
    const mmaemu_triton_config *triton;  /* NULL: a library GEMM */
    int a_km, b_nk;              /* library GEMMs: the operands' storage */
    const char *schedule;        /* NULL or text applied over the derived schedule */
    size_t batch, m, n, k;
    mmaemu_mat a, b;
    const mmaemu_mat *c;         /* NULL: start from +0 */
    void *d;
    ptrdiff_t d_sb, d_si, d_sj;
    const mmaemu_progress *progress;
    /* NULL, or a bias added to each element's sum with one fp32 RNE add
     * before the cast (mmaemu_gemm.bias: F.linear's, strides (0, 0, 1)). */
    const mmaemu_mat *bias;
    mmaemu_format bias_fmt;      /* fp32, bf16 or fp16 */
    /* A library call as the caller made it (all 0: dense storage, alpha =
     * beta = 1, the library's own choice of program). */
    size_t lda, ldb, ldc;        /* leading dimensions of A, B and D in elements */
    int scaled;                  /* 1: alpha and beta below apply (else 1 and 1) */
    float alpha, beta;           /* D = alpha * A B + beta * C, as the schedule's c_add says */
    const char *lib_kernel;      /* NULL, or the recorded kernel names (';' between) */
    const char *lib_log;         /* NULL, or the call's cuBLASLt trace line */
    /* A window of a larger call (the program depends on the position, as
     * Stream-K's does): as mmaemu_gemm's win_ and whole_ fields; the
     * library's choice is made for the whole call. */
    size_t win_b, win_i, win_j;
    size_t whole_batch, whole_m, whole_n, whole_k;
    /* B's format when it differs from A's (`in`): a library GEMM of mixed
     * fp8 operands (e4m3 x e5m2, torch._scaled_mm); MMAEMU_FP32 (0): the
     * same as `in`. */
    mmaemu_format in_b;
    /* NULL, or block scales (mmaemu_gemm_scales): the instruction is the
     * block-scaled row of `kind` (NULL: the default for the formats,
     * mmaemu_instr_select_scaled) with scales in scale_fmt (ue8m0 or
     * ue4m3); the schedule is one chain over K in order (a tcgen05 kernel's
     * one accumulator: CUTLASS's, Triton's dot_scaled) with `schedule` text
     * applied over it; `in` and in_b may be any of e4m3 e5m2 e2m3 e3m2
     * e2m1 (fp6/fp4 in the low bits of a byte).  No Triton config or
     * library kernel with scales. */
    const mmaemu_gemm_scales *scales;
    mmaemu_format scale_fmt;
    const char *kind;
} mmaemu_matmul;
/* The schedule and instruction a matmul runs, and one banner line naming
 * model, variant, library preset and schedule source.  0 or -1. */
MMAEMU_API int mmaemu_matmul_plan(const mmaemu_matmul *mm, mmaemu_schedule *sched,
                                  const mmaemu_instr **ins, char *banner, size_t blen, char *err,
                                  size_t errlen);
/* Plan and run.  banner may be NULL.  0 or -1 with a reason. */
MMAEMU_API int mmaemu_matmul_run(const mmaemu_matmul *mm, char *banner, size_t blen, char *err,
                                 size_t errlen);

/* How mmaemu_gemm_run computes (kernels/fast.h).  Instructions with bf16 or
 * fp16 operands, an fp32 accumulator, no widening / interleave / late C,
 * and T-FDPA (RZ fp32, +0 zeros) or TR-FDPA steps take a fast path: the
 * operands decoded once, then 16 output columns at a time through one
 * tile kernel, bit for bit equal to mmaemu_dot under the schedule.  Every
 * other instruction, and every element whose operands or initial
 * accumulator hold NaN or Inf (or whose AMD products could reach 2^128),
 * takes the reference path: mmaemu_dot per element.  Paths:
 *   "ref"     mmaemu_dot per element for everything;
 *   "scalar"  the tile kernel for the base instruction set (portable);
 *   "avx2", "avx512"  the tile kernel compiled for those x86 extensions.
 * The environment variable MMAEMU_SIMD=ref|scalar|avx2|avx512|auto,
 * read by every run, forces one (mmaemu_gemm_run fails if the CPU cannot
 * run it); unset or auto: the best the CPU has.  Results never depend on
 * the path. */
/* The path a run would take now: "ref", "scalar", "avx2", "avx512"; NULL
 * if MMAEMU_SIMD names an unknown or unavailable path. */
MMAEMU_API const char *mmaemu_gemm_path(void);
/* 1 if this build and CPU can run the named path. */
MMAEMU_API int mmaemu_gemm_path_available(const char *name);
/* 1 if ins is covered by the fast path (with no NaN/Inf operands). */
MMAEMU_API int mmaemu_gemm_fast_covers(const mmaemu_instr *ins);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_GEMM_H */
