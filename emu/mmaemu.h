/* mmaemu.h -- the one public header of libmmaemu.
 *
 * mmaemu predicts, bit for bit, what GPU matrix units (NVIDIA tensor cores,
 * AMD MFMA) produce.  Every device is data: a table row of engine parameters
 * (models/), interpreted by one parameterised fused dot-product-add engine
 * (emu/engine*.c).  An independent MPFR/GMP implementation of the same
 * specification (emu/reference.c) is the oracle the fast engine is tested
 * against.  docs/design.md explains every parameter.
 */
#ifndef MMAEMU_H
#define MMAEMU_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Formats                                                             */
/* ------------------------------------------------------------------ */

typedef enum mmaemu_format {
    MMAEMU_FP32 = 0,
    MMAEMU_FP16,
    MMAEMU_BF16,
    MMAEMU_TF32,      /* 1+8+10, held in an fp32 container (low 13 bits) */
    MMAEMU_E4M3,      /* OCP E4M3FN: no Inf, NaN = S.1111.111, max 448 */
    MMAEMU_E5M2,      /* OCP E5M2: IEEE-like, Inf and NaN */
    MMAEMU_E4M3FNUZ,  /* bias 8, NaN = 0x80, no -0, no Inf, max 240 */
    MMAEMU_E5M2FNUZ,  /* bias 16, NaN = 0x80, no -0, no Inf, max 57344 */
    MMAEMU_E8M13,     /* NVIDIA fp8 accumulator: 1+8+13 in an fp32 container */
    MMAEMU_FORMAT_COUNT
} mmaemu_format;

/* How the top exponent code and the sign bit are used. */
typedef enum mmaemu_specials {
    MMAEMU_SPECIALS_IEEE, /* max exponent: Inf (fraction 0) or NaN */
    MMAEMU_SPECIALS_FN,   /* no Inf; only all-ones exponent+fraction is NaN */
    MMAEMU_SPECIALS_FNUZ  /* no Inf, no -0; the pattern 1000..0 is NaN */
} mmaemu_specials;

typedef struct mmaemu_format_info {
    const char *name;      /* "fp32", "bf16", "e4m3", ... (CLI spelling) */
    int width;             /* bits of the pattern (tf32/e8m13: 32, fp32 container) */
    int exp_bits;
    int frac_bits;         /* explicit fraction bits (tf32 10, e8m13 13) */
    int bias;
    int emin;              /* exponent of the smallest normal; subnormals use it too */
    int emax;              /* exponent of the largest finite value */
    int container_shift;   /* low fraction bits of the container that are unused */
    mmaemu_specials specials;
} mmaemu_format_info;

const mmaemu_format_info *mmaemu_format_get(mmaemu_format f);
/* Parse a CLI spelling ("bf16", "e4m3fnuz", ...); returns 0 on success. */
int mmaemu_format_parse(const char *name, mmaemu_format *out);

typedef enum mmaemu_class {
    MMAEMU_CLASS_ZERO,
    MMAEMU_CLASS_FINITE,   /* normal or subnormal, non-zero */
    MMAEMU_CLASS_INF,
    MMAEMU_CLASS_NAN
} mmaemu_class;

/* A decoded value: (-1)^sign * sig * 2^(exp - frac_bits).
 * exp is the alignment exponent used by every matrix-unit model: the
 * unbiased exponent of a normal value, and emin for subnormals and zero.
 * sig includes the hidden bit of normals, so 1 <= sig/2^frac_bits < 2 for
 * normals and < 1 for subnormals. */
typedef struct mmaemu_value {
    mmaemu_class cls;
    int sign;
    uint64_t sig;
    int exp;
    int frac_bits;
} mmaemu_value;

/* Decode a bit pattern.  TF32: the fp32 container is truncated to tf32
 * first (low 13 bits dropped; a NaN whose payload lies only there becomes
 * Inf), which is what NVIDIA tensor cores and CDNA3 xf32 do. */
void mmaemu_decode(mmaemu_format f, uint32_t bits, mmaemu_value *v);

typedef enum mmaemu_rounding {
    MMAEMU_RNE = 0, /* to nearest, ties to even */
    MMAEMU_RZ,      /* toward zero */
    MMAEMU_RD,      /* toward -Inf */
    MMAEMU_RU,      /* toward +Inf */
    MMAEMU_RNA,     /* to nearest, ties away from zero */
    MMAEMU_RTO      /* round to odd (sticky into the last bit) */
} mmaemu_rounding;

/* Flags for mmaemu_round_exact. */
#define MMAEMU_SATURATE 1u  /* overflow in a nearest mode gives max finite */

/* Round (-1)^sign * (mag + sticky*eps) * 2^exp into format f, where sticky
 * says that non-zero bits lie below the last bit of mag.  Overflow follows
 * the rounding direction (RZ/RD/RU toward max finite where IEEE says so);
 * a format without Inf gives NaN on overflow unless MMAEMU_SATURATE.
 * A zero result keeps the given sign (FNUZ gives +0).  Sticky bits must lie
 * below the rounding position (give mag two bits more than the format
 * keeps when sticky is set).  Returns the pattern. */
uint32_t mmaemu_round_exact(mmaemu_format f, int sign, uint64_t mag, int exp,
                            int sticky, mmaemu_rounding mode, unsigned flags);

/* Convert a pattern between formats with the given rounding.  A NaN between
 * IEEE-style formats keeps its sign and leading payload and is quieted;
 * otherwise it becomes the target's default NaN (FN 0x7F, FNUZ 0x80).
 * Inf into a format without Inf gives NaN, or max finite with SATURATE. */
uint32_t mmaemu_convert(mmaemu_format from, uint32_t bits, mmaemu_format to,
                        mmaemu_rounding mode, unsigned flags);

