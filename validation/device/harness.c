/* SPDX-License-Identifier: MIT */
/* harness.c -- host driver of the device harness (plain C11).
 *
 * Reads an mmaemu probe file (or a plain dot file with --instr/--in/--out),
 * packs every line's a, b and c into the instruction's tiles through a back
 * end (nv_kernels.cu or mfma_kernels.hip, see harness.h), runs it on the GPU
 * and writes one hex pattern of d per line, in input order, in the format
 * `mmaemu dot` prints.  Before any data it runs the layout self-test of the
 * kernel it uses: small exactly representable values whose exact result
 * every plausible datapath returns, so a wrong fragment layout cannot pass.
 *
 *   mmaemu-harness --info | --list
 *   mmaemu-harness --selftest [N] [--instr NAME --in FMT --out FMT]
 *   mmaemu-harness [options] PROBEFILE|- [OUTFILE|-]
 * Options: --instr NAME --in FMT --out FMT (plain dot files, or checked
 * against the header), --arch ARCH (checked against the build), --any-arch,
 * --repeat N (run N times, report differences), --no-selftest, --seed S.
 * Exit status: 0 ok; 1 usage or input error; 2 GPU error; 3 self-test
 * failed; 4 results differ between the copies of a line in a tile or
 * between repeats (outputs are still written, copy 0 of the first run).
 *
 * Linked with validation/probe_file.c and probe_gen.c (the probe-file
 * format), emu/format.c, emu/round.c and emu/error.c (exact encoding of test values, errors);
 * no other part of libmmaemu.
 */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"
#include "mmaemu.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define MAX_K (1u << 16)

static const char *prog = "mmaemu-harness";

static void die(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", prog);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(code);
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        die(1, "out of memory (%zu bytes)", n);
    return p;
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        die(1, "out of memory (%zu bytes)", n);
    return p;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

/* ------------------------------------------------------------------ names */

/* Product names and the arch mmaemu files them under (for #arch / --arch). */
static const char *canonical_arch(const char *name)
{
    static const struct { const char *alias, *arch; } tab[] = {
        {"H100", "sm90"},    {"H200", "sm90"},    {"H800", "sm90"},    {"GH200", "sm90"},
        {"A100", "sm80"},    {"A30", "sm80"},     {"L40S", "sm89"},    {"L40", "sm89"},
        {"L4", "sm89"},      {"B200", "sm100"},   {"GB200", "sm100"},  {"MI300X", "gfx942"},
        {"MI300A", "gfx942"}, {"MI325X", "gfx942"}, {"MI250X", "gfx90a"}, {"MI250", "gfx90a"},
        {"MI210", "gfx90a"}, {"MI100", "gfx908"}, {"MI350X", "gfx950"}, {"MI355X", "gfx950"},
        {"sm_90a", "sm90"},  {"sm_90", "sm90"},   {"sm90a", "sm90"},   {"gfx940", "gfx942"},
        {"gfx941", "gfx942"},
    };
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (!strcasecmp(name, tab[i].alias))
            return tab[i].arch;
    return name;
}

/* wgmma.m64n8k16, wgmma.m64n256k16 -> wgmma.m64nNk16 (N does not change a
 * dot product; the harness runs N = 8). */
static void normalize_instr(const char *in, char *out, size_t len)
{
    snprintf(out, len, "%s", in);
    if (!strncasecmp(in, "wgmma.m64n", 10) && isdigit((unsigned char)in[10])) {
        const char *p = in + 10;
        while (isdigit((unsigned char)*p))
            p++;
        snprintf(out, len, "wgmma.m64nN%s", p);
    }
}

static int find_kernel(const char *instr, mmaemu_format in, mmaemu_format out)
{
    char want[64], have[64];
    normalize_instr(instr, want, sizeof want);
    for (int i = 0; i < mh_kernel_count(); i++) {
        const mh_kernel *k = mh_kernel_get(i);
        mmaemu_format fi, fo;
        normalize_instr(k->instr, have, sizeof have);
        if (strcasecmp(want, have) || mmaemu_format_parse(k->in, &fi) ||
            mmaemu_format_parse(k->out, &fo))
            continue;
        if (fi == in && fo == out)
            return i;
    }
    return -1;
}

static void list_kernels(FILE *to)
{
    fprintf(to, "%-16s %-9s %-5s %3s %6s %6s  %s\n", "instr", "in", "out", "k", "lines", "copies",
            "runs");
    for (int i = 0; i < mh_kernel_count(); i++) {
        const mh_kernel *k = mh_kernel_get(i);
        fprintf(to, "%-16s %-9s %-5s %3d %6d %6d  %s\n", k->instr, k->in, k->out, k->k,
                k->lines_per_tile, k->copies, k->isa);
    }
}

/* ------------------------------------------------------------------ running */

typedef struct batch {
    size_t n;        /* lines */
    int K;           /* elements per line (multiple of the kernel's k) */
    int eb;          /* bytes per element */
    uint8_t *a, *b;  /* n*K*eb bytes */
    uint32_t *c;     /* n */
} batch;

/* Runs a batch; returns the number of lines whose copies differ (< 0 on a
 * GPU error, after printing it).  out: n results (copy 0). */
static long run_batch(int id, const batch *bt, uint32_t *out, const char *what)
{
    const mh_kernel *k = mh_kernel_get(id);
    char err[512];
    uint32_t *d = xmalloc(bt->n * k->copies * sizeof *d);
    if (mh_run(id, bt->a, bt->b, bt->c, d, bt->n, bt->K, err, sizeof err)) {
        fprintf(stderr, "%s: %s: %s\n", prog, what, err);
        free(d);
        return -1;
    }
    long differ = 0;
    for (size_t l = 0; l < bt->n; l++) {
        out[l] = d[l];
        for (int r = 1; r < k->copies; r++)
            if (d[(size_t)r * bt->n + l] != d[l]) {
                if (differ < 5)
                    fprintf(stderr, "%s: %s: line %zu: copy 0 gave %08x, copy %d gave %08x\n", prog,
                            what, l + 1, d[l], r, d[(size_t)r * bt->n + l]);
                differ++;
                break;
            }
    }
    free(d);
    return differ;
}

/* ------------------------------------------------------------------ self-test */

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint32_t rnd32(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 11);
}

