/* SPDX-License-Identifier: MIT */
/* check_infer.c -- `mmaemu infer` and model files.
 *
 *  (a) the recorded H100 data (validation/data/h100-fp8-probe): inference
 *      with no prior model recovers the parameters the findings established
 *      and reproduces every line;
 *  (b) synthetic data from registry rows of other devices (A100, V100,
 *      MI300X, MI250X, MI100, H100 wgmma): inputs from tests/common/casegen.c
 *      (generated without knowing the row's F or L), outputs from
 *      mmaemu_dot; the inferred parameters must equal the row's and the
 *      row's e_zero must lie in the reported interval;
 *  (c) model files: every registry row round-trips exactly; malformed files
 *      give one-line errors naming file and line. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "casegen.h"
#include "infer_text.h"
#include "mmaemu/infer.h"
#include "mmaemu.h"
#include "testutil.h"

#ifndef MMAEMU_VALDATA
#define MMAEMU_VALDATA "validation/data"
#endif

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static const char *valdata(void)
{
    const char *v = getenv("MMAEMU_VALDATA");
    return v && *v ? v : MMAEMU_VALDATA;
}

/* Does some candidate that reproduces every line have this field value? */
static int some_exact(const mmaemu_infer_result *r, int (*pred)(const mmaemu_instr *, int), int v)
{
    for (size_t i = 0; i < r->n_surv; i++)
        if (r->surv[i].exact && pred(&r->surv[i].ins, v))
            return 1;
    return 0;
}
static int is_widen(const mmaemu_instr *m, int v) { return m->widen_fp16 == v; }

/* ------------------------------------------------------------------ */
/* (a) recorded H100 data                                              */
/* ------------------------------------------------------------------ */

typedef struct h100_case {
    const char *stems[3];
    const char *in, *out;
    /* expected */
    int L, F, g, c_after;
    mmaemu_out_rounding out_r;
    int widen_undetermined;   /* fp8: widen_fp16 cannot be seen in outputs */
} h100_case;

static const h100_case h100_cases[] = {
    {{"rnd-e4m3-f32", "tgt-e4m3-f32", NULL}, "e4m3", "fp32", 16, 25, 2, 1, MMAEMU_OUT_RZ_FP32, 1},
    {{"rnd-e5m2-f16", "tgt-e5m2-f16", NULL}, "e5m2", "fp16", 16, 25, 2, 1, MMAEMU_OUT_RNE_FP16, 1},
    {{"rnd-bf16-f32", "tgt-bf16-f32", "km-bf16-f32"}, "bf16", "fp32", 16, 25, 0, 0,
     MMAEMU_OUT_RZ_FP32, 0},
    {{"rnd16-e4m3-f32", "tgt16-e4m3-f32", NULL}, "e4m3", "fp32", 8, 25, 2, 1, MMAEMU_OUT_RZ_FP32, 1},
};

START_TEST(h100_recorded)
{
    const h100_case *hc = &h100_cases[_i];
    double t0 = now();
    mmaemu_infer_data d;
    mmaemu_infer_data_init(&d);
    char err[512], in[1024], out[1024];
    for (int s = 0; s < 3 && hc->stems[s]; s++) {
        snprintf(in, sizeof in, "%s/h100-fp8-probe/%s.in.gz", valdata(), hc->stems[s]);
        snprintf(out, sizeof out, "%s/h100-fp8-probe/%s.out.gz", valdata(), hc->stems[s]);
        ck_assert_msg(!mmaemu_infer_data_read(&d, in, out, hc->in, hc->out, err, sizeof err), "%s",
                      err);
    }
    mmaemu_infer_options opt = {0, 0, 0, NULL, -1};
    mmaemu_infer_result r;
    ck_assert_msg(!mmaemu_infer(&d, &opt, &r, err, sizeof err), "%s", err);
    const mmaemu_instr *m = &r.model;
    printf("h100 %-14s %6zu lines: %s L=%d F=%d g=%d c_after=%d widen=%d %s  %zu/%zu exact, "
           "%zu candidates -> %zu -> %zu, e_zero %d..%d  (%.2f s)\n",
           hc->stems[0], d.n, mmaemu_model_alg_name(m->step.alg), m->step.L, m->step.F,
           m->k_interleave, m->c_after, m->widen_fp16, mmaemu_model_out_name(m->step.out),
           r.matched, r.lines, r.n_candidates, r.n_after_prune, r.n_exact, r.ez_lo, r.ez_hi,
           now() - t0);
    if (!r.found)
        cli_infer_text(stdout, &d, &r);
    ck_assert_msg(r.found, "%s: no model reproduces every line", hc->stems[0]);
    ck_assert_uint_eq(r.matched, d.n);
    ck_assert_int_eq(m->step.alg, MMAEMU_ALG_T_FDPA);
    ck_assert_int_eq(m->step.L, hc->L);
    ck_assert_int_eq(m->step.F, hc->F);
    ck_assert_int_eq(m->k_interleave, hc->g);
    ck_assert_int_eq(m->c_after, hc->c_after);
    ck_assert_int_eq(m->step.out, hc->out_r);
    if (hc->widen_undetermined) {
        /* Both fit: the fp16 widening ptxas performs is invisible in the
         * outputs (e4m3/e5m2 products are exact on the fp16 steps' grid). */
        ck_assert(some_exact(&r, is_widen, 0) && some_exact(&r, is_widen, 1));
    } else {
        ck_assert_int_eq(m->widen_fp16, 0);
    }
    /* The registry's e_zero for the row (sm90) is consistent with the data. */
    int reg_ez = d.acc == MMAEMU_FP16 ? -22 : -133;
    ck_assert(mmaemu_infer_ez_allows(r.surv[r.model_index].ez, reg_ez));
    mmaemu_infer_result_free(&r);
    mmaemu_infer_data_free(&d);
}
END_TEST

