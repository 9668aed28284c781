/* SPDX-License-Identifier: MIT */
/* dcpp_inputs.c -- the DCPP recording's input generator
 * (validation/data/dcpp-h100/README.md, validation/device/dcpp/dcpp_gen.py),
 * ported to C.  All arithmetic is unsigned modulo 2^64. */
#include <string.h>

#include "mmaemu/dcpp.h"

uint64_t mmaemu_mix64(uint64_t z)
{
    z ^= z >> 30;
    z *= 0xBF58476D1CE4E5B9ull;
    z ^= z >> 27;
    z *= 0x94D049BB133111EBull;
    z ^= z >> 31;
    return z;
}

float mmaemu_dcpp_value(uint64_t seed, unsigned tid, uint64_t i)
{
    uint64_t r = mmaemu_mix64((seed << 48) + ((uint64_t)tid << 40) + i + 0x9E3779B97F4A7C15ull);
    int64_t s = (int64_t)((r & 0xFFFF) + ((r >> 16) & 0xFFFF) + ((r >> 32) & 0xFFFF) +
                          ((r >> 48) & 0xFFFF));
    return (float)(s - 131070) / 32768.0f;   /* |s - 131070| < 2^18: exact */
}

uint16_t mmaemu_dcpp_input(uint64_t seed, unsigned tid, uint64_t i)
{
    float v = mmaemu_dcpp_value(seed, tid, i);
    uint32_t u;
    memcpy(&u, &v, sizeof u);
    return (uint16_t)((u + 0x7FFFu + ((u >> 16) & 1u)) >> 16);
}

void mmaemu_dcpp_fill(uint64_t seed, unsigned tid, uint16_t *out, size_t n)
{
    for (size_t i = 0; i < n; i++)
        out[i] = mmaemu_dcpp_input(seed, tid, (uint64_t)i);
}

uint64_t mmaemu_fnv1a64_u16(const uint16_t *w, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h = (h ^ (w[i] & 0xFFu)) * 0x100000001b3ull;
        h = (h ^ (w[i] >> 8)) * 0x100000001b3ull;
    }
    return h;
}
