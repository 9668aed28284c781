/* gemm_lanes.c -- element lanes: the certified path's remainder (the
 * uncertain elements of a block of rows, kernels/gemm_row.c) run sixteen
 * to a chain whatever their rows, instead of one chain per row whose lanes
 * are that row's few uncertain columns.  Lane l of a set is block row
 * rows[l] and column cols[l].  The block's decoded rows are put side by
 * side (transposed, one K chunk at a time), the set's columns lie in at
 * most four of B's decoded panels, and the element-lane kernel
 * (kernels/fast.h) takes each lane's operands from those with permutes,
 * running the same steps as the row kernel, lane by lane.  Only for the
 * chunked path (one plain chain per element); rows with an operand or an
 * accumulator that needs the scalar step keep the row route. */
#include <string.h>

#include "gemm_impl.h"
#include "mmaemu/format.h"

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
    if (rb->side) {   /* checked when the block's rows were put side by side */
        if (rb->sbad >> r & 1)
            return 0;
        emax_a = rb->semax[r];
    } else if (mmaemu_fast_decode_row(&x->plan, x->ins->step.a_fmt, rb->rows + r * kp, kp,
                                      rb->bea + r * kp, rb->bsa + r * kp, rb->bza + r * kp,
                                      &emax_a)) {
        return 0;   /* NaN or Inf in the row */
    }
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

/* Close set es (nl lanes used): idle lanes copy lane 0 and start at +0;
 * the panels its columns lie in (in increasing order, lanes 0 .. nl). */
static void set_close(elem_set *es, size_t nl)
{
    const size_t W = MMAEMU_FAST_LANES;
    es->nl = nl;
    for (size_t l = nl; l < W; l++) {
        es->cols[l] = es->cols[0];
        es->rows[l] = es->rows[0];
        es->c[l] = 0u;
    }
    size_t np = 0;
    for (size_t l = 0; l < nl && np <= 4; l++) {
        const size_t p = es->cols[l] / W;
        if (!np || es->pp[np - 1] != p) {
            if (np < 4)
                es->pp[np] = p;
            np++;
        }
    }
    es->np = np;   /* <= 4: lanes_collect */
    for (size_t l = 0, k = 0; l < W; l++) {
        k = l < nl ? k : 0;
        while (es->pp[k] != es->cols[l] / W)
            k++;
        es->bl[l] = (int32_t)(k * W + es->cols[l] % W);
    }
}

/* Sets column by column (the rows of one column next to each other), so
 * that a set's columns lie in few panels, from which the kernel takes B's
 * operands straight (one permute for two, two and a blend for four): a
 * set is closed early rather than reach a third panel when half full, and
 * always rather than reach a fifth. */
void mmaemu_gemm_lanes_collect(const batch_ctx *x, size_t i0, size_t nr, row_bufs *rb)
{
    const size_t N = x->g->n, W = MMAEMU_FAST_LANES, npanel = (N + W - 1) / W;
    size_t ns = 0, nl = 0, npan = 0;
    for (size_t p = 0; p < npanel; p++) {
        unsigned any = 0;
        for (size_t r = 0; r < nr; r++)
            any |= rb->lrow[r] ? rb->need[r * npanel + p] : 0u;
        if (!any)
            continue;
        if ((npan == 2 && nl >= W / 2) || npan == 4) {
            set_close(&rb->esets[ns++], nl);
            nl = 0;
        }
        npan = nl ? npan + 1 : 1;   /* panels in the set with this one */
        for (; any; any &= any - 1) {
            const size_t j = p * W + (size_t)__builtin_ctz(any);
            for (size_t r = 0; r < nr; r++) {
                if (!rb->lrow[r] || !(rb->need[r * npanel + p] >> (j % W) & 1))
                    continue;
                elem_set *es = &rb->esets[ns];
                es->cols[nl] = j;
                es->rows[nl] = (int32_t)r;
                es->c[nl] = c_at(x, i0 + r, j);
                if (++nl == W) {
                    set_close(es, nl);
                    ns++;
                    nl = 0;
                    npan = 1;   /* the next set starts in panel p or after */
                }
            }
        }
    }
    if (nl)
        set_close(&rb->esets[ns++], nl);
    rb->nesets = ns;
}

void mmaemu_gemm_lanes_chunk(const batch_ctx *x, size_t nr, size_t q0, size_t q1, row_bufs *rb)
{
    const size_t kp = x->kp, L = (size_t)x->plan.L;
    if (rb->side) {   /* straight from the raw rows side by side */
        const size_t W = MMAEMU_FAST_LANES;
        mmaemu_fast_decode_side_avx512(&x->plan, mmaemu_format_get(x->ins->step.a_fmt),
                                       rb->traw + q0 * W, q1 - q0, 0, rb->tae + q0 * W,
                                       rb->tas + q0 * W, rb->taz + q0 / L * W, NULL);
    } else {
        mmaemu_gemm_side_transpose(x, rb->tae, rb->bea, kp, nr, q0, q1);
        mmaemu_gemm_side_transpose(x, rb->tas, rb->bsa, kp, nr, q0, q1);
        mmaemu_gemm_side_transpose(x, rb->taz, rb->bza, kp, nr, q0 / L, q1 / L);
    }
    const size_t W = MMAEMU_FAST_LANES, nst = kp / L;
    for (size_t t = 0; t < rb->nesets; t++) {
        elem_set *es = &rb->esets[t];
        const size_t p0 = es->pp[0];
        mmaemu_fast_cols bc = {es->bl, {0}, {0}, (int)es->np};
        for (size_t k = 1; k < es->np; k++) {
            bc.d[k] = (ptrdiff_t)((es->pp[k] - p0) * kp * W);
            bc.dz[k] = (ptrdiff_t)((es->pp[k] - p0) * nst * W);
        }
        const mmaemu_fast_panel pb = {x->pe + p0 * kp * W, x->ps + p0 * kp * W,
                                      x->pz + p0 * nst * W, &bc};
        fast_ctx f = {x,        rb->side ? NULL : rb->rows, {rb->tae, rb->tas, rb->taz, es->rows},
                      pb,       es->cols,                   es->rows,
                      rb->side ? rb->traw : NULL};
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
