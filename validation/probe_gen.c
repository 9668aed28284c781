/* SPDX-License-Identifier: MIT */
/* probe_gen.c -- deterministic probe workloads for device validation
 * (mmaemu_probe_line; docs/validation.md "Probe files and workloads").
 *
 * Line `index` of a spec is a pure function of (version, in, acc, k, kind,
 * seed, index): its random stream is splitmix64 started from a hash of seed
 * and index, so one line can be regenerated alone, and device outputs
 * recorded for a whole set are checked from a one-line spec.
 *
 * VERSIONS 1 AND 2 ARE FROZEN.  Recorded device data depend on every bit
 * that gen_v1_v2 and the functions it calls produce (version 1: the H100
 * probe-gen runs of 2026-11-22).  Version 2 is version 1 plus one subcase of
 * the discriminating kind (a carry into a new binade, tie and tail: the CDNA3
 * TR variants), taken only when g->version >= 2 so that version 1 draws
 * exactly the numbers it drew.  Do not change anything reachable from gen_v1_v2
 * for an existing version (not even a constant, an operand order or the
 * number of random draws): a changed generator is the next version, chosen
 * the same way, and tests/validation/check_probe.c holds digests of every
 * version's output that must not move.  Only integer arithmetic is used, so
 * the output is the same on every platform. */
#include "mmaemu/probe.h"
#include "probe_gen.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Kinds and specs                                                     */
/* ------------------------------------------------------------------ */

static const char *const kind_names[MMAEMU_PROBE_KIND_COUNT] = {
    "random", "normal", "spread", "cancel", "c-big", "c-small", "subnormal",
    "ties", "overflow", "specials", "discriminate", "mixed", "zero-operand"
};

const char *mmaemu_probe_kind_name(mmaemu_probe_kind kind)
{
    return (unsigned)kind < MMAEMU_PROBE_KIND_COUNT ? kind_names[kind] : "?";
}

int mmaemu_probe_kind_parse(const char *name, mmaemu_probe_kind *out)
{
    for (int i = 0; i < MMAEMU_PROBE_KIND_COUNT; i++)
        if (!strcmp(name, kind_names[i])) {
            *out = (mmaemu_probe_kind)i;
            return 0;
        }
    return -1;
}

