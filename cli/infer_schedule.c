/* SPDX-License-Identifier: MIT */
/* cli/infer_schedule.c -- `mmaemu infer-schedule`: name the schedule of a
 * library GEMM (cuBLAS, hipBLASLt) from its inputs and the device's output.
 *
 *   mmaemu infer-schedule --arch sm90 --a x.npy --b w.npy --b-layout nk --bias b.npy --got y.npy
 *
 * A is (m, k) ("mk") or (k, m) ("km", i.e. the GEMM takes A^T); B is
 * (k, n) ("kn") or (n, k) ("nk"); the output is (m, n); each with a
 * leading batch dimension or without (a 2-D operand is shared by every
 * batch). */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* A tensor as (batch, rows, cols): 2-D gets batch 0 (shared). */
typedef struct {
    mmaemu_npy t;
    mmaemu_tensor_kind kind;
    size_t batch, rows, cols;
} tensor;

static int read_tensor(const char *what, const char *path, int min_dim, tensor *x)
{
    char err[1024];
    if (mmaemu_tensor_read(path, &x->t, &x->kind, err, sizeof err)) {
        cli_error("infer-schedule: --%s %s", what, err);
        return -1;
    }
    if (x->t.ndim < min_dim || x->t.ndim > 3 || x->t.dtype == MMAEMU_NPY_F64) {
        cli_error("infer-schedule: --%s %s: %s with %d dimensions (expected %s%s)", what, path,
                  x->t.dtype == MMAEMU_NPY_F64 ? "float64" : "a tensor", x->t.ndim,
                  min_dim == 1 ? "1 to 3" : "2 or 3",
                  x->t.dtype == MMAEMU_NPY_F64 ? ", not float64" : "");
        mmaemu_npy_free(&x->t);
        return -1;
    }
    const int nd = x->t.ndim;
    x->batch = nd == 3 ? x->t.shape[0] : 0;
    x->rows = nd >= 2 ? x->t.shape[nd - 2] : 1;
    x->cols = x->t.shape[nd - 1];
    return 0;
}

/* The format a tensor's dtype holds; in16 says what plain uint16 is. */
static int width_of(mmaemu_format f)
{
    return mmaemu_format_get(f)->width;
}

/* The format a tensor's dtype holds: plain uint16 and uint8 are the
 * patterns of `in` (of its width). */
static int tensor_format(const tensor *x, mmaemu_format in, mmaemu_format *f)
{
    switch (x->kind) {
    case MMAEMU_TENSOR_BITS16: *f = in; return width_of(in) == 16 ? 0 : -1;
    case MMAEMU_TENSOR_BITS8: *f = in; return width_of(in) == 8 ? 0 : -1;
    case MMAEMU_TENSOR_BF16: *f = MMAEMU_BF16; return 0;
    case MMAEMU_TENSOR_FP16: *f = MMAEMU_FP16; return 0;
    case MMAEMU_TENSOR_FP32: *f = MMAEMU_FP32; return 0;
    case MMAEMU_TENSOR_E4M3: *f = MMAEMU_E4M3; return 0;
    case MMAEMU_TENSOR_E5M2: *f = MMAEMU_E5M2; return 0;
    default: return -1;
    }
}

static int number(const char *opt, const char *v, size_t lo, size_t hi, size_t *out)
{
    char *end;
    unsigned long long x = strtoull(v, &end, 10);
    if (!*v || *end || *v == '-' || x < lo || x > hi) {
        cli_error("infer-schedule: %s '%s' (expected %zu..%zu)", opt, v, lo, hi);
        return -1;
    }
    *out = (size_t)x;
    return 0;
}

/* A (batch, rows, cols) view of x, transposed when t (stored cols x rows). */
static mmaemu_mat view(const tensor *x, int t)
{
    const ptrdiff_t r = (ptrdiff_t)x->rows, c = (ptrdiff_t)x->cols;
    return (mmaemu_mat){x->t.data, x->batch ? r * c : 0, t ? 1 : c, t ? c : 1};
}

typedef struct {
    const char *arch, *variant, *a, *b, *got, *bias, *la, *lb, *in, *out, *sample, *top, *show,
        *max_split;
} options;

#define O(name, arg, field, help) CLI_OPT(name, CLI_VALUE, arg, options, field, help)
#define OD(name, arg, field, def, help) CLI_OPT_DEF(name, arg, options, field, def, help)
#define ON(name, arg, field, help) \
    CLI_OPT_NEED(name, arg, options, field, "--arch, --a, --b and --got are required", help)
