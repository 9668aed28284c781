/* SPDX-License-Identifier: MIT */
/* bench_run.c -- the parent side of `make bench` (bench.h): worker
 * processes, the bit-for-bit comparison of their outputs, and the MPFR
 * reference sample. */
#include <errno.h>
#include <math.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"

char bench_self[4096];

/* ------------------------------------------------------------ workers */

/* Run the bench again as a worker with MMAEMU_SIMD = simd (NULL or
 * "auto": unset); its one stdout line into line.  0 or -1. */
int bench_spawn(const char *simd, const char *const *args, char *line, size_t len)
{
    int fd[2];
    if (pipe(fd)) {
        perror("bench: pipe");
        return -1;
    }
    if (simd && strcmp(simd, "auto"))
        setenv("MMAEMU_SIMD", simd, 1);
    else
        unsetenv("MMAEMU_SIMD");
    char *argv[16];
    int n = 0;
    argv[n++] = bench_self;
    argv[n++] = (char *)"--worker";
    while (*args && n < 15)
        argv[n++] = (char *)*args++;
    argv[n] = NULL;
    /* Every worker links OpenBLAS (for the blas worker); in the others its
     * idle pool threads spin in sched_yield and take CPU from mmaemu's
     * threads (seen in perf): one BLAS thread there, no pool. */
    const char *old = getenv("OPENBLAS_NUM_THREADS");
    char keep[32] = "";
    if (old)
        snprintf(keep, sizeof keep, "%s", old);
    if (n < 3 || strcmp(argv[2], "blas"))
        setenv("OPENBLAS_NUM_THREADS", "1", 1);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fd[1], 1);
    posix_spawn_file_actions_addclose(&fa, fd[0]);
    posix_spawn_file_actions_addclose(&fa, fd[1]);
    pid_t pid;
    fflush(stdout);
    int rc = posix_spawn(&pid, bench_self, &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    old ? setenv("OPENBLAS_NUM_THREADS", keep, 1) : unsetenv("OPENBLAS_NUM_THREADS");
    close(fd[1]);
    if (rc) {
        close(fd[0]);
        fprintf(stderr, "bench: cannot run %s: %s\n", bench_self, strerror(rc));
        return -1;
    }
    size_t got = 0;
    ssize_t r;
    while ((r = read(fd[0], line + got, len - 1 - got)) > 0 || (r < 0 && errno == EINTR))
        if (r > 0)
            got += (size_t)r;
    line[got] = '\0';
    close(fd[0]);
    int st;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    if (!WIFEXITED(st) || WEXITSTATUS(st)) {
        fprintf(stderr, "bench: worker %s %s failed\n", argv[2], argv[3]);
        return -1;
    }
    return 0;
}

static void fmt(char *buf, size_t len, double v)
{
    snprintf(buf, len, "%.17g", v);
}

/* Times of the four shapes from a "times ..." line; the path name. */
static int parse_times(const char *line, double t[BENCH_NSHAPES], char *path, size_t plen)
{
    char p[64] = "auto";
    int n = sscanf(line, "times %lf %lf %lf %lf path %63s", &t[0], &t[1], &t[2], &t[3], p);
    if (n < 4)
        return -1;
    snprintf(path, plen, "%s", p);
    return 0;
}

double bench_macs(size_t B)
{
    double s = 0;
    for (int i = 0; i < BENCH_NSHAPES; i++)
        s += (double)B * bench_shapes[i].m * bench_shapes[i].n * bench_shapes[i].k;
    return s;
}

double bench_sum4(const double t[BENCH_NSHAPES])
{
    return t[0] + t[1] + t[2] + t[3];
}

/* One GEMM worker: times of the shapes at B, outputs into file (or "-"). */
int bench_run_gemm(const bench_opts *o, const char *model, const char *path, int threads,
                    size_t B, const char *file, double t[BENCH_NSHAPES], char *ran, size_t rlen)
{
    char th[16], bb[24], rp[16], mx[32], line[512];
    snprintf(th, sizeof th, "%d", threads);
    snprintf(bb, sizeof bb, "%zu", B);
    snprintf(rp, sizeof rp, "%d", o->reps);
    fmt(mx, sizeof mx, o->maxrep);
    const char *args[] = {"gemm", model, th, bb, rp, mx, file, NULL};
    if (bench_spawn(path, args, line, sizeof line) || parse_times(line, t, ran, rlen))
        return -1;
    return 0;
}

