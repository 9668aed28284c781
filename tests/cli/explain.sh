#!/bin/sh
# SPDX-License-Identifier: MIT
# `mmaemu explain`: bad input gives one line on stderr, a non-zero exit and
# no output or report files; on good input its counts agree with `mmaemu
# dcpp` + `mmaemu compare` run separately, and the JSON and HTML reports
# are written whole.
. "$(dirname "$0")/expect.sh"
outputs="$tmp/rep.json $tmp/html"; output_dirs=""

in=$tmp/in
"$MMAEMU" dcpp gen --seed 1 --batch 1 --out-dir "$in" || { echo "FAIL gen"; exit 1; }
X=$in/x.npy; Y=$in/y.npy; G=$in/dout.npy; Bm=$in/b.npy
R="--json $tmp/rep.json --html $tmp/html"
E="explain dcpp"

expect_error no-program "explain: unknown command 'nosuch'" explain nosuch fwd
expect_error no-mode "fwd or bwd is required" $E --arch sm90 --x "$X" --y "$Y"
expect_error no-arch "--arch is required" $E fwd --x "$X" --y "$Y" $R
expect_error bad-arch "unknown arch 'sm9'" $E fwd --arch sm9 --x "$X" --y "$Y" $R
expect_error bad-variant "variant" $E fwd --arch gfx950:nope --x "$X" --y "$Y" $R
expect_error bad-preset "unknown library preset 'cublas9'" $E fwd --arch sm90+cublas9 --x "$X" --y "$Y" $R
expect_error bad-token "unknown arch ''" $E fwd --arch :x --x "$X" --y "$Y" $R
expect_error bad-path "--path-a 'triton'" $E fwd --arch sm90 --path-a triton --x "$X" --y "$Y" $R
expect_error bad-max "--max 'many'" $E fwd --arch sm90 --max many --x "$X" --y "$Y" $R
expect_error bad-atol "--atol '-1'" $E fwd --arch sm90 --atol -1 --x "$X" --y "$Y" $R
expect_error unknown-opt "unknown option '--frobnicate'" $E fwd --arch sm90 --frobnicate 1
expect_error chained-fwd "--chained goes with bwd" $E fwd --arch sm90 --chained --x "$X" --y "$Y" $R
expect_error no-b "give --b or --chained" $E bwd --arch sm90 --x "$X" --y "$Y" --dout "$G" $R
expect_error b-and-chained "give --b or --chained" $E bwd --arch sm90 --chained --b "$Bm" --x "$X" --y "$Y" --dout "$G" $R
expect_error no-y "--x and --y" $E fwd --arch sm90 --x "$X" $R
expect_error seed-and-files "not both" $E fwd --arch sm90 --seed 1 --x "$X" --y "$Y" $R
expect_error bad-sample "--sample '0'" $E fwd --arch sm90 --seed 1 --sample 0 $R
expect_error batch-no-seed "go with --seed" $E fwd --arch sm90 --batch 2 --x "$X" --y "$Y" $R
expect_error wrong-shape "$Y: shape" $E fwd --arch sm90 --x "$Y" --y "$Y" $R
expect_error missing-file "$tmp/none.npy" $E fwd --arch sm90 --x "$tmp/none.npy" --y "$Y" $R
expect_error got-missing "--got $tmp/nowhere: no such" $E fwd --arch sm90 --x "$X" --y "$Y" --got-a "$tmp/nowhere" $R
mkdir -p "$tmp/emptydir"
expect_error got-empty "holds none of the helion tensors" $E fwd --arch sm90 --x "$X" --y "$Y" --got-a "$tmp/emptydir" $R
expect_error got-shape "$X: shape" $E fwd --arch sm90 --x "$X" --y "$Y" --got-a "$X" $R
expect_error arch-b-many "give one --arch" $E fwd --arch sm90,gfx942 --arch-b gfx950 --x "$X" --y "$Y" $R
expect_error got-many "go with one model" $E fwd --arch sm90,gfx942 --x "$X" --y "$Y" --got-a "$X" $R
expect_error bad-sched "no instruction 'nope'" $E fwd --arch sm90 --schedule helion.out=instr=nope --x "$X" --y "$Y" $R

