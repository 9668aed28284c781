/* SPDX-License-Identifier: MIT */
/* infer_schedule_candidates.c -- the schedules schedule inference tries: what
 * library kernels do (docs/validation.md, "Library schedules").  For each
 * instruction the arch has for the formats (tf32: each operand rounding;
 * fp8: each accumulator promotion; AMD: each kpack grouping):
 *   - one chain over K;
 *   - split-K: 2 .. max_split ranges (then 24, 32), blocks of 64, 32,
 *     128, 256, 16, cut by each rule, the short block last or first, the
 *     partials combined in order, pairwise, rounded to the output first,
 *     or in place;
 *   - sliced K: 2 or 4 slices, blocks dealt whole (CTAs) or split (warps);
 *   - Stream-K over 132 units (the H100's SMs) for four tile shapes.
 * Candidates whose arithmetic is identical -- the same step parameters,
 * consumed order, parts and combine -- are kept once, under the name
 * generated first (the simplest). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer_schedule_impl.h"

typedef struct {
    mmaemu_sched_candidate *c;
    uint64_t *okey;              /* per candidate: its instruction and consumed order */
    size_t n, cap;
    uint64_t *seen;              /* open-addressing set of signatures (0 = empty) */
    size_t nseen_cap;
    size_t batch, m, cols, K;     /* the GEMM */
    int bias;
    int oom;
} cand_list;

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

/* One word into a hash (orders are long: a word at a time). */
static uint64_t mix(uint64_t h, uint64_t x)
{
    h = (h ^ x) * 0x9E3779B97F4A7C15ull;
    return h ^ h >> 29;
}

/* Does range r hold an element? */
static int range_live(const mmaemu_k_layout *l, unsigned r, size_t K)
{
    for (size_t q = l->bound[r * l->slices]; q < l->bound[(r + 1) * l->slices]; q++)
        if (l->order[q] < K)
            return 1;
    return 0;
}

/* Part p's chain: its elements in order, padding zeros where they change
 * the steps' grouping; zeros after its last element are steps that
 * leave the accumulator as it is, and are not hashed, nor is an empty
 * part (the slices of a range are summed in order: it adds +0). */
static uint64_t part_hash(uint64_t h, const mmaemu_k_layout *l, unsigned p, size_t K)
{
    size_t lo = l->bound[p], hi = l->bound[p + 1];
    while (hi > lo && l->order[hi - 1] >= K)
        hi--;
    const size_t len = hi - lo;
    if (!len)
        return h;    /* an empty slice adds +0 */
    h = mix(h, len);
    for (size_t q = lo; q < hi; q++)
        h = mix(h, l->order[q] < K ? l->order[q] : K);
    return h;
}

/* Does Stream-K cut some tile's K loop (else it is one chain)?  The
 * units' shares end inside a tile unless they are whole tiles. */
static int streamk_cuts(const cand_list *L, const mmaemu_schedule *s, const mmaemu_instr *ins,
                        size_t kp)
{
    if (!s->streamk)
        return 0;
    const size_t tm = s->tile_m ? s->tile_m : L->m, tn = s->tile_n ? s->tile_n : L->cols;
    const size_t ntiles = L->batch * ((L->m + tm - 1) / tm) * ((L->cols + tn - 1) / tn);
    const size_t ipt = kp / mmaemu_schedule_pad(s, ins), total = ntiles * ipt;
    const size_t share = (total + s->streamk - 1) / s->streamk;
    return ipt > 1 && share % ipt != 0;
}

/* What decides the arithmetic of s (from a zero C): the datapath, the
 * operand rounding, the chains of the ranges that hold elements (an empty
 * range adds +0: it matters only to a pairwise combine that it shifts),
 * and the combine where it matters. */
