/* SPDX-License-Identifier: MIT */
/* mmaemu/schedule.h -- GEMM schedules and Triton / library lowering (kernels/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_SCHEDULE_H
#define MMAEMU_SCHEDULE_H

#include "mmaemu/model.h"
#include "mmaemu/export.h"

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
    MMAEMU_COMBINE_TREE,    /* (p0 + p1) + (p2 + p3), pairwise up */
    MMAEMU_COMBINE_INPLACE, /* serially through the output: d = out(p0), then
                               d = out(p_i + d) (cuBLASLt INPLACE, CUTLASS
                               serial split-K) */
    MMAEMU_COMBINE_TREE_LAST, /* pairwise from the last: (p2 + p1) + p0,
                               (p3 + p2) + (p1 + p0) (cuBLAS's Stream-K
                               fixup, measured) */
    MMAEMU_COMBINE_BFLY,     /* a warp's butterfly: p_i += p_{i+h} for
                               h = n/2, n/4, ..., 1 (n rounded up to a
                               power of two, absent parts skipped); p0
                               (cuBLAS's gemv lanes, measured) */
    MMAEMU_COMBINE_DOT       /* slices only, a multiple of 256: cuBLAS's
                               dot_kernel + reduce_1Block_kernel (measured):
                               slices 2t, 2t + 1 are thread t's two
                               accumulators (x + y); each 128 threads (a
                               CTA) by a butterfly; the CTA sums c_b:
                               c_t + c_{t+128} + ... (t < 128), butterfly
                               steps 64 and 32, then the 32 in 4 chains
                               i, i + 4, ..., the 4 in order */
} mmaemu_combine;

/* How split_k cuts K into ranges. */
typedef enum mmaemu_split_cut {
    MMAEMU_CUT_TILES = 0,   /* ceil(blocks / S) whole blocks each, the first ranges full */
    MMAEMU_CUT_EVEN,        /* the blocks dealt as evenly as possible, longer ranges first */
    MMAEMU_CUT_EVEN_LATE,   /* ... longer ranges last */
    MMAEMU_CUT_ALIGN        /* ceil(K / S) rounded up to split_align elements
                               (CUTLASS 2 GemmUniversal: 128 bits of an operand) */
} mmaemu_split_cut;

/* Where a range's partial block goes when its length is not a multiple of
 * the block. */
typedef enum mmaemu_residue {
    MMAEMU_RESIDUE_LAST = 0, /* the last block is cut short (masked loads, Triton) */
    MMAEMU_RESIDUE_FIRST     /* the first block is (CUTLASS 2.x predicated iterators) */
} mmaemu_residue;

/* Partial sums before the combine. */
typedef enum mmaemu_partials {
    MMAEMU_PARTIALS_ACC = 0, /* kept in the accumulator format */
    MMAEMU_PARTIALS_OUT      /* rounded to the output type first (cuBLASLt OUTPUT_TYPE) */
} mmaemu_partials;

/* How fp32 operands become tf32 (the instruction's format in fp32 containers). */
typedef enum mmaemu_convert_mode {
    MMAEMU_CONVERT_TRUNC = 0, /* the low 13 bits ignored: the tensor core, Triton */
    MMAEMU_CONVERT_RNE,       /* rounded to nearest even first (cuBLAS FAST_TF32) */
    MMAEMU_CONVERT_RNA        /* rounded to nearest, ties away (cvt.rna.tf32.f32) */
} mmaemu_convert_mode;

