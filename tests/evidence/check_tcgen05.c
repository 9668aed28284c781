/* SPDX-License-Identifier: MIT */
/* check_tcgen05.c -- the 74 frozen B200 words of sf-tensor/tcgen05
 * (tests/data/tcgen05/b200-words.txt) through `mmaemu dot --arch sm100`:
 * every case's input regenerated (tcgen05_cases.c), one `mmaemu dot` run
 * per case ($MMAEMU, default ./mmaemu), its output compared with the
 * hardware word.  MMAEMU_TCGEN05_VARIANT=NAME runs the cases under
 * sm100:NAME and only reports the count (for docs/models.md). */
#include "tcgen05_cases.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAXC 128

/* The expected word of name, or -1. */
static long expected(const char *path, const char *name)
{
    FILE *f = fopen(path, "r");
    char line[256], n[128];
    unsigned long w;
    long r = -1;
    if (!f)
        return -1;
    while (r < 0 && fgets(line, sizeof line, f))
        if (line[0] != '#' && sscanf(line, "%127s %lx", n, &w) == 2 && !strcmp(n, name))
            r = (long)w;
    fclose(f);
    return r;
}

/* d of one case through the binary, or -1. */
static long run(const char *bin, const char *arch, const tc_case *c, const char *tmp)
{
    FILE *f = fopen(tmp, "w");
    if (!f)
        return -1;
    fprintf(f, "%s\n", c->line);
    fclose(f);
    char cmd[1024], out[64] = "";
    snprintf(cmd, sizeof cmd, "'%s' dot --arch %s %s < '%s' 2>'%s.err'", bin, arch, c->opts, tmp,
             tmp);
    FILE *p = popen(cmd, "r");
    if (!p)
        return -1;
    if (!fgets(out, sizeof out, p))
        out[0] = '\0';
    int st = pclose(p);
    char *end;
    long v = strtol(out, &end, 16);
    if (st || end == out) {
        char err[512] = "", ep[80];
        snprintf(ep, sizeof ep, "%s.err", tmp);
        FILE *e = fopen(ep, "r");
        if (e && !fgets(err, sizeof err, e))
            err[0] = '\0';
        if (e)
            fclose(e);
        fprintf(stderr, "%s: %s", c->name, err);
        return -1;
    }
    return v;
}

int main(void)
{
    static tc_case cases[MAXC];
    const char *bin = getenv("MMAEMU") ? getenv("MMAEMU") : "./mmaemu";
    const char *variant = getenv("MMAEMU_TCGEN05_VARIANT");
    char path[1024], tmp[] = "/tmp/mmaemu-tcgen05-XXXXXX", arch[64];
    int fd = mkstemp(tmp);
    if (fd < 0)
        return 99;
    close(fd);
    snprintf(arch, sizeof arch, "sm100%s%s", variant ? ":" : "", variant ? variant : "");
    test_data_path("tcgen05/b200-words.txt", path, sizeof path);
    size_t n = tc_cases(cases, MAXC), ok = 0;
    for (size_t i = 0; i < n; i++) {
        long want = expected(path, cases[i].name), got = run(bin, arch, &cases[i], tmp);
        if (want >= 0 && got == want)
            ok++;
        else
            printf("FAIL %s: got %08lx, B200 %08lx\n  mmaemu dot --arch %s %s\n  %s\n",
                   cases[i].name, (unsigned long)got, (unsigned long)want, arch, cases[i].opts,
                   cases[i].line);
    }
    remove(tmp);
    snprintf(path, sizeof path, "%s.err", tmp);
    remove(path);
    printf("%s: %zu/%zu B200 words of sf-tensor/tcgen05 reproduced\n", arch, ok, n);
    return variant ? 0 : (n == 74 && ok == n ? 0 : 1);
}
