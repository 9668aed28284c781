/* SPDX-License-Identifier: MIT */
/* lib_kernel.c -- a recorded cuBLAS program (the kernel names a profiler
 * shows, and the cuBLASLt trace line) decoded into a schedule.  The name
 * grammar of each family and what each part means for the arithmetic are
 * in docs/library-choice.md; every rule here rests on
 * validation/data/cublas-choice-h100, where it reproduces the recorded
 * bits (validation/analysis/cublas_choice.py --mode kernel). */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib_simt.h"
#include "mmaemu/schedule.h"

/* What a kernel name says about the arithmetic. */
typedef struct kernel_info {
    const char *family;      /* for why */
    char instr[MMAEMU_SCHED_INSTR_MAX];
    size_t block_k;          /* the K tile (0: none) */
    int cutlass2;            /* CUTLASS 2.x iterators: residue first, CUTLASS split cut */
    int k_contiguous;        /* CUTLASS 2: A row-major or B column-major (K runs in memory) */
    int tf32;                /* fp32 operands rounded to tf32 (RNE) by cuBLAS */
    int xmma;                /* xmma: split-K deals the K tiles round-robin */
    size_t segment_tile[2];  /* xmma Stream-K ("segment_k_on"): its tile, cuBLAS's M x N */
    mmaemu_c_add c_add;
    int simt;                /* an FFMA kernel (gemv, gemmSN, ...): lanes per output */
} kernel_info;

/* Bounds on the numbers a kernel name gives: a tile side, a K tile, a stage
 * count (cuBLAS 13.1's names stay far inside them); a name outside is refused. */
#define MAX_TILE 4096
#define MAX_K_TILE 1024
#define MAX_STAGES 64
#define BAD_NUMBERS (-2)   /* decode_*: a number of the name out of range */

/* The numbers of "_AxB_CxD_" after `from`: tile a x b, K block c, stages d;
 * -1 when the name has none, BAD_NUMBERS when one is out of range. */
static int tile_numbers(const char *from, size_t t[4])
{
    for (const char *p = from; (p = strchr(p, '_')); p++) {
        unsigned long long a, b, c, d;
        int used = 0;
        if (sscanf(p, "_%llux%llu_%llux%llu_%n", &a, &b, &c, &d, &used) == 4 && used) {
            if (!a || !b || !c || !d || a > MAX_TILE || b > MAX_TILE || c > MAX_K_TILE ||
                d > MAX_STAGES)
                return BAD_NUMBERS;
            t[0] = a, t[1] = b, t[2] = c, t[3] = d;
            return 0;
        }
    }
    return -1;
}

/* nvjet_sm90_tst_192x128_64x5_1x2_h_bz_coopB_NTT: wgmma (TMA loads: a
 * short K tile is zero-filled at its end), K tile 64. */
static int decode_nvjet(const char *n, mmaemu_format in, kernel_info *k)
{
    size_t t[4];
    if (in != MMAEMU_BF16 && in != MMAEMU_FP16)
        return -1;
    const int tn = tile_numbers(n, t);
    if (tn == BAD_NUMBERS)
        return tn;
    k->family = "nvjet (wgmma)";
    snprintf(k->instr, sizeof k->instr, "wgmma.m64nNk16");
    k->block_k = tn ? 64 : t[2];
    k->c_add = strstr(n, "_badd_") ? MMAEMU_C_OUT : MMAEMU_C_FP32;
    return 0;
}

/* cutlass_80_tensorop_bf16_s16816gemm_bf16_128x64_64x3_tn_align2: the
 * instruction from the sNNNN part (s16816: m16n8k16; s1688: m16n8k8;
 * s161616 wmma: m16n16k16, on sm_80+ two m16n8k16). */
