#!/bin/sh
# FIDE TRF-16 round trips through `pairing convert` (make trf-roundtrip).
#
#   1. Every real TRF file in tests/trf:  TRF -> CSV -> TRF -> CSV.  The two CSV
#      pairs must be byte for byte the same, and the two TRF files must agree on
#      every field that carries over (see what_is_not_carried below).
#   2. Events of every system made up by build/simulate:  CSV -> TRF -> CSV.
#      The players (name, rating, club), every result, and the numbering must
#      come back; the TRF written again from the returned CSV must be byte for
#      byte the first one.
#
# usage: trf-roundtrip.sh /abs/pairing /abs/simulate WORKDIR [TRF-DIR] [EXAMPLES-DIR]
set -u
PAIRING=$1
SIMULATE=$2
WORK=$3
TRF_DIR=${4:-tests/trf}
EXAMPLES=${5:-examples}
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
passed=0
failed=0

pass() { passed=$((passed + 1)); }
fail() {
    failed=$((failed + 1))
    printf 'FAIL %s\n' "$*"
}
# run NAME COMMAND...: the command must succeed (its output goes to NAME.log)
run() {
    log=$1
    shift
    "$@" >"$log" 2>&1 || { fail "$* (exit $?): $(head -3 "$log")"; return 1; }
}
same() { # same WHAT FILE1 FILE2
    if cmp -s "$2" "$3"; then pass; else fail "$1 differ: $(diff "$2" "$3" | head -6)"; fi
}

# The fields of a TRF that the CSV files carry, one line per player, in a form
# where the equivalent spellings agree: W/L/D as 1/0/=, F and TRF-2006's + bye
# as U, - and = without an opponent as Z and H, a blank colour as -, a forfeit
# without colours as w for the lower starting rank, a rating 0 as blank, blank
# rounds at the end dropped.  Points stay: they must come back too.
trf_fields() {
    tr '\r' '\n' <"$1" | LC_ALL=C awk '
    function trim(s) { gsub(/^ +| +$/, "", s); return s }
    /^001/ {
        rank = substr($0, 5, 4) + 0
        rating = trim(substr($0, 49, 4)); if (rating + 0 == 0) rating = ""
        line = rank "|" trim(substr($0, 15, 33)) "|" rating "|" trim(substr($0, 54, 3)) \
               "|" trim(substr($0, 81, 4))
        cells = ""
        for (at = 90; at <= length($0); at += 10) {
            opp = trim(substr($0, at + 2, 4)) + 0
            colour = substr($0, at + 7, 1); if (colour == " " || colour == "") colour = "-"
            result = toupper(substr($0, at + 9, 1)); if (result == "") result = " "
            if (opp == 0 && result == " ") { cell = "." }
            else if (opp == 0) {
                if (result == "+" || result == "F") result = "U"
                if (result == "-") result = "Z"
                if (result == "=") result = "H"
                cell = "bye " result
            } else {
                if (result == "W") result = "1"
                if (result == "L") result = "0"
                if (result == "D") result = "="
                if (colour == "-") colour = rank < opp ? "w" : "b"
                cell = opp " " colour " " result
            }
            cells = cells "|" cell
        }
        while (cells ~ /\|\.$/) sub(/\|\.$/, "", cells)
        print line cells
    }' | sort -t'|' -k1,1n
}

# ---- 1. real TRF files: TRF -> CSV -> TRF -> CSV ----

