/* SPDX-License-Identifier: MIT */
/* mmaemu/probe.h -- probe workloads, probe files and checking device
 * outputs against a model (validation/)
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_PROBE_H
#define MMAEMU_PROBE_H

#include "mmaemu/format.h"
#include "mmaemu/model.h"
#include "mmaemu/export.h"

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
    MMAEMU_PROBE_ZERO_OPERAND, /* "zero-operand": exact zeros times large
                                  partners, small products and C: tells the
                                  AMD zero-operand rules apart (not in mixed;
                                  the same lines in every version) */
    MMAEMU_PROBE_KIND_COUNT
} mmaemu_probe_kind;

typedef struct mmaemu_probe_spec {
    int version;             /* generator version, 1 .. MMAEMU_PROBE_VERSION */
    mmaemu_format in;        /* a and b */
    mmaemu_format acc;       /* c (and d): MMAEMU_FP32 or MMAEMU_FP16 */
    size_t k;                /* values of a and of b per line */
    mmaemu_probe_kind kind;
    uint64_t seed;
    /* Probe files version 2 (validation/probe_gen_ext.c): ext = 1 says b,
     * scale and block are set; acc may then be MMAEMU_S32 (u8/s8 operands).
     * Only the kinds random, overflow, specials and mixed exist for it; its
     * lines are the same in every generator version. */
    int ext;
    mmaemu_format b;         /* B's format */
    mmaemu_format scale;     /* ue8m0 or ue4m3 when block */
    size_t block;            /* values per scale; 0: no scales */
} mmaemu_probe_spec;

/* Kind names ("random", "c-big", ...); parse returns 0 on success. */
MMAEMU_API const char *mmaemu_probe_kind_name(mmaemu_probe_kind kind);
MMAEMU_API int mmaemu_probe_kind_parse(const char *name, mmaemu_probe_kind *out);

/* NULL if the spec is usable, else a static one-line reason. */
MMAEMU_API const char *mmaemu_probe_spec_check(const mmaemu_probe_spec *spec);

/* Line `index` of the spec: a[0..k) and b[0..k) in spec->in, *c in
 * spec->acc.  An unusable spec gives zeros. */
MMAEMU_API void mmaemu_probe_line(const mmaemu_probe_spec *spec, uint64_t index, uint32_t *a,
                                  uint32_t *b, uint32_t *c);

/* The kind that made line `index`: spec->kind, or for MIXED the kind drawn
 * for that line (line i of MIXED is line i of that kind, same seed). */
/* Line `index` with its scales: as mmaemu_probe_line, and for a spec with
 * block > 0 also sa[0..k/block) and sb[0..k/block). */
MMAEMU_API void mmaemu_probe_line_scaled(const mmaemu_probe_spec *spec, uint64_t index,
                                         uint32_t *a, uint32_t *b, uint32_t *c, uint32_t *sa,
                                         uint32_t *sb);

MMAEMU_API mmaemu_probe_kind mmaemu_probe_line_kind(const mmaemu_probe_spec *spec, uint64_t index);

/* ------------------------------------------------------------------ */
/* Dot lines (validation/dot_line.c)                                   */
/* ------------------------------------------------------------------ */

/* One input line of `mmaemu dot` and of a version-2 probe file:
 *     a_1 ... a_K | b_1 ... b_K | c [| sa_1 ... sa_G | sb_1 ... sb_G] [| m_1 ...]
 * every token a hex bit pattern of its format's width (2 digits for the
 * 8-bit containers of fp4/fp6/fp8/int8 and for scales, 4 for bf16/fp16, 8
 * for tf32/fp32/s32 and for sparse metadata words; c may be 0). */
typedef struct mmaemu_dot_layout {
    mmaemu_format a, b, acc;
    int scaled;            /* sa and sb groups follow c */
    mmaemu_format scale;   /* their format */
    size_t block;          /* A values per scale */
    int sparse;            /* A holds K/2 values; a metadata group ends the line */
} mmaemu_dot_layout;

