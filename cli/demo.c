/* SPDX-License-Identifier: MIT */
/* demo.c -- `mmaemu demo`: the DCPP kernel pair of pytorch/helion#1661
 * at a small batch through the H100, MI300X and MI350 models, Helion
 * against Inductor as the report compares them; `--dots`: the same fp16
 * dot products through six devices, bit by bit.  Inputs are embedded (the
 * DCPP generator of validation/data/dcpp-h100). */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

static double as_double(uint32_t bits)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    return (double)f;
}

typedef struct {
    const char *what;
    int k;
    uint16_t a[16], b[16];   /* fp16 patterns */
    uint32_t c;              /* fp32 pattern */
} demo_case;

/* Cases: the published discriminating vectors (docs/models.md), and
 * ordinary fp16 sums on which the devices' truncation grids, step
 * lengths, floors and flushes give different last bits. */
static const demo_case cases[] = {
    {"1 + c, c = -(0.5 - 2^-25): kept bits F = 23/24/25", 1,
     {0x3C00}, {0x3C00}, 0xBEFFFFFFu},
    {"2^23 - 2^23 - 0.5 - 0.25 - 0.125 (MMA-Sim Table 8)", 4,
     {0xF000, 0xB800, 0xB400, 0xB000}, {0x6400, 0x3C00, 0x3C00, 0x3C00}, 0x4B000000u},
    {"16 ordinary products: six devices, six answers (found by search)", 16,
     {0x3045, 0x2863, 0xA57E, 0xBDD8, 0x4A1B, 0x2748, 0xA89C, 0x4AA9,
      0x3153, 0xBF94, 0x3EDB, 0x35E6, 0x39C0, 0x3990, 0xA73B, 0xCFBF},
     {0x3C05, 0x3F8B, 0x3F1C, 0x3F2B, 0x3F87, 0x3FBE, 0x3C15, 0x3DB4,
      0x3DD9, 0x3CEB, 0x3D4E, 0x3E55, 0x3F53, 0x3FF3, 0x3DD5, 0x3D48}, 0xBFA742A2u},
    {"16 ordinary products with a negative C", 16,
     {0xAFE7, 0xBF87, 0xA75D, 0x5279, 0xAF30, 0x3836, 0x3A5E, 0x4E90,
      0xC06A, 0xB72C, 0xC772, 0xD074, 0x29A3, 0x4281, 0xCDA8, 0xC32C},
     {0x3F20, 0x3E70, 0x3E2B, 0x3DF5, 0x3FA6, 0x3FAE, 0x3E62, 0x3F15,
      0x3F42, 0x3F52, 0x3FC4, 0x3EE4, 0x3FE0, 0x3D34, 0x3E73, 0x3EBA}, 0xBF96285Fu},
    {"a mixed-sign sum of 16 ordinary products", 16,
     {0x3E00, 0xBC66, 0x4100, 0x3555, 0xC0CD, 0x2E66, 0x3A00, 0xB4CD,
      0x4500, 0xC500, 0x3F33, 0xB99A, 0x2C00, 0x4233, 0xBE66, 0x3800},
     {0x3C01, 0x3BFF, 0x3555, 0x4049, 0x3266, 0x5640, 0xB800, 0x3E00,
      0x2400, 0x2401, 0x3D55, 0x3F00, 0x4A00, 0xB0CD, 0x3B33, 0x1C00}, 0x3DCCCCCDu},
};

static const char *const devices[] = {"V100", "A100", "H100", "MI100", "MI250X", "MI300X"};
#define NDEV (sizeof devices / sizeof devices[0])