static double decode_value(mmaemu_format f, uint32_t bits, int *ok)
{
    mmaemu_value v;
    mmaemu_decode(f, bits, &v);
    *ok = v.cls == MMAEMU_CLASS_ZERO || v.cls == MMAEMU_CLASS_FINITE;
    double x = ldexp((double)v.sig, v.exp - v.frac_bits);
    return v.sign ? -x : x;
}

/* Exact pattern of x = q/4 (|q| < 2^20) in format f (fp32/fp16 outputs,
 * the accumulator formats). */
static uint32_t encode_quarters(mmaemu_format f, long q)
{
    int sign = q < 0;
    uint64_t mag = (uint64_t)(q < 0 ? -q : q);
    return mmaemu_round_exact(f, sign, mag, -2, 0, MMAEMU_RNE, 0);
}

/* One self-test pass: n lines of K = mult*k; returns wrong + differing. */
static long selftest_pass(int id, size_t n, int mult)
{
    const mh_kernel *k = mh_kernel_get(id);
    mmaemu_format fin, fout;
    mmaemu_format_parse(k->in, &fin);
    mmaemu_format_parse(k->out, &fout);
    /* Pool: every pattern whose value is 0, +-0.5, +-1, +-1.5 or +-2. */
    uint32_t pool[64];
    long poolq[64]; /* value in halves */
    int np = 0;
    const mmaemu_format_info *fi = mmaemu_format_get(fin);
    if (fi->width <= 16) {
        for (uint32_t p = 0; p < (1u << fi->width) && np < 64; p++) {
            int ok;
            double x = decode_value(fin, p, &ok);
            double h = x * 2;
            if (ok && fabs(x) <= 2 && h == floor(h)) {
                pool[np] = p;
                poolq[np++] = (long)h;
            }
        }
    } else { /* tf32 (fp32 container): the fp32 patterns of the values */
        const float vals[] = {0.0f, 0.5f, 1.0f, 1.5f, 2.0f, -0.5f, -1.0f, -1.5f, -2.0f};
        for (int i = 0; i < 9; i++) {
            uint32_t u;
            memcpy(&u, &vals[i], 4);
            pool[np] = u;
            poolq[np++] = (long)(vals[i] * 2);
        }
    }
    batch bt;
    bt.n = n;
    bt.K = mult * k->k;
    bt.eb = k->in_bytes;
    bt.a = xmalloc(n * bt.K * bt.eb);
    bt.b = xmalloc(n * bt.K * bt.eb);
    bt.c = xmalloc(n * sizeof *bt.c);
    long *want = xmalloc(n * sizeof *want); /* exact result in quarters */
    for (size_t l = 0; l < n; l++) {
        long sum = 0;
        for (int i = 0; i < bt.K; i++) {
            int ia = rnd32() % np, ib = rnd32() % np;
            for (int byte = 0; byte < bt.eb; byte++) {
                bt.a[(l * bt.K + i) * bt.eb + byte] = (uint8_t)(pool[ia] >> (8 * byte));
                bt.b[(l * bt.K + i) * bt.eb + byte] = (uint8_t)(pool[ib] >> (8 * byte));
            }
            sum += poolq[ia] * poolq[ib]; /* halves * halves = quarters */
        }
        long cq = (long)(rnd32() % 129) - 64; /* c in [-16, 16], quarters */
        bt.c[l] = encode_quarters(fout, cq);
        want[l] = sum + cq;
    }
    uint32_t *got = xmalloc(n * sizeof *got);
    char what[200];
    snprintf(what, sizeof what, "selftest %s %s->%s K=%d", k->instr, k->in, k->out, bt.K);
    long differ = run_batch(id, &bt, got, what);
    long wrong = 0;
    if (differ >= 0) {
        uint32_t zero_mask = fout == MMAEMU_FP16 ? 0x7fffu : 0x7fffffffu;
        for (size_t l = 0; l < n; l++) {
            uint32_t w = encode_quarters(fout, want[l]);
            int ok = want[l] == 0 ? (got[l] & zero_mask) == 0 : got[l] == w;
            if (!ok) {
                if (wrong < 5)
                    fprintf(stderr, "%s: %s: line %zu: got %0*x, exact result %0*x (%g)\n", prog,
                            what, l + 1, 2 * k->out_bytes, got[l], 2 * k->out_bytes, w,
                            want[l] / 4.0);
                wrong++;
            }
        }
    }
    fprintf(stderr, "  %-16s %-9s %-5s K=%-4d %zu lines: %ld wrong, %ld with differing copies%s\n",
            k->instr, k->in, k->out, bt.K, n, wrong, differ < 0 ? 0 : differ,
            differ < 0 ? " (GPU ERROR)" : "");
    free(bt.a);
    free(bt.b);
    free(bt.c);
    free(want);
    free(got);
    return differ < 0 ? -1 : wrong + differ;
}