/* One parsed line; arrays of room `cap` each (meta: cap / 8 + 1). */
typedef struct mmaemu_dot_line {
    uint32_t *a, *b, *sa, *sb, *meta;
    size_t na, nb, ns, nmeta, cap;
    uint32_t c;
} mmaemu_dot_line;

/* Parse s into l.  0, or -1 with a one-line reason in err. */
MMAEMU_API int mmaemu_dot_line_parse(const char *s, const mmaemu_dot_layout *lay,
                                     mmaemu_dot_line *l, char *err, size_t errlen);
/* Write l (not sparse; na values each, ns scales each when lay->scaled)
 * as the parser reads it, no newline.  The whole length, like snprintf. */
MMAEMU_API size_t mmaemu_dot_line_format(const mmaemu_dot_layout *lay, const mmaemu_dot_line *l,
                                         char *buf, size_t len);

/* ------------------------------------------------------------------ */
/* Probe files (validation/probe_file.c)                               */
/* ------------------------------------------------------------------ */

/* A probe file is a header and one dot line per test:
 *     #mmaemu-probe 1
 *     #arch sm90
 *     #instr mma.m16n8k16
 *     #variant NAME                                          (optional)
 *     #in bf16
 *     #out fp32
 *     #k 32
 *     #gen kind=mixed seed=9 count=3000 version=2 [start=I]  (optional)
 *     a_1 ... a_K | b_1 ... b_K | c
 * A plain dot file holds the dot lines alone (its formats are given
 * elsewhere).  An output file holds one hex pattern of d per dot line.
 * Every reader applies one strictness (docs/validation.md):
 *  - blanks at either end of a line are ignored; blank lines, and '#' lines
 *    that are not header lines, are comments anywhere;
 *  - "#mmaemu-probe 1" is the first line or absent; the header lines follow
 *    it, each at most once and before the first dot line, each value one
 *    word; #in, #out and #k are required; #k is decimal, 1 .. MAX_K;
 *  - a #gen line whose first field is key=value is mmaemu's generator spec
 *    (kind= and seed= required; count=, version=, start= optional); another
 *    #gen line names another generator and is a comment;
 *  - a dot line holds hex patterns of exactly their formats' widths
 *    (optional 0x), as many b as a values, #k of each if the header says;
 *  - an output is exactly as many hex digits as the accumulator width / 4
 *    (no 0x), and there are as many outputs as dot lines. */

typedef struct mmaemu_probe_header {
    int probe;                 /* 1 or 2: "#mmaemu-probe N" first; 0: plain dot lines */
    char arch[64];             /* #arch, "" if absent */
    char instr[128];           /* #instr, "" if absent */
    char variant[64];          /* #variant, "" if absent */
    mmaemu_format in, acc;     /* #in, #out */
    size_t k;                  /* #k (0: absent) */
    int gen;                   /* 1: a #gen line in mmaemu's key=value form */
    mmaemu_probe_spec spec;    /* its kind, seed, version; in, acc and k from the header */
    uint64_t gen_start;        /* start=: the index of the first line (0 if absent) */
    uint64_t gen_count;        /* count=, if have_gen_count */
    int have_gen_count;
    unsigned seen;             /* internal: the header lines read */
    /* Version 2 ("#mmaemu-probe 2"): the dot lines are exactly `mmaemu dot`'s
     * (2 hex digits for formats of 8 bits or fewer), and these may be set: */
    mmaemu_format b;           /* "#in A,B": B's format (else b == in) */
    mmaemu_format scale;       /* #scale ue8m0|ue4m3 */
    size_t block;              /* #block 16|32 (0: no scales) */
    char scale_kind[16];       /* #scale-kind mxf8f6f4|mxf4|mxf4nvf4, "" if absent */
} mmaemu_probe_header;

/* The header lines of h, each ending in a newline: #mmaemu-probe 1, #arch,
 * #instr, #variant (if not ""), #in, #out, #k and, if h->gen, #gen (count=
 * if h->have_gen_count, start= if not 0).  Returns the length of the whole
 * text, like snprintf: it fits if < len. */
MMAEMU_API size_t mmaemu_probe_format_header(const mmaemu_probe_header *h, char *buf, size_t len);

