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

#endif
