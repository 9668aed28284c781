/* SPDX-License-Identifier: MIT */
/* mfma_kernels.hip -- AMD back end of the device harness: kernels that run
 * one MFMA instruction (or a chain, C carried in registers) per tile through
 * the clang builtins __builtin_amdgcn_mfma_*, and write the raw output bits.
 *
 * Build (validation/device/run.sh does this on a ROCm machine):
 *   hipcc -O2 --offload-arch=gfx942 -DMH_GFX=942 -c -x hip mfma_kernels.hip
 * MH_GFX names the one target of the build: 908, 910 (= gfx90a), 942 (also
 * gfx940/gfx941) or 950.  The device pass takes the target from clang's
 * __gfxNNN__ macros; a build for several --offload-arch at once is not
 * supported (the host kernel table would not match).
 *
 * Status: compiled device-only for gfx908, gfx90a and gfx942 in CI
 * (tests/amd_compile.sh, Debian clang-19), which checks that every kernel
 * contains its v_mfma instruction.  gfx950 kernels are written from the
 * LLVM builtin signatures (LLVM 20 and later) but compile-untested: clang-19
 * rejects the target ("invalid target ID 'gfx950'").  No AMD kernel has run
 * on a device yet; the layout self-test (run.sh runs it first) will say
 * whether the layouts below hold.
 *
 * Layouts (wave64, CBSZ = ABID = BLGP = 0; ../shared/research/amd-mfma.md
 * section 4.3, from AMD's matrix instruction calculator).  An instruction
 * has NBLK blocks of M x M outputs; each lane holds KPL consecutive k of one
 * row of A and the same k of one column of B:
 *   A[blk][i][k], B[blk][k][i]: lane = M*(NBLK*(k/KPL) + blk) + i,
 *       element k % KPL of the lane's vector (low bits first)
 *   so k per instruction KI = (64/(M*NBLK)) * KPL.
 *   D[blk][i][j]: lane = M*((i/4) % G) + j, accumulator register
 *       (M*M/64)*blk + 4*(i/(4G)) + i%4, with G = 64/M
 * (32x32: lane = 32*((i/4)%2) + j, register 16*blk + 4*(i/8) + i%4;
 *  16x16: lane = 16*(i/4) + j, register 4*blk + i%4.)
 * Placement: a wave runs M*NBLK lines per instruction; line l of the wave's
 * group sits in row i = l % M of A and column i of B of block l / M, with its
 * c at C[blk][i][i] (every other C element +0); D[blk][i][i] is the result
 * (one copy).  A lane's A and B operands therefore come from the same line.
 */
#include "gpu_runtime.h"
#ifndef MH_NO_HIP_HEADERS
#include "harness.h"
#endif

/* ------------------------------------------------------------------ target */

#if defined(__HIP_DEVICE_COMPILE__)
#if defined(__gfx950__)
#define MH_DEV_GFX 950
#elif defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
#define MH_DEV_GFX 942
#elif defined(__gfx90a__)
#define MH_DEV_GFX 910
#elif defined(__gfx908__)
#define MH_DEV_GFX 908
#else
#error "mfma_kernels.hip: target has no MFMA kernels here (gfx908, gfx90a, gfx942, gfx950)"
#endif
#if defined(MH_GFX) && MH_GFX != MH_DEV_GFX
#error "MH_GFX does not match the --offload-arch of this device pass"
#endif
#define MH_ARCH MH_DEV_GFX
#else
#ifndef MH_GFX
#define MH_GFX 942
#endif
#define MH_ARCH MH_GFX
#endif

#if MH_ARCH == 908
#define MH_ARCH_NAME "gfx908"
#elif MH_ARCH == 910
#define MH_ARCH_NAME "gfx90a"
#elif MH_ARCH == 942
#define MH_ARCH_NAME "gfx942"
#elif MH_ARCH == 950
#define MH_ARCH_NAME "gfx950"
#else
#error "MH_GFX must be 908, 910 (gfx90a), 942 or 950"
#endif

