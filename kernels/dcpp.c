/* SPDX-License-Identifier: MIT */
/* dcpp.c -- the DCPP programs of pytorch/helion#1661 (docs/dcpp.md), every
 * GEMM a schedule:
 *
 *   Helion fwd   acc = sum over 32-row tiles of tl.dot(x_tile^T, y_tile),
 *                acc carried (masked rows load 0); xty = bf16(acc);
 *                out = bf16(tl.dot(x_tile, xty)) per 32-row tile.
 *   Helion bwd   db over 16-row tiles of tl.dot(x_tile^T, dout_tile);
 *                db2 = bf16(db); dy = bf16(tl.dot(x_tile, db2));
 *                dx1 = bf16(tl.dot(dout_tile, b^T));
 *                dxt = bf16(tl.dot(db2, y_tile^T)); dx = dx1 + dxt^T (bf16).
 *   Inductor     xty = bmm(x^T, y) (library, bf16 out); out = template
 *                bmm(x, xty); buf0 = bmm(x^T, dout) (library); buf1 =
 *                bmm(dout, b^T) (library); dy = template bmm(x, buf0);
 *                buf3 = bmm(buf0, y^T) (library); dx = bf16(buf1 + buf3^T).
 *
 * Each tl.dot's schedule is Triton's lowering for the config's arch
 * (kernels/triton_lower.c); each library GEMM gets the arch's default
 * chain; any of them can be overridden by name with schedule text.  The
 * final adds are one RNE rounding of an exact sum (Triton: fp32 upcast, add,
 * RNE cast; the H100 code is add.bf16x2), the same on every arch. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "mmaemu/dcpp.h"
#include "mmaemu/tensor.h"

/* The shapes of the config's problem (any the operator allows). */
#define M_ (c->m)
#define D_ (c->d)
#define K_ (c->k)

/* Helion's tiles span D and K whole, padded to a power of two (tl.dot
 * needs power-of-two shapes; the padding is masked to zeros). */
static size_t pow2_at_least(size_t n)
{
    size_t p = 1;
    while (p < n)
        p <<= 1;
    return p;
}

const char *const mmaemu_dcpp_gemm_names[] = {
    "helion.acc", "helion.out", "helion.db", "helion.dy", "helion.dx1", "helion.dxt",
    "inductor.xty", "inductor.out", "inductor.buf0", "inductor.buf1", "inductor.dy",
    "inductor.buf3", NULL,
};

/* Inductor's library bmms, in the bit order of inductor_template. */
static const char *const lib_gemms[4] = {"inductor.xty", "inductor.buf0", "inductor.buf1",
                                         "inductor.buf3"};

void mmaemu_dcpp_config_init(mmaemu_dcpp_config *c, const mmaemu_arch *arch)
{
    memset(c, 0, sizeof *c);
    c->arch = arch;
    c->helion_fwd_block_m = 32;
    c->helion_bwd_block_m = 16;
    c->helion_num_warps = 4;
    c->helion_nonkdim = 0;
    c->helion_kpack = 1;
    c->inductor_block_m = 256;
    c->inductor_block_n = 64;
    c->inductor_block_k = 64;
    c->inductor_num_warps = 8;
    c->inductor_nonkdim = 16;
    c->inductor_kpack = 2;
    c->progress.span = 1.0;
    c->m = MMAEMU_DCPP_M;
    c->d = MMAEMU_DCPP_D;
    c->k = MMAEMU_DCPP_K;
}

int mmaemu_dcpp_config_shape(mmaemu_dcpp_config *c, size_t m, size_t d, size_t k, char *err,
                             size_t errlen)
{
    /* the report's operator asserts D <= 1024 and K <= 64 */
    if (!m || !d || !k || d > MMAEMU_DCPP_MAX_D || k > MMAEMU_DCPP_MAX_K) {
        snprintf(err, errlen, "dcpp: shape M = %zu, D = %zu, K = %zu (the operator needs M, D, K "
                 ">= 1, D <= %d, K <= %d)", m, d, k, MMAEMU_DCPP_MAX_D, MMAEMU_DCPP_MAX_K);
        return -1;
    }
    c->m = m, c->d = d, c->k = k;
    return 0;
}

/* The remedy knobs (docs/dcpp.md, "Remedy knobs"): a library bmm of
 * Inductor run as its Triton template, and dx summed from the fp32
 * accumulators.  1 when key is not one of them, else 0 or -1. */
