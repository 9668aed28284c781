/* SPDX-License-Identifier: MIT */
/* lib_kernel_fp8.c -- a recorded cuBLASLt fp8 program (torch._scaled_mm:
 * nvjet_sm90_qqtst_64x8_128x16_1x2_h_bz_algo2_TNT and kin; q e4m3, r e5m2)
 * decoded into a schedule.  The nvjet name grammar is the bf16 one
 * (kernels/lib_kernel.c: the K tile from "_AxB_KBxST_", split-K from the
 * trace line's numSplitsK, whole K tiles per range); fp8 changes the
 * instruction to wgmma k32, and "_algo2_" (cuBLASLt without
 * fastAccumulationFlag) adds each K tile's sum into an fp32 accumulator.
 * Every rule reproduces validation/data/scaled-h200. */
#include <stdio.h>
#include <string.h>

#include "lib_kernel_fp8.h"

int lib_kernel_fp8_schedule(const mmaemu_arch *arch, const mmaemu_lib_gemm *g,
                            mmaemu_schedule *out, char *why, size_t whylen)
{
    mmaemu_lib_gemm h = *g;
    h.in = MMAEMU_BF16;          /* the nvjet grammar: K tile, split */
    if (mmaemu_library_kernel_schedule(arch, &h, out, why, whylen))
        return -1;
    if (!strstr(g->kernel, "nvjet_sm90_") || strcmp(out->instr, "wgmma.m64nNk16")) {
        snprintf(why, whylen, "library kernel: fp8 operands: only cuBLASLt's nvjet fp8 kernels "
                 "(nvjet_sm90_qqtst_...) are decoded, not '%.200s'", g->kernel);
        return -1;
    }
    snprintf(out->instr, sizeof out->instr, "wgmma.m64nNk32");
    out->promote = strstr(g->kernel, "_algo2_") ? out->block_k : 0;
    snprintf(why, whylen, "nvjet fp8 (wgmma): wgmma.m64nNk32, K tile %zu, %s%s", out->block_k,
             out->promote ? "each tile promoted to fp32 (algo2)" : "one chain (fast accumulation)",
             out->split_k > 1 ? ", split-K" : "");
    return 0;
}
