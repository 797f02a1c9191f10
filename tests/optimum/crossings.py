"""crossings.py - the plain Swiss under balanced colours against an exact
optimiser written by other people (networkx's max_weight_matching).

Generated events (10 to 300 players, results drawn by rating, draws, some
forfeits) are paired round by round by `pairing swiss --system swiss`, and every
round is measured against SPEC §12's order, recomputed here from the rule text
alone:

  (1) no rematch;
      the bye given first: the lowest placed (lowest score group, then the
      largest number) of those with the fewest byes whose absence leaves the
      rest pairable without a rematch (SPEC §5, §12);
  (2) the fewest players breaking a colour constraint (禁连三: three games
      running with one colour; 禁多三: firsts and seconds more than two apart,
      counting games played over the board);
  (3) the fewest pairs across score groups, boundary by boundary from the top.

The optimum of (2) then (3) is one maximum-weight perfect matching whose
weights fold them lexicographically in Python's unbounded integers, so no
boundary ever shares room with another.  A round must have the optimum's bye,
its number of colour breaks and its crossings at every boundary; `pairing
check` must accept the round, and must refuse a round that crosses more.

usage: /usr/bin/python3 crossings.py PAIRING [EVENTS [MAXPLAYERS]]
       exit 1 on the first round that is not optimal, with the event kept
"""

import csv
import json
import os
import random
import subprocess
import sys
import tempfile

try:
    import networkx as nx
except ImportError:
    print("crossings: networkx not installed, the optimum check skipped")
    sys.exit(0)

from colour_rules import pair_breaks

SEED = 20261206


class Event:
    def __init__(self, rng, n, rounds):
        self.n = n
        self.rounds = rounds
        self.ids = ["p%d" % (i + 1) for i in range(n)]
        self.rating = {p: 2400 - 7 * i for i, p in enumerate(self.ids)}
        self.number = {p: i + 1 for i, p in enumerate(self.ids)}
        self.score = {p: 0 for p in self.ids}  # half-points
        self.colours = {p: [] for p in self.ids}
        self.met = set()
        self.byes = {p: 0 for p in self.ids}
        self.rows = []
        self.rng = rng

    def groups(self):
        """Group index per player, 0 the top score group."""
        scores = sorted(set(self.score.values()), reverse=True)
        index = {s: i for i, s in enumerate(scores)}
        return {p: index[self.score[p]] for p in self.ids}, len(scores)

    def pairable(self, players):
        g = nx.Graph()
        g.add_nodes_from(players)
        for i, a in enumerate(players):
            for b in players[i + 1:]:
                if frozenset((a, b)) not in self.met:
                    g.add_edge(a, b)
        m = nx.max_weight_matching(g, maxcardinality=True)
        return 2 * len(m) == len(players)

    def bye_holder(self, group):
        """SPEC §5, §12: the lowest placed with the fewest byes, given first."""
        fewest = min(self.byes.values())
        order = sorted(self.ids, key=lambda p: (-group[p], -self.number[p]))
        for p in order:
            if self.byes[p] != fewest:
                continue
            if self.pairable([q for q in self.ids if q != p]):
                return p
        return None

    def optimum(self, players, group, ngroups):
        """The least colour breaks, then the crossings from the top."""
        half = len(players) // 2 + 1
        unit = [0] * ngroups
        w = 1
        for b in range(ngroups - 1, -1, -1):  # boundary b lies below group b
            unit[b] = w
            w *= half + 1
        colour_unit = w
        big = colour_unit * (len(players) + 1)
        g = nx.Graph()
        g.add_nodes_from(players)
        for i, a in enumerate(players):
            for b in players[i + 1:]:
                if frozenset((a, b)) in self.met:
                    continue
                lo, hi = sorted((group[a], group[b]))
                cost = pair_breaks(self.colours[a], self.colours[b]) * colour_unit
                cost += sum(unit[k] for k in range(lo, hi))
                g.add_edge(a, b, weight=big - cost)
        m = nx.max_weight_matching(g, maxcardinality=True)
        if 2 * len(m) != len(players):
            return None
        return [tuple(e) for e in m]

    def measure(self, pairs, group, ngroups):
        breaks = sum(pair_breaks(self.colours[a], self.colours[b]) for a, b in pairs)
        crossings = [0] * (ngroups - 1)
        for a, b in pairs:
            lo, hi = sorted((group[a], group[b]))
            for k in range(lo, hi):
                crossings[k] += 1
        return breaks, crossings

    def play(self, rnd, pairs, bye):
        for a, b in pairs:
            roll = self.rng.random()
            forfeit = self.rng.random() < 0.02
            edge = (self.rating[a] - self.rating[b]) / 800.0
            if forfeit:
                result = "+-" if roll < 0.5 else "-+"
            elif roll < 0.2:
                result = "="
            elif roll < 0.6 + edge:
                result = "1-0"
            else:
                result = "0-1"
            if not forfeit:  # a forfeit is no meeting and gives no colour
                self.met.add(frozenset((a, b)))
                self.colours[a].append("F")
                self.colours[b].append("S")
            gain = {"1-0": (2, 0), "0-1": (0, 2), "=": (1, 1), "+-": (2, 0), "-+": (0, 2)}
            self.score[a] += gain[result][0]
            self.score[b] += gain[result][1]
            self.rows.append((rnd, a, b, result))
        if bye:
            self.byes[bye] += 1
            self.score[bye] += 2
            self.rows.append((rnd, bye, "", "bye"))


