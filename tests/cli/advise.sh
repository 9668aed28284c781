#!/bin/sh
# SPDX-License-Identifier: MIT
# `mmaemu advise dcpp`: bad input gives one line on stderr and exit 2; its
# JSON holds the documented fields, its counts agree with `mmaemu explain
# dcpp` run separately with the same knobs, and `mpirun -n 2` writes the
# same JSON bytes as one process (or, built without MPI, a run that mpirun
# starts as one of several ranks refuses).
. "$(dirname "$0")/expect.sh"
outputs="$tmp/a.json $tmp/html"; output_dirs=""
A="advise dcpp"
S="--seed 1 --sample 1 --chained"
M="sm90+cublas13.1-h100,gfx950:fused-k"

expect_error no-program "advise: unknown command 'gemm'" advise gemm
expect_error bad-arch "unknown arch 'sm9'" $A --arch sm9 $S --json "$tmp/a.json"
expect_error bad-budget "--budget '0'" $A --arch sm90 --budget 0 $S --json "$tmp/a.json"
expect_error bad-set "unknown key 'inductor.buf9'" $A --arch sm90 --set inductor.buf9=template $S
expect_error bad-choice "expected library or template" $A --arch sm90 --set inductor.buf3=cublas $S
expect_error seed-and-files "advise dcpp: give --seed or input files, not both" $A --arch sm90 --seed 1 --x x.npy --y y.npy --json "$tmp/a.json"
expect_error no-b "advise dcpp: bwd: give --b or --chained" $A --arch sm90 --x x.npy --y y.npy --dout d.npy

"$MMAEMU" $A --arch $M $S --budget 3 --json "$tmp/a.json" --html "$tmp/html" >"$tmp/a.txt" \
    2>"$tmp/a.err" || fail "advise exit $?"
grep -q "== gfx950:fused-k: .*fused-k (a hypothesis, unverified)" "$tmp/a.txt" && pass ||
    fail "the gfx950 hypothesis is not named"
grep -q "verdict:" "$tmp/a.txt" && pass || fail "no verdict"
[ -s "$tmp/html/index.html" ] && pass || fail "no HTML page"

# The JSON's fields, and bit_identical exactly where nothing differs.
python3 - "$tmp/a.json" >"$tmp/py.out" <<'PY' && pass || { fail "JSON"; cat "$tmp/py.out"; }
import json, sys
d = json.load(open(sys.argv[1]))
names = [r["name"] for r in d["remedies"]]
assert names == ["baseline", "inductor-buf3-template", "inductor-all-template"], names
for r in d["remedies"]:
    assert set(r) >= {"name", "knobs", "cost", "models"}, r.keys()
    for m, v in r["models"].items():
        for k in ("dx_differ", "dx_not_close", "max_abs", "out_differ", "dy_differ", "bit_identical"):
            assert k in v, (m, k)
        assert v["bit_identical"] == (v["dx_differ"] + v["out_differ"] + v["dy_differ"] == 0)
assert d["remedies"][0]["knobs"] == []
assert d["remedies"][1]["knobs"] == ["inductor.buf3=template"]
assert set(d["baseline"]) == {"sm90+cublas13.1-h100", "gfx950:fused-k"}
for m in d["baseline"]:
    assert {k: v for k, v in d["baseline"][m].items()} == \
        {k: v for k, v in d["remedies"][0]["models"][m].items() if k != "tolerance"}
print(json.dumps({m: d["remedies"][1]["models"][m]["dx_differ"] for m in d["baseline"]}))
PY

# explain dcpp, run separately, counts the same dx differences.
for r in 0 1; do
    set_=""; [ $r = 1 ] && set_="--set inductor.buf3=template"
    "$MMAEMU" explain dcpp bwd --arch gfx950:fused-k $S --quiet $set_ >"$tmp/e.txt" 2>/dev/null
    want=$(sed -n 's/^predicted dx: \([0-9]*\) of .*/\1/p' "$tmp/e.txt")
    got=$(python3 -c "import json,sys; print(json.load(open('$tmp/a.json'))['remedies'][$r]['models']['gfx950:fused-k']['dx_differ'])")
    [ -n "$want" ] && [ "$want" = "$got" ] && pass || fail "remedy $r: explain $want, advise $got"
done

# Several ranks: the same bytes, or a clear refusal without MPI.
if [ "${MMAEMU_HAVE_MPI:-no}" = yes ]; then
    root=""; [ "$(id -u)" = 0 ] && root="--allow-run-as-root"
    OMPI_MCA_rmaps_base_oversubscribe=1 mpirun $root --oversubscribe -n 2 "$MMAEMU" $A --arch $M \
        $S --budget 3 --json "$tmp/b.json" >"$tmp/b.txt" 2>"$tmp/b.err" || fail "mpirun exit $?"
    cmp "$tmp/a.json" "$tmp/b.json" && pass || fail "mpirun -n 2 JSON differs from one process"
    cmp "$tmp/a.txt" "$tmp/b.txt" && pass || fail "mpirun -n 2 text differs from one process"
    grep -q "; 2 ranks" "$tmp/b.err" && pass || fail "the banner does not say 2 ranks"
else
    export OMPI_COMM_WORLD_SIZE=2   # what mpirun -n 2 tells each rank
    expect_error no-mpi "built without MPI" $A --arch sm90 $S --budget 1
    unset OMPI_COMM_WORLD_SIZE
fi
finish advise
