"""The desk and the CLI are interchangeable (SPEC §14, "The same files"): each
event is run twice, once by pairing's commands in folder cli/ and once through
the API in folder desk/, and entrants.csv and results.csv are compared byte for
byte after every change; standings, players and checks as JSON after every
round.  Also: a take-back leaves results.csv as it was, and a change made
outside (pairing record on the desk's own folder) is seen at the next request."""

import json
import os
import random
import shutil
import traceback

from harness import Cli, Server, history_count, init_event, players_csv, read_bytes, \
    results_rows, snapshot

PARTICULARS = {"name": "2026年北京五子棋公开赛", "date": "2026-12-05 – 2026-12-06",
               "venue": "北京市昌平区", "arbiter": "张三"}

EVENTS = [
    # name, players, settings, results the director types (first player's side),
    # how many times the next round is paired (the round robin: once, all of it)
    ("qiu", 16, {"system": "qiu", "rounds": 4}, ["1-0", "0-1", "先胜", "后胜", "１-０", "+-"], 4),
    ("swiss", 10, {"system": "swiss", "rounds": 3},
     ["1-0", "0-1", "=", "和", "先胜", "0-1", "-+", "½-½"], 3),
    ("roundrobin", 6, {"system": "roundrobin"}, ["1-0", "0-1", "=", "后胜", "1/2-1/2"], 1),
    ("knockout", 13, {"system": "knockout"}, ["1-0", "0-1", "先胜", "后胜", "="], 4),
]


class Pair:
    """One event in two folders: cli/ run by commands, desk/ by the API."""

    def __init__(self, tool, work, checks, name, players, settings):
        self.cli = Cli(tool)
        self.checks = checks
        self.name = name
        self.settings = settings
        self.a = os.path.join(work, "interchange-" + name, "cli")
        self.b = os.path.join(work, "interchange-" + name, "desk")
        self.entrants = players_csv(players, len(name) * 31 + players)
        init_event(self.cli, self.a, self.entrants,
                   {k: str(v) for k, v in settings.items()}, PARTICULARS)
        self.cli.run("init", self.b, check=checks)
        self.pristine_ini = read_bytes(os.path.join(self.b, "event.ini")).decode("utf-8")
        self.server = Server(tool, self.b, checks)
        self.etag = None

    def ea(self):
        return os.path.join(self.a, "event.ini")

    def eb(self):
        return os.path.join(self.b, "event.ini")

    def change(self, what, method, path, body, **kw):
        """A change through the API: accepted, a new ETag, the replaced file
        kept in history/."""
        kept = history_count(self.b)
        before = self.server.get("/api/event").etag
        answer = self.server.request(method, path, body=body, **kw)
        ok = self.checks.status(what + " -> 200", answer, 200, 201, 204)
        if ok:
            self.checks.check(what + ": the answer carries a new ETag",
                              answer.etag and answer.etag != before,
                              "%r then %r" % (before, answer.etag))
            self.checks.check(what + ": the replaced file is kept in history/",
                              history_count(self.b) > kept,
                              "%d files before, %d after" % (kept, history_count(self.b)))
        return answer

    files = ("entrants.csv", "results.csv")

    def same_files(self, when):
        for f in self.files:
            a = read_bytes(os.path.join(self.a, f))
            b = read_bytes(os.path.join(self.b, f))
            self.checks.check("%s: %s byte for byte as the CLI writes it" % (when, f), a == b,
                              first_difference(a, b))

    def stop(self):
        self.checks.equal("SIGTERM: exit 0", self.server.stop(), 0)


class MadePair(Pair):
    """An event in two folders a director makes himself (no pairing init):
    cli/ and desk/ under WORK/interchange-NAME, each made by make(folder);
    the desk serves desk/."""

    def __init__(self, tool, work, checks, name):
        self.cli = Cli(tool)
        self.checks = checks
        self.name = name
        self.a = os.path.join(work, "interchange-" + name, "cli")
        self.b = os.path.join(work, "interchange-" + name, "desk")
        for folder in (self.a, self.b):
            if os.path.exists(folder):
                shutil.rmtree(folder)
            os.makedirs(folder)
            self.make(folder)
        self.server = Server(tool, self.b, checks)

    def make(self, folder):
        raise NotImplementedError

    def refused(self, what, method, path, body, *statuses, **kw):
        """A change the desk must refuse with one of statuses, writing nothing."""
        before = top_files(self.b)
        answer = self.server.request(method, path, body=body, **kw)
        self.checks.status(what, answer, *statuses)
        doc = answer.json()
        self.checks.check(what + ": the error is JSON with a message",
                          isinstance(doc, dict) and isinstance(doc.get("error"), str),
                          repr(answer.body[:120]))
        self.checks.check(what + ": nothing written", top_files(self.b) == before)
        return answer


