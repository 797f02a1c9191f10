#!/bin/sh
# Builds each example program against the libpairing that pkg-config finds, as
# an integrator would (cc NAME.c $(pkg-config --cflags --libs libpairing)), runs
# it from the top of the tree with the library's directory on LD_LIBRARY_PATH
# (and the arguments in NAME.args if there is such a file), and compares its
# output with NAME.expected when there is one.
#
# For a copy installed under a DESTDIR, point PKG_CONFIG_PATH at its
# libpairing.pc and PKG_CONFIG_SYSROOT_DIR at the DESTDIR first, as
# tests/install.sh does (make examples runs it).
# usage: run.sh BUILD_DIR CC SANITIZE_FLAGS
set -eu
out=$1
cc=$2
sanitize=$3
here=$(dirname "$0")
mkdir -p "$out"
flags=$(pkg-config --cflags --libs libpairing)
# The -L directory, if pkg-config gives one (it leaves out the system's own).
libdir=$(pkg-config --libs-only-L libpairing | sed -n 's/^ *-L\([^ ]*\).*/\1/p')
status=0
for source in "$here"/*.c; do
    name=$(basename "$source" .c)
    # shellcheck disable=SC2086
    $cc -std=c11 -Wall -Wextra -Werror $sanitize "$source" $flags -lm -o "$out/$name"
    args=""
    [ -f "$here/$name.args" ] && args=$(cat "$here/$name.args")
    # shellcheck disable=SC2086
    if ! (cd "$here/.." &&
        LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$out/$name" $args \
            >"$out/$name.out"); then
        echo "examples: $name failed"
        status=1
    elif [ -f "$here/$name.expected" ] && ! cmp -s "$here/$name.expected" "$out/$name.out"; then
        echo "examples: $name printed something else:"
        diff -u "$here/$name.expected" "$out/$name.out" | head -20
        status=1
    else
        echo "examples: $name ok (built with pkg-config --cflags --libs libpairing)"
    fi
done
exit $status
