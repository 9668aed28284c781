/* SPDX-License-Identifier: MIT */
/* nv_kernels.cu -- NVIDIA back end of the device harness: kernels that run
 * one mma.sync or wgmma instruction (or a chain of them, C carried in
 * registers) per tile through inline PTX, and write the raw output bits.
 *
 * Build (validation/device/run.sh does this):
 *   nvcc -O2 -gencode=arch=compute_90a,code=sm_90a -DMH_SM=90 -DMH_SM90A=1 -c nv_kernels.cu
 * MH_SM is the device's compute capability (80, 86, 89, 90, 100, ...); it
 * selects the kernels that exist there (fp8 mma.sync: 89 and up; wgmma: 90
 * with the sm_90a target only).
 *
 * Placement of the lines (see harness.h for the data layout):
 *
 * mma.sync.m16n8kK (one warp, 8 lines per instruction).  Line l of the
 * warp's group of 8 fills rows l and l+8 of A and column l of B; C[l][l] and
 * C[l+8][l] hold its c, every other C element is +0.  D[l][l] is copy 0 and
 * D[l+8][l] copy 1 of the result.  Off-diagonal elements are other,
 * unused dot products.  Fragment layouts (PTX ISA, "Matrix Fragments for
 * mma.m16n8k*"), with g = lane/4, t = lane%4 and c = 32/bits elements per
 * 32-bit register:
 *   A register r, element j (low bits first): row g + 8*(r%2),
 *       col c*t + j + 4c*(r/2)
 *   B register r, element j: k = c*t + j + 4c*r, col g
 *   C/D element i (f32: one register each; f16: two per register, low
 *       half first): row g + 8*(i/2), col 2t + i%2
 * (These reproduce every case of the ISA tables: 16-bit k8/k16, tf32 k4/k8,
 * 8-bit k16/k32.)  So a thread only ever touches line g of its group, and
 * A registers 2p and 2p+1 hold the same data.
 *
 * wgmma.m64n8kK (one warpgroup of 4 warps, 8 lines per instruction; A and
 * B from shared memory, K-major, no swizzle).  Row m of A (0..63) holds line
 * m%8, column l of B holds line l, C[m][m%8] holds its c, every other C
 * element is +0.  D[m][m%8] for the 8 row groups m/8 are copies 0..7
 * (copy = 2*warp + (row half)).  Every k of these shapes spans 32 bytes
 * (k16 x 2, k8 x 4, k32 x 1), i.e. two 8x16-byte core matrices along K.
 * Shared-memory image: byte (m, kb) of A at (m/8)*SBO + (kb/16)*LBO +
 * (m%8)*16 + kb%16 with LBO = 128 (next core matrix along K) and SBO = 256
 * (next 8 rows); B (n, kb) at (kb/16)*128 + n*16 + kb%16.  The descriptor
 * (PTX ISA "Matrix Descriptor Format"): start address >> 4 in bits 0-13,
 * LBO >> 4 in bits 16-29, SBO >> 4 in bits 32-45, swizzle 0 in bits 62-63.
 * The environment variable MH_WGMMA_DESC_SWAP=1 exchanges the two offset
 * fields (a diagnostic for the self-test; not needed on the H100 tested).
 * Per instruction of a chain: the warpgroup stores the slice, executes
 * fence.proxy.async.shared::cta and a barrier, then wgmma.fence,
 * wgmma.mma_async, wgmma.commit_group, wgmma.wait_group 0 and a barrier
 * before the shared memory is reused.
 */
#include "gpu_runtime.h"
#include "harness.h"

#include <stdlib.h>

#ifndef MH_SM
#define MH_SM 90
#endif
#if MH_SM < 80
#error "the NVIDIA harness needs sm_80 or newer (mma.sync bf16/tf32)"
#endif
#ifndef MH_SM90A
#define MH_SM90A 0
#endif

/* Which instruction groups this build contains (host and device agree). */
#define MH_HAVE_MMA_16BIT (MH_SM >= 80)
#define MH_HAVE_MMA_FP8 (MH_SM >= 89)
#define MH_HAVE_WGMMA (MH_SM == 90 && MH_SM90A)

