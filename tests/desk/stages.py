"""An event in stages (组合赛制, SPEC §11) at the desk and by the CLI, compared
byte for byte: both folders made by pairing init --stages, made smaller (a
prelim of 3 rounds in two groups of 7, a final of 4 with its third place, a
section B of 3 rounds).  Each round of each group paired by
POST /api/stages/prelim/groups/X/rounds and by pairing stage prelim --group X
--record; section B's by POST /api/stages/B/rounds and pairing stage B
--record; the final drawn from the prelim's qualifiers by
POST /api/stages/final/rounds and pairing stage final --record; every result
by PUT .../rounds/N/boards/B (the board numbered across the groups, as the
pairing numbers the tables) and by pairing record --stage.  After every change
each stage's results file is the same bytes; each stage's standings and the
overall ranking as the commands print them; the statuses SPEC §14 names
(404 an unknown stage or group, round or board; 409 pairing while a result
of the group is missing, the final before the prelim is over; 422 a token not
of §1) with nothing written."""

import os
import random
import re

from harness import players_csv, read_bytes
from interchange import PARTICULARS, MadePair, first_difference

B_ENTRANTS = players_csv(8, 2015).replace(b"\np", b"\nq")
RESULTS = ("a-results.csv", "b-results.csv", "final-results.csv")
SMALLER = {("stage prelim", "rounds"): "3", ("stage final", "advance"): "4",
           ("section B", "rounds"): "3"}


class StagesPair(MadePair):
    files = ("a-entrants.csv", "b-entrants.csv") + RESULTS

    def __init__(self, tool, work, checks):
        super().__init__(tool, work, checks, "stages")
        smaller(self.ea())

    def make(self, folder):
        os.rmdir(folder)
        self.cli.run("init", "--stages", folder, check=self.checks)
        with open(os.path.join(folder, "a-entrants.csv"), "wb") as out:
            out.write(players_csv(14, 2014))
        if folder == self.a:  # the desk's folder imports its own (set_up)
            with open(os.path.join(folder, "b-entrants.csv"), "wb") as out:
                out.write(B_ENTRANTS)

    def rows(self, name):
        data = read_bytes(os.path.join(self.a, name)).decode("utf-8")
        lines = [l for l in data.split("\n") if l]
        head = lines[0].split(",")
        return [dict(zip(head, l.split(","))) for l in lines[1:]]


def smaller(path):
    """event.ini's stages made smaller, each key in its own section, as a
    director edits it in a text editor."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    section = ""
    for i, line in enumerate(lines):
        if line.startswith("["):
            section = line[1:line.index("]")]
        key = line.split("=", 1)[0].strip()
        if (section, key) in SMALLER:
            lines[i] = "%s = %s" % (key, SMALLER[(section, key)])
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def particulars(path):
    """The event's particulars typed into the CLI's event.ini, each after its
    key, the comment kept."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for key, value in PARTICULARS.items():
        text = re.sub(r"(?m)^(%s *=) *(;.*)?$" % key,
                      lambda m: m.group(1) + " " + value + (" " + m.group(2)
                                                            if m.group(2) else ""), text)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def run(tool, work, checks):
    checks.section = "interchange stages"
    pair = StagesPair(tool, work, checks)
    try:
        set_up(pair)
        play(pair, random.Random(2014))
    finally:
        pair.stop()


def set_up(pair):
    """Section B's spreadsheet imported by POST /api/stages/B/players/import,
    the particulars by PUT /api/event, the stages' sizes by
    PUT /api/stages/NAME/event (each in its own section of event.ini)."""
    checks = pair.checks
    pair.refused("POST the entrants of the whole event in stages (it has none) -> 409",
                 "POST", "/api/players/import", B_ENTRANTS, 409, 422,
                 content_type="text/csv")
    pair.change("POST /api/stages/B/players/import", "POST", "/api/stages/B/players/import",
                B_ENTRANTS, content_type="text/csv")
    checks.equal("the import stores section B's spreadsheet as b-entrants.csv",
                 read_bytes(os.path.join(pair.b, "b-entrants.csv")), B_ENTRANTS)
    pair.change("PUT the particulars", "PUT", "/api/event", {"event": PARTICULARS,
                                                             "settings": {}})
    for (section, key), value in SMALLER.items():
        name = section.split(" ", 1)[1]
        pair.change("PUT /api/stages/%s/event %s" % (name, key), "PUT",
                    "/api/stages/%s/event" % name, {"event": {}, "settings": {key: value}})
    particulars(pair.ea())
    for stage, want in (("prelim", "3"), ("final", "4"), ("B", "3")):
        key = "advance" if stage == "final" else "rounds"
        got = pair.server.get("/api/stages/%s/event" % stage).json() or {}
        checks.equal("GET /api/stages/%s/event: settings.%s" % (stage, key),
                      str((got.get("settings") or {}).get(key)), want)
    event = pair.server.get("/api/event").json() or {}
    checks.equal("GET /api/event of an event in stages: kind", event.get("kind"), "stages")
    checks.equal("GET /api/event lists the stages",
                 [s.get("name") for s in event.get("stages") or []], ["prelim", "final", "B"])
    # The desk's event.ini and the hand-edited one pair the same round 1.
    for group in ("A", "B"):
        a = pair.cli.run("stage", "--event", pair.ea(), "prelim", "--group", group,
                         "--format", "json")
        b = pair.cli.run("stage", "--event", pair.eb(), "prelim", "--group", group,
                         "--format", "json")
        checks.check("pairing stage prelim --group %s reads the desk's event.ini as the "
                     "hand-edited one" % group,
                     a.returncode == 0 and (a.returncode, a.stdout) == (b.returncode, b.stdout),
                     "exit %d and %d; %s" % (a.returncode, b.returncode,
                                             first_difference(a.stdout, b.stdout)))
    pair.refused("POST the rounds of a stage the event file has not -> 404", "POST",
                 "/api/stages/semis/rounds", {}, 404)
    pair.refused("POST the rounds of a group the stage has not -> 404", "POST",
                 "/api/stages/prelim/groups/Q/rounds", {}, 404)
    pair.refused("POST the final before the prelim is played -> 409", "POST",
                 "/api/stages/final/rounds", {}, 409, 422)


