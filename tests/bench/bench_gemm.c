/* SPDX-License-Identifier: MIT */
/* bench_gemm.c -- `make bench` (docs/performance.md): emulated GEMM speed
 * on the DCPP shapes, against OpenBLAS SGEMM and the MPFR reference engine.
 *
 *   bench_gemm [--batch B] [--sweep LIST|none] [--models LIST] [--paths LIST]
 *              [--threads N] [--reps R] [--max-rep S] [--mpfr-budget S] [--verbose]
 *   bench_gemm --full [--batch B] [--dcpp-path helion|inductor] [--models LIST]
 *              [--paths LIST] [--threads N]
 *
 * A benchmark, not a test: nothing here asserts a time.  It does check
 * that every dispatch path and thread count gives the same bits, and that
 * an MPFR sample agrees; a difference prints MISMATCH and the exit status
 * is 1.  Every timed run is a worker process (bench.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "../../kernels/certify.h"
#include "bench.h"

static int failed;   /* a MISMATCH or a failed worker */

static void usage(FILE *to)
{
    fputs("usage: bench_gemm [options]          (make bench BENCH_ARGS=\"options\")\n"
          "  --batch B           batch of the tables (default 1), or of --full (1152)\n"
          "  --sweep LIST        batches of the sweep, e.g. 2,4,8 (default); none: no sweep\n"
          "  --models LIST       arch[:variant],... (default sm90,sm80,gfx942,\n"
          "                      gfx942:zero-align,gfx908:mmasim-pairwise and every\n"
          "                      gfx950 variant; --full: sm90,gfx942,gfx950)\n"
          "  --paths LIST        MMAEMU_SIMD values, e.g. ref,avx512 (auto: unset); default:\n"
          "                      every path for the first model, the slowest and fastest\n"
          "                      for the others; all: every path for every model\n"
          "  --threads N         the N-thread column (default: all processors)\n"
          "  --reps R            best of R runs (default 3) ...\n"
          "  --max-rep S         ... a run over S seconds is not repeated (default 1)\n"
          "  --mpfr-budget S     MPFR reference seconds per model and shape (default 0.25; 0: none)\n"
          "  --full              the full DCPP forward and backward (mmaemu_dcpp_*)\n"
          "  --cert              only the certified path's table (exact vs certified)\n"
          "  --dcpp-path P       --full: helion (default) or inductor\n"
          "  --verbose           per-shape rates\n", to);
}

/* "a,b,c" into up to max items of width w. */
static int split_list(const char *s, char *items, size_t w, int max)
{
    int n = 0;
    while (*s && n < max) {
        size_t l = strcspn(s, ",");
        if (l == 0 || l >= w)
            return -1;
        memcpy(items + (size_t)n * w, s, l);
        items[(size_t)n * w + l] = '\0';
        n++;
        s += l;
        if (*s == ',')
            s++;
    }
    return *s ? -1 : n;
}

static int default_threads(void)
{
#ifdef _OPENMP
    return omp_get_num_procs();
#else
    return 1;
#endif
}

/* The dispatch paths to compare: the MMAEMU_SIMD values this library and
 * CPU run, the slowest first. */
static int default_paths(bench_opts *o)
{
    const char *all[] = {"ref", "scalar", "avx2", "avx512"};
    int n = 0;
    for (int i = 0; i < 4; i++)
        if (mmaemu_gemm_path_available(all[i]))
            snprintf(o->paths[n++], sizeof o->paths[0], "%s", all[i]);
    if (!n)
        snprintf(o->paths[n++], sizeof o->paths[0], "auto");
    return n;
}

/* The small tables also time gfx942's zero-align twin and gfx908's
 * Pairwise model (both on the fast kernel) beside the gfx950 variants. */
static void default_models(bench_opts *o)
{
    const char *full[] = {"sm90", "gfx942", "gfx950"};
    const char *small[] = {"sm90", "sm80", "gfx942", "gfx942:zero-align", "gfx908:mmasim-pairwise"};
    o->n_models = 0;
    for (int i = 0; i < (o->full ? 3 : 5); i++)
        snprintf(o->models[o->n_models++], sizeof o->models[0], "%s", o->full ? full[i] : small[i]);
    const mmaemu_arch *a = mmaemu_arch_find("gfx950");
    for (size_t v = 0; !o->full && a && v < a->n_variants && o->n_models < BENCH_MAX_MODELS; v++)
        snprintf(o->models[o->n_models++], sizeof o->models[0], "gfx950:%s", a->variants[v].name);
}

