/* SPDX-License-Identifier: MIT */
/* check_replay.c -- replay recorded device outputs (validation/data/NAME/)
 * through the models, bit for bit.  Every folder there with a MANIFEST is
 * replayed; its lines are
 *     stem arch instruction in out
 * naming stem.in.gz (mmaemu dot lines) and stem.out.gz (one hex pattern of
 * the device's d per line), or
 *     gen stem arch instruction in out k kind seed count version
 * for a generated set: its inputs are lines 0 .. count-1 of the probe
 * generator (mmaemu_probe_line with in, out, k, kind, seed, version), made
 * again here, so only stem.out.gz is stored ('#' lines in it are skipped).
 * tests/data/probe-replay holds a small generated set whose outputs come
 * from the reference engine: it keeps the gen path and the generator's
 * version 1 tested whatever device data exist. */
#include <check.h>
#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"
#include "testutil.h"

#ifndef MMAEMU_VALDATA
#define MMAEMU_VALDATA "validation/data"
#endif

#define MAXK 4096
#define MAX_FOLDERS 64

/* The folders to replay: every subfolder of MMAEMU_VALDATA with a MANIFEST
 * (sorted), then the fixture under tests/data. */
static char *folders[MAX_FOLDERS];
static int n_folders;

static int cmp_str(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

static void find_folders(void)
{
    char path[1024];
    DIR *d = opendir(MMAEMU_VALDATA);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)) && n_folders < MAX_FOLDERS - 1) {
            if (e->d_name[0] == '.')
                continue;
            snprintf(path, sizeof path, "%s/%s/MANIFEST", MMAEMU_VALDATA, e->d_name);
            FILE *m = fopen(path, "r");
            if (!m)
                continue;
            fclose(m);
            snprintf(path, sizeof path, "%s/%s", MMAEMU_VALDATA, e->d_name);
            folders[n_folders++] = strdup(path);
        }
        closedir(d);
    }
    qsort(folders, (size_t)n_folders, sizeof folders[0], cmp_str);
    folders[n_folders++] = strdup(test_data_path("probe-replay", path, sizeof path));
}

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

static unsigned long replay(const char *dir, const char *stem, const char *arch_name,
                            const char *instr, const char *in_name, const char *out_name)
{
    mmaemu_format in, acc;
    ck_assert(!mmaemu_format_parse(in_name, &in) && !mmaemu_format_parse(out_name, &acc));
    char err[256], in_path[1024], out_path[1024];
    const mmaemu_arch *arch = mmaemu_arch_find(arch_name);
    ck_assert_msg(arch != NULL, "unknown arch %s", arch_name);
    const mmaemu_instr *ins = mmaemu_instr_select(arch, NULL, instr, in, acc, err, sizeof err);
    ck_assert_msg(ins != NULL, "%s", err);

    /* Dot lines and outputs through the library's probe-file reader. */
    mmaemu_probe_reader fi, fo;
    snprintf(in_path, sizeof in_path, "%s/%s.in.gz", dir, stem);
    snprintf(out_path, sizeof out_path, "%s/%s.out.gz", dir, stem);
    ck_assert_msg(!mmaemu_probe_open(&fi, in_path, err, sizeof err), "%s", err);
    ck_assert_msg(!mmaemu_probe_open(&fo, out_path, err, sizeof err), "%s", err);
    ck_assert_msg(!mmaemu_probe_read_header(&fi, 0, err, sizeof err), "%s", err);
    static uint32_t a[MAXK], b[MAXK];
    mmaemu_probe_dot dot = {a, b, MAXK, 0, 0};
    unsigned long n = 0, bad = 0;
    uint32_t want;
    int got;
    while ((got = mmaemu_probe_read_pair(&fi, &fo, in, acc, &dot, &want, err, sizeof err)) > 0) {
        uint32_t model = mmaemu_dot(ins, dot.a, dot.b, dot.k, dot.c);
        n++;
        if (model != want && bad++ < 3)
            fprintf(stderr, "%s/%s line %lu: model %x device %x\n", dir, stem, n, model, want);
    }
    ck_assert_msg(got == 0, "%s", err);
    mmaemu_probe_close(&fi);
    mmaemu_probe_close(&fo);
    printf("replay %s/%-16s %-5s %-14s %7lu/%lu bit-exact\n", base_name(dir), stem, arch_name,
           ins->name, n - bad, n);
    ck_assert_msg(bad == 0, "%s/%s: %lu of %lu lines differ", dir, stem, bad, n);
    return n;
}

