/* SPDX-License-Identifier: MIT */
/* dcpp.c -- `mmaemu dcpp`: the DCPP programs of pytorch/helion#1661
 * through a device model, on tensors from files.
 *
 *   mmaemu dcpp fwd  --arch MODEL --path P --x X --y Y [--z Z] --out-dir DIR
 *   mmaemu dcpp bwd  --arch MODEL --path P --dout G --x X --y Y --b B --out-dir DIR
 *   mmaemu dcpp plan --arch MODEL [--path P]        (the schedules, no data)
 *   mmaemu dcpp gen  --seed S --batch N --out-dir DIR   (the recorded inputs)
 *
 * Every input is read and checked before any work; outputs are written
 * to temporary names and renamed only when all of them are complete, so a
 * failure leaves no partial output. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* The problem's sizes (the config's, set from the inputs). */
#define M_ (c->m)
#define D_ (c->d)
#define K_ (c->k)

typedef struct {
    const char *arch, *variant, *path, *x, *y, *z, *dout, *b, *out_dir, *threads;
    const char *seed, *batch, *shape;
    cli_dcpp_knobs knobs;
    int save, progress, quiet, help_keys, exact;
} opts;

#define MODEL_ROWS                                                                              \
    CLI_ROW("--arch", CLI_VALUE, "MODEL", arch,                                                 \
      "ARCH[:VARIANT][+LIBPRESET], e.g. sm90+cublas13.1-h100,\n"                                \
      "gfx950:fused-k (mmaemu models lists them)"),                                             \
    CLI_VARIANT_ROW(opts),                                                                      \
    CLI_ROW("--set", CLI_LIST, "KEY=VALUE", knobs.sets,                                         \
      "a kernel knob, e.g. inductor.block_k=32,\n"                                              \
      "helion.kpack=2 (keys: --help-keys)"),                                                    \
    CLI_ROW("--schedule", CLI_LIST, "NAME=TEXT", knobs.scheds,                                  \
      "override a GEMM's schedule, e.g.\nhelion.dxt=\"instr=mma.m16n8k16\""),                   \
    CLI_ROW("--lib-schedule", CLI_LIST, "NAME=TEXT", knobs.libs,                                \
      "the same for a library GEMM (xty, buf0, buf1, buf3),\n"                                  \
      "e.g. buf3=\"instr=mma.m16n8k8 split_k=2\""),                                             \
    CLI_ROW("--help-keys", CLI_FLAG, NULL, help_keys, "list the --set keys and the GEMM names")
#define RUN_ROWS                                                                                \
    CLI_ROW("--out-dir", CLI_VALUE, "DIR", out_dir, "where the outputs go"),                    \
    CLI_RUN_ROWS(opts)
#define PATH_ROW CLI_ROW("--path", CLI_VALUE, "helion|inductor", path, "the program's path")
#define INPUTS_TEXT                                                                             \
    "Tensors: bf16 in .npy (uint16/int16 bit patterns or ml_dtypes bfloat16),\n"              \
    ".npy.gz or .safetensors (FILE or FILE:NAME); x (B,M,D), y and dout (B,M,K),\n"           \
    "b and z (B,D,K); any M, D <= 1024, K <= 64 (the report's: 3219, 256, 64).\n"             \
    "One banner line on stderr names the model and where the schedules come from."

static const cli_option fwd_opts[] = {
    MODEL_ROWS, PATH_ROW,
    CLI_ROW("--x", CLI_VALUE, "X", x, "x (B,3219,256)"),
    CLI_ROW("--y", CLI_VALUE, "Y", y, "y (B,3219,64)"),
    CLI_ROW("--z", CLI_VALUE, "Z", z, "z (B,256,64), added to xty (optional)"),
    RUN_ROWS,
    CLI_ROW("--save-intermediates", CLI_FLAG, NULL, save, "also write acc.npy (the fp32 xty)"),
    CLI_END};
static const cli_command fwd_cmd = {
    "dcpp fwd",
    "--arch MODEL --path helion|inductor --x X --y Y [--z Z]\n"
    " --out-dir DIR [options]",
    "The forward: writes DIR/xty.npy and DIR/out.npy (uint16 bf16 patterns).\n" INPUTS_TEXT,
    fwd_opts, "Exit status: 0 written, 2 bad input.", 0};

