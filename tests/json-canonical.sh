#!/bin/sh
# json-canonical.sh - every JSON document the tool writes, as jansson writes it:
# the CLI cases' expected JSON, and fresh outputs of every command, including
# names that need escaping (quotes, backslashes, tabs, other control
# characters, CJK), checked by json_canonical (tests/json_canonical.c).
#
# usage: json-canonical.sh PAIRING SIMULATE JSON_CANONICAL SCRATCH
set -eu
pairing=$1
simulate=$2
canonical=$3
scratch=$4
rm -rf "$scratch"
mkdir -p "$scratch"
{
    printf '%s\n' 'id,name,rating,club'
    printf '%s\n' 'a1,"Quote "" and back\slash",2100,"c ""1"""'
    printf 'b2,"Tab\tinside",2050,\344\270\234\n'
    printf '%s\n' 'c3,"Line' 'break",2000,'
    printf '%s\n' 'd4,\u5f20,1990,"/slash/"'
    printf 'e5,"Bell \007 and escape \033 and \037",1980,x\n'
    printf '%s\n' 'f6,Ümlaut Ö 张三,1970,'
} >"$scratch/names.csv"
"$pairing" roundrobin --entrants "$scratch/names.csv" >"$scratch/roundrobin.json"
"$pairing" knockout --entrants "$scratch/names.csv" --draw-lots 5 >"$scratch/knockout.json"
"$pairing" players --entrants "$scratch/names.csv" --draw-lots 5 >"$scratch/players.json"
"$pairing" swiss --system swiss --rounds 3 --entrants "$scratch/names.csv" --explain \
    >"$scratch/swiss.json"
"$pairing" standings --system roundrobin --entrants examples/roundrobin-entrants.csv \
    --results examples/roundrobin-results.csv --format json >"$scratch/standings.json"
"$pairing" standings --system swiss --entrants examples/swiss-entrants.csv \
    --results examples/swiss-results.csv --tiebreaks BH,BH/C1,SB,ARO,BH \
    --format json >"$scratch/standings-swiss.json"
printf '%s\n' round,first,second,result 1,a1,b2,1-0 1,c3,d4,= 1,e5,f6,0-1 \
    >"$scratch/names-results.csv"
"$pairing" standings --system swiss --entrants "$scratch/names.csv" \
    --results "$scratch/names-results.csv" --format json >"$scratch/standings-names.json"
"$pairing" team individual --system swiss --entrants "$scratch/names.csv" \
    --results "$scratch/names-results.csv" --method sum-points:1 \
    >"$scratch/team-individual-names.json"
"$simulate" qiu examples/qiu-entrants.csv 7 >"$scratch/qiu-results.csv"
awk -F, 'NR == 1 || $1 <= 3' "$scratch/qiu-results.csv" >"$scratch/qiu-part.csv"
"$pairing" swiss --system qiu --entrants examples/qiu-entrants.csv --results "$scratch/qiu-part.csv" \
    --explain >"$scratch/qiu-round.json"
awk -F, -v last="$(tail -n 1 "$scratch/qiu-results.csv" | cut -d, -f1)" \
    'NR == 1 || $1 < last' "$scratch/qiu-results.csv" >"$scratch/qiu-but-final.csv"
"$pairing" swiss --system qiu --entrants examples/qiu-entrants.csv \
    --results "$scratch/qiu-but-final.csv" >"$scratch/qiu-final.json"
"$pairing" standings --system qiu --entrants examples/qiu-entrants.csv \
    --results "$scratch/qiu-results.csv" --format json >"$scratch/qiu-standings.json"
"$simulate" knockout examples/knockout-entrants.csv 3 all >"$scratch/ko-results.csv"
"$pairing" knockout --entrants examples/knockout-entrants.csv --separate-clubs \
    --results "$scratch/ko-results.csv" --placement all >"$scratch/ko-bracket.json"
"$pairing" check --system qiu --entrants examples/qiu-entrants.csv --results "$scratch/qiu-part.csv" \
    --format json >"$scratch/check.json"
set -- "$scratch"/*.json
for f in tests/cli/*/stdout; do
    head -c 1 "$f" | grep -q '{' && set -- "$@" "$f"
done
"$canonical" "$@"
