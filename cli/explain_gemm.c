/* SPDX-License-Identifier: MIT */
/* explain_gemm.c -- `mmaemu explain gemm`: why two runs of one GEMM
 * disagree (validation/explain_gemm.c).  Run A is --arch with --triton /
 * --schedule; run B is run A with the --*-b options applied: another
 * model, tile config, library or schedule.  With --got-a / --got-b the
 * device's outputs are compared instead of the predictions, and each is
 * checked against its prediction. */
#include "explain_dcpp.h"
#include "gemm_operands.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const CMD = "explain gemm";

typedef struct {
    const char *arch, *arch_b, *a, *b, *c, *in, *out_dtype, *a_layout, *b_layout, *triton,
        *triton_b, *schedule, *schedule_b, *got[2], *max, *json, *threads;
    int quiet;
} opts;

static const cli_option options[] = {
    CLI_ROW("--arch", CLI_VALUE, "MODEL", arch, "run A's ARCH[:VARIANT][+LIBPRESET]"),
    CLI_ROW("--arch-b", CLI_VALUE, "MODEL", arch_b, "run B's model (default: run A's)"),
    CLI_ROW("--a", CLI_VALUE, "A", a, "A (m,k) or (batch,m,k), as for mmaemu gemm"),
    CLI_ROW("--b", CLI_VALUE, "B", b, "B (k,n) or (batch,k,n)"),
    CLI_ROW("--c", CLI_VALUE, "C", c, "C, the initial accumulator (default +0)"),
    CLI_ROW("--in", CLI_VALUE, "FMT", in, "the operands' format where the dtype does not say it"),
    CLI_ROW("--out-dtype", CLI_VALUE, "fp32|bf16|fp16", out_dtype, "the output's format (fp32)"),
    GEMM_LAYOUT_ROWS,
    CLI_ROW("--triton", CLI_VALUE, "CONFIG", triton, "run A's tl.dot tile config (default: library)"),
    CLI_ROW("--triton-b", CLI_VALUE, "CONFIG|none", triton_b,
      "run B's tile config; none: the library (default:\nrun A's)"),
    CLI_ROW("--schedule", CLI_VALUE, "TEXT", schedule, "schedule text over run A's schedule"),
    CLI_ROW("--schedule-b", CLI_VALUE, "TEXT", schedule_b, "schedule text over run B's (default: run A's)"),
    CLI_ROW("--got-a", CLI_VALUE, "D", got[0], "run A's output observed on the device"),
    CLI_ROW("--got-b", CLI_VALUE, "D", got[1], "run B's output observed on the device"),
    CLI_EXPLAIN_ROWS(opts, "explain at most N differing elements in detail (20)",
                     "counts only, no per-element lines"),
    CLI_END};

static const cli_command command = {
    "explain gemm", "--arch MODEL --a A --b B [run B options] [--got-a D --got-b D]",
    "Two runs of one GEMM: run B is run A with --arch-b, --triton-b, --schedule-b\n"
    "applied.  Per differing element: both values, the values before the output\n"
    "cast and their distance to the rounding boundary, where the accumulator chains\n"
    "part, and the schedule feature responsible (found by counterfactual); with\n"
    "--got-a/--got-b, whether each observation equals its prediction.",
    options, "Exit status: 0 the runs agree bit for bit, 1 they differ, 2 bad input.", 0};

/* Run B: run A with the -b options. */
static int setup_runs(const opts *o, const problem *p, const operands *x,
                      mmaemu_triton_config tc[2], mmaemu_mat *c, mmaemu_explain_gemm *e)
{
    char err[512];
    const char *tri[2] = {o->triton, o->triton_b ? o->triton_b : o->triton};
    const char *arch[2] = {o->arch, o->arch_b ? o->arch_b : o->arch};
    const char *sched[2] = {o->schedule, o->schedule_b ? o->schedule_b : o->schedule};
    if (!o->arch_b && !o->triton_b && !o->schedule_b && !o->got[0] && !o->got[1]) {
        cli_error("%s: the two runs are the same: give --arch-b, --triton-b, --schedule-b or "
                  "--got-a/--got-b", CMD);
        return CLI_BAD;
    }
    for (int r = 0; r < 2; r++) {
        const int lib = !tri[r] || !strcmp(tri[r], "none");
        if (!lib && mmaemu_triton_config_parse(tri[r], &tc[r], err, sizeof err)) {
            cli_error("%s: --triton%s: %s", CMD, r ? "-b" : "", err);
            return CLI_BAD;
        }
        memset(&e->run[r], 0, sizeof e->run[r]);
        if (cli_model_parse(CMD, arch[r], NULL, NULL, &e->run[r].model))
            return CLI_BAD;
        gemm_fill_matmul(p, x, lib ? NULL : &tc[r], c, &e->run[r]);
        e->run[r].schedule = sched[r];
    }
    return 0;
}

