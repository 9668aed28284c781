/* SPDX-License-Identifier: MIT */
/* check_workspace.c -- the GEMM driver's kept buffers (kernels/workspace.c):
 * a block given back serves the next request it fits and no other at the
 * same time, small and oversized blocks are not kept, the byte limit
 * (MMAEMU_WS_CACHE, set to 16 MiB here before the first use) drops the
 * oldest, threads never share a block, and a GEMM's memory check counts
 * the kept blocks, releasing them when they are what stands in the way. */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "mmaemu.h"
#include "testutil.h"
#include "workspace.h"

#define MIB ((size_t)1 << 20)

START_TEST(given_back_block_serves_the_next_request)
{
    mmaemu_ws_release();
    unsigned char *p = mmaemu_ws_get(MIB);
    ck_assert_ptr_nonnull(p);
    memset(p, 0xAB, MIB);
    mmaemu_ws_put(p);
    ck_assert_uint_ge(mmaemu_ws_kept(), MIB);
    unsigned char *q = mmaemu_ws_get(MIB - 100);   /* the same block, taken out */
    ck_assert_ptr_eq(q, p);
    ck_assert_uint_eq(mmaemu_ws_kept(), 0);
    unsigned char *r = mmaemu_ws_get(MIB);   /* while q is out: another */
    ck_assert_ptr_ne(r, q);
    mmaemu_ws_put(q);
    mmaemu_ws_put(r);
    mmaemu_ws_release();
    ck_assert_uint_eq(mmaemu_ws_kept(), 0);
}
END_TEST

START_TEST(small_and_oversized_blocks)
{
    mmaemu_ws_release();
    mmaemu_ws_put(mmaemu_ws_get(1000));   /* below 64 KiB: back to malloc */
    ck_assert_uint_eq(mmaemu_ws_kept(), 0);
    void *big = mmaemu_ws_get(8 * MIB);
    mmaemu_ws_put(big);
    void *q = mmaemu_ws_get(MIB);   /* more than twice the request: not that one */
    ck_assert_ptr_ne(q, big);
    ck_assert_uint_ge(mmaemu_ws_kept(), 8 * MIB);
    mmaemu_ws_put(q);
    mmaemu_ws_put(mmaemu_ws_get(17 * MIB));   /* over the 16 MiB limit: not kept */
    ck_assert_uint_le(mmaemu_ws_kept(), 16 * MIB);
    ck_assert_ptr_null(mmaemu_ws_get(SIZE_MAX - 10));
    mmaemu_ws_release();
}
END_TEST

START_TEST(the_limit_drops_the_oldest)
{
    mmaemu_ws_release();
    void *b[3];
    for (int i = 0; i < 3; i++)
        b[i] = mmaemu_ws_get(6 * MIB);
    for (int i = 0; i < 3; i++)
        mmaemu_ws_put(b[i]);
    ck_assert_uint_eq(mmaemu_ws_kept(), 12 * MIB);   /* b[0] dropped */
    void *x = mmaemu_ws_get(6 * MIB), *y = mmaemu_ws_get(6 * MIB);
    ck_assert((x == b[1] && y == b[2]) || (x == b[2] && y == b[1]));
    mmaemu_ws_put(x);
    mmaemu_ws_put(y);
    mmaemu_ws_release();
}
END_TEST

START_TEST(zeroed_block)
{
    mmaemu_ws_release();
    unsigned char *p = mmaemu_ws_get(2 * MIB);
    memset(p, 0xFF, 2 * MIB);
    mmaemu_ws_put(p);
    unsigned char *z = mmaemu_ws_zeroed(2 * MIB);
    ck_assert_ptr_eq(z, p);
    for (size_t i = 0; i < 2 * MIB; i++)
        ck_assert_uint_eq(z[i], 0);
    mmaemu_ws_put(z);
    mmaemu_ws_release();
}
END_TEST

/* Every thread takes blocks of a few sizes, fills each with its own mark,
 * checks it after a while and gives it back: a block handed out twice at
 * once shows as another thread's mark. */
