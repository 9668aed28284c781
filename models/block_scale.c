/* SPDX-License-Identifier: MIT */
/* block_scale.c -- the instruction of a block-scaled dot product or GEMM
 * (`mmaemu dot --scale`, `mmaemu gemm --scale-a`, tl.dot_scaled): the kind
 * checked against the scale format and block as PTX allows them, then the
 * arch's row of that kind for the operand formats (docs/models.md 2a). */
#include <stdio.h>
#include <string.h>

#include "mmaemu/model.h"

/* The kind when none is named: mxf8f6f4 unless both operands are e2m1;
 * mxf4nvf4 for ue4m3 or block 16; NULL where several kinds take the
 * formats (e2m1 with ue8m0 in blocks of 32). */
static const char *default_kind(mmaemu_format a, mmaemu_format b, mmaemu_format scale,
                                size_t block)
{
    if (a != MMAEMU_E2M1 || b != MMAEMU_E2M1)
        return "mxf8f6f4";
    if (scale == MMAEMU_UE4M3 || block == 16)
        return "mxf4nvf4";
    return NULL;
}

/* The scale formats and blocks each kind takes (PTX block_scale
 * scale_vec): 0, or -1 with a reason. */
static int kind_check(const char *kind, mmaemu_format scale, size_t block, char *err,
                      size_t errlen)
{
    const int ue8 = scale == MMAEMU_UE8M0;
    const int ok = !strcmp(kind, "mxf8f6f4") ? ue8 && block == 32
                 : !strcmp(kind, "mxf4")     ? ue8 && block == 32
                 : !strcmp(kind, "mxf4nvf4") ? block == 16 || (ue8 && block == 32)
                                             : -1;
    if (ok < 0)
        return mmaemu_error(err, errlen, "unknown kind '%s' (mxf8f6f4, mxf4 or mxf4nvf4)", kind);
    if (!ok)
        return mmaemu_error(err, errlen, "kind %s does not take %s scales in blocks of %zu "
                            "(mxf8f6f4, mxf4: ue8m0 block 32; mxf4nvf4: ue8m0 block 16 or 32, "
                            "ue4m3 block 16)", kind, mmaemu_format_get(scale)->name, block);
    return 0;
}

const mmaemu_instr *mmaemu_instr_select_scaled(const mmaemu_arch *arch, const char *variant,
                                               const char *kind, mmaemu_format a,
                                               mmaemu_format b, mmaemu_format scale, size_t block,
                                               mmaemu_format acc, char *err, size_t errlen)
{
    char spec[32];
    if (!arch) {
        mmaemu_error(err, errlen, "no arch given");
        return NULL;
    }
    if (scale != MMAEMU_UE8M0 && scale != MMAEMU_UE4M3) {
        mmaemu_error(err, errlen, "block scales are ue8m0 or ue4m3");
        return NULL;
    }
    if (block != 16 && block != 32) {
        mmaemu_error(err, errlen, "a scale block of %zu values (16 or 32)", block);
        return NULL;
    }
    /* AMD's scaled MFMA has no kinds: one ue8m0 scale per 32 values */
    if (!strcmp(arch->vendor, "AMD")) {
        if (kind && *kind) {
            mmaemu_error(err, errlen, "arch %s: a kind (%s) names an NVIDIA instruction", arch->name,
                         kind);
            return NULL;
        }
        if (scale != MMAEMU_UE8M0 || block != 32) {
            mmaemu_error(err, errlen, "arch %s takes ue8m0 scales in blocks of 32", arch->name);
            return NULL;
        }
        return mmaemu_instr_select_ab(arch, variant, "mfma", a, b, scale, acc, err, errlen);
    }
    if (!kind || !*kind)
        kind = default_kind(a, b, scale, block);
    if (!kind) {
        mmaemu_error(err, errlen, "e2m1 with ue8m0 scales in blocks of 32 is mxf8f6f4, mxf4 or "
                     "mxf4nvf4: name the kind");
        return NULL;
    }
    if (kind_check(kind, scale, block, err, errlen))
        return NULL;
    snprintf(spec, sizeof spec, "kind::%s", kind);
    return mmaemu_instr_select_ab(arch, variant, spec, a, b, scale, acc, err, errlen);
}
