#!/bin/sh
# SPDX-License-Identifier: MIT
# `mmaemu dcpp` at shapes other than the report's equals, file for file,
# the same computation composed from `mmaemu gemm` calls: each tl.dot of
# the Helion kernels as its tile config (D and K padded to powers of two),
# Inductor's template as its 256x64x64 config, the library bmm's through
# the model's library (preset or default).  Forward xty and out; backward
# db2, dy, dx1, dxt (the final bf16 add of dx is checked in
# tests/kernels/check_dcpp_shapes.c).
. "$(dirname "$0")/expect.sh"
p2() { n=1; while [ $n -lt "$1" ]; do n=$((n * 2)); done; echo $n; }

gemm() {   # OUT A B [options]: a bf16 GEMM written to $tmp/g/OUT.npy
    out=$1; a=$2; b=$3; shift 3
    "$MMAEMU" gemm --a "$a" --b "$b" --out "$tmp/g/$out.npy" --out-dtype bf16 "$@" 2>/dev/null ||
        fail "gemm $out"
}
same() {   # NAME FILE: the dcpp file equals the composed one
    cmp -s "$2" "$tmp/g/$1.npy" && pass || fail "$model $path $shape: $1 differs"
}

check() {   # MODEL SHAPE(M,D,K) B
    model=$1; shape=$2
    M=${shape%%,*}; rest=${shape#*,}; D=${rest%%,*}; K=${rest#*,}
    PD=$(p2 "$D"); PK=$(p2 "$K")
    in=$tmp/in; rm -rf "$in" "$tmp/g"; mkdir -p "$tmp/g"
    "$MMAEMU" dcpp gen --seed 9 --batch "$3" --shape "$shape" --out-dir "$in" >/dev/null 2>&1 ||
        fail "gen $shape"
    for path in helion inductor; do
        o=$tmp/$path; rm -rf "$o" "$o.b"
        "$MMAEMU" dcpp fwd --arch "$model" --path $path --x "$in/x.npy" --y "$in/y.npy" \
            --out-dir "$o" --quiet 2>/dev/null || fail "dcpp fwd $path"
        "$MMAEMU" dcpp bwd --arch "$model" --path $path --x "$in/x.npy" --y "$in/y.npy" \
            --dout "$in/dout.npy" --b "$in/b.npy" --out-dir "$o.b" --save-intermediates --quiet \
            2>/dev/null || fail "dcpp bwd $path"
        if [ $path = helion ]; then
            T1="BLOCK_M=$PD BLOCK_N=$PK BLOCK_K=32 num_warps=4"
            T2="BLOCK_M=32 BLOCK_N=$PK BLOCK_K=$PD num_warps=4"
            set -- "--triton" "BLOCK_M=$PD BLOCK_N=$PK BLOCK_K=16 num_warps=4" \
                "--triton" "BLOCK_M=16 BLOCK_N=$PK BLOCK_K=$PD num_warps=4" \
                "--triton" "BLOCK_M=16 BLOCK_N=$PD BLOCK_K=$PK num_warps=4" \
                "--triton" "BLOCK_M=$PD BLOCK_N=16 BLOCK_K=$PK num_warps=4"
            gemm xty "$in/x.npy" "$in/y.npy" --arch "$model" --a-layout km --triton "$T1"
            gemm out "$in/x.npy" "$tmp/g/xty.npy" --arch "$model" --triton "$T2"
        else
            TT="BLOCK_M=256 BLOCK_N=64 BLOCK_K=64 num_warps=8 matrix_instr_nonkdim=16 kpack=2"
            set -- "" "" "--triton" "$TT" "" "" "" ""
            gemm xty "$in/x.npy" "$in/y.npy" --arch "$model" --a-layout km
            gemm out "$in/x.npy" "$tmp/g/xty.npy" --arch "$model" --triton "$TT"
        fi
        same xty "$o/xty.npy"; same out "$o/out.npy"
        gemm db2 "$in/x.npy" "$in/dout.npy" --arch "$model" --a-layout km ${1:+"$1"} ${2:+"$2"}
        gemm dy "$in/x.npy" "$tmp/g/db2.npy" --arch "$model" ${3:+"$3"} ${4:+"$4"}
        gemm dx1 "$in/dout.npy" "$in/b.npy" --arch "$model" --b-layout nk ${5:+"$5"} ${6:+"$6"}
        gemm dxt "$tmp/g/db2.npy" "$in/y.npy" --arch "$model" --b-layout nk ${7:+"$7"} ${8:+"$8"}
        for t in db2 dy dx1 dxt; do same $t "$o.b/$t.npy"; done
    done
}

check sm90+cublas13.1-h100 300,200,48 2
check sm90 517,96,64 1
check gfx942 300,200,48 1
finish dcpp_shapes
