/* SPDX-License-Identifier: MIT */
/* tcgen05_cases.h -- the 74 B200 cases of sf-tensor/tcgen05's
 * tcgen05_model/validation.py (commit 8fce64d) as `mmaemu dot` input:
 * each case regenerated from that file's seeds and rules
 * (tests/evidence/tcgen05_cases.c), the expected words in
 * tests/data/tcgen05/b200-words.txt. */
#ifndef MMAEMU_TESTS_TCGEN05_CASES_H
#define MMAEMU_TESTS_TCGEN05_CASES_H

#include <stddef.h>

typedef struct tc_case {
    char name[64];
    char opts[160];    /* the `mmaemu dot` options after --arch */
    char line[4096];   /* one input line */
} tc_case;

/* Every case into out (room cap); the count. */
size_t tc_cases(tc_case *out, size_t cap);

#endif
