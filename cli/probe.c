/* cli_probe.c -- `mmaemu probe gen` writes a probe file (a header and dot
 * lines from mmaemu_probe_line); `mmaemu probe check` bit-compares device
 * outputs for a probe file with a model.  File formats: docs/validation.md
 * "Probe files and workloads".  Files whose name ends in .gz are written
 * compressed; both kinds are read transparently (zlib). */
#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

static void probe_usage(FILE *to)
{
    fputs("usage: mmaemu probe gen --arch ARCH --in FMT [--out fp32|fp16] [--instr NAME]\n"
          "                        [--variant NAME] [--k N | --chain M] [--kind KIND]\n"
          "                        [--seed S] [--count N] [--start I] [--gen-version V]\n"
          "                        [-o FILE]\n"
          "       mmaemu probe check [--arch ARCH] [--variant NAME] [--instr NAME]\n"
          "                          [--model FILE] PROBEFILE OUTFILE\n"
          "gen writes a probe file (header lines, then one dot line per test,\n"
          "a_1 ... a_K | b_1 ... b_K | c) to FILE or stdout; a name ending in .gz is\n"
          "compressed. K defaults to the instruction's k; --chain M makes K = M*k\n"
          "(the device chains M instructions, C carried). KIND: random normal spread\n"
          "cancel c-big c-small subnormal ties overflow specials discriminate mixed\n"
          "(default mixed). Defaults: --seed 1 --count 10000 --start 0.\n"
          "check computes the model's d for every line of PROBEFILE (arch,\n"
          "instruction, formats from its header unless overridden) and compares it\n"
          "bit for bit with OUTFILE (one hex pattern of d per line). Exit 0: all\n"
          "match; 1: some differ; 2: bad input.\n", to);
}