static int set_remedy(mmaemu_dcpp_config *c, const char *key, size_t kl, const char *v,
                      char *err, size_t errlen)
{
    static const char *const sums[2] = {"helion.dx_sum", "inductor.dx_sum"};
    for (unsigned i = 0; i < 4; i++) {
        if (strlen(lib_gemms[i]) != kl || strncmp(lib_gemms[i], key, kl))
            continue;
        if (strcmp(v, "library") && strcmp(v, "template")) {
            snprintf(err, errlen, "--set %s: '%s' (expected library or template)", lib_gemms[i], v);
            return -1;
        }
        c->inductor_template = (c->inductor_template & ~(1u << i)) |
                               (unsigned)!strcmp(v, "template") << i;
        return 0;
    }
    for (int p = 0; p < 2; p++) {
        if (strlen(sums[p]) != kl || strncmp(sums[p], key, kl))
            continue;
        if (strcmp(v, "bf16") && strcmp(v, "fp32")) {
            snprintf(err, errlen, "--set %s: '%s' (expected bf16 or fp32)", sums[p], v);
            return -1;
        }
        c->dx_sum_fp32[p] = !strcmp(v, "fp32");
        return 0;
    }
    return 1;
}

int mmaemu_dcpp_config_set(mmaemu_dcpp_config *c, const char *assignment, char *err,
                           size_t errlen)
{
    struct { const char *key; unsigned *field; unsigned lo, hi; } knobs[] = {
        {"helion.fwd_block_m", &c->helion_fwd_block_m, 16, 4096},
        {"helion.bwd_block_m", &c->helion_bwd_block_m, 16, 4096},
        {"helion.num_warps", &c->helion_num_warps, 1, 32},
        {"helion.nonkdim", &c->helion_nonkdim, 0, 32},
        {"helion.kpack", &c->helion_kpack, 1, 2},
        {"inductor.block_m", &c->inductor_block_m, 16, 4096},
        {"inductor.block_n", &c->inductor_block_n, 8, 4096},
        {"inductor.block_k", &c->inductor_block_k, 8, 4096},
        {"inductor.num_warps", &c->inductor_num_warps, 1, 32},
        {"inductor.nonkdim", &c->inductor_nonkdim, 0, 32},
        {"inductor.kpack", &c->inductor_kpack, 1, 2},
    };
    const char *eq = strchr(assignment, '=');
    if (!eq || eq == assignment) {
        snprintf(err, errlen, "--set '%s': expected key=value", assignment);
        return -1;
    }
    size_t kl = (size_t)(eq - assignment);
    const char *v = eq + 1;
    if (kl == 3 && !strncmp(assignment, "lib", 3)) {
        /* Library presets: schedules inferred from a device's recorded
         * outputs (docs/dcpp.md, "Library GEMMs"). */
        if (!strcmp(v, "default")) {
            c->lib[0] = '\0';
            return 0;
        }
        if (!mmaemu_lib_preset_find(c->arch, v) || strlen(v) >= sizeof c->lib) {
            snprintf(err, errlen, "--set lib=%s: unknown preset for %s (`mmaemu models` lists "
                     "the presets)", v, c->arch ? c->arch->name : "?");
            return -1;
        }
        snprintf(c->lib, sizeof c->lib, "%s", v);
        return 0;
    }
    if (kl == 7 && !strncmp(assignment, "variant", 7)) {
        if (strlen(v) >= sizeof c->variant) {
            snprintf(err, errlen, "--set variant: name too long");
            return -1;
        }
        snprintf(c->variant, sizeof c->variant, "%s", v);
        return 0;
    }
    int r = set_remedy(c, assignment, kl, v, err, errlen);
    if (r <= 0)
        return r;
    for (size_t i = 0; i < sizeof knobs / sizeof knobs[0]; i++) {
        if (strlen(knobs[i].key) != kl || strncmp(knobs[i].key, assignment, kl))
            continue;
        char *end;
        errno = 0;
        unsigned long x = strtoul(v, &end, 10);
        if (*v < '0' || *v > '9' || *end || errno || x < knobs[i].lo || x > knobs[i].hi) {
            snprintf(err, errlen, "--set %.*s: '%s' is not a number in [%u, %u]", (int)kl,
                     assignment, v, knobs[i].lo, knobs[i].hi);
            return -1;
        }
        if (!strcmp(knobs[i].key, "helion.nonkdim") || !strcmp(knobs[i].key, "inductor.nonkdim"))
            if (x != 0 && x != 16 && x != 32) {
                snprintf(err, errlen, "--set %s: %lu (expected 0, 16 or 32)", knobs[i].key, x);
                return -1;
            }
        *knobs[i].field = (unsigned)x;
        return 0;
    }
    char list[640] = "variant lib inductor.xty inductor.buf0 inductor.buf1 inductor.buf3 "
                     "helion.dx_sum inductor.dx_sum";
    for (size_t i = 0; i < sizeof knobs / sizeof knobs[0]; i++) {
        strncat(list, " ", sizeof list - strlen(list) - 1);
        strncat(list, knobs[i].key, sizeof list - strlen(list) - 1);
    }
    snprintf(err, errlen, "--set: unknown key '%.*s' (keys: %s)", (int)kl, assignment, list);
    return -1;
}

