#!/bin/sh
# play.sh EVENT STAGE [GROUP ...]: plays the rest of a stage of the example
# event in stages as a director would, round after round: each round paired
# with `pairing stage --record` (every group of it in turn), each result
# entered with `pairing record` by board.  The results are made up from the
# round and board (first wins, second wins or, but in a knockout, a draw), as
# the other demos do.  PAIRING names the tool (default: pairing on the PATH);
# UNTIL=N stops a Swiss stage after round N.
#   sh play.sh open/event.ini prelim A B
#   sh play.sh open/event.ini B
#   sh play.sh open/event.ini final
set -eu
pairing=${PAIRING:-pairing}
event=$1
stage=$2
shift 2

result_of() { # round board knockout
    awk -v r="$1" -v b="$2" -v k="$3" 'BEGIN { x = (r * 7919 + b * 104729 + 2014) % 97
        print (x < 44 ? "1-0" : (x < 84 || k == "yes") ? "0-1" : "=") }'
}

# The round just recorded and its boards still without a result, as
# "round board" lines, from the stage's results file.
open_boards() { # results-file
    awk -F, 'NR > 1 && $4 != "" && $5 == "" { print $1, $2 }' "$1"
}

# A key of the stage's section of the event file.
key() {
    sed -n "/^\[[a-z]* $stage\]/,/^\[/s/^$1 *= *\([^ ;]*\).*/\1/p" "$event"
}

# The results of the rounds recorded, where they are still missing.
fill_open() {
    open_boards "$results" | while read -r round board; do
        "$pairing" record --event "$event" --stage "$stage" "$round" "$board" \
            "$(result_of "$round" "$board" "$knockout")" >/dev/null
    done
}

# One round: paired and recorded (each group in turn), then its results in.
play_round() {
    if [ $# -gt 0 ]; then
        for group in "$@"; do
            "$pairing" stage --event "$event" "$stage" --group "$group" --record \
                --format text >/dev/null 2>&1
        done
    else
        "$pairing" stage --event "$event" "$stage" --record --format text >/dev/null 2>&1
    fi
    fill_open
}

results=$(dirname "$event")/$(key results)
knockout=no
[ "$(key system)" = knockout ] && knockout=yes
fill_open
if [ "$knockout" = yes ]; then
    while ! "$pairing" stage --event "$event" "$stage" --format text | grep -q '^Final places'; do
        play_round
    done
else
    played=$(awk -F, 'NR > 1 && $1 > r { r = $1 } END { print r + 0 }' "$results")
    round=$((played + 1))
    last=${UNTIL:-$(key rounds)}
    while [ "$round" -le "$last" ]; do
        play_round "$@"
        round=$((round + 1))
    done
fi
