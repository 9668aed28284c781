/* SPDX-License-Identifier: MIT */
/* gpu_spoof.c -- an LD_PRELOAD shim that makes the CUDA driver report another GPU's properties.

   cuBLAS chooses its program on the host, from the shape of the call and the properties the
   driver reports (multiprocessor count, L2 size, memory clock and bus width, name, memory).
   Run on a GPU of the same chip (an H200 for an H100: both GH100 with 132 SMs), with the other
   GPU's properties reported, the heuristic's choices can be recorded as that GPU would make
   them -- a hypothesis that spoof_check.py tests against calls recorded on the real GPU.

   Build:  cc -O2 -shared -fPIC -o gpu_spoof.so gpu_spoof.c -ldl
   Use:    LD_PRELOAD=./gpu_spoof.so MMAEMU_GPU_SPOOF='name=NVIDIA H100 80GB HBM3;mem=85017493504;38=52428800'
           [MMAEMU_GPU_SPOOF_LOG=FILE] python3 ...
   Keys: name (cuDeviceGetName), mem (cuDeviceTotalMem, bytes), and a number N: the value of
   CUdevice_attribute N (cuDeviceGetAttribute).  The log lists each driver entry point asked
   for and each attribute read, once, with the value the driver gave and the value reported.

   The CUDA runtime that cuBLAS links statically does not call the driver by name: it opens
   libcuda with dlopen and asks cuGetProcAddress for each entry point.  So the shim wraps dlsym
   (to hand out its own cuGetProcAddress) and cuGetProcAddress (to hand out its own
   cuDeviceGetAttribute, cuDeviceGetName and cuDeviceTotalMem). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef void *(*dlsym_fn)(void *, const char *);
typedef CUresult (*attr_fn)(int *, int, int);
typedef CUresult (*name_fn)(char *, int, int);
typedef CUresult (*mem_fn)(size_t *, int);
typedef CUresult (*proc1_fn)(const char *, void **, int, uint64_t);
typedef CUresult (*proc2_fn)(const char *, void **, int, uint64_t, int *);

#define MAX_ATTR 256

static struct {
    int has_attr[MAX_ATTR];
    long long attr[MAX_ATTR];
    int has_name, has_mem;
    char name[256];
    unsigned long long mem;
    int logged_attr[MAX_ATTR];
    FILE *log;
} spoof;

static pthread_once_t spoof_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;

typedef CUresult (*clusters_fn)(int *, void *, const void *);
typedef CUresult (*blocks_fn)(int *, void *, int, size_t, unsigned);
typedef CUresult (*dynsmem_fn)(size_t *, void *, int, int);
typedef CUresult (*limit_fn)(size_t *, int);
typedef CUresult (*getkernel_fn)(void **, void *, const char *);
typedef CUresult (*kernelfunc_fn)(void **, void *);
typedef CUresult (*funcattr_fn)(int *, int, void *);

static attr_fn real_attr;
static clusters_fn real_clusters;
static blocks_fn real_blocks;
static dynsmem_fn real_dynsmem;
static limit_fn real_limit;
static getkernel_fn real_getkernel;
static kernelfunc_fn real_kernelfunc;
static funcattr_fn real_funcattr;
static name_fn real_name;
static mem_fn real_mem;
static proc1_fn real_proc1;
static proc2_fn real_proc2;

/* The real dlsym, found by version so that this file's dlsym is not found again. */
static void *real_dlsym(void *handle, const char *symbol)
{
    static dlsym_fn fn;
    if (!fn)
        fn = (dlsym_fn)dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.34");
    if (!fn)
        fn = (dlsym_fn)dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.2.5");
    return fn ? fn(handle, symbol) : NULL;
}

static void parse_entry(char *kv)
{
    char *eq = strchr(kv, '=');
    if (!eq)
        return;
    *eq = '\0';
    if (strcmp(kv, "name") == 0) {
        snprintf(spoof.name, sizeof spoof.name, "%s", eq + 1);
        spoof.has_name = 1;
    } else if (strcmp(kv, "mem") == 0) {
        spoof.mem = strtoull(eq + 1, NULL, 10);
        spoof.has_mem = 1;
    } else {
        int a = atoi(kv);
        if (a >= 0 && a < MAX_ATTR) {
            spoof.attr[a] = strtoll(eq + 1, NULL, 10);
            spoof.has_attr[a] = 1;
        }
    }
}

