"""Layers, read from the source: no two modules of game/ import each other, even through others or only
for types; the table session never brings pygame in; the screens are built from parts, not mixins."""
from __future__ import annotations

import ast
import importlib.util
import sys
from collections import deque
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(importlib.util.find_spec("game").origin).resolve().parents[1]
# What a screen class may inherit from without counting against the limit of two bases.
FREE_BASES = {"Scene", "object"}
# Methods of a dict that change it: called on an object's `__dict__`, they store fields behind its back.
DICT_WRITES = {"setdefault", "update", "pop", "popitem", "clear", "__setitem__", "__delitem__"}


@dataclass(frozen=True)
class Import:
    """One import in a module: the module it names, and where."""

    target: str
    line: int


def modules(root: Path, package: str = "game") -> dict[str, Path]:
    """Every module of a package under root, by dotted name (a package's __init__ by the package's name)."""
    out = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def imports(name: str, path: Path, known: set[str]) -> list[Import]:
    """Every module a file imports, anywhere in it (in functions and under TYPE_CHECKING too).

    `from p import x` names p.x when that is a module, else p; a relative import is made absolute.
    Names outside `known` are kept as written (the standard library, pygame...).
    """
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out.extend(Import(alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                out.append(Import(sub if sub in known else base, node.lineno))
    return out


def import_graph(root: Path, package: str = "game") -> dict[str, dict[str, int]]:
    """Module -> the package's modules it imports (each with the line of its first import)."""
    found = modules(root, package)
    graph: dict[str, dict[str, int]] = {}
    for name, path in found.items():
        edges: dict[str, int] = {}
        for imp in imports(name, path, set(found)):
            if imp.target in found and imp.target != name:
                edges.setdefault(imp.target, imp.line)
        graph[name] = edges
    return graph


def knots(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The groups of two or more modules that import each other (strongly connected), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        """Tarjan's walk from v."""
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * len(graph) + 100))
    try:
        for v in sorted(graph):
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(limit)
    return sorted(out)


def shortest_circle(graph: dict[str, dict[str, int]], start: str) -> list[str]:
    """The shortest chain of imports from `start` back to itself: [start, ..., start] ([] if none)."""
    came: dict[str, str] = {}
    todo = deque([start])
    while todo:
        v = todo.popleft()
        for w in sorted(graph[v]):
            if w == start:
                chain = [v]
                while chain[-1] != start:
                    chain.append(came[chain[-1]])
                return chain[::-1] + [start]
            if w not in came:
                came[w] = v
                todo.append(w)
    return []


def circles(root: Path, package: str = "game") -> list[str]:
    """Every import circle as words: the shortest chain 'a -> b -> a' through each group's first module,
    where each of its imports stands, and the group's other modules."""
    graph = import_graph(root, package)
    found = modules(root, package)
    out = []
    for group in knots(graph):
        chain = shortest_circle(graph, group[0])
        where = ", ".join(f"{found[a].relative_to(root)}:{graph[a][b]}" for a, b in zip(chain, chain[1:]))
        rest = f"; {len(group)} modules tied in all: {', '.join(group)}" if len(group) > len(chain) - 1 else ""
        out.append(f"{' -> '.join(chain)}  ({where}{rest})")
    return out


def reach(root: Path, forbidden: str, under: str, package: str = "game") -> list[str]:
    """Every module under `under` that brings `forbidden` in when imported, directly or through the
    package's modules (a module's packages' __init__ files run first, so they count), as a chain."""
    found = modules(root, package)
    known = set(found)
    graph = {name: [i.target for i in imports(name, path, known)] for name, path in found.items()}

    def runs(name: str) -> list[str]:
        """What importing `name` runs: its packages' __init__ files, outermost first, then itself."""
        parts = name.split(".")
        return [p for p in (".".join(parts[:i]) for i in range(1, len(parts) + 1)) if p in known]

    out = []
    for start in sorted(n for n in found if n == under or n.startswith(under + ".")):
        came: dict[str, str | None] = {start: None}
        todo = deque([start])
        hit = None
        while todo and hit is None:
            v = todo.popleft()
            for target in graph[v]:
                if target.split(".")[0] == forbidden:
                    hit = (v, target)
                    break
                for w in runs(target):
                    if w not in came:
                        came[w] = v
                        todo.append(w)
        if hit is not None:
            chain = [hit[1], hit[0]]
            while came[chain[-1]] is not None:
                chain.append(came[chain[-1]])
            out.append(" -> ".join(reversed(chain)))
    return out


def _is_dict(node: ast.expr) -> bool:
    """True for `x.__dict__` and `vars(x)`."""
    return ((isinstance(node, ast.Attribute) and node.attr == "__dict__")
            or (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "vars"))


def _targets(node: ast.AST) -> list[ast.expr]:
    """What an assignment or deletion writes to, tuples opened."""
    if isinstance(node, ast.Assign):
        found = list(node.targets)
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        found = [node.target]
    elif isinstance(node, ast.Delete):
        found = list(node.targets)
    else:
        return []
    out = []
    while found:
        t = found.pop()
        if isinstance(t, (ast.Tuple, ast.List)):
            found.extend(t.elts)
        else:
            out.append(t)
    return out


def scene_problems(root: Path, folder: str = "game/scenes") -> list[str]:
    """Screen classes with more than two bases besides Scene/object, and fields stored through `__dict__`."""
    out: set[tuple[str, int, str]] = set()
    for path in sorted((root / folder).rglob("*.py")):
        where = str(path.relative_to(root))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ClassDef):
                bases = [ast.unparse(b) for b in node.bases]
                counted = [b for b in bases if b.rpartition(".")[2] not in FREE_BASES]
                if len(counted) > 2:
                    out.add((where, node.lineno, f"class {node.name} has {len(counted)} bases "
                                                 f"besides Scene: {', '.join(counted)}"))
            stores = [t for t in _targets(node) if isinstance(t, ast.Subscript) and _is_dict(t.value)]
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in DICT_WRITES and _is_dict(node.func.value)):
                stores.append(node.func)
            out.update((where, s.lineno, f"stores a field through __dict__: {ast.unparse(s)}")
                       for s in stores)
    return [f"{where}:{line} {text}" for where, line, text in sorted(out)]


