/* gemm_lanes.c -- element lanes: the certified path's remainder (the
 * uncertain elements of a block of rows, kernels/gemm_row.c) run sixteen
 * to a chain whatever their rows, instead of one chain per row whose lanes
 * are that row's few uncertain columns.  Lane l of a set is block row
 * rows[l] and column cols[l]: its B operands are gathered from the decoded
 * panels as for a row's lanes, its A operands from the block's decoded
 * rows (transposed one K chunk at a time, then one permute per position),
 * and the element-lane kernel (kernels/fast.h: A a vector per position)
 * runs the same steps as the row kernel, lane by lane.  Only for the
 * chunked path (one plain chain per element); rows with an operand or an
 * accumulator that needs the scalar step keep the row route. */
#include <string.h>

#include "gemm_impl.h"

static int finite32(uint32_t bits)
{
    return (bits & 0x7F800000u) != 0x7F800000u;
}

int mmaemu_gemm_lanes_row(const batch_ctx *x, size_t i, size_t r, const uint16_t *need,
                          row_bufs *rb)
{
    const size_t N = x->g->n, W = MMAEMU_FAST_LANES, npanel = (N + W - 1) / W, kp = x->kp;
    const int amd = x->plan.kind != MMAEMU_FAST_TFDPA;
    int emax_a = 0;
    rb->lrow[r] = 0;
    if (mmaemu_fast_decode_row(&x->plan, x->ins->step.a_fmt, rb->rows + r * kp, kp,
                               rb->bea + r * kp, rb->bsa + r * kp, rb->bza + r * kp, &emax_a))
        return 0;   /* NaN or Inf in the row */
    for (size_t p = 0; p < npanel; p++)
        for (unsigned bits = need[p]; bits; bits &= bits - 1) {
            const size_t j = p * W + (size_t)__builtin_ctz(bits);
            /* as lane_kinds: finite operands and C, AMD products below 2^128 */
            if (x->colbad[j] || !finite32(c_at(x, i, j)) ||
                (amd && emax_a + x->pemax[p] > 126))
                return 0;
        }
    rb->lrow[r] = 1;
    return 1;
}

/* Sets column by column (the rows of one column next to each other), so
 * that a set's columns lie in few panels and B's gather stays a permute. */
void mmaemu_gemm_lanes_collect(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const size_t N = x->g->n, W = MMAEMU_FAST_LANES, npanel = (N + W - 1) / W;
    size_t ns = 0, nl = 0;
    for (size_t p = 0; p < npanel; p++) {
        unsigned any = 0;
        for (size_t r = 0; r < nr; r++)
            any |= rb->lrow[r] ? rb->need[r * npanel + p] : 0u;
        for (; any; any &= any - 1) {
            const size_t j = p * W + (size_t)__builtin_ctz(any);
            for (size_t r = 0; r < nr; r++) {
                if (!rb->lrow[r] || !(rb->need[r * npanel + p] >> (j % W) & 1))
                    continue;
                elem_set *es = &rb->esets[ns];
                es->cols[nl] = j;
                es->rows[nl] = (unsigned char)r;
                es->c[nl] = c_at(x, i0 + r, j);
                if (++nl == W) {
                    es->nl = W;
                    ns++;
                    nl = 0;
                }
            }
        }
    }
    if (nl) {   /* the idle lanes copy lane 0 and start at +0 */
        elem_set *es = &rb->esets[ns++];
        es->nl = nl;
        for (size_t l = nl; l < W; l++) {
            es->cols[l] = es->cols[0];
            es->rows[l] = es->rows[0];
            es->c[l] = 0u;
        }
    }
    rb->nesets = ns;
}

/* A's operands of set es at positions [q0, q1) (steps [q0 / L, q1 / L))
 * into gae / gas / gaz, from the block's decoded rows. */
static void gather_rows(const batch_ctx *x, row_bufs *rb, const elem_set *es, size_t q0,
                        size_t q1)
{
    const size_t W = MMAEMU_FAST_LANES, kp = x->kp, L = (size_t)x->plan.L;
    for (size_t q = q0; q < q1; q++)
        for (size_t l = 0; l < W; l++) {
            rb->gae[q * W + l] = rb->bea[es->rows[l] * kp + q];
            rb->gas[q * W + l] = rb->bsa[es->rows[l] * kp + q];
        }
    for (size_t st = q0 / L; st < q1 / L; st++)
        for (size_t l = 0; l < W; l++)
            rb->gaz[st * W + l] = rb->bza[es->rows[l] * kp + st];
}

void mmaemu_gemm_lanes_chunk(const batch_ctx *x, size_t nr, size_t q0, size_t q1, row_bufs *rb)
{
    (void)nr;
    for (size_t t = 0; t < rb->nesets; t++) {
        elem_set *es = &rb->esets[t];
        gather_rows(x, rb, es, q0, q1);
        mmaemu_gemm_gather_cols(x, rb, es->cols, es->nl, q0, q1);
        fast_ctx f = {x, rb->rows, {rb->gae, rb->gas, rb->gaz}, {rb->ge, rb->gs, rb->gz},
                      es->cols, es->rows};
        mmaemu_gemm_fast_chain(&f, q0, q1, es->c, MMAEMU_FAST_LANES);
    }
}

void mmaemu_gemm_lanes_store(const batch_ctx *x, size_t i0, const row_bufs *rb)
{
    const mmaemu_gemm *g = x->g;
    const sched_run *run = &x->runs[0];
    for (size_t t = 0; t < rb->nesets; t++) {
        const elem_set *es = &rb->esets[t];
        for (size_t l = 0; l < es->nl; l++) {
            const size_t i = i0 + es->rows[l], j = es->cols[l];
            const uint32_t v = g->bias ? mmaemu_fp32_add(es->c[l], bias_at(x, i, j)) : es->c[l];
            store(run->d, run->wd,
                  (ptrdiff_t)x->bi * g->d_sb + (ptrdiff_t)i * g->d_si + (ptrdiff_t)j * g->d_sj,
                  mmaemu_sched_cast(run->s, x->ins, v));
        }
    }
}
