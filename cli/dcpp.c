/* cli_dcpp.c -- `mmaemu dcpp`: the DCPP programs of pytorch/helion#1661
 * through a device model, on tensors from files.
 *
 *   mmaemu dcpp fwd  --arch A --path P --x X --y Y [--z Z] --out-dir DIR
 *   mmaemu dcpp bwd  --arch A --path P --dout G --x X --y Y --b B --out-dir DIR
 *   mmaemu dcpp plan --arch A [--path P]        (the schedules, no data)
 *   mmaemu dcpp gen  --seed S --batch N --out-dir DIR   (the recorded inputs)
 *
 * Every input is read and checked before any work; outputs are written
 * to temporary names and renamed only when all of them are complete, so a
 * failure leaves no partial output. */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define M_ MMAEMU_DCPP_M
#define D_ MMAEMU_DCPP_D
#define K_ MMAEMU_DCPP_K

static void dcpp_usage(FILE *to)
{
    fputs("usage: mmaemu dcpp fwd --arch ARCH --path helion|inductor --x X --y Y [--z Z]\n"
          "                       --out-dir DIR [options]\n"
          "       mmaemu dcpp bwd --arch ARCH --path helion|inductor --dout DOUT --x X --y Y\n"
          "                       --b B --out-dir DIR [options]\n"
          "       mmaemu dcpp plan --arch ARCH [--path helion|inductor] [options]\n"
          "       mmaemu dcpp gen --seed S --batch N --out-dir DIR\n"
          "Shapes: x (B,3219,256); y, dout (B,3219,64); b, z (B,256,64); bf16 tensors in\n"
          ".npy (uint16/int16 bit patterns or ml_dtypes bfloat16), .npy.gz or\n"
          ".safetensors (FILE or FILE:NAME).  Writes DIR/xty.npy, DIR/out.npy (fwd) or\n"
          "DIR/dx.npy, DIR/dy.npy (bwd) as uint16 bf16 patterns.\n"
          "options:\n"
          "  --variant NAME          model variant (mmaemu models lists them)\n"
          "  --set KEY=VALUE         a kernel knob, e.g. inductor.block_k=32, helion.kpack=2\n"
          "                          (keys: mmaemu dcpp plan --help-keys)\n"
          "  --schedule NAME=TEXT    override a GEMM's schedule, e.g.\n"
          "                          helion.dxt=\"instr=mma.m16n8k16\"\n"
          "  --lib-schedule NAME=TEXT  the same for a library GEMM (xty, buf0, buf1, buf3),\n"
          "                          e.g. buf3=\"instr=mma.m16n8k8 split_k=2\"\n"
          "  --save-intermediates    also write acc.npy (fwd, fp32) or db.npy (fp32), db2.npy,\n"
          "                          dx1.npy, dxt.npy (bwd)\n"
          "  --threads N             OpenMP threads (results do not depend on it)\n"
          "  --progress / --quiet    force / suppress the progress bar on stderr\n", to);
}

static void keys_usage(void)
{
    puts("--set keys (defaults: the report's launch options):\n"
         "  variant               model variant of the arch\n"
         "  helion.fwd_block_m    rows per tile of the forward's M loops (32)\n"
         "  helion.bwd_block_m    rows per tile of the backward's M loops (16)\n"
         "  helion.num_warps      4\n"
         "  helion.nonkdim        AMD matrix_instr_nonkdim (0 = auto)\n"
         "  helion.kpack          AMD kpack (1)\n"
         "  inductor.block_m      template BLOCK_M (256)\n"
         "  inductor.block_n      template BLOCK_N (64)\n"
         "  inductor.block_k      template BLOCK_K (64)\n"
         "  inductor.num_warps    8\n"
         "  inductor.nonkdim      16\n"
         "  inductor.kpack        2 (gfx950 forces 1)\n"
         "GEMM names for --schedule:");
    for (int i = 0; mmaemu_dcpp_gemm_names[i]; i++)
        printf("  %s\n", mmaemu_dcpp_gemm_names[i]);
}

/* ------------------------------------------------------------ progress */

