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

# ---- A director's round: events run from their event files (SPEC §8) ----

# A command whose remarks on standard error (entrants.csv: read as GB18030,
# each time the spreadsheet is read) are kept back, unless it fails.
quietly() {
    "$@" 2>"$out/quietly.err" || { cat "$out/quietly.err" >&2; return 1; }
}

# A result for a game, drawn from its round and board (the demo's stand-in for
# the players): first wins, second wins or a draw.
result_of() {
    awk -v r="$1" -v b="$2" 'BEGIN { x = (r * 7919 + b * 104729 + 2026) % 97
        print (x < 44 ? "1-0" : x < 84 ? "0-1" : "=") }'
}

# The boards of a round still without a result, from the results file that
# pairing init wrote (round,board,first,second,result,winner).
open_boards() {
    awk -F, -v r="$2" 'NR > 1 && $1 == r && $4 != "" && $5 == "" { print $2 }' "$1"
}

# One event, round by round, as a director runs it: each round paired with
# --record, so that it is written into the results file as it is printed; the
# results entered by board with pairing record (odd rounds, from the HTML sheet)
# or from the CSV sheet filled in as a spreadsheet would be (even rounds).
run_event() { # folder
    dir=$1
    event="$dir/event.ini"
    rounds=$(quietly "$pairing" swiss --event "$event" | sed -n 's/^  "rounds": \([0-9]*\),$/\1/p')
    round=1
    while [ "$round" -le "$rounds" ]; do
        if [ "$round" = 1 ]; then # the spreadsheet's note shown once
            echo
            "$pairing" swiss --event "$event" --format text
        elif [ "$round" = "$rounds" ]; then
            echo
            quietly "$pairing" swiss --event "$event" --format text
        fi
        if [ $((round % 2)) = 1 ]; then
            quietly "$pairing" swiss --event "$event" --record --format html \
                --output "$dir/round-$round.html"
            for board in $(open_boards "$dir/results.csv" "$round"); do
                quietly "$pairing" record --event "$event" "$round" "$board" \
                    "$(result_of "$round" "$board")" >/dev/null
            done
        else
            quietly "$pairing" swiss --event "$event" --record --format csv \
                --output "$dir/sheet-$round.csv"
            awk -F, -v r="$round" 'BEGIN { OFS = "," } NR > 1 && $4 != "" && $5 == "" {
                x = (r * 7919 + $2 * 104729 + 2026) % 97
                $5 = x < 44 ? "1-0" : x < 84 ? "0-1" : "=" } { print }' \
                "$dir/sheet-$round.csv" >"$dir/sheet-$round-filled.csv"
            quietly "$pairing" record --event "$event" --sheet "$dir/sheet-$round-filled.csv" \
                >/dev/null
        fi
        round=$((round + 1))
    done
}

# A new event's folder with its particulars and system set, as a director
# would set them in event.ini with an editor.
new_event() { # folder system name [rounds]
    rm -rf "$1"
    "$pairing" init "$1" >/dev/null
    sed -e "s/^name    = /name    = $3/" -e "s/^date    = /date    = 2026-12-05 – 2026-12-06/" \
        -e "s/^venue   = /venue   = 北京市昌平区/" -e "s/^arbiter = /arbiter = 张三/" \
        -e "s/^system  =\$/system  = $2/" "$1/event.ini" >"$1/event.tmp"
    [ -n "${4:-}" ] && printf 'rounds = %s\n' "$4" >>"$1/event.tmp"
    mv "$1/event.tmp" "$1/event.ini"
}

banner "A director's round: a 30-player Qiu event (仇式) from its event file"
open="$out/open-2026"
new_event "$open" qiu 2026年北京五子棋公开赛
cp "$here/open-entrants-gb18030.csv" "$open/entrants.csv"
echo "pairing init $open; system = qiu in event.ini; the entrants are a spreadsheet"
echo "saved by Excel on Chinese Windows (GB18030, Chinese headers 编号,姓名,等级分,单位)."
run_event "$open"
echo
quietly "$pairing" standings --event "$open/event.ini" --format text
quietly "$pairing" standings --event "$open/event.ini" --format html \
    --output "$open/crosstable.html"