START_TEST(threads_never_share_a_block)
{
    mmaemu_ws_release();
    int bad = 0;
#pragma omp parallel num_threads(4) reduction(| : bad)
    {
        int tid = 0;
#ifdef _OPENMP
        tid = omp_get_thread_num();
#endif
        uint64_t s = 0x9E3779B97F4A7C15ull * (uint64_t)(tid + 1);
        for (int it = 0; it < 400; it++) {
            s = s * 6364136223846793005ull + 1442695040888963407ull;
            const size_t n = (size_t)(64 << 10) * (1 + (s >> 60) % 4);
            unsigned char *p = mmaemu_ws_get(n);
            if (!p) {
                bad = 1;
                continue;
            }
            memset(p, tid + 1, n);
            for (volatile int spin = 0; spin < 2000; spin++)
                ;
            for (size_t i = 0; i < n; i += 4096)
                bad |= p[i] != tid + 1;
            bad |= p[n - 1] != tid + 1;
            mmaemu_ws_put(p);
        }
    }
    ck_assert_msg(!bad, "a block was handed to two threads at once");
    mmaemu_ws_release();
}
END_TEST

/* A GEMM whose workspace fits the budget only without the kept blocks:
 * the check passes and the kept blocks are gone. */
START_TEST(memory_check_counts_kept_blocks)
{
    const mmaemu_arch *arch = mmaemu_arch_find("sm90");
    char err[512];
    const mmaemu_instr *ins =
        mmaemu_instr_select(arch, NULL, "wgmma", MMAEMU_BF16, MMAEMU_FP32, err, sizeof err);
    ck_assert_msg(ins != NULL, "%s", err);
    mmaemu_schedule s;
    mmaemu_schedule_init(&s, ins->name);
#ifdef _OPENMP
    omp_set_num_threads(2);   /* the estimate counts each thread's buffers */
#endif
    mmaemu_ws_release();
    void *b0 = mmaemu_ws_get(6 * MIB), *b1 = mmaemu_ws_get(6 * MIB);
    mmaemu_ws_put(b0);   /* 12 MiB kept */
    mmaemu_ws_put(b1);
    ck_assert_uint_eq(mmaemu_ws_kept(), 12 * MIB);
    /* N = 512, K = 1024: about 9 MiB of workspace, under a 16 MiB budget */
    mmaemu_tensor_set_max_memory(16 * MIB);
    ck_assert_msg(!mmaemu_schedule_check_problem(&s, ins, 512, 1024, 0, err, sizeof err), "%s", err);
    ck_assert_uint_eq(mmaemu_ws_kept(), 0);
    mmaemu_ws_put(mmaemu_ws_get(6 * MIB));   /* kept, and fits beside it */
    ck_assert(!mmaemu_schedule_check_problem(&s, ins, 64, 1024, 0, err, sizeof err));
    ck_assert_uint_eq(mmaemu_ws_kept(), 6 * MIB);
    /* too big even alone: refused, naming the GEMM */
    ck_assert(mmaemu_schedule_check_problem(&s, ins, 4096, 4096, 0, err, sizeof err));
    ck_assert_msg(strstr(err, "the GEMM") != NULL, "%s", err);
    mmaemu_tensor_set_max_memory(0);
    mmaemu_ws_release();
}
END_TEST

static Suite *workspace_suite(void)
{
    Suite *s = suite_create("workspace");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, given_back_block_serves_the_next_request);
    tcase_add_test(tc, small_and_oversized_blocks);
    tcase_add_test(tc, the_limit_drops_the_oldest);
    tcase_add_test(tc, zeroed_block);
    tcase_add_test(tc, threads_never_share_a_block);
    tcase_add_test(tc, memory_check_counts_kept_blocks);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    setenv("MMAEMU_WS_CACHE", "16", 1);   /* read once, at the first block given back */
    return test_run_suite(workspace_suite());
}
