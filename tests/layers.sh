#!/bin/sh
# SPDX-License-Identifier: MIT
# The import map: a library folder includes only the public headers of its
# own layer and the layers below it (emu -> models -> io -> kernels ->
# validation, docs/design.md section 1), never the umbrella <mmaemu.h> or
# another folder's internal header; each public header includes only
# headers of its layer or below.  cli/ and python/ sit on top and include
# only public headers (and cli/'s own).
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 1
fails=0
rank() {   # the layer rank of a folder or of a public header's name
    case $1 in
        emu|format|engine|export) echo 0 ;;
        models|model) echo 1 ;;
        io|tensor|outset) echo 2 ;;
        kernels|schedule|gemm|dcpp|abi) echo 3 ;;
        validation|probe|analysis|explain|advise|infer) echo 4 ;;
        *) echo 9 ;;
    esac
}
check() {   # FILE RANK
    for inc in $(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$1"); do
        case $inc in
            mmaemu/*.h) r=$(rank "$(basename "$inc" .h)") ;;
            mmaemu.h) r=9 ;;
            */*) r=10 ;;   # a path into another folder
            *) [ -e "$(dirname "$1")/$inc" ] && r=$2 || r=10 ;;   # another folder's header
        esac
        if [ "$r" -gt "$2" ]; then
            echo "FAIL $1 includes $inc (layer $r above $2)"; fails=$((fails + 1))
        fi
    done
}
n=0
for d in emu models io kernels validation; do
    for f in $d/*.c $d/*.h; do
        [ -e "$f" ] || continue
        check "$f" "$(rank $d)"; n=$((n + 1))
    done
done
for f in include/mmaemu/*.h; do
    check "$f" "$(rank "$(basename "$f" .h)")"; n=$((n + 1))
done
# cli/ (and the Python package through ctypes) compiles against include/ alone: its own
# headers and the public ones, no library folder's internal header.
for f in cli/*.c cli/*.h; do
    [ -e "$f" ] || continue
    check "$f" 9; n=$((n + 1))
done
echo "layers: $n files, $fails upward includes"
[ "$n" -gt 50 ] && [ "$fails" -eq 0 ]