echo "Round sheets, the results file and the crosstable: $open"
quietly "$pairing" publish --event "$open/event.ini" --site "$open/site" >/dev/null
echo "The players' site, every round, the standings and a page per player, to open"
echo "on a phone or copy to a web server: $open/site/index.html"

banner "A director's round: a 20-player plain Swiss, 7 rounds, from its event file"
swiss20="$out/swiss-2026"
new_event "$swiss20" swiss 2026年北京五子棋公开赛（乙组） 7
cp "$here/swiss20-entrants.csv" "$swiss20/entrants.csv"
run_event "$swiss20"
echo
"$pairing" standings --event "$swiss20/event.ini" --format text
"$pairing" standings --event "$swiss20/event.ini" --format html \
    --output "$swiss20/crosstable.html"
echo "Round sheets, the results file and the crosstable: $swiss20"
"$pairing" publish --event "$swiss20/event.ini" --site "$swiss20/site"

# ---- A team event (团体赛, SPEC §10) from its event file ----

# The games of a round still without a result, filled from their round, board
# and teams (the demo's stand-in for the players); in round 2 the first
# match's board 4 is lost by a player who did not come (+-).
fill_team_round() { # results round
    awk -F, -v r="$2" 'BEGIN { OFS = ","; ids = "BJSHTJGZSZHZNJCDWHXA" }
        NR > 1 && $1 == r && $4 != "" && $8 == "" {
            x = (r * 7919 + $4 * 104729 + index(ids, $2) * 613 + index(ids, $3) * 17) % 97
            $8 = x < 44 ? "1-0" : x < 84 ? "0-1" : "="
            if (r == 2 && $4 == 4 && !forfeit++) $8 = "+-"
        } { print }' "$1" >"$1.tmp"
    mv "$1.tmp" "$1"
}

banner "A team event: 10 teams of 4 boards in the Qiu system (examples/teams-qiu/)"
teams="$out/teams-qiu"
rm -rf "$teams"
cp -R "$here/teams-qiu" "$teams"
echo "event.ini names the teams, members (a reserve in each team), lineups and"
echo "results files; lineups.csv seats 广州队's reserve on board 4 in round 3 and"
echo "leaves 西安队's board 4 vacant in round 4 (lost by forfeit). Odd rounds are"
echo "printed and their results typed into results.csv; even rounds are posted as"
echo "HTML and their CSV sheets, filled in, merged by pairing record --sheet."
event="$teams/event.ini"
rounds=$("$pairing" team swiss --event "$event" | sed -n 's/^  "rounds": \([0-9]*\),$/\1/p')
round=1
while [ "$round" -le "$rounds" ]; do
    if [ $((round % 2)) = 0 ]; then
        # the sheet to post, then the round recorded with its CSV sheet, which the
        # scorekeepers fill in and pairing record merges
        "$pairing" team swiss --event "$event" --format html --output "$teams/round-$round.html"
        "$pairing" team swiss --event "$event" --record --format csv \
            --output "$teams/sheet-$round.csv" 2>/dev/null
        cp "$teams/sheet-$round.csv" "$teams/sheet-$round-filled.csv"
        fill_team_round "$teams/sheet-$round-filled.csv" "$round"
        "$pairing" record --event "$event" --sheet "$teams/sheet-$round-filled.csv"
        round=$((round + 1))
        continue
    fi
    if [ "$round" = 1 ] || [ "$round" = 3 ] || [ "$round" = "$rounds" ]; then
        echo
        "$pairing" team swiss --event "$event" --record --format text
    else
        "$pairing" team swiss --event "$event" --record --format text >"$teams/round-$round.txt"
    fi
    fill_team_round "$teams/results.csv" "$round"
    "$pairing" team check --event "$event" >/dev/null
    round=$((round + 1))
done
echo
"$pairing" team check --event "$event"
echo
"$pairing" team standings --event "$event" --format text
"$pairing" team standings --event "$event" --format html --output "$teams/standings.html"
"$pairing" team standings --event "$event" --format csv --output "$teams/standings.csv"
echo "The results file as recorded round by round, and the crosstable with the"
echo "board table, to print or post: $teams"

printf '\nJSON, SVG and HTML written to %s (open the .html and .svg files in a browser)\n' "$out"
