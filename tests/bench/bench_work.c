/* SPDX-License-Identifier: MIT */
/* bench_work.c -- the shapes, inputs and models of `make bench`, and its
 * worker processes (bench.h).  A worker does one measurement and prints
 * one line:
 *
 *   gemm MODEL THREADS B REPS MAXREP OUT   the four DCPP GEMM shapes
 *        -> "times T0 T1 T2 T3 path NAME", outputs written raw to OUT ("-": none)
 *   blas THREADS B REPS MAXREP             the same shapes, cblas_sgemm
 *        -> "times T0 T1 T2 T3"
 *   dcpp MODEL fwd|bwd helion|inductor THREADS B
 *        -> "run WALL RSS_KB TENSOR_BYTES HASH path NAME"
 *
 * Each time is the best of up to REPS runs; a run longer than MAXREP
 * seconds is not repeated. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#ifdef MMAEMU_HAVE_OPENBLAS
#include <cblas.h>
#endif

#include "bench.h"

#define M_ MMAEMU_DCPP_M
#define D_ MMAEMU_DCPP_D
#define K_ MMAEMU_DCPP_K

const bench_shape bench_shapes[BENCH_NSHAPES] = {
    {"xty", "x^T y", D_, K_, M_, 1},
    {"out", "x w", M_, K_, D_, 0},
    {"dx1", "dout w^T", M_, D_, K_, 0},
    {"dxt", "w y^T", D_, M_, K_, 0},
};

size_t bench_out_bytes(int s, size_t B)
{
    const bench_shape *sh = &bench_shapes[s];
    return B * sh->m * sh->n * (sh->fp32_out ? 4 : 2);
}

double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* ------------------------------------------------------------ inputs */

int bench_inputs_make(bench_inputs *in, size_t B)
{
    memset(in, 0, sizeof *in);
    in->B = B;
    in->x = malloc(B * M_ * D_ * sizeof *in->x);
    in->y = malloc(B * M_ * K_ * sizeof *in->y);
    in->dout = malloc(B * M_ * K_ * sizeof *in->dout);
    in->w = malloc(B * D_ * K_ * sizeof *in->w);
    if (!in->x || !in->y || !in->dout || !in->w) {
        bench_inputs_free(in);
        return -1;
    }
    mmaemu_dcpp_fill(1, 1, in->x, B * M_ * D_);
    mmaemu_dcpp_fill(1, 2, in->y, B * M_ * K_);
    mmaemu_dcpp_fill(1, 3, in->dout, B * M_ * K_);
    mmaemu_dcpp_fill(1, 4, in->w, B * D_ * K_);
    return 0;
}

void bench_inputs_free(bench_inputs *in)
{
    free(in->x);
    free(in->y);
    free(in->dout);
    free(in->w);
    memset(in, 0, sizeof *in);
}

static mmaemu_mat view(const void *data, size_t sb, size_t si, size_t sj)
{
    mmaemu_mat m = {data, (ptrdiff_t)sb, (ptrdiff_t)si, (ptrdiff_t)sj};
    return m;
}

/* The operand layouts of kernels/dcpp.c: xty = x^T y, out = x xty,
 * dx1 = dout b^T, dxt = db2 y^T, with w standing for xty and db2. */
void bench_operands(const bench_inputs *in, int s, mmaemu_mat *a, mmaemu_mat *b)
{
    switch (s) {
    case 0:
        *a = view(in->x, M_ * D_, 1, D_);
        *b = view(in->y, M_ * K_, K_, 1);
        break;
    case 1:
        *a = view(in->x, M_ * D_, D_, 1);
        *b = view(in->w, D_ * K_, K_, 1);
        break;
    case 2:
        *a = view(in->dout, M_ * K_, K_, 1);
        *b = view(in->w, D_ * K_, 1, K_);
        break;
    default:
        *a = view(in->w, D_ * K_, K_, 1);
        *b = view(in->y, M_ * K_, 1, K_);
        break;
    }
}

