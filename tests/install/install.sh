#!/bin/sh
# SPDX-License-Identifier: MIT
# install.sh -- `make install` into a scratch DESTDIR, check that the
# headers land in their tree (include/mmaemu.h, include/mmaemu/*.h) with the
# library and mmaemu.pc, then build tests/install/client.c, which includes
# only <mmaemu.h>, with the flags `pkg-config --cflags --libs mmaemu` gives
# for the installed tree, and run it.  Run by `make check`, which sets
# abs_top_builddir, abs_top_srcdir, MAKE, CC and PKG_CONFIG.
set -u
: "${abs_top_builddir:?set by make check}" "${abs_top_srcdir:?set by make check}"
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
command -v "$PKG_CONFIG" >/dev/null 2>&1 || { echo "SKIP: no pkg-config"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/mmaemu-install.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
dest=$tmp/root
fail() { echo "FAIL: $*"; exit 1; }

# A make of its own, not a sub-make of the running `make check`.
if ! env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL ${MAKE:-make} -C "$abs_top_builddir" install \
        DESTDIR="$dest" >"$tmp/install.log" 2>&1; then
    cat "$tmp/install.log"
    fail "make install DESTDIR=$dest"
fi

# The installed tree: the umbrella header, one header per layer, the
# library, the pkg-config file.
find_one() { find "$dest" -path "$1" | head -n 1; }
umbrella=$(find_one '*/include/mmaemu.h')
[ -n "$umbrella" ] || fail "include/mmaemu.h not installed"
incdir=$(dirname "$umbrella")
for h in "$abs_top_srcdir"/include/mmaemu/*.h; do
    cmp -s "$h" "$incdir/mmaemu/$(basename "$h")" || fail "include/mmaemu/$(basename "$h") not installed"
done
lib=$(find_one '*/lib*/libmmaemu.so')
[ -n "$lib" ] || fail "libmmaemu.so not installed"
pc=$(find_one '*/pkgconfig/mmaemu.pc')
[ -n "$pc" ] || fail "mmaemu.pc not installed"

# Flags for the staged tree: the installed .pc names the final prefix, so
# pkg-config puts DESTDIR in front of it (PKG_CONFIG_SYSROOT_DIR).
flags=$(PKG_CONFIG_PATH=$(dirname "$pc") PKG_CONFIG_SYSROOT_DIR=$dest \
        "$PKG_CONFIG" --cflags --libs mmaemu) || fail "pkg-config --cflags --libs mmaemu"
echo "pkg-config: $flags"
case " $flags " in
    *" -I$incdir "*) ;;
    *) fail "pkg-config --cflags does not name $incdir" ;;
esac

# Build with nothing else on the include path, then run.
unset CPATH C_INCLUDE_PATH
${CC:-cc} -std=c11 -Wall -Wextra -Werror -o "$tmp/client" "$abs_top_srcdir/tests/install/client.c" \
    $flags || fail "the client does not build against the installed tree"
LD_LIBRARY_PATH=$(dirname "$lib") "$tmp/client" >"$tmp/out" 2>&1
rc=$?
cat "$tmp/out"
[ $rc -eq 0 ] || fail "the client exited $rc"
printf 'H100 3f000000\nA100 3f000001\n' | cmp -s - "$tmp/out" || fail "unexpected output"
echo "PASS: installed tree builds and runs a <mmaemu.h> client"