static uint64_t signature(const cand_list *L, const mmaemu_schedule *s, const mmaemu_instr *ins,
                          int *ok, uint64_t *okey)
{
    const size_t K = L->K;
    mmaemu_k_layout l;
    *ok = !mmaemu_schedule_layout(s, ins, K, &l);
    if (!*ok)
        return 0;
    /* the order key: what mmaemu_gemm_run_many shares decoded operands by */
    *okey = fnv(0xcbf29ce484222325ull, &ins, sizeof ins);
    *okey = fnv(*okey, &s->convert, sizeof s->convert);
    for (size_t q = 0; q < l.kp; q++)
        *okey = mix(*okey, l.order[q]);
    uint64_t h = 0xcbf29ce484222325ull;
    const int shape[4] = {ins->k, ins->widen_fp16, ins->k_interleave, ins->c_after};
    h = fnv(h, &ins->step, sizeof ins->step);
    h = fnv(h, shape, sizeof shape);
    unsigned R = 0, holes = 0, empty = 0;
    for (unsigned r = 0; r < l.ranges; r++) {
        if (!range_live(&l, r, K)) {
            empty++;
            continue;
        }
        holes += empty;   /* empty ranges before a live one */
        empty = 0;
        R++;
        for (unsigned p = 0; p < l.slices; p++)
            h = part_hash(h, &l, r * l.slices + p, K);
        h = mix(h, ~0ull);
    }
    const int tree = s->combine == MMAEMU_COMBINE_TREE && R > 2;
    if (tree && holes)
        h = fnv(h, l.bound, ((size_t)l.ranges * l.slices + 1) * sizeof *l.bound);
    /* One range: no combine; two: pairwise is in order.  An fp32 output:
     * partials in the output type are fp32, and in place is in order
     * unless a bias comes first. */
    const int fp32 = s->epilogue == MMAEMU_EPI_NONE;
    const int inplace = s->combine == MMAEMU_COMBINE_INPLACE && !(fp32 && !L->bias);
    const int tree_last = s->combine == MMAEMU_COMBINE_TREE_LAST && R > 2;
    const int combine = R <= 1 ? 0 : tree ? 2 : inplace ? 3 : tree_last ? 4 : 1;
    const int partials = R <= 1 || inplace || fp32 ? 0 : (int)s->partials;
    const int streamk = streamk_cuts(L, s, ins, l.kp);
    const size_t knobs[] = {(size_t)s->convert, s->promote, R, (size_t)combine,
                            (size_t)partials, (size_t)streamk, streamk ? s->streamk : 0,
                            streamk ? s->tile_m : 0, streamk ? s->tile_n : 0,
                            streamk ? mmaemu_schedule_pad(s, ins) : 0};
    h = fnv(h, knobs, sizeof knobs);
    mmaemu_k_layout_free(&l);
    return h ? h : 1;
}

/* Insert h; 1 if it is new. */
static int seen_insert(cand_list *L, uint64_t h)
{
    if (2 * (L->n + 1) > L->nseen_cap) {
        size_t cap = L->nseen_cap ? 2 * L->nseen_cap : 4096;
        uint64_t *t = calloc(cap, sizeof *t);
        if (!t) {
            L->oom = 1;
            return 0;
        }
        for (size_t i = 0; i < L->nseen_cap; i++)
            if (L->seen[i])
                for (size_t j = L->seen[i] % cap;; j = (j + 1) % cap)
                    if (!t[j]) {
                        t[j] = L->seen[i];
                        break;
                    }
        free(L->seen);
        L->seen = t;
        L->nseen_cap = cap;
    }
    for (size_t j = h % L->nseen_cap;; j = (j + 1) % L->nseen_cap) {
        if (L->seen[j] == h)
            return 0;
        if (!L->seen[j]) {
            L->seen[j] = h;
            return 1;
        }
    }
}

/* Add s if the instruction takes it and nothing equivalent came before. */
static void add(cand_list *L, const mmaemu_schedule *s, const mmaemu_instr *ins)
{
    char why[256];
    int ok;
    if (L->oom || mmaemu_schedule_check(s, ins, why, sizeof why))
        return;
    uint64_t okey;
    uint64_t h = signature(L, s, ins, &ok, &okey);
    if (!ok) {
        L->oom = 1;
        return;
    }
    if (!seen_insert(L, h))
        return;
    if (L->n == L->cap) {
        size_t cap = L->cap ? 2 * L->cap : 1024;
        mmaemu_sched_candidate *c = realloc(L->c, cap * sizeof *c);
        uint64_t *k = c ? realloc(L->okey, cap * sizeof *k) : NULL;
        if (c)
            L->c = c;
        if (!k) {
            L->oom = 1;
            return;
        }
        L->okey = k;
        L->cap = cap;
    }
    L->okey[L->n] = okey;
    mmaemu_sched_candidate *c = &L->c[L->n];
    memset(c, 0, sizeof *c);
    c->sched = *s;
    c->instr = ins;
    c->order = L->n++;
}

/* The split-K family of base: every count, block, cut, residue and
 * combine. */
static void add_splits(cand_list *L, const mmaemu_schedule *base, const mmaemu_instr *ins,
                       unsigned max_split)
{
    static const size_t blocks[] = {64, 32, 128, 256, 16};
    static const mmaemu_split_cut cuts[] = {MMAEMU_CUT_TILES, MMAEMU_CUT_ALIGN, MMAEMU_CUT_EVEN,
                                            MMAEMU_CUT_EVEN_LATE};
    static const struct { mmaemu_combine combine; mmaemu_partials partials; } reduce[] = {
        {MMAEMU_COMBINE_SEQ, MMAEMU_PARTIALS_ACC}, {MMAEMU_COMBINE_TREE, MMAEMU_PARTIALS_ACC},
        {MMAEMU_COMBINE_SEQ, MMAEMU_PARTIALS_OUT}, {MMAEMU_COMBINE_TREE, MMAEMU_PARTIALS_OUT},
        {MMAEMU_COMBINE_INPLACE, MMAEMU_PARTIALS_ACC},
    };
    for (unsigned S = 2; S <= max_split + 16; S++) {
        if (S > max_split && S != 24 && S != 32)
            continue;
        for (size_t bl = 0; bl < sizeof blocks / sizeof blocks[0]; bl++)
            for (size_t ct = 0; ct < sizeof cuts / sizeof cuts[0]; ct++)
                for (int res = 0; res < 2; res++)
                    for (size_t rd = 0; rd < sizeof reduce / sizeof reduce[0]; rd++) {
                        mmaemu_schedule s = *base;
                        s.split_k = S;
                        s.block_k = blocks[bl];
                        s.split_cut = cuts[ct];
                        s.residue = res ? MMAEMU_RESIDUE_FIRST : MMAEMU_RESIDUE_LAST;
                        s.combine = reduce[rd].combine;
                        s.partials = reduce[rd].partials;
                        add(L, &s, ins);
                    }
    }
}

