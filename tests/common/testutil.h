/* SPDX-License-Identifier: MIT */
/* testutil.h -- small helpers shared by the Check test programs. */
#ifndef MMAEMU_TESTUTIL_H
#define MMAEMU_TESTUTIL_H

#include <stdint.h>
#include <stddef.h>

#include "mmaemu.h"

/* 1 normally, 100 under `make check-long` (MMAEMU_LONG=1 in the environment). */
unsigned long test_scale(void);

/* Path of a file under tests/data (MMAEMU_TESTDATA or the configured path). */
const char *test_data_path(const char *rel, char *buf, size_t len);

/* Path of NAME in this program's scratch folder, a fresh /tmp/PROG_XXXXXX
 * made on the first call and removed with its files when the program
 * exits.  Fails the running Check test if the folder cannot be made. */
const char *test_tmp_path(const char *name, char *buf, size_t len);

/* tests/common/recording.c: a recorded tensor validation/data/REL.npy.gz
 * (REL like "dcpp-h100/seed1/h_dx"), XOR-decoded against xor_base when
 * given; the dtype is a mmaemu_npy_dtype.  Fails the running Check test on
 * error. */
void *test_load_recording(const char *rel, int dtype, int ndim, const size_t *shape,
                          const uint16_t *xor_base);

/* The instruction SPEC ("mma.m16n8k16", a family name, or NULL for
 * Triton's) of arch ARCH (name or product) for in -> acc, default variant.
 * Fails the running Check test if there is none. */
const mmaemu_instr *test_instr(const char *arch, const char *spec, mmaemu_format in,
                               mmaemu_format acc);

/* splitmix64: a small deterministic generator, seeded per test. */
typedef struct test_rng { uint64_t s; } test_rng;
uint64_t test_rng_next(test_rng *r);
/* Uniform in [0, n). */
uint64_t test_rng_below(test_rng *r, uint64_t n);

/* One test of a program: a Check test (the name START_TEST gave it) run
 * once, or a loop test run for each _i in [0, n). */
struct TTest;
typedef struct test_def {
    const struct TTest *test;
    int loop, n;
} test_def;
#define TEST_ONCE(t) {(t), 0, 0}
#define TEST_LOOP(t, count) {(t), 1, (int)(count)}
/* The number of elements of an array (not a pointer). */
#define TEST_N(array) (sizeof(array) / sizeof((array)[0]))
/* A loop test run once per element of a case table: _i indexes it. */
#define TEST_EACH(t, table) TEST_LOOP(t, TEST_N(table))

/* Run TESTS in order as the Check suite NAME and return the exit status:
 *     const test_def tests[] = {TEST_ONCE(parse_errors), TEST_EACH(alias_resolves, aliases)};
 *     return TEST_RUN("models", tests);
 * The tests run in this process (no fork: the suites share large read-only
 * tables, so Check's per-test timeouts do not apply).  stdout is
 * line-buffered in every test program. */
int test_run(const char *name, const test_def *tests, size_t n);
#define TEST_RUN(name, tests) test_run((name), (tests), sizeof(tests) / sizeof(tests)[0])

/* The same for a suite built by hand (several test cases). */
struct Suite;
int test_run_suite(struct Suite *suite);

#endif
