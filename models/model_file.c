/* SPDX-License-Identifier: MIT */
/* model_file.c -- models as text files (design.md 5.1): read, check and
 * write one mmaemu_instr.
 *
 *     mmaemu-model 1
 *     # comment lines anywhere
 *     name mma.m16n8k32
 *     family mma
 *     k 32
 *     in e4m3
 *     acc fp32
 *     alg T-FDPA
 *     L 16
 *     ...
 *     end
 *
 * Every key at most once; unknown keys, bad values, missing keys and a
 * file without its "end" line (truncated) are errors naming file and line. */
#include "mmaemu/model.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ------------------------------------------------------------------ */
/* Spellings                                                           */
/* ------------------------------------------------------------------ */

typedef struct name_val { const char *name; int val; } name_val;

static const name_val alg_names[] = {
    {"T-FDPA", MMAEMU_ALG_T_FDPA},     {"TR-FDPA", MMAEMU_ALG_TR_FDPA},
    {"GTR-FDPA", MMAEMU_ALG_GTR_FDPA}, {"E-FDPA", MMAEMU_ALG_E_FDPA},
    {"FTZ-AddMul", MMAEMU_ALG_FTZ_ADDMUL}, {"FMA", MMAEMU_ALG_FMA},
    {"Pairwise", MMAEMU_ALG_PAIRWISE}, {"INT", MMAEMU_ALG_INT},
    {"GST-FDPA", MMAEMU_ALG_GST_FDPA}, {"BSW", MMAEMU_ALG_BSW}, {NULL, 0}};
static const name_val out_names[] = {
    {"RZ-FP32", MMAEMU_OUT_RZ_FP32},   {"RZ-E8M13", MMAEMU_OUT_RZ_E8M13},
    {"RNE-FP16", MMAEMU_OUT_RNE_FP16}, {"RNE-FP32", MMAEMU_OUT_RNE_FP32},
    {"WRAP-S32", MMAEMU_OUT_WRAP_S32}, {"SAT-S32", MMAEMU_OUT_SAT_S32}, {NULL, 0}};
static const name_val family_names[] = {
    {"mma", MMAEMU_FAMILY_MMA}, {"wgmma", MMAEMU_FAMILY_WGMMA},
    {"tcgen05", MMAEMU_FAMILY_TCGEN05}, {"mfma", MMAEMU_FAMILY_MFMA}, {NULL, 0}};
static const name_val rule_names[] = {
    {"terms", MMAEMU_EZERO_TERMS}, {"floor", MMAEMU_EZERO_FLOOR}, {NULL, 0}};
static const name_val centry_names[] = {
    {"fused", MMAEMU_C_FUSED}, {"ignored", MMAEMU_C_IGNORED},
    {"groupwise", MMAEMU_C_GROUPWISE}, {NULL, 0}};
static const name_val tr_names[] = {
    {"renorm-floor", MMAEMU_TR_RENORM_FLOOR}, {"floor-before", MMAEMU_TR_FLOOR_BEFORE}, {NULL, 0}};
static const name_val zalign_names[] = {
    {"skip", MMAEMU_ZALIGN_SKIP}, {"m126", MMAEMU_ZALIGN_M126}, {NULL, 0}};
static const name_val zero_names[] = {
    {"positive", MMAEMU_ZERO_POSITIVE}, {"+0", MMAEMU_ZERO_POSITIVE},
    {"ieee", MMAEMU_ZERO_IEEE}, {NULL, 0}};

static const char *name_of(const name_val *t, int v)
{
    for (; t->name; t++)
        if (t->val == v)
            return t->name;
    return "?";
}

static int lookup(const name_val *t, const char *s, int *v)
{
    for (; t->name; t++)
        if (!strcasecmp(t->name, s)) {
            *v = t->val;
            return 0;
        }
    return -1;
}

/* "a, b or c" for messages. */
static void list_names(const name_val *t, char *buf, size_t n)
{
    buf[0] = '\0';
    for (const name_val *p = t; p->name; p++) {
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, "%s%s", p == t ? "" : (p + 1)->name ? ", " : " or ", p->name);
    }
}

const char *mmaemu_model_alg_name(mmaemu_algorithm a) { return name_of(alg_names, (int)a); }
const char *mmaemu_model_out_name(mmaemu_out_rounding o) { return name_of(out_names, (int)o); }
const char *mmaemu_model_family_name(mmaemu_family f) { return name_of(family_names, (int)f); }
const char *mmaemu_model_tr_name(mmaemu_tr_variant v) { return name_of(tr_names, (int)v); }

