/* cli_infer_schedule.c -- `mmaemu infer-schedule`: name the schedule of a
 * library GEMM (cuBLAS, hipBLASLt) from its inputs and the device's output.
 *
 *   mmaemu infer-schedule --arch sm90 --a buf0.npy --b y.npy --b-layout nk --got buf3.npy
 *
 * A is (B, m, k) ("mk") or (B, k, m) ("km", i.e. the GEMM takes A^T);
 * B is (B, k, n) ("kn") or (B, n, k) ("nk"); the output is (B, m, n). */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

static void usage(FILE *to)
{
    fputs("usage: mmaemu infer-schedule --arch ARCH --a A --b B --got D [--a-layout mk|km]\n"
          "         [--b-layout kn|nk] [--in bf16|fp16] [--variant NAME] [--sample N] [--top N]\n"
          "         [--show N]\n"
          "D = A.B as the device computed it: A (batch, m, k) or, with --a-layout km,\n"
          "(batch, k, m); B (batch, k, n) or, with --b-layout nk, (batch, n, k); D (batch, m, n)\n"
          "as uint16 (bf16 output) or float32 (fp32 output) .npy.  Every schedule the arch\n"
          "allows (instruction, split-K, combine order, block, kpack grouping) is scored;\n"
          "the best are checked on every element.\n", to);
}

