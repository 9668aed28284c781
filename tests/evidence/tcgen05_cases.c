/* SPDX-License-Identifier: MIT */
/* tcgen05_cases.c -- regenerate the inputs of the 74 frozen B200 words of
 * sf-tensor/tcgen05 (tcgen05_model/validation.py @8fce64d) from the rules
 * that file states: per family a random.Random(seed), A then B then C
 * drawn in that order, scales after; fixed edge cases.  Operand tokens are
 * the patterns `mmaemu dot` reads: bf16 is the top half of the fp32
 * container the file draws (the tcgen05 model's bf16 decode clears the low
 * 16 bits), fp4/fp6/fp8/int8 two hex digits.  The sparse cases give A's
 * stored values: metadata 0x44444444 keeps elements 0 and 1 of every 4
 * (2:4), or elements 0..3 of every 8 (the pairwise mxf4 kinds), MODEL.md
 * section 7, decoded here on its own. */
#include "tcgen05_cases.h"
#include "pyrandom.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    tc_case *out;
    size_t n, cap;
} sink;

static tc_case *add(sink *s, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static tc_case *add(sink *s, const char *name, const char *fmt, ...)
{
    if (s->n >= s->cap)
        return NULL;
    tc_case *c = &s->out[s->n++];
    snprintf(c->name, sizeof c->name, "%s", name);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->opts, sizeof c->opts, fmt, ap);
    va_end(ap);
    c->line[0] = '\0';
    return c;
}

static void put(tc_case *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(tc_case *c, const char *fmt, ...)
{
    size_t n = strlen(c->line);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->line + n, sizeof c->line - n, fmt, ap);
    va_end(ap);
}

/* a | b | c with width-hex-digit operand tokens. */
static void put_dot(tc_case *c, const uint32_t *a, const uint32_t *b, size_t k, int digits,
                    uint32_t cv, int cdigits)
{
    if (!c)
        return;
    for (size_t i = 0; i < k; i++)
        put(c, "%0*x ", digits, a[i]);
    put(c, "| ");
    for (size_t i = 0; i < k; i++)
        put(c, "%0*x ", digits, b[i]);
    put(c, "| %0*x", cdigits, cv);
}

static void put_scales(tc_case *c, const uint32_t *sa, const uint32_t *sb, size_t g)
{
    if (!c)
        return;
    put(c, " |");
    for (size_t i = 0; i < g; i++)
        put(c, " %02x", sa[i]);
    put(c, " |");
    for (size_t i = 0; i < g; i++)
        put(c, " %02x", sb[i]);
}

static uint32_t finite_f32(pyrandom *r)
{
    uint32_t bits = pyrandom_bits(r, 32);
    if ((bits & 0x7F800000u) == 0x7F800000u)
        bits &= 0x807FFFFFu;
    return bits;
}

/* One element of the unscaled families (validation.py's lambdas). */
static uint32_t element(pyrandom *r, const char *fmt)
{
    if (!strcmp(fmt, "tf32") || !strcmp(fmt, "bf16"))
        return finite_f32(r);
    if (!strcmp(fmt, "f16"))
        return pyrandom_bits(r, 16);
    return pyrandom_below(r, !strcmp(fmt, "e4m3") ? 0x7F : !strcmp(fmt, "e5m2") ? 0x7C
                             : !strcmp(fmt, "e2m1") ? 0x10 : 0x40);
}

