#!/bin/sh
# Both libraries export exactly the functions the header declares, all named
# pairing_*: the shared one by its dynamic symbols, the static one by the
# global symbols of its archive (its internal ones are made local when it is
# built).  And nothing in the library prints, exits or opens files.
# usage: symbols.sh build/libpairing.so.X.Y.Z build/libpairing.a include/pairing.h
set -eu
shared=$1
static=$2
header=$3
# A declaration may span lines: read the header one statement (up to ';') at a time.
declared=$(tr '\n' ' ' <"$header" | tr ';' '\n' |
    sed -n 's/.*PAIRING_API [^(]*[ *]\(pairing_[a-z_0-9]*\)(.*/\1/p' | sort)
status=0

# compare WHAT NAMES: the defined global names against the header's
compare() {
    stray=$(printf '%s\n' "$2" | grep -v '^pairing_' || true)
    if [ -n "$stray" ]; then
        echo "symbols: $1 exports names not pairing_*: $(echo $stray | head -c 400)"
        status=1
    fi
    if [ "$2" != "$declared" ]; then
        echo "symbols: $1: exported and declared functions differ:"
        printf '%s\n' "$declared" >"${TMPDIR:-/tmp}/declared.$$"
        printf '%s\n' "$2" | diff -u "${TMPDIR:-/tmp}/declared.$$" - | head -40 || true
        rm -f "${TMPDIR:-/tmp}/declared.$$"
        status=1
    fi
}

compare "$(basename "$shared")" \
    "$(nm -D --defined-only "$shared" | awk '$2 ~ /^[TDBRCVW]$/ {print $3}' | sort)"
# sanitizer builds add their own runtime hooks to every object: leave those aside
compare "$(basename "$static")" \
    "$(nm -g --defined-only "$static" | awk 'NF == 3 && $2 ~ /^[TDBRCVWGS]$/ {print $3}' |
        grep -v '^__\(asan\|ubsan\|odr_asan\|sancov\|start_\|stop_\)' | sort)"

# The library core does no I/O of its own: no stdio streams, no exit, no files.
io=$(nm -D --undefined-only "$shared" | awk '{print $2}' | sed 's/@.*//' |
    grep -E '^(printf|fprintf|puts|fputs|putchar|fwrite|perror|exit|_exit|abort|fopen|open|read|write|stdout|stderr)$' || true)
if [ -n "$io" ]; then
    echo "symbols: the library calls I/O or exit: $io"
    status=1
fi
[ $status -eq 0 ] && echo "symbols: $(printf '%s\n' "$declared" | wc -l) functions exported by $(basename "$shared") and $(basename "$static"), nothing else, all declared in $(basename "$header")"
exit $status
