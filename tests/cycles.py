#!/usr/bin/env python3
"""cycles.py - no cycle between files, by call or by include (STYLE.md).

  cycles.py BUILD_DIR

Calls: each object file of the library and of the tool names the symbols it
defines and the ones it uses (nm); file A depends on file B when A uses a
symbol B defines.  Includes: each source and header names the headers it
includes with "...".  Either graph with a cycle (a strongly connected set of
two or more files, or a file including itself) fails the test, and the cycle is
printed.
"""
import os
import re
import subprocess
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
INCLUDE_DIRS = {"libpairing": ["libpairing", "include"], "cli": ["cli", "include"]}


def objects(build, top):
    root = os.path.join(build, top)
    for folder, _, files in os.walk(root):
        for name in files:
            if name.endswith(".o"):
                path = os.path.join(folder, name)
                source = os.path.relpath(path, build)[:-2] + ".c"
                if os.path.exists(source):  # objects of deleted sources are stale
                    yield source, path


def call_graph(build, top):
    defined, used = {}, {}
    for source, path in objects(build, top):
        out = subprocess.run(["nm", path], capture_output=True, text=True, check=True)
        used[source] = set()
        for line in out.stdout.splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[0] == "U":
                used[source].add(parts[1])
            elif len(parts) == 3 and parts[1] in "TDBRC":
                defined[parts[2]] = source
    return {a: {defined[s] for s in syms if s in defined and defined[s] != a}
            for a, syms in used.items()}


def include_graph(top):
    graph = {}
    for folder, _, files in os.walk(top):
        for name in files:
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            graph[path] = set()
            for inc in INCLUDE.findall(text):
                for base in [folder] + INCLUDE_DIRS[top]:
                    target = os.path.normpath(os.path.join(base, inc))
                    if os.path.exists(target):
                        graph[path].add(target)
                        break
    return graph


def strongly_connected(graph):
    """Tarjan's algorithm, iteratively (no recursion limit)."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = [0]
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1 or node in graph.get(node, ()):
                    found.append(sorted(group))
    return found


def main():
    build = sys.argv[1]
    failed = 0
    counts = []
    for top in ("libpairing", "cli"):
        calls = call_graph(build, top)
        includes = include_graph(top)
        counts.append("%d %s files" % (len(includes), top))
        for kind, graph in (("call", calls), ("include", includes)):
            for group in strongly_connected(graph):
                failed += 1
                print("cycles: a %s cycle in %s: %s" % (kind, top, " <-> ".join(group)))
    if failed:
        print("cycles: %d cycles between files" % failed)
        return 1
    print("cycles: %s: no cycle between files by call or by include" % ", ".join(counts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
