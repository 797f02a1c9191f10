#!/bin/sh
# man-lint.sh - keep the manual pages clean and in step with the header.
#
#   1. every page is clean under `mandoc -Tlint -W warning` (no output at all);
#   2. every function the header declares with PAIRING_API is in the NAME
#      section (.Nm) of exactly one page;
#   3. no page names a pairing_* function (.Nm, .Fn, .Fo) the header lacks;
#   4. each page's SYNOPSIS prototype (.Ft + .Fn, or .Ft + .Fo/.Fa/.Fc) of a
#      function in its NAME equals the header's, blanks aside;
#   5. every .Xr to a pairing or libpairing page names a page in the directory.
#   6. no line holds two quote macros (Dq, Qq, Ql, Sq), which would nest.
#
# usage: sh tests/man-lint.sh include/pairing.h man
# Without mandoc the whole check is skipped (exit 0), as `make deps` says.
set -u

if [ $# -ne 2 ]; then
    echo "usage: sh tests/man-lint.sh HEADER MANDIR" >&2
    exit 2
fi
header=$1
mandir=$2

if ! command -v mandoc >/dev/null 2>&1; then
    echo "man-lint: mandoc not installed, skipped"
    exit 0
fi
if [ ! -r "$header" ]; then
    echo "man-lint: cannot read $header" >&2
    exit 2
fi
if [ ! -d "$mandir" ]; then
    echo "man-lint: $mandir is not a directory" >&2
    exit 2
fi

failed=0
pages=0
for page in "$mandir"/*.[1-9]; do
    [ -f "$page" ] || continue
    pages=$((pages + 1))
    # mandoc prints nothing for a clean page; any output is a finding.
    out=$(mandoc -Tlint -W warning "$page" 2>&1)
    rc=$?
    if [ -n "$out" ] || [ "$rc" -ne 0 ]; then
        printf '%s\n' "${out:-mandoc -Tlint exited with status $rc on $page}" >&2
        failed=1
    fi
done
if [ "$pages" -eq 0 ]; then
    echo "man-lint: no manual pages in $mandir" >&2
    exit 1
fi

# The header and every page go through one awk program, header first.
# shellcheck disable=SC2046 # page names come from the directory, no blanks
summary=$(awk -v header="$header" '
# Split a macro line into arguments the way mdoc does: blanks separate them,
# double quotes group them, "" inside quotes is a quote.
function split_args(line, args,    n, i, c, cur, inq, started) {
    n = 0; cur = ""; inq = 0; started = 0
    for (i = 1; i <= length(line); i++) {
        c = substr(line, i, 1)
        if (inq) {
            if (c == "\"") {
                if (substr(line, i + 1, 1) == "\"") { cur = cur "\""; i++ }
                else inq = 0
            } else cur = cur c
        } else if (c == " " || c == "\t") {
            if (started) { args[++n] = cur; cur = ""; started = 0 }
        } else if (c == "\"" && !started) {
            inq = 1; started = 1
        } else {
            cur = cur c; started = 1
        }
    }
    if (started) args[++n] = cur
    return n
}

# A prototype with its blanks normalised, so that layout does not matter.
function norm(s) {
    gsub(/[ \t]+/, " ", s)
    gsub(/ ?\* ?/, "*", s)
    gsub(/ ?\( ?/, "(", s)
    gsub(/ ?\) ?/, ")", s)
    gsub(/ ?, ?/, ",", s)
    sub(/^ /, "", s)
    sub(/ $/, "", s)
    return s
}

function basename(path) {
    sub(/.*\//, "", path)
    return path
}

function problem(text) {
    print "man-lint: " text > "/dev/stderr"
    bad = 1
}

function is_function_name(s) {
    return s ~ /^pairing_[A-Za-z0-9_]+$/
}

# A pairing_* function a page names anywhere.
function reference(page, name) {
    if (is_function_name(name) && !(name in declared) && !((page, name) in reported)) {
        reported[page, name] = 1
        problem(page ": names " name ", which " header " does not declare")
    }
}

function prototype(page, name, text) {
    reference(page, name)
    synopsis[page, name] = norm(text)
    shown[page, name] = text
}

# ---- the header ----
FILENAME == header {
    line = $0
    if (line ~ /^[ \t]*#/) next
    sub(/\/\*.*\*\//, "", line)
    if (!collecting && line ~ /^[ \t]*PAIRING_API[ \t]/) {
        collecting = 1
        decl = ""
    }
    if (collecting) {
        decl = decl " " line
        if (index(line, ";")) {
            collecting = 0
            sub(/;.*/, "", decl)
            sub(/^[ \t]*PAIRING_API[ \t]+/, "", decl)
            if (match(decl, /[A-Za-z_][A-Za-z0-9_]*[ \t]*\(/)) {
                name = substr(decl, RSTART, RLENGTH)
                sub(/[ \t]*\($/, "", name)
                if (!(name in declared)) order[++functions] = name
                declared[name] = norm(decl)
                text = decl
                gsub(/[ \t]+/, " ", text)
                sub(/^ /, "", text)
                declared_text[name] = text
            }
        }
    }
    next
}