def pair_stage(pair, what, path, args):
    """A round (or the draw) by pairing stage --record and by the API."""
    done = pair.cli.run("stage", "--event", pair.ea(), *args, "--record", "--format", "json")
    if done.returncode != 0:
        pair.refused("POST %s when pairing stage refuses (exit %d)" % (path, done.returncode),
                     "POST", path, {}, 409, 422)
        return False
    pair.change("POST %s (%s)" % (path, what), "POST", path, {})
    pair.same_files("%s paired" % what)
    return True


def group_boards(pair, group, rnd):
    """The boards of the group's round, as pairing stage --round lists them."""
    listed = pair.cli.json("stage", "--event", pair.ea(), "prelim", "--group", group,
                           "--round", str(rnd), "--format", "json", check=pair.checks) or {}
    return {str(g.get("board")) for g in listed.get("pairings") or []}


def enter(pair, stage, base, results, rnd, tokens, rng, group=None):
    """The round's results (the group's), board by board, by pairing record
    --stage and by PUT base/rounds/N/boards/B; the same bytes after each."""
    mine = group_boards(pair, group, rnd) if group else None
    boards = [r["board"] for r in pair.rows(results)
              if r["round"] == str(rnd) and r["second"] and not r["result"]
              and (mine is None or r["board"] in mine)]
    for board in boards:
        token = tokens[rng.randrange(len(tokens))]
        pair.cli.run("record", "--event", pair.ea(), "--stage", stage, str(rnd), board, token,
                     check=pair.checks)
        pair.change("PUT %s/rounds/%d/boards/%s %s" % (base, rnd, board, token), "PUT",
                    "%s/rounds/%d/boards/%s" % (base, rnd, board), {"result": token})
        pair.same_files("round %d board %s of %s" % (rnd, board, base))
    return boards


def play(pair, rng):
    checks = pair.checks
    swiss_tokens = ["1-0", "0-1", "=", "先胜", "后胜"]
    prelim = "/api/stages/prelim/groups/"
    for rnd in range(1, 4):
        for group in ("A", "B"):
            before = read_bytes(os.path.join(pair.b, "a-results.csv"))
            pair_stage(pair, "prelim group %s round %d" % (group, rnd), prelim + group + "/rounds",
                       ["prelim", "--group", group])
        for group in ("A", "B"):
            same_round(pair, prelim + group, "a-results.csv", rnd, group)
        if rnd == 1:
            group_refusals(pair)
        if rnd == 2:
            group_on_its_own(pair, rnd, before)
        for group in ("A", "B"):
            enter(pair, "prelim", prelim + group, "a-results.csv", rnd, swiss_tokens, rng,
                  group)
            same_json(pair, "prelim group %s after round %d" % (group, rnd),
                      prelim + group + "/standings", "standings", "--event", pair.ea(),
                      "prelim", "--group", group, "--format", "json")
        pair_stage(pair, "section B round %d" % rnd, "/api/stages/B/rounds", ["B"])
        enter(pair, "B", "/api/stages/B", "b-results.csv", rnd, swiss_tokens, rng)
    pair_stage(pair, "a fourth round of group A", prelim + "A/rounds",
               ["prelim", "--group", "A"])
    same_json(pair, "section B", "/api/stages/B/standings", "standings", "--event", pair.ea(),
              "B", "--format", "json")
    drawn = 0
    while pair_stage(pair, "the final, round %d" % (drawn + 1), "/api/stages/final/rounds",
                     ["final"]):
        drawn += 1
        rnd = max(int(r["round"]) for r in pair.rows("final-results.csv"))
        if not enter(pair, "final", "/api/stages/final", "final-results.csv", rnd,
                     ["1-0", "0-1", "先胜"], rng) or drawn > 4:
            break
    checks.equal("the final of 4 with its third place: rounds drawn", drawn, 2)
    same_json(pair, "the final", "/api/stages/final/standings", "standings", "--event",
              pair.ea(), "final", "--format", "json")
    same_json(pair, "the overall ranking", "/api/standings", "standings", "--event", pair.ea(),
              "--overall", "--format", "json")