/* Pattern widened exactly to fp32 (defined for every format but FP32 itself
 * returns bits; e8m13/tf32 are fp32 already).  Used for printing and data. */
uint32_t mmaemu_to_fp32_bits(mmaemu_format f, uint32_t bits);

/* ------------------------------------------------------------------ */
/* The fused dot-product-add engine: one step d = c + sum a_i*b_i      */
/* ------------------------------------------------------------------ */

typedef enum mmaemu_algorithm {
    MMAEMU_ALG_T_FDPA,     /* NVIDIA: truncate every term (C too) to F bits below
                              E = max exponent, exact sum, one output rounding */
    MMAEMU_ALG_TR_FDPA,    /* AMD CDNA3: products truncated to F bits below their
                              max, C and sum floored at E, renormalise, floor F2,
                              RNE to fp32 */
    MMAEMU_ALG_GTR_FDPA,   /* AMD CDNA3 fp8: TR-FDPA with even-k and odd-k
                              products fused separately */
    MMAEMU_ALG_E_FDPA,     /* AMD CDNA1: exact sum, one RNE to fp32 (also an
                              IEEE add: L = 1, b = 1.0; fp16 allowed) */
    MMAEMU_ALG_FTZ_ADDMUL, /* AMD CDNA2: fp32 products, pairwise fp32 RNE adds,
                              subnormals flushed */
    MMAEMU_ALG_FMA         /* sequential fp32 fma per k (fp32 MFMA, tf32-less) */
} mmaemu_algorithm;

/* The step's final rounding into the accumulator format. */
typedef enum mmaemu_out_rounding {
    MMAEMU_OUT_RZ_FP32,    /* truncate to fp32; |x| >= 2^128 gives Inf */
    MMAEMU_OUT_RZ_E8M13,   /* truncate to a 13-bit fraction (fp8 on Ada/Hopper) */
    MMAEMU_OUT_RNE_FP16,   /* round to nearest even fp16 */
    MMAEMU_OUT_RNE_FP32    /* round to nearest even fp32 */
} mmaemu_out_rounding;

/* Which exponent zero terms (zero products, C = 0) get in T-FDPA. */
typedef enum mmaemu_ezero_rule {
    MMAEMU_EZERO_TERMS,  /* zero terms take e_zero and join the max (MMA-Sim) */
    MMAEMU_EZERO_FLOOR   /* E = max(e of non-zero terms, e_zero) always
                            (Khattak & Mikaitis' min_exp_limit) */
} mmaemu_ezero_rule;

/* How C enters a T-FDPA step. */
typedef enum mmaemu_c_entry {
    MMAEMU_C_FUSED = 0,  /* C is one more term of the truncated sum */
    MMAEMU_C_IGNORED     /* C does not enter at all (hypothesis only) */
} mmaemu_c_entry;

/* The MMA-Sim CDNA3 variants (differ only after cancellation or carry). */
typedef enum mmaemu_tr_variant {
    MMAEMU_TR_RENORM_FLOOR = 0, /* newest: add, renormalise, floor to F2 bits */
    MMAEMU_TR_FLOOR_BEFORE      /* oldest: floor the sum to F2 bits relative to E
                                   before the add, no renormalise-then-floor */
} mmaemu_tr_variant;

/* Sign of an exactly-zero result. */
typedef enum mmaemu_zero_sign {
    MMAEMU_ZERO_POSITIVE = 0, /* every zero result is +0, also a non-zero sum
                                 rounded to zero (NVIDIA: measured on H100) */
    MMAEMU_ZERO_IEEE          /* -0 only when every term is -0 (IEEE RNE sum) */
} mmaemu_zero_sign;

typedef struct mmaemu_step_params {
    mmaemu_algorithm alg;
    mmaemu_format a_fmt, b_fmt; /* operand formats */
    mmaemu_format acc_fmt;      /* C and D: MMAEMU_FP32 or MMAEMU_FP16 */
    int L;                      /* products fused in one step */
    int F;                      /* fraction bits kept below the alignment exponent */
    int F2;                     /* TR/GTR: fraction bits after renormalising (31) */
    int e_zero;                 /* T-FDPA: exponent of zero terms */
    mmaemu_ezero_rule ezero_rule;
    mmaemu_out_rounding out;
    mmaemu_c_entry c_entry;
    mmaemu_tr_variant tr_variant;
    mmaemu_zero_sign zero_sign;
    int ftz_pair;               /* FTZ-AddMul: products per pairwise group (2 or 4) */
    uint32_t nan_bits;          /* pattern of a NaN result in acc_fmt */
} mmaemu_step_params;

/* Check a parameter set; returns NULL if usable, else a static message. */
const char *mmaemu_params_check(const mmaemu_step_params *p);

/* One step: d = c + sum_{i<n} a[i]*b[i] with n <= p->L (missing products are
 * zero).  a, b in p->a_fmt / p->b_fmt, c and the result in p->acc_fmt. */
uint32_t mmaemu_step(const mmaemu_step_params *p, const uint32_t *a,
                     const uint32_t *b, int n, uint32_t c);

/* The same specification computed with MPFR/GMP (slow, independent). */
uint32_t mmaemu_ref_step(const mmaemu_step_params *p, const uint32_t *a,
                         const uint32_t *b, int n, uint32_t c);

/* ------------------------------------------------------------------ */
/* Device models                                                       */
/* ------------------------------------------------------------------ */

typedef enum mmaemu_family {
    MMAEMU_FAMILY_MMA,     /* mma.sync / wmma */
    MMAEMU_FAMILY_WGMMA,   /* Hopper warpgroup MMA */
    MMAEMU_FAMILY_TCGEN05, /* Blackwell tcgen05.mma */
    MMAEMU_FAMILY_MFMA     /* AMD matrix fused multiply-add */
} mmaemu_family;