/* Instruction groups per target (LLVM's BuiltinsAMDGPU.def features). */
#define MH_CDNA1_OPS (MH_ARCH == 908 || MH_ARCH == 910)      /* non-1k bf16, CDNA1/2 names */
#define MH_BF16_1K_OPS (MH_ARCH == 910 || MH_ARCH >= 942)    /* *_bf16_1k builtins */
#define MH_F16_OPS 1                                         /* every target */
#define MH_XF32_OPS (MH_ARCH == 942)                         /* removed on gfx950 */
#define MH_FP8_OPS (MH_ARCH >= 942)                          /* FNUZ on 942, OCP on 950 */
#define MH_GFX950_OPS (MH_ARCH == 950)

/* ------------------------------------------------------------------ operations */

typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));
typedef float v32f __attribute__((ext_vector_type(32)));
typedef float v2f __attribute__((ext_vector_type(2)));
typedef _Float16 v4h __attribute__((ext_vector_type(4)));
typedef _Float16 v8h __attribute__((ext_vector_type(8)));
typedef short v2s __attribute__((ext_vector_type(2)));
typedef short v4s __attribute__((ext_vector_type(4)));
#if MH_GFX950_OPS
typedef __bf16 v8bf __attribute__((ext_vector_type(8)));
#endif

#if defined(__HIP_DEVICE_COMPILE__)
#define MH_MFMA_CALL(BUILTIN) return BUILTIN(a, b, c, 0, 0, 0)
#else
#define MH_MFMA_CALL(BUILTIN) return c /* host pass: never called */
#endif

/* NAME: the op; BUILTIN; AT: A/B lane type; CT: accumulator type; M x M
 * blocks, NBLK blocks, KPL k per lane, EB bytes per element. */
#define MFMA_OP(NAME, BUILTIN, AT, CT, M_, NBLK_, KPL_, EB_)                                  \
    struct NAME {                                                                            \
        enum {                                                                               \
            M = M_,                                                                          \
            NBLK = NBLK_,                                                                    \
            KPL = KPL_,                                                                      \
            EB = EB_,                                                                        \
            KI = (64 / (M_ * NBLK_)) * KPL_,                                                 \
            NACC = M_ * M_ * NBLK_ / 64                                                      \
        };                                                                                   \
        typedef AT at;                                                                       \
        typedef CT ct;                                                                       \
        static __device__ __forceinline__ ct run(at a, at b, ct c) { MH_MFMA_CALL(BUILTIN); } \
    }

