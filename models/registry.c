/* SPDX-License-Identifier: MIT */
/* registry.c -- the arch list and instruction selection (design.md 5).
 *
 * The tables live in models/nvidia.c and models/amd.c.  A row with
 * variant == NULL belongs to every variant of its arch; a row tagged with a
 * variant replaces, when that variant is selected, the untagged row of the
 * same instruction name and formats. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tables.h"

#include <pthread.h>

static int visible(const mmaemu_arch *a, const mmaemu_instr *r, const char *v);

/* The archs as the API sees them: the tables' rows, then for an arch with
 * generated variants (models_twin) those rows, all in one array from the
 * pool.  Built once, on first use. */
#define POOL_ROWS 1024
static mmaemu_arch archs[32];
static size_t n_archs;
static mmaemu_instr pool[POOL_ROWS];
static pthread_once_t built = PTHREAD_ONCE_INIT;

/* Scaled rows keep one zero rule: the M126 exponent of a zero operand
 * would have to say which scale it carries. */
static int zero_alignable(const mmaemu_instr *r)
{
    return (r->step.alg == MMAEMU_ALG_TR_FDPA || r->step.alg == MMAEMU_ALG_GTR_FDPA) &&
           !mmaemu_params_scaled(&r->step);
}

/* Append twin t of arch a (its table rows at rows[0, a->n_instrs)) at
 * rows[n]: the variant's own rows first, then the shared rows it does not
 * replace.  Returns the new count. */
static size_t add_twin(const mmaemu_arch *a, const models_twin *t, mmaemu_instr *rows, size_t n)
{
    const char *base = t->base ? t->base : a->variants[0].name;
    for (int own = 1; own >= 0; own--)
        for (size_t i = 0; i < a->n_instrs; i++) {
            const mmaemu_instr *r = &a->instrs[i];
            if (!zero_alignable(r) || !visible(a, r, base) || (r->variant != NULL) != own)
                continue;
            rows[n] = *r;
            rows[n].variant = t->variant;
            rows[n].source = t->source;
            rows[n].step.zero_align = MMAEMU_ZALIGN_M126;
            n++;
        }
    return n;
}

/* An arch with twins gets its table copied into the pool, the twins after
 * it.  The pool and the arch array are sized for the tables: a table that
 * outgrows them stops the library at once (check_models runs this). */
static void add_arch(const models_arch *m, size_t *used)
{
    mmaemu_arch *a = &archs[n_archs++];
    *a = m->arch;
    if (!m->n_twins)
        return;
    size_t n = a->n_instrs * (1 + m->n_twins);
    if (*used + n > POOL_ROWS) {
        fputs("libmmaemu: models/registry.c: the row pool is too small\n", stderr);
        abort();
    }
    mmaemu_instr *rows = &pool[*used];
    memcpy(rows, a->instrs, a->n_instrs * sizeof *rows);
    n = a->n_instrs;
    for (size_t t = 0; t < m->n_twins; t++)
        n = add_twin(a, &m->twins[t], rows, n);
    a->instrs = rows;
    a->n_instrs = n;
    *used += n;
}

static void build(void)
{
    size_t used = 0;
    if (mmaemu_nvidia_n_archs + mmaemu_amd_n_archs > sizeof archs / sizeof archs[0]) {
        fputs("libmmaemu: models/registry.c: too many archs\n", stderr);
        abort();
    }
    for (size_t i = 0; i < mmaemu_nvidia_n_archs; i++)
        add_arch(&mmaemu_nvidia_archs[i], &used);
    for (size_t i = 0; i < mmaemu_amd_n_archs; i++)
        add_arch(&mmaemu_amd_archs[i], &used);
}

size_t mmaemu_arch_count(void)
{
    pthread_once(&built, build);
    return n_archs;
}

const mmaemu_arch *mmaemu_arch_at(size_t i)
{
    pthread_once(&built, build);
    return i < n_archs ? &archs[i] : NULL;
}

/* ------------------------------------------------------------------ */
/* Arch lookup                                                         */
/* ------------------------------------------------------------------ */

