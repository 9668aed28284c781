/* SPDX-License-Identifier: MIT */
/* schedule.c -- the text form of a GEMM schedule ("instr=wgmma block_k=64
 * kpack=2 ..."), its defaults and its consistency checks.  What each field
 * means is in mmaemu.h and docs/dcpp.md; the driver is kernels/gemm.c. */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu/schedule.h"
#include "schedule_impl.h"

static const char *const combine_names[] = {"seq", "tree", "inplace", "tree_last", "bfly", "dot"};
static const char *const epilogue_names[] = {"fp32", "bf16", "fp16"};
static const char *const cut_names[] = {"tiles", "even", "even_late", "align"};
static const char *const residue_names[] = {"last", "first"};
static const char *const partials_names[] = {"acc", "out"};
static const char *const convert_names[] = {"trunc", "rne", "rna"};
static const char *const c_add_names[] = {"acc", "fp32", "out"};
#define N_OF(a) ((int)(sizeof a / sizeof a[0]))

void mmaemu_schedule_init(mmaemu_schedule *s, const char *instr)
{
    memset(s, 0, sizeof *s);
    snprintf(s->instr, sizeof s->instr, "%s", instr ? instr : "");
    s->kgroups = 1;
    s->kpack = 1;
    s->split_k = 1;
    s->combine = MMAEMU_COMBINE_SEQ;
    s->epilogue = MMAEMU_EPI_NONE;
    s->split_align = 8;
    s->slices = 1;
}

/* A whole decimal number in [lo, hi]. */
static int parse_size(const char *v, size_t lo, size_t hi, size_t *out)
{
    if (!*v || !isdigit((unsigned char)*v))
        return -1;
    errno = 0;
    char *end;
    unsigned long long x = strtoull(v, &end, 10);
    if (errno || *end || x < lo || x > hi)
        return -1;
    *out = (size_t)x;
    return 0;
}

static int parse_name(const char *v, const char *const *names, int n)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(v, names[i]))
            return i;
    return -1;
}

/* A named value of one of the library keys. */
static int library_name(const char *key, const char *v, const char *const *names, int n,
                        int *out, char *err, size_t errlen)
{
    if ((*out = parse_name(v, names, n)) >= 0)
        return 0;
    int len = snprintf(err, errlen, "schedule: %s '%s' (expected", key, v);
    for (int i = 0; i < n && len >= 0 && (size_t)len < errlen; i++)
        len += snprintf(err + len, errlen - (size_t)len, "%s%s", i ? (i + 1 < n ? ", " : " or ") : " ",
                        names[i]);
    if (len >= 0 && (size_t)len < errlen)
        snprintf(err + len, errlen - (size_t)len, ")");
    return -1;
}

/* The keys of library kernels.  Returns 1 when key is none of them, else
 * 0 with *rc = 0 (applied) or -1 (bad value, err set). */
static int apply_library(mmaemu_schedule *s, const char *key, const char *v, char *err,
                         size_t errlen, int *rc)
{
    static const struct { const char *key; size_t lo, hi; } nums[] = {
        {"split_align", 1, 1u << 20}, {"slices", 1, MMAEMU_SLICES_MAX}, {"slice_k", 0, (size_t)1 << 30},
        {"streamk", 0, 1u << 20}, {"tile_m", 0, (size_t)1 << 30}, {"tile_n", 0, (size_t)1 << 30},
        {"streamk_dp", 0, (size_t)1 << 40}, {"streamk_split", 0, 1u << 20},
        {"tile_panel", 0, (size_t)1 << 30},
    };
    static const struct { const char *key; const char *const *names; int n; } enums[] = {
        {"split_cut", cut_names, N_OF(cut_names)}, {"residue", residue_names, N_OF(residue_names)},
        {"partials", partials_names, N_OF(partials_names)},
        {"convert", convert_names, N_OF(convert_names)},
        {"c_add", c_add_names, N_OF(c_add_names)},
    };
    *rc = 0;
    for (int i = 0; i < N_OF(nums); i++) {
        size_t x;
        if (strcmp(key, nums[i].key))
            continue;
        if (parse_size(v, nums[i].lo, nums[i].hi, &x)) {
            snprintf(err, errlen, "schedule: %s=%s is not a valid number", key, v);
            *rc = -1;
        } else if (i == 0) s->split_align = x;
        else if (i == 1) s->slices = (unsigned)x;
        else if (i == 2) s->slice_k = x;
        else if (i == 3) s->streamk = (unsigned)x;
        else if (i == 4) s->tile_m = x;
        else if (i == 5) s->tile_n = x;
        else if (i == 6) s->streamk_dp = x;
        else if (i == 7) s->streamk_split = (unsigned)x;
        else s->tile_panel = x;
        return 0;
    }
    for (int i = 0; i < N_OF(enums); i++) {
        int x;
        if (strcmp(key, enums[i].key))
            continue;
        if (library_name(key, v, enums[i].names, enums[i].n, &x, err, errlen))
            *rc = -1;
        else if (i == 0) s->split_cut = (mmaemu_split_cut)x;
        else if (i == 1) s->residue = (mmaemu_residue)x;
        else if (i == 2) s->partials = (mmaemu_partials)x;
        else if (i == 3) s->convert = (mmaemu_convert_mode)x;
        else s->c_add = (mmaemu_c_add)x;
        return 0;
    }
    return 1;
}