#if MH_F16_OPS
MFMA_OP(op_32x32x8_f16, __builtin_amdgcn_mfma_f32_32x32x8f16, v4h, v16f, 32, 1, 4, 2);
MFMA_OP(op_16x16x16_f16, __builtin_amdgcn_mfma_f32_16x16x16f16, v4h, v4f, 16, 1, 4, 2);
MFMA_OP(op_32x32x4_2b_f16, __builtin_amdgcn_mfma_f32_32x32x4f16, v4h, v32f, 32, 2, 4, 2);
MFMA_OP(op_16x16x4_4b_f16, __builtin_amdgcn_mfma_f32_16x16x4f16, v4h, v16f, 16, 4, 4, 2);
MFMA_OP(op_32x32x2_f32, __builtin_amdgcn_mfma_f32_32x32x2f32, float, v16f, 32, 1, 1, 4);
MFMA_OP(op_16x16x4_f32, __builtin_amdgcn_mfma_f32_16x16x4f32, float, v4f, 16, 1, 1, 4);
#endif
#if MH_CDNA1_OPS
MFMA_OP(op_32x32x4_bf16, __builtin_amdgcn_mfma_f32_32x32x4bf16, v2s, v16f, 32, 1, 2, 2);
MFMA_OP(op_16x16x8_bf16, __builtin_amdgcn_mfma_f32_16x16x8bf16, v2s, v4f, 16, 1, 2, 2);
MFMA_OP(op_32x32x2_2b_bf16, __builtin_amdgcn_mfma_f32_32x32x2bf16, v2s, v32f, 32, 2, 2, 2);
#endif
#if MH_BF16_1K_OPS
MFMA_OP(op_32x32x8_bf16_1k, __builtin_amdgcn_mfma_f32_32x32x8bf16_1k, v4s, v16f, 32, 1, 4, 2);
MFMA_OP(op_16x16x16_bf16_1k, __builtin_amdgcn_mfma_f32_16x16x16bf16_1k, v4s, v4f, 16, 1, 4, 2);
MFMA_OP(op_32x32x4_2b_bf16_1k, __builtin_amdgcn_mfma_f32_32x32x4bf16_1k, v4s, v32f, 32, 2, 4, 2);
MFMA_OP(op_16x16x4_4b_bf16_1k, __builtin_amdgcn_mfma_f32_16x16x4bf16_1k, v4s, v16f, 16, 4, 4, 2);
#endif
#if MH_XF32_OPS
MFMA_OP(op_32x32x4_xf32, __builtin_amdgcn_mfma_f32_32x32x4_xf32, v2f, v16f, 32, 1, 2, 4);
MFMA_OP(op_16x16x8_xf32, __builtin_amdgcn_mfma_f32_16x16x8_xf32, v2f, v4f, 16, 1, 2, 4);
#endif
#if MH_FP8_OPS
MFMA_OP(op_32x32x16_fp8, __builtin_amdgcn_mfma_f32_32x32x16_fp8_fp8, long, v16f, 32, 1, 8, 1);
MFMA_OP(op_32x32x16_bf8, __builtin_amdgcn_mfma_f32_32x32x16_bf8_bf8, long, v16f, 32, 1, 8, 1);
MFMA_OP(op_16x16x32_fp8, __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8, long, v4f, 16, 1, 8, 1);
MFMA_OP(op_16x16x32_bf8, __builtin_amdgcn_mfma_f32_16x16x32_bf8_bf8, long, v4f, 16, 1, 8, 1);
#endif
#if MH_GFX950_OPS /* compile-untested: no compiler here accepts gfx950 */
MFMA_OP(op_32x32x16_bf16, __builtin_amdgcn_mfma_f32_32x32x16_bf16, v8bf, v16f, 32, 1, 8, 2);
MFMA_OP(op_16x16x32_bf16, __builtin_amdgcn_mfma_f32_16x16x32_bf16, v8bf, v4f, 16, 1, 8, 2);
MFMA_OP(op_32x32x16_f16, __builtin_amdgcn_mfma_f32_32x32x16_f16, v8h, v16f, 32, 1, 8, 2);
MFMA_OP(op_16x16x32_f16, __builtin_amdgcn_mfma_f32_16x16x32_f16, v8h, v4f, 16, 1, 8, 2);
#endif

/* ------------------------------------------------------------------ kernel */

#define MFMA_THREADS 256 /* 4 waves per block, one tile each */