/* One instruction of one arch for one operand/accumulator format pair. */
typedef struct mmaemu_instr {
    const char *name;        /* full shape: "mma.m16n8k16", "wgmma.m64nNk16",
                                "tcgen05.kind::f16", "mfma.32x32x8" */
    mmaemu_family family;
    int k;                   /* products per output element per instruction */
    mmaemu_step_params step; /* the datapath; step.L divides k */
    int triton_default;      /* the instruction Triton emits for this format */
    int verified;            /* 1: checked against device data; 0: hypothesis */
    const char *variant;     /* NULL: every variant; else only that variant */
    const char *source;      /* citation keys, see docs/models.md */
    /* How the instruction is built from steps (design.md 4); 0 = plain. */
    int widen_fp16;          /* operands converted exactly to fp16 first; the
                                steps see fp16 (ptxas's fp8 mma.sync on sm_90) */
    int k_interleave;        /* 0: step s takes k in [s*L, (s+1)*L); g > 0:
                                step s takes the k with (k/g) mod (k/L) == s */
    int c_after;             /* 1: the steps chain from +0 and C is added last
                                with one IEEE RNE add in the acc format */
} mmaemu_instr;

typedef struct mmaemu_variant_info {
    const char *name;
    const char *summary;     /* one line: what the hypothesis is */
    int verified;
} mmaemu_variant_info;

typedef struct mmaemu_arch {
    const char *name;              /* "sm90", "gfx942" */
    const char *products;          /* space-separated aliases: "H100 H200" */
    const char *vendor;            /* "NVIDIA" / "AMD" */
    const mmaemu_instr *instrs;
    size_t n_instrs;
    const mmaemu_variant_info *variants; /* first one is the default */
    size_t n_variants;
} mmaemu_arch;

size_t mmaemu_arch_count(void);
const mmaemu_arch *mmaemu_arch_at(size_t i);
/* Find by arch name or product alias, case-insensitive.  NULL if unknown. */
const mmaemu_arch *mmaemu_arch_find(const char *name);

/* Select the instruction for (arch, variant, instr spec, formats).
 * variant NULL: the arch's default.  spec NULL: Triton's choice; a family
 * name ("mma", "wgmma", "tcgen05", "mfma"): that family's instruction for
 * the format; else a full name.  On failure returns NULL and writes a
 * one-line reason into err. */
const mmaemu_instr *mmaemu_instr_select(const mmaemu_arch *arch,
                                        const char *variant, const char *spec,
                                        mmaemu_format in, mmaemu_format acc,
                                        char *err, size_t errlen);

/* A dot product of any length through one instruction: K is zero-padded
 * to a multiple of the instruction's k and consumed in ascending steps of
 * step.L; each step's rounded output is the next step's C. */
uint32_t mmaemu_dot(const mmaemu_instr *ins, const uint32_t *a,
                    const uint32_t *b, size_t k, uint32_t c);
/* Parse one line "a_1 ... a_K | b_1 ... b_K | c" (hex patterns of exactly
 * their formats' widths, optional 0x) into a and b (capacity cap each), k
 * and c.  Returns 0, or -1 with a one-line reason in err. */
int mmaemu_parse_dot_line(const char *line, mmaemu_format in, mmaemu_format acc,
                          uint32_t *a, uint32_t *b, size_t cap, size_t *k, uint32_t *c,
                          char *err, size_t errlen);

/* The same through the MPFR/GMP reference engine. */
uint32_t mmaemu_ref_dot(const mmaemu_instr *ins, const uint32_t *a,
                        const uint32_t *b, size_t k, uint32_t c);

/* ------------------------------------------------------------------ */
/* Model files                                                         */
/* ------------------------------------------------------------------ */

/* A model file describes one mmaemu_instr as text (docs/design.md 5.1):
 * first line "mmaemu-model 1", then one "key value" per line (every field
 * of mmaemu_instr and its step), "#" comment lines, last line "end".
 * `mmaemu infer` writes them; `mmaemu dot --model FILE` reads them. */

/* Load and check (mmaemu_params_check and the instruction fields) a model
 * file into *out; its strings are allocated (mmaemu_model_free).  Returns
 * 0, or -1 with a one-line "PATH:LINE: problem" in err. */
int mmaemu_model_load(const char *path, mmaemu_instr *out, char *err, size_t errlen);
/* Write ins as a model file; comment (may be NULL, may hold several
 * lines) is written as "#" lines after the first line.  Returns 0, or -1
 * on a write error. */
int mmaemu_model_write(FILE *f, const mmaemu_instr *ins, const char *comment);
/* Free the strings of a loaded model (name, variant, source). */
void mmaemu_model_free(mmaemu_instr *ins);

/* ------------------------------------------------------------------ */
/* Probe workloads                                                     */
/* ------------------------------------------------------------------ */

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
 * widths, no newline; what mmaemu_parse_dot_line reads) into buf.  Returns
 * the length of the whole line, like snprintf: it fits if < len. */
size_t mmaemu_probe_format_line(mmaemu_format in, mmaemu_format acc,
                                const uint32_t *a, const uint32_t *b, size_t k,
                                uint32_t c, char *buf, size_t len);

/* ------------------------------------------------------------------ */
/* Kernels: .npy files, GEMM over an explicit schedule, DCPP programs  */
/* ------------------------------------------------------------------ */

/* .npy arrays (kernels/npy.c): little-endian, C order.  A path ending in
 * ".gz" is written gzip-compressed; reading accepts plain and gzip files. */
typedef enum mmaemu_npy_dtype {
    MMAEMU_NPY_U16 = 0,  /* '<u2': bf16/fp16 bit patterns */
    MMAEMU_NPY_F32,      /* '<f4' (held as uint32 bit patterns) */
    MMAEMU_NPY_F64       /* '<f8' (read only; held as uint64 patterns) */
} mmaemu_npy_dtype;