/* The baseline is OpenBLAS at its best: each shape's best over procs
 * worker processes.  On a shared VM a process's OpenBLAS threads either
 * run side by side or not for its whole life (2 threads, B = 8, best of 3
 * to 30 runs each: 0.029-0.030 s or 0.042-0.053 s, whatever the number of
 * runs), so one process can miss the fast mode. */
int bench_run_blas(const bench_opts *o, int threads, int procs, size_t B,
                   double t[BENCH_NSHAPES])
{
    char th[16], bb[24], rp[16], mx[32], line[512], p[8];
    snprintf(th, sizeof th, "%d", threads);
    snprintf(bb, sizeof bb, "%zu", B);
    snprintf(rp, sizeof rp, "%d", o->reps);
    fmt(mx, sizeof mx, o->maxrep);
    const char *args[] = {"blas", th, bb, rp, mx, NULL};
    for (int k = 0; k < procs; k++) {
        double tk[BENCH_NSHAPES];
        if (bench_spawn(NULL, args, line, sizeof line) || parse_times(line, tk, p, sizeof p))
            return -1;
        for (int s = 0; s < BENCH_NSHAPES; s++)
            t[s] = k && t[s] < tk[s] ? t[s] : tk[s];
    }
    return 0;
}

/* bench_run_blas with OPENBLAS_CORETYPE = type (NULL: as it is), restored
 * after. */
int bench_run_blas_type(const bench_opts *o, const char *type, int threads, int procs, size_t B,
                        double t[BENCH_NSHAPES])
{
    const char *old = getenv("OPENBLAS_CORETYPE");
    char keep[64] = "";
    if (old)
        snprintf(keep, sizeof keep, "%s", old);
    if (type)
        setenv("OPENBLAS_CORETYPE", type, 1);
    const int rc = bench_run_blas(o, threads, procs, B, t);
    if (type)
        old ? setenv("OPENBLAS_CORETYPE", keep, 1) : unsetenv("OPENBLAS_CORETYPE");
    return rc;
}

const char *const bench_blas_types[BENCH_BLAS_TYPES] = {NULL, "SkylakeX"};

int bench_blas_type_usable(int c)
{
    __builtin_cpu_init();
    return c == 0 || __builtin_cpu_supports("avx512f");
}

/* OpenBLAS at its best on threads: the kernel (default or, with AVX-512,
 * SkylakeX: OpenBLAS 0.3.21 takes slower ones on CPUs it does not know,
 * 3x on an Emerald Rapids VM) whose four shapes take the least time;
 * *type its OPENBLAS_CORETYPE ("default" for the default). */
int bench_run_blas_best(const bench_opts *o, int threads, size_t B, double t[BENCH_NSHAPES],
                        const char **type)
{
    int ok = 0;
    for (int c = 0; c < BENCH_BLAS_TYPES; c++) {
        double tc[BENCH_NSHAPES];
        if (!bench_blas_type_usable(c) ||
            bench_run_blas_type(o, bench_blas_types[c], threads, BENCH_BLAS_PROCS, B, tc))
            continue;
        if (!ok || bench_sum4(tc) < bench_sum4(t)) {
            memcpy(t, tc, sizeof tc);
            *type = bench_blas_types[c] ? bench_blas_types[c] : "default";
        }
        ok = 1;
    }
    return ok ? 0 : -1;
}

/* ------------------------------------------------------------ outputs */

unsigned char *bench_slurp(const char *file, size_t n)
{
    unsigned char *buf = malloc(n ? n : 1);
    FILE *f = fopen(file, "rb");
    if (!buf || !f || fread(buf, 1, n, f) != n) {
        if (f)
            fclose(f);
        free(buf);
        return NULL;
    }
    fclose(f);
    return buf;
}

size_t bench_shape_offset(int s, size_t B)
{
    size_t off = 0;
    for (int i = 0; i < s; i++)
        off += bench_out_bytes(i, B);
    return off;
}

/* 1 when got equals want bit for bit; else prints the first difference. */
int bench_same_bits(const unsigned char *want, const unsigned char *got, size_t B,
                     const char *model, const char *path, int threads)
{
    for (int s = 0; s < BENCH_NSHAPES; s++) {
        const size_t off = bench_shape_offset(s, B), n = bench_out_bytes(s, B);
        if (!memcmp(want + off, got + off, n))
            continue;
        const int w = bench_shapes[s].fp32_out ? 4 : 2;
        size_t e = 0;
        while (!memcmp(want + off + e * w, got + off + e * w, (size_t)w))
            e++;
        printf("MISMATCH %s path %s, %d threads: %s element %zu differs from the first run\n",
               model, path, threads, bench_shapes[s].name, e);
        return 0;
    }
    return 1;
}