/* Self-test of one kernel: K = k and K = 3k (a chain of three).  Returns 0
 * on success.  A failing wgmma kernel is retried with the descriptor's two
 * offset fields exchanged, and the outcome reported. */
static int selftest_kernel(int id, size_t n)
{
    const mh_kernel *k = mh_kernel_get(id);
    long bad1 = selftest_pass(id, n, 1);
    if (bad1 < 0)
        return 2;
    long bad3 = selftest_pass(id, n, 3);
    if (bad3 < 0)
        return 2;
    if (bad1 == 0 && bad3 == 0) {
        fprintf(stderr, "selftest PASS %s %s->%s (%s)\n", k->instr, k->in, k->out, k->isa);
        return 0;
    }
    if (!strncmp(k->isa, "wgmma", 5) && !getenv("MH_WGMMA_DESC_SWAP")) {
        fprintf(stderr, "selftest: retrying %s with the descriptor offsets exchanged\n", k->instr);
        setenv("MH_WGMMA_DESC_SWAP", "1", 1);
        if (selftest_pass(id, n, 1) == 0 && selftest_pass(id, n, 3) == 0) {
            fprintf(stderr, "selftest PASS %s %s->%s (%s) ONLY WITH MH_WGMMA_DESC_SWAP=1\n",
                    k->instr, k->in, k->out, k->isa);
            return 0;
        }
        unsetenv("MH_WGMMA_DESC_SWAP");
    }
    fprintf(stderr, "selftest FAIL %s %s->%s (%s)\n", k->instr, k->in, k->out, k->isa);
    return 3;
}

