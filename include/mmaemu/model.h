/* SPDX-License-Identifier: MIT */
/* mmaemu/model.h -- device models: the registry, names, model files (models/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_MODEL_H
#define MMAEMU_MODEL_H

#include <stdio.h>
#include "mmaemu/engine.h"
#include "mmaemu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct mmaemu_variant_info {
    const char *name;
    const char *summary;     /* one line: what the hypothesis is */
    int verified;
} mmaemu_variant_info;

typedef struct mmaemu_arch {
    const char *name;              /* "sm90", "gfx942" */
    const char *products;          /* space-separated aliases: "H100 H200" */
    const char *vendor;            /* "NVIDIA" / "AMD" */
    const mmaemu_instr *instrs;
    size_t n_instrs;
    const mmaemu_variant_info *variants; /* first one is the default */
    size_t n_variants;
} mmaemu_arch;

MMAEMU_API size_t mmaemu_arch_count(void);
MMAEMU_API const mmaemu_arch *mmaemu_arch_at(size_t i);
/* Find by arch name or product alias, case-insensitive.  NULL if unknown,
 * and for any name with a ':' or '+' suffix (mmaemu_model_spec_parse reads
 * those). */
MMAEMU_API const mmaemu_arch *mmaemu_arch_find(const char *name);

/* The length of an LLVM target-ID feature tail at s (":sramecc+:xnack-"),
 * 0 if none: part of an AMD arch name, not a variant. */
MMAEMU_API int mmaemu_target_features_len(const char *s);

/* A model as users name it everywhere (models/spec.c):
 *     ARCH[:VARIANT][+LIBPRESET]
 * ARCH an arch or product name ("sm90", "H100", "MI350"), VARIANT one of
 * the arch's variants (mmaemu_arch.variants), LIBPRESET a library preset
 * measured for that arch (mmaemu_lib_presets). */
#define MMAEMU_SPEC_NAME_MAX 32
typedef struct mmaemu_model_spec {
    const mmaemu_arch *arch;
    char variant[MMAEMU_SPEC_NAME_MAX]; /* "" = the arch's default */
    char lib[MMAEMU_SPEC_NAME_MAX];     /* "" = the library default */
} mmaemu_model_spec;
/* Parse and check a spec.  Returns 0, or -1 with a one-line reason that
 * lists the known names (an unknown variant lists the arch's variants). */
MMAEMU_API int mmaemu_model_spec_parse(const char *text, mmaemu_model_spec *out, char *err,
                                       size_t errlen);
/* The variant a spec selects: its own, else the arch's default. */
MMAEMU_API const char *mmaemu_model_spec_variant(const mmaemu_model_spec *s);
/* The canonical text "sm90:default+cublas13.1-h100" (lib part only when set). */
MMAEMU_API size_t mmaemu_model_spec_format(const mmaemu_model_spec *s, char *buf, size_t len);

/* A vendor-library preset: schedules measured on one device with one
 * library version (docs/models.md, "Library presets"). */
typedef struct mmaemu_lib_preset {
    const char *name;        /* "cublas13.1-h100" */
    const char *arch;        /* the arch it was measured on */
    const char *summary;     /* one line: what was measured, where */
} mmaemu_lib_preset;
/* The presets, terminated by a NULL name. */
MMAEMU_API extern const mmaemu_lib_preset mmaemu_lib_presets[];
/* The preset `name` for arch, or NULL. */
MMAEMU_API const mmaemu_lib_preset *mmaemu_lib_preset_find(const mmaemu_arch *arch,
                                                           const char *name);

/* Select the instruction for (arch, variant, instr spec, formats).
 * variant NULL: the arch's default.  spec NULL: Triton's choice; a family
 * name ("mma", "wgmma", "tcgen05", "mfma"): that family's instruction for
 * the format; else a full name.  On failure returns NULL and writes a
 * one-line reason into err. */