# Good input: MI300X forward (its out differs between the paths).  The
# count must equal what `dcpp fwd` + `compare` find on their own.
"$MMAEMU" dcpp fwd --arch gfx942 --path helion --x "$X" --y "$Y" --out-dir "$tmp/h" --quiet &&
"$MMAEMU" dcpp fwd --arch gfx942 --path inductor --x "$X" --y "$Y" --out-dir "$tmp/i" --quiet ||
    { echo "FAIL dcpp fwd"; exit 1; }
"$MMAEMU" compare "$tmp/h/out.npy" "$tmp/i/out.npy" --atol 0.2 --rtol 0.01 >"$tmp/cmp"
want=$(sed -n "s/^bitwise different: \([0-9]*\).*/\1/p" "$tmp/cmp")
"$MMAEMU" $E fwd --arch gfx942 --x "$X" --y "$Y" --max 3 $R >"$tmp/text" 2>"$tmp/err"; rc=$?
got=$(sed -n 's/^predicted out: \([0-9]*\) of .*/\1/p' "$tmp/text")
jgot=$(tr -d ' \n' <"$tmp/rep.json" | sed -n 's/.*"differ":\([0-9]*\),.*/\1/p')
if [ "$rc" -le 1 ] && [ -n "$want" ] && [ "$want" -gt 0 ] && [ "$got" = "$want" ] && [ "$jgot" = "$want" ]; then
    passes=$((passes+1))
else
    echo "FAIL counts: compare '$want', text '$got', json '$jgot' (rc $rc)"; cat "$tmp/cmp" "$tmp/err"; fails=$((fails+1))
fi
if grep -q "first divergent rounding: xty/xty\|first divergent rounding: out/out" "$tmp/text" &&
   grep -q "cause: " "$tmp/text"; then passes=$((passes+1)); else
    echo "FAIL explain text:"; head -30 "$tmp/text"; fails=$((fails+1)); fi
if grep -q '"format": "mmaemu explain 1"' "$tmp/rep.json" && grep -q '"explained"' "$tmp/rep.json" &&
   ! ls "$tmp" | grep -q '\.tmp'; then passes=$((passes+1)); else
    echo "FAIL json report"; fails=$((fails+1)); fi
if [ -f "$tmp/html/index.html" ] && grep -q "<svg" "$tmp/html/index.html" &&
   grep -q "</html>" "$tmp/html/index.html" && ! ls "$tmp/html" | grep -q '\.tmp'; then
    passes=$((passes+1)); else echo "FAIL html report"; fails=$((fails+1)); fi

# The page escapes what it quotes (cli/html.c): inputs from a folder named
# with < & " > appear as entities.
odd="$tmp/a<b&\"c>"; mkdir -p "$odd" && cp "$X" "$Y" "$odd/" || { echo "FAIL odd dir"; exit 1; }
"$MMAEMU" $E fwd --arch gfx942 --x "$odd/x.npy" --y "$odd/y.npy" --max 1 --quiet --html "$tmp/oddhtml" \
    >/dev/null 2>&1
if grep -q 'a&lt;b&amp;&quot;c&gt;/x.npy' "$tmp/oddhtml/index.html" &&
   ! grep -q 'a<b' "$tmp/oddhtml/index.html"; then pass; else fail "html escape"; fi

# --full-batch N scales the estimate to N batches: twice the batch, twice the
# expected count (from the same compared batch).
for nb in 1152 2304; do
    "$MMAEMU" explain dcpp bwd --chained --arch sm90+cublas13.1-h100 --seed 1 --batch 1 \
        --full-batch $nb --quiet 2>/dev/null | sed -n 's/^  dx   differ \([0-9.e+]*\) .*/\1/p' >"$tmp/fb$nb"
done
if [ -s "$tmp/fb1152" ] && awk -v a="$(cat "$tmp/fb1152")" -v b="$(cat "$tmp/fb2304")" \
    'BEGIN { exit !(a > 0 && b == 2 * a) }'; then pass; else
    fail "full-batch: $(cat "$tmp/fb1152") -> $(cat "$tmp/fb2304")"; fi
finish cli_explain