int mmaemu_dcpp_config_schedule(mmaemu_dcpp_config *c, const char *assignment, char *err,
                                size_t errlen)
{
    const char *eq = strchr(assignment, '=');
    size_t nl = eq ? (size_t)(eq - assignment) : 0;
    int known = 0;
    for (int i = 0; mmaemu_dcpp_gemm_names[i]; i++)
        if (nl && strlen(mmaemu_dcpp_gemm_names[i]) == nl &&
            !strncmp(mmaemu_dcpp_gemm_names[i], assignment, nl))
            known = 1;
    if (!known) {
        char list[512] = "";
        for (int i = 0; mmaemu_dcpp_gemm_names[i]; i++) {
            strncat(list, i ? " " : "", sizeof list - strlen(list) - 1);
            strncat(list, mmaemu_dcpp_gemm_names[i], sizeof list - strlen(list) - 1);
        }
        snprintf(err, errlen, "schedule override '%.*s': expected NAME=SCHEDULE with NAME one of: %s",
                 nl ? (int)nl : 40, assignment, list);
        return -1;
    }
    mmaemu_schedule probe;
    mmaemu_schedule_init(&probe, "x");
    if (mmaemu_schedule_parse(eq + 1, &probe, err, errlen))
        return -1;
    if (c->n_overrides >= MMAEMU_DCPP_MAX_OVERRIDES || strlen(eq + 1) >= sizeof c->override_text[0]) {
        snprintf(err, errlen, "schedule override %.*s: too many overrides or text too long", (int)nl,
                 assignment);
        return -1;
    }
    snprintf(c->override_name[c->n_overrides], sizeof c->override_name[0], "%.*s", (int)nl,
             assignment);
    snprintf(c->override_text[c->n_overrides], sizeof c->override_text[0], "%s", eq + 1);
    c->n_overrides++;
    return 0;
}

/* ------------------------------------------------------------ planning */

enum source { HELION_DOT, TEMPLATE_DOT, LIBRARY };

/* The batch count the library GEMMs are planned with: they are bmm calls
 * over the DCPP batch (strided batched; cuBLAS never split K on one of the
 * 660 batched calls recorded, docs/library-choice.md), whatever B is. */
#define LIB_BATCH 2

/* A library GEMM of the program as the library sees it: a bf16 bmm, shapes
 * and storage (x^T y and x^T dout read x transposed; dout b^T and db2 y^T
 * read b and y transposed), then the preset's rule or choice, or the
 * default. */
static int library_plan(const mmaemu_dcpp_config *c, const char *name, mmaemu_dcpp_gemm_plan *pl,
                        char *err, size_t errlen)
{
    mmaemu_lib_gemm g = {.batch = LIB_BATCH, .m = D_, .n = K_, .k = M_, .a_km = 1};  /* xty, buf0 */
    if (!strcmp(name, "inductor.buf1"))
        g = (mmaemu_lib_gemm){.batch = LIB_BATCH, .m = M_, .n = D_, .k = K_, .b_nk = 1};
    else if (!strcmp(name, "inductor.buf3"))
        g = (mmaemu_lib_gemm){.batch = LIB_BATCH, .m = D_, .n = M_, .k = K_, .b_nk = 1};
    g.in = MMAEMU_BF16;
    g.acc = MMAEMU_FP32;
    g.out = MMAEMU_EPI_BF16;
    g.out_set = 1;
    mmaemu_model_spec spec = {c->arch, "", ""};
    snprintf(spec.variant, sizeof spec.variant, "%s", c->variant);
    snprintf(spec.lib, sizeof spec.lib, "%s", c->lib);
    if (mmaemu_library_schedule_for(&spec, &g, &pl->sched, pl->why, sizeof pl->why)) {
        snprintf(err, errlen, "dcpp %s: %s", name, pl->why);
        return -1;
    }
    return 0;
}

