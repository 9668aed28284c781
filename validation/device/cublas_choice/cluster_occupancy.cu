// SPDX-License-Identifier: MIT
// cluster_occupancy.cu -- how many thread-block clusters of each shape the GPU keeps resident
// (cudaOccupancyMaxActiveClusters), for block sizes and dynamic shared memory that cuBLAS's
// kernels use.  cuBLAS asks the driver this at handle creation (1-D clusters of 1 to 32 blocks
// of 128 threads, all shared memory); a driver that answers for a GPU it does not have must give
// the same numbers.  Build: nvcc -arch=sm_90 -o cluster_occupancy cluster_occupancy.cu
// Output: one line per query, "block smem cx cy -> clusters" (-1: refused).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void nop(int *p) { if (p) p[threadIdx.x] = 0; }

int main()
{
    int smem_max = 0;
    cudaDeviceGetAttribute(&smem_max, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0);
    cudaFuncSetAttribute(nop, cudaFuncAttributeMaxDynamicSharedMemorySize, smem_max);
    cudaFuncSetAttribute(nop, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
    const int blocks[] = {128, 256, 384, 512};
    const int smems[] = {0, 49152, 100000, 116224, 150000, 200000, smem_max};
    for (int b : blocks)
        for (int s : smems)
            for (int cx = 1; cx <= 32; cx++)
                for (int cy = 1; cx * cy <= 32; cy++) {
                    cudaLaunchConfig_t cfg = {};
                    cudaLaunchAttribute attr;
                    attr.id = cudaLaunchAttributeClusterDimension;
                    attr.val.clusterDim.x = cx;
                    attr.val.clusterDim.y = cy;
                    attr.val.clusterDim.z = 1;
                    cfg.gridDim = dim3(cx * 2, cy * 2, 1);
                    cfg.blockDim = dim3(b, 1, 1);
                    cfg.dynamicSmemBytes = s;
                    cfg.attrs = &attr;
                    cfg.numAttrs = 1;
                    int n = -1;
                    if (cudaOccupancyMaxActiveClusters(&n, (void *)nop, &cfg) != cudaSuccess) {
                        cudaGetLastError();
                        n = -1;
                    }
                    printf("%d %d %d %d -> %d\n", b, s, cx, cy, n);
                }
    return 0;
}
