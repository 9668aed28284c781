/* SPDX-License-Identifier: MIT */
/* triton_lower.c -- which matrix instruction and K order Triton 3.6 emits
 * for one tl.dot, per arch (docs/dcpp.md "Triton lowering"; sources:
 * Triton's AccelerateMatmul.cpp / supportMMA, the AMD backend's
 * chooseMfmaInstruction and MFMA.cpp, summarised with citations in the
 * research sheets; the recorded TTGIR/PTX/SASS of validation/data/dcpp-h100
 * and validation/data/triton-lowering confirm them).
 *
 *   NVIDIA  sm80-89, sm120: mma.sync (m16n8k16 for 16-bit inputs, k8 tf32,
 *           k32 fp8 and s8/u8); sm90: wgmma when M % 64 == 0, N % 8 == 0,
 *           num_warps % 4 == 0 and K >= 256 / bits, else mma.sync;
 *           sm100: tcgen05 when M % 64 == 0 and num_warps % 4 == 0, else
 *           mma.sync (8-bit integers: not modelled on sm100; the
 *           validation/data/triton-dot-h200 PTX shows sm90's int8 choice
 *           between wgmma k32 and mma.sync m16n8k32).  K ascending, accumulator chained; operands loaded
 *           directly keep K contiguous (kWidth = 32 / bits).
 *   AMD     nonkdim 0 picks 32x32 when min(M, N) >= 32, else 16x16 (< 16:
 *           FMA); the largest-K instruction with K <= BLOCK_K; kpack
 *           (forced to 1 on gfx950) interleaves K across instructions:
 *           kgroups = 64 / nonkdim lane groups each load kpack * kBase
 *           consecutive elements. */
#include <stdio.h>
#include <string.h>

#include "mmaemu/schedule.h"

static void say(char *why, size_t len, const char *fmt, const char *a, size_t m, size_t n,
                size_t k, unsigned w)
{
    if (why && len)
        snprintf(why, len, fmt, a, m, n, k, w);
}

static int is16(mmaemu_format f)
{
    return f == MMAEMU_BF16 || f == MMAEMU_FP16;
}

static int is8(mmaemu_format f)
{
    return f == MMAEMU_E4M3 || f == MMAEMU_E5M2 || f == MMAEMU_E4M3FNUZ || f == MMAEMU_E5M2FNUZ;
}

/* s8 / u8 operands (the integer MMA). */
static int isint8(mmaemu_format f)
{
    return f == MMAEMU_S8 || f == MMAEMU_U8;
}

/* mma.sync instruction for the input format (MMAv2). */
static const char *mma_sync(mmaemu_format in)
{
    if (is16(in))
        return "mma.m16n8k16";
    if (in == MMAEMU_TF32)
        return "mma.m16n8k8";
    if (is8(in) || isint8(in))
        return "mma.m16n8k32";
    return NULL;
}