static int decode_cutlass(const char *n, mmaemu_format in, kernel_info *k)
{
    size_t t[4];
    const int wmma = strstr(n, "_wmma_") != NULL;
    k->cutlass2 = 1;
    k->family = wmma ? "CUTLASS 2 wmma" : strstr(n, "_simt_") ? "CUTLASS 2 SIMT" : "CUTLASS 2 tensor op";
    if (strstr(n, "_simt_"))
        snprintf(k->instr, sizeof k->instr, "fma.rn.f32");
    else if (strstr(n, "s16816gemm") || strstr(n, "s161616gemm"))
        snprintf(k->instr, sizeof k->instr, "mma.m16n8k16");
    else if (strstr(n, "s1688gemm"))
        snprintf(k->instr, sizeof k->instr, "mma.m16n8k8");
    else
        return -1;
    k->tf32 = in == MMAEMU_TF32 && !strstr(n, "_simt_");
    /* cutlass_75 tensor-op names give no K tile: Turing's 32 */
    const int tn = tile_numbers(n, t);
    if (tn == BAD_NUMBERS)
        return tn;
    k->block_k = tn ? 32 : t[2];
    /* the layout letters before _align (BLAS notation: t = row-major A, n = column-major B) */
    const char *al = strstr(n, "_align");
    k->k_contiguous = al && al - n >= 3 && al[-3] == '_' && (al[-2] == 't' || al[-1] == 'n');
    return 0;
}

/* sm80_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize...: types A B _ compute
 * acc _ out; tf32 compute is mma.m16n8k8 (sm80) or wgmma k8 (sm90), fp32
 * compute an FFMA kernel, bf16 / fp16 compute the k16 instructions. */
static int decode_xmma(const char *n, kernel_info *k)
{
    const int sm90 = !strncmp(n, "sm90", 4);
    const char *types = n + strlen("sm80_xmma_gemm_"), *ts = strstr(n, "tilesize");
    unsigned long long tm, tn, tk;
    k->family = sm90 ? "xmma sm90" : "xmma sm80";
    if (ts && sscanf(ts, "tilesize%llux%llux%llu", &tm, &tn, &tk) == 3) {
        if (!tm || !tn || !tk || tm > MAX_TILE || tn > MAX_TILE || tk > MAX_K_TILE)
            return BAD_NUMBERS;
        k->block_k = (size_t)tk;
        if (strstr(n, "segment_k_on")) {
            k->segment_tile[0] = (size_t)tm;
            k->segment_tile[1] = (size_t)tn;
        }
    }
    k->xmma = 1;
    if (!strncmp(types, "f32f32_tf32f32", 14)) {
        snprintf(k->instr, sizeof k->instr, sm90 ? "wgmma.m64nNk8" : "mma.m16n8k8");
        k->tf32 = 1;
    } else if (!strncmp(types, "bf16bf16_bf16f32", 16) || !strncmp(types, "f16f16_f16f32", 13) ||
               !strncmp(types, "bf16f32_bf16f32", 15)) {
        snprintf(k->instr, sizeof k->instr, sm90 ? "wgmma.m64nNk16" : "mma.m16n8k16");
    } else {
        snprintf(k->instr, sizeof k->instr, "fma.rn.f32");
    }
    return 0;
}

/* Everything else cuBLAS runs (gemv, gemmSN, dot, sgemm_largek, magma):
 * FFMA kernels; the lanes of those measured are in kernels/lib_simt.c,
 * the others are the hypothesis of one chain. */
static int decode_simt(const char *n, kernel_info *k)
{
    static const char *const names[] = {"gemv", "gemmSN", "gemmk1", "dot_kernel", "sgemm",
                                        "magma_sgemm", "gemvx", "gemvNSP"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strstr(n, names[i])) {
            k->family = "cuBLAS SIMT (one FMA chain: hypothesis)";
            k->simt = 1;
            snprintf(k->instr, sizeof k->instr, "fma.rn.f32");
            return 0;
        }
    return -1;
}

