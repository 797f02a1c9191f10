#!/usr/bin/env python3
"""Replay the Dutch corpus (SPEC §15): every round of every tournament, paired
by `pairing swiss --system dutch` from the rounds before it, against the round
the file holds (bbpPairings 6.0.0's pairing).

The corpus README says how to ask for round k: keep the first k - 1 rounds of
every player line, add XXR (the rounds) and XXC (the top seed's colour in
round 1 as the file has it).  Byes asked for in round k (H, Z: written ahead)
are kept too, since the round was paired knowing them.

usage: replay.py PAIRING CORPUS [--sample N] [--only PREFIX] [--skip PREFIX] [--jobs J]
                 [--known FILE] [--verbose]
Prints the agreement; exits 1 when a round differs that the known list (rounds
where the rule text wins over bbpPairings, each with its rule) does not name.
"""
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

FIRST = 89  # 0-based start of round 1's block (TRF columns 90-99)


# half-points of a round's result code, the corpus scoring 1, 1/2, 0 (its
# files have no BB lines; the pairing-allocated bye scores a win)
POINTS = {'1': 2, '=': 1, '0': 0, '+': 2, '-': 0, 'W': 2, 'D': 1, 'L': 0,
          'U': 2, 'F': 2, 'H': 1, 'Z': 0, ' ': 0}


def block(line, r):
    s = line[FIRST + 10 * (r - 1):FIRST + 10 * r]
    return s.ljust(10)


def parse(path):
    with open(path, newline='') as f:
        text = f.read()
    lines = [l for l in text.replace('\r\n', '\n').replace('\r', '\n').split('\n')]
    players = [l for l in lines if l.startswith('001')]
    others = [l for l in lines if l and not l.startswith('001')]
    rounds = max((len(l.rstrip()) - FIRST + 9) // 10 for l in players)
    declared = [int(l[4:].strip()) for l in others if l.startswith('142')]
    total = declared[0] if declared else rounds
    return others, players, rounds, total


def initial_colour(players):
    """The top seed's colour in round 1: in round 1 the higher of a board has
    the initial colour when his number among the players present is odd
    (C.04.3 5.2.5; one absent from round 1 has no pairing number yet)."""
    seat = 0
    for l in sorted(players, key=lambda l: int(l[4:8])):
        b = block(l, 1)
        if b[2:6].strip() in ('', '0000') and b[9] in 'HZF- ':
            continue  # absent from round 1
        seat += 1
        if b[2:6].strip() not in ('', '0000') and b[7] in 'wb':
            me, opp = int(l[4:8]), int(b[2:6])
            if me < opp:
                c = b[7]
                if seat % 2 == 0:
                    c = 'b' if c == 'w' else 'w'
                return 'white1' if c == 'w' else 'black1'
    return 'white1'


def truncated(others, players, k, total, colour):
    out = [l for l in others if not l.startswith(('142', 'XXR', 'XXC'))]
    for l in players:
        # the points column (81-84) is the file's final score: the score before
        # round k is written instead, as pairing (and bbpPairings) check it
        points = sum(POINTS.get(block(l, r)[9], 0) for r in range(1, k))
        keep = l[:80].ljust(80) + '%4.1f' % (points / 2) + l[84:FIRST]
        for r in range(1, k):
            keep += block(l, r)
        b = block(l, k)
        if b[2:6] == '0000' and b[9] in 'HZ':
            keep += b  # a bye asked for ahead
        out.append(keep.rstrip())
    out.append('XXR %d' % total)
    out.append('XXC %s' % colour)
    return '\r'.join(out) + '\r'


def expected(players, k):
    pairs = set()
    for l in players:
        b = block(l, k)
        me = int(l[4:8])
        opp = b[2:6].strip()
        if not opp:
            continue
        if opp == '0000':
            if b[9] == 'U':
                pairs.add((me, 0))
            continue
        if b[7] == 'w':
            pairs.add((me, int(opp)))
    return pairs


def run_round(pairing, path, others, players, k, total, colour):
    with tempfile.NamedTemporaryFile('w', suffix='.trf', delete=False, newline='') as f:
        f.write(truncated(others, players, k, total, colour))
        name = f.name
    try:
        p = subprocess.run([pairing, 'swiss', '--system', 'dutch', '--trf', name,
                            '--format', 'pairs'], capture_output=True, text=True)
    finally:
        os.unlink(name)
    if p.returncode:
        return None, p.stderr.strip()
    got = set()
    for line in p.stdout.split('\n')[1:]:
        if line.strip():
            a, b = line.split()
            got.add((int(a), int(b)))
    return got, ''


def main():
    args = sys.argv[1:]
    pairing, corpus = args[0], args[1]
    sample = jobs = None
    known_path = None
    verbose = '--verbose' in args
    if '--sample' in args:
        sample = int(args[args.index('--sample') + 1])
    jobs = int(args[args.index('--jobs') + 1]) if '--jobs' in args else 2
    if '--known' in args:
        known_path = args[args.index('--known') + 1]
    only = args[args.index('--only') + 1] if '--only' in args else None
    if not os.path.isdir(corpus):
        print('dutch corpus: skipped (no corpus at %s)' % corpus)
        return
    known = {}
    if known_path and os.path.exists(known_path):
        for line in open(known_path):
            line = line.split('#')[0].strip()
            if line:
                name, rnd = line.split()[:2]
                known[(name, int(rnd))] = line
    files = sorted(f for f in os.listdir(corpus) if f.endswith('.trf'))
    if only:
        files = [f for f in files if f.startswith(only)]
    if '--skip' in args:
        skip = args[args.index('--skip') + 1]
        files = [f for f in files if not f.startswith(skip)]
    if sample:
        step = max(1, len(files) // sample)
        files = files[::step][:sample]
    tasks = []
    for name in files:
        others, players, rounds, total = parse(os.path.join(corpus, name))
        colour = initial_colour(players)
        for k in range(1, rounds + 1):
            tasks.append((name, others, players, k, total, colour))

    def one(t):
        name, others, players, k, total, colour = t
        got, err = run_round(pairing, name, others, players, k, total, colour)
        return name, k, got, err, expected(players, k)

    agree = differ = excused = 0
    unexplained = []
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        for name, k, got, err, want in ex.map(one, tasks):
            if got == want:
                agree += 1
                continue
            if (name, k) in known:
                excused += 1
                continue
            differ += 1
            unexplained.append((name, k))
            if verbose:
                print('%s round %d: %s' % (name, k, err or 'differs'))
                if got is not None:
                    print('   ours only:  ', sorted(got - want))
                    print('   theirs only:', sorted(want - got))
    total_rounds = agree + differ + excused
    print('dutch corpus: %d of %d rounds agree (%.1f%%), %d differ where the rule text '
          'wins (listed), %d differ unexplained' % (
              agree, total_rounds, 100.0 * agree / max(1, total_rounds), excused, differ))
    sys.exit(1 if differ else 0)


if __name__ == '__main__':
    main()
