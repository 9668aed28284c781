/* SPDX-License-Identifier: MIT */
/* abi.c -- the version, struct layouts and an array conversion for
 * bindings (python/mmaemu declares the structs with ctypes and checks
 * every size and offset here before its first call).  The layers above
 * (validation: mmaemu_compare_stats) hold only size_t and double fields. */
#include <stddef.h>
#include <string.h>

#include "mmaemu/abi.h"

const char *mmaemu_version(void)
{
    return PACKAGE_VERSION;
}

#define S(T) {#T, sizeof(T)}
static const struct {
    const char *type;
    size_t size;
} sizes[] = {
    S(mmaemu_format_info), S(mmaemu_step_params), S(mmaemu_instr), S(mmaemu_variant_info),
    S(mmaemu_arch), S(mmaemu_model_spec), S(mmaemu_lib_preset), S(mmaemu_schedule),
    S(mmaemu_triton_config), S(mmaemu_mat), S(mmaemu_progress), S(mmaemu_matmul),
    S(mmaemu_gemm_scales),
};
#undef S

#define F(T, f) {#T, #f, offsetof(T, f)}
static const struct {
    const char *type, *field;
    size_t off;
} fields[] = {
    F(mmaemu_format_info, name), F(mmaemu_format_info, width), F(mmaemu_format_info, exp_bits),
    F(mmaemu_format_info, frac_bits), F(mmaemu_format_info, bias), F(mmaemu_format_info, emin),
    F(mmaemu_format_info, emax), F(mmaemu_format_info, container_shift),
    F(mmaemu_format_info, specials),
    F(mmaemu_step_params, alg), F(mmaemu_step_params, a_fmt), F(mmaemu_step_params, b_fmt),
    F(mmaemu_step_params, acc_fmt), F(mmaemu_step_params, L), F(mmaemu_step_params, F),
    F(mmaemu_step_params, F2), F(mmaemu_step_params, e_zero), F(mmaemu_step_params, ezero_rule),
    F(mmaemu_step_params, out), F(mmaemu_step_params, c_entry), F(mmaemu_step_params, tr_variant),
    F(mmaemu_step_params, zero_sign), F(mmaemu_step_params, ftz_pair),
    F(mmaemu_step_params, nan_bits), F(mmaemu_step_params, zero_align),
    F(mmaemu_step_params, group), F(mmaemu_step_params, scale_fmt),
    F(mmaemu_instr, name), F(mmaemu_instr, family), F(mmaemu_instr, k), F(mmaemu_instr, step),
    F(mmaemu_instr, triton_default), F(mmaemu_instr, verified), F(mmaemu_instr, variant),
    F(mmaemu_instr, source), F(mmaemu_instr, widen_fp16), F(mmaemu_instr, k_interleave),
    F(mmaemu_instr, c_after),
    F(mmaemu_variant_info, name), F(mmaemu_variant_info, summary), F(mmaemu_variant_info, verified),
    F(mmaemu_arch, name), F(mmaemu_arch, products), F(mmaemu_arch, vendor), F(mmaemu_arch, instrs),
    F(mmaemu_arch, n_instrs), F(mmaemu_arch, variants), F(mmaemu_arch, n_variants),
    F(mmaemu_model_spec, arch), F(mmaemu_model_spec, variant), F(mmaemu_model_spec, lib),
    F(mmaemu_lib_preset, name), F(mmaemu_lib_preset, arch), F(mmaemu_lib_preset, summary),
    F(mmaemu_schedule, instr), F(mmaemu_schedule, block_k), F(mmaemu_schedule, kgroups),
    F(mmaemu_schedule, kpack), F(mmaemu_schedule, split_k), F(mmaemu_schedule, combine),
    F(mmaemu_schedule, promote), F(mmaemu_schedule, epilogue), F(mmaemu_schedule, epilogue_set),
    F(mmaemu_schedule, split_cut), F(mmaemu_schedule, split_align), F(mmaemu_schedule, residue),
    F(mmaemu_schedule, partials), F(mmaemu_schedule, slices), F(mmaemu_schedule, slice_k),
    F(mmaemu_schedule, streamk), F(mmaemu_schedule, tile_m), F(mmaemu_schedule, tile_n),
    F(mmaemu_schedule, streamk_dp),
    F(mmaemu_schedule, convert), F(mmaemu_schedule, c_add), F(mmaemu_schedule, slice_combine),
    F(mmaemu_schedule, streamk_split), F(mmaemu_schedule, tile_panel),
    F(mmaemu_triton_config, block_m), F(mmaemu_triton_config, block_n),
    F(mmaemu_triton_config, block_k), F(mmaemu_triton_config, num_warps),
    F(mmaemu_triton_config, num_stages), F(mmaemu_triton_config, kpack),
    F(mmaemu_triton_config, nonkdim), F(mmaemu_triton_config, ieee),
    F(mmaemu_triton_config, max_imprecise),
    F(mmaemu_mat, data), F(mmaemu_mat, sb), F(mmaemu_mat, si), F(mmaemu_mat, sj),
    F(mmaemu_progress, fn), F(mmaemu_progress, ctx), F(mmaemu_progress, base),
    F(mmaemu_progress, span),
    F(mmaemu_matmul, model), F(mmaemu_matmul, in), F(mmaemu_matmul, acc), F(mmaemu_matmul, out),
    F(mmaemu_matmul, triton), F(mmaemu_matmul, a_km), F(mmaemu_matmul, b_nk),
    F(mmaemu_matmul, schedule), F(mmaemu_matmul, batch), F(mmaemu_matmul, m), F(mmaemu_matmul, n),
    F(mmaemu_matmul, k), F(mmaemu_matmul, a), F(mmaemu_matmul, b), F(mmaemu_matmul, c),
    F(mmaemu_matmul, d), F(mmaemu_matmul, d_sb), F(mmaemu_matmul, d_si), F(mmaemu_matmul, d_sj),
    F(mmaemu_matmul, progress), F(mmaemu_matmul, bias), F(mmaemu_matmul, bias_fmt),
    F(mmaemu_matmul, lda), F(mmaemu_matmul, ldb), F(mmaemu_matmul, ldc),
    F(mmaemu_matmul, scaled), F(mmaemu_matmul, alpha), F(mmaemu_matmul, beta),
    F(mmaemu_matmul, lib_kernel), F(mmaemu_matmul, lib_log), F(mmaemu_matmul, win_b),
    F(mmaemu_matmul, win_i), F(mmaemu_matmul, win_j), F(mmaemu_matmul, whole_batch),
    F(mmaemu_matmul, whole_m), F(mmaemu_matmul, whole_n), F(mmaemu_matmul, whole_k),
    F(mmaemu_matmul, in_b), F(mmaemu_matmul, scales), F(mmaemu_matmul, scale_fmt),
    F(mmaemu_matmul, kind),
    F(mmaemu_gemm_scales, a), F(mmaemu_gemm_scales, b), F(mmaemu_gemm_scales, block),
};
#undef F

