/* schedule.c -- the text form of a GEMM schedule ("instr=wgmma block_k=64
 * kpack=2 ..."), its defaults and its consistency checks.  What each field
 * means is in mmaemu.h and docs/dcpp.md; the driver is kernels/gemm.c. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu/schedule.h"

static const char *const combine_names[] = {"seq", "tree"};
static const char *const epilogue_names[] = {"fp32", "bf16", "fp16"};

void mmaemu_schedule_init(mmaemu_schedule *s, const char *instr)
{
    memset(s, 0, sizeof *s);
    snprintf(s->instr, sizeof s->instr, "%s", instr ? instr : "");
    s->kgroups = 1;
    s->kpack = 1;
    s->split_k = 1;
    s->combine = MMAEMU_COMBINE_SEQ;
    s->epilogue = MMAEMU_EPI_NONE;
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
        if ((i = parse_name(v, combine_names, 2)) < 0) {
            snprintf(err, errlen, "schedule: combine '%s' (expected seq or tree)", v);
            return -1;
        }
        s->combine = (mmaemu_combine)i;
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
                 "promote out)", key);
        return -1;
    }
    return 0;
bad_number:
    snprintf(err, errlen, "schedule: %s=%s is not a valid number", key, v);
    return -1;
}

int mmaemu_schedule_parse(const char *text, mmaemu_schedule *s, char *err, size_t errlen)
{
    mmaemu_schedule t = *s;   /* all or nothing */
    const char *p = text ? text : "";
    while (*p) {
        while (*p == ' ' || *p == ',' || *p == '\t')
            p++;
        if (!*p)
            break;
        size_t n = strcspn(p, " ,\t");
        char tok[128];
        if (n >= sizeof tok) {
            snprintf(err, errlen, "schedule: item too long: '%.40s...'", p);
            return -1;
        }
        memcpy(tok, p, n);
        tok[n] = '\0';
        p += n;
        char *eq = strchr(tok, '=');
        if (!eq || eq == tok) {
            snprintf(err, errlen, "schedule: '%s' is not key=value", tok);
            return -1;
        }
        *eq = '\0';
        if (apply(&t, tok, eq + 1, err, errlen))
            return -1;
    }
    *s = t;
    return 0;
}

size_t mmaemu_schedule_format(const mmaemu_schedule *s, char *buf, size_t len)
{
    int n = snprintf(buf, len, "instr=%s block_k=%zu kgroups=%u kpack=%u split_k=%u combine=%s "
                     "promote=%zu out=%s",
                     s->instr, s->block_k, s->kgroups, s->kpack, s->split_k,
                     combine_names[s->combine == MMAEMU_COMBINE_TREE],
                     s->promote, epilogue_names[s->epilogue <= MMAEMU_EPI_FP16 ? s->epilogue : 0]);
    return n < 0 ? 0 : (size_t)n;
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
    if ((s->split_k > 1 || s->promote) && ins->step.acc_fmt != MMAEMU_FP32) {
        snprintf(err, errlen, "schedule: split_k and promote need an fp32 accumulator (%s)",
                 ins->name);
        return -1;
    }
    if (s->epilogue != MMAEMU_EPI_NONE && ins->step.acc_fmt != MMAEMU_FP32) {
        snprintf(err, errlen, "schedule: out=%s needs an fp32 accumulator (%s)",
                 epilogue_names[s->epilogue <= MMAEMU_EPI_FP16 ? s->epilogue : 0], ins->name);
        return -1;
    }
    return 0;
}
