/* check_km.c -- replay the published Khattak & Mikaitis GPU vectors
 * (tests/data/km) through the device models and compare every bit.
 *
 * Sets that no published model explains are documented findings
 * (docs/findings-km.md): for those the test pins the exact list of
 * mismatching lines (tests/data/km/known-mismatches.txt), so any change of
 * behaviour -- better or worse -- fails and has to be looked at. */
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
} km_set;

static const km_set sets[] = {
    {"V100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP32},
    {"V100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP16},
    {"A100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP32},
    {"A100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP16},
    {"A100", "bf16", "bf16", MMAEMU_BF16, MMAEMU_FP32},
    {"A100", "tf32", "tf32", MMAEMU_TF32, MMAEMU_FP32},
    {"Ada", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP32},
    {"Ada", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP16},
    {"Ada", "bf16", "bf16", MMAEMU_BF16, MMAEMU_FP32},
    {"Ada", "tf32", "tf32", MMAEMU_TF32, MMAEMU_FP32},
    {"Ada", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP32},
    {"Ada", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP16},
    {"Ada", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP32},
    {"Ada", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP16},
    {"H100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP32},
    {"H100", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP16},
    {"H100", "bf16", "bf16", MMAEMU_BF16, MMAEMU_FP32},
    {"H100", "tf32", "tf32", MMAEMU_TF32, MMAEMU_FP32},
    {"H100", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP32},
    {"H100", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP16},
    {"H100", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP32},
    {"H100", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP16},
    {"B200", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP32},
    {"B200", "fp16", "fp16", MMAEMU_FP16, MMAEMU_FP16},
    {"B200", "bf16", "bf16", MMAEMU_BF16, MMAEMU_FP32},
    {"B200", "tf32", "tf32", MMAEMU_TF32, MMAEMU_FP32},
    {"B200", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP32},
    {"B200", "E4M3", "E4M3", MMAEMU_E4M3, MMAEMU_FP16},
    {"B200", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP32},
    {"B200", "E5M2", "E5M2", MMAEMU_E5M2, MMAEMU_FP16},
};
#define NSETS (sizeof sets / sizeof sets[0])
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

/* Documented mismatches of one set: line numbers (1-based), sorted. */
static size_t known_mismatches(const km_set *s, unsigned *lines, size_t cap)
{
    char path[512], want[64];
    FILE *f = fopen(test_data_path("km/known-mismatches.txt", path, sizeof path), "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    snprintf(want, sizeof want, "%s %s %s", s->gpu, s->dir, mmaemu_format_get(s->acc)->name);
    char buf[256];
    size_t n = 0;
    while (fgets(buf, sizeof buf, f)) {
        char gpu[16], fmt[16], out[16];
        unsigned line;
        if (buf[0] == '#' || sscanf(buf, "%15s %15s %15s %u", gpu, fmt, out, &line) != 4)
            continue;
        char key[64];
        snprintf(key, sizeof key, "%s %s %s", gpu, fmt, out);
        if (!strcmp(key, want) && n < cap)
            lines[n++] = line;
    }
    fclose(f);
    return n;
}

START_TEST(replay_set)
{
    const km_set *s = &sets[_i];
    const char *outname = mmaemu_format_get(s->acc)->name;
    char err[256];
    const mmaemu_arch *arch = mmaemu_arch_find(s->gpu);
    ck_assert_msg(arch != NULL, "no arch for %s", s->gpu);
    const mmaemu_instr *ins = mmaemu_instr_select(arch, NULL, "mma", s->in, s->acc, err, sizeof err);
    ck_assert_msg(ins != NULL, "%s", err);

    gzFile fa = open_km(s, "a", s->tag), fb = open_km(s, "b", s->tag);
    gzFile fc = open_km(s, "c", "fp32"), fd = open_km(s, "d", outname);
    static unsigned known[KM_LINES], got[KM_LINES];
    size_t nknown = known_mismatches(s, known, KM_LINES), ngot = 0;
    char la[1024], lb[1024], lc[64], ld[64];
    unsigned lines = 0;
    while (gzgets(fa, la, sizeof la)) {
        ck_assert(gzgets(fb, lb, sizeof lb) && gzgets(fc, lc, sizeof lc) && gzgets(fd, ld, sizeof ld));
        lines++;
        uint32_t a[KM_MAXK], b[KM_MAXK];
        int k = parse_operands(la, s->in, a);
        ck_assert_int_eq(parse_operands(lb, s->in, b), k);
        uint32_t c = parse_binary32(lc), want = parse_binary32(ld);
        if (s->acc == MMAEMU_FP16)   /* the generator rounded c to fp16 */
            c = mmaemu_convert(MMAEMU_FP32, c, MMAEMU_FP16, MMAEMU_RNE, 0);
        uint32_t d = mmaemu_dot(ins, a, b, (size_t)k, c);
        if (s->acc == MMAEMU_FP16)
            d = mmaemu_to_fp32_bits(MMAEMU_FP16, d);
        if (d != want) {
            if (ngot < 5 && nknown == 0)
                fprintf(stderr, "%s %s %s line %u: got %08x want %08x\n", s->gpu, s->dir,
                        outname, lines, d, want);
            got[ngot++] = lines;
        }
    }
    gzclose(fa);
    gzclose(fb);
    gzclose(fc);
    gzclose(fd);
    ck_assert_uint_eq(lines, KM_LINES);
    printf("km %-4s %-4s -> %-4s via %-16s %4u/%u bit-exact%s\n", s->gpu, s->dir, outname,
           ins->name, lines - (unsigned)ngot, lines,
           nknown ? " (documented finding)" : "");
    ck_assert_msg(ngot == nknown, "%s %s %s: %zu mismatches, %zu documented", s->gpu, s->dir,
                  outname, ngot, nknown);
    for (size_t i = 0; i < ngot; i++)
        ck_assert_msg(got[i] == known[i], "%s %s %s: mismatch at line %u, documented %u",
                      s->gpu, s->dir, outname, got[i], known[i]);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("km");
    TCase *tc = tcase_create("replay");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, replay_set, 0, (int)NSETS);
    suite_add_tcase(suite, tc);
    SRunner *sr = srunner_create(suite);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
