/* probe_gen_main.c -- write an mmaemu probe file on a machine that has no
 * MPFR (the GPU machines): the same deterministic generator as `mmaemu
 * probe gen` (emu/probe_gen.c), built from the dependency-free library
 * files only.  Used by record_h100.sh to make inputs where they are run,
 * so that only device outputs need to travel and be stored.
 *
 *   probe-gen ARCH INSTR IN OUT K KIND SEED COUNT VERSION > file
 */
#include <stdio.h>
#include <stdlib.h>

#include "mmaemu.h"

int main(int argc, char **argv)
{
    if (argc != 10) {
        fprintf(stderr, "usage: %s ARCH INSTR IN OUT K KIND SEED COUNT VERSION\n", argv[0]);
        return 1;
    }
    mmaemu_probe_spec spec = {0};
    if (mmaemu_format_parse(argv[3], &spec.in) || mmaemu_format_parse(argv[4], &spec.acc) ||
        mmaemu_probe_kind_parse(argv[6], &spec.kind)) {
        fprintf(stderr, "%s: bad format or kind\n", argv[0]);
        return 1;
    }
    spec.k = strtoul(argv[5], NULL, 10);
    spec.seed = strtoull(argv[7], NULL, 10);
    spec.version = atoi(argv[9]);
    unsigned long count = strtoul(argv[8], NULL, 10);
    const char *bad = mmaemu_probe_spec_check(&spec);
    if (bad) {
        fprintf(stderr, "%s: %s\n", argv[0], bad);
        return 1;
    }
    printf("#mmaemu-probe 1\n#arch %s\n#instr %s\n#in %s\n#out %s\n#k %zu\n"
           "#gen kind=%s seed=%s count=%lu version=%d\n",
           argv[1], argv[2], argv[3], argv[4], spec.k, argv[6], argv[7], count, spec.version);
    static uint32_t a[MMAEMU_PROBE_MAX_K], b[MMAEMU_PROBE_MAX_K];
    static char line[MMAEMU_PROBE_MAX_K * 20];
    for (unsigned long i = 0; i < count; i++) {
        uint32_t c;
        mmaemu_probe_line(&spec, i, a, b, &c);
        mmaemu_probe_format_line(spec.in, spec.acc, a, b, spec.k, c, line, sizeof line);
        fputs(line, stdout);
        fputc('\n', stdout);
    }
    return fflush(stdout) ? 1 : 0;
}
