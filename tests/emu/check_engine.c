/* SPDX-License-Identifier: MIT */
/* check_engine.c -- the fast engine against the MPFR/GMP reference.
 *
 *  - every distinct step configuration of the model registry: random and
 *    edge-biased cases (tests/common/casegen.c), bit for bit;
 *  - hand-built configurations that reach every enum value;
 *  - every fp8 x fp8 product, exhaustively, for the fp8 datapaths;
 *  - the instruction driver: zero padding, and chaining against reference
 *    steps;
 *  - known answers with independent grounds, on both engines.
 *
 * Built twice: tests/emu/check_engine, and tests/emu/check_engine_san (ASan+UBSan,
 * MMAEMU_SANITIZED) with 1/20 of the random cases and the exhaustive fp8
 * pairs against C = 0 only. */
#include <check.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "casegen.h"
#include "testutil.h"

#ifdef MMAEMU_SANITIZED
#define CASE_DIV 20ul
#else
#define CASE_DIV 1ul
#endif

/* Random cases per registry configuration (x test_scale(), / CASE_DIV). */
#define REGISTRY_CASES 100000ul
#define HAND_CASES 100000ul
#define DOT_CASES 1000ul
#define MAX_REPORTS 5

static unsigned long cases(unsigned long base)
{
    unsigned long n = base * test_scale() / CASE_DIV;
    return n ? n : 1;
}

/* ------------------------------------------------------------------ */
/* Printing                                                            */
/* ------------------------------------------------------------------ */

static const char *alg_name(mmaemu_algorithm a)
{
    static const char *const s[] = { "T_FDPA", "TR_FDPA", "GTR_FDPA", "E_FDPA",
                                     "FTZ_ADDMUL", "FMA" };
    return (unsigned)a < 6 ? s[a] : "?";
}

static const char *out_name(mmaemu_out_rounding o)
{
    static const char *const s[] = { "RZ_FP32", "RZ_E8M13", "RNE_FP16", "RNE_FP32" };
    return (unsigned)o < 4 ? s[o] : "?";
}

static const char *fmt_name(mmaemu_format f)
{
    const mmaemu_format_info *i = mmaemu_format_get(f);
    return i && i->name ? i->name : "?";
}

static void print_params(FILE *o, const mmaemu_step_params *p)
{
    fprintf(o, "  alg=%s a=%s b=%s acc=%s L=%d F=%d F2=%d e_zero=%d ezero_rule=%s "
               "out=%s c_entry=%s tr_variant=%s zero_sign=%s ftz_pair=%d nan=0x%08" PRIX32
               " zero_align=%s\n",
            alg_name(p->alg), fmt_name(p->a_fmt), fmt_name(p->b_fmt),
            fmt_name(p->acc_fmt), p->L, p->F, p->F2, p->e_zero,
            p->ezero_rule == MMAEMU_EZERO_TERMS ? "TERMS" : "FLOOR",
            out_name(p->out), p->c_entry == MMAEMU_C_FUSED ? "FUSED" : "IGNORED",
            p->tr_variant == MMAEMU_TR_RENORM_FLOOR ? "RENORM_FLOOR" : "FLOOR_BEFORE",
            p->zero_sign == MMAEMU_ZERO_POSITIVE ? "POSITIVE" : "IEEE",
            p->ftz_pair, p->nan_bits, p->zero_align == MMAEMU_ZALIGN_M126 ? "M126" : "SKIP");
}

static void print_case(FILE *o, const char *what, const mmaemu_step_params *p,
                       const uint32_t *a, const uint32_t *b, int n, uint32_t c,
                       uint32_t fast, uint32_t ref)
{
    fprintf(o, "MISMATCH %s\n", what);
    print_params(o, p);
    fprintf(o, "  n=%d\n  a:", n);
    for (int i = 0; i < n; i++)
        fprintf(o, " %0*" PRIX32, (mmaemu_format_get(p->a_fmt)->width + 3) / 4, a[i]);
    fprintf(o, "\n  b:");
    for (int i = 0; i < n; i++)
        fprintf(o, " %0*" PRIX32, (mmaemu_format_get(p->b_fmt)->width + 3) / 4, b[i]);
    fprintf(o, "\n  c: %08" PRIX32 "  fast: %08" PRIX32 "  ref: %08" PRIX32 "\n",
            c, fast, ref);
}

/* Both engines on one case; prints and returns 1 on a mismatch (reports
 * counts how many were printed). */
static int one_case(const char *what, const mmaemu_step_params *p,
                    const uint32_t *a, const uint32_t *b, int n, uint32_t c,
                    int *reports)
{
    const uint32_t f = mmaemu_step(p, a, b, n, c);
    const uint32_t r = mmaemu_ref_step(p, a, b, n, c);
    if (f == r)
        return 0;
    if (*reports < MAX_REPORTS)
        print_case(stderr, what, p, a, b, n, c, f, r);
    ++*reports;
    return 1;
}

/* ------------------------------------------------------------------ */
/* Configurations                                                      */
/* ------------------------------------------------------------------ */

static int same_params(const mmaemu_step_params *x, const mmaemu_step_params *y)
{
    return x->alg == y->alg && x->a_fmt == y->a_fmt && x->b_fmt == y->b_fmt
           && x->acc_fmt == y->acc_fmt && x->L == y->L && x->F == y->F
           && x->F2 == y->F2 && x->e_zero == y->e_zero
           && x->ezero_rule == y->ezero_rule && x->out == y->out
           && x->c_entry == y->c_entry && x->tr_variant == y->tr_variant
           && x->zero_sign == y->zero_sign && x->ftz_pair == y->ftz_pair
           && x->nan_bits == y->nan_bits && x->zero_align == y->zero_align;
}

#define MAX_CONFIGS 512

typedef struct config {
    mmaemu_step_params p;
    char name[96];   /* first registry row that uses it */
} config;

static config reg_cfg[MAX_CONFIGS];
static int n_reg_cfg;

/* The integer and block-scaled rows are tests/emu/check_blocks.c's (with
 * their scales and operand generators); mixed fp8/fp6/fp4 rows are here. */
static int for_check_blocks(const mmaemu_step_params *p)
{
    return p->alg == MMAEMU_ALG_INT || p->alg == MMAEMU_ALG_GST_FDPA || p->alg == MMAEMU_ALG_BSW ||
           mmaemu_params_scaled(p);
}

