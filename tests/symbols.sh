#!/bin/sh
# The shared library exports exactly the functions the header declares, all
# named pairing_*, and nothing in the library prints, exits or opens files.
# usage: symbols.sh build/libpairing.so.X.Y.Z include/pairing.h
set -eu
lib=$1
header=$2
exported=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[TDBR]$/ {print $3}' | sort)
# A declaration may span lines: read the header one statement (up to ';') at a time.
declared=$(tr '\n' ' ' <"$header" | tr ';' '\n' |
    sed -n 's/.*PAIRING_API [^(]*[ *]\(pairing_[a-z_0-9]*\)(.*/\1/p' | sort)
status=0
stray=$(printf '%s\n' "$exported" | grep -v '^pairing_' || true)
if [ -n "$stray" ]; then
    echo "symbols: exported but not pairing_*: $stray"
    status=1
fi
if [ "$exported" != "$declared" ]; then
    echo "symbols: exported and declared functions differ:"
    printf '%s\n' "$declared" >"${TMPDIR:-/tmp}/declared.$$"
    printf '%s\n' "$exported" | diff -u "${TMPDIR:-/tmp}/declared.$$" - || true
    rm -f "${TMPDIR:-/tmp}/declared.$$"
    status=1
fi
# The library core does no I/O of its own: no stdio streams, no exit, no files.
io=$(nm -D --undefined-only "$lib" | awk '{print $2}' | sed 's/@.*//' |
    grep -E '^(printf|fprintf|puts|fputs|putchar|fwrite|perror|exit|_exit|abort|fopen|open|read|write|stdout|stderr)$' || true)
if [ -n "$io" ]; then
    echo "symbols: the library calls I/O or exit: $io"
    status=1
fi
[ $status -eq 0 ] && echo "symbols: $(printf '%s\n' "$exported" | wc -l) functions exported, all declared in $(basename "$header")"
exit $status
