#!/bin/sh
# SPDX-License-Identifier: MIT
# run.sh -- build the device harness for the GPU of this machine, run the
# layout self-tests of every kernel, then run one probe file.
#
#   validation/device/run.sh PROBEFILE OUTFILE [options] [-- harness options]
#   validation/device/run.sh --selftest-only [options]
#
# PROBEFILE: an mmaemu probe file (#mmaemu-probe 1 header), optionally
# gzip-compressed (.gz), or a plain dot file with `-- --instr NAME --in FMT
# --out FMT`; '-' reads standard input.  OUTFILE: one hex pattern of d per
# line ('-': standard output).
# Options:
#   --arch TARGET     build for TARGET instead of the detected GPU: sm_90a,
#                     sm_90, sm_89, sm_80, ... (NVIDIA) or gfx908, gfx90a,
#                     gfx942, gfx950 (AMD)
#   --build-dir DIR   where to build (default validation/device/build/TARGET);
#                     an up-to-date build is reused
#   --quick           skip the self-test of all kernels (the harness still
#                     self-tests the kernel it runs before the data)
#   --selftest-only   build and self-test, no probe file
#   --sass FILE       NVIDIA: write cuobjdump -sass of the kernels to FILE
# Environment: NVCC, HIPCC, CC override the compilers.
# Exit status: that of the harness (0 ok, 1 input, 2 GPU, 3 self-test failed,
# 4 copies or repeats differ), or 5 for a build failure / no GPU found.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
probe=""; out=""; target=""; bdir=""; quick=0; stonly=0; sass=""
while [ $# -gt 0 ]; do
    case "$1" in
        --arch) target=$2; shift 2 ;;
        --build-dir) bdir=$2; shift 2 ;;
        --quick) quick=1; shift ;;
        --selftest-only) stonly=1; shift ;;
        --sass) sass=$2; shift 2 ;;
        --help|-h) sed -n '2,26p' "$0"; exit 0 ;;
        --) shift; break ;;
        -?*) echo "run.sh: unknown option $1 (--help)" >&2; exit 1 ;;
        *) if [ -z "$probe" ]; then probe=$1; elif [ -z "$out" ]; then out=$1; else
               echo "run.sh: too many arguments" >&2; exit 1; fi; shift ;;
    esac
done
if [ "$stonly" = 0 ] && { [ -z "$probe" ] || [ -z "$out" ]; }; then
    echo "usage: run.sh PROBEFILE OUTFILE [--arch TARGET] [--build-dir DIR] [--quick] [-- harness options]" >&2
    exit 1
fi

have() { command -v "$1" >/dev/null 2>&1; }

# ---------------------------------------------------------------- platform
platform=""
case "$target" in
    sm_*|sm[0-9]*) platform=nvidia ;;
    gfx*) platform=amd ;;
    "") if have nvidia-smi && nvidia-smi -L >/dev/null 2>&1; then platform=nvidia
        elif have rocminfo && rocminfo >/dev/null 2>&1; then platform=amd
        elif have nvcc || [ -x /usr/local/cuda/bin/nvcc ]; then platform=nvidia
        elif have hipcc || [ -x /opt/rocm/bin/hipcc ]; then platform=amd
        else echo "run.sh: no NVIDIA or AMD GPU/toolchain found (nvidia-smi, rocminfo, nvcc, hipcc)" >&2; exit 5
        fi ;;
    *) echo "run.sh: unknown --arch $target" >&2; exit 1 ;;
esac
CC=${CC:-cc}
[ -x /usr/local/cuda/bin/nvcc ] && PATH=$PATH:/usr/local/cuda/bin
[ -x /opt/rocm/bin/hipcc ] && PATH=$PATH:/opt/rocm/bin

echo "== platform: $platform"
if [ "$platform" = nvidia ]; then
    NVCC=${NVCC:-nvcc}
    if [ -z "$target" ]; then
        cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d ' .')
        [ -n "$cc" ] || { echo "run.sh: cannot read the compute capability (nvidia-smi); give --arch" >&2; exit 5; }
        target=sm_$cc
        [ "$cc" = 90 ] && target=sm_90a
    fi
    sm=$(echo "$target" | sed 's/^sm_*//; s/a$//')
    case "$target" in *a) gencode="-gencode=arch=compute_${sm}a,code=sm_${sm}a"; sm90a=1 ;;
                      *) gencode="-gencode=arch=compute_${sm},code=sm_${sm}"; sm90a=0 ;; esac
    nvidia-smi --query-gpu=name,driver_version,compute_cap,clocks.max.sm --format=csv 2>/dev/null || true
    echo "compiler: $("$NVCC" --version | tail -2 | tr '\n' ' ')"
else
    HIPCC=${HIPCC:-hipcc}
    if [ -z "$target" ]; then
        target=$(rocminfo 2>/dev/null | grep -o -m1 'gfx9[0-9a-f]*' || true)
        [ -n "$target" ] || { echo "run.sh: no gfx9 agent in rocminfo; give --arch" >&2; exit 5; }
    fi
    case "$target" in
        gfx908) code=908 ;; gfx90a) code=910 ;; gfx940|gfx941|gfx942) code=942 ;; gfx950) code=950 ;;
        *) echo "run.sh: no MFMA kernels for $target (gfx908, gfx90a, gfx942, gfx950)" >&2; exit 5 ;;
    esac
    rocminfo 2>/dev/null | grep -m2 -E 'Marketing Name|Name: +gfx' || true
    [ -r /sys/module/amdgpu/version ] && echo "amdgpu driver: $(cat /sys/module/amdgpu/version)"
    echo "compiler: $("$HIPCC" --version 2>&1 | grep -m2 -i -E 'HIP version|clang version' | tr '\n' ' ')"
