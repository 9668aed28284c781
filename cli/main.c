/* SPDX-License-Identifier: MIT */
/* main.c -- the mmaemu command: dispatch to subcommands; `mmaemu help CMD
 * [SUB]` is `mmaemu CMD [SUB] --help`. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int help(int argc, char **argv);

static const cli_sub commands[] = {
    {"gemm", mmaemu_cli_gemm, "a GEMM of your own tensors through one device model"},
    {"dot", mmaemu_cli_dot, "dot products from stdin through one device model"},
    {"models", mmaemu_cli_models, "list every arch, variant, library preset and instruction"},
    {"compare", mmaemu_cli_compare, "two tensors as torch.testing.assert_close sees them, plus ulps"},
    {"dcpp", mmaemu_cli_dcpp, "the DCPP forward/backward of either path through one model"},
    {"explain", mmaemu_cli_explain, "why two DCPP runs disagree: first divergent rounding per element"},
    {"demo", mmaemu_cli_demo, "DCPP (helion#1661) through H100, MI300X, MI350: Helion vs Inductor"},
    {"infer-schedule", mmaemu_cli_infer_schedule, "the schedule of a library GEMM from its inputs and output"},
    {"probe", mmaemu_cli_probe, "probe workloads: generate test sets, check device outputs"},
    {"infer", mmaemu_cli_infer, "a model file from device outputs alone (no prior model)"},
    {"advise", mmaemu_cli_advise, "what closes the DCPP Helion/Inductor gap, ranked per model"},
    {"help", help, "mmaemu help COMMAND [SUBCOMMAND]: a command's options"},
    {NULL, NULL, NULL}};

static void usage(FILE *to)
{
    fputs("usage: mmaemu COMMAND [OPTIONS]\n\ncommands:\n", to);
    for (const cli_sub *c = commands; c->name; c++)
        fprintf(to, "  %-14s %s\n", c->name, c->help);
    fputs("\nA model is named ARCH[:VARIANT][+LIBPRESET] everywhere (mmaemu models).\n"
          "mmaemu COMMAND --help or mmaemu help COMMAND shows a command's options;\n"
          "man mmaemu has them all.  Exit status: 0 success (runs agree / close),\n"
          "1 runs disagree / not close, 2 bad input or usage.\n", to);
}

static const cli_sub *find(const char *name)
{
    for (const cli_sub *c = commands; c->name; c++)
        if (!strcmp(name, c->name))
            return c;
    cli_error("unknown command '%s' (try mmaemu --help)", name);
    return NULL;
}

/* help CMD [SUB]: run CMD [SUB] --help. */
static int help(int argc, char **argv)
{
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
        (!strcmp(argv[1], "help") && argc == 2)) {
        usage(stdout);
        return CLI_OK;
    }
    const cli_sub *c = find(argv[1]);
    if (!c)
        return CLI_BAD;
    char flag[] = "--help";
    char *args[4] = {argv[1], argc > 2 ? argv[2] : flag, flag, NULL};
    if (argc > 3) {
        cli_error("help: expected COMMAND [SUBCOMMAND]");
        return CLI_BAD;
    }
    return c->run(argc > 2 ? 3 : 2, args);
}

/* --max-memory N[K|M|G|T] anywhere before "--": the memory budget of
 * every tensor read (mmaemu_tensor_set_max_memory), taken out of argv
 * so that each command sees only its own options.  0 or 2. */
static int take_max_memory(int *argc, char **argv)
{
    for (int i = 1; i < *argc && strcmp(argv[i], "--"); i++) {
        const char *v = NULL;
        int used = 1;
        if (!strncmp(argv[i], "--max-memory=", 13))
            v = argv[i] + 13;
        else if (!strcmp(argv[i], "--max-memory"))
            v = i + 1 < *argc ? argv[i + 1] : "", used = 2;
        else
            continue;
        uint64_t bytes;
        if (cli_parse_bytes("--max-memory", v, &bytes))
            return CLI_BAD;
        mmaemu_tensor_set_max_memory(bytes);
        memmove(argv + i, argv + i + used, (size_t)(*argc - i - used + 1) * sizeof *argv);
        *argc -= used;
        i--;
    }
    return 0;
}

/* OpenMP threads waiting at a barrier spin for a while by default
 * (libgomp, OMP_WAIT_POLICY unset), taking a core from the thread that
 * writes dcpp's outputs and from any other program: full backward, 2
 * threads, this project's VM, 15.7 s spinning vs 13.2 s passive on a
 * quiet machine, 29 s vs 16 s beside other work.  libgomp reads the policy
 * when it loads, so `dcpp fwd|bwd` restart once with it set, unless the
 * user chose one (execv failing: they go on as they are). */
static void passive_wait(char **argv)
{
    for (int i = 1; argv[i] && argv[i + 1] && strcmp(argv[i], "--"); i++)
        if (!strcmp(argv[i], "dcpp") && (!strcmp(argv[i + 1], "fwd") || !strcmp(argv[i + 1], "bwd"))) {
            if (getenv("OMP_WAIT_POLICY") || setenv("OMP_WAIT_POLICY", "passive", 1))
                return;
            execv("/proc/self/exe", argv);
            return;
        }
}

int main(int argc, char **argv)
{
    passive_wait(argv);
    if (take_max_memory(&argc, argv))
        return CLI_BAD;
    if (argc < 2) {
        usage(stderr);
        return CLI_BAD;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        usage(stdout);
        return CLI_OK;
    }
    if (!strcmp(argv[1], "--version")) {
        puts("mmaemu " PACKAGE_VERSION);
        return CLI_OK;
    }
    const cli_sub *c = find(argv[1]);
    return c ? c->run(argc - 1, argv + 1) : CLI_BAD;
}
