#!/usr/bin/env python3
"""Fails when a folder includes from a higher layer or two folders include each other.

The folder tree is the dependency graph (docs/developer-guide.md, "Layout"): app → cli → ui →
models, and inside models core → csv → catalog → import / assess → scoring / probe. Each quoted
include is resolved against the include roots in the order the build uses (the including file's own
root first); folder names are unique across layers, so an include can name one file only.
Exit 1 with one line per offending include; also fails on any cycle between folders.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INCLUDE_ROOTS = ["models", "ui", "cli", "probe", "app"]
# Higher number = higher layer. A folder may include its own layer or lower ones, never higher.
LAYER = {
    "models/core": 0,
    "models/geo": 0,
    "models/csv": 1,
    # The catalog, bottom up: GPU identity, the store (connection, schema, dialects, reads, bulk
    # path), the team catalog's server side (roles, audit, change notices), the writer, price
    # history (points, diff, trends, watchlist) and received quotes.
    "models/catalog/identity": 2.0,
    "models/catalog/store": 2.1,
    "models/catalog/teamserver": 2.2,
    "models/catalog/writer": 2.3,
    "models/catalog/pricehistory": 2.4,
    "models/catalog/quotes": 2.4,
    "models/import": 3,
    "models/assess": 3,
    "models/scoring": 4,
    "models/probing": 4,
    "models/update": 4,
    "models/latency": 4,
    "models/planning": 4,
    "models/rfq": 4,
    "models/itemmodels": 5,
    "models/session": 5,
    "probe": 0,
    "probe/compute": 0,
    "ui/i18n": 9,
    "ui/charts": 10,
    "ui/assessing": 10,
    "ui/quotation": 10,
    "ui/importing": 10,
    "ui/updating": 10,
    "ui/history": 10,
    "ui/team": 10,
    "ui/report": 11,
    "ui": 12,
    "cli": 20,
    "app": 30,
}
WIDGET_HEADERS = re.compile(r"#include\s*<(QtWidgets/|QtCharts/|Q(Widget|MainWindow|Dialog|Application|ChartView|Chart|PushButton|Label|TableView|TextBrowser|Menu|Action|DockWidget)\b)")
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def folder_of(path):
    rel = os.path.relpath(os.path.dirname(path), ROOT)
    return rel.replace(os.sep, "/")


def resolve(including_root, header):
    roots = [including_root] + [r for r in INCLUDE_ROOTS if r != including_root]
    for r in roots:
        candidate = os.path.join(ROOT, r, header)
        if os.path.isfile(candidate):
            return folder_of(candidate)
    return None


def main():
    errors = []
    edges = {}
    for top in INCLUDE_ROOTS:
        for dirpath, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if not name.endswith((".cpp", ".h")):
                    continue
                path = os.path.join(dirpath, name)
                src = folder_of(path)
                text = open(path, encoding="utf-8").read()
                if src.startswith("models") and WIDGET_HEADERS.search(text):
                    errors.append(f"{os.path.relpath(path, ROOT)}: models/ includes a widget header")
                for header in INCLUDE.findall(text):
                    dst = resolve(top, header)
                    if dst is None or dst == src:
                        continue
                    edges.setdefault(src, set()).add(dst)
                    if src not in LAYER or dst not in LAYER:
                        errors.append(f"{os.path.relpath(path, ROOT)}: folder {src if src not in LAYER else dst} has no layer in tools/check-includes.py")
                    elif LAYER[dst] > LAYER[src]:
                        errors.append(f"{os.path.relpath(path, ROOT)}: {src} (layer {LAYER[src]}) includes \"{header}\" from {dst} (layer {LAYER[dst]})")
    # Cycles between folders (including same-layer ones).
    state = {}

    def visit(node, stack):
        state[node] = 1
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                cycle = stack[stack.index(nxt):] + [nxt] if nxt in stack else [node, nxt]
                errors.append("folder cycle: " + " → ".join(cycle))
            elif nxt not in state:
                visit(nxt, stack + [nxt])
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node, [node])
    for e in sorted(set(errors)):
        print(e)
    if errors:
        return 1
    print(f"include check: {len(edges)} folders, {sum(len(v) for v in edges.values())} folder dependencies, no upward include, no cycle")
    return 0


if __name__ == "__main__":
    sys.exit(main())