/* The main kernel of a call: the one that is not a reduction or a scaling;
 * -1 when there is none, -2 when a name does not fit in len. */
static int main_kernel(const char *names, char *out, size_t len)
{
    const char *p = names;
    while (*p) {
        const char *e = strchr(p, ';');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        while (l && isspace((unsigned char)*p))
            p++, l--;
        if (l >= len)
            return -2;
        if (l) {
            memcpy(out, p, l);
            out[l] = '\0';
            if (!strstr(out, "splitKreduce") && !strstr(out, "scal_kernel") &&
                !strstr(out, "scal_64addr") && !strstr(out, "epilogue::impl") &&
                !strstr(out, "reduce_1Block"))
                return 0;
        }
        if (!e)
            break;
        p = e + 1;
    }
    return -1;
}

static int decode_name(const char *n, mmaemu_format in, kernel_info *k)
{
    const char *c = strstr(n, "cutlass_");
    if (strstr(n, "nvjet_sm"))
        return decode_nvjet(strstr(n, "nvjet_sm"), in, k);
    if (c && (strstr(n, "tensorop") || strstr(n, "_simt_")))
        return decode_cutlass(c, in, k);
    const char *x = strstr(n, "_xmma_gemm_");
    if (x && x - n >= 4)   /* "sm80" / "sm90" before it */
        return decode_xmma(x - 4, k);
    return decode_simt(n, k);
}

/* The largest numSplitsK taken from a trace line (cuBLAS logs at most a few hundred). */
#define MAX_LOGGED_SPLITS 4096

/* numSplitsK and reductionScheme of a cuBLASLt trace line (1 and "" when
 * absent; -1, Stream-K, and 0 read as 1); -1 when numSplitsK is out of
 * range, -2 when the scheme is none cuBLASLt has. */
static int lt_split(const char *lt, unsigned *splits, char *scheme, size_t len)
{
    const char *p;
    *splits = 1;
    scheme[0] = '\0';
    if (!lt)
        return 0;
    if ((p = strstr(lt, "numSplitsK="))) {
        errno = 0;
        const long long v = strtoll(p + 11, NULL, 10);
        if (errno || v < -1 || v > MAX_LOGGED_SPLITS)
            return -1;
        *splits = v < 1 ? 1 : (unsigned)v;
    }
    if ((p = strstr(lt, "reductionScheme=REDUCTION_SCHEME_"))) {
        p += strlen("reductionScheme=REDUCTION_SCHEME_");
        size_t l = strcspn(p, " ]");
        snprintf(scheme, len, "%.*s", (int)(l < len ? l : len - 1), p);
        if (strcmp(scheme, "COMPUTE_TYPE") && strcmp(scheme, "OUTPUT_TYPE") &&
            strcmp(scheme, "INPLACE") && strcmp(scheme, "NONE"))
            return -2;
    }
    return 0;
}

/* CUTLASS 2's split of K (GemmUniversal): ceil(K / S) rounded up to
 * kAlignK, 16 bytes of elements, or a 128-byte cache line of them when K
 * runs in memory in A or B and the line divides K; each range's short
 * tile first.  nvjet cuts whole K tiles. */
static size_t cutlass_split_align(const kernel_info *k, const mmaemu_lib_gemm *g)
{
    const size_t bytes = g->in == MMAEMU_FP32 || g->in == MMAEMU_TF32 ? 4 : 2;
    const size_t line = 128 / bytes;
    return k->k_contiguous && g->k % line == 0 ? line : 16 / bytes;
}