static void collect_registry(void)
{
    for (size_t i = 0; i < mmaemu_arch_count(); i++) {
        const mmaemu_arch *ar = mmaemu_arch_at(i);
        for (size_t j = 0; j < ar->n_instrs; j++) {
            const mmaemu_step_params *p = &ar->instrs[j].step;
            int k;
            if (for_check_blocks(p))
                continue;
            for (k = 0; k < n_reg_cfg; k++)
                if (same_params(&reg_cfg[k].p, p))
                    break;
            if (k < n_reg_cfg || n_reg_cfg == MAX_CONFIGS)
                continue;
            reg_cfg[n_reg_cfg].p = *p;
            snprintf(reg_cfg[n_reg_cfg].name, sizeof reg_cfg[0].name,
                     "%s %s %s->%s%s%s", ar->name, ar->instrs[j].name,
                     fmt_name(p->a_fmt), fmt_name(p->acc_fmt),
                     ar->instrs[j].variant ? " variant " : "",
                     ar->instrs[j].variant ? ar->instrs[j].variant : "");
            n_reg_cfg++;
        }
    }
}

static mmaemu_step_params base_params(mmaemu_algorithm alg, mmaemu_format in,
                                      mmaemu_format acc, int L)
{
    mmaemu_step_params p;
    memset(&p, 0, sizeof p);
    p.alg = alg;
    p.a_fmt = p.b_fmt = in;
    p.acc_fmt = acc;
    p.L = L;
    p.F = 24;
    p.F2 = 31;
    p.e_zero = -132;
    p.ezero_rule = MMAEMU_EZERO_TERMS;
    p.out = acc == MMAEMU_FP16 ? MMAEMU_OUT_RNE_FP16 : MMAEMU_OUT_RZ_FP32;
    p.c_entry = MMAEMU_C_FUSED;
    p.tr_variant = MMAEMU_TR_RENORM_FLOOR;
    p.zero_sign = MMAEMU_ZERO_POSITIVE;
    p.ftz_pair = 4;
    p.nan_bits = acc == MMAEMU_FP16 ? 0x7FFFu : 0x7FFFFFFFu;
    return p;
}

static mmaemu_step_params tfdpa(mmaemu_format in, mmaemu_format acc, int L,
                                int F, int ez, mmaemu_out_rounding out)
{
    mmaemu_step_params p = base_params(MMAEMU_ALG_T_FDPA, in, acc, L);
    p.F = F;
    p.e_zero = ez;
    p.out = out;
    return p;
}

static mmaemu_step_params amd(mmaemu_algorithm alg, mmaemu_format in, int L)
{
    mmaemu_step_params p = base_params(alg, in, MMAEMU_FP32, L);
    p.out = MMAEMU_OUT_RNE_FP32;
    p.zero_sign = MMAEMU_ZERO_IEEE;
    p.F = alg == MMAEMU_ALG_TR_FDPA || alg == MMAEMU_ALG_GTR_FDPA ? 24 : 0;
    p.F2 = p.F ? 31 : 0;
    p.e_zero = 0;
    p.ftz_pair = alg == MMAEMU_ALG_FTZ_ADDMUL ? L : 0;
    if (alg == MMAEMU_ALG_FTZ_ADDMUL || alg == MMAEMU_ALG_FMA)
        p.nan_bits = 0x7FC00000u;
    return p;
}

/* Configurations outside the registry: every enum value at least once. */
static config hand_cfg[64];
static int n_hand_cfg;

static void add_hand(const char *name, mmaemu_step_params p)
{
    hand_cfg[n_hand_cfg].p = p;
    snprintf(hand_cfg[n_hand_cfg].name, sizeof hand_cfg[0].name, "%s", name);
    n_hand_cfg++;
}

/* p with one field changed: each case below is one expression. */
static mmaemu_step_params with_b(mmaemu_step_params p, mmaemu_format f) { p.b_fmt = f; return p; }
static mmaemu_step_params with_rule(mmaemu_step_params p, mmaemu_ezero_rule r) { p.ezero_rule = r; return p; }
static mmaemu_step_params with_zero(mmaemu_step_params p, mmaemu_zero_sign z) { p.zero_sign = z; return p; }
static mmaemu_step_params with_c(mmaemu_step_params p, mmaemu_c_entry c) { p.c_entry = c; return p; }
static mmaemu_step_params with_tr(mmaemu_step_params p, mmaemu_tr_variant v) { p.tr_variant = v; return p; }
static mmaemu_step_params with_pair(mmaemu_step_params p, int n) { p.ftz_pair = n; return p; }
static mmaemu_step_params with_nan(mmaemu_step_params p, uint32_t bits) { p.nan_bits = bits; return p; }

