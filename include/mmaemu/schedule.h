/* mmaemu/schedule.h -- GEMM schedules and Triton / library lowering (kernels/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_SCHEDULE_H
#define MMAEMU_SCHEDULE_H

#include "mmaemu/model.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum mmaemu_epilogue {
    MMAEMU_EPI_NONE = 0, /* store the accumulator as it is (fp32) */
    MMAEMU_EPI_BF16,     /* store bf16(acc), RNE */
    MMAEMU_EPI_FP16      /* store fp16(acc), RNE */
} mmaemu_epilogue;

typedef enum mmaemu_combine {
    MMAEMU_COMBINE_SEQ = 0, /* ((p0 + p1) + p2) + ... */
    MMAEMU_COMBINE_TREE     /* (p0 + p1) + (p2 + p3), pairwise up */
} mmaemu_combine;

/* A schedule (kernels/schedule.c, docs/dcpp.md): how the K of one output
 * element is consumed.
 *   - K is zero-padded to whole blocks (a kernel's masked loads);
 *   - within each run of kpack instructions, the K of one instruction is
 *     not contiguous when kpack > 1 (Triton AMD: kgroups lane groups, each
 *     loading kpack*k/kgroups consecutive elements; instruction p of the
 *     run takes the p-th k/kgroups of every group);
 *   - split_k > 1 cuts K into contiguous ranges (whole blocks), each summed
 *     from +0, the partials combined by fp32 RNE adds in `combine` order;
 *   - promote P > 0 restarts a partial accumulator from +0 every P
 *     elements and adds it to the main one with an fp32 RNE add (Triton's
 *     max_num_imprecise_acc); 0 keeps one accumulator chained through C;
 *   - the final value is cast by the epilogue.
 * Text form: "instr=wgmma block_k=64 kgroups=4 kpack=2 split_k=1
 * combine=seq promote=0 out=bf16", keys in any order, separated by spaces
 * or commas; omitted keys keep their value. */
#define MMAEMU_SCHED_INSTR_MAX 48
typedef struct mmaemu_schedule {
    char instr[MMAEMU_SCHED_INSTR_MAX]; /* spec for mmaemu_instr_select */
    size_t block_k;          /* 0: pad to whole instructions only */
    unsigned kgroups;        /* >= 1 */
    unsigned kpack;          /* >= 1 */
    unsigned split_k;        /* >= 1 */
    mmaemu_combine combine;
    size_t promote;          /* 0 or a multiple of the instruction's k */
    mmaemu_epilogue epilogue;
    int epilogue_set;        /* 1 when text or code chose the epilogue */
} mmaemu_schedule;

/* A plain chain of instruction `instr` (block_k 0, no split, no kpack). */
void mmaemu_schedule_init(mmaemu_schedule *s, const char *instr);
/* Apply "key=value ..." onto s.  Returns 0, or -1 with a one-line reason. */
int mmaemu_schedule_parse(const char *text, mmaemu_schedule *s, char *err, size_t errlen);
/* The text form of s (every key); returns the length it needs. */
size_t mmaemu_schedule_format(const mmaemu_schedule *s, char *buf, size_t len);
/* Check s against its instruction (divisibility, formats).  0 or -1. */
int mmaemu_schedule_check(const mmaemu_schedule *s, const mmaemu_instr *ins, char *err,
                          size_t errlen);

/* The order in which the schedule consumes K: order[q] = the K index of
 * the q-th element fed to the instructions, for q < the padded length
 * (returned); indices >= K are padding zeros.  n: room in order. */
size_t mmaemu_schedule_k_order(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t K,
                               size_t *order, size_t n);

/* One element under a schedule: a and b hold its K operands in natural
 * order (k = 0 .. K-1), c the initial accumulator; returns the value after
 * the epilogue (a bf16/fp16 pattern when out is bf16/fp16). */
uint32_t mmaemu_schedule_eval(const mmaemu_schedule *s, const mmaemu_instr *ins,
                              const uint32_t *a, const uint32_t *b, size_t K, uint32_t c);

/* Triton's lowering of one tl.dot (kernels/triton_lower.c, docs/dcpp.md):
 * the tile it multiplies and the launch knobs that choose the instruction. */
