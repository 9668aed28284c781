#!/bin/sh
# SPDX-License-Identifier: MIT
# Hostile options, output targets and faults through the commands (issue 25,
# docs/reliability.md): one section per cause, each failing without its fix.
#  1. dcpp gen --shape: sizes that wrap, negative or past 64 bits are refused;
#  2. an output target that is a device, a FIFO or a link to one is refused
#     and left as it was; a link to a regular file has that file replaced;
#  3. schedule parameters bounded by the problem (block_k, split_k), in gemm,
#     explain gemm --schedule-b and dcpp --schedule, errors naming them;
#  4. advise dcpp reserves --json/--html before the search (all or nothing);
#  5. explain gemm --got-a/--got-b must have the output's shape;
#  6. an output folder being written by another process is refused;
#  7. --max-memory covers outputs and working memory, not only reads
#     (gemm's D and schedule workspace, dcpp gen's set, dcpp's pieces);
#  8. RLIMIT_FSIZE with SIGXFSZ at its default: exit 2, no temporary left.
. "$(dirname "$0")/../cli/expect.sh"
temps() { ls -A "$1" | grep -E '^\..*\.(tmp|bak)[0-9]' || true; }
# mk FILE DESCR SHAPE BYTES: a .npy of zeros.
mk() { { npy_header "$2" "$3"; head -c "$4" /dev/zero; } >"$1"; }
mk "$tmp/a22.npy" '<f2' '(2, 2)' 8
mk "$tmp/b22.npy" '<f2' '(2, 2)' 8
G="gemm --arch sm90 --a $tmp/a22.npy --b $tmp/b22.npy"

# 1. dcpp gen --shape.
outputs=""; output_dirs="$tmp/g1"
for s in 9223372036854775808,256,64 18446744073709551615,256,64 18446744073709551616,2,2; do
    expect_error "shape $s" "dcpp gen: --shape '$s': value 1 is" \
        dcpp gen --seed 1 --batch 1 --shape "$s" --out-dir "$tmp/g1"
done
expect_error "shape -1" "dcpp gen: --shape '-1,256,64' (expected M,D,K" \
    dcpp gen --seed 1 --batch 1 --shape -1,256,64 --out-dir "$tmp/g1"
expect_error "shape 3,2,2,1" "dcpp gen: --shape '3,2,2,1' (expected M,D,K" \
    dcpp gen --seed 1 --batch 1 --shape 3,2,2,1 --out-dir "$tmp/g1"
# counts: digits only (strtoul took blanks and a sign after them)
expect_error "seed ' -1'" "dcpp gen: --seed ' -1' (expected 0..65535)" \
    dcpp gen --seed " -1" --batch 1 --out-dir "$tmp/g1"
expect_error "batch ' 1'" "dcpp gen: --batch ' 1' (expected 1..1152)" \
    dcpp gen --seed 1 --batch " 1" --out-dir "$tmp/g1"
"$MMAEMU" dcpp gen --seed 1 --batch 2 --shape 3,2,2 --out-dir "$tmp/g1ok" 2>"$tmp/err" &&
    [ "$(wc -c <"$tmp/g1ok/x.npy")" -eq $((128 + 24)) ] && pass || fail "shape 3,2,2: $(cat "$tmp/err")"

# 2. Special files and links as output targets.
output_dirs=""
mkfifo "$tmp/fifo"; ln -s /dev/null "$tmp/null-link"; ln -s "$tmp/fifo" "$tmp/fifo-link"
for t in fifo null-link fifo-link; do
    expect_error "out $t" "gemm: $tmp/$t: exists and is not a regular file" $G --out "$tmp/$t"
done
[ -p "$tmp/fifo" ] && [ "$(readlink "$tmp/null-link")" = /dev/null ] && [ -c /dev/null ] &&
    [ -L "$tmp/fifo-link" ] && pass || fail "a special target was replaced"
mkdir "$tmp/g2"; ln -s "$tmp/fifo" "$tmp/g2/y.npy"
expect_error "dcpp gen y.npy -> fifo" "y.npy: exists and is not a regular file" \
    dcpp gen --seed 1 --batch 1 --out-dir "$tmp/g2"
