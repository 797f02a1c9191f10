#!/bin/sh
# Builds each example program against an installed libpairing, found through
# pkg-config as an integrator would, runs it (with the arguments in NAME.args, from
# the top of the tree, if there is such a file), and compares its output with
# NAME.expected.
# usage: run.sh STAGE_PREFIX BUILD_DIR CC SANITIZE_FLAGS
set -eu
stage=$1
out=$2
cc=$3
sanitize=$4
here=$(dirname "$0")
mkdir -p "$out"
PKG_CONFIG_PATH="$stage/lib/pkgconfig"
export PKG_CONFIG_PATH
flags=$(pkg-config --cflags --libs libpairing)
status=0
for source in "$here"/*.c; do
    name=$(basename "$source" .c)
    # shellcheck disable=SC2086
    $cc -std=c11 -Wall -Wextra -Werror $sanitize "$source" $flags -lm -o "$out/$name"
    args=""
    [ -f "$here/$name.args" ] && args=$(cat "$here/$name.args")
    # shellcheck disable=SC2086
    if ! (cd "$here/.." && LD_LIBRARY_PATH="$stage/lib" "$out/$name" $args >"$out/$name.out"); then
        echo "examples: $name failed"
        status=1
    elif ! cmp -s "$here/$name.expected" "$out/$name.out"; then
        echo "examples: $name printed something else:"
        diff -u "$here/$name.expected" "$out/$name.out" | head -20
        status=1
    else
        echo "examples: $name ok (built with pkg-config --cflags --libs libpairing)"
    fi
done
exit $status
