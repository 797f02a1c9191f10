"""reasons.py - every reason `pairing swiss --explain` gives, checked against
the facts of the round, recomputed here from the results alone (networkx, an
optimiser no one here wrote, decides what can be paired).

Generated Qiu and plain Swiss events (8 to 90 players, draws, forfeits) are
paired round by round with --explain --format json.  Each decision the JSON
lists ("decisions": kind, player, group, reason) must be true of the round:

  float, odd-group   the group's players left to pair (those not taken by a
                     floater from above) are odd;
  float, met         they cannot all be paired among themselves without a
                     rematch: the odd one and the "met" floaters of the group
                     are no more than a largest matching of new pairs leaves;
  float, colours     as many as a largest matching of new pairs that keep the
                     colour constraints leaves (balanced colours only);
  float, below       (拆对) the players below without two such floaters
                     could not be paired without a rematch, or not with as few
                     colour breaks as the round has;
  float-on, met      every player of the group he has not met was taken by a
                     floater from above;
  float-on, taken    every player of the group was taken by a floater from above;
  shift, met         he has met his same-position partner;
  shift, colours     that pair breaks a colour constraint either player could
                     keep;
  shift, taken       the same-position partner plays someone else.

usage: /usr/bin/python3 reasons.py PAIRING [EVENTS]
"""

import csv
import itertools
import json
import os
import random
import subprocess
import sys
import tempfile

try:
    import networkx as nx
except ImportError:
    print("reasons: networkx not installed, the explanation check skipped")
    sys.exit(0)

from colour_rules import avoidable, pair_breaks

SEED = 20261207


class Event:
    def __init__(self, rng, system, n, rounds):
        self.system = system
        self.n = n
        self.rounds = rounds
        self.ids = ["p%02d" % (i + 1) for i in range(n)]
        self.points = {p: 0.0 for p in self.ids}
        self.colours = {p: [] for p in self.ids}
        self.met = set()
        self.rows = []
        self.rng = rng
        self.win = 2.0 if system == "qiu" else 1.0

    def play(self, rnd, pairs, byes):
        for a, b in pairs:
            roll = self.rng.random()
            if roll < 0.03:
                result, ga, gb, played = "+-", self.win, 0, False
            elif roll < 0.25:
                result, ga, gb, played = "=", self.win / 2, self.win / 2, True
            elif roll < 0.65:
                result, ga, gb, played = "1-0", self.win, 0, True
            else:
                result, ga, gb, played = "0-1", 0, self.win, True
            if played:
                self.met.add(frozenset((a, b)))
                self.colours[a].append("F")
                self.colours[b].append("S")
            self.points[a] += ga
            self.points[b] += gb
            self.rows.append((rnd, a, b, result))
        for p in byes:
            self.points[p] += self.win
            self.rows.append((rnd, p, "", "bye"))

    def files(self, folder):
        e, r = os.path.join(folder, "entrants.csv"), os.path.join(folder, "results.csv")
        with open(e, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["id", "name", "rating"])
            for i, p in enumerate(self.ids):
                w.writerow([p, "Player " + p, 2300 - 5 * i])
        with open(r, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["round", "first", "second", "result"])
            w.writerows(self.rows)
        return e, r


def largest(players, edge_ok):
    g = nx.Graph()
    g.add_nodes_from(players)
    for a, b in itertools.combinations(players, 2):
        if edge_ok(a, b):
            g.add_edge(a, b)
    return len(nx.max_weight_matching(g, maxcardinality=True))


def fewest_breaks(ev, players):
    """The fewest colour breaks of a perfect matching of new pairs, or None."""
    g = nx.Graph()
    for a, b in itertools.combinations(players, 2):
        if frozenset((a, b)) not in ev.met:
            g.add_edge(a, b, weight=10 - pair_breaks(ev.colours[a], ev.colours[b]))
    m = nx.max_weight_matching(g, maxcardinality=True)
    if 2 * len(m) != len(players):
        return None
    return sum(pair_breaks(ev.colours[a], ev.colours[b]) for a, b in m)


class Round:
    """The facts of one paired round, for checking what its explanation says."""

    def __init__(self, ev, doc, number):
        self.ev = ev
        self.pairs = [(p["first"], p["second"]) for p in doc["pairings"]]
        self.byes = list(doc.get("byes", []))
        self.partner = {}
        for a, b in self.pairs:
            self.partner[a], self.partner[b] = b, a
        # Appendix 3 §二.1.3: the Qiu round 2 bye is number 2's before any group
        fixed_bye = ev.system == "qiu" and number <= 2
        self.players = set(self.partner) | (set() if fixed_bye else set(self.byes))
        self.balanced = doc.get("settings", {}).get("colours") == "balanced"

    def group(self, score):
        return [p for p in self.players if self.ev.points[p] == score]

    def taken_from_above(self, p):
        q = self.partner.get(p)
        return q is not None and self.ev.points[q] > self.ev.points[p]

    def left_to_pair(self, score):
        return [p for p in self.group(score) if not self.taken_from_above(p)]

    def below(self, score):
        """Everyone paired below the boundary under `score`, the bye aside."""
        out = set()
        for a, b in self.pairs:
            if min(self.ev.points[a], self.ev.points[b]) < score:
                out |= {a, b}
        return out

    def new_pair(self, a, b):
        return frozenset((a, b)) not in self.ev.met

    def kept_pair(self, a, b):
        return self.new_pair(a, b) and avoidable(self.ev.colours[a], self.ev.colours[b]) <= 0