static void apply_split(const kernel_info *k, const mmaemu_lib_gemm *g, unsigned splits,
                        const char *scheme, mmaemu_schedule *s)
{
    if (splits <= 1)
        return;
    if (k->xmma && k->block_k) {
        /* the splits take the K tiles in turn, each chained, summed in order; but an FFMA
           kernel that reduces its splits inside itself (no splitKreduce kernel launched) with
           customOption=1 adds 3 as (s0 + s2) + s1: 3 of the 3 such sweep calls (other counts
           of such splits are not decoded; customOption=2 and a separate reduction: in order) */
        s->slices = splits > 256 ? 256 : splits;   /* the schedule language's bound */
        if (splits == 3 && !strcmp(k->instr, "fma.rn.f32") && g->kernel
            && !strstr(g->kernel, "splitKreduce") && mmaemu_lib_custom_option(g->lt_line) == 1)
            s->slice_combine = MMAEMU_COMBINE_BFLY;
        return;
    }
    s->split_k = splits;
    if (k->cutlass2 && g->k) {
        /* CUTLASS launches only the ranges that are not empty */
        const size_t al = cutlass_split_align(k, g);
        const size_t per = ((g->k + splits - 1) / splits + al - 1) / al * al;
        s->split_cut = MMAEMU_CUT_ALIGN;
        s->split_align = al;
        s->split_k = (unsigned)((g->k + per - 1) / per);
    }
    if (!strcmp(scheme, "OUTPUT_TYPE"))
        s->partials = MMAEMU_PARTIALS_OUT;
    else if (!strcmp(scheme, "INPLACE"))
        s->combine = MMAEMU_COMBINE_INPLACE;
}

/* The number after `key` in the trace line, or dflt where it has none. */
static size_t lt_number(const char *lt, const char *key, size_t dflt)
{
    const char *p = strstr(lt, key);
    if (!p || !isdigit((unsigned char)p[strlen(key)]))
        return dflt;
    return (size_t)strtoull(p + strlen(key), NULL, 10);
}

/* How many of the last tiles a Stream-K call with full waves cuts.  Its
 * G persistent CTAs (G is not in the trace) run the tiles in waves; the
 * T tiles past the last full wave are each cut by floor(G / T) units, so
 * U = floor(G / T) x T.  Measured on 6 calls, with P the tiles rounded up
 * to whole clusters: the T dividing U (2 units a tile or more) for which
 * some G in [U, U + T), at most the SM count, leaves P - T whole waves;
 * the largest such G.  None: U / 2 (2 units a tile). */
static size_t segment_k_cut_tiles(size_t units, size_t padded, size_t sms)
{
    size_t cut = units / 2, best_g = 0;
    for (size_t t = 1; t <= units / 2; t++) {
        if (units % t)
            continue;
        for (size_t g = units; g < units + t && g <= sms; g++)
            if (padded - t >= g && (padded - t) % g == 0 && g > best_g) {
                best_g = g;
                cut = t;
            }
    }
    return cut;
}

/* The tiles rounded up to whole clusters (the trace's clusterShape=AxB:
 * A tiles along cuBLAS's M, our columns, B along its N, our rows; a
 * cluster longer than the tiles it spans counts as their length). */
static size_t segment_k_padded(const char *lt, size_t batch, size_t tiles_m, size_t tiles_n)
{
    size_t cm = 1, cn = 1;
    const char *p = strstr(lt, "CLUSTER_SHAPE_");
    if (p) {
        char *end;
        cm = (size_t)strtoull(p + strlen("CLUSTER_SHAPE_"), &end, 10);
        cn = *end == 'x' ? (size_t)strtoull(end + 1, NULL, 10) : 1;
    }
    cm = cm < 1 ? 1 : cm > tiles_n ? tiles_n : cm;
    cn = cn < 1 ? 1 : cn > tiles_m ? tiles_m : cn;
    return batch * ((tiles_m + cn - 1) / cn * cn) * ((tiles_n + cm - 1) / cm * cm);
}

