"""The board as the look-ahead's model plays on it (game/ai/rollout.py): routes, cities and rules as plain
lists built once per table, and the path searches the model's players and its scoring use."""
from __future__ import annotations

import heapq
from typing import Any


class Board:
    """The table's routes, cities and tickets as plain lists, built once per table."""

    def __init__(self, table: Any, players: int) -> None:
        rules = table.rules
        self.table = table
        self.lengths = list(table.lengths)
        self.colors = list(table.route_colors)
        self.twins = list(table.twins)
        self.ends = list(table.ends)
        self.wild = table.wild
        self.score = [rules.route_score(n) for n in range(max(self.lengths) + 1)]
        self.longest_first = sorted(range(len(self.lengths)), key=lambda r: -self.lengths[r])
        self.twin_closes = not rules.both_routes_open(players)
        self.adj: list[list[tuple[int, int]]] = [[] for _ in table.city_ids]
        for r, (a, b) in enumerate(self.ends):
            self.adj[a].append((r, b))
            self.adj[b].append((r, a))
        self.trigger = rules.trigger_trains
        self.reset = rules.locomotive_reset
        self.minus = rules.unfinished_minus
        self.bonus = rules.longest_path_bonus
        self.keep_later = rules.ticket_keep
        self.keep_first = rules.opening_keep


_BOARDS: dict[tuple[int, int], Board] = {}


def board_for(table: Any, players: int) -> Board:
    """The (cached) model board of a table for a count of players."""
    key = (id(table), players)
    board = _BOARDS.get(key)
    if board is None or board.table is not table:
        if len(_BOARDS) > 16:
            _BOARDS.clear()
        board = _BOARDS[key] = Board(table, players)
    return board


def supports(table: Any) -> bool:
    """True if the model plays this table's rules (route points, a last round, tickets for points)."""
    rules = table.rules
    return (rules.score_by != "completed_tickets" and rules.has_last_round and not rules.has_merchandise
            and not rules.has_coast_to_coast and rules.has_face_up_row and rules.golden_ticket is None)



def components(ends: list[tuple[int, int]], routes: list[int]) -> dict[int, int]:
    """Per city on these routes, a label shared by the cities they join."""
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        """The root of x's component."""
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for r in routes:
        a, c = ends[r]
        parent.setdefault(a, a)
        parent.setdefault(c, c)
        ra, rc = find(a), find(c)
        if ra != rc:
            parent[ra] = rc
    return {x: find(x) for x in parent}


def cheapest(adj: list[list[tuple[int, int]]], cost: list[float | None], a: int, c: int) -> list[int] | None:
    """The cheapest routes joining cities a and c at these costs (None: closed), or None (Dijkstra)."""
    far = 1e18
    dist = [far] * len(adj)
    back = [(-1, -1)] * len(adj)
    dist[a] = 0.0
    heap = [(0.0, a)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, city = pop(heap)
        if city == c:
            path = []
            while city != a:
                r, city = back[city]
                path.append(r)
            return path
        if d > dist[city]:
            continue
        for r, other in adj[city]:
            w = cost[r]
            if w is None:
                continue
            nd = d + w
            if nd < dist[other]:
                dist[other] = nd
                back[other] = (r, city)
                push(heap, (nd, other))
    return None