static int ends_with(const char *s, const char *suf)
{
    const size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

/* A whole string as an unsigned number (decimal, or hex with 0x). */
static int parse_u64(const char *s, uint64_t *out)
{
    if (!s || !*s || *s == '-' || *s == '+' || isspace((unsigned char)*s))
        return -1;
    char *end;
    errno = 0;
    const unsigned long long v = strtoull(s, &end, 0);
    if (errno || *end)
        return -1;
    *out = (uint64_t)v;
    return 0;
}

/* ------------------------------------------------------------------ */
/* probe gen                                                           */
/* ------------------------------------------------------------------ */

static int probe_gen(int argc, char **argv)
{
    const char *arch_name = NULL, *in_name = NULL, *out_name = "fp32", *instr = NULL;
    const char *variant = NULL, *k_s = NULL, *chain_s = NULL, *kind_s = "mixed";
    const char *seed_s = "1", *count_s = "10000", *start_s = "0", *ver_s = NULL, *path = NULL;
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i];
        const char **slot = NULL;
        if (!strcmp(opt, "--help") || !strcmp(opt, "-h")) {
            probe_usage(stdout);
            return 0;
        }
        if (!strcmp(opt, "--arch")) slot = &arch_name;
        else if (!strcmp(opt, "--in")) slot = &in_name;
        else if (!strcmp(opt, "--out")) slot = &out_name;
        else if (!strcmp(opt, "--instr")) slot = &instr;
        else if (!strcmp(opt, "--variant")) slot = &variant;
        else if (!strcmp(opt, "--k")) slot = &k_s;
        else if (!strcmp(opt, "--chain")) slot = &chain_s;
        else if (!strcmp(opt, "--kind")) slot = &kind_s;
        else if (!strcmp(opt, "--seed")) slot = &seed_s;
        else if (!strcmp(opt, "--count")) slot = &count_s;
        else if (!strcmp(opt, "--start")) slot = &start_s;
        else if (!strcmp(opt, "--gen-version")) slot = &ver_s;
        else if (!strcmp(opt, "-o")) slot = &path;
        if (cli_take_value("probe gen", argc, argv, &i, slot))
            return 2;
    }
    if (!arch_name || !in_name) {
        cli_error("probe gen: --arch and --in are required (mmaemu probe --help)");
        return 2;
    }
    const mmaemu_arch *arch = mmaemu_arch_find(arch_name);
    if (!arch) {
        cli_error("probe gen: unknown arch '%s' (mmaemu models lists them)", arch_name);
        return 2;
    }
    mmaemu_format in, acc;
    if (mmaemu_format_parse(in_name, &in) || in == MMAEMU_E8M13) {
        cli_error("probe gen: unknown input format '%s' (bf16 fp16 tf32 e4m3 e5m2 e4m3fnuz e5m2fnuz fp32)",
                  in_name);
        return 2;
    }
    if (mmaemu_format_parse(out_name, &acc) || (acc != MMAEMU_FP32 && acc != MMAEMU_FP16)) {
        cli_error("probe gen: unknown output format '%s' (fp32 or fp16)", out_name);
        return 2;
    }
    char err[512];
    const mmaemu_instr *ins = mmaemu_instr_select(arch, variant, instr, in, acc, err, sizeof err);
    if (!ins) {
        cli_error("probe gen: %s", err);
        return 2;
    }
    mmaemu_probe_spec spec;
    memset(&spec, 0, sizeof spec);
    spec.in = in;
    spec.acc = acc;
    if (mmaemu_probe_kind_parse(kind_s, &spec.kind)) {
        cli_error("probe gen: unknown kind '%s' (random normal spread cancel c-big c-small subnormal"
                  " ties overflow specials discriminate mixed)", kind_s);
        return 2;
    }
    uint64_t v;
    if (k_s && chain_s) {
        cli_error("probe gen: give --k or --chain, not both");
        return 2;
    }
    spec.k = (size_t)ins->k;
    if (k_s) {
        if (parse_u64(k_s, &v) || v < 1 || v > MMAEMU_PROBE_MAX_K) {
            cli_error("probe gen: --k '%s' is not a number 1 .. %d", k_s, MMAEMU_PROBE_MAX_K);
            return 2;
        }
        if (v % (uint64_t)ins->k) {
            cli_error("probe gen: --k %s is not a multiple of %s's k = %d", k_s, ins->name, ins->k);
            return 2;
        }
        spec.k = (size_t)v;
    }
    if (chain_s) {
        if (parse_u64(chain_s, &v) || v < 1 || v > (uint64_t)(MMAEMU_PROBE_MAX_K / ins->k)) {
            cli_error("probe gen: --chain '%s' is not a number 1 .. %d", chain_s,
                      MMAEMU_PROBE_MAX_K / ins->k);
            return 2;
        }
        spec.k = (size_t)v * (size_t)ins->k;
    }
    if (parse_u64(seed_s, &spec.seed)) {
        cli_error("probe gen: --seed '%s' is not an unsigned 64-bit number", seed_s);
        return 2;
    }
    uint64_t count, start;
    if (parse_u64(count_s, &count) || count < 1 || count > (1ull << 40)) {
        cli_error("probe gen: --count '%s' is not a number 1 .. 2^40", count_s);
        return 2;
    }
    if (parse_u64(start_s, &start) || start > UINT64_MAX - count) {
        cli_error("probe gen: --start '%s' is not a line index (0 ..)", start_s);
        return 2;
    }
    spec.version = MMAEMU_PROBE_VERSION;
    if (ver_s) {
        if (parse_u64(ver_s, &v) || v < 1 || v > MMAEMU_PROBE_VERSION) {
            cli_error("probe gen: --gen-version '%s' is not 1 .. %d", ver_s, MMAEMU_PROBE_VERSION);
            return 2;
        }
        spec.version = (int)v;
    }
    const char *why = mmaemu_probe_spec_check(&spec);
    if (why) {
        cli_error("probe gen: %s", why);
        return 2;
    }

    const size_t din = (size_t)mmaemu_format_get(in)->width / 4;
    const size_t linecap = 2 * spec.k * (din + 1) + 16;
    uint32_t *a = malloc(spec.k * sizeof *a), *b = malloc(spec.k * sizeof *b);
    char *line = malloc(linecap);
    if (!a || !b || !line) {
        free(a);
        free(b);
        free(line);
        cli_error("probe gen: out of memory");
        return 1;
    }
    gzFile f;
    if (path)
        f = gzopen(path, ends_with(path, ".gz") ? "wb6" : "wT");
    else {
        const int fd = dup(fileno(stdout));
        f = fd >= 0 ? gzdopen(fd, "wT") : NULL;
        if (!f && fd >= 0)
            close(fd);
    }
    if (!f) {
        cli_error("probe gen: cannot write %s: %s", path ? path : "<stdout>", strerror(errno));
        free(a);
        free(b);
        free(line);
        return 1;
    }
    gzbuffer(f, 1u << 18);
    int bad = 0;
    bad |= gzprintf(f, "#mmaemu-probe 1\n#arch %s\n#instr %s\n", arch->name, ins->name) <= 0;
    if (variant)
        bad |= gzprintf(f, "#variant %s\n", variant) <= 0;
    bad |= gzprintf(f, "#in %s\n#out %s\n#k %zu\n#gen kind=%s seed=%" PRIu64 " count=%" PRIu64
                    " version=%d", mmaemu_format_get(in)->name, mmaemu_format_get(acc)->name,
                    spec.k, mmaemu_probe_kind_name(spec.kind), spec.seed, count, spec.version) <= 0;
    if (start)
        bad |= gzprintf(f, " start=%" PRIu64, start) <= 0;
    bad |= gzputc(f, '\n') < 0;
    for (uint64_t i = 0; i < count && !bad; i++) {
        uint32_t c;
        mmaemu_probe_line(&spec, start + i, a, b, &c);
        size_t n = mmaemu_probe_format_line(in, acc, a, b, spec.k, c, line, linecap - 1);
        line[n++] = '\n';
        bad |= gzwrite(f, line, (unsigned)n) != (int)n;
    }
    const int closed = gzclose(f);
    free(a);
    free(b);
    free(line);
    if (bad || closed != Z_OK) {
        cli_error("probe gen: write error on %s", path ? path : "<stdout>");
        if (path)
            unlink(path);
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* probe check                                                         */
/* ------------------------------------------------------------------ */

typedef struct reader {
    gzFile f;
    const char *path;
    unsigned long lineno;
    char *buf;
    size_t cap;
} reader;

/* The next line without its newline, or NULL at the end (*err set on a
 * read error).  Lines of any length. */
static char *rd_line(reader *r, int *err)
{
    size_t n = 0;
    *err = 0;
    for (;;) {
        if (r->cap - n < 2) {
            const size_t cap = r->cap ? 2 * r->cap : 1 << 16;
            char *grown = realloc(r->buf, cap);
            if (!grown) {
                *err = 1;
                return NULL;
            }
            r->buf = grown;
            r->cap = cap;
        }
        const size_t room = r->cap - n > (1u << 30) ? (1u << 30) : r->cap - n;
        if (!gzgets(r->f, r->buf + n, (int)room))
            break;
        n += strlen(r->buf + n);
        if (n && r->buf[n - 1] == '\n')
            break;
    }
    int zerr;
    gzerror(r->f, &zerr);
    if (zerr != Z_OK && zerr != Z_STREAM_END) {
        r->lineno++;
        *err = 1;
        return NULL;
    }
    if (!n)
        return NULL;
    while (n && (r->buf[n - 1] == '\n' || r->buf[n - 1] == '\r'))
        r->buf[--n] = '\0';
    r->lineno++;
    return r->buf;
}

static const char *rd_errmsg(reader *r)
{
    int zerr;
    const char *m = gzerror(r->f, &zerr);
    return zerr == Z_ERRNO ? strerror(errno) : zerr == Z_OK ? "out of memory" : m;
}

static char *skip_ws(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    return s;
}

static void trim_end(char *s)
{
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
}

/* The #gen line: kind=K seed=S count=N [version=V] [start=I]. */
typedef struct gen_info {
    int present;
    mmaemu_probe_spec spec;
    uint64_t count, start;
    int have_count;
} gen_info;

static int parse_gen(char *s, gen_info *g, char *why, size_t len)
{
    int have_kind = 0, have_seed = 0;
    g->spec.version = 1;
    g->start = 0;
    g->have_count = 0;
    for (char *tok = strtok(s, " \t"); tok; tok = strtok(NULL, " \t")) {
        char *eq = strchr(tok, '=');
        if (!eq) {
            snprintf(why, len, "#gen field '%.40s' is not key=value", tok);
            return -1;
        }
        *eq++ = '\0';
        uint64_t v = 0;
        if (!strcmp(tok, "kind")) {
            if (mmaemu_probe_kind_parse(eq, &g->spec.kind)) {
                snprintf(why, len, "#gen: unknown kind '%.40s'", eq);
                return -1;
            }
            have_kind = 1;
            continue;
        }
        if (parse_u64(eq, &v)) {
            snprintf(why, len, "#gen: %.20s '%.40s' is not a number", tok, eq);
            return -1;
        }
        if (!strcmp(tok, "seed")) {
            g->spec.seed = v;
            have_seed = 1;
        } else if (!strcmp(tok, "count")) {
            g->count = v;
            g->have_count = 1;
        } else if (!strcmp(tok, "start")) {
            g->start = v;
        } else if (!strcmp(tok, "version")) {
            if (v < 1 || v > MMAEMU_PROBE_VERSION) {
                snprintf(why, len, "#gen: generator version %" PRIu64 " is unknown to this mmaemu", v);
                return -1;
            }
            g->spec.version = (int)v;
        } else {
            snprintf(why, len, "#gen: unknown field '%.40s'", tok);
            return -1;
        }
    }
    if (!have_kind || !have_seed) {
        snprintf(why, len, "#gen needs kind= and seed=");
        return -1;
    }
    return 0;
}

/* Device output line: hex of exactly `digits` digits (optional 0x). */
static int parse_out(const char *s, int digits, uint32_t *out)
{
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        s += 2;
    uint32_t v = 0;
    int n = 0;
    for (; *s; s++, n++) {
        const int ch = (unsigned char)*s;
        if (!isxdigit(ch) || n == digits)
            return -1;
        v = (v << 4) | (uint32_t)(isdigit(ch) ? ch - '0' : tolower(ch) - 'a' + 10);
    }
    if (n != digits)
        return -1;
    *out = v;
    return 0;
}

/* Device minus model: "+3 ulp" (Inf counts as the value after the largest
 * finite one), "sign of zero", "opposite sign", or which one is NaN. */
static void ulp_diff(mmaemu_format acc, uint32_t model, uint32_t dev, char *buf, size_t len)
{
    mmaemu_value vm, vd;
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

#define MAX_SHOWN 10

typedef struct mismatch {
    unsigned long lineno;
    int kind;
    uint32_t model, dev;
    char *text;
} mismatch;

static int probe_check(int argc, char **argv)
{
    const char *arch_o = NULL, *variant_o = NULL, *instr_o = NULL, *model_path = NULL;
    const char *files[2] = {NULL, NULL};
    int nfiles = 0;
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i];
        const char **slot = NULL;
        if (!strcmp(opt, "--help") || !strcmp(opt, "-h")) {
            probe_usage(stdout);
            return 0;
        }
        if (opt[0] != '-' || !opt[1]) {
            if (nfiles == 2) {
                cli_error("probe check: more than two files ('%s')", opt);
                return 2;
            }
            files[nfiles++] = opt;
            continue;
        }
        if (!strcmp(opt, "--arch")) slot = &arch_o;
        else if (!strcmp(opt, "--variant")) slot = &variant_o;
        else if (!strcmp(opt, "--instr")) slot = &instr_o;
        else if (!strcmp(opt, "--model")) slot = &model_path;
        if (cli_take_value("probe check", argc, argv, &i, slot))
            return 2;
    }
    if (nfiles != 2) {
        cli_error("probe check: needs PROBEFILE and OUTFILE (mmaemu probe --help)");
        return 2;
    }
    if (model_path && (arch_o || variant_o || instr_o)) {
        cli_error("probe check: --model replaces --arch, --variant and --instr");
        return 2;
    }

    int status = 2;
    char err[512];
    reader pr = {NULL, files[0], 0, NULL, 0}, orr = {NULL, files[1], 0, NULL, 0};
    uint32_t *a = NULL, *b = NULL, *ra = NULL, *rb = NULL;
    mismatch shown[MAX_SHOWN];
    int nshown = 0;
    mmaemu_instr loaded;
    int have_loaded = 0;
    memset(&loaded, 0, sizeof loaded);

    pr.f = gzopen(files[0], "rb");
    if (!pr.f) {
        cli_error("%s: cannot open: %s", files[0], strerror(errno));
        return 2;
    }
    orr.f = gzopen(files[1], "rb");
    if (!orr.f) {
        cli_error("%s: cannot open: %s", files[1], strerror(errno));
        gzclose(pr.f);
        return 2;
    }

    /* Header: up to the first dot line. */
    char h_arch[64] = "", h_instr[128] = "", h_variant[64] = "", h_in[32] = "", h_out[32] = "";
    uint64_t h_k = 0;
    int have_k = 0, rerr = 0;
    gen_info gen;
    memset(&gen, 0, sizeof gen);
    char *line = rd_line(&pr, &rerr);
    if (rerr) {
        cli_error("%s:%lu: read error (%s)", files[0], pr.lineno, rd_errmsg(&pr));
        goto out;
    }
    if (!line || strncmp(line, "#mmaemu-probe", 13) || !isspace((unsigned char)line[13])) {
        cli_error("%s:1: not a probe file (the first line must be '#mmaemu-probe 1')", files[0]);
        goto out;
    }
    if (strcmp(skip_ws(line + 13), "1")) {
        cli_error("%s:1: unsupported probe file version '%.20s'", files[0], skip_ws(line + 13));
        goto out;
    }
    for (;;) {
        line = rd_line(&pr, &rerr);
        if (rerr) {
            cli_error("%s:%lu: read error (%s)", files[0], pr.lineno, rd_errmsg(&pr));
            goto out;
        }
        if (!line)
            break;
        char *s = skip_ws(line);
        if (!*s)
            continue;
        if (*s != '#')
            break;
        char *key = s + 1, *val = key;
        while (*val && !isspace((unsigned char)*val))
            val++;
        if (*val)
            *val++ = '\0';
        val = skip_ws(val);
        trim_end(val);
        char *slot = NULL;
        size_t slen = 0;
        if (!strcmp(key, "arch")) { slot = h_arch; slen = sizeof h_arch; }
        else if (!strcmp(key, "instr")) { slot = h_instr; slen = sizeof h_instr; }
        else if (!strcmp(key, "variant")) { slot = h_variant; slen = sizeof h_variant; }
        else if (!strcmp(key, "in")) { slot = h_in; slen = sizeof h_in; }
        else if (!strcmp(key, "out")) { slot = h_out; slen = sizeof h_out; }
        if (slot) {
            if (!*val || strlen(val) >= slen || strpbrk(val, " \t")) {
                cli_error("%s:%lu: bad #%s value '%.40s'", files[0], pr.lineno, key, val);
                goto out;
            }
            strcpy(slot, val);
        } else if (!strcmp(key, "k")) {
            if (parse_u64(val, &h_k) || h_k < 1 || h_k > MMAEMU_PROBE_MAX_K) {
                cli_error("%s:%lu: bad #k value '%.40s' (1 .. %d)", files[0], pr.lineno, val,
                          MMAEMU_PROBE_MAX_K);
                goto out;
            }
            have_k = 1;
        } else if (!strcmp(key, "gen")) {
            if (parse_gen(val, &gen, err, sizeof err)) {
                cli_error("%s:%lu: %s", files[0], pr.lineno, err);
                goto out;
            }
            gen.present = 1;
        }
        /* other # lines are comments */
    }
    const unsigned long first_dot = pr.lineno;
    const char *missing = !h_in[0] ? "#in" : !h_out[0] ? "#out" : !have_k ? "#k"
                          : (!h_arch[0] && !arch_o && !model_path) ? "#arch" : NULL;
    if (missing) {
        cli_error("%s:%lu: no %s line in the header", files[0], first_dot, missing);
        goto out;
    }
    mmaemu_format in, acc;
    if (mmaemu_format_parse(h_in, &in) || in == MMAEMU_E8M13) {
        cli_error("%s: bad #in format '%s'", files[0], h_in);
        goto out;
    }
    if (mmaemu_format_parse(h_out, &acc) || (acc != MMAEMU_FP32 && acc != MMAEMU_FP16)) {
        cli_error("%s: bad #out format '%s' (fp32 or fp16)", files[0], h_out);
        goto out;
    }

    /* The model. */
    const mmaemu_instr *ins = NULL;
    const char *arch_label = "", *variant_label = NULL;
    if (model_path) {
        /* A model file holds one instruction; its formats must be the
         * probe file's. */
        if (mmaemu_model_load(model_path, &loaded, err, sizeof err)) {
            cli_error("%s", err);
            goto out;
        }
        have_loaded = 1;
        ins = &loaded;
        if (ins->step.a_fmt != in || ins->step.acc_fmt != acc) {
            cli_error("%s: the model is for %s->%s, the probe file for %s->%s", model_path,
                      mmaemu_format_get(ins->step.a_fmt)->name,
                      mmaemu_format_get(ins->step.acc_fmt)->name, h_in, h_out);
            goto out;
        }
        arch_label = "model";
        variant_label = model_path;
    } else {
        const char *an = arch_o ? arch_o : h_arch;
        const mmaemu_arch *arch = mmaemu_arch_find(an);
        if (!arch) {
            if (arch_o)
                cli_error("probe check: unknown arch '%s' (mmaemu models lists them)", an);
            else
                cli_error("%s: unknown #arch '%s' (mmaemu models lists them)", files[0], an);
            goto out;
        }
        const char *vn = variant_o ? variant_o : h_variant[0] ? h_variant : NULL;
        const char *iname = instr_o ? instr_o : h_instr[0] ? h_instr : NULL;
        ins = mmaemu_instr_select(arch, vn, iname, in, acc, err, sizeof err);
        if (!ins) {
            if (instr_o || variant_o || arch_o)
                cli_error("probe check: %s", err);
            else
                cli_error("%s: %s", files[0], err);
            goto out;
        }
        arch_label = arch->name;
        variant_label = vn ? vn : arch->n_variants ? arch->variants[0].name : NULL;
    }

    const size_t K = (size_t)h_k;
    if (gen.present) {
        gen.spec.in = in;
        gen.spec.acc = acc;
        gen.spec.k = K;
        const char *why = mmaemu_probe_spec_check(&gen.spec);
        if (why) {
            cli_error("%s: #gen: %s", files[0], why);
            goto out;
        }
    }
    a = malloc(MMAEMU_PROBE_MAX_K * sizeof *a);
    b = malloc(MMAEMU_PROBE_MAX_K * sizeof *b);
    ra = malloc(K * sizeof *ra);
    rb = malloc(K * sizeof *rb);
    if (!a || !b || !ra || !rb) {
        cli_error("probe check: out of memory");
        goto out;
    }

    const int digits = mmaemu_format_get(acc)->width / 4;
    unsigned long long total = 0, match = 0;
    unsigned long long kt[MMAEMU_PROBE_KIND_COUNT] = {0}, km[MMAEMU_PROBE_KIND_COUNT] = {0};
    int gen_ok = gen.present;
    unsigned long gen_bad_line = 0;
    for (; line; line = rd_line(&pr, &rerr)) {
        char *s = skip_ws(line);
        if (!*s || *s == '#')
            continue;
        size_t k = 0;
        uint32_t c = 0;
        if (mmaemu_probe_parse_line(s, in, acc, a, b, MMAEMU_PROBE_MAX_K, &k, &c, err, sizeof err)) {
            cli_error("%s:%lu: %s", files[0], pr.lineno, err);
            goto out;
        }
        if (k != K) {
            cli_error("%s:%lu: %zu values in a, the header says #k %zu", files[0], pr.lineno, k, K);
            goto out;
        }
        /* The device's output for this line. */
        char *o = NULL;
        int oerr = 0;
        while ((o = rd_line(&orr, &oerr)) != NULL) {
            o = skip_ws(o);
            trim_end(o);
            if (*o && *o != '#')
                break;
        }
        if (oerr) {
            cli_error("%s:%lu: read error (%s)", files[1], orr.lineno, rd_errmsg(&orr));
            goto out;
        }
        if (!o) {
            cli_error("%s:%lu: ends after %llu outputs, %s has more dot lines (line %lu)", files[1],
                      orr.lineno, total, files[0], pr.lineno);
            goto out;
        }
        uint32_t dev;
        if (parse_out(o, digits, &dev)) {
            cli_error("%s:%lu: '%.40s' is not %d hex digits (%s)", files[1], orr.lineno, o, digits,
                      h_out);
            goto out;
        }
        int kind = -1;
        if (gen_ok) {
            uint32_t rc;
            const uint64_t idx = gen.start + total;
            mmaemu_probe_line(&gen.spec, idx, ra, rb, &rc);
            if (rc != c || memcmp(ra, a, K * sizeof *a) || memcmp(rb, b, K * sizeof *b)) {
                gen_ok = 0;
                gen_bad_line = pr.lineno;
            } else {
                kind = (int)mmaemu_probe_line_kind(&gen.spec, idx);
            }
        }
        const uint32_t model = mmaemu_dot(ins, a, b, k, c);
        total++;
        if (kind >= 0)
            kt[kind]++;
        if (model == dev) {
            match++;
            if (kind >= 0)
                km[kind]++;
        } else if (nshown < MAX_SHOWN) {
            mismatch *m = &shown[nshown];
            m->text = strdup(s);
            if (!m->text) {
                cli_error("probe check: out of memory");
                goto out;
            }
            m->lineno = pr.lineno;
            m->kind = kind;
            m->model = model;
            m->dev = dev;
            nshown++;
        }
    }
    if (rerr) {
        cli_error("%s:%lu: read error (%s)", files[0], pr.lineno, rd_errmsg(&pr));
        goto out;
    }
    {
        char *o;
        int oerr = 0;
        while ((o = rd_line(&orr, &oerr)) != NULL) {
            o = skip_ws(o);
            if (*o && *o != '#')
                break;
        }
        if (oerr) {
            cli_error("%s:%lu: read error (%s)", files[1], orr.lineno, rd_errmsg(&orr));
            goto out;
        }
        if (o) {
            cli_error("%s:%lu: more outputs than %s has dot lines (%llu)", files[1], orr.lineno,
                      files[0], total);
            goto out;
        }
    }
    if (!total) {
        cli_error("%s:%lu: no dot lines", files[0], pr.lineno);
        goto out;
    }
    if (gen.present && gen.have_count && gen.count != total) {
        cli_error("%s:%lu: %llu dot lines but #gen count=%" PRIu64 " (truncated?)", files[0],
                  pr.lineno, total, gen.count);
        goto out;
    }

    /* Report. */
    printf("%s: %s %s %s->%s", files[0], arch_label, ins->name, h_in, h_out);
    if (variant_label)
        printf(" (%s %s)", model_path ? "file" : "variant", variant_label);
    printf(", k %zu: %llu of %llu match (%.3f%%)\n", K, match, total, 100.0 * (double)match / (double)total);
    if (gen_ok) {
        for (int i = 0; i < MMAEMU_PROBE_KIND_COUNT; i++)
            if (kt[i])
                printf("  %-13s %llu of %llu\n", mmaemu_probe_kind_name((mmaemu_probe_kind)i), km[i],
                       kt[i]);
    } else if (gen.present) {
        printf("  (no per-kind counts: %s:%lu differs from the line #gen makes)\n", files[0],
               gen_bad_line);
    }
    if (nshown) {
        printf("first %d of %llu mismatches:\n", nshown, total - match);
        for (int i = 0; i < nshown; i++) {
            char d[64];
            ulp_diff(acc, shown[i].model, shown[i].dev, d, sizeof d);
            printf("  %s:%lu%s%s%s: model %0*x device %0*x (device %s)\n    %s\n", files[0],
                   shown[i].lineno, shown[i].kind >= 0 ? " (" : "",
                   shown[i].kind >= 0 ? mmaemu_probe_kind_name((mmaemu_probe_kind)shown[i].kind) : "",
                   shown[i].kind >= 0 ? ")" : "", digits, shown[i].model, digits, shown[i].dev, d,
                   shown[i].text);
        }
    }
    if (fflush(stdout)) {
        cli_error("write error on standard output");
        goto out;
    }
    status = match == total ? 0 : 1;
out:
    for (int i = 0; i < nshown; i++)
        free(shown[i].text);
    if (have_loaded)
        mmaemu_model_free(&loaded);
    free(a);
    free(b);
    free(ra);
    free(rb);
    free(pr.buf);
    free(orr.buf);
    gzclose(pr.f);
    gzclose(orr.f);
    return status;
}

int mmaemu_cli_probe(int argc, char **argv)
{
    if (argc < 2) {
        probe_usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        probe_usage(stdout);
        return 0;
    }
    if (!strcmp(argv[1], "gen"))
        return probe_gen(argc - 1, argv + 1);
    if (!strcmp(argv[1], "check"))
        return probe_check(argc - 1, argv + 1);
    cli_error("probe: unknown subcommand '%s' (gen or check)", argv[1]);
    return 2;
}