[ "$(ls -A "$tmp/g2")" = y.npy ] && pass || fail "dcpp gen left $(ls -A "$tmp/g2")"
echo old >"$tmp/real.npy"; ln -s "$tmp/real.npy" "$tmp/real-link"
"$MMAEMU" $G --out "$tmp/real-link" 2>/dev/null && [ -L "$tmp/real-link" ] &&
    [ "$(head -c 6 "$tmp/real.npy" | od -An -c | tr -d ' ')" = '223NUMPY' ] && pass ||
    fail "a link to a regular file: the file it names is replaced, the link kept"

# 3. Schedule parameters bounded by the problem, errors naming them.
outputs="$tmp/d.npy $tmp/e.json"
expect_error "block_k 2^20" "schedule: block_k = 1048576 is larger than this GEMM can use (K = 2" \
    $G --out "$tmp/d.npy" --schedule block_k=1048576
expect_error "block_k 2^30" "schedule: block_k = 1073741824" \
    $G --out "$tmp/d.npy" --schedule block_k=1073741824
expect_error "split_k 4096" "schedule: split_k = 4096 is more splits than this GEMM can use (K = 2: at most 64)" \
    $G --out "$tmp/d.npy" --schedule split_k=4096
expect_error "explain --schedule-b" "schedule: block_k = 1048576" \
    explain gemm --arch sm90 --a "$tmp/a22.npy" --b "$tmp/b22.npy" --schedule-b block_k=1048576 \
    --json "$tmp/e.json"
"$MMAEMU" dcpp gen --seed 1 --batch 1 --shape 4,64,16 --out-dir "$tmp/g3" 2>/dev/null
output_dirs="$tmp/g3o"
expect_error "dcpp --schedule" "dcpp fwd: schedule: block_k = 1048576 is larger than .*(helion.acc)" \
    dcpp fwd --arch sm90 --path helion --x "$tmp/g3/x.npy" --y "$tmp/g3/y.npy" \
    --schedule helion.acc=block_k=1048576 --out-dir "$tmp/g3o"
# within the bounds, over the budget: --max-memory applies, naming block_k
expect_error "block_k over --max-memory" "schedule: block_k = 4096, .*over the memory budget of 1048576" \
    --max-memory 1M $G --out "$tmp/d.npy" --schedule block_k=4096

# key=value numbers: digits only, as the options ('+64', ' 64' were taken)
outputs="$tmp/d.npy"
expect_error "--set +64" "dcpp plan: --set inductor.block_k: '+64' is not a number in \[8, 4096\]" \
    dcpp plan --arch sm90 --set inductor.block_k=+64
expect_error "--triton +64" "gemm: --triton: triton config: BLOCK_M=+64 is not a number" \
    $G --out "$tmp/d.npy" --triton "BLOCK_M=+64 BLOCK_N=64 BLOCK_K=32 num_warps=4"

# 4. advise dcpp: --json and --html reserved before the search.
outputs="$tmp/ok.json"; output_dirs=""
echo page >"$tmp/existing"
A="advise dcpp --arch sm90 --seed 1 --batch 1 --budget 2"
expect_error "advise --html FILE" "existing/index.html: cannot write in $tmp/existing: Not a directory" \
    $A --json "$tmp/ok.json" --html "$tmp/existing"
expect_error "advise --json missing folder" "cannot write in $tmp/none: No such file or directory" \
    $A --json "$tmp/none/ok.json"
[ "$(cat "$tmp/existing")" = page ] && pass || fail "advise changed the file given as --html"

# 5. explain gemm --got-a/--got-b: the output's shape.
mk "$tmp/a53.npy" '<f2' '(5, 3)' 30
mk "$tmp/b37.npy" '<f2' '(3, 7)' 42
mk "$tmp/g75.npy" '<f4' '(7, 5)' 140
mk "$tmp/g35.npy" '<f4' '(35,)' 140
mk "$tmp/g57.npy" '<f4' '(5, 7)' 140
outputs="$tmp/e.json"
for g in g75 g35; do
    expect_error "got $g" "explain gemm: --got-a $tmp/$g.npy: shape (.*), expected the output's (5, 7)" \
        explain gemm --arch sm90 --a "$tmp/a53.npy" --b "$tmp/b37.npy" --got-a "$tmp/$g.npy" \
        --got-b "$tmp/g57.npy" --json "$tmp/e.json"