trf_files=0
for trf in "$TRF_DIR"/*.trf; do
    name=$(basename "$trf" .trf)
    d="$WORK/trf-$name"
    mkdir -p "$d"
    trf_files=$((trf_files + 1))
    run "$d/in1.log" "$PAIRING" convert --from trf "$trf" --entrants-out "$d/e1.csv" \
        --results-out "$d/r1.csv" || continue
    run "$d/out.log" "$PAIRING" convert --to trf --system swiss --entrants "$d/e1.csv" --results "$d/r1.csv" \
        --output "$d/back.trf" || continue
    run "$d/in2.log" "$PAIRING" convert --from trf "$d/back.trf" --entrants-out "$d/e2.csv" \
        --results-out "$d/r2.csv" || continue
    same "$name: entrants CSV from the TRF and from the TRF written back" "$d/e1.csv" "$d/e2.csv"
    same "$name: results CSV from the TRF and from the TRF written back" "$d/r1.csv" "$d/r2.csv"
    trf_fields "$trf" >"$d/fields1"
    trf_fields "$d/back.trf" >"$d/fields2"
    same "$name: carried TRF fields (rank, name, rating, federation, points, rounds)" \
        "$d/fields1" "$d/fields2"
done

# ---- 2. made-up events of every system: CSV -> TRF -> CSV ----

# Rows as (round, first's name, second's name, result), winner left out: names
# are unique in the examples, and ids do not survive (TRF numbers the players).
results_by_name() { # entrants results
    tr -d '\r' <"$1" >"$1.lf"
    tr -d '\r' <"$2" | awk -F, 'NR == FNR { name[$1] = $2; next }
        FNR > 1 { print $1 "," name[$2] "," name[$3] "," $4 }' "$1.lf" - | sort
}
players_by_name() { # entrants: name, rating, club
    tr -d '\r' <"$1" | awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
        { print $col["name"] "," $col["rating"] "," $col["club"] }' | sort
}
has_winners() {
    tr -d '\r' <"$1" | awk -F, 'NR > 1 && $5 != "" { found = 1 } END { exit !found }'
}

events=0
event() { # event NAME SYSTEM ENTRANTS SIMULATE-ARGS... (E stands for the entrants file)
    name=$1
    system=$2
    d="$WORK/event-$name"
    mkdir -p "$d"
    # id, name, rating, club: the columns a TRF carries (violations and withdrawn do not)
    cut -d, -f1-4 "$3" >"$d/e0.csv"
    shift 3
    args=""
    for a in "$@"; do [ "$a" = E ] && args="$args $d/e0.csv" || args="$args $a"; done
    events=$((events + 1))
    # shellcheck disable=SC2086
    "$SIMULATE" $args >"$d/r0.csv" || { fail "$name: simulate $args"; return; }
    run "$d/t1.log" "$PAIRING" convert --to trf --system "$system" --entrants "$d/e0.csv" \
        --results "$d/r0.csv" --output "$d/t1.trf" || return
    run "$d/in.log" "$PAIRING" convert --from trf "$d/t1.trf" --entrants-out "$d/e1.csv" \
        --results-out "$d/r1.csv" || return
    players_by_name "$d/e0.csv" >"$d/players0"
    players_by_name "$d/e1.csv" >"$d/players1"
    same "$name: players (name, rating, club)" "$d/players0" "$d/players1"
    results_by_name "$d/e0.csv" "$d/r0.csv" >"$d/rows0"
    results_by_name "$d/e1.csv" "$d/r1.csv" >"$d/rows1"
    same "$name: results (round, first, second, result)" "$d/rows0" "$d/rows1"
    # The numbering, the results and the standings all come back: the TRF of the
    # returned files is the first TRF, byte for byte.  A swiss's standings ignore
    # the winner column, so that comparison holds for every system; the system's
    # own only where no drawn game was settled by a playoff (winner).
    run "$d/s0.log" "$PAIRING" convert --to trf --system swiss --entrants "$d/e0.csv" --results "$d/r0.csv" \
        --output "$d/s0.trf" || return
    run "$d/s1.log" "$PAIRING" convert --to trf --system swiss --entrants "$d/e1.csv" --results "$d/r1.csv" \
        --output "$d/s1.trf" || return
    same "$name: TRF (swiss standings) before and after" "$d/s0.trf" "$d/s1.trf"
    if has_winners "$d/r0.csv"; then
        printf '%s: %s winner column not carried; TRF with its own standings not compared\n' \
            "$name" "$system"
    else
        run "$d/t2.log" "$PAIRING" convert --to trf --system "$system" --entrants "$d/e1.csv" \
            --results "$d/r1.csv" --output "$d/t2.trf" || return
        same "$name: TRF ($system standings) before and after" "$d/t1.trf" "$d/t2.trf"
    fi
}

event swiss swiss "$EXAMPLES/swiss-entrants.csv" swiss E 7 7
event swiss-odd swiss "$EXAMPLES/qiu-entrants.csv" swiss E 3 5
event qiu qiu "$EXAMPLES/qiu-entrants.csv" qiu E 7
event qiu-2 qiu "$EXAMPLES/swiss-entrants.csv" qiu E 11
event roundrobin roundrobin "$EXAMPLES/roundrobin-entrants.csv" roundrobin E 5
event roundrobin-odd roundrobin "$EXAMPLES/qiu-entrants.csv" roundrobin E 2
event knockout knockout "$EXAMPLES/knockout-entrants.csv" knockout E 2026 all
event knockout-third knockout "$EXAMPLES/swiss-entrants.csv" knockout E 9 third

# standings --format trf is the same writer as convert --to trf
d="$WORK/event-qiu"
if run "$d/st.log" "$PAIRING" standings --system qiu --format trf --entrants "$d/e0.csv" \
    --results "$d/r0.csv" --output "$d/st.trf"; then
    same "standings --format trf and convert --to trf" "$d/t1.trf" "$d/st.trf"
fi

what_is_not_carried() {
    cat <<'EOF'
not carried by TRF-16 (pairing convert, see pairing(1) TRF):
  TRF -> CSV: the tournament records (012 name, 022 city, 042/052 dates, 092 type,
    102/112 arbiters, 122 time control, 132 round dates, 013 teams, XX* extensions);
    a player's sex, title, FIDE number and birth date; the points and rank columns
    (standings works them out); W/D/L become 1/=/0, F becomes U, colourless
    forfeits get colours (the lower starting rank moves first).
  CSV -> TRF: ids (TRF numbers the players: the number becomes the starting rank,
    and the id on the way back), violations, withdrawn, a knockout's or Qiu
    final's winner column, clubs longer than 3 characters (the federation
    column), names beyond 33 characters, ratings above 9999.
EOF
}
what_is_not_carried
printf 'trf-roundtrip: %d TRF files, %d events; %d checks passed, %d failed\n' \
    "$trf_files" "$events" "$passed" "$failed"
[ "$failed" -eq 0 ]
