/* SPDX-License-Identifier: MIT */
/* probe_file.c -- the probe-file format (mmaemu/probe.h "Probe files"):
 * dot lines "a_1 ... a_K | b_1 ... b_K | c", the header of a probe file,
 * device outputs, and one reader that holds every caller (`mmaemu probe
 * check`, `mmaemu infer`, the device harness, the replay tests) to the
 * same rules.
 *
 * Needs emu/format.c (format names and widths) and validation/probe_gen.c
 * (kind names, spec checks) and nothing else of the library: the device
 * harness compiles it alone.  Opening files through zlib is probe_gz.c. */
#include "mmaemu/probe.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Dot lines and outputs                                               */
/* ------------------------------------------------------------------ */

static int hex_digits(mmaemu_format f)
{
    return mmaemu_format_get(f)->width / 4;
}

/* tok[0..len) as exactly `digits` hex digits, after a 0x if allow_0x. */
static int parse_hex(const char *tok, size_t len, int digits, int allow_0x, uint32_t *out)
{
    if (allow_0x && len > 2 && tok[0] == '0' && (tok[1] == 'x' || tok[1] == 'X')) {
        tok += 2;
        len -= 2;
    }
    if ((int)len != digits)
        return -1;
    uint32_t v = 0;
    for (size_t i = 0; i < len; i++) {
        int ch = (unsigned char)tok[i];
        if (!isxdigit(ch))
            return -1;
        v = (v << 4) | (uint32_t)(isdigit(ch) ? ch - '0' : tolower(ch) - 'a' + 10);
    }
    *out = v;
    return 0;
}

/* Store value v of section 0 (a), 1 (b) or 2 (c). */
static int put_value(int section, uint32_t v, uint32_t *a, uint32_t *b, size_t cap, size_t *na,
                     size_t *nb, uint32_t *c, int *have_c, char *err, size_t errlen)
{
    if (section == 2) {
        if (*have_c)
            return mmaemu_error(err, errlen, "more than one c value");
        *c = v;
        *have_c = 1;
        return 0;
    }
    size_t *n = section == 0 ? na : nb;
    if (*n == cap)
        return mmaemu_error(err, errlen, "more than %zu values in a or b", cap);
    (section == 0 ? a : b)[(*n)++] = v;
    return 0;
}

int mmaemu_probe_parse_line(const char *line, mmaemu_format in, mmaemu_format acc,
                            uint32_t *a, uint32_t *b, size_t cap, size_t *k, uint32_t *c,
                            char *err, size_t errlen)
{
    int bars = 0, section = 0, have_c = 0;
    size_t na = 0, nb = 0;
    for (const char *s = line; *s; s++)
        bars += *s == '|';
    if (bars != 2)
        return mmaemu_error(err, errlen, bars < 2 ? "expected 'a_1 ... a_K | b_1 ... b_K | c' (missing '|')"
                                          : "more than two '|' separators");
    for (const char *s = line; *s;) {
        if (isspace((unsigned char)*s) || *s == '|') {
            section += *s++ == '|';
            continue;
        }
        const char *t = s;
        while (*s && *s != '|' && !isspace((unsigned char)*s))
            s++;
        const size_t len = (size_t)(s - t);
        const mmaemu_format f = section == 2 ? acc : in;
        uint32_t v;
        if (parse_hex(t, len, hex_digits(f), 1, &v))
            return mmaemu_error(err, errlen, "%s value '%.*s' is not %d hex digits (%s)",
                        section == 0 ? "a" : section == 1 ? "b" : "c", (int)(len > 40 ? 40 : len),
                        t, hex_digits(f), mmaemu_format_get(f)->name);
        if (put_value(section, v, a, b, cap, &na, &nb, c, &have_c, err, errlen))
            return -1;
    }
    if (!have_c)
        return mmaemu_error(err, errlen, "missing c value after the second '|'");
    if (na == 0)
        return mmaemu_error(err, errlen, "no a values");
    if (na != nb)
        return mmaemu_error(err, errlen, "%zu a values but %zu b values", na, nb);
    *k = na;
    return 0;
}