static int parse(int argc, char **argv, bench_opts *o)
{
    memset(o, 0, sizeof *o);
    o->threads = default_threads();
    o->reps = 3;
    o->maxrep = 1.0;
    o->mpfr_budget = 0.25;
    o->n_sweep = -1;
    snprintf(o->dcpp_path, sizeof o->dcpp_path, "helion");
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int used = 1;
        if (!strcmp(a, "--cert")) {
            o->cert_only = 1;
            used = 0;
        } else if (!strcmp(a, "--full")) {
            o->full = 1;
            used = 0;
        } else if (!strcmp(a, "--verbose")) {
            o->verbose = 1;
            used = 0;
        } else if (!v) {
            fprintf(stderr, "bench: %s needs a value\n", a);
            return -1;
        } else if (!strcmp(a, "--batch")) {
            o->batch = strtoul(v, NULL, 10);
            if (!o->batch)
                return fprintf(stderr, "bench: --batch %s\n", v), -1;
        } else if (!strcmp(a, "--sweep")) {
            o->n_sweep = 0;
            char items[BENCH_MAX_SWEEP][16];
            int n = strcmp(v, "none") ? split_list(v, items[0], 16, BENCH_MAX_SWEEP) : 0;
            for (int k = 0; k < n; k++)
                if ((o->sweep[o->n_sweep++] = strtoul(items[k], NULL, 10)) == 0)
                    n = -1;
            if (n < 0)
                return fprintf(stderr, "bench: --sweep %s\n", v), -1;
        } else if (!strcmp(a, "--models")) {
            o->n_models = split_list(v, o->models[0], sizeof o->models[0], BENCH_MAX_MODELS);
            if (o->n_models <= 0)
                return fprintf(stderr, "bench: --models %s\n", v), -1;
        } else if (!strcmp(a, "--paths")) {
            o->n_paths = split_list(v, o->paths[0], sizeof o->paths[0], BENCH_MAX_PATHS);
            if (o->n_paths <= 0)
                return fprintf(stderr, "bench: --paths %s\n", v), -1;
        } else if (!strcmp(a, "--threads")) {
            if ((o->threads = atoi(v)) < 1)
                return fprintf(stderr, "bench: --threads %s\n", v), -1;
        } else if (!strcmp(a, "--reps")) {
            if ((o->reps = atoi(v)) < 1)
                return fprintf(stderr, "bench: --reps %s\n", v), -1;
        } else if (!strcmp(a, "--max-rep")) {
            o->maxrep = atof(v);
        } else if (!strcmp(a, "--mpfr-budget")) {
            o->mpfr_budget = atof(v);
        } else if (!strcmp(a, "--dcpp-path")) {
            if (strcmp(v, "helion") && strcmp(v, "inductor"))
                return fprintf(stderr, "bench: --dcpp-path %s\n", v), -1;
            snprintf(o->dcpp_path, sizeof o->dcpp_path, "%s", v);
        } else {
            usage(stderr);
            return -1;
        }
        i += used;
    }
    if (!o->batch)
        o->batch = o->full ? 1152 : 1;
    if (o->n_sweep < 0) {
        const size_t def[] = {2, 4, 8};
        o->n_sweep = o->full ? 0 : 3;
        memcpy(o->sweep, def, sizeof def);
    }
    if (!o->n_models)
        default_models(o);
    if (!o->n_paths && o->full) {
        snprintf(o->paths[0], sizeof o->paths[0], "auto");
        o->n_paths = 1;
    } else if (!o->n_paths || !strcmp(o->paths[0], "all")) {
        o->ends_only = !o->n_paths;
        o->n_paths = default_paths(o);
    }
    return 0;
}

/* ------------------------------------------------------------ header */

static void machine(const bench_opts *o)
{
    char model[256] = "unknown";
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[4096];
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "model name", 10) && strchr(line, ':')) {
            snprintf(model, sizeof model, "%s", strchr(line, ':') + 2);
            model[strcspn(model, "\n")] = '\0';
            break;
        }
    if (f)
        fclose(f);
    double load = -1;
    f = fopen("/proc/loadavg", "r");
    if (f && fscanf(f, "%lf", &load) != 1)
        load = -1;
    if (f)
        fclose(f);
    printf("machine: %s, %d processors (AVX2 %s, AVX-512F %s); N = %d threads; load average "
           "%.2f at the start (other work on the machine distorts every number)\n", model,
           default_threads(), __builtin_cpu_supports("avx2") ? "yes" : "no",
           __builtin_cpu_supports("avx512f") ? "yes" : "no", o->threads, load);
    /* what the certified path's native sums run on here: the figures of
     * machines that differ in it do not compare (docs/performance.md) */
    printf("certified path's native sums: %s\n",
           mmaemu_cert_amx_available()     ? "AMX-BF16 (kernels/certify_amx.c)"
           : !mmaemu_cert_bf16_available() ? "the fp32 kernel (no AVX512_BF16)"
           : mmaemu_cert_fma_preferred()   ? "fp32 FMAs where rows go side by side, else vdpbf16ps "
                                             "(kernels/certify_bf16.c)"
                                           : "vdpbf16ps (kernels/certify_bf16.c)");
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "--worker"))
        return bench_worker(argc - 2, argv + 2);
    if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        usage(stdout);
        return 0;
    }
    bench_opts o;
    if (parse(argc, argv, &o))
        return 2;
    ssize_t n = readlink("/proc/self/exe", bench_self, sizeof bench_self - 1);
    if (n <= 0)
        snprintf(bench_self, sizeof bench_self, "%s", argv[0]);
    else
        bench_self[n] = '\0';
    setvbuf(stdout, NULL, _IOLBF, 0);
    machine(&o);
    if (o.cert_only)
        failed |= bench_cert(&o);
    else if (o.full)
        failed |= bench_full(&o);
    else
        failed |= bench_small(&o) | bench_cert(&o);
    return failed ? 1 : 0;
}