/* Write "a_1 ... a_k | b_1 ... b_k | c" (lower-case hex in the formats'
 * widths, no newline; what mmaemu_probe_parse_line reads) into buf.  Returns
 * the length of the whole line, like snprintf: it fits if < len. */
MMAEMU_API size_t mmaemu_probe_format_line(mmaemu_format in, mmaemu_format acc, const uint32_t *a,
                                           const uint32_t *b, size_t k, uint32_t c, char *buf,
                                           size_t len);

/* Element i (flat C order) of input tensor tid of a recorded GEMM, in
 * format f (bf16, fp16, e4m3, e5m2 by RNE; fp32 with a random tf32 tail),
 * as validation/device/gemm/gemm_gen.py defines it. */
MMAEMU_API uint32_t mmaemu_recording_input(uint64_t seed, unsigned tid, uint64_t i,
                                           mmaemu_format f);
/* FNV-1a 64 over bytes (little-endian words: the recordings' checksum). */
MMAEMU_API uint64_t mmaemu_fnv1a64(const void *data, size_t bytes);

/* Parse one line "a_1 ... a_K | b_1 ... b_K | c" (hex patterns of exactly
 * their formats' widths, optional 0x) into a and b (capacity cap each), k
 * and c.  Returns 0, or -1 with a one-line reason in err. */
MMAEMU_API int mmaemu_probe_parse_line(const char *line, mmaemu_format in, mmaemu_format acc,
                                       uint32_t *a, uint32_t *b, size_t cap, size_t *k, uint32_t *c,
                                       char *err, size_t errlen);

/* Parse one output, blanks around it allowed: exactly width/4 hex digits
 * of acc.  Returns 0, or -1 with a one-line reason in err. */
MMAEMU_API int mmaemu_probe_parse_output(const char *text, mmaemu_format acc, uint32_t *d,
                                         char *err, size_t errlen);

/* A whole string as an unsigned 64-bit number in C syntax (decimal, 0x
 * hex, 0 octal; no sign, no blanks), as in #gen and the options that make
 * it.  Returns 0, or -1. */
MMAEMU_API int mmaemu_probe_parse_u64(const char *s, uint64_t *out);

/* ------------------------------------------------------------------ */
/* Reading probe, dot and output files (validation/probe_file.c)       */
/* ------------------------------------------------------------------ */

/* Where a reader's bytes come from: read returns the bytes read, 0 at the
 * end or -1 on an error (then error says why); close may be NULL. */
typedef struct mmaemu_probe_source {
    long (*read)(void *handle, char *buf, size_t len);
    const char *(*error)(void *handle);
    int (*close)(void *handle);
    void *handle;
} mmaemu_probe_source;

/* A file read line by line.  Every error is one line "PATH:LINE: problem". */
typedef struct mmaemu_probe_reader {
    const char *path;              /* as given, for messages */
    unsigned long lineno;          /* the line read last */
    unsigned long long count;      /* dot lines (or outputs) returned */
    mmaemu_probe_header header;    /* after mmaemu_probe_read_header */
    const char *text;              /* the dot line returned last, trimmed (until the next read) */
    mmaemu_probe_source src;       /* internal */
    char *buf;
    size_t cap, start, end;
    int eof, held;
} mmaemu_probe_reader;

/* One dot line, into the caller's arrays a and b (cap values each). */
typedef struct mmaemu_probe_dot {
    uint32_t *a, *b;
    size_t cap;
    size_t k;                      /* values read into a and into b */
    uint32_t c;
    uint32_t *sa, *sb;             /* version 2 with #block: k / block scales each (room cap) */
} mmaemu_probe_dot;

/* Open a file, plain or gzip-compressed (validation/probe_gz.c, zlib).
 * Returns 0, or -1 with "PATH: cannot open: reason" in err. */
MMAEMU_API int mmaemu_probe_open(mmaemu_probe_reader *r, const char *path, char *err,
                                 size_t errlen);
/* Read from any source; path names it in messages. */
MMAEMU_API void mmaemu_probe_open_source(mmaemu_probe_reader *r, const char *path,
                                         const mmaemu_probe_source *src);