def top_files(folder):
    """The files at the top of the folder (the event's), with their bytes."""
    return {f: read_bytes(os.path.join(folder, f)) for f in sorted(os.listdir(folder))
            if os.path.isfile(os.path.join(folder, f))}


def first_difference(a, b):
    if a is None or b is None:
        return "cli %s, desk %s" % ("missing" if a is None else "present",
                                    "missing" if b is None else "present")
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return "first difference at byte %d: cli %r, desk %r" % (i, a[i:i + 40], b[i:i + 40])
    return "lengths %d and %d" % (len(a), len(b))


def run(tool, work, checks):
    for name, players, settings, tokens, pairings in EVENTS:
        checks.section = "interchange " + name
        pair = Pair(tool, work, checks, name, players, settings)
        try:
            set_up(pair)
            played = play(pair, random.Random(players * 1000 + len(name)), tokens)
            checks.equal("the whole event played (rounds paired)", played, pairings)
            publish(pair)
        except Exception as e:  # the next event still runs
            checks.check("the event ran to its end", False, "%s: %s" % (type(e).__name__, e))
            traceback.print_exc()
        finally:
            checks.section = "interchange " + name
            pair.stop()


def set_up(pair):
    """The desk's folder made as a director would make it in the browser:
    import the spreadsheet, type the particulars and the settings."""
    checks = pair.checks
    answer = pair.server.get("/api/event")
    checks.status("GET /api/event of a folder pairing init made", answer, 200)
    # Two orders a director may take: the spreadsheet first, then the system
    # (the system still empty), or the settings first.
    steps = [lambda: pair.change("PUT the event", "PUT", "/api/event",
                                 {"event": PARTICULARS, "settings": pair.settings}),
             lambda: pair.change("import the entrants", "POST", "/api/players/import",
                                 pair.entrants, content_type="text/csv")]
    if pair.name in ("roundrobin", "knockout"):
        steps.reverse()
    for step in steps:
        step()
        # between the two steps the players tab shows the players so far: none
        # yet, after the settings and before the import, is no error
        players = pair.server.get("/api/players")
        if step is steps[0] and pair.name not in ("roundrobin", "knockout"):
            checks.status("GET /api/players with the system set and no players yet",
                          players, 200)
            checks.equal("GET /api/players with no players yet: an empty list",
                         (players.json() or {}).get("players"), [])
    checks.equal("the import stores the spreadsheet's bytes",
                 read_bytes(os.path.join(pair.b, "entrants.csv")), pair.entrants)
    event = pair.server.get("/api/event").json() or {}
    checks.equal("GET /api/event: the particulars", event.get("event"), PARTICULARS)
    checks.equal("GET /api/event: the system", event.get("system"), pair.settings["system"])
    for key, value in pair.settings.items():
        checks.equal("GET /api/event: settings.%s" % key,
                     (event.get("settings") or {}).get(key), value)
    checks.equal("GET /api/event before round 1: paired, in_progress, missing",
                 [event.get("paired"), event.get("in_progress"), event.get("missing")],
                 [0, None, 0])
    kept_comments(pair)
    if pair.name == "swiss":
        late_entry(pair)
    same_json(pair, "players", "/api/players", "players", "--event", pair.ea(),
              "--format", "json")
    pair.same_files("after setting up")


