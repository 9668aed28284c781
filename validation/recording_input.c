/* recording_input.c -- the inputs of our device recordings, regenerated
 * without the recorder's RNG (validation/device/gemm/gemm_gen.py, whose
 * docstring is the definition; validation/data/gemm-h100/manifest.json
 * holds FNV-1a checksums that prove a port).  The base value is the DCPP
 * one (kernels/dcpp_inputs.c): an Irwin-Hall sum n / 2^15, exact in fp32. */
#include <string.h>

#include "mmaemu/probe.h"

static uint64_t mix64(uint64_t z)
{
    z ^= z >> 30;
    z *= 0xBF58476D1CE4E5B9ull;
    z ^= z >> 27;
    z *= 0x94D049BB133111EBull;
    z ^= z >> 31;
    return z;
}

uint32_t mmaemu_recording_input(uint64_t seed, unsigned tid, uint64_t i, mmaemu_format f)
{
    const uint64_t state = (seed << 48) + ((uint64_t)tid << 40) + i;
    const uint64_t r = mix64(state + 0x9E3779B97F4A7C15ull);
    int64_t s = (int64_t)((r & 0xFFFF) + ((r >> 16) & 0xFFFF) + ((r >> 32) & 0xFFFF) +
                          ((r >> 48) & 0xFFFF));
    float v = (float)(s - 131070) / 32768.0f;   /* exact */
    uint32_t u;
    memcpy(&u, &v, sizeof u);
    if (f == MMAEMU_FP32) {
        /* v with a random 13-bit tail below the tf32 mantissa */
        uint64_t r2 = mix64(state + 0x3C6EF372FE94F82Aull);
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
