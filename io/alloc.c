/* SPDX-License-Identifier: MIT */
/* alloc.c -- memory for large tensors.  A DCPP pass at full size touches
 * about 5 GB of fresh memory; with 4 KiB pages that is 1.4 million page
 * faults, which on a virtual machine cost a third of the backward's wall
 * time.  Blocks of 4 MiB and more are aligned to 2 MiB and offered to the
 * kernel's transparent huge pages (madvise, where THP is in "madvise"
 * mode), so that one fault maps 2 MiB.  Contents and addresses are
 * otherwise those of malloc; release with free() or mmaemu_tensor_free.
 *
 * Mapped tensors: a plain .npy file's data can instead be mapped from the
 * file (private, copy-on-write), which costs neither the copy of read()
 * nor the zeroing of fresh pages (on this project's VM that zeroing was
 * 3 s of a 14 s forward).  The mappings are listed here so that
 * mmaemu_tensor_free tells them from malloc's blocks. */
#define _DEFAULT_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "internal.h"
#include "mmaemu/tensor.h"

#define HUGE_PAGE ((size_t)2 << 20)

void *mmaemu_tensor_alloc(size_t bytes)
{
    if (bytes < 2 * HUGE_PAGE)
        return malloc(bytes ? bytes : 1);
    void *p = NULL;
    if (posix_memalign(&p, HUGE_PAGE, bytes))
        return NULL;
#ifdef MADV_HUGEPAGE
    (void)madvise(p, bytes - bytes % HUGE_PAGE, MADV_HUGEPAGE);   /* a hint: failure is fine */
#endif
    return p;
}

/* The live mappings: a short list (a program maps a handful of inputs). */
typedef struct mapping {
    void *data, *base;
    size_t len;
    struct mapping *next;
} mapping;

static mapping *maps;
static pthread_mutex_t maps_lock = PTHREAD_MUTEX_INITIALIZER;

void *mmaemu_io_map(int fd, uint64_t offset, size_t bytes)
{
    if (offset > SIZE_MAX - bytes)
        return NULL;
    const size_t len = (size_t)offset + bytes;
    mapping *m = malloc(sizeof *m);
    if (!m)
        return NULL;
    /* Populated now, read-only: the page cache's own pages, mapped in one
     * call (a writable private mapping would be populated by copying every
     * page); then writable, a page copied only where it is written. */
    void *base = mmap(NULL, len, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (base == MAP_FAILED) {
        free(m);
        return NULL;
    }
    if (mprotect(base, len, PROT_READ | PROT_WRITE)) {
        munmap(base, len);
        free(m);
        return NULL;
    }
    *m = (mapping){(unsigned char *)base + offset, base, len, NULL};
    pthread_mutex_lock(&maps_lock);
    m->next = maps;
    maps = m;
    pthread_mutex_unlock(&maps_lock);
    return m->data;
}

void mmaemu_tensor_free(void *data)
{
    if (!data)
        return;
    pthread_mutex_lock(&maps_lock);
    mapping **at = &maps;
    while (*at && (*at)->data != data)
        at = &(*at)->next;
    mapping *m = *at;
    if (m)
        *at = m->next;
    pthread_mutex_unlock(&maps_lock);
    if (!m) {
        free(data);
        return;
    }
    munmap(m->base, m->len);
    free(m);
}