static int demo_dots(void)
{
    const mmaemu_instr *ins[NDEV];
    for (size_t d = 0; d < NDEV; d++) {
        char err[256];
        const mmaemu_arch *arch = mmaemu_arch_find(devices[d]);
        ins[d] = arch ? mmaemu_instr_select(arch, NULL, NULL, MMAEMU_FP16, MMAEMU_FP32,
                                            err, sizeof err)
                      : NULL;
        if (!ins[d]) {
            cli_error("demo: no fp16 model for %s", devices[d]);
            return CLI_BAD;
        }
    }
    /* The exact sum, rounded once to nearest: what no device computes. */
    mmaemu_instr exact = {.name = "exact", .k = 16,
                          .step = {.alg = MMAEMU_ALG_E_FDPA, .a_fmt = MMAEMU_FP16,
                                   .b_fmt = MMAEMU_FP16, .acc_fmt = MMAEMU_FP32, .L = 16,
                                   .out = MMAEMU_OUT_RNE_FP32, .zero_sign = MMAEMU_ZERO_IEEE,
                                   .nan_bits = 0x7FFFFFFFu}};

    puts("mmaemu demo: fp16 x fp16 -> fp32 dot products, d = c + sum a_i*b_i,");
    puts("through each device's default (Triton) instruction.  Bits in hex, value below.");
    for (size_t d = 0; d < NDEV; d++)
        printf("  %-7s %s: %s, L=%d, F=%d\n", devices[d], mmaemu_arch_find(devices[d])->name,
               ins[d]->name, ins[d]->step.L, ins[d]->step.F);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const demo_case *t = &cases[i];
        uint32_t a[16], b[16];
        for (int j = 0; j < t->k; j++) {
            a[j] = t->a[j];
            b[j] = t->b[j];
        }
        printf("\n%zu. %s\n", i + 1, t->what);
        uint32_t ref = mmaemu_dot(&exact, a, b, (size_t)t->k, t->c);
        printf("   %-8s %08x  %.10g\n", "exact", ref,
               as_double(ref));
        for (size_t d = 0; d < NDEV; d++) {
            uint32_t r = mmaemu_dot(ins[d], a, b, (size_t)t->k, t->c);
            printf("   %-8s %08x  %.10g%s\n", devices[d], r, as_double(r),
                   r == ref ? "" : "   (differs from exact)");
        }
    }
    return 0;
}

/* ----------------------------------------------------------------- DCPP */

#define M_ MMAEMU_DCPP_M
#define D_ MMAEMU_DCPP_D
#define K_ MMAEMU_DCPP_K

typedef struct {
    const char *label, *arch, *variant, *lib, *note;
} demo_model;

static const demo_model models[] = {
    {"H100", "sm90", "", "cublas13.1-h100",
     "measured: every kernel and cuBLAS GEMM reproduced bit for bit (tests/evidence/check_dcpp.c)"},
    {"MI300X", "gfx942", "", "default", "MMA-Sim's CDNA3 model; hipBLASLt's schedule unknown: a plain chain"},
    {"MI350", "gfx950", "as-gfx942", "default", "hypothesis: gfx942's datapath, new bf16 MFMAs = TR steps of 8"},
    {"MI350", "gfx950", "step16", "default", "hypothesis: new bf16 MFMAs = TR steps of 16"},
    {"MI350", "gfx950", "fused-k", "default", "hypothesis: new bf16 MFMAs = one TR step over all K"},
};

static void row(const char *what, const uint16_t *h, const uint16_t *i, size_t n)
{
    mmaemu_compare_stats s;
    mmaemu_compare(MMAEMU_BF16, h, i, n, 0.2, 0.01, &s);
    printf("    %-22s %8zu %8zu   %8.4g %9.3g   %s\n", what, s.differ, s.not_close, s.max_abs,
           s.max_rel, s.not_close ? "FAIL" : "pass");
}

/* The model's config, as `--arch ARCH:VARIANT+LIB` would give it. */
static int demo_config(const demo_model *m, mmaemu_dcpp_config *c)
{
    char text[96];
    cli_dcpp_knobs none;
    mmaemu_model_spec spec;
    memset(&none, 0, sizeof none);
    snprintf(text, sizeof text, "%s%s%s+%s", m->arch, *m->variant ? ":" : "", m->variant, m->lib);
    return cli_dcpp_config("demo", text, NULL, &none, c, &spec);
}

/* The instruction of each backward GEMM, per path. */
static int print_plans(const mmaemu_dcpp_config *c, char *err, size_t errlen)
{
    mmaemu_dcpp_gemm_plan pl[4];
    for (int p = 0; p < 2; p++) {
        int n = mmaemu_dcpp_plan(c, (mmaemu_dcpp_path)p, 1, pl, err, errlen);
        if (n < 0)
            return -1;
        printf("  %-8s", p ? "inductor" : "helion");
        for (int i = 0; i < n; i++)
            printf(" %s:%s%s", strchr(pl[i].name, '.') + 1, pl[i].instr->name,
                   pl[i].sched.kpack > 1 ? "/kpack2" : "");
        putchar('\n');
    }
    return 0;
}

