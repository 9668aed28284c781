/* library.c -- the schedules of vendor-library GEMMs (cuBLAS, hipBLASLt).
 * Their kernels are not public: the default is a sequential chain of the
 * arch's Triton-default instruction; a preset (models/spec.c) adds the
 * rules measured on a device, each with the recording it rests on
 * (docs/models.md "Library presets"). */
#include <stdio.h>
#include <string.h>

#include "mmaemu/schedule.h"

/* One measured rule: a GEMM shape (0 = any) and the schedule it ran. */
typedef struct {
    const char *preset;
    size_t m, n, k;
    mmaemu_format in;
    int a_km, b_nk;
    const char *schedule;
    const char *evidence;
} lib_rule;

static const lib_rule rules[] = {
    /* DCPP buf3 = bmm(db2, y^T): cutlass s1688 kernel in the cuBLAS log,
     * 100% of 2 x 1.6M elements (docs/dcpp.md). */
    {"cublas13.1-h100", 256, 3219, 64, MMAEMU_BF16, 0, 1, "instr=mma.m16n8k8",
     "validation/data/dcpp-h100 buf3"},
};

static int rule_matches(const lib_rule *r, const char *preset, const mmaemu_lib_gemm *g)
{
    return !strcmp(r->preset, preset) && (!r->m || r->m == g->m) && (!r->n || r->n == g->n) &&
           (!r->k || r->k == g->k) && r->in == g->in && r->a_km == g->a_km && r->b_nk == g->b_nk;
}

int mmaemu_library_schedule_for(const mmaemu_model_spec *spec, const mmaemu_lib_gemm *g,
                                mmaemu_schedule *out, char *why, size_t whylen)
{
    char err[256];
    if (mmaemu_library_schedule(spec->arch, g->in, g->acc, out, err, sizeof err)) {
        snprintf(why, whylen, "%s", err);
        return -1;
    }
    for (size_t i = 0; spec->lib[0] && i < sizeof rules / sizeof rules[0]; i++) {
        if (!rule_matches(&rules[i], spec->lib, g))
            continue;
        if (mmaemu_schedule_parse(rules[i].schedule, out, err, sizeof err)) {
            snprintf(why, whylen, "%s", err);
            return -1;
        }
        snprintf(why, whylen, "library preset %s, rule measured on %s", spec->lib,
                 rules[i].evidence);
        return 0;
    }
    snprintf(why, whylen, "library default: a chain of %s%s%s", out->instr,
             spec->lib[0] ? " (no measured rule of " : "", spec->lib[0] ? spec->lib : "");
    if (spec->lib[0])
        snprintf(why + strlen(why), whylen - strlen(why), " for this shape)");
    return 0;
}

int mmaemu_library_schedule(const mmaemu_arch *arch, mmaemu_format in, mmaemu_format acc,
                            mmaemu_schedule *out, char *err, size_t errlen)
{
    const mmaemu_instr *ins = mmaemu_instr_select(arch, NULL, NULL, in, acc, err, errlen);
    if (!ins)
        return -1;
    mmaemu_schedule_init(out, ins->name);
    return 0;
}
