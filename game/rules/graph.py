"""A player's network: which cities it joins (union-find) and its longest trail (U10, F5, F6)."""
from __future__ import annotations

from typing import Any, Iterable


class Network:
    """The cities joined by one player's routes, as union-find components."""

    def __init__(self, table: Any, routes: Iterable[str]) -> None:
        self._parent: dict[int, int] = {}
        for route_id in routes:
            a, b = table.ends[table.route_index[route_id]]
            self._union(a, b)

    def _find(self, city: int) -> int:
        """The representative of a city's component (path halving)."""
        parent = self._parent
        while parent.get(city, city) != city:
            parent[city] = parent.get(parent[city], parent[city])
            city = parent[city]
        return city

    def _union(self, a: int, b: int) -> None:
        """Join two cities' components."""
        ra, rb = self._find(a), self._find(b)
        if ra != rb:
            self._parent[max(ra, rb)] = min(ra, rb)
        self._parent.setdefault(ra, ra)
        self._parent.setdefault(rb, rb)

    def joined(self, a: int, b: int) -> bool:
        """True if the two cities are connected by the player's routes (a city joins itself only if on the network)."""
        return a in self._parent and b in self._parent and self._find(a) == self._find(b)

    def cities(self) -> set[int]:
        """The cities on the network."""
        return set(self._parent)

    def joins_any(self, group_a: Iterable[int], group_b: Iterable[int]) -> bool:
        """True if some city of one group is connected to some city of the other (F6)."""
        roots = {self._find(c) for c in group_a if c in self._parent}
        return any(self._find(c) in roots for c in group_b if c in self._parent)


def longest_trail(table: Any, routes: Iterable[str]) -> int:
    """Length in trains of the longest trail: each route once, cities may repeat, loops allowed (U10)."""
    adjacency: dict[int, list[tuple[int, int, int]]] = {}
    for bit, route_id in enumerate(routes):
        r = table.route_index[route_id]
        a, b = table.ends[r]
        length = table.lengths[r]
        adjacency.setdefault(a, []).append((bit, b, length))
        adjacency.setdefault(b, []).append((bit, a, length))
    best = 0

    def walk(city: int, used: int, total: int) -> None:
        """Extend the trail from `city` by every unused route, depth first."""
        nonlocal best
        if total > best:
            best = total
        for bit, other, length in adjacency[city]:
            if not used >> bit & 1:
                walk(other, used | 1 << bit, total + length)

    for city in _starts(adjacency):
        walk(city, 0, 0)
    return best


def _starts(adjacency: dict[int, list[tuple[int, int, int]]]) -> list[int]:
    """Cities a longest trail can start from: the odd-degree ones, plus one city per all-even component.

    An open longest trail starts at an odd-degree city (otherwise an unused route at its start
    would extend it); a closed one uses its whole component, which then has only even degrees.
    """
    starts = [c for c, edges in adjacency.items() if len(edges) % 2]
    seen: set[int] = set()
    for city in adjacency:
        if city in seen:
            continue
        component = _component(adjacency, city)
        seen |= component
        if all(len(adjacency[c]) % 2 == 0 for c in component):
            starts.append(city)
    return starts


def _component(adjacency: dict[int, list[tuple[int, int, int]]], start: int) -> set[int]:
    """The cities reachable from `start`."""
    found = {start}
    todo = [start]
    while todo:
        for _, other, _ in adjacency[todo.pop()]:
            if other not in found:
                found.add(other)
                todo.append(other)
    return found