/* Why, for the first few chained dx differences (mmaemu explain). */
static int explain_first(const mmaemu_explain *e, size_t nMD, char *err, size_t errlen)
{
    const mmaemu_dcpp_state *pr = e->pred;
    int shown = 0;
    for (size_t f = 0; f < nMD && shown < 3; f++) {
        if (pr[0].t[MMAEMU_DT_DX][f] == pr[1].t[MMAEMU_DT_DX][f])
            continue;
        mmaemu_explain_elem xe;
        if (mmaemu_explain_element(e, MMAEMU_DT_DX, f / (M_ * D_), f / D_ % M_, f % D_, &xe, err,
                                   errlen))
            return -1;
        const mmaemu_explain_round *r0 = &xe.r[0];
        printf("      dx[%zu,%zu,%zu] %g vs %g: first diverges at %s/%s[%zu,%zu] (fp32 %.9g vs "
               "%.9g, %.2g / %.2g ulp from the boundary): %s\n", xe.batch, xe.row, xe.col,
               as_double((uint32_t)xe.val[0] << 16), as_double((uint32_t)xe.val[1] << 16),
               mmaemu_dcpp_tensor_name(r0->tensor, MMAEMU_DCPP_HELION),
               mmaemu_dcpp_tensor_name(r0->tensor, MMAEMU_DCPP_INDUCTOR), r0->row, r0->col,
               r0->pre[0], r0->pre[1], r0->margin[0], r0->margin[1], mmaemu_cause_name(r0->cause));
        shown++;
    }
    return 0;
}

typedef struct {
    size_t B;
    const uint16_t *x, *y, *dout, *b;
} demo_inputs;

/* The rows of one model: forward and backward, Helion against Inductor.
 * e holds the chained runs; the independent-b backward is run here. */
static int compare_paths(const mmaemu_dcpp_config *c, const mmaemu_explain *e,
                         const demo_inputs *in, char *err, size_t errlen)
{
    const size_t B = in->B, nDK = B * D_ * K_, nMK = B * M_ * K_, nMD = B * M_ * D_;
    const mmaemu_dcpp_state *pr = e->pred;
    uint16_t *buf = malloc((2 * nDK + 2 * nMK + 2 * nMD) * sizeof *buf);
    if (!buf) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    printf("    %-22s %8s %8s   %8s %9s   %s\n", "Helion vs Inductor", "bits", "!close",
           "max abs", "max rel", "assert_close(0.2, 0.01)");
    row("fwd out", pr[0].t[MMAEMU_DT_OUT], pr[1].t[MMAEMU_DT_OUT], nMK);
    row("fwd xty", pr[0].t[MMAEMU_DT_XTY], pr[1].t[MMAEMU_DT_XTY], nDK);
    uint16_t *db2[2] = {buf, buf + nDK}, *dy[2] = {buf + 2 * nDK, buf + 2 * nDK + nMK};
    uint16_t *dx[2] = {buf + 2 * nDK + 2 * nMK, buf + 2 * nDK + 2 * nMK + nMD};
    int rc = 0;
    for (int p = 0; p < 2 && !rc; p++) {
        mmaemu_dcpp_bwd g = {NULL, db2[p], dy[p], NULL, NULL, dx[p]};
        rc = mmaemu_dcpp_backward(c, (mmaemu_dcpp_path)p, B, in->x, in->y, in->dout, in->b, &g,
                                  err, errlen);
    }
    if (!rc) {
        row("bwd dx (b independent)", dx[0], dx[1], nMD);
        row("bwd dy", dy[0], dy[1], nMK);
        row("bwd dx (b = own xty)", pr[0].t[MMAEMU_DT_DX], pr[1].t[MMAEMU_DT_DX], nMD);
        rc = explain_first(e, nMD, err, errlen);
    }
    free(buf);
    return rc;
}

/* One model: forward, backward with the report's independent b, and the
 * backward chained to each path's own forward (what autograd runs). */