static void unscaled(sink *s)
{
    static const struct { const char *fmt, *ours; int k; uint32_t seed; } spec[] = {
        {"tf32", "tf32", 8, 104}, {"bf16", "bf16", 16, 104}, {"f16", "fp16", 16, 103},
        {"e4m3", "e4m3", 32, 104}, {"e5m2", "e5m2", 32, 300}, {"e2m3", "e2m3", 32, 301},
        {"e3m2", "e3m2", 32, 302}, {"e2m1", "e2m1", 32, 303}};
    for (size_t f = 0; f < sizeof spec / sizeof spec[0]; f++) {
        pyrandom r;
        pyrandom_seed(&r, spec[f].seed);
        const int bf16 = !strcmp(spec[f].fmt, "bf16"), k = spec[f].k;
        const int digits = k == 8 ? 8 : k == 16 ? 4 : 2;
        for (int index = 0; index < 2; index++) {
            uint32_t a[32], b[32];
            for (int i = 0; i < k; i++)
                a[i] = element(&r, spec[f].fmt) >> (bf16 ? 16 : 0);
            for (int i = 0; i < k; i++)
                b[i] = element(&r, spec[f].fmt) >> (bf16 ? 16 : 0);
            uint32_t c = finite_f32(&r);
            char name[32];
            snprintf(name, sizeof name, "%s-%d", spec[f].fmt, index);
            put_dot(add(s, name, "--in %s --instr tcgen05", spec[f].ours), a, b, (size_t)k,
                    digits, c, 8);
        }
    }
}

static void integer(sink *s)
{
    static const struct { const char *a, *b; int sat; uint32_t seed; } spec[] = {
        {"u8", "u8", 0, 500}, {"s8", "u8", 0, 501}, {"u8", "s8", 0, 502}, {"s8", "s8", 1, 503},
        {"s8", "s8", 0, 504}, {"u8", "u8", 1, 505}, {"s8", "u8", 1, 506}, {"u8", "s8", 1, 507}};
    for (size_t f = 0; f < sizeof spec / sizeof spec[0]; f++) {
        pyrandom r;
        uint32_t a[32], b[32];
        pyrandom_seed(&r, spec[f].seed);
        for (int i = 0; i < 32; i++)
            a[i] = pyrandom_below(&r, 256);
        for (int i = 0; i < 32; i++)
            b[i] = pyrandom_below(&r, 256);
        uint32_t c = finite_f32(&r);
        char name[40];
        snprintf(name, sizeof name, "i8-%s-%s-%s", spec[f].a, spec[f].b, spec[f].sat ? "sat" : "wrap");
        put_dot(add(s, name, "--in %s,%s --out s32 --instr tcgen05%s", spec[f].a, spec[f].b,
                    spec[f].sat ? " --saturate" : ""), a, b, 32, 2, c, 8);
    }
}

/* 64 (or k) e2m1 values of a and b, then scales drawn as `draw` says. */
static void fp4_pair(pyrandom *r, uint32_t *a, uint32_t *b, int k)
{
    for (int i = 0; i < k; i++)
        a[i] = pyrandom_below(r, 16);
    for (int i = 0; i < k; i++)
        b[i] = pyrandom_below(r, 16);
}

static void nvfp4(sink *s)
{
    pyrandom r;
    pyrandom_seed(&r, 700);
    for (int index = 0; index < 2; index++) {
        uint32_t a[64], b[64], sa[4], sb[4];
        fp4_pair(&r, a, b, 64);
        uint32_t c = finite_f32(&r);
        for (int i = 0; i < 4; i++)
            sa[i] = pyrandom_below(&r, 0x77);
        for (int i = 0; i < 4; i++)
            sb[i] = pyrandom_below(&r, 0x77);
        char name[16];
        snprintf(name, sizeof name, "nvfp4-%d", index);
        tc_case *t = add(s, name, "--in e2m1 --scale ue4m3 --block 16");
        put_dot(t, a, b, 64, 2, c, 8);
        put_scales(t, sa, sb, 4);
    }
}