/* inductor.NAME=template: the library bmm NAME runs as the template. */
static int lib_as_template(const mmaemu_dcpp_config *c, const char *name)
{
    for (unsigned i = 0; i < 4; i++)
        if (!strcmp(name, lib_gemms[i]))
            return (c->inductor_template >> i) & 1;
    return 0;
}

/* The schedule of GEMM `name` with the cast the program applies. */
static int plan_one(const mmaemu_dcpp_config *c, const char *name, mmaemu_epilogue cast,
                    mmaemu_dcpp_gemm_plan *pl, char *err, size_t errlen)
{
    const unsigned fm = c->helion_fwd_block_m, bm = c->helion_bwd_block_m;
    const size_t D = pow2_at_least(D_), K = pow2_at_least(K_);
    struct { const char *name; enum source src; size_t m, n, k; } table[] = {
        {"helion.acc", HELION_DOT, D, K, fm},   {"helion.out", HELION_DOT, fm, K, D},
        {"helion.db", HELION_DOT, D, K, bm},    {"helion.dy", HELION_DOT, bm, K, D},
        {"helion.dx1", HELION_DOT, bm, D, K},   {"helion.dxt", HELION_DOT, D, bm, K},
        {"inductor.xty", LIBRARY, 0, 0, 0},       {"inductor.out", TEMPLATE_DOT, 0, 0, 0},
        {"inductor.buf0", LIBRARY, 0, 0, 0},      {"inductor.buf1", LIBRARY, 0, 0, 0},
        {"inductor.dy", TEMPLATE_DOT, 0, 0, 0},   {"inductor.buf3", LIBRARY, 0, 0, 0},
    };
    size_t i = 0;
    while (i < sizeof table / sizeof table[0] && strcmp(table[i].name, name))
        i++;
    if (i == sizeof table / sizeof table[0]) {
        snprintf(err, errlen, "dcpp: no GEMM named %s", name);
        return -1;
    }
    memset(pl, 0, sizeof *pl);
    pl->name = table[i].name;
    if (!c->arch) {
        snprintf(err, errlen, "dcpp: no arch");
        return -1;
    }
    enum source src = table[i].src;
    if (src == LIBRARY && lib_as_template(c, name))
        src = TEMPLATE_DOT;
    if (src == LIBRARY) {
        if (library_plan(c, name, pl, err, errlen))
            return -1;
    } else {
        /* Inductor's template tiles, else Helion's dot of the table. */
        mmaemu_triton_dot d = {table[i].m, table[i].n, table[i].k, c->helion_num_warps,
                               c->helion_nonkdim, c->helion_kpack, MMAEMU_BF16, MMAEMU_FP32};
        if (src == TEMPLATE_DOT)
            d = (mmaemu_triton_dot){c->inductor_block_m, c->inductor_block_n, c->inductor_block_k,
                                    c->inductor_num_warps, c->inductor_nonkdim, c->inductor_kpack,
                                    MMAEMU_BF16, MMAEMU_FP32};
        if (mmaemu_triton_schedule(c->arch, &d, &pl->sched, pl->why, sizeof pl->why)) {
            snprintf(err, errlen, "dcpp %s: %s", name, pl->why);
            return -1;
        }
        if (table[i].src == LIBRARY) {
            size_t n = strlen(pl->why);
            snprintf(pl->why + n, sizeof pl->why - n, "; the Triton template instead of the "
                     "library (%s=template)", name);
        }
    }
    for (int o = 0; o < c->n_overrides; o++)
        if (!strcmp(c->override_name[o], name)) {
            if (mmaemu_schedule_parse(c->override_text[o], &pl->sched, err, errlen))
                return -1;
            size_t n = strlen(pl->why);
            snprintf(pl->why + n, sizeof pl->why - n, "; overridden by '%s'", c->override_text[o]);
        }
    if (pl->sched.epilogue_set && pl->sched.epilogue != cast) {
        snprintf(err, errlen, "dcpp %s: the program fixes this GEMM's output cast; drop out= from "
                 "its schedule", name);
        return -1;
    }
    pl->sched.epilogue = cast;
    pl->instr = mmaemu_instr_select(c->arch, c->variant, pl->sched.instr, MMAEMU_BF16, MMAEMU_FP32,
                                    err, errlen);
    if (!pl->instr)
        return -1;
    /* every GEMM of the program has K <= max(M, D, K): the bounds now,
     * the working memory when it runs (mmaemu_gemm_run) */
    const size_t big = M_ > D_ ? (M_ > K_ ? M_ : K_) : (D_ > K_ ? D_ : K_);
    if (mmaemu_schedule_check(&pl->sched, pl->instr, err, errlen) ||
        mmaemu_schedule_check_problem(&pl->sched, pl->instr, 1, big, 0, err, errlen)) {
        size_t n = strlen(err);
        if (n < errlen)
            snprintf(err + n, errlen - n, " (%s)", name);
        return -1;
    }
    return 0;
}

