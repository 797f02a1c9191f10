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

play() { # stage [group ...]: the rest of its rounds, as play.sh plays them
    PAIRING=$pairing sh "$here/play.sh" "$event" "$@"
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
UNTIL=4 play prelim A B
UNTIL=4 play B
echo "After round 4, the final cannot be drawn yet:"
"$pairing" stage --event "$event" final 2>&1 || true
for group in A B; do # the last round's sheets, to print
    "$pairing" stage --event "$event" prelim --group "$group" --record --format html \
        --output "$out/prelim-$group-round-5.html" 2>/dev/null
done
"$pairing" stage --event "$event" B --record --format html --output "$out/B-round-5.html" \
    2>/dev/null
play prelim A B
play B
echo "Rounds 1-5 of both groups and of B paired, recorded and filled in; round 5's"
echo "sheets are in $out (prelim-A-round-5.html ...)."

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
play final
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
