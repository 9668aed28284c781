/* SPDX-License-Identifier: MIT */
/* library.c -- the schedules of vendor-library GEMMs (cuBLAS, hipBLASLt).
 * Their kernels are not public: the default is a sequential chain of the
 * arch's Triton-default instruction; a preset (models/spec.c) adds the
 * rules measured on a device, each with the recording it rests on
 * (docs/models.md "Library presets"). */
#include <stdio.h>
#include <string.h>

#include "mmaemu/schedule.h"
#include "lib_choice.h"

/* One measured rule: a GEMM shape (0 = any) and the schedule it ran. */
typedef struct {
    const char *preset;
    size_t m, n, k;
    mmaemu_format in;
    int a_km, b_nk;
    const char *schedule;
    const char *evidence;
} lib_rule;

/* A rule of the H100 cuBLAS preset resting on a GEMM of validation/data/gemm-h100 (its case name). */
#define H100_GEMM(m, n, k, in, a_km, b_nk, schedule, name) \
    {"cublas13.1-h100", m, n, k, in, a_km, b_nk, schedule, "validation/data/gemm-h100 " name}

static const lib_rule rules[] = {
    /* DCPP buf3 = bmm(db2, y^T): cutlass s1688 kernel in the cuBLAS log,
     * 100% of 2 x 1.6M elements (docs/dcpp.md). */
    {"cublas13.1-h100", 256, 3219, 64, MMAEMU_BF16, 0, 1, "instr=mma.m16n8k8",
     "validation/data/dcpp-h100 buf3"},
    /* The cuBLAS GEMMs of validation/data/gemm-h100 through torch, each
     * 100% of its output (docs/validation.md "Library schedules",
     * tests/validation/check_infer_schedule.c).  The kernels' names and
     * the cuBLASLt algo lines give instruction, tile and split count. */
    /* nvjet tst 64x32_64x16 splitK, numSplitsK=12, fp32 reduce: 256 blocks of 64
     * as ceil(256 / 12) = 22 per range (the last 14). */
    H100_GEMM(64, 64, 16384, MMAEMU_BF16, 0, 0, "instr=wgmma.m64nNk16 block_k=64 split_k=12",
              "cublas_mm_bf16_64x64x16384"),
    /* cutlass_80 s16816 256x128_64x3, numSplitsK=8, OUTPUT_TYPE: each partial
     * rounded to bf16 before the fp32 reduce. */
    H100_GEMM(1000, 500, 4096, MMAEMU_BF16, 0, 0, "instr=mma.m16n8k16 block_k=64 split_k=8 partials=out",
              "cublas_mm_bf16_1000x500x4096"),
    /* nvjet hsh 64x64, no split-K: the plain chain. */
    H100_GEMM(768, 640, 2048, MMAEMU_FP16, 0, 0, "instr=wgmma.m64nNk16",
              "cublas_mm_fp16_768x640x2048"),
    /* nvjet tst 64x40 (bmm, batch 4), no split-K: the plain chain. */
    H100_GEMM(256, 192, 512, MMAEMU_BF16, 0, 0, "instr=wgmma.m64nNk16",
              "cublas_bmm_bf16_4x256x192x512"),
    /* F.linear: cutlass_75 s1688 64x64 align1, INPLACE numSplitsK=3: K cut
     * as CUTLASS's GemmUniversal does (ceil(515 / 3) rounded up to 8 =
     * 176), each range's short block first, each partial added to the bf16
     * output in turn; the bias (mmaemu_gemm.bias) joins the first. */
    H100_GEMM(333, 257, 515, MMAEMU_BF16, 0, 1,
              "instr=mma.m16n8k8 block_k=32 split_k=3 split_cut=align residue=first combine=inplace",
              "cublas_linear_bf16_bias_333x257x515"),
    /* cutlass_80 s1688 tf32 64x64_32x6, FAST_TF32, numSplitsK=8: operands
     * rounded to tf32 to nearest even (cuBLAS), fp32 reduce. */
    H100_GEMM(256, 256, 1024, MMAEMU_TF32, 0, 0, "instr=mma.m16n8k8 block_k=32 split_k=8 convert=rne",
              "cublas_mm_fp32_tf32_256x256x1024"),
};

