/* SPDX-License-Identifier: MIT */
/* schedule_impl.h -- the arithmetic of a schedule around its chains
 * (kernels/schedule_eval.c), shared by the GEMM driver (kernels/gemm.c).
 * Not installed.
 *
 * An element is computed in parts (mmaemu_k_layout): each part a chain
 * over a run of the consumed order, from +0 (the first from C); then each
 * range's slices summed in slice order, the ranges combined, the bias
 * added, and the epilogue cast. */
#ifndef MMAEMU_SCHEDULE_IMPL_H
#define MMAEMU_SCHEDULE_IMPL_H

#include "mmaemu/schedule.h"

/* A chain over the consumed elements [lo, hi) of nl lanes at once, each
 * lane's accumulator in c[] (in and out). */
typedef void (*mmaemu_chain_fn)(void *ctx, size_t lo, size_t hi, uint32_t *c, size_t nl);

/* The parts of one element: runs [bound[p], bound[p + 1]) of the
 * consumed order, `slices` consecutive parts making one range. */
typedef struct mmaemu_parts_view {
    const size_t *bound;
    unsigned nparts, slices;
} mmaemu_parts_view;

/* The parts of nl lanes: parts[p * nl + l], each a chain (promoted in
 * chunks when s->promote) from +0, the first from c[l]. */
void mmaemu_sched_run_parts(const mmaemu_schedule *s, const mmaemu_parts_view *pv, size_t nl,
                            const uint32_t *c, uint32_t *parts, mmaemu_chain_fn chain, void *ctx);
/* partials=out ahead of a later output cast (mmaemu_gemm's partial_epi,
 * partial_scale). */
typedef struct mmaemu_late_partials {
    mmaemu_epilogue epi;     /* none: the schedule's own epilogue rounds them */
    uint32_t scale;          /* fp32 pattern multiplying each partial first */
} mmaemu_late_partials;

/* One lane's value before the epilogue cast from its parts (part p at
 * parts[p * stride]): slices summed, ranges combined, bias (NULL: none)
 * added.  late: NULL or the partials' rounding when the cast comes later.
 * v: scratch of nparts / slices values. */
uint32_t mmaemu_sched_finish(const mmaemu_schedule *s, const mmaemu_instr *ins,
                             const uint32_t *parts, size_t stride, unsigned nparts,
                             unsigned slices, const uint32_t *bias,
                             const mmaemu_late_partials *late, uint32_t *v);
/* The epilogue's format (bf16 or fp16; fp32 has no cast). */
static inline mmaemu_format mmaemu_sched_out_format(const mmaemu_schedule *s)
{
    return s->epilogue == MMAEMU_EPI_BF16 ? MMAEMU_BF16 : MMAEMU_FP16;
}

/* The epilogue cast of a finished value (inline: once per element). */
static inline uint32_t mmaemu_sched_cast(const mmaemu_schedule *s, const mmaemu_instr *ins,
                                         uint32_t acc)
{
    if (s->epilogue == MMAEMU_EPI_NONE)
        return acc;
    /* fp32 -> bf16 RNE on the bit pattern (NaNs aside): the formula that
     * tests/emu/check_formats.c checks exhaustively against mmaemu_convert;
     * the general converter costs ~19 ns an element, a third of a K = 64 dot. */
    if (s->epilogue == MMAEMU_EPI_BF16 && ins->step.acc_fmt == MMAEMU_FP32 &&
        (acc & 0x7FFFFFFFu) <= 0x7F800000u)
        return (acc + 0x7FFFu + (acc >> 16 & 1u)) >> 16;
    return mmaemu_convert(ins->step.acc_fmt, acc, mmaemu_sched_out_format(s), MMAEMU_RNE, 0);
}
/* An operand as the instruction sees it (convert=rne|rna rounds fp32 to
 * tf32; inline: once per operand load).  tf32 shares fp32's exponent
 * field, subnormals included, so rounding a finite value is rounding its
 * pattern to 10 fraction bits: add half a tf32 ulp (less one, plus the
 * kept last bit, for RNE) and clear the 13 low bits; a carry out of the
 * fraction steps the exponent, up to Inf.  NaN and Inf take the general
 * converter (its NaN rules); tests/kernels/check_schedule checks the rest
 * against it. */
static inline uint32_t mmaemu_sched_operand(const mmaemu_schedule *s, uint32_t v)
{
    if (s->convert == MMAEMU_CONVERT_TRUNC)
        return v;
    if ((v & 0x7F800000u) == 0x7F800000u)
        return mmaemu_convert(MMAEMU_FP32, v, MMAEMU_TF32,
                              s->convert == MMAEMU_CONVERT_RNA ? MMAEMU_RNA : MMAEMU_RNE, 0);
    const uint32_t half = s->convert == MMAEMU_CONVERT_RNA ? 0x1000u : 0xFFFu + (v >> 13 & 1u);
    return (v + half) & ~0x1FFFu;
}

/* Stream-K: the tiles of a batch x M x N GEMM, the one holding (bi, i, j). */
size_t mmaemu_sched_tiles(const mmaemu_schedule *s, size_t batch, size_t M, size_t N);
size_t mmaemu_sched_tile(const mmaemu_schedule *s, size_t M, size_t N, size_t bi, size_t i,
                         size_t j);
/* The parts of an element in tile `tile` of `ntiles`: the layout's, or
 * under Stream-K its tile's (written to bound: room for kp / pad + 2). */
mmaemu_parts_view mmaemu_sched_parts_at(const mmaemu_schedule *s, const mmaemu_instr *ins,
                                        const mmaemu_k_layout *l, size_t ntiles, size_t tile,
                                        size_t *bound);
/* The most parts any element of s has (buffer sizes). */
size_t mmaemu_sched_max_parts(const mmaemu_schedule *s, const mmaemu_instr *ins,
                              const mmaemu_k_layout *l);

/* The reference chain of one element for mmaemu_sched_run_parts:
 * mmaemu_dot over its operands a, b (in the consumed order); with sa, sb
 * (block-scaled rows) mmaemu_dot_scaled with each operand's own scale. */
typedef struct mmaemu_sched_ref_ctx {
    const mmaemu_instr *ins;
    const uint32_t *a, *b;
    const uint32_t *sa, *sb;     /* NULL, or one scale per operand */
} mmaemu_sched_ref_ctx;
void mmaemu_sched_ref_chain(void *ctx, size_t lo, size_t hi, uint32_t *c, size_t nl);

/* "key=value ..." (kernels/kv.c): set(ctx, key, value) for each item;
 * what names the text in errors ("schedule", "triton config"). */
typedef int (*mmaemu_kv_setter)(void *ctx, const char *key, const char *value, char *err,
                                size_t errlen);
int mmaemu_kv_parse(const char *text, const char *what, mmaemu_kv_setter set, void *ctx,
                    char *err, size_t errlen);

#endif