static void ue8m0(sink *s)
{
    static const struct { const char *kind; int vec; uint32_t seed; } spec[] = {
        {"mxf4", 2, 920}, {"mxf4nvf4", 2, 921}, {"mxf4nvf4", 4, 922}};
    pyrandom r;
    uint32_t a[64], b[64], sa[4], sb[4];
    pyrandom_seed(&r, 910);
    fp4_pair(&r, a, b, 32);
    sa[0] = 115 + pyrandom_below(&r, 25);
    sb[0] = 115 + pyrandom_below(&r, 25);
    tc_case *t = add(s, "mxf8f6f4-e2m1", "--in e2m1 --scale ue8m0 --block 32 --kind mxf8f6f4");
    put_dot(t, a, b, 32, 2, 0, 8);
    put_scales(t, sa, sb, 1);
    for (size_t f = 0; f < sizeof spec / sizeof spec[0]; f++) {
        const int g = spec[f].vec;   /* scale_vec = scales per 64 K */
        pyrandom_seed(&r, spec[f].seed);
        fp4_pair(&r, a, b, 64);
        for (int i = 0; i < g; i++)
            sa[i] = 115 + pyrandom_below(&r, 25);
        for (int i = 0; i < g; i++)
            sb[i] = 115 + pyrandom_below(&r, 25);
        char name[32];
        snprintf(name, sizeof name, "%s-%dx", spec[f].kind, g);
        t = add(s, name, "--in e2m1 --scale ue8m0 --block %d --kind %s", 64 / g, spec[f].kind);
        put_dot(t, a, b, 64, 2, 0, 8);
        put_scales(t, sa, sb, (size_t)g);
    }
}

/* a = (a0, 0, ...), b = (b0, 0, ...): the edge cases of one format. */
static void edge_case(sink *s, const char *fmt, const char *what, const char *opts, int k,
                      int digits, uint32_t a0, uint32_t b0, uint32_t c)
{
    uint32_t a[32] = {a0}, b[32] = {b0};
    char name[64];
    snprintf(name, sizeof name, "%s-%s", fmt, what);
    put_dot(add(s, name, "%s", opts), a, b, (size_t)k, digits, c, 8);
}

static void edges(sink *s)
{
    /* format, K, one, minimum subnormal, NaN, Inf (0: none); bf16 as the
     * top half of the file's fp32 containers */
    static const struct { const char *fmt, *opts; int k, digits; uint32_t one, sub, nan, inf; } e[] = {
        {"tf32", "--in tf32 --instr tcgen05", 8, 8, 0x3F800000, 0x00002000, 0x7FC00000, 0x7F800000},
        {"bf16", "--in bf16 --instr tcgen05", 16, 4, 0x3F80, 0x0001, 0x7FC0, 0x7F80},
        {"f16", "--in fp16 --instr tcgen05", 16, 4, 0x3C00, 0x0001, 0x7E00, 0x7C00},
        {"e4m3", "--in e4m3 --instr tcgen05", 32, 2, 0x38, 0x01, 0x7F, 0},
        {"e5m2", "--in e5m2 --instr tcgen05", 32, 2, 0x3C, 0x01, 0x7F, 0x7C}};
    for (size_t f = 0; f < sizeof e / sizeof e[0]; f++) {
        edge_case(s, e[f].fmt, "negative-zero", e[f].opts, e[f].k, e[f].digits, 0, 0, 0x80000000u);
        edge_case(s, e[f].fmt, "minimum-subnormal", e[f].opts, e[f].k, e[f].digits, e[f].sub, e[f].one, 0);
        edge_case(s, e[f].fmt, "nan", e[f].opts, e[f].k, e[f].digits, e[f].nan, e[f].one, 0);
        if (e[f].inf) {
            edge_case(s, e[f].fmt, "infinity", e[f].opts, e[f].k, e[f].digits, e[f].inf, e[f].one, 0);
            edge_case(s, e[f].fmt, "infinity-times-zero", e[f].opts, e[f].k, e[f].digits, e[f].inf, 0, 0);
        }
    }
    /* A NaN whose payload lies only in the bits tf32/bf16 drop: Inf. */
    edge_case(s, "tf32", "low-payload-pretruncate", e[0].opts, 8, 8, 0x7F800001, 0x3F800000, 0);
    edge_case(s, "bf16", "low-payload-pretruncate", e[1].opts, 16, 4, 0x7F800001 >> 16, 0x3F80, 0);
}

