#!/bin/sh
# make demo: real example tournaments run end to end with the pairing tool.
# usage: demo.sh /path/to/pairing
set -eu
pairing=$1
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../build/demo"
mkdir -p "$out"

banner() {
    printf '\n==== %s ====\n\n' "$1"
}

banner "Round robin: 10 players (examples/roundrobin-entrants.csv), the Berger schedule"
"$pairing" roundrobin --entrants "$here/roundrobin-entrants.csv" --format text
"$pairing" roundrobin --entrants "$here/roundrobin-entrants.csv" \
    --output "$out/roundrobin-schedule.json"

banner "Round robin: final standings after all 9 rounds (examples/roundrobin-results.csv)"
echo "周敏 (p09) withdrew after round 6, past half the rounds: the games he had"
echo "played stand and his remaining opponents are scored wins (2014 regulations)."
echo
"$pairing" standings --entrants "$here/roundrobin-entrants.csv" \
    --results "$here/roundrobin-results.csv" --system roundrobin --format text
"$pairing" standings --entrants "$here/roundrobin-entrants.csv" \
    --results "$here/roundrobin-results.csv" --system roundrobin \
    --output "$out/roundrobin-standings.json"

printf '\nJSON written to %s\n' "$out"