typedef struct mmaemu_triton_dot {
    size_t m, n, k;          /* result M x N, reduction K of this tl.dot */
    unsigned num_warps;
    unsigned nonkdim;        /* AMD matrix_instr_nonkdim: 0 (auto), 16, 32 */
    unsigned kpack;          /* AMD kpack: 1 or 2 (gfx950 forces 1) */
    mmaemu_format in, acc;   /* operand and accumulator formats */
} mmaemu_triton_dot;
/* The schedule Triton emits for that dot on arch (block_k = dot->k, the
 * accumulator chained); why (optional) gets a one-line reason.  Returns 0,
 * or -1 when Triton would not use a matrix instruction (FMA path). */
int mmaemu_triton_schedule(const mmaemu_arch *arch, const mmaemu_triton_dot *dot,
                           mmaemu_schedule *out, char *why, size_t whylen);
/* A tl.dot tile config as users write it (`mmaemu gemm --triton`, the
 * Python package's triton= dict): the launch knobs that choose the
 * instruction.  Text form: "BLOCK_M=64 BLOCK_N=64 BLOCK_K=32 num_warps=4
 * [num_stages=3] [kpack=1] [matrix_instr_nonkdim=0] [input_precision=tf32|ieee]
 * [max_num_imprecise_acc=N]" (kernels/triton_config.c). */
typedef struct mmaemu_triton_config {
    unsigned block_m, block_n, block_k;   /* required */
    unsigned num_warps;      /* 4 unless given */
    unsigned num_stages;     /* accepted; no effect on the numbers */
    unsigned kpack;          /* AMD: 1 unless given */
    unsigned nonkdim;        /* AMD matrix_instr_nonkdim: 0 (auto) */
    int ieee;                /* input_precision=ieee for fp32 operands (FMA: refused) */
    long max_imprecise;      /* max_num_imprecise_acc; -1: Triton's default */
} mmaemu_triton_config;
/* Parse the text form onto defaults.  0, or -1 with a one-line reason. */
int mmaemu_triton_config_parse(const char *text, mmaemu_triton_config *c, char *err,
                               size_t errlen);
/* The schedule Triton 3.6 compiles a whole K loop of that config into:
 * the tl.dot of a BLOCK_M x BLOCK_N x BLOCK_K tile lowered for the arch,
 * K zero-padded to whole BLOCK_K (masked loads), the accumulator chained;
 * on sm90 an fp8 wgmma promotes every max_num_imprecise_acc products
 * (Triton's default there, 2^30, never does).  why gets one line. */
int mmaemu_triton_config_schedule(const mmaemu_arch *arch, const mmaemu_triton_config *c,
                                  mmaemu_format in, mmaemu_format acc, mmaemu_schedule *out,
                                  char *why, size_t whylen);
/* The format the instruction of a Triton schedule consumes: `in`, or fp16
 * where Triton converts fp8 operands first (sm90 MMAv2).  fp32 is tf32. */
mmaemu_format mmaemu_triton_operand_format(const mmaemu_arch *arch, const mmaemu_schedule *s,
                                           mmaemu_format in);

/* One library GEMM as a vendor library sees it (kernels/library.c). */
typedef struct mmaemu_lib_gemm {
    size_t batch, m, n, k;
    mmaemu_format in, acc;
    int a_km;                /* A stored (k, m): transposed */
    int b_nk;                /* B stored (n, k): transposed */
} mmaemu_lib_gemm;
/* The schedule of that GEMM under a model spec: the preset's measured
 * rule for the shape when there is one, else the library default chain.
 * why gets one line naming the source.  0, or -1 with a reason. */
int mmaemu_library_schedule_for(const mmaemu_model_spec *spec, const mmaemu_lib_gemm *g,
                                mmaemu_schedule *out, char *why, size_t whylen);

/* The default schedule of a vendor library GEMM (cuBLAS, hipBLASLt) on
 * arch: a sequential chain of the arch's Triton-default instruction for
 * `in` -> `acc`; their real kernels are not public (docs/dcpp.md). */
int mmaemu_library_schedule(const mmaemu_arch *arch, mmaemu_format in, mmaemu_format acc,
                            mmaemu_schedule *out, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_SCHEDULE_H */
