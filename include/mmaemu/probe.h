/* mmaemu/probe.h -- probe workloads and the probe-file line format (validation/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_PROBE_H
#define MMAEMU_PROBE_H

#include "mmaemu/format.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Deterministic inputs for device validation (docs/validation.md).  Line
 * `index` of a spec is a pure function of the spec and the index, so any
 * line can be regenerated alone and recorded device outputs can be checked
 * from a one-line spec.  What a released version generates never changes;
 * a changed generator is a new version and the old ones stay available. */

#define MMAEMU_PROBE_VERSION 2     /* the newest generator version (1 and 2 exist) */
#define MMAEMU_PROBE_MAX_K 65536   /* most values of a (and of b) per line */

typedef enum mmaemu_probe_kind {
    MMAEMU_PROBE_RANDOM = 0,   /* "random": uniformly random finite patterns */
    MMAEMU_PROBE_NORMAL,       /* "normal": normal values, small exponent spreads */
    MMAEMU_PROBE_SPREAD,       /* "spread": products over wide exponent ranges */
    MMAEMU_PROBE_CANCEL,       /* "cancel": exact and near cancellation */
    MMAEMU_PROBE_C_BIG,        /* "c-big": |c| far above every product */
    MMAEMU_PROBE_C_SMALL,      /* "c-small": |c| far below the largest product */
    MMAEMU_PROBE_SUBNORMAL,    /* "subnormal": subnormal inputs and products */
    MMAEMU_PROBE_TIES,         /* "ties": exact sums halfway between two
                                  accumulator values (fp16 ties for fp16 out) */
    MMAEMU_PROBE_OVERFLOW,     /* "overflow": near and past FLT_MAX, 2^128,
                                  fp16 max; products >= 2^128 */
    MMAEMU_PROBE_SPECIALS,     /* "specials": NaN payloads, Inf, -0 */
    MMAEMU_PROBE_DISCRIMINATE, /* "discriminate": vectors that tell candidate
                                  L, F, e_zero and roundings apart */
    MMAEMU_PROBE_MIXED,        /* "mixed": a fixed mixture of all the above */
    MMAEMU_PROBE_KIND_COUNT
} mmaemu_probe_kind;

typedef struct mmaemu_probe_spec {
    int version;             /* generator version, 1 .. MMAEMU_PROBE_VERSION */
    mmaemu_format in;        /* a and b */
    mmaemu_format acc;       /* c (and d): MMAEMU_FP32 or MMAEMU_FP16 */
    size_t k;                /* values of a and of b per line */
    mmaemu_probe_kind kind;
    uint64_t seed;
} mmaemu_probe_spec;

/* Kind names ("random", "c-big", ...); parse returns 0 on success. */
const char *mmaemu_probe_kind_name(mmaemu_probe_kind kind);
int mmaemu_probe_kind_parse(const char *name, mmaemu_probe_kind *out);

/* NULL if the spec is usable, else a static one-line reason. */
const char *mmaemu_probe_spec_check(const mmaemu_probe_spec *spec);

/* Line `index` of the spec: a[0..k) and b[0..k) in spec->in, *c in
 * spec->acc.  An unusable spec gives zeros. */
void mmaemu_probe_line(const mmaemu_probe_spec *spec, uint64_t index,
                       uint32_t *a, uint32_t *b, uint32_t *c);

/* The kind that made line `index`: spec->kind, or for MIXED the kind drawn
 * for that line (line i of MIXED is line i of that kind, same seed). */
mmaemu_probe_kind mmaemu_probe_line_kind(const mmaemu_probe_spec *spec, uint64_t index);

/* Write "a_1 ... a_k | b_1 ... b_k | c" (lower-case hex in the formats'
 * widths, no newline; what mmaemu_probe_parse_line reads) into buf.  Returns
 * the length of the whole line, like snprintf: it fits if < len. */
size_t mmaemu_probe_format_line(mmaemu_format in, mmaemu_format acc,
                                const uint32_t *a, const uint32_t *b, size_t k,
                                uint32_t c, char *buf, size_t len);

/* Element i (flat C order) of input tensor tid of a recorded GEMM, in
 * format f (bf16, fp16, e4m3, e5m2 by RNE; fp32 with a random tf32 tail),
 * as validation/device/gemm/gemm_gen.py defines it. */
uint32_t mmaemu_recording_input(uint64_t seed, unsigned tid, uint64_t i, mmaemu_format f);
/* FNV-1a 64 over bytes (little-endian words: the recordings' checksum). */
uint64_t mmaemu_fnv1a64(const void *data, size_t bytes);

/* Parse one line "a_1 ... a_K | b_1 ... b_K | c" (hex patterns of exactly
 * their formats' widths, optional 0x) into a and b (capacity cap each), k
 * and c.  Returns 0, or -1 with a one-line reason in err. */
int mmaemu_probe_parse_line(const char *line, mmaemu_format in, mmaemu_format acc,
                          uint32_t *a, uint32_t *b, size_t cap, size_t *k, uint32_t *c,
                          char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_PROBE_H */
