/* SPDX-License-Identifier: MIT */
/* check_fastpath.c -- the GEMM driver's fast path (kernels/fast*.c) against
 * the scalar definition.
 *
 * Every bf16/fp16 -> fp32 row of every arch and variant that the fast
 * path covers runs small GEMMs on random and adversarial operands under
 * several schedules, once per dispatch path this CPU has (MMAEMU_SIMD),
 * and every element is compared with the value computed here from
 * mmaemu_dot (plain schedules) or mmaemu_schedule_eval (split-K,
 * promotion, kpack, epilogue): per element, in the natural K order, never
 * through the driver.  A sample is also compared with the MPFR reference
 * (mmaemu_ref_dot).  NaN / Inf operands and accumulators take the scalar
 * fallback per element and are compared the same way.  Results must not
 * depend on the thread count.  MMAEMU_LONG=1: >= 1e7 random element
 * comparisons per model (arch and variant) and 100x the adversarial
 * cases; MMAEMU_FASTPATH_ARCHS=sm90,gfx950 limits the random ones to
 * those archs (gfx942:zero-align to one model of an arch). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) && defined(__SSE2__)
#include <xmmintrin.h>
#define HAVE_MXCSR 1
#endif
#ifdef _OPENMP
#include <omp.h>
#endif

#include "../../kernels/fast.h"
#include "mmaemu.h"
#include "testutil.h"

static const char *const paths[] = {"scalar", "avx2", "avx512"};
#define NPATHS 3

/* ---- operand generators ------------------------------------------------ */

typedef enum {
    G_RANDOM,     /* uniformly random finite patterns */
    G_NORMAL,     /* exponents within a few binades */
    G_SPREAD,     /* very wide exponent spread */
    G_CANCEL,     /* values and their negations */
    G_SUBNORMAL,  /* subnormals and tiny normals */
    G_ZEROS,      /* many +-0 */
    G_HUGE,       /* exponents near the top: sums past 2^128 */
    G_TIES,       /* few significand bits: exact sums, ties for RNE */
    G_SPECIALS,   /* some NaN / Inf sprinkled in */
    G_COUNT
} gen_kind;

static uint32_t gen_value(test_rng *r, mmaemu_format f, gen_kind g, int ebase)
{
    const int fp16 = f == MMAEMU_FP16;
    const int fb = fp16 ? 10 : 7, eb = fp16 ? 5 : 8, emax = (1 << eb) - 2;
    uint32_t sign = (uint32_t)test_rng_below(r, 2) << 15;
    uint32_t frac = (uint32_t)test_rng_below(r, 1u << fb);
    int e;
    switch (g) {
    case G_RANDOM:
        e = (int)test_rng_below(r, (uint64_t)emax + 1);
        break;
    case G_NORMAL:
        e = ebase + (int)test_rng_below(r, 5) - 2;
        break;
    case G_SPREAD:
        e = (int)test_rng_below(r, 3) ? ebase + (int)test_rng_below(r, 40) - 20
                                      : (int)test_rng_below(r, (uint64_t)emax + 1);
        break;
    case G_CANCEL:
        e = ebase + (int)test_rng_below(r, 3) - 1;
        frac &= ~0xFu;
        break;
    case G_SUBNORMAL:
        e = (int)test_rng_below(r, 3);
        break;
    case G_ZEROS:
        if (test_rng_below(r, 3))
            return sign;
        e = ebase + (int)test_rng_below(r, 9) - 4;
        break;
    case G_HUGE:
        e = emax - (int)test_rng_below(r, fp16 ? 3 : 6);
        break;
    case G_TIES:
        e = ebase + (int)test_rng_below(r, 3) - 1;
        frac &= 0x3u << (fb - 2);
        break;
    case G_SPECIALS:
    default:
        if (!test_rng_below(r, 40)) {
            int nan = (int)test_rng_below(r, 2);
            return sign | ((uint32_t)(emax + 1) << fb) | (nan ? 1u + (frac >> 1) : 0u);
        }
        e = ebase + (int)test_rng_below(r, 9) - 4;
        break;
    }
    if (e < 0)
        e = 0;
    if (e > emax)
        e = emax;
    return sign | ((uint32_t)e << fb) | frac;
}

static uint32_t gen_acc(test_rng *r, gen_kind g)
{
    uint32_t sign = (uint32_t)test_rng_below(r, 2) << 31;
    uint32_t frac = (uint32_t)test_rng_below(r, 1u << 23);
    int e;
    switch (test_rng_below(r, 8)) {
    case 0:
        return sign;                                       /* +-0 */
    case 1:
        e = (int)test_rng_below(r, 2);                     /* subnormal / tiny */
        break;
    case 2:
        e = 250 + (int)test_rng_below(r, 5);               /* near 2^128 */
        break;
    case 3:
        if (g == G_SPECIALS)
            return sign | 0x7F800000u | (test_rng_below(r, 2) ? 0x400000u : 0u);
        e = 127;
        break;
    default:
        e = 100 + (int)test_rng_below(r, 50);
        break;
    }
    return sign | ((uint32_t)e << 23) | frac;
}

/* ---- the cases ------------------------------------------------------------ */

typedef struct {
    size_t nb, m, n, k;
    mmaemu_format in;
    uint16_t *a, *b;     /* (nb, m, k), (nb, k, n) */
    uint32_t *c;         /* (nb, m, n) or NULL */
} gemm_case;

static void case_make(gemm_case *gc, test_rng *r, mmaemu_format in, size_t nb, size_t m, size_t n,
                      size_t k, int with_c)
{
    gc->nb = nb;
    gc->m = m;
    gc->n = n;
    gc->k = k;
    gc->in = in;
    gc->a = malloc(nb * m * k * sizeof *gc->a + 2);
    gc->b = malloc(nb * k * n * sizeof *gc->b + 2);
    gc->c = with_c ? malloc(nb * m * n * sizeof *gc->c) : NULL;
    const int fp16 = in == MMAEMU_FP16;
    /* Each row of A and column of B has its own generator, so rows mix. */
    for (size_t bi = 0; bi < nb; bi++) {
        for (size_t i = 0; i < m; i++) {
            gen_kind g = (gen_kind)test_rng_below(r, G_COUNT);
            int base = fp16 ? 8 + (int)test_rng_below(r, 16) : 100 + (int)test_rng_below(r, 50);
            for (size_t q = 0; q < k; q++)
                gc->a[(bi * m + i) * k + q] = (uint16_t)gen_value(r, in, g, base);
        }
        for (size_t j = 0; j < n; j++) {
            gen_kind g = (gen_kind)test_rng_below(r, G_COUNT);
            int base = fp16 ? 8 + (int)test_rng_below(r, 16) : 100 + (int)test_rng_below(r, 50);
            for (size_t q = 0; q < k; q++)
                gc->b[(bi * k + q) * n + j] = (uint16_t)gen_value(r, in, g, base);
        }
        if (gc->c)
            for (size_t i = 0; i < m * n; i++)
                gc->c[bi * m * n + i] =
                    gen_acc(r, test_rng_below(r, 8) ? G_NORMAL : G_SPECIALS);
    }
}

static void case_free(gemm_case *gc)
{
    free(gc->a);
    free(gc->b);
    free(gc->c);
}

/* C as the instruction's accumulator holds it: the fp32 pattern, or for
 * an fp16 accumulator its RNE rounding to fp16 (NaN, Inf and -0 kept). */
static uint32_t acc_pattern(const mmaemu_instr *ins, uint32_t c32)
{
    return ins->step.acc_fmt == MMAEMU_FP16 ? mmaemu_convert(MMAEMU_FP32, c32, MMAEMU_FP16,
                                                             MMAEMU_RNE, 0)
                                            : c32;
}

/* The accumulators c (fp32 patterns) in the instruction's accumulator
 * format and width: c itself, or a malloc'ed array of fp16 patterns
 * (*tmp, freed by the caller). */
static const void *acc_data(const mmaemu_instr *ins, const uint32_t *c, size_t nel,
                            uint16_t **tmp)
{
    *tmp = NULL;
    if (!c || ins->step.acc_fmt != MMAEMU_FP16)
        return c;
    *tmp = malloc(nel * sizeof **tmp + 2);
    for (size_t o = 0; o < nel; o++)
        (*tmp)[o] = (uint16_t)acc_pattern(ins, c[o]);
    return *tmp;
}

static int run_gemm(const gemm_case *gc, const mmaemu_instr *ins, const mmaemu_schedule *s,
                    uint32_t *d)
{
    uint16_t *c16;
    mmaemu_mat cm = {acc_data(ins, gc->c, gc->nb * gc->m * gc->n, &c16),
                     (ptrdiff_t)(gc->m * gc->n), (ptrdiff_t)gc->n, 1};
    mmaemu_gemm g = {
        .instr = ins, .sched = s, .batch = gc->nb, .m = gc->m, .n = gc->n, .k = gc->k,
        .a = {gc->a, (ptrdiff_t)(gc->m * gc->k), (ptrdiff_t)gc->k, 1},
        .b = {gc->b, (ptrdiff_t)(gc->k * gc->n), (ptrdiff_t)gc->n, 1},
        .c = gc->c ? &cm : NULL, .d = d,
        .d_sb = (ptrdiff_t)(gc->m * gc->n), .d_si = (ptrdiff_t)gc->n, .d_sj = 1,
    };
    char err[256];
    int rc = mmaemu_gemm_run(&g, err, sizeof err);
    free(c16);
    ck_assert_msg(rc == 0, "%s", err);
    return rc;
}

static int plain(const mmaemu_schedule *s)
{
    return s->split_k == 1 && !s->promote && s->kpack == 1 && s->block_k == 0 &&
           s->epilogue == MMAEMU_EPI_NONE;
}

/* The expected output of every element, computed per element here. */
static void expected(const gemm_case *gc, const mmaemu_instr *ins, const mmaemu_schedule *s,
                     uint32_t *want)
{
    const size_t k = gc->k;
#pragma omp parallel for collapse(2) schedule(static)
    for (size_t bi = 0; bi < gc->nb; bi++)
        for (size_t i = 0; i < gc->m; i++) {
            uint32_t *a = malloc((k + 1) * sizeof *a), *b = malloc((k + 1) * sizeof *b);
            for (size_t j = 0; j < gc->n; j++) {
                for (size_t q = 0; q < k; q++) {
                    a[q] = gc->a[(bi * gc->m + i) * k + q];
                    b[q] = gc->b[(bi * k + q) * gc->n + j];
                }
                size_t o = (bi * gc->m + i) * gc->n + j;
                uint32_t c = gc->c ? acc_pattern(ins, gc->c[o]) : 0u;
                want[o] = plain(s) ? mmaemu_dot(ins, a, b, k, c)
                                   : mmaemu_schedule_eval(s, ins, a, b, k, c);
            }
            free(a);
            free(b);
        }
}

