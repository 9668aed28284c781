/* SPDX-License-Identifier: MIT */
/* mmaemu/outset.h -- output files written all or nothing (io/outset.c).
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it.
 *
 * A command that writes files reserves every one of them before it
 * computes anything (mmaemu_outset_add creates a temporary beside each
 * target: that is the writability check), writes each to its temporary,
 * then commits: the temporaries are renamed over the targets, and if one
 * rename fails those already made are rolled back, so that either every
 * new file is in place or no target changed.  On SIGINT, SIGTERM or SIGHUP
 * (where the program left them at their default action) the temporaries
 * of unfinished sets are removed before the process dies; a signal that
 * comes during a commit waits for the commit to finish.  Temporaries
 * (".NAME.tmpPID") and backups (".NAME.bakPID") that a dead process left
 * beside a target are removed when the target is added.  An existing
 * target that is not a regular file (a device, FIFO, socket, or a link to
 * one) is refused; a symbolic link to a regular file stays, and the file it
 * names is replaced.  The folder of each target is locked (flock) from add
 * until commit or abort: a second process adding a target there is
 * refused.  SIGXFSZ, when at its default action, is ignored, so that a
 * write past RLIMIT_FSIZE fails (EFBIG) like any other.  Not thread-safe:
 * one thread handles output sets. */
#ifndef MMAEMU_OUTSET_H
#define MMAEMU_OUTSET_H

#include <stddef.h>
#include "mmaemu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MMAEMU_OUTSET_MAX 16 /* files in one set */

typedef struct mmaemu_outset mmaemu_outset;

/* A new, empty set; NULL (out of memory, or too many sets open) with the
 * reason in err. */
MMAEMU_API mmaemu_outset *mmaemu_outset_begin(char *err, size_t errlen);
/* Reserve PATH: create its temporary now.  Returns the temporary's path,
 * to be written (it keeps a ".gz" ending), valid until commit or abort; or
 * NULL with "PATH: reason" (the OS's, e.g. EACCES, ENOSPC; not a regular
 * file; the folder locked by another process) in err. */
MMAEMU_API const char *mmaemu_outset_add(mmaemu_outset *s, const char *path, char *err,
                                         size_t errlen);
/* The target of entry i (in the order added). */
MMAEMU_API const char *mmaemu_outset_target(const mmaemu_outset *s, int i);
/* Rename every temporary over its target, all or none.  0, or -1 with
 * "PATH: reason; no output changed" in err.  Frees the set either way. */
MMAEMU_API int mmaemu_outset_commit(mmaemu_outset *s, char *err, size_t errlen);
/* Remove the temporaries; no target changes.  Frees the set (NULL: nothing). */
MMAEMU_API void mmaemu_outset_abort(mmaemu_outset *s);

#ifdef __cplusplus
}
#endif

#endif /* MMAEMU_OUTSET_H */
