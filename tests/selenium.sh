#!/bin/sh
# A test in a real browser: SCRIPT drives Debian's Chromium through
# chromedriver and python3-selenium (seen by /usr/bin/python3, not by another
# python on PATH).  Skipped, by name, where they are not installed.  The
# players' site (tests/site/check.py) and the director's desk
# (tests/desk/director.py) run this way.
#
# usage: selenium.sh PART WHAT SCRIPT ARG...
#   PART  the name the result line begins with (site, desk-browser)
#   WHAT  what is skipped, in words
set -u
part=$1
what=$2
script=$3
shift 3
if [ ! -x /usr/bin/python3 ] || [ ! -x /usr/bin/chromedriver ] ||
    ! /usr/bin/python3 -c 'import selenium' >/dev/null 2>&1; then
    echo "$part: chromium-driver or python3-selenium not installed, $what skipped"
    exit 0
fi
exec /usr/bin/python3 "$script" "$@"
