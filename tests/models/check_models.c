/* check_models.c -- the model registry: arch lookup, table invariants,
 * instruction selection and its errors, the per-arch discriminating
 * examples, and docs/models.md against the tables.
 *
 * `MMAEMU_PRINT_DOC_ROWS=1 tests/check_models` prints the row tables of
 * docs/models.md from the registry (then runs the tests as usual). */
#include <check.h>
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

static int same_formats(const mmaemu_instr *x, const mmaemu_instr *y)
{
    return x->step.a_fmt == y->step.a_fmt && x->step.b_fmt == y->step.b_fmt &&
           x->step.acc_fmt == y->step.acc_fmt;
}

/* Row r is in the model under variant v (the rule of design.md 5,
 * re-stated here independently of models/registry.c). */
static int visible(const mmaemu_arch *a, const mmaemu_instr *r, const char *v)
{
    if (r->variant)
        return !strcmp(r->variant, v);
    for (size_t i = 0; i < a->n_instrs; i++) {
        const mmaemu_instr *o = &a->instrs[i];
        if (o->variant && !strcmp(o->variant, v) && !strcmp(o->name, r->name) && same_formats(o, r))
            return 0;
    }
    return 1;
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
    const char *bad[] = {"sm81", "H1000", "A1000", "", "gfx", "sm", "sm_90x", "MI300"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
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
    ck_assert_msg(!strncmp(name, "mfma.", 5), "bad name %s", name);
    return MMAEMU_FAMILY_MFMA;
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
            ck_assert_msg(p->a_fmt == p->b_fmt, "%s %s: mixed operands", a->name, r->name);
            ck_assert_int_eq(r->family, family_of(r->name));
            ck_assert_msg(r->source && *r->source, "%s %s: no source", a->name, r->name);
            if (nv) {
                ck_assert(p->alg == MMAEMU_ALG_T_FDPA && p->zero_sign == MMAEMU_ZERO_POSITIVE);
                ck_assert_uint_eq(p->nan_bits, p->acc_fmt == MMAEMU_FP16 ? 0x7FFFu : 0x7FFFFFFFu);
            } else {
                ck_assert(r->family == MMAEMU_FAMILY_MFMA && p->acc_fmt == MMAEMU_FP32);
                ck_assert(p->zero_sign == MMAEMU_ZERO_IEEE);
                int ieee_alg = p->alg == MMAEMU_ALG_FTZ_ADDMUL || p->alg == MMAEMU_ALG_FMA;
                ck_assert_uint_eq(p->nan_bits, ieee_alg ? 0x7FC00000u : 0x7FFFFFFFu);
                ck_assert_msg(!r->verified, "%s %s: no AMD device data", a->name, r->name);
            }
            /* A tagged row names a non-default variant of its arch and
             * replaces an untagged row. */
            if (r->variant) {
                size_t v = 0;
                while (v < a->n_variants && strcmp(a->variants[v].name, r->variant))
                    v++;
                ck_assert_msg(v > 0 && v < a->n_variants, "%s %s: variant %s", a->name, r->name,
                              r->variant);
                int base = 0;
                for (size_t j = 0; j < a->n_instrs; j++)
                    base |= !a->instrs[j].variant && !strcmp(a->instrs[j].name, r->name) &&
                            same_formats(&a->instrs[j], r);
                ck_assert_msg(base, "%s %s [%s] replaces nothing", a->name, r->name, r->variant);
            }
            /* One row per (name, formats, variant). */
            for (size_t j = i + 1; j < a->n_instrs; j++) {
                const mmaemu_instr *o = &a->instrs[j];
                int same_v = (!o->variant && !r->variant) ||
                             (o->variant && r->variant && !strcmp(o->variant, r->variant));
                ck_assert_msg(!(same_v && !strcmp(o->name, r->name) && same_formats(o, r)),
                              "%s %s: duplicate row", a->name, r->name);
            }
        }
        for (size_t v = 0; v < a->n_variants; v++)
            ck_assert(a->variants[v].name && a->variants[v].summary && *a->variants[v].summary);
    }
}
END_TEST

/* Formats with rows on an arch but no Triton instruction (documented). */
static int no_triton_ok(const mmaemu_arch *a, mmaemu_format in)
{
    return !strcmp(a->name, "gfx950") && (in == MMAEMU_E4M3 || in == MMAEMU_E5M2);
}