/* The harness's own probe-gen runs on the H100 (probe files with headers,
 * K = 2k lines: the instruction k comes from #instr). */
typedef struct harness_case {
    const char *stem;
    mmaemu_algorithm alg;
    int k, L, F, g, c_after;
    mmaemu_out_rounding out_r;
    int e_zero;   /* determined by the data (0: not) */
} harness_case;

static const harness_case harness_cases[] = {
    {"mma.m16n8k16-fp16-fp16", MMAEMU_ALG_T_FDPA, 16, 16, 25, 0, 0, MMAEMU_OUT_RNE_FP16, -21},
    {"mma.m16n8k16-bf16-fp32", MMAEMU_ALG_T_FDPA, 16, 16, 25, 0, 0, MMAEMU_OUT_RZ_FP32, -133},
    {"wgmma.m64nNk32-e4m3-fp32", MMAEMU_ALG_T_FDPA, 32, 32, 13, 0, 0, MMAEMU_OUT_RZ_E8M13, 0},
    {"mma.m16n8k16-e5m2-fp32", MMAEMU_ALG_T_FDPA, 16, 8, 25, 2, 1, MMAEMU_OUT_RZ_FP32, 0},
};

START_TEST(h100_harness)
{
    const harness_case *hc = &harness_cases[_i];
    double t0 = now();
    mmaemu_infer_data d;
    mmaemu_infer_data_init(&d);
    char err[512], in[] = "/tmp/mmaemu-check-infer-XXXXXX", out[1024];
    /* The inputs are regenerated (validation/data/h100-harness/MANIFEST:
     * generator v1, kind mixed, seed 1, 3000 lines, K = 2k) into a probe
     * file with its header, as the harness received them. */
    char name[64], fin[16], fout[16];
    ck_assert(sscanf(hc->stem, "%63[^-]-%15[^-]-%15s", name, fin, fout) == 3);
    mmaemu_probe_spec spec = {.version = 1, .k = 2 * (size_t)hc->k, .kind = MMAEMU_PROBE_MIXED,
                              .seed = 1};
    ck_assert(!mmaemu_format_parse(fin, &spec.in) && !mmaemu_format_parse(fout, &spec.acc));
    int fd = mkstemp(in);
    ck_assert(fd >= 0);
    FILE *f = fdopen(fd, "w");
    mmaemu_probe_header h = {.arch = "sm90", .in = spec.in, .acc = spec.acc, .k = spec.k};
    snprintf(h.instr, sizeof h.instr, "%s", name);
    static uint32_t a[256], b[256];
    static char line[256 * 12];
    ck_assert(mmaemu_probe_format_header(&h, line, sizeof line) < sizeof line);
    fputs(line, f);
    for (uint64_t i = 0; i < 3000; i++) {
        uint32_t c;
        mmaemu_probe_line(&spec, i, a, b, &c);
        mmaemu_probe_format_line(spec.in, spec.acc, a, b, spec.k, c, line, sizeof line);
        fprintf(f, "%s\n", line);
    }
    ck_assert(fclose(f) == 0);
    snprintf(out, sizeof out, "%s/h100-harness/%s.out.gz", valdata(), hc->stem);
    ck_assert_msg(!mmaemu_infer_data_read(&d, in, out, NULL, NULL, err, sizeof err), "%s", err);
    remove(in);
    mmaemu_infer_options opt = {0, 0, 0, NULL, -1};
    mmaemu_infer_result r;
    ck_assert_msg(!mmaemu_infer(&d, &opt, &r, err, sizeof err), "%s", err);
    const mmaemu_instr *m = &r.model;
    printf("harness %-26s %zu lines of %d: k=%d %s L=%d F=%d g=%d c_after=%d %s e_zero %d..%d, "
           "%zu/%zu exact (%.2f s)\n", hc->stem, d.n, d.kmax, m->k,
           mmaemu_model_alg_name(m->step.alg), m->step.L, m->step.F, m->k_interleave, m->c_after,
           mmaemu_model_out_name(m->step.out), r.ez_lo, r.ez_hi, r.matched, r.lines, now() - t0);
    ck_assert_msg(r.found, "%s: no model reproduces every line", hc->stem);
    /* Named after the header's #instr (the stem up to the first '-'). */
    size_t nl = strcspn(hc->stem, "-");
    ck_assert_msg(strlen(m->name) == nl && !strncmp(m->name, hc->stem, nl), "name %s", m->name);
    ck_assert_int_eq(m->k, hc->k);
    ck_assert_int_eq(m->step.alg, hc->alg);
    ck_assert_int_eq(m->step.L, hc->L);
    ck_assert_int_eq(m->step.F, hc->F);
    ck_assert_int_eq(m->k_interleave, hc->g);
    ck_assert_int_eq(m->c_after, hc->c_after);
    ck_assert_int_eq(m->step.out, hc->out_r);
    if (hc->e_zero)
        ck_assert(r.ez_lo == hc->e_zero && r.ez_hi == hc->e_zero);
    mmaemu_infer_result_free(&r);
    mmaemu_infer_data_free(&d);
}
END_TEST

