/* SPDX-License-Identifier: MIT */
/* occupancy.c -- blocks an SM holds and the attributes of a kernel, as the driver counts them
   for sm_90 (CUDA's occupancy calculator's rules: 2048 threads, 32 blocks, 65536 registers in
   4 sub-partitions allocated 256 a warp, 228 KiB of shared memory allocated in 128-byte units,
   of which 1 KiB a block is the system's: a cubin's static shared memory already holds it
   where the kernel has its .nv.shared.reserved part, 335 of the 391 kernels below, else it
   is added).  Checked against the driver's 391 answers to cuBLAS on the H200 while it chose
   for the sweep's calls (tests/python/test_cublas_host.py: all equal; adding the 1 KiB to
   every block instead leaves 5 of them one block too few). */
#include "host_driver.h"

enum {
    WARP = 32, MAX_WARPS = 64, MAX_BLOCKS = 32, SUBPARTITIONS = 4, SUBPARTITION_REGS = 16384,
    REG_UNIT = 256, SMEM_PER_SM = 233472, SMEM_RESERVED = 1024, SMEM_UNIT = 128,
    SMEM_OPTIN = 232448,
};

static int regs_per_warp(int regs)
{
    return (regs * WARP + REG_UNIT - 1) / REG_UNIT * REG_UNIT;
}

static int max_threads(const struct host_kernel *k)
{
    int t = 1024;
    if (k->regs > 0) {
        int warps = SUBPARTITION_REGS / regs_per_warp(k->regs) * SUBPARTITIONS;
        if (warps * WARP < t)
            t = warps * WARP;
    }
    if (k->max_threads_attr > 0 && k->max_threads_attr < t)
        t = k->max_threads_attr;
    return t;
}

int host_blocks_per_sm(const struct host_kernel *k, int block, size_t dynamic_smem)
{
    int warps = (block + WARP - 1) / WARP, n = MAX_BLOCKS;
    if (warps <= 0 || block > max_threads(k))
        return 0;
    if (MAX_WARPS / warps < n)
        n = MAX_WARPS / warps;
    if (k->regs > 0) {
        int reg_warps = SUBPARTITION_REGS / regs_per_warp(k->regs) * SUBPARTITIONS;
        if (reg_warps / warps < n)
            n = reg_warps / warps;
    }
    size_t smem = ((size_t)(k->static_smem > SMEM_RESERVED ? k->static_smem : SMEM_RESERVED)
                   + dynamic_smem + SMEM_UNIT - 1) / SMEM_UNIT * SMEM_UNIT;
    if (SMEM_PER_SM / smem < (size_t)n)
        n = (int)(SMEM_PER_SM / smem);
    return n;
}

size_t host_dynamic_smem_per_block(const struct host_kernel *k, int blocks)
{
    size_t per_block = SMEM_PER_SM / (size_t)(blocks > 0 ? blocks : 1);
    size_t used = (size_t)(k->static_smem > SMEM_RESERVED ? k->static_smem : SMEM_RESERVED);
    size_t dyn = per_block > used ? (per_block - used) / SMEM_UNIT * SMEM_UNIT : 0;
    return dyn > SMEM_OPTIN ? SMEM_OPTIN : dyn;
}

/* CUfunction_attribute: 0 max threads, 1 static shared, 2 const, 3 local, 4 registers,
   5 PTX and 6 binary version, 8 max dynamic shared (set by cuBLAS), 9 carveout (default),
   14 non-portable cluster size allowed (set by cuBLAS). */
int host_function_attribute(const struct host_kernel *k, int attribute)
{
    switch (attribute) {
    case 0: return max_threads(k);
    case 1: return k->static_smem;
    case 4: return k->regs;
    case 5: case 6: return 90;
    case 8: return k->max_dynamic_smem;
    case 9: return -1;
    case 14: return k->nonportable_cluster;
    default: return 0;
    }
}
