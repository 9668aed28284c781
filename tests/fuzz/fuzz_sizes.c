/* SPDX-License-Identifier: MIT */
/* fuzz_sizes.c -- schedule text and Triton tile configs against problem
 * sizes (kernels/gemm_bounds.c, schedule_layout.c, triton_lower.c): the
 * first line "N K" (decimal, any size), the second a schedule, the third
 * a Triton config.  Each schedule (the text's, and the config's lowering
 * on an NVIDIA and an AMD arch) is checked against the instruction and
 * the problem (mmaemu_schedule_check_problem, under a 64 MB budget); one
 * that passes is laid out, and the layout must consume every index of K
 * once in a padded length equal to mmaemu_schedule_padded_k, else abort. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "mmaemu.h"

/* Lay s out over K and check the order. */
static void layout(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t n, size_t K)
{
    char err[1024];
    mmaemu_k_layout l;
    if (mmaemu_schedule_check(s, ins, err, sizeof err) ||
        mmaemu_schedule_check_problem(s, ins, n, K, 0, err, sizeof err))
        return;
    if (mmaemu_schedule_layout(s, ins, K, &l))
        abort();   /* the budget admitted it: the allocation is small */
    if (l.kp != mmaemu_schedule_padded_k(s, ins, K) || (K && l.kp < K))
        abort();
    unsigned char *seen = calloc(K ? K : 1, 1);
    size_t real = 0;
    for (size_t q = 0; seen && q < l.kp; q++)
        if (l.order[q] < K && !seen[l.order[q]]++)
            real++;
    if (!seen || real != K)
        abort();
    free(seen);
    mmaemu_k_layout_free(&l);
}

/* The text's schedule and the config's lowering on arch. */
static void on_arch(const char *name, const char *sched, const char *cfg, size_t n, size_t K)
{
    char err[1024];
    const mmaemu_arch *arch = mmaemu_arch_find(name);
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, NULL);
    if (!mmaemu_schedule_parse(sched, &s, err, sizeof err)) {
        const mmaemu_instr *ins =
            mmaemu_instr_select(arch, NULL, s.instr, MMAEMU_BF16, MMAEMU_FP32, err, sizeof err);
        if (ins)
            layout(&s, ins, n, K);
    }
    mmaemu_triton_config tc;
    if (mmaemu_triton_config_parse(cfg, &tc, err, sizeof err) ||
        mmaemu_triton_config_schedule(arch, &tc, MMAEMU_BF16, MMAEMU_FP32, &s, err, sizeof err))
        return;
    const mmaemu_instr *ins =
        mmaemu_instr_select(arch, NULL, s.instr, MMAEMU_BF16, MMAEMU_FP32, err, sizeof err);
    if (ins)
        layout(&s, ins, n, K);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char buf[4096];
    size_t len = size < sizeof buf - 1 ? size : sizeof buf - 1;
    memcpy(buf, data, len);
    buf[len] = '\0';
    char *sched = strchr(buf, '\n'), *cfg = NULL;
    if (sched) {
        *sched++ = '\0';
        if ((cfg = strchr(sched, '\n')))
            *cfg++ = '\0';
    }
    char *end;
    unsigned long long n = strtoull(buf, &end, 10), K = strtoull(end, &end, 10);
    mmaemu_tensor_set_max_memory((uint64_t)1 << 26);
    on_arch("sm90", sched ? sched : "", cfg ? cfg : "", (size_t)n, (size_t)K);
    on_arch("gfx942", sched ? sched : "", cfg ? cfg : "", (size_t)n, (size_t)K);
    return 0;
}
