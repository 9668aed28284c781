/* gemm.c -- `mmaemu gemm`: D = A B (+ C) of the user's own tensors through
 * one device model, with the schedule of a Triton tile config or of the
 * vendor library (mmaemu_matmul_run, kernels/matmul.c).
 *
 * A (m,k), B (k,n), C and D (m,n), each 2-D or 3-D (batch first); a 2-D
 * operand is shared by every batch.  --a-layout km / --b-layout nk read A
 * stored (k,m) / B stored (n,k), as strides: nothing is copied.  Every
 * input is checked before any work; D is written to a temporary name and
 * renamed when complete. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *arch, *lib, *a, *b, *c, *out, *in, *out_dtype, *a_layout, *b_layout, *triton,
        *schedule, *threads;
    int progress, quiet;
} opts;

#define O(name, kind, arg, field, help) CLI_OPT(name, kind, arg, opts, field, help)
static const cli_option options[] = {
    O("--arch", CLI_VALUE, "MODEL", arch,
      "ARCH[:VARIANT][+LIBPRESET], e.g. H100,\n"
      "sm90+cublas13.1-h100, gfx950:fused-k (mmaemu models)"),
    O("--a", CLI_VALUE, "A", a, "A (m,k) or (batch,m,k): .npy, .npy.gz or\n"
                                ".safetensors[:NAME]"),
    O("--b", CLI_VALUE, "B", b, "B (k,n) or (batch,k,n)"),
    O("--c", CLI_VALUE, "C", c, "C (m,n) or (batch,m,n), float32 (or float16/bfloat16,\n"
                                "widened exactly): the initial accumulator (default +0)"),
    O("--out", CLI_VALUE, "D", out, "the output .npy (.npy.gz: compressed)"),
    O("--in", CLI_VALUE, "FMT", in,
      "the operands' format where the dtype does not say\n"
      "it: fp16 for uint16 patterns (default bf16), tf32\n"
      "for float32, e4m3 e5m2 e4m3fnuz e5m2fnuz for uint8"),
    O("--out-dtype", CLI_VALUE, "fp32|bf16|fp16", out_dtype,
      "D's format (fp32): float32, uint16 bf16 patterns or\nfloat16; cast from fp32 by RNE"),
    O("--a-layout", CLI_VALUE, "mk|km", a_layout, "A stored (m,k) (default) or (k,m)"),
    O("--b-layout", CLI_VALUE, "kn|nk", b_layout, "B stored (k,n) (default) or (n,k)"),
    O("--triton", CLI_VALUE, "CONFIG", triton,
      "a tl.dot tile config, \"BLOCK_M=64 BLOCK_N=64\n"
      "BLOCK_K=32 num_warps=4 [num_stages=..] [kpack=..]\n"
      "[matrix_instr_nonkdim=..] [input_precision=tf32|ieee]\n"
      "[max_num_imprecise_acc=..]\": the schedule Triton\n"
      "compiles; without it the library's (preset or chain)"),
    O("--schedule", CLI_VALUE, "TEXT", schedule,
      "schedule text applied over that, e.g. \"split_k=2\"\n"
      "(keys: instr block_k kgroups kpack split_k combine\npromote out)"),
    O("--lib", CLI_VALUE, "PRESET", lib, "the library preset (the same as ARCH+PRESET)"),
    O("--threads", CLI_VALUE, "N", threads, "OpenMP threads (results do not depend on it)"),
    O("--progress", CLI_FLAG, NULL, progress, "force the progress bar on stderr"),
    O("--quiet", CLI_FLAG, NULL, quiet, "no progress bar"),
    CLI_END};

static const cli_command command = {
    "gemm", "--arch MODEL --a A --b B [--c C] --out D [options]",
    "D = A B (+ C) as the device computes it.  Operand formats follow the dtypes:\n"
    "float16 -> fp16, uint16 or ml_dtypes bfloat16 -> bf16, float32 -> fp32 (tf32\n"
    "with --in tf32; a Triton config makes fp32 tf32, as Triton does), uint8 -> fp8\n"
    "with --in.  One banner line on stderr names the model, variant, library preset\n"
    "and where the schedule comes from.",
    options, "Exit status: 0 written, 2 bad input (no output file then).", 0};

/* --------------------------------------------------------- operands */

typedef struct {
    const char *opt, *path;
    mmaemu_npy t;
    mmaemu_tensor_kind kind;
    size_t batch;            /* 0 for a 2-D tensor */
    size_t rows, cols;       /* as stored */
} operand;

