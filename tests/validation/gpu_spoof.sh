#!/bin/sh
# SPDX-License-Identifier: MIT
# validation/device/cublas_choice/gpu_spoof.c, the LD_PRELOAD shim that makes the CUDA driver
# report another GPU's properties, on a fake driver: a program reaches the driver as cuBLAS's
# static CUDA runtime does (dlopen, dlsym of cuGetProcAddress_v2, entry points from it, and
# cuGetProcAddress handed out by itself).  Without the shim it must read the fake H200's values,
# with it the H100's given in MMAEMU_GPU_SPOOF, the attributes not named untouched, and the log
# must list what was read.  No GPU needed.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
CC=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat > "$tmp/fakecuda.c" <<'C'
#include <stdint.h>
#include <stdio.h>
#include <string.h>
static int attr(int *v, int a, int d) { (void)d; *v = a == 36 ? 3201000 : a == 38 ? 62914560 : 1000 + a; return 0; }
static int name(char *n, int len, int d) { (void)d; snprintf(n, (size_t)len, "NVIDIA H200"); return 0; }
static int mem(size_t *b, int d) { (void)d; *b = 150109880320ULL; return 0; }
int cuGetProcAddress_v2(const char *s, void **p, int v, uint64_t f, int *st)
{
    (void)v; (void)f; (void)st;
    if (!strcmp(s, "cuDeviceGetAttribute")) *p = (void *)attr;
    else if (!strcmp(s, "cuDeviceGetName")) *p = (void *)name;
    else if (!strcmp(s, "cuDeviceTotalMem")) *p = (void *)mem;
    else if (!strcmp(s, "cuGetProcAddress")) *p = (void *)cuGetProcAddress_v2;
    else return 500;
    return 0;
}
C
cat > "$tmp/client.c" <<'C'
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
typedef int (*proc_fn)(const char *, void **, int, uint64_t, int *);
int main(int argc, char **argv)
{
    void *h = dlopen(argv[1], RTLD_NOW);
    proc_fn first = h ? (proc_fn)dlsym(h, "cuGetProcAddress_v2") : 0, proc = 0;
    int (*attr)(int *, int, int) = 0, (*name)(char *, int, int) = 0, (*mem)(size_t *, int) = 0, st;
    if (!first || first("cuGetProcAddress", (void **)&proc, 13000, 0, &st)) return 3;
    proc("cuDeviceGetAttribute", (void **)&attr, 13000, 0, &st);
    proc("cuDeviceGetName", (void **)&name, 13000, 0, &st);
    proc("cuDeviceTotalMem", (void **)&mem, 13000, 0, &st);
    int clock, l2, sms; char n[64]; size_t b;
    attr(&clock, 36, 0); attr(&l2, 38, 0); attr(&sms, 16, 0); name(n, 64, 0); mem(&b, 0);
    printf("%d %d %d %s %zu\n", clock, l2, sms, n, b);
    (void)argc;
    return 0;
}
C
"$CC" -shared -fPIC -o "$tmp/libfakecuda.so" "$tmp/fakecuda.c" &&
"$CC" -o "$tmp/client" "$tmp/client.c" -ldl &&
"$CC" -O2 -Wall -Wextra -Werror -shared -fPIC -o "$tmp/gpu_spoof.so" \
    "$top/validation/device/cublas_choice/gpu_spoof.c" -ldl || { echo "FAIL: build"; exit 1; }

fails=0
check() {   # check WHAT EXPECTED GOT
    if [ "$2" = "$3" ]; then echo "ok: $1"; else echo "FAIL: $1: expected '$2', got '$3'"; fails=$((fails + 1)); fi
}
check "no shim: the driver's values" "3201000 62914560 1016 NVIDIA H200 150109880320" \
    "$("$tmp/client" "$tmp/libfakecuda.so")"
check "shim, nothing to report: the driver's values" "3201000 62914560 1016 NVIDIA H200 150109880320" \
    "$(LD_PRELOAD="$tmp/gpu_spoof.so" "$tmp/client" "$tmp/libfakecuda.so")"
check "shim: the H100's values, SM count untouched" "2619000 52428800 1016 NVIDIA H100 80GB HBM3 85017493504" \
    "$(LD_PRELOAD="$tmp/gpu_spoof.so" MMAEMU_GPU_SPOOF_LOG="$tmp/log" \
       MMAEMU_GPU_SPOOF='name=NVIDIA H100 80GB HBM3;mem=85017493504;36=2619000;38=52428800' \
       "$tmp/client" "$tmp/libfakecuda.so")"
check "log: the memory clock read and changed" "attribute 36: 3201000 -> 2619000" \
    "$(grep '^attribute 36:' "$tmp/log")"
check "log: the SM count read, unchanged" "attribute 16: 1016 -> 1016" "$(grep '^attribute 16:' "$tmp/log")"
check "log: the entry points asked for" "4" "$(grep -c '^entry ' "$tmp/log")"
[ $fails -eq 0 ] || exit 1
