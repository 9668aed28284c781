/* SPDX-License-Identifier: MIT */
/* lib_kernel_amd.c -- a hipBLASLt (Tensile) kernel name, as rocprof shows
 * it, decoded into a schedule.  Unmeasured on a device: the grammar is
 * Tensile's (ROCm/hipBLASLt, tensilelite Solution naming), the meaning of
 * each part for the arithmetic is documented in docs/library-choice.md,
 * section 6, and every rule here is a hypothesis:
 *   MT<M>x<N>x<DepthU>  the macro tile; DepthU is the K block;
 *   MI<m>x<n>x<b>       the MFMA shape: the arch's largest-K mfma.<m>x<n>x*
 *                       for the operand format;
 *   GSU<n>              GlobalSplitU: K cut into n ranges of whole blocks,
 *                       summed in order in fp32 (GSUAMB: a multiple-buffer
 *                       reduction; atomics would make the order unknown);
 *   LSU<n>              LocalSplitU: n wavefronts share a tile's K, the
 *                       blocks dealt to them in turn (slices=n);
 *   SK<n>, n > 0        Stream-K: refused (the units' cut is not decoded). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu/schedule.h"

/* The number after "_<key>" (the token ends at '_' or the name's end); -1
 * when absent. */
static long token(const char *n, const char *key)
{
    const size_t kl = strlen(key);
    for (const char *p = n; (p = strchr(p, '_')); p++)
        if (!strncmp(p + 1, key, kl) && p[1 + kl] >= '0' && p[1 + kl] <= '9')
            return strtol(p + 1 + kl, NULL, 10);
    return -1;
}

/* The largest-K instruction mfma.<m>x<n>x* of arch taking `in`. */
static const mmaemu_instr *mfma_for(const mmaemu_arch *arch, unsigned m, unsigned n,
                                    mmaemu_format in)
{
    char prefix[32];
    const mmaemu_instr *best = NULL;
    snprintf(prefix, sizeof prefix, "mfma.%ux%ux", m, n);
    for (size_t i = 0; i < arch->n_instrs; i++) {
        const mmaemu_instr *r = &arch->instrs[i];
        if (strncmp(r->name, prefix, strlen(prefix)) || r->step.a_fmt != in || r->variant ||
            r->step.acc_fmt != MMAEMU_FP32)
            continue;
        if (!best || r->k > best->k)
            best = r;
    }
    return best;
}

int mmaemu_library_kernel_schedule_amd(const mmaemu_arch *arch, const mmaemu_lib_gemm *g,
                                       mmaemu_schedule *out, char *why, size_t whylen)
{
    const char *n = g->kernel ? strstr(g->kernel, "Cijk_") : NULL;
    unsigned long mt_m, mt_n, depth, mi_m, mi_n, mi_b;
    const char *mt = n ? strstr(n, "_MT") : NULL, *mi = n ? strstr(n, "_MI") : NULL;
    if (!n || !mt || !mi || sscanf(mt, "_MT%lux%lux%lu", &mt_m, &mt_n, &depth) != 3 ||
        sscanf(mi, "_MI%lux%lux%lu", &mi_m, &mi_n, &mi_b) != 3) {
        snprintf(why, whylen, "library kernel: not a hipBLASLt (Tensile) name with MT and MI parts");
        return -1;
    }
    long gsu = token(n, "GSU"), lsu = token(n, "LSU");
    /* bounds far outside Tensile's own (macro tiles to 256, DepthU to 512, GSU to a few hundred) */
    if (!mt_m || !mt_n || !depth || mt_m > 4096 || mt_n > 4096 || depth > 1024 || gsu > 4096 ||
        lsu > 256) {
        snprintf(why, whylen, "library kernel: MT%lux%lux%lu, GSU %ld or LSU %ld out of range (tile "
                 "sides 1 to 4096, DepthU 1 to 1024, GSU to 4096, LSU to 256)", mt_m, mt_n, depth,
                 gsu, lsu);
        return -1;
    }
    const mmaemu_instr *ins = mfma_for(arch, (unsigned)mi_m, (unsigned)mi_n, g->in);
    if (!ins) {
        snprintf(why, whylen, "library kernel: %s has no mfma.%lux%lux* for this format", arch->name,
                 mi_m, mi_n);
        return -1;
    }
    if (token(n, "SK") > 0) {
        snprintf(why, whylen, "library kernel: Stream-K (SK%ld) hipBLASLt kernels are not decoded",
                 token(n, "SK"));
        return -1;
    }
    mmaemu_schedule_init(out, ins->name);
    out->block_k = depth;
    out->c_add = MMAEMU_C_FP32;
    if (gsu > 1)
        out->split_k = (unsigned)gsu;
    if (lsu > 1)
        out->slices = (unsigned)lsu;
    snprintf(why, whylen, "hipBLASLt MT%lux%lux%lu %s%s%s (unmeasured hypothesis)", mt_m, mt_n,
             depth, ins->name, gsu > 1 ? ", GlobalSplitU" : "", lsu > 1 ? ", LocalSplitU" : "");
    return 0;
}