/* ------------------------------------------------------------------ */
/* (b) synthetic data from registry rows                               */
/* ------------------------------------------------------------------ */

typedef struct synth_case {
    const char *arch, *instr;   /* instr NULL: Triton's default */
    mmaemu_format in, acc;
    const char *variant;        /* NULL: the arch's default */
} synth_case;

static const synth_case synth_cases[] = {
    {"A100", NULL, MMAEMU_BF16, MMAEMU_FP32, NULL},
    {"A100", NULL, MMAEMU_FP16, MMAEMU_FP32, NULL},
    {"A100", NULL, MMAEMU_FP16, MMAEMU_FP16, NULL},
    {"V100", NULL, MMAEMU_FP16, MMAEMU_FP32, NULL},
    {"MI300X", NULL, MMAEMU_BF16, MMAEMU_FP32, NULL},
    {"MI300X", NULL, MMAEMU_FP16, MMAEMU_FP32, NULL},
    {"MI250X", NULL, MMAEMU_BF16, MMAEMU_FP32, NULL},
    {"MI250X", NULL, MMAEMU_FP16, MMAEMU_FP32, NULL},
    {"MI250X", "mfma.32x32x4bf16", MMAEMU_BF16, MMAEMU_FP32, NULL},
    {"MI100", NULL, MMAEMU_BF16, MMAEMU_FP32, NULL},
    {"MI100", NULL, MMAEMU_FP16, MMAEMU_FP32, NULL},
    {"H100", "wgmma", MMAEMU_BF16, MMAEMU_FP32, NULL},
    {"H100", "wgmma", MMAEMU_FP16, MMAEMU_FP32, NULL},
    /* Non-default variants: recovered from the data, not from the
     * canonical order (floor-before TR; MMA-Sim's e_zero for fp16
     * accumulators, one below Khattak & Mikaitis' floor). */
    {"MI300X", NULL, MMAEMU_BF16, MMAEMU_FP32, "mmasim-v1"},
    {"A100", NULL, MMAEMU_FP16, MMAEMU_FP16, "mmasim"},
};

#define SYNTH_LINES 10000

/* A product equal to s * 2^t (t split between the operands). */
static void pow2_prod(mmaemu_format f, int neg, int t, uint32_t *a, uint32_t *b)
{
    int ta = t / 2;
    *a = casegen_pow2(f, neg, ta);
    *b = casegen_pow2(f, 0, t - ta);
}

/* Ties at a binade boundary with a tail d bits below the tie: the sum
 * crosses 2^E downward (C = 2^E, products -(j + 1/2) ulp) or upward
 * (C = 2^(E+1) - ulp, products + 2 ulp), plus +-2^-d of the half ulp.
 * Where the datapath floors or renormalises decides these; generic in the
 * formats (nothing of the model is used). */
