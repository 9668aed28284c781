/* SPDX-License-Identifier: MIT */
/* mmaemu/infer.h -- inferring a device model from device outputs alone
 * (`mmaemu infer`, docs/validation.md "Inferring a model from device
 * outputs").  Part of the public API of libmmaemu; include <mmaemu.h> for
 * all of it.  The model-file API and its spellings are in mmaemu/model.h. */
#ifndef MMAEMU_INFER_H
#define MMAEMU_INFER_H

#include <stdio.h>

#include "mmaemu/model.h"
#include "mmaemu/probe.h"
#include "mmaemu/export.h"

/* ------------------------------------------------------------------ */
/* Device data                                                         */
/* ------------------------------------------------------------------ */

/* Lines a_1..a_K | b_1..b_K | c with the device's d, all in one format
 * pair.  Line i has values a[off[i] .. off[i+1]). */
typedef struct mmaemu_infer_data {
    int have_formats;          /* in/acc set (by a header, an option or init) */
    mmaemu_format in, acc;
    size_t n, cap;             /* lines */
    size_t *off;               /* n + 1 offsets */
    uint32_t *a, *b;           /* values */
    size_t vcap;
    uint32_t *c, *d;           /* per line: C and the device's D */
    int kmin, kmax;            /* values per line */
    int header_k;              /* a probe header's #k (values per line), else 0 */
    char name[96];             /* a probe header's #instr, else "" */
    char arch[64];             /* a probe header's #arch, else "" */
    char files[512];           /* the input files read, space separated */
} mmaemu_infer_data;

/* Empty data; have_formats = 0 until a header or mmaemu_infer_data_formats. */
MMAEMU_API void mmaemu_infer_data_init(mmaemu_infer_data *d);
MMAEMU_API void mmaemu_infer_data_formats(mmaemu_infer_data *d, mmaemu_format in,
                                          mmaemu_format acc);
/* Append one line (k values each in a and b).  Returns 0, -1 out of memory. */
MMAEMU_API int mmaemu_infer_data_add(mmaemu_infer_data *d, const uint32_t *a, const uint32_t *b,
                                     size_t k, uint32_t c, uint32_t dev);
/* Append the lines of a probe file or of plain dot lines (.gz or not) and
 * the device outputs (one hex pattern per line, .gz or not).  in_fmt /
 * out_fmt: format names from the command line or NULL; a probe header's
 * #in / #out is used where they are NULL, and must agree where both are
 * given.  Returns 0, or -1 with "FILE:LINE: problem" in err. */
MMAEMU_API int mmaemu_infer_data_read(mmaemu_infer_data *d, const char *inputs, const char *outputs,
                                      const char *in_fmt, const char *out_fmt, char *err,
                                      size_t errlen);
MMAEMU_API void mmaemu_infer_data_free(mmaemu_infer_data *d);

/* ------------------------------------------------------------------ */
/* Inference                                                           */
/* ------------------------------------------------------------------ */

#define MMAEMU_INFER_ZLO (-400)   /* e_zero values searched: ZLO .. 0 */
#define MMAEMU_INFER_ZWORDS 7     /* 401 bits */

typedef struct mmaemu_infer_options {
    int instr_k;        /* the instruction's k; 0: from the probe header's #instr name
                           (mmaemu_infer_k_from_name) if it divides the values per
                           line, else the values per line */
    int prune_lines;    /* lines of the pruning pass; 0: 48 */
    int verbose;        /* progress on stderr */
    const char *name;   /* model name; NULL: the header's #instr, else "inferred" */
    int family;         /* -1: from the name (mmaemu_model_family_of) */
} mmaemu_infer_options;

/* A candidate that fits the data (NaN payloads and the sign of zero
 * aside: "relaxed"), with the e_zero values it allows (T-FDPA). */
typedef struct mmaemu_infer_cand {
    mmaemu_instr ins;                   /* strings NULL */
    uint64_t ez[MMAEMU_INFER_ZWORDS];   /* bit z - ZLO: e_zero = z fits (T-FDPA) */
    int zero_fit;                       /* bit 0: zero_sign +0 fits; bit 1: ieee fits */
    int exact;                          /* reproduces every line bit for bit */
} mmaemu_infer_cand;

#define MMAEMU_INFER_MISMATCHES 5

