#!/bin/sh
# make demo: real example tournaments run end to end with the pairing tool.
# usage: demo.sh /path/to/pairing /path/to/simulate
set -eu
pairing=$1
simulate=$2
here=$(cd "$(dirname "$0")" && pwd)
out="$(cd "$here/.." && pwd)/build/demo"
mkdir -p "$out"

banner() {
    printf '\n==== %s ====\n\n' "$1"
}

banner "Round robin: 10 players (examples/roundrobin-entrants.csv), the Berger schedule"
"$pairing" roundrobin --entrants "$here/roundrobin-entrants.csv" --format text
"$pairing" roundrobin --entrants "$here/roundrobin-entrants.csv" \
    --output "$out/roundrobin-schedule.json"
"$pairing" roundrobin --entrants "$here/roundrobin-entrants.csv" --format html \
    --output "$out/roundrobin-schedule.html"
echo
echo "The schedule to print (A4): $out/roundrobin-schedule.html"

banner "Round robin: final standings after all 9 rounds (examples/roundrobin-results.csv)"
echo "周敏 (p09) withdrew after round 6, past half the rounds: the games he had"
echo "played stand and his remaining opponents are scored wins (2014 regulations)."
echo
"$pairing" standings --entrants "$here/roundrobin-entrants.csv" \
    --results "$here/roundrobin-results.csv" --system roundrobin --format text
"$pairing" standings --entrants "$here/roundrobin-entrants.csv" \
    --results "$here/roundrobin-results.csv" --system roundrobin \
    --output "$out/roundrobin-standings.json"
"$pairing" standings --entrants "$here/roundrobin-entrants.csv" \
    --results "$here/roundrobin-results.csv" --system roundrobin --format html \
    --output "$out/roundrobin-crosstable.html"
echo "Crosstable to print or post: $out/roundrobin-crosstable.html"

entrants="$here/knockout-entrants.csv"
draw_options="--separate-clubs --placement all"

banner "Knockout: 50 players from 10 clubs, 64 lines, 16 seeds, 14 byes (the draw)"
# shellcheck disable=SC2086
"$pairing" knockout --entrants "$entrants" $draw_options --format text | sed '/^Round 2$/,$d'

banner "Knockout: results simulated by a seeded lot (examples/simulate.c), to the final"
"$simulate" knockout "$entrants" 2026 all >"$out/knockout-results.csv"
if cmp -s "$out/knockout-results.csv" "$here/knockout-results.csv"; then
    echo "The simulated results equal examples/knockout-results.csv."
fi
# shellcheck disable=SC2086
"$pairing" knockout --entrants "$entrants" --results "$out/knockout-results.csv" $draw_options \
    --format text >"$out/knockout-bracket.txt"
sed -n '/^Round 6: final$/,/^$/p' "$out/knockout-bracket.txt"
sed -n '/^Round 6: match for places 3-4$/,/^$/p' "$out/knockout-bracket.txt"
echo "Places 1-8, every place played out (2014 regulations):"
"$pairing" standings --entrants "$entrants" --results "$out/knockout-results.csv" \
    --system knockout --format text | sed -n '/^Rank/,+8p'
# shellcheck disable=SC2086
"$pairing" knockout --entrants "$entrants" --results "$out/knockout-results.csv" $draw_options \
    --format svg --output "$out/knockout-bracket.svg"
# shellcheck disable=SC2086
"$pairing" knockout --entrants "$entrants" --results "$out/knockout-results.csv" $draw_options \
    --format html --output "$out/knockout-bracket.html"
# shellcheck disable=SC2086
"$pairing" knockout --entrants "$entrants" --results "$out/knockout-results.csv" $draw_options \
    --output "$out/knockout.json"
"$pairing" standings --entrants "$entrants" --results "$out/knockout-results.csv" \
    --system knockout --format html --output "$out/knockout-standings.html"
echo
echo "The whole bracket: $out/knockout-bracket.txt"
echo "The bracket to print or post, a page an A4 sheet: $out/knockout-bracket.html"
echo "  (or $out/knockout-bracket.svg, one SVG of the same pages)"
echo "Places and rounds of elimination: $out/knockout-standings.html"

qiu="$here/qiu-entrants.csv"
results="$out/qiu-results.csv"
banner "Qiu system (仇式): 18 players, 6 rounds (examples/qiu-entrants.csv)"
echo "Each round: the pairing of the library, then results by a seeded lot (simulate)."
"$pairing" players --entrants "$qiu" --format html --output "$out/qiu-players.html"
echo "The player list with the numbers, to post before round 1: $out/qiu-players.html"
echo "round,first,second,result,winner" >"$results"
for round in 1 2 3 4 5 6; do
    echo
    explain=""
    [ "$round" = 3 ] && explain="--explain" # the first round after the elimination
    # shellcheck disable=SC2086
    "$pairing" swiss --system qiu --entrants "$qiu" --results "$results" --format text $explain
    "$pairing" swiss --system qiu --entrants "$qiu" --results "$results" \
        --output "$out/qiu-round-$round.json"
    # shellcheck disable=SC2086
    "$pairing" swiss --system qiu --entrants "$qiu" --results "$results" $explain \
        --format html --output "$out/qiu-round-$round.html"
    "$simulate" play qiu "$qiu" "$results" 2026 >>"$results"
done

banner "Qiu system: the ranking after round 5, which the final paired (§五.3)"
"$pairing" standings --entrants "$qiu" --results "$results" --system qiu --after-round 5 \
    --tiebreaks qiu-opponent-score,progressive,progressive-cut1,violations --format text

banner "Qiu system: the final ranking, places decided by the final round"
"$pairing" standings --entrants "$qiu" --results "$results" --system qiu \
    --tiebreaks qiu-opponent-score,progressive,violations --format text
"$pairing" check --system qiu --entrants "$qiu" --results "$results"
"$pairing" standings --entrants "$qiu" --results "$results" --system qiu \
    --tiebreaks qiu-opponent-score,progressive,violations --format html \
    --output "$out/qiu-crosstable.html"
echo "Crosstable to print or post: $out/qiu-crosstable.html"

swiss_entrants="$here/swiss-entrants.csv"
swiss_results="$here/swiss-results.csv"
banner "Swiss: 16 players, 5 rounds with byes, forfeits and a withdrawal (examples/swiss-*.csv)"
echo "The crosstable of FIDE's tie-break exercise: unplayed rounds count by C.07 Art. 16."
echo "A bye or forfeit is a game against a dummy with the player's own score; 韩梅 (s12)"
echo "withdrew after round 3, and her opponents count her missing rounds as draws."
echo
"$pairing" standings --entrants "$swiss_entrants" --results "$swiss_results" --system swiss \
    --tiebreaks BH,BH/C1,SB,WIN --format text
echo
echo "The same with the 2026 caps on the dummy (--unplayed fide2026): 孙浩 (s04), 吴磊 (s06)"
echo "and 许峰 (s11), each with an unplayed round, lose Buchholz, and 王强 (s08) passes 许峰."
echo
"$pairing" standings --entrants "$swiss_entrants" --results "$swiss_results" --system swiss \
    --tiebreaks BH,BH/C1,SB,WIN --unplayed fide2026 --format text | sed -n '/^Rank/,+6p'
"$pairing" standings --entrants "$swiss_entrants" --results "$swiss_results" --system swiss \
    --tiebreaks BH,BH/C1,SB,WIN --format html --output "$out/swiss-crosstable.html"
echo
echo "Crosstable to print or post: $out/swiss-crosstable.html"

printf '\nJSON, SVG and HTML written to %s (open the .html and .svg files in a browser)\n' "$out"
