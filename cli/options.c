/* SPDX-License-Identifier: MIT */
/* options.c -- every subcommand's options parsed from one table per
 * command, and its --help printed from the same table, so that the two
 * cannot drift apart. */
#include "cli.h"

#include <string.h>

#define HELP_COL 26   /* where an option's help text starts */

static void print_lines(FILE *to, const char *first, const char *rest, const char *text)
{
    for (int line = 0; text && *text; line++) {
        size_t n = strcspn(text, "\n");
        fprintf(to, "%s%.*s\n", line ? rest : first, (int)n, text);
        text += n + (text[n] == '\n');
    }
}

static void print_option(FILE *to, const cli_option *o)
{
    char left[128];
    snprintf(left, sizeof left, "  %s%s%s", o->name, o->arg ? " " : "", o->arg ? o->arg : "");
    size_t n = strlen(left);
    if (n + 2 > HELP_COL) {
        fprintf(to, "%s\n", left);
        n = 0;
        left[0] = '\0';
    }
    fprintf(to, "%s%*s", left, (int)(HELP_COL - n), "");
    print_lines(to, "", "                          ", o->help);
}

/* The synopsis: each line a form of the command, or (starting with a
 * space) the continuation of the form before. */
static void print_synopsis(FILE *to, const cli_command *cmd)
{
    int indent = (int)strlen(cmd->name) + 15;   /* "usage: mmaemu NAME " */
    const char *text = cmd->synopsis;
    for (int line = 0; *text; line++) {
        size_t n = strcspn(text, "\n");
        if (*text == ' ')
            fprintf(to, "%*s%.*s\n", indent, "", (int)(n - strspn(text, " ")),
                    text + strspn(text, " "));
        else
            fprintf(to, "%s mmaemu %s %.*s\n", line ? "      " : "usage:", cmd->name, (int)n, text);
        text += n + (text[n] == '\n');
    }
}

static const cli_option *find(const cli_command *cmd, const char *name, size_t len)
{
    for (const cli_option *o = cmd->opts; o && o->name; o++)
        if (strlen(o->name) == len && !strncmp(o->name, name, len))
            return o;
    return NULL;
}

void cli_help(const cli_command *cmd, FILE *to)
{
    print_synopsis(to, cmd);
    print_lines(to, "", "", cmd->about);
    if (cmd->opts && cmd->opts[0].name) {
        fputs("options:\n", to);
        for (const cli_option *o = cmd->opts; o->name; o++)
            print_option(to, o);
    }
    if (!find(cmd, "--quiet", 7))
        fprintf(to, "  %-*s%s\n", HELP_COL - 2, "--quiet, -q", "no banner line on stderr");
    else
        fprintf(to, "  %-*s%s\n", HELP_COL - 2, "-q", "--quiet, and no banner line on stderr");
    fprintf(to, "  %-*s%s\n", HELP_COL - 2, "--help, -h", "this help");
    print_lines(to, "", "", cmd->after);
}

/* Store one option; *i steps past a separate value.  0 or 2. */
static int take(const cli_command *cmd, const cli_option *o, const char *inline_value, int argc,
                char **argv, int *i, char *out)
{
    if (o->kind == CLI_FLAG) {
        if (inline_value) {
            cli_error("%s: option %s takes no value", cmd->name, o->name);
            return CLI_BAD;
        }
        *(int *)(out + o->offset) = 1;
        return 0;
    }
    const char *v = inline_value;
    if (!v) {
        if (*i + 1 >= argc) {
            cli_error("%s: option %s needs a value", cmd->name, o->name);
            return CLI_BAD;
        }
        v = argv[++*i];
    }
    if (o->kind == CLI_VALUE) {
        const char **slot = (const char **)(void *)(out + o->offset);
        if (*slot) {
            cli_error("%s: option %s given twice", cmd->name, o->name);
            return CLI_BAD;
        }
        *slot = v;
        return 0;
    }
    cli_list *l = (cli_list *)(void *)(out + o->offset);
    if (l->n == CLI_LIST_MAX) {
        cli_error("%s: at most %d %s options", cmd->name, CLI_LIST_MAX, o->name);
        return CLI_BAD;
    }
    l->v[l->n++] = v;
    return 0;
}

