/* SPDX-License-Identifier: MIT */
/* cli_probe.c -- `mmaemu probe gen` writes a probe file (a header and dot
 * lines from mmaemu_probe_line); `mmaemu probe check` bit-compares device
 * outputs for a probe file with a model (mmaemu_probe_check).  File
 * formats: docs/validation.md "Probe files and workloads".  Files whose
 * name ends in .gz are written compressed; both kinds are read
 * transparently (zlib). */
#include "cli.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

static int ends_with(const char *s, const char *suf)
{
    const size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

/* ------------------------------------------------------------------ */
/* probe gen                                                           */
/* ------------------------------------------------------------------ */

typedef struct gen_args {
    const char *arch, *in, *out, *instr, *variant, *k, *chain, *kind, *seed, *count, *start;
    const char *version, *path, *scale, *block, *scale_kind;
} gen_args;

#define G(name, arg, field, help) CLI_OPT(name, CLI_VALUE, arg, gen_args, field, help)
#define GD(name, arg, field, def, help) CLI_OPT_DEF(name, arg, gen_args, field, def, help)
#define GEN_NEEDS "--arch and --in are required (mmaemu probe --help)"
static const cli_option gen_table[] = {
    CLI_OPT_NEED("--arch", "ARCH", gen_args, arch, GEN_NEEDS,
                 "the device (mmaemu models lists them)"),
    CLI_DOT_FORMAT_ROWS(gen_args, GEN_NEEDS),
    G("--scale", "ue8m0|ue4m3", scale, "block scales: each line adds | sa_1 ... sa_G |\n"
                                       "sb_1 ... sb_G after c (a version 2 file)"),
    G("--block", "16|32", block, "values of A and B per scale"),
    G("--scale-kind", "KIND", scale_kind, "mxf8f6f4|mxf4|mxf4nvf4: the block-scaled kind\n"
                                          "(default as for mmaemu dot --kind)"),
    G("--instr", "NAME", instr, "an instruction or family (default: Triton's)"),
    G("--variant", "NAME", variant, "the model variant"),
    G("--k", "N", k, "values per line, a multiple of the instruction's k\n(default: its k)"),
    G("--chain", "M", chain, "K = M*k: the device chains M instructions, C carried"),
    GD("--kind", "KIND", kind, "mixed", "random normal spread cancel c-big c-small subnormal\n"
                                        "ties overflow specials discriminate mixed\n"
                                        "zero-operand (mixed)"),
    GD("--seed", "S", seed, "1", "the generator's seed (1)"),
    GD("--count", "N", count, "10000", "lines written (10000)"),
    GD("--start", "I", start, "0", "the first line's index (0): --start continues a set"),
    G("--gen-version", "V", version, "the generator version (default: the latest)"),
    G("-o", "FILE", path, "the probe file (default: standard output); a name\nending in .gz is written compressed"),
    CLI_END};

static const cli_command gen_cmd = {
    "probe gen", "--arch ARCH --in FMT [options] [-o FILE]",
    "Writes a probe file: header lines, then one dot line per test,\n"
    "a_1 ... a_K | b_1 ... b_K | c (docs/validation.md \"Probe files and workloads\").",
    gen_table, "Exit status: 0 written, 1 write error, 2 bad input.", 0};

/* Whether the parameters need a version 2 file: two operand formats, u8/
 * s8, fp4/fp6 (2 hex digits each, as mmaemu dot reads them), scales. */
static int needs_v2(const mmaemu_probe_header *h)
{
    const int w = mmaemu_format_get(h->in)->width;
    return h->b != h->in || mmaemu_format_is_int(h->in) || w < 8 || h->block;
}

/* --scale, --block, --scale-kind into h. */
static int gen_scales(const gen_args *g, mmaemu_probe_header *h)
{
    if (!g->scale && (g->block || g->scale_kind)) {
        cli_error("probe gen: --block and --scale-kind need --scale ue8m0|ue4m3");
        return -1;
    }
    if (!g->scale)
        return 0;
    if (mmaemu_format_parse(g->scale, &h->scale) ||
        (h->scale != MMAEMU_UE8M0 && h->scale != MMAEMU_UE4M3)) {
        cli_error("probe gen: unknown scale format '%s' (ue8m0 or ue4m3)", g->scale);
        return -1;
    }
    if (!g->block || (strcmp(g->block, "16") && strcmp(g->block, "32"))) {
        cli_error("probe gen: --scale needs --block 16 or 32%s%s", g->block ? ", not " : "",
                  g->block ? g->block : "");
        return -1;
    }
    if (g->instr) {
        cli_error("probe gen: --instr and --scale: the kind names the instruction (--scale-kind)");
        return -1;
    }
    h->block = (size_t)atoi(g->block);
    snprintf(h->scale_kind, sizeof h->scale_kind, "%s", g->scale_kind ? g->scale_kind : "");
    return 0;
}

/* The instruction the lines are for: h->arch, h->instr, h->variant,
 * h->in, h->b, h->acc, the scales and the file version. */
static const mmaemu_instr *gen_model(const gen_args *g, mmaemu_probe_header *h)
{
    const mmaemu_arch *arch = mmaemu_arch_find(g->arch);
    if (!arch) {
        cli_error("probe gen: unknown arch '%s' (mmaemu models lists them)", g->arch);
        return NULL;
    }
    if (cli_operand_formats("probe gen", g->in, &h->in, &h->b) || gen_scales(g, h))
        return NULL;
    const char *out = g->out ? g->out : mmaemu_format_is_int(h->in) ? "s32" : "fp32";
    if (mmaemu_format_parse(out, &h->acc) ||
        (h->acc != MMAEMU_FP32 && h->acc != MMAEMU_FP16 && h->acc != MMAEMU_S32)) {
        cli_error("probe gen: unknown output format '%s' (fp32, fp16 or s32)", out);
        return NULL;
    }
    char err[512];
    const mmaemu_instr *ins =
        h->block ? mmaemu_instr_select_scaled(arch, g->variant, g->scale_kind, h->in, h->b, h->scale,
                                              h->block, h->acc, err, sizeof err)
                 : mmaemu_instr_select_ab(arch, g->variant, g->instr, h->in, h->b, MMAEMU_FP32,
                                          h->acc, err, sizeof err);
    if (!ins) {
        cli_error("probe gen: %s", err);
        return NULL;
    }
    h->probe = needs_v2(h) || h->acc == MMAEMU_S32 ? 2 : 1;
    snprintf(h->arch, sizeof h->arch, "%s", arch->name);
    snprintf(h->instr, sizeof h->instr, "%s", ins->name);
    snprintf(h->variant, sizeof h->variant, "%s", g->variant ? g->variant : "");
    return ins;
}

/* Values per line: the instruction's k, --k (a multiple of it) or --chain. */
static int gen_k(const gen_args *g, const mmaemu_instr *ins, size_t *k)
{
    uint64_t v;
    *k = (size_t)ins->k;
    if (g->k && g->chain) {
        cli_error("probe gen: give --k or --chain, not both");
        return -1;
    }
    if (g->k) {
        if (mmaemu_probe_parse_u64(g->k, &v) || v < 1 || v > MMAEMU_PROBE_MAX_K) {
            cli_error("probe gen: --k '%s' is not a number 1 .. %d", g->k, MMAEMU_PROBE_MAX_K);
            return -1;
        }
        if (v % (uint64_t)ins->k) {
            cli_error("probe gen: --k %s is not a multiple of %s's k = %d", g->k, ins->name,
                      ins->k);
            return -1;
        }
        *k = (size_t)v;
    }
    if (g->chain) {
        const int most = MMAEMU_PROBE_MAX_K / ins->k;
        if (mmaemu_probe_parse_u64(g->chain, &v) || v < 1 || v > (uint64_t)most) {
            cli_error("probe gen: --chain '%s' is not a number 1 .. %d", g->chain, most);
            return -1;
        }
        *k = (size_t)v * (size_t)ins->k;
    }
    return 0;
}

/* The generator spec and the lines to write: h->k, h->spec, gen_start,
 * gen_count. */
static int gen_spec(const gen_args *g, const mmaemu_instr *ins, mmaemu_probe_header *h)
{
    mmaemu_probe_spec *s = &h->spec;
    uint64_t v;
    if (mmaemu_probe_kind_parse(g->kind, &s->kind)) {
        cli_error("probe gen: unknown kind '%s' (random normal spread cancel c-big c-small"
                  " subnormal ties overflow specials discriminate mixed zero-operand)", g->kind);
        return -1;
    }
    if (gen_k(g, ins, &h->k))
        return -1;
    if (mmaemu_probe_parse_u64(g->seed, &s->seed)) {
        cli_error("probe gen: --seed '%s' is not an unsigned 64-bit number", g->seed);
        return -1;
    }
    if (mmaemu_probe_parse_u64(g->count, &h->gen_count) || h->gen_count < 1 ||
        h->gen_count > (1ull << 40)) {
        cli_error("probe gen: --count '%s' is not a number 1 .. 2^40", g->count);
        return -1;
    }
    if (mmaemu_probe_parse_u64(g->start, &h->gen_start) ||
        h->gen_start > UINT64_MAX - h->gen_count) {
        cli_error("probe gen: --start '%s' is not a line index (0 ..)", g->start);
        return -1;
    }
    s->version = MMAEMU_PROBE_VERSION;
    if (g->version) {
        if (mmaemu_probe_parse_u64(g->version, &v) || v < 1 || v > MMAEMU_PROBE_VERSION) {
            cli_error("probe gen: --gen-version '%s' is not 1 .. %d", g->version,
                      MMAEMU_PROBE_VERSION);
            return -1;
        }
        s->version = (int)v;
    }
    s->in = h->in;
    s->acc = h->acc;
    s->k = h->k;
    s->ext = h->probe == 2;
    s->b = h->b;
    s->scale = h->scale;
    s->block = h->block;
    if (h->block && h->k % h->block) {
        cli_error("probe gen: k = %zu is not a multiple of --block %zu", h->k, h->block);
        return -1;
    }
    h->gen = h->have_gen_count = 1;
    const char *why = mmaemu_probe_spec_check(s);
    if (why) {
        cli_error("probe gen: %s", why);
        return -1;
    }
    return 0;
}

/* FILE (compressed if it ends in .gz) or standard output. */
static gzFile gen_open(const char *path)
{
    if (path)
        return gzopen(path, ends_with(path, ".gz") ? "wb6" : "wT");
    const int fd = dup(fileno(stdout));
    gzFile f = fd >= 0 ? gzdopen(fd, "wT") : NULL;
    if (!f && fd >= 0)
        close(fd);
    return f;
}

/* Line i of the spec as text in line (room cap), with a newline; its length. */
static size_t gen_line(const mmaemu_probe_header *h, uint64_t i, mmaemu_dot_line *l, char *line,
                       size_t cap)
{
    size_t n;
    mmaemu_probe_line_scaled(&h->spec, h->gen_start + i, l->a, l->b, &l->c, l->sa, l->sb);
    if (h->probe == 2) {   /* mmaemu dot's own syntax */
        const mmaemu_dot_layout lay = {h->in, h->b, h->acc, h->block != 0, h->scale, h->block, 0};
        n = mmaemu_dot_line_format(&lay, l, line, cap - 1);
    } else {
        n = mmaemu_probe_format_line(h->in, h->acc, l->a, l->b, h->k, l->c, line, cap - 1);
    }
    line[n++] = '\n';
    return n;
}

/* The header and lines gen_start .. gen_start + gen_count - 1.  0, or 1
 * after an error (the file removed). */
static int gen_write(const char *path, const mmaemu_probe_header *h)
{
    const size_t linecap = 2 * h->k * 9 + 64;
    uint32_t *buf = malloc(4 * h->k * sizeof *buf);
    mmaemu_dot_line l = {0};
    char *line = malloc(linecap), head[1024];
    gzFile f = buf && line ? gen_open(path) : NULL;
    if (!f) {
        if (!buf || !line)
            cli_error("probe gen: out of memory");
        else
            cli_error("probe gen: cannot write %s: %s", path ? path : "<stdout>", strerror(errno));
        free(buf);
        free(line);
        return 1;
    }
    l.a = buf, l.b = buf + h->k, l.sa = buf + 2 * h->k, l.sb = buf + 3 * h->k;
    l.na = l.nb = h->k;
    l.ns = h->block ? h->k / h->block : 0;
    gzbuffer(f, 1u << 18);
    const size_t hn = mmaemu_probe_format_header(h, head, sizeof head);
    int bad = hn >= sizeof head || gzwrite(f, head, (unsigned)hn) != (int)hn;
    for (uint64_t i = 0; i < h->gen_count && !bad; i++) {
        const size_t n = gen_line(h, i, &l, line, linecap);
        bad |= gzwrite(f, line, (unsigned)n) != (int)n;
    }
    const int closed = gzclose(f);
    free(buf);
    free(line);
    if (bad || closed != Z_OK) {
        cli_error("probe gen: write error on %s", path ? path : "<stdout>");
        if (path)
            unlink(path);
        return 1;
    }
    return 0;
}

static int probe_gen(int argc, char **argv)
{
    gen_args g;
    mmaemu_probe_header h;
    memset(&h, 0, sizeof h);
    const int st = cli_parse(&gen_cmd, argc, argv, &g, sizeof g, NULL, NULL);
    if (st >= 0)
        return st;
    const mmaemu_instr *ins = gen_model(&g, &h);
    if (!ins || gen_spec(&g, ins, &h))
        return 2;
    cli_outputs out; /* FILE written all or nothing (io/outset.c) */
    if (!g.path)
        return gen_write(NULL, &h);
    if (cli_outputs_reserve(&out, "probe gen", 1, &g.path))
        return 1; /* probe gen's status for an unwritable FILE */
    int rc = gen_write(out.tmp[0], &h);
    if (rc)
        cli_outputs_abort(&out);
    return rc ? rc : cli_outputs_commit(&out) ? 1 : 0;
}

/* ------------------------------------------------------------------ */
/* probe check                                                         */
/* ------------------------------------------------------------------ */

/* Device minus model: "+3 ulp" (Inf counts as the value after the largest
 * finite one), "sign of zero", "opposite sign", or which one is NaN. */
static void ulp_diff(mmaemu_format acc, uint32_t model, uint32_t dev, char *buf, size_t len)
{
    mmaemu_value vm, vd;
    if (acc == MMAEMU_S32) {
        snprintf(buf, len, "%+" PRId64, (int64_t)(int32_t)dev - (int64_t)(int32_t)model);
        return;
    }
    mmaemu_decode(acc, model, &vm);
    mmaemu_decode(acc, dev, &vd);
    if (vm.cls == MMAEMU_CLASS_NAN || vd.cls == MMAEMU_CLASS_NAN) {
        snprintf(buf, len, vm.cls == vd.cls ? "NaN payloads differ"
                           : vd.cls == MMAEMU_CLASS_NAN ? "device NaN" : "model NaN");
        return;
    }
    const int w = mmaemu_format_get(acc)->width;
    const uint32_t sign = 1u << (w - 1);
    const int64_t om = (model & sign) ? -(int64_t)(model & (sign - 1)) : (int64_t)model;
    const int64_t od = (dev & sign) ? -(int64_t)(dev & (sign - 1)) : (int64_t)dev;
    if (od == om)
        snprintf(buf, len, "sign of zero");
    else if ((od < 0 && om > 0) || (od > 0 && om < 0))
        snprintf(buf, len, "opposite sign");
    else
        snprintf(buf, len, "%+" PRId64 " ulp", od - om);
}

static void check_print(const char *path, const mmaemu_probe_check_result *r, int from_file)
{
    const mmaemu_probe_header *h = &r->header;
    const char *in = mmaemu_format_get(h->in)->name, *out = mmaemu_format_get(h->acc)->name;
    printf("%s: %s %s %s%s%s->%s", path, r->arch_label, r->model.name, in,
           h->b != h->in ? "," : "", h->b != h->in ? mmaemu_format_get(h->b)->name : "", out);
    if (h->block)
        printf(" (%s scales, block %zu)", mmaemu_format_get(h->scale)->name, h->block);
    if (r->model.step.out == MMAEMU_OUT_SAT_S32)
        printf(" (saturating)");
    if (r->variant_label)
        printf(" (%s %s)", from_file ? "file" : "variant", r->variant_label);
    printf(", k %zu: %llu of %llu match (%.3f%%)\n", h->k, r->match, r->total,
           100.0 * (double)r->match / (double)r->total);
    if (r->per_kind) {
        for (int i = 0; i < MMAEMU_PROBE_KIND_COUNT; i++)
            if (r->kind_total[i])
                printf("  %-13s %llu of %llu\n", mmaemu_probe_kind_name((mmaemu_probe_kind)i),
                       r->kind_match[i], r->kind_total[i]);
    } else if (h->gen) {
        printf("  (no per-kind counts: %s:%lu differs from the line #gen makes)\n", path,
               r->gen_bad_line);
    }
    if (!r->n_shown)
        return;
    const int digits = mmaemu_format_get(h->acc)->width / 4;
    printf("first %d of %llu mismatches:\n", r->n_shown, r->total - r->match);
    for (int i = 0; i < r->n_shown; i++) {
        const mmaemu_probe_mismatch *m = &r->shown[i];
        const char *kind = m->kind >= 0 ? mmaemu_probe_kind_name((mmaemu_probe_kind)m->kind) : "";
        char d[64];
        ulp_diff(h->acc, m->model, m->device, d, sizeof d);
        printf("  %s:%lu%s%s%s: model %0*x device %0*x (device %s)\n    %s\n", path, m->lineno,
               m->kind >= 0 ? " (" : "", kind, m->kind >= 0 ? ")" : "", digits, m->model, digits,
               m->device, d, m->text);
    }
}

#define C(name, arg, field, help) \
    CLI_OPT(name, CLI_VALUE, arg, mmaemu_probe_check_options, field, help)
static const cli_option check_table[] = {
    C("--arch", "ARCH", arch, "the device (default: the file's #arch)"),
    C("--variant", "NAME", variant, "the model variant"),
    C("--instr", "NAME", instr, "the instruction (default: the file's #instr)"),
    C("--model", "FILE", model_path, "a model file (mmaemu infer writes them) instead of\n"
                                     "--arch, --variant and --instr"),
    CLI_OPT("--saturate", CLI_FLAG, NULL, mmaemu_probe_check_options, saturate,
            "integer MMA (#out s32, NVIDIA .satfinite): clamp each\n"
            "instruction's exact sum (default: modulo 2^32)"),
    CLI_END};

/* Three positional arguments are taken so that a third file gets its own
 * message. */
static const cli_command check_cmd = {
    "probe check", "[--arch ARCH] [--variant NAME] [--instr NAME] [--model FILE]\n"
    " PROBEFILE OUTFILE",
    "Computes the model's d for every line of PROBEFILE (arch, instruction,\n"
    "formats from its header unless overridden) and compares it bit for bit\n"
    "with OUTFILE (one hex pattern of d per line).",
    check_table, "Exit status: 0 all match, 1 some differ, 2 bad input.", 3};

static int probe_check(int argc, char **argv)
{
    mmaemu_probe_check_options opt;
    const char *files[3];
    int nfiles;
    const int st = cli_parse(&check_cmd, argc, argv, &opt, sizeof opt, files, &nfiles);
    if (st >= 0)
        return st;
    if (nfiles > 2) {
        cli_error("probe check: more than two files ('%s')", files[2]);
        return 2;
    }
    if (nfiles != 2) {
        cli_error("probe check: needs PROBEFILE and OUTFILE (mmaemu probe --help)");
        return 2;
    }
    if (opt.model_path && (opt.arch || opt.variant || opt.instr)) {
        cli_error("probe check: --model replaces --arch, --variant and --instr");
        return 2;
    }
    mmaemu_probe_check_result res;
    char err[1024];
    const int rc = mmaemu_probe_check(files[0], files[1], &opt, &res, err, sizeof err);
    if (rc) {
        cli_error(rc == -2 ? "probe check: %s" : "%s", err);
        return 2;
    }
    check_print(files[0], &res, opt.model_path != NULL);
    int status = res.match == res.total ? 0 : 1;
    if (fflush(stdout)) {
        cli_error("write error on standard output");
        status = 2;
    }
    mmaemu_probe_check_free(&res);
    return status;
}

static const cli_sub subs[] = {
    {"gen", probe_gen, "write a probe file for a device run"},
    {"check", probe_check, "compare a device's outputs for a probe file with a model"},
    {NULL, NULL, NULL}};

int mmaemu_cli_probe(int argc, char **argv)
{
    const cli_sub *s = subs;
    while (argc >= 2 && s->name && strcmp(argv[1], s->name))
        s++;
    if (argc >= 2 && !s->name && strcmp(argv[1], "--help") && strcmp(argv[1], "-h")) {
        cli_error("probe: unknown subcommand '%s' (gen or check)", argv[1]);
        return 2;
    }
    return cli_dispatch("probe", "Probe files: the inputs of a device run, and its outputs checked.",
                        subs, argc, argv);
}