size_t mmaemu_probe_format_line(mmaemu_format in, mmaemu_format acc, const uint32_t *a,
                                const uint32_t *b, size_t k, uint32_t c, char *buf, size_t len)
{
    static const char hex[] = "0123456789abcdef";
    const int din = hex_digits(in), dacc = hex_digits(acc);
    size_t n = 0;
#define PUT(ch) do { if (n + 1 < len) buf[n] = (ch); n++; } while (0)
    for (int part = 0; part < 2; part++) {
        const uint32_t *v = part ? b : a;
        for (size_t i = 0; i < k; i++) {
            for (int d = din - 1; d >= 0; d--)
                PUT(hex[(v[i] >> (4 * d)) & 15u]);
            PUT(' ');
        }
        PUT('|');
        PUT(' ');
    }
    for (int d = dacc - 1; d >= 0; d--)
        PUT(hex[(c >> (4 * d)) & 15u]);
#undef PUT
    if (len)
        buf[n < len ? n : len - 1] = '\0';
    return n;
}

int mmaemu_probe_parse_output(const char *text, mmaemu_format acc, uint32_t *d, char *err,
                              size_t errlen)
{
    while (isspace((unsigned char)*text))
        text++;
    size_t len = strlen(text);
    while (len && isspace((unsigned char)text[len - 1]))
        len--;
    const int digits = hex_digits(acc);
    if (parse_hex(text, len, digits, 0, d))
        return mmaemu_error(err, errlen, "'%.*s' is not %d hex digits (%s)", (int)(len > 40 ? 40 : len),
                    text, digits, mmaemu_format_get(acc)->name);
    return 0;
}

/* ------------------------------------------------------------------ */
/* The header                                                          */
/* ------------------------------------------------------------------ */

/* H_SCALE and after: version 2 only. */
enum { H_MAGIC, H_ARCH, H_INSTR, H_VARIANT, H_IN, H_OUT, H_K, H_GEN, H_SCALE, H_BLOCK,
       H_SCALE_KIND, H_COUNT };
static const char *const header_keys[H_COUNT] = {
    "mmaemu-probe", "arch", "instr", "variant", "in", "out", "k", "gen", "scale", "block",
    "scale-kind"
};

/* The header key a line starts with ("#in bf16" -> H_IN, its value in
 * *value), or -1: not a header line. */
static int header_key(const char *line, const char **value)
{
    if (line[0] != '#')
        return -1;
    const char *s = line + 1;
    size_t n = 0;
    while (s[n] && !isspace((unsigned char)s[n]))
        n++;
    for (int i = 0; i < H_COUNT; i++) {
        if (strlen(header_keys[i]) != n || strncmp(s, header_keys[i], n))
            continue;
        s += n;
        while (isspace((unsigned char)*s))
            s++;
        if (value)
            *value = s;
        return i;
    }
    return -1;
}

int mmaemu_probe_parse_u64(const char *s, uint64_t *out)
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

/* One field key=value of #gen. */
static int gen_field(mmaemu_probe_header *h, const char *key, const char *val, int *have,
                     char *err, size_t errlen)
{
    uint64_t v = 0;
    if (!strcmp(key, "kind")) {
        if (mmaemu_probe_kind_parse(val, &h->spec.kind))
            return mmaemu_error(err, errlen, "#gen: unknown kind '%.40s'", val);
        *have |= 1;
        return 0;
    }
    if (mmaemu_probe_parse_u64(val, &v))
        return mmaemu_error(err, errlen, "#gen: %.20s '%.40s' is not a number", key, val);
    if (!strcmp(key, "seed")) {
        h->spec.seed = v;
        *have |= 2;
    } else if (!strcmp(key, "count")) {
        h->gen_count = v;
        h->have_gen_count = 1;
    } else if (!strcmp(key, "start")) {
        h->gen_start = v;
    } else if (!strcmp(key, "version")) {
        if (v < 1 || v > MMAEMU_PROBE_VERSION)
            return mmaemu_error(err, errlen,
                        "#gen: generator version %" PRIu64 " is unknown to this mmaemu", v);
        h->spec.version = (int)v;
    } else {
        return mmaemu_error(err, errlen, "#gen: unknown field '%.40s'", key);
    }
    return 0;
}