typedef struct {
    int on;
    const char *label;
    double t0, shown;
    int last;
} bar_state;

static void bar(void *ctx, double done)
{
    bar_state *b = ctx;
    int pct = (int)(done * 100.0 + 0.5);
    if (!b->on || pct == b->last)
        return;
    double t = cli_seconds() - b->t0;
    if (pct < 100 && t - b->shown < 0.25)
        return;   /* a few updates a second are enough */
    b->shown = t;
    b->last = pct;
    char cells[41];
    int full = pct * 40 / 100;
    for (int i = 0; i < 40; i++)
        cells[i] = i < full ? '#' : '.';
    cells[40] = '\0';
    fprintf(stderr, "\r%s [%s] %3d%% %6.1f s", b->label, cells, pct, t);
    if (pct >= 100)
        fputc('\n', stderr);
    fflush(stderr);
}

/* ---------------------------------------------------------------- I/O */

uint16_t *cli_dcpp_read_bf16(const char *what, const char *path, size_t B, size_t rows,
                             size_t cols, size_t *batch_out)
{
    char err[1024];
    mmaemu_npy a;
    mmaemu_tensor_kind kind;
    if (mmaemu_tensor_read(path, &a, &kind, err, sizeof err)) {
        cli_error("dcpp: --%s %s", what, err);
        return NULL;
    }
    if (kind != MMAEMU_TENSOR_BITS16 && kind != MMAEMU_TENSOR_BF16) {
        cli_error("dcpp: --%s %s: expected a bf16 tensor (uint16/int16 patterns, ml_dtypes "
                  "bfloat16 or safetensors BF16), found %s", what, path,
                  kind == MMAEMU_TENSOR_FP16 ? "float16" : kind == MMAEMU_TENSOR_FP32 ? "float32"
                                                                                      : "float64");
        mmaemu_npy_free(&a);
        return NULL;
    }
    int ok = a.ndim == 3 && a.shape[1] == rows && a.shape[2] == cols && a.shape[0] > 0 &&
             (B == 0 || a.shape[0] == B);
    if (!ok) {
        char got[128] = "(";
        for (int i = 0; i < a.ndim; i++) {
            size_t l = strlen(got);
            snprintf(got + l, sizeof got - l, "%s%zu", i ? ", " : "", a.shape[i]);
        }
        strncat(got, ")", sizeof got - strlen(got) - 1);
        if (B)
            cli_error("dcpp: --%s %s: shape %s, expected (%zu, %zu, %zu)", what, path, got, B, rows,
                      cols);
        else
            cli_error("dcpp: --%s %s: shape %s, expected (B, %zu, %zu)", what, path, got, rows, cols);
        mmaemu_npy_free(&a);
        return NULL;
    }
    /* NaN/Inf inputs: the programs would run, but the report's question is
     * about finite data; refuse rather than guess what the user meant. */
    const uint16_t *w = a.data;
    for (size_t i = 0; i < a.count; i++)
        if ((w[i] & 0x7F80u) == 0x7F80u) {
            cli_error("dcpp: --%s %s: element %zu is %s (0x%04x); inputs must be finite", what,
                      path, i, (w[i] & 0x7Fu) ? "NaN" : "Inf", w[i]);
            mmaemu_npy_free(&a);
            return NULL;
        }
    *batch_out = a.shape[0];
    return a.data;
}

typedef struct {
    char final[4096], tmp[4096];
} out_file;

/* mkdir -p. */
static int make_dirs(const char *dir)
{
    char p[4096];
    snprintf(p, sizeof p, "%s", dir);
    for (char *q = p + 1; *q; q++)
        if (*q == '/') {
            *q = '\0';
            if (mkdir(p, 0777) && errno != EEXIST)
                return -1;
            *q = '/';
        }
    return mkdir(p, 0777) && errno != EEXIST ? -1 : 0;
}

/* Write every (name, data) pair to DIR/name.npy.tmp, then rename all; on
 * any failure remove what was written. */