#define MMAEMU_NPY_MAX_DIMS 8

typedef struct mmaemu_npy {
    mmaemu_npy_dtype dtype;
    int ndim;
    size_t shape[MMAEMU_NPY_MAX_DIMS];
    size_t count;        /* product of the shape */
    void *data;          /* uint16_t / uint32_t / uint64_t [count] */
} mmaemu_npy;

/* Read a .npy or .npy.gz file.  Returns 0, or -1 with a one-line
 * "PATH: problem" in err (nothing to free then). */
int mmaemu_npy_read(const char *path, mmaemu_npy *out, char *err, size_t errlen);
/* Read and require dtype and shape (ndim dims).  Same returns. */
int mmaemu_npy_read_expect(const char *path, mmaemu_npy_dtype dtype, int ndim,
                           const size_t *shape, mmaemu_npy *out, char *err, size_t errlen);
/* Write an array (U16 or F32); gzip when the path ends in ".gz". */
int mmaemu_npy_write(const char *path, const mmaemu_npy *arr, char *err, size_t errlen);
void mmaemu_npy_free(mmaemu_npy *arr);

/* ---- Tensor files (kernels/npy.c, kernels/safetensors.c) ---------- */

/* What a tensor file holds.  The 16-bit kinds come as uint16 patterns. */
typedef enum mmaemu_tensor_kind {
    MMAEMU_TENSOR_BITS16 = 0, /* .npy '<u2' / '<i2', safetensors U16 / I16: 16-bit patterns,
                                 format chosen by the caller */
    MMAEMU_TENSOR_BF16,       /* ml_dtypes bfloat16 .npy ('<V2', or '|V2'), safetensors BF16 */
    MMAEMU_TENSOR_FP16,       /* '<f2', safetensors F16 */
    MMAEMU_TENSOR_FP32,       /* '<f4', safetensors F32 */
    MMAEMU_TENSOR_FP64        /* '<f8', safetensors F64 */
} mmaemu_tensor_kind;

/* Read PATH: .npy, .npy.gz, or .safetensors; "FILE.safetensors:NAME" picks a
 * tensor (the first ".safetensors:" ends the file name), and a safetensors
 * file with exactly one tensor needs no name.  16-bit kinds are held as
 * uint16 in out->data (out->dtype MMAEMU_NPY_U16), fp32 as uint32
 * (MMAEMU_NPY_F32), fp64 as uint64 (MMAEMU_NPY_F64).  kind may be NULL.
 * Returns 0, or -1 with a one-line "PATH: problem" in err (out zeroed,
 * nothing to free).  mmaemu_npy_read, which reports no kind, refuses the
 * typed 16-bit kinds (bf16, fp16). */
int mmaemu_tensor_read(const char *path, mmaemu_npy *out, mmaemu_tensor_kind *kind, char *err,
                       size_t errlen);
/* Read a bf16 tensor (BITS16 or BF16 kinds) with exactly this shape (ndim
 * dims); any other kind or shape is an error naming the file, the expected
 * and the found kind and shape.  Same returns. */
int mmaemu_tensor_read_bf16(const char *path, int ndim, const size_t *shape, mmaemu_npy *out,
                            char *err, size_t errlen);
/* One tensor of a .safetensors file: NAME, or (name NULL or "") the only
 * one.  The whole header is validated (JSON, dtypes, shapes, offsets that
 * tile the data exactly).  Errors start with "FILE: ".  Same returns. */
int mmaemu_safetensors_read(const char *file, const char *name, mmaemu_npy *out,
                            mmaemu_tensor_kind *kind, char *err, size_t errlen);

/* ---- end of Tensor files ------------------------------------------ */

/* A strided 3-D view (batch, row, column) of a matrix of patterns, the
 * element width given by its format (8, 16 or 32 bits; fp32 as uint32).
 * Element (b, i, j) is at data[b*sb + i*si + j*sj] (strides in elements),
 * so a transpose is a swap of si and sj. */
typedef struct mmaemu_mat {
    const void *data;
    ptrdiff_t sb, si, sj;
} mmaemu_mat;

typedef enum mmaemu_epilogue {
    MMAEMU_EPI_NONE = 0, /* store the accumulator as it is (fp32) */
    MMAEMU_EPI_BF16,     /* store bf16(acc), RNE */
    MMAEMU_EPI_FP16      /* store fp16(acc), RNE */
} mmaemu_epilogue;

typedef enum mmaemu_combine {
    MMAEMU_COMBINE_SEQ = 0, /* ((p0 + p1) + p2) + ... */
    MMAEMU_COMBINE_TREE     /* (p0 + p1) + (p2 + p3), pairwise up */
} mmaemu_combine;

/* A schedule (kernels/schedule.c, docs/dcpp.md): how the K of one output
 * element is consumed.
 *   - K is zero-padded to whole blocks (a kernel's masked loads);
 *   - within each run of kpack instructions, the K of one instruction is
 *     not contiguous when kpack > 1 (Triton AMD: kgroups lane groups, each
 *     loading kpack*k/kgroups consecutive elements; instruction p of the
 *     run takes the p-th k/kgroups of every group);
 *   - split_k > 1 cuts K into contiguous ranges (whole blocks), each summed
 *     from +0, the partials combined by fp32 RNE adds in `combine` order;
 *   - promote P > 0 restarts a partial accumulator from +0 every P
 *     elements and adds it to the main one with an fp32 RNE add (Triton's
 *     max_num_imprecise_acc); 0 keeps one accumulator chained through C;
 *   - the final value is cast by the epilogue.
 * Text form: "instr=wgmma block_k=64 kgroups=4 kpack=2 split_k=1
 * combine=seq promote=0 out=bf16", keys in any order, separated by spaces
 * or commas; omitted keys keep their value. */