static void collect_hand(void)
{
    add_hand("T bf16 L4 F23 RZ_FP32",
             tfdpa(MMAEMU_BF16, MMAEMU_FP32, 4, 23, -131, MMAEMU_OUT_RZ_FP32));
    add_hand("T fp16->fp16 L8 FLOOR -20",
             with_rule(tfdpa(MMAEMU_FP16, MMAEMU_FP16, 8, 24, -20, MMAEMU_OUT_RNE_FP16),
                       MMAEMU_EZERO_FLOOR));
    add_hand("T fp16->fp16 L16 zero IEEE",
             with_zero(tfdpa(MMAEMU_FP16, MMAEMU_FP16, 16, 25, -22, MMAEMU_OUT_RNE_FP16),
                       MMAEMU_ZERO_IEEE));
    add_hand("T e4m3 x e5m2 L32 F13 RZ_E8M13",
             with_b(tfdpa(MMAEMU_E4M3, MMAEMU_FP32, 32, 13, -133, MMAEMU_OUT_RZ_E8M13),
                    MMAEMU_E5M2));
    add_hand("T tf32 L4 RNE_FP32",
             tfdpa(MMAEMU_TF32, MMAEMU_FP32, 4, 24, -132, MMAEMU_OUT_RNE_FP32));
    add_hand("T fp16 L8 C IGNORED",
             with_c(tfdpa(MMAEMU_FP16, MMAEMU_FP32, 8, 24, -132, MMAEMU_OUT_RZ_FP32),
                    MMAEMU_C_IGNORED));
    /* With C fused, TERMS and FLOOR differ only without C: every non-zero
     * C lies above any e_zero in use.  So compare them with C ignored and
     * e_zero inside the range of products that reach fp32 subnormals. */
    add_hand("T bf16 L4 C IGNORED TERMS -120",
             with_c(tfdpa(MMAEMU_BF16, MMAEMU_FP32, 4, 24, -120, MMAEMU_OUT_RZ_FP32),
                    MMAEMU_C_IGNORED));
    add_hand("T bf16 L4 C IGNORED FLOOR -120",
             with_rule(with_c(tfdpa(MMAEMU_BF16, MMAEMU_FP32, 4, 24, -120, MMAEMU_OUT_RZ_FP32),
                              MMAEMU_C_IGNORED), MMAEMU_EZERO_FLOOR));
    add_hand("T bf16 L16 FLOOR zero IEEE",
             with_zero(with_rule(tfdpa(MMAEMU_BF16, MMAEMU_FP32, 16, 25, -133, MMAEMU_OUT_RZ_FP32),
                                 MMAEMU_EZERO_FLOOR), MMAEMU_ZERO_IEEE));
    add_hand("T bf16 L8 old MMA-Sim e_zero -126",
             tfdpa(MMAEMU_BF16, MMAEMU_FP32, 8, 24, -126, MMAEMU_OUT_RZ_FP32));
    add_hand("T e5m2fnuz x e4m3fnuz -> fp16",
             with_b(tfdpa(MMAEMU_E5M2FNUZ, MMAEMU_FP16, 16, 13, -21, MMAEMU_OUT_RNE_FP16),
                    MMAEMU_E4M3FNUZ));
    add_hand("TR bf16 L8 zero POSITIVE",
             with_zero(amd(MMAEMU_ALG_TR_FDPA, MMAEMU_BF16, 8), MMAEMU_ZERO_POSITIVE));
    add_hand("TR fp16 L16 FLOOR_BEFORE",
             with_tr(amd(MMAEMU_ALG_TR_FDPA, MMAEMU_FP16, 16), MMAEMU_TR_FLOOR_BEFORE));
    add_hand("TR e5m2 L8", amd(MMAEMU_ALG_TR_FDPA, MMAEMU_E5M2, 8));
    add_hand("GTR e4m3fnuz x e5m2fnuz",
             with_b(amd(MMAEMU_ALG_GTR_FDPA, MMAEMU_E4M3FNUZ, 16), MMAEMU_E5M2FNUZ));
    add_hand("GTR bf16 FLOOR_BEFORE",
             with_tr(amd(MMAEMU_ALG_GTR_FDPA, MMAEMU_BF16, 16), MMAEMU_TR_FLOOR_BEFORE));
    add_hand("E tf32 L4", amd(MMAEMU_ALG_E_FDPA, MMAEMU_TF32, 4));
    add_hand("E e4m3 L8 zero POSITIVE",
             with_zero(amd(MMAEMU_ALG_E_FDPA, MMAEMU_E4M3, 8), MMAEMU_ZERO_POSITIVE));
    add_hand("FTZ bf16 L8 P2", with_pair(amd(MMAEMU_ALG_FTZ_ADDMUL, MMAEMU_BF16, 8), 2));
    add_hand("FTZ fp16 L8 P4", with_pair(amd(MMAEMU_ALG_FTZ_ADDMUL, MMAEMU_FP16, 8), 4));
    add_hand("FTZ fp16 L4 P2", with_pair(amd(MMAEMU_ALG_FTZ_ADDMUL, MMAEMU_FP16, 4), 2));
    add_hand("FMA fp32 L4", amd(MMAEMU_ALG_FMA, MMAEMU_FP32, 4));
    add_hand("FMA tf32 L2", with_nan(amd(MMAEMU_ALG_FMA, MMAEMU_TF32, 2), 0x7FFFFFFFu));
    add_hand("FMA bf16 L3", amd(MMAEMU_ALG_FMA, MMAEMU_BF16, 3));
}

/* ------------------------------------------------------------------ */
/* Random comparison                                                   */
/* ------------------------------------------------------------------ */

static unsigned long run_random(const config *cf, unsigned long count,
                                uint64_t seed)
{
    uint32_t a[CASEGEN_MAX_L], b[CASEGEN_MAX_L], c;
    unsigned long bad = 0, per_kind[CG_KIND_COUNT] = { 0 };
    int n, reports = 0;
    test_rng r = { seed };
    char what[160];

    ck_assert_int_le(cf->p.L, CASEGEN_MAX_L);
    for (unsigned long i = 0; i < count; i++) {
        const casegen_kind k = casegen_fill(&r, &cf->p, a, b, &n, &c);
        snprintf(what, sizeof what, "%s (case %lu, kind %s)", cf->name, i,
                 casegen_kind_name(k));
        if (one_case(what, &cf->p, a, b, n, c, &reports)) {
            bad++;
            per_kind[k]++;
        }
    }
    if (bad) {
        fprintf(stderr, "%s: %lu of %lu cases differ; by kind:", cf->name, bad, count);
        for (int k = 0; k < CG_KIND_COUNT; k++)
            if (per_kind[k])
                fprintf(stderr, " %s %lu", casegen_kind_name((casegen_kind)k), per_kind[k]);
        fprintf(stderr, "\n");
    }
    return bad;
}

START_TEST(test_registry_random)
{
    const config *cf = &reg_cfg[_i];
    const char *why = mmaemu_params_check(&cf->p);
    ck_assert_msg(why == NULL, "%s: registry row rejected: %s", cf->name, why);
    /* the 48 mixed or fp6/fp4 kind::f8f6f4 rows are one datapath with
     * other decoders (exhaustively checked in check_formats): 1/10 each */
    const int narrow = cf->p.a_fmt != cf->p.b_fmt || cf->p.a_fmt >= MMAEMU_E2M1;
    const unsigned long bad = run_random(cf, cases(narrow ? REGISTRY_CASES / 10 : REGISTRY_CASES),
                                         0x5EED0000ull + (uint64_t)_i * 7919u);
    ck_assert_msg(bad == 0, "%s: %lu mismatches", cf->name, bad);
}
END_TEST

START_TEST(test_hand_random)
{
    const config *cf = &hand_cfg[_i];
    const char *why = mmaemu_params_check(&cf->p);
    ck_assert_msg(why == NULL, "%s: rejected by mmaemu_params_check: %s",
                  cf->name, why);
    const unsigned long bad = run_random(cf, cases(HAND_CASES),
                                         0xA11D0000ull + (uint64_t)_i * 104729u);
    ck_assert_msg(bad == 0, "%s: %lu mismatches", cf->name, bad);
}
END_TEST

/* The generators' coverage does not depend on one kind being drawn: run a
 * few of every kind on a configuration of each algorithm. */
