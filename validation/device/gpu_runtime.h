/* SPDX-License-Identifier: MIT */
/* gpu_runtime.h -- the few GPU runtime calls the device harness needs, mapped
 * onto the HIP runtime (AMD, compiled by hipcc or clang -x hip) or the CUDA
 * runtime (NVIDIA, compiled by nvcc).
 *
 * The kernels (nv_kernels.cu, mfma_kernels.hip) are written in the dialect
 * common to CUDA and HIP (__global__, __device__, __shared__, inline PTX on
 * NVIDIA, __builtin_amdgcn_* on AMD).  Everything else that differs between
 * the two runtimes goes through this header, so neither file includes
 * cuda_runtime.h or hip_runtime.h itself.  HIP's own NVIDIA back end
 * (hip/nvidia_detail) is deliberately not used: Debian's HIP 5.2 headers do
 * not compile against CUDA 13.
 *
 * Host calls (all return 0 on success, else an error code that
 * gpurt_error_string() turns into text):
 *   gpurt_malloc(&p, bytes)   gpurt_free(p)
 *   gpurt_h2d(dst, src, n)    gpurt_d2h(dst, src, n)    gpurt_memset(p, byte, n)
 *   gpurt_sync()              gpurt_last_error()
 *   gpurt_device_name(buf, len)   (name, arch, driver and runtime versions)
 * Device-side:
 *   GPURT_TID   thread index in the block (x)
 *   GPURT_BID   block index in the grid (x)
 *
 * MH_NO_HIP_HEADERS: compile the AMD kernels device-only without any HIP
 * header (clang -x hip -nogpuinc): the attributes come from here and the host
 * calls are absent.  tests/validation/amd_compile.sh uses it only where Debian's HIP
 * headers (libamdhip64-dev) are missing.
 */
#ifndef MMAEMU_GPU_RUNTIME_H
#define MMAEMU_GPU_RUNTIME_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#if defined(__HIP__) || defined(__HIPCC__)
/* ------------------------------------------------------------------ AMD / HIP */
#define GPURT_HIP 1
#ifdef MH_NO_HIP_HEADERS
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __launch_bounds__(n) __attribute__((amdgpu_flat_work_group_size(1, n)))
#else
#include <hip/hip_runtime.h>
#endif
/* The hardware registers directly: identical to threadIdx.x / blockIdx.x,
 * and they need no device library (the CI compile test links none). */
#define GPURT_TID ((int)__builtin_amdgcn_workitem_id_x())
#define GPURT_BID ((long)__builtin_amdgcn_workgroup_id_x())
#ifndef MH_NO_HIP_HEADERS
typedef hipError_t gpurt_err;
static inline gpurt_err gpurt_malloc(void **p, size_t n) { return hipMalloc(p, n); }
static inline gpurt_err gpurt_free(void *p) { return hipFree(p); }
static inline gpurt_err gpurt_h2d(void *d, const void *s, size_t n)
{
    return hipMemcpy(d, s, n, hipMemcpyHostToDevice);
}
static inline gpurt_err gpurt_d2h(void *d, const void *s, size_t n)
{
    return hipMemcpy(d, s, n, hipMemcpyDeviceToHost);
}
static inline gpurt_err gpurt_memset(void *p, int v, size_t n) { return hipMemset(p, v, n); }
static inline gpurt_err gpurt_sync(void) { return hipDeviceSynchronize(); }
static inline gpurt_err gpurt_last_error(void) { return hipGetLastError(); }
static inline const char *gpurt_error_string(gpurt_err e) { return hipGetErrorString(e); }
static inline int gpurt_device_name(char *buf, size_t len)
{
    hipDeviceProp_t p;
    int dev = 0, drv = 0, rt = 0;
    if (hipGetDevice(&dev) != hipSuccess || hipGetDeviceProperties(&p, dev) != hipSuccess)
        return -1;
    (void)hipDriverGetVersion(&drv);
    (void)hipRuntimeGetVersion(&rt);
    snprintf(buf, len, "%s (%s), %d CUs, HIP driver %d, HIP runtime %d", p.name, p.gcnArchName,
             p.multiProcessorCount, drv, rt);
    return 0;
}
#endif

#elif defined(__CUDACC__)
/* ------------------------------------------------------------------ NVIDIA / CUDA */
#define GPURT_CUDA 1
#include <cuda_runtime.h>
#define GPURT_TID ((int)threadIdx.x)
#define GPURT_BID ((long)blockIdx.x)
typedef cudaError_t gpurt_err;
static inline gpurt_err gpurt_malloc(void **p, size_t n) { return cudaMalloc(p, n); }
static inline gpurt_err gpurt_free(void *p) { return cudaFree(p); }
static inline gpurt_err gpurt_h2d(void *d, const void *s, size_t n)
{
    return cudaMemcpy(d, s, n, cudaMemcpyHostToDevice);
}
static inline gpurt_err gpurt_d2h(void *d, const void *s, size_t n)
{
    return cudaMemcpy(d, s, n, cudaMemcpyDeviceToHost);
}
static inline gpurt_err gpurt_memset(void *p, int v, size_t n) { return cudaMemset(p, v, n); }
static inline gpurt_err gpurt_sync(void) { return cudaDeviceSynchronize(); }
static inline gpurt_err gpurt_last_error(void) { return cudaGetLastError(); }
static inline const char *gpurt_error_string(gpurt_err e) { return cudaGetErrorString(e); }
static inline int gpurt_device_name(char *buf, size_t len)
{
    cudaDeviceProp p;
    int dev = 0, drv = 0, rt = 0;
    if (cudaGetDevice(&dev) != cudaSuccess || cudaGetDeviceProperties(&p, dev) != cudaSuccess)
        return -1;
    cudaDriverGetVersion(&drv);
    cudaRuntimeGetVersion(&rt);
    snprintf(buf, len, "%s (sm_%d%d), %d SMs, CUDA driver API %d, CUDA runtime %d", p.name,
             p.major, p.minor, p.multiProcessorCount, drv, rt);
    return 0;
}

#else
#error "gpu_runtime.h: compile with nvcc (NVIDIA) or hipcc / clang -x hip (AMD)"
#endif

#endif /* MMAEMU_GPU_RUNTIME_H */
