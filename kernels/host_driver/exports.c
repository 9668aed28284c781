/* SPDX-License-Identifier: MIT */
/* exports.c -- entry points cuBLASLt looks up by name (dlsym) rather than through
   cuGetProcAddress: it refuses to start unless each exists.  None of them has an output that
   the choice of a program reads; each answers success, logged by name when first called. */
#include "host_driver.h"

#define EXPORTED_STUB(name) \
    CUresult name(void); \
    CUresult name(void) { static int called; if (!__atomic_exchange_n(&called, 1, __ATOMIC_RELAXED)) host_log("called: %s\n", #name); return CU_OK; }

EXPORTED_STUB(cuCtxDisablePeerAccess)
EXPORTED_STUB(cuCtxEnablePeerAccess)
EXPORTED_STUB(cuCtxPopCurrent)
EXPORTED_STUB(cuCtxPopCurrent_v2)
EXPORTED_STUB(cuCtxPushCurrent)
EXPORTED_STUB(cuCtxPushCurrent_v2)
EXPORTED_STUB(cuCtxSetCurrent)
EXPORTED_STUB(cuCtxSynchronize)
EXPORTED_STUB(cuDeviceCanAccessPeer)
EXPORTED_STUB(cuDevicePrimaryCtxRelease)
EXPORTED_STUB(cuDevicePrimaryCtxReset)
EXPORTED_STUB(cuEventDestroy_v2)
EXPORTED_STUB(cuEventElapsedTime)
EXPORTED_STUB(cuEventQuery)
EXPORTED_STUB(cuEventRecord)
EXPORTED_STUB(cuEventSynchronize)
EXPORTED_STUB(cuFuncSetCacheConfig)
EXPORTED_STUB(cuGraphDestroy)
EXPORTED_STUB(cuGraphExecDestroy)
EXPORTED_STUB(cuGraphExecKernelNodeSetParams)
EXPORTED_STUB(cuGraphGetNodes)
EXPORTED_STUB(cuGraphInstantiate)
EXPORTED_STUB(cuGraphKernelNodeGetParams)
EXPORTED_STUB(cuGraphLaunch)
EXPORTED_STUB(cuGraphNodeGetType)
EXPORTED_STUB(cuKernelGetLibrary)
EXPORTED_STUB(cuLibraryUnload)
EXPORTED_STUB(cuLinkAddData_v2)
EXPORTED_STUB(cuLinkAddFile_v2)
EXPORTED_STUB(cuLinkComplete)
EXPORTED_STUB(cuLinkCreate_v2)
EXPORTED_STUB(cuLinkDestroy)
EXPORTED_STUB(cuMemPrefetchAsync)
EXPORTED_STUB(cuMemcpy)
EXPORTED_STUB(cuMemcpy2DAsync_v2)
EXPORTED_STUB(cuMemcpyAsync)
EXPORTED_STUB(cuMemcpyDtoDAsync_v2)
EXPORTED_STUB(cuMemcpyDtoH_v2)
EXPORTED_STUB(cuMemcpyHtoD_v2)
EXPORTED_STUB(cuMemsetD8_v2)
EXPORTED_STUB(cuModuleLoadFatBinary)
EXPORTED_STUB(cuModuleUnload)
EXPORTED_STUB(cuStreamBatchMemOp)
EXPORTED_STUB(cuStreamBeginCapture_v2)
EXPORTED_STUB(cuStreamDestroy_v2)
EXPORTED_STUB(cuStreamEndCapture)
EXPORTED_STUB(cuStreamGetCtx)
EXPORTED_STUB(cuStreamSynchronize)
EXPORTED_STUB(cuStreamWaitEvent)
EXPORTED_STUB(cuStreamWaitValue32)
EXPORTED_STUB(cuTensorMapEncodeTiled)
EXPORTED_STUB(cuThreadExchangeStreamCaptureMode)

/* Unversioned names of entry points driver.c and launches.c define in their _v2 form. */
CUresult cuMemAlloc(uint64_t *ptr, size_t size);
CUresult cuMemGetInfo(size_t *free_bytes, size_t *total);
CUresult cuDeviceTotalMem(size_t *bytes, int dev);
CUresult cuMemAlloc(uint64_t *ptr, size_t size) { return cuMemAlloc_v2(ptr, size); }
CUresult cuMemGetInfo(size_t *free_bytes, size_t *total) { return cuMemGetInfo_v2(free_bytes, total); }
CUresult cuDeviceTotalMem(size_t *bytes, int dev) { return cuDeviceTotalMem_v2(bytes, dev); }