done
"$MMAEMU" explain gemm --arch sm90 --a "$tmp/a53.npy" --b "$tmp/b37.npy" --got-a "$tmp/g57.npy" \
    --got-b "$tmp/g57.npy" >/dev/null 2>&1 && pass || fail "got of the output's shape"

# 6. Another process writing into the folder (flock(1) holds the lock that
#    mmaemu takes): refused, nothing written there.
mkdir "$tmp/g6"; outputs=""; output_dirs=""
flock "$tmp/g6" "$MMAEMU" dcpp gen --seed 1 --batch 1 --out-dir "$tmp/g6" 2>"$tmp/err"; rc=$?
[ $rc -eq 2 ] && [ -z "$(ls -A "$tmp/g6")" ] && grep -q "another process is writing output files in" \
    "$tmp/err" && pass || fail "locked folder: exit $rc, $(cat "$tmp/err"), left $(ls -A "$tmp/g6")"

# 7. --max-memory covers outputs: the 268 MB D of (8192,1) x (1,8192), and
#    dcpp gen's 224 MB set, refused before anything is allocated.
mk "$tmp/a81.npy" '<f2' '(8192, 1)' 16384
mk "$tmp/b18.npy" '<f2' '(1, 8192)' 16384
outputs="$tmp/d.npy"
expect_error "gemm D over --max-memory" "the output D (1 x 8192 x 8192, 4 bytes each) needs 268435456 bytes, over the memory budget of 67108864" \
    --max-memory 64M gemm --arch sm90 --a "$tmp/a81.npy" --b "$tmp/b18.npy" --out "$tmp/d.npy"
outputs=""; output_dirs="$tmp/g7"
expect_error "dcpp gen over --max-memory" "dcpp gen: the output set (x, y, dout, b) needs 230531072 bytes, over the memory budget" \
    --max-memory 64M dcpp gen --seed 1 --batch 1 --shape 100000,1024,64 --out-dir "$tmp/g7"

# ... and dcpp bwd's working buffers (two pieces of 2 batch elements, ~100
#     MB here) where each input fits the budget; the banner comes first.
"$MMAEMU" dcpp gen --seed 1 --batch 2 --shape 4000,1024,64 --out-dir "$tmp/g7in" 2>/dev/null
"$MMAEMU" --max-memory 20M dcpp bwd --arch sm90 --path inductor --x "$tmp/g7in/x.npy" \
    --y "$tmp/g7in/y.npy" --dout "$tmp/g7in/dout.npy" --b "$tmp/g7in/b.npy" --out-dir "$tmp/g7o" \
    --quiet 2>"$tmp/err"; rc=$?
[ $rc -eq 2 ] && [ -z "$(ls -A "$tmp/g7o" 2>/dev/null)" ] &&
    tail -n 1 "$tmp/err" | grep -q "dcpp bwd: the working memory (two pieces of 2 batch elements) needs .* over the memory budget of 20971520" &&
    pass || fail "dcpp bwd pieces over --max-memory: exit $rc, $(cat "$tmp/err")"
rm -rf "$tmp/g7in"

# 8. RLIMIT_FSIZE with SIGXFSZ at its default action (reset here, whatever
#    the caller left): a write error, not a kill; no temporary left.
mkdir "$tmp/g8"; echo old >"$tmp/g8/x.npy"
(trap - XFSZ; prlimit --fsize=100000 "$MMAEMU" dcpp gen --seed 1 --batch 2 --out-dir "$tmp/g8" \
    >/dev/null 2>"$tmp/err"); rc=$?
[ $rc -eq 2 ] && grep -q "x.npy: write error: File too large" "$tmp/err" && pass ||
    fail "RLIMIT_FSIZE: exit $rc, $(cat "$tmp/err")"
[ "$(ls -A "$tmp/g8")" = x.npy ] && [ "$(cat "$tmp/g8/x.npy")" = old ] && pass ||
    fail "RLIMIT_FSIZE: the folder holds $(ls -A "$tmp/g8")"
finish hostile_cli