def kept_comments(pair):
    """PUT /api/event keeps event.ini's comments: every comment line of the
    file pairing init wrote is still there, except the examples of the keys set."""
    now = read_bytes(pair.eb()).decode("utf-8").split("\n")
    lost = []
    for line in pair.pristine_ini.split("\n"):
        if not line.startswith(";"):
            continue
        example = line.lstrip("; ").split("=", 1)[0].strip()
        if "=" in line and example in pair.settings:
            continue
        if line not in now:
            lost.append(line)
    pair.checks.check("event.ini keeps its comments after PUT /api/event", not lost,
                      "lost: %r" % lost[:3])
    # The desk's event.ini and the hand-typed one say the same to the CLI: the
    # pairing command prints the same settings and the same round 1 from both.
    command = {"roundrobin": "roundrobin", "knockout": "knockout"}.get(pair.name, "swiss")
    a = pair.cli.run(command, "--event", pair.ea(), "--format", "json")
    b = pair.cli.run(command, "--event", pair.eb(), "--format", "json")
    pair.checks.check("pairing %s reads the desk's event.ini as the hand-typed one" % command,
                      a.returncode == 0 and (a.returncode, a.stdout) == (b.returncode, b.stdout),
                      "exit %d and %d; %s" % (a.returncode, b.returncode,
                                              first_difference(a.stdout, b.stdout)))


def late_entry(pair):
    """A player added before round 1 is one more line of entrants.csv; the CLI
    folder takes the same file, as a director copies it."""
    checks = pair.checks
    before = read_bytes(os.path.join(pair.b, "entrants.csv"))
    pair.change("POST a player", "POST", "/api/players",
                {"id": "late1", "name": "迟到者", "rating": 1500, "club": "club9"})
    after = read_bytes(os.path.join(pair.b, "entrants.csv"))
    checks.check("the new player is one line added to entrants.csv",
                 after.startswith(before) and after[len(before):].count(b"\n") == 1
                 and b"late1" in after[len(before):], repr(after[len(before):]))
    listed = pair.cli.json("players", "--event", pair.eb(), "--format", "json",
                           check=checks) or {}
    late = [p for p in listed.get("players", []) if p.get("id") == "late1"]
    checks.equal("pairing players lists the new player",
                 [(p.get("name"), p.get("rating"), p.get("club")) for p in late],
                 [("迟到者", 1500, "club9")])
    refused = pair.server.post("/api/players", {"id": "late1", "name": "又一个"})
    checks.status("POST a player whose id exists -> 409", refused, 409)
    checks.equal("a duplicate id writes nothing",
                 read_bytes(os.path.join(pair.b, "entrants.csv")), after)
    with open(os.path.join(pair.a, "entrants.csv"), "wb") as f:
        f.write(after)


def pair_next(pair):
    """The next round by the CLI and by the API; False when the CLI has no
    round left to pair (then the API must refuse as well)."""
    checks = pair.checks
    command = {"roundrobin": ["roundrobin"], "knockout": ["knockout"]}.get(
        pair.name, ["swiss"])
    before = read_bytes(os.path.join(pair.b, "results.csv"))
    done = pair.cli.run(*command, "--event", pair.ea(), "--record", "--format", "json")
    if done.returncode != 0:
        answer = pair.server.post("/api/rounds", {})
        # SPEC §14 names no status for "no round left to pair": a conflict with
        # the event's state (409) or a request that cannot be done (422).
        checks.status("POST /api/rounds when %s refuses (exit %d)" % (command[0], done.returncode),
                      answer, 409, 422)
        checks.equal("the refused POST /api/rounds writes nothing",
                     read_bytes(os.path.join(pair.b, "results.csv")), before)
        return False
    answer = pair.change("POST /api/rounds", "POST", "/api/rounds", {})
    pair.same_files("after pairing")
    try:
        want = json.loads(done.stdout.decode("utf-8"))
    except ValueError:
        want = None
    got = answer.json()
    if isinstance(want, dict):
        differ = [k for k in want if not isinstance(got, dict) or got.get(k) != want[k]]
        checks.check("POST /api/rounds answers the command's JSON", not differ,
                     "keys that differ: %s" % differ)
    return True


def missing_boards(folder):
    return [(int(r["round"]), int(r["board"])) for r in results_rows(folder)
            if r["second"] and not r["result"]]


def enter(pair, rnd, board, token, replace=False, winner=None):
    """One result by pairing record and by PUT; the same bytes after."""
    checks = pair.checks
    args = ["record", "--event", pair.ea(), str(rnd), str(board), token]
    done = pair.cli.run(*(args + (["--replace"] if replace else []) +
                          (["--winner", winner] if winner else [])))
    body = {"result": token}
    if replace:
        body["replace"] = True
    if winner:
        body["winner"] = winner
    path = "/api/rounds/%d/boards/%d" % (rnd, board)
    what = "PUT %s %s%s%s" % (path, token, " replace" if replace else "",
                              " winner " + winner if winner else "")
    if done.returncode == 0:
        pair.change(what, "PUT", path, body)
    else:
        before = read_bytes(os.path.join(pair.b, "results.csv"))
        answer = pair.server.put(path, body)
        checks.check(what + ": refused as pairing record refuses it (exit %d)" % done.returncode,
                     400 <= answer.status < 500, "got %d" % answer.status)
        checks.equal(what + ": refused, nothing written",
                     read_bytes(os.path.join(pair.b, "results.csv")), before)
    pair.same_files("after " + what)


