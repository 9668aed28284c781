/* SPDX-License-Identifier: MIT */
/* output.c -- output files written whole or not at all (io/outset.c):
 * each to a temporary beside it, reserved before the work, all renamed
 * once every one is complete. */
#include "cli.h"

#include <errno.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>


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

int cli_outputs_reserve(cli_outputs *o, const char *cmd, int n, const char *const *paths)
{
    char err[PATH_MAX + 256];
    memset(o, 0, sizeof *o);
    o->cmd = cmd;
    if (n > CLI_OUTPUTS_MAX) {
        cli_error("%s: too many outputs", cmd);
        return CLI_BAD;
    }
    if (!(o->set = mmaemu_outset_begin(err, sizeof err))) {
        cli_error("%s: %s", cmd, err);
        return CLI_BAD;
    }
    for (o->n = 0; o->n < n; o->n++)
        if (!(o->tmp[o->n] = mmaemu_outset_add(o->set, paths[o->n], err, sizeof err))) {
            cli_error("%s: %s", cmd, err);
            cli_outputs_abort(o);
            return CLI_BAD;
        }
    return 0;
}

void cli_outputs_abort(cli_outputs *o)
{
    for (int i = 0; i < o->n; i++) {
        mmaemu_npy_stream_abort(o->st[i]);
        o->st[i] = NULL;
    }
    mmaemu_outset_abort(o->set);
    o->set = NULL;
}

/* Report a writer's "TMP: problem" as the target's, and abort the set. */
static int write_failed(cli_outputs *o, int i, const char *err)
{
    size_t tl = strlen(o->tmp[i]);
    const char *why = strncmp(err, o->tmp[i], tl) ? err : err + tl;
    cli_error("%s: %s%s", o->cmd, why == err ? "" : mmaemu_outset_target(o->set, i), why);
    cli_outputs_abort(o);
    return CLI_BAD;
}

int cli_outputs_open(cli_outputs *o, const mmaemu_npy *arrs)
{
    char err[1024];
    for (int i = 0; i < o->n; i++)
        if (!(o->st[i] = mmaemu_npy_stream_open(o->tmp[i], &arrs[i], err, sizeof err)))
            return write_failed(o, i, err);
    return 0;
}

int cli_outputs_append(cli_outputs *o, int i, const void *data, size_t count)
{
    char err[1024];
    return mmaemu_npy_stream_write(o->st[i], data, count, err, sizeof err) ? write_failed(o, i, err)
                                                                            : 0;
}

int cli_outputs_finish(cli_outputs *o)
{
    char err[1024];
    for (int i = 0; i < o->n; i++) {
        mmaemu_npy_stream *s = o->st[i];
        o->st[i] = NULL;
        if (mmaemu_npy_stream_close(s, err, sizeof err))
            return write_failed(o, i, err);
    }
    return cli_outputs_commit(o);
}

int cli_outputs_commit(cli_outputs *o)
{
    char err[PATH_MAX + 256];
    int rc = mmaemu_outset_commit(o->set, err, sizeof err);
    o->set = NULL;
    if (rc)
        cli_error("%s: %s", o->cmd, err);
    return rc ? CLI_BAD : 0;
}

int cli_outputs_npys(cli_outputs *o, const mmaemu_npy *arrs)
{
    char err[1024];
    for (int i = 0; i < o->n; i++)
        if (mmaemu_npy_write(o->tmp[i], &arrs[i], err, sizeof err))
            return write_failed(o, i, err);
    return cli_outputs_commit(o);
}

int cli_write_npys(const char *cmd, int n, const char *const *paths, const mmaemu_npy *arrs)
{
    cli_outputs o;
    if (cli_outputs_reserve(&o, cmd, n, paths))
        return CLI_BAD;
    return cli_outputs_npys(&o, arrs);
}