static int write_outputs(const char *dir, int n, const char *const *names, mmaemu_npy *arrs)
{
    out_file f[8];
    char err[1024];
    int written = 0, rc = 0;
    if (make_dirs(dir)) {
        cli_error("dcpp: --out-dir %s: %s", dir, strerror(errno));
        return 1;
    }
    for (int i = 0; i < n && !rc; i++) {
        snprintf(f[i].final, sizeof f[i].final, "%s/%s.npy", dir, names[i]);
        snprintf(f[i].tmp, sizeof f[i].tmp, "%s/.%s.npy.tmp%ld", dir, names[i], (long)getpid());
        if (mmaemu_npy_write(f[i].tmp, &arrs[i], err, sizeof err)) {
            cli_error("dcpp: %s", err);
            remove(f[i].tmp);
            rc = 1;
        } else {
            written++;
        }
    }
    for (int i = 0; i < written && !rc; i++)
        if (rename(f[i].tmp, f[i].final)) {
            cli_error("dcpp: %s: %s", f[i].final, strerror(errno));
            rc = 1;
        }
    if (rc)
        for (int i = 0; i < written; i++)
            remove(f[i].tmp);
    return rc;
}

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

/* ------------------------------------------------------------- options */

typedef struct {
    const char *mode, *arch, *variant, *path, *x, *y, *z, *dout, *b, *out_dir, *threads;
    const char *seed, *batch;
    cli_dcpp_knobs knobs;
    int save, progress, quiet;
} opts;

int cli_dcpp_take_knob(const char *cmd, int argc, char **argv, int *i, cli_dcpp_knobs *k)
{
    const char **list;
    int *n;
    if (!strcmp(argv[*i], "--set")) {
        list = k->sets;
        n = &k->n_sets;
    } else if (!strcmp(argv[*i], "--schedule")) {
        list = k->scheds;
        n = &k->n_scheds;
    } else if (!strcmp(argv[*i], "--lib-schedule")) {
        list = k->libs;
        n = &k->n_libs;
    } else {
        return 0;
    }
    if (*n >= CLI_DCPP_MAX_REPEAT) {
        cli_error("%s: at most %d %s options", cmd, CLI_DCPP_MAX_REPEAT, argv[*i]);
        return 2;
    }
    return cli_take_value(cmd, argc, argv, i, &list[(*n)++]) ? 2 : 1;
}

static int parse_opts(int argc, char **argv, opts *o)
{
    memset(o, 0, sizeof *o);
    o->mode = argv[1];
    for (int i = 2; i < argc; i++) {
        const char *opt = argv[i];
        const char **slot = NULL;
        if (!strcmp(opt, "--help") || !strcmp(opt, "-h")) {
            dcpp_usage(stdout);
            return 1;
        }
        if (!strcmp(opt, "--help-keys")) {
            keys_usage();
            return 1;
        }
        if (!strcmp(opt, "--save-intermediates")) { o->save = 1; continue; }
        if (!strcmp(opt, "--progress")) { o->progress = 1; continue; }
        if (!strcmp(opt, "--quiet")) { o->quiet = 1; continue; }
        int knob = cli_dcpp_take_knob("dcpp", argc, argv, &i, &o->knobs);
        if (knob == 2)
            return 2;
        if (knob)
            continue;
        if (!strcmp(opt, "--arch")) slot = &o->arch;
        else if (!strcmp(opt, "--variant")) slot = &o->variant;
        else if (!strcmp(opt, "--path")) slot = &o->path;
        else if (!strcmp(opt, "--x")) slot = &o->x;
        else if (!strcmp(opt, "--y")) slot = &o->y;
        else if (!strcmp(opt, "--z") && !strcmp(o->mode, "fwd")) slot = &o->z;
        else if (!strcmp(opt, "--dout") && !strcmp(o->mode, "bwd")) slot = &o->dout;
        else if (!strcmp(opt, "--b") && !strcmp(o->mode, "bwd")) slot = &o->b;
        else if (!strcmp(opt, "--out-dir")) slot = &o->out_dir;
        else if (!strcmp(opt, "--threads")) slot = &o->threads;
        else if (!strcmp(opt, "--seed") && !strcmp(o->mode, "gen")) slot = &o->seed;
        else if (!strcmp(opt, "--batch") && !strcmp(o->mode, "gen")) slot = &o->batch;
        if (cli_take_value("dcpp", argc, argv, &i, slot))
            return 2;
    }
    return 0;
}