static int nvidia(const mmaemu_arch *arch, const mmaemu_triton_dot *d, mmaemu_schedule *out,
                  char *why, size_t len)
{
    const int bits = mmaemu_format_get(d->in)->width == 32 ? 32
                   : is8(d->in) || isint8(d->in)        ? 8
                                                         : 16;
    const char *name = arch->name;
    const int mult4 = d->num_warps % 4 == 0;
    if (!strcmp(name, "sm70") || !strcmp(name, "sm75")) {
        say(why, len, "%s: Triton 3.6 lowers tl.dot to FMA below sm80 (not modelled)", name, 0, 0, 0, 0);
        return -1;
    }
    if (!strcmp(name, "sm90") && d->m % 64 == 0 && d->n % 8 == 0 && mult4 &&
        d->k >= (size_t)(256 / bits)) {
        const char *w = is16(d->in) ? "wgmma.m64nNk16" : d->in == MMAEMU_TF32 ? "wgmma.m64nNk8"
                                                                               : "wgmma.m64nNk32";
        mmaemu_schedule_init(out, w);
        say(why, len, "%s: wgmma (MMAv3): M = %zu is a multiple of 64, N = %zu of 8, "
            "K = %zu, num_warps = %u a multiple of 4", name, d->m, d->n, d->k, d->num_warps);
    } else if (!strcmp(name, "sm100") && isint8(d->in)) {
        say(why, len, "%s: Triton's lowering of 8-bit integer dots is not modelled here", name,
            0, 0, 0, 0);
        return -1;
    } else if (!strcmp(name, "sm100") && d->m % 64 == 0 && mult4) {
        const char *w = is16(d->in) ? "tcgen05.kind::f16" : d->in == MMAEMU_TF32 ? "tcgen05.kind::tf32"
                                                                                  : "tcgen05.kind::f8f6f4";
        mmaemu_schedule_init(out, w);
        say(why, len, "%s: tcgen05 (MMAv5): M = %zu is a multiple of 64, N = %zu, K = %zu, "
            "num_warps = %u a multiple of 4", name, d->m, d->n, d->k, d->num_warps);
    } else {
        /* sm90 MMAv2 has no fp8 mma.sync in Triton 3.6: the operands are
         * converted to fp16 (cvt.rn.f16x2.e4m3x2) and m16n8k16 f16 runs
         * (validation/data/gemm-h100, tri_e4m3_f32_w2). */
        const int upcast = !strcmp(name, "sm90") && is8(d->in);
        const char *w = upcast ? "mma.m16n8k16" : mma_sync(d->in);
        if (!w) {
            say(why, len, "%s: no mma.sync lowering for this format", name, 0, 0, 0, 0);
            return -1;
        }
        mmaemu_schedule_init(out, w);
        say(why, len, upcast ? "%s: mma.sync (MMAv2) for the %zux%zux%zu dot with num_warps = %u, "
            "fp8 operands converted to fp16, each 32 K in two k16 instructions (k mod 4 in {0, 1}, "
            "then {2, 3})" : "%s: mma.sync (MMAv2) for the %zux%zux%zu dot with num_warps = %u",
            name, d->m, d->n, d->k, d->num_warps);
        if (upcast && d->k % 32 == 0) {
            /* the fp8 operand layout holds 4 consecutive K per thread and
             * register; converted, the first k16 instruction of each 32
             * takes the first two of every four (validation/data/
             * triton-dot-h200: e5m2 tells the orders apart, e4m3 does not) */
            out->kgroups = 8;
            out->kpack = 2;
        }
    }
    out->block_k = d->k;
    return 0;
}

/* AMD: the instruction for (arch, mdim, format, BLOCK_K) from Triton's
 * MFMA table; NULL when the format has none here. */
static const char *mfma_name(const char *arch, unsigned mdim, mmaemu_format in, size_t block_k,
                             size_t *k)
{
    const int big = mdim == 32;
    if (in == MMAEMU_BF16) {
        if (!strcmp(arch, "gfx908"))
            return *k = big ? 4 : 8, big ? "mfma.32x32x4bf16" : "mfma.16x16x8bf16";
        if (!strcmp(arch, "gfx90a"))
            return *k = big ? 8 : 16, big ? "mfma.32x32x8bf16_1k" : "mfma.16x16x16bf16_1k";
    }
    if (in == MMAEMU_FP16 && (!strcmp(arch, "gfx908") || !strcmp(arch, "gfx90a")))
        return *k = big ? 8 : 16, big ? "mfma.32x32x8f16" : "mfma.16x16x16f16";
    if (is16(in) && !strcmp(arch, "gfx942"))
        return *k = big ? 8 : 16, big ? "mfma.32x32x8" : "mfma.16x16x16";
    if (is16(in) && !strcmp(arch, "gfx950")) {
        if (big)
            return block_k >= 16 ? (*k = 16, "mfma.32x32x16") : (*k = 8, "mfma.32x32x8");
        return block_k >= 32 ? (*k = 32, "mfma.16x16x32") : (*k = 16, "mfma.16x16x16");
    }
    return NULL;
}

