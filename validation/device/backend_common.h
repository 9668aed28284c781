/* SPDX-License-Identifier: MIT */
/* backend_common.h -- the host half of a harness back end, shared by
 * nv_kernels.cu and mfma_kernels.hip: the kernel table accessors and
 * mh_run (allocate, copy in, launch, copy out), all through gpu_runtime.h.
 *
 * The including file defines, before including this one:
 *   MH_PLATFORM, MH_ARCH_NAME            strings for mh_platform / mh_arch
 *   struct mh_entry { mh_kernel info; mh_launch_fn launch; }
 *   static const mh_entry MH_TABLE[]     (may be empty: then MH_TABLE_EMPTY)
 * A launch function enqueues the kernel for n lines of K elements on device
 * buffers and returns 0 (errors are collected by gpurt_last_error).
 */
#ifndef MMAEMU_BACKEND_COMMON_H
#define MMAEMU_BACKEND_COMMON_H

#include <stdio.h>
#include <string.h>

extern "C" const char *mh_platform(void) { return MH_PLATFORM; }
extern "C" const char *mh_arch(void) { return MH_ARCH_NAME; }

extern "C" int mh_kernel_count(void)
{
#ifdef MH_TABLE_EMPTY
    return 0;
#else
    return (int)(sizeof MH_TABLE / sizeof MH_TABLE[0]);
#endif
}

extern "C" const mh_kernel *mh_kernel_get(int i)
{
#ifdef MH_TABLE_EMPTY
    (void)i;
    return NULL;
#else
    if (i < 0 || i >= mh_kernel_count())
        return NULL;
    return &MH_TABLE[i].info;
#endif
}

extern "C" int mh_device_info(char *buf, size_t len)
{
    if (gpurt_device_name(buf, len)) {
        gpurt_err e = gpurt_last_error();
        snprintf(buf, len, "no usable GPU: %s", gpurt_error_string(e));
        return -1;
    }
    return 0;
}

#define MH_TRY(call)                                                                        \
    do {                                                                                    \
        gpurt_err e_ = (call);                                                              \
        if (e_ != 0) {                                                                      \
            snprintf(err, errlen, "%s failed: %s", #call, gpurt_error_string(e_));          \
            goto fail;                                                                      \
        }                                                                                   \
    } while (0)

extern "C" int mh_run(int id, const void *a, const void *b, const uint32_t *c, uint32_t *d,
                      size_t n, int K, char *err, size_t errlen)
{
#ifdef MH_TABLE_EMPTY
    (void)id; (void)a; (void)b; (void)c; (void)d; (void)n; (void)K;
    snprintf(err, errlen, "this back end was built without kernels");
    return -1;
#else
    if (id < 0 || id >= mh_kernel_count()) {
        snprintf(err, errlen, "no kernel %d", id);
        return -1;
    }
    const mh_entry *e = &MH_TABLE[id];
    const mh_kernel *ki = &e->info;
    if (K <= 0 || K % ki->k) {
        snprintf(err, errlen, "K = %d is not a positive multiple of k = %d", K, ki->k);
        return -1;
    }
    if (n == 0)
        return 0;
    /* Chunks of lines so that a and b take at most 512 MiB each on the device. */
    const size_t line_bytes = (size_t)K * ki->in_bytes;
    size_t chunk = ((size_t)512 << 20) / line_bytes;
    if (chunk < (size_t)ki->lines_per_tile)
        chunk = ki->lines_per_tile;
    chunk -= chunk % ki->lines_per_tile;
    if (chunk > n)
        chunk = n;
    void *dA = NULL, *dB = NULL;
    uint32_t *dC = NULL, *dD = NULL;
    int rc = -1;
    MH_TRY(gpurt_malloc(&dA, chunk * line_bytes));
    MH_TRY(gpurt_malloc(&dB, chunk * line_bytes));
    MH_TRY(gpurt_malloc((void **)&dC, chunk * sizeof(uint32_t)));
    MH_TRY(gpurt_malloc((void **)&dD, chunk * ki->copies * sizeof(uint32_t)));
    for (size_t off = 0; off < n; off += chunk) {
        size_t m = n - off < chunk ? n - off : chunk;
        MH_TRY(gpurt_h2d(dA, (const char *)a + off * line_bytes, m * line_bytes));
        MH_TRY(gpurt_h2d(dB, (const char *)b + off * line_bytes, m * line_bytes));
        MH_TRY(gpurt_h2d(dC, c + off, m * sizeof(uint32_t)));
        /* poison: an element the kernel fails to write shows as 0xa5a5a5a5 */
        MH_TRY(gpurt_memset(dD, 0xa5, m * ki->copies * sizeof(uint32_t)));
        if (e->launch((const uint8_t *)dA, (const uint8_t *)dB, dC, dD, (long)m, K)) {
            snprintf(err, errlen, "launch of %s (%s->%s) refused", ki->instr, ki->in, ki->out);
            goto fail;
        }
        MH_TRY(gpurt_last_error());
        MH_TRY(gpurt_sync());
        for (int r = 0; r < ki->copies; r++)
            MH_TRY(gpurt_d2h(d + (size_t)r * n + off, dD + (size_t)r * m, m * sizeof(uint32_t)));
    }
    rc = 0;
fail:
    if (dA) (void)gpurt_free(dA);
    if (dB) (void)gpurt_free(dB);
    if (dC) (void)gpurt_free(dC);
    if (dD) (void)gpurt_free(dD);
    return rc;
#endif
}

#endif
