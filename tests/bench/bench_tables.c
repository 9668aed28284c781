/* SPDX-License-Identifier: MIT */
/* bench_tables.c -- the two reports of `make bench` (bench.h):
 *
 *   bench_small  the four DCPP GEMM shapes at a small batch: OpenBLAS,
 *                every model x path x {1, N threads}, the bit-for-bit
 *                check, the MPFR sample, and a batch sweep;
 *   bench_full   the full DCPP forward and backward (mmaemu_dcpp_*):
 *                wall clock and peak RSS against the tensor bytes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"

#define M_ MMAEMU_DCPP_M
#define D_ MMAEMU_DCPP_D
#define K_ MMAEMU_DCPP_K

static double rate(double mac, double t)
{
    return t > 0 ? mac / t / 1e9 : 0;
}

static const char *product(const mmaemu_arch *a, char *buf, size_t len)
{
    snprintf(buf, len, "%s", a->products);
    buf[strcspn(buf, " ")] = '\0';
    return buf;
}

static void per_shape(const double t[BENCH_NSHAPES], size_t B, int threads)
{
    printf("      %d thr:", threads);
    for (int s = 0; s < BENCH_NSHAPES; s++) {
        const bench_shape *sh = &bench_shapes[s];
        printf("  %s %.3f", sh->name, rate((double)B * sh->m * sh->n * sh->k, t[s]));
    }
    printf("  G MAC/s\n");
}

/* ------------------------------------------------------------ small */

typedef struct model_row {
    bench_model mo;
    double ref1;             /* 1-thread rate of path "ref" (or the first path) */
    double bestN;            /* best N-thread rate ... */
    char best_path[64];      /* ... and its path */
    bench_mpfr mp;
    int have_mp;
} model_row;

static void header(const bench_opts *o, size_t B)
{
    printf("DCPP GEMM shapes (kernels/dcpp.c), batch %zu, bf16 in, fp32 accumulate:\n", B);
    for (int s = 0; s < BENCH_NSHAPES; s++) {
        const bench_shape *sh = &bench_shapes[s];
        printf("  %-4s %-9s M=%-5zu N=%-5zu K=%-5zu %s out\n", sh->name, sh->what, sh->m, sh->n,
               sh->k, sh->fp32_out ? "fp32" : "bf16");
    }
    printf("  %.1f M MAC per batch element each, %.1f M MAC for the four at batch %zu\n",
           bench_macs(1) / 4e6, bench_macs(B) / 1e6, B);
    printf("schedules: Triton's lowering of a 128x64x64 tl.dot (num_warps 4, nonkdim auto, "
           "kpack 1), accumulator chained over K\n");
    printf("timing: best of %d runs (a run over %g s is not repeated), CLOCK_MONOTONIC, one "
           "worker process per measurement\n\n", o->reps, o->maxrep);
}

/* One model: every path at 1 and N threads, outputs compared with the
 * first run; the MPFR sample.  Returns 1 after a mismatch. */
static int one_model(const bench_opts *o, const char *dir, const bench_inputs *in,
                     double blas, model_row *row, const model_row *first)
{
    const size_t B = o->batch;
    const double mac = bench_macs(B);
    const int N = o->threads;
    char err[256], prod[64], file[4200];
    int bad = 0;
    unsigned char *want = NULL;
    double refN = 0;
    if (bench_model_resolve(row->mo.spec, &row->mo, err, sizeof err)) {
        printf("%-18s %s\n", row->mo.spec, err);
        return 1;
    }
    char label[96];
    snprintf(label, sizeof label, "%s %s", row->mo.spec, product(row->mo.arch, prod, sizeof prod));
    for (int p = 0; p < o->n_paths; p++) {
        if (o->ends_only && row != first && p != 0 && p != o->n_paths - 1)
            continue;
        double t[2][BENCH_NSHAPES], r[2] = {0, 0};
        char ran[64] = "?";
        for (int v = 0; v < (N > 1 ? 2 : 1); v++) {
            const int th = v ? N : 1;
            snprintf(file, sizeof file, "%s/out.bin", dir);
            if (bench_run_gemm(o, row->mo.spec, o->paths[p], th, B, file, t[v], ran, sizeof ran)) {
                printf("%-20s %-16s %-7s worker failed\n", label, row->mo.ins->name, o->paths[p]);
                unlink(file);
                free(want);
                return 1;
            }
            r[v] = rate(mac, bench_sum4(t[v]));
            size_t bytes = bench_shape_offset(BENCH_NSHAPES, B);
            unsigned char *got = bench_slurp(file, bytes);
            unlink(file);
            if (!got) {
                printf("%s: cannot read the worker's outputs\n", label);
                free(want);
                return 1;
            }
            if (!want) {
                want = got;
            } else {
                if (!bench_same_bits(want, got, B, row->mo.spec, ran, th))
                    bad = 1;
                free(got);
            }
        }
        const double rN = N > 1 ? r[1] : r[0];
        if (!strcmp(o->paths[p], "ref") || p == 0) {
            row->ref1 = r[0];
            refN = rN;
        }
        if (rN > row->bestN) {
            row->bestN = rN;
            snprintf(row->best_path, sizeof row->best_path, "%s", ran);
        }
        char nthr[16] = "-", sp[16] = "-", vsref[16] = "-", vsblas[16] = "-";
        if (N > 1) {
            snprintf(nthr, sizeof nthr, "%9.3f", r[1]);
            snprintf(sp, sizeof sp, "%.2fx", r[1] / r[0]);
        }
        if (refN > 0)
            snprintf(vsref, sizeof vsref, "%.2fx", rN / refN);
        if (blas > 0)
            snprintf(vsblas, sizeof vsblas, "%.0fx", blas / rN);
        printf("%-20s %-16s %-7s %9.3f %9s %7s %9s %8s  %s\n", label, row->mo.ins->name, ran, r[0],
               nthr, sp, vsblas, vsref, bad ? "MISMATCH" : "same");
        if (o->verbose) {
            per_shape(t[0], B, 1);
            if (N > 1)
                per_shape(t[1], B, N);
        }
    }
    if (want && o->mpfr_budget > 0 && in) {
        if (!bench_mpfr_sample(&row->mo, in, want, o->mpfr_budget, &row->mp)) {
            row->have_mp = 1;
            bad |= !row->mp.agree;
        }
    }
    free(want);
    return bad;
}