const char *mmaemu_probe_spec_check(const mmaemu_probe_spec *spec)
{
    if (spec->version < 1 || spec->version > MMAEMU_PROBE_VERSION)
        return "unknown probe generator version";
    if ((unsigned)spec->in >= MMAEMU_FORMAT_COUNT || spec->in == MMAEMU_E8M13)
        return "the input format is not an operand format";
    if (spec->ext && spec->k >= 1 && spec->k <= MMAEMU_PROBE_MAX_K)
        return probe_ext_check(spec);
    if (spec->acc != MMAEMU_FP32 && spec->acc != MMAEMU_FP16)
        return "the accumulator format must be fp32 or fp16";
    if (spec->k < 1 || spec->k > MMAEMU_PROBE_MAX_K)
        return "k must be 1 .. 65536";
    if ((unsigned)spec->kind >= MMAEMU_PROBE_KIND_COUNT)
        return "unknown probe kind";
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Versions 1 and 2 (frozen)                                           */
/* ------------------------------------------------------------------ */

static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* The start of line index's stream, and the draw that picks a MIXED kind. */
static uint64_t v1_line_state(uint64_t seed, uint64_t index)
{
    return mix64(mix64(seed ^ 0x6A09E667F3BCC909ull)
                 ^ (index * 0x9E3779B97F4A7C15ull + 0xBB67AE8584CAA73Bull));
}

static uint64_t v1_kind_draw(uint64_t seed, uint64_t index)
{
    return mix64(mix64(seed ^ 0x3C6EF372FE94F82Bull)
                 ^ (index * 0x9E3779B97F4A7C15ull + 0xA54FF53A5F1D36F1ull));
}

/* MIXED: percentages of each kind, in enum order (sum 100). */
static const int v1_mix_weights[MMAEMU_PROBE_MIXED] = {
    8, 10, 8, 9, 8, 8, 9, 8, 6, 8, 18
};

static mmaemu_probe_kind v1_mixed_kind(uint64_t seed, uint64_t index)
{
    int r = (int)(v1_kind_draw(seed, index) % 100u);
    for (int i = 0; i < MMAEMU_PROBE_MIXED; i++) {
        if (r < v1_mix_weights[i])
            return (mmaemu_probe_kind)i;
        r -= v1_mix_weights[i];
    }
    return MMAEMU_PROBE_DISCRIMINATE;
}

typedef mmaemu_pfmt pfmt;   /* probe_gen.h */

typedef struct pg {
    uint64_t s;              /* splitmix64 state */
    int version;             /* 1 or 2: version 2 adds a subcase (k_discriminate) */
    pfmt fa, fc;             /* operands (a and b), accumulator */
    mmaemu_format in;
    size_t K;
    uint32_t *a, *b, *c;
} pg;

static pfmt fmt_of(mmaemu_format f)
{
    const mmaemu_format_info *i = mmaemu_format_get(f);
    pfmt g;
    g.width = i->width;
    g.eb = i->exp_bits;
    g.fb = i->frac_bits;
    g.bias = i->bias;
    g.emin = i->emin;
    g.emax = i->emax;
    g.shift = i->container_shift;
    g.pmin = i->emin - i->frac_bits;
    g.sp = i->specials;
    g.ecmax = (1u << g.eb) - (g.sp == MMAEMU_SPECIALS_IEEE ? 2u : 1u);
    return g;
}

/* Random numbers. */
static uint64_t nx(pg *g)
{
    g->s += 0x9E3779B97F4A7C15ull;
    return mix64(g->s);
}

static uint64_t below(pg *g, uint64_t n)
{
    return n ? nx(g) % n : 0;
}

static int coin(pg *g)
{
    return (int)(nx(g) >> 63);
}

static int imin(int x, int y) { return x < y ? x : y; }
static int imax(int x, int y) { return x > y ? x : y; }
static int clampi(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }

static int rin(pg *g, int lo, int hi)   /* uniform in [lo, hi] */
{
    if (hi <= lo)
        return lo;
    return lo + (int)below(g, (uint64_t)((int64_t)hi - lo) + 1);
}

static size_t rpos(pg *g)
{
    return (size_t)below(g, g->K);
}

/* A position other than p (p itself when K = 1). */
static size_t rpos_not(pg *g, size_t p)
{
    if (g->K < 2)
        return p;
    return (p + 1 + (size_t)below(g, g->K - 1)) % g->K;
}

/* Patterns. */
static uint32_t smask(const pfmt *f) { return 1u << (f->width - 1); }
static uint32_t wmask(const pfmt *f) { return f->width == 32 ? 0xFFFFFFFFu : (1u << f->width) - 1; }
static uint32_t fmask(const pfmt *f) { return (1u << f->fb) - 1; }

/* Sign, exponent code and fraction field; asked for a finite value, FN's
 * S.1111.111 gives its neighbour and FNUZ's -0 gives +0. */
static uint32_t mk(const pfmt *f, int neg, uint32_t ecode, uint32_t frac)
{
    frac &= fmask(f);
    if (f->sp == MMAEMU_SPECIALS_FN && ecode == (1u << f->eb) - 1 && frac == fmask(f))
        frac--;
    if (f->sp == MMAEMU_SPECIALS_FNUZ && ecode == 0 && frac == 0)
        neg = 0;
    return (neg ? smask(f) : 0) | (ecode << (f->fb + f->shift)) | (frac << f->shift);
}

static uint32_t v_zero(const pfmt *f, int neg) { return mk(f, neg, 0, 0); }
static uint32_t v_max(const pfmt *f, int neg) { return mk(f, neg, f->ecmax, fmask(f)); }

/* Inf where the format has one, else its largest finite value. */
static uint32_t v_inf(const pfmt *f, int neg)
{
    if (f->sp != MMAEMU_SPECIALS_IEEE)
        return v_max(f, neg);
    return (neg ? smask(f) : 0) | (((1u << f->eb) - 1) << (f->fb + f->shift));
}

/* A NaN: quiet, signalling or random payload, either sign; FN's two NaNs;
 * FNUZ's one. */
static uint32_t v_nan(pg *g, const pfmt *f)
{
    if (f->sp == MMAEMU_SPECIALS_FNUZ)
        return smask(f);
    if (f->sp == MMAEMU_SPECIALS_FN)
        return (coin(g) ? smask(f) : 0) | (wmask(f) >> 1);
    const uint32_t inf = v_inf(f, coin(g));
    uint32_t pl = (uint32_t)nx(g) & fmask(f);
    switch (below(g, 4)) {
    case 0: pl = 1u << (f->fb - 1); break;       /* the default quiet NaN */
    case 1: pl = 1; break;                       /* signalling */
    default: break;
    }
    if (!pl)
        pl = 1;
    return inf | (pl << f->shift);
}

/* A fraction field: zero, all ones, lowest bit, top bit, or random. */
static uint32_t rfrac(pg *g, const pfmt *f)
{
    switch (below(g, 8)) {
    case 0: return 0;
    case 1: return fmask(f);
    case 2: return 1;
    case 3: return 1u << (f->fb - 1);
    default: return (uint32_t)nx(g) & fmask(f);
    }
}

/* A fraction with only its top two bits random (short significands). */
static uint32_t sfrac(pg *g, const pfmt *f)
{
    return (uint32_t)below(g, 4) << (f->fb - 2);
}

/* A finite value whose leading bit is 2^e (e clamped to [pmin, emax]).
 * mode 0: exactly 2^e; 1: random bits below it; 2: all bits below it set. */
static uint32_t v_at(pg *g, const pfmt *f, int neg, int e, int mode)
{
    e = clampi(e, f->pmin, f->emax);
    if (e >= f->emin) {
        const uint32_t fr = mode == 0 ? 0 : mode == 2 ? fmask(f) : rfrac(g, f);
        return mk(f, neg, (uint32_t)(e + f->bias), fr);
    }
    const int sh = e - f->pmin;                 /* leading bit of the fraction */
    uint32_t fr = 1u << sh;
    if (mode == 1)
        fr |= (uint32_t)nx(g) & (fr - 1);
    else if (mode == 2)
        fr |= fr - 1;
    return mk(f, neg, 0, fr);
}

/* Exactly 1.5 * 2^e (e clamped to [pmin + 1, emax]). */
static uint32_t v_15(const pfmt *f, int neg, int e)
{
    e = clampi(e, f->pmin + 1, f->emax);
    if (e >= f->emin)
        return mk(f, neg, (uint32_t)(e + f->bias), 1u << (f->fb - 1));
    return mk(f, neg, 0, 3u << (e - f->pmin - 1));
}

static uint32_t v_sub(pg *g, const pfmt *f, int neg)
{
    uint32_t fr = rfrac(g, f);
    if (!fr)
        fr = 1;
    return mk(f, neg, 0, fr);
}

static int is_finite(const pfmt *f, uint32_t bits)
{
    const uint32_t ec = (bits >> (f->fb + f->shift)) & ((1u << f->eb) - 1);
    const uint32_t fr = (bits >> f->shift) & fmask(f);
    if (f->sp == MMAEMU_SPECIALS_IEEE)
        return ec <= f->ecmax;
    if (f->sp == MMAEMU_SPECIALS_FN)
        return !(ec == (1u << f->eb) - 1 && fr == fmask(f));
    return (bits & wmask(f)) != smask(f);
}

static int is_sub(const pfmt *f, uint32_t bits)
{
    const uint32_t ec = (bits >> (f->fb + f->shift)) & ((1u << f->eb) - 1);
    return ec == 0 && ((bits >> f->shift) & fmask(f)) != 0;
}

/* NaN, Inf or -0 (tf32: Inf or NaN in the container). */
static int is_special(const pfmt *f, uint32_t bits)
{
    return !is_finite(f, bits)
           || (f->sp != MMAEMU_SPECIALS_FNUZ && (bits & wmask(f)) == smask(f));
}

/* A uniformly random finite pattern. */
static uint32_t v_uniform(pg *g, const pfmt *f)
{
    for (int t = 0; t < 16; t++) {
        const uint32_t x = (uint32_t)nx(g) & wmask(f);
        if (is_finite(f, x))
            return x;
    }
    return v_zero(f, 0);
}

/* Decode a finite pattern: value (-1)^neg * sig * 2^exp.  0 if not finite. */
static int dec(const pfmt *f, uint32_t bits, uint64_t *sig, int *exp, int *neg)
{
    const uint32_t ec = (bits >> (f->fb + f->shift)) & ((1u << f->eb) - 1);
    const uint32_t fr = (bits >> f->shift) & fmask(f);
    if (!is_finite(f, bits))
        return 0;
    *neg = (int)(bits >> (f->width - 1)) & 1;
    *sig = ec ? fr | (1ull << f->fb) : fr;
    *exp = (ec ? (int)ec - f->bias : f->emin) - f->fb;
    return 1;
}

/* The pattern of (-1)^neg * mag * 2^e if f holds it exactly. */
static int enc_exact(const pfmt *f, int neg, uint64_t mag, int e, uint32_t *out)
{
    if (!mag) {
        *out = v_zero(f, neg);
        return 1;
    }
    while (!(mag & 1)) {
        mag >>= 1;
        e++;
    }
    const int top = (63 - __builtin_clzll(mag));
    const int ex = top + e;
    if (ex > f->emax || top > f->fb)
        return 0;
    if (ex >= f->emin) {
        *out = mk(f, neg, (uint32_t)(ex + f->bias), (uint32_t)((mag << (f->fb - top)) & fmask(f)));
        return 1;
    }
    if (e < f->pmin)
        return 0;
    *out = mk(f, neg, 0, (uint32_t)(mag << (e - f->pmin)));
    return 1;
}

/* The accumulator pattern of -(a[i] * b[i]) if it is exact, else 0. */
static int neg_prod_acc(pg *g, size_t i, uint32_t *out)
{
    uint64_t sa, sb;
    int ea, eb, na, nb;
    if (!dec(&g->fa, g->a[i], &sa, &ea, &na) || !dec(&g->fa, g->b[i], &sb, &eb, &nb))
        return 0;
    return enc_exact(&g->fc, !(na ^ nb), sa * sb, ea + eb, out);
}

/* Products.  Exponents t of a product are those of its leading bits' product
 * 2^ea * 2^eb; the pow2 range of operands is [pmin, emax]. */
static int tmin_of(const pg *g) { return 2 * g->fa.pmin; }
static int tmax_of(const pg *g) { return 2 * g->fa.emax; }

/* Split t (clamped to [2 pmin, 2 emax]) into ea + eb, normal factors where
 * possible.  Returns the clamped t. */
static int split(pg *g, int t, int *ea, int *eb)
{
    const pfmt *f = &g->fa;
    t = clampi(t, 2 * f->pmin, 2 * f->emax);
    int lo = imax(f->emin, t - f->emax), hi = imin(f->emax, t - f->emin);
    if (lo > hi) {
        lo = imax(f->pmin, t - f->emax);
        hi = imin(f->emax, t - f->pmin);
    }
    *ea = rin(g, lo, hi);
    *eb = t - *ea;
    return t;
}

/* a[i] * b[i] = +-(leading bit 2^t ...).  mode 0: exactly 2^t; 1: a has
 * random low bits, b is a power of two (value in [2^t, 2^(t+1))); 2: both
 * random (value in [2^t, 2^(t+2))).  Returns the clamped t. */
static int put_prod(pg *g, size_t i, int neg, int t, int mode)
{
    int ea, eb;
    t = split(g, t, &ea, &eb);
    const int nb = coin(g);
    g->a[i] = v_at(g, &g->fa, neg ^ nb, ea, mode ? 1 : 0);
    g->b[i] = v_at(g, &g->fa, nb, eb, mode == 2 ? 1 : 0);
    return t;
}

/* Short product: +-(1 + u/4)(1 + v/4) 2^t, exact in any accumulator. */
static void put_short(pg *g, size_t i, int neg, int t)
{
    int ea, eb;
    split(g, t, &ea, &eb);
    const int nb = coin(g);
    g->a[i] = ea >= g->fa.emin ? mk(&g->fa, neg ^ nb, (uint32_t)(ea + g->fa.bias), sfrac(g, &g->fa))
                               : v_at(g, &g->fa, neg ^ nb, ea, 0);
    g->b[i] = eb >= g->fa.emin ? mk(&g->fa, nb, (uint32_t)(eb + g->fa.bias), sfrac(g, &g->fa))
                               : v_at(g, &g->fa, nb, eb, 0);
}

/* Copy product p to q with the opposite sign. */
static void put_negated(pg *g, size_t p, size_t q)
{
    if (coin(g)) {
        g->a[q] = g->b[p];
        g->b[q] = g->a[p];
    } else {
        g->a[q] = g->a[p];
        g->b[q] = g->b[p];
    }
    if ((g->a[q] & wmask(&g->fa) & ~smask(&g->fa)) || g->fa.sp != MMAEMU_SPECIALS_FNUZ)
        g->a[q] ^= smask(&g->fa);
}

static void zero_all(pg *g, int signed_zeros)
{
    for (size_t i = 0; i < g->K; i++) {
        g->a[i] = v_zero(&g->fa, signed_zeros ? coin(g) : 0);
        g->b[i] = v_zero(&g->fa, signed_zeros ? coin(g) : 0);
    }
}

/* The accumulator value with leading bit 2^e. */
static uint32_t c_at(pg *g, int neg, int e, int mode)
{
    return v_at(g, &g->fc, neg, e, mode);
}

/* A product exponent near 1, in the operands' normal product range and
 * below the accumulator's top. */
static int pick_top(pg *g)
{
    const int lo = 2 * g->fa.emin, hi = imin(2 * g->fa.emax, g->fc.emax - 2);
    return clampi(rin(g, -6, 6), lo, imax(lo, hi));
}

/* An affine permutation of [0, K): i -> (m i + s) mod K, gcd(m, K) = 1. */
typedef struct perm { uint64_t m, s, K; } perm;

static uint64_t gcd64(uint64_t x, uint64_t y)
{
    while (y) {
        const uint64_t t = x % y;
        x = y;
        y = t;
    }
    return x;
}

static perm mkperm(pg *g, int scatter)
{
    perm p = {1, 0, g->K};
    if (scatter && g->K > 2) {
        for (int t = 0; t < 8; t++) {
            const uint64_t m = 1 + below(g, g->K - 1);
            if (gcd64(m, g->K) == 1) {
                p.m = m;
                break;
            }
        }
        p.s = below(g, g->K);
    }
    return p;
}

static size_t at(const perm *p, size_t i)
{
    return (size_t)((p->m * i + p->s) % p->K);
}

/* ---------------------------------------------------------------- kinds */

static void k_random(pg *g)
{
    for (size_t i = 0; i < g->K; i++) {
        g->a[i] = v_uniform(g, &g->fa);
        g->b[i] = v_uniform(g, &g->fa);
    }
    *g->c = v_uniform(g, &g->fc);
}

static void k_normal(pg *g)
{
    static const int spreads[] = {0, 1, 2, 3, 5, 8, 13};
    const int sa = spreads[below(g, 7)];
    const int ca = rin(g, -4, 4), cb = rin(g, -4, 4);
    const int mode = (int)below(g, 4);          /* 0: all +, 1: all -, else mixed */
    const int sparse = below(g, 8) == 0;
    for (size_t i = 0; i < g->K; i++) {
        const int neg = mode == 0 ? 0 : mode == 1 ? 1 : coin(g);
        if (sparse && coin(g)) {
            g->a[i] = v_zero(&g->fa, coin(g));
            g->b[i] = v_zero(&g->fa, 0);
            continue;
        }
        g->a[i] = v_at(g, &g->fa, neg, ca + rin(g, -sa, sa), 1);
        g->b[i] = v_at(g, &g->fa, 0, cb + rin(g, -sa, sa), 1);
    }
    if (below(g, 8) == 0)
        *g->c = v_zero(&g->fc, coin(g));
    else
        *g->c = c_at(g, mode == 0 ? 0 : mode == 1 ? 1 : coin(g),
                     clampi(ca + cb + rin(g, -sa - 3, sa + 3), g->fc.emin, g->fc.emax), 1);
}

static void k_spread(pg *g)
{
    static const int widths[] = {12, 24, 32, 48, 64, 100, 160, 600};
    const int lo = 2 * g->fa.emin, hi = 2 * g->fa.emax;
    int W = widths[below(g, 8)];
    if (W > hi - lo)
        W = hi - lo;
    int top_hi = hi;
    if (below(g, 4) && lo + W <= g->fc.emax - 2)
        top_hi = imin(hi, g->fc.emax - 2);
    const int T = rin(g, lo + W, top_hi);
    const int mode = (int)below(g, 3), smode = (int)below(g, 3), rev = coin(g);
    const int64_t den = g->K > 1 ? (int64_t)g->K - 1 : 1;
    for (size_t i = 0; i < g->K; i++) {
        const size_t j = rev ? g->K - 1 - i : i;
        int t;
        if (mode == 0)
            t = T - rin(g, 0, W);
        else if (mode == 1)
            t = coin(g) ? T : T - W;
        else
            t = T - (int)((int64_t)W * (int64_t)j / den);
        const int neg = smode == 0 ? 0 : smode == 1 ? coin(g) : (int)(i & 1);
        put_prod(g, i, neg, t, 2);
    }
    if (below(g, 4) == 0)
        *g->c = v_zero(&g->fc, coin(g));
    else
        *g->c = c_at(g, coin(g), T - W + rin(g, 0, W + 4), 1);
}

static void k_cancel(pg *g)
{
    const int T = pick_top(g);
    const int sub = (int)below(g, 4);
    if (sub == 1) {           /* C = -(one product) exactly; near misses */
        zero_all(g, 1);
        const size_t p = rpos(g);
        put_short(g, p, coin(g), T);
        if (!neg_prod_acc(g, p, g->c))
            *g->c = v_zero(&g->fc, coin(g));
        else if (below(g, 3) == 0 && (*g->c & ~smask(&g->fc)))
            *g->c += coin(g) ? 1u : (uint32_t)-1;
        const int dense = coin(g);
        for (size_t i = 0; i < g->K; i++)
            if (i != p && (dense || coin(g)))
                put_prod(g, i, coin(g), T - rin(g, 8, 40), 2);
        return;
    }
    if (sub == 2) {           /* X - X(1 +- ulp): the residue is one ulp */
        zero_all(g, 1);
        const size_t p = rpos(g);
        const size_t q = coin(g) ? (p ^ 1) % g->K : rpos_not(g, p);
        const int neg = coin(g);
        put_prod(g, p, neg, T, 2);
        if (q != p) {
            put_negated(g, p, q);
            const uint32_t fr = (g->a[q] >> g->fa.shift) & fmask(&g->fa);
            const int up = fr == 0 ? 1 : fr == fmask(&g->fa) ? 0 : coin(g);
            const uint32_t nudged = up ? g->a[q] + (1u << g->fa.shift) : g->a[q] - (1u << g->fa.shift);
            if (is_finite(&g->fa, nudged))   /* not FN's NaN above its max */
                g->a[q] = nudged;
            else
                g->a[q] -= 1u << g->fa.shift;
        }
        const int dense = coin(g);
        for (size_t i = 0; i < g->K; i++)
            if (i != p && i != q && (dense || coin(g)))
                put_prod(g, i, coin(g), T - rin(g, 1, 30), 2);
        switch (below(g, 3)) {
        case 0: *g->c = v_zero(&g->fc, coin(g)); break;
        case 1: *g->c = c_at(g, coin(g), T - rin(g, 10, 40), 1); break;
        default: *g->c = c_at(g, coin(g), T - rin(g, 0, 3), 1); break;
        }
        return;
    }
    /* sub 0: pairs X, -X (some pairs small products instead); sub 3: all
     * pairs cancel and C cancels the odd one out: an exact zero. */
    zero_all(g, 1);
    const perm P = mkperm(g, coin(g));
    for (size_t j = 0; 2 * j + 1 < g->K; j++) {
        const size_t p = at(&P, 2 * j), q = at(&P, 2 * j + 1);
        if (sub == 3 || below(g, 4)) {
            put_prod(g, p, coin(g), T - rin(g, 0, 6), 2);
            put_negated(g, p, q);
        } else {
            put_prod(g, p, coin(g), T - rin(g, 8, 40), 2);
            if (coin(g))
                put_prod(g, q, coin(g), T - rin(g, 8, 40), 2);
        }
    }
    if (sub == 3) {
        if (g->K & 1) {
            const size_t last = at(&P, g->K - 1);
            put_short(g, last, coin(g), T - rin(g, 0, 6));
            if (!neg_prod_acc(g, last, g->c))
                *g->c = v_zero(&g->fc, coin(g));
        } else {
            *g->c = v_zero(&g->fc, coin(g));
        }
        return;
    }
    if (g->K & 1)
        put_prod(g, at(&P, g->K - 1), coin(g), T - rin(g, 8, 40), 2);
    switch (below(g, 3)) {
    case 0: *g->c = v_zero(&g->fc, coin(g)); break;
    case 1: *g->c = c_at(g, coin(g), T - rin(g, 4, 40), 1); break;
    default: *g->c = c_at(g, coin(g), T - rin(g, 0, 6), 1); break;
    }
}

/* |C| >= 2^ec > every product (< 2^(ec - d + 2), d >= 3). */
static void k_cbig(pg *g)
{
    int d;
    switch (below(g, 4)) {
    case 0: d = rin(g, 3, 8); break;
    case 1: d = rin(g, 9, 30); break;
    case 2: d = rin(g, 20, 28); break;
    default: d = rin(g, 31, 80); break;
    }
    const int plo = 2 * g->fa.emin;
    d = imin(d, g->fc.emax - plo);
    const int lo = imax(g->fc.emin, plo + d), hi = g->fc.emax;
    const int ec = coin(g) ? clampi(rin(g, -4, 4) + d, lo, hi) : rin(g, lo, hi);
    const int T = ec - d;
    static const int spreads[] = {0, 4, 12};
    const int sp = spreads[below(g, 3)];
    const int sparse = below(g, 8) == 0, smode = (int)below(g, 3);
    for (size_t i = 0; i < g->K; i++) {
        if (sparse && coin(g)) {
            g->a[i] = v_zero(&g->fa, coin(g));
            g->b[i] = v_zero(&g->fa, coin(g));
            continue;
        }
        put_prod(g, i, smode == 2 ? coin(g) : smode, T - rin(g, 0, sp), 2);
    }
    *g->c = c_at(g, coin(g), ec, 1);
}

/* |C| < 2^(T - d + 1) <= 2^T <= the largest product. */
static void k_csmall(pg *g)
{
    const int lo = imax(2 * g->fa.emin, g->fc.pmin + 1);
    const int hi = imax(lo, imin(2 * g->fa.emax, g->fc.emax - 2));
    const int T = coin(g) ? clampi(rin(g, -6, 6), lo, hi) : rin(g, lo, hi);
    static const int spreads[] = {0, 4, 12};
    const int sp = spreads[below(g, 3)];
    const int smode = (int)below(g, 3);
    const size_t p0 = rpos(g);
    for (size_t i = 0; i < g->K; i++)
        put_prod(g, i, smode == 2 ? coin(g) : smode, i == p0 ? T : T - rin(g, 0, sp), 2);
    int d;
    switch (below(g, 6)) {
    case 0: d = rin(g, 1, 4); break;
    case 1: d = rin(g, 5, 12); break;
    case 2: d = rin(g, 13, 30); break;
    case 3: d = rin(g, 20, 28); break;
    case 4: d = rin(g, 31, 80); break;
    default: d = T - g->fc.pmin; break;         /* the smallest subnormal */
    }
    *g->c = c_at(g, coin(g), imax(T - d, g->fc.pmin), 1);
}

static void k_subnormal(pg *g)
{
    const pfmt *fa = &g->fa, *fc = &g->fc;
    const int sub = (int)below(g, 4);
    if (sub == 0) {           /* subnormal x normal, subnormal x subnormal */
        for (size_t i = 0; i < g->K; i++) {
            uint32_t v[2];
            for (int j = 0; j < 2; j++) {
                switch (below(g, 5)) {
                case 0: case 1: v[j] = v_sub(g, fa, coin(g)); break;
                case 2: v[j] = v_at(g, fa, coin(g), fa->emin + rin(g, 0, 3), 1); break;
                case 3: v[j] = v_zero(fa, coin(g)); break;
                default: v[j] = v_at(g, fa, coin(g), rin(g, -3, 3), 1); break;
                }
            }
            g->a[i] = v[0];
            g->b[i] = v[1];
        }
        switch (below(g, 4)) {
        case 0: *g->c = v_sub(g, fc, coin(g)); break;
        case 1: *g->c = c_at(g, coin(g), fc->emin + rin(g, 0, 3), 1); break;
        case 2: *g->c = v_zero(fc, coin(g)); break;
        default: *g->c = c_at(g, coin(g), clampi(2 * fa->emin + rin(g, -10, 30), fc->pmin, fc->emax), 1);
        }
    } else if (sub == 1) {    /* sums in (or just above) the accumulator's subnormals */
        const int u = fc->emin + rin(g, -fc->fb - 2, 2);
        const int m = rin(g, 1, (int)(g->K < 64 ? g->K : 64));
        zero_all(g, 1);
        for (int j = 0; j < m; j++)
            put_prod(g, rpos(g), coin(g), u - (j ? rin(g, 0, 30) : 0), 2);
        switch (below(g, 3)) {
        case 0: *g->c = v_zero(fc, coin(g)); break;
        case 1: *g->c = v_sub(g, fc, coin(g)); break;
        default: *g->c = c_at(g, coin(g), fc->emin + rin(g, 0, 2), 1); break;
        }
    } else if (sub == 2) {    /* subnormal C, small products */
        for (size_t i = 0; i < g->K; i++) {
            if (coin(g)) {
                g->a[i] = v_zero(fa, coin(g));
                g->b[i] = v_zero(fa, coin(g));
            } else {
                put_prod(g, i, coin(g), fc->emin + rin(g, -fc->fb - 4, 4), 2);
            }
        }
        *g->c = v_sub(g, fc, coin(g));
    } else {                  /* operands at the normal/subnormal border */
        for (size_t i = 0; i < g->K; i++) {
            const int w = (int)below(g, 6);
            uint32_t x;
            switch (w) {
            case 0: x = mk(fa, coin(g), 1, 0); break;                 /* smallest normal */
            case 1: x = mk(fa, coin(g), 0, fmask(fa)); break;         /* largest subnormal */
            case 2: x = mk(fa, coin(g), 0, 1); break;                 /* smallest subnormal */
            case 3: x = mk(fa, coin(g), 1, fmask(fa)); break;
            default: x = v_sub(g, fa, coin(g)); break;
            }
            g->a[i] = x;
            g->b[i] = v_at(g, fa, coin(g), coin(g) ? rin(g, -2, 2) : fa->emax - rin(g, 0, 3), 1);
            if (coin(g)) {    /* either operand may hold the small one */
                g->a[i] = g->b[i];
                g->b[i] = x;
            }
        }
        *g->c = coin(g) ? v_zero(fc, coin(g)) : c_at(g, coin(g), fa->emin + rin(g, -4, 4), 1);
    }
    int has = 0;
    for (size_t i = 0; i < g->K && !has; i++)
        has = is_sub(fa, g->a[i]) || is_sub(fa, g->b[i]);
    if (!has) {
        const size_t p = rpos(g);
        if (coin(g))
            g->a[p] = v_sub(g, fa, coin(g));
        else
            g->b[p] = v_sub(g, fa, coin(g));
    }
}

/* Exact sums halfway between two neighbours of the accumulator format. */
static void k_ties(pg *g)
{
    const pfmt *fc = &g->fc, *fa = &g->fa;
    const int tmin = tmin_of(g), tmax = tmax_of(g);
    int sub = (int)below(g, 6);
    zero_all(g, 1);
    const size_t p = rpos(g), q = rpos_not(g, p);
    if (sub == 5) {           /* tie on the subnormal grid: half its ulp */
        const int h = fc->pmin - 1;
        if (h >= tmin && h <= tmax) {
            *g->c = v_sub(g, fc, coin(g));
            put_prod(g, p, coin(g), h, 0);
            return;
        }
        sub = 0;
    }
    if (g->K < 2 && sub >= 2)
        sub = 0;
    /* C's exponent ec: the half ulp 2^(ec - fb - 1) and a quarter ulp are
     * products; 2^ec itself is one for sub 2. */
    const int lo = imax(fc->emin, tmin + fc->fb + 2);
    const int hi = imin(fc->emax - 1, sub == 2 ? tmax : sub == 1 ? tmax + fc->fb : tmax + fc->fb + 1);
    const int ec = coin(g) ? clampi(rin(g, -8, 8), lo, hi) : rin(g, lo, imax(lo, hi));
    const int h = ec - fc->fb - 1;
    const int cneg = coin(g);
    uint32_t fr = rfrac(g, fc);
    if (sub == 1)
        fr = clampi((int)(nx(g) & fmask(fc)), 2, (int)fmask(fc) - 2);
    /* Below a power of two the ulp halves: terms toward zero from a C with
     * fraction 0 keep C's sign instead. */
    const int pneg = fr == 0 ? cneg : coin(g);
    switch (sub) {
    case 0:
    case 3:
        *g->c = mk(fc, cneg, (uint32_t)(ec + fc->bias), fr);
        put_prod(g, p, pneg, h, 0);
        if (sub == 3) {       /* plus a cancelling pair elsewhere */
            const size_t r = rpos_not(g, p), s = rpos_not(g, r);
            if (r != p && s != p && s != r) {
                put_prod(g, r, coin(g), ec + rin(g, -2, 12), 2);
                put_negated(g, r, s);
            }
        }
        break;
    case 1: {                 /* 1.5 ulp */
        int ea, eb;
        split(g, h + 1, &ea, &eb);
        if (ea < fa->pmin + 1) {
            const int t = ea;
            ea = eb;
            eb = t;
        }
        const int nb = coin(g);
        *g->c = mk(fc, cneg, (uint32_t)(ec + fc->bias), fr);
        g->a[p] = v_15(fa, pneg ^ nb, ea);
        g->b[p] = v_at(g, fa, nb, eb, 0);
        break;
    }
    case 2: {                 /* C = 0; (1 + u/8) 2^ec + half ulp, same sign */
        int ea, eb;
        split(g, ec, &ea, &eb);
        const int nb = coin(g);
        *g->c = v_zero(fc, coin(g));
        g->a[p] = ea >= fa->emin
                      ? mk(fa, cneg ^ nb, (uint32_t)(ea + fa->bias),
                           fa->fb >= 3 ? (uint32_t)below(g, 8) << (fa->fb - 3) : 0)
                      : v_at(g, fa, cneg ^ nb, ea, 0);
        g->b[p] = v_at(g, fa, nb, eb, 0);
        put_prod(g, q, cneg, h, 0);
        break;
    }
    default: {                /* two quarter ulps */
        const int qneg = fr == 0 ? cneg : coin(g);
        *g->c = mk(fc, cneg, (uint32_t)(ec + fc->bias), fr);
        put_prod(g, p, qneg, h - 1, 0);
        put_prod(g, q, qneg, h - 1, 0);
        break;
    }
    }
}

static void k_overflow(pg *g)
{
    const pfmt *fc = &g->fc;
    const int u = fc->emax - fc->fb;             /* exponent of the top ulp */
    const int neg = coin(g);
    const int sub = (int)below(g, 5);
    zero_all(g, 1);
    const size_t p = rpos(g), q = rpos_not(g, p);
    switch (sub) {
    case 0: {                 /* C at the top, products of about an ulp */
        uint32_t c = v_max(fc, neg);
        c -= (uint32_t)below(g, 4);
        *g->c = c;
        const int m = rin(g, 1, (int)(g->K < 4 ? g->K : 4));
        for (int j = 0; j < m; j++)
            put_prod(g, rpos(g), neg, u + rin(g, -3, 2), 2);
        break;
    }
    case 1: {                 /* products alone past the top */
        const int m = rin(g, 2, (int)(g->K < 8 ? g->K : 8));
        for (int j = 0; j < m; j++)
            put_prod(g, rpos(g), neg, fc->emax - rin(g, 0, 1), 2);
        *g->c = coin(g) ? v_zero(fc, coin(g)) : c_at(g, neg, fc->emax - 1, 1);
        break;
    }
    case 2:                   /* one product >= 2^(emax + 1), maybe cancelled */
        put_prod(g, p, neg, fc->emax + 1 + rin(g, 0, 10), 2);
        if (q != p && coin(g))
            put_negated(g, p, q);
        *g->c = coin(g) ? v_zero(fc, coin(g)) : c_at(g, coin(g), rin(g, -4, 4), 1);
        break;
    case 3: {                 /* max +- half an ulp, a tiny bit more or less */
        *g->c = v_max(fc, neg);
        const int w = (int)below(g, 3);
        if (w == 0) {
            put_prod(g, p, neg, u - 1, 0);
        } else if (w == 1) {
            put_prod(g, p, neg, u - 1, 0);
            put_prod(g, q, coin(g), u - 1 - rin(g, 1, 30), 0);
        } else {              /* max + ulp (1 - 2^-j): just below 2^(emax+1) */
            put_prod(g, p, neg, u, 0);
            put_prod(g, q, !neg, u - rin(g, 1, 30), 0);
        }
        break;
    }
    default: {                /* large opposite terms: no overflow, or just */
        *g->c = coin(g) ? v_max(fc, !neg) : c_at(g, !neg, fc->emax, 1);
        const int m = rin(g, 1, (int)(g->K < 4 ? g->K : 4));
        for (int j = 0; j < m; j++)
            put_prod(g, rpos(g), neg, fc->emax + rin(g, -2, 1), 2);
        break;
    }
    }
}

static void k_specials(pg *g)
{
    const pfmt *fa = &g->fa, *fc = &g->fc;
    k_normal(g);
    const int m = rin(g, 1, 3);
    for (int j = 0; j < m; j++) {
        const size_t p = rpos(g), q = rpos_not(g, p);
        uint32_t *op = coin(g) ? g->a : g->b;
        switch (below(g, 9)) {
        case 0: op[p] = v_nan(g, fa); break;
        case 1: *g->c = v_nan(g, fc); break;
        case 2: op[p] = fa->sp == MMAEMU_SPECIALS_IEEE ? v_inf(fa, coin(g)) : v_nan(g, fa); break;
        case 3:               /* Inf * 0 */
            g->a[p] = fa->sp == MMAEMU_SPECIALS_IEEE ? v_inf(fa, coin(g)) : v_nan(g, fa);
            g->b[p] = v_zero(fa, coin(g));
            break;
        case 4:               /* +Inf and -Inf products */
            g->a[p] = v_inf(fa, 0);
            g->a[q] = v_inf(fa, 1);
            break;
        case 5:               /* Inf C, maybe against an Inf product */
            *g->c = v_inf(fc, coin(g));
            if (coin(g))
                g->a[p] = v_inf(fa, coin(g));
            break;
        case 6:               /* -0 operands, or an all-zero line with C = -0 */
            if (coin(g)) {
                for (size_t i = 0; i < g->K; i++) {
                    g->a[i] = v_zero(fa, coin(g));
                    g->b[i] = v_zero(fa, coin(g));
                }
                *g->c = v_zero(fc, 1);
            } else if (fa->sp == MMAEMU_SPECIALS_FNUZ) {
                *g->c = v_zero(fc, 1);
            } else {
                op[p] = v_zero(fa, 1);
            }
            break;
        case 7:               /* max * max */
            g->a[p] = v_max(fa, coin(g));
            g->b[p] = v_max(fa, coin(g));
            break;
        default:              /* tf32: a NaN payload only in the dropped bits */
            if (fa->shift)
                op[p] = v_inf(fa, coin(g)) | (((uint32_t)nx(g) & ((1u << fa->shift) - 1)) | 1u);
            else
                op[p] = v_nan(g, fa);
            break;
        }
    }
    /* At least one NaN, Inf or -0 somewhere. */
    int has = 0;
    for (size_t i = 0; i < g->K && !has; i++)
        has = is_special(fa, g->a[i]) || is_special(fa, g->b[i]);
    if (!has && !is_special(fc, *g->c))
        *g->c = v_zero(fc, 1);
}

/* Three positions (distinct when K >= 3) that one step holds under most
 * step splits: three of an aligned block of four; 8j, 8j+1, 8j+4 (steps
 * that interleave pairs of k); or anywhere. */
static void trio(pg *g, size_t *p, size_t *q, size_t *r)
{
    const int w = (int)below(g, 4);
    if (g->K >= 8 && w == 0) {
        const size_t j = 8 * (size_t)below(g, g->K / 8);
        *p = j;
        *q = j + 1;
        *r = j + 4;
    } else if (g->K >= 4 && w <= 2) {
        const size_t j = 4 * (size_t)below(g, g->K / 4);
        const size_t o = (size_t)below(g, 4);          /* the one left out */
        *p = j + (o + 1) % 4;
        *q = j + (o + 2) % 4;
        *r = j + (o + 3) % 4;
    } else {
        *p = rpos(g);
        *q = rpos_not(g, *p);
        *r = rpos_not(g, *q);
        if (*r == *p)
            *r = rpos_not(g, *r);
    }
}

/* Candidate F (fraction bits below the alignment exponent) and e_zero:
 * half the time the values devices are known to use, else anywhere in the
 * plausible range. */
static int pick_F(pg *g)
{
    static const int known[] = {13, 14, 23, 24, 25, 26};
    return coin(g) ? rin(g, 12, 36) : known[below(g, 6)];
}

static int pick_ez(pg *g)
{
    if (g->fc.fb > 10)
        return below(g, 4) == 0 ? rin(g, -136, -128) : -134 + (int)below(g, 4);
    return below(g, 4) == 0 ? rin(g, -23, -18) : -22 + (int)below(g, 3);
}

/* The discriminating vectors (docs/validation.md lists what each shows):
 * a few draws common to all subcases, then one subcase. */
typedef struct disc {
    size_t p, q, r;   /* three positions one step holds under most splits (trio) */
    int neg;          /* the sign of the leading term */
    int rne;          /* the tiny term's sign rule, see k_discriminate */
    int Fc;           /* a candidate F (pick_F) */
} disc;

/* 1 + c with c just below: C's low bits at the cut */
static void disc_c_cut(pg *g, const disc *d)
{
    const pfmt *fa = &g->fa, *fc = &g->fc;
    const int tmin = tmin_of(g), tmax = tmax_of(g);
    const size_t p = d->p;
    const int neg = d->neg;
    int delta = rin(g, 0, imax(0, 37 - fc->fb));
    int lo = imax(tmin, fc->emin + delta), hi = imin(tmax, fc->emax);
    if (lo > hi) {
        delta = 0;
        lo = imax(tmin, fc->emin);
    }
    const int E = coin(g) ? clampi(rin(g, -4, 4), lo, hi) : rin(g, lo, imax(lo, hi));
    const int opp = below(g, 4) != 0;
    if (coin(g)) {        /* the product leads: +-2^E */
        put_prod(g, p, neg, E, 0);
        *g->c = mk(fc, neg ^ opp, (uint32_t)(clampi(E - delta, fc->emin, fc->emax) + fc->bias),
                   coin(g) ? fmask(fc) : rfrac(g, fc));
    } else {              /* C leads: +-2^E, the product all ones below */
        int ea, eb;
        *g->c = mk(fc, neg, (uint32_t)(clampi(E, fc->emin, fc->emax) + fc->bias), 0);
        split(g, E - delta, &ea, &eb);
        const int nb = coin(g);
        g->a[p] = v_at(g, fa, neg ^ opp ^ nb, ea, 2);
        g->b[p] = v_at(g, fa, nb, eb, coin(g) ? 2 : 0);
    }
}

/* One big product, tiny ones around the cut */
static void disc_big_product(pg *g, const disc *d)
{
    const pfmt *fc = &g->fc;
    const int tmin = tmin_of(g), tmax = tmax_of(g);
    const size_t p = d->p;
    const int neg = d->neg, Fc = d->Fc;
    const int F = imin(Fc, imax(1, tmax - tmin - 3));
    const int T = clampi(pick_top(g) + F / 2, tmin + F + 3, imax(tmin + F + 3, imin(tmax, fc->emax - 1)));
    put_short(g, p, neg, T);
    const int same = coin(g), all = coin(g);
    for (size_t i = 0; i < g->K; i++)
        if (i != p && (all || coin(g)))
            put_prod(g, i, same ? neg : coin(g), T - F + rin(g, -2, 1), 2);
    switch (below(g, 3)) {
    case 0: *g->c = v_zero(fc, coin(g)); break;
    case 1:
        if (!neg_prod_acc(g, p, g->c))
            *g->c = v_zero(fc, coin(g));
        break;
    default: *g->c = c_at(g, coin(g), T - rin(g, 0, 3), 1); break;
    }
}

/* X - X plus terms just below / at / above a grid */
static void disc_grid(pg *g, const disc *d)
{
    const pfmt *fa = &g->fa, *fc = &g->fc;
    const int tmin = tmin_of(g), tmax = tmax_of(g);
    const size_t p = d->p, q = d->q;
    const int neg = d->neg, Fc = d->Fc;
    const int F = imin(Fc, imax(1, tmax - tmin - fa->fb - 3));
    const int T = clampi(pick_top(g) + F / 2, tmin + F + fa->fb + 2,
                         imax(tmin + F + fa->fb + 2, imin(tmax, fc->emax - 1)));
    size_t pp = p, qq = q;
    if (g->K >= 2 && below(g, 3)) {
        pp = 2 * (size_t)below(g, g->K / 2);
        qq = pp + 1;
    }
    put_prod(g, pp, neg, T, 1);
    if (qq != pp) {
        put_negated(g, pp, qq);
        *g->c = coin(g) ? v_zero(fc, coin(g)) : c_at(g, coin(g), T - F - rin(g, 0, 10), 1);
    } else if (!neg_prod_acc(g, pp, g->c)) {
        *g->c = v_zero(fc, coin(g));
    }
    const int form = (int)below(g, 4), same = coin(g), all = coin(g);
    const int tneg = coin(g);
    for (size_t i = 0; i < g->K; i++) {
        if (i == pp || i == qq || !(all || coin(g)))
            continue;
        const int s = same ? tneg : coin(g);
        int ea, eb;
        const int nb = coin(g);
        switch (form) {
        case 0:           /* (2 - 2^-fb) 2^(T-F-1): just below 2^(T-F) */
            split(g, T - F - 1, &ea, &eb);
            g->a[i] = v_at(g, fa, s ^ nb, ea, 2);
            g->b[i] = v_at(g, fa, nb, eb, 0);
            break;
        case 1:           /* half a grid step */
            put_prod(g, i, s, T - F - 1, 0);
            break;
        case 2:           /* 1.5 grid steps */
            split(g, T - F, &ea, &eb);
            if (ea < fa->pmin + 1) {
                const int t = ea;
                ea = eb;
                eb = t;
            }
            g->a[i] = v_15(fa, s ^ nb, ea);
            g->b[i] = v_at(g, fa, nb, eb, 0);
            break;
        default:          /* (1 + 2^-fb) 2^(T-F): just above */
            split(g, T - F, &ea, &eb);
            g->a[i] = ea >= fa->emin ? mk(fa, s ^ nb, (uint32_t)(ea + fa->bias), 1)
                                     : v_at(g, fa, s ^ nb, ea, 2);
            g->b[i] = v_at(g, fa, nb, eb, 0);
            break;
        }
    }
}

/* X at p, -X at q, a small term at r: the steps */
static void disc_steps(pg *g, const disc *d)
{
    const pfmt *fc = &g->fc;
    const int tmax = tmax_of(g);
    const size_t p = d->p, q = d->q, r = d->r;
    const int neg = d->neg;
    const int T = pick_top(g);
    if (coin(g)) {
        put_prod(g, p, neg, T, 2);
        if (q != p)
            put_negated(g, p, q);
        *g->c = coin(g) ? v_zero(fc, coin(g)) : c_at(g, coin(g), T - rin(g, 5, 30), 1);
    } else {              /* C = +-2^T2 against a product -C at q */
        const int T2 = clampi(T + rin(g, 0, 2), fc->emin, imin(fc->emax, tmax));
        *g->c = c_at(g, neg, T2, 0);
        put_prod(g, q, !neg, T2, 0);
    }
    if (r != p && r != q)
        put_prod(g, r, coin(g), T - rin(g, 10, 30), 2);
}

/* C = 0, products below e_zero: the cut e_zero - F */
static void disc_ezero_cut(pg *g, const disc *d)
{
    const pfmt *fc = &g->fc;
    const size_t p = d->p, q = d->q, r = d->r;
    const int neg = d->neg, rne = d->rne, Fc = d->Fc;
    static const int known_F[] = {13, 24, 25};
    const int known = coin(g);
    const int ez = known ? (fc->fb > 10 ? -133 : -21) + (int)below(g, 2) : pick_ez(g);
    const int F = known ? known_F[below(g, 3)] : Fc;
    *g->c = below(g, 8) ? v_zero(fc, coin(g)) : mk(fc, coin(g), 0, 1);
    if (below(g, 4) == 0) {
        const int m = rin(g, 1, (int)(g->K < 8 ? g->K : 8));
        for (int j = 0; j < m; j++)
            put_prod(g, rpos(g), coin(g), ez + rin(g, -F - 4, 3), 2);
    } else {              /* a rounding boundary below e_zero, a tiny term at the cut */
        const int u = rin(g, imax(fc->pmin + rne, ez - 8), ez - 1);   /* RNE: 2^u even */
        put_prod(g, p, neg, u, 0);
        if (rne && q != p)
            put_prod(g, q, neg, u >= fc->emin ? u - fc->fb - 1 : fc->pmin - 1, 0);
        if (r != p && r != q)
            put_prod(g, r, rne ? neg : !neg, ez - F - (int)below(g, 2), 0);
    }
}

/* 2^T (+ half an ulp) and a tiny term at the cut T - F */
static void disc_f_cut(pg *g, const disc *d)
{
    const pfmt *fc = &g->fc;
    const int tmin = tmin_of(g), tmax = tmax_of(g);
    const size_t p = d->p, q = d->q, r = d->r;
    const int neg = d->neg, rne = d->rne, Fc = d->Fc;
    const int j = Fc + (int)below(g, 2);
    const int lo = imax(imax(fc->emin, tmin), tmin + imin(j, tmax - tmin));
    const int hi = imin(fc->emax - 1, tmax);
    const int T = coin(g) ? clampi(rin(g, -4, 4), lo, imax(lo, hi)) : rin(g, lo, imax(lo, hi));
    if (coin(g))
        *g->c = c_at(g, neg, T, 0);
    else {
        *g->c = v_zero(fc, coin(g));
        put_prod(g, p, neg, T, 0);
    }
    if (rne && q != p)
        put_prod(g, q, neg, T - fc->fb - 1, 0);
    if (r != p && r != q)
        put_prod(g, r, rne ? neg : !neg, T - j, 0);
}

/* Carries: renormalising, the floor after it */
static void disc_carry(pg *g, const disc *d)
{
    const pfmt *fa = &g->fa, *fc = &g->fc;
    const int tmin = tmin_of(g), tmax = tmax_of(g);
    const size_t p = d->p, q = d->q, r = d->r;
    const int neg = d->neg;
    /* Version 2: C = 2^(E+1) - 2^(E+1-j); products: the gap, a half
     * ulp of 2^(E+1) and a bit 8 places below that. */
    if (g->version >= 2 && coin(g)) {
        const int j = rin(g, 8, fc->fb + 1);
        const int lo = imax(fc->emin, tmin + fc->fb + 8), hi = imin(fc->emax - 1, tmax + j - 1);
        const int E = coin(g) ? clampi(rin(g, -4, 4), lo, imax(lo, hi)) : rin(g, lo, imax(lo, hi));
        *g->c = mk(fc, neg, (uint32_t)(E + fc->bias), fmask(fc) & ~((1u << (fc->fb + 1 - j)) - 1));
        put_prod(g, p, neg, E + 1 - j, 0);
        if (q != p)
            put_prod(g, q, neg, E - fc->fb, 0);
        if (r != p && r != q)
            put_prod(g, r, below(g, 4) ? neg : !neg,
                     E - fc->fb - 8 + (below(g, 4) ? 0 : rin(g, -2, 2)), 0);
        return;
    }
    const int ea = rin(g, -3, 3), eb = rin(g, -3, 3);
    for (size_t i = 0; i < g->K; i++) {
        g->a[i] = v_at(g, fa, neg, ea, 2);
        g->b[i] = v_at(g, fa, 0, eb, 2);
    }
    int lg = 0;
    while (lg < 20 && ((size_t)1 << lg) < g->K)
        lg++;
    *g->c = c_at(g, coin(g) ? !neg : neg, clampi(ea + eb + lg + rin(g, -1, 1), fc->emin, fc->emax),
                 coin(g) ? 2 : 1);
}

/* C leads, long products around its cut */
static void disc_c_leads(pg *g, const disc *d)
{
    const pfmt *fc = &g->fc;
    const size_t p = d->p;
    const int neg = d->neg, Fc = d->Fc;
    const int T = pick_top(g);
    *g->c = c_at(g, neg, clampi(T, fc->emin, fc->emax), 1);
    const int same = coin(g);
    for (size_t i = 0; i < g->K; i++)
        if (coin(g) || i == p)
            put_prod(g, i, same ? neg : coin(g), T - Fc + rin(g, -1, 1), 2);
}

static void k_discriminate(pg *g)
{
    static void (*const subcases[8])(pg *, const disc *) = {
        disc_c_cut, disc_big_product, disc_grid, disc_steps, disc_ezero_cut, disc_f_cut,
        disc_carry, disc_c_leads};
    /* Subcases 4 and 5 (the cuts of e_zero and of F) get 4/16 and 3/16. */
    static const int subcase[16] = {0, 0, 1, 1, 2, 2, 3, 4, 4, 4, 4, 5, 5, 5, 6, 7};
    const int sub = subcase[below(g, 16)];
    disc d;
    d.neg = coin(g);
    /* The tiny term's sign: opposite for RZ outputs (it pulls the sum below
     * a representable value), with a half ulp and the same sign for RNE
     * (it pushes a tie up).  fp16 outputs are RNE everywhere. */
    d.rne = g->fc.fb <= 10 || below(g, 4) == 0;
    zero_all(g, coin(g));
    trio(g, &d.p, &d.q, &d.r);
    d.Fc = pick_F(g);
    subcases[sub](g, &d);
}

/* ZERO_OPERAND (docs/models.md "AMD zero-operand rule"): exact zeros paired
 * with partners 2^eb near the format's top, at two neighbouring positions
 * of every four (both k parities, so every step of L >= 4 and both GTR
 * halves hold one).  If a zero operand takes part in the alignment with
 * exponent e0 (-126, or its format's emin), its product sets the alignment
 * exponent e0 + eb above everything else, and C, placed 6..20 binades below
 * -126 + eb, loses its low bits to the floor onto that grid; leaving zero
 * products out keeps C (and the small products) exact.  Half the lines (all
 * where the format's products cannot be small enough) have no other product;
 * the rest hold products 10..30 binades below -126 + eb. */
static void k_zero_operand(pg *g)
{
    const pfmt *f = &g->fa;
    const int eb = rin(g, f->emax - 3, f->emax), ez = -126 + eb;
    const int r = (int)below(g, 4);
    const int small = ez - 30 >= 2 * f->emin && coin(g);
    const int signed_zero = f->sp != MMAEMU_SPECIALS_FNUZ;   /* 0x80 is NaN in FNUZ */
    for (size_t i = 0; i < g->K; i++) {
        const int slot = (int)(i % 4), zero_slot = slot == r || slot == (r + 1) % 4;
        if (zero_slot) {
            const uint32_t z = v_zero(f, signed_zero && coin(g));
            const uint32_t big = v_at(g, f, coin(g), eb, 1);
            const int swap = coin(g);
            g->a[i] = swap ? big : z;
            g->b[i] = swap ? z : big;
        } else if (small) {
            put_prod(g, i, coin(g), ez - rin(g, 10, 30), 2);
        } else {
            g->a[i] = v_zero(f, 0);
            g->b[i] = v_zero(f, 0);
        }
    }
    /* C: random bits with the last one set, so the floor always cuts some. */
    const int ec = clampi(ez - rin(g, 6, 20), g->fc.emin, g->fc.emax);
    *g->c = mk(&g->fc, coin(g), (uint32_t)(ec + g->fc.bias), ((uint32_t)nx(g) & fmask(&g->fc)) | 1u);
}

static void gen_v1_v2(const mmaemu_probe_spec *spec, uint64_t index, uint32_t *a, uint32_t *b,
                   uint32_t *c)
{
    pg g;
    g.s = v1_line_state(spec->seed, index);
    g.version = spec->version;
    g.fa = fmt_of(spec->in);
    g.fc = fmt_of(spec->acc);
    g.in = spec->in;
    g.K = spec->k;
    g.a = a;
    g.b = b;
    g.c = c;
    mmaemu_probe_kind kind = spec->kind;
    if (kind == MMAEMU_PROBE_MIXED)
        kind = v1_mixed_kind(spec->seed, index);
    switch (kind) {
    case MMAEMU_PROBE_RANDOM: k_random(&g); return;     /* tf32 junk included */
    case MMAEMU_PROBE_NORMAL: k_normal(&g); break;
    case MMAEMU_PROBE_SPREAD: k_spread(&g); break;
    case MMAEMU_PROBE_CANCEL: k_cancel(&g); break;
    case MMAEMU_PROBE_C_BIG: k_cbig(&g); break;
    case MMAEMU_PROBE_C_SMALL: k_csmall(&g); break;
    case MMAEMU_PROBE_SUBNORMAL: k_subnormal(&g); break;
    case MMAEMU_PROBE_TIES: k_ties(&g); break;
    case MMAEMU_PROBE_OVERFLOW: k_overflow(&g); break;
    case MMAEMU_PROBE_SPECIALS: k_specials(&g); break;
    case MMAEMU_PROBE_ZERO_OPERAND: k_zero_operand(&g); break;
    default: k_discriminate(&g); break;
    }
    /* tf32: now and then junk in the container's dropped bits. */
    if (g.fa.shift && below(&g, 4) == 0) {
        const uint32_t jm = (1u << g.fa.shift) - 1;
        for (size_t i = 0; i < g.K; i++) {
            a[i] |= (uint32_t)nx(&g) & jm;
            b[i] |= (uint32_t)nx(&g) & jm;
        }
    }
}

/* ------------------------------------------------------------------ */

void mmaemu_probe_line_scaled(const mmaemu_probe_spec *spec, uint64_t index, uint32_t *a,
                              uint32_t *b, uint32_t *c, uint32_t *sa, uint32_t *sb)
{
    if (mmaemu_probe_spec_check(spec)) {
        for (size_t i = 0; spec->k <= MMAEMU_PROBE_MAX_K && i < spec->k; i++)
            a[i] = b[i] = 0;
        for (size_t i = 0; sa && spec->ext && spec->block && i < spec->k / spec->block; i++)
            sa[i] = sb[i] = 0;
        *c = 0;
        return;
    }
    if (spec->ext)
        probe_ext_line(spec, index, a, b, c, sa, sb);   /* probe files version 2 */
    else
        gen_v1_v2(spec, index, a, b, c);       /* versions 1 and 2 */
}

void mmaemu_probe_line(const mmaemu_probe_spec *spec, uint64_t index, uint32_t *a,
                       uint32_t *b, uint32_t *c)
{
    mmaemu_probe_line_scaled(spec, index, a, b, c, NULL, NULL);
}

mmaemu_probe_kind mmaemu_probe_line_kind(const mmaemu_probe_spec *spec, uint64_t index)
{
    if (spec->kind != MMAEMU_PROBE_MIXED || mmaemu_probe_spec_check(spec))
        return spec->kind;
    if (spec->ext)
        return probe_ext_mixed_kind(spec->seed, index);
    return v1_mixed_kind(spec->seed, index);
}

/* ------------------------------------------------------------------ */
/* The pattern arithmetic for other generators (probe_gen.h)           */
/* ------------------------------------------------------------------ */

mmaemu_pfmt mmaemu_pfmt_of(mmaemu_format f) { return fmt_of(f); }

uint32_t mmaemu_pfmt_make(const mmaemu_pfmt *f, int neg, uint32_t ecode, uint32_t frac)
{
    return mk(f, neg, ecode, frac);
}

uint32_t mmaemu_pfmt_zero(const mmaemu_pfmt *f, int neg) { return v_zero(f, neg); }
uint32_t mmaemu_pfmt_max(const mmaemu_pfmt *f, int neg) { return v_max(f, neg); }
uint32_t mmaemu_pfmt_inf(const mmaemu_pfmt *f, int neg) { return v_inf(f, neg); }

int mmaemu_pfmt_decode(const mmaemu_pfmt *f, uint32_t bits, uint64_t *sig, int *exp, int *neg)
{
    return dec(f, bits, sig, exp, neg);
}

int mmaemu_pfmt_encode(const mmaemu_pfmt *f, int neg, uint64_t mag, int e, uint32_t *out)
{
    return enc_exact(f, neg, mag, e, out);
}
