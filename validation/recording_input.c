/* SPDX-License-Identifier: MIT */
/* recording_input.c -- the inputs of our device recordings, regenerated
 * without the recorder's RNG (validation/device/gemm/gemm_gen.py, whose
 * docstring is the definition; validation/data/gemm-h100/manifest.json
 * holds FNV-1a checksums that prove a port).  The base value is the DCPP
 * one (kernels/dcpp_inputs.c): an Irwin-Hall sum n / 2^15, exact in fp32. */
#include <string.h>

#include "mmaemu/dcpp.h"
#include "mmaemu/probe.h"

uint32_t mmaemu_recording_input(uint64_t seed, unsigned tid, uint64_t i, mmaemu_format f)
{
    const uint64_t state = (seed << 48) + ((uint64_t)tid << 40) + i;
    const float v = mmaemu_dcpp_value(seed, tid, i);
    uint32_t u;
    memcpy(&u, &v, sizeof u);
    if (f == MMAEMU_FP32) {
        /* v with a random 13-bit tail below the tf32 mantissa */
        uint64_t r2 = mmaemu_mix64(state + 0x3C6EF372FE94F82Aull);
        return u ? (u & 0xFFFFE000u) | (uint32_t)(r2 & 0x1FFF) : 0;
    }
    return mmaemu_convert(MMAEMU_FP32, u, f, MMAEMU_RNE, 0);
}

uint64_t mmaemu_fnv1a64(const void *data, size_t bytes)
{
    const unsigned char *p = data;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < bytes; i++)
        h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}
