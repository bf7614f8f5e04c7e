"""A player's network: which cities it joins (union-find) and its longest trail (U10, F5, F6)."""
from __future__ import annotations

from collections import defaultdict
from itertools import count
from typing import Any, Iterable

from game.rules.trail_search import Edge, TrailSearch

QUICK_STEPS = 200   # steps of the plain search on a whole network before it is cut up
WALK_STEPS = 100    # steps of the plain search on a piece before the pruned one takes over
ANCHOR = -1 << 30   # the far end of a route that pins a trail's start (other made-up ends count down from -1)


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
    return _longest(_edges(table, routes))


def longest_trail_from(table: Any, routes: Iterable[str], city: int) -> int:
    """Length in trains of the longest trail that starts at `city` (0 if no route reaches it)."""
    edges = _edges(table, routes)
    found, finished = _walk(_around(edges), [city], 0, QUICK_STEPS)
    if finished:
        return found
    pin = _length(edges) + 1  # a route from the city longer than all the rest: the longest trail uses it
    return _longest(edges + [(city, ANCHOR, pin)]) - pin


def _edges(table: Any, routes: Iterable[str]) -> list[Edge]:
    """The routes as (city, city, length)."""
    edges = []
    for route_id in routes:
        r = table.route_index[route_id]
        a, b = table.ends[r]
        edges.append((a, b, table.lengths[r]))
    return edges


def _longest(edges: list[Edge]) -> int:
    """The longest trail: by the plain search if it is quick (small or thin networks), else the
    longest of each folded blob's, the longest blobs first (see _fold)."""
    around = _around(edges)
    best, finished = _walk(around, _starts(around), 0, QUICK_STEPS)
    if finished:
        return best
    for piece in sorted(_fold(edges), key=_length, reverse=True):
        if _length(piece) > best:
            best = _best(piece, best)
    return best


def _length(edges: list[Edge]) -> int:
    """The trains of all these routes."""
    return sum(w for _, _, w in edges)


def _fold(edges: list[Edge]) -> list[list[Edge]]:
    """The network cut at its bridges into blobs (pieces no single route cuts), each with what hangs
    below it folded into dead-end routes; the longest trail lies within one of them.

    A trail crosses a bridge at most once, so the blobs a trail visits lie on one path of the bridge
    tree and one of them is highest. Below it the trail only goes down: each bridge down becomes a
    dead-end route as long as the bridge and the longest trail starting beyond it.
    """
    bridges = _bridges(edges)
    blob = _blobs(edges, bridges)
    own: dict[int, list[Edge]] = defaultdict(list)
    links: dict[int, list[Edge]] = defaultdict(list)
    for i, (a, b, w) in enumerate(edges):
        if i in bridges:
            links[blob[a]].append((a, b, w))
            links[blob[b]].append((b, a, w))
        else:
            own[blob[a]].append((a, b, w))
    pieces, seen, spare = [], set(), -1
    for root in sorted(set(blob.values()), key=lambda k: -_length(own[k])):
        if root in seen:
            continue
        for here, up in reversed(_downwards(root, links, blob, seen)):
            if up is not None:
                near, far, w = up
                own[blob[far]].append((far, spare, w + _anchored(own[here], near)))
                spare -= 1
            pieces.append(own[here])
    return [p for p in pieces if p]


def _downwards(root: int, links: dict[int, list[Edge]], blob: dict[int, int],
               seen: set[int]) -> list[tuple[int, Edge | None]]:
    """The blobs of root's bridge tree, parents before children, each with its bridge up
    (city in it, city above, length)."""
    seen.add(root)
    order: list[tuple[int, Edge | None]] = []
    todo: list[tuple[int, Edge | None]] = [(root, None)]
    while todo:
        here, up = todo.pop()
        order.append((here, up))
        for near, far, w in links[here]:
            if blob[far] not in seen:
                seen.add(blob[far])
                todo.append((blob[far], (far, near, w)))
    return order


def _bridges(edges: list[Edge]) -> set[int]:
    """The routes whose loss would cut their piece in two (Tarjan's low links, without recursion)."""
    around: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for i, (a, b, _) in enumerate(edges):
        if a != b:
            around[a].append((i, b))
            around[b].append((i, a))
    found: dict[int, int] = {}
    low: dict[int, int] = {}
    bridges: set[int] = set()
    for root in around:
        if root in found:
            continue
        found[root] = low[root] = len(found)
        stack = [(root, -1, iter(around[root]))]
        while stack:
            city, came, rest = stack[-1]
            for i, other in rest:
                if i == came:
                    continue
                if other in found:
                    low[city] = min(low[city], found[other])
                else:
                    found[other] = low[other] = len(found)
                    stack.append((other, i, iter(around[other])))
                    break
            else:
                stack.pop()
                if stack:
                    parent = stack[-1][0]
                    low[parent] = min(low[parent], low[city])
                    if low[city] > found[parent]:
                        bridges.add(came)
    return bridges