static const cli_option bwd_opts[] = {
    MODEL_ROWS, PATH_ROW,
    CLI_ROW("--dout", CLI_VALUE, "DOUT", dout, "the output gradient (B,3219,64)"),
    CLI_ROW("--x", CLI_VALUE, "X", x, "x (B,3219,256)"),
    CLI_ROW("--y", CLI_VALUE, "Y", y, "y (B,3219,64)"),
    CLI_ROW("--b", CLI_VALUE, "B", b, "b (B,256,64)"),
    RUN_ROWS,
    CLI_ROW("--save-intermediates", CLI_FLAG, NULL, save,
      "also write db.npy (fp32), db2.npy, dx1.npy, dxt.npy"),
    CLI_END};
static const cli_command bwd_cmd = {
    "dcpp bwd",
    "--arch MODEL --path helion|inductor --dout DOUT --x X\n"
    " --y Y --b B --out-dir DIR [options]",
    "The backward: writes DIR/dx.npy and DIR/dy.npy (uint16 bf16 patterns).\n" INPUTS_TEXT,
    bwd_opts, "Exit status: 0 written, 2 bad input.", 0};

static const cli_option plan_opts[] = {MODEL_ROWS, PATH_ROW, CLI_END};
static const cli_command plan_cmd = {
    "dcpp plan", "--arch MODEL [--path helion|inductor] [options]",
    "Every GEMM's schedule and instruction, and why (no data); both paths unless\n"
    "--path.",
    plan_opts, NULL, 0};

static const cli_option gen_opts[] = {
    CLI_ROW("--seed", CLI_VALUE, "S", seed, "generator seed, 0..65535"),
    CLI_ROW("--batch", CLI_VALUE, "N", batch, "batches, 1..1152"),
    CLI_ROW("--shape", CLI_VALUE, "M,D,K", shape,
      "the problem's M, D, K (3219,256,64: the report's);\nD <= 1024, K <= 64"),
    CLI_ROW("--out-dir", CLI_VALUE, "DIR", out_dir, "where x, y, dout, b .npy go"),
    CLI_END};
static const cli_command gen_cmd = {
    "dcpp gen", "--seed S --batch N --out-dir DIR",
    "The recorded inputs (validation/data/dcpp-h100): DIR/x.npy, y.npy, dout.npy,\n"
    "b.npy.",
    gen_opts, NULL, 0};

/* Parse; -1 to run, else the exit status. */
static int parse(const cli_command *cmd, int argc, char **argv, opts *o)
{
    int rc = cli_parse(cmd, argc, argv, o, sizeof *o, NULL, NULL);
    if (rc < 0 && o->exact)
        setenv("MMAEMU_EXACT", "1", 1);
    if (rc < 0 && o->help_keys) {
        cli_dcpp_keys_help(stdout);
        return CLI_OK;
    }
    return rc;
}

/* "helion: ..., library GEMMs ..." -- where a path's schedules come from. */
static void schedule_source(mmaemu_dcpp_path p, const mmaemu_model_spec *s,
                            const cli_dcpp_knobs *k, char *buf, size_t len)
{
    char lib[96];
    snprintf(lib, sizeof lib, "library preset %s", s->lib);
    size_t n = (size_t)snprintf(buf, len, "%s: %s", cli_dcpp_path_name(p),
                                p == MMAEMU_DCPP_HELION
                                    ? "the report's tile configs lowered as Triton does"
                                    : "the bmm template lowered as Triton does, library GEMMs "
                                      "from ");
    if (p == MMAEMU_DCPP_INDUCTOR && n < len)
        n += (size_t)snprintf(buf + n, len - n, "%s", *s->lib ? lib : "the library default chain");
    if ((k->sets.n || k->scheds.n || k->libs.n) && n < len)
        snprintf(buf + n, len - n, ", changed by %d --set, %d --schedule, %d --lib-schedule",
                 k->sets.n, k->scheds.n, k->libs.n);
}

static void banner(const char *cmd, const mmaemu_model_spec *s, mmaemu_dcpp_path p,
                   const cli_dcpp_knobs *k)
{
    char model[256], src[512];
    cli_model_describe(s, model, sizeof model);
    schedule_source(p, s, k, src, sizeof src);
    cli_banner(cmd, "model %s; schedules from %s (mmaemu dcpp plan lists them)", model, src);
}

/* ---------------------------------------------------------------- plan */

