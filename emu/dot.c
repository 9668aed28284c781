/* dot.c -- a dot product of any length through one instruction: zero-pad
 * K to whole instructions, run the steps in ascending K order, and chain
 * each step's rounded output into the next step's C (design.md 4). */
#include "internal.h"

typedef uint32_t (*step_fn)(const mmaemu_step_params *, const uint32_t *,
                            const uint32_t *, int, uint32_t);

static uint32_t chain(step_fn step, const mmaemu_instr *ins, const uint32_t *a,
                      const uint32_t *b, size_t k, uint32_t c)
{
    const mmaemu_step_params *p = &ins->step;
    const size_t ik = (size_t)ins->k, L = (size_t)p->L;
    size_t kpad = (k + ik - 1) / ik * ik;
    if (kpad == 0)
        kpad = ik;   /* K = 0 still runs one instruction */
    for (size_t i = 0; i < kpad; i += L) {
        int n = i >= k ? 0 : (int)(k - i < L ? k - i : L);
        c = step(p, n ? a + i : a, n ? b + i : b, n, c);
    }
    return c;
}

uint32_t mmaemu_dot(const mmaemu_instr *ins, const uint32_t *a,
                    const uint32_t *b, size_t k, uint32_t c)
{
    return chain(mmaemu_step, ins, a, b, k, c);
}

uint32_t mmaemu_ref_dot(const mmaemu_instr *ins, const uint32_t *a,
                        const uint32_t *b, size_t k, uint32_t c)
{
    return chain(mmaemu_ref_step, ins, a, b, k, c);
}