/* cuBLAS's Stream-K (xmma "segment_k_on", numSplitsK=-1).  Its workspace
 * holds an fp32 tile for each of U units, and a few hundred bytes of flags:
 * a whole number of tiles (torch's 1 MiB) or less than one means no unit
 * cuts a tile.  Measured (docs/library-choice.md, section 3): with U at
 * least the tiles, each tile is cut by floor(U / tiles) units; with fewer,
 * the last T tiles (segment_k_cut_tiles) by U / T units each and the others
 * run whole; a tile's blocks dealt evenly, the longer ranges last, its
 * partials added pairwise from the last.  Tiles run down the rows first,
 * with ctaSwizzling=1 in panels of the largest power of two rows up to 8,
 * odd panels from the last column.  0, or -1 (why set) when the workspace
 * is no byte count. */
static int apply_segment_k(const kernel_info *k, const mmaemu_lib_gemm *g, mmaemu_schedule *s,
                           char *why, size_t whylen)
{
    const char *p = g->lt_line ? strstr(g->lt_line, "workSpaceSizeInBytes=") : NULL;
    if (!p || !k->segment_tile[0] || !g->m || !g->n || !g->k)
        return 0;
    p += strlen("workSpaceSizeInBytes=");
    char *end;
    errno = 0;
    const unsigned long long ws = strtoull(p, &end, 10);
    if (!isdigit((unsigned char)*p) || errno || (*end && *end != ' ' && *end != ']')) {
        snprintf(why, whylen, "library log: workSpaceSizeInBytes '%.40s' is no byte count", p);
        return -1;
    }
    const size_t tile_bytes = k->segment_tile[0] * k->segment_tile[1] * 4;
    if (ws % tile_bytes == 0 || ws / tile_bytes < 2 || ws / tile_bytes > g->k)
        return 0;
    const size_t units = (size_t)(ws / tile_bytes), batch = g->batch ? g->batch : 1;
    s->tile_m = k->segment_tile[1];   /* the rows here are cuBLAS's N */
    s->tile_n = k->segment_tile[0];
    const size_t tiles_m = (g->m + s->tile_m - 1) / s->tile_m;
    const size_t tiles_n = (g->n + s->tile_n - 1) / s->tile_n, tiles = batch * tiles_m * tiles_n;
    size_t panel = 0;
    if (strstr(g->lt_line, "ctaSwizzling=1"))
        for (panel = 1; panel * 2 <= 8 && panel * 2 <= tiles_m; panel *= 2)
            ;
    s->tile_panel = panel < tiles_m ? panel : 0;
    s->streamk = (unsigned)units;
    if (units >= tiles) {
        s->streamk_split = (unsigned)(units / tiles);
    } else {
        const size_t cut = segment_k_cut_tiles(
            units, segment_k_padded(g->lt_line, batch, tiles_m, tiles_n),
            lt_number(g->lt_line, "smCountTarget=", 132));   /* else the H100's SMs */
        s->streamk_dp = tiles - cut;
        s->streamk_split = (unsigned)(units / cut);
    }
    s->combine = MMAEMU_COMBINE_TREE_LAST;
    return 0;
}