mmaemu_gemm bench_shape_gemm(const bench_model *m, const mmaemu_schedule *sched,
                             const bench_inputs *in, int s, size_t B, void *d)
{
    const bench_shape *sh = &bench_shapes[s];
    mmaemu_gemm g;
    memset(&g, 0, sizeof g);
    g.instr = m->ins;
    g.sched = sched;
    g.batch = B;
    g.m = sh->m;
    g.n = sh->n;
    g.k = sh->k;
    bench_operands(in, s, &g.a, &g.b);
    g.d = d;
    g.d_sb = (ptrdiff_t)(sh->m * sh->n);
    g.d_si = (ptrdiff_t)sh->n;
    g.d_sj = 1;
    return g;
}

/* ------------------------------------------------------------ models */

int bench_model_resolve(const char *spec, bench_model *m, char *err, size_t errlen)
{
    char name[sizeof m->spec];
    if (strlen(spec) >= sizeof name) {
        snprintf(err, errlen, "model '%s': name too long", spec);
        return -1;
    }
    snprintf(name, sizeof name, "%s", spec);   /* spec may be m->spec */
    memset(m, 0, sizeof *m);
    snprintf(m->spec, sizeof m->spec, "%s", name);
    char *colon = strchr(name, ':');
    if (colon) {
        *colon = '\0';
        snprintf(m->variant, sizeof m->variant, "%s", colon + 1);
    }
    m->arch = mmaemu_arch_find(name);
    if (!m->arch) {
        snprintf(err, errlen, "model '%s': unknown arch", m->spec);
        return -1;
    }
    mmaemu_triton_dot d = {128, 64, 64, 4, 0, 1, MMAEMU_BF16, MMAEMU_FP32};
    char why[256];
    if (mmaemu_triton_schedule(m->arch, &d, &m->sched, why, sizeof why)) {
        snprintf(err, errlen, "model '%s': %s", m->spec, why);
        return -1;
    }
    m->ins = mmaemu_instr_select(m->arch, m->variant[0] ? m->variant : NULL, m->sched.instr,
                                 MMAEMU_BF16, MMAEMU_FP32, err, errlen);
    if (!m->ins)
        return -1;
    return mmaemu_schedule_check(&m->sched, m->ins, err, errlen);
}

mmaemu_schedule bench_shape_schedule(const bench_model *m, int s)
{
    mmaemu_schedule sc = m->sched;
    sc.epilogue = bench_shapes[s].fp32_out ? MMAEMU_EPI_NONE : MMAEMU_EPI_BF16;
    sc.epilogue_set = 1;
    return sc;
}

/* ------------------------------------------------------------ workers */

/* The dispatch path the GEMM driver runs: the library reads MMAEMU_SIMD
 * (ref|scalar|avx2|avx512; unset: the best the CPU runs) and names its
 * choice (NULL: the variable names a path this CPU cannot run). */
static const char *path_ran(void)
{
    const char *p = mmaemu_gemm_path();
    return p ? p : "unavailable";
}

void bench_set_threads(int n)
{
#ifdef _OPENMP
    omp_set_num_threads(n);
#else
    (void)n;
#endif
}