def play(pair, rng, tokens):
    checks = pair.checks
    played = 0
    while pair_next(pair):
        played += 1
        rounds = sorted({r for r, _ in missing_boards(pair.b)})
        for rnd in rounds:
            check_round(pair, rnd)
            check_event(pair)
            if pair.name == "swiss" and rnd == 3:
                outside_change(pair, rnd)
            for r, board in missing_boards(pair.b):
                if r == rnd:
                    token = tokens[rng.randrange(len(tokens))]
                    enter(pair, rnd, board, token)
                    if pair.name == "knockout" and token == "=":
                        # A drawn knockout game needs who went through: refused
                        # without him above, entered with him here.
                        second = [r["second"] for r in results_rows(pair.a)
                                  if int(r["round"]) == rnd and r["board"] == str(board)]
                        enter(pair, rnd, board, "=", winner=second[0])
            check_round(pair, rnd)
            same_json(pair, "standings", "/api/standings", "standings", "--event", pair.ea(),
                      "--format", "json")
            if pair.name in ("qiu", "swiss") and rnd == max(rounds):
                same_json(pair, "check of round %d" % rnd, "/api/check/%d" % rnd, "check",
                          "--event", pair.ea(), "--format", "json")
        if played == 1:
            correction(pair)
            if pair.name == "swiss":
                player_edits(pair)
        if pair.name in ("swiss", "qiu") and played == 2:
            take_back(pair)
        if played > 12:
            checks.check("the event ends", False, "still pairing after 12 rounds")
            break
    same_json(pair, "players at the end", "/api/players", "players", "--event", pair.ea(),
              "--format", "json")
    a = pair.cli.run("standings", "--event", pair.ea(), "--format", "json").stdout
    b = pair.cli.run("standings", "--event", pair.eb(), "--format", "json").stdout
    checks.check("pairing standings prints the same bytes from both folders", a == b,
                 first_difference(a, b))
    if pair.name in ("qiu", "swiss"):
        earlier_checks(pair)
    printouts(pair)
    return played


def printouts(pair):
    """GET /print/... (pairing-serve(1)): the A4 printouts as the commands
    write them with --format html, byte for byte."""
    last = max(int(r["round"]) for r in results_rows(pair.a))
    pages = [("/print/standings", ["standings"]), ("/print/players", ["players"])]
    if pair.name in ("qiu", "swiss"):
        pages += [("/print/round/%d" % n, ["swiss", "--round", str(n)]) for n in (1, last)]
    if pair.name == "roundrobin":
        pages.append(("/print/schedule", ["roundrobin"]))
    for path, command in pages:
        done = pair.cli.run(*(command + ["--event", pair.ea(), "--format", "html"]))
        answer = pair.server.get(path)
        pair.checks.status("GET %s" % path, answer, 200)
        pair.checks.check("GET %s is text/html" % path,
                          answer.headers.get("content-type", "").startswith("text/html"),
                          answer.headers.get("content-type", ""))
        pair.checks.check("GET %s is what pairing %s --format html writes" % (path, command[0]),
                          done.returncode == 0 and answer.body == done.stdout,
                          first_difference(done.stdout, answer.body))


def earlier_checks(pair):
    """GET /api/check/N of a round before the last."""
    rows = results_rows(pair.a)
    last = max(int(r["round"]) for r in rows)
    data = read_bytes(os.path.join(pair.a, "results.csv")).decode("utf-8").split("\n")
    for rnd in range(1, last):
        copy = os.path.join(os.path.dirname(pair.a), "check-%d" % rnd)
        if os.path.exists(copy):
            shutil.rmtree(copy)
        shutil.copytree(pair.a, copy, ignore=shutil.ignore_patterns("site", "history"))
        kept = [data[0]] + [l for l in data[1:] if l and int(l.split(",")[0]) <= rnd]
        with open(os.path.join(copy, "results.csv"), "w", encoding="utf-8") as f:
            f.write("\n".join(kept) + "\n")
        # pairing check checks the last round; SPEC §14 leaves open whether
        # /api/check/N answers for an earlier one.  Either it refuses (409) or it
        # answers what pairing check says of the results up to round N.
        answer = pair.server.get("/api/check/%d" % rnd)
        if answer.status == 409:
            continue
        want = pair.cli.json("check", "--event", os.path.join(copy, "event.ini"), "--format",
                             "json")
        pair.checks.status("GET /api/check/%d of an earlier round -> 200 or 409" % rnd,
                           answer, 200)
        pair.checks.equal("GET /api/check/%d as pairing check says of rounds 1 to %d"
                          % (rnd, rnd), answer.json(), want)