/* The config from --arch/--variant/--set/--schedule/--lib-schedule. */
int cli_dcpp_config(const char *cmd, const char *arch_name, const char *variant,
                    const cli_dcpp_knobs *k, mmaemu_dcpp_config *c)
{
    char err[1024], buf[512];
    if (!arch_name) {
        cli_error("%s: --arch is required (mmaemu models lists them)", cmd);
        return 2;
    }
    const mmaemu_arch *arch = mmaemu_arch_find(arch_name);
    if (!arch) {
        cli_error("%s: unknown arch '%s' (mmaemu models lists them)", cmd, arch_name);
        return 2;
    }
    mmaemu_dcpp_config_init(c, arch);
    if (variant) {
        snprintf(buf, sizeof buf, "variant=%s", variant);
        if (mmaemu_dcpp_config_set(c, buf, err, sizeof err)) {
            cli_error("%s: %s", cmd, err);
            return 2;
        }
    }
    for (int i = 0; i < k->n_sets; i++)
        if (mmaemu_dcpp_config_set(c, k->sets[i], err, sizeof err)) {
            cli_error("%s: %s", cmd, err);
            return 2;
        }
    for (int i = 0; i < k->n_scheds; i++)
        if (mmaemu_dcpp_config_schedule(c, k->scheds[i], err, sizeof err)) {
            cli_error("%s: --schedule %s", cmd, err);
            return 2;
        }
    for (int i = 0; i < k->n_libs; i++) {
        const char *s = k->libs[i];
        int lib = !strncmp(s, "xty=", 4) || !strncmp(s, "buf0=", 5) || !strncmp(s, "buf1=", 5) ||
                  !strncmp(s, "buf3=", 5);
        if (!lib) {
            cli_error("%s: --lib-schedule '%s': expected xty=, buf0=, buf1= or buf3= "
                      "followed by schedule text", cmd, s);
            return 2;
        }
        snprintf(buf, sizeof buf, "inductor.%s", s);
        if (mmaemu_dcpp_config_schedule(c, buf, err, sizeof err)) {
            cli_error("%s: --lib-schedule %s", cmd, err);
            return 2;
        }
    }
    /* Resolve the variant now so that a bad name fails before any I/O. */
    if (mmaemu_instr_select(arch, c->variant, NULL, MMAEMU_BF16, MMAEMU_FP32, err, sizeof err) == NULL) {
        cli_error("%s: %s", cmd, err);
        return 2;
    }
    return 0;
}

static int build_config(const opts *o, mmaemu_dcpp_config *c)
{
    char cmd[32];
    snprintf(cmd, sizeof cmd, "dcpp %s", o->mode);
    return cli_dcpp_config(cmd, o->arch, o->variant, &o->knobs, c);
}

static int parse_path(const opts *o, mmaemu_dcpp_path *p)
{
    if (!o->path) {
        cli_error("dcpp %s: --path helion|inductor is required", o->mode);
        return 2;
    }
    if (!strcmp(o->path, "helion"))
        *p = MMAEMU_DCPP_HELION;
    else if (!strcmp(o->path, "inductor"))
        *p = MMAEMU_DCPP_INDUCTOR;
    else {
        cli_error("dcpp %s: --path '%s' (expected helion or inductor)", o->mode, o->path);
        return 2;
    }
    return 0;
}

static int print_plan(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, int bwd)
{
    mmaemu_dcpp_gemm_plan pl[4];
    char err[1024], text[256];
    int n = mmaemu_dcpp_plan(c, path, bwd, pl, err, sizeof err);
    if (n < 0) {
        cli_error("dcpp plan: %s", err);
        return 1;
    }
    printf("%s %s on %s%s%s:\n", path == MMAEMU_DCPP_HELION ? "helion" : "inductor",
           bwd ? "backward" : "forward", c->arch->name, *c->variant ? " variant " : "", c->variant);
    for (int i = 0; i < n; i++) {
        mmaemu_schedule_format(&pl[i].sched, text, sizeof text);
        printf("  %-14s %s\n  %-14s   (%s; L=%d F=%d)\n  %-14s   %s\n", pl[i].name, text, "",
               pl[i].instr->name, pl[i].instr->step.L, pl[i].instr->step.F, "", pl[i].why);
    }
    return 0;
}

