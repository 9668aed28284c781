/* SPDX-License-Identifier: MIT */
/* mmaemu/dcpp.h -- the DCPP programs of pytorch/helion#1661 (kernels/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_DCPP_H
#define MMAEMU_DCPP_H

#include "mmaemu/gemm.h"
#include "mmaemu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* DCPP (pytorch/helion#1661) inputs, validation/data/dcpp-h100/README.md:
 * element i (flat C order) of tensor tid (x 1, y 2, dout 3, b 4). */
#define MMAEMU_DCPP_M 3219
#define MMAEMU_DCPP_D 256
#define MMAEMU_DCPP_K 64
#define MMAEMU_DCPP_MAX_D 1024   /* the operator's asserts */
#define MMAEMU_DCPP_MAX_K 64
MMAEMU_API uint16_t mmaemu_dcpp_input(uint64_t seed, unsigned tid, uint64_t i);
/* The value before the bf16 rounding: n / 2^15, exact in fp32. */
MMAEMU_API float mmaemu_dcpp_value(uint64_t seed, unsigned tid, uint64_t i);
/* splitmix64's finaliser, the generator's mixer. */
MMAEMU_API uint64_t mmaemu_mix64(uint64_t z);
/* Fill n elements from index 0. */
MMAEMU_API void mmaemu_dcpp_fill(uint64_t seed, unsigned tid, uint16_t *out, size_t n);
/* FNV-1a 64 over 16-bit words, little-endian bytes. */
MMAEMU_API uint64_t mmaemu_fnv1a64_u16(const uint16_t *w, size_t n);

/* The DCPP programs (kernels/dcpp.c, docs/dcpp.md): Helion's fused
 * kernels and Inductor's library bmm + Triton template, forward and
 * backward, every tl.dot lowered for the config's arch and every library
 * GEMM given a schedule.  Shapes x (B,M,D), y/dout (B,M,K), b/xty/db2
 * (B,D,K), all bf16 patterns. */
typedef enum mmaemu_dcpp_path {
    MMAEMU_DCPP_HELION = 0,
    MMAEMU_DCPP_INDUCTOR
} mmaemu_dcpp_path;

#define MMAEMU_DCPP_MAX_OVERRIDES 16
typedef struct mmaemu_dcpp_config {
    const mmaemu_arch *arch;
    char variant[32];            /* model variant; "" = the arch's default */
    /* Helion (report: num_warps 4, nonkdim 0, no kpack): rows per tile of
     * the M loops of the forward (32) and backward (16). */
    unsigned helion_fwd_block_m, helion_bwd_block_m;
    unsigned helion_num_warps, helion_nonkdim, helion_kpack;
    /* Inductor's bmm template (BLOCK 256 x 64 x 64, num_warps 8,
     * nonkdim 16, kpack 2). */
    unsigned inductor_block_m, inductor_block_n, inductor_block_k;
    unsigned inductor_num_warps, inductor_nonkdim, inductor_kpack;
    /* Schedule text applied over a GEMM's derived schedule, by GEMM name
     * ("helion.dxt", "inductor.buf3", ...: mmaemu_dcpp_gemm_names). */
    int n_overrides;
    char override_name[MMAEMU_DCPP_MAX_OVERRIDES][32];
    char override_text[MMAEMU_DCPP_MAX_OVERRIDES][192];
    mmaemu_progress progress;    /* optional (fn NULL: none) */
    size_t m, d, k;              /* the problem: x (B,M,D), y (B,M,K); the report's by default */
    char lib[32];                /* library preset ("lib=NAME"); "" = the default chain */
    /* Remedies (mmaemu advise, docs/dcpp.md "Remedy knobs"):
     * inductor.{xty,buf0,buf1,buf3}=template runs that bmm as Inductor's
     * Triton template (the inductor.* tile knobs) instead of the library;
     * bit i: xty, buf0, buf1, buf3.  {helion,inductor}.dx_sum=fp32: dx =
     * bf16(fp32(dx1) + fp32(dxt)^T) from the fp32 accumulators, one bf16
     * cast (index 0 Helion, 1 Inductor). */
    unsigned inductor_template;
    unsigned char dx_sum_fp32[2];
} mmaemu_dcpp_config;

/* The report's knobs for arch. */
MMAEMU_API void mmaemu_dcpp_config_init(mmaemu_dcpp_config *c, const mmaemu_arch *arch);
/* The problem's M, D, K (D <= 1024, K <= 64).  0 or -1 with a reason. */
MMAEMU_API int mmaemu_dcpp_config_shape(mmaemu_dcpp_config *c, size_t m, size_t d, size_t k,
                                        char *err, size_t errlen);