static int print_plan(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, int bwd)
{
    mmaemu_dcpp_gemm_plan pl[4];
    char err[1024], text[256];
    int n = mmaemu_dcpp_plan(c, path, bwd, pl, err, sizeof err);
    if (n < 0) {
        cli_error("dcpp plan: %s", err);
        return CLI_BAD;
    }
    printf("%s %s on %s%s%s:\n", cli_dcpp_path_name(path), bwd ? "backward" : "forward",
           c->arch->name, *c->variant ? " variant " : "", c->variant);
    for (int i = 0; i < n; i++) {
        mmaemu_schedule_format(&pl[i].sched, text, sizeof text);
        printf("  %-14s %s\n  %-14s   (%s; L=%d F=%d)\n  %-14s   %s\n", pl[i].name, text, "",
               pl[i].instr->name, pl[i].instr->step.L, pl[i].instr->step.F, "", pl[i].why);
    }
    return 0;
}

static int run_plan(int argc, char **argv)
{
    opts o;
    mmaemu_dcpp_config c;
    mmaemu_model_spec spec;
    mmaemu_dcpp_path only = MMAEMU_DCPP_HELION;
    int rc = parse(&plan_cmd, argc, argv, &o);
    if (rc >= 0)
        return rc;
    if (cli_dcpp_config("dcpp plan", o.arch, o.variant, &o.knobs, &c, &spec) ||
        (o.path && cli_dcpp_path_parse("dcpp plan", "--path", o.path, &only)))
        return CLI_BAD;
    for (int p = 0; p < 2; p++)
        for (int bwd = 0; bwd < 2 && (!o.path || (int)only == p); bwd++)
            if (print_plan(&c, (mmaemu_dcpp_path)p, bwd))
                return CLI_BAD;
    return CLI_OK;
}

/* ----------------------------------------------------------------- gen */

static mmaemu_npy arr16(void *data, size_t B, size_t r, size_t c)
{
    mmaemu_npy a = {MMAEMU_NPY_U16, 3, {B, r, c}, B * r * c, data};
    return a;
}

static mmaemu_npy arr32(void *data, size_t B, size_t r, size_t c)
{
    mmaemu_npy a = {MMAEMU_NPY_F32, 3, {B, r, c}, B * r * c, data};
    return a;
}

/* DIR/NAME.npy for each name reserved (DIR made first), before any work. */
static int reserve_outputs(const char *cmd, const char *dir, int n, const char *const *names,
                           cli_outputs *out)
{
    char paths[8][4200];
    const char *p[8];
    if (cli_make_dirs(cmd, dir))
        return CLI_BAD;
    for (int i = 0; i < n; i++) {
        snprintf(paths[i], sizeof paths[i], "%s/%s.npy", dir, names[i]);
        p[i] = paths[i];
    }
    return cli_outputs_reserve(out, cmd, n, p);
}

/* --shape M,D,K into the config (the report's when absent): three whole
 * decimal numbers, M up to 2^32, D and K the operator's bounds. */
static int gen_shape(const char *v, mmaemu_dcpp_config *c)
{
    static const unsigned long hi[3] = {1ul << 32, MMAEMU_DCPP_MAX_D, MMAEMU_DCPP_MAX_K};
    unsigned long mdk[3];
    char err[256];
    mmaemu_dcpp_config_init(c, NULL);
    if (!v)
        return 0;
    if (cli_parse_counts("dcpp gen", "--shape", "M,D,K", v, 3, hi, mdk))
        return CLI_BAD;
    if (mmaemu_dcpp_config_shape(c, mdk[0], mdk[1], mdk[2], err, sizeof err)) {
        cli_error("dcpp gen: --shape %s: %s", v, err);
        return CLI_BAD;
    }
    return 0;
}

/* The four tensors, held together, within the memory budget: 0 or 2. */
static int gen_budget(size_t B, const size_t *rows, const size_t *cols)
{
    uint64_t total = 0;
    char err[512];
    for (int t = 0; t < 4 && total != UINT64_MAX; t++) {
        uint64_t n = mmaemu_size_mul(mmaemu_size_mul(mmaemu_size_mul(B, rows[t]), cols[t]), 2);
        total = n > UINT64_MAX - total ? UINT64_MAX : total + n;
    }
    if (mmaemu_memory_check("the output set (x, y, dout, b)", total, err, sizeof err)) {
        cli_error("dcpp gen: %s", err);
        return CLI_BAD;
    }
    return 0;
}

