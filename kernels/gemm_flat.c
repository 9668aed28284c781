/* SPDX-License-Identifier: MIT */
/* gemm_flat.c -- an instruction whose steps take its K positions out of
 * order (k_interleave: interleaved steps, or the upper half first, the
 * gfx950 upper-k-first hypothesis) as the plain instruction over a
 * permuted consumed order.  emu/dot.c's composed() gives step s of an
 * instruction the positions i with mmaemu_instr_step_of(ins, i) == s, in
 * increasing i, and a step's result does not depend on anything else; the
 * plain instruction (k_interleave = 0) gives step s the positions
 * [sL, (s+1)L).  So listing each instruction's positions step by step
 * (a stable sort by step) makes the plain instruction compute the same
 * steps on the same accumulators.  The fast kernels and the certified path
 * take plain instructions only; with this every path but ref runs the
 * out-of-order rows too (ref stays the per-element definition). */
#include <stdlib.h>

#include "gemm_impl.h"

/* Does every part of every run start on an instruction boundary?  Parts
 * are whole units (kernels/schedule_layout.c), so this holds unless a
 * schedule cuts K elsewhere; Stream-K's chunks are not checked here. */
static int parts_aligned(const sched_run *runs, size_t n, size_t k)
{
    for (size_t t = 0; t < n; t++) {
        const mmaemu_k_layout *l = &runs[t].lay;
        if (runs[t].s->streamk || l->kp % k)
            return 0;
        for (size_t p = 0; p <= (size_t)l->ranges * l->slices; p++)
            if (l->bound[p] % k)
                return 0;
    }
    return 1;
}

int mmaemu_gemm_flat_instr(const mmaemu_instr *ins, mmaemu_instr *flat)
{
    if (!ins->k_interleave || ins->widen_fp16 || ins->c_after)
        return -1;
    *flat = *ins;
    flat->k_interleave = 0;
    return 0;
}

size_t *mmaemu_gemm_flat_order(const mmaemu_instr *ins, const sched_run *runs, size_t n)
{
    const size_t k = (size_t)ins->k, kp = runs[0].lay.kp, L = (size_t)ins->step.L;
    if (!parts_aligned(runs, n, k))
        return NULL;
    size_t *order = malloc(kp * sizeof *order);
    if (!order)
        return NULL;
    const size_t *src = runs[0].lay.order;
    for (size_t c = 0; c < kp; c += k) {
        size_t m = 0;
        for (size_t s = 0; s < k / L; s++)
            for (size_t i = 0; i < k; i++)
                if ((size_t)mmaemu_instr_step_of(ins, (int)i) == s)
                    order[c + m++] = src[c + i];
    }
    return order;
}