/* One "key=value" pair. */
static int apply(mmaemu_schedule *s, const char *key, const char *v, char *err, size_t errlen)
{
    size_t x;
    int i;
    if (!strcmp(key, "instr")) {
        if (!*v || strlen(v) >= sizeof s->instr) {
            snprintf(err, errlen, "schedule: instr '%s' is empty or too long", v);
            return -1;
        }
        snprintf(s->instr, sizeof s->instr, "%s", v);
    } else if (!strcmp(key, "block_k")) {
        if (parse_size(v, 0, (size_t)1 << 30, &x))
            goto bad_number;
        s->block_k = x;
    } else if (!strcmp(key, "kgroups")) {
        if (parse_size(v, 1, 64, &x))
            goto bad_number;
        s->kgroups = (unsigned)x;
    } else if (!strcmp(key, "kpack")) {
        if (parse_size(v, 1, 8, &x))
            goto bad_number;
        s->kpack = (unsigned)x;
    } else if (!strcmp(key, "split_k")) {
        if (parse_size(v, 1, 4096, &x))
            goto bad_number;
        s->split_k = (unsigned)x;
    } else if (!strcmp(key, "promote")) {
        if (parse_size(v, 0, (size_t)1 << 30, &x))
            goto bad_number;
        s->promote = x;
    } else if (!strcmp(key, "combine")) {
        if ((i = parse_name(v, combine_names, N_OF(combine_names))) < 0 || i == MMAEMU_COMBINE_DOT) {
            snprintf(err, errlen, "schedule: combine '%s' (expected seq, tree, inplace, tree_last or bfly)", v);
            return -1;
        }
        s->combine = (mmaemu_combine)i;
    } else if (!strcmp(key, "slice_combine")) {
        if ((i = parse_name(v, combine_names, N_OF(combine_names))) < 0 ||
            i == MMAEMU_COMBINE_INPLACE || i == MMAEMU_COMBINE_TREE_LAST) {
            snprintf(err, errlen, "schedule: slice_combine '%s' (expected seq, tree, bfly or dot)", v);
            return -1;
        }
        s->slice_combine = (mmaemu_combine)i;
    } else if (!apply_library(s, key, v, err, errlen, &i)) {
        return i;
    } else if (!strcmp(key, "out")) {
        if ((i = parse_name(v, epilogue_names, 3)) < 0) {
            snprintf(err, errlen, "schedule: out '%s' (expected fp32, bf16 or fp16)", v);
            return -1;
        }
        s->epilogue = (mmaemu_epilogue)i;
        s->epilogue_set = 1;
    } else {
        snprintf(err, errlen,
                 "schedule: unknown key '%s' (keys: instr block_k kgroups kpack split_k combine "
                 "promote out split_cut split_align residue partials slices slice_combine slice_k streamk "
                 "tile_m tile_n streamk_dp streamk_split tile_panel convert c_add)", key);
        return -1;
    }
    return 0;
bad_number:
    snprintf(err, errlen, "schedule: %s=%s is not a valid number", key, v);
    return -1;
}

