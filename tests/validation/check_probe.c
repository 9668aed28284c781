/* SPDX-License-Identifier: MIT */
/* check_probe.c -- the probe workload generator (validation/probe_gen.c):
 * determinism and frozen output, line format, that every edge kind holds
 * what it claims, and that the discriminating kind tells candidate
 * parameters apart.  The `mmaemu probe` commands are tested by
 * tests/cli/probe.sh; here only `probe gen -o FILE.gz` is read back. */
#include <check.h>
#include <gmp.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "mmaemu.h"
#include "testutil.h"

#define MAXK 256

/* ck_assert records every passing check (a write each): too slow for the
 * millions of checks in the loops below, which use this instead. */
#define CHECK(cond, ...) do { if (!(cond)) ck_abort_msg(__VA_ARGS__); } while (0)

static const mmaemu_format in_fmts[] = {
    MMAEMU_FP32, MMAEMU_FP16, MMAEMU_BF16, MMAEMU_TF32, MMAEMU_E4M3,
    MMAEMU_E5M2, MMAEMU_E4M3FNUZ, MMAEMU_E5M2FNUZ,
};
#define N_IN ((int)(sizeof in_fmts / sizeof in_fmts[0]))
static const size_t ks[] = {1, 2, 3, 16, 32, 100};
#define N_KS ((int)(sizeof ks / sizeof ks[0]))

static mmaemu_probe_spec spec_v(int version, mmaemu_format in, mmaemu_format acc, size_t k,
                                mmaemu_probe_kind kind, uint64_t seed)
{
    return (mmaemu_probe_spec){version, in, acc, k, kind, seed};
}

/* The newest version. */
static mmaemu_probe_spec spec_of(mmaemu_format in, mmaemu_format acc, size_t k,
                                 mmaemu_probe_kind kind, uint64_t seed)
{
    return spec_v(MMAEMU_PROBE_VERSION, in, acc, k, kind, seed);
}

static uint32_t wmask(mmaemu_format f)
{
    const int w = mmaemu_format_get(f)->width;
    return w == 32 ? 0xFFFFFFFFu : (1u << w) - 1;
}

/* ------------------------------------------------------------------ */
/* Exact values (MPFR)                                                 */
/* ------------------------------------------------------------------ */

#define XPREC 1400

/* x = the decoded finite value of bits; 0 if not finite. */
static int value_of(mmaemu_format f, uint32_t bits, mpfr_t x)
{
    mmaemu_value v;
    mmaemu_decode(f, bits, &v);
    if (v.cls == MMAEMU_CLASS_NAN || v.cls == MMAEMU_CLASS_INF)
        return 0;
    mpfr_set_ui_2exp(x, (unsigned long)v.sig, v.exp - v.frac_bits, MPFR_RNDN);
    if (v.sign)
        mpfr_neg(x, x, MPFR_RNDN);
    return 1;
}

/* s = c + sum a_i b_i exactly; *pmax = max |a_i b_i|.  0 if any is not
 * finite. */
static int exact_sum(const mmaemu_probe_spec *sp, const uint32_t *a, const uint32_t *b, uint32_t c,
                     mpfr_t s, mpfr_t pmax)
{
    mpfr_t x, y;
    mpfr_inits2(XPREC, x, y, (mpfr_ptr)0);
    int ok = value_of(sp->acc, c, s);
    mpfr_set_zero(pmax, 1);
    for (size_t i = 0; ok && i < sp->k; i++) {
        ok = value_of(sp->in, a[i], x) && value_of(sp->in, b[i], y);
        if (!ok)
            break;
        mpfr_mul(x, x, y, MPFR_RNDN);              /* exact: 48-bit significands */
        mpfr_add(s, s, x, MPFR_RNDN);              /* exact within XPREC */
        mpfr_abs(x, x, MPFR_RNDN);
        if (mpfr_cmp(x, pmax) > 0)
            mpfr_set(pmax, x, MPFR_RNDN);
    }
    mpfr_clears(x, y, (mpfr_ptr)0);
    return ok;
}

/* Is s exactly halfway between two neighbours of format acc? */
static int is_tie(mmaemu_format acc, mpfr_t s)
{
    if (mpfr_zero_p(s))
        return 0;
    const mmaemu_format_info *fi = mmaemu_format_get(acc);
    const long e = (long)mpfr_get_exp(s) - 1;     /* 2^e <= |s| < 2^(e+1) */
    const long ue = (e > fi->emin ? e : fi->emin) - fi->frac_bits;
    mpfr_t t;
    mpfr_init2(t, XPREC);
    mpfr_mul_2si(t, s, 1 - ue, MPFR_RNDN);        /* 2 s / ulp */
    mpfr_abs(t, t, MPFR_RNDN);
    int tie = mpfr_integer_p(t) && mpfr_cmp_ui(t, 1ul << 40) < 0 && (mpfr_get_ui(t, MPFR_RNDN) & 1);
    mpfr_clear(t);
    return tie;
}

/* ------------------------------------------------------------------ */
/* Determinism, format                                                 */
/* ------------------------------------------------------------------ */

