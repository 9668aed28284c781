/* SPDX-License-Identifier: MIT */
/* check_gemm_scaled.c -- block-scaled GEMMs whose ue8m0 scales fold into
 * the fast path's operands (kernels/gemm_fold.c), and the k = 64 e2m1
 * kinds that run from bytes (kernels/gemm_fp4.c), against the definition.
 *
 * Every such row (sm100 / sm120 kind::mxf8f6f4, gfx950's scaled-MFMA
 * hypothesis; kind::mxf4 / mxf4nvf4, BSW and GST-FDPA, ue8m0 and ue4m3)
 * runs small batched GEMMs of random fp8 / fp6 / fp4 operands and scales
 * on every dispatch path this CPU has (MMAEMU_SIMD) under four schedules;
 * the e2m1 rows with scale blocks of 8 (two scales in a 16-block: the
 * reference step), 16 and 32.  Each element must equal, computed without the GEMM driver,
 * mmaemu_dot_scaled on its row, column, C and scales (the plain chain),
 * or else the per-element scaled GEMM (MMAEMU_SIMD=ref,
 * kernels/gemm_scaled.c, which tests/python/test_gemm_scaled.py checks
 * against `mmaemu dot --scale`); a sample must equal the MPFR reference
 * (mmaemu_ref_dot_scaled).  The scales reach both ends of ue8m0 (2^-127
 * and 2^127: operands that leave fp32 once scaled, which go the reference
 * way), its NaN, and blocks from 2^-120 to 2^-66 (subnormal sums: BSW's
 * floor);
 * ue4m3 scales their zero, subnormals and NaN; operands and accumulators
 * hold NaN and Inf, accumulators subnormals.
 * MMAEMU_LONG=1: 100x the cases. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

static const char *const paths[] = {"scalar", "avx2", "avx512"};

/* ---- the rows ------------------------------------------------------------ */

typedef struct {
    const mmaemu_arch *arch;
    const mmaemu_instr *ins;
} scaled_row;

/* A k = 64 block-scaled kind on e2m1 (kernels/gemm_fp4.c). */
static int e2m1_kind(const mmaemu_instr *ins)
{
    const mmaemu_step_params *p = &ins->step;
    return (p->alg == MMAEMU_ALG_BSW || p->alg == MMAEMU_ALG_GST_FDPA) &&
           p->a_fmt == MMAEMU_E2M1 && p->b_fmt == MMAEMU_E2M1;
}

/* Every block-scaled row with ue8m0 scales the fast path covers, and
 * every e2m1 kind. */
static size_t folded_rows(scaled_row *out, size_t cap)
{
    size_t n = 0;
    for (size_t a = 0; a < mmaemu_arch_count(); a++) {
        const mmaemu_arch *arch = mmaemu_arch_at(a);
        for (size_t r = 0; r < arch->n_instrs; r++) {
            const mmaemu_instr *ins = &arch->instrs[r];
            if (!e2m1_kind(ins) &&
                (ins->step.scale_fmt != MMAEMU_UE8M0 || !mmaemu_gemm_fast_covers(ins)))
                continue;
            ck_assert(n < cap);
            out[n].arch = arch;
            out[n++].ins = ins;
        }
    }
    return n;
}

/* ---- the cases ------------------------------------------------------------ */

typedef struct {
    size_t nb, m, n, k, block;
    uint8_t *a, *b;       /* (nb, m, k), (nb, k, n) */
    uint8_t *sa, *sb;     /* (nb, m, k / block), (nb, k / block, n) */
    uint32_t *c;          /* (nb, m, n) */
} scaled_case;

/* One operand pattern of f (width bits), of a row or column of kind g:
 * 0 any pattern (NaN / Inf included), 1 any number, 2 within a few
 * binades of 1, 3 mostly zeros. */
static uint8_t operand(test_rng *r, mmaemu_format f, int g)
{
    const mmaemu_format_info *fi = mmaemu_format_get(f);
    const uint32_t mask = (1u << fi->width) - 1u, top = (uint32_t)fi->exp_bits + fi->frac_bits;
    for (;;) {
        uint32_t v = (uint32_t)test_rng_next(r) & mask;
        if (g == 3 && test_rng_below(r, 4))
            return (uint8_t)(v & (1u << top));   /* +-0 */
        if (g == 2)   /* exponent field near the bias */
            v = (v & ~(((1u << fi->exp_bits) - 1u) << fi->frac_bits)) |
                (((uint32_t)fi->bias + (uint32_t)test_rng_below(r, 3)) << fi->frac_bits);
        mmaemu_value x;
        mmaemu_decode(f, v, &x);
        if (g == 0 || x.cls == MMAEMU_CLASS_FINITE || x.cls == MMAEMU_CLASS_ZERO)
            return (uint8_t)v;
    }
}