/* "key=value": variant, helion.fwd_block_m, helion.bwd_block_m,
 * helion.num_warps, helion.nonkdim, helion.kpack, inductor.block_m,
 * inductor.block_n, inductor.block_k, inductor.num_warps,
 * inductor.nonkdim, inductor.kpack; inductor.xty / buf0 / buf1 / buf3 =
 * library|template; helion.dx_sum / inductor.dx_sum = bf16|fp32.  0 or -1
 * with a reason. */
MMAEMU_API int mmaemu_dcpp_config_set(mmaemu_dcpp_config *c, const char *assignment, char *err,
                                      size_t errlen);
/* "NAME=SCHEDULE TEXT" for one of the GEMM names.  0 or -1. */
MMAEMU_API int mmaemu_dcpp_config_schedule(mmaemu_dcpp_config *c, const char *assignment, char *err,
                                           size_t errlen);
/* The GEMM names, NULL-terminated. */
MMAEMU_API extern const char *const mmaemu_dcpp_gemm_names[];

/* One GEMM of a program as it will run (mmaemu_gemm_plan, gemm.h). */
typedef mmaemu_gemm_plan mmaemu_dcpp_gemm_plan;
/* The plan of path's forward (bwd 0) or backward (bwd 1): up to 6 GEMMs.
 * Returns how many, or -1 with a reason. */
MMAEMU_API int mmaemu_dcpp_plan(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, int bwd,
                                mmaemu_dcpp_gemm_plan *plan, char *err, size_t errlen);
/* The batch elements one piece of a run of B may hold (the command's
 * output pieces, the backward's dx1 / dxt chunks): each element is its
 * own, so MMAEMU_DCPP_PIECE, or B when one of the n GEMMs of plan uses
 * Stream-K (its tile numbering spans the batch). */
#define MMAEMU_DCPP_PIECE 32
MMAEMU_API size_t mmaemu_dcpp_piece(const mmaemu_dcpp_gemm_plan *plan, int n, size_t B);

/* Optional outputs may be NULL.  acc / db: the fp32 value before the bf16
 * cast of xty / db2 (Helion's accumulator, the library GEMM's result). */
typedef struct mmaemu_dcpp_fwd {
    uint16_t *xty;    /* (B,D,K) */
    uint32_t *acc;    /* (B,D,K) fp32, optional */
    uint16_t *out;    /* (B,M,K) */
} mmaemu_dcpp_fwd;
/* Backward; for Inductor db2 = buf0, dx1 = buf1, dxt = buf3 (B,D,M).
 * With dx_sum=fp32, dx1 and dxt are the bf16 casts of the fp32
 * accumulators that dx is summed from (reported, not used). */
typedef struct mmaemu_dcpp_bwd {
    uint32_t *db;     /* (B,D,K) fp32, optional */
    uint16_t *db2;    /* (B,D,K) */
    uint16_t *dy;     /* (B,M,K) */
    uint16_t *dx1;    /* (B,M,D), optional */
    uint16_t *dxt;    /* (B,D,M), optional */
    uint16_t *dx;     /* (B,M,D) */
} mmaemu_dcpp_bwd;
/* Return 0, or -1 with a reason in err. */
/* z (B,D,K) or NULL: the report's optional addend of x^T y (its printed
 * kernels take z = None; with z, Helion adds it to the fp32 accumulator,
 * one fp32 RNE add, and Inductor to the library's bf16 result, one bf16
 * RNE add -- a reconstruction, docs/dcpp.md). */
MMAEMU_API int mmaemu_dcpp_forward(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, size_t B,
                                   const uint16_t *x, const uint16_t *y, const uint16_t *z,
                                   mmaemu_dcpp_fwd *o, char *err, size_t errlen);
MMAEMU_API int mmaemu_dcpp_backward(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, size_t B,
                                    const uint16_t *x, const uint16_t *y, const uint16_t *dout,
                                    const uint16_t *b, mmaemu_dcpp_bwd *o, char *err,
                                    size_t errlen);
/* Inductor's template bmm(x, w) alone: out (B,M,K) from x and w (B,D,K)
 * (to feed it recorded library outputs). */
MMAEMU_API int mmaemu_dcpp_template_bmm(const mmaemu_dcpp_config *c, size_t B, const uint16_t *x,
                                        const uint16_t *w, uint16_t *out, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_DCPP_H */
