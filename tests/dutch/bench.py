#!/usr/bin/env python3
"""Times `pairing swiss --system dutch --trf FILE --format pairs`, the whole CLI,
on rounds of the corpus (SPEC §15's speed figures, issue 24): every round of
the 1,000-player tournament, and the median and worst round of three
tournaments of 200 players and more.  Each round runs three times; a figure
is the median wall time and the median CPU time (user + system) of the three.
With the bench program (make bench's), the adversarial dense histories too
(library call, its own median of five).

usage: bench.py PAIRING CORPUS [BENCH]
"""
import os
import resource
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import replay  # noqa: E402

RUNS = 3


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def timed(pairing, path):
    """(wall, cpu) medians in seconds, or None when the tool failed."""
    walls, cpus = [], []
    for _ in range(RUNS):
        cpu = children_cpu()
        start = time.perf_counter()
        p = subprocess.run([pairing, 'swiss', '--system', 'dutch', '--trf', path,
                            '--format', 'pairs'], capture_output=True)
        walls.append(time.perf_counter() - start)
        cpus.append(children_cpu() - cpu)
        if p.returncode:
            return None
    return sorted(walls)[RUNS // 2], sorted(cpus)[RUNS // 2]


def rounds_of(pairing, path, tmp):
    """Each round's (round, wall, cpu), paired from the rounds before it."""
    others, players, rounds, total = replay.parse(path)
    colour = replay.initial_colour(players)
    out = []
    for k in range(1, rounds + 1):
        trf = os.path.join(tmp, 'r.trf')
        with open(trf, 'w', newline='') as f:
            f.write(replay.truncated(others, players, k, total, colour))
        t = timed(pairing, trf)
        if t is None:
            sys.exit('bench-dutch: %s round %d failed' % (os.path.basename(path), k))
        out.append((k, t[0], t[1]))
    return len(players), out


def ms(seconds):
    return '%.1f ms' % (1000 * seconds)


def median_and_worst(figures):
    by_wall = sorted(figures, key=lambda r: r[1])
    return by_wall[len(by_wall) // 2], by_wall[-1]


def main():
    pairing, corpus = sys.argv[1], sys.argv[2]
    bench = sys.argv[3] if len(sys.argv) > 3 else None
    if not os.path.isdir(corpus):
        print('bench-dutch: skipped (no corpus at %s)' % corpus)
        return
    files = sorted(f for f in os.listdir(corpus) if f.endswith('.trf'))
    big = [f for f in files if f.startswith('12')]
    large = []
    for f in files:
        if f not in big and len(replay.parse(os.path.join(corpus, f))[1]) >= 200:
            large.append(f)
        if len(large) == 3:
            break
    print('%-18s %7s %6s %12s %12s' % ('tournament', 'players', 'round', 'wall', 'cpu'))
    with tempfile.TemporaryDirectory() as tmp:
        for f in big:
            n, figures = rounds_of(pairing, os.path.join(corpus, f), tmp)
            for k, wall, cpu in figures:
                print('%-18s %7d %6d %12s %12s' % (f, n, k, ms(wall), ms(cpu)))
                sys.stdout.flush()
            for what, (k, wall, cpu) in zip(('median', 'worst'), median_and_worst(figures)):
                print('%-18s %7d %6s %12s %12s  (round %d)' % (f, n, what, ms(wall),
                                                              ms(cpu), k))
        for f in large:
            n, figures = rounds_of(pairing, os.path.join(corpus, f), tmp)
            for what, (k, wall, cpu) in zip(('median', 'worst'), median_and_worst(figures)):
                print('%-18s %7d %6s %12s %12s  (round %d of %d)' % (
                    f, n, what, ms(wall), ms(cpu), k, len(figures)))
                sys.stdout.flush()
    if bench and os.path.exists(bench):
        for n, rounds in ((40, 20), (80, 40)):
            subprocess.run([bench, '--case', 'dutch-dense', str(n), str(rounds), '.', pairing,
                            pairing], check=True)
    elif bench:
        print('bench-dutch: no bench program at %s, the dense histories skipped' % bench)


if __name__ == '__main__':
    main()