#define MMAEMU_SCHED_INSTR_MAX 48
typedef struct mmaemu_schedule {
    char instr[MMAEMU_SCHED_INSTR_MAX]; /* spec for mmaemu_instr_select */
    size_t block_k;          /* 0: pad to whole instructions only */
    unsigned kgroups;        /* >= 1 */
    unsigned kpack;          /* >= 1 */
    unsigned split_k;        /* >= 1 */
    mmaemu_combine combine;
    size_t promote;          /* 0 or a multiple of the instruction's k */
    mmaemu_epilogue epilogue;
    int epilogue_set;        /* 1 when text or code chose the epilogue */
} mmaemu_schedule;

/* A plain chain of instruction `instr` (block_k 0, no split, no kpack). */
void mmaemu_schedule_init(mmaemu_schedule *s, const char *instr);
/* Apply "key=value ..." onto s.  Returns 0, or -1 with a one-line reason. */
int mmaemu_schedule_parse(const char *text, mmaemu_schedule *s, char *err, size_t errlen);
/* The text form of s (every key); returns the length it needs. */
size_t mmaemu_schedule_format(const mmaemu_schedule *s, char *buf, size_t len);
/* Check s against its instruction (divisibility, formats).  0 or -1. */
int mmaemu_schedule_check(const mmaemu_schedule *s, const mmaemu_instr *ins, char *err,
                          size_t errlen);

/* The order in which the schedule consumes K: order[q] = the K index of
 * the q-th element fed to the instructions, for q < the padded length
 * (returned); indices >= K are padding zeros.  n: room in order. */
size_t mmaemu_schedule_k_order(const mmaemu_schedule *s, const mmaemu_instr *ins, size_t K,
                               size_t *order, size_t n);

/* One element under a schedule: a and b hold its K operands in natural
 * order (k = 0 .. K-1), c the initial accumulator; returns the value after
 * the epilogue (a bf16/fp16 pattern when out is bf16/fp16). */
uint32_t mmaemu_schedule_eval(const mmaemu_schedule *s, const mmaemu_instr *ins,
                              const uint32_t *a, const uint32_t *b, size_t K, uint32_t c);

/* The IEEE binary32 RNE sum x + y of two fp32 patterns: the CUDA-core /
 * VALU add that combines split-K and promoted partial sums. */
uint32_t mmaemu_fp32_add(uint32_t x, uint32_t y);

/* Progress of a long computation: fn(ctx, fraction done in [0, 1]) is
 * called now and then from one thread. */
typedef struct mmaemu_progress {
    void (*fn)(void *ctx, double done);
    void *ctx;
    double base, span;       /* this part covers [base, base + span] */
} mmaemu_progress;

/* One batched GEMM: for every batch and every (m, n), the K of
 * A[m][:] . B[:][n] consumed as the schedule says, C[m][n] (or +0) as the
 * initial accumulator of the first K range, D[m][n] = epilogue(result). */
typedef struct mmaemu_gemm {
    const mmaemu_instr *instr;   /* resolved from sched->instr */
    const mmaemu_schedule *sched;
    size_t batch, m, n, k;
    mmaemu_mat a;            /* (batch, m, k) in instr->step.a_fmt */
    mmaemu_mat b;            /* (batch, k, n) in instr->step.b_fmt */
    const mmaemu_mat *c;     /* NULL: start from +0; else (batch, m, n) in acc_fmt */
    void *d;                 /* output (batch, m, n) ... */
    ptrdiff_t d_sb, d_si, d_sj; /* ... its strides (elements of the epilogue's width) */
    const mmaemu_progress *progress; /* optional */
} mmaemu_gemm;

/* Run it (OpenMP over batches and rows; the result does not depend on the
 * thread count).  Returns 0, or -1 with a one-line reason in err. */
int mmaemu_gemm_run(const mmaemu_gemm *g, char *err, size_t errlen);

/* How mmaemu_gemm_run computes (kernels/fast.h).  Instructions with bf16 or
 * fp16 operands, an fp32 accumulator, no widening / interleave / late C,
 * and T-FDPA (RZ fp32, +0 zeros) or TR-FDPA steps take a fast path: the
 * operands decoded once, then 16 output columns at a time through one
 * tile kernel, bit for bit equal to mmaemu_dot under the schedule.  Every
 * other instruction, and every element whose operands or initial
 * accumulator hold NaN or Inf (or whose AMD products could reach 2^128),
 * takes the reference path: mmaemu_dot per element.  Paths:
 *   "ref"     mmaemu_dot per element for everything;
 *   "scalar"  the tile kernel for the base instruction set (portable);
 *   "avx2", "avx512"  the tile kernel compiled for those x86 extensions.
 * The environment variable MMAEMU_SIMD=ref|scalar|avx2|avx512|auto,
 * read by every run, forces one (mmaemu_gemm_run fails if the CPU cannot
 * run it); unset or auto: the best the CPU has.  Results never depend on
 * the path. */
/* The path a run would take now: "ref", "scalar", "avx2", "avx512"; NULL
 * if MMAEMU_SIMD names an unknown or unavailable path. */
const char *mmaemu_gemm_path(void);
/* 1 if this build and CPU can run the named path. */
int mmaemu_gemm_path_available(const char *name);
/* 1 if ins is covered by the fast path (with no NaN/Inf operands). */
int mmaemu_gemm_fast_covers(const mmaemu_instr *ins);

/* Schedule inference (kernels/infer_schedule.c): the schedules of a
 * library GEMM that reproduce a device's output D = epilogue(A B),
 * ranked by matched elements.  Every candidate is scored on `sample`
 * spread elements (0: 256); the best `top` (0: 3) on all elements, their
 * mismatches joining a probe set of 16 x sample spread elements; every
 * candidate on the probe set; the new best `top` on all elements. */
