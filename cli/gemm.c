/* SPDX-License-Identifier: MIT */
/* gemm.c -- `mmaemu gemm`: D = A B (+ C) of the user's own tensors through
 * one device model, with the schedule of a Triton tile config or of the
 * vendor library (mmaemu_matmul_run, kernels/matmul.c).
 *
 * A (m,k), B (k,n), C and D (m,n), each 2-D or 3-D (batch first); a 2-D
 * operand is shared by every batch.  --a-layout km / --b-layout nk read A
 * stored (k,m) / B stored (n,k), as strides: nothing is copied.  Every
 * input is checked before any work; D is written to a temporary name and
 * renamed when complete. */
#include "gemm_operands.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *arch, *lib, *a, *b, *c, *bias, *out, *in, *out_dtype, *a_layout, *b_layout, *triton,
        *schedule, *threads, *lib_kernel, *lib_log, *scale_a, *scale_b, *scale, *block, *kind;
    int progress, quiet, exact;
} opts;

static const cli_option options[] = {
    CLI_ROW("--arch", CLI_VALUE, "MODEL", arch,
      "ARCH[:VARIANT][+LIBPRESET], e.g. H100,\n"
      "sm90+cublas13.1-h100, gfx950:fused-k (mmaemu models)"),
    CLI_ROW("--a", CLI_VALUE, "A", a, "A (m,k) or (batch,m,k): .npy, .npy.gz or\n"
                                ".safetensors[:NAME]"),
    CLI_ROW("--b", CLI_VALUE, "B", b, "B (k,n) or (batch,k,n)"),
    CLI_ROW("--c", CLI_VALUE, "C", c, "C (m,n) or (batch,m,n), float32 (or float16/bfloat16,\n"
                                "widened exactly; int32 with s8/u8 operands): the\n"
                                "initial accumulator (default +0); a cuBLAS program\n"
                                "adds it after the sum (its c_add)"),
    CLI_ROW("--bias", CLI_VALUE, "BIAS", bias, "a bias added to each sum before the cast, one\n"
                                      "fp32 RNE add (F.linear's): (n,) one per column,\n"
                                      "(m,n) or (batch,m,n); float32, float16 or bfloat16"),
    CLI_ROW("--out", CLI_VALUE, "D", out, "the output .npy (.npy.gz: compressed)"),
    CLI_ROW("--in", CLI_VALUE, "FMT[,FMT]", in,
      "the operands' format where the dtype does not say\n"
      "it: fp16 for uint16 patterns (default bf16), tf32\n"
      "for float32, e4m3 e5m2 e4m3fnuz e5m2fnuz e2m3 e3m2\n"
      "e2m1 s8 u8 for uint8 (fp6/fp4: one value a byte, low\n"
      "bits; int8 is s8), e2m1x2 for e2m1 packed two a byte\n"
      "along K, the low nibble first (NVFP4 checkpoints); A,B\n"
      "when B's differs (two floats, or s8 and u8)"),
    CLI_ROW("--scale-a", CLI_VALUE, "SA", scale_a,
      "block scales of A (uint8): (m, K/block), stored like\n"
      "A ((K/block, m) with --a-layout km); [batch first]"),
    CLI_ROW("--scale-b", CLI_VALUE, "SB", scale_b,
      "block scales of B (uint8): (K/block, n), stored like\n"
      "B ((n, K/block) with --b-layout nk); [batch first]"),
    CLI_ROW("--scale", CLI_VALUE, "ue8m0|ue4m3", scale, "the scales' format (default ue8m0);\n"
                                                  "ue4m3 scales may be safetensors F8_E4M3"),
    CLI_BLOCK_ROWS(opts),
    CLI_ROW("--out-dtype", CLI_VALUE, "fp32|bf16|fp16", out_dtype,
      "D's format (fp32): float32, uint16 bf16 patterns or\nfloat16; cast from fp32 by RNE"),
    GEMM_LAYOUT_ROWS,
    CLI_ROW("--triton", CLI_VALUE, "CONFIG", triton,
      "a tl.dot tile config, \"BLOCK_M=64 BLOCK_N=64\n"
      "BLOCK_K=32 num_warps=4 [num_stages=..] [kpack=..]\n"
      "[matrix_instr_nonkdim=..] [input_precision=tf32|ieee]\n"
      "[max_num_imprecise_acc=..]\": the schedule Triton\n"
      "compiles; without it the library's (preset or chain)"),
    CLI_ROW("--schedule", CLI_VALUE, "TEXT", schedule,
      "schedule text applied over that, e.g. \"split_k=2\"\n"
      "(keys: instr block_k kgroups kpack split_k combine\npromote out)"),
    CLI_ROW("--lib", CLI_VALUE, "PRESET", lib, "the library preset (the same as ARCH+PRESET)"),
    CLI_ROW("--lib-kernel", CLI_VALUE, "NAME", lib_kernel,
      "the cuBLAS kernel(s) a profiler showed for the call\n"
      "(';' between): its program is decoded from the name\n"
      "instead of chosen (docs/library-choice.md)"),
    CLI_ROW("--lib-log", CLI_VALUE, "LINE", lib_log,
      "with --lib-kernel: the call's cuBLASLt trace line\n"
      "(CUBLASLT_LOG_LEVEL=2), for numSplitsK and\nreductionScheme"),
    CLI_RUN_ROWS(opts),
    CLI_END};