/* The block-scaled edge cases and the mixed fp16-output NaNs. */
static void scaled_edges(sink *s)
{
    /* validation.py's nvfp4_k4_carry bytes */
    static const char ka[] = "0e0e0b0600080f090a0b03090f070e00020601050a080604070c060b010c060d"
                             "0b0b08060c080c050004010f01060f05020406050a070b0700010a0d0b0f0e07";
    static const char kb[] = "060c0b0208090b04030d0209090c0108070206030d02090a05090f050a080600"
                             "080d0d020c0c05020803040f0f01010a0b0a050b0f030b0e0a0507010107080a";
    uint32_t a[64], b[64], ones[64], zeros[64] = {0};
    const uint32_t s1[4] = {0x7F, 0x38, 0x38, 0x38}, s2[4] = {0x38, 0x38, 0x38, 0x38};
    for (int i = 0; i < 64; i++) {
        unsigned x, y;
        sscanf(ka + 2 * i, "%2x", &x);
        sscanf(kb + 2 * i, "%2x", &y);
        a[i] = x, b[i] = y, ones[i] = 1;
    }
    tc_case *t = add(s, "nvfp4-scale-nan", "--in e2m1 --scale ue4m3 --block 16");
    put_dot(t, ones, ones, 64, 2, 0, 8);
    put_scales(t, s1, s2, 4);
    const uint32_t ca[4] = {0x09, 0x7C, 0x6D, 0x44}, cb[4] = {0x07, 0x78, 0x26, 0x79};
    t = add(s, "nvfp4-k4-product-carry", "--in e2m1 --scale ue4m3 --block 16");
    put_dot(t, a, b, 64, 2, 0x094E5986u, 8);
    put_scales(t, ca, cb, 4);
    const uint32_t m1[1] = {0xFF}, m2[1] = {0x7F};
    t = add(s, "mxf8f6f4-scale-nan", "--in e2m1 --scale ue8m0 --block 32 --kind mxf8f6f4");
    put_dot(t, ones, ones, 32, 2, 0, 8);
    put_scales(t, m1, m2, 1);
    uint32_t nb[32] = {0x7F};
    put_dot(add(s, "mixed-e2m1-e4m3-f16-input-nan", "--in e2m1,e4m3 --out fp16 --instr tcgen05"),
            ones, nb, 32, 2, 0, 4);
    put_dot(add(s, "mixed-e2m1-e4m3-f16-c-nan", "--in e2m1,e4m3 --out fp16 --instr tcgen05"),
            zeros, zeros, 32, 2, 0x7E00, 4);
}

/* The sparse cases: A's stored values (metadata 0x44444444: elements 0, 1
 * of every 4, or 0..3 of every 8 for the pairwise kinds), B's logical K,
 * the metadata words last. */
static void sparse_case(sink *s, const char *name, const char *opts, const uint32_t *alog,
                        const uint32_t *b, size_t k, int per8, uint32_t scale, size_t block)
{
    uint32_t a[64], sa[4], sb[4];
    size_t n = 0;
    for (size_t i = 0; i < k; i++)
        if (per8 ? i % 8 < 4 : i % 4 < 2)
            a[n++] = alog[i];
    tc_case *t = add(s, name, "%s", opts);
    if (!t)
        return;
    for (size_t i = 0; i < n; i++)
        put(t, "%02x ", a[i]);
    put(t, "| ");
    for (size_t i = 0; i < k; i++)
        put(t, "%02x ", b[i]);
    put(t, "| 00000000");
    for (size_t i = 0; i < n / block; i++)
        sa[i] = sb[i] = scale;
    if (!per8)
        sa[0] = 0x7F;   /* scale_a = (0x7F, 0x80, ...): the stored 32 values use the first */
    put_scales(t, sa, sb, n / block);
    put(t, " | 44444444 44444444");
}

