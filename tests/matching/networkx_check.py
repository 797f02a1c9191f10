"""networkx_check.py - the matching of libpairing/matching/ against an optimiser
written by other people: networkx's max_weight_matching (Debian's
python3-networkx).  Thousands of random weighted graphs of 2 to 200 vertices,
sparse to complete, integer weights from a few values (many ties) to 2^90, are
solved by our code (the solve program, one process for all of them) and by
networkx, and must agree on

  - the largest matching's size (pr_matching_largest) and the heaviest
    matching's weight among the largest (heaviest.c's reduction), against
    max_weight_matching(maxcardinality=True): size and weight;
  - the heaviest matching's weight (the reduction), against
    max_weight_matching(maxcardinality=False): the weight only, as matchings of
    different sizes may weigh the same;
  - whether a perfect matching exists and, if so, the least total cost
    (pr_matching_cheapest), against max_weight_matching on the negated weights
    with maxcardinality=True.

Every matching either side gives is checked to be one of the graph's edges, and
its worth recomputed here.  A graph on which the two disagree is made smaller
while they still do, and printed as an edge list with costs.

Named so that it does not shadow the networkx module it imports.

usage: /usr/bin/python3 networkx_check.py SOLVE
       (PAIRING_TEST_QUICK set: a tenth of the graphs; exit 1 on a disagreement)
"""

import os
import random
import subprocess
import sys
import time

try:
    import networkx as nx
except ImportError:
    print("matching-proofs: networkx not installed, the independent optimiser check skipped")
    sys.exit(0)

SEED = 20261201

# (how many graphs, fewest vertices, most vertices): most small, some large.
SIZES = [(1500, 2, 20), (800, 21, 60), (200, 61, 120), (50, 121, 200)]


def draw_weights(r):
    """A function giving one edge weight, of a kind drawn for the graph."""
    kind = r.randrange(8)
    if kind == 0:
        return lambda: r.randint(0, 10)
    if kind == 1:
        return lambda: r.randint(-10, 10)
    if kind == 2:
        return lambda: r.randint(-1000, 1000)
    if kind == 3:
        return lambda: r.randint(0, 10**9)
    if kind == 4:
        return lambda: r.randint(-(2**90), 2**90)
    if kind == 5:
        same = r.randint(-3, 5)
        return lambda: same
    if kind == 6:
        few = r.sample([-2, -1, 0, 1, 2, 3], 2)
        return lambda: r.choice(few)
    return lambda: r.randint(1, 3) * 2**60 + r.randint(0, 3)


def draw_graph(r, low, high):
    """(n, [(a, b, weight)]) in a random order.  Most have an even n, and a third
    a perfect matching planted, so that the cheapest perfect matching is asked of
    sparse graphs too; a fifth have a second edge on some pairs."""
    n = r.randint(low, high)
    if n % 2 and r.random() < 0.7:
        n += 1 if n < high else -1
    style = r.randrange(10)
    if style < 4:  # sparse: an average degree of 0.5 to 4
        p = r.uniform(0.5, 4) / max(1, n - 1)
    elif style < 7:
        p = r.uniform(0.05, 0.4)
    elif style < 9:
        p = r.uniform(0.4, 1.0)
    else:
        p = 1.0
    if n > 120 and style >= 4 and r.random() < 0.8:
        p = min(p, 0.15)  # networkx is pure Python: few of the largest are dense
    weight = draw_weights(r)
    planted = set()
    if r.random() < 0.33:
        order = list(range(n))
        r.shuffle(order)
        planted = {(min(a, b), max(a, b)) for a, b in zip(order[0::2], order[1::2])}
    twice = 0.2 if r.random() < 0.2 else 0
    edges = []
    for a in range(n):
        for b in range(a + 1, n):
            if (a, b) in planted or r.random() < p:
                for _ in range(2 if r.random() < twice else 1):
                    edges.append((b, a, weight()) if r.random() < 0.5 else (a, b, weight()))
    r.shuffle(edges)
    return n, edges