/* Output o: 32 bits, or 16 for a cast or an fp16 accumulator. */
static uint32_t out_at(const mmaemu_schedule *s, const mmaemu_instr *ins, const uint32_t *d,
                       size_t o)
{
    if (s->epilogue == MMAEMU_EPI_NONE && ins->step.acc_fmt != MMAEMU_FP16)
        return d[o];
    return ((const uint16_t *)d)[o];
}

/* Run gc through every available path; returns elements compared. */
static size_t compare_paths(const gemm_case *gc, const mmaemu_instr *ins, const mmaemu_schedule *s,
                            const char *label)
{
    const size_t nel = gc->nb * gc->m * gc->n;
    uint32_t *want = malloc(nel * sizeof *want), *d = malloc(nel * sizeof *d);
    expected(gc, ins, s, want);
    size_t compared = 0;
    for (int p = 0; p < NPATHS; p++) {
        if (!mmaemu_gemm_path_available(paths[p]))
            continue;
        setenv("MMAEMU_SIMD", paths[p], 1);
        memset(d, 0xA5, nel * sizeof *d);
        run_gemm(gc, ins, s, d);
        for (size_t o = 0; o < nel; o++) {
            uint32_t got = out_at(s, ins, d, o);
            ck_assert_msg(got == want[o],
                          "%s %s [%s] path %s: element %zu (b %zu i %zu j %zu, K %zu): got %08x "
                          "want %08x",
                          label, ins->name, mmaemu_format_get(gc->in)->name, paths[p], o,
                          o / (gc->m * gc->n), o / gc->n % gc->m, o % gc->n, gc->k, got, want[o]);
        }
        compared += nel;
    }
    unsetenv("MMAEMU_SIMD");
    free(want);
    free(d);
    return compared;
}

/* Every covered row (arch, variant, instruction, format). */
typedef struct {
    const mmaemu_arch *arch;
    const mmaemu_instr *ins;
} row_ref;

/* The covered rows with 16-bit operands (bf16, fp16), which the tests
 * below generate; width 32 or 8: the tf32 or fp8 rows (wide_rows_every_path; not
 * the integer ones). */
static size_t covered_rows_w(row_ref *out, size_t cap, int width)
{
    size_t n = 0;
    for (size_t a = 0; a < mmaemu_arch_count(); a++) {
        const mmaemu_arch *arch = mmaemu_arch_at(a);
        for (size_t r = 0; r < arch->n_instrs; r++) {
            const mmaemu_instr *ins = &arch->instrs[r];
            /* integer rows: tests/kernels/check_int8.c */
            if (!mmaemu_gemm_fast_covers(ins) || ins->step.alg == MMAEMU_ALG_INT ||
                mmaemu_format_get(ins->step.a_fmt)->width != width)
                continue;
            ck_assert(n < cap);
            out[n].arch = arch;
            out[n].ins = ins;
            n++;
        }
    }
    return n;
}

static size_t covered_rows(row_ref *out, size_t cap)
{
    return covered_rows_w(out, cap, 16);
}

/* A covered row's kernel plan: an out-of-order row (k_interleave) runs
 * its plain twin's kernels (kernels/gemm_flat.c). */
static int plan_of(const mmaemu_instr *ins, mmaemu_fast_plan *plan)
{
    mmaemu_instr flat;
    return mmaemu_fast_plan_make(mmaemu_gemm_flat_instr(ins, &flat) ? ins : &flat, plan);
}

START_TEST(covers_the_common_rows)
{
    /* The rows the DCPP programs and the targets name are covered. */
    static const struct { const char *arch, *variant, *spec; mmaemu_format in; } want[] = {
        {"sm90", NULL, "wgmma", MMAEMU_BF16},   {"sm90", NULL, "mma.m16n8k16", MMAEMU_BF16},
        {"sm90", NULL, "mma.m16n8k8", MMAEMU_BF16}, {"sm80", NULL, "mma", MMAEMU_BF16},
        {"sm90", NULL, "wgmma", MMAEMU_FP16},   {"gfx942", NULL, "mfma.32x32x8", MMAEMU_BF16},
        {"gfx942", "mmasim-v1", "mfma.16x16x16", MMAEMU_BF16},
        {"gfx950", NULL, "mfma.32x32x16", MMAEMU_BF16},
        {"gfx950", "step16", "mfma.32x32x16", MMAEMU_BF16},
        {"gfx950", "fused-k", "mfma.16x16x32", MMAEMU_BF16},
        {"gfx950", "mmasim-v1", "mfma.16x16x32", MMAEMU_FP16},
        {"gfx942", "zero-align", "mfma.32x32x8", MMAEMU_BF16},
        {"gfx950", "step16-zero-align", "mfma.32x32x16", MMAEMU_BF16},
        {"gfx908", "mmasim-pairwise", "mfma.32x32x8f16", MMAEMU_FP16},
        {"gfx908", "mmasim-pairwise", "mfma.32x32x4bf16", MMAEMU_BF16},
        {"gfx950", "upper-k-first", "mfma.32x32x16", MMAEMU_BF16},
        {"gfx950", "upper-k-first", "mfma.16x16x32", MMAEMU_FP16},
    };
    char err[256];
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const mmaemu_instr *ins = mmaemu_instr_select(mmaemu_arch_find(want[i].arch), want[i].variant,
                                                      want[i].spec, want[i].in, MMAEMU_FP32, err,
                                                      sizeof err);
        ck_assert_msg(ins != NULL, "%s", err);
        ck_assert_msg(mmaemu_gemm_fast_covers(ins), "%s %s not covered", want[i].arch, ins->name);
    }
    /* fp16 accumulators (RNE16 steps) are covered ... */
    const mmaemu_instr *ins = mmaemu_instr_select(mmaemu_arch_find("sm90"), NULL, "wgmma",
                                                  MMAEMU_FP16, MMAEMU_FP16, err, sizeof err);
    ck_assert(ins && mmaemu_gemm_fast_covers(ins));
    /* ... and what the kernel does not model is not: sm90's fp8 mma.sync
     * (fp16 HMMA steps of widened operands, C added last) ... */
    ins = mmaemu_instr_select(mmaemu_arch_find("sm90"), NULL, "mma.m16n8k32", MMAEMU_E4M3,
                              MMAEMU_FP16, err, sizeof err);
    ck_assert(ins && ins->widen_fp16 && !mmaemu_gemm_fast_covers(ins));
    ins = mmaemu_instr_select(mmaemu_arch_find("gfx90a"), NULL, NULL, MMAEMU_BF16, MMAEMU_FP32, err,
                              sizeof err);
    ck_assert(ins && !mmaemu_gemm_fast_covers(ins));
    row_ref rows[512];
    ck_assert_uint_ge(covered_rows(rows, 512), 40);
    /* Paths: ref and scalar always; MMAEMU_SIMD must name a real one. */
    ck_assert(mmaemu_gemm_path_available("ref"));
    ck_assert(mmaemu_gemm_path_available("scalar"));
    ck_assert(!mmaemu_gemm_path_available("sse9"));
    setenv("MMAEMU_SIMD", "sse9", 1);
    ck_assert(mmaemu_gemm_path() == NULL);
    setenv("MMAEMU_SIMD", "scalar", 1);
    ck_assert_str_eq(mmaemu_gemm_path(), "scalar");
    unsetenv("MMAEMU_SIMD");
    ck_assert(mmaemu_gemm_path() != NULL);
    printf("fastpath: %zu covered rows; default path %s\n", covered_rows(rows, 512),
           mmaemu_gemm_path());
}
END_TEST

/* The schedules each row is tried under. */
static int schedule_for(const mmaemu_instr *ins, int which, mmaemu_schedule *s)
{
    char err[256], text[160];
    const unsigned k = (unsigned)ins->k;
    mmaemu_schedule_init(s, ins->name);
    if (which && ins->step.acc_fmt == MMAEMU_FP16) {
        /* split-K and promotion need an fp32 accumulator: the K order only */
        if (which != 3 || k % 4)
            return -1;
        snprintf(text, sizeof text, "kpack=2 kgroups=4");
        which = -1;
    }
    switch (which) {
    case -1:
        break;
    case 0:
        return 0;   /* plain chain */
    case 1:
        snprintf(text, sizeof text, "block_k=%u split_k=3 combine=tree out=bf16", 4 * k);
        break;
    case 2:
        snprintf(text, sizeof text, "promote=%u split_k=2 out=fp16", 2 * k);
        break;
    case 3:
        if (k % 4)
            return -1;
        snprintf(text, sizeof text, "kpack=2 kgroups=4 block_k=%u promote=%u combine=seq", 4 * k,
                 2 * k);
        break;
    default:
        return -1;
    }
    ck_assert_msg(!mmaemu_schedule_parse(text, s, err, sizeof err), "%s", err);
    ck_assert_msg(!mmaemu_schedule_check(s, ins, err, sizeof err), "%s", err);
    return 0;
}

START_TEST(every_row_every_path)
{
    row_ref rows[512];
    const size_t nrows = covered_rows(rows, 512);
    /* A model is an arch with one variant's rows (rows of every variant
     * count for the arch's default).  Normal: one round of every row.
     * MMAEMU_LONG: rounds until every model has >= 1e7 element
     * comparisons.  MMAEMU_FASTPATH_ARCHS=sm90,gfx942:zero-align limits
     * the archs, or the models (arch:variant). */
    const int long_mode = test_scale() > 1;
    const char *only = getenv("MMAEMU_FASTPATH_ARCHS");
    test_rng r = {0x5EED0001u};
    size_t total = 0, models = 0;
    unsigned char done[512] = {0};
    for (size_t m0 = 0; m0 < nrows; m0++) {
        if (done[m0])
            continue;
        const mmaemu_arch *arch = rows[m0].arch;
        const char *variant = rows[m0].ins->variant;
        size_t members[512], nm = 0;
        for (size_t ri = m0; ri < nrows; ri++) {
            const char *v = rows[ri].ins->variant;
            if (rows[ri].arch == arch && ((!v && !variant) || (v && variant && !strcmp(v, variant)))) {
                members[nm++] = ri;
                done[ri] = 1;
            }
        }
        if (only) {   /* an arch, or one model as arch:variant */
            char list[512], key[64], model[128];
            snprintf(list, sizeof list, ",%s,", only);
            snprintf(key, sizeof key, ",%s,", arch->name);
            snprintf(model, sizeof model, ",%s:%s,", arch->name, variant ? variant : "default");
            if (!strstr(list, key) && !strstr(list, model))
                continue;
        }
        size_t per_model = 0;
        do {
            for (size_t q = 0; q < nm; q++) {
                const mmaemu_instr *ins = rows[members[q]].ins;
                for (int w = 0; w < 4; w++) {
                    mmaemu_schedule s;
                    if (schedule_for(ins, w, &s))
                        continue;
                    gemm_case gc;
                    size_t k = (size_t)test_rng_below(&r, 9 * (uint64_t)ins->k) + 1;
                    if (!test_rng_below(&r, 8))
                        k = (size_t)ins->k;   /* whole instructions */
                    size_t n = 16 + (size_t)test_rng_below(&r, 40);
                    case_make(&gc, &r, ins->step.a_fmt, 2, 4, n, k, (int)test_rng_below(&r, 2));
                    char label[96];
                    snprintf(label, sizeof label, "%s/%s sched %d", arch->name,
                             ins->variant ? ins->variant : "default", w);
                    per_model += compare_paths(&gc, ins, &s, label);
                    case_free(&gc);
                }
            }
        } while (long_mode && per_model < 10000000u);
        if (long_mode)
            printf("fastpath: %s/%s: %zu element comparisons over %zu rows\n", arch->name,
                   variant ? variant : "default", per_model, nm);
        total += per_model;
        models++;
    }
    printf("fastpath: %zu element comparisons over %zu models\n", total, models);
}
END_TEST

