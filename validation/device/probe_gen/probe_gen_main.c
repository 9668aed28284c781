/* SPDX-License-Identifier: MIT */
/* probe_gen_main.c -- write an mmaemu probe file on a machine that has no
 * MPFR (the GPU machines): the same deterministic generator and probe-file
 * writer as `mmaemu probe gen` (validation/probe_gen.c, probe_file.c),
 * built from the dependency-free library files only.  Used by
 * validation/device/probe_gen/run_on_device.sh to make inputs where they are run, so that only device
 * outputs need to travel and be stored.
 *
 *   probe-gen ARCH INSTR IN OUT K KIND SEED COUNT VERSION > file
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"

int main(int argc, char **argv)
{
    if (argc != 10) {
        fprintf(stderr, "usage: %s ARCH INSTR IN OUT K KIND SEED COUNT VERSION\n", argv[0]);
        return 1;
    }
    mmaemu_probe_header h;
    memset(&h, 0, sizeof h);
    mmaemu_probe_spec *spec = &h.spec;
    if (mmaemu_format_parse(argv[3], &spec->in) || mmaemu_format_parse(argv[4], &spec->acc) ||
        mmaemu_probe_kind_parse(argv[6], &spec->kind)) {
        fprintf(stderr, "%s: bad format or kind\n", argv[0]);
        return 1;
    }
    spec->k = strtoul(argv[5], NULL, 10);
    spec->seed = strtoull(argv[7], NULL, 10);
    spec->version = atoi(argv[9]);
    const char *bad = mmaemu_probe_spec_check(spec);
    if (bad) {
        fprintf(stderr, "%s: %s\n", argv[0], bad);
        return 1;
    }
    snprintf(h.arch, sizeof h.arch, "%s", argv[1]);
    snprintf(h.instr, sizeof h.instr, "%s", argv[2]);
    h.in = spec->in;
    h.acc = spec->acc;
    h.k = spec->k;
    h.gen = h.have_gen_count = 1;
    h.gen_count = strtoull(argv[8], NULL, 10);
    static char line[MMAEMU_PROBE_MAX_K * 20];
    mmaemu_probe_format_header(&h, line, sizeof line);
    fputs(line, stdout);
    static uint32_t a[MMAEMU_PROBE_MAX_K], b[MMAEMU_PROBE_MAX_K];
    for (uint64_t i = 0; i < h.gen_count; i++) {
        uint32_t c;
        mmaemu_probe_line(spec, i, a, b, &c);
        mmaemu_probe_format_line(spec->in, spec->acc, a, b, spec->k, c, line, sizeof line);
        fputs(line, stdout);
        fputc('\n', stdout);
    }
    return fflush(stdout) ? 1 : 0;
}