def _starts(around: dict[int, list[tuple[int, int, int]]]) -> list[int]:
    """The cities a longest trail can start from: the odd ones (an open longest trail starts at one,
    or an unused route there would lengthen it), and one city of each piece without any (where
    the longest trail is a round of the whole piece)."""
    starts: list[int] = []
    seen: set[int] = set()
    for city in around:
        if city in seen:
            continue
        piece, todo = {city}, [city]
        while todo:
            for _, _, other in around[todo.pop()]:
                if other not in piece:
                    piece.add(other)
                    todo.append(other)
        seen |= piece
        odd = [c for c in piece if sum(other != c for _, _, other in around[c]) % 2]
        starts += odd or [city]
    return starts


def _odd_cities(edges: list[Edge]) -> list[int]:
    """The cities with an odd number of these routes."""
    return [c for c, d in _degrees(edges).items() if d % 2]


def _degrees(edges: list[Edge]) -> dict[int, int]:
    """How many route ends each city has (a loop counts twice)."""
    degree: dict[int, int] = defaultdict(int)
    for a, b, _ in edges:
        degree[a] += 1
        degree[b] += 1
    return degree


def _blobs(edges: list[Edge], bridges: set[int]) -> dict[int, int]:
    """Each city's blob: the cities it reaches without crossing a bridge, named by one of them."""
    parent: dict[int, int] = {}

    def find(city: int) -> int:
        """The name of a city's blob so far (path halving)."""
        while parent.setdefault(city, city) != city:
            parent[city] = parent[parent[city]]
            city = parent[city]
        return city

    for i, (a, b, _) in enumerate(edges):
        ra, rb = find(a), find(b)
        if i not in bridges and ra != rb:
            parent[ra] = rb
    return {city: find(city) for city in parent}


def _anchored(edges: list[Edge], city: int) -> int:
    """The longest trail of one piece that starts at `city` (0 if the piece has no routes)."""
    if not edges:
        return 0
    pin = _length(edges) + 1  # longer than all the rest: the longest trail surely uses it
    return _best(edges + [(city, ANCHOR, pin)], pin) - pin


def _best(edges: list[Edge], lower: int) -> int:
    """The longest trail of one connected piece, or `lower` if none is longer."""
    edges = _contract(_trim(edges))
    total = _length(edges)
    if total <= lower:
        return lower
    odd = _odd_cities(edges)
    if len(odd) <= 2:
        return total  # one trail uses every route (Euler)
    found, finished = _walk(_around(edges), odd, lower, WALK_STEPS)
    return found if finished else TrailSearch(edges, found).run()


def _trim(edges: list[Edge]) -> list[Edge]:
    """The routes without all but the two longest dead ends at each city: a trail has two ends, so
    it never uses a third dead end at one city, and a longer one would serve where it uses a shorter."""
    degree = _degrees(edges)
    kept: list[Edge] = []
    dead: dict[int, list[Edge]] = defaultdict(list)
    for a, b, w in edges:
        if degree[b] == 1 < degree[a]:
            dead[a].append((a, b, w))
        elif degree[a] == 1 < degree[b]:
            dead[b].append((b, a, w))
        else:
            kept.append((a, b, w))
    for ends in dead.values():
        kept += sorted(ends, key=lambda e: -e[2])[:2]
    return kept


def _contract(edges: list[Edge]) -> list[Edge]:
    """The routes with each chain through a city of exactly two routes made one route: a longest
    trail uses both routes of such a city or neither (it could always be extended by the other)."""
    live = dict(enumerate(edges))
    fresh = count(len(edges))
    at: dict[int, list[int]] = defaultdict(list)
    for i, (a, b, _) in live.items():
        at[a].append(i)
        at[b].append(i)
    for city in list(at):
        ends = at[city]
        if len(ends) != 2 or ends[0] == ends[1]:  # a loop is listed twice
            continue
        (a1, b1, w1), (a2, b2, w2) = live.pop(ends[0]), live.pop(ends[1])
        x, y = (b1 if a1 == city else a1), (b2 if a2 == city else a2)
        at[x].remove(ends[0])
        at[y].remove(ends[1])
        new = next(fresh)
        live[new] = (x, y, w1 + w2)
        at[x].append(new)
        at[y].append(new)
        del at[city]
    return list(live.values())


def _around(edges: list[Edge]) -> dict[int, list[tuple[int, int, int]]]:
    """Each city's routes, longest first, as (minus the length, route bit, other city); a loop once."""
    around: dict[int, list[tuple[int, int, int]]] = defaultdict(list)
    for i, (a, b, w) in enumerate(edges):
        around[a].append((-w, 1 << i, b))
        if a != b:
            around[b].append((-w, 1 << i, a))
    for routes in around.values():
        routes.sort()
    return around


def _walk(around: dict[int, list[tuple[int, int, int]]], starts: list[int], lower: int,
          steps: int) -> tuple[int, bool]:
    """The longest trail from these cities (or `lower`) found by trying every trail, longer routes
    first, for at most `steps` steps; and whether the search finished, making the answer exact."""
    best = lower

    def walk(city: int, used: int, total: int) -> None:
        """Extend the trail from `city` by every unused route, depth first, while steps last."""
        nonlocal best, steps
        steps -= 1
        if total > best:
            best = total
        for minus, bit, other in around[city]:
            if steps <= 0:
                return
            if not used & bit:
                walk(other, used | bit, total - minus)

    for city in starts:
        walk(city, 0, 0)
    return best, steps > 0