def write_files(folder, ev):
    entrants = os.path.join(folder, "entrants.csv")
    results = os.path.join(folder, "results.csv")
    with open(entrants, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "name", "rating"])
        for p in ev.ids:
            w.writerow([p, "Player %s" % p, ev.rating[p]])
    with open(results, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["round", "first", "second", "result"])
        for row in ev.rows:
            w.writerow(row)
    return entrants, results


def run(tool, args):
    return subprocess.run([tool] + args, capture_output=True, text=True)


def check_round(tool, folder, ev, rnd):
    entrants, results = write_files(folder, ev)
    common = ["--system", "swiss", "--rounds", str(ev.rounds), "--entrants", entrants]
    out = run(tool, ["swiss"] + common + (["--results", results] if ev.rows else [])
              + ["--format", "json"])
    if out.returncode != 0:
        return "pairing failed: " + out.stderr.strip(), None
    doc = json.loads(out.stdout)
    pairs = [(p["first"], p["second"]) for p in doc["pairings"]]
    bye = doc["byes"][0] if doc.get("byes") else None
    if rnd == 1:
        ev.play(rnd, pairs, bye)
        return None, None
    group, ngroups = ev.groups()
    if any(frozenset(p) in ev.met for p in pairs):
        return "a rematch", None
    want_bye = ev.bye_holder(group) if ev.n % 2 else None
    if bye != want_bye:
        return "bye to %s, the rules give it to %s" % (bye, want_bye), None
    rest = [p for p in ev.ids if p != bye]
    best = ev.optimum(rest, group, ngroups)
    got = ev.measure(pairs, group, ngroups)
    want = ev.measure(best, group, ngroups)
    if got != want:
        return ("colour breaks %d, crossings %s; the optimum has %d, %s"
                % (got[0], got[1], want[0], want[1])), best
    ev.play(rnd, pairs, bye)
    entrants, results = write_files(folder, ev)
    chk = run(tool, ["check"] + common + ["--results", results])
    if chk.returncode != 0:
        return "pairing check refuses an optimal round: " + chk.stdout + chk.stderr, None
    return None, None


def main():
    tool = sys.argv[1]
    events = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    most = int(sys.argv[3]) if len(sys.argv) > 3 else 300
    rng = random.Random(SEED)
    rounds_checked = 0
    with tempfile.TemporaryDirectory() as folder:
        for k in range(events):
            n = rng.randint(10, most) if k else most
            rounds = rng.randint(5, 11)
            ev = Event(rng, n, rounds)
            for rnd in range(1, rounds + 1):
                problem, _ = check_round(tool, folder, ev, rnd)
                if problem:
                    keep = os.path.join(os.environ.get("TMPDIR", "/tmp"),
                                        "crossings-failed-%d" % k)
                    os.makedirs(keep, exist_ok=True)
                    write_files(keep, ev)
                    print("crossings: event %d (%d players, %d rounds), round %d: %s"
                          % (k, n, rounds, rnd, problem))
                    print("crossings: its results before the round are in " + keep)
                    sys.exit(1)
                rounds_checked += 1
    print("crossings: %d rounds of %d event%s, each at SPEC §12's optimum" %
          (rounds_checked, events, "" if events == 1 else "s"))


if __name__ == "__main__":
    main()
