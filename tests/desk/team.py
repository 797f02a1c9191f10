"""A team round robin (SPEC §10) at the desk and by the CLI, compared byte for
byte: both folders made by pairing init --teams with the same teams and
members; the schedule paired by POST /api/rounds and by
pairing team roundrobin --record; each game's result by PUT
/api/rounds/N/boards/B (B as GET /api/rounds/N numbers the games, down the
round) and by pairing record N RESULT --player FIRST; the team standings as
pairing team standings prints them."""

import os
import random
import shutil

from harness import Cli, Server, read_bytes, set_ini
from interchange import PARTICULARS, Pair, first_difference, same_json

TEAMS = "id,name\nA,甲队\nB,乙队\nC,丙队\nD,丁队\n"
TOKENS = ["1-0", "0-1", "=", "先胜", "后胜"]


class TeamPair(Pair):
    files = ("teams.csv", "members.csv", "results.csv")

    def __init__(self, tool, work, checks):
        self.cli = Cli(tool)
        self.checks = checks
        self.name = "team"
        self.settings = {"system": "roundrobin", "boards": 4}
        self.a = os.path.join(work, "interchange-team", "cli")
        self.b = os.path.join(work, "interchange-team", "desk")
        members = ["id,name,rating,team,order"]
        for team in "ABCD":
            members += ["%s%d,%s队员%d,%d,%s,%d" % (team, i, team, i, 1500 + 7 * i, team, i)
                        for i in range(1, 6)]
        for folder in (self.a, self.b):
            if os.path.exists(folder):
                shutil.rmtree(folder)
            os.makedirs(os.path.dirname(folder), exist_ok=True)
            self.cli.run("init", "--teams", folder, check=checks)
            with open(os.path.join(folder, "teams.csv"), "w", encoding="utf-8") as f:
                f.write(TEAMS)
            with open(os.path.join(folder, "members.csv"), "w", encoding="utf-8") as f:
                f.write("\n".join(members) + "\n")
        set_ini(self.ea(), dict(PARTICULARS, system="roundrobin"))
        self.server = Server(tool, self.b, checks)


def run(tool, work, checks):
    checks.section = "interchange team"
    pair = TeamPair(tool, work, checks)
    rng = random.Random(4)
    try:
        pair.change("PUT the team event", "PUT", "/api/event",
                    {"event": PARTICULARS, "settings": {"system": "roundrobin"}})
        done = pair.cli.run("team", "roundrobin", "--event", pair.ea(), "--record", "--format",
                            "json", check=checks)
        if done.returncode != 0:
            return
        pair.change("POST /api/rounds (the team schedule)", "POST", "/api/rounds", {})
        pair.same_files("after pairing")
        rounds = sorted({int(r["round"]) for r in rows(pair.a)})
        for rnd in rounds:
            games = (pair.server.get("/api/rounds/%d" % rnd).json() or {}).get("pairings") or []
            want = [(r["first"], r["second"]) for r in rows(pair.a)
                    if int(r["round"]) == rnd and r["first"] and r["second"]]
            checks.equal("GET /api/rounds/%d: the round's games down the sheet" % rnd,
                         [(g.get("first"), g.get("second")) for g in games], want)
            for game in games:
                token = TOKENS[rng.randrange(len(TOKENS))]
                pair.cli.run("record", "--event", pair.ea(), str(rnd), token, "--player",
                             game.get("first", ""), check=checks)
                pair.change("PUT round %d game %s" % (rnd, game.get("board")), "PUT",
                            "/api/rounds/%d/boards/%s" % (rnd, game.get("board")),
                            {"result": token})
                a = read_bytes(os.path.join(pair.a, "results.csv"))
                b = read_bytes(os.path.join(pair.b, "results.csv"))
                if not checks.check("round %d game %s: results.csv as pairing record writes it"
                                    % (rnd, game.get("board")), a == b, first_difference(a, b)):
                    return
            same_json(pair, "team standings", "/api/standings", "team", "standings", "--event",
                      pair.ea(), "--format", "json")
    finally:
        pair.stop()


def rows(folder):
    data = read_bytes(os.path.join(folder, "results.csv")).decode("utf-8")
    lines = [l for l in data.split("\n") if l]
    head = lines[0].split(",")
    return [dict(zip(head, l.split(","))) for l in lines[1:]]