/* How a C matrix joins a library GEMM's result (alpha, beta: the call's). */
typedef enum mmaemu_c_add {
    MMAEMU_C_ACC = 0,        /* C is the first range's initial accumulator (Triton) */
    MMAEMU_C_FP32,           /* D = out(alpha * acc + beta * C), fp32 RNE operations
                                (cuBLAS's general epilogue: nvjet bx, CUTLASS) */
    MMAEMU_C_OUT             /* D = out(alpha * out(acc) + beta * C): the result is cast
                                first, then C added in fp32 and cast again (nvjet badd) */
} mmaemu_c_add;

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
 * What library kernels add (docs/validation.md, "Library schedules"):
 *   - split_cut chooses how split_k cuts K (whole blocks, or elements
 *     rounded to split_align); each range is zero-padded to whole blocks
 *     on its own, its short block last or first (residue);
 *   - slices P > 1 deal each range's blocks of slice_k (0: the block)
 *     round-robin to P accumulators (warps or CTAs sharing a tile's K),
 *     each chained from +0, summed in slice order by fp32 RNE adds;
 *   - streamk U > 0 cuts the K loop of each tile_m x tile_n output tile
 *     where the Stream-K units' shares end: U units take equal runs of
 *     the blocks of all tiles in order (batch, tile column, tile row: down
 *     the rows first), after the first streamk_dp tiles, which run whole
 *     (data-parallel); streamk_split S > 0 cuts each of those tiles into
 *     S ranges instead (the blocks dealt evenly, the longer ranges last);
 *     tile_panel P > 0 numbers the tiles in panels of P tile rows, the
 *     columns of odd panels walked backwards (cuBLAS's ctaSwizzling);
 *   - partials=out rounds each range's partial to the output type before
 *     the combine; combine=inplace adds each partial to the stored output;
 *   - convert says how fp32 operands become tf32;
 *   - a bias (mmaemu_gemm.bias) is added to the final sum with an fp32
 *     RNE add before the cast (combine=inplace: to the first partial);
 *   - c_add says how a C matrix joins (mmaemu_c_add; mmaemu_matmul).
 * Text form: "instr=wgmma block_k=64 kgroups=4 kpack=2 split_k=1
 * combine=seq promote=0 out=bf16", keys in any order, separated by spaces
 * or commas; omitted keys keep their value.  The library keys split_cut
 * (tiles|even|even_late|align), split_align, residue (last|first),
 * partials (acc|out), slices, slice_combine (seq|tree|bfly|dot), slice_k, streamk, tile_m, tile_n, streamk_dp,
 * streamk_split, tile_panel,
 * convert (trunc|rne|rna) and c_add (acc|fp32|out) are written only when they differ from
 * mmaemu_schedule_init's values. */
#define MMAEMU_SCHED_INSTR_MAX 48
/* The most slices: 512 CTAs of a dot kernel's 256 accumulators (more than
 * 256 only with split_k = 1). */
#define MMAEMU_SLICES_MAX 131072u
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
    /* library kernels */
    mmaemu_split_cut split_cut;
    size_t split_align;      /* elements, for MMAEMU_CUT_ALIGN (8) */
    mmaemu_residue residue;
    mmaemu_partials partials;
    unsigned slices;         /* >= 1 */
    size_t slice_k;          /* 0: the block */
    unsigned streamk;        /* 0: off; else the number of Stream-K units */
    size_t tile_m, tile_n;   /* the output tile (Stream-K) */
    size_t streamk_dp;       /* Stream-K: the first tiles, each run whole */
    mmaemu_convert_mode convert;
    mmaemu_c_add c_add;
    mmaemu_combine slice_combine; /* how a range's slices are summed: seq,
                               tree, bfly or dot (inplace, tree_last: seq) */
    unsigned streamk_split;  /* Stream-K: 0, or the ranges of each tile after
                              * streamk_dp (cuBLAS's segment_k splits) */
    size_t tile_panel;       /* Stream-K tile order: 0, or panels of this many
                              * tile rows, odd panels' columns backwards */
} mmaemu_schedule;

/* A plain chain of instruction `instr` (block_k 0, no split, no kpack). */
MMAEMU_API void mmaemu_schedule_init(mmaemu_schedule *s, const char *instr);
/* Apply "key=value ..." onto s.  Returns 0, or -1 with a one-line reason. */
MMAEMU_API int mmaemu_schedule_parse(const char *text, mmaemu_schedule *s, char *err,
                                     size_t errlen);
/* The text form of s (every key); returns the length it needs. */
MMAEMU_API size_t mmaemu_schedule_format(const mmaemu_schedule *s, char *buf, size_t len);
/* Check s against its instruction (divisibility, formats).  0 or -1. */
MMAEMU_API int mmaemu_schedule_check(const mmaemu_schedule *s, const mmaemu_instr *ins, char *err,
                                     size_t errlen);

/* The order in which the schedule consumes K: order[q] = the K index of
 * the q-th element fed to the instructions, for q < the padded length
 * (returned); indices >= K are padding zeros.  n: room in order. */
MMAEMU_API size_t mmaemu_schedule_k_order(const mmaemu_schedule *s, const mmaemu_instr *ins,
                                          size_t K, size_t *order, size_t n);

/* The whole layout (kernels/schedule_layout.c): the consumed order and
 * its parts.  Part p is range p / slices, slice p % slices: the run
 * [bound[p], bound[p + 1]) of order, chained from +0 (the first from C).
 * Stream-K cuts the one range further, per output tile (kernels/gemm.c). */
typedef struct mmaemu_k_layout {
    size_t kp;               /* consumed length */
    size_t *order;           /* [kp]: the K index, >= K for a padding zero */
    unsigned ranges, slices;
    size_t *bound;           /* [ranges * slices + 1] */
} mmaemu_k_layout;
/* 0, or -1 when out of memory.  Free with mmaemu_k_layout_free. */
MMAEMU_API int mmaemu_schedule_layout(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t K,
                                      mmaemu_k_layout *l);
MMAEMU_API void mmaemu_k_layout_free(mmaemu_k_layout *l);
/* The block every range is padded to: block_k, else slice_k when slicing,
 * else one kpack group of instructions. */
MMAEMU_API size_t mmaemu_schedule_pad(const mmaemu_schedule *s, const mmaemu_instr *ins);
/* The padded length of K that s consumes (every split range padded to
 * whole blocks), without building the order. */
MMAEMU_API size_t mmaemu_schedule_padded_k(const mmaemu_schedule *s, const mmaemu_instr *ins,
                                           size_t K);
/* Check s against the problem it runs (kernels/gemm_bounds.c): block_k
 * and slice_k at most max(K rounded up to a power of two, 4096), split_k
 * and streamk at most max(K, 64) (empty split ranges add +0), K at most
 * 2^48, and the GEMM driver's working memory for N
 * columns over the padded K, plus HELD bytes the caller will hold (its
 * output), within the memory budget (mmaemu_memory_check).  0, or -1 with
 * "schedule: KEY = V ..." naming the parameter in err. */
MMAEMU_API int mmaemu_schedule_check_problem(const mmaemu_schedule *s, const mmaemu_instr *ins,
                                             size_t n, size_t K, uint64_t held, char *err,
                                             size_t errlen);
/* 1 when s is one chain over its consumed order (no split, slices,
 * Stream-K, promotion or tf32 rounding): one mmaemu_dot over the operands
 * in mmaemu_schedule_k_order's order. */
MMAEMU_API int mmaemu_schedule_is_chain(const mmaemu_schedule *s);

/* One element under a schedule: a and b hold its K operands in natural
 * order (k = 0 .. K-1), c the initial accumulator; returns the value after
 * the epilogue (a bf16/fp16 pattern when out is bf16/fp16).  As element
 * (0, 0, 0) of a 1 x 1 GEMM, without bias. */
MMAEMU_API uint32_t mmaemu_schedule_eval(const mmaemu_schedule *s, const mmaemu_instr *ins,
                                         const uint32_t *a, const uint32_t *b, size_t K,
                                         uint32_t c);
/* Where an element sits (Stream-K tiles) and its bias. */
typedef struct mmaemu_elem_at {
    size_t batch, m, n;      /* the GEMM's size */
    size_t bi, i, j;         /* the element */
    int has_bias;
    uint32_t bias;           /* fp32 pattern, added before the cast */
} mmaemu_elem_at;
MMAEMU_API uint32_t mmaemu_schedule_eval_at(const mmaemu_schedule *s, const mmaemu_instr *ins,
                                            const uint32_t *a, const uint32_t *b, size_t K,
                                            uint32_t c, const mmaemu_elem_at *at);

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
MMAEMU_API int mmaemu_triton_schedule(const mmaemu_arch *arch, const mmaemu_triton_dot *dot,
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
MMAEMU_API int mmaemu_triton_config_parse(const char *text, mmaemu_triton_config *c, char *err,
                                          size_t errlen);
/* The schedule Triton 3.6 compiles a whole K loop of that config into:
 * the tl.dot of a BLOCK_M x BLOCK_N x BLOCK_K tile lowered for the arch,
 * K zero-padded to whole BLOCK_K (masked loads), the accumulator chained;
 * on sm90 an fp8 wgmma promotes every max_num_imprecise_acc products
 * (Triton's default there, 2^30, never does).  why gets one line. */
MMAEMU_API int mmaemu_triton_config_schedule(const mmaemu_arch *arch, const mmaemu_triton_config *c,
                                             mmaemu_format in, mmaemu_format acc,
                                             mmaemu_schedule *out, char *why, size_t whylen);
/* The format the instruction of a Triton schedule consumes: `in`, or fp16
 * where Triton converts fp8 operands first (sm90 MMAv2).  fp32 is tf32. */
MMAEMU_API mmaemu_format mmaemu_triton_operand_format(const mmaemu_arch *arch,
                                                      const mmaemu_schedule *s, mmaemu_format in);

/* mmaemu_lib_gemm.scaled: which of alpha and beta differ from 1. */
#define MMAEMU_LIB_ALPHA 1
#define MMAEMU_LIB_BETA 2

/* One library GEMM as a vendor library sees it (kernels/library.c). */
typedef struct mmaemu_lib_gemm {
    size_t batch, m, n, k;
    mmaemu_format in, acc;
    int a_km;                /* A stored (k, m): transposed */
    int b_nk;                /* B stored (n, k): transposed */
    /* What the library's choice also depends on (0: unknown; the dense
     * layout, no C, no bias, the accumulator's type out). */
    size_t lda, ldb, ldc;    /* leading dimensions as the caller stores them */
    mmaemu_epilogue out;     /* the output type */
    int out_set;             /* 1: out is given */
    int bias;                /* 1: a bias vector (F.linear, addmm's row bias) */
    int c;                   /* 1: a C matrix with beta != 0 */
    int scaled;              /* non-zero: alpha or beta differ from 1; where known,
                              * MMAEMU_LIB_ALPHA and MMAEMU_LIB_BETA say which (an
                              * nvjet kernel's epilogue follows beta) */
    /* A recorded program (mmaemu_library_kernel_schedule): the kernel
     * names launched, separated by ';', and the cuBLASLt trace line. */
    const char *kernel, *lt_line;
} mmaemu_lib_gemm;
/* The schedule of that GEMM under a model spec: the preset's measured
 * rule for the shape when there is one, else the library default chain.
 * why gets one line naming the source.  0, or -1 with a reason. */
MMAEMU_API int mmaemu_library_schedule_for(const mmaemu_model_spec *spec, const mmaemu_lib_gemm *g,
                                           mmaemu_schedule *out, char *why, size_t whylen);

/* The schedule of a recorded cuBLAS program (kernels/lib_kernel.c): the
 * kernel names g->kernel (cuBLAS / cuBLASLt / CUTLASS / nvjet, ';'
 * between the kernels of one call) and, optionally, the cuBLASLt trace line
 * g->lt_line (numSplitsK, reductionScheme) decoded into instruction, K
 * block, split, reduction and epilogue.  why names the kernel family.  0,
 * or -1 with a reason (a name that says too little, an arch without it). */
MMAEMU_API int mmaemu_library_kernel_schedule(const mmaemu_arch *arch, const mmaemu_lib_gemm *g,
                                              mmaemu_schedule *out, char *why, size_t whylen);

/* Which cuBLAS kernel family on an H100 runs the program s (the inverse of
 * the decoder, for `infer-schedule`): one line into buf.  0, or -1 when no
 * recorded family does (buf says so). */
MMAEMU_API int mmaemu_library_kernel_family(const mmaemu_schedule *s, char *buf, size_t len);

/* The same for a hipBLASLt (Tensile) kernel name on an AMD arch
 * (kernels/lib_kernel_amd.c; mmaemu_library_kernel_schedule calls it for
 * AMD archs): macro tile, MFMA, GlobalSplitU, LocalSplitU.  Unmeasured on
 * a device: every rule is a hypothesis (docs/library-choice.md). */
MMAEMU_API int mmaemu_library_kernel_schedule_amd(const mmaemu_arch *arch, const mmaemu_lib_gemm *g,
                                                  mmaemu_schedule *out, char *why, size_t whylen);

/* The default schedule of a vendor library GEMM (cuBLAS, hipBLASLt) on
 * arch: a sequential chain of the arch's Triton-default instruction for
 * `in` -> `acc`; their real kernels are not public (docs/dcpp.md). */
MMAEMU_API int mmaemu_library_schedule(const mmaemu_arch *arch, mmaemu_format in, mmaemu_format acc,
                                       mmaemu_schedule *out, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_SCHEDULE_H */
