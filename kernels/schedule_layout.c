/* SPDX-License-Identifier: MIT */
/* schedule_layout.c -- the order in which a schedule consumes K and the
 * parts it sums separately (include/mmaemu/schedule.h): split-K ranges cut
 * as the library cuts them, each zero-padded to whole blocks on its own
 * (the short block last or first), kpack interleave inside each block,
 * and each range's blocks dealt round-robin to its slices.  The GEMM
 * driver (kernels/gemm.c) chains every part over this order. */
#include <stdlib.h>
#include <string.h>

#include "mmaemu/schedule.h"

/* The unit every part is a whole number of: one kpack group of
 * instructions. */
static size_t unit_of(const mmaemu_schedule *s, const mmaemu_instr *ins)
{
    return (size_t)ins->k * (s->kpack ? s->kpack : 1);
}

size_t mmaemu_schedule_pad(const mmaemu_schedule *s, const mmaemu_instr *ins)
{
    if (s->block_k)
        return s->block_k;
    return s->slices > 1 && s->slice_k ? s->slice_k : unit_of(s, ins);
}

static size_t slice_block(const mmaemu_schedule *s, const mmaemu_instr *ins)
{
    return s->slice_k ? s->slice_k : mmaemu_schedule_pad(s, ins);
}

/* Where element q of a block-structured run comes from (kpack > 1: the
 * Triton AMD operand layout, mmaemu_schedule). */
static size_t k_source(size_t q, size_t ik, unsigned kgroups, unsigned kpack)
{
    if (kpack <= 1)
        return q;
    const size_t unit = ik * kpack, kbase = ik / kgroups;
    const size_t t = q / unit, r = q % unit;
    const size_t p = r / ik, w = r % ik;
    return t * unit + (w / kbase) * (kbase * kpack) + p * kbase + w % kbase;
}

/* Split range i of S over K, [*lo, *hi) in K (empty when lo == hi). */
static void split_range(const mmaemu_schedule *s, size_t pad, size_t K, unsigned i, size_t *lo,
                        size_t *hi)
{
    const unsigned S = s->split_k ? s->split_k : 1;
    const size_t nb = (K + pad - 1) / pad, base = nb / S, extra = nb % S;
    size_t a, b;
    switch (s->split_cut) {
    case MMAEMU_CUT_EVEN:        /* the first `extra` ranges get one block more */
        a = (i * base + (i < extra ? i : extra)) * pad;
        b = a + (base + (i < extra)) * pad;
        break;
    case MMAEMU_CUT_EVEN_LATE: { /* the last `extra` ranges do */
        const size_t late = S - extra, more = i > late ? i - late : 0;
        a = (i * base + more) * pad;
        b = a + (base + (i >= late)) * pad;
        break;
    }
    case MMAEMU_CUT_ALIGN: {
        const size_t al = s->split_align ? s->split_align : 1;
        const size_t per = ((K + S - 1) / S + al - 1) / al * al;
        a = i * per;
        b = a + per;
        break;
    }
    default: {
        const size_t per = (nb + S - 1) / S * pad;
        a = i * per;
        b = a + per;
        break;
    }
    }
    *lo = a < K ? a : K;
    *hi = b < K ? b : K;
}

static size_t round_up(size_t x, size_t m)
{
    return (x + m - 1) / m * m;
}

/* The consumed length of K > 0 under s (every range padded to whole
 * blocks). */
static size_t layout_length(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t K)
{
    const size_t pad = mmaemu_schedule_pad(s, ins);
    size_t kp = 0;
    for (unsigned i = 0; i < (s->split_k ? s->split_k : 1); i++) {
        size_t lo, hi;
        split_range(s, pad, K, i, &lo, &hi);
        kp += round_up(hi - lo, pad);
    }
    return kp;
}

size_t mmaemu_schedule_padded_k(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t K)
{
    return K ? layout_length(s, ins, K) : unit_of(s, ins);
}