#define MMA_THREADS 256 /* 8 warps per block, one tile each */

/* ------------------------------------------------------------------ mma.sync */

/* The four operand shapes of mma.sync used here: A 4 or 2 registers, B 2 or
 * 1, C/D 4 f32 or 2 f16x2.  Each macro defines a struct whose run() executes
 * the given PTX instruction. */
#define MMA_OP_A4B2_F32(NAME, PTX)                                                           \
    struct NAME {                                                                            \
        enum { NA = 4, NB = 2, ACC16 = 0 };                                                  \
        static __device__ __forceinline__ void run(uint32_t *d, const uint32_t *a,           \
                                                   const uint32_t *b, const uint32_t *c)     \
        {                                                                                    \
            float d0, d1, d2, d3;                                                            \
            asm volatile(PTX " {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};\n"  \
                         : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)                            \
                         : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), \
                           "f"(__uint_as_float(c[0])), "f"(__uint_as_float(c[1])),           \
                           "f"(__uint_as_float(c[2])), "f"(__uint_as_float(c[3])));          \
            d[0] = __float_as_uint(d0);                                                      \
            d[1] = __float_as_uint(d1);                                                      \
            d[2] = __float_as_uint(d2);                                                      \
            d[3] = __float_as_uint(d3);                                                      \
        }                                                                                    \
    }
#define MMA_OP_A2B1_F32(NAME, PTX)                                                           \
    struct NAME {                                                                            \
        enum { NA = 2, NB = 1, ACC16 = 0 };                                                  \
        static __device__ __forceinline__ void run(uint32_t *d, const uint32_t *a,           \
                                                   const uint32_t *b, const uint32_t *c)     \
        {                                                                                    \
            float d0, d1, d2, d3;                                                            \
            asm volatile(PTX " {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};\n"              \
                         : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)                            \
                         : "r"(a[0]), "r"(a[1]), "r"(b[0]), "f"(__uint_as_float(c[0])),      \
                           "f"(__uint_as_float(c[1])), "f"(__uint_as_float(c[2])),           \
                           "f"(__uint_as_float(c[3])));                                      \
            d[0] = __float_as_uint(d0);                                                      \
            d[1] = __float_as_uint(d1);                                                      \
            d[2] = __float_as_uint(d2);                                                      \
            d[3] = __float_as_uint(d3);                                                      \
        }                                                                                    \
    }
#define MMA_OP_A4B2_F16(NAME, PTX)                                                           \
    struct NAME {                                                                            \
        enum { NA = 4, NB = 2, ACC16 = 1 };                                                  \
        static __device__ __forceinline__ void run(uint32_t *d, const uint32_t *a,           \
                                                   const uint32_t *b, const uint32_t *c)     \
        {                                                                                    \
            asm volatile(PTX " {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%8,%9};\n"                  \
                         : "=r"(d[0]), "=r"(d[1])                                            \
                         : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), \
                           "r"(c[0]), "r"(c[1]));                                            \
        }                                                                                    \
    }
#define MMA_OP_A2B1_F16(NAME, PTX)                                                           \
    struct NAME {                                                                            \
        enum { NA = 2, NB = 1, ACC16 = 1 };                                                  \
        static __device__ __forceinline__ void run(uint32_t *d, const uint32_t *a,           \
                                                   const uint32_t *b, const uint32_t *c)     \
        {                                                                                    \
            asm volatile(PTX " {%0,%1}, {%2,%3}, {%4}, {%5,%6};\n"                           \
                         : "=r"(d[0]), "=r"(d[1])                                            \
                         : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]));           \
        }                                                                                    \
    }

