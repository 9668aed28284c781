/* SPDX-License-Identifier: MIT */
/* matmul.c -- a GEMM as users describe it: model spec, formats, Triton
 * tile config or library, schedule text; planned into one schedule and run
 * by mmaemu_gemm_run (`mmaemu gemm`, python/mmaemu). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib_kernel_fp8.h"
#include "mmaemu/gemm.h"
#include "mmaemu/tensor.h"

static const char *const epilogue_names[] = {"fp32", "bf16", "fp16"};

/* The call as the library sees it: the whole call when mm is a window. */
static void lib_call(const mmaemu_matmul *mm, mmaemu_lib_gemm *g)
{
    *g = (mmaemu_lib_gemm){.batch = mm->whole_batch ? mm->whole_batch : mm->batch,
                           .m = mm->whole_m ? mm->whole_m : mm->m,
                           .n = mm->whole_n ? mm->whole_n : mm->n,
                           .k = mm->whole_k ? mm->whole_k : mm->k,
                           .in = mm->in, .acc = mm->acc, .a_km = mm->a_km, .b_nk = mm->b_nk};
    g->lda = mm->lda;
    g->ldb = mm->ldb;
    g->ldc = mm->ldc;
    g->out = mm->out;
    g->out_set = 1;
    g->bias = mm->bias != NULL;
    g->c = mm->c != NULL && !(mm->scaled && mm->beta == 0.0f);
    g->scaled = !mm->scaled ? 0
                : (mm->alpha != 1.0f ? MMAEMU_LIB_ALPHA : 0) | (mm->beta != 1.0f ? MMAEMU_LIB_BETA : 0);
    g->kernel = mm->lib_kernel;
    g->lt_line = mm->lib_log;
}

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
    mmaemu_lib_gemm g;
    lib_call(mm, &g);
    if (mm->lib_kernel) {
        char why[300];
        const int fp8 = mm->in == MMAEMU_E4M3 || mm->in == MMAEMU_E5M2;
        if ((fp8 ? lib_kernel_fp8_schedule : mmaemu_library_kernel_schedule)(mm->model.arch, &g, s,
                                                                           why, sizeof why)) {
            snprintf(src, len, "%s", why);
            return -1;
        }
        snprintf(src, len, "the recorded kernel %s", why);
        return 0;
    }
    return mmaemu_library_schedule_for(&mm->model, &g, s, src, len);
}

/* The output the caller holds (D, before it allocates it) and the GEMM's
 * working memory within the memory budget.  0 or -1. */
static int held(const mmaemu_matmul *mm, const mmaemu_schedule *s, const mmaemu_instr *ins,
                char *err, size_t errlen)
{
    const uint64_t es = s->epilogue == MMAEMU_EPI_NONE ? 4 : 2, b = mm->batch ? mm->batch : 1;
    const uint64_t d = mmaemu_size_mul(mmaemu_size_mul(mmaemu_size_mul(b, mm->m), mm->n), es);
    char what[128];
    snprintf(what, sizeof what, "the output D (%zu x %zu x %zu, %d bytes each)", (size_t)b,
             mm->m, mm->n, (int)es);
    if (mmaemu_memory_check(what, d, err, errlen))
        return -1;
    return mmaemu_schedule_check_problem(s, ins, mm->n, mm->k, d, err, errlen);
}

/* A block-scaled GEMM: the kind's row for the formats, one chain over K in
 * order (a tcgen05 kernel's one accumulator, CUTLASS's and Triton's
 * dot_scaled alike), schedule text over it.  src gets where it came from. */
static int plan_scaled(const mmaemu_matmul *mm, mmaemu_schedule *sched, const mmaemu_instr **ins,
                       char *src, size_t slen, char *err, size_t errlen)
{
    const char *variant = mm->model.variant[0] ? mm->model.variant : NULL;
    const mmaemu_format b = mm->in_b == MMAEMU_FP32 ? mm->in : mm->in_b;
    if (mm->triton || mm->lib_kernel)
        return mmaemu_error(err, errlen, "matmul: a block-scaled GEMM takes no %s: its schedule is "
                            "one chain over K (schedule text may change it)",
                            mm->triton ? "Triton tile config" : "library kernel");
    *ins = mmaemu_instr_select_scaled(mm->model.arch, variant, mm->kind, mm->in, b, mm->scale_fmt,
                                      mm->scales->block, mm->acc, err, errlen);
    if (!*ins)
        return -1;
    mmaemu_schedule_init(sched, (*ins)->name);
    if (mm->schedule && mmaemu_schedule_parse(mm->schedule, sched, err, errlen))
        return -1;
    /* instr= may name another scaled row (gfx950: 32x32x64 for 16x16x128) */
    if (strcmp(sched->instr, (*ins)->name) &&
        !(*ins = mmaemu_instr_select_ab(mm->model.arch, variant, sched->instr, mm->in, b,
                                        mm->scale_fmt, mm->acc, err, errlen)))
        return -1;
    snprintf(src, slen, "block scales (%s in blocks of %zu%s): one chain over K in order",
             mmaemu_format_get(mm->scale_fmt)->name, mm->scales->block,
             (*ins)->verified ? "" : "; the row is an unverified hypothesis, docs/models.md");
    return 0;
}

