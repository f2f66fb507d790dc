#!/usr/bin/env python3
"""The app's import graph (issue 45): which of `src/`'s modules names which, and its circles.

Reads every `crate::a::b` path in `src/**/*.rs` (tests and `#[cfg(test)]` modules included:
a circle through a test is a circle too). A node is a file's module, except that each game's
folder (`src/games/<game>/`) is one node, and so is `src/game_view/` (the contract between the
app and the games): inside such a folder, `super::` is its own business.
Prints each node's imports, then every circle (a strongly connected set of two or more nodes).
Exit status 1 when there is a circle. `python3 scripts/imports.py [--dot]`.
"""
import os
import re
import sys

SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src")


def module_of(path):
    rel = os.path.relpath(path, SRC)[:-3].split(os.sep)
    if rel[-1] in ("mod", "main"):
        rel = rel[:-1]
    if len(rel) >= 2 and rel[0] == "games":
        return "games::" + rel[1]
    if rel and rel[0] == "game_view":
        return "game_view"
    return "::".join(rel) or "main"


def nodes_and_files():
    files = {}
    for root, _, names in os.walk(SRC):
        for n in names:
            if n.endswith(".rs"):
                p = os.path.join(root, n)
                files.setdefault(module_of(p), []).append(p)
    return files


def resolve(path, nodes):
    """The longest node that `crate::path` names."""
    parts = path.split("::")
    for k in range(len(parts), 0, -1):
        cand = "::".join(parts[:k])
        if cand in nodes:
            return cand
    return None


def graph():
    files = nodes_and_files()
    nodes = set(files)
    edges = {n: set() for n in nodes}
    pat = re.compile(r"crate::((?:[a-z_][a-z0-9_]*)(?:::[a-z_][a-z0-9_]*)*)")
    group = re.compile(r"use crate::([a-z_]+)::\{([^}]*)\}")
    for node, paths in files.items():
        for p in paths:
            text = open(p, encoding="utf-8").read()
            text = re.sub(r"//[^\n]*", "", text)
            found = [m.group(1) for m in pat.finditer(text)]
            for m in group.finditer(text):
                for item in m.group(2).split(","):
                    item = item.strip().split("::")[0]
                    if item and item[0].islower():
                        found.append(m.group(1) + "::" + item)
            # `mod x;` makes x part of this module's tree; `super::` names the parent.
            here = module_of(p).split("::") if module_of(p) != "main" else []
            file_mod = os.path.relpath(p, SRC)[:-3].split(os.sep)
            if file_mod[-1] in ("mod", "main"):
                file_mod = file_mod[:-1]
            for m in re.finditer(r"^\s*(?:pub(?:\([a-z]+\))? )?mod ([a-z_0-9]+);", text, re.M):
                found.append("::".join(file_mod + [m.group(1)]))
            # `super::` from inside an inline module (`mod tests { use super::*; }`) names
            # that module's parent, which is the file's own module: follow the braces.
            stack = []
            token = re.compile(r"\bmod\s+([a-z_0-9]+)\s*\{|\{|\}|\b((?:super::)+)([a-z_][a-z0-9_]*)?")
            plain = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)
            for m in token.finditer(plain):
                t = m.group(0)
                if m.group(1):
                    stack.append(m.group(1))
                elif t == "{":
                    stack.append(None)
                elif t == "}":
                    if stack:
                        stack.pop()
                else:
                    here_mod = file_mod + [x for x in stack if x]
                    up = m.group(2).count("super::")
                    base = here_mod[:-up] if up <= len(here_mod) else []
                    found.append("::".join(base + ([m.group(3)] if m.group(3) else [])))
            for f in found:
                target = resolve(f, nodes)
                if target and target != node:
                    edges[node].add(target)
    return edges


def circles(edges):
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def main():
    edges = graph()
    if "--dot" in sys.argv:
        print("digraph imports {")
        for v in sorted(edges):
            for w in sorted(edges[v]):
                print(f'  "{v}" -> "{w}";')
        print("}")
        return 0
    for v in sorted(edges):
        print(f"{v} -> {', '.join(sorted(edges[v])) or '(nothing)'}")
    found = circles(edges)
    print()
    if not found:
        print("no circle")
        return 0
    for c in found:
        print(f"circle of {len(c)}: {', '.join(c)}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