/* One range [lo, hi) of K into out[0, plen): padded (residue), kpack
 * interleaved, its blocks dealt to slices; the slice bounds relative to
 * out go to bound[0..P].  seq: scratch of plen. */
static void layout_range(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t K, size_t lo,
                         size_t hi, size_t plen, size_t *out, size_t *seq, size_t *bound)
{
    const size_t pad = mmaemu_schedule_pad(s, ins), len = hi - lo;
    const size_t r = len % pad, head = s->residue == MMAEMU_RESIDUE_FIRST && r ? r : len;
    /* seq: the range's elements in block structure; a padding zero at
     * position q gets lo + q, moved above K where that is an element (so
     * one range padded at its end reads 0, 1, .., kp - 1) */
    for (size_t q = 0; q < plen; q++) {
        int zero;
        if (head < len)     /* short block first: r elements, then pad - r zeros */
            zero = q >= r && q < pad;
        else
            zero = q >= len;
        const size_t v = head < len && q >= pad ? lo + q - (pad - r) : lo + q;
        seq[q] = !zero ? v : lo + q >= K ? lo + q : K + lo + q;
    }
    const unsigned P = s->slices > 1 ? s->slices : 1;
    const size_t sk = slice_block(s, ins), nblk = plen / sk;
    size_t o = 0;
    for (unsigned p = 0; p < P; p++) {
        bound[p] = o;
        for (size_t t = p; t < nblk; t += P)
            for (size_t w = 0; w < sk; w++)
                out[o++] = seq[k_source(t * sk + w, (size_t)ins->k, s->kgroups, s->kpack)];
    }
    bound[P] = o;
}

int mmaemu_schedule_layout(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t K,
                           mmaemu_k_layout *l)
{
    memset(l, 0, sizeof *l);
    const unsigned S = s->split_k ? s->split_k : 1, P = s->slices > 1 ? s->slices : 1;
    const size_t pad = mmaemu_schedule_pad(s, ins);
    /* K = 0 still runs one unit of zeros, in the first part. */
    l->kp = K ? layout_length(s, ins, K) : unit_of(s, ins);
    l->ranges = K ? S : 1;
    l->slices = P;
    l->order = malloc(l->kp * sizeof *l->order);
    l->bound = malloc(((size_t)l->ranges * P + 1) * sizeof *l->bound);
    size_t *seq = malloc(l->kp * sizeof *seq);
    if (!l->order || !l->bound || !seq) {
        free(seq);
        mmaemu_k_layout_free(l);
        return -1;
    }
    if (!K) {
        for (size_t q = 0; q < l->kp; q++)
            l->order[q] = q;
        l->bound[0] = 0;
        for (unsigned p = 1; p <= P; p++)
            l->bound[p] = l->kp;
        free(seq);
        return 0;
    }
    size_t o = 0;
    for (unsigned i = 0; i < S; i++) {
        size_t lo, hi;
        split_range(s, pad, K, i, &lo, &hi);
        const size_t plen = round_up(hi - lo, pad);
        size_t *b = l->bound + (size_t)i * P;
        layout_range(s, ins, K, lo, hi, plen, l->order + o, seq, b);
        for (unsigned p = 0; p <= P; p++)
            b[p] += o;
        o += plen;
    }
    free(seq);
    return 0;
}

void mmaemu_k_layout_free(mmaemu_k_layout *l)
{
    free(l->order);
    free(l->bound);
    l->order = NULL;
    l->bound = NULL;
}

size_t mmaemu_schedule_k_order(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t K,
                               size_t *order, size_t n)
{
    mmaemu_k_layout l;
    if (mmaemu_schedule_layout(s, ins, K, &l))
        return 0;
    memcpy(order, l.order, (l.kp < n ? l.kp : n) * sizeof *order);
    size_t kp = l.kp;
    mmaemu_k_layout_free(&l);
    return kp;
}