static int work_gemm(char **av)
{
    bench_model mo;
    char err[256];
    if (bench_model_resolve(av[0], &mo, err, sizeof err)) {
        fprintf(stderr, "bench worker: %s\n", err);
        return 1;
    }
    const int threads = atoi(av[1]), reps = atoi(av[3]);
    const size_t B = strtoul(av[2], NULL, 10);
    const double maxrep = atof(av[4]);
    bench_inputs in;
    if (bench_inputs_make(&in, B)) {
        fprintf(stderr, "bench worker: out of memory\n");
        return 1;
    }
    bench_set_threads(threads);
    FILE *out = strcmp(av[5], "-") ? fopen(av[5], "wb") : NULL;
    if (strcmp(av[5], "-") && !out) {
        perror(av[5]);
        return 1;
    }
    double best[BENCH_NSHAPES];
    for (int s = 0; s < BENCH_NSHAPES; s++) {
        const bench_shape *sh = &bench_shapes[s];
        mmaemu_schedule sc = bench_shape_schedule(&mo, s);
        void *d = calloc(1, bench_out_bytes(s, B));
        if (!d) {
            fprintf(stderr, "bench worker: out of memory\n");
            return 1;
        }
        mmaemu_gemm g = bench_shape_gemm(&mo, &sc, &in, s, B, d);
        best[s] = INFINITY;
        for (int r = 0; r < reps; r++) {
            double t0 = bench_now();
            if (mmaemu_gemm_run(&g, err, sizeof err)) {
                fprintf(stderr, "bench worker: %s: %s\n", sh->name, err);
                return 1;
            }
            double t = bench_now() - t0;
            if (t < best[s])
                best[s] = t;
            if (t > maxrep)
                break;
        }
        if (out && fwrite(d, 1, bench_out_bytes(s, B), out) != bench_out_bytes(s, B)) {
            perror(av[5]);
            return 1;
        }
        free(d);
    }
    if (out && fclose(out)) {
        perror(av[5]);
        return 1;
    }
    bench_inputs_free(&in);
    printf("times %.6f %.6f %.6f %.6f path %s\n", best[0], best[1], best[2], best[3],
           path_ran());
    return 0;
}

#ifdef MMAEMU_HAVE_OPENBLAS
static float *to_float(const uint16_t *h, size_t n)
{
    float *f = malloc(n * sizeof *f);
    if (f)
        for (size_t i = 0; i < n; i++) {
            uint32_t u = (uint32_t)h[i] << 16;
            memcpy(&f[i], &u, sizeof u);
        }
    return f;
}

/* Shape s for batch element bi as one cblas_sgemm, the operands laid out
 * as in bench_operands. */
static void sgemm(int s, size_t bi, const float *x, const float *y, const float *dout,
                  const float *w, float *c)
{
    const int M = M_, D = D_, K = K_;
    const float *xb = x + bi * M_ * D_, *yb = y + bi * M_ * K_, *gb = dout + bi * M_ * K_;
    const float *wb = w + bi * D_ * K_;
    switch (s) {
    case 0:
        cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, D, K, M, 1, xb, D, yb, K, 0, c, K);
        break;
    case 1:
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, K, D, 1, xb, D, wb, K, 0, c, K);
        break;
    case 2:
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, M, D, K, 1, gb, K, wb, K, 0, c, D);
        break;
    default:
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, D, M, K, 1, wb, K, yb, K, 0, c, M);
        break;
    }
}
#endif

static int work_blas(char **av)
{
#ifdef MMAEMU_HAVE_OPENBLAS
    const int threads = atoi(av[0]), reps = atoi(av[2]);
    const size_t B = strtoul(av[1], NULL, 10);
    const double maxrep = atof(av[3]);
    bench_inputs in;
    if (bench_inputs_make(&in, B))
        return 1;
    float *x = to_float(in.x, B * M_ * D_), *y = to_float(in.y, B * M_ * K_);
    float *g = to_float(in.dout, B * M_ * K_), *w = to_float(in.w, B * D_ * K_);
    float *c = malloc(B * M_ * D_ * sizeof *c);
    if (!x || !y || !g || !w || !c)
        return 1;
    openblas_set_num_threads(threads);
    double best[BENCH_NSHAPES];
    for (int s = 0; s < BENCH_NSHAPES; s++) {
        const bench_shape *sh = &bench_shapes[s];
        best[s] = INFINITY;
        for (int r = 0; r < reps; r++) {
            double t0 = bench_now();
            for (size_t bi = 0; bi < B; bi++)
                sgemm(s, bi, x, y, g, w, c + bi * sh->m * sh->n);
            double t = bench_now() - t0;
            if (t < best[s])
                best[s] = t;
            if (t > maxrep)
                break;
        }
    }
    printf("times %.6f %.6f %.6f %.6f\n", best[0], best[1], best[2], best[3]);
    free(x);
    free(y);
    free(g);
    free(w);
    free(c);
    bench_inputs_free(&in);
    return 0;
#else
    (void)av;
    fprintf(stderr, "bench worker: built without OpenBLAS\n");
    return 1;
#endif
}