def check_floats(rnd, decisions):
    problems = []
    by_group = {}
    for d in decisions:
        if d["kind"] == "float":
            by_group.setdefault(d["group"], []).append(d)
    for score, floats in by_group.items():
        left = rnd.left_to_pair(score)
        k = len(left)
        odd = sum(d["reason"] == "odd-group" for d in floats)
        met = sum(d["reason"] == "met" for d in floats)
        colours = sum(d["reason"] == "colours" for d in floats)
        below = [d["player"] for d in floats if d["reason"] == "below"]
        if odd and k % 2 == 0:
            problems.append("group %s: 'odd' but %d left to pair" % (score, k))
        if met:
            room = k - 2 * largest(left, rnd.new_pair)
            if odd + met > room:
                problems.append("group %s: %d float for 'met' but new pairs leave %d"
                                % (score, met, room - k % 2))
        if colours:
            room = k - 2 * largest(left, rnd.kept_pair)
            if not rnd.balanced or odd + met + colours > room:
                problems.append("group %s: %d float for 'colours' but kept pairs leave %d"
                                % (score, colours, room))
        if below:
            if len(below) < 2:
                problems.append("group %s: one 'below' floater alone" % score)
                continue
            rest = sorted(rnd.below(score) - set(below[:2]))
            new = largest(rest, rnd.new_pair)
            actual = sum(pair_breaks(rnd.ev.colours[a], rnd.ev.colours[b])
                         for a, b in rnd.pairs if a in rest and b in rest)
            fewest = fewest_breaks(rnd.ev, rest) if 2 * new == len(rest) else None
            if 2 * new == len(rest) and (not rnd.balanced or fewest <= actual):
                problems.append("group %s: 'below' for %s, but the rest below pairs "
                                "without them" % (score, below[:2]))
    return problems


def check_others(rnd, decisions):
    problems = []
    for d in decisions:
        x, score = d["player"], d["group"]
        if d["kind"] == "float-on":
            others = [c for c in rnd.group(score) if c != x]
            if d["reason"] == "taken":
                free = [c for c in others if not rnd.taken_from_above(c)]
            elif d["reason"] == "met":
                free = [c for c in others if rnd.new_pair(x, c) and not rnd.taken_from_above(c)]
            else:
                continue
            if free:
                problems.append("%s floats on for '%s', but %s was free"
                                % (x, d["reason"], free))
        elif d["kind"] == "shift" and "other" in d:
            y0 = d["other"]
            ok = {"met": not rnd.new_pair(x, y0),
                  "colours": avoidable(rnd.ev.colours[x], rnd.ev.colours[y0]) > 0,
                  "taken": rnd.partner.get(y0) != x}.get(d["reason"], True)
            if not ok:
                problems.append("%s shifted off %s for '%s', which is not so"
                                % (x, y0, d["reason"]))
    return problems


def main():
    tool = sys.argv[1]
    events = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    rng = random.Random(SEED)
    counted = {}
    with tempfile.TemporaryDirectory() as folder:
        for k in range(events):
            system = "qiu" if k % 2 else "swiss"
            n = rng.randint(8, 90)
            rounds = rng.randint(5, 9)
            ev = Event(rng, system, n, rounds)
            for number in range(1, rounds + 1):
                e, r = ev.files(folder)
                args = [tool, "swiss", "--system", system, "--entrants", e, "--explain",
                        "--format", "json", "--rounds", str(rounds)]
                if ev.rows:
                    args += ["--results", r]
                out = subprocess.run(args, capture_output=True, text=True)
                if out.returncode != 0:
                    break  # a small field late in an event: no pairing without rematches
                doc = json.loads(out.stdout)
                rnd = Round(ev, doc, number)
                decisions = doc.get("decisions", [])
                for d in decisions:
                    key = d["kind"] + "/" + d["reason"]
                    counted[key] = counted.get(key, 0) + 1
                problems = check_floats(rnd, decisions) + check_others(rnd, decisions)
                if problems:
                    keep = os.path.join(os.environ.get("TMPDIR", "/tmp"), "reasons-failed")
                    os.makedirs(keep, exist_ok=True)
                    ev.files(keep)
                    print("reasons: event %d (%s, %d players), round %d: %s"
                          % (k, system, n, number, "; ".join(problems)))
                    print("reasons: the event before the round is in " + keep)
                    sys.exit(1)
                ev.play(number, rnd.pairs, rnd.byes)
    total = sum(counted.values())
    detail = ", ".join("%s %d" % (key, counted[key]) for key in sorted(counted))
    print("reasons: %d reasons of %d events true of their rounds (%s)" % (total, events, detail))


if __name__ == "__main__":
    main()
