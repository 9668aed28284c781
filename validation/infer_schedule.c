/* infer_schedule.c -- which schedule did a library GEMM run?  Given its
 * inputs and the device's output, try every candidate the arch allows
 * (instruction x split-K x combine order x block x kpack grouping) and rank
 * them by how many output elements they reproduce bit for bit.
 *
 * Rounds: every candidate on a spread sample of elements; the leaders on
 * every element, whose mismatches join a larger probe set (mismatches are
 * rare, and they decide); every candidate on that probe set; the new
 * leaders on every element.  Candidates are generated
 * simplest first and the sort is stable, so among equals the simplest
 * schedule is named. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu/analysis.h"

static uint32_t load(const void *data, int width, ptrdiff_t off)
{
    return width == 16 ? ((const uint16_t *)data)[off] : ((const uint32_t *)data)[off];
}

typedef struct {
    const mmaemu_infer_schedule_opts *o;
    size_t batch, m, n, k;
    mmaemu_mat a, b;
    const void *got;
    int wa, wb, wd;
} problem;

/* The value of element e under schedule s. */
static uint32_t eval_at(const problem *p, const mmaemu_schedule *s, const mmaemu_instr *ins, size_t e)
{
    size_t bi = e / (p->m * p->n), i = e / p->n % p->m, j = e % p->n;
    uint32_t ra[8192], rb[8192];
    for (size_t k = 0; k < p->k; k++) {
        ra[k] = load(p->a.data, p->wa,
                     (ptrdiff_t)bi * p->a.sb + (ptrdiff_t)i * p->a.si + (ptrdiff_t)k * p->a.sj);
        rb[k] = load(p->b.data, p->wb,
                     (ptrdiff_t)bi * p->b.sb + (ptrdiff_t)k * p->b.si + (ptrdiff_t)j * p->b.sj);
    }
    return mmaemu_schedule_eval(s, ins, ra, rb, p->k, 0u);
}

/* Matches among the elements idx[0..count) (idx NULL: all elements);
 * with miss non-NULL, the first *nmiss (<= cap) mismatching indices. */
static size_t score(const problem *p, const mmaemu_schedule *s, const mmaemu_instr *ins,
                    const size_t *idx, size_t count, size_t *miss, size_t cap, size_t *nmiss)
{
    size_t matched = 0, nm = 0;
#pragma omp parallel for reduction(+ : matched) schedule(dynamic, 64)
    for (size_t t = 0; t < count; t++) {
        size_t e = idx ? idx[t] : t;
        int ok = eval_at(p, s, ins, e) == load(p->got, p->wd, (ptrdiff_t)e);
        matched += (size_t)ok;
        if (!ok && miss) {
            size_t slot;
#pragma omp atomic capture
            slot = nm++;
            if (slot < cap)
                miss[slot] = e;
        }
    }
    if (nmiss)
        *nmiss = nm < cap ? nm : cap;
    return matched;
}

static int by_matches(const void *x, const void *y)
{
    const mmaemu_sched_candidate *a = x, *b = y;
    double ra = (double)a->matched / (double)(a->tested ? a->tested : 1);
    double rb = (double)b->matched / (double)(b->tested ? b->tested : 1);
    if (ra != rb)
        return ra < rb ? 1 : -1;
    return a->order < b->order ? -1 : a->order > b->order;
}

/* Every candidate, simplest first. */
static size_t candidates(const mmaemu_infer_schedule_opts *o, size_t K, mmaemu_sched_candidate *c,
                         size_t max)
{
    static const unsigned splits[] = {1, 2, 3, 4, 6, 8};
    static const size_t blocks[] = {0, 32, 64, 128, 256};
    static const unsigned groups[][2] = {{1, 1}, {2, 2}, {4, 2}};
    const int amd = !strcmp(o->arch->vendor, "AMD");
    const mmaemu_instr *seen[256];
    size_t nseen = 0, n = 0;
    for (size_t r = 0; r < o->arch->n_instrs; r++) {
        char err[256];
        const mmaemu_instr *ins = mmaemu_instr_select(o->arch, o->variant, o->arch->instrs[r].name,
                                                      o->in, o->acc, err, sizeof err);
        if (!ins)
            continue;
        int dup = 0;
        for (size_t i = 0; i < nseen; i++)
            dup |= seen[i] == ins;
        if (dup || nseen == 256)
            continue;
        seen[nseen++] = ins;
        for (size_t g = 0; g < (amd ? 3u : 1u); g++)
            for (size_t sp = 0; sp < sizeof splits / sizeof splits[0]; sp++)
                for (int comb = 0; comb < (splits[sp] > 2 ? 2 : 1); comb++)
                    for (size_t bl = 0; bl < sizeof blocks / sizeof blocks[0]; bl++) {
                        /* block_k only matters with split ranges or kpack groups */
                        if (blocks[bl] && splits[sp] == 1 && groups[g][1] == 1)
                            continue;
                        mmaemu_schedule s;
                        mmaemu_schedule_init(&s, ins->name);
                        s.kgroups = groups[g][0];
                        s.kpack = groups[g][1];
                        s.split_k = splits[sp];
                        s.combine = comb ? MMAEMU_COMBINE_TREE : MMAEMU_COMBINE_SEQ;
                        s.block_k = blocks[bl];
                        s.epilogue = o->out;
                        s.epilogue_set = 1;
                        char why[256];
                        if (mmaemu_schedule_check(&s, ins, why, sizeof why))
                            continue;
                        /* A split whose ranges all but one are empty is no split. */
                        size_t unit = (size_t)ins->k * s.kpack, blk = s.block_k ? s.block_k : unit;
                        size_t nblk = (K + blk - 1) / blk;
                        size_t per = (nblk + s.split_k - 1) / s.split_k;
                        if (s.split_k > 1 && (nblk + per - 1) / per < 2)
                            continue;
                        if (n < max) {
                            memset(&c[n], 0, sizeof c[n]);
                            c[n].sched = s;
                            c[n].instr = ins;
                            c[n].order = n;
                            n++;
                        }
                    }
    }
    return n;
}

