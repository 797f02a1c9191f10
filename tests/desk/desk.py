"""make desk: the director's desk (pairing serve, SPEC §14) driven over HTTP as
a hostile browser, as another program, and killed mid-write.  Prints each
problem and one result line: "desk: N requests, M checks, P problems"; exits 1
on any problem.

usage: desk.py /path/to/pairing WORK_DIR [PART...]   (parts: hostile
interchange team relay scheveningen stages kill concurrent lan language browser; all by
default)"""

import os
import shutil
import sys
import time
import traceback

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import harness  # noqa: E402
import hostile  # noqa: E402
import interchange  # noqa: E402
import kill  # noqa: E402
import lan  # noqa: E402
import language  # noqa: E402
import relay  # noqa: E402
import scheveningen  # noqa: E402
import stages  # noqa: E402
import team  # noqa: E402

PARTS = {"hostile": hostile.run, "interchange": interchange.run, "team": team.run,
         "relay": relay.run, "scheveningen": scheveningen.run,
         "stages": stages.run,
         "kill": kill.run,
         "concurrent": kill.concurrent, "lan": lan.run, "language": language.run,
         "browser": browser.run}


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    tool, work = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    parts = argv[3:] or list(PARTS)
    if os.path.exists(work):
        shutil.rmtree(work)
    os.makedirs(work)
    # The CLI's messages in one language whatever the machine's locale.
    os.environ["LC_ALL"] = "C.UTF-8"
    checks = harness.Checks()
    for part in parts:
        started = time.monotonic()
        try:
            PARTS[part](tool, work, checks)
        except Exception as e:  # one broken part must not hide the others
            checks.check("%s ran to its end" % part, False,
                         "%s: %s" % (type(e).__name__, e))
            traceback.print_exc()
        print("desk: %s done in %.1f s" % (part, time.monotonic() - started), flush=True)
    checks.section = "every answer"
    checks.check("every API answer carries an ETag", not checks.untagged,
                 "%d without: %s" % (len(checks.untagged), checks.untagged[:5]))
    checks.check("every API answer is application/json", not checks.untyped,
                 "%d not: %s" % (len(checks.untyped), checks.untyped[:5]))
    print("desk: %d requests, %d checks, %d problems"
          % (checks.requests, checks.checks, len(checks.problems)), flush=True)
    return 1 if checks.problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
