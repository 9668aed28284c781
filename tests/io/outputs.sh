#!/bin/sh
# SPDX-License-Identifier: MIT
# Output transactions (io/outset.c) through the commands that write files:
#  - a rename failing mid-commit (the second target a non-empty folder)
#    leaves every old file as it was, and no temporary;
#  - SIGTERM at random points of `dcpp gen`'s write phase, 50 times, leaves
#    either the old or the new complete set (checksums of both runs taken
#    beforehand) and no temporary;
#  - an output folder that cannot be written fails with the OS's reason
#    before any work: one line on stderr (no banner, which comes before
#    the computation), inputs large enough that computing would be seen;
#  - stale temporaries of a dead process are removed, a live one's kept.
. "$(dirname "$0")/../cli/expect.sh"
sums() { (cd "$1" && cksum x.npy y.npy dout.npy b.npy 2>/dev/null); }
temps() { ls -A "$1" | grep -E '^\..*\.(tmp|bak)[0-9]' || true; }

# The old set (seed 1) and the new set (seed 2), checksums kept.
"$MMAEMU" dcpp gen --seed 2 --batch 4 --out-dir "$tmp/new" || fail "gen new"
"$MMAEMU" dcpp gen --seed 1 --batch 4 --out-dir "$tmp/old" || fail "gen old"
new=$(sums "$tmp/new"); old=$(sums "$tmp/old")
[ "$new" != "$old" ] && pass || fail "seeds 1 and 2 give the same files"

# 1. A failing rename mid-commit: x.npy is replaced first, then y.npy (a
#    non-empty folder) cannot be; x.npy must be rolled back.
mkdir -p "$tmp/rb" && cp "$tmp/old"/*.npy "$tmp/rb/" && rm "$tmp/rb/y.npy"
mkdir "$tmp/rb/y.npy" && echo keep >"$tmp/rb/y.npy/f"
"$MMAEMU" dcpp gen --seed 2 --batch 4 --out-dir "$tmp/rb" 2>"$tmp/err"; rc=$?
[ "$rc" -eq 2 ] && pass || fail "rollback: exit $rc, expected 2"
grep -q "y.npy: .*no output changed" "$tmp/err" && pass || fail "rollback: stderr $(cat "$tmp/err")"
for f in x dout b; do
    cmp -s "$tmp/rb/$f.npy" "$tmp/old/$f.npy" && pass || fail "rollback: $f.npy changed"
done
[ "$(cat "$tmp/rb/y.npy/f")" = keep ] && pass || fail "rollback: the folder y.npy changed"
[ -z "$(temps "$tmp/rb")" ] && pass || fail "rollback: temporaries left: $(temps "$tmp/rb")"

# 2. SIGTERM at random points: the run's length measured first, then kills
#    spread over 0 .. 1.2 times it.
t0=$(date +%s%N)
"$MMAEMU" dcpp gen --seed 2 --batch 4 --out-dir "$tmp/len" >/dev/null 2>&1
span=$(( ($(date +%s%N) - t0) / 1000 ))            # microseconds
mkdir -p "$tmp/sig"; got_old=0; got_new=0; bad=0
i=0
while [ $i -lt 50 ]; do
    rm -f "$tmp/sig"/*.npy; cp "$tmp/old"/*.npy "$tmp/sig/"
    "$MMAEMU" dcpp gen --seed 2 --batch 4 --out-dir "$tmp/sig" >/dev/null 2>&1 &
    pid=$!
    delay=$(awk -v s="$span" -v r="$(od -An -N2 -tu2 /dev/urandom)" 'BEGIN { printf "%.6f", s * 1.2 * r / 65535 / 1e6 }')
    sleep "$delay"; kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null
    now=$(sums "$tmp/sig"); left=$(temps "$tmp/sig")
    if [ "$now" = "$old" ]; then got_old=$((got_old+1)); elif [ "$now" = "$new" ]; then got_new=$((got_new+1));
    else bad=$((bad+1)); echo "SIGTERM run $i after ${delay}s: a mixed set:"; echo "$now"; fi
    [ -n "$left" ] && { bad=$((bad+1)); echo "SIGTERM run $i after ${delay}s: left $left"; }
    i=$((i+1))
done
echo "SIGTERM x50 (run ~${span}us): $got_old old sets, $got_new new sets, $bad bad"
[ $bad -eq 0 ] && [ $((got_old + got_new)) -eq 50 ] && pass || fail "SIGTERM: $bad bad outcomes"

# 3. Unwritable output folders fail before any work, with the OS's reason.
"$MMAEMU" dcpp gen --seed 1 --batch 16 --out-dir "$tmp/big" || fail "gen big"
X=$tmp/big/x.npy; Y=$tmp/big/y.npy
echo file >"$tmp/plain"
expect_error outdir-notdir "$tmp/plain/out: Not a directory" \
    dcpp fwd --arch sm90 --path helion --x "$X" --y "$Y" --out-dir "$tmp/plain/out"
expect_error gemm-out-missing "cannot write in $tmp/none/*: No such file or directory" \
    gemm --arch sm90 --a "$X" --b "$Y" --out "$tmp/none/d.npy"
expect_error explain-json-missing "cannot write in $tmp/none: No such file or directory" \
    explain dcpp fwd --arch sm90 --x "$X" --y "$Y" --json "$tmp/none/r.json"
# EACCES: a folder this user may not write (as root, the command runs
# without the capabilities that override file modes).
mkdir -p "$tmp/ro" && chmod 555 "$tmp/ro"
if [ "$(id -u)" -ne 0 ]; then
    expect_error outdir-eacces "$tmp/ro: Permission denied" \
        dcpp fwd --arch sm90 --path helion --x "$X" --y "$Y" --out-dir "$tmp/ro"
else
    # root without CAP_DAC_OVERRIDE / CAP_DAC_READ_SEARCH (util-linux's
    # setpriv): the directory's mode applies, and the build tree stays
    # reachable wherever the clone lives (su nobody could not enter a 0700
    # mktemp directory).
    nocap="setpriv --bounding-set=-dac_override,-dac_read_search --inh-caps=-dac_override,-dac_read_search"
    $nocap "$MMAEMU" dcpp fwd --arch sm90 --path helion --x "$X" --y "$Y" --out-dir "$tmp/ro" \
        >"$tmp/stdout" 2>"$tmp/err"; rc=$?
    [ $rc -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q "cannot write in $tmp/ro: Permission denied" "$tmp/err" &&
        pass || fail "outdir-eacces without CAP_DAC_OVERRIDE: exit $rc: $(cat "$tmp/err")"
fi

# 4. Stale temporaries: one of a process that is gone is removed, one of a
#    live process (this shell) is kept.
mkdir -p "$tmp/st"
sh -c 'exit 0' & dead=$!; wait $dead
: >"$tmp/st/.x.npy.tmp$dead"; : >"$tmp/st/.y.npy.bak$dead"; : >"$tmp/st/.x.npy.tmp$$"
"$MMAEMU" dcpp gen --seed 1 --batch 1 --out-dir "$tmp/st" || fail "gen st"
[ ! -e "$tmp/st/.x.npy.tmp$dead" ] && [ ! -e "$tmp/st/.y.npy.bak$dead" ] && pass || fail "stale: a dead process's temporaries left"
[ -e "$tmp/st/.x.npy.tmp$$" ] && pass || fail "stale: a live process's temporary removed"
finish io_outputs
