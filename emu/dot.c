/* SPDX-License-Identifier: MIT */
/* dot.c -- a dot product of any length through one instruction: zero-pad
 * K to whole instructions, run each instruction as its steps, and chain
 * each step's rounded output into the next step's C (design.md 4).
 *
 * An instruction may be more than a run of contiguous steps: ptxas builds
 * fp8 mma.sync on sm_90 from fp16 HMMAs, so its operands are widened to
 * fp16, its steps take k in an interleaved order, start from +0, and C is
 * added at the end by an IEEE add.  Those are instruction fields. */
#include "internal.h"

#include <stdlib.h>

typedef uint32_t (*step_fn)(const mmaemu_step_params *, const uint32_t *,
                            const uint32_t *, int, uint32_t, const uint32_t *,
                            const uint32_t *);

/* The step function and the optional observer of one run. */
typedef struct {
    step_fn step;
    mmaemu_step_observer observe;
    void *ctx;
} driver;

static uint32_t run_step(const driver *d, const mmaemu_step_params *p, const uint32_t *a,
                         const uint32_t *b, int n, uint32_t c, const uint32_t *sa,
                         const uint32_t *sb)
{
    if (d->observe)
        d->observe(d->ctx, p, a, b, n, c);
    return d->step(p, a, b, n, c, sa, sb);
}

#define MAX_INSTR_K 256

/* The IEEE RNE add d = s + c in the accumulator format, as an exact
 * one-product sum s*1 + c rounded once (E-FDPA with L = 1). */
static uint32_t add_last(step_fn step, const mmaemu_step_params *p, uint32_t s, uint32_t c)
{
    int fp16 = p->acc_fmt == MMAEMU_FP16;
    mmaemu_step_params add = {
        .alg = MMAEMU_ALG_E_FDPA, .a_fmt = p->acc_fmt, .b_fmt = p->acc_fmt,
        .acc_fmt = p->acc_fmt, .L = 1,
        .out = fp16 ? MMAEMU_OUT_RNE_FP16 : MMAEMU_OUT_RNE_FP32,
        .zero_sign = MMAEMU_ZERO_IEEE, .nan_bits = p->nan_bits,
    };
    const uint32_t one = fp16 ? 0x3C00u : 0x3F800000u;
    return step(&add, &s, &one, 1, c, NULL, NULL);
}

int mmaemu_instr_step_of(const mmaemu_instr *ins, int i)
{
    const int L = ins->step.L, nsteps = ins->k / L, half = nsteps / 2;
    if (ins->k_interleave > 0)
        return (i / ins->k_interleave) % nsteps;
    if (ins->k_interleave < 0)   /* upper half first */
        return i / L >= half ? i / L - half : i / L + half;
    return i / L;
}

/* One instruction with widening, interleaving or a late C. */
static uint32_t composed(const driver *d, const mmaemu_instr *ins, const uint32_t *a,
                         const uint32_t *b, size_t n, uint32_t c)
{
    mmaemu_step_params p = ins->step;
    const int k = ins->k, L = p.L, nsteps = k / L;
    uint32_t xa[MAX_INSTR_K], xb[MAX_INSTR_K];
    for (int i = 0; i < k; i++) {
        xa[i] = (size_t)i < n ? a[i] : 0;
        xb[i] = (size_t)i < n ? b[i] : 0;
        if (ins->widen_fp16) {   /* exact: every fp8 value is an fp16 value */
            xa[i] = mmaemu_convert(p.a_fmt, xa[i], MMAEMU_FP16, MMAEMU_RNE, 0);
            xb[i] = mmaemu_convert(p.b_fmt, xb[i], MMAEMU_FP16, MMAEMU_RNE, 0);
        }
    }
    if (ins->widen_fp16)
        p.a_fmt = p.b_fmt = MMAEMU_FP16;

    uint32_t acc = ins->c_after ? 0u : c;
    for (int s = 0; s < nsteps; s++) {
        uint32_t sa[MAX_INSTR_K], sb[MAX_INSTR_K];
        int m = 0;
        for (int i = 0; i < k; i++) {
            if (mmaemu_instr_step_of(ins, i) == s) {
                sa[m] = xa[i];
                sb[m] = xb[i];
                m++;
            }
        }
        acc = run_step(d, &p, sa, sb, m, acc, NULL, NULL);
    }
    return ins->c_after ? add_last(d->step, &p, acc, c) : acc;
}