int mmaemu_infer_schedule(const mmaemu_infer_schedule_opts *o, size_t batch, size_t m, size_t n,
                          size_t k, mmaemu_mat a, mmaemu_mat b, const void *got,
                          mmaemu_sched_candidate *out, size_t max_out, size_t *n_out, char *err,
                          size_t errlen)
{
    *n_out = 0;
    if (!o->arch || !got || !a.data || !b.data) {
        snprintf(err, errlen, "infer-schedule: missing arch or tensor");
        return -1;
    }
    if (k == 0 || k > 8192) {
        snprintf(err, errlen, "infer-schedule: K = %zu (supported: 1..8192)", k);
        return -1;
    }
    problem p = {o, batch, m, n, k, a, b, got, mmaemu_format_get(o->in)->width,
                 mmaemu_format_get(o->in)->width, o->out == MMAEMU_EPI_NONE ? 32 : 16};
    if (p.wa != 16) {
        snprintf(err, errlen, "infer-schedule: only 16-bit inputs (bf16, fp16) are supported");
        return -1;
    }
    mmaemu_sched_candidate *c = malloc(4096 * sizeof *c);
    if (!c) {
        snprintf(err, errlen, "infer-schedule: out of memory");
        return -1;
    }
    size_t nc = candidates(o, k, c, 4096);
    if (nc == 0) {
        free(c);
        snprintf(err, errlen, "infer-schedule: arch %s has no instruction for these formats",
                 o->arch->name);
        return -1;
    }
    const size_t total = batch * m * n;
    const size_t s1 = o->sample ? o->sample : 256, s2 = s1 * 16;
    const size_t top = o->top ? o->top : 3;
    /* The probe set: evenly spread elements, then the elements the leaders
     * got wrong on the full output (rare mismatches decide the ranking). */
    const size_t cap = 4096;
    size_t *idx = malloc((s2 + 2 * top * cap + 1) * sizeof *idx);
    if (!idx) {
        free(c);
        snprintf(err, errlen, "infer-schedule: out of memory");
        return -1;
    }
    size_t nidx = 0;
    const size_t spread = s1 < total ? s1 : total;
    for (size_t t = 0; t < spread; t++)
        idx[nidx++] = (size_t)((double)t * (double)total / (double)spread);
    for (size_t i = 0; i < nc; i++) {
        c[i].tested = nidx;
        c[i].matched = score(&p, &c[i].sched, c[i].instr, idx, nidx, NULL, 0, NULL);
    }
    qsort(c, nc, sizeof *c, by_matches);
    /* Two refinements: the leaders on every element (their misses join the
     * probe set), then every candidate on the probe set again. */
    nidx = 0;
    const size_t spread2 = s2 < total ? s2 : total;
    for (size_t t = 0; t < spread2; t++)
        idx[nidx++] = (size_t)((double)t * (double)total / (double)spread2);
    for (int round = 0; round < 2; round++) {
        size_t lead = nc < top ? nc : top;
        for (size_t i = 0; i < lead; i++) {
            size_t nm = 0;
            c[i].tested = total;
            c[i].matched = score(&p, &c[i].sched, c[i].instr, NULL, total, idx + nidx, cap, &nm);
            nidx += nm;
        }
        if (round == 1)
            break;
        for (size_t i = lead; i < nc; i++) {
            c[i].tested = nidx;
            c[i].matched = score(&p, &c[i].sched, c[i].instr, idx, nidx, NULL, 0, NULL);
        }
        /* Leaders are scored on everything, the rest on the probe set:
         * compare them on the probe set. */
        for (size_t i = 0; i < lead; i++) {
            c[i].tested = nidx;
            c[i].matched = score(&p, &c[i].sched, c[i].instr, idx, nidx, NULL, 0, NULL);
        }
        qsort(c, nc, sizeof *c, by_matches);
    }
    qsort(c, nc < top ? nc : top, sizeof *c, by_matches);
    free(idx);
    *n_out = nc < max_out ? nc : max_out;
    memcpy(out, c, *n_out * sizeof *c);
    free(c);
    return 0;
}
