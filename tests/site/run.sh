#!/bin/sh
# The players' site (SPEC §13) in a real browser: tests/site/check.py drives
# Debian's Chromium through chromedriver and python3-selenium (seen by
# /usr/bin/python3, not by another python on PATH).  Skipped, by name, where
# they are not installed.
#
# usage: run.sh /path/to/pairing /path/to/simulate OUT_DIR
set -u
if [ ! -x /usr/bin/python3 ] || [ ! -x /usr/bin/chromedriver ] ||
    ! /usr/bin/python3 -c 'import selenium' >/dev/null 2>&1; then
    echo "site: chromium-driver or python3-selenium not installed, the site's browser tests skipped"
    exit 0
fi
exec /usr/bin/python3 "$(dirname "$0")/check.py" "$@"
