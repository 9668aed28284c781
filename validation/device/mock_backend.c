/* SPDX-License-Identifier: MIT */
/* mock_backend.c -- a CPU stand-in for a GPU back end, for testing the
 * harness's host side (harness.c, run.sh's comparison step) on a machine
 * without a GPU.  Its "kernels" are the rows of one mmaemu arch (default
 * variant) and it computes every line with mmaemu_dot, so its output must
 * equal `mmaemu dot` line for line.  It says nothing about any device.
 *
 *   cc -std=c11 -D_GNU_SOURCE -Iinclude -Ivalidation/device validation/device/harness.c \
 *      validation/device/mock_backend.c -L.libs -lmmaemu -lm -o mmaemu-harness-mock
 *   MH_MOCK_ARCH=gfx942 LD_LIBRARY_PATH=.libs ./mmaemu-harness-mock --selftest
 * MH_MOCK_ARCH: the arch to imitate (default sm90).
 */
#include "harness.h"
#include "mmaemu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static mh_kernel table[512];
static const mmaemu_instr *rows[512];
static int ntable = -1;
static const mmaemu_arch *arch;

static void build(void)
{
    if (ntable >= 0)
        return;
    ntable = 0;
    const char *name = getenv("MH_MOCK_ARCH");
    arch = mmaemu_arch_find(name ? name : "sm90");
    if (!arch)
        return;
    for (size_t i = 0; i < arch->n_instrs && ntable < 512; i++) {
        const mmaemu_instr *ins = &arch->instrs[i];
        if (ins->variant) /* default variant only */
            continue;
        if (ins->step.a_fmt != ins->step.b_fmt) /* the harness has one input format per kernel */
            continue;
        /* nor kernels for integer or block-scaled instructions (no scale bytes in its batches) */
        if (ins->step.alg == MMAEMU_ALG_INT || mmaemu_params_scaled(&ins->step))
            continue;
        const mmaemu_format_info *fi = mmaemu_format_get(ins->step.a_fmt);
        mh_kernel *k = &table[ntable];
        k->instr = ins->name;
        k->in = fi->name;
        k->out = mmaemu_format_get(ins->step.acc_fmt)->name;
        k->isa = "mmaemu_dot (mock, no GPU)";
        k->k = ins->k;
        k->in_bytes = fi->width / 8;
        k->out_bytes = mmaemu_format_get(ins->step.acc_fmt)->width / 8;
        k->lines_per_tile = 8;
        k->copies = 2;
        rows[ntable++] = ins;
    }
}

const char *mh_platform(void) { return "mock"; }
const char *mh_arch(void)
{
    build();
    return arch ? arch->name : "none";
}
int mh_kernel_count(void)
{
    build();
    return ntable;
}
const mh_kernel *mh_kernel_get(int i)
{
    build();
    return i >= 0 && i < ntable ? &table[i] : NULL;
}
int mh_device_info(char *buf, size_t len)
{
    build();
    snprintf(buf, len, "mock back end imitating %s through mmaemu_dot (no GPU)", mh_arch());
    return 0;
}

int mh_run(int id, const void *a, const void *b, const uint32_t *c, uint32_t *d, size_t n, int K,
           char *err, size_t errlen)
{
    build();
    if (id < 0 || id >= ntable) {
        snprintf(err, errlen, "no kernel %d", id);
        return -1;
    }
    const mh_kernel *k = &table[id];
    uint32_t *av = malloc(K * sizeof *av), *bv = malloc(K * sizeof *bv);
    if (!av || !bv) {
        snprintf(err, errlen, "out of memory");
        free(av);
        free(bv);
        return -1;
    }
    const uint8_t *pa = a, *pb = b;
    for (size_t l = 0; l < n; l++) {
        for (int i = 0; i < K; i++) {
            uint32_t x = 0, y = 0;
            for (int byte = 0; byte < k->in_bytes; byte++) {
                x |= (uint32_t)pa[(l * K + i) * k->in_bytes + byte] << (8 * byte);
                y |= (uint32_t)pb[(l * K + i) * k->in_bytes + byte] << (8 * byte);
            }
            av[i] = x;
            bv[i] = y;
        }
        uint32_t r = mmaemu_dot(rows[id], av, bv, (size_t)K, c[l]);
        for (int cp = 0; cp < k->copies; cp++)
            d[(size_t)cp * n + l] = r;
    }
    free(av);
    free(bv);
    return 0;
}
