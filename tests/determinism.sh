#!/bin/sh
# Determinism: the same inputs and options give byte-identical output across
# runs and across builds (-O0 and -O2).  Each build runs the same commands -
# schedules, draws with a lot, whole Qiu and Swiss events paired round by round
# by the simulator, standings in every format - and the outputs are compared.
#
# usage: determinism.sh BUILD_A BUILD_B   (each holding pairing and simulate)
set -eu
a=$1
b=$2
scratch=$(mktemp -d "${TMPDIR:-/tmp}/pairing-determinism.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM

run_all() { # build_dir out_dir
    p=$1/pairing
    sim=$1/simulate
    out=$2
    mkdir -p "$out"
    "$p" roundrobin --entrants examples/roundrobin-entrants.csv --double >"$out/rr.json"
    "$p" standings --entrants examples/roundrobin-entrants.csv \
        --results examples/roundrobin-results.csv --system roundrobin --format html \
        >"$out/rr.html"
    "$p" knockout --entrants examples/knockout-entrants.csv --separate-clubs \
        --draw-lots 77 --format svg >"$out/ko.svg"
    "$p" knockout --entrants examples/knockout-entrants.csv --separate-clubs \
        --draw-lots 77 --format html >"$out/ko.html"
    "$p" roundrobin --entrants examples/roundrobin-entrants.csv --double --format html \
        >"$out/rr-schedule.html"
    "$p" players --entrants examples/knockout-entrants.csv --draw-lots 5 --format html \
        >"$out/players.html"
    "$sim" knockout examples/knockout-entrants.csv 5 all >"$out/ko-results.csv"
    "$p" knockout --entrants examples/knockout-entrants.csv --results "$out/ko-results.csv" \
        --separate-clubs \
        --placement all >"$out/ko.json"
    "$sim" qiu examples/qiu-entrants.csv 11 >"$out/qiu-results.csv"
    "$p" standings --entrants examples/qiu-entrants.csv --results "$out/qiu-results.csv" \
        --system qiu --format csv >"$out/qiu.csv"
    "$sim" swiss examples/knockout-entrants.csv 3 9 >"$out/swiss-results.csv"
    "$p" standings --entrants examples/knockout-entrants.csv \
        --results "$out/swiss-results.csv" --system swiss >"$out/swiss.json"
    for u in fide2023 fide2026 fide2009; do
        "$p" standings --entrants examples/swiss-entrants.csv \
            --results examples/swiss-results.csv --system swiss --unplayed $u \
            --tiebreaks BH,BH/C1,SB,DE,WIN --format text >"$out/swiss-$u.txt"
    done
    awk -F, 'NR == 1 || $1 <= 3' "$out/qiu-results.csv" >"$out/qiu-part.csv"
    "$p" swiss --system qiu --entrants examples/qiu-entrants.csv --results "$out/qiu-part.csv" \
        --explain --format text >"$out/qiu-explain.txt"
    "$p" swiss --system qiu --entrants examples/qiu-entrants.csv --results "$out/qiu-part.csv" \
        --format html >"$out/qiu-sheet.html"
}

run_all "$a" "$scratch/a1"
run_all "$a" "$scratch/a2"
run_all "$b" "$scratch/b"
if ! diff -r "$scratch/a1" "$scratch/a2" >"$scratch/diff" ||
    ! diff -r "$scratch/a1" "$scratch/b" >"$scratch/diff"; then
    head -40 "$scratch/diff"
    echo "determinism: outputs differ"
    exit 1
fi
echo "determinism: $(ls "$scratch/a1" | wc -l) outputs byte-identical across two runs and two builds ($a, $b)"