START_TEST(test_every_kind)
{
    uint32_t a[CASEGEN_MAX_L], b[CASEGEN_MAX_L], c;
    int n, reports = 0;
    unsigned long bad = 0;
    test_rng r = { 0xC0FFEEull };
    char what[96];
    for (int h = 0; h < n_hand_cfg; h++)
        for (int k = 0; k < CG_KIND_COUNT; k++)
            for (unsigned long i = 0; i < cases(200); i++) {
                casegen_fill_kind(&r, (casegen_kind)k, &hand_cfg[h].p, a, b, &n, &c);
                snprintf(what, sizeof what, "%s (kind %s)", hand_cfg[h].name,
                         casegen_kind_name((casegen_kind)k));
                bad += (unsigned long)one_case(what, &hand_cfg[h].p, a, b, n, c, &reports);
            }
    ck_assert_msg(bad == 0, "%lu mismatches", bad);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Exhaustive fp8 x fp8                                                */
/* ------------------------------------------------------------------ */

static const mmaemu_format fp8_formats[] = {
    MMAEMU_E4M3, MMAEMU_E5M2, MMAEMU_E4M3FNUZ, MMAEMU_E5M2FNUZ
};

/* 0, 1.0, -(0.5 - 2^-25) (the F-discriminating C), just above the smallest
 * normal (tiny products against it), -256 (cancels the large products). */
static const uint32_t fp8_cs[] = {
    0x00000000u, 0x3F800000u, 0xBEFFFFFFu, 0x00800001u, 0xC3800000u
};

static mmaemu_step_params fp8_config(int which, mmaemu_format f)
{
    mmaemu_step_params p;
    switch (which) {
    case 0:   /* Ada/Hopper fp8: F = 13, RZ to e8m13 */
        p = tfdpa(f, MMAEMU_FP32, 32, 13, -133, MMAEMU_OUT_RZ_E8M13);
        break;
    case 1:   /* Blackwell fp8: F = 25, RZ to fp32 */
        p = tfdpa(f, MMAEMU_FP32, 32, 25, -133, MMAEMU_OUT_RZ_FP32);
        break;
    case 2:   /* CDNA3 fp8 */
        p = amd(MMAEMU_ALG_GTR_FDPA, f, 16);
        break;
    default:  /* CDNA3, the first MMA-Sim version */
        p = amd(MMAEMU_ALG_GTR_FDPA, f, 16);
        p.tr_variant = MMAEMU_TR_FLOOR_BEFORE;
        break;
    }
    return p;
}

#define N_FP8_CONFIGS 4

START_TEST(test_fp8_exhaustive)
{
    const mmaemu_format f = fp8_formats[_i / N_FP8_CONFIGS];
    const mmaemu_step_params p = fp8_config(_i % N_FP8_CONFIGS, f);
#ifdef MMAEMU_SANITIZED
    const int n_cs = 1;   /* all pairs still, but only C = 0 */
#else
    const int n_cs = (int)(sizeof fp8_cs / sizeof fp8_cs[0]);
#endif
    unsigned long bad = 0;
    int reports = 0;
    char what[64];
    snprintf(what, sizeof what, "fp8 exhaustive %s config %d", fmt_name(f),
             (int)(_i % N_FP8_CONFIGS));
    ck_assert_msg(mmaemu_params_check(&p) == NULL, "%s: rejected: %s", what,
                  mmaemu_params_check(&p));
    for (uint32_t x = 0; x < 256; x++)
        for (uint32_t y = 0; y < 256; y++) {
            /* n = 1 (product 0); and, for GTR, product 1 (the odd half). */
            uint32_t a[2] = { x, 0 }, b[2] = { y, 0 }, a1[2] = { 0, x }, b1[2] = { 0, y };
            for (int k = 0; k < n_cs; k++) {
                bad += (unsigned long)one_case(what, &p, a, b, 1, fp8_cs[k], &reports);
                if (p.alg == MMAEMU_ALG_GTR_FDPA && k < 2)
                    bad += (unsigned long)one_case(what, &p, a1, b1, 2, fp8_cs[k], &reports);
            }
        }
    ck_assert_msg(bad == 0, "%s: %lu mismatches", what, bad);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The instruction driver                                              */
/* ------------------------------------------------------------------ */

typedef struct instr_ref {
    const mmaemu_arch *arch;
    const mmaemu_instr *ins;
} instr_ref;

#define MAX_INSTRS 1024
static instr_ref all_instrs[MAX_INSTRS];
static int n_instrs;

static void collect_instrs(void)
{
    for (size_t i = 0; i < mmaemu_arch_count(); i++) {
        const mmaemu_arch *ar = mmaemu_arch_at(i);
        for (size_t j = 0; j < ar->n_instrs && n_instrs < MAX_INSTRS; j++) {
            if (for_check_blocks(&ar->instrs[j].step))
                continue;
            all_instrs[n_instrs].arch = ar;
            all_instrs[n_instrs].ins = &ar->instrs[j];
            n_instrs++;
        }
    }
}

#define DOT_MAX (4 * CASEGEN_MAX_L)

/* K random values: whole steps of casegen cases (their C dropped), so the
 * edge-biased kinds reach the driver too. */
static size_t fill_dot(test_rng *r, const mmaemu_instr *ins, uint32_t *a,
                       uint32_t *b, uint32_t *c)
{
    const int L = ins->step.L;
    const size_t K = 1 + (size_t)test_rng_below(r, (uint64_t)(3 * ins->k));
    int n;
    uint32_t cc;
    *c = 0;
    for (size_t i = 0; i < K; i += (size_t)L) {
        casegen_fill(r, &ins->step, a + i, b + i, &n, &cc);
        for (int j = n; j < L; j++)
            a[i + (size_t)j] = b[i + (size_t)j] = 0;   /* honour short steps */
        if (i == 0)
            *c = cc;
    }
    return K;
}

/* design.md 4 and the mmaemu_instr fields, written out again with reference
 * steps: K (a multiple of k, zero-padded by the caller) runs as whole
 * instructions.  Plain instructions are steps of L consecutive products
 * with C chained.  widen_fp16: operands are first converted exactly to fp16
 * and the steps see fp16; k_interleave g: step s takes the products i with
 * (i/g) mod (k/L) = s, in ascending i; k_interleave -1: the upper K half
 * first, step s takes the block (s + k/L/2) mod (k/L) of L; c_after: the steps chain from +0 and
 * C is added last by one IEEE RNE add in the accumulator format (here an
 * E-FDPA reference step with one product s * 1). */
static uint32_t ref_chain(const mmaemu_instr *ins, const uint32_t *a,
                          const uint32_t *b, size_t K, uint32_t c)
{
    const int k = ins->k, L = ins->step.L, nsteps = k / L;
    mmaemu_step_params p = ins->step;
    uint32_t sa[CASEGEN_MAX_L], sb[CASEGEN_MAX_L];

    if (ins->widen_fp16)
        p.a_fmt = p.b_fmt = MMAEMU_FP16;
    for (size_t base = 0; base < K; base += (size_t)k) {
        uint32_t acc = ins->c_after ? 0u : c;
        for (int s = 0; s < nsteps; s++) {
            int m = 0;
            for (int i = 0; i < k; i++) {
                const int owner = ins->k_interleave > 0 ? (i / ins->k_interleave) % nsteps
                                  : ins->k_interleave < 0 ? (i / L + nsteps / 2) % nsteps
                                                          : i / L;
                if (owner != s)
                    continue;
                sa[m] = a[base + (size_t)i];
                sb[m] = b[base + (size_t)i];
                if (ins->widen_fp16) {
                    sa[m] = casegen_to_fp16(ins->step.a_fmt, sa[m]);
                    sb[m] = casegen_to_fp16(ins->step.b_fmt, sb[m]);
                }
                m++;
            }
            ck_assert_int_eq(m, L);
            acc = mmaemu_ref_step(&p, sa, sb, L, acc);
        }
        if (ins->c_after) {
            const int fp16 = p.acc_fmt == MMAEMU_FP16;
            mmaemu_step_params add = base_params(MMAEMU_ALG_E_FDPA, p.acc_fmt,
                                                 p.acc_fmt, 1);
            add.out = fp16 ? MMAEMU_OUT_RNE_FP16 : MMAEMU_OUT_RNE_FP32;
            add.zero_sign = MMAEMU_ZERO_IEEE;
            add.nan_bits = p.nan_bits;
            const uint32_t one = fp16 ? 0x3C00u : 0x3F800000u;
            acc = mmaemu_ref_step(&add, &acc, &one, 1, c);
        }
        c = acc;
    }
    return c;
}

/* mmaemu_dot on K values = mmaemu_dot on the same values with zeros appended
 * to the next multiple of k; and = the reference steps chained by hand
 * (design.md 4: zero-pad, whole instructions, C chained). */
static unsigned long dot_cases(const char *arch, const mmaemu_instr *ins,
                               uint64_t seed)
{
    uint32_t a[DOT_MAX + CASEGEN_MAX_L], b[DOT_MAX + CASEGEN_MAX_L], c;
    unsigned long bad = 0;
    test_rng r = { seed };

    ck_assert_int_le(3 * ins->k, DOT_MAX);
    ck_assert_int_eq(ins->k % ins->step.L, 0);
    for (unsigned long it = 0; it < cases(DOT_CASES); it++) {
        const size_t K = fill_dot(&r, ins, a, b, &c);
        const size_t Kp = (K + (size_t)ins->k - 1) / (size_t)ins->k * (size_t)ins->k;
        for (size_t i = K; i < Kp; i++)
            a[i] = b[i] = 0;
        const uint32_t d = mmaemu_dot(ins, a, b, K, c);
        const uint32_t dp = mmaemu_dot(ins, a, b, Kp, c);
        const uint32_t ref = ref_chain(ins, a, b, Kp, c);
        const uint32_t rd = mmaemu_ref_dot(ins, a, b, K, c);
        if (d == dp && d == ref && rd == ref)
            continue;
        if (bad < MAX_REPORTS) {
            fprintf(stderr, "DOT MISMATCH %s %s (%s->%s%s%s) K=%zu Kpad=%zu\n",
                    arch, ins->name, fmt_name(ins->step.a_fmt),
                    fmt_name(ins->step.acc_fmt), ins->variant ? " " : "",
                    ins->variant ? ins->variant : "", K, Kp);
            print_params(stderr, &ins->step);
            fprintf(stderr, "  widen_fp16=%d k_interleave=%d c_after=%d\n  a:",
                    ins->widen_fp16, ins->k_interleave, ins->c_after);
            for (size_t i = 0; i < K; i++)
                fprintf(stderr, " %" PRIX32, a[i]);
            fprintf(stderr, "\n  b:");
            for (size_t i = 0; i < K; i++)
                fprintf(stderr, " %" PRIX32, b[i]);
            fprintf(stderr, "\n  c: %08" PRIX32 "  dot(K): %08" PRIX32
                    "  dot(Kpad): %08" PRIX32 "  ref steps: %08" PRIX32
                    "  ref_dot(K): %08" PRIX32 "\n", c, d, dp, ref, rd);
        }
        bad++;
    }
    return bad;
}

START_TEST(test_dot_padding)
{
    const instr_ref *ir = &all_instrs[_i];
    const unsigned long bad = dot_cases(ir->arch->name, ir->ins,
                                        0xD07ull + (uint64_t)_i * 31337u);
    ck_assert_msg(bad == 0, "%s %s: %lu driver mismatches", ir->arch->name,
                  ir->ins->name, bad);
}
END_TEST

/* Instructions composed of steps in other ways than consecutive runs
 * (mmaemu_instr's widen_fp16, k_interleave, c_after), whether or not the
 * registry uses them yet. */
START_TEST(test_dot_composed)
{
    mmaemu_instr ins;
    memset(&ins, 0, sizeof ins);
    ins.name = "hand.composed";
    ins.k = 32;
    switch (_i) {
    case 0:   /* fp8 widened to fp16, two interleaved steps, C last */
        ins.step = tfdpa(MMAEMU_E4M3, MMAEMU_FP32, 16, 13, -133, MMAEMU_OUT_RZ_E8M13);
        ins.widen_fp16 = 1;
        ins.k_interleave = 8;
        ins.c_after = 1;
        break;
    case 1:
        ins.step = tfdpa(MMAEMU_E5M2, MMAEMU_FP16, 16, 13, -22, MMAEMU_OUT_RNE_FP16);
        ins.widen_fp16 = 1;
        ins.c_after = 1;
        break;
    case 2:
        ins.step = tfdpa(MMAEMU_BF16, MMAEMU_FP32, 8, 24, -132, MMAEMU_OUT_RZ_FP32);
        ins.k_interleave = 2;
        break;
    default:
        ins.step = amd(MMAEMU_ALG_TR_FDPA, MMAEMU_FP16, 8);
        ins.k_interleave = 4;
        ins.c_after = 1;
        break;
    }
    ck_assert_msg(mmaemu_params_check(&ins.step) == NULL, "rejected: %s",
                  mmaemu_params_check(&ins.step));
    const unsigned long bad = dot_cases("hand", &ins, 0xC0DEull + (uint64_t)_i);
    ck_assert_msg(bad == 0, "composed instruction %d: %lu driver mismatches",
                  _i, bad);
    if (_i == 0) {
        /* Widening is visible: e4m3 2^-9 (subnormal, alignment exponent -6)
         * times 2^8 is 2^-1 with e = 2 as e4m3 but e = -1 as fp16; with
         * F = 13 the other product 2^-6 * 2^-6 = 2^-12 lies below the 2^-11
         * grid of E = 2 but on the 2^-14 grid of E = -1.  Widened:
         * 2^-1 + 2^-12 = 0x3F001000 (not widened it would be 0x3F000000). */
        uint32_t a[32] = { 0x01, 0x08 }, b[32] = { 0x78, 0x08 };
        const uint32_t want = 0x3F001000u;
        ck_assert_uint_eq(ref_chain(&ins, a, b, 32, 0), want);
        ck_assert_uint_eq(mmaemu_ref_dot(&ins, a, b, 2, 0), want);
        ck_assert_uint_eq(mmaemu_dot(&ins, a, b, 2, 0), want);
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* Known answers                                                       */
/* ------------------------------------------------------------------ */

static void both(const char *what, const mmaemu_step_params *p,
                 const uint32_t *a, const uint32_t *b, int n, uint32_t c,
                 uint32_t want)
{
    const uint32_t f = mmaemu_step(p, a, b, n, c);
    const uint32_t r = mmaemu_ref_step(p, a, b, n, c);
    if (f != want || r != want) {
        print_case(stderr, what, p, a, b, n, c, f, r);
        fprintf(stderr, "  expected: %08" PRIX32 "\n", want);
    }
    ck_assert_msg(r == want, "%s: reference %08" PRIX32 ", expected %08" PRIX32,
                  what, r, want);
    ck_assert_msg(f == want, "%s: fast engine %08" PRIX32 ", expected %08" PRIX32,
                  what, f, want);
}

/* Known answers on the fp32 T-FDPA datapath of each NVIDIA generation: F = 23 (Volta), 24 (Turing
 * to Ada), 25 (Hopper on), e_zero = -108 - F, L products per step, RZ.
 *
 * nvidia-tensor-cores.md 1: one product 1.0 and c = -(0.5 - 2^-25)
 * (0xBEFFFFFF); E = 0 and C is truncated to F bits below 2^0 first.  The
 * F = 24 value is also the expectation of the "Xinyi test" in
 * pyxis-roc/tensor_core_semantics smt/fp_add.py.
 *
 * MMA-Sim paper v2, Table 8 (nvidia-tensor-cores.md 1): fp16
 * a = [-2^13, -0.5, -0.25, -0.125], b = [2^10, 1, 1, 1], c = 2^23; the
 * exact result is -0.875.  Volta 0, Ampere -0.5, Hopper -0.75. */
static const struct {
    const char *what;
    mmaemu_format in;
    int L, F, n;
    uint32_t a[4], b[4], c, want;
} nv_known[] = {
    {"F=23 (Volta)", MMAEMU_BF16, 8, 23, 1, {0x3F80}, {0x3F80}, 0xBEFFFFFFu, 0x3F000002u},   /* bf16 1.0 */
    {"F=24 (Turing..Ada)", MMAEMU_BF16, 8, 24, 1, {0x3F80}, {0x3F80}, 0xBEFFFFFFu, 0x3F000001u},
    {"F=25 (Hopper)", MMAEMU_BF16, 16, 25, 1, {0x3F80}, {0x3F80}, 0xBEFFFFFFu, 0x3F000000u},
    {"Table 8 Volta", MMAEMU_FP16, 4, 23, 4, {0xF000, 0xB800, 0xB400, 0xB000},
     {0x6400, 0x3C00, 0x3C00, 0x3C00}, 0x4B000000u, 0x00000000u},
    {"Table 8 Ampere", MMAEMU_FP16, 8, 24, 4, {0xF000, 0xB800, 0xB400, 0xB000},
     {0x6400, 0x3C00, 0x3C00, 0x3C00}, 0x4B000000u, 0xBF000000u},
    {"Table 8 Hopper", MMAEMU_FP16, 16, 25, 4, {0xF000, 0xB800, 0xB400, 0xB000},
     {0x6400, 0x3C00, 0x3C00, 0x3C00}, 0x4B000000u, 0xBF400000u},
};

START_TEST(test_known_nvidia_fp32)
{
    const int F = nv_known[_i].F;
    mmaemu_step_params p = tfdpa(nv_known[_i].in, MMAEMU_FP32, nv_known[_i].L, F, -108 - F,
                                 MMAEMU_OUT_RZ_FP32);
    both(nv_known[_i].what, &p, nv_known[_i].a, nv_known[_i].b, nv_known[_i].n, nv_known[_i].c,
         nv_known[_i].want);
}
END_TEST

/* MMA-Sim hardware tests (nvidia-tensor-cores.md 5.7): all -0 inputs with
 * C = -0 give +0 on every NVIDIA arch.  With the IEEE zero-sign rule the
 * same step gives -0 (design.md 3.2 step 6), and +0 once one term is +0. */
START_TEST(test_known_negative_zero)
{
    uint32_t a[16], b[16];
    for (int i = 0; i < 16; i++) {
        a[i] = 0x8000;   /* fp16 -0 */
        b[i] = 0x3C00;
    }
    mmaemu_step_params p = tfdpa(MMAEMU_FP16, MMAEMU_FP32, 16, 25, -133, MMAEMU_OUT_RZ_FP32);
    both("all -0, T-FDPA", &p, a, b, 16, 0x80000000u, 0x00000000u);
    p = tfdpa(MMAEMU_FP16, MMAEMU_FP16, 8, 24, -21, MMAEMU_OUT_RNE_FP16);
    both("all -0, T-FDPA fp16", &p, a, b, 8, 0x8000u, 0x0000u);
    p = tfdpa(MMAEMU_FP16, MMAEMU_FP32, 16, 25, -133, MMAEMU_OUT_RZ_FP32);
    p.zero_sign = MMAEMU_ZERO_IEEE;
    both("all -0, IEEE zero sign", &p, a, b, 16, 0x80000000u, 0x80000000u);
    both("all -0 but C = +0, IEEE", &p, a, b, 16, 0x00000000u, 0x00000000u);
    p = amd(MMAEMU_ALG_TR_FDPA, MMAEMU_FP16, 8);
    both("all -0, TR-FDPA", &p, a, b, 8, 0x80000000u, 0x80000000u);
}
END_TEST

/* nvidia-tensor-cores.md 5.2 (computed there by hand): zero terms' exponent.
 * A100 fp16 -> fp16, a = [2^-13, 2^-23], b = [2^-12, 2^-22], C = +0:
 * products 2^-25 and 2^-45; floor -20 gives +0 (2^-25 ties to even),
 * e_zero -21 keeps 2^-45 and gives 2^-24.  A100 bf16, a = b = [2^-76] x 8,
 * C = +0: e_zero -132 gives 2^-149, the old MMA-Sim -126 gives +0. */
START_TEST(test_known_ezero)
{
    const uint32_t a[2] = { 0x0800, 0x0002 }, b[2] = { 0x0C00, 0x0004 };
    mmaemu_step_params p = tfdpa(MMAEMU_FP16, MMAEMU_FP16, 8, 24, -20, MMAEMU_OUT_RNE_FP16);
    p.ezero_rule = MMAEMU_EZERO_FLOOR;
    both("fp16 floor -20", &p, a, b, 2, 0x0000u, 0x0000u);
    p = tfdpa(MMAEMU_FP16, MMAEMU_FP16, 8, 24, -21, MMAEMU_OUT_RNE_FP16);
    both("fp16 e_zero -21", &p, a, b, 2, 0x0000u, 0x0001u);

    uint32_t a8[8], b8[8];
    for (int i = 0; i < 8; i++)
        a8[i] = b8[i] = (uint32_t)(-76 + 127) << 7;   /* bf16 2^-76 */
    p = tfdpa(MMAEMU_BF16, MMAEMU_FP32, 8, 24, -132, MMAEMU_OUT_RZ_FP32);
    both("bf16 8 x 2^-152, e_zero -132", &p, a8, b8, 8, 0, 0x00000001u);
    p.e_zero = -126;
    both("bf16 8 x 2^-152, e_zero -126", &p, a8, b8, 8, 0, 0x00000000u);
}
END_TEST

/* nvidia-tensor-cores.md 5.3, Valpey et al.'s "Proper RTZ" case
 * 2^36 + (-4096): RZ of the exact sum is 0x517FFFFF, but with F = 23 the
 * term -4096 lies below the 2^13 grid of E = 36 and vanishes.  5.6: the
 * sum in [FLT_MAX, 2^128) gives FLT_MAX, at or above 2^128 Inf (MMA-Sim
 * hardware tests).  3.1: NaN, Inf * 0, Inf - Inf. */
START_TEST(test_known_rz_overflow_specials)
{
    uint32_t a[1] = { 0xD400 }, b[1] = { 0x5400 };   /* fp16 -64 * 64 */
    mmaemu_step_params p = tfdpa(MMAEMU_FP16, MMAEMU_FP32, 4, 23, -131, MMAEMU_OUT_RZ_FP32);
    both("2^36 - 4096, F=23", &p, a, b, 1, 0x51800000u, 0x51800000u);
    p = tfdpa(MMAEMU_FP16, MMAEMU_FP32, 8, 24, -132, MMAEMU_OUT_RZ_FP32);
    both("2^36 - 4096, F=24", &p, a, b, 1, 0x51800000u, 0x517FFFFFu);

    p = tfdpa(MMAEMU_BF16, MMAEMU_FP32, 16, 25, -133, MMAEMU_OUT_RZ_FP32);
    a[0] = 0x7F7F;                       /* bf16 max, (2 - 2^-7) 2^127 */
    b[0] = 0x3F80;
    both("FLT_MAX + bf16 max -> Inf", &p, a, b, 1, 0x7F7FFFFFu, 0x7F800000u);
    a[0] = 0xFF7F;
    both("-FLT_MAX - bf16 max -> -Inf", &p, a, b, 1, 0xFF7FFFFFu, 0xFF800000u);
    a[0] = (uint32_t)(103 + 127) << 7;   /* 2^103, below FLT_MAX's ulp */
    both("FLT_MAX + 2^103 -> FLT_MAX", &p, a, b, 1, 0x7F7FFFFFu, 0x7F7FFFFFu);
    a[0] = 0x7FC0;
    both("NaN operand", &p, a, b, 1, 0, 0x7FFFFFFFu);
    a[0] = 0x7F80;
    b[0] = 0x0000;
    both("Inf * 0", &p, a, b, 1, 0, 0x7FFFFFFFu);
    b[0] = 0x3F80;
    both("Inf + finite C", &p, a, b, 1, 0x3F800000u, 0x7F800000u);
    both("Inf + -Inf C", &p, a, b, 1, 0xFF800000u, 0x7FFFFFFFu);
    p = tfdpa(MMAEMU_FP16, MMAEMU_FP16, 8, 24, -21, MMAEMU_OUT_RNE_FP16);
    a[0] = 0x7C00;
    b[0] = 0x3C00;
    both("fp16: Inf", &p, a, b, 1, 0x3C00u, 0x7C00u);
    both("fp16: NaN C", &p, a, b, 1, 0x7E00u, 0x7FFFu);
}
END_TEST

/* AMD datapaths, values worked out by hand from design.md 3.3-3.7
 * (amd-mfma.md 3).
 * TR vs exact: c = 1 + 2^-22, products 2^-24 and 2^-49: TR-FDPA truncates
 * 2^-49 at F = 24 below e_dot = -24, leaving a tie that goes to even
 * (1 + 2^-22); E-FDPA rounds the exact sum up (1 + 3*2^-23).
 * GTR: e5m2 products [1, -2^-8, -1, -2^-32] (even/odd halves): the odd half
 * keeps -(2^-8 + 2^-32) on its own grid and is floored at e_dot = 0 to
 * -(2^-8 + 2^-24); one TR group truncates 2^-32 away. */
START_TEST(test_known_amd)
{
    const uint32_t ta[2] = { 0x3380, 0x2700 }, tb[2] = { 0x3F80, 0x3F80 };
    mmaemu_step_params p = amd(MMAEMU_ALG_TR_FDPA, MMAEMU_BF16, 8);
    both("TR tie after truncation", &p, ta, tb, 2, 0x3F800002u, 0x3F800002u);
    p.tr_variant = MMAEMU_TR_FLOOR_BEFORE;
    both("TR v1 tie after truncation", &p, ta, tb, 2, 0x3F800002u, 0x3F800002u);
    p = amd(MMAEMU_ALG_E_FDPA, MMAEMU_BF16, 2);
    both("E-FDPA exact", &p, ta, tb, 2, 0x3F800002u, 0x3F800003u);
    /* E-FDPA fp16: 1*1 + 2^-24*2^-24 + c 2^-24: tie broken by 2^-48. */
    const uint32_t ea[2] = { 0x3C00, 0x0001 }, eb[2] = { 0x3C00, 0x0001 };
    p = amd(MMAEMU_ALG_E_FDPA, MMAEMU_FP16, 4);
    both("E-FDPA sticky", &p, ea, eb, 2, 0x33800000u, 0x3F800001u);

    const uint32_t ga[4] = { 0x3C, 0xAC, 0xBC, 0x81 }, gb[4] = { 0x3C, 0x2C, 0x3C, 0x01 };
    p = amd(MMAEMU_ALG_GTR_FDPA, MMAEMU_E5M2, 16);
    both("GTR even/odd halves", &p, ga, gb, 4, 0, 0xBB800080u);
    p = amd(MMAEMU_ALG_TR_FDPA, MMAEMU_E5M2, 16);
    both("TR one group", &p, ga, gb, 4, 0, 0xBB800000u);

    /* Zero-operand rule (docs/models.md 3c), worked by hand there: bf16
     * [0, 2^-63, 0..] x [2^63, 2^-63, 1..], C = +0; and 0 x 2^63 with
     * C = -2^-100.  GTR: the same zero in one half sets that half's grid. */
    const uint32_t z1a[8] = {0, 0x2000, 0, 0, 0, 0, 0, 0};
    const uint32_t z1b[8] = {0x5F00, 0x2000, 0x3F80, 0x3F80, 0x3F80, 0x3F80, 0x3F80, 0x3F80};
    const uint32_t z2a[8] = {0}, z2b[8] = {0x5F00, 0x5F00, 0x5F00, 0x5F00, 0x5F00, 0x5F00, 0x5F00, 0x5F00};
    p = amd(MMAEMU_ALG_TR_FDPA, MMAEMU_BF16, 8);
    both("TR zero skipped", &p, z1a, z1b, 8, 0, 0x00800000u);
    both("TR zero skipped, C kept", &p, z2a, z2b, 8, 0x8D800000u, 0x8D800000u);
    p.zero_align = MMAEMU_ZALIGN_M126;
    both("TR zero at -126", &p, z1a, z1b, 8, 0, 0x00000000u);
    both("TR zero at -126, C floored", &p, z2a, z2b, 8, 0x8D800000u, 0x94000000u);
    p.tr_variant = MMAEMU_TR_FLOOR_BEFORE;
    both("TR v1 zero at -126, C floored", &p, z2a, z2b, 8, 0x8D800000u, 0x94000000u);
    /* Pairwise (CDNA1, January 2026 MMA-Sim): fp16 [1, 2^-24]^2 + 2^-24:
     * 1 + 2^-48 rounds to 1, then 1 + 2^-24 is a tie: 1 (E-FDPA: 1 + 2^-23). */
    p = amd(MMAEMU_ALG_PAIRWISE, MMAEMU_FP16, 4);
    p.ftz_pair = 4;
    p.nan_bits = 0x7FC00000u;
    both("Pairwise rounds per add", &p, ea, eb, 2, 0x33800000u, 0x3F800000u);
    /* ... and keeps a subnormal input and C that FTZ-AddMul flushes. */
    both("Pairwise subnormal C", &p, ea, eb, 0, 0x00000001u, 0x00000001u);

    /* FTZ-AddMul P = 4 (fp16): [1, 2^-24, -1, 0] pairs (1 + 2^-24) -> 1
     * and (-1 + 0): +0; [1, -1, 2^-24, 0] keeps 2^-24.  A subnormal input
     * is flushed. */
    const uint32_t za[4] = { 0x3C00, 0x0400, 0xBC00, 0 }, zb[4] = { 0x3C00, 0x1400, 0x3C00, 0x3C00 };
    const uint32_t za2[4] = { 0x3C00, 0xBC00, 0x0400, 0 }, zb2[4] = { 0x3C00, 0x3C00, 0x1400, 0x3C00 };
    const uint32_t zs[1] = { 0x0200 };
    p = amd(MMAEMU_ALG_FTZ_ADDMUL, MMAEMU_FP16, 4);
    both("FTZ pairs cancel", &p, za, zb, 4, 0, 0x00000000u);
    both("FTZ pairs keep", &p, za2, zb2, 4, 0, 0x33800000u);
    both("FTZ subnormal input", &p, zs, zb, 1, 0, 0x00000000u);
    both("FTZ subnormal C", &p, zs, zb, 1, 0x00000001u, 0x00000000u);

    /* FMA: (1 + 2^-23)(1 - 2^-24) - 1 = 2^-24 - 2^-47 exactly (one
     * rounding); a separate multiply would round the product to 1.  And
     * fma(-0, 1, -0) = -0. */
    const uint32_t fa[1] = { 0x3F800001u }, fb[1] = { 0x3F7FFFFFu };
    p = amd(MMAEMU_ALG_FMA, MMAEMU_FP32, 1);
    both("FMA single rounding", &p, fa, fb, 1, 0xBF800000u, 0x337FFFFEu);
    const uint32_t na[1] = { 0x80000000u }, nb[1] = { 0x3F800000u };
    both("FMA -0", &p, na, nb, 1, 0x80000000u, 0x80000000u);
}
END_TEST

/* ------------------------------------------------------------------ */

static Suite *engine_suite(void)
{
    Suite *s = suite_create("engine");
    TCase *tc;

    tc = tcase_create("known");
    tcase_set_timeout(tc, 0);
    tcase_add_loop_test(tc, test_known_nvidia_fp32, 0, (int)(sizeof nv_known / sizeof nv_known[0]));
    tcase_add_test(tc, test_known_negative_zero);
    tcase_add_test(tc, test_known_ezero);
    tcase_add_test(tc, test_known_rz_overflow_specials);
    tcase_add_test(tc, test_known_amd);
    suite_add_tcase(s, tc);

    tc = tcase_create("registry");
    tcase_set_timeout(tc, 0);
    tcase_add_loop_test(tc, test_registry_random, 0, n_reg_cfg);
    suite_add_tcase(s, tc);

    tc = tcase_create("hand");
    tcase_set_timeout(tc, 0);
    tcase_add_loop_test(tc, test_hand_random, 0, n_hand_cfg);
    tcase_add_test(tc, test_every_kind);
    suite_add_tcase(s, tc);

    tc = tcase_create("fp8");
    tcase_set_timeout(tc, 0);
    tcase_add_loop_test(tc, test_fp8_exhaustive, 0,
                        (int)(sizeof fp8_formats / sizeof fp8_formats[0]) * N_FP8_CONFIGS);
    suite_add_tcase(s, tc);

    tc = tcase_create("dot");
    tcase_set_timeout(tc, 0);
    tcase_add_loop_test(tc, test_dot_padding, 0, n_instrs);
    tcase_add_loop_test(tc, test_dot_composed, 0, 4);
    suite_add_tcase(s, tc);

    return s;
}

int main(void)
{
    collect_registry();
    collect_hand();
    collect_instrs();
    printf("check_engine: %d registry configurations, %d hand-built, %lu cases each "
           "(hand %lu), %d instructions\n", n_reg_cfg, n_hand_cfg,
           cases(REGISTRY_CASES), cases(HAND_CASES), n_instrs);

    return test_run_suite(engine_suite());
}
