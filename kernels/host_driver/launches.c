/* SPDX-License-Identifier: MIT */
/* launches.c -- memory, images, kernels, occupancy and launches.

   Device memory is address space of this process that nothing touches (mmap, no reserve):
   cuBLAS checks its workspace's alignment, PyTorch's allocator carves it up.  An image's
   kernels get the resources their sm_90 cubin says (images.c); a launch runs nothing and is
   recorded, demangled, with its grid and block, for host_driver_take_launches(). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "host_driver.h"

char *__cxa_demangle(const char *mangled, char *out, size_t *len, int *status);

/* ---- memory ---- */

struct allocation {
    uint64_t base;
    size_t size;
};

static struct allocation *allocations;
static size_t nallocations;
static pthread_mutex_t memory_lock = PTHREAD_MUTEX_INITIALIZER;

CUresult cuMemAlloc_v2(uint64_t *ptr, size_t size)
{
    size_t rounded = (size + 4095) / 4096 * 4096;
    void *p = mmap(NULL, rounded ? rounded : 4096, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        return 2;                     /* CUDA_ERROR_OUT_OF_MEMORY */
    pthread_mutex_lock(&memory_lock);
    struct allocation *grown = realloc(allocations, (nallocations + 1) * sizeof *grown);
    if (grown) {
        allocations = grown;
        allocations[nallocations++] = (struct allocation){(uint64_t)(uintptr_t)p, rounded};
    }
    pthread_mutex_unlock(&memory_lock);
    *ptr = (uint64_t)(uintptr_t)p;
    return CU_OK;
}

CUresult cuMemFree_v2(uint64_t ptr)
{
    pthread_mutex_lock(&memory_lock);
    for (size_t i = 0; i < nallocations; i++)
        if (allocations[i].base == ptr) {
            munmap((void *)(uintptr_t)ptr, allocations[i].size);
            allocations[i] = allocations[--nallocations];
            break;
        }
    pthread_mutex_unlock(&memory_lock);
    return CU_OK;
}

CUresult cuMemGetInfo_v2(size_t *free_bytes, size_t *total)
{
    *total = host_device_memory();
    *free_bytes = *total - (4ull << 30);
    return CU_OK;
}

/* Host scalars (alpha, beta) are not device memory: "invalid value", as the driver says. */
CUresult cuPointerGetAttribute(void *data, int attribute, uint64_t ptr)
{
    (void)data, (void)attribute, (void)ptr;
    return CU_INVALID_VALUE;
}

CUresult cuPointerGetAttributes(unsigned n, int *attributes, void **data, uint64_t ptr)
{
    (void)n, (void)attributes, (void)data, (void)ptr;
    return CU_INVALID_VALUE;
}

/* ---- images and kernels ---- */

CUresult cuLibraryLoadData(void **library, const void *image, void *jit_options, void *jit_values,
                           unsigned njit, void *lib_options, void *lib_values, unsigned nlib)
{
    (void)jit_options, (void)jit_values, (void)njit, (void)lib_options, (void)lib_values, (void)nlib;
    struct host_library *lib = calloc(1, sizeof *lib);
    if (!lib)
        return 2;
    if (!host_image_kernels(image, lib))
        host_log("image not read: its kernels get no resources\n");
    *library = lib;
    return CU_OK;
}

CUresult cuModuleLoadData(void **module, const void *image)
{
    return cuLibraryLoadData(module, image, NULL, NULL, 0, NULL, NULL, 0);
}

CUresult cuModuleLoadDataEx(void **module, const void *image, unsigned n, void *opts, void **vals)
{
    (void)n, (void)opts, (void)vals;
    return cuModuleLoadData(module, image);
}

CUresult cuLibraryGetKernel(void **kernel, void *library, const char *name)
{
    const struct host_library *lib = library;
    struct host_kernel *k = calloc(1, sizeof *k);
    if (!k)
        return 2;
    for (size_t i = 0; lib && i < lib->count; i++)
        if (!strcmp(lib->kernels[i].name, name))
            *k = lib->kernels[i];
    if (!k->name[0]) {
        host_log("kernel without resources: %s\n", name);
        snprintf(k->name, sizeof k->name, "%s", name);
        k->max_dynamic_smem = 48 << 10;
    }
    *kernel = k;
    return CU_OK;
}

CUresult cuModuleGetFunction(void **function, void *module, const char *name)
{
    return cuLibraryGetKernel(function, module, name);
}

CUresult cuKernelGetFunction(void **function, void *kernel) { *function = kernel; return CU_OK; }

CUresult cuLibraryGetGlobal(uint64_t *ptr, size_t *bytes, void *library, const char *name)
{
    (void)library, (void)name;
    if (bytes)
        *bytes = 65536;
    return cuMemAlloc_v2(ptr, 65536);
}

CUresult cuModuleGetGlobal_v2(uint64_t *ptr, size_t *bytes, void *module, const char *name)
{
    return cuLibraryGetGlobal(ptr, bytes, module, name);
}

CUresult cuKernelSetAttribute(int attribute, int value, void *kernel, int dev)
{
    struct host_kernel *k = kernel;
    (void)dev;
    if (attribute == 8)
        k->max_dynamic_smem = value;
    if (attribute == 14)
        k->nonportable_cluster = value;
    return CU_OK;
}

CUresult cuFuncSetAttribute(void *function, int attribute, int value)
{
    return cuKernelSetAttribute(attribute, value, function, 0);
}

CUresult cuFuncGetAttribute(int *value, int attribute, void *function)
{
    *value = host_function_attribute(function, attribute);
    return CU_OK;
}

CUresult cuKernelGetAttribute(int *value, int attribute, void *kernel, int dev)
{
    (void)dev;
    return cuFuncGetAttribute(value, attribute, kernel);
}

/* ---- occupancy ---- */

CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, void *function, int block,
                                                               size_t smem, unsigned flags)
{
    (void)flags;
    *n = host_blocks_per_sm(function, block, smem);
    const struct host_kernel *k = function;
    host_log("blocks %s block=%d smem=%zu -> %d (registers %d, static shared %d)\n", k->name,
             block, smem, *n, k->regs, k->static_smem);
    return CU_OK;
}

CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *n, void *function, int block, size_t smem)
{
    return cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(n, function, block, smem, 0);
}

CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t *bytes, void *function, int blocks, int block)
{
    (void)block;
    *bytes = host_dynamic_smem_per_block(function, blocks);
    return CU_OK;
}

struct launch_config {
    unsigned grid[3], block[3], smem;
    void *stream;
    struct {
        int id, pad;
        unsigned value[16];
    } *attrs;
    unsigned nattrs;
};

enum { LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4 };

/* The measured counts are for one block an SM (cuBLAS's own queries); others are logged. */
CUresult cuOccupancyMaxActiveClusters(int *n, void *function, const struct launch_config *c)
{
    unsigned size = 1;
    for (unsigned i = 0; i < c->nattrs; i++)
        if (c->attrs[i].id == LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION)
            size = c->attrs[i].value[0] * c->attrs[i].value[1] * c->attrs[i].value[2];
    if (host_blocks_per_sm(function, (int)(c->block[0] * c->block[1] * c->block[2]), c->smem) != 1)
        host_log("cluster query outside the measured table: %s\n", ((struct host_kernel *)function)->name);
    *n = host_max_active_clusters(size);
    return CU_OK;
}

/* ---- launches ---- */

static char *launches;
static size_t launches_len, launches_cap;
static pthread_mutex_t launch_lock = PTHREAD_MUTEX_INITIALIZER;

static void record_launch(const char *name, const unsigned grid[3], const unsigned block[3])
{
    int status = -1;
    char *plain = __cxa_demangle(name, NULL, NULL, &status);
    const char *shown = status == 0 && plain ? plain : name;
    size_t need = strlen(shown) + 80;
    pthread_mutex_lock(&launch_lock);
    if (launches_len + need > launches_cap) {
        size_t cap = (launches_cap + need) * 2;
        char *grown = realloc(launches, cap);
        if (grown)
            launches = grown, launches_cap = cap;
    }
    if (launches_len + need <= launches_cap)
        launches_len += (size_t)snprintf(launches + launches_len, need, "%u %u %u %u %u %u %s\n",
                                         grid[0], grid[1], grid[2], block[0], block[1], block[2], shown);
    pthread_mutex_unlock(&launch_lock);
    free(plain);
}

CUresult cuLaunchKernel(void *function, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                        unsigned by, unsigned bz, unsigned smem, void *stream, void **params,
                        void **extra)
{
    (void)smem, (void)stream, (void)params, (void)extra;
    record_launch(((struct host_kernel *)function)->name, (unsigned[3]){gx, gy, gz},
                  (unsigned[3]){bx, by, bz});
    return CU_OK;
}

CUresult cuLaunchKernelEx(const struct launch_config *c, void *function, void **params, void **extra)
{
    (void)params, (void)extra;
    record_launch(((struct host_kernel *)function)->name, c->grid, c->block);
    return CU_OK;
}

/* The launches since the last call, one a line: "gx gy gz bx by bz name" (the name
   demangled, as profilers show it), written into out (cap bytes, NUL-terminated) and then
   forgotten if they fit; returns the length of the whole text (out NULL, cap 0: only that). */
size_t host_driver_take_launches(char *out, size_t cap)
{
    pthread_mutex_lock(&launch_lock);
    size_t n = launches_len, copied = cap ? (n < cap - 1 ? n : cap - 1) : 0;
    if (cap) {
        memcpy(out, launches ? launches : "", copied);
        out[copied] = '\0';
    }
    if (cap && copied == n)
        launches_len = 0;
    pthread_mutex_unlock(&launch_lock);
    return n;
}