static const cli_option table[] = {
    ON("--arch", "MODEL", arch, "ARCH[:VARIANT][+LIBPRESET] (mmaemu models); with a\n"
                                "preset, its schedule for the shape is scored too"),
    ON("--a", "A", a, "A (m, k), or (k, m) with --a-layout km"),
    ON("--b", "B", b, "B (k, n), or (n, k) with --b-layout nk"),
    ON("--got", "D", got, "D (m, n) as the device computed it"),
    O("--bias", "BIAS", bias, "(n,), (m, n) or (batch, m, n), added in fp32 before\n"
                              "the output cast"),
    OD("--a-layout", "mk|km", la, "mk", "A stored (m, k) (default) or (k, m)"),
    OD("--b-layout", "kn|nk", lb, "kn", "B stored (k, n) (default) or (n, k)"),
    O("--in", "bf16|fp16|tf32|FP8", in, "the operands' format where the dtype does not say\n"
                                        "it (FP8: e4m3 e5m2 e4m3fnuz e5m2fnuz for uint8)"),
    O("--out-dtype", "bf16|fp16|fp32", out, "D's format (fp16 for uint16 fp16 patterns)"),
    CLI_VARIANT_ROW(options),
    O("--sample", "N", sample, "elements in the probe set that scores every\ncandidate (256)"),
    O("--top", "N", top, "candidates checked on every element (3)"),
    O("--max-split", "N", max_split, "the largest split-K count tried (16)"),
    OD("--show", "N", show, "10", "candidates listed (10)"),
    CLI_END};

static const cli_command command = {
    "infer-schedule", "--arch ARCH[:VARIANT][+LIBPRESET] --a A --b B --got D [options]",
    "D = A.B [+ BIAS] as the device computed it; each tensor optionally with a\n"
    "leading batch dimension (a 2-D operand serves every batch).  Inputs: uint16 or\n"
    "bfloat16 (bf16), float16 (fp16), float32 (tf32, each rounding tried), uint8\n"
    "with --in e4m3|e5m2|e4m3fnuz|e5m2fnuz (fp8, each accumulator promotion).  The\n"
    "output's dtype gives its format: uint16 or bfloat16 bf16, float16 fp16, float32\n"
    "fp32.  Every schedule library kernels run (instruction; split-K with any count\n"
    "up to --max-split, cut and combined each way; sliced K; Stream-K) is scored;\n"
    "the best are checked on every element.  When nothing reproduces every element,\n"
    "the best's misses are listed by class.",
    table, "Exit status: 0 after a search (whatever it found), 2 bad input.", 0};

/* -1 to run, else the exit status (0 after --help, 2 after an error). */
static int parse(int argc, char **argv, options *op)
{
    const int rc = cli_parse(&command, argc, argv, op, sizeof *op, NULL, NULL);
    if (rc >= 0)
        return rc;
    if ((strcmp(op->la, "mk") && strcmp(op->la, "km")) || (strcmp(op->lb, "kn") && strcmp(op->lb, "nk"))) {
        cli_error("infer-schedule: --a-layout mk|km, --b-layout kn|nk");
        return 2;
    }
    return -1;
}

/* The GEMM the tensors describe, checked. */
typedef struct {
    mmaemu_model_spec spec;
    mmaemu_infer_schedule_opts o;
    size_t batch, m, n, k, show;
    mmaemu_mat a, b, bias;
} problem;