START_TEST(deterministic)
{
    static uint32_t a[MAXK], b[MAXK], a2[MAXK], b2[MAXK];
    uint32_t c, c2;
    for (int kind = 0; kind < MMAEMU_PROBE_KIND_COUNT; kind++) {
        const mmaemu_probe_spec s = spec_of(MMAEMU_BF16, MMAEMU_FP32, 32, (mmaemu_probe_kind)kind, 99);
        for (uint64_t i = 0; i < 200; i++) {
            mmaemu_probe_line(&s, i, a, b, &c);
            mmaemu_probe_line(&s, 1000 + i, a2, b2, &c2);   /* another line between */
            mmaemu_probe_line(&s, i, a2, b2, &c2);
            CHECK(c == c2 && !memcmp(a, a2, sizeof a[0] * 32) && !memcmp(b, b2, sizeof b[0] * 32),
                  "line %llu differs", (unsigned long long)i);
        }
        /* Another seed gives other lines. */
        const mmaemu_probe_spec t = spec_of(MMAEMU_BF16, MMAEMU_FP32, 32, (mmaemu_probe_kind)kind, 100);
        int differ = 0;
        for (uint64_t i = 0; i < 20 && !differ; i++) {
            mmaemu_probe_line(&s, i, a, b, &c);
            mmaemu_probe_line(&t, i, a2, b2, &c2);
            differ = c != c2 || memcmp(a, a2, sizeof a[0] * 32) || memcmp(b, b2, sizeof b[0] * 32);
        }
        ck_assert_msg(differ, "kind %s: seeds 99 and 100 give the same lines",
                      mmaemu_probe_kind_name((mmaemu_probe_kind)kind));
    }
}
END_TEST

/* Line i of MIXED is line i of the kind drawn for it; the mixture holds
 * every kind. */
START_TEST(mixed_is_union)
{
    static uint32_t a[MAXK], b[MAXK], a2[MAXK], b2[MAXK];
    uint32_t c, c2;
    unsigned long seen[MMAEMU_PROBE_KIND_COUNT] = {0};
    const mmaemu_probe_spec m = spec_of(MMAEMU_E4M3, MMAEMU_FP16, 32, MMAEMU_PROBE_MIXED, 5);
    for (uint64_t i = 0; i < 5000; i++) {
        const mmaemu_probe_kind k = mmaemu_probe_line_kind(&m, i);
        CHECK(k < MMAEMU_PROBE_MIXED, "kind %d", (int)k);
        seen[k]++;
        const mmaemu_probe_spec s = spec_of(MMAEMU_E4M3, MMAEMU_FP16, 32, k, 5);
        CHECK(mmaemu_probe_line_kind(&s, i) == k, "kind of line %llu", (unsigned long long)i);
        mmaemu_probe_line(&m, i, a, b, &c);
        mmaemu_probe_line(&s, i, a2, b2, &c2);
        CHECK(c == c2 && !memcmp(a, a2, sizeof a[0] * 32) && !memcmp(b, b2, sizeof b[0] * 32),
              "line %llu differs", (unsigned long long)i);
    }
    for (int k = 0; k < MMAEMU_PROBE_MIXED; k++)
        ck_assert_msg(seen[k] > 100, "mixed: only %lu lines of %s", seen[k],
                      mmaemu_probe_kind_name((mmaemu_probe_kind)k));
}
END_TEST

START_TEST(names_and_specs)
{
    for (int k = 0; k < MMAEMU_PROBE_KIND_COUNT; k++) {
        mmaemu_probe_kind back;
        ck_assert(!mmaemu_probe_kind_parse(mmaemu_probe_kind_name((mmaemu_probe_kind)k), &back));
        ck_assert_int_eq(back, k);
    }
    mmaemu_probe_kind back;
    ck_assert(mmaemu_probe_kind_parse("ties2", &back));
    mmaemu_probe_spec s = spec_of(MMAEMU_BF16, MMAEMU_FP32, 16, MMAEMU_PROBE_MIXED, 1);
    ck_assert_ptr_null(mmaemu_probe_spec_check(&s));
    s.version = 0;
    ck_assert_ptr_nonnull(mmaemu_probe_spec_check(&s));
    s.version = MMAEMU_PROBE_VERSION + 1;
    ck_assert_ptr_nonnull(mmaemu_probe_spec_check(&s));
    s = spec_of(MMAEMU_BF16, MMAEMU_BF16, 16, MMAEMU_PROBE_MIXED, 1);
    ck_assert_ptr_nonnull(mmaemu_probe_spec_check(&s));
    s = spec_of(MMAEMU_E8M13, MMAEMU_FP32, 16, MMAEMU_PROBE_MIXED, 1);
    ck_assert_ptr_nonnull(mmaemu_probe_spec_check(&s));
    s = spec_of(MMAEMU_BF16, MMAEMU_FP32, 0, MMAEMU_PROBE_MIXED, 1);
    ck_assert_ptr_nonnull(mmaemu_probe_spec_check(&s));
    s = spec_of(MMAEMU_BF16, MMAEMU_FP32, MMAEMU_PROBE_MAX_K + 1, MMAEMU_PROBE_MIXED, 1);
    ck_assert_ptr_nonnull(mmaemu_probe_spec_check(&s));
}
END_TEST

/* Every kind, format pair and k: values in their widths, and the text
 * form parses back to the same line. */
START_TEST(lines_parse)
{
    const mmaemu_format in = in_fmts[_i];
    static uint32_t a[MAXK], b[MAXK], a2[MAXK], b2[MAXK];
    static char text[MAXK * 20 + 64];
    char err[200];
    for (int acc_i = 0; acc_i < 2; acc_i++) {
        const mmaemu_format acc = acc_i ? MMAEMU_FP16 : MMAEMU_FP32;
        for (int ki = 0; ki < N_KS; ki++) {
            for (int kind = 0; kind < MMAEMU_PROBE_KIND_COUNT; kind++) {
                const mmaemu_probe_spec s = spec_of(in, acc, ks[ki], (mmaemu_probe_kind)kind, 3);
                for (uint64_t i = 0; i < 150; i++) {
                    uint32_t c, c2;
                    size_t k2;
                    mmaemu_probe_line(&s, i, a, b, &c);
                    for (size_t j = 0; j < s.k; j++)
                        CHECK(!(a[j] & ~wmask(in)) && !(b[j] & ~wmask(in)), "value wider than its format");
                    CHECK(!(c & ~wmask(acc)), "c wider than its format");
                    const size_t n = mmaemu_probe_format_line(in, acc, a, b, s.k, c, text, sizeof text);
                    CHECK(n < sizeof text, "line too long");
                    CHECK(n == strlen(text), "length %zu", n);
                    CHECK(!mmaemu_probe_parse_line(text, in, acc, a2, b2, MAXK, &k2, &c2, err,
                                                 sizeof err), "%s", err);
                    CHECK(k2 == s.k, "k %zu", k2);
                    CHECK(c == c2 && !memcmp(a, a2, s.k * sizeof a[0])
                          && !memcmp(b, b2, s.k * sizeof b[0]), "parsed line differs");
                }
            }
        }
    }
    /* Truncated output buffer: snprintf semantics. */
    uint32_t one = 0x3f80;
    ck_assert_uint_eq(mmaemu_probe_format_line(MMAEMU_BF16, MMAEMU_FP32, &one, &one, 1, 0x3f800000u,
                                               text, 5), strlen("3f80 | 3f80 | 3f800000"));
    ck_assert_str_eq(text, "3f80");
}
END_TEST