static int set_schedule_key(void *ctx, const char *key, const char *v, char *err, size_t errlen)
{
    return apply(ctx, key, v, err, errlen);
}

int mmaemu_schedule_parse(const char *text, mmaemu_schedule *s, char *err, size_t errlen)
{
    mmaemu_schedule t = *s;   /* all or nothing */
    if (mmaemu_kv_parse(text, "schedule", set_schedule_key, &t, err, errlen))
        return -1;
    *s = t;
    return 0;
}

/* Append to buf (used: *n of len) what printf gives. */
static void append(char *buf, size_t len, size_t *n, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void append(char *buf, size_t len, size_t *n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(*n < len ? buf + *n : NULL, *n < len ? len - *n : 0, fmt, ap);
    va_end(ap);
    if (k > 0)
        *n += (size_t)k;
}

size_t mmaemu_schedule_format(const mmaemu_schedule *s, char *buf, size_t len)
{
    size_t n = 0;
    if (len)
        buf[0] = '\0';
    append(buf, len, &n, "instr=%s block_k=%zu kgroups=%u kpack=%u split_k=%u combine=%s "
           "promote=%zu out=%s",
           s->instr, s->block_k, s->kgroups, s->kpack, s->split_k,
           combine_names[s->combine <= MMAEMU_COMBINE_BFLY ? s->combine : 0], s->promote,
           epilogue_names[s->epilogue <= MMAEMU_EPI_FP16 ? s->epilogue : 0]);
    /* The library keys only where they differ from mmaemu_schedule_init. */
    if (s->split_cut != MMAEMU_CUT_TILES && s->split_cut <= MMAEMU_CUT_ALIGN)
        append(buf, len, &n, " split_cut=%s", cut_names[s->split_cut]);
    if (s->split_align != 8)
        append(buf, len, &n, " split_align=%zu", s->split_align);
    if (s->residue == MMAEMU_RESIDUE_FIRST)
        append(buf, len, &n, " residue=first");
    if (s->partials == MMAEMU_PARTIALS_OUT)
        append(buf, len, &n, " partials=out");
    if (s->slices != 1)
        append(buf, len, &n, " slices=%u", s->slices);
    if (s->slice_combine == MMAEMU_COMBINE_TREE || s->slice_combine == MMAEMU_COMBINE_BFLY ||
        s->slice_combine == MMAEMU_COMBINE_DOT)
        append(buf, len, &n, " slice_combine=%s", combine_names[s->slice_combine]);
    if (s->slice_k)
        append(buf, len, &n, " slice_k=%zu", s->slice_k);
    if (s->streamk)
        append(buf, len, &n, " streamk=%u", s->streamk);
    if (s->tile_m)
        append(buf, len, &n, " tile_m=%zu", s->tile_m);
    if (s->tile_n)
        append(buf, len, &n, " tile_n=%zu", s->tile_n);
    if (s->streamk_dp)
        append(buf, len, &n, " streamk_dp=%zu", s->streamk_dp);
    if (s->streamk_split)
        append(buf, len, &n, " streamk_split=%u", s->streamk_split);
    if (s->tile_panel)
        append(buf, len, &n, " tile_panel=%zu", s->tile_panel);
    if (s->convert != MMAEMU_CONVERT_TRUNC && s->convert <= MMAEMU_CONVERT_RNA)
        append(buf, len, &n, " convert=%s", convert_names[s->convert]);
    if (s->c_add != MMAEMU_C_ACC && s->c_add <= MMAEMU_C_OUT)
        append(buf, len, &n, " c_add=%s", c_add_names[s->c_add]);
    return n;
}

int mmaemu_schedule_is_chain(const mmaemu_schedule *s)
{
    return s->split_k <= 1 && s->slices <= 1 && !s->streamk && !s->promote &&
           s->convert == MMAEMU_CONVERT_TRUNC;
}

/* The library keys against each other and the instruction. */
static int check_library(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t unit,
                         char *err, size_t errlen)
{
    const size_t pad = mmaemu_schedule_pad(s, ins), sk = s->slice_k ? s->slice_k : pad;
    if (s->slices < 1 || s->split_align < 1) {
        snprintf(err, errlen, "schedule: slices and split_align must be >= 1");
        return -1;
    }
    if (sk % unit || pad % sk) {
        snprintf(err, errlen, "schedule: slice_k = %zu must be a multiple of k x kpack = %zu "
                 "and divide the block (%zu)", sk, unit, pad);
        return -1;
    }
    /* more than 256 slices (a dot kernel's threads) only in one range:
     * the combine sums them in its scratch */
    if (s->slices > 256 && s->split_k > 1) {
        snprintf(err, errlen, "schedule: slices = %u (more than 256) with split_k = %u", s->slices,
                 s->split_k);
        return -1;
    }
    if (s->slice_combine == MMAEMU_COMBINE_DOT && s->slices % 256) {
        snprintf(err, errlen, "schedule: slice_combine=dot takes 256 slices per CTA, not %u",
                 s->slices);
        return -1;
    }
    if (s->streamk && (s->split_k > 1 || s->slices > 1)) {
        snprintf(err, errlen, "schedule: streamk replaces split_k and slices (give one)");
        return -1;
    }
    if (s->streamk_dp && !s->streamk) {
        snprintf(err, errlen, "schedule: streamk_dp = %zu without streamk (the tiles before the "
                 "Stream-K units')", s->streamk_dp);
        return -1;
    }
    if ((s->streamk_split || s->tile_panel) && !s->streamk) {
        snprintf(err, errlen, "schedule: streamk_split and tile_panel are Stream-K keys: give "
                 "streamk too");
        return -1;
    }
    if (s->convert != MMAEMU_CONVERT_TRUNC && ins->step.a_fmt != MMAEMU_TF32) {
        snprintf(err, errlen, "schedule: convert=%s rounds fp32 operands to tf32; %s takes %s",
                 convert_names[s->convert <= MMAEMU_CONVERT_RNA ? s->convert : 0], ins->name,
                 mmaemu_format_get(ins->step.a_fmt)->name);
        return -1;
    }
    return 0;
}

int mmaemu_schedule_check(const mmaemu_schedule *s, const mmaemu_instr *ins, char *err,
                          size_t errlen)
{
    const size_t ik = (size_t)ins->k, unit = ik * s->kpack;
    if (s->kgroups < 1 || s->kpack < 1 || s->split_k < 1) {
        snprintf(err, errlen, "schedule: kgroups, kpack and split_k must be >= 1");
        return -1;
    }
    if (s->kpack > 1 && ik % s->kgroups) {
        snprintf(err, errlen, "schedule: %s has k = %zu, not a multiple of kgroups = %u", ins->name,
                 ik, s->kgroups);
        return -1;
    }
    if (s->block_k % unit) {
        snprintf(err, errlen, "schedule: block_k = %zu is not a multiple of k x kpack = %zu (%s)",
                 s->block_k, unit, ins->name);
        return -1;
    }
    if (s->promote % ik) {
        snprintf(err, errlen, "schedule: promote = %zu is not a multiple of %s's k = %zu",
                 s->promote, ins->name, ik);
        return -1;
    }
    if (s->kpack > 1 && s->promote % unit) {
        snprintf(err, errlen, "schedule: promote = %zu cuts a kpack group of %zu", s->promote, unit);
        return -1;
    }
    if ((s->split_k > 1 || s->promote || s->slices > 1 || s->streamk) &&
        ins->step.acc_fmt != MMAEMU_FP32) {
        snprintf(err, errlen, "schedule: split_k, slices, streamk and promote need an fp32 "
                 "accumulator (%s)", ins->name);
        return -1;
    }
    if (check_library(s, ins, unit, err, errlen))
        return -1;
    if (s->epilogue != MMAEMU_EPI_NONE && ins->step.acc_fmt != MMAEMU_FP32) {
        snprintf(err, errlen, "schedule: out=%s needs an fp32 accumulator (%s)",
                 epilogue_names[s->epilogue <= MMAEMU_EPI_FP16 ? s->epilogue : 0], ins->name);
        return -1;
    }
    return 0;
}