/* #gen kind=K seed=S [count=N] [version=V] [start=I]; a line whose first
 * field is not key=value names another generator and is kept as a
 * comment (the device smoke files: "#gen validation/device/...py ..."). */
static int parse_gen(mmaemu_probe_header *h, const char *v, char *err, size_t errlen)
{
    char buf[512];
    if (strlen(v) >= sizeof buf)
        return mmaemu_error(err, errlen, "#gen line longer than %zu characters", sizeof buf - 1);
    strcpy(buf, v);
    const size_t first = strcspn(buf, " \t");
    if (!memchr(buf, '=', first))
        return 0;
    int have = 0;
    h->spec.version = 1;
    for (char *tok = strtok(buf, " \t"); tok; tok = strtok(NULL, " \t")) {
        char *eq = strchr(tok, '=');
        if (!eq)
            return mmaemu_error(err, errlen, "#gen field '%.40s' is not key=value", tok);
        *eq = '\0';
        if (gen_field(h, tok, eq + 1, &have, err, errlen))
            return -1;
    }
    if (have != 3)
        return mmaemu_error(err, errlen, "#gen needs kind= and seed=");
    h->gen = 1;
    return 0;
}

/* A one-word value into dst. */
static int set_word(char *dst, size_t size, int key, const char *v, char *err, size_t errlen)
{
    size_t n = 0;
    while (v[n] && !isspace((unsigned char)v[n]))
        n++;
    if (!n || v[n] || n >= size)
        return mmaemu_error(err, errlen, "bad #%s value '%.40s'", header_keys[key], v);
    memcpy(dst, v, n + 1);
    return 0;
}

static int set_k(mmaemu_probe_header *h, const char *v, char *err, size_t errlen)
{
    size_t k = 0, n = 0;
    for (; isdigit((unsigned char)v[n]) && k <= MMAEMU_PROBE_MAX_K; n++)
        k = 10 * k + (size_t)(v[n] - '0');
    if (!n || v[n] || k < 1 || k > MMAEMU_PROBE_MAX_K)
        return mmaemu_error(err, errlen, "bad #k value '%.40s' (1 .. %d)", v, MMAEMU_PROBE_MAX_K);
    h->k = k;
    return 0;
}

/* A canonical format name into *f: 1, else 0. */
static int known_format(const char *v, mmaemu_format *f)
{
    return !mmaemu_format_parse(v, f) && !strcmp(v, mmaemu_format_get(*f)->name);
}

static int operand(mmaemu_format f)
{
    return f != MMAEMU_E8M13 && f != MMAEMU_S32 && f != MMAEMU_UE8M0 && f != MMAEMU_UE4M3;
}

