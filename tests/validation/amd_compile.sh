#!/bin/sh
# SPDX-License-Identifier: MIT
# The AMD kernels of the device harness (validation/device/mfma_kernels.hip)
# compile for gfx908, gfx90a and gfx942 with Debian's clang-19, and every
# kernel's disassembly contains the MFMA instruction it is meant to run.
# Device-only builds: no GPU, no ROCm runtime needed.  HIP headers from
# Debian's libamdhip64-dev are used when present (as hipcc would); without
# them the kernels are built header-free (-nogpuinc -DMH_NO_HIP_HEADERS).
# clang-19 / llvm-objdump-19 missing is a FAILURE, not a skip: the CI test
# command installs them (.ci/install-deps).  gfx950 is tried too; clang-19
# does not know that target, which is reported, not failed.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
src=$top/validation/device/mfma_kernels.hip
CLANG=${CLANG19:-clang-19}
OBJDUMP=${OBJDUMP19:-llvm-objdump-19}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0

for tool in "$CLANG" "$OBJDUMP"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "FAIL: $tool not found (install clang-19 lld-19 llvm-19: .ci/install-deps)"
        exit 1
    fi
done
"$CLANG" --version | head -1

hdr_flags=""
if [ -f /usr/include/hip/hip_runtime.h ] || [ -n "${HIP_PATH:-}" ]; then
    echo "HIP headers: $(ls -d /usr/include/hip 2>/dev/null || echo "$HIP_PATH")"
else
    echo "HIP headers: none (libamdhip64-dev missing); building header-free"
    hdr_flags="-nogpuinc -DMH_NO_HIP_HEADERS"
fi

# kernel (op struct) -> intended instruction, per target
expect_gfx908="
op_32x32x8_f16 v_mfma_f32_32x32x8f16
op_16x16x16_f16 v_mfma_f32_16x16x16f16
op_32x32x4_2b_f16 v_mfma_f32_32x32x4f16
op_16x16x4_4b_f16 v_mfma_f32_16x16x4f16
op_32x32x2_f32 v_mfma_f32_32x32x2f32
op_16x16x4_f32 v_mfma_f32_16x16x4f32
op_32x32x4_bf16 v_mfma_f32_32x32x4bf16
op_16x16x8_bf16 v_mfma_f32_16x16x8bf16
op_32x32x2_2b_bf16 v_mfma_f32_32x32x2bf16"
expect_gfx90a="$expect_gfx908
op_32x32x8_bf16_1k v_mfma_f32_32x32x8bf16_1k
op_16x16x16_bf16_1k v_mfma_f32_16x16x16bf16_1k
op_32x32x4_2b_bf16_1k v_mfma_f32_32x32x4bf16_1k
op_16x16x4_4b_bf16_1k v_mfma_f32_16x16x4bf16_1k"
expect_gfx942="
op_32x32x8_f16 v_mfma_f32_32x32x8_f16
op_16x16x16_f16 v_mfma_f32_16x16x16_f16
op_32x32x4_2b_f16 v_mfma_f32_32x32x4_2b_f16
op_16x16x4_4b_f16 v_mfma_f32_16x16x4_4b_f16
op_32x32x2_f32 v_mfma_f32_32x32x2_f32
op_16x16x4_f32 v_mfma_f32_16x16x4_f32
op_32x32x8_bf16_1k v_mfma_f32_32x32x8_bf16
op_16x16x16_bf16_1k v_mfma_f32_16x16x16_bf16
op_32x32x4_2b_bf16_1k v_mfma_f32_32x32x4_2b_bf16
op_16x16x4_4b_bf16_1k v_mfma_f32_16x16x4_4b_bf16
op_32x32x4_xf32 v_mfma_f32_32x32x4_xf32
op_16x16x8_xf32 v_mfma_f32_16x16x8_xf32
op_32x32x16_fp8 v_mfma_f32_32x32x16_fp8_fp8
op_32x32x16_bf8 v_mfma_f32_32x32x16_bf8_bf8
op_16x16x32_fp8 v_mfma_f32_16x16x32_fp8_fp8
op_16x16x32_bf8 v_mfma_f32_16x16x32_bf8_bf8"
expect_gfx950="$(echo "$expect_gfx942" | grep -v xf32)
op_32x32x16_bf16 v_mfma_f32_32x32x16_bf16
op_16x16x32_bf16 v_mfma_f32_16x16x32_bf16
op_32x32x16_f16 v_mfma_f32_32x32x16_f16
op_16x16x32_f16 v_mfma_f32_16x16x32_f16"