/* Cases the random ones rarely reach: every product term at the maximum
 * with one sign plus C at the same exponent (the T-FDPA sum needs 33
 * bits), and steps whose products are all zero with C = -0 (the AMD zero
 * sign depends on the signs of zero products). */
START_TEST(adversarial_rows)
{
    row_ref rows[512];
    const size_t nrows = covered_rows(rows, 512);
    test_rng r = {0x5EED0004u};
    size_t total = 0;
    for (size_t ri = 0; ri < nrows; ri++) {
        const mmaemu_instr *ins = rows[ri].ins;
        const int fp16 = ins->step.a_fmt == MMAEMU_FP16;
        const int fb = fp16 ? 10 : 7, bias = fp16 ? 15 : 127;
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        for (unsigned long rep = 0; rep < 2 * test_scale(); rep++) {
            gemm_case gc;
            size_t k = 3 * (size_t)ins->k - (rep & 1);   /* also a padded tail */
            case_make(&gc, &r, ins->step.a_fmt, 1, 6, 32, k, 1);
            for (size_t i = 0; i < 6; i++) {
                uint32_t sa = (uint32_t)(i & 1) << 15;
                for (size_t q = 0; q < k; q++) {
                    uint32_t top = (uint32_t)bias << fb | ((1u << fb) - 1u);
                    if (i < 4)   /* maximal terms, one sign per row */
                        gc.a[i * k + q] = (uint16_t)(sa | (top - (uint32_t)test_rng_below(&r, 2)));
                    else         /* zeros: -0 (row 4) or mixed signs (row 5) */
                        gc.a[i * k + q] = (uint16_t)(i == 4 ? 0x8000u
                                                            : (uint32_t)test_rng_below(&r, 2) << 15);
                }
            }
            for (size_t j = 0; j < 32; j++) {
                uint32_t sb = j < 16 ? 0u : 0x8000u;
                for (size_t q = 0; q < k; q++) {
                    uint32_t top = (uint32_t)bias << fb | ((1u << fb) - 1u);
                    gc.b[q * 32 + j] = (uint16_t)(j % 4 == 3 ? (uint32_t)test_rng_below(&r, 2) << 15
                                                             : sb | (top - (uint32_t)test_rng_below(&r, 2)));
                }
            }
            for (size_t i = 0; i < 6; i++)
                for (size_t j = 0; j < 32; j++) {
                    uint32_t sc = (uint32_t)test_rng_below(&r, 2) << 31;
                    /* C at the products' exponent (2^0: products ~ 4), max significand, or -0 */
                    gc.c[i * 32 + j] = i >= 4 || j % 5 == 4 ? 0x80000000u
                                                             : sc | 0x3F800000u | 0x7FFFFFu;
                }
            char label[96];
            snprintf(label, sizeof label, "%s/%s adversarial", rows[ri].arch->name,
                     ins->variant ? ins->variant : "default");
            total += compare_paths(&gc, ins, &s, label);
            case_free(&gc);
        }
    }
    printf("fastpath: %zu adversarial element comparisons\n", total);
}
END_TEST

/* Zero-product cases: operands of a binade range (biased exponent fields
 * [lo, hi]; lo = 0: subnormal), random sign and fraction. */
static uint16_t zp_value(test_rng *r, mmaemu_format f, int lo, int hi)
{
    const int fb = f == MMAEMU_FP16 ? 10 : 7;
    const uint32_t e = (uint32_t)(lo + (int)test_rng_below(r, (uint64_t)(hi - lo + 1)));
    const uint32_t frac = (uint32_t)test_rng_below(r, 1u << fb) | (e ? 0u : 1u);
    return (uint16_t)((uint32_t)test_rng_below(r, 2) << 15 | e << fb | frac);
}

/* A row (i) or column (j % 4) of zero-product cases at position q:
 * zeros next to tiny, subnormal, moderate or huge operands. */
static uint16_t zp_operand(test_rng *r, mmaemu_format f, int kind, size_t q, int col)
{
    const int fp16 = f == MMAEMU_FP16, bias = fp16 ? 15 : 127;
    const int tiny = fp16 ? 2 : 4, hl = fp16 ? 28 : 200, hh = fp16 ? 30 : 245;
    const uint16_t zero = (uint16_t)(test_rng_below(r, 2) << 15);
    if (col) {   /* huge; huge at even q, tiny at odd; zeros and moderate; moderate */
        switch (kind) {
        case 0: return zp_value(r, f, hl, hh);
        case 1: return q % 2 ? zp_value(r, f, 1, tiny) : zp_value(r, f, hl, hh);
        case 2: return test_rng_below(r, 2) ? zero : zp_value(r, f, bias - 3, bias + 3);
        default: return zp_value(r, f, bias - 3, bias + 3);
        }
    }
    switch (kind) {   /* zeros; zero / tiny; zero / subnormal; tiny; zero / moderate; -0 */
    case 0: return zero;
    case 1: return q % 2 ? zp_value(r, f, 1, tiny) : zero;
    case 2: return q % 2 ? zp_value(r, f, 0, 0) : zero;
    case 3: return zp_value(r, f, 1, tiny);
    case 4: return test_rng_below(r, 2) ? zero : zp_value(r, f, bias - 3, bias + 3);
    default: return 0x8000u;
    }
}

/* Steps whose zero products decide the alignment (MMAEMU_ZALIGN_M126: a
 * zero operand aligns as 2^-126, so a zero times a huge operand can put E
 * far above every non-zero product), every non-zero product below 2^-126,
 * and all-zero steps with a C that E's grid truncates (tiny, subnormal) or
 * -0.  Every row runs them; the zero-align rows are the ones they aim at. */
START_TEST(adversarial_zero_products)
{
    row_ref rows[512];
    const size_t nrows = covered_rows(rows, 512);
    test_rng r = {0x5EED0007u};
    size_t total = 0;
    for (size_t ri = 0; ri < nrows; ri++) {
        const mmaemu_instr *ins = rows[ri].ins;
        const mmaemu_format f = ins->step.a_fmt;
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        for (unsigned long rep = 0; rep < 2 * test_scale(); rep++) {
            gemm_case gc;
            const size_t k = 3 * (size_t)ins->k - (rep & 1);   /* also a padded tail */
            case_make(&gc, &r, f, 1, 6, 32, k, 1);
            for (size_t q = 0; q < k; q++) {
                for (size_t i = 0; i < 6; i++)
                    gc.a[i * k + q] = zp_operand(&r, f, (int)i, q, 0);
                for (size_t j = 0; j < 32; j++)
                    gc.b[q * 32 + j] = zp_operand(&r, f, (int)(j % 4), q, 1);
            }
            static const uint32_t c_lo[5] = {0, 0, 1, 0, 100}, c_hi[5] = {0, 0, 30, 0, 130};
            for (size_t o = 0; o < 6 * 32; o++) {   /* -0, +0, tiny, subnormal, moderate */
                const size_t w = o % 5;
                const uint32_t e = c_lo[w] + (uint32_t)test_rng_below(&r, c_hi[w] - c_lo[w] + 1);
                const uint32_t frac = w < 2 ? 0u : (uint32_t)test_rng_below(&r, 1u << 23) | 1u;
                const uint32_t sign = w == 0 ? 1u : w == 1 ? 0u : (uint32_t)test_rng_below(&r, 2);
                gc.c[o] = sign << 31 | e << 23 | frac;
            }
            char label[96];
            snprintf(label, sizeof label, "%s/%s zero products", rows[ri].arch->name,
                     ins->variant ? ins->variant : "default");
            total += compare_paths(&gc, ins, &s, label);
            case_free(&gc);
        }
    }
    printf("fastpath: %zu zero-product element comparisons\n", total);
}
END_TEST

/* The MPFR reference agrees with the fast path on a sample. */
START_TEST(sample_against_mpfr)
{
    row_ref rows[512];
    const size_t nrows = covered_rows(rows, 512);
    test_rng r = {0x5EED0002u};
    mmaemu_schedule s;
    size_t checked = 0;
    for (size_t ri = 0; ri < nrows; ri++) {
        const mmaemu_instr *ins = rows[ri].ins;
        mmaemu_schedule_init(&s, ins->name);
        gemm_case gc;
        size_t k = (size_t)test_rng_below(&r, 4 * (uint64_t)ins->k) + 1;
        case_make(&gc, &r, ins->step.a_fmt, 1, 2, 16, k, 1);
        uint32_t d[32];
        run_gemm(&gc, ins, &s, d);   /* the default (fastest) path */
        for (size_t o = 32; ins->step.acc_fmt == MMAEMU_FP16 && o-- > 0;)
            d[o] = ((const uint16_t *)d)[o];   /* fp16 outputs: one per word */
        uint32_t a[256], b[256];
        for (size_t i = 0; i < 2; i++)
            for (size_t j = 0; j < 16; j += 5) {
                for (size_t q = 0; q < k; q++) {
                    a[q] = gc.a[i * k + q];
                    b[q] = gc.b[q * 16 + j];
                }
                uint32_t want = mmaemu_ref_dot(ins, a, b, k, acc_pattern(ins, gc.c[i * 16 + j]));
                ck_assert_msg(d[i * 16 + j] == want, "%s %s: got %08x, MPFR %08x",
                              rows[ri].arch->name, ins->name, d[i * 16 + j], want);
                checked++;
            }
        case_free(&gc);
    }
    printf("fastpath: %zu elements against MPFR\n", checked);
}
END_TEST

