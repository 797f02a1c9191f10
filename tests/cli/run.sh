#!/bin/sh
# CLI tests driven by data: every directory under the given folder is a case.
#
#   cmd     shell commands, run in a scratch copy of the case with $PAIRING set
#   stdout  expected standard output  (absent: must be empty)
#   stderr  expected standard error   (absent: must be empty)
#   status  expected exit status      (absent: 0)
#   check   optional shell commands run afterwards in the same place; must exit 0
#           (e.g. that an --output file was not created, or was left untouched)
#
# usage: run.sh /abs/path/to/pairing tests/cli
set -u
PAIRING=$1
cases=$2
export PAIRING
# The cases' messages are the English ones whatever the tester's locale; a
# case asks for Chinese itself (--language zh, or LANGUAGE=zh_CN in its cmd).
unset LANGUAGE LC_ALL LC_MESSAGES
LANG=C
export LANG
scratch=$(mktemp -d "${TMPDIR:-/tmp}/pairing-cli.XXXXXX") || exit 1
trap 'rm -rf "$scratch"' EXIT INT TERM
passed=0
failed=0
for dir in "$cases"/*/; do
    name=$(basename "$dir")
    [ -f "$dir/cmd" ] || continue
    work="$scratch/$name"
    cp -R "$dir" "$work"
    (cd "$work" && sh ./cmd >"$scratch/$name.out" 2>"$scratch/$name.err")
    got=$?
    want=0
    [ -f "$dir/status" ] && want=$(cat "$dir/status")
    problem=""
    [ "$got" = "$want" ] || problem="exit status $got, expected $want"
    for stream in stdout stderr; do
        [ "$stream" = stdout ] && actual="$scratch/$name.out" || actual="$scratch/$name.err"
        expected="$dir/$stream"
        [ -f "$expected" ] || expected=/dev/null
        if ! cmp -s "$expected" "$actual"; then
            problem="$problem${problem:+; }$stream differs:
$(diff -u "$expected" "$actual" | head -40)"
        fi
    done
    if [ -z "$problem" ] && [ -f "$dir/check" ]; then
        (cd "$work" && sh ./check) >"$scratch/$name.check" 2>&1 ||
            problem="check failed: $(cat "$scratch/$name.check")"
    fi
    if [ -z "$problem" ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        printf 'FAIL %s: %s\n' "$name" "$problem"
    fi
done
printf 'cli: %d passed, %d failed\n' "$passed" "$failed"
[ "$failed" -eq 0 ]
