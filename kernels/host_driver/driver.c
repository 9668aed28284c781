/* SPDX-License-Identifier: MIT */
/* driver.c -- the driver's entry points for the device, contexts, streams and events, and
   cuGetProcAddress, through which the CUDA runtime finds every entry point.

   An entry point this driver does not implement is handed out as a stub of its own that
   answers success and writes nothing, logged by name the first time it is called
   (MMAEMU_HOST_DRIVER_LOG=FILE): the runtime asks for several hundred entry points and calls
   few.  Those it calls with outputs that matter are implemented here or in launches.c. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_driver.h"

static FILE *log_file;
static pthread_once_t log_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;

static void open_log(void)
{
    const char *path = getenv("MMAEMU_HOST_DRIVER_LOG");
    log_file = path && *path ? fopen(path, "a") : NULL;
}

void host_log(const char *fmt, ...)
{
    pthread_once(&log_once, open_log);
    if (!log_file)
        return;
    va_list ap;
    va_start(ap, fmt);
    pthread_mutex_lock(&log_lock);
    vfprintf(log_file, fmt, ap);
    fflush(log_file);
    pthread_mutex_unlock(&log_lock);
    va_end(ap);
}

static long primary_context_object;

void *host_primary_context(void)
{
    return &primary_context_object;
}

/* ---- device and context ---- */

CUresult cuInit(unsigned flags) { (void)flags; return CU_OK; }
CUresult cuDriverGetVersion(int *v) { *v = 13010; return CU_OK; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return CU_OK; }
CUresult cuDeviceGet(int *d, int ordinal) { *d = 0; return ordinal == 0 ? CU_OK : 101; }

CUresult cuDeviceGetAttribute(int *v, int attribute, int dev)
{
    (void)dev;
    *v = host_device_attribute(attribute);
    return CU_OK;
}

CUresult cuDeviceGetName(char *name, int len, int dev)
{
    (void)dev;
    snprintf(name, (size_t)len, "%s", host_device_name());
    return CU_OK;
}

CUresult cuDeviceTotalMem_v2(size_t *bytes, int dev) { (void)dev; *bytes = host_device_memory(); return CU_OK; }
CUresult cuDeviceGetUuid(unsigned char *uuid, int dev) { (void)dev; memset(uuid, 0x42, 16); return CU_OK; }
CUresult cuDeviceGetUuid_v2(unsigned char *uuid, int dev) { return cuDeviceGetUuid(uuid, dev); }
CUresult cuCtxGetCurrent(void **ctx) { *ctx = host_primary_context(); return CU_OK; }
CUresult cuCtxGetDevice(int *dev) { *dev = 0; return CU_OK; }
CUresult cuCtxGetId(void *ctx, unsigned long long *id) { (void)ctx; *id = 1; return CU_OK; }
CUresult cuDevicePrimaryCtxRetain(void **ctx, int dev) { (void)dev; *ctx = host_primary_context(); return CU_OK; }
CUresult cuCtxGetApiVersion(void *ctx, unsigned *v) { (void)ctx; *v = 13010; return CU_OK; }
CUresult cuCtxGetLimit(size_t *v, int limit) { (void)limit; *v = 0; return CU_OK; }
CUresult cuCtxGetStreamPriorityRange(int *lo, int *hi) { if (lo) *lo = 0; if (hi) *hi = -5; return CU_OK; }

CUresult cuDevicePrimaryCtxGetState(int dev, unsigned *flags, int *active)
{
    (void)dev;
    *flags = 0;
    *active = 1;
    return CU_OK;
}

CUresult cuGetExportTable(const void **table, const unsigned char *uuid)
{
    return host_export_table(table, uuid);
}

CUresult cuGetErrorString(int e, const char **s) { (void)e; *s = "mmaemu host driver error"; return CU_OK; }
CUresult cuGetErrorName(int e, const char **s) { (void)e; *s = "CUDA_ERROR_MMAEMU_HOST_DRIVER"; return CU_OK; }

/* ---- streams and events: objects without state ---- */

static long stream_object, event_object;