static const cli_command command = {
    "gemm", "--arch MODEL --a A --b B [--c C] [--bias BIAS] --out D [options]",
    "D = A B (+ C) (+ bias) as the device computes it.  Operand formats follow the dtypes:\n"
    "float16 -> fp16, uint16 or ml_dtypes bfloat16 -> bf16, float32 -> fp32 (tf32\n"
    "with --in tf32; a Triton config makes fp32 tf32, as Triton does), uint8 -> fp8\n"
    "with --in, int8 -> s8 (an integer GEMM: int32 C and D, the exact sums modulo\n"
    "2^32 or clamped as the row does).  With --scale-a/--scale-b/--block, a\n"
    "block-scaled GEMM on the arch's row of the kind (sm100 tcgen05\n"
    "mxf8f6f4/mxf4/mxf4nvf4; sm120 mma.sync; gfx950): every value times its block's\n"
    "scale, as mmaemu dot --scale on each row and column.\n"
    "One banner line on stderr names the model, variant, library preset and where\n"
    "the schedule comes from.",
    options, "Exit status: 0 written, 2 bad input (no output file then).", 0};

/* Everything that needs no file: model, formats, layouts, tile config. */
static int check_options(const opts *o, mmaemu_matmul *mm, mmaemu_triton_config *tc, problem *p)
{
    char err[512];
    memset(mm, 0, sizeof *mm);
    if (cli_model_parse("gemm", o->arch, NULL, o->lib, &mm->model) ||
        gemm_parse_problem("gemm", o->a_layout, o->b_layout, o->out_dtype, o->in, p) ||
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

/* --block, --scale, --kind: p->block and mm's scale format and kind
 * (the files come later).  0 or CLI_BAD. */
static int check_scaling(const opts *o, mmaemu_matmul *mm, problem *p)
{
    if (!o->scale_a && !o->scale_b) {
        if (o->block || o->scale || o->kind) {
            cli_error("gemm: --block, --scale and --kind need --scale-a and --scale-b");
            return CLI_BAD;
        }
        return 0;
    }
    if (!o->block || (strcmp(o->block, "16") && strcmp(o->block, "32"))) {
        cli_error("gemm: block scales need --block 16 or 32%s%s", o->block ? ", not " : "",
                  o->block ? o->block : "");
        return CLI_BAD;
    }
    p->block = (size_t)atoi(o->block);
    mm->scale_fmt = MMAEMU_UE8M0;
    if (o->scale && (mmaemu_format_parse(o->scale, &mm->scale_fmt) ||
                     (mm->scale_fmt != MMAEMU_UE8M0 && mm->scale_fmt != MMAEMU_UE4M3))) {
        cli_error("gemm: --scale '%s' (expected ue8m0 or ue4m3)", o->scale);
        return CLI_BAD;
    }
    if (o->triton || o->lib_kernel) {
        cli_error("gemm: %s and block scales: a block-scaled GEMM runs one chain over K "
                  "(--schedule may change it)", o->triton ? "--triton" : "--lib-kernel");
        return CLI_BAD;
    }
    mm->kind = o->kind;
    p->scale_fmt = mm->scale_fmt;
    return 0;
}

/* ------------------------------------------------------------------ run */

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

static int compute(const opts *o, mmaemu_matmul *mm, const problem *p, const char *banner,
                   cli_outputs *out)
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
        mmaemu_npy D = {gemm_is_int8(p->in)          ? MMAEMU_NPY_I32
                        : p->out == MMAEMU_EPI_NONE ? MMAEMU_NPY_F32
                        : p->out == MMAEMU_EPI_FP16 ? MMAEMU_NPY_F16
                                                    : MMAEMU_NPY_U16,
                        p->batch ? 3 : 2, {0}, batch * p->m * p->n, d};
        size_t dims[3] = {p->batch, p->m, p->n}, *dim = p->batch ? dims : dims + 1;
        memcpy(D.shape, dim, (size_t)D.ndim * sizeof *dim);
        rc = cli_outputs_npys(out, &D);
    }
    if (rc)
        cli_outputs_abort(out);
    free(d);
    return rc;
}