/* One ue8m0 scale of a row or column of kind g: 0 near 2^0, 1 any
 * number, 2 the ends (2^-127 .. 2^-120, 2^120 .. 2^127), 3 near 2^0 with
 * a NaN now and then, 4 2^-80 .. 2^-66 or 15 to 40 binades below
 * (subnormal sums, blocks of scale pairs far apart), 5 2^-72 or 2^-84 ..
 * 2^-92 (scale pairs 2^-144 and 12 to 40 binades below: BSW's floor and
 * groupwise C, their quanta on either side of the step's), 6 2^-72 in even
 * blocks t, 2^-88 in odd ones (scale pairs 2^-144 and 2^-176: groups BSW's
 * floor drops, their units whole ones). */
static uint8_t scale_ue8m0(test_rng *r, int g, size_t t)
{
    switch (g) {
    case 1: return (uint8_t)test_rng_below(r, 255);
    case 2: return (uint8_t)(test_rng_below(r, 2) ? test_rng_below(r, 8) : 247 + test_rng_below(r, 8));
    case 3: return test_rng_below(r, 40) ? (uint8_t)(117 + test_rng_below(r, 21)) : 0xFFu;
    case 4: return (uint8_t)(47 + test_rng_below(r, 15) - (test_rng_below(r, 2) ? 15 + test_rng_below(r, 26) : 0));
    case 5: return (uint8_t)(test_rng_below(r, 2) ? 127 - 72 : 127 - 84 - test_rng_below(r, 9));
    case 6: return (uint8_t)(t % 2 ? 127 - 88 : 127 - 72);
    default: return (uint8_t)(117 + test_rng_below(r, 21));
    }
}

/* One ue4m3 scale of kind g: 0 near 1, 1 any number, 2 the ends (zero,
 * subnormals, 256 .. 448), 3 near 1 with a NaN now and then, 4 small, 5
 * 2^-9 or 448 at random, 6 448 in even blocks t, 2^-9 in odd ones (28
 * binades between scale pairs: BSW truncates the small pair's groups). */
static uint8_t scale_ue4m3(test_rng *r, int g, size_t t)
{
    switch (g) {
    case 1: return (uint8_t)test_rng_below(r, 127);
    case 2: return (uint8_t)(test_rng_below(r, 2) ? test_rng_below(r, 8) : 0x78 + test_rng_below(r, 7));
    case 3: return test_rng_below(r, 40) ? (uint8_t)(0x30 + test_rng_below(r, 16)) : 0x7Fu;
    case 4: return (uint8_t)(8 + test_rng_below(r, 16));
    case 5: return test_rng_below(r, 2) ? 0x01u : 0x7Eu;
    case 6: return t % 2 ? 0x01u : 0x7Eu;
    default: return (uint8_t)(0x30 + test_rng_below(r, 16));
    }
}

/* Scale t of a row or column. */
static uint8_t scale(test_rng *r, mmaemu_format f, int g, size_t t)
{
    return f == MMAEMU_UE4M3 ? scale_ue4m3(r, g, t) : scale_ue8m0(r, g, t);
}

static uint32_t accumulator(test_rng *r)
{
    static const uint32_t special[] = {0x7F800000u, 0xFF800000u, 0x7FC00000u, 0x80000000u, 0u};
    if (!test_rng_below(r, 16))
        return special[test_rng_below(r, TEST_N(special))];
    if (!test_rng_below(r, 12))   /* subnormal or just above */
        return (uint32_t)(test_rng_next(r) & 0x80FFFFFFu);
    const uint32_t e = 100 + (uint32_t)test_rng_below(r, 60);   /* 2^-27 .. 2^32 */
    return (uint32_t)(test_rng_next(r) & 0x807FFFFFu) | e << 23;
}

