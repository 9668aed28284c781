/* SPDX-License-Identifier: MIT */
/* device.c -- the H100 SXM's properties, as its driver reports them.

   Source: validation/data/cublas-choice-h200-as-h100/driver-h100.log.gz, every attribute
   cuBLAS and PyTorch read on an H200 (driver 580.159.04) under gpu_spoof.c reporting the H100's
   name, memory, memory clock, bus width and L2 size (attributes 36, 37, 38; spoof_check.py's
   H100), which made the H200 choose as recorded H100s do (docs/library-choice.md, section 4).
   Cluster counts: cuBLAS's own queries at handle creation in that log (1-D clusters of 128
   threads with all shared memory), identical to cluster_occupancy.cu's table
   (occupancy-h200.txt).  Attributes not in the log are 0. */
#include <stdlib.h>
#include <string.h>

#include "host_driver.h"

static const int attributes[][2] = {
    {1, 1024}, {2, 1024}, {3, 1024}, {4, 64}, {5, 2147483647}, {6, 65535}, {7, 65535}, {8, 49152},
    {9, 65536}, {10, 32}, {11, 2147483647}, {12, 65536}, {13, 1980000}, {14, 512}, {16, 132},
    {18, 0}, {19, 1}, {21, 131072}, {22, 131072}, {23, 65536}, {24, 16384}, {25, 16384},
    {26, 16384}, {27, 32768}, {28, 32768}, {29, 2048}, {30, 512}, {31, 1}, {32, 1}, {33, 0},
    {34, 6}, {35, 0}, {36, 2619000}, {37, 5120}, {38, 52428800}, {39, 2048}, {40, 3}, {41, 1},
    {42, 32768}, {43, 2048}, {45, 32768}, {46, 32768}, {47, 8192}, {48, 8192}, {49, 32768},
    {50, 0}, {51, 32}, {52, 32768}, {53, 32768}, {54, 2046}, {55, 32768}, {56, 131072},
    {57, 65536}, {58, 16384}, {59, 16384}, {60, 16384}, {61, 32768}, {62, 2048}, {63, 32768},
    {64, 32768}, {65, 2048}, {66, 32768}, {67, 32768}, {68, 2046}, {70, 131072}, {71, 65000},
    {72, 2097120}, {73, 32768}, {74, 32768}, {75, 9}, {76, 0}, {77, 32768}, {78, 1}, {79, 1},
    {80, 1}, {81, 233472}, {82, 65536}, {83, 1}, {84, 0}, {85, 0}, {86, 0}, {88, 0}, {89, 1},
    {90, 1}, {91, 1}, {95, 1}, {97, 232448}, {99, 1}, {100, 0}, {101, 0}, {106, 32},
    {108, 39321600}, {109, 134217728}, {111, 1024}, {112, 1}, {113, 1}, {114, 1}, {115, 1},
    {116, 1}, {117, 1}, {118, 100}, {119, 9}, {120, 1}, {121, 1}, {125, 1}, {129, 1}, {130, 0},
    {131, -1}, {133, 0}, {134, 0}, {139, 590680286}, {140, 415174878}, {143, 0},
};

/* The H200 (GH100 too, 132 SMs): what its driver reported where the H100's differs (the same
   log, the values before the shim's), and its name and memory.  MMAEMU_HOST_DEVICE=h200. */
static const int h200_attributes[][2] = {{36, 3201000}, {37, 6016}, {38, 62914560}};

static int is_h200(void)
{
    const char *d = getenv("MMAEMU_HOST_DEVICE");
    return d && !strcmp(d, "h200");
}

/* cudaOccupancyMaxActiveClusters for 1 to 32 blocks a cluster, one block an SM. */
static const int clusters[33] = {0, 132, 66, 39, 30, 22, 17, 15, 15, 9, 7, 7, 7, 7, 7, 7, 7, 2, 2};

int host_device_attribute(int attribute)
{
    for (size_t i = 0; is_h200() && i < sizeof h200_attributes / sizeof h200_attributes[0]; i++)
        if (h200_attributes[i][0] == attribute)
            return h200_attributes[i][1];
    for (size_t i = 0; i < sizeof attributes / sizeof attributes[0]; i++)
        if (attributes[i][0] == attribute)
            return attributes[i][1];
    return 0;
}

const char *host_device_name(void)
{
    return is_h200() ? "NVIDIA H200" : "NVIDIA H100 80GB HBM3";
}

size_t host_device_memory(void)
{
    return is_h200() ? 150109880320u : 85017493504u;
}

int host_max_active_clusters(unsigned cluster_size)
{
    return cluster_size < sizeof clusters / sizeof clusters[0] ? clusters[cluster_size] : 0;
}
