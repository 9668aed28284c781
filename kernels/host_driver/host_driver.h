/* SPDX-License-Identifier: MIT */
/* host_driver.h -- a CUDA driver for an H100 that is not there.

   cuBLAS chooses its program on the host: from the call, the device's properties and its
   kernels' resources.  This driver answers those questions as an H100 SXM with cuBLAS 13.1's
   own kernels would, runs no kernel, and records each launch (name, grid, block), so that the
   library's own choice can be read on a machine without a GPU.  Loaded as libcuda.so.1 in a
   process of its own (python/mmaemu/_cublas_host_server.py); docs/library-choice.md, section 6. */
#ifndef HOST_DRIVER_H
#define HOST_DRIVER_H

#include <stddef.h>
#include <stdint.h>

typedef int CUresult;

enum { CU_OK = 0, CU_INVALID_VALUE = 1, CU_NOT_FOUND = 500, CU_NOT_SUPPORTED = 801 };

/* A kernel as cuBLAS sees it: its resources read from its image, the attributes set on it. */
struct host_kernel {
    char name[1024];
    int regs, static_smem, max_threads_attr;
    int max_dynamic_smem, nonportable_cluster;
};

/* The kernels of one loaded image. */
struct host_library {
    struct host_kernel *kernels;
    size_t count;
};

/* device.c: the H100's properties */
int host_device_attribute(int attribute);
const char *host_device_name(void);
size_t host_device_memory(void);
int host_max_active_clusters(unsigned cluster_size);

/* images.c: the kernels of a raw cubin, a fat binary or its wrapper, for sm_90 */
int host_image_kernels(const void *image, struct host_library *lib);

/* occupancy.c */
int host_blocks_per_sm(const struct host_kernel *k, int block, size_t dynamic_smem);
int host_function_attribute(const struct host_kernel *k, int attribute);
size_t host_dynamic_smem_per_block(const struct host_kernel *k, int blocks);

/* private_tables.c: the runtime's private interfaces */
CUresult host_export_table(const void **table, const unsigned char uuid[16]);

/* driver.c */
void host_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void *host_primary_context(void);

/* The driver's entry points (driver.c, launches.c; exports.c declares its own stubs).  Their
   handles are untyped here: CUcontext, CUstream, CUlibrary, CUfunction ... are void *. */
struct launch_config;
CUresult cuInit(unsigned flags);
CUresult cuDriverGetVersion(int *v);
CUresult cuDeviceGetCount(int *n);
CUresult cuDeviceGet(int *d, int ordinal);
CUresult cuDeviceGetAttribute(int *v, int attribute, int dev);
CUresult cuDeviceGetName(char *name, int len, int dev);
CUresult cuDeviceTotalMem_v2(size_t *bytes, int dev);
CUresult cuDeviceGetUuid(unsigned char *uuid, int dev);
CUresult cuDeviceGetUuid_v2(unsigned char *uuid, int dev);
CUresult cuCtxGetCurrent(void **ctx);
CUresult cuCtxGetDevice(int *dev);
CUresult cuCtxGetId(void *ctx, unsigned long long *id);
CUresult cuDevicePrimaryCtxRetain(void **ctx, int dev);
CUresult cuCtxGetApiVersion(void *ctx, unsigned *v);
CUresult cuCtxGetLimit(size_t *v, int limit);
CUresult cuCtxGetStreamPriorityRange(int *lo, int *hi);
CUresult cuDevicePrimaryCtxGetState(int dev, unsigned *flags, int *active);
CUresult cuGetExportTable(const void **table, const unsigned char *uuid);
CUresult cuGetErrorString(int e, const char **s);
CUresult cuGetErrorName(int e, const char **s);
CUresult cuStreamCreate(void **s, unsigned flags);
CUresult cuStreamCreateWithPriority(void **s, unsigned f, int p);
CUresult cuEventCreate(void **e, unsigned flags);
CUresult cuStreamIsCapturing(void *s, int *status);
CUresult cuStreamGetCaptureInfo_v2(void *s, int *status, unsigned long long *id, void **graph, const void **deps, size_t *ndeps);
CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, uint64_t flags, int *status);
CUresult cuGetProcAddress(const char *symbol, void **pfn, int version, uint64_t flags);
CUresult cuMemAlloc_v2(uint64_t *ptr, size_t size);
CUresult cuMemFree_v2(uint64_t ptr);
CUresult cuMemGetInfo_v2(size_t *free_bytes, size_t *total);
CUresult cuPointerGetAttribute(void *data, int attribute, uint64_t ptr);
CUresult cuPointerGetAttributes(unsigned n, int *attributes, void **data, uint64_t ptr);
CUresult cuLibraryLoadData(void **library, const void *image, void *jit_options, void *jit_values, unsigned njit, void *lib_options, void *lib_values, unsigned nlib);
CUresult cuModuleLoadData(void **module, const void *image);
CUresult cuModuleLoadDataEx(void **module, const void *image, unsigned n, void *opts, void **vals);
CUresult cuLibraryGetKernel(void **kernel, void *library, const char *name);
CUresult cuModuleGetFunction(void **function, void *module, const char *name);
CUresult cuKernelGetFunction(void **function, void *kernel);
CUresult cuLibraryGetGlobal(uint64_t *ptr, size_t *bytes, void *library, const char *name);
CUresult cuModuleGetGlobal_v2(uint64_t *ptr, size_t *bytes, void *module, const char *name);
CUresult cuKernelSetAttribute(int attribute, int value, void *kernel, int dev);
CUresult cuFuncSetAttribute(void *function, int attribute, int value);
CUresult cuFuncGetAttribute(int *value, int attribute, void *function);
CUresult cuKernelGetAttribute(int *value, int attribute, void *kernel, int dev);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, void *function, int block, size_t smem, unsigned flags);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *n, void *function, int block, size_t smem);
CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t *bytes, void *function, int blocks, int block);
CUresult cuOccupancyMaxActiveClusters(int *n, void *function, const struct launch_config *c);
CUresult cuLaunchKernel(void *function, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned smem, void *stream, void **params, void **extra);
CUresult cuLaunchKernelEx(const struct launch_config *c, void *function, void **params, void **extra);
size_t host_driver_take_launches(char *out, size_t cap);

#endif