template <class Op>
__global__ void __launch_bounds__(MFMA_THREADS)
    mfma_kernel(const uint8_t *__restrict__ A, const uint8_t *__restrict__ B,
                const uint32_t *__restrict__ C, uint32_t *__restrict__ D, long n, int K)
{
    constexpr int M = Op::M, NBLK = Op::NBLK, KPL = Op::KPL, EB = Op::EB, KI = Op::KI;
    constexpr int G = 64 / M, RPB = M * M / 64, NW = KPL * EB / 4;
    static_assert(sizeof(typename Op::at) == KPL * EB, "operand vector size");
    static_assert(NW >= 1 && KPL * EB % 4 == 0, "operands are whole 32-bit words");
    const int tid = GPURT_TID;
    const int lane = tid & 63;
    const long base = (GPURT_BID * (MFMA_THREADS / 64) + (tid >> 6)) * (long)(M * NBLK);
    if (base >= n) /* wave-uniform */
        return;

    /* operands: lane = M*(NBLK*grp + blk) + i */
    const int i = lane % M, q = lane / M;
    const int blk = q % NBLK, grp = q / NBLK;
    const long line = base + blk * M + i;
    const bool valid = line < n;
    const uint32_t *Aw = (const uint32_t *)(A + (size_t)(valid ? line : 0) * K * EB);
    const uint32_t *Bw = (const uint32_t *)(B + (size_t)(valid ? line : 0) * K * EB);

    /* accumulator: lane = M*lg + j; register r -> block r/RPB, row i(r) */
    const int j = lane % M, lg = lane / M;
    typename Op::ct acc;
#pragma unroll
    for (int r = 0; r < Op::NACC; r++) {
        const int b = r / RPB, rr = r % RPB;
        const int row = 4 * G * (rr / 4) + 4 * lg + rr % 4;
        const long cl = base + b * M + j;
        acc[r] = __builtin_bit_cast(float, (row == j && cl < n) ? C[cl] : 0u);
    }
    const int steps = K / KI;
    for (int s = 0; s < steps; s++) {
        uint32_t wa[NW], wb[NW];
        const int w0 = (s * KI + grp * KPL) * EB / 4;
#pragma unroll
        for (int w = 0; w < NW; w++) {
            wa[w] = valid ? Aw[w0 + w] : 0u;
            wb[w] = valid ? Bw[w0 + w] : 0u;
        }
        typename Op::at a, b;
        __builtin_memcpy(&a, wa, sizeof a);
        __builtin_memcpy(&b, wb, sizeof b);
        acc = Op::run(a, b, acc);
    }
#pragma unroll
    for (int r = 0; r < Op::NACC; r++) {
        const int b = r / RPB, rr = r % RPB;
        const int row = 4 * G * (rr / 4) + 4 * lg + rr % 4;
        const long cl = base + b * M + j;
        if (row == j && cl < n)
            D[cl] = __builtin_bit_cast(uint32_t, (float)acc[r]);
    }
}

/* Every kernel is instantiated here, so that a device-only build (the CI
 * compile test) contains all of them. */
#define MH_INSTANTIATE(OP)                                                                   \
    template __global__ void mfma_kernel<OP>(const uint8_t *__restrict__,                     \
                                             const uint8_t *__restrict__,                     \
                                             const uint32_t *__restrict__, uint32_t *__restrict__, \
                                             long, int)

#if MH_F16_OPS
MH_INSTANTIATE(op_32x32x8_f16);
MH_INSTANTIATE(op_16x16x16_f16);
MH_INSTANTIATE(op_32x32x4_2b_f16);
MH_INSTANTIATE(op_16x16x4_4b_f16);
MH_INSTANTIATE(op_32x32x2_f32);
MH_INSTANTIATE(op_16x16x4_f32);
#endif
#if MH_CDNA1_OPS
MH_INSTANTIATE(op_32x32x4_bf16);
MH_INSTANTIATE(op_16x16x8_bf16);
MH_INSTANTIATE(op_32x32x2_2b_bf16);
#endif
#if MH_BF16_1K_OPS
MH_INSTANTIATE(op_32x32x8_bf16_1k);
MH_INSTANTIATE(op_16x16x16_bf16_1k);
MH_INSTANTIATE(op_32x32x4_2b_bf16_1k);
MH_INSTANTIATE(op_16x16x4_4b_bf16_1k);
#endif
#if MH_XF32_OPS
MH_INSTANTIATE(op_32x32x4_xf32);
MH_INSTANTIATE(op_16x16x8_xf32);
#endif
#if MH_FP8_OPS
MH_INSTANTIATE(op_32x32x16_fp8);
MH_INSTANTIATE(op_32x32x16_bf8);
MH_INSTANTIATE(op_16x16x32_fp8);
MH_INSTANTIATE(op_16x16x32_bf8);
#endif
#if MH_GFX950_OPS
MH_INSTANTIATE(op_32x32x16_bf16);
MH_INSTANTIATE(op_16x16x32_bf16);
MH_INSTANTIATE(op_32x32x16_f16);
MH_INSTANTIATE(op_16x16x32_f16);
#endif