/* Where the formats have no default instruction (gfx950's fp8, sm100's
 * fp6 / fp4 without scales), the schedule text may name one, as that
 * error asks: a chain of it.  0 if it does. */
static int named_chain(const mmaemu_matmul *mm, mmaemu_schedule *sched, char *src, size_t slen)
{
    char err[128];
    if (!mm->schedule || mm->triton || mm->lib_kernel)
        return -1;
    mmaemu_schedule_init(sched, "");
    if (mmaemu_schedule_parse(mm->schedule, sched, err, sizeof err) || !sched->instr[0])
        return -1;
    snprintf(src, slen, "a chain of %s, the instruction the schedule text names", sched->instr);
    return 0;
}

/* The schedule and instruction of a GEMM without scales; src as above. */
static int plan_plain(const mmaemu_matmul *mm, mmaemu_schedule *sched, const mmaemu_instr **ins,
                      char *src, size_t slen, char *err, size_t errlen)
{
    if (derive(mm, sched, src, slen) && named_chain(mm, sched, src, slen)) {
        const int nameable = !mm->triton && !mm->lib_kernel && strstr(src, "name one");
        snprintf(err, errlen, "%s%s", src, nameable ? " with instr= in the schedule text" : "");
        return -1;
    }
    if (mm->schedule && mmaemu_schedule_parse(mm->schedule, sched, err, errlen))
        return -1;
    const char *variant = mm->model.variant[0] ? mm->model.variant : NULL;
    mmaemu_format op = mm->triton ? mmaemu_triton_operand_format(mm->model.arch, sched, mm->in)
                                  : mm->in;
    /* an FFMA program reads fp32 operands whole, whatever tf32 allowed */
    if (op == MMAEMU_TF32 && !strcmp(sched->instr, "fma.rn.f32"))
        op = MMAEMU_FP32;
    mmaemu_format op_b = mm->in_b == MMAEMU_FP32 ? op : mm->in_b;
    /* Triton's mma.sync path converts both fp8 operands to fp16 (exactly) */
    if (mm->triton && op != mm->in)
        op_b = op;
    if (op_b != op && mmaemu_format_get(mm->in)->width > 8) {
        snprintf(err, errlen, "matmul: mixed operand formats (%s x %s) are modelled for fp8 "
                 "operands only", mmaemu_format_get(mm->in)->name,
                 mmaemu_format_get(mm->in_b)->name);
        return -1;
    }
    *ins = mmaemu_instr_select_ab(mm->model.arch, variant, sched->instr, op, op_b, MMAEMU_FP32,
                                  mm->acc, err, errlen);
    return *ins ? 0 : -1;
}

int mmaemu_matmul_plan(const mmaemu_matmul *mm, mmaemu_schedule *sched, const mmaemu_instr **ins,
                       char *banner, size_t blen, char *err, size_t errlen)
{
    char src[512], text[256], model[96];
    if (!mm->model.arch) {
        snprintf(err, errlen, "matmul: no model");
        return -1;
    }
    if ((mm->scales ? plan_scaled : plan_plain)(mm, sched, ins, src, sizeof src, err, errlen))
        return -1;
    if (!sched->epilogue_set)
        sched->epilogue = mm->out;
    if (mmaemu_schedule_check(sched, *ins, err, errlen) || held(mm, sched, *ins, err, errlen))
        return -1;
    if (banner && blen) {
        mmaemu_model_spec_format(&mm->model, model, sizeof model);
        mmaemu_schedule_format(sched, text, sizeof text);
        snprintf(banner, blen, "model %s (variant %s, library preset %s, out %s); schedule from "
                 "%s%s: %s", model, mmaemu_model_spec_variant(&mm->model),
                 mm->model.lib[0] ? mm->model.lib : "none",
                 (*ins)->step.acc_fmt == MMAEMU_S32 ? "s32" : epilogue_names[sched->epilogue], src,
                 mm->schedule ? " with --schedule text" : "", text);
    }
    return 0;
}