/* Released versions are frozen: digests of their lines never change. */
static uint64_t fnv(uint64_t h, uint32_t v)
{
    for (int i = 0; i < 4; i++) {
        h ^= (v >> (8 * i)) & 0xFFu;
        h *= 0x100000001B3ull;
    }
    return h;
}

static const char *const enum_name[] = {
    "FP32", "FP16", "BF16", "TF32", "E4M3", "E5M2", "E4M3FNUZ", "E5M2FNUZ", "E8M13"
};

/* Digests of lines 0, 7919, 2*7919, ... (300 lines) of every kind.  The
 * last column, zero-operand, was added with that kind (the same lines in
 * versions 1 and 2; no other column moved). */
static const struct {
    int version;
    mmaemu_format in, acc;
    size_t k;
    uint64_t seed;
    uint64_t digest[MMAEMU_PROBE_KIND_COUNT];
} frozen[] = {
    {1, MMAEMU_BF16, MMAEMU_FP32, 16, 0x1ull, {
        0xb0a41cb2aed6dda4ull, 0xbea8c6e039e311c7ull, 0xeddf0c5af8b421eeull,
        0x0725c210349b4ee3ull, 0x75acab6f55b8e095ull, 0xb9cbc4099b1483d8ull,
        0xee30d23d99d9a76eull, 0x819055a7d993111full, 0x48a754a767c7b8afull,
        0x115e1e1b53aa2cc3ull, 0x25b656bdf0261109ull, 0xce0cf92e0b9e7127ull,
        0x61604f65627ed026ull}},
    {1, MMAEMU_E4M3, MMAEMU_FP16, 32, 0x7ull, {
        0xeb43cda4d4fd7e3eull, 0xab5b6a0be1756cc4ull, 0xbc0c8d597c446368ull,
        0xb276be68bb723e1eull, 0x0c0b3886613f7f30ull, 0xf6363bfee50de3cdull,
        0x7975a66079bcb4d3ull, 0x71aa1c778764e761ull, 0x88451c814415e60cull,
        0xb086bfefc49a3f0full, 0xcc39c2db287cc023ull, 0x2c31bd3b3592cc6dull,
        0x660b3b3ab395baceull}},
    {1, MMAEMU_TF32, MMAEMU_FP32, 8, 0x3039ull, {
        0x6fb5bbd0de42b2d0ull, 0xc0e11bbf30031a82ull, 0x279deb3666345511ull,
        0xe21b709efacb5a5dull, 0xced16fa841c223faull, 0x8e78efec66528aeeull,
        0x014083d3cd8d709aull, 0x35d82becb5762ed8ull, 0x5aa19788804f6e1cull,
        0xf86e49b2231e5e81ull, 0x68190d3f9b1a3169ull, 0xc90d0943f6fdb07aull,
        0x8e0771fe1b5a9b93ull}},
    {1, MMAEMU_FP16, MMAEMU_FP32, 64, 0xffffffffffffffffull, {
        0x060da03554fd6f4eull, 0xe683795f37c53187ull, 0x27def7a25511eae6ull,
        0x2e0549915ffcfac7ull, 0x3bc211d81d8ccb5full, 0x7179dbca5a4dba72ull,
        0x90dca8f5dd46bb50ull, 0xc1991dbd638b7129ull, 0xbe36fca18d142a0bull,
        0x00a4f90677bd2997ull, 0xb0cec5a09f98ef13ull, 0x1d129578bae91b87ull,
        0x556d49d7e146f233ull}},
    {1, MMAEMU_E5M2FNUZ, MMAEMU_FP32, 3, 0x2aull, {
        0xb0799320be998611ull, 0x7931104265ed34eaull, 0x05e9a05c0fca1ab3ull,
        0xf107439b3f21a27cull, 0xfa40720a90ebbbe5ull, 0xa50fe45ba2511cbdull,
        0x8593b407dbfc61f3ull, 0x3ac9437b07093796ull, 0xccf3642682b3db1eull,
        0xe7c300b9bd7133f4ull, 0xd620fe4c6153f871ull, 0x9cac3e8035dc3ae7ull,
        0x5db936bec1a1913cull}},
    {1, MMAEMU_FP32, MMAEMU_FP32, 1, 0x2ull, {
        0x1ed62616543cf190ull, 0xc23191b4a8975018ull, 0x0bbc7e2abc471cafull,
        0x263ef28015b5ef8cull, 0x52ab2b493ba82f3aull, 0xb63a46895ff2e626ull,
        0x3d32963b8516829aull, 0x7ea74d21cd4bb298ull, 0x8f7af4df96b6a782ull,
        0xca39f4213087973dull, 0xe4b582f4c74f9311ull, 0xbf4afbf71ced6072ull,
        0x86b1b6b69fc1e2dcull}},
    {2, MMAEMU_BF16, MMAEMU_FP32, 16, 0x1ull, {
        0xb0a41cb2aed6dda4ull, 0xbea8c6e039e311c7ull, 0xeddf0c5af8b421eeull,
        0x0725c210349b4ee3ull, 0x75acab6f55b8e095ull, 0xb9cbc4099b1483d8ull,
        0xee30d23d99d9a76eull, 0x819055a7d993111full, 0x48a754a767c7b8afull,
        0x115e1e1b53aa2cc3ull, 0x7f0ae64d76d16093ull, 0x6ce7b27f0b707781ull,
        0x61604f65627ed026ull}},
    {2, MMAEMU_E4M3, MMAEMU_FP16, 32, 0x7ull, {
        0xeb43cda4d4fd7e3eull, 0xab5b6a0be1756cc4ull, 0xbc0c8d597c446368ull,
        0xb276be68bb723e1eull, 0x0c0b3886613f7f30ull, 0xf6363bfee50de3cdull,
        0x7975a66079bcb4d3ull, 0x71aa1c778764e761ull, 0x88451c814415e60cull,
        0xb086bfefc49a3f0full, 0x39b5621e337324aaull, 0xec6956654f7759c9ull,
        0x660b3b3ab395baceull}},
    {2, MMAEMU_TF32, MMAEMU_FP32, 8, 0x3039ull, {
        0x6fb5bbd0de42b2d0ull, 0xc0e11bbf30031a82ull, 0x279deb3666345511ull,
        0xe21b709efacb5a5dull, 0xced16fa841c223faull, 0x8e78efec66528aeeull,
        0x014083d3cd8d709aull, 0x35d82becb5762ed8ull, 0x5aa19788804f6e1cull,
        0xf86e49b2231e5e81ull, 0xada9321bdb2cb258ull, 0x0c255685e1faea02ull,
        0x8e0771fe1b5a9b93ull}},
    {2, MMAEMU_FP16, MMAEMU_FP32, 64, 0xffffffffffffffffull, {
        0x060da03554fd6f4eull, 0xe683795f37c53187ull, 0x27def7a25511eae6ull,
        0x2e0549915ffcfac7ull, 0x3bc211d81d8ccb5full, 0x7179dbca5a4dba72ull,
        0x90dca8f5dd46bb50ull, 0xc1991dbd638b7129ull, 0xbe36fca18d142a0bull,
        0x00a4f90677bd2997ull, 0x1931f1c614297941ull, 0x0e22dc3e78e900eeull,
        0x556d49d7e146f233ull}},
    {2, MMAEMU_E5M2FNUZ, MMAEMU_FP32, 3, 0x2aull, {
        0xb0799320be998611ull, 0x7931104265ed34eaull, 0x05e9a05c0fca1ab3ull,
        0xf107439b3f21a27cull, 0xfa40720a90ebbbe5ull, 0xa50fe45ba2511cbdull,
        0x8593b407dbfc61f3ull, 0x3ac9437b07093796ull, 0xccf3642682b3db1eull,
        0xe7c300b9bd7133f4ull, 0x208537c12abfdbb0ull, 0xd6b2ad4ead0d3446ull,
        0x5db936bec1a1913cull}},
    {2, MMAEMU_FP32, MMAEMU_FP32, 1, 0x2ull, {
        0x1ed62616543cf190ull, 0xc23191b4a8975018ull, 0x0bbc7e2abc471cafull,
        0x263ef28015b5ef8cull, 0x52ab2b493ba82f3aull, 0xb63a46895ff2e626ull,
        0x3d32963b8516829aull, 0x7ea74d21cd4bb298ull, 0x8f7af4df96b6a782ull,
        0xca39f4213087973dull, 0x3e1fb298f1287739ull, 0xe1bf5e4712b1fab3ull,
        0x86b1b6b69fc1e2dcull}},
};

