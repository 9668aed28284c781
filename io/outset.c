/* SPDX-License-Identifier: MIT */
/* outset.c -- output files written all or nothing (mmaemu/outset.h).
 *
 * The signal handler only reads the static table of live sets and calls
 * unlink, both async-signal-safe.  Process-directed signals may land on
 * any thread (OpenMP workers included), so a commit is not protected by
 * blocking them: the handler sees `committing`, records the signal, and
 * returns; the commit, finished or rolled back, raises it again. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mmaemu/format.h"
#include "mmaemu/outset.h"

#include "outset_lock.h"

#define MAX_SETS 8

struct mmaemu_outset {
    volatile sig_atomic_t n; /* entries whose names are complete */
    char final[MMAEMU_OUTSET_MAX][PATH_MAX];
    char tmp[MMAEMU_OUTSET_MAX][PATH_MAX];
    char bak[MMAEMU_OUTSET_MAX][PATH_MAX];
    int lock[MMAEMU_OUTSET_MAX]; /* outset_lock slots, -1: none */
    int nlock;
};

static mmaemu_outset *volatile live[MAX_SETS];
static volatile sig_atomic_t committing, pending, installed;

static void remove_temps(mmaemu_outset *s)
{
    for (sig_atomic_t i = 0; i < s->n; i++)
        unlink(s->tmp[i]);
}

static void on_signal(int sig)
{
    if (committing) {
        pending = sig;
        return;
    }
    for (int k = 0; k < MAX_SETS; k++)
        if (live[k])
            remove_temps(live[k]);
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Our handler for each signal still at its default action; SIGXFSZ
 * ignored (when at its default), so that a write past RLIMIT_FSIZE fails
 * with EFBIG like any write error instead of killing the process. */
static void install(void)
{
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    struct sigaction xf;
    installed = 1;
    if (sigaction(SIGXFSZ, NULL, &xf) == 0 && xf.sa_handler == SIG_DFL)
        signal(SIGXFSZ, SIG_IGN);
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        struct sigaction old, sa;
        if (sigaction(sigs[i], NULL, &old) || old.sa_handler != SIG_DFL)
            continue;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_signal;
        sigemptyset(&sa.sa_mask);
        sigaction(sigs[i], &sa, NULL);
    }
}

mmaemu_outset *mmaemu_outset_begin(char *err, size_t errlen)
{
    if (!installed)
        install();
    mmaemu_outset *s = calloc(1, sizeof *s);
    if (!s) {
        mmaemu_error_at(err, errlen, "output", 0, "out of memory");
        return NULL;
    }
    for (int k = 0; k < MAX_SETS; k++)
        if (!live[k]) {
            live[k] = s;
            return s;
        }
    free(s);
    mmaemu_error_at(err, errlen, "output", 0, "too many output sets open");
    return NULL;
}

/* Split path into its directory ("." if none) and base name. */
static void split(const char *path, char *dir, size_t len, const char **base)
{
    const char *slash = strrchr(path, '/');
    *base = slash ? slash + 1 : path;
    if (!slash)
        snprintf(dir, len, ".");
    else
        snprintf(dir, len, "%.*s", slash == path ? 1 : (int)(slash - path), path);
}

/* ".BASE.tmpPID[.gz]" or ".BASE.bakPID" of a process that no longer exists? */
static int stale(const char *name, const char *base)
{
    size_t bl = strlen(base);
    if (name[0] != '.' || strncmp(name + 1, base, bl) ||
        (strncmp(name + 1 + bl, ".tmp", 4) && strncmp(name + 1 + bl, ".bak", 4)))
        return 0;
    char *end;
    const char *digits = name + 1 + bl + 4;
    long pid = strtol(digits, &end, 10);
    if (end == digits || pid <= 0 || (*end && strcmp(end, ".gz")) || pid == (long)getpid())
        return 0;
    return kill((pid_t)pid, 0) == -1 && errno == ESRCH;
}

/* Remove what dead processes left beside PATH (best effort). */
static void remove_stale(const char *path)
{
    char dir[PATH_MAX], p[PATH_MAX];
    const char *base;
    split(path, dir, sizeof dir, &base);
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)))
        if (stale(e->d_name, base) &&
            snprintf(p, sizeof p, "%s/%s", dir, e->d_name) < (int)sizeof p)
            unlink(p);
    if (d)
        closedir(d);
}

/* The file PATH names: PATH itself, or where a symbolic link leads (the
 * link is kept, the file it names replaced).  An existing target must be
 * a regular file (or a folder, which the commit's rename refuses).  0, or
 * -1 with the reason in err. */