/* Formats: operands from --in or their dtype, the output from its dtype. */
static int formats(const options *op, const tensor *A, const tensor *B, const tensor *G,
                   const tensor *bias, problem *p)
{
    mmaemu_format fa, fb, fg, fin = MMAEMU_BF16, fout = MMAEMU_BF16;
    if (op->in && (mmaemu_format_parse(op->in, &fin) ||
                   (fin != MMAEMU_BF16 && fin != MMAEMU_FP16 && fin != MMAEMU_TF32 &&
                    width_of(fin) != 8))) {
        cli_error("infer-schedule: --in '%s' (expected bf16, fp16, tf32 or an fp8 format: e4m3, "
                  "e5m2, e4m3fnuz, e5m2fnuz)", op->in);
        return -1;
    }
    if ((A->kind == MMAEMU_TENSOR_BITS8 || B->kind == MMAEMU_TENSOR_BITS8) && width_of(fin) != 8) {
        cli_error("infer-schedule: uint8 operands are fp8 patterns: give --in e4m3, e5m2, "
                  "e4m3fnuz or e5m2fnuz");
        return -1;
    }
    if (op->out && (mmaemu_format_parse(op->out, &fout) ||
                    (fout != MMAEMU_BF16 && fout != MMAEMU_FP16 && fout != MMAEMU_FP32))) {
        cli_error("infer-schedule: --out-dtype '%s' (expected bf16, fp16 or fp32)", op->out);
        return -1;
    }
    if (op->in && fin == MMAEMU_TF32 &&
        (A->kind != MMAEMU_TENSOR_FP32 || B->kind != MMAEMU_TENSOR_FP32)) {
        cli_error("infer-schedule: --in tf32 takes float32 operands (--a %s, --b %s)", op->a, op->b);
        return -1;
    }
    if (tensor_format(A, fin, &fa) || tensor_format(B, fin, &fb)) {
        cli_error("infer-schedule: --a %s, --b %s: operands of another width than --in %s", op->a,
                  op->b, mmaemu_format_get(fin)->name);
        return -1;
    }
    if (G->kind == MMAEMU_TENSOR_BITS8 || tensor_format(G, fout, &fg)) {
        cli_error("infer-schedule: --got %s: a uint8 or float64 output (expected uint16 or "
                  "bfloat16 bf16, float16, or float32)", op->got);
        return -1;
    }
    /* fp32 containers are tf32 operands (a tensor-core GEMM). */
    if (fa == MMAEMU_FP32)
        fa = MMAEMU_TF32;
    if (fb == MMAEMU_FP32)
        fb = MMAEMU_TF32;
    if (fa != fb || (op->in && fa != fin)) {
        cli_error("infer-schedule: --a %s holds %s, --b %s holds %s%s%s", op->a,
                  mmaemu_format_get(fa)->name, op->b, mmaemu_format_get(fb)->name,
                  op->in ? ", --in " : "", op->in ? op->in : "");
        return -1;
    }
    if (op->out && fg != fout) {
        cli_error("infer-schedule: --got %s holds %s, but --out-dtype is %s", op->got,
                  mmaemu_format_get(fg)->name, op->out);
        return -1;
    }
    p->o.in = fa;
    p->o.acc = MMAEMU_FP32;
    p->o.out = fg == MMAEMU_FP32 ? MMAEMU_EPI_NONE : fg == MMAEMU_FP16 ? MMAEMU_EPI_FP16 : MMAEMU_EPI_BF16;
    if (bias && (bias->kind == MMAEMU_TENSOR_BITS8 ||
                 tensor_format(bias, width_of(fa) == 16 ? fa : MMAEMU_BF16, &p->o.bias_fmt))) {
        cli_error("infer-schedule: --bias %s: unsupported dtype", op->bias);
        return -1;
    }
    return 0;
}

/* "(1, 256, 64)": a tensor's shape as stored. */
static const char *shape_text(const tensor *x, char *buf, size_t len)
{
    int n = snprintf(buf, len, "(");
    for (int d = 0; d < x->t.ndim && n >= 0 && (size_t)n < len; d++)
        n += snprintf(buf + n, len - (size_t)n, "%s%zu", d ? ", " : "", x->t.shape[d]);
    if (n >= 0 && (size_t)n < len)
        snprintf(buf + n, len - (size_t)n, ")");
    return buf;
}

/* Shapes: A, B, D (and the bias) agree on batch, m, n, k. */
static int shapes(const options *op, const tensor *A, const tensor *B, const tensor *G,
                  const tensor *bias, problem *p)
{
    const int a_km = !strcmp(op->la, "km"), b_nk = !strcmp(op->lb, "nk");
    const size_t m = a_km ? A->cols : A->rows, k = a_km ? A->rows : A->cols;
    const size_t kb = b_nk ? B->cols : B->rows, n = b_nk ? B->rows : B->cols;
    size_t nb = A->batch ? A->batch : B->batch ? B->batch : G->batch ? G->batch : 1;
    char t[96];
    if ((B->batch && B->batch != nb) || kb != k) {
        cli_error("infer-schedule: --b %s: shape %s does not fit A's batch %zu and K %zu (layout %s)",
                  op->b, shape_text(B, t, sizeof t), nb, k, op->lb);
        return -1;
    }
    if ((G->batch && G->batch != nb) || (!G->batch && nb != 1) || G->rows != m || G->cols != n) {
        cli_error("infer-schedule: --got %s: shape %s, expected (%zu, %zu, %zu)", op->got,
                  shape_text(G, t, sizeof t), nb, m, n);
        return -1;
    }
    if (bias && (bias->cols != n || (bias->t.ndim >= 2 && bias->rows != m) ||
                 (bias->batch && bias->batch != nb))) {
        cli_error("infer-schedule: --bias %s: shape %s does not fit (n,), (m, n) or (batch, m, n) "
                  "= (%zu, %zu, %zu)", op->bias, shape_text(bias, t, sizeof t), nb, m, n);
        return -1;
    }
    p->batch = nb;
    p->m = m;
    p->n = n;
    p->k = k;
    p->a = view(A, a_km);
    p->b = view(B, b_nk);
    if (bias) {
        p->bias = view(bias, 0);
        if (bias->t.ndim == 1)
            p->bias.si = 0;
        p->o.bias = &p->bias;
    }
    return 0;
}

