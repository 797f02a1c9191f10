#!/usr/bin/env python3
"""The TRF extensions the corpus does not exercise, against bbpPairings as a
black-box oracle (SPEC §15): rounds of the corpus cut as replay.py cuts them,
given acceleration, and paired by `pairing swiss --system dutch --format pairs`
and by `bbpPairings.exe --dutch FILE -p`.

usage: extensions.py PAIRING ORACLE CORPUS xxa|baku [--count N] [--seed S]

  xxa   XXA lines give the top quarter of the field a point in the first half
        of the rounds; the pairs must be the same.
  baku  --acceleration baku, and bbpPairings' `192 FIDE_DUTCH_BAKU`.  C.04.5.1
        puts the first half of the players, rounded up to an even number, in
        GA; bbpPairings 6.0.0 takes the first half rounded up.  Where the two
        differ (4k+1 or 4k+2 players) the rule text wins and the pairs may
        differ; everywhere else they must be the same.

Prints the counts; exits 1 on a difference that is not the Baku GA's.
"""
import os
import random
import subprocess
import sys
import tempfile

import replay


def pairs_of(text):
    return set(line for line in text.split('\n')[1:] if line.strip())


def xxa_lines(players, total):
    top = max(2, len(players) // 4)
    lines = []
    for p in range(1, top + 1):
        cells = ''.join(' %4s' % ('1.0' if r <= max(1, total // 2) else '0.0')
                        for r in range(1, total + 1))
        lines.append('XXA %4d%s' % (p, cells))
    return lines


def one(pairing, oracle, corpus, name, mode, r):
    others, players, rounds, total = replay.parse(os.path.join(corpus, name))
    colour = replay.initial_colour(players)
    k = r.randint(1 if mode == 'baku' else 2, min(rounds, (total + 1) // 2 + 1))
    text = replay.truncated(others, players, k, total, colour)
    ours_text = theirs_text = text
    args = []
    if mode == 'xxa':
        ours_text = theirs_text = text + '\r'.join(xxa_lines(players, total)) + '\r'
    else:
        args = ['--acceleration', 'baku']
        theirs_text = text + '192 FIDE_DUTCH_BAKU\r'
    folder = tempfile.mkdtemp(prefix='extensions')
    ours_path, theirs_path = os.path.join(folder, 'a.trf'), os.path.join(folder, 'b.trf')
    out = os.path.join(folder, 'pairs.txt')
    try:
        for path, body in ((ours_path, ours_text), (theirs_path, theirs_text)):
            with open(path, 'w', newline='') as f:
                f.write(body)
        ours = subprocess.run([pairing, 'swiss', '--system', 'dutch', '--trf', ours_path,
                               '--format', 'pairs'] + args, capture_output=True, text=True)
        theirs = subprocess.run([oracle, '--dutch', theirs_path, '-p', out],
                                capture_output=True, text=True)
        if ours.returncode or theirs.returncode:
            return k, len(players), None, (ours.stderr + theirs.stderr).strip()[:300]
        with open(out) as f:
            return k, len(players), pairs_of(ours.stdout) == pairs_of(f.read()), ''
    finally:
        for path in (ours_path, theirs_path, out):
            if os.path.exists(path):
                os.unlink(path)
        os.rmdir(folder)


def main():
    args = sys.argv[1:]
    if len(args) < 4 or args[3] not in ('xxa', 'baku'):
        sys.exit(__doc__)
    pairing, oracle, corpus, mode = args[:4]
    count = int(args[args.index('--count') + 1]) if '--count' in args else 40
    seed = int(args[args.index('--seed') + 1]) if '--seed' in args else 5
    if not (os.path.isfile(oracle) and os.access(oracle, os.X_OK)):
        print('dutch extensions: skipped (no bbpPairings binary at %s)' % oracle)
        return
    r = random.Random(seed)
    files = sorted(f for f in os.listdir(corpus) if f.endswith('.trf')
                   and not f.startswith('12'))  # not the 1,000-player file: slow
    agree = rule = differ = failed = 0
    for name in r.sample(files, min(count, len(files))):
        k, n, same, problem = one(pairing, oracle, corpus, name, mode, r)
        if same is None:
            failed += 1
            print('%s round %d: %s' % (name, k, problem))
        elif same:
            agree += 1
        elif mode == 'baku' and n % 4 in (1, 2):
            rule += 1  # GA by the rule text, not bbpPairings' half
        else:
            differ += 1
            print('%s round %d (%d players): the pairs differ' % (name, k, n))
    print('dutch %s: %d rounds agree, %d differ where the rule text wins (Baku GA), '
          '%d differ, %d failed' % (mode, agree, rule, differ, failed))
    sys.exit(1 if differ or failed else 0)


if __name__ == '__main__':
    main()
