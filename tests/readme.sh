#!/bin/sh
# The README's walkthroughs, run as a new user would type them: every block
# marked ```console is a session, its "$ " lines are commands (a line ending in
# a backslash goes on), and the lines that follow a command are what it must
# print (standard output and standard error together), a line "..." standing
# for any number of lines.  The sessions run one after the other in one
# scratch folder that holds a copy of examples/, with the tool on the PATH as
# `pairing`; a command's exit status must be 0 unless its output ends with a
# line "[exit N]".  A line "<!-- $ command -->" outside the blocks (an HTML
# comment, unseen on the rendered page) is a step the README describes in
# words, such as filling a sheet in a spreadsheet: it runs where it stands, and
# must succeed, whatever it prints.
# usage: readme.sh /path/to/pairing README.md
set -u
tool=$1
readme=$2
here=$(pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/pairing-readme.XXXXXX") || exit 1
trap 'rm -rf "$scratch"' EXIT INT TERM
mkdir "$scratch/bin" "$scratch/work"
ln -s "$tool" "$scratch/bin/pairing"
cp -R examples "$scratch/work/examples"

# The sessions as a list of steps: C<TAB>command, then O<TAB>line for each line
# it must print.
awk '
function flush() { print "C\t" cmd; cmd = "" }
/^<!-- \$ .* -->$/ && !inside {
    line = $0
    sub(/^<!-- \$ /, "", line)
    sub(/ -->$/, "", line)
    print "H\t" line
    next
}
/^```console$/ { inside = 1; next }
/^```$/ { inside = 0; cmd = ""; next }
!inside { next }
cmd != "" {
    line = $0
    sub(/^ +/, " ", line)
    if (line ~ /\\$/) { cmd = cmd substr(line, 1, length(line) - 1); next }
    cmd = cmd line
    flush()
    next
}
/^\$ / {
    line = substr($0, 3)
    if (line ~ /\\$/) { cmd = substr(line, 1, length(line) - 1); next }
    cmd = line
    flush()
    next
}
{ print "O\t" $0 }
' "$readme" >"$scratch/steps" || exit 1

# Does the output match what the README shows ("..." for any lines)?
matches() { # expected actual
    awk -v want="$1" '
    BEGIN { n = split(want, w, "\n"); if (want == "") n = 0 }
    { got[++m] = $0 }
    END {
        # w[i] against got[j], "..." taking any run of lines
        exit !match_from(1, 1)
    }
    function match_from(i, j,    k) {
        if (i > n) return j > m
        if (w[i] == "...") {
            for (k = j; k <= m + 1; k++) if (match_from(i + 1, k)) return 1
            return 0
        }
        return j <= m && w[i] == got[j] && match_from(i + 1, j + 1)
    }' "$2"
}

passed=0
failed=0
run_step() { # command expected [hidden]
    out="$scratch/out"
    want_status=0
    if [ "${3:-}" = hidden ]; then
        (cd "$scratch/work" && PATH="$scratch/bin:$PATH" sh -c "$1") >"$out" 2>&1 && return
        printf 'FAIL readme: a step in words failed: %s\n' "$1"
        sed 's/^/  | /' "$out" | head -20
        failed=$((failed + 1))
        return
    fi
    expected=$2
    last=$(printf '%s\n' "$expected" | tail -n 1)
    case $last in
    "[exit "*"]")
        want_status=$(printf '%s' "$last" | tr -dc 0-9)
        expected=$(printf '%s\n' "$expected" | sed '$d')
        ;;
    esac
    (cd "$scratch/work" && PATH="$scratch/bin:$PATH" sh -c "$1") >"$out" 2>&1
    status=$?
    [ -n "${README_SHOW:-}" ] && { printf '$ %s\n' "$1"; cat "$out"; }
    if [ "$status" != "$want_status" ]; then
        printf 'FAIL readme: %s\n  exit status %s, expected %s\n' "$1" "$status" "$want_status"
        sed 's/^/  | /' "$out" | head -20
        failed=$((failed + 1))
    elif ! matches "$expected" "$out"; then
        printf 'FAIL readme: %s\n  printed:\n' "$1"
        sed 's/^/  | /' "$out" | head -40
        printf '  the README shows:\n'
        printf '%s\n' "$expected" | sed 's/^/  | /' | head -40
        failed=$((failed + 1))
    else
        passed=$((passed + 1))
    fi
}

command=""
expected=""
hidden=""
have=0
while IFS= read -r line; do
    kind=${line%%"	"*}
    text=${line#*"	"}
    if [ "$kind" = C ] || [ "$kind" = H ]; then
        [ "$have" = 1 ] && run_step "$command" "$expected" $hidden
        command=$text
        expected=""
        have=1
        hidden=""
        [ "$kind" = H ] && hidden=hidden
    else
        expected=${expected:+$expected
}$text
    fi
done <"$scratch/steps"
[ "$have" = 1 ] && run_step "$command" "$expected" $hidden
cd "$here" || exit 1
printf 'readme: %d commands of the README run, %d as shown, %d not\n' \
    $((passed + failed)) "$passed" "$failed"
[ "$failed" -eq 0 ]
