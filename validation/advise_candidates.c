/* SPDX-License-Identifier: MIT */
/* advise_candidates.c -- the remedies `mmaemu advise` searches, in a fixed
 * order (docs/triage.md, "What closes the gap"): by the number of axes
 * changed, and within it the Helion tiles, then Inductor's template tile,
 * changing slowest, so that the library / epilogue remedies come first.
 *
 * Four axes, each a list of knob sets; a remedy takes one entry per axis.
 * Not searched, because they change no element's K order or rounding:
 * GROUP_M (it reorders which tile a program computes) and waves_per_eu
 * (an occupancy hint to the AMD register allocator; the MFMA choice and the
 * operand layout do not read it). */
#include <stdio.h>
#include <string.h>

#include "mmaemu/advise.h"

typedef struct {
    const char *name;           /* "" for the axis's default */
    const char *knobs[4];
} axis_entry;

/* The dx epilogue. */
static const axis_entry dx_axis[] = {
    {"", {NULL}},
    {"dx-fp32-sum", {"helion.dx_sum=fp32", "inductor.dx_sum=fp32"}},
};
/* Inductor's library bmms or its Triton template. */
static const axis_entry lib_axis[] = {
    {"", {NULL}},
    {"inductor-buf3-template", {"inductor.buf3=template"}},
    {"inductor-all-template", {"inductor.xty=template", "inductor.buf0=template",
                               "inductor.buf1=template", "inductor.buf3=template"}},
};
/* Inductor's template tile (the report: 256 x 64 x 64, 8 warps, nonkdim
 * 16, kpack 2). */
static const axis_entry ind_axis[] = {
    {"", {NULL}},
    {"kpack=1", {"inductor.kpack=1"}},
    {"nonkdim=32", {"inductor.nonkdim=32"}},
    {"nonkdim=32,kpack=1", {"inductor.nonkdim=32", "inductor.kpack=1"}},
    {"block_k=32", {"inductor.block_k=32"}},
    {"num_warps=4", {"inductor.num_warps=4"}},
    {"block_m=128", {"inductor.block_m=128"}},
};
/* Helion's tiles (the report: 32 / 16 rows, 4 warps, nonkdim auto). */
static const axis_entry hel_axis[] = {
    {"", {NULL}},
    {"nonkdim=16", {"helion.nonkdim=16"}},
    {"nonkdim=32", {"helion.nonkdim=32"}},
    {"kpack=2", {"helion.kpack=2"}},
    {"bwd_block_m=32", {"helion.bwd_block_m=32"}},
    {"fwd_block_m=64", {"helion.fwd_block_m=64"}},
    {"num_warps=8", {"helion.num_warps=8"}},
};

#define N_OF(a) ((int)(sizeof a / sizeof a[0]))

static void add_part(mmaemu_advise_remedy *r, const char *prefix, const axis_entry *e)
{
    size_t n = strlen(r->name);
    if (*e->name)
        snprintf(r->name + n, sizeof r->name - n, "%s%s%s", n ? "+" : "", prefix, e->name);
    for (int k = 0; k < 4 && e->knobs[k] && r->n_knobs < MMAEMU_ADVISE_MAX_KNOBS; k++)
        snprintf(r->knob[r->n_knobs++], sizeof r->knob[0], "%s", e->knobs[k]);
}

/* The cost against the report's kernels, at the report's shape. */
static void add_cost(mmaemu_advise_remedy *r, int dx, int lib)
{
    const double md = (double)MMAEMU_DCPP_M * MMAEMU_DCPP_D;
    r->gemms_to_template = lib == 1 ? 1 : lib == 2 ? 4 : 0;
    /* fp32 dx sum: Helion adds its two fp32 tiles in registers (it drops two
     * casts); Inductor's buf1 and buf3 become fp32 buffers, written by the
     * bmms and read by the pointwise add: 2 tensors x 2 more bytes x 2. */
    r->extra_bytes_per_batch = dx ? 8 * md : 0;
    snprintf(r->cost, sizeof r->cost, "%d library bmm%s -> Triton template; GEMM count unchanged; "
             "+%.2f MB of memory traffic per batch element%s",
             r->gemms_to_template, r->gemms_to_template == 1 ? "" : "s",
             r->extra_bytes_per_batch / 1e6,
             dx ? " (Inductor's buf1 and buf3 stored fp32; Helion: none)" : "");
}

static int changed(int a, int b, int c, int d)
{
    return (a > 0) + (b > 0) + (c > 0) + (d > 0);
}

int mmaemu_advise_candidates(mmaemu_advise_remedy *out, int max)
{
    int n = 0;
    for (int want = 0; want <= 4; want++)
        for (int h = 0; h < N_OF(hel_axis); h++)
            for (int i = 0; i < N_OF(ind_axis); i++)
                for (int x = 0; x < N_OF(dx_axis); x++)
                    for (int l = 0; l < N_OF(lib_axis); l++) {
                        if (changed(l, x, i, h) != want)
                            continue;
                        if (n < max) {
                            mmaemu_advise_remedy *r = &out[n];
                            memset(r, 0, sizeof *r);
                            add_part(r, "", &dx_axis[x]);
                            add_part(r, "", &lib_axis[l]);
                            add_part(r, "inductor:", &ind_axis[i]);
                            add_part(r, "helion:", &hel_axis[h]);
                            if (!want)
                                snprintf(r->name, sizeof r->name, "baseline");
                            add_cost(r, x, l);
                        }
                        n++;
                    }
    return n;
}