/* One full DCPP pass: wall clock of the library call, the process's peak
 * RSS, the bytes of the tensors the caller holds, a hash of the outputs. */
static int work_dcpp(char **av)
{
    bench_model mo;
    char err[256];
    if (bench_model_resolve(av[0], &mo, err, sizeof err)) {
        fprintf(stderr, "bench worker: %s\n", err);
        return 1;
    }
    const int bwd = !strcmp(av[1], "bwd");
    const mmaemu_dcpp_path path = strcmp(av[2], "inductor") ? MMAEMU_DCPP_HELION
                                                            : MMAEMU_DCPP_INDUCTOR;
    const int threads = atoi(av[3]);
    const size_t B = strtoul(av[4], NULL, 10);
    mmaemu_dcpp_config c;
    mmaemu_dcpp_config_init(&c, mo.arch);
    snprintf(c.variant, sizeof c.variant, "%s", mo.variant);
    bench_set_threads(threads);
    const size_t nx = B * M_ * D_, ny = B * M_ * K_, nw = B * D_ * K_;
    uint16_t *x = malloc(nx * 2), *y = malloc(ny * 2), *in3 = malloc((bwd ? ny + nw : 0) * 2 + 2);
    uint16_t *o1 = malloc(nw * 2), *o2 = malloc(ny * 2), *o3 = malloc((bwd ? nx : 0) * 2 + 2);
    if (!x || !y || !in3 || !o1 || !o2 || !o3) {
        fprintf(stderr, "bench worker: out of memory\n");
        return 1;
    }
    mmaemu_dcpp_fill(1, 1, x, nx);
    mmaemu_dcpp_fill(1, 2, y, ny);
    size_t bytes = (nx + ny + nw + ny) * 2;
    double t0, t;
    int rc;
    uint64_t h;
    if (!bwd) {
        mmaemu_dcpp_fwd o = {o1, NULL, o2};
        t0 = bench_now();
        rc = mmaemu_dcpp_forward(&c, path, B, x, y, NULL, &o, err, sizeof err);
        t = bench_now() - t0;
        h = mmaemu_fnv1a64_u16(o2, ny) ^ mmaemu_fnv1a64_u16(o1, nw);
    } else {
        uint16_t *dout = in3, *b = in3 + ny;
        mmaemu_dcpp_fill(1, 3, dout, ny);
        mmaemu_dcpp_fill(1, 4, b, nw);
        bytes += (ny + nw + nx) * 2;
        mmaemu_dcpp_bwd o = {NULL, o1, o2, NULL, NULL, o3};
        t0 = bench_now();
        rc = mmaemu_dcpp_backward(&c, path, B, x, y, dout, b, &o, err, sizeof err);
        t = bench_now() - t0;
        h = mmaemu_fnv1a64_u16(o3, nx) ^ mmaemu_fnv1a64_u16(o2, ny) ^ mmaemu_fnv1a64_u16(o1, nw);
    }
    if (rc) {
        fprintf(stderr, "bench worker: %s\n", err);
        return 1;
    }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("run %.6f %ld %zu %016llx path %s\n", t, ru.ru_maxrss, bytes, (unsigned long long)h,
           path_ran());
    free(x);
    free(y);
    free(in3);
    free(o1);
    free(o2);
    free(o3);
    return 0;
}

int bench_worker(int argc, char **argv)
{
    if (argc == 7 && !strcmp(argv[0], "gemm"))
        return work_gemm(argv + 1);
    if (argc == 5 && !strcmp(argv[0], "blas"))
        return work_blas(argv + 1);
    if (argc == 6 && !strcmp(argv[0], "cert"))
        return bench_work_cert(argv + 1);
    if (argc == 6 && !strcmp(argv[0], "dcpp"))
        return work_dcpp(argv + 1);
    fprintf(stderr, "bench: bad worker arguments\n");
    return 2;
}