/* The shape of an observed output: the one gemm writes, (m, n), or
 * (batch, m, n) for a batched problem; checked from the header. */
static int got_shape(void *ctx, mmaemu_tensor_kind kind, int ndim, const size_t *shape, char *why,
                     size_t whylen)
{
    const problem *p = ctx;
    const size_t want[3] = {p->batch, p->m, p->n}, *w = p->batch ? want : want + 1;
    const int nd = p->batch ? 3 : 2;
    (void)kind;
    if (ndim == nd && !memcmp(shape, w, (size_t)nd * sizeof *shape))
        return 0;
    char got[96];
    size_t n = 0;
    for (int i = 0; i < ndim && n < sizeof got; i++)
        n += (size_t)snprintf(got + n, sizeof got - n, "%s%zu%s", i ? ", " : "", shape[i],
                              ndim == 1 ? "," : "");
    if (p->batch)
        snprintf(why, whylen, "shape (%s), expected the output's (%zu, %zu, %zu)",
                 ndim ? got : "", p->batch, p->m, p->n);
    else
        snprintf(why, whylen, "shape (%s), expected the output's (%zu, %zu)", ndim ? got : "",
                 p->m, p->n);
    return -1;
}

/* An observed output: the output's dtype and shape. */
static int read_got(const opts *o, int r, const problem *p, mmaemu_npy *t)
{
    char err[1024];
    mmaemu_tensor_kind kind;
    const mmaemu_tensor_kind want = p->out == MMAEMU_EPI_NONE   ? MMAEMU_TENSOR_FP32
                                    : p->out == MMAEMU_EPI_FP16 ? MMAEMU_TENSOR_FP16
                                                                : MMAEMU_TENSOR_BF16;
    if (mmaemu_tensor_read_checked(o->got[r], got_shape, (void *)p, t, &kind, err, sizeof err)) {
        cli_error("%s: --got-%c %s", CMD, 'a' + r, err);
        return CLI_BAD;
    }
    const int ok_kind = kind == want || (kind == MMAEMU_TENSOR_BITS16 && want != MMAEMU_TENSOR_FP32);
    if (!ok_kind || t->count != (p->batch ? p->batch : 1) * p->m * p->n) {
        cli_error("%s: --got-%c %s: a %s tensor of %zu elements, expected %s with %zu", CMD,
                  'a' + r, o->got[r], mmaemu_tensor_kind_name(kind), t->count,
                  mmaemu_tensor_kind_name(want), (p->batch ? p->batch : 1) * p->m * p->n);
        mmaemu_npy_free(t);
        return CLI_BAD;
    }
    return 0;
}

/* The JSON into the reserved temporary, then committed. */
static int write_json(const char *path, const char *text, cli_outputs *out)
{
    errno = 0;
    FILE *f = fopen(out->tmp[0], "w");
    int ok = f && fputs(text, f) >= 0 && fputc('\n', f) >= 0;
    if ((f && fclose(f)) || !ok) {
        cli_error("%s: --json %s: cannot write it: %s", CMD, path, strerror(errno ? errno : EIO));
        cli_outputs_abort(out);
        return CLI_BAD;
    }
    return cli_outputs_commit(out);
}