typedef struct mmaemu_infer_schedule_opts {
    const mmaemu_arch *arch;
    const char *variant;         /* NULL: the arch's default */
    mmaemu_format in, acc;       /* bf16/fp16 -> fp32 */
    mmaemu_epilogue out;         /* the device output's cast */
    size_t sample;
    size_t top;
} mmaemu_infer_schedule_opts;
typedef struct mmaemu_sched_candidate {
    mmaemu_schedule sched;
    const mmaemu_instr *instr;
    size_t tested, matched;      /* elements compared and reproduced */
    size_t order;                /* generation order: lower = simpler */
} mmaemu_sched_candidate;
/* A (batch, m, k), B (batch, k, n) strided; got (batch, m, n) contiguous
 * in the output's width.  Fills out[] (best first) with up to max_out
 * candidates.  Returns 0, or -1 with a reason. */
int mmaemu_infer_schedule(const mmaemu_infer_schedule_opts *o, size_t batch, size_t m, size_t n,
                          size_t k, mmaemu_mat a, mmaemu_mat b, const void *got,
                          mmaemu_sched_candidate *out, size_t max_out, size_t *n_out, char *err,
                          size_t errlen);

/* Triton's lowering of one tl.dot (kernels/triton_lower.c, docs/dcpp.md):
 * the tile it multiplies and the launch knobs that choose the instruction. */
typedef struct mmaemu_triton_dot {
    size_t m, n, k;          /* result M x N, reduction K of this tl.dot */
    unsigned num_warps;
    unsigned nonkdim;        /* AMD matrix_instr_nonkdim: 0 (auto), 16, 32 */
    unsigned kpack;          /* AMD kpack: 1 or 2 (gfx950 forces 1) */
    mmaemu_format in, acc;   /* operand and accumulator formats */
} mmaemu_triton_dot;
/* The schedule Triton emits for that dot on arch (block_k = dot->k, the
 * accumulator chained); why (optional) gets a one-line reason.  Returns 0,
 * or -1 when Triton would not use a matrix instruction (FMA path). */
int mmaemu_triton_schedule(const mmaemu_arch *arch, const mmaemu_triton_dot *dot,
                           mmaemu_schedule *out, char *why, size_t whylen);
/* The default schedule of a vendor library GEMM (cuBLAS, hipBLASLt) on
 * arch: a sequential chain of the arch's Triton-default instruction for
 * `in` -> `acc`; their real kernels are not public (docs/dcpp.md). */
int mmaemu_library_schedule(const mmaemu_arch *arch, mmaemu_format in, mmaemu_format acc,
                            mmaemu_schedule *out, char *err, size_t errlen);

/* DCPP (pytorch/helion#1661) inputs, validation/data/dcpp-h100/README.md:
 * element i (flat C order) of tensor tid (x 1, y 2, dout 3, b 4). */
#define MMAEMU_DCPP_M 3219
#define MMAEMU_DCPP_D 256
#define MMAEMU_DCPP_K 64
uint16_t mmaemu_dcpp_input(uint64_t seed, unsigned tid, uint64_t i);
/* Fill n elements from index 0. */
void mmaemu_dcpp_fill(uint64_t seed, unsigned tid, uint16_t *out, size_t n);
/* FNV-1a 64 over 16-bit words, little-endian bytes. */
uint64_t mmaemu_fnv1a64_u16(const uint16_t *w, size_t n);

/* The DCPP programs (kernels/dcpp.c, docs/dcpp.md): Helion's fused
 * kernels and Inductor's library bmm + Triton template, forward and
 * backward, every tl.dot lowered for the config's arch and every library
 * GEMM given a schedule.  Shapes x (B,M,D), y/dout (B,M,K), b/xty/db2
 * (B,D,K), all bf16 patterns. */
typedef enum mmaemu_dcpp_path {
    MMAEMU_DCPP_HELION = 0,
    MMAEMU_DCPP_INDUCTOR
} mmaemu_dcpp_path;

#define MMAEMU_DCPP_MAX_OVERRIDES 16
typedef struct mmaemu_dcpp_config {
    const mmaemu_arch *arch;
    char variant[32];            /* model variant; "" = the arch's default */
    /* Helion (report: num_warps 4, nonkdim 0, no kpack): rows per tile of
     * the M loops of the forward (32) and backward (16). */
    unsigned helion_fwd_block_m, helion_bwd_block_m;
    unsigned helion_num_warps, helion_nonkdim, helion_kpack;
    /* Inductor's bmm template (BLOCK 256 x 64 x 64, num_warps 8,
     * nonkdim 16, kpack 2). */
    unsigned inductor_block_m, inductor_block_n, inductor_block_k;
    unsigned inductor_num_warps, inductor_nonkdim, inductor_kpack;
    /* Schedule text applied over a GEMM's derived schedule, by GEMM name
     * ("helion.dxt", "inductor.buf3", ...: mmaemu_dcpp_gemm_names). */
    int n_overrides;
    char override_name[MMAEMU_DCPP_MAX_OVERRIDES][32];
    char override_text[MMAEMU_DCPP_MAX_OVERRIDES][192];
    mmaemu_progress progress;    /* optional (fn NULL: none) */
} mmaemu_dcpp_config;

/* The report's knobs for arch. */
void mmaemu_dcpp_config_init(mmaemu_dcpp_config *c, const mmaemu_arch *arch);
/* "key=value": variant, helion.fwd_block_m, helion.bwd_block_m,
 * helion.num_warps, helion.nonkdim, helion.kpack, inductor.block_m,
 * inductor.block_n, inductor.block_k, inductor.num_warps,
 * inductor.nonkdim, inductor.kpack.  0 or -1 with a reason. */
int mmaemu_dcpp_config_set(mmaemu_dcpp_config *c, const char *assignment, char *err,
                           size_t errlen);