mmaemu_family mmaemu_model_family_of(const char *name)
{
    if (!name)
        return MMAEMU_FAMILY_MMA;
    if (!strncasecmp(name, "wgmma", 5))
        return MMAEMU_FAMILY_WGMMA;
    if (!strncasecmp(name, "tcgen05", 7))
        return MMAEMU_FAMILY_TCGEN05;
    if (!strncasecmp(name, "mfma", 4) || !strncasecmp(name, "v_mfma", 6))
        return MMAEMU_FAMILY_MFMA;
    return MMAEMU_FAMILY_MMA;
}

/* ------------------------------------------------------------------ */
/* Checks                                                              */
/* ------------------------------------------------------------------ */

#define MODEL_MAX_K 256   /* the instruction driver's limit for composed k */

static int fp8_format(mmaemu_format f)
{
    return f == MMAEMU_E4M3 || f == MMAEMU_E5M2 || f == MMAEMU_E4M3FNUZ || f == MMAEMU_E5M2FNUZ;
}

const char *mmaemu_model_instr_check(const mmaemu_instr *ins)
{
    const mmaemu_step_params *p = &ins->step;
    if (ins->k < 1 || ins->k > 65536)
        return "k must be in 1..65536";
    if (ins->k % p->L)
        return "the step length L must divide k";
    if ((unsigned)ins->family > MMAEMU_FAMILY_MFMA)
        return "family out of range";
    if (ins->widen_fp16 != 0 && ins->widen_fp16 != 1)
        return "widen_fp16 must be 0 or 1";
    if (ins->c_after != 0 && ins->c_after != 1)
        return "c_after must be 0 or 1";
    if (ins->k_interleave < -1 || ins->k_interleave > ins->k)
        return "k_interleave must be -1 (upper half first) or in 0..k";
    if (ins->k_interleave < 0 && (p->L < 1 || ins->k % (2 * p->L)))
        return "k_interleave -1 needs an even number of steps";
    if ((ins->widen_fp16 || ins->k_interleave || ins->c_after) && ins->k > MODEL_MAX_K)
        return "a composed instruction (widen_fp16, k_interleave, c_after) has k <= 256";
    if (ins->widen_fp16) {
        if (!((fp8_format(p->a_fmt) || p->a_fmt == MMAEMU_FP16) &&
              (fp8_format(p->b_fmt) || p->b_fmt == MMAEMU_FP16)))
            return "widen_fp16 needs fp8 or fp16 operands (exactly representable in fp16)";
        if (p->alg == MMAEMU_ALG_FTZ_ADDMUL || p->alg == MMAEMU_ALG_PAIRWISE)
            return "widen_fp16 with FTZ-AddMul is not supported";
    }
    if (ins->k_interleave) {
        /* Every step must receive exactly L products. */
        int nsteps = ins->k / p->L, count[MODEL_MAX_K] = {0};
        for (int i = 0; i < ins->k; i++)
            count[mmaemu_instr_step_of(ins, i)]++;
        for (int s = 0; s < nsteps; s++)
            if (count[s] != p->L)
                return "k_interleave must give every step exactly L products";
    }
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */
/* ------------------------------------------------------------------ */

static int fused(mmaemu_algorithm a)
{
    return a == MMAEMU_ALG_T_FDPA || a == MMAEMU_ALG_TR_FDPA || a == MMAEMU_ALG_GTR_FDPA;
}

static int tr_alg(mmaemu_algorithm a)
{
    return a == MMAEMU_ALG_TR_FDPA || a == MMAEMU_ALG_GTR_FDPA;
}

int mmaemu_model_write(FILE *f, const mmaemu_instr *ins, const char *comment)
{
    const mmaemu_step_params *p = &ins->step;
    const int tf = p->alg == MMAEMU_ALG_T_FDPA, tr = tr_alg(p->alg);
    fprintf(f, "mmaemu-model 1\n");
    for (const char *s = comment; s && *s;) {
        size_t len = strcspn(s, "\n");
        fprintf(f, "#%s%.*s\n", len ? " " : "", (int)len, s);
        s += len;
        if (*s == '\n')
            s++;
    }
    fprintf(f, "name %s\n", ins->name && *ins->name ? ins->name : "unnamed");
    fprintf(f, "family %s\n", mmaemu_model_family_name(ins->family));
    fprintf(f, "k %d\n", ins->k);
    fprintf(f, "in %s\n", mmaemu_format_get(p->a_fmt)->name);
    if (p->b_fmt != p->a_fmt)
        fprintf(f, "in_b %s\n", mmaemu_format_get(p->b_fmt)->name);
    fprintf(f, "acc %s\n", mmaemu_format_get(p->acc_fmt)->name);
    fprintf(f, "alg %s\n", mmaemu_model_alg_name(p->alg));
    fprintf(f, "L %d\n", p->L);
    /* Fields the algorithm reads always; others only where not 0, so that
     * a row reads back exactly. */
    if (fused(p->alg) || p->F)
        fprintf(f, "F %d\n", p->F);
    if (tr || p->F2)
        fprintf(f, "F2 %d\n", p->F2);
    if (tr || p->tr_variant)
        fprintf(f, "tr_variant %s\n", mmaemu_model_tr_name(p->tr_variant));
    if (p->zero_align)   /* written only when not the default, skip */
        fprintf(f, "zero_align %s\n", name_of(zalign_names, (int)p->zero_align));
    if (tf || p->e_zero)
        fprintf(f, "e_zero %d\n", p->e_zero);
    if (tf || p->ezero_rule)
        fprintf(f, "ezero_rule %s\n", name_of(rule_names, (int)p->ezero_rule));
    if (tf || p->c_entry)
        fprintf(f, "c_entry %s\n", name_of(centry_names, (int)p->c_entry));
    if (p->alg == MMAEMU_ALG_FTZ_ADDMUL || p->alg == MMAEMU_ALG_PAIRWISE || p->ftz_pair)
        fprintf(f, "ftz_pair %d\n", p->ftz_pair);
    if (p->group)
        fprintf(f, "group %d\n", p->group);
    if (mmaemu_params_scaled(p))
        fprintf(f, "scale %s\n", mmaemu_format_get(p->scale_fmt)->name);
    fprintf(f, "out %s\n", mmaemu_model_out_name(p->out));
    fprintf(f, "zero_sign %s\n", p->zero_sign == MMAEMU_ZERO_IEEE ? "ieee" : "positive");
    fprintf(f, "nan 0x%0*X\n", p->acc_fmt == MMAEMU_FP16 ? 4 : 8, (unsigned)p->nan_bits);
    fprintf(f, "widen_fp16 %d\n", ins->widen_fp16);
    fprintf(f, "k_interleave %d\n", ins->k_interleave);
    fprintf(f, "c_after %d\n", ins->c_after);
    fprintf(f, "verified %d\n", ins->verified);
    fprintf(f, "triton_default %d\n", ins->triton_default);
    if (ins->variant)
        fprintf(f, "variant %s\n", ins->variant);
    if (ins->source)
        fprintf(f, "source %s\n", ins->source);
    fprintf(f, "end\n");
    return ferror(f) ? -1 : 0;
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */
/* ------------------------------------------------------------------ */

enum key_id {
    K_NAME, K_FAMILY, K_K, K_IN, K_IN_B, K_ACC, K_ALG, K_L, K_F, K_F2, K_TRV, K_EZERO,
    K_RULE, K_CENTRY, K_FTZ, K_OUT, K_ZERO, K_NAN, K_WIDEN, K_INTER, K_CAFTER,
    K_VERIFIED, K_TRITON, K_VARIANT, K_SOURCE, K_ZALIGN, K_GROUP, K_SCALE, K_COUNT
};
static const char *const key_names[K_COUNT] = {
    "name", "family", "k", "in", "in_b", "acc", "alg", "L", "F", "F2", "tr_variant", "e_zero",
    "ezero_rule", "c_entry", "ftz_pair", "out", "zero_sign", "nan", "widen_fp16",
    "k_interleave", "c_after", "verified", "triton_default", "variant", "source", "zero_align",
    "group", "scale"};

typedef struct reader {
    const char *path;
    unsigned long line;
    char *err;
    size_t errlen;
} reader;

static int fail(reader *r, unsigned long line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int fail(reader *r, unsigned long line, const char *fmt, ...)
{
    if (!r->err || !r->errlen)
        return -1;
    int n = line ? snprintf(r->err, r->errlen, "%s:%lu: ", r->path, line)
                 : snprintf(r->err, r->errlen, "%s: ", r->path);
    if (n < 0 || (size_t)n >= r->errlen)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err + n, r->errlen - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

static int parse_int(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

static int parse_flag(const char *s, int *out)
{
    if (!strcmp(s, "0") || !strcasecmp(s, "no")) {
        *out = 0;
        return 0;
    }
    if (!strcmp(s, "1") || !strcasecmp(s, "yes")) {
        *out = 1;
        return 0;
    }
    return -1;
}

void mmaemu_model_free(mmaemu_instr *ins)
{
    if (!ins)
        return;
    free((char *)ins->name);
    free((char *)ins->variant);
    free((char *)ins->source);
    ins->name = ins->variant = ins->source = NULL;
}

/* name, variant ("-": none) and source. */
static int set_string(reader *r, int key, const char *v, mmaemu_instr *ins)
{
    char *s = strdup(v);
    if (!s)
        return fail(r, r->line, "out of memory");
    if (key == K_NAME)
        ins->name = s;
    else if (key == K_VARIANT) {
        if (!strcmp(v, "-")) {
            free(s);
            s = NULL;
        }
        ins->variant = s;
    } else
        ins->source = s;
    return 0;
}

static int set_format(reader *r, int key, const char *v, mmaemu_step_params *p)
{
    mmaemu_format f;
    if (key == K_ACC) {
        if (mmaemu_format_parse(v, &f) ||
            (f != MMAEMU_FP32 && f != MMAEMU_FP16 && f != MMAEMU_S32))
            return fail(r, r->line, "accumulator format '%s' is not fp32, fp16 or s32", v);
        p->acc_fmt = f;
        return 0;
    }
    if (key == K_SCALE) {
        if (mmaemu_format_parse(v, &f) || (f != MMAEMU_UE8M0 && f != MMAEMU_UE4M3))
            return fail(r, r->line, "scale format '%s' is not ue8m0 or ue4m3", v);
        p->scale_fmt = f;
        return 0;
    }
    if (mmaemu_format_parse(v, &f) || f == MMAEMU_E8M13)
        return fail(r, r->line, "unknown operand format '%s' (bf16 fp16 tf32 fp32 e4m3 e5m2 "
                    "e4m3fnuz e5m2fnuz e2m1 e2m3 e3m2 u8 s8)", v);
    if (key == K_IN)
        p->a_fmt = p->b_fmt = f;
    else
        p->b_fmt = f;
    return 0;
}

/* The keys whose values are names, with what a message calls them and
 * the choices it lists (NULL: every name of the table). */
static const struct {
    int key;
    const name_val *names;
    const char *label, *choices;
} named_keys[] = {
    {K_FAMILY, family_names, "family", NULL},
    {K_ALG, alg_names, "algorithm", NULL},
    {K_OUT, out_names, "output rounding", NULL},
    {K_RULE, rule_names, "ezero_rule", "terms or floor"},
    {K_CENTRY, centry_names, "c_entry", "fused or ignored"},
    {K_TRV, tr_names, "tr_variant", "renorm-floor or floor-before"},
    {K_ZERO, zero_names, "zero_sign", "positive or ieee"},
    {K_ZALIGN, zalign_names, "zero_align", "skip or m126"},
};

static int set_named(reader *r, size_t i, const char *v, mmaemu_instr *ins)
{
    mmaemu_step_params *p = &ins->step;
    int iv;
    if (lookup(named_keys[i].names, v, &iv)) {
        char names[160];
        if (!named_keys[i].choices)
            list_names(named_keys[i].names, names, sizeof names);
        return fail(r, r->line, "%s '%s' is not %s", named_keys[i].label, v,
                    named_keys[i].choices ? named_keys[i].choices : names);
    }
    switch (named_keys[i].key) {
    case K_FAMILY: ins->family = (mmaemu_family)iv; break;
    case K_ALG: p->alg = (mmaemu_algorithm)iv; break;
    case K_OUT: p->out = (mmaemu_out_rounding)iv; break;
    case K_RULE: p->ezero_rule = (mmaemu_ezero_rule)iv; break;
    case K_CENTRY: p->c_entry = (mmaemu_c_entry)iv; break;
    case K_TRV: p->tr_variant = (mmaemu_tr_variant)iv; break;
    case K_ZALIGN: p->zero_align = (mmaemu_zero_align)iv; break;
    default: p->zero_sign = (mmaemu_zero_sign)iv; break;
    }
    return 0;
}

static int set_nan(reader *r, const char *v, mmaemu_step_params *p)
{
    char *end;
    errno = 0;
    unsigned long u = strtoul(v, &end, 16);
    if (errno || end == v || *end || u > 0xFFFFFFFFul || v[0] == '-')
        return fail(r, r->line, "nan '%s' is not a hex pattern", v);
    p->nan_bits = (uint32_t)u;
    return 0;
}

/* widen_fp16, c_after, verified, triton_default. */
static int set_flag(reader *r, int key, const char *v, mmaemu_instr *ins)
{
    int iv;
    if (parse_flag(v, &iv))
        return fail(r, r->line, "%s '%s' is not 0 or 1", key_names[key], v);
    if (key == K_WIDEN)
        ins->widen_fp16 = iv;
    else if (key == K_CAFTER)
        ins->c_after = iv;
    else if (key == K_VERIFIED)
        ins->verified = iv;
    else
        ins->triton_default = iv;
    return 0;
}

/* The integer keys and their ranges. */
static int set_int(reader *r, int key, const char *v, mmaemu_instr *ins)
{
    static const struct { int key; long lo, hi; } ranges[] = {
        {K_K, 1, 65536}, {K_L, 1, 4096}, {K_F, 0, 64}, {K_F2, 0, 64},
        {K_EZERO, -100000, 100000}, {K_FTZ, 0, 64}, {K_INTER, -1, 65536}, {K_GROUP, 0, 64}};
    mmaemu_step_params *p = &ins->step;
    long x;
    for (size_t i = 0; i < sizeof ranges / sizeof ranges[0]; i++) {
        if (ranges[i].key != key)
            continue;
        if (parse_int(v, ranges[i].lo, ranges[i].hi, &x))
            return fail(r, r->line, "%s '%s' is not an integer in %ld..%ld", key_names[key], v,
                        ranges[i].lo, ranges[i].hi);
        switch (key) {
        case K_K: ins->k = (int)x; break;
        case K_L: p->L = (int)x; break;
        case K_F: p->F = (int)x; break;
        case K_F2: p->F2 = (int)x; break;
        case K_EZERO: p->e_zero = (int)x; break;
        case K_FTZ: p->ftz_pair = (int)x; break;
        case K_GROUP: p->group = (int)x; break;
        default: ins->k_interleave = (int)x; break;
        }
        return 0;
    }
    return fail(r, r->line, "internal: key %d", key);
}

/* Set one key from its value text; -1 with the message in r. */
static int set_key(reader *r, int key, const char *v, mmaemu_instr *ins)
{
    switch (key) {
    case K_NAME:
    case K_VARIANT:
    case K_SOURCE:
        return set_string(r, key, v, ins);
    case K_IN:
    case K_IN_B:
    case K_ACC:
    case K_SCALE:
        return set_format(r, key, v, &ins->step);
    case K_NAN:
        return set_nan(r, v, &ins->step);
    case K_WIDEN:
    case K_CAFTER:
    case K_VERIFIED:
    case K_TRITON:
        return set_flag(r, key, v, ins);
    default:
        break;
    }
    for (size_t i = 0; i < sizeof named_keys / sizeof named_keys[0]; i++)
        if (named_keys[i].key == key)
            return set_named(r, i, v, ins);
    return set_int(r, key, v, ins);
}

/* Trim trailing blanks and the newline in place. */
static void rtrim(char *s)
{
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
}

/* What has been read so far. */
typedef struct load_state {
    unsigned long seen[K_COUNT];   /* line of each key, 0 = not seen */
    unsigned long end_line;        /* the "end" line, 0 = not yet */
    int header;                    /* the first line was read */
} load_state;

/* One line (trimmed in place): the first line, a comment, "end", or
 * "key value".  0, or -1 with the message in r. */
static int load_line(reader *r, load_state *st, char *line, mmaemu_instr *ins)
{
    rtrim(line);
    char *s = line;
    while (isspace((unsigned char)*s))
        s++;
    if (!st->header) {
        if (strcmp(s, "mmaemu-model 1"))
            return !strncmp(s, "mmaemu-model", 12)
                       ? fail(r, r->line, "unsupported model file version '%s' (this mmaemu "
                              "reads 'mmaemu-model 1')", s)
                       : fail(r, r->line, "not a model file: the first line must be "
                              "'mmaemu-model 1'");
        st->header = 1;
        return 0;
    }
    if (!*s || *s == '#')
        return 0;
    if (st->end_line)
        return fail(r, r->line, "text after the 'end' line");
    if (!strcmp(s, "end")) {
        st->end_line = r->line;
        return 0;
    }
    char *key = s, *v = s + strcspn(s, " \t");
    if (*v)
        *v++ = '\0';
    while (isspace((unsigned char)*v))
        v++;
    int id = -1;
    for (int i = 0; i < K_COUNT; i++)
        if (!strcmp(key, key_names[i]))
            id = i;
    if (id < 0)
        return fail(r, r->line, "unknown key '%s'", key);
    if (st->seen[id])
        return fail(r, r->line, "key '%s' given twice (first on line %lu)", key, st->seen[id]);
    if (!*v)
        return fail(r, r->line, "key '%s' has no value", key);
    st->seen[id] = r->line;
    return set_key(r, id, v, ins);
}

/* Every key the model needs: always, then per algorithm. */
static int check_keys(reader *r, const load_state *st, const mmaemu_instr *ins)
{
    static const int always[] = {K_NAME, K_FAMILY, K_K, K_IN, K_ACC, K_ALG, K_L, K_OUT,
                                 K_ZERO, K_NAN};
    int need[K_COUNT] = {0};
    for (size_t i = 0; i < sizeof always / sizeof always[0]; i++)
        need[always[i]] = 1;
    if (st->seen[K_ALG]) {
        mmaemu_algorithm a = ins->step.alg;
        if (fused(a))
            need[K_F] = 1;
        if (tr_alg(a))
            need[K_F2] = need[K_TRV] = 1;
        if (a == MMAEMU_ALG_T_FDPA)
            need[K_EZERO] = need[K_RULE] = 1;
        if (a == MMAEMU_ALG_FTZ_ADDMUL || a == MMAEMU_ALG_PAIRWISE)
            need[K_FTZ] = 1;
    }
    for (int i = 0; i < K_COUNT; i++) {
        if (!need[i] || st->seen[i])
            continue;
        int per_alg = i == K_F || i == K_F2 || i == K_TRV || i == K_EZERO || i == K_RULE ||
                      i == K_FTZ;
        if (per_alg)
            return fail(r, st->end_line, "missing key '%s' (needed by %s)", key_names[i],
                        mmaemu_model_alg_name(ins->step.alg));
        return fail(r, st->end_line, "missing key '%s'", key_names[i]);
    }
    const char *why = mmaemu_params_check(&ins->step);
    if (!why)
        why = mmaemu_model_instr_check(ins);
    return why ? fail(r, st->end_line, "the model is not usable: %s", why) : 0;
}

int mmaemu_model_load(const char *path, mmaemu_instr *out, char *err, size_t errlen)
{
    reader r = {path ? path : "(null)", 0, err, errlen};
    mmaemu_instr ins;
    memset(&ins, 0, sizeof ins);
    memset(out, 0, sizeof *out);
    if (err && errlen)
        err[0] = '\0';
    if (!path)
        return fail(&r, 0, "no model file given");
    FILE *f = fopen(path, "r");
    if (!f)
        return fail(&r, 0, "cannot open: %s", strerror(errno));
    load_state st;
    memset(&st, 0, sizeof st);
    int status = 0;
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    while (!status && (len = getline(&line, &cap, f)) >= 0) {
        r.line++;
        status = (size_t)len != strlen(line) ? fail(&r, r.line, "NUL byte in the file")
                                             : load_line(&r, &st, line, &ins);
    }
    if (!status && ferror(f))
        status = fail(&r, r.line, "read error");
    free(line);
    fclose(f);
    if (!status && !st.header)
        status = fail(&r, 1, "empty file (expected 'mmaemu-model 1')");
    if (!status && !st.end_line)
        status = fail(&r, r.line, "file ends without its 'end' line (truncated?)");
    if (!status)
        status = check_keys(&r, &st, &ins);
    if (status) {
        mmaemu_model_free(&ins);
        return -1;
    }
    *out = ins;
    return 0;
}
