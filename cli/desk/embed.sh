#!/bin/sh
# The desk's pages (cli/desk/www/) compiled into the tool (SPEC §14: nothing
# loaded from outside): each file an array of its bytes, listed by its path.
#
# usage: embed.sh FILE... > assets.c
set -eu
echo '/* made by cli/desk/embed.sh from cli/desk/www/: do not edit */'
echo '#include <string.h>'
echo '#include "desk/desk.h"'
n=0
for f in "$@"; do
    echo "static const unsigned char asset_$n[] = {"
    od -An -v -tx1 "$f" | sed 's/ *\([0-9a-f][0-9a-f]\)/0x\1,/g'
    echo "0};"
    n=$((n + 1))
done
echo 'static const desk_asset assets[] = {'
n=0
for f in "$@"; do
    name=$(basename "$f")
    case $name in
    *.html) type='text/html; charset=utf-8' ;;
    *.js) type='text/javascript; charset=utf-8' ;;
    *.css) type='text/css; charset=utf-8' ;;
    *.svg) type='image/svg+xml' ;;
    *) type='application/octet-stream' ;;
    esac
    echo "    {\"/$name\", \"$type\", asset_$n, sizeof asset_$n - 1},"
    n=$((n + 1))
done
echo '};'
cat <<'END'
const desk_asset *desk_asset_find(const char *path)
{
    for (size_t i = 0; i < sizeof assets / sizeof assets[0]; i++)
        if (strcmp(assets[i].path, path) == 0)
            return &assets[i];
    return NULL;
}
END