int mmaemu_dcpp_plan(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, int bwd,
                     mmaemu_dcpp_gemm_plan *plan, char *err, size_t errlen)
{
    static const char *const names[2][2][4] = {
        {{"helion.acc", "helion.out"}, {"helion.db", "helion.dy", "helion.dx1", "helion.dxt"}},
        {{"inductor.xty", "inductor.out"},
         {"inductor.buf0", "inductor.dy", "inductor.buf1", "inductor.buf3"}},
    };
    /* The accumulators acc / db / xty / buf0 are stored fp32 (the program
     * casts them itself); the rest carry the bf16 cast. */
    static const mmaemu_epilogue casts[2][4] = {
        {MMAEMU_EPI_NONE, MMAEMU_EPI_BF16},
        {MMAEMU_EPI_NONE, MMAEMU_EPI_BF16, MMAEMU_EPI_BF16, MMAEMU_EPI_BF16},
    };
    const int p = path == MMAEMU_DCPP_INDUCTOR, n = bwd ? 4 : 2;
    for (int i = 0; i < n; i++) {
        /* dx_sum=fp32: dx1 and dxt stay fp32 accumulators until dx. */
        mmaemu_epilogue cast = bwd && i >= 2 && c->dx_sum_fp32[p] ? MMAEMU_EPI_NONE
                                                                  : casts[bwd != 0][i];
        if (plan_one(c, names[p][bwd != 0][i], cast, &plan[i], err, errlen))
            return -1;
    }
    return n;
}

/* ------------------------------------------------------------- running */

static mmaemu_mat mat(const void *data, ptrdiff_t sb, ptrdiff_t si, ptrdiff_t sj)
{
    mmaemu_mat m = {data, sb, si, sj};
    return m;
}

/* One planned GEMM into d (batch, m, n) contiguous; part `idx` of `parts`
 * of the progress span. */
static int run_bias(const mmaemu_dcpp_config *c, const mmaemu_dcpp_gemm_plan *pl, size_t B,
                    size_t m, size_t n, size_t k, mmaemu_mat a, mmaemu_mat b,
                    const mmaemu_mat *bias, void *d, int idx, int parts, char *err, size_t errlen);

static int run(const mmaemu_dcpp_config *c, const mmaemu_dcpp_gemm_plan *pl, size_t B, size_t m,
               size_t n, size_t k, mmaemu_mat a, mmaemu_mat b, void *d, int idx, int parts,
               char *err, size_t errlen)
{
    return run_bias(c, pl, B, m, n, k, a, b, NULL, d, idx, parts, err, errlen);
}

/* run with a bf16 bias (NULL: none) added before the epilogue cast. */
static int run_bias(const mmaemu_dcpp_config *c, const mmaemu_dcpp_gemm_plan *pl, size_t B,
                    size_t m, size_t n, size_t k, mmaemu_mat a, mmaemu_mat b,
                    const mmaemu_mat *bias, void *d, int idx, int parts, char *err, size_t errlen)
{
    mmaemu_progress pr = c->progress;
    pr.base = c->progress.base + c->progress.span * idx / parts;
    pr.span = c->progress.span / parts;
    mmaemu_gemm g;
    memset(&g, 0, sizeof g);
    g.instr = pl->instr;
    g.sched = &pl->sched;
    g.batch = B;
    g.m = m;
    g.n = n;
    g.k = k;
    g.a = a;
    g.b = b;
    g.d = d;
    g.d_sb = (ptrdiff_t)(m * n);
    g.d_si = (ptrdiff_t)n;
    g.d_sj = 1;
    g.progress = c->progress.fn ? &pr : NULL;
    g.bias = bias;
    g.bias_fmt = MMAEMU_BF16;
    if (mmaemu_gemm_run(&g, err, errlen)) {
        size_t l = strlen(err);
        char tmp[64];
        snprintf(tmp, sizeof tmp, " (%s)", pl->name);
        if (l + strlen(tmp) < errlen)
            strcat(err, tmp);
        return -1;
    }
    return 0;
}

