/* testutil.h -- small helpers shared by the Check test programs. */
#ifndef MMAEMU_TESTUTIL_H
#define MMAEMU_TESTUTIL_H

#include <stdint.h>
#include <stddef.h>

/* 1 normally, 100 under `make check-long` (MMAEMU_LONG=1 in the environment). */
unsigned long test_scale(void);

/* Path of a file under tests/data (MMAEMU_TESTDATA or the configured path). */
const char *test_data_path(const char *rel, char *buf, size_t len);

/* tests/recording.c: a recorded tensor validation/data/REL.npy.gz (REL like
 * "dcpp-h100/seed1/h_dx"), XOR-decoded against xor_base when given; the
 * dtype is a mmaemu_npy_dtype.  Fails the running Check test on error. */
void *test_load_recording(const char *rel, int dtype, int ndim, const size_t *shape,
                          const uint16_t *xor_base);

/* splitmix64: a small deterministic generator, seeded per test. */
typedef struct test_rng { uint64_t s; } test_rng;
uint64_t test_rng_next(test_rng *r);
/* Uniform in [0, n). */
uint64_t test_rng_below(test_rng *r, uint64_t n);

/* Run a Check suite in this process (no fork: the suites share large
 * read-only tables) and turn the result into an exit status. */
struct Suite;
int test_run_suite(struct Suite *suite);

#endif
