#!/bin/sh
# SPDX-License-Identifier: MIT
# Hostile tensor files (made by tests/io/make_hostile.py from the published
# formats) through `mmaemu compare` and `mmaemu dcpp fwd`: each is refused
# with exit 2 and one line naming the file and the real cause, and none
# costs 64 MB of memory (peak RSS, /usr/bin/time -v where installed; the
# data they declare would take up to 2 TB).  docs/reliability.md has the
# table.
. "$(dirname "$0")/../cli/expect.sh"
python3 "$abs_top_srcdir/tests/io/make_hostile.py" "$tmp/h" 256 || { echo "FAIL make_hostile"; exit 1; }
H=$tmp/h; G=$H/good.npy
limit_kb=65536

# hostile NAME PATTERN ARGS...: expect_error, then the peak RSS under 64 MB.
hostile() {
    name=$1; pattern=$2; shift 2
    expect_error "$name" "$pattern" "$@"
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -v "$MMAEMU" "$@" >/dev/null 2>"$tmp/time" || true
        kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$tmp/time")
        if [ -n "$kb" ] && [ "$kb" -lt $limit_kb ]; then pass; else fail "$name: peak RSS ${kb:-?} KB"; fi
    fi
}
C="compare"
hostile absent-1e12 "absent-1e12.npy: truncated data: 0 of 2000000000000 bytes" $C "$H/absent-1e12.npy" "$H/absent-1e12.npy"
hostile absent-20g "absent-20g.npy: truncated data: 1024 of 20000000000 bytes" $C "$H/absent-20g.npy" "$H/absent-20g.npy"
hostile absent-gz "absent-1e12.npy.gz: truncated data: the header declares 2000000000000 bytes, more than a 91-byte gzip stream" \
    $C "$H/absent-1e12.npy.gz" "$H/absent-1e12.npy.gz"
hostile huge-hlen "header length 4294967280 out of range" $C "$H/absent-v2-huge-hlen.npy" "$G"
hostile st-absent "absent.safetensors: truncated: the tensors need 20000000000 bytes" $C "$H/absent.safetensors" "$G"
hostile st-hlen "hlen.safetensors: header length 90000000 is larger than the file" $C "$H/hlen.safetensors" "$G"
# The bomb: 256 MB of zeros in 256 KB of gzip, refused from its header
# (memory budget; a shape compare or dcpp cannot use) before its payload
# is inflated.
hostile bomb-budget "bomb.npy.gz: the tensor needs 268435456 bytes, over the memory budget of 67108864 bytes" \
    --max-memory 64M $C "$H/bomb.npy.gz" "$H/bomb.npy.gz"
hostile bomb-compare "bomb.npy.gz and .*good.npy differ in shape or dtype (shape (1024, 1024, 128) vs (1, 2, 2))" \
    $C "$H/bomb.npy.gz" "$G"
hostile bomb-shape-x "good.npy: shape (1, 2, 2), expected (1024, 1024, cols)" \
    dcpp fwd --arch sm90 --path helion --x "$H/bomb.npy.gz" --y "$G" --out-dir "$tmp/o"
hostile bomb-shape-y "bomb.npy.gz: shape (1024, 1024, 128), expected (1, 2, cols)" \
    dcpp fwd --arch sm90 --path helion --x "$G" --y "$H/bomb.npy.gz" --out-dir "$tmp/o"
# numpy's header rules.
hostile extra-key "extra-key.npy: header key 'x' is not descr, fortran_order or shape" $C "$H/extra-key.npy" "$G"
hostile non-literal "non-literal.npy: malformed header" $C "$H/non-literal.npy" "$G"
hostile missing-key "missing-key.npy: header has no 'fortran_order'" $C "$H/missing-key.npy" "$G"
hostile not-tuple "not-tuple.npy: malformed header: 'shape' is not a tuple" $C "$H/not-tuple.npy" "$G"
hostile bad-version "bad-version.npy: unsupported .npy version 4.0" $C "$H/bad-version.npy" "$G"
# gzip damage, each named for what it is.
hostile gz-crc "crc.npy.gz: gzip CRC mismatch" $C "$H/crc.npy.gz" "$G"
hostile gz-isize "isize.npy.gz: gzip length check mismatch" $C "$H/isize.npy.gz" "$G"
hostile gz-truncated "truncated.npy.gz: truncated compressed stream" $C "$H/truncated.npy.gz" "$G"
hostile gz-deflate "deflate.npy.gz: corrupt deflate stream" $C "$H/deflate.npy.gz" "$G"
# --max-memory itself.
expect_error max-memory-bad "--max-memory '12Q'" --max-memory 12Q $C "$G" "$G"
"$MMAEMU" --max-memory=1K compare "$G" "$G" >/dev/null && pass || fail "a tensor within --max-memory refused"
finish io_hostile
