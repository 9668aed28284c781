/* SPDX-License-Identifier: MIT */
/* fuzz_args.c -- the argument parsing of the commands: the bytes split at
 * '\n' into argv, parsed by cli_parse (cli/options.c, every command's
 * parser) against a table with value, list and flag rows; then every value
 * given goes through the parser its option has in the commands, with the
 * commands' bounds (each numeric option of cli/: counts, --shape, reals,
 * --max-memory, model names, schedules, Triton configs, --set knobs).  A
 * value accepted outside its bounds aborts.  Errors go to stderr (make
 * fuzz closes it). */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "fuzz.h"

/* The options whose values all go through numbers(): listed once, for the
 * options struct, the table and the values checked. */
#define NUMERIC_OPTIONS(X)                                                                    \
    X("--seed", "S", seed, "seed") X("--batch", "N", batch, "batch")                           \
    X("--shape", "M,D,K", shape, "shape") X("--threads", "N", threads, "threads")              \
    X("--budget", "N", budget, "budget") X("--max", "N", max, "max")                           \
    X("--atol", "X", atol, "atol") X("--max-memory", "N", mem, "bytes")

#define NUMERIC_FIELD(name, arg, field, help) const char *field;
#define NUMERIC_ROW(name, arg, field, help) CLI_ROW(name, CLI_VALUE, arg, field, help),
#define NUMERIC_VALUE(name, arg, field, help) o.field,

typedef struct {
    NUMERIC_OPTIONS(NUMERIC_FIELD)
    const char *arch, *sched, *triton;
    cli_list sets;
    int quiet;
} opts;

static const cli_option rows[] = {
    CLI_ROW("--arch", CLI_VALUE, "MODEL", arch, "model"),
    NUMERIC_OPTIONS(NUMERIC_ROW)
    CLI_ROW("--schedule", CLI_VALUE, "TEXT", sched, "schedule"),
    CLI_ROW("--triton", CLI_VALUE, "CFG", triton, "tile config"),
    CLI_ROW("--set", CLI_LIST, "KEY=VALUE", sets, "knob"),
    CLI_ROW("--quiet", CLI_FLAG, NULL, quiet, "quiet"),
    CLI_END};
static const cli_command command = {"fuzz", "[options] [A [B]]", NULL, rows, NULL, 2};

/* The count options of cli/ with their bounds. */
static const struct { const char *opt; unsigned long lo, hi; } counts[] = {
    {"--seed", 0, 65535},      {"--batch", 1, 1152},       {"--batch", 1, 64},
    {"--threads", 1, 1024},    {"--budget", 1, 100000},    {"--top", 1, 100000},
    {"--full-batch", 1, 1000000}, {"--max", 0, 1000000},  {"--sample", 1, 1152},
};

static void numbers(const char *v)
{
    unsigned long n, mdk[3];
    static const unsigned long hi[3] = {1ul << 32, 1024, 64};
    double x;
    uint64_t b;
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++)
        if (!cli_parse_count("fuzz", counts[i].opt, v, counts[i].lo, counts[i].hi, &n) &&
            (n < counts[i].lo || n > counts[i].hi))
            abort();
    if (!cli_parse_counts("fuzz", "--shape", "M,D,K", v, 3, hi, mdk))
        for (int i = 0; i < 3; i++)
            if (mdk[i] < 1 || mdk[i] > hi[i])
                abort();
    if (!cli_parse_real("fuzz", "--atol", v, &x) && !(x >= 0 && x <= 1e30))
        abort();
    if (!cli_parse_bytes("--max-memory", v, &b) && b == 0)
        abort();
}

static void texts(const opts *o)
{
    char err[1024];
    mmaemu_model_spec spec;
    mmaemu_schedule s;
    mmaemu_triton_config tc;
    mmaemu_dcpp_config c;
    if (o->arch)
        cli_model_parse("fuzz", o->arch, NULL, NULL, &spec);
    mmaemu_schedule_init(&s, NULL);
    if (o->sched)
        mmaemu_schedule_parse(o->sched, &s, err, sizeof err);
    if (o->triton)
        mmaemu_triton_config_parse(o->triton, &tc, err, sizeof err);
    mmaemu_dcpp_config_init(&c, mmaemu_arch_find("sm90"));
    for (int i = 0; i < o->sets.n; i++)
        mmaemu_dcpp_config_set(&c, o->sets.v[i], err, sizeof err);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char buf[4096];
    char *argv[34];
    int argc = 1;
    size_t n = size < sizeof buf - 1 ? size : sizeof buf - 1;
    memcpy(buf, data, n);
    buf[n] = '\0';
    argv[0] = "fuzz";
    for (char *p = buf, *q; p && argc < 33; p = q) {
        q = strchr(p, '\n');
        if (q)
            *q++ = '\0';
        argv[argc++] = p;
    }
    argv[argc] = NULL;
    opts o;
    const char *args[2];
    int nargs = 0;
    if (cli_parse(&command, argc, argv, &o, sizeof o, args, &nargs) >= 0)
        return 0;
    const char *vals[] = {NUMERIC_OPTIONS(NUMERIC_VALUE)};
    for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++)
        if (vals[i])
            numbers(vals[i]);
    for (int i = 0; i < nargs; i++)
        numbers(args[i]);
    texts(&o);
    return 0;
}