static void print_row(const char *title, const char *const *names, const size_t *missed,
                      const size_t *all, int n)
{
    printf("  %-28s", title);
    for (int i = 0; i < n; i++)
        if (all[i])
            printf("  %s: %zu/%zu (%.2f%%)", names[i], missed[i], all[i],
                   100.0 * (double)missed[i] / (double)all[i]);
    printf("\n");
}

/* Where the best misses, by class. */
static void print_misses(const mmaemu_miss_classes *mc)
{
    static const char *const mag[] = {"0", "1-2", "3-4", "5-8", "9-16", ">16"};
    static const char *const cancel[] = {"<2", "2-5", "6-9", ">=10"};
    static const char *const pos[] = {"0-15", "16-31", "32-47", "48-63"};
    static const char *const ulp[] = {"1", "2", "3-8", ">8"};
    printf("where the best misses (missed/all elements of each class):\n");
    print_row("|D| binades below max |D|", mag, mc->mag[0], mc->mag[1], MMAEMU_MISS_MAG);
    print_row("log2(sum |a b| / |D|)", cancel, mc->cancel[0], mc->cancel[1], MMAEMU_MISS_CANCEL);
    print_row("row mod 64", pos, mc->row[0], mc->row[1], MMAEMU_MISS_POS);
    print_row("column mod 64", pos, mc->col[0], mc->col[1], MMAEMU_MISS_POS);
    printf("  %-28s", "ulps from the device");
    for (int i = 0; i < MMAEMU_MISS_ULP; i++)
        printf("  %s: %zu", ulp[i], mc->ulp[i]);
    printf("\n");
}

/* The preset's schedule for this GEMM, scored on every element. */
static void print_preset(const problem *p, const tensor *G, int a_km, int b_nk)
{
    mmaemu_lib_gemm lg = {.batch = p->batch, .m = p->m, .n = p->n, .k = p->k, .in = p->o.in, .acc = p->o.acc, .a_km = a_km, .b_nk = b_nk};
    mmaemu_schedule s;
    char why[512], err[512], text[512];
    if (mmaemu_library_schedule_for(&p->spec, &lg, &s, why, sizeof why)) {
        printf("preset %s: %s\n", p->spec.lib, why);
        return;
    }
    s.epilogue = p->o.out;
    const mmaemu_instr *ins = mmaemu_instr_select(p->spec.arch, p->o.variant, s.instr, p->o.in,
                                                  p->o.acc, err, sizeof err);
    mmaemu_miss_classes mc;
    if (!ins || mmaemu_infer_schedule_misses(&p->o, &s, ins, p->batch, p->m, p->n, p->k, p->a, p->b,
                                             G->t.data, &mc, err, sizeof err)) {
        printf("preset %s: %s\n", p->spec.lib, err);
        return;
    }
    mmaemu_schedule_format(&s, text, sizeof text);
    printf("preset %s (%s): %zu/%zu  %.4f%%  %s\n", p->spec.lib, why, mc.total - mc.missed,
           mc.total, 100.0 * (double)(mc.total - mc.missed) / (double)mc.total, text);
}

static const char *epi_name(mmaemu_epilogue e)
{
    return e == MMAEMU_EPI_NONE ? "fp32" : e == MMAEMU_EPI_FP16 ? "fp16" : "bf16";
}

