#!/bin/sh
# Renders the knockout bracket SVG of the example event to PNG with headless
# Chromium, when Chromium is installed, so a broken SVG fails the build.
# usage: svg-render.sh /path/to/pairing BUILD_DIR
set -eu
pairing=$1
out=$2
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    echo "svg-render: chromium not installed, skipped"
    exit 0
fi
mkdir -p "$out"
svg=$(cd "$out" && pwd)/knockout-bracket.svg
png=$(cd "$out" && pwd)/knockout-bracket.png
"$pairing" knockout --entrants examples/knockout-entrants.csv \
    --results examples/knockout-results.csv --placement all --separate-clubs \
    --format svg --output "$svg"
size=$(sed -n 's/.*<svg [^>]*width="\([0-9]*\)" height="\([0-9]*\)".*/\1,\2/p' "$svg")
rm -f "$png"
timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$out/chromium-profile" --hide-scrollbars --window-size="$size" \
    --screenshot="$png" "file://$svg" >/dev/null 2>&1 || true
bytes=$(wc -c <"$png" 2>/dev/null || echo 0)
if [ "$bytes" -lt 50000 ]; then
    echo "svg-render: chromium did not render $svg ($bytes bytes of PNG)"
    exit 1
fi
echo "svg-render: $svg rendered to $png ($size px, $bytes bytes)"