/* Canonical spelling of an arch name or alias for comparison: lower case,
 * without blanks, '-' and '_' ("RTX 1000 Ada" = "rtx1000ada", "sm_90" =
 * "sm90"), without a target-feature suffix ("gfx942:sramecc+:xnack-") and
 * without NVIDIA's arch-specific suffix ("sm_90a", "sm_100f"), which
 * names the same tensor cores.  n is the length of s to read. */
static void canon(const char *s, size_t n, char *out, size_t cap)
{
    size_t j = 0;
    for (size_t i = 0; i < n && s[i] && s[i] != ':' && j + 1 < cap; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == ' ' || ch == '-' || ch == '_' || ch == '\t')
            continue;
        out[j++] = (char)tolower(ch);
    }
    out[j] = '\0';
    if (j > 3 && out[0] == 's' && out[1] == 'm' && isdigit((unsigned char)out[2]) &&
        (out[j - 1] == 'a' || out[j - 1] == 'f') && isdigit((unsigned char)out[j - 2])) {
        size_t d = 2;
        while (isdigit((unsigned char)out[d]))
            d++;
        if (d == j - 1)
            out[j - 1] = '\0';
    }
}

/* An LLVM target-ID tail (":sramecc+:xnack-", AMD), or none: a part of the
 * arch name, not a variant. */
int mmaemu_target_features_len(const char *s)
{
    const char *p = s;
    while (p && *p == ':') {
        size_t n = strcspn(p + 1, ":+");
        int known = (n == 7 && !strncmp(p + 1, "sramecc", 7)) || (n == 5 && !strncmp(p + 1, "xnack", 5));
        if (!known || (p[1 + n] != '+' && p[1 + n] != '-'))
            break;
        p += 2 + n;
    }
    return p ? (int)(p - s) : 0;
}

static int target_features_only(const char *s)
{
    while (s && *s == ':') {
        size_t n = strcspn(s + 1, ":");
        if ((strncmp(s + 1, "sramecc", 7) || n != 8) && (strncmp(s + 1, "xnack", 5) || n != 6))
            return 0;
        if (s[n] != '+' && s[n] != '-')
            return 0;
        s += 1 + n;
    }
    return !s || !*s;
}

const mmaemu_arch *mmaemu_arch_find(const char *name)
{
    if (!name)
        return NULL;
    char want[64], have[64];
    const char *colon = strchr(name, ':');
    const size_t base = colon ? (size_t)(colon - name) : strlen(name);
    if (memchr(name, '+', base) || !target_features_only(colon))
        return NULL;   /* a model spec suffix: mmaemu_model_spec_parse */
    canon(name, strlen(name), want, sizeof want);
    if (!want[0])
        return NULL;
    for (size_t i = 0; i < mmaemu_arch_count(); i++) {
        const mmaemu_arch *a = mmaemu_arch_at(i);
        canon(a->name, strlen(a->name), have, sizeof have);
        if (!strcmp(want, have))
            return a;
        /* products: space-separated aliases */
        for (const char *p = a->products; p && *p;) {
            while (*p == ' ')
                p++;
            size_t len = strcspn(p, " ");
            if (len) {
                canon(p, len, have, sizeof have);
                if (!strcmp(want, have))
                    return a;
            }
            p += len;
        }
    }
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Instruction selection                                               */
/* ------------------------------------------------------------------ */

static int ieq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return 0;
    return *a == *b;
}

/* Does the user's spec name the table's instruction?  Case-insensitive;
 * PTX qualifiers that do not change the numerics may be written
 * ("mma.sync.aligned.m16n8k16", "tcgen05.mma.kind::f16"), and the table's
 * "nN" (any N of wgmma) matches a concrete N ("wgmma.m64n256k16"); "kind::X"
 * names every instruction of that PTX kind. */