/* A DCPP-shaped GEMM (K = 3219, block_k 64, bf16 out) on every path
 * equals the ref path, and 1 and 2 threads agree. */
START_TEST(dcpp_shape_paths_and_threads)
{
    static const struct { const char *arch, *variant, *spec; } models[] = {
        {"sm90", NULL, "wgmma"}, {"gfx942", NULL, "mfma.16x16x16"}, {"gfx950", "step16", "mfma.32x32x16"},
    };
    test_rng r = {0x5EED0003u};
    char err[256];
#ifdef _OPENMP
    const int threads0 = omp_get_max_threads();
#endif
    for (size_t mi = 0; mi < sizeof models / sizeof models[0]; mi++) {
        const mmaemu_instr *ins = mmaemu_instr_select(mmaemu_arch_find(models[mi].arch), models[mi].variant,
                                                      models[mi].spec, MMAEMU_BF16, MMAEMU_FP32, err,
                                                      sizeof err);
        ck_assert_msg(ins != NULL, "%s", err);
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        ck_assert(!mmaemu_schedule_parse("block_k=64 out=bf16", &s, err, sizeof err));
        gemm_case gc;
        const size_t M = 8, N = 64, K = MMAEMU_DCPP_M;
        case_make(&gc, &r, MMAEMU_BF16, 1, M, N, K, 0);
        /* DCPP-like values: normal, moderate spread. */
        for (size_t i = 0; i < M * K; i++)
            gc.a[i] = (uint16_t)gen_value(&r, MMAEMU_BF16, G_NORMAL, 127);
        for (size_t i = 0; i < K * N; i++)
            gc.b[i] = (uint16_t)gen_value(&r, MMAEMU_BF16, G_SPREAD, 127);
        uint32_t *ref = calloc(M * N, 4), *d = calloc(M * N, 4);
        setenv("MMAEMU_SIMD", "ref", 1);
        run_gemm(&gc, ins, &s, ref);
        for (int p = 0; p < NPATHS; p++) {
            if (!mmaemu_gemm_path_available(paths[p]))
                continue;
            setenv("MMAEMU_SIMD", paths[p], 1);
#ifdef _OPENMP
            for (int threads = 1; threads <= 2; threads++) {
                omp_set_num_threads(threads);
#else
            {
#endif
                memset(d, 0, M * N * 4);
                run_gemm(&gc, ins, &s, d);
                ck_assert_msg(!memcmp(d, ref, M * N * 2), "%s %s path %s differs from ref",
                              models[mi].arch, ins->name, paths[p]);
            }
        }
        unsetenv("MMAEMU_SIMD");
#ifdef _OPENMP
        omp_set_num_threads(threads0);
#endif
        free(ref);
        free(d);
        case_free(&gc);
    }
}
END_TEST

/* The outputs do not depend on the caller's floating-point environment:
 * the AVX-512 TR-FDPA stage rounds in fp64 with embedded rounding and
 * must clear MXCSR.FTZ around it (and restore it).  Operands near bf16's
 * bottom make subnormal fp32 outputs; expected values are computed with
 * the default environment, the GEMM runs (one thread: MXCSR is per
 * thread) under FTZ + DAZ + round toward zero. */
START_TEST(fp_environment_ignored)
{
#ifdef HAVE_MXCSR
    row_ref rows[512];
    const size_t nrows = covered_rows(rows, 512);
    test_rng r = {0x5EED0006u};
    size_t total = 0, subnormal = 0;
#ifdef _OPENMP
    const int threads0 = omp_get_max_threads();
    omp_set_num_threads(1);
#endif
    for (size_t ri = 0; ri < nrows; ri++) {
        const mmaemu_instr *ins = rows[ri].ins;
        if (ins->step.a_fmt != MMAEMU_BF16)
            continue;
        mmaemu_schedule s;
        mmaemu_schedule_init(&s, ins->name);
        gemm_case gc;
        const size_t k = 2 * (size_t)ins->k;
        case_make(&gc, &r, MMAEMU_BF16, 1, 4, 32, k, 1);
        for (size_t q = 0; q < 4 * k; q++)   /* 2^-70 .. 2^-60: products near 2^-130 */
            gc.a[q] = (uint16_t)(gc.a[q] & 0x807Fu) | (uint16_t)((57 + test_rng_below(&r, 10)) << 7);
        for (size_t q = 0; q < 32 * k; q++)
            gc.b[q] = (uint16_t)(gc.b[q] & 0x807Fu) | (uint16_t)((57 + test_rng_below(&r, 10)) << 7);
        for (size_t q = 0; q < 4 * 32; q++)
            gc.c[q] = (gc.c[q] & 0x807FFFFFu) | (test_rng_below(&r, 2) ? 0u : 1u << 23);
        uint32_t want[4 * 32], d[4 * 32];
        expected(&gc, ins, &s, want);
        for (int p = 0; p < NPATHS; p++) {
            if (!mmaemu_gemm_path_available(paths[p]))
                continue;
            setenv("MMAEMU_SIMD", paths[p], 1);
            const unsigned csr0 = _mm_getcsr(), csr = csr0 | 0x8040u | 0x6000u;
            _mm_setcsr(csr);
            run_gemm(&gc, ins, &s, d);
            const unsigned after = _mm_getcsr();
            _mm_setcsr(csr0);
            ck_assert_msg((after & ~0x3Fu) == (csr & ~0x3Fu), "path %s changed MXCSR %04x -> %04x",
                          paths[p], csr, after);
            for (size_t o = 0; o < 4 * 32; o++) {
                ck_assert_msg(d[o] == want[o], "%s/%s %s path %s under FTZ/DAZ/RZ: element %zu got "
                              "%08x want %08x", rows[ri].arch->name,
                              ins->variant ? ins->variant : "default", ins->name, paths[p], o,
                              d[o], want[o]);
                subnormal += (want[o] & 0x7F800000u) == 0 && (want[o] & 0x7FFFFFu) != 0;
            }
            total += 4 * 32;
        }
        unsetenv("MMAEMU_SIMD");
        case_free(&gc);
    }
#ifdef _OPENMP
    omp_set_num_threads(threads0);
#endif
    printf("fastpath: %zu comparisons under FTZ/DAZ/RZ, %zu subnormal outputs\n", total, subnormal);
    ck_assert_msg(subnormal > 100, "only %zu subnormal outputs: the case misses its point", subnormal);
#endif
}
END_TEST

/* sm90's wgmma bf16 row as a model file may restate it with L = 32 (its
 * terms overflow an int32 sum: plan.sum64) and e_zero -200 (a step's value
 * may fall below 2^-149). */
static mmaemu_instr sum64_row(void)
{
    mmaemu_instr w = *test_instr("sm90", "wgmma", MMAEMU_BF16, MMAEMU_FP32);
    w.step.L = 32;
    w.k = 32;
    w.step.e_zero = -200;
    return w;
}

/* The edges of the step's output (the AVX-512 kernel handles each with
 * its own instructions): bf16 rows whose sums pass 2^128 in the first
 * steps and then meet products of the other sign (Inf must stay, and an
 * AMD row must stay below 2^127 per product to keep the fast path), rows
 * whose products cancel exactly in every step (zero sums, C = +-0), and
 * rows of tiny products (subnormal outputs, C subnormal). */
static uint16_t bf16_of(uint32_t sign, int e, uint32_t frac)
{
    return (uint16_t)(sign << 15 | (uint32_t)(e + 127) << 7 | (frac & 0x7Fu));
}

/* One row's edge case (above); counts: comparisons, Inf, zero, subnormal. */
static void edges_case(const mmaemu_instr *ins, const char *label, int bf16_out, test_rng *r,
                       size_t counts[4])
{
    const int amd = ins->step.alg == MMAEMU_ALG_TR_FDPA;
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    if (bf16_out) {   /* the certified path, its remainder in element lanes */
        s.epilogue = MMAEMU_EPI_BF16;
        s.epilogue_set = 1;
    }
    gemm_case gc;
    const size_t k = 4 * (size_t)ins->k, M = 6, N = 32;
    case_make(&gc, r, MMAEMU_BF16, 1, M, N, k, 1);
    for (size_t q = 0; q < k; q++) {
        const uint32_t f = (uint32_t)test_rng_below(r, 128);
        const int late = q >= k / 2;   /* the second half: the other sign */
        gc.a[0 * k + q] = bf16_of(0, amd ? 62 : 64, f);             /* huge, then ... */
        gc.a[1 * k + q] = bf16_of(late, amd ? 62 : 64, f);          /* ... the sign turns */
        gc.a[2 * k + q] = bf16_of(q & 1, 10, q / 2 * 7 % 128);      /* pairs cancel */
        gc.a[3 * k + q] = bf16_of(0, 10, f);
        gc.a[4 * k + q] = bf16_of((uint32_t)test_rng_below(r, 2), -70, f);   /* tiny */
        gc.a[5 * k + q] = bf16_of((uint32_t)test_rng_below(r, 2), -66, f);
    }
    for (size_t j = 0; j < N; j++)
        for (size_t q = 0; q < k; q++) {
            const uint32_t f = (uint32_t)test_rng_below(r, 128);
            /* columns 0-15: products 2^126+ (rows 0-1), equal halves of
             * each pair (row 2); 16-31: random signs; 24-31 small (tiny
             * products with rows 4-5) */
            const uint32_t sg = j < 16 ? 0u : (uint32_t)test_rng_below(r, 2);
            const uint32_t pair = j < 16 ? (uint32_t)(q / 2 * 5 % 128) : f;
            gc.b[q * N + j] = j >= 24 ? bf16_of(sg, -60, f) : bf16_of(sg, 62, pair);
        }
    for (size_t i = 0; i < M; i++)
        for (size_t j = 0; j < N; j++) {
            const uint32_t sc = (uint32_t)test_rng_below(r, 2) << 31;
            uint32_t c = sc | (uint32_t)test_rng_below(r, 1u << 23);     /* subnormal */
            if (i < 2)
                c = j % 4 == 0 ? 0x7F7FFFFFu : j % 4 == 1 ? 0xFF7FFFFFu : sc | 0x7E000000u;
            else if (i < 4)
                c = j % 2 ? sc : sc | 0x3F800000u;
            gc.c[i * N + j] = c;
        }
    counts[0] += compare_paths(&gc, ins, &s, label);
    uint32_t want[6 * 32];
    expected(&gc, ins, &s, want);
    for (size_t o = 0; o < M * N; o++) {
        const uint32_t ex = want[o] & 0x7F800000u, fr = want[o] & 0x7FFFFFu;
        counts[1] += ex == 0x7F800000u && !fr;
        counts[2] += !ex && !fr;
        counts[3] += !ex && fr;
    }
    case_free(&gc);
}

/* Steps of the L = 32 row below at both ends of its sum's range.  Row 0:
 * a value among fp32's subnormals on a finer grid: pairs of products
 * 2^-130 cancel (E = -130, grid 2^-155) and one more, -(96 + j) 2^-155 in
 * column j, is left; RZ to the subnormal grid 2^-149 must drop its low
 * bits.  Rows 1 and 2: 32 products of (255/128)^2 and a C of one sign
 * with them, at E: a total of 2^32 and more units of the grid. */
static size_t sum64_case(const mmaemu_instr *ins, test_rng *r)
{
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
    gemm_case gc;
    const size_t k = (size_t)ins->k, N = 16;
    case_make(&gc, r, MMAEMU_BF16, 1, 3, N, k, 1);
    for (size_t q = 0; q < k; q++) {
        gc.a[q] = q + 2 < k ? bf16_of(q & 1, -65, 0) : q + 2 == k ? bf16_of(1, -65, 0) : 0;
        gc.a[k + q] = bf16_of(0, 0, 0x7F);
        gc.a[2 * k + q] = bf16_of(1, 0, 0x7F);
        for (size_t j = 0; j < N; j++)
            gc.b[q * N + j] = j >= 8      ? bf16_of(0, 0, 0x7F - (uint32_t)(j % 4))
                              : q + 2 < k ? bf16_of(0, -65, 0)
                              : q + 2 == k ? bf16_of(0, -84, (uint32_t)(64 + 2 * j))
                                           : 0;
    }
    for (size_t j = 0; j < N; j++) {
        gc.c[j] = 0;
        gc.c[N + j] = gc.c[2 * N + j] = (uint32_t)(j & 1) << 31 | 0x3FFF0000u | (uint32_t)j;
    }
    const size_t n = compare_paths(&gc, ins, &s, "L = 32 bf16 T-FDPA sum range");
    case_free(&gc);
    return n;
}

/* Every covered bf16 row, and a T-FDPA row of L = 32 bf16 products (a
 * model file may give one: the terms overflow an int32 sum, plan.sum64)
 * whose e_zero, -200, lets a step's value fall below 2^-149 (sum64_case). */
START_TEST(output_edges)
{
    row_ref rows[512];
    const size_t nrows = covered_rows(rows, 512);
    test_rng r = {0x5EED0007u};
    size_t counts[4] = {0, 0, 0, 0};
    for (size_t ri = 0; ri < nrows; ri++) {
        const mmaemu_instr *ins = rows[ri].ins;
        if (ins->step.a_fmt != MMAEMU_BF16)
            continue;
        char label[96];
        snprintf(label, sizeof label, "%s/%s edges", rows[ri].arch->name,
                 ins->variant ? ins->variant : "default");
        edges_case(ins, label, 0, &r, counts);
    }
    const mmaemu_instr wide = sum64_row();
    mmaemu_fast_plan plan;
    ck_assert(!mmaemu_fast_plan_make(&wide, &plan));
    ck_assert(plan.sum64 || !plan.fpval);
    for (int t = 0; t < 4; t++)
        edges_case(&wide, "L = 32 bf16 T-FDPA edges", t & 1, &r, counts);
    counts[0] += sum64_case(&wide, &r);
    printf("fastpath: %zu output-edge comparisons (%zu Inf, %zu zero, %zu subnormal)\n", counts[0],
           counts[1], counts[2], counts[3]);
    ck_assert_msg(counts[1] > 50 && counts[2] > 50 && counts[3] > 50, "the edges were not reached");
}
END_TEST

/* A case of one of the TR-FDPA tests below through every path under the
 * row's default schedule, then freed; 1 when it compared elements. */
static int tr_case_agrees(const row_ref *row, gemm_case *gc, const char *what)
{
    char label[96];
    snprintf(label, sizeof label, "%s/%s %s", row->arch->name,
             row->ins->variant ? row->ins->variant : "default", what);
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, row->ins->name);
    const size_t n = compare_paths(gc, row->ins, &s, label);
    case_free(gc);
    return n > 0;
}