/* skind: the scales' kind for every row and column, or -1 (each its own). */
static void case_make(scaled_case *sc, test_rng *r, const mmaemu_instr *ins, size_t nb, size_t m,
                      size_t n, size_t k, size_t block, int skind)
{
    const size_t kb = k / block;
    const mmaemu_format sf = ins->step.scale_fmt;
    *sc = (scaled_case){nb, m, n, k, block, malloc(nb * m * k), malloc(nb * k * n),
                        malloc(nb * m * kb), malloc(nb * kb * n), malloc(nb * m * n * sizeof *sc->c)};
    for (size_t bi = 0; bi < nb; bi++) {
        for (size_t i = 0; i < m; i++) {   /* each row and column its own kinds */
            const int g = (int)test_rng_below(r, 4);
            const int h = skind >= 0 ? skind : (int)test_rng_below(r, 5);
            for (size_t q = 0; q < k; q++)
                sc->a[(bi * m + i) * k + q] = operand(r, ins->step.a_fmt, g);
            for (size_t t = 0; t < kb; t++)
                sc->sa[(bi * m + i) * kb + t] = scale(r, sf, h, t);
        }
        for (size_t j = 0; j < n; j++) {
            const int g = (int)test_rng_below(r, 4);
            const int h = skind >= 0 ? skind : (int)test_rng_below(r, 5);
            for (size_t q = 0; q < k; q++)
                sc->b[(bi * k + q) * n + j] = operand(r, ins->step.b_fmt, g);
            for (size_t t = 0; t < kb; t++)
                sc->sb[(bi * kb + t) * n + j] = scale(r, sf, h, t);
        }
        for (size_t o = 0; o < m * n; o++)
            sc->c[bi * m * n + o] = accumulator(r);
    }
}

static void case_free(scaled_case *sc)
{
    free(sc->a);
    free(sc->b);
    free(sc->sa);
    free(sc->sb);
    free(sc->c);
}

static void run_gemm(const scaled_case *sc, const mmaemu_instr *ins, const mmaemu_schedule *s,
                     uint32_t *d)
{
    const size_t m = sc->m, n = sc->n, k = sc->k, kb = k / sc->block;
    mmaemu_mat cm = {sc->c, (ptrdiff_t)(m * n), (ptrdiff_t)n, 1};
    mmaemu_gemm_scales scales = {{sc->sa, (ptrdiff_t)(m * kb), (ptrdiff_t)kb, 1},
                                 {sc->sb, (ptrdiff_t)(kb * n), (ptrdiff_t)n, 1}, sc->block};
    mmaemu_gemm g = {
        .instr = ins, .sched = s, .batch = sc->nb, .m = m, .n = n, .k = k,
        .a = {sc->a, (ptrdiff_t)(m * k), (ptrdiff_t)k, 1},
        .b = {sc->b, (ptrdiff_t)(k * n), (ptrdiff_t)n, 1},
        .c = &cm, .d = d, .d_sb = (ptrdiff_t)(m * n), .d_si = (ptrdiff_t)n, .d_sj = 1,
        .scales = &scales,
    };
    char err[256];
    ck_assert_msg(mmaemu_gemm_run(&g, err, sizeof err) == 0, "%s", err);
}

/* Element o's operands, scales (one per value) and C. */
static uint32_t element(const scaled_case *sc, size_t o, uint32_t *a, uint32_t *b, uint32_t *sa,
                        uint32_t *sb)
{
    const size_t m = sc->m, n = sc->n, k = sc->k, kb = k / sc->block;
    const size_t bi = o / (m * n), i = o / n % m, j = o % n;
    for (size_t q = 0; q < k; q++) {
        a[q] = sc->a[(bi * m + i) * k + q];
        b[q] = sc->b[(bi * k + q) * n + j];
        sa[q] = sc->sa[(bi * m + i) * kb + q / sc->block];
        sb[q] = sc->sb[(bi * kb + q / sc->block) * n + j];
    }
    return sc->c[o];
}

/* Element o without the GEMM driver: mmaemu_dot_scaled (mpfr: the MPFR
 * reference, mmaemu_ref_dot_scaled) on its row, column and scales, from
 * its C, or from +0 (no_c); buf: 4 K words. */
static uint32_t element_dot(const scaled_case *sc, const mmaemu_instr *ins, size_t o,
                            uint32_t *buf, int no_c, int mpfr)
{
    const size_t k = sc->k;
    const uint32_t c = element(sc, o, buf, buf + k, buf + 2 * k, buf + 3 * k);
    const mmaemu_dot_scales ds = {buf + 2 * k, buf + 3 * k, 1};
    return (mpfr ? mmaemu_ref_dot_scaled : mmaemu_dot_scaled)(ins, buf, buf + k, k, no_c ? 0u : c,
                                                              &ds);
}