def test_no_import_circles_between_modules():
    """No module of game/ imports itself back through others (imports in functions and for types count)."""
    found = circles(ROOT)
    assert not found, "import circles:\n" + "\n".join(found)


def test_the_table_session_never_brings_pygame_in():
    """game/table runs without a screen: none of its modules imports pygame, directly or through game modules."""
    assert any(n.startswith("game.table.") for n in modules(ROOT)), "game/table has no modules"
    found = reach(ROOT, "pygame", "game.table")
    assert not found, "the table session brings pygame in:\n" + "\n".join(found)


def test_screens_are_parts_not_mixins():
    """No screen class has more than two bases besides Scene, and none stores fields through __dict__."""
    found = scene_problems(ROOT)
    assert not found, "screens built as mixins:\n" + "\n".join(found)


def write(root: Path, files: dict[str, str]) -> Path:
    """Write made-up modules under root (parents' __init__ files empty unless given); return root."""
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for path in list(root.rglob("*.py")):
        for parent in path.relative_to(root).parents:
            init = root / parent / "__init__.py"
            if parent != Path(".") and not init.exists():
                init.write_text("", encoding="utf-8")
    return root


@pytest.mark.parametrize("a, b", [
    ("from game.b import f\n", "def g():\n    from game.a import h\n"),
    ("from game import b\n", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.a import A\n"),
    ("from . import b\n", "from .a import h\n"),
    ("import game.b\n", "import game.a as other\n"),
], ids=["in a function", "for types", "relative", "whole module"])
def test_a_circle_of_two_modules_is_named(tmp_path, a, b):
    """A circle made however imports are written (in a function, for types, relative) is named as a chain."""
    root = write(tmp_path, {"game/a.py": a, "game/b.py": b})
    assert circles(root) == ["game.a -> game.b -> game.a  (game/a.py:1, game/b.py:"
                             f"{b.count(chr(10))})"]


def test_a_longer_circle_is_named_and_no_circle_is_none(tmp_path):
    """A circle through three modules is named whole; modules that import one way only are no circle."""
    root = write(tmp_path, {"game/rules/x.py": "from game.rules import y\n",
                            "game/rules/y.py": "import os\nfrom game.rules.z import Z\n",
                            "game/rules/z.py": "from game.rules.x import X\n",
                            "game/rules/__init__.py": "from game.rules.x import X\n",
                            "game/ai/p.py": "from game.rules import X\nfrom game.rules.y import Y\n"})
    assert circles(root) == ["game.rules.x -> game.rules.y -> game.rules.z -> game.rules.x  "
                             "(game/rules/x.py:1, game/rules/y.py:2, game/rules/z.py:1)"]
    (root / "game/rules/z.py").write_text("Z = 1\n", encoding="utf-8")
    assert circles(root) == []


def test_pygame_brought_in_by_the_table_is_found_through_other_modules(tmp_path):
    """A table module importing a module that imports pygame (or whose package does) is named with its chain."""
    root = write(tmp_path, {"game/table/session.py": "from game.rules import apply\n",
                            "game/table/seat.py": "def f():\n    from game.view.hud import H\n",
                            "game/view/__init__.py": "import pygame\n",
                            "game/view/hud.py": "H = 1\n",
                            "game/rules/__init__.py": "def apply(): pass\n"})
    assert reach(root, "pygame", "game.table") == ["game.table.seat -> game.view -> pygame"]
    (root / "game/view/__init__.py").write_text("", encoding="utf-8")
    assert reach(root, "pygame", "game.table") == []
    (root / "game/view/hud.py").write_text("import pygame.draw\n", encoding="utf-8")
    assert reach(root, "pygame", "game.table") == ["game.table.seat -> game.view.hud -> pygame.draw"]


def test_mixins_and_dict_stores_in_screens_are_found(tmp_path):
    """Three bases besides Scene, and each way of storing through __dict__, are named with their lines."""
    root = write(tmp_path, {"game/scenes/play.py": (
        "class Ok(A, stack.Scene, B):\n    pass\n"
        "class Mixed(A, B, C, Scene):\n"
        "    def f(self):\n"
        "        still = self.__dict__.get('_still')\n"
        "        still = self.__dict__['_still'] = 1\n"
        "        self.__dict__.setdefault('_s', {})\n"
        "        self.__dict__.update(a=1)\n"
        "        self.__dict__.pop('_s', None)\n"
        "        vars(self)['_v'] = 2\n"
        "        del self.__dict__['_v']\n")})
    found = scene_problems(root)
    assert [line.split(" ")[0] for line in found] == [f"game/scenes/play.py:{n}" for n in (3, 6, 7, 8, 9, 10, 11)]
    assert "class Mixed has 3 bases besides Scene: A, B, C" in found[0]