size_t mmaemu_abi_sizeof(const char *type)
{
    for (size_t i = 0; type && i < sizeof sizes / sizeof sizes[0]; i++)
        if (!strcmp(sizes[i].type, type))
            return sizes[i].size;
    return 0;
}

long mmaemu_abi_offsetof(const char *type, const char *field)
{
    for (size_t i = 0; type && field && i < sizeof fields / sizeof fields[0]; i++)
        if (!strcmp(fields[i].type, type) && !strcmp(fields[i].field, field))
            return (long)fields[i].off;
    return -1;
}

/* One pattern of an array: a byte for the formats of 8 bits or fewer
 * (fp6 / fp4 in the byte's low bits), else 16 or 32 bits. */
static uint32_t load(const void *p, int width, size_t i)
{
    if (width <= 8)
        return ((const uint8_t *)p)[i];
    if (width == 16)
        return ((const uint16_t *)p)[i];
    return ((const uint32_t *)p)[i];
}

static void store(void *p, int width, size_t i, uint32_t v)
{
    if (width <= 8)
        ((uint8_t *)p)[i] = (uint8_t)v;
    else if (width == 16)
        ((uint16_t *)p)[i] = (uint16_t)v;
    else
        ((uint32_t *)p)[i] = v;
}

void mmaemu_convert_array(mmaemu_format from, const void *in, mmaemu_format to, void *out,
                          size_t n, mmaemu_rounding mode, unsigned flags)
{
    int wi = mmaemu_format_get(from)->width, wo = mmaemu_format_get(to)->width;
    for (size_t i = 0; i < n; i++)
        store(out, wo, i, mmaemu_convert(from, load(in, wi, i), to, mode, flags));
}