static int name_matches(const char *table, const char *spec)
{
    char s[128];
    size_t j = 0;
    if (!strncmp(spec, "kind::", 6)) {   /* a PTX kind: any instruction of it */
        const char *at = strstr(table, spec);
        const size_t n = strlen(spec);
        return at && (at[n] == '\0' || at[n] == '.');
    }
    for (const char *p = spec; *p && j + 1 < sizeof s;) {
        if (!strncmp(p, ".sync", 5) && (p[5] == '.' || !p[5])) { p += 5; continue; }
        if (!strncmp(p, ".aligned", 8) && (p[8] == '.' || !p[8])) { p += 8; continue; }
        if (!strncmp(p, ".mma_async", 10) && (p[10] == '.' || !p[10])) { p += 10; continue; }
        if (j == 7 && !strncmp(s, "tcgen05", 7) && !strncmp(p, ".mma.", 5)) { p += 4; continue; }
        s[j++] = (char)tolower((unsigned char)*p++);
    }
    s[j] = '\0';
    const char *t = table, *q = s;
    while (*t && *q) {
        if (t[0] == 'N' && t > table && t[-1] == 'n' && isdigit((unsigned char)*q)) {
            while (isdigit((unsigned char)*q))
                q++;
            t++;
            continue;
        }
        if (tolower((unsigned char)*t) != *q)
            return 0;
        t++;
        q++;
    }
    return !*t && !*q;
}

static int same_formats(const mmaemu_instr *x, const mmaemu_instr *y)
{
    return x->step.a_fmt == y->step.a_fmt && x->step.b_fmt == y->step.b_fmt &&
           x->step.acc_fmt == y->step.acc_fmt;
}

/* Is row r part of the model under variant v (a name of arch a)? */
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

static const char *family_name(mmaemu_family f)
{
    switch (f) {
    case MMAEMU_FAMILY_MMA: return "mma";
    case MMAEMU_FAMILY_WGMMA: return "wgmma";
    case MMAEMU_FAMILY_TCGEN05: return "tcgen05";
    case MMAEMU_FAMILY_MFMA: return "mfma";
    }
    return "?";
}

static int parse_family(const char *s, mmaemu_family *f)
{
    static const mmaemu_family all[] = {MMAEMU_FAMILY_MMA, MMAEMU_FAMILY_WGMMA,
                                        MMAEMU_FAMILY_TCGEN05, MMAEMU_FAMILY_MFMA};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        if (ieq(s, family_name(all[i]))) {
            *f = all[i];
            return 1;
        }
    return 0;
}

static const char *fmt_name(mmaemu_format f)
{
    const mmaemu_format_info *fi = mmaemu_format_get(f);
    return fi ? fi->name : "?";
}

/* Append word to a space-separated list buffer unless already present. */
static void add_word(char *buf, size_t cap, const char *word)
{
    size_t wl = strlen(word);
    for (const char *p = buf; *p;) {
        size_t len = strcspn(p, " ");
        if (len == wl && !strncmp(p, word, wl))
            return;
        p += len;
        while (*p == ' ')
            p++;
    }
    size_t n = strlen(buf);
    if (n + (n ? 1 : 0) + wl + 1 > cap)
        return;
    if (n)
        buf[n++] = ' ';
    memcpy(buf + n, word, wl + 1);
}

/* The operand formats asked for: A, B and the scale format (sf: ue8m0 or
 * ue4m3 for block-scaled rows, anything else for unscaled ones). */
typedef struct sel_fmt {
    mmaemu_format a, b, sf;
} sel_fmt;

static int takes(const mmaemu_instr *r, const sel_fmt *in)
{
    int scaled = in->sf == MMAEMU_UE8M0 || in->sf == MMAEMU_UE4M3;
    return r->step.a_fmt == in->a && r->step.b_fmt == in->b &&
           mmaemu_params_scaled(&r->step) == scaled && (!scaled || r->step.scale_fmt == in->sf);
}

/* "e4m3", "e2m1xe4m3", "e2m1 with ue8m0 scales" into buf. */
static const char *in_text(const sel_fmt *in, char *buf, size_t n)
{
    int scaled = in->sf == MMAEMU_UE8M0 || in->sf == MMAEMU_UE4M3;
    snprintf(buf, n, "%s%s%s%s%s", fmt_name(in->a), in->a != in->b ? "x" : "",
             in->a != in->b ? fmt_name(in->b) : "", scaled ? " with scales " : "",
             scaled ? fmt_name(in->sf) : "");
    return buf;
}