START_TEST(triton_default_unique)
{
    for (size_t ai = 0; ai < mmaemu_arch_count(); ai++) {
        const mmaemu_arch *a = mmaemu_arch_at(ai);
        for (size_t v = 0; v < a->n_variants; v++) {
            const char *vn = a->variants[v].name;
            for (int in = 0; in < MMAEMU_FORMAT_COUNT; in++)
                for (int acc = 0; acc < MMAEMU_FORMAT_COUNT; acc++) {
                    int rows = 0, td = 0;
                    const mmaemu_instr *d = NULL;
                    for (size_t i = 0; i < a->n_instrs; i++) {
                        const mmaemu_instr *r = &a->instrs[i];
                        if (!visible(a, r, vn) || (int)r->step.a_fmt != in ||
                            (int)r->step.acc_fmt != acc)
                            continue;
                        rows++;
                        if (r->triton_default) {
                            td++;
                            d = r;
                        }
                    }
                    if (!rows)
                        continue;
                    int want = no_triton_ok(a, (mmaemu_format)in) ? 0 : 1;
                    ck_assert_msg(td == want, "%s [%s] %s->%s: %d Triton rows", a->name, vn,
                                  mmaemu_format_get((mmaemu_format)in)->name,
                                  mmaemu_format_get((mmaemu_format)acc)->name, td);
                    if (d)
                        ck_assert_ptr_eq(mmaemu_instr_select(a, vn, NULL, (mmaemu_format)in,
                                                             (mmaemu_format)acc, NULL, 0), d);
                }
        }
    }
}
END_TEST

static const struct {
    const char *arch;
    mmaemu_format in, acc;
    const char *name;
} tritons[] = {
    {"sm70", MMAEMU_FP16, MMAEMU_FP32, "mma.m8n8k4"},
    {"sm70", MMAEMU_FP16, MMAEMU_FP16, "mma.m8n8k4"},
    {"sm75", MMAEMU_FP16, MMAEMU_FP32, "mma.m16n8k8"},
    {"sm75", MMAEMU_FP16, MMAEMU_FP16, "mma.m16n8k8"},
    {"sm80", MMAEMU_BF16, MMAEMU_FP32, "mma.m16n8k16"},
    {"sm80", MMAEMU_FP16, MMAEMU_FP32, "mma.m16n8k16"},
    {"sm80", MMAEMU_FP16, MMAEMU_FP16, "mma.m16n8k16"},
    {"sm80", MMAEMU_TF32, MMAEMU_FP32, "mma.m16n8k8"},
    {"sm86", MMAEMU_BF16, MMAEMU_FP32, "mma.m16n8k16"},
    {"sm86", MMAEMU_TF32, MMAEMU_FP32, "mma.m16n8k8"},
    {"sm89", MMAEMU_BF16, MMAEMU_FP32, "mma.m16n8k16"},
    {"sm89", MMAEMU_TF32, MMAEMU_FP32, "mma.m16n8k8"},
    {"sm89", MMAEMU_E4M3, MMAEMU_FP32, "mma.m16n8k32"},
    {"sm89", MMAEMU_E5M2, MMAEMU_FP16, "mma.m16n8k32"},
    {"sm90", MMAEMU_BF16, MMAEMU_FP32, "wgmma.m64nNk16"},
    {"sm90", MMAEMU_FP16, MMAEMU_FP16, "wgmma.m64nNk16"},
    {"sm90", MMAEMU_TF32, MMAEMU_FP32, "wgmma.m64nNk8"},
    {"sm90", MMAEMU_E4M3, MMAEMU_FP32, "wgmma.m64nNk32"},
    {"sm90", MMAEMU_E5M2, MMAEMU_FP16, "wgmma.m64nNk32"},
    {"sm100", MMAEMU_BF16, MMAEMU_FP32, "tcgen05.kind::f16"},
    {"sm100", MMAEMU_FP16, MMAEMU_FP16, "tcgen05.kind::f16"},
    {"sm100", MMAEMU_TF32, MMAEMU_FP32, "tcgen05.kind::tf32"},
    {"sm100", MMAEMU_E4M3, MMAEMU_FP32, "tcgen05.kind::f8f6f4"},
    {"sm120", MMAEMU_BF16, MMAEMU_FP32, "mma.m16n8k16"},
    {"sm120", MMAEMU_TF32, MMAEMU_FP32, "mma.m16n8k8"},
    {"sm120", MMAEMU_E4M3, MMAEMU_FP32, "mma.m16n8k32"},
    {"gfx908", MMAEMU_FP16, MMAEMU_FP32, "mfma.32x32x8f16"},
    {"gfx908", MMAEMU_BF16, MMAEMU_FP32, "mfma.32x32x4bf16"},
    {"gfx908", MMAEMU_FP32, MMAEMU_FP32, "mfma.32x32x2f32"},
    {"gfx90a", MMAEMU_FP16, MMAEMU_FP32, "mfma.32x32x8f16"},
    {"gfx90a", MMAEMU_BF16, MMAEMU_FP32, "mfma.32x32x8bf16_1k"},
    {"gfx942", MMAEMU_BF16, MMAEMU_FP32, "mfma.32x32x8"},
    {"gfx942", MMAEMU_FP16, MMAEMU_FP32, "mfma.32x32x8"},
    {"gfx942", MMAEMU_TF32, MMAEMU_FP32, "mfma.32x32x4_xf32"},
    {"gfx942", MMAEMU_E4M3FNUZ, MMAEMU_FP32, "mfma.32x32x16"},
    {"gfx942", MMAEMU_E5M2FNUZ, MMAEMU_FP32, "mfma.32x32x16"},
    {"gfx942", MMAEMU_FP32, MMAEMU_FP32, "mfma.32x32x2"},
    {"gfx950", MMAEMU_BF16, MMAEMU_FP32, "mfma.32x32x16"},
    {"gfx950", MMAEMU_FP16, MMAEMU_FP32, "mfma.32x32x16"},
};

