/* SPDX-License-Identifier: MIT */
/* lib_simt.c -- how cuBLAS's FFMA kernels (gemv, gemmSN) deal K to the
 * lanes that share one output and how they sum the lanes, measured with
 * order probes on the device (validation/data/cublas-order-h200-as-h100,
 * docs/library-choice.md section 1): each lane is a chain of fp32 FMAs
 * from +0 over its elements in K order (gemv2T, gemmSN: restarted every
 * few elements, the chunk added to the lane's sum); the lanes take either
 * contiguous ranges of ceil(K / T) elements or blocks of c elements in
 * turn; a warp's butterfly (lane i takes lane i + T/2, then i + T/4, ...)
 * or an in-order sum joins them.  The dot kernel's CTAs and its second
 * kernel's reduction: slice_combine=dot. */
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

long mmaemu_lib_custom_option(const char *lt)
{
    const char *p = lt ? strstr(lt, "customOption=") : NULL;
    return p ? (long)strtoul(p + strlen("customOption="), NULL, 10) : -1;
}

static int gemvx(const char *lt, size_t K, mmaemu_schedule *s, char *buf, size_t len)
{
    const long o = mmaemu_lib_custom_option(lt);
    if (o < 0)
        return -1;
    const unsigned long opt = (unsigned long)o;
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

/* dot_kernel <float, 128, 0, ...> + reduce_1Block_kernel: numSplitsK
 * CTAs of 128 threads; the threads take K two elements at a time in turn
 * (across the grid), each pair's first into the thread's x accumulator,
 * its second into y (x + y at the end: the recorded calls' words, not
 * one chain): slice k mod 256 G.  The sums: slice_combine=dot. */
static int dot(const char *lt, mmaemu_schedule *s, char *buf, size_t len)
{
    const char *p = lt ? strstr(lt, "numSplitsK=") : NULL;
    const long G = p ? strtol(p + strlen("numSplitsK="), NULL, 10) : 0;
    if (G < 1 || G > (long)(MMAEMU_SLICES_MAX / 256))
        return -1;
    s->split_k = 1;   /* the CTAs are the slices' groups, not ranges */
    s->combine = MMAEMU_COMBINE_SEQ;
    s->partials = MMAEMU_PARTIALS_ACC;
    lanes_dealt(s, 256 * (unsigned)G, 1, MMAEMU_COMBINE_DOT);
    snprintf(buf, len, "dot: %ld CTAs x 128 threads, element pairs in turn (x, y), "
             "butterfly, reduce_1Block", G);
    return 0;
}

/* gemv2T <..., 128, 16, 4, ...>, gemmSN_TN <float, 128, 16, 2, ...>,
 * gemmSN_NN <float, 256, 4, 2, ...> and <float, 128, 2, 4, ...> (cuBLASLt's
 * customOption=1 and none: every one of the 62 recorded calls): v[1]
 * lanes, each adding its elements v[0] v[2] / v[1] at a time from +0 into
 * its sum (measured: 32, 16, 128, 256); the lanes summed in order.
 * gemv2T and gemmSN_TN deal single elements in turn, gemmSN_NN contiguous
 * ranges.  Kr: K of one split range. */
static int gemv_sn(const char *name, const long *v, size_t Kr, mmaemu_schedule *s, char *buf,
                   size_t len)
{
    const int sn_nn = strstr(name, "gemmSN_NN_kernel") != NULL;
    if (v[0] < 1 || v[0] > 1024 || v[1] < 1 || v[1] > 256 || v[2] < 1 || v[2] > 64 ||
        (v[0] * v[2]) % v[1])
        return -1;
    const unsigned T = (unsigned)v[1];
    lanes_dealt(s, T, sn_nn ? range_of(Kr, T, 0) : 1, MMAEMU_COMBINE_SEQ);
    s->promote = (size_t)(v[0] * v[2] / v[1]);
    snprintf(buf, len, "%s: %u lanes, %s, %zu at a time, summed in order",
             strstr(name, "gemv2T") ? "gemv2T" : sn_nn ? "gemmSN_NN" : "gemmSN_TN", T,
             sn_nn ? "contiguous ranges" : "elements in turn", s->promote);
    return 0;
}

/* sgemm_largek's split of K into ranges (one chain each), by the kernel's first template
 * argument:
 * - <false, ...> (sgemm_largek_lds64<false, false, 6, 3, 4, 5, 2, 64>): ceil(floor(K / 8) / S)
 *   whole K tiles of 8 a range, K's last K mod 8 elements in the last range, or in one range
 *   more where the S ranges end before them (K = 1413, S = 8: 8 ranges of 176 and one of 5;
 *   the grid's z is 9);
 * - <true, ...> (<true, false, 5, 5, 4, 4, 4, 34>, F.linear's): ceil(K / S) rounded up to 8
 *   (K = 87, S = 5: 3 ranges of 24 and one of 15, the grid's z 4, where the rule above would
 *   give 6 ranges of 16).
 * Both agree with the recorded grid's z on all 18 recorded (K, S): 6 of the first kind, 12 of
 * the second.  Expressed as ranges aligned to that length.  The ranges add into D (zeroed by
 * scal_kernel) in order and a bias joins the sum last (combine=seq): the sweep's 14 biased
 * calls, none with CUTLASS's in-place rule (the bias in the first range's epilogue). */
static int largek(const char *name, size_t K, unsigned S, mmaemu_schedule *s, char *buf,
                  size_t len)
{
    if (S <= 1 || !K)
        return -1;
    const int ceil_kind = strstr(name, "sgemm_largek_lds64<true") != NULL;
    size_t per = ceil_kind ? ((K + S - 1) / S + 7) / 8 * 8 : (K / 8 + S - 1) / S * 8;
    if (!per)
        per = 8;
    s->split_cut = MMAEMU_CUT_ALIGN;
    s->split_align = per;
    s->split_k = (unsigned)((K + per - 1) / per);
    s->combine = MMAEMU_COMBINE_SEQ;
    snprintf(buf, len, "sgemm_largek: %u ranges of %zu (%s), added in order, a bias last",
             s->split_k, per, ceil_kind ? "ceil(K / S) rounded up to 8" : "whole K tiles of 8");
    return 0;
}

int mmaemu_lib_simt_lanes(const char *name, const char *lt, size_t K, mmaemu_schedule *s,
                          char *buf, size_t len)
{
    long v[6];
    const int n = template_numbers(name, v, 6);
    const unsigned S = s->split_k > 1 ? s->split_k : 1;
    const size_t Kr = (K + S - 1) / S;   /* the K of one split range */
    if (strstr(name, "dot_kernel"))
        return dot(lt, s, buf, len);
    if (strstr(name, "gemvx::kernel"))
        return gemvx(lt, Kr, s, buf, len);
    if (strstr(name, "gemv2T_kernel")) {
        if (n < 3) {   /* a name without its template: the one recorded */
            v[0] = 128;
            v[1] = 16;
            v[2] = 4;
        }
        return gemv_sn(name, v, Kr, s, buf, len);
    }
    if (strstr(name, "sgemm_largek"))
        return largek(name, K, S, s, buf, len);
    if (S > 1)   /* split K with the others' lanes: not measured */
        return -1;
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
    if (strstr(name, "gemmSN_TN_kernel")) {
        if (n < 3) {   /* every recorded one: a name without its template */
            v[0] = 128;
            v[1] = 16;
            v[2] = 2;
        }
        return gemv_sn(name, v, K, s, buf, len);
    }
    if (strstr(name, "gemmSN_NN_kernel")) {
        if (n < 3) {   /* a name without its template: cuBLASLt's customOption says which */
            const int opt1 = mmaemu_lib_custom_option(lt) == 1;
            v[0] = opt1 ? 256 : 128;
            v[1] = opt1 ? 4 : 2;
            v[2] = opt1 ? 2 : 4;
        }
        return gemv_sn(name, v, K, s, buf, len);
    }
    return -1;
}