int mmaemu_cli_gemm(int argc, char **argv)
{
    opts o;
    mmaemu_matmul mm;
    mmaemu_triton_config tc;
    problem p = {.in = MMAEMU_BF16, .out = MMAEMU_EPI_NONE, .in_b = MMAEMU_FP32,
                 .scale_fmt = MMAEMU_UE8M0};
    operands x;
    char banner[1024];
    int rc = cli_parse(&command, argc, argv, &o, sizeof o, NULL, NULL);
    if (rc >= 0)
        return rc;
    if (o.exact)
        setenv("MMAEMU_EXACT", "1", 1);
    cli_outputs out;
    if (check_options(&o, &mm, &tc, &p) || check_scaling(&o, &mm, &p) ||
        cli_outputs_reserve(&out, "gemm", 1, &o.out))
        return CLI_BAD;
    memset(&x, 0, sizeof x);
    mmaemu_gemm_scales sc;
    rc = gemm_read_operands("gemm", o.a, o.b, o.c, o.in != NULL, &p, &x);
    if (!rc && gemm_is_int8(p.in) && o.out_dtype) {
        cli_error("gemm: --out-dtype %s: an integer GEMM's result is its s32 accumulator (int32)",
                  o.out_dtype);
        rc = CLI_BAD;
    }
    if (!rc && o.bias)
        rc = gemm_read_bias("gemm", o.bias, &p, &x);
    if (!rc && p.block)
        rc = gemm_read_scales("gemm", o.scale_a, o.scale_b, &p, &x, &sc);
    if (!rc) {
        mmaemu_mat c, bias;
        mm.scales = p.block ? &sc : NULL;
        /* Triton's default input_precision: fp32 operands go through tf32
         * (input_precision=ieee is refused by the lowering). */
        gemm_fill_matmul(&p, &x, o.triton ? &tc : NULL, &c, &mm);
        gemm_fill_bias(&p, &x, &bias, &mm);
        mm.schedule = o.schedule;
        if (o.lib_kernel && o.triton) {
            cli_error("gemm: --lib-kernel names a library program; --triton a Triton one: give one");
            rc = CLI_BAD;
        }
        mm.lib_kernel = o.lib_kernel;
        mm.lib_log = o.lib_log;
        if (!rc)
            rc = check_epilogue(&o, &mm, &p, banner, sizeof banner);
        if (!rc)
            rc = compute(&o, &mm, &p, banner, &out);
    }
    if (rc)
        cli_outputs_abort(&out);
    gemm_operands_free(&x);
    return rc;
}