/* ------------------------------------------------------------ MPFR */

static uint32_t at(const mmaemu_mat *m, size_t bi, size_t i, size_t j)
{
    return ((const uint16_t *)m->data)[(ptrdiff_t)bi * m->sb + (ptrdiff_t)i * m->si +
                                        (ptrdiff_t)j * m->sj];
}

/* Elements of every shape through mmaemu_ref_dot (the schedules here are
 * plain chains: the K order, one dot, the cast), until budget seconds per
 * shape; each compared with the emulated output want. */
int bench_mpfr_sample(const bench_model *mo, const bench_inputs *in, const unsigned char *want,
                       double budget, bench_mpfr *r)
{
    memset(r, 0, sizeof *r);
    r->agree = 1;
    if (mo->sched.split_k > 1 || mo->sched.promote)
        return -1;
    for (int s = 0; s < BENCH_NSHAPES; s++) {
        const bench_shape *sh = &bench_shapes[s];
        mmaemu_schedule sc = bench_shape_schedule(mo, s);
        mmaemu_mat a, b;
        bench_operands(in, s, &a, &b);
        const size_t kp = mmaemu_schedule_k_order(&sc, mo->ins, sh->k, NULL, 0);
        size_t *order = malloc(kp * sizeof *order);
        uint32_t *pa = malloc(kp * sizeof *pa), *pb = malloc(kp * sizeof *pb);
        if (!order || !pa || !pb)
            return -1;
        mmaemu_schedule_k_order(&sc, mo->ins, sh->k, order, kp);
        const size_t total = in->B * sh->m * sh->n;
        const double t0 = bench_now();
        for (size_t t = 0; t < total && (t < 2 || bench_now() - t0 < budget); t++) {
            const size_t e = (t * 1000003u + 7u * (size_t)s) % total;
            const size_t bi = e / (sh->m * sh->n), i = e / sh->n % sh->m, j = e % sh->n;
            for (size_t q = 0; q < kp; q++) {
                const size_t k = order[q];
                pa[q] = k < sh->k ? at(&a, bi, i, k) : 0u;
                pb[q] = k < sh->k ? at(&b, bi, k, j) : 0u;
            }
            uint32_t v = mmaemu_ref_dot(mo->ins, pa, pb, kp, 0u), w;
            const unsigned char *src = want + bench_shape_offset(s, in->B);
            if (sh->fp32_out) {
                memcpy(&w, src + e * 4, 4);
            } else {
                uint16_t h;
                memcpy(&h, src + e * 2, 2);
                w = h;
                v = mmaemu_convert(MMAEMU_FP32, v, MMAEMU_BF16, MMAEMU_RNE, 0);
            }
            if (v != w && r->agree) {
                printf("MISMATCH %s: MPFR reference %s element %zu = %08x, emulated %08x\n",
                       mo->spec, sh->name, e, (unsigned)v, (unsigned)w);
                r->agree = 0;
            }
            r->elements++;
            r->mac += (double)sh->k;
        }
        r->seconds += bench_now() - t0;
        free(order);
        free(pa);
        free(pb);
    }
    return 0;
}


/* ------------------------------------------------------------ full DCPP */

int bench_run_dcpp(const char *model, int bwd, const char *dcpp_path, const char *path,
                   int threads, size_t B, bench_dcpp_run *r)
{
    char th[16], bb[24], line[512];
    snprintf(th, sizeof th, "%d", threads);
    snprintf(bb, sizeof bb, "%zu", B);
    const char *args[] = {"dcpp", model, bwd ? "bwd" : "fwd", dcpp_path, th, bb, NULL};
    memset(r, 0, sizeof *r);
    if (bench_spawn(path, args, line, sizeof line))
        return -1;
    if (sscanf(line, "run %lf %ld %zu %23s path %63s", &r->wall, &r->rss_kb, &r->tensor_bytes,
               r->hash, r->path) != 5) {
        fprintf(stderr, "bench: unexpected worker output '%s'\n", line);
        return -1;
    }
    return 0;
}
