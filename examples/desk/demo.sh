#!/bin/sh
# The director's desk (pairing serve, SPEC §14) for a few seconds: a new event
# folder served on 127.0.0.1, driven once through its HTTP API as the desk's
# page drives it (drive.py), then stopped as a director stops it (SIGTERM).
#
# usage: demo.sh /path/to/pairing
set -eu
pairing=$1
here=$(cd "$(dirname "$0")" && pwd)
out="$(cd "$here/../.." && pwd)/build/demo/desk"
echo
echo "== The director's desk: pairing serve =="
if ! command -v python3 >/dev/null 2>&1; then
    echo "python3 is not installed: the desk's demonstration is skipped"
    exit 0
fi
rm -rf "$out" "$out.address"
mkdir -p "$out"
"$pairing" serve "$out" --no-open >"$out.address" &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
tries=0
while [ ! -s "$out.address" ] && [ "$tries" -lt 50 ]; do
    sleep 0.1
    tries=$((tries + 1))
done
echo "pairing serve $out --no-open"
head -1 "$out.address"
python3 "$here/drive.py" "$(head -1 "$out.address")" "$here/../qiu-entrants.csv"
kill -TERM "$server"
wait "$server" && echo "pairing serve stopped (exit 0); the folder, with its history/: $out"
trap - EXIT