/* After the arguments, each value option not given: its default stored,
 * or the command's error if a run needs it.  -1, or 2 after the error. */
static int finish(const cli_command *cmd, char *out)
{
    for (const cli_option *o = cmd->opts; o && o->name; o++) {
        const char **slot = (const char **)(void *)(out + o->offset);
        if (o->kind != CLI_VALUE || *slot)
            continue;
        if (o->missing) {
            cli_error("%s: %s", cmd->name, o->missing);
            return CLI_BAD;
        }
        *slot = o->def;
    }
    return -1;
}

int cli_parse(const cli_command *cmd, int argc, char **argv, void *out, size_t size,
              const char **args, int *nargs)
{
    int n = 0, options_end = 0;
    memset(out, 0, size);
    if (nargs)
        *nargs = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!options_end && a[0] == '-' && a[1]) {
            if (!strcmp(a, "--")) {
                options_end = 1;
                continue;
            }
            if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
                cli_help(cmd, stdout);
                return CLI_OK;
            }
            const cli_option *own = find(cmd, "--quiet", 7);
            if (!strcmp(a, "-q") || (!strcmp(a, "--quiet") && !own)) {
                /* every command: no banner line; -q also sets a command's own
                 * --quiet, which alone keeps its meaning */
                cli_quiet = 1;
                if (own && take(cmd, own, NULL, argc, argv, &i, out))
                    return CLI_BAD;
                continue;
            }
            const char *eq = strchr(a, '=');
            const cli_option *o = find(cmd, a, eq ? (size_t)(eq - a) : strlen(a));
            if (!o) {
                cli_error("%s: unknown option '%.*s' (mmaemu %s --help)", cmd->name,
                          (int)(eq ? eq - a : (long)strlen(a)), a, cmd->name);
                return CLI_BAD;
            }
            if (take(cmd, o, eq ? eq + 1 : NULL, argc, argv, &i, out))
                return CLI_BAD;
            continue;
        }
        if (n == cmd->max_args) {
            cli_error("%s: unexpected argument '%s' (mmaemu %s --help)", cmd->name, a, cmd->name);
            return CLI_BAD;
        }
        args[n++] = a;
        if (nargs)
            *nargs = n;
    }
    return finish(cmd, out);
}

void cli_sub_list(const char *group, const char *about, const cli_sub *subs, FILE *to)
{
    fprintf(to, "usage: mmaemu %s COMMAND [OPTIONS]\n", group);
    print_lines(to, "", "", about);
    fputs("commands:\n", to);
    for (const cli_sub *s = subs; s->name; s++)
        fprintf(to, "  %-14s %s\n", s->name, s->help);
    fprintf(to, "mmaemu %s COMMAND --help (or mmaemu help %s COMMAND) shows a command's "
            "options.\n", group, group);
}

int cli_dispatch(const char *group, const char *about, const cli_sub *subs, int argc,
                 char **argv)
{
    if (argc < 2) {
        cli_sub_list(group, about, subs, stderr);
        return CLI_BAD;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        cli_sub_list(group, about, subs, stdout);
        return CLI_OK;
    }
    for (const cli_sub *s = subs; s->name; s++)
        if (!strcmp(argv[1], s->name))
            return s->run(argc - 1, argv + 1);
    char names[256] = "";
    for (const cli_sub *s = subs; s->name; s++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
                 s == subs ? "" : s[1].name ? ", " : " or ", s->name);
    cli_error("%s: unknown command '%s' (expected %s)", group, argv[1], names);
    return CLI_BAD;
}
