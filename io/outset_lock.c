/* SPDX-License-Identifier: MIT */
/* outset_lock.c -- an output set's folders locked while it is written
 * (io/outset_lock.h): two processes writing sets into one folder would
 * otherwise each commit whole files, but the set could end up mixed.
 * The lock is flock(2) on the folder (no lock file to leave behind); it
 * goes when the process exits, however it exits.  flock locks belong to
 * an open file description, so one process holding the folder open twice
 * would lock itself out: a table shares one descriptor per folder. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mmaemu/format.h"
#include "outset_lock.h"

#define MAX_LOCKS 32

static struct {
    dev_t dev;
    ino_t ino;
    int fd, uses;
} locks[MAX_LOCKS];

/* The slot already holding dev/ino, or a free one (uses 0), or -1. */
static int find(dev_t dev, ino_t ino)
{
    int free_slot = -1;
    for (int k = 0; k < MAX_LOCKS; k++) {
        if (locks[k].uses && locks[k].dev == dev && locks[k].ino == ino)
            return k;
        if (!locks[k].uses && free_slot < 0)
            free_slot = k;
    }
    return free_slot;
}

int outset_lock_dir(const char *dir, const char *path, char *err, size_t errlen)
{
    struct stat st;
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    int k = fstat(fd, &st) ? -1 : find(st.st_dev, st.st_ino);
    if (k < 0 || locks[k].uses) {
        close(fd);
        if (k >= 0)
            locks[k].uses++;
        return k;
    }
    if (flock(fd, LOCK_EX | LOCK_NB)) {
        int e = errno;
        close(fd);
        if (e != EWOULDBLOCK)
            return -1;   /* a filesystem without flock: not locked */
        mmaemu_error_at(err, errlen, path, 0,
                        "another process is writing output files in %s (the folder is locked); "
                        "nothing written",
                        dir);
        return -2;
    }
    locks[k].dev = st.st_dev, locks[k].ino = st.st_ino, locks[k].fd = fd, locks[k].uses = 1;
    return k;
}

void outset_unlock(int slot)
{
    if (slot < 0 || slot >= MAX_LOCKS || !locks[slot].uses || --locks[slot].uses)
        return;
    close(locks[slot].fd);   /* releases the flock */
}
