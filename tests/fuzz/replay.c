/* SPDX-License-Identifier: MIT */
/* replay.c -- a harness of tests/fuzz/ without libFuzzer: every file of the
 * folders named on the command line (default: the harness's committed
 * corpus and past crash inputs, FUZZ_NAME) is fed to it once.  Built with
 * ASan/UBSan, any finding aborts the run (make check). */
#include "fuzz.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    uint8_t *buf = malloc(n > 0 ? (size_t)n : 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(buf);
        return -1;
    }
    fclose(f);
    LLVMFuzzerTestOneInput(buf, (size_t)n);
    free(buf);
    return 0;
}

/* Every regular file of dir (a missing folder counts none). */
static long replay_dir(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    long n = 0;
    char p[4096];
    struct stat st;
    while (d && (e = readdir(d))) {
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        if (stat(p, &st) == 0 && S_ISREG(st.st_mode) && e->d_name[0] != '.') {
            if (replay_file(p)) {
                fprintf(stderr, "cannot read %s\n", p);
                exit(1);
            }
            n++;
        }
    }
    if (d)
        closedir(d);
    return n;
}

int main(int argc, char **argv)
{
    long n = 0;
    if (argc > 1) {
        for (int i = 1; i < argc; i++)
            n += replay_dir(argv[i]);
    } else {
        const char *src = getenv("abs_top_srcdir");
        char c[4096], x[4096];
        snprintf(c, sizeof c, "%s/tests/fuzz/corpus/%s", src ? src : ".", FUZZ_NAME);
        snprintf(x, sizeof x, "%s/tests/fuzz/crashes/%s", src ? src : ".", FUZZ_NAME);
        n = replay_dir(c);
        if (n == 0) {
            fprintf(stderr, "%s: no corpus in %s\n", FUZZ_NAME, c);
            return 1;
        }
        n += replay_dir(x);
    }
    printf("%s: %ld inputs replayed\n", FUZZ_NAME, n);
    return 0;
}