check_arch() { # ARCH EXPECTATIONS
    arch=$1; expect=$2
    obj=$tmp/mfma-$arch.o
    # shellcheck disable=SC2086
    if ! "$CLANG" -x hip --cuda-device-only --offload-arch="$arch" -nogpulib $hdr_flags -O2 \
        -Werror=unused-result -c --no-gpu-bundle-output -o "$obj" "$src" >"$tmp/cc-$arch.log" 2>&1; then
        echo "FAIL $arch: compile error"
        sed 's/^/    /' "$tmp/cc-$arch.log" | head -40
        return 1
    fi
    # "kernel : mnemonic" for every MFMA in the code object
    "$OBJDUMP" -d --demangle "$obj" | awk '
        /^[0-9a-f]+ <.*>:$/ { f = $0; sub(/^[0-9a-f]+ </, "", f); sub(/>:$/, "", f);
                              if (f ~ /mfma_kernel</) { sub(/^.*mfma_kernel</, "", f); sub(/>.*$/, "", f); kern[f] = 1 } else f = "" }
        /v_mfma/ && f != "" { match($0, /v_mfma_[a-z0-9_]+/); print f, substr($0, RSTART, RLENGTH) }
        END { for (k in kern) print k, "(kernel)" }' | sort -u >"$tmp/found-$arch"
    bad=0
    echo "$expect" | while read -r op mn; do
        [ -n "$op" ] || continue
        if ! grep -qx "$op $mn" "$tmp/found-$arch"; then
            echo "FAIL $arch: kernel $op does not contain $mn (found: $(grep "^$op " "$tmp/found-$arch" | cut -d' ' -f2 | tr '\n' ' '))"
            echo x >>"$tmp/bad-$arch"
        fi
    done
    [ -f "$tmp/bad-$arch" ] && bad=$(wc -l <"$tmp/bad-$arch")
    nk=$(grep -c ' (kernel)$' "$tmp/found-$arch")
    ne=$(echo "$expect" | grep -c .)
    # every kernel runs exactly the one instruction family it is checked for
    extra=$(grep -v ' (kernel)$' "$tmp/found-$arch" | cut -d' ' -f1 | sort | uniq -d)
    if [ "$nk" -ne "$ne" ]; then
        echo "FAIL $arch: $nk kernels in the code object, $ne expected"
        bad=$((bad + 1))
    fi
    if [ -n "$extra" ]; then
        echo "FAIL $arch: kernels with more than one kind of MFMA: $extra"
        bad=$((bad + 1))
    fi
    [ "$bad" -eq 0 ] || return 1
    echo "ok $arch: $nk kernels, each with its instruction: $(grep -v ' (kernel)$' "$tmp/found-$arch" | cut -d' ' -f2 | sort -u | tr '\n' ' ')"
}

for arch in gfx908 gfx90a gfx942; do
    eval "exp=\$expect_$arch"
    check_arch "$arch" "$exp" || fails=$((fails + 1))
done

# gfx950: written, compile-untested where the compiler lacks the target.
if "$CLANG" -x hip --cuda-device-only --offload-arch=gfx950 -nogpulib $hdr_flags -O2 -c \
    --no-gpu-bundle-output -o "$tmp/m950.o" "$src" >"$tmp/cc-gfx950.log" 2>&1; then
    check_arch gfx950 "$expect_gfx950" || fails=$((fails + 1))
else
    echo "note gfx950: not compiled, $("$CLANG" --version | head -1) says: $(grep -m1 error "$tmp/cc-gfx950.log")"
fi

if [ "$fails" -ne 0 ]; then
    echo "amd_compile: $fails target(s) FAILED"
    exit 1
fi
echo "amd_compile: all targets pass"
