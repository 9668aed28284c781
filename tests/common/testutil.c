/* SPDX-License-Identifier: MIT */
/* testutil.c -- helpers shared by the Check test programs. */
#include "testutil.h"

#include <check.h>

#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

unsigned long test_scale(void)
{
    const char *s = getenv("MMAEMU_LONG");
    return (s && *s && *s != '0') ? 100ul : 1ul;
}

const char *test_data_path(const char *rel, char *buf, size_t len)
{
    const char *dir = getenv("MMAEMU_TESTDATA");
#ifdef MMAEMU_TESTDATA
    if (!dir || !*dir)
        dir = MMAEMU_TESTDATA;
#endif
    if (!dir || !*dir)
        dir = "tests/data";
    snprintf(buf, len, "%s/%s", dir, rel);
    return buf;
}

static char tmp_dir[64];

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    if (remove(path))
        perror(path);
    return 0;
}

static void tmp_dir_remove(void)
{
    nftw(tmp_dir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

const char *test_tmp_path(const char *name, char *buf, size_t len)
{
    if (!tmp_dir[0]) {
        const char *prog = program_invocation_short_name;
        snprintf(tmp_dir, sizeof tmp_dir, "/tmp/%.32s_XXXXXX", prog && *prog ? prog : "mmaemu");
        ck_assert_msg(mkdtemp(tmp_dir) != NULL, "cannot make a folder %s", tmp_dir);
        atexit(tmp_dir_remove);
    }
    snprintf(buf, len, "%s/%s", tmp_dir, name);
    return buf;
}

const mmaemu_instr *test_instr(const char *arch, const char *spec, mmaemu_format in,
                               mmaemu_format acc)
{
    char err[512] = "";
    const mmaemu_arch *a = mmaemu_arch_find(arch);
    ck_assert_msg(a != NULL, "arch %s not found", arch);
    const mmaemu_instr *i = mmaemu_instr_select(a, NULL, spec, in, acc, err, sizeof err);
    ck_assert_msg(i != NULL, "%s %s: %s", arch, spec ? spec : "(Triton)", err);
    return i;
}

uint64_t test_rng_next(test_rng *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint64_t test_rng_below(test_rng *r, uint64_t n)
{
    return n ? test_rng_next(r) % n : 0;
}

/* Progress lines reach the test log as they are printed (set before main,
 * as setvbuf must come before any output). */
__attribute__((constructor)) static void line_buffered(void)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
}

int test_run_suite(struct Suite *suite)
{
    SRunner *sr = srunner_create(suite);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

int test_run(const char *name, const test_def *tests, size_t n)
{
    Suite *s = suite_create(name);
    TCase *tc = tcase_create(name);
    for (size_t i = 0; i < n; i++) {
        if (tests[i].loop)
            tcase_add_loop_test(tc, tests[i].test, 0, tests[i].n);
        else
            tcase_add_test(tc, tests[i].test);
    }
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
