#!/bin/sh
# SPDX-License-Identifier: MIT
# Help, exit statuses and the manual page, for every command the top-level
# help lists: `mmaemu CMD [SUB] --help` and `mmaemu help CMD [SUB]` print
# the same usage on stdout and exit 0; usage errors exit 2 with one line;
# `man -l cli/mmaemu.1` renders without a warning, and every option that a
# command's --help shows is in the manual.
MAN=$(dirname "$0")/../../cli/mmaemu.1
. "$(dirname "$0")/expect.sh"
outputs=""; output_dirs=""

commands=$("$MMAEMU" --help | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')
[ "$(echo "$commands" | wc -l)" -ge 10 ] && pass || fail "commands listed: $commands"
for want in gemm dot models compare dcpp explain demo infer-schedule probe infer help; do
    echo "$commands" | grep -qx "$want" && pass || fail "--help does not list $want"
done

# help CMD [SUB]: CMD [SUB] --help, exit 0, usage on stdout, nothing on stderr.
# usage_of: the usage line must name the command (probe shares one help
# between gen and check: its first word only).
check_help() { # CMD [SUB]
    usage_of=${usage_of:-$*}
    "$MMAEMU" "$@" --help >"$tmp/h1" 2>"$tmp/e1"; r1=$?
    "$MMAEMU" help "$@" >"$tmp/h2" 2>"$tmp/e2"; r2=$?
    if [ $r1 -eq 0 ] && [ $r2 -eq 0 ] && [ ! -s "$tmp/e1" ] && [ ! -s "$tmp/e2" ] &&
       head -1 "$tmp/h1" | grep -q "^usage: mmaemu $usage_of" && cmp -s "$tmp/h1" "$tmp/h2"; then
        pass; else fail "help $* (exit $r1/$r2): $(head -2 "$tmp/h1") $(cat "$tmp/e1" "$tmp/e2")"; fi
    cat "$tmp/h1" >>"$tmp/allhelp"
    usage_of=""
}
: >"$tmp/allhelp"
for c in $commands; do [ "$c" = help ] || check_help "$c"; done
for s in fwd bwd plan gen; do check_help dcpp "$s"; done
check_help explain dcpp
check_help explain gemm
check_help advise dcpp
for s in gen check; do usage_of=probe; check_help probe "$s"; done
"$MMAEMU" -h >"$tmp/top"
for args in "help" "help --help" "help help" "--help"; do
    # shellcheck disable=SC2086
    "$MMAEMU" $args >"$tmp/top2" 2>&1 && cmp -s "$tmp/top" "$tmp/top2" && pass || fail "mmaemu $args"
done
"$MMAEMU" dcpp plan --help-keys | grep -q "inductor.block_k" && pass || fail "dcpp plan --help-keys"

# Usage errors: exit 2, one line (or the usage) on stderr, nothing on stdout.
expect_error no-such-command "unknown command 'frobnicate'" frobnicate
expect_error help-no-such "unknown command 'frobnicate'" help frobnicate
expect_error dcpp-no-such "dcpp: unknown command 'sideways' (expected fwd, bwd, plan or gen)" dcpp sideways
expect_error explain-no-such "explain: unknown command 'gemmm'" explain gemmm fwd
for c in gemm:--arch dot:--in models:--arch compare:--atol "dcpp fwd:--x" "dcpp bwd:--dout" \
         "dcpp plan:--path" "dcpp gen:--seed" "explain dcpp:--got-a" demo:--batch \
         "probe gen:--seed" "probe check:--model" infer-schedule:--got; do
    opt=${c#*:}; c=${c%:*}
    # shellcheck disable=SC2086
    expect_error "unknown-option $c" "unknown option '--bogus'" $c --bogus
    # shellcheck disable=SC2086
    expect_error "missing-value $c" "option $opt needs a value" $c $opt
done
for args in "" "dcpp" "explain"; do
    # shellcheck disable=SC2086
    "$MMAEMU" $args >"$tmp/o" 2>"$tmp/e"; rc=$?
    if [ $rc -eq 2 ] && [ ! -s "$tmp/o" ] && grep -q "^usage: mmaemu" "$tmp/e"; then pass; else
        fail "'mmaemu $args' alone: exit $rc"; fi
done
expect_error flag-value "option --quiet takes no value" gemm --quiet=1
expect_error extra-arg "unexpected argument 'extra'" models extra
printf 'zz | 3f80 | 0\n' >"$tmp/bad"
"$MMAEMU" dot --arch sm90 --in bf16 <"$tmp/bad" >/dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && pass || fail "dot bad line exit $rc"
"$MMAEMU" explain dcpp fwd --arch sm90 --x "$tmp/none.npy" --y "$tmp/none.npy" >/dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && pass || fail "explain missing file exit $rc"

# explain: 0 when the runs are close, 1 when not (MI300X forward: the paths
# differ in 13 elements, all within the report's tolerance).
"$MMAEMU" explain dcpp fwd --arch gfx942 --seed 1 --max 0 --quiet >/dev/null 2>&1; rc=$?
[ $rc -eq 0 ] && pass || fail "explain close: exit $rc"
"$MMAEMU" explain dcpp fwd --arch gfx942 --seed 1 --max 0 --quiet --atol 0 --rtol 0 >/dev/null 2>&1; rc=$?
[ $rc -eq 1 ] && pass || fail "explain not close: exit $rc"

# The manual page: renders cleanly, and holds every option of every help.
if command -v man >/dev/null 2>&1; then
    LC_ALL=C MANWIDTH=200 man -l "$MAN" >"$tmp/man" 2>"$tmp/manerr"; rc=$?
    if [ $rc -eq 0 ] && [ ! -s "$tmp/manerr" ] && grep -q "EXIT STATUS" "$tmp/man"; then pass; else
        fail "man -l: exit $rc: $(cat "$tmp/manerr")"; fi
    for c in $commands; do
        grep -q "mmaemu $c" "$tmp/man" && pass || fail "man page lacks mmaemu $c"
    done
    for opt in $(grep -o -- '--[a-z][a-z0-9-]*' "$tmp/allhelp" | sort -u); do
        grep -q -- "$opt\\b" "$tmp/man" && pass || fail "man page lacks $opt"
    done
else
    fail "man is not installed (.ci/install-deps installs man-db)"
fi

finish help
