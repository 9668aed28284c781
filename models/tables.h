/* SPDX-License-Identifier: MIT */
/* tables.h -- the per-vendor model tables as the registry reads them
 * (internal to models/: nvidia.c and amd.c define them, registry.c reads
 * them; the public view is mmaemu_arch, include/mmaemu/model.h). */
#ifndef MMAEMU_MODELS_TABLES_H
#define MMAEMU_MODELS_TABLES_H

#include "mmaemu/model.h"

/* A variant whose rows the registry generates instead of a table listing
 * them twice: every TR/GTR row that variant `base` (NULL: the default)
 * selects, in that order (its own rows first, then the shared rows it does
 * not replace), with a zero operand given exponent -126 in the alignment
 * (step.zero_align = MMAEMU_ZALIGN_M126), tagged `variant`, sources
 * `source`.  The generated rows follow the table's, one variant after the
 * other. */
typedef struct models_twin {
    const char *variant, *base, *source;
} models_twin;

typedef struct models_arch {
    mmaemu_arch arch;           /* instrs: the table's rows */
    const models_twin *twins;   /* generated variants, or NULL */
    size_t n_twins;
} models_arch;

#define MODELS_N(a) (sizeof(a) / sizeof((a)[0]))
#define MODELS_ARCH(vendor, nm, prod, rows, vars) \
    {{nm, prod, vendor, rows, MODELS_N(rows), vars, MODELS_N(vars)}, NULL, 0}
#define MODELS_ARCH_TWINS(vendor, nm, prod, rows, vars, twins) \
    {{nm, prod, vendor, rows, MODELS_N(rows), vars, MODELS_N(vars)}, twins, MODELS_N(twins)}

/* An integer MMA step (design.md 3.8): u8/s8 x u8/s8 -> s32, the exact
 * c + sum a_i*b_i modulo 2^32 (`mmaemu dot --saturate` clamps instead).
 * One step per instruction (L = k), so a saturating instruction clamps its
 * d once; NVIDIA and AMD rows share it. */
#define MODELS_INT_STEP(a, b, k_)                                                            \
    { .alg = MMAEMU_ALG_INT, .a_fmt = (a), .b_fmt = (b), .acc_fmt = MMAEMU_S32, .L = (k_),  \
      .out = MMAEMU_OUT_WRAP_S32, .zero_sign = MMAEMU_ZERO_POSITIVE }

extern const models_arch mmaemu_nvidia_archs[];
extern const size_t mmaemu_nvidia_n_archs;
extern const models_arch mmaemu_amd_archs[];
extern const size_t mmaemu_amd_n_archs;

#endif