/* ------------------------------------------------------------------ input */

typedef struct input {
    size_t n, cap;
    int *K;          /* per line, padded to the kernel's k */
    size_t *off;     /* byte offset of the line in a/b */
    uint32_t *c;
    uint8_t *a, *b;
    size_t bytes, bytes_cap;
} input;

/* The probe file through the library's reader (validation/probe_file.c),
 * from a stdio stream. */
static long file_read(void *handle, char *buf, size_t len)
{
    const size_t n = fread(buf, 1, len, (FILE *)handle);
    return n ? (long)n : ferror((FILE *)handle) ? -1 : 0;
}

static const char *file_error(void *handle)
{
    (void)handle;
    return strerror(errno);
}

/* Append one line, zero-padded to K values, as little-endian bytes. */
static void add_line(input *in, const mmaemu_probe_dot *dot, int K, int eb)
{
    if (in->n == in->cap) {
        in->cap = in->cap ? 2 * in->cap : 4096;
        in->K = xrealloc(in->K, in->cap * sizeof *in->K);
        in->off = xrealloc(in->off, in->cap * sizeof *in->off);
        in->c = xrealloc(in->c, in->cap * sizeof *in->c);
    }
    size_t need = (size_t)K * eb;
    if (in->bytes + need > in->bytes_cap) {
        while (in->bytes + need > in->bytes_cap)
            in->bytes_cap = in->bytes_cap ? 2 * in->bytes_cap : (1u << 20);
        in->a = xrealloc(in->a, in->bytes_cap);
        in->b = xrealloc(in->b, in->bytes_cap);
    }
    uint8_t *pa = in->a + in->bytes, *pb = in->b + in->bytes;
    memset(pa, 0, need);
    memset(pb, 0, need);
    for (size_t i = 0; i < dot->k; i++)
        for (int byte = 0; byte < eb; byte++) {
            pa[i * eb + byte] = (uint8_t)(dot->a[i] >> (8 * byte));
            pb[i * eb + byte] = (uint8_t)(dot->b[i] >> (8 * byte));
        }
    in->K[in->n] = K;
    in->off[in->n] = in->bytes;
    in->c[in->n] = dot->c;
    in->n++;
    in->bytes += need;
}

static void read_lines(mmaemu_probe_reader *r, input *in, mmaemu_format fin, mmaemu_format fout,
                       int kins, int eb)
{
    mmaemu_probe_dot dot = {xmalloc(MAX_K * sizeof(uint32_t)), xmalloc(MAX_K * sizeof(uint32_t)),
                            MAX_K, 0, 0};
    char err[512];
    int got, padded_note = 0;
    while ((got = mmaemu_probe_read_dot(r, fin, fout, &dot, err, sizeof err)) > 0) {
        int K = (int)((dot.k + kins - 1) / kins * kins);
        if (K != (int)dot.k && !padded_note) {
            fprintf(stderr,
                    "%s: note: %s:%lu: K = %zu is not a multiple of the instruction's k = %d; "
                    "lines are zero-padded to a multiple of k (as mmaemu dot does)\n",
                    prog, r->path, r->lineno, dot.k, kins);
            padded_note = 1;
        }
        add_line(in, &dot, K, eb);
    }
    if (got < 0)
        die(1, "%s", err);
    free(dot.a);
    free(dot.b);
}

