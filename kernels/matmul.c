/* matmul.c -- a GEMM as users describe it: model spec, formats, Triton
 * tile config or library, schedule text; planned into one schedule and run
 * by mmaemu_gemm_run (`mmaemu gemm`, python/mmaemu). */
#include <stdio.h>
#include <string.h>

#include "mmaemu/gemm.h"

static const char *const epilogue_names[] = {"fp32", "bf16", "fp16"};

/* The derived schedule and where it came from. */
static int derive(const mmaemu_matmul *mm, mmaemu_schedule *s, char *src, size_t len)
{
    if (mm->triton) {
        const mmaemu_triton_config *c = mm->triton;
        char why[300];
        if (mmaemu_triton_config_schedule(mm->model.arch, c, mm->in, mm->acc, s, why, sizeof why)) {
            snprintf(src, len, "%s", why);
            return -1;
        }
        snprintf(src, len, "Triton tile BLOCK_M=%u BLOCK_N=%u BLOCK_K=%u num_warps=%u (%s)",
                 c->block_m, c->block_n, c->block_k, c->num_warps, why);
        return 0;
    }
    mmaemu_lib_gemm g = {mm->batch, mm->m, mm->n, mm->k, mm->in, mm->acc, mm->a_km, mm->b_nk};
    return mmaemu_library_schedule_for(&mm->model, &g, s, src, len);
}

int mmaemu_matmul_plan(const mmaemu_matmul *mm, mmaemu_schedule *sched, const mmaemu_instr **ins,
                       char *banner, size_t blen, char *err, size_t errlen)
{
    char src[512], text[256], model[96];
    if (!mm->model.arch) {
        snprintf(err, errlen, "matmul: no model");
        return -1;
    }
    if (derive(mm, sched, src, sizeof src)) {
        snprintf(err, errlen, "%s", src);
        return -1;
    }
    if (mm->schedule && mmaemu_schedule_parse(mm->schedule, sched, err, errlen))
        return -1;
    if (!sched->epilogue_set)
        sched->epilogue = mm->out;
    const char *variant = mm->model.variant[0] ? mm->model.variant : NULL;
    *ins = mmaemu_instr_select(mm->model.arch, variant, sched->instr, mm->in, mm->acc, err, errlen);
    if (!*ins || mmaemu_schedule_check(sched, *ins, err, errlen))
        return -1;
    if (banner && blen) {
        mmaemu_model_spec_format(&mm->model, model, sizeof model);
        mmaemu_schedule_format(sched, text, sizeof text);
        snprintf(banner, blen, "model %s (variant %s, library preset %s, out %s); schedule from "
                 "%s%s: %s", model, mmaemu_model_spec_variant(&mm->model),
                 mm->model.lib[0] ? mm->model.lib : "none", epilogue_names[sched->epilogue], src,
                 mm->schedule ? " with --schedule text" : "", text);
    }
    return 0;
}

int mmaemu_matmul_run(const mmaemu_matmul *mm, char *banner, size_t blen, char *err,
                      size_t errlen)
{
    mmaemu_schedule s;
    const mmaemu_instr *ins;
    if (mmaemu_matmul_plan(mm, &s, &ins, banner, blen, err, errlen))
        return -1;
    mmaemu_gemm g = {ins, &s, mm->batch, mm->m, mm->n, mm->k, mm->a, mm->b, mm->c,
                     mm->d, mm->d_sb, mm->d_si, mm->d_sj, mm->progress, NULL, MMAEMU_FP32};
    return mmaemu_gemm_run(&g, err, errlen);
}
