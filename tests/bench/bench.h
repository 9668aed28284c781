/* SPDX-License-Identifier: MIT */
/* bench.h -- the pieces of `make bench` (docs/performance.md) shared by
 * the parent (bench_gemm.c: options, tables, checks) and the worker
 * processes (bench_work.c: one timed measurement each).
 *
 * Every timed run happens in a fresh worker process, the bench binary run
 * again with "--worker": the SIMD path is chosen by the environment
 * (MMAEMU_SIMD), however early the library reads it; OpenBLAS's spinning
 * threads never compete with a later measurement; and a worker's peak RSS
 * is that of its one run. */
#ifndef BENCH_H
#define BENCH_H

#include <stddef.h>
#include <stdint.h>

#include "mmaemu.h"

/* The four GEMM shapes of DCPP (kernels/dcpp.c), per batch element. */
typedef struct bench_shape {
    const char *name;   /* "xty" ... */
    const char *what;   /* "x^T y" */
    size_t m, n, k;
    int fp32_out;       /* 1: fp32 accumulator stored; 0: bf16 cast */
} bench_shape;
#define BENCH_NSHAPES 4
/* worker processes per OpenBLAS figure (bench_run_blas) */
#define BENCH_BLAS_PROCS 3
extern const bench_shape bench_shapes[BENCH_NSHAPES];

/* Output bytes of shape s for B batches. */
size_t bench_out_bytes(int s, size_t B);

/* The DCPP inputs (mmaemu_dcpp_fill, seed 1): x (B,M,D), y and dout
 * (B,M,K), w = the "b" tensor (B,D,K), all bf16 patterns. */
typedef struct bench_inputs {
    size_t B;
    uint16_t *x, *y, *dout, *w;
} bench_inputs;
int bench_inputs_make(bench_inputs *in, size_t B);
void bench_inputs_free(bench_inputs *in);
/* The operands of shape s: A (batch, m, k) and B (batch, k, n) views. */
void bench_operands(const bench_inputs *in, int s, mmaemu_mat *a, mmaemu_mat *b);

/* A model: "sm90", "gfx950:step16" (arch[:variant]), with the schedule
 * Triton emits for a 128x64x64 tl.dot (num_warps 4, nonkdim auto, kpack 1)
 * and its instruction. */
typedef struct bench_model {
    char spec[48];
    const mmaemu_arch *arch;
    char variant[32];         /* "" = the arch's default */
    mmaemu_schedule sched;
    const mmaemu_instr *ins;
} bench_model;
int bench_model_resolve(const char *spec, bench_model *m, char *err, size_t errlen);
/* The schedule for shape s: the model's, with the shape's output cast. */
mmaemu_schedule bench_shape_schedule(const bench_model *m, int s);
/* The GEMM of shape s at batch B through m's instruction and sched, into d. */
mmaemu_gemm bench_shape_gemm(const bench_model *m, const mmaemu_schedule *sched,
                             const bench_inputs *in, int s, size_t B, void *d);

double bench_now(void);   /* CLOCK_MONOTONIC seconds */

/* ------------------------------------------------------------ parent */

#define BENCH_MAX_MODELS 16
#define BENCH_MAX_PATHS 8
#define BENCH_MAX_SWEEP 8
typedef struct bench_opts {
    size_t batch;            /* batch of the tables, or of --full */
    size_t sweep[BENCH_MAX_SWEEP];
    int n_sweep;             /* batch sweep of the first model, last path */
    char models[BENCH_MAX_MODELS][48];
    int n_models;
    char paths[BENCH_MAX_PATHS][16];   /* MMAEMU_SIMD values; "auto": unset */
    int n_paths;
    int ends_only;           /* models after the first: first and last path only */
    int threads;             /* N of the N-thread column */
    int reps;                /* best of reps runs ... */
    double maxrep;           /* ... but a run over maxrep s is not repeated */
    double mpfr_budget;      /* seconds of MPFR per model and shape (0: none) */
    int full, verbose;
    int cert_only;           /* --cert: only the certified-path table */
    char dcpp_path[16];      /* --full: helion or inductor */
} bench_opts;

extern char bench_self[4096];   /* this executable, run again as a worker */

double bench_macs(size_t B);    /* MACs of the four shapes at batch B */
double bench_sum4(const double t[BENCH_NSHAPES]);
/* One worker each; 0 or -1.  ran: the path the worker reports. */
int bench_run_gemm(const bench_opts *o, const char *model, const char *path, int threads,
                   size_t B, const char *file, double t[BENCH_NSHAPES], char *ran, size_t rlen);
/* OpenBLAS on the shapes: each shape's best over procs worker processes. */
int bench_run_blas(const bench_opts *o, int threads, int procs, size_t B,
                   double t[BENCH_NSHAPES]);
/* The same under OPENBLAS_CORETYPE = type (NULL: unchanged). */
int bench_run_blas_type(const bench_opts *o, const char *type, int threads, int procs, size_t B,
                        double t[BENCH_NSHAPES]);
/* The kernels the baseline tries: OpenBLAS's default and SkylakeX (c = 1,
 * where the CPU has AVX-512: bench_blas_type_usable). */
#define BENCH_BLAS_TYPES 2
extern const char *const bench_blas_types[BENCH_BLAS_TYPES];
int bench_blas_type_usable(int c);
/* OpenBLAS's fastest kernel on threads (BENCH_BLAS_PROCS processes
 * each); *type: "default" or its OPENBLAS_CORETYPE. */
int bench_run_blas_best(const bench_opts *o, int threads, size_t B, double t[BENCH_NSHAPES],
                        const char **type);
typedef struct bench_dcpp_run {
    double wall;
    long rss_kb;
    size_t tensor_bytes;
    char hash[24], path[64];
} bench_dcpp_run;
int bench_run_dcpp(const char *model, int bwd, const char *dcpp_path, const char *path,
                   int threads, size_t B, bench_dcpp_run *r);

/* Outputs: the raw file of a gemm worker, n bytes (NULL on failure). */
unsigned char *bench_slurp(const char *file, size_t n);
size_t bench_shape_offset(int s, size_t B);
/* 1 when identical; else prints MISMATCH with the first difference. */
int bench_same_bits(const unsigned char *want, const unsigned char *got, size_t B,
                    const char *model, const char *path, int threads);

/* The MPFR reference engine on a sample of every shape (budget seconds
 * each), compared with the emulated outputs want. */
typedef struct bench_mpfr {
    size_t elements;
    double seconds, mac;     /* over the sample */
    int agree;               /* every sampled element equals the emulated one */
} bench_mpfr;
int bench_mpfr_sample(const bench_model *mo, const bench_inputs *in, const unsigned char *want,
                      double budget, bench_mpfr *r);

/* The two reports (bench_tables.c); return 1 after a MISMATCH. */
int bench_small(const bench_opts *o);
int bench_full(const bench_opts *o);

/* Worker entry: argv[0] is the mode ("gemm", "blas", "dcpp"); prints one
 * result line on stdout.  Returns the exit status. */
int bench_worker(int argc, char **argv);

/* The certified path (bench_cert.c): its table, its worker; the spawn and
 * thread helpers it shares. */
int bench_cert(const bench_opts *o);
int bench_work_cert(char **av);
int bench_spawn(const char *simd, const char *const *args, char *line, size_t len);
void bench_set_threads(int n);

#endif