static void boundary_tie(test_rng *rng, mmaemu_format in, mmaemu_format acc, int k, uint32_t *a,
                         uint32_t *b, uint32_t *c)
{
    const int fb = mmaemu_format_get(acc)->frac_bits;
    const int E = (int)test_rng_below(rng, 21) - 10;
    const int neg = (int)test_rng_below(rng, 2), tneg = (int)test_rng_below(rng, 2);
    const int d = 1 + (int)test_rng_below(rng, 16);
    int slot[3] = {0, 0, 0};
    for (int i = 0; i < k; i++)
        a[i] = b[i] = 0;
    for (int i = 0; i < 3 && i < k; i++) {   /* three distinct random slots */
        int s;
        int clash;
        do {
            s = (int)test_rng_below(rng, (uint64_t)k);
            clash = 0;
            for (int j = 0; j < i; j++)
                clash |= slot[j] == s;
        } while (clash);
        slot[i] = s;
    }
    /* Half the time the tail sits next to the main product (k ^ 1), which
     * shares its step under most splits; slot 2 stays distinct. */
    if (k > 2 && (slot[0] ^ 1) < k && test_rng_below(rng, 2)) {
        slot[1] = slot[0] ^ 1;
        while (slot[2] == slot[0] || slot[2] == slot[1])
            slot[2] = (slot[2] + 1) % k;
    }
    const int mode = (int)test_rng_below(rng, 3);
    if (mode == 0) {
        /* underflow: C = +-0, one product at the smallest subnormal of the
         * accumulator or half of it, a tail d bits below (up to 40): where
         * zero terms put the alignment (e_zero) decides */
        const mmaemu_format_info *fa = mmaemu_format_get(acc);
        const int tiny = fa->emin - fa->frac_bits - (int)test_rng_below(rng, 2);
        const int dd = 1 + (int)test_rng_below(rng, 40);
        *c = (uint32_t)test_rng_below(rng, 2) << (fa->width - 1);   /* +-0 */
        pow2_prod(in, neg, tiny, &a[slot[0]], &b[slot[0]]);
        if (k > 1)
            pow2_prod(in, neg ^ tneg, tiny - dd, &a[slot[1]], &b[slot[1]]);
    } else if (mode == 1) {
        /* borrow: C = 2^E, T = 2^E - (j + 1/2) u with u = 2^(E-1-fb) */
        const int u = E - 1 - fb, j = (int)test_rng_below(rng, 2);
        *c = casegen_pow2(acc, neg, E);
        pow2_prod(in, !neg, u - 1, &a[slot[0]], &b[slot[0]]);
        if (j && k > 2)
            pow2_prod(in, !neg, u, &a[slot[2]], &b[slot[2]]);
        if (k > 1)
            pow2_prod(in, neg ^ tneg, u - 1 - d, &a[slot[1]], &b[slot[1]]);
    } else {
        /* carry: C = 2^(E+1) - u, T = 2^(E+1) + u with u = 2^(E-fb) */
        const int u = E - fb;
        *c = casegen_normal(acc, neg, E, ~0ull);
        pow2_prod(in, neg, u + 1, &a[slot[0]], &b[slot[0]]);
        if (k > 1)
            pow2_prod(in, neg ^ tneg, u - d, &a[slot[1]], &b[slot[1]]);
    }
}

/* Lines from the case generators for K = k values, generated without the
 * row's step parameters (only its formats and k). */
static void synth_data(const mmaemu_instr *row, unsigned long seed, size_t lines,
                       mmaemu_infer_data *d)
{
    mmaemu_step_params gen;
    memset(&gen, 0, sizeof gen);
    gen.a_fmt = row->step.a_fmt;
    gen.b_fmt = row->step.b_fmt;
    gen.acc_fmt = row->step.acc_fmt;
    gen.L = row->k;    /* a whole instruction per line */
    gen.F = 0;         /* casegen's neutral default */
    test_rng rng = {seed};
    uint32_t a[CASEGEN_MAX_L], b[CASEGEN_MAX_L], c;
    mmaemu_infer_data_init(d);
    mmaemu_infer_data_formats(d, row->step.a_fmt, row->step.acc_fmt);
    for (size_t i = 0; i < lines; i++) {
        int n;
        /* Every kind, with extra ties, carries, cancellations and gaps:
         * the lines where the rounding details show. */
        static const casegen_kind extra[] = {CG_TIE, CG_TIE, CG_TIE, CG_TIE, CG_CARRY,
                                             CG_CARRY, CG_CANCEL, CG_CANCEL, CG_GAP, CG_GAP};
        size_t slot = i % 20;
        if (slot < 8) {
            casegen_fill(&rng, &gen, a, b, &n, &c);
        } else if (slot < 18) {
            casegen_fill_kind(&rng, extra[slot - 8], &gen, a, b, &n, &c);
        } else {
            boundary_tie(&rng, row->step.a_fmt, row->step.acc_fmt, row->k, a, b, &c);
            n = row->k;
        }
        for (int j = n; j < row->k; j++)   /* missing products are +0 * +0 */
            a[j] = b[j] = 0;
        uint32_t dev = mmaemu_dot(row, a, b, (size_t)row->k, c);
        ck_assert(!mmaemu_infer_data_add(d, a, b, (size_t)row->k, c, dev));
    }
}