/* Version 2: "#in A[,B]" (operands), "#out fp32|fp16|s32", "#scale". */
static int set_format_v2(mmaemu_probe_header *h, int key, const char *v, char *err, size_t errlen)
{
    char a[32];
    mmaemu_format f, g;
    snprintf(a, sizeof a, "%s", v);
    char *comma = key == H_IN ? strchr(a, ',') : NULL;
    if (comma)
        *comma = '\0';
    const int ok = strlen(v) < sizeof a && known_format(a, &f) &&
                   (!comma || known_format(comma + 1, &g));
    if (key == H_IN) {
        if (!comma)
            g = f;
        if (!ok || !operand(f) || !operand(g) || mmaemu_format_is_int(f) != mmaemu_format_is_int(g))
            return mmaemu_error(err, errlen, "bad #in formats '%.40s' (A or A,B; u8/s8 not with "
                                "floats)", v);
        h->in = f;
        h->b = g;
    } else if (key == H_OUT) {
        if (!ok || (f != MMAEMU_FP32 && f != MMAEMU_FP16 && f != MMAEMU_S32))
            return mmaemu_error(err, errlen, "bad #out format '%.40s' (fp32, fp16 or s32)", v);
        h->acc = f;
    } else {
        if (!ok || (f != MMAEMU_UE8M0 && f != MMAEMU_UE4M3))
            return mmaemu_error(err, errlen, "bad #scale format '%.40s' (ue8m0 or ue4m3)", v);
        h->scale = f;
    }
    return 0;
}

static int set_format(mmaemu_probe_header *h, int key, const char *v, char *err, size_t errlen)
{
    mmaemu_format f;
    if (h->probe == 2)
        return set_format_v2(h, key, v, err, errlen);
    const int known = known_format(v, &f);
    if (key == H_IN) {
        if (!known || f == MMAEMU_E8M13)
            return mmaemu_error(err, errlen, "bad #in format '%.40s'", v);
        h->in = f;
    } else {
        if (!known || (f != MMAEMU_FP32 && f != MMAEMU_FP16))
            return mmaemu_error(err, errlen, "bad #out format '%.40s' (fp32 or fp16)", v);
        h->acc = f;
    }
    return 0;
}

/* The value of header line `key` (not the first line's).  Formats are
 * their own names (mmaemu models), not aliases. */
static int set_header(mmaemu_probe_header *h, int key, const char *v, char *err, size_t errlen)
{
    switch (key) {
    case H_ARCH: return set_word(h->arch, sizeof h->arch, key, v, err, errlen);
    case H_INSTR: return set_word(h->instr, sizeof h->instr, key, v, err, errlen);
    case H_VARIANT: return set_word(h->variant, sizeof h->variant, key, v, err, errlen);
    case H_IN:
    case H_OUT: return set_format(h, key, v, err, errlen);
    case H_K: return set_k(h, v, err, errlen);
    case H_SCALE: return set_format(h, key, v, err, errlen);
    case H_BLOCK:
        if (strcmp(v, "16") && strcmp(v, "32"))
            return mmaemu_error(err, errlen, "bad #block value '%.40s' (16 or 32)", v);
        h->block = (size_t)(v[0] == '1' ? 16 : 32);
        return 0;
    case H_SCALE_KIND:
        return set_word(h->scale_kind, sizeof h->scale_kind, key, v, err, errlen);
    default: return parse_gen(h, v, err, errlen);
    }
}

/* A complete probe header: #in, #out, #k, and a usable #gen. */
static int header_complete(mmaemu_probe_header *h, char *err, size_t errlen)
{
    static const int need[] = {H_IN, H_OUT, H_K};
    for (size_t i = 0; i < sizeof need / sizeof need[0]; i++)
        if (!(h->seen & (1u << need[i])))
            return mmaemu_error(err, errlen, "no #%s line in the header", header_keys[need[i]]);
    if (h->probe == 2 && !(h->seen & (1u << H_SCALE)) != !(h->seen & (1u << H_BLOCK)))
        return mmaemu_error(err, errlen, "#scale and #block go together");
    if (h->probe == 2 && (h->seen & (1u << H_SCALE_KIND)) && !h->block)
        return mmaemu_error(err, errlen, "#scale-kind without #scale and #block");
    if (h->probe == 2 && h->block && h->k % h->block)
        return mmaemu_error(err, errlen, "#k %zu is not a multiple of #block %zu", h->k, h->block);
    if (h->probe == 1)
        h->b = h->in;
    if (h->gen) {
        h->spec.in = h->in;
        h->spec.acc = h->acc;
        h->spec.k = h->k;
        h->spec.ext = h->probe == 2;
        h->spec.b = h->b;
        h->spec.scale = h->scale;
        h->spec.block = h->block;
        const char *why = mmaemu_probe_spec_check(&h->spec);
        if (why)
            return mmaemu_error(err, errlen, "#gen: %s", why);
    }
    return 0;
}