/* A copy of GEMM pl that stores bf16(result) itself, when the program
 * wants only that cast of its fp32 result (no acc / db output) and the
 * schedule has one chain per element: then the driver's cast (after the
 * bias add) is the same arithmetic as the program's, and the certified
 * path (kernels/certify.h) can decide it.  0: keep the fp32 GEMM
 * (also under MMAEMU_EXACT, so that exact-only runs the plain program). */
static int cast_in_gemm(const mmaemu_dcpp_gemm_plan *pl, size_t K, mmaemu_dcpp_gemm_plan *out)
{
    mmaemu_k_layout lay;
    if (mmaemu_cert_exact_forced() || pl->sched.promote || pl->sched.streamk ||
        mmaemu_schedule_layout(&pl->sched, pl->instr, K, &lay))
        return 0;
    const int one = lay.ranges == 1 && lay.slices == 1;
    mmaemu_k_layout_free(&lay);
    if (!one)
        return 0;
    *out = *pl;
    out->sched.epilogue = MMAEMU_EPI_BF16;
    return 1;
}

static uint16_t bf16_of_fp32(uint32_t bits)
{
    return (uint16_t)mmaemu_convert(MMAEMU_FP32, bits, MMAEMU_BF16, MMAEMU_RNE, 0);
}

static int oom(char *err, size_t errlen)
{
    snprintf(err, errlen, "dcpp: out of memory");
    return -1;
}

static uint32_t fp32_of_bf16(uint16_t h)
{
    return (uint32_t)h << 16;
}

int mmaemu_dcpp_forward(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, size_t B,
                        const uint16_t *x, const uint16_t *y, const uint16_t *z,
                        mmaemu_dcpp_fwd *o, char *err, size_t errlen)
{
    mmaemu_dcpp_gemm_plan pl[2], pc;
    if (mmaemu_dcpp_plan(c, path, 0, pl, err, errlen) < 0)
        return -1;
    if (!o->acc && cast_in_gemm(&pl[0], M_, &pc)) {
        /* xty = bf16(acc [+ z]) straight from the GEMM (Helion: z is the bias) */
        const mmaemu_mat zb = mat(z, D_ * K_, K_, 1);
        const int hz = z && path == MMAEMU_DCPP_HELION;
        if (run_bias(c, &pc, B, D_, K_, M_, mat(x, M_ * D_, 1, D_), mat(y, M_ * K_, K_, 1),
                     hz ? &zb : NULL, o->xty, 0, 2, err, errlen))
            return -1;
        for (size_t i = 0; z && path == MMAEMU_DCPP_INDUCTOR && i < B * D_ * K_; i++)
            o->xty[i] = mmaemu_bf16_add(o->xty[i], z[i]);
        return run(c, &pl[1], B, M_, K_, D_, mat(x, M_ * D_, D_, 1), mat(o->xty, D_ * K_, K_, 1),
                   o->out, 1, 2, err, errlen);
    }
    uint32_t *acc = o->acc ? o->acc : mmaemu_tensor_alloc(B * D_ * K_ * sizeof *acc);
    if (!acc)
        return oom(err, errlen);
    /* acc[d][k] = sum_m x[m][d] y[m][k]: A = x^T (D x M), B = y (M x K). */
    int rc = run(c, &pl[0], B, D_, K_, M_, mat(x, M_ * D_, 1, D_), mat(y, M_ * K_, K_, 1), acc, 0,
                 2, err, errlen);
    if (!rc)
        for (size_t i = 0; i < B * D_ * K_; i++) {
            if (z && path == MMAEMU_DCPP_HELION)
                acc[i] = mmaemu_fp32_add(acc[i], fp32_of_bf16(z[i]));
            o->xty[i] = bf16_of_fp32(acc[i]);
            if (z && path == MMAEMU_DCPP_INDUCTOR)
                o->xty[i] = mmaemu_bf16_add(o->xty[i], z[i]);
        }
    if (acc != o->acc)
        free(acc);
    if (rc)
        return rc;
    /* out[m][k] = sum_d x[m][d] xty[d][k]. */
    return run(c, &pl[1], B, M_, K_, D_, mat(x, M_ * D_, D_, 1), mat(o->xty, D_ * K_, K_, 1),
               o->out, 1, 2, err, errlen);
}