START_TEST(synthetic_registry)
{
    const synth_case *sc = &synth_cases[_i];
    const mmaemu_arch *arch = mmaemu_arch_find(sc->arch);
    char err[512];
    ck_assert(arch != NULL);
    const mmaemu_instr *row = mmaemu_instr_select(arch, sc->variant, sc->instr, sc->in, sc->acc,
                                                  err, sizeof err);
    ck_assert_msg(row != NULL, "%s", err);
    double t0 = now();
    mmaemu_infer_data d;
    synth_data(row, 0x5EED0000ul + (unsigned long)_i, SYNTH_LINES * test_scale(), &d);
    mmaemu_infer_options opt = {row->k, 0, 0, NULL, -1};
    mmaemu_infer_result r;
    ck_assert_msg(!mmaemu_infer(&d, &opt, &r, err, sizeof err), "%s", err);
    const mmaemu_instr *m = &r.model;
    const mmaemu_step_params *p = &m->step, *q = &row->step;
    char what[160];
    snprintf(what, sizeof what, "%s%s%s %s %s->%s", arch->name, sc->variant ? "/" : "",
             sc->variant ? sc->variant : "", row->name, mmaemu_format_get(sc->in)->name,
             mmaemu_format_get(sc->acc)->name);
    printf("synthetic %-32s: %s L=%d F=%d F2=%d P=%d %s e_zero %d..%d  (row: %s L=%d F=%d F2=%d "
           "e_zero %d)  %zu/%zu exact, %zu -> %zu -> %zu candidates (%.2f s)\n",
           what, mmaemu_model_alg_name(p->alg), p->L, p->F, p->F2, p->ftz_pair,
           mmaemu_model_out_name(p->out), r.ez_lo, r.ez_hi, mmaemu_model_alg_name(q->alg), q->L,
           q->F, q->F2, q->e_zero, r.matched, r.lines, r.n_candidates, r.n_after_prune, r.n_exact,
           now() - t0);
    if (!r.found || p->alg != q->alg || p->L != q->L || r.n_exact > 1)
        cli_infer_text(stdout, &d, &r);
    ck_assert_msg(r.found, "%s: no model reproduces every line", what);
    ck_assert_uint_eq(r.matched, d.n);
    ck_assert_msg(p->alg == q->alg, "%s: algorithm %s, row %s", what, mmaemu_model_alg_name(p->alg),
                  mmaemu_model_alg_name(q->alg));
    ck_assert_int_eq(p->L, q->L);
    ck_assert_int_eq(p->out, q->out);
    ck_assert_int_eq(m->widen_fp16, row->widen_fp16);
    ck_assert_int_eq(m->k_interleave, row->k_interleave);
    ck_assert_int_eq(m->c_after, row->c_after);
    ck_assert_int_eq(p->zero_sign, q->zero_sign);
    ck_assert_uint_eq(p->nan_bits, q->nan_bits);
    if (q->alg == MMAEMU_ALG_T_FDPA || q->alg == MMAEMU_ALG_TR_FDPA || q->alg == MMAEMU_ALG_GTR_FDPA)
        ck_assert_int_eq(p->F, q->F);
    if (q->alg == MMAEMU_ALG_TR_FDPA || q->alg == MMAEMU_ALG_GTR_FDPA) {
        ck_assert_int_eq(p->F2, q->F2);
        ck_assert_int_eq(p->tr_variant, q->tr_variant);
    }
    if (q->alg == MMAEMU_ALG_FTZ_ADDMUL)
        ck_assert_int_eq(p->ftz_pair, q->ftz_pair);
    if (q->alg == MMAEMU_ALG_T_FDPA) {
        /* The row's rule and e_zero fit the data (the two rules coincide
         * whenever e_zero lies below the accumulator's emin, so the rule
         * itself cannot be told apart: docs/validation.md). */
        int fits = 0;
        for (size_t i = 0; i < r.n_surv; i++) {
            const mmaemu_instr *s = &r.surv[i].ins;
            fits |= r.surv[i].exact && s->step.ezero_rule == q->ezero_rule &&
                    s->step.L == q->L && s->step.F == q->F && s->step.out == q->out &&
                    mmaemu_infer_ez_allows(r.surv[i].ez, q->e_zero);
        }
        ck_assert_msg(fits, "%s: the row's e_zero %d (%s) does not fit the data (%d..%d)", what,
                      q->e_zero, q->ezero_rule ? "floor" : "terms", r.ez_lo, r.ez_hi);
    }
    mmaemu_infer_result_free(&r);
    mmaemu_infer_data_free(&d);
}
END_TEST

/* Data no candidate reproduces: a few corrupted outputs give the best
 * match (the true row) with its rate and the first mismatches; a second
 * NaN pattern leaves candidates that fit up to NaN payloads only. */