/* Runs every line (grouped by K); returns the worst status (0 / 2 / 4). */
static int run_input(int id, const input *in, uint32_t *out, int repeat)
{
    const mh_kernel *k = mh_kernel_get(id);
    const int eb = k->in_bytes;
    int status = 0;
    char *done = xmalloc(in->n);
    memset(done, 0, in->n);
    size_t *idx = xmalloc(in->n * sizeof *idx);
    for (size_t first = 0; first < in->n; first++) {
        if (done[first])
            continue;
        const int K = in->K[first];
        size_t m = 0;
        for (size_t l = first; l < in->n; l++)
            if (!done[l] && in->K[l] == K) {
                idx[m++] = l;
                done[l] = 1;
            }
        batch bt = {m, K, eb, NULL, NULL, NULL};
        int contiguous = (m == in->n); /* one K for the whole file: no copy */
        if (contiguous) {
            bt.a = in->a;
            bt.b = in->b;
            bt.c = in->c;
        } else {
            size_t lb = (size_t)K * eb;
            bt.a = xmalloc(m * lb);
            bt.b = xmalloc(m * lb);
            bt.c = xmalloc(m * sizeof *bt.c);
            for (size_t j = 0; j < m; j++) {
                memcpy(bt.a + j * lb, in->a + in->off[idx[j]], lb);
                memcpy(bt.b + j * lb, in->b + in->off[idx[j]], lb);
                bt.c[j] = in->c[idx[j]];
            }
        }
        uint32_t *res = xmalloc(m * sizeof *res), *res2 = xmalloc(m * sizeof *res2);
        char what[200];
        snprintf(what, sizeof what, "%s %s->%s K=%d", k->instr, k->in, k->out, K);
        double t0 = now();
        long differ = run_batch(id, &bt, res, what);
        double t1 = now();
        if (differ < 0) {
            status = 2;
        } else {
            fprintf(stderr, "%s: %zu lines of K=%d: %.3f s on the GPU (copies, transfers included); "
                            "%ld lines whose copies differ\n",
                    what, m, K, t1 - t0, differ);
            if (differ)
                status = status > 4 ? status : 4;
            for (int r = 1; r < repeat && status != 2; r++) {
                long d2 = run_batch(id, &bt, res2, what);
                if (d2 < 0) {
                    status = 2;
                    break;
                }
                long changed = 0;
                for (size_t j = 0; j < m; j++)
                    changed += res2[j] != res[j];
                fprintf(stderr, "%s: repeat %d: %ld lines differ from the first run\n", what, r + 1,
                        changed);
                if (changed)
                    status = status > 4 ? status : 4;
            }
        }
        for (size_t j = 0; j < m; j++)
            out[idx[j]] = res[j];
        free(res);
        free(res2);
        if (!contiguous) {
            free(bt.a);
            free(bt.b);
            free(bt.c);
        }
        if (status == 2)
            break;
    }
    free(done);
    free(idx);
    return status;
}

/* ------------------------------------------------------------------ main */

static void usage(FILE *to)
{
    fprintf(to,
            "usage: %s --info | --list\n"
            "       %s --selftest [N] [--instr NAME --in FMT --out FMT]\n"
            "       %s [--instr NAME --in FMT --out FMT] [--arch ARCH] [--any-arch]\n"
            "          [--repeat N] [--no-selftest] [--seed S] PROBEFILE|- [OUTFILE|-]\n"
            "Runs each line 'a_1..a_K | b_1..b_K | c' of a probe file (#mmaemu-probe 1 header\n"
            "with #arch, #instr, #in, #out, #k) or of a plain dot file (give --instr, --in,\n"
            "--out) through one matrix instruction on the GPU and writes one hex pattern of d\n"
            "per line. The layout self-test of the kernel runs first.\n",
            prog, prog, prog);
}

typedef struct options {
    const char *instr, *in, *out, *arch;
    const char *files[2];
    int nfiles, any_arch, selftest_only, no_selftest, repeat;
    long st_lines;
} options;

/* --list, --info and --help answer at once (exit). */
static void answer_now(const char *o)
{
    if (!strcmp(o, "--help") || !strcmp(o, "-h")) {
        usage(stdout);
        exit(0);
    }
    if (!strcmp(o, "--list")) {
        printf("%s back end, built for %s: %d kernels\n", mh_platform(), mh_arch(),
               mh_kernel_count());
        list_kernels(stdout);
        exit(0);
    }
    if (!strcmp(o, "--info")) {
        char buf[512];
        int rc = mh_device_info(buf, sizeof buf);
        printf("device: %s\nbuilt for: %s (%s back end), %d kernels\n", buf, mh_arch(),
               mh_platform(), mh_kernel_count());
        exit(rc ? 2 : 0);
    }
}

