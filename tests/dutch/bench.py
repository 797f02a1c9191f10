#!/usr/bin/env python3
"""Times `pairing swiss --system dutch --trf FILE --format pairs`, the whole CLI, on
rounds of the corpus (SPEC §15's speed figures): every third round of the
1,000-player tournament and of the 200-player ones.  Median of three runs.

usage: bench.py PAIRING CORPUS
"""
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import replay  # noqa: E402


def timed(pairing, path):
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        p = subprocess.run([pairing, 'swiss', '--system', 'dutch', '--trf', path,
                            '--format', 'pairs'], capture_output=True)
        runs.append(time.perf_counter() - start)
        if p.returncode:
            return None
    return sorted(runs)[1]


def main():
    pairing, corpus = sys.argv[1], sys.argv[2]
    if not os.path.isdir(corpus):
        print('bench-dutch: skipped (no corpus at %s)' % corpus)
        return
    files = sorted(f for f in os.listdir(corpus) if f.endswith('.trf'))
    chosen = [f for f in files if f.startswith('12')]
    for f in files:
        others, players, rounds, total = replay.parse(os.path.join(corpus, f))
        if len(players) >= 200 and len(chosen) < 4:
            chosen.append(f)
    print('%-18s %7s %5s %10s' % ('tournament', 'players', 'round', 'median'))
    with tempfile.TemporaryDirectory() as tmp:
        for f in chosen:
            others, players, rounds, total = replay.parse(os.path.join(corpus, f))
            colour = replay.initial_colour(players)
            for k in range(1, rounds + 1, 3):
                path = os.path.join(tmp, 'r.trf')
                with open(path, 'w', newline='') as out:
                    out.write(replay.truncated(others, players, k, total, colour))
                t = timed(pairing, path)
                print('%-18s %7d %5d %10s' % (f, len(players), k,
                                             'failed' if t is None else '%.1f ms' % (1000 * t)))
                sys.stdout.flush()


if __name__ == '__main__':
    main()