static int run_gen(int argc, char **argv)
{
    static const char *const names[4] = {"x", "y", "dout", "b"};
    opts o;
    mmaemu_dcpp_config cfg, *c = &cfg;
    unsigned long seed, B;
    int rc = parse(&gen_cmd, argc, argv, &o);
    if (rc >= 0)
        return rc;
    if (gen_shape(o.shape, c))
        return CLI_BAD;
    const size_t rows[4] = {M_, M_, M_, D_}, cols[4] = {D_, K_, K_, K_};
    if (!o.seed || !o.batch || !o.out_dir) {
        cli_error("dcpp gen: --seed, --batch and --out-dir are required");
        return CLI_BAD;
    }
    if (cli_parse_count("dcpp gen", "--seed", o.seed, 0, 65535, &seed) ||
        cli_parse_count("dcpp gen", "--batch", o.batch, 1, 1152, &B))
        return CLI_BAD;
    mmaemu_npy arrs[4] = {{0}};
    cli_outputs out;
    if (gen_budget(B, rows, cols) || reserve_outputs("dcpp gen", o.out_dir, 4, names, &out))
        return CLI_BAD;
    rc = 0;
    for (int t = 0; t < 4 && !rc; t++) {
        size_t n = B * rows[t] * cols[t];
        uint16_t *v = malloc(n * sizeof *v);
        if (!v) {
            cli_error("dcpp gen: out of memory");
            rc = CLI_BAD;
            break;
        }
        mmaemu_dcpp_fill(seed, (unsigned)t + 1, v, n);
        arrs[t] = arr16(v, B, rows[t], cols[t]);
    }
    if (!rc)
        rc = cli_outputs_npys(&out, arrs);
    else
        cli_outputs_abort(&out);
    for (int t = 0; t < 4; t++)
        free(arrs[t].data);
    return rc;
}

/* ------------------------------------------------------------ fwd, bwd */

typedef struct {
    size_t B;
    uint16_t *x, *y, *z, *dout, *b;
} inputs;

static void inputs_free(inputs *in)
{
    mmaemu_tensor_free(in->x);
    mmaemu_tensor_free(in->y);
    mmaemu_tensor_free(in->z);
    mmaemu_tensor_free(in->dout);
    mmaemu_tensor_free(in->b);
}

/* An input of fixed shape, a large plain .npy mapped from its file (no
 * copy and no fresh memory: inputs are only read). */
static uint16_t *map_input(const char *cmd, const char *what, const char *path, size_t B,
                           size_t rows, size_t cols)
{
    size_t b2;
    return cli_dcpp_load_bf16(cmd, what, path, B, &rows, &cols, &b2, 1);
}

/* x's and y's headers, before either's data are read: y must match x's
 * B and M, and M, D, K fit the operator (the same errors as after the
 * reads).  0 also where a header is unreadable: the read reports it. */
static int check_headers(const char *cmd, const opts *o, mmaemu_dcpp_config *c)
{
    size_t xd[3], yd[3], b2;
    char err[512];
    if (cli_dcpp_peek_bf16(o->x, xd) || cli_dcpp_peek_bf16(o->y, yd) || !xd[0] || !xd[1] || !xd[2])
        return 0;
    if (yd[0] != xd[0] || yd[1] != xd[1]) {
        size_t M = xd[1], K = 0;
        uint16_t *y = cli_dcpp_read_bf16_any(cmd, "y", o->y, xd[0], &M, &K, &b2);
        if (!y)
            return CLI_BAD; /* refused from its header, as after reading x */
        free(y);
        return 0;
    }
    if (yd[2] && mmaemu_dcpp_config_shape(c, xd[1], xd[2], yd[2], err, sizeof err)) {
        cli_error("%s: --x %s, --y %s: %s", cmd, o->x, o->y, err);
        return CLI_BAD;
    }
    return 0;
}

/* x (B, M, D) and y (B, M, K) set the problem's shape; the others follow
 * it.  Then the config takes the shape (D <= 1024, K <= 64). */
