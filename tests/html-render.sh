#!/bin/sh
# Renders the HTML standings (the crosstable page) of the example round robin,
# and of a simulated Qiu event when the simulator is built, and the pairing
# sheets of a plain Swiss round (with a bye) and of that Qiu event's round 4, to
# PNG with headless Chromium, when Chromium is installed, so a broken page fails
# the build.
# usage: html-render.sh /path/to/pairing BUILD_DIR [/path/to/simulate]
set -eu
pairing=$1
out=$2
simulate=${3:-${pairing%/*}/simulate}
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    echo "html-render: chromium not installed, skipped"
    exit 0
fi
mkdir -p "$out"
dir=$(cd "$out" && pwd)

render() { # name: renders $dir/name.html to $dir/name.png
    html=$dir/$1.html
    png=$dir/$1.png
    rm -f "$png"
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$dir/chromium-profile-html" --hide-scrollbars --window-size=1400,1000 \
        --screenshot="$png" "file://$html" >/dev/null 2>&1 || true
    bytes=$(wc -c <"$png" 2>/dev/null || echo 0)
    if [ "$bytes" -lt 30000 ]; then
        echo "html-render: chromium did not render $html ($bytes bytes of PNG)"
        exit 1
    fi
    echo "html-render: $html rendered to $png ($bytes bytes)"
}

"$pairing" standings --entrants examples/roundrobin-entrants.csv \
    --results examples/roundrobin-results.csv --system roundrobin --format html \
    --output "$dir/standings-roundrobin.html"
render standings-roundrobin

"$pairing" standings --entrants examples/swiss-entrants.csv \
    --results examples/swiss-results.csv --system swiss --tiebreaks BH,BH/C1,SB,WIN \
    --format html --output "$dir/standings-swiss.html"
render standings-swiss

sheet=tests/cli/sheet-swiss-bye-html
"$pairing" swiss --system swiss --rounds 5 --entrants "$sheet/e.csv" --results "$sheet/r.csv" \
    --format html --output "$dir/sheet-swiss.html"
render sheet-swiss

if [ -x "$simulate" ]; then
    "$simulate" qiu examples/qiu-entrants.csv 2026 >"$dir/qiu-results.csv"
    "$pairing" standings --entrants examples/qiu-entrants.csv --results "$dir/qiu-results.csv" \
        --system qiu --format html --output "$dir/standings-qiu.html"
    render standings-qiu
    awk -F, 'NR == 1 || $1 <= 3' "$dir/qiu-results.csv" >"$dir/qiu-results-3.csv"
    "$pairing" swiss --system qiu --entrants examples/qiu-entrants.csv --results "$dir/qiu-results-3.csv" \
        --explain --format html --output "$dir/sheet-qiu.html"
    render sheet-qiu
else
    echo "html-render: $simulate not built, the Qiu page skipped"
fi
