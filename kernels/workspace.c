/* SPDX-License-Identifier: MIT */
/* workspace.c -- the GEMM driver's large buffers, kept between calls
 * (workspace.h).  Each block carries its capacity in a 64-byte header;
 * freed blocks of KEEP_MIN bytes or more wait in a small table for a
 * request they fit (best fit, at most twice the request), the oldest
 * released first when the table or its byte limit is full. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "workspace.h"

#define HEAD 64                     /* the header: the block's capacity */
#define KEEP_MIN ((size_t)64 << 10) /* smaller blocks go back to malloc */
#define SLOTS 64

typedef struct {
    unsigned char *base;
    size_t cap;
    unsigned long age;
} kept_block;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static kept_block kept[SLOTS];
static size_t nkept, kept_bytes, limit = (size_t)-1;
static unsigned long clock_now;

/* Under AddressSanitizer nothing is kept by default: a kept block would
 * hide a use after free from it. */
#if defined(__SANITIZE_ADDRESS__)
#define DEFAULT_LIMIT 0
#else
#define DEFAULT_LIMIT MMAEMU_WS_CACHE_MAX
#endif

/* The byte limit: MMAEMU_WS_CACHE in MiB (0: keep nothing), else
 * DEFAULT_LIMIT; read once, under the lock. */
static size_t cache_limit(void)
{
    if (limit == (size_t)-1) {
        const char *v = getenv("MMAEMU_WS_CACHE");
        char *end = NULL;
        unsigned long long mib = v ? strtoull(v, &end, 10) : 0;
        limit = v && end != v && !*end && mib < ((size_t)-1 >> 21) ? (size_t)mib << 20
                                                                      : DEFAULT_LIMIT;
    }
    return limit;
}

static void drop(size_t i)
{
    free(kept[i].base);
    kept_bytes -= kept[i].cap;
    kept[i] = kept[--nkept];
}

void *mmaemu_ws_get(size_t bytes)
{
    if (bytes > SIZE_MAX - HEAD - KEEP_MIN)
        return NULL;
    /* sizes rounded up, so that a slightly different shape reuses a block */
    const size_t cap = bytes < KEEP_MIN ? (bytes ? bytes : 1)
                                        : (bytes + KEEP_MIN - 1) / KEEP_MIN * KEEP_MIN;
    if (cap >= KEEP_MIN) {
        pthread_mutex_lock(&lock);
        size_t best = nkept;
        for (size_t i = 0; i < nkept; i++)
            if (kept[i].cap >= cap && kept[i].cap / 2 <= cap &&
                (best == nkept || kept[i].cap < kept[best].cap))
                best = i;
        unsigned char *base = NULL;
        if (best < nkept) {
            base = kept[best].base;
            kept_bytes -= kept[best].cap;
            kept[best] = kept[--nkept];
        }
        pthread_mutex_unlock(&lock);
        if (base)
            return base + HEAD;
    }
    void *base;
    if (posix_memalign(&base, HEAD, HEAD + cap))
        return NULL;
    memcpy(base, &cap, sizeof cap);
    return (unsigned char *)base + HEAD;
}

void *mmaemu_ws_zeroed(size_t bytes)
{
    void *p = mmaemu_ws_get(bytes);
    if (p)
        memset(p, 0, bytes);
    return p;
}

void mmaemu_ws_put(void *p)
{
    if (!p)
        return;
    unsigned char *base = (unsigned char *)p - HEAD;
    size_t cap;
    memcpy(&cap, base, sizeof cap);
    if (cap < KEEP_MIN) {
        free(base);
        return;
    }
    pthread_mutex_lock(&lock);
    const size_t lim = cache_limit();
    if (cap > lim) {
        pthread_mutex_unlock(&lock);
        free(base);
        return;
    }
    while (nkept == SLOTS || kept_bytes + cap > lim) {   /* the oldest first */
        size_t old = 0;
        for (size_t i = 1; i < nkept; i++)
            old = kept[i].age < kept[old].age ? i : old;
        drop(old);
    }
    kept[nkept++] = (kept_block){base, cap, ++clock_now};
    kept_bytes += cap;
    pthread_mutex_unlock(&lock);
}

void mmaemu_ws_release(void)
{
    pthread_mutex_lock(&lock);
    while (nkept)
        drop(nkept - 1);
    pthread_mutex_unlock(&lock);
}

size_t mmaemu_ws_kept(void)
{
    pthread_mutex_lock(&lock);
    const size_t b = kept_bytes;
    pthread_mutex_unlock(&lock);
    return b;
}