/* The expected outputs: the scaled dot per element (plain), else the
 * per-element scaled GEMM. */
static void expected(const scaled_case *sc, const mmaemu_instr *ins, const mmaemu_schedule *s,
                     int plain, uint32_t *want)
{
    const size_t nel = sc->nb * sc->m * sc->n, k = sc->k;
    if (!plain) {
        setenv("MMAEMU_SIMD", "ref", 1);
        run_gemm(sc, ins, s, want);
        unsetenv("MMAEMU_SIMD");
        return;
    }
    uint32_t *buf = malloc(4 * k * sizeof *buf);
    for (size_t o = 0; o < nel; o++)
        want[o] = element_dot(sc, ins, o, buf, 0, 0);
    free(buf);
}

/* The schedules: the plain chain, split-K 2, K blocks of 2 instructions
 * in a tree of 3, promotion every instruction. */
static void schedule_for(const mmaemu_instr *ins, int which, mmaemu_schedule *s)
{
    static const char *const text[] = {"", "split_k=2", "block_k=%u split_k=3 combine=tree",
                                       "promote=%u"};
    char err[256], t[96];
    mmaemu_schedule_init(s, ins->name);
    if (!which)
        return;
    snprintf(t, sizeof t, text[which], (unsigned)(which == 2 ? 2 * ins->k : ins->k));
    ck_assert_msg(!mmaemu_schedule_parse(t, s, err, sizeof err), "%s: %s", t, err);
    ck_assert_msg(!mmaemu_schedule_check(s, ins, err, sizeof err), "%s: %s", t, err);
}

/* One case of row ri under schedule `which` on every path; elements
 * compared. */
static size_t compare_paths(const scaled_row *row, const scaled_case *sc, int which)
{
    const size_t nel = sc->nb * sc->m * sc->n;
    uint32_t *want = malloc(nel * sizeof *want), *d = malloc(nel * sizeof *d);
    mmaemu_schedule s;
    schedule_for(row->ins, which, &s);
    expected(sc, row->ins, &s, which == 0, want);
    size_t compared = 0;
    for (size_t p = 0; p < TEST_N(paths); p++) {
        if (!mmaemu_gemm_path_available(paths[p]))
            continue;
        setenv("MMAEMU_SIMD", paths[p], 1);
        memset(d, 0xA5, nel * sizeof *d);
        run_gemm(sc, row->ins, &s, d);
        for (size_t o = 0; o < nel; o++)
            ck_assert_msg(d[o] == want[o],
                          "%s %s %s x %s, schedule %d, path %s: element %zu (b %zu i %zu j %zu, "
                          "K %zu): got %08x want %08x",
                          row->arch->name, row->ins->name,
                          mmaemu_format_get(row->ins->step.a_fmt)->name,
                          mmaemu_format_get(row->ins->step.b_fmt)->name, which, paths[p], o,
                          o / (sc->m * sc->n), o / sc->n % sc->m, o % sc->n, sc->k, d[o], want[o]);
        compared += nel;
    }
    unsetenv("MMAEMU_SIMD");
    free(want);
    free(d);
    return compared;
}

/* ---- the tests ------------------------------------------------------------ */

START_TEST(every_row_every_path)
{
    scaled_row rows[256];
    const size_t nrows = folded_rows(rows, TEST_N(rows));
    ck_assert_uint_ge(nrows, 30);   /* sm100's 25 operand pairs, gfx950's 18 rows, ... */
    test_rng r = {0x5CA1ED01u};
    size_t compared = 0;
    for (unsigned long rep = 0; rep < test_scale(); rep++)
        for (size_t ri = 0; ri < nrows; ri++) {
            const mmaemu_instr *ins = rows[ri].ins;
            scaled_case sc;
            /* K: whole blocks, not always whole instructions (padding);
             * the e2m1 kinds up to five steps, blocks of 8, 16 or 32 */
            const size_t block = e2m1_kind(ins) ? (size_t)8 << test_rng_below(&r, 3) : 32;
            const size_t steps = e2m1_kind(ins) ? 5 : 2;
            const size_t k = block * (1 + (size_t)test_rng_below(&r, steps * ins->k / block + 2));
            case_make(&sc, &r, ins, 2, 3 + (size_t)test_rng_below(&r, 6),
                      5 + (size_t)test_rng_below(&r, 36), k, block, -1);
            for (int which = 0; which < 4; which++)
                compared += compare_paths(&rows[ri], &sc, which);
            case_free(&sc);
        }
    printf("gemm_scaled: %zu rows, %zu element comparisons\n", nrows, compared);
}
END_TEST

