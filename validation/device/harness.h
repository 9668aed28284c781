/* SPDX-License-Identifier: MIT */
/* harness.h -- the interface between the device harness's host driver
 * (harness.c, plain C) and a back end (nv_kernels.cu for NVIDIA,
 * mfma_kernels.hip for AMD), which exports these functions with C linkage.
 *
 * Data handed to mh_run (host memory, canonical per-line layout):
 *   a, b   n lines of K elements each, element i of line l at
 *          (l*K + i) * in_bytes, little-endian bit patterns (tf32: the
 *          fp32 container; fp8: one byte)
 *   c      n accumulator patterns, one uint32 per line (fp16: low 16 bits)
 *   d      n * copies uint32 results: copy r of line l at d[r*n + l]
 * K is a multiple of the kernel's k; the kernel runs K/k instructions per
 * line in ascending k order, the accumulator carried in registers.
 * Each line is the diagonal element of a tile: see the back ends' headers
 * for the placement.  Where a tile holds a line more than once (rows l and
 * l+8 of an mma.sync tile, eight row groups of a wgmma tile), every copy is
 * returned, so the caller can check that the position in the tile does not
 * change the result.
 */
#ifndef MMAEMU_HARNESS_H
#define MMAEMU_HARNESS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct mh_kernel {
    const char *instr;   /* mmaemu instruction name ("mma.m16n8k16", "wgmma.m64nNk16",
                            "mfma.32x32x8") */
    const char *in;      /* mmaemu input format name ("bf16", "e4m3fnuz", ...) */
    const char *out;     /* "fp32" or "fp16" */
    const char *isa;     /* what runs: the PTX instruction or the MFMA builtin */
    int k;               /* products per output per instruction */
    int in_bytes;        /* bytes per a/b element: 1, 2 or 4 */
    int out_bytes;       /* 2 or 4 */
    int lines_per_tile;  /* independent lines per instruction */
    int copies;          /* copies of each line in a tile (results returned) */
} mh_kernel;

/* "cuda" or "hip". */
const char *mh_platform(void);
/* The arch the back end was compiled for, as mmaemu names it ("sm90",
 * "gfx942"). */
const char *mh_arch(void);
int mh_kernel_count(void);
const mh_kernel *mh_kernel_get(int i);
/* One line of text: device name, arch, driver and runtime versions.
 * Returns 0, or -1 with the reason in buf. */
int mh_device_info(char *buf, size_t len);
/* Run kernel `id` on n lines of K elements (see above).  Returns 0, or -1
 * with a message in err. */
int mh_run(int id, const void *a, const void *b, const uint32_t *c, uint32_t *d, size_t n,
           int K, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