/* snprintf at buf + n (if it still fits); the length it would write. */
static size_t put(char *buf, size_t len, size_t n, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static size_t put(char *buf, size_t len, size_t n, const char *fmt, ...)
{
    char dummy;
    va_list ap;
    va_start(ap, fmt);
    const int m = n < len ? vsnprintf(buf + n, len - n, fmt, ap) : vsnprintf(&dummy, 1, fmt, ap);
    va_end(ap);
    return m > 0 ? (size_t)m : 0;
}

size_t mmaemu_probe_format_header(const mmaemu_probe_header *h, char *buf, size_t len)
{
    size_t n = 0;
    if (len)
        buf[0] = '\0';
    const int v2 = h->probe == 2;
    n += put(buf, len, n, "#mmaemu-probe %d\n#arch %s\n#instr %s\n", v2 ? 2 : 1, h->arch,
             h->instr);
    if (h->variant[0])
        n += put(buf, len, n, "#variant %s\n", h->variant);
    n += put(buf, len, n, "#in %s", mmaemu_format_get(h->in)->name);
    if (v2 && h->b != h->in)
        n += put(buf, len, n, ",%s", mmaemu_format_get(h->b)->name);
    n += put(buf, len, n, "\n#out %s\n#k %zu\n", mmaemu_format_get(h->acc)->name, h->k);
    if (v2 && h->block)
        n += put(buf, len, n, "#scale %s\n#block %zu\n", mmaemu_format_get(h->scale)->name,
                 h->block);
    if (v2 && h->scale_kind[0])
        n += put(buf, len, n, "#scale-kind %s\n", h->scale_kind);
    if (h->gen) {
        n += put(buf, len, n, "#gen kind=%s seed=%" PRIu64, mmaemu_probe_kind_name(h->spec.kind),
                 h->spec.seed);
        if (h->have_gen_count)
            n += put(buf, len, n, " count=%" PRIu64, h->gen_count);
        n += put(buf, len, n, " version=%d", h->spec.version);
        if (h->gen_start)
            n += put(buf, len, n, " start=%" PRIu64, h->gen_start);
        n += put(buf, len, n, "\n");
    }
    return n;
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */
/* ------------------------------------------------------------------ */

void mmaemu_probe_open_source(mmaemu_probe_reader *r, const char *path,
                              const mmaemu_probe_source *src)
{
    memset(r, 0, sizeof *r);
    r->path = path;
    r->src = *src;
}

void mmaemu_probe_close(mmaemu_probe_reader *r)
{
    if (r->src.close)
        r->src.close(r->src.handle);
    free(r->buf);
    r->src.close = NULL;
    r->buf = NULL;
    r->cap = r->start = r->end = 0;
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    return s;
}

/* Read more bytes behind the unread ones.  0, or -1 (err). */
static int fill(mmaemu_probe_reader *r, char *err, size_t errlen)
{
    if (r->start) {
        memmove(r->buf, r->buf + r->start, r->end - r->start);
        r->end -= r->start;
        r->start = 0;
    }
    if (r->cap - r->end < 4096) {
        const size_t cap = r->cap ? 2 * r->cap : 1u << 16;
        char *grown = realloc(r->buf, cap);
        if (!grown)
            return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "out of memory");
        r->buf = grown;
        r->cap = cap;
    }
    const long got = r->src.read(r->src.handle, r->buf + r->end, r->cap - r->end - 1);
    if (got < 0) {
        r->lineno++;
        return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "read error (%s)",
                     r->src.error ? r->src.error(r->src.handle) : "unknown");
    }
    r->end += (size_t)got;
    r->eof = got == 0;
    return 0;
}