static void mpfr_table(const bench_opts *o, const model_row *rows, int n)
{
    const double mac = bench_macs(o->batch);
    printf("\nMPFR reference engine (emu/reference.c, mmaemu_ref_dot per element on a sample of\n"
           "each shape, %g s per shape; EXTRAPOLATED to the whole batch, 1 thread):\n",
           o->mpfr_budget);
    printf("%-20s %8s %12s %14s %14s  %s\n", "model", "elements", "M MAC/s", "batch time",
           "ref path/MPFR", "sample vs emulated");
    for (int i = 0; i < n; i++) {
        const model_row *r = &rows[i];
        if (!r->have_mp)
            continue;
        const double mr = rate(r->mp.mac, r->mp.seconds);
        printf("%-20s %8zu %12.3f %12.0f s %13.0fx  %s\n", r->mo.spec, r->mp.elements, mr * 1e3,
               mac / (mr * 1e9), r->ref1 / mr, r->mp.agree ? "agree" : "MISMATCH");
    }
}

static int sweep(const bench_opts *o, int have_blas)
{
    if (!o->n_sweep)
        return 0;
    const char *model = o->models[0], *path = o->paths[o->n_paths - 1];
    printf("\nbatch sweep: %s, path %s, %d threads (outputs not kept)\n", model, path, o->threads);
    printf("%6s %12s %12s %14s %10s\n", "batch", "M MAC", "emu G MAC/s", "OpenBLAS G MAC/s",
           "OpenBLAS/emu");
    for (int i = 0; i < o->n_sweep; i++) {
        const size_t B = o->sweep[i];
        double t[BENCH_NSHAPES], tb[BENCH_NSHAPES];
        char ran[64];
        if (bench_run_gemm(o, model, path, o->threads, B, "-", t, ran, sizeof ran))
            return 1;
        const double r = rate(bench_macs(B), bench_sum4(t));
        double rb = 0;
        const char *kind = "";
        if (have_blas && !bench_run_blas_best(o, o->threads, B, tb, &kind))
            rb = rate(bench_macs(B), bench_sum4(tb));
        printf("%6zu %12.1f %12.3f %14.2f %10.0fx\n", B, bench_macs(B) / 1e6, r, rb,
               rb > 0 ? rb / r : 0);
    }
    return 0;
}