# ---- the pages ----
FNR == 1 {
    page = basename(FILENAME)
    pagefile[page] = 1
    section = ""
    ft = ""
    fo = ""
}

substr($0, 1, 1) == "." || substr($0, 1, 1) == "\047" {
    n = split_args(substr($0, 2), a)
    if (n == 0) next
    if (a[1] == "Sh") {
        section = ""
        for (i = 2; i <= n; i++) section = section (i > 2 ? " " : "") a[i]
        next
    }
    # Names in the NAME section: .Nm name ,
    if (a[1] == "Nm" && section == "NAME" && n >= 2 && is_function_name(a[2])) {
        named[page, a[2]] = 1
        count[a[2]]++
        where[a[2]] = where[a[2]] (where[a[2]] == "" ? "" : ", ") page
    }
    # Any .Fn, .Fo or .Nm anywhere on the line, also called from other macros.
    for (i = 1; i < n; i++)
        if (a[i] == "Fn" || a[i] == "Fo" || a[i] == "Nm")
            reference(page, a[i + 1])
    # Cross references to our own pages must resolve.
    for (i = 1; i + 2 <= n; i++)
        if (a[i] == "Xr" && a[i + 1] ~ /^(lib)?pairing/)
            xref[page, a[i + 1] "." a[i + 2]] = 1
    if (section != "SYNOPSIS") next
    if (a[1] == "Ft") {
        ft = ""
        for (i = 2; i <= n; i++) ft = ft (i > 2 ? " " : "") a[i]
    } else if (a[1] == "Fn" && n >= 2) {
        text = ft " " a[2] "("
        for (i = 3; i <= n; i++) text = text (i > 3 ? ", " : "") a[i]
        prototype(page, a[2], text ")")
        ft = ""
    } else if (a[1] == "Fo" && n >= 2) {
        fo = a[2]
        fa = ""
    } else if (a[1] == "Fa" && fo != "") {
        for (i = 2; i <= n; i++) fa = fa (fa == "" ? "" : ", ") a[i]
    } else if (a[1] == "Fc" && fo != "") {
        prototype(page, fo, ft " " fo "(" fa ")")
        fo = ""
        ft = ""
    }
}

END {
    if (functions == 0)
        problem(header ": no PAIRING_API function found")
    missing = ""
    for (k = 1; k <= functions; k++) {
        name = order[k]
        if (!(name in count))
            missing = missing " " name
        else if (count[name] > 1)
            problem(name " is in the NAME section of more than one page: " where[name])
    }
    if (missing != "")
        problem("not in any page'"'"'s NAME section:" missing)
    for (key in named) {
        split(key, part, SUBSEP)
        page = part[1]; name = part[2]
        if (!(name in declared)) continue
        if (!(key in synopsis))
            problem(page ": " name " is in NAME but has no prototype in SYNOPSIS")
        else if (synopsis[key] != declared[name])
            problem(page ": SYNOPSIS of " name " differs from the header:\n  page:   " \
                    shown[key] "\n  header: " declared_text[name])
    }
    for (key in synopsis) {
        split(key, part, SUBSEP)
        if (!(key in named) && (part[2] in declared))
            problem(part[1] ": SYNOPSIS shows " part[2] ", which is not in its NAME section")
    }
    for (key in xref) {
        split(key, part, SUBSEP)
        if (!(part[2] in pagefile))
            problem(part[1] ": .Xr to " part[2] ", which is not a page in this directory")
    }
    if (bad) exit 1
    print functions
}
' "$header" $(for page in "$mandir"/*.[1-9]; do [ -f "$page" ] && printf '%s\n' "$page"; done))
rc=$?
if [ "$rc" -ne 0 ]; then
    failed=1
fi

# 6. A quote macro (Dq, Qq, Ql, Sq) encloses the rest of its line, so a second
#    one on the line nests inside the first and the page shows `"a, "b""'
#    where `"a", "b"' was meant (mandoc -Tlint says nothing): one a line.
nested=$(grep -nE '^\.(.* )?(Dq|Qq|Ql|Sq) (.* )?(Dq|Qq|Ql|Sq)( |$)' "$mandir"/*.[1-9])
if [ -n "$nested" ]; then
    printf '%s\n' "$nested" | sed 's/$/: quote macros nested on one line (one a line, in Po ... Pc)/' >&2
    failed=1
fi

if [ "$failed" -ne 0 ]; then
    echo "man-lint: FAILED" >&2
    exit 1
fi
echo "man-lint: $pages pages, $summary functions documented"
exit 0
