/* SPDX-License-Identifier: MIT */
/* bench_ports.c -- how many of each vector instruction the exact and
 * certified kernels lean on this core issues per cycle (docs/performance.md,
 * "What bounds the speed"): twelve independent copies of one instruction
 * per loop iteration, timed against the same loop of vpaddd (two per cycle
 * on every AVX-512 core measured).  A ratio near 1 means two per cycle
 * (ports 0 and 5), near 2 one per cycle (port 0 alone), near 4 one every
 * two cycles.  The exact kernel's operation counts only translate into
 * time where this table says how they share the ports.  Built and run by
 * `make bench`; prints a line saying why where the CPU lacks AVX-512 BF16. */
#define _POSIX_C_SOURCE 199309L   /* clock_gettime */
#include <stdio.h>
#include <time.h>

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define PORTS_X86 1
#endif

#ifdef PORTS_X86
static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Twelve copies of "op src, acc" (a two-operand form: op zmm20, zmm_i,
 * zmm_i) and of "op src, dst" (one source: op zmm20+, zmm_i). */
#define P2(op, i) op " %%zmm20, %%zmm" #i ", %%zmm" #i "\n"
#define P3(op, i) op " %%zmm20, %%zmm21, %%zmm" #i "\n"
#define PT(op, i) op " $0xe8, %%zmm20, %%zmm21, %%zmm" #i "\n"
#define PI(op, i) op " $3, %%zmm" #i ", %%zmm" #i "\n"
#define TWELVE(M, op)                                                                      \
    M(op, 0) M(op, 1) M(op, 2) M(op, 3) M(op, 4) M(op, 5) M(op, 6) M(op, 7) M(op, 8)        \
        M(op, 9) M(op, 10) M(op, 11)
#define ONE_SRC(op)                                                                         \
    op " %%zmm20, %%zmm0\n" op " %%zmm21, %%zmm1\n" op " %%zmm22, %%zmm2\n" op              \
       " %%zmm23, %%zmm3\n" op " %%zmm20, %%zmm4\n" op " %%zmm21, %%zmm5\n" op              \
       " %%zmm22, %%zmm6\n" op " %%zmm23, %%zmm7\n" op " %%zmm20, %%zmm8\n" op              \
       " %%zmm21, %%zmm9\n" op " %%zmm22, %%zmm10\n" op " %%zmm23, %%zmm11\n"
#define CLOBBER "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", \
                "xmm10", "xmm11"
#define LOOP(name, body)                                                                    \
    __attribute__((target("avx512f,avx512bf16,avx512cd"))) static double name(long n)       \
    {                                                                                       \
        const double t = now();                                                             \
        for (long i = 0; i < n; i++)                                                        \
            __asm__ volatile(body ::: CLOBBER);                                             \
        return now() - t;                                                                   \
    }
LOOP(t_paddd, TWELVE(P2, "vpaddd"))
LOOP(t_paddw, TWELVE(P2, "vpaddw"))
LOOP(t_maxsd, TWELVE(P2, "vpmaxsd"))
LOOP(t_maxsw, TWELVE(P2, "vpmaxsw"))
LOOP(t_minsd, TWELVE(P2, "vpminsd"))
LOOP(t_sllvd, TWELVE(P2, "vpsllvd"))
LOOP(t_srlvd, TWELVE(P2, "vpsrlvd"))
LOOP(t_mulps, TWELVE(P2, "vmulps"))
LOOP(t_fma, TWELVE(P2, "vfmadd231ps"))
LOOP(t_dpbf16, TWELVE(P3, "vdpbf16ps"))
LOOP(t_cvtt, ONE_SRC("vcvttps2dq"))
LOOP(t_lzcnt, ONE_SRC("vplzcntd"))
LOOP(t_tern, TWELVE(PT, "vpternlogd"))
LOOP(t_slli, TWELVE(PI, "vpslld"))

static double best_of(double (*f)(long), long n)
{
    double best = 1e30;
    for (int r = 0; r < 9; r++) {
        const double x = f(n);
        best = x < best ? x : best;
    }
    return best;
}
#endif

int main(void)
{
#ifdef PORTS_X86
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx512f") || !__builtin_cpu_supports("avx512bf16") ||
        !__builtin_cpu_supports("avx512cd")) {
        printf("ports: this CPU lacks AVX-512 F / CD / BF16: no table\n");
        return 0;
    }
    static const struct {
        const char *name, *use;
        double (*f)(long);
    } t[] = {
        {"vpaddw", "exponent pairs (f5_emax2)", t_paddw},
        {"vpmaxsw", "exponent pairs' maximum", t_maxsw},
        {"vpmaxsd", "E, C's exponent", t_maxsd},
        {"vpminsd", "clamps", t_minsd},
        {"vpsllvd", "C's term, the rounding", t_sllvd},
        {"vpsrlvd", "C's term, the rounding", t_srlvd},
        {"vmulps", "products, their scale", t_mulps},
        {"vcvttps2dq", "the truncated terms", t_cvtt},
        {"vplzcntd", "the normalisation", t_lzcnt},
        {"vpternlogd", "signs, selects", t_tern},
        {"vpslld imm", "bf16 widening (B's pairs)", t_slli},
        {"vfmadd231ps", "the certified native sums", t_fma},
        {"vdpbf16ps", "the certified sums' other form", t_dpbf16},
    };
    const long n = 2000000;
    const double base = best_of(t_paddd, n);
    printf("\nissue rate of the kernels' vector instructions (512-bit), twelve independent per\n"
           "iteration, best of 9, against vpaddd (%.2f ns per 12: %.2f G per second):\n",
           base / (double)n * 1e9, 12.0 * (double)n / base * 1e-9);
    for (size_t i = 0; i < sizeof t / sizeof *t; i++) {
        const double r = best_of(t[i].f, n) / base;
        printf("  %-12s %5.2fx vpaddd's time: %-17s  (%s)\n", t[i].name, r,
               r < 1.4 ? "two per cycle" : r < 2.8 ? "one per cycle" : "one per two cycles",
               t[i].use);
    }
#else
    printf("ports: not an x86-64 GCC build: no table\n");
#endif
    return 0;
}