static void parse_args(int argc, char **argv, options *op)
{
    memset(op, 0, sizeof *op);
    op->repeat = 1;
    op->st_lines = 4096;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        const char **slot = NULL;
        answer_now(o);
        if (!strcmp(o, "--selftest")) {
            op->selftest_only = 1;
            if (i + 1 < argc && isdigit((unsigned char)argv[i + 1][0]))
                op->st_lines = strtol(argv[++i], NULL, 10);
            continue;
        } else if (!strcmp(o, "--any-arch")) {
            op->any_arch = 1;
            continue;
        } else if (!strcmp(o, "--no-selftest")) {
            op->no_selftest = 1;
            continue;
        } else if (!strcmp(o, "--instr")) slot = &op->instr;
        else if (!strcmp(o, "--in")) slot = &op->in;
        else if (!strcmp(o, "--out")) slot = &op->out;
        else if (!strcmp(o, "--arch")) slot = &op->arch;
        else if (!strcmp(o, "--repeat") || !strcmp(o, "--seed")) {
            if (i + 1 >= argc)
                die(1, "option %s needs a value", o);
            long v = strtol(argv[++i], NULL, 0);
            if (!strcmp(o, "--repeat"))
                op->repeat = v < 1 ? 1 : (int)v;
            else
                rng = (uint64_t)v * 0x9e3779b97f4a7c15ull + 1;
            continue;
        } else if (o[0] == '-' && o[1]) {
            usage(stderr);
            die(1, "unknown option '%s'", o);
        } else {
            if (op->nfiles == 2)
                die(1, "too many file arguments");
            op->files[op->nfiles++] = o;
            continue;
        }
        if (i + 1 >= argc)
            die(1, "option %s needs a value", o);
        *slot = argv[++i];
    }
    if (op->st_lines < 1)
        op->st_lines = 1;
}

/* --selftest: every kernel that the options select. */
static int selftest_all(const options *op)
{
    char buf[512];
    if (mh_device_info(buf, sizeof buf))
        die(2, "%s", buf);
    fprintf(stderr, "device: %s\n", buf);
    int worst = 0, npass = 0, nrun = 0;
    for (int i = 0; i < mh_kernel_count(); i++) {
        const mh_kernel *k = mh_kernel_get(i);
        if (op->instr) {
            char a1[64], a2[64];
            normalize_instr(op->instr, a1, sizeof a1);
            normalize_instr(k->instr, a2, sizeof a2);
            if (strcasecmp(a1, a2))
                continue;
        }
        if ((op->in && strcasecmp(op->in, k->in)) || (op->out && strcasecmp(op->out, k->out)))
            continue;
        nrun++;
        int rc = selftest_kernel(i, (size_t)op->st_lines);
        npass += rc == 0;
        if (rc > worst)
            worst = rc;
        if (rc == 2)
            break;
    }
    fprintf(stderr, "selftest summary: %d of %d kernels pass\n", npass, nrun);
    if (nrun == 0)
        die(1, "no kernel matches the selection (--list shows them)");
    return worst;
}

/* What a probe file's header says or an option gives (then they agree). */
static const char *merge(const char *opt, const char *hdr, const char *name)
{
    if (opt && hdr[0] && strcasecmp(hdr, opt))
        die(1, "--%s %s disagrees with the file's #%s %s", name, opt, name, hdr);
    return opt ? opt : hdr[0] ? hdr : NULL;
}

/* The kernel for the header and the options: its id, formats in *fin,
 * *fout. */