static int read_operand(const char *opt, const char *path, operand *x)
{
    char err[1024];
    x->opt = opt;
    x->path = path;
    if (!path) {
        cli_error("gemm: %s is required (mmaemu gemm --help)", opt);
        return CLI_BAD;
    }
    if (mmaemu_tensor_read(path, &x->t, &x->kind, err, sizeof err)) {
        cli_error("gemm: %s %s", opt, err);
        return CLI_BAD;
    }
    if (x->t.ndim != 2 && x->t.ndim != 3) {
        cli_error("gemm: %s %s: %d dimensions (expected 2, or 3 with the batch first)", opt,
                  path, x->t.ndim);
        return CLI_BAD;
    }
    x->batch = x->t.ndim == 3 ? x->t.shape[0] : 0;
    x->rows = x->t.shape[x->t.ndim - 2];
    x->cols = x->t.shape[x->t.ndim - 1];
    if (!x->rows || !x->cols || (x->t.ndim == 3 && !x->batch)) {
        cli_error("gemm: %s %s: an empty tensor", opt, path);
        return CLI_BAD;
    }
    return 0;
}

static int is_fp8(mmaemu_format f)
{
    return f == MMAEMU_E4M3 || f == MMAEMU_E5M2 || f == MMAEMU_E4M3FNUZ || f == MMAEMU_E5M2FNUZ;
}

/* The operands' format from their dtype and --in (given: *in set, has_in). */
static int operand_format(const operand *x, int has_in, mmaemu_format *in)
{
    mmaemu_format f = has_in ? *in : MMAEMU_BF16;
    int ok;
    switch (x->kind) {
    case MMAEMU_TENSOR_FP16: ok = !has_in || f == MMAEMU_FP16; f = MMAEMU_FP16; break;
    case MMAEMU_TENSOR_BF16: ok = !has_in || f == MMAEMU_BF16; f = MMAEMU_BF16; break;
    case MMAEMU_TENSOR_BITS16: ok = f == MMAEMU_BF16 || f == MMAEMU_FP16; break;
    case MMAEMU_TENSOR_FP32:
        ok = !has_in || f == MMAEMU_FP32 || f == MMAEMU_TF32;
        f = has_in ? f : MMAEMU_FP32;
        break;
    case MMAEMU_TENSOR_BITS8: ok = has_in && is_fp8(f); break;
    default: ok = 0; break;
    }
    if (!ok) {
        cli_error("gemm: %s %s: a %s tensor %s", x->opt, x->path, mmaemu_tensor_kind_name(x->kind),
                  x->kind == MMAEMU_TENSOR_FP64 ? "(float64 has no matrix instruction; use "
                                                  "float32)"
                  : x->kind == MMAEMU_TENSOR_BITS8 ? "needs --in e4m3|e5m2|e4m3fnuz|e5m2fnuz"
                                                   : "does not hold the --in format");
        return CLI_BAD;
    }
    *in = f;
    return 0;
}

/* --------------------------------------------------------------- shape */

typedef struct {
    size_t batch, m, n, k;
    int a_km, b_nk;
    mmaemu_format in;
    mmaemu_epilogue out;
} problem;

static int batches_agree(const operand *x, size_t *batch)
{
    if (!x->batch)
        return 1;
    if (*batch && *batch != x->batch)
        return 0;
    *batch = x->batch;
    return 1;
}

/* m, n, k and the batch from A and B as stored. */
static int shape(const operand *a, const operand *b, problem *p)
{
    size_t ka = p->a_km ? a->rows : a->cols, kb = p->b_nk ? b->cols : b->rows;
    p->m = p->a_km ? a->cols : a->rows;
    p->n = p->b_nk ? b->rows : b->cols;
    p->k = ka;
    p->batch = 0;
    if (ka != kb) {
        cli_error("gemm: --a %s has K = %zu but --b %s has K = %zu (layouts %s, %s)", a->path, ka,
                  b->path, kb, p->a_km ? "km" : "mk", p->b_nk ? "nk" : "kn");
        return CLI_BAD;
    }
    if (!batches_agree(a, &p->batch) || !batches_agree(b, &p->batch)) {
        cli_error("gemm: --a %s and --b %s: batches %zu and %zu differ", a->path, b->path,
                  a->batch, b->batch);
        return CLI_BAD;
    }
    return 0;
}

/* C: float32 (m,n) or (batch,m,n); fp16/bf16 widened exactly to fp32. */
static int check_c(operand *c, problem *p)
{
    if (c->kind != MMAEMU_TENSOR_FP32 && c->kind != MMAEMU_TENSOR_FP16 &&
        c->kind != MMAEMU_TENSOR_BF16) {
        cli_error("gemm: --c %s: a %s tensor (expected float32, float16 or bfloat16)", c->path,
                  mmaemu_tensor_kind_name(c->kind));
        return CLI_BAD;
    }
    if (c->rows != p->m || c->cols != p->n || !batches_agree(c, &p->batch)) {
        cli_error("gemm: --c %s: shape %s%zu, %zu), expected (%s%zu, %zu)", c->path,
                  c->batch ? "(batch, " : "(", c->rows, c->cols, p->batch ? "batch, " : "", p->m,
                  p->n);
        return CLI_BAD;
    }
    if (c->kind == MMAEMU_TENSOR_FP32)
        return 0;
    uint32_t *w = malloc(c->t.count * sizeof *w);
    if (!w) {
        cli_error("gemm: out of memory");
        return CLI_BAD;
    }
    mmaemu_format f = c->kind == MMAEMU_TENSOR_FP16 ? MMAEMU_FP16 : MMAEMU_BF16;
    for (size_t i = 0; i < c->t.count; i++)
        w[i] = mmaemu_to_fp32_bits(f, ((const uint16_t *)c->t.data)[i]);
    free(c->t.data);
    c->t.data = w;
    return 0;
}

