/* SPDX-License-Identifier: MIT */
/* outset_lock.h -- the folders of output sets being written, locked
 * against other processes (io/outset_lock.c; internal to io/). */
#ifndef MMAEMU_IO_OUTSET_LOCK_H
#define MMAEMU_IO_OUTSET_LOCK_H

#include <stddef.h>

/* Lock folder DIR (where target PATH goes) for this process: an exclusive
 * flock(2) on the folder itself, shared by every set of this process that
 * writes there.  The slot to pass to outset_unlock; -1 where the folder
 * cannot be opened for reading (then it is not locked: the rest of the
 * transaction still holds); -2 with "PATH: ..." in err where another
 * process holds the lock. */
int outset_lock_dir(const char *dir, const char *path, char *err, size_t errlen);
/* Drop one use of slot (>= 0); the lock goes with the last. */
void outset_unlock(int slot);

#endif
