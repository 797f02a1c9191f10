"""The Scheveningen match (全队轮赛制, SPEC §10) at the desk and by hand,
compared byte for byte.

No command writes a Scheveningen's results file (pairing record takes none):
the director copies each round of the table, as pairing team scheveningen
lists it, into the file (round,first_team,second_team,board,first,second,
result, as examples/scheveningen/results.csv) and fills the results in.  So
folder cli/ is run that way and folder desk/ through POST /api/rounds and
PUT /api/rounds/N/boards/B (pairing-serve(1)); results.csv must be the same
bytes after every step, GET /api/rounds/N the round as the file holds it, and
GET /api/standings what pairing team scheveningen --format json prints of the
other folder.  Every refusal SPEC §14 names for these routes (400, 404, 409,
422) writes nothing."""

import os
import random
import shutil

from interchange import MadePair

EXAMPLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples",
                       "scheveningen")
HEAD = "round,first_team,second_team,board,first,second,result"
EVENT_INI = """; 全队轮赛制: two teams of four, each member meeting each of the other's
[event]
name    = 2026年甲乙两队对抗赛
date    = 2026-12-06
venue   = 上海
arbiter = 李四
system  = scheveningen
teams   = teams.csv
members = members.csv
results = results.csv
"""
TOKENS = ["1-0", "0-1", "=", "先胜", "后胜", "+-"]


class MatchPair(MadePair):
    files = ("results.csv",)

    def __init__(self, tool, work, checks):
        self.rows = []  # [round, first_team, second_team, board, first, second, result]
        super().__init__(tool, work, checks, "scheveningen")

    def make(self, folder):
        for f in ("teams.csv", "members.csv"):
            shutil.copy(os.path.join(EXAMPLE, f), folder)
        with open(os.path.join(folder, "event.ini"), "w", encoding="utf-8") as out:
            out.write(EVENT_INI)
        with open(os.path.join(folder, "results.csv"), "w", encoding="utf-8") as out:
            out.write(HEAD + "\n")

    def write_cli(self):
        with open(os.path.join(self.a, "results.csv"), "w", encoding="utf-8") as out:
            out.write("".join(",".join(r) + "\n" for r in [HEAD.split(",")] + self.rows))

    def match(self):
        return self.cli.json("team", "scheveningen", "--event", self.ea(), "--format", "json",
                             check=self.checks)


def run(tool, work, checks):
    checks.section = "interchange scheveningen"
    pair = MatchPair(tool, work, checks)
    try:
        play(pair, random.Random(8))
    finally:
        pair.stop()


def play(pair, rng):
    checks = pair.checks
    match = pair.match() or {}
    table = match.get("rounds") or []
    checks.equal("pairing team scheveningen lists 4 rounds of 4 boards",
                 [len(r.get("pairings") or []) for r in table], [4, 4, 4, 4])
    pair.refused("PUT a board of a round not written -> 404", "PUT", "/api/rounds/1/boards/1",
                 {"result": "1-0"}, 404)
    teams = {s["side"]: s["team"] for s in match.get("sides") or []}
    for number, rnd in enumerate(table, 1):
        rows = [[str(number), teams.get("A", ""), teams.get("B", ""), str(g["board"]),
                 g["first"], g["second"], ""] for g in rnd["pairings"]]
        pair.rows += rows
        pair.write_cli()
        pair.change("POST /api/rounds (round %d of the table)" % number, "POST", "/api/rounds",
                    {})
        pair.same_files("round %d written" % number)
        same_round(pair, number)
        if number == 2:
            take_back(pair, number, rows)
        refusals(pair, number)
        for row in rows:
            token = TOKENS[rng.randrange(len(TOKENS))]
            row[6] = token
            pair.write_cli()
            pair.change("PUT round %d board %s %s" % (number, row[3], token), "PUT",
                        "/api/rounds/%d/boards/%s" % (number, row[3]), {"result": token})
            pair.same_files("round %d board %s" % (number, row[3]))
        same_round(pair, number)
        if number == 1:
            correction(pair, number, rows[0])
        same_standings(pair, "after round %d" % number)
    pair.refused("POST /api/rounds once every round of the table is played -> 409", "POST",
                 "/api/rounds", {}, 409, 422)
    event = pair.server.get("/api/event").json() or {}
    checks.equal("GET /api/event at the end: paired, in_progress, missing",
                 [event.get("paired"), event.get("in_progress"), event.get("missing")],
                 [len(table), None, 0])