/* The next line, trimmed; NULL at the end or on an error (*failed set,
 * err).  Lines of any length. */
static char *next_line(mmaemu_probe_reader *r, int *failed, char *err, size_t errlen)
{
    *failed = 0;
    for (;;) {
        const size_t avail = r->end - r->start;
        char *s = avail ? r->buf + r->start : NULL; /* buf is NULL before the first fill */
        char *nl = avail ? memchr(s, '\n', avail) : NULL;
        if (nl || (r->eof && avail)) {
            const size_t len = nl ? (size_t)(nl - s) : avail;
            r->start += len + (nl != NULL);
            r->lineno++;
            if (memchr(s, '\0', len)) {
                *failed = 1;
                mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "NUL byte in the line");
                return NULL;
            }
            s[len] = '\0';   /* the newline, or the spare byte fill keeps */
            return trim(s);
        }
        if (r->eof)
            return NULL;
        if (fill(r, err, errlen)) {
            *failed = 1;
            return NULL;
        }
    }
}

/* Line 1 of a probe file: "#mmaemu-probe 1". */
static int first_line(mmaemu_probe_reader *r, const char *line, char *err, size_t errlen)
{
    const char *v;
    if (header_key(line, &v) != H_MAGIC)
        return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "not a probe file (the first line must be '#mmaemu-probe 1')");
    if (strcmp(v, "1") && strcmp(v, "2"))
        return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "unsupported probe file version '%.20s'", v);
    r->header.probe = v[0] - '0';
    r->header.seen |= 1u << H_MAGIC;
    return 0;
}

/* A '#' line before the first dot line: a header line or a comment. */
static int header_line(mmaemu_probe_reader *r, const char *line, char *err, size_t errlen)
{
    mmaemu_probe_header *h = &r->header;
    const char *v;
    const int key = header_key(line, &v);
    if (key < 0)
        return 0;
    if (key == H_MAGIC)
        return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "'#mmaemu-probe' is not the first line");
    if (!h->probe)
        return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "'#%s' in a file whose first line is not '#mmaemu-probe 1'",
                     header_keys[key]);
    if (h->seen & (1u << key))
        return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "a second #%s line", header_keys[key]);
    if (key >= H_SCALE && h->probe != 2)
        return mmaemu_error_at(err, errlen, r->path, r->lineno,
                               "'#%s' needs a version 2 file ('#mmaemu-probe 2')", header_keys[key]);
    char msg[200];
    if (set_header(h, key, v, msg, sizeof msg))
        return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "%s", msg);
    h->seen |= 1u << key;
    return 0;
}

int mmaemu_probe_read_header(mmaemu_probe_reader *r, int need_probe, char *err, size_t errlen)
{
    memset(&r->header, 0, sizeof r->header);
    for (;;) {
        int failed;
        char *line = next_line(r, &failed, err, errlen);
        if (failed)
            return -1;
        if (!line)
            break;
        if (r->lineno == 1 && (need_probe || header_key(line, NULL) == H_MAGIC)) {
            if (first_line(r, line, err, errlen))
                return -1;
            continue;
        }
        if (!*line)
            continue;
        if (*line != '#') {   /* the first dot line: mmaemu_probe_read_dot returns it */
            r->text = line;
            r->held = 1;
            break;
        }
        if (header_line(r, line, err, errlen))
            return -1;
    }
    if (need_probe && !r->header.probe) {   /* an empty file */
        r->lineno = 1;
        return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "not a probe file (the first line must be '#mmaemu-probe 1')");
    }
    char msg[200];
    if (r->header.probe && header_complete(&r->header, msg, sizeof msg))
        return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "%s", msg);
    return 0;
}