CUresult cuStreamCreate(void **s, unsigned flags) { (void)flags; *s = &stream_object; return CU_OK; }
CUresult cuStreamCreateWithPriority(void **s, unsigned f, int p) { (void)p; return cuStreamCreate(s, f); }
CUresult cuEventCreate(void **e, unsigned flags) { (void)flags; *e = &event_object; return CU_OK; }
CUresult cuStreamIsCapturing(void *s, int *status) { (void)s; *status = 0; return CU_OK; }

CUresult cuStreamGetCaptureInfo_v2(void *s, int *status, unsigned long long *id, void **graph,
                                   const void **deps, size_t *ndeps)
{
    (void)s;
    *status = 0;
    if (id)
        *id = 0;
    if (graph)
        *graph = NULL;
    if (deps)
        *deps = NULL;
    if (ndeps)
        *ndeps = 0;
    return CU_OK;
}

/* ---- every other entry point: a stub of its own, logged by name when first called ---- */

#define NSTUBS 500
static const char *stub_names[NSTUBS];
static int stub_count, stub_called[NSTUBS];
static pthread_mutex_t stub_lock = PTHREAD_MUTEX_INITIALIZER;

static CUresult stub_hit(int i)
{
    if (!__atomic_exchange_n(&stub_called[i], 1, __ATOMIC_RELAXED))
        host_log("stub called: %s\n", stub_names[i]);
    return CU_OK;
}

#define S1(i) static CUresult stub##i(void) { return stub_hit(i - 1000); }
#define S10(i) S1(i##0) S1(i##1) S1(i##2) S1(i##3) S1(i##4) S1(i##5) S1(i##6) S1(i##7) S1(i##8) S1(i##9)
#define S100(i) S10(i##0) S10(i##1) S10(i##2) S10(i##3) S10(i##4) S10(i##5) S10(i##6) S10(i##7) S10(i##8) S10(i##9)
S100(10) S100(11) S100(12) S100(13) S100(14)
#define P1(i) stub##i,
#define P10(i) P1(i##0) P1(i##1) P1(i##2) P1(i##3) P1(i##4) P1(i##5) P1(i##6) P1(i##7) P1(i##8) P1(i##9)
#define P100(i) P10(i##0) P10(i##1) P10(i##2) P10(i##3) P10(i##4) P10(i##5) P10(i##6) P10(i##7) P10(i##8) P10(i##9)
static CUresult (*const stubs[NSTUBS])(void) = {P100(10) P100(11) P100(12) P100(13) P100(14)};

static void *stub_for(const char *symbol)
{
    void *fn = NULL;
    pthread_mutex_lock(&stub_lock);
    for (int i = 0; i < stub_count && !fn; i++)
        if (!strcmp(stub_names[i], symbol))
            fn = (void *)stubs[i];
    if (!fn && stub_count < NSTUBS && (stub_names[stub_count] = strdup(symbol)))
        fn = (void *)stubs[stub_count++];
    pthread_mutex_unlock(&stub_lock);
    return fn;
}

/* This library's own definition of symbol (or of symbol_v2, the version the runtime means). */
static void *own_entry(const char *symbol)
{
    static void *self;
    if (!self) {
        Dl_info info;
        if (dladdr((void *)own_entry, &info))
            self = dlopen(info.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
    }
    char name[256];
    snprintf(name, sizeof name, "%s_v2", symbol);
    void *fn = self ? dlsym(self, name) : NULL;
    return fn ? fn : self ? dlsym(self, symbol) : NULL;
}

CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, uint64_t flags, int *status)
{
    (void)version, (void)flags;
    if (status)
        *status = 0;
    *pfn = !strncmp(symbol, "cuGetProcAddress", 16) ? (void *)cuGetProcAddress_v2 : own_entry(symbol);
    if (!*pfn)
        *pfn = stub_for(symbol);
    return *pfn ? CU_OK : CU_NOT_FOUND;
}

CUresult cuGetProcAddress(const char *symbol, void **pfn, int version, uint64_t flags)
{
    return cuGetProcAddress_v2(symbol, pfn, version, flags, NULL);
}