def solve(solver, graphs):
    """Our answers: for each graph, a dict from tag to the fields of its line."""
    text = []
    for n, edges in graphs:
        text.append("%d %d\n" % (n, len(edges)))
        text.extend("%d %d %d\n" % e for e in edges)
    run = subprocess.run([solver], input="".join(text), capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit("matching-proofs: %s failed: %s" % (solver, run.stderr.strip()))
    lines = run.stdout.splitlines()
    if len(lines) != 4 * len(graphs):
        counts = (solver, len(lines), len(graphs))
        sys.exit("matching-proofs: %s: %d lines for %d graphs" % counts)
    answers = []
    for i in range(len(graphs)):
        answer = {}
        for line in lines[4 * i : 4 * i + 4]:
            fields = line.split()
            if fields[0] == "error":
                answer[fields[1]] = ("error", " ".join(fields[2:]))
            else:
                answer[fields[0]] = [int(f) for f in fields[1:]]
        answers.append(answer)
    return answers


def worth(weights, pairs, n):
    """(size, weight) of pairs, or a string saying why they are no matching."""
    seen = set()
    total = 0
    for a, b in pairs:
        if (a, b) not in weights:
            return "%d-%d is not an edge" % (a, b)
        if a in seen or b in seen or not (0 <= a < n and 0 <= b < n):
            return "a vertex of %d-%d is paired twice" % (a, b)
        seen.update((a, b))
        total += weights[(a, b)]
    return len(pairs), total


def our_matching(answer, tag, weights, n):
    """(size, weight, told) of our line tag, told being the weight or total it
    printed (None for largest), or a string saying what is wrong with it."""
    fields = answer.get(tag)
    if fields is None or fields[0] == "error":
        return "%s: %s" % (tag, fields[1] if fields else "no answer")
    # largest P, heaviest P W, heaviest-largest P W, cheapest 1 T; then the pairs
    counted = 1 if tag == "largest" else 2
    told = fields[1] if counted == 2 else None
    rest = fields[counted:]
    pairs = list(zip(rest[0::2], rest[1::2]))
    value = worth(weights, pairs, n)
    if isinstance(value, str):
        return "%s: %s" % (tag, value)
    if tag != "cheapest" and fields[0] != value[0]:
        return "%s: says %d pairs, lists %d" % (tag, fields[0], value[0])
    if told is not None and told != value[1]:
        return "%s: says %d, its edges come to %d" % (tag, told, value[1])
    return value[0], value[1], told


def networkx_matching(graph, weights, n, maxcardinality):
    """(size, weight by weights) of networkx's answer for graph."""
    found = nx.max_weight_matching(graph, maxcardinality=maxcardinality, weight="weight")
    if not nx.is_matching(graph, found):
        raise AssertionError("networkx gave no matching")
    return worth(weights, [(min(a, b), max(a, b)) for a, b in found], n)


def disagreements(n, edges, answer):
    """What our answer and networkx's disagree on, as a list of sentences.
    networkx's graphs are simple: of parallel edges, they get the dearest for the
    heaviest matchings, the cheapest for the cheapest perfect one, as any optimum
    uses those."""
    weights = {}
    costs = {}
    for a, b, w in edges:
        pair = (min(a, b), max(a, b))
        weights[pair] = max(w, weights.get(pair, w))
        costs[pair] = min(w, costs.get(pair, w))
    graph = nx.Graph()
    negated = nx.Graph()
    graph.add_nodes_from(range(n))
    negated.add_nodes_from(range(n))
    for (a, b), w in weights.items():
        graph.add_edge(a, b, weight=w)
    for (a, b), w in costs.items():
        negated.add_edge(a, b, weight=-w)
    problems = []
    largest_nx = networkx_matching(graph, weights, n, True)
    heaviest_nx = networkx_matching(graph, weights, n, False)

    ours = our_matching(answer, "largest", weights, n)
    if isinstance(ours, str):
        problems.append(ours)
    elif ours[0] != largest_nx[0]:
        problems.append("largest: %d pairs, networkx %d" % (ours[0], largest_nx[0]))

    ours = our_matching(answer, "heaviest", weights, n)
    if isinstance(ours, str):
        problems.append(ours)
    elif ours[1] != heaviest_nx[1]:
        problems.append("heaviest: weight %d, networkx %d" % (ours[1], heaviest_nx[1]))

    ours = our_matching(answer, "heaviest-largest", weights, n)
    if isinstance(ours, str):
        problems.append(ours)
    elif ours[:2] != largest_nx:
        problems.append(
            "heaviest-largest: %d pairs of weight %d, networkx %d of weight %d"
            % (ours[0], ours[1], largest_nx[0], largest_nx[1])
        )

    perfect = 2 * largest_nx[0] == n
    fields = answer.get("cheapest")
    if fields is None or fields[0] == "error":
        problems.append("cheapest: %s" % (fields[1] if fields else "no answer"))
    elif fields[0] != (1 if perfect else 0):
        problems.append(
            "cheapest: returned %d, networkx finds %s"
            % (fields[0], "a perfect matching" if perfect else "none")
        )
    elif perfect:
        ours = our_matching(answer, "cheapest", costs, n)
        cheapest_nx = networkx_matching(negated, costs, n, True)
        if isinstance(ours, str):
            problems.append(ours)
        elif ours[0] != n // 2:
            problems.append("cheapest: %d pairs of %d vertices" % (ours[0], n))
        elif cheapest_nx[0] != n // 2:
            problems.append("networkx's cheapest is not perfect")
        elif ours[1] != cheapest_nx[1]:
            problems.append("cheapest: total %d, networkx %d" % (ours[1], cheapest_nx[1]))
    return problems


def smaller(n, edges):
    """Graphs with less in them, the biggest cuts first: each chunk of the edges at
    halves, quarters, ... taken away, then each vertex (numbered down after it)."""
    count = len(edges)
    chunks = 2
    while chunks <= count:
        size = -(-count // chunks)
        for start in range(0, count, size):
            yield n, edges[:start] + edges[start + size :]
        chunks *= 2
    for v in range(n - 1, -1, -1):
        kept = [
            (a - (a > v), b - (b > v), w) for a, b, w in edges if a != v and b != v
        ]
        yield n - 1, kept


def shrink(solver, n, edges, problems):
    """The graph made as small as it still fails, within a minute."""
    deadline = time.time() + 60
    progress = True
    while progress and time.time() < deadline:
        progress = False
        candidates = list(smaller(n, edges))[:400]
        answers = solve(solver, candidates)
        for (m, kept), answer in zip(candidates, answers):
            found = disagreements(m, kept, answer)
            if found:
                n, edges, problems, progress = m, kept, found, True
                break
    return n, edges, problems


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: networkx_check.py SOLVE")
    solver = sys.argv[1]
    quick = bool(os.environ.get("PAIRING_TEST_QUICK"))
    r = random.Random(SEED)
    graphs = []
    for count, low, high in SIZES:
        for _ in range(count // 10 if quick else count):
            graphs.append(draw_graph(r, low, high))
    started = time.time()
    answers = solve(solver, graphs)
    solved = time.time() - started
    failures = []
    for (n, edges), answer in zip(graphs, answers):
        found = disagreements(n, edges, answer)
        if found:
            failures.append((n, len(edges), edges, found))
    if failures:
        failures.sort(key=lambda f: (f[0], f[1]))
        first_n, first_count, edges, problems = failures[0]
        n, edges, problems = shrink(solver, first_n, edges, problems)
        print(
            "matching-proofs: networkx disagrees on %d of %d graphs; the smallest (%d "
            "vertices, %d edges), made as small as it still fails:"
            % (len(failures), len(graphs), first_n, first_count)
        )
        print("  %d vertices, %d edges (a-b cost, in the order added):" % (n, len(edges)))
        for a, b, w in edges:
            print("    %d-%d %d" % (a, b, w))
        for problem in problems:
            print("  " + problem)
        sys.exit(1)
    perfect = sum(1 for answer in answers if answer["cheapest"][0] == 1)
    print(
        "matching-proofs: networkx agrees on %d graphs of 2 to 200 vertices, %d edges "
        "(largest, heaviest, heaviest of the largest; cheapest perfect on the %d that have "
        "one); ours %.1f s, networkx %.1f s"
        % (
            len(graphs),
            sum(len(e) for _, e in graphs),
            perfect,
            solved,
            time.time() - started - solved,
        )
    )


if __name__ == "__main__":
    main()
