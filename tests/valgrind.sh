#!/bin/sh
# make check-valgrind: the unit tests, the CLI tests and the example programs
# under Valgrind's memcheck; any error or leak fails.  The property tests run a
# twentieth of their cases (PAIRING_TEST_QUICK), each being some fifty times
# slower under memcheck.
#
# usage: valgrind.sh BUILD_DIR   (holding check_pairing and pairing)
set -u
build=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
logs=$build/valgrind
rm -rf "$logs"
mkdir -p "$logs"
kinds=definite,indirect,possible
memcheck="valgrind --tool=memcheck --leak-check=full --show-leak-kinds=$kinds"
memcheck="$memcheck --errors-for-leak-kinds=$kinds --error-exitcode=99 --num-callers=30"
status=0

echo "valgrind: unit tests"
(cd "$here" && CK_FORK=no PAIRING_TEST_QUICK=1 $memcheck --log-file="$logs/unit.%p" \
    "$build/check_pairing") || status=1

# The CLI tests run a wrapper in place of the tool: memcheck writes a log per
# run, and a run with an error exits 99, which no case expects.
wrapper=$logs/pairing
cat >"$wrapper" <<WRAP
#!/bin/sh
exec $memcheck --log-file="$logs/cli.%p" "$build/pairing" "\$@"
WRAP
chmod +x "$wrapper"
echo "valgrind: CLI tests"
sh "$here/cli/run.sh" "$wrapper" "$here/cli" || status=1

# A log with an error summary other than zero names what went wrong.
bad=$(grep -L "ERROR SUMMARY: 0 errors" "$logs"/unit.* "$logs"/cli.* 2>/dev/null)
for log in $bad; do
    # a run killed on purpose (the atomic output test, by SIGXFSZ) ends mid-way,
    # its memory still held: that is no leak
    grep -q "Process terminating with default action of signal" "$log" && continue
    echo "valgrind: errors in $log:"
    sed -n '1,60p' "$log"
    status=1
done
runs=$(ls "$logs" | grep -c '^cli\.')
if [ "$status" -eq 0 ]; then
    echo "valgrind: memcheck clean (no errors, no leaks) over the unit tests and $runs CLI runs"
fi
exit "$status"