/* TR-FDPA's near stage (kernels/fast_step512.h, f5_tr_near) at its bound:
 * in every element all products of a step alike (1.9921875^2 2^(ea + eb),
 * the sum S of a step within 2^22 units of L 2^(F + 2)), and a first C
 * of either sign some units of the products' grid 2^(edot - F) from the
 * stage's limit t = 2^31 - L 2^(F + 2), from 2^31 (where S + C would
 * overflow an int32), from 2^30, and anywhere in [t - 2^22, 2^31), against
 * the per-element definition. */
START_TEST(tr_near_bound)
{
    row_ref rows[512];
    const size_t nrows = covered_rows(rows, 512);
    test_rng r = {0x5EED0031u};
    size_t n = 0;
    for (size_t ri = 0; ri < nrows; ri++) {
        const mmaemu_instr *ins = rows[ri].ins;
        mmaemu_fast_plan plan;
        if (ins->step.alg != MMAEMU_ALG_TR_FDPA || ins->step.a_fmt != MMAEMU_BF16 ||
            plan_of(ins, &plan) || (long long)plan.L << (plan.F + 2) > 1LL << 30)
            continue;
        const long long t = (1LL << 31) - ((long long)plan.L << (plan.F + 2));
        const size_t k = 2 * (size_t)ins->k, M = 8, N = 32;
        gemm_case gc;
        case_make(&gc, &r, MMAEMU_BF16, 1, M, N, k, 1);
        for (size_t i = 0; i < M; i++)
            for (size_t q = 0; q < k; q++)
                gc.a[i * k + q] = bf16_of((uint32_t)(i / 4), (int)(i % 4) - 1, 0x7F);
        for (size_t q = 0; q < k; q++)
            for (size_t j = 0; j < N; j++)
                gc.b[q * N + j] = bf16_of(j >= 16, (int)(j % 3) - 1, 0x7F);
        for (size_t i = 0; i < M; i++)
            for (size_t j = 0; j < N; j++) {
                /* one kind of target per 16 lanes (a vector of the kernel) */
                const int edot = (int)(i % 4) - 1 + (int)(j % 3) - 1, d = (int)(j % 5) - 2;
                const size_t kind = (i + j / 16) % 4;
                const long long any = (long long)test_rng_below(&r, 1u << 21);
                const long long target = kind == 0   ? t + 256LL * d
                                         : kind == 1 ? (1LL << 31) - 256LL * (long long)(1 + j % 3)
                                         : kind == 2 ? (1LL << 30) + 256LL * d
                                                     : t - (1LL << 22) + 256LL * any;
                const float c = (float)((double)target * (double)(1 << (30 - plan.F)) *
                                        (edot >= 0 ? (double)(1 << edot) : 1.0 / (1 << -edot)) /
                                        (double)(1 << 30)) * ((i + j / 8) & 1 ? -1.0f : 1.0f);
                memcpy(&gc.c[i * N + j], &c, sizeof c);
            }
        n += tr_case_agrees(&rows[ri], &gc, "near bound");
    }
    ck_assert_msg(n > 0, "no TR-FDPA row");
}
END_TEST

/* TR-FDPA's 64-bit near stage (kernels/fast_step512.h, f5_tr_near64), which
 * takes the steps after C first passes f5_tr_near's limit.  Every step of
 * L products has L - 2 of 1.9921875^2 2^(ea + eb), 66585600 units of the
 * grid 2^(edot - F) each (F = 24: 0 modulo 1024), and two small ones of
 * 256 and 1 units (even columns) or 512 and 3 (odd ones), so that the
 * step's sum S is +-257 or +-515 modulo 1024.  The first C is Cf units of
 * the grid, of either sign, with U = Cf + S: (0) within some units of
 * +-2^32, where the floor to 32 bits starts clearing bit 0; (1) in [2^32,
 * 2^32 + 2^31) in magnitude, bit 0 and the round bit 8 set and 1-7 clear
 * (or 0-7 set, 8 clear: the twin a negative U's floor rounds up), a tie
 * only once bit 0 is cleared; (2) |Cf| some units from the stage's limit
 * 2^33 - L 2^(F + 2); (3) |Cf| anywhere in [2^31 - 2^22, the limit); (4)
 * U just above 2^33 with the round bit 9 and bits 0-1 set (or the twin),
 * a tie once the floor clears two bits (the general stage's; the stage
 * refuses it), against the per-element definition. */
static long long near64_target(int kind, long long s, int neg, test_rng *r, long long d,
                               long long limit)
{
    const long long sg = neg ? -1 : 1, off = s > 0 ? 1 : -1;
    const long long m = (long long)test_rng_below(r, 1u << 22);
    switch (kind) {
    case 0: return (((neg ? -(1LL << 32) : 1LL << 32) - s) / 1024 + d) * 1024;
    case 1: return sg * ((1LL << 32) + 512 * m) + off * 257 - s;
    case 2: return sg * (limit + 1024 * d);
    case 3: return sg * ((1LL << 31) - (1LL << 22) + 8 * m * 256 % (limit - (1LL << 31)));
    default: return sg * ((1LL << 33) + 1024 * (m % (1 << 17))) + off * 515 - s;
    }
}

START_TEST(tr_near64_bound)
{
    row_ref rows[512];
    const size_t nrows = covered_rows(rows, 512);
    test_rng r = {0x5EED0033u};
    size_t n = 0;
    for (size_t ri = 0; ri < nrows; ri++) {
        const mmaemu_instr *ins = rows[ri].ins;
        mmaemu_fast_plan plan;
        if (ins->step.alg != MMAEMU_ALG_TR_FDPA || ins->step.a_fmt != MMAEMU_BF16 ||
            plan_of(ins, &plan) || plan.F != 24 || (long long)plan.L << (plan.F + 2) > 1LL << 30)
            continue;
        const size_t L = (size_t)plan.L, k = 2 * (size_t)ins->k, M = 10, N = 32;
        const long long limit = (1LL << 33) - ((long long)L << (plan.F + 2));
        gemm_case gc;
        case_make(&gc, &r, MMAEMU_BF16, 1, M, N, k, 1);
        for (size_t i = 0; i < M; i++)
            for (size_t q = 0; q < k; q++) {
                const int e = (int)(i % 4) - 1;
                gc.a[i * k + q] = q % L > 1 ? bf16_of((uint32_t)(i / 4 % 2), e, 0x7F)
                                  : bf16_of((uint32_t)(i / 4 % 2), e - (q % L ? 8 : 12), 0);
            }
        for (size_t q = 0; q < k; q++)
            for (size_t j = 0; j < N; j++) {
                /* the small products: 2^(ea - 8) 2^(eb - 8 + odd), 2^(ea - 12) 2^(eb - 12) or 1.5 2^(eb - 11) */
                const int e = (int)(j % 3) - 1, odd = (int)(j & 1);
                gc.b[q * N + j] = q % L > 1 ? bf16_of(j >= 16, e, 0x7F)
                                  : q % L   ? bf16_of(j >= 16, e - 8 + odd, 0)
                                            : bf16_of(j >= 16, e - 12 + odd, odd ? 0x40 : 0);
            }
        for (size_t i = 0; i < M; i++)
            for (size_t j = 0; j < N; j++) {
                /* one kind of target per 16 lanes (a vector of the kernel) */
                const int edot = (int)(i % 4) - 1 + (int)(j % 3) - 1;
                const long long S = (j & 1 ? 515 : 257) + (long long)(L - 2) * 66585600LL;
                const long long s = (i / 4 % 2) ^ (j >= 16) ? -S : S;
                const long long cf = near64_target((int)((i + j / 16) % 5), s, (int)((i + j / 8) & 1),
                                                   &r, (long long)(j % 5) - 2, limit);
                const float c = (float)ldexp((double)cf, edot - plan.F);
                memcpy(&gc.c[i * N + j], &c, sizeof c);
            }
        n += tr_case_agrees(&rows[ri], &gc, "near64 bound");
    }
    ck_assert_msg(n > 0, "no TR-FDPA row");
}
END_TEST

