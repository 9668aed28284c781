/* SPDX-License-Identifier: MIT */
/* fuzz_cli.c -- the numeric command-line options and model names
 * (cli/util.c): the bytes as a count, a real, a byte count (--max-memory)
 * and an ARCH[:VARIANT][+PRESET] name.  Its one-line errors go to stderr
 * (make fuzz closes it). */
#include "cli.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = fuzz_string(data, size);
    unsigned long n;
    double x;
    uint64_t b;
    mmaemu_model_spec spec;
    cli_parse_count("fuzz", "--n", s, 0, 1000000, &n);
    cli_parse_count("fuzz", "--n", s, 1, (unsigned long)-1, &n);
    cli_parse_real("fuzz", "--x", s, &x);
    cli_parse_bytes("--max-memory", s, &b);
    cli_model_parse("fuzz", s, NULL, NULL, &spec);
    cli_model_parse("fuzz", "sm90", s, NULL, &spec);       /* --variant */
    cli_model_parse("fuzz", "gfx942", NULL, s, &spec);     /* --lib */
    cli_model_parse("fuzz", "sm90:khattak", s, s, &spec);  /* both, and a name that has them */
    cli_model_parse("fuzz", s, NULL, "default", &spec);    /* a name's preset against --lib */
    cli_model_parse("fuzz", NULL, s, NULL, &spec);         /* no --arch */
    return 0;
}