START_TEST(no_exact_fit)
{
    const mmaemu_arch *arch = mmaemu_arch_find("A100");
    char err[512];
    const mmaemu_instr *row = mmaemu_instr_select(arch, NULL, NULL, MMAEMU_BF16, MMAEMU_FP32, err,
                                                  sizeof err);
    ck_assert(row != NULL);
    mmaemu_infer_data d;
    synth_data(row, 99, 2000, &d);
    static const size_t bad[] = {100, 700, 1500};
    for (size_t i = 0; i < 3; i++)
        d.d[bad[i]] ^= 0x00400001u;   /* not NaN or zero either way */
    mmaemu_infer_options opt = {0, 0, 0, NULL, -1};
    mmaemu_infer_result r;
    double t0 = now();
    ck_assert(!mmaemu_infer(&d, &opt, &r, err, sizeof err));
    printf("no exact fit: best %s L=%d F=%d, %zu/%zu lines, first mismatch line %zu (%.2f s)\n",
           mmaemu_model_alg_name(r.model.step.alg), r.model.step.L, r.model.step.F, r.matched,
           r.lines, r.n_mism ? r.mism_line[0] + 1 : 0, now() - t0);
    ck_assert(!r.found && r.n_surv == 0);
    ck_assert_uint_eq(r.matched, d.n - 3);
    ck_assert_int_eq(r.n_mism, 3);
    for (int i = 0; i < 3; i++)
        ck_assert_uint_eq(r.mism_line[i], bad[i]);
    ck_assert(r.model.step.alg == row->step.alg && r.model.step.L == row->step.L &&
              r.model.step.F == row->step.F && r.model.step.out == row->step.out);
    ck_assert_int_eq(r.model.verified, 0);
    mmaemu_infer_result_free(&r);

    /* Undo, then give one NaN output another payload. */
    for (size_t i = 0; i < 3; i++)
        d.d[bad[i]] ^= 0x00400001u;
    size_t nan_at = d.n;
    for (size_t i = 0; i < d.n && nan_at == d.n; i++)
        if ((d.d[i] & 0x7FFFFFFFu) > 0x7F800000u)
            nan_at = i;
    ck_assert(nan_at < d.n);
    d.d[nan_at] = 0xFFC00000u;
    ck_assert(!mmaemu_infer(&d, &opt, &r, err, sizeof err));
    ck_assert(!r.found && r.n_surv >= 1 && r.n_exact == 0);
    ck_assert_int_eq(r.nan_patterns, 2);
    ck_assert_uint_eq(r.matched, d.n - 1);
    ck_assert(r.model.step.alg == row->step.alg && r.model.step.F == row->step.F);
    mmaemu_infer_result_free(&r);
    mmaemu_infer_data_free(&d);
}
END_TEST

/* ------------------------------------------------------------------ */
/* (c) model files                                                     */
/* ------------------------------------------------------------------ */

static char tmpdir[256];

static const char *tmp_path(const char *name, char *buf, size_t n)
{
    snprintf(buf, n, "%s/%s", tmpdir, name);
    return buf;
}

static int str_eq(const char *a, const char *b)
{
    return (!a && !b) || (a && b && !strcmp(a, b));
}

static void assert_same_instr(const mmaemu_instr *x, const mmaemu_instr *y, const char *what)
{
    const mmaemu_step_params *p = &x->step, *q = &y->step;
    ck_assert_msg(str_eq(x->name, y->name) && x->family == y->family && x->k == y->k &&
                      x->triton_default == y->triton_default && x->verified == y->verified &&
                      str_eq(x->variant, y->variant) && str_eq(x->source, y->source) &&
                      x->widen_fp16 == y->widen_fp16 && x->k_interleave == y->k_interleave &&
                      x->c_after == y->c_after,
                  "%s: instruction fields differ after the round trip", what);
    ck_assert_msg(p->alg == q->alg && p->a_fmt == q->a_fmt && p->b_fmt == q->b_fmt &&
                      p->acc_fmt == q->acc_fmt && p->L == q->L && p->F == q->F && p->F2 == q->F2 &&
                      p->e_zero == q->e_zero && p->ezero_rule == q->ezero_rule &&
                      p->out == q->out && p->c_entry == q->c_entry &&
                      p->tr_variant == q->tr_variant && p->zero_sign == q->zero_sign &&
                      p->ftz_pair == q->ftz_pair && p->nan_bits == q->nan_bits,
                  "%s: step parameters differ after the round trip", what);
}

START_TEST(model_roundtrip_registry)
{
    char path[512];
    tmp_path("row.model", path, sizeof path);
    size_t rows = 0;
    for (size_t ai = 0; ai < mmaemu_arch_count(); ai++) {
        const mmaemu_arch *a = mmaemu_arch_at(ai);
        for (size_t i = 0; i < a->n_instrs; i++) {
            const mmaemu_instr *row = &a->instrs[i];
            char what[160], err[512];
            snprintf(what, sizeof what, "%s row %zu (%s)", a->name, i, row->name);
            FILE *f = fopen(path, "w");
            ck_assert(f != NULL);
            ck_assert(!mmaemu_model_write(f, row, "round trip\nof one registry row"));
            ck_assert(!fclose(f));
            mmaemu_instr back;
            ck_assert_msg(!mmaemu_model_load(path, &back, err, sizeof err), "%s: %s", what, err);
            assert_same_instr(row, &back, what);
            mmaemu_model_free(&back);
            rows++;
        }
    }
    printf("model files: %zu registry rows round-trip exactly\n", rows);
    unlink(path);
}
END_TEST

static const char good_model[] =
    "mmaemu-model 1\n"
    "# a comment\n"
    "name mma.m16n8k32\n"
    "family mma\n"
    "k 32\n"
    "in e4m3\n"
    "acc fp32\n"
    "alg T-FDPA\n"
    "L 16\n"
    "F 25\n"
    "e_zero -133\n"
    "ezero_rule terms\n"
    "out RZ-FP32\n"
    "zero_sign positive\n"
    "nan 0x7FFFFFFF\n"
    "widen_fp16 1\n"
    "k_interleave 2\n"
    "c_after 1\n"
    "end\n";

