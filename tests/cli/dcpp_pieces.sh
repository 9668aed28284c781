#!/bin/sh
# SPDX-License-Identifier: MIT
# `mmaemu dcpp fwd|bwd` runs a batch in pieces of 32 elements into buffers
# used again and streams each piece to the output files (cli/dcpp.c); its
# inputs of 4 MiB and more are mapped from their files.  Batch elements
# are independent, so element b of a B = 70 run (pieces 32 + 32 + 6) must
# equal, byte for byte, a B = 1 run on element b's inputs cut out of the
# files -- for elements in each piece, every output file (with
# --save-intermediates), both paths.  x at B = 70 and this shape is 4.6
# MiB, so it is also read through the mapping.  Last, a write that fails
# in the middle of the stream leaves no output.
. "$(dirname "$0")/expect.sh"
M=1000; D=32; K=16; B=70

# cut FILE OFFSET BYTES: those bytes of FILE on stdout
cut() { dd if="$1" iflag=skip_bytes,count_bytes skip="$2" count="$3" bs=65536 2>/dev/null; }
# elem SRC ROWS COLS b DST: element b of SRC (B, ROWS, COLS) uint16 as a
# (1, ROWS, COLS) .npy (our writer's headers are 128 bytes at these shapes)
elem() {
    n=$(( $2 * $3 * 2 ))
    { npy_header '<u2' "(1, $2, $3)"; cut "$1" $(( 128 + $4 * n )) $n; } >"$5"
}
# same_elem FULL ONE ROWS COLS WIDTH b WHAT: element b of FULL's data equals ONE's
same_elem() {
    n=$(( $3 * $4 * $5 ))
    cut "$1" $(( 128 + $6 * n )) $n >"$tmp/cmp.a"
    tail -c $n "$2" >"$tmp/cmp.b"
    [ -s "$tmp/cmp.a" ] && cmp -s "$tmp/cmp.a" "$tmp/cmp.b" && pass || fail "$7 element $6"
}

in=$tmp/in
"$MMAEMU" dcpp gen --seed 5 --batch $B --shape $M,$D,$K --out-dir "$in" >/dev/null 2>&1 ||
    { echo "FAIL gen"; exit 1; }
for path in helion inductor; do
    o=$tmp/all.$path
    "$MMAEMU" dcpp fwd --arch sm90 --path $path --x "$in/x.npy" --y "$in/y.npy" \
        --out-dir "$o.f" --save-intermediates --quiet 2>/dev/null || fail "fwd $path B=$B"
    "$MMAEMU" dcpp bwd --arch sm90 --path $path --x "$in/x.npy" --y "$in/y.npy" \
        --dout "$in/dout.npy" --b "$in/b.npy" --out-dir "$o.b" --save-intermediates --quiet \
        2>/dev/null || fail "bwd $path B=$B"
    for b in 0 31 32 63 64 69; do
        e=$tmp/e$b; mkdir -p "$e"
        elem "$in/x.npy" $M $D $b "$e/x.npy"; elem "$in/y.npy" $M $K $b "$e/y.npy"
        elem "$in/dout.npy" $M $K $b "$e/dout.npy"; elem "$in/b.npy" $D $K $b "$e/b.npy"
        "$MMAEMU" dcpp fwd --arch sm90 --path $path --x "$e/x.npy" --y "$e/y.npy" \
            --out-dir "$e/f" --save-intermediates --quiet 2>/dev/null || fail "fwd $path b=$b"
        "$MMAEMU" dcpp bwd --arch sm90 --path $path --x "$e/x.npy" --y "$e/y.npy" \
            --dout "$e/dout.npy" --b "$e/b.npy" --out-dir "$e/b" --save-intermediates --quiet \
            2>/dev/null || fail "bwd $path b=$b"
        same_elem "$o.f/xty.npy" "$e/f/xty.npy" $D $K 2 $b "$path xty"
        same_elem "$o.f/out.npy" "$e/f/out.npy" $M $K 2 $b "$path out"
        same_elem "$o.f/acc.npy" "$e/f/acc.npy" $D $K 4 $b "$path acc"
        for t in dx:$M:$D:2 dy:$M:$K:2 db:$D:$K:4 db2:$D:$K:2 dx1:$M:$D:2 dxt:$D:$M:2; do
            IFS=: read -r name r c w <<EOT
$t
EOT
            same_elem "$o.b/$name.npy" "$e/b/$name.npy" $r $c $w $b "$path $name"
        done
        rm -rf "$e"
    done
done
# A write that fails after the first piece went out (RLIMIT_FSIZE: out.npy's
# first piece is 1.0 MB of 2.2 MB, dx.npy's 2.0 of 4.5 MB; SIGXFSZ ignored,
# so the write returns EFBIG): exit 2, the error naming the file last on
# stderr, nothing on stdout, and the folder as it was -- an older xty.npy
# unchanged, no other file (no temporaries left).
# write_fails WHAT FILE LIMIT ARGS...
write_fails() {
    what=$1; file=$2; limit=$3; shift 3
    o=$tmp/wf; rm -rf "$o"; mkdir -p "$o"; echo old >"$o/xty.npy"
    (trap '' XFSZ; prlimit --fsize="$limit" "$MMAEMU" "$@" --out-dir "$o" --quiet \
        >"$tmp/wf.out" 2>"$tmp/wf.err")
    rc=$?
    [ "$rc" -eq 2 ] || fail "$what: exit $rc, expected 2"
    [ -s "$tmp/wf.out" ] && fail "$what: wrote to stdout"
    tail -n 1 "$tmp/wf.err" | grep -q "$file: write error" || { fail "$what: stderr"; cat "$tmp/wf.err"; }
    [ "$(ls -A "$o")" = xty.npy ] && [ "$(cat "$o/xty.npy")" = old ] && pass ||
        fail "$what: the folder changed: $(ls -A "$o")"
}
write_fails "fwd, a full disk" out.npy 1500000 dcpp fwd --arch sm90 --path helion \
    --x "$in/x.npy" --y "$in/y.npy"
write_fails "bwd, a full disk" dx.npy 3000000 dcpp bwd --arch sm90 --path helion \
    --x "$in/x.npy" --y "$in/y.npy" --dout "$in/dout.npy" --b "$in/b.npy"
finish dcpp_pieces
