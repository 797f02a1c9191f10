#!/usr/bin/env python3
"""The reverse check of the Dutch system (SPEC §15, issue 24): tournaments that
`pairing generate --system dutch` writes (every round paired by our engine)
checked by bbpPairings' own checker, `bbpPairings --dutch FILE -c`, which pairs
every round again from the rounds before it and lists each round where its
pairing differs from the file's.

bbpPairings is a black-box oracle built outside the repository (HACKING.md says
how); it is never part of the project.

usage: reverse.py PAIRING ORACLE [--count N] [--seed S] [--max-players M]
                  [--jobs J] [--known FILE] [--keep DIR] [--verbose]

The tournaments: N of them (default 120), the i-th drawn from seed S + i: a
size from 10 to M (default 500; most under 100, a few large), 5 to 11 rounds
(fewer for a small field), and a draw rate from 0 to 0.4, a forfeit rate of 0
or up to 0.06 and a bye rate of 0 or up to 0.08 each drawn per tournament.
Prints `dutch reverse: T tournaments, R rounds, A agree, D differ ...`; exits 1
when a round differs that the known list (FILE: `seed S round K  rule ...`,
rounds where the rule text wins over bbpPairings) does not name, or when the
checker fails on a file.  Without the oracle binary it says so and exits 0.
"""
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROUND_LINE = re.compile(r'^\S+: Round #(\d+)$')


def plan(seed, max_players):
    """The settings of the tournament of this seed, drawn from the seed."""
    r = random.Random(seed)
    roll = r.random()
    bands = [(10, 60), (61, 200), (201, 500)]
    low, high = bands[0 if roll < 0.6 else 1 if roll < 0.9 else 2]
    players = min(r.randint(low, high), max_players)
    rounds = r.randint(5, 11)
    rounds = min(rounds, max(1, players // 2))
    draw = round(r.uniform(0, 0.4), 2)
    forfeit = round(r.uniform(0, 0.06), 3) if r.random() < 0.5 else 0
    bye = round(r.uniform(0, 0.08), 3) if r.random() < 0.5 else 0
    return players, rounds, draw, forfeit, bye


def check_one(pairing, oracle, seed, max_players, keep):
    players, rounds, draw, forfeit, bye = plan(seed, max_players)
    args = [pairing, 'generate', '--system', 'dutch', '--players', str(players),
            '--rounds', str(rounds), '--seed', str(seed), '--draw-rate', str(draw),
            '--forfeit-rate', str(forfeit), '--bye-rate', str(bye)]
    what = '%d players, %d rounds, draws %s, forfeits %s, byes %s' % (
        players, rounds, draw, forfeit, bye)
    g = subprocess.run(args, capture_output=True, text=True)
    if g.returncode == 65 and 'cannot be paired' in g.stderr:
        return seed, what, None, [], 'unpairable: ' + g.stderr.strip()
    if g.returncode:
        return seed, what, None, [], 'generate failed: ' + g.stderr.strip()
    directory = keep or tempfile.mkdtemp(prefix='reverse')
    path = os.path.join(directory, 'seed%d.trf' % seed)
    with open(path, 'w', newline='') as f:
        f.write(g.stdout)
    try:
        c = subprocess.run([oracle, '--dutch', path, '-c'], capture_output=True,
                           text=True)
    finally:
        if not keep:
            os.unlink(path)
            os.rmdir(directory)
    if c.returncode:
        return seed, what, None, [], 'checker failed (%d): %s' % (
            c.returncode, (c.stderr or c.stdout).strip()[:300])
    differing, current, checked = {}, None, 0
    for line in c.stdout.splitlines():
        m = ROUND_LINE.match(line.strip())
        if m:
            current = int(m.group(1))
            checked += 1
        elif line.strip() and current is not None:
            differing.setdefault(current, []).append(line.rstrip())
    return seed, what, checked, sorted(differing.items()), ''


def read_known(path):
    known = {}
    if path and os.path.exists(path):
        for line in open(path):
            line = line.split('#')[0].strip()
            words = line.split()
            if len(words) >= 4 and words[0] == 'seed' and words[2] == 'round':
                known[(int(words[1]), int(words[3]))] = line
    return known


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    pairing, oracle = args[0], args[1]

    def value(name, default):
        return args[args.index(name) + 1] if name in args else default

    count = int(value('--count', 120))
    first = int(value('--seed', 1))
    max_players = int(value('--max-players', 500))
    jobs = int(value('--jobs', 2))
    keep = value('--keep', None)
    verbose = '--verbose' in args
    if not (os.path.isfile(oracle) and os.access(oracle, os.X_OK)):
        print('dutch reverse: skipped (no bbpPairings binary at %s; HACKING.md says '
              'how to build it outside the repository)' % oracle)
        return
    if keep:
        os.makedirs(keep, exist_ok=True)
    known = read_known(value('--known', None))
    seeds = range(first, first + count)
    tournaments = rounds = agree = excused = unpairable = 0
    unexplained, failures = [], []
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        results = ex.map(lambda s: check_one(pairing, oracle, s, max_players, keep), seeds)
        for seed, what, checked, differing, problem in results:
            if problem.startswith('unpairable'):
                unpairable += 1
                continue
            if problem:
                failures.append((seed, what, problem))
                print('seed %d (%s): %s' % (seed, what, problem))
                continue
            tournaments += 1
            rounds += checked
            for k, lines in differing:
                if (seed, k) in known:
                    excused += 1
                    continue
                unexplained.append((seed, k))
                print('seed %d (%s) round %d differs:' % (seed, what, k))
                for line in lines:
                    print('   ', line)
            agree += checked - len(differing)
            if verbose:
                print('seed %d (%s): %d rounds, %d differ' % (
                    seed, what, checked, len(differing)))
    print('dutch reverse: %d tournaments (%d more the generator could not pair to the '
          'end), %d rounds checked by bbpPairings: %d agree, %d differ where the rule '
          'text wins (listed), %d differ unexplained, %d checker failures' % (
              tournaments, unpairable, rounds, agree, excused, len(unexplained),
              len(failures)))
    sys.exit(1 if unexplained or failures else 0)


if __name__ == '__main__':
    main()