static int choose_kernel(const options *op, const mmaemu_probe_header *h, const char *fname,
                         mmaemu_format *fin, mmaemu_format *fout)
{
    const char *hin = h->probe ? mmaemu_format_get(h->in)->name : "";
    const char *hout = h->probe ? mmaemu_format_get(h->acc)->name : "";
    const char *instr = merge(op->instr, h->instr, "instr"), *in = merge(op->in, hin, "in");
    const char *out = merge(op->out, hout, "out"), *arch = merge(op->arch, h->arch, "arch");
    if (!out)
        out = "fp32";
    if (!instr || !in)
        die(1, "%s: no #instr/#in header: give --instr NAME --in FMT [--out FMT]", fname);
    if (mmaemu_format_parse(in, fin) || *fin == MMAEMU_E8M13)
        die(1, "unknown or unsupported input format '%s'", in);
    if (mmaemu_format_parse(out, fout) || (*fout != MMAEMU_FP32 && *fout != MMAEMU_FP16))
        die(1, "unknown output format '%s' (fp32 or fp16)", out);
    if (arch && strcasecmp(canonical_arch(arch), mh_arch())) {
        if (!op->any_arch)
            die(1, "the file is for %s but this build runs %s (--any-arch runs it anyway)", arch,
                mh_arch());
        fprintf(stderr, "%s: warning: the file is for %s, the device is %s\n", prog, arch,
                mh_arch());
    }
    int id = find_kernel(instr, *fin, *fout);
    if (id < 0)
        die(1, "no kernel for %s %s->%s in this build for %s (--list shows them)", instr, in, out,
            mh_arch());
    return id;
}

static void write_outputs(const options *op, const uint32_t *out, size_t n, int digits)
{
    const int to_stdout = op->nfiles < 2 || !strcmp(op->files[1], "-");
    FILE *o = to_stdout ? stdout : fopen(op->files[1], "w");
    if (!o)
        die(1, "cannot create %s", op->files[1]);
    for (size_t l = 0; l < n; l++)
        fprintf(o, "%0*x\n", digits, out[l]);
    if (fflush(o) || (o != stdout && fclose(o)))
        die(1, "write error on %s", to_stdout ? "<stdout>" : op->files[1]);
}

int main(int argc, char **argv)
{
    options op;
    parse_args(argc, argv, &op);
    if (op.selftest_only)
        return selftest_all(&op);
    if (op.nfiles == 0) {
        usage(stderr);
        return 1;
    }
    const int use_stdin = !strcmp(op.files[0], "-");
    const char *fname = use_stdin ? "<stdin>" : op.files[0];
    FILE *f = use_stdin ? stdin : fopen(op.files[0], "r");
    if (!f)
        die(1, "cannot open %s", op.files[0]);
    const mmaemu_probe_source src = {file_read, file_error, NULL, f};
    mmaemu_probe_reader r;
    char err[512];
    mmaemu_probe_open_source(&r, fname, &src);
    if (mmaemu_probe_read_header(&r, 0, err, sizeof err))
        die(1, "%s", err);
    mmaemu_format fin, fout;
    const int id = choose_kernel(&op, &r.header, fname, &fin, &fout);
    const mh_kernel *k = mh_kernel_get(id);

    char info[512];
    if (mh_device_info(info, sizeof info))
        die(2, "%s", info);
    fprintf(stderr, "%s: device: %s\n%s: kernel: %s %s->%s = %s (k = %d, %d lines per tile)\n",
            prog, info, prog, k->instr, k->in, k->out, k->isa, k->k, k->lines_per_tile);
    if (!op.no_selftest) {
        int rc = selftest_kernel(id, 4096);
        if (rc)
            die(rc, "the layout self-test failed: no data run");
    }

    double t0 = now();
    input in;
    memset(&in, 0, sizeof in);
    read_lines(&r, &in, fin, fout, k->k, k->in_bytes);
    mmaemu_probe_close(&r);
    if (f != stdin)
        fclose(f);
    fprintf(stderr, "%s: read %zu lines from %s in %.2f s\n", prog, in.n, fname, now() - t0);
    uint32_t *out = xmalloc(in.n * sizeof *out);
    int status = run_input(id, &in, out, op.repeat);
    if (status == 2)
        die(2, "GPU error: no output written");
    write_outputs(&op, out, in.n, 2 * k->out_bytes);
    fprintf(stderr, "%s: wrote %zu results (%.2f s in all)%s\n", prog, in.n, now() - t0,
            status ? "; WARNING: copies or repeats differ" : "");
    free(out);
    free(in.K);
    free(in.off);
    free(in.c);
    free(in.a);
    free(in.b);
    return status;
}