typedef struct mmaemu_infer_result {
    int k;                        /* instruction k searched */
    const char *k_source;         /* "given", "from the header's #instr", "values per line" */
    size_t lines;
    size_t n_candidates;          /* enumerated */
    size_t n_prune_lines;         /* lines in the pruning pass */
    size_t n_after_prune;         /* candidates alive after it */
    size_t n_relaxed;             /* fit every line up to NaN payload / zero sign */
    size_t n_exact;               /* fit every line bit for bit */
    mmaemu_infer_cand *surv;      /* the relaxed survivors, canonical order first */
    size_t n_surv;
    int found;                    /* 1: model reproduces every line */
    mmaemu_instr model;           /* the chosen model (name/source owned here) */
    size_t model_index;           /* its index in surv, or (size_t)-1 (fallback) */
    size_t matched;               /* lines the model reproduces bit for bit */
    int ez_lo, ez_hi, ez_runs;    /* model's allowed e_zero: [lo, hi] in ez_runs runs */
    /* First mismatches of the model (index into the data, device, model). */
    int n_mism;
    size_t mism_line[MMAEMU_INFER_MISMATCHES];
    uint32_t mism_dev[MMAEMU_INFER_MISMATCHES], mism_model[MMAEMU_INFER_MISMATCHES];
    /* Evidence gathered from the outputs alone. */
    size_t nan_lines;             /* device output NaN */
    int nan_patterns;             /* distinct NaN patterns */
    uint32_t nan_pattern;         /* the most frequent (the model's nan) */
    size_t nan_pattern_count;
    size_t zero_lines, negzero_lines;   /* device output +-0 / -0 */
    size_t sub_in_lines;          /* lines with a subnormal operand or C */
    size_t sub_out_lines;         /* lines whose device output is subnormal */
    double seconds_prune, seconds_full, seconds_total;
} mmaemu_infer_result;

/* Search the parameter space (no registry) for models that reproduce the
 * data.  Returns 0 (res filled; res->found says whether every line is
 * reproduced), or -1 with a reason in err (no lines, bad k). */
MMAEMU_API int mmaemu_infer(const mmaemu_infer_data *d, const mmaemu_infer_options *opt,
                            mmaemu_infer_result *res, char *err, size_t errlen);
/* The model file, with comments stating the evidence. */
MMAEMU_API int mmaemu_infer_write_model(FILE *f, const mmaemu_infer_data *d,
                                        const mmaemu_infer_result *r);
/* The JSON summary (jansson): the data, the search, the model, what the
 * data leave open.  Free with mmaemu_infer_json_free; NULL out of memory.
 * The text report is the command line's (cli/infer_text.c), from the
 * result and mmaemu_infer_params. */
MMAEMU_API char *mmaemu_infer_json(const mmaemu_infer_data *d, const mmaemu_infer_result *r);
MMAEMU_API void mmaemu_infer_json_free(char *text);

/* One parameter of the model as the candidates that fit the data leave
 * it: the rows of the report, algorithm first. */
#define MMAEMU_INFER_PARAMS 9
typedef struct mmaemu_infer_param {
    const char *name;   /* "algorithm", "L", "k_interleave", "widen_fp16", "c_after",
                           "F", "F2", "output", "ezero_rule" */
    int applies;        /* 0: no parameter of the model's algorithm */
    char value[96];     /* the model's value, as the model file spells it */
    int n_fit;          /* distinct values among the candidates (0: none fit) */
    char fit[512];      /* those values ascending, "25..27" / "terms, floor" */
} mmaemu_infer_param;

/* The parameters of r's model (p[MMAEMU_INFER_PARAMS]); returns the
 * candidates they stand on: the exact fits, else the relaxed ones (0:
 * none fits, the model is the best match). */
MMAEMU_API size_t mmaemu_infer_params(const mmaemu_infer_result *r,
                                      mmaemu_infer_param p[MMAEMU_INFER_PARAMS]);
/* What the data leave open, as one line ("" when nothing):
 * "F (25..27 fit; 25 chosen), e_zero (...)". */
MMAEMU_API void mmaemu_infer_not_determined(const mmaemu_infer_result *r, char *buf, size_t n);
/* A model's algorithm as the report names it ("TR-FDPA/...", "FTZ-AddMul/P2"). */
MMAEMU_API void mmaemu_infer_alg_text(const mmaemu_instr *m, char *buf, size_t n);
/* The canonical e_zero: -108 - F (fp32 accumulator), 4 - F (fp16); the
 * model gets it when the data allow it, else the allowed value nearest. */
MMAEMU_API int mmaemu_infer_canon_ez(mmaemu_format acc, int F);
MMAEMU_API void mmaemu_infer_result_free(mmaemu_infer_result *r);

/* The k an instruction name states: "mma.m16n8k32" -> 32, "wgmma.m64nNk16"
 * -> 16, "mfma.32x32x8" / "v_mfma_f32_32x32x8_bf16" -> 8; 0 if none. */
MMAEMU_API int mmaemu_infer_k_from_name(const char *name);

/* Does e_zero = z lie in a candidate's allowed set? */
MMAEMU_API int mmaemu_infer_ez_allows(const uint64_t *ez, int z);

#endif