/* Sliced K and Stream-K variants of base. */
static void add_slices_streamk(cand_list *L, const mmaemu_schedule *base, const mmaemu_instr *ins)
{
    static const size_t blocks[] = {64, 128, 32, 256};
    static const size_t tiles[][2] = {{128, 128}, {128, 256}, {256, 128}, {64, 128}};
    for (unsigned P = 2; P <= 4; P *= 2)
        for (size_t bl = 0; bl < sizeof blocks / sizeof blocks[0]; bl++)
            for (int warp = 0; warp < 2; warp++) {
                mmaemu_schedule s = *base;
                s.slices = P;
                s.block_k = blocks[bl];
                s.slice_k = warp ? blocks[bl] / P : 0;
                add(L, &s, ins);
            }
    for (size_t t = 0; t < sizeof tiles / sizeof tiles[0]; t++) {
        mmaemu_schedule s = *base;
        s.streamk = 132;
        s.block_k = 64;
        s.tile_m = tiles[t][0];
        s.tile_n = tiles[t][1];
        add(L, &s, ins);
    }
}

/* Every candidate built on one instruction. */
static void add_instr(cand_list *L, const mmaemu_infer_schedule_opts *o, const mmaemu_instr *ins)
{
    static const unsigned groups[][2] = {{1, 1}, {2, 2}, {4, 2}};
    static const size_t promos[] = {0, 128, 32, 64, 256};
    const int amd = !strcmp(o->arch->vendor, "AMD");
    const int fp8 = ins->step.a_fmt != MMAEMU_BF16 && ins->step.a_fmt != MMAEMU_FP16 &&
                    ins->step.a_fmt != MMAEMU_TF32 && ins->step.a_fmt != MMAEMU_FP32;
    const int tf32 = ins->step.a_fmt == MMAEMU_TF32;
    const unsigned max_split = o->max_split ? o->max_split : 16;
    for (int cv = 0; cv < (tf32 ? 3 : 1); cv++)
        for (size_t g = 0; g < (amd ? 3u : 1u); g++)
            for (size_t pr = 0; pr < (fp8 ? 5u : 1u); pr++) {
                mmaemu_schedule s;
                mmaemu_schedule_init(&s, ins->name);
                s.kgroups = groups[g][0];
                s.kpack = groups[g][1];
                s.promote = promos[pr] ? promos[pr] / (size_t)ins->k * (size_t)ins->k : 0;
                s.convert = (mmaemu_convert_mode)cv;
                s.epilogue = o->out;
                s.epilogue_set = 1;
                add(L, &s, ins);
                add_splits(L, &s, ins, max_split);
                add_slices_streamk(L, &s, ins);
            }
}

int mmaemu_infer_candidates(const mmaemu_infer_schedule_opts *o, size_t batch, size_t m,
                            size_t n_, size_t K, mmaemu_sched_candidate **out, uint64_t **okey,
                            size_t *n, char *err, size_t errlen)
{
    cand_list L;
    memset(&L, 0, sizeof L);
    L.batch = batch;
    L.m = m;
    L.cols = n_;
    L.bias = o->bias != NULL;
    L.K = K;
    const mmaemu_instr *seen[256];
    size_t nseen = 0;
    for (size_t r = 0; r < o->arch->n_instrs; r++) {
        char why[256];
        const mmaemu_instr *ins = mmaemu_instr_select(o->arch, o->variant, o->arch->instrs[r].name,
                                                      o->in, o->acc, why, sizeof why);
        int dup = !ins || nseen == 256;
        for (size_t i = 0; i < nseen && !dup; i++)
            dup = seen[i] == ins;
        if (dup)
            continue;
        seen[nseen++] = ins;
        add_instr(&L, o, ins);
    }
    free(L.seen);
    if (L.oom) {
        free(L.c);
        free(L.okey);
        snprintf(err, errlen, "infer-schedule: out of memory");
        return -1;
    }
    if (!L.n) {
        free(L.c);
        free(L.okey);
        snprintf(err, errlen, "infer-schedule: arch %s has no instruction for %s -> %s",
                 o->arch->name, mmaemu_format_get(o->in)->name, mmaemu_format_get(o->acc)->name);
        return -1;
    }
    *out = L.c;
    *okey = L.okey;
    *n = L.n;
    return 0;
}