/* "NAME=SCHEDULE TEXT" for one of the GEMM names.  0 or -1. */
int mmaemu_dcpp_config_schedule(mmaemu_dcpp_config *c, const char *assignment, char *err,
                                size_t errlen);
/* The GEMM names, NULL-terminated. */
extern const char *const mmaemu_dcpp_gemm_names[];

/* One GEMM of a program as it will run: its schedule, the instruction and
 * why (Triton's choice, the library default, or an override). */
typedef struct mmaemu_dcpp_gemm_plan {
    const char *name;
    mmaemu_schedule sched;
    const mmaemu_instr *instr;
    char why[256];
} mmaemu_dcpp_gemm_plan;
/* The plan of path's forward (bwd 0) or backward (bwd 1): up to 6 GEMMs.
 * Returns how many, or -1 with a reason. */
int mmaemu_dcpp_plan(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, int bwd,
                     mmaemu_dcpp_gemm_plan *plan, char *err, size_t errlen);

/* Optional outputs may be NULL.  acc / db: the fp32 value before the bf16
 * cast of xty / db2 (Helion's accumulator, the library GEMM's result). */
typedef struct mmaemu_dcpp_fwd {
    uint16_t *xty;    /* (B,D,K) */
    uint32_t *acc;    /* (B,D,K) fp32, optional */
    uint16_t *out;    /* (B,M,K) */
} mmaemu_dcpp_fwd;
/* Backward; for Inductor db2 = buf0, dx1 = buf1, dxt = buf3 (B,D,M). */
typedef struct mmaemu_dcpp_bwd {
    uint32_t *db;     /* (B,D,K) fp32, optional */
    uint16_t *db2;    /* (B,D,K) */
    uint16_t *dy;     /* (B,M,K) */
    uint16_t *dx1;    /* (B,M,D), optional */
    uint16_t *dxt;    /* (B,D,M), optional */
    uint16_t *dx;     /* (B,M,D) */
} mmaemu_dcpp_bwd;
/* Return 0, or -1 with a reason in err. */
/* z (B,D,K) or NULL: the report's optional addend of x^T y (its printed
 * kernels take z = None; with z, Helion adds it to the fp32 accumulator,
 * one fp32 RNE add, and Inductor to the library's bf16 result, one bf16
 * RNE add -- a reconstruction, docs/dcpp.md). */
int mmaemu_dcpp_forward(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, size_t B,
                        const uint16_t *x, const uint16_t *y, const uint16_t *z,
                        mmaemu_dcpp_fwd *o, char *err, size_t errlen);
int mmaemu_dcpp_backward(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, size_t B,
                         const uint16_t *x, const uint16_t *y, const uint16_t *dout,
                         const uint16_t *b, mmaemu_dcpp_bwd *o, char *err, size_t errlen);
/* Inductor's template bmm(x, w) alone: out (B,M,K) from x and w (B,D,K)
 * (to feed it recorded library outputs). */
int mmaemu_dcpp_template_bmm(const mmaemu_dcpp_config *c, size_t B, const uint16_t *x,
                             const uint16_t *w, uint16_t *out, char *err, size_t errlen);
/* add.bf16x2: the exact sum of two bf16 values rounded once (RNE). */
uint16_t mmaemu_bf16_add(uint16_t x, uint16_t y);
/* The value of a bf16 pattern (exact in double). */
double mmaemu_bf16_to_double(uint16_t h);

/* Two tensors compared as torch.testing.assert_close(actual, expected,
 * atol, rtol) does (kernels/compare.c): close when |a - e| <= atol +
 * rtol * |e| (equal infinities close, NaN never).  fmt: bf16, fp16 (16-bit
 * patterns) or fp32 (32-bit patterns). */
typedef struct mmaemu_compare_stats {
    size_t n;              /* elements */
    size_t differ;         /* bit patterns differ */
    size_t not_close;      /* outside the tolerance: assert_close fails if > 0 */
    double max_abs, max_rel;
    size_t max_abs_at, max_rel_at;   /* flat indices */
    size_t ulp_hist[8];    /* |ulp distance| 0, 1, 2, 3-4, 5-8, 9-16, 17-256, more */
} mmaemu_compare_stats;
void mmaemu_compare(mmaemu_format fmt, const void *actual, const void *expected, size_t n,
                    double atol, double rtol, mmaemu_compare_stats *s);
/* torch's default tolerances for a dtype (bf16 1.6e-2 / 1e-5, fp16 1e-3 /
 * 1e-5, fp32 1.3e-6 / 1e-5). */
void mmaemu_compare_default_tol(mmaemu_format fmt, double *rtol, double *atol);

/* ---------------------------------------------------------------- explain
 * Why two DCPP runs disagree, element by element (kernels/explain.c,
 * docs/triage.md).  A run is a path of the program under a config (arch,
 * variant, schedules), so "A" and "B" may be Helion and Inductor on one
 * model, or one path on two models. */
typedef enum mmaemu_dcpp_tensor {
    MMAEMU_DT_XTY,      /* (D,K) Helion xty = bf16(acc); Inductor xty (library) */
    MMAEMU_DT_DB2,      /* (D,K) Helion db2 = bf16(db);  Inductor buf0 (library) */
    MMAEMU_DT_OUT,      /* (M,K) forward output */
    MMAEMU_DT_DY,       /* (M,K) */
    MMAEMU_DT_DX1,      /* (M,D) Helion dx1;  Inductor buf1 (library) */
    MMAEMU_DT_DXT,      /* (D,M) Helion dxt;  Inductor buf3 (library) */
    MMAEMU_DT_DX,       /* (M,D) bf16(dx1 + dxt^T) */
    MMAEMU_DT_COUNT     /* the order is topological: inputs come first */
} mmaemu_dcpp_tensor;
/* The tensor's name on path p ("db2" / "buf0"), and its (rows, cols). */
const char *mmaemu_dcpp_tensor_name(mmaemu_dcpp_tensor t, mmaemu_dcpp_path p);
void mmaemu_dcpp_tensor_shape(mmaemu_dcpp_tensor t, size_t *rows, size_t *cols);