static int rule_matches(const lib_rule *r, const char *preset, const mmaemu_lib_gemm *g)
{
    return !strcmp(r->preset, preset) && (!r->m || r->m == g->m) && (!r->n || r->n == g->n) &&
           (!r->k || r->k == g->k) && r->in == g->in && r->a_km == g->a_km && r->b_nk == g->b_nk;
}

/* The program the decision procedure predicts (kernels/lib_choice.c). */
static int predicted(const mmaemu_model_spec *spec, const mmaemu_lib_gemm *g,
                     mmaemu_schedule *out, char *why, size_t whylen)
{
    char kernel[160], lt[96], src[200], how[300];
    mmaemu_lib_gemm p = *g;
    const int found = cublas_h100_choice(g, kernel, sizeof kernel, lt, sizeof lt, src, sizeof src);
    if (found == -2) {   /* the library's own data damaged: say so, never guess */
        snprintf(why, whylen, "library preset %s: %s", spec->lib, src);
        return -1;
    }
    if (found) {
        snprintf(why, whylen, "library default: a chain of %s (no recorded call of this kind in %s)",
                 out->instr, spec->lib);
        return 0;
    }
    p.kernel = kernel;
    p.lt_line = lt;
    if (mmaemu_library_kernel_schedule(spec->arch, &p, out, how, sizeof how)) {
        snprintf(why, whylen, "%s", how);
        return -1;
    }
    snprintf(why, whylen, "library preset %s, %s%s: %s%s%s (%s)", spec->lib,
             strcmp(spec->lib, "cublas13.1-h100") ? "the H100's choice as a hypothesis, " : "", src,
             kernel, lt[0] ? " " : "", lt, how);
    return 0;
}

int mmaemu_library_schedule_for(const mmaemu_model_spec *spec, const mmaemu_lib_gemm *g,
                                mmaemu_schedule *out, char *why, size_t whylen)
{
    char err[256];
    if (mmaemu_library_schedule(spec->arch, g->in, g->acc, out, err, sizeof err)) {
        snprintf(why, whylen, "%s", err);
        return -1;
    }
    for (size_t i = 0; spec->lib[0] && i < sizeof rules / sizeof rules[0]; i++) {
        if (!rule_matches(&rules[i], spec->lib, g))
            continue;
        if (mmaemu_schedule_parse(rules[i].schedule, out, err, sizeof err)) {
            snprintf(why, whylen, "%s", err);
            return -1;
        }
        snprintf(why, whylen, "library preset %s, rule measured on %s", spec->lib,
                 rules[i].evidence);
        return 0;
    }
    /* the H200's own choices are known only on the host driver (python/mmaemu/_cublas_host.py):
       here it takes the H100's, and says so */
    if ((!strcmp(spec->lib, "cublas13.1-h100") || !strcmp(spec->lib, "cublas13.1-h200"))
        && !strcmp(spec->arch->name, "sm90"))
        return predicted(spec, g, out, why, whylen);
    snprintf(why, whylen, "library default: a chain of %s%s%s", out->instr,
             spec->lib[0] ? " (no measured rule of " : "", spec->lib[0] ? spec->lib : "");
    if (spec->lib[0])
        snprintf(why + strlen(why), whylen - strlen(why), " for this shape)");
    return 0;
}

int mmaemu_library_schedule(const mmaemu_arch *arch, mmaemu_format in, mmaemu_format acc,
                            mmaemu_schedule *out, char *err, size_t errlen)
{
    const mmaemu_instr *ins = mmaemu_instr_select(arch, NULL, NULL, in, acc, NULL, 0);
    if (!ins)   /* fp32 without tf32: the libraries' FFMA kernels, where the arch has them */
        ins = mmaemu_instr_select(arch, NULL, "fma.rn.f32", in, acc, NULL, 0);
    if (!ins)
        ins = mmaemu_instr_select(arch, NULL, NULL, in, acc, err, errlen);
    if (!ins)
        return -1;
    mmaemu_schedule_init(out, ins->name);
    return 0;
}