fi
echo "target: $target"

# ---------------------------------------------------------------- build
bdir=${bdir:-$here/build/$target}
mkdir -p "$bdir"
bin=$bdir/mmaemu-harness
srcs="$here/harness.c $here/harness.h $here/backend_common.h $here/gpu_runtime.h $here/nv_kernels.cu
      $here/mfma_kernels.hip $top/validation/probe_file.c $top/validation/probe_gen.c $top/validation/probe_gen_ext.c
      $top/validation/dot_line.c $top/emu/format.c
      $top/emu/round.c $top/emu/error.c $top/include/mmaemu/*.h $top/emu/internal.h"
stale=1
if [ -x "$bin" ]; then
    stale=0
    for f in $srcs; do [ "$f" -nt "$bin" ] && stale=1; done
fi
if [ "$stale" = 1 ]; then
    echo "== building in $bdir"
    hostflags="-std=c11 -O2 -D_GNU_SOURCE -I$top/include -I$top/emu -I$here"
    # shellcheck disable=SC2086
    if ! ( for f in validation/probe_file validation/probe_gen validation/probe_gen_ext validation/dot_line emu/format emu/round emu/error; do
               $CC $hostflags -c "$top/$f.c" -o "$bdir/${f#*/}.o" || exit 1
           done
           $CC $hostflags -c "$here/harness.c" -o "$bdir/harness.o" ) >"$bdir/build.log" 2>&1; then
        cat "$bdir/build.log"; echo "run.sh: BUILD FAILED (host code)" >&2; exit 5
    fi
    if [ "$platform" = nvidia ]; then
        # shellcheck disable=SC2086
        if ! { "$NVCC" -O2 $gencode -DMH_SM="$sm" -DMH_SM90A=$sm90a -I"$here" -c "$here/nv_kernels.cu" \
                   -o "$bdir/kernels.o" &&
               "$NVCC" $gencode -o "$bin" "$bdir/kernels.o" "$bdir/harness.o" "$bdir/probe_file.o" \
                   "$bdir/probe_gen.o" "$bdir/probe_gen_ext.o" "$bdir/dot_line.o" "$bdir/format.o" "$bdir/round.o" "$bdir/error.o"; } >>"$bdir/build.log" 2>&1; then
            cat "$bdir/build.log"; echo "run.sh: BUILD FAILED (nvcc)" >&2; exit 5
        fi
    else
        if ! { "$HIPCC" -O2 --offload-arch="$target" -DMH_GFX=$code -I"$here" -x hip -c \
                   "$here/mfma_kernels.hip" -o "$bdir/kernels.o" &&
               "$HIPCC" --offload-arch="$target" -o "$bin" "$bdir/kernels.o" "$bdir/harness.o" \
                   "$bdir/probe_file.o" "$bdir/probe_gen.o" "$bdir/probe_gen_ext.o" "$bdir/dot_line.o" "$bdir/format.o" "$bdir/round.o" "$bdir/error.o"; } >>"$bdir/build.log" 2>&1; then
            cat "$bdir/build.log"; echo "run.sh: BUILD FAILED (hipcc)" >&2; exit 5
        fi
    fi
    cat "$bdir/build.log"
else
    echo "== using the build in $bdir (up to date)"
fi
if [ -n "$sass" ] && [ "$platform" = nvidia ]; then
    cuobjdump -sass "$bin" >"$sass" 2>&1 || echo "run.sh: cuobjdump failed" >&2
    echo "== matrix instructions per kernel (SASS):"
    awk '/Function :/{f=$3} /MMA/{sub(/^[ \t]*\/\*[0-9a-f]*\*\/[ \t]*/,""); sub(/;.*/,""); sub(/ .*/,""); print f": "$0}' \
        "$sass" | sort | uniq -c
fi
"$bin" --info || { echo "run.sh: no usable GPU" >&2; exit 5; }

# ---------------------------------------------------------------- self-tests
if [ "$quick" = 0 ] || [ "$stonly" = 1 ]; then
    # one process per kernel: a GPU fault in one kernel cannot hide the others
    echo "== layout self-tests (every kernel, K = k and K = 3k)"
    st=0; npass=0; nfail=0; failed=""
    kernels=$("$bin" --list | tail -n +3 | awk '{print $1 "," $2 "," $3}')
    for kv in $kernels; do
        IFS=, read -r ki kin kout <<EOF_K
$kv
EOF_K
        r=0
        "$bin" --selftest 4096 --instr "$ki" --in "$kin" --out "$kout" >"$bdir/selftest.log" 2>&1 || r=$?
        grep -v '^device:\|summary' "$bdir/selftest.log" || true
        if [ "$r" = 0 ]; then npass=$((npass + 1)); else nfail=$((nfail + 1)); failed="$failed $ki:$kin->$kout(status $r)"; st=3; fi
    done
    echo "== self-test summary: $npass kernels pass, $nfail fail${failed:+:$failed}"
    if [ "$st" != 0 ]; then
        echo "run.sh: SELF-TEST FAILED: the data of the failing kernels cannot be trusted" >&2
        [ "$stonly" = 1 ] && exit "$st"
    fi
fi
[ "$stonly" = 1 ] && exit 0

# ---------------------------------------------------------------- the probe file
echo "== running $probe"
rc=0
case "$probe" in
    *.gz) gzip -dc "$probe" | "$bin" "$@" - "$out" || rc=$? ;;
    *) "$bin" "$@" "$probe" "$out" || rc=$? ;;
esac
[ "$rc" = 0 ] && echo "== results in $out" || echo "run.sh: harness status $rc" >&2
exit "$rc"