static int read_inputs(const char *cmd, const opts *o, int bwd, mmaemu_dcpp_config *c,
                       inputs *in)
{
    size_t b2, M = 0, D = 0, K = 0;
    char err[512];
    memset(in, 0, sizeof *in);
    if (check_headers(cmd, o, c))
        return CLI_BAD;
    if (!(in->x = cli_dcpp_load_bf16(cmd, "x", o->x, 0, &M, &D, &in->B, 1)) ||
        !(in->y = cli_dcpp_load_bf16(cmd, "y", o->y, in->B, &M, &K, &b2, 1)))
        return CLI_BAD;
    if (mmaemu_dcpp_config_shape(c, M, D, K, err, sizeof err)) {
        cli_error("%s: --x %s, --y %s: %s", cmd, o->x, o->y, err);
        return CLI_BAD;
    }
    if ((o->z && !(in->z = map_input(cmd, "z", o->z, in->B, D_, K_))) ||
        (bwd && !(in->dout = map_input(cmd, "dout", o->dout, in->B, M_, K_))) ||
        (bwd && !(in->b = map_input(cmd, "b", o->b, in->B, D_, K_))))
        return CLI_BAD;
    return 0;
}

static const char *const fwd_names[3] = {"xty", "out", "acc"};
static const char *const bwd_names[6] = {"dx", "dy", "db", "db2", "dx1", "dxt"};

/* Batch elements per piece (cli/dcpp_pieces.c): the library's rule. */
static size_t piece_of(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, int bwd, size_t B)
{
    mmaemu_dcpp_gemm_plan pl[6];
    char err[256];
    return mmaemu_dcpp_piece(pl, mmaemu_dcpp_plan(c, path, bwd, pl, err, sizeof err), B);
}

/* Piece [b0, b0 + nb)'s share of the run's progress. */
static mmaemu_dcpp_config piece_config(const mmaemu_dcpp_config *c, size_t b0, size_t nb, size_t B)
{
    mmaemu_dcpp_config cc = *c;
    cc.progress.base = c->progress.base + c->progress.span * (double)b0 / (double)B;
    cc.progress.span = c->progress.span * (double)nb / (double)B;
    return cc;
}

/* What a piece of the forward or backward needs: the run and the inputs. */
typedef struct piece_ctx {
    const mmaemu_dcpp_config *c;
    mmaemu_dcpp_path path;
    const inputs *in;
    size_t B;
} piece_ctx;

/* bufs: xty, out, acc (NULL unless saved). */
static int forward_piece(void *ctx, size_t b0, size_t nb, void *const *bufs, char *err,
                         size_t errlen)
{
    const piece_ctx *p = ctx;
    const mmaemu_dcpp_config *c = p->c, cc = piece_config(c, b0, nb, p->B);
    mmaemu_dcpp_fwd f = {bufs[0], bufs[2], bufs[1]};
    return mmaemu_dcpp_forward(&cc, p->path, nb, p->in->x + b0 * M_ * D_, p->in->y + b0 * M_ * K_,
                               p->in->z ? p->in->z + b0 * D_ * K_ : NULL, &f, err, errlen);
}

/* bufs: dx, dy, db (NULL unless saved), db2, dx1, dxt.  dx1 and dxt are
 * always given, written only when saved: the program's own would be fresh
 * memory for every piece. */
static int backward_piece(void *ctx, size_t b0, size_t nb, void *const *bufs, char *err,
                          size_t errlen)
{
    const piece_ctx *p = ctx;
    const mmaemu_dcpp_config *c = p->c, cc = piece_config(c, b0, nb, p->B);
    mmaemu_dcpp_bwd g = {bufs[2], bufs[3], bufs[1], bufs[4], bufs[5], bufs[0]};
    return mmaemu_dcpp_backward(&cc, p->path, nb, p->in->x + b0 * M_ * D_,
                                p->in->y + b0 * M_ * K_, p->in->dout + b0 * M_ * K_,
                                p->in->b + b0 * D_ * K_, &g, err, errlen);
}

static int forward(const opts *o, const mmaemu_dcpp_config *c, mmaemu_dcpp_path path,
                   const inputs *in, cli_outputs *out)
{
    const size_t B = in->B;
    const mmaemu_npy arrs[3] = {arr16(NULL, B, D_, K_), arr16(NULL, B, M_, K_),
                                arr32(NULL, B, D_, K_)};
    const size_t elems[3] = {D_ * K_, M_ * K_, o->save ? D_ * K_ : 0}, width[3] = {2, 2, 4};
    piece_ctx p = {c, path, in, B};
    if (cli_outputs_open(out, arrs))
        return CLI_BAD;
    return cli_dcpp_run_pieces("dcpp fwd", out, B, piece_of(c, path, 0, B), 3, elems, width,
                               forward_piece, &p);
}