/* good_model with one line replaced (or removed: new = ""), or appended. */
static void variant_text(char *buf, size_t n, const char *old, const char *new_line)
{
    const char *p = old ? strstr(good_model, old) : NULL;
    if (!old) {
        snprintf(buf, n, "%s%s", good_model, new_line);
        return;
    }
    ck_assert_msg(p != NULL, "no '%s' in the test model", old);
    size_t pre = (size_t)(p - good_model);
    snprintf(buf, n, "%.*s%s%s", (int)pre, good_model, new_line, p + strlen(old));
}

/* A file of the test folder holding text; its path in buf. */
static const char *write_text(const char *name, const char *text, char *buf, size_t n)
{
    tmp_path(name, buf, n);
    FILE *f = fopen(buf, "w");
    ck_assert(f != NULL);
    fputs(text, f);
    ck_assert(!fclose(f));
    return buf;
}

static void expect_error(const char *text, const char *want_line, const char *want_msg)
{
    char path[512], err[512], want[600];
    write_text("bad.model", text, path, sizeof path);
    mmaemu_instr m;
    int rc = mmaemu_model_load(path, &m, err, sizeof err);
    ck_assert_msg(rc == -1, "accepted a bad model (%s)", want_msg);
    snprintf(want, sizeof want, "%s:%s", path, want_line);
    ck_assert_msg(!strncmp(err, want, strlen(want)), "error '%s' does not start with '%s'", err,
                  want);
    ck_assert_msg(strstr(err, want_msg) != NULL, "error '%s' lacks '%s'", err, want_msg);
    ck_assert_msg(!strchr(err, '\n'), "error has a newline: '%s'", err);
    ck_assert(m.name == NULL && m.source == NULL);
}

START_TEST(model_file_errors)
{
    char t[4096], path[512], err[512];
    /* The good model loads and runs like the registry row. */
    write_text("good.model", good_model, path, sizeof path);
    mmaemu_instr m;
    ck_assert_msg(!mmaemu_model_load(path, &m, err, sizeof err), "%s", err);
    const mmaemu_instr *row = mmaemu_instr_select(mmaemu_arch_find("sm90"), NULL, "mma.m16n8k32",
                                                  MMAEMU_E4M3, MMAEMU_FP32, err, sizeof err);
    ck_assert(row != NULL);
    ck_assert(row->step.F == m.step.F && row->widen_fp16 == m.widen_fp16 && m.source == NULL);
    mmaemu_model_free(&m);

    expect_error("", "1: ", "empty file");
    expect_error("mmaemu-model 2\n", "1: ", "unsupported model file version");
    expect_error("name x\n", "1: ", "not a model file");
    variant_text(t, sizeof t, "end\n", "");
    expect_error(t, "18: ", "truncated");
    /* Cut in the middle of a line ("F 2" of "F 25"). */
    snprintf(t, sizeof t, "%.*s", (int)(strstr(good_model, "F 25") - good_model) + 3, good_model);
    expect_error(t, "10: ", "truncated");
    variant_text(t, sizeof t, "L 16\n", "L 16\nfoo 1\n");
    expect_error(t, "10: ", "unknown key 'foo'");
    variant_text(t, sizeof t, "L 16\n", "L sixteen\n");
    expect_error(t, "9: ", "L 'sixteen' is not an integer");
    variant_text(t, sizeof t, "alg T-FDPA\n", "alg X-FDPA\n");
    expect_error(t, "8: ", "algorithm 'X-FDPA' is not T-FDPA");
    variant_text(t, sizeof t, "in e4m3\n", "in e9m9\n");
    expect_error(t, "6: ", "unknown operand format 'e9m9'");
    variant_text(t, sizeof t, "acc fp32\n", "acc bf16\n");
    expect_error(t, "7: ", "accumulator format 'bf16'");
    variant_text(t, sizeof t, "out RZ-FP32\n", "out RZ\n");
    expect_error(t, "13: ", "output rounding 'RZ'");
    variant_text(t, sizeof t, "nan 0x7FFFFFFF\n", "nan 0xZZ\n");
    expect_error(t, "15: ", "nan '0xZZ' is not a hex pattern");
    variant_text(t, sizeof t, "c_after 1\n", "c_after 2\n");
    expect_error(t, "18: ", "c_after '2' is not 0 or 1");
    variant_text(t, sizeof t, "F 25\n", "");
    expect_error(t, "18: ", "missing key 'F' (needed by T-FDPA)");
    variant_text(t, sizeof t, "name mma.m16n8k32\n", "");
    expect_error(t, "18: ", "missing key 'name'");
    variant_text(t, sizeof t, "F 25\n", "F 25\nF 24\n");
    expect_error(t, "11: ", "key 'F' given twice (first on line 10)");
    variant_text(t, sizeof t, "F 25\n", "F\n");
    expect_error(t, "10: ", "key 'F' has no value");
    variant_text(t, sizeof t, "L 16\n", "L 5\n");
    expect_error(t, "19: ", "L must divide k");
    variant_text(t, sizeof t, "F 25\n", "F 50\n");
    expect_error(t, "19: ", "T-FDPA needs 1 <= F <= 40");
    variant_text(t, sizeof t, "k_interleave 2\n", "k_interleave 3\n");
    expect_error(t, "19: ", "every step exactly L products");
    variant_text(t, sizeof t, NULL, "L 16\n");
    expect_error(t, "20: ", "text after the 'end' line");
    /* A missing file. */
    ck_assert(mmaemu_model_load("/nonexistent/x.model", &m, err, sizeof err) == -1);
    ck_assert_msg(strstr(err, "/nonexistent/x.model: cannot open") == err, "%s", err);
}
END_TEST

