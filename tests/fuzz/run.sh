#!/bin/sh
# SPDX-License-Identifier: MIT
# run.sh SRCDIR WORKDIR -- `make fuzz`: build each harness of $FUZZ_NAMES
# with clang's libFuzzer and ASan/UBSan (the library compiled in, without
# OpenMP), then run it for $FUZZ_SECONDS (or until $FUZZ_RUNS inputs, if
# set, whichever comes first) on a working copy of its corpus
# (WORKDIR/corpus/NAME, seeded from tests/fuzz/corpus/NAME) with its
# dictionary.  Findings are left as WORKDIR/NAME-crash-*; copy one into
# tests/fuzz/crashes/NAME/ once fixed, and `make check` replays it for good.
set -eu
src=$1; work=$2
CLANG=${CLANG:-clang}; FUZZ_SECONDS=${FUZZ_SECONDS:-60}
runs=""; [ -n "${FUZZ_RUNS:-}" ] && runs="-runs=$FUZZ_RUNS"   # stop after N inputs instead
san=${FUZZ_SAN:-address,undefined}   # FUZZ_SAN=undefined: no ASan (several times faster where big buffers are allocated per input)
flags="-g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,$san -fno-sanitize-recover=all"
inc="-DPACKAGE_VERSION=\"${VERSION:-0}\" -I$src/include -I$src/validation -I$src/cli -I$src/tests/fuzz ${JANSSON_CFLAGS:-}"
libsrc=$(cd "$src" && ls emu/*.c models/*.c io/*.c kernels/*.c validation/*.c)
obj=$work/obj-$(echo "$san" | tr , -)
mkdir -p "$work/bin" "$obj"
# The library once, as objects without -fsanitize=fuzzer's main.
objs=""
for f in $libsrc; do
    o="$obj/$(echo "$f" | tr / _).o"
    if [ ! -e "$o" ] || [ "$src/$f" -nt "$o" ]; then
        $CLANG -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer-no-link,$san \
            -fno-sanitize-recover=all -Wno-unknown-pragmas $inc -c "$src/$f" -o "$o"
    fi
    objs="$objs $o"
done
status=0
for n in $FUZZ_NAMES; do
    extra=""; [ "$n" = cli ] && extra="$src/cli/util.c"
    [ "$n" = args ] && extra="$src/cli/util.c $src/cli/options.c"
    $CLANG $flags -Wno-unknown-pragmas $inc "$src/tests/fuzz/fuzz_$n.c" "$src/tests/fuzz/fuzz.c" \
        $extra $objs -o "$work/bin/fuzz_$n" ${JANSSON_LIBS:--ljansson} -lz -lmpfr -lgmp -lm
    mkdir -p "$work/corpus/$n"
    dict=""; [ -f "$src/tests/fuzz/dict/$n.dict" ] && dict="-dict=$src/tests/fuzz/dict/$n.dict"
    echo "== fuzz_$n: $FUZZ_SECONDS s"
    (cd "$work" && "$work/bin/fuzz_$n" -max_total_time="$FUZZ_SECONDS" $runs -close_fd_mask=3 \
        -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 -artifact_prefix="$work/$n-" \
        $dict "$work/corpus/$n" "$src/tests/fuzz/corpus/$n") >"$work/$n.log" 2>&1 || status=1
    grep -E "^(stat::|Done|==.*ERROR|SUMMARY)" "$work/$n.log" || tail -n 20 "$work/$n.log"
done
exit $status
