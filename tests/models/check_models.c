/* SPDX-License-Identifier: MIT */
/* check_models.c -- the model registry against what the documents say:
 * arch lookup by name and product, table invariants, every row against the
 * parameter rules stated in docs/models.md §2 (NVIDIA) and §3 (AMD), the
 * Triton-default instruction of every device and format pair, instruction
 * selection and its errors, the per-arch discriminating examples, and the
 * row tables of docs/models.md §7 against the tables.
 *
 * The expectations are typed here from the prose of docs/models.md and the
 * research sheets (shared/research/nvidia-tensor-cores.md §2 and §7,
 * amd-mfma.md §2 and §5.2), not derived by the registry's own logic.
 *
 * `MMAEMU_PRINT_DOC_ROWS=1 tests/models/check_models` prints the row tables
 * of docs/models.md from the registry (then runs the tests as usual). */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

static const mmaemu_arch *arch(const char *name)
{
    const mmaemu_arch *a = mmaemu_arch_find(name);
    ck_assert_msg(a != NULL, "arch %s not found", name);
    return a;
}

static const mmaemu_instr *sel(const char *an, const char *variant, const char *spec,
                               mmaemu_format in, mmaemu_format acc)
{
    char err[512] = "";
    const mmaemu_instr *r = mmaemu_instr_select(arch(an), variant, spec, in, acc, err, sizeof err);
    ck_assert_msg(r != NULL, "%s %s %s: %s", an, variant ? variant : "(default)",
                  spec ? spec : "(triton)", err);
    return r;
}

/* Select, expecting failure; returns the message. */
static const char *sel_err(const char *an, const char *variant, const char *spec,
                           mmaemu_format in, mmaemu_format acc)
{
    static char err[512];
    err[0] = '\0';
    const mmaemu_instr *r = mmaemu_instr_select(arch(an), variant, spec, in, acc, err, sizeof err);
    ck_assert_msg(r == NULL, "%s %s: expected an error, got %s", an, spec ? spec : "(triton)",
                  r ? r->name : "");
    ck_assert_msg(err[0] != '\0' && !strchr(err, '\n'), "bad message '%s'", err);
    return err;
}

#define ck_assert_has(hay, needle) \
    ck_assert_msg(strstr((hay), (needle)) != NULL, "'%s' lacks '%s'", (hay), (needle))

static const char *fmt(mmaemu_format f)
{
    return mmaemu_format_get(f)->name;
}

static int is_fp8(mmaemu_format f)
{
    return f == MMAEMU_E4M3 || f == MMAEMU_E5M2 || f == MMAEMU_E4M3FNUZ || f == MMAEMU_E5M2FNUZ;
}

/* fp8, fp6 and fp4: the tcgen05 kind::f8f6f4 operands. */
static int is_f8f6f4(mmaemu_format f)
{
    return is_fp8(f) || f == MMAEMU_E2M1 || f == MMAEMU_E2M3 || f == MMAEMU_E3M2;
}

/* ------------------------------------------------------------------ */
/* Arch lookup                                                         */
/* ------------------------------------------------------------------ */

static const struct { const char *alias, *arch; } aliases[] = {
    {"V100", "sm70"}, {"T4", "sm75"}, {"A100", "sm80"}, {"A30", "sm80"},
    {"A2", "sm86"}, {"A40", "sm86"}, {"A10", "sm86"}, {"RTX3090", "sm86"}, {"RTX 3090", "sm86"},
    {"L40S", "sm89"}, {"L4", "sm89"}, {"Ada", "sm89"}, {"ada", "sm89"}, {"RTX4090", "sm89"},
    {"RTX 1000 Ada", "sm89"}, {"H100", "sm90"}, {"h200", "sm90"}, {"H800", "sm90"},
    {"B200", "sm100"}, {"GB200", "sm100"}, {"RTX5090", "sm120"}, {"RTX PRO 6000", "sm120"},
    {"RTXPRO6000", "sm120"}, {"MI100", "gfx908"}, {"MI250X", "gfx90a"}, {"MI250", "gfx90a"},
    {"MI210", "gfx90a"}, {"MI300X", "gfx942"}, {"MI300A", "gfx942"}, {"MI325X", "gfx942"},
    {"mi350x", "gfx950"}, {"MI355X", "gfx950"},
    {"sm70", "sm70"}, {"sm_90", "sm90"}, {"SM90", "sm90"}, {"sm_90a", "sm90"}, {"sm_100a", "sm100"},
    {"sm_120", "sm120"}, {"gfx942", "gfx942"}, {"GFX90A", "gfx90a"},
    {"gfx942:sramecc+:xnack-", "gfx942"},
};

START_TEST(alias_resolves)
{
    const mmaemu_arch *a = mmaemu_arch_find(aliases[_i].alias);
    ck_assert_msg(a != NULL, "alias '%s' unknown", aliases[_i].alias);
    ck_assert_str_eq(a->name, aliases[_i].arch);
}
END_TEST

