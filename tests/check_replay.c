/* check_replay.c -- replay recorded device outputs (validation/data/*)
 * through the models, bit for bit.  Each data folder has a MANIFEST:
 *     stem arch instruction in out
 * naming stem.in.gz (mmaemu dot lines) and stem.out.gz (one hex pattern of
 * the device's d per line). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "mmaemu.h"
#include "testutil.h"

#ifndef MMAEMU_VALDATA
#define MMAEMU_VALDATA "validation/data"
#endif

static const char *const folders[] = {"h100-fp8-probe"};
#define MAXK 4096

static unsigned long replay(const char *dir, const char *stem, const char *arch_name,
                            const char *instr, const char *in_name, const char *out_name)
{
    mmaemu_format in, acc;
    ck_assert(!mmaemu_format_parse(in_name, &in) && !mmaemu_format_parse(out_name, &acc));
    char err[256], path[1024];
    const mmaemu_arch *arch = mmaemu_arch_find(arch_name);
    ck_assert_msg(arch != NULL, "unknown arch %s", arch_name);
    const mmaemu_instr *ins = mmaemu_instr_select(arch, NULL, instr, in, acc, err, sizeof err);
    ck_assert_msg(ins != NULL, "%s", err);

    snprintf(path, sizeof path, "%s/%s/%s.in.gz", MMAEMU_VALDATA, dir, stem);
    gzFile fi = gzopen(path, "rb");
    ck_assert_msg(fi != NULL, "cannot open %s", path);
    snprintf(path, sizeof path, "%s/%s/%s.out.gz", MMAEMU_VALDATA, dir, stem);
    gzFile fo = gzopen(path, "rb");
    ck_assert_msg(fo != NULL, "cannot open %s", path);

    static char line[1 << 16];
    char want_line[64];
    static uint32_t a[MAXK], b[MAXK];
    unsigned long n = 0, bad = 0;
    while (gzgets(fi, line, sizeof line)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        ck_assert_msg(gzgets(fo, want_line, sizeof want_line), "%s: outputs end early", stem);
        size_t k;
        uint32_t c;
        ck_assert_msg(!mmaemu_parse_dot_line(line, in, acc, a, b, MAXK, &k, &c, err, sizeof err),
                      "%s line %lu: %s", stem, n + 1, err);
        uint32_t want = (uint32_t)strtoul(want_line, NULL, 16);
        uint32_t got = mmaemu_dot(ins, a, b, k, c);
        n++;
        if (got != want && bad++ < 3)
            fprintf(stderr, "%s/%s line %lu: model %x device %x\n", dir, stem, n, got, want);
    }
    ck_assert_msg(!gzgets(fo, want_line, sizeof want_line), "%s: more outputs than inputs", stem);
    gzclose(fi);
    gzclose(fo);
    printf("replay %s/%-16s %-5s %-14s %7lu/%lu bit-exact\n", dir, stem, arch_name, ins->name,
           n - bad, n);
    ck_assert_msg(bad == 0, "%s/%s: %lu of %lu lines differ", dir, stem, bad, n);
    return n;
}

START_TEST(replay_folder)
{
    const char *dir = folders[_i];
    char path[1024], buf[512];
    snprintf(path, sizeof path, "%s/%s/MANIFEST", MMAEMU_VALDATA, dir);
    FILE *m = fopen(path, "r");
    ck_assert_msg(m != NULL, "cannot open %s", path);
    unsigned long total = 0, sets = 0;
    while (fgets(buf, sizeof buf, m)) {
        char stem[128], arch[32], instr[64], in[16], out[16];
        if (buf[0] == '#' || sscanf(buf, "%127s %31s %63s %15s %15s", stem, arch, instr, in, out) != 5)
            continue;
        total += replay(dir, stem, arch, instr, in, out);
        sets++;
    }
    fclose(m);
    ck_assert_msg(sets > 0, "%s lists no sets", path);
    printf("replay %s: %lu sets, %lu vectors, all bit-exact\n", dir, sets, total);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("replay");
    TCase *tc = tcase_create("device-data");
    tcase_set_timeout(tc, 900);
    tcase_add_loop_test(tc, replay_folder, 0, (int)(sizeof folders / sizeof folders[0]));
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