/* A TR-FDPA step that gives -0 in the middle of a chain (one product of
 * about -2^-152, below half fp32's least subnormal, rounded to nearest),
 * then steps whose products are all zeros of either sign, which decide the
 * zero's sign: the pair kernel without the redo test (no -0 when it was
 * called) must not read the new -0 as +0. */
START_TEST(tr_negative_zero_midway)
{
    row_ref rows[512];
    const size_t nrows = covered_rows(rows, 512);
    test_rng r = {0x5EED0032u};
    size_t n = 0;
    for (size_t ri = 0; ri < nrows; ri++) {
        const mmaemu_instr *ins = rows[ri].ins;
        if (ins->step.alg != MMAEMU_ALG_TR_FDPA || ins->step.a_fmt != MMAEMU_BF16)
            continue;
        const size_t L = (size_t)ins->step.L, k = 4 * L, M = 6, N = 32;
        gemm_case gc;
        case_make(&gc, &r, MMAEMU_BF16, 1, M, N, k, 0);
        /* element (i, j): every product of the sign (i ^ j) & 1, the first
         * tiny, the others zeros (a zero of A's sign times B's value) */
        for (size_t i = 0; i < M; i++)
            for (size_t q = 0; q < k; q++)
                gc.a[i * k + q] = q == 0 ? bf16_of(i & 1, -76 - (int)i, 0)
                                         : (uint16_t)((i & 1) << 15);
        for (size_t q = 0; q < k; q++)
            for (size_t j = 0; j < N; j++)
                gc.b[q * N + j] = bf16_of(j & 1, q == 0 ? -76 : 0, (uint32_t)(j + q) % 128);
        n += tr_case_agrees(&rows[ri], &gc, "-0 midway");
    }
    ck_assert_msg(n > 0, "no TR-FDPA row");
}
END_TEST

/* The element-lane kernels (kernels/fast.h, used by kernels/gemm_lanes.c)
 * against the row kernel of the same path: 16 decoded rows of A side by
 * side, four panels of B, and lanes that each pick a row and one of the
 * columns of two or four of the panels at random; lane l must end with the bits the row kernel gives
 * row rows[l]'s lane for that column.  Operands: finite, some zeros (the
 * T-FDPA zero flags), exponents over a few binades, bf16 rows 12-15 and
 * columns 12-15 of each panel near 2^-70 (their products fall under
 * e_zero, which then sets E where a C of +0, every fourth lane, lets it);
 * accumulators finite, never -0 (no TR-FDPA lane then needs the scalar
 * step, which both kernels hand back the same way). */
/* Decoded operands for element_lane_kernel: 16 rows of A (each row
 * alone, and side by side: te, ts, tz) and four panels of B. */
typedef struct {
    size_t kp, nst;
    int32_t *ea, *sa, *za, *te, *ts, *tz, *pe, *ps, *pz;
    /* the raw patterns in pairs, rows side by side [kp / 2][16] and the
     * panels [4][kp / 2][16] (mmaemu_fast_panel.w) */
    uint32_t *tw, *pw;
    int bf16;               /* both operands bf16: tw and pw serve */
} lane_ops;

/* A finite bf16 / fp16 operand, a tenth of them zero. */
static uint32_t lane_value(test_rng *r, mmaemu_format f, int tiny)
{
    const int ebase = f == MMAEMU_FP16 ? 15 : tiny ? 127 - 70 : 127;
    return test_rng_below(r, 10) ? gen_value(r, f, G_NORMAL, ebase) : 0u;
}

static lane_ops lane_ops_make(const mmaemu_fast_plan *plan, const mmaemu_step_params *sp,
                              test_rng *r)
{
    const size_t W = MMAEMU_FAST_LANES, nst = 2 + test_rng_below(r, 6), kp = (size_t)plan->L * nst;
    lane_ops o = {kp, nst, malloc(W * kp * 4), malloc(W * kp * 4), malloc(W * kp * 4),
                  malloc(W * kp * 4), malloc(W * kp * 4), malloc(W * kp * 4),
                  malloc(4 * W * kp * 4), malloc(4 * W * kp * 4), malloc(4 * W * kp * 4),
                  malloc(W * kp * 2), malloc(4 * W * kp * 2), 0};
    uint32_t *bits = malloc(kp * 4);
    ck_assert(o.ea && o.sa && o.za && o.te && o.ts && o.tz && o.pe && o.ps && o.pz && bits);
    ck_assert(o.tw && o.pw);
    o.bf16 = sp->a_fmt == MMAEMU_BF16 && sp->b_fmt == MMAEMU_BF16;
    int emax;
    for (size_t a = 0; a < W; a++) {   /* rows of A, then side by side */
        for (size_t q = 0; q < kp; q++)
            bits[q] = lane_value(r, sp->a_fmt, a >= 12);
        for (size_t u = 0; u < kp / 2; u++)
            o.tw[u * W + a] = (bits[2 * u] & 0xFFFFu) | bits[2 * u + 1] << 16;
        ck_assert(!mmaemu_fast_decode_row(plan, sp->a_fmt, bits, kp, o.ea + a * kp, o.sa + a * kp,
                                          o.za + a * kp, &emax));
        for (size_t q = 0; q < kp; q++) {
            o.te[q * W + a] = o.ea[a * kp + q];
            o.ts[q * W + a] = o.sa[a * kp + q];
        }
        for (size_t t = 0; t < nst; t++)
            o.tz[t * W + a] = o.za[a * kp + t];
    }
    for (size_t c = 0; c < 4 * W; c++) {   /* panels c / 16 */
        for (size_t q = 0; q < kp; q++)
            bits[q] = lane_value(r, sp->b_fmt, c % W >= 12);
        for (size_t u = 0; u < kp / 2; u++)
            o.pw[c / W * W * (kp / 2) + u * W + c % W] = (bits[2 * u] & 0xFFFFu) |
                                                          bits[2 * u + 1] << 16;
        const size_t off = c / W * W * kp, offz = c / W * W * nst;
        ck_assert(!mmaemu_fast_decode_col(plan, sp->b_fmt, bits, kp, (int)(c % W), o.pe + off,
                                          o.ps + off, o.pz + offz, &emax));
    }
    free(bits);
    return o;
}

static void lane_ops_free(lane_ops *o)
{
    free(o->ea), free(o->sa), free(o->za), free(o->te), free(o->ts), free(o->tz);
    free(o->pe), free(o->ps), free(o->pz), free(o->tw), free(o->pw);
}

/* lane_round's lanes again from the raw bf16 words (mmaemu_fast_panel.w,
 * the AVX-512 kernel: plan.fpval): the same outputs.  The panels' offsets
 * are the decoded ones' (bc), halved. */
static size_t words_lanes;   /* lanes lane_round_words compared */

static void lane_round_words(const mmaemu_fast_plan *plan, const lane_ops *o,
                             const mmaemu_fast_cols *bc, const int32_t *lr, const uint32_t *c0,
                             const uint32_t *got, const uint32_t *te2, const uint32_t *pe2,
                             mmaemu_fast_chain_fn lanes, const char *what)
{
    const size_t nst = o->nst, W = MMAEMU_FAST_LANES, kp = o->kp;
    uint32_t redo[16], gotw[16];
    /* the decoded operands' places hold junk: the words must do */
    int32_t *junk = malloc(4 * W * kp * sizeof *junk);
    uint32_t *junk2 = malloc(2 * W * kp * sizeof *junk2);
    ck_assert(junk && junk2);
    for (size_t e = 0; e < 4 * W * kp; e++)
        junk[e] = (int32_t)(0x7F7F7F7Fu ^ (uint32_t)e);
    for (size_t e = 0; e < 2 * W * kp; e++)
        junk2[e] = 0x3F803F80u ^ (uint32_t)e;
    const mmaemu_fast_row aw = {junk, junk, junk, lr, junk2, o->tw, {0, 0, 0}};
    const mmaemu_fast_panel pw = {junk, junk, junk, bc, junk2, o->pw, {0, 0, 0}};
    (void)te2, (void)pe2;
    memcpy(gotw, c0, sizeof gotw);
    ck_assert_uint_eq(lanes(plan, &aw, &pw, 0, nst, gotw, redo), nst);
    for (size_t l = 0; l < MMAEMU_FAST_LANES; l++)
        ck_assert_msg(gotw[l] == got[l], "%s lane %zu: from words %08x, want %08x", what, l,
                      gotw[l], got[l]);
    words_lanes += MMAEMU_FAST_LANES;
    free(junk), free(junk2);
}

/* The range mmaemu_fast_pair_exps gave for n positions of w lanes of e,
 * against the smallest exponent of a non-zero value and the largest,
 * taken here one by one. */
static void range_agrees(const int32_t *e, size_t n, size_t w, mmaemu_fast_erange rg)
{
    int lo = 4096, hi = MMAEMU_FAST_ZERO_EXP;
    for (size_t i = 0; i < n * w; i++) {
        hi = e[i] > hi ? e[i] : hi;
        if (e[i] != MMAEMU_FAST_ZERO_EXP && e[i] < lo)
            lo = e[i];
    }
    ck_assert_msg(rg.known && rg.lo == lo && rg.hi == hi,
                  "pair_exps range [%d, %d] (known %d), want [%d, %d]", rg.lo, rg.hi, rg.known, lo,
                  hi);
}

/* lane_round's lanes again with the exponent pass in pairs (plan.pairs):
 * the same outputs got, and the row kernel with pairs the same as without
 * for every row of the lanes against the first panel. */
