/* SPDX-License-Identifier: MIT */
/* probe_gen_ext.c -- probe lines for the parameters of probe files version
 * 2 (spec->ext): u8/s8 operands into s32, fp4/fp6 and mixed A/B formats,
 * block scales.  Kinds: random, overflow (integer sums near and past
 * 2^31; scales and operands near the top), specials (scale bytes 0, 1,
 * 0x7F, 0x80, 0xFE, 0xFF; extreme integers; Inf/NaN C) and mixed.
 *
 * FROZEN once released, like probe_gen.c's versions: line `index` is a pure
 * function of (in, b, acc, scale, block, k, kind, seed, index), the same in
 * every generator version, integer arithmetic only. */
#include "mmaemu/probe.h"
#include "probe_gen.h"

#include <string.h>

typedef struct ext_gen {
    uint64_t s;
    const mmaemu_probe_spec *spec;
    uint32_t *a, *b, *c, *sa, *sb;
} ext_gen;

static uint64_t nx(ext_gen *g)
{
    uint64_t z = (g->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint32_t below(ext_gen *g, uint32_t n) { return (uint32_t)(nx(g) % n); }

/* The stream of line index; tag separates the kind draw from the line. */
static uint64_t start(uint64_t seed, uint64_t index, uint64_t tag)
{
    ext_gen g = {seed ^ 0x510E527FADE682D1ull ^ tag, NULL, NULL, NULL, NULL, NULL, NULL};
    g.s = nx(&g) ^ (index * 0xD2B74407B1CE6E93ull);
    return nx(&g);
}

static uint32_t pattern_mask(mmaemu_format f)
{
    const int w = mmaemu_format_get(f)->width;
    return w >= 32 ? 0xFFFFFFFFu : (1u << w) - 1u;
}

/* A random finite accumulator value near 2^(-e..e), or a zero. */
static uint32_t random_c(ext_gen *g, int e)
{
    const mmaemu_format acc = g->spec->acc;
    if (acc == MMAEMU_S32)
        return (uint32_t)nx(g);
    if (below(g, 4) == 0)
        return (uint32_t)below(g, 2) << (acc == MMAEMU_FP16 ? 15 : 31);
    const mmaemu_pfmt f = mmaemu_pfmt_of(acc);
    const int ex = (int)below(g, (uint32_t)(2 * e + 1)) - e;
    return mmaemu_pfmt_make(&f, (int)below(g, 2), (uint32_t)(ex + f.bias),
                            (uint32_t)nx(g) & ((1u << f.fb) - 1u));
}

static void fill_scales(ext_gen *g, const uint8_t *pick, uint32_t npick)
{
    const mmaemu_probe_spec *s = g->spec;
    for (size_t i = 0; s->block && g->sa && i < s->k / s->block; i++) {
        g->sa[i] = npick ? pick[below(g, npick)] : below(g, 256);
        g->sb[i] = npick ? pick[below(g, npick)] : below(g, 256);
    }
}

static void k_random(ext_gen *g)
{
    const mmaemu_probe_spec *s = g->spec;
    for (size_t i = 0; i < s->k; i++) {
        g->a[i] = (uint32_t)nx(g) & pattern_mask(s->in);
        g->b[i] = (uint32_t)nx(g) & pattern_mask(s->b);
    }
    *g->c = random_c(g, 20);
    fill_scales(g, NULL, 0);
}

/* A large integer operand of format f, of sign neg where f is signed. */
static uint32_t big_int(ext_gen *g, mmaemu_format f, int neg)
{
    if (f == MMAEMU_U8)
        return 192 + below(g, 64);
    const int32_t m = 96 + (int32_t)below(g, 32);
    return (uint32_t)(neg ? 256 - m - (below(g, 2) && m == 127) : m) & 0xFFu;
}

/* Products of one sign, C placed so that the sum ends within a few
 * thousand of INT32_MAX (or INT32_MIN), on either side. */
static void int_overflow(ext_gen *g)
{
    const mmaemu_probe_spec *s = g->spec;
    const int neg = s->in == MMAEMU_S8 || s->b == MMAEMU_S8 ? (int)below(g, 2) : 0;
    int64_t sum = 0;
    for (size_t i = 0; i < s->k; i++) {
        const int na = s->in == MMAEMU_S8 && neg && (s->b != MMAEMU_S8 || below(g, 2));
        g->a[i] = big_int(g, s->in, na);
        g->b[i] = big_int(g, s->b, neg != na);
        sum += mmaemu_int_value(s->in, g->a[i]) * mmaemu_int_value(s->b, g->b[i]);
    }
    const int64_t d = (int64_t)below(g, 1u << (1 + below(g, 16))) - (int64_t)below(g, 1u << 12);
    int64_t c = (neg ? INT32_MIN : INT32_MAX) - sum + (neg ? -d : d);
    c = c < INT32_MIN ? INT32_MIN : c > INT32_MAX ? INT32_MAX : c;
    *g->c = (uint32_t)(int32_t)c;
}

/* Float formats: the largest operands and scales near the top. */
static void k_overflow(ext_gen *g)
{
    const mmaemu_probe_spec *s = g->spec;
    if (s->acc == MMAEMU_S32) {
        int_overflow(g);
        return;
    }
    const mmaemu_pfmt fa = mmaemu_pfmt_of(s->in), fb = mmaemu_pfmt_of(s->b);
    const int neg = (int)below(g, 2);
    for (size_t i = 0; i < s->k; i++) {
        g->a[i] = below(g, 4) ? mmaemu_pfmt_max(&fa, neg) : (uint32_t)nx(g) & pattern_mask(s->in);
        g->b[i] = below(g, 4) ? mmaemu_pfmt_max(&fb, 0) : (uint32_t)nx(g) & pattern_mask(s->b);
    }
    const mmaemu_pfmt fc = mmaemu_pfmt_of(s->acc);
    *g->c = below(g, 2) ? mmaemu_pfmt_max(&fc, (int)below(g, 2)) - below(g, 4) : random_c(g, 20);
    static const uint8_t top8[] = {0xF0, 0xF8, 0xFC, 0xFD, 0xFE, 0xFE, 0x7F, 0x80};
    static const uint8_t top4[] = {0x70, 0x76, 0x7C, 0x7D, 0x7E, 0x7E, 0x38, 0xFE};
    fill_scales(g, s->scale == MMAEMU_UE4M3 ? top4 : top8, 8);
}

/* Extreme patterns: scale bytes at both ends and NaN, integer ends. */
static void k_specials(ext_gen *g)
{
    static const uint8_t scales[] = {0x00, 0x01, 0x7F, 0x80, 0xFE, 0xFF};
    static const uint8_t ints[] = {0x00, 0x01, 0x7F, 0x80, 0x81, 0xFF};
    static const uint32_t c32[] = {0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000,
                                   0x7F7FFFFF, 0x7FFFFFFF, 0xFFFFFFFF};
    static const uint32_t c16[] = {0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7BFF, 0x0001, 0xFFFF};
    const mmaemu_probe_spec *s = g->spec;
    const int ints_op = s->acc == MMAEMU_S32;
    for (size_t i = 0; i < s->k; i++) {
        g->a[i] = ints_op && below(g, 2) ? ints[below(g, 6)] : (uint32_t)nx(g) & pattern_mask(s->in);
        g->b[i] = ints_op && below(g, 2) ? ints[below(g, 6)] : (uint32_t)nx(g) & pattern_mask(s->b);
    }
    *g->c = below(g, 4) == 0 ? random_c(g, 20) : s->acc == MMAEMU_FP16 ? c16[below(g, 8)]
                                                                     : c32[below(g, 8)];
    fill_scales(g, scales, 6);
}

/* The kind of line index of MIXED: random 40 %, overflow 30, specials 30. */
mmaemu_probe_kind probe_ext_mixed_kind(uint64_t seed, uint64_t index)
{
    ext_gen g = {start(seed, index, 1), NULL, NULL, NULL, NULL, NULL, NULL};
    const uint32_t r = below(&g, 10);
    return r < 4 ? MMAEMU_PROBE_RANDOM : r < 7 ? MMAEMU_PROBE_OVERFLOW : MMAEMU_PROBE_SPECIALS;
}

const char *probe_ext_check(const mmaemu_probe_spec *s)
{
    const int ia = mmaemu_format_is_int(s->in), ib = mmaemu_format_is_int(s->b);
    if ((unsigned)s->b >= MMAEMU_FORMAT_COUNT || s->b == MMAEMU_E8M13 || s->b == MMAEMU_S32 ||
        s->b == MMAEMU_UE8M0 || s->b == MMAEMU_UE4M3 || s->in == MMAEMU_S32 ||
        s->in == MMAEMU_UE8M0 || s->in == MMAEMU_UE4M3)
        return "the input format is not an operand format";
    if (ia != ib || (ia && s->acc != MMAEMU_S32) || (!ia && s->acc == MMAEMU_S32))
        return "u8/s8 operands go with s32 out, and only they";
    if (s->acc != MMAEMU_FP32 && s->acc != MMAEMU_FP16 && s->acc != MMAEMU_S32)
        return "the accumulator format must be fp32, fp16 or s32";
    if (s->block && ((s->block != 16 && s->block != 32) || s->k % s->block || ia ||
                     (s->scale != MMAEMU_UE8M0 && s->scale != MMAEMU_UE4M3)))
        return "scales are ue8m0 or ue4m3 in blocks of 16 or 32 that divide k, float operands";
    if (s->kind != MMAEMU_PROBE_RANDOM && s->kind != MMAEMU_PROBE_OVERFLOW &&
        s->kind != MMAEMU_PROBE_SPECIALS && s->kind != MMAEMU_PROBE_MIXED)
        return "this kind is not made for these formats (random, overflow, specials, mixed)";
    return NULL;
}

void probe_ext_line(const mmaemu_probe_spec *s, uint64_t index, uint32_t *a, uint32_t *b,
                    uint32_t *c, uint32_t *sa, uint32_t *sb)
{
    ext_gen g = {start(s->seed, index, 2), s, a, b, c, sa, sb};
    const mmaemu_probe_kind kind = s->kind == MMAEMU_PROBE_MIXED
                                       ? probe_ext_mixed_kind(s->seed, index) : s->kind;
    if (kind == MMAEMU_PROBE_OVERFLOW)
        k_overflow(&g);
    else if (kind == MMAEMU_PROBE_SPECIALS)
        k_specials(&g);
    else
        k_random(&g);
}