/* ------------------------------------------------------------------ host side */
#ifndef MH_NO_HIP_HEADERS

template <class Op>
static int launch_mfma(const uint8_t *A, const uint8_t *B, const uint32_t *C, uint32_t *D, long n,
                       int K)
{
    const long lines = Op::M * Op::NBLK;
    const long tiles = (n + lines - 1) / lines;
    const long blocks = (tiles + MFMA_THREADS / 64 - 1) / (MFMA_THREADS / 64);
    hipLaunchKernelGGL(mfma_kernel<Op>, dim3((unsigned)blocks), dim3(MFMA_THREADS), 0, 0, A, B, C,
                       D, n, K);
    return 0;
}

typedef int (*mh_launch_fn)(const uint8_t *, const uint8_t *, const uint32_t *, uint32_t *,
                            long, int);
struct mh_entry {
    mh_kernel info;
    mh_launch_fn launch;
};

/* NAME as mmaemu names it on this arch; OP; ISA mnemonic; in/out formats. */
#define MF(NAME, IN, ISA, OP, EB) \
    {{NAME, IN, "fp32", ISA, OP::KI, EB, 4, OP::M * OP::NBLK, 1}, launch_mfma<OP>}

static const mh_entry MH_TABLE[] = {
#if MH_ARCH == 908 || MH_ARCH == 910
    /* CDNA1/2 names (mmaemu models gfx908 / gfx90a) */
    MF("mfma.32x32x8f16", "fp16", "v_mfma_f32_32x32x8f16", op_32x32x8_f16, 2),
    MF("mfma.16x16x16f16", "fp16", "v_mfma_f32_16x16x16f16", op_16x16x16_f16, 2),
    MF("mfma.32x32x4f16", "fp16", "v_mfma_f32_32x32x4f16 (2 blocks)", op_32x32x4_2b_f16, 2),
    MF("mfma.16x16x4f16", "fp16", "v_mfma_f32_16x16x4f16 (4 blocks)", op_16x16x4_4b_f16, 2),
    MF("mfma.32x32x4bf16", "bf16", "v_mfma_f32_32x32x4bf16", op_32x32x4_bf16, 2),
    MF("mfma.16x16x8bf16", "bf16", "v_mfma_f32_16x16x8bf16", op_16x16x8_bf16, 2),
    MF("mfma.32x32x2bf16", "bf16", "v_mfma_f32_32x32x2bf16 (2 blocks)", op_32x32x2_2b_bf16, 2),
    MF("mfma.32x32x2f32", "fp32", "v_mfma_f32_32x32x2f32", op_32x32x2_f32, 4),
    MF("mfma.16x16x4f32", "fp32", "v_mfma_f32_16x16x4f32", op_16x16x4_f32, 4),
#endif
#if MH_ARCH == 910
    MF("mfma.32x32x8bf16_1k", "bf16", "v_mfma_f32_32x32x8bf16_1k", op_32x32x8_bf16_1k, 2),
    MF("mfma.16x16x16bf16_1k", "bf16", "v_mfma_f32_16x16x16bf16_1k", op_16x16x16_bf16_1k, 2),
    MF("mfma.32x32x4bf16_1k", "bf16", "v_mfma_f32_32x32x4bf16_1k (2 blocks)", op_32x32x4_2b_bf16_1k, 2),
    MF("mfma.16x16x4bf16_1k", "bf16", "v_mfma_f32_16x16x4bf16_1k (4 blocks)", op_16x16x4_4b_bf16_1k, 2),
#endif
#if MH_ARCH >= 942
    /* CDNA3/4 names (mmaemu models gfx942 / gfx950) */
    MF("mfma.32x32x8", "bf16", "v_mfma_f32_32x32x8_bf16", op_32x32x8_bf16_1k, 2),
    MF("mfma.32x32x8", "fp16", "v_mfma_f32_32x32x8_f16", op_32x32x8_f16, 2),
    MF("mfma.16x16x16", "bf16", "v_mfma_f32_16x16x16_bf16", op_16x16x16_bf16_1k, 2),
    MF("mfma.16x16x16", "fp16", "v_mfma_f32_16x16x16_f16", op_16x16x16_f16, 2),
    MF("mfma.32x32x4_2b", "bf16", "v_mfma_f32_32x32x4_2b_bf16", op_32x32x4_2b_bf16_1k, 2),
    MF("mfma.32x32x4_2b", "fp16", "v_mfma_f32_32x32x4_2b_f16", op_32x32x4_2b_f16, 2),
    MF("mfma.16x16x4_4b", "bf16", "v_mfma_f32_16x16x4_4b_bf16", op_16x16x4_4b_bf16_1k, 2),
    MF("mfma.16x16x4_4b", "fp16", "v_mfma_f32_16x16x4_4b_f16", op_16x16x4_4b_f16, 2),
    MF("mfma.32x32x2", "fp32", "v_mfma_f32_32x32x2_f32", op_32x32x2_f32, 4),
    MF("mfma.16x16x4", "fp32", "v_mfma_f32_16x16x4_f32", op_16x16x4_f32, 4),
#endif
#if MH_ARCH == 942
    MF("mfma.32x32x4_xf32", "tf32", "v_mfma_f32_32x32x4_xf32", op_32x32x4_xf32, 4),
    MF("mfma.16x16x8_xf32", "tf32", "v_mfma_f32_16x16x8_xf32", op_16x16x8_xf32, 4),
    MF("mfma.32x32x16", "e4m3fnuz", "v_mfma_f32_32x32x16_fp8_fp8", op_32x32x16_fp8, 1),
    MF("mfma.32x32x16", "e5m2fnuz", "v_mfma_f32_32x32x16_bf8_bf8", op_32x32x16_bf8, 1),
    MF("mfma.16x16x32", "e4m3fnuz", "v_mfma_f32_16x16x32_fp8_fp8", op_16x16x32_fp8, 1),
    MF("mfma.16x16x32", "e5m2fnuz", "v_mfma_f32_16x16x32_bf8_bf8", op_16x16x32_bf8, 1),
#endif
#if MH_ARCH == 950
    /* gfx950 fp8 is OCP E4M3FN / E5M2 */
    MF("mfma.32x32x16", "e4m3", "v_mfma_f32_32x32x16_fp8_fp8", op_32x32x16_fp8, 1),
    MF("mfma.32x32x16", "e5m2", "v_mfma_f32_32x32x16_bf8_bf8", op_32x32x16_bf8, 1),
    MF("mfma.16x16x32", "e4m3", "v_mfma_f32_16x16x32_fp8_fp8", op_16x16x32_fp8, 1),
    MF("mfma.16x16x32", "e5m2", "v_mfma_f32_16x16x32_bf8_bf8", op_16x16x32_bf8, 1),
    MF("mfma.32x32x16", "bf16", "v_mfma_f32_32x32x16_bf16", op_32x32x16_bf16, 2),
    MF("mfma.32x32x16", "fp16", "v_mfma_f32_32x32x16_f16", op_32x32x16_f16, 2),
    MF("mfma.16x16x32", "bf16", "v_mfma_f32_16x16x32_bf16", op_16x16x32_bf16, 2),
    MF("mfma.16x16x32", "fp16", "v_mfma_f32_16x16x32_f16", op_16x16x32_f16, 2),
#endif
};

#define MH_PLATFORM "hip"
#include "backend_common.h"

#endif /* MH_NO_HIP_HEADERS */