int mmaemu_library_kernel_schedule(const mmaemu_arch *arch, const mmaemu_lib_gemm *g,
                                   mmaemu_schedule *out, char *why, size_t whylen)
{
    char name[1024], scheme[32];
    kernel_info k;
    unsigned splits;
    memset(&k, 0, sizeof k);
    const int mk = g->kernel ? main_kernel(g->kernel, name, sizeof name) : -1;
    if (mk) {
        snprintf(why, whylen, mk == -2 ? "library kernel: a kernel name of %zu characters or more"
                                       : "library kernel: no kernel name given", sizeof name);
        return -1;
    }
    if (!strcmp(arch->vendor, "AMD"))
        return mmaemu_library_kernel_schedule_amd(arch, g, out, why, whylen);
    if (strcmp(arch->name, "sm90")) {
        snprintf(why, whylen, "library kernel: cuBLAS kernel names are decoded for sm90 only, not %s",
                 arch->name);
        return -1;
    }
    const int dn = decode_name(name, g->in, &k);
    if (dn == BAD_NUMBERS) {
        snprintf(why, whylen, "library kernel: '%.200s': a tile side (1 to %d), K tile (1 to %d) or "
                 "stage count (1 to %d) out of range", name, MAX_TILE, MAX_K_TILE, MAX_STAGES);
        return -1;
    }
    if (dn) {
        snprintf(why, whylen, "library kernel: '%.200s' is no cuBLAS kernel family known here", name);
        return -1;
    }
    mmaemu_schedule_init(out, k.instr);
    out->block_k = k.block_k;
    out->c_add = k.c_add ? k.c_add : MMAEMU_C_FP32;
    if (k.cutlass2)
        out->residue = MMAEMU_RESIDUE_FIRST;
    if (k.tf32)
        out->convert = MMAEMU_CONVERT_RNE;
    const int ls = lt_split(g->lt_line, &splits, scheme, sizeof scheme);
    if (ls == -1)
        snprintf(why, whylen, "library log: numSplitsK out of range (-1 to %d): '%.200s'",
                 MAX_LOGGED_SPLITS, strstr(g->lt_line, "numSplitsK="));
    else if (ls)
        snprintf(why, whylen, "library log: reductionScheme %s is none of COMPUTE_TYPE, OUTPUT_TYPE, "
                 "INPLACE, NONE", scheme);
    if (ls)
        return -1;
    apply_split(&k, g, splits, scheme, out);
    if (apply_segment_k(&k, g, out, why, whylen))
        return -1;
    char lanes[160];
    if (k.simt && !mmaemu_lib_simt_lanes(name, g->lt_line, g->k, out, lanes, sizeof lanes))
        k.family = lanes;
    snprintf(why, whylen, "%s: %s%s%s%s", k.family, k.instr, splits > 1 ? ", split-K " : "",
             splits > 1 ? (scheme[0] ? scheme : "(scheme not logged)") : "",
             out->streamk ? ", Stream-K" : "");
    return 0;
}

int mmaemu_library_kernel_family(const mmaemu_schedule *s, char *buf, size_t len)
{
    const char *fam = NULL, *red = "";
    const int first = s->residue == MMAEMU_RESIDUE_FIRST;
    if (!strncmp(s->instr, "wgmma.m64nNk16", 14) || (!strncmp(s->instr, "mma.m16n8k16", 12) && !first))
        fam = "nvjet (wgmma; a plain k16 chain)";
    else if (!strncmp(s->instr, "mma.m16n8k16", 12))
        fam = "CUTLASS sm80 s16816 or wmma (align2 / unaligned batched)";
    else if (!strncmp(s->instr, "mma.m16n8k8", 11) || !strncmp(s->instr, "wgmma.m64nNk8", 13))
        fam = s->convert == MMAEMU_CONVERT_RNE ? "CUTLASS sm80 s1688 tf32 or xmma tf32"
                                               : "CUTLASS sm75 s1688 (align1)";
    else if (!strcmp(s->instr, "fma.rn.f32"))
        fam = "FFMA (CUTLASS simt sgemm, xmma ffma, gemv)";
    const int ffma = !strcmp(s->instr, "fma.rn.f32");
    if (ffma && s->slices > 1)
        red = ", K dealt in turn to a gemv's lanes or an xmma's splits";
    else if (s->split_k > 1)
        red = s->combine == MMAEMU_COMBINE_INPLACE ? ", split-K INPLACE"
              : s->partials == MMAEMU_PARTIALS_OUT ? ", split-K OUTPUT_TYPE"
                                                    : ", split-K COMPUTE_TYPE";
    else if (s->slices > 1)
        red = ", xmma split-K (K tiles dealt in turn)";
    if (!fam) {
        snprintf(buf, len, "no cuBLAS kernel family recorded here runs %s", s->instr);
        return -1;
    }
    snprintf(buf, len, "%s%s", fam, red);
    return 0;
}