static uint32_t load(mmaemu_format f, const mmaemu_mat *m, size_t b, size_t i, size_t j)
{
    ptrdiff_t at = (ptrdiff_t)b * m->sb + (ptrdiff_t)i * m->si + (ptrdiff_t)j * m->sj;
    int w = mmaemu_format_get(f)->width;
    if (w == 8)
        return ((const uint8_t *)m->data)[at];
    if (w == 16)
        return ((const uint16_t *)m->data)[at];
    return ((const uint32_t *)m->data)[at];
}

/* An operand converted exactly into `to` (fp8 -> fp16), contiguous. */
static uint16_t *widen(mmaemu_format from, mmaemu_format to, const mmaemu_mat *m, size_t B,
                       size_t rows, size_t cols, mmaemu_mat *out)
{
    const size_t n = B * rows * cols;
    uint16_t *w = malloc((n ? n : 1) * sizeof *w);
    if (!w)
        return NULL;
    for (size_t b = 0; b < B; b++)
        for (size_t i = 0; i < rows; i++)
            for (size_t j = 0; j < cols; j++)
                w[(b * rows + i) * cols + j] =
                    (uint16_t)mmaemu_convert(from, load(from, m, b, i, j), to, MMAEMU_RNE, 0);
    *out = (mmaemu_mat){w, (ptrdiff_t)(rows * cols), (ptrdiff_t)cols, 1};
    return w;
}

/* D = out(alpha * r + beta * C) per element, r the GEMM's result t (fp32,
 * or already cast to the output type under c_add=out), each operation one
 * fp32 RNE rounding; C in the accumulator's format.  scaled: alpha is in r
 * already (partials=out scales each partial). */
static void c_epilogue(const mmaemu_matmul *mm, const mmaemu_schedule *s, const void *t,
                       int scaled)
{
    const mmaemu_format of = (mmaemu_format[]){MMAEMU_FP32, MMAEMU_BF16, MMAEMU_FP16}[s->epilogue];
    const mmaemu_format tf = s->c_add == MMAEMU_C_OUT ? of : MMAEMU_FP32;
    const int tw = mmaemu_format_get(tf)->width, ow = mmaemu_format_get(of)->width;
    const float alpha = mm->scaled && !scaled ? mm->alpha : 1.0f;
    const float beta = mm->scaled ? mm->beta : 1.0f;
    for (size_t b = 0; b < mm->batch; b++)
        for (size_t i = 0; i < mm->m; i++)
            for (size_t j = 0; j < mm->n; j++) {
                const size_t at = (b * mm->m + i) * mm->n + j;
                uint32_t r = tw == 16 ? ((const uint16_t *)t)[at] : ((const uint32_t *)t)[at];
                volatile float x = mmaemu_bits_to_float(mmaemu_convert(tf, r, MMAEMU_FP32, MMAEMU_RNE, 0));
                x = alpha * x;
                if (mm->c && beta != 0.0f) {
                    volatile float y = mmaemu_bits_to_float(mmaemu_convert(mm->acc, load(mm->acc, mm->c, b, i, j),
                                                                           MMAEMU_FP32, MMAEMU_RNE, 0));
                    y = beta * y;
                    x = x + y;
                }
                const uint32_t d = mmaemu_convert(MMAEMU_FP32, mmaemu_float_to_bits(x), of, MMAEMU_RNE, 0);
                const ptrdiff_t o = (ptrdiff_t)b * mm->d_sb + (ptrdiff_t)i * mm->d_si + (ptrdiff_t)j * mm->d_sj;
                if (ow == 16)
                    ((uint16_t *)mm->d)[o] = (uint16_t)d;
                else
                    ((uint32_t *)mm->d)[o] = d;
            }
}

/* CUTLASS's serial (in-place) split-K with C or alpha: the first range's
 * epilogue adds beta C, each later one the output so far, every partial
 * scaled by alpha (mmaemu_gemm's bias and partial_scale carry them). */
