#!/bin/sh
# make demo, an event in stages (SPEC §11): the 2014 open (003 §五) from one
# event file, as a director runs it.  Group A (40 players) plays a 5-round
# Swiss prelim in two groups, its top 8 a fully seeded knockout final with
# every place 1-8 played out; group B (24 players) a 5-round Swiss; then the
# overall ranking (总排名: the final's 1-8, B's from 9th) and the teams of
# three ranked by their members' overall places (sum-ranks:3): group A's
# players outside the final have no overall place (注2), so a team of A
# players has a place only with three of them in the final.  Results are
# made up from the round and board, as the other demos do.
# usage: demo.sh /path/to/pairing
set -eu
pairing=$1
here=$(cd "$(dirname "$0")" && pwd)
out="$(cd "$here/../.." && pwd)/build/demo/stages"
event="$out/event.ini"

banner() {
    printf '\n==== %s ====\n\n' "$1"
}

# A result for a game from its round and board: first wins, second wins or (in
# a Swiss) a draw; a knockout's games are played until one wins.
result_of() { # round board [knockout]
    awk -v r="$1" -v b="$2" -v k="${3:-}" 'BEGIN { x = (r * 7919 + b * 104729 + 2014) % 97
        print (x < 44 ? "1-0" : (x < 84 || k != "") ? "0-1" : "=") }'
}

# The boards of a round still without a result in a results file.
open_boards() { # file round
    awk -F, -v r="$2" 'NR > 1 && $1 == r && $4 != "" && $5 == "" { print $2 }' "$1"
}

fill_round() { # stage results round [knockout]
    for board in $(open_boards "$2" "$3"); do
        "$pairing" record --event "$event" --stage "$1" "$3" "$board" \
            "$(result_of "$3" "$board" "${4:-}")" >/dev/null
    done
}

banner "An event in stages (组合赛制): the 2014 open's model, from pairing init --stages"
rm -rf "$out"
mkdir -p "$(dirname "$out")"
"$pairing" init --stages "$out" | sed -n '1,6p'
sed -e "s/^name    = /name    = 2014年华北五子棋公开赛 (demo)/" \
    -e "s/^date    = /date    = 2014-09-13 – 2014-09-14/" \
    -e "s/^venue   = /venue   = 北京/" -e "s/^arbiter = /arbiter = 张三/" \
    "$event" >"$event.tmp"
mv "$event.tmp" "$event"
cp "$here/a-entrants.csv" "$out/a-entrants.csv"
cp "$here/b-entrants.csv" "$out/b-entrants.csv"
echo "Group A: 40 players (examples/stages/a-entrants.csv), group B: 24."

banner "Group A's prelim, round 1: group A of the snake split (tables 1-10)"
"$pairing" stage --event "$event" prelim --group A --format text
round=1
while [ "$round" -le 5 ]; do
    for group in A B; do
        "$pairing" stage --event "$event" prelim --group "$group" --record --format html \
            --output "$out/prelim-$group-round-$round.html" 2>/dev/null
    done
    "$pairing" stage --event "$event" B --record --format html \
        --output "$out/B-round-$round.html" 2>/dev/null
    fill_round prelim "$out/a-results.csv" "$round"
    fill_round B "$out/b-results.csv" "$round"
    if [ "$round" = 4 ]; then
        echo "After round 4, the final cannot be drawn yet:"
        "$pairing" stage --event "$event" final 2>&1 || true
    fi
    round=$((round + 1))
done
echo "Rounds 1-5 of both groups and of B paired, recorded and filled in; the sheets"
echo "are in $out (prelim-A-round-1.html ...)."

banner "The prelim's standings, group by group"
for group in A B; do
    echo "Group $group, the top five (the top four go on):"
    "$pairing" standings --event "$event" prelim --group "$group" --format text |
        sed -n '/^Rank/,+5p'
    echo
done

banner "The final: A1, B1, A2, B2 ... fully seeded (H1 甲1-乙4, H2 甲3-乙2, H3 甲2-乙3, H4 甲4-乙1)"
"$pairing" stage --event "$event" final --format text | sed -n '/^Round 1$/,/^$/p'
"$pairing" stage --event "$event" final --format text | sed -n '/^Qualifiers/,/^$/p'
for round in 1 2 3; do
    "$pairing" stage --event "$event" final --record --format text >/dev/null 2>&1
    fill_round final "$out/final-results.csv" "$round" knockout
done
"$pairing" stage --event "$event" final --format html --output "$out/final.html"
"$pairing" stage --event "$event" final --format text | sed -n '/^Final places/,$p'

banner "The overall ranking (总排名): the final's places 1-8, then B's from 9th"
"$pairing" standings --event "$event" --overall --format text | sed -n '1,40p'
"$pairing" standings --event "$event" --overall --format html --output "$out/overall.html"
"$pairing" standings --event "$event" --overall --format csv --output "$out/overall.csv"

banner "Teams of three by their members' overall places (003 §五(五)2, sum-ranks:3)"
"$pairing" team individual --event "$event" --overall --format text
"$pairing" team individual --event "$event" --overall --format html \
    --output "$out/teams.html"
echo
echo "To print or post: $out/overall.html (the overall ranking), $out/final.html"
echo "(the final's bracket), $out/teams.html (the teams)."