/* Close the source and free the reader's buffers. */
MMAEMU_API void mmaemu_probe_close(mmaemu_probe_reader *r);

/* Read the header, everything before the first dot line, into r->header.
 * need_probe: the first line must be "#mmaemu-probe 1".  Returns 0, or -1
 * with the problem in err. */
MMAEMU_API int mmaemu_probe_read_header(mmaemu_probe_reader *r, int need_probe, char *err,
                                        size_t errlen);
/* The next dot line (formats in and acc).  Returns 1, 0 at the end, or -1. */
MMAEMU_API int mmaemu_probe_read_dot(mmaemu_probe_reader *r, mmaemu_format in, mmaemu_format acc,
                                     mmaemu_probe_dot *dot, char *err, size_t errlen);
/* The next output of an output file.  Returns 1, 0 at the end, or -1. */
MMAEMU_API int mmaemu_probe_read_output(mmaemu_probe_reader *r, mmaemu_format acc, uint32_t *d,
                                        char *err, size_t errlen);
/* The next dot line of probe and its output *d from out.  Returns 1; 0 at
 * the end of both; -1 on any error, also when one file ends before the
 * other or there are no dot lines. */
MMAEMU_API int mmaemu_probe_read_pair(mmaemu_probe_reader *probe, mmaemu_probe_reader *out,
                                      mmaemu_format in, mmaemu_format acc, mmaemu_probe_dot *dot,
                                      uint32_t *d, char *err, size_t errlen);

/* ------------------------------------------------------------------ */
/* Checking device outputs against a model (validation/probe_check.c)  */
/* ------------------------------------------------------------------ */

/* The model: the probe header's #arch, #variant and #instr, each replaced
 * by an option given here; or a model file (mmaemu_model_load). */
typedef struct mmaemu_probe_check_options {
    const char *arch, *variant, *instr;   /* NULL: the header's */
    const char *model_path;               /* non-NULL: this model file instead */
    int saturate;                         /* s32 out: clamp (.satfinite), not wrap */
} mmaemu_probe_check_options;

#define MMAEMU_PROBE_CHECK_SHOWN 10   /* mismatches kept */

typedef struct mmaemu_probe_mismatch {
    unsigned long lineno;      /* the dot line's line in the probe file */
    int kind;                  /* its probe kind (#gen), or -1 */
    uint32_t model, device;
    char *text;                /* the dot line */
} mmaemu_probe_mismatch;

typedef struct mmaemu_probe_check_result {
    mmaemu_probe_header header;
    mmaemu_instr model;                  /* the model (strings owned by the registry or here) */
    const char *arch_label;              /* the arch name, or "model" for a model file */
    const char *variant_label;           /* the variant, the model file's path, or NULL */
    unsigned long long total, match;     /* dot lines, and those the model reproduces */
    int per_kind;                        /* 1: every line is the one #gen makes */
    unsigned long gen_bad_line;          /* else, with a #gen: the first line that is not */
    unsigned long long kind_total[MMAEMU_PROBE_KIND_COUNT];
    unsigned long long kind_match[MMAEMU_PROBE_KIND_COUNT];
    int n_shown;                         /* the first mismatches */
    mmaemu_probe_mismatch shown[MMAEMU_PROBE_CHECK_SHOWN];
    int loaded;                          /* internal: model came from a file */
} mmaemu_probe_check_result;

/* Compute the model's d for every dot line of the probe file and compare
 * it bit for bit with the output file.  Returns 0 (res filled: every line
 * matches iff res->match == res->total); -1 for bad input, with
 * "FILE:LINE: problem" or "FILE: problem" in err; -2 for a bad option
 * (an unknown --arch, --variant or --instr) or no memory, the problem in
 * err.  After 0, free res with mmaemu_probe_check_free; after an error it
 * holds nothing. */
MMAEMU_API int mmaemu_probe_check(const char *probe_path, const char *out_path,
                                  const mmaemu_probe_check_options *opt,
                                  mmaemu_probe_check_result *res, char *err, size_t errlen);
MMAEMU_API void mmaemu_probe_check_free(mmaemu_probe_check_result *res);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_PROBE_H */