int bench_small(const bench_opts *o)
{
    const size_t B = o->batch;
    const double mac = bench_macs(B);
    const int N = o->threads;
    int bad = 0, have_blas = 0;
    double blas1 = 0, blasN = 0, t[BENCH_NSHAPES];
    header(o, B);
#ifdef MMAEMU_HAVE_OPENBLAS
    const char *k1 = "", *kN = "";
    if (!bench_run_blas_best(o, 1, B, t, &k1)) {
        have_blas = 1;
        blas1 = rate(mac, bench_sum4(t));
        double tN[BENCH_NSHAPES];
        if (N > 1 && !bench_run_blas_best(o, N, B, tN, &kN))
            blasN = rate(mac, bench_sum4(tN));
        printf("OpenBLAS cblas_sgemm, fp32 (the same values), its fastest kernel: %.2f G MAC/s "
               "1 thread (%s)", blas1, k1);
        if (blasN > 0)
            printf(", %.2f G MAC/s %d threads (%s)", blasN, N, kN);
        printf("\n");
        if (o->verbose) {
            per_shape(t, B, 1);
            if (blasN > 0)
                per_shape(tN, B, N);
        }
        printf("\n");
    }
#else
    (void)t;
    printf("OpenBLAS: not found by configure (Debian: libopenblas-dev); no SGEMM baseline\n\n");
#endif
    /* The baseline: OpenBLAS's better rate with at most N threads (on small
     * GEMMs its threads can cost more than they give). */
    const double blas = blasN > blas1 ? blasN : blas1;
    char dir[4096];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/mmaemu-bench-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        perror(dir);
        return 1;
    }
    bench_inputs in;
    const int have_in = o->mpfr_budget > 0 && !bench_inputs_make(&in, B);
    model_row *rows = calloc((size_t)o->n_models, sizeof *rows);
    if (!rows)
        return 1;
    printf("emulated (G MAC/s; K counted unpadded; \"same\": outputs bit-identical to the "
           "model's first run)\n");
    printf("%-20s %-16s %-7s %9s %9s %7s %9s %8s  %s\n", "model", "instruction", "path",
           "1 thr", "N thr", "N vs 1", "BLAS/emu", "vs ref", "bits");
    printf("(BLAS/emu: OpenBLAS's best rate over the N-thread emulated rate; vs ref: N threads)\n");
    for (int m = 0; m < o->n_models; m++) {
        snprintf(rows[m].mo.spec, sizeof rows[m].mo.spec, "%s", o->models[m]);
        bad |= one_model(o, dir, have_in ? &in : NULL, blas, &rows[m], &rows[0]);
    }
    if (have_in) {
        mpfr_table(o, rows, o->n_models);
        bench_inputs_free(&in);
    }
    bad |= sweep(o, have_blas);
    if (blas > 0) {
        printf("\nthe default path against OpenBLAS (its best, %.2f G MAC/s) on %d threads\n"
               "(certified for the three bf16 outputs, exact for xty's fp32; exact-only and\n"
               "certified have their own table, --cert):\n",
               blas, N);
        for (int m = 0; m < o->n_models; m++)
            if (rows[m].bestN > 0)
                printf("  %-20s best path %-7s %8.0fx slower than OpenBLAS\n", rows[m].mo.spec,
                       rows[m].best_path, blas / rows[m].bestN);
    }
    rmdir(dir);
    free(rows);
    printf("\n%s\n", bad ? "FAILED: a MISMATCH or a failed worker (see above)"
                         : "all outputs bit-identical across paths and threads");
    return bad;
}

/* ------------------------------------------------------------ full */

int bench_full(const bench_opts *o)
{
    const size_t B = o->batch;
    const double gemm = (double)B * M_ * D_ * K_;
    int bad = 0;
    printf("full DCPP (%s path, mmaemu_dcpp_forward / _backward), batch %zu, %d threads\n",
           o->dcpp_path, B, o->threads);
    printf("forward: 2 GEMMs, %.1f G MAC; backward: 4 GEMMs, %.1f G MAC; inputs generated in\n"
           "memory (mmaemu_dcpp_fill, seed 1); \"tensors\": the inputs and outputs the caller\n"
           "holds (the library adds its temporaries: packed operands, fp32 db, dx1, dxt)\n\n",
           2 * gemm / 1e9, 4 * gemm / 1e9);
    printf("%-20s %-4s %-7s %10s %9s %12s %12s %8s  %s\n", "model", "pass", "path", "wall s",
           "G MAC/s", "peak RSS MiB", "tensors MiB", "RSS/tens", "output hash");
    for (int m = 0; m < o->n_models; m++)
        for (int bwd = 0; bwd < 2; bwd++) {
            char first[24] = "";
            for (int p = 0; p < o->n_paths; p++) {
                bench_dcpp_run r;
                if (bench_run_dcpp(o->models[m], bwd, o->dcpp_path, o->paths[p], o->threads, B,
                                   &r)) {
                    printf("%-20s %-4s %-7s worker failed\n", o->models[m], bwd ? "bwd" : "fwd",
                           o->paths[p]);
                    bad = 1;
                    continue;
                }
                const double rss = (double)r.rss_kb / 1024, tens = (double)r.tensor_bytes / 1048576;
                int same = !first[0] || !strcmp(first, r.hash);
                if (!first[0])
                    snprintf(first, sizeof first, "%s", r.hash);
                printf("%-20s %-4s %-7s %10.2f %9.3f %12.1f %12.1f %8.2f  %s%s\n", o->models[m],
                       bwd ? "bwd" : "fwd", r.path, r.wall, rate((bwd ? 4 : 2) * gemm, r.wall), rss,
                       tens, rss / tens, r.hash, same ? "" : "  MISMATCH");
                bad |= !same;
            }
        }
    return bad;
}
