"""The board as the look-ahead's model plays on it (game/ai/rollout.py): routes, cities and rules as plain
lists built once per table, and the path searches the model's players and its scoring use."""
from __future__ import annotations

import heapq
from collections.abc import Iterable
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
        # the race for a count of tickets (game/ai/rollout_race.py: F3, F6-F8)
        self.golden = rules.golden_ticket or 0
        self.last_train = rules.last_train_ends
        self.swap_draw = rules.ticket_swap
        self.west = table.west if rules.has_coast_to_coast else frozenset()
        self.east = table.east if rules.has_coast_to_coast else frozenset()


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


def supports_race(table: Any) -> bool:
    """True if the race model (game/ai/rollout_race.py) plays this table's rules: a count of tickets
    completed at once, no face-up row, no last round, no merchandise."""
    rules = table.rules
    return (rules.score_by == "completed_tickets" and rules.complete_at_once and not rules.has_face_up_row
            and not rules.has_last_round and not rules.has_merchandise)


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
    return cheapest_between(adj, cost, (a,), (c,))


def cheapest_between(adj: list[list[tuple[int, int]]], cost: list[float | None], starts: Iterable[int],
                     ends: Iterable[int]) -> list[int] | None:
    """The cheapest routes joining any of the cities `starts` to any of `ends` at these costs (None: closed),
    or None (Dijkstra from all the starts at once)."""
    far = 1e18
    dist = [far] * len(adj)
    back = [(-1, -1)] * len(adj)
    goal = [False] * len(adj)
    for c in ends:
        goal[c] = True
    heap = []
    for a in starts:
        dist[a] = 0.0
        heap.append((0.0, a))
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, city = pop(heap)
        if d > dist[city]:
            continue
        if goal[city]:
            path = []
            while back[city][0] >= 0:
                r, city = back[city]
                path.append(r)
            return path
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