static void lane_round_pairs(const mmaemu_fast_plan *plan, const lane_ops *o,
                             const mmaemu_fast_cols *bc, const int32_t *lr, const uint32_t *c0,
                             const uint32_t *got, mmaemu_fast_chain_fn row,
                             mmaemu_fast_chain_fn lanes, const char *what)
{
    const size_t W = MMAEMU_FAST_LANES, kp = o->kp, nst = o->nst;
    uint32_t *te2 = malloc(kp / 2 * W * sizeof *te2), *pe2 = malloc(2 * kp * W * sizeof *pe2);
    uint32_t *ea2 = malloc(kp / 2 * sizeof *ea2), redo[16], got2[16], want[16], want2[16];
    ck_assert(te2 && pe2 && ea2);
    range_agrees(o->te, kp, W, mmaemu_fast_pair_exps(o->te, kp, W, te2));
    range_agrees(o->pe, 4 * kp, W,
                 mmaemu_fast_pair_exps(o->pe, 4 * kp, W, pe2));   /* four panels, each kp even */
    const mmaemu_fast_row a2 = {o->te, o->ts, o->tz, lr, te2, NULL, {0, 0, 0}};
    const mmaemu_fast_panel b2 = {o->pe, o->ps, o->pz, bc, pe2, NULL, {0, 0, 0}};
    memcpy(got2, c0, sizeof got2);
    ck_assert_uint_eq(lanes(plan, &a2, &b2, 0, nst, got2, redo), nst);
    ck_assert_msg(!memcmp(got2, got, sizeof got2), "%s: element lanes with pairs differ", what);
    for (size_t l = 0; l < W; l++) {
        const size_t a = (size_t)lr[l];
        range_agrees(o->ea + a * kp, kp, 1, mmaemu_fast_pair_exps(o->ea + a * kp, kp, 1, ea2));
        const mmaemu_fast_row ar = {o->ea + a * kp, o->sa + a * kp, o->za + a * kp,
                                    NULL,           NULL,           NULL, {0, 0, 0}};
        const mmaemu_fast_row ar2 = {o->ea + a * kp, o->sa + a * kp, o->za + a * kp,
                                     NULL,           ea2,            NULL, {0, 0, 0}};
        const mmaemu_fast_panel br = {o->pe, o->ps, o->pz, NULL, NULL, NULL, {0, 0, 0}};
        const mmaemu_fast_panel br2 = {o->pe, o->ps, o->pz, NULL, pe2, NULL, {0, 0, 0}};
        memcpy(want, c0, sizeof want);
        memcpy(want2, c0, sizeof want2);
        ck_assert_uint_eq(row(plan, &ar, &br, 0, nst, want, redo), nst);
        ck_assert_uint_eq(row(plan, &ar2, &br2, 0, nst, want2, redo), nst);
        ck_assert_msg(!memcmp(want, want2, sizeof want), "%s row %zu: pairs differ", what, a);
    }
    if (o->bf16)
        lane_round_words(plan, o, bc, lr, c0, got, te2, pe2, lanes, what);
    free(te2), free(pe2), free(ea2);
}

/* One round: random rows, columns of npan panels and accumulators for the
 * 16 lanes; each lane against the row kernel's lane for its column. */
static void lane_round(const mmaemu_fast_plan *plan, const lane_ops *o, int npan,
                       mmaemu_fast_chain_fn row, mmaemu_fast_chain_fn lanes, test_rng *r,
                       const char *what)
{
    const size_t W = MMAEMU_FAST_LANES, kp = o->kp, nst = o->nst;
    int32_t lr[16], lb[16];
    uint32_t c0[16], got[16], redo[16];
    for (size_t l = 0; l < W; l++) {
        lr[l] = (int32_t)test_rng_below(r, W);
        lb[l] = (int32_t)test_rng_below(r, (uint64_t)npan * W);
        c0[l] = l % 4 ? gen_acc(r, G_NORMAL) : 0u;
        got[l] = c0[l] = c0[l] == 0x80000000u ? 0u : c0[l];
    }
    const mmaemu_fast_row al = {o->te, o->ts, o->tz, lr, NULL, NULL, {0, 0, 0}};
    /* the panels in the order 0, 2, 1, 3: offsets of either sign */
    const ptrdiff_t d = (ptrdiff_t)(W * kp), dz = (ptrdiff_t)(W * nst);
    const mmaemu_fast_cols bc = {lb, {0, 2 * d, d, 3 * d}, {0, 2 * dz, dz, 3 * dz}, npan};
    const mmaemu_fast_panel bl = {o->pe, o->ps, o->pz, &bc, NULL, NULL, {0, 0, 0}};
    ck_assert_uint_eq(lanes(plan, &al, &bl, 0, nst, got, redo), nst);
    for (size_t l = 0; l < W; l++) {
        const size_t a = (size_t)lr[l], cl = (size_t)lb[l] % W;
        const size_t pb = (size_t[]){0, 2, 1, 3}[lb[l] / W];
        const mmaemu_fast_row ar = {o->ea + a * kp, o->sa + a * kp, o->za + a * kp,
                                    NULL,           NULL,           NULL, {0, 0, 0}};
        const mmaemu_fast_panel br = {o->pe + pb * W * kp, o->ps + pb * W * kp,
                                      o->pz + pb * W * nst, NULL, NULL, NULL, {0, 0, 0}};
        uint32_t want[16];
        for (size_t m = 0; m < W; m++)
            want[m] = c0[l];
        ck_assert_uint_eq(row(plan, &ar, &br, 0, nst, want, redo), nst);
        ck_assert_msg(got[l] == want[cl], "%s lane %zu: %08x, want %08x", what, l, got[l],
                      want[cl]);
    }
    if (plan->pairs)
        lane_round_pairs(plan, o, &bc, lr, c0, got, row, lanes, what);
}

/* Six rounds of lane_round for one instruction on path p; returns the lanes. */
static size_t lane_rounds(int p, const mmaemu_instr *ins, const char *arch, test_rng *r)
{
    const mmaemu_fast_chain_fn row = mmaemu_fast_kernel((mmaemu_fast_path)p);
    const mmaemu_fast_chain_fn lanes = mmaemu_fast_lanes_kernel((mmaemu_fast_path)p);
    ck_assert(row && lanes);
    mmaemu_fast_plan plan;
    ck_assert(!plan_of(ins, &plan));
    /* the operands this path's kernels read (fast.c) */
    plan.fpval = p == MMAEMU_PATH_AVX512 && plan.kind != MMAEMU_FAST_PAIRWISE && !plan.acc16;
    plan.pairs &= plan.fpval;
    lane_ops o = lane_ops_make(&plan, &ins->step, r);
    char what[160];
    snprintf(what, sizeof what, "%s %s %s L %d", paths[p - 1], arch, ins->name, ins->step.L);
    size_t compared = 0;
    for (int round = 0; round < 6; round++, compared += MMAEMU_FAST_LANES)
        lane_round(&plan, &o, 1 << round % 3, row, lanes, r, what);   /* 1, 2, 4 panels */
    lane_ops_free(&o);
    return compared;
}

START_TEST(element_lane_kernel)
{
    row_ref rows[512];
    const size_t nrows = covered_rows(rows, 512);
    test_rng r = {77};
    size_t compared = 0;
    const mmaemu_instr wide = sum64_row();   /* the certified path may run it in lanes */
    /* a model file's bf16 row whose e_zero (2^-60) sets E wherever a zero
     * term meets smaller products and C: the zero flags decide (the
     * tables' bf16 rows have e_zero near -133, below every C's exponent) */
    mmaemu_instr ez = *test_instr("sm90", "wgmma", MMAEMU_BF16, MMAEMU_FP32);
    ez.step.e_zero = -60;
    for (int p = 1; p < MMAEMU_PATH_COUNT; p++) {
        if (!mmaemu_gemm_path_available(paths[p - 1]))
            continue;
        for (size_t ri = 0; ri < nrows; ri++)
            compared += lane_rounds(p, rows[ri].ins, rows[ri].arch->name, &r);
        compared += lane_rounds(p, &wide, "model-file", &r);
        compared += lane_rounds(p, &ez, "model-file e_zero -60", &r);
    }
    printf("fastpath: element-lane kernels, %zu lanes compared with the row kernel, %zu read "
           "from bf16 words\n", compared, words_lanes);
    ck_assert_uint_gt(compared, 1000);
    if (mmaemu_gemm_path_available("avx512"))
        ck_assert_uint_gt(words_lanes, 500);
}
END_TEST

/* The side-by-side decode (mmaemu_fast_decode_side_avx512: a panel of B,
 * or a block's A rows, 16 lanes per vector) against mmaemu_fast_decode_col
 * lane by lane, for every covered row's operand format, L and the
 * panel's shift: the NaN / Inf lanes, and for the others the same
 * exponents, significands, zero flags and largest exponent. */
START_TEST(decode_side_agrees)
{
    if (!mmaemu_gemm_path_available("avx512"))
        return;   /* the driver calls it on the avx512 path only */
    row_ref rows[512];
    const size_t nrows = covered_rows(rows, 512), W = MMAEMU_FAST_LANES;
    test_rng r = {31337};
    for (size_t ri = 0; ri < nrows; ri++) {
        mmaemu_fast_plan plan;
        ck_assert(!plan_of(rows[ri].ins, &plan));
        const mmaemu_format f = rows[ri].ins->step.b_fmt;
        const size_t kp = (size_t)plan.L * (1 + test_rng_below(&r, 64 / plan.L + 2)), nst = kp / plan.L;
        uint32_t *raw = malloc(kp * W * 4), *col = malloc(kp * 4);
        int32_t *e[2], *s[2], *z[2], emax[16];
        for (int t = 0; t < 2; t++) {
            e[t] = malloc(kp * W * 4), s[t] = malloc(kp * W * 4), z[t] = malloc(nst * W * 4);
            ck_assert(e[t] && s[t] && z[t]);
        }
        ck_assert(raw && col);
        for (size_t q = 0; q < kp * W; q++)   /* a few NaN / Inf: about 1 lane in 4 */
            raw[q] = gen_value(&r, f, (gen_kind)test_rng_below(&r, G_COUNT - 1), f == MMAEMU_FP16 ? 15 : 127);
        for (int k = 0; k < 4; k++)
            raw[test_rng_below(&r, kp * W)] = f == MMAEMU_FP16 ? 0x7C00u : 0xFF80u;
        const unsigned bad = mmaemu_fast_decode_side_avx512(&plan, mmaemu_format_get(f), raw, kp,
                                                            plan.lsb, e[0], s[0], z[0], emax);
        for (size_t l = 0; l < W; l++) {
            int m;
            for (size_t q = 0; q < kp; q++)
                col[q] = raw[q * W + l];
            const int b = mmaemu_fast_decode_col(&plan, f, col, kp, (int)l, e[1], s[1], z[1], &m) != 0;
            ck_assert_uint_eq((bad >> l) & 1, (unsigned)b);
            if (b)
                continue;   /* unusable outputs */
            ck_assert_int_eq(emax[l], m);
            for (size_t q = 0; q < kp; q++)
                ck_assert_msg(e[0][q * W + l] == e[1][q * W + l] && s[0][q * W + l] == s[1][q * W + l],
                              "%s %s lane %zu position %zu", rows[ri].arch->name, rows[ri].ins->name,
                              l, q);
            for (size_t t = 0; t < nst; t++)
                ck_assert_int_eq(z[0][t * W + l], z[1][t * W + l]);
        }
        free(raw), free(col);
        for (int t = 0; t < 2; t++)
            free(e[t]), free(s[t]), free(z[t]);
    }
}
END_TEST