def same_round(pair, number):
    """GET /api/rounds/N: the round's games as the file holds them."""
    want = [{"board": int(r[3]), "first": r[4], "second": r[5], "result": r[6] or None}
            for r in pair.rows if r[0] == str(number)]
    answer = pair.server.get("/api/rounds/%d" % number)
    pair.checks.status("GET /api/rounds/%d" % number, answer, 200)
    got = [{k: p.get(k) for k in ("board", "first", "second", "result")}
           for p in (answer.json() or {}).get("pairings") or []]
    pair.checks.equal("GET /api/rounds/%d as results.csv holds it" % number, got, want)


def same_standings(pair, when):
    want = pair.match()
    answer = pair.server.get("/api/standings")
    pair.checks.status("%s: GET /api/standings" % when, answer, 200)
    pair.checks.equal("%s: GET /api/standings is pairing team scheveningen's" % when,
                      answer.json(), want)


def refusals(pair, number):
    """While round N has no result: the next round, a bad token, a board or
    round that is not there."""
    pair.refused("POST /api/rounds while round %d's results are missing -> 409" % number,
                 "POST", "/api/rounds", {}, 409)
    pair.refused("PUT a result token not of §1 -> 422", "PUT",
                 "/api/rounds/%d/boards/1" % number, {"result": "3-0"}, 422)
    pair.refused("PUT board 5 of a match of 4 -> 404", "PUT",
                 "/api/rounds/%d/boards/5" % number, {"result": "1-0"}, 404)
    pair.refused("PUT a board of round %d -> 404" % (number + 1), "PUT",
                 "/api/rounds/%d/boards/1" % (number + 1), {"result": "1-0"}, 404)
    pair.refused("PUT without a result -> 400", "PUT", "/api/rounds/%d/boards/1" % number,
                 {"replace": True}, 400)
    if number > 1:
        pair.refused("DELETE round %d, not the last -> 409" % (number - 1), "DELETE",
                     "/api/rounds/%d" % (number - 1), None, 409)


def take_back(pair, number, rows):
    """The round just written taken back: the file as before it; then written
    again."""
    kept = pair.rows[-len(rows):]
    del pair.rows[-len(rows):]
    pair.write_cli()
    pair.change("DELETE /api/rounds/%d (no result yet)" % number, "DELETE",
                "/api/rounds/%d" % number, None)
    pair.same_files("round %d taken back" % number)
    pair.checks.status("GET the round taken back -> 404",
                       pair.server.get("/api/rounds/%d" % number), 404)
    pair.rows += kept
    pair.write_cli()
    pair.change("POST /api/rounds (round %d again)" % number, "POST", "/api/rounds", {})
    pair.same_files("round %d written again" % number)


def correction(pair, number, row):
    """A result of the round corrected: refused without replace, then made;
    a round with a result is not taken back."""
    other = "0-1" if row[6] != "0-1" else "1-0"
    path = "/api/rounds/%d/boards/%s" % (number, row[3])
    pair.refused("PUT another result without replace -> 409", "PUT", path, {"result": other},
                 409)
    row[6] = other
    pair.write_cli()
    pair.change("PUT %s %s replace" % (path, other), "PUT", path,
                {"result": other, "replace": True})
    pair.same_files("round %d board %s corrected" % (number, row[3]))
    pair.refused("DELETE a round with results -> 409", "DELETE", "/api/rounds/%d" % number,
                 None, 409)