START_TEST(versions_frozen)
{
    static uint32_t a[MAXK], b[MAXK];
    int bad = 0;
    for (size_t f = 0; f < sizeof frozen / sizeof frozen[0]; f++) {
        uint64_t got[MMAEMU_PROBE_KIND_COUNT];
        int row_bad = 0;
        for (int kind = 0; kind < MMAEMU_PROBE_KIND_COUNT; kind++) {
            const mmaemu_probe_spec s = spec_v(frozen[f].version, frozen[f].in, frozen[f].acc,
                                               frozen[f].k, (mmaemu_probe_kind)kind, frozen[f].seed);
            uint64_t h = 0xCBF29CE484222325ull;
            for (uint64_t i = 0; i < 300; i++) {
                uint32_t c;
                mmaemu_probe_line(&s, i * 7919u, a, b, &c);
                for (size_t j = 0; j < s.k; j++)
                    h = fnv(fnv(h, a[j]), b[j]);
                h = fnv(h, c);
            }
            got[kind] = h;
            if (h != frozen[f].digest[kind]) {
                fprintf(stderr, "generator version %d changed: %s->%s k=%zu kind %s\n", frozen[f].version,
                        mmaemu_format_get(frozen[f].in)->name, mmaemu_format_get(frozen[f].acc)->name,
                        frozen[f].k, mmaemu_probe_kind_name((mmaemu_probe_kind)kind));
                row_bad = 1;
            }
        }
        if (row_bad) {         /* the row as it is now, for a deliberate new table */
            fprintf(stderr, "    {%d, MMAEMU_%s, MMAEMU_%s, %zu, 0x%llxull, {", frozen[f].version,
                    enum_name[frozen[f].in], enum_name[frozen[f].acc], frozen[f].k,
                    (unsigned long long)frozen[f].seed);
            for (int kind = 0; kind < MMAEMU_PROBE_KIND_COUNT; kind++)
                fprintf(stderr, "%s%s0x%016llxull", kind ? "," : "", kind % 3 == 0 ? "\n        " : " ",
                        (unsigned long long)got[kind]);
            fprintf(stderr, "}},\n");
            bad++;
        }
    }
    ck_assert_msg(bad == 0, "probe generator output changed in %d rows; recorded device data"
                  " depend on it: restore it (a new generator is a new version)", bad);
}
END_TEST