/* The strided view of a stored operand: rows x cols, (i, j) of the GEMM
 * at (i, j) or, transposed, (j, i). */
static mmaemu_mat view(const operand *x, int transposed)
{
    mmaemu_mat v = {x->t.data, x->batch ? (ptrdiff_t)(x->rows * x->cols) : 0,
                    transposed ? 1 : (ptrdiff_t)x->cols, transposed ? (ptrdiff_t)x->cols : 1};
    return v;
}

/* ------------------------------------------------------------- options */

static int parse_choice(const char *opt, const char *v, const char *no, const char *yes,
                        int *out)
{
    if (!v || !strcmp(v, no))
        *out = 0;
    else if (!strcmp(v, yes))
        *out = 1;
    else {
        cli_error("gemm: %s '%s' (expected %s or %s)", opt, v, no, yes);
        return CLI_BAD;
    }
    return 0;
}

static int parse_out_dtype(const char *v, mmaemu_epilogue *out)
{
    static const char *const names[] = {"fp32", "bf16", "fp16"};
    static const mmaemu_epilogue epi[] = {MMAEMU_EPI_NONE, MMAEMU_EPI_BF16, MMAEMU_EPI_FP16};
    for (int i = 0; i < 3; i++)
        if (!strcmp(v ? v : "fp32", names[i])) {
            *out = epi[i];
            return 0;
        }
    cli_error("gemm: --out-dtype '%s' (expected fp32, bf16 or fp16)", v);
    return CLI_BAD;
}

static int parse_in(const char *v, mmaemu_format *in)
{
    static const mmaemu_format ok[] = {MMAEMU_BF16, MMAEMU_FP16, MMAEMU_FP32, MMAEMU_TF32,
                                       MMAEMU_E4M3, MMAEMU_E5M2, MMAEMU_E4M3FNUZ,
                                       MMAEMU_E5M2FNUZ};
    mmaemu_format f;
    if (!mmaemu_format_parse(v, &f))
        for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
            if (ok[i] == f) {
                *in = f;
                return 0;
            }
    cli_error("gemm: --in '%s' (expected bf16 fp16 fp32 tf32 e4m3 e5m2 e4m3fnuz e5m2fnuz)", v);
    return CLI_BAD;
}

/* Everything that needs no file: model, formats, layouts, tile config. */
static int check_options(const opts *o, mmaemu_matmul *mm, mmaemu_triton_config *tc, problem *p)
{
    char err[512];
    memset(mm, 0, sizeof *mm);
    if (cli_model_parse("gemm", o->arch, NULL, o->lib, &mm->model) ||
        parse_choice("--a-layout", o->a_layout, "mk", "km", &p->a_km) ||
        parse_choice("--b-layout", o->b_layout, "kn", "nk", &p->b_nk) ||
        parse_out_dtype(o->out_dtype, &p->out) || (o->in && parse_in(o->in, &p->in)) ||
        cli_set_threads("gemm", o->threads))
        return CLI_BAD;
    if (o->triton && mmaemu_triton_config_parse(o->triton, tc, err, sizeof err)) {
        cli_error("gemm: --triton: %s", err);
        return CLI_BAD;
    }
    if (!o->out) {
        cli_error("gemm: --out is required (mmaemu gemm --help)");
        return CLI_BAD;
    }
    return cli_check_output("gemm", "--out", o->out);
}

/* ------------------------------------------------------------------ run */

typedef struct {
    operand a, b, c;
    int has_c;
} operands;

static void operands_free(operands *x)
{
    mmaemu_npy_free(&x->a.t);
    mmaemu_npy_free(&x->b.t);
    mmaemu_npy_free(&x->c.t);
}