/* dx = dx1 + dxt^T for dx_sum=fp32: the fp32 RNE sum cast once; dx1 and
 * dxt become the bf16 casts of their accumulators. */
static void dx_fp32(size_t nb, size_t rows, size_t cols, const uint32_t *f1, const uint32_t *ft, uint16_t *dx1,
                    uint16_t *dxt, uint16_t *dx)
{
#pragma omp parallel for collapse(2) schedule(static)
    for (size_t bi = 0; bi < nb; bi++)
        for (size_t m = 0; m < rows; m++)
            for (size_t d = 0; d < cols; d++) {
                size_t i1 = (bi * rows + m) * cols + d, it = (bi * cols + d) * rows + m;
                dx1[i1] = bf16_of_fp32(f1[i1]);
                dxt[it] = bf16_of_fp32(ft[it]);
                dx[i1] = bf16_of_fp32(mmaemu_fp32_add(f1[i1], ft[it]));
            }
}

/* dx = bf16(dx1 + dxt^T) for dx_sum=bf16: dxt's columns transposed 16 rows
 * of dx at a time into a row buffer, then one vector pass per row. */
#define DX_ROWS 16
static void dx_bf16(size_t nb, size_t rows, size_t cols, const uint16_t *dx1, const uint16_t *dxt, uint16_t *dx)
{
    const size_t nblk = (rows + DX_ROWS - 1) / DX_ROWS;
#pragma omp parallel for collapse(2) schedule(static)
    for (size_t bi = 0; bi < nb; bi++)
        for (size_t blk = 0; blk < nblk; blk++) {
            uint16_t t[DX_ROWS][MMAEMU_DCPP_MAX_D];
            const size_t m0 = blk * DX_ROWS, mr = rows - m0 < DX_ROWS ? rows - m0 : DX_ROWS;
            const uint16_t *src = dxt + bi * cols * rows + m0;
            for (size_t d = 0; d < cols; d++)
                for (size_t r = 0; r < mr; r++)
                    t[r][d] = src[d * rows + r];
            for (size_t r = 0; r < mr; r++) {
                const size_t i1 = (bi * rows + m0 + r) * cols;
                mmaemu_bf16_add_n(dx + i1, dx1 + i1, t[r], cols);
            }
        }
}

/* dx1 and dxt (the backward's GEMMs 2 and 3) of the nb batches from b0,
 * and their dx = dx1 + dxt^T (dx1, dxt: that chunk's storage).  With
 * dx_sum=bf16 each GEMM casts to bf16 and dx is one bf16 RNE rounding of
 * the exact sum; with fp32 they stay fp32 accumulators, are added in fp32
 * (RNE) and dx is cast once (Triton: the upcast add of two fp32 tiles;
 * Inductor: its pointwise kernel reading fp32 buffers). */
static int dx_sum(const mmaemu_dcpp_config *c, const mmaemu_dcpp_gemm_plan *pl, int fp32,
                  size_t b0, size_t nb, const uint16_t *y, const uint16_t *dout, const uint16_t *b,
                  mmaemu_dcpp_bwd *o, uint16_t *dx1, uint16_t *dxt, char *err, size_t errlen)
{
    const size_t w = fp32 ? sizeof(uint32_t) : sizeof(uint16_t);
    void *a1 = fp32 ? mmaemu_tensor_alloc(nb * M_ * D_ * w) : dx1;
    void *at = fp32 ? mmaemu_tensor_alloc(nb * D_ * M_ * w) : dxt;
    int rc = -1;
    if (!a1 || !at) {
        oom(err, errlen);
        goto done;
    }
    /* dx1[m][d] = sum_k dout[m][k] b[d][k]  (B operand b^T). */
    if (run(c, &pl[2], nb, M_, D_, K_, mat(dout + b0 * M_ * K_, M_ * K_, K_, 1),
            mat(b + b0 * D_ * K_, D_ * K_, 1, K_), a1, 0, 2, err, errlen))
        goto done;
    /* dxt[d][m] = sum_k db2[d][k] y[m][k]  (B operand y^T). */
    if (run(c, &pl[3], nb, D_, M_, K_, mat(o->db2 + b0 * D_ * K_, D_ * K_, K_, 1),
            mat(y + b0 * M_ * K_, M_ * K_, 1, K_), at, 1, 2, err, errlen))
        goto done;
    if (fp32)
        dx_fp32(nb, M_, D_, a1, at, dx1, dxt, o->dx + b0 * M_ * D_);
    else
        dx_bf16(nb, M_, D_, dx1, dxt, o->dx + b0 * M_ * D_);
    rc = 0;
done:
    if (fp32) {
        free(a1);
        free(at);
    }
    return rc;
}

