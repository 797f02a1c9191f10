#!/bin/sh
# The README's tour and the walkthroughs of pairing-guide(7), run as a new user
# would type them.
#
# README.md: every block marked ```console is a session.  A manual page (such
# as man/pairing-guide.7): every literal display (.Bd -literal ... .Ed) whose
# first line begins with "$ " is a session, its lines read as mdoc writes them
# (\e a backslash, \& nothing), so that the page shows what runs.
#
# In a session the "$ " lines are commands (a line ending in a backslash goes
# on), and the lines that follow a command are what it must print (standard
# output and standard error together), a line "..." standing for any number of
# lines.  The sessions of one file run one after the other in one scratch
# folder that holds a copy of examples/, with the tool on the PATH as
# `pairing`; a command's exit status must be 0 unless its output ends with a
# line "[exit N]".  Every step is shown: a command hidden in an HTML comment
# ("<!-- $ command -->") is refused, since a reader cannot see what it does.
# usage: readme.sh /path/to/pairing README.md|man/PAGE.N
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
case $readme in
*.md)
    what="commands of the README"
    label=readme
    if grep -n '^<!-- \$ ' "$readme" >"$scratch/hidden"; then
        printf 'FAIL readme: %s hides a step in an HTML comment; show it in a console block:\n' \
            "$readme"
        sed 's/^/  | /' "$scratch/hidden"
        exit 1
    fi
    # the console blocks, as they are
    awk '/^```console$/ { inside = 1; next }
         /^```$/ { if (inside) print "\036"; inside = 0; next }
         inside' "$readme" >"$scratch/sessions" || exit 1
    ;;
*)
    page=$(basename "$readme")
    what="commands of ${page%.*}(${page##*.})"
    label=guide
    # the literal displays that begin with "$ ", unescaped; awks differ on
    # backslashes in gsub replacements, so \e becomes \001 and then, by tr, \
    awk '/^\.Bd -literal/ { inside = 1; first = 1; next }
         /^\.Ed/ { if (inside && session) print "\036"; inside = 0; session = 0; next }
         inside {
             if (first) { first = 0; session = ($0 ~ /^\$ /) }
             if (!session) next
             line = $0
             gsub(/\\e/, "\001", line)
             gsub(/\\&/, "", line)
             print line
         }' "$readme" | tr '\001' '\\' >"$scratch/sessions" || exit 1
    ;;
esac

# The sessions as a list of steps: C<TAB>command, then O<TAB>line for each line
# it must print.
awk '
function flush() { print "C\t" cmd; cmd = "" }
$0 == "\036" { cmd = ""; next }
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
' "$scratch/sessions" >"$scratch/steps" || exit 1

# Does the output match what the file shows ("..." for any lines)?
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
run_step() { # command expected
    out="$scratch/out"
    want_status=0
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
        printf 'FAIL %s: %s\n  exit status %s, expected %s\n' "$label" "$1" "$status" \
            "$want_status"
        sed 's/^/  | /' "$out" | head -20
        failed=$((failed + 1))
    elif ! matches "$expected" "$out"; then
        printf 'FAIL %s: %s\n  printed:\n' "$label" "$1"
        sed 's/^/  | /' "$out" | head -40
        printf '  %s shows:\n' "$readme"
        printf '%s\n' "$expected" | sed 's/^/  | /' | head -40
        failed=$((failed + 1))
    else
        passed=$((passed + 1))
    fi
}

command=""
expected=""
have=0
while IFS= read -r line; do
    kind=${line%%"	"*}
    text=${line#*"	"}
    if [ "$kind" = C ]; then
        [ "$have" = 1 ] && run_step "$command" "$expected"
        command=$text
        expected=""
        have=1
    else
        expected=${expected:+$expected
}$text
    fi
done <"$scratch/steps"
[ "$have" = 1 ] && run_step "$command" "$expected"
cd "$here" || exit 1
if [ $((passed + failed)) -eq 0 ]; then
    printf 'FAIL %s: no session found in %s\n' "$label" "$readme"
    exit 1
fi
printf '%s: %d %s run, %d as shown, %d not\n' "$label" $((passed + failed)) "$what" \
    "$passed" "$failed"
[ "$failed" -eq 0 ]
