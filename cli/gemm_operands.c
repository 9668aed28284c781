/* SPDX-License-Identifier: MIT */
/* gemm_operands.c -- the operands of a GEMM as files: A, B and C read and
 * checked (dtype -> format, layouts as strides, shapes, batches), for
 * `mmaemu gemm` and `mmaemu explain gemm`. */
#include "gemm_operands.h"

#include <stdlib.h>
#include <string.h>


static int read_operand(const char *cmd, const char *opt, const char *path, operand *x)
{
    char err[1024];
    x->opt = opt;
    x->path = path;
    if (!path) {
        cli_error("%s: %s is required (mmaemu %s --help)", cmd, opt, cmd);
        return CLI_BAD;
    }
    if (mmaemu_tensor_read(path, &x->t, &x->kind, err, sizeof err)) {
        cli_error("%s: %s %s", cmd, opt, err);
        return CLI_BAD;
    }
    if (x->t.ndim != 2 && x->t.ndim != 3) {
        cli_error("%s: %s %s: %d dimensions (expected 2, or 3 with the batch first)", cmd, opt,
                  path, x->t.ndim);
        return CLI_BAD;
    }
    x->batch = x->t.ndim == 3 ? x->t.shape[0] : 0;
    x->rows = x->t.shape[x->t.ndim - 2];
    x->cols = x->t.shape[x->t.ndim - 1];
    if (!x->rows || !x->cols || (x->t.ndim == 3 && !x->batch)) {
        cli_error("%s: %s %s: an empty tensor", cmd, opt, path);
        return CLI_BAD;
    }
    return 0;
}

/* The float formats of uint8 operands (fp6/fp4 one value a byte, low bits). */
static int is_byte(mmaemu_format f)
{
    return f == MMAEMU_E4M3 || f == MMAEMU_E5M2 || f == MMAEMU_E4M3FNUZ || f == MMAEMU_E5M2FNUZ ||
           f == MMAEMU_E2M3 || f == MMAEMU_E3M2 || f == MMAEMU_E2M1;
}

int gemm_is_int8(mmaemu_format f) { return f == MMAEMU_S8 || f == MMAEMU_U8; }

/* A tensor kind that names its fp8 format (safetensors F8_E4M3, F8_E5M2). */
static int typed_fp8(mmaemu_tensor_kind k)
{
    return k == MMAEMU_TENSOR_E4M3 || k == MMAEMU_TENSOR_E5M2;
}

/* The operands' format from their dtype and --in (given: *in set, has_in). */
static int operand_format(const char *cmd, const operand *x, int has_in, mmaemu_format *in)
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
    case MMAEMU_TENSOR_BITS8: ok = has_in && (is_byte(f) || gemm_is_int8(f)); break;
    case MMAEMU_TENSOR_INT8: ok = !has_in || f == MMAEMU_S8; f = MMAEMU_S8; break;
    case MMAEMU_TENSOR_E4M3: ok = !has_in || f == MMAEMU_E4M3; f = MMAEMU_E4M3; break;
    case MMAEMU_TENSOR_E5M2: ok = !has_in || f == MMAEMU_E5M2; f = MMAEMU_E5M2; break;
    default: ok = 0; break;
    }
    if (!ok) {
        cli_error("%s: %s %s: a %s tensor %s", cmd, x->opt, x->path, mmaemu_tensor_kind_name(x->kind),
                  x->kind == MMAEMU_TENSOR_FP64 ? "(float64 has no matrix instruction; use "
                                                  "float32)"
                  : x->kind == MMAEMU_TENSOR_BITS8 ? "needs --in e4m3|e5m2|e4m3fnuz|e5m2fnuz|"
                                                     "e2m3|e3m2|e2m1|s8|u8"
                  : x->kind == MMAEMU_TENSOR_INT32 ? "(int32 is an integer GEMM's C or D; its "
                                                     "operands are int8)"
                                                   : "does not hold the --in format");
        return CLI_BAD;
    }
    *in = f;
    return 0;
}

/* --------------------------------------------------------------- shape */


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
static int shape(const char *cmd, const operand *a, const operand *b, problem *p)
{
    size_t ka = p->a_km ? a->rows : a->cols, kb = p->b_nk ? b->cols : b->rows;
    p->m = p->a_km ? a->cols : a->rows;
    p->n = p->b_nk ? b->rows : b->cols;
    p->k = ka;
    p->batch = 0;
    if (ka != kb) {
        cli_error("%s: --a %s has K = %zu but --b %s has K = %zu (layouts %s, %s)", cmd, a->path, ka,
                  b->path, kb, p->a_km ? "km" : "mk", p->b_nk ? "nk" : "kn");
        return CLI_BAD;
    }
    if (!batches_agree(a, &p->batch) || !batches_agree(b, &p->batch)) {
        cli_error("%s: --a %s and --b %s: batches %zu and %zu differ", cmd, a->path, b->path,
                  a->batch, b->batch);
        return CLI_BAD;
    }
    return 0;
}

