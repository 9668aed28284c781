/* SPDX-License-Identifier: MIT */
/* lib_simt.c -- how cuBLAS's FFMA kernels (gemv, gemmSN) deal K to the
 * lanes that share one output and how they sum the lanes, measured with
 * order probes on the device (validation/data/cublas-order-h200-as-h100,
 * docs/library-choice.md section 1): each lane is a chain of fp32 FMAs
 * from +0 over its elements in K order; the lanes take either contiguous
 * ranges of ceil(K / T) elements or blocks of c elements in turn; a warp's
 * butterfly (lane i takes lane i + T/2, then i + T/4, ...) or an in-order
 * sum joins them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib_simt.h"

/* gemvx: the lanes per output of each customOption the recordings hold
 * (blockDim.x, or .y when the kernel's third flag is false); an odd
 * option deals single elements in turn, an even one contiguous ranges. */
static const struct { unsigned option, lanes; } gemvx_lanes[] = {
    {40, 4},  {42, 8},  {43, 8},  {48, 2},  {51, 4},  {56, 2},  {57, 2},
    {58, 4},  {72, 16}, {73, 16}, {74, 32}, {75, 32}, {78, 8},  {86, 4},
    {88, 8},  {93, 32}, {94, 2},  {100, 16}, {103, 2},
};

/* The first `max` whole numbers of a template argument list "<...>". */
static int template_numbers(const char *name, long *v, int max)
{
    const char *p = strchr(name, '<');
    int n = 0;
    while (p && *p && *p != '(' && n < max) {
        p++;
        while (*p == ' ')
            p++;
        char *end;
        const long x = strtol(p, &end, 10);
        if (end != p && (*end == ',' || *end == '>'))
            v[n++] = x;
        p = strchr(p, ',');
    }
    return n;
}

/* ceil(K / lanes) elements each, at most cap (0: no cap): contiguous
 * ranges, or, where the cap bites, blocks of cap in turn. */
static size_t range_of(size_t K, unsigned lanes, size_t cap)
{
    size_t r = K ? (K + lanes - 1) / lanes : 1;
    return cap && r > cap ? cap : r;
}

static void lanes_dealt(mmaemu_schedule *s, unsigned lanes, size_t chunk, mmaemu_combine how)
{
    s->slices = lanes;
    s->block_k = chunk;
    s->slice_combine = how;
}

static int gemvx(const char *lt, size_t K, mmaemu_schedule *s, char *buf, size_t len)
{
    const char *p = lt ? strstr(lt, "customOption=") : NULL;
    if (!p)
        return -1;
    const unsigned long opt = strtoul(p + strlen("customOption="), NULL, 10);
    for (size_t i = 0; i < sizeof gemvx_lanes / sizeof gemvx_lanes[0]; i++) {
        if (gemvx_lanes[i].option != opt)
            continue;
        const unsigned T = gemvx_lanes[i].lanes;
        /* an even option's ranges are at most 64 elements (K = 256 with
         * 2 lanes: blocks of 64 in turn, measured) */
        lanes_dealt(s, T, opt % 2 ? 1 : range_of(K, T, 64), MMAEMU_COMBINE_BFLY);
        snprintf(buf, len, "gemvx option %lu: %u lanes, %s, butterfly", opt, T,
                 opt % 2 ? "elements in turn" : "contiguous ranges of up to 64");
        return 0;
    }
    return -1;
}

int mmaemu_lib_simt_lanes(const char *name, const char *lt, size_t K, mmaemu_schedule *s,
                          char *buf, size_t len)
{
    long v[6];
    const int n = template_numbers(name, v, 6);
    if (strstr(name, "gemvx::kernel"))
        return gemvx(lt, K, s, buf, len);
    if (strstr(name, "gemvNSP_kernel")) {
        /* <..., 1, 32, 4, 1024, ...>: 32 lanes take blocks of 4 in turn (the
         * only one recorded; a name without its template: the same) */
        if (n < 3) {
            v[1] = 32;
            v[2] = 4;
        } else if (v[1] < 1 || v[1] > 256 || v[2] < 1 || v[2] > 64) {
            return -1;
        }
        lanes_dealt(s, (unsigned)v[1], (size_t)v[2], MMAEMU_COMBINE_BFLY);
        snprintf(buf, len, "gemvNSP: %ld lanes, blocks of %ld in turn, butterfly", v[1], v[2]);
        return 0;
    }
    const int gemv2t = strstr(name, "gemv2T_kernel") != NULL;
    const int sn_tn = strstr(name, "gemmSN_TN_kernel") != NULL;
    const int sn_nn = strstr(name, "gemmSN_NN_kernel") != NULL;
    if ((gemv2t || sn_tn) && n < 2)
        v[1] = 16;   /* every recorded gemv2T and gemmSN_TN: a name without its template */
    if ((gemv2t || sn_tn || (sn_nn && n >= 2)) && v[1] >= 1 && v[1] <= 256) {
        /* gemv2T <..., 128, 16, ...>, gemmSN_TN <float, 128, 16, ...>: 16
         * lanes take single elements in turn (gemmSN_TN: each lane adds
         * its elements 16 at a time from +0 into its sum); gemmSN_NN
         * <float, 256, 4, ...>: 4 lanes take contiguous ranges; the lanes
         * summed in order */
        lanes_dealt(s, (unsigned)v[1], sn_nn ? range_of(K, (unsigned)v[1], 0) : 1,
                    MMAEMU_COMBINE_SEQ);
        if (sn_tn)
            s->promote = 16;
        snprintf(buf, len, "%s: %ld lanes, %s, summed in order",
                 gemv2t ? "gemv2T" : sn_tn ? "gemmSN_TN" : "gemmSN_NN", v[1],
                 sn_nn ? "contiguous ranges" : "elements in turn");
        return 0;
    }
    return -1;
}
