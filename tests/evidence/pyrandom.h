/* SPDX-License-Identifier: MIT */
/* pyrandom.h -- Python's random.Random for integer seeds below 2^32
 * (tests/evidence/pyrandom.c): MT19937 (Matsumoto & Nishimura 1998)
 * seeded by init_by_array with the one-word key {seed}, as CPython seeds
 * it; getrandbits(k <= 32) is the top k bits of one output; randrange(n)
 * draws getrandbits(bit_length(n)) until the value is below n. */
#ifndef MMAEMU_TESTS_PYRANDOM_H
#define MMAEMU_TESTS_PYRANDOM_H

#include <stdint.h>

typedef struct pyrandom {
    uint32_t mt[624];
    int i;
} pyrandom;

void pyrandom_seed(pyrandom *r, uint32_t seed);
uint32_t pyrandom_bits(pyrandom *r, int k);
uint32_t pyrandom_below(pyrandom *r, uint32_t n);

#endif
