#!/bin/sh
# SPDX-License-Identifier: MIT
# One model syntax, ARCH[:VARIANT][+LIBPRESET], in every subcommand:
# product aliases name their arch (MI350 -> gfx950, H100 -> sm90); an
# unknown variant exits 2 listing the arch's variants (as `mmaemu models`
# lists them); an unknown or foreign preset exits 2; the variant and preset
# really select the model (the same as --variant / --set lib=, which must
# agree with them); a run that computes prints one banner line naming them.
. "$(dirname "$0")/expect.sh"
outputs=""; output_dirs="$tmp/out"

"$MMAEMU" dcpp gen --seed 1 --batch 1 --out-dir "$tmp/in" || { echo "FAIL gen"; exit 1; }
X=$tmp/in/x.npy; Y=$tmp/in/y.npy
# Any bf16 (k,n) operand will do for gemm: a slice of the generated y.
A="--a $X --a-layout km --b $Y"

# Aliases: `models --arch ALIAS` shows the arch (case-insensitive).
for pair in MI350:gfx950 mi350:gfx950 MI355X:gfx950 MI300X:gfx942 H100:sm90 h200:sm90 A100:sm80 B200:sm100; do
    alias=${pair%:*}; arch=${pair#*:}
    first=$("$MMAEMU" models --arch "$alias" 2>&1 | head -1 | cut -d' ' -f1)
    [ "$first" = "$arch" ] && pass || fail "models --arch $alias shows '$first', want $arch"
done
printf '3f80 | 3f80 | beffffff\n' | "$MMAEMU" dot --arch H100 --in bf16 >/dev/null 2>"$tmp/err"
grep -q "^mmaemu dot: model sm90:" "$tmp/err" && pass || fail "dot H100 banner: $(cat "$tmp/err")"

# Unknown variant: exit 2 and every variant `models` lists, in every command.
variants=$("$MMAEMU" models --arch gfx950 | sed -n '/^  variants:/,/^  [a-z]/s/^    \([a-z0-9-]*\) .*/\1/p')
[ -n "$variants" ] && pass || fail "no variants listed for gfx950"
check_list() { # NAME ARGS...: exit 2 naming every gfx950 variant
    name=$1; shift
    "$MMAEMU" "$@" >"$tmp/o" 2>"$tmp/e" </dev/null; rc=$?
    ok=1
    for v in $variants; do grep -q -- " $v" "$tmp/e" || ok=0; done
    if [ $rc -eq 2 ] && [ $ok -eq 1 ] && [ "$(wc -l <"$tmp/e")" -eq 1 ] && grep -q "unknown variant 'nonsense'" "$tmp/e"; then
        pass; else fail "$name: exit $rc: $(cat "$tmp/e")"; fi
}
check_list models models --arch gfx950:nonsense
check_list dot dot --arch gfx950:nonsense --in bf16
check_list dot-variant dot --arch gfx950 --variant nonsense --in bf16
check_list dcpp-plan dcpp plan --arch gfx950:nonsense
check_list dcpp-fwd dcpp fwd --arch gfx950:nonsense --path helion --x "$X" --y "$Y" --out-dir "$tmp/out"
check_list dcpp-set dcpp plan --arch gfx950 --set variant=nonsense
check_list explain explain dcpp fwd --arch sm90,gfx950:nonsense --seed 1
check_list gemm gemm --arch MI350:nonsense $A --out "$tmp/d.npy"

# Unknown or foreign library presets.
for c in "models --arch" "dcpp plan --arch" "explain dcpp fwd --seed 1 --arch" "gemm $A --out $tmp/d.npy --arch"; do
    # shellcheck disable=SC2086
    expect_error "nopreset $c" "unknown library preset 'nopreset'" $c sm90+nopreset
done
expect_error nopreset-dot "unknown library preset 'nopreset'" dot --in bf16 --arch sm90+nopreset
expect_error foreign-preset "unknown library preset 'cublas13.1-h100' (presets: default none for gfx942)" dcpp plan --arch gfx942+cublas13.1-h100
expect_error set-lib-unknown "unknown library preset 'nopreset'" dcpp plan --arch sm90 --set lib=nopreset
expect_error bad-syntax "expected ARCH\[:VARIANT\]\[+LIBPRESET\]" dcpp plan --arch sm90:khattak:x
expect_error empty-arch "unknown arch ''" gemm --arch +cublas13.1-h100 $A --out "$tmp/d.npy"

# Alias spellings must agree with the text.
expect_error variant-disagrees "says variant 'step16' but --variant says 'fused-k'" dcpp plan --arch gfx950:step16 --variant fused-k
expect_error set-variant-disagrees "says variant 'step16' but --variant says 'fused-k'" dcpp plan --arch gfx950:step16 --set variant=fused-k
expect_error set-lib-disagrees "says lib 'cublas13.1-h100' but --lib says 'default'" dcpp plan --arch sm90+cublas13.1-h100 --set lib=default
expect_error dot-variant-disagrees "says variant" dot --in bf16 --arch gfx950:step16 --variant fused-k

# The variant selects the model: the three spellings give one plan, another
# variant another plan.
"$MMAEMU" dcpp plan --arch MI350:fused-k >"$tmp/p1" 2>&1
"$MMAEMU" dcpp plan --arch gfx950 --variant fused-k >"$tmp/p2" 2>&1
"$MMAEMU" dcpp plan --arch gfx950 --set variant=fused-k >"$tmp/p3" 2>&1
"$MMAEMU" dcpp plan --arch gfx950:step16 >"$tmp/p4" 2>&1
if cmp -s "$tmp/p1" "$tmp/p2" && cmp -s "$tmp/p1" "$tmp/p3" && grep -q "on gfx950 variant fused-k" "$tmp/p1" &&
   ! cmp -s "$tmp/p1" "$tmp/p4"; then pass; else fail "variant spellings"; cat "$tmp/p1"; fi
# ... and the outputs: gfx950:fused-k is not the default variant.
for v in gfx950 gfx950:fused-k; do
    "$MMAEMU" dcpp fwd --arch $v --path helion --x "$X" --y "$Y" --out-dir "$tmp/f-$v" --quiet 2>/dev/null
done
"$MMAEMU" dcpp fwd --arch gfx950 --variant fused-k --path helion --x "$X" --y "$Y" --out-dir "$tmp/f-v" --quiet 2>/dev/null
if cmp -s "$tmp/f-gfx950:fused-k/out.npy" "$tmp/f-v/out.npy" &&
   ! cmp -s "$tmp/f-gfx950:fused-k/out.npy" "$tmp/f-gfx950/out.npy"; then pass; else fail "dcpp fwd variant"; fi

# The preset: +LIBPRESET is --set lib=, and it changes the plan (buf3).
"$MMAEMU" dcpp plan --arch sm90+cublas13.1-h100 --path inductor >"$tmp/l1" 2>&1
"$MMAEMU" dcpp plan --arch sm90 --set lib=cublas13.1-h100 --path inductor >"$tmp/l2" 2>&1
"$MMAEMU" dcpp plan --arch sm90 --path inductor >"$tmp/l3" 2>&1
if cmp -s "$tmp/l1" "$tmp/l2" && grep -q "inductor.buf3 *instr=mma.m16n8k8" "$tmp/l1" && ! cmp -s "$tmp/l1" "$tmp/l3"; then
    pass; else fail "preset spellings"; fi

# One banner line on stderr, naming model, variant, preset and schedule source.
banner() { # NAME PATTERN ARGS...
    name=$1; pattern=$2; shift 2
    "$MMAEMU" "$@" >"$tmp/o" 2>"$tmp/e" </dev/null; rc=$?
    if [ $rc -le 1 ] && [ "$(wc -l <"$tmp/e")" -eq 1 ] && grep -q -- "$pattern" "$tmp/e"; then pass; else
        fail "banner $name (exit $rc): $(cat "$tmp/e")"; fi
}
banner dcpp-fwd "^mmaemu dcpp fwd: model sm90:[a-z0-9-]*+cublas13.1-h100 (variant [a-z0-9-]*, library preset cublas13.1-h100); schedules from inductor: .*library GEMMs from library preset cublas13.1-h100" \
    dcpp fwd --arch H100+cublas13.1-h100 --path inductor --x "$X" --y "$Y" --out-dir "$tmp/out" --quiet
banner explain "^mmaemu explain dcpp fwd: models sm90:.*library preset cublas13.1-h100), gfx950:fused-k (variant fused-k, library preset none); run A helion, run B inductor" \
    explain dcpp fwd --arch sm90+cublas13.1-h100,gfx950:fused-k --seed 1 --max 0 --quiet
banner gemm "^mmaemu gemm: model gfx950:fused-k (variant fused-k, library preset none, out fp32); schedule from library default" \
    gemm --arch MI350:fused-k $A --out "$tmp/d.npy"
banner dot-alias "^mmaemu dot: model gfx942:[a-z0-9-]* (variant [a-z0-9-]*, library preset none); instruction mfma" \
    dot --arch MI300X --in bf16

finish models