static int resolve(const char *path, char *out, char *err, size_t errlen)
{
    struct stat st;
    if (lstat(path, &st) != 0) {
        snprintf(out, PATH_MAX, "%s", path);
        return 0;
    }
    if (S_ISLNK(st.st_mode)) {
        if (!realpath(path, out))
            return mmaemu_error_at(err, errlen, path, 0,
                                   "a symbolic link to nothing that can be written (%s)",
                                   strerror(errno));
        if (stat(out, &st) != 0)
            return mmaemu_error_at(err, errlen, path, 0, "%s", strerror(errno));
    } else if (snprintf(out, PATH_MAX, "%s", path) >= PATH_MAX) {
        return mmaemu_error_at(err, errlen, path, 0, "not a usable file name");
    }
    if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode))
        return mmaemu_error_at(err, errlen, path, 0,
                               "exists and is not a regular file (a device, FIFO or socket); "
                               "not replaced");
    return 0;
}

const char *mmaemu_outset_add(mmaemu_outset *s, const char *given, char *err, size_t errlen)
{
    sig_atomic_t i = s->n;
    char path[PATH_MAX];
    if (i == MMAEMU_OUTSET_MAX) {
        mmaemu_error_at(err, errlen, given, 0, "too many output files in one set");
        return NULL;
    }
    if (resolve(given, path, err, errlen))
        return NULL;
    char dir[PATH_MAX];
    const char *base;
    split(path, dir, sizeof dir, &base);
    size_t n = strlen(path);
    const char *gz = n > 3 && !strcmp(path + n - 3, ".gz") ? ".gz" : "";
    int d = (int)(base - path);
    if (!*base || snprintf(s->final[i], PATH_MAX, "%s", path) >= PATH_MAX ||
        snprintf(s->tmp[i], PATH_MAX, "%.*s.%s.tmp%ld%s", d, path, base, (long)getpid(), gz) >= PATH_MAX ||
        snprintf(s->bak[i], PATH_MAX, "%.*s.%s.bak%ld", d, path, base, (long)getpid()) >= PATH_MAX) {
        mmaemu_error_at(err, errlen, given, 0, "not a usable file name");
        return NULL;
    }
    int slot = outset_lock_dir(dir, given, err, errlen);
    if (slot == -2)
        return NULL;
    if (slot >= 0)
        s->lock[s->nlock++] = slot;
    remove_stale(path);
    s->n = i + 1; /* before the file exists: a signal from here on removes it */
    int fd = open(s->tmp[i], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0 || close(fd)) {
        mmaemu_error_at(err, errlen, given, 0, "cannot write in %s: %s", dir, strerror(errno));
        s->n = i;
        return NULL;
    }
    return s->tmp[i];
}

const char *mmaemu_outset_target(const mmaemu_outset *s, int i)
{
    return i >= 0 && i < s->n ? s->final[i] : NULL;
}

static void release(mmaemu_outset *s)
{
    for (int k = 0; k < MAX_SETS; k++)
        if (live[k] == s)
            live[k] = NULL;
    for (int j = 0; j < s->nlock; j++)
        outset_unlock(s->lock[j]);
    free(s);
}

void mmaemu_outset_abort(mmaemu_outset *s)
{
    if (!s)
        return;
    remove_temps(s);
    release(s);
}

/* Undo renames [0, done): the old file back (from its backup), or the new
 * one removed where there was none. */
static void roll_back(mmaemu_outset *s, int done, const int *had_old)
{
    for (int j = done - 1; j >= 0; j--) {
        if (had_old[j])
            rename(s->bak[j], s->final[j]);
        else
            unlink(s->final[j]);
    }
}

/* Replace target i, keeping its old file as a hard link (no moment
 * without a target).  0, or errno. */
static int replace(mmaemu_outset *s, int i, int *had_old)
{
    struct stat st;
    *had_old = 0;
    if (lstat(s->final[i], &st) == 0 && !S_ISDIR(st.st_mode)) {
        unlink(s->bak[i]);
        if (link(s->final[i], s->bak[i]))
            return errno;
        *had_old = 1;
    }
    if (rename(s->tmp[i], s->final[i])) {
        int e = errno;
        if (*had_old)
            unlink(s->bak[i]);
        *had_old = 0;
        return e;
    }
    return 0;
}

int mmaemu_outset_commit(mmaemu_outset *s, char *err, size_t errlen)
{
    int had_old[MMAEMU_OUTSET_MAX] = {0}, done = 0, e = 0;
    committing = 1;
    for (; done < s->n && !(e = replace(s, done, &had_old[done])); done++)
        ;
    int failed = done;
    if (e)
        roll_back(s, done, had_old);
    for (int j = 0; j < done; j++)
        if (had_old[j])
            unlink(s->bak[j]);
    remove_temps(s);
    if (e)
        mmaemu_error_at(err, errlen, s->final[failed], 0, "%s; no output changed", strerror(e));
    release(s);
    committing = 0;
    if (pending) {
        int sig = pending;
        pending = 0;
        on_signal(sig);
    }
    return e ? -1 : 0;
}