/* A dot line of a version 2 file: `mmaemu dot`'s syntax, B's format and
 * the scales from the header. */
static int parse_v2(const mmaemu_probe_header *h, const char *line, mmaemu_format in,
                    mmaemu_format acc, mmaemu_probe_dot *dot, char *err, size_t errlen)
{
    const mmaemu_dot_layout lay = {in, h->b, acc, h->block != 0, h->scale, h->block, 0};
    if (lay.scaled && (!dot->sa || !dot->sb))
        return mmaemu_error(err, errlen, "scales in the line, and no room for them");
    mmaemu_dot_line l = {dot->a, dot->b, dot->sa, dot->sb, NULL, 0, 0, 0, 0, dot->cap, 0};
    if (mmaemu_dot_line_parse(line, &lay, &l, err, errlen))
        return -1;
    dot->k = l.na;
    dot->c = l.c;
    return 0;
}

int mmaemu_probe_read_dot(mmaemu_probe_reader *r, mmaemu_format in, mmaemu_format acc,
                          mmaemu_probe_dot *dot, char *err, size_t errlen)
{
    for (;;) {
        char *line = (char *)r->text;
        int failed = 0;
        if (!r->held)
            line = next_line(r, &failed, err, errlen);
        r->held = 0;
        if (failed)
            return -1;
        if (!line)
            return 0;
        if (!*line)
            continue;
        if (*line == '#') {
            const int key = header_key(line, NULL);
            if (key >= 0)
                return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, r->header.probe ? "#%s after the first dot line"
                             : "'#%s' in a file whose first line is not '#mmaemu-probe 1'",
                             header_keys[key]);
            continue;
        }
        char msg[200];
        if (r->header.probe == 2 ? parse_v2(&r->header, line, in, acc, dot, msg, sizeof msg)
                                 : mmaemu_probe_parse_line(line, in, acc, dot->a, dot->b, dot->cap,
                                                           &dot->k, &dot->c, msg, sizeof msg))
            return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "%s", msg);
        if (r->header.k && dot->k != r->header.k)
            return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "%zu values in a, the header says #k %zu", dot->k,
                         r->header.k);
        r->text = line;
        r->count++;
        return 1;
    }
}

int mmaemu_probe_read_output(mmaemu_probe_reader *r, mmaemu_format acc, uint32_t *d, char *err,
                             size_t errlen)
{
    for (;;) {
        int failed;
        const char *line = next_line(r, &failed, err, errlen);
        if (failed)
            return -1;
        if (!line)
            return 0;
        if (!*line || *line == '#')
            continue;
        char msg[200];
        if (mmaemu_probe_parse_output(line, acc, d, msg, sizeof msg))
            return mmaemu_error_at(err, errlen, (r)->path, (r)->lineno, "%s", msg);
        r->count++;
        return 1;
    }
}

int mmaemu_probe_read_pair(mmaemu_probe_reader *probe, mmaemu_probe_reader *out,
                           mmaemu_format in, mmaemu_format acc, mmaemu_probe_dot *dot,
                           uint32_t *d, char *err, size_t errlen)
{
    const int got = mmaemu_probe_read_dot(probe, in, acc, dot, err, errlen);
    if (got < 0)
        return -1;
    const int got_out = mmaemu_probe_read_output(out, acc, d, err, errlen);
    if (got_out < 0)
        return -1;
    if (got && !got_out)
        return mmaemu_error_at(err, errlen, (out)->path, (out)->lineno, "ends after %llu outputs, %s has more dot lines (line %lu)",
                     out->count, probe->path, probe->lineno);
    if (!got && got_out)
        return mmaemu_error_at(err, errlen, (out)->path, (out)->lineno, "more outputs than %s has dot lines (%llu)", probe->path,
                     probe->count);
    if (!got && !probe->count)
        return mmaemu_error_at(err, errlen, (probe)->path, (probe)->lineno, "no dot lines");
    return got;
}