/* ---------------------------------------------------------------- modes */

static int run_gen(const opts *o)
{
    if (!o->seed || !o->batch || !o->out_dir) {
        cli_error("dcpp gen: --seed, --batch and --out-dir are required");
        return 2;
    }
    char *end;
    unsigned long long seed = strtoull(o->seed, &end, 10);
    if (!*o->seed || *end || seed > 65535) {
        cli_error("dcpp gen: --seed '%s' (expected 0..65535)", o->seed);
        return 2;
    }
    unsigned long B = strtoul(o->batch, &end, 10);
    if (!*o->batch || *end || B < 1 || B > 1152) {
        cli_error("dcpp gen: --batch '%s' (expected 1..1152)", o->batch);
        return 2;
    }
    static const char *const names[4] = {"x", "y", "dout", "b"};
    const size_t rows[4] = {M_, M_, M_, D_}, cols[4] = {D_, K_, K_, K_};
    mmaemu_npy arrs[4];
    int rc = 0;
    for (int t = 0; t < 4; t++) {
        size_t n = B * rows[t] * cols[t];
        uint16_t *v = malloc(n * sizeof *v);
        if (!v) {
            cli_error("dcpp gen: out of memory");
            for (int u = 0; u < t; u++)
                free(arrs[u].data);
            return 1;
        }
        mmaemu_dcpp_fill(seed, (unsigned)t + 1, v, n);
        arrs[t] = arr16(v, B, rows[t], cols[t]);
    }
    rc = write_outputs(o->out_dir, 4, names, arrs);
    for (int t = 0; t < 4; t++)
        free(arrs[t].data);
    return rc;
}

