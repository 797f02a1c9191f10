"""The language of the desk's answers (pairing(1): --language, or the event
file's language =, else the locale's; given in both, they must agree): each
answer speaks it whatever the request before it ran, and serve --language
against an event file that says otherwise is refused, naming both."""

import os

from harness import Cli, Server, init_event, players_csv

BAD_RESULT = {"result": "2-0"}


def refusal(server):
    answer = server.put("/api/rounds/1/boards/1", BAD_RESULT)
    return answer.status, (answer.json() or {}).get("error", "")


def speaks(checks, server, what, english):
    """A refused result, then a command run in the desk, then the same refusal:
    both in the one language."""
    before = refusal(server)
    server.get("/api/standings")
    server.post("/api/publish", {"site": "site"})
    after = refusal(server)
    for when, (status, text) in (("first", before), ("after commands ran", after)):
        checks.equal("%s: a result not of a game is 422 (%s)" % (what, when), status, 422)
        checks.check("%s: the refusal speaks %s (%s)" % (what, "English" if english
                                                        else "Chinese", when),
                     ("not a result of a game" in text) == english and
                     (("不是一盘棋的成绩" in text) != english),
                     "said %r" % text)


def run(tool, work, checks):
    checks.section = "language"
    cli = Cli(tool)
    saved = os.environ.get("LANGUAGE")
    os.environ["LANGUAGE"] = "zh_CN"  # the machine's locale speaks Chinese
    try:
        for language, english in ((None, False), ("en", True), ("zh", False)):
            folder = os.path.join(work, "language-%s" % (language or "locale"))
            settings = {"system": "swiss", "rounds": "2"}
            if language:
                settings["language"] = language
            init_event(cli, folder, players_csv(6, 7), settings)
            # round 1 paired by the CLI: the desk's first answer comes before
            # any command has run in it
            cli.run("swiss", "--event", os.path.join(folder, "event.ini"), "--record",
                    check=checks, name="pairing swiss --record (language %s)" % language)
            server = Server(tool, folder, checks)
            try:
                speaks(checks, server, "event file language = %s" % language, english)
            finally:
                server.stop()
        folder = os.path.join(work, "language-en")
        done = cli.run("serve", folder, "--no-open", "--language", "zh")
        checks.equal("serve --language zh on an event file of language = en: exit 64",
                     done.returncode, 64)
        said = done.stderr.decode(errors="replace")
        checks.check("serve --language zh against language = en names both",
                     "event.ini:" in said and "language = en" in said and
                     "--language zh" in said, "said %r" % said)
    finally:
        if saved is None:
            del os.environ["LANGUAGE"]
        else:
            os.environ["LANGUAGE"] = saved