static void spoof_init(void)
{
    const char *env = getenv("MMAEMU_GPU_SPOOF");
    const char *log = getenv("MMAEMU_GPU_SPOOF_LOG");
    if (log && *log)
        spoof.log = fopen(log, "a");
    if (!env)
        return;
    char *copy = strdup(env), *save = NULL;
    for (char *kv = strtok_r(copy, ";", &save); kv; kv = strtok_r(NULL, ";", &save))
        parse_entry(kv);
    free(copy);
}

static void log_line(const char *fmt, ...)
{
    pthread_once(&spoof_once, spoof_init);
    if (!spoof.log)
        return;
    va_list ap;
    va_start(ap, fmt);
    pthread_mutex_lock(&log_lock);
    vfprintf(spoof.log, fmt, ap);
    fflush(spoof.log);
    pthread_mutex_unlock(&log_lock);
    va_end(ap);
}

static CUresult wrap_attr(int *value, int attrib, int dev)
{
    pthread_once(&spoof_once, spoof_init);
    CUresult rc = real_attr(value, attrib, dev);
    if (rc != 0 || attrib < 0 || attrib >= MAX_ATTR)
        return rc;
    long long was = *value;
    if (spoof.has_attr[attrib])
        *value = (int)spoof.attr[attrib];
    if (!__atomic_exchange_n(&spoof.logged_attr[attrib], 1, __ATOMIC_RELAXED))
        log_line("attribute %d: %lld -> %d\n", attrib, was, *value);
    return rc;
}

static CUresult wrap_name(char *name, int len, int dev)
{
    pthread_once(&spoof_once, spoof_init);
    CUresult rc = real_name(name, len, dev);
    if (rc == 0 && spoof.has_name && len > 0) {
        log_line("name: %s -> %s\n", name, spoof.name);
        snprintf(name, (size_t)len, "%s", spoof.name);
    }
    return rc;
}

static CUresult wrap_mem(size_t *bytes, int dev)
{
    pthread_once(&spoof_once, spoof_init);
    CUresult rc = real_mem(bytes, dev);
    if (rc == 0 && spoof.has_mem) {
        log_line("memory: %zu -> %llu\n", *bytes, spoof.mem);
        *bytes = spoof.mem;
    }
    return rc;
}


/* The occupancy answers cuBLAS asks the driver for (its cluster discovery at handle creation,
   a kernel's resident blocks and shared memory), logged with their arguments so that a
   driver without the GPU can give the same answers. */
struct launch_config {
    unsigned grid[3], block[3], smem;
    void *stream;
    struct { int id, pad; unsigned value[16]; } *attrs;
    unsigned nattrs;
};

static CUresult wrap_clusters(int *n, void *f, const void *config)
{
    CUresult rc = real_clusters(n, f, config);
    const struct launch_config *c = config;
    unsigned cl[3] = {1, 1, 1};
    for (unsigned i = 0; c && i < c->nattrs; i++)
        if (c->attrs[i].id == 4)
            cl[0] = c->attrs[i].value[0], cl[1] = c->attrs[i].value[1], cl[2] = c->attrs[i].value[2];
    log_line("clusters f=%p grid=%u,%u,%u block=%u,%u,%u smem=%u cluster=%u,%u,%u -> rc=%d n=%d\n", f,
             c->grid[0], c->grid[1], c->grid[2], c->block[0], c->block[1], c->block[2], c->smem,
             cl[0], cl[1], cl[2], rc, rc == 0 ? *n : -1);
    return rc;
}

static CUresult wrap_blocks(int *n, void *f, int block, size_t smem, unsigned flags)
{
    CUresult rc = real_blocks(n, f, block, smem, flags);
    log_line("blocks f=%p block=%d smem=%zu flags=%u -> rc=%d n=%d\n", f, block, smem, flags, rc,
             rc == 0 ? *n : -1);
    return rc;
}

static CUresult wrap_dynsmem(size_t *bytes, void *f, int blocks, int block)
{
    CUresult rc = real_dynsmem(bytes, f, blocks, block);
    log_line("dynsmem f=%p blocks=%d block=%d -> rc=%d bytes=%zu\n", f, blocks, block, rc,
             rc == 0 ? *bytes : 0);
    return rc;
}

static CUresult wrap_limit(size_t *value, int limit)
{
    CUresult rc = real_limit(value, limit);
    log_line("limit %d -> rc=%d value=%zu\n", limit, rc, rc == 0 ? *value : 0);
    return rc;
}

static CUresult wrap_getkernel(void **kernel, void *library, const char *name)
{
    CUresult rc = real_getkernel(kernel, library, name);
    log_line("kernel %s -> %p\n", name, rc == 0 ? *kernel : NULL);
    return rc;
}

static CUresult wrap_kernelfunc(void **func, void *kernel)
{
    CUresult rc = real_kernelfunc(func, kernel);
    log_line("function %p -> %p\n", kernel, rc == 0 ? *func : NULL);
    return rc;
}

