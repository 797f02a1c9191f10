"""Nothing lost (SPEC §14): a stream of result entries and pairings through the
API, the server killed with SIGKILL at random moments and started again on the
same folder.  After every kill each file still reads, results.csv is the last
state the client saw acknowledged or the state after the change in flight
(an acknowledged change is never lost), no temporary file is left once the
server has started again, and every replaced version is kept in history/."""

import http.client
import os
import random
import shutil
import threading
import time

from harness import Cli, Server, init_event, players_csv, read_bytes, results_rows

KILLS = 40
PLAYERS = 60
ROUNDS = 9
TOKENS = ["1-0", "0-1", "=", "1-0", "0-1"]


class Stream:
    """The client: enters every missing result, pairs the next round when
    none is missing, and keeps the states of results.csv it saw acknowledged."""

    def __init__(self, server, folder, rng, acked, ops):
        self.server = server
        self.ops = ops  # ops[i] is the change that made acked[i + 1]
        self.folder = folder
        self.rng = rng
        self.acked = acked
        self.inflight = None
        self.unexpected = None
        self.finished = False

    def next_op(self):
        rows = results_rows(self.folder)
        for r in rows:
            if r["second"] and not r["result"]:
                return ("put", int(r["round"]), int(r["board"]),
                        TOKENS[self.rng.randrange(len(TOKENS))])
        return ("pair",)

    def run(self):
        while True:
            op = self.next_op()
            self.inflight = op
            try:
                if op[0] == "put":
                    answer = self.server.put("/api/rounds/%d/boards/%d" % op[1:3],
                                             {"result": op[3]})
                else:
                    answer = self.server.post("/api/rounds", {})
            except (OSError, http.client.HTTPException):
                return  # killed with the change in flight
            if answer.status == 503:
                return  # shutting down on SIGTERM: refused, the change in flight or not
            if op[0] == "pair" and answer.status == 409:
                self.finished = True
                self.inflight = None
                return
            if answer.status not in (200, 201):
                self.unexpected = "%s answered %d %r" % (op, answer.status, answer.body[:100])
                self.inflight = None
                return
            self.acked.append(read_bytes(os.path.join(self.folder, "results.csv")))
            self.ops.append(op)
            self.inflight = None


def after(cli, folder, base, op, scratch):
    """results.csv after op applied by the CLI to base."""
    if os.path.exists(scratch):
        shutil.rmtree(scratch)
    os.makedirs(scratch)
    for name in ("event.ini", "entrants.csv"):
        shutil.copyfile(os.path.join(folder, name), os.path.join(scratch, name))
    with open(os.path.join(scratch, "results.csv"), "wb") as f:
        f.write(base)
    event = os.path.join(scratch, "event.ini")
    if op[0] == "put":
        cli.run("record", "--event", event, str(op[1]), str(op[2]), op[3])
    else:
        cli.run("swiss", "--event", event, "--record")
    return read_bytes(os.path.join(scratch, "results.csv"))