static int demo_model_run(const demo_model *m, const demo_inputs *in)
{
    char err[1024] = "";
    mmaemu_dcpp_config c;
    if (demo_config(m, &c))
        return CLI_BAD;
    const double t0 = cli_seconds();
    /* The chained backward (with its forward) through explain, which keeps
     * every intermediate. */
    mmaemu_explain e = {.cfg = {&c, &c}, .path = {MMAEMU_DCPP_HELION, MMAEMU_DCPP_INDUCTOR},
                        .bwd = 1, .chained = 1, .B = in->B, .x = in->x, .y = in->y,
                        .dout = in->dout};
    int rc = mmaemu_explain_predict(&e, err, sizeof err);
    if (!rc) {
        printf("\n%s (%s%s%s) -- %s\n", m->label, c.arch->name, *m->variant ? ", variant " : "",
               m->variant, m->note);
        rc = print_plans(&c, err, sizeof err);
    }
    if (!rc)
        rc = compare_paths(&c, &e, in, err, sizeof err);
    if (rc)
        cli_error("demo: %s: %s", m->label, err);
    else
        printf("    (%.1f s)\n", cli_seconds() - t0);
    mmaemu_explain_free(&e);
    return rc ? CLI_BAD : CLI_OK;
}

static int demo_dcpp(size_t B, unsigned long seed)
{
    const size_t nx = B * M_ * D_, ny = B * M_ * K_, nb = B * D_ * K_;
    uint16_t *x = malloc(nx * 2), *y = malloc(ny * 2), *dout = malloc(ny * 2), *b = malloc(nb * 2);
    if (!x || !y || !dout || !b) {
        cli_error("demo: out of memory");
        free(x); free(y); free(dout); free(b);
        return CLI_BAD;
    }
    mmaemu_dcpp_fill(seed, 1, x, nx);
    mmaemu_dcpp_fill(seed, 2, y, ny);
    mmaemu_dcpp_fill(seed, 3, dout, ny);
    mmaemu_dcpp_fill(seed, 4, b, nb);
    printf("mmaemu demo: the DCPP kernel pair of pytorch/helion#1661, B = %zu (seed %lu), x (B,3219,256),\n"
           "y and dout (B,3219,64), bf16 in, fp32 accumulate, bf16 out.  Helion's fused kernels against\n"
           "Inductor's library bmm + Triton template, each through the device model: 'bits' = elements\n"
           "whose bf16 patterns differ, '!close' = elements outside atol 0.2 + rtol 0.01 * |inductor|.\n"
           "Per model: the instruction of each backward GEMM (db/buf0, dy, dx1/buf1, dxt/buf3).\n",
           B, seed);
    int rc = 0;
    const demo_inputs in = {B, x, y, dout, b};
    for (size_t i = 0; i < sizeof models / sizeof models[0] && !rc; i++)
        rc = demo_model_run(&models[i], &in);
    if (!rc)
        puts("\nmmaemu explain dcpp bwd --chained --arch MODEL ... explains every differing element "
             "(docs/triage.md);\nmmaemu dcpp plan --arch ARCH shows every schedule; mmaemu demo --dots: "
             "single dot products.");
    free(x); free(y); free(dout); free(b);
    return rc;
}

typedef struct {
    const char *batch, *seed;
    int dots;
} opts;

static const cli_option options[] = {
    CLI_OPT("--batch", CLI_VALUE, "N", opts, batch, "DCPP batches, 1..64 (1)"),
    CLI_OPT("--seed", CLI_VALUE, "S", opts, seed, "the DCPP generator's seed, 0..65535 (1)"),
    CLI_OPT("--dots", CLI_FLAG, NULL, opts, dots,
            "instead: fp16 dot products through six devices,\nbit by bit"),
    CLI_END};

static const cli_command command = {
    "demo", "[--batch N] [--seed S]\n--dots",
    "The DCPP kernel pair of pytorch/helion#1661 at a small batch through the H100,\n"
    "MI300X and MI350 models, Helion against Inductor as the report compares them.\n"
    "Inputs are embedded (the generator of validation/data/dcpp-h100).",
    options, NULL, 0};

int mmaemu_cli_demo(int argc, char **argv)
{
    opts o;
    unsigned long B = 1, seed = 1;
    int rc = cli_parse(&command, argc, argv, &o, sizeof o, NULL, NULL);
    if (rc >= 0)
        return rc;
    if (o.dots)
        return demo_dots();
    if ((o.batch && cli_parse_count("demo", "--batch", o.batch, 1, 64, &B)) ||
        (o.seed && cli_parse_count("demo", "--seed", o.seed, 0, 65535, &seed)))
        return CLI_BAD;
    return demo_dcpp(B, seed);
}