/* The e2m1 kinds with C cancelling the products of one step to a few
 * units: the sum's low bits, so every truncation quantum, decide the
 * output, subnormal ones included (BSW's groupwise C rule); or C = 0 with
 * scale pairs far apart (kinds 5 and 6: BSW's floor). */
START_TEST(e2m1_cancelling_c)
{
    scaled_row rows[256];
    const size_t nrows = folded_rows(rows, TEST_N(rows));
    test_rng r = {0x5CA1ED03u};
    size_t compared = 0;
    for (unsigned long rep = 0; rep < 16 * test_scale(); rep++)
        for (size_t ri = 0; ri < nrows; ri++) {
            if (!e2m1_kind(rows[ri].ins))
                continue;
            scaled_case sc;
            const size_t block = (size_t)8 << test_rng_below(&r, 3), nel = 2 * 4 * 17;
            const size_t k = test_rng_below(&r, 2) || block > 16 ? 64 : 48;
            static const int skinds[] = {-1, 2, 4, 5, 6};
            case_make(&sc, &r, rows[ri].ins, 2, 4, 17, k, block,
                      skinds[test_rng_below(&r, TEST_N(skinds))]);
            uint32_t *buf = malloc(4 * sc.k * sizeof *buf);
            for (size_t o = 0; o < nel; o++) {
                const uint32_t r0 = element_dot(&sc, rows[ri].ins, o, buf, 1, 0);
                if (!test_rng_below(&r, 3))   /* or none: the products' own sum */
                    sc.c[o] = 0u;
                else if ((r0 & 0x7F800000u) != 0x7F800000u)   /* -r0, a few units off */
                    sc.c[o] = (r0 ^ 0x80000000u) + (uint32_t)test_rng_below(&r, 7) - 3u;
            }
            free(buf);
            compared += compare_paths(&rows[ri], &sc, 0);
            case_free(&sc);
        }
    printf("gemm_scaled: %zu element comparisons with cancelling C\n", compared);
}
END_TEST

/* The default path's outputs against the MPFR reference engine. */
START_TEST(sample_against_mpfr)
{
    scaled_row rows[256];
    const size_t nrows = folded_rows(rows, TEST_N(rows));
    test_rng r = {0x5CA1ED02u};
    size_t checked = 0;
    for (size_t ri = 0; ri < nrows * (1 + 15 * (test_scale() > 1)); ri++) {
        const mmaemu_instr *ins = rows[ri % nrows].ins;
        scaled_case sc;
        const size_t k = 32 * (1 + (size_t)test_rng_below(&r, 4));
        /* e2m1 kinds: blocks of 8 too (scales that change inside a group) */
        const size_t block = e2m1_kind(ins) ? (size_t)8 << test_rng_below(&r, 3) : 32;
        case_make(&sc, &r, ins, 1, 4, 17, k, block, -1);
        uint32_t d[4 * 17];
        mmaemu_schedule s;
        schedule_for(ins, 0, &s);
        run_gemm(&sc, ins, &s, d);
        uint32_t *buf = malloc(4 * k * sizeof *buf);
        for (size_t o = 0; o < 4 * 17; o += 3) {
            const uint32_t want = element_dot(&sc, ins, o, buf, 0, 1);
            ck_assert_msg(d[o] == want, "%s %s: element %zu: got %08x, MPFR %08x",
                          rows[ri % nrows].arch->name, ins->name, o, d[o], want);
            checked++;
        }
        free(buf);
        case_free(&sc);
    }
    printf("gemm_scaled: %zu elements against MPFR\n", checked);
}
END_TEST

int main(void)
{
    const test_def tests[] = {TEST_ONCE(every_row_every_path), TEST_ONCE(e2m1_cancelling_c),
                              TEST_ONCE(sample_against_mpfr)};
    return TEST_RUN("gemm_scaled", tests);
}