size_t mmaemu_dcpp_piece(const mmaemu_dcpp_gemm_plan *plan, int n, size_t B)
{
    for (int i = 0; i < n; i++)
        if (plan[i].sched.streamk)
            return B;
    return B < MMAEMU_DCPP_PIECE ? B : MMAEMU_DCPP_PIECE;
}

int mmaemu_dcpp_backward(const mmaemu_dcpp_config *c, mmaemu_dcpp_path path, size_t B,
                         const uint16_t *x, const uint16_t *y, const uint16_t *dout,
                         const uint16_t *b, mmaemu_dcpp_bwd *o, char *err, size_t errlen)
{
    mmaemu_dcpp_gemm_plan pl[4], pc;
    if (mmaemu_dcpp_plan(c, path, 1, pl, err, errlen) < 0)
        return -1;
    const int fused = !o->db && cast_in_gemm(&pl[0], M_, &pc);
    /* dx1 and dxt, when not wanted, are made a piece of the batch at a time */
    const size_t chunk = !o->dx1 && !o->dxt ? mmaemu_dcpp_piece(pl + 2, 2, B) : B;
    uint32_t *db = o->db || fused ? o->db : mmaemu_tensor_alloc(B * D_ * K_ * sizeof *db);
    uint16_t *dx1 = o->dx1 ? o->dx1 : mmaemu_tensor_alloc(chunk * M_ * D_ * sizeof *dx1);
    uint16_t *dxt = o->dxt ? o->dxt : mmaemu_tensor_alloc(chunk * D_ * M_ * sizeof *dxt);
    int rc = -1;
    if ((!db && !fused) || !dx1 || !dxt) {
        oom(err, errlen);
        goto done;
    }
    /* db[d][k] = sum_m x[m][d] dout[m][k] (Helion: 16-row tiles; Inductor:
     * the library's buf0); db2 = bf16(db), in the GEMM when it may. */
    if ((rc = run(c, fused ? &pc : &pl[0], B, D_, K_, M_, mat(x, M_ * D_, 1, D_),
                  mat(dout, M_ * K_, K_, 1), fused ? (void *)o->db2 : (void *)db, 0, 4, err, errlen)))
        goto done;
    for (size_t i = 0; !fused && i < B * D_ * K_; i++)
        o->db2[i] = bf16_of_fp32(db[i]);
    /* dy[m][k] = sum_d x[m][d] db2[d][k]. */
    if ((rc = run(c, &pl[1], B, M_, K_, D_, mat(x, M_ * D_, D_, 1), mat(o->db2, D_ * K_, K_, 1),
                  o->dy, 1, 4, err, errlen)))
        goto done;
    for (size_t b0 = 0; b0 < B; b0 += chunk) {
        const size_t nb = B - b0 < chunk ? B - b0 : chunk;
        mmaemu_dcpp_config cc = *c;   /* this chunk's share of the last half of the progress */
        cc.progress.base = c->progress.base + c->progress.span * (0.5 + 0.5 * (double)b0 / (double)B);
        cc.progress.span = c->progress.span * 0.5 * (double)nb / (double)B;
        if ((rc = dx_sum(&cc, pl, c->dx_sum_fp32[path == MMAEMU_DCPP_INDUCTOR], b0, nb, y, dout, b,
                         o, dx1 + (o->dx1 ? b0 * M_ * D_ : 0), dxt + (o->dxt ? b0 * D_ * M_ : 0),
                         err, errlen)))
            goto done;
    }
    rc = 0;
done:
    if (db != o->db)
        free(db);
    if (dx1 != o->dx1)
        free(dx1);
    if (dxt != o->dxt)
        free(dxt);
    return rc;
}

int mmaemu_dcpp_template_bmm(const mmaemu_dcpp_config *c, size_t B, const uint16_t *x,
                             const uint16_t *w, uint16_t *out, char *err, size_t errlen)
{
    mmaemu_dcpp_gemm_plan pl;
    if (plan_one(c, "inductor.out", MMAEMU_EPI_BF16, &pl, err, errlen))
        return -1;
    return run(c, &pl, B, M_, K_, D_, mat(x, M_ * D_, D_, 1), mat(w, D_ * K_, K_, 1), out, 0, 1,
               err, errlen);
}
