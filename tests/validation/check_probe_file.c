/* SPDX-License-Identifier: MIT */
/* check_probe_file.c -- the probe-file module (validation/probe_file.c,
 * probe_gz.c) and mmaemu_probe_check (probe_check.c): a header written
 * and read back, every rule of the one strictness (what is refused, with
 * which message and line), outputs, pairs, .gz files, long lines, and the
 * check's counts, per-kind counts and mismatch list. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "mmaemu.h"
#include "testutil.h"

static char dir[] = "/tmp/check_probe_file.XXXXXX";
static char path_buf[4][512];

/* Write text to a file of the test folder (slot 0..3); its path. */
static const char *put_file(int slot, const char *name, const char *text, size_t len)
{
    snprintf(path_buf[slot], sizeof path_buf[slot], "%s/%s", dir, name);
    FILE *f = fopen(path_buf[slot], "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(text, 1, len, f), len);
    ck_assert_int_eq(fclose(f), 0);
    return path_buf[slot];
}

static const char *put_text(int slot, const char *name, const char *text)
{
    return put_file(slot, name, text, strlen(text));
}

/* Read a whole file: its header, then every dot line (the header's
 * formats, else bf16 -> fp32).  0, or -1 with the reader's message. */
static int read_all(const char *path, int need_probe, unsigned long long *lines, char *err,
                    size_t errlen)
{
    static uint32_t a[64], b[64];
    mmaemu_probe_dot dot = {a, b, 64, 0, 0};
    mmaemu_probe_reader r;
    if (mmaemu_probe_open(&r, path, err, errlen))
        return -1;
    int got = mmaemu_probe_read_header(&r, need_probe, err, errlen);
    const mmaemu_format in = r.header.probe ? r.header.in : MMAEMU_BF16;
    const mmaemu_format acc = r.header.probe ? r.header.acc : MMAEMU_FP32;
    while (!got && (got = mmaemu_probe_read_dot(&r, in, acc, &dot, err, errlen)) > 0)
        got = 0;
    if (lines)
        *lines = r.count;
    mmaemu_probe_close(&r);
    return got;
}

#define HEAD "#mmaemu-probe 1\n#arch sm90\n#instr mma.m16n8k16\n#in bf16\n#out fp32\n#k 2\n"
#define DOT "3f80 4000 | 3f80 3f80 | 3f800000\n"

/* ------------------------------------------------------------------ */
/* Writing and reading back                                            */
/* ------------------------------------------------------------------ */

START_TEST(header_round_trip)
{
    const mmaemu_probe_header h = {
        .arch = "gfx950", .instr = "mfma.32x32x16", .variant = "fused-k",
        .in = MMAEMU_E5M2FNUZ, .acc = MMAEMU_FP16, .k = 3, .gen = 1, .have_gen_count = 1,
        .spec = {1, MMAEMU_E5M2FNUZ, MMAEMU_FP16, 3, MMAEMU_PROBE_TIES, 0xabcdefull},
        .gen_count = 40, .gen_start = 7};
    char text[4096];
    size_t n = mmaemu_probe_format_header(&h, text, sizeof text);
    ck_assert_uint_eq(n, strlen(text));
    ck_assert_str_eq(text, "#mmaemu-probe 1\n#arch gfx950\n#instr mfma.32x32x16\n#variant fused-k\n"
                           "#in e5m2fnuz\n#out fp16\n#k 3\n"
                           "#gen kind=ties seed=11259375 count=40 version=1 start=7\n");
    /* snprintf semantics when it does not fit */
    char small[10];
    ck_assert_uint_eq(mmaemu_probe_format_header(&h, small, sizeof small), n);
    ck_assert_str_eq(small, "#mmaemu-p");
    /* Lines 7 .. 46 after it; read back. */
    static uint32_t a[3], b[3], a2[3], b2[3];
    for (uint64_t i = 0; i < h.gen_count; i++) {
        uint32_t c;
        mmaemu_probe_line(&h.spec, h.gen_start + i, a, b, &c);
        n += mmaemu_probe_format_line(h.in, h.acc, a, b, 3, c, text + n, sizeof text - n);
        text[n++] = '\n';
    }
    const char *p = put_file(0, "rt.probe", text, n);
    mmaemu_probe_reader r;
    char err[256];
    ck_assert(!mmaemu_probe_open(&r, p, err, sizeof err));
    ck_assert_msg(!mmaemu_probe_read_header(&r, 1, err, sizeof err), "%s", err);
    const mmaemu_probe_header *g = &r.header;
    ck_assert(g->probe && g->gen && g->have_gen_count);
    ck_assert_str_eq(g->arch, "gfx950");
    ck_assert_str_eq(g->instr, "mfma.32x32x16");
    ck_assert_str_eq(g->variant, "fused-k");
    ck_assert(g->in == MMAEMU_E5M2FNUZ && g->acc == MMAEMU_FP16 && g->k == 3);
    ck_assert(g->spec.kind == MMAEMU_PROBE_TIES && g->spec.seed == 0xabcdefull);
    ck_assert(g->spec.version == 1 && g->spec.k == 3 && g->spec.in == g->in);
    ck_assert(g->gen_count == 40 && g->gen_start == 7);
    ck_assert_uint_eq(r.lineno, 9);   /* the first dot line, held */
    mmaemu_probe_dot dot = {a2, b2, 3, 0, 0};
    for (uint64_t i = 0; i < h.gen_count; i++) {
        uint32_t c;
        ck_assert_int_eq(mmaemu_probe_read_dot(&r, g->in, g->acc, &dot, err, sizeof err), 1);
        mmaemu_probe_line(&h.spec, h.gen_start + i, a, b, &c);
        ck_assert(dot.k == 3 && dot.c == c && !memcmp(a, a2, sizeof a) && !memcmp(b, b2, sizeof b));
        ck_assert_uint_eq(r.lineno, 9 + i);
    }
    ck_assert_int_eq(mmaemu_probe_read_dot(&r, g->in, g->acc, &dot, err, sizeof err), 0);
    ck_assert_uint_eq(r.count, 40);
    mmaemu_probe_close(&r);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The one strictness                                                  */
/* ------------------------------------------------------------------ */

static const struct {
    const char *name, *text;
    int need_probe;
    const char *want;      /* NULL: accepted; else "LINE: message" */
} files[] = {
    {"probe", HEAD DOT DOT, 1, NULL},
    {"plain", DOT "\n# comment\n" DOT, 0, NULL},
    {"crlf and blanks", "#mmaemu-probe 1 \r\n#arch sm90\r\n #in bf16\t\r\n#out fp32\r\n#k 2\r\n"
                        "  " DOT "\r\n", 1, NULL},
    {"0x values", HEAD "0x3f80 0X4000 | 3f80 3f80 | 0x3f800000\n", 1, NULL},
    {"comments", HEAD "#variant2 x\n# #in fp16\n" DOT "#instr-note x\n" DOT, 1, NULL},
    {"other generator", HEAD "#gen gen_smoke.py --lines 3\n" DOT, 1, NULL},
    {"empty", "", 1, "1: not a probe file"},
    {"no magic", DOT, 1, "1: not a probe file"},
    {"version", "#mmaemu-probe 3\n", 1, "1: unsupported probe file version '3'"},
    {"version text", "#mmaemu-probe 1 x\n", 0, "1: unsupported probe file version '1 x'"},
    {"magic late", "\n#mmaemu-probe 1\n", 0, "2: '#mmaemu-probe' is not the first line"},
    {"key in plain", "#in bf16\n" DOT, 0, "1: '#in' in a file whose first line is not"},
    {"key in plain later", DOT "#k 2\n", 0, "2: '#k' in a file whose first line is not"},
    {"key after dots", HEAD DOT "#out fp16\n", 1, "8: #out after the first dot line"},
    {"twice", HEAD "#arch sm80\n" DOT, 1, "7: a second #arch line"},
    {"two words", "#mmaemu-probe 1\n#arch sm90 sm80\n", 1, "2: bad #arch value 'sm90 sm80'"},
    {"alias", "#mmaemu-probe 1\n#in bfloat16\n", 1, "2: bad #in format 'bfloat16'"},
    {"case", "#mmaemu-probe 1\n#in BF16\n", 1, "2: bad #in format 'BF16'"},
    {"operand out", "#mmaemu-probe 1\n#out bf16\n", 1, "2: bad #out format 'bf16' (fp32 or fp16)"},
    {"e8m13 in", "#mmaemu-probe 1\n#in e8m13\n", 1, "2: bad #in format 'e8m13'"},
    {"k hex", "#mmaemu-probe 1\n#k 0x10\n", 1, "2: bad #k value '0x10'"},
    {"k zero", "#mmaemu-probe 1\n#k 0\n", 1, "2: bad #k value '0'"},
    {"k big", "#mmaemu-probe 1\n#k 65537\n", 1, "2: bad #k value '65537'"},
    {"k huge", "#mmaemu-probe 1\n#k 99999999999999999999\n", 1, "2: bad #k value"},
    {"no out", "#mmaemu-probe 1\n#in bf16\n#k 2\n\n" DOT, 1, "5: no #out line in the header"},
    {"no k at end", "#mmaemu-probe 1\n#in bf16\n#out fp32\n", 1, "3: no #k line in the header"},
    {"k differs", HEAD "3f80 | 3f80 | 3f800000\n", 1, "7: 1 values in a, the header says #k 2"},
    {"gen no seed", HEAD "#gen kind=mixed\n", 1, "7: #gen needs kind= and seed="},
    {"gen version", HEAD "#gen kind=mixed seed=1 version=3\n", 1, "7: #gen: generator version 3"},
    {"gen field", HEAD "#gen kind=mixed seed=1 colour=2\n", 1, "7: #gen: unknown field 'colour'"},
    {"gen kind", HEAD "#gen kind=mixd seed=1\n", 1, "7: #gen: unknown kind 'mixd'"},
    {"gen not kv", HEAD "#gen kind=mixed seed=1 x\n", 1, "7: #gen field 'x' is not key=value"},
    {"gen number", HEAD "#gen kind=mixed seed=-1\n", 1, "7: #gen: seed '-1' is not a number"},
    {"width", HEAD "3f8 4000 | 3f80 3f80 | 3f800000\n", 1, "7: a value '3f8' is not 4 hex digits"},
    {"c width", HEAD "3f80 4000 | 3f80 3f80 | 3f80\n", 1, "7: c value '3f80' is not 8 hex digits"},
    {"bars", HEAD "3f80 4000 | 3f80 3f80\n", 1, "7: expected 'a_1 ... a_K | b_1 ... b_K | c'"},
    {"a b", HEAD "3f80 4000 | 3f80 | 3f800000\n", 1, "7: 2 a values but 1 b values"},
};

START_TEST(strictness)
{
    const char *p = put_text(0, "s.txt", files[_i].text);
    char err[512] = "";
    const int rc = read_all(p, files[_i].need_probe, NULL, err, sizeof err);
    if (!files[_i].want) {
        ck_assert_msg(rc == 0, "%s: refused: %s", files[_i].name, err);
        return;
    }
    char want[1200];
    snprintf(want, sizeof want, "%s:%s", p, files[_i].want);
    ck_assert_msg(rc < 0, "%s: accepted", files[_i].name);
    ck_assert_msg(!strncmp(err, want, strlen(want)), "%s: got '%s', wanted '%s...'",
                  files[_i].name, err, want);
    ck_assert_msg(!strchr(err, '\n'), "%s: more than one line", files[_i].name);
}
END_TEST

START_TEST(nul_byte)
{
    static const char text[] = HEAD "3f80 4000 | 3f80\0 3f80 | 3f800000\n";
    const char *p = put_file(0, "nul.txt", text, sizeof text - 1);
    char err[512], want[1200];
    ck_assert_int_eq(read_all(p, 1, NULL, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:7: NUL byte in the line", p);
    ck_assert_str_eq(err, want);
}
END_TEST

/* A line of 65536 values of each operand (about 640 kB): read whole. */
START_TEST(long_line)
{
    const size_t k = MMAEMU_PROBE_MAX_K, len = 2 * k * 5 + 16;
    char *text = malloc(len + 100);
    uint32_t *a = malloc(k * sizeof *a), *b = malloc(k * sizeof *b);
    ck_assert(text && a && b);
    for (size_t i = 0; i < k; i++) {
        a[i] = (uint32_t)(i & 0xFFFF);
        b[i] = (uint32_t)((i * 7) & 0xFFFF);
    }
    size_t n = mmaemu_probe_format_line(MMAEMU_BF16, MMAEMU_FP32, a, b, k, 0x12345678u, text, len);
    ck_assert(n < len);
    text[n++] = '\n';
    const char *p = put_file(0, "long.txt", text, n);
    memset(a, 0, k * sizeof *a);
    mmaemu_probe_dot dot = {a, b, k, 0, 0};
    mmaemu_probe_reader r;
    char err[256];
    ck_assert(!mmaemu_probe_open(&r, p, err, sizeof err));
    ck_assert(!mmaemu_probe_read_header(&r, 0, err, sizeof err));
    ck_assert_msg(mmaemu_probe_read_dot(&r, MMAEMU_BF16, MMAEMU_FP32, &dot, err, sizeof err) == 1,
                  "%s", err);
    ck_assert(dot.k == k && dot.c == 0x12345678u && a[k - 1] == ((k - 1) & 0xFFFF));
    mmaemu_probe_close(&r);
    free(text);
    free(a);
    free(b);
}
END_TEST

START_TEST(outputs)
{
    static const struct { const char *text; mmaemu_format acc; int ok; uint32_t d; } t[] = {
        {"3f800000", MMAEMU_FP32, 1, 0x3f800000u}, {" 7FC00000 \r", MMAEMU_FP32, 1, 0x7fc00000u},
        {"3c00", MMAEMU_FP16, 1, 0x3c00u},         {"3f80000", MMAEMU_FP32, 0, 0},
        {"0x3f800000", MMAEMU_FP32, 0, 0},         {"3f8000000", MMAEMU_FP32, 0, 0},
        {"+3f80000", MMAEMU_FP32, 0, 0},           {"3c00 1", MMAEMU_FP16, 0, 0},
        {"3g00", MMAEMU_FP16, 0, 0},               {"", MMAEMU_FP16, 0, 0},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        uint32_t d = 0;
        char err[128];
        const int rc = mmaemu_probe_parse_output(t[i].text, t[i].acc, &d, err, sizeof err);
        ck_assert_msg(rc == (t[i].ok ? 0 : -1), "'%s'", t[i].text);
        if (t[i].ok)
            ck_assert_uint_eq(d, t[i].d);
    }
    char err[128];
    uint32_t d;
    mmaemu_probe_parse_output("3f80000", MMAEMU_FP32, &d, err, sizeof err);
    ck_assert_str_eq(err, "'3f80000' is not 8 hex digits (fp32)");
}
END_TEST

/* Dot lines and outputs in step: counts, comments, either file ending first. */
static int pair_all(const char *in_text, const char *out_text, unsigned long long *n, char *err,
                    size_t errlen)
{
    const char *pi = put_text(1, "pair.in", in_text), *po = put_text(2, "pair.out", out_text);
    static uint32_t a[8], b[8];
    mmaemu_probe_dot dot = {a, b, 8, 0, 0};
    mmaemu_probe_reader ri, ro;
    ck_assert(!mmaemu_probe_open(&ri, pi, err, errlen) && !mmaemu_probe_open(&ro, po, err, errlen));
    int got = mmaemu_probe_read_header(&ri, 0, err, errlen);
    uint32_t d;
    *n = 0;
    while (!got && (got = mmaemu_probe_read_pair(&ri, &ro, MMAEMU_BF16, MMAEMU_FP32, &dot, &d, err,
                                                 errlen)) > 0) {
        ck_assert_uint_eq(d, 0x3f800000u + (uint32_t)*n);
        ++*n;
        got = 0;
    }
    mmaemu_probe_close(&ri);
    mmaemu_probe_close(&ro);
    return got;
}

START_TEST(pairs)
{
    char err[512], want[1200];
    unsigned long long n;
    ck_assert_msg(!pair_all(DOT DOT DOT, "# device\n3f800000\n\n3f800001\n3f800002\n", &n, err,
                            sizeof err), "%s", err);
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(pair_all(DOT DOT DOT, "3f800000\n3f800001\n", &n, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:2: ends after 2 outputs, %s has more dot lines (line 3)",
             path_buf[2], path_buf[1]);
    ck_assert_str_eq(err, want);
    ck_assert_int_eq(pair_all(DOT, "3f800000\n#\n3f800001\n", &n, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:3: more outputs than %s has dot lines (1)", path_buf[2],
             path_buf[1]);
    ck_assert_str_eq(err, want);
    ck_assert_int_eq(pair_all("# nothing\n\n", "", &n, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:2: no dot lines", path_buf[1]);
    ck_assert_str_eq(err, want);
    ck_assert_int_eq(pair_all(DOT, "3f80000\n", &n, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:1: '3f80000' is not 8 hex digits (fp32)", path_buf[2]);
    ck_assert_str_eq(err, want);
}
END_TEST

/* .gz files read as the plain text; a cut one is a read error. */
START_TEST(gzip_files)
{
    char text[4096] = HEAD;
    for (int i = 0; i < 60; i++)
        strcat(text, DOT);
    snprintf(path_buf[0], sizeof path_buf[0], "%s/p.gz", dir);
    gzFile g = gzopen(path_buf[0], "wb9");
    ck_assert_ptr_nonnull(g);
    ck_assert_int_eq(gzwrite(g, text, (unsigned)strlen(text)), (int)strlen(text));
    ck_assert_int_eq(gzclose(g), Z_OK);
    char err[512];
    unsigned long long n;
    ck_assert_msg(!read_all(path_buf[0], 1, &n, err, sizeof err), "%s", err);
    ck_assert_uint_eq(n, 60);
    FILE *f = fopen(path_buf[0], "rb");
    char raw[4096];
    const size_t len = fread(raw, 1, sizeof raw, f);
    fclose(f);
    const char *cut = put_file(1, "cut.gz", raw, len - 12);
    ck_assert_int_eq(read_all(cut, 1, NULL, err, sizeof err), -1);
    ck_assert_msg(strstr(err, ": read error (") != NULL, "%s", err);
    mmaemu_probe_reader none;
    ck_assert_int_eq(mmaemu_probe_open(&none, "/nonexistent/x", err, sizeof err), -1);
    ck_assert_str_eq(err, "/nonexistent/x: cannot open: No such file or directory");
}
END_TEST

START_TEST(numbers)
{
    uint64_t v;
    ck_assert(!mmaemu_probe_parse_u64("18446744073709551615", &v) && v == UINT64_MAX);
    ck_assert(!mmaemu_probe_parse_u64("0x10", &v) && v == 16);
    ck_assert(mmaemu_probe_parse_u64("18446744073709551616", &v));
    ck_assert(mmaemu_probe_parse_u64("-1", &v) && mmaemu_probe_parse_u64(" 1", &v));
    ck_assert(mmaemu_probe_parse_u64("1x", &v) && mmaemu_probe_parse_u64("", &v));
}
END_TEST

/* ------------------------------------------------------------------ */
/* mmaemu_probe_check                                                  */
/* ------------------------------------------------------------------ */

/* A generated probe file of `count` lines for sm90's bf16 mma.m16n8k16
 * (K 32) and the model's outputs, line `flip` (0-based; -1: none) with its
 * last bit flipped; `alter` (or -1): a line whose c differs from #gen's. */
static void make_check_files(int count, int flip, int alter, const char **probe, const char **out)
{
    const mmaemu_probe_header h = {
        .arch = "sm90", .instr = "mma.m16n8k16", .in = MMAEMU_BF16, .acc = MMAEMU_FP32, .k = 32,
        .gen = 1, .have_gen_count = 1, .gen_count = (uint64_t)count,
        .spec = {2, MMAEMU_BF16, MMAEMU_FP32, 32, MMAEMU_PROBE_MIXED, 5}};
    char err[256];
    const mmaemu_instr *ins = mmaemu_instr_select(mmaemu_arch_find("sm90"), NULL, h.instr, h.in,
                                                  h.acc, err, sizeof err);
    ck_assert_ptr_nonnull(ins);
    size_t cap = 400 * (size_t)count + 1024, n = 0, no = 0;
    char *text = malloc(cap), *outs = malloc(10 * (size_t)count + 1);
    n = mmaemu_probe_format_header(&h, text, cap);
    for (int i = 0; i < count; i++) {
        uint32_t a[32], b[32], c;
        mmaemu_probe_line(&h.spec, (uint64_t)i, a, b, &c);
        if (i == alter)
            c ^= 1;
        n += mmaemu_probe_format_line(h.in, h.acc, a, b, 32, c, text + n, cap - n);
        text[n++] = '\n';
        const uint32_t d = mmaemu_dot(ins, a, b, 32, c) ^ (i == flip);
        no += (size_t)sprintf(outs + no, "%08x\n", d);
    }
    *probe = put_file(0, "c.probe", text, n);
    *out = put_file(1, "c.out", outs, no);
    free(text);
    free(outs);
}

START_TEST(check_counts)
{
    const char *probe, *out;
    make_check_files(500, 123, -1, &probe, &out);
    mmaemu_probe_check_options opt = {NULL, NULL, NULL, NULL};
    mmaemu_probe_check_result res;
    char err[512];
    ck_assert_msg(!mmaemu_probe_check(probe, out, &opt, &res, err, sizeof err), "%s", err);
    ck_assert(res.total == 500 && res.match == 499 && res.per_kind && res.n_shown == 1);
    ck_assert_str_eq(res.arch_label, "sm90");
    ck_assert_str_eq(res.model.name, "mma.m16n8k16");
    const mmaemu_probe_mismatch *m = &res.shown[0];
    ck_assert_uint_eq(m->lineno, 8 + 123);   /* 7 header lines */
    ck_assert(m->model == (m->device ^ 1));
    ck_assert_int_eq(m->kind, (int)mmaemu_probe_line_kind(&res.header.spec, 123));
    unsigned long long total = 0, match = 0;
    for (int i = 0; i < MMAEMU_PROBE_KIND_COUNT; i++) {
        total += res.kind_total[i];
        match += res.kind_match[i];
    }
    ck_assert(total == 500 && match == 499 && res.kind_total[MMAEMU_PROBE_MIXED] == 0);
    mmaemu_probe_check_free(&res);
}
END_TEST

START_TEST(check_not_generated)
{
    const char *probe, *out;
    make_check_files(200, -1, 50, &probe, &out);
    mmaemu_probe_check_options opt = {NULL, NULL, NULL, NULL};
    mmaemu_probe_check_result res;
    char err[512];
    ck_assert_msg(!mmaemu_probe_check(probe, out, &opt, &res, err, sizeof err), "%s", err);
    ck_assert(res.total == 200 && res.match == 200 && !res.per_kind && res.header.gen);
    ck_assert_uint_eq(res.gen_bad_line, 8 + 50);
    mmaemu_probe_check_free(&res);
    /* Options replace the header; a bad option is -2, a bad file -1. */
    opt.arch = "sm999";
    ck_assert_int_eq(mmaemu_probe_check(probe, out, &opt, &res, err, sizeof err), -2);
    ck_assert_str_eq(err, "unknown arch 'sm999' (mmaemu models lists them)");
    opt.arch = "sm80";
    ck_assert_msg(!mmaemu_probe_check(probe, out, &opt, &res, err, sizeof err), "%s", err);
    ck_assert_str_eq(res.arch_label, "sm80");
    mmaemu_probe_check_free(&res);
    opt.arch = NULL;
    ck_assert_int_eq(mmaemu_probe_check(probe, "/nonexistent", &opt, &res, err, sizeof err), -1);
    ck_assert_str_eq(err, "/nonexistent: cannot open: No such file or directory");
}
END_TEST

int main(void)
{
    if (!mkdtemp(dir)) {
        perror(dir);
        return EXIT_FAILURE;
    }
    Suite *s = suite_create("probe_file");
    TCase *tc = tcase_create("format");
    tcase_add_test(tc, header_round_trip);
    tcase_add_loop_test(tc, strictness, 0, (int)(sizeof files / sizeof files[0]));
    tcase_add_test(tc, nul_byte);
    tcase_add_test(tc, long_line);
    tcase_add_test(tc, outputs);
    tcase_add_test(tc, pairs);
    tcase_add_test(tc, gzip_files);
    tcase_add_test(tc, numbers);
    tcase_add_test(tc, check_counts);
    tcase_add_test(tc, check_not_generated);
    suite_add_tcase(s, tc);
    const int rc = test_run_suite(s);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd)) {
    }
    return rc;
}
