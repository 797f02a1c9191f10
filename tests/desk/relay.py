"""The relay (擂台赛, SPEC §10) at the desk and by hand, compared byte for byte.

No command writes a relay's results file: the director writes each game into
it as examples/relay/demo.sh does (game,first,second,result,winner) and
pairing relay reads it.  So folder cli/ is run that way, a line appended for
the next game and its result filled in, and folder desk/ through
POST /api/relay/games, PUT /api/relay/games/G and DELETE /api/relay/games/G
(pairing-serve(1)); results.csv must be the same bytes after every step, and
GET /api/relay what pairing relay --format json prints of the other folder.
Every refusal SPEC §14 names for these routes (400, 404, 409, 422) writes
nothing."""

import os
import random
import shutil

from interchange import MadePair, first_difference

EXAMPLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples",
                       "relay")
HEAD = "game,first,second,result,winner"


class RelayPair(MadePair):
    files = ("results.csv",)

    def __init__(self, tool, work, checks, name, line_end):
        self.line_end = line_end
        # the games as the director writes them: [game, first, second, result, winner]
        self.games = []
        super().__init__(tool, work, checks, name)

    def make(self, folder):
        for f in ("event.ini", "teams.csv", "members.csv"):
            shutil.copy(os.path.join(EXAMPLE, f), folder)
        with open(os.path.join(folder, "results.csv"), "wb") as out:
            out.write((HEAD + self.line_end).encode("utf-8"))

    def write_cli(self):
        lines = [HEAD] + [",".join(g) for g in self.games]
        with open(os.path.join(self.a, "results.csv"), "wb") as out:
            out.write(("".join(l + self.line_end for l in lines)).encode("utf-8"))

    def relay(self, folder):
        return self.cli.json("relay", "--event", os.path.join(folder, "event.ini"), "--format",
                             "json", check=self.checks)

    def same_relay(self, when):
        """GET /api/relay is pairing relay --format json of the CLI's folder."""
        want = self.relay(self.a)
        answer = self.server.get("/api/relay")
        self.checks.status("%s: GET /api/relay" % when, answer, 200)
        self.checks.equal("%s: GET /api/relay prints what pairing relay prints" % when,
                          answer.json(), want)
        return want


def run(tool, work, checks):
    # LF as pairing init writes, CRLF as Excel saves: the desk keeps the file's own.
    for name, line_end, seed in (("relay", "\n", 11), ("relay-crlf", "\r\n", 29)):
        checks.section = "interchange " + name
        pair = RelayPair(tool, work, checks, name, line_end)
        try:
            play(pair, random.Random(seed))
        finally:
            pair.stop()


def play(pair, rng):
    checks = pair.checks
    refusals_before_any_game(pair)
    played = 0
    while True:
        doc = pair.same_relay("after %d games" % played) or {}
        following = doc.get("next")
        if not following:
            break
        holder = following["holder"]["player"]
        challenger = following["challenger"]["player"]
        game = following["game"]
        first = holder if rng.random() < 0.5 else challenger
        second = challenger if first == holder else holder
        if game == 2:
            pair.refused("POST /api/relay/games naming neither holder nor challenger -> 400",
                         "POST", "/api/relay/games", {"first": "nobody"}, 400)
        pair.games.append([str(game), first, second, "", ""])
        pair.write_cli()
        pair.change("POST /api/relay/games (game %d, %s first)" % (game, first), "POST",
                    "/api/relay/games", {"first": first})
        pair.same_files("game %d written down" % game)
        pair.same_relay("game %d written down" % game)
        if game == 1:
            refusals_with_a_game_open(pair, game)
        if game == 3:
            take_back(pair, game, first)
        result, winner = outcome(rng, game, holder)
        pair.games[-1][3:] = [result, winner]
        pair.write_cli()
        body = {"result": result}
        if winner:
            body["winner"] = winner
        pair.change("PUT /api/relay/games/%d %s" % (game, result), "PUT",
                    "/api/relay/games/%d" % game, body)
        pair.same_files("game %d's result" % game)
        if game == 2:
            correction(pair, game)
        if game == 4:
            draw_corrected(pair, game)
        played += 1
        if played > 20:
            checks.check("the relay ends", False, "still playing after 20 games")
            break
    checks.equal("the relay of three teams of four played to its end",
                 (doc.get("state"), len(doc.get("places") or []) == 3), ("finished", True))
    pair.refused("POST /api/relay/games once the relay is over -> 409", "POST",
                 "/api/relay/games", {"first": pair.games[-1][1]}, 409)
    pair.refused("DELETE a game with a result -> 409", "DELETE",
                 "/api/relay/games/%d" % played, None, 409)
    same_standings(pair)


def outcome(rng, game, holder):
    """A result from the first player's side; game 4 is drawn, the holder sent
    on (the winner column, as a playoff or a lot decides)."""
    if game == 4:
        return "=", holder
    return ("1-0" if rng.random() < 0.5 else "0-1"), ""