/* The device outputs of a generated set: count of them. */
static uint32_t *read_outputs(const char *path, mmaemu_format acc, unsigned long count)
{
    char err[256];
    mmaemu_probe_reader fo;
    ck_assert_msg(!mmaemu_probe_open(&fo, path, err, sizeof err), "%s", err);
    uint32_t *want = malloc(count * sizeof *want), d;
    ck_assert(want != NULL);
    unsigned long n = 0;
    int got;
    while ((got = mmaemu_probe_read_output(&fo, acc, &d, err, sizeof err)) > 0) {
        ck_assert_msg(n < count, "%s:%lu: more outputs than count %lu", path, fo.lineno, count);
        want[n++] = d;
    }
    ck_assert_msg(got == 0, "%s", err);
    mmaemu_probe_close(&fo);
    ck_assert_msg(n == count, "%s: %lu outputs, count %lu", path, n, count);
    return want;
}

/* Regenerate lines 0 .. count-1 and count those the model does not
 * reproduce (lines are independent: in parallel); *first_bad: the first. */
static unsigned long count_bad(const mmaemu_probe_spec *spec, const mmaemu_instr *ins,
                               const uint32_t *want, unsigned long count, long *first_bad)
{
    unsigned long bad = 0;
    *first_bad = -1;
#pragma omp parallel reduction(+ : bad)
    {
        uint32_t *a = malloc(spec->k * sizeof *a), *b = malloc(spec->k * sizeof *b);
        long mine = -1;
#pragma omp for schedule(static, 1024)
        for (long i = 0; i < (long)count; i++) {
            uint32_t c;
            mmaemu_probe_line(spec, (uint64_t)i, a, b, &c);
            if (mmaemu_dot(ins, a, b, spec->k, c) != want[i]) {
                bad++;
                if (mine < 0)
                    mine = i;
            }
        }
#pragma omp critical
        if (mine >= 0 && (*first_bad < 0 || mine < *first_bad))
            *first_bad = mine;
        free(a);
        free(b);
    }
    return bad;
}

/* The first few mismatches from index first, serially. */
static void show_bad(const char *dir, const char *stem, const mmaemu_probe_spec *spec,
                     const mmaemu_instr *ins, const uint32_t *want, unsigned long count,
                     unsigned long first)
{
    uint32_t *a = malloc(spec->k * sizeof *a), *b = malloc(spec->k * sizeof *b);
    int shown = 0;
    for (unsigned long i = first; i < count && shown < 3; i++) {
        uint32_t c;
        mmaemu_probe_line(spec, i, a, b, &c);
        const uint32_t got = mmaemu_dot(ins, a, b, spec->k, c);
        if (got != want[i]) {
            fprintf(stderr, "%s/%s index %lu (%s): model %x device %x\n", base_name(dir), stem, i,
                    mmaemu_probe_kind_name(mmaemu_probe_line_kind(spec, i)), got, want[i]);
            shown++;
        }
    }
    free(a);
    free(b);
}

/* A generated set: the inputs come from mmaemu_probe_line, only the
 * outputs are stored. */
