/* output.c -- output files written whole or not at all: each to a
 * temporary name beside it, all renamed once every one is complete. */
#include "cli.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_OUTPUTS 8

int cli_make_dirs(const char *cmd, const char *dir)
{
    char p[4096];
    snprintf(p, sizeof p, "%s", dir);
    for (char *q = p + 1; *q; q++)
        if (*q == '/') {
            *q = '\0';
            if (mkdir(p, 0777) && errno != EEXIST)
                goto fail;
            *q = '/';
        }
    if (mkdir(p, 0777) && errno != EEXIST)
        goto fail;
    return 0;
fail:
    cli_error("%s: %s: %s", cmd, p, strerror(errno));
    return CLI_BAD;
}

int cli_check_output(const char *cmd, const char *opt, const char *path)
{
    char dir[4096];
    const char *slash = strrchr(path, '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - path) + 1 : 1, slash ? path : ".");
    if (access(dir, W_OK | X_OK)) {
        cli_error("%s: %s %s: cannot write in %s: %s", cmd, opt, path, dir, strerror(errno));
        return CLI_BAD;
    }
    return 0;
}

/* DIR/.NAME.tmpPID, keeping a ".gz" ending (it selects compression). */
static void temp_name(const char *path, char *tmp, size_t len)
{
    const char *base = strrchr(path, '/');
    size_t dir = base ? (size_t)(base - path) + 1 : 0;
    size_t n = strlen(path);
    int gz = n > 3 && !strcmp(path + n - 3, ".gz");
    snprintf(tmp, len, "%.*s.%s.tmp%ld%s", (int)dir, path, path + dir, (long)getpid(),
             gz ? ".gz" : "");
}

int cli_write_npys(const char *cmd, int n, const char *const *paths, const mmaemu_npy *arrs)
{
    char tmp[MAX_OUTPUTS][4200], err[1024];
    int written = 0, rc = 0;
    if (n > MAX_OUTPUTS) {
        cli_error("%s: too many outputs", cmd);
        return CLI_BAD;
    }
    for (int i = 0; i < n && !rc; i++) {
        temp_name(paths[i], tmp[i], sizeof tmp[i]);
        if (mmaemu_npy_write(tmp[i], &arrs[i], err, sizeof err)) {
            cli_error("%s: %s", cmd, err);
            remove(tmp[i]);
            rc = CLI_BAD;
        } else {
            written++;
        }
    }
    for (int i = 0; i < written && !rc; i++)
        if (rename(tmp[i], paths[i])) {
            cli_error("%s: %s: %s", cmd, paths[i], strerror(errno));
            rc = CLI_BAD;
        }
    if (rc)
        for (int i = 0; i < written; i++)
            remove(tmp[i]);
    return rc;
}