START_TEST(k_from_name)
{
    static const struct { const char *name; int k; } cases[] = {
        {"mma.m16n8k16", 16}, {"mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32", 32},
        {"wgmma.m64nNk16", 16}, {"wgmma.m64n256k32", 32}, {"mma.m8n8k4", 4},
        {"mfma.32x32x8", 8}, {"mfma.32x32x4_2b", 4}, {"mfma.16x16x32", 32},
        {"v_mfma_f32_32x32x8_bf16", 8}, {"mfma.32x32x8bf16_1k", 8},
        {"tcgen05.kind::f16", 0}, {"inferred", 0}, {"", 0}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        ck_assert_msg(mmaemu_infer_k_from_name(cases[i].name) == cases[i].k, "%s: %d", cases[i].name,
                      mmaemu_infer_k_from_name(cases[i].name));
}
END_TEST

/* The model written by infer loads back and reproduces the data. */
START_TEST(infer_model_file)
{
    const mmaemu_arch *arch = mmaemu_arch_find("MI300X");
    char err[512], path[512];
    const mmaemu_instr *row = mmaemu_instr_select(arch, NULL, NULL, MMAEMU_BF16, MMAEMU_FP32, err,
                                                  sizeof err);
    ck_assert(row != NULL);
    mmaemu_infer_data d;
    synth_data(row, 77, 500, &d);
    mmaemu_infer_options opt = {row->k, 0, 0, "mfma.32x32x8", -1};
    mmaemu_infer_result r;
    ck_assert(!mmaemu_infer(&d, &opt, &r, err, sizeof err));
    tmp_path("inferred.model", path, sizeof path);
    FILE *f = fopen(path, "w");
    ck_assert(f != NULL);
    ck_assert(!mmaemu_infer_write_model(f, &d, &r));
    ck_assert(!fclose(f));
    mmaemu_instr m;
    ck_assert_msg(!mmaemu_model_load(path, &m, err, sizeof err), "%s", err);
    ck_assert_int_eq(m.family, MMAEMU_FAMILY_MFMA);
    ck_assert_str_eq(m.name, "mfma.32x32x8");
    for (size_t i = 0; i < d.n; i++) {
        const uint32_t *a = d.a + d.off[i], *b = d.b + d.off[i];
        size_t k = d.off[i + 1] - d.off[i];
        ck_assert_uint_eq(mmaemu_dot(&m, a, b, k, d.c[i]), d.d[i]);
    }
    mmaemu_model_free(&m);
    mmaemu_infer_result_free(&r);
    mmaemu_infer_data_free(&d);
    unlink(path);
}
END_TEST

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/check_infer.XXXXXX");
    if (!mkdtemp(tmpdir)) {
        perror("mkdtemp");
        return EXIT_FAILURE;
    }
    Suite *s = suite_create("infer");
    TCase *tm = tcase_create("model-files");
    tcase_add_test(tm, model_roundtrip_registry);
    tcase_add_test(tm, model_file_errors);
    tcase_add_test(tm, infer_model_file);
    tcase_add_test(tm, k_from_name);
    suite_add_tcase(s, tm);
    TCase *th = tcase_create("h100-recorded");
    tcase_set_timeout(th, 600);
    tcase_add_loop_test(th, h100_recorded, 0, (int)(sizeof h100_cases / sizeof h100_cases[0]));
    tcase_add_loop_test(th, h100_harness, 0, (int)(sizeof harness_cases / sizeof harness_cases[0]));
    suite_add_tcase(s, th);
    TCase *ts = tcase_create("synthetic");
    tcase_set_timeout(ts, 600);
    tcase_add_loop_test(ts, synthetic_registry, 0, (int)(sizeof synth_cases / sizeof synth_cases[0]));
    tcase_add_test(ts, no_exact_fit);
    suite_add_tcase(s, ts);
    int status = test_run_suite(s);
    static const char *const names[] = {"row.model", "bad.model", "good.model", "inferred.model"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[512];
        unlink(tmp_path(names[i], path, sizeof path));
    }
    rmdir(tmpdir);
    return status;
}