MMAEMU_API const mmaemu_instr *mmaemu_instr_select(const mmaemu_arch *arch, const char *variant,
                                                   const char *spec, mmaemu_format in,
                                                   mmaemu_format acc, char *err, size_t errlen);
/* mmaemu_instr_select for A in a, B in b (mixed operand formats) and, for
 * the block-scaled rows, scales in `scale` (MMAEMU_UE8M0 / MMAEMU_UE4M3;
 * any other format selects the unscaled rows). */
MMAEMU_API const mmaemu_instr *mmaemu_instr_select_ab(const mmaemu_arch *arch, const char *variant,
                                                      const char *spec, mmaemu_format a,
                                                      mmaemu_format b, mmaemu_format scale,
                                                      mmaemu_format acc, char *err, size_t errlen);
/* The row of a block-scaled dot product or GEMM (models/block_scale.c):
 * kind "mxf8f6f4", "mxf4" or "mxf4nvf4" (NULL: mxf8f6f4 unless both
 * operands are e2m1, mxf4nvf4 for ue4m3 or block 16; e2m1 with ue8m0 in
 * blocks of 32 must name one), checked against the scale format (ue8m0,
 * ue4m3) and block (16, 32) as PTX allows them (mxf8f6f4, mxf4: ue8m0
 * block 32; mxf4nvf4: ue8m0 block 16 or 32, ue4m3 block 16); the arch's
 * instruction of that kind (any family: tcgen05, mma.sync) for a x b ->
 * acc.  AMD archs take no kind, ue8m0 block 32 (gfx950's scaled MFMA).
 * NULL with a one-line reason. */
MMAEMU_API const mmaemu_instr *mmaemu_instr_select_scaled(const mmaemu_arch *arch,
                                                          const char *variant, const char *kind,
                                                          mmaemu_format a, mmaemu_format b,
                                                          mmaemu_format scale, size_t block,
                                                          mmaemu_format acc, char *err,
                                                          size_t errlen);

/* A model file describes one mmaemu_instr as text (docs/design.md 5.1):
 * first line "mmaemu-model 1", then one "key value" per line (every field
 * of mmaemu_instr and its step), "#" comment lines, last line "end".
 * `mmaemu infer` writes them; `mmaemu dot --model FILE` reads them. */

/* Load and check (mmaemu_params_check and the instruction fields) a model
 * file into *out; its strings are allocated (mmaemu_model_free).  Returns
 * 0, or -1 with a one-line "PATH:LINE: problem" in err. */
MMAEMU_API int mmaemu_model_load(const char *path, mmaemu_instr *out, char *err, size_t errlen);
/* Write ins as a model file; comment (may be NULL, may hold several
 * lines) is written as "#" lines after the first line.  Returns 0, or -1
 * on a write error. */
MMAEMU_API int mmaemu_model_write(FILE *f, const mmaemu_instr *ins, const char *comment);
/* Free the strings of a loaded model (name, variant, source). */
MMAEMU_API void mmaemu_model_free(mmaemu_instr *ins);

/* Spellings of model files and reports (models/model_file.c). */

MMAEMU_API const char *mmaemu_model_alg_name(mmaemu_algorithm a);      /* "T-FDPA" */
MMAEMU_API const char *mmaemu_model_out_name(mmaemu_out_rounding o);   /* "RZ-FP32" */
MMAEMU_API const char *mmaemu_model_family_name(mmaemu_family f);      /* "mma" */
MMAEMU_API const char *mmaemu_model_tr_name(mmaemu_tr_variant v);      /* "renorm-floor" */
/* The family an instruction name implies: "wgmma..." -> wgmma,
 * "tcgen05..." -> tcgen05, "mfma..." / "v_mfma..." -> mfma, else mma. */
MMAEMU_API mmaemu_family mmaemu_model_family_of(const char *name);
/* Instruction-level checks beyond mmaemu_params_check: k, L | k, the
 * composition fields.  NULL if usable, else a static message. */
MMAEMU_API const char *mmaemu_model_instr_check(const mmaemu_instr *ins);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_MODEL_H */