/* xa, xb: the scale of every element (past k too), or NULL. */
static uint32_t chain(const driver *d, const mmaemu_instr *ins, const uint32_t *a,
                      const uint32_t *b, size_t k, uint32_t c, const uint32_t *xa,
                      const uint32_t *xb)
{
    const mmaemu_step_params *p = &ins->step;
    const size_t ik = (size_t)ins->k, L = (size_t)p->L;
    size_t kpad = (k + ik - 1) / ik * ik;
    if (kpad == 0)
        kpad = ik;   /* K = 0 still runs one instruction */
    if (ins->widen_fp16 || ins->k_interleave || ins->c_after) {
        for (size_t i = 0; i < kpad; i += ik)
            c = composed(d, ins, a + (i < k ? i : 0), b + (i < k ? i : 0),
                         i < k ? k - i : 0, c);
        return c;
    }
    for (size_t i = 0; i < kpad; i += L) {
        int n = i >= k ? 0 : (int)(k - i < L ? k - i : L);
        c = run_step(d, p, n ? a + i : a, n ? b + i : b, n, c, xa ? xa + i : NULL,
                     xb ? xb + i : NULL);
    }
    return c;
}

#define SCALE_STACK 4096

/* The dot with each element's scale spelled out (scale 1 past k). */
static uint32_t scaled(const driver *d, const mmaemu_instr *ins, const uint32_t *a,
                       const uint32_t *b, size_t k, uint32_t c, const mmaemu_dot_scales *s)
{
    const mmaemu_step_params *p = &ins->step;
    if (!s || !s->sa || !s->sb || !s->block || !mmaemu_params_scaled(p))
        return chain(d, ins, a, b, k, c, NULL, NULL);
    const size_t ik = (size_t)ins->k, kpad = k ? (k + ik - 1) / ik * ik : ik;
    uint32_t stack[2 * SCALE_STACK], *x = kpad <= SCALE_STACK ? stack : malloc(2 * kpad * sizeof *x);
    if (!x)
        return p->nan_bits;   /* out of memory: documented in engine.h */
    const uint32_t one = p->scale_fmt == MMAEMU_UE8M0 ? 0x7Fu : 0x38u;
    for (size_t i = 0; i < kpad; i++) {
        x[i] = i < k ? s->sa[i / s->block] : one;
        x[kpad + i] = i < k ? s->sb[i / s->block] : one;
    }
    uint32_t r = chain(d, ins, a, b, k, c, x, x + kpad);
    if (x != stack)
        free(x);
    return r;
}

uint32_t mmaemu_dot(const mmaemu_instr *ins, const uint32_t *a,
                    const uint32_t *b, size_t k, uint32_t c)
{
    const driver d = {mmaemu_step_scaled, NULL, NULL};
    return chain(&d, ins, a, b, k, c, NULL, NULL);
}

uint32_t mmaemu_ref_dot(const mmaemu_instr *ins, const uint32_t *a,
                        const uint32_t *b, size_t k, uint32_t c)
{
    const driver d = {mmaemu_ref_step_scaled, NULL, NULL};
    return chain(&d, ins, a, b, k, c, NULL, NULL);
}

uint32_t mmaemu_dot_scaled(const mmaemu_instr *ins, const uint32_t *a, const uint32_t *b,
                           size_t k, uint32_t c, const mmaemu_dot_scales *s)
{
    const driver d = {mmaemu_step_scaled, NULL, NULL};
    return scaled(&d, ins, a, b, k, c, s);
}

uint32_t mmaemu_ref_dot_scaled(const mmaemu_instr *ins, const uint32_t *a, const uint32_t *b,
                               size_t k, uint32_t c, const mmaemu_dot_scales *s)
{
    const driver d = {mmaemu_ref_step_scaled, NULL, NULL};
    return scaled(&d, ins, a, b, k, c, s);
}

uint32_t mmaemu_dot_observed(const mmaemu_instr *ins, const uint32_t *a,
                             const uint32_t *b, size_t k, uint32_t c,
                             mmaemu_step_observer observe, void *ctx)
{
    const driver d = {mmaemu_step_scaled, observe, ctx};
    return chain(&d, ins, a, b, k, c, NULL, NULL);
}