static int run_program(const opts *o, int bwd)
{
    mmaemu_dcpp_config c;
    mmaemu_dcpp_path path;
    int rc;
    if ((rc = parse_path(o, &path)) || (rc = build_config(o, &c)))
        return rc;
    if (!o->out_dir) {
        cli_error("dcpp %s: --out-dir is required", o->mode);
        return 2;
    }
    if (!o->x || !o->y || (bwd && (!o->dout || !o->b))) {
        cli_error("dcpp %s: %s are required", o->mode, bwd ? "--dout, --x, --y and --b" : "--x and --y");
        return 2;
    }
    if (o->threads) {
        char *end;
        long t = strtol(o->threads, &end, 10);
        if (!*o->threads || *end || t < 1 || t > 1024) {
            cli_error("dcpp %s: --threads '%s' (expected 1..1024)", o->mode, o->threads);
            return 2;
        }
#ifdef _OPENMP
        omp_set_num_threads((int)t);
#endif
    }
    /* Check the plan (instructions, schedules) before reading data. */
    mmaemu_dcpp_gemm_plan pl[4];
    char err[1024];
    if (mmaemu_dcpp_plan(&c, path, bwd, pl, err, sizeof err) < 0) {
        cli_error("dcpp %s: %s", o->mode, err);
        return 2;
    }
    size_t B = 0, b2 = 0;
    uint16_t *x = NULL, *y = NULL, *z = NULL, *dout = NULL, *bm = NULL;
    rc = 1;
    if (!(x = cli_dcpp_read_bf16("x", o->x, 0, M_, D_, &B)))
        goto done;
    if (!(y = cli_dcpp_read_bf16("y", o->y, B, M_, K_, &b2)))
        goto done;
    if (o->z && !(z = cli_dcpp_read_bf16("z", o->z, B, D_, K_, &b2)))
        goto done;
    if (bwd && !(dout = cli_dcpp_read_bf16("dout", o->dout, B, M_, K_, &b2)))
        goto done;
    if (bwd && !(bm = cli_dcpp_read_bf16("b", o->b, B, D_, K_, &b2)))
        goto done;

    char label[96];
    snprintf(label, sizeof label, "dcpp %s %s %s B=%zu", o->mode, o->path, c.arch->name, B);
    bar_state st = {!o->quiet && (o->progress || isatty(2)), label, cli_seconds(), -1.0, -1};
    c.progress.fn = bar;
    c.progress.ctx = &st;
    if (!bwd) {
        mmaemu_dcpp_fwd f = {malloc(B * D_ * K_ * 2), o->save ? malloc(B * D_ * K_ * 4) : NULL,
                             malloc(B * M_ * K_ * 2)};
        if (!f.xty || !f.out || (o->save && !f.acc)) {
            cli_error("dcpp fwd: out of memory");
        } else if (mmaemu_dcpp_forward(&c, path, B, x, y, z, &f, err, sizeof err)) {
            cli_error("dcpp fwd: %s", err);
        } else {
            const char *names[3] = {"xty", "out", "acc"};
            mmaemu_npy arrs[3] = {arr16(f.xty, B, D_, K_), arr16(f.out, B, M_, K_),
                                  arr32(f.acc, B, D_, K_)};
            rc = write_outputs(o->out_dir, o->save ? 3 : 2, names, arrs);
        }
        free(f.xty);
        free(f.acc);
        free(f.out);
    } else {
        mmaemu_dcpp_bwd g = {o->save ? malloc(B * D_ * K_ * 4) : NULL, malloc(B * D_ * K_ * 2),
                             malloc(B * M_ * K_ * 2), o->save ? malloc(B * M_ * D_ * 2) : NULL,
                             o->save ? malloc(B * D_ * M_ * 2) : NULL, malloc(B * M_ * D_ * 2)};
        if (!g.db2 || !g.dy || !g.dx || (o->save && (!g.db || !g.dx1 || !g.dxt))) {
            cli_error("dcpp bwd: out of memory");
        } else if (mmaemu_dcpp_backward(&c, path, B, x, y, dout, bm, &g, err, sizeof err)) {
            cli_error("dcpp bwd: %s", err);
        } else {
            const char *names[6] = {"dx", "dy", "db", "db2", "dx1", "dxt"};
            mmaemu_npy arrs[6] = {arr16(g.dx, B, M_, D_), arr16(g.dy, B, M_, K_),
                                  arr32(g.db, B, D_, K_), arr16(g.db2, B, D_, K_),
                                  arr16(g.dx1, B, M_, D_), arr16(g.dxt, B, D_, M_)};
            rc = write_outputs(o->out_dir, o->save ? 6 : 2, names, arrs);
        }
        free(g.db);
        free(g.db2);
        free(g.dy);
        free(g.dx1);
        free(g.dxt);
        free(g.dx);
    }
done:
    free(x);
    free(y);
    free(z);
    free(dout);
    free(bm);
    return rc;
}

int mmaemu_cli_dcpp(int argc, char **argv)
{
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        dcpp_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    const char *mode = argv[1];
    if (strcmp(mode, "fwd") && strcmp(mode, "bwd") && strcmp(mode, "plan") && strcmp(mode, "gen")) {
        cli_error("dcpp: unknown mode '%s' (expected fwd, bwd, plan or gen)", mode);
        return 2;
    }
    opts o;
    int rc = parse_opts(argc, argv, &o);
    if (rc)
        return rc == 1 ? 0 : rc;
    if (!strcmp(mode, "gen"))
        return run_gen(&o);
    if (!strcmp(mode, "plan")) {
        mmaemu_dcpp_config c;
        if ((rc = build_config(&o, &c)))
            return rc;
        mmaemu_dcpp_path path;
        for (int p = 0; p < 2; p++) {
            if (o.path) {
                if ((rc = parse_path(&o, &path)))
                    return rc;
                if ((int)path != p)
                    continue;
            }
            for (int bwd = 0; bwd < 2; bwd++)
                if ((rc = print_plan(&c, (mmaemu_dcpp_path)p, bwd)))
                    return rc;
        }
        return 0;
    }
    return run_program(&o, !strcmp(mode, "bwd"));
}
