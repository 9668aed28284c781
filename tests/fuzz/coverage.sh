#!/bin/sh
# SPDX-License-Identifier: MIT
# coverage.sh SRCDIR WORKDIR [CORPUS_ROOT] -- `make fuzz-coverage`: line
# coverage of the parsers by the fuzz corpora.  Each harness is built with
# clang's source-based coverage (-fprofile-instr-generate -fcoverage-mapping,
# no sanitizers, the library compiled in) and tests/fuzz/replay.c, fed every
# file of CORPUS_ROOT/NAME (default: the committed tests/fuzz/corpus) and
# tests/fuzz/crashes/NAME; the profiles are merged and llvm-cov reports each
# parser file over all harnesses together.
set -eu
src=$1; work=$2; corpus=${3:-$src/tests/fuzz/corpus}
CLANG=${CLANG:-clang}
names=${FUZZ_NAMES:-npy safetensors model probe output schedule infer cli args sizes}
cov="-fprofile-instr-generate -fcoverage-mapping"
inc="-DPACKAGE_VERSION=\"${VERSION:-0}\" -I$src/include -I$src/validation -I$src/cli -I$src/tests/fuzz ${JANSSON_CFLAGS:-}"
libsrc=$(cd "$src" && ls emu/*.c models/*.c io/*.c kernels/*.c validation/*.c)
rm -rf "$work/cov" && mkdir -p "$work/cov/obj"
objs=""
for f in $libsrc; do
    o="$work/cov/obj/$(echo "$f" | tr / _).o"
    $CLANG -g -O0 -std=c11 -D_GNU_SOURCE $cov -Wno-unknown-pragmas $inc -c "$src/$f" -o "$o"
    objs="$objs $o"
done
bins=""
for n in $names; do
    extra=""; [ "$n" = cli ] && extra="$src/cli/util.c"
    [ "$n" = args ] && extra="$src/cli/util.c $src/cli/options.c"
    $CLANG -g -O0 -std=c11 -D_GNU_SOURCE $cov -DFUZZ_NAME="\"$n\"" $inc "$src/tests/fuzz/fuzz_$n.c" \
        "$src/tests/fuzz/fuzz.c" "$src/tests/fuzz/replay.c" $extra $objs -o "$work/cov/$n" \
        ${JANSSON_LIBS:--ljansson} -lz -lmpfr -lgmp -lm
    LLVM_PROFILE_FILE="$work/cov/$n.profraw" "$work/cov/$n" "$corpus/$n" "$src/tests/fuzz/crashes/$n" 2>/dev/null
    if [ -z "$bins" ]; then bins="$work/cov/$n"; else bins="$bins -object $work/cov/$n"; fi
done
llvm-profdata merge -o "$work/cov/all.profdata" "$work/cov"/*.profraw
parsers="io/npy.c io/npy_header.c io/common.c io/budget.c io/safetensors.c models/model_file.c
    validation/probe_file.c validation/probe_gz.c kernels/schedule.c kernels/kv.c kernels/triton_config.c"
files=""; for f in $parsers; do files="$files $src/$f"; done
llvm-cov report $bins -instr-profile="$work/cov/all.profdata" $files
# Files that hold more than a parser: the parsing functions alone.
llvm-cov report $bins -instr-profile="$work/cov/all.profdata" -show-functions \
    "$src/validation/infer_read.c" "$src/cli/util.c" "$src/kernels/dcpp.c" |
    grep -E "^(Filename|mmaemu_infer_data_read|read_pair|cli_parse_count|cli_parse_real|cli_parse_bytes|cli_model_parse|mmaemu_dcpp_config_set|mmaemu_dcpp_config_schedule|set_knob|knob)" || true