START_TEST(every_alias_unique)
{
    /* Each arch name and product alias finds its own arch, and no spelling
     * is shared between archs. */
    for (size_t i = 0; i < mmaemu_arch_count(); i++) {
        const mmaemu_arch *a = mmaemu_arch_at(i);
        ck_assert_ptr_eq(mmaemu_arch_find(a->name), a);
        char buf[256];
        snprintf(buf, sizeof buf, "%s", a->products);
        for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
            ck_assert_msg(mmaemu_arch_find(t) == a, "alias %s of %s", t, a->name);
        ck_assert(!strcmp(a->vendor, "NVIDIA") || !strcmp(a->vendor, "AMD"));
    }
    ck_assert_ptr_null(mmaemu_arch_at(mmaemu_arch_count()));
    const char *bad[] = {"sm81", "H1000", "A1000", "", "gfx", "sm", "sm_90x", "sm90:wgmma",
                         "gfx942+cublas", "gfx942:sramecc"};
    for (size_t i = 0; i < TEST_N(bad); i++)
        ck_assert_msg(mmaemu_arch_find(bad[i]) == NULL, "'%s' resolved", bad[i]);
    ck_assert_ptr_null(mmaemu_arch_find(NULL));
    ck_assert_uint_eq(mmaemu_arch_count(), 12);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Table invariants                                                    */
/* ------------------------------------------------------------------ */

static mmaemu_family family_of(const char *name)
{
    if (!strncmp(name, "mma.", 4)) return MMAEMU_FAMILY_MMA;
    if (!strncmp(name, "wgmma.", 6)) return MMAEMU_FAMILY_WGMMA;
    if (!strncmp(name, "tcgen05.", 8)) return MMAEMU_FAMILY_TCGEN05;
    if (!strcmp(name, "fma.rn.f32")) return MMAEMU_FAMILY_MMA;   /* FFMA: selected by name */
    ck_assert_msg(!strncmp(name, "mfma.", 5), "bad name %s", name);
    return MMAEMU_FAMILY_MFMA;
}

/* A row tagged with a variant replaces an untagged row of the same name
 * and formats: selected by name, the variant gets the tagged row and the
 * default variant the untagged one. */
static void check_replacement(const mmaemu_arch *a, const mmaemu_instr *r)
{
    const mmaemu_format in = r->step.a_fmt, acc = r->step.acc_fmt;
    const mmaemu_format b = r->step.b_fmt, sf = r->step.scale_fmt;
    const mmaemu_instr *t = mmaemu_instr_select_ab(a, r->variant, r->name, in, b, sf, acc, NULL, 0);
    const mmaemu_instr *d = mmaemu_instr_select_ab(a, NULL, r->name, in, b, sf, acc, NULL, 0);
    ck_assert_msg(t == r, "%s %s %s->%s [%s]: the variant does not select its row", a->name,
                  r->name, fmt(in), fmt(acc), r->variant);
    ck_assert_msg(d && d != r && !d->variant && !strcmp(d->name, r->name),
                  "%s %s %s->%s [%s] replaces nothing", a->name, r->name, fmt(in), fmt(acc),
                  r->variant);
}

/* One row per (name, formats, variant). */
static void check_unique(const mmaemu_arch *a, size_t i)
{
    const mmaemu_instr *r = &a->instrs[i];
    for (size_t j = i + 1; j < a->n_instrs; j++) {
        const mmaemu_instr *o = &a->instrs[j];
        int same_v = (!o->variant && !r->variant) ||
                     (o->variant && r->variant && !strcmp(o->variant, r->variant));
        int same_f = o->step.a_fmt == r->step.a_fmt && o->step.b_fmt == r->step.b_fmt &&
                     o->step.acc_fmt == r->step.acc_fmt &&
                     mmaemu_params_scaled(&o->step) == mmaemu_params_scaled(&r->step) &&
                     (!mmaemu_params_scaled(&o->step) || o->step.scale_fmt == r->step.scale_fmt);
        ck_assert_msg(!(same_v && same_f && !strcmp(o->name, r->name)), "%s %s: duplicate row",
                      a->name, r->name);
    }
}

START_TEST(rows_valid)
{
    for (size_t ai = 0; ai < mmaemu_arch_count(); ai++) {
        const mmaemu_arch *a = mmaemu_arch_at(ai);
        int nv = !strcmp(a->vendor, "NVIDIA");
        ck_assert_msg(a->n_variants >= 1 && a->n_instrs >= 1, "%s empty", a->name);
        for (size_t i = 0; i < a->n_instrs; i++) {
            const mmaemu_instr *r = &a->instrs[i];
            const mmaemu_step_params *p = &r->step;
            const char *why = mmaemu_params_check(p);
            ck_assert_msg(why == NULL, "%s %s: %s", a->name, r->name, why);
            ck_assert_msg(p->L >= 1 && r->k % p->L == 0, "%s %s: L %d does not divide k %d",
                          a->name, r->name, p->L, r->k);
            /* mixed operands: only the tcgen05 f8f6f4 kinds, integer MMA (PTX
             * .u8/.s8 each side), the sm120 mma.sync f8f6f4 kinds, gfx950's scaled
             * MFMA, and sm90's wgmma e4m3 x e5m2 (PTX wgmma .e4m3.e5m2, torch._scaled_mm) */
            const int f8f6f4_ab = is_f8f6f4(p->a_fmt) && is_f8f6f4(p->b_fmt);
            const int fp8_ab = (p->a_fmt == MMAEMU_E4M3 && p->b_fmt == MMAEMU_E5M2) ||
                               (p->a_fmt == MMAEMU_E5M2 && p->b_fmt == MMAEMU_E4M3);
            ck_assert_msg(p->a_fmt == p->b_fmt ||
                              (r->family == MMAEMU_FAMILY_TCGEN05 && f8f6f4_ab) ||
                              (nv && p->alg == MMAEMU_ALG_INT) ||
                              (r->family == MMAEMU_FAMILY_WGMMA && fp8_ab) ||
                              (f8f6f4_ab && (strstr(r->name, "kind::") ||
                                             strstr(r->name, "mfma.scale."))),
                          "%s %s: mixed operands", a->name, r->name);
            ck_assert_int_eq(r->family, family_of(r->name));
            ck_assert_msg(r->source && *r->source, "%s %s: no source", a->name, r->name);
            if (nv && p->alg == MMAEMU_ALG_FMA) {   /* FFMA rows: IEEE fp32 */
                ck_assert(!strcmp(r->name, "fma.rn.f32") && p->zero_sign == MMAEMU_ZERO_IEEE);
                ck_assert_uint_eq(p->nan_bits, 0x7FFFFFFFu);
            } else if (nv) {
                ck_assert(p->zero_sign == MMAEMU_ZERO_POSITIVE);
                ck_assert(p->alg == MMAEMU_ALG_T_FDPA || p->alg == MMAEMU_ALG_INT ||
                          p->alg == MMAEMU_ALG_GST_FDPA || p->alg == MMAEMU_ALG_BSW);
                ck_assert_uint_eq(p->nan_bits, p->alg == MMAEMU_ALG_INT   ? 0u
                                               : p->acc_fmt == MMAEMU_FP16 ? 0x7FFFu
                                                                           : 0x7FFFFFFFu);
            } else if (p->alg == MMAEMU_ALG_INT) {   /* MFMA i8: s8 x s8 only */
                ck_assert(r->family == MMAEMU_FAMILY_MFMA && p->a_fmt == MMAEMU_S8);
                ck_assert_msg(!r->verified, "%s %s: no AMD device data", a->name, r->name);
            } else {
                ck_assert(r->family == MMAEMU_FAMILY_MFMA && p->acc_fmt == MMAEMU_FP32);
                ck_assert(p->zero_sign == MMAEMU_ZERO_IEEE);
                int ieee_alg = p->alg == MMAEMU_ALG_FTZ_ADDMUL || p->alg == MMAEMU_ALG_FMA ||
                               p->alg == MMAEMU_ALG_PAIRWISE;
                ck_assert_uint_eq(p->nan_bits, ieee_alg ? 0x7FC00000u : 0x7FFFFFFFu);
                ck_assert_msg(!r->verified, "%s %s: no AMD device data", a->name, r->name);
            }
            /* A tagged row names a non-default variant of its arch. */
            if (r->variant) {
                size_t v = 0;
                while (v < a->n_variants && strcmp(a->variants[v].name, r->variant))
                    v++;
                ck_assert_msg(v > 0 && v < a->n_variants, "%s %s: variant %s", a->name, r->name,
                              r->variant);
                check_replacement(a, r);
            }
            check_unique(a, i);
        }
        for (size_t v = 0; v < a->n_variants; v++)
            ck_assert(a->variants[v].name && a->variants[v].summary && *a->variants[v].summary);
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* Every row against the rules of docs/models.md §2 and §3             */
/* ------------------------------------------------------------------ */

/* What the documents say a row must hold; NOT_STATED where they do not. */
#define NOT_STATED INT_MIN
typedef struct doc_rule {
    mmaemu_algorithm alg;
    int L, F, F2, e_zero, ezero_rule, out, ftz_pair, tr_variant;
    int widen_fp16, k_interleave, c_after, zero_align;
} doc_rule;

static const doc_rule UNSTATED = {MMAEMU_ALG_T_FDPA, NOT_STATED, NOT_STATED, NOT_STATED, NOT_STATED,
                                  NOT_STATED, NOT_STATED, NOT_STATED, NOT_STATED, NOT_STATED,
                                  NOT_STATED, NOT_STATED, NOT_STATED};

static int min_int(int x, int y)
{
    return x < y ? x : y;
}

/* docs/models.md §2.  gen: 70 for sm70, ...; F_arch: the arch's fp16/bf16 F. */
/* docs/models.md §2a: kind::i8, and the k = 64 block-scaled kinds; §2c:
 * every integer row is one step per instruction (L = k). */
static doc_rule nvidia_block_rule(const mmaemu_instr *r)
{
    const mmaemu_step_params *p = &r->step;
    doc_rule w = UNSTATED;
    w.alg = p->alg;
    if (p->alg == MMAEMU_ALG_INT) {
        w.L = r->k;
        w.out = MMAEMU_OUT_WRAP_S32;
    } else if (p->alg == MMAEMU_ALG_GST_FDPA) {   /* MMA-Sim 2.1.1: variant mmasim */
        w.L = 64, w.F = 35, w.e_zero = -139, w.out = MMAEMU_OUT_RZ_FP32;
        /* on sm100 the mmasim variant's; on sm120 (mma.sync) the only row */
        ck_assert_msg((r->variant && !strcmp(r->variant, "mmasim")) || r->family == MMAEMU_FAMILY_MMA,
                      "%s: GST untagged", r->name);
    } else {   /* BSW (sf-tensor/tcgen05): groups of 4 for ue4m3, 16 and the floor for ue8m0 */
        w.alg = MMAEMU_ALG_BSW;
        w.L = 64, w.F = 39, w.F2 = 35, w.out = MMAEMU_OUT_RZ_FP32;
        w.e_zero = p->scale_fmt == MMAEMU_UE8M0 ? -174 : 0;
        ck_assert_int_eq(p->group, p->scale_fmt == MMAEMU_UE8M0 ? 16 : 4);
        ck_assert_int_eq(p->c_entry, p->scale_fmt == MMAEMU_UE8M0 ? MMAEMU_C_GROUPWISE
                                                                  : MMAEMU_C_FUSED);
    }
    return w;
}

static doc_rule nvidia_rule(int gen, const mmaemu_instr *r)
{
    const mmaemu_format in = r->step.a_fmt, acc = r->step.acc_fmt;
    if (!strcmp(r->name, "fma.rn.f32")) {   /* §2: cuBLAS's FFMA kernels */
        doc_rule f = UNSTATED;
        f.alg = MMAEMU_ALG_FMA;
        f.L = 1;
        f.out = MMAEMU_OUT_RNE_FP32;
        return f;
    }
    if (r->step.alg != MMAEMU_ALG_T_FDPA)
        return nvidia_block_rule(r);
    const int fp8 = is_f8f6f4(in), tf32 = in == MMAEMU_TF32;
    const int F_arch = gen == 70 ? 23 : gen < 90 ? 24 : 25;
    /* fp8 mma.sync on sm90/sm100: widened to fp16 steps, k/2%2, C last. */
    const int widened = fp8 && r->family == MMAEMU_FAMILY_MMA && (gen == 90 || gen == 100);
    const int fp8_e8m13 = fp8 && (gen == 89 || r->family == MMAEMU_FAMILY_WGMMA);
    doc_rule w = UNSTATED;
    w.alg = MMAEMU_ALG_T_FDPA;
    w.F = fp8_e8m13 ? 13 : F_arch;
    if (gen == 70)
        w.L = 4;
    else if (gen < 90)
        w.L = tf32 ? 4 : fp8 ? 16 : 8;
    else
        w.L = tf32 ? 8 : fp8 ? 32 : 16;
    w.L = widened ? r->k / 2 : min_int(w.L, r->k);   /* never above the instruction's k */
    w.out = acc == MMAEMU_FP16 ? MMAEMU_OUT_RNE_FP16
            : fp8_e8m13         ? MMAEMU_OUT_RZ_E8M13
                                : MMAEMU_OUT_RZ_FP32;
    w.widen_fp16 = widened;
    w.k_interleave = widened ? 2 : 0;
    w.c_after = widened;
    if (fp8)
        return w;   /* e_zero cannot change an fp8 result (§2): checked <= -19 below */
    if (acc == MMAEMU_FP32) {
        w.e_zero = -108 - F_arch;
        w.ezero_rule = MMAEMU_EZERO_TERMS;
    } else if (r->family == MMAEMU_FAMILY_MMA) {
        /* khattak (untagged): floor 4 - F; mmasim (MMA-Sim 2.1.1): terms 4 - F */
        w.e_zero = 4 - F_arch;
        w.ezero_rule = r->variant ? MMAEMU_EZERO_TERMS : MMAEMU_EZERO_FLOOR;
    } else if (r->family == MMAEMU_FAMILY_WGMMA) {
        w.e_zero = -21;   /* measured floor; mmasim: MMA-Sim 2.1.1's terms -21 */
        w.ezero_rule = r->variant ? MMAEMU_EZERO_TERMS : MMAEMU_EZERO_FLOOR;
    } else {
        /* tcgen05: MMA-Sim 2.1.1's -21; variant ez133 the earlier -133 */
        w.e_zero = r->variant && !strcmp(r->variant, "ez133") ? -133 : -21;
        w.ezero_rule = MMAEMU_EZERO_TERMS;
    }
    return w;
}

static int ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), t = strlen(tail);
    return n >= t && !strcmp(s + n - t, tail);
}

/* docs/models.md §3 (and §4 for the gfx950 variants). */
static doc_rule amd_rule(const char *an, const mmaemu_instr *r)
{
    const mmaemu_format in = r->step.a_fmt;
    const char *v = r->variant ? r->variant : "";
    doc_rule w = UNSTATED;
    if (in == MMAEMU_S8) {   /* §3: MFMA i8, exact, wrapping (HYP), one step */
        w.alg = MMAEMU_ALG_INT;
        w.L = r->k;
        w.out = MMAEMU_OUT_WRAP_S32;
    } else if (in == MMAEMU_FP32) {
        w.alg = MMAEMU_ALG_FMA;
        w.L = 1;
    } else if (!strcmp(an, "gfx908") && !strcmp(v, "mmasim-pairwise")) {
        w.alg = MMAEMU_ALG_PAIRWISE;     /* docs/models.md 3: CDNA1 variants */
        w.ftz_pair = w.L = in == MMAEMU_FP16 ? 4 : 2;
    } else if (!strcmp(an, "gfx908")) {
        w.alg = MMAEMU_ALG_E_FDPA;
        w.L = in == MMAEMU_FP16 ? 4 : 2;
    } else if (!strcmp(an, "gfx90a")) {
        w.alg = MMAEMU_ALG_FTZ_ADDMUL;
        w.ftz_pair = in == MMAEMU_BF16 && !ends_with(r->name, "_1k") ? 2 : 4;
        w.L = w.ftz_pair;
    } else {
        /* docs/models.md 4: gfx950's scaled MFMA is the fp8 row's GTR step
         * with e2m1 operands too (hypothesis) */
        const int fp8 = is_fp8(in) || (!strcmp(an, "gfx950") && mmaemu_params_scaled(&r->step)),
                  new950 = !strcmp(an, "gfx950") &&
                                            (strstr(r->name, "32x32x16") || strstr(r->name, "16x16x32"));
        w.alg = fp8 ? MMAEMU_ALG_GTR_FDPA : MMAEMU_ALG_TR_FDPA;
        w.F = 24;
        w.F2 = 31;
        w.L = fp8 ? 16 : in == MMAEMU_TF32 ? 4 : min_int(8, r->k);
        /* docs/models.md "AMD zero-operand rule": a variant named
         * "zero-align" or "<base>-zero-align" is <base> with EMIN. */
        char base[40];
        snprintf(base, sizeof base, "%s", v);
        char *za = strstr(base, "zero-align");
        w.zero_align = za ? MMAEMU_ZALIGN_M126 : MMAEMU_ZALIGN_SKIP;
        if (za)
            *(za > base ? za - 1 : za) = '\0';
        if (new950 && !fp8 && !strcmp(base, "step16"))
            w.L = 16;
        if (new950 && !fp8 && !strcmp(base, "fused-k"))
            w.L = r->k;
        w.tr_variant = !strcmp(base, "mmasim-v1") ? MMAEMU_TR_FLOOR_BEFORE : MMAEMU_TR_RENORM_FLOOR;
    }
    return w;
}

/* r against the rule w, field by field (a NOT_STATED field is not checked). */
static void ck_rules(const mmaemu_arch *a, const mmaemu_instr *r, doc_rule w)
{
    const mmaemu_step_params *p = &r->step;
    const struct { const char *name; int docs, got; } f[] = {
        {"L", w.L, p->L}, {"F", w.F, p->F}, {"F2", w.F2, p->F2}, {"e_zero", w.e_zero, p->e_zero},
        {"ezero_rule", w.ezero_rule, (int)p->ezero_rule}, {"out", w.out, (int)p->out},
        {"ftz_pair", w.ftz_pair, p->ftz_pair}, {"tr_variant", w.tr_variant, (int)p->tr_variant},
        {"zero_align", w.zero_align, p->zero_align}, {"widen_fp16", w.widen_fp16, r->widen_fp16},
        {"k_interleave", w.k_interleave, r->k_interleave}, {"c_after", w.c_after, r->c_after}};
    for (size_t i = 0; i < TEST_N(f); i++)
        ck_assert_msg(f[i].docs == NOT_STATED || f[i].got == f[i].docs,
                      "%s %s %s->%s%s%s: %s %d, docs %d", a->name, r->name, fmt(p->a_fmt),
                      fmt(p->acc_fmt), r->variant ? " variant " : "", r->variant ? r->variant : "",
                      f[i].name, f[i].got, f[i].docs);
}

START_TEST(rows_follow_documented_rules)
{
    int rows = 0;
    for (size_t ai = 0; ai < mmaemu_arch_count(); ai++) {
        const mmaemu_arch *a = mmaemu_arch_at(ai);
        const int nv = !strcmp(a->vendor, "NVIDIA");
        for (size_t i = 0; i < a->n_instrs; i++, rows++) {
            const mmaemu_instr *r = &a->instrs[i];
            const mmaemu_step_params *p = &r->step;
            doc_rule w = nv ? nvidia_rule(atoi(a->name + 2), r) : amd_rule(a->name, r);
            ck_assert_msg(p->alg == w.alg, "%s %s: algorithm", a->name, r->name);
            ck_rules(a, r, w);
            if (nv && p->alg == MMAEMU_ALG_T_FDPA) {
                ck_assert_msg(p->c_entry == MMAEMU_C_FUSED, "%s %s: C not fused", a->name, r->name);
                ck_assert_msg(!is_f8f6f4(p->a_fmt) || p->e_zero <= -19, "%s %s: fp8 e_zero %d",
                              a->name, r->name, p->e_zero);
                /* the NVIDIA alternatives of unscaled rows: the fp16-accumulator e_zero */
                ck_assert_msg(!r->variant || ((!strcmp(r->variant, "mmasim") ||
                                               !strcmp(r->variant, "ez133")) &&
                                              p->acc_fmt == MMAEMU_FP16 && !is_fp8(p->a_fmt)),
                              "%s %s: variant %s", a->name, r->name, r->variant);
            }
        }
    }
    printf("documented rules: %d rows checked\n", rows);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Triton's instruction per device and formats                         */
/* ------------------------------------------------------------------ */

#define NO_F (-1) /* algorithms without an F */

/* Triton's instruction per device and formats, typed from the docs into
 * tests/data/models/triton-rows.tsv (its header says from where). */
static struct triton_row {
    char device[24], name[48];
    mmaemu_format in, acc;
    int k, L, F;
    mmaemu_algorithm alg;
} triton_rows[96];
static size_t n_triton_rows;

static int alg_of(const char *name, mmaemu_algorithm *out)
{
    for (int a = 0; a <= MMAEMU_ALG_BSW; a++)
        if (!strcmp(mmaemu_model_alg_name((mmaemu_algorithm)a), name)) {
            *out = (mmaemu_algorithm)a;
            return 0;
        }
    return -1;
}

/* One tab-separated line of the file into row t; 0, or -1 when it is not a row. */
static int triton_row_parse(char *line, struct triton_row *t)
{
    char *col[8];
    int n = 0;
    for (char *c = strtok(line, "\t\n"); c && n < 8; c = strtok(NULL, "\t\n"))
        col[n++] = c;
    if (n != 8 || strlen(col[0]) >= sizeof t->device || strlen(col[3]) >= sizeof t->name ||
        mmaemu_format_parse(col[1], &t->in) || mmaemu_format_parse(col[2], &t->acc) ||
        alg_of(col[7], &t->alg))
        return -1;
    strcpy(t->device, col[0]);
    strcpy(t->name, col[3]);
    t->k = atoi(col[4]);
    t->L = atoi(col[5]);
    t->F = strcmp(col[6], "-") ? atoi(col[6]) : NO_F;
    return 0;
}

static void load_triton_rows(void)
{
    char path[512], line[256];
    FILE *f = fopen(test_data_path("models/triton-rows.tsv", path, sizeof path), "r");
    if (!f) {
        perror(path);
        exit(1);
    }
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char copy[256];
        snprintf(copy, sizeof copy, "%s", line);
        if (n_triton_rows == TEST_N(triton_rows) ||
            triton_row_parse(line, &triton_rows[n_triton_rows])) {
            fprintf(stderr, "%s: bad row: %s", path, copy);
            exit(1);
        }
        n_triton_rows++;
    }
    fclose(f);
}

/* The table's row for (arch, formats), or NULL. */
static const struct triton_row *triton_row_of(const mmaemu_arch *a, int in, int acc)
{
    for (size_t t = 0; t < n_triton_rows; t++)
        if (mmaemu_arch_find(triton_rows[t].device) == a && (int)triton_rows[t].in == in &&
            (int)triton_rows[t].acc == acc)
            return &triton_rows[t];
    return NULL;
}

/* Row _i of the table, under the device's default variant. */
START_TEST(triton_default_named)
{
    const struct triton_row *t = &triton_rows[_i];
    const mmaemu_instr *r = sel(t->device, NULL, NULL, t->in, t->acc);
    ck_assert_str_eq(r->name, t->name);
    ck_assert(r->triton_default);
    ck_assert_msg(r->k == t->k && r->step.L == t->L && r->step.alg == t->alg &&
                      (t->F == NO_F || r->step.F == t->F),
                  "%s %s %s->%s: k %d L %d F %d, docs k %d L %d F %d", t->device, r->name,
                  fmt(t->in), fmt(t->acc), r->k, r->step.L, r->step.F, t->k, t->L, t->F);
}
END_TEST

/* The row tagged with variant v for r's name and formats, or NULL. */
static const mmaemu_instr *tagged_row(const mmaemu_arch *a, const char *v, const mmaemu_instr *r)
{
    for (size_t i = 0; i < a->n_instrs; i++) {
        const mmaemu_instr *o = &a->instrs[i];
        if (o->variant && !strcmp(o->variant, v) && !strcmp(o->name, r->name) &&
            o->step.a_fmt == r->step.a_fmt && o->step.acc_fmt == r->step.acc_fmt)
            return o;
    }
    return NULL;
}

/* Every arch, variant and format pair: Triton's instruction is the table's
 * (same name and k under every variant), and there is none where the table
 * has none.  Under a variant, its own row of that instruction replaces the
 * untagged one (docs/models.md 7), and no other variant's row is chosen. */
/* Triton's instruction of arch a under variant vn for in -> acc; returns
 * whether the table lists one. */
static int check_triton_choice(const mmaemu_arch *a, const char *vn, mmaemu_format in,
                               mmaemu_format acc)
{
    const struct triton_row *t = triton_row_of(a, in, acc);
    const mmaemu_instr *r = mmaemu_instr_select(a, vn, NULL, in, acc, NULL, 0);
    ck_assert_msg(!t == !r, "%s [%s] %s->%s: Triton %s, docs %s", a->name, vn, fmt(in), fmt(acc),
                  r ? r->name : "none", t ? t->name : "none");
    if (!t)
        return 0;
    const mmaemu_instr *own = tagged_row(a, vn, r);
    ck_assert_msg(!strcmp(r->name, t->name) && r->k == t->k && r->triton_default,
                  "%s [%s]: %s, docs %s", a->name, vn, r->name, t->name);
    ck_assert_msg((!r->variant || !strcmp(r->variant, vn)) && (!own || r == own),
                  "%s [%s] %s: the row of variant %s", a->name, vn, r->name,
                  r->variant ? r->variant : "(none)");
    return 1;
}

START_TEST(triton_default_complete)
{
    int archs = 0;
    for (size_t ai = 0; ai < mmaemu_arch_count(); ai++) {
        const mmaemu_arch *a = mmaemu_arch_at(ai);
        int listed = 0;
        for (size_t v = 0; v < a->n_variants; v++)
            for (int in = 0; in < MMAEMU_FORMAT_COUNT; in++)
                for (int acc = 0; acc < MMAEMU_FORMAT_COUNT; acc++)
                    listed |= check_triton_choice(a, a->variants[v].name, (mmaemu_format)in,
                                                  (mmaemu_format)acc);
        archs += listed;
    }
    ck_assert_int_eq(archs, (int)mmaemu_arch_count());
}
END_TEST

/* The flag marks exactly the rows of the table's instructions (a variant's
 * replacement row carries it too). */
START_TEST(triton_flag_only_on_table_rows)
{
    for (size_t ai = 0; ai < mmaemu_arch_count(); ai++) {
        const mmaemu_arch *a = mmaemu_arch_at(ai);
        for (size_t i = 0; i < a->n_instrs; i++) {
            const mmaemu_instr *r = &a->instrs[i];
            const struct triton_row *t = triton_row_of(a, r->step.a_fmt, r->step.acc_fmt);
            /* Triton's rows take one operand format and no scales */
            int want = t && !strcmp(t->name, r->name) && r->step.a_fmt == r->step.b_fmt &&
                       !mmaemu_params_scaled(&r->step);
            ck_assert_msg(r->triton_default == want, "%s %s %s->%s%s: Triton flag %d, docs %d",
                          a->name, r->name, fmt(r->step.a_fmt), fmt(r->step.acc_fmt),
                          r->variant ? " (variant)" : "", r->triton_default, want);
        }
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* Selection                                                           */
/* ------------------------------------------------------------------ */

/* An instruction as users spell it, and the row it selects. */
static const struct spelling {
    const char *arch, *spec;
    mmaemu_format in, acc;
    const char *want;
} spellings[] = {
    {"sm80", "MMA.M16N8K8", MMAEMU_BF16, MMAEMU_FP32, "mma.m16n8k8"},
    {"sm80", "mma.sync.aligned.m16n8k8", MMAEMU_BF16, MMAEMU_FP32, "mma.m16n8k8"},
    {"sm90", "wgmma.m64n256k16", MMAEMU_BF16, MMAEMU_FP32, "wgmma.m64nNk16"},
    {"sm90", "wgmma.mma_async.m64n8k16", MMAEMU_FP16, MMAEMU_FP16, "wgmma.m64nNk16"},
    {"sm100", "tcgen05.mma.kind::tf32", MMAEMU_TF32, MMAEMU_FP32, "tcgen05.kind::tf32"},
    /* families: Triton's row first, else the largest k */
    {"sm90", "mma", MMAEMU_BF16, MMAEMU_FP32, "mma.m16n8k16"},
    {"sm90", "MMA", MMAEMU_TF32, MMAEMU_FP32, "mma.m16n8k8"},
    {"sm90", "wgmma", MMAEMU_E4M3, MMAEMU_FP32, "wgmma.m64nNk32"},
    {"sm100", "mma", MMAEMU_E5M2, MMAEMU_FP32, "mma.m16n8k32"},
    {"sm80", "mma", MMAEMU_TF32, MMAEMU_FP32, "mma.m16n8k8"},
    {"sm90", "wgmma.m64n128k32", MMAEMU_S8, MMAEMU_S32, "wgmma.m64nNk32"},
    {"sm90", "mma", MMAEMU_S8, MMAEMU_S32, "mma.m16n8k32"},
    {"sm75", "mma", MMAEMU_U8, MMAEMU_S32, "mma.m8n8k16"},
    {"gfx90a", "mfma", MMAEMU_BF16, MMAEMU_FP32, "mfma.32x32x8bf16_1k"},
    {"gfx942", "", MMAEMU_BF16, MMAEMU_FP32, "mfma.32x32x8"},
};

START_TEST(select_spellings)
{
    for (size_t i = 0; i < TEST_N(spellings); i++) {
        const struct spelling *t = &spellings[i];
        ck_assert_str_eq(sel(t->arch, NULL, t->spec, t->in, t->acc)->name, t->want);
    }
}
END_TEST

START_TEST(select_variants)
{
    const mmaemu_format BF = MMAEMU_BF16, H = MMAEMU_FP16, S = MMAEMU_FP32;
    /* NVIDIA fp16 accumulator: Khattak's floor is the default (measured on
     * an H100), MMA-Sim 2.1.1's e_zero (the same value, terms) the tagged
     * alternative. */
    const mmaemu_instr *d = sel("sm80", NULL, NULL, H, H), *k = sel("sm80", "khattak", NULL, H, H);
    const mmaemu_instr *m = sel("A100", "MMASIM", NULL, H, H);
    ck_assert_ptr_eq(d, k);
    ck_assert(k->step.ezero_rule == MMAEMU_EZERO_FLOOR && k->step.e_zero == -20);
    ck_assert(m->step.ezero_rule == MMAEMU_EZERO_TERMS && m->step.e_zero == -20);
    ck_assert_str_eq(m->variant, "mmasim");
    ck_assert(sel("sm90", NULL, "wgmma", H, H)->step.e_zero == -21);
    /* untagged rows are shared */
    ck_assert_ptr_eq(sel("sm80", "mmasim", NULL, BF, S), sel("sm80", NULL, NULL, BF, S));
    /* gfx950 step structure per variant */
    ck_assert_int_eq(sel("gfx950", NULL, "mfma.32x32x16", BF, S)->step.L, 8);
    ck_assert_int_eq(sel("gfx950", "as-gfx942", "mfma.16x16x32", H, S)->step.L, 8);
    ck_assert_int_eq(sel("gfx950", "step16", "mfma.32x32x16", BF, S)->step.L, 16);
    ck_assert_int_eq(sel("gfx950", "step16", "mfma.16x16x32", BF, S)->step.L, 16);
    ck_assert_int_eq(sel("gfx950", "fused-k", "mfma.16x16x32", H, S)->step.L, 32);
    ck_assert_int_eq(sel("gfx950", "step16", "mfma.32x32x8", BF, S)->step.L, 8);
    ck_assert(sel("gfx950", "mmasim-v1", NULL, BF, S)->step.tr_variant == MMAEMU_TR_FLOOR_BEFORE);
    ck_assert(sel("gfx942", NULL, NULL, BF, S)->step.tr_variant == MMAEMU_TR_RENORM_FLOOR);
    ck_assert(sel("MI300X", "mmasim-v1", NULL, MMAEMU_E4M3FNUZ, S)->step.tr_variant ==
              MMAEMU_TR_FLOOR_BEFORE);
    ck_assert_str_eq(sel("gfx950", NULL, NULL, BF, S)->name, "mfma.32x32x16");
    /* the first variant is the default */
    for (size_t i = 0; i < mmaemu_arch_count(); i++) {
        const mmaemu_arch *a = mmaemu_arch_at(i);
        ck_assert_str_eq(a->variants[0].name, !strcmp(a->name, "gfx950") ? "as-gfx942"
                                              : !strcmp(a->vendor, "NVIDIA") ? "khattak"
                                              : "mmasim");
    }
}
END_TEST

START_TEST(select_errors)
{
    const mmaemu_format BF = MMAEMU_BF16, H = MMAEMU_FP16, S = MMAEMU_FP32;
    const char *e;
    e = sel_err("sm80", "nope", NULL, BF, S);
    ck_assert_has(e, "nope");
    ck_assert_has(e, "khattak mmasim");
    e = sel_err("sm80", NULL, "wgmma", BF, S);
    ck_assert_str_eq(e, "arch sm80 has no wgmma instruction for bf16");
    e = sel_err("sm90", NULL, "wgmma", BF, H);
    ck_assert_has(e, "accumulator");
    e = sel_err("gfx942", NULL, NULL, MMAEMU_E4M3, S);
    ck_assert_str_eq(e, "arch gfx942 has no instruction for e4m3 "
                        "(formats: bf16 fp16 tf32 e4m3fnuz e5m2fnuz fp32 s8)");
    e = sel_err("gfx942", NULL, NULL, BF, H);
    ck_assert_has(e, "accumulators: fp32");
    e = sel_err("sm80", NULL, "mma.m99", BF, S);
    ck_assert_has(e, "mma.m99");
    ck_assert_has(e, "mma.m16n8k16 mma.m16n8k8");
    e = sel_err("sm80", NULL, "mma.m16n8k4", BF, S);
    ck_assert_has(e, "tf32->fp32");
    e = sel_err("gfx950", NULL, NULL, MMAEMU_E4M3, S);
    ck_assert_has(e, "Triton");
    ck_assert_has(e, "mfma.32x32x16");
    e = sel_err("gfx950", NULL, NULL, MMAEMU_TF32, S);
    ck_assert_has(e, "no instruction for tf32");
    e = sel_err("sm70", NULL, "tcgen05", H, S);
    ck_assert_has(e, "tcgen05");
    /* a NULL err buffer is allowed */
    ck_assert_ptr_null(mmaemu_instr_select(arch("sm80"), "x", NULL, BF, S, NULL, 0));
    ck_assert_ptr_null(mmaemu_instr_select(NULL, NULL, NULL, BF, S, NULL, 0));
}
END_TEST

/* ------------------------------------------------------------------ */
/* Discriminating examples                                             */
/* ------------------------------------------------------------------ */

/* 1*1 + c with c = -(0.5 - 2^-25) (fp32 0xBEFFFFFF): C truncated to F bits
 * below 2^0 before the exact sum (nvidia sheet section 1). */
static const struct { const char *arch; uint32_t want; } f_probe[] = {
    {"sm70", 0x3F000002}, {"sm75", 0x3F000001}, {"sm80", 0x3F000001}, {"sm86", 0x3F000001},
    {"sm89", 0x3F000001}, {"sm90", 0x3F000000}, {"sm100", 0x3F000000}, {"sm120", 0x3F000000},
};

START_TEST(example_f_bits)
{
    const mmaemu_arch *a = arch(f_probe[_i].arch);
    /* bf16 where the arch has it, else fp16 */
    char err[256];
    const mmaemu_instr *r = mmaemu_instr_select(a, NULL, NULL, MMAEMU_BF16, MMAEMU_FP32, err, sizeof err);
    uint32_t one = 0x3F80;
    if (!r) {
        r = sel(f_probe[_i].arch, NULL, NULL, MMAEMU_FP16, MMAEMU_FP32);
        one = 0x3C00;
    }
    uint32_t d = mmaemu_dot(r, &one, &one, 1, 0xBEFFFFFFu);
    ck_assert_msg(d == f_probe[_i].want, "%s %s: 0x%08X, want 0x%08X", a->name, r->name, d,
                  f_probe[_i].want);
}
END_TEST

/* MMA-Sim paper v2 Table 8: c = 2^23, a = [-2^13, -0.5, -0.25, -0.125],
 * b = [2^10, 1, 1, 1], fp16 operands; exact result -0.875. */
static const struct { const char *arch; uint32_t want; } table8[] = {
    {"sm70", 0x00000000}, {"sm80", 0xBF000000}, {"sm89", 0xBF000000},
    {"sm90", 0xBF400000}, {"sm100", 0xBF400000},
};

START_TEST(example_table8)
{
    const uint32_t a[4] = {0xF000, 0xB800, 0xB400, 0xB000};
    const uint32_t b[4] = {0x6400, 0x3C00, 0x3C00, 0x3C00};
    const mmaemu_instr *r = sel(table8[_i].arch, NULL, NULL, MMAEMU_FP16, MMAEMU_FP32);
    uint32_t d = mmaemu_dot(r, a, b, 4, 0x4B000000u);
    ck_assert_msg(d == table8[_i].want, "%s %s: 0x%08X, want 0x%08X", table8[_i].arch, r->name,
                  d, table8[_i].want);
}
END_TEST

/* The fp16-accumulator zero-term exponent.  sm80 fp16 -> fp16, a = [2^-13,
 * 2^-23], b = [2^-12, 2^-22], c = +0: products 2^-25 and 2^-45; e_zero -21
 * keeps 2^-45 and rounds up to 2^-24, -20 drops it and the tie 2^-25 rounds
 * to +0 (nvidia sheet 5.2); MMA-Sim 2.1.1 and Khattak both use -20, so
 * both variants give +0.  sm100 tcgen05.kind::f16 fp16 -> fp16 (issue 28),
 * a = [1.125 * 2^-14, 2^-24], b = [2^-8, 2^-23]: products 9 * 2^-25 (a tie
 * of the fp16 grid) and 2^-47; -21 (window 2^-46) drops 2^-47 and rounds
 * the tie 4.5 * 2^-24 to even, 0x0004; variant ez133 (-133: window 2^-47)
 * keeps it and rounds up, 0x0005. */
START_TEST(example_fp16_ezero)
{
    const uint32_t a[2] = {0x0800, 0x0002}, b[2] = {0x0C00, 0x0004};
    const mmaemu_instr *m = sel("sm80", "mmasim", NULL, MMAEMU_FP16, MMAEMU_FP16);
    const mmaemu_instr *k = sel("sm80", "khattak", NULL, MMAEMU_FP16, MMAEMU_FP16);
    ck_assert_uint_eq(mmaemu_dot(m, a, b, 2, 0), 0x0000);
    ck_assert_uint_eq(mmaemu_dot(k, a, b, 2, 0), 0x0000);
    const uint32_t ta[2] = {0x0480, 0x0001}, tb[2] = {0x1C00, 0x0002};
    const mmaemu_instr *t = sel("sm100", NULL, "tcgen05", MMAEMU_FP16, MMAEMU_FP16);
    const mmaemu_instr *z = sel("sm100", "ez133", "tcgen05", MMAEMU_FP16, MMAEMU_FP16);
    ck_assert_uint_eq(mmaemu_dot(t, ta, tb, 2, 0), 0x0004);
    ck_assert_uint_eq(mmaemu_dot(z, ta, tb, 2, 0), 0x0005);
    ck_assert_uint_eq(mmaemu_ref_dot(z, ta, tb, 2, 0), 0x0005);
}
END_TEST

/* gfx950:upper-k-first is, by its definition (rocJITsu's translation), two
 * gfx942 MFMAs of half the K, the upper half first, the first's fp32 result
 * the second's C: checked against the gfx942 rows (the datapath MMA-Sim
 * 2.1.1 agrees with, section 3a) on random bf16/fp16 vectors, and it is not
 * the as-gfx942 order on all of them. */
START_TEST(example_gfx950_upper_k_first)
{
    test_rng rng = {0x950u};
    const mmaemu_format fm[2] = {MMAEMU_BF16, MMAEMU_FP16};
    const char *wide[2] = {"mfma.32x32x16", "mfma.16x16x32"}, *half[2] = {"mfma.32x32x8", "mfma.16x16x16"};
    int differ = 0;
    for (int it = 0; it < 4000; it++) {
        const mmaemu_format f = fm[it & 1];
        const int w = (it >> 1) & 1, k = w ? 32 : 16;
        const mmaemu_instr *u = sel("gfx950", "upper-k-first", wide[w], f, MMAEMU_FP32);
        const mmaemu_instr *d = sel("gfx950", NULL, wide[w], f, MMAEMU_FP32);
        const mmaemu_instr *h = sel("gfx942", NULL, half[w], f, MMAEMU_FP32);
        uint32_t a[32], b[32];
        for (int i = 0; i < k; i++) {   /* spread exponents so the order matters */
            uint32_t e = (uint32_t)test_rng_below(&rng, 12) - 6u;
            a[i] = f == MMAEMU_BF16 ? ((uint32_t)(127 + (int)e) << 7 | (uint32_t)test_rng_below(&rng, 128)) |
                                          ((uint32_t)test_rng_below(&rng, 2) << 15)
                                    : ((uint32_t)(15 + (int)e) << 10 | (uint32_t)test_rng_below(&rng, 1024)) |
                                          ((uint32_t)test_rng_below(&rng, 2) << 15);
            b[i] = f == MMAEMU_BF16 ? 0x3F80u | (uint32_t)test_rng_below(&rng, 128) : 0x3C00u | (uint32_t)test_rng_below(&rng, 1024);
        }
        const uint32_t c = ((uint32_t)test_rng_next(&rng) & 0x807FFFFFu) | 0x3F000000u;
        const uint32_t up = mmaemu_dot(h, a + k / 2, b + k / 2, (size_t)k / 2, c);
        const uint32_t want = mmaemu_dot(h, a, b, (size_t)k / 2, up);
        ck_assert_uint_eq(mmaemu_dot(u, a, b, (size_t)k, c), want);
        ck_assert_uint_eq(mmaemu_ref_dot(u, a, b, (size_t)k, c), want);
        differ += mmaemu_dot(d, a, b, (size_t)k, c) != want;
    }
    ck_assert_msg(differ > 0, "upper-k-first equals as-gfx942 on every vector");
}
END_TEST

/* AMD: a bf16 product 2^-64 * 2^-64 = 2^-128 with c = +0.  CDNA2 flushes
 * the subnormal product; CDNA1 (exact) and CDNA3 (C = 0 at e = -126, the
 * product on 24 bits below 2^-128) keep it. */
START_TEST(example_amd_subnormal_product)
{
    const uint32_t x = 0x1F80; /* bf16 2^-64 */
    ck_assert_uint_eq(mmaemu_dot(sel("gfx908", NULL, NULL, MMAEMU_BF16, MMAEMU_FP32), &x, &x, 1, 0),
                      0x00200000u);
    ck_assert_uint_eq(mmaemu_dot(sel("gfx90a", NULL, NULL, MMAEMU_BF16, MMAEMU_FP32), &x, &x, 1, 0),
                      0x00000000u);
    ck_assert_uint_eq(mmaemu_dot(sel("gfx942", NULL, NULL, MMAEMU_BF16, MMAEMU_FP32), &x, &x, 1, 0),
                      0x00200000u);
}
END_TEST

/* CDNA1 variants (docs/models.md 3): fp16 a = b = [1, 2^-24], c = 2^-24.
 * E-FDPA sums 1 + 2^-48 + 2^-24 exactly: above the tie, 1 + 2^-23.  The
 * pairwise model rounds 1 + 2^-48 to 1 first, then 1 + 2^-24 is a tie: 1. */
START_TEST(example_amd_cdna1_variants)
{
    const uint32_t x[2] = {0x3C00, 0x0001};
    ck_assert_uint_eq(mmaemu_dot(sel("gfx908", NULL, NULL, MMAEMU_FP16, MMAEMU_FP32), x, x, 2, 0x33800000u),
                      0x3F800001u);
    ck_assert_uint_eq(mmaemu_dot(sel("gfx908", "mmasim-pairwise", NULL, MMAEMU_FP16, MMAEMU_FP32), x, x, 2,
                                 0x33800000u), 0x3F800000u);
}
END_TEST

/* AMD zero-operand rule (docs/models.md "AMD zero-operand rule"), worked
 * by hand.  bf16 a = [0, 2^-63, 0 x 6], b = [2^63, 2^-63, 1 x 6], c = +0:
 * skipping zero products leaves 2^-126 exact (0x00800000); with a zero
 * operand at e = -126, 0 * 2^63 sets the alignment at 2^-63 and the 2^-126
 * product falls below the 2^-87 grid (+0).  a = 0 x 8, b = 2^63 x 8,
 * c = -2^-100: skipping, E = e_c and C passes (0x8D800000); zero-align puts
 * E at -63 and floors C onto the 2^-87 grid: -2^-87 (0x94000000).  Every
 * CDNA3/CDNA4 variant, each rule. */
START_TEST(example_amd_zero_operand)
{
    const uint32_t a1[8] = {0, 0x2000, 0, 0, 0, 0, 0, 0};
    const uint32_t b1[8] = {0x5F00, 0x2000, 0x3F80, 0x3F80, 0x3F80, 0x3F80, 0x3F80, 0x3F80};
    const uint32_t a2[8] = {0}, b2[8] = {0x5F00, 0x5F00, 0x5F00, 0x5F00, 0x5F00, 0x5F00, 0x5F00, 0x5F00};
    const char *const archs[] = {"gfx942", "gfx950"};
    int n_za = 0;
    for (int i = 0; i < 2; i++) {
        const mmaemu_arch *A = arch(archs[i]);
        for (size_t v = 0; v < A->n_variants; v++) {
            const char *vn = A->variants[v].name;
            const int za = strstr(vn, "zero-align") != NULL;
            const mmaemu_instr *r = sel(archs[i], vn, "mfma.32x32x8", MMAEMU_BF16, MMAEMU_FP32);
            ck_assert_int_eq(r->step.zero_align, za ? MMAEMU_ZALIGN_M126 : MMAEMU_ZALIGN_SKIP);
            ck_assert_uint_eq(mmaemu_dot(r, a1, b1, 8, 0), za ? 0x00000000u : 0x00800000u);
            ck_assert_uint_eq(mmaemu_dot(r, a2, b2, 8, 0x8D800000u), za ? 0x94000000u : 0x8D800000u);
            n_za += za;
        }
    }
    ck_assert_int_eq(n_za, 6);   /* 2 on gfx942, 4 on gfx950 */
}
END_TEST

/* Every fused (TR/GTR) row of gfx942/gfx950 has a twin with the other
 * zero-operand rule: same name, formats, L and TR variant. */
START_TEST(amd_zero_align_twins)
{
    const char *const archs[] = {"gfx942", "gfx950"};
    for (int i = 0; i < 2; i++) {
        const mmaemu_arch *A = arch(archs[i]);
        for (size_t j = 0; j < A->n_instrs; j++) {
            const mmaemu_instr *r = &A->instrs[j];
            /* scaled rows keep one rule (docs/models.md 4) */
            if ((r->step.alg != MMAEMU_ALG_TR_FDPA && r->step.alg != MMAEMU_ALG_GTR_FDPA) ||
                mmaemu_params_scaled(&r->step))
                continue;
            int twin = 0;
            for (size_t k = 0; k < A->n_instrs && !twin; k++) {
                const mmaemu_instr *o = &A->instrs[k];
                twin = !strcmp(o->name, r->name) && o->step.a_fmt == r->step.a_fmt &&
                       o->step.alg == r->step.alg && o->step.L == r->step.L &&
                       o->step.tr_variant == r->step.tr_variant &&
                       o->step.zero_align != r->step.zero_align;
            }
            ck_assert_msg(twin, "%s %s (%s): no twin with the other zero-operand rule", archs[i],
                          r->name, r->variant ? r->variant : "-");
        }
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* docs/models.md matches the tables                                   */
/* ------------------------------------------------------------------ */

static const char *alg_text(const mmaemu_step_params *p)
{
    static char buf[40];
    const char *trv = p->tr_variant == MMAEMU_TR_FLOOR_BEFORE ? "floor-before" : "renorm-floor";
    const char *za = p->zero_align == MMAEMU_ZALIGN_M126 ? "+zero-126" : "";
    switch (p->alg) {
    case MMAEMU_ALG_T_FDPA: return "T-FDPA";
    case MMAEMU_ALG_TR_FDPA: snprintf(buf, sizeof buf, "TR-FDPA/%s%s", trv, za); return buf;
    case MMAEMU_ALG_GTR_FDPA: snprintf(buf, sizeof buf, "GTR-FDPA/%s%s", trv, za); return buf;
    case MMAEMU_ALG_E_FDPA: return "E-FDPA";
    case MMAEMU_ALG_FTZ_ADDMUL: snprintf(buf, sizeof buf, "FTZ-AddMul/P%d", p->ftz_pair); return buf;
    case MMAEMU_ALG_PAIRWISE: snprintf(buf, sizeof buf, "Pairwise/P%d", p->ftz_pair); return buf;
    case MMAEMU_ALG_FMA: return "FMA";
    case MMAEMU_ALG_INT: return "INT";
    case MMAEMU_ALG_GST_FDPA: snprintf(buf, sizeof buf, "GST-FDPA/G%d", p->group); return buf;
    case MMAEMU_ALG_BSW: snprintf(buf, sizeof buf, "BSW/G%d", p->group); return buf;
    }
    return "?";
}

static const char *out_text(mmaemu_out_rounding o)
{
    switch (o) {
    case MMAEMU_OUT_RZ_FP32: return "RZ-FP32";
    case MMAEMU_OUT_RZ_E8M13: return "RZ-E8M13";
    case MMAEMU_OUT_RNE_FP16: return "RNE-FP16";
    case MMAEMU_OUT_RNE_FP32: return "RNE-FP32";
    case MMAEMU_OUT_WRAP_S32: return "WRAP-S32";
    case MMAEMU_OUT_SAT_S32: return "SAT-S32";
    }
    return "?";
}

/* The markdown line of one row in docs/models.md. */
static void doc_line(const mmaemu_instr *r, char *buf, size_t n)
{
    const mmaemu_step_params *p = &r->step;
    int tf = p->alg == MMAEMU_ALG_T_FDPA;
    int tr = p->alg == MMAEMU_ALG_TR_FDPA || p->alg == MMAEMU_ALG_GTR_FDPA;
    int bs = p->alg == MMAEMU_ALG_GST_FDPA || p->alg == MMAEMU_ALG_BSW;
    char F[8] = "-", F2[8] = "-", ez[24] = "-", nan[16] = "-";
    if (tf || tr || bs)
        snprintf(F, sizeof F, "%d", p->F);
    if (tr || p->alg == MMAEMU_ALG_BSW)
        snprintf(F2, sizeof F2, "%d", p->F2);
    if (tf)
        snprintf(ez, sizeof ez, "%d %s", p->e_zero,
                 p->ezero_rule == MMAEMU_EZERO_FLOOR ? "floor" : "terms");
    if (bs && p->e_zero)
        snprintf(ez, sizeof ez, "%d %s", p->e_zero, p->alg == MMAEMU_ALG_BSW ? "floor" : "terms");
    if (p->alg != MMAEMU_ALG_INT)
        snprintf(nan, sizeof nan, p->acc_fmt == MMAEMU_FP16 ? "0x%04X" : "0x%08X",
                 (unsigned)p->nan_bits);
    char algo[64], inter[32] = "", scale[16] = "", fmts[40];
    if (r->k_interleave > 0)
        snprintf(inter, sizeof inter, " k/%d%%%d", r->k_interleave, r->k / p->L);
    else if (r->k_interleave < 0)
        snprintf(inter, sizeof inter, " upper-half-first");
    if (mmaemu_params_scaled(p))
        snprintf(scale, sizeof scale, " %s", mmaemu_format_get(p->scale_fmt)->name);
    snprintf(algo, sizeof algo, "%s%s%s%s", alg_text(p), r->widen_fp16 ? " on fp16" : "", inter,
             scale);
    snprintf(fmts, sizeof fmts, "%s%s%s->%s", mmaemu_format_get(p->a_fmt)->name,
             p->a_fmt != p->b_fmt ? "x" : "", p->a_fmt != p->b_fmt ? mmaemu_format_get(p->b_fmt)->name : "",
             mmaemu_format_get(p->acc_fmt)->name);
    snprintf(buf, n, "| %s | %s | %d | %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |",
             r->name, fmts,
             r->k, algo, p->L, F, F2, ez, out_text(p->out),
             tf || bs ? (r->c_after ? "last+RNE" : p->c_entry == MMAEMU_C_IGNORED ? "ignored"
                         : p->c_entry == MMAEMU_C_GROUPWISE ? "groupwise" : "fused") : "-",
             p->zero_sign == MMAEMU_ZERO_IEEE ? "ieee" : "+0", nan, r->verified ? "yes" : "no",
             r->triton_default ? "yes" : "-", r->variant ? r->variant : "-", r->source);
}

#define DOC_HEAD "| instruction | formats | k | algorithm | L | F | F2 | e_zero | output | C | zero | NaN | verified | Triton | variant | source |\n" \
                 "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n"

static void print_doc_rows(void)
{
    char line[512];
    for (size_t i = 0; i < mmaemu_arch_count(); i++) {
        const mmaemu_arch *a = mmaemu_arch_at(i);
        printf("### %s\n\n%s: %s.\n\nVariants:\n", a->name, a->vendor, a->products);
        for (size_t v = 0; v < a->n_variants; v++)
            printf("- `%s` (%s%s): %s\n", a->variants[v].name, v ? "" : "default, ",
                   a->variants[v].verified ? "verified" : "hypothesis", a->variants[v].summary);
        printf("\n" DOC_HEAD);
        for (size_t j = 0; j < a->n_instrs; j++) {
            doc_line(&a->instrs[j], line, sizeof line);
            printf("%s\n", line);
        }
        printf("\n");
    }
}

static char *read_doc(void)
{
    char path[1024];
    FILE *f = fopen(test_data_path("../../docs/models.md", path, sizeof path), "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    ck_assert(s && fread(s, 1, (size_t)n, f) == (size_t)n);
    s[n] = '\0';
    fclose(f);
    return s;
}

START_TEST(docs_match_tables)
{
    char *doc = read_doc(), line[512], head[64], key[80];
    for (size_t i = 0; i < mmaemu_arch_count(); i++) {
        const mmaemu_arch *a = mmaemu_arch_at(i);
        /* The arch's section: from "### name\n" to the next "### ". */
        snprintf(head, sizeof head, "\n### %s\n", a->name);
        char *sec = strstr(doc, head);
        ck_assert_msg(sec != NULL, "docs/models.md has no section %s", head + 1);
        sec += strlen(head);
        char *end = strstr(sec, "\n### ");
        size_t len = end ? (size_t)(end - sec) : strlen(sec);
        char *body = strndup(sec, len);
        size_t rows = 0;
        for (char *p = body; (p = strstr(p, "\n| ")); p++)
            rows += !strncmp(p + 3, "mma.", 4) || !strncmp(p + 3, "wgmma.", 6) ||
                    !strncmp(p + 3, "tcgen05.", 8) || !strncmp(p + 3, "mfma.", 5) ||
                    !strncmp(p + 3, "fma.", 4);
        for (size_t j = 0; j < a->n_instrs; j++) {
            doc_line(&a->instrs[j], line, sizeof line);
            ck_assert_msg(strstr(body, line) != NULL, "docs/models.md %s lacks row\n%s", a->name,
                          line);
            /* every citation key is defined */
            char src[256];
            snprintf(src, sizeof src, "%s", a->instrs[j].source);
            for (char *t = strtok(src, " "); t; t = strtok(NULL, " ")) {
                snprintf(key, sizeof key, "| `%s` |", t);
                ck_assert_msg(strstr(doc, key) != NULL, "citation key %s undefined", t);
            }
        }
        ck_assert_msg(rows == a->n_instrs, "docs/models.md %s: %zu rows, table has %zu", a->name,
                      rows, a->n_instrs);
        for (size_t v = 0; v < a->n_variants; v++)
            ck_assert_msg(strstr(body, a->variants[v].name) != NULL, "%s: variant %s undocumented",
                          a->name, a->variants[v].name);
        free(body);
    }
    free(doc);
}
END_TEST

int main(void)
{
    load_triton_rows();
    const char *pr = getenv("MMAEMU_PRINT_DOC_ROWS");
    if (pr && *pr && *pr != '0')
        print_doc_rows();

    const test_def tests[] = {
        TEST_EACH(alias_resolves, aliases),
        TEST_ONCE(every_alias_unique),
        TEST_ONCE(rows_valid),
        TEST_ONCE(rows_follow_documented_rules),
        TEST_LOOP(triton_default_named, n_triton_rows),
        TEST_ONCE(triton_default_complete),
        TEST_ONCE(triton_flag_only_on_table_rows),
        TEST_ONCE(select_spellings),
        TEST_ONCE(select_variants),
        TEST_ONCE(select_errors),
        TEST_EACH(example_f_bits, f_probe),
        TEST_EACH(example_table8, table8),
        TEST_ONCE(example_fp16_ezero),
        TEST_ONCE(example_amd_subnormal_product),
        TEST_ONCE(example_gfx950_upper_k_first),
        TEST_ONCE(example_amd_zero_operand),
        TEST_ONCE(example_amd_cdna1_variants),
        TEST_ONCE(amd_zero_align_twins),
        TEST_ONCE(docs_match_tables),
    };
    return TEST_RUN("models", tests);
}