static CUresult wrap_funcattr(int *value, int attrib, void *f)
{
    CUresult rc = real_funcattr(value, attrib, f);
    log_line("funcattr f=%p %d -> rc=%d value=%d\n", f, attrib, rc, rc == 0 ? *value : 0);
    return rc;
}

/* The wrapper of a driver entry point named symbol whose real address is *pfn, or *pfn itself. */
static void *wrap_entry(const char *symbol, void *pfn)
{
    if (!pfn)
        return pfn;
    if (strcmp(symbol, "cuDeviceGetAttribute") == 0)
        return real_attr = (attr_fn)pfn, (void *)wrap_attr;
    if (strcmp(symbol, "cuDeviceGetName") == 0)
        return real_name = (name_fn)pfn, (void *)wrap_name;
    if (strcmp(symbol, "cuDeviceTotalMem_v2") == 0)
        return real_mem = (mem_fn)pfn, (void *)wrap_mem;
    if (strcmp(symbol, "cuOccupancyMaxActiveClusters") == 0)
        return real_clusters = (clusters_fn)pfn, (void *)wrap_clusters;
    if (strcmp(symbol, "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags") == 0)
        return real_blocks = (blocks_fn)pfn, (void *)wrap_blocks;
    if (strcmp(symbol, "cuOccupancyAvailableDynamicSMemPerBlock") == 0)
        return real_dynsmem = (dynsmem_fn)pfn, (void *)wrap_dynsmem;
    if (strcmp(symbol, "cuCtxGetLimit") == 0)
        return real_limit = (limit_fn)pfn, (void *)wrap_limit;
    if (strcmp(symbol, "cuLibraryGetKernel") == 0)
        return real_getkernel = (getkernel_fn)pfn, (void *)wrap_getkernel;
    if (strcmp(symbol, "cuKernelGetFunction") == 0)
        return real_kernelfunc = (kernelfunc_fn)pfn, (void *)wrap_kernelfunc;
    if (strcmp(symbol, "cuFuncGetAttribute") == 0)
        return real_funcattr = (funcattr_fn)pfn, (void *)wrap_funcattr;
    return pfn;
}

static void log_entry(const char *symbol, int version)
{
    static int count;
    if (__atomic_fetch_add(&count, 1, __ATOMIC_RELAXED) < 1000)
        log_line("entry %s %d\n", symbol, version);
}

static CUresult wrap_proc1(const char *symbol, void **pfn, int version, uint64_t flags);
static CUresult wrap_proc2(const char *symbol, void **pfn, int version, uint64_t flags, int *status);

/* What cuGetProcAddress hands out for symbol at the given API version: the driver's entry
   point pfn, or this file's wrapper of it (cuGetProcAddress itself among them). */
static void *wrap_versioned(const char *symbol, void *pfn, int version)
{
    if (strcmp(symbol, "cuGetProcAddress") == 0 && version >= 12000)
        return real_proc2 = (proc2_fn)pfn, (void *)wrap_proc2;
    if (strcmp(symbol, "cuGetProcAddress") == 0)
        return real_proc1 = (proc1_fn)pfn, (void *)wrap_proc1;
    if (strcmp(symbol, "cuDeviceTotalMem") == 0 && version >= 3020)
        return wrap_entry("cuDeviceTotalMem_v2", pfn);
    return wrap_entry(symbol, pfn);
}

static CUresult wrap_proc1(const char *symbol, void **pfn, int version, uint64_t flags)
{
    log_entry(symbol, version);
    CUresult rc = real_proc1(symbol, pfn, version, flags);
    if (rc == 0 && *pfn)
        *pfn = wrap_versioned(symbol, *pfn, version);
    return rc;
}

static CUresult wrap_proc2(const char *symbol, void **pfn, int version, uint64_t flags, int *status)
{
    log_entry(symbol, version);
    CUresult rc = real_proc2(symbol, pfn, version, flags, status);
    if (rc == 0 && *pfn)
        *pfn = wrap_versioned(symbol, *pfn, version);
    return rc;
}

void *dlsym(void *handle, const char *symbol)
{
    void *p = real_dlsym(handle, symbol);
    if (!p)
        return p;
    if (strcmp(symbol, "cuGetProcAddress") == 0)
        return real_proc1 = (proc1_fn)p, (void *)wrap_proc1;
    if (strcmp(symbol, "cuGetProcAddress_v2") == 0)
        return real_proc2 = (proc2_fn)p, (void *)wrap_proc2;
    return wrap_entry(symbol, p);
}