def run(tool, work, checks):
    checks.section = "kill"
    cli = Cli(tool)
    rng = random.Random(20261206)
    folder = os.path.join(work, "kill")
    scratch = os.path.join(work, "kill-scratch")
    new_event(cli, folder, checks)
    acked = [read_bytes(os.path.join(folder, "results.csv"))]
    known = set(acked)
    changes = 0
    kills = 0
    reported = set()
    ops = []
    for cycle in range(KILLS):
        server = Server(tool, folder, checks)
        leftovers(folder, known, checks, cycle, reported)
        stream = Stream(server, folder, rng, acked, ops)
        thread = threading.Thread(target=stream.run)
        acked_before = len(acked)
        thread.start()
        time.sleep(rng.choice([0, 0.001, 0.003]) + rng.random() * 0.06)
        if cycle % 8 == 7:
            # SIGTERM instead: the write in progress is finished, exit 0.
            checks.equal("cycle %d: SIGTERM during the stream: exit 0" % cycle, server.stop(), 0)
        else:
            server.kill()
            kills += 1
        thread.join(30)
        checks.check("cycle %d: the client stops when the server is killed" % cycle,
                     not thread.is_alive())
        checks.check("cycle %d: the server answered every change" % cycle,
                     stream.unexpected is None, stream.unexpected or "")
        changes += len(acked) - acked_before
        known.update(acked[acked_before:])
        now = read_bytes(os.path.join(folder, "results.csv"))
        if now != acked[-1]:
            inflight = stream.inflight
            want = after(cli, folder, acked[-1], inflight, scratch) if inflight else None
            ok = checks.check("cycle %d: results.csv is the last acknowledged state or the "
                              "state after the change in flight" % cycle, now == want,
                              "in flight: %r; %s" % (inflight, "an earlier state"
                                                     if now in known else "an unknown state"))
            if ok:
                acked.append(now)
                ops.append(inflight + ("(in flight at the kill of cycle %d)" % cycle,))
                known.add(now)
                changes += 1
        done = cli.run("standings", "--event", os.path.join(folder, "event.ini"), "--format",
                       "json")
        checks.check("cycle %d: every file reads (pairing standings exits 0)" % cycle,
                     done.returncode == 0, done.stderr.decode(errors="replace")[:200])
        if stream.finished:
            break
    server = Server(tool, folder, checks)
    leftovers(folder, known, checks, "last", reported)
    kept = os.listdir(os.path.join(folder, "history")) if os.path.isdir(
        os.path.join(folder, "history")) else []
    kept = [f for f in kept if "tmp" not in f.lower() and not f.startswith(".")]
    checks.check("history/ keeps a version per change (%d changes)" % changes,
                 len(kept) >= changes, "%d files" % len(kept))
    contents = [read_bytes(os.path.join(folder, "history", f)) for f in kept]
    lost = [ops[i] for i, state in enumerate(acked[:-1]) if state not in contents]
    checks.check("history/ holds every version that was replaced", not lost,
                 "%d versions missing, those replaced by %s" % (len(lost), lost[:4]))
    checks.equal("after %d kills, the server stops on SIGTERM with 0" % kills, server.stop(), 0)
    checks.check("the stream made changes (%d)" % changes, changes >= KILLS // 2)


def concurrent(tool, work, checks):
    """Eight clients entering results at once, without If-Match, each its own
    boards: every entry is kept, and the file is what pairing record makes of
    them one after the other."""
    checks.section = "concurrent"
    cli = Cli(tool)
    folder = os.path.join(work, "concurrent")
    init_event(cli, folder, players_csv(80, 8), {"system": "swiss", "rounds": "5"})
    cli.run("swiss", "--event", os.path.join(folder, "event.ini"), "--record", check=checks)
    rows = results_rows(folder)
    entries = [(int(r["round"]), int(r["board"]), TOKENS[i % len(TOKENS)])
               for i, r in enumerate(rows) if r["second"]]
    scratch = os.path.join(work, "concurrent-cli")
    shutil.copytree(folder, scratch)
    for rnd, board, token in entries:
        cli.run("record", "--event", os.path.join(scratch, "event.ini"), str(rnd), str(board),
                token)
    server = Server(tool, folder, checks)
    statuses = []

    def client(mine):
        for rnd, board, token in mine:
            try:
                answer = server.put("/api/rounds/%d/boards/%d" % (rnd, board), {"result": token})
                statuses.append(answer.status)
            except (OSError, http.client.HTTPException) as e:
                statuses.append(repr(e))

    threads = [threading.Thread(target=client, args=(entries[i::8],)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    checks.equal("%d entries at once: every one answered 200" % len(entries),
                 sorted(set(map(str, statuses))), ["200"])
    checks.check("%d entries at once: results.csv as pairing record writes them" % len(entries),
                 read_bytes(os.path.join(folder, "results.csv")) ==
                 read_bytes(os.path.join(scratch, "results.csv")))
    same_version(server, folder, checks)
    checks.equal("SIGTERM: exit 0", server.stop(), 0)


def same_version(server, folder, checks):
    """Four tabs that read the same version each correct a different board at
    the same moment, with If-Match: one is made, three get 409 (the version
    is checked and the file written as one step)."""
    boards = [int(r["board"]) for r in results_rows(folder) if r["second"]]
    for attempt in range(6):
        tag = server.get("/api/event").etag
        before = results_rows(folder)
        mine = boards[attempt * 4:attempt * 4 + 4]
        statuses = []
        barrier = threading.Barrier(len(mine))

        def tab(board):
            token = "0-1" if [r for r in before if r["second"] and int(r["board"]) == board
                              ][0]["result"] != "0-1" else "1-0"
            barrier.wait()
            answer = server.put("/api/rounds/1/boards/%d" % board,
                                {"result": token, "replace": True}, headers={"If-Match": tag})
            statuses.append(answer.status)

        threads = [threading.Thread(target=tab, args=(b,)) for b in mine]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        changed = [a for a, b in zip(results_rows(folder), before) if a != b]
        checks.equal("%d tabs with one version at once: one 200, the others 409" % len(mine),
                     sorted(statuses), [200] + [409] * (len(mine) - 1))
        checks.equal("%d tabs with one version at once: one board changed" % len(mine),
                     len(changed), 1)


def new_event(cli, folder, checks):
    init_event(cli, folder, players_csv(PLAYERS, 99), {"system": "swiss", "rounds": str(ROUNDS)})
    cli.run("swiss", "--event", os.path.join(folder, "event.ini"), "--record", check=checks)


def leftovers(folder, known, checks, cycle, reported):
    """Once the server has started, only the event's files and history/ are
    there, and every file of history/ is a version results.csv had."""
    extra = sorted(set(os.listdir(folder)) - {"event.ini", "entrants.csv", "results.csv",
                                              "history"} - reported)
    reported.update(extra)
    checks.check("cycle %s: no temporary file left after the start" % cycle, not extra,
                 "left: %s" % extra)
    history = os.path.join(folder, "history")
    if not os.path.isdir(history):
        return
    names = [f for f in sorted(os.listdir(history)) if f not in reported]
    temporary = [f for f in names if "tmp" in f.lower() or f.startswith(".")]
    checks.check("cycle %s: no temporary file left in history/ after the start" % cycle,
                 not temporary, "left: %s" % temporary[:3])
    odd = [f for f in names if f not in temporary
           and read_bytes(os.path.join(history, f)) not in known]
    reported.update(temporary + odd)  # each odd file once, not again at every start
    checks.check("cycle %s: every file of history/ is a whole version of results.csv" % cycle,
                 not odd, "not a version: %s" % odd[:3])
