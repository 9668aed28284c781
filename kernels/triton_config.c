/* SPDX-License-Identifier: MIT */
/* triton_config.c -- a tl.dot tile config (BLOCK_M=.. num_warps=..) and
 * the schedule Triton compiles its K loop into (docs/gemm.md). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu/schedule.h"
#include "schedule_impl.h"

typedef struct {
    const char *key;
    unsigned *field;
    unsigned lo, hi;
} uknob;

static int set_input_precision(mmaemu_triton_config *c, const char *v, char *err, size_t errlen)
{
    if (!strcmp(v, "tf32"))
        c->ieee = 0;
    else if (!strcmp(v, "ieee"))
        c->ieee = 1;
    else {
        snprintf(err, errlen, "triton config: input_precision=%s (expected tf32 or ieee)", v);
        return -1;
    }
    return 0;
}

static int set_key(mmaemu_triton_config *c, const char *key, const char *v, char *err,
                   size_t errlen)
{
    const uknob knobs[] = {
        {"BLOCK_M", &c->block_m, 1, 4096},  {"BLOCK_N", &c->block_n, 1, 4096},
        {"BLOCK_K", &c->block_k, 1, 4096},  {"num_warps", &c->num_warps, 1, 32},
        {"num_stages", &c->num_stages, 0, 16}, {"kpack", &c->kpack, 1, 2},
        {"matrix_instr_nonkdim", &c->nonkdim, 0, 32},
    };
    if (!strcmp(key, "input_precision"))
        return set_input_precision(c, v, err, errlen);
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    const char *digits = *v == '-' && !strcmp(key, "max_num_imprecise_acc") ? v + 1 : v;
    if (*digits < '0' || *digits > '9' || *end || errno) {
        snprintf(err, errlen, "triton config: %s=%s is not a number", key, v);
        return -1;
    }
    if (!strcmp(key, "max_num_imprecise_acc")) {
        c->max_imprecise = x < 0 ? -1 : x;
        return 0;
    }
    for (size_t i = 0; i < sizeof knobs / sizeof knobs[0]; i++) {
        if (strcmp(knobs[i].key, key))
            continue;
        if (x < (long)knobs[i].lo || x > (long)knobs[i].hi) {
            snprintf(err, errlen, "triton config: %s=%ld out of range [%u, %u]", key, x,
                     knobs[i].lo, knobs[i].hi);
            return -1;
        }
        *knobs[i].field = (unsigned)x;
        return 0;
    }
    snprintf(err, errlen, "triton config: unknown key '%s' (keys: BLOCK_M BLOCK_N BLOCK_K "
             "num_warps num_stages kpack matrix_instr_nonkdim input_precision "
             "max_num_imprecise_acc)", key);
    return -1;
}

static int set_config_key(void *ctx, const char *key, const char *v, char *err, size_t errlen)
{
    return set_key(ctx, key, v, err, errlen);
}

int mmaemu_triton_config_parse(const char *text, mmaemu_triton_config *c, char *err,
                               size_t errlen)
{
    mmaemu_triton_config t = {0, 0, 0, 4, 0, 1, 0, 0, -1};
    if (mmaemu_kv_parse(text, "triton config", set_config_key, &t, err, errlen))
        return -1;
    if (!t.block_m || !t.block_n || !t.block_k) {
        snprintf(err, errlen, "triton config: BLOCK_M, BLOCK_N and BLOCK_K are required");
        return -1;
    }
    *c = t;
    return 0;
}

static int is_fp8(mmaemu_format f)
{
    return f == MMAEMU_E4M3 || f == MMAEMU_E5M2 || f == MMAEMU_E4M3FNUZ || f == MMAEMU_E5M2FNUZ;
}
/* MMAv3 fp8 promotion, as Triton 3.6 lowers a wgmma dot
 * (WGMMA.cpp): with max_num_imprecise_acc = N <= BLOCK_K a partial
 * accumulator restarts from +0 and is added to the main one after every
 * wgmma that brings its count of K to N or more (steps of the
 * instruction's K, 32), and after the block's last one; N > BLOCK_K (the
 * default, 2^30) keeps one accumulator.  Other targets ignore N. */
static int fp8_promotion(const mmaemu_arch *arch, const mmaemu_triton_config *c,
                         mmaemu_format in, mmaemu_schedule *out, char *why, size_t whylen)
{
    const size_t ik = 32;   /* K of an fp8 wgmma */
    if (strcmp(arch->name, "sm90") || !is_fp8(in) || strncmp(out->instr, "wgmma", 5) ||
        c->max_imprecise <= 0 || (size_t)c->max_imprecise > c->block_k)
        return 0;
    const size_t p = ((size_t)c->max_imprecise + ik - 1) / ik * ik;
    if (p < c->block_k && c->block_k % p) {
        snprintf(why, whylen, "%s: max_num_imprecise_acc=%ld with BLOCK_K=%u promotes after %zu "
                 "and at the block's end: uneven chunks are not modelled", arch->name,
                 c->max_imprecise, c->block_k, p);
        return -1;
    }
    out->promote = p < c->block_k ? p : c->block_k;
    return 0;
}


int mmaemu_triton_config_schedule(const mmaemu_arch *arch, const mmaemu_triton_config *c,
                                  mmaemu_format in, mmaemu_format acc, mmaemu_schedule *out,
                                  char *why, size_t whylen)
{
    if ((in == MMAEMU_FP32 || in == MMAEMU_TF32) && c->ieee) {
        /* Triton's FMA dot (FMA.cpp): one fp32 fma per k, K ascending, the
         * accumulator chained; the arch needs an fma.rn.f32 row */
        char err[160];
        if (strcmp(arch->vendor, "NVIDIA") ||
            !mmaemu_instr_select(arch, NULL, "fma.rn.f32", MMAEMU_FP32, MMAEMU_FP32, err, sizeof err)) {
            snprintf(why, whylen, "%s: input_precision=ieee on fp32 operands is an FMA dot in "
                     "Triton; no fma.rn.f32 row for this arch (not modelled)", arch->name);
            return -1;
        }
        mmaemu_schedule_init(out, "fma.rn.f32");
        out->block_k = c->block_k;
        snprintf(why, whylen, "%s: input_precision=ieee: Triton's FMA dot, one fp32 fma per k",
                 arch->name);
        return 0;
    }
    if (in == MMAEMU_FP32)
        in = MMAEMU_TF32;   /* Triton's default input_precision for fp32 is tf32 */
    mmaemu_triton_dot d = {c->block_m, c->block_n, c->block_k, c->num_warps, c->nonkdim,
                           c->kpack, in, acc};
    if (mmaemu_triton_schedule(arch, &d, out, why, whylen))
        return -1;
    return fp8_promotion(arch, c, in, out, why, whylen);
}

mmaemu_format mmaemu_triton_operand_format(const mmaemu_arch *arch, const mmaemu_schedule *s,
                                           mmaemu_format in)
{
    if (in == MMAEMU_FP32)
        return MMAEMU_TF32;
    if (is_fp8(in) && !strcmp(arch->name, "sm90") && !strncmp(s->instr, "mma.", 4))
        return MMAEMU_FP16;
    return in;
}
