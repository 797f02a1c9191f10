#!/bin/sh
# make demo, the relay (擂台赛): three teams of four played game by game from
# their event file.  Before each game pairing relay names the holder (擂主) and
# the challenger; a seeded formula stands in for the players (who moves first,
# who wins, a draw now and then sent on by lot), and the game is written into
# the results file.  usage: demo.sh /path/to/pairing
set -eu
pairing=$1
here=$(cd "$(dirname "$0")" && pwd)
out="$(cd "$here/../.." && pwd)/build/demo/relay"
rm -rf "$out"
mkdir -p "$out"
cp "$here/event.ini" "$here/teams.csv" "$here/members.csv" "$out/"
echo "game,first,second,result,winner" >"$out/results.csv"
event="$out/event.ini"

printf '\n==== The relay (擂台赛): three teams of four, game by game (examples/relay) ====\n\n'
"$pairing" relay --event "$event" --format text

# The next game's holder and challenger from the JSON: the first two players
# named after "next".
next_players() {
    "$pairing" relay --event "$event" |
        awk '/"next": \{/ { on = 1 } on && /"player": "/ { gsub(/[",]/, "", $2); print $2; n++ }
             n == 2 { exit }'
}

game=1
while :; do
    # shellcheck disable=SC2046
    set -- $(next_players)
    [ $# = 2 ] || break
    x=$(( (game * 7919 + 2026) % 97 ))
    if [ $((x % 2)) = 0 ]; then first=$1 second=$2; else first=$2 second=$1; fi
    if [ "$x" -lt 44 ]; then
        echo "$game,$first,$second,1-0," >>"$out/results.csv"
    elif [ "$x" -lt 88 ]; then
        echo "$game,$first,$second,0-1," >>"$out/results.csv"
    else # a draw, and the playoff sends the holder on
        echo "$game,$first,$second,=,$1" >>"$out/results.csv"
    fi
    if [ "$game" = 6 ]; then
        echo
        echo "After game 6:"
        "$pairing" relay --event "$event" --format text | sed -n '/^Next:/,/^Queue/p'
    fi
    game=$((game + 1))
done
echo
"$pairing" relay --event "$event" --format text
"$pairing" relay --event "$event" --format html --output "$out/relay.html"
"$pairing" relay --event "$event" --output "$out/relay.json"
"$pairing" publish --event "$event" --site "$out/site"
echo
echo "The results file, the page to post, the JSON and the players' site: $out"
