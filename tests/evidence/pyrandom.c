/* SPDX-License-Identifier: MIT */
/* pyrandom.c -- Python's random.Random for small integer seeds, written
 * from the MT19937 description (pyrandom.h). */
#include "pyrandom.h"

#define N 624
#define M 397

static void init_genrand(pyrandom *r, uint32_t s)
{
    r->mt[0] = s;
    for (int i = 1; i < N; i++)
        r->mt[i] = 1812433253u * (r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) + (uint32_t)i;
    r->i = N;
}

void pyrandom_seed(pyrandom *r, uint32_t seed)
{
    uint32_t *mt = r->mt;
    int i = 1;
    init_genrand(r, 19650218u);
    for (int k = N; k; k--) {   /* key = {seed}: j is always 0 */
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525u)) + seed;
        if (++i >= N) {
            mt[0] = mt[N - 1];
            i = 1;
        }
    }
    for (int k = N - 1; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941u)) - (uint32_t)i;
        if (++i >= N) {
            mt[0] = mt[N - 1];
            i = 1;
        }
    }
    mt[0] = 0x80000000u;
    r->i = N;
}

static void twist(pyrandom *r)
{
    for (int k = 0; k < N; k++) {
        uint32_t y = (r->mt[k] & 0x80000000u) | (r->mt[(k + 1) % N] & 0x7FFFFFFFu);
        r->mt[k] = r->mt[(k + M) % N] ^ (y >> 1) ^ ((y & 1u) ? 0x9908B0DFu : 0u);
    }
    r->i = 0;
}

static uint32_t next32(pyrandom *r)
{
    if (r->i >= N)
        twist(r);
    uint32_t y = r->mt[r->i++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9D2C5680u;
    y ^= (y << 15) & 0xEFC60000u;
    y ^= y >> 18;
    return y;
}

uint32_t pyrandom_bits(pyrandom *r, int k)
{
    return next32(r) >> (32 - k);
}

uint32_t pyrandom_below(pyrandom *r, uint32_t n)
{
    int k = 0;
    while (k < 32 && (n >> k))
        k++;
    uint32_t v;
    do
        v = pyrandom_bits(r, k);
    while (v >= n);
    return v;
}