/* Every bf16 tensor of one run, (B, rows, cols) each; NULL = absent. */
typedef struct mmaemu_dcpp_state {
    uint16_t *t[MMAEMU_DT_COUNT];
} mmaemu_dcpp_state;

typedef struct mmaemu_explain {
    const mmaemu_dcpp_config *cfg[2];   /* run A, run B */
    mmaemu_dcpp_path path[2];
    int bwd;                /* 0: forward (xty, out); 1: backward */
    int chained;            /* backward with b = each run's own forward xty */
    size_t B;
    const uint16_t *x, *y, *dout, *b;   /* inputs (b unused when chained) */
    mmaemu_dcpp_state pred[2];          /* mmaemu_explain_predict fills these */
    mmaemu_dcpp_state got[2];           /* observed tensors, optional (caller's) */
    /* private: the plans, indexed by tensor (GEMM tensors only) */
    mmaemu_dcpp_gemm_plan plan[2][MMAEMU_DT_COUNT];
} mmaemu_explain;

/* Plan and run both sides, keeping every intermediate.  0 or -1. */
int mmaemu_explain_predict(mmaemu_explain *e, char *err, size_t errlen);
void mmaemu_explain_free(mmaemu_explain *e);

/* Which schedule difference is responsible for a divergent GEMM rounding. */
typedef enum mmaemu_cause {
    MMAEMU_CAUSE_NONE,          /* the rounding agrees */
    MMAEMU_CAUSE_INPUTS,        /* only propagated: the schedules agree on equal inputs */
    MMAEMU_CAUSE_STEP_LENGTH,   /* instructions fuse different numbers of products (L) */
    MMAEMU_CAUSE_KEPT_BITS,     /* alignment width F / F2 */
    MMAEMU_CAUSE_DATAPATH,      /* another algorithm or rounding (truncate vs floor, ...) */
    MMAEMU_CAUSE_K_ORDER,       /* block_k, kgroups / kpack: the order K is consumed in */
    MMAEMU_CAUSE_SPLIT_K,
    MMAEMU_CAUSE_COMBINE,
    MMAEMU_CAUSE_PROMOTE,
    MMAEMU_CAUSE_SEVERAL,       /* no single schedule field reproduces it */
    MMAEMU_CAUSE_FINAL_ADD,     /* the bf16 add of dx (only through its inputs) */
    MMAEMU_CAUSE_COUNT
} mmaemu_cause;
const char *mmaemu_cause_name(mmaemu_cause c);

/* One rounding (a GEMM's output cast, or the final add) on both runs. */
typedef struct mmaemu_explain_round {
    mmaemu_dcpp_tensor tensor;
    size_t batch, row, col;
    double pre[2];          /* the value before rounding (fp32 accumulator, or the exact add) */
    uint16_t post[2];       /* the bf16 result */
    double frac[2];         /* position between the two bf16 neighbours, in ulps [0, 1) */
    double margin[2];       /* distance to the RNE boundary (frac 0.5), in bf16 ulps */
    int tie[2];             /* exactly on the boundary: round-half-even decided */
    double exact[2];        /* the exact real result on each run's own inputs */
    size_t inputs_differ;   /* operand elements that differ between the runs */
    mmaemu_cause cause;
    char detail[1024];       /* the cause in words, with the schedules' names */
    /* The step chains (when both are single chains): equal accumulators
     * through the first same_k consumed K; first differ after diff_k. */
    size_t same_k, diff_k;
    double acc_at_diff[2], exact_at_diff;
} mmaemu_explain_round;

#define MMAEMU_EXPLAIN_MAX_ROUNDS 8
typedef struct mmaemu_explain_elem {
    mmaemu_dcpp_tensor tensor;
    size_t batch, row, col;
    uint16_t val[2];        /* predicted */
    double abs_diff;
    long ulps;              /* bf16 ulp distance of val[0], val[1] */
    /* Divergent roundings in the element's cone, topological order: r[0]
     * is the first divergent rounding. */
    int n_rounds;
    mmaemu_explain_round r[MMAEMU_EXPLAIN_MAX_ROUNDS];
    size_t cone_differ[MMAEMU_DT_COUNT], cone_size[MMAEMU_DT_COUNT];
    double cancellation;    /* dx: (|dx1| + |dxt|) / |dx1 + dxt| on run A; else 0 */
    char propagation[400];
    /* Observed tensors (when given): the first cone tensor where a run's
     * observation disagrees with the prediction; MMAEMU_DT_COUNT if none. */
    mmaemu_dcpp_tensor observed_first[2];
    char observed[300];
} mmaemu_explain_elem;

/* Explain element (batch, row, col) of tensor t.  0 or -1. */
int mmaemu_explain_element(const mmaemu_explain *e, mmaemu_dcpp_tensor t, size_t batch, size_t row,
                           size_t col, mmaemu_explain_elem *out, char *err, size_t errlen);

/* Tolerance arithmetic (kernels/tolerance.c).  The smallest atol that
 * makes |a - e| <= atol + rtol |e| hold for every element at the given
 * rtol, and the smallest rtol at the given atol (inf if an element with
 * e = 0 needs more than atol). */
void mmaemu_required_tol(mmaemu_format fmt, const void *actual, const void *expected, size_t n,
                         double rtol, double atol, double *atol_needed, double *rtol_needed);
/* Exact (Garwood) two-sided confidence interval for the mean of a Poisson
 * count x at level conf (e.g. 0.95). */
void mmaemu_poisson_ci(double x, double conf, double *lo, double *hi);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_H */
