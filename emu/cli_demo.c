/* cli_demo.c -- `mmaemu demo`: the same fp16 dot products through several
 * device models, showing that the devices disagree in the last bits and
 * which one is right about the exact sum.  The inputs are embedded. */
#include "cli.h"

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

int mmaemu_cli_demo(int argc, char **argv)
{
    (void)argv;
    if (argc > 1) {
        cli_error("demo: takes no options");
        return 2;
    }
    const mmaemu_instr *ins[NDEV];
    for (size_t d = 0; d < NDEV; d++) {
        char err[256];
        const mmaemu_arch *arch = mmaemu_arch_find(devices[d]);
        ins[d] = arch ? mmaemu_instr_select(arch, NULL, NULL, MMAEMU_FP16, MMAEMU_FP32,
                                            err, sizeof err)
                      : NULL;
        if (!ins[d]) {
            cli_error("demo: no fp16 model for %s", devices[d]);
            return 1;
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