def check_round(pair, rnd):
    """GET /api/rounds/N as results.csv holds round N."""
    rows = [r for r in results_rows(pair.b) if int(r["round"]) == rnd]
    want = {"round": rnd,
            "pairings": [{"board": int(r["board"]), "first": r["first"], "second": r["second"],
                          "result": r["result"] or None} for r in rows if r["second"]],
            "byes": [(r["first"], r["result"]) for r in rows if not r["second"]]}
    got = pair.server.get("/api/rounds/%d" % rnd).json() or {}
    # A bye is the player's id, as pairing swiss prints it, or (as
    # pairing-serve(1) has it) {"player": id, "result": the file's token}.
    byes = [(b.get("player"), b.get("result")) if isinstance(b, dict) else (b, "bye")
            for b in got.get("byes") or []]
    got = {"round": got.get("round"),
           "pairings": [{k: p.get(k) for k in ("board", "first", "second", "result")}
                        for p in got.get("pairings") or []],
           "byes": byes}
    if pair.name == "knockout":
        del got["byes"], want["byes"]  # the draw's byes are not rows of the file
    pair.checks.equal("GET /api/rounds/%d as results.csv holds it" % rnd, got, want)


def check_event(pair):
    """paired, in_progress and missing of GET /api/event, from results.csv."""
    rows = results_rows(pair.b)
    if pair.name == "roundrobin":
        return  # the whole schedule is recorded at once: no single round in progress
    paired = max([int(r["round"]) for r in rows] or [0])
    missing = sum(1 for r in rows if r["second"] and not r["result"])
    event = pair.server.get("/api/event").json() or {}
    pair.checks.equal("GET /api/event: paired, in_progress, missing",
                      [event.get("paired"), event.get("in_progress"), event.get("missing")],
                      [paired, paired if missing else None, missing])


def same_json(pair, what, path, *command):
    want = pair.cli.json(*command)
    answer = pair.server.get(path)
    if want is None:
        pair.checks.check("GET %s when pairing %s fails" % (path, command[0]),
                          400 <= answer.status < 500, "got %d" % answer.status)
        return
    pair.checks.status("GET %s" % path, answer, 200)
    pair.checks.equal("GET %s prints what pairing %s prints (%s)" % (path, command[0], what),
                      answer.json(), want)


def correction(pair):
    """A past result corrected: pairing record --replace and replace: true."""
    rows = [r for r in results_rows(pair.b) if r["round"] == "1" and r["second"]]
    if not rows:
        return
    old = rows[0]["result"]
    new = "0-1" if old in ("1-0", "+-") else "1-0"
    last = max(int(r["round"]) for r in results_rows(pair.b))
    if last == 1:
        enter(pair, 1, int(rows[0]["board"]), new, replace=True)
        check_round(pair, 1)


def player_edits(pair):
    """A name corrected and a withdrawal after round 1; the CLI folder takes
    the desk's entrants.csv as a director copies it."""
    checks = pair.checks
    pair.change("PUT a player's name", "PUT", "/api/players/p2", {"name": "改名的选手"})
    pair.change("withdraw a player after round 1", "PUT", "/api/players/p4", {"withdrawn": 1})
    listed = pair.cli.json("players", "--event", pair.eb(), "--format", "json",
                           check=checks) or {}
    by_id = {p.get("id"): p for p in listed.get("players", [])}
    checks.equal("pairing players reads the new name", by_id.get("p2", {}).get("name"),
                 "改名的选手")
    checks.equal("pairing players reads the withdrawal", by_id.get("p4", {}).get("withdrawn"), 1)
    # A late entry (pairing-files(5), joined): paired from round 2.
    pair.change("POST a late entry for round 2", "POST", "/api/players",
                {"id": "late2", "name": "第二轮加入", "rating": 1600, "club": "club1", "joined": 2})
    listed = pair.cli.json("players", "--event", pair.eb(), "--format", "json",
                           check=checks) or {}
    late = [p.get("joined") for p in listed.get("players", []) if p.get("id") == "late2"]
    checks.equal("pairing players reads the late entry joining in round 2", late, [2])
    shutil.copyfile(os.path.join(pair.b, "entrants.csv"), os.path.join(pair.a, "entrants.csv"))
    same_json(pair, "players after the edits", "/api/players", "players", "--event", pair.ea(),
              "--format", "json")


