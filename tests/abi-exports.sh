#!/bin/sh
# SPDX-License-Identifier: MIT
# abi-exports.sh -- libmmaemu.so exports exactly its public API: the dynamic
# symbols it defines (nm -D) are the functions the public headers declare
# (the compiler's own list of them, gcc -aux-info) and their extern data
# objects (one line each).  A declaration without MMAEMU_API (so hidden) or
# an internal symbol that leaks (exported, declared nowhere in include/)
# fails it; so does a symbol the Python package binds that is not exported.
# Run by `make check`, which sets abs_top_builddir, abs_top_srcdir and CC;
# by hand: abs_top_builddir=. abs_top_srcdir=. sh tests/abi-exports.sh
set -u
: "${abs_top_builddir:?set by make check}" "${abs_top_srcdir:?set by make check}"
src=$abs_top_srcdir
lib=$abs_top_builddir/.libs/libmmaemu.so
NM=${NM_DYNAMIC:-nm}
fail() { echo "FAIL: $*"; exit 1; }
[ -e "$lib" ] || fail "$lib not built"
command -v "$NM" >/dev/null 2>&1 || { echo "SKIP: no nm"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/mmaemu-abi.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT

# Every function <mmaemu.h> declares, with the header it comes from; only
# GCC writes -aux-info, so another CC falls back to gcc.
printf '#include <mmaemu.h>\n' >"$tmp/all.c"
aux() { "$1" -std=c11 -D_GNU_SOURCE -I"$src/include" -aux-info "$tmp/aux" -fsyntax-only \
        "$tmp/all.c" 2>/dev/null; }
aux "${CC:-cc}" || aux gcc || { echo "SKIP: no compiler writes -aux-info"; exit 77; }
# lines "/* SRC/include/mmaemu/x.h:LINE:NC */ extern TYPE NAME (ARGS);", no static inline
awk -v p="/* $src/include/" 'index($0, p) == 1 && $0 !~ /\*\/ static /' "$tmp/aux" |
    sed -e 's|^/\*[^*]*\*/ ||' -e 's/ (.*//' -e 's/.*[^A-Za-z0-9_]//' >"$tmp/functions"
# extern data objects: "[MMAEMU_API] extern TYPE NAME[];" on one line
grep -h -w extern "$src/include/mmaemu.h" "$src"/include/mmaemu/*.h | grep -v 'extern "C"' |
    grep -v '^ *[/*]' | sed -e 's/[[;=].*//' -e 's/.*[^A-Za-z0-9_]//' >"$tmp/data"
sort -u "$tmp/functions" "$tmp/data" >"$tmp/declared"

# What the library exports (the linker's own markers aside).
"$NM" -D --defined-only "$lib" | awk 'NF == 3 { print $3 }' |
    grep -v -x -e _init -e _fini -e _edata -e _end -e __bss_start | sort -u >"$tmp/exported"

nd=$(wc -l <"$tmp/declared"); ne=$(wc -l <"$tmp/exported")
echo "declared in include/: $(wc -l <"$tmp/functions") functions, $(wc -l <"$tmp/data") data objects"
echo "exported by $lib: $ne symbols"
[ "$nd" -gt 100 ] || fail "only $nd public declarations found: the header scan is broken"
bad=0
for s in $(comm -23 "$tmp/declared" "$tmp/exported"); do
    echo "not exported (declared in include/ without MMAEMU_API?): $s"; bad=$((bad + 1))
done
for s in $(comm -13 "$tmp/declared" "$tmp/exported"); do
    echo "exported but not public (static, or no MMAEMU_API?): $s"; bad=$((bad + 1))
done

# The Python package binds by name (ctypes): each must be exported.
py=$src/python/mmaemu
{ sed -n -e 's/.*"\(mmaemu_[a-z0-9_]*\)": *(.*/\1/p' -e 's/.*in_dll(lib, *"\([^"]*\)").*/\1/p' \
      "$py/_lib.py"
  grep -h -o -E '\blib\.mmaemu_[a-z0-9_]+' "$py"/*.py | sed 's/^lib\.//'
} | sort -u >"$tmp/python"
[ "$(wc -l <"$tmp/python")" -gt 20 ] || fail "python/mmaemu binds too few names: the scan is broken"
for s in $(comm -23 "$tmp/python" "$tmp/exported"); do
    echo "python/mmaemu binds $s, which the library does not export"; bad=$((bad + 1))
done
echo "python/mmaemu binds $(wc -l <"$tmp/python") symbols"

[ "$bad" -eq 0 ] || fail "$bad symbols differ between include/ and the library's exports"
echo "PASS: libmmaemu.so exports exactly the $nd public declarations"
