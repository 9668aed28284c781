/* SPDX-License-Identifier: MIT */
/* check_km.c -- replay the published Khattak & Mikaitis GPU vectors
 * (tests/data/km) through the device models and compare every bit.
 *
 * Every set goes through the `mma` instruction of its GPU's arch with the
 * published C, except the H100 fp8 -> fp32 sets: our own H100 runs of the
 * same inputs through mma.sync disagree with them on every line (C is
 * applied on the device), and they are reproduced exactly by the fused
 * fp8 datapath (wgmma's: L = 32, F = 13, e8m13) with C = 0 -- the
 * documented explanation (docs/findings-km.md) is what this test checks. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "mmaemu.h"
#include "testutil.h"

typedef struct {
    const char *gpu;     /* folder and arch alias */
    const char *dir;     /* format folder */
    const char *tag;     /* format in file names */
    mmaemu_format in;
    mmaemu_format acc;
    const char *instr;   /* NULL: the arch's mma instruction */
    int c_zero;          /* replay with C = 0 instead of the c file */
} km_set;

static const km_set sets[] = {
    {"V100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP32, NULL, 0},
    {"V100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP16, NULL, 0},
    {"A100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP32, NULL, 0},
    {"A100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP16, NULL, 0},
    {"A100", "bf16", "bf16", MMAEMU_BF16, MMAEMU_FP32, NULL, 0},
    {"A100", "tf32", "tf32", MMAEMU_TF32, MMAEMU_FP32, NULL, 0},
    {"Ada", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP32, NULL, 0},
    {"Ada", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP16, NULL, 0},
    {"Ada", "bf16", "bf16", MMAEMU_BF16, MMAEMU_FP32, NULL, 0},
    {"Ada", "tf32", "tf32", MMAEMU_TF32, MMAEMU_FP32, NULL, 0},
    {"Ada", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP32, NULL, 0},
    {"Ada", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP16, NULL, 0},
    {"Ada", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP32, NULL, 0},
    {"Ada", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP16, NULL, 0},
    {"H100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP32, NULL, 0},
    {"H100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP16, NULL, 0},
    {"H100", "bf16", "bf16", MMAEMU_BF16, MMAEMU_FP32, NULL, 0},
    {"H100", "tf32", "tf32", MMAEMU_TF32, MMAEMU_FP32, NULL, 0},
    {"H100", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP32, "wgmma", 1},
    {"H100", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP16, NULL, 0},
    {"H100", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP32, "wgmma", 1},
    {"H100", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP16, NULL, 0},
    {"B200", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP32, NULL, 0},
    {"B200", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP16, NULL, 0},
    {"B200", "bf16", "bf16", MMAEMU_BF16, MMAEMU_FP32, NULL, 0},
    {"B200", "tf32", "tf32", MMAEMU_TF32, MMAEMU_FP32, NULL, 0},
    {"B200", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP32, NULL, 0},
    {"B200", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP16, NULL, 0},
    {"B200", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP32, NULL, 0},
    {"B200", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP16, NULL, 0},
};
#define KM_LINES 5000
#define KM_MAXK 32

static gzFile open_km(const km_set *s, const char *kind, const char *fmt)
{
    char rel[256], path[512];
    snprintf(rel, sizeof rel, "km/%s/%s/%s_%s_%s.txt.gz", s->gpu, s->dir, kind, s->gpu, fmt);
    gzFile f = gzopen(test_data_path(rel, path, sizeof path), "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    return f;
}

static uint32_t parse_binary32(const char *line)
{
    uint32_t v = 0;
    int n = 0;
    for (const char *p = line; *p == '0' || *p == '1'; p++, n++)
        v = (v << 1) | (uint32_t)(*p - '0');
    ck_assert_msg(n == 32, "bad binary string '%s'", line);
    return v;
}

/* Read one line of K hex fp32 containers and convert them exactly. */
static int parse_operands(char *line, mmaemu_format f, uint32_t *out)
{
    int k = 0;
    for (char *tok = strtok(line, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
        ck_assert_int_lt(k, KM_MAXK);
        uint32_t x = (uint32_t)strtoul(tok, NULL, 16);
        uint32_t v = f == MMAEMU_TF32 ? x : mmaemu_convert(MMAEMU_FP32, x, f, MMAEMU_RNE, 0);
        /* The containers must hold exact values of the format. */
        ck_assert_msg(mmaemu_to_fp32_bits(f, v) == x, "inexact operand %s", tok);
        out[k++] = v;
    }
    return k;
}

START_TEST(replay_set)
{
    const km_set *s = &sets[_i];
    const char *outname = mmaemu_format_get(s->acc)->name;
    char err[256];
    const mmaemu_arch *arch = mmaemu_arch_find(s->gpu);
    ck_assert_msg(arch != NULL, "no arch for %s", s->gpu);
    const mmaemu_instr *ins = mmaemu_instr_select(arch, NULL, s->instr ? s->instr : "mma",
                                                  s->in, s->acc, err, sizeof err);
    ck_assert_msg(ins != NULL, "%s", err);

    gzFile fa = open_km(s, "a", s->tag), fb = open_km(s, "b", s->tag);
    gzFile fc = open_km(s, "c", "fp32"), fd = open_km(s, "d", outname);
    unsigned bad = 0;
    char la[1024], lb[1024], lc[64], ld[64];
    unsigned lines = 0;
    while (gzgets(fa, la, sizeof la)) {
        ck_assert(gzgets(fb, lb, sizeof lb) && gzgets(fc, lc, sizeof lc) && gzgets(fd, ld, sizeof ld));
        lines++;
        uint32_t a[KM_MAXK], b[KM_MAXK];
        int k = parse_operands(la, s->in, a);
        ck_assert_int_eq(parse_operands(lb, s->in, b), k);
        uint32_t c = s->c_zero ? 0 : parse_binary32(lc), want = parse_binary32(ld);
        if (s->acc == MMAEMU_FP16)   /* the generator rounded c to fp16 */
            c = mmaemu_convert(MMAEMU_FP32, c, MMAEMU_FP16, MMAEMU_RNE, 0);
        uint32_t d = mmaemu_dot(ins, a, b, (size_t)k, c);
        if (s->acc == MMAEMU_FP16)
            d = mmaemu_to_fp32_bits(MMAEMU_FP16, d);
        if (d != want && bad++ < 5)
            fprintf(stderr, "%s %s %s line %u: got %08x want %08x\n", s->gpu, s->dir,
                    outname, lines, d, want);
    }
    gzclose(fa);
    gzclose(fb);
    gzclose(fc);
    gzclose(fd);
    ck_assert_uint_eq(lines, KM_LINES);
    printf("km %-4s %-4s -> %-4s via %-16s %4u/%u bit-exact%s\n", s->gpu, s->dir, outname,
           ins->name, lines - bad, lines, s->c_zero ? " (with C = 0: docs/findings-km.md)" : "");
    ck_assert_msg(bad == 0, "%s %s %s: %u of %u lines differ", s->gpu, s->dir, outname, bad, lines);
}
END_TEST

int main(void)
{
    const test_def tests[] = {TEST_EACH(replay_set, sets)};
    return TEST_RUN("km", tests);
}
