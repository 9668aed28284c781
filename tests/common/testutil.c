/* testutil.c -- helpers shared by the Check test programs. */
#include "testutil.h"

#include <check.h>

#include <stdio.h>
#include <stdlib.h>

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

int test_run_suite(struct Suite *suite)
{
    SRunner *sr = srunner_create(suite);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