static int backward(const opts *o, const mmaemu_dcpp_config *c, mmaemu_dcpp_path path,
                    const inputs *in, cli_outputs *out)
{
    const size_t B = in->B;
    const mmaemu_npy arrs[6] = {arr16(NULL, B, M_, D_), arr16(NULL, B, M_, K_),
                                arr32(NULL, B, D_, K_), arr16(NULL, B, D_, K_),
                                arr16(NULL, B, M_, D_), arr16(NULL, B, D_, M_)};
    const size_t elems[6] = {M_ * D_, M_ * K_, o->save ? D_ * K_ : 0, D_ * K_, M_ * D_, D_ * M_};
    const size_t width[6] = {2, 2, 4, 2, 2, 2};
    piece_ctx p = {c, path, in, B};
    if (cli_outputs_open(out, arrs))
        return CLI_BAD;
    return cli_dcpp_run_pieces("dcpp bwd", out, B, piece_of(c, path, 1, B), 6, elems, width,
                               backward_piece, &p);
}

/* Options, model and plan checked before any data is read. */
static int check_run(const char *cmd, const opts *o, int bwd, mmaemu_dcpp_config *c,
                     mmaemu_model_spec *spec, mmaemu_dcpp_path *path)
{
    char err[1024];
    mmaemu_dcpp_gemm_plan pl[4];
    if (cli_dcpp_path_parse(cmd, "--path", o->path, path) ||
        cli_dcpp_config(cmd, o->arch, o->variant, &o->knobs, c, spec))
        return CLI_BAD;
    if (!o->out_dir) {
        cli_error("%s: --out-dir is required", cmd);
        return CLI_BAD;
    }
    if (!o->x || !o->y || (bwd && (!o->dout || !o->b))) {
        cli_error("%s: %s are required", cmd, bwd ? "--dout, --x, --y and --b" : "--x and --y");
        return CLI_BAD;
    }
    if (cli_set_threads(cmd, o->threads))
        return CLI_BAD;
    if (mmaemu_dcpp_plan(c, *path, bwd, pl, err, sizeof err) < 0) {
        cli_error("%s: %s", cmd, err);
        return CLI_BAD;
    }
    return 0;
}

static int run_program(int argc, char **argv, int bwd)
{
    const char *cmd = bwd ? "dcpp bwd" : "dcpp fwd";
    opts o;
    mmaemu_dcpp_config c;
    mmaemu_model_spec spec;
    mmaemu_dcpp_path path;
    inputs in;
    int rc = parse(bwd ? &bwd_cmd : &fwd_cmd, argc, argv, &o);
    if (rc >= 0)
        return rc;
    cli_outputs out;
    if (check_run(cmd, &o, bwd, &c, &spec, &path) ||
        reserve_outputs(cmd, o.out_dir, bwd ? (o.save ? 6 : 2) : (o.save ? 3 : 2),
                        bwd ? bwd_names : fwd_names, &out))
        return CLI_BAD;
    if (read_inputs(cmd, &o, bwd, &c, &in)) {
        cli_outputs_abort(&out);
        inputs_free(&in);
        return CLI_BAD;
    }
    char label[96];
    cli_bar bar;
    snprintf(label, sizeof label, "%s %s %s B=%zu", cmd, o.path, c.arch->name, in.B);
    cli_bar_init(&bar, label, o.progress, o.quiet);
    c.progress.fn = cli_bar_update;
    c.progress.ctx = &bar;
    banner(cmd, &spec, path, &o.knobs);
    rc = bwd ? backward(&o, &c, path, &in, &out) : forward(&o, &c, path, &in, &out);
    inputs_free(&in);
    return rc;
}

static int run_fwd(int argc, char **argv)
{
    return run_program(argc, argv, 0);
}

static int run_bwd(int argc, char **argv)
{
    return run_program(argc, argv, 1);
}

CLI_GROUP(mmaemu_cli_dcpp, "dcpp",
          "The DCPP programs of pytorch/helion#1661 (Helion's fused kernels or\n"
          "Inductor's library bmm + Triton template) through one device model.",
          {"fwd", run_fwd, "the forward through one model: xty, out"},
          {"bwd", run_bwd, "the backward through one model: dx, dy"},
          {"plan", run_plan, "every GEMM's schedule and instruction (no data)"},
          {"gen", run_gen, "the recorded generator's inputs x, y, dout, b"})
