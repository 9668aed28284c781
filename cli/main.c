/* cli_main.c -- the mmaemu command: dispatch to subcommands. */
#include "cli.h"

#include <string.h>


static const struct {
    const char *name;
    int (*run)(int, char **);
    const char *help;
} commands[] = {
    {"dot", mmaemu_cli_dot, "dot products from stdin through one device model"},
    {"models", mmaemu_cli_models, "list every arch, instruction, format and variant"},
    {"demo", mmaemu_cli_demo, "DCPP (helion#1661) through H100, MI300X, MI350: Helion vs Inductor"},
    {"explain", mmaemu_cli_explain, "why two DCPP runs disagree: first divergent rounding per element"},
    {"compare", mmaemu_cli_compare, "two tensors as torch.testing.assert_close sees them, plus ulps"},
    {"infer-schedule", mmaemu_cli_infer_schedule, "the schedule of a library GEMM from its inputs and output"},
    {"dcpp", mmaemu_cli_dcpp, "the DCPP forward/backward of either path through one model"},
    {"probe", mmaemu_cli_probe, "probe workloads: generate test sets, check device outputs"},
    {"infer", mmaemu_cli_infer, "a model file from device outputs alone (no prior model)"},
};

static void usage(FILE *to)
{
    fputs("usage: mmaemu COMMAND [OPTIONS]\n\ncommands:\n", to);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(to, "  %-14s %s\n", commands[i].name, commands[i].help);
    fputs("\nmmaemu COMMAND --help shows a command's options.\n", to);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(argv[1], "--version")) {
        puts("mmaemu " PACKAGE_VERSION);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name))
            return commands[i].run(argc - 1, argv + 1);
    cli_error("unknown command '%s' (try mmaemu --help)", argv[1]);
    return 2;
}