/* ---- tf32 rows (fp32 containers) and fp8 rows (bytes) ----------------------- */

/* An fp32 container for a tf32 operand: a random fraction with its unused
 * low 13 bits random too (the decode drops them), an exponent near ebase
 * (spread s), and now and then +-0, a subnormal, a huge value, NaN or Inf. */
static uint32_t tf32_operand(test_rng *r, int ebase, int s)
{
    const uint32_t sign = (uint32_t)test_rng_below(r, 2) << 31;
    const uint32_t frac = (uint32_t)test_rng_below(r, 1u << 23);
    switch (test_rng_below(r, 64)) {
    case 0: return sign;
    case 1: return sign | frac;                                  /* subnormal */
    case 2: return sign | (uint32_t)(250 + test_rng_below(r, 5)) << 23 | frac;
    case 3: return test_rng_below(r, 4) ? sign | 0x7F800000u | (frac & 0x1FFFu) : sign | 0x7F800000u | frac;
    default: break;
    }
    int e = ebase + (int)test_rng_below(r, 2 * (uint64_t)s + 1) - s;
    e = e < 1 ? 1 : e > 254 ? 254 : e;
    return sign | (uint32_t)e << 23 | frac;
}

/* An fp8 pattern: any byte, NaN (and e5m2's Inf) one time in 64 (a row
 * or column holding one takes the definition, which the test should not
 * do everywhere); narrow: exponents within a few binades of 1.  FNUZ: the
 * negative zero is the NaN, every other byte a number.  fp6 / fp4 (one
 * value a byte): any pattern, the byte's unused top bits set now and then
 * (the value's own bits count, as mmaemu_decode reads them). */
static uint32_t fp8_operand(test_rng *r, mmaemu_format f, int narrow)
{
    const int width = mmaemu_format_get(f)->width;
    if (width < 8)   /* fp6 / fp4: every pattern a number; now and then high garbage bits */
        return (uint32_t)test_rng_below(r, 1u << width) |
               (test_rng_below(r, 16) ? 0u : (uint32_t)test_rng_below(r, 4) << 6);
    const int e5 = f == MMAEMU_E5M2 || f == MMAEMU_E5M2FNUZ;
    const int fnuz = f == MMAEMU_E4M3FNUZ || f == MMAEMU_E5M2FNUZ;
    for (;;) {
        uint32_t v = (uint32_t)test_rng_below(r, 256);
        const uint32_t mag = v & 0x7Fu;
        const int special = fnuz ? v == 0x80u : e5 ? mag >= 0x7C : mag == 0x7F;
        if (narrow)
            v = (v & 0x83u) | (uint32_t)((e5 ? 13 : 5) + test_rng_below(r, 5)) << (e5 ? 2 : 3);
        if (!special || narrow || test_rng_below(r, 64) == 0)
            return v & 0xFFu;
    }
}

/* One case of the 32- or 8-bit rows (width) on every path against
 * mmaemu_schedule_eval per element, a sample against MPFR; returns the
 * comparisons. */
static size_t wide_case(const row_ref *row, int width, size_t round, test_rng *r, size_t *mpfr)
{
    const mmaemu_instr *ins = row->ins;
    const mmaemu_format fa = ins->step.a_fmt, fb = ins->step.b_fmt;
    const size_t nb = 1 + round % 2, m = 9 + test_rng_below(r, 24), n = 5 + test_rng_below(r, 40);
    const size_t k = 1 + test_rng_below(r, 4 * (uint64_t)ins->k), nel = nb * m * n;
    const int s = round % 3 == 0 ? 60 : 8, with_c = round % 2;
    mmaemu_schedule sc;
    mmaemu_schedule_init(&sc, ins->name);
    if (round % 4 == 3 && ins->step.acc_fmt == MMAEMU_FP32) {   /* a cast needs fp32 */
        sc.epilogue = MMAEMU_EPI_BF16;
        sc.epilogue_set = 1;
    }
    uint32_t *a = malloc(nb * m * k * 4), *b = malloc(nb * k * n * 4), *c = malloc(nel * 4);
    uint32_t *want = malloc(nel * 4), *d = malloc(nel * 4), *av = malloc(k * 4), *bv = malloc(k * 4);
    uint8_t *a8 = malloc(nb * m * k), *b8 = malloc(nb * k * n);
    ck_assert(a && b && c && want && d && av && bv && a8 && b8);
    for (size_t i = 0; i < nb * m * k; i++) {
        a[i] = width == 32 ? tf32_operand(r, 127, s) : fp8_operand(r, fa, s == 8 && width == 8);
        a8[i] = (uint8_t)a[i];
    }
    for (size_t i = 0; i < nb * k * n; i++) {
        b[i] = width == 32 ? tf32_operand(r, 127, s)
                           : fp8_operand(r, fb, s == 8 && mmaemu_format_get(fb)->width == 8);
        b8[i] = (uint8_t)b[i];
    }
    for (size_t i = 0; i < nel; i++)
        c[i] = gen_acc(r, test_rng_below(r, 8) ? G_NORMAL : G_SPECIALS);
    for (size_t o = 0; o < nel; o++) {
        const size_t bi = o / (m * n), i = o / n % m, j = o % n;
        for (size_t q = 0; q < k; q++) {
            av[q] = a[(bi * m + i) * k + q];
            bv[q] = b[(bi * k + q) * n + j];
        }
        const uint32_t c0 = with_c ? acc_pattern(ins, c[o]) : 0u;
        want[o] = mmaemu_schedule_eval(&sc, ins, av, bv, k, c0);
        if (o % 97 == 0 && sc.epilogue == MMAEMU_EPI_NONE && *mpfr < 400) {
            ck_assert_msg(want[o] == mmaemu_ref_dot(ins, av, bv, k, c0), "%s: mmaemu_dot against MPFR",
                          ins->name);
            ++*mpfr;
        }
    }
    uint16_t *c16;
    mmaemu_mat cm = {acc_data(ins, c, nel, &c16), (ptrdiff_t)(m * n), (ptrdiff_t)n, 1};
    mmaemu_gemm g = {
        .instr = ins, .sched = &sc, .batch = nb, .m = m, .n = n, .k = k,
        .a = {width == 32 ? (void *)a : (void *)a8, (ptrdiff_t)(m * k), (ptrdiff_t)k, 1},
        .b = {width == 32 ? (void *)b : (void *)b8, (ptrdiff_t)(k * n), (ptrdiff_t)n, 1},
        .c = with_c ? &cm : NULL, .d = d,
        .d_sb = (ptrdiff_t)(m * n), .d_si = (ptrdiff_t)n, .d_sj = 1,
    };
    size_t total = 0;
    for (int p = 0; p < NPATHS; p++) {
        if (!mmaemu_gemm_path_available(paths[p]))
            continue;
        setenv("MMAEMU_SIMD", paths[p], 1);
        memset(d, 0xA5, nel * 4);
        char err[256];
        ck_assert_msg(!mmaemu_gemm_run(&g, err, sizeof err), "%s", err);
        for (size_t o = 0; o < nel; o++)
            ck_assert_msg(out_at(&sc, ins, d, o) == want[o],
                          "%s %s [%s x %s] path %s: element %zu (K %zu): got %08x want %08x",
                          row->arch->name, ins->name, mmaemu_format_get(fa)->name,
                          mmaemu_format_get(fb)->name, paths[p], o, k, out_at(&sc, ins, d, o), want[o]);
        total += nel;
    }
    unsetenv("MMAEMU_SIMD");
    free(c16);
    free(a), free(b), free(c), free(want), free(d), free(av), free(bv), free(a8), free(b8);
    return total;
}

/* Every covered tf32 row (sm80 / sm90 mma and wgmma tf32, gfx942 / gfx950
 * xf32), fp8 row (sm89 / sm90 e4m3, e5m2 and mixed, RZ to fp32 or e8m13;
 * gfx942 FNUZ and gfx950 OCP GTR-FDPA; sm100 / sm120 kind::f8f6f4, whose
 * L = 32 terms take the fp64 sum) and fp6 / fp4 row (kind::f8f6f4 with A
 * in e2m3, e3m2, e2m1) on every path against the definition, with and
 * without C, fp32 and bf16 outputs, K from 1 to 4 instructions; a sample
 * against MPFR.  MMAEMU_LONG: >= 1e7 comparisons for each width. */
START_TEST(wide_rows_every_path)
{
    static const int widths[] = {32, 8, 6, 4};
    static const char *const names[] = {"tf32", "fp8", "fp6", "fp4"};
    for (size_t w = 0; w < TEST_N(widths); w++) {
        row_ref rows[128];
        const size_t nrows = covered_rows_w(rows, 128, widths[w]);
        ck_assert_uint_gt(nrows, 0);
        test_rng r = {0x5EED0032u + w};
        const size_t target = test_scale() > 1 ? 10000000 : 60000;
        size_t total = 0, mpfr = 0;
        for (size_t round = 0; total < target; round++)
            for (size_t ri = 0; ri < nrows; ri++)
                total += wide_case(&rows[ri], widths[w], round, &r, &mpfr);
        printf("fastpath: %s: %zu element comparisons over %zu rows, %zu against MPFR\n",
               names[w], total, nrows, mpfr);
    }
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(decode_side_agrees),
        TEST_ONCE(covers_the_common_rows),
        TEST_ONCE(sample_against_mpfr),
        TEST_ONCE(adversarial_rows),
        TEST_ONCE(adversarial_zero_products),
        TEST_ONCE(dcpp_shape_paths_and_threads),
        TEST_ONCE(every_row_every_path),
        TEST_ONCE(fp_environment_ignored),
        TEST_ONCE(output_edges),
        TEST_ONCE(tr_near_bound),
        TEST_ONCE(tr_near64_bound),
        TEST_ONCE(tr_negative_zero_midway),
        TEST_ONCE(element_lane_kernel),
        TEST_ONCE(wide_rows_every_path),
    };
    return TEST_RUN("fastpath", tests);
}
