#!/bin/sh
# The director's desk (pairing serve, SPEC §14) over HTTP: hostile requests,
# the desk against the CLI byte for byte, SIGKILL mid-write, --lan
# (tests/desk/desk.py, /usr/bin/python3's standard library only).  Skipped, by
# name, until the tool has a serve command.
#
# usage: run.sh /path/to/pairing WORK_DIR [PART...]
set -u
tool=$1
work=$2
shift 2
if ! "$tool" serve --help >/dev/null 2>&1 &&
    ! "$tool" --help 2>/dev/null | grep -q '^ *serve '; then
    echo "desk: pairing serve not built, skipped"
    exit 0
fi
if [ ! -x /usr/bin/python3 ]; then
    echo "desk: /usr/bin/python3 not installed, skipped"
    exit 0
fi
exec /usr/bin/python3 "$(dirname "$0")/desk.py" "$tool" "$work" "$@"
