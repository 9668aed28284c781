/* SPDX-License-Identifier: MIT */
/* sparse.c -- structured-sparsity metadata (design.md 4.1): which logical
 * K positions the stored A values of a sparse MMA pair with.  PTX ISA,
 * "Sparse matrix storage" of `mma.sp` / `tcgen05.mma.sp`; the selector
 * reading of sf-tensor/tcgen05 MODEL.md section 7 (4-bit selectors, least
 * significant first; legal pairs 4 8 c 9 d 6 e). */
#include "internal.h"

/* The legal 4-bit selectors of the 2:4 (and pairwise 4:8) forms. */
static int legal(unsigned sel)
{
    return sel == 0x4 || sel == 0x8 || sel == 0xC || sel == 0x9 || sel == 0xD || sel == 0x6 ||
           sel == 0xE;
}

int mmaemu_sparse_indices(int span, const uint32_t *meta, size_t nmeta, size_t k,
                          size_t *idx, char *err, size_t errlen)
{
    if (span != 2 && span != 4 && span != 8)
        return mmaemu_error(err, errlen, "sparse selector span must be 2, 4 or 8");
    if (k % (size_t)span)
        return mmaemu_error(err, errlen, "sparse K %zu is not a multiple of %d", k, span);
    const size_t nsel = k / (size_t)span;
    if ((nsel + 7) / 8 > nmeta)
        return mmaemu_error(err, errlen, "sparse K %zu needs %zu metadata words, got %zu", k,
                            (nsel + 7) / 8, nmeta);
    size_t o = 0;
    for (size_t j = 0; j < nsel; j++) {
        unsigned sel = (meta[j / 8] >> (4 * (j % 8))) & 0xFu;
        size_t base = j * (size_t)span;
        if (span == 2) {
            if (sel != 0x4 && sel != 0xE)
                return mmaemu_error(err, errlen, "tf32 sparse selector %zu is %x (4 or e)", j, sel);
            idx[o++] = base + (sel == 0xE);
            continue;
        }
        if (!legal(sel))
            return mmaemu_error(err, errlen, "sparse selector %zu is %x (4 8 9 c d 6 e)", j, sel);
        const size_t i0 = sel & 3u, i1 = sel >> 2;
        if (span == 4) {
            idx[o++] = base + i0;
            idx[o++] = base + i1;
        } else {   /* pairs */
            idx[o++] = base + 2 * i0;
            idx[o++] = base + 2 * i0 + 1;
            idx[o++] = base + 2 * i1;
            idx[o++] = base + 2 * i1 + 1;
        }
    }
    return 0;
}