/* Print the explanation; returns CLI_OK or CLI_DIFFER. */
static int report(const opts *o, const mmaemu_explain_gemm *e, unsigned long max)
{
    const mmaemu_matmul *A = &e->run[0];
    const size_t n = A->batch * A->m * A->n;
    size_t differ = 0, causes[MMAEMU_CAUSE_COUNT] = {0}, shown = 0;
    char err[512];
    for (size_t f = 0; f < n; f++) {
        if (mmaemu_explain_gemm_value(e, 0, f) == mmaemu_explain_gemm_value(e, 1, f))
            continue;
        differ++;
        if (shown >= max)
            continue;
        mmaemu_explain_gemm_elem x;
        if (mmaemu_explain_gemm_element(e, f / (A->m * A->n), f / A->n % A->m, f % A->n, &x, err,
                                        sizeof err))
            continue;
        causes[x.r.cause]++;
        shown++;
        if (!o->quiet)
            printf("%s\n    %s\n", x.summary, x.r.detail);
    }
    printf("%zu of %zu elements differ", differ, n);
    if (shown)
        printf("; %s%zu explained:", shown < differ ? "the first " : "", shown);
    for (int c = 0, first = 1; c < MMAEMU_CAUSE_COUNT; c++)
        if (causes[c]) {
            printf("%s %s %zu", first ? "" : ",", mmaemu_cause_name((mmaemu_cause)c), causes[c]);
            first = 0;
        }
    printf("%s\n", shown < differ ? " (--max N for more)" : "");
    return differ ? CLI_DIFFER : CLI_OK;
}

static int explain(const opts *o, mmaemu_explain_gemm *e, unsigned long max, cli_outputs *out)
{
    char err[1024];
    if (mmaemu_explain_gemm_predict(e, err, sizeof err)) {
        cli_error("%s: %s", CMD, err);
        return CLI_BAD;
    }
    cli_banner(CMD, "run A: %s", e->banner[0]);
    cli_banner(CMD, "run B: %s", e->banner[1]);
    int rc = CLI_OK;
    if (o->json) {
        char *text = mmaemu_explain_gemm_json(e, max, err, sizeof err);
        rc = text ? write_json(o->json, text, out) : (cli_error("%s: %s", CMD, err), CLI_BAD);
        mmaemu_explain_gemm_json_free(text);
    }
    if (!rc)
        rc = report(o, e, max);
    mmaemu_explain_gemm_free(e);
    return rc;
}

int mmaemu_cli_explain_gemm(int argc, char **argv)
{
    opts o;
    problem p = {.in = MMAEMU_BF16, .out = MMAEMU_EPI_NONE, .in_b = MMAEMU_FP32,
                 .scale_fmt = MMAEMU_UE8M0};
    operands x;
    mmaemu_npy got[2];
    mmaemu_triton_config tc[2];
    mmaemu_explain_gemm e;
    mmaemu_mat c;
    unsigned long max = 20;
    cli_outputs out;
    int rc = cli_parse(&command, argc, argv, &o, sizeof o, NULL, NULL);
    if (rc >= 0)
        return rc;
    memset(&x, 0, sizeof x);
    memset(got, 0, sizeof got);
    memset(&e, 0, sizeof e);
    if (gemm_parse_problem(CMD, o.a_layout, o.b_layout, o.out_dtype, o.in, &p) ||
        (o.max && cli_parse_count(CMD, "--max", o.max, 0, 1000000, &max)) ||
        cli_set_threads(CMD, o.threads) ||
        cli_outputs_reserve(&out, CMD, o.json ? 1 : 0, &o.json))
        return CLI_BAD;
    rc = gemm_read_operands(CMD, o.a, o.b, o.c, o.in != NULL, &p, &x);
    for (int r = 0; r < 2 && !rc; r++)
        if (o.got[r] && !(rc = read_got(&o, r, &p, &got[r])))
            e.got[r] = got[r].data;
    if (!rc)
        rc = setup_runs(&o, &p, &x, tc, &c, &e);
    if (!rc)
        rc = explain(&o, &e, max, &out);
    cli_outputs_abort(&out); /* no-op once committed */
    gemm_operands_free(&x);
    mmaemu_npy_free(&got[0]);
    mmaemu_npy_free(&got[1]);
    return rc;
}
