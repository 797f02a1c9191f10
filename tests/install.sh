#!/bin/sh
# install.sh - installs libpairing the way a packager does, into a scratch
# directory (make install DESTDIR=SCRATCH PREFIX=/usr/local), and checks from
# there what users and integrators rely on:
#
#   1. the files: the tool runs and names the header's version; the header,
#      both libraries, the soname link and libpairing.pc (with the prefix);
#   2. the manual: every page of man/ installed in its section (man1, man3,
#      man5, man7); man pairing, a command's page (man pairing-swiss), the
#      file formats, the guide, man libpairing and a function's page, one of
#      them reached through a link, render with man -M, and man -w finds
#      pairing-swiss (skipped without man);
#   3. pkg-config finds libpairing.pc through PKG_CONFIG_PATH, with
#      PKG_CONFIG_SYSROOT_DIR for the scratch root, and gives its paths;
#   4. the example programs (examples/run.sh) and the programs in the EXAMPLES
#      of libpairing(3) build through pkg-config and run against the scratch
#      copy (LD_LIBRARY_PATH), printing what they should.
#
# This is the one place where a test installs the tree.
# usage: install.sh MAKE BUILD_DIR CC SANITIZE_FLAGS   (from the top of the tree)
set -eu
make=$1
build=$2
cc=$3
sanitize=$4
prefix=/usr/local
mkdir -p "$build"
root=$(cd "$build" && pwd)/stage
dest=$root$prefix
failed=0

problem() {
    echo "install-test: $*" >&2
    failed=1
}

rm -rf "$root"
# shellcheck disable=SC2086 # MAKE may carry options
$make --no-print-directory install DESTDIR="$root" PREFIX="$prefix" >/dev/null
version=$(sed -n 's/^#define PAIRING_VERSION "\(.*\)"$/\1/p' include/pairing.h)
major=${version%%.*}

# ---- 1. the files ----
for file in bin/pairing include/pairing.h lib/libpairing.a lib/libpairing.so \
    "lib/libpairing.so.$major" "lib/libpairing.so.$version" lib/pkgconfig/libpairing.pc \
    share/man/man1/pairing.1 share/man/man3/libpairing.3; do
    [ -e "$dest/$file" ] || problem "$prefix/$file was not installed"
done
said=$("$dest/bin/pairing" --version 2>&1) || true
[ "$said" = "pairing (libpairing) $version" ] ||
    problem "pairing --version says '$said', not 'pairing (libpairing) $version'"
grep -qx "prefix=$prefix" "$dest/lib/pkgconfig/libpairing.pc" ||
    problem "libpairing.pc does not say prefix=$prefix"

# ---- 2. the manual ----
mandir=$dest/share/man
for page in man/*.[1-9]; do
    base=${page#man/}
    [ -f "$mandir/man${base##*.}/$base" ] ||
        problem "$base was not installed in $prefix/share/man/man${base##*.}"
done
if command -v man >/dev/null 2>&1; then
    found=$(MANPATH='' man -M "$mandir" -w pairing-swiss 2>&1) ||
        problem "man -M $mandir -w pairing-swiss found nothing: $found"
    [ "$found" = "$mandir/man1/pairing-swiss.1" ] ||
        problem "man -M $mandir -w pairing-swiss gives '$found'"
    for page in "1 pairing" "1 pairing-swiss" "1 pairing-team" "5 pairing-files" "5 pairing-event" \
        "7 pairing-guide" "3 libpairing" "3 pairing_swiss_pair" "3 pairing_event_add_result"; do
        # shellcheck disable=SC2086 # section and name
        set -- $page
        text=$(MANPATH='' MANWIDTH=80 man -M "$mandir" -P cat "$1" "$2" 2>&1) ||
            problem "man -M $mandir $1 $2 failed: $text"
        if ! printf '%s\n' "$text" | grep -q "^NAME" || ! printf '%s\n' "$text" | grep -q "$2"; then
            problem "man -M $mandir $1 $2 did not show the page"
        fi
    done
else
    echo "install-test: man is not installed, the manual pages were not rendered"
fi

# ---- 3. pkg-config, pointed at the scratch copy ----
PKG_CONFIG_PATH=$dest/lib/pkgconfig
PKG_CONFIG_SYSROOT_DIR=$root
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
said=$(pkg-config --modversion libpairing 2>&1) || true
[ "$said" = "$version" ] || problem "pkg-config --modversion libpairing says '$said'"
cflags=$(pkg-config --cflags libpairing)
libs=$(pkg-config --libs libpairing)
case " $cflags " in
*" -I$dest/include "*) ;;
*) problem "pkg-config --cflags gives '$cflags', not -I$dest/include" ;;
esac
case " $libs " in
*" -L$dest/lib "*"-lpairing "*) ;;
*) problem "pkg-config --libs gives '$libs', not -L$dest/lib -lpairing" ;;
esac
if [ "$failed" -ne 0 ]; then
    echo "install-test: FAILED" >&2
    exit 1
fi

# ---- 4. programs built through pkg-config against the scratch copy ----
sh examples/run.sh "$build/examples" "$cc" "$sanitize" || failed=1

# The EXAMPLES of libpairing(3), as installed: each literal display that starts
# with #include is a program; the display after it shows what it prints (lines
# starting with "$ " are the commands that build and run it).
pages=$build/examples/libpairing.3
rm -rf "$pages"
mkdir -p "$pages"
awk -v dir="$pages" '
/^\.Sh / { examples = ($2 == "EXAMPLES") }
examples && /^\.Bd -literal/ { shown = 1; n++; next }
shown && /^\.Ed/ { shown = 0; next }
shown {
    line = $0
    gsub(/\\e/, "\001", line)   # mdoc writes a backslash as \e
    gsub(/\\&/, "", line)
    print line > (dir "/display" n)
}' "$mandir/man3/libpairing.3"
# the backslashes back, by tr: awks differ on backslashes in gsub replacements
for display in "$pages"/display*; do
    tr '\001' '\\' <"$display" >"$display.tmp" && mv "$display.tmp" "$display"
done
programs=0
n=1
while [ -f "$pages/display$n" ]; do
    next=$((n + 1))
    if head -n 1 "$pages/display$n" | grep -q '^#include' && [ -f "$pages/display$next" ]; then
        programs=$((programs + 1))
        cp "$pages/display$n" "$pages/program$programs.c"
        grep -v '^\$ ' "$pages/display$next" >"$pages/program$programs.expected" || true
        # shellcheck disable=SC2086,SC2046 # flags are words
        $cc -std=c11 -Wall -Wextra -Werror $sanitize "$pages/program$programs.c" \
            $(pkg-config --cflags --libs libpairing) -o "$pages/program$programs"
        if ! LD_LIBRARY_PATH="$dest/lib" "$pages/program$programs" >"$pages/program$programs.out"; then
            problem "libpairing(3) example $programs failed"
        elif ! cmp -s "$pages/program$programs.expected" "$pages/program$programs.out"; then
            problem "libpairing(3) example $programs printed something else:
$(diff -u "$pages/program$programs.expected" "$pages/program$programs.out" | head -20)"
        else
            echo "install-test: libpairing(3) example $programs ok"
        fi
    fi
    n=$next
done
[ "$programs" -gt 0 ] || problem "no program found in the EXAMPLES of libpairing(3)"

if [ "$failed" -ne 0 ]; then
    echo "install-test: FAILED" >&2
    exit 1
fi
echo "install-test: make install DESTDIR=$root PREFIX=$prefix: files, manual, pkg-config and" \
    "programs ok"
