/* SPDX-License-Identifier: MIT */
/* spec.c -- the one model syntax, ARCH[:VARIANT][+LIBPRESET], used by every
 * subcommand, the C API and the Python package; and the library presets. */
#include <stdio.h>
#include <string.h>

#include "mmaemu/model.h"

const mmaemu_lib_preset mmaemu_lib_presets[] = {
    {"cublas13.1-h100", "sm90",
     "cuBLAS 13.1 (torch 2.11) on an H100: nvjet wgmma chains, and mma.m16n8k8 "
     "(cutlass s1688) where it was measured (validation/data/dcpp-h100, gemm-h100)"},
    {"cublas13.1-h200", "sm90",
     "cuBLAS 13.1 (torch 2.11) on an H200: in the torch mode its own choice on the host driver "
     "(validation/data/cublas-choice-h200); elsewhere the H100's decision trees, a hypothesis "
     "(the two choose apart on 6 % of dense calls)"},
    {NULL, NULL, NULL},
};

const mmaemu_lib_preset *mmaemu_lib_preset_find(const mmaemu_arch *arch, const char *name)
{
    for (const mmaemu_lib_preset *p = mmaemu_lib_presets; p->name; p++)
        if (!strcmp(p->name, name) && (!arch || !strcmp(p->arch, arch->name)))
            return p;
    return NULL;
}

/* Append the names of a list to buf ("a b c"). */
static void list_variants(const mmaemu_arch *a, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < a->n_variants && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", i ? " " : "", a->variants[i].name);
}

static void list_presets(const mmaemu_arch *a, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (const mmaemu_lib_preset *p = mmaemu_lib_presets; p->name && used < len; p++)
        if (!strcmp(p->arch, a->name))
            used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? " " : "", p->name);
    if (!used)
        snprintf(buf, len, "none for %s", a->name);
}

/* Copy text[0, n) into a name field; -1 if empty or too long. */
static int take(const char *text, size_t n, char *out, size_t cap)
{
    if (!n || n >= cap)
        return -1;
    memcpy(out, text, n);
    out[n] = '\0';
    return 0;
}

static int parse_variant(const char *text, const char *v, size_t n, mmaemu_model_spec *out,
                         char *err, size_t errlen)
{
    char names[256];
    list_variants(out->arch, names, sizeof names);
    if (take(v, n, out->variant, sizeof out->variant)) {
        snprintf(err, errlen, "model '%s': empty or too long variant (variants of %s: %s)", text,
                 out->arch->name, names);
        return -1;
    }
    for (size_t i = 0; i < out->arch->n_variants; i++)
        if (!strcmp(out->arch->variants[i].name, out->variant))
            return 0;
    snprintf(err, errlen, "model '%s': unknown variant '%s' (variants of %s: %s)", text,
             out->variant, out->arch->name, names);
    return -1;
}

static int parse_lib(const char *text, const char *l, mmaemu_model_spec *out, char *err,
                     size_t errlen)
{
    char names[256];
    list_presets(out->arch, names, sizeof names);
    if (take(l, strlen(l), out->lib, sizeof out->lib) ||
        (strcmp(out->lib, "default") && !mmaemu_lib_preset_find(out->arch, out->lib))) {
        snprintf(err, errlen, "model '%s': unknown library preset '%s' (presets: default %s)",
                 text, l, names);
        return -1;
    }
    if (!strcmp(out->lib, "default"))
        out->lib[0] = '\0';
    return 0;
}

int mmaemu_model_spec_parse(const char *text, mmaemu_model_spec *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (!text || !*text) {
        snprintf(err, errlen, "empty model name (expected ARCH[:VARIANT][+LIBPRESET])");
        return -1;
    }
    char arch[64];
    size_t n = strcspn(text, ":+");
    n += (size_t)mmaemu_target_features_len(text + n);   /* gfx942:sramecc+:xnack- */
    if (take(text, n, arch, sizeof arch) || !(out->arch = mmaemu_arch_find(arch))) {
        snprintf(err, errlen, "model '%s': unknown arch '%.*s' (`mmaemu models` lists them)", text,
                 (int)(n < 60 ? n : 60), text);
        return -1;
    }
    const char *rest = text + n;
    if (*rest == ':') {
        size_t v = strcspn(rest + 1, "+:");
        if (parse_variant(text, rest + 1, v, out, err, errlen))
            return -1;
        rest += 1 + v;
    }
    if (*rest == '+')
        return parse_lib(text, rest + 1, out, err, errlen);
    if (*rest) {
        snprintf(err, errlen, "model '%s': expected ARCH[:VARIANT][+LIBPRESET]", text);
        return -1;
    }
    return 0;
}

const char *mmaemu_model_spec_variant(const mmaemu_model_spec *s)
{
    if (s->variant[0])
        return s->variant;
    return s->arch && s->arch->n_variants ? s->arch->variants[0].name : "";
}

size_t mmaemu_model_spec_format(const mmaemu_model_spec *s, char *buf, size_t len)
{
    int n = snprintf(buf, len, "%s:%s%s%s", s->arch ? s->arch->name : "?",
                     mmaemu_model_spec_variant(s), s->lib[0] ? "+" : "", s->lib);
    return n < 0 ? 0 : (size_t)n;
}