/* The variant's name: the arch's first one unless named.  NULL after an
 * error (the known names listed). */
static const char *select_variant(const mmaemu_arch *arch, const char *variant, char *err,
                                  size_t errlen)
{
    if (!variant || !*variant)
        return arch->n_variants ? arch->variants[0].name : "";
    const char *v = NULL;
    char list[512] = "";
    for (size_t i = 0; i < arch->n_variants; i++) {
        if (ieq(variant, arch->variants[i].name))
            v = arch->variants[i].name;
        add_word(list, sizeof list, arch->variants[i].name);
    }
    if (!v)
        mmaemu_error(err, errlen, "arch %s has no variant '%s' (variants: %s)", arch->name, variant,
                     list);
    return v;
}

/* The formats must exist on the arch (variant v) at all.  0, or -1 after
 * an error listing the formats (or accumulators) it has. */
static int select_formats(const mmaemu_arch *arch, const char *v, const sel_fmt *in,
                          mmaemu_format acc, char *err, size_t errlen)
{
    char list[512] = "", ib[64];
    int any_in = 0, any_acc = 0;
    for (size_t i = 0; i < arch->n_instrs; i++) {
        const mmaemu_instr *r = &arch->instrs[i];
        if (!visible(arch, r, v))
            continue;
        add_word(list, sizeof list, fmt_name(r->step.a_fmt));
        if (takes(r, in)) {
            any_in = 1;
            any_acc |= r->step.acc_fmt == acc;
        }
    }
    if (!any_in)
        return mmaemu_error(err, errlen, "arch %s has no instruction for %s (formats: %s)",
                            arch->name, in_text(in, ib, sizeof ib), list);
    if (any_acc)
        return 0;
    list[0] = '\0';
    for (size_t i = 0; i < arch->n_instrs; i++) {
        const mmaemu_instr *r = &arch->instrs[i];
        if (visible(arch, r, v) && takes(r, in))
            add_word(list, sizeof list, fmt_name(r->step.acc_fmt));
    }
    return mmaemu_error(err, errlen, "arch %s has no instruction for %s with a %s accumulator "
                        "(accumulators: %s)", arch->name, in_text(in, ib, sizeof ib), fmt_name(acc), list);
}

/* The row spec names for in -> acc (NULL: Triton's; a family: Triton's
 * row in it, else the largest k, else the first); *name_known: some row
 * has the name spec, whatever its formats. */
static const mmaemu_instr *select_row(const mmaemu_arch *arch, const char *v, const char *spec,
                                      const sel_fmt *in, mmaemu_format acc, int *name_known)
{
    mmaemu_family fam = MMAEMU_FAMILY_MMA;
    const int by_family = spec && parse_family(spec, &fam);
    const mmaemu_instr *best = NULL;
    *name_known = 0;
    for (size_t i = 0; i < arch->n_instrs; i++) {
        const mmaemu_instr *r = &arch->instrs[i];
        if (!visible(arch, r, v))
            continue;
        if (spec && !by_family) {
            if (!name_matches(r->name, spec))
                continue;
            *name_known = 1;
        }
        if (!takes(r, in) || r->step.acc_fmt != acc)
            continue;
        if (!spec) {
            if (r->triton_default)
                return r;
            continue;
        }
        if (!by_family)
            return r; /* full name: one row per name and formats */
        /* Triton's choice first, then the largest k, then table order. */
        if (r->family == fam &&
            (!best || (r->triton_default && !best->triton_default) ||
             (r->triton_default == best->triton_default && r->k > best->k)))
            best = r;
    }
    return best;
}

/* The names of the rows for in -> acc, into list. */
static void row_names(const mmaemu_arch *arch, const char *v, const sel_fmt *in, mmaemu_format acc,
                      char *list, size_t cap)
{
    for (size_t i = 0; i < arch->n_instrs; i++) {
        const mmaemu_instr *r = &arch->instrs[i];
        if (visible(arch, r, v) && takes(r, in) && r->step.acc_fmt == acc)
            add_word(list, cap, r->name);
    }
}