def refusals_before_any_game(pair):
    pair.refused("PUT a game not written down -> 404", "PUT", "/api/relay/games/1",
                 {"result": "1-0"}, 404)
    pair.refused("DELETE a game not written down -> 404", "DELETE", "/api/relay/games/1",
                 None, 404)
    pair.refused("POST /api/relay/games without first -> 400", "POST", "/api/relay/games",
                 {}, 400)
    pair.refused("POST /api/relay/games with first a number -> 400", "POST",
                 "/api/relay/games", {"first": 7}, 400)
    pair.refused("POST /api/relay/games/1 (no such verb) -> 404", "POST",
                 "/api/relay/games/1", {"first": "bj1"}, 404, 405)


def refusals_with_a_game_open(pair, game):
    nxt = pair.games[-1]
    pair.refused("POST the next game while game %d has no result -> 409" % game, "POST",
                 "/api/relay/games", {"first": nxt[1]}, 409)
    pair.refused("PUT a result token not of §1 -> 422", "PUT",
                 "/api/relay/games/%d" % game, {"result": "2-0"}, 422)
    pair.refused("PUT a bye as a game's result -> 422", "PUT",
                 "/api/relay/games/%d" % game, {"result": "bye"}, 422)
    pair.refused("PUT a game that is not written down -> 404", "PUT",
                 "/api/relay/games/%d" % (game + 1), {"result": "1-0"}, 404)
    pair.refused("PUT game 0 -> 404", "PUT", "/api/relay/games/0", {"result": "1-0"}, 404)
    pair.refused("PUT a result that is no string -> 400", "PUT",
                 "/api/relay/games/%d" % game, {"result": 1}, 400)
    # A draw sends one player on (playoff or lot): without the winner column
    # pairing relay cannot read the file, so the desk keeps it as it was.
    pair.refused("PUT a draw without the winner -> 422", "PUT",
                 "/api/relay/games/%d" % game, {"result": "="}, 422)


def take_back(pair, game, first):
    """The game just written down taken back (the lot was misheard): the file
    as it was before it, then written down again."""
    kept = pair.games.pop()
    pair.write_cli()
    pair.change("DELETE /api/relay/games/%d (no result yet)" % game, "DELETE",
                "/api/relay/games/%d" % game, None)
    pair.same_files("game %d taken back" % game)
    pair.refused("DELETE it again -> 404", "DELETE", "/api/relay/games/%d" % game, None, 404)
    pair.games.append(kept)
    pair.write_cli()
    pair.change("POST /api/relay/games (game %d again)" % game, "POST", "/api/relay/games",
                {"first": first})
    pair.same_files("game %d written down again" % game)
    pair.refused("DELETE a game that is not the last -> 409", "DELETE",
                 "/api/relay/games/%d" % (game - 1), None, 409)


def correction(pair, game):
    """A result entered again: refused without replace, corrected with it."""
    now = pair.games[-1][3]
    other = "0-1" if now == "1-0" else "1-0"
    pair.refused("PUT another result without replace -> 409", "PUT",
                 "/api/relay/games/%d" % game, {"result": other}, 409)
    for result in (other, now):
        pair.games[-1][3] = result
        pair.write_cli()
        pair.change("PUT /api/relay/games/%d %s replace" % (game, result), "PUT",
                    "/api/relay/games/%d" % game, {"result": result, "replace": True})
        pair.same_files("game %d corrected to %s" % (game, result))
    again = pair.server.put("/api/relay/games/%d" % game, {"result": now})
    pair.checks.status("PUT the same result again, without replace -> 200", again, 200)
    pair.same_files("game %d's result sent again" % game)


def draw_corrected(pair, game):
    """A drawn game corrected to a win and back: a win has nobody in the
    winner column (pairing relay refuses a winner beside a decisive result),
    a draw its winner again."""
    drawn = list(pair.games[-1])
    pair.games[-1][3:] = ["1-0", ""]
    pair.write_cli()
    pair.change("PUT /api/relay/games/%d: the draw corrected to 1-0" % game, "PUT",
                "/api/relay/games/%d" % game, {"result": "1-0", "replace": True})
    pair.same_files("game %d's draw corrected to a win" % game)
    pair.games[-1] = drawn
    pair.write_cli()
    pair.change("PUT /api/relay/games/%d: the draw again, its winner" % game, "PUT",
                "/api/relay/games/%d" % game,
                {"result": "=", "winner": drawn[4], "replace": True})
    pair.same_files("game %d drawn again" % game)


def same_standings(pair):
    """The relay's standings are pairing relay's document; the printout of
    the relay is pairing relay --format html."""
    want = pair.relay(pair.a)
    answer = pair.server.get("/api/standings")
    pair.checks.status("GET /api/standings of the relay", answer, 200)
    pair.checks.equal("GET /api/standings of the relay is pairing relay's", answer.json(), want)
    done = pair.cli.run("relay", "--event", os.path.join(pair.a, "event.ini"), "--format", "html")
    page = pair.server.get("/print/schedule")
    pair.checks.check("GET /print/schedule is what pairing relay --format html writes",
                      done.returncode == 0 and page.status == 200 and page.body == done.stdout,
                      "%d; %s" % (page.status, first_difference(done.stdout, page.body)))
