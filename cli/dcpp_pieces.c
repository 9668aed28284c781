/* SPDX-License-Identifier: MIT */
/* dcpp_pieces.c -- run a batched program a piece of batch elements at a
 * time, its outputs streamed to their files (cli_outputs_open/append):
 * no output is held whole, and the buffers are used again and again, so
 * a full-size pass touches no fresh memory after its first pieces.  Two
 * sets of buffers alternate: while one piece is computed, a thread of its
 * own writes the one before (the write is the page cache's copy, serial,
 * about a tenth of a full backward). */
#include "cli.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct piece_set {
    void *buf[CLI_OUTPUTS_MAX];
    size_t nb;                   /* batch elements it holds */
    const size_t *elems;         /* per file: elements per batch element */
    int nfiles;
    cli_outputs *out;
    pthread_t th;
    int running, rc;
} piece_set;

static void *write_set(void *arg)
{
    piece_set *s = arg;
    s->rc = 0;
    for (int i = 0; i < s->nfiles && !s->rc; i++)
        s->rc = cli_outputs_append(s->out, i, s->buf[i], s->nb * s->elems[i]);
    return NULL;
}

/* Start writing s (in this thread where none can be made). */
static void set_write(piece_set *s)
{
    s->running = pthread_create(&s->th, NULL, write_set, s) == 0;
    if (!s->running)
        write_set(s);
}

/* Wait for s's write: 0, or 2 after the writer's one-line error (the
 * output set then aborted). */
static int set_wait(piece_set *s)
{
    if (s->running)
        pthread_join(s->th, NULL);
    s->running = 0;
    return s->rc ? CLI_BAD : 0;
}

static int sets_alloc(piece_set set[2], size_t P, int nbuf, const size_t *elems,
                      const size_t *width)
{
    int ok = 1;
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < nbuf; i++)
            if (elems[i])
                ok &= (set[k].buf[i] = mmaemu_tensor_alloc(P * elems[i] * width[i])) != NULL;
    return ok;
}

static void sets_free(piece_set set[2], int nbuf)
{
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < nbuf; i++)
            mmaemu_tensor_free(set[k].buf[i]);
}

/* The two sets of piece buffers within the memory budget: 0, or 2 after a
 * one-line error (the outputs aborted). */
static int sets_budget(const char *cmd, cli_outputs *out, size_t P, int nbuf, const size_t *elems,
                       const size_t *width)
{
    uint64_t total = 0;
    char what[128], err[512];
    for (int i = 0; i < nbuf && total != UINT64_MAX; i++) {
        uint64_t n = mmaemu_size_mul(mmaemu_size_mul(mmaemu_size_mul(2, P), elems[i]), width[i]);
        total = n > UINT64_MAX - total ? UINT64_MAX : total + n;
    }
    snprintf(what, sizeof what, "the working memory (two pieces of %zu batch elements)", P);
    if (!mmaemu_memory_check(what, total, err, sizeof err))
        return 0;
    cli_error("%s: %s", cmd, err);
    cli_outputs_abort(out);
    return CLI_BAD;
}

int cli_dcpp_run_pieces(const char *cmd, cli_outputs *out, size_t B, size_t P, int nbuf,
                        const size_t *elems, const size_t *width, cli_piece_fn fn, void *ctx)
{
    piece_set set[2];
    if (sets_budget(cmd, out, P, nbuf, elems, width))
        return CLI_BAD;
    memset(set, 0, sizeof set);
    for (int k = 0; k < 2; k++)
        set[k].elems = elems, set[k].nfiles = out->n, set[k].out = out;
    char err[1024] = "out of memory";
    int rc = 0, failed = !sets_alloc(set, P, nbuf, elems, width);
    for (size_t b0 = 0, p = 0; !failed && b0 < B; b0 += P, p++) {
        piece_set *s = &set[p % 2], *prev = &set[(p + 1) % 2];
        s->nb = B - b0 < P ? B - b0 : P;
        failed = fn(ctx, b0, s->nb, s->buf, err, sizeof err) != 0;
        if ((rc = set_wait(prev)))
            break;   /* the writer said why; the outputs are gone */
        if (!failed)
            set_write(s);
    }
    if (!rc)
        rc = set_wait(&set[0]) | set_wait(&set[1]);
    else
        set_wait(&set[0]), set_wait(&set[1]);
    sets_free(set, nbuf);
    if (rc)
        return CLI_BAD;
    if (failed) {
        cli_error("%s: %s", cmd, err);
        cli_outputs_abort(out);
        return CLI_BAD;
    }
    return cli_outputs_finish(out);
}