static unsigned long replay_gen(const char *dir, const char *stem, const char *arch_name,
                                const char *instr, const char *in_name, const char *out_name,
                                unsigned long k, const char *kind_name, uint64_t seed,
                                unsigned long count, int version)
{
    mmaemu_probe_spec spec;
    memset(&spec, 0, sizeof spec);
    ck_assert_msg(!mmaemu_format_parse(in_name, &spec.in) && !mmaemu_format_parse(out_name, &spec.acc),
                  "%s: bad formats %s %s", stem, in_name, out_name);
    ck_assert_msg(!mmaemu_probe_kind_parse(kind_name, &spec.kind), "%s: unknown kind %s", stem,
                  kind_name);
    spec.k = (size_t)k;
    spec.seed = seed;
    spec.version = version;
    const char *why = mmaemu_probe_spec_check(&spec);
    ck_assert_msg(why == NULL, "%s: %s", stem, why);
    char err[256], path[1024];
    const mmaemu_arch *arch = mmaemu_arch_find(arch_name);
    ck_assert_msg(arch != NULL, "unknown arch %s", arch_name);
    const mmaemu_instr *ins = mmaemu_instr_select(arch, NULL, instr, spec.in, spec.acc, err, sizeof err);
    ck_assert_msg(ins != NULL, "%s", err);
    ck_assert_msg(k % (unsigned long)ins->k == 0, "%s: k %lu is not a multiple of %s's k", stem, k,
                  ins->name);

    snprintf(path, sizeof path, "%s/%s.out.gz", dir, stem);
    uint32_t *want = read_outputs(path, spec.acc, count);
    long first_bad;
    const unsigned long bad = count_bad(&spec, ins, want, count, &first_bad);
    if (bad)
        show_bad(dir, stem, &spec, ins, want, count, (unsigned long)first_bad);
    free(want);
    printf("replay %s/%-16s %-5s %-14s %7lu/%lu bit-exact (generated: k %lu %s seed %" PRIu64
           " v%d)\n", base_name(dir), stem, arch_name, ins->name, count - bad, count, k, kind_name,
           seed, version);
    ck_assert_msg(bad == 0, "%s/%s: %lu of %lu lines differ", base_name(dir), stem, bad, count);
    return count;
}

START_TEST(replay_folder)
{
    const char *dir = folders[_i];
    char path[1024], buf[512];
    snprintf(path, sizeof path, "%s/MANIFEST", dir);
    FILE *m = fopen(path, "r");
    ck_assert_msg(m != NULL, "cannot open %s", path);
    unsigned long total = 0, sets = 0;
    while (fgets(buf, sizeof buf, m)) {
        char stem[128], arch[32], instr[64], in[16], out[16], kind[32], seed[32];
        unsigned long k, count;
        int version;
        if (buf[0] == '#')
            continue;
        if (!strncmp(buf, "gen ", 4)) {
            ck_assert_msg(sscanf(buf + 4, "%127s %31s %63s %15s %15s %lu %31s %31s %lu %d", stem, arch,
                                 instr, in, out, &k, kind, seed, &count, &version) == 10,
                          "%s: bad gen line: %s", path, buf);
            char *end;
            const uint64_t sd = strtoull(seed, &end, 0);
            ck_assert_msg(!*end, "%s: bad seed '%s'", path, seed);
            total += replay_gen(dir, stem, arch, instr, in, out, k, kind, sd, count, version);
            sets++;
            continue;
        }
        if (sscanf(buf, "%127s %31s %63s %15s %15s", stem, arch, instr, in, out) != 5)
            continue;
        total += replay(dir, stem, arch, instr, in, out);
        sets++;
    }
    fclose(m);
    ck_assert_msg(sets > 0, "%s lists no sets", path);
    printf("replay %s: %lu sets, %lu vectors, all bit-exact\n", base_name(dir), sets, total);
}
END_TEST

int main(void)
{
    find_folders();
    Suite *s = suite_create("replay");
    TCase *tc = tcase_create("device-data");
    tcase_set_timeout(tc, 900);
    tcase_add_loop_test(tc, replay_folder, 0, n_folders);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    for (int i = 0; i < n_folders; i++)
        free(folders[i]);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
