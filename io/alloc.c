/* alloc.c -- memory for large tensors.  A DCPP pass at full size touches
 * about 5 GB of fresh memory; with 4 KiB pages that is 1.4 million page
 * faults, which on a virtual machine cost a third of the backward's wall
 * time.  Blocks of 4 MiB and more are aligned to 2 MiB and offered to the
 * kernel's transparent huge pages (madvise, where THP is in "madvise"
 * mode), so that one fault maps 2 MiB.  Contents and addresses are
 * otherwise those of malloc; release with free(). */
#define _DEFAULT_SOURCE
#include <stdlib.h>
#include <sys/mman.h>

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