static int report(const problem *p, const tensor *G, int a_km, int b_nk)
{
    mmaemu_sched_candidate *c = malloc(p->show * sizeof *c);
    size_t nc = 0, total = p->batch * p->m * p->n;
    mmaemu_infer_schedule_stats st;
    char err[1024], text[512];
    if (!c) {
        cli_error("infer-schedule: out of memory");
        return 2;
    }
    if (mmaemu_infer_schedule_ex(&p->o, p->batch, p->m, p->n, p->k, p->a, p->b, G->t.data, c,
                                 p->show, &nc, &st, err, sizeof err)) {
        cli_error("%s", err);
        free(c);
        return 2;
    }
    printf("GEMM (%zu, %zu x %zu) . (%zu x %zu)%s on %s, %s -> %s; %zu distinct candidates, "
           "best first:\n", p->batch, p->m, p->k, p->k, p->n, p->o.bias ? " + bias" : "",
           p->spec.arch->name, mmaemu_format_get(p->o.in)->name, epi_name(p->o.out), st.candidates);
    printf("  %15s  %-9s  schedule\n", "matched", "rate");
    for (size_t i = 0; i < nc; i++) {
        mmaemu_schedule_format(&c[i].sched, text, sizeof text);
        printf("  %7zu/%-7zu  %8.4f%%  %s%s\n", c[i].matched, c[i].tested,
               100.0 * (double)c[i].matched / (double)c[i].tested, text,
               c[i].tested == total ? "" : "  (probe set)");
    }
    printf("%s\n", st.whole ? "the ranking holds on every element: no candidate scored on part "
                              "of the output can beat the best"
                            : "the best misses more than the probe set holds: candidates scored "
                              "on part of the output are ranked by the probe set");
    if (nc && c[0].matched == total) {
        mmaemu_schedule_format(&c[0].sched, text, sizeof text);
        printf("every bit reproduced by: %s\n", text);
        if (!strcmp(p->spec.arch->vendor, "NVIDIA")) {
            char fam[200];
            mmaemu_library_kernel_family(&c[0].sched, fam, sizeof fam);
            printf("cuBLAS kernel family with this program (H100): %s\n", fam);
        }
    } else if (nc) {
        printf("no candidate reproduces every element; the best misses %zu of %zu (%.4f%%)\n",
               total - c[0].matched, total, 100.0 * (double)(total - c[0].matched) / (double)total);
        mmaemu_miss_classes mc;
        if (!mmaemu_infer_schedule_misses(&p->o, &c[0].sched, c[0].instr, p->batch, p->m, p->n,
                                          p->k, p->a, p->b, G->t.data, &mc, err, sizeof err))
            print_misses(&mc);
    }
    if (p->spec.lib[0])
        print_preset(p, G, a_km, b_nk);
    free(c);
    return 0;
}

int mmaemu_cli_infer_schedule(int argc, char **argv)
{
    options op;
    int rc = parse(argc, argv, &op);
    if (rc >= 0)
        return rc;
    problem p;
    memset(&p, 0, sizeof p);
    char err[1024];
    if (mmaemu_model_spec_parse(op.arch, &p.spec, err, sizeof err)) {
        cli_error("infer-schedule: --arch %s", err);
        return 2;
    }
    if (op.variant && p.spec.variant[0] && strcmp(op.variant, p.spec.variant)) {
        cli_error("infer-schedule: --variant %s differs from --arch %s", op.variant, op.arch);
        return 2;
    }
    p.o.arch = p.spec.arch;
    p.o.variant = op.variant ? op.variant : p.spec.variant[0] ? p.spec.variant : NULL;
    size_t v;
    if ((op.sample && number("--sample", op.sample, 1, 1u << 24, &p.o.sample)) ||
        (op.top && number("--top", op.top, 1, 64, &p.o.top)) ||
        number("--show", op.show, 1, 4096, &p.show) ||
        (op.max_split && number("--max-split", op.max_split, 2, 256, &v)))
        return 2;
    if (op.max_split)
        p.o.max_split = (unsigned)v;
    tensor A, B, G, bias;
    int have = 0;
    rc = 2;
    if (read_tensor("a", op.a, 2, &A))
        goto done;
    have = 1;
    if (read_tensor("b", op.b, 2, &B))
        goto done;
    have = 2;
    if (read_tensor("got", op.got, 2, &G))
        goto done;
    have = 3;
    if (op.bias && read_tensor("bias", op.bias, 1, &bias))
        goto done;
    have = op.bias ? 4 : 3;
    if (formats(&op, &A, &B, &G, op.bias ? &bias : NULL, &p) ||
        shapes(&op, &A, &B, &G, op.bias ? &bias : NULL, &p))
        goto done;
    rc = report(&p, &G, !strcmp(op.la, "km"), !strcmp(op.lb, "nk"));
done:
    if (have >= 1)
        mmaemu_npy_free(&A.t);
    if (have >= 2)
        mmaemu_npy_free(&B.t);
    if (have >= 3)
        mmaemu_npy_free(&G.t);
    if (have >= 4)
        mmaemu_npy_free(&bias.t);
    return rc;
}
