#!/usr/bin/env python3
"""Checks the core's layering: every `#include "..."` between files of
core/lib must point down (or sideways within a folder), never up, and no
include cycle may exist, between files or between dialect folders. Calls
count too: a file may not call a function defined in a higher layer (a
declaration placed in a lower header would otherwise hide the dependency).

The layers come from the fenced ```layers block of core/README.md, lowest
first; a line may hold several folders of one layer. A folder's files may
include their own folder and any lower layer. Dialects (dialects/<name>/)
form one layer in which a dialect may use another dialect, as upstream's
do, as long as the dialect folders form no cycle; dialects/utils/ sits
below them.

  python3 core/test/layers.py [--root core]     exit 1 and a list on violations
"""

import argparse
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
# A function definition at the start of a line (this code base's style):
# a return type, the name, the parameters, the opening brace; not static.
DEFINITION = re.compile(r'^(?!static\b)(?![ \t#/}])[A-Za-z_][\w \t*]*?\b([A-Za-z_]\w*)\(([^;{}]*?)\)\s*\{', re.M)
CALL = re.compile(r'\b([A-Za-z_]\w*)\s*\(')
COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def read_layers(readme):
    text = open(readme, encoding="utf-8").read()
    m = re.search(r"```layers\n(.*?)```", text, re.S)
    if not m:
        raise SystemExit("layers: no ```layers block in %s" % readme)
    layers = {}
    for rank, line in enumerate(l for l in m.group(1).splitlines() if l.strip()):
        for folder in line.split():
            layers[folder.rstrip("/")] = rank
    return layers


def unit_of(path, layers):
    """The layer unit a file belongs to: the longest listed folder prefix;
    dialects/<name>/ is a unit of its own in the dialects layer."""
    parts = path.split("/")
    for n in range(len(parts) - 1, 0, -1):
        folder = "/".join(parts[:n])
        if folder in layers:
            if folder == "dialects" and len(parts) > 2:
                return "dialects/" + parts[1]
            return folder
    if len(parts) == 1 and parts[0] in layers:  # a top-level file (init_all.c)
        return parts[0]
    return None


def rank_of(unit, layers):
    return layers[unit] if unit in layers else layers[unit.split("/")[0]]


def find_cycle(graph):
    """A cycle in a {node: set(nodes)} graph as a list, or None."""
    state, stack = {}, []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for m in sorted(graph.get(n, ())):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                found = visit(m)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            found = visit(n)
            if found:
                return found
    return None


def check_calls(lib, files, layers):
    """Calls from a file to a function defined in a higher layer."""
    defined, code = {}, {}
    for f in files:
        text = open(os.path.join(lib, f), encoding="utf-8").read()
        code[f] = STRING.sub('""', COMMENT.sub(" ", text))
        if f.endswith(".c"):
            for m in DEFINITION.finditer(code[f]):
                defined.setdefault(m.group(1), set()).add(f)
    problems = set()
    for f in files:
        unit = unit_of(f, layers)
        if unit is None:
            continue
        for name in set(CALL.findall(code[f])):
            for g in defined.get(name, ()):
                gunit = unit_of(g, layers)
                if gunit and gunit != unit and rank_of(gunit, layers) > rank_of(unit, layers):
                    problems.add("%s calls %s, defined in %s: %s is above %s" % (f, name, g, gunit, unit))
    return sorted(problems)


def check(root):
    lib = os.path.join(root, "lib")
    layers = read_layers(os.path.join(root, "README.md"))
    files = []
    for d, _, names in os.walk(lib):
        files += [os.path.relpath(os.path.join(d, f), lib) for f in names if f.endswith((".c", ".h"))]
    problems, file_graph, dialect_graph = [], {}, {}
    for f in sorted(files):
        unit = unit_of(f, layers)
        if unit is None:
            problems.append("%s: its folder is in no layer of core/README.md" % f)
            continue
        text = open(os.path.join(lib, f), encoding="utf-8").read()
        for inc in INCLUDE.findall(text):
            target = os.path.normpath(os.path.join(os.path.dirname(f), inc))
            if target.startswith("..") or not os.path.exists(os.path.join(lib, target)):
                continue  # public headers (mlir-c/...) and generated files
            file_graph.setdefault(f, set()).add(target)
            tunit = unit_of(target, layers)
            if tunit is None or tunit == unit:
                continue
            if rank_of(tunit, layers) > rank_of(unit, layers):
                problems.append("%s includes %s: %s is above %s" % (f, target, tunit, unit))
            elif unit.startswith("dialects/") and tunit.startswith("dialects/"):
                if rank_of(tunit, layers) == rank_of(unit, layers):
                    dialect_graph.setdefault(unit, set()).add(tunit)
    problems += check_calls(lib, files, layers)
    for graph, what in ((dialect_graph, "dialect folders"), (file_graph, "files")):
        cycle = find_cycle(graph)
        if cycle:
            problems.append("include cycle between %s: %s" % (what, " -> ".join(cycle)))
    return problems, len(files)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    args = ap.parse_args()
    problems, n = check(args.root)
    for p in problems:
        print("layers: " + p)
    print("layers: %d files checked, %d problems" % (n, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