static int run_inplace_c(const mmaemu_matmul *mm, mmaemu_gemm *g, char *err, size_t errlen)
{
    const size_t n = mm->batch * mm->m * mm->n;
    const float beta = mm->scaled ? mm->beta : 1.0f;
    uint32_t *bc = NULL;
    mmaemu_mat view;
    if (mm->c && beta != 0.0f) {
        if (!(bc = malloc((n ? n : 1) * sizeof *bc)))
            return mmaemu_error(err, errlen, "matmul: out of memory");
        for (size_t b = 0; b < mm->batch; b++)
            for (size_t i = 0; i < mm->m; i++)
                for (size_t j = 0; j < mm->n; j++) {
                    volatile float y = mmaemu_bits_to_float(mmaemu_convert(
                        mm->acc, load(mm->acc, mm->c, b, i, j), MMAEMU_FP32, MMAEMU_RNE, 0));
                    y = beta * y;
                    bc[(b * mm->m + i) * mm->n + j] = mmaemu_float_to_bits(y);
                }
        view = (mmaemu_mat){bc, (ptrdiff_t)(mm->m * mm->n), (ptrdiff_t)mm->n, 1};
        g->bias = &view;
        g->bias_fmt = MMAEMU_FP32;
    }
    g->c = NULL;
    g->partial_scale = mm->scaled ? mm->alpha : 1.0f;
    int rc = mmaemu_gemm_run(g, err, errlen);
    free(bc);
    return rc;
}

/* The GEMM without C into a temporary, then c_epilogue. */
static int run_with_c_epilogue(const mmaemu_matmul *mm, mmaemu_gemm *g, mmaemu_schedule *s,
                               char *err, size_t errlen)
{
    if (s->combine == MMAEMU_COMBINE_INPLACE && s->split_k > 1 && s->c_add == MMAEMU_C_FP32 &&
        !mm->bias)
        return run_inplace_c(mm, g, err, errlen);
    const mmaemu_epilogue keep = s->epilogue;
    /* cuBLAS's OUTPUT_TYPE split-K: each partial alpha-scaled and cast, C
     * added to their fp32 sum by the reduction */
    const int late = s->partials == MMAEMU_PARTIALS_OUT && s->split_k > 1 &&
                     s->combine != MMAEMU_COMBINE_INPLACE && s->c_add == MMAEMU_C_FP32 &&
                     keep != MMAEMU_EPI_NONE;
    if (late) {
        g->partial_epi = keep;
        g->partial_scale = mm->scaled ? mm->alpha : 1.0f;
    }
    if (s->c_add != MMAEMU_C_OUT)
        s->epilogue = MMAEMU_EPI_NONE;
    const size_t w = s->epilogue == MMAEMU_EPI_NONE ? 4 : 2, n = mm->batch * mm->m * mm->n;
    void *t = malloc((n ? n : 1) * w);
    if (!t) {
        snprintf(err, errlen, "matmul: out of memory");
        return -1;
    }
    g->c = NULL;
    g->d = t;
    g->d_sb = (ptrdiff_t)(mm->m * mm->n);
    g->d_si = (ptrdiff_t)mm->n;
    g->d_sj = 1;
    int rc = mmaemu_gemm_run(g, err, errlen);
    s->epilogue = keep;
    if (!rc)
        c_epilogue(mm, s, t, late);
    free(t);
    return rc;
}

int mmaemu_matmul_run(const mmaemu_matmul *mm, char *banner, size_t blen, char *err,
                      size_t errlen)
{
    mmaemu_schedule s;
    const mmaemu_instr *ins;
    if (mmaemu_matmul_plan(mm, &s, &ins, banner, blen, err, errlen))
        return -1;
    mmaemu_gemm g = {ins, &s, mm->batch, mm->m, mm->n, mm->k, mm->a, mm->b, mm->c,
                     mm->d, mm->d_sb, mm->d_si, mm->d_sj, mm->progress, mm->bias,
                     mm->bias ? mm->bias_fmt : MMAEMU_FP32, mm->win_b, mm->win_i, mm->win_j,
                     mm->whole_batch, mm->whole_m, mm->whole_n, MMAEMU_EPI_NONE, 1.0f,
                     mm->scales};
    uint16_t *wa = NULL, *wb = NULL;
    const mmaemu_format op = ins->step.a_fmt;
    if (op != mm->in && mmaemu_format_get(op)->width != mmaemu_format_get(mm->in)->width) {
        wa = widen(mm->in, op, &mm->a, mm->batch, mm->m, mm->k, &g.a);
        wb = widen(mm->in_b == MMAEMU_FP32 ? mm->in : mm->in_b, op, &mm->b, mm->batch, mm->k,
                   mm->n, &g.b);
        if (!wa || !wb) {
            free(wa);
            free(wb);
            snprintf(err, errlen, "matmul: out of memory");
            return -1;
        }
    }
    const int c_late = (mm->c && s.c_add != MMAEMU_C_ACC) ||
                       (mm->scaled && (mm->alpha != 1.0f || mm->beta != 1.0f));
    int rc = c_late ? run_with_c_epilogue(mm, &g, &s, err, errlen) : mmaemu_gemm_run(&g, err, errlen);
    free(wa);
    free(wb);
    return rc;
}