static void sparse(sink *s)
{
    uint32_t e4[64], pa[128], pb[128];
    for (int i = 0; i < 64; i++)
        e4[i] = 0x38;
    for (int i = 0; i < 128; i++)
        pa[i] = i % 8 == 2 || i % 8 == 3 ? 0x2 : 0, pb[i] = 0x2;
    sparse_case(s, "sparse-mxf8f6f4-logical-k-scale-association",
                "--in e4m3 --scale ue8m0 --block 32 --kind mxf8f6f4 --sparse", e4, e4, 64, 0,
                0x7F, 32);
    sparse_case(s, "sparse-mxf4-pairwise", "--in e2m1 --scale ue8m0 --block 32 --kind mxf4 --sparse",
                pa, pb, 128, 1, 0x7F, 32);
    sparse_case(s, "sparse-mxf4nvf4-2x-pairwise",
                "--in e2m1 --scale ue8m0 --block 32 --kind mxf4nvf4 --sparse", pa, pb, 128, 1, 0x7F, 32);
    sparse_case(s, "sparse-mxf4nvf4-4x-pairwise",
                "--in e2m1 --scale ue8m0 --block 16 --kind mxf4nvf4 --sparse", pa, pb, 128, 1, 0x7F, 16);
    sparse_case(s, "sparse-nvfp4-pairwise", "--in e2m1 --scale ue4m3 --block 16 --sparse", pa, pb,
                128, 1, 0x38, 16);
}

/* All-zero block-scaled products with C = -0 give +0. */
static void negative_zero(sink *s)
{
    static const struct { const char *fmt, *scale, *kind; int vec, k; uint32_t one; const char *suffix; } z[] = {
        {"e4m3", "ue8m0", "mxf8f6f4", 1, 32, 0x7F, ""}, {"e5m2", "ue8m0", "mxf8f6f4", 1, 32, 0x7F, ""},
        {"e2m3", "ue8m0", "mxf8f6f4", 1, 32, 0x7F, ""}, {"e3m2", "ue8m0", "mxf8f6f4", 1, 32, 0x7F, ""},
        {"e2m1", "ue8m0", "mxf8f6f4", 1, 32, 0x7F, ""}, {"e2m1", "ue8m0", "mxf4", 2, 64, 0x7F, ""},
        {"e2m1", "ue8m0", "mxf4nvf4", 2, 64, 0x7F, ""}, {"e2m1", "ue8m0", "mxf4nvf4", 4, 64, 0x7F, ""},
        {"e2m1", "ue4m3", "mxf4nvf4", 4, 64, 0x38, "-ue4m3"}};
    const uint32_t zeros[64] = {0};
    for (size_t f = 0; f < sizeof z / sizeof z[0]; f++) {
        /* scale_vec::NX: N scales per 64 K (1X: one per 32) */
        const int block = z[f].vec == 1 ? 32 : 64 / z[f].vec, g = z[f].k / block;
        uint32_t sc[4] = {z[f].one, z[f].one, z[f].one, z[f].one};
        char name[64];
        snprintf(name, sizeof name, "%s-%s-%dx-negative-zero%s", z[f].kind, z[f].fmt, z[f].vec,
                 z[f].suffix);
        tc_case *t = add(s, name, "--in %s --scale %s --block %d --kind %s", z[f].fmt, z[f].scale,
                         block, z[f].kind);
        put_dot(t, zeros, zeros, (size_t)z[f].k, 2, 0x80000000u, 8);
        put_scales(t, sc, sc, (size_t)g);
    }
}

size_t tc_cases(tc_case *out, size_t cap)
{
    sink s = {out, 0, cap};
    unscaled(&s);
    integer(&s);
    nvfp4(&s);
    ue8m0(&s);
    edges(&s);
    scaled_edges(&s);
    sparse(&s);
    negative_zero(&s);
    return s.n;
}