static int amd(const mmaemu_arch *arch, const mmaemu_triton_dot *d, mmaemu_schedule *out,
               char *why, size_t len)
{
    unsigned mdim = d->nonkdim;
    const size_t mn = d->m < d->n ? d->m : d->n;
    if (mdim == 0) {
        if (mn < 16) {
            say(why, len, "%s: min(M, N) = %zu < 16: Triton uses the FMA dot (not modelled)",
                arch->name, mn, 0, 0, 0);
            return -1;
        }
        mdim = mn >= 32 ? 32 : 16;
    } else if (mdim != 16 && mdim != 32) {
        say(why, len, "%s: matrix_instr_nonkdim = %zu (expected 0, 16 or 32)", arch->name,
            (size_t)mdim, 0, 0, 0);
        return -1;
    }
    size_t k = 0;
    const char *name = mfma_name(arch->name, mdim, d->in, d->k, &k);
    if (!name) {
        say(why, len, "%s: no MFMA lowering table entry for this format", arch->name, 0, 0, 0, 0);
        return -1;
    }
    if (d->k % k) {
        say(why, len, "%s: BLOCK_K = %zu is not a multiple of the MFMA K = %zu (FMA dot)",
            arch->name, d->k, k, 0, 0);
        return -1;
    }
    unsigned kpack = d->kpack ? d->kpack : 1;
    const int gfx950 = !strcmp(arch->name, "gfx950");
    if (gfx950)
        kpack = 1;   /* "kpack is deprecated starting from gfx950": overwritten to 1 */
    if (kpack != 1 && kpack != 2) {
        say(why, len, "%s: kpack = %zu (Triton allows 1 or 2)", arch->name, (size_t)kpack, 0, 0, 0);
        return -1;
    }
    if (d->k % (k * kpack)) {
        say(why, len, "%s: BLOCK_K = %zu does not hold kpack = %zu instructions of K = %zu",
            arch->name, d->k, (size_t)kpack, k, 0);
        return -1;
    }
    mmaemu_schedule_init(out, name);
    out->block_k = d->k;
    out->kgroups = 64 / mdim;
    out->kpack = kpack;
    if (why && len)
        snprintf(why, len, "%s: %s (nonkdim %u%s, min(M, N) = %zu, BLOCK_K = %zu), kpack = %u%s, "
                 "%u lane groups of kWidth = %zu", arch->name, name, mdim, d->nonkdim ? "" : " auto",
                 mn, d->k, kpack, gfx950 && d->kpack > 1 ? " (forced on gfx950)" : "",
                 out->kgroups, k / out->kgroups * kpack);
    return 0;
}

int mmaemu_triton_schedule(const mmaemu_arch *arch, const mmaemu_triton_dot *dot,
                           mmaemu_schedule *out, char *why, size_t whylen)
{
    if (!arch || !dot || !out) {
        say(why, whylen, "%s: missing arch or dot", "triton", 0, 0, 0, 0);
        return -1;
    }
    /* an fp16 accumulator (tl.dot(..., out_dtype=tl.float16)): NVIDIA runs the
     * same instruction with f16 C and D (wgmma ...f16.f16.f16, mma.sync
     * ...f16.f16.f16.f16), chained in fp16; AMD's MFMAs have none (Triton
     * accumulates in fp32 and casts each dot's result: not modelled) */
    if (isint8(dot->in) != (dot->acc == MMAEMU_S32)) {
        say(why, whylen, "%s: s8/u8 operands go with an s32 accumulator, and only they", arch->name,
            0, 0, 0, 0);
        return -1;
    }
    if (dot->acc != MMAEMU_FP32 && dot->acc != MMAEMU_S32 &&
        (dot->acc != MMAEMU_FP16 || !strcmp(arch->vendor, "AMD"))) {
        say(why, whylen, dot->acc == MMAEMU_FP16
                             ? "%s: an fp16 accumulator on AMD (fp32 MFMAs, each dot cast to fp16) "
                               "is not modelled"
                             : "%s: only fp32 and fp16 accumulators are lowered here",
            arch->name, 0, 0, 0, 0);
        return -1;
    }
    if (!strcmp(arch->vendor, "AMD"))
        return amd(arch, dot, out, why, whylen);
    return nvidia(arch, dot, out, why, whylen);
}
