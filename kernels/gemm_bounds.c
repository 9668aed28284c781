/* SPDX-License-Identifier: MIT */
/* gemm_bounds.c -- a schedule's parameters against the problem it runs
 * (mmaemu_schedule_check_problem, include/mmaemu/schedule.h): the GEMM
 * driver allocates in proportion to the padded K a schedule consumes, so
 * a block_k or split_k far beyond the real K would make a tiny GEMM take
 * gigabytes.  Bounds first, then the driver's working memory against the
 * memory budget, before anything is allocated (docs/reliability.md). */
#include <inttypes.h>
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "mmaemu/schedule.h"
#include "mmaemu/tensor.h"
#include "workspace.h"

#define BLOCK_FLOOR 4096   /* the largest BLOCK_K a Triton config may give */
#define K_MAX ((size_t)1 << 48) /* K + block stays far from SIZE_MAX in the layout */
/* Splits beyond K: empty ranges add +0 (a library with a fixed split count
 * on a short K), allowed up to this many. */
#define SPLIT_FLOOR 64

/* K rounded up to a power of two, at least BLOCK_FLOOR. */
static size_t block_cap(size_t K)
{
    size_t c = BLOCK_FLOOR;
    while (c < K && c <= SIZE_MAX / 2)
        c *= 2;
    return c;
}

/* The driver's buffers (kernels/gemm.c): per thread about 1024 bytes per
 * element of the padded K (the row block and the next one's, panels,
 * decoded operands); per
 * GEMM 14 bytes per padded K element and column (decoded panels of B, their
 * exponents in pairs, the certified path's); the K order twice (8 bytes
 * each). */
static uint64_t workspace(size_t n, size_t kp)
{
    uint64_t threads = 1;
#ifdef _OPENMP
    threads = (uint64_t)omp_get_max_threads();
#endif
    uint64_t per_thread = mmaemu_size_mul(1024, kp), cols = (uint64_t)n + 16;
    uint64_t t = mmaemu_size_mul(threads, per_thread);
    uint64_t g = mmaemu_size_mul(mmaemu_size_mul(14, cols), kp);
    uint64_t o = mmaemu_size_mul(16, kp);
    return t > UINT64_MAX - g - o ? UINT64_MAX : t + g + o;
}

static int bounds(const mmaemu_schedule *s, size_t K, char *err, size_t errlen)
{
    const size_t cap = block_cap(K), kmax = K > SPLIT_FLOOR ? K : SPLIT_FLOOR;
    if (K > K_MAX)
        return mmaemu_error(err, errlen, "schedule: K = %zu is more than the GEMM driver lays "
                            "out (2^48)", K);
    if (s->block_k > cap)
        return mmaemu_error(err, errlen, "schedule: block_k = %zu is larger than this GEMM can "
                            "use (K = %zu: at most %zu)", s->block_k, K, cap);
    if (s->slice_k > cap)
        return mmaemu_error(err, errlen, "schedule: slice_k = %zu is larger than this GEMM can "
                            "use (K = %zu: at most %zu)", s->slice_k, K, cap);
    if (s->split_k > kmax)
        return mmaemu_error(err, errlen, "schedule: split_k = %u is more splits than this GEMM "
                            "can use (K = %zu: at most %zu)", s->split_k, K, kmax);
    if (s->streamk > kmax)
        return mmaemu_error(err, errlen, "schedule: streamk = %u is more units than this GEMM "
                            "can use (K = %zu: at most %zu)", s->streamk, K, kmax);
    return 0;
}

int mmaemu_schedule_check_problem(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t n,
                                  size_t K, uint64_t held, char *err, size_t errlen)
{
    if (bounds(s, K, err, errlen))
        return -1;
    const size_t kp = mmaemu_schedule_padded_k(s, ins, K);
    uint64_t w = workspace(n, kp);
    uint64_t total = w > UINT64_MAX - held ? UINT64_MAX : w + held;
    char what[160], why[512];
    snprintf(what, sizeof what, "the GEMM (N = %zu, K = %zu padded to %zu)", n, K, kp);
    /* the buffers kept from earlier GEMMs count until they are released */
    const uint64_t kept = mmaemu_ws_kept();
    if (mmaemu_memory_check(what, total > UINT64_MAX - kept ? UINT64_MAX : total + kept, why,
                            sizeof why) == 0)
        return 0;
    if (kept) {
        mmaemu_ws_release();
        if (mmaemu_memory_check(what, total, why, sizeof why) == 0)
            return 0;
    }
    return mmaemu_error(err, errlen, "schedule: block_k = %zu, split_k = %u, slices = %u: %s",
                        s->block_k, s->split_k, s->slices, why);
}