static int read_operands(const opts *o, problem *p, operands *x)
{
    mmaemu_format fb;
    if (read_operand("--a", o->a, &x->a) || read_operand("--b", o->b, &x->b) ||
        operand_format(&x->a, o->in != NULL, &p->in))
        return CLI_BAD;
    fb = p->in;
    if (operand_format(&x->b, o->in != NULL || x->b.kind == x->a.kind, &fb))
        return CLI_BAD;
    if (fb != p->in) {
        cli_error("gemm: --a %s is %s but --b %s is %s", o->a, mmaemu_format_get(p->in)->name,
                  o->b, mmaemu_format_get(fb)->name);
        return CLI_BAD;
    }
    if (shape(&x->a, &x->b, p))
        return CLI_BAD;
    x->has_c = o->c != NULL;
    return x->has_c && (read_operand("--c", o->c, &x->c) || check_c(&x->c, p)) ? CLI_BAD : 0;
}

/* The planned schedule's epilogue must be the one asked for (--schedule
 * out= may set it; then --out-dtype must agree or be left out). */
static int check_epilogue(const opts *o, const mmaemu_matmul *mm, problem *p, char *banner,
                          size_t blen)
{
    char err[1024];
    mmaemu_schedule s;
    const mmaemu_instr *ins;
    if (mmaemu_matmul_plan(mm, &s, &ins, banner, blen, err, sizeof err)) {
        cli_error("gemm: %s", err);
        return CLI_BAD;
    }
    if (s.epilogue != p->out && o->out_dtype) {
        cli_error("gemm: --out-dtype %s disagrees with the schedule's out= (--schedule)",
                  o->out_dtype);
        return CLI_BAD;
    }
    p->out = s.epilogue;
    return 0;
}

static int compute(const opts *o, mmaemu_matmul *mm, const problem *p, const char *banner)
{
    char err[1024];
    const size_t batch = p->batch ? p->batch : 1, es = p->out == MMAEMU_EPI_NONE ? 4 : 2;
    void *d = malloc(batch * p->m * p->n * es);
    if (!d) {
        cli_error("gemm: out of memory for D (%zu x %zu x %zu)", batch, p->m, p->n);
        return CLI_BAD;
    }
    cli_bar bar;
    mmaemu_progress prog = {cli_bar_update, &bar, 0.0, 1.0};
    cli_bar_init(&bar, "gemm", o->progress, o->quiet);
    mm->d = d;
    mm->d_sb = (ptrdiff_t)(p->m * p->n);
    mm->d_si = (ptrdiff_t)p->n;
    mm->d_sj = 1;
    mm->progress = &prog;
    cli_banner("gemm", "%s", banner);
    int rc = CLI_BAD;
    if (mmaemu_matmul_run(mm, NULL, 0, err, sizeof err)) {
        cli_error("gemm: %s", err);
    } else {
        mmaemu_npy D = {p->out == MMAEMU_EPI_NONE   ? MMAEMU_NPY_F32
                        : p->out == MMAEMU_EPI_FP16 ? MMAEMU_NPY_F16
                                                    : MMAEMU_NPY_U16,
                        p->batch ? 3 : 2, {0}, batch * p->m * p->n, d};
        size_t dims[3] = {p->batch, p->m, p->n}, *dim = p->batch ? dims : dims + 1;
        memcpy(D.shape, dim, (size_t)D.ndim * sizeof *dim);
        rc = cli_write_npys("gemm", 1, &o->out, &D);
    }
    free(d);
    return rc;
}

int mmaemu_cli_gemm(int argc, char **argv)
{
    opts o;
    mmaemu_matmul mm;
    mmaemu_triton_config tc;
    problem p = {0, 0, 0, 0, 0, 0, MMAEMU_BF16, MMAEMU_EPI_NONE};
    operands x;
    char banner[1024];
    int rc = cli_parse(&command, argc, argv, &o, sizeof o, NULL, NULL);
    if (rc >= 0)
        return rc;
    if (check_options(&o, &mm, &tc, &p))
        return CLI_BAD;
    memset(&x, 0, sizeof x);
    rc = read_operands(&o, &p, &x);
    if (!rc) {
        mmaemu_mat c = view(&x.c, 0);
        /* Triton's default input_precision: fp32 operands go through tf32
         * (input_precision=ieee is refused by the lowering). */
        mm.in = o.triton && p.in == MMAEMU_FP32 && !tc.ieee ? MMAEMU_TF32 : p.in;
        mm.acc = MMAEMU_FP32;
        mm.out = p.out;
        mm.triton = o.triton ? &tc : NULL;
        mm.a_km = p.a_km;
        mm.b_nk = p.b_nk;
        mm.schedule = o.schedule;
        mm.batch = p.batch ? p.batch : 1;
        mm.m = p.m;
        mm.n = p.n;
        mm.k = p.k;
        mm.a = view(&x.a, p.a_km);
        mm.b = view(&x.b, p.b_nk);
        mm.c = x.has_c ? &c : NULL;
        rc = check_epilogue(&o, &mm, &p, banner, sizeof banner);
        if (!rc)
            rc = compute(&o, &mm, &p, banner);
    }
    operands_free(&x);
    return rc;
}