/* 16-bit inputs must be untyped patterns or the format --in names. */
static int read_npy(const char *what, const char *path, mmaemu_format in, mmaemu_npy *a)
{
    char err[1024];
    mmaemu_tensor_kind kind;
    if (mmaemu_tensor_read(path, a, &kind, err, sizeof err)) {
        cli_error("infer-schedule: --%s %s", what, err);
        return -1;
    }
    if ((kind == MMAEMU_TENSOR_BF16 && in != MMAEMU_BF16) ||
        (kind == MMAEMU_TENSOR_FP16 && in != MMAEMU_FP16)) {
        cli_error("infer-schedule: --%s %s: a %s tensor, but --in is %s", what, path,
                  kind == MMAEMU_TENSOR_BF16 ? "bf16" : "fp16", mmaemu_format_get(in)->name);
        mmaemu_npy_free(a);
        return -1;
    }
    if (a->ndim != 3) {
        cli_error("infer-schedule: --%s %s: %d dimensions, expected 3 (batch, rows, cols)", what,
                  path, a->ndim);
        mmaemu_npy_free(a);
        return -1;
    }
    return 0;
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

int mmaemu_cli_infer_schedule(int argc, char **argv)
{
    const char *arch_name = NULL, *variant = NULL, *pa = NULL, *pb = NULL, *pg = NULL;
    const char *la = "mk", *lb = "kn", *in_name = "bf16", *sample = NULL, *top = NULL, *show = "10";
    for (int i = 1; i < argc; i++) {
        const char **slot = NULL;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        }
        if (!strcmp(argv[i], "--arch")) slot = &arch_name;
        else if (!strcmp(argv[i], "--variant")) slot = &variant;
        else if (!strcmp(argv[i], "--a")) slot = &pa;
        else if (!strcmp(argv[i], "--b")) slot = &pb;
        else if (!strcmp(argv[i], "--got")) slot = &pg;
        else if (!strcmp(argv[i], "--a-layout")) slot = &la;
        else if (!strcmp(argv[i], "--b-layout")) slot = &lb;
        else if (!strcmp(argv[i], "--in")) slot = &in_name;
        else if (!strcmp(argv[i], "--sample")) slot = &sample;
        else if (!strcmp(argv[i], "--top")) slot = &top;
        else if (!strcmp(argv[i], "--show")) slot = &show;
        if (cli_take_value("infer-schedule", argc, argv, &i, slot))
            return 2;
    }
    if (!arch_name || !pa || !pb || !pg) {
        cli_error("infer-schedule: --arch, --a, --b and --got are required");
        return 2;
    }
    const mmaemu_arch *arch = mmaemu_arch_find(arch_name);
    if (!arch) {
        cli_error("infer-schedule: unknown arch '%s' (mmaemu models lists them)", arch_name);
        return 2;
    }
    if ((strcmp(la, "mk") && strcmp(la, "km")) || (strcmp(lb, "kn") && strcmp(lb, "nk"))) {
        cli_error("infer-schedule: --a-layout mk|km, --b-layout kn|nk");
        return 2;
    }
    mmaemu_infer_schedule_opts o = {arch, variant, MMAEMU_BF16, MMAEMU_FP32, MMAEMU_EPI_BF16, 0, 0};
    if (mmaemu_format_parse(in_name, &o.in) || (o.in != MMAEMU_BF16 && o.in != MMAEMU_FP16)) {
        cli_error("infer-schedule: --in '%s' (expected bf16 or fp16)", in_name);
        return 2;
    }
    size_t nshow;
    if ((sample && number("--sample", sample, 1, 1u << 24, &o.sample)) ||
        (top && number("--top", top, 1, 64, &o.top)) || number("--show", show, 1, 4096, &nshow))
        return 2;
    mmaemu_npy A, B, G;
    if (read_npy("a", pa, o.in, &A))
        return 2;
    if (read_npy("b", pb, o.in, &B)) {
        mmaemu_npy_free(&A);
        return 2;
    }
    if (read_npy("got", pg, MMAEMU_BF16, &G)) {
        mmaemu_npy_free(&A);
        mmaemu_npy_free(&B);
        return 2;
    }
    int rc = 2;
    const int a_km = !strcmp(la, "km"), b_nk = !strcmp(lb, "nk");
    const size_t nb = A.shape[0], m = a_km ? A.shape[2] : A.shape[1], k = a_km ? A.shape[1] : A.shape[2];
    const size_t kb = b_nk ? B.shape[2] : B.shape[1], n = b_nk ? B.shape[1] : B.shape[2];
    if (A.dtype != MMAEMU_NPY_U16 || B.dtype != MMAEMU_NPY_U16) {
        cli_error("infer-schedule: %s: inputs must be 16-bit patterns (uint16 .npy)",
                  A.dtype != MMAEMU_NPY_U16 ? pa : pb);
    } else if (B.shape[0] != nb || kb != k) {
        cli_error("infer-schedule: --b %s: shape (%zu, %zu, %zu) does not fit A's batch %zu and K %zu "
                  "(layout %s)", pb, B.shape[0], B.shape[1], B.shape[2], nb, k, lb);
    } else if (G.shape[0] != nb || G.shape[1] != m || G.shape[2] != n) {
        cli_error("infer-schedule: --got %s: shape (%zu, %zu, %zu), expected (%zu, %zu, %zu)", pg,
                  G.shape[0], G.shape[1], G.shape[2], nb, m, n);
    } else if (G.dtype != MMAEMU_NPY_U16 && G.dtype != MMAEMU_NPY_F32) {
        cli_error("infer-schedule: --got %s: %s output (expected uint16 bf16 or float32)", pg,
                  G.dtype == MMAEMU_NPY_F64 ? "float64" : "uint8");
    } else {
        o.out = G.dtype == MMAEMU_NPY_F32 ? MMAEMU_EPI_NONE : MMAEMU_EPI_BF16;
        mmaemu_mat ma = {A.data, (ptrdiff_t)(A.shape[1] * A.shape[2]), a_km ? 1 : (ptrdiff_t)k,
                         a_km ? (ptrdiff_t)m : 1};
        mmaemu_mat mb = {B.data, (ptrdiff_t)(B.shape[1] * B.shape[2]), b_nk ? 1 : (ptrdiff_t)n,
                         b_nk ? (ptrdiff_t)k : 1};
        mmaemu_sched_candidate *c = malloc(nshow * sizeof *c);
        size_t nc = 0;
        char err[1024], text[256];
        if (!c) {
            cli_error("infer-schedule: out of memory");
        } else if (mmaemu_infer_schedule(&o, nb, m, n, k, ma, mb, G.data, c, nshow, &nc, err,
                                         sizeof err)) {
            cli_error("%s", err);
        } else {
            printf("GEMM (%zu, %zu x %zu) . (%zu x %zu) on %s, %s -> %s; best first:\n", nb, m, k, k, n,
                   arch->name, mmaemu_format_get(o.in)->name,
                   o.out == MMAEMU_EPI_NONE ? "fp32" : "bf16");
            printf("  %12s  %-9s  schedule\n", "matched", "rate");
            for (size_t i = 0; i < nc; i++) {
                mmaemu_schedule_format(&c[i].sched, text, sizeof text);
                printf("  %5zu/%-6zu  %8.4f%%  %s%s\n", c[i].matched, c[i].tested,
                       100.0 * (double)c[i].matched / (double)c[i].tested, text,
                       c[i].tested == nb * m * n ? "" : "  (sample)");
            }
            if (nc && c[0].matched == c[0].tested && c[0].tested == nb * m * n) {
                mmaemu_schedule_format(&c[0].sched, text, sizeof text);
                printf("every bit reproduced by: %s\n", text);
            } else {
                printf("no candidate reproduces every element; the best is shown first.\n");
            }
            rc = 0;
        }
        free(c);
    }
    mmaemu_npy_free(&A);
    mmaemu_npy_free(&B);
    mmaemu_npy_free(&G);
    return rc;
}