def same_round(pair, base, results, rnd, group):
    """GET base/rounds/N: the group's games of round N as the file holds them,
    each by the board the pairing gave it."""
    mine = group_boards(pair, group, rnd)
    want = [{"board": int(r["board"]), "first": r["first"], "second": r["second"],
             "result": r["result"] or None}
            for r in pair.rows(results) if r["round"] == str(rnd) and r["second"]
            and r["board"] in mine]
    answer = pair.server.get("%s/rounds/%d" % (base, rnd))
    pair.checks.status("GET %s/rounds/%d" % (base, rnd), answer, 200)
    got = [{k: p.get(k) for k in ("board", "first", "second", "result")}
           for p in (answer.json() or {}).get("pairings") or []]
    pair.checks.equal("GET %s/rounds/%d as the results file holds the group's round"
                      % (base, rnd), got, want)


def group_refusals(pair):
    """While round 1 of the prelim has no result."""
    prelim = "/api/stages/prelim/groups/"
    pair.refused("POST group A's round 2 while its round 1 has no result -> 409", "POST",
                 prelim + "A/rounds", {}, 409)
    board = next(r["board"] for r in pair.rows("a-results.csv") if r["second"])
    pair.refused("PUT a result token not of §1 -> 422", "PUT",
                 prelim + "A/rounds/1/boards/" + board, {"result": "5-5"}, 422)
    pair.refused("PUT a board of a round not paired -> 404", "PUT",
                 prelim + "A/rounds/2/boards/1", {"result": "1-0"}, 404)
    pair.refused("PUT board 99 -> 404", "PUT", prelim + "A/rounds/1/boards/99",
                 {"result": "1-0"}, 404)
    pair.refused("PUT a board of a stage the event file has not -> 404", "PUT",
                 "/api/stages/semis/rounds/1/boards/1", {"result": "1-0"}, 404)
    pair.refused("POST the final while the prelim is played -> 409", "POST",
                 "/api/stages/final/rounds", {}, 409, 422)
    pair.refused("PUT a stage's outcome setting once its round 1 is paired -> 409", "PUT",
                 "/api/stages/prelim/event", {"event": {}, "settings": {"rounds": "4"}}, 409)


def group_on_its_own(pair, rnd, before):
    """Both groups' round N paired, no result in: each group is its own
    event, its boards numbered across both.  Group B's round taken back leaves
    group A's rows (the file as it was before B's was recorded); a board of
    group B is no board of group A; each group's paired and missing."""
    prelim = "/api/stages/prelim/groups/"
    a_boards, b_boards = group_boards(pair, "A", rnd), group_boards(pair, "B", rnd)
    for group, boards in (("A", a_boards), ("B", b_boards)):
        event = pair.server.get(prelim + group + "/event").json() or {}
        pair.checks.equal("GET %sevent: paired, in_progress, missing (the group's)"
                          % (prelim + group + "/"),
                          [event.get("paired"), event.get("in_progress"), event.get("missing")],
                          [rnd, rnd, len(boards)])
    pair.refused("PUT a board of group B under group A -> 404", "PUT",
                 "%sA/rounds/%d/boards/%s" % (prelim, rnd, min(b_boards, key=int)),
                 {"result": "1-0"}, 404)
    paired = read_bytes(os.path.join(pair.b, "a-results.csv"))
    pair.change("DELETE group B's round %d" % rnd, "DELETE", "%sB/rounds/%d" % (prelim, rnd),
                None)
    pair.checks.equal("group B's round %d taken back: a-results.csv as before it was "
                      "recorded, group A's round kept" % rnd,
                      read_bytes(os.path.join(pair.b, "a-results.csv")), before)
    pair.change("POST group B's round %d again" % rnd, "POST", "%sB/rounds" % prelim, {})
    pair.checks.equal("group B's round %d paired again: the same bytes" % rnd,
                      read_bytes(os.path.join(pair.b, "a-results.csv")), paired)


def same_json(pair, what, path, *command):
    want = pair.cli.json(*command, check=pair.checks)
    answer = pair.server.get(path)
    pair.checks.status("GET %s" % path, answer, 200)
    pair.checks.equal("GET %s prints what pairing %s prints (%s)" % (path, command[0], what),
                      answer.json(), want)