/* Why select_row found nothing, into err. */
static void select_miss(const mmaemu_arch *arch, const char *v, const char *spec,
                        const sel_fmt *in, mmaemu_format acc, int name_known, char *err,
                        size_t errlen)
{
    char list[512] = "", ib[64];
    mmaemu_family fam = MMAEMU_FAMILY_MMA;
    if (!spec) {
        row_names(arch, v, in, acc, list, sizeof list);
        mmaemu_error(err, errlen, "arch %s has no Triton-default instruction for %s -> %s; "
                     "name one (%s)", arch->name, in_text(in, ib, sizeof ib), fmt_name(acc), list);
    } else if (parse_family(spec, &fam)) {
        int fam_in = 0;
        for (size_t i = 0; i < arch->n_instrs; i++) {
            const mmaemu_instr *r = &arch->instrs[i];
            if (visible(arch, r, v) && r->family == fam && takes(r, in))
                fam_in = 1;
        }
        if (fam_in)
            mmaemu_error(err, errlen, "arch %s has no %s instruction for %s with a %s accumulator",
                         arch->name, family_name(fam), in_text(in, ib, sizeof ib), fmt_name(acc));
        else
            mmaemu_error(err, errlen, "arch %s has no %s instruction for %s", arch->name,
                         family_name(fam), in_text(in, ib, sizeof ib));
    } else if (!name_known) {
        row_names(arch, v, in, acc, list, sizeof list);
        mmaemu_error(err, errlen, "arch %s has no instruction '%s' (for %s -> %s: %s)", arch->name,
                     spec, in_text(in, ib, sizeof ib), fmt_name(acc), list);
    } else {
        char what[24];
        for (size_t i = 0; i < arch->n_instrs; i++) {
            const mmaemu_instr *r = &arch->instrs[i];
            if (visible(arch, r, v) && name_matches(r->name, spec)) {
                snprintf(what, sizeof what, "%s->%s", fmt_name(r->step.a_fmt),
                         fmt_name(r->step.acc_fmt));
                add_word(list, sizeof list, what);
            }
        }
        mmaemu_error(err, errlen, "instruction %s of arch %s does not take %s -> %s (it takes: %s)",
                     spec, arch->name, in_text(in, ib, sizeof ib), fmt_name(acc), list);
    }
}

const mmaemu_instr *mmaemu_instr_select(const mmaemu_arch *arch,
                                        const char *variant, const char *spec,
                                        mmaemu_format in, mmaemu_format acc,
                                        char *err, size_t errlen)
{
    return mmaemu_instr_select_ab(arch, variant, spec, in, in, MMAEMU_FP32, acc, err, errlen);
}

const mmaemu_instr *mmaemu_instr_select_ab(const mmaemu_arch *arch, const char *variant,
                                           const char *spec, mmaemu_format a, mmaemu_format b,
                                           mmaemu_format scale, mmaemu_format acc, char *err,
                                           size_t errlen)
{
    if (!arch) {
        mmaemu_error(err, errlen, "no arch given");
        return NULL;
    }
    if ((unsigned)a >= MMAEMU_FORMAT_COUNT || (unsigned)b >= MMAEMU_FORMAT_COUNT ||
        (unsigned)scale >= MMAEMU_FORMAT_COUNT || (unsigned)acc >= MMAEMU_FORMAT_COUNT) {
        mmaemu_error(err, errlen, "format out of range");
        return NULL;
    }
    if (spec && !*spec)
        spec = NULL;
    const sel_fmt in = {a, b, scale};
    const char *v = select_variant(arch, variant, err, errlen);
    if (!v || select_formats(arch, v, &in, acc, err, errlen))
        return NULL;
    int name_known;
    const mmaemu_instr *r = select_row(arch, v, spec, &in, acc, &name_known);
    if (!r)
        select_miss(arch, v, spec, &in, acc, name_known, err, errlen);
    return r;
}