def take_back(pair):
    """Pair the next round, take it back: results.csv as it was; a round
    that is not the last, or has a result, is not taken back."""
    checks = pair.checks
    before = read_bytes(os.path.join(pair.b, "results.csv"))
    last = max(int(r["round"]) for r in results_rows(pair.b))
    answer = pair.change("POST /api/rounds (to take back)", "POST", "/api/rounds", {})
    if answer.status not in (200, 201):
        return
    paired = read_bytes(os.path.join(pair.b, "results.csv"))
    refused = pair.server.delete("/api/rounds/%d" % last)
    checks.status("DELETE a round that is not the last -> 409", refused, 409)
    checks.equal("the refused take-back writes nothing",
                 read_bytes(os.path.join(pair.b, "results.csv")), paired)
    pair.change("DELETE /api/rounds/%d" % (last + 1), "DELETE", "/api/rounds/%d" % (last + 1),
                None)
    checks.equal("the take-back leaves results.csv byte for byte as before",
                 read_bytes(os.path.join(pair.b, "results.csv")), before)
    checks.status("GET the round taken back -> 404",
                  pair.server.get("/api/rounds/%d" % (last + 1)), 404)
    checks.status("DELETE it again -> 404",
                  pair.server.delete("/api/rounds/%d" % (last + 1)), 404)
    pair.same_files("after the take-back")


def outside_change(pair, rnd):
    """pairing record on the desk's folder while it serves: the next request
    sees it, and a change based on the ETag read before is refused."""
    checks = pair.checks
    boards = [b for r, b in missing_boards(pair.b) if r == rnd]
    if len(boards) < 2:
        return
    tag = pair.server.get("/api/rounds/%d" % rnd).etag
    for event in (pair.ea(), pair.eb()):
        pair.cli.run("record", "--event", event, str(rnd), str(boards[0]), "0-1", check=checks)
    seen = pair.server.get("/api/rounds/%d" % rnd)
    checks.check("the outside change changes the ETag", seen.etag and seen.etag != tag,
                 "%r then %r" % (tag, seen.etag))
    game = [p for p in (seen.json() or {}).get("pairings", []) if p.get("board") == boards[0]]
    checks.equal("GET /api/rounds/%d shows the result the CLI entered" % rnd,
                 [p.get("result") for p in game], ["0-1"])
    before = read_bytes(os.path.join(pair.b, "results.csv"))
    answer = pair.server.put("/api/rounds/%d/boards/%d" % (rnd, boards[1]), {"result": "1-0"},
                             headers={"If-Match": tag or '"x"'})
    checks.status("a change based on the ETag before the outside change -> 409", answer, 409)
    checks.equal("the refused change writes nothing",
                 read_bytes(os.path.join(pair.b, "results.csv")), before)
    pair.same_files("after the outside change")


def publish(pair):
    """POST /api/publish writes the site pairing publish writes."""
    checks = pair.checks
    done = pair.cli.run("publish", "--event", pair.ea(), "--site", os.path.join(pair.a, "site"))
    answer = pair.server.post("/api/publish", {"site": "site"})
    if done.returncode != 0:
        checks.check("POST /api/publish refused as pairing publish refuses",
                     400 <= answer.status < 500, "got %d" % answer.status)
        return
    checks.status("POST /api/publish -> 200", answer, 200, 201)
    a = snapshot(os.path.join(pair.a, "site"))
    b = snapshot(os.path.join(pair.b, "site"))
    checks.equal("the published site has pairing publish's files", sorted(b), sorted(a))
    differ = [f for f in a if a[f] != b.get(f)]
    checks.check("the published pages are pairing publish's bytes", not differ,
                 "differ: %s" % differ[:5])