/* C: float32 (m,n) or (batch,m,n); fp16/bf16 widened exactly to fp32;
 * int32 for integer operands. */
static int check_c(const char *cmd, operand *c, problem *p)
{
    const int integer = gemm_is_int8(p->in);
    if (integer ? c->kind != MMAEMU_TENSOR_INT32
                : c->kind != MMAEMU_TENSOR_FP32 && c->kind != MMAEMU_TENSOR_FP16 &&
                      c->kind != MMAEMU_TENSOR_BF16) {
        cli_error("%s: --c %s: a %s tensor (expected %s)", cmd, c->path,
                  mmaemu_tensor_kind_name(c->kind),
                  integer ? "int32 with integer operands" : "float32, float16 or bfloat16");
        return CLI_BAD;
    }
    if (c->rows != p->m || c->cols != p->n || !batches_agree(c, &p->batch)) {
        cli_error("%s: --c %s: shape %s%zu, %zu), expected (%s%zu, %zu)", cmd, c->path,
                  c->batch ? "(batch, " : "(", c->rows, c->cols, p->batch ? "batch, " : "", p->m,
                  p->n);
        return CLI_BAD;
    }
    if (c->kind == MMAEMU_TENSOR_FP32 || c->kind == MMAEMU_TENSOR_INT32)
        return 0;
    uint32_t *w = malloc(c->t.count * sizeof *w);
    if (!w) {
        cli_error("%s: out of memory", cmd);
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

static int parse_choice(const char *cmd, const char *opt, const char *v, const char *no,
                        const char *yes,
                        int *out)
{
    if (!v || !strcmp(v, no))
        *out = 0;
    else if (!strcmp(v, yes))
        *out = 1;
    else {
        cli_error("%s: %s '%s' (expected %s or %s)", cmd, opt, v, no, yes);
        return CLI_BAD;
    }
    return 0;
}

static int parse_out_dtype(const char *cmd, const char *v, mmaemu_epilogue *out)
{
    static const char *const names[] = {"fp32", "bf16", "fp16"};
    static const mmaemu_epilogue epi[] = {MMAEMU_EPI_NONE, MMAEMU_EPI_BF16, MMAEMU_EPI_FP16};
    for (int i = 0; i < 3; i++)
        if (!strcmp(v ? v : "fp32", names[i])) {
            *out = epi[i];
            return 0;
        }
    cli_error("%s: --out-dtype '%s' (expected fp32, bf16 or fp16)", cmd, v);
    return CLI_BAD;
}

static int parse_format(const char *v, mmaemu_format *in)
{
    static const mmaemu_format ok[] = {MMAEMU_BF16, MMAEMU_FP16, MMAEMU_FP32, MMAEMU_TF32};
    mmaemu_format f;
    if (mmaemu_format_parse(v, &f))
        return -1;
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
        if (ok[i] == f || is_byte(f) || gemm_is_int8(f)) {
            *in = f;
            return 0;
        }
    return -1;
}

/* One --in name; e2m1x2 is e2m1 packed two a byte (*packed set). */
static int parse_packed(const char *v, mmaemu_format *f, int *packed)
{
    const size_t n = strlen(v);
    *packed = n > 2 && !strcmp(v + n - 2, "x2");
    if (!*packed)
        return parse_format(v, f);
    char base[32];
    snprintf(base, sizeof base, "%.*s", (int)(n - 2), v);
    return parse_format(base, f) || *f != MMAEMU_E2M1 ? -1 : 0;
}

/* --in A or A,B (B: an fp8/fp6/fp4 format, or the other integer, when it
 * differs); e2m1x2: packed e2m1. */
static int parse_in(const char *cmd, const char *v, problem *p)
{
    char a[32];
    const char *comma = strchr(v, ',');
    snprintf(a, sizeof a, "%.*s", comma ? (int)(comma - v) : (int)strlen(v), v);
    p->in_b = MMAEMU_FP32;
    const int one = !parse_packed(a, &p->in, &p->packed_a);
    const int two = one && comma && !parse_packed(comma + 1, &p->in_b, &p->packed_b) &&
                    ((is_byte(p->in) && is_byte(p->in_b)) ||
                     (gemm_is_int8(p->in) && gemm_is_int8(p->in_b)));
    if (one && !comma)
        p->packed_b = p->packed_a;
    if (one && (!comma || two))
        return 0;
    cli_error("%s: --in '%s' (expected bf16 fp16 fp32 tf32 e4m3 e5m2 e4m3fnuz e5m2fnuz e2m3 e3m2 "
              "e2m1 e2m1x2 s8 u8, or A,B of the 8-bit floats or of s8 and u8)", cmd, v);
    return CLI_BAD;
}


void gemm_operands_free(operands *x)
{
    mmaemu_npy_free(&x->a.t);
    mmaemu_npy_free(&x->b.t);
    mmaemu_npy_free(&x->c.t);
    mmaemu_npy_free(&x->bias.t);
    mmaemu_npy_free(&x->sa.t);
    mmaemu_npy_free(&x->sb.t);
}

/* "(2, 3)" / "(5,)" for an error message. */
static void shape_text(const mmaemu_npy *t, char *s, size_t len)
{
    size_t n = (size_t)snprintf(s, len, "(");
    for (int i = 0; i < t->ndim && n < len; i++)
        n += (size_t)snprintf(s + n, len - n, "%zu%s", t->shape[i],
                              t->ndim == 1 ? "," : i + 1 < t->ndim ? ", " : "");
    if (n < len)
        snprintf(s + n, len - n, ")");
}

int gemm_read_bias(const char *cmd, const char *path, const problem *p, operands *x)
{
    operand *b = &x->bias;
    char err[1024];
    b->opt = "--bias";
    b->path = path;
    if (mmaemu_tensor_read(path, &b->t, &b->kind, err, sizeof err)) {
        cli_error("%s: --bias %s", cmd, err);
        return CLI_BAD;
    }
    if (b->kind != MMAEMU_TENSOR_FP32 && b->kind != MMAEMU_TENSOR_FP16 &&
        b->kind != MMAEMU_TENSOR_BF16) {
        cli_error("%s: --bias %s: a %s tensor (expected float32, float16 or bfloat16)", cmd, path,
                  mmaemu_tensor_kind_name(b->kind));
        return CLI_BAD;
    }
    const size_t *s = b->t.shape;
    const int nd = b->t.ndim;
    if (!((nd == 1 && s[0] == p->n) || (nd == 2 && s[0] == p->m && s[1] == p->n) ||
          (nd == 3 && p->batch && s[0] == p->batch && s[1] == p->m && s[2] == p->n))) {
        shape_text(&b->t, err, sizeof err);
        cli_error("%s: --bias %s: shape %s, expected (%zu,), (%zu, %zu)%s", cmd, path, err, p->n,
                  p->m, p->n, p->batch ? " or (batch, m, n)" : "");
        return CLI_BAD;
    }
    b->batch = nd == 3 ? s[0] : 0;
    b->rows = nd >= 2 ? p->m : 0;   /* 0: every row the same */
    b->cols = p->n;
    x->has_bias = 1;
    return 0;
}

void gemm_fill_bias(const problem *p, const operands *x, mmaemu_mat *v, mmaemu_matmul *mm)
{
    const operand *b = &x->bias;
    mmaemu_mat w = {b->t.data, b->batch ? (ptrdiff_t)(p->m * p->n) : 0,
                    b->rows ? (ptrdiff_t)p->n : 0, 1};
    *v = w;
    mm->bias = x->has_bias ? v : NULL;
    mm->bias_fmt = b->kind == MMAEMU_TENSOR_FP16   ? MMAEMU_FP16
                   : b->kind == MMAEMU_TENSOR_BF16 ? MMAEMU_BF16
                                                   : MMAEMU_FP32;
}

/* Packed e2m1 (--in e2m1x2) one value a byte: the stored axis that holds
 * K twice as long, each byte's low nibble first.  0 or CLI_BAD. */
static int unpack_e2m1(const char *cmd, operand *x, int k_last)
{
    mmaemu_npy *t = &x->t;
    char err[512];
    const int axis = k_last ? t->ndim - 1 : t->ndim - 2;
    if (x->kind != MMAEMU_TENSOR_BITS8) {
        cli_error("%s: %s %s: a %s tensor (e2m1x2 is packed uint8)", cmd, x->opt, x->path,
                  mmaemu_tensor_kind_name(x->kind));
        return CLI_BAD;
    }
    if (mmaemu_memory_check(x->path, mmaemu_size_mul(t->count, 2), err, sizeof err)) {
        cli_error("%s: %s", cmd, err);
        return CLI_BAD;
    }
    size_t outer = 1, inner = 1;
    for (int d = 0; d < axis; d++)
        outer *= t->shape[d];
    for (int d = axis + 1; d < t->ndim; d++)
        inner *= t->shape[d];
    const size_t len = t->shape[axis];
    const uint8_t *src = t->data;
    uint8_t *dst = mmaemu_tensor_alloc(2 * t->count);
    if (!dst) {
        cli_error("%s: %s %s: out of memory unpacking e2m1", cmd, x->opt, x->path);
        return CLI_BAD;
    }
    for (size_t o = 0; o < outer; o++)
        for (size_t l = 0; l < len; l++)
            for (size_t i = 0; i < inner; i++) {
                const uint8_t v = src[(o * len + l) * inner + i];
                dst[(o * 2 * len + 2 * l) * inner + i] = v & 0xFu;
                dst[(o * 2 * len + 2 * l + 1) * inner + i] = (uint8_t)(v >> 4);
            }
    mmaemu_tensor_free(t->data);
    t->data = dst;
    t->shape[axis] *= 2;
    t->count *= 2;
    x->rows = t->shape[t->ndim - 2];
    x->cols = t->shape[t->ndim - 1];
    return 0;
}

int gemm_read_operands(const char *cmd, const char *a, const char *b, const char *c, int has_in,
                       problem *p, operands *x)
{
    mmaemu_format fb;
    if (read_operand(cmd, "--a", a, &x->a) || read_operand(cmd, "--b", b, &x->b) ||
        (p->packed_a && unpack_e2m1(cmd, &x->a, !p->a_km)) ||
        (p->packed_b && unpack_e2m1(cmd, &x->b, p->b_nk)) ||
        operand_format(cmd, &x->a, has_in, &p->in))
        return CLI_BAD;
    fb = p->in_b != MMAEMU_FP32 ? p->in_b : p->in;
    /* two typed fp8 tensors say both formats (e4m3 x e5m2 needs no --in) */
    const int typed = !has_in && typed_fp8(x->a.kind) && typed_fp8(x->b.kind);
    if (operand_format(cmd, &x->b, (has_in || x->b.kind == x->a.kind) && !typed, &fb) ||
        gemm_check_narrow(cmd, &x->a, p->in) || gemm_check_narrow(cmd, &x->b, fb))
        return CLI_BAD;
    if (typed && fb != p->in)
        p->in_b = fb;
    if (fb != p->in && p->in_b == MMAEMU_FP32) {
        cli_error("%s: --a %s is %s but --b %s is %s", cmd, a, mmaemu_format_get(p->in)->name, b,
                  mmaemu_format_get(fb)->name);
        return CLI_BAD;
    }
    if (shape(cmd, &x->a, &x->b, p))
        return CLI_BAD;
    x->has_c = c != NULL;
    return x->has_c && (read_operand(cmd, "--c", c, &x->c) || check_c(cmd, &x->c, p)) ? CLI_BAD : 0;
}

int gemm_parse_problem(const char *cmd, const char *a_layout, const char *b_layout,
                       const char *out_dtype, const char *in, problem *p)
{
    p->in_b = MMAEMU_FP32;
    return parse_choice(cmd, "--a-layout", a_layout, "mk", "km", &p->a_km) ||
                   parse_choice(cmd, "--b-layout", b_layout, "kn", "nk", &p->b_nk) ||
                   parse_out_dtype(cmd, out_dtype, &p->out) ||
                   (in && parse_in(cmd, in, p))
               ? CLI_BAD
               : 0;
}

void gemm_fill_matmul(const problem *p, const operands *x, const mmaemu_triton_config *tc,
                      mmaemu_mat *c, mmaemu_matmul *mm)
{
    /* Triton's default input_precision: fp32 operands go through tf32
     * (input_precision=ieee is refused by the lowering). */
    mm->in = tc && p->in == MMAEMU_FP32 && !tc->ieee ? MMAEMU_TF32 : p->in;
    mm->in_b = p->in_b;
    mm->acc = gemm_is_int8(p->in) ? MMAEMU_S32 : MMAEMU_FP32;
    mm->out = p->out;
    mm->triton = tc;
    mm->a_km = p->a_km;
    mm->b_nk = p->b_nk;
    mm->batch = p->batch ? p->batch : 1;
    mm->m = p->m;
    mm->n = p->n;
    mm->k = p->k;
    mm->a = view(&x->a, p->a_km);
    mm->b = view(&x->b, p->b_nk);
    *c = view(&x->c, 0);
    mm->c = x->has_c ? c : NULL;
}