START_TEST(triton_default_named)
{
    const mmaemu_instr *r = sel(tritons[_i].arch, NULL, NULL, tritons[_i].in, tritons[_i].acc);
    ck_assert_str_eq(r->name, tritons[_i].name);
    ck_assert(r->triton_default);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Selection                                                           */
/* ------------------------------------------------------------------ */

START_TEST(select_spellings)
{
    const mmaemu_format BF = MMAEMU_BF16, H = MMAEMU_FP16, S = MMAEMU_FP32, T = MMAEMU_TF32;
    ck_assert_str_eq(sel("sm80", NULL, "MMA.M16N8K8", BF, S)->name, "mma.m16n8k8");
    ck_assert_str_eq(sel("sm80", NULL, "mma.sync.aligned.m16n8k8", BF, S)->name, "mma.m16n8k8");
    ck_assert_str_eq(sel("sm90", NULL, "wgmma.m64n256k16", BF, S)->name, "wgmma.m64nNk16");
    ck_assert_str_eq(sel("sm90", NULL, "wgmma.mma_async.m64n8k16", H, H)->name, "wgmma.m64nNk16");
    ck_assert_str_eq(sel("sm100", NULL, "tcgen05.mma.kind::tf32", T, S)->name, "tcgen05.kind::tf32");
    /* families: Triton's row first, else the largest k */
    ck_assert_str_eq(sel("sm90", NULL, "mma", BF, S)->name, "mma.m16n8k16");
    ck_assert_str_eq(sel("sm90", NULL, "MMA", T, S)->name, "mma.m16n8k8");
    ck_assert_str_eq(sel("sm90", NULL, "wgmma", MMAEMU_E4M3, S)->name, "wgmma.m64nNk32");
    ck_assert_str_eq(sel("sm100", NULL, "mma", MMAEMU_E5M2, S)->name, "mma.m16n8k32");
    ck_assert_str_eq(sel("sm80", NULL, "mma", T, S)->name, "mma.m16n8k8");
    ck_assert_str_eq(sel("gfx90a", NULL, "mfma", BF, S)->name, "mfma.32x32x8bf16_1k");
    ck_assert_str_eq(sel("gfx942", NULL, "", BF, S)->name, "mfma.32x32x8");
}
END_TEST

START_TEST(select_variants)
{
    const mmaemu_format BF = MMAEMU_BF16, H = MMAEMU_FP16, S = MMAEMU_FP32;
    /* NVIDIA fp16 accumulator: Khattak's floor is the default (measured on
     * an H100), MMA-Sim's e_zero the tagged alternative. */
    const mmaemu_instr *d = sel("sm80", NULL, NULL, H, H), *k = sel("sm80", "khattak", NULL, H, H);
    const mmaemu_instr *m = sel("A100", "MMASIM", NULL, H, H);
    ck_assert_ptr_eq(d, k);
    ck_assert(k->step.ezero_rule == MMAEMU_EZERO_FLOOR && k->step.e_zero == -20);
    ck_assert(m->step.ezero_rule == MMAEMU_EZERO_TERMS && m->step.e_zero == -21);
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
                        "(formats: bf16 fp16 tf32 e4m3fnuz e5m2fnuz fp32)");
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

/* The two fp16-accumulator variants (nvidia sheet 5.2): sm80 fp16 -> fp16,
 * a = [2^-13, 2^-23], b = [2^-12, 2^-22], c = +0.  Products 2^-25 and
 * 2^-45: e_zero -21 keeps 2^-45 and rounds up to 2^-24; the floor -20
 * drops it and the tie 2^-25 rounds to +0. */
START_TEST(example_fp16_ezero)
{
    const uint32_t a[2] = {0x0800, 0x0002}, b[2] = {0x0C00, 0x0004};
    const mmaemu_instr *m = sel("sm80", "mmasim", NULL, MMAEMU_FP16, MMAEMU_FP16);
    const mmaemu_instr *k = sel("sm80", "khattak", NULL, MMAEMU_FP16, MMAEMU_FP16);
    ck_assert_uint_eq(mmaemu_dot(m, a, b, 2, 0), 0x0001);
    ck_assert_uint_eq(mmaemu_dot(k, a, b, 2, 0), 0x0000);
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

/* ------------------------------------------------------------------ */
/* docs/models.md matches the tables                                   */
/* ------------------------------------------------------------------ */

static const char *alg_text(const mmaemu_step_params *p)
{
    static char buf[40];
    const char *trv = p->tr_variant == MMAEMU_TR_FLOOR_BEFORE ? "floor-before" : "renorm-floor";
    switch (p->alg) {
    case MMAEMU_ALG_T_FDPA: return "T-FDPA";
    case MMAEMU_ALG_TR_FDPA: snprintf(buf, sizeof buf, "TR-FDPA/%s", trv); return buf;
    case MMAEMU_ALG_GTR_FDPA: snprintf(buf, sizeof buf, "GTR-FDPA/%s", trv); return buf;
    case MMAEMU_ALG_E_FDPA: return "E-FDPA";
    case MMAEMU_ALG_FTZ_ADDMUL: snprintf(buf, sizeof buf, "FTZ-AddMul/P%d", p->ftz_pair); return buf;
    case MMAEMU_ALG_FMA: return "FMA";
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
    }
    return "?";
}

/* The markdown line of one row in docs/models.md. */
static void doc_line(const mmaemu_instr *r, char *buf, size_t n)
{
    const mmaemu_step_params *p = &r->step;
    int tf = p->alg == MMAEMU_ALG_T_FDPA;
    int tr = p->alg == MMAEMU_ALG_TR_FDPA || p->alg == MMAEMU_ALG_GTR_FDPA;
    char F[8] = "-", F2[8] = "-", ez[24] = "-", nan[16];
    if (tf || tr)
        snprintf(F, sizeof F, "%d", p->F);
    if (tr)
        snprintf(F2, sizeof F2, "%d", p->F2);
    if (tf)
        snprintf(ez, sizeof ez, "%d %s", p->e_zero,
                 p->ezero_rule == MMAEMU_EZERO_FLOOR ? "floor" : "terms");
    snprintf(nan, sizeof nan, p->acc_fmt == MMAEMU_FP16 ? "0x%04X" : "0x%08X",
             (unsigned)p->nan_bits);
    char algo[64], inter[32] = "";
    if (r->k_interleave)
        snprintf(inter, sizeof inter, " k/%d%%%d", r->k_interleave, r->k / p->L);
    snprintf(algo, sizeof algo, "%s%s%s", alg_text(p), r->widen_fp16 ? " on fp16" : "", inter);
    snprintf(buf, n, "| %s | %s->%s | %d | %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |",
             r->name, mmaemu_format_get(p->a_fmt)->name, mmaemu_format_get(p->acc_fmt)->name,
             r->k, algo, p->L, F, F2, ez, out_text(p->out),
             tf ? (r->c_after ? "last+RNE" : p->c_entry == MMAEMU_C_IGNORED ? "ignored" : "fused") : "-",
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
                    !strncmp(p + 3, "tcgen05.", 8) || !strncmp(p + 3, "mfma.", 5);
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
    const char *pr = getenv("MMAEMU_PRINT_DOC_ROWS");
    if (pr && *pr && *pr != '0')
        print_doc_rows();

    Suite *s = suite_create("models");
    TCase *tc = tcase_create("registry");
    tcase_add_loop_test(tc, alias_resolves, 0, (int)(sizeof aliases / sizeof aliases[0]));
    tcase_add_test(tc, every_alias_unique);
    tcase_add_test(tc, rows_valid);
    tcase_add_test(tc, triton_default_unique);
    tcase_add_loop_test(tc, triton_default_named, 0, (int)(sizeof tritons / sizeof tritons[0]));
    tcase_add_test(tc, select_spellings);
    tcase_add_test(tc, select_variants);
    tcase_add_test(tc, select_errors);
    tcase_add_loop_test(tc, example_f_bits, 0, (int)(sizeof f_probe / sizeof f_probe[0]));
    tcase_add_loop_test(tc, example_table8, 0, (int)(sizeof table8 / sizeof table8[0]));
    tcase_add_test(tc, example_fp16_ezero);
    tcase_add_test(tc, example_amd_subnormal_product);
    tcase_add_test(tc, docs_match_tables);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