/* Version 2 is version 1 plus one discriminating subcase: every other
 * line is the same. */
START_TEST(version2_extends_1)
{
    static uint32_t a[MAXK], b[MAXK], a2[MAXK], b2[MAXK];
    unsigned long same = 0, total = 0;
    for (int kind = 0; kind < MMAEMU_PROBE_KIND_COUNT; kind++) {
        const mmaemu_probe_spec s1 = spec_v(1, MMAEMU_BF16, MMAEMU_FP32, 16, (mmaemu_probe_kind)kind, 3);
        const mmaemu_probe_spec s2 = spec_v(2, MMAEMU_BF16, MMAEMU_FP32, 16, (mmaemu_probe_kind)kind, 3);
        for (uint64_t i = 0; i < 2000; i++) {
            uint32_t c, c2;
            mmaemu_probe_line(&s1, i, a, b, &c);
            mmaemu_probe_line(&s2, i, a2, b2, &c2);
            const int eq = c == c2 && !memcmp(a, a2, 16 * sizeof a[0]) && !memcmp(b, b2, 16 * sizeof b[0]);
            if (mmaemu_probe_line_kind(&s1, i) != MMAEMU_PROBE_DISCRIMINATE)
                CHECK(eq, "kind %s line %llu differs between versions 1 and 2",
                      mmaemu_probe_kind_name((mmaemu_probe_kind)kind), (unsigned long long)i);
            else {
                same += eq;
                total++;
            }
        }
    }
    /* Subcase 6 is 1/16 of the discriminating lines; half of it is new. */
    ck_assert_msg(total - same > total / 50 && total - same < total / 16,
                  "%lu of %lu discriminating lines differ between versions 1 and 2", total - same, total);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The kinds hold what they claim                                      */
/* ------------------------------------------------------------------ */

/* Does any of v[0..n) (patterns of f) decode to a value with the property? */
typedef int (*value_test)(const mmaemu_value *d);

static int any_value(mmaemu_format f, const uint32_t *v, size_t n, value_test test)
{
    for (size_t i = 0; i < n; i++) {
        mmaemu_value d;
        mmaemu_decode(f, v[i], &d);
        if (test(&d))
            return 1;
    }
    return 0;
}

static int subnormal(const mmaemu_value *d)
{
    return d->cls == MMAEMU_CLASS_FINITE && d->sig < (1ull << d->frac_bits);
}

static int not_finite(const mmaemu_value *d)
{
    return d->cls == MMAEMU_CLASS_NAN || d->cls == MMAEMU_CLASS_INF;
}

/* NaN, Inf or -0. */
static int special(const mmaemu_value *d)
{
    return not_finite(d) || (d->cls == MMAEMU_CLASS_ZERO && d->sign);
}

static int any_sub(mmaemu_format f, const uint32_t *v, size_t n)
{
    return any_value(f, v, n, subnormal);
}

static int any_special(mmaemu_format f, const uint32_t *v, size_t n)
{
    return any_value(f, v, n, special);
}

static int all_finite(mmaemu_format f, const uint32_t *v, size_t n)
{
    return !any_value(f, v, n, not_finite);
}

START_TEST(kinds_claims)
{
    const mmaemu_format in = in_fmts[_i];
    static uint32_t a[MAXK], b[MAXK];
    mpfr_t s, pm, cv;
    mpfr_inits2(XPREC, s, pm, cv, (mpfr_ptr)0);
    for (int acc_i = 0; acc_i < 2; acc_i++) {
        const mmaemu_format acc = acc_i ? MMAEMU_FP16 : MMAEMU_FP32;
        for (int ki = 0; ki < N_KS; ki++) {
            const size_t k = ks[ki];
            unsigned long cancel_deep = 0;
            for (uint64_t i = 0; i < 300; i++) {
                uint32_t c;
                mmaemu_probe_spec sp;
#define GEN(kind) (sp = spec_of(in, acc, k, kind, 11), mmaemu_probe_line(&sp, i, a, b, &c))
#define WHERE "%s->%s k=%zu line %llu", mmaemu_format_get(in)->name, mmaemu_format_get(acc)->name, \
              k, (unsigned long long)i
                GEN(MMAEMU_PROBE_RANDOM);
                CHECK(all_finite(in, a, k) && all_finite(in, b, k) && all_finite(acc, &c, 1),
                      "random: not finite, " WHERE);
                GEN(MMAEMU_PROBE_SUBNORMAL);
                CHECK(any_sub(in, a, k) || any_sub(in, b, k), "subnormal: none in a, b, " WHERE);
                GEN(MMAEMU_PROBE_SPECIALS);
                CHECK(any_special(in, a, k) || any_special(in, b, k) || any_special(acc, &c, 1),
                      "specials: no NaN, Inf or -0, " WHERE);
                GEN(MMAEMU_PROBE_TIES);
                CHECK(exact_sum(&sp, a, b, c, s, pm) && is_tie(acc, s),
                      "ties: the exact sum is not a tie, " WHERE);
                GEN(MMAEMU_PROBE_C_BIG);
                CHECK(exact_sum(&sp, a, b, c, s, pm), "not finite, " WHERE);
                value_of(acc, c, cv);
                mpfr_abs(cv, cv, MPFR_RNDN);
                CHECK(mpfr_cmp(cv, pm) > 0, "c-big: |c| <= a product, " WHERE);
                GEN(MMAEMU_PROBE_C_SMALL);
                CHECK(exact_sum(&sp, a, b, c, s, pm), "not finite, " WHERE);
                value_of(acc, c, cv);
                mpfr_abs(cv, cv, MPFR_RNDN);
                CHECK(!mpfr_zero_p(cv) && mpfr_cmp(cv, pm) < 0, "c-small: |c| not below, " WHERE);
                GEN(MMAEMU_PROBE_CANCEL);
                CHECK(exact_sum(&sp, a, b, c, s, pm), "not finite, " WHERE);
                mpfr_abs(s, s, MPFR_RNDN);
                mpfr_mul_2si(s, s, 8, MPFR_RNDN);
                cancel_deep += mpfr_cmp(s, pm) <= 0;
#undef GEN
#undef WHERE
            }
            /* Most cancel lines lose at least 8 bits of the largest product. */
            CHECK(cancel_deep > 120, "cancel: only %lu of 300 lines cancel (%s->%s k=%zu)",
                          cancel_deep, mmaemu_format_get(in)->name, mmaemu_format_get(acc)->name, k);
        }
    }
    mpfr_clears(s, pm, cv, (mpfr_ptr)0);
}
END_TEST

static int is_top(mmaemu_format acc, uint32_t d)
{
    mmaemu_value v;
    mmaemu_decode(acc, d, &v);
    const uint32_t mag = d & (wmask(acc) >> 1);
    return v.cls == MMAEMU_CLASS_INF || mag == (acc == MMAEMU_FP32 ? 0x7F7FFFFFu : 0x7BFFu);
}

/* Overflow lines give Inf or the largest finite value on real models. */
START_TEST(overflow_reaches_top)
{
    static const struct { const char *arch; mmaemu_format in, acc; } cfg[] = {
        {"sm90", MMAEMU_BF16, MMAEMU_FP32}, {"sm80", MMAEMU_FP16, MMAEMU_FP16},
        {"sm90", MMAEMU_E5M2, MMAEMU_FP16}, {"sm100", MMAEMU_FP16, MMAEMU_FP32},
        {"gfx942", MMAEMU_BF16, MMAEMU_FP32}, {"gfx90a", MMAEMU_FP16, MMAEMU_FP32},
        {"sm80", MMAEMU_TF32, MMAEMU_FP32}, {"gfx942", MMAEMU_E4M3FNUZ, MMAEMU_FP32},
    };
    static uint32_t a[MAXK], b[MAXK];
    char err[256];
    for (size_t j = 0; j < sizeof cfg / sizeof cfg[0]; j++) {
        const mmaemu_arch *arch = mmaemu_arch_find(cfg[j].arch);
        ck_assert_ptr_nonnull(arch);
        const mmaemu_instr *ins = mmaemu_instr_select(arch, NULL, NULL, cfg[j].in, cfg[j].acc, err,
                                                      sizeof err);
        ck_assert_msg(ins != NULL, "%s", err);
        const mmaemu_probe_spec s = spec_of(cfg[j].in, cfg[j].acc, (size_t)ins->k,
                                            MMAEMU_PROBE_OVERFLOW, 4);
        unsigned long top = 0, inf = 0;
        for (uint64_t i = 0; i < 1000; i++) {
            uint32_t c;
            mmaemu_probe_line(&s, i, a, b, &c);
            const uint32_t d = mmaemu_dot(ins, a, b, s.k, c);
            top += is_top(cfg[j].acc, d);
            mmaemu_value v;
            mmaemu_decode(cfg[j].acc, d, &v);
            inf += v.cls == MMAEMU_CLASS_INF;
        }
        printf("overflow %-6s %-14s %s->%s: %lu of 1000 at the top (%lu Inf)\n", cfg[j].arch,
               ins->name, mmaemu_format_get(cfg[j].in)->name, mmaemu_format_get(cfg[j].acc)->name,
               top, inf);
        ck_assert_msg(top >= 100, "overflow: only %lu of 1000 lines reach Inf or max", top);
    }
}
END_TEST

/* The discriminating kind tells apart parameter sets that differ in one
 * parameter. */
static mmaemu_instr tfdpa(mmaemu_format in, mmaemu_format acc, int k, int L, int F, int ez,
                          mmaemu_ezero_rule rule, mmaemu_out_rounding out)
{
    mmaemu_instr ins;
    memset(&ins, 0, sizeof ins);
    ins.name = "test";
    ins.family = MMAEMU_FAMILY_MMA;
    ins.k = k;
    ins.step.alg = MMAEMU_ALG_T_FDPA;
    ins.step.a_fmt = ins.step.b_fmt = in;
    ins.step.acc_fmt = acc;
    ins.step.L = L;
    ins.step.F = F;
    ins.step.e_zero = ez;
    ins.step.ezero_rule = rule;
    ins.step.out = out;
    ins.step.nan_bits = acc == MMAEMU_FP32 ? 0x7FFFFFFFu : 0x7FFFu;
    return ins;
}

/* CDNA3 TR-FDPA / GTR-FDPA (F 24, F2 31). */
static mmaemu_instr trfdpa(mmaemu_algorithm alg, mmaemu_format in, int k, int L, mmaemu_tr_variant v)
{
    mmaemu_instr ins = tfdpa(in, MMAEMU_FP32, k, L, 24, 0, MMAEMU_EZERO_TERMS, MMAEMU_OUT_RNE_FP32);
    ins.step.alg = alg;
    ins.step.F2 = 31;
    ins.step.tr_variant = v;
    ins.step.zero_sign = MMAEMU_ZERO_IEEE;
    return ins;
}

START_TEST(discriminates)
{
    const mmaemu_algorithm TR = MMAEMU_ALG_TR_FDPA, GTR = MMAEMU_ALG_GTR_FDPA;
    const mmaemu_tr_variant RF = MMAEMU_TR_RENORM_FLOOR, FB = MMAEMU_TR_FLOOR_BEFORE;
    const mmaemu_ezero_rule T = MMAEMU_EZERO_TERMS, FL = MMAEMU_EZERO_FLOOR;
    const mmaemu_format bf = MMAEMU_BF16, h = MMAEMU_FP16, f8 = MMAEMU_E4M3, s = MMAEMU_FP32;
    const mmaemu_out_rounding RZ = MMAEMU_OUT_RZ_FP32, RN = MMAEMU_OUT_RNE_FP32,
                              R16 = MMAEMU_OUT_RNE_FP16, R13 = MMAEMU_OUT_RZ_E8M13;
    const struct { const char *what; mmaemu_instr x, y; } pairs[] = {
        {"F 24/25", tfdpa(bf, s, 16, 16, 24, -133, T, RZ), tfdpa(bf, s, 16, 16, 25, -133, T, RZ)},
        {"F 25/26", tfdpa(bf, s, 16, 16, 25, -133, T, RZ), tfdpa(bf, s, 16, 16, 26, -133, T, RZ)},
        {"F 12/13", tfdpa(bf, s, 16, 16, 12, -133, T, RZ), tfdpa(bf, s, 16, 16, 13, -133, T, RZ)},
        {"F 35/36", tfdpa(bf, s, 16, 16, 35, -133, T, RZ), tfdpa(bf, s, 16, 16, 36, -133, T, RZ)},
        {"L 8/16", tfdpa(bf, s, 16, 8, 25, -133, T, RZ), tfdpa(bf, s, 16, 16, 25, -133, T, RZ)},
        {"L 4/8", tfdpa(bf, s, 16, 4, 24, -133, T, RZ), tfdpa(bf, s, 16, 8, 24, -133, T, RZ)},
        {"e_zero -132/-133", tfdpa(bf, s, 16, 16, 25, -132, T, RZ), tfdpa(bf, s, 16, 16, 25, -133, T, RZ)},
        {"fp16 floor -20/terms -21", tfdpa(h, h, 16, 8, 24, -20, FL, R16),
         tfdpa(h, h, 16, 8, 24, -21, T, R16)},
        {"RZ/RNE", tfdpa(bf, s, 16, 16, 25, -133, T, RZ), tfdpa(bf, s, 16, 16, 25, -133, T, RN)},
        {"fp16 e_zero -20/-21", tfdpa(h, h, 16, 8, 24, -20, T, R16), tfdpa(h, h, 16, 8, 24, -21, T, R16)},
        {"fp16 F 24/25", tfdpa(h, h, 16, 8, 24, -21, T, R16), tfdpa(h, h, 16, 8, 25, -21, T, R16)},
        {"fp8 F 13/14", tfdpa(f8, s, 32, 16, 13, -132, T, R13), tfdpa(f8, s, 32, 16, 14, -132, T, R13)},
        {"fp8 L 8/16", tfdpa(f8, s, 32, 8, 13, -132, T, R13), tfdpa(f8, s, 32, 16, 13, -132, T, R13)},
        {"TR renorm/floor-before", trfdpa(TR, bf, 8, 8, RF), trfdpa(TR, bf, 8, 8, FB)},
        {"fp8 GTR/TR", trfdpa(GTR, MMAEMU_E4M3FNUZ, 16, 16, RF), trfdpa(TR, MMAEMU_E4M3FNUZ, 16, 16, RF)},
        {"fp8 GTR renorm/floor-before", trfdpa(GTR, MMAEMU_E4M3FNUZ, 16, 16, RF),
         trfdpa(GTR, MMAEMU_E4M3FNUZ, 16, 16, FB)},
        {"fp8 fp16 F 13/14", tfdpa(f8, h, 32, 16, 13, -21, T, R16), tfdpa(f8, h, 32, 16, 14, -21, T, R16)},
    };
    static uint32_t a[MAXK], b[MAXK];
    for (size_t j = 0; j < sizeof pairs / sizeof pairs[0]; j++) {
        const mmaemu_instr *x = &pairs[j].x, *y = &pairs[j].y;
        ck_assert_ptr_null(mmaemu_params_check(&x->step));
        ck_assert_ptr_null(mmaemu_params_check(&y->step));
        unsigned long diff[2] = {0, 0};
        for (int kind = 0; kind < 2; kind++) {
            const mmaemu_probe_spec sp = spec_of(x->step.a_fmt, x->step.acc_fmt, (size_t)x->k,
                                                 kind ? MMAEMU_PROBE_DISCRIMINATE : MMAEMU_PROBE_RANDOM, 8);
            for (uint64_t i = 0; i < 2000; i++) {
                uint32_t c;
                mmaemu_probe_line(&sp, i, a, b, &c);
                diff[kind] += mmaemu_dot(x, a, b, sp.k, c) != mmaemu_dot(y, a, b, sp.k, c);
            }
        }
        printf("discriminate %-20s %4lu of 2000 lines differ (random: %lu)\n", pairs[j].what,
               diff[1], diff[0]);
        ck_assert_msg(diff[1] >= 10, "%s: only %lu of 2000 discriminating lines tell them apart",
                      pairs[j].what, diff[1]);
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* A file written by `mmaemu probe gen` is the generator's lines       */
/* ------------------------------------------------------------------ */

START_TEST(cli_file_regenerates)
{
    const char *mm = getenv("MMAEMU");
    if (!mm || !*mm)
        mm = "./mmaemu";
    char dir[] = "/tmp/check_probe.XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    char path[256], cmd[1024];
    snprintf(path, sizeof path, "%s/p.gz", dir);
    snprintf(cmd, sizeof cmd, "'%s' probe gen --arch sm90 --in e5m2 --out fp16 --instr mma --chain 2"
             " --kind mixed --seed 77 --count 3000 --start 5 -o '%s'", mm, path);
    ck_assert_msg(system(cmd) == 0, "failed: %s", cmd);
    gzFile f = gzopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    static char line[1 << 16];
    static uint32_t a[MAXK], b[MAXK], a2[MAXK], b2[MAXK];
    const mmaemu_probe_spec s = spec_of(MMAEMU_E5M2, MMAEMU_FP16, 64, MMAEMU_PROBE_MIXED, 77);
    uint64_t n = 0;
    int have_gen = 0, have_k = 0;
    char err[200];
    while (gzgets(f, line, sizeof line)) {
        if (line[0] == '#') {
            have_gen |= !strcmp(line, "#gen kind=mixed seed=77 count=3000 version=2 start=5\n");
            have_k |= !strcmp(line, "#k 64\n");
            continue;
        }
        size_t k;
        uint32_t c, c2;
        CHECK(!mmaemu_probe_parse_line(line, MMAEMU_E5M2, MMAEMU_FP16, a, b, MAXK, &k, &c, err,
                                     sizeof err), "%s", err);
        CHECK(k == 64, "k %zu", k);
        mmaemu_probe_line(&s, 5 + n, a2, b2, &c2);
        CHECK(c == c2 && !memcmp(a, a2, 64 * sizeof a[0]) && !memcmp(b, b2, 64 * sizeof b[0]),
              "line %llu differs from its regeneration", (unsigned long long)n);
        n++;
    }
    gzclose(f);
    ck_assert(have_gen && have_k);
    ck_assert_uint_eq(n, 3000);
    unlink(path);
    rmdir(dir);
}
END_TEST

/* zero-operand lines (docs/models.md "AMD zero-operand rule") separate the
 * AMD zero-operand rules: on every CDNA3/CDNA4 fused instruction kind, the
 * default variant (zero products skipped) and the zero-align variant (a zero
 * operand at -126) predict different outputs for nearly every line, where
 * the two agree on the normal kind.  The device run of this kind settles the
 * rule. */
static const struct {
    const char *arch, *instr, *variant;
    mmaemu_format in;
    size_t k;
} zero_rows[] = {
    {"gfx942", "mfma.32x32x8", "zero-align", MMAEMU_BF16, 8},
    {"gfx942", "mfma.16x16x16", "zero-align", MMAEMU_FP16, 16},
    {"gfx942", "mfma.4x4x4_16b", "zero-align", MMAEMU_BF16, 4},
    {"gfx942", "mfma.32x32x4_xf32", "zero-align", MMAEMU_TF32, 4},
    {"gfx942", "mfma.32x32x16", "zero-align", MMAEMU_E4M3FNUZ, 16},
    {"gfx942", "mfma.16x16x32", "zero-align", MMAEMU_E5M2FNUZ, 32},
    {"gfx942", "mfma.32x32x8", "mmasim-v1-zero-align", MMAEMU_BF16, 8},
    {"gfx950", "mfma.32x32x16", "zero-align", MMAEMU_BF16, 16},
    {"gfx950", "mfma.16x16x32", "fused-k-zero-align", MMAEMU_FP16, 32},
    {"gfx950", "mfma.16x16x32", "zero-align", MMAEMU_E4M3, 32},
};

static const mmaemu_instr *zsel(const char *arch, const char *variant, const char *instr,
                                mmaemu_format in)
{
    char err[256];
    const mmaemu_instr *r = mmaemu_instr_select(mmaemu_arch_find(arch), variant, instr, in,
                                                MMAEMU_FP32, err, sizeof err);
    ck_assert_msg(r != NULL, "%s", err);
    return r;
}

START_TEST(zero_operand_separates_rules)
{
    static uint32_t a[MAXK], b[MAXK];
    const int i = _i;
    const char *base = strncmp(zero_rows[i].variant, "mmasim-v1", 9) ? NULL : "mmasim-v1";
    if (!base && !strncmp(zero_rows[i].variant, "fused-k", 7))
        base = "fused-k";
    const mmaemu_instr *skip = zsel(zero_rows[i].arch, base, zero_rows[i].instr, zero_rows[i].in);
    const mmaemu_instr *m126 = zsel(zero_rows[i].arch, zero_rows[i].variant, zero_rows[i].instr,
                                    zero_rows[i].in);
    ck_assert(skip->step.zero_align == MMAEMU_ZALIGN_SKIP && m126->step.zero_align == MMAEMU_ZALIGN_M126);
    unsigned differ = 0, differ_normal = 0;
    const unsigned n = 2000;
    for (mmaemu_probe_kind kind = MMAEMU_PROBE_NORMAL;; kind = MMAEMU_PROBE_ZERO_OPERAND) {
        const mmaemu_probe_spec s = spec_of(zero_rows[i].in, MMAEMU_FP32, zero_rows[i].k, kind, 9);
        for (uint64_t j = 0; j < n; j++) {
            uint32_t c;
            mmaemu_probe_line(&s, j, a, b, &c);
            const int d = mmaemu_dot(skip, a, b, zero_rows[i].k, c) != mmaemu_dot(m126, a, b, zero_rows[i].k, c);
            *(kind == MMAEMU_PROBE_NORMAL ? &differ_normal : &differ) += (unsigned)d;
        }
        if (kind == MMAEMU_PROBE_ZERO_OPERAND)
            break;
    }
    fprintf(stderr, "zero-operand %s %s %s %s: %u of %u lines differ (normal kind: %u)\n",
            zero_rows[i].arch, zero_rows[i].instr, mmaemu_format_get(zero_rows[i].in)->name,
            zero_rows[i].variant, differ, n, differ_normal);
    ck_assert_msg(differ >= n * 9 / 10, "only %u of %u zero-operand lines separate the rules", differ, n);
    ck_assert_uint_eq(differ_normal, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("probe");
    TCase *tc = tcase_create("generator");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, names_and_specs);
    tcase_add_test(tc, deterministic);
    tcase_add_test(tc, mixed_is_union);
    tcase_add_test(tc, versions_frozen);
    tcase_add_test(tc, version2_extends_1);
    tcase_add_loop_test(tc, lines_parse, 0, N_IN);
    tcase_add_loop_test(tc, kinds_claims, 0, N_IN);
    tcase_add_test(tc, overflow_reaches_top);
    tcase_add_test(tc, discriminates);
    tcase_add_test(tc, cli_file_regenerates);
    tcase_add_loop_test(tc, zero_operand_separates_rules, 0,
                        (int)(sizeof zero_rows / sizeof zero_rows[0]));
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