#if MH_HAVE_MMA_16BIT
MMA_OP_A2B1_F32(op_k8_bf16_f32, "mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32");
MMA_OP_A2B1_F32(op_k8_f16_f32, "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32");
MMA_OP_A2B1_F16(op_k8_f16_f16, "mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16");
MMA_OP_A4B2_F32(op_k8_tf32_f32, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32");
MMA_OP_A2B1_F32(op_k4_tf32_f32, "mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32");
MMA_OP_A4B2_F32(op_k16_bf16_f32, "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32");
MMA_OP_A4B2_F32(op_k16_f16_f32, "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32");
MMA_OP_A4B2_F16(op_k16_f16_f16, "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16");
#endif
#if MH_HAVE_MMA_FP8
MMA_OP_A2B1_F32(op_k16_e4m3_f32, "mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e4m3.f32");
MMA_OP_A2B1_F32(op_k16_e5m2_f32, "mma.sync.aligned.m16n8k16.row.col.f32.e5m2.e5m2.f32");
MMA_OP_A2B1_F16(op_k16_e4m3_f16, "mma.sync.aligned.m16n8k16.row.col.f16.e4m3.e4m3.f16");
MMA_OP_A2B1_F16(op_k16_e5m2_f16, "mma.sync.aligned.m16n8k16.row.col.f16.e5m2.e5m2.f16");
MMA_OP_A4B2_F32(op_k32_e4m3_f32, "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32");
MMA_OP_A4B2_F32(op_k32_e5m2_f32, "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32");
MMA_OP_A4B2_F16(op_k32_e4m3_f16, "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16");
MMA_OP_A4B2_F16(op_k32_e5m2_f16, "mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e5m2.f16");
#endif

/* One warp per tile of 8 lines; KI = instruction k, EB = bytes per element. */
template <class Op, int KI, int EB>
__global__ void __launch_bounds__(MMA_THREADS)
    mma_kernel(const uint8_t *__restrict__ A, const uint8_t *__restrict__ B,
               const uint32_t *__restrict__ C, uint32_t *__restrict__ D, long n, int K)
{
    constexpr int CPR = 4 / EB; /* elements per 32-bit register */
    static_assert(Op::NA == KI * EB / 8 && Op::NB == KI * EB / 16, "operand registers");
    const int tid = GPURT_TID;
    const int lane = tid & 31;
    const long warp = GPURT_BID * (MMA_THREADS / 32) + (tid >> 5);
    const long base = warp * 8;
    if (base >= n) /* warp-uniform */
        return;
    const int g = lane >> 2, t = lane & 3;
    const long line = base + g; /* the only line this thread touches */
    const bool valid = line < n;
    const uint32_t *Aw = (const uint32_t *)(A + (size_t)(valid ? line : 0) * K * EB);
    const uint32_t *Bw = (const uint32_t *)(B + (size_t)(valid ? line : 0) * K * EB);
    /* Diagonal: C/D element i with col 2t + i%2 == g, rows g (i < 2), g+8. */
    const bool diag = (t == (g >> 1));
    const int i0 = g & 1;
    uint32_t c[4] = {0, 0, 0, 0};
    const uint32_t cl = (valid && diag) ? C[line] : 0u;
    if (Op::ACC16) {
        /* c[0] = row g (cols 2t, 2t+1), c[1] = row g+8 */
        c[0] = cl << (16 * i0);
        c[1] = cl << (16 * i0);
    } else {
        if (diag) {
            c[i0] = cl;
            c[2 + i0] = cl;
        }
    }
    const int steps = K / KI;
    for (int s = 0; s < steps; s++) {
        uint32_t a[4], b[2], d[4];
        const int w0 = s * KI / CPR; /* first 32-bit word of this step in the line */
#pragma unroll
        for (int p = 0; p < Op::NB; p++) {
            const int w = w0 + t + 4 * p; /* element c*t + 4c*p, in words */
            uint32_t av = valid ? Aw[w] : 0u, bv = valid ? Bw[w] : 0u;
            a[2 * p] = av;     /* row g */
            a[2 * p + 1] = av; /* row g+8: same line */
            b[p] = bv;
        }
        Op::run(d, a, b, c);
#pragma unroll
        for (int i = 0; i < 4; i++)
            c[i] = d[i];
    }
    if (valid && diag) {
        if (Op::ACC16) {
            D[line] = (c[0] >> (16 * i0)) & 0xffffu;
            D[n + line] = (c[1] >> (16 * i0)) & 0xffffu;
        } else {
            D[line] = c[i0];
            D[n + line] = c[2 + i0];
        }
    }
}

template <class Op, int KI, int EB>
static int launch_mma(const uint8_t *A, const uint8_t *B, const uint32_t *C, uint32_t *D, long n,
                      int K)
{
    long tiles = (n + 7) / 8;
    long blocks = (tiles + MMA_THREADS / 32 - 1) / (MMA_THREADS / 32);
    mma_kernel<Op, KI, EB><<<(unsigned)blocks, MMA_THREADS>>>(A, B, C, D, n, K);
    return 0;
}

/* ------------------------------------------------------------------ wgmma */

#if MH_HAVE_WGMMA
#define WG_LBO 128
#define WG_SBO 256

/* wgmma with both operands from shared memory; d: 4 f32 or 2 f16x2. */
#define WGMMA_OP_F32(NAME, PTX, TAIL)                                                        \
    struct NAME {                                                                            \
        enum { ACC16 = 0 };                                                                  \
        static __device__ __forceinline__ void run(uint32_t *d, uint64_t da, uint64_t db)    \
        {                                                                                    \
            float d0 = __uint_as_float(d[0]), d1 = __uint_as_float(d[1]);                    \
            float d2 = __uint_as_float(d[2]), d3 = __uint_as_float(d[3]);                    \
            asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\n" PTX                     \
                         " {%0,%1,%2,%3}, %4, %5, p, 1, 1" TAIL ";\n}\n"                      \
                         : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)                            \
                         : "l"(da), "l"(db), "r"(1));                                        \
            d[0] = __float_as_uint(d0);                                                      \
            d[1] = __float_as_uint(d1);                                                      \
            d[2] = __float_as_uint(d2);                                                      \
            d[3] = __float_as_uint(d3);                                                      \
        }                                                                                    \
    }
#define WGMMA_OP_F16(NAME, PTX, TAIL)                                                        \
    struct NAME {                                                                            \
        enum { ACC16 = 1 };                                                                  \
        static __device__ __forceinline__ void run(uint32_t *d, uint64_t da, uint64_t db)    \
        {                                                                                    \
            asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\n" PTX                     \
                         " {%0,%1}, %2, %3, p, 1, 1" TAIL ";\n}\n"                            \
                         : "+r"(d[0]), "+r"(d[1])                                            \
                         : "l"(da), "l"(db), "r"(1));                                        \
        }                                                                                    \
    }
/* f16/bf16 take imm-trans-a, imm-trans-b (0: K-major); tf32 and fp8 have none. */
WGMMA_OP_F32(wg_k16_bf16_f32, "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16", ", 0, 0");
WGMMA_OP_F32(wg_k16_f16_f32, "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16", ", 0, 0");
WGMMA_OP_F16(wg_k16_f16_f16, "wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16", ", 0, 0");
WGMMA_OP_F32(wg_k8_tf32_f32, "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32", "");
WGMMA_OP_F32(wg_k32_e4m3_f32, "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3", "");
WGMMA_OP_F32(wg_k32_e5m2_f32, "wgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e5m2", "");
WGMMA_OP_F16(wg_k32_e4m3_f16, "wgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3", "");
WGMMA_OP_F16(wg_k32_e5m2_f16, "wgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e5m2", "");

static __device__ __forceinline__ uint64_t wg_desc(const void *smem, uint32_t lbo, uint32_t sbo,
                                                   int swap)
{
    uint32_t addr = (uint32_t)__cvta_generic_to_shared(smem);
    uint64_t f1 = swap ? sbo : lbo, f2 = swap ? lbo : sbo;
    return (uint64_t)((addr & 0x3ffffu) >> 4) | ((f1 >> 4) << 16) | ((f2 >> 4) << 32);
}

/* One warpgroup (128 threads) per block, one tile of 8 lines per block.
 * KB = bytes of one instruction's k along a line (always 32 here). */
template <class Op, int KI, int EB>
__global__ void __launch_bounds__(128)
    wgmma_kernel(const uint8_t *__restrict__ A, const uint8_t *__restrict__ B,
                 const uint32_t *__restrict__ C, uint32_t *__restrict__ D, long n, int K,
                 int swap)
{
    static_assert(KI * EB == 32, "every wgmma shape here spans 32 bytes of k");
    __shared__ __align__(256) uint8_t sA[8 * WG_SBO];     /* 64 rows x 32 bytes */
    __shared__ __align__(256) uint8_t sB[2 * WG_LBO];     /* 8 rows x 32 bytes */
    const int tid = GPURT_TID;
    const int warp = tid >> 5, lane = tid & 31;
    const int g = lane >> 2, q = lane & 3;
    const long base = GPURT_BID * 8;
    const size_t line_bytes = (size_t)K * EB;

    /* Accumulator: rows 16*warp + g (+8), cols 2q, 2q+1; all of line base+g. */
    const long line = base + g;
    const bool valid = line < n;
    const bool diag = (q == (g >> 1));
    const int i0 = g & 1;
    const uint32_t cl = (valid && diag) ? C[line] : 0u;
    uint32_t acc[4] = {0, 0, 0, 0};
    if (Op::ACC16) {
        acc[0] = cl << (16 * i0);
        acc[1] = cl << (16 * i0);
    } else if (diag) {
        acc[i0] = cl;
        acc[2 + i0] = cl;
    }

    /* This thread's 16-byte chunk of A: row m = tid/2, k half h = tid%2. */
    const int am = tid >> 1, ah = tid & 1;
    const long aline = base + (am & 7);
    uint8_t *a_dst = sA + (am >> 3) * WG_SBO + ah * WG_LBO + (am & 7) * 16;
    /* B: threads 0..15, column bn = tid/2, half bh = tid%2. */
    const int bn = (tid >> 1) & 7, bh = tid & 1;
    const long bline = base + bn;
    uint8_t *b_dst = sB + bh * WG_LBO + bn * 16;

    const uint64_t da = wg_desc(sA, WG_LBO, WG_SBO, swap);
    const uint64_t db = wg_desc(sB, WG_LBO, WG_SBO, swap);
    const int steps = K / KI;
    for (int s = 0; s < steps; s++) {
        uint4 v = make_uint4(0, 0, 0, 0);
        if (aline < n)
            v = *(const uint4 *)(A + aline * line_bytes + s * 32 + ah * 16);
        *(uint4 *)a_dst = v;
        if (tid < 16) {
            uint4 w = make_uint4(0, 0, 0, 0);
            if (bline < n)
                w = *(const uint4 *)(B + bline * line_bytes + s * 32 + bh * 16);
            *(uint4 *)b_dst = w;
        }
        /* generic-proxy stores -> visible to the async proxy (wgmma) */
        asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
        __syncthreads();
        asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
        Op::run(acc, da, db);
        asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
        asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
        __syncthreads(); /* every warp is done reading before the next slice */
    }
    if (valid && diag) {
        const int copy = 2 * warp;
        if (Op::ACC16) {
            D[(size_t)copy * n + line] = (acc[0] >> (16 * i0)) & 0xffffu;
            D[(size_t)(copy + 1) * n + line] = (acc[1] >> (16 * i0)) & 0xffffu;
        } else {
            D[(size_t)copy * n + line] = acc[i0];
            D[(size_t)(copy + 1) * n + line] = acc[2 + i0];
        }
    }
}

template <class Op, int KI, int EB>
static int launch_wgmma(const uint8_t *A, const uint8_t *B, const uint32_t *C, uint32_t *D,
                        long n, int K)
{
    const char *sw = getenv("MH_WGMMA_DESC_SWAP");
    int swap = sw && *sw == '1';
    long tiles = (n + 7) / 8;
    wgmma_kernel<Op, KI, EB><<<(unsigned)tiles, 128>>>(A, B, C, D, n, K, swap);
    return 0;
}
#endif /* MH_HAVE_WGMMA */

/* ------------------------------------------------------------------ table */

typedef int (*mh_launch_fn)(const uint8_t *, const uint8_t *, const uint32_t *, uint32_t *,
                            long, int);
struct mh_entry {
    mh_kernel info;
    mh_launch_fn launch;
};

#define MMA(NAME, IN, OUT, PTX, K, EB, OB, OP) \
    {{NAME, IN, OUT, PTX, K, EB, OB, 8, 2}, launch_mma<OP, K, EB>}
#define WG(NAME, IN, OUT, PTX, K, EB, OB, OP) \
    {{NAME, IN, OUT, PTX, K, EB, OB, 8, 8}, launch_wgmma<OP, K, EB>}

static const mh_entry MH_TABLE[] = {
#if MH_HAVE_MMA_16BIT
    MMA("mma.m16n8k8", "bf16", "fp32", "mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32", 8, 2, 4, op_k8_bf16_f32),
    MMA("mma.m16n8k8", "fp16", "fp32", "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32", 8, 2, 4, op_k8_f16_f32),
    MMA("mma.m16n8k8", "fp16", "fp16", "mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16", 8, 2, 2, op_k8_f16_f16),
    MMA("mma.m16n8k8", "tf32", "fp32", "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32", 8, 4, 4, op_k8_tf32_f32),
    MMA("mma.m16n8k4", "tf32", "fp32", "mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32", 4, 4, 4, op_k4_tf32_f32),
    MMA("mma.m16n8k16", "bf16", "fp32", "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32", 16, 2, 4, op_k16_bf16_f32),
    MMA("mma.m16n8k16", "fp16", "fp32", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", 16, 2, 4, op_k16_f16_f32),
    MMA("mma.m16n8k16", "fp16", "fp16", "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16", 16, 2, 2, op_k16_f16_f16),
#endif
#if MH_HAVE_MMA_FP8
    MMA("mma.m16n8k16", "e4m3", "fp32", "mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e4m3.f32", 16, 1, 4, op_k16_e4m3_f32),
    MMA("mma.m16n8k16", "e5m2", "fp32", "mma.sync.aligned.m16n8k16.row.col.f32.e5m2.e5m2.f32", 16, 1, 4, op_k16_e5m2_f32),
    MMA("mma.m16n8k16", "e4m3", "fp16", "mma.sync.aligned.m16n8k16.row.col.f16.e4m3.e4m3.f16", 16, 1, 2, op_k16_e4m3_f16),
    MMA("mma.m16n8k16", "e5m2", "fp16", "mma.sync.aligned.m16n8k16.row.col.f16.e5m2.e5m2.f16", 16, 1, 2, op_k16_e5m2_f16),
    MMA("mma.m16n8k32", "e4m3", "fp32", "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32", 32, 1, 4, op_k32_e4m3_f32),
    MMA("mma.m16n8k32", "e5m2", "fp32", "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32", 32, 1, 4, op_k32_e5m2_f32),
    MMA("mma.m16n8k32", "e4m3", "fp16", "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16", 32, 1, 2, op_k32_e4m3_f16),
    MMA("mma.m16n8k32", "e5m2", "fp16", "mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e5m2.f16", 32, 1, 2, op_k32_e5m2_f16),
#endif
#if MH_HAVE_WGMMA
    WG("wgmma.m64nNk16", "bf16", "fp32", "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16", 16, 2, 4, wg_k16_bf16_f32),
    WG("wgmma.m64nNk16", "fp16", "fp32", "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16", 16, 2, 4, wg_k16_f16_f32),
    WG("wgmma.m64nNk16", "fp16", "fp16", "wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16", 16, 2, 2, wg_k16_f16_f16),
    WG("wgmma.m64nNk8", "tf32", "fp32", "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32", 8, 4, 4, wg_k8_tf32_f32),
    WG("wgmma.m64nNk32", "e4m3", "fp32", "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3", 32, 1, 4, wg_k32_e4m3_f32),
    WG("wgmma.m64nNk32", "e5m2", "fp32", "wgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e5m2", 32, 1, 4, wg_k32_e5m2_f32),
    WG("wgmma.m64nNk32", "e4m3", "fp16", "wgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3", 32, 1, 2, wg_k32_e4m3_f16),
    WG("wgmma.m64nNk32", "e5m2", "fp16", "wgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e5m2", 32, 1, 2, wg_k32_e5m2_f16),
#endif
};

#define MH_PLATFORM "cuda"
#define MH_STR2(x) #x
#define MH_STR(x) MH_STR2(x)
#define MH_ARCH_NAME "sm" MH_STR(MH_SM)
#include "backend_common.h"
